"""The irregularity types the intake knows, the facts each one needs, and the choices the Laws give.

One table serves the wizard (which facts to ask, in the director's order), the ``/ruling`` subcommands (which
options each takes) and the prefill validator (which fields a partial case may hold). The field names and value
forms are those of the case contract (``cases.md``); the engine rules, this module only describes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

FieldKind = Literal["seat", "call", "card", "cards", "bool", "trick", "count", "obligation", "choice", "seat_call"]
Period = Literal["auction", "play"]


@dataclass(frozen=True)
class Fact:
    """One fact to ask: its case field, the kind of value, and whether the ruling can do without it."""

    name: str
    kind: FieldKind
    required: bool = True
    values: tuple[str, ...] = ()  # for kind "choice"/"obligation": the closed set
    prompt: str = ""  # the wizard's question when it is not intake.q.<fact|choice>.<name> (wording by type)


@dataclass(frozen=True)
class Kind:
    """An irregularity type as the intake sees it."""

    type: str
    period: Period
    facts: tuple[Fact, ...]
    choices: tuple[Fact, ...] = ()


BY = Fact("by", "seat")
CALL = Fact("call", "call")
ACCEPTED = Fact("accepted", "bool", required=False)
CORRECTION = Fact("correction", "call", required=False)
AUCTION_CALL_CHOICES = (ACCEPTED, CORRECTION)

KINDS: dict[str, Kind] = {k.type: k for k in (
    Kind("call", "auction", (BY, CALL, Fact("conventional", "bool", required=False)), AUCTION_CALL_CHOICES),
    Kind("insufficient_bid", "auction", (BY, CALL, Fact("conventional", "bool", required=False)),
         AUCTION_CALL_CHOICES),
    Kind("call_out_of_turn", "auction", (BY, CALL, Fact("conventional", "bool", required=False)), (ACCEPTED,)),
    Kind("change_of_call", "auction", (BY, CALL, Fact("new_call", "call"), Fact("inadvertent", "bool"),
                                       Fact("without_pause", "bool")), (ACCEPTED,)),
    Kind("card_exposed_during_auction", "auction", (BY, Fact("cards", "cards"), Fact("led", "bool"))),
    Kind("inadmissible_call", "auction", (BY, CALL), (ACCEPTED,)),
    Kind("bid_above_seven", "auction", (BY, CALL)),
    Kind("simultaneous_calls", "auction", (BY, CALL, Fact("with", "seat_call"))),
    Kind("pass_obligation_violated", "auction",
         (BY, CALL, Fact("obligation", "obligation", values=("next_turn", "rest_of_auction")))),
    Kind("call_after_final_pass", "play", (BY, CALL)),
    # the trick first: at trick 1 the opening leader is known (41A), so he is not offered as the offender
    Kind("lead_out_of_turn", "play", (Fact("trick", "trick"), BY, Fact("card", "card"), Fact("correct_leader", "seat"),
                                      Fact("face_down", "bool", required=False),
                                      Fact("declarer_saw_dummy", "bool", required=False)),
         (Fact("declarer", "choice", required=False, values=("accept", "spread", "refuse")),
          Fact("accepted", "bool", required=False, prompt="intake.q.choice.accepted_lead"))),
    # Law 52 first (a failure to play the penalty card is its own ruling), then 50D/51B: when the offender's
    # partner has the lead, declarer may require or forbid the suit (asked only for a major penalty card)
    Kind("penalty_card", "play", (BY, Fact("cards", "cards"), Fact("deliberate", "bool", required=False),
                                  Fact("failed_to_play", "card", required=False),
                                  Fact("partner_has_lead", "bool", required=False)),
         (Fact("declarer", "choice", required=False, values=("require_suit", "forbid_suit", "none")),
          Fact("accepted", "bool", required=False, prompt="intake.q.choice.accepted_failed"))),
    Kind("premature_play", "play", (BY, Fact("card", "card"), Fact("trick", "trick")),
         (Fact("declarer", "choice", required=False, values=("highest", "lowest", "other_suit")),)),
    Kind("revoke", "play", (BY, Fact("trick", "trick"), Fact("established", "bool"),
                            # the revoke card: a defender's becomes a penalty card (62B1)
                            Fact("card", "card", required=False, prompt="intake.q.fact.revoke_card"),
                            Fact("revoke_trick_won_by", "seat"),  # asked only once established (Law 64)
                            Fact("offending_side_tricks_after", "count"),
                            Fact("declarer_tricks", "count", required=False))),  # the score before/after (77)
    Kind("declarer_exposed_card", "play", (BY, Fact("cards", "cards"), Fact("faced_hand", "bool", required=False))),
    Kind("claim", "play", (BY, Fact("kind", "choice", values=("claim", "concession")), Fact("tricks", "count"),
                           Fact("status", "choice", values=("contested", "agreed")),
                           Fact("statement", "bool", required=False),
                           Fact("outstanding_trump", "bool", required=False),
                           Fact("unstated_finesse", "bool", required=False))),
)}

# The order the wizard offers "what happened" in: the common cases first (landscape §4: IB, COOR, LOOT, revoke).
WIZARD_ORDER = (
    "call", "insufficient_bid", "call_out_of_turn", "change_of_call", "card_exposed_during_auction",
    "inadmissible_call", "pass_obligation_violated", "bid_above_seven",
    "lead_out_of_turn", "penalty_card", "premature_play", "revoke", "declarer_exposed_card", "claim",
    "call_after_final_pass",
)
CASE_TOP_KEYS = ("board", "dealer", "vul", "auction", "contract", "declarer", "irregularity", "choices", "after")


def kind(type_: str) -> Kind:
    """The kind of ``type_``; ``KeyError`` for a type the intake does not know."""
    return KINDS[type_]


def fact(type_: str, name: str) -> Fact | None:
    """The fact or choice ``name`` of ``type_``, if it has one."""
    k = KINDS[type_]
    return next((f for f in (*k.facts, *k.choices) if f.name == name), None)
