"""A finished game's score calculation in the reader's language: the rules write it in English
(``Outcome.details``, for the terminal and the records) and give the same calculation as data
(``Outcome.tally``, ``decided_at``, ``cancelled``, ``limit``); this writes that data with the
``outcome-`` messages of ``locales/``. In English it says exactly what the rules say
(``tests/bot/test_outcome_languages.py`` plays every game to its end to check it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import rules
from bot.cogs.common.language import Words
from bot.cogs.common.language.phrases import listed
from bot.engine.games import has_sealed_rounds
from bot.engine.model import Result
from bot.engine.views import MatchView
from rules.game import SEATS, Colour
from rules.outcome import Outcome
from rules.thwart_omega import group_sizes


def said_again(view: MatchView, result: Result, words: Words) -> str | None:
    """``result``'s details in ``words``' language when the rules decided it (the match's last
    position has that outcome); ``None`` otherwise (a resignation, a loss on time...: the match
    room says those)."""
    if view.state is None:
        return None
    outcome = rules.get_game(view.game_id).outcome(view.state)
    if outcome is None or (outcome.reason, outcome.winner) != (result.reason, result.winner):
        return None
    return outcome_details(view.game_id, outcome, view.colours, words)


def score_said(game_id: str, state: Any, words: Words) -> str | None:
    """The public score calculation of a position in ``words``' language, as the engine posts
    it in English with a Thwart Omega round's reveal (``flow.score_line``): the outcome's at
    the end, Thwart Omega's running calculation before; ``None`` where there is none."""
    game = rules.get_game(game_id)
    outcome = game.outcome(state)
    colours = [str(game.colour_of(state, seat)) for seat in SEATS]
    if outcome is not None:
        return outcome_details(game_id, outcome, colours, words)
    if not has_sealed_rounds(game):  # only a sealed round's reveal posts a running score
        return None
    tally = tuple((str(c), tuple(group_sizes(state, c))) for c in (Colour.BLACK, Colour.WHITE))
    return _products(tally, words)


def outcome_details(
    game_id: str, outcome: Outcome, colours: Sequence[str], words: Words
) -> str | None:
    """The calculation of ``outcome`` (a game of ``game_id`` whose seats play ``colours``) in
    ``words``' language; ``None`` for an outcome that carries no calculation."""
    if not outcome.tally:
        return None
    write = WRITERS.get(game_id)
    return None if write is None else write(outcome, colours, words)


def _colour(words: Words, colour: str) -> str:
    return words("colour-name", colour=colour)


def _sizes(words: Words, sizes: Sequence[int]) -> str:
    """``5, 3, 1`` (``no groups`` for none)."""
    if not sizes:
        return words("outcome-no-groups")
    return words("list-comma").join(str(size) for size in sizes)


def _both_sizes(tally: Sequence[tuple[str, Sequence[int]]], words: Words) -> str:
    """``Black 3, 2, 1 · Red 3, 2``: each side's group sizes."""
    (first, a), (second, b) = tally
    return words(
        "outcome-pair",
        first=words("outcome-side", colour=_colour(words, first), numbers=_sizes(words, a)),
        second=words("outcome-side", colour=_colour(words, second), numbers=_sizes(words, b)),
    )


def _at(sizes: Sequence[int], place: int) -> int:
    return sizes[place] if place < len(sizes) else 0


def _thwart(outcome: Outcome, colours: Sequence[str], words: Words) -> str:
    """``Black 6×4×1 = 24 · White 5×5 = 25``, then how a tie on score was decided."""
    details = _products(outcome.tally, words)
    if outcome.reason == "score":
        return details
    (first, a), (second, b) = outcome.tally
    place = outcome.decided_at or 0
    tie = words(
        "outcome-thwart-tie",
        reason=outcome.reason,
        place=str(place + 1),
        first=_colour(words, first),
        a=str(_at(a, place)),
        second=_colour(words, second),
        b=str(_at(b, place)),
    )
    return words("outcome-then", details=details, then=tie)


def _products(tally: Sequence[tuple[str, Sequence[int]]], words: Words) -> str:
    """Thwart Omega's calculations: ``Black 6×4×1 = 24 · White 5×5 = 25``."""
    sides = []
    for colour, sizes in tally:
        product = 1
        for size in sizes:
            product *= size
        calculation = (
            words("outcome-thwart-product", sizes="×".join(map(str, sizes)), product=str(product))
            if sizes
            else words("outcome-thwart-empty")
        )
        sides.append(words("outcome-side", colour=_colour(words, colour), numbers=calculation))
    return words("outcome-pair", first=sides[0], second=sides[1])


