"""Ratings: one per player, game and server, updated in the transaction that ends a match.

The numbers come from openskill's Plackett-Luce model (Weng and Lin's Bayesian approximation,
the same family as TrueSkill), with its default parameters multiplied by 60 so that a new player
starts at 1500 like the Elo and Glicko ratings people know. A rating is ``mu`` (shown rounded)
and ``sigma`` (how unsure the model is). A player is *provisional* for their first
``PROVISIONAL_GAMES`` rated games of a game.

Which matches count (those with a result the players played for): finished matches,
resignations, timeouts and agreements included; aborted matches never, nor a match abandoned by
both players (no result), nor a match created unrated (a challenge with ``rated:false``, a computer opponent).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Protocol

from openskill.models import PlackettLuce

from bot.engine.model import ABANDONED, MatchRecord, MatchStatus, Result, UserId

# openskill's defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300) times 60.
SCALE = 60.0
MODEL = PlackettLuce(mu=25 * SCALE, sigma=25 / 3 * SCALE, beta=25 / 6 * SCALE, tau=25 / 300 * SCALE)
START_MU = 25 * SCALE
START_SIGMA = 25 / 3 * SCALE
PROVISIONAL_GAMES = 5


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's rating in one game on one server, with the counts the profile shows.

    ``streak`` is the current run of wins (positive) or losses (negative); ``best_streak`` the
    longest run of wins so far.
    """

    guild_id: int
    game_id: str
    user_id: UserId
    mu: float = START_MU
    sigma: float = START_SIGMA
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    streak: int = 0
    best_streak: int = 0
    updated_at: datetime | None = None

    @property
    def shown(self) -> int:
        """The number players see."""
        return round(self.mu)

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL_GAMES


@dataclass(frozen=True, slots=True)
class RatingChange:
    """One player's rating before and after a match (``RatingHistory`` row and result line)."""

    match_id: int
    guild_id: int
    game_id: str
    user_id: UserId
    mu_before: float
    mu_after: float
    sigma_after: float
    provisional: bool
    at: datetime

    @property
    def before(self) -> int:
        return round(self.mu_before)

    @property
    def after(self) -> int:
        return round(self.mu_after)

    def to_json(self) -> dict[str, object]:
        return {
            "user": self.user_id,
            "before": self.before,
            "after": self.after,
            "provisional": self.provisional,
        }


def counts(match: MatchRecord, result: Result) -> bool:
    """Whether ``match``, ending with ``result``, changes ratings (never against the computer)."""
    return (
        match.rated
        and match.computer is None
        and match.status is not MatchStatus.ABORTED
        and result.reason != ABANDONED
    )


def rate(pair: tuple[Rating, Rating], winner: int | None, now: datetime) -> tuple[Rating, Rating]:
    """Both ratings after one game between them: seat ``winner`` won (``None``: a draw)."""
    one = MODEL.rating(mu=pair[0].mu, sigma=pair[0].sigma)
    two = MODEL.rating(mu=pair[1].mu, sigma=pair[1].sigma)
    ranks = [0.0, 0.0] if winner is None else ([0.0, 1.0] if winner == 0 else [1.0, 0.0])
    [[new_one], [new_two]] = MODEL.rate([[one], [two]], ranks=ranks)
    return (
        _counted(pair[0], new_one.mu, new_one.sigma, winner=winner, seat=0, now=now),
        _counted(pair[1], new_two.mu, new_two.sigma, winner=winner, seat=1, now=now),
    )


def _counted(
    old: Rating, mu: float, sigma: float, *, winner: int | None, seat: int, now: datetime
) -> Rating:
    won, lost = winner == seat, winner is not None and winner != seat
    if won:
        streak = old.streak + 1 if old.streak > 0 else 1
    elif lost:
        streak = old.streak - 1 if old.streak < 0 else -1
    else:
        streak = 0
    return replace(
        old,
        mu=mu,
        sigma=sigma,
        games=old.games + 1,
        wins=old.wins + won,
        losses=old.losses + lost,
        draws=old.draws + (winner is None),
        streak=streak,
        best_streak=max(old.best_streak, streak),
        updated_at=now,
    )


