"""``/host create`` and ``/host organiser-role``: a new tournament, and who may organise."""

from __future__ import annotations

from dataclasses import replace

import discord
from discord import app_commands

from bot.cogs.common.options import parse_game_options
from bot.cogs.tournaments.host.base import Organising
from bot.cogs.tournaments.host.choices import (
    FORMAT_CHOICES,
    PLAYOFF_CHOICES,
    RULE_CHOICES,
    SEAT_CHOICES,
    SEEDING_CHOICES,
    UNPLAYED_CHOICES,
    parse_pool,
    parse_tie_breaks,
)
from bot.cogs.tournaments.lookup import (
    actor_of,
    answer_text,
)
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.records import NoShow, TournamentConfig
from bot.engine.tournaments.service import Actor
from bot.engine.tournaments.vocabulary import (
    ChoiceRule,
    Format,
    GameChoice,
    Playoff,
    Settings,
    TieSeat,
    Unplayed,
)


class Creating(Organising):
    @app_commands.describe(
        name="The tournament's name",
        format="single elimination (default), double elimination, round robin or Swiss",
        games="Game ids separated by commas, or all (default)",
        choice="How each match's game is chosen (default: agree or ban, or fixed for one game)",
        best_of="Games per match: 1, 3 or 5 (default 1)",
        seeding="Seed at random (default), by entry order or by rating in the tournament's games",
        starts_in="Minutes until it starts by itself (default: when you use /host start)",
        starts_at="Or a start date and time in the server's zone (/host time-zone): 2026-12-24 20:00",
        checkin="Minutes of check-in before the start (default 0: no check-in)",
        deadline="Minutes a match may wait for a player before a no-show forfeit (0: none)",
        no_show_forfeit="A player who never shows up loses (default) or you are only told",
        rounds="Swiss: number of rounds (default: enough for the field)",
        max_players="Seats (default: the format's limit); later sign-ups go on a waitlist",
        remind="Minutes before check-in closes to remind who has not checked in (0: none)",
        tie_seat="Thwart Omega: who wins a full tie in tournament games",
        round_seconds="Thwart Omega: seconds per round",
        time_limit="Games played move by move: seconds per move",
        tie_breaks="Swiss/round robin: tie-break order, e.g. bh-c1, bh, sb (or buchholz-cut-1 ...)",
        unplayed="Swiss: how byes, forfeits and absences count in tie-breaks (default FIDE 2026)",
        pick_minutes="Agree or ban: minutes for each pick or ban (default 10)",
        board="Game options, e.g. meuda size=7; meter size=5 pie=off",
        public_threads="Anyone may watch the match threads (default: private, players and mods)",
        third_place="Single elimination: the semi-final losers play for third (default: no)",
        playoff="Swiss/round robin: a play-off for a tie for first (default: none)",
    )
    @app_commands.choices(
        format=FORMAT_CHOICES,
        choice=RULE_CHOICES,
        tie_seat=SEAT_CHOICES,
        seeding=SEEDING_CHOICES,
        unplayed=UNPLAYED_CHOICES,
        playoff=PLAYOFF_CHOICES,
    )
    async def create(  # noqa: PLR0917 (discord.py maps each option to a parameter)
        self,
        interaction: discord.Interaction,
        name: str,
        format: str = Format.SINGLE.value,
        games: str | None = None,
        choice: str | None = None,
        best_of: app_commands.Range[int, 1, 5] = 1,
        seeding: str = T.Seeding.RANDOM.value,
        starts_in: app_commands.Range[int, 1, 86400] | None = None,
        starts_at: app_commands.Range[str, 1, 40] | None = None,
        checkin: app_commands.Range[int, 0, 10080] = 0,
        deadline: app_commands.Range[int, 0, 86400] = 60,
        no_show_forfeit: bool = True,
        rounds: app_commands.Range[int, 1, 255] | None = None,
        max_players: app_commands.Range[int, 2, 256] | None = None,
        tie_seat: str = TieSeat.HIGHER_SEED.value,
        round_seconds: app_commands.Range[int, 5, 86400] | None = None,
        time_limit: app_commands.Range[int, 5, 2592000] | None = None,
        tie_breaks: str | None = None,
        pick_minutes: app_commands.Range[int, 1, 1440] = 10,
        board: str | None = None,
        unplayed: str = Unplayed.FIDE_2026.value,
        remind: app_commands.Range[int, 0, 1440] = 5,
        public_threads: bool = False,
        third_place: bool = False,
        playoff: str = Playoff.OFF.value,
    ) -> None:
        async def work() -> str:
            pool = parse_pool(games)
            options = parse_game_options(board)
            rule = (
                ChoiceRule(choice)
                if choice
                else (ChoiceRule.FIXED if len(pool) == 1 else ChoiceRule.AGREE_OR_BAN)
            )
            settings = Settings(
                GameChoice(rule, pool),
                format=Format(format),
                rounds=rounds or 0,
                best_of=best_of,
                tie_seat=TieSeat(tie_seat),
                tie_breaks=parse_tie_breaks(tie_breaks),
                unplayed=Unplayed(unplayed),
                third_place=third_place,
                playoff=Playoff(playoff),
            )
            timing = None
            if round_seconds is not None or time_limit is not None:
                base = (await self.matches.guild_settings(interaction.guild_id or 0)).timing
                timing = replace(
                    base,
                    round_seconds=round_seconds or base.round_seconds,
                    move_seconds=time_limit or base.move_seconds,
                )
            config = TournamentConfig(
                settings,
                seeding=T.Seeding(seeding),
                checkin_minutes=checkin,
                deadline_minutes=deadline,
                no_show=NoShow.FORFEIT if no_show_forfeit else NoShow.NOTIFY,
                max_players=max_players,
                timing=timing,
                choice_minutes=pick_minutes,
                options=options,
                reminder_minutes=remind,
                public_threads=public_threads,
            )
            view = await self.service.create(
                guild_id=interaction.guild_id or 0,
                channel_id=interaction.channel_id or 0,
                actor=await actor_of(self.service, interaction),
                name=name,
                config=config,
                starts_in_minutes=starts_in,
                starts_at_text=starts_at,
            )
            done = f"{view.name} is created (tournament #{view.id}); sign-up is open here."
            me = interaction.guild.me if interaction.guild is not None else None
            if view.record.starts_at is not None and (
                me is None or not me.guild_permissions.manage_events
            ):
                done += (
                    " It is not in the server's events: I need the Manage Events permission "
                    "to add it there."
                )
            return done

        await answer_text(interaction, work)

    @app_commands.describe(
        role="Members with this role may organise tournaments (empty: nobody extra)"
    )
    async def organiser_role(
        self, interaction: discord.Interaction, role: discord.Role | None = None
    ) -> None:
        async def work() -> str:
            actor = Actor(interaction.user.id, bool(interaction.permissions.manage_guild))
            await self.service.set_organiser_role(
                interaction.guild_id or 0, None if role is None else role.id, actor
            )
            if role is None:
                return "Only server managers can organise tournaments now."
            return f"Members with {role.mention} can now organise tournaments."

        await answer_text(interaction, work)
