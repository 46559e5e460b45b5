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
from bot.cogs.common.people import People
from bot.cogs.common.replies import Problem, Reply, answer_button
from bot.cogs.common.words import count

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
    LABELS: ClassVar[dict[str, str]] = {"join": "Join", "leave": "Leave", "checkin": "Check in"}
    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "checkin": discord.ButtonStyle.primary,
    }

    def __init__(self, tournament_id: int, action: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=self.LABELS[action],
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

        async def work() -> str:
            if self.action == "join":
                view = await service.join(self.tournament_id, user.id, user.display_name)
                checked = " You are checked in too." if view.phase.value == "checkin" else ""
                place = view.waitlist_place(user.id)
                if place is not None:
                    return (
                        f"{view.name} is full ({len(view.seated)} seats): you are on the "
                        f"waitlist, place {place}. When a seat comes free it is yours, and the "
                        f"bot tells you here.{checked}"
                    )
                joined = count(len(view.entries), "player")
                return f"You joined {view.name} ({joined} so far).{checked}"
            if self.action == "checkin":
                view = await service.check_in(self.tournament_id, user.id)
                place = view.waitlist_place(user.id)
                if place is not None:
                    return (
                        f"You are checked in on the waitlist of {view.name}, place {place}: a "
                        "seat not checked in by the start goes to the waitlist in order."
                    )
                return f"You are checked in for {view.name}. Good luck!"
            view = await service.leave(self.tournament_id, user.id)
            return f"You left {view.name}."

        await answer_button(interaction, work)


class ChooseButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:tc:(?P<id>[0-9]{1,18}):(?P<key>[A-Z0-9.]{1,12}):(?P<step>[0-9]{1,6})",
):
    def __init__(self, tournament_id: int, key: str, step: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Choose",
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

        async def work() -> Reply:
            ask = await service.choice_of(self.tournament_id, self.key, interaction.user.id)
            if ask.step != self.step:
                raise Problem("That choice is over; use the latest message.")
            choice = ask.choice
            if ask.action == "pick":
                mine = f" You picked {rules.get_game(ask.game).title} so far." if ask.game else ""
                text = f"Pick the game you want to play (only you see this).{mine}"
                games = choice.pool
            else:
                banner, left = choice.turn()
                if banner != ask.side:
                    raise Problem("It is your opponent's turn to ban.")
                count = "1 more game" if left == 1 else f"{left} more games"
                text = f"Ban {count}; one press bans one game."
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

        async def work() -> str:
            done = await service.choose(
                self.tournament_id, self.key, self.step, interaction.user.id, self.game
            )
            title = rules.get_game(done.game).title
            if done.action == "pick":
                if done.choice.phase == "pick":
                    return f"You picked {title}; waiting for your opponent's pick."
                return f"You picked {title}."
            return f"You banned {title}."

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


def sign_up_buttons(tournament_id: int) -> discord.ui.View:
    return _view(SignUpButton(tournament_id, "join"), SignUpButton(tournament_id, "leave"))


def check_in_buttons(tournament_id: int) -> discord.ui.View:
    return _view(SignUpButton(tournament_id, "checkin"), SignUpButton(tournament_id, "join"))


def choose_button(tournament_id: int, key: str, step: int) -> discord.ui.View:
    return _view(ChooseButton(tournament_id, key, step))
