"""A player's turn: a move (every game; in a game of sealed rounds, a submission), resigning, and
proposing or answering an agreed result (RULES.md §5's counting end, a draw)."""

from __future__ import annotations

from bot.engine.checks import checked_text, lock_key
from bot.engine.errors import BadRequest, NotAllowed
from bot.engine.games import apply_turn, has_sealed_rounds, split_turn
from bot.engine.matches import agreements, flow
from bot.engine.matches.service.sealed import SealedRounds
from bot.engine.model import RESIGNATION, Proposal, Result, UserId
from bot.engine.retry import retried
from bot.engine.views import MatchView, PlayResult


class TurnCommands(SealedRounds):
    """Moves, resignations and agreed results (see the module docstring)."""

    @retried
    async def play(
        self, match_id: int, user_id: UserId, text: str, expected_ply: int | None = None
    ) -> PlayResult:
        """Play a move (or, in Thwart Omega, submit for the current round)."""
        text = checked_text(text)
        async with self._write(lock_key("match", match_id)) as change:
            match, seat = await self._playing(change.uow, match_id, user_id, expected_ply)
            game = self._game(match)
            if has_sealed_rounds(game):
                return await self._submit(change, match, game, seat, text=text, lock=False)
            state = game.from_json(match.state)
            state, moves = apply_turn(game, state, seat, split_turn(game, text))
            entries = [(seat, move, False) for move in moves]
            match, state = await flow.commit_moves(change, match, game, state, entries)
            return PlayResult(await self._view(change.uow, match, state), tuple(moves))

    @retried
    async def resign(
        self, match_id: int, user_id: UserId, expected_ply: int | None = None
    ) -> MatchView:
        async with self._write(lock_key("match", match_id)) as change:
            match, seat = await self._playing(change.uow, match_id, user_id, expected_ply)
            game = self._game(match)
            state = game.from_json(match.state)
            colour = str(game.colour_of(state, seat)).capitalize()
            result = Result(1 - seat, RESIGNATION, details=f"{colour} resigned.")
            match = await flow.finish(change, match, result)
            return await self._view(change.uow, match, state)

    @retried
    async def propose_result(
        self,
        match_id: int,
        user_id: UserId,
        proposal: Proposal,
        expected_ply: int | None = None,
    ) -> MatchView:
        """Propose a draw or a result; the same proposal from both players ends the match."""
        try:
            proposal = Proposal(proposal)
        except ValueError:
            raise BadRequest("proposal-unknown") from None
        async with self._write(lock_key("match", match_id)) as change:
            match, seat = await self._playing(change.uow, match_id, user_id, expected_ply)
            if match.computer is not None:
                raise NotAllowed("proposal-computer")
            game = self._game(match)
            state = game.from_json(match.state)
            match = await agreements.propose(
                change, match, game, state, seat=seat, proposal=proposal
            )
            return await self._view(change.uow, match, state)

    @retried
    async def answer_proposal(
        self, match_id: int, user_id: UserId, accept: bool, expected_ply: int | None = None
    ) -> MatchView:
        """Accept (the match ends with the proposed result) or decline the other's proposal."""
        async with self._write(lock_key("match", match_id)) as change:
            match, seat = await self._playing(change.uow, match_id, user_id, expected_ply)
            game = self._game(match)
            state = game.from_json(match.state)
            match = await agreements.answer(
                change, match, game, state, seat=seat, accept=bool(accept)
            )
            return await self._view(change.uow, match, state)
