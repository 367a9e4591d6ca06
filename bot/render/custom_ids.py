"""Actions ↔ component ``custom_id``s: how a click finds its handler again, statelessly, even after a restart.

Button: ``sb:<owner>:<index>:<action>``; select: ``ss:<owner>:<index>`` with each option's value ``<action>``;
the "Type…" button of a reply's free action: ``st:<owner>:<texts>:<action>`` (``texts``: the state key of the
modal's title, label and placeholder, or empty); the modal it opens: ``sm:<owner>:<action>``, whose one text
input is ``answer`` (the typed text becomes the action's last argument).
``<action>`` is ``name`` or ``name:arg|arg`` with ``%``, ``:`` and ``|`` escaped in args. ``owner`` is the user
id allowed to click (0 = anyone). An action too long for Discord's 100 characters is parked in this process
(``STATE.park``, bound to its owner) and travels as ``@key``. State an action needs (a wizard, a draft) is in the
store under a random key bound to the user and server (``bot.framework.state``): the key in the custom_id is
useless to anyone else.
"""

from __future__ import annotations

import re

from bot.framework.reply import Action
from bot.framework.state import STATE
from bot.render import limits

BUTTON_RE = re.compile(r"sb:(?P<owner>\d+):(?P<index>\d+):(?P<action>.+)", re.DOTALL)
SELECT_RE = re.compile(r"ss:(?P<owner>\d+):(?P<index>\d+)")
TYPE_RE = re.compile(r"st:(?P<owner>\d+):(?P<texts>[0-9A-Za-z_-]*):(?P<action>.+)", re.DOTALL)
MODAL_RE = re.compile(r"sm:(?P<owner>\d+):(?P<action>.+)", re.DOTALL)
MODAL_INPUT = "answer"
PAGER_PREFIX = "sp:"


def _escape(arg: str) -> str:
    return arg.replace("%", "%25").replace(":", "%3A").replace("|", "%7C")


def _unescape(arg: str) -> str:
    return arg.replace("%7C", "|").replace("%3A", ":").replace("%25", "%")


def encode_action(action: Action, room: int = limits.CUSTOM_ID) -> str:
    """The action as a string of at most ``room`` characters."""
    text = action.name + (":" + "|".join(_escape(a) for a in action.args) if action.args else "")
    if len(text) <= room:
        return text
    return "@" + STATE.park(action)


def decode_action(text: str, owner_only: bool = False) -> Action:
    """Inverse of :func:`encode_action` (``UserError("action_expired")`` for a parked action that expired)."""
    if text.startswith("@"):
        return STATE.unpark(text[1:])
    name, _, rest = text.partition(":")
    args = tuple(_unescape(a) for a in rest.split("|")) if rest else ()
    return Action(name, args, owner_only)


def button_id(action: Action, owner: int, index: int) -> str:
    """custom_id of a button that runs ``action`` (``owner`` applies only when the action is owner-only)."""
    prefix = f"sb:{owner if action.owner_only else 0}:{index}:"
    return prefix + encode_action(action, limits.CUSTOM_ID - len(prefix))


def select_id(owner: int, index: int) -> str:
    """custom_id of a select; its options' values carry the actions."""
    return f"ss:{owner}:{index}"


def type_button_id(action: Action, owner: int, texts: str) -> str:
    """custom_id of the "Type…" button of a free action (``texts``: state key of the modal's words)."""
    prefix = f"st:{owner if action.owner_only else 0}:{texts}:"
    return prefix + encode_action(action, limits.CUSTOM_ID - len(prefix))



def modal_id(owner: int, action_text: str) -> str:
    """custom_id of the modal a "Type…" button opens (``action_text`` as the button carried it: it fits, the
    modal's prefix being shorter than the button's)."""
    return f"sm:{owner}:{action_text}"
