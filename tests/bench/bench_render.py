"""Board image benchmark: ``python -m tests.bench render [--runs N] [--width W] [--no-gif]``.

For every game on its default and largest board: the median time of ``render.board_png`` over
consecutive positions of one game (warm caches, a new image each time; the first, cold call is
shown apart), the PNG size of the last one, and the floor: the time Pillow alone
takes to encode a PNG of the same size, both for the very same palette image with our settings
(``floor``) and for the same pixels as RGB with Pillow's defaults (``rgb``); ``×`` is our time
over each floor. Then GIF replays of one whole game per largest board, with their bytes per frame
and the size that would give at the game's move limit. Figures on a shared machine are rough.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
from collections.abc import Callable
from typing import Any

from PIL import Image

import rules
from render import background, board_png, replay_gif, sprites, view_of
from render.draw import compose, encode
from render.palette import to_palette
from tests.render.images import random_states

BOARDS: list[tuple[str, dict[str, Any], str]] = [
    ("meter", {"size": 4}, "default"),
    ("meter", {"size": 8}, "largest"),
    ("interleave", {"size": 4}, "default"),
    ("interleave", {"size": 8}, "largest"),
    ("thwart-omega", {}, "only"),
    ("meridians", {"size": 6}, "default"),
    ("meridians", {"size": 7}, "largest"),
    ("meuda", {"size": 9}, "default"),
    ("meuda", {"size": 11}, "largest"),
]
MOVE_LIMITS = {"meter": 1690, "meridians": 1000}  # max_plies on the largest boards (RULES.md)


def median_ms(action: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def positions(game: rules.Game[Any], options: dict[str, Any], count: int) -> list[tuple[Any, Any]]:
    """``count`` consecutive (state, previous) pairs of a seeded random game, ending three
    quarters through it: every render is a new image, as in a real match."""
    states = random_states(game, 2024, **options)
    end = max(2, len(states) * 3 // 4)
    start = max(1, end - count)
    return [(states[i], states[i - 1]) for i in range(start, end)]


def clear_caches() -> None:
    background.background.cache_clear()
    sprites.stone.cache_clear()
    sprites.outline.cache_clear()
    sprites.burned.cache_clear()


def bench_png(runs: int, width: int) -> None:
    header = (
        f"{'game':13} {'board':13} {'cold ms':>8} {'median ms':>9} {'KB':>6} "
        f"{'floor ms':>8} {'×':>5} {'rgb ms':>7} {'×':>5}"
    )
    print(header)
    for game_id, options, kind in BOARDS:
        game = rules.get_game(game_id)
        pairs = positions(game, options, runs)
        names = ("Alice", "Bob")
        clear_caches()
        start = time.perf_counter()
        board_png(game, pairs[0][0], previous=pairs[0][1], names=names, width=width)
        cold = (time.perf_counter() - start) * 1000
        times = []
        for state, previous in pairs:
            start = time.perf_counter()
            board_png(game, state, previous=previous, names=names, width=width)
            times.append(time.perf_counter() - start)
        ours = statistics.median(times) * 1000
        state, previous = pairs[-1]
        view = view_of(game, state, previous=previous, names=names)
        image = to_palette(compose(view, width), view.theme, view.style)
        data = encode(image)
        rgb = image.convert("RGB")

        def encode_ours(im: Image.Image = image) -> None:
            encode(im)

        def encode_rgb(im: Image.Image = rgb) -> None:
            im.save(io.BytesIO(), "PNG")

        floor = median_ms(encode_ours, runs)
        rgb_floor = median_ms(encode_rgb, runs)
        size = f"size {options['size']}" if options else "7 × 7"
        print(
            f"{game_id:13} {size + ' ' + kind:13} {cold:8.1f} {ours:9.1f} {len(data) / 1024:6.1f} "
            f"{floor:8.1f} {ours / floor:5.1f} {rgb_floor:7.1f} {ours / rgb_floor:5.1f}"
        )
    print(
        f"(width {width}, {runs} runs each; targets: Meuda size 9 ≤ 25 ms, ≤ 150 KB, ≤ 3 × floor)"
    )


def bench_gif() -> None:
    print(
        f"\n{'GIF replay':24} {'frames':>6} {'seconds':>7} {'KB':>7} {'B/frame':>7} {'at limit':>9}"
    )
    for game_id, options, kind in BOARDS:
        if kind not in {"largest", "only"}:
            continue
        game = rules.get_game(game_id)
        states = random_states(game, 7, **options)
        start = time.perf_counter()
        data = replay_gif(game, states, names=("Alice", "Bob"))
        seconds = time.perf_counter() - start
        frames = getattr(Image.open(io.BytesIO(data)), "n_frames", 1)
        per_frame = len(data) / len(states)
        limit = MOVE_LIMITS.get(game_id)
        projected = f"{per_frame * (limit + 1) / 2**20:7.1f} MB" if limit else "-"
        label = f"{game_id} {options.get('size', '7 × 7')}"
        print(
            f"{label:24} {frames:6} {seconds:7.2f} {len(data) / 1024:7.0f} {per_frame:7.0f} "
            f"{projected:>9}"
        )


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench render")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--width", type=int, default=800)
    parser.add_argument("--no-gif", action="store_true")
    args = parser.parse_args(argv)
    bench_png(args.runs, args.width)
    if not args.no_gif:
        bench_gif()
