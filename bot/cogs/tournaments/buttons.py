"""Tournament buttons that keep working after a restart (their state lives in the ``custom_id``,
like ``bot/cogs/matches/buttons.py``).

    arena:tj:<tournament>:join|leave|checkin     sign-up and check-in
    arena:tc:<tournament>:<pairing>:<step>       open the private chooser (agree or ban)
    arena:tg:<tournament>:<pairing>:<step>:<game> pick or ban that game (in the private chooser)

A choice button carries the step it was made for; pressed after the procedure moved on, the
service refuses it (``StaleRequest``). The chooser is an ephemeral message: only the player who
pressed **Choose** sees it, so a pick stays private until both players have picked.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, cast

import discord

import rules
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.people import People
from bot.cogs.common.replies import Problem, Reply, answer_button

if TYPE_CHECKING:
    from bot.engine.tournaments.service import TournamentService

Button = discord.ui.Button[discord.ui.View]


class TournamentReach(Protocol):
    """What the buttons use, from the bot that received the press (discord.py rebuilds a
    button from its ``custom_id`` alone; the composition root sets these)."""

    tournaments: TournamentService
    people: People


def reach(interaction: discord.Interaction) -> TournamentReach:
    return cast(TournamentReach, interaction.client)


class SignUpButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:tj:(?P<id>[0-9]{1,18}):(?P<action>join|leave|checkin)",
):
    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "checkin": discord.ButtonStyle.primary,
    }

    def __init__(self, tournament_id: int, action: str, words: Words = ENGLISH_WORDS) -> None:
        super().__init__(
            discord.ui.Button(
                label=words("tourn-button", action=action),
                style=self.STYLES[action],
                custom_id=f"arena:tj:{tournament_id}:{action}",
            )
        )
        self.tournament_id = tournament_id
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SignUpButton:
        return cls(int(match["id"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        reach(interaction).people.learn(interaction.user)
        service = reach(interaction).tournaments
        user = interaction.user
        words = Words.for_interaction(interaction)

        async def work() -> str:
            if self.action == "join":
                view = await service.join(self.tournament_id, user.id, user.display_name)
                checked = ""
                if view.phase.value == "checkin":
                    checked = " " + words("tourn-joined-checked-in")
                place = view.waitlist_place(user.id)
                if place is not None:
                    full = words(
                        "tourn-joined-waitlist",
                        name=view.name,
                        seats=len(view.seated),
                        place=str(place),
                    )
                    return full + checked
                joined = words("tourn-joined", name=view.name, count=len(view.entries))
                return joined + checked
            if self.action == "checkin":
                view = await service.check_in(self.tournament_id, user.id)
                place = view.waitlist_place(user.id)
                if place is not None:
                    return words("tourn-checked-in-waitlist", name=view.name, place=str(place))
                return words("tourn-checked-in", name=view.name)
            view = await service.leave(self.tournament_id, user.id)
            return words("tourn-left-answer", name=view.name)

        await answer_button(interaction, work)


class ChooseButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:tc:(?P<id>[0-9]{1,18}):(?P<key>[A-Z0-9.]{1,12}):(?P<step>[0-9]{1,6})",
):
    def __init__(
        self, tournament_id: int, key: str, step: int, words: Words = ENGLISH_WORDS
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=words("tourn-button", action="choose"),
                style=discord.ButtonStyle.primary,
                emoji="🎲",
                custom_id=f"arena:tc:{tournament_id}:{key}:{step}",
            )
        )
        self.tournament_id = tournament_id
        self.key = key
        self.step = step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChooseButton:
        return cls(int(match["id"]), match["key"], int(match["step"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        service = reach(interaction).tournaments
        words = Words.for_interaction(interaction)

        async def work() -> Reply:
            ask = await service.choice_of(self.tournament_id, self.key, interaction.user.id)
            if ask.step != self.step:
                raise Problem(words("tourn-choice-over"))
            choice = ask.choice
            if ask.action == "pick":
                text = words("tourn-pick-ask")
                if ask.game:
                    text += " " + words("tourn-picked-so-far", game=rules.get_game(ask.game).title)
                games = choice.pool
            else:
                banner, left = choice.turn()
                if banner != ask.side:
                    raise Problem(words("tourn-not-your-ban"))
                text = words("tourn-ban-ask", count=left)
                games = choice.remaining
            buttons = [GameButton(self.tournament_id, self.key, ask.step, g) for g in games[:25]]
            return Reply(text, view=_view(*buttons))

        await answer_button(interaction, work)


class GameButton(
    discord.ui.DynamicItem[Button],
    template=(
        r"arena:tg:(?P<id>[0-9]{1,18}):(?P<key>[A-Z0-9.]{1,12}):(?P<step>[0-9]{1,6}):"
        r"(?P<game>[a-z-]{1,20})"
    ),
):
    def __init__(self, tournament_id: int, key: str, step: int, game: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=rules.get_game(game).title,
                style=discord.ButtonStyle.secondary,
                custom_id=f"arena:tg:{tournament_id}:{key}:{step}:{game}",
            )
        )
        self.tournament_id = tournament_id
        self.key = key
        self.step = step
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> GameButton:
        return cls(int(match["id"]), match["key"], int(match["step"]), match["game"])

    async def callback(self, interaction: discord.Interaction) -> None:
        service = reach(interaction).tournaments
        words = Words.for_interaction(interaction)

        async def work() -> str:
            done = await service.choose(
                self.tournament_id, self.key, self.step, interaction.user.id, self.game
            )
            title = rules.get_game(done.game).title
            if done.action == "pick":
                waiting = "yes" if done.choice.phase == "pick" else "no"
                return words("tourn-picked", game=title, waiting=waiting)
            return words("tourn-banned", game=title)

        await answer_button(interaction, work)


TOURNAMENT_BUTTONS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    SignUpButton,
    ChooseButton,
    GameButton,
)


def _view(*items: discord.ui.Item[Any]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def sign_up_buttons(tournament_id: int, words: Words = ENGLISH_WORDS) -> discord.ui.View:
    return _view(
        SignUpButton(tournament_id, "join", words), SignUpButton(tournament_id, "leave", words)
    )


def check_in_buttons(tournament_id: int, words: Words = ENGLISH_WORDS) -> discord.ui.View:
    return _view(
        SignUpButton(tournament_id, "checkin", words), SignUpButton(tournament_id, "join", words)
    )


def choose_button(
    tournament_id: int, key: str, step: int, words: Words = ENGLISH_WORDS
) -> discord.ui.View:
    return _view(ChooseButton(tournament_id, key, step, words))
