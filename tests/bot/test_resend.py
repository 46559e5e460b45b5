"""No visible repeat after a crash between posting and marking: a row marked started but not
delivered is looked up in its channel (the match thread, a direct message) before it is posted
again by the next process; a row that never started is simply posted."""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.discord_app import StoneArenaBot
from tests.bot.conftest import World, bot_messages, start_match

Restart = Callable[[], Awaitable[StoneArenaBot]]


def undeliver(db: Path, kinds: tuple[str, ...], *, started: bool) -> int:
    """What a SIGKILL between the Discord call and the mark leaves behind (``started``), or a
    row that never got to Discord (not ``started``); how many rows."""
    with sqlite3.connect(db) as conn:
        marks = ", ".join("?" * len(kinds))
        cursor = conn.execute(
            "UPDATE outbox SET delivered_at = NULL, started_at = "
            f"{'created_at' if started else 'NULL'} WHERE id IN (SELECT id FROM outbox WHERE "
            f"kind IN ({marks}) ORDER BY id DESC LIMIT 3)",
            kinds,
        )
        return cursor.rowcount


async def test_a_crash_between_post_and_mark_shows_nothing_twice(
    world: World, restart: Restart, db_path: Path
) -> None:
    _, thread = await start_match(world, "thwart-omega")
    await world.env.advance_time(60)  # round 1 ends: a reveal and two prompts by DM
    reveals = [m for m in bot_messages(thread, world.env) if "revealed" in m.content]
    prompts = {p: len(p.user.dm_channel.history()) for p in (world.alice, world.bob)}
    assert len(reveals) == 1
    assert undeliver(db_path, ("board", "round-prompt"), started=True) == 3
    await restart()
    await world.env.settle()
    assert [m.id for m in bot_messages(thread, world.env) if "revealed" in m.content] == [
        reveals[0].id
    ]
    for person, count in prompts.items():
        assert len(person.user.dm_channel.history()) == count
    async with world.arena.service.store.read() as uow:
        assert await uow.pending_outbox(world.arena.service.clock.now(), 10) == []


async def test_a_row_that_never_started_is_posted(
    world: World, restart: Restart, db_path: Path
) -> None:
    _, thread = await start_match(world, "thwart-omega")
    await world.env.advance_time(60)
    assert undeliver(db_path, ("board",), started=False) >= 1
    await restart()
    await world.env.settle()
    # Without the started mark nothing says it may have been sent: the next process posts it
    # (this is what every row looked like before the mark existed).
    assert len([m for m in bot_messages(thread, world.env) if "revealed" in m.content]) == 2
