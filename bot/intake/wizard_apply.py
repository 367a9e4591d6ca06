"""Applying an answer to the wizard's state: each step's value parsed into the case's canonical form and checked
with the engine as it is given (whose turn it is, sufficiency, admissibility, a card's spelling), so a wrong fact
is refused at once with a typed error and a key, not at the end by a ruling that cannot be made.

Apart from the state machine (``wizard``) because this is where the engine's readers (calls, cards, seats, scores)
meet the state; the machine only decides which question an answer is for. Functions here change the state they
are given in place: the machine hands them a copy.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from bot.errors import UserError
from bot.intake import consistency, forms
from bot.intake.kinds import KINDS, Fact
from bot.intake.partial import value_ok
from bot.intake.questions import DONE, MORE, OTHER, SKIP, UNDO, Question
from bot.intake.state import WizardState
from bot.intake.wizard_case import fact_spec
from engine.auction import ILLEGAL
from engine.board import board_info, parse_vul
from engine.calls import Call, parse_call
from engine.cards import parse_card
from engine.errors import EngineError
from engine.scoring.matchpoints import parse_score
from engine.seats import parse_seat


def apply_answer(state: WizardState, q: Question, value: str) -> None:
    """``value`` (one of the question's answers, or typed where it takes one) put into ``state`` for ``q``."""
    step = q.step
    if step == "board":
        _apply_board(state, value)
    elif step == "dealer":
        state.dealer = parse_seat(value, "dealer").value
    elif step == "vul":
        state.vul = parse_vul(value)
        apply_stated_auction(state)
    elif step == "auction":
        apply_auction(state, value)
    elif step == "contract":
        state.contract = str(parse_bid(value))
    elif step == "declarer":
        state.declarer = parse_seat(value, "declarer").value
    elif step == "type":
        _apply_type(state, value)
    else:
        where, name = step.split(":", 1)
        _apply_fact(state, where, name, value)


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
        apply_auction(probe, stated)
    except (UserError, EngineError):
        return state
    state.auction, state.auction_done = probe.auction, probe.auction_done
    return state


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
    apply_auction(new, text)
    return new


def apply_auction(state: WizardState, value: str) -> None:
    """The next call (or calls, typed at once), or undo/done: the auction holds legal calls only."""
    if value == UNDO:
        state.auction = state.auction[:-1]
        return
    if value == DONE:
        state.auction_done = True
        return
    try:
        call = typed_call(value)
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
            apply_auction(state, one)
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
    found = forms.every_call(text)
    rest = text
    for item in reversed(found):
        rest = rest[:item.start] + " " + rest[item.end:]
    if len(found) < 2 or rest.strip(" ,;–—-\t\n") != "":
        return None
    return [item.value for item in found]


def _apply_fact(state: WizardState, where: str, name: str, value: str) -> None:
    assert state.type is not None
    spec = fact_spec(state, name)
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
    parsed = parse_value(spec, value)
    if spec.kind != "cards" and not value_ok(spec, parsed, state.type or ""):  # e.g. 8♠ is a call only for Law 38
        raise UserError("intake_bad_answer", answer=value)
    if spec.kind == "cards":
        target[name] = [*target.get(name, []), *[c for c in parsed if c not in target.get(name, [])]]
        return
    _check_with_engine(state, spec, parsed)
    target[name] = parsed


def typed_call(value: str) -> Call:
    """A call as the engine reads it, else as players write it ("3 б/к", "дабл", "kontra")."""
    call: Call = _as_players_write(value, parse_call, forms.every_call)
    return call


def typed_card(value: str) -> Any:
    """A card as the engine reads it, else as players name it ("пиковый король", "the 3 of clubs")."""
    return _as_players_write(value, parse_card, forms.every_card)


def _as_players_write(value: str, parse: Callable[[str], Any], find: Callable[[str], list[Any]]) -> Any:
    """``parse`` of the answer, else of the one thing the situation reader's forms find in it when that is the
    whole answer (the reader and the wizard read alike); the engine's error otherwise."""
    try:
        return parse(value)
    except EngineError:
        only = forms.the_only(value, find(value))
        if only is None:
            raise
        return parse(only)


def parse_value(spec: Fact, value: str) -> Any:
    """An answer in the case's canonical form, or a typed error."""
    kind = spec.kind
    if kind == "seat":
        return parse_seat(value, spec.name).value
    if kind == "call":
        return str(typed_call(value))
    if kind == "card":
        return str(typed_card(value))
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
    if not consistency.fits(state, spec, value):
        raise UserError(consistency.error_code(state.type or "", spec.name), answer=str(value))


def parse_scores(value: str) -> list[int]:
    """Total points typed in one answer (``620 650, -100``): each a score of Law 77, North–South's view."""
    scores = [parse_score(s) for s in value.replace(",", " ").replace(";", " ").split()]
    if not scores:
        raise UserError("intake_bad_answer", answer=value)
    return scores


def parse_bid(value: str) -> Call:
    """A bid of one to seven (a contract): any other call, or a bid above seven, is refused."""
    call = parse_call(value)
    if not call.is_bid or call.above_seven:
        raise UserError("intake_bad_answer", answer=value)
    return call
