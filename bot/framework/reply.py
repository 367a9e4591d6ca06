"""The reply model: what every command returns, whatever transport shows it.

Handlers never build ``discord.Embed`` or print: they return a :class:`Reply` of plain data. ``bot.render`` turns
it into Discord payloads (within Discord's limits, paging when needed) or into console text. Keeping the reply as
data is what lets one handler serve Discord, the console, the tests and the benchmark unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

ButtonStyle = Literal["primary", "secondary", "success", "danger"]

# Colours by meaning, so commands do not scatter hex codes (render may map them differently per transport).
COLOR_INFO = 0x2B6CB0
COLOR_OK = 0x2F855A
COLOR_WARN = 0xC05621
COLOR_ERROR = 0xC53030


@dataclass(frozen=True)
class Action:
    """What a button or select option does when chosen: the registered action ``name`` with string ``args``.

    Actions are stateless: the name and args travel in the component's ``custom_id`` (≤ 100 characters in all),
    so a click still works after a restart. ``owner_only`` restricts the click to the user who got the reply.
    Larger state belongs in :mod:`bot.framework.state` (pass its key as an arg).
    """

    name: str
    args: tuple[str, ...] = ()
    owner_only: bool = False


@dataclass(frozen=True)
class Button:
    """A button that runs ``action``. On the console it becomes one numbered line."""

    label: str
    action: Action
    style: ButtonStyle = "secondary"
    emoji: str | None = None
    disabled: bool = False


@dataclass(frozen=True)
class SelectOption:
    """One option of a :class:`Select`; choosing it runs ``action``."""

    label: str
    action: Action
    description: str | None = None


@dataclass(frozen=True)
class Select:
    """A drop-down (one row on Discord, at most 25 options: render keeps the first 25)."""

    placeholder: str
    options: tuple[SelectOption, ...]


Component = Button | Select


@dataclass(frozen=True)
class Field:
    """An embed field (name ≤ 256, value ≤ 1024 on Discord; render truncates)."""

    name: str
    value: str
    inline: bool = False


@dataclass(frozen=True)
class Page:
    """One page of a paged reply. Empty parts inherit the reply's own title/footer."""

    description: str = ""
    fields: tuple[Field, ...] = ()
    title: str | None = None
    footer: str | None = None


@dataclass(frozen=True)
class Attachment:
    """A file sent with the reply (Discord attachment; the console prints its name and size)."""

    filename: str
    data: bytes


@dataclass
class Reply:
    """A transport-neutral answer.

    - ``title``/``description``/``fields``/``footer``/``color``: one embed. ``content`` is plain text above it.
    - ``pages``: more pages after the first (the first page is the reply's own description and fields). Render
      also splits an over-long description into pages by itself, so handlers need not count characters.
    - ``components``: buttons and selects that run actions.
    - ``ephemeral``: only the invoking user sees it (errors and drafts are ephemeral; lookups are public).
    - ``update``: for actions only: replace the message the component was on instead of sending a new one.
    - ``free_action``: an answer the user may *type* instead of clicking: the typed text (stripped, non-empty) is
      passed to the action as its last argument. Discord shows a "Type…" button (``free_label``) that opens a
      modal with one text input labelled ``free_prompt`` (≤ 45 shown) with ``free_placeholder`` as its example;
      the console runs it for a line that is neither a listed choice number nor a slash command.
    - ``post_channel_id``: post the reply in that channel of the server (the director channel) instead of
      answering in place; the invoker gets a private "posted in #channel". If the post fails (no permission, the
      channel is gone) the reply is answered in place, so nothing is lost.
    - ``mention_role_ids``: the only mentions the message may ping (role mentions in ``content``). Every reply is
      sent with allowed mentions limited to these: no ``@everyone``, no user pings from echoed text.
    """

    title: str | None = None
    description: str = ""
    fields: list[Field] = field(default_factory=list)
    footer: str | None = None
    color: int | None = COLOR_INFO
    content: str | None = None
    pages: list[Page] = field(default_factory=list)
    components: list[Component] = field(default_factory=list)
    ephemeral: bool = False
    update: bool = False
    files: list[Attachment] = field(default_factory=list)
    free_action: Action | None = None
    free_prompt: str | None = None
    free_label: str | None = None  # None: the catalog's "Type…" in the user's language
    free_placeholder: str | None = None
    free_max_length: int = 200
    post_channel_id: int | None = None
    mention_role_ids: tuple[int, ...] = ()

    def all_pages(self) -> list[Page]:
        """The first page (from the reply itself) followed by ``pages``."""
        first = Page(self.description, tuple(self.fields), self.title, self.footer)
        return [first, *self.pages]


def error_reply(text: str) -> Reply:
    """An ephemeral refusal: what every bad input becomes."""
    return Reply(description=text, color=COLOR_ERROR, ephemeral=True)
