"""The ruling wizard as a state machine: state → question → answer → next state → … → the case.

The director's order (landscape §3.1, the WBU flowcharts): the board (or dealer and vulnerability) → the auction
so far, call by call → what happened → who and what → the choices already made. ``question(state)`` is always the
first fact still missing, so a state prefilled from free text simply skips what it already knows, and ``back``
is a stack of earlier states. Every answer is checked with the engine as it is given (whose turn it is,
sufficiency, admissibility, a card's spelling), so a wrong fact is refused at once with a typed error and a key,
not at the end by a ruling that cannot be made.
"""

from __future__ import annotations

import copy
import functools
import json
import re
from typing import Any

import engine
from bot.errors import UserError
from bot.intake import answers as A
from bot.intake import consistency, textscan
from bot.intake.kinds import KINDS, WIZARD_ORDER, Fact
from bot.intake.partial import value_ok
from bot.intake.prefill import Prefill
from bot.intake.questions import BACK, DONE, MORE, OTHER, SKIP, UNDO, Question
from bot.intake.state import WizardState
from engine.auction import ILLEGAL, Auction
from engine.board import board_info, parse_vul
from engine.calls import Call, parse_call
from engine.cards import parse_card
from engine.errors import EngineError
from engine.scoring.matchpoints import parse_score
from engine.seats import Seat, parse_seat

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


def apply_stated_auction(state: WizardState) -> WizardState:
    """Once the dealer is known, the sequence of calls the text stated before the irregular one (``North opened
    1H, East bid 1D``: 1♥) becomes the auction so far, if it fits: from that dealer (the seats named say who
    called), each call legal in turn. Otherwise the auction is asked as usual. ``state`` is changed in place."""
    stated, dealer = state.hints.get("auction"), state.hints.get("auction_dealer")
    if not stated or state.auction or state.auction_done or not state.board_known:
        return state
    if dealer and dealer != state.dealer_seat().value:
        return state
    try:
        probe = copy.deepcopy(state)
        _apply_auction(probe, stated)
    except (UserError, EngineError):
        return state
    state.auction, state.auction_done = probe.auction, probe.auction_done
    return state


def question(state: WizardState) -> Question | None:
    """The next question, or ``None`` when the case is complete."""
    for ask in (_ask_board, _ask_auction, _ask_contract, _ask_type, _ask_facts, _ask_choices):
        q = ask(state)
        if q is not None:
            return q
    return None


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
    _apply(new, q, value)
    return new


# What a typed answer may be, by the kind of question (``typed_kind``): the transports offer typing only there.
TYPED_KINDS = ("board", "seat", "vul", "auction", "contract", "call", "card", "cards", "score", "scores")
BOARD_WORDS = re.compile(r"(?:board|bd|сдача|сдачи|доска|№|#)\s*", re.IGNORECASE)


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
    spec = _spec(state, name) if where in ("fact", "choice") and state.type else None
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
        return answer(state, str(_bid(text)))
    return answer(state, text)


def _refuse(state: WizardState, q: Question, value: str) -> None:
    """Why an answer not offered is refused: a real value that does not fit the facts, or no answer at all."""
    where, _, name = q.step.partition(":")
    spec = _spec(state, name) if where in ("fact", "choice") and state.type else None
    if spec is not None:
        try:
            _parse_value(spec, value)
        except (UserError, EngineError):
            pass
        else:
            raise UserError(consistency.error_code(state.type or "", name), answer=value)
    raise UserError("intake_bad_answer", answer=value)


def _spec(state: WizardState, name: str) -> Fact | None:
    assert state.type is not None
    return next((f for f in (*KINDS[state.type].facts, *KINDS[state.type].choices) if f.name == name), None)


def back(state: WizardState) -> WizardState:
    """The state before the last answer (the first state stays where it is)."""
    if not state.history:
        return state
    previous = state.history[-1]
    restored = copy.deepcopy(previous)
    restored.history = state.history[:-1]
    return restored


