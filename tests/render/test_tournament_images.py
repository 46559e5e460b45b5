"""Bracket and standings images: golden PNGs (looked at by a person), sizes, hostile names.

The adapter functions (``bracket_view``, ``standings_view``) that turn the engine's tournament
into the render views live in ``bot.cogs.tournaments.images`` (the only layer allowed to import
both ``bot.engine`` and ``render``); these tests and the benchmark import them from there.

Regenerate the goldens after an intended change, then look at every image:

    .venv/bin/python -m tests.render.test_tournament_images
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image

from bot.cogs.tournaments.final_images import (
    champion_pictures,
    final_pictures,
    places_view,
    whole_final_picture,
)
from bot.cogs.tournaments.images import (
    MAX_ATTACHMENTS,
    STANDINGS_PAGE_ROWS,
    bracket_pages,
    bracket_view,
    overview_view,
    pictures,
    standings_view,
)
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.game_choice import fixed
from bot.engine.tournaments.core.model import Format, Kind, Playoff, Result
from bot.engine.tournaments.core.settings import Settings
from render.tournament.bracket import BracketView, Entry, MatchBox, bracket_size, render_bracket
from render.tournament.overview import OverviewView, render_overview
from render.tournament.places import PlacesView, render_places
from render.tournament.standings import StandingsRow, StandingsView, render_standings
from render.tournament.style import NAME_PX, PREVIEW_WIDTH, Style, header_height

GOLDEN = Path(__file__).parent / "tournament_golden"
NAMES = [
    "Alice", "Bartholomew the Unready", "Chidi", "Dagný", "Eun-ji", "Farouk", "Gwendolyn",
    "Hiroshi", "Ines", "Jomo", "Katarzyna", "Luis", "Mele", "Nguyễn", "Olu", "Priya",
]  # fmt: skip

# Every alphabet (issue 11 item 5): Hangul, kana, Han, Cyrillic, Greek, Arabic, Hebrew, emoji.
WORLD = [
    "김민수", "이서연 ⚽", "田中 さくら", "王小明", "Дмитрий Иванов", "Αλέξανδρος",
    "محمد علي", "דוד כהן", "Ana 😀🏆", "박지훈", "スズキ", "Kim 민준 🔥",
]  # fmt: skip

# The adapter (engine → views) is ``bot.cogs.tournaments.images``: the Discord layer uses it.


# ---- the scenes ----------------------------------------------------------------------------


def _players(n: int) -> list[tuple[int, str]]:
    return [(i, NAMES[i % len(NAMES)] + ("" if i < len(NAMES) else f" {i}")) for i in range(n)]


def _play(t: T.Tournament, rng: random.Random, steps: int) -> T.Tournament:
    for _ in range(steps):
        ready = T.ready(t)
        if not ready:
            break
        p = ready[0]
        result = Result.win(rng.choice((0, 1)), games=None)
        if t.settings.best_of == 3:
            result = Result.win(rng.choice((0, 1)), games=None)
            winner = result.winner
            games = (
                (2.0, float(rng.choice((0, 1))))
                if winner == 0
                else (float(rng.choice((0, 1))), 2.0)
            )
            result = Result(result.points, Kind.PLAYED, games)
        elif not t.format.elimination and rng.random() < 0.2:
            result = Result.draw()
        t = T.record(t, p.key, result)
    return t


def single_in_progress() -> BracketView:
    """Six players (two byes), best of 3, the semi-finals under way, one no-show."""
    t = T.start(Settings(fixed("meter"), format=Format.SINGLE, best_of=3), _players(6))
    t = T.record(t, "W1.2", Result.win(1, forfeit=True))
    t = _play(t, random.Random(1), 2)
    return bracket_view(t, "Spring Meter Cup")


def double_finished() -> BracketView:
    t = T.start(Settings(fixed("meuda"), format=Format.DOUBLE), _players(8))
    t = _play(t, random.Random(7), 100)
    return bracket_view(t, "Meuda Double Trouble")


def swiss_standings() -> StandingsView:
    t = T.start(Settings(fixed("interleave"), format=Format.SWISS, rounds=4), _players(11))
    t = _play(t, random.Random(3), 14)
    t = T.drop(t, 5)
    t = _play(t, random.Random(4), 100)
    return standings_view(t, "Interleave Swiss")


def every_alphabet_bracket() -> BracketView:
    players = [(i, WORLD[i % len(WORLD)]) for i in range(8)]
    t = T.start(Settings(fixed("meter"), format=Format.SINGLE), players)
    t = _play(t, random.Random(5), 5)
    return bracket_view(t, "데스매치 · Death Match 🏆")


def every_alphabet_standings() -> StandingsView:
    players = [(i, WORLD[i]) for i in range(len(WORLD))]
    t = T.start(Settings(fixed("meter"), format=Format.SWISS, rounds=3), players)
    t = _play(t, random.Random(6), 100)
    return standings_view(t, "スイス式 · Swiss 王")


def every_alphabet_page() -> BracketView:
    """A bracket page (issue 11 item 4): two rounds of a 32-player event, matches 9–16."""
    players = [(i, WORLD[i % len(WORLD)]) for i in range(32)]
    t = T.start(Settings(fixed("meter"), format=Format.SINGLE, best_of=3), players)
    t = _play(t, random.Random(8), 14)
    return bracket_pages(t, "데스매치 · Death Match 🏆")[1].view


def every_alphabet_overview() -> OverviewView:
    players = [(i, WORLD[i % len(WORLD)]) for i in range(16)]
    t = T.start(Settings(fixed("meter"), format=Format.DOUBLE), players)
    t = _play(t, random.Random(9), 17)
    return overview_view(t, "데스매치 · Death Match 🏆")


def _korean_and_long(n: int) -> list[tuple[int, str]]:
    """Long Korean and Latin names that start alike, with real 18-20 digit ids."""
    long = ["김민준박서연이도윤최지우정하은강시우 ", "Maximilian Alexander von Hohenzollern "]
    return [(10**18 + 7919 * i, f"{long[i % 2]}{i}") for i in range(1, n + 1)]


def third_place_bracket() -> BracketView:
    """Eight players, the third-place match under the final (issue 25 item 5)."""
    t = T.start(Settings(fixed("meter"), format=Format.SINGLE, third_place=True), _players(8))
    return bracket_view(_play(t, random.Random(8), 100), "Death Match night")


def final_places_single() -> PlacesView:
    settings = Settings(fixed("meter"), format=Format.SINGLE, third_place=True)
    t = _play(T.start(settings, _korean_and_long(8)), random.Random(9), 100)
    return places_view(t, "데스매치 · final standings")


def final_places_playoff() -> PlacesView:
    settings = Settings(fixed("meter"), format=Format.ROUND_ROBIN, playoff=Playoff.POINTS)
    t = T.start(settings, _players(4))
    while ready := [p for p in T.ready(t) if p.key != T.PLAYOFF]:
        t = T.record(t, ready[0].key, Result.win(0))  # seeds 1 and 2 level on 2 points
    return places_view(T.record(t, T.PLAYOFF, Result.win(1)), "Round robin · final standings")


SCENES: dict[
    str, tuple[Callable[[], BracketView | StandingsView | OverviewView | PlacesView], str]
] = {
    "single-in-progress": (single_in_progress, "dark"),
    "double-finished": (double_finished, "light"),
    "swiss-standings": (swiss_standings, "dark"),
    "every-alphabet-bracket": (every_alphabet_bracket, "dark"),
    "every-alphabet-standings": (every_alphabet_standings, "light"),
    "every-alphabet-page": (every_alphabet_page, "dark"),
    "every-alphabet-overview": (every_alphabet_overview, "light"),
    "third-place-bracket": (third_place_bracket, "dark"),
    "final-places-single": (final_places_single, "dark"),
    "final-places-playoff": (final_places_playoff, "light"),
}


def _render(name: str) -> bytes:
    make, theme = SCENES[name]
    view = make()
    if isinstance(view, OverviewView):
        return render_overview(view, theme=theme)
    if isinstance(view, BracketView):
        return render_bracket(view, theme=theme, compact=name.endswith("-page"))
    if isinstance(view, PlacesView):
        return render_places(view, theme=theme, compact=True)
    return render_standings(view, theme=theme)


def regenerate() -> list[Path]:
    """Rewrite every golden image (then look at them before committing)."""
    GOLDEN.mkdir(exist_ok=True)
    written = []
    for name in SCENES:
        path = GOLDEN / f"{name}.png"
        path.write_bytes(_render(name))
        written.append(path)
    return written


def _pixels(data: bytes) -> tuple[tuple[int, int], bytes]:
    image = Image.open(io.BytesIO(data)).convert("RGB")
    return image.size, image.tobytes()


# ---- tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(SCENES))
def test_golden_images(name: str) -> None:
    path = GOLDEN / f"{name}.png"
    assert path.exists(), (
        f"missing golden {path}: run python -m tests.render.test_tournament_images"
    )
    assert _pixels(_render(name)) == _pixels(path.read_bytes()), (
        f"{name} changed; if intended, regenerate with python -m tests.render.test_tournament_images "
        "and look at the image"
    )


def test_the_same_view_gives_the_same_bytes() -> None:
    assert _render("single-in-progress") == _render("single-in-progress")


@pytest.mark.parametrize("n", [64, 128])
def test_big_brackets_render_with_every_first_round_box(n: int) -> None:
    t = T.start(Settings(fixed("meter"), format=Format.SINGLE), _players(n))
    t = _play(t, random.Random(n), n // 2)
    view = bracket_view(t, f"{n} players")
    width, height = bracket_size(view)
    data = render_bracket(view)
    image = Image.open(io.BytesIO(data))
    assert image.size == (width, height)
    rounds = n.bit_length() - 1
    assert len(view.rounds) == rounds and len(view.rounds[0]) == n // 2
    # Readable: names at 15 px on 44 px boxes; the picture grows with the field instead of
    # shrinking the text.
    assert height >= (n // 2) * 44 and width >= rounds * 236


def test_double_elimination_of_64_renders() -> None:
    t = T.start(Settings(fixed("meter"), format=Format.DOUBLE), _players(64))
    t = _play(t, random.Random(2), 70)
    view = bracket_view(t, "64 double")
    image = Image.open(io.BytesIO(render_bracket(view, theme="light")))
    assert image.size == bracket_size(view)
    assert len(view.losers) == 10 and len(view.finals) == 1


def test_hostile_names_stay_inside_their_box() -> None:
    evil = "\u202eZ\u0301\u0301\u0301\u0301algo " + "W" * 300 + " 😀\x00\n"
    box = MatchBox(Entry(evil, 1, "2", True), Entry(evil, 2, "1"))
    view = BracketView("T" * 500, ((box,),), ("Final",))
    data = render_bracket(view)
    image = Image.open(io.BytesIO(data)).convert("RGB")
    assert image.size == bracket_size(view)
    # Nothing is drawn right of the box (the box is the only column).
    width = image.size[0]
    strip = image.crop((width - 20, 60, width, image.size[1]))
    assert len(strip.getcolors() or []) == 1


def test_standings_wrap_into_columns() -> None:
    rows = tuple(StandingsRow(str(i), f"Player {i}", i, "1") for i in range(1, 101))
    one = Image.open(io.BytesIO(render_standings(StandingsView("All", rows, rows_per_column=100))))
    two = Image.open(io.BytesIO(render_standings(StandingsView("All", rows, rows_per_column=50))))
    assert two.size[0] > one.size[0] and two.size[1] < one.size[1]


@pytest.mark.parametrize("n", [128, 256])
def test_big_standings_come_in_readable_pages_and_a_full_file(n: int) -> None:
    players = [(i, f"{WORLD[i % len(WORLD)]} {i}") for i in range(1, n + 1)]
    t = T.start(Settings(fixed("meter"), format=Format.SWISS), players)
    made = pictures(t, f"Swiss of {n}")
    assert len(made) == n // STANDINGS_PAGE_ROWS + 1 <= MAX_ATTACHMENTS
    *pages, whole = made
    assert whole.filename == "standings-full.png"
    for page in pages:
        aspect, px = shown_name_px(page.png)
        assert 0.5 <= aspect <= 2.0 and px >= 14, (aspect, px)  # 822 px wide, 9.5 px before


def test_scale_is_checked() -> None:
    view = BracketView("x", ())
    with pytest.raises(ValueError, match="scale"):
        render_bracket(view, scale=5.0)
    with pytest.raises(ValueError, match="theme"):
        render_bracket(view, theme="neon")


if __name__ == "__main__":
    for written in regenerate():
        print(f"wrote {written}")


# ---- readable inline (issue 11 item 4) -----------------------------------------------------


def shown_name_px(png: bytes) -> tuple[float, float]:
    """(aspect, the height names are drawn at once Discord fits the image to PREVIEW_WIDTH)."""
    width, height = Image.open(io.BytesIO(png)).size
    return width / height, NAME_PX * min(1.0, PREVIEW_WIDTH / width)


@pytest.mark.parametrize("fmt", [Format.SINGLE, Format.DOUBLE])
@pytest.mark.parametrize("steps", [0, 90, 10**6])
def test_a_128_player_bracket_comes_as_an_overview_and_pages_readable_inline(
    fmt: Format, steps: int
) -> None:
    """At the start, midway and at the end, with names in every alphabet: the picture message
    holds the overview, the pages being played and the whole bracket as a file (10 files at
    most); every image but the file is between 1:2 and 2:1 with names at least 14 px tall in
    a 520 px wide preview; the pages hold every match of the bracket exactly once."""
    players = [(i, f"{WORLD[i % len(WORLD)]} {i}") for i in range(128)]
    t = T.start(Settings(fixed("meter"), format=fmt, best_of=3), players)
    t = _play(t, random.Random(2), steps)
    made = pictures(t, "데스매치 · Death Match 🏆")
    assert 3 <= len(made) <= MAX_ATTACHMENTS
    assert made[0].filename == "overview.png" and made[-1].filename == "bracket.png"
    for m in made[:-1]:
        aspect, px = shown_name_px(m.png)
        assert 0.5 <= aspect <= 2.0, (m.filename, aspect)
        assert px >= 14, (m.filename, px)
    pages = bracket_pages(t, "x")
    keys = [b.label for p in pages for col in p.view.rounds for b in col]
    assert sorted(keys) == sorted(m.key for m in T.bracket(t).matches)
    live = [p for p in pages if p.live]
    shown = [m.filename for m in made[1:-1]]
    if live:
        assert shown == [f"bracket-{p.number}.png" for p in live[: MAX_ATTACHMENTS - 2]]
    else:
        assert shown == [f"bracket-{len(pages)}.png"]  # finished: the final's page


# ---- issue 25, the smaller defects ---------------------------------------------------------


def test_every_standings_page_keeps_the_seed_so_long_names_stay_apart() -> None:
    """Two long names that start alike are cut to the same text on a page; tied (the same
    place, points and record) only the seed still tells their rows apart, so every page
    keeps it. Real 18-20 digit Discord ids, Korean names too."""
    long = ["김민수 데스매치 챔피언 후보 그룹 A ", "Bartholomew the Unready of the Northern "]
    players = [(10**17 + 7919 * i, f"{long[i % 2]}{i}") for i in range(40)]
    players[1] = (12345678901234567890, players[1][1])
    t = T.start(Settings(fixed("meter"), format=Format.SWISS, rounds=3), players)
    page = pictures(t, "데스매치 · Death Match 🏆")[0]
    rows = standings_view(t, "x").rows[:STANDINGS_PAGE_ROWS]
    assert rows[0].rank == rows[2].rank and rows[0].name.startswith(long[0]), rows[:3]
    image = Image.open(io.BytesIO(page.png)).convert("RGB")
    s = Style.of("dark", 1.0, compact=True)
    row_h = 24
    top = header_height(s, "After round 1 of 3") + row_h  # below the column titles

    def row(i: int) -> bytes:  # rows 0 and 2 are both unstriped
        return image.crop((0, top + i * row_h, image.width, top + (i + 1) * row_h)).tobytes()

    assert row(0) != row(2), "rows 1 and 3 (seeds 1 and 3) drawn alike"
    assert row(1) != row(3)


@pytest.mark.parametrize(
    ("fmt", "n", "count"),
    [
        (Format.SINGLE, 4, 1),  # two rounds: one page holds them
        (Format.SINGLE, 8, 3),  # three rounds: the overview, the page played, the file
        (Format.DOUBLE, 4, 3),
        (Format.SWISS, 12, 1),
        (Format.ROUND_ROBIN, 6, 1),
    ],
)
def test_one_picture_when_one_readable_page_holds_everything(
    fmt: Format, n: int, count: int
) -> None:
    players = [(10**18 + i, WORLD[i % len(WORLD)]) for i in range(n)]
    t = T.start(Settings(fixed("meter"), format=fmt), players)
    made = pictures(t, "데스매치 · Death Match 🏆")
    assert len(made) == count, [m.filename for m in made]
    if count == 1:
        [one] = made
        assert one.alt.startswith("데스매치 · Death Match 🏆") and len(one.alt) <= 1000
        assert Image.open(io.BytesIO(one.png)).size[0] <= PREVIEW_WIDTH


# ---- issue 25, every place decided ---------------------------------------------------------


def test_the_third_place_match_stands_under_the_final_on_its_page_too() -> None:
    t = T.start(Settings(fixed("meter"), format=Format.SINGLE, third_place=True), _players(16))
    t = _play(t, random.Random(1), 100)
    view = bracket_view(t, "x")
    assert view.third_place is not None and view.third_place.label == "3P"
    assert all(box.label != "3P" for r in view.rounds for box in r)
    assert Image.open(io.BytesIO(render_bracket(view))).size == bracket_size(view)
    last = bracket_pages(t, "x")[-1]
    assert last.view.third_place is not None and "third-place match" in last.about
    image = Image.open(io.BytesIO(render_bracket(last.view, compact=True)))
    assert image.size == bracket_size(last.view, compact=True)
    without = _play(
        T.start(Settings(fixed("meter"), format=Format.SINGLE), _players(16)), random.Random(1), 100
    )
    assert bracket_view(without, "x").third_place is None
    assert bracket_size(view)[1] >= bracket_size(bracket_view(without, "x"))[1]


@pytest.mark.parametrize(
    ("fmt", "n", "count"),
    [
        (Format.SINGLE, 8, 1),
        (Format.DOUBLE, 32, 1),
        (Format.SINGLE, 128, 4 + 1),  # four pages of 32 and the whole table
        (Format.SWISS, 100, 4 + 1),
    ],
)
def test_the_final_standings_hold_every_place_readable_inline(
    fmt: Format, n: int, count: int
) -> None:
    """Long Korean and Latin names, real ids: every place is on a page readable inline, the
    seed keeps rows that read alike apart, and one message holds the champion post."""
    settings = Settings(fixed("meter"), format=fmt, third_place=fmt is Format.SINGLE)
    t = _play(T.start(settings, _korean_and_long(n)), random.Random(n), 10_000)
    assert T.finished(t)
    made = final_pictures(t, "데스매치 · Death Match 🏆")
    assert len(made) == count, [m.filename for m in made]
    rows = places_view(t, "x").rows
    assert len(rows) == n and len({r.seed for r in rows}) == n, "every place, every seed once"
    assert [r.place for r in rows] == sorted(r.place for r in rows)
    if fmt is Format.SINGLE:
        assert [r.place for r in rows[:4]] == [1, 2, 3, 4]
        assert [r.detail for r in rows[:4]] == [
            "Champion",
            "Final",
            "3rd-place match, won",
            "3rd-place match",
        ]
    pages = made if count == 1 else made[:-1]
    for page in pages:
        aspect, px = shown_name_px(page.png)
        assert 0.5 <= aspect <= 2.0 and px >= 14, (page.filename, aspect, px)
        assert len(page.alt) <= 1000
    if count > 1:
        assert made[-1].filename == "final-standings-full.png"
    assert len(champion_pictures(t, "x")) <= MAX_ATTACHMENTS
    assert whole_final_picture(t, "x").png.startswith(b"\x89PNG")


def test_the_play_off_puts_its_winner_first_in_the_final_standings() -> None:
    view = final_places_playoff()
    assert [(r.place, r.seed) for r in view.rows[:2]] == [(1, 2), (2, 1)]
    assert view.rows[0].detail == "2 pts, won play-off"
    assert view.rows[1].detail == "2 pts, lost play-off"
    assert "decided by a play-off" in view.subtitle
