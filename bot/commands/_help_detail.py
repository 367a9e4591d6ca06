"""``/help command:…``: one command (or a group) in detail — its subcommands, options and an example.

Everything is read from the registered specs and the catalogs, so the help of a command can never disagree with
the command: option names as the user's client shows them (Russian names for Russian users), required or not, the
choices, the bounds, and an example (``help.example.<path>`` when the catalog has one, else built from the
options). Names are matched in English or Russian, with or without the slash.
"""

from __future__ import annotations

from bot.errors import UserError
from bot.framework.context import Context
from bot.framework.registry import MENTION_TYPES, CommandSpec, Option, Registry, Role, Suggestion
from bot.framework.reply import Field, Reply
from bot.i18n import LANGS, has, t

MAX_FIELDS = 20


def shown_name(key: str, english: str, lang: str) -> str:
    """A command or option name as the user's client shows it."""
    return t(key, lang) if has(key, lang) else english  # localized names, where the catalog has them


def command_name(spec: CommandSpec, lang: str) -> str:
    parts = [shown_name(f"cmd.{spec.path[0]}.name", spec.path[0], lang)]
    if len(spec.path) == 2:
        parts.append(shown_name(f"{spec.key}.name", spec.path[1], lang))
    return "/" + " ".join(parts)


def option_name(spec: CommandSpec, option: Option, lang: str) -> str:
    return shown_name(f"{spec.key}.opt.{option.name}.name", option.name, lang)


def _sample(spec: CommandSpec, option: Option, lang: str) -> str:
    if option.choices:
        return str(option.choices[0].value)
    if option.type in MENTION_TYPES:
        return "@" + t("help.detail.role" if option.type is Role else "help.detail.user", lang)
    if option.type is int:
        return str(option.min_value if option.min_value is not None else 1)
    if option.type is bool:
        return "true"
    return "…"


def example(spec: CommandSpec, lang: str) -> str:
    """The catalog's example for this command, or one built from its required options."""
    key = "help.example." + ".".join(spec.path)
    if has(key, lang):
        return t(key, lang)
    words = [command_name(spec, lang)]
    words += [f"{option_name(spec, o, lang)}:{_sample(spec, o, lang)}" for o in spec.options if o.required]
    return " ".join(words)


def option_line(spec: CommandSpec, option: Option, lang: str) -> str:
    desc_key = f"{spec.key}.opt.{option.name}.desc"
    parts = [f"`{option_name(spec, option, lang)}`", t("help.detail.required" if option.required
                                                        else "help.detail.optional", lang)]
    if has(desc_key, lang):
        parts.append(t(desc_key, lang))
    if option.choices:
        parts.append(t("help.detail.choices", lang, choices=", ".join(t(c.key, lang) for c in option.choices)))
    lo, hi = option.min_value, option.max_value
    if lo is not None and hi is not None:
        parts.append(t("help.detail.range", lang, lo=lo, hi=hi))
    elif lo is not None or hi is not None:  # one bound: "from 1", not "from 1 to …"
        parts.append(t("help.detail.min", lang, lo=lo) if lo is not None else t("help.detail.max", lang, hi=hi))
    return " — ".join(parts)


def spec_field(spec: CommandSpec, lang: str) -> Field:
    lines = [t(f"{spec.key}.desc", lang)]
    if spec.director_only:
        lines.append(t("help.detail.directors", lang))
    lines += [option_line(spec, o, lang) for o in spec.options] or [t("help.detail.no_options", lang)]
    lines.append(t("help.detail.example", lang, example=f"`{example(spec, lang)}`"))
    return Field(command_name(spec, lang), "\n".join(lines))


def _matches(registry: Registry, words: list[str]) -> list[CommandSpec]:
    def spelled(key: str, english: str) -> set[str]:
        return {english.casefold(), *(t(key, lang).casefold() for lang in LANGS if has(key, lang))}
    first = words[0].lstrip("/").casefold()
    found = [s for p, s in registry.commands.items() if first in spelled(f"cmd.{p[0]}.name", p[0])]
    if len(words) > 1 and found and len(found[0].path) == 2:
        second = words[1].casefold()
        found = [s for s in found if second in spelled(f"{s.key}.name", s.path[1])]
    return found


def command_help(ctx: Context, registry: Registry, text: str) -> Reply:
    """The help of the command (or group) ``text`` names; an unknown name lists the commands."""
    words = text.replace("/", " ").split()
    specs = _matches(registry, words) if words else []
    if not specs:
        known = sorted({command_name(s, ctx.lang).split()[0] for s in registry.commands.values()})
        # ``allowed``: the bot's own list, never cut (an error's echo of what the user typed is: ``value``)
        raise UserError("help_unknown_command", value=text[:40], allowed=", ".join(known))
    title = command_name(specs[0], ctx.lang).split()[0] if len(specs) > 1 else command_name(specs[0], ctx.lang)
    group_desc = f"cmd.{specs[0].path[0]}.desc"
    description = t(group_desc, ctx.lang) if len(specs) > 1 and has(group_desc, ctx.lang) else ""
    return Reply(title=t("help.detail.title", ctx.lang, command=title), description=description,
                 fields=[spec_field(s, ctx.lang) for s in specs[:MAX_FIELDS]], ephemeral=True)


def suggestions(ctx: Context, registry: Registry, current: str) -> list[Suggestion]:
    """Command names for the ``command`` option's autocomplete, in the user's language."""
    typed = current.lstrip("/").casefold()
    names = sorted({command_name(s, ctx.lang).lstrip("/") for s in registry.commands.values()})
    return [Suggestion(n, n) for n in names if typed in n.casefold()][:25]
