"""A finished game's score calculation in the reader's language (issue 24 item 2): the bot
writes it from the rules' data (``Outcome.tally`` and the rest) through the ``outcome-``
messages. In English it is word for word the rules' own ``details``, over every game played
to its end many times (so the data holds the whole calculation); in Korean and Japanese it
is in the language."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

import rules
from bot.cogs.common.language import Words
from bot.cogs.matches.outcomes import outcome_details
from rules.outcome import Outcome
from tests.bot.conftest import World, bot_messages, said, shown, start_match
from tests.bot.locales import english_words, hangul, japanese, speaking
from tests.bot.test_review import play_to_the_end

SCRIPTS = {"ko": hangul, "ja": japanese}
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "thwart-omega": [{"tiebreak": t} for t in ("replay", "draw", "seat0", "seat1")],
    "interleave": [{"size": 3}, {"size": 4}],
    "meter": [{"size": 3}, {"size": 3, "max_plies": 6}, {"size": 4}],
    "meuda": [{"size": 4}, {"size": 5}],
    "meridians": [{"size": 5}, {"size": 5, "max_plies": 20}],
}


def finished(game_id: str, options: dict[str, Any], seed: int) -> tuple[Outcome, tuple[str, str]]:
    """A game of ``game_id`` played to its end by seeded random moves: its outcome and the
    colours of its seats."""
    game = rules.get_game(game_id)
    rng = random.Random(seed)
    state = game.new_state(**options)
    for _ in range(2000):
        outcome = game.outcome(state)
        if outcome is not None:
            colours = (str(game.colour_of(state, 0)), str(game.colour_of(state, 1)))
            return outcome, colours
        if game.simultaneous:
            moves = {seat: game.random_move(state, seat, rng) for seat in (0, 1)}
            state = game.play_round(state, moves)
        else:
            seat = game.seats_to_act(state)[0]
            state = game.play(state, seat, game.random_move(state, seat, rng))
    raise AssertionError(f"{game_id} did not end")


def outcomes() -> list[tuple[str, Outcome, tuple[str, str]]]:
    found = []
    for game_id, choices in OPTIONS.items():
        for options in choices:
            for seed in range(12):
                outcome, colours = finished(game_id, options, seed)
                found.append((game_id, outcome, colours))
    return found


FOUND = outcomes()


def test_in_english_the_calculation_is_the_rules_word_for_word() -> None:
    reasons = set()
    for game_id, outcome, colours in FOUND:
        assert outcome_details(game_id, outcome, colours, Words("en")) == outcome.details
        reasons.add((game_id, outcome.reason, outcome.decided_at is not None))
    # every way a game ends was met: ties on score, cancelling, a draw by the limit, ...
    assert {game for game, _, _ in reasons} == set(OPTIONS)


@pytest.mark.parametrize("code", ["ko", "ja"])
def test_in_korean_and_japanese_the_calculation_is_in_the_language(code: str) -> None:
    for game_id, outcome, colours in FOUND:
        said = outcome_details(game_id, outcome, colours, Words(code))
        assert said is not None and SCRIPTS[code](said), said
        assert not english_words(said), (game_id, said)


# The ends random play rarely meets, through the rules' own outcome code with the group sizes
# given: Thwart Omega's ties on score, Interleave's identical lists and later groups, Meuda's
# half point decided past the largest group and a Meridians win.
THWART_TIES = [
    ((6, 2), (4, 3), "replay", "group-sizes"),
    ((3, 2, 2), (3, 2, 2), "replay", "tie-replay"),
    ((3, 2, 2), (3, 2, 2), "draw", "draw"),
    ((3, 2, 2), (3, 2, 2), "seat0", "tie-seat0"),
    ((3, 2, 2), (3, 2, 2), "seat1", "tie-seat1"),
    ((4, 1), (2, 2, 1), "replay", "group-sizes"),
    ((), (), "replay", "tie-replay"),
]


def crafted(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Outcome, tuple[str, str]]]:
    import rules.thwart_omega as thwart
    from rules.interleave.score import groups_outcome
    from rules.meuda import Meuda

    made: list[tuple[str, Outcome, tuple[str, str]]] = []
    for black, white, tiebreak, reason in THWART_TIES:
        _, colours = finished("thwart-omega", {"tiebreak": tiebreak}, 0)
        sizes = {"black": list(black), "white": list(white)}
        with monkeypatch.context() as patch:
            patch.setattr(
                thwart, "group_sizes", lambda state, colour, sizes=sizes: sizes[str(colour)]
            )
            game = rules.get_game("thwart-omega")
            state = game.new_state(tiebreak=tiebreak)
            state = replace(state, empty=0)  # over: every square taken or burned
            got = game.outcome(state)
        assert got is not None and got.reason == reason, (black, white, got)
        made.append(("thwart-omega", got, colours))
    for black, red in (((3, 2, 1), (3, 2)), ((2, 2), (2, 2)), ((1,) * 12, (1,) * 11), ((), ())):
        made.append(("interleave", groups_outcome(black, red, 1), ("red", "black")))
    for black, white in (((3, 3, 2), (3, 3, 1)), ((3, 3, 2, 1), (3, 3, 2)), ((4, 2), (4, 1, 1))):
        _, colours = finished("meuda", {"size": 4}, 0)
        end = last_state("meuda", {"size": 4}, 0)
        sizes = {"black": list(black), "white": list(white)}
        with monkeypatch.context() as patch:
            patch.setattr(
                Meuda, "group_sizes", lambda self, state, colour, sizes=sizes: sizes[str(colour)]
            )
            got = rules.get_game("meuda").outcome(end)
        assert got is not None and got.decided_at is not None and got.decided_at > 0, got
        made.append(("meuda", got, colours))
    return made


def last_state(game_id: str, options: dict[str, Any], seed: int) -> Any:
    game = rules.get_game(game_id)
    rng = random.Random(seed)
    state = game.new_state(**options)
    while game.outcome(state) is None:
        seat = game.seats_to_act(state)[0]
        state = game.play(state, seat, game.random_move(state, seat, rng))
    return state


@pytest.mark.parametrize("code", ["en", "ko", "ja"])
def test_ties_identical_lists_and_later_groups(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for game_id, outcome, colours in crafted(monkeypatch):
        said = outcome_details(game_id, outcome, colours, Words(code))
        if code == "en":
            assert said == outcome.details
            continue
        assert said is not None and SCRIPTS[code](said), said
        assert not english_words(said), (game_id, said)


async def test_a_japanese_servers_result_post_and_board_say_the_calculation_in_japanese(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The result post (the server's language) and ``/board`` of the finished match (the
    asker's) write the rules' calculation in their language; the record keeps the English."""
    match_id, thread = await start_match(world, "meter", size=3)  # (its helper reads English)
    world.env.backend.edit_guild(world.guild.id, {"preferred_locale": "ja"})
    await world.env.settle()
    await play_to_the_end(world, match_id, thread)
    view = await world.match(match_id)
    assert view.result is not None and view.result.reason in ("board-full", "move-limit")
    result = next(s for m in reversed(bot_messages(thread, world.env)) if "相殺" in (s := shown(m)))
    assert "cancelled" not in result and "beats" not in result
    english = view.result.details
    assert english.startswith("Black ") and english not in result
    with speaking(monkeypatch, {world.carol.id: "ko"}):
        board = await world.carol.slash(thread, "board", match=match_id)
    assert "상쇄" in said(board) and "cancelled" not in said(board), said(board)


@pytest.mark.parametrize("seed", range(3))
def test_thwart_omegas_calculation_after_every_round_in_every_language(seed: int) -> None:
    """The running calculation a round's reveal posts: the engine's English word for word,
    and in Korean and Japanese, every round to the end."""
    from bot.cogs.matches.outcomes import score_said
    from bot.engine.matches.flow import score_line

    game = rules.get_game("thwart-omega")
    rng = random.Random(seed)
    state = game.new_state()
    while True:
        english = score_line(game, state)
        assert score_said("thwart-omega", state, Words("en")) == english
        for code, script in SCRIPTS.items():
            said = score_said("thwart-omega", state, Words(code))
            assert said is not None and script(said) and not english_words(said), said
        if game.outcome(state) is not None:
            break
        state = game.play_round(state, {s: game.random_move(state, s, rng) for s in (0, 1)})
    assert score_said("meter", rules.get_game("meter").new_state(size=3), Words("ko")) is None
