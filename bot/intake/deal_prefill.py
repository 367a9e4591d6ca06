"""A deal record → what the ruling wizard starts from (board, auction, contract, the play's facts).

Shared by ``/deal`` (its "rule on this" buttons and the play it shows) and the ruling wizard (``/ruling deal:``);
kept out of both command modules so that neither imports the other back (issue 14: no import cycle).
"""

from __future__ import annotations

from typing import Any

from bot.intake.prefill import Prefill
from engine.deal import Deal
from engine.deal.play import PlayFacts, analyse_play
from engine.deal.prefill import base_case, opening_lead_case, revoke_case
from engine.errors import EngineError


def play_facts(deal: Deal) -> PlayFacts | None:
    """The play followed trick by trick, when the record allows it (a broken rotation is refused)."""
    if not deal.play:
        return None
    try:
        return analyse_play(deal)
    except EngineError as exc:
        if exc.code == "deal_play_out_of_rotation":
            raise
        return None


def deal_prefill(deal: Deal, found: Prefill | None = None) -> Prefill:
    """What the wizard starts from when given a record (and perhaps words): the record's board, auction, contract
    and declarer; the irregularity the words name, with the record's facts of it when the play shows it (a
    revoke, an opening lead out of turn); with no words, the first irregularity the play shows, if any."""
    facts = play_facts(deal)
    cases: dict[str, dict[str, Any]] = {}
    if facts is not None:
        lead = opening_lead_case(deal, facts)
        if lead is not None:
            cases["lead_out_of_turn"] = lead
        if facts.revokes:
            cases["revoke"] = revoke_case(deal, facts, facts.revokes[0])
    kind = found.type if found is not None else next(iter(cases), "")
    case = cases.get(kind) or {**base_case(deal), **({"irregularity": found.case.get("irregularity", {})}
                                                     if found is not None else {})}
    return Prefill(type=kind, case=case, hints=dict(found.hints) if found is not None else {})
