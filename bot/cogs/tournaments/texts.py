"""The words the bot posts about tournaments: pure functions from the tournament service's
payloads (``bot/engine/tournaments/notices.py``) and views to message text.

Every message fits, whatever the field (up to 256 players): a text that grows with the number
of players is a list of messages made by ``pack``, each at most ``MESSAGE_CHARS`` characters
measured with the real mentions, the call to action first; a list never loses an entry and no
text is ever cut."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from discord.utils import escape_markdown

from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.common.words import count, mention, timestamp, title_of
from bot.cogs.tournaments.images import half
from bot.cogs.tournaments.rounds import Round, played, walked_over
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.records import Phase
from bot.engine.tournaments.views import TournamentView
from bot.engine.tournaments.vocabulary import Format, Kind, Pairing

Payload = Mapping[str, Any]

FORMATS = {
    "single-elimination": "single elimination",
    "double-elimination": "double elimination",
    "round-robin": "round robin",
    "swiss": "Swiss",
}
RULES = {
    "fixed": "one game",
    "rotation": "the games in rotation",
    "agree-or-ban": "agree or ban: pick privately; if you differ, ban in turns",
}
HOW = {
    "fixed": "the tournament's game",
    "rotation": "this round's game in the rotation",
    "agreed": "both players picked it",
    "bans": "the last game left after the bans",
    "agree-or-ban": "the only game left in the pool",
    "restart": "started again after an abort",
}
REASONS = {
    "no-show": "a player did not show up before the deadline",
    "dropped": "a player left the tournament",
    "disqualified": "a player was disqualified",
    "conceded": "conceded",
    "organiser": "set by the organiser",
}
STATUS_LIVES = 20  # live matches listed by /tournament status before "and N more"

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


def places_rule(fmt: str, third_place: bool, playoff: str) -> str:
    """How the places that a format leaves open are decided, in one sentence."""
    if fmt == Format.SINGLE.value:
        if third_place:
            return "The semi-final losers play for third place beside the final."
        return "The two semi-final losers share third place."
    if fmt == Format.DOUBLE.value:
        return ""
    if playoff == "points":
        return "Players level on points for first play it off after the last round."
    if playoff == "unbroken":
        return (
            "Players level for first on points and every tie-break play it off after the last "
            "round."
        )
    return "A tie for first goes to the tie-breaks, then to the best seed (no play-off)."


def created_text(p: Payload) -> str:
    best = "best of 1" if p["best_of"] == 1 else f"best of {p['best_of']}"
    parts = [
        f"🏆 {head(p)} (tournament #{p['tournament_id']}) is open for sign-up, organised by "
        f"{mention(p['organiser_id'])}.",
        f"{str(FORMATS.get(p['format'], p['format'])).capitalize()}, matches {best}; games: "
        f"{games_list(p['pool'])} ({RULES.get(p['rule'], p['rule'])}).",
    ]
    if p.get("starts_at"):
        parts.append(f"It starts {timestamp(p['starts_at'])}.")
    else:
        parts.append("It starts when the organiser starts it.")
    if p.get("checkin_at"):
        parts.append(f"Check-in opens {timestamp(p['checkin_at'])}.")
    if p.get("deadline_minutes"):
        parts.append(
            f"Each match must be under way within {count(p['deadline_minutes'], 'minute')} of being "
            "ready, or a player who never showed up loses it by forfeit."
        )
    if p.get("public_threads"):
        parts.append("Each match is played in a public thread: anyone here can watch.")
    places = places_rule(p["format"], bool(p.get("third_place")), p.get("playoff", "off"))
    if places:
        parts.append(places)
    parts.append("Press **Join** to enter.")
    return " ".join(parts)


def checkin_text(p: Payload) -> list[str]:
    """The button goes on the first message: the call to action comes before the names."""
    when = f" before it starts {timestamp(p['starts_at'])}" if p.get("starts_at") else ""
    lead = (
        f"✅ Check-in for {head(p)} is open{when}: press **Check in**. Only checked-in players "
        "play. Joined: "
    )
    players = [mention(u) for u in p["players"]]
    sections: list[Section] = [(lead, players, " ")]
    if p.get("waitlist"):
        sections.append(
            (
                "Waitlist (check in too: a seat not checked in by the start goes to the first "
                "checked-in player here): ",
                [mention(u) for u in p["waitlist"]],
                " ",
            )
        )
    return pack(*sections, continued=f"✅ {head(p)}, check-in (continued): ")


def started_text(p: Payload) -> list[str]:
    how = {"random": "at random", "rating": "by rating"}.get(p.get("seeding", ""), "by entry order")
    sections: list[Section] = [
        (
            f"🚀 {head(p)} has started with {len(p['entrants'])} players, seeded {how}: ",
            [f"{e['seed']}. {mention(e['user'])}" for e in p["entrants"]],
            ", ",
        )
    ]
    if p.get("left_out"):
        sections.append(
            ("Not checked in, so not playing: ", [mention(u) for u in p["left_out"]], " ")
        )
    if p.get("waitlisted"):
        sections.append(
            ("Still on the waitlist, so not playing: ", [mention(u) for u in p["waitlisted"]], " ")
        )
    return pack(*sections, continued=f"🚀 {head(p)} (continued): ")


def choice_text(p: Payload) -> str:
    a, b = p["users"]
    lead = f"🎲 {head(p)} · {p['title']}, game {p['game_no']}"
    deadline = f" Deadline {timestamp(p['deadline'])}." if p.get("deadline") else ""
    if p["phase"] == "pick":
        return (
            f"{lead}: {mention(a)} and {mention(b)}, each pick a game privately with "
            f"**Choose** ({games_list(p['remaining'])}). The same pick is played; otherwise "
            f"you ban games in turn until one is left.{deadline}"
        )
    picks = p.get("picks") or [None, None]
    picked = ""
    if any(picks):
        shown = [title_of(x) if x else "nothing" for x in picks]
        picked = f" Picks: {mention(a)} {shown[0]}, {mention(b)} {shown[1]}."
    banned = ", ".join(f"{title_of(g)} (by {mention(u)})" for u, g in p.get("banned", []))
    banned_text = f" Banned: {banned}." if banned else ""
    [banner] = p["to_act"] or [a]
    count = "1 game" if p["quota"] == 1 else f"{p['quota']} games"
    return (
        f"{lead}: no agreement.{picked}{banned_text} {mention(banner)}, ban {count} with "
        f"**Choose**; left: {games_list(p['remaining'])}.{deadline}"
    )


def game_text(p: Payload) -> str:
    seat0, seat1 = p["seats"]
    of = f" of {p['best_of']}" if p["best_of"] > 1 else ""
    score = ""
    if p["game_no"] > 1:
        a, b = p["users"]
        mine, theirs = (half(x) or "0" for x in p["score"])
        score = f" (so far {mention(a)} {mine}–{theirs} {mention(b)})"
    text = (
        f"🎮 {head(p)} · {p['title']}, game {p['game_no']}{of}{score}: **{title_of(p['game'])}** "
        f"({HOW.get(p['how'], p['how'])}). {mention(seat0)} takes the first seat against "
        f"{mention(seat1)}; match #{p['match_id']} is played in its own thread."
    )
    if p.get("tie_notice"):
        text += f"\n⚖️ {p['tie_notice']}"
    return text


def result_text(p: Payload) -> list[str]:
    a, b = p["users"]
    lead = f"📋 {head(p)} · {p['title']}"
    reason = p.get("reason", "played")
    why = f" ({REASONS[reason]})" if reason in REASONS else ""
    if p["points"] == [0.0, 0.0]:
        text = f"{lead}: neither {mention(a)} nor {mention(b)} goes on{why}."
    elif p.get("winner") is None:
        text = f"{lead}: {mention(a)} and {mention(b)} draw{why}."
    else:
        loser = b if p["winner"] == a else a
        games = p.get("games")
        score = ""
        if games and p.get("kind") == "played":
            mine = games[0] if p["winner"] == a else games[1]
            theirs = games[1] if p["winner"] == a else games[0]
            score = f" {half(mine) or '0'}–{half(theirs) or '0'}"
        forfeit = " by forfeit" if p.get("kind") == "forfeit" else ""
        text = f"{lead}: {mention(p['winner'])} beats {mention(loser)}{score}{forfeit}{why}."
    removed: list[Section] = []
    if p.get("removed"):
        removed.append(("Later results that no longer fit were removed: ", p["removed"], ", "))
    return pack((text, [], ""), *removed, continued=f"{lead} (continued): ")


def entrant_text(p: Payload) -> list[str]:
    user = mention(p["user"])
    if p["action"] == "replaced":
        return [
            f"🔁 {head(p)}: {mention(p['new_user'])} takes over {user}'s place "
            "(the organiser decided)."
        ]
    what = "left" if p["action"] == "dropped" else "was disqualified from"
    forfeits: list[Section] = []
    if p.get("forfeits"):
        forfeits.append(("Their opponent wins by forfeit: ", p["forfeits"], ", "))
    return pack(
        (f"👋 {user} {what} {head(p)}; their results so far stay.", [], ""),
        *forfeits,
        continued=f"👋 {head(p)} (continued): ",
    )


def deadline_text(p: Payload) -> str:
    lead = f"⏰ {head(p)} · {p['title']}: the deadline passed"
    if p["what"] == "overran":
        return f"{lead}; both players are playing, so the match goes on (the organiser was told)."
    absent = mentions(p["absent"])
    if p["what"] == "absent":
        return f"{lead}; not seen yet: {absent}. The organiser decides what happens."
    return f"{lead}; never showed up: {absent}, so the match is lost by forfeit."


HELD_REASONS = {"rematch": "a rematch", "second-bye": "a second bye"}


def held_text(p: Payload) -> str:
    """The next Swiss round cannot be paired without what a Swiss avoids: the organiser says."""
    needs = " and ".join(HELD_REASONS.get(r, r) for r in p["reasons"])
    return (
        f"⏸️ {head(p)}: round {p['round']} cannot be paired without {needs}, so it waits for "
        f"the organiser. {mention(int(p['organiser']))}, choose with `/host pairing`: allow a "
        "rematch, give a second bye, or end the event after the rounds played."
    )


def organiser_text(p: Payload) -> str:
    return f"{deadline_text(p)} Use `/host set-result` to change anything."


TIED_NAMED = 8  # players tied for first named in the champion post (more: counted)


def finished_text(p: Payload) -> str:
    """The champion, a tie for first stated with how it was decided, and the places up to 3rd
    (``places``: [place, user] pairs, so both losing semi-finalists are third; rows stored
    before it have ``podium``, users in order)."""
    placed = p.get("places") or [[i, u] for i, u in enumerate(p.get("podium") or [], start=1)]
    placed = [[place, u] for place, u in placed if place <= 3]
    places = " · ".join(f"{place}. {mention(u)}" for place, u in placed[:TIED_NAMED])
    if len(placed) > TIED_NAMED:
        places += f" · and {len(placed) - TIED_NAMED} more (see the standings)"
    if p.get("champion") is None:
        return f"🏁 {head(p)} is over; nobody could be crowned. {places}"
    tied = p.get("tied") or []
    if len(tied) > 1:
        who = mentions(tied) if len(tied) <= TIED_NAMED else f"{len(tied)} players"
        return (
            f"🏆 {head(p)} is over! {who} are tied for first on points and every "
            f"tie-break; the title goes to {mention(p['champion'])}, the best seed among them. "
            f"{places}"
        ).strip()
    playoff = p.get("playoff")
    if playoff:
        return (
            f"🏆 {head(p)} is over! {mention(playoff[0])} and {mention(playoff[1])} were level "
            f"for first; {mention(p['champion'])} won the play-off and the title. {places}"
        ).strip()
    level = p.get("level") or []
    if level:
        who = mentions(level) if len(level) <= TIED_NAMED else f"{len(level)} players"
        return (
            f"🏆 {head(p)} is over! Champion: {mention(p['champion'])}, level on points with "
            f"{who} and ahead on the tie-breaks ({p.get('tie_break', '')}). {places}"
        ).strip()
    return f"🏆 {head(p)} is over! Champion: {mention(p['champion'])}. {places}".strip()


def simple_text(kind: str, p: Payload) -> str:
    if kind == "tournament-undone":
        return f"↩️ {head(p)} · {p['title']}: the organiser took back the result they had set."
    if kind == "tournament-paused":
        return f"⏸️ {head(p)} is paused: games in progress go on, nothing new starts."
    if kind == "tournament-resumed":
        return f"▶️ {head(p)} goes on; every deadline moved on by the length of the pause."
    reason = p.get("reason")
    if reason == "not-enough-players":
        return f"🛑 {head(p)} is cancelled: fewer than two players were there at the start."
    if reason == "organiser":
        return f"🛑 {head(p)} was cancelled by the organiser; its running games were stopped."
    return f"🛑 {head(p)} could not start and is cancelled: {reason}"


def status_text(
    view: TournamentView, stage: str | None = None, schedule: Sequence[str] = ()
) -> str:
    """``/tournament status``: where the tournament stands, in a few lines; ``stage``: which
    stage of a two-stage event it is in (``stages.status_line``), under the first line;
    ``schedule``: the round schedule of a paced event (``pacing.status_lines``), before the
    matches listed."""
    record = view.record
    settings = record.config.settings
    lines = [
        f"**{escape_markdown(record.name)}** (tournament #{record.id}) · {FORMATS[settings.format.value]} · "
        f"best of {settings.best_of} · {games_list(settings.choice.pool)}",
    ]
    if stage:
        lines.append(stage)
    places = places_rule(settings.format.value, settings.third_place, settings.playoff.value)
    if settings.top_cut:
        places = places_rule(settings.top_cut_format.value, settings.third_place, "off")
    if places and record.phase is not Phase.FINISHED:
        lines.append(places)
    if record.phase.before_start:
        checked = sum(1 for e in view.entries if e.checked_in)
        state = "check-in" if record.phase is Phase.CHECKIN else "sign-up"
        lines.append(f"In {state}: {len(view.entries)} joined, {checked} checked in.")
        if view.waitlist:
            lines.append(
                f"{len(view.seated)} seats, all taken; {len(view.waitlist)} on the waitlist."
            )
        if record.starts_at:
            lines.append(f"Starts {timestamp(record.starts_at.isoformat())}.")
        return "\n".join(lines)
    t = view.core
    assert t is not None
    if record.phase is Phase.FINISHED:
        champion = T.champion(t)
        lines.append(
            "Finished. Champion: "
            + ("nobody" if champion is None else mention(t.entrant(champion).player))
        )
        tied = T.tied_for_first(t)
        playoff = T.playoff(t)
        if tied:
            lines.append(
                f"{len(tied)} players are tied for first on points and every tie-break; the "
                "title went to the best seed among them."
            )
        elif playoff is not None and playoff.result is not None:
            lines.append("First and second place were decided by a play-off.")
    elif record.phase is Phase.CANCELLED:
        lines.append("Cancelled.")
    else:
        if record.phase is Phase.PAUSED:
            lines.append("Paused.")
        if t.held:
            needs = " and ".join(HELD_REASONS.get(r, r) for r in t.held)
            lines.append(
                f"Round {len(t.rounds) + 1} cannot be paired without {needs}; it waits for "
                "the organiser's decision."
            )
        if not t.in_bracket:
            lines.append(f"Round {T.current_round(t)}.")
        lines.extend(schedule)
        shown = 0
        for live in view.lives[:STATUS_LIVES]:
            a, b = live.users
            now = f"match #{live.match_id}" if live.match_id else "choosing the game"
            line = (
                f"· `{live.key}` {describe_key(t, live.key)}: {mention(a)} v {mention(b)} — {now}"
                + (f", deadline {timestamp(live.deadline.isoformat())}" if live.deadline else "")
            )
            # Room is kept for the "and N more" line: whole lines only, nothing cut.
            if len("\n".join([*lines, line])) > MESSAGE_CHARS - 80:
                break
            lines.append(line)
            shown += 1
        if len(view.lives) > shown:
            lines.append(
                f"… and {len(view.lives) - shown} more matches being played: the picture "
                "shows them all."
            )
    return "\n".join(lines)


def describe_key(t: T.Tournament, key: str) -> str:
    """A pairing key in words ("Round 3, board 2", "Losers' final")."""
    return T.describe(t, key)


# ---- the round in the channel: its pairings, its summary (so the channel does not drown) ---

PART_MARK = " (part 99/99)"  # room kept in each message for its number, when there are several


def numbered(lead: str, items: Sequence[str], room: int = 0) -> list[str]:
    """``lead`` then the items one a line, in as few messages as fit (each leaves ``room``
    characters free); when it takes several, each starts with the lead and says which part it
    is. Nothing is cut or split."""
    limit = MESSAGE_CHARS - len(PART_MARK) - room
    messages = pack((lead, items, "\n"), continued=lead, limit=limit)
    if len(messages) == 1:
        return messages
    total = len(messages)
    return [
        m.replace(lead, lead.rstrip(":\n") + f" (part {n}/{total}):\n", 1)
        for n, m in enumerate(messages, start=1)
    ]


def pairing_line(t: T.Tournament, p: Pairing) -> str:
    """ "`W1.3` @a v @b" (a player's mention shows their name; it pings nobody here)."""
    a, b = (mention(t.entrant(int(s)).player) for s in (p.a, p.b))
    return f"`{p.key}` {a} v {b}"


def result_line(t: T.Tournament, p: Pairing) -> str:
    """One decided pairing in words: "`R2.1` @a beats @b 2–1", "… by forfeit", "… draw"."""
    assert p.result is not None
    r = p.result
    a, b = (mention(t.entrant(int(s)).player) for s in (p.a, p.b))
    lead = f"`{p.key}` "
    if r.winner is None:
        if r.points == (0.0, 0.0):
            return f"{lead}{a} and {b}: neither goes on (double forfeit)"
        score = f" {half(r.games[0]) or '0'}–{half(r.games[1]) or '0'}" if r.games else ""
        return f"{lead}{a} and {b} draw{score}"
    winner, loser = (a, b) if r.winner == 0 else (b, a)
    if r.kind is Kind.FORFEIT:
        return f"{lead}{winner} beats {loser} by forfeit"
    score = ""
    if r.games is not None:
        mine, theirs = r.games if r.winner == 0 else (r.games[1], r.games[0])
        score = f" {half(mine) or '0'}–{half(theirs) or '0'}"
    return f"{lead}{winner} beats {loser}{score}"


def pairings_text(name: str, r: Round, t: T.Tournament, role: int | None = None) -> list[str]:
    """The one pairings message of a round (several numbered parts only if it must); ``role``:
    the participant role, named at the start of the first part (which pings it)."""
    lines = [pairing_line(t, p) for p in r.pairings if played(p)]
    byes = [mention(t.entrant(s).player) for p in r.pairings if (s := walked_over(p))]
    if byes:
        lines.append("Through without a game: " + " ".join(byes))
    lead = (
        f"📣 **{escape_markdown(name)}** · {r.title}: the pairings. Each match is played in its "
        "own thread, where its players are added and pinged:\n"
    )
    if role is None:
        return numbered(lead, lines)
    ping = f"{role_note(role)} "
    first, *rest = numbered(lead, lines, room=len(ping))
    return [ping + first, *rest]


def summary_text(name: str, r: Round, t: T.Tournament) -> list[str]:
    """The round's results in one message (instead of one post per match)."""
    lines = [result_line(t, p) for p in r.pairings if played(p) and p.result is not None]
    lead = f"📋 **{escape_markdown(name)}** · {r.title}: every match is decided.\n"
    return numbered(lead, lines or ["No match was played in this round."])


# ---- the calendar and the roles (bot/cogs/tournaments/calendar.py, roles.py) ------------------

EVENT_HOURS = 3  # a Scheduled Event's end, from its start: Discord needs one for an event


def event_description(p: Payload, channel: str) -> str:
    """The Scheduled Event's description; its first words name the tournament, which is how a
    retry after a crash finds the event it made already (``calendar.EVENT_MARK``)."""
    best = "best of 1" if p["best_of"] == 1 else f"best of {p['best_of']}"
    return (
        f"Stone Arena tournament #{p['tournament_id']}: "
        f"{FORMATS.get(p['format'], p['format'])}, matches {best}; games: "
        f"{games_list(p['pool'])}. Sign up with the Join button in #{channel}."
    )[:1000]


def event_line(url: str) -> str:
    """Added to the sign-up post when the tournament is in the server's events."""
    return f"📅 Mark yourself interested in the server's events: {url}"


def role_note(role_id: int | None) -> str:
    """The pairings' first line pings the participant role, when the server has one."""
    return "" if role_id is None else f"<@&{role_id}>"
