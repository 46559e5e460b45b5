"""Text for the images: the shipped fonts, cleaning of player names, fitting and clipped drawing.

Names come from Discord and can hold anything: control and bidi-override characters, emoji, text
in any script, stacks of combining marks, hundreds of characters. They are cleaned (``clean``),
long text is cut with an ellipsis to the pixels available (``fit``), and every line is drawn
through a clip (``draw_line``) so that nothing can spill over the board.

Every alphabet: one font cannot hold them all, so a line is split into runs by the first font of
``FONT_PATHS`` that has a glyph for each character (DejaVu Sans: Latin, Greek, Cyrillic, Hebrew,
Arabic; Noto Sans CJK KR: Hangul, kana, Han; Symbola: emoji in monochrome), and each run is shaped
and drawn with its own font on one baseline. Only a character no font has becomes a box
(``drawable``). The fallback fonts are subsets (see ``render/fonts/README.md``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont, features

from render.theme import RGB

FONTS = Path(__file__).parent / "fonts"
FONT_PATH = FONTS / "DejaVuSans.ttf"
# First font with the glyph wins; order matters (DejaVu's Latin over the CJK font's).
FONT_PATHS = (
    FONT_PATH,
    FONTS / "NotoSansCJKkr-Regular-subset.otf",
    FONTS / "Symbola-emoji-subset.ttf",
)
# Raqm (with FriBiDi) orders right-to-left text correctly; without it ``_visual`` does a simple
# reordering of right-to-left runs so Hebrew or Arabic names are at least in reading order.
RAQM = features.check("raqm")
LAYOUT = ImageFont.Layout.RAQM if RAQM else ImageFont.Layout.BASIC
# Our lines are English sentences with names inside: the paragraph runs left to right even when
# a name starts with Hebrew or Arabic (which still reads right to left within it).
DIRECTION = "ltr" if RAQM else None

# Longer input is cut before it is measured: no name needs more to fill a line.
MAX_CHARS = 200
MAX_MARKS = 2  # combining marks kept per base character ("Zalgo" text stays in its line)
MISSING = "□"  # drawn for a character the font has no glyph for
ELLIPSIS = "…"


@lru_cache(maxsize=128)
def _face(index: int, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_PATHS[index]), max(6, size), layout_engine=LAYOUT)


def font(size: int) -> ImageFont.FreeTypeFont:
    """DejaVu Sans at ``size`` pixels, the main font (shipped in ``render/fonts``, licence
    beside it); characters it lacks are drawn with the fallbacks (``draw_line``)."""
    return _face(0, size)


def _glyph_image(index: int, char: str) -> bytes:
    image = Image.new("L", (48, 48))
    ImageDraw.Draw(image).text((8, 8), char, font=_face(index, 24), fill=255)
    return image.tobytes()


@lru_cache(maxsize=len(FONT_PATHS))
def _notdef(index: int) -> bytes:
    # A noncharacter: no font maps it, so this is what "no glyph" looks like in that font.
    return _glyph_image(index, "\U0010fffd")


@lru_cache(maxsize=16384)
def face_of(char: str) -> int | None:
    """The index in ``FONT_PATHS`` of the first font with a real glyph for ``char``."""
    if char.isspace():
        return 0
    return next((i for i in range(len(FONT_PATHS)) if _glyph_image(i, char) != _notdef(i)), None)


def drawable(char: str) -> bool:
    """Whether one of the fonts has a real glyph for ``char`` (not a "missing glyph" box)."""
    return face_of(char) is not None


def runs(text: str) -> list[tuple[int, str]]:
    """``text`` split into runs drawn with one font each: ``(font index, characters)``.
    Combining marks stay with their base; spaces belong to the main font, so a Korean name with
    a space is three runs."""
    out: list[tuple[int, str]] = []
    for char in text:
        index = face_of(char) or 0
        if out and (out[-1][0] == index or unicodedata.category(char)[0] == "M"):
            out[-1] = (out[-1][0], out[-1][1] + char)
        else:
            out.append((index, char))
    return out


def _is_variation_selector(char: str) -> bool:
    code = ord(char)
    return 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF


def clean(raw: str) -> str:
    """``raw`` made safe to draw: NFC, no control or format characters (bidi overrides, joiners),
    single spaces, at most ``MAX_MARKS`` combining marks per character, missing glyphs as a box."""
    out: list[str] = []
    marks = 0
    for char in unicodedata.normalize("NFC", raw[: MAX_CHARS * 4]):
        category = unicodedata.category(char)
        if category[0] == "Z" or char in "\t\n\r\v\f":
            out.append(" ")
            marks = 0
        elif category[0] == "C" or _is_variation_selector(char):
            continue
        elif category[0] == "M":
            if out and out[-1] != " " and marks < MAX_MARKS and drawable(char):
                out.append(char)
                marks += 1
        else:
            out.append(char if drawable(char) else MISSING)
            marks = 0
        if len(out) >= MAX_CHARS:
            break
    return " ".join("".join(out).split())


def _is_rtl(char: str) -> bool:
    return unicodedata.bidirectional(char) in {"R", "AL"}


def _visual(text: str) -> str:
    """Without Raqm, reverse each run of right-to-left characters (and the spaces inside it) so
    that a Hebrew or Arabic name reads in the right order; with Raqm the text is left alone."""
    if RAQM or not any(_is_rtl(c) for c in text):
        return text
    out: list[str] = []
    run: list[str] = []
    for char in text:
        if _is_rtl(char) or (run and (char == " " or unicodedata.category(char)[0] == "M")):
            run.append(char)
            continue
        trailing = len(run) - len("".join(run).rstrip())
        out.extend(reversed(run[: len(run) - trailing]))
        out.extend(run[len(run) - trailing :])
        run = []
        out.append(char)
    out.extend(reversed(run))
    return "".join(out)


@lru_cache(maxsize=8192)
def width_of(text: str, size: int) -> float:
    """The advance width of ``text`` in pixels at ``size`` (cached: lines repeat a lot)."""
    return sum(
        _face(index, size).getlength(_visual(run), direction=DIRECTION) for index, run in runs(text)
    )


def fit(text: str, size: int, max_width: float) -> str:
    """``text`` cut with an ellipsis so that it is at most ``max_width`` pixels wide."""
    if width_of(text, size) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis
        mid = (low + high + 1) // 2
        if width_of(text[:mid].rstrip() + ELLIPSIS, size) <= max_width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + ELLIPSIS if low else ""


def _split_long(word: str, size: int, max_width: float) -> list[str]:
    """A word wider than a line, in pieces that fit (the last piece may be short)."""
    pieces = []
    while width_of(word, size) > max_width and len(word) > 1:
        cut = len(fit(word, size, max_width).removesuffix(ELLIPSIS)) or 1
        pieces.append(word[:cut])
        word = word[cut:]
    return [*pieces, word]


# Japanese and Chinese break between characters, not only at spaces (Korean breaks at spaces,
# like English). A line does not start with closing punctuation or a small kana, nor end with
# an opening bracket (the basic Japanese line-breaking rules, kinsoku).
_NO_START = set(
    "、。，．,.）」』】〕〉》！？!?：；:;ー・々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]"
)
_NO_END = set("（「『【〔〈《([")


def _breaks_after(char: str) -> bool:
    """Whether a line may break right after ``char`` inside a word (kana, kanji, CJK marks)."""
    return (
        "\u3000" <= char <= "\u30ff"
        or "\u4e00" <= char <= "\u9fff"
        or ("\uff00" <= char <= "\uffef")
    )


def _pieces(paragraph: str) -> Iterator[tuple[str, str]]:
    """The pieces a line may break between, each with what joins it to the one before: ``" "``
    between words, ``""`` inside a Japanese or Chinese run."""
    for number, word in enumerate(paragraph.split(" ")):
        joint = " " if number else ""
        start = 0
        for index in range(len(word) - 1):
            char, after = word[index], word[index + 1]
            if _breaks_after(char) and after not in _NO_START and char not in _NO_END:
                yield joint, word[start : index + 1]
                joint, start = "", index + 1
        yield joint, word[start:]


def _wrap_paragraph(paragraph: str, size: int, max_width: float) -> list[str]:
    # Widths are added piece by piece (each measured once, with its leading space if any), which
    # is exact up to kerning across a break; ``wrap`` checks the result.
    lines: list[str] = []
    line, line_width = "", 0.0
    for joint, piece in _pieces(paragraph):
        if line:
            extra = width_of(joint + piece, size)
            if line_width + extra <= max_width:
                line, line_width = f"{line}{joint}{piece}", line_width + extra
                continue
            lines.append(line)
        *full, line = _split_long(piece, size, max_width)
        lines.extend(full)
        line_width = width_of(line, size)
    lines.append(line)
    return lines


def wrap(text: str, size: int, max_width: float) -> list[str]:
    """``text`` broken into lines of at most ``max_width`` pixels (existing newlines kept)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        found = _wrap_paragraph(paragraph, size, max_width)
        if any(width_of(line, size) > max_width for line in found):
            found = _wrap_paragraph(paragraph, size, max_width - size)  # kerning: leave room
        lines.extend(found)
    return lines


