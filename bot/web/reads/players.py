"""A player's page (their ratings, rating history charts and latest games) and a server's
leaderboard for one game."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.ratings import Rating

RECENT_GAMES = 20  # on a player's page, linking to their match pages


@dataclass(frozen=True, slots=True)
class RecentGame:
    match_id: int
    game: str
    opponent: str
    score: str
    reason: str
    finished: str


@dataclass(frozen=True, slots=True)
class RatingChart:
    """One game's rating history: ``svg`` is ``render.ratings.rating_chart_svg`` (escaped there,
    so the template puts it in as it is)."""

    game_id: str
    title: str
    ratings: tuple[int, ...]
    svg: str


@dataclass(frozen=True, slots=True)
class PlayerPage:
    guild_id: int
    user_id: int
    name: str
    ratings: tuple[Rating, ...]
    charts: tuple[RatingChart, ...]  # in the order of ``ratings``, games with a history only
    recent: tuple[RecentGame, ...]


@dataclass(frozen=True, slots=True)
class LeaderRow:
    rank: int
    user_id: int
    name: str
    rating: int
    games: int
    record: str
    trend: int


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    guild_id: int
    game_id: str
    game_title: str
    total: int
    rows: tuple[LeaderRow, ...]
