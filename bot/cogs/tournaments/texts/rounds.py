"""A round in words: its pairings and its summary, split into numbered parts when they do not fit
one message, and the participant role's ping before them."""

from __future__ import annotations

from collections.abc import Sequence

from discord.utils import escape_markdown

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.common.words import mention
from bot.cogs.tournaments.images import half
from bot.cogs.tournaments.rounds import Round, played, walked_over
from bot.cogs.tournaments.texts import pack
from bot.cogs.tournaments.titles import title_in
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.vocabulary import Kind, Pairing

PART_MARK = " (part 99/99)"  # room kept in each message for its number, when there are several


def numbered(
    lead: str, items: Sequence[str], room: int = 0, words: Words = ENGLISH_WORDS
) -> list[str]:
    """``lead`` then the items one a line, in as few messages as fit (each leaves ``room``
    characters free); when it takes several, each starts with the lead and says which part it
    is. Nothing is cut or split."""
    limit = MESSAGE_CHARS - len(PART_MARK) - room
    messages = pack((lead, items, "\n"), continued=lead, limit=limit)
    if len(messages) == 1:
        return messages
    total = len(messages)
    return [
        m.replace(
            lead,
            lead.rstrip(":\n：") + " " + words("tourn-part", part=str(n), total=str(total)) + "\n",
            1,
        )
        for n, m in enumerate(messages, start=1)
    ]


def pairing_line(t: T.Tournament, p: Pairing, words: Words = ENGLISH_WORDS) -> str:
    """ "`W1.3` @a v @b" (a player's mention shows their name; it pings nobody here)."""
    a, b = (mention(t.entrant(int(s)).player) for s in (p.a, p.b))
    return words("tourn-line-pair", key=p.key, a=a, b=b)


def result_line(t: T.Tournament, p: Pairing, words: Words = ENGLISH_WORDS) -> str:
    """One decided pairing in words: "`R2.1` @a beats @b 2–1", "… by forfeit", "… draw"."""
    assert p.result is not None
    r = p.result
    a, b = (mention(t.entrant(int(s)).player) for s in (p.a, p.b))
    if r.winner is None:
        if r.points == (0.0, 0.0):
            return words("tourn-line-nobody", key=p.key, a=a, b=b)
        score = f" {half(r.games[0]) or '0'}–{half(r.games[1]) or '0'}" if r.games else ""
        return words("tourn-line-draw", key=p.key, a=a, b=b, score=score)
    winner, loser = (a, b) if r.winner == 0 else (b, a)
    if r.kind is Kind.FORFEIT:
        return words("tourn-line-forfeit", key=p.key, winner=winner, loser=loser)
    score = ""
    if r.games is not None:
        mine, theirs = r.games if r.winner == 0 else (r.games[1], r.games[0])
        score = f" {half(mine) or '0'}–{half(theirs) or '0'}"
    return words("tourn-line-won", key=p.key, winner=winner, loser=loser, score=score)


def pairings_text(
    name: str, r: Round, t: T.Tournament, role: int | None = None, words: Words = ENGLISH_WORDS
) -> list[str]:
    """The one pairings message of a round (several numbered parts only if it must); ``role``:
    the participant role, named at the start of the first part (which pings it)."""
    lines = [pairing_line(t, p, words) for p in r.pairings if played(p)]
    byes = [mention(t.entrant(s).player) for p in r.pairings if (s := walked_over(p))]
    if byes:
        lines.append(words("tourn-byes") + " " + " ".join(byes))
    lead = (
        words("tourn-pairings", name=f"**{escape_markdown(name)}**", title=title_in(words, r.title))
        + "\n"
    )
    if role is None:
        return numbered(lead, lines, words=words)
    ping = f"{role_note(role)} "
    first, *rest = numbered(lead, lines, room=len(ping), words=words)
    return [ping + first, *rest]


def summary_text(name: str, r: Round, t: T.Tournament, words: Words = ENGLISH_WORDS) -> list[str]:
    """The round's results in one message (instead of one post per match)."""
    lines = [result_line(t, p, words) for p in r.pairings if played(p) and p.result is not None]
    lead = (
        words("tourn-summary", name=f"**{escape_markdown(name)}**", title=title_in(words, r.title))
        + "\n"
    )
    return numbered(lead, lines or [words("tourn-summary-none")], words=words)


# ---- the calendar and the roles (bot/cogs/tournaments/calendar.py, roles.py) ------------------


def role_note(role_id: int | None) -> str:
    """The pairings' first line pings the participant role, when the server has one."""
    return "" if role_id is None else f"<@&{role_id}>"
