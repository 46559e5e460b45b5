"""No visible repeat after a crash between posting and marking: a row marked started but not
delivered is looked up in its channel (the match thread, a direct message) before it is posted
again by the next process; a row that never started is simply posted."""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import discord
import pytest

from bot.cogs.common.posting import resend
from bot.discord_app import StoneArenaBot
from bot.engine.model import Audience, Notification, OutboxItem
from bot.engine.outbox.fence import ClaimLost, fenced
from tests.bot.conftest import World, bot_messages, confirmed, shown, start_match
from tests.bot.creating import host_create
from tests.bot.test_tournaments import with_button

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


async def test_a_late_prompt_caught_between_post_and_mark_is_sent_once_with_one_deadline(
    world: World, restart: Restart, db_path: Path
) -> None:
    """A round prompt's content (its deadline) is decided once, as it first goes out, and
    stored with the row: a prompt caught between its post and its mark, coming back uncertain
    after the round is under way (late), is neither extended again nor posted again with
    another deadline."""
    await start_match(world, "thwart-omega")
    await world.env.advance_time(60)  # round 1 ends: a reveal and two prompts by DM
    prompts = {p: len(p.user.dm_channel.history()) for p in (world.alice, world.bob)}
    with sqlite3.connect(db_path) as conn:
        (extended,) = conn.execute(
            "SELECT count(*) FROM outbox WHERE kind = 'deadline-extended'"
        ).fetchone()
    assert undeliver(db_path, ("round-prompt",), started=True) == 3
    await world.env.advance_time(20)  # any re-post now would be a late prompt
    await restart()
    await world.env.settle()
    for person, count in prompts.items():
        assert len(person.user.dm_channel.history()) == count
    with sqlite3.connect(db_path) as conn:
        assert conn.execute(
            "SELECT count(*) FROM outbox WHERE kind = 'deadline-extended'"
        ).fetchone() == (extended,)


async def test_a_crash_before_the_thread_was_recorded_finds_it_again(
    world: World, restart: Restart, db_path: Path
) -> None:
    """A match's thread is recorded with the mark of the row that opened it
    (``bot.engine.matches.posts.MatchThread``): a crash after the thread was opened and the
    match's first message posted, before that mark, leaves the row started and the match
    without a thread. The next process finds the thread and the message instead of opening and
    posting them again, and records the thread, where the match's next board goes."""
    match_id, thread = await start_match(world, "meter")
    parent = world.bot.get_channel(world.channel.id)
    assert isinstance(parent, discord.TextChannel)
    threads = len(parent.threads)

    def started() -> int:
        return sum(shown(m).startswith("🎲") for m in bot_messages(thread, world.env))

    assert started() == 1
    assert undeliver(db_path, ("match-started",), started=True) == 1
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE matches SET thread_id = NULL WHERE id = ?", (match_id,))
    await restart()
    await world.env.settle()
    assert (await world.arena.service.get_match(match_id)).thread_id == thread.id
    parent = world.bot.get_channel(world.channel.id)
    assert isinstance(parent, discord.TextChannel)
    assert len(parent.threads) == threads and started() == 1
    view = await world.arena.service.get_match(match_id)
    before = len(bot_messages(thread, world.env))
    await world.member(view.to_act[0]).slash(thread, "move", move="b2")
    assert len(bot_messages(thread, world.env)) == before + 1  # the board, in the thread


async def test_a_result_card_posted_before_a_crash_is_found_by_its_words(
    world: World, restart: Restart, db_path: Path
) -> None:
    """The result is a card (a Components V2 message: no content, its words in its text
    displays, ``cards.text_of``): an uncertain row finds it by those words, as it finds a
    plain post by its content, and neither the card nor the lobby's edit is repeated."""
    _, thread = await start_match(world, "meter")
    await confirmed(world.alice, thread, "resign")

    def results() -> list[discord.Message]:
        found = [m for m in bot_messages(thread, world.env) if "is over" in shown(m)]
        assert all(not m.content and m.components for m in found)  # cards
        return found

    (first,) = results()
    assert undeliver(db_path, ("match-finished",), started=True) == 1
    await restart()
    await world.env.settle()
    assert [m.id for m in results()] == [first.id]
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


async def test_a_tournament_crash_shows_no_champion_picture_or_thread_twice(
    world: World, restart: Restart, db_path: Path
) -> None:
    channel = world.channel
    await host_create(world, "Meter Cup", games=["meter"])
    tournaments = world.bot.tournaments
    tid = (await tournaments.find(world.guild.id, channel.id)).id  # type: ignore[union-attr]
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for person in (world.alice, world.bob):
        await person.click(sign_up, label="Join")
    await world.mod.slash(channel, "host start")
    [live] = (await tournaments.get(tid)).lives
    assert live.match_id is not None

    def seen() -> tuple[int, int, int]:
        texts = [m.content for m in bot_messages(channel, world.env)]
        parent = world.bot.get_channel(channel.id)
        assert isinstance(parent, discord.TextChannel)
        threads = [t for t in parent.threads if t.name.startswith(f"#{tid}.{live.key} ")]
        return (
            sum("Champion:" in t for t in texts),
            sum(t.startswith("📊") for t in texts),
            len(threads),
        )

    # A crash after the match thread and the bracket picture were posted, before their ids
    # were recorded: the next process finds both instead of opening and posting them again.
    assert seen() == (0, 1, 1)
    for kind in ("tournament-updated", "tournament-game", "match-started"):
        assert undeliver(db_path, (kind,), started=True) >= 1
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE matches SET thread_id = NULL")
        conn.execute("UPDATE tournaments SET message_id = NULL")
    await restart()
    await world.env.settle()
    assert seen() == (0, 1, 1)
    assert (await world.arena.service.get_match(live.match_id)).thread_id is not None
    assert (await world.bot.tournaments.get(tid)).record.message_id is not None
    match = await world.arena.service.get_match(live.match_id)
    [thread] = [t for t in channel.threads if t.id == match.thread_id]
    games = [m for m in bot_messages(thread, world.env) if m.content.startswith("🎮")]
    assert len(games) == 1  # the game's announcement in its thread, once
    # The champion's announcement, the same.
    await confirmed(world.member(match.to_act[0]), thread, "resign")
    assert seen()[0] == 1
    assert undeliver(db_path, ("tournament-finished",), started=True) == 1
    await restart()
    await world.env.settle()
    assert seen()[0] == 1


