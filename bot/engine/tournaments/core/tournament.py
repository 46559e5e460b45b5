"""The tournament as one immutable value, and every operation on it (each returns a new value).

A ``Tournament`` holds only what cannot be derived: the settings, the entrants (by seed), the
Swiss rounds paired so far, and the recorded results (each stored with the pairing it was for).
Brackets and round robin schedules are derived from the entrant count, so an organiser's change
to an old result flows through everything that depends on it.

Driving it (what the service does, step by step; each step is one pure call):

1. ``start(settings, players, seeding=..., rng=...)`` → a tournament with round 1 ready.
2. ``ready(t)`` → the pairings to play now. For each: ``new_series(t)``, then per game
   ``plan_next_game`` (series.py) / the agree-or-ban procedure (game_choice.py), seats from
   ``seat0_side``, and for Thwart Omega ``thwart_tiebreak_for(t, pairing, game_no)``.
3. ``record(t, key, result)`` when a match ends (a no-show: ``Result.win(side, forfeit=True)``).
   The next Swiss round is paired as soon as the current one is complete; brackets advance by
   themselves.
4. Organiser: ``set_result`` (any pairing with two entrants, past ones too), ``drop``,
   ``disqualify``, ``replace``, ``enter_late`` (a Swiss: paired from the next round).
   Leaving never changes the past (results already played stand as played): only undecided
   matches become
   forfeits, and each forfeit is stored when it happens.
5. A two-stage tournament (``Settings.top_cut``, ``stages``): when the first stage's last round
   is complete the cut is made by itself (``t.cut``: the qualifiers); ``ready`` then gives the
   bracket's matches, with first-stage seeds, ``stage_two(t)`` the bracket as a tournament of
   its own (bracket seeds), and ``bracket``, ``champion``, ``ranking`` speak of the whole event.
6. ``finished(t)``, ``champion(t)``, ``standings(t)`` (Swiss, round robin), ``bracket(t)`` and
   ``ranking(t)`` (every place: a single elimination's third-place match and a Swiss's or
   round robin's play-off for first, ``playoff(t)``, when the settings ask for them);
   ``to_json``/``from_json`` to store it.

Errors a person can cause raise ``TournamentError`` with a sentence to show them.

This module names the whole vocabulary (callers write ``T.record(...)``); the value and what
is read from it live in ``value``, the changes in ``changes``.

Decisions (the rules leave these open): a Swiss bye and any forfeit win make a player ineligible for a
later bye (FIDE C.04.1 d); players who met only by forfeit may be paired again (they never
played); a dropped or disqualified player keeps every past result and forfeits the pairing they
are in (or, in a bracket, the next one they reach); a replacement takes over the entrant's seed,
score and history; a player knocked out of a bracket cannot drop, be disqualified or replaced
(nothing would change), and nobody can once the tournament is over; in a Swiss or round robin
the champion is the best-ranked entrant who was not disqualified.
"""

from __future__ import annotations

from bot.engine.tournaments.core.changes import (
    LATE_POINTS,
    Pairer,
    allow,
    disqualify,
    drop,
    end_now,
    enter_late,
    pair_swiss,
    record,
    replace_player,
    set_result,
    start,
    swiss_players,
    undo,
)
from bot.engine.tournaments.core.value import (
    IRREGULAR,
    JSON_VERSION,
    PLAYOFF,
    REMATCH,
    SECOND_BYE,
    Override,
    Seeding,
    Tournament,
    bracket,
    champion,
    current_round,
    cut_candidates,
    describe,
    draws_allowed,
    eliminated,
    finished,
    from_json,
    groups,
    new_series,
    pairing,
    pairings,
    playoff,
    ranking,
    ready,
    ready_for_player,
    rounds,
    rounds_over,
    stage_two,
    standings,
    thwart_tiebreak_for,
    tied_for_first,
    title,
    to_json,
)

__all__ = [
    "IRREGULAR",
    "JSON_VERSION",
    "LATE_POINTS",
    "PLAYOFF",
    "REMATCH",
    "SECOND_BYE",
    "Override",
    "Pairer",
    "Seeding",
    "Tournament",
    "allow",
    "bracket",
    "champion",
    "current_round",
    "cut_candidates",
    "describe",
    "disqualify",
    "draws_allowed",
    "drop",
    "eliminated",
    "end_now",
    "enter_late",
    "finished",
    "from_json",
    "groups",
    "new_series",
    "pair_swiss",
    "pairing",
    "pairings",
    "playoff",
    "ranking",
    "ready",
    "ready_for_player",
    "record",
    "replace_player",
    "rounds",
    "rounds_over",
    "set_result",
    "stage_two",
    "standings",
    "start",
    "swiss_players",
    "thwart_tiebreak_for",
    "tied_for_first",
    "title",
    "to_json",
    "undo",
]
