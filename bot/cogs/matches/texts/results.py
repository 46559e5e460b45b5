"""How a match ended, in words: the result post with its rating changes, the one-sentence result
the replay and the record repeat, an abort."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.words import mention, title_of
from bot.cogs.matches.texts import COLOURS, reason_phrase
from bot.engine.model import Result
from bot.engine.views import MatchView


def result_text(
    match_id: int,
    payload: Mapping[str, Any],
    words: Words = ENGLISH_WORDS,
    colours: Sequence[str] | None = None,
    said: str | None = None,
) -> str:
    """``match-finished``: who won, how, and the score calculation (``said``: the rules'
    calculation in the reader's words, ``outcomes.said_again``; else the engine's details)."""
    result = Result.from_json(
        {
            "winner": payload.get("winner_seat"),
            "reason": payload.get("reason", ""),
            "scores": payload.get("scores", {}),
            "details": payload.get("details", ""),
        }
    )
    how = reason_phrase(result.reason, words)
    winner = payload.get("winner")
    if isinstance(winner, int):
        head = words("match-over-winner", match=str(match_id), winner=mention(winner), how=how)
    else:
        head = words("match-over-none", match=str(match_id), how=how)
    details = said or result_details(result, colours, words)
    lines = [head, details, rating_line(payload.get("ratings") or [], words)]
    return "\n".join(line for line in lines if line)


def result_details(result: Result, colours: Sequence[str] | None, words: Words) -> str:
    """The result's details line: said again in the reader's language where the match room
    knows its words (a resignation, a loss on time, an agreement: ``White resigned.``); the
    rules' own score calculations as the engine wrote them."""
    if colours is None or result.reason not in _SAID_AGAIN:
        return result.details
    if result.winner is None:
        return words("match-detail-draw-agreed") if result.reason == "agreement" else ""
    winner = _colour_name(colours[result.winner], words)
    loser = _colour_name(colours[1 - result.winner], words)
    if result.reason == "resignation":
        return words("match-detail-resigned", colour=loser)
    if result.reason == "timeout":
        return words("match-detail-out-of-time", colour=loser)
    if result.reason == "inactivity":
        return words("match-detail-stopped", colour=loser)
    return words("match-detail-wins-agreed", colour=winner)


_SAID_AGAIN = ("resignation", "timeout", "inactivity", "agreement")


def _colour_name(colour: str, words: Words) -> str:
    name = colour.lower()
    return words("colour-name", colour=name) if name in COLOURS else colour.capitalize()


def result_sentence(
    result: Result | None, names: Sequence[str], words: Words = ENGLISH_WORDS
) -> str:
    """The result in one sentence with the players' names (no mentions: it is drawn on the
    replay's last frame and read in alt texts): ``Bob wins (by resignation).``"""
    if result is None:
        return words("match-result-none")
    how = reason_phrase(result.reason, words)
    if result.winner is None:
        return (
            words("match-result-no-winner", how=how)
            if how
            else words("match-result-no-winner-plain")
        )
    who = names[result.winner] or words("match-player-number", number=result.winner + 1)
    if how:
        return words("match-result-wins", player=who, how=how)
    return words("match-result-wins-plain", player=who)


def rating_line(changes: Sequence[Mapping[str, Any]], words: Words = ENGLISH_WORDS) -> str:
    """``Ratings: @A 1512 → 1530 (+18) · @B 1498 → 1480 (−18)``; empty for an unrated match."""
    parts = []
    for change in changes:
        before, after = int(change["before"]), int(change["after"])
        delta = after - before
        sign = "+" if delta >= 0 else "−"
        text = words(
            "match-rating-change",
            player=mention(int(change["user"])),
            before=str(before),
            after=str(after),
            delta=f"{sign}{abs(delta)}",
        )
        if change.get("provisional"):
            text = words("match-rating-provisional", change=text)
        parts.append(text)
    return words("match-ratings", changes=" · ".join(parts)) if parts else ""


def aborted_text(
    match_id: int, by: object, moderator: bool = False, words: Words = ENGLISH_WORDS
) -> str:
    if moderator and isinstance(by, int):
        return words("match-stopped", match=str(match_id), moderator=mention(by))
    if isinstance(by, int):
        return words("match-aborted-by", match=str(match_id), player=mention(by))
    return words("match-aborted-nobody", match=str(match_id))


def challenge_ended_text(challenge_id: int, view: MatchView, words: Words = ENGLISH_WORDS) -> str:
    """The lobby's challenge card once its match is over: who won and how, or that it was
    stopped with no result (``Challenge #3 (Meter) · match #12: @Ana won (by resignation).``)."""
    result = view.result
    facts = {
        "number": str(challenge_id),
        "game": title_of(view.game_id),
        "match": str(view.id),
        "winner": "",
        "how": "",
    }
    if result is None:
        return words("challenge-match-ended", outcome="aborted", **facts)
    facts["how"] = reason_phrase(result.reason, words)
    if result.winner is None:
        return words("challenge-match-ended", outcome="none", **facts)
    facts["winner"] = mention(view.players[result.winner])
    return words("challenge-match-ended", outcome="won", **facts)


def ratings_now_line(ratings: Sequence[tuple[int, int, bool]], words: Words = ENGLISH_WORDS) -> str:
    """``Ratings: @A 1512 · @B 1498 (provisional)``: the players' ratings as a rated challenge
    or match starts; empty when there are none (unrated)."""
    parts = []
    for user, rating, provisional in ratings:
        text = words("match-rating-now", player=mention(user), rating=str(rating))
        if provisional:
            text = words("match-rating-provisional", change=text)
        parts.append(text)
    return words("match-ratings", changes=" · ".join(parts)) if parts else ""
