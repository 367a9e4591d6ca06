"""A ruling (the engine's dict, cases.md) → the framework's Reply, read like a director at the table.

Order on screen: the edition banner; the headline (what happened, who offended); the rectification step by
step, each with its law; what now binds each side (passes, lead restrictions, penalty cards, tricks, adjusted
score); the options the Laws give, one button each that opens that option's full ruling; then the citations
quoting the Russian law text, or saying plainly that a text is not in our corpus. As a draft it is ephemeral,
with "publish to channel" and "log this ruling" buttons; the published copy has no buttons.

The wording of steps comes from ``bot.render.ruling`` (the engine engineers' renderer) when it offers it; the
layout, the buttons and the option labels are this module's.
"""

from __future__ import annotations

from typing import Any

from bot.commands.reply import COLOR_INFO, COLOR_OK, Action, Button, Field, Reply, Select, SelectOption
from bot.i18n import t

QUOTE_CHARS = 900  # a field holds 1024; the rest of a long law is one /law away
MAX_OPTION_BUTTONS = 4  # more options than this go into a select (rows are scarce: 5 per message)


def ruling_at(ruling: dict[str, Any], path: str) -> dict[str, Any]:
    """The ruling of the option at ``path`` (``""`` = the whole ruling, ``"1"``, ``"1.0"`` nested)."""
    current = ruling
    for part in [p for p in path.split(".") if p]:
        options = current.get("options", [])
        index = int(part) if part.isdigit() else -1
        if not 0 <= index < len(options):
            from bot.errors import UserError

            raise UserError("action_expired")
        current = options[index]["ruling"]
    return current


def option_at(ruling: dict[str, Any], path: str) -> dict[str, Any] | None:
    """The option (who, choice) that ``path`` ends on, if any."""
    if not path:
        return None
    parent, _, last = path.rpartition(".")
    return ruling_at(ruling, parent)["options"][int(last)]


def ruling_reply(ruling: dict[str, Any], lang: str, *, key: str | None = None, path: str = "",
                 public: bool = False) -> Reply:
    """The Reply for ``ruling`` (or the option at ``path``); ``key`` is the state key its buttons refer to."""
    shown = ruling_at(ruling, path)
    option = option_at(ruling, path)
    lines = [f"*{t('rr.edition', lang, edition=shown.get('edition', '1987'))}*"]
    if option is not None:
        lines.append(t("rr.option_shown", lang, option=choice_label(option, lang)))
    lines += step_lines(shown, lang)
    consequences = consequence_lines(shown, lang)
    fields = [Field(t("rr.binds", lang), "\n".join(consequences))] if consequences else []
    if shown.get("options"):
        fields.append(Field(t("rr.options", lang), "\n".join(option_lines(shown, lang))))
    fields += citation_fields(shown, lang)
    reply = Reply(title=headline(shown, lang), description="\n".join(lines), fields=fields,
                  footer=t("rr.footer", lang), color=COLOR_OK if public else COLOR_INFO, ephemeral=not public)
    if key is not None and not public:
        reply.components = components(shown, lang, key, path)
    return reply


def headline(ruling: dict[str, Any], lang: str) -> str:
    kind = t(f"intake.type.{ruling.get('type')}", lang) if ruling.get("type") != "none" else t("rr.no_irregularity",
                                                                                            lang)
    if ruling.get("offender"):
        return t("rr.headline", lang, type=kind, offender=t(f"intake.seat.{ruling['offender']}", lang))
    return t("rr.headline_none", lang, type=kind)


def step_lines(ruling: dict[str, Any], lang: str) -> list[str]:
    """The director's statements in order, numbered, each with its law."""
    lines = []
    for n, step in enumerate(ruling.get("steps", []), 1):
        text = step_text(step, lang)
        ref = step.get("ref")
        lines.append(f"{n}. {text}" + (f" ({t('rr.law', lang, ref=ref)})" if ref else ""))
    return lines


def step_text(step: dict[str, Any], lang: str) -> str:
    """One step in words: the engine renderer's wording when it has one, else the catalog's."""
    params = {k: _param_text(k, v, lang) for k, v in (step.get("params") or {}).items()}
    try:
        from bot.render import ruling as engine_render  # the engine engineers' renderer (may not exist yet)

        word = getattr(engine_render, "step_text", None)
        if word is not None:
            return str(word(step, lang))
    except ImportError:
        pass
    return t(step["key"], lang, **params)


def _param_text(name: str, value: Any, lang: str) -> Any:
    """Seats as words, calls and cards with suit symbols: a step's params are canonical codes."""
    from bot.intake.display import call_text, card_text
    from engine.cards import SUIT_SYMBOLS

    text = str(value)
    if "suit" in name:
        return " ".join(SUIT_SYMBOLS.get(s, s) for s in text.split())
    if text in ("N", "E", "S", "W"):
        return t(f"intake.seat.{text}", lang)
    converters = [lambda p: card_text(p)] if "card" in name else [lambda p: call_text(p, lang), card_text]
    for convert in converters:
        try:
            return " ".join(convert(part) for part in text.split()) or value
        except Exception:  # not a call or a card: leave it as it is
            continue
    return value


