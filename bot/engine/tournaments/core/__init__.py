"""Tournaments: the pure core (no I/O, no clock, no Discord) that the tournament service drives.

Everything is an immutable value that turns into plain JSON and back; every operation is a
function that returns a new value; randomness only comes from a ``random.Random`` passed in.

Modules, in the order a service author needs them:

* ``tournament`` — the ``Tournament`` value and its operations: ``start`` (seeding by entry
  order or at random), ``ready`` / ``ready_for_player`` (what to play now), ``record`` (a match
  result, a no-show as ``Result.win(side, forfeit=True)``), organiser overrides ``set_result``,
  ``drop``, ``disqualify``, ``replace_player``; ``finished``, ``champion``, ``standings``,
  ``bracket``, ``ranking``, ``describe``; ``new_series`` and ``thwart_tiebreak_for`` for the
  matches; ``to_json`` / ``from_json``. Its docstring has the step-by-step driving recipe.
* ``settings`` — ``Settings``: format, Swiss rounds, round robin cycles, ordered tie-breaks,
  bye points, best-of-N, game choice, Thwart Omega's tie seat.
* ``model`` — the vocabulary: ``Entrant`` (identified by seed), ``Pairing`` (side a sits in seat
  0 for the first game), ``Result``, slots ``TBD`` / ``BYE``, ``TournamentError`` (an
  ``EngineError``: its message is a sentence for the player).
* ``series`` — best-of-1/3/5 matches: scoring (draws count ½, sudden death in brackets), seats
  alternating per game, the next game's choice, Thwart Omega's ``tiebreak`` option and notice.
* ``game_choice`` — fixed game, rotation, and the agree-or-ban state machine.
* ``elimination``, ``round_robin``, ``swiss``, ``standings`` — the formats and the tie-breaks
  (used through ``tournament``; their docstrings state every rule and decision).

The bracket and standings images are in ``render.tournament`` (the engine may not import it);
the service converts ``tournament.bracket(t)`` / ``tournament.standings(t)`` into its views.
"""
