"""What every answer of the web server carries and what every request passes first: strict
security headers, and a rate limit per client address.

The rate limit is a token bucket per address (``BURST`` requests at once, then ``RATE`` a
second), kept in memory by each process. It is twenty lines written here rather than a
library: the kept aiohttp rate limiters either need Redis or are thin, unmaintained wrappers
around the same arithmetic, and a limit per process is what is wanted (each process protects
its own event loop, which the bot's games share).

Behind a reverse proxy every request comes from the proxy's address: the client's address is
then the last entry of ``X-Forwarded-For``, trusted only when the request comes from a loopback
address (the proxy on the same machine, as the deploy guide sets it up).
"""

from __future__ import annotations

import ipaddress
import logging
import math
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from aiohttp import web
from aiohttp.typedefs import Middleware

log = logging.getLogger(__name__)

RATE = 5.0  # requests per second, per address, once the burst is spent
BURST = 30  # a page and its pictures at once, and a few quick steps through a match
KEPT_ADDRESSES = 10_000  # the least recently seen beyond this are forgotten (they start full)

# No inline script or style, nothing from another origin; pictures are served by the pages.
CSP = (
    "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; "
    "connect-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    # The addresses are the secret: never send one to another site as a referrer.
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "X-Robots-Tag": "noindex, nofollow",
}

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class RateLimit:
    """Token buckets by address; ``now`` is a monotonic clock in seconds (tests pass theirs)."""

    def __init__(
        self,
        rate: float = RATE,
        burst: int = BURST,
        now: Callable[[], float] = time.monotonic,
        kept: int = KEPT_ADDRESSES,
    ) -> None:
        self.rate, self.burst, self._now, self._kept = rate, burst, now, kept
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, address: str) -> float:
        """0 if ``address`` may make a request now (and count it), else the seconds to wait."""
        now = self._now()
        tokens, then = self._buckets.pop(address, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - then) * self.rate)
        if tokens < 1:
            self._buckets[address] = (tokens, now)
            return (1 - tokens) / self.rate
        self._buckets[address] = (tokens - 1, now)
        while len(self._buckets) > self._kept:
            self._buckets.popitem(last=False)
        return 0.0


def client_address(request: web.Request) -> str:
    """The client's address: the peer's, or behind a local reverse proxy the address it
    forwarded (the last ``X-Forwarded-For`` entry, the one the proxy itself added)."""
    peer = request.remote or ""
    forwarded = request.headers.get("X-Forwarded-For")
    if forwarded:
        try:
            loopback = ipaddress.ip_address(peer).is_loopback
        except ValueError:
            loopback = False
        if loopback:
            return forwarded.split(",")[-1].strip() or peer
    return peer


def guard(limit: RateLimit) -> Middleware:
    """The middleware: refuse an address over its rate (429 with ``Retry-After``), put the
    security headers on every answer (errors included)."""

    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        wait = limit.take(client_address(request))
        if wait:
            response: web.StreamResponse = web.Response(
                status=429,
                text="Too many requests from this address; try again in a few seconds.\n",
                headers={"Retry-After": str(math.ceil(wait))},
            )
        else:
            try:
                response = await handler(request)
            except web.HTTPException as error:
                response = error
            except Exception:
                log.exception("a web page failed", extra={"path": request.path})
                response = web.Response(status=500, text="Something went wrong on our side.\n")
        response.headers.update(HEADERS)
        return response

    return middleware
