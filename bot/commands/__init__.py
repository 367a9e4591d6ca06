"""The bot's features: one module per command group, discovered by ``bot.framework.load_commands()`` (a module
whose name starts with ``_`` is a helper). How to add a command: README.md; the framework they are written
against (``@command``, ``Context``, ``Reply``…) is :mod:`bot.framework`, re-exported here for older imports.
"""

from bot.framework import (
    COLOR_ERROR,
    COLOR_INFO,
    COLOR_OK,
    COLOR_WARN,
    REGISTRY,
    Action,
    Attachment,
    Button,
    Choice,
    CommandSpec,
    Context,
    Field,
    Option,
    Page,
    Reply,
    Select,
    SelectOption,
    Suggestion,
    action,
    command,
    error_reply,
    load_commands,
)

__all__ = [
    "COLOR_ERROR", "COLOR_INFO", "COLOR_OK", "COLOR_WARN", "REGISTRY", "Action", "Attachment", "Button", "Choice",
    "CommandSpec", "Context", "Field", "Option", "Page", "Reply", "Select", "SelectOption", "Suggestion", "action",
    "command", "error_reply", "load_commands",
]
