"""Start times typed by organisers: a date and time in the server's time zone (an IANA name
such as ``Asia/Seoul``, ``/host time-zone``), read into an aware UTC moment.

Accepted: ``2026-12-24 20:00`` (a date and a time) or ``20:00`` (the next time the clock
shows it: today, or tomorrow if it has passed). Pure: the moment "now" is given.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.engine.errors import BadRequest

_DATE_TIME = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})")
_TIME = re.compile(r"(\d{1,2}):(\d{2})")
EXAMPLE = "2026-12-24 20:00"


def zone_of(name: str) -> ZoneInfo:
    """The time zone called ``name``, or ``BadRequest`` saying how to name one."""
    text = str(name).strip()
    try:
        if not text or text.startswith(("/", ".")) or ".." in text:
            raise ValueError(text)
        return ZoneInfo(text)
    except (ZoneInfoNotFoundError, ValueError):
        raise BadRequest("tournament-not-a-zone", zone=repr(text[:40])) from None


def start_from_text(text: str, zone_name: str, now: datetime, latest: timedelta) -> datetime:
    """The start ``text`` names in the zone ``zone_name``, in UTC; ``BadRequest`` for anything
    that is not a date and time, a moment that has passed, or one more than ``latest`` away."""
    zone = zone_of(zone_name)
    local_now = now.astimezone(zone)
    words = " ".join(str(text).split())
    if match := _DATE_TIME.fullmatch(words):
        year, month, day, hour, minute = map(int, match.groups())
        try:
            on = date(year, month, day)
        except ValueError:
            raise BadRequest("tournament-not-a-date", typed=words) from None
        local = _moment(zone, on, hour, minute, words)
    elif match := _TIME.fullmatch(words):
        hour, minute = map(int, match.groups())
        local = _moment(zone, local_now.date(), hour, minute, words)
        if local <= local_now:
            local = _moment(zone, local_now.date() + timedelta(days=1), hour, minute, words)
    else:
        raise BadRequest("tournament-start-format", example=EXAMPLE, zone=zone.key)
    start = local.astimezone(UTC)
    if start <= now:
        said = f"{local_now:%Y-%m-%d %H:%M}"
        raise BadRequest("tournament-start-passed", typed=words, now=said, zone=zone.key)
    if start - now > latest:
        raise BadRequest("tournament-start-too-far", days=latest.days)
    return start


def _moment(zone: ZoneInfo, on: date, hour: int, minute: int, words: str) -> datetime:
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        raise BadRequest("tournament-not-a-time", typed=words)
    return datetime(on.year, on.month, on.day, hour, minute, tzinfo=zone)
