"""The words of ``/help``: the overview and one page per game, in plain words.

Each game page says what the game is, its one key idea (the diagram under the text shows it, and
the diagram's own heading is quoted here, so the words and the picture cannot disagree), how it
is won, and how to start. ``/rules`` (``bot/cogs/help/rules_info.py``) sends the same page and picture
with the game's full rules attached: this module is the one plain-words text of each game. The
sentences are in the help room's catalogues (``locales/en.ftl``, ``ko.ftl``, ``ja.ftl``).
"""

from __future__ import annotations

import rules
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.language.phrases import listed
from bot.cogs.help.lesson_words import LessonWords
from render.lessons import lesson

OVERVIEW_PAGE = "overview"

PAGES: tuple[str, ...] = (OVERVIEW_PAGE, *rules.GAMES)


def overview(words: Words = ENGLISH_WORDS) -> str:
    """The first page: the games, how to start and play, where to learn more."""
    games = listed(words, [game.title for game in rules.GAMES.values()])
    return "\n".join(
        [
            words("help-overview-intro", games=games),
            words("help-overview-start"),
            words("help-overview-play"),
            words("help-overview-learn"),
            words("help-overview-tournaments"),
        ]
    )


def game_page(game_id: str, *, rules_attached: bool = False, words: Words = ENGLISH_WORDS) -> str:
    """The page of one game (its diagram is attached under it). ``/rules`` sends the same page
    with the full rules attached (``rules_attached``) instead of pointing to ``/rules``.

    Written from RULES.md §3–§7 (the help room's catalogues); the key idea matches the diagram
    of ``render.lessons``, whose heading the page quotes in the same language."""
    game = rules.get_game(game_id)
    picture = lesson(game.id, say=LessonWords(words)).heading
    more = (
        words("help-page-rules-attached")
        if rules_attached
        else words("help-page-every-rule", title=game.title)
    )
    return "\n".join(
        [
            f"## {game.title}",
            words("help-board", game=game.id),
            words("help-page-idea", game=game.id),
            words("help-page-picture", heading=picture),
            words("help-winning", game=game.id),
            words("help-page-start", game=game.id, more=more),
        ]
    )


def page_text(page: str, words: Words = ENGLISH_WORDS) -> str:
    """The text of ``page`` (``OVERVIEW_PAGE`` or a game id) in the reader's language."""
    return overview(words) if page == OVERVIEW_PAGE else game_page(page, words=words)
