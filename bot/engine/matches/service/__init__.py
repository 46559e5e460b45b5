"""``MatchService``: the whole life of challenges and matches, for all five games.

The Discord layer calls these methods with plain data (ids as ints, text as typed, the ``ply``
a button was made for) and gets plain values back (``ChallengeRecord``, ``MatchView``,
``PlayResult``). A refusal is an ``EngineError`` whose message is a sentence for the player;
then nothing was changed. Every successful call is one transaction that also commits the
notifications it causes to the outbox; the ``Dispatcher`` delivers them after the commit.

Challenges
    ``challenge(...)`` (``opponent_id=None`` posts an open challenge), ``accept``, ``decline``
    (the challenged player), ``cancel`` (the challenger). An unanswered challenge expires after
    the guild's ``challenge_seconds``. Accepting creates the match; seats are random by default
    (decided by the match seed), or fixed by ``seat=SeatChoice.FIRST/SECOND``.
    ``create_match(...)`` starts a match directly (tournaments).

Moves
    ``play(match_id, user_id, text, expected_ply=None)`` for every game: a move in the game's
    notation, including ``pass``, ``swap``, ``done`` and pie choices (the pie steps of RULES.md
    §2 are ordinary moves). Meuda: a whole turn ``d1 d2 e1`` is applied stone by stone, all or
    nothing (§7). Interleave realtime: placements of both players are applied in arrival order.
    Thwart Omega: ``play`` is ``submit``: a sealed submission for the current round;
    ``submit(..., lock=True)`` or ``lock_in`` locks it; both locked ends the round at once.

Ending
    ``resign``; ``abort`` (either player, before the first move); ``propose_result`` (draw, or
    a win for either side: the Meridians "counting" end of §5) and ``answer_proposal``. Any
    move withdraws a proposal. With ``Timing.move_seconds``, a turn-based player who lets the
    clock run out loses (after a private warning and ``grace_seconds`` more if those are set;
    with ``Timing.reminders``, private reminders when half and a tenth of the time are left).
    A match in which nothing happens for ``inactivity_seconds`` ends: aborted before the first
    move; else the player to move loses (``inactivity``); if both may move (Interleave
    realtime), it ends without a winner (``abandoned``).

Time
    ``fire_due()`` fires every timer that is due (the ``Pump`` calls it); a timer whose
    position has moved on does nothing. ``resume()`` runs once at start-up: every round or move
    clock that ran out while the bot was down is extended to now + ``outage_grace_seconds``
    (default 30) with a public ``deadline-extended`` notification, instead of filling moves or
    ending games that the players had no chance to play.

Reads
    ``get_match``, ``matches_of``, ``get_challenge``, ``move_log``, ``verify`` (replays the log
    through the rules and compares with the stored snapshot), ``next_deadline``,
    ``guild_settings`` / ``update_guild_settings``, ``dms_closed``.

Where things are on Discord (so that a restart loses none of it)
    ``set_thread`` records the thread the Discord layer opened for a match: later public
    notifications go there. ``set_challenge_message`` records the message that shows a
    challenge (``ChallengeRecord.message``): closing it edits that message, and the match
    thread hangs off it. ``note_dms_closed`` records that a player of a match cannot be sent
    direct messages (``dms_closed`` asks): their prompts go to the thread instead.

Extensions (the tournament service, ``bot.engine.tournaments``)
    ``add_match_end_hook(hook)``: ``hook(change, match_ids)`` runs inside every transaction of
    this service (and of ``write``) in which matches finished or were aborted, before the
    commit, so whatever it records commits atomically with the end of the match.
    ``add_timer_handler(kinds, handler, lock)``: due timers of those kinds go to ``handler``
    instead of the match timers. ``write(key)`` is the service's own transaction (per-key lock,
    outbox, hooks, wake-up after the commit) for such extensions; ``start_in(change, ...)``
    starts a match inside it (what ``create_match`` does in a transaction of its own).

The service is one class composed of parts, one module each: ``base`` (construction, the
transaction runner, the shared checks), ``challenges``, ``turns``, ``sealed`` (rounds),
``endings``, ``places`` (where a match is on Discord), ``reads``, and ``core`` (the class
itself, with the timers). Nothing outside this folder imports the parts.
"""

from __future__ import annotations

from bot.engine.matches.service.base import MATCH_END_KINDS, TIMER_LEASE, MatchEndHook, TimerHandler
from bot.engine.matches.service.core import MatchService

__all__ = ["MATCH_END_KINDS", "TIMER_LEASE", "MatchEndHook", "MatchService", "TimerHandler"]
