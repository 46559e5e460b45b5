"""``/puzzle`` under simcord: a finished match of the server gives a puzzle (found in the real
worker pool), answered wrong (the solution shown, the streak ended) and then right, the counts
shown there and on ``/profile``; and the bad input of each subcommand."""

from __future__ import annotations

import random

import rules
from ai.learn.puzzles import Settings, find_puzzles
from bot.engine.matches.records import match_record
from bot.engine.model import MatchStatus
from bot.engine.puzzles import PuzzleRecord
from rules.record import GameRecord
from tests.bot.conftest import PNG, World, said, start_match


async def finished_match_with_a_puzzle(world: World) -> int:
    """Meter matches on the smallest board, played out at random through the match service,
    until one holds a puzzle (checked with ``ai.learn.puzzles`` as the bot will search it)."""
    service = world.arena.service
    for seed in range(8):
        match_id, _ = await start_match(world, "meter", size=3)
        rng = random.Random(seed)
        view = await world.match(match_id)
        game = rules.get_game("meter")
        while view.status is MatchStatus.ACTIVE:
            [seat] = game.seats_to_act(view.state)
            move = rng.choice(game.legal_moves(view.state, seat))
            view = (await service.play(match_id, view.players[seat], move, view.ply)).match
        await world.env.advance_time(5)  # /play's cooldown before the next challenge
        record = await _record(world, match_id)
        if find_puzzles(record, Settings()):
            # Searched here, in the bot's worker pool, rather than inside /puzzle new: simcord
            # gives an interaction 5 s of real time, which a loaded machine's pool start-up and
            # search can pass (Discord gives 15 minutes after the "thinking" reply).
            assert await world.arena.engine.puzzles.mine(world.guild.id, "meter")
            return match_id
    raise AssertionError("no random match of these seeds holds a puzzle")


async def _record(world: World, match_id: int) -> GameRecord:
    async with world.arena.store.read() as uow:
        log = await uow.load_moves(match_id)
    view = await world.match(match_id)
    return match_record(view, log, ("a", "b"))


async def open_puzzle(world: World) -> PuzzleRecord:
    puzzle = await world.arena.engine.puzzles.open_puzzle(world.guild.id, world.carol.id)
    assert puzzle is not None
    return puzzle


def a_wrong_move(puzzle: PuzzleRecord) -> str:
    game = rules.get_game(puzzle.game_id)
    moves = game.legal_moves(game.from_json(puzzle.state), puzzle.seat)
    return next(m for m in moves if m not in puzzle.answers)


async def test_a_puzzle_answered_wrong_then_right(world: World) -> None:
    none = said(await world.carol.slash(world.channel, "puzzle new", game="meter"))
    assert "no Meter puzzle yet" in none and "Play some games first" in none
    match_id = await finished_match_with_a_puzzle(world)

    asked = await world.carol.slash(world.channel, "puzzle new", game="meter")
    assert asked.ephemeral
    text = said(asked)
    assert "to move and win." in text and "Meter, from match #" in text, text
    assert "Solved 0 of 0 · streak 0 (best 0)" in text
    [image] = asked.response.attachments  # type: ignore[union-attr]
    assert (await image.read()).startswith(PNG) and (image.description or "")
    puzzle = await open_puzzle(world)
    assert puzzle.game_id == "meter" and puzzle.match_id <= match_id

    # The suggestions are the position's legal moves, filtered by what is typed.
    game = rules.get_game("meter")
    legal = game.legal_moves(game.from_json(puzzle.state), puzzle.seat)
    suggested = await world.carol.autocomplete(world.channel, "puzzle answer", "move", "")
    assert [s["value"] for s in suggested] == legal[:25]
    assert await world.bob.autocomplete(world.channel, "puzzle answer", "move", "") == []

    illegal = said(await world.carol.slash(world.channel, "puzzle answer", move="z9"))
    assert "not counted" in illegal
    wrong_move = a_wrong_move(puzzle)
    wrong = await world.carol.slash(world.channel, "puzzle answer", move=wrong_move)
    text = said(wrong)
    assert f"`{wrong_move}` does not win" in text and "The solution: `" in text, text
    assert puzzle.answers[0] in text and "Solved 0 of 1 · streak 0" in text
    twice = said(await world.carol.slash(world.channel, "puzzle answer", move=wrong_move))
    assert "no puzzle open" in twice

    await world.carol.slash(world.channel, "puzzle new", game="meter")
    again = await open_puzzle(world)  # another puzzle if there is one, else the failed one
    right = said(await world.carol.slash(world.channel, "puzzle answer", move=again.answers[0]))
    assert f"Right: `{again.answers[0]}` wins." in right
    assert "Solved 1 of 2 · streak 1 (best 1)" in right

    profile = said(await world.carol.slash(world.channel, "profile"))
    assert "Puzzles: 1 solved of 2 · streak 1 (best 1)" in profile


async def test_give_up_and_bad_input(world: World) -> None:
    nothing = said(await world.carol.slash(world.channel, "puzzle give-up"))
    assert "no puzzle open" in nothing
    await finished_match_with_a_puzzle(world)
    await world.carol.slash(world.channel, "puzzle new", game="meter")
    puzzle = await open_puzzle(world)
    gave_up = said(await world.carol.slash(world.channel, "puzzle give-up"))
    assert "The solution: `" in gave_up and puzzle.answers[0] in gave_up
    assert "Solved 0 of 1 · streak 0" in gave_up
    # Another server has its own puzzles (none here) and nothing open.
    other = world.env.create_guild("Other Club")
    channel = other.create_text_channel("games")
    carol_there = other.add_member(world.carol.user)
    there = said(await carol_there.slash(channel, "puzzle new", game="meter"))
    assert "no Meter puzzle yet" in there
