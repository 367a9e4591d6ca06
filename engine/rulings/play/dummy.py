"""Dummy's rights and limitations (Laws 42, 43, 45F). What dummy may do (42A absolutely, 42B with the limits of
43), what he may not (43A1 general, 43A2 with specific penalties), and what follows (43B1: procedural penalty,
Law 90; 43B2: after breaking an A2 limitation dummy loses the protection of 42B and the specific rectifications
apply). A lawful act is answered as such (type ``none``), so the director can tell the table "dummy may do that".
"""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError
from engine.play_context import PlayContext, new_ruling, play_context, play_ruler
from engine.ruling import Ruling
from engine.seats import Seat

KIND = "dummy_violation"
FIELDS = ("by", "act", "after_a2_violation", "declarer_play_illegal", "irregularity_by_defender", "suggested_play")
RIGHTS = {  # lawful acts: (message key, ref)
    "gave_information": ("play.dummy.right_inform", "42A1"),
    "kept_count": ("play.dummy.right_count", "42A2"),
    "played_as_directed": ("play.dummy.right_play", "42A3"),
    "drew_attention_after_play": ("play.dummy.right_attention_after", "42B3"),
}
GENERAL = {  # 43A1 limitations: procedural penalty only (43B1)
    "called_director": "43A1(A)",
    "drew_attention_during_play": "43A1(B)",
    "participated": "43A1(C)",
    "asked_defender_revoke": "42B1",
}
SPECIFIC = {  # 43A2 limitations: 43B1 and dummy forfeits 42B rights (43B2)
    "exchanged_hands": "43A2(A)",
    "left_seat": "43A2(B)",
    "looked_at_defender_hand": "43A2(C)",
}
PROTECTED = ("asked_declarer_revoke", "warned_wrong_hand")  # 42B1, 42B2: lawful unless after an A2 violation
ACTS = (*RIGHTS, *GENERAL, *SPECIFIC, *PROTECTED, "indicated_card")


@play_ruler(KIND)
def rule_dummy_violation(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only(*FIELDS)
    by = irr.seat("by")
    if by != ctx.dummy:
        raise EngineError("not_dummy", seat=by.value, dummy=ctx.dummy.value, type=KIND)
    act = irr.str("act", allowed=ACTS)
    if act is None:
        raise EngineError("missing_field", field="act", where=KIND)
    after_a2 = irr.bool("after_a2_violation")
    if act in RIGHTS:
        return _lawful(by, *RIGHTS[act])
    if act in PROTECTED:
        return _protected(ctx, irr, by, act, after_a2)
    if act == "indicated_card":
        return _indicated(irr, by)
    if act == "drew_attention_during_play" and after_a2 and irr.bool("irregularity_by_defender", default=True):
        ruling = _limitation(by, GENERAL[act])
        ruling.say("play.dummy.b2a_no_penalty_for_defender", "43B2(A)", declarer=ctx.declarer.value)
        return ruling
    if act in GENERAL:
        return _limitation(by, GENERAL[act])
    ruling = _limitation(by, SPECIFIC[act])
    ruling.say("play.dummy.forfeits_rights", "43B2", dummy=by.value)
    return ruling


def _lawful(by: Seat, key: str, ref: str) -> Ruling:
    ruling = new_ruling("none", None)
    ruling.say(key, ref, dummy=by.value)
    ruling.extra["subject"] = KIND
    return ruling


def _limitation(by: Seat, ref: str) -> Ruling:
    ruling = new_ruling(KIND, by, ref)
    ruling.say("play.dummy.limit_" + ref.replace("(", "").replace(")", ""), ref, dummy=by.value)
    ruling.say("play.dummy.procedural_penalty", "43B1", dummy=by.value)
    return ruling


def _protected(ctx: PlayContext, irr: Any, by: Seat, act: str, after_a2: bool) -> Ruling:
    """42B1/42B2 are dummy's rights — unless he has broken an A2 limitation, when 43B2(C)/(B) apply."""
    if not after_a2:
        return _lawful(by, *(("play.dummy.right_ask_declarer", "42B1") if act == "asked_declarer_revoke"
                             else ("play.dummy.right_warn_hand", "42B2")))
    if act == "warned_wrong_hand":
        ruling = new_ruling(KIND, by, "43B2(B)")
        ruling.lead_restrictions = True
        ruling.say("play.dummy.b2b_defender_chooses_hand", "43B2(B)", declarer=ctx.declarer.value)
        ruling.say("play.dummy.procedural_penalty", "43B1", dummy=by.value)  # for the A2 violation before it
        return ruling
    ruling = new_ruling(KIND, by, "43B2(C)")
    ruling.say("play.dummy.procedural_penalty", "43B1", dummy=by.value)  # for the A2 violation before it
    if irr.bool("declarer_play_illegal"):
        ruling.say("play.dummy.b2c_substitute", "43B2(C)", declarer=ctx.declarer.value)
        ruling.say("play.dummy.b2c_law64", "64")
        ruling.adjusted_score = "possible"
    else:
        ruling.say("play.dummy.b2c_play_was_legal", "43B2(C)")
    return ruling


def _indicated(irr: Any, by: Seat) -> Ruling:
    """45F: dummy touched or pointed at a card without instruction; the director judges whether it suggested a
    play; play goes on and he reserves an adjusted score if the defenders are damaged."""
    ruling = new_ruling(KIND, by, "45F")
    ruling.say("play.dummy.indicated_card", "45F", dummy=by.value)
    if irr.bool("suggested_play"):
        ruling.adjusted_score = "possible"
        ruling.say("play.dummy.indicated_suggested", "45F")
    else:
        ruling.say("play.dummy.indicated_judgement", "45F")
    return ruling
