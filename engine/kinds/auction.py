"""The auction-period irregularity types the wizard and ``/ruling`` offer (Laws 25–39), in the wizard's order."""

from __future__ import annotations

from engine.kinds import needs
from engine.kinds.model import Fact, Kind
from engine.kinds.tables import change_rows, simultaneous_rows

BY = Fact("by", "seat")
CALL = Fact("call", "call")
CONVENTIONAL = Fact("conventional", "bool", required=False, needed=needs.conventional_matters)
ACCEPTED = Fact("accepted", "bool", required=False)
CORRECTION = Fact("correction", "call", required=False, needed=needs.correction_matters)
CALL_CHOICES = (ACCEPTED, CORRECTION)

KINDS = (
    # "call": the engine classifies the call from the auction (17E, 38, 28–32, 25, 37, 27, 36)
    Kind("call", "auction", (BY, CALL, CONVENTIONAL), CALL_CHOICES, command="call"),
    Kind("insufficient_bid", "auction", (BY, CALL, CONVENTIONAL), CALL_CHOICES, command="insufficient-bid"),
    Kind("call_out_of_turn", "auction", (BY, CALL, CONVENTIONAL), (ACCEPTED,), command="out-of-turn"),
    Kind("change_of_call", "auction",
         (BY, CALL, Fact("new_call", "call"), Fact("inadvertent", "bool"),
          Fact("without_pause", "bool", option_required=False)),
         (Fact("accepted", "bool", required=False, needed=needs.purposeful_change),),
         command="change-of-call", table=change_rows),
    Kind("card_exposed_during_auction", "auction",
         (BY, Fact("cards", "cards"), Fact("led", "bool", option_required=False)), command="exposed-card"),
    Kind("inadmissible_call", "auction", (BY, CALL), (ACCEPTED,), command="inadmissible"),
    Kind("pass_obligation_violated", "auction",
         (BY, CALL, Fact("obligation", "obligation", values=("next_turn", "rest_of_auction"))),
         command="pass-obligation"),
    Kind("bid_above_seven", "auction", (BY, CALL), command="above-seven"),
    # Law 33: not in the wizard's "what happened" (the call in turn is asked as part of the auction); /ruling only
    Kind("simultaneous_calls", "auction", (BY, CALL, Fact("with", "seat_call")), command="simultaneous",
         guided=False, table=simultaneous_rows),
)
