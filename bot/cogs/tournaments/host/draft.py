"""A tournament being set up in ``/host create``'s guided flow: the presets it starts from, the
choices its selects offer, and the ``TournamentConfig`` it makes.

Every choice is kept as the text a select sends (``"3"``, ``"swiss"``, ``"8-single-elimination"``)
and read by one function, ``settled``, both when it is chosen and again at **Create**: a value
that is not one of the listed ones (an old message, a forged press) is refused with a sentence
and nothing is created. Board options are offered for the games in the pool only, from each
game's option table (RULES.md §8.1), like ``/play``'s.

Drafts live in memory (``Drafts``): a draft is a few minutes of an organiser's clicking, and a
restart between two clicks costs them one ``/host create``; a press on a draft this process does
not know gets a sentence saying so (``create-gone``).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime

import rules
from bot.cogs.common.language import Words
from bot.cogs.common.replies import Problem
from bot.engine.model import Timing
from bot.engine.tournaments import vocabulary as T
from bot.engine.tournaments.records import NoShow, Overtime, TournamentConfig
from bot.engine.tournaments.vocabulary import (
    MAX_NAME,
    ChoiceRule,
    Format,
    GameChoice,
    Playoff,
    Settings,
    TieBreak,
    TieSeat,
    Unplayed,
)

SERVER = "server"  # a clock select's "this server's clock"
DEFAULT = "default"  # a board option select's "the game's default"
AUTO = "auto"  # the game choice select's "agree or ban, or fixed for one game"
NO_STAGE = "none"

PRESETS: tuple[str, ...] = ("death-match", "swiss-evening", "swiss-top-8", "round-robin", "custom")

# What each preset sets; everything else keeps its default (``FIELDS``).
PRESET_CHOICES: Mapping[str, Mapping[str, str]] = {
    "death-match": {"format": Format.DOUBLE.value, "best_of": "3", "choice": "agree-or-ban"},
    "swiss-evening": {"format": Format.SWISS.value},
    "swiss-top-8": {"format": Format.SWISS.value, "stage": "8-single-elimination"},
    "round-robin": {"format": Format.ROUND_ROBIN.value},
    "custom": {},
}

TOP_CUTS = (4, 8, 16, 32)
STAGES = (
    NO_STAGE,
    *(f"{size}-{fmt.value}" for fmt in (Format.SINGLE, Format.DOUBLE) for size in TOP_CUTS),
)
# Tie-break orders a Swiss or round robin may choose (FIDE's acronyms in the labels).
TIE_BREAK_ORDERS: tuple[tuple[TieBreak, ...], ...] = (
    (TieBreak.MEDIAN_BUCHHOLZ, TieBreak.BUCHHOLZ, TieBreak.SONNEBORN_BERGER),
    (TieBreak.BUCHHOLZ_CUT1, TieBreak.BUCHHOLZ, TieBreak.SONNEBORN_BERGER),
    (TieBreak.BUCHHOLZ, TieBreak.SONNEBORN_BERGER),
    (TieBreak.BUCHHOLZ_CUT1, TieBreak.MEDIAN_BUCHHOLZ, TieBreak.SONNEBORN_BERGER, TieBreak.WINS),
    (TieBreak.SONNEBORN_BERGER, TieBreak.BUCHHOLZ),
    (TieBreak.SONNEBORN_BERGER, TieBreak.WINS),
    (TieBreak.WINS, TieBreak.SONNEBORN_BERGER),
)


def order_value(order: tuple[TieBreak, ...]) -> str:
    """``bh-m1,bh,sb``: a tie-break order as a select's value."""
    return ",".join(t.label.lower() for t in order)


# Minutes (every duration of the flow is in minutes).
ROUND_MINUTES = (0, 20, 30, 45, 60, 90)
MOVE_CLOCKS = (1, 5, 60, 1440, 4320)  # /play's presets: 1 min, 5 min, 1 h, 1 day, 3 days
ROUND_CLOCKS = (1, 5, 60, 1440)  # a Thwart Omega round lasts at most a day
DEADLINES = (0, 15, 30, 60, 120, 240, 1440)
PICK_MINUTES = (1, 2, 3, 5, 10, 15, 30)
REMINDERS = (0, 5, 10, 15, 30)
MAX_SWISS_ROUNDS_SHOWN = 20  # "automatic" and 1 to 20: a select holds 25 options
MAX_CHECKIN = 10080  # a week, as before
SELECT_OPTIONS = 25


