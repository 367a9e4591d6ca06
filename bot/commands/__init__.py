"""The command layer, written once and served over Discord and the console. How to add a command: README.md.

Public API (import from here): :func:`command`, :func:`action`, :class:`Option`, :class:`Choice`,
:class:`Suggestion`, :class:`Context`, :class:`Reply` and its parts, :func:`load_commands`.
"""

from bot.commands.context import Context
from bot.commands.registry import REGISTRY, Choice, CommandSpec, Option, Suggestion, action, command, load_commands
from bot.commands.reply import (
    COLOR_ERROR,
    COLOR_INFO,
    COLOR_OK,
    COLOR_WARN,
    Action,
    Attachment,
    Button,
    Field,
    Page,
    Reply,
    Select,
    SelectOption,
    error_reply,
)

__all__ = [
    "COLOR_ERROR", "COLOR_INFO", "COLOR_OK", "COLOR_WARN", "REGISTRY", "Action", "Attachment", "Button", "Choice",
    "CommandSpec", "Context", "Field", "Option", "Page", "Reply", "Select", "SelectOption", "Suggestion", "action",
    "command", "error_reply", "load_commands",
]
