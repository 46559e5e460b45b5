"""``/leaderboard``, ``/profile`` and ``/games``: ratings and finished games of this server,
what players look at between matches. The images are drawn by ``render.ratings`` in a worker
thread; replies are private, like the other reading commands."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Sequence

import discord
from discord import app_commands
from discord.ext import commands

import rules
from bot.cogs.common.boards import Picture
from bot.cogs.common.game_options.play import GAME_CHOICES
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.pages import PageLinks, link_line, shared
from bot.cogs.common.people import People
from bot.cogs.common.replies import Problem, Reply, answer
from bot.cogs.common.words import channel_link, mention, timestamp, title_of
from bot.engine.matches.service import MatchService
from bot.engine.puzzles import PuzzleService
from bot.engine.ratings import FinishedGame
from bot.engine.standings import Leaderboard, Ranked
from render.ratings import LeaderboardView, LeaderRow, render_leaderboard, render_rating_chart

GAMES_LISTED = 15


def _guild(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        words = Words.for_interaction(interaction)
        raise Problem(words("standings-server-only"))
    return interaction.guild_id


def _player(interaction: discord.Interaction, player: discord.Member | discord.User | None) -> int:
    if player is None:
        return interaction.user.id
    if player.bot:
        words = Words.for_interaction(interaction)
        raise Problem(words("standings-bot", name=player.display_name))
    return player.id


def _no_game(game: str, words: Words) -> Problem:
    return Problem(words("standings-no-game", game=game, games=", ".join(rules.GAMES)))


class Standings(commands.Cog):
    def __init__(
        self,
        service: MatchService,
        people: People,
        pages: PageLinks | None = None,
        puzzles: PuzzleService | None = None,
    ) -> None:
        self.service = service
        self.people = people
        self.pages = pages  # the web pages' links (None: no web server)
        self.puzzles = puzzles

    @app_commands.command(name="leaderboard", description="The server's top 20 in a game.")
    @app_commands.guild_only()
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        self.people.learn(interaction.user)

        async def work() -> Reply:
            guild = _guild(interaction)
            words = Words.for_interaction(interaction)
            if game not in rules.GAMES:
                raise _no_game(game, words)
            board = await self.service.leaderboard(guild, game, interaction.user.id)
            title = title_of(game)
            if not board.top:
                raise Problem(words("standings-nobody", game=title, command=game))
            picture = await _leaderboard_picture(
                self.people, board, interaction.user.id, title, words
            )
            own = ""
            if board.caller is not None:
                own = " " + words("standings-you-are", rank=str(board.caller.rank))
            mine = any(r.rating.user_id == interaction.user.id for r in board.top)
            if board.caller is None and not mine:
                own = " " + words("standings-no-rating")
            head = words(
                "standings-leaderboard", game=title, shown=len(board.top), total=board.total
            )
            return Reply(f"{head}{own}", picture)

        await answer(interaction, work)

    @app_commands.command(name="profile", description="Ratings, results and recent games.")
    @app_commands.guild_only()
    @app_commands.describe(player="Whose profile (default: yours)")
    async def profile(
        self, interaction: discord.Interaction, player: discord.Member | None = None
    ) -> None:
        self.people.learn(interaction.user)

        async def work() -> Reply:
            guild = _guild(interaction)
            user = _player(interaction, player)
            if player is not None:
                self.people.learn(player)
            found = await self.service.profile(guild, user)
            name = await self.people.name(user)
            words = Words.for_interaction(interaction)
            puzzles = "" if self.puzzles is None else await self._puzzles(guild, user, words)
            if not found.ratings and not found.recent:
                return Reply(words("standings-no-games-yet", name=name) + puzzles)
            lines = [words("standings-profile-head", name=name)]
            for r in found.ratings:
                rating = f"**{r.shown}**"
                if r.provisional:
                    rating = words("standings-provisional", rating=rating)
                lines.append(
                    words(
                        "standings-profile-line",
                        game=title_of(r.game_id),
                        rating=rating,
                        games=r.games,
                        wins=r.wins,
                        losses=r.losses,
                        draws=r.draws,
                        streak=r.best_streak,
                    )
                )
            if puzzles:
                lines.append(puzzles.strip())
            if found.recent:
                lines.append(words("standings-recent"))
                lines += [_game_line(g, user, words) for g in found.recent]
            picture = None
            if found.chart:
                title = words(
                    "standings-chart-title", name=name, game=title_of(found.ratings[0].game_id)
                )
                png = await asyncio.to_thread(render_rating_chart, title, found.chart)
                picture = Picture(png, chart_alt(title, found.chart, words))
            text = "\n".join(lines)[:1900]
            if self.pages is not None and await shared(self.service, guild):
                text += link_line(words("standings-profile-page"), self.pages.player(guild, user))
            return Reply(text, picture)

        await answer(interaction, work)

    async def _puzzles(self, guild: int, user: int, words: Words = ENGLISH_WORDS) -> str:
        """A line ``Puzzles: 3 solved of 5 · streak 2 (best 3)`` (a line break first), or
        nothing if the player never answered a puzzle here."""
        assert self.puzzles is not None
        stats = await self.puzzles.stats(guild, user)
        if not stats.attempts:
            return ""
        return "\n" + words(
            "standings-puzzles",
            solved=stats.solved,
            attempts=stats.attempts,
            streak=stats.streak,
            best=stats.best_streak,
        )

    @app_commands.command(name="games", description="Finished games on this server.")
    @app_commands.guild_only()
    @app_commands.describe(player="Whose games (default: yours)", game="Only this game")
    @app_commands.choices(game=GAME_CHOICES)
    async def games(
        self,
        interaction: discord.Interaction,
        player: discord.Member | None = None,
        game: str | None = None,
    ) -> None:

        async def work() -> str:
            guild = _guild(interaction)
            user = _player(interaction, player)
            words = Words.for_interaction(interaction)
            if game is not None and game not in rules.GAMES:
                raise _no_game(game, words)
            found = await self.service.finished_games(guild, user, game, GAMES_LISTED)
            name = await self.people.name(user)
            which = "" if game is None else title_of(game)
            if not found:
                return words("standings-games-none", name=name, game=which or "any")
            lines = [words("standings-games-head", name=name, game=which or "any")]
            lines += [_game_line(g, user, words) for g in found]
            return "\n".join(lines)[:1990]

        await answer(interaction, work)


def chart_alt(title: str, chart: Sequence[int], words: Words = ENGLISH_WORDS) -> str:
    """The rating chart in words: how the rating moved over the charted games (rose, fell or
    stayed), by how much, and its range, e.g. "... over 2 games: fell by 12 from 1500 to
    1488 (lowest 1488, highest 1510)"."""
    first, last = chart[0], chart[-1]
    if last > first:
        moved = words("standings-rose", by=last - first, first=str(first), last=str(last))
    elif last < first:
        moved = words("standings-fell", by=first - last, first=str(first), last=str(last))
    else:
        moved = words("standings-unchanged", last=str(last))
    return words(
        "standings-chart-alt",
        title=title,
        games=len(chart) - 1,
        moved=moved,
        lowest=str(min(chart)),
        highest=str(max(chart)),
    )


