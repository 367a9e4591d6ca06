"""A wrong explanation or a missing alert (Laws 20F, 21B, 40; 75 is not in our corpus), found during the auction,
after the final pass before the opening lead, during the play, or after it.

What the corpus says: the opponents are entitled to a full explanation of the auction (20F1, 20F2); 21B1 — "Пока
не закончился период торговли (см. правило 17E) игрок может без наказания изменить заявку, когда вероятно, что эта
заявка была сделана в результате дезинформации, данной ему оппонентом (отсутствие немедленного алертирования
конвенционной заявки …, когда такое алертирование требуется S.O., считается дезинформацией), при условии, что его
партнер не сделал последующей заявки"; 21B2 — then his LHO may change a later call; 21B3 — "Когда изменять заявку
слишком поздно, судья может назначить присужденный результат. (Может применяться правило 40C)"; 40C — the director
may adjust when a side was damaged because the opponents did not fully explain a call or play; 40A — a player may
deviate from his agreements (a misbid is no misinformation); 16A — an answer to a question is information from
partner. How and when the explaining side must correct its explanation is Law 75 (75C), whose text is not in our
corpus: the ruling names it and says nothing of its content.

The director establishes ``finding``: ``misinformation`` (the explanation, or the missing alert, did not describe
the partnership's agreement) or ``misbid`` (it did; the caller deviated). A change of call by the misinformed
opponent (``misinformed``, ``new_call``, optionally ``misinformed_call``) is ruled by the
``change_after_misinformation`` ruler (21B1/21B2), reused by import.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.cases import Case, Irregularity
from engine.errors import EngineError
from engine.ruling import Ruling
from engine.rulings import ruler
from engine.rulings.auction.misinformation import rule_misinformation
from engine.rulings.online.common import fact, open_question
from engine.rulings.online.hesitation import adjust
from engine.seats import Seat

KIND = "misexplanation"
WHAT = ("wrong_explanation", "missing_alert")
FOUND = ("auction", "before_opening_lead", "play", "after_play")
FINDINGS = ("misinformation", "misbid")
FIELDS = ("by", "what", "call", "found", "finding", "alert_required", "partner_saw", "misinformed",
          "misinformed_call", "new_call", "damage", "adjusted")


@ruler(KIND)
def rule_misexplanation(case: Case) -> Ruling:
    """``by`` explained ``call`` wrongly (or did not alert it); found at ``found``."""
    irr = case.irregularity
    irr.only(*FIELDS)
    by = irr.seat("by")
    what, found = irr.str("what", allowed=WHAT), irr.str("found", allowed=FOUND)
    assert by is not None
    if what is None or found is None:
        raise EngineError("missing_field", field="what" if what is None else "found", where=KIND)
    if found == "auction" and case.auction.ended:  # 17E: after the final pass it is found before the opening lead
        raise EngineError("found_auction_but_auction_over", law="17E")
    call = irr.call("call", required=False)
    ruling = Ruling(type=KIND, offender=None)
    ruling.cite(*(("20",) if what == "wrong_explanation" else ()), "21", "40")  # 20F1: the right to an explanation
    ruling.extra.update(explained_by=by.value, found=found, table_result_stands=False)
    params = {"by": by.value, "call": str(call) if call else ""}
    ruling.say(f"online.mi.fact_{what}" + ("_call" if call else ""), "20F1" if what == "wrong_explanation" else "21B1",
               **params)
    _partner_ui(ruling, irr, by, what)
    if what == "missing_alert":
        required = fact(irr, "alert_required")
        if required is None:
            return open_question(ruling, "alert_required", "21B1", by=by.value)
        if not required:
            return _stands(ruling, "online.mi.alert_not_required", "21B1", by)
    finding = irr.str("finding", allowed=FINDINGS)
    if finding is None:
        return open_question(ruling, "finding", "40", by=by.value)
    if finding == "misbid":
        return _stands(ruling, "online.mi.misbid", "40A", by)
    ruling.type, ruling.offender = "misinformation", by.value
    ruling.extra["offending_side"] = by.side
    ruling.say("online.mi.is_misinformation" if what == "wrong_explanation" else "online.mi.alert_is_misinformation",
               "21B1", by=by.value)
    ruling.say("online.mi.correct_75", "75C", by=by.value)
    if found in ("auction", "before_opening_lead"):
        _change_rights(ruling, case, by, found)
    else:
        ruling.say("online.mi.too_late_" + found, "21B3")
    _damage(ruling, case, by)
    return ruling


def _partner_ui(ruling: Ruling, irr: Any, by: Seat, what: str) -> None:
    """16A: what partner could see of the explanation (or of its absence) is information from partner. Online the
    explanation usually goes to the opponents only; the director establishes ``partner_saw``."""
    saw = fact(irr, "partner_saw")
    if saw is False:
        return
    key = "online.mi.partner_ui" + ("_no_alert" if what == "missing_alert" else "") + ("" if saw else "_if")
    ruling.say(key, "16A", partner=by.partner.value)  # a missing alert: nothing to see, only its absence to notice


def _change_rights(ruling: Ruling, case: Case, by: Seat, found: str) -> None:
    """21B1/21B2 while the auction period lasts (17E: until the opening lead is faced)."""
    irr = case.irregularity
    victim = irr.seat("misinformed", required=False)
    new_call = irr.call("new_call", required=False)
    if found == "before_opening_lead":
        ruling.say("online.mi.before_lead", "17E")
    if victim is None or new_call is None:
        if victim is not None or new_call is not None:
            raise EngineError("missing_field", field="new_call" if victim else "misinformed", where=KIND)
        ruling.say("online.mi.21B1_rights", "21B1", lho=by.lho.value, rho=by.rho.value)
        ruling.say("online.mi.21B2_rights", "21B2")
        ruling.adjusted_score = "possible"
        return
    if victim.side == by.side:
        raise EngineError("misinformation_by_partner", by=victim.value, source=by.value, law="21A")
    _after_explained_call(case, by, victim)
    fields = {"type": "change_after_misinformation", "by": victim.value, "new_call": str(new_call),
              "misinformed_by": by.value}
    if irr.has("misinformed_call"):
        fields["call"] = str(irr.call("misinformed_call"))
    inner = rule_misinformation(dataclasses.replace(case, irregularity=Irregularity(fields["type"], fields)))
    ruling.steps.extend(inner.steps)
    ruling.cite(*inner.laws)
    ruling.extra["changed_by"] = victim.value
    if inner.adjusted_score != "none":
        ruling.adjusted_score = "possible"


def _after_explained_call(case: Case, by: Seat, victim: Seat) -> None:
    """21B1 "заявка была сделана в результате дезинформации": the call to change was made after the call that was
    misexplained (``call``, his partner's: its last occurrence in the auction), not before it."""
    irr = case.irregularity
    explained = irr.call("call", required=False)
    if explained is None:
        return
    auction = case.auction
    made = [i for i, c in enumerate(auction.calls) if auction.seat_of(i) == by.partner and c == explained]
    if not made:
        raise EngineError("call_not_in_auction", by=by.partner.value, call=str(explained))
    mine = [i for i in range(len(auction.calls)) if auction.seat_of(i) == victim and i > made[-1]]
    if not mine:
        raise EngineError("no_call_after_misinformation", by=victim.value, call=str(explained))


def _damage(ruling: Ruling, case: Case, by: Seat) -> None:
    """40C / 21B3: an adjusted score (12C2) when the non-offending side was damaged; otherwise the result stands."""
    damage = fact(case.irregularity, "damage")
    if damage is None:
        open_question(ruling, "damage", "40C", key="online.open.damage_mi")
        return
    if not damage:
        ruling.say("online.mi.no_damage", "40C")
        ruling.say("online.result_stands", "40C")
        ruling.extra["table_result_stands"] = True
        if ruling.adjusted_score == "possible" and "21B2" not in ruling.laws:
            ruling.adjusted_score = "none"
        return
    ruling.say("online.mi.adjust", "40C")
    ruling.adjusted_score = "required"
    adjust(ruling, case.irregularity, by.side, case.vul)


def _stands(ruling: Ruling, key: str, ref: str, by: Seat) -> Ruling:
    ruling.say(key, ref, by=by.value)
    ruling.say("online.result_stands", ref)
    ruling.extra["table_result_stands"] = True
    return ruling
