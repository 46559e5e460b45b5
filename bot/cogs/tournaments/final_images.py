"""The final standings as pictures: every place of a finished tournament, best first (for a
bracket, where each player went out; for a Swiss or round robin, their points and the
play-off), for the champion post and the export, drawn by ``render.tournament.places``.
"""

from __future__ import annotations

from dataclasses import replace

from bot.cogs.tournaments.images import (
    MAX_ATTACHMENTS,
    STANDINGS_PAGE_ROWS,
    TournamentPicture,
    bracket_pages,
    picture,
    standings_view,
)
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.vocabulary import Bracket, Format, Status, round_name
from render.tournament.bracket import render_bracket
from render.tournament.places import PlaceRow, PlacesView, render_places


def _out_in(t: T.Tournament, bracket: Bracket) -> dict[int, str]:
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
                "3rd-place match"
                if m.spec.bracket == "P"
                else round_name(m.spec.bracket, m.spec.round, t.n, double)
            )
        if m.spec.bracket == "P" and side is not None:
            out[m.a if side == 0 else m.b] = "3rd-place match, won"
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


def stages_places_view(t: T.Tournament, second: T.Tournament, title: str) -> PlacesView:
    """A two-stage event: the qualifiers by where they went out of the bracket (their bracket
    record), then everyone else by their first-stage standing (points, W-D-L); seeds are the
    first stage's."""
    bracket = T.bracket(second)
    out = _out_in(second, bracket)
    records = _bracket_records(bracket)
    inner = {seed: i for i, seed in enumerate(t.cut, start=1)}
    first = {row.seed: row for row in standings_view(t, title).rows}
    ranking = T.ranking(t)
    places = [place for place, _ in ranking]
    rows: list[PlaceRow] = []
    for place, seed in ranking:
        entrant = t.entrant(seed)
        if seed in inner:
            won, lost = records.get(inner[seed], (0, 0))
            record = f"{won}-{lost}"
            detail = "Champion" if place == 1 else out.get(inner[seed], "")
        else:
            row = first[seed]
            record = row.record
            detail = f"first stage, {row.points} {'pt' if row.points in ('1', '½') else 'pts'}"
        rows.append(
            PlaceRow(
                place=place,
                name=entrant.name,
                seed=seed,
                shared=places.count(place) > 1,
                record=record,
                detail=detail,
                note="" if entrant.status is Status.ACTIVE else entrant.status.value,
            )
        )
    kind = "double" if second.format is Format.DOUBLE else "single"
    subtitle = f"{t.n} players · top {len(t.cut)} · {kind} elimination"
    return PlacesView(title=title, rows=tuple(rows), subtitle=subtitle, record_title="Record")


def places_view(t: T.Tournament, title: str) -> PlacesView:
    """Every place so far, best first: for a bracket who went out where, for a Swiss or round
    robin the points and how first place was decided (a two-stage event: ``stages_places_view``)."""
    second = T.stage_two(t)
    if second is not None:
        return stages_places_view(t, second, title)
    ranking = T.ranking(t)
    places = [place for place, _ in ranking]
    rows: list[PlaceRow] = []
    if t.format.elimination:
        bracket = T.bracket(t)
        out = _out_in(t, bracket)
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
                    detail="Champion" if place == 1 else out.get(seed, ""),
                    note="" if entrant.status is Status.ACTIVE else entrant.status.value,
                )
            )
        kind = "double" if t.format is Format.DOUBLE else "single"
        subtitle = f"{t.n} players · {kind} elimination"
        return PlacesView(title=title, rows=tuple(rows), subtitle=subtitle)
    table = standings_view(t, title)
    playoff = T.playoff(t)
    decided = playoff is not None and playoff.result is not None
    for i, ((place, _), row) in enumerate(zip(ranking, table.rows, strict=True)):
        detail = f"{row.points} {'pt' if row.points in ('1', '½') else 'pts'}"
        if decided and i < 2:
            detail += ", won play-off" if i == 0 else ", lost play-off"
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
    return PlacesView(
        title=title,
        rows=tuple(rows),
        subtitle=table.subtitle,
        record_title="W-D-L",
        detail_title="Points",
    )


def final_pictures(t: T.Tournament, title: str, *, theme: str = "dark") -> list[TournamentPicture]:
    """The final standings with every place, readable inline: one page when
    ``STANDINGS_PAGE_ROWS`` rows hold them; else pages of that many and the whole table as a
    file (columns of 64 rows)."""
    view = places_view(t, f"{title} · final standings")
    rows = view.rows
    chunks = [rows[i : i + STANDINGS_PAGE_ROWS] for i in range(0, len(rows), STANDINGS_PAGE_ROWS)]
    made = []
    for n, chunk in enumerate(chunks, start=1):
        page = replace(view, rows=chunk, rows_per_column=STANDINGS_PAGE_ROWS)
        if len(chunks) > 1:
            first = (n - 1) * STANDINGS_PAGE_ROWS + 1
            page = replace(
                page, subtitle=f"{view.subtitle} · places {first}–{first + len(chunk) - 1}"
            )
        top = ", ".join(f"{r.place}. {r.name}" for r in chunk[:5])
        name = "final-standings.png" if len(chunks) == 1 else f"final-standings-{n}.png"
        alt = f"{title} final standings" + (
            f", page {n} of {len(chunks)}" if len(chunks) > 1 else ""
        )
        made.append(
            TournamentPicture(
                render_places(page, theme=theme, compact=True), f"{alt}: {top}.", name
            )
        )
    if len(chunks) > 1:
        made.append(whole_final_picture(t, title, theme=theme))
    return made


def whole_final_picture(t: T.Tournament, title: str, *, theme: str = "dark") -> TournamentPicture:
    """Every place on one picture (columns of 64 rows): the export's and the post's file."""
    view = places_view(t, f"{title} · final standings")
    top = ", ".join(f"{r.place}. {r.name}" for r in view.rows[:5])
    alt = f"{title} final standings, all {len(view.rows)} places: {top}."
    return TournamentPicture(render_places(view, theme=theme), alt, "final-standings-full.png")


def champion_pictures(
    t: T.Tournament, title: str, *, theme: str = "dark"
) -> list[TournamentPicture]:
    """What the champion post carries: the final standings (``final_pictures``) and, for a
    bracket, its final's page and the whole bracket, as many as one message holds."""
    made = final_pictures(t, title, theme=theme)
    t = T.stage_two(t) or t  # a two-stage event: its bracket
    if t.format.elimination:
        last = bracket_pages(t, title)[-1:]
        for shown in last:
            alt = f"{title} bracket, page {shown.number}: {shown.about}."
            png = render_bracket(shown.view, theme=theme, compact=True)
            made.append(TournamentPicture(png, alt, f"bracket-{shown.number}.png"))
        made.append(picture(t, title, theme=theme))
    return made[:MAX_ATTACHMENTS]
