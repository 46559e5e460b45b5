"""Checks at the service boundary: whatever a player or a caller sends is refused here with an
``EngineError`` (its sentences in ``bot/engine/locales/``) before it reaches the database or the
rules' inner code."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.errors import BadMove, BadRequest
from bot.engine.games import AnyGame
from bot.engine.model import JSON, GuildSettings, PingPolicy, SeatChoice, Timing
from rules.game import MAX_MOVE_TEXT

# SQLite integers are signed 64-bit; a bigger "id" cannot name anything stored.
_INT64 = range(-(2**63), 2**63)


def is_id(value: object) -> bool:
    """Whether ``value`` can be an id: an ``int`` (not a ``bool``) that SQLite can store."""
    return type(value) is int and value in _INT64


def lock_key(kind: str, value: object) -> tuple[str, int] | None:
    """The lock key of a match or challenge id (``None`` for junk, which is refused later)."""
    return (kind, value) if is_id(value) else None  # type: ignore[return-value]


def shown_id(value: object) -> str:
    """An id as quoted back in an error message (junk shortened)."""
    text = str(value) if is_id(value) else repr(value)
    return text if len(text) <= 24 else text[:23] + "…"


def checked_text(text: object) -> str:
    """Move text as typed, once it is text of a sane length (the rules read it)."""
    if not isinstance(text, str):
        raise BadMove("move-not-text")
    if len(text) > MAX_MOVE_TEXT:
        raise BadMove("move-too-long", length=str(len(text)))
    if not text.strip():
        raise BadMove("move-empty")
    return text


def checked_options(game: AnyGame, options: Mapping[str, object]) -> dict[str, JSON]:
    """The options as given, once the rules accept them (the match then records the game's
    own full option set, ``Game.options_of``, which ``new_state`` takes back)."""
    try:
        given = dict(options)
        game.new_state(**given)  # checks each option and how they go together
    except (TypeError, ValueError) as error:
        raise BadRequest("options-refused", reason=sentence(str(error))) from None
    return given


def checked_timing(timing: object) -> Timing:
    if not isinstance(timing, Timing):
        raise BadRequest("timing-not-timing")
    wrong = timing.out_of_range()
    if wrong is not None:
        name, low, high, value = wrong
        raise BadRequest(
            "timing-out-of-range", setting=name, low=str(low), high=str(high), value=repr(value)
        )
    return timing


def seat_choice(seat: object) -> SeatChoice:
    try:
        return SeatChoice(str(seat))
    except ValueError:
        raise BadRequest("seat-choice-unknown") from None


def sentence(text: str) -> str:
    """``text`` as a sentence: capital first letter, final full stop."""
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


MAX_CHALLENGE_SECONDS = 30 * 24 * 3600
MAX_ARCHIVE_SECONDS = 30 * 24 * 3600
MAX_UNPLAYED_ROUNDS = 100


def checked_guild_settings(settings: object) -> GuildSettings:
    """A server's settings, once every value is in range; else a sentence saying which."""
    if not isinstance(settings, GuildSettings):
        raise BadRequest("server-settings-not-settings")
    checked_timing(settings.timing)
    if type(settings.challenge_seconds) is not int or not (
        60 <= settings.challenge_seconds <= MAX_CHALLENGE_SECONDS
    ):
        raise BadRequest("server-settings-challenge-time")
    if type(settings.unplayed_rounds) is not int or not (
        0 <= settings.unplayed_rounds <= MAX_UNPLAYED_ROUNDS
    ):
        raise BadRequest("server-settings-unplayed-rounds", most=str(MAX_UNPLAYED_ROUNDS))
    if type(settings.thread_archive_seconds) is not int or not (
        0 <= settings.thread_archive_seconds <= MAX_ARCHIVE_SECONDS
    ):
        raise BadRequest("server-settings-archive-time")
    for value in (settings.play_channel_id, settings.lfg_role_id, settings.daily_puzzle_channel_id):
        if value is not None and not (is_id(value) and value > 0):
            raise BadRequest("server-settings-not-a-place")
    if (
        not isinstance(settings.pings, PingPolicy)
        or type(settings.computer_allowed) is not bool
        or type(settings.web_pages) is not bool
    ):
        raise BadRequest("server-settings-not-settings")
    return settings
