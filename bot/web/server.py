"""``WebServer``: the pages served on the bot's own event loop, started and stopped with it."""

from __future__ import annotations

import logging
from collections.abc import Callable

from aiohttp import web

from bot.web.addresses import Addresses
from bot.web.guard import RateLimit
from bot.web.pages import web_app
from bot.web.reads import Reader

log = logging.getLogger(__name__)


class WebServer:
    """Serves ``web_app`` on ``host:port`` until ``stop``; ``served`` is called as each answer
    goes out."""

    def __init__(
        self,
        reader: Reader,
        addresses: Addresses,
        host: str,
        port: int,
        *,
        limit: RateLimit | None = None,
        served: Callable[[], None] | None = None,
    ) -> None:
        self.app = web_app(reader, addresses, limit)
        if served is not None:  # told of every answer (the bot's ``Quiet``)
            touch = served

            async def answered(_: web.Request, __: web.StreamResponse) -> None:
                touch()

            self.app.on_response_prepare.append(answered)
        self.host, self.port = host, port
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        runner = web.AppRunner(self.app, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port)
        await site.start()
        self._runner = runner
        log.info("serving the web pages", extra={"address": f"{self.host}:{self.port}"})

    @property
    def bound(self) -> tuple[str, int]:
        """The address it listens on (port 0 in the settings: the one the system chose)."""
        assert self._runner is not None, "not started"
        host, port = self._runner.addresses[0][:2]
        return str(host), int(port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
