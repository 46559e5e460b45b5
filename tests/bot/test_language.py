"""The catalogues and the choice of language (issue 24 item 2): every message id the code uses
is in English, Korean and Japanese; the languages agree on each message's placeholders; no
message or panel outgrows Discord's limits in any language; a Discord locale picks the right
catalogue, English for the rest.

Message ids are literal first arguments of ``words(...)`` (or ``ENGLISH_WORDS(...)``) in
``bot/``, so this test can find every one of them.
"""

from __future__ import annotations

import ast as python_ast
import itertools
from pathlib import Path

import discord
import pytest
from fluent.syntax import ast, parse, visitor

import bot.engine.app  # noqa: F401  (imports every feature, so every refusal class is defined)
from bot.cogs.common.language import (
    ENGLISH,
    LANGUAGES,
    Words,
    catalogues,
    fingerprint,
    language_of,
    public_language,
)
from bot.cogs.common.language.phrases import duration, listed
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.server.diagnose import SHOWN_CHANNELS, report
from bot.cogs.server.panel import COMPONENTS_LIMIT, counted, panel
from bot.engine.errors import MESSAGE_ID, EngineError
from bot.engine.language import catalogue as catalogue_module
from bot.engine.language.catalogue import CatalogueError, catalogue_files, load_language
from bot.engine.model import GuildSettings, PingPolicy, Timing

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot"
COGS = BOT / "cogs"
TREE_PREFIXES = ("cmd-", "choice-")  # the command tree's translations (ko and ja only)
LONG_ID = "98765432109876543210"  # 20 digits: the longest ids Discord makes
LONG_NAME = "Ｗ" * 100  # a 100-character name, full-width


# ---- reading the catalogues and the code --------------------------------------------------------


class _References(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)
        self.generic_visit(node)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.messages.add(node.id.name)
        self.generic_visit(node)


def entries(path: Path) -> dict[str, ast.Message]:
    return {
        e.id.name: e
        for e in parse(path.read_text(encoding="utf-8")).body
        if isinstance(e, ast.Message)
    }


def references(message: ast.Message) -> _References:
    found = _References()
    found.visit(message)
    return found


def rooms() -> list[Path]:
    """Every folder with an English catalogue: the rooms' and the engine features' refusals."""
    return sorted(path.parent for path in BOT.rglob("locales/en.ftl"))


def _refusal_names() -> set[str]:
    """The names of ``EngineError`` and every subclass (a ``raise`` of one names a message), and
    ``__init__`` (a subclass's ``super().__init__("id")``)."""
    found, todo = set(), [EngineError]
    while todo:
        kind = todo.pop()
        found.add(kind.__name__)
        todo.extend(kind.__subclasses__())
    return found | {"__init__"}


def ids_in_code() -> dict[str, list[str]]:
    """message id → where it is used: the literal first argument of every ``words(...)``."""
    used: dict[str, list[str]] = {}
    refusals = _refusal_names()
    for path in sorted(BOT.rglob("*.py")):
        tree = python_ast.parse(path.read_text(encoding="utf-8"))
        for node in python_ast.walk(tree):
            if not isinstance(node, python_ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, python_ast.Name) else getattr(func, "attr", "")
            if not node.args:
                continue
            first = node.args[0]
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if name in refusals:  # an engine refusal: its id, once it names one
                value = first.value if isinstance(first, python_ast.Constant) else None
                if isinstance(value, str) and MESSAGE_ID.fullmatch(value):
                    used.setdefault(value, []).append(where)
                continue
            if name not in {"words", "ENGLISH_WORDS"}:
                continue
            assert isinstance(first, python_ast.Constant) and isinstance(first.value, str), (
                f"{where}: a message id must be a literal string (so this test can check it)"
            )
            used.setdefault(first.value, []).append(where)
    for key, places in rules_keys().items():  # the rules' refusals, said by key (errors.py)
        used.setdefault(f"rules-{key}", []).extend(places)
    return used


