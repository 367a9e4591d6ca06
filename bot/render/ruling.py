"""A ruling → localized plain structure and text: the generic renderer of every ruling, auction or play.

It reads the engine's typed ``Ruling`` (``Step``, ``Option``, ``PenaltyCard``; a ruler's own data is its ``extra``)
by attribute, never its JSON: a ruling read back from the log is made a ``Ruling`` once, at that boundary
(``bot.render.ruling_reply.logged_ruling``). It knows no irregularity: each step is a message key with params
(``bot.i18n.t``), so a new ruler only adds catalog keys. Params are canonical codes, turned into words by their
*name* (the convention every ruler follows, see docs/engine.md): seats (``by lho rho partner turn seat declarer
who offender leader``, also as ``<name>_gen``, the genitive), calls (``call last correction premature new_call
original with_call lho_call calls``, also as ``<name>_acc``, the object of a verb), suits (``suit suits``),
denominations (``denomination``), cards (``card cards``), obligations (``obligation``). The law text is quoted (in
Russian, the 1987 translation) from the law base; a ref whose text is not in our corpus says so plainly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.i18n import t
from bot.render.bridge_words import (  # Table, case_table: a case's auction table
    COLUMNS,
    SUIT_SYMBOLS,
    Table,
    TableEntry,
    auction_table,
    call_object,
    call_text,
    card_text,
    case_table,
    has_calls,
    nt_word,
    seat_genitive,
    seat_text,
    side_text,
    suits_text,
    table_lines,
)
from bot.render.citations import Citation, citations  # the ruling's laws quoted (re-exported here)
from engine.ruling import PenaltyCard, Ruling, Step

DECIMAL_PARAMS = frozenset({"percent", "mp"})  # numbers the engine gives as text (a percentage rounded)
SEAT_PARAMS = frozenset({"by", "lho", "rho", "partner", "turn", "seat", "declarer", "who", "offender", "leader",
                         "correct_leader", "dummy", "winner"})
CALL_PARAMS = frozenset({"call", "last", "correction", "premature", "new_call", "original", "with_call", "lho_call",
                         "calls", "repeat", "made"})


def param_text(name: str, value: Any, lang: str) -> Any:
    """One step parameter in words, chosen by its name; numbers and unknown names pass through unchanged, except
    that a fraction (``6.5`` matchpoints, ``81.25`` %) takes the language's decimal mark (Russian: a comma)."""
    if isinstance(value, float) or (name in DECIMAL_PARAMS and isinstance(value, str)):
        return str(value).replace(".", t("ruling.decimal_mark", lang))
    if isinstance(value, bool | int):
        return value
    if isinstance(value, list | tuple):
        return ", ".join(str(param_text(name, v, lang)) for v in value)
    text = str(value)
    if name in SEAT_PARAMS:
        return seat_text(text, lang)
    if name in CALL_PARAMS:
        return " ".join(call_text(part, lang) for part in text.split()) or text
    if name in ("suit", "suits"):
        return suits_text(text)
    if name == "denomination":
        return nt_word(lang) if text == "NT" else SUIT_SYMBOLS.get(text, text)
    if name in ("card", "cards"):
        return " ".join(card_text(c) for c in text.split())
    if name == "obligation":
        return t(f"ruling.obligation.{text}", lang)
    key = f"ruling.param.{name}.{text}"  # a code-valued param a catalog words (``purpose: arrange``)
    worded = t(key, lang)
    return text if worded == key else worded


def step_text(step: Step, lang: str) -> str:
    """A step in words. A call param also comes as ``<name>_acc``, the call as the object of a verb («повторить
    контру», «исправлено на реконтру»: ``bridge_words.call_object``), and a seat param as ``<name>_gen``, the seat
    after «очередь», «у» («в очередь Юга»: ``bridge_words.seat_genitive``), for the languages that decline them; a
    message that does not use them is unchanged."""
    raw = step.params or {}
    params = {k: param_text(k, v, lang) for k, v in raw.items()}
    for name in CALL_PARAMS.intersection(raw):
        params[f"{name}_acc"] = call_object(str(raw[name]), lang)
    for name in SEAT_PARAMS.intersection(raw):
        seats = raw[name] if isinstance(raw[name], list | tuple) else [raw[name]]
        params[f"{name}_gen"] = ", ".join(seat_genitive(seat, lang) for seat in seats)
    return t(step.key, lang, **params)


