"""Thwart Omega records sealed as the bot seals them (docs/fairness.md), for the record and
verifier tests: real salts and seeds from ``secrets``, commitments from ``rules.commitment``,
random fills from ``seeded_fill``, played through the rules."""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Collection
from typing import Any

import rules
from rules.commitment import SALT_BYTES, SEED_BYTES, commitment, seed_commitment, seeded_fill
from rules.game import SEATS, Seat
from rules.record import TIE_REPLAY, Entry, GameRecord, result_code, score_header

MATCH_ID = 98765432109876543
# (state, seat, round number) -> the submission the player sends
Chooser = Callable[[Any, Seat, int], str]
# (game number, round number, seat): the submissions the bot fills at random
Fills = Collection[tuple[int, int, Seat]]


def random_chooser(seed: int) -> Chooser:
    rng = random.Random(seed)
    game = rules.get_game("thwart-omega")
    return lambda state, seat, _round: game.random_move(state, seat, rng)


def mirrored_tie(state: Any, seat: Seat, round_no: int) -> str:
    """Both seats send the same submissions, Black on the left half and White on its mirror
    image; then the middle file is burned. Group sizes come out identical: a tie replay."""
    files = "abcdefg"
    if round_no <= 21:
        file, rank = divmod(round_no - 1, 7)
        return f"b {files[file]}{rank + 1} w {files[6 - file]}{rank + 1}"
    low, high = (1, 2) if round_no == 22 else (3, 4)
    if seat == 1:
        low, high = high, low
    return f"b d{low} w d{high}"


def play_sealed(
    game_no: int,
    chooser: Chooser,
    fills: Fills = (),
    *,
    match_id: int = MATCH_ID,
    tiebreak: str = "replay",
) -> tuple[tuple[Entry, ...], Any]:
    """One game played to its end, every round sealed: ``(entries, final state)``."""
    game = rules.get_game("thwart-omega")
    state = game.new_state(tiebreak=tiebreak)
    entries: list[Entry] = []
    round_no = 0
    while game.outcome(state) is None:
        round_no += 1
        seed = secrets.token_hex(SEED_BYTES)
        sealed_seed = seed_commitment(match_id, game_no, round_no, seed)
        moves = {}
        for seat in SEATS:
            if (game_no, round_no, seat) in fills:
                move = seeded_fill(game, state, seat, seed)
                entries.append(Entry(seat, move, True, "", "", sealed_seed, seed))
            else:
                move = game.check_move(state, seat, chooser(state, seat, round_no))
                salt = secrets.token_hex(SALT_BYTES)
                sealed = commitment(
                    match_id=match_id,
                    game_no=game_no,
                    round_no=round_no,
                    seat=seat,
                    move=move,
                    salt=salt,
                )
                entries.append(Entry(seat, move, False, sealed, salt, sealed_seed, seed))
            moves[seat] = move
        state = game.play_round(state, moves)
    return tuple(entries), state


def sealed_record(
    *, tie_first: bool = False, fills: Fills = ((1, 2, 1),), seed: int = 5
) -> GameRecord:
    """A whole match as its record: with ``tie_first`` a mirrored tie, then a replay game."""
    game = rules.get_game("thwart-omega")
    games = []
    if tie_first:
        entries, state = play_sealed(1, mirrored_tie, fills)
        outcome = game.outcome(state)
        assert outcome is not None and outcome.reason == TIE_REPLAY
        games.append(entries)
    # The random fills come from secret seeds, so the last game is played again on the rare
    # tie (identical group sizes), which would need a replay game after it.
    attempt = 0
    while True:
        entries, state = play_sealed(len(games) + 1, random_chooser(seed + attempt), fills)
        outcome = game.outcome(state)
        assert outcome is not None
        if outcome.reason != TIE_REPLAY:
            break
        attempt += 1
    games.append(entries)
    return GameRecord(
        game=game.id,
        options={"tiebreak": "replay"},
        players=("Alice", "Bob"),
        date="2026-11-26T02:00:00Z",
        result=result_code(outcome.winner, True),
        termination=outcome.reason,
        games=tuple(games),
        headers={"Match": str(MATCH_ID)},
        score=score_header(game, state) or "",
    )