def case(state: WizardState) -> dict[str, Any]:
    """The case of ``cases.md`` the state describes (complete when ``question(state)`` is ``None``)."""
    data: dict[str, Any] = {}
    if state.board is not None:
        data["board"] = state.board
    else:
        data["dealer"], data["vul"] = state.dealer or "N", state.vul or "none"
    data["auction"] = list(state.auction)
    if state.contract and state.period == "play" and not state.engine_auction().ended:
        data["contract"], data["declarer"] = state.contract, state.declarer
    data["irregularity"] = {"type": state.type, **state.irregularity}
    if state.choices:
        data["choices"] = dict(state.choices)
    return data


def from_case(case: dict[str, Any]) -> WizardState:
    """A finished state holding ``case`` (the inverse of :func:`case`), to ask what the wizard would have asked."""
    irregularity = dict(case.get("irregularity", {}))
    auction = case.get("auction") or []
    return WizardState(board=case.get("board"), dealer=case.get("dealer"), vul=case.get("vul"),
                       auction=auction.split() if isinstance(auction, str) else list(auction), auction_done=True,
                       contract=case.get("contract"), declarer=case.get("declarer"),
                       type=irregularity.pop("type", None), irregularity=irregularity,
                       choices=dict(case.get("choices", {})))


def inapplicable_choices(case: dict[str, Any]) -> list[str]:
    """The decisions ``case`` states that the Laws do not give on its facts (the wizard would not have asked them):
    declarer's lead options with no lead by the offender's partner (50D), an acceptance of an inadvertent change
    of call (25A)… The correction of an insufficient bid implies it was not accepted, so it is not one of them."""
    try:
        state = from_case(case)
        if state.type not in KINDS:
            return []
        specs = {f.name: f for f in KINDS[state.type].choices}
        return [name for name in state.choices if name in specs and (
                (name != "correction" and not _needed(state, specs[name])) or not _offered(state, name))]
    except (EngineError, UserError, ValueError, KeyError, TypeError):
        return []  # a case the engine will refuse anyway, with its own reason


def _snapshot(state: WizardState) -> WizardState:
    snap = copy.deepcopy(state)
    snap.history = []
    return snap


# --- the questions, in the director's order --------------------------------------------------------------------
def _ask_board(state: WizardState) -> Question | None:
    if state.board is not None:
        return None
    if not state.no_board:
        return Question("board", "intake.q.board", A.board_answers(state.board_page), layout="select", free=True)
    if state.dealer is None:
        return Question("dealer", "intake.q.dealer", A.seat_answers())
    if state.vul is None:
        return Question("vul", "intake.q.vul", A.vul_answers())
    return None


def _ask_auction(state: WizardState) -> Question | None:
    if state.auction_done:
        return None
    auction = state.engine_auction()
    if auction.ended:
        return None
    turn = auction.turn
    return Question("auction", "intake.q.auction", A.auction_answers(auction), layout="select", free=True,
                    params={"seat": turn.value if turn else ""})


def _ask_contract(state: WizardState) -> Question | None:
    if state.type is None or not KINDS[state.type].states_contract or state.engine_auction().ended:
        return None
    if state.contract is None:
        return Question("contract", "intake.q.contract", A.bid_answers(), layout="select", free=True)
    if state.declarer is None:
        return Question("declarer", "intake.q.declarer", A.seat_answers())
    return None


def _ask_type(state: WizardState) -> Question | None:
    """What happened; asked again when a prefilled type cannot have happened here (no bid yet: no IB)."""
    auction = state.engine_auction() if state.board_known else None
    q = Question("type", "intake.q.type", A.type_answers(state.period, auction))
    if state.type is not None and state.type in q.values:
        return None
    return q


def _ask_facts(state: WizardState) -> Question | None:
    assert state.type is not None
    for spec in KINDS[state.type].facts:
        if not _needed(state, spec) or spec.name in state.skipped:
            continue
        if spec.kind == "cards":
            if "cards:done" not in state.skipped:  # several cards, one answer each, until "done"
                return _fact_question(state, spec, "fact")
            continue
        # a missing fact, or a prefilled one that the auction built since contradicts, is asked
        if spec.name not in state.irregularity or not _still_valid(state, spec, state.irregularity[spec.name]):
            return _fact_question(state, spec, "fact")
    return None


def _ask_choices(state: WizardState) -> Question | None:
    assert state.type is not None
    for spec in KINDS[state.type].choices:
        if (_needed(state, spec) and spec.name not in state.choices and spec.name not in state.skipped
                and _engine_offers(state, spec.name)):
            return _fact_question(state, spec, "choice")
    return None


