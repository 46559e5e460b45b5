"""Legal-move suggestions for ``/move``'s autocomplete: filtered by what the player typed, at most
25 (Discord's limit), and for Meuda roots the N stones the turn will place (RULES.md §7), in the
reader's language (``words``; a choice's name is at most 100 characters)."""

from __future__ import annotations

from typing import Any

import rules
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.engine.views import MatchView
from rules.meuda import Meuda

LIMIT = 25


def suggestions(
    view: MatchView,
    user_id: int,
    typed: str,
    limit: int = LIMIT,
    words: Words = ENGLISH_WORDS,
) -> list[tuple[str, str]]:
    """``(label, move)`` pairs for ``user_id``'s legal moves in ``view`` matching ``typed``."""
    if user_id not in view.players or (view.to_act and user_id not in view.to_act):
        return []
    game = rules.get_game(view.game_id)
    seat = view.players.index(user_id)
    moves = game.legal_moves(view.state, seat)
    wanted = " ".join(typed.lower().split())
    if wanted:
        first = [m for m in moves if m.startswith(wanted)]
        inside = [m for m in moves if wanted in m and not m.startswith(wanted)]
        moves = first + inside
    return [(label(game, view.state, move, words), move) for move in moves[:limit]]


def label(game: rules.Game[Any], state: Any, move: str, words: Words = ENGLISH_WORDS) -> str:
    """What the autocomplete shows for ``move`` (Meuda: a root's N, or the stone's place in the
    turn under construction)."""
    if isinstance(game, Meuda):
        building = game.turn_in_progress(state)
        if building:
            target = game.turn_target(state)
            return words(
                "suggest-branched-stone", move=move, number=len(building) + 1, target=target
            )
        n = game.root_size(state, move)
        if n:
            return words("suggest-root", move=move, stones=n)
    return move
