"""``/host``: the organiser's commands (create, cap, open check-in, start, set-result, drop,
disqualify, replace, late entry, pairing, watch, pause, resume, cancel, export, organiser-role,
participant-role, champion-role, time-zone).

The group has default member permissions of Manage Server, so members never see it; a server
admin may grant it to a role in Server Settings → Integrations. The engine still checks every
use (``Actor.manager``: Manage Server or the organiser role; or the tournament's creator) and
writes every action to the audit log, since what Discord shows is a server's own choice.
``/host cancel`` asks for a private confirmation first (``confirm.py``). What every member uses
(status, list, my matches, drop, concede) is ``/tournament`` (``../commands.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

from bot.cogs.common.confirm import Confirmations
from bot.cogs.tournaments.host.creating import Creating
from bot.cogs.tournaments.host.draft import Drafts
from bot.cogs.tournaments.host.field import Field
from bot.cogs.tournaments.host.results import Results
from bot.cogs.tournaments.host.running import Running
from bot.cogs.tournaments.host.server import ServerSetup
from bot.engine.matches.service import MatchService
from bot.engine.tournaments.service import TournamentService

# /host's subcommands in the order Discord lists them: (name, description, callback); the
# callbacks live in the modules of this folder, one per concern, with their options described.
SUBCOMMANDS: tuple[tuple[str, str, Callable[..., Any]], ...] = (
    ("create", "Create a tournament: choose a preset, then the rest.", Creating.create),
    ("organiser-role", "Server managers: who may organise.", Creating.organiser_role),
    ("participant-role", "Server managers: the role players wear.", ServerSetup.participant_role),
    ("champion-role", "Server managers: the champion's role.", ServerSetup.champion_role),
    ("time-zone", "Server managers: the zone start times are typed in.", ServerSetup.time_zone),
    ("open", "Open check-in now; the tournament starts when it closes.", Running.open_checkin),
    ("start", "Start the tournament now.", Running.start),
    ("set-result", "Set or change a result (undo the last with /host undo).", Results.set_result),
    ("undo", "Take back the last result you set, if nothing depends on it.", Results.undo),
    ("disqualify", "Disqualify a player (their past results stay).", Field.disqualify),
    ("replace", "A substitute takes a player's place.", Field.replace_player),
    ("pause", "Pause (running games go on).", Running.pause),
    ("resume", "Resume a paused tournament.", Running.resume),
    ("cap", "Before the start: change the number of seats.", Field.cap),
    ("seeds", "Before the start: set the top seeds yourself.", Field.seeds),
    ("pairing", "Decide a Swiss round that has no legal pairing.", Running.pairing),
    ("watch", "Be added to every match thread of the event.", Running.watch),
    ("late-entry", "Swiss: let a player into the running event.", Field.late_entry),
    ("cancel", "Cancel the tournament (asks to confirm).", Running.cancel),
    ("drop", "Take a player out (before the start: their sign-up).", Field.drop),
    ("export", "Every result and the audit log: CSV, JSON and FIDE TRF.", Results.export),
)


class Host(Creating, ServerSetup, Running, Field, Results):
    """``/host``: the group and the parts its commands use (see ``Organising``)."""

    host = app_commands.Group(
        name="host",
        description="Organisers: create and run tournaments.",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(
        self,
        service: TournamentService,
        matches: MatchService,
        confirmations: Confirmations,
        drafts: Drafts,
    ) -> None:
        self.service = service
        self.matches = matches
        self.confirmations = confirmations
        self.drafts = drafts
        confirmations.add("host-cancel", self.cancel_now)


def _add_subcommands(group: app_commands.Group) -> None:
    """Each cog made from ``Host`` copies the group with these, bound to itself."""
    for name, description, callback in SUBCOMMANDS:
        group.command(name=name, description=description)(callback)


_add_subcommands(Host.host)
