"""The final standings as pictures: every place of a finished tournament, best first (for a
bracket, where each player went out; for a Swiss or round robin, their points and the
play-off), for the champion post and the export, drawn by ``render.tournament.places``, in
``words``' language (the server's; English by default).
"""

from __future__ import annotations

from dataclasses import replace

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.tournaments.images import (
    MAX_ATTACHMENTS,
    STANDINGS_PAGE_ROWS,
    TournamentPicture,
    bracket_pages,
    note_of,
    page_picture,
    picture,
    standings_view,
)
from bot.cogs.tournaments.titles import title_in
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.vocabulary import Bracket, Format, round_name
from render.tournament.places import PlaceRow, PlacesView, render_places


def _out_in(t: T.Tournament, bracket: Bracket, words: Words) -> dict[int, str]:
    """Elimination: for each placed entrant, the match that ended their event ("Final",
    "3rd-place match", "Losers' round 3", "Quarter-finals")."""
    double = t.format is Format.DOUBLE
    out: dict[int, str] = {}
    for m in bracket.matches:
        if m.result is None or not (isinstance(m.a, int) and isinstance(m.b, int)):
            continue
        if m.spec.bracket == "W" and double:
            continue  # a winners' loss in a double elimination is not the end
        side = m.result.winner
        losers = [m.a, m.b] if side is None else [m.b if side == 0 else m.a]
        for seed in losers:
            out[seed] = (
                words("pic-detail", kind="third")
                if m.spec.bracket == "P"
                else title_in(words, round_name(m.spec.bracket, m.spec.round, t.n, double))
            )
        if m.spec.bracket == "P" and side is not None:
            out[m.a if side == 0 else m.b] = words("pic-detail", kind="third-won")
    return out


def _bracket_records(bracket: Bracket) -> dict[int, tuple[int, int]]:
    """Elimination: matches won and lost by each entrant (walkovers are not matches)."""
    record: dict[int, tuple[int, int]] = {}
    for m in bracket.matches:
        if m.result is None or not (isinstance(m.a, int) and isinstance(m.b, int)):
            continue
        for side, seed in enumerate((m.a, m.b)):
            won, lost = record.get(seed, (0, 0))
            if m.result.winner == side:
                won += 1
            else:
                lost += 1
            record[seed] = (won, lost)
    return record


def stages_places_view(
    t: T.Tournament, second: T.Tournament, title: str, words: Words = ENGLISH_WORDS
) -> PlacesView:
    """A two-stage event: the qualifiers by where they went out of the bracket (their bracket
    record), then everyone else by their first-stage standing (points, W-D-L); seeds are the
    first stage's."""
    bracket = T.bracket(second)
    out = _out_in(second, bracket, words)
    records = _bracket_records(bracket)
    inner = {seed: i for i, seed in enumerate(t.cut, start=1)}
    first = {row.seed: row for row in standings_view(t, title, words).rows}
    ranking = T.ranking(t)
    places = [place for place, _ in ranking]
    rows: list[PlaceRow] = []
    for place, seed in ranking:
        entrant = t.entrant(seed)
        if seed in inner:
            won, lost = records.get(inner[seed], (0, 0))
            record = f"{won}-{lost}"
            detail = champion_or(place, out.get(inner[seed], ""), words)
        else:
            row = first[seed]
            record = row.record
            detail = words("pic-detail", kind="first-stage", points=points_of(row.points, words))
        rows.append(
            PlaceRow(
                place=place,
                name=entrant.name,
                seed=seed,
                shared=places.count(place) > 1,
                record=record,
                detail=detail,
                note=note_of(entrant.status, words),
            )
        )
    subtitle = words("pic-stages-subtitle", count=t.n, cut=len(t.cut), format=second.format.value)
    return titled(PlacesView(title=title, rows=tuple(rows), subtitle=subtitle), words, "record")


def titled(view: PlacesView, words: Words, record: str, detail: str = "out-in") -> PlacesView:
    """``view`` with its column heads in the reader's words (``record``, ``detail``: which
    heads those two columns take)."""
    return replace(
        view,
        seed_title=words("pic-column", column="seed"),
        player_title=words("pic-column", column="player"),
        record_title=words("pic-column", column=record),
        detail_title=words("pic-column", column=detail),
    )


def champion_or(place: int, out_in: str, words: Words) -> str:
    return words("pic-detail", kind="champion") if place == 1 else out_in


def points_of(points: str, words: Words) -> str:
    """``3 pts``, ``1 pt``, ``½ pt`` (the points as the table writes them: ``2½``)."""
    return words("pic-points", points=points, one="yes" if points in ("1", "½") else "no")


