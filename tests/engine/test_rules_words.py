"""The rules' refusals in the bot's words: every ``IllegalMove``/``InvalidMove`` the rules raise
names a ``key`` and its facts, and the bot's catalogue (``bot/engine/rules_words/locales/``) says
``rules-<key>`` in every language. Here the English catalogue must say word for word what the rules
say, for the refusals real play raises: seeded playouts of every game try every cell, the words
and some junk at every position, for both seats (and a seat that does not exist), and every key
raised anywhere in ``rules/`` must turn up (so none is left without a sample)."""

from __future__ import annotations

import ast
import itertools
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import rules
from bot.engine.errors import BadMove, rules_sentence
from bot.engine.language import LANGUAGES
from rules import Game, MoveError

ROOT = Path(__file__).resolve().parents[2]
# The terminal referee's own errors (about its input lines) never reach the bot.
NOT_SAID_BY_THE_BOT = {"rules/cli.py"}
ERRORS = {"IllegalMove", "InvalidMove", "MoveError", "cannot_read"}

CONFIGURATIONS: list[tuple[str, dict[str, object]]] = [
    ("meter", {"size": 3}),
    ("meter", {"size": 3, "pie": False}),
    ("interleave", {"size": 3}),
    ("interleave", {"size": 3, "mode": "turns"}),
    ("thwart-omega", {}),
    ("meridians", {"size": 5}),
    ("meridians", {"size": 5, "pie": True}),
    ("meuda", {"size": 4}),
    ("meuda", {"size": 5}),
]
WORDS = ["pass", "swap", "done", "black", "white", "red", "light", "dark", "b", "w", "r"]
JUNK: list[Any] = [
    "",
    "   ",
    "zz",
    "z9",
    "a99",
    "q1",
    "x" * 201,
    5,
    None,
    "black z9",
    "red",
    "d1 d2",
    "a1 a2 b1",
    "g6",
    "b c3 w c3",
    "c3 e5",
    "b c3",
    "b c3 b e5",
    "w c3 w e5",
    "b h9 w a1",
    "b q3 w a1",
    "b c3 w",
    "bx3 w a1",
    "nonsense",
    "light a1",
    "and",
    ", ;",
]
SEATS_TRIED = (0, 1, 2)


