"""What the Thwart Omega tests read of a match's commitments (docs/fairness.md): the round
seed the bot derives, and the public posts that commit and reveal, parsed."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.engine.games import round_seed
from tests.bot.conftest import World


async def round_seed_of(world: World, match_id: int, game_no: int, round_no: int) -> str:
    """The seed of a round, as the bot derives it from the match's secret seed (tests only:
    nothing in the bot shows it before the round's reveal)."""
    async with world.arena.store.read() as uow:
        match = await uow.load_match(match_id)
    assert match is not None
    return round_seed(match.seed, game_no, round_no)


HEX64 = r"[0-9a-f]{64}"
HEX32 = r"[0-9a-f]{32}"


@dataclass(frozen=True)
class SealedPost:
    """A ``round N is sealed`` post: the commitment in force per user (``None``: nothing
    sealed, filled from the round seed) and the round seed's commitment."""

    round: int
    commitments: dict[int, str | None]
    seed_commitment: str


@dataclass(frozen=True)
class RevealPost:
    """A ``round N revealed`` post: per user the move, whether it was a random fill and its
    salt (``""``: none); the round's seed; the next round's seed commitment, if one opens."""

    round: int
    moves: dict[int, tuple[str, bool, str]]
    seed: str
    next_commitment: str | None


def sealed_post(text: str) -> SealedPost | None:
    head = re.search(r"round (\d+) is sealed", text)
    if head is None:
        return None
    commitments: dict[int, str | None] = {}
    for user, rest in re.findall(r"^<@(\d+)> \(\w+\): (.*)$", text, re.MULTILINE):
        found = re.fullmatch(f"`({HEX64})`", rest)
        if found is None:
            assert rest == "no move sealed, filled from the round seed", rest
        commitments[int(user)] = None if found is None else found[1]
    seed = re.search(f"Round seed commitment: `({HEX64})`", text)
    assert seed is not None, text
    return SealedPost(int(head[1]), commitments, seed[1])


def reveal_post(text: str) -> RevealPost | None:
    head = re.search(r"round (\d+) revealed", text)
    if head is None:
        return None
    played = re.findall(r"<@(\d+)> \(\w+\) played `([^`]+)`( \*\(random)?", text)
    salts_line = re.search(r"^Salts: (.*)$", text, re.MULTILINE)
    assert salts_line is not None, text
    salts = {
        int(user): salt
        for user, salt in re.findall(
            f"<@(\\d+)> (?:`({HEX32})`|none \\(filled from the seed\\))", salts_line[1]
        )
    }
    seed = re.search(f"Round {head[1]} seed: `({HEX64})`", text)
    assert seed is not None, text
    following = re.search(f"Round {int(head[1]) + 1} seed commitment: `({HEX64})`", text)
    return RevealPost(
        int(head[1]),
        {int(user): (move, bool(rnd), salts[int(user)]) for user, move, rnd in played},
        seed[1],
        None if following is None else following[1],
    )


def opening_commitment(text: str, round_no: int) -> str | None:
    """The seed commitment a post makes for ``round_no`` (the start board, a reveal)."""
    found = re.search(f"Round {round_no} seed commitment: `({HEX64})`", text)
    return None if found is None else found[1]
