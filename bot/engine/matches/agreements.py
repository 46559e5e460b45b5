"""Results by agreement: a draw, or a win for either side. One player proposes; the other
accepts or declines; the same proposal from both sides is an agreement. Any move withdraws a
proposal (``flow``).

Only where the rules give it a meaning (decided per game, so no game gets an end its rules do
not have): a proposed *win* is the
Meridians "counting" end (RULES.md §5) and exists in no other game (elsewhere conceding is
``/resign``); a *draw* is refused in games that cannot end drawn (``DRAWLESS``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.engine.errors import NotAllowed
from bot.engine.games import AnyGame, has_sealed_rounds
from bot.engine.matches import flow, notices
from bot.engine.model import AGREEMENT, MatchRecord, Offer, Proposal, Result, UserId

# Games without a drawn result, with the rule that says so.
DRAWLESS = {
    "meter": "Meter cannot be drawn (RULES.md §6: a full board has an odd number of cells, "
    "so one player always owns the largest group)",
    "interleave": "Interleave has no draws (RULES.md §4: identical group sizes mean Red wins)",
}
# Games where agreeing a winner means something: Meridians' counting end (RULES.md §5).
WIN_AGREEMENT_GAMES = frozenset({"meridians"})


def refusal(game: AnyGame, options: Mapping[str, object], proposal: Proposal) -> str | None:
    """Why ``proposal`` has no meaning in this game (``None``: it may be proposed)."""
    if proposal is not Proposal.DRAW:
        if game.id in WIN_AGREEMENT_GAMES:
            return None
        return (
            f"Agreeing a winner is Meridians' counting end; {game.title} has no such end. "
            "To give the game up, use `/resign`."
        )
    reason = DRAWLESS.get(game.id)
    if reason is None and has_sealed_rounds(game) and options.get("tiebreak", "replay") != "draw":
        reason = (
            f"This {game.title} match cannot be drawn (RULES.md §3: a tie is decided by group "
            f"sizes, then by its tiebreak `{options.get('tiebreak', 'replay')}`)"
        )
    if reason is None:
        return None
    return f"{reason}, so there is no draw to offer. Play on, or use `/resign`."


def proposed_winner(proposal: Proposal, seat: int) -> int | None:
    """The seat a proposal by ``seat`` names as the winner (``None``: a draw)."""
    return {Proposal.DRAW: None, Proposal.I_WIN: seat, Proposal.YOU_WIN: 1 - seat}[proposal]


async def propose(
    change: flow.Change,
    match: MatchRecord,
    game: AnyGame,
    state: Any,
    *,
    seat: int,
    proposal: Proposal,
) -> MatchRecord:
    refused = refusal(game, match.options, proposal)
    if refused is not None:
        raise NotAllowed(refused)
    winner = proposed_winner(proposal, seat)
    offer = match.offer
    # The other player proposed the same result at this position: that is an agreement.
    if offer is not None and (offer.seat, offer.winner, offer.ply) == (1 - seat, winner, match.ply):
        return await agree(change, match, game, state, offer)
    match = replace(match, offer=Offer(seat, winner, match.ply), updated_at=change.now)
    await change.uow.save_match(match)
    change.notes.append(
        notices.public(
            match,
            "result-proposed",
            by=match.players[seat],
            winner=None if winner is None else match.players[winner],
        )
    )
    return match


async def answer(
    change: flow.Change,
    match: MatchRecord,
    game: AnyGame,
    state: Any,
    *,
    seat: int,
    accept: bool,
) -> MatchRecord:
    offer = match.offer
    if offer is None or offer.ply != match.ply:
        raise NotAllowed(f"There is no result proposal to answer in match #{match.id}.")
    if offer.seat == seat:
        raise NotAllowed("You cannot answer your own proposal; wait for your opponent.")
    if accept:
        return await agree(change, match, game, state, offer)
    by: UserId = match.players[seat]
    match = replace(match, offer=None, updated_at=change.now)
    await change.uow.save_match(match)
    change.notes.append(notices.public(match, "proposal-declined", by=by))
    return match


async def agree(
    change: flow.Change, match: MatchRecord, game: AnyGame, state: Any, offer: Offer
) -> MatchRecord:
    if offer.winner is None:
        details = "Draw by agreement."
    else:
        details = f"{str(game.colour_of(state, offer.winner)).capitalize()} wins by agreement."
    return await flow.finish(change, match, Result(offer.winner, AGREEMENT, details=details))
