"""The words of paced rounds (``bot/engine/tournaments/driver/pacing.py``): the round's end in
its pairings message, the schedule in ``/tournament status``, and what happened when a round's
time ran out (in the match's thread, and once in the channel). Every sentence is a ``pace-``
message of this room's catalogues (``locales/``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from discord.utils import escape_markdown

from bot.cogs.common.language import Words
from bot.cogs.common.language.phrases import duration
from bot.cogs.common.words import mention, timestamp
from bot.cogs.tournaments.texts.rounds import numbered
from bot.engine.tournaments import pace
from bot.engine.tournaments.records import Overtime, TournamentConfig
from bot.engine.tournaments.views import TournamentView

Payload = Mapping[str, Any]

STATUS_MATCHES = 8  # bracket matches listed with their end in /tournament status


def _at(moment: datetime | str | None) -> dict[str, str]:
    value = moment.isoformat() if isinstance(moment, datetime) else moment
    return {"time": timestamp(value, "t"), "relative": timestamp(value, "R")}


def rule(words: Words, config: TournamentConfig) -> str:
    """What decides an unfinished match when the time runs out, in a clause."""
    return words("pace-rule", rule=config.overtime.value, minutes=str(config.overtime_minutes))


def head(words: Words, config: TournamentConfig) -> str | None:
    """The round time and the rule in one line (the sign-up post, ``/tournament status``);
    ``None`` without a round time."""
    if not config.round_minutes:
        return None
    length = duration(words, config.round_minutes * 60)
    return words("pace-status-head", duration=length, rule=rule(words, config))


def round_line(words: Words, view: TournamentView, keys: Iterable[str]) -> str | None:
    """The line a round's pairings message ends with: when the round ends (Swiss, round
    robin) or how long each match has (brackets); ``None`` without a round time."""
    config = view.record.config
    if not config.round_minutes:
        return None
    wanted = set(keys)
    ends = [live.round_ends for live in view.lives if live.key in wanted and live.round_ends]
    if view.core is not None and not view.core.format.elimination and ends:
        return words("pace-round-ends", rule=rule(words, config), **_at(max(ends)))
    length = duration(words, config.round_minutes * 60)
    return words("pace-match-time", duration=length, rule=rule(words, config))


def status_lines(words: Words, view: TournamentView) -> list[str]:
    """``/tournament status``'s round schedule: the round time and rule, each round (or bracket
    match) being played with its end, the rounds to come with their latest end."""
    record = view.record
    shown = pace.schedule(record, view.lives)
    if not shown:
        return []
    config = record.config
    lines = [head(words, config) or ""]
    matches = 0
    for entry in shown:
        if entry.key is not None:
            matches += 1
            if matches > STATUS_MATCHES:
                continue
        lines.append("· " + _schedule_line(words, entry))
    if matches > STATUS_MATCHES:
        lines.append(words("pace-status-more-matches", count=matches - STATUS_MATCHES))
    more = pace.rounds_left_out(record, shown)
    if more:
        step = config.round_minutes + (
            config.overtime_minutes if config.overtime is Overtime.ORGANISER else 0
        )
        lines.append(words("pace-status-more", count=more, duration=duration(words, step * 60)))
    return lines


def _schedule_line(words: Words, entry: pace.RoundEnd) -> str:
    left = duration(words, int((entry.left or timedelta(0)).total_seconds()))
    if entry.key is not None:
        if entry.left is not None:
            return words("pace-status-match-paused", key=entry.key, left=left)
        if entry.deciding:
            return words("pace-status-match-deciding", key=entry.key, **_at(entry.ends))
        return words("pace-status-match", key=entry.key, **_at(entry.ends))
    n = str(entry.round)
    if entry.left is not None:
        return words("pace-status-round-paused", round=n, left=left)
    if entry.deciding:
        return words("pace-status-round-deciding", round=n, **_at(entry.ends))
    if entry.latest:
        return words(
            "pace-status-round-latest", round=n, time=timestamp(entry.ends.isoformat(), "t")
        )
    return words("pace-status-round", round=n, **_at(entry.ends))


# ---- when the time runs out --------------------------------------------------------------------


def overtime_text(words: Words, p: Payload) -> str:
    """``tournament-overtime``, in the match's thread: what the rule did, and why."""
    a, b = (mention(u) for u in p["users"])
    name = escape_markdown(str(p["name"]))
    if p["rule"] == "organiser":
        return words(
            "pace-asked",
            name=name,
            title=str(p["title"]),
            organiser=mention(p["organiser"]),
            **_at(p.get("until")),
        )
    lines = [words("pace-decided", name=name, title=str(p["title"]), rule=str(p["rule"]))]
    used, scores = p.get("used"), p.get("scores")
    if p.get("how") == "time" and used:
        lines.append(
            words(
                "pace-used",
                a=a,
                b=b,
                **{
                    "used-a": duration(words, round(used[0])),
                    "used-b": duration(words, round(used[1])),
                },
            )
        )
    elif p.get("how") == "score" and scores:
        lines.append(
            words(
                "pace-score",
                a=a,
                b=b,
                tie=str(p.get("tie") or "none"),
                **{"score-a": str(scores[0]), "score-b": str(scores[1])},
            )
        )
    by = str(p.get("by") or "series")
    winner = p.get("winner")
    if by == "series" and winner is None:
        by = "series-draw"
    lines.append(words("pace-by", by=by, winner=mention(winner) if winner else ""))
    return "\n".join(lines)


def time_up_texts(words: Words, p: Payload) -> list[str]:
    """``tournament-time-up``, in the channel: every pairing whose time ran out at that moment,
    one line each (in numbered parts if it must), and the organiser asked if any waits."""
    lines: list[str] = []
    asked = False
    for pairing in p["pairings"]:
        a, b = (mention(u) for u in pairing["users"])
        key = str(pairing["key"])
        if pairing["rule"] == "organiser":
            asked = True
            until = pairing.get("until")
            lines.append(words("pace-line-asked", key=key, a=a, b=b, time=timestamp(until, "t")))
        elif pairing["rule"] == "double-loss":
            lines.append(words("pace-line-lost", key=key, a=a, b=b))
        elif pairing.get("winner"):
            winner = mention(pairing["winner"])
            lines.append(words("pace-line-won", key=key, a=a, b=b, winner=winner))
        else:
            lines.append(words("pace-line-drawn", key=key, a=a, b=b))
    lead = words("pace-time-up", name=escape_markdown(str(p["name"]))) + "\n"
    tail = [words("pace-ask-organiser", organiser=mention(p["organiser"]))] if asked else []
    return numbered(lead, [*lines, *tail], words=words)


def added(texts: Sequence[str], line: str | None, limit: int) -> list[str]:
    """``texts`` with ``line`` at the end of the last message, or as a message of its own when
    it does not fit there."""
    out = list(texts)
    if line is None:
        return out
    if out and len(out[-1]) + 1 + len(line) <= limit:
        out[-1] = f"{out[-1]}\n{line}"
    else:
        out.append(line)
    return out
