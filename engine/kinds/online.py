"""The rulings online play needs most (issue 11; rulers in ``engine/rulings/online``): a misclick (25A), a
hesitation or other information from partner (16A), a wrong explanation or missing alert (20F, 21B, 40C), the
director's decision on the tricks after a claim (69B, 70), a tricks or score dispute (66D), the matters we do not
rule on (58, 60, 65, 87, 90), and an assigned adjusted score (12C2).

The judgement facts (was information made available? a logical alternative? damage?) are optional: a director who
does not know yet answers "unknown", and the ruling names the open question and what each answer leads to.
"""

from __future__ import annotations

from typing import Any

from engine.kinds.model import Fact, Kind, Known, TableRow

FOUND = ("auction", "before_opening_lead", "play", "after_play")
CLAIM_DOUBTS = ("outstanding_trump", "new_line", "unstated_finesse")


def _is(name: str, *values: Any) -> Any:
    """A ``needed`` rule: the fact matters once ``name`` has one of ``values``."""
    return lambda known: known.irregularity.get(name) in values


def _misclick_refused(known: Known) -> bool:
    """25A: what happens to a refused correction matters only once the slip or the pause rules it out."""
    irr = known.irregularity
    return irr.get("inadvertent") is False or irr.get("without_pause") is False


def _misinformation_in_auction(known: Known) -> bool:
    """21B1: a change of call by the misinformed opponent is possible only until the auction period ends."""
    irr = known.irregularity
    return irr.get("finding") == "misinformation" and irr.get("found") in ("auction", "before_opening_lead")


def no_rows(case: Any, out: list[TableRow], by: Any, call: Any) -> Any:
    """The call named is one already in the auction (an explained call): the table shows the auction as it is."""
    return case.auction.turn


def misclick_rows(case: Any, out: list[TableRow], by: Any, call: Any) -> Any:
    """The misclicked call and the intended one in one cell (``changed`` then ``irregular``): at the caller's
    turn after the auction, or in place of his last such call when calls followed it."""
    from engine.calls import parse_call

    intended = str(parse_call(case.irregularity.raw.get("intended") or call))
    auction = case.auction
    if auction.turn == by and not auction.ended and auction.illegality(call, by) is None:  # as the ruler reads it
        out += [(by.value, str(call), "changed"), (by.value, intended, "irregular")]
        return by.lho
    for i in range(len(out) - 1, -1, -1):
        if out[i][0] == by.value and out[i][1] == str(call):
            out[i:i + 1] = [(by.value, str(call), "changed"), (by.value, intended, "irregular")]
            break
    return auction.turn


ONLINE = "ruling-online"  # /ruling is full (Discord: 8000 characters a command): these types have their own command
ANY_TIME = ("auction", "play", "passed_out")


def _auction_lasts(known: Known) -> bool:
    """A hesitation in the auction is followed by partner's call; once the auction is over, by his card (16A)."""
    auction = known.auction()
    return auction is None or not auction.ended


def _found_narrow(known: Known, values: tuple[str, ...]) -> tuple[str, ...]:
    """17E: once the auction is over, a wrong explanation is no longer found "during the auction"."""
    auction = known.auction()
    return tuple(v for v in values if v != "auction") if auction is not None and auction.ended else values


def _contested(known: Known) -> bool:
    """70: doubtful points are weighed for a contested claim, not for an acceptance withdrawn (69B)."""
    return known.irregularity.get("basis") != "acceptance_withdrawn"


def _result(prefix: str, required: bool) -> tuple[Fact, ...]:
    """One result of 12C2 as three facts: the contract (a bid, or pass: passed out), declarer, tricks."""
    def bid(known: Known) -> bool:
        return known.irregularity.get(f"{prefix}_contract") not in (None, "P")

    return (Fact(f"{prefix}_contract", "call", required=required),
            Fact(f"{prefix}_doubled", "choice", required=False, values=("undoubled", "doubled", "redoubled"),
                 needed=bid),
            Fact(f"{prefix}_declarer", "seat", needed=bid, option_required=False),
            Fact(f"{prefix}_tricks", "count", needed=bid, option_required=False))


