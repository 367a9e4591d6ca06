"""Law 47A and 47B: a played card withdrawn in the course of a rectification (47A) or to correct an illegal play
(47B) — the type ``card_retraction_rectification``. (47C–47G, the other retractions: type ``card_retraction``.)

Sources. Our corpus does not hold 47A or 47B. It holds the tail of the passage before 47C — "(see Law 58 on
simultaneous leads; for defenders see Law 49, penalty card)", cited as ``47`` — and 47G: outside sections A–E a
card once played may not be withdrawn. What becomes of the withdrawn card follows the law of the rectification,
as ``shared/docs/bridge-domain.md`` §3g summarizes the 1987 code (cited with ``corpus: false``): 52B2, 53C, 55B,
56, 62B, 62C; a card of declarer or dummy never becomes a penalty card (48).

Fields (``irregularity``):

- ``by`` — whose card is withdrawn (required); ``card`` — the card (listed as a penalty card when it becomes one);
- ``basis`` — ``rectification`` (47A) | ``illegal_play`` (47B) | ``other`` (no law allows it: 47G) (required);
- ``rectification`` (47A) — ``lead_not_accepted`` (a lead out of turn not accepted: 55B / 56) |
  ``played_to_irregular_lead`` (53C: cards played in error to a lead the proper leader replaces) |
  ``penalty_card_substitution`` (52B2: declarer did not accept a card played instead of a penalty card) |
  ``revoke_correction`` (62B: the revoke card) | ``nonoffender_replay`` (62C: a non-offender who played after a
  revoke replaces his card) (required with ``rectification``);
- ``illegal`` (47B) — ``revoke`` (a revoke not established: 62) | ``simultaneous`` (two cards played at once: 58,
  text not in our corpus nor in bridge-domain) | ``other`` (default ``other``);
- ``faced`` — the card came from a defender's faced cards (a penalty card already on the table), not his hand
  (with ``illegal_play`` or ``revoke_correction`` only; elsewhere refused as ``contradictory_fields``).
"""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError
from engine.play_context import new_ruling, play_context, play_ruler
from engine.ruling import PenaltyCard, Ruling

KIND = "card_retraction_rectification"
FIELDS = ("by", "card", "basis", "rectification", "illegal", "faced")
BASIS = ("rectification", "illegal_play", "other")
RECTIFICATIONS = ("lead_not_accepted", "played_to_irregular_lead", "penalty_card_substitution", "revoke_correction",
                  "nonoffender_replay")
ILLEGAL = ("revoke", "simultaneous", "other")
P = "extra.retract."
# bridge-domain §3g, 50B (1997 text believed equal to 1987: M): a card exposed through deliberate play — "a lead out
# of turn, a revoke later corrected" — is a major penalty card. A defender's card withdrawn under 47B was played
# deliberately, so it is listed as major; False would list no kind and leave it to the director.
WITHDRAWN_PLAYED_CARD_IS_MAJOR = True


@play_ruler(KIND)
def rule_card_retraction_rectification(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only(*FIELDS)
    by = irr.seat("by")
    card = irr.card("card", required=False)
    basis = irr.str("basis", allowed=BASIS)
    if basis is None:
        raise EngineError("missing_field", field="basis", where=KIND)
    rectification = irr.str("rectification", allowed=RECTIFICATIONS)
    illegal = irr.str("illegal", allowed=ILLEGAL)
    if basis != "rectification" and rectification is not None:
        raise EngineError("contradictory_fields", field="rectification", other="basis")
    if basis != "illegal_play" and illegal is not None:
        raise EngineError("contradictory_fields", field="illegal", other="basis")
    defender = ctx.is_defender(by)
    faced = irr.bool("faced")
    if faced and basis != "illegal_play" and rectification != "revoke_correction":
        raise EngineError("contradictory_fields", field="faced", other="rectification" if rectification else "basis")
    if faced and not defender:
        raise EngineError("not_a_defender", seat=by.value, role=ctx.role(by), type=KIND)
    ruling = new_ruling(KIND, by, "47")
    if basis == "other":
        ruling.say(P + "not_allowed", "47G", seat=by.value)
        ruling.extra["card_stands"] = True
        return ruling
    major = False
    if basis == "rectification":
        if rectification is None:
            raise EngineError("missing_field", field="rectification", where=KIND)
        ruling.say(P + "47a", "47A", seat=by.value)
        major = _rectification(ruling, rectification, defender, faced, by)
    else:
        ruling.say(P + "47b", "47B", seat=by.value)
        major = _illegal_play(ruling, illegal or "other", defender, faced)
    ruling.say(P + "47g_only_a_to_e", "47G")
    if major and card is not None:
        ruling.penalty_cards.append(PenaltyCard(by.value, str(card), "major"))
    ruling.extra["card_stands"] = False
    return ruling


def _rectification(ruling: Ruling, rectification: str, defender: bool, faced: bool, by: Any) -> bool:
    """What becomes of the card under the rectification that let it be withdrawn; True: a major penalty card."""
    if rectification == "nonoffender_replay":
        ruling.offender = None
        ruling.say(P + "62c_replace", "62C", seat=by.value)
        return False
    if not defender:
        ruling.say(P + "declarer_no_pc", "48", seat=by.value)
        if rectification == "lead_not_accepted":
            ruling.say(P + "55b_returned", "55B")
        return False
    if rectification == "lead_not_accepted":
        ruling.say(P + "56_major", "56", seat=by.value)
        return True
    if rectification == "penalty_card_substitution":
        ruling.say(P + "52b2_major", "52B2", seat=by.value)
        return True
    if rectification == "revoke_correction":
        if faced:
            ruling.say(P + "62b_faced_no_penalty", "62B", seat=by.value)
            return False
        ruling.say(P + "62b_major", "62B", seat=by.value)
        return True
    ruling.say(P + "53c_withdrawn", "53C", seat=by.value)
    ruling.say(P + "53c_pc_not_in_sources", "53C")
    return False


def _illegal_play(ruling: Ruling, illegal: str, defender: bool, faced: bool) -> bool:
    if illegal == "simultaneous":
        ruling.say(P + "58_see", "58")
        return False
    if illegal == "revoke":
        ruling.say(P + "revoke_see_62", "62")
    if not defender:
        ruling.say(P + "declarer_no_pc_b", "48")
        return False
    if faced:
        ruling.say(P + "faced_stays", "50")
        return False
    ruling.say(P + "defender_49", "47")
    if not WITHDRAWN_PLAYED_CARD_IS_MAJOR:
        return False
    ruling.say(P + "defender_major", "50")
    return True
