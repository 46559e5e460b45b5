"""What every handler of a match's notifications shares (``MatchPosting``): the Discord side's
parts, the words of a match's posts, posting to its thread or channel, and taking the buttons
off a superseded message."""

from __future__ import annotations

from bot.cogs.common.boards import Boards
from bot.cogs.common.language import Words
from bot.cogs.common.pages import PageLinks
from bot.cogs.common.posting.delivery import DiscordDelivery, Outgoing, context, learn
from bot.engine.matches.posts import ButtonMessage, MatchPost, Where
from bot.engine.model import OutboxItem
from bot.engine.views import MatchView


class MatchPosting:
    """The parts a match's handlers post with, and their shared steps."""

    def __init__(
        self, delivery: DiscordDelivery, boards: Boards, pages: PageLinks | None = None
    ) -> None:
        self.delivery = delivery
        self.pages = pages  # the web pages' links (None: no web server)
        self.client = delivery.client
        self.people = delivery.people
        self.boards = boards

    async def _nothing(self, item: OutboxItem) -> None:
        return None

    def _words(self, guild_id: int | None, language: str | None) -> Words:
        """The words of the match's posts: the server's language (its ``/settings`` choice,
        else Discord's preferred locale). Direct messages a server match causes speak it too:
        a DM carries no locale, and the player's last interaction is not known here."""
        guild = None if guild_id is None else self.client.get_guild(guild_id)
        return Words.for_guild(guild, language)

    def _match_words(self, post: MatchPost) -> Words:
        return self._words(post.view.guild_id, post.language)

    async def post(
        self, target_id: int, out: Outgoing, view: MatchView | None = None
    ) -> int | None:
        return await self.delivery.post(target_id, out, view)

    async def _post_public(self, item: OutboxItem, out: Outgoing) -> None:
        view = context(item, MatchPost).view
        target = view.thread_id if view.thread_id is not None else view.channel_id
        await self.post(target, out, view)

    async def _supersede(
        self, match_id: int, owner: int, previous: Where | None, where: Where | None
    ) -> None:
        """The match's newest message with buttons for ``owner`` (0: public) is ``where``: the
        buttons come off the one before it (one edit per superseded message), and the new one
        is recorded with the row's mark."""
        if previous is not None and previous != where:
            await self.delivery.unbutton(*previous)
        learn(ButtonMessage(match_id, owner, where))
