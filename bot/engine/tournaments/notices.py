"""The notifications the tournament service commits to the outbox, one builder per kind.

Every payload is plain JSON with ``tournament_id`` and ``name``; user ids are ints; times are
ISO 8601 UTC strings. Public ones go to the tournament's channel; the Discord layer draws the
bracket or standings from the stored tournament, never from a payload.

Public:

======================== ==================================================================
``tournament-created``   ``organiser_id, format, best_of, rule, pool, starts_at, checkin_at,
                         max_players, deadline_minutes, public_threads, third_place,
                         playoff``: the sign-up message (Join button)
``tournament-checkin``   ``starts_at, players``: check-in is open (Check-in button)
``tournament-started``   ``entrants`` (seed, user, name), ``left_out`` (joined, never checked
                         in), ``seeding``
``tournament-round``     ``round, rounds, byes`` (users): a Swiss or round robin round begins
``tournament-stage``     ``qualifiers`` ({seed: bracket seed, user, points: first-stage
                         points}, in bracket seed order), ``top_cut``, ``format`` (the
                         bracket's), ``third_place``, ``rounds`` (of the first stage),
                         ``groups`` (0: none): a two-stage event's cut is made
``tournament-choice``    ``key, title, step, phase, users, to_act, picks, remaining, banned,
                         quota, deadline, game_no``: the agree-or-ban procedure (Choose button)
``tournament-game``      ``key, title, game_no, best_of, game, how, seats`` (users by seat),
                         ``users`` (sides a, b), ``score``, ``match_id``, ``tie_notice``,
                         ``restarted``
``tournament-result``    ``key, title, users, points, games, kind, reason, winner, removed``
``tournament-updated``   the results changed: redraw the bracket or standings
``tournament-entrant``   ``action`` (dropped, disqualified, replaced), ``user``, ``by``,
                         ``new_user``, ``forfeits`` (pairing titles lost by it)
``tournament-waitlist``  ``promoted`` (users), ``why`` (left, cap, checkin), ``check_in``:
                         waitlisted players got a seat (``tournament_service.waitlist``)
``tournament-late-entry`` ``user, by, seed, missed`` (rounds), ``points`` (for them),
                         ``first_round``: an organiser let someone into a running Swiss
``tournament-deadline``  ``key, title, what`` (forfeit, overran, absent), ``absent`` (users)
``tournament-overtime``  ``key, title, round, users, rule`` (clock, double-loss, organiser,
                         fallback: the clock rule after the organiser's time), ``organiser``;
                         asked: ``until``; decided: ``winner, points, games, by`` (series,
                         game, draw, seed, double-loss), judged game: ``match_id, how`` (time,
                         score), ``used`` / ``scores`` by side, ``tie``: a paced round's time
                         ran out on this pairing (in its thread)
``tournament-time-up``   ``organiser, pairings`` (``key, round, users, rule, winner, until``):
                         the same, once in the channel for every pairing at that moment
``tournament-paused`` / ``-resumed`` / ``-cancelled`` (``reason``) / ``-finished``
                         (``champion``, ``podium``: users by place, ``places``: [place,
                         user] up to 3rd, ``tied``: users tied for first, the champion first,
                         ``playoff``: [winner, loser] of the play-off for first, ``level``:
                         users level on points with the champion whom ``tie_break`` (its
                         acronym) put behind)
======================== ==================================================================

Private:

======================== ==================================================================
``tournament-organiser`` to the organiser: a deadline passed (same fields as
                         ``tournament-deadline``)
======================== ==================================================================
"""

from __future__ import annotations

from datetime import datetime

from bot.engine.model import JSON, Audience, Notification
from bot.engine.tournaments.records import TournamentRecord


def iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def public(
    record: TournamentRecord, kind: str, /, match_id: int | None = None, **payload: JSON
) -> Notification:
    return Notification(
        kind=kind,
        audience=Audience.PUBLIC,
        target_id=record.channel_id,
        payload={"tournament_id": record.id, "name": record.name, "match_id": match_id, **payload},
        match_id=match_id,
    )


def private(record: TournamentRecord, user_id: int, kind: str, /, **payload: JSON) -> Notification:
    return Notification(
        kind=kind,
        audience=Audience.PRIVATE,
        target_id=user_id,
        payload={"tournament_id": record.id, "name": record.name, **payload},
    )


def updated(record: TournamentRecord) -> Notification:
    return public(record, "tournament-updated")
