"""The garbage collector's policy (``bot/heap.py``): start-up frozen, the survivors of every
full collection frozen too, and, once the frozen heap has grown by half, one collection of
everything that reclaims the cycles freezing kept, at a quiet moment (``sweep``).

Each check runs in a fresh interpreter: freezing the test process's heap would keep every later
test's garbage for good (the reason tests build their bots with ``settle_heap=False``)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


# Given to every check: objects the collector tracks, and rings of them (reference cycles).
CYCLES = """
class Node:
    pass

def cycles(n):
    made = [Node() for _ in range(n)]
    for a, b in zip(made, made[1:] + made[:1]):
        a.next = b
    return made
"""


def _run(code: str) -> Any:
    """Run ``CYCLES`` then ``code`` in a fresh interpreter; what it printed last, read as JSON."""
    done = subprocess.run(
        [sys.executable, "-c", CYCLES + textwrap.dedent(code)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_what_survives_a_full_collection_is_frozen_so_the_next_walks_only_what_is_new() -> None:
    seen = _run(
        """
        import gc, json
        from bot.heap import Refreezer, settle


        settle()
        settle()  # a second call installs no second policy
        policies = sum(isinstance(c, Refreezer) for c in gc.callbacks)
        frozen = gc.get_freeze_count()
        kept = cycles(20_000)  # what a running bot keeps (members, threads, caches)
        gc.collect()  # a full collection: its survivors are frozen
        walked = len(gc.get_objects())  # what the next full collection walks
        json.dump(
            {"policies": policies, "grew": gc.get_freeze_count() - frozen, "walked": walked},
            __import__("sys").stdout,
        )
        print()
        """
    )
    assert seen["policies"] == 1
    assert seen["grew"] >= 20_000  # the kept objects joined the frozen heap
    assert seen["walked"] < 5_000  # without the policy: over 20,000 (they would be walked)


def test_once_the_frozen_heap_has_grown_by_half_a_quiet_sweep_reclaims_what_it_kept() -> None:
    seen = _run(
        """
        import gc, json, sys
        from bot.heap import OVERDUE, Quiet, Refreezer, installed, settle, sweep


        settle()
        gc.callbacks.remove(installed())
        clock = [1000.0]  # seconds, moved by hand
        policy = Refreezer(now=lambda: clock[0])
        gc.callbacks.append(policy)
        quiet = Quiet(now=lambda: clock[0])
        base = gc.get_freeze_count()
        held = cycles(base // 4)
        gc.collect()  # frozen with the rest: 1.25 times start-up's heap
        del held  # a cycle: reference counting cannot free it, and no walk sees it
        early = {"found": gc.collect(), "owed": policy.owed_for(), "swept": sweep(policy, quiet)}
        held = cycles(base // 2)
        gc.collect()  # now frozen: 1.75 times, past 1.5: a collection of everything is owed
        del held
        owed = policy.owed_for()
        found_by_full = gc.collect()  # a full collection does not walk the frozen heap
        clock[0] += 60
        quiet.touch()  # someone pressed a button a moment ago
        busy = sweep(policy, quiet)
        clock[0] += 120  # two quiet minutes
        before = gc.get_freeze_count()
        quiet_sweep = sweep(policy, quiet)
        json.dump(
            {
                "base": base,
                "early": early,
                "owed": owed,
                "found_by_full": found_by_full,
                "busy": busy,
                "quiet_sweep": quiet_sweep,
                "reclaimed": before - gc.get_freeze_count(),
                "whole": policy.whole,
                "rebased": policy.base,
                "counted": policy.frozen,
                "after": policy.owed_for(),
            },
            sys.stdout,
        )
        print()
        """
    )
    base = seen["base"]
    assert seen["early"]["owed"] is None and not seen["early"]["swept"]  # under 1.5: kept
    assert seen["early"]["found"] < base // 8
    assert seen["owed"] == 0.0  # owed from the collection that passed 1.5
    assert seen["found_by_full"] < base // 8  # not walked by an ordinary full collection
    assert seen["busy"] is False  # someone there: it waits
    assert seen["quiet_sweep"] is True and seen["whole"] == 1 and seen["after"] is None
    assert seen["reclaimed"] >= base // 4 + base // 2  # every cycle freezing kept, reclaimed
    assert seen["rebased"] == seen["counted"] and seen["rebased"] < base * 1.2


def test_a_sweep_owed_for_long_runs_even_with_someone_always_there() -> None:
    seen = _run(
        """
        import gc, json, sys
        from bot.heap import OVERDUE, Quiet, Refreezer, sweep


        clock = [0.0]
        gc.collect()
        gc.freeze()
        policy = Refreezer(now=lambda: clock[0])
        gc.callbacks.append(policy)
        quiet = Quiet(now=lambda: clock[0])
        kept = cycles(gc.get_freeze_count())
        gc.collect()  # frozen heap doubled: owed
        results = []
        for _ in range(3):
            clock[0] += OVERDUE / 2
            quiet.touch()  # a page was asked for just now, every time
            results.append(sweep(policy, quiet))
        json.dump({"results": results, "whole": policy.whole}, sys.stdout)
        print()
        """
    )
    assert seen["results"] == [False, True, False]  # at OVERDUE, then not owed any more
    assert seen["whole"] == 1


def test_counting_what_it_freezes_matches_the_frozen_heap() -> None:
    """The policy counts the survivors it froze instead of asking ``gc.get_freeze_count()``
    (a walk of the whole frozen heap) at every full collection; with nothing freed, the two
    agree."""
    seen = _run(
        """
        import gc, json, sys
        from bot.heap import Refreezer


        gc.collect()
        gc.freeze()
        policy = Refreezer()
        gc.callbacks.append(policy)
        kept = []
        for n in (1000, 5000, 20000):
            kept.append([Node() for _ in range(n)])
            gc.collect()
        json.dump({"counted": policy.frozen, "frozen": gc.get_freeze_count()}, sys.stdout)
        print()
        """
    )
    assert abs(seen["counted"] - seen["frozen"]) < 100  # the callback's own few objects
