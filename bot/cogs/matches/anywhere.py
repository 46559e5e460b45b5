"""Play where the bot may only answer: the app installed to a player's own account and used in a
DM with the bot, a group DM (or a DM between friends), or a server that has not installed it.

Discord takes nothing from a user-installed app there but the answers to the players' own
interactions (and their follow-ups, for 15 minutes). So such a challenge or match is stored as
``answered`` (``MatchRecord.answered``): its notifications never reach the outbox (the match
service drops them) and each command or button of it answers twice: privately, as in a server,
then publicly with the match as it is now (``Reply.public``): the board, whose turn it is and
the buttons for the next press. Everything rides on a press a player made:

* a move's answer is the new board, with the buttons the next player needs;
* Thwart Omega's sealed moves are private answers (the form behind **Submit my move**, ``/secret``),
  and the round's reveal is the answer to the last lock-in; when the round's time runs out, the
  round is played by its timer as in a server and **Show the board** (under every board) shows
  the reveal; it also shows the computer's answer once it has moved;
* a button made for an older position answers with the current board, however old the button
  (each press is a new interaction with a new token; nothing is edited after its press).

Matches, moves, ratings and records are stored as in a server; the ratings of play outside a
server count in the DM or group DM it is played in (``places.place_of``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord

import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.components import (
    buttons,
    challenge_item,
    move_item,
    proposal_item,
    rematch_item,
    show_item,
    submit_item,
)
from bot.cogs.common.language import Words
from bot.cogs.common.people import People
from bot.cogs.common.places import only_answers
from bot.cogs.common.replies import Reply
from bot.cogs.common.words import mention
from bot.cogs.matches import texts
from bot.cogs.matches.delivery import word_moves
from bot.cogs.matches.show import move_lines, status_line
from bot.engine.errors import StaleRequest
from bot.engine.matches.notices import challenge_payload
from bot.engine.matches.service import MatchService
from bot.engine.model import ChallengeRecord, MatchStatus
from bot.engine.views import MatchView


class Answers:
    """The public answers of play by answers: what they read and draw with."""

    def __init__(self, service: MatchService, people: People, boards: Boards) -> None:
        self.service = service
        self.people = people
        self.boards = boards

    async def board(self, view: MatchView, words: Words) -> Reply:
        """The match as it is now, for everyone in the channel: the status, the last move or
        revealed round, what to do next, the picture and the buttons for the next press.
        Nothing sealed: the state and the move log hold only revealed moves."""
        game = rules.get_game(view.game_id)
        lines = [status_line(view, words)]
        done = await move_lines(self.service, self.people, view, words)
        if done:
            lines.append(words("anywhere-last", moves=done[-1]))
        items: list[discord.ui.Item[Any]] = []
        if view.status is MatchStatus.ACTIVE:
            if game.simultaneous:
                lines.append(words("anywhere-round", round=str(view.round)))
                items.append(submit_item(view.id, view.ply, words))
            else:
                computer = self.service.computer_id
                if computer is not None and computer in view.to_act:
                    lines.append(words("anywhere-computer-thinking"))
                elif len(view.to_act) == 1:
                    lines.append(words("anywhere-turn", player=mention(view.to_act[0])))
                words_now = word_moves(game, view.state, view.players, list(view.to_act))
                items += [move_item(view.id, view.ply, w, words) for w in words_now[:10]]
            if view.offer is not None:  # a result proposal waits for the other player
                by = view.players[view.offer.seat]
                other = view.players[1 - view.offer.seat]
                lines.append(words("anywhere-offer", player=mention(by), opponent=mention(other)))
                items += [proposal_item(view.id, view.ply, a, words) for a in ("accept", "decline")]
            items.append(show_item(view.id, words("anywhere-show")))
        elif view.status is MatchStatus.FINISHED:
            items.append(rematch_item(view.id, words))
        names = await self.people.names(view.players)
        picture = await self.boards.picture(view, view.state, None, names, words=words)
        return Reply("\n".join(lines), picture, view=buttons(*items) if items else None)

    async def board_of(self, match_id: int, words: Words) -> Reply:
        return await self.board(await self.service.get_match(match_id), words)

    @staticmethod
    def challenge(record: ChallengeRecord, words: Words) -> Reply:
        """The challenge with its buttons, for everyone in the channel (in the words of the
        player whose command or button it answers: where the bot only answers, no server
        chose a language)."""
        payload = challenge_payload(record)
        actions = ("accept", "decline", "cancel") if record.opponent_id else ("accept", "cancel")
        view = buttons(*(challenge_item(record.id, a, words) for a in actions))
        return Reply(texts.challenge_text(payload, words), view=view)


async def then_board(
    answers: Answers,
    interaction: discord.Interaction,
    match_id: int,
    act: Callable[[], Awaitable[Reply | str | None]],
) -> Reply | str | None:
    """``act()`` on a match played by answers, then its board publicly; a button made for an
    older position answers with the board as it is now (and says so privately)."""
    # A server's match keeps its posts, also when a button of it is pressed in a DM (a Thwart
    # Omega receipt's Lock in): only a match played by answers answers with its board.
    if not only_answers(interaction):
        return await act()
    before = await answers.service.get_match(match_id)
    if not before.answered:
        return await act()
    words = Words.for_interaction(interaction)
    try:
        reply = await act()
    except StaleRequest as stale:
        return Reply(words.refusal(stale), public=await answers.board_of(match_id, words))
    after = await answers.service.get_match(match_id)
    if after.ply == before.ply and after.status is before.status and after.offer == before.offer:
        # Nothing anyone may see changed (a sealed move recorded, a lock-in that is not the
        # last): the answer stays private, so the channel learns nothing of sealed moves.
        return reply
    board = await answers.board(after, words)
    if reply is None:
        return Reply("", public=board)
    if isinstance(reply, str):
        reply = Reply(reply)
    return Reply(reply.content, reply.picture, reply.text_file, reply.view, public=board)
