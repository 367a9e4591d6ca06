"""The framework's role and user option types (Discord option types 8 and 6): registry rules and console parsing.

Handlers get a plain int id from every transport; the Discord side (resolved data → id) is tested with the real
commands in ``test_settings_commands.py`` and ``test_log_discord.py``.
"""

from __future__ import annotations

import pytest

from bot.console.parse import convert, mention_id
from bot.errors import UserError
from bot.framework.registry import CommandSpec, Option, Registry, Role, User


async def _noop(ctx, **options):  # pragma: no cover - never run
    raise AssertionError


@pytest.mark.parametrize("text,expected", [("<@&123>", 123), ("123", 123), (" <@&9> ", 9)])
def test_console_reads_a_role_mention_or_a_bare_id(text: str, expected: int) -> None:
    assert mention_id(Role, text) == expected


@pytest.mark.parametrize("text,expected", [("<@123>", 123), ("<@!123>", 123), ("123", 123)])
def test_console_reads_a_user_mention_nickname_mention_or_a_bare_id(text: str, expected: int) -> None:
    assert mention_id(User, text) == expected


@pytest.mark.parametrize("kind,text,code", [
    (Role, "<@123>", "settings_bad_role"), (Role, "Directors", "settings_bad_role"), (Role, "0", "settings_bad_role"),
    (Role, "<@&>", "settings_bad_role"), (User, "<@&123>", "log_bad_user"), (User, "anna", "log_bad_user"),
    (User, "<@!>", "log_bad_user"), (User, "-5", "log_bad_user"),
])
def test_console_refuses_what_is_not_that_kind_of_mention(kind: type, text: str, code: str) -> None:
    with pytest.raises(UserError) as excinfo:
        mention_id(kind, text)
    assert excinfo.value.code == code and excinfo.value.params["value"] == text


def test_convert_hands_the_handler_a_plain_int() -> None:
    spec = CommandSpec(("x",), _noop, (Option("who", User), Option("role", Role)))
    assert type(convert(spec, spec.options[0], "<@!5>")) is int and convert(spec, spec.options[1], "<@&6>") == 6


def test_a_role_or_user_option_takes_no_choices_or_autocomplete() -> None:
    from bot.framework.registry import Choice

    async def complete(ctx, current):  # pragma: no cover - never run
        return []

    with pytest.raises(ValueError):
        Registry().add_command(CommandSpec(("x",), _noop, (Option("role", Role, choices=(Choice(1, "k"),)),)))
    with pytest.raises(ValueError):
        Registry().add_command(CommandSpec(("y",), _noop, (Option("who", User, autocomplete=complete),)))
