"""The Discord bot under load, offline (simcord): acknowledgement latency and API calls per
Thwart Omega round.

    python -m tests.bench discord                    # 200 interactions, 5 rounds
    python -m tests.bench discord --matches 50 --rounds 3 --width 800

1. Acknowledgement: ``--matches`` Meter matches run in their threads; then, at the same instant,
   in every match the player to move sends ``/move`` and the other player asks for ``/board``
   (2 × matches interactions, 200 by default). Measured per interaction: from the moment its
   gateway event reaches discord.py to the moment the bot's acknowledgement (the deferral)
   has been sent. Target: p99 ≤ 100 ms (Discord allows 3 s). simcord answers HTTP calls
   in-process, so this is the bot's own delay (event loop, database, scheduling), without
   network round trips.
2. API calls per Thwart Omega round, counted from simcord's record of every REST call: rounds
   that end at the deadline with no submissions, and rounds in which both players send a move
   by DM and lock it in (their receipts answer their own messages). Target: at most 3 (one
   public reveal, one private prompt per player).

Figures are rough on a shared machine: run it a few times.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import discord
import simcord

import rules
from bot.config import Config
from bot.discord_app import StoneArenaBot
from bot.engine.model import MatchStatus
from bot.shards import Shards
from tests.bot.simultaneous import custom_id_of, emit_click, emit_slash


def _make_bot(path: Path, width: int) -> StoneArenaBot:
    return StoneArenaBot(
        Config(token="bench", database=path, shards=Shards(1)),
        seeds=iter(range(1, 10**6)).__next__,
        board_width=width,
    )


class AckClock:
    """Arrival and acknowledgement times (real, ``perf_counter``) per interaction id."""

    def __init__(self) -> None:
        self.arrived: dict[int, float] = {}
        self.acked: dict[int, float] = {}
        self._original = discord.InteractionResponse.defer

    def install(self) -> None:
        original = self._original
        acked = self.acked

        async def timed_defer(response: Any, **kwargs: Any) -> Any:
            result = await original(response, **kwargs)
            acked[response._parent.id] = time.perf_counter()
            return result

        discord.InteractionResponse.defer = timed_defer  # type: ignore[method-assign,assignment]

    def uninstall(self) -> None:
        discord.InteractionResponse.defer = self._original  # type: ignore[method-assign]


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


async def _close(bot: StoneArenaBot) -> None:
    if bot.arena is not None and not bot.arena.closing:
        await bot.arena.close()


async def acknowledgements(matches: int, width: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        bot = _make_bot(Path(folder) / "bench.sqlite3", width)
        try:
            return await _acknowledgements(bot, matches)
        finally:
            await _close(bot)


async def _acknowledgements(bot: StoneArenaBot, matches: int) -> dict[str, float]:
    async with simcord.run(bot, settle_timeout=600) as env:
        guild = env.create_guild("Bench")
        channel = guild.create_text_channel("games")
        people = [guild.add_member(env.create_user(f"p{i}")) for i in range(2 * matches)]
        started = time.perf_counter()
        for i in range(matches):
            emit_slash(env, people[2 * i], channel, "play meter", opponent=people[2 * i + 1])
        await env.settle()
        posted = [m for m in channel.history() if m.components]
        by_number = {int(m.content.split("#")[1].split(":")[0]): m for m in posted}
        for number, message in by_number.items():
            opponent = people[2 * (number - 1) + 1]
            emit_click(env, opponent, message, custom_id_of(message, "Accept"))
        await env.settle()
        setup = time.perf_counter() - started
        arena = bot.arena
        assert arena is not None
        clock = AckClock()
        clock.install()
        try:
            # Everything is prepared first: the burst itself never yields to the event loop, so
            # all interactions are queued before the bot handles the first one.
            burst: list[tuple[simcord.MemberActor, simcord.ChannelHandle, str, dict[str, Any]]]
            burst = []
            for match_id in range(1, matches + 1):
                view = await arena.service.get_match(match_id)
                assert view.status is MatchStatus.ACTIVE and view.thread_id is not None
                thread = next(t for t in channel.threads if t.id == view.thread_id)
                mover = next(p for p in people if p.id == view.to_act[0])
                watcher = next(p for p in people if p.id in view.players and p is not mover)
                move = rules.get_game("meter").legal_moves(view.state, 0)[0]
                burst.append((mover, thread, "move", {"move": move}))
                burst.append((watcher, thread, "board", {}))
            results = []
            for actor, thread, command, options in burst:
                result = emit_slash(env, actor, thread, command, **options)
                clock.arrived[result._interaction.id] = time.perf_counter()
                results.append(result)
            started_burst = time.perf_counter()
            await env.settle()
            drained = time.perf_counter() - started_burst
        finally:
            clock.uninstall()
        latencies = [
            (clock.acked[i] - clock.arrived[i]) * 1000 for i in clock.arrived if i in clock.acked
        ]
        played = sum(1 for r in results if "You played" in _said(r))
        return {
            "interactions": len(clock.arrived),
            "acknowledged": len(latencies),
            "moves played": played,
            "median ms": statistics.median(latencies),
            "p99 ms": _percentile(latencies, 0.99),
            "max ms": max(latencies),
            "all answered and delivered, s": drained,
            "setup s": setup,
        }


def _said(result: simcord.InteractionResult) -> str:
    parts = [] if result.response is None else [result.response.content]
    return "\n".join(parts + [f.content for f in result.followups])


def _kinds(requests: list[simcord.HttpLogEntry], dm_ids: set[int]) -> Counter[str]:
    kinds: Counter[str] = Counter()
    for request in requests:
        path = request.path
        if path == "/users/@me/channels":
            kinds["open DM channel"] += 1
        elif path.startswith("/channels/") and path.endswith("/messages"):
            channel_id = int(path.split("/")[2])
            content = str((request.json or {}).get("content", ""))
            if channel_id in dm_ids:
                kinds["DM receipt" if "I recorded" in content else "DM prompt"] += 1
            else:
                kinds["public reveal" if "revealed" in content else "public other"] += 1
        elif "/interactions/" in path or "/webhooks/" in path:
            kinds["interaction answer"] += 1
        else:
            kinds[f"{request.method} {path}"] += 1
    return kinds


async def round_calls(rounds: int, width: int) -> list[tuple[str, Counter[str]]]:
    with tempfile.TemporaryDirectory() as folder:
        bot = _make_bot(Path(folder) / "bench.sqlite3", width)
        try:
            return await _round_calls(bot, rounds)
        finally:
            await _close(bot)


async def _round_calls(bot: StoneArenaBot, rounds: int) -> list[tuple[str, Counter[str]]]:
    async with simcord.run(bot) as env:
        guild = env.create_guild("Bench")
        channel = guild.create_text_channel("games")
        alice = guild.add_member(env.create_user("alice"))
        bob = guild.add_member(env.create_user("bob"))
        await alice.slash(channel, "play thwart-omega", opponent=bob)
        challenge = channel.history()[-1]
        mark = len(env.http_requests)
        await bob.click(challenge, label="Accept")
        dm_ids = {alice.user.dm_channel.id, bob.user.dm_channel.id}
        report = [("match start (thread, intro, board, 2 prompts)", None)]
        arena = bot.arena
        assert arena is not None
        game = rules.get_game("thwart-omega")
        rows: list[tuple[str, Counter[str]]] = []
        rows.append((report[0][0], _kinds(env.http_requests[mark:], dm_ids)))
        for number in range(rounds):
            mark = len(env.http_requests)
            if number % 2 == 0:
                await env.advance_time(60)
                label = "round ended by the deadline, no submissions"
            else:
                view = await arena.service.get_match(1)
                for person in (alice, bob):
                    seat = view.players.index(person.id)
                    move = game.legal_moves(view.state, seat)[0]
                    await person.send_dm(f"{move} lock")
                label = "round with both moves sent by DM and locked"
            rows.append((label, _kinds(env.http_requests[mark:], dm_ids)))
        return rows


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench discord")
    parser.add_argument("--matches", type=int, default=100, help="2 interactions per match")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--width", type=int, default=800, help="board image width (production)")
    args = parser.parse_args(argv)
    ack = asyncio.run(acknowledgements(args.matches, args.width))
    print(f"acknowledgement of {ack['interactions']} interactions arriving at once:", flush=True)
    for key, value in ack.items():
        print(f"  {key:32} {value:.1f}" if isinstance(value, float) else f"  {key:32} {value}")
    print("Discord API calls per Thwart Omega round:")
    for label, kinds in asyncio.run(round_calls(args.rounds, args.width)):
        detail = ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()))
        print(f"  {sum(kinds.values()):3}  {label}: {detail}")
