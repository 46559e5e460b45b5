"""Board pictures and their alt text in Korean and Japanese: the English catalogue draws what the
pictures always drew; every Korean and Japanese caption is in the reader's script, in glyphs the
shipped fonts have, fits its line at the widths the bot draws (nothing cut with "…") and keeps
the alt text within Discord's limit."""

from __future__ import annotations

import functools
from types import SimpleNamespace
from typing import Any, cast

import pytest

import render
import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.language import Words
from bot.cogs.common.language.board_words import PHRASES, BoardWords
from bot.cogs.common.limits import ALT_TEXT_CHARS
from bot.engine.views import MatchView
from render import draw
from render import text as image_text
from render.captions import ENGLISH_CAPTIONS
from render.describe import describe
from render.games import view_of
from render.gif import GIF_WIDTH
from render.review.boards import swing_diagram
from render.review.captions import ENGLISH_REVIEW
from render.review.graph import (
    ChanceGraph,
    ChancePoint,
    chance_graph_alt,
    chance_graph_png,
    overflowing,
)
from render.view import BoardView
from tests.bot.locales import english_words, hangul, japanese
from tests.render.images import random_states

SCRIPT = {"ko": hangul, "ja": japanese}
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "meter": [{"size": 4, "pie": True}, {"size": 5}],
    "interleave": [{"size": 4}, {"size": 4, "mode": "turns"}],
    "meridians": [{"size": 6, "pie": True}, {"size": 6}],
    "thwart-omega": [{}],
    "meuda": [{"size": 4}, {"size": 5}],
}
# Names as players have them: none, short, up to 11 characters, Hangul and kana.
NAMES = [("", ""), ("Alice", "Bob"), ("Alexandra", "Bartholomew"), ("김하늘하늘", "さくらさくら")]
WIDTHS = (GIF_WIDTH, 800)  # the replay GIF's and the bot's board width
# What players type stays as typed in every language (moves, `done`, `swap`, colour choices).
TYPED = {"done", "swap", "pass", "black", "white", "red", "light", "dark"}


@functools.cache
def positions(game_id: str) -> list[tuple[Any, Any]]:
    """(state, previous) of seeded random games of ``game_id``, from the start to the end."""
    game = rules.get_game(game_id)
    found: list[tuple[Any, Any]] = []
    for options in OPTIONS[game_id]:
        for seed in range(3):
            states = random_states(game, seed, **options)
            found += [(s, states[i - 1] if i else None) for i, s in enumerate(states)]
    return found


def views(game_id: str, code: str, names: tuple[str, str]) -> list[BoardView]:
    game = rules.get_game(game_id)
    say = BoardWords(Words(code))
    return [
        view_of(game, state, previous=previous, names=names, say=say)
        for state, previous in positions(game_id)
    ]


def captions(view: BoardView) -> list[str]:
    """The words ``render.captions`` put in ``view``: all of it but a finished game's score
    details, which are the rules' ``Outcome.details`` (English, left for the rules to word)."""
    words = [view.title, view.status, view.last_move_text]
    words += list(view.footer[:1] if view.finished else view.footer)
    words += [p.colour_word for p in view.players] + [p.placeholder for p in view.players]
    return [w for w in words if w]


def test_every_phrase_of_the_pictures_is_in_the_catalogues() -> None:
    assert set(PHRASES) == set(ENGLISH_CAPTIONS) | set(ENGLISH_REVIEW)


@pytest.mark.parametrize("game", list(rules.GAMES))
def test_the_english_catalogue_draws_the_pictures_word_for_word(game: str) -> None:
    english = BoardWords(Words("en"))
    g = rules.get_game(game)
    for names in NAMES[:3]:
        for state, previous in positions(game):
            default = view_of(g, state, previous=previous, names=names)
            assert view_of(g, state, previous=previous, names=names, say=english) == default
            assert describe(default, english) == describe(default)


@pytest.mark.parametrize("code", ["ko", "ja"])
@pytest.mark.parametrize("game", list(rules.GAMES))
def test_a_picture_speaks_the_readers_language_in_glyphs_the_fonts_have(
    code: str, game: str
) -> None:
    seen: set[str] = set()
    for view in views(game, code, NAMES[3]):
        seen.update(captions(view))
        if view.status:
            assert SCRIPT[code](view.status), view.status
    for line in seen:
        left = [w for w in english_words(line) if w.lower() not in TYPED]
        assert not left, (line, left)
        missing = {c for c in line if not c.isspace() and not image_text.drawable(c)}
        assert not missing, (line, missing)


@pytest.mark.parametrize("code", ["ko", "ja"])
@pytest.mark.parametrize("game", list(rules.GAMES))
def test_no_caption_is_cut_at_the_widths_the_bot_draws(code: str, game: str) -> None:
    """The header's one-line texts (title, status, last move) fit their room, measured with the
    fonts; the footer wraps (``render.draw.plan``). English cuts one Meridians pie status
    already; Korean and Japanese cut none."""
    cut = {
        line
        for names in NAMES
        for view in views(game, code, names)
        for width in WIDTHS
        for line in draw.overflowing(view, width)
    }
    assert not cut, cut


def test_overflowing_finds_a_cut_status() -> None:
    game = rules.get_game("meuda")
    view = view_of(game, game.new_state(size=4), names=("W" * 30, "Bob"))
    assert draw.overflowing(view, 800) == (view.status,)
    assert draw.overflowing(view_of(game, game.new_state(size=4)), 800) == ()


