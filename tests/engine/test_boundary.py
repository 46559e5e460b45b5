"""Bad input at the service boundary: a clear sentence for the player, and nothing changed."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

import pytest

from bot.engine.errors import (
    BadMove,
    BadRequest,
    EngineError,
    MatchFinished,
    NotYourMatch,
    NotYourTurn,
    StaleRequest,
    UnknownMatch,
)
from bot.engine.model import Proposal
from tests.engine.support import ALICE, BOB, CAROL, Harness

JUNK_IDS: list[Any] = [999, -1, 0, 2**80, "1", None, 1.0, True, [1], {"id": 1}]
JUNK_TEXT: list[Any] = [
    "",
    "   ",
    "zz",
    "z9",
    "d0",
    "a99",
    "\x00",
    "🙂",
    "ｄ４",
    "\u202eb2",
    "b2; DROP TABLE moves; --",
    "x" * 201,
    "b2 " * 10_000,
    None,
    4,
    b"b2",
    ["b2"],
]


async def _refused(
    harness: Harness, error: type[EngineError], call: Callable[[], Awaitable[object]]
) -> str:
    """Run ``call``, expect ``error``, check nothing changed; the message."""
    before = harness.dump()
    with pytest.raises(error) as caught:
        await call()
    assert harness.dump() == before
    message = str(caught.value)
    # A sentence: it may start with a cell name (``z9 is not a square ...``).
    assert message[:1].isupper() or message[:1].isalnum(), message
    assert message.rstrip("`").endswith((".", "!", "?")), message
    assert len(message) < 400
    return message


async def test_unknown_match(harness: Harness) -> None:
    await harness.start("meter")
    for junk in JUNK_IDS:
        await _refused(harness, UnknownMatch, partial(harness.service.play, junk, ALICE, "b2"))
        await _refused(harness, UnknownMatch, partial(harness.service.resign, junk, ALICE))
        await _refused(harness, UnknownMatch, partial(harness.service.get_match, junk))


async def test_wrong_player(harness: Harness) -> None:
    view = await harness.start("meter")
    users: list[Any] = [CAROL, None, "11", 11.0, 2**70]
    for user in users:
        await _refused(harness, NotYourMatch, partial(harness.service.play, view.id, user, "b2"))
    await _refused(harness, NotYourMatch, lambda: harness.service.resign(view.id, CAROL))
    await _refused(harness, NotYourMatch, lambda: harness.service.abort(view.id, CAROL))


async def test_wrong_turn(harness: Harness) -> None:
    view = await harness.start("meter")
    message = await _refused(harness, NotYourTurn, lambda: harness.service.play(view.id, BOB, "b2"))
    assert "turn" in message


async def test_finished_match(harness: Harness) -> None:
    view = await harness.start("meter")
    await harness.service.resign(view.id, ALICE)
    for call in (
        lambda: harness.service.play(view.id, ALICE, "b2"),
        lambda: harness.service.resign(view.id, BOB),
        lambda: harness.service.abort(view.id, BOB),
        lambda: harness.service.propose_result(view.id, BOB, Proposal.DRAW),
    ):
        await _refused(harness, MatchFinished, call)


async def test_stale_request(harness: Harness) -> None:
    view = await harness.start("meter")
    await harness.service.play(view.id, ALICE, "b2", expected_ply=0)
    message = await _refused(
        harness, StaleRequest, lambda: harness.service.play(view.id, BOB, "a1", expected_ply=0)
    )
    assert "older board of match #1" in message and "move 0" not in message
    await _refused(
        harness,
        BadRequest,
        lambda: harness.service.play(view.id, BOB, "a1", expected_ply="1"),  # type: ignore[arg-type]
    )


@pytest.mark.parametrize("game_id", ["meter", "thwart-omega", "meuda", "interleave"])
async def test_huge_or_malformed_text(harness: Harness, game_id: str) -> None:
    view = await harness.start(game_id)
    for text in JUNK_TEXT:
        await _refused(harness, BadMove, partial(harness.service.play, view.id, ALICE, text))


async def test_random_garbage_never_escapes_as_another_error(harness: Harness) -> None:
    view = await harness.start("meuda")
    rng = random.Random(5)
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 :,;-_/\\\t\n🙂ａ\x00\u202e'\"`"
    before = harness.dump()
    refused = 0
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        if text.split() and all(part.isalnum() and len(part) <= 3 for part in text.split()):
            continue  # might be a legal cell list: not garbage
        try:
            await harness.service.play(view.id, ALICE, text)
        except EngineError:
            refused += 1
    assert refused > 250
    assert harness.dump() == before
