"""The engine's use of the rules package: finding games, seeded randomness, multi-stone turns and
replaying a match's move log (RULES.md §8 is the only interface used)."""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import rules
from bot.engine.errors import BadMove, BadRequest, NotYourTurn
from bot.engine.model import MatchRecord, MoveRecord, Result
from rules import Game, MoveError, Outcome, UnknownGame
from rules.commitment import SALT_BYTES

AnyGame = Game[Any]
Games = Mapping[str, AnyGame]
SeedSource = Callable[[], int]
SaltSource = Callable[[], str]

# RULES.md §7: a whole Meuda turn may be written in one line (``d1 d2 e1``); the match service
# applies the stones in order, all or nothing. No other game takes several moves in one line.
MULTI_STONE_GAMES = frozenset({"meuda"})


# RULES.md §3 / §8.1: the rules report a full Thwart Omega tie under ``tiebreak=replay`` with this
# reason and no winner; the match service then starts the replay game by itself.
TIE_REPLAY = "tie-replay"


def find_game(games: Games, name: str) -> AnyGame:
    """The game called ``name`` in ``games`` (ids and aliases); ``BadRequest`` otherwise."""
    if games is rules.GAMES:
        try:
            return rules.get_game(name)
        except UnknownGame:
            raise BadRequest("game-unknown", name=repr(name), games=", ".join(games)) from None
    key = name.strip().lower() if isinstance(name, str) else ""
    for game in games.values():
        if key == game.id or key in game.aliases:
            return game
    raise BadRequest("game-unknown", name=repr(name), games=", ".join(games))


def seeded(seed: int, *parts: object) -> random.Random:
    """A generator determined by the match seed and ``parts`` (string seeds hash with SHA-512,
    so the sequence is the same in every process and Python version 3.2+)."""
    return random.Random(":".join(["stone-arena", str(seed), *map(str, parts)]))


def seats_swapped(seed: int) -> bool:
    """Whether a random seat assignment puts the challenger in seat 1 (decided by the seed)."""
    return seeded(seed, "seats").random() < 0.5


def round_seed(seed: int, game_no: int, round_no: int) -> str:
    """A Thwart Omega round's seed (``rules.commitment``: committed to when the round opens, a
    missing move is ``seeded_fill`` of it, published with the reveal): HMAC-SHA256 keyed with
    the match's secret seed over the game and the round, as 64 hex digits. Publishing one
    round's seed shows nothing of the match seed, so nothing of the rounds still to come."""
    key = f"stone-arena-match-seed:{seed}".encode()
    message = f"round-seed game={game_no} round={round_no}".encode()
    return hmac.new(key, message, hashlib.sha256).hexdigest()


def new_salt() -> str:
    """A fresh salt for a sealed move's commitment: 128 bits from the system's secure source,
    as lowercase hex (``rules.commitment``)."""
    return secrets.token_hex(SALT_BYTES)


def has_sealed_rounds(game: AnyGame) -> bool:
    """Whether ``game`` is played in sealed rounds (Thwart Omega, RULES.md §3): both players
    submit a move in secret, and the round resolves when both locked in or its clock ran out.
    The one test for it: a game id is never compared for this."""
    return bool(game.simultaneous)


def round_of(game: AnyGame, state: Any) -> int:
    """The round being played in a simultaneous game (1-based; two history entries per round)."""
    return len(game.history(state)) // 2 + 1


def result_of(outcome: Outcome) -> Result:
    return Result(
        winner=outcome.winner,
        reason=outcome.reason,
        scores={seat: float(score) for seat, score in outcome.scores.items()},
        details=outcome.details,
    )


def split_turn(game: AnyGame, text: str) -> list[str]:
    """The moves one line of text stands for: several cells for a Meuda turn, else the line."""
    if game.id in MULTI_STONE_GAMES:
        parts = text.split()
        if len(parts) > 1:
            return parts
    return [text]


def apply_turn(
    game: AnyGame, state: Any, seat: int, pieces: Sequence[str]
) -> tuple[Any, list[str]]:
    """Play ``pieces`` one after another for ``seat``: the new state and the canonical moves.

    All or nothing: an error on any piece raises ``BadMove`` (or ``NotYourTurn`` for the first)
    and no state is returned, so nothing is stored.
    """
    applied: list[str] = []
    for index, piece in enumerate(pieces):
        if seat not in game.seats_to_act(state):
            if index == 0:
                raise NotYourTurn("move-refused", reason=game.not_your_turn(state, seat))
            raise BadMove("turn-ended", stones=index, piece=piece)
        before = len(game.history(state))
        try:
            state = game.play(state, seat, piece)
        except MoveError as error:
            if len(pieces) == 1:
                raise BadMove("move-refused", reason=error) from None
            raise BadMove(
                "turn-stone-refused", stone=index + 1, stones=len(pieces), piece=piece, reason=error
            ) from None
        history = game.history(state)
        if len(history) != before + 1 or history[-1][0] != seat:
            raise RuntimeError(f"{game.id}: a move did not add exactly one history entry")
        applied.append(history[-1][1])
    return state, applied


def replay(game: AnyGame, match: MatchRecord, moves: Sequence[MoveRecord]) -> Any:
    """The current game's state rebuilt from the options and the move log alone.

    Earlier games of a tie replay are replayed too and must end in ``tie-replay``. Raises
    ``ValueError`` if the log does not replay (it never should).
    """
    state = None
    for game_no in range(1, match.game_no + 1):
        state = game.new_state(**match.options)
        log = [m for m in moves if m.game_no == game_no]
        if has_sealed_rounds(game):
            if len(log) % 2:
                raise ValueError(f"match {match.id} game {game_no}: half a round in the log")
            for first, second in zip(log[0::2], log[1::2], strict=True):
                if (first.seat, second.seat) != (0, 1):
                    raise ValueError(f"match {match.id}: round out of seat order")
                state = game.play_round(state, {0: first.move, 1: second.move})
        else:
            for move in log:
                state = game.play(state, move.seat, move.move)
        outcome = game.outcome(state)
        if game_no < match.game_no and (outcome is None or outcome.reason != TIE_REPLAY):
            raise ValueError(f"match {match.id}: game {game_no} did not end in a tie replay")
    return state
