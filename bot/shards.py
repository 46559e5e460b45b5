"""``STONE_ARENA_SHARDS``: which of Discord's gateway shards this process runs.

Discord requires sharding past about 2,500 servers: each shard carries the gateway events of a
slice of the servers. One process can run every shard (the default: discord.py asks Discord for
its recommended count), or several processes on one PostgreSQL database split them:

    STONE_ARENA_SHARDS=0-1/4     this process runs shards 0 and 1 of 4
    STONE_ARENA_SHARDS=2,3/4     ... shards 2 and 3 of 4 (the other process)
    STONE_ARENA_SHARDS=4         all 4 shards in this one process

Interactions and gateway events are handled by the process whose shard receives them; direct
messages (Discord sends them to shard 0) go to the shared database like any submission; timers
and outbox rows are claimed by whichever process gets to them first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_FORM = re.compile(r"^(?:(?P<ids>[0-9,\- ]+)/)?(?P<count>[0-9]+)$")


@dataclass(frozen=True, slots=True)
class Shards:
    count: int
    ids: tuple[int, ...] | None = None  # None: every shard of ``count``

    def __str__(self) -> str:
        if self.ids is None:
            return f"all {self.count} shards"
        return f"shards {', '.join(map(str, self.ids))} of {self.count}"


def parse_shards(text: str) -> Shards:
    """``IDS/COUNT`` or ``COUNT`` (see the module docstring); ``ValueError`` with a sentence."""
    form = _FORM.match(text.strip())
    if not form:
        raise ValueError(
            f"must look like 0-1/4 (shards 0 and 1 of 4), 2,3/4 or 4 (all of 4), not {text!r}"
        )
    count = int(form["count"])
    if not 1 <= count <= 10_000:
        raise ValueError(f"the shard count must be from 1 to 10000, not {count}")
    if form["ids"] is None:
        return Shards(count)
    ids: list[int] = []
    for part in form["ids"].replace(" ", "").split(","):
        low, _, high = part.partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            raise ValueError(f"{part!r} is not a shard id or a range like 0-3")
        first, last = int(low), int(high or low)
        if first > last:
            raise ValueError(f"the range {part} runs backwards")
        ids += range(first, last + 1)
    if len(set(ids)) != len(ids):
        raise ValueError("a shard id is named twice")
    if max(ids) >= count:
        raise ValueError(f"shard ids go from 0 to {count - 1} when there are {count} shards")
    return Shards(count, tuple(sorted(ids)))
