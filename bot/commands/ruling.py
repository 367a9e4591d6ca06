"""``/ruling <irregularity>``: one subcommand per irregularity, with typed options, straight to the ruling.

For the director who already knows what happened: seats are closed choices, calls and cards are typed with
autocomplete and checked by the engine, decisions already taken are options (leave them out to see every
option with its outcome). Each subcommand is a row of :data:`SUBCOMMANDS`; one generic handler turns the options
into the case of ``cases.md`` and hands it to :func:`bot.commands.ruling_draft.draft_reply`. The guided
alternative is ``/ruling wizard`` (``ruling_wizard.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.commands.context import Context
from bot.commands.registry import Choice, Option, Suggestion, command
from bot.commands.reply import Reply
from bot.commands.ruling_draft import draft_reply
from bot.errors import UserError
from bot.i18n import has
from bot.intake import answers, display
from bot.intake import wizard as W
from bot.intake.display import call_text
from bot.render.errors import option_name
from engine.cards import parse_card, parse_cards
from engine.errors import EngineError

SEATS = tuple(Choice(s, f"intake.seat.{s}") for s in ("N", "E", "S", "W"))
OBLIGATIONS = tuple(Choice(v, f"intake.value.obligation.{v}") for v in ("next_turn", "rest_of_auction"))


def _declarer_choices(*values: str) -> tuple[Choice, ...]:
    return tuple(Choice(v, f"intake.value.declarer.{v}") for v in values)


async def suggest_calls(ctx: Context, current: str) -> list[Suggestion]:
    """Calls starting with what was typed (``1`` → 1♣…1NT; ``p`` → pass), labelled with suit symbols."""
    typed = current.strip().upper().replace(" ", "")
    calls = [a.value for a in answers.any_call_answers()]
    matching = [c for c in calls if c.startswith(typed)] or calls
    return [Suggestion(call_text(c, ctx.lang), c) for c in matching[:25]]


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


BY = Slot(Option("by", str, choices=SEATS), "irregularity", "by")
CALL = Slot(Option("call", str, max_length=12, autocomplete=suggest_calls), "irregularity", "call")
CARD = Slot(Option("card", str, max_length=8), "irregularity", "card")
CARDS = Slot(Option("cards", str, max_length=60), "irregularity", "cards", _cards)
# The board number gives dealer and vulnerability (Law 2); a board with odd markings goes through the wizard,
# which asks them. (Dealer/vul options on every subcommand would push /ruling over Discord's 8000-character cap.)
BOARD = Slot(Option("board", int, min_value=1, max_value=10_000), "top", "board")
AUCTION = Slot(Option("auction", str, required=False, max_length=300), "top", "auction")
CONTRACT = Slot(Option("contract", str, required=False, max_length=12), "top", "contract")
DECLARER = Slot(Option("declarer", str, required=False, choices=SEATS), "top", "declarer")
ACCEPTED = Slot(Option("accepted", bool, required=False), "choices", "accepted")
CORRECTION = Slot(Option("correction", str, required=False, max_length=12, autocomplete=suggest_calls), "choices",
                   "correction")
CONVENTIONAL = Slot(Option("conventional", bool, required=False), "irregularity", "conventional")
TRICK = Slot(Option("trick", int, min_value=1, max_value=13), "irregularity", "trick")
WHERE = (BOARD, AUCTION)
PLAY_WHERE = (*WHERE, CONTRACT, DECLARER)


def _opt(name: str, type_: type, *, required: bool = False, **kw: Any) -> Option:
    return Option(name, type_, required=required, **kw)


@dataclass(frozen=True)
class Sub:
    """One subcommand: its name, the irregularity type it rules on, and its fields (required first)."""

    name: str
    type: str
    fields: tuple[Slot, ...]


SUBCOMMANDS: tuple[Sub, ...] = (
    Sub("call", "call", (BY, CALL, *WHERE, CONVENTIONAL, ACCEPTED, CORRECTION)),
    Sub("insufficient-bid", "insufficient_bid", (BY, CALL, *WHERE, CONVENTIONAL, ACCEPTED, CORRECTION)),
    Sub("out-of-turn", "call_out_of_turn", (BY, CALL, *WHERE, CONVENTIONAL, ACCEPTED)),
    Sub("change-of-call", "change_of_call", (
        BY, CALL, Slot(_opt("new_call", str, required=True, max_length=12, autocomplete=suggest_calls),
                        "irregularity", "new_call"),
        Slot(_opt("inadvertent", bool, required=True), "irregularity", "inadvertent"), *WHERE,
        Slot(_opt("without_pause", bool), "irregularity", "without_pause"), ACCEPTED)),
    Sub("exposed-card", "card_exposed_during_auction", (
        BY, CARDS, *WHERE, Slot(_opt("led", bool), "irregularity", "led"))),
    Sub("inadmissible", "inadmissible_call", (BY, CALL, *WHERE, ACCEPTED)),
    Sub("above-seven", "bid_above_seven", (BY, CALL, *WHERE)),
    Sub("pass-obligation", "pass_obligation_violated", (
        BY, CALL, Slot(_opt("obligation", str, required=True, choices=OBLIGATIONS), "irregularity", "obligation"),
        *WHERE)),
    Sub("simultaneous", "simultaneous_calls", (
        BY, CALL, Slot(_opt("with_seat", str, required=True, choices=SEATS), "irregularity", "with_seat"),
        Slot(_opt("with_call", str, required=True, max_length=12, autocomplete=suggest_calls), "irregularity",
              "with_call"), *WHERE)),
    Sub("after-final-pass", "call_after_final_pass", (BY, CALL, *WHERE)),
    Sub("lead-out-of-turn", "lead_out_of_turn", (
        BY, CARD, *PLAY_WHERE, Slot(_opt("trick", int, min_value=1, max_value=13, default=1), "irregularity", "trick"),
        Slot(_opt("face_down", bool), "irregularity", "face_down"),
        Slot(_opt("declarer_saw_dummy", bool), "irregularity", "declarer_saw_dummy"),
        Slot(_opt("correct_leader", str, choices=SEATS), "irregularity", "correct_leader"),
        Slot(_opt("choice", str, choices=_declarer_choices("accept", "spread", "refuse")), "choices", "declarer"),
        ACCEPTED)),
    Sub("penalty-card", "penalty_card", (
        BY, CARDS, *PLAY_WHERE, Slot(_opt("deliberate", bool), "irregularity", "deliberate"),
        Slot(_opt("partner_has_lead", bool), "irregularity", "partner_has_lead"),
        Slot(_opt("choice", str, choices=_declarer_choices("require_suit", "forbid_suit", "none")), "choices",
              "declarer"),
        Slot(_opt("failed_to_play", str, max_length=8), "irregularity", "failed_to_play", _card), ACCEPTED)),
    Sub("premature-play", "premature_play", (
        BY, CARD, TRICK, *PLAY_WHERE,
        Slot(_opt("choice", str, choices=_declarer_choices("highest", "lowest", "other_suit")), "choices",
              "declarer"))),
    Sub("revoke", "revoke", (
        BY, TRICK, Slot(_opt("established", bool, required=True), "irregularity", "established"), *PLAY_WHERE,
        Slot(_opt("won_by", str, choices=SEATS), "irregularity", "revoke_trick_won_by"),
        Slot(_opt("tricks_after", int, min_value=0, max_value=13), "irregularity", "offending_side_tricks_after"),
        Slot(_opt("card", str, max_length=8), "irregularity", "card", _card),
        Slot(_opt("declarer_tricks", int, min_value=0, max_value=13), "irregularity", "declarer_tricks"))),
    Sub("declarer-exposed", "declarer_exposed_card", (
        BY, CARDS, *PLAY_WHERE, Slot(_opt("faced_hand", bool), "irregularity", "faced_hand"))),
    Sub("claim", "claim", (
        BY, Slot(_opt("tricks", int, required=True, min_value=0, max_value=13), "irregularity", "tricks"), *PLAY_WHERE,
        Slot(_opt("kind", str, choices=tuple(Choice(v, f"intake.value.kind.{v}") for v in ("claim", "concession"))),
             "irregularity", "kind"),
        Slot(_opt("status", str, choices=tuple(Choice(v, f"intake.value.status.{v}") for v in ("contested", "agreed"))),
             "irregularity", "status"),
        Slot(_opt("statement", bool), "irregularity", "statement"),
        Slot(_opt("outstanding_trump", bool), "irregularity", "outstanding_trump"),
        Slot(_opt("unstated_finesse", bool), "irregularity", "unstated_finesse"))),
)


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
    if "with_seat" in irregularity:  # Law 33: the other caller, as the contract's {"N": "1S"}
        irregularity["with"] = {irregularity.pop("with_seat"): irregularity.pop("with_call")}
    return case


async def _explain(ctx: Context, sub: Sub, case: dict[str, Any], err: EngineError) -> Reply:
    """An engine refusal in the words of this subcommand's options, or, when the call is another irregularity (or
    none: a sufficient "insufficient" bid), the ruling on what it is, with a note saying so (Laws 17, 18)."""
    code, params = err.code, err.params
    if code == "type_mismatch":
        classified = {**case, "irregularity": {**case["irregularity"], "type": "call"}}
        reply = await draft_reply(ctx, classified)
        note = ctx.t("rui.reclassified", stated=ctx.t(f"intake.type.{sub.type}"),
                     call=display.call_text(str(params.get("call", "")), ctx.lang))
        reply.description = f"**{note}**\n{reply.description or ''}"
        return reply
    command_ = f"ruling {sub.name}"
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
                            what=ctx.t(f"cmd.ruling.{sub.name}.opt.{slot.option.name}.desc")) from err
    raise err


def _check_choices(sub: Sub, case: dict[str, Any]) -> None:
    """Refuse a decision the Laws do not give on these facts, instead of ruling as if it had not been given."""
    for name in W.inapplicable_choices(case):
        option = next((f.option.name for f in sub.fields if f.where == "choices" and f.name == name), name)
        code = f"ruling_choice_na.{case['irregularity']['type']}.{name}"
        raise UserError(code if has(f"error.{code}", "en") else "ruling_choice_not_applicable",
                        command=f"ruling {sub.name}", option=option)


def _make_handler(sub: Sub) -> Callable[..., Any]:
    async def handler(ctx: Context, **values: Any) -> Reply:
        case = build_case(sub, values)
        _check_choices(sub, case)
        try:
            return await draft_reply(ctx, case)
        except EngineError as err:
            return await _explain(ctx, sub, case, err)

    handler.__doc__ = f"/ruling {sub.name}: the {sub.type} case from typed options, ruled on at once."
    handler.__name__ = f"ruling_{sub.type}"
    return handler


def register(subs: Sequence[Sub] = SUBCOMMANDS) -> None:
    """Register every subcommand (at import, like any command module)."""
    for sub in subs:
        command("ruling", sub.name, options=tuple(f.option for f in sub.fields), defer_ephemeral=True)(
            _make_handler(sub))


register()