@pytest.mark.parametrize("code", ["en", "ko", "ja"])
@pytest.mark.parametrize("game", list(rules.GAMES))
def test_the_alt_text_stays_within_discords_limit(code: str, game: str) -> None:
    say = BoardWords(Words(code))
    longest = ("ㅎ" * 40, "が" * 40)
    for view in views(game, code, longest):
        alt = describe(view, say)
        assert len(alt) <= ALT_TEXT_CHARS
        if code != "en":
            assert SCRIPT[code](alt) and not english_words(alt.split(".")[0].split("、")[0])


def test_a_korean_alt_text_reads_as_korean() -> None:
    game = rules.get_game("thwart-omega")
    state = game.play_round(game.new_state(), {0: "b c3 w e4", 1: "b c3 w e5"})
    alt = render.alt_text(game, state, names=("민준", ""), say=BoardWords(Words("ko")))
    assert alt == (
        "Thwart Omega, 7 × 7 정사각형 판. 민준: 흑; 선수 2: 백. 판 위의 돌: 흑 2, 백 2. "
        "라운드 1: 민준 (흑) b c3 w e4 · 백 b c3 w e5. 라운드 2, 두 선수 모두 둘 차례. "
        "흑 2 = 2 · 백 2 = 2."
    )


def test_a_japanese_picture_is_a_different_picture() -> None:
    game = rules.get_game("meuda")
    state = game.new_state(size=4)
    english = render.board_png(game, state, names=("Alice", "Bob"))
    japanese_png = render.board_png(
        game, state, names=("Alice", "Bob"), say=BoardWords(Words("ja"))
    )
    assert japanese_png != english and japanese_png.startswith(b"\x89PNG")


async def test_the_boards_cache_keeps_each_language_apart() -> None:
    """One position drawn for a Korean post, then an English one: each gets its own words (the
    cache is per language)."""
    boards = Boards()
    state = rules.get_game("meter").new_state(size=4)
    view = cast(MatchView, SimpleNamespace(game_id="meter"))  # only its game is read
    key = (1, 1, 0)
    ko = await boards.picture(view, state, None, ("A", "B"), key, words=Words("ko"))
    en = await boards.picture(view, state, None, ("A", "B"), key)
    again = await boards.picture(view, state, None, ("A", "B"), key, words=Words("ko"))
    assert hangul(ko.alt) and not hangul(en.alt) and en.alt.startswith("Meter · size 4")
    assert again is ko


def graphs(names: tuple[str, str]) -> list[ChanceGraph]:
    marks = [None, "?!", None, "?", "??", None, None, "?", None, None]
    moves = tuple(
        ChancePoint(str(i + 1), (i * 37 % 100) / 100, marks[i % len(marks)]) for i in range(60)
    )
    rounds = tuple(ChancePoint(f"{i // 12 + 1}.{i % 12 + 1}", 0.5, None) for i in range(24))
    return [
        ChanceGraph("Match #123456 · Meridians", names, moves),
        ChanceGraph("Match #9 · Thwart Omega", names, rounds, unit="round"),
        ChanceGraph("Match #9 · Meter", names, ()),
    ]


def test_the_english_catalogue_draws_the_review_pictures_word_for_word() -> None:
    english = BoardWords(Words("en"))
    for graph in graphs(("Ann", "")):
        assert chance_graph_alt(graph, english) == chance_graph_alt(graph)
        assert chance_graph_png(graph, say=english) == chance_graph_png(graph)
    game = rules.get_game("meter")
    before = game.new_state(size=4)
    after = game.play(before, 0, "d2")
    default = swing_diagram(
        game, before, after, played="d2", better="a1", heading="Move 1", names=("Ann", "Bo")
    )
    assert default == swing_diagram(
        game, before, after, played="d2", better="a1", heading="Move 1", names=("Ann", "Bo"),
        say=english, board_words=english,
    )  # fmt: skip


@pytest.mark.parametrize("code", ["ko", "ja"])
def test_the_review_pictures_speak_the_readers_language_and_fit(code: str) -> None:
    say = BoardWords(Words(code))
    for names in NAMES:
        for graph in graphs(names):
            for width in WIDTHS:
                assert not overflowing(graph, width, say), (names, width)
            alt = chance_graph_alt(graph, say)
            assert SCRIPT[code](alt) and len(alt) <= ALT_TEXT_CHARS
            allowed = {"Match", "Meridians", *" ".join(names).split()}
            assert not [w for w in english_words(alt) if w not in allowed], alt
            assert chance_graph_png(graph, say=say).startswith(b"\x89PNG")
    legend = say("graph-legend", first="A", second="B") + say("graph-axis", unit="round")
    missing = {c for c in legend if not c.isspace() and not image_text.drawable(c)}
    assert not missing and SCRIPT[code](say("review-better"))


def test_a_replay_speaks_the_readers_language() -> None:
    game = rules.get_game("meter")
    states = random_states(game, 3, size=4, stop=4)
    english = render.replay_gif(game, states, names=("Ann", "Bo"), result="Ann wins.")
    same = render.replay_gif(
        game, states, names=("Ann", "Bo"), result="Ann wins.", say=BoardWords(Words("en"))
    )
    korean = render.replay_gif(
        game, states, names=("Ann", "Bo"), result="Ann wins.", say=BoardWords(Words("ko"))
    )
    assert same == english and korean != english
    last = render.ended(view_of(game, states[-1]), "Ann wins.", BoardWords(Words("ko")))
    assert last.status == "대국 종료"