def _game_line(game: FinishedGame, user: int, words: Words = ENGLISH_WORDS) -> str:
    rated = "" if game.rated else words("standings-unrated")
    return words(
        "standings-game-line",
        match=str(game.match_id),
        game=title_of(game.game_id),
        result=game.score_for(user),
        opponent=mention(game.opponent_of(user)),
        reason=game.reason,
        unrated=rated,
        date=timestamp(game.finished_at, "d"),
        where=channel_link(game.thread_id or game.channel_id),
    )


def leaderboard_heads(words: Words) -> tuple[str, ...]:
    """The leaderboard picture's column heads in the reader's language (``#`` in every one)."""
    return (
        "#",
        *(words("standings-column", column=c) for c in ("player", "rating", "games", "trend")),
    )


async def _leaderboard_picture(
    people: People, board: Leaderboard, caller: int, title: str, words: Words = ENGLISH_WORDS
) -> Picture:
    async def row(entry: Ranked) -> LeaderRow:
        r = entry.rating
        return LeaderRow(
            rank=entry.rank,
            name=await people.name(r.user_id),
            rating=r.shown,
            games=r.games,
            trend=entry.trend,
            provisional=r.provisional,
            me=r.user_id == caller,
        )

    rows = tuple([await row(e) for e in board.top])
    mine = None if board.caller is None else await row(board.caller)
    heading = words("standings-leaderboard-title", game=title)
    view = LeaderboardView(
        title=heading,
        rows=rows,
        caller=mine,
        subtitle=words("standings-leaderboard-subtitle", total=board.total),
        heads=leaderboard_heads(words),
    )
    png = await asyncio.to_thread(functools.partial(render_leaderboard, view))
    alt = "; ".join(f"{r.rank}. {r.name} {r.rating}" for r in (*rows, *([mine] if mine else [])))
    return Picture(png, f"{heading}: {alt}")
