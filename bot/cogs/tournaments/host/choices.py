"""The options of the ``/host`` commands: their choices and how their text is read."""

from __future__ import annotations

import re

from discord.app_commands import Choice

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.replies import Problem
from bot.engine.tournaments import vocabulary as T

# /host create's presets (``draft.PRESET_CHOICES`` says what each sets).
PRESET_CHOICES = [
    Choice(name="Death Match night: double elimination, best of 3", value="death-match"),
    Choice(name="Swiss evening", value="swiss-evening"),
    Choice(name="Swiss then top 8 (single elimination)", value="swiss-top-8"),
    Choice(name="Round robin", value="round-robin"),
    Choice(name="Custom (single elimination to start from)", value="custom"),
]


HOW_CHOICES = [
    Choice(name="played", value="played"),
    Choice(name="forfeit (the loser did not play)", value="forfeit"),
    Choice(name="double forfeit (neither played)", value="double-forfeit"),
]
SCORE = re.compile(r"\s*(\d+(?:[.,]5|½)?|½)\s*[-–:]\s*(\d+(?:[.,]5|½)?|½)\s*")


def parse_score(text: str, words: Words = ENGLISH_WORDS) -> tuple[float, float]:
    """``2-1``, ``1½-1½``, ``1.5–0.5`` → (2.0, 1.0) ..., or a sentence why not."""
    found = SCORE.fullmatch(text)
    if found is None:
        raise Problem(words("host-not-a-score", typed=text))

    def value(part: str) -> float:
        part = part.replace(",", ".")
        return 0.5 if part == "½" else float(part.replace("½", ".5"))

    return value(found[1]), value(found[2])


SEEDS_SHOWN = 20  # seeds repeated in the answer (a message holds 2,000 characters)
MENTION = re.compile(r"<@!?([0-9]{15,20})>")


def parse_mentions(text: str, words: Words = ENGLISH_WORDS) -> list[int]:
    """``@Ana @Bo`` as Discord sends it (``<@123> <@456>``) → user ids in order."""
    ids = [int(found) for found in MENTION.findall(text)]
    rest = MENTION.sub(" ", text).replace(",", " ").split()
    if rest:
        raise Problem(words("host-not-a-player", typed=rest[0]))
    return ids


PAIRING_CHOICES = [
    Choice(name="allow a rematch", value=T.REMATCH),
    Choice(name="give a second bye (avoids a rematch if it can)", value=T.SECOND_BYE),
    Choice(name="end the event after the rounds played", value="end"),
]
LATE_STARTS = {"zero": 0.0, "half": 0.5}
LATE_START_CHOICES = [
    Choice(name="zero points for the rounds missed", value="zero"),
    Choice(name="a half point for each round missed", value="half"),
]
