"""``/host``: the organiser's commands (create, cap, open check-in, start, set-result, drop,
disqualify, replace, late entry, pairing, pause, resume, cancel, export, organiser-role).

The group has default member permissions of Manage Server, so members never see it; a server
admin may grant it to a role in Server Settings → Integrations. The engine still checks every
use (``Actor.manager``: Manage Server or the organiser role; or the tournament's creator) and
writes every action to the audit log, since what Discord shows is a server's own choice.
``/host cancel`` asks for a private confirmation first (``confirm.py``). What every member uses
(status, list, my matches, drop, concede) is ``/tournament`` (``tournaments.py``).
"""

from __future__ import annotations

import re
from dataclasses import replace

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands

import rules
from bot.cogs.common.confirm import Confirmations
from bot.cogs.common.options import parse_game_options
from bot.cogs.common.replies import Problem, Reply, answer
from bot.cogs.tournaments.lookup import (
    TOURNAMENT_HELP,
    Files,
    actor_of,
    answer_text,
    answer_with_files,
    tournament_of,
)
from bot.cogs.tournaments.texts import HELD_REASONS
from bot.engine.matches.service import MatchService
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, TieBreak, Unplayed
from bot.engine.tournaments.core.series import TieSeat
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import NoShow, TournamentConfig
from bot.engine.tournaments.service import Actor, TournamentService

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
    **{t.label.lower(): t for t in TieBreak},  # FIDE's acronyms: bh, bh-c1, bh-m1, sb, win
    "cut-1": TieBreak.BUCHHOLZ_CUT1,
    "median": TieBreak.MEDIAN_BUCHHOLZ,
}
HOW_CHOICES = [
    Choice(name="played", value="played"),
    Choice(name="forfeit (the loser did not play)", value="forfeit"),
    Choice(name="double forfeit (neither played)", value="double-forfeit"),
]
SCORE = re.compile(r"\s*(\d+(?:[.,]5|½)?|½)\s*[-–:]\s*(\d+(?:[.,]5|½)?|½)\s*")


def parse_score(text: str) -> tuple[float, float]:
    """``2-1``, ``1½-1½``, ``1.5–0.5`` → (2.0, 1.0) ..., or a sentence why not."""
    found = SCORE.fullmatch(text)
    if found is None:
        raise Problem(f"`{text}` is not a score; write it like `2-1` (the winner's games first).")

    def value(part: str) -> float:
        part = part.replace(",", ".")
        return 0.5 if part == "½" else float(part.replace("½", ".5"))

    return value(found[1]), value(found[2])


SEEDS_SHOWN = 20  # seeds repeated in the answer (a message holds 2,000 characters)
MENTION = re.compile(r"<@!?([0-9]{15,20})>")


def parse_mentions(text: str) -> list[int]:
    """``@Ana @Bo`` as Discord sends it (``<@123> <@456>``) → user ids in order."""
    ids = [int(found) for found in MENTION.findall(text)]
    rest = MENTION.sub(" ", text).replace(",", " ").split()
    if rest:
        raise Problem(f"`{rest[0]}` is not a player; mention each player (@name), in seed order.")
    return ids


PAIRING_CHOICES = [
    Choice(name="allow a rematch", value=T.REMATCH),
    Choice(name="give a second bye (avoids a rematch if it can)", value=T.SECOND_BYE),
    Choice(name="end the event after the rounds played", value="end"),
]
LATE_STARTS = {"zero": 0.0, "half": 0.5}
LATE_START_CHOICES = [
    Choice(name="zero points for the rounds missed", value="zero"),
    Choice(name="a half point for each round missed", value="half"),
]
UNPLAYED_CHOICES = [
    Choice(name="FIDE 2024 rules (C.07 Article 16)", value=Unplayed.FIDE_2024.value),
    Choice(name="FIDE 2009 rule (virtual opponent)", value=Unplayed.FIDE_2009.value),
]


