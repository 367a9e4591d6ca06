"""The console's parser: a line typed as in Discord (``/score 4S vul:none declarer:S``) → the command it names and
its options, each converted and checked as Discord would check it (type, choices, bounds, mentions).

Apart from the loop (``bot.console``) because it is pure: no store, no context, no output — a registry and words
in, a command and values out, or a typed error whose code the error renderer words in the user's language.
"""

from __future__ import annotations

import re
from typing import Any

from bot.errors import UserError
from bot.framework.registry import MENTION_TYPES, CommandSpec, Option, Registry, Role
from bot.i18n import LANGS, has, quoted, t

TRUE_WORDS = frozenset({"true", "yes", "1", "on", "да", "y"})
FALSE_WORDS = frozenset({"false", "no", "0", "off", "нет", "n"})


def names(key: str, english: str) -> set[str]:
    """Every spelling a user may type for a command/option: the English name and its localizations."""
    return {english.casefold(), *(t(key, lang).casefold() for lang in LANGS if has(key, lang))}


def find_command(registry: Registry, words: list[str]) -> tuple[CommandSpec, list[str]]:
    """The command named by the first one or two words (English or Russian names), and the words left.

    A group named alone (``/ruling``) or with a subcommand it lacks is answered with the list of its subcommands.
    """
    if not words:
        raise UserError("console_unknown_command", command="")
    first = words[0].lstrip("/").casefold()
    group: str | None = None
    for path, spec in registry.commands.items():
        if first in names(f"cmd.{path[0]}.name", path[0]):
            if len(path) == 1:
                return spec, words[1:]
            group = path[0]
            if len(words) > 1 and words[1].casefold() in names(spec.key + ".name", path[1]):
                return spec, words[2:]
    if group is not None:
        subcommands = [path[1] for path in registry.commands if len(path) == 2 and path[0] == group]
        if len(words) > 1:
            raise UserError("console_unknown_subcommand", command=group, sub=words[1], subcommands=subcommands)
        raise UserError("console_group", command=group, subcommands=subcommands)
    raise UserError("console_unknown_command", command=" ".join(words[:2]).lstrip("/"))


def convert(spec: CommandSpec, option: Option, value: str, lang: str = "en") -> Any:
    """A typed option value, checked as Discord would check it (type, choices, min/max, length).

    Errors name the command and option by code; the error renderer shows them in the user's language.
    """
    where = {"option": option.name, "command": spec.qualified_name}
    if option.type in MENTION_TYPES:
        return mention_id(option.type, value)
    try:
        if option.type is bool:
            low = value.casefold()
            if low not in TRUE_WORDS | FALSE_WORDS:
                raise ValueError(value)
            result: Any = low in TRUE_WORDS
        else:
            result = option.type(value)
    except ValueError:
        kind = t(f"console.kind.{option.type.__name__}", lang)
        raise UserError("console_bad_value", value=value, kind=kind, **where) from None
    if option.choices:
        for choice in option.choices:
            spellings = {str(choice.value).casefold(), *(t(choice.key, code).casefold() for code in LANGS)}
            if str(result).casefold() in spellings:
                return choice.value
        alias = choice_alias(option, str(result))
        if alias is not None:
            return alias
        allowed = ", ".join(quoted(t(c.key, lang), lang) for c in option.choices)
        raise UserError("console_bad_choice", value=value, allowed=allowed, **where)
    check_bounds(option, result, value, where)
    return result


def choice_alias(option: Option, value: str) -> str | None:
    """The shorthands the wizard accepts, for a choice of seats (``Ю``, ``юг``, ``s``) or of vulnerability
    (``обе``, ``все``, ``-``): the engine's own readers decide, so every command reads them alike."""
    from engine.board import VULNERABILITIES, parse_vul
    from engine.errors import EngineError
    from engine.seats import parse_seat

    values = {str(c.value) for c in option.choices}
    try:
        if values <= {"N", "E", "S", "W"}:
            seat = parse_seat(value).value
            return seat if seat in values else None
        if values <= set(VULNERABILITIES):
            vul = parse_vul(value)
            return vul if vul in values else None
    except EngineError:
        return None
    return None


# Option names read as another option of the same command when the command has no option of that name.
OPTION_ALIASES = {"by": "declarer", "кто": "declarer"}


ROLE_MENTION = re.compile(r"<@&(\d+)>|(\d+)")
USER_MENTION = re.compile(r"<@!?(\d+)>|(\d+)")