@dataclass
class RenderedRuling:
    """The ruling in words, still structured (for Discord embeds, the console, JSON)."""

    edition: str
    headline: str
    offender: str
    steps: list[dict[str, Any]] = field(default_factory=list)
    consequences: list[str] = field(default_factory=list)
    options: list[dict[str, Any]] = field(default_factory=list)
    citations: list[Citation] = field(default_factory=list)
    auction: list[list[str]] = field(default_factory=list)
    caveats: list[str] = field(default_factory=list)  # readings of the 1987 code a director should check

    def to_dict(self) -> dict[str, Any]:
        return {
            "edition": self.edition, "headline": self.headline, "offender": self.offender, "steps": self.steps,
            "consequences": self.consequences, "options": self.options,
            "citations": [c.to_dict() for c in self.citations], "auction": self.auction, "caveats": self.caveats,
        }


def headline(ruling: Ruling, lang: str) -> str:
    """The type in words: this catalog's headline, else the intake's name of the type, else the raw type."""
    for key in (f"ruling.headline.{ruling.type}", f"intake.type.{ruling.type}"):
        text = t(key, lang)
        if text != key:
            return text
    return t("ruling.headline.other", lang, type=ruling.type)


def consequences(ruling: Ruling, lang: str, *, score: bool = True) -> list[str]:
    """What binds each side once the ruling is given: passes, lead restrictions, penalty cards, tricks, and
    (``score``) the adjusted score."""
    offender = ruling.offender
    lines: list[str] = []
    if offender in COLUMNS:
        partner = COLUMNS[(COLUMNS.index(offender) + 2) % 4]
        if ruling.offender_partner_must_pass != "none":
            lines.append(t(f"ruling.pass.partner.{ruling.offender_partner_must_pass}", lang,
                           seat=seat_text(partner, lang)))
        if ruling.offender_must_pass != "none":
            lines.append(t(f"ruling.pass.offender.{ruling.offender_must_pass}", lang, seat=seat_text(offender, lang)))
    if ruling.lead_restrictions:
        lines += _lead_restriction_lines(ruling, lang)
    lines += [_penalty_card_line(card, lang) for card in ruling.penalty_cards]
    if ruling.tricks_transferred:
        lines.append(t("ruling.tricks_transferred", lang, count=ruling.tricks_transferred))
    if score and ruling.adjusted_score != "none":
        lines.append(t(f"ruling.adjusted.{ruling.adjusted_score}", lang))
    return lines


def _lead_restriction_lines(ruling: Ruling, lang: str) -> list[str]:
    """The lead restrictions, and the suits they concern where the ruler names them (``extra``: the law of the
    restriction, 26A2 or 26B, and of a cancelled substitute's, 25B2(C))."""
    lines = [t("ruling.lead_restrictions", lang)]
    restriction = ruling.extra.get("lead_restriction") or {}
    if restriction.get("law") == "26A2":
        lines.append(t("ruling.lead_restriction.26A2", lang, suits=param_text("suits", restriction["suits"], lang)))
    elif restriction.get("law") == "26B":
        lines.append(t("ruling.lead_restriction.26B", lang))
    for also in ruling.extra.get("lead_restriction_also") or []:  # 25B2(C): the cancelled substitute, too (26)
        if also.get("law") in ("26A2", "26B"):
            lines.append(t(f"ruling.lead_restriction_also.{also['law']}", lang,
                           call=param_text("call", also.get("call", ""), lang),
                           suits=param_text("suits", also.get("suits") or [], lang)))
    return lines


def _penalty_card_line(card: PenaltyCard, lang: str) -> str:
    return t("ruling.penalty_card", lang, card=card_text(card.card), seat=seat_text(card.seat, lang),
             kind=t(f"ruling.penalty_kind.{card.kind}", lang))


def caveat_lines(ruling: Ruling, lang: str) -> list[str]:
    """The ruling's ``caveats`` in words, each with its law: where it rests on an uncertain reading of the 1987
    code or on a rule known from later codes (every rendering shows them)."""
    return [with_ref(step_text(c, lang), c.ref, lang) for c in ruling.caveats]


# what another player does next, or a fact left out: not a choice the Laws give, an "if"
EVENT_CHOICES = frozenset({"rho", "without_pause", "conventional"})


def _first_of(keys: tuple[str, ...], lang: str, **params: Any) -> str:
    """The first of ``keys`` the catalog has (this area's ``rui.*`` wording before the shared one), else the last."""
    for key in keys:
        text = t(key, lang, **params)
        if text != key:
            return text
    return keys[-1]


