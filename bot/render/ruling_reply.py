"""A ruling (the engine's dict, cases.md) → the framework's Reply, read like a director at the table.

On screen, in order: the edition banner; the headline and the offender; the auction as a four-column table with
the irregular call starred; the rectification step by step, each with its law; what now binds each side
(passes, lead restrictions, penalty cards, tricks, adjusted score); the choices the Laws give, one button each
that opens that option's full ruling; then the citations quoting the Russian law text, or saying plainly that a
text is not in our corpus. As a draft it is ephemeral with "publish to channel" and "log this ruling"; the
published copy is public and has no buttons.

All the wording is the generic renderer's (``bot.render.ruling``); this module only lays it out for Discord and
the console and adds the buttons.
"""

from __future__ import annotations

from typing import Any

from bot.commands.reply import COLOR_INFO, COLOR_OK, Action, Button, Field, Reply, Select, SelectOption
from bot.errors import UserError
from bot.i18n import t
from bot.render import ruling as words

MAX_OPTION_BUTTONS = 4  # more options than this go into one select (a message has only 5 rows)


def ruling_at(ruling: dict[str, Any], path: str) -> dict[str, Any]:
    """The ruling of the option at ``path`` (``""`` = the whole ruling, ``"1"``, ``"1.0"`` nested)."""
    current = ruling
    for part in [p for p in path.split(".") if p]:
        options = current.get("options", [])
        index = int(part) if part.isdigit() else -1
        if not 0 <= index < len(options):
            raise UserError("action_expired")  # a button from a ruling that no longer has this option
        current = options[index]["ruling"]
    return current


def option_at(ruling: dict[str, Any], path: str) -> dict[str, Any] | None:
    """The option (who, choice) that ``path`` ends on, if any."""
    if not path:
        return None
    parent, _, last = path.rpartition(".")
    ruling_at(ruling, path)  # validates the path
    return ruling_at(ruling, parent)["options"][int(last)]


def ruling_reply(ruling: dict[str, Any], lang: str, *, key: str | None = None, path: str = "",
                 public: bool = False, case: dict[str, Any] | None = None, editions: bool = True) -> Reply:
    """The Reply for ``ruling`` (or the option at ``path``); ``key`` is the state key its buttons refer to;
    ``editions``: end with where the 2017 Laws would rule otherwise (the server may hide it)."""
    shown = ruling_at(ruling, path)
    option = option_at(ruling, path)
    lines = [f"*{t('ruling.edition', lang)}*", _offender_line(shown, lang)]
    if option is not None:
        lines.append(f"**{t('rr.option_shown', lang, option=option_label(option, lang))}**")  # a heading
    table = auction_block(case, lang, star=ruling.get("type") != "none") if case is not None and not path else ""
    if table:
        lines.append(table)
    lines += step_lines(shown, lang)
    fields = []
    binds = words.consequences(shown, lang)
    if binds:
        fields.append(Field(t("rr.binds", lang), "\n".join(f"• {line}" for line in binds)))
    if shown.get("options"):
        title = t("rui.outcomes", lang) if words.only_events(shown) else t("rr.options", lang)
        fields.append(Field(title, "\n".join(option_lines(shown, lang))))
    caveats = words.caveat_lines(shown, lang)
    if caveats:  # where the ruling rests on an uncertain reading of the 1987 code: said, never hidden
        fields.append(Field(t("ruling.section.caveats", lang), "\n".join(f"• {line}" for line in caveats)))
    fields += citation_fields(shown, lang)
    reply = Reply(title=words.headline(shown, lang), description="\n".join(lines), fields=fields,
                  footer=t("rr.footer", lang), color=COLOR_OK if public else COLOR_INFO, ephemeral=not public)
    if editions:  # the last, separated part: "В Кодексе 2017 года" for the laws this ruling (or option) cites
        reply.fields += edition_fields(reply, shown, lang)
    if key is not None and not public:
        reply.components = components(shown, lang, key, path)
    return reply