def keys_in_rules() -> dict[str, str]:
    """key → where: the literal first argument of every rules error made in ``rules/``."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "rules").rglob("*.py")):
        where = str(path.relative_to(ROOT))
        if where in NOT_SAID_BY_THE_BOT:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else ""
            if name not in ERRORS:
                continue
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Name) and first.id == "key":  # cannot_read passing it on
                continue
            assert isinstance(first, ast.Constant) and isinstance(first.value, str), (
                f"{where}:{node.lineno}: a rules error names its key as a literal string"
            )
            found.setdefault(first.value, f"{where}:{node.lineno}")
    return found


def _tries(game: Game[Any], state: Any) -> Iterator[tuple[int, Any]]:
    cells = list(game.geometry(state).names)
    texts = [*cells, *WORDS, *JUNK]
    if game.simultaneous:  # a Black stone on each square, the White one beside it
        texts += [f"b {cell} w {other}" for cell, other in itertools.pairwise(cells)]
    for seat in SEATS_TRIED:
        for text in texts:
            yield seat, text


def _refusals(game: Game[Any], options: dict[str, object], seed: int) -> Iterator[MoveError]:
    """Every refusal met on a seeded playout: each position is tried with every text."""
    rng = random.Random(seed)
    state = game.new_state(**options)
    for _ply in range(60):
        for seat, text in _tries(game, state):
            try:
                if game.simultaneous:
                    game.check_move(state, seat, text)
                else:
                    game.play(state, seat, text)
            except MoveError as error:
                yield error
        if game.simultaneous:
            yield from _bad_rounds(game, state, rng)
        if game.outcome(state) is not None:
            for seat in (0, 1):
                try:
                    game.random_move(state, seat, rng)
                except MoveError as error:
                    yield error
            return
        if game.simultaneous:
            moves = {seat: game.random_move(state, seat, rng) for seat in (0, 1)}
            state = game.play_round(state, moves)
        else:
            seat = rng.choice([s for s in game.seats_to_act(state) if game.legal_moves(state, s)])
            state = game.play(state, seat, game.random_move(state, seat, rng))


def _bad_rounds(game: Game[Any], state: Any, rng: random.Random) -> Iterator[MoveError]:
    legal = game.legal_moves(state, 0)[0] if game.legal_moves(state, 0) else "b a1 w a2"
    taken = [cell for cell, content in game.board(state).items() if content]
    bad = f"b {taken[0]} w {taken[-1]}" if taken else "b c3 w c3"
    rounds: list[Any] = [[legal, legal], {0: legal}, {0: legal, 1: legal, 5: legal}]
    rounds += [{0: bad, 1: legal}, {0: legal, 1: "b c3 w c3"}]
    for moves in rounds:
        try:
            game.play_round(state, moves)
        except MoveError as error:
            yield error
    try:
        game.play(state, 0, legal)
    except MoveError as error:
        yield error


def _met() -> dict[str, list[MoveError]]:
    met: dict[str, list[MoveError]] = {}
    for game_id, options in CONFIGURATIONS:
        game = rules.GAMES[game_id]
        for seed in (1, 2, 3):
            for error in _refusals(game, options, seed):
                met.setdefault(error.key, []).append(error)
    for error in _beyond_play():
        met.setdefault(error.key, []).append(error)
    return met


def _beyond_play() -> Iterator[MoveError]:
    """Refusals that random play does not reach: kept for callers other than a player's move
    (the interface's defaults, the rules' direct callers) or rare positions, each made here."""
    for game in rules.GAMES.values():  # a game played move by move has no rounds
        try:
            game.play_round(game.new_state(), {})
        except MoveError as error:
            yield error
    for stuck in (_Stuck(), _StuckInterleave()):  # a seat to act with no move at all
        try:
            stuck.random_move(stuck.new_state(), 0, random.Random(0))
        except MoveError as error:
            yield error
    thwart = rules.GAMES["thwart-omega"]  # both seats always act: the interface's default
    yield thwart.not_your_turn(thwart.new_state(), 0)
    interleave: Any = rules.GAMES["interleave"]
    state = interleave.new_state(size=3)
    cells = list(interleave.geometry(state).names)
    for cell in cells[:-1]:
        state = interleave.play(state, 0, f"red {cell}")
    attempts: list[Callable[[], object]] = [
        lambda: interleave.play(state, 0, f"red {cells[-1]}"),  # the setup could never end
        lambda: interleave._end_setup(state, "d4"),  # not a move the setup reads
    ]
    for attempt in attempts:
        try:
            attempt()
        except MoveError as error:
            yield error
    state = interleave.new_state(size=3)  # one Black stone: most cells see nothing
    for seat, move in ((0, "black a1"), (0, "done"), (1, "red")):
        state = interleave.play(state, seat, move)
    for cell in cells:  # Red's (seat 1): a Red stone must see more Black than Red
        try:
            interleave.play(state, 1, cell)
        except MoveError as error:
            yield error
    meridians: Any = rules.GAMES["meridians"]
    try:
        meridians._play(meridians.new_state(), 0, "z99")  # parse_move lets no such cell by
    except MoveError as error:
        yield error


class _Stuck(type(rules.GAMES["meridians"])):  # type: ignore[misc]
    """Meridians with no legal move anywhere (no real game has a seat to act without one)."""

    def legal_moves(self, state: Any, seat: int) -> list[str]:
        return []


class _StuckInterleave(type(rules.GAMES["interleave"])):  # type: ignore[misc]
    def _cached_moves(self, state: Any, seat: int) -> list[str]:
        return []


@pytest.fixture(scope="module")
def met() -> dict[str, list[MoveError]]:
    return _met()


def test_every_refusal_of_the_rules_names_its_key_as_a_literal() -> None:
    assert len(keys_in_rules()) > 60


def test_every_key_of_the_rules_is_met(met: dict[str, list[MoveError]]) -> None:
    """So the next test has a sample of each (a new key needs a way to reach it above)."""
    missing = {key: where for key, where in keys_in_rules().items() if key not in met}
    assert not missing, missing


def test_the_english_catalogue_says_what_the_rules_say(met: dict[str, list[MoveError]]) -> None:
    checked = 0
    for key, errors in met.items():
        for error in {str(e): e for e in errors}.values():  # each distinct sentence once
            assert rules_sentence(error, "en") == str(error), (key, error.arguments)
            checked += 1
    assert checked > 200


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_korean_and_japanese_say_every_refusal_in_their_own_words(
    met: dict[str, list[MoveError]], code: str
) -> None:
    for key, errors in met.items():
        error = errors[0]
        said = rules_sentence(error, code)
        assert said != str(error), (code, key)
        assert "{" not in said, (code, key, said)  # every placeholder was given


def test_a_wrapped_refusal_speaks_the_readers_language() -> None:
    meter = rules.GAMES["meter"]
    state = meter.play(meter.new_state(size=3), 0, "b2")
    with pytest.raises(MoveError) as refused:
        meter.play(state, 1, "b2")
    error = BadMove("move-refused", reason=refused.value)
    assert str(error) == "b2 is taken by a Black stone; place yours on an empty cell."
    assert error.in_language("ko") == rules_sentence(refused.value, "ko")
    assert "b2" in error.in_language("ja") and "黒" in error.in_language("ja")
