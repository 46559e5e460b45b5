"""Which game a tournament match plays ("Death Match" game choice): fixed, rotation, agree-or-ban.

The tournament has a **pool** of games (opaque names the service understands, e.g. ``meter`` or
``meuda``); ``GameChoice`` says how each game of each match is taken from it:

* ``FIXED``: the pool holds one game and every match plays it.
* ``ROTATION``: round ``r``'s first game is ``pool[(r - 1) % len(pool)]`` and each later game of
  a series takes the next game of the pool (``rotation_game``). Every match of a round plays the
  same game, so a round feels like one event.
* ``AGREE_OR_BAN`` (the community's rule): both players privately pick a game from the pool; if
  they pick the same game it is played; otherwise they ban games alternately until one is left.
  ``AgreeOrBan`` is that procedure as a small state machine: ``pick`` → (agreed | ``ban``...) →
  ``chosen``. The service stores it as JSON between the players' button presses.

Decisions (the rules leave these open):

* **Ban counts, per turn.** A player's turn bans 3 games if 10 or more remain at the start of that
  turn, 2 if 7 to 9 remain, otherwise 1, and never so many that fewer than one game is left
  (``ban_quota``). So a 12-game pool goes 12 → 9 → 7 → 5 → 4 → 3 → 2 → 1.
* **Who bans first** (``first_banner``): in the first game of a match the lower seed (the larger
  seed number) bans first; in later games of a series the loser of the previous game bans first
  (after a draw, the lower seed). A fixed rule, known before the match, is what matters here.
* **A missed pick** (the pick deadline passed) counts as no agreement (``skip_missing_picks``); a
  missed ban is made at random by the service's generator (``ban_at_random``).
* **Series without repeats** (``GameChoice.repeat`` False, the default): within one best-of-N
  match a game already played leaves the pool for the later games while at least one game is
  left; once every game was played, the whole pool is back (``series_pool``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from bot.engine.tournaments.core.model import JSON, EntrantId, Side, TournamentError

NO_PICK = ""  # a pick that never came (deadline passed): it agrees with nothing


class ChoiceRule(StrEnum):
    FIXED = "fixed"
    ROTATION = "rotation"
    AGREE_OR_BAN = "agree-or-ban"


@dataclass(frozen=True, slots=True)
class GameChoice:
    """How each game of a match is chosen from ``pool`` (see the module docstring)."""

    rule: ChoiceRule
    pool: tuple[str, ...]
    repeat: bool = False

    def checked(self) -> GameChoice:
        """``self`` if the pool suits the rule, else ``TournamentError`` saying what is wrong."""
        if not self.pool or any(not isinstance(g, str) or not g for g in self.pool):
            raise TournamentError("tournament-pool-empty-needs-one")
        if len(set(self.pool)) != len(self.pool):
            raise TournamentError("tournament-pool-twice")
        if self.rule is ChoiceRule.FIXED and len(self.pool) != 1:
            raise TournamentError("tournament-pool-fixed")
        if self.rule is ChoiceRule.AGREE_OR_BAN and len(self.pool) < 2:
            raise TournamentError("tournament-pool-agree")
        return self

    def to_json(self) -> dict[str, JSON]:
        return {"rule": self.rule.value, "pool": list(self.pool), "repeat": self.repeat}

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> GameChoice:
        return cls(
            rule=ChoiceRule(data["rule"]),
            pool=tuple(str(g) for g in data["pool"]),
            repeat=bool(data.get("repeat", False)),
        )


def fixed(game: str) -> GameChoice:
    return GameChoice(ChoiceRule.FIXED, (game,))


def rotation_game(choice: GameChoice, round_no: int, game_no: int) -> str:
    """The game of game ``game_no`` (1-based) of a match in round ``round_no`` for ``FIXED`` and
    ``ROTATION``; agree-or-ban has no game before its procedure ends."""
    if choice.rule is ChoiceRule.AGREE_OR_BAN:
        raise ValueError("an agree-or-ban game is chosen by the players")
    return choice.pool[(round_no - 1 + game_no - 1) % len(choice.pool)]


def series_pool(choice: GameChoice, played: Sequence[str]) -> tuple[str, ...]:
    """The pool an agree-or-ban procedure starts from, given the games already played in this
    match (``played``): the games not played yet, or the whole pool once none is left."""
    if choice.repeat:
        return choice.pool
    left = tuple(g for g in choice.pool if g not in set(played))
    return left or choice.pool


def first_banner(
    a: EntrantId, b: EntrantId, game_no: int, previous_winner: Side | None = None
) -> Side:
    """Who bans first (0 = side a, 1 = side b): the lower seed in game 1; later the loser of the
    previous game (after a draw, the lower seed)."""
    lower_seed: Side = 0 if a > b else 1
    if game_no <= 1 or previous_winner is None:
        return lower_seed
    return 1 if previous_winner == 0 else 0


def ban_quota(remaining: int) -> int:
    """How many games a ban turn removes when ``remaining`` games are left at its start."""
    if remaining >= 10:
        wanted = 3
    elif remaining >= 7:
        wanted = 2
    else:
        wanted = 1
    return max(0, min(wanted, remaining - 1))


@dataclass(frozen=True, slots=True)
class AgreeOrBan:
    """One run of the agree-or-ban procedure. Build it with ``start_agree_or_ban``."""

    pool: tuple[str, ...]
    first: Side
    picks: tuple[str | None, str | None] = (None, None)
    banned: tuple[tuple[Side, str], ...] = ()

    # ---- derived state ---------------------------------------------------------------------

    @property
    def agreed(self) -> bool:
        a, b = self.picks
        return a is not None and a == b and a != NO_PICK

    @property
    def remaining(self) -> tuple[str, ...]:
        """The games not banned, in pool order."""
        out = {g for _, g in self.banned}
        return tuple(g for g in self.pool if g not in out)

    @property
    def chosen(self) -> str | None:
        """The game to play once the procedure is over, else ``None``."""
        if len(self.pool) == 1:
            return self.pool[0]
        if self.agreed:
            return self.picks[0]
        remaining = self.remaining
        return remaining[0] if len(remaining) == 1 else None

    @property
    def phase(self) -> str:
        """``pick`` (waiting for private picks), ``ban`` or ``done``."""
        if self.chosen is not None:
            return "done"
        if None in self.picks:
            return "pick"
        return "ban"

    def turn(self) -> tuple[Side, int]:
        """In the ban phase: the side that bans now and how many bans it has left this turn."""
        side = self.first
        count = len(self.pool)
        done = 0
        while True:
            quota = ban_quota(count)
            mine = 0
            while mine < quota and done < len(self.banned):
                mine += 1
                done += 1
            if mine < quota:
                return side, quota - mine
            count -= quota
            side = 1 if side == 0 else 0

    def to_act(self) -> tuple[Side, ...]:
        """The sides that must act now: those without a pick, or the banner, or nobody."""
        phase = self.phase
        if phase == "pick":
            sides: tuple[Side, ...] = ()
            if self.picks[0] is None:
                sides += (0,)
            if self.picks[1] is None:
                sides += (1,)
            return sides
        if phase == "ban":
            return (self.turn()[0],)
        return ()

    def to_json(self) -> dict[str, JSON]:
        return {
            "pool": list(self.pool),
            "first": self.first,
            "picks": list(self.picks),
            "banned": [[side, game] for side, game in self.banned],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> AgreeOrBan:
        picks = data.get("picks", [None, None])
        return cls(
            pool=tuple(str(g) for g in data["pool"]),
            first=_side(data["first"]),
            picks=(picks[0], picks[1]),
            banned=tuple((_side(s), str(g)) for s, g in data.get("banned", [])),
        )


def _side(value: JSON) -> Side:
    if value == 0:
        return 0
    if value == 1:
        return 1
    raise ValueError(f"not a side: {value!r}")


def start_agree_or_ban(pool: Sequence[str], first: Side) -> AgreeOrBan:
    """A new procedure over ``pool`` (at least one game); ``first`` bans first if it comes to bans."""
    if not pool:
        raise TournamentError("tournament-pool-empty")
    return AgreeOrBan(tuple(pool), first)


def _game_in(text: str, games: Sequence[str]) -> str:
    wanted = text.strip().lower()
    for game in games:
        if game.lower() == wanted:
            return game
    typed = text.strip()
    raise TournamentError(
        "tournament-not-a-choice",
        typed=typed,
        given="yes" if typed else "no",
        games=", ".join(games),
    )


def pick(state: AgreeOrBan, side: Side, game: str) -> AgreeOrBan:
    """Side ``side`` privately picks ``game`` (may change it until both have picked)."""
    if state.phase != "pick":
        raise TournamentError("tournament-picks-over")
    chosen = _game_in(game, state.pool)
    picks = (chosen, state.picks[1]) if side == 0 else (state.picks[0], chosen)
    return replace(state, picks=picks)


def skip_missing_picks(state: AgreeOrBan) -> AgreeOrBan:
    """The pick deadline passed: a missing pick agrees with nothing, so bans follow."""
    if state.phase != "pick":
        return state
    a, b = state.picks
    return replace(state, picks=(NO_PICK if a is None else a, NO_PICK if b is None else b))


def ban(state: AgreeOrBan, side: Side, game: str) -> AgreeOrBan:
    """Side ``side`` bans ``game``; ``TournamentError`` if it is not its turn or not a game left."""
    if state.phase == "pick":
        raise TournamentError("tournament-pick-first")
    if state.phase == "done":
        raise TournamentError("tournament-game-already-chosen", game=str(state.chosen))
    banner, _ = state.turn()
    if side != banner:
        raise TournamentError("tournament-opponent-bans")
    chosen = _game_in(game, state.remaining)
    return replace(state, banned=(*state.banned, (side, chosen)))


def ban_at_random(state: AgreeOrBan, rng: random.Random) -> AgreeOrBan:
    """The banner's deadline passed: one of the remaining games is banned for them at random."""
    if state.phase != "ban":
        return state
    banner, _ = state.turn()
    return ban(state, banner, rng.choice(state.remaining))