def _value(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def only_events(ruling: Ruling) -> bool:
    """Whether every option is an "if…" (a fact or another player's action), none a choice the Laws give."""
    return bool(ruling.options) and all(set(o.choice or {}) <= EVENT_CHOICES for o in ruling.options)


def choice_text(who: str, choice: dict[str, Any], lang: str) -> str:
    """``West: accept``; values with a catalog key of their own are worded by it, others generically."""
    if choice and set(choice) <= EVENT_CHOICES:
        text = ", ".join(_first_of((f"rui.choice.{name}.{_value(value)}", f"ruling.choice.{name}.{_value(value)}"),
                                   lang, who=seat_text(who, lang)) for name, value in choice.items())
        return text[:1].upper() + text[1:]  # a label ("If North passes"), not the start of a sentence
    parts = []
    suit_part = next((name for name in ("suit", "suits") if name in choice), None)
    suits = param_text("suits", choice[suit_part], lang) if suit_part else ""
    # a label that names the suit itself ("require a ♠ lead"), so the suit is no part of its own ("…, suit ♠")
    folded: dict[str, str] = {}
    for name, value in choice.items():
        if suit_part and name != suit_part:
            key = f"ruling.choice.{name}.{_value(value)}.with_suit"
            text = _first_of((f"rui.choice.{name}.{_value(value)}.with_suit", key), lang, who=seat_text(who, lang),
                             suits=suits)
            if text != key:
                folded[name] = text
    for name, value in choice.items():
        value_key = f"{name}.{_value(value)}"
        if name in folded:
            parts.append(folded[name])
            continue
        if name == suit_part and folded:
            continue
        special = f"ruling.choice.{value_key}"
        text = _first_of((f"rui.choice.{value_key}", special), lang, who=seat_text(who, lang))
        if text == special and name == "correction":
            text = t("ruling.choice.correction", lang, call=param_text("call", value, lang),
                     call_acc=call_object(str(value), lang))
        elif text == special and name in ("suit", "suits"):
            text = t("ruling.choice.suit", lang, suits=param_text("suits", value, lang))
        elif text == special:
            text = t("ruling.choice.generic", lang, name=name, value=param_text(name, value, lang))
        parts.append(text)
    return t("ruling.option", lang, who=seat_text(who, lang), choice=", ".join(parts))


def table_rows(dealer: str, entries: list[TableEntry], lang: str, *, star: bool = True) -> list[list[str]]:
    """The auction table of ``engine.cases.table_calls`` (header + rows of N E S W): see :func:`auction_table`."""
    return auction_table(dealer, entries, lang, star=star)


def render(ruling: Ruling, lang: str = "ru", *, dealer: str | None = None, calls: list[TableEntry] | None = None,
           irregular: tuple[str, str] | None = None, case: Any = None, table: Table | None = None) -> RenderedRuling:
    """The ruling in words (the one entry point: a logged ruling is read into a ``Ruling`` first, with
    ``Ruling.from_dict``); the auction table of ``case`` (``engine.cases.table_calls``: changes of call,
    simultaneous, in-turn and later calls shown), or of ``calls`` when ``dealer`` is given."""
    rendered = RenderedRuling(
        edition=t("ruling.edition", lang),
        headline=headline(ruling, lang),
        offender=offender_line(ruling, lang),
        steps=worded_steps(ruling.steps, lang),
        consequences=consequences(ruling, lang),
        options=[{"choice": choice_text(o.who, o.choice, lang), "ruling": render(o.ruling, lang).to_dict()}
                 for o in ruling.options],
        citations=citations(ruling, lang),
        caveats=caveat_lines(ruling, lang),
    )
    if case is not None or table is not None:
        rendered.auction = case_table(case, lang, star=ruling.type != "none", table=table)
    elif dealer is not None:
        rendered.auction = auction_table(dealer, calls or [], lang, irregular)
    return rendered


def worded_steps(steps: list[Step], lang: str) -> list[dict[str, Any]]:
    """The steps worded, each with its law (``{"text", "ref"}``: what :func:`step_sentences` joins)."""
    return [{"text": step_text(s, lang), "ref": s.ref} for s in steps]


def offender_line(ruling: Ruling, lang: str) -> str:
    """Who offended: the offender, else a claim's maker (a claim is no irregularity: nobody is an offender; named
    only when a seat, as every claim ruling gives it), else the offending side (12C2: no one player named), else
    "nobody has committed an irregularity". The one wording of every rendering (text, Discord, console)."""
    if ruling.offender:
        return t("ruling.offender", lang, seat=seat_text(ruling.offender, lang))
    claimer, side = ruling.extra.get("claimer"), ruling.extra.get("offending_side")
    if claimer in COLUMNS:  # a claim is no irregularity: its maker is named, nobody is an offender
        return t("ruling.claimer", lang, seat=seat_text(claimer, lang))
    if side in ("NS", "EW"):
        return t("ruling.offending_side", lang, side=side_text(side, lang))
    if ruling.extra.get("open_questions"):  # facts still to establish: whether anyone offended is not settled yet
        return t("ruling.offender_open", lang)
    return t("ruling.no_offender", lang)


def to_text(rendered: RenderedRuling, lang: str = "ru") -> str:
    """Plain text: banner, headline, auction, steps, consequences, options (nested), citations with quotes."""
    lines = [f"[{rendered.edition}]", rendered.headline, rendered.offender]
    if has_calls(rendered.auction):
        lines += ["", t("ruling.section.auction", lang)]
        lines += table_lines(rendered.auction, 10)
    lines += ["", t("ruling.section.steps", lang)]
    lines += _step_lines(rendered.steps, lang, "")
    if rendered.consequences:
        lines += ["", t("ruling.section.consequences", lang)] + [f"- {c}" for c in rendered.consequences]
    if rendered.options:
        lines += ["", t("ruling.section.options", lang)]
        lines += _option_lines(rendered.options, lang, "")
    if rendered.caveats:
        lines += ["", t("ruling.section.caveats", lang)] + [f"- {c}" for c in rendered.caveats]
    lines += ["", t("ruling.section.citations", lang)]
    for c in rendered.citations:
        head = c.heading(lang)
        lines.append(f"{head}: {c.text}" if not c.in_corpus else f"{head}\n  «{c.text}»")
    return "\n".join(lines)


def with_ref(text: str, ref: str | None, lang: str) -> str:
    """A step and its law: ``… (Law 27B2)``; a step that introduces the next ones keeps its colon last."""
    if not ref:
        return text
    law = f"({t('ruling.citation', lang, ref=ref)})"
    stripped = text.rstrip()
    if stripped.endswith(":"):
        return f"{stripped[:-1].rstrip()} {law}:"
    return f"{text} {law}"


def outcome_text(option_ruling: Ruling, parent: Ruling, lang: str) -> str:
    """What an option changes, in one line: its first step the whole ruling does not already say (with the steps
    it introduces, when it ends with a colon), else its first new consequence; "" when it adds nothing."""
    said = {step_text(s, lang) for s in parent.steps}
    siblings = [o.ruling for o in parent.options]
    if len(siblings) > 1:  # what every option says alike does not tell them apart
        shared = [{step_text(s, lang) for s in sibling.steps} for sibling in siblings]
        said |= set.intersection(*shared)
    steps = [step_text(s, lang) for s in option_ruling.steps]
    fresh = [i for i, text in enumerate(steps) if text not in said]
    if fresh:
        i = fresh[0]
        text = steps[i]
        while text.rstrip().endswith(":") and i + 1 < len(steps):
            i += 1
            text = f"{text.rstrip()} {steps[i]}"
        return text.rstrip().rstrip(":")
    known = set(consequences(parent, lang))
    return next((c for c in consequences(option_ruling, lang) if c not in known), "")


def step_sentences(steps: list[dict[str, Any]], lang: str) -> list[str]:
    """The worded steps (``{"text", "ref"}``) as the sentences of a numbered list, each with its law. A step that
    introduces the next one (it ends with a colon: "Corrected to a pass:") is completed by it on the same line —
    "Corrected to a pass: North … must pass for the rest of the auction. (Law 27B1(B))", the law cited once when
    both rest on it —, and one that introduces nothing ends as a sentence: no line is left hanging on a colon."""
    out: list[str] = []
    i = 0
    while i < len(steps):
        text, ref = steps[i]["text"].rstrip(), steps[i].get("ref")
        parts: list[str] = []
        while text.endswith(":") and i + 1 < len(steps):
            i += 1
            following = steps[i]
            parts.append(text if following.get("ref") == ref else with_ref(text, ref, lang))
            text, ref = following["text"].rstrip(), following.get("ref")
        if text.endswith(":"):  # introduces nothing that follows: a sentence of its own
            text = text[:-1].rstrip() + "."
        parts.append(with_ref(text, ref, lang))
        out.append(" ".join(parts))
        i += 1
    return out


def _step_lines(steps: list[dict[str, Any]], lang: str, indent: str) -> list[str]:
    return [f"{indent}{n}. {line}" for n, line in enumerate(step_sentences(steps, lang), 1)]


def _option_lines(options: list[dict[str, Any]], lang: str, indent: str) -> list[str]:
    out = []
    for option in options:
        sub = option["ruling"]
        out.append(f"{indent}* {option['choice']}")
        out += _step_lines(sub["steps"], lang, indent + "    ")
        out += [f"{indent}    - {c}" for c in sub["consequences"]]
        if sub["options"]:
            out += _option_lines(sub["options"], lang, indent + "    ")
    return out


def ruling_text(ruling: Ruling, lang: str = "ru", **table: Any) -> str:
    """Render and flatten in one call."""
    return to_text(render(ruling, lang, **table), lang)
