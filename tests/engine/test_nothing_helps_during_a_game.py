"""Issue 28 item 5 for a tournament's match (and so a rated one: the harness's matches are
rated): while it runs, its positions give no puzzle (not searched, not the daily one) and it
has no review; once it is over, both are open. There is no other help during a game: the
bot has no hint command, and the computer's search is used only to play, to review and to
find puzzles (``bot/engine/review/``, ``bot/engine/puzzles/``)."""

from __future__ import annotations

import random

import pytest

from bot.engine.errors import NotAllowed
from bot.engine.puzzles import PuzzleService, ThreadMiner
from bot.engine.puzzles.ports import tables
from bot.engine.review import ReviewService
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import TournamentConfig
from bot.engine.tournaments.service import Actor, TournamentService
from tests.engine.support import CHANNEL, GUILD, SMALL, Harness, play_out
from tests.engine.test_review import InProcess

ORGANISER = Actor(1, manager=True)


async def test_a_running_tournament_match_gives_no_puzzle_and_no_review(
    harness: Harness,
) -> None:
    cup = TournamentService(harness.service)
    config = TournamentConfig(
        Settings(G.fixed("meter"), format=Format.SINGLE), options=SMALL, seeding=T.Seeding.ENTRY
    )
    view = await cup.create(
        guild_id=GUILD, channel_id=CHANNEL, actor=ORGANISER, name="Cup", config=config
    )
    for user in (101, 102):
        await cup.join(view.id, user, f"Player {user}")
    view = await cup.start(view.id, ORGANISER)
    match_id = view.lives[0].match_id
    assert match_id is not None
    async with harness.store.read() as uow:
        record = await uow.load_match(match_id)
    assert record is not None and record.rated  # a tournament's match is rated
    match = await harness.service.get_match(match_id)
    first = match.players[0]
    match = (await harness.service.play(match.id, first, "a1", match.ply)).match

    reviewer = InProcess()
    reviews = ReviewService(harness.service, harness.store, reviewer, playouts=20)
    with pytest.raises(NotAllowed, match="still being played"):
        await reviews.review(match_id, GUILD)
    puzzles = PuzzleService(harness.service, ThreadMiner(), nodes=2_000)
    assert await puzzles.mine(GUILD, "meter") == 0
    async with harness.store.read() as uow:
        assert await tables(uow).unmined_matches(GUILD, "meter", 10) == []
        assert await tables(uow).unmined_games(GUILD) == []  # what the daily puzzle searches
    assert reviewer.asked == []

    await play_out(harness, match, random.Random(5))
    assert await tables_after(harness) == [match_id]  # over: now it may be searched
    await reviews.review(match_id, GUILD)
    assert len(reviewer.asked) == 1
    await puzzles.close()


async def tables_after(harness: Harness) -> list[int]:
    async with harness.store.read() as uow:
        return await tables(uow).unmined_matches(GUILD, "meter", 10)
