"""Golden images: every position of ``golden/positions.json`` renders like its reviewed PNG.

Regenerate with ``python -m scripts.regen_render_goldens`` (or ``./dev goldens``) and look at
every changed image before keeping it.
"""

from __future__ import annotations

import pytest

from render import board_png
from tests.render.images import PIXEL_FRACTION, decode, differing_fraction
from tests.render.positions import Position, load

POSITIONS = load()


def test_every_game_has_goldens_including_a_finished_game() -> None:
    games = {p.game.id for p in POSITIONS}
    assert games == {"meter", "interleave", "thwart-omega", "meridians", "meuda"}
    finished = {p.game.id for p in POSITIONS if p.game.outcome(p.state) is not None}
    assert finished == games


@pytest.mark.parametrize("position", POSITIONS, ids=lambda p: p.name)
def test_matches_golden(position: Position) -> None:
    assert position.path.exists(), "missing golden: run python -m scripts.regen_render_goldens"
    golden = decode(position.path.read_bytes())
    image = decode(position.png())
    assert image.size == golden.size
    fraction = differing_fraction(image, golden)
    assert fraction <= PIXEL_FRACTION, f"{fraction:.2%} of the pixels differ from the golden"


def test_tolerance_still_sees_one_missing_ghost() -> None:
    """The comparison is not blind: the same image without the one faint ghost of the capture
    (drawn without ``previous``) is already more than the tolerance allows."""
    position = next(p for p in POSITIONS if p.name == "meter-capture")
    without = board_png(position.game, position.state, names=position.names, width=position.width)
    golden = decode(position.path.read_bytes())
    assert differing_fraction(decode(without), golden) > PIXEL_FRACTION
