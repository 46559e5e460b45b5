"""The options of the ``/host`` commands: their choices and how their text is read."""

from __future__ import annotations

import re

from discord.app_commands import Choice

import rules
from bot.cogs.common.replies import Problem
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.vocabulary import (
    ChoiceRule,
    Format,
    Playoff,
    TieBreak,
    TieSeat,
    Unplayed,
)

FORMAT_CHOICES = [
    Choice(name="single elimination", value=Format.SINGLE.value),
    Choice(name="double elimination", value=Format.DOUBLE.value),
    Choice(name="round robin", value=Format.ROUND_ROBIN.value),
    Choice(name="Swiss", value=Format.SWISS.value),
]
RULE_CHOICES = [
    Choice(name="agree or ban (the players choose)", value=ChoiceRule.AGREE_OR_BAN.value),
    Choice(name="rotation (one game per round, in turn)", value=ChoiceRule.ROTATION.value),
    Choice(name="fixed (one game)", value=ChoiceRule.FIXED.value),
]
SEAT_CHOICES = [
    Choice(name="the higher seed wins a full tie", value=TieSeat.HIGHER_SEED.value),
    Choice(name="the lower seed wins a full tie", value=TieSeat.LOWER_SEED.value),
    Choice(name="a full tie is replayed", value=TieSeat.REPLAY.value),
]
SEEDING_CHOICES = [
    Choice(name="at random", value=T.Seeding.RANDOM.value),
    Choice(name="by entry order", value=T.Seeding.ENTRY.value),
    Choice(
        name="by rating on this server (unrated last, ties at random)", value=T.Seeding.RATING.value
    ),
]

PLAYOFF_CHOICES = [
    Choice(name="no play-off: the tie-breaks, then the best seed", value=Playoff.OFF.value),
    Choice(name="play-off when the tie-breaks cannot split first", value=Playoff.UNBROKEN.value),
    Choice(name="play-off whenever first is level on points", value=Playoff.POINTS.value),
]


def parse_pool(text: str | None) -> tuple[str, ...]:
    """``meter, meuda`` or ``all``: game ids in the order given."""
    if text is None or text.strip().lower() in ("", "all"):
        return tuple(rules.GAMES)
    pool = []
    for word in text.replace(",", " ").split():
        try:
            game = rules.get_game(word).id
        except rules.UnknownGame:
            raise Problem(
                f"There is no game called `{word}`. Games: {', '.join(rules.GAMES)}, or `all`."
            ) from None
        if game not in pool:
            pool.append(game)
    return tuple(pool)


TIE_BREAK_NAMES = {
    **{t.value: t for t in TieBreak},
    **{t.label.lower(): t for t in TieBreak},  # FIDE's acronyms: bh, bh-c1, bh-m1, sb, win
    "cut-1": TieBreak.BUCHHOLZ_CUT1,
    "median": TieBreak.MEDIAN_BUCHHOLZ,
}
HOW_CHOICES = [
    Choice(name="played", value="played"),
    Choice(name="forfeit (the loser did not play)", value="forfeit"),
    Choice(name="double forfeit (neither played)", value="double-forfeit"),
]
SCORE = re.compile(r"\s*(\d+(?:[.,]5|½)?|½)\s*[-–:]\s*(\d+(?:[.,]5|½)?|½)\s*")


def parse_score(text: str) -> tuple[float, float]:
    """``2-1``, ``1½-1½``, ``1.5–0.5`` → (2.0, 1.0) ..., or a sentence why not."""
    found = SCORE.fullmatch(text)
    if found is None:
        raise Problem(f"`{text}` is not a score; write it like `2-1` (the winner's games first).")

    def value(part: str) -> float:
        part = part.replace(",", ".")
        return 0.5 if part == "½" else float(part.replace("½", ".5"))

    return value(found[1]), value(found[2])


SEEDS_SHOWN = 20  # seeds repeated in the answer (a message holds 2,000 characters)
MENTION = re.compile(r"<@!?([0-9]{15,20})>")


def parse_mentions(text: str) -> list[int]:
    """``@Ana @Bo`` as Discord sends it (``<@123> <@456>``) → user ids in order."""
    ids = [int(found) for found in MENTION.findall(text)]
    rest = MENTION.sub(" ", text).replace(",", " ").split()
    if rest:
        raise Problem(f"`{rest[0]}` is not a player; mention each player (@name), in seed order.")
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
UNPLAYED_CHOICES = [
    Choice(name="FIDE 2026 rules (C.07 Article 16, amended)", value=Unplayed.FIDE_2026.value),
    Choice(name="FIDE 2024 rules (C.07 Article 16)", value=Unplayed.FIDE_2024.value),
    Choice(name="FIDE 2009 rule (virtual opponent)", value=Unplayed.FIDE_2009.value),
]


def parse_tie_breaks(text: str | None) -> tuple[TieBreak, ...]:
    """``sonneborn-berger, buchholz`` → the tie-break order (empty: the format's default)."""
    order: list[TieBreak] = []
    for word in (text or "").replace(",", " ").lower().split():
        tie_break = TIE_BREAK_NAMES.get(word)
        if tie_break is None:
            names = ", ".join(f"{t.value} ({t.label.lower()})" for t in TieBreak)
            raise Problem(f"There is no tie-break called `{word}`. Tie-breaks: {names}.")
        if tie_break in order:
            raise Problem(f"The tie-break `{tie_break.value}` is listed twice.")
        order.append(tie_break)
    return tuple(order)
