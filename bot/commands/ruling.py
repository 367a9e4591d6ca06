"""``/ruling <irregularity>`` and ``/ruling-online <case>``: one subcommand per irregularity, with typed options,
straight to the ruling.

For the director who already knows what happened: seats are closed choices, calls and cards are typed with
autocomplete and checked by the engine, decisions already taken are options (leave them out to see every
option with its outcome). Each subcommand is made from its type's declaration in ``engine.kinds`` (its facts
become options, in :data:`SUBCOMMANDS`); one generic handler turns the options into the case of ``cases.md`` and
hands it to :func:`bot.commands.ruling_draft.draft_reply`. The guided alternative is ``/ruling wizard``
(``ruling_wizard.py``). Each type names its command (``Kind.group``): Discord takes at most 8000 characters for a
command with all its subcommands, so the online rulings (misclick, hesitation, explanations, claims, scores,
adjusted scores) are ``/ruling-online`` (``/решение-онлайн``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.commands.ruling_draft import draft_reply
from bot.errors import UserError
from bot.framework.context import Context
from bot.framework.registry import Choice, Option, Suggestion, command
from bot.framework.reply import Reply
from bot.i18n import has
from bot.intake import answers
from bot.intake import wizard as W
from bot.render.bridge_words import call_text, seat_key
from bot.render.errors import option_name
from engine.cards import parse_card, parse_cards
from engine.errors import EngineError
from engine.kinds import COMMANDS, KINDS, Fact, Kind
from engine.scoring.matchpoints import parse_score

SEATS = tuple(Choice(s, seat_key(s)) for s in ("N", "E", "S", "W"))


async def suggest_calls(ctx: Context, current: str) -> list[Suggestion]:
    """Calls starting with what was typed (``1`` → 1♣…1NT; ``p`` → pass), labelled with suit symbols."""
    typed = current.strip().upper().replace(" ", "")
    calls = [a.value for a in answers.any_call_answers()]
    matching = [c for c in calls if c.startswith(typed)] or calls
    return [Suggestion(call_text(c, ctx.lang, label=True), c) for c in matching[:25]]


@dataclass(frozen=True)
class Slot:
    """An option and where its value goes in the case: ``top``, ``irregularity`` or ``choices`` (and as what)."""

    option: Option
    where: str
    name: str
    convert: Callable[[Any], Any] | None = None


def _cards(value: str) -> list[str]:
    return [str(c) for c in parse_cards(value)]


def _card(value: str) -> str:
    return str(parse_card(value))


# The board number gives dealer and vulnerability (Law 2); a board with odd markings goes through the wizard,
# which asks them. (Dealer/vul options on every subcommand would push /ruling over Discord's 8000-character cap.)
BOARD = Slot(Option("board", int, min_value=1, max_value=10_000), "top", "board")
AUCTION = Slot(Option("auction", str, required=False, max_length=300), "top", "auction")
CONTRACT = Slot(Option("contract", str, required=False, max_length=12), "top", "contract")
DECLARER = Slot(Option("declarer", str, required=False, choices=SEATS), "top", "declarer")
WHERE = (BOARD, AUCTION)
PLAY_WHERE = (*WHERE, CONTRACT, DECLARER)

# How a declared fact (``engine.kinds``) becomes an option, by the kind of its value.
_TYPE: dict[str, type] = {"bool": bool, "trick": int, "count": int, "score": int}
_CHECKS: dict[str, dict[str, Any]] = {
    "seat": {"choices": SEATS}, "call": {"max_length": 12, "autocomplete": suggest_calls},
    "card": {"max_length": 8}, "cards": {"max_length": 60},
    "trick": {"min_value": 1, "max_value": 13}, "count": {"min_value": 0, "max_value": 13},
    "score": {"min_value": -10_000, "max_value": 10_000}, "scores": {"max_length": 300},
}
_CONVERT: dict[str, Callable[[Any], Any]] = {"card": _card, "cards": _cards, "score": parse_score,
                                             "scores": W.parse_scores}


def _slots(fact: Fact, where: str) -> tuple[Slot, ...]:
    """The option(s) of one fact: a ``seat_call`` (Law 33's ``{"E": "P"}``) is two, ``<name>_seat`` and
    ``<name>_call``, joined again by :func:`build_case`."""
    name, required = fact.option_name, fact.in_command_required
    if fact.kind == "seat_call":
        return (Slot(Option(f"{name}_seat", str, required=required, choices=SEATS), where, f"{fact.name}_seat"),
                Slot(Option(f"{name}_call", str, required=required, **_CHECKS["call"]), where, f"{fact.name}_call"))
    checks = dict(_CHECKS.get(fact.kind, {}))
    if fact.values:
        checks["choices"] = tuple(Choice(v, f"intake.value.{fact.name}.{v}") for v in fact.values)
    if fact.default is not None:
        checks["default"] = fact.default
    option = Option(name, _TYPE.get(fact.kind, str), required=required, **checks)
    return (Slot(option, where, fact.name, _CONVERT.get(fact.kind)),)


@dataclass(frozen=True)
class Sub:
    """One subcommand: its name, the irregularity type it rules on, its fields (required first) and the command
    it belongs to."""

    name: str
    type: str
    fields: tuple[Slot, ...]
    group: str = "ruling"

    @property
    def path(self) -> str:
        """``ruling revoke``, ``ruling-online misclick``: as the error messages and catalog keys name it."""
        return f"{self.group} {self.name}"


def subcommand(kind: Kind) -> Sub:
    """The subcommand of a declared type: its required facts, where it happened (board, auction and — for a play
    irregularity — contract and declarer), its optional facts, then the decisions already taken."""
    assert kind.command is not None
    facts = [s for f in kind.facts for s in _slots(f, "irregularity")]
    required = tuple(s for s in facts if s.option.required)
    optional = tuple(s for s in facts if not s.option.required)
    choices = tuple(s for f in kind.choices for s in _slots(f, "choices"))
    where = PLAY_WHERE if kind.states_contract else WHERE
    return Sub(kind.command, kind.type, (*required, *where, *optional, *choices), kind.group)


SUBCOMMANDS: tuple[Sub, ...] = tuple(subcommand(KINDS[t]) for t in COMMANDS.values())


def build_case(sub: Sub, values: dict[str, Any]) -> dict[str, Any]:
    """The case of ``cases.md`` from the subcommand's option values (absent options are left out)."""
    case: dict[str, Any] = {"irregularity": {"type": sub.type}}
    for field in sub.fields:
        value = values.get(field.option.name)
        if value is None:
            continue
        value = field.convert(value) if field.convert else value
        if field.where == "top":
            case[field.name] = value
        else:
            case.setdefault(field.where, {})[field.name] = value
    irregularity = case["irregularity"]
    for fact in KINDS[sub.type].facts:  # Law 33: the other caller, as the contract's {"N": "1S"}
        if fact.kind == "seat_call" and f"{fact.name}_seat" in irregularity:
            irregularity[fact.name] = {irregularity.pop(f"{fact.name}_seat"): irregularity.pop(f"{fact.name}_call")}
    return case


async def _explain(ctx: Context, sub: Sub, case: dict[str, Any], err: EngineError) -> Reply:
    """An engine refusal in the words of this subcommand's options, or, when the call is another irregularity (or
    none: a sufficient "insufficient" bid), the ruling on what it is, with a note saying so (Laws 17, 18)."""
    code, params = err.code, err.params
    if code == "type_mismatch":
        classified = {**case, "irregularity": {**case["irregularity"], "type": "call"}}
        reply = await draft_reply(ctx, classified)
        note = ctx.t("rui.reclassified", stated=ctx.t(f"intake.type.{sub.type}"),
                     call=call_text(str(params.get("call", "")), ctx.lang, label=True))
        reply.description = f"**{note}**\n{reply.description or ''}"
        return reply
    command_ = sub.path
    if code == "play_needs_contract":
        raise UserError("ruling_needs_contract", contract=option_name(command_, "contract", ctx.lang),
                        declarer=option_name(command_, "declarer", ctx.lang),
                        auction=option_name(command_, "auction", ctx.lang)) from err
    if code == "missing_field":
        field = str(params.get("field", ""))
        slot = next((f for f in sub.fields if f.name == field), None)
        if slot is not None:
            specific = f"ruling_missing.{sub.type}.{field}"
            raise UserError(specific if has(f"error.{specific}", "en") else "ruling_missing_option",
                            command=command_, option=slot.option.name,
                            what=ctx.t(f"cmd.{sub.group}.{sub.name}.opt.{slot.option.name}.desc")) from err
    raise err


def _check_choices(sub: Sub, case: dict[str, Any]) -> None:
    """Refuse a decision the Laws do not give on these facts, instead of ruling as if it had not been given."""
    for name in W.inapplicable_choices(case):
        option = next((f.option.name for f in sub.fields if f.where == "choices" and f.name == name), name)
        code = f"ruling_choice_na.{case['irregularity']['type']}.{name}"
        raise UserError(code if has(f"error.{code}", "en") else "ruling_choice_not_applicable",
                        command=sub.path, option=option)


def _make_handler(sub: Sub) -> Callable[..., Any]:
    async def handler(ctx: Context, **values: Any) -> Reply:
        case = build_case(sub, values)
        _check_choices(sub, case)
        try:
            return await draft_reply(ctx, case)
        except EngineError as err:
            return await _explain(ctx, sub, case, err)

    handler.__doc__ = f"/{sub.path}: the {sub.type} case from typed options, ruled on at once."
    handler.__name__ = f"ruling_{sub.type}"
    return handler


def register(subs: Sequence[Sub] = SUBCOMMANDS) -> None:
    """Register every subcommand under its command (at import, like any command module)."""
    for sub in subs:
        command(sub.group, sub.name, options=tuple(f.option for f in sub.fields), defer_ephemeral=True)(
            _make_handler(sub))


register()
