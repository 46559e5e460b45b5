"""Commands that only read: ``/board``, ``/history``, ``/matches``. Anyone may look at any match
of the server (matches are public; Thwart Omega's sealed moves are not in the move log until
the round is revealed). Replies are private so they do not clutter the match thread."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.cogs.common import words
from bot.cogs.common.boards import Boards
from bot.cogs.common.people import People
from bot.cogs.common.places import playable_anywhere
from bot.cogs.common.replies import Reply, answer
from bot.cogs.matches import texts
from bot.cogs.matches.lookup import find_match, home_of
from bot.engine.matches.records import record_file
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus
from bot.engine.views import MatchView

MATCH_HELP = "Match number (default: the match of this thread, or yours in this channel)"


class Show(commands.Cog):
    def __init__(self, service: MatchService, people: People, boards: Boards) -> None:
        self.service = service
        self.people = people
        self.boards = boards

    @app_commands.command(name="board", description="Show a match's board (only to you).")
    @playable_anywhere
    @app_commands.describe(match=MATCH_HELP)
    async def board(self, interaction: discord.Interaction, match: int | None = None) -> None:
        async def work() -> Reply:
            view = await find_match(self.service, interaction, match, acting=False)
            names = await self.people.names(view.players)
            picture = await self.boards.picture(view, view.state, None, names)
            return Reply(status_line(view), picture)

        await answer(interaction, work)

    @app_commands.command(
        name="history", description="List a match's moves, with its game record file (only to you)."
    )
    @playable_anywhere
    @app_commands.describe(match=MATCH_HELP)
    async def history(self, interaction: discord.Interaction, match: int | None = None) -> None:
        async def work() -> Reply:
            view = await find_match(self.service, interaction, match, acting=False)
            lines = await move_lines(self.service, self.people, view)
            unit = "rounds" if view.game_id == "thwart-omega" else "moves"
            head = f"**Match #{view.id} · {view.game_title}**, {len(lines)} {unit}"
            record = await record_of(self.service, self.people, view)
            body = "\n".join(lines) or "No moves yet."
            if len(head) + len(body) < 1900:
                return Reply(f"{head}\n{body}", text_file=record)
            return Reply(f"{head}: all of them in the game record attached.", text_file=record)

        await answer(interaction, work)

    @app_commands.command(name="matches", description="Your running matches (only to you).")
    @playable_anywhere
    async def matches(self, interaction: discord.Interaction) -> None:
        async def work() -> str:
            mine = await self.service.matches_of(interaction.user.id)
            if not mine:
                return "You have no running match. Start one with `/play`."
            lines = [match_line(v, interaction.user.id) for v in mine[:20]]
            more = f"\n… and {len(mine) - 20} more." if len(mine) > 20 else ""
            return "\n".join(lines) + more

        await answer(interaction, work)


def status_line(view: MatchView) -> str:
    """One line about a match's state: who plays what, who is to move, the deadline."""
    seats = " vs ".join(
        texts.seat_label(p, c) for p, c in zip(view.players, view.colours, strict=True)
    )
    head = f"**Match #{view.id} · {view.game_title}**: {seats}"
    if view.status is MatchStatus.FINISHED and view.result is not None:
        winner = view.result.winner
        who = "no winner" if winner is None else f"{words.mention(view.players[winner])} won"
        return f"{head}. Over: {who}. {view.result.details}".strip()
    if view.status is MatchStatus.ABORTED:
        return f"{head}. Aborted, without a result."
    if view.round is not None:
        return f"{head}. Round {view.round}{words.deadline_phrase(view.deadline)}."
    if len(view.to_act) == 1:
        return f"{head}. {words.mention(view.to_act[0])} to move{words.deadline_phrase(view.deadline)}."
    return f"{head}. Both players may move."


def match_line(view: MatchView, user_id: int) -> str:
    opponent = view.players[1] if view.players[0] == user_id else view.players[0]
    where = words.channel_link(home_of(view))
    if view.round is not None:
        turn = f"round {view.round}"
    elif user_id in view.to_act:
        turn = "your move"
    else:
        turn = "waiting for your opponent"
    return (
        f"#{view.id} {view.game_title} vs {words.mention(opponent)} in {where}: {turn}"
        f"{words.deadline_phrase(view.deadline)}"
    )


async def record_of(service: MatchService, people: People, view: MatchView) -> tuple[str, str]:
    """The match's game record file (docs/records.md) as ``(file name, text)``."""
    log = await service.move_log(view.id)
    names = await people.names(view.players)
    return record_file(view, log, names)


async def move_lines(service: MatchService, people: People, view: MatchView) -> list[str]:
    """The move log in words: numbered moves, or Thwart Omega rounds with random fills marked."""
    log = await service.move_log(view.id)
    names = await people.names(view.players)
    game = rules.get_game(view.game_id)
    lines = []
    if game.simultaneous:
        rounds: dict[int, int] = {}
        for first, second in zip(log[0::2], log[1::2], strict=False):
            number = rounds[first.game_no] = rounds.get(first.game_no, 0) + 1
            parts = []
            for entry in (first, second):
                mark = " (random)" if entry.random_fill else ""
                parts.append(f"{names[entry.seat]} `{entry.move}`{mark}")
            game_no = f"game {first.game_no}, " if view.game_no > 1 else ""
            lines.append(f"{game_no}round {number}: " + " · ".join(parts))
        return lines
    for entry in log:
        lines.append(f"{entry.ply + 1}. {names[entry.seat]}: `{entry.move}`")
    return lines
