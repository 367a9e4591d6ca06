"""The play-period irregularity types the wizard and ``/ruling`` offer (Laws 39, 50–64, 68–71), in the wizard's
order."""

from __future__ import annotations

from engine.kinds import needs
from engine.kinds.auction import BY, CALL
from engine.kinds.model import Fact, Kind, Narrow, Needed

TRICK = Fact("trick", "trick")


def _declarer(*values: str, needed: Needed | None = None, narrow: Narrow | None = None) -> Fact:
    """Declarer's choice among the rectifications the Laws give him (the ``/ruling`` option ``choice``)."""
    return Fact("declarer", "choice", required=False, values=values, needed=needed, narrow=narrow, option="choice")


KINDS = (
    # the trick first: at trick 1 the opening leader is known (41A), so he is not offered as the offender
    Kind("lead_out_of_turn", "play",
         (Fact("trick", "trick", option_required=False, default=1), BY, Fact("card", "card"),
          Fact("correct_leader", "seat", needed=needs.after_trick_one, option_required=False),
          Fact("face_down", "bool", required=False, needed=needs.opening_lead_only),
          Fact("declarer_saw_dummy", "bool", required=False, needed=needs.opening_lead_only)),
         (_declarer("accept", "spread", "refuse", needed=needs.lead_declarer_choice, narrow=needs.spread_at_trick_one),
          Fact("accepted", "bool", required=False, prompt="intake.q.choice.accepted_lead", needed=needs.lead_accepted)),
         command="lead-out-of-turn"),
    # Law 52 first (a failure to play the penalty card is its own ruling), then 50D/51B: when the offender's
    # partner has the lead, declarer may require or forbid the suit (asked only for a major penalty card)
    Kind("penalty_card", "play",
         (BY, Fact("cards", "cards"), Fact("deliberate", "bool", required=False),
          Fact("failed_to_play", "card", required=False),
          Fact("partner_has_lead", "bool", required=False, needed=needs.partner_has_lead_matters)),
         (_declarer("require_suit", "forbid_suit", "none", needed=needs.penalty_lead_choice),
          Fact("accepted", "bool", required=False, prompt="intake.q.choice.accepted_failed",
               needed=needs.failed_to_play_accepted)),
         command="penalty-card"),
    Kind("premature_play", "play", (BY, Fact("card", "card"), TRICK), (_declarer("highest", "lowest", "other_suit"),),
         command="premature-play"),
    Kind("revoke", "play",
         (BY, TRICK, Fact("established", "bool"),
          # the revoke card: a defender's becomes a penalty card (62B1)
          Fact("card", "card", required=False, prompt="intake.q.fact.revoke_card", needed=needs.revoke_card_matters),
          Fact("revoke_trick_won_by", "seat", needed=needs.once_established, option="won_by", option_required=False),
          Fact("offending_side_tricks_after", "count", needed=needs.once_established, option="tricks_after",
               option_required=False),
          # the score before/after (77)
          Fact("declarer_tricks", "count", required=False, needed=needs.once_established)),
         command="revoke"),
    Kind("declarer_exposed_card", "play", (BY, Fact("cards", "cards"), Fact("faced_hand", "bool", required=False)),
         command="declarer-exposed"),
    Kind("claim", "play",
         (BY, Fact("kind", "choice", values=("claim", "concession"), option_required=False),
          Fact("tricks", "count"), Fact("status", "choice", values=("contested", "agreed"), option_required=False),
          Fact("statement", "bool", required=False), Fact("outstanding_trump", "bool", required=False),
          Fact("unstated_finesse", "bool", required=False)),
         command="claim"),
    # Law 39 (35D): the auction has ended, so the contract comes from it, never stated apart
    Kind("call_after_final_pass", "play", (BY, CALL), command="after-final-pass", contract_apart=False,
         periods=("play", "passed_out")),
)