def line_height(size: int) -> int:
    """The height of one line of text at ``size`` (ascent plus descent, with a little air)."""
    ascent, descent = font(size).getmetrics()
    return ascent + descent + max(2, size // 6)


def draw_line(
    image: Image.Image,
    xy: tuple[int, int],
    text: str,
    *,
    size: int,
    fill: RGB,
    max_width: int,
    align: str = "left",
) -> int:
    """Draw one line of (already cleaned) ``text`` with its top-left at ``xy``, clipped to
    ``max_width`` and one line height; ``align`` is ``left``, ``right`` or ``centre`` within that
    width. Returns the width actually drawn."""
    if not text or max_width <= 0:
        return 0
    mask, drawn = _line_mask(text, size, max_width, align)
    image.paste(fill, (xy[0], xy[1], xy[0] + max_width, xy[1] + mask.height), mask)
    return drawn


@lru_cache(maxsize=512)
def _line_mask(text: str, size: int, max_width: int, align: str) -> tuple[Image.Image, int]:
    """The coverage mask of one line and the width drawn (cached: names and titles repeat)."""
    height = line_height(size)
    shown = fit(text, size, max_width)
    drawn = round(width_of(shown, size))
    offset = {"left": 0, "right": max_width - drawn, "centre": (max_width - drawn) // 2}[align]
    mask = Image.new("L", (max_width, height))
    draw = ImageDraw.Draw(mask)
    baseline = max(1, size // 12) + font(size).getmetrics()[0]
    x = float(offset)
    for index, run in runs(shown):  # each run in its own font, all on the main baseline
        face = _face(index, size)
        draw.text(
            (x, baseline), _visual(run), font=face, fill=255, direction=DIRECTION, anchor="ls"
        )
        x += face.getlength(_visual(run), direction=DIRECTION)
    return mask, drawn
