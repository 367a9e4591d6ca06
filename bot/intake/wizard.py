"""The ruling wizard as a state machine: state → question → answer → next state → … → the case.

The director's order (landscape §3.1, the WBU flowcharts): the board (or dealer and vulnerability) → the auction
so far, call by call → what happened → who and what → the choices already made. ``question(state)`` is always the
first fact still missing, so a state prefilled from free text simply skips what it already knows, and ``back``
is a stack of earlier states. Every answer is checked with the engine as it is given (whose turn it is,
sufficiency, admissibility, a card's spelling), so a wrong fact is refused at once with a typed error and a key,
not at the end by a ruling that cannot be made.

The machine is the one module the commands and tests talk to (``from bot.intake import wizard as W``), so it
names the whole API; its parts live beside it, each holding one idea: ``wizard_questions`` (what is asked, in the
director's order), ``wizard_apply`` (an answer parsed, checked with the engine and put into the state),
``wizard_probes`` (which facts matter: the engine's ruling on the case so far) and ``wizard_case`` (the state as
a case and back).
"""

from __future__ import annotations

import copy
import re

from bot.errors import UserError
from bot.intake import consistency
from bot.intake.cues import cued
from bot.intake.kinds import KINDS, WIZARD_ORDER
from bot.intake.prefill import Prefill
from bot.intake.questions import BACK, Question
from bot.intake.state import WizardState
from bot.intake.wizard_apply import (
    apply_answer,
    apply_stated_auction,
    parse_bid,
    parse_scores,
    parse_value,
    typed_auction,
)
from bot.intake.wizard_case import case, fact_spec, from_case
from bot.intake.wizard_probes import inapplicable_choices
from bot.intake.wizard_questions import question, suggested_offender
from engine.auction import Auction
from engine.board import board_info, parse_vul
from engine.errors import EngineError
from engine.seats import parse_seat

__all__ = ["BOARD_WORDS", "MAX_HISTORY", "TYPED_KINDS", "WizardState", "answer", "apply_stated_auction", "back",
           "case", "from_case", "inapplicable_choices", "parse_scores", "question", "start", "suggested_offender",
           "typed_answer", "typed_auction", "typed_kind", "unknown_facts"]

MAX_HISTORY = 60


def start(prefill: Prefill | None = None) -> WizardState:
    """A new intake, prefilled with what free text already said (``bot.intake.prefill``)."""
    state = WizardState()
    if prefill is None:
        return state
    case = prefill.case
    state.board = case.get("board")
    state.contract = case.get("contract")
    state.declarer = case.get("declarer") if state.contract else None
    state.type = prefill.type if prefill.type in WIZARD_ORDER else None
    state.hints = dict(prefill.hints)
    if state.type:
        state.irregularity = {k: v for k, v in case.get("irregularity", {}).items() if k != "type"}
        if "by" in state.irregularity:  # the offender is always confirmed: the text's seat is only suggested
            state.hints["by"] = state.irregularity.pop("by")
    if state.type and KINDS[state.type].period == "play" and state.contract and state.declarer:
        state.auction_done = True  # a play irregularity with its contract and declarer: no auction to click
    if case.get("auction") and state.board is not None:
        try:
            state.auction = [str(c) for c in Auction(state.dealer_seat(), case["auction"]).calls]
        except EngineError:
            state.auction = []  # the stated auction is not legal from this dealer: ask it instead
    return apply_stated_auction(state)


def answer(state: WizardState, value: str) -> WizardState:
    """The state after ``value`` answers the current question (a new object; ``state`` is left unchanged).

    Raises ``UserError``/``EngineError`` (typed, worded by the catalog) when the answer is not acceptable.
    """
    value = str(value).strip()
    if value == BACK:
        return back(state)
    q = question(state)
    if q is None:
        raise UserError("intake_complete")
    if value.isdigit() and q.layout == "buttons" and not q.free and 1 <= int(value) <= len(q.answers):
        value = q.answers[int(value) - 1].value  # a console user may answer with the number shown
    if value not in q.values and not q.free:
        _refuse(state, q, value)
    new = copy.deepcopy(state)
    new.history = [*state.history[-MAX_HISTORY:], _snapshot(state)]
    apply_answer(new, q, value)
    return new


# What a typed answer may be, by the kind of question (``typed_kind``): the transports offer typing only there.
TYPED_KINDS = ("board", "seat", "vul", "auction", "contract", "call", "card", "cards", "score", "scores")
BOARD_WORDS = cued(r"(?:board|bd|сдача|сдачи|доска|№|#)\s*", re.IGNORECASE)


def typed_kind(state: WizardState, q: Question | None = None) -> str | None:
    """Which typed answer the current question takes (one of ``TYPED_KINDS``), or None (click only)."""
    q = q if q is not None else question(state)
    if q is None:
        return None
    if q.step == "board":
        return "board"
    if q.step in ("dealer", "declarer"):
        return "seat"
    if q.step in ("vul", "auction", "contract"):
        return q.step
    where, _, name = q.step.partition(":")
    spec = fact_spec(state, name) if where in ("fact", "choice") and state.type else None
    if spec is not None and spec.kind in ("seat", "call", "card", "cards", "score", "scores"):
        return spec.kind
    return None


def typed_answer(state: WizardState, text: str) -> WizardState:
    """The state after a *typed* answer to the current question: ``27`` or ``board 27`` for the board (any number
    of Law 2's range), ``1H P 1S`` for the next calls (each checked in turn, the first word that is no legal call
    named), ``пК``/``SK`` for a card, ``север``/``N`` for a seat, ``обе``/``both`` for the vulnerability.

    Control answers (back, done, cancel…) are buttons, never typed. Raises typed errors like :func:`answer`.
    """
    text = " ".join(str(text).split())
    q = question(state)
    kind = typed_kind(state, q)
    if q is None or kind is None:
        raise UserError("intake_not_typed" if q is not None else "intake_complete")
    if not text or text.startswith("!"):
        raise UserError("intake_bad_answer", answer=text)
    if kind == "board":
        number = BOARD_WORDS.sub("", text, count=1) if BOARD_WORDS.match(text) else text
        try:
            board = board_info(number).board
        except EngineError:
            raise EngineError("bad_board", value=text) from None
        return answer(state, str(board))
    if kind == "seat":
        name = q.step.partition(":")[2] or q.step
        return answer(state, parse_seat(text, name).value)
    if kind == "vul":
        return answer(state, parse_vul(text))
    if kind == "contract":
        return answer(state, str(parse_bid(text)))
    return answer(state, text)


def _refuse(state: WizardState, q: Question, value: str) -> None:
    """Why an answer not offered is refused: a real value that does not fit the facts, or no answer at all."""
    where, _, name = q.step.partition(":")
    spec = fact_spec(state, name) if where in ("fact", "choice") and state.type else None
    if spec is not None:
        try:
            parse_value(spec, value)
        except (UserError, EngineError):
            pass
        else:
            raise UserError(consistency.error_code(state.type or "", name), answer=value)
    raise UserError("intake_bad_answer", answer=value)


def back(state: WizardState) -> WizardState:
    """The state before the last answer (the first state stays where it is)."""
    if not state.history:
        return state
    previous = state.history[-1]
    restored = copy.deepcopy(previous)
    restored.history = state.history[:-1]
    return restored


def _snapshot(state: WizardState) -> WizardState:
    snap = copy.deepcopy(state)
    snap.history = []
    return snap


def unknown_facts(state: WizardState) -> tuple[str, ...]:
    """The facts the user answered "Don't know" to, which the ruling may show as "if…" branches."""
    return tuple(name for name in state.skipped if name == "conventional")