@dataclass(frozen=True, slots=True)
class Field:
    """One select of the flow: its allowed values in the order shown, and its default."""

    name: str
    values: tuple[str, ...]
    default: str
    page: str
    multi: bool = False


def _strings(numbers: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(str(n) for n in numbers)


FIELDS: tuple[Field, ...] = (
    Field("format", tuple(f.value for f in Format), Format.SINGLE.value, "main"),
    Field("games", tuple(rules.GAMES), ",".join(rules.GAMES), "main", multi=True),
    Field("choice", (AUTO, *(r.value for r in ChoiceRule)), AUTO, "main"),
    Field("best_of", ("1", "3", "5"), "1", "main"),
    Field("stage", STAGES, NO_STAGE, "main"),
    Field("round", _strings(ROUND_MINUTES), "0", "main"),
    Field("overtime", tuple(o.value for o in Overtime), Overtime.CLOCK.value, "main"),
    Field("clock", (SERVER, "0", *_strings(MOVE_CLOCKS)), SERVER, "games"),
    Field("round_clock", (SERVER, *_strings(ROUND_CLOCKS)), SERVER, "games"),
    Field("seeding", tuple(s.value for s in T.Seeding), T.Seeding.RANDOM.value, "more"),
    Field("rounds", ("0", *_strings(tuple(range(1, MAX_SWISS_ROUNDS_SHOWN + 1)))), "0", "more"),
    Field("tie_breaks", (DEFAULT, *(order_value(o) for o in TIE_BREAK_ORDERS)), DEFAULT, "more"),
    Field("unplayed", tuple(u.value for u in Unplayed), Unplayed.FIDE_2026.value, "more"),
    Field("playoff", tuple(p.value for p in Playoff), Playoff.OFF.value, "more"),
    Field("third_place", ("off", "on"), "off", "more"),
    Field("deadline", _strings(DEADLINES), "60", "more"),
    Field("no_show", tuple(n.value for n in NoShow), NoShow.FORFEIT.value, "more"),
    Field("pick", _strings(PICK_MINUTES), "10", "more"),
    Field("remind", _strings(REMINDERS), "5", "more"),
    Field("threads", ("private", "public"), "private", "more"),
    Field("tie_seat", tuple(s.value for s in TieSeat), TieSeat.HIGHER_SEED.value, "more"),
)


def _option_values(option: rules.Option) -> tuple[str, ...]:
    if option.choices is not None:
        return tuple(str(c) for c in option.choices)
    if option.kind is bool:
        return ("on", "off")
    assert option.minimum is not None and option.maximum is not None
    return _strings(tuple(range(option.minimum, option.maximum + 1)))


def board_fields() -> tuple[Field, ...]:
    """A select per game option players set in ``/play`` (not ``max_plies``, a safety limit)."""
    found = []
    for game in rules.GAMES.values():
        for option in game.option_table:
            if option.name == "max_plies":
                continue
            values = (DEFAULT, *_option_values(option))[:SELECT_OPTIONS]
            found.append(Field(f"{game.id}.{option.name}", values, DEFAULT, "games"))
    return tuple(found)


ALL_FIELDS: dict[str, Field] = {f.name: f for f in (*FIELDS, *board_fields())}
PAGES = ("main", "games", "more")

# The details form: what is typed, not chosen.
TYPED = ("name", "starts_at", "starts_in", "checkin", "max_players")


def game_of(field_name: str) -> str | None:
    """The game a board option's field belongs to (``meter.size`` → ``meter``)."""
    game, dot, _ = field_name.partition(".")
    return game if dot else None


@dataclass
class Draft:
    """One organiser's tournament in the making: the choices so far (by field name, as the
    selects send them), what was typed in the details form, and the page shown."""

    key: int  # the /host create interaction's id: unique, also across restarts
    owner: int
    guild_id: int
    channel_id: int
    preset: str
    choices: dict[str, str]
    typed: dict[str, str]
    custom: bool = False  # a choice was changed after the preset
    page: str = "main"
    closing: bool = False  # Create was pressed and is under way
    starts: datetime | None = None  # the start typed, as read when it was typed

    @classmethod
    def start(
        cls, key: int, owner: int, *, guild_id: int, channel_id: int, preset: str, name: str
    ) -> Draft:
        choices = {f.name: f.default for f in ALL_FIELDS.values()}
        choices.update(PRESET_CHOICES[preset])
        typed = dict.fromkeys(TYPED, "")
        typed.update(name=name, checkin="0")
        return cls(key, owner, guild_id, channel_id, preset, choices, typed)

    @property
    def pool(self) -> tuple[str, ...]:
        return tuple(g for g in self.choices["games"].split(",") if g)

    def shown_fields(self, page: str) -> list[Field]:
        """The selects of ``page``: board options only for the games in the pool."""
        pool = self.pool
        return [
            f
            for f in ALL_FIELDS.values()
            if f.page == page and (game_of(f.name) is None or game_of(f.name) in pool)
        ]


def checked_choice(words: Words, field_name: str, values: list[str]) -> str:
    """A select's values as the draft keeps them, or a ``Problem`` (not a listed value)."""
    found = ALL_FIELDS.get(field_name)
    if found is None:
        raise Problem(words("create-not-listed"))
    if found.multi:
        chosen = [v for v in found.values if v in values]  # in the listed order
        if not values or len(chosen) != len(set(values)):
            raise Problem(words("create-not-listed"))
        return ",".join(chosen)
    if len(values) != 1 or values[0] not in found.values:
        raise Problem(words("create-not-listed"))
    return values[0]


def as_values(field: Field, kept: str) -> list[str]:
    """What a select sent, from what the draft keeps (a multi-select's values joined by commas)."""
    return kept.split(",") if field.multi else [kept]


def _number(words: Words, what: str, text: str, low: int, high: int) -> int | None:
    """A typed whole number from ``low`` to ``high``; ``None`` when left empty."""
    typed = text.strip()
    if not typed:
        return None
    if not typed.isdigit() or not low <= int(typed) <= high:
        shown = typed[:20].replace("`", "'")
        raise Problem(  # the bounds as typed, not grouped like 10,080
            words("create-bad-number", field=what, low=str(low), high=str(high), typed=shown)
        )
    return int(typed)


def checked_typed(words: Words, typed: Mapping[str, str]) -> dict[str, str]:
    """The details form's values, each checked (name, start, check-in, seats)."""
    name = " ".join(typed.get("name", "").split())
    if not 1 <= len(name) <= MAX_NAME:
        raise Problem(words("create-bad-name", max=MAX_NAME))
    _number(words, "starts_in", typed.get("starts_in", ""), 1, 86400)
    _number(words, "checkin", typed.get("checkin", ""), 0, MAX_CHECKIN)
    _number(words, "max_players", typed.get("max_players", ""), 2, 256)
    starts_at = " ".join(typed.get("starts_at", "").split())
    if starts_at and typed.get("starts_in", "").strip():
        raise Problem(words("create-two-starts"))
    return {
        "name": name,
        "starts_at": starts_at[:40],
        "starts_in": typed.get("starts_in", "").strip(),
        "checkin": typed.get("checkin", "").strip() or "0",
        "max_players": typed.get("max_players", "").strip(),
    }


@dataclass(frozen=True, slots=True)
class Creation:
    """What **Create** passes to ``TournamentService.create``."""

    name: str
    config: TournamentConfig
    starts_in: int | None = None
    starts_at: str | None = None


def _minutes_or_server(value: str) -> int | None:
    return None if value == SERVER else int(value)


def settled(words: Words, draft: Draft, base: Timing) -> Creation:
    """The tournament ``draft`` describes, every choice checked again (``base``: the server's
    clocks, which a clock left at "this server's" keeps). A contradiction the selects cannot
    rule out (a second stage after a bracket, a second stage bigger than the seats) is a
    ``Problem``; the engine checks the rest (``TournamentService.create``)."""
    choices = {
        name: checked_choice(words, name, as_values(field, draft.choices[name]))
        for name, field in ALL_FIELDS.items()
        if name in draft.choices
    }
    typed = checked_typed(words, draft.typed)
    pool = tuple(g for g in choices["games"].split(",") if g)
    format_ = Format(choices["format"])
    rule = (
        ChoiceRule(choices["choice"])
        if choices["choice"] != AUTO
        else (ChoiceRule.FIXED if len(pool) == 1 else ChoiceRule.AGREE_OR_BAN)
    )
    top_cut, top_cut_format = 0, Format.SINGLE
    if choices["stage"] != NO_STAGE:
        size, _, stage_format = choices["stage"].partition("-")
        top_cut, top_cut_format = int(size), Format(stage_format)
        if format_.elimination:
            raise Problem(words("create-stage-after-bracket"))
    max_players = int(typed["max_players"]) if typed["max_players"] else None
    if top_cut and max_players is not None and top_cut > max_players:
        raise Problem(words("create-stage-too-big", size=top_cut, seats=max_players))
    tie_breaks: tuple[TieBreak, ...] = ()
    if choices["tie_breaks"] != DEFAULT:
        labels = {t.label.lower(): t for t in TieBreak}
        tie_breaks = tuple(labels[label] for label in choices["tie_breaks"].split(","))
    settings = Settings(
        GameChoice(rule, pool),
        format=format_,
        rounds=int(choices["rounds"]),
        best_of=int(choices["best_of"]),
        tie_seat=TieSeat(choices["tie_seat"]),
        tie_breaks=tie_breaks,
        unplayed=Unplayed(choices["unplayed"]),
        third_place=choices["third_place"] == "on",
        playoff=Playoff(choices["playoff"]),
        top_cut=top_cut,
        top_cut_format=top_cut_format,
    )
    timing = None
    move, round_ = _minutes_or_server(choices["clock"]), _minutes_or_server(choices["round_clock"])
    if move is not None or round_ is not None:
        timing = replace(
            base,
            move_seconds=base.move_seconds if move is None else (move * 60 or None),
            round_seconds=base.round_seconds if round_ is None else round_ * 60,
        )
    options: dict[str, dict[str, object]] = {}
    for name, value in choices.items():
        game = game_of(name)
        if game is None or game not in pool or value == DEFAULT:
            continue
        option = next(
            o for o in rules.get_game(game).option_table if o.name == name[len(game) + 1 :]
        )
        shown: object = value
        if option.kind is bool:
            shown = value == "on"
        elif option.kind is int:
            shown = int(value)
        options.setdefault(game, {})[option.name] = shown
    config = TournamentConfig(
        settings,
        seeding=T.Seeding(choices["seeding"]),
        checkin_minutes=int(typed["checkin"]),
        deadline_minutes=int(choices["deadline"]),
        no_show=NoShow(choices["no_show"]),
        max_players=max_players,
        timing=timing,
        choice_minutes=int(choices["pick"]),
        options=options,
        reminder_minutes=int(choices["remind"]),
        public_threads=choices["threads"] == "public",
        round_minutes=int(choices["round"]),
        overtime=Overtime(choices["overtime"]),
    )
    return Creation(
        typed["name"],
        config,
        starts_in=int(typed["starts_in"]) if typed["starts_in"] else None,
        starts_at=typed["starts_at"] or None,
    )


class Drafts:
    """The drafts this process is showing, by key; the newest ``LIMIT`` are kept (an abandoned
    draft is forgotten, never an error). A draft created or cancelled is remembered as such, so
    a second press says what happened to it."""

    LIMIT = 500

    def __init__(self) -> None:
        self._open: OrderedDict[int, Draft] = OrderedDict()
        self._closed: OrderedDict[int, str] = OrderedDict()

    def add(self, draft: Draft) -> None:
        self._open[draft.key] = draft
        while len(self._open) > self.LIMIT:
            self._open.popitem(last=False)

    def get(self, key: int) -> Draft | None:
        return self._open.get(key)

    def close(self, key: int, how: str) -> None:
        """``how``: ``created`` or ``cancelled``."""
        self._open.pop(key, None)
        self._closed[key] = how
        while len(self._closed) > self.LIMIT:
            self._closed.popitem(last=False)

    def closed(self, key: int) -> str | None:
        return self._closed.get(key)


__all__ = ["ALL_FIELDS", "PRESETS", "Draft", "Drafts", "settled"]