def rules_keys() -> dict[str, list[str]]:
    """key → where: the literal first argument of every error the rules make (``IllegalMove``,
    ``InvalidMove``, ``cannot_read``); the terminal referee's own (``rules/cli.py``) never reach
    the bot. ``tests/engine/test_rules_words.py`` checks that the English says what they say."""
    used: dict[str, list[str]] = {}
    for path in sorted((ROOT / "rules").rglob("*.py")):
        if path.name == "cli.py":
            continue
        for node in python_ast.walk(python_ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, python_ast.Call) or not isinstance(node.func, python_ast.Name):
                continue
            if node.func.id not in {"IllegalMove", "InvalidMove", "MoveError", "cannot_read"}:
                continue
            first = node.args[0] if node.args else None
            if isinstance(first, python_ast.Constant) and isinstance(first.value, str):
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                used.setdefault(first.value, []).append(where)
    return used


def english_refusals(engine: Path = BOT / "engine") -> list[str]:
    """Where an engine refusal is made from something other than a literal message id: a
    sentence, or a variable (``raise NotAllowed(reason)``). ``super().__init__(...)`` in an
    ``EngineError`` subclass counts as making one."""
    refusals = _refusal_names() - {"__init__"}
    found = []
    for path in sorted(engine.rglob("*.py")):
        where = str(path.relative_to(engine.parents[1]))
        tree = python_ast.parse(path.read_text(encoding="utf-8"))
        calls = [
            node
            for node in python_ast.walk(tree)
            if isinstance(node, python_ast.Call)
            and (
                (isinstance(node.func, python_ast.Name) and node.func.id in refusals)
                or (isinstance(node.func, python_ast.Attribute) and node.func.attr in refusals)
            )
        ]
        for kind in python_ast.walk(tree):
            if isinstance(kind, python_ast.ClassDef) and kind.name in refusals:
                calls += [
                    node
                    for node in python_ast.walk(kind)
                    if isinstance(node, python_ast.Call)
                    and isinstance(node.func, python_ast.Attribute)
                    and node.func.attr == "__init__"
                    and isinstance(node.func.value, python_ast.Call)  # super().__init__
                ]
        for node in calls:
            first = node.args[0] if node.args else None
            if isinstance(first, python_ast.Name) and first.id == "message_id":
                continue  # EngineError passing its own id on
            literal = isinstance(first, python_ast.Constant) and isinstance(first.value, str)
            if not (literal and MESSAGE_ID.fullmatch(first.value)):  # type: ignore[union-attr]
                shown = python_ast.unparse(first)[:60] if first is not None else "nothing"
                found.append(f"{where}:{node.lineno}: {shown}")
    return found


# ---- the choice of language -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("locale", "language"),
    [
        ("ko", "ko"),
        ("ja", "ja"),
        ("en-US", "en"),
        ("en-GB", "en"),
        ("fr", "en"),
        ("zh-CN", "en"),
        ("", "en"),
        (None, "en"),
        (discord.Locale.korean, "ko"),
        (discord.Locale.japanese, "ja"),
        (discord.Locale.american_english, "en"),
        (discord.Locale.brazil_portuguese, "en"),
        ("KO", "ko"),
    ],
)
def test_a_discord_locale_picks_a_catalogue_and_english_is_the_fallback(
    locale: object, language: str
) -> None:
    assert language_of(locale) == language


def test_public_posts_follow_the_settings_choice_else_discords_server_language() -> None:
    assert public_language(None, "ja") == "ja"
    assert public_language(None, discord.Locale.korean) == "ko"
    assert public_language("ko", "ja") == "ko"
    assert public_language(None, "en-US") == "en"
    assert public_language("xx", "ja") == "ja"  # an unknown stored choice is ignored


def test_words_of_a_language_without_a_catalogue_are_english() -> None:
    assert Words("fr")("settings-on") == Words(ENGLISH)("settings-on") == "on"
    assert Words("ko")("settings-on") == "켬"


def test_an_unknown_message_id_is_a_bug_not_a_blank() -> None:
    with pytest.raises(KeyError, match="no-such-message"):
        Words("ko")("no-such-message")


def test_a_message_missing_in_a_language_falls_back_to_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "en.ftl").write_text("only-english = Hello { $name }\nboth = Hi\n")
    (tmp_path / "ko.ftl").write_text("both = 안녕\n")
    found = {
        "en": load_language("en", [tmp_path / "en.ftl"]),
        "ko": load_language("ko", [tmp_path / "ko.ftl"]),
    }
    monkeypatch.setattr(catalogue_module, "catalogues", lambda: found)
    assert Words("ko")("both") == "안녕"
    assert Words("ko")("only-english", name="Ana") == "Hello Ana"


