"""What happens when a button is pressed: ``DynamicItem`` classes matching the ``custom_id``
formats of ``bot/cogs/common/components.py``, which builds the buttons.

``DynamicItem`` (discord.py 2.4+) matches a pressed button's ``custom_id`` against a template
and rebuilds the item from it, so no view has to be remembered between restarts. Buttons that
act on a match carry the ply they were made for: pressed after the position changed, the match
service refuses them (``StaleRequest``) instead of applying them to a different position. The
form behind **Submit my move** is answered the same way, by its ``custom_id`` (``SUBMIT_FORM``,
see ``bot/cogs/common/forms.py``), so a move typed before a restart and sent after it is recorded.

discord.py builds these items from a ``custom_id`` and an interaction alone, so what they use
comes from the bot that received the press: ``MatchReach``, the attributes the composition root
sets on it.
"""

from __future__ import annotations

import logging
import re
from string import ascii_lowercase
from typing import Any, Protocol, cast

import discord

import rules
from bot.cogs.common.boards import Boards
from bot.cogs.common.cards import card
from bot.cogs.common.components import (
    Button,
    challenge_item,
    lock_item,
    move_item,
    proposal_item,
    rematch_item,
    show_item,
    submit_item,
)
from bot.cogs.common.components import buttons as button_view
from bot.cogs.common.components import (
    lock_item as lock_button_item,
)
from bot.cogs.common.forms import Form
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.limits import CHOICES
from bot.cogs.common.people import People
from bot.cogs.common.places import only_answers
from bot.cogs.common.replies import Problem, Reply, answer, answer_button, send_private
from bot.cogs.matches import texts
from bot.cogs.matches.anywhere import Answers, then_board
from bot.cogs.matches.sealed import submit_sealed
from bot.cogs.matches.texts import sealed as sealed_texts
from bot.engine.matches.service import MatchService
from bot.engine.model import MatchStatus
from bot.engine.views import MatchView
from rules.geometry import SquareBoard

log = logging.getLogger(__name__)


class MatchReach(Protocol):
    """What match buttons and forms use, from the bot that received them."""

    matches: MatchService
    people: People
    boards: Boards


def reach(interaction: discord.Interaction) -> MatchReach:
    return cast(MatchReach, interaction.client)


def answers_of(bot: MatchReach) -> Answers:
    return Answers(bot.matches, bot.people, bot.boards)


class ChallengeButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:ch:(?P<id>[0-9]{1,18}):(?P<action>accept|decline|cancel)",
):
    def __init__(self, challenge_id: int, action: str) -> None:
        super().__init__(challenge_item(challenge_id, action))
        self.challenge_id = challenge_id
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChallengeButton:
        return cls(int(match["id"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = reach(interaction)
        bot.people.learn(interaction.user)

        async def work() -> Reply | str | None:
            service, user = bot.matches, interaction.user.id
            if self.action == "accept":
                view = await service.accept(self.challenge_id, user)
                words = Words.for_interaction(interaction)
                accepted = words(
                    "button-accepted", challenge=str(self.challenge_id), match=str(view.id)
                )
                if not view.answered:
                    return accepted
                await closed_here(interaction, "challenge-accepted", view.challenge_id, view.id)
                return Reply(accepted, public=await answers_of(bot).board(view, words))
            if self.action == "decline":
                record = await service.decline(self.challenge_id, user)
            else:
                record = await service.cancel(self.challenge_id, user)
            if record.answered:
                await closed_here(interaction, f"challenge-{record.status}", record.id, None)
            return None

        await answer_button(interaction, work)


class MoveButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:mv:(?P<match>[0-9]{1,18}):(?P<ply>[0-9]{1,9}):(?P<word>[a-z]{1,10})",
):
    def __init__(self, match_id: int, ply: int, word: str) -> None:
        super().__init__(move_item(match_id, ply, word))
        self.match_id = match_id
        self.ply = ply
        self.word = word

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MoveButton:
        return cls(int(match["match"]), int(match["ply"]), match["word"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = reach(interaction)
        bot.people.learn(interaction.user)

        async def work() -> str:
            result = await bot.matches.play(
                self.match_id, interaction.user.id, self.word, expected_ply=self.ply
            )
            words = Words.for_interaction(interaction)
            return texts.played_text(result.moves, self.match_id, words)

        await answer_button(
            interaction, lambda: then_board(answers_of(bot), interaction, self.match_id, work)
        )


class ProposalButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:pr:(?P<match>[0-9]{1,18}):(?P<ply>[0-9]{1,9}):(?P<answer>accept|decline)",
):
    def __init__(self, match_id: int, ply: int, answer: str) -> None:
        super().__init__(proposal_item(match_id, ply, answer))
        self.match_id = match_id
        self.ply = ply
        self.accept = answer == "accept"

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ProposalButton:
        return cls(int(match["match"]), int(match["ply"]), match["answer"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = reach(interaction)

        async def work() -> str:
            await bot.matches.answer_proposal(
                self.match_id, interaction.user.id, self.accept, expected_ply=self.ply
            )
            words = Words.for_interaction(interaction)
            if self.accept:
                return words("button-proposal-accepted")
            return words("button-proposal-declined")

        await answer_button(
            interaction, lambda: then_board(answers_of(bot), interaction, self.match_id, work)
        )


class LockButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:lk:(?P<match>[0-9]{1,18}):(?P<ply>[0-9]{1,9})",
):
    def __init__(self, match_id: int, ply: int) -> None:
        super().__init__(lock_item(match_id, ply))
        self.match_id = match_id
        self.ply = ply

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LockButton:
        return cls(int(match["match"]), int(match["ply"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = reach(interaction)

        async def work() -> Reply | None:
            result = await bot.matches.lock_in(
                self.match_id,
                interaction.user.id,
                expected_ply=self.ply,
                shown=True,
                at=interaction.created_at,
            )
            words = Words.for_interaction(interaction)
            locked = words(
                "button-locked",
                match=str(self.match_id),
                move=result.moves[0],
                round=str(result.round or "none"),
            )
            return Reply(
                locked + sealed_texts.commitment_line(result.commitment, result.salt, words)
            )

        await answer_button(
            interaction, lambda: then_board(answers_of(bot), interaction, self.match_id, work)
        )


class RematchButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:rm:(?P<match>[0-9]{1,18})",
):
    """On a finished match's result: a challenge to the other player, colours swapped."""

    def __init__(self, match_id: int) -> None:
        super().__init__(rematch_item(match_id))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["match"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = reach(interaction)
        bot.people.learn(interaction.user)

        async def work() -> Reply | str:
            record = await bot.matches.rematch(self.match_id, interaction.user.id)
            words = Words.for_interaction(interaction)
            if record.answered:
                if isinstance(record, MatchView):
                    started = words("anywhere-computer-started", match=str(record.id))
                    return Reply(started, public=await answers_of(bot).board(record, words))
                asked = words("button-rematch-asked", match=str(self.match_id))
                return Reply(asked, public=Answers.challenge(record, words))
            if isinstance(record, MatchView):  # against the computer: the match itself
                return words(
                    "button-rematch-computer", match=str(self.match_id), started=str(record.id)
                )
            return words(
                "button-rematch-waits",
                match=str(self.match_id),
                challenge=str(record.id),
                opponent=f"<@{record.opponent_id}>",
            )

        await answer_button(interaction, work)


class SubmitButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:sb:(?P<match>[0-9]{1,18}):(?P<ply>[0-9]{1,9})",
):
    """**Submit my move** under a Thwart Omega round's public post: the form (``SubmitModal``)
    for the two players, with the semantics of a DM submission (RULES.md §3)."""

    def __init__(self, match_id: int, ply: int) -> None:
        super().__init__(submit_item(match_id, ply))
        self.match_id = match_id
        self.ply = ply

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SubmitButton:
        return cls(int(match["match"]), int(match["ply"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        # The answer to the press must be the form itself, so the checks come first (one read).
        bot = reach(interaction)
        view = await bot.matches.get_match(self.match_id)
        words = Words.for_interaction(interaction)
        if interaction.user.id not in view.players:
            problem = words("button-only-players", match=str(view.id))
        elif view.status is not MatchStatus.ACTIVE or view.ply != self.ply:
            problem = words("button-round-over", match=str(view.id))
            if view.round:
                problem = f"{problem} {words('button-use-newest')}"
        else:
            # The player's own recorded move, shown only to them in the form they opened.
            mine = await bot.matches.my_submission(view.id, interaction.user.id)
            modal = SubmitModal(
                view.id,
                view.ply,
                view.round,
                words,
                board=rules.get_game(view.game_id).geometry(view.state),
                current=None if mine is None else mine.move,
            )
            await interaction.response.send_modal(modal)
            return
        await interaction.response.send_message(
            problem, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )
        if view.answered and only_answers(interaction):  # an older round's button: the board now
            await send_private(
                interaction, Reply("", public=await answers_of(bot).board(view, words))
            )


class ShowButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:sh:(?P<match>[0-9]{1,18})",
):
    """**Show the board** under a match played by answers (``anywhere``): the match as it is
    now, for everyone in the channel: the computer's move, a round revealed when its time ran
    out, or simply the newest board again."""

    def __init__(self, match_id: int) -> None:
        super().__init__(show_item(match_id, "Show the board"))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ShowButton:
        return cls(int(match["match"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = reach(interaction)

        async def work() -> Reply:
            words = Words.for_interaction(interaction)
            view = await bot.matches.get_match(self.match_id)
            board = await answers_of(bot).board(view, words)
            # Only a match played by answers shows itself to everyone; any other, to the presser.
            return Reply("", public=board) if view.answered else board

        await answer_button(interaction, work)


async def closed_here(
    interaction: discord.Interaction, kind: str, challenge_id: int | None, match_id: int | None
) -> None:
    """The challenge message the button is on, answered: its text says so, its buttons go (the
    press's own answer, so it needs no post)."""
    if challenge_id is None:
        return
    record = await reach(interaction).matches.get_challenge(challenge_id)
    payload = {
        "challenge_id": record.id,
        "game_id": record.game_id,
        "by": interaction.user.id,
        "match_id": match_id,
    }
    try:
        text = texts.challenge_closed_text(kind, payload, Words.for_interaction(interaction))
        await interaction.edit_original_response(
            content=None, view=card(text), allowed_mentions=discord.AllowedMentions.none()
        )
    except discord.HTTPException as error:
        log.info("challenge #%s not marked answered: %r", challenge_id, error)


class SubmitModal(discord.ui.Modal):
    """Your stones for this round, and a checkbox to lock them in; answered only to you, by
    ``submit_form`` (``bot/cogs/common/forms.py``): this class only builds the form, in the
    presser's language.

    On a board whose columns and rows fit a select (25 options), each stone is two selects, its
    column and its row (four labels and the checkbox: a modal's five), built from the match's
    board and showing the player's recorded move (``current``, ``b c3 w e5``) if there is one;
    else, or without the board, the stones are typed (``b c3 w e5``)."""

    def __init__(
        self,
        match_id: int,
        ply: int,
        round_no: int | None,
        words: Words = ENGLISH_WORDS,
        *,
        board: object = None,
        current: str | None = None,
    ) -> None:
        super().__init__(
            title=words("submit-form-title", match=match_id, round=round_no or 0),
            timeout=3600,
            custom_id=submit_form_id(match_id, ply),
        )
        self.match_id = match_id
        self.ply = ply
        lines = board_lines(board)
        if lines is None:
            self.add_item(
                discord.ui.Label(
                    text=words("submit-form-stones"),
                    component=discord.ui.TextInput(
                        custom_id="move", placeholder="b c3 w e5", max_length=60
                    ),
                )
            )
        else:
            chosen = stones_of(current)
            columns, rows = lines
            for colour in ("b", "w"):
                cell = chosen.get(colour, "")
                for part, values in (("column", columns), ("row", rows)):
                    picked = cell[:1] if part == "column" else cell[1:]
                    self.add_item(
                        discord.ui.Label(
                            text=words("submit-form-pick", part=f"{_COLOUR[colour]}-{part}"),
                            component=discord.ui.Select(
                                custom_id=f"{colour}-{part}",
                                options=[
                                    discord.SelectOption(
                                        label=value, value=value, default=value == picked
                                    )
                                    for value in values
                                ],
                                required=True,
                            ),
                        )
                    )
        self.add_item(
            discord.ui.Label(
                text=words("submit-form-lock"),
                description=words("submit-form-lock-note"),
                component=discord.ui.Checkbox(custom_id="lock"),
            )
        )


_COLOUR = {"b": "black", "w": "white"}


def board_lines(board: object) -> tuple[list[str], list[str]] | None:
    """The columns (``a``, ``b``, ...) and rows (``1``, ``2``, ...) of a square board, if each
    fits one select (``CHOICES``); ``None`` for any other board (its stones are typed)."""
    if not isinstance(board, SquareBoard):
        return None
    if max(board.files, board.ranks) > CHOICES:
        return None
    return list(ascii_lowercase[: board.files]), [str(rank) for rank in range(1, board.ranks + 1)]


def stones_of(move: str | None) -> dict[str, str]:
    """A recorded submission in its canonical spelling (``b c3 w e5``, RULES.md §3) as
    ``{"b": "c3", "w": "e5"}``; empty for none."""
    parts = (move or "").split()
    return dict(zip(parts[::2], parts[1::2], strict=False))


def move_of(values: dict[str, str]) -> str | None:
    """The submission a form's four selects make (``b c3 w e5``); ``None`` if the form had no
    selects (a typed form)."""
    picked = [values.get(f"{colour}-{part}", "") for colour in "bw" for part in ("column", "row")]
    if not all(picked):
        return None
    return f"b {picked[0]}{picked[1]} w {picked[2]}{picked[3]}"


def submit_form_id(match_id: int, ply: int) -> str:
    return f"arena:sm:{match_id}:{ply}"


async def submit_form(
    interaction: discord.Interaction, found: re.Match[str], values: dict[str, str]
) -> None:
    """A ``SubmitModal`` sent, to this process or to one started since it was opened."""
    bot = reach(interaction)
    match_id, ply = int(found["match"]), int(found["ply"])
    # The checkbox sends "true"; a form opened before it existed had "type lock" instead. The
    # stones come from the four selects, or typed (a form opened before the selects existed).
    lock = values.get("lock", "").strip().lower() in {"true", "lock", "yes", "y", "locked"}

    async def work() -> Reply:
        view = await bot.matches.get_match(match_id)
        words = Words.for_interaction(interaction)
        if view.ply != ply:
            raise Problem(words("button-round-over-nothing", match=str(view.id)))
        receipt = await submit_sealed(
            bot.matches,
            view,
            interaction.user.id,
            move_of(values) or values.get("move", ""),
            lock=lock,
            at=interaction.created_at,
            words=words,
        )
        if view.answered and not lock:  # no DM receipt with its Lock in button: it comes here
            return Reply(
                receipt.content, view=button_view(lock_button_item(view.id, view.ply, words))
            )
        return receipt

    await answer(interaction, lambda: then_board(answers_of(bot), interaction, match_id, work))


SUBMIT_FORM = Form(r"arena:sm:(?P<match>[0-9]{1,18}):(?P<ply>[0-9]{1,9})", submit_form)


MATCH_BUTTONS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ChallengeButton,
    MoveButton,
    ProposalButton,
    LockButton,
    RematchButton,
    SubmitButton,
    ShowButton,
)


__all__ = [
    "MATCH_BUTTONS",
    "SUBMIT_FORM",
    "ChallengeButton",
    "LockButton",
    "MoveButton",
    "ProposalButton",
    "RematchButton",
    "ShowButton",
    "SubmitButton",
    "SubmitModal",
    "submit_form_id",
]
