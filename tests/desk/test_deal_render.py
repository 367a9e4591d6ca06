"""What a director reads about a deal record (``bot.render.hand``): the opening lead and whose it was (41A), why a
play cannot be followed, whose turn it is at a claim (and the cards already on the table), both languages."""

from __future__ import annotations

import pytest

from bot.render.errors import error_text
from bot.render.hand import claim_lines, deal_text
from engine.deal import parse_deal
from engine.deal.claim import claim_facts
from engine.deal.play import analyse_play
from engine.errors import EngineError
from engine.seats import Seat

HANDS = "md|1SAKQ2HJT9D8765C43,S876HAKQDKQJCJT98,SJ53H8765DAT9CAK2,|"
ONE_SPADE = HANDS + "mb|1S|mb|p|mb|p|mb|p|"  # South declares 1♠: West leads (41A)
PLAY = ["HA", "H5", "H2", "H9", "HK", "H6", "H3", "HT"]


def text(record: str, lang: str) -> str:
    deal = parse_deal(record)
    facts = analyse_play(deal).to_dict() if deal.contract and deal.complete else None
    return deal_text(deal.to_dict(), facts, lang)


@pytest.mark.parametrize(("lang", "lead", "wrong"), [
    ("en", "Opening lead: ♠A by South", "it was West's lead (Law 41A)"),
    ("ru", "Первый ход: ♠A, ходил Юг", "ходить должен был Запад (Правило 41A)")])
def test_law_41a_an_opening_lead_by_another_seat_is_named_out_of_turn(lang: str, lead: str, wrong: str) -> None:
    shown = text(ONE_SPADE + "pc|SA|", lang)
    assert lead in shown and wrong in shown
    assert "41A" not in text(ONE_SPADE + "pc|HA|", lang)  # West's own lead


@pytest.mark.parametrize(("lang", "why"), [
    ("en", "no contract and declarer"), ("ru", "нет контракта и разыгрывающего")])
def test_a_play_that_cannot_be_followed_says_why_not_that_there_is_none(lang: str, why: str) -> None:
    insufficient = HANDS + "mb|1S|mb|1H|mb|p|mb|p|mb|p|pc|HA|"  # 1♥ over 1♠: no legal auction, no contract
    shown = text(insufficient, lang)
    assert why in shown and "No play" not in shown and "Розыгрыша в записи нет" not in shown


def test_tricks_played_in_english_reads_with_any_count() -> None:
    assert "Tricks played: 1; North–South 0, East–West 1" in text(ONE_SPADE + "".join(f"pc|{c}|" for c in PLAY[:4]),
                                                                   "en")


@pytest.mark.parametrize(("cards", "lang", "line"), [
    (PLAY, "en", "Trick 3: West to lead."),
    ([*PLAY, "HQ", "H7"], "en", "Trick 3: ♥Q ♥7 on the table, East to play."),
    ([*PLAY, "HQ", "H7"], "ru", "Взятка 3: на столе ♥Q ♥7, играет Восток.")])
def test_a_claim_says_whose_turn_it_is(cards: list[str], lang: str, line: str) -> None:
    deal = parse_deal(ONE_SPADE + "".join(f"pc|{c}|" for c in cards))
    facts = claim_facts(deal, Seat.S, None, solve=False)
    assert line in claim_lines(facts.to_dict(), None, lang)


@pytest.mark.parametrize(("lang", "hint"), [("en", "of those left, not the total"),
                                            ("ru", "из оставшихся взяток заявлено, а не сколько всего")])
def test_more_tricks_claimed_than_left_says_the_count_is_of_those_left(lang: str, hint: str) -> None:
    deal = parse_deal(ONE_SPADE + "".join(f"pc|{c}|" for c in PLAY))
    with pytest.raises(EngineError) as caught:
        claim_facts(deal, Seat.S, 12, solve=False)
    assert hint in error_text(caught.value, lang)
