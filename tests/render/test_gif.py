"""GIF replays: every frame decodes to exactly the picture of its position, small and bounded."""

from __future__ import annotations

from typing import Any

import pytest
from PIL import Image

import rules
from render import ended, replay_gif, view_of
from render.draw import compose, measure
from render.gif import FIRST_MS, FRAME_MS, GIF_WIDTH, LAST_MS, MIN_GIF_WIDTH, replay, replay_within
from render.palette import to_palette
from render.view import BoardView
from tests.render.images import decode, random_states


@pytest.fixture(scope="module")
def game_views() -> tuple[list[Any], list[BoardView]]:
    game = rules.get_game("meter")
    states = random_states(game, 4, size=3)
    assert game.outcome(states[-1]) is not None
    views = [
        view_of(game, s, previous=states[i - 1] if i else None, names=("Ann", "Ben"))
        for i, s in enumerate(states)
    ]
    return states, views


def frames(data: bytes) -> list[tuple[Image.Image, int]]:
    image = decode(data)
    out = []
    for index in range(getattr(image, "n_frames", 1)):
        image.seek(index)
        out.append((image.convert("RGB"), int(image.info.get("duration", 0))))
    return out


def expected(views: list[BoardView], width: int) -> list[Image.Image]:
    height = max(measure(v, width) for v in views)
    return [
        to_palette(compose(v, width, min_height=height), v.theme, v.style).convert("RGB")
        for v in views
    ]


def test_every_frame_is_exactly_its_position(game_views: tuple[list[Any], list[BoardView]]) -> None:
    states, views = game_views
    data = replay_gif("meter", states, names=("Ann", "Ben"))
    decoded = frames(data)
    assert len(decoded) == len(states)
    for (frame, _), want in zip(decoded, expected(views, GIF_WIDTH), strict=True):
        assert frame.size == want.size
        assert frame.tobytes() == want.tobytes()
    durations = [d for _, d in decoded]
    assert durations[0] == FIRST_MS and durations[-1] == LAST_MS
    assert set(durations[1:-1]) == {FRAME_MS}
    assert decode(data).info.get("loop") == 0
    assert replay_gif("meter", states, names=("Ann", "Ben")) == data
    per_move = (len(data) - len(replay(views[:1]))) / (len(states) - 1)
    assert per_move < 5_000  # a few KB per move: only the changed pixels are stored


def test_unchanged_positions_only_lengthen_the_frame(
    game_views: tuple[list[Any], list[BoardView]],
) -> None:
    _, views = game_views
    decoded = frames(replay([views[0], views[0], views[1]], 300))
    assert [d for _, d in decoded] == [FIRST_MS + FRAME_MS, LAST_MS]


def test_too_big_replays_get_narrower_then_sparser(
    game_views: tuple[list[Any], list[BoardView]],
) -> None:
    _, views = game_views
    full = replay(views, GIF_WIDTH)
    smaller = replay_within(views, GIF_WIDTH, limit=len(full) - 1)
    assert len(smaller) < len(full)
    assert decode(smaller).width < GIF_WIDTH
    tiny = replay_within(views, GIF_WIDTH, limit=20_000)
    assert len(tiny) <= 20_000
    decoded = frames(tiny)
    assert decode(tiny).width == MIN_GIF_WIDTH
    assert 1 < len(decoded) < len(views)
    last = expected(views, MIN_GIF_WIDTH)[-1]
    assert decoded[-1][0].tobytes() == last.tobytes()  # the final position is always kept


def test_replay_needs_positions_of_one_kind(game_views: tuple[list[Any], list[BoardView]]) -> None:
    _, views = game_views
    with pytest.raises(ValueError, match="at least one"):
        replay([])
    meuda = rules.get_game("meuda")
    other = view_of(meuda, meuda.new_state(size=4), theme="light")
    with pytest.raises(ValueError, match="theme"):
        replay([views[0], other])


def test_the_last_frame_shows_a_result_decided_off_the_board() -> None:
    """Issue 24: a game resigned (or lost on time) ended on a frame saying whose move it was."""
    game = rules.get_game("meter")
    states = [game.new_state(size=3)]
    states.append(game.play(states[0], 0, "b2"))
    result = "Ben wins (by resignation)."
    decoded = frames(replay_gif("meter", states, names=("Ann", "Ben"), result=result))
    named = [
        view_of(game, s, previous=states[i - 1] if i else None, names=("Ann", "Ben"))
        for i, s in enumerate(states)
    ]
    last = ended(named[-1], result)
    assert last.status == "Game over" and last.footer[0] == result
    assert not any(p.to_move for p in last.players)
    want = expected([named[0], last], GIF_WIDTH)
    assert [f.tobytes() for f, _ in decoded] == [w.tobytes() for w in want]
    # A game that ended on the board already shows its own result: nothing is added.
    finished = random_states(game, 4, size=3)
    assert replay_gif("meter", finished, result=result) == replay_gif("meter", finished)