KINDS = (
    Kind("misclick", "auction",
         (Fact("by", "seat", prompt="intake.q.fact.misclick_by", label="intake.field.player"),
          Fact("call", "call", prompt="intake.q.fact.misclick_call"),
          Fact("intended", "call"), Fact("inadvertent", "bool", required=False),
          Fact("without_pause", "bool", required=False, needed=_is("inadvertent", True)),
          Fact("substituted", "bool", required=False, needed=_misclick_refused),
          Fact("partner_saw", "bool", required=False, needed=_misclick_refused)),
         command="misclick", table=misclick_rows, group=ONLINE, periods=ANY_TIME),
    Kind("hesitation", "auction",
         (Fact("informant", "seat"),
          Fact("how", "choice", required=False, values=("hesitation", "haste", "remark", "question", "answer",
                                                         "gesture")),
          Fact("action", "call", required=False, needed=_auction_lasts),
          Fact("card", "card", required=False, prompt="intake.q.fact.hesitation_card",
               needed=lambda known: known.irregularity.get("action") is None),
          Fact("ui", "bool", required=False),
          Fact("logical_alternatives", "bool", required=False, needed=_is("ui", True), option="alternatives"),
          Fact("suggested", "bool", required=False, needed=_is("logical_alternatives", True)),
          Fact("damage", "bool", required=False, needed=_is("suggested", True))),
         command="hesitation", group=ONLINE, periods=("auction", "play")),
    Kind("misexplanation", "auction",
         (Fact("by", "seat", prompt="intake.q.fact.explained_by", label="intake.field.explained_by"),
          Fact("what", "choice", values=("wrong_explanation", "missing_alert")),
          Fact("call", "call", required=False, prompt="intake.q.fact.explained_call"),
          Fact("found", "choice", values=FOUND, narrow=_found_narrow),
          Fact("alert_required", "bool", required=False, needed=_is("what", "missing_alert")),
          Fact("finding", "choice", required=False, values=("misinformation", "misbid")),
          Fact("partner_saw", "bool", required=False),
          Fact("misinformed", "seat", required=False, needed=_misinformation_in_auction),
          Fact("new_call", "call", required=False, prompt="intake.q.fact.misinformed_new_call",
               needed=lambda known: known.irregularity.get("misinformed") is not None),
          Fact("damage", "bool", required=False, prompt="intake.q.fact.damage_mi",
               needed=_is("finding", "misinformation"))),
         command="misexplanation", table=no_rows, group=ONLINE, periods=("auction", "play")),
    # 68-70: the director decides a claim's tricks (no offender); the contract is the finished auction's or stated
    Kind("claim_decision", "play",
         (Fact("by", "seat", prompt="intake.q.fact.claimer", label="intake.field.claimer"),
          Fact("tricks_played", "count"),
          Fact("declarer_tricks", "count", prompt="intake.q.fact.declarer_tricks_before"),
          Fact("claimed", "count"),
          Fact("basis", "choice", required=False, values=("contested", "acceptance_withdrawn")),
          # 70 (secondary source): the doubts the director names, for a contested claim only
          *(Fact(doubt, "bool", required=False, needed=_contested) for doubt in CLAIM_DOUBTS),
          Fact("awarded", "count", required=False)),
         command="claim-decision", group=ONLINE),
    # 66D, 77: the tricks (inspected) or the score entered
    Kind("score_dispute", "play",
         (Fact("what", "choice", values=("tricks", "score"), prompt="intake.q.fact.dispute_what"),
          Fact("ns_says", "count", required=False, needed=_is("what", "tricks")),
          Fact("ew_says", "count", required=False, needed=_is("what", "tricks")),
          Fact("cards_mixed_by", "seat", required=False, needed=_is("what", "tricks"), option="mixed_by"),
          Fact("tricks", "count", prompt="intake.q.fact.tricks_made", option_required=False,
               needed=lambda known: known.irregularity.get("cards_mixed_by") is None),
          Fact("recorded", "score", required=False)),
         command="score-dispute", group=ONLINE),
    # 58, 60, 65, 87, 90: the law to read; at any time, with no contract asked
    Kind("director_matter", "play",
         (Fact("matter", "choice", values=("simultaneous_plays", "play_after_illegal_play", "fouled_board",
                                           "procedural_penalty", "trick_arrangement")),
          Fact("by", "seat", required=False)),
         command="matter", group=ONLINE, periods=ANY_TIME, contract_apart=False),
    # 12C2 (1987): one result possible without the infraction, and optionally another for the offending side
    Kind("assigned_adjusted_score", "auction",
         (Fact("offending_side", "choice", values=("NS", "EW")), *_result("result", True),
          *_result("offending", False),
          # 78A: matchpoints against the other tables' scores; 78B: IMPs against the other table's
          Fact("form", "choice", required=False, values=("pairs", "teams")),
          Fact("scores", "scores", required=False, needed=lambda known: known.irregularity.get("form") != "teams"),
          Fact("other_table", "score", required=False, needed=_is("form", "teams"))),
         command="adjusted-score", group=ONLINE, periods=ANY_TIME),
)
