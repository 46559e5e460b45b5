"""A round's or a match's name in the reader's language: the engine names them in English
("Winners' semi-final 2", "Round 3 of 7"), the texts and the pictures say them again from the
catalogue's ``tourn-title`` kinds."""

from __future__ import annotations

import re

from bot.cogs.common.language import Words

# The engine names rounds and matches in English ("Winners' semi-final 2", "Round 3 of 7");
# these are every name it gives (``elimination.round_name`` and ``describe``, ``describe`` of a
# Swiss or round robin), read back into the catalogue's ``tourn-title`` kinds.
TITLES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), kind)
    for pattern, kind in (
        (r"Round (?P<round>\d+) of (?P<total>\d+)", "round-of"),
        (r"Round (?P<round>\d+)", "round"),
        (r"Round (?P<round>\d+), board (?P<index>\d+)", "board"),
        (r"Round (?P<round>\d+), match (?P<index>\d+)", "match"),
        (r"Winners' round (?P<round>\d+)", "w-round"),
        (r"Winners' round (?P<round>\d+), match (?P<index>\d+)", "w-match"),
        (r"Losers' round (?P<round>\d+)", "l-round"),
        (r"Losers' round (?P<round>\d+), match (?P<index>\d+)", "l-match"),
        (r"Losers' final", "l-final"),
        (r"Final", "final"),
        (r"Winners' final", "w-final"),
        (r"Semi-finals", "semis"),
        (r"Winners' semi-finals", "w-semis"),
        (r"Quarter-finals", "quarters"),
        (r"Winners' quarter-finals", "w-quarters"),
        (r"Semi-final (?P<index>\d+)", "semi"),
        (r"Winners' semi-final (?P<index>\d+)", "w-semi"),
        (r"Quarter-final (?P<index>\d+)", "quarter"),
        (r"Winners' quarter-final (?P<index>\d+)", "w-quarter"),
        (r"Grand final", "grand"),
        (r"Grand final \(bracket reset\)", "reset"),
        (r"Third-place match", "third"),
        (r"Play-off for first place", "playoff"),
    )
)


def title_in(words: Words, title: str) -> str:
    """A round's or match's English name (the engine's) in the reader's language; a name it
    does not know stays as it is."""
    for pattern, kind in TITLES:
        found = pattern.fullmatch(title)
        if found:
            numbers = {k: int(v) for k, v in found.groupdict().items()}
            return words("tourn-title", kind=kind, **numbers)
    return title