# --- what the engine's classification of the case so far turns on ------------------------------------------------
@functools.lru_cache(maxsize=1024)
def _ruled(case_json: str) -> dict[str, Any] | None:
    try:
        return engine.rule(json.loads(case_json)).to_dict()
    except (EngineError, UserError, ValueError, KeyError, TypeError):
        return None  # not complete enough to rule on yet (or refused: the end of the wizard says why)


def _engine_ruling(state: WizardState, **irregularity: Any) -> dict[str, Any] | None:
    """The engine's ruling on the case so far (``irregularity``: facts put in for a what-if), or None."""
    if not state.board_known or state.type is None:
        return None
    data = case(state)
    data["irregularity"] = {**data["irregularity"], **irregularity}
    return _ruled(json.dumps(data, sort_keys=True, ensure_ascii=False))


def _choice_names(ruling: dict[str, Any]) -> set[str]:
    names: set[str] = set()
    for option in ruling.get("options", []):
        names |= set(option.get("choice", {})) | _choice_names(option.get("ruling", {}))
    return names


def _engine_offers(state: WizardState, name: str) -> bool:
    """Whether the engine's ruling on the case so far gives a choice ``name`` (a call out of turn is cancelled or
    accepted, 29: no correction to ask, though the bid is also insufficient, 27C), or, for a yes/no decision, rules
    differently with it (35A: the LHO called over an inadmissible double, a fact the ruling offers no option on);
    when it cannot rule yet, yes."""
    ruling = _engine_ruling(state)
    if ruling is None or name in _choice_names(ruling):
        return True
    spec = _spec(state, name) if state.type else None
    if spec is None or spec.kind != "bool":
        return False
    outcomes = []
    for value in (True, False):
        probe = copy.copy(state)
        probe.choices = {**state.choices, name: value}
        outcomes.append(_engine_ruling(probe))
    return None in outcomes or outcomes[0] != outcomes[1]


def _offered(state: WizardState, name: str) -> bool:
    """Whether the engine, ruling on the case without the decision ``name``, gives that decision (a correction
    is the offender's once the call is not accepted): a call out of turn is cancelled, never "corrected" (29A)."""
    probe = copy.copy(state)
    probe.choices = {k: v for k, v in state.choices.items() if k != name}
    if name == "correction":
        probe.choices.setdefault("accepted", False)
    return _engine_offers(probe, name)


def _turns_on(state: WizardState, name: str) -> bool | None:
    """Whether the ruling differs with the fact ``name`` true and false (None: the engine cannot rule yet)."""
    rest = {k: v for k, v in state.irregularity.items() if k != name}
    probe = copy.copy(state)
    probe.irregularity, probe.choices = rest, {}
    outcomes = [_engine_ruling(probe, **{name: value}) for value in (True, False)]
    if outcomes[0] is None or outcomes[1] is None:
        return None
    return outcomes[0] != outcomes[1]


def unknown_facts(state: WizardState) -> tuple[str, ...]:
    """The facts the user answered "Don't know" to, which the ruling may show as "if…" branches."""
    return tuple(name for name in state.skipped if name == "conventional")


def _fact_question(state: WizardState, spec: Fact, where: str) -> Question:
    answers, layout = A.fact_answers(spec, _choice_values(state, spec), state.irregularity.get("cards"))
    if state.type == "bid_above_seven" and spec.name == "call":
        answers = A.any_call_answers(above_seven=True)
    values = consistency.allowed(state, spec)
    if values is not None:  # only what fits the facts so far (the engine's own checks)
        answers = tuple(a for a in answers if a.is_control or a.value in values)
    if spec.kind == "seat" and spec.name == "by":
        answers = A.mark_suggested(answers, suggested_offender(state))
        if len([a for a in answers if not a.is_control]) > 1:  # "in turn" says nothing when only he is offered
            answers = A.mark_turn(answers, _turn(state))
    prompt = spec.prompt or f"intake.q.{where}.{spec.name}"
    if spec.name == "conventional" and state.irregularity.get("call") != "P":
        prompt = "intake.q.fact.conventional_bid"  # a bid: "No" only when it is beyond doubt (27B1(A))
    return Question(f"{where}:{spec.name}", prompt, answers, layout=layout,
                    free=spec.kind in ("call", "card", "cards", "score", "scores"), params=_fact_params(state))