def test_a_catalogue_that_does_not_parse_or_defines_an_id_twice_is_refused(tmp_path: Path) -> None:
    first, second, broken = tmp_path / "a.ftl", tmp_path / "b.ftl", tmp_path / "c.ftl"
    first.write_text("greeting = Hello\n")
    second.write_text("greeting = Hello again\n")
    broken.write_text("greeting Hello\n")
    with pytest.raises(CatalogueError, match="defined in"):
        load_language("en", [first, second])
    with pytest.raises(CatalogueError, match="cannot read"):
        load_language("en", [broken])


def test_the_fingerprint_changes_with_any_catalogue(tmp_path: Path) -> None:
    room = tmp_path / "room" / "locales"
    room.mkdir(parents=True)
    (room / "ko.ftl").write_text("a = 가\n")
    before = fingerprint(tmp_path)
    (room / "ko.ftl").write_text("a = 나\n")
    assert fingerprint(tmp_path) != before


def test_ids_are_not_grouped_like_numbers() -> None:
    """Fluent formats numbers for the reader (1,234), so ids go in as strings."""
    text = Words("en")("privacy-forgotten", id=LONG_ID, name="Forgotten player 1")
    assert LONG_ID in text


# ---- every id, every language ----------------------------------------------------------------------


def test_every_catalogue_loads() -> None:
    loaded = catalogues()
    assert set(loaded) == set(LANGUAGES)
    for code in LANGUAGES:
        assert catalogue_files(code), code


def test_every_message_id_used_in_code_is_in_english_korean_and_japanese() -> None:
    loaded = catalogues()
    missing = [
        f"{message_id} ({code}), used at {', '.join(where)}"
        for message_id, where in ids_in_code().items()
        for code in LANGUAGES
        if not loaded[code].has(message_id)
    ]
    assert not missing, "add these messages to the room's locales/<language>.ftl:\n" + "\n".join(
        missing
    )


@pytest.mark.parametrize("room", rooms(), ids=lambda p: str(p.parent.relative_to(BOT)))
def test_a_rooms_three_catalogues_hold_the_same_messages_and_placeholders(room: Path) -> None:
    english = entries(room / "en.ftl")
    for code in LANGUAGES:
        if code == ENGLISH:
            continue
        path = room / f"{code}.ftl"
        assert path.exists(), f"{path.relative_to(ROOT)} is missing"
        other = {k: v for k, v in entries(path).items() if not k.startswith(TREE_PREFIXES)}
        assert sorted(set(english) - set(other)) == [], f"not yet in {path.relative_to(ROOT)}"
        assert sorted(set(other) - set(english)) == [], f"only in {path.relative_to(ROOT)}"
        for message_id, message in english.items():
            theirs = references(other[message_id])
            ours = references(message)
            assert theirs.variables == ours.variables, (
                f"{message_id}: {code} uses {sorted(theirs.variables)}, "
                f"English {sorted(ours.variables)}"
            )
            assert bool(message.value) == bool(other[message_id].value), message_id
            assert {a.id.name for a in message.attributes} == {
                a.id.name for a in other[message_id].attributes
            }, message_id


def test_every_engine_refusal_names_a_message_id_not_an_english_sentence() -> None:
    """``raise NotAllowed("match-over", match=...)``, never ``raise NotAllowed("Match #1 …")``
    nor ``raise NotAllowed(sentence)``: the reader's language needs the id."""
    found = english_refusals()
    assert not found, "name a message of bot/engine/<feature>/locales/ instead:\n" + "\n".join(
        found
    )