def _offender_line(ruling: dict[str, Any], lang: str) -> str:
    offender = ruling.get("offender")
    if not offender and ruling.get("claimer"):  # a claim: its maker, not an offender (Laws 68-71)
        return t("ruling.claimer", lang, seat=words.seat_text(ruling["claimer"], lang))
    if not offender and ruling.get("offending_side") in ("NS", "EW"):  # 12C2: a side offended, no one player named
        return t("ruling.offending_side", lang, side=t(f"ruling.side.{ruling['offending_side']}", lang))
    return t("ruling.offender", lang, seat=words.seat_text(offender, lang)) if offender else \
        t("ruling.no_offender", lang)


def auction_block(case: dict[str, Any], lang: str, star: bool = True) -> str:
    """The case's auction as a monospace four-column table (``bot.render.ruling.case_table``, the same as
    ``sudya rule``): the call ruled on starred, a change of call as ``1♥→1♠*``, simultaneous, in-turn and later
    calls in their columns; ``star=False`` when the ruling found no irregularity (a legal call is shown plain)."""
    rows = words.case_table(case, lang, star=star)
    if not any(any(cell for cell in row) for row in rows[1:]):  # a play-period case given by its contract
        return ""
    body = "\n".join("".join(f"{cell:<9}" for cell in row).rstrip() for row in rows)
    return f"```\n{body}\n```"


def step_lines(ruling: dict[str, Any], lang: str) -> list[str]:
    """The director's statements in order, numbered, each with its law (a step ending in a colon completed by the
    one it introduces: ``bot.render.ruling.step_sentences``)."""
    steps = [{"text": words.step_text(step, lang), "ref": step.get("ref")} for step in ruling.get("steps", [])]
    return [f"{n}. {line}" for n, line in enumerate(words.step_sentences(steps, lang), 1)]


def option_label(option: dict[str, Any], lang: str) -> str:
    """``West may choose: accept`` — the option as the renderer words it."""
    return words.choice_text(option.get("who", ""), option.get("choice") or {}, lang)


def option_lines(ruling: dict[str, Any], lang: str) -> list[str]:
    """One line per option: who chooses what, and what that changes (not the steps every option shares)."""
    lines = []
    for option in ruling.get("options", []):
        outcome = words.outcome_text(option["ruling"], ruling, lang)
        lines.append(f"• **{option_label(option, lang)}**" + (f" → {outcome}" if outcome else ""))
    return lines


def citation_fields(ruling: dict[str, Any], lang: str) -> list[Field]:
    """One field per cited law: its title and the quoted Russian text, or "text not in our corpus"."""
    fields = []
    for c in words.citations(ruling, lang):
        fields.append(Field(c.heading(lang), f"> {c.text}" if c.in_corpus else f"*{c.text}*"))
    return fields


def edition_fields(reply: Reply, ruling: dict[str, Any], lang: str) -> list[Field]:
    """One field per 2017 difference that concerns a law the ruling cites (``lawbase.editions``), after the
    quoted law, shortened so that they never add a page; none where the 2017 Laws rule the same."""
    from bot.render.editions import fitted_fields
    from lawbase.editions import for_ruling

    laws = ruling.get("laws") or []
    return fitted_fields(reply, for_ruling(laws, lang), lang, laws)


def components(ruling: dict[str, Any], lang: str, key: str, path: str) -> list[Button | Select]:
    """Option buttons (or one select when there are many), back, publish and log."""
    items: list[Button | Select] = []
    options = ruling.get("options", [])
    child = [(option_label(o, lang), f"{path}.{i}" if path else str(i)) for i, o in enumerate(options)]
    if len(child) > MAX_OPTION_BUTTONS:
        items.append(Select(t("rr.pick_option", lang), tuple(
            SelectOption(label[:100], Action("ruling.option", (key, p), owner_only=True)) for label, p in child)))
    else:
        items += [Button(label[:80], Action("ruling.option", (key, p), owner_only=True)) for label, p in child]
    if path:
        items.append(Button(t("rr.back", lang), Action("ruling.option", (key, path.rpartition(".")[0]),
                                                       owner_only=True)))
    items.append(Button(t("rr.publish", lang), Action("ruling.publish", (key, path), owner_only=True),
                        style="primary"))
    items.append(Button(t("rr.log", lang), Action("ruling.log", (key, path)), style="success"))
    return items
