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

# Games without a drawn result: the refusal names the rule that says so (RULES.md §6: a full
# Meter board has an odd number of cells; §4: identical Interleave group sizes mean Red wins).
DRAWLESS = frozenset({"meter", "interleave"})
# Games where agreeing a winner means something: Meridians' counting end (RULES.md §5).
WIN_AGREEMENT_GAMES = frozenset({"meridians"})


def refuse(game: AnyGame, options: Mapping[str, object], proposal: Proposal) -> None:
    """``NotAllowed`` saying why ``proposal`` has no meaning in this game, if it has none."""
    if proposal is not Proposal.DRAW:
        if game.id not in WIN_AGREEMENT_GAMES:
            raise NotAllowed("proposal-no-win-agreement", game=game.title)
        return
    if game.id in DRAWLESS:
        raise NotAllowed("proposal-drawless", game=game.id)
    tiebreak = str(options.get("tiebreak", "replay"))
    if has_sealed_rounds(game) and tiebreak != "draw":
        raise NotAllowed("proposal-tie-decided", game=game.title, tiebreak=tiebreak)


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
    refuse(game, match.options, proposal)
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
        raise NotAllowed("proposal-none", match=str(match.id))
    if offer.seat == seat:
        raise NotAllowed("proposal-own")
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
