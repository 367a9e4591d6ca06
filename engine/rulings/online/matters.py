"""Matters a director is called for online on which this engine does not rule: the law to read, and what our
sources do say around it — never a rule invented for a law whose text we do not hold.

- ``simultaneous_plays`` — Law 58: its text is in neither our corpus nor the secondary source; our corpus's Law 47
  only refers to it ("см. правило 58 по поводу одновременного хода").
- ``play_after_illegal_play`` — Law 60: not in our corpus; the secondary source says only that acceptance by play
  exists in all codes — a card played to a lead out of turn from the hand next in rotation accepts it (53A: the
  type ``lead_out_of_turn``), and a card played instead of a penalty card is ruled by 52 (``penalty_card``).
- ``fouled_board`` — Law 87: in neither source. Once the director has decided the scores, ``assigned_adjusted_score``
  (12C2) or ``/adjusted`` (12C1) computes them.
- ``procedural_penalty`` — Law 90: not in our corpus; the corpus's laws refer to it (11D: "судья может назначить
  процедурное наказание (см. правило 90)"; 13C, 17D, 43B1), so the power exists, but its kinds and sizes are not in
  our sources and the engine computes none.
- ``trick_arrangement`` — Law 65 (44B refers to it): not in our corpus; the inspection of tricks (66, in the corpus)
  and a dispute over the number of tricks are ruled by ``score_dispute``.

The ruling's type is ``director_matter`` with ``extra.ruled: false`` and ``extra.read``: the laws to read.
"""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError
from engine.ruling import Ruling
from engine.rulings import ruler

KIND = "director_matter"
MATTERS: dict[str, tuple[str, ...]] = {
    "simultaneous_plays": ("58", "47"),
    "play_after_illegal_play": ("60", "53A", "52"),
    "fouled_board": ("87", "12C1", "12C2"),
    "procedural_penalty": ("90", "11D", "13C", "17D", "43B1"),
    "trick_arrangement": ("65", "44B", "66"),
}


@ruler(KIND)
def rule_matter(case: Any) -> Ruling:
    irr = case.irregularity
    irr.only("matter", "by")
    matter = irr.str("matter", allowed=tuple(MATTERS))
    if matter is None:
        raise EngineError("missing_field", field="matter", where=KIND)
    by = irr.seat("by", required=False)
    refs = MATTERS[matter]
    ruling = Ruling(type=KIND, offender=None)
    ruling.say(f"online.matter.{matter}", refs[0])
    for ref in refs[1:]:
        ruling.say(f"online.matter.{matter}.{ref}", ref)
    ruling.say("online.matter.read", refs[0], law=refs[0])
    ruling.extra.update(matter=matter, ruled=False, read=[refs[0]])
    if by is not None:
        ruling.extra["by"] = by.value
    return ruling
