"""Running a started tournament inside one transaction: pairings opened, games chosen and
started, games recorded, deadlines, and the core's changes carried over to the live matches.

``Driver.advance`` is the one reconciling step every change ends with: it compares the pairings
being played (``LivePairing`` rows) with what the core says is ready now, closes the ones that
no longer stand (a drop, a disqualification, an organiser's result; their running game is
finished for the side that went on, or aborted), restarts a game whose player was replaced,
opens the new ones, starts games that wait, announces rounds, and finishes the tournament.
So every path (automatic or organiser) reaches a consistent state the same way.

Decisions (the rules leave these open), stated where they are implemented:

* A player **shows up** by making a move of their own in a game of the pairing (a random
  Thwart Omega fill does not count) or by picking or banning a game.
* At a pairing's **deadline** (``deadline_minutes`` after it could first be played): if exactly
  one side has shown up, it wins by forfeit; if neither has, both lose (a double forfeit); if
  both have, nothing is forced and the organiser is told the match is running late. With
  ``NoShow.NOTIFY`` the organiser is only told. The organiser is told in every case.
* An **aborted** tournament game (a player's abort before the first move, a moderator's
  ``/abort``, nobody moving before the match's inactivity limit) is started again: the series
  goes on, nobody wins by aborting.
* A drawn game (or one with no winner: ``abandoned``) counts ½ to each side (``series.py``).
* While **paused**, running games go on and are recorded, but no new game or pairing starts and
  no deadline fires; resuming moves every deadline on by the length of the pause.
* A game in the agree-or-ban **pick** phase past its step deadline counts a missing pick as no
  agreement; a banner past the deadline has their whole ban turn made at random
  (``game_choice.ban_at_random``, seeded from the tournament seed, the pairing and the step).

The driver is one class built in layers, a module each: ``steps`` (the core off the event loop,
stopping a game, helpers), ``games`` (the games of a pairing), ``deadlines``, and ``running``
(``Driver`` itself: the reconciling step). A Swiss round is never paired inside the
transaction: ``pairings`` computes it outside any transaction and the change runs again with it
(checked against what the change reads then).
"""

from __future__ import annotations

from bot.engine.tournaments.driver.running import Driver
from bot.engine.tournaments.driver.steps import FORFEIT_REASONS, minutes, off_loop, reminder_at

__all__ = ["FORFEIT_REASONS", "Driver", "minutes", "off_loop", "reminder_at"]
