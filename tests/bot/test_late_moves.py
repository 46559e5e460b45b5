"""``/move`` in a Thwart Omega round is judged "in time" by when Discord received the command
(the interaction's snowflake time), not by when the bot got round to it, like ``/secret``, the
**Submit my move** form and DMs (RULES.md §3; issue 12 item 2).

A lagging bot is the service's clock running ahead of Discord's; a bot whose round-end timer
has not fired yet is a stopped pump with the service's clock behind Discord's."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta

from bot.engine.clock import Clock
from tests.bot.conftest import World, bot_messages, said, start_match


class _Shifted:
    """The bot's clock, ``offset`` away from Discord's."""

    def __init__(self, clock: Clock, offset: timedelta) -> None:
        self._clock = clock
        self._offset = offset

    def now(self) -> datetime:
        return self._clock.now() + self._offset

    async def sleep_until(self, when: datetime) -> None:
        await self._clock.sleep_until(when - self._offset)


@contextmanager
def _service_clock(world: World, seconds: float) -> Iterator[None]:
    service = world.arena.service
    real = service._clock
    service._clock = _Shifted(real, timedelta(seconds=seconds))
    try:
        yield
    finally:
        service._clock = real


async def test_a_move_sent_in_time_counts_when_the_bot_handles_it_late(world: World) -> None:
    match_id, thread = await start_match(world, "thwart-omega")
    with _service_clock(world, 61):  # the bot handles it after the 60 s round has ended
        result = await world.bob.slash(thread, "move", move="b c3 w e5")
    assert result.ephemeral and "I recorded `b c3 w e5`" in said(result)
    # The lagging bot's round-end timer fired too: the reveal uses bob's move, not a random one.
    # (Its outbox rows carry the lagging clock's time, so they go out when Discord's reaches it.)
    await world.env.advance_time(61)
    [reveal] = [m for m in bot_messages(thread, world.env) if "round 1 revealed" in m.content]
    assert "`b c3 w e5`" in reveal.content
    assert (await world.match(match_id)).round == 2


async def test_a_move_sent_after_the_deadline_is_refused_before_the_timer_fires(
    world: World,
) -> None:
    match_id, thread = await start_match(world, "thwart-omega")
    await world.arena.engine.pump.stop()  # a busy bot: the round-end timer does not fire
    await world.env.advance_time(61)
    with _service_clock(world, -61):  # and the bot's clock would still call it in time
        result = await world.bob.slash(thread, "move", move="b c3 w e5")
    assert result.ephemeral and "Too late: round 1 of match" in said(result)
    assert await world.arena.service.my_submission(match_id, world.bob.id) is None
    assert (await world.match(match_id)).round == 1
