"""Animated GIF replays: one frame per move, the last frame held longer, small enough for Discord.

Frames are drawn one at a time and written as they come (memory stays at two frames however long
the game): every frame shares the theme's fixed palette, and each frame after the first stores
only the rectangle that changed, with unchanged pixels in that rectangle set to the transparent
index, which LZW compresses to almost nothing.
"""

from __future__ import annotations

import io
import struct
from collections.abc import Sequence

from PIL import GifImagePlugin, Image, ImageChops

from render.draw import compose, measure
from render.palette import PALETTE_SIZE, palette_image, to_palette
from render.view import BoardView

GIF_WIDTH = 560
MIN_GIF_WIDTH = 240
# Discord's upload limit is 8 MiB; keep a margin for the message around the file.
MAX_GIF_BYTES = 8 * 1024 * 1024 - 256 * 1024
FRAME_MS = 600
FIRST_MS = 1200
LAST_MS = 6000
TRANSPARENT = PALETTE_SIZE - 1  # a padding entry: no drawn pixel maps to it
# Unchanged pixels become 255 in the "1" mask: a lookup table for Image.point.
_UNCHANGED = [255] + [0] * 255


def _header(width: int, height: int, palette: bytes) -> bytes:
    screen = struct.pack("<HHBBB", width, height, 0xF7, 0, 0)  # global table of 256 colours
    loop = b"!\xff\x0bNETSCAPE2.0\x03\x01" + struct.pack("<H", 0) + b"\x00"  # loop forever
    return b"GIF89a" + screen + palette + loop


def _frame(image: Image.Image, offset: tuple[int, int], duration: int, first: bool) -> bytes:
    params: dict[str, object] = {"duration": duration, "disposal": 1}
    if not first:
        params["transparency"] = TRANSPARENT
    return b"".join(GifImagePlugin.getdata(image, offset=offset, **params))


def _as_bytes_image(image: Image.Image) -> Image.Image:
    """The palette indexes of ``image`` as an "L" image (to compare frames index by index)."""
    return Image.frombytes("L", image.size, image.tobytes())


def replay(views: Sequence[BoardView], width: int = GIF_WIDTH) -> bytes:
    """The GIF of ``views`` (one per position, in order); all must share theme and style."""
    if not views:
        raise ValueError("a replay needs at least one position")
    theme, style = views[0].theme, views[0].style
    if any(v.theme != theme or v.style != style for v in views):
        raise ValueError("all positions of a replay must share the theme and the board style")
    height = max(measure(view, width) for view in views)
    palette = palette_image(theme, style).getpalette()
    assert palette is not None
    out = io.BytesIO()
    out.write(_header(width, height, bytes(palette[: 3 * PALETTE_SIZE])))
    durations = [FRAME_MS] * len(views)
    durations[0] = FIRST_MS
    durations[-1] = LAST_MS
    previous: Image.Image | None = None
    pending: tuple[Image.Image, tuple[int, int], bool] | None = None
    pending_ms = 0
    for view, duration in zip(views, durations, strict=True):
        frame = to_palette(compose(view, width, min_height=height), theme, style)
        if previous is None:
            pending, pending_ms = (frame, (0, 0), True), duration
        else:
            diff = ImageChops.difference(_as_bytes_image(previous), _as_bytes_image(frame))
            box = diff.getbbox()
            if box is None:  # nothing changed: show the previous frame longer
                pending_ms += duration
                continue
            assert pending is not None
            out.write(_frame(pending[0], pending[1], pending_ms, pending[2]))
            region = frame.crop(box)
            region.paste(TRANSPARENT, mask=diff.crop(box).point(_UNCHANGED, "1"))
            pending, pending_ms = (region, (box[0], box[1]), False), duration
        previous = frame
    assert pending is not None
    out.write(_frame(pending[0], pending[1], max(pending_ms, LAST_MS), pending[2]))
    out.write(b";")
    return out.getvalue()


def replay_within(
    views: Sequence[BoardView], width: int = GIF_WIDTH, limit: int = MAX_GIF_BYTES
) -> bytes:
    """``replay`` made to fit in ``limit`` bytes: narrower frames first (down to
    ``MIN_GIF_WIDTH``), then, only if that is not enough, every k-th position (the first and the
    last always kept). Frames cost about 3 KB each at the default width, so the longest games
    (Meter's 1,690-move limit on side 8) fit without either."""
    data = replay(views, width)
    while len(data) > limit and width > MIN_GIF_WIDTH:
        width = max(MIN_GIF_WIDTH, width * 3 // 4)
        data = replay(views, width)
    step = 1
    while len(data) > limit and step < len(views):
        step *= 2
        kept = [*views[:-1:step], views[-1]]
        data = replay(kept, width)
    return data
