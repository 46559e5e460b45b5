"""The words the bot posts about tournaments: pure functions from the tournament service's
payloads (``bot/engine/tournaments/notices.py``) and views to message text.

Every message fits, whatever the field (up to 256 players): a text that grows with the number
of players is a list of messages made by ``pack``, each at most ``MESSAGE_CHARS`` characters
measured with the real mentions, the call to action first; a list never loses an entry and no
text is ever cut.

Every sentence is a message of ``locales/*.ftl`` (``tourn-`` ids) said in the server's language
(``words``: the delivery's ``Words.for_guild``; English by default). Still English: a match
thread's name."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.common.words import mention, timestamp, title_of
from bot.cogs.tournaments.images import half
from bot.cogs.tournaments.titles import title_in as title_in  # also said by texts.title_in
from bot.engine.errors import EngineError
from bot.engine.tournaments.vocabulary import Format

Payload = Mapping[str, Any]

FORMATS = {
    "single-elimination": "single elimination",
    "double-elimination": "double elimination",
    "round-robin": "round robin",
    "swiss": "Swiss",
}
REASONS = ("no-show", "dropped", "disqualified", "conceded", "organiser")
Section = tuple[str, Sequence[str], str]  # a lead, its items, the separator between items


def pack(*sections: Section, continued: str, limit: int = MESSAGE_CHARS) -> list[str]:
    """The sections as messages of at most ``limit`` characters: each section is its lead then
    its items; when the next piece does not fit, a new message starts with ``continued``. An
    item is never split, so nothing is cut."""
    messages: list[str] = []
    current = ""
    for lead, items, sep in sections:
        pieces = [lead + (items[0] if items else "")] + [sep + item for item in items[1:]]
        for n, piece in enumerate(pieces):
            glue = " " if n == 0 and current else ""
            if current and len(current) + len(glue) + len(piece) > limit:
                messages.append(current)
                current = continued + (piece if n == 0 else piece[len(sep) :])
            else:
                current += glue + piece
    messages.append(current)
    assert all(len(m) <= limit for m in messages), "an item longer than a message"
    return messages


def head(p: Payload) -> str:
    return f"**{p['name']}**"


def mentions(users: Iterable[int]) -> str:
    """Every user, mentioned (for short lists: the two players of a match)."""
    return " ".join(mention(u) for u in users)


def games_list(pool: Sequence[str]) -> str:
    return ", ".join(title_of(g) for g in pool)


def places_rule(fmt: str, third_place: bool, playoff: str, words: Words = ENGLISH_WORDS) -> str:
    """How the places that a format leaves open are decided, in one sentence."""
    if fmt == Format.SINGLE.value:
        return words("tourn-places", rule="third" if third_place else "shared")
    if fmt == Format.DOUBLE.value:
        return ""
    return words("tourn-places", rule=playoff if playoff in ("points", "unbroken") else "seed")


def created_text(p: Payload, words: Words = ENGLISH_WORDS) -> str:
    parts = [
        words(
            "tourn-signup",
            name=head(p),
            id=str(p["tournament_id"]),
            organiser=mention(p["organiser_id"]),
        ),
        words(
            "tourn-signup-format",
            format=str(p["format"]),
            count=int(p["best_of"]),
            games=games_list(p["pool"]),
            rule=str(p["rule"]),
        ),
    ]
    if p.get("starts_at"):
        parts.append(words("tourn-signup-starts", when=timestamp(p["starts_at"])))
    else:
        parts.append(words("tourn-signup-by-hand"))
    if p.get("checkin_at"):
        parts.append(words("tourn-signup-checkin", when=timestamp(p["checkin_at"])))
    if p.get("deadline_minutes"):
        parts.append(words("tourn-signup-deadline", minutes=int(p["deadline_minutes"])))
    if p.get("public_threads"):
        parts.append(words("tourn-signup-public"))
    places = places_rule(p["format"], bool(p.get("third_place")), p.get("playoff", "off"), words)
    if places:
        parts.append(places)
    parts.append(words("tourn-signup-join"))
    return " ".join(parts)


def checkin_text(p: Payload, words: Words = ENGLISH_WORDS) -> list[str]:
    """The button goes on the first message: the call to action comes before the names."""
    when = timestamp(p["starts_at"]) if p.get("starts_at") else "none"
    lead = words("tourn-checkin", name=head(p), when=when) + " "
    players = [mention(u) for u in p["players"]]
    sections: list[Section] = [(lead, players, " ")]
    if p.get("waitlist"):
        sections.append(
            (words("tourn-checkin-waitlist") + " ", [mention(u) for u in p["waitlist"]], " ")
        )
    return pack(*sections, continued=words("tourn-checkin-continued", name=head(p)) + " ")


def started_text(p: Payload, words: Words = ENGLISH_WORDS) -> list[str]:
    seeding = str(p.get("seeding", ""))
    lead = words(
        "tourn-started", name=head(p), count=len(p["entrants"]), seeding=seeding or "entry"
    )
    sections: list[Section] = [
        (lead + " ", [f"{e['seed']}. {mention(e['user'])}" for e in p["entrants"]], ", ")
    ]
    if p.get("left_out"):
        sections.append(
            (words("tourn-started-left-out") + " ", [mention(u) for u in p["left_out"]], " ")
        )
    if p.get("waitlisted"):
        sections.append(
            (words("tourn-started-waitlisted") + " ", [mention(u) for u in p["waitlisted"]], " ")
        )
    return pack(*sections, continued=words("tourn-started-continued", name=head(p)) + " ")


def choice_text(p: Payload, words: Words = ENGLISH_WORDS) -> str:
    a, b = p["users"]
    title = title_in(words, str(p["title"]))
    lead = words("tourn-choice-lead", name=head(p), title=title, game=int(p["game_no"]))
    deadline = (
        " " + words("tourn-deadline-at", when=timestamp(p["deadline"])) if p.get("deadline") else ""
    )
    if p["phase"] == "pick":
        text = words(
            "tourn-choice-pick",
            lead=lead,
            a=mention(a),
            b=mention(b),
            games=games_list(p["remaining"]),
        )
        return text + deadline
    picks = p.get("picks") or [None, None]
    picked = ""
    if any(picks):
        shown = [title_of(x) if x else words("tourn-choice-nothing") for x in picks]
        picked = " " + words(
            "tourn-choice-picks", a=mention(a), b=mention(b), pick_a=shown[0], pick_b=shown[1]
        )
    banned = ", ".join(
        words("tourn-choice-banned-by", game=title_of(g), player=mention(u))
        for u, g in p.get("banned", [])
    )
    banned_text = " " + words("tourn-choice-banned", games=banned) if banned else ""
    [banner] = p["to_act"] or [a]
    text = words(
        "tourn-choice-ban",
        lead=lead,
        picked=picked,
        banned=banned_text,
        player=mention(banner),
        count=int(p["quota"]),
        games=games_list(p["remaining"]),
    )
    return text + deadline


def game_text(p: Payload, words: Words = ENGLISH_WORDS) -> str:
    seat0, seat1 = p["seats"]
    score = ""
    if p["game_no"] > 1:
        a, b = p["users"]
        mine, theirs = (half(x) or "0" for x in p["score"])
        score = " " + words(
            "tourn-game-so-far", a=mention(a), b=mention(b), score_a=mine, score_b=theirs
        )
    text = words(
        "tourn-game",
        name=head(p),
        title=title_in(words, str(p["title"])),
        game=int(p["game_no"]),
        of=int(p["best_of"]),
        score=score,
        title_game=title_of(p["game"]),
        how=str(p["how"]),
        seat0=mention(seat0),
        seat1=mention(seat1),
        match=str(p["match_id"]),
    )
    notice = p.get("tie_notice")
    if isinstance(notice, str) and notice:  # a row written before the notice was facts
        text += f"\n⚖️ {notice}"
    elif isinstance(notice, Mapping):
        text += "\n⚖️ " + words(
            "tourn-tie-notice",
            rule=str(notice["rule"]),
            name=str(notice.get("name", "")),
            seed=int(notice.get("seed", 0)),
            seat=int(notice.get("seat", 0)),
        )
    return text


def result_text(p: Payload, words: Words = ENGLISH_WORDS) -> list[str]:
    a, b = p["users"]
    lead = f"📋 {head(p)} · {title_in(words, str(p['title']))}"
    reason = p.get("reason", "played")
    why = f" ({words('tourn-reason', reason=reason)})" if reason in REASONS else ""
    if p["points"] == [0.0, 0.0]:
        text = words("tourn-result-nobody", lead=lead, a=mention(a), b=mention(b), why=why)
    elif p.get("winner") is None:
        text = words("tourn-result-draw", lead=lead, a=mention(a), b=mention(b), why=why)
    else:
        loser = b if p["winner"] == a else a
        games = p.get("games")
        score = ""
        if games and p.get("kind") == "played":
            mine = games[0] if p["winner"] == a else games[1]
            theirs = games[1] if p["winner"] == a else games[0]
            score = f" {half(mine) or '0'}–{half(theirs) or '0'}"
        text = words(
            "tourn-result-won",
            lead=lead,
            winner=mention(p["winner"]),
            loser=mention(loser),
            score=score,
            forfeit="yes" if p.get("kind") == "forfeit" else "no",
            why=why,
        )
    removed: list[Section] = []
    if p.get("removed"):
        removed.append((words("tourn-result-removed") + " ", p["removed"], ", "))
    return pack((text, [], ""), *removed, continued=words("tourn-continued", lead=lead) + " ")


def entrant_text(p: Payload, words: Words = ENGLISH_WORDS) -> list[str]:
    user = mention(p["user"])
    if p["action"] == "replaced":
        return [words("tourn-replaced", name=head(p), new=mention(p["new_user"]), old=user)]
    forfeits: list[Section] = []
    if p.get("forfeits"):
        forfeits.append((words("tourn-left-forfeits") + " ", p["forfeits"], ", "))
    return pack(
        (words("tourn-left", player=user, action=str(p["action"]), name=head(p)), [], ""),
        *forfeits,
        continued=words("tourn-left-continued", name=head(p)) + " ",
    )


def deadline_text(p: Payload, words: Words = ENGLISH_WORDS) -> str:
    lead = words("tourn-deadline-lead", name=head(p), title=title_in(words, str(p["title"])))
    return words(
        "tourn-deadline", lead=lead, what=str(p["what"]), absent=mentions(p.get("absent", []))
    )


def needs_text(reasons: Sequence[str], words: Words = ENGLISH_WORDS) -> str:
    """What a held Swiss round needs: "a rematch and a second bye"."""
    named = [words("tourn-held-reason", reason=r) for r in reasons]
    if len(named) == 2:
        return words("tourn-and", a=named[0], b=named[1])
    return " and ".join(named)


def held_text(p: Payload, words: Words = ENGLISH_WORDS) -> str:
    """The next Swiss round cannot be paired without what a Swiss avoids: the organiser says."""
    return words(
        "tourn-held",
        name=head(p),
        round=str(p["round"]),
        needs=needs_text(p["reasons"], words),
        organiser=mention(int(p["organiser"])),
    )


def organiser_text(p: Payload, words: Words = ENGLISH_WORDS) -> str:
    return words("tourn-organiser", text=deadline_text(p, words))


TIED_NAMED = 8  # players tied for first named in the champion post (more: counted)


def finished_text(p: Payload, words: Words = ENGLISH_WORDS) -> str:
    """The champion, a tie for first stated with how it was decided, and the places up to 3rd
    (``places``: [place, user] pairs, so both losing semi-finalists are third; rows stored
    before it have ``podium``, users in order)."""
    placed = p.get("places") or [[i, u] for i, u in enumerate(p.get("podium") or [], start=1)]
    placed = [[place, u] for place, u in placed if place <= 3]
    places = " · ".join(f"{place}. {mention(u)}" for place, u in placed[:TIED_NAMED])
    if len(placed) > TIED_NAMED:
        places += " " + words("tourn-places-more", count=len(placed) - TIED_NAMED)
    name = head(p)
    if p.get("champion") is None:
        return words("tourn-finished-nobody", name=name, places=places).strip()
    champion = mention(p["champion"])
    tied = p.get("tied") or []
    if len(tied) > 1:
        who = mentions(tied) if len(tied) <= TIED_NAMED else words("tourn-players", count=len(tied))
        return words(
            "tourn-finished-tied", name=name, who=who, champion=champion, places=places
        ).strip()
    playoff = p.get("playoff")
    if playoff:
        return words(
            "tourn-finished-playoff",
            name=name,
            a=mention(playoff[0]),
            b=mention(playoff[1]),
            champion=champion,
            places=places,
        ).strip()
    level = p.get("level") or []
    if level:
        who = (
            mentions(level)
            if len(level) <= TIED_NAMED
            else words("tourn-players", count=len(level))
        )
        return words(
            "tourn-finished-level",
            name=name,
            champion=champion,
            who=who,
            tie_breaks=str(p.get("tie_break", "")),
            places=places,
        ).strip()
    return words("tourn-finished", name=name, champion=champion, places=places).strip()


def caption_text(name: str, phase: str, words: Words = ENGLISH_WORDS) -> str:
    """The bracket or standings picture message's caption: the name and where it stands."""
    return words("tourn-caption", name=name, phase=phase)


