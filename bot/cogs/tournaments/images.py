"""The tournament's pictures: the engine's bracket and standings turned into the render views
(``render.tournament``), and drawn to PNG with an alt text.

It lives in the cogs layer because it is the only one allowed to import both ``bot.engine`` and
``render`` (``render`` may not import ``bot``; the engine may not import ``render``). Every word
drawn or said in an alt text is in ``words``' language (the server's; English by default, as
the web pages show them): the ``pic-`` messages of ``locales/``, a round's name by ``title_in``.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.tournaments.rounds import played, rounds, walked_over
from bot.cogs.tournaments.titles import title_in
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.vocabulary import (
    BYE,
    TBD,
    BracketMatch,
    Format,
    Kind,
    Slot,
    Status,
    round_name,
)
from render.tournament.bracket import (
    BracketView,
    Entry,
    MatchBox,
    bracket_size,
    render_bracket,
)
from render.tournament.overview import OverviewView, ProgressRow, render_overview
from render.tournament.standings import StandingsRow, StandingsView, render_standings
from render.tournament.style import PREVIEW_WIDTH

# Standings in pages of 32 rows: each page about as tall as wide, names at
# their full 15 px, so Discord's inline preview stays readable; the whole table is a file too.
STANDINGS_PAGE_ROWS = 32
MAX_ATTACHMENTS = 10  # files on one Discord message
# Bracket pages: two rounds side by side (500 px wide, so names stay 14 px or
# more in Discord's ~520 px inline preview), at most 8 matches of the first of them (16
# players; the page about as tall as wide). The picture message shows the overview, the pages
# being played now (at most MAX_PAGES) and the whole bracket as a file.
PAGE_ROUNDS = 2
PAGE_BOXES = 8
MAX_PAGES = MAX_ATTACHMENTS - 2
STILL_IN_LISTED = 16  # the overview names who is still in once this few are left


def half(value: float) -> str:
    """``1.5`` as ``1½``, ``0.5`` as ``½``, ``2.0`` as ``2``."""
    whole = int(value)
    return (str(whole) if whole or value == whole else "") + ("½" if value - whole else "")


def _entry(t: T.Tournament, m: BracketMatch, slot: Slot, side: int, words: Words) -> Entry:
    if slot == BYE:
        return Entry(note=words("pic-entry", entry="bye"))
    if slot == TBD:
        return Entry(note=words("pic-entry", entry="tbd"))
    assert isinstance(slot, int)
    result, score = m.result, ""
    if result is not None:
        if result.kind is Kind.FORFEIT:
            score = words("pic-forfeit", side="won" if result.points[side] else "lost")
        elif result.games is not None:
            score = half(result.games[side])
        else:
            score = half(result.points[side])
    return Entry(
        name=t.entrant(slot).name,
        seed=slot,
        score=score,
        winner=result is not None and result.winner == side,
    )


def _box(t: T.Tournament, m: BracketMatch, words: Words = ENGLISH_WORDS) -> MatchBox:
    return MatchBox(
        _entry(t, m, m.a, 0, words), _entry(t, m, m.b, 1, words), label=m.key, live=m.ready
    )


def note_of(status: Status, words: Words = ENGLISH_WORDS) -> str:
    """A player's note in a table: nothing while playing, else "dropped", "disqualified"."""
    return "" if status is Status.ACTIVE else words("pic-note", status=status.value)


def champion_line(name: str, words: Words = ENGLISH_WORDS) -> str:
    return words("pic-champion", name=name) if name else ""


