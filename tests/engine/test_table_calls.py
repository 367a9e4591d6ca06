"""The auction table of a ruling (``engine.cases.table_calls`` and ``sudya rule``'s table): the call ruled on is
the one starred — the substituted call of a change (25), not the first call again; the in-turn call of
simultaneous calls (33) and of 28B, and the later calls of ``after``, are shown (QA item 6: c1, c5, sim1, t1)."""

from __future__ import annotations

from typing import Any

from bot.cli.engine_cmds import table_rows
from engine.cases import parse_case, table_calls


def _case(auction: list[str], **irregularity: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"dealer": "N", "vul": "none", "auction": auction, "irregularity": irregularity}
    for key in ("choices", "after"):
        if key in irregularity:
            data[key] = irregularity.pop(key)
    return data


def _table(data: dict[str, Any], lang: str = "en") -> list[list[str]]:
    return table_rows("N", table_calls(parse_case(data)), lang)


def test_25_change_of_call_stars_the_substituted_call_c1() -> None:
    data = _case(["1H"], type="change_of_call", by="N", call="1H", new_call="1S", inadvertent=True,
                 without_pause=True)
    assert table_calls(parse_case(data)) == [("N", "1H", "changed"), ("N", "1S", "irregular")]
    assert _table(data)[1][0] == "1♥→1♠*"


def test_25_change_of_call_made_after_the_auction_c5() -> None:
    data = _case(["1H"], type="change_of_call", by="E", call="1S", new_call="1D")
    assert _table(data)[1][:2] == ["1♥", "1♠→1♦*"]


def test_30b3_pass_at_lho_turn_shown_as_a_change() -> None:
    assert _table(_case(["1H"], type="call", by="N", call="P"))[1][0] == "1♥→Pass*"


def test_33_simultaneous_calls_show_the_in_turn_call_first_sim1() -> None:
    data = _case(["1H"], type="simultaneous_calls", by="S", call="2H", **{"with": {"E": "P"}})
    assert _table(data)[1][:3] == ["1♥", "Pass", "2♥*"]


def test_28b_in_turn_call_shown_t1() -> None:
    data = _case(["1H"], type="call", by="S", call="2H", choices={"called_in_turn": {"E": "1S"}})
    assert table_calls(parse_case(data))[-1] == ("E", "1S", "in_turn")
    assert "1♠" in [cell for row in _table(data)[1:] for cell in row]


def test_later_calls_of_after_and_a_correction_are_shown_ib17() -> None:
    data = _case(["1NT"], type="call", by="E", call="1S", choices={"accepted": False, "correction": "P"},
                 after=["2H", "P", "P", "2S"])
    rows = _table(data)
    assert rows[1] == ["1NT", "1♠*→Pass", "2♥", "Pass"] and rows[2][:2] == ["Pass", "2♠"]


def test_24_exposed_card_table_shows_the_later_calls() -> None:
    """24 (QA round 2, 1c): with no call ruled on, the calls of ``after`` still appear, from the player in turn."""
    data = _case(["1H"], type="card_exposed_during_auction", by="N", cards=["SQ"], after=["P", "P", "P"])
    assert table_calls(parse_case(data)) == [("N", "1H", "legal"), ("E", "P", "after"), ("S", "P", "after"),
                                             ("W", "P", "after")]


def test_law25b1_the_lhos_call_made_before_the_correction_is_in_the_table() -> None:
    """25B1 «Если … LHO нарушителя сделал заявку» — the ruling rules on West's double, so the table shows it."""
    from engine.cases import parse_case, table_calls

    data = {"dealer": "N", "vul": "none", "auction": ["1C", "P", "1H"],
            "irregularity": {"type": "change_of_call", "by": "S", "call": "1H", "new_call": "1S",
                             "inadvertent": True, "without_pause": True, "lho_called": "X"}}
    rows = table_calls(parse_case(data))
    assert rows[-3:] == [("S", "1H", "changed"), ("S", "1S", "irregular"), ("W", "X", "legal")]