def test_the_refusal_check_sees_a_sentence_and_a_variable(tmp_path: Path) -> None:
    engine = tmp_path / "bot" / "engine"
    engine.mkdir(parents=True)
    (engine / "feature.py").write_text(
        "raise NotAllowed('There is no match.')\n"
        "raise BadRequest(reason)\n"
        "raise errors.StaleRequest(f'Match #{match.id} moved on.')\n"
        "raise NotAllowed('match-over', match='1')\n"
        "class NoPuzzle(EngineError):\n"
        "    def __init__(self) -> None:\n"
        "        super().__init__('You have no puzzle.')\n"
    )
    assert [line.split(":")[1] for line in english_refusals(engine)] == ["1", "2", "3", "7"]


def test_every_english_message_is_used() -> None:
    """No dead text: each message is used by code or by another message."""
    used = set(ids_in_code())
    for room in rooms():
        for code in LANGUAGES:
            for message in entries(room / f"{code}.ftl").values():
                used |= references(message).messages
    unused = [
        f"{message_id} in {room.relative_to(ROOT)}/en.ftl"
        for room in rooms()
        for message_id in entries(room / "en.ftl")
        if message_id not in used
    ]
    assert not unused, unused


# ---- Discord's limits in every language -------------------------------------------------------------


def _worst_arguments(message: ast.Message) -> dict[str, str | int]:
    """Every placeholder at its longest: a 100-character name (selectors fall to their
    default variant; numbers are large)."""
    return dict.fromkeys(references(message).variables, LONG_NAME)


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_message_exceeds_a_discord_message_in_any_language(code: str) -> None:
    loaded = catalogues()[code]
    for room in rooms():
        for message_id, message in entries(room / f"{code}.ftl").items():
            if message.value is None:
                continue
            text = loaded.format(message_id, _worst_arguments(message))
            assert len(text) <= MESSAGE_CHARS, (code, message_id, len(text))


def _long_settings() -> GuildSettings:
    return GuildSettings(
        challenge_seconds=12345,  # not a preset: shown as an extra option
        timing=Timing(move_seconds=3 * 86400, round_seconds=86400, reminders=False),
        unplayed_rounds=99,
        play_channel_id=int(LONG_ID) // 10,
        lfg_role_id=int(LONG_ID) // 10,
        pings=PingPolicy.CHALLENGES,
        language="ja",
    )


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_settings_panel_fits_discords_limits_in_every_language(code: str) -> None:
    words = Words(code)
    view = panel(
        _long_settings(),
        int(LONG_ID) // 10,
        server=LONG_NAME,
        note=words("settings-saved", setting=LONG_NAME, value=LONG_NAME),
        warnings=[words("settings-warning-role-silent", role=f"<@&{LONG_ID}>")] * 2,
        words=words,
        server_locale="ko",
    )
    assert counted(view) <= COMPONENTS_LIMIT
    items = list(view.walk_children())
    texts = [c.content for c in items if isinstance(c, discord.ui.TextDisplay)]
    assert sum(len(t) for t in texts) <= 4000  # a V2 message's text in all
    for item in items:
        if isinstance(item, discord.ui.Button):
            assert item.label is not None and len(item.label) <= 80
        if isinstance(item, discord.ui.Select | discord.ui.ChannelSelect | discord.ui.RoleSelect):
            assert len(item.placeholder or "") <= 150
        if isinstance(item, discord.ui.Select):
            assert len(item.options) <= 25
            assert all(len(o.label) <= 100 for o in item.options)
    assert len(words("setting-name", setting="unplayed")) <= 45  # the form's title
    assert len(words("settings-unplayed-label")) <= 45  # its field's label


class _Channel:
    """A channel that lacks every permission the bot wants (diagnose's worst line)."""

    def __init__(self, channel_id: int) -> None:
        self.id = channel_id

    def permissions_for(self, member: object) -> discord.Permissions:
        return discord.Permissions(view_channel=True)


class _Guild:
    me = object()

    def get_channel_or_thread(self, channel_id: int) -> _Channel:
        return _Channel(channel_id)


@pytest.mark.parametrize("code", LANGUAGES)
def test_diagnose_with_every_channel_broken_fits_one_message_in_every_language(code: str) -> None:
    """Whole lines only (none cut in the middle of a mention), then how many more channels,
    then where to grant the permissions: the tail is never cut off."""
    words = Words(code)
    channels = [int(LONG_ID) - n for n in range(SHOWN_CHANNELS + 5)]
    text = report(words, _Guild(), channels)  # type: ignore[arg-type]
    lines = text.split("\n")
    assert len(text) <= MESSAGE_CHARS
    assert lines[-1] == words("diagnose-tail")
    shown = len(lines) - 3
    assert lines[-2] == words("diagnose-more", count=len(channels) - shown)
    assert all(line.startswith("<#") and line.endswith((".", "。")) for line in lines[1:-2])


