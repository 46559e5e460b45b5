"""Commands that only read: ``/board``, ``/history``, ``/matches``. Anyone may look at any match
of the server (matches are public; Thwart Omega's sealed moves are not in the move log until
the round is revealed). Replies are private so they do not clutter the match thread."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.people import People
from bot.cogs.common.places import playable_anywhere
from bot.cogs.common.replies import Reply, answer
from bot.cogs.common.words import channel_link, mention
from bot.cogs.matches import texts
from bot.cogs.matches.lookup import find_match, home_of
from bot.cogs.matches.outcomes import said_again
from bot.cogs.matches.texts import results as result_texts
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
            words = Words.for_interaction(interaction)
            picture = await self.boards.picture(view, view.state, None, names, words=words)
            return Reply(status_line(view, words), picture)

        await answer(interaction, work)

    @app_commands.command(
        name="history", description="List a match's moves, with its game record file (only to you)."
    )
    @playable_anywhere
    @app_commands.describe(match=MATCH_HELP)
    async def history(self, interaction: discord.Interaction, match: int | None = None) -> None:
        async def work() -> Reply:
            view = await find_match(self.service, interaction, match, acting=False)
            words = Words.for_interaction(interaction)
            lines = await move_lines(self.service, self.people, view, words)
            head = words(
                "show-history-head",
                match=str(view.id),
                game=view.game_title,
                count=len(lines),
                unit="rounds" if view.game_id == "thwart-omega" else "moves",
            )
            record = await record_of(self.service, self.people, view)
            body = "\n".join(lines) or words("show-no-moves")
            if len(head) + len(body) < 1900:
                return Reply(f"{head}\n{body}", text_file=record)
            return Reply(words("show-history-attached", head=head), text_file=record)

        await answer(interaction, work)

    @app_commands.command(name="matches", description="Your running matches (only to you).")
    @playable_anywhere
    async def matches(self, interaction: discord.Interaction) -> None:
        async def work() -> str:
            mine = await self.service.matches_of(interaction.user.id)
            words = Words.for_interaction(interaction)
            if not mine:
                return words("show-no-running")
            lines = [match_line(v, interaction.user.id, words) for v in mine[:20]]
            more = "\n" + words("show-more", count=len(mine) - 20) if len(mine) > 20 else ""
            return "\n".join(lines) + more

        await answer(interaction, work)


def status_line(view: MatchView, words: Words = ENGLISH_WORDS) -> str:
    """One line about a match's state: who plays what, who is to move, the deadline."""
    seats = " vs ".join(
        texts.seat_label(p, c, words) for p, c in zip(view.players, view.colours, strict=True)
    )
    head = words("show-status-head", match=str(view.id), game=view.game_title, seats=seats)
    deadline = texts.deadline_phrase(view.deadline, words)
    if view.status is MatchStatus.FINISHED and view.result is not None:
        winner = view.result.winner
        details = said_again(view, view.result, words) or result_texts.result_details(
            view.result, view.colours, words
        )
        if winner is None:
            line = words("show-over-no-winner", head=head, details=details)
        else:
            line = words(
                "show-over-won", head=head, player=mention(view.players[winner]), details=details
            )
        return line.strip()
    if view.status is MatchStatus.ABORTED:
        return words("show-aborted", head=head)
    if view.round is not None:
        return words("show-round", head=head, round=str(view.round), deadline=deadline)
    if len(view.to_act) == 1:
        return words("show-to-move", head=head, player=mention(view.to_act[0]), deadline=deadline)
    return words("show-both-move", head=head)


def match_line(view: MatchView, user_id: int, words: Words = ENGLISH_WORDS) -> str:
    opponent = view.players[1] if view.players[0] == user_id else view.players[0]
    if view.round is not None:
        turn = words("show-turn-round", round=str(view.round))
    elif user_id in view.to_act:
        turn = words("show-turn-yours")
    else:
        turn = words("show-turn-waiting")
    return words(
        "show-match-line",
        match=str(view.id),
        game=view.game_title,
        opponent=mention(opponent),
        where=channel_link(home_of(view)),
        turn=turn,
        deadline=texts.deadline_phrase(view.deadline, words),
    )


async def record_of(service: MatchService, people: People, view: MatchView) -> tuple[str, str]:
    """The match's game record file (docs/records.md) as ``(file name, text)``."""
    log = await service.move_log(view.id)
    names = await people.names(view.players)
    return record_file(view, log, names)


async def move_lines(
    service: MatchService, people: People, view: MatchView, words: Words = ENGLISH_WORDS
) -> list[str]:
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
                if entry.random_fill:
                    parts.append(
                        words("show-move-random", player=names[entry.seat], move=entry.move)
                    )
                else:
                    parts.append(f"{names[entry.seat]} `{entry.move}`")
            moves = " · ".join(parts)
            if view.game_no > 1:
                lines.append(
                    words("show-game-round", game=first.game_no, round=number, moves=moves)
                )
            else:
                lines.append(words("show-round-moves", round=number, moves=moves))
        return lines
    for entry in log:
        lines.append(f"{entry.ply + 1}. {names[entry.seat]}: `{entry.move}`")
    return lines
