"""Law 2: board number → dealer and vulnerability (bridge-domain.md §3e table)."""

import pytest

from engine.board import board_info
from engine.errors import EngineError

# Law 2 table, boards 1–16 (repeats every 16).
LAW2 = {
    1: ("N", "none"), 2: ("E", "NS"), 3: ("S", "EW"), 4: ("W", "both"),
    5: ("N", "NS"), 6: ("E", "EW"), 7: ("S", "both"), 8: ("W", "none"),
    9: ("N", "EW"), 10: ("E", "both"), 11: ("S", "none"), 12: ("W", "NS"),
    13: ("N", "both"), 14: ("E", "none"), 15: ("S", "NS"), 16: ("W", "EW"),
}


@pytest.mark.parametrize("board", range(1, 65))
def test_law2_table_repeats_every_16(board):
    info = board_info(board)
    assert (info.dealer.value, info.vul) == LAW2[(board - 1) % 16 + 1]


def test_override_for_mis_marked_board():
    info = board_info(7, dealer="N", vul="none")
    assert (info.dealer.value, info.vul) == ("N", "none")


@pytest.mark.parametrize("bad", [0, -1, "x", "", None, 10_001])
def test_bad_board_refused_with_code(bad):
    with pytest.raises(EngineError) as err:
        board_info(bad)
    assert err.value.code == "bad_board"
