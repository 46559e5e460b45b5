"""Two-stage events in words (``stage-*`` messages of ``locales/``): the plan in the sign-up
post and ``/tournament status``, and the stage change in the channel (``tournament-stage``):
the qualifiers in bracket seed order with their first-stage points, then the bracket's picture.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from discord.utils import escape_markdown

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.words import mention
from bot.cogs.tournaments.images import TournamentPicture, half, pictures
from bot.cogs.tournaments.texts import pack
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.vocabulary import Settings

Payload = Mapping[str, Any]


def _yes(flag: object) -> str:
    return "yes" if flag else "no"


def plan_lines(settings: Settings, words: Words) -> list[str]:
    """The sign-up post's lines on the two stages (none for one stage)."""
    if not settings.top_cut:
        return []
    lines = [
        words(
            "stage-plan",
            first=settings.format.value,
            count=settings.top_cut,
            format=settings.top_cut_format.value,
            third=_yes(settings.third_place),
        )
    ]
    if settings.group_size:
        lines.append(words("stage-plan-groups", size=settings.group_size))
    return lines


def status_line(t: T.Tournament, words: Words) -> str | None:
    """``/tournament status``: which stage a two-stage event is in (``None`` for one stage)."""
    settings = t.settings
    if not settings.top_cut:
        return None
    third = _yes(settings.third_place)
    fmt = settings.top_cut_format.value
    if t.cut:
        return words("stage-status-second", count=len(t.cut), format=fmt, third=third)
    if T.finished(t):
        return words("stage-status-none")
    return words("stage-status-first", count=settings.top_cut, format=fmt, third=third)


def cut_text(p: Payload, t: T.Tournament | None, words: Words) -> list[str]:
    """The stage change: the qualifiers, in bracket seed order, with their first-stage points,
    in as few messages as fit (each under Discord's limit)."""
    name = escape_markdown(str(p["name"]))
    order = () if t is None else t.settings.order
    tie_breaks = ", ".join(tb.label for tb in order) or "—"
    lead = words(
        "stage-cut-head",
        tournament=name,
        rounds=int(p["rounds"]),
        count=len(p["qualifiers"]),
        format=str(p["format"]),
        third=_yes(p.get("third_place")),
        tie_breaks=tie_breaks,
    )
    if p.get("groups"):
        lead += " " + words("stage-cut-groups")
    items = [
        words(
            "stage-qualifier",
            seed=str(q["seed"]),
            player=mention(int(q["user"])),
            points=half(float(q["points"])) or "0",
        )
        for q in p["qualifiers"]
    ]
    texts = pack(
        (lead + "\n", items, "\n"),
        ("\n" + words("stage-cut-bracket"), [], ""),
        continued=words("stage-cut-continued", tournament=name) + "\n",
    )
    return [text.replace(" \n", "\n") for text in texts]


def too_few_text(p: Payload, words: Words) -> str:
    """The event was cancelled at its start: no more players came than its top cut."""
    return words(
        "stage-too-few",
        tournament=escape_markdown(str(p["name"])),
        players=int(p["players"]),
        count=int(p["top_cut"]),
    )


def cut_picture(
    t: T.Tournament | None, title: str, words: Words = ENGLISH_WORDS
) -> list[TournamentPicture]:
    """The stage change's picture: the bracket of the qualifiers (bracket seeds), whole (one
    page when it is readable inline, else the whole bracket as a file); none before the cut."""
    second = None if t is None else T.stage_two(t)
    return [] if second is None else pictures(second, title, words=words)[-1:]
