"""``PuzzleService``: which puzzle a player gets, their answers, and their counts per server.

Puzzles come from the server's finished matches (``ai.learn.puzzles``, docs/player-guide.md
"Puzzles"). They are found lazily: when a player asks for a game's puzzle and none is left for
them, up to ``MINE_AT_ONCE`` finished matches of that game not searched yet (newest first) are
searched in the ``Miner``'s worker process, each stored with what it gave (perhaps nothing) in
its own transaction, so each match is searched once. Never a running match: only finished ones
are read (an aborted one has no result and is skipped too). A finished match of the asker's
own is fine: it is over, and the puzzle shows no names.

A player has at most one puzzle open per server. Asking again for the same game gives the
open one back; asking for another game replaces it (nothing is counted: the answer was not
shown). An answer that is not a legal move of the position is refused with the rules'
sentence and counts nothing; a legal one counts an attempt, and closes the puzzle: right adds
to the solved count and the streak, wrong (or giving up) ends the streak and shows the
solution. A puzzle solved is never given to that player again; one failed comes back after
every puzzle they never saw.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, replace
from typing import Any

from ai.learn.puzzles import SOLVE_NODES, judge
from bot.engine.checks import is_id
from bot.engine.errors import BadMove, BadRequest, EngineError
from bot.engine.games import AnyGame, find_game
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus, UserId
from bot.engine.puzzles.mining import Miner, MineRequest
from bot.engine.puzzles.ports import tables
from bot.engine.puzzles.records import PuzzleRecord, PuzzleStats
from bot.engine.retry import retried
from rules import MoveError

log = logging.getLogger(__name__)

# Finished matches searched for one request at most (about a second or a few each, in a worker).
MINE_AT_ONCE = 4
# Positions before the exact solver's reach that are searched (``ai.learn.puzzles.Settings.window``),
# by game. Meridians and Meuda on their default boards are decided before the solver's reach,
# so their puzzles need the searched kind: with 4 positions a game, ``./dev bench puzzles
# --pairing random-random --game meridians --game meuda --games 6 --window 4`` found puzzles in
# 1 of 6 Meridians games for 7 s of CPU a game (median; 12 s the longest), against none with 0.
# Meuda gave 1 of 6 too, for 49 s a game (77 s the longest) when every position the screen
# passed had all its moves searched; since the screen and the second deeper search refuse a
# won position at once (``ai.learn.puzzles``), the same games cost 8.3 s a game for Meuda (41 s the
# longest: the game with the puzzle, whose 11 moves are all searched) and 4.0 s for Meridians
# (8.6 s the longest), for the same 1 game of 6 with puzzles in each. Meuda's
# searched puzzles stay rare: its moves mostly come in groups of equally good ones (roots that
# make a group of the same size), and a searched puzzle needs one clearly best. The other games
# are solved exactly.
SEARCHED_WINDOWS: dict[str, int] = {"meridians": 4, "meuda": 4}


class NoPuzzle(EngineError):
    """No puzzle of that game for this player on this server (none yet, or all solved)."""


class NoDaily(EngineError):
    """The server's daily puzzle cannot be opened (none open now, or answered already)."""


class NoOpenPuzzle(BadRequest):
    """An answer or a give-up from a player with no puzzle open on this server."""


class UncountedAnswer(BadMove):
    """An answer the rules refuse (not counted); its ``reason`` is the rules' refusal."""


@dataclass(frozen=True, slots=True)
class Offer:
    """A puzzle given to a player: ``again``, it was open already; ``stats``, their counts."""

    puzzle: PuzzleRecord
    stats: PuzzleStats
    again: bool


@dataclass(frozen=True, slots=True)
class Verdict:
    """An answer judged: ``move`` as the rules spell it (empty for a give-up)."""

    puzzle: PuzzleRecord
    move: str
    solved: bool
    stats: PuzzleStats


