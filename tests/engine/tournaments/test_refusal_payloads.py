"""A start the engine refuses when its time comes (a field that does not suit the settings:
a defensive path, as the start adapts what it can) is cancelled with the refusal's message and
arguments in the notice, so the server reads it in its own language; ``reason`` keeps the
English (logs, and rows written before)."""

from __future__ import annotations

from typing import Any, NoReturn

import pytest

from bot.engine.tournaments.core.model import TournamentError
from bot.engine.tournaments.records import Phase
from bot.engine.tournaments.service import TournamentService
from tests.engine.support import CHANNEL, GUILD, Harness
from tests.engine.tournaments.test_service import ORGANISER, PLAYERS, config, payloads, settle


async def test_a_refused_timed_start_carries_the_refusal_for_the_servers_language(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    svc = TournamentService(harness.service)
    view = await svc.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        actor=ORGANISER,
        name="Cup",
        config=config(),
        starts_in_minutes=10,
    )
    for user in PLAYERS[:3]:
        await svc.join(view.id, user, f"Player {user}")

    async def refused(*args: Any, **kwargs: Any) -> NoReturn:
        raise TournamentError("tournament-cut-too-big", cut=4, count=3)

    monkeypatch.setattr(svc, "_start", refused)
    harness.clock.advance(600)
    await settle(harness)
    assert (await svc.get(view.id)).phase is Phase.CANCELLED
    [cancelled] = await payloads(harness, "tournament-cancelled")
    assert cancelled["refusal"] == "tournament-cut-too-big"
    assert cancelled["refusal_args"] == {"cut": 4, "count": 3}
    assert cancelled["reason"] == (
        "A top 4 needs more than 4 players; there are 3. Choose a smaller top cut, or none."
    )
