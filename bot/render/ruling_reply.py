"""A ruling (the engine's typed ``Ruling``) → the framework's Reply, read like a director at the table.

On screen, in order: the edition banner; the headline and the offender; the auction as a four-column table with
the irregular call starred; the rectification step by step, each with its law; what now binds each side
(passes, lead restrictions, penalty cards, tricks, adjusted score); the choices the Laws give, one button each
that opens that option's full ruling; then the citations quoting the Russian law text, or saying plainly that a
text is not in our corpus. As a draft it is ephemeral with "publish to channel" and "log this ruling"; the
published copy is public and has no buttons.

All the wording is the generic renderer's (``bot.render.ruling``); this module only lays it out for Discord and
the console and adds the buttons, and words the line a logged ruling leaves in the log (a logged ruling is the
contract's data: :func:`logged_ruling` reads it into a ``Ruling`` once, where the log reads the store).
"""

from __future__ import annotations

from typing import Any

from bot.errors import UserError
from bot.framework.reply import COLOR_INFO, COLOR_OK, Action, Button, Field, Reply, Select, SelectOption
from bot.i18n import t
from bot.render import ruling as words
from bot.render.bridge_words import code_block, has_calls, table_lines
from engine.ruling import Option, Ruling
from lawbase.markdown import literal

MAX_OPTION_BUTTONS = 4  # more options than this go into one select (a message has only 5 rows)


def ruling_at(ruling: Ruling, path: str) -> Ruling:
    """The ruling of the option at ``path`` (``""`` = the whole ruling, ``"1"``, ``"1.0"`` nested)."""
    current = ruling
    for part in [p for p in path.split(".") if p]:
        index = int(part) if part.isdigit() else -1
        if not 0 <= index < len(current.options):
            raise UserError("action_expired")  # a button from a ruling that no longer has this option
        current = current.options[index].ruling
    return current


def option_at(ruling: Ruling, path: str) -> Option | None:
    """The option (who, choice) that ``path`` ends on, if any."""
    if not path:
        return None
    parent, _, last = path.rpartition(".")
    ruling_at(ruling, path)  # validates the path
    return ruling_at(ruling, parent).options[int(last)]


def ruling_reply(ruling: Ruling, lang: str, *, key: str | None = None, path: str = "", public: bool = False,
                 case: Any = None, table: words.Table | None = None, editions: bool = True) -> Reply:
    """The Reply for ``ruling`` (or the option at ``path``); ``key`` is the state key its buttons refer to;
    ``table``: the case's auction as taken when it was parsed (else ``case`` is read for it); ``editions``: end
    with where the 2017 Laws would rule otherwise (the server may hide it)."""
    shown = ruling_at(ruling, path)
    option = option_at(ruling, path)
    lines = [f"*{t('ruling.edition', lang)}*", words.offender_line(shown, lang)]
    if option is not None:
        lines.append(f"**{t('rr.option_shown', lang, option=option_label(option, lang))}**")  # a heading
    block = auction_block(case, lang, star=ruling.type != "none", table=table) if not path else ""
    if block:
        lines.append(block)
    lines += step_lines(shown, lang)
    fields = []
    binds = words.consequences(shown, lang)
    if binds:
        fields.append(Field(t("rr.binds", lang), "\n".join(f"• {line}" for line in binds)))
    if shown.options:
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


def auction_block(case: Any, lang: str, star: bool = True, table: words.Table | None = None) -> str:
    """The case's auction as a monospace four-column table (``bot.render.ruling.case_table``, the same as
    ``sudya rule``): the call ruled on starred, a change of call as ``1♥→1♠*``, simultaneous, in-turn and later
    calls in their columns; ``star=False`` when the ruling found no irregularity (a legal call is shown plain)."""
    rows = words.case_table(case, lang, star=star, table=table)
    if not has_calls(rows):  # a play-period case given by its contract
        return ""
    return code_block(table_lines(rows, 9))


def step_lines(ruling: Ruling, lang: str) -> list[str]:
    """The director's statements in order, numbered, each with its law (a step ending in a colon completed by the
    one it introduces: ``bot.render.ruling.step_sentences``)."""
    steps = words.worded_steps(ruling.steps, lang)
    return [f"{n}. {line}" for n, line in enumerate(words.step_sentences(steps, lang), 1)]


