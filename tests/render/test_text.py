"""Text: names are cleaned, fitted and clipped so that no name can break an image."""

from __future__ import annotations

import unicodedata

import pytest
from PIL import Image

from render import text

ZALGO = "Z" + "\u0301\u0302\u0303\u0304\u0305\u0306" * 20 + "algo"


def test_clean_drops_controls_bidi_overrides_and_joiners() -> None:
    raw = "A\x00l\u202eic\u200de\tB\nob\ufe0f"
    assert text.clean(raw) == "Alice B ob"


def test_clean_caps_combining_marks_and_length() -> None:
    cleaned = text.clean(ZALGO)
    marks = [c for c in cleaned if unicodedata.category(c) == "Mn"]
    assert len(marks) == text.MAX_MARKS
    assert cleaned.endswith("algo")
    assert len(text.clean("x" * 10_000)) == text.MAX_CHARS


RARE = "\U00030000"  # a Han character of extension G: in none of the shipped fonts


def test_missing_glyphs_become_a_visible_box() -> None:
    assert not text.drawable(RARE)
    assert text.drawable("A") and text.drawable("ש") and text.drawable("Ж")
    assert text.clean(RARE + "a") == f"{text.MISSING}a"
    assert text.drawable(text.MISSING)  # the fallback itself is drawn by the font


@pytest.mark.parametrize(
    ("name", "face"),
    [
        ("김민수", 1),  # Hangul
        ("さくら", 1),  # kana
        ("王小明", 1),  # Han
        ("Дмитрий", 0),
        ("Αλέξανδρος", 0),
        ("محمد", 0),
        ("דוד", 0),
        ("🏆🔥", 2),  # emoji, in monochrome
    ],
)
def test_every_alphabet_has_a_font(name: str, face: int) -> None:
    assert text.clean(name) == name  # no box
    assert text.runs(name) == [(face, name)]
    image = Image.new("RGB", (200, 40))
    drawn = text.draw_line(image, (0, 0), name, size=18, fill=(255, 255, 255), max_width=200)
    assert drawn == round(text.width_of(name, 18)) and drawn > 10
    assert image.getbbox() is not None


def test_a_mixed_name_is_drawn_in_runs_on_one_baseline() -> None:
    name = "Kim 민준 ⚽"
    assert text.runs(name) == [(0, "Kim "), (1, "민준"), (0, " "), (2, "⚽")]
    image = Image.new("RGB", (300, 40))
    text.draw_line(image, (0, 0), name, size=18, fill=(255, 255, 255), max_width=300)
    box = image.getbbox()
    assert box is not None and box[3] <= text.line_height(18)


def test_fit_respects_the_width() -> None:
    assert text.fit("Alice", 20, 400) == "Alice"
    long = "W" * 300
    fitted = text.fit(long, 20, 200)
    assert fitted.endswith(text.ELLIPSIS)
    assert text.width_of(fitted, 20) <= 200
    assert text.fit(long, 20, 1) == ""


def test_wrap_keeps_every_line_inside() -> None:
    words = "Black 6×4×4×4×4×1 = 1536 · White 6×4×3×3×3×2×2 = 2592 " * 4 + "x" * 200
    lines = text.wrap(words, 18, 300)
    assert len(lines) > 3
    assert all(text.width_of(line, 18) <= 300 for line in lines)
    assert "".join(lines).replace(" ", "") == words.replace(" ", "")


JAPANESE = (
    "1つのマスに同じ色の石が2つあるとダブルになります（d4 は2と数えます）。得点は自分の色の積です。"
)


@pytest.mark.parametrize("width", range(150, 270, 10))
def test_japanese_breaks_between_characters_but_not_before_closing_marks(width: int) -> None:
    lines = text.wrap(JAPANESE, 18, width)
    assert len(lines) > 2 and all(text.width_of(line, 18) <= width for line in lines)
    assert "".join(lines).replace(" ", "") == JAPANESE.replace(" ", "")
    # No line starts with a closing mark or ends with an opening bracket (kinsoku).
    assert not any(line[0] in "、。）」ー" for line in lines[1:])
    assert not any(line[-1] in "（「" for line in lines)
    # Runs without spaces are broken inside: every line but the last is nearly full.
    assert all(text.width_of(line, 18) > width - 3 * 18 for line in lines[:-1]), lines


def test_korean_and_english_still_break_only_at_spaces() -> None:
    korean = "한 칸에 같은 색 돌 두 개는 더블이 됩니다. 점수는 내 색 그룹 크기들의 곱입니다."
    english = "Two stones of one colour on a square make a double. Your score is the product."
    for words in (korean, english):
        lines = text.wrap(words, 18, 200)
        assert len(lines) > 1
        assert " ".join(lines) == words


def test_draw_line_never_paints_outside_its_box() -> None:
    image = Image.new("RGB", (400, 100), (0, 0, 0))
    drawn = text.draw_line(
        image, (50, 30), "W" * 100 + ZALGO, size=20, fill=(255, 255, 255), max_width=200
    )
    assert 0 < drawn <= 200
    height = text.line_height(20)
    inside = image.crop((50, 30, 250, 30 + height))
    assert inside.getbbox() is not None
    for box in [(0, 0, 400, 30), (0, 30 + height, 400, 100), (0, 0, 50, 100), (250, 0, 400, 100)]:
        assert image.crop(box).getbbox() is None, box


def test_right_to_left_runs_are_reordered_without_raqm(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(text, "RAQM", False)
    assert text._visual("abc") == "abc"
    assert text._visual("שלום") == "םולש"
    assert text._visual("Bob שלום עולם!") == "Bob םלוע םולש!"
    monkeypatch.setattr(text, "RAQM", True)
    assert text._visual("שלום") == "שלום"
