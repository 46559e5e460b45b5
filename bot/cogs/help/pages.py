"""The words of ``/help``: the overview and one page per game, in plain words.

Each game page says what the game is, its one key idea (the diagram under the text shows it, and
the diagram's own heading is quoted here, so the words and the picture cannot disagree), how it
is won, and how to start. ``/rules`` (``bot/cogs/help/rules_info.py``) sends the same page and picture
with the game's full rules attached: this module is the one plain-words text of each game.
"""

from __future__ import annotations

import rules
from render.lessons import lesson

OVERVIEW_PAGE = "overview"

OVERVIEW = (
    "**Stone Arena** hosts five abstract strategy games for two players: {games}.\n"
    "**Start**: `/play <game>` (for example `/play meter`), with an `opponent` to challenge "
    "someone, or without one for an open challenge anyone here may accept. Each game's options "
    "(board size, colour, clock) show up as you type.\n"
    "**Play**: each match gets its own thread. `/move` plays (it suggests your legal moves), "
    "`/pass`, `/done`, `/draw`, `/resign`; `/board` and `/history` show a match; `/matches` "
    "lists yours. Thwart Omega is played in secret rounds: I send you a direct message each "
    "round (or use `/secret` in the thread).\n"
    "**Learn a game**: pick it in the menu below (or `/help game:<name>`): a page in plain words "
    "with a picture of its key idea. `/rules game:<name>` gives every detail.\n"
    "**Tournaments**: `/tournament status` shows the one running here; sign up with its Join "
    "button."
)

# Per game: the key idea's name (also the menu's description of the page).
KEY_IDEAS = {
    "meter": "captures",
    "interleave": "sight lines",
    "thwart-omega": "burns and products",
    "meridians": "paths",
    "meuda": "a group of size N",
}

# Per game: (board and colours, the key idea in words, how the game is won). Written from
# RULES.md §3–§7; the key idea matches the diagram of ``render.lessons``.
GAME_PAGES: dict[str, tuple[str, str, str]] = {
    "meter": (
        "Hex board (37 cells by default) · Black and White take turns placing one stone on any "
        "empty cell. Black starts; White may `swap` instead of answering the first stone.",
        "A stone's position is how far out it can get by stepping "
        "through empty cells: the outermost ring it can reach, and in how few steps. After "
        "your stone lands, every enemy stone whose position got worse is captured (removed). "
        "Stones on the edge ring are never captured.",
        "**Winning**: when the board is full, pairs of equal-sized Black and White groups "
        "cancel out; whoever owns the largest group left wins.",
    ),
    "interleave": (
        "Hex board (37 cells by default) · Black and Red. First one player sets up any stones "
        "of both colours and says `done`; the other picks a colour. Then there are no turns: "
        "place whenever you like, and say `done` when you have finished.",
        "From an empty cell, look along the six straight lines and "
        "take the first stone on each (a stone behind it is hidden). You may place a stone "
        "only where you see **more enemy stones than your own**.",
        "**Winning**: when both players are done, compare group sizes from the largest down; "
        "the first difference wins, and if all are equal, Red wins.",
    ),
    "thwart-omega": (
        "7 × 7 board · played in secret rounds. Every round both players place one Black and "
        "one White stone on two empty squares (`b c3 w e5`), by private message or `/secret`; "
        "then all four are revealed. You score the groups of your own colour. A move not sent "
        "in time is filled at random; a match in which neither player sends a move for 3 rounds "
        "in a row (unless the server set another number) is abandoned, with no winner. Every "
        "sealed move is committed to in the thread before the reveal, so anyone can check it "
        "was not changed (docs/fairness.md).",
        "A Black and a White stone on the same square burn "
        "it (it belongs to no one and splits groups); two stones of one colour make a double "
        "that counts 2. Your score is the **product** of your colour's group sizes (groups "
        "of 4 and 3 score 12).",
        "**Winning**: when three or fewer squares are empty they burn and the game ends; the "
        "higher product wins (a tie: group sizes from the largest down, then the `tiebreak` "
        "option).",
    ),
    "meridians": (
        "Hexagonal board of points (114 by default) · Light and Dark; Light starts. Your first "
        "stone goes anywhere, your second in a straight line from it with only empty points "
        "between.",
        "A path is a straight line of empty points between two of your "
        "groups. A group with no path is dead and is removed after its owner's next move. "
        "Later stones go where the nearest stone along some line is yours; pass only when you "
        "cannot place.",
        "**Winning**: from your third turn on, if you have no stones left you lose. Players may "
        "also agree a result with `/draw`.",
    ),
    "meuda": (
        "Hex board (217 cells by default) · Black and White. One player places a Black and a "
        "White stone, the other picks a colour; then every turn makes one new group.",
        "Place a root touching none of your stones. N is the "
        "number of your groups it sees along the six lines (only enemy stones block sight). "
        "Your turn places exactly N stones: the root and N−1 more, each touching the new group "
        "and none of your others (`/move` lists roots with their N; `d1 d2 e1` plays a whole "
        "turn).",
        "**Winning**: one point for each different group size you have, plus ½ for the largest "
        "group; no legal root means you pass, and two passes end the game.",
    ),
}

PAGES: tuple[str, ...] = (OVERVIEW_PAGE, *rules.GAMES)


def overview() -> str:
    """The first page: the games, how to start and play, where to learn more."""
    titles = [game.title for game in rules.GAMES.values()]
    games = ", ".join(f"**{t}**" for t in titles[:-1]) + f" and **{titles[-1]}**"
    return OVERVIEW.format(games=games)


def game_page(game_id: str, *, rules_attached: bool = False) -> str:
    """The page of one game (its diagram is attached under it). ``/rules`` sends the same page
    with the full rules attached (``rules_attached``) instead of pointing to ``/rules``."""
    game = rules.get_game(game_id)
    board, idea, winning = GAME_PAGES[game.id]
    picture = lesson(game.id).heading
    more = (
        "The full rules are attached."
        if rules_attached
        else f"**Every rule**: `/rules game:{game.title}`"
    )
    return (
        f"## {game.title}\n{board}\n**Key idea: {KEY_IDEAS[game.id]}.** {idea}\n"
        f"**In the picture**: {picture}.\n{winning}\n"
        f"**Start**: `/play {game.id}` (add `opponent:` to challenge someone) · {more}"
    )


def page_text(page: str) -> str:
    """The text of ``page`` (``OVERVIEW_PAGE`` or a game id)."""
    return overview() if page == OVERVIEW_PAGE else game_page(page)
