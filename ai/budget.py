"""How long a search may run: a number of playouts (repeatable) or a time (for live play)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

Clock = Callable[[], float]


@dataclass(slots=True)
class Budget:
    """Playouts left, and a deadline on ``clock`` (``None``: playouts only, so repeatable)."""

    playouts: int
    deadline: float | None = None
    clock: Clock = time.perf_counter
    used: int = 0

    def spend(self) -> bool:
        """Whether one more playout may run; counts it."""
        if self.used >= self.playouts:
            return False
        if self.deadline is not None and self.used and self.clock() >= self.deadline:
            return False
        self.used += 1
        return True

    def charge(self, playouts: int) -> None:
        """Counts other work as ``playouts`` playouts (a time budget's clock counts it anyway)."""
        self.used = min(self.playouts, self.used + playouts)

    def share(self, fraction: float) -> Budget:
        """A budget for a part of the work: ``fraction`` of what is left, at least one playout."""
        left = max(1, int((self.playouts - self.used) * fraction))
        deadline = None
        if self.deadline is not None:
            now = self.clock()
            deadline = now + max(0.0, self.deadline - now) * fraction
        return Budget(left, deadline, self.clock)
