"""Commit–reveal for sealed rounds (Thwart Omega, RULES.md §3), so that anyone can check a
revealed move against what was sealed before the reveal (docs/fairness.md).

* A **move commitment** is SHA-256 over the exact bytes of ``commitment_bytes``: the match, the
  game of the match, the round, the seat, the canonical move and a fresh random salt. Posted
  before the reveal, it shows nothing (the salt is secret until then); revealed with its salt,
  anyone recomputes it.
* A **round seed** is committed to when the round opens (``seed_commitment``) and published with
  the reveal; a submission missing at the deadline is ``seeded_fill`` of that seed, so nobody
  (the bot included) could pick the fill after seeing the other seat's move.

Pure: text and bytes in, text out. Drawing the salts and seeds is the bot's job (``secrets``).
The byte strings are ASCII text lines, so a player can recompute one with ``printf`` and
``sha256sum``; changing them breaks every record already written, so they carry a version.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

from rules.game import Game, Seat

COMMITMENT_VERSION = "stone-arena-commitment-v1"
SEED_VERSION = "stone-arena-seed-v1"
FILL_VERSION = "stone-arena-fill-v1"
# Salts and seeds are lowercase hex: 16 bytes (128 bits) for a salt, 32 for a seed.
SALT_BYTES = 16
SEED_BYTES = 32


def commitment_bytes(
    *, match_id: int, game_no: int, round_no: int, seat: Seat, move: str, salt: str
) -> bytes:
    """The exact bytes a move commitment hashes (docs/fairness.md): seven lines, each ending in
    a line feed, ``move`` in its canonical spelling and ``salt`` in lowercase hex."""
    lines = (
        COMMITMENT_VERSION,
        f"match={match_id}",
        f"game={game_no}",
        f"round={round_no}",
        f"seat={seat}",
        f"move={move}",
        f"salt={salt}",
    )
    return "".join(f"{line}\n" for line in lines).encode("utf-8")


def commitment(
    *, match_id: int, game_no: int, round_no: int, seat: Seat, move: str, salt: str
) -> str:
    """The commitment to ``move`` (lowercase hex SHA-256 of ``commitment_bytes``)."""
    data = commitment_bytes(
        match_id=match_id, game_no=game_no, round_no=round_no, seat=seat, move=move, salt=salt
    )
    return hashlib.sha256(data).hexdigest()


def seed_bytes(match_id: int, game_no: int, round_no: int, seed: str) -> bytes:
    """The exact bytes a round seed's commitment hashes: five lines, each ending in a line
    feed, ``seed`` in lowercase hex."""
    lines = (
        SEED_VERSION,
        f"match={match_id}",
        f"game={game_no}",
        f"round={round_no}",
        f"seed={seed}",
    )
    return "".join(f"{line}\n" for line in lines).encode("utf-8")


def seed_commitment(match_id: int, game_no: int, round_no: int, seed: str) -> str:
    """The commitment to a round's seed, posted when the round opens."""
    return hashlib.sha256(seed_bytes(match_id, game_no, round_no, seed)).hexdigest()


def fill_index(seed: str, seat: Seat, count: int) -> int:
    """Which of ``count`` moves (0-based) the seed picks for ``seat``: HMAC-SHA256 keyed with
    the seed's bytes over ``stone-arena-fill-v1 seat=N``, read as a big-endian number, modulo
    ``count``."""
    if count <= 0:
        raise ValueError("there is no legal move to fill with")
    key = bytes.fromhex(seed)
    digest = hmac.new(key, f"{FILL_VERSION} seat={seat}".encode(), hashlib.sha256).digest()
    return int.from_bytes(digest, "big") % count


def seeded_fill(game: Game[Any], state: Any, seat: Seat, seed: str) -> str:
    """The move a round seed fills in for ``seat``: the rules' legal moves sorted by their
    UTF-8 bytes, and the one at ``fill_index``."""
    moves = sorted(game.legal_moves(state, seat), key=lambda move: move.encode("utf-8"))
    return moves[fill_index(seed, seat, len(moves))]


def is_hex(text: str, size: int) -> bool:
    """Whether ``text`` is ``size`` bytes in lowercase hex (a salt or a seed as written)."""
    if len(text) != 2 * size:
        return False
    return all(c in "0123456789abcdef" for c in text)