def places_view(t: T.Tournament, title: str, words: Words = ENGLISH_WORDS) -> PlacesView:
    """Every place so far, best first: for a bracket who went out where, for a Swiss or round
    robin the points and how first place was decided (a two-stage event: ``stages_places_view``)."""
    second = T.stage_two(t)
    if second is not None:
        return stages_places_view(t, second, title, words)
    ranking = T.ranking(t)
    places = [place for place, _ in ranking]
    rows: list[PlaceRow] = []
    if t.format.elimination:
        bracket = T.bracket(t)
        out = _out_in(t, bracket, words)
        records = _bracket_records(bracket)
        for place, seed in ranking:
            entrant = t.entrant(seed)
            won, lost = records.get(seed, (0, 0))
            rows.append(
                PlaceRow(
                    place=place,
                    name=entrant.name,
                    seed=seed,
                    shared=places.count(place) > 1,
                    record=f"{won}-{lost}",
                    detail=champion_or(place, out.get(seed, ""), words),
                    note=note_of(entrant.status, words),
                )
            )
        subtitle = words("pic-bracket-subtitle", count=t.n, format=t.format.value)
        return titled(PlacesView(title=title, rows=tuple(rows), subtitle=subtitle), words, "wl")
    table = standings_view(t, title, words)
    playoff = T.playoff(t)
    decided = playoff is not None and playoff.result is not None
    for i, ((place, _), row) in enumerate(zip(ranking, table.rows, strict=True)):
        detail = points_of(row.points, words)
        if decided and i < 2:
            kind = "won-playoff" if i == 0 else "lost-playoff"
            detail = words("pic-detail", kind=kind, points=detail)
        rows.append(
            PlaceRow(
                place=place,
                name=row.name,
                seed=row.seed,
                shared=places.count(place) > 1,
                record=row.record,
                detail=detail,
                note=row.note,
            )
        )
    view = PlacesView(title=title, rows=tuple(rows), subtitle=table.subtitle)
    return titled(view, words, "wdl", "points-long")


def final_pictures(
    t: T.Tournament, title: str, *, theme: str = "dark", words: Words = ENGLISH_WORDS
) -> list[TournamentPicture]:
    """The final standings with every place, readable inline: one page when
    ``STANDINGS_PAGE_ROWS`` rows hold them; else pages of that many and the whole table as a
    file (columns of 64 rows)."""
    view = places_view(t, words("pic-final-title", title=title), words)
    rows = view.rows
    chunks = [rows[i : i + STANDINGS_PAGE_ROWS] for i in range(0, len(rows), STANDINGS_PAGE_ROWS)]
    made = []
    for n, chunk in enumerate(chunks, start=1):
        page = replace(view, rows=chunk, rows_per_column=STANDINGS_PAGE_ROWS)
        if len(chunks) > 1:
            first = (n - 1) * STANDINGS_PAGE_ROWS + 1
            last = first + len(chunk) - 1
            subtitle = words("pic-places", subtitle=view.subtitle, first=first, last=last)
            page = replace(page, subtitle=subtitle)
        top = ", ".join(f"{r.place}. {r.name}" for r in chunk[:5])
        name = "final-standings.png" if len(chunks) == 1 else f"final-standings-{n}.png"
        alt = words("pic-final-alt", title=title, page=n, pages=len(chunks), top=top)
        made.append(TournamentPicture(render_places(page, theme=theme, compact=True), alt, name))
    if len(chunks) > 1:
        made.append(whole_final_picture(t, title, theme=theme, words=words))
    return made


def whole_final_picture(
    t: T.Tournament, title: str, *, theme: str = "dark", words: Words = ENGLISH_WORDS
) -> TournamentPicture:
    """Every place on one picture (columns of 64 rows): the export's and the post's file."""
    view = places_view(t, words("pic-final-title", title=title), words)
    top = ", ".join(f"{r.place}. {r.name}" for r in view.rows[:5])
    alt = words("pic-final-all-alt", title=title, count=len(view.rows), top=top)
    return TournamentPicture(render_places(view, theme=theme), alt, "final-standings-full.png")


def champion_pictures(
    t: T.Tournament, title: str, *, theme: str = "dark", words: Words = ENGLISH_WORDS
) -> list[TournamentPicture]:
    """What the champion post carries: the final standings (``final_pictures``) and, for a
    bracket, its final's page and the whole bracket, as many as one message holds."""
    made = final_pictures(t, title, theme=theme, words=words)
    t = T.stage_two(t) or t  # a two-stage event: its bracket
    if t.format.elimination:
        for shown in bracket_pages(t, title, words)[-1:]:
            made.append(page_picture(shown, title, theme, words))
        made.append(picture(t, title, theme=theme, words=words))
    return made[:MAX_ATTACHMENTS]
