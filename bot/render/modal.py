"""The words of the modal a reply's free action opens (title, label, example), kept between render and click.

The "Type…" button's custom_id carries the action itself (so the typed answer still reaches it after a restart)
and the short state key of these words; were they gone (expired, restarted), the modal says a generic
"Your answer" in the user's language rather than failing.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.errors import UserError
from bot.framework.reply import Reply
from bot.framework.state import STATE
from bot.i18n import t
from bot.render import limits


@dataclass(frozen=True)
class ModalTexts:
    """What the modal shows: ``title`` (≤ 45), the text input's ``label`` (≤ 45) and ``placeholder`` (≤ 100)."""

    title: str
    label: str
    placeholder: str | None = None
    max_length: int = 200


def texts_of(reply: Reply, lang: str) -> ModalTexts:
    """The modal's words for ``reply``'s free action, cut to Discord's limits."""
    title = limits.cut(reply.title or t("bot.free.title", lang), limits.MODAL_TITLE)
    label = limits.cut(reply.free_prompt or t("bot.free.label", lang), limits.MODAL_LABEL)
    placeholder = limits.cut(reply.free_placeholder, limits.MODAL_PLACEHOLDER) or None
    return ModalTexts(title, label, placeholder, max(1, min(reply.free_max_length, limits.TEXT_INPUT_MAX)))


def park(texts: ModalTexts) -> str:
    """Keep ``texts`` for the click (a process-local key, ``[0-9A-Za-z_-]+``)."""
    return STATE.park(texts)


def unpark(key: str, lang: str) -> ModalTexts:
    """The words parked under ``key``; generic ones in ``lang`` when they are gone."""
    if key:
        try:
            found = STATE.unpark(key)
            if isinstance(found, ModalTexts):
                return found
        except UserError:
            pass
    return ModalTexts(t("bot.free.title", lang), t("bot.free.label", lang))

