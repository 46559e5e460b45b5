"""What leaderboards and profiles read: plain values from the rating tables, per server, so
the Discord layer formats and draws them without knowing SQL. Each function is a few indexed
queries (``./dev bench ratings`` measures them)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.model import UserId
from bot.engine.ratings import FinishedGame, Rating, RatingStore

TOP = 20
TREND_GAMES = 10  # the trend is the change over a player's latest ten rated games
CHART_GAMES = 100
RECENT_GAMES = 5


@dataclass(frozen=True, slots=True)
class Ranked:
    rank: int
    rating: Rating
    trend: int


@dataclass(frozen=True, slots=True)
class Leaderboard:
    game_id: str
    total: int  # rated players of the game on the server
    top: tuple[Ranked, ...]
    caller: Ranked | None  # the caller's own place when not in ``top`` (None: not rated)


@dataclass(frozen=True, slots=True)
class Profile:
    user_id: UserId
    ratings: tuple[Rating, ...]  # most played game first
    chart: tuple[int, ...]  # the rating after each of the latest rated games of ratings[0]
    recent: tuple[FinishedGame, ...]


async def leaderboard(uow: RatingStore, guild_id: int, game_id: str, caller: UserId) -> Leaderboard:
    top = await uow.top_ratings(guild_id, game_id, TOP)
    own = None
    if all(r.user_id != caller for r in top):
        own = await uow.load_rating(guild_id, game_id, caller)
    shown = [*top, *([own] if own is not None else [])]
    trends = await uow.rating_trends(guild_id, game_id, [r.user_id for r in shown], TREND_GAMES)
    # Players with the same rating share a rank: 1 + how many rate strictly higher.
    ranked = tuple(
        Ranked(1 + sum(1 for other in top if other.mu > r.mu), r, round(trends.get(r.user_id, 0)))
        for r in top
    )
    mine = None
    if own is not None:
        rank = await uow.rating_rank(guild_id, game_id, own.mu)
        mine = Ranked(rank, own, round(trends.get(own.user_id, 0)))
    total = await uow.count_ratings(guild_id, game_id) if top else 0
    return Leaderboard(game_id, total, ranked, mine)


async def profile(uow: RatingStore, guild_id: int, user_id: UserId) -> Profile:
    ratings = tuple(await uow.ratings_of(guild_id, user_id))
    chart = await rating_chart(uow, guild_id, user_id, ratings[0].game_id) if ratings else ()
    recent = tuple(await uow.finished_games(guild_id, user_id, None, RECENT_GAMES))
    return Profile(user_id, ratings, chart, recent)


async def rating_chart(
    uow: RatingStore, guild_id: int, user_id: UserId, game_id: str
) -> tuple[int, ...]:
    """The player's rating before the oldest of their latest ``CHART_GAMES`` rated games of
    ``game_id`` and after each of them, oldest first (empty: no rated game)."""
    changes = await uow.rating_changes(guild_id, user_id, game_id, CHART_GAMES)
    if not changes:
        return ()
    return (changes[-1].before, *(c.after for c in reversed(changes)))


async def rating_charts(
    uow: RatingStore, guild_id: int, user_id: UserId
) -> dict[str, tuple[int, ...]]:
    """``rating_chart`` of every game the player is rated in, by game id."""
    return {
        r.game_id: await rating_chart(uow, guild_id, user_id, r.game_id)
        for r in await uow.ratings_of(guild_id, user_id)
    }
