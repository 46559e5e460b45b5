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
load 9 to 14 on two cores). The price of freezing is that a frozen object which later dies in
a reference cycle is not reclaimed until it is unfrozen (1,187 objects after that night); so
once the frozen heap has grown by half since the last collection of everything, the next full
collection unfreezes it first and walks it all, once (a pause of start-up's size, rare: what a
bot keeps grows slowly), and freezes what survives.

Tests build hundreds of bots in one process: freezing there would keep each test's garbage
for good, so tests build their bots without it (``StoneArenaBot(settle_heap=False)``).
"""

from __future__ import annotations

import gc
import logging
from typing import Any

from PIL import Image

log = logging.getLogger(__name__)

GROWTH = 1.5  # the frozen heap this many times its size after the last whole collection: walk it


class Refreezer:
    """A ``gc.callbacks`` entry: freezes the survivors of every full collection, and lets one
    full collection walk the frozen heap too (``gc.unfreeze()`` as it starts) once that has
    grown ``GROWTH`` times since the last such walk. Counts what it did."""

    def __init__(self, growth: float = GROWTH) -> None:
        self.growth = growth
        self.base = gc.get_freeze_count()  # the frozen heap after the last whole collection
        self.refrozen = 0  # full collections whose survivors were frozen
        self.whole = 0  # full collections that walked the frozen heap too
        self._walking_all = False

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            if gc.get_freeze_count() > self.base * self.growth:
                gc.unfreeze()  # this collection walks everything: cycles among the frozen too
                self._walking_all = True
            return
        gc.freeze()
        self.refrozen += 1
        if self._walking_all:
            self._walking_all = False
            self.whole += 1
            self.base = gc.get_freeze_count()


def settle() -> int:
    """Import what is imported on first use, collect, freeze, and keep freezing what survives
    each full collection (``Refreezer``, installed once); the objects frozen."""
    Image.preinit()  # Pillow's PNG, JPEG, BMP, GIF and PPM formats, loaded by the first picture
    gc.collect()
    gc.freeze()
    frozen = gc.get_freeze_count()
    if not any(isinstance(c, Refreezer) for c in gc.callbacks):
        gc.callbacks.append(Refreezer())
    log.info("start-up heap frozen", extra={"objects": frozen})
    return frozen