def whole_event(words: Words) -> str:
    """The champion post's link to the tournament's web page."""
    return words("tourn-whole-event")


def simple_text(kind: str, p: Payload, words: Words = ENGLISH_WORDS) -> str:
    if kind == "tournament-undone":
        return words("tourn-undone", name=head(p), title=title_in(words, str(p["title"])))
    if kind == "tournament-paused":
        return words("tourn-paused", name=head(p))
    if kind == "tournament-resumed":
        return words("tourn-resumed", name=head(p))
    reason = str(p.get("reason"))
    known = reason if reason in ("not-enough-players", "organiser") else "other"
    if p.get("refusal"):  # the engine's refusal, said in this language (older rows: English)
        reason = words.refusal(EngineError(str(p["refusal"]), **p.get("refusal_args", {})))
    return words("tourn-cancelled", name=head(p), reason=known, why=reason)


EVENT_HOURS = 3  # a Scheduled Event's end, from its start: Discord needs one for an event


def event_description(p: Payload, channel: str, words: Words = ENGLISH_WORDS) -> str:
    """The Scheduled Event's description, in the server's language; its first words are the
    tournament's mark (``event_mark``), which is how a retry after a crash finds the event it
    made already (``calendar.Calendar``)."""
    return words(
        "tourn-event-description",
        id=str(p["tournament_id"]),
        format=str(p["format"]),
        count=int(p["best_of"]),
        games=games_list(p["pool"]),
        channel=channel,
    )[:1000]


def event_mark(tournament_id: int, words: Words = ENGLISH_WORDS) -> str:
    """How an event made for the tournament begins its description, in ``words``' language."""
    return words("tourn-event-mark", id=str(tournament_id))


def event_line(url: str, words: Words = ENGLISH_WORDS) -> str:
    """Added to the sign-up post when the tournament is in the server's events."""
    return words("tourn-event-line", url=url)
