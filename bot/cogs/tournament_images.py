"""The tournament's pictures: the engine's bracket and standings turned into the render views
(``render.tournament``), and drawn to PNG with an alt text.

It lives in the cogs layer because it is the only one allowed to import both ``bot.engine`` and
``render`` (``render`` may not import ``bot``; the engine may not import ``render``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.engine.tournament import tournament as T
from bot.engine.tournament.elimination import BracketMatch, round_name
from bot.engine.tournament.model import BYE, TBD, Format, Kind, Slot, Status
from render.tournament import (
    BracketView,
    Entry,
    MatchBox,
    StandingsRow,
    StandingsView,
    render_bracket,
    render_standings,
)

# Standings in pages of 32 rows (issue 11 item 4): each page about as tall as wide, names at
# their full 15 px, so Discord's inline preview stays readable; the whole table is a file too.
STANDINGS_PAGE_ROWS = 32
MAX_ATTACHMENTS = 10  # files on one Discord message


def half(value: float) -> str:
    """``1.5`` as ``1½``, ``0.5`` as ``½``, ``2.0`` as ``2``."""
    whole = int(value)
    return (str(whole) if whole or value == whole else "") + ("½" if value - whole else "")


def _entry(t: T.Tournament, m: BracketMatch, slot: Slot, side: int) -> Entry:
    if slot == BYE:
        return Entry(note="bye")
    if slot == TBD:
        return Entry(note="TBD")
    assert isinstance(slot, int)
    result, score = m.result, ""
    if result is not None:
        if result.kind is Kind.FORFEIT:
            score = "W" if result.points[side] else "F"
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


def _box(t: T.Tournament, m: BracketMatch) -> MatchBox:
    return MatchBox(_entry(t, m, m.a, 0), _entry(t, m, m.b, 1), label=m.key, live=m.ready)


def bracket_view(t: T.Tournament, title: str) -> BracketView:
    """Elimination formats: every match of the bracket as it stands."""
    bracket = T.bracket(t)
    double = t.format is Format.DOUBLE
    winners = bracket.rounds("W")
    losers = bracket.rounds("L")
    champion = bracket.champion
    return BracketView(
        title=title,
        subtitle=f"{t.n} players · {'double' if double else 'single'} elimination",
        rounds=tuple(tuple(_box(t, m) for m in r) for r in winners),
        round_titles=tuple(round_name("W", r[0].spec.round, t.n, double) for r in winners),
        losers=tuple(tuple(_box(t, m) for m in r) for r in losers),
        loser_titles=tuple(round_name("L", r[0].spec.round, t.n, double) for r in losers),
        finals=tuple(_box(t, m) for m in bracket.matches if m.spec.bracket == "F"),
        champion="" if champion is None else t.entrant(champion).name,
    )


def standings_view(t: T.Tournament, title: str) -> StandingsView:
    """Swiss and round robin: the ranked table with the tournament's tie-breaks."""
    rows = []
    table = T.standings(t)
    for i, row in enumerate(table):
        entrant = t.entrant(row.seed)
        tied = row.shared or (i + 1 < len(table) and table[i + 1].shared)
        rows.append(
            StandingsRow(
                rank=("=" if tied else "") + str(row.rank),
                name=entrant.name,
                seed=row.seed,
                points=half(row.points) or "0",
                tie_breaks=tuple(f"{v:g}" for v in row.tie_breaks),
                record=f"{row.wins}-{row.draws}-{row.losses}",
                note="" if entrant.status is Status.ACTIVE else entrant.status.value,
            )
        )
    return StandingsView(
        title=title,
        subtitle=f"After round {T.current_round(t)} of {t.settings.rounds or len(T.rounds(t))}",
        rows=tuple(rows),
        tie_break_titles=tuple(tb.label for tb in t.settings.order),
    )


@dataclass(frozen=True, slots=True)
class TournamentPicture:
    png: bytes
    alt: str
    filename: str


def picture(t: T.Tournament, title: str, *, theme: str = "dark") -> TournamentPicture:
    """The bracket (elimination) or the standings (Swiss, round robin) as PNG, with alt text."""
    if t.format.elimination:
        view = bracket_view(t, title)
        champion = f" Champion: {view.champion}." if view.champion else ""
        live = sum(1 for r in (*view.rounds, *view.losers, view.finals) for b in r if b.live)
        alt = f"{title}: {view.subtitle}; {live} matches being played.{champion}"
        return TournamentPicture(render_bracket(view, theme=theme), alt, "bracket.png")
    standings = standings_view(t, title)
    top = ", ".join(f"{r.rank}. {r.name} ({r.points})" for r in standings.rows[:5])
    alt = f"{title} standings, {standings.subtitle.lower()}: {top}."
    return TournamentPicture(render_standings(standings, theme=theme), alt, "standings.png")


def pictures(t: T.Tournament, title: str, *, theme: str = "dark") -> list[TournamentPicture]:
    """What the picture message shows: for standings longer than a page, one image per
    ``STANDINGS_PAGE_ROWS`` rows (readable inline) and then the whole table as a file; otherwise
    the one ``picture``. (Brackets are still one picture: paging them is not done yet.)"""
    whole = picture(t, title, theme=theme)
    if t.format.elimination:
        return [whole]
    standings = standings_view(t, title)
    rows = standings.rows
    if len(rows) <= STANDINGS_PAGE_ROWS:
        return [whole]
    chunks = [rows[i : i + STANDINGS_PAGE_ROWS] for i in range(0, len(rows), STANDINGS_PAGE_ROWS)]
    pages = []
    for n, chunk in enumerate(chunks[: MAX_ATTACHMENTS - 1], start=1):
        first = (n - 1) * STANDINGS_PAGE_ROWS + 1
        page = replace(
            standings,
            title=f"{title} · rows {first}–{first + len(chunk) - 1} of {len(rows)}",
            rows=chunk,
            rows_per_column=STANDINGS_PAGE_ROWS,
        )
        alt = f"{title} standings, page {n} of {len(chunks)}: " + ", ".join(
            f"{r.rank}. {r.name} ({r.points})" for r in chunk[:5]
        )
        pages.append(
            TournamentPicture(render_standings(page, theme=theme), alt, f"standings-{n}.png")
        )
    return [*pages, replace(whole, filename="standings-full.png")]