def bracket_view(t: T.Tournament, title: str, words: Words = ENGLISH_WORDS) -> BracketView:
    """Elimination formats: every match of the bracket as it stands."""
    bracket = T.bracket(t)
    double = t.format is Format.DOUBLE
    winners = bracket.rounds("W")
    losers = bracket.rounds("L")
    champion = "" if bracket.champion is None else t.entrant(bracket.champion).name

    def named(section: str, number: int) -> str:
        return title_in(words, round_name(section, number, t.n, double))

    return BracketView(
        title=title,
        subtitle=words("pic-bracket-subtitle", count=t.n, format=t.format.value),
        rounds=tuple(tuple(_box(t, m, words) for m in r) for r in winners),
        round_titles=tuple(named("W", r[0].spec.round) for r in winners),
        losers=tuple(tuple(_box(t, m, words) for m in r) for r in losers),
        loser_titles=tuple(named("L", r[0].spec.round) for r in losers),
        finals=tuple(_box(t, m, words) for m in bracket.matches if m.spec.bracket == "F"),
        champion=champion,
        third_place=None if bracket.third_place is None else _box(t, bracket.third_place, words),
        third_title=words("tourn-title", kind="third"),
        champion_line=champion_line(champion, words),
    )


def standings_view(t: T.Tournament, title: str, words: Words = ENGLISH_WORDS) -> StandingsView:
    """Swiss and round robin: the ranked table with the tournament's tie-breaks; once the
    play-off for first is decided its winner is first and its loser second (``T.ranking``),
    the subtitle says so."""
    rows = []
    table = T.standings(t)
    by_seed = {row.seed: row for row in table}
    # A two-stage event's first stage keeps its own order after the cut (``ranking`` is then
    # the whole event's).
    ranking = [(row.rank, row.seed) for row in table] if t.cut else T.ranking(t)
    places = [place for place, _ in ranking]
    for place, seed in ranking:
        row, entrant = by_seed[seed], t.entrant(seed)
        rows.append(
            StandingsRow(
                rank=("=" if places.count(place) > 1 else "") + str(place),
                name=entrant.name,
                seed=seed,
                points=half(row.points) or "0",
                tie_breaks=tuple(f"{v:g}" for v in row.tie_breaks),
                record=f"{row.wins}-{row.draws}-{row.losses}",
                note=note_of(entrant.status, words),
            )
        )
    total = t.settings.rounds or len(T.rounds(t))
    kind = "after"
    playoff = T.playoff(t)
    if T.finished(t) or t.cut:
        kind = "final" if playoff is None else "final-playoff"
    elif playoff is not None:
        kind = "playoff"
    subtitle = words("pic-standings-subtitle", kind=kind, round=T.current_round(t), total=total)
    return StandingsView(
        title=title,
        subtitle=subtitle,
        rows=tuple(rows),
        tie_break_titles=tuple(tb.label for tb in t.settings.order),
        seed_title=words("pic-column", column="seed"),
        player_title=words("pic-column", column="player"),
        points_title=words("pic-column", column="points"),
        record_title=words("pic-column", column="wdl"),
    )


@dataclass(frozen=True, slots=True)
class TournamentPicture:
    png: bytes
    alt: str
    filename: str


def picture(
    t: T.Tournament, title: str, *, theme: str = "dark", words: Words = ENGLISH_WORDS
) -> TournamentPicture:
    """The bracket (elimination, or a two-stage event's top cut once it is made) or the
    standings (Swiss, round robin) as PNG, with alt text."""
    second = T.stage_two(t)
    if second is not None:
        return picture(second, title, theme=theme, words=words)
    if t.format.elimination:
        view = bracket_view(t, title, words)
        live = sum(1 for r in (*view.rounds, *view.losers, view.finals) for b in r if b.live)
        alt = words("pic-bracket-alt", title=title, subtitle=view.subtitle, live=live)
        if view.champion:
            alt += " " + words("pic-champion-alt", name=view.champion)
        return TournamentPicture(render_bracket(view, theme=theme), alt, "bracket.png")
    standings = standings_view(t, title, words)
    alt = words(
        "pic-standings-alt", title=title, subtitle=standings.subtitle, top=top_rows(standings.rows)
    )
    return TournamentPicture(render_standings(standings, theme=theme), alt, "standings.png")


def top_rows(rows: tuple[StandingsRow, ...]) -> str:
    """The first five rows for an alt text: ``1. Ann (3), 2. Bo (2½), …``."""
    return ", ".join(f"{r.rank}. {r.name} ({r.points})" for r in rows[:5])


