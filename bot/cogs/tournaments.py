"""``/tournament``: create and run tournaments (``bot.engine.tournament_service``).

Players use the buttons (Join, Check in, Choose) and ``/tournament status``, ``drop``,
``concede``, ``export``. Organisers — server managers (Manage Server), members with the role
set by ``/tournament organiser-role``, and the tournament's creator — use the rest; the engine
refuses anyone else with a sentence, and logs every organiser action in the audit log.

Which tournament a command is about: the ``tournament`` option, else the newest one not over in
this channel (or on this server). The service is the engine's (``Engine.tournaments``, built
with the match service so its timer handlers exist before anything fires); the cog installs the
delivery of its notifications (``tournament_delivery``) and its persistent buttons.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands

import rules
from bot.cogs.arena import arena_of
from bot.cogs.options import parse_game_options
from bot.cogs.replies import PLAYER_ERRORS, Problem, acknowledge, send_private
from bot.cogs.tournament_buttons import TOURNAMENT_BUTTONS
from bot.cogs.tournament_delivery import TournamentDelivery, draw
from bot.cogs.tournament_texts import status_text
from bot.engine.tournament import game_choice as G
from bot.engine.tournament import tournament as T
from bot.engine.tournament.model import Format, TieBreak
from bot.engine.tournament.series import TieSeat
from bot.engine.tournament.settings import Settings
from bot.engine.tournament_service.records import NoShow, TournamentConfig
from bot.engine.tournament_service.service import Actor
from bot.engine.tournament_service.views import TournamentView

log = logging.getLogger(__name__)

TOURNAMENT_HELP = "Tournament number (default: the newest one not over on this server)"

FORMAT_CHOICES = [
    Choice(name="single elimination", value=Format.SINGLE.value),
    Choice(name="double elimination", value=Format.DOUBLE.value),
    Choice(name="round robin", value=Format.ROUND_ROBIN.value),
    Choice(name="Swiss", value=Format.SWISS.value),
]
RULE_CHOICES = [
    Choice(name="agree or ban (the players choose)", value=G.ChoiceRule.AGREE_OR_BAN.value),
    Choice(name="rotation (one game per round, in turn)", value=G.ChoiceRule.ROTATION.value),
    Choice(name="fixed (one game)", value=G.ChoiceRule.FIXED.value),
]
SEAT_CHOICES = [
    Choice(name="the higher seed wins a full tie", value=TieSeat.HIGHER_SEED.value),
    Choice(name="the lower seed wins a full tie", value=TieSeat.LOWER_SEED.value),
    Choice(name="a full tie is replayed", value=TieSeat.REPLAY.value),
]
SEEDING_CHOICES = [
    Choice(name="at random", value=T.Seeding.RANDOM.value),
    Choice(name="by entry order", value=T.Seeding.ENTRY.value),
    Choice(
        name="by rating on this server (unrated last, ties at random)", value=T.Seeding.RATING.value
    ),
]

Files = list[tuple[str, bytes]]
Work = Callable[[], Awaitable[tuple[str, Files | discord.File | None]]]


async def answer_with_files(interaction: discord.Interaction, work: Work) -> None:
    """Like ``replies.answer`` (defer, work, a private reply), with attachments."""
    if not await acknowledge(interaction):
        return
    try:
        text, files = await work()
    except PLAYER_ERRORS as error:
        await send_private(interaction, str(error))
        return
    attachments: list[discord.File] = []
    if isinstance(files, discord.File):
        attachments = [files]
    elif files:
        attachments = [discord.File(io.BytesIO(data), filename=name) for name, data in files]
    try:
        await interaction.followup.send(text, files=attachments, ephemeral=True)
    except discord.HTTPException as error:
        log.warning("could not answer a tournament command: %r", error)


def parse_pool(text: str | None) -> tuple[str, ...]:
    """``meter, meuda`` or ``all``: game ids in the order given."""
    if text is None or text.strip().lower() in ("", "all"):
        return tuple(rules.GAMES)
    pool = []
    for word in text.replace(",", " ").split():
        try:
            game = rules.get_game(word).id
        except rules.UnknownGame:
            raise Problem(
                f"There is no game called `{word}`. Games: {', '.join(rules.GAMES)}, or `all`."
            ) from None
        if game not in pool:
            pool.append(game)
    return tuple(pool)


TIE_BREAK_NAMES = {
    **{t.value: t for t in TieBreak},
    "bh": TieBreak.BUCHHOLZ,
    "median": TieBreak.MEDIAN_BUCHHOLZ,
    "sb": TieBreak.SONNEBORN_BERGER,
}


def parse_tie_breaks(text: str | None) -> tuple[TieBreak, ...]:
    """``sonneborn-berger, buchholz`` → the tie-break order (empty: the format's default)."""
    order: list[TieBreak] = []
    for word in (text or "").replace(",", " ").lower().split():
        tie_break = TIE_BREAK_NAMES.get(word)
        if tie_break is None:
            names = ", ".join(t.value for t in TieBreak)
            raise Problem(f"There is no tie-break called `{word}`. Tie-breaks: {names}.")
        if tie_break in order:
            raise Problem(f"The tie-break `{tie_break.value}` is listed twice.")
        order.append(tie_break)
    return tuple(order)


class Tournaments(commands.Cog):
    tournament = app_commands.Group(
        name="tournament", description="Tournaments: sign-up, brackets, standings.", guild_only=True
    )

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        arena = arena_of(bot)
        self.service = arena.engine.tournaments
        self.delivery = TournamentDelivery(arena, self.service)
        self.delivery.install()

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*TOURNAMENT_BUTTONS)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*TOURNAMENT_BUTTONS)

    # ---- helpers ---------------------------------------------------------------------------

    async def actor(self, interaction: discord.Interaction) -> Actor:
        """The person asking; ``manager`` if they may organise tournaments on this server."""
        manager = bool(interaction.permissions.manage_guild)
        if not manager and isinstance(interaction.user, discord.Member):
            role = await self.service.organiser_role(interaction.guild_id or 0)
            manager = role is not None and any(r.id == role for r in interaction.user.roles)
        return Actor(interaction.user.id, manager)

    async def which(
        self, interaction: discord.Interaction, tournament: int | None
    ) -> TournamentView:
        guild = interaction.guild_id or 0
        if tournament is not None:
            view = await self.service.get(tournament)
            if view.record.guild_id != guild:
                raise Problem(f"There is no tournament #{tournament} on this server.")
            return view
        found = await self.service.find(guild, interaction.channel_id)
        if found is None:
            raise Problem("There is no tournament on this server yet.")
        return found

    async def run(
        self, interaction: discord.Interaction, work: Callable[[], Awaitable[str]]
    ) -> None:
        async def wrapped() -> tuple[str, None]:
            return await work(), None

        await answer_with_files(interaction, wrapped)

    # ---- creating --------------------------------------------------------------------------

    @tournament.command(
        name="create", description="Organisers: create a tournament and open sign-up."
    )
    @app_commands.describe(
        name="The tournament's name",
        format="single elimination (default), double elimination, round robin or Swiss",
        games="Game ids separated by commas, or all (default)",
        choice="How each match's game is chosen (default: agree or ban, or fixed for one game)",
        best_of="Games per match: 1, 3 or 5 (default 1)",
        seeding="Seed at random (default), by entry order or by rating in the tournament's games",
        starts_in="Minutes until it starts by itself (default: when you use /tournament start)",
        checkin="Minutes of check-in before the start (default 0: no check-in)",
        deadline="Minutes a match may wait for a player before a no-show forfeit (0: none)",
        no_show_forfeit="A player who never shows up loses (default) or you are only told",
        rounds="Swiss: number of rounds (default: enough for the field)",
        max_players="Player limit",
        tie_seat="Thwart Omega: who wins a full tie in tournament games",
        round_seconds="Thwart Omega: seconds per round",
        time_limit="Games played move by move: seconds per move",
        tie_breaks="Swiss/round robin: tie-break order, e.g. sonneborn-berger, buchholz",
        pick_minutes="Agree or ban: minutes for each pick or ban (default 10)",
        board="Game options, e.g. meuda size=7; meter size=5 pie=off",
    )
    @app_commands.choices(
        format=FORMAT_CHOICES, choice=RULE_CHOICES, tie_seat=SEAT_CHOICES, seeding=SEEDING_CHOICES
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
    ) -> None:
        async def work() -> str:
            pool = parse_pool(games)
            options = parse_game_options(board)
            rule = (
                G.ChoiceRule(choice)
                if choice
                else (G.ChoiceRule.FIXED if len(pool) == 1 else G.ChoiceRule.AGREE_OR_BAN)
            )
            settings = Settings(
                G.GameChoice(rule, pool),
                format=Format(format),
                rounds=rounds or 0,
                best_of=best_of,
                tie_seat=TieSeat(tie_seat),
                tie_breaks=parse_tie_breaks(tie_breaks),
            )
            timing = None
            if round_seconds is not None or time_limit is not None:
                base = (
                    await arena_of(self.bot).service.guild_settings(interaction.guild_id or 0)
                ).timing
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
            )
            view = await self.service.create(
                guild_id=interaction.guild_id or 0,
                channel_id=interaction.channel_id or 0,
                actor=await self.actor(interaction),
                name=name,
                config=config,
                starts_in_minutes=starts_in,
            )
            return f"{view.name} is created (tournament #{view.id}); sign-up is open here."

        await self.run(interaction, work)

    @tournament.command(name="organiser-role", description="Server managers: who may organise.")
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

        await self.run(interaction, work)

    # ---- the organiser's commands ------------------------------------------------------------

    @tournament.command(name="checkin", description="Organisers: open check-in now.")
    @app_commands.describe(
        minutes="How long check-in stays open; then it starts", tournament=TOURNAMENT_HELP
    )
    async def checkin(
        self,
        interaction: discord.Interaction,
        minutes: app_commands.Range[int, 1, 10080] | None = None,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            view = await self.which(interaction, tournament)
            view = await self.service.open_checkin(view.id, await self.actor(interaction), minutes)
            return f"Check-in for {view.name} is open."

        await self.run(interaction, work)

    @tournament.command(name="start", description="Organisers: start the tournament now.")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def start(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await self.which(interaction, tournament)
            view = await self.service.start(view.id, await self.actor(interaction))
            return f"{view.name} has started."

        await self.run(interaction, work)

    @tournament.command(name="set-result", description="Organisers: set or change a result.")
    @app_commands.describe(
        match="The match, as on the bracket (W1.2, L3.1, GF) or R2.3 (round 2, board 3)",
        winner="Who won (leave empty with draw)",
        draw="The match was drawn (Swiss and round robin)",
        tournament=TOURNAMENT_HELP,
    )
    async def set_result(
        self,
        interaction: discord.Interaction,
        match: str,
        winner: discord.Member | None = None,
        draw: bool = False,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            if (winner is None) == (not draw):
                raise Problem("Give either the winner or `draw: True`, not both or neither.")
            view = await self.which(interaction, tournament)
            actor = await self.actor(interaction)
            view = await self.service.set_result(
                view.id, actor, match, None if winner is None else winner.id
            )
            return f"The result of {match.upper()} in {view.name} is set."

        await self.run(interaction, work)

    @tournament.command(name="disqualify", description="Organisers: disqualify a player.")
    @app_commands.describe(tournament=TOURNAMENT_HELP, player="The player concerned")
    async def disqualify(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            view = await self.which(interaction, tournament)
            await self.service.disqualify(view.id, await self.actor(interaction), player.id)
            return f"{player.mention} is disqualified from {view.name}."

        await self.run(interaction, work)

    @tournament.command(
        name="replace", description="Organisers: a substitute takes a player's place."
    )
    @app_commands.describe(
        tournament=TOURNAMENT_HELP,
        player="The player concerned",
        substitute="Who takes their place",
    )
    async def replace_player(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        substitute: discord.Member,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            if substitute.bot:
                raise Problem("Bots cannot play.")
            view = await self.which(interaction, tournament)
            await self.service.replace_player(
                view.id,
                await self.actor(interaction),
                player.id,
                substitute.id,
                substitute.display_name,
            )
            return f"{substitute.mention} takes {player.mention}'s place in {view.name}."

        await self.run(interaction, work)

    @tournament.command(name="pause", description="Organisers: pause (running games go on).")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def pause(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await self.which(interaction, tournament)
            view = await self.service.pause(view.id, await self.actor(interaction))
            return f"{view.name} is paused."

        await self.run(interaction, work)

    @tournament.command(name="resume", description="Organisers: resume a paused tournament.")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def resume(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await self.which(interaction, tournament)
            view = await self.service.resume(view.id, await self.actor(interaction))
            return f"{view.name} goes on."

        await self.run(interaction, work)

    @tournament.command(name="cancel", description="Organisers: cancel the tournament.")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def cancel(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await self.which(interaction, tournament)
            view = await self.service.cancel(view.id, await self.actor(interaction))
            return f"{view.name} is cancelled."

        await self.run(interaction, work)

    # ---- players ---------------------------------------------------------------------------

    @tournament.command(name="drop", description="Leave the tournament (your results so far stay).")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def drop(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await self.which(interaction, tournament)
            view = await self.service.leave(view.id, interaction.user.id)
            return f"You left {view.name}."

        await self.run(interaction, work)

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
            view = await self.which(interaction, tournament)
            await self.service.concede(view.id, interaction.user.id, match)
            return "Your loss is recorded; thank you for playing it out fairly."

        await self.run(interaction, work)

    @tournament.command(
        name="status", description="Where the tournament stands, with its bracket or table."
    )
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def status(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> tuple[str, discord.File | None]:
            view = await self.which(interaction, tournament)
            return status_text(view), await draw(view)

        await answer_with_files(interaction, work)

    @tournament.command(name="export", description="Every result as CSV and JSON files.")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def export(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> tuple[str, Files]:
            view = await self.which(interaction, tournament)
            files = await self.service.export(view.id)
            return (
                f"All results of {view.name}.",
                [
                    (f"{files.stem}.csv", files.csv.encode()),
                    (f"{files.stem}.json", files.json.encode()),
                ],
            )

        await answer_with_files(interaction, work)
