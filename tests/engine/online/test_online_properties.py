"""Random facts for every online type: always a ruling worded in both languages with a corpus flag for every cited
ref, or a refusal whose code is worded in both — never another exception (the engine's contract)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.ruling_checks import assert_ruled_or_refused_in_words

SEATS = st.sampled_from(["N", "E", "S", "W", "X"])
CALLS = st.sampled_from(["P", "X", "XX", "1C", "1H", "1S", "2C", "2H", "4S", "7NT", "8S"])
MAYBE = st.sampled_from([True, False, None, "yes"])
COUNTS = st.integers(-1, 14)
AUCTIONS = st.sampled_from([[], ["1H"], ["1H", "P"], ["1H", "P", "P"], ["1NT", "P", "2C", "P"],
                            ["1NT", "P", "2C", "P", "2H", "P", "P", "P"]])
RESULT = st.fixed_dictionaries({"contract": st.sampled_from(["4S", "3NTX", "pass", "7HXX", "9Z"]),
                                "declarer": SEATS, "tricks": COUNTS})


def _facts() -> st.SearchStrategy[dict[str, Any]]:
    adjusted = st.fixed_dictionaries({"results": st.lists(RESULT, max_size=2)},
                                     optional={"other_results": st.lists(RESULT, max_size=2),
                                               "form": st.sampled_from(["pairs", "teams", "rubber"]),
                                               "scores": st.lists(st.integers(-50, 50).map(lambda n: n * 10),
                                                                  max_size=3),
                                               "other_table": st.integers(-100, 100).map(lambda n: n * 10)})
    return st.one_of(
        st.fixed_dictionaries({"type": st.just("misclick"), "by": SEATS, "call": CALLS, "intended": CALLS},
                              optional={"inadvertent": MAYBE, "without_pause": MAYBE, "substituted": MAYBE,
                                        "partner_saw": MAYBE}),
        st.fixed_dictionaries({"type": st.just("hesitation"), "informant": SEATS},
                              optional={"how": st.sampled_from(["hesitation", "gesture", "sigh"]), "action": CALLS,
                                        "ui": MAYBE, "logical_alternatives": MAYBE, "suggested": MAYBE,
                                        "damage": MAYBE, "adjusted": adjusted}),
        st.fixed_dictionaries({"type": st.just("misexplanation"), "by": SEATS,
                               "what": st.sampled_from(["wrong_explanation", "missing_alert"]),
                               "found": st.sampled_from(["auction", "before_opening_lead", "play", "after_play"])},
                              optional={"call": CALLS, "alert_required": MAYBE, "partner_saw": MAYBE,
                                        "finding": st.sampled_from(["misinformation", "misbid"]),
                                        "misinformed": SEATS, "new_call": CALLS, "damage": MAYBE,
                                        "adjusted": adjusted}),
        st.fixed_dictionaries({"type": st.just("claim_decision"), "by": SEATS, "tricks_played": COUNTS,
                               "declarer_tricks": COUNTS, "claimed": COUNTS},
                              optional={"awarded": COUNTS,
                                        "basis": st.sampled_from(["contested", "acceptance_withdrawn"]),
                                        "doubts": st.lists(st.sampled_from(["new_line", "unstated_finesse", "x"]))}),
        st.fixed_dictionaries({"type": st.just("score_dispute"), "what": st.sampled_from(["tricks", "score"])},
                              optional={"tricks": COUNTS, "ns_says": COUNTS, "ew_says": COUNTS,
                                        "cards_mixed_by": SEATS, "recorded": st.integers(-200, 200)}),
        st.fixed_dictionaries({"type": st.just("director_matter"),
                               "matter": st.sampled_from(["fouled_board", "procedural_penalty", "other"])}),
        st.fixed_dictionaries({"type": st.just("assigned_adjusted_score"),
                               "offending_side": st.sampled_from(["NS", "EW", "ew", "N"])},
                              optional={"results": st.lists(RESULT, max_size=3),
                                        "other_results": st.lists(RESULT, max_size=2),
                                        "result_contract": CALLS, "result_declarer": SEATS, "result_tricks": COUNTS,
                                        "form": st.sampled_from(["pairs", "teams"]),
                                        "scores": st.lists(st.integers(-50, 50).map(lambda n: n * 10), max_size=3),
                                        "other_table": st.integers(-100, 100).map(lambda n: n * 10)}),
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board=st.integers(1, 16), auction=AUCTIONS, contract=st.sampled_from([None, "4S", "3NTX"]),
       facts=_facts())
def test_every_online_case_is_ruled_in_words_or_refused_in_words(board: int, auction: list[str],
                                                                  contract: str | None, facts: dict) -> None:
    data: dict[str, Any] = {"board": board, "auction": auction, "irregularity": facts}
    if contract is not None and not (len(auction) > 3 and auction[-3:] == ["P", "P", "P"]):
        data.update(contract=contract, declarer="S")
    assert_ruled_or_refused_in_words(data)