def test_durations_and_lists_read_naturally_in_each_language() -> None:
    en, ko, ja = Words("en"), Words("ko"), Words("ja")
    assert [duration(w, 90) for w in (en, ko, ja)] == ["1 min 30 s", "1분 30초", "1分30秒"]
    assert [duration(w, 3 * 86400) for w in (en, ko, ja)] == ["3 days", "3일", "3日"]
    assert duration(en, 86400) == "1 day"
    assert listed(en, ["A", "B", "C"]) == "**A**, **B** and **C**"
    assert listed(ko, ["A", "B"]) == "**A**, **B**"
    assert listed(ja, ["A", "B", "C"]) == "**A**、**B**、**C**"


# ---- no English left in a translation ----------------------------------------------------------------


def in_script(code: str, char: str) -> bool:
    """Hangul syllables for Korean; kana and kanji for Japanese."""
    if code == "ko":
        return "\uac00" <= char <= "\ud7a3"
    return "\u3040" <= char <= "\u30ff" or "\u4e00" <= char <= "\u9fff"


GAME_TITLES = {"Meter", "Interleave", "Thwart Omega", "Meridians", "Meuda"}
# Messages that are pure punctuation or placeholders in every language.
WITHOUT_WORDS = {
    "list-comma",
    "list-and",
    "duration-two",
    # board pictures: punctuation around names and phrases (render.captions)
    "board-labelled",
    "board-alt-title",
    "board-alt-plays",
    "board-alt-players",
    "board-alt-stop",
    # a finished game's calculation (matches/outcomes.py): punctuation around its parts
    "outcome-side",
    "outcome-pair",
    "outcome-then",
    "outcome-thwart-product",
    "outcome-meter",
    # A match's layouts: a player and a colour, a move, a rating change, an option, a thread.
    "match-seat",
    "match-played",
    "match-rating-change",
    "match-option",
    "match-option-value",
    "match-thread-name",
}


def _variant_arguments(message: ast.Message) -> list[dict[str, str | int]]:
    """Placeholders blank (the translator's words only), then once per variant of each
    selector, so that every variant is read."""
    blank: dict[str, str | int] = dict.fromkeys(references(message).variables, "")
    found = [blank]

    class Selectors(visitor.Visitor):
        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
            if isinstance(node.selector, ast.VariableReference):
                for variant in node.variants:
                    if variant.default:  # read with the blank placeholders already
                        continue
                    key = variant.key
                    value = int(key.value) if isinstance(key, ast.NumberLiteral) else key.name
                    found.append({**blank, node.selector.id.name: value})
            self.generic_visit(node)

    Selectors().visit(message)
    return found


@pytest.mark.parametrize("code", ["ko", "ja"])
def test_every_translated_message_is_written_in_its_language(code: str) -> None:
    """A Korean or Japanese catalogue holds no English left untranslated: each message has
    words of its script, except game names, sub-commands named after a game, and messages
    made only of placeholders and punctuation."""
    loaded = catalogues()[code]
    untranslated = []
    for path in catalogue_files(code):
        for message_id, message in entries(path).items():
            parts: list[str | None] = [None] if message.value is not None else []
            for attribute, arguments in itertools.product(
                [*parts, *(a.id.name for a in message.attributes)], _variant_arguments(message)
            ):
                text = loaded.format(message_id, arguments, attribute)
                if message_id in WITHOUT_WORDS or text in GAME_TITLES or not text.strip():
                    continue
                if message_id.startswith("cmd-play-") and attribute is None and text.isascii():
                    continue  # /play meter: game names stay as published
                if not any(in_script(code, c) for c in text):
                    where = f"{message_id}{'' if attribute is None else '.' + attribute}"
                    untranslated.append(f"{where} in {path.relative_to(ROOT)}: {text!r}")
    assert not untranslated, "\n".join(untranslated)
