"""The outbox's delivery lanes, written once: ``RULES`` is the table, ``lanes_of`` reads it for
one process's dispatcher and ``lane_sql``/``waits_sql`` turn the same table into SQL for claiming
rows across processes (``bot.storage.units.outbox``).

* a match's public rows (its thread) form one lane, delivered in commit order;
* a player's private rows of a match form the player's lane and also wait for the match's
  earlier public rows;
* any other row has the lane of its audience and target.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from bot.engine.model import Audience, OutboxItem

Lane = Hashable

# The row's columns a lane is named from; AUDIENCE names the lane after the row's audience.
MATCH, TARGET, AUDIENCE = "match_id", "target_id", "audience"


@dataclass(frozen=True, slots=True)
class Rule:
    """Rows of a match (``True``), or not (``False``), that are public (``True``), private
    (``False``) or either (``None``): their lane and the lane they wait for, each as (name, the
    column holding the key); the name ``AUDIENCE`` is the row's audience."""

    of_match: bool
    public: bool | None
    lane: tuple[str, str]
    waits: tuple[str, str] | None = None


# First rule that fits a row decides; together they fit every row.
RULES = (
    Rule(of_match=True, public=True, lane=("match", MATCH)),
    Rule(of_match=True, public=False, lane=("user", TARGET), waits=("match", MATCH)),
    Rule(of_match=False, public=None, lane=(AUDIENCE, TARGET)),
)


def _fits(rule: Rule, item: OutboxItem) -> bool:
    note = item.notification
    public = note.audience is Audience.PUBLIC
    return (note.match_id is not None) == rule.of_match and rule.public in (None, public)


def _named(item: OutboxItem, spec: tuple[str, str]) -> tuple[str, object]:
    note = item.notification
    name, column = spec
    key = note.match_id if column == MATCH else note.target_id
    return (str(note.audience) if name == AUDIENCE else name), key


def lanes_of(item: OutboxItem) -> tuple[Lane, tuple[Lane, ...]]:
    """The lane a row belongs to, and the lanes whose earlier rows it also waits for."""
    for rule in RULES:
        if _fits(rule, item):
            waits = () if rule.waits is None else (_named(item, rule.waits),)
            return _named(item, rule.lane), waits
    raise AssertionError(f"no lane rule fits outbox row {item.id}")  # RULES cover every row


def _condition(rule: Rule, t: str) -> str:
    parts = [f"{t}.match_id IS {'NOT ' if rule.of_match else ''}NULL"]
    if rule.public is not None:
        parts.append(f"{t}.audience {'=' if rule.public else '<>'} '{Audience.PUBLIC}'")
    return " AND ".join(parts)


def _sql_name(spec: tuple[str, str], t: str) -> str:
    name, column = spec
    head = f"{t}.audience || ':'" if name == AUDIENCE else f"'{name}:'"
    return f"{head} || {t}.{column}"


def lane_sql(t: str) -> str:
    """SQL naming the lane of the row aliased ``t``, as ``'name:key'`` (``lanes_of``)."""
    cases = " ".join(f"WHEN {_condition(r, t)} THEN {_sql_name(r.lane, t)}" for r in RULES)
    return f"(CASE {cases} END)"


def waits_sql(t: str) -> str:
    """SQL naming the lane the row aliased ``t`` waits for (NULL: none), as ``lane_sql``."""
    cases = " ".join(
        f"WHEN {_condition(r, t)} THEN {_sql_name(r.waits, t)}" for r in RULES if r.waits
    )
    return f"(CASE {cases} END)"
