"""``/tournament``: what every member uses — ``status``, ``list``, ``my-matches``, ``drop``
(leave) and ``concede`` — next to the buttons (Join, Check in, Choose). The organiser's commands
are ``/host`` (``host/``), hidden from members by default.

The service is the engine's (``Engine.tournaments``, built with the match service so its timer
handlers exist before anything fires); the composition root installs the delivery of its
notifications (``delivery.py``, ``entries.py``) before the engine starts, and this cog adds its
persistent buttons.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands
from discord.utils import escape_markdown

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.common.pages import PageLinks, link_line, shared
from bot.cogs.common.words import channel_link, mention
from bot.cogs.tournaments.delivery import TournamentDelivery, draw_all
from bot.cogs.tournaments.entries import EntryDelivery
from bot.cogs.tournaments.lookup import (
    TOURNAMENT_HELP,
    answer_text,
    answer_with_files,
    tournament_of,
)
from bot.cogs.tournaments.pacing import status_lines
from bot.cogs.tournaments.stages import plan_lines, status_line
from bot.cogs.tournaments.texts.status import describe_key, status_text
from bot.cogs.tournaments.titles import title_in
from bot.engine.matches.service import MatchService
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.records import TournamentListing
from bot.engine.tournaments.service import TournamentService
from bot.engine.tournaments.views import TournamentView

LISTED = 20  # tournaments shown by /tournament list


def list_text(records: list[TournamentListing], words: Words = ENGLISH_WORDS) -> str:
    """``/tournament list``: this server's tournaments, those not over first, whole lines only."""
    if not records:
        return words("tourn-list-none")
    lines = [words("tourn-list-head")]
    for shown, record in enumerate(records[:LISTED]):
        line = words(
            "tourn-list-line",
            id=str(record.id),
            name=f"**{escape_markdown(record.name)}**",
            format=record.format.value,
            phase=record.phase.value,
        )
        if len("\n".join([*lines, line])) > MESSAGE_CHARS - 60:
            records = records[shown:]
            break
        lines.append(line)
    else:
        records = records[LISTED:]
    if records:
        lines.append(words("tourn-list-more", count=len(records)))
    return "\n".join(lines)


def where_text(
    view: TournamentView, user_id: int, threads: dict[int, int], words: Words = ENGLISH_WORDS
) -> str | None:
    """One line: where ``user_id`` stands in ``view`` (``None`` if they are not in it).
    ``threads``: match id → the thread it is played in."""
    head = f"#{view.id} **{escape_markdown(view.name)}**"
    if view.phase.before_start:
        entry = next((e for e in view.entries if e.user_id == user_id), None)
        if entry is None:
            return None
        place = view.waitlist_place(user_id)
        return words(
            "tourn-where-entered",
            head=head,
            checked="yes" if entry.checked_in else "no",
            place="none" if place is None else str(place),
            phase=view.phase.value,
        )
    t = view.core
    entrant = None if t is None else t.entrant_of_player(user_id)
    if t is None or entrant is None:
        return None
    live = view.live_of(user_id)
    if live is not None:
        a, b = live.users
        opponent = b if a == user_id else a
        where = (
            channel_link(threads[live.match_id])
            if live.match_id is not None and live.match_id in threads
            else words("tourn-status-choosing")
        )
        return words(
            "tourn-where-playing",
            head=head,
            key=live.key,
            title=title_in(words, describe_key(t, live.key)),
            opponent=mention(opponent),
            where=where,
        )
    if view.phase.over:
        state = view.phase.value
    elif not entrant.active:
        state = "out"
    elif entrant.seed in T.eliminated(t):
        state = "eliminated"
    else:
        state = "waiting"
    return words("tourn-where", head=head, state=state)


class Tournaments(commands.Cog):
    tournament = app_commands.Group(
        name="tournament", description="Tournaments: sign-up, brackets, standings.", guild_only=True
    )

    def __init__(
        self,
        service: TournamentService,
        matches: MatchService,
        delivery: TournamentDelivery,
        entries: EntryDelivery,
        pages: PageLinks | None = None,
    ) -> None:
        self.service = service
        self.pages = pages  # the web pages' links (None: no web server)
        self.matches = matches  # where a tournament match is played (its thread)
        # The delivery of the service's notifications, built and installed by the composition
        # root: the tournament's own, and the waitlist, check-in reminder and late entries.
        self.delivery = delivery
        self.entries = entries

    @tournament.command(name="list", description="This server's tournaments, running ones first.")
    async def list_(self, interaction: discord.Interaction) -> None:
        async def work() -> str:
            words = Words.for_interaction(interaction)
            return list_text(await self.service.of_guild(interaction.guild_id or 0), words)

        await answer_text(interaction, work)

    @tournament.command(
        name="my-matches", description="Where you stand in this server's tournaments."
    )
    async def my_matches(self, interaction: discord.Interaction) -> None:
        async def work() -> str:
            words = Words.for_interaction(interaction)
            lines: list[str] = []
            for record in await self.service.of_guild(interaction.guild_id or 0):
                if record.phase.over:
                    continue
                view = await self.service.get(record.id)
                threads: dict[int, int] = {}
                for live in view.lives:
                    if (
                        live.match_id is not None
                        and live.side_of_user(interaction.user.id) is not None
                    ):
                        match = await self.matches.get_match(live.match_id)
                        if match.thread_id is not None:
                            threads[live.match_id] = match.thread_id
                line = where_text(view, interaction.user.id, threads, words)
                if line is None:
                    continue
                if len("\n".join([*lines, line])) > MESSAGE_CHARS - 60:
                    lines.append(words("tourn-mine-more"))
                    break
                lines.append(line)
            if not lines:
                return words("tourn-mine-none")
            return "\n".join(lines)

        await answer_text(interaction, work)

    # ---- players ---------------------------------------------------------------------------

    @tournament.command(name="drop", description="Leave the tournament (your results so far stay).")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def drop(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.leave(view.id, interaction.user.id)
            words = Words.for_interaction(interaction)
            return words("tourn-left-answer", name=view.name)

        await answer_text(interaction, work)

    @tournament.command(name="concede", description="Report that you lost your current match.")
    @app_commands.describe(
        match="The match (default: the one you are playing)", tournament=TOURNAMENT_HELP
    )
    async def concede(
        self,
        interaction: discord.Interaction,
        match: str | None = None,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            await self.service.concede(view.id, interaction.user.id, match)
            words = Words.for_interaction(interaction)
            return words("tourn-conceded")

        await answer_text(interaction, work)

    @tournament.command(
        name="status", description="Where the tournament stands, with its bracket or table."
    )
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def status(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        """The status text with the same pictures as the channel's picture message: one page
        when it holds everything; else the overview and the pages being played (or the
        standings' pages), each readable inline, and the whole bracket or table as a file."""

        async def work() -> tuple[str, list[discord.File]]:
            view = await tournament_of(self.service, interaction, tournament)
            stage = None
            if view.core is not None:
                stage = status_line(view.core, Words.for_interaction(interaction))
            elif view.record.config.settings.top_cut:
                plan = plan_lines(view.record.config.settings, Words.for_interaction(interaction))
                stage = " ".join(plan)
            words = Words.for_interaction(interaction)
            text = status_text(view, stage, status_lines(words, view), words)
            if self.pages is not None and await shared(self.matches, view.record.guild_id):
                text += link_line(words("tourn-follow-live"), self.pages.tournament(view.id))
            return text, await draw_all(view, words)

        await answer_with_files(interaction, work)
