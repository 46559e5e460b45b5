"""``/help`` and ``/rules`` in Korean and Japanese: a reader's pages, menu and diagrams speak the
interaction's language; the English catalogue says what the diagrams always said; no page, menu
or picture outgrows Discord's limits or the fonts in any language."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest

import render
import rules
from bot.cogs.common.language import LANGUAGES, Words
from bot.cogs.common.limits import ALT_TEXT_CHARS, CHOICES, MESSAGE_CHARS
from bot.cogs.help.help import HELP_ID, menu
from bot.cogs.help.lesson_words import PHRASES, LessonWords
from bot.cogs.help.pages import OVERVIEW_PAGE, PAGES, game_page, page_text
from bot.cogs.help.rules_text import TRANSLATED_FROM, fingerprint, rules_path, rules_text
from render import text as image_text
from render.lessons import ENGLISH_PHRASES, lesson
from tests.bot.conftest import PNG, World, last_bot_message
from tests.bot.locales import english_words, hangul, japanese, speaking

KO, JA = Words("ko"), Words("ja")
SCRIPT = {"ko": hangul, "ja": japanese}


def options_of(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    [row] = components
    [select] = row["components"]
    assert select["custom_id"] == HELP_ID
    options: list[dict[str, Any]] = select["options"]
    return options


def test_every_phrase_of_the_diagrams_is_in_the_catalogues() -> None:
    assert set(PHRASES) == set(ENGLISH_PHRASES)


@pytest.mark.parametrize("game", list(rules.GAMES))
def test_the_english_catalogue_draws_the_diagrams_word_for_word(game: str) -> None:
    assert lesson(game, say=LessonWords(Words("en"))) == lesson(game)


@pytest.mark.parametrize("code", ["ko", "ja"])
@pytest.mark.parametrize("game", list(rules.GAMES))
def test_a_diagram_speaks_the_readers_language_in_glyphs_the_fonts_have(
    code: str, game: str
) -> None:
    diagram = lesson(game, say=LessonWords(Words(code)))
    words = [diagram.heading, *diagram.caption, *(t.text for t in diagram.tags)]
    assert SCRIPT[code](diagram.heading) and all(SCRIPT[code](c) for c in diagram.caption)
    assert not english_words(" ".join(words)), english_words(" ".join(words))
    missing = {c for w in words for c in w if not c.isspace() and not image_text.drawable(c)}
    assert not missing, missing
    # Drawing it checks that the heading takes at most two lines at the narrowest width.
    for width in (240, 800):
        assert render.lesson_png(game, width=width, say=LessonWords(Words(code))).startswith(PNG)
    alt = render.lesson_alt(game, say=LessonWords(Words(code)))
    assert alt.startswith(diagram.heading) and len(alt) <= ALT_TEXT_CHARS


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_page_and_the_menu_fit_discords_limits_in_every_language(code: str) -> None:
    words = Words(code)
    for name in PAGES:
        assert len(page_text(name, words)) <= MESSAGE_CHARS, name
    for game in rules.GAMES:
        assert len(game_page(game, rules_attached=True, words=words)) <= MESSAGE_CHARS
    assert len(PAGES) <= CHOICES
    [select] = menu(OVERVIEW_PAGE, words).children
    assert isinstance(select, discord.ui.Select)
    assert len(select.options) <= CHOICES and len(select.placeholder or "") <= 150
    for option in select.options:
        assert len(option.label) <= 100 and len(option.description or "") <= 100


@pytest.mark.parametrize("code", ["ko", "ja"])
def test_the_pages_say_every_game_in_the_readers_language(code: str) -> None:
    words = Words(code)
    for name in PAGES:
        shown = page_text(name, words)
        assert SCRIPT[code](shown) and not english_words(shown), (name, english_words(shown))
    page = page_text("meuda", words)
    heading = lesson("meuda", say=LessonWords(words)).heading
    assert heading in page  # the page quotes its picture in the same language


async def test_a_korean_reader_gets_help_in_korean(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking(monkeypatch, {world.carol.id: "ko"}):
        result = await world.carol.slash(world.channel, "help")
        assert result.response is not None and result.response.ephemeral
        overview = result.response.content
        assert overview == page_text(OVERVIEW_PAGE, KO)
        assert "`/도전 meter`" in overview and not english_words(overview)
        options = options_of(result.response.components)
        assert options[0]["label"] == "개요"
        assert all(hangul(o["description"]) for o in options)
        turned = await world.carol.select(result.response, ["meter"])
        page = turned.response
        assert page is not None and page.content == page_text("meter", KO)
        assert "**핵심 아이디어: 잡기.**" in page.content and not english_words(page.content)
        [picture] = page.attachments
        assert picture.description is not None and picture.description.startswith(
            "백 e1에 두자 흑 d2 돌이 잡힙니다"
        )
        rules_answer = (await world.carol.slash(world.channel, "rules", game="meuda")).response
        assert rules_answer is not None
        assert rules_answer.content == game_page("meuda", rules_attached=True, words=KO)
        assert "전체 규칙을 첨부했습니다." in rules_answer.content
        [_, attached] = rules_answer.attachments
        assert attached.filename == "meuda-rules.ko.md"
        assert (await attached.read()).decode() == rules_text("meuda", "ko")
    # The same command, the same moment, for an English reader: English.
    english = (await world.alice.slash(world.channel, "help", game="meter")).response
    assert english is not None and english.content == page_text("meter")


async def test_a_japanese_reader_gets_help_in_japanese(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking(monkeypatch, {world.bob.id: "ja"}):
        result = await world.bob.slash(world.channel, "help", game="thwart-omega")
        page = result.response
        assert page is not None and page.content == page_text("thwart-omega", JA)
        assert "**要点: 焼けたマスと積。**" in page.content and not english_words(page.content)
        assert options_of(page.components)[0]["label"] == "概要"
        [picture] = page.attachments
        assert (await picture.read()).startswith(PNG)
        assert picture.description is not None and japanese(picture.description)
        back = await world.bob.select(page, [OVERVIEW_PAGE])
        assert back.response is not None and back.response.content == page_text(OVERVIEW_PAGE, JA)


async def test_a_vanished_page_falls_back_in_the_readers_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    channel = world.bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    view = menu(OVERVIEW_PAGE)
    [select] = view.children
    assert isinstance(select, discord.ui.Select)
    select.add_option(label="Chess", value="chess")
    await channel.send("Learn the games:", view=view)
    public = last_bot_message(world.channel, world.env)
    with speaking(monkeypatch, {world.alice.id: "ja"}):
        gone = (await world.alice.select(public, ["chess"])).response
    assert gone is not None and gone.ephemeral
    assert gone.content == JA("help-gone") + "\n" + page_text(OVERVIEW_PAGE, JA)


# ---- the full rules, translated ------------------------------------------------------------------


@pytest.mark.parametrize("game", list(rules.GAMES))
def test_the_translations_of_the_rules_follow_the_english(game: str) -> None:
    """Each translation was made from the English file as it is now: a change to RULES.md (and
    so to ``<game>.md``) fails here until ``<game>.ko.md`` and ``<game>.ja.md`` say it too."""
    assert TRANSLATED_FROM[game] == fingerprint(game), (
        f"{game}.md changed: update {game}.ko.md and {game}.ja.md, then TRANSLATED_FROM"
    )


def _code(text: str) -> list[str]:
    return sorted(set(re.findall(r"`[^`]+`", text)))


@pytest.mark.parametrize("code", ["ko", "ja"])
@pytest.mark.parametrize("game", list(rules.GAMES))
def test_a_translated_rules_file_keeps_every_term_players_type(code: str, game: str) -> None:
    """What a translation may not change: the heading's number and title, every `code` span
    (options, values, notation, formulas), every bold number, the closing reference; and every
    paragraph is written in the language."""
    english, translated = rules_text(game), rules_text(game, code)
    assert rules_path(game, code).name == f"{game}.{code}.md"
    assert translated.split(" (", 1)[0] == english.split(" (", 1)[0]  # "## 6. Meter"
    assert _code(translated) == _code(english)
    assert sorted(re.findall(r"\*\*(\d+)\*\*", translated)) == sorted(
        re.findall(r"\*\*(\d+)\*\*", english)
    )
    assert translated.rstrip().splitlines()[-1] == english.rstrip().splitlines()[-1]
    paragraphs = [p for p in translated.split("\n\n")[1:-1] if p.strip()]
    assert paragraphs and all(SCRIPT[code](p) for p in paragraphs)
    assert len(translated) <= len(english) * 1.2  # a translation, not an addition


def test_english_readers_get_the_english_rules() -> None:
    assert rules_text("meter", "en") == rules_text("meter") == rules_text("meter", "fr")
