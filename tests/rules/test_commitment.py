"""The commit–reveal primitives (rules/commitment.py, docs/fairness.md)."""

import hashlib

from rules.commitment import commitment, commitment_bytes, seed_commitment, seeded_fill
from rules.registry import get_game


def test_commitment_is_sha256_of_the_documented_lines() -> None:
    salt = "00112233445566778899aabbccddeeff"
    data = commitment_bytes(
        match_id=1234, game_no=1, round_no=3, seat=0, move="b c3 w e5", salt=salt
    )
    assert data == (
        b"stone-arena-commitment-v1\nmatch=1234\ngame=1\nround=3\nseat=0\n"
        b"move=b c3 w e5\nsalt=00112233445566778899aabbccddeeff\n"
    )
    assert (
        commitment(match_id=1234, game_no=1, round_no=3, seat=0, move="b c3 w e5", salt=salt)
        == hashlib.sha256(data).hexdigest()
    )


def test_any_changed_field_changes_the_commitment() -> None:
    base = (1234, 1, 3, 0, "b c3 w e5", "00" * 16)
    changed = [
        (1235, 1, 3, 0, "b c3 w e5", "00" * 16),
        (1234, 2, 3, 0, "b c3 w e5", "00" * 16),
        (1234, 1, 4, 0, "b c3 w e5", "00" * 16),
        (1234, 1, 3, 1, "b c3 w e5", "00" * 16),
        (1234, 1, 3, 0, "b c3 w e4", "00" * 16),
        (1234, 1, 3, 0, "b c3 w e5", "00" * 15 + "01"),
    ]
    assert len({_commit(base), *(_commit(c) for c in changed)}) == 7
    assert seed_commitment(1, 1, 1, "ab" * 32) != seed_commitment(1, 1, 2, "ab" * 32)


def test_a_seeded_fill_is_legal_deterministic_and_depends_on_seed_and_seat() -> None:
    game = get_game("thwart-omega")
    state = game.new_state()
    legal = set(game.legal_moves(state, 0))
    fills = {seeded_fill(game, state, seat, f"{n:064x}") for n in range(20) for seat in (0, 1)}
    assert fills <= legal and len(fills) > 20
    assert seeded_fill(game, state, 0, "ab" * 32) == seeded_fill(game, state, 0, "ab" * 32)


def _commit(fields: tuple[int, int, int, int, str, str]) -> str:
    match_id, game_no, round_no, seat, move, salt = fields
    return commitment(
        match_id=match_id, game_no=game_no, round_no=round_no, seat=seat, move=move, salt=salt
    )
