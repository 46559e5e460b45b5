"""The words the bot posts: pure functions from engine payloads and views to message text, in
the reader's language (``words``: the room's catalogues, ``locales/``; English by default).

Nothing here talks to Discord or the database, so every sentence can be tested on its own.
Deadlines use Discord's live timestamps (``<t:…:R>`` shows "in 5 minutes" and counts down in
every client), so no message is ever edited to update a countdown.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import rules
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.language.phrases import duration
from bot.cogs.common.words import mention, parse_time, timestamp, title_of
from bot.engine.model import Timing

# The words a game uses as whole moves; a board message offers them as buttons (RULES.md §2).
WORD_MOVES = ("swap", "done", "pass", "black", "white", "red", "light", "dark")

_REASONS = (
    "resignation",
    "timeout",
    "agreement",
    "inactivity",
    "abandoned",
    "board-full",
    "move-limit",
    "groups",
    "score",
    "group-sizes",
    "tie-seat0",  # Thwart Omega: seat 0 is Black
    "tie-seat1",
    "draw",
    "no-stones",
)


def reason_phrase(reason: str, words: Words = ENGLISH_WORDS) -> str:
    """How a match ended, in words (``by resignation``); an unknown reason as it is."""
    return words("match-reason", reason=reason) if reason in _REASONS else reason


def deadline_phrase(value: object, words: Words = ENGLISH_WORDS) -> str:
    """ " · deadline <t:…:R>" or nothing."""
    if not parse_time(value):
        return ""
    return " · " + words("match-deadline", when=timestamp(value))


def options_summary(
    game_id: str,
    options: Mapping[str, Any],
    timing: Timing | None,
    words: Words = ENGLISH_WORDS,
) -> str:
    """The choices a player made, in words: ``size 4 · pie on · 60 s per round``."""
    game = rules.get_game(game_id)
    parts = []
    for option in game.option_table:
        if option.name == "max_plies" or option.name not in options:
            continue
        value = options[option.name]
        if value is None:
            continue
        name = option.name.replace("_", " ")
        if isinstance(value, bool):
            shown = words("match-option-on") if value else words("match-option-off")
            parts.append(words("match-option", name=name, value=shown))
        else:  # a number or a word as the player chose it
            parts.append(words("match-option-value", name=name, value=str(value)))
    if timing is not None:
        if game.simultaneous:
            parts.append(words("match-per-round", seconds=str(timing.round_seconds)))
        elif timing.move_seconds is not None:
            parts.append(words("match-per-move", time=duration(words, timing.move_seconds)))
    return " · ".join(parts)


def _detail(summary: str) -> str:
    return f" ({summary})" if summary else ""


def challenge_text(payload: Mapping[str, Any], words: Words = ENGLISH_WORDS) -> str:
    """The public challenge message (``challenge-posted``)."""
    challenger = mention(payload["challenger_id"])
    game = title_of(payload["game_id"])
    timing = Timing.from_json(payload["timing"])
    summary = options_summary(payload["game_id"], payload["options"], timing, words)
    if payload.get("rated") is False:
        summary = (
            words("match-unrated-after", summary=summary) if summary else words("match-unrated")
        )
    detail = _detail(summary)
    expires = timestamp(payload.get("expires_at"))
    number = str(payload["challenge_id"])
    if payload.get("rematch_of") is not None:
        return words(
            "challenge-rematch",
            number=number,
            challenger=challenger,
            opponent=mention(payload["opponent_id"]),
            match=str(payload["rematch_of"]),
            game=game,
            detail=detail,
            expires=expires,
        )
    if payload.get("opponent_id") is None:
        role = payload.get("lfg_role_id")
        return words(
            "challenge-open",
            calling=f"<@&{role}> " if isinstance(role, int) else "",
            number=number,
            challenger=challenger,
            game=game,
            detail=detail,
            expires=expires,
        )
    return words(
        "challenge-direct",
        number=number,
        challenger=challenger,
        opponent=mention(payload["opponent_id"]),
        game=game,
        detail=detail,
        expires=expires,
    )


def challenge_closed_text(
    kind: str, payload: Mapping[str, Any], words: Words = ENGLISH_WORDS
) -> str:
    """The challenge message once it is answered (its buttons are removed)."""
    by = payload.get("by")
    return words(
        "challenge-closed",
        kind=kind,
        number=str(payload["challenge_id"]),
        game=title_of(payload["game_id"]),
        who=mention(by) if isinstance(by, int) else words("challenge-nobody"),
        match=str(payload.get("match_id")),
    )


def thread_name(
    match_id: int, game_title: str, names: Sequence[str], words: Words = ENGLISH_WORDS
) -> str:
    """The thread a match is played in; it starts with the match number (``lookup`` reads it)."""
    name = words(
        "match-thread-name",
        match=str(match_id),
        game=game_title,
        first=names[0],
        second=names[1],
    )
    return name[:100]


COLOURS = ("black", "white", "red", "light", "dark")


def seat_label(user_id: int, colour: str, words: Words = ENGLISH_WORDS) -> str:
    """``<@1> (Black)``."""
    name = colour.lower()
    shown = words("colour-name", colour=name) if name in COLOURS else colour.capitalize()
    return words("match-seat", player=mention(user_id), colour=shown)


def match_started_text(
    view_like: Mapping[str, Any], game_id: str, timing: Timing, words: Words = ENGLISH_WORDS
) -> str:
    """The first message of a match: who plays what, and how to play here."""
    players: list[int] = view_like["players"]
    colours: list[str] = view_like["colours"]
    game = rules.get_game(game_id)
    summary = options_summary(game_id, view_like.get("options", {}), timing, words)
    seats = " vs ".join(seat_label(p, c, words) for p, c in zip(players, colours, strict=True))
    computer = view_like.get("computer")
    if game.simultaneous:  # the computer gets no direct message
        how = words("match-how-sealed", computer="yes" if computer else "no")
    else:
        how = words("match-how-turns")
    opening = opening_line(game_id, view_like.get("options", {}), players, words)
    how = f"{opening}\n{how}" if opening else how
    if computer:
        user = players[int(computer["seat"])]
        how = f"{how}\n{computer_line(user, str(computer['level']), game.simultaneous, words)}"
    head = words(
        "match-started",
        match=str(view_like["match_id"]),
        game=game.title,
        detail=_detail(summary),
        seats=seats,
    )
    return f"{head}\n{how}"


def computer_line(user_id: int, level: str, sealed: bool, words: Words = ENGLISH_WORDS) -> str:
    """How the computer opponent plays, under the first message of a match against it."""
    return words(
        "match-computer", player=mention(user_id), level=level, sealed="yes" if sealed else "no"
    )


def opening_line(
    game_id: str, options: Mapping[str, Any], players: Sequence[int], words: Words = ENGLISH_WORDS
) -> str:
    """The pie rule (or the opening that plays its part) in one line, where it applies
    (RULES.md §2); ``""`` where it does not."""
    first, second = mention(players[0]), mention(players[1])
    if game_id == "meter" and options.get("pie", True):
        return words("match-pie-meter", first=first, second=second)
    if game_id == "meridians" and options.get("pie", False):
        return words("match-pie-meridians", first=first, second=second)
    if game_id == "interleave":
        return words("match-opening-interleave", first=first, second=second)
    if game_id == "meuda":
        return words("match-opening-meuda", first=first, second=second)
    if game_id == "thwart-omega":
        return words("match-opening-thwart")
    return ""


def moves_phrase(
    moves: Iterable[Mapping[str, Any]], colours: Sequence[str], words: Words = ENGLISH_WORDS
) -> str:
    """``<@1> (Black) played `d4```; several stones of one Meuda turn are joined."""
    by_user: dict[int, list[str]] = {}
    seats: dict[int, int] = {}
    randoms: set[int] = set()
    for entry in moves:
        user = int(entry["user_id"])
        by_user.setdefault(user, []).append(str(entry["move"]))
        seats[user] = int(entry["seat"])
        if entry.get("random"):
            randoms.add(user)
    parts = []
    for user, played in by_user.items():
        seat, stones = seat_label(user, colours[seats[user]], words), " ".join(played)
        if user in randoms:
            parts.append(words("match-played-random", seat=seat, moves=stones))
        else:
            parts.append(words("match-played", seat=seat, moves=stones))
    return "; ".join(parts)


def board_text(
    payload: Mapping[str, Any],
    game_id: str,
    colours: Sequence[str],
    players: Sequence[int],
    words: Words = ENGLISH_WORDS,
) -> str:
    """The text over a board image after a move (turn-based games)."""
    match, game = str(payload["match_id"]), title_of(game_id)
    moves = payload.get("moves") or []
    if moves:
        head = words(
            "match-board-head-moves",
            match=match,
            game=game,
            moves=moves_phrase(moves, colours, words),
        )
    else:
        head = words("match-board-head", match=match, game=game)
    lines = [head]
    to_act: list[int] = payload.get("to_act") or []
    deadline = deadline_phrase(payload.get("deadline"), words)
    if len(to_act) == 1:
        seat = list(players).index(to_act[0]) if to_act[0] in players else 0
        label = seat_label(to_act[0], colours[seat], words)
        lines.append(words("match-to-move", seat=label, deadline=deadline))
    elif len(to_act) == 2:
        lines.append(words("match-both-move", deadline=deadline))
    if payload.get("score"):
        lines.append(words("match-score", score=str(payload["score"])))
    return "\n".join(lines)


def setup_step_text(
    payload: Mapping[str, Any],
    game_id: str,
    colours: Sequence[str],
    players: Sequence[int],
    words: Words = ENGLISH_WORDS,
) -> str:
    """The text of one set-up stone (no picture: the board is posted when the set-up is done,
    ``MatchDelivery._board``)."""
    head = board_text({**payload, "to_act": []}, game_id, colours, players, words)
    to_act: list[int] = payload.get("to_act") or []
    if not to_act:
        return head
    seat = list(players).index(to_act[0]) if to_act[0] in players else 0
    step = words(
        "match-setting-up",
        seat=seat_label(to_act[0], colours[seat], words),
        deadline=deadline_phrase(payload.get("deadline"), words),
    )
    return f"{head}\n{step}"


def proposal_text(
    match_id: int, by: int, winner: object, opponent: int, words: Words = ENGLISH_WORDS
) -> str:
    if winner is None:
        offer = "draw"
    elif winner == by:
        offer = "self"
    else:
        offer = "other"
    return words(
        "match-proposal",
        match=str(match_id),
        player=mention(by),
        offer=offer,
        opponent=mention(opponent),
    )


def warning_text(
    match_id: int,
    user_id: int,
    deadline: object,
    ran_out: bool = True,
    words: Words = ENGLISH_WORDS,
) -> str:
    """A reminder before a loss on time (``ran_out``: the move clock itself is over and only
    the grace period is left)."""
    if ran_out:
        return words(
            "match-warning-ran-out",
            player=mention(user_id),
            match=str(match_id),
            deadline=timestamp(deadline),
        )
    return words(
        "match-warning-turn",
        player=mention(user_id),
        match=str(match_id),
        deadline=timestamp(deadline),
        date=timestamp(deadline, "f"),
    )


def played_text(moves: Sequence[str], match_id: int, words: Words = ENGLISH_WORDS) -> str:
    """The private answer to a move (``/move``, ``/pass``, ``/done`` or a move button)."""
    return words("play-played", moves=" ".join(moves), match=str(match_id))
