"""What the match service returns to the Discord layer: plain, frozen values."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.engine.model import JSON, MatchStatus, Offer, Result, Timing, UserId


@dataclass(frozen=True, slots=True)
class MatchView:
    """A match as players see it.

    ``state`` is the rules state of the current game: render it with
    ``rules.get_game(view.game_id).board(view.state)``. ``to_act`` lists the users who may act
    now (both in a Thwart Omega round or in Interleave realtime). ``deadline`` is when the
    current round or move clock runs out (``None`` without one). ``round`` is the Thwart Omega
    round being played (``None`` in turn-based games). Pass ``ply`` back as ``expected_ply`` from
    buttons so that a button pressed after the position changed is refused.
    """

    id: int
    game_id: str
    game_title: str
    guild_id: int
    channel_id: int
    thread_id: int | None
    challenge_id: int | None  # the challenge it was started from (None: a tournament's)
    players: tuple[UserId, UserId]
    colours: tuple[str, str]
    status: MatchStatus
    ply: int
    game_no: int
    round: int | None
    to_act: tuple[UserId, ...]
    deadline: datetime | None
    result: Result | None
    offer: Offer | None
    options: Mapping[str, JSON]
    timing: Timing
    state: Any
    created_at: datetime | None = None
    finished_at: datetime | None = None
    answered: bool = False  # played where the bot only answers interactions (MatchRecord)


@dataclass(frozen=True, slots=True)
class PlayResult:
    """The answer to a move or a submission.

    ``moves``: the canonical moves stored (one per stone of a Meuda line; for Thwart Omega the
    canonical submission, which only its author may be shown before the reveal). ``sealed``: it
    was a Thwart Omega submission, kept secret until the round ends. ``locked``: the
    submission is locked in. ``resolved``: the round ended because both players locked in.
    ``commitment`` and ``salt``: a sealed submission's (docs/fairness.md), for its author only.
    ``round``: the round the sealed submission is for (``match`` may be in the next one already,
    when this submission ended the round).
    """

    match: MatchView
    moves: tuple[str, ...]
    sealed: bool = False
    locked: bool = False
    resolved: bool = False
    commitment: str = ""
    salt: str = ""
    round: int | None = None
