"""Helpers for the render tests: decoding PNGs and comparing pictures with a tolerance."""

from __future__ import annotations

import io
import random
from typing import Any

from PIL import Image, ImageChops

import rules

# Golden comparison: a pixel differs if a channel moved by more than this ...
CHANNEL_TOLERANCE = 40
# ... and an image matches if at most this fraction of its pixels differ.
PIXEL_FRACTION = 0.003


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def differing_fraction(a: Image.Image, b: Image.Image) -> float:
    """The fraction of pixels whose RGB values differ by more than ``CHANNEL_TOLERANCE``."""
    if a.size != b.size:
        return 1.0
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    worst = ImageChops.lighter(ImageChops.lighter(*diff.split()[:2]), diff.split()[2])
    over = worst.point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0)
    histogram = over.histogram()
    return histogram[255] / (a.width * a.height)


def random_states(
    game: rules.Game[Any], seed: int, *, stop: int | None = None, **options: object
) -> list[Any]:
    """The states of a seeded random game (to the end, or ``stop`` moves/rounds)."""
    rng = random.Random(seed)
    state = game.new_state(**options)
    states = [state]
    while game.outcome(state) is None and (stop is None or len(states) <= stop):
        if game.simultaneous:
            moves = {seat: game.random_move(state, seat, rng) for seat in (0, 1)}
            state = game.play_round(state, moves)
        else:
            seat = game.seats_to_act(state)[0]
            state = game.play(state, seat, game.random_move(state, seat, rng))
        states.append(state)
    return states
