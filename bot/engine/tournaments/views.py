"""What the tournament service returns to the Discord layer: plain, frozen values."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.model import UserId
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.game_choice import AgreeOrBan
from bot.engine.tournaments.core.model import Side
from bot.engine.tournaments.records import (
    EntryRecord,
    LivePairing,
    Phase,
    TournamentRecord,
)


@dataclass(frozen=True, slots=True)
class TournamentView:
    """A tournament with its sign-ups and the pairings being played now. ``core`` is the pure
    tournament once started: draw the bracket or standings from it."""

    record: TournamentRecord
    entries: tuple[EntryRecord, ...]
    lives: tuple[LivePairing, ...]

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def name(self) -> str:
        return self.record.name

    @property
    def phase(self) -> Phase:
        return self.record.phase

    @property
    def core(self) -> T.Tournament | None:
        return self.record.core

    @property
    def seated(self) -> tuple[EntryRecord, ...]:
        """Before the start: the sign-ups holding a seat (the first ``cap``, in entry order)."""
        return self.entries[: self.record.config.cap]

    @property
    def waitlist(self) -> tuple[EntryRecord, ...]:
        """Before the start: the sign-ups waiting for a seat, first in line first."""
        return self.entries[self.record.config.cap :]

    def waitlist_place(self, user_id: UserId) -> int | None:
        """``user_id``'s place on the waitlist (1: next in line), or ``None``."""
        users = [e.user_id for e in self.waitlist]
        return users.index(user_id) + 1 if user_id in users else None

    def live_of(self, user_id: UserId) -> LivePairing | None:
        """The pairing ``user_id`` is playing now, if any."""
        return next((p for p in self.lives if p.side_of_user(user_id) is not None), None)


@dataclass(frozen=True, slots=True)
class ChoiceView:
    """An agree-or-ban answer. ``action``: what was done (``pick``/``ban``), or for
    ``choice_of`` the phase now; ``game``: the game picked or banned (or the player's current
    pick); ``side``/``step``: the asking player's side and the step to send back."""

    key: str
    action: str
    game: str
    choice: AgreeOrBan
    side: Side | None = None
    step: int = 0
