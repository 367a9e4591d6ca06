"""A hesitation (or another way partner made information available): Law 16A, the director's four questions.

The corpus's 16A: after a player made available to partner extraneous information that may suggest a call or play
"посредством замечания, вопроса, ответа на вопрос, или явного колебания, необычной поспешности … жеста", the partner
"не может выбирать из логически альтернативных действий то, которое более обоснованно, чем другие, может быть
подсказано посторонней информацией"; 16A2: the director lets the auction or play go on, "будучи постоянно готовым
назначить присужденный результат, если он сочтет, что нарушение привело к ущербу". The adjusted score is an
assigned one (12C2): a result was obtained at the table. Law 73 (communication between partners) bears on tempo
and manner, but its text is not in our corpus: the ruling names it and quotes nothing from it.

The director establishes, in order: ``ui`` (the information was made available — online, a slow call may be the
connection's), ``logical_alternatives`` (the partner had logical alternatives to the action he chose),
``suggested`` (the action chosen could reasonably have been suggested by the information over another), ``damage``
(the non-offending side was damaged). The first "no" ends it: the table result stands. A question not yet answered
ends the ruling with that open question. With all four "yes", the block ``adjusted`` (see
``engine.rulings.online.assigned``) gives each side's assigned score.
"""

from __future__ import annotations

from typing import Any

from engine.auction import Auction
from engine.errors import EngineError
from engine.ruling import Ruling
from engine.rulings import ruler
from engine.rulings.online.assigned import BLOCK_FIELDS, assign
from engine.rulings.online.common import fact, open_question
from engine.seats import Seat

KIND = "hesitation"
HOW = ("hesitation", "haste", "remark", "question", "answer", "gesture")
FIELDS = ("informant", "how", "action", "card", "ui", "logical_alternatives", "suggested", "damage", "adjusted")
GATES = (("ui", "online.ui.none", "16"), ("logical_alternatives", "online.ui.no_alternative", "16A"),
         ("suggested", "online.ui.not_suggested", "16A"))


@ruler(KIND)
def rule_hesitation(case: Any) -> Ruling:
    """``informant`` made information available (``how``); his partner then chose ``action`` (a call) or ``card``
    (the field is not ``by``: the player who gives the information commits no infraction by it; his partner may)."""
    irr = case.irregularity
    irr.only(*FIELDS)
    by = irr.seat("informant")
    assert by is not None
    how = irr.str("how", allowed=HOW, default="hesitation")
    action = _action(irr)
    if irr.has("action"):
        _check_partners_call(case.auction, by, irr.call("action"))
    ruling = Ruling(type=KIND, offender=None)
    ruling.cite("16", "16A")
    ruling.extra.update(source=by.value, acted=by.partner.value, table_result_stands=False)
    ruling.say(f"online.ui.fact_{how}", "16A", by=by.value)
    if action:
        ruling.say(action[0], "16A", partner=by.partner.value, **action[1])
    if how in ("hesitation", "haste", "gesture"):
        ruling.say("online.ui.law73", "73")
    for name, stands_key, ref in GATES:
        value = fact(irr, name)
        if value is None:
            return open_question(ruling, name, ref, by=by.value, partner=by.partner.value)
        if not value:
            return _stands(ruling, stands_key, ref, by)
        if name == "ui":
            ruling.say("online.ui.restriction", "16A", partner=by.partner.value)
            ruling.say("online.ui.procedure", "16A1")
    ruling.type, ruling.offender = "unauthorized_information", by.partner.value
    ruling.extra["offending_side"] = by.side
    ruling.say("online.ui.infraction", "16A", partner=by.partner.value)
    damage = fact(irr, "damage")
    if damage is None:
        return open_question(ruling, "damage", "16A2", partner=by.partner.value)
    if not damage:
        return _stands(ruling, "online.ui.no_damage", "16A2", by)
    ruling.say("online.ui.adjust", "16A2")
    ruling.adjusted_score = "required"
    adjust(ruling, irr, by.side, case.vul)
    return ruling


def _action(irr: Any) -> tuple[str, dict[str, str]] | None:
    """The step that names the partner's action, if the case gives it (a call, or a card in the play)."""
    call, card = irr.call("action", required=False), irr.card("card", required=False)
    if call is not None and card is not None:
        raise EngineError("contradictory_fields", field="action", other="card")
    if call is not None:
        return "online.ui.action_call", {"call": str(call)}
    if card is not None:
        return "online.ui.action_card", {"card": str(card)}
    return None


def _check_partners_call(auction: Auction, informant: Seat, call: Any) -> None:
    """16A restricts the partner who acts after the information: ``action`` must be his call — one he made in the
    auction given, or (at his turn) the legal call he makes now. Anything else names another player's call, and a
    ruling on it would name the wrong offender (a 4♠ that was in fact North's, or that nobody made)."""
    partner = informant.partner
    if call in auction.calls_by(partner):
        return
    if not auction.ended and auction.turn == partner and auction.illegality(call, partner) is None:
        return
    made = ", ".join(str(c) for c in auction.calls_by(partner))
    raise EngineError("hesitation_action_not_partners" if made else "hesitation_partner_no_call", by=informant.value,
                      seat=partner.value, call=str(call), made=made, law="16A")


def _stands(ruling: Ruling, key: str, ref: str, by: Any) -> Ruling:
    ruling.say(key, ref, by=by.value, partner=by.partner.value)
    ruling.say("online.result_stands", ref)
    ruling.extra["table_result_stands"] = True
    return ruling


def adjust(ruling: Ruling, irr: Any, offending_side: str, vul: str) -> None:
    """12C2: the assigned score — computed when the case gives the ``adjusted`` block, else what to give us."""
    block = irr.raw.get("adjusted")
    if block is None:
        ruling.say("online.adj.how", "12C2")
        return
    if not isinstance(block, dict) or not set(BLOCK_FIELDS).issuperset(block):
        raise EngineError("unknown_field", field=", ".join(sorted(set(block) - set(BLOCK_FIELDS)))
                          if isinstance(block, dict) else "adjusted", where="adjusted")
    assign(ruling, block, offending_side, vul, where="adjusted")