def parse_tie_breaks(text: str | None) -> tuple[TieBreak, ...]:
    """``sonneborn-berger, buchholz`` → the tie-break order (empty: the format's default)."""
    order: list[TieBreak] = []
    for word in (text or "").replace(",", " ").lower().split():
        tie_break = TIE_BREAK_NAMES.get(word)
        if tie_break is None:
            names = ", ".join(f"{t.value} ({t.label.lower()})" for t in TieBreak)
            raise Problem(f"There is no tie-break called `{word}`. Tie-breaks: {names}.")
        if tie_break in order:
            raise Problem(f"The tie-break `{tie_break.value}` is listed twice.")
        order.append(tie_break)
    return tuple(order)


class Host(commands.Cog):
    host = app_commands.Group(
        name="host",
        description="Organisers: create and run tournaments.",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(
        self, service: TournamentService, matches: MatchService, confirmations: Confirmations
    ) -> None:
        self.service = service
        self.matches = matches  # the server's clocks, the default of a tournament's
        self.confirmations = confirmations
        confirmations.add("host-cancel", self.cancel_now)

    # ---- creating --------------------------------------------------------------------------

    @host.command(name="create", description="Create a tournament and open sign-up.")
    @app_commands.describe(
        name="The tournament's name",
        format="single elimination (default), double elimination, round robin or Swiss",
        games="Game ids separated by commas, or all (default)",
        choice="How each match's game is chosen (default: agree or ban, or fixed for one game)",
        best_of="Games per match: 1, 3 or 5 (default 1)",
        seeding="Seed at random (default), by entry order or by rating in the tournament's games",
        starts_in="Minutes until it starts by itself (default: when you use /host start)",
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
        unplayed="Swiss: how byes, forfeits and absences count in tie-breaks (default FIDE 2024)",
        pick_minutes="Agree or ban: minutes for each pick or ban (default 10)",
        board="Game options, e.g. meuda size=7; meter size=5 pie=off",
        public_threads="Anyone may watch the match threads (default: private, players and mods)",
    )
    @app_commands.choices(
        format=FORMAT_CHOICES,
        choice=RULE_CHOICES,
        tie_seat=SEAT_CHOICES,
        seeding=SEEDING_CHOICES,
        unplayed=UNPLAYED_CHOICES,
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
        unplayed: str = Unplayed.FIDE_2024.value,
        remind: app_commands.Range[int, 0, 1440] = 5,
        public_threads: bool = False,
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
                unplayed=Unplayed(unplayed),
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
            )
            return f"{view.name} is created (tournament #{view.id}); sign-up is open here."

        await answer_text(interaction, work)

    @host.command(name="organiser-role", description="Server managers: who may organise.")
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

    # ---- the organiser's commands ------------------------------------------------------------

    @host.command(
        name="open", description="Open check-in now; the tournament starts when it closes."
    )
    @app_commands.describe(
        minutes="How long check-in stays open; then it starts", tournament=TOURNAMENT_HELP
    )
    async def open_checkin(
        self,
        interaction: discord.Interaction,
        minutes: app_commands.Range[int, 1, 10080] | None = None,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.open_checkin(
                view.id, await actor_of(self.service, interaction), minutes
            )
            return f"Check-in for {view.name} is open."

        await answer_text(interaction, work)

    @host.command(name="start", description="Start the tournament now.")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def start(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.start(view.id, await actor_of(self.service, interaction))
            return f"{view.name} has started."

        await answer_text(interaction, work)

    @host.command(
        name="set-result", description="Set or change a result (undo the last with /host undo)."
    )
    @app_commands.describe(
        match="The match, as on the bracket (W1.2, L3.1, GF) or R2.3 (round 2, board 3)",
        winner="Who won (leave empty with draw or a double forfeit)",
        draw="The match was drawn (Swiss and round robin)",
        how="Played (default), a forfeit (the other did not play) or a double forfeit",
        score="Games, the winner's first, e.g. 2-1 (a draw: 1½-1½); default: not given",
        tournament=TOURNAMENT_HELP,
    )
    @app_commands.choices(how=HOW_CHOICES)
    async def set_result(  # noqa: PLR0917 (discord.py maps each option to a parameter)
        self,
        interaction: discord.Interaction,
        match: str,
        winner: discord.Member | None = None,
        draw: bool = False,
        how: str = "played",
        score: str | None = None,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            if how == "double-forfeit":
                if winner is not None or draw:
                    raise Problem("A double forfeit has no winner and is not a draw.")
            elif (winner is None) == (not draw):
                raise Problem("Give either the winner or `draw: True`, not both or neither.")
            games = None if score is None else parse_score(score)
            view = await tournament_of(self.service, interaction, tournament)
            actor = await actor_of(self.service, interaction)
            view = await self.service.set_result(
                view.id,
                actor,
                match,
                None if winner is None else winner.id,
                how=how,
                score=games,
            )
            return (
                f"The result of {match.strip().upper()} in {view.name} is set "
                "(`/host undo` takes it back while nothing depends on it)."
            )

        await answer_text(interaction, work)

    @host.command(
        name="undo", description="Take back the last result you set, if nothing depends on it."
    )
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def undo(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view, key = await self.service.undo_result(
                view.id, await actor_of(self.service, interaction)
            )
            return f"The result you set for {key} in {view.name} is taken back."

        await answer_text(interaction, work)

    @host.command(name="disqualify", description="Disqualify a player (their past results stay).")
    @app_commands.describe(tournament=TOURNAMENT_HELP, player="The player concerned")
    async def disqualify(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            await self.service.disqualify(
                view.id, await actor_of(self.service, interaction), player.id
            )
            return f"{player.mention} is disqualified from {view.name}."

        await answer_text(interaction, work)

    @host.command(name="replace", description="A substitute takes a player's place.")
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
            view = await tournament_of(self.service, interaction, tournament)
            await self.service.replace_player(
                view.id,
                await actor_of(self.service, interaction),
                player.id,
                substitute.id,
                substitute.display_name,
            )
            return f"{substitute.mention} takes {player.mention}'s place in {view.name}."

        await answer_text(interaction, work)

    @host.command(name="pause", description="Pause (running games go on).")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def pause(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.pause(view.id, await actor_of(self.service, interaction))
            return f"{view.name} is paused."

        await answer_text(interaction, work)

    @host.command(name="resume", description="Resume a paused tournament.")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def resume(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.resume(view.id, await actor_of(self.service, interaction))
            return f"{view.name} goes on."

        await answer_text(interaction, work)

    @host.command(name="cap", description="Before the start: change the number of seats.")
    @app_commands.describe(
        players="Seats; sign-ups beyond them wait on the waitlist in order",
        tournament=TOURNAMENT_HELP,
    )
    async def cap(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, 2, 256],
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.set_cap(
                view.id, await actor_of(self.service, interaction), players
            )
            waiting = f"; {len(view.waitlist)} on the waitlist" if view.waitlist else ""
            return f"{view.name} has {players} seats now ({len(view.seated)} taken{waiting})."

        await answer_text(interaction, work)

    @host.command(name="seeds", description="Before the start: set the top seeds yourself.")
    @app_commands.describe(
        players="Mentions in seed order, e.g. @Ana @Bo @Cy (they get seeds 1, 2, 3); empty: none",
        tournament=TOURNAMENT_HELP,
    )
    async def seeds(
        self,
        interaction: discord.Interaction,
        players: str | None = None,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            listed = parse_mentions(players or "")
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.set_seeds(
                view.id, await actor_of(self.service, interaction), listed
            )
            if not listed:
                return f"{view.name} has no manual seeds now."
            order = ", ".join(f"{i}. <@{u}>" for i, u in enumerate(listed[:SEEDS_SHOWN], start=1))
            more = f" and {len(listed) - SEEDS_SHOWN} more" if len(listed) > SEEDS_SHOWN else ""
            return f"Seeds of {view.name}: {order}{more}; everyone else follows."

        await answer_text(interaction, work)

    @host.command(name="pairing", description="Decide a Swiss round that has no legal pairing.")
    @app_commands.describe(
        choice="Allow a rematch, give a second bye, or end after the rounds played",
        tournament=TOURNAMENT_HELP,
    )
    @app_commands.choices(choice=PAIRING_CHOICES)
    async def pairing(
        self, interaction: discord.Interaction, choice: str, tournament: int | None = None
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.decide_pairing(
                view.id, await actor_of(self.service, interaction), choice
            )
            t = view.core
            if t is not None and t.held:
                needs = " and ".join(HELD_REASONS.get(r, r) for r in t.held)
                return f"Allowed, but the round still needs {needs}: choose again."
            if choice == "end":
                return f"{view.name} ends after the rounds played."
            return f"The next round of {view.name} is paired."

        await answer_text(interaction, work)

    @host.command(name="late-entry", description="Swiss: let a player into the running event.")
    @app_commands.describe(
        player="Who enters (paired from the next round)",
        start="Points for each round already paired: none (default) or a half point",
        tournament=TOURNAMENT_HELP,
    )
    @app_commands.choices(start=LATE_START_CHOICES)
    async def late_entry(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        start: str = "zero",
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            if player.bot:
                raise Problem("Bots cannot play.")
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.enter_late(
                view.id,
                await actor_of(self.service, interaction),
                player.id,
                player.display_name,
                LATE_STARTS[start],
            )
            t = view.core
            assert t is not None
            entrant = t.entrants[-1]
            return (
                f"{player.mention} is in {view.name} as seed {entrant.seed}, paired from round "
                f"{entrant.missed + 1}."
            )

        await answer_text(interaction, work)

    @host.command(name="cancel", description="Cancel the tournament (asks to confirm).")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def cancel(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> Reply:
            view = await tournament_of(self.service, interaction, tournament)
            view = await self.service.may_organise(
                view.id, await actor_of(self.service, interaction)
            )
            if view.phase.over:
                raise Problem(f"{view.name} is already over.")
            question = f"Cancel {view.name} (tournament #{view.id})? Its running games are aborted."
            return self.confirmations.ask(interaction, "host-cancel", view.id, question)

        await answer(interaction, work)

    @host.command(name="drop", description="Take a player out (before the start: their sign-up).")
    @app_commands.describe(player="The player concerned", tournament=TOURNAMENT_HELP)
    async def drop(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        tournament: int | None = None,
    ) -> None:
        async def work() -> str:
            view = await tournament_of(self.service, interaction, tournament)
            await self.service.drop_player(
                view.id, await actor_of(self.service, interaction), player.id
            )
            return f"{player.mention} is out of {view.name}; their past results stay."

        await answer_text(interaction, work)

    @host.command(name="export", description="Every result and the audit log as CSV and JSON.")
    @app_commands.describe(tournament=TOURNAMENT_HELP)
    async def export(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async def work() -> tuple[str, Files]:
            view = await tournament_of(self.service, interaction, tournament)
            service = self.service
            await service.may_organise(view.id, await actor_of(self.service, interaction))
            files = await service.export(view.id)
            return (
                f"All results of {view.name}.",
                [
                    (f"{files.stem}.csv", files.csv.encode()),
                    (f"{files.stem}.json", files.json.encode()),
                ],
            )

        await answer_with_files(interaction, work)

    async def cancel_now(self, interaction: discord.Interaction, tournament_id: int) -> str:
        """``/host cancel`` confirmed: the engine checks the organiser again, then cancels."""
        view = await self.service.cancel(tournament_id, await actor_of(self.service, interaction))
        return f"{view.name} is cancelled."
