"""The garbage collector's policy (``bot/heap.py``): start-up frozen, the survivors of every
full collection frozen too, and, once the frozen heap has grown by half, one full collection
that walks it all and reclaims the cycles freezing kept.

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


def _run(code: str) -> Any:
    """Run ``code`` in a fresh interpreter; what it printed last, read as JSON."""
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
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

        class Node:
            pass

        def cycles(n):
            made = [Node() for _ in range(n)]
            for a, b in zip(made, made[1:] + made[:1]):
                a.next = b
            return made

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


def test_once_the_frozen_heap_has_grown_by_half_one_collection_reclaims_what_it_kept() -> None:
    seen = _run(
        """
        import gc, json, sys
        from bot.heap import Refreezer, settle

        class Node:
            pass

        def cycles(n):
            made = [Node() for _ in range(n)]
            for a, b in zip(made, made[1:] + made[:1]):
                a.next = b
            return made

        settle()
        policy = next(c for c in gc.callbacks if isinstance(c, Refreezer))
        base = gc.get_freeze_count()
        held = cycles(base // 4)
        gc.collect()  # frozen with the rest: 1.25 times start-up's heap
        del held  # a cycle: reference counting cannot free it, and no walk sees it
        found_early = gc.collect()
        walked_all_early = policy.whole
        held = cycles(base // 2)
        gc.collect()  # now frozen: 1.75 times, past 1.5
        del held
        found = gc.collect()  # this one walks everything: both lots of cycles reclaimed
        json.dump(
            {
                "base": base,
                "found_early": found_early,
                "whole_early": walked_all_early,
                "found": found,
                "whole": policy.whole,
                "rebased": policy.base,
            },
            sys.stdout,
        )
        print()
        """
    )
    base = seen["base"]
    assert seen["whole_early"] == 0 and seen["found_early"] < base // 8  # kept while under 1.5
    assert seen["whole"] == 1
    assert seen["found"] >= base // 4 + base // 2  # every cycle freezing kept, reclaimed
    assert seen["rebased"] < base * 1.2  # the frozen heap is start-up's size again
