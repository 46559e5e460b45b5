"""The puzzle service on both databases: puzzles only from finished matches, each match searched
once, one open puzzle per player and server, answers counted, streaks ended by a wrong answer
or a give-up, bad answers refused without counting."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator

import pytest

import rules
from bot.engine.errors import BadMove, BadRequest
from bot.engine.puzzles import NoPuzzle, PuzzleRecord, PuzzleService, ThreadMiner
from bot.engine.puzzles.mining import Found, MineRequest
from bot.engine.puzzles.ports import tables
from bot.engine.puzzles.service import SEARCHED_WINDOWS
from tests.engine.support import ALICE, CAROL, GUILD, SMALL, Harness, play_out

OTHER_GUILD = 1001
# A small solver budget keeps the tests quick (the bot uses ``ai.learn.puzzles.SOLVE_NODES``).
NODES = 2_000


@pytest.fixture
async def puzzles(harness: Harness) -> AsyncIterator[PuzzleService]:
    service = PuzzleService(harness.service, ThreadMiner(), nodes=NODES)
    yield service
    await service.close()


async def finished_meter(harness: Harness, count: int, guild: int = GUILD) -> None:
    for seed in range(count):
        view = await harness.start("meter", {"size": 3}, guild=guild)
        await play_out(harness, view, random.Random(seed))


def wrong_move(puzzle: PuzzleRecord) -> str:
    game = rules.get_game(puzzle.game_id)
    state = game.from_json(puzzle.state)
    for move in game.legal_moves(state, puzzle.seat):
        if move not in puzzle.answers:
            return move
    raise AssertionError("a puzzle has a wrong move")


async def test_no_finished_match_no_puzzle(harness: Harness, puzzles: PuzzleService) -> None:
    view = await harness.start("meter", {"size": 3})
    await harness.service.play(view.id, ALICE, "a1", view.ply)  # running, never searched
    with pytest.raises(NoPuzzle, match=r"no Meter puzzle yet.*Play some games first"):
        await puzzles.offer(GUILD, ALICE, "meter")
    async with harness.store.read() as uow:
        assert await tables(uow).unmined_matches(GUILD, "meter", 10) == []


async def test_unknown_game_is_refused(puzzles: PuzzleService) -> None:
    with pytest.raises(BadRequest, match="chess"):
        await puzzles.offer(GUILD, ALICE, "chess")


async def test_answers_are_counted_and_the_streak_ends_on_a_wrong_one(
    harness: Harness, puzzles: PuzzleService
) -> None:
    await finished_meter(harness, 6)
    first = await puzzles.offer(GUILD, CAROL, "meter")
    assert not first.again and first.puzzle.game_id == "meter"
    assert (await puzzles.offer(GUILD, CAROL, "meter")).puzzle == first.puzzle  # still open
    # Not a legal move: a sentence, nothing counted, the puzzle stays open.
    before = harness.dump()
    with pytest.raises(BadMove, match="not counted"):
        await puzzles.answer(GUILD, CAROL, "z9")
    assert harness.dump() == before
    right = await puzzles.answer(GUILD, CAROL, first.puzzle.answers[0])
    assert right.solved and (right.stats.solved, right.stats.streak) == (1, 1)
    with pytest.raises(BadRequest, match="no puzzle open"):
        await puzzles.answer(GUILD, CAROL, first.puzzle.answers[0])  # answered twice
    second = await puzzles.offer(GUILD, CAROL, "meter")
    assert second.puzzle.id != first.puzzle.id  # a solved puzzle is not given again
    solved = await puzzles.answer(GUILD, CAROL, second.puzzle.answers[-1])
    assert solved.stats.streak == 2
    third = await puzzles.offer(GUILD, CAROL, "meter")
    wrong = await puzzles.answer(GUILD, CAROL, wrong_move(third.puzzle))
    assert not wrong.solved
    stats = await puzzles.stats(GUILD, CAROL)
    assert (stats.attempts, stats.solved, stats.streak, stats.best_streak) == (3, 2, 0, 2)
    assert stats.open_puzzle is None


async def test_give_up_ends_the_streak_and_the_failed_puzzle_comes_back_last(
    harness: Harness, puzzles: PuzzleService
) -> None:
    await finished_meter(harness, 6)
    first = await puzzles.offer(GUILD, CAROL, "meter")
    await puzzles.answer(GUILD, CAROL, first.puzzle.answers[0])
    offered = await puzzles.offer(GUILD, CAROL, "meter")
    gave_up = await puzzles.give_up(GUILD, CAROL)
    assert gave_up.puzzle == offered.puzzle and not gave_up.solved
    assert (gave_up.stats.streak, gave_up.stats.best_streak, gave_up.stats.attempts) == (0, 1, 2)
    async with harness.store.read() as uow:
        total = await tables(uow).count_puzzles(GUILD, "meter")
    seen = [first.puzzle.id, offered.puzzle.id]
    for _ in range(total - 2):  # every puzzle never seen comes first
        offer = await puzzles.offer(GUILD, CAROL, "meter")
        assert offer.puzzle.id not in seen
        seen.append(offer.puzzle.id)
        await puzzles.give_up(GUILD, CAROL)
    again = await puzzles.offer(GUILD, CAROL, "meter")
    assert again.puzzle.id == offered.puzzle.id  # then the one failed longest ago


async def test_each_match_is_searched_once(harness: Harness, puzzles: PuzzleService) -> None:
    await finished_meter(harness, 3)
    stored = await puzzles.mine(GUILD, "meter")
    assert await puzzles.mine(GUILD, "meter") == 0
    async with harness.store.read() as uow:
        assert await tables(uow).count_puzzles(GUILD, "meter") == stored
        assert await tables(uow).unmined_matches(GUILD, "meter", 10) == []


async def test_a_puzzle_of_another_server_cannot_be_answered(
    harness: Harness, puzzles: PuzzleService
) -> None:
    await finished_meter(harness, 6)
    offer = await puzzles.offer(GUILD, CAROL, "meter")
    with pytest.raises(BadRequest, match="no puzzle open"):
        await puzzles.answer(OTHER_GUILD, CAROL, offer.puzzle.answers[0])
    with pytest.raises(NoPuzzle, match="Play some games first"):
        await puzzles.offer(OTHER_GUILD, CAROL, "meter")  # the first server's games are its own


async def test_forgetting_a_player_deletes_their_puzzle_counts(
    harness: Harness, puzzles: PuzzleService
) -> None:
    from bot.engine.privacy import Privacy

    player = 10**17 + 5  # a Discord-sized id (a forget refuses short ones)
    await finished_meter(harness, 6)
    offer = await puzzles.offer(GUILD, player, "meter")
    await puzzles.answer(GUILD, player, offer.puzzle.answers[0])
    await Privacy(harness.service).forget(player)  # raises if their id were left anywhere
    stats = await puzzles.stats(GUILD, player)
    assert (stats.attempts, stats.solved) == (0, 0)


@pytest.mark.parametrize("game_id", list(SMALL))
async def test_every_game_gives_puzzles_from_finished_matches(
    harness: Harness, puzzles: PuzzleService, game_id: str
) -> None:
    """Random matches of each game on a small board, played out, until the server has a puzzle
    of it; its first answer is right."""
    for seed in range(16):
        view = await harness.start(game_id)
        await play_out(harness, view, random.Random(seed))
        if await puzzles.mine(GUILD, game_id):
            break
    offer = await puzzles.offer(GUILD, CAROL, game_id)
    assert offer.puzzle.game_id == game_id
    if rules.get_game(game_id).simultaneous:
        assert offer.puzzle.given  # the opponent's submission it plays against
    verdict = await puzzles.answer(GUILD, CAROL, offer.puzzle.answers[0])
    assert verdict.solved and verdict.stats.solved == 1


async def test_meridians_and_meuda_positions_before_the_solvers_reach_are_searched(
    harness: Harness,
) -> None:
    """Meridians and Meuda on their default boards are decided before the exact solver's
    reach: their matches are searched ``SEARCHED_WINDOWS`` positions deeper; Meter's only
    solved."""
    asked: list[MineRequest] = []

    def record(request: MineRequest) -> list[Found]:
        asked.append(request)
        return []

    service = PuzzleService(harness.service, ThreadMiner(record), nodes=NODES)
    for game in ("meridians", "meuda", "meter"):
        view = await harness.start(game, SMALL[game])
        await play_out(harness, view, random.Random(1))
        await service.mine(GUILD, game)
    assert [(r.game_id, r.window) for r in asked] == [
        ("meridians", SEARCHED_WINDOWS["meridians"]),
        ("meuda", SEARCHED_WINDOWS["meuda"]),
        ("meter", 0),
    ]
    assert SEARCHED_WINDOWS["meridians"] > 0 and SEARCHED_WINDOWS["meuda"] > 0
