"""The garbage collector kept from blocking the event loop (the target: tournament work never
blocks the loop more than 50 ms, so every button still answers within Discord's 3 s).

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

Tests build hundreds of bots in one process: freezing there would keep each test's garbage
for good, so tests build their bots without it (``StoneArenaBot(settle_heap=False)``).
"""

from __future__ import annotations

import gc
import logging

from PIL import Image

log = logging.getLogger(__name__)


def settle() -> int:
    """Import what is imported on first use, collect, freeze; the objects frozen."""
    Image.preinit()  # Pillow's PNG, JPEG, BMP, GIF and PPM formats, loaded by the first picture
    gc.collect()
    gc.freeze()
    frozen = gc.get_freeze_count()
    log.info("start-up heap frozen", extra={"objects": frozen})
    return frozen