def _fact_params(state: WizardState) -> dict[str, Any]:
    params: dict[str, Any] = {"type": state.type or ""}
    if state.board_known and not state.engine_auction().ended:
        turn = state.engine_auction().turn
        params["turn"] = turn.value if turn else ""
    return params


def _turn(state: WizardState) -> str | None:
    """The player in turn to call, while the irregularity is of the auction (in the play it says nothing)."""
    if not state.board_known or (state.type and KINDS[state.type].period == "play"):
        return None
    turn = state.engine_auction().turn
    return turn.value if turn else None


def suggested_offender(state: WizardState) -> str | None:
    """The seat the user's words point to: "partner bid 1♦ after *my* 1♥" → the partner of whoever bid 1♥.

    Only a suggestion (highlighted, never answered for the user): the text said who relative to the speaker,
    and the auction built since says where the speaker sits.
    """
    if state.hints.get("by"):
        return state.hints["by"]
    relative, over = state.hints.get("by_relative"), state.hints.get("over")
    if relative is None or over is None or state.hints.get("over_by") != "me" or not state.board_known:
        return None
    auction = state.engine_auction()
    made = [auction.seat_of(i) for i, call in enumerate(auction.calls) if str(call) == over]
    if not made:
        return None
    me = made[-1]
    return {"me": me, "partner": me.partner, "lho": me.lho, "rho": me.rho}[relative].value


def _choice_values(state: WizardState, spec: Fact) -> tuple[str, ...]:
    """The closed set of a choice, narrowed by the facts (``Fact.narrow``: no "spread the hand" after trick 1)."""
    return spec.offered(_Known(state))


def _needed(state: WizardState, spec: Fact) -> bool:
    """Whether a fact matters given the others (asked only when it can change the ruling): the type's own rule
    (``Fact.needed`` in ``engine.kinds``), read against the state."""
    return spec.matters(_Known(state))


class _Known:
    """The wizard's state as ``engine.kinds.Known``: computed only when a type's rule asks."""

    def __init__(self, state: WizardState) -> None:
        self.state = state
        self.irregularity = state.irregularity
        self.choices = state.choices

    def auction(self) -> Auction | None:
        return self.state.engine_auction()

    def declarer(self) -> Seat | None:
        return consistency.declarer_of(self.state) if self.state.board_known else None

    def turns_on(self, name: str) -> bool | None:
        return _turns_on(self.state, name)


# --- applying an answer ----------------------------------------------------------------------------------------
def _apply(state: WizardState, q: Question, value: str) -> None:
    step = q.step
    if step == "board":
        _apply_board(state, value)
    elif step == "dealer":
        state.dealer = parse_seat(value, "dealer").value
    elif step == "vul":
        state.vul = parse_vul(value)
        apply_stated_auction(state)
    elif step == "auction":
        _apply_auction(state, value)
    elif step == "contract":
        state.contract = str(_bid(value))
    elif step == "declarer":
        state.declarer = parse_seat(value, "declarer").value
    elif step == "type":
        _apply_type(state, value)
    else:
        where, name = step.split(":", 1)
        _apply_fact(state, where, name, value)


def _apply_type(state: WizardState, value: str) -> None:
    """Set the type; facts prefilled for another type are kept only where the new type has the same field."""
    state.type = value
    names = {f.name for f in (*KINDS[value].facts, *KINDS[value].choices)}
    state.irregularity = {k: v for k, v in state.irregularity.items() if k in names}
    state.choices = {k: v for k, v in state.choices.items() if k in names}


def _apply_board(state: WizardState, value: str) -> None:
    if value == OTHER:
        state.no_board = True
        return
    if value == MORE:
        state.board_page += 1
        return
    state.board = board_info(value).board  # EngineError("bad_board") for anything but 1…10000
    apply_stated_auction(state)


def typed_auction(state: WizardState, text: str) -> WizardState:
    """``state`` with the auction typed in one go (``1H P 1S``, ``1♥ пас 1♠``), each call checked as if clicked;
    the wizard then asks for the next call or "that is where it happened"."""
    if not state.board_known:
        raise UserError("intake_auction_needs_board")
    new = copy.deepcopy(state)
    new.auction, new.auction_done = [], False
    _apply_auction(new, text)
    return new