def option_label(option: Option, lang: str) -> str:
    """``West may choose: accept`` — the option as the renderer words it."""
    return words.choice_text(option.who, option.choice or {}, lang)


# what a logged ruling from an older engine may fail with, read or worded: the log then says nothing of it
UNREADABLE = (KeyError, TypeError, ValueError, AttributeError)


def logged_ruling(data: dict[str, Any] | None) -> Ruling | None:
    """A logged ruling (the contract's data, as the store keeps it) as a ``Ruling``: the one place the log's data
    becomes the renderer's input; ``None`` when there is none, or one from an older engine cannot be read."""
    if not isinstance(data, dict):
        return None
    try:
        return Ruling.from_dict(data)
    except UNREADABLE:
        return None


def option_labels(ruling: Ruling | None, lang: str) -> list[str]:
    """The labels of the ruling's options (a logged ruling's open choices); none when there is no ruling, or one
    from an older engine cannot be worded."""
    try:
        return [option_label(option, lang) for option in ruling.options] if ruling is not None else []
    except UNREADABLE:
        return []


def decision(ruling: Ruling) -> Option | None:
    """The decision a logged ruling records (``decision``, see ``bot.commands.ruling_draft.decision_of``: who chose
    what, and the statements it adds) as an option whose ruling holds those statements."""
    data = ruling.extra.get("decision")
    if not isinstance(data, dict):
        return None
    return Option.from_dict({**data, "ruling": {"type": ruling.type, "steps": data.get("steps") or []}})


def summary_text(ruling: Ruling | None, lang: str) -> str | None:
    """The line a director writes in the log: the decision, when the ruling logged is an option someone chose
    (who chose what, and the rectification it brings: :func:`decision`), then what the ruling binds (pass
    obligations, lead restrictions, penalty cards, tricks); with neither, its last statement. The adjusted score
    is left out (the log has its own field for it, given only when one is)."""
    if ruling is None:
        return None
    try:
        lines = words.consequences(ruling, lang, score=False)
        chosen = decision(ruling)
        if chosen is not None:
            outcome = [words.step_text(step, lang) for step in chosen.ruling.steps]
            lines = [option_label(chosen, lang) + (" → " + " ".join(outcome) if outcome else ""), *lines]
        elif not lines and ruling.steps:
            lines = [words.step_text(ruling.steps[-1], lang)]
    except UNREADABLE:  # a ruling from an older engine: say nothing rather
        return None
    return "\n".join(lines) or None


def option_lines(ruling: Ruling, lang: str) -> list[str]:
    """One line per option: who chooses what, and what that changes (not the steps every option shares)."""
    lines = []
    for option in ruling.options:
        outcome = words.outcome_text(option.ruling, ruling, lang)
        lines.append(f"• **{option_label(option, lang)}**" + (f" → {outcome}" if outcome else ""))
    return lines


def citation_fields(ruling: Ruling, lang: str) -> list[Field]:
    """One field per cited law: its title and the quoted Russian text, or "text not in our corpus"."""
    fields = []
    for c in words.citations(ruling, lang):
        fields.append(Field(c.heading(lang), f"> {literal(c.text)}" if c.in_corpus else f"*{c.text}*"))
    return fields


def edition_fields(reply: Reply, ruling: Ruling, lang: str) -> list[Field]:
    """One field per 2017 difference that concerns a law the ruling cites (``lawbase.editions``), after the
    quoted law, shortened so that they never add a page; none where the 2017 Laws rule the same."""
    from bot.render.editions import fitted_fields
    from lawbase.editions import for_ruling

    laws = ruling.laws
    return fitted_fields(reply, for_ruling(laws, lang), lang, laws)


def components(ruling: Ruling, lang: str, key: str, path: str) -> list[Button | Select]:
    """Option buttons (or one select when there are many), back, publish and log."""
    items: list[Button | Select] = []
    child = [(option_label(o, lang), f"{path}.{i}" if path else str(i)) for i, o in enumerate(ruling.options)]
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
