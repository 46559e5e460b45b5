"""Helpers shared by the tournament tests: settings, players, and playing a tournament out."""

from __future__ import annotations

import random

from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.game_choice import fixed
from bot.engine.tournaments.core.model import Format, Result
from bot.engine.tournaments.core.settings import Settings


def players(n: int) -> list[tuple[int, str]]:
    return [(1000 + i, f"Player {i}") for i in range(1, n + 1)]


def settings(fmt: Format, **kw: object) -> Settings:
    return Settings(fixed("meter"), format=fmt, **kw)  # type: ignore[arg-type]


def random_result(rng: random.Random, draws: bool) -> Result:
    if draws and rng.random() < 0.15:
        return Result.draw()
    return Result.win(rng.choice((0, 1)))


def play_out(
    t: T.Tournament, rng: random.Random, *, draws: bool = False, limit: int = 10_000
) -> T.Tournament:
    """Record random results for ready pairings (in a random order) until the end."""
    for _ in range(limit):
        if T.finished(t):
            return t
        if t.held:
            t = organiser_decides(t, rng)
            continue
        ready = T.ready(t)
        assert ready, "a tournament that is not finished must have a pairing to play"
        p = rng.choice(ready)
        t = T.record(t, p.key, random_result(rng, draws and T.draws_allowed(t, p.key)))
    raise AssertionError("the tournament did not finish")


def organiser_decides(t: T.Tournament, rng: random.Random) -> T.Tournament:
    """A held Swiss round (no legal pairing): allow a rematch, a second bye, or end now."""
    choice = rng.choice((T.REMATCH, T.SECOND_BYE, "end"))
    return T.end_now(t) if choice == "end" else T.allow(t, choice)