def _interleave(outcome: Outcome, colours: Sequence[str], words: Words) -> str:
    """``Black 3, 2, 1 · Red 3, 2 — Black wins on the third group``."""
    (first, a), (second, b) = outcome.tally
    sizes = _both_sizes(outcome.tally, words)
    if outcome.decided_at is None:
        return words("outcome-interleave-identical", sizes=sizes, red=_colour(words, second))
    place = outcome.decided_at
    winner = first if _at(a, place) > _at(b, place) else second
    return words(
        "outcome-interleave-won", sizes=sizes, winner=_colour(words, winner), place=place + 1
    )


def _meter(outcome: Outcome, colours: Sequence[str], words: Words) -> str:
    """``Black 5, 3, 1 · White 3, 2, 1 → cancelled 3 and 1 → Black 5 beats White 2``."""
    (first, a), (second, b) = outcome.tally
    sizes = _both_sizes(outcome.tally, words)
    gone = list(outcome.cancelled)
    if not gone:
        cancelled = words("outcome-meter-nothing-cancelled")
    else:
        said = listed(words, [str(size) for size in gone], bold=False)
        cancelled = words("outcome-meter-cancelled", sizes=said)
    left = {first: list(a), second: list(b)}
    for size in gone:
        left[first].remove(size)
        left[second].remove(size)
    best = {colour: max(sizes, default=0) for colour, sizes in left.items()}
    if best[first] == best[second]:
        verdict = words("outcome-meter-draw")
    else:
        top, other = (first, second) if best[first] > best[second] else (second, first)
        verdict = words(
            "outcome-meter-beats",
            top=_colour(words, top),
            a=str(best[top]),
            other=_colour(words, other),
            b=str(best[other]),
        )
    return words("outcome-meter", sizes=sizes, cancelled=cancelled, verdict=verdict)


def _meuda(outcome: Outcome, colours: Sequence[str], words: Words) -> str:
    """``Black sizes 3, 3, 2, 1 → 3 points + ½ (largest group) = 3.5 · White sizes 3, 1 → 2
    points``."""
    (_, a), (_, b) = outcome.tally
    place = outcome.decided_at
    half = None
    if place is not None:
        half = 0 if _at(a, place) > _at(b, place) else 1
    lines = []
    for index, (colour, sizes) in enumerate(outcome.tally):
        distinct = len(set(sizes))
        line = words(
            "outcome-meuda-line",
            colour=_colour(words, colour),
            sizes=words("list-comma").join(map(str, sizes)),
            points=distinct,
        )
        if half == index and place is not None:
            mine, theirs = (a, b) if index == 0 else (b, a)
            why = words(
                "outcome-meuda-why",
                place=place + 1,
                mine=_at(mine, place),
                theirs=_at(theirs, place),
            )
            line = words("outcome-meuda-half", line=line, why=why, total=str(distinct + 0.5))
        lines.append(line)
    text = words("outcome-pair", first=lines[0], second=lines[1])
    if half is None:
        text = words("outcome-pair", first=text, second=words("outcome-meuda-draw"))
    return text


def _meridians(outcome: Outcome, colours: Sequence[str], words: Words) -> str:
    """``Dark has no stones left after removing its dead groups, so Light wins. Stones: Light
    12, Dark 0.``"""
    (first, (a,)), (second, (b,)) = outcome.tally
    counts = words(
        "outcome-meridians-stones",
        first=_colour(words, first),
        a=str(a),
        second=_colour(words, second),
        b=str(b),
    )
    if outcome.winner is None:
        limit = str(outcome.limit)
        return words("outcome-meridians-limit", limit=limit, stones=counts)
    won = colours[outcome.winner].lower()
    lost = second if won == first else first
    return words(
        "outcome-meridians-no-stones",
        won=_colour(words, won),
        lost=_colour(words, lost),
        stones=counts,
    )


WRITERS = {
    "thwart-omega": _thwart,
    "interleave": _interleave,
    "meter": _meter,
    "meuda": _meuda,
    "meridians": _meridians,
}
