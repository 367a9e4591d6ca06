"""The command framework: how a command is declared, what it is given and what it answers, run the same way on
Discord and the console. Features (``bot/commands/``), rendering (``bot/render/``) and the transports
(``bot/discord/``, ``bot/console/``) import it; it imports none of them (``tests/test_import_graph.py``).

- :mod:`bot.framework.registry`: ``@command``, ``@action``, ``Option``, ``Choice``, ``Suggestion``, the registry and
  ``load_commands()`` (which imports every module of ``bot/commands/``, found by path);
- :mod:`bot.framework.reply`: the ``Reply`` a handler returns, and its parts (fields, pages, buttons, selects);
- :mod:`bot.framework.context`: the ``Context`` a handler is given (user, server, language, store, settings);
- :mod:`bot.framework.runner`: running a command or an action with the framework's checks;
- :mod:`bot.framework.state`: ``STATE``, values kept under a random key for a button to refer to.

How to add a command: ``bot/commands/README.md``.
"""

from bot.framework.context import Context
from bot.framework.registry import REGISTRY, Choice, CommandSpec, Option, Suggestion, action, command, load_commands
from bot.framework.reply import (
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