def change_of(match: MatchRecord, old: Rating, new: Rating, now: datetime) -> RatingChange:
    return RatingChange(
        match_id=match.id,
        guild_id=match.guild_id,
        game_id=match.game_id,
        user_id=new.user_id,
        mu_before=old.mu,
        mu_after=new.mu,
        sigma_after=new.sigma,
        provisional=new.provisional,
        at=now,
    )


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """One finished match as lists show it (``/games``, ``/profile``): no board, no moves."""

    match_id: int
    game_id: str
    players: tuple[UserId, UserId]
    winner: int | None  # a seat, or None for a draw
    reason: str
    finished_at: datetime
    channel_id: int
    thread_id: int | None
    rated: bool

    def score_for(self, user_id: UserId) -> str:
        """``win``, ``loss`` or ``draw`` for ``user_id``."""
        if self.winner is None:
            return "draw"
        return "win" if self.players[self.winner] == user_id else "loss"

    def opponent_of(self, user_id: UserId) -> UserId:
        return self.players[1] if self.players[0] == user_id else self.players[0]


async def rate_match(
    uow: RatingStore, match: MatchRecord, result: Result, now: datetime
) -> list[RatingChange]:
    """Update both players' ratings for ``match`` ending with ``result`` (in the caller's
    transaction) and store the history; the changes, empty if the match does not count."""
    if not counts(match, result):
        return []
    # Read in ascending user order: a database that locks each rating it reads (PostgreSQL)
    # then never has two matches waiting for each other's players.
    loaded = {
        user: await uow.load_rating(match.guild_id, match.game_id, user)
        or Rating(match.guild_id, match.game_id, user)
        for user in sorted(match.players)
    }
    pair = (loaded[match.players[0]], loaded[match.players[1]])
    new = rate(pair, result.winner, now)
    changes = [
        change_of(match, before, after, now) for before, after in zip(pair, new, strict=True)
    ]
    for rating in new:
        await uow.save_rating(rating)
    await uow.add_rating_changes(changes)
    return changes


class RatingStore(Protocol):
    """The rating statements of the storage port (``bot.storage.units.ratings``)."""

    async def load_rating(self, guild_id: int, game_id: str, user_id: UserId) -> Rating | None: ...

    async def save_rating(self, rating: Rating) -> None: ...

    async def add_rating_changes(self, changes: Sequence[RatingChange]) -> None: ...

    async def top_ratings(self, guild_id: int, game_id: str, limit: int) -> list[Rating]:
        """The ``limit`` best ratings of the game on the server, best first."""
        ...

    async def rating_rank(self, guild_id: int, game_id: str, mu: float) -> int:
        """1 + how many players of the game on the server rate higher than ``mu``."""
        ...

    async def count_ratings(self, guild_id: int, game_id: str) -> int: ...

    async def ratings_of(self, guild_id: int, user_id: UserId) -> list[Rating]: ...

    async def rating_changes(
        self, guild_id: int, user_id: UserId, game_id: str, limit: int
    ) -> list[RatingChange]:
        """The player's latest ``limit`` changes in the game, newest first."""
        ...

    async def rating_trends(
        self, guild_id: int, game_id: str, users: Sequence[UserId], last: int
    ) -> dict[UserId, float]:
        """Each player's rating change over their latest ``last`` games (absent: none)."""
        ...

    async def finished_games(
        self, guild_id: int, user_id: UserId, game_id: str | None, limit: int
    ) -> list[FinishedGame]:
        """The player's latest finished matches on the server, newest first."""
        ...


PlayerRating = tuple[UserId, int, bool]  # (player, the rating shown, provisional)


async def ratings_shown(
    store: RatingStore, guild_id: int, game_id: str, players: Sequence[UserId]
) -> tuple[PlayerRating, ...]:
    """Each player's rating in ``game_id`` on the server as a card shows it (a newcomer's: the
    starting one)."""
    found = []
    for user in players:
        rating = await store.load_rating(guild_id, game_id, user) or Rating(guild_id, game_id, user)
        found.append((user, rating.shown, rating.provisional))
    return tuple(found)


def ratings_json(ratings: Sequence[PlayerRating]) -> list[list[int | bool]]:
    """``ratings`` as a notification's payload keeps them (fixed when the row is written)."""
    return [[user, shown, provisional] for user, shown, provisional in ratings]


def ratings_from_json(value: object) -> tuple[PlayerRating, ...] | None:
    """What ``ratings_json`` wrote; ``None`` for a row written before it was kept."""
    if not isinstance(value, list):
        return None
    return tuple((int(user), int(shown), bool(provisional)) for user, shown, provisional in value)
