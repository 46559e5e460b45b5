"""The engine's ``Clock`` on discord.py's clock.

``discord.utils.utcnow()`` is the real UTC time in production. Under simcord (the offline Discord
the tests run against) it is the simulation's virtual time, and ``asyncio.sleep`` is virtual too,
so ``env.advance_time(60)`` ends a 60-second round without any test waiting for real time.
"""

from __future__ import annotations

import asyncio
from datetime import datetime

import discord


class DiscordClock:
    """``now()`` from ``discord.utils.utcnow()``; waiting with ``asyncio.sleep``."""

    def now(self) -> datetime:
        return discord.utils.utcnow()

    async def sleep_until(self, when: datetime) -> None:
        delay = (when - self.now()).total_seconds()
        if delay > 0:
            await asyncio.sleep(delay)