def mention_id(kind: type, value: str) -> int:
    """A role (``<@&123>``) or user (``<@123>``, ``<@!123>``) mention, or a bare id, as the int id Discord would
    resolve; anything else (a name, the other kind's mention, 0) is a worded error."""
    pattern, code = (ROLE_MENTION, "settings_bad_role") if kind is Role else (USER_MENTION, "log_bad_user")
    found = pattern.fullmatch(value.strip())
    digits = found and (found.group(1) or found.group(2))
    if not digits or int(digits) <= 0:
        raise UserError(code, value=value)
    return int(digits)


def check_bounds(option: Option, result: Any, value: str, where: dict[str, str]) -> None:
    """Numbers within ``min_value``/``max_value``, text within ``min_length``/``max_length``: each says which."""
    low, high = option.min_value, option.max_value
    if (low is not None and result < low) or (high is not None and result > high):
        if low is not None and high is not None:
            raise UserError("option_out_of_range", value=value, low=low, high=high, **where)
        if low is not None:
            raise UserError("option_too_small", value=value, low=low, **where)
        raise UserError("option_too_big", value=value, high=high, **where)
    if option.max_length is not None and len(str(result)) > option.max_length:
        raise UserError("option_too_long", length=len(str(result)), limit=option.max_length, **where)
    if option.min_length is not None and len(str(result)) < option.min_length:
        raise UserError("option_too_short", limit=option.min_length, **where)


def _is_option_word(name: str, value: str) -> bool:
    """Whether ``name:value`` reads as an option (``extra:1``) rather than text holding a colon.

    A ref's ``DEF:``/``опр:`` prefix, a time (``12:30``), a URL (``https://``) and a word ending a phrase with a
    colon (``ход:``) are text.
    """
    from lawbase.refs import DEF_WORDS

    return bool(value) and bool(OPTION_WORD.fullmatch(name)) and not value.startswith("/") \
        and name.casefold() not in DEF_WORDS


OPTION_WORD = re.compile(r"[^\W\d_][\w-]{0,31}")


def parse_options(spec: CommandSpec, words: list[str], lang: str = "en") -> dict[str, Any]:
    """``name:value`` words to their options; unnamed words, joined, to the first option not named.

    An option given twice, or a ``name:value`` whose name is no option of the command, is an error (Discord could
    not send either), rather than silently kept or read as part of a value.
    """
    by_name = {n: o for o in spec.options for n in names(f"{spec.key}.opt.{o.name}.name", o.name)}
    for alias, target in OPTION_ALIASES.items():
        if alias not in by_name and target in {o.name for o in spec.options}:
            by_name[alias] = next(o for o in spec.options if o.name == target)
    given: dict[str, str] = {}
    loose: list[str] = []
    for word in words:
        name, sep, value = word.partition(":")
        option = by_name.get(name.casefold()) if sep else None
        if option is None:
            if sep and _is_option_word(name, value):
                raise UserError("unknown_option", option=name, command=spec.qualified_name)
            loose.append(word)
        elif option.name in given:
            raise UserError("repeated_option", option=option.name, command=spec.qualified_name)
        else:
            given[option.name] = value
    if loose:
        free = [o for o in spec.options if o.name not in given]
        if not free:
            raise UserError("unknown_option", option=loose[0], command=spec.qualified_name)
        given[free[0].name] = " ".join(loose)
    options = {o.name: o for o in spec.options}
    return {name: convert(spec, options[name], value, lang) for name, value in given.items()}


def single_text_command(registry: Registry, line: str) -> tuple[CommandSpec, str] | None:
    """For a command whose one option is free text (``/ask``, ``/search``, ``/law``): the command and the rest of
    the line as typed, apostrophes and quotes included (``/ask East's lead``, ``/search it's a revoke``), which
    shlex would refuse as an unclosed quote. ``text:"…"`` / ``"…"`` around the whole value are still unwrapped as
    before; a value that starts with a double quote it never closes is left to the usual reading (and its
    message). ``None`` for any other line: every other command is read word by word."""
    heads = line.split(None, 2)
    try:
        spec, left = find_command(registry, heads[:2])
    except UserError:
        return None
    option = spec.options[0] if len(spec.options) == 1 else None
    if option is None or option.type is not str or option.choices:
        return None
    used = 2 - len(left)
    rest = line.split(None, used)[used].strip() if len(line.split(None, used)) > used else ""
    name, sep, value = rest.partition(":")
    if sep and name.casefold() in names(f"{spec.key}.opt.{option.name}.name", option.name):
        rest = value.strip()
    if any(_is_option_word(*word.split(":", 1)) for word in rest.split() if ":" in word):
        return None  # ``/law 27 extra:1``: an option the command lacks is refused word by word, as before
    if len(rest) >= 2 and rest[0] == rest[-1] == '"':
        rest = rest[1:-1].strip()
    elif rest.startswith('"') or not rest:
        return None
    return spec, rest
