"""``/tournament status`` in words: where the tournament stands, its matches being played and
what each pairing key means."""

from __future__ import annotations

from collections.abc import Sequence

from discord.utils import escape_markdown

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.common.words import mention, timestamp
from bot.cogs.tournaments.texts import games_list, needs_text, places_rule
from bot.cogs.tournaments.titles import title_in
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.records import Phase
from bot.engine.tournaments.views import TournamentView

STATUS_LIVES = 20  # live matches listed by /tournament status before "and N more"


def status_text(
    view: TournamentView,
    stage: str | None = None,
    schedule: Sequence[str] = (),
    words: Words = ENGLISH_WORDS,
) -> str:
    """``/tournament status``: where the tournament stands, in a few lines; ``stage``: which
    stage of a two-stage event it is in (``stages.status_line``), under the first line;
    ``schedule``: the round schedule of a paced event (``pacing.status_lines``), before the
    matches listed."""
    record = view.record
    settings = record.config.settings
    lines = [
        words(
            "tourn-status-head",
            name=f"**{escape_markdown(record.name)}**",
            id=str(record.id),
            format=settings.format.value,
            count=settings.best_of,
            games=games_list(settings.choice.pool),
        )
    ]
    if stage:
        lines.append(stage)
    places = places_rule(settings.format.value, settings.third_place, settings.playoff.value, words)
    if settings.top_cut:
        places = places_rule(settings.top_cut_format.value, settings.third_place, "off", words)
    if places and record.phase is not Phase.FINISHED:
        lines.append(places)
    if record.phase.before_start:
        checked = sum(1 for e in view.entries if e.checked_in)
        state = "checkin" if record.phase is Phase.CHECKIN else "signup"
        lines.append(
            words("tourn-status-open", state=state, joined=len(view.entries), checked=checked)
        )
        if view.waitlist:
            lines.append(
                words("tourn-status-full", seats=len(view.seated), waiting=len(view.waitlist))
            )
        if record.starts_at:
            lines.append(words("tourn-status-starts", when=timestamp(record.starts_at.isoformat())))
        return "\n".join(lines)
    t = view.core
    assert t is not None
    if record.phase is Phase.FINISHED:
        champion = T.champion(t)
        if champion is None:
            lines.append(words("tourn-status-nobody"))
        else:
            lines.append(
                words("tourn-status-champion", champion=mention(t.entrant(champion).player))
            )
        tied = T.tied_for_first(t)
        playoff = T.playoff(t)
        if tied:
            lines.append(words("tourn-status-tied", count=len(tied)))
        elif playoff is not None and playoff.result is not None:
            lines.append(words("tourn-status-playoff"))
    elif record.phase is Phase.CANCELLED:
        lines.append(words("tourn-status-cancelled"))
    else:
        if record.phase is Phase.PAUSED:
            lines.append(words("tourn-status-paused"))
        if t.held:
            lines.append(
                words(
                    "tourn-status-held",
                    round=str(len(t.rounds) + 1),
                    needs=needs_text(t.held, words),
                )
            )
        if not t.in_bracket:
            lines.append(words("tourn-status-round", round=str(T.current_round(t))))
        lines.extend(schedule)
        shown = 0
        for live in view.lives[:STATUS_LIVES]:
            a, b = live.users
            if live.match_id:
                now = words("tourn-status-match", match=str(live.match_id))
            else:
                now = words("tourn-status-choosing")
            deadline = ""
            if live.deadline:
                deadline = words("tourn-status-deadline", when=timestamp(live.deadline.isoformat()))
            line = words(
                "tourn-status-live",
                key=live.key,
                title=title_in(words, describe_key(t, live.key)),
                a=mention(a),
                b=mention(b),
                now=now,
                deadline=deadline,
            )
            # Room is kept for the "and N more" line: whole lines only, nothing cut.
            if len("\n".join([*lines, line])) > MESSAGE_CHARS - 80:
                break
            lines.append(line)
            shown += 1
        if len(view.lives) > shown:
            lines.append(words("tourn-status-more", count=len(view.lives) - shown))
    return "\n".join(lines)


def describe_key(t: T.Tournament, key: str) -> str:
    """A pairing key in words ("Round 3, board 2", "Losers' final")."""
    return T.describe(t, key)


# ---- the round in the channel: its pairings, its summary (so the channel does not drown) ---
