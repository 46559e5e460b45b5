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
from bot.cogs.common import words
from bot.cogs.common.boards import Picture
from bot.cogs.common.pages import PageLinks, link_line, shared
from bot.cogs.common.people import People
from bot.cogs.common.play_options import GAME_CHOICES
from bot.cogs.common.replies import Problem, Reply, answer
from bot.engine.matches.service import MatchService
from bot.engine.puzzles import PuzzleService
from bot.engine.ratings import FinishedGame
from bot.engine.standings import Leaderboard, Ranked
from render.ratings import LeaderboardView, LeaderRow, render_leaderboard, render_rating_chart

GAMES_LISTED = 15
_RESULT_WORDS = {"win": "won", "loss": "lost", "draw": "drew"}


def _guild(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise Problem("Ratings belong to a server: use this command in a server channel.")
    return interaction.guild_id


def _player(interaction: discord.Interaction, player: discord.Member | discord.User | None) -> int:
    if player is None:
        return interaction.user.id
    if player.bot:
        raise Problem(f"{player.display_name} is a bot: bots play no rated games, so no profile.")
    return player.id


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
            if game not in rules.GAMES:
                raise Problem(f"There is no game `{game}`. Games: {', '.join(rules.GAMES)}.")
            board = await self.service.leaderboard(guild, game, interaction.user.id)
            title = words.title_of(game)
            if not board.top:
                raise Problem(
                    f"Nobody has played a rated game of {title} on this server yet. "
                    f"Start one with `/play {game}`."
                )
            picture = await _leaderboard_picture(self.people, board, interaction.user.id, title)
            own = "" if board.caller is None else f" You are #{board.caller.rank}."
            mine = any(r.rating.user_id == interaction.user.id for r in board.top)
            if board.caller is None and not mine:
                own = " You have no rating in this game yet."
            return Reply(
                f"**{title} leaderboard**: {len(board.top)} of "
                f"{words.count(board.total, 'rated player')}.{own}",
                picture,
            )

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
            puzzles = "" if self.puzzles is None else await self._puzzles(guild, user)
            if not found.ratings and not found.recent:
                return Reply(f"{name} has not finished a game on this server yet.{puzzles}")
            lines = [f"**{name}** on this server"]
            for r in found.ratings:
                mark = " (provisional)" if r.provisional else ""
                lines.append(
                    f"{words.title_of(r.game_id)}: **{r.shown}**{mark} · "
                    f"{words.count(r.games, 'rated game')} "
                    f"· {r.wins} won, {r.losses} lost, {r.draws} drawn · longest winning streak "
                    f"{r.best_streak}"
                )
            if puzzles:
                lines.append(puzzles.strip())
            if found.recent:
                lines.append("Recent games:")
                lines += [_game_line(g, user) for g in found.recent]
            picture = None
            if found.chart:
                title = f"{name}: {words.title_of(found.ratings[0].game_id)} rating"
                png = await asyncio.to_thread(render_rating_chart, title, found.chart)
                picture = Picture(png, chart_alt(title, found.chart))
            text = "\n".join(lines)[:1900]
            if self.pages is not None and await shared(self.service, guild):
                text += link_line("Profile page", self.pages.player(guild, user))
            return Reply(text, picture)

        await answer(interaction, work)

    async def _puzzles(self, guild: int, user: int) -> str:
        """A line ``Puzzles: 3 solved of 5 · streak 2 (best 3)`` (a line break first), or
        nothing if the player never answered a puzzle here."""
        assert self.puzzles is not None
        stats = await self.puzzles.stats(guild, user)
        if not stats.attempts:
            return ""
        return (
            f"\nPuzzles: {stats.solved} solved of {stats.attempts} · streak {stats.streak} "
            f"(best {stats.best_streak})"
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
            if game is not None and game not in rules.GAMES:
                raise Problem(f"There is no game `{game}`. Games: {', '.join(rules.GAMES)}.")
            found = await self.service.finished_games(guild, user, game, GAMES_LISTED)
            name = await self.people.name(user)
            which = "" if game is None else f" of {words.title_of(game)}"
            if not found:
                return f"{name} has no finished games{which} on this server."
            lines = [f"**{name}**: latest finished games{which} (game record: `/history match:N`)"]
            lines += [_game_line(g, user) for g in found]
            return "\n".join(lines)[:1990]

        await answer(interaction, work)


def chart_alt(title: str, chart: Sequence[int]) -> str:
    """The rating chart in words: how the rating moved over the charted games (rose, fell or
    stayed), by how much, and its range, e.g. "... over 2 games: fell by 12 from 1500 to
    1488 (lowest 1488, highest 1510)"."""
    first, last = chart[0], chart[-1]
    games = words.count(len(chart) - 1, "game")
    if last > first:
        moved = f"rose by {last - first} from {first} to {last}"
    elif last < first:
        moved = f"fell by {first - last} from {first} to {last}"
    else:
        moved = f"unchanged at {last}"
    return f"{title} over {games}: {moved} (lowest {min(chart)}, highest {max(chart)})"


def _game_line(game: FinishedGame, user: int) -> str:
    word = _RESULT_WORDS[game.score_for(user)]
    where = words.channel_link(game.thread_id or game.channel_id)
    rated = "" if game.rated else " · unrated"
    return (
        f"#{game.match_id} {words.title_of(game.game_id)}: {word} vs "
        f"{words.mention(game.opponent_of(user))} ({game.reason}){rated} · "
        f"{words.timestamp(game.finished_at, 'd')} · {where}"
    )


async def _leaderboard_picture(
    people: People, board: Leaderboard, caller: int, title: str
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
    view = LeaderboardView(
        title=f"{title} leaderboard",
        rows=rows,
        caller=mine,
        subtitle=f"{words.count(board.total, 'rated player')} · trend: change over the last ten games",
    )
    png = await asyncio.to_thread(functools.partial(render_leaderboard, view))
    alt = "; ".join(f"{r.rank}. {r.name} {r.rating}" for r in (*rows, *([mine] if mine else [])))
    return Picture(png, f"{title} leaderboard: {alt}")
