"""The garbage collector kept from blocking the event loop (the targets: tournament work never
blocks the loop more than 50 ms, so every button still answers within Discord's 3 s; no block
over 20 ms while web pages are served during a night).

CPython's cycle collector stops the whole process for a full collection, for a time that grows
with every object it tracks, and the full collections come by themselves as the heap grows. A
bot's heap is mostly what start-up made and keeps for good: the modules (discord.py, Pillow,
networkx, the rules and the fonts' tables), the command tree, the cogs: about 105,000 objects.
Measured with ``./dev bench journey`` (a 128-player night), full collections were behind most of
the bot's callbacks that held the loop past 50 ms, and at the end of the night a full
collection of the bot's heap walked 134,000 objects (83 ms at load 5); frozen, 29,000 (13 ms).

``settle()``, called once when start-up is over, collects what start-up threw away and then
freezes the rest (``gc.freeze()``: the survivors go to a permanent generation that no later
collection looks at; they are still freed normally when nothing refers to them). Later full
collections only look at what the running bot made since. A module imported later would join
the heap that is collected, so what is imported on first use (Pillow's file formats, on the
first picture) is imported first.

What the running bot keeps grows too (discord.py's members and threads, the catalogues'
messages compiled on first use, the caches of pictures and pages): after a 64-player night,
full collections walked 35,000 to 42,000 objects again (``./dev bench web --night``, simcord's
records left out). So the survivors of every full collection are frozen in turn
(``Refreezer``): the next one walks only what was made since. In that night, the full
collections took 91 ms in all instead of 2,009 ms, the longest 23 ms instead of 311 ms (at
load 9 to 14 on two cores). The policy counts what it froze itself (the survivors of each full
collection): ``gc.get_freeze_count()`` walks the whole frozen heap, 12 ms for 430,000 objects,
too slow to ask at every full collection.

The price of freezing is that a frozen object which later dies in a reference cycle is not
reclaimed until it is unfrozen (1,187 objects after that night). So once the frozen heap has
grown by half since the last collection of everything, one collection of everything is owed: it
unfreezes the heap, walks it all and freezes what survives, a pause of start-up's size (tens of
milliseconds). It is not done wherever the next full collection happens to start (in the middle
of a night, a page or a command), but by ``sweep``, which the bot's upkeep calls every ten
minutes: it walks the heap once nobody has pressed, typed or asked for a page for ``QUIET``
(``Quiet``), or, with someone always there, once it has been owed for ``OVERDUE`` (what a
bot keeps grows slowly: about once a night at most).

Tests build hundreds of bots in one process: freezing there would keep each test's garbage
for good, so tests build their bots without it (``StoneArenaBot(settle_heap=False)``).
"""

from __future__ import annotations

import gc
import logging
import time
from collections.abc import Callable
from typing import Any

from PIL import Image

log = logging.getLogger(__name__)

GROWTH = 1.5  # the frozen heap this many times its size after the last whole collection: walk it
QUIET = 120.0  # seconds without a press, a command or a page: a whole collection may run
OVERDUE = 6 * 3600.0  # seconds owed: it runs at the next sweep even with someone there


class Refreezer:
    """A ``gc.callbacks`` entry: freezes the survivors of every full collection and counts
    them; ``owed_since`` says since when the frozen heap has grown ``growth`` times since the
    last collection of everything (``walk_all``), else None. ``now`` is a monotonic clock in
    seconds."""

    def __init__(self, growth: float = GROWTH, now: Callable[[], float] = time.monotonic) -> None:
        self.growth = growth
        self._now = now
        self.base = gc.get_freeze_count()  # the frozen heap after the last whole collection
        self.frozen = self.base  # that, and the survivors frozen since (deaths not counted)
        self.owed_since: float | None = None
        self.refrozen = 0  # full collections whose survivors were frozen
        self.whole = 0  # collections of everything (``walk_all``)

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if info["generation"] != 2 or phase != "stop":
            return
        # A full collection leaves its survivors in the oldest generation, the others empty.
        self.frozen += len(gc.get_objects(generation=2))
        gc.freeze()
        self.refrozen += 1
        if self.owed_since is None and self.frozen > self.base * self.growth:
            self.owed_since = self._now()

    def owed_for(self) -> float | None:
        """Seconds since a collection of everything became owed (None: not owed)."""
        return None if self.owed_since is None else self._now() - self.owed_since

    def walk_all(self) -> int:
        """Unfreeze, collect everything (reclaiming the cycles freezing kept), freeze what
        survives; the objects reclaimed."""
        gc.unfreeze()
        found = gc.collect()
        gc.freeze()  # (``__call__`` has frozen them already if this policy is installed)
        self.whole += 1
        self.base = self.frozen = gc.get_freeze_count()
        self.owed_since = None
        return found


class Quiet:
    """When the bot last served someone (a press or command: an interaction; a web page);
    ``now`` is a monotonic clock in seconds."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self.last = now()

    def touch(self) -> None:
        self.last = self._now()

    def for_seconds(self) -> float:
        return self._now() - self.last


def sweep(refreezer: Refreezer, quiet: Quiet, *, after: float = QUIET) -> bool:
    """The owed collection of everything, if the bot has been quiet ``after`` seconds or it
    has been owed ``OVERDUE``; whether it ran."""
    owed = refreezer.owed_for()
    if owed is None:
        return False
    overdue = owed >= OVERDUE
    if quiet.for_seconds() < after and not overdue:
        return False
    begin = time.perf_counter()
    found = refreezer.walk_all()
    log.info(
        "whole heap collected",
        extra={"ms": round((time.perf_counter() - begin) * 1000, 1), "reclaimed": found,
               "frozen": refreezer.base, "overdue": overdue},
    )  # fmt: skip
    return True


def installed() -> Refreezer | None:
    """The policy ``settle`` installed, if it did."""
    return next((c for c in gc.callbacks if isinstance(c, Refreezer)), None)


def settle() -> int:
    """Import what is imported on first use, collect, freeze, and keep freezing what survives
    each full collection (``Refreezer``, installed once); the objects frozen."""
    Image.preinit()  # Pillow's PNG, JPEG, BMP, GIF and PPM formats, loaded by the first picture
    gc.collect()
    gc.freeze()
    frozen = gc.get_freeze_count()
    if installed() is None:
        gc.callbacks.append(Refreezer())
    log.info("start-up heap frozen", extra={"objects": frozen})
    return frozen
