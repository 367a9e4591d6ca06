"""Law 59 (inability to lead or play as required) — the type ``inability_to_comply``.

Sources. Law 59's text is not in our corpus, and ``shared/docs/bridge-domain.md`` has only one row on it (under
Law 57: "partner cannot comply — may play any legal card (Law 59)"). Our corpus's 57B says the same for a premature
play: "when the offender's partner is unable to comply with the penalty selected by declarer, he may play any
card, as Law 59 provides". So the engine rules on that case (57B, citing 59 with ``corpus: false``); for any other
requirement it says that neither source gives Law 59's text and that the director applies it from the code —
nothing is invented.

Fields (``irregularity``):

- ``by`` — the player who cannot comply (required; a defender for 57B: the partner of the premature player);
- ``requirement`` — ``premature_play_penalty`` (declarer's 57A choice: highest, lowest, or a suit forbidden) |
  ``other`` (a requirement of another law or rectification) (default ``premature_play_penalty``);
- ``card`` — the card he played instead (optional, shown in the ruling).
"""

from __future__ import annotations

from typing import Any

from engine.play_context import new_ruling, play_context, play_ruler, require_defender
from engine.ruling import Ruling

KIND = "inability_to_comply"
REQUIREMENTS = ("premature_play_penalty", "other")
P = "extra.inability."


@play_ruler(KIND)
def rule_inability(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only("by", "requirement", "card")
    by = irr.seat("by")
    requirement = irr.str("requirement", allowed=REQUIREMENTS, default="premature_play_penalty")
    card = irr.card("card", required=False)
    ruling = new_ruling("none", None, "59")  # being unable to comply is not an irregularity
    if requirement == "premature_play_penalty":
        require_defender(ctx, by, KIND)
        ruling.say(P + "57b_any_card", "57B", seat=by.value)
        if card is not None:
            ruling.say(P + "card_stands", "57B", seat=by.value, card=str(card))
    else:
        ruling.say(P + "not_in_sources", "59", seat=by.value)
    ruling.extra["requirement"] = requirement
    return ruling
