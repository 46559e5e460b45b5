"""Swiss pairings computed outside the write transaction, so a big pairing blocks no other write.

At 256 players a Swiss pairing takes seconds; inside the write transaction it would hold the
database's write lock (on SQLite every other write of the bot, and every read, waits) that
long. So the service's pairer (``Pairings.pair``, what the core calls where it pairs a round)
answers only from pairings already computed: the first time a round needs one it raises
``WorkOutside``, the transaction is rolled back, ``retried`` computes the pairing in a worker
thread with no transaction open, and the whole change runs again from the start.

The check that nothing changed meanwhile is the answer's key: everything the pairing is
computed from (each active player's score, opponents, bye, seats; the round; whether a second
bye is preferred), recomputed by the core under the lock from what the rerun reads. A player
who dropped, a result set meanwhile, a late entrant: the key differs, the stored answer is not
used, and the pairing is computed again for the field as it is now. So a committed pairing is
always exactly what the pairing gives for the committed tournament.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from bot.engine.retry import WorkOutside
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Slot
from bot.engine.tournaments.core.swiss import SwissPlayer

KEPT = 16  # answers kept (the newest): a few tournaments pairing at once, each a few times

Pairs = tuple[tuple[Slot, Slot], ...]


@dataclass(frozen=True, slots=True)
class Question:
    """Everything one Swiss pairing is computed from."""

    players: tuple[SwissPlayer, ...]
    round_no: int
    prefer_second_bye: bool


class Pairings:
    """The pairer the service gives the core (``pair``), and the work it asks for."""

    def __init__(self, pairer: T.Pairer = T.pair_swiss) -> None:
        self._pairer = pairer
        self._answers: dict[Question, Pairs] = {}
        self._asked: dict[Question, asyncio.Future[None]] = {}

    def pair(
        self, players: Sequence[SwissPlayer], round_no: int, *, prefer_second_bye: bool
    ) -> list[tuple[Slot, Slot]]:
        """The core's pairer, inside the transaction: the answer computed for exactly these
        players, else ``WorkOutside`` to compute it first. (Called in the core's worker thread:
        it only reads ``_answers``, which the event loop alone writes.)"""
        question = Question(tuple(players), round_no, prefer_second_bye)
        answer = self._answers.get(question)
        if answer is None:
            what = f"the pairing of round {round_no} ({len(players)} players)"
            raise WorkOutside(what, partial(self.answer, question))
        return list(answer)

    async def answer(self, question: Question) -> None:
        """Compute the pairing for ``question`` in a worker thread (once, if several changes
        ask for it at the same time) and keep it."""
        if question in self._answers:
            return
        asked = self._asked.get(question)
        if asked is not None:  # being computed: its rerun finds the answer (or asks again)
            await asyncio.wait([asked])
            return
        asked = asyncio.get_running_loop().create_future()
        self._asked[question] = asked
        work: Callable[[], list[tuple[Slot, Slot]]] = partial(
            self._pairer,
            list(question.players),
            question.round_no,
            prefer_second_bye=question.prefer_second_bye,
        )
        try:
            pairs = await asyncio.to_thread(work)
            while len(self._answers) >= KEPT:
                del self._answers[next(iter(self._answers))]
            self._answers[question] = tuple(pairs)
        finally:
            del self._asked[question]
            asked.set_result(None)
