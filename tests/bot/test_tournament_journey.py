"""The Death Match night from sign-up to champion (issue 11's "done when", ``tests/bot/
journey.py``) at a size that fits the test budget: 32 players with Korean names (35 sign up
for 32 seats, 3 seat holders never check in and the waitlist takes their seats), 3 drops and
a disqualification, double elimination. ``journey.done_when`` checks every message whole,
every picture readable inline, every recorded result intact; here also the channel kept to
the round's pairings and summaries, each match in its private thread with its result there,
and the organiser, without Manage Threads, reading every one of those threads.
``./dev bench journey`` runs the same night with 128 players."""

from __future__ import annotations

import discord

from tests.bot import journey
from tests.bot.conftest import World


async def test_a_double_elimination_night_with_drops_runs_to_its_champion(world: World) -> None:
    night = await journey.run(world, 32, "double-elimination")
    checked = await journey.done_when(world, night)
    assert (checked.entrants, checked.korean, checked.format) == (32, 32, "double-elimination")
    assert (checked.dropped, checked.disqualified) == (3, 1)
    assert checked.results == night.played + night.results_entered and checked.images >= 3
    bot_id = world.bot.user.id  # type: ignore[union-attr]
    posted = [m for m in night.channel if m.author.id == bot_id]
    started_a_thread = [m for m in posted if m.type is discord.MessageType.thread_created]
    said_in_channel = [m for m in posted if m.type is not discord.MessageType.thread_created]
    kinds = [m.content.split(" ", 1)[0] for m in said_in_channel]
    assert "🎮" not in kinds and "🎲" not in kinds  # games and choices: in the threads
    rounds = kinds.count("📋")
    assert rounds >= 10  # 32 players: 5 winners' rounds, 8 losers', the grand final
    # Per round one pairings message and one summary (a few rounds decided by walkovers or
    # forfeits alone have nothing to list); besides, sign-up, check-in (and its reminder), the
    # seats given to the waitlist, the start, the 4 leavers, the picture and the champion.
    assert kinds.count("📣") <= rounds + 1
    assert len(said_in_channel) <= 2 * rounds + 16, kinds
    assert len(started_a_thread) == len(night.threads)  # simcord notes private threads too
    results = sum("📋" in m.content for t in night.threads.values() for m in t)
    assert results >= night.played + night.results_entered - 4
    last = said_in_channel[-1]
    assert f"Champion: <@{night.champion}>" in last.content
    names = [a.filename for a in last.attachments]
    # Every place (32 rows: one page), the final's page and the whole bracket.
    assert names[0] == "final-standings.png" and names[-1] == "bracket.png" and len(names) == 3
    # The organiser (Manage Server, no Manage Threads) reads every private match thread whole.
    for thread in world.channel.threads:
        seen = thread.history(viewer=world.mod)  # raises if they cannot read it
        assert [m.id for m in seen] == [m.id for m in thread.history()], thread.name