async def test_a_post_goes_out_only_while_the_row_is_still_held(world: World) -> None:
    """``bot.engine.outbox.fence``: every post of a delivery first asks whether this process still
    holds the row; a process that lost it (it stalled past its lease) posts nothing."""
    match_id, thread = await start_match(world, "meter")
    async with world.arena.service.store.read() as uow:
        [board] = [
            i for i in await uow.outbox_items(match_id=match_id) if i.notification.kind == "board"
        ]
    board = replace(board, uncertain=False)  # posted as new (not looked up first)
    board = await world.arena.engine.dispatcher.with_context(board)  # what its post needs
    before = len(bot_messages(thread, world.env))
    asked: list[int] = []

    async def lost() -> None:
        asked.append(board.id)
        raise ClaimLost(board.id)

    async def held() -> None:
        asked.append(board.id)

    with fenced(lost), pytest.raises(ClaimLost):
        await world.arena.delivery.deliver(board)
    assert asked == [board.id] and len(bot_messages(thread, world.env)) == before
    with fenced(held):
        await world.arena.delivery.deliver(board)
    assert len(asked) == 2 and len(bot_messages(thread, world.env)) == before + 1


class Channel:
    """Records what would be posted (simcord ignores nonces, so they are read here)."""

    def __init__(self) -> None:
        self.sent: list[dict[str, object]] = []

    async def send(self, **message: object) -> object:
        self.sent.append(message)
        return message


async def test_every_delivery_of_a_row_posts_with_the_same_nonces() -> None:
    """Should two processes post the same row (one stalled between its claim check and the
    post), Discord sees the same nonce and keeps one message (discord.py sends it with
    ``enforce_nonce``); other rows' nonces differ, and a post outside a delivery has none."""
    when = datetime(2026, 1, 1, tzinfo=UTC)
    first, second = (
        OutboxItem(n, Notification("board", Audience.PUBLIC, 2000, {}, 1), when)
        for n in (41_234_567, 41_234_568)
    )
    channel = Channel()
    for item in (first, first, second):
        with resend.row_nonces(item):
            for text in ("one", "two"):
                await resend.send(channel, content=text)  # type: ignore[arg-type]
    await resend.send(channel, content="not a delivery")  # type: ignore[arg-type]
    nonces = [m.get("nonce") for m in channel.sent]
    assert nonces[0:2] == nonces[2:4], "the same row: the same nonces, in order"
    assert len(set(nonces[0:2] + nonces[4:6])) == 4 and nonces[6] is None
    assert all(isinstance(n, str) and len(n) <= 25 for n in nonces[:6])


async def test_an_older_post_with_the_same_words_is_not_taken_for_the_row(world: World) -> None:
    """An uncertain row looks for its post only among messages since its first attempt started
    (``OutboxItem.started_at``): another row's older message with the same words is not its
    post, and the row is posted rather than lost; a post made since its start is found."""
    channel = world.bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    me = world.bot.user
    assert me is not None
    clock = world.arena.service.clock
    older = await resend.send(channel, content="Time is up.")  # an earlier row's post
    await world.env.advance_time(5)
    started = clock.now()  # this row's first attempt starts
    with resend.uncertain_row(me.id, started):
        posted = await resend.send(channel, content="Time is up.")
    assert posted.id != older.id
    await world.env.advance_time(5)
    with resend.uncertain_row(me.id, started):  # the row again, after a crash
        again = await resend.send(channel, content="Time is up.")
    assert again.id == posted.id
    said = [m for m in bot_messages(world.channel, world.env) if m.content == "Time is up."]
    assert len(said) == 2


async def test_a_rows_first_start_is_kept_across_attempts(world: World) -> None:
    match_id, _ = await start_match(world, "meter")
    store = world.arena.service.store
    async with store.read() as uow:
        [board] = [
            i for i in await uow.outbox_items(match_id=match_id) if i.notification.kind == "board"
        ]
    first = board.started_at
    assert first is not None
    await world.env.advance_time(30)
    async with store.transaction() as uow:
        await uow.mark_started([board.id], world.arena.service.clock.now())
    async with store.read() as uow:
        [again] = [i for i in await uow.outbox_items(match_id=match_id) if i.id == board.id]
    assert again.started_at == first and again.uncertain
