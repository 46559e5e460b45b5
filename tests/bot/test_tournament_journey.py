"""The Death Match night from sign-up to champion (issue 11's "done when", ``tests/bot/
journey.py``) at a size that fits the test budget: 32 sign-ups with Korean names, 3 never
check in, 3 drops and a disqualification, double elimination. Every message whole (at most
2,000 characters), the channel kept to the round's pairings and summaries, each match in its
private thread with its result there, one champion. ``./dev bench journey`` runs it at 128."""

from __future__ import annotations

import discord

from bot.cogs.limits import MESSAGE_CHARS
from tests.bot import journey
from tests.bot.conftest import World


async def test_a_double_elimination_night_with_drops_runs_to_its_champion(world: World) -> None:
    night = await journey.run(world, 32, "double-elimination")
    assert night.champion is not None and night.champion not in night.left
    assert len(night.left) == 4
    bot_id = world.bot.user.id  # type: ignore[union-attr]
    posted = [m for m in night.channel if m.author.id == bot_id]
    assert all(len(m.content) <= MESSAGE_CHARS for m in posted)
    assert all(len(m.content) <= MESSAGE_CHARS for t in night.threads.values() for m in t)
    started_a_thread = [m for m in posted if m.type is discord.MessageType.thread_created]
    said_in_channel = [m for m in posted if m.type is not discord.MessageType.thread_created]
    kinds = [m.content.split(" ", 1)[0] for m in said_in_channel]
    assert "🎮" not in kinds and "🎲" not in kinds  # games and choices: in the threads
    rounds = kinds.count("📋")
    assert rounds >= 10  # 29 players: 5 winners' rounds, 8 losers', the grand final
    # Per round one pairings message and one summary (a few rounds decided by walkovers or
    # forfeits alone have nothing to list); besides, sign-up, check-in, the start, the 4
    # leavers, the picture and the champion.
    assert kinds.count("📣") <= rounds + 1
    assert len(said_in_channel) <= 2 * rounds + 12, kinds
    assert len(started_a_thread) == len(night.threads)  # simcord notes private threads too
    results = sum("📋" in m.content for t in night.threads.values() for m in t)
    assert results >= night.played + night.results_entered - 4
    last = said_in_channel[-1]
    assert f"Champion: <@{night.champion}>" in last.content
    names = [a.filename for a in last.attachments]
    assert names[0] == "overview.png" and names[-1] == "bracket.png" and len(names) == 3
