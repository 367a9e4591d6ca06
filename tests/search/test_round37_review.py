"""Review 37: sentences where the thirty-seventh round's new triggers named a wrong law — a lead out of turn or a
change of call read as a call cancelled for being out of rotation (29A), «ход мой или партнёра?» in the play or the
auction read as the opening lead (20C1), «это нарушение?» asked of a play made while the director came read as a play
after an irregularity (60), a card put on the table from hand or a trick taken back read as dummy's card handled
(45C3), a wrong card played with no penalty card lying read as a penalty card not played (52), a card mentioned and a
play made read as a card named as played (45C4(A))."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.commands.ask import _hits
from bot.intake.prefill import prefill
from bot.intake.situation import read


def _asked(text: str, limit: int = 3) -> list[str]:
    """The first ``limit`` refs ``/ask`` names for ``text``."""
    return [hit["ref"] for hit in _hits(text, prefill(text), read(text))][:limit]


# --- 29A: a cancelled call out of rotation, not a cancelled lead nor a call changed --------------------------------

def test_a_lead_out_of_turn_cancelled_is_54() -> None:
    text = "защитник атаковал вне очереди, разыгрывающий аннулировал атаку — чья теперь очередь выходить?"
    assert "cancelled_call_whose_turn" not in _triggered(text)
    assert _refs(text, 1) == ["54"]


def test_a_call_changed_is_25b() -> None:
    text = "соперник передумал и отменил свою заявку, кто теперь говорит?"
    assert "cancelled_call_whose_turn" not in _triggered(text)
    assert _refs(text, 1) == ["25B"]


@pytest.mark.parametrize("text", [
    "вистующий вышел не в очередь, судья отменил выход — чья теперь очередь ходить?",
    "игрок пошёл вне очереди, судья отменил ход — кто теперь ходит, чья очередь?",
    "судья аннулировал заявку после окончания торговли, кто теперь говорит?",
])
def test_a_lead_cancelled_or_a_call_after_the_auction_is_no_29a(text: str) -> None:
    assert "cancelled_call_whose_turn" not in _triggered(text)
    assert _refs(text, 1) != ["29A"]


# --- 20C1: only the opening lead after the final pass -----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "вистующий взял взятку — ход мой или партнёра?",
    "я взял взятку королём — следующий ход мой или партнёра?",
])
def test_whose_lead_after_a_trick_is_44g(text: str) -> None:
    assert "whose_lead" not in _triggered(text)
    assert _refs(text, 1) == ["44G"]
    assert "20C1" not in _refs(text)


def test_whose_call_in_the_auction_is_no_20c1() -> None:
    text = "в торговле после паса слева — мой ход или партнёра?"
    assert "whose_lead" not in _triggered(text)
    assert _refs(text, 1) != ["20C1"]


# --- 60: «это нарушение?» is the question, not an irregularity before the play --------------------------------------

def test_a_play_while_the_director_was_called_asked_about_is_9b2() -> None:
    text = "пока звали судью, оппонент уже сыграл карту — это нарушение?"
    assert "play_after_illegal_play" not in _triggered(text)
    assert _refs(text, 1) == ["9B2"]
    assert _asked(text, 1) == ["9B2"]


def test_a_play_while_the_director_came_asked_by_its_law_is_9b2() -> None:
    text = "пока шёл судья, соперник уже походил — это нарушение 9B?"
    assert "play_after_illegal_play" not in _triggered(text)
    assert _asked(text, 1) == ["9B2"]


# --- 45C3: dummy's card taken by declarer, not a card put on the table, dummy acting or a trick looked at -------------

def test_a_defenders_card_put_on_the_table_and_taken_back_is_45c2() -> None:
    text = "вистующий вынул карту, положил на стол, передумал"
    assert "dummy_card_touched" not in _triggered(text)
    assert _refs(text, 1) == ["45C2"]


@pytest.mark.parametrize("text", [
    "защитник взял из руки даму, положил на стол, потом передумал и вернул обратно",
    "разыгрывающий взял карту из руки, положил на стол лицом вниз, потом передумал",
    "разыгрывающий взял из руки туза, положил обратно — партнёр не видит, он разыгрывающий",
    "болван взял карту со стола и положил обратно — разыгрывающий ничего не говорил",
    "разыгрывающий взял со стола взятку, посмотрел и положил обратно",
])
def test_a_card_from_hand_dummy_acting_or_a_trick_is_no_45c3(text: str) -> None:
    assert "dummy_card_touched" not in _triggered(text)
    assert _refs(text, 1) != ["45C3"]


# --- 52: no penalty card lying before, or declarer's card ------------------------------------------------------------

def test_a_wrong_card_called_a_penalty_card_is_50() -> None:
    text = "я машинально положил не ту карту, судья сказал что штрафная — правильно?"
    assert "penalty_card_not_played" not in _triggered(text)
    assert _asked(text, 1) == ["50"]
    assert _refs(text, 1) != ["52A"]


def test_declarers_wrong_card_is_no_penalty_card_not_played() -> None:
    text = "разыгрывающий машинально сыграл со стола не ту карту — это штрафная?"
    assert "penalty_card_not_played" not in _triggered(text)
    assert "52A" not in _refs(text, 2)


# --- 45C4(A): a card mentioned, then a play made ----------------------------------------------------------------------

def test_a_card_mentioned_aloud_then_a_play_is_no_card_named_as_played() -> None:
    text = "разыгрывающий сказал вслух, что король пик у вистующего, и сыграл на прорезку"
    assert "card_named_as_played" not in _triggered(text)
    assert _refs(text, 1) != ["45C4(A)"]