def _apply_auction(state: WizardState, value: str) -> None:
    if value == UNDO:
        state.auction = state.auction[:-1]
        return
    if value == DONE:
        state.auction_done = True
        return
    try:
        call = parse_call(value)
    except EngineError:
        calls = _several_calls(value)
        if calls is None:
            for token in value.split():  # name the first word that is not a call, not the whole line
                if not token.isdigit():
                    parse_call(token)
            raise
        for one in calls:  # several calls typed at once: each in turn, as if clicked one by one
            if state.auction_done:
                raise UserError("intake_call_not_legal", call=one, law="17E") from None
            _apply_auction(state, one)
        return
    auction = state.engine_auction()
    reason = auction.illegality(call)
    if reason:  # the auction holds legal calls only; an irregular call is the irregularity, asked next
        raise UserError("intake_call_not_legal", call=call.symbol, law=ILLEGAL[reason][1])
    state.auction = [*state.auction, str(call)]
    if auction.with_call(call).ended:
        state.auction_done = True


def _several_calls(text: str) -> list[str] | None:
    """``1H P 1S``, ``1♥, пас, 1 бк`` → the calls, when the text is nothing but calls and separators."""
    found = textscan.find_calls(text)
    rest = text
    for item in reversed(found):
        rest = rest[:item.start] + " " + rest[item.end:]
    if len(found) < 2 or rest.strip(" ,;–—-\t\n") != "":
        return None
    return [item.value for item in found]


def _apply_fact(state: WizardState, where: str, name: str, value: str) -> None:
    assert state.type is not None
    spec = _spec(state, name)
    assert spec is not None
    target = state.irregularity if where == "fact" else state.choices
    if value == SKIP:
        state.skipped.append(name)
        return
    if spec.kind == "cards" and value == DONE:
        if not target.get(name):
            raise UserError("intake_no_cards")
        state.skipped.append("cards:done")
        return
    parsed = _parse_value(spec, value)
    if spec.kind != "cards" and not value_ok(spec, parsed, state.type or ""):  # e.g. 8♠ is a call only for Law 38
        raise UserError("intake_bad_answer", answer=value)
    if spec.kind == "cards":
        target[name] = [*target.get(name, []), *[c for c in parsed if c not in target.get(name, [])]]
        return
    _check_with_engine(state, spec, parsed)
    target[name] = parsed


def _parse_value(spec: Fact, value: str) -> Any:
    """An answer in the case's canonical form, or a typed error."""
    kind = spec.kind
    if kind == "seat":
        return parse_seat(value, spec.name).value
    if kind == "call":
        return str(parse_call(value))
    if kind == "card":
        return str(parse_card(value))
    if kind == "cards":
        return [str(parse_card(v)) for v in value.replace(",", " ").split()]
    if kind == "score":
        return parse_score(value.replace(" ", ""))
    if kind == "scores":
        return parse_scores(value)
    if kind == "bool":
        if value not in ("yes", "no"):
            raise UserError("intake_bad_answer", answer=value)
        return value == "yes"
    if kind in ("trick", "count"):
        number = int(value) if value.isdigit() else -1
        if not value_ok(spec, number):
            raise UserError("intake_bad_answer", answer=value)
        return number
    if value not in spec.values:
        raise UserError("intake_bad_answer", answer=value)
    return value


def _check_with_engine(state: WizardState, spec: Fact, value: Any) -> None:
    """Refuse an answer that does not fit the facts so far (see ``consistency``), with a code that says why."""
    if not _still_valid(state, spec, value):
        raise UserError(consistency.error_code(state.type or "", spec.name), answer=str(value))


def _still_valid(state: WizardState, spec: Fact, value: Any) -> bool:
    return consistency.fits(state, spec, value)


def parse_scores(value: str) -> list[int]:
    """Total points typed in one answer (``620 650, -100``): each a score of Law 77, North–South's view."""
    scores = [parse_score(s) for s in value.replace(",", " ").replace(";", " ").split()]
    if not scores:
        raise UserError("intake_bad_answer", answer=value)
    return scores


def _bid(value: str) -> Call:
    call = parse_call(value)
    if not call.is_bid or call.above_seven:
        raise UserError("intake_bad_answer", answer=value)
    return call