class PuzzleService:
    """Puzzles per server, over the match service's store and transactions. ``nodes`` and
    ``window``: how hard the search looks (``ai.learn.puzzles.Settings``; ``window`` ``None``: by
    game, ``SEARCHED_WINDOWS``, else 0: solved exactly, nothing searched)."""

    def __init__(
        self,
        service: MatchService,
        miner: Miner,
        *,
        nodes: int = SOLVE_NODES,
        window: int | None = None,
    ) -> None:
        self._service = service
        self._miner = miner
        self._nodes = nodes
        self._window = window
        # One search of a server's matches at a time in this process (another process that
        # searches the same match stores nothing: ``add_puzzles``).
        self._mining: dict[int, asyncio.Lock] = {}

    def game(self, name: str) -> AnyGame:
        """The game called ``name``; ``BadRequest`` with the choices otherwise."""
        return find_game(self._service.games, name)

    # ---- giving a puzzle -------------------------------------------------------------------

    async def offer(self, guild_id: int, user_id: UserId, game_name: str) -> Offer:
        """A puzzle of ``game_name`` for ``user_id`` on ``guild_id``; ``NoPuzzle`` with a
        sentence when the server has none left for them."""
        game = self.game(game_name)
        _check_ids(guild_id, user_id)
        offered = await self._give(guild_id, user_id, game.id)
        if offered is not None:
            return offered
        await self.mine(guild_id, game.id)
        offered = await self._give(guild_id, user_id, game.id)
        if offered is not None:
            return offered
        async with self._service.store.read() as uow:
            stored = await tables(uow).count_puzzles(guild_id, game.id)
        if stored == 0:
            raise NoPuzzle("puzzle-none-yet", game=game.title)
        raise NoPuzzle("puzzle-all-solved", game=game.title, count=stored)

    @retried
    async def _give(self, guild_id: int, user_id: UserId, game_id: str) -> Offer | None:
        async with self._service.write(("puzzle-player", guild_id, user_id)) as change:
            uow = tables(change.uow)
            stats = await uow.puzzle_stats(guild_id, user_id)
            if stats.open_puzzle is not None:
                open_one = await uow.load_puzzle(stats.open_puzzle)
                if open_one is not None and open_one.game_id == game_id:
                    return Offer(open_one, stats, again=True)
            puzzle = await uow.next_puzzle(guild_id, game_id, user_id)
            if puzzle is None:
                return None
            await change.uow.ensure_player(user_id, change.now)
            stats = PuzzleStats(
                guild_id,
                user_id,
                stats.attempts,
                stats.solved,
                stats.streak,
                stats.best_streak,
                puzzle.id,
            )
            await uow.save_puzzle_stats(stats, change.now)
            return Offer(puzzle, stats, again=False)

    async def mine(self, guild_id: int, game_id: str, limit: int = MINE_AT_ONCE) -> int:
        """Search up to ``limit`` finished matches of ``game_id`` on the server that were not
        searched yet; how many puzzles were stored."""
        lock = self._mining.setdefault(guild_id, asyncio.Lock())
        stored = 0
        async with lock:
            async with self._service.store.read() as uow:
                match_ids = await tables(uow).unmined_matches(guild_id, game_id, limit)
            for match_id in match_ids:
                request = await self._request(match_id)
                if request is None:
                    continue
                found = await self._miner.mine(request)
                stored += await self._store(match_id, guild_id, game_id, found)
        return stored

    async def _request(self, match_id: int) -> MineRequest | None:
        async with self._service.store.read() as uow:
            match = await uow.load_match(match_id)
            if match is None or match.status is not MatchStatus.FINISHED:
                return None  # only what is over (the query asked for that already)
            log_ = await uow.load_moves(match_id)
        games: list[list[tuple[int, str]]] = [[] for _ in range(match.game_no)]
        for move in sorted(log_, key=lambda m: m.ply):
            games[move.game_no - 1].append((move.seat, move.move))
        return MineRequest(
            match.game_id,
            dict(match.options),
            tuple(tuple(g) for g in games),
            seed=match.id,
            nodes=self._nodes,
            window=self._window_of(match.game_id),
        )

    def _window_of(self, game_id: str) -> int:
        return SEARCHED_WINDOWS.get(game_id, 0) if self._window is None else self._window

    @retried
    async def _store(self, match_id: int, guild_id: int, game_id: str, found: list[Any]) -> int:
        async with self._service.write(("puzzle-match", match_id)) as change:
            records = [
                PuzzleRecord(
                    id=0,
                    guild_id=guild_id,
                    game_id=game_id,
                    match_id=match_id,
                    game_no=f.game_no,
                    ply=f.ply,
                    seat=f.seat,
                    state=f.state,
                    answers=tuple(f.answers),
                    given=f.given,
                    exact=f.exact,
                    alternating=f.alternating,
                    created_at=change.now,
                )
                for f in found
            ]
            return await tables(change.uow).add_puzzles(match_id, guild_id, records, change.now)

    @retried
    async def open_daily(self, guild_id: int, user_id: UserId, day: str | None = None) -> Offer:
        """The server's daily puzzle (that of ``day``, when given: a post's button) as
        ``user_id``'s open puzzle (it replaces another open one, as ``offer`` does);
        ``NoDaily`` when none is open or they answered it already."""
        _check_ids(guild_id, user_id)
        async with self._service.write(("puzzle-player", guild_id, user_id)) as change:
            uow = tables(change.uow)
            daily = await uow.latest_daily(guild_id)
            if daily is None or daily.closed_at is not None or day not in (None, daily.day):
                raise NoDaily("daily-closed")
            puzzle = await uow.load_puzzle(daily.puzzle_id)
            if puzzle is None:
                raise NoDaily("daily-gone")
            stats = await uow.puzzle_stats(guild_id, user_id)
            if stats.open_puzzle == puzzle.id:
                return Offer(puzzle, stats, again=True)
            if await uow.has_answered(puzzle.id, user_id):
                raise NoDaily("daily-answered")
            await change.uow.ensure_player(user_id, change.now)
            stats = replace(stats, open_puzzle=puzzle.id)
            await uow.save_puzzle_stats(stats, change.now)
            return Offer(puzzle, stats, again=False)

    # ---- answering -------------------------------------------------------------------------

    async def open_puzzle(self, guild_id: int, user_id: UserId) -> PuzzleRecord | None:
        """The puzzle ``user_id`` has open on the server, if any."""
        if not is_id(guild_id) or not is_id(user_id):
            return None
        async with self._service.store.read() as uow:
            puzzles = tables(uow)
            stats = await puzzles.puzzle_stats(guild_id, user_id)
            if stats.open_puzzle is None:
                return None
            return await puzzles.load_puzzle(stats.open_puzzle)

    def legal_answers(self, puzzle: PuzzleRecord) -> list[str]:
        """The moves the puzzle's side to move may play (what an answer is chosen from)."""
        game = self.game(puzzle.game_id)
        return game.legal_moves(game.from_json(puzzle.state), puzzle.seat)

    @retried
    async def answer(self, guild_id: int, user_id: UserId, text: object) -> Verdict:
        """Judge ``text`` as the answer to the open puzzle (see the module's docstring)."""
        _check_ids(guild_id, user_id)
        if not isinstance(text, str) or not text.strip():
            raise BadRequest("puzzle-name-a-move")
        async with self._service.write(("puzzle-player", guild_id, user_id)) as change:
            uow = tables(change.uow)
            stats = await uow.puzzle_stats(guild_id, user_id)
            puzzle = await self._open(uow, stats, guild_id)
            game = self.game(puzzle.game_id)
            state = game.from_json(puzzle.state)
            try:
                move, solved = judge(
                    game, state, puzzle.seat, puzzle.answers, text, given=puzzle.given
                )
            except MoveError as error:
                raise UncountedAnswer("puzzle-not-counted", reason=error) from None
            stats = stats.answered(solved)
            await uow.save_puzzle_stats(stats, change.now)
            await uow.record_answer(puzzle.id, user_id, solved, change.now)
            return Verdict(puzzle, move, solved, stats)

    @retried
    async def give_up(self, guild_id: int, user_id: UserId) -> Verdict:
        """Close the open puzzle unsolved (the streak ends) and show its solution."""
        _check_ids(guild_id, user_id)
        async with self._service.write(("puzzle-player", guild_id, user_id)) as change:
            uow = tables(change.uow)
            stats = await uow.puzzle_stats(guild_id, user_id)
            puzzle = await self._open(uow, stats, guild_id)
            stats = stats.answered(False)
            await uow.save_puzzle_stats(stats, change.now)
            await uow.record_answer(puzzle.id, user_id, False, change.now)
            return Verdict(puzzle, "", False, stats)

    async def _open(self, uow: Any, stats: PuzzleStats, guild_id: int) -> PuzzleRecord:
        if stats.open_puzzle is None:
            raise NoOpenPuzzle("puzzle-none-open")
        puzzle: PuzzleRecord | None = await uow.load_puzzle(stats.open_puzzle)
        if puzzle is None or puzzle.guild_id != guild_id:
            raise NoOpenPuzzle("puzzle-none-open")
        return puzzle

    async def stats(self, guild_id: int, user_id: UserId) -> PuzzleStats:
        """``user_id``'s counts on the server (zeros if they never tried one)."""
        _check_ids(guild_id, user_id)
        async with self._service.store.read() as uow:
            return await tables(uow).puzzle_stats(guild_id, user_id)

    async def close(self) -> None:
        await self._miner.close()


def _check_ids(guild_id: object, user_id: object) -> None:
    if not is_id(guild_id):
        raise BadRequest("puzzle-not-in-server")
    if not is_id(user_id):
        raise BadRequest("puzzle-not-a-user")


def answers_text(puzzle: PuzzleRecord) -> str:
    """The accepted answers, quoted and joined (``d4`` or ``d4`` or ``e5``)."""
    return " or ".join(f"`{a}`" for a in puzzle.answers)
