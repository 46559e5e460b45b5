"""Crash safety: a child process playing matches is killed with SIGKILL at random moments.

After every kill the file must be sound and hold everything the child had seen committed; at
the end, after a clean drain, every notification has been delivered exactly once as the outside
world sees it (the dispatcher delivers several rows at once; a kill between sending and marking
leaves rows marked started, which the delivery looks up before sending again, by channel and
text as Discord can be searched), no round prompt was posted twice (kills before and after its
late-prompt extension and between its post and its mark included: its content is decided once),
no round was resolved twice, and every match's log replays to its stored snapshot. Every
revealed Thwart Omega round was preceded by its commitments post, and what the reveal shows
(moves, salts, seed) opens exactly the commitments posted before it, kills between the two
posts included (docs/fairness.md).

``STONE_CRASH_RUNS`` (default 20) sets how many runs are killed: CI keeps it small, a longer
run is ``STONE_CRASH_RUNS=300 .venv/bin/python -m pytest tests/storage/test_crash.py -s``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
import sqlite3
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.engine.clock import FakeClock
from bot.engine.matches.service import MatchService
from bot.storage.sqlite import SqliteStore
from rules.commitment import commitment, seed_commitment
from tests.storage.crash_child import posts

ROOT = Path(__file__).resolve().parents[2]
RUNS = int(os.environ.get("STONE_CRASH_RUNS", "20"))


def tally(deliveries: Path, outbox: set[int]) -> dict[str, int]:
    """What "Discord" shows, against the outbox rows: rows never shown (``lost``: no post, or
    only a look-alike of another row's post found for it), rows posted more than once
    (``doubled``), and ``visible``: posts a player sees twice, that is every post of a row after
    its first, and every round prompt after the first one for its player and round (a prompt
    sent again with another deadline is one). Two rows with the same text (a move submitted
    twice, two receipts) are two notifications, not a duplicate."""
    lines = posts(deliveries)
    posted = Counter(int(line[1]) for line in lines if line[0] == "P")
    hidden = {int(line[1]) for line in lines if line[0] == "F" and line[1] != line[2]}
    prompts: dict[tuple[str, int, object, object], set[int]] = {}
    for line in lines:
        if line[0] == "P":
            kind, match_id, payload = json.loads(line[3])
            if kind == "round-prompt":
                key = (line[2], match_id, payload.get("game_no"), payload.get("ply"))
                prompts.setdefault(key, set()).add(int(line[1]))
    return {
        "lost": len(outbox - set(posted)) + len(hidden),
        "doubled": sum(1 for n in posted.values() if n > 1),
        "visible": sum(n - 1 for n in posted.values())
        + sum(len(rows) - 1 for rows in prompts.values()),
        "unknown": len(set(posted) - outbox),
    }


def check_commitments(deliveries: Path) -> tuple[int, int]:
    """Every revealed round's ``board`` post (in the order "Discord" shows them) comes after
    that round's ``round-sealed`` post, and its moves with their salts, and its seed, hash to
    the commitments posted there; the seed also to the commitment posted when the round opened
    (the board before). Returns how many reveals were checked, and how many of them were posted
    by another process than their commitments (a kill landed between the two)."""
    sealed: dict[tuple[int, int, int], tuple[dict[str, Any], int, int]] = {}
    opening: dict[tuple[int, int], str] = {}  # (match, game) -> the open round's commitment
    run, checked, across = 0, 0, 0
    for line in posts(deliveries):
        if line[0] == "S":
            run += 1
        if line[0] != "P":
            continue
        kind, match_id, payload = json.loads(line[3])
        game_no = payload.get("game_no")
        if kind == "round-sealed":
            sealed[(match_id, game_no, payload["round"])] = (payload, int(line[1]), run)
        if kind == "board" and payload.get("seed"):
            round_no = payload["round"]
            posted, sealed_id, sealed_run = sealed.pop((match_id, game_no, round_no))
            assert sealed_id < int(line[1])  # written first, in the same transaction
            seed = payload["seed"]
            committed = seed_commitment(match_id, game_no, round_no, seed)
            assert posted["seed_commitment"] == committed
            assert opening.get((match_id, game_no), committed) == committed
            by_seat = {c["seat"]: c["commitment"] for c in posted["commitments"]}
            for move in payload["moves"]:
                expected = None
                if not move["random"]:
                    expected = commitment(
                        match_id=match_id,
                        game_no=game_no,
                        round_no=round_no,
                        seat=move["seat"],
                        move=move["move"],
                        salt=move["salt"],
                    )
                assert by_seat[move["seat"]] == expected, (match_id, round_no, move)
            checked += 1
            across += sealed_run != run
        if kind in ("board", "replay-started") and payload.get("seed_commitment"):
            opening[(match_id, game_no)] = payload["seed_commitment"]
    return checked, across


def self_kills(deliveries: Path) -> Counter[str]:
    """Where the child killed itself, by place (``DELIVERIES.kills``)."""
    path = Path(f"{deliveries}.kills")
    return Counter(path.read_text().split("\n")[:-1]) if path.exists() else Counter()


async def _run_child(args: list[str], lines: int | None) -> tuple[int, int]:
    """Run the child; SIGKILL it after ``lines`` progress lines (``None``: let it finish).
    Returns (progress lines seen, exit code)."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.storage.crash_child",
        *args,
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    assert proc.stdout is not None
    seen = 0
    async with asyncio.timeout(60):
        while lines is None or seen < lines:
            if not await proc.stdout.readline():
                break  # it exited (or killed itself)
            seen += 1
        if proc.returncode is None and lines is not None:
            # Not proc.kill(): Popen.send_signal polls first and may reap a child that has just
            # killed itself, leaving asyncio's watcher to report 255. Until the watcher reaps
            # it, the pid stays ours (a zombie), so signalling it directly is safe.
            with contextlib.suppress(ProcessLookupError):
                os.kill(proc.pid, signal.SIGKILL)
        _, stderr = await proc.communicate()
    if proc.returncode not in (0, -9):
        raise AssertionError(f"the child failed: {stderr.decode()[-3000:]}")
    return seen, proc.returncode


def _check_file(db: Path, journal: Path) -> None:
    """After a kill: the file is sound and nothing the child saw committed is missing."""
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        plies = dict(conn.execute("SELECT id, ply FROM matches").fetchall())
        logged = Counter(m for (m,) in conn.execute("SELECT match_id FROM moves"))
    for line in journal.read_text().splitlines() if journal.exists() else []:
        match_id, ply = map(int, line.split())
        assert plies[match_id] >= ply, (match_id, ply)
    for match_id, ply in plies.items():
        assert logged[match_id] == ply


@pytest.mark.slow
async def test_sigkill_at_random_moments_loses_nothing(tmp_path: Path) -> None:
    db, deliveries, journal = tmp_path / "arena.sqlite3", tmp_path / "sent", tmp_path / "journal"
    files = [str(db), str(deliveries), str(journal)]
    rng = random.Random(1234)
    kills = 0
    for run in range(RUNS):
        _, code = await _run_child([*files, str(run)], rng.randint(2, 300))
        kills += code == -9
        _check_file(db, journal)
    _, code = await _run_child([*files, str(RUNS), "--drain"], None)
    assert code == 0
    _check_file(db, journal)
    assert kills >= RUNS - 1

    with sqlite3.connect(db) as conn:
        outbox = conn.execute(
            "SELECT id, kind, match_id, payload, delivered_at FROM outbox ORDER BY id"
        ).fetchall()
        matches = conn.execute("SELECT id, game_id, status FROM matches").fetchall()
        rounds = conn.execute(
            "SELECT match_id, game_no, ply, seat FROM moves ORDER BY match_id, ply"
        ).fetchall()
    assert len(matches) >= 5 and len(outbox) > 50
    # Every notification went out, and none twice, though kills landed between send and mark,
    # and before and after round prompts' extensions.
    figures = tally(deliveries, {row[0] for row in outbox})
    print(f"SQLite: {kills} kills ({dict(self_kills(deliveries))} by the child), {figures}")
    assert all(row[4] is not None for row in outbox)
    assert figures == {"lost": 0, "doubled": 0, "visible": 0, "unknown": 0}
    # No round resolved twice: one board update per position, in order, per match.
    boards: dict[int, list[int]] = {}
    for _, kind, match_id, payload, _ in outbox:
        if kind == "board":
            boards.setdefault(match_id, []).append(json.loads(payload)["ply"])
    for match_id, plies in boards.items():
        assert plies == sorted(set(plies)), match_id
    thwart = {m for m, game, _ in matches if game == "thwart-omega"}
    for match_id in thwart:
        seats = [seat for m, _, _, seat in rounds if m == match_id]
        assert seats == [0, 1] * (len(seats) // 2)
    opened, restarted = check_commitments(deliveries)
    print(f"{opened} reveals checked against their commitments, {restarted} across a kill")
    assert opened >= 10
    assert restarted >= 1, "no kill landed between a round's commitments and its reveal"
    # Every match replays from its log to its stored snapshot.
    store = await SqliteStore.open(db)
    try:
        service = MatchService(store, FakeClock())
        for match_id, _, _ in matches:
            assert await service.verify(match_id), match_id
    finally:
        await store.close()