@dataclass(frozen=True, slots=True)
class Page:
    """One bracket page: its view, its place among all pages and whether a match on it is
    being played now."""

    number: int
    view: BracketView
    live: bool
    about: str  # "Winners' round 1 → Winners' round 2, matches 1–8 of 64"


def bracket_pages(t: T.Tournament, title: str, words: Words = ENGLISH_WORDS) -> list[Page]:
    """The bracket cut into pages: per section (winners', losers', the grand final), two
    rounds at a time, at most ``PAGE_BOXES`` matches of the first round of the two (and the
    matches of the second that they feed); the third-place match under the final."""
    bracket = T.bracket(t)
    double = t.format is Format.DOUBLE
    pages: list[Page] = []
    for section in ("W", "L", "F"):
        columns = bracket.rounds(section)
        for i in range(0, len(columns), PAGE_ROUNDS):
            pair = columns[i : i + PAGE_ROUNDS]
            first = pair[0]
            titles = tuple(
                title_in(words, round_name(section, c[0].spec.round, t.n, double)) for c in pair
            )
            chunks = -(-len(first) // PAGE_BOXES)
            for c in range(chunks):
                cut = []
                for col in pair:
                    k = max(1, len(first) // len(col))  # 2 where the next round halves
                    cut.append(col[c * PAGE_BOXES // k : (c + 1) * PAGE_BOXES // k])
                about = " → ".join(titles)
                if chunks > 1:
                    last = min(len(first), (c + 1) * PAGE_BOXES)
                    about = words(
                        "pic-page-matches",
                        about=about,
                        first=c * PAGE_BOXES + 1,
                        last=last,
                        count=len(first),
                    )
                view = BracketView(
                    title=title,
                    subtitle=about,
                    rounds=tuple(tuple(_box(t, m, words) for m in col) for col in cut),
                    round_titles=titles,
                )
                live = any(m.ready for col in cut for m in col)
                pages.append(Page(len(pages) + 1, view, live, about))
    third = bracket.third_place
    if third is not None and pages:  # under the final, on the final's page
        final_page = pages[-1]
        about = words("pic-page-third", about=final_page.about)
        view = replace(
            final_page.view,
            third_place=_box(t, third, words),
            third_title=words("tourn-title", kind="third"),
            subtitle=about,
        )
        pages[-1] = Page(final_page.number, view, final_page.live or third.ready, about)
    return pages


def overview_view(t: T.Tournament, title: str, words: Words = ENGLISH_WORDS) -> OverviewView:
    """Elimination formats: every round's progress and who is still in."""
    rows = []
    for r in rounds(t):
        matches = [p for p in r.pairings if walked_over(p) is None]
        decided = sum(1 for p in matches if p.result is not None)
        playing = sum(1 for p in matches if played(p) and p.result is None)
        state = "done" if r.decided else "live" if playing else "later"
        status = words(
            "pic-progress", state=state, playing=playing, decided=decided, count=len(matches)
        )
        rows.append(ProgressRow(title_in(words, r.title), status, state))
    out = T.eliminated(t)
    left = [e for e in t.entrants if e.active and e.seed not in out]
    winner = T.champion(t)
    champion = "" if winner is None else t.entrant(winner).name
    return OverviewView(
        title=title,
        subtitle=words("pic-overview-subtitle", count=t.n, format=t.format.value, left=len(left)),
        rows=tuple(rows),
        left=len(left),
        still_in=tuple(f"{e.seed}. {e.name}" for e in left) if len(left) <= STILL_IN_LISTED else (),
        champion=champion,
        left_line=words("pic-still-in", count=len(left)),
        champion_line=champion_line(champion, words),
    )


def overview(
    t: T.Tournament, title: str, *, theme: str = "dark", words: Words = ENGLISH_WORDS
) -> TournamentPicture:
    view = overview_view(t, title, words)
    rows = "; ".join(f"{r.title}: {r.status}" for r in view.rows)
    alt = words("pic-overview-alt", title=title, subtitle=view.subtitle, rounds=rows)
    if view.still_in:
        alt += " " + words("pic-overview-alt-still-in", names=", ".join(view.still_in))
    return TournamentPicture(render_overview(view, theme=theme), alt, "overview.png")


def shown_pages(pages: list[Page]) -> list[Page]:
    """The pages the picture message carries: those being played now (the earliest first),
    else the last one (the final)."""
    live = [p for p in pages if p.live]
    return live[:MAX_PAGES] if live else pages[-1:]


def drawn_from(t: T.Tournament, title: str) -> str:
    """A digest of everything ``pictures`` draws from (the title and the whole tournament):
    equal digests, equal pictures. Cheap next to drawing them (a JSON dump and a hash)."""
    text = json.dumps([title, T.to_json(t)], sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def fits_inline(size: tuple[int, int]) -> bool:
    """Whether a picture of this (width, height) is readable in Discord's inline preview as it
    is: no wider than ``PREVIEW_WIDTH`` (names stay at their full ``NAME_PX``) and between 1:2
    and 2:1 (the preview is not a sliver)."""
    width, height = size
    return width <= PREVIEW_WIDTH and height > 0 and 0.5 <= width / height <= 2.0


def pictures(
    t: T.Tournament, title: str, *, theme: str = "dark", words: Words = ENGLISH_WORDS
) -> list[TournamentPicture]:
    """What the picture message shows: one picture when one readable page holds the whole
    thing, more only when needed. A bracket: the whole bracket as one page when it fits
    (``fits_inline``: at most four players of a single elimination); else the overview, the
    pages being played (each readable inline) and the whole bracket as a file. Standings: one
    page when ``STANDINGS_PAGE_ROWS`` rows hold them; else one image per that many rows and
    then the whole table as a file. A two-stage event past its cut: its bracket (bracket
    seeds), as one."""
    second = T.stage_two(t)
    if second is not None:
        return pictures(second, title, theme=theme, words=words)
    if t.format.elimination:
        view = bracket_view(t, title, words)
        if fits_inline(bracket_size(view, compact=True)):
            whole = picture(t, title, theme=theme, words=words)
            return [replace(whole, png=render_bracket(view, theme=theme, compact=True))]
        made = [overview(t, title, theme=theme, words=words)]
        for shown in shown_pages(bracket_pages(t, title, words)):
            made.append(page_picture(shown, title, theme, words))
        return [*made, picture(t, title, theme=theme, words=words)]
    standings = standings_view(t, title, words)
    rows = standings.rows
    if len(rows) <= STANDINGS_PAGE_ROWS:
        whole = picture(t, title, theme=theme, words=words)
        page = replace(standings, rows_per_column=STANDINGS_PAGE_ROWS)
        return [replace(whole, png=render_standings(page, theme=theme, compact=True))]
    chunks = [rows[i : i + STANDINGS_PAGE_ROWS] for i in range(0, len(rows), STANDINGS_PAGE_ROWS)]
    pages = []
    for n, chunk in enumerate(chunks[: MAX_ATTACHMENTS - 1], start=1):
        first = (n - 1) * STANDINGS_PAGE_ROWS + 1
        page = replace(
            standings,
            title=words(
                "pic-rows", title=title, first=first, last=first + len(chunk) - 1, count=len(rows)
            ),
            rows=chunk,
            rows_per_column=STANDINGS_PAGE_ROWS,
        )
        alt = words(
            "pic-standings-page-alt", title=title, page=n, pages=len(chunks), top=top_rows(chunk)
        )
        pages.append(
            TournamentPicture(
                render_standings(page, theme=theme, compact=True), alt, f"standings-{n}.png"
            )
        )
    whole = picture(t, title, theme=theme, words=words)
    return [*pages, replace(whole, filename="standings-full.png")]


def page_picture(shown: Page, title: str, theme: str, words: Words) -> TournamentPicture:
    """One bracket page as PNG, with its alt text."""
    alt = words("pic-page-alt", title=title, page=shown.number, about=shown.about)
    png = render_bracket(shown.view, theme=theme, compact=True)
    return TournamentPicture(png, alt, f"bracket-{shown.number}.png")