def consequence_lines(ruling: dict[str, Any], lang: str) -> list[str]:
    """What now binds each side: obligations to pass, lead restrictions, penalty cards, tricks, adjusted score."""
    offender = ruling.get("offender")
    who = {"offender": t(f"intake.seat.{offender}", lang) if offender else "?"}
    lines = []
    for field in ("offender_partner_must_pass", "offender_must_pass"):
        if ruling.get(field, "none") != "none":
            lines.append(t(f"rr.{field}.{ruling[field]}", lang, **who))
    if ruling.get("lead_restrictions"):
        lines.append(t("rr.lead_restrictions", lang))
    for card in ruling.get("penalty_cards", []):
        lines.append(t(f"rr.penalty_card.{card['kind']}", lang, seat=t(f"intake.seat.{card['seat']}", lang),
                       card=_param_text("card", card["card"], lang)))
    if ruling.get("tricks_transferred"):
        lines.append(t("rr.tricks_transferred", lang, count=ruling["tricks_transferred"]))
    if ruling.get("adjusted_score", "none") != "none":
        lines.append(t(f"rr.adjusted.{ruling['adjusted_score']}", lang))
    return lines


def choice_label(option: dict[str, Any], lang: str) -> str:
    """``West accepts``, ``South substitutes 2♦``, ``Declarer: refuses the lead``…"""
    who = t(f"intake.seat.{option.get('who')}", lang) if option.get("who") in ("N", "E", "S", "W") else "?"
    parts = []
    for name, value in (option.get("choice") or {}).items():
        if name == "accepted":
            parts.append(t("rr.choice.accepted" if value else "rr.choice.not_accepted", lang))
        elif name == "correction":
            parts.append(t("rr.choice.correction", lang, call=_param_text("call", value, lang)))
        elif name == "declarer":
            parts.append(t(f"intake.value.declarer.{value}", lang))
        else:
            parts.append(t(f"rr.choice.{name}", lang, value=_param_text(name, value, lang)))
    return f"{who}: {', '.join(parts)}"


def option_lines(ruling: dict[str, Any], lang: str) -> list[str]:
    """One line per option: who chooses what, and the first thing that follows."""
    lines = []
    for option in ruling.get("options", []):
        outcome = option["ruling"].get("steps", [])
        first = step_text(outcome[0], lang) if outcome else ""
        lines.append(f"• **{choice_label(option, lang)}** → {first}")
    return lines


def citation_fields(ruling: dict[str, Any], lang: str) -> list[Field]:
    """One field per cited law: its title and the quoted Russian text, or "not in our corpus"."""
    corpus = ruling.get("corpus", {})
    refs = ruling.get("laws", [])
    fields = []
    for ref in refs:
        cited_below = any(other != ref and other.startswith(ref) for other in refs)
        title, text = _quote(ref, corpus.get(ref, True), lang, cited_below)
        fields.append(Field(t("rr.citation", lang, ref=ref, title=title), text))
    return fields


def _quote(ref: str, in_corpus: bool, lang: str, cited_below: bool = False) -> tuple[str, str]:
    """(title, quoted text) of ``ref`` from the law base; the text is always Russian (the 1987 translation).

    A unit whose parts are cited too is quoted by its own words only (or a pointer to them), not in full twice.
    """
    try:
        import lawbase

        corpus = lawbase.load()
        title = corpus.title(ref) or ""
        if not in_corpus or not corpus.in_corpus(ref):
            return title, t("rr.not_in_corpus", lang)
        passage = corpus.get(ref)
        text = passage.text.strip()
        if not text:
            text = t("rr.see_sections", lang) if cited_below else passage.full_text()
    except Exception:  # the law base refusing a ref must not cost the director the ruling
        return "", t("rr.not_in_corpus", lang)
    text = " ".join(text.split())
    if len(text) > QUOTE_CHARS:
        text = text[:QUOTE_CHARS].rsplit(" ", 1)[0] + " …"
    return title, f"> {text}"


def components(ruling: dict[str, Any], lang: str, key: str, path: str) -> list[Button | Select]:
    """Option buttons (or a select when there are many), back, publish and log."""
    items: list[Button | Select] = []
    options = ruling.get("options", [])
    child = [(choice_label(o, lang), f"{path}.{i}" if path else str(i)) for i, o in enumerate(options)]
    if len(child) > MAX_OPTION_BUTTONS:
        items.append(Select(t("rr.pick_option", lang), tuple(
            SelectOption(label[:100], Action("ruling.option", (key, p), owner_only=True)) for label, p in child)))
    else:
        items += [Button(label[:80], Action("ruling.option", (key, p), owner_only=True)) for label, p in child]
    if path:
        parent = path.rpartition(".")[0]
        items.append(Button(t("rr.back", lang), Action("ruling.option", (key, parent), owner_only=True)))
    items.append(Button(t("rr.publish", lang), Action("ruling.publish", (key, path), owner_only=True),
                        style="primary"))
    items.append(Button(t("rr.log", lang), Action("ruling.log", (key, path)), style="success"))
    return items
