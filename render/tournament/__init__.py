"""Tournament images: the bracket (elimination formats), its pages and overview, and the
standings table (Swiss, round robin), as PNG bytes.

Like the board images, these are pure functions of a small view value that holds only text and
numbers, so this package needs nothing from the bot (the import contract forbids it). The service
turns the engine's bracket and standings into views (a few lines: one ``Entry`` per side of a
match, one ``StandingsRow`` per entrant).

One module per picture, each with its view and its ``render_...`` function:

* ``render.tournament.bracket``: ``Entry``, ``MatchBox``, ``BracketView``, ``render_bracket(view,
  theme=, scale=, compact=)`` (``compact``: the pages of two rounds), ``bracket_size``;
* ``render.tournament.standings``: ``StandingsRow``, ``StandingsView``, ``render_standings(view,
  theme=, scale=, compact=)``;
* ``render.tournament.overview``: ``ProgressRow``, ``OverviewView``, ``render_overview``;
* ``render.tournament.places``: ``PlaceRow``, ``PlacesView``, ``render_places(view, theme=,
  scale=, compact=)``: the final standings, every place of any format;
* ``render.tournament.style``: what they share (sizes, colours, the header, the PNG encoding) and
  the sizes callers design around, ``NAME_PX`` and ``PREVIEW_WIDTH``.
"""
