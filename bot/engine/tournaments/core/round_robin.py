"""Round robin schedules: the circle method in the order of the Berger tables.

Everybody meets everybody once per cycle (``cycles`` = 2 is a double round robin with the seats
of the second cycle swapped). With an odd number of entrants a dummy makes the count even and
whoever meets the dummy sits the round out (a **rest round**: no points and, in the standings,
no tie-break entry either: everybody has one per cycle).

The schedule is the FIDE Berger table (Handbook C.05, Annex 1) for ``m`` = n or n+1 players:
round 1 is 1–m, 2–(m−1), 3–(m−2), ...; each round the players other than m move m/2 places
round the circle, and m alternates seats. Every entrant gets seat 0 (the first colour, RULES.md
§2) in half of its games, give or take one, and never more than twice in a row.

Public API: ``schedule(n, cycles)`` → rounds of ``(a, b)`` slot pairs (a sits in seat 0), and
``round_count(n, cycles)``.
"""

from __future__ import annotations

from functools import lru_cache

from bot.engine.tournaments.core.model import BYE, MAX_ENTRANTS, MIN_ENTRANTS, Slot

MAX_CYCLES = 4


def round_count(n: int, cycles: int = 1) -> int:
    """How many rounds a round robin of ``n`` entrants has."""
    return (n - 1 if n % 2 == 0 else n) * cycles


@lru_cache(maxsize=32)
def schedule(n: int, cycles: int = 1) -> tuple[tuple[tuple[Slot, Slot], ...], ...]:
    """Every round's pairings for entrants 1..n, in board order; ``BYE`` marks the rest round."""
    if not MIN_ENTRANTS <= n <= MAX_ENTRANTS:
        raise ValueError(f"a round robin has {MIN_ENTRANTS} to {MAX_ENTRANTS} entrants, not {n}")
    if not 1 <= cycles <= MAX_CYCLES:
        raise ValueError(f"a round robin has 1 to {MAX_CYCLES} cycles, not {cycles}")
    m = n if n % 2 == 0 else n + 1
    circle = list(range(1, m))
    one_cycle: list[tuple[tuple[Slot, Slot], ...]] = []
    for r in range(m - 1):
        pairs: list[tuple[int, int]] = [(circle[0], m) if r % 2 == 0 else (m, circle[0])]
        pairs += [(circle[i], circle[m - 1 - i]) for i in range(1, m // 2)]
        # The rest round (the pairing with the dummy m) goes last, with the entrant as side a.
        real: list[tuple[Slot, Slot]] = [(a, b) for a, b in pairs if m not in (a, b) or m == n]
        rest: list[tuple[Slot, Slot]] = [
            (b if a == m else a, BYE) for a, b in pairs if m in (a, b) and m != n
        ]
        one_cycle.append(tuple(real + rest))
        circle = circle[m // 2 :] + circle[: m // 2]
    rounds = list(one_cycle)
    for c in range(1, cycles):
        for pairs_ in one_cycle:
            rounds.append(tuple(pairs_ if c % 2 == 0 else _swap(pairs_)))
    return tuple(rounds)


def _swap(pairs: tuple[tuple[Slot, Slot], ...]) -> tuple[tuple[Slot, Slot], ...]:
    return tuple((b, a) if BYE not in (a, b) else (a, b) for a, b in pairs)
