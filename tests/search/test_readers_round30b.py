"""Section readers of the play period and of wrong card counts changed in round 30 (issue 10): sentences of our own,
each naming the law passage it follows, and for each change the sentences with its words that mean something
else."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids, triggered_ids
from reading_probe import top_refs as _refs


@pytest.mark.parametrize("text", [
    "на пятой взятке вистующий пошёл сам, хотя взятку взял стол",
    "защитник сходил с пики, хотя взятку выиграл стол",
    "на 4 взятке правый пошёл с туза, хотя взятку взял его партнёр",
    "at trick 6 the defender led out of turn, though dummy had won trick 5",
])
def test_a_defenders_lead_out_of_turn_later_in_the_play_is_53_or_56_not_declarers_55(text: str) -> None:
    ids = triggered_ids(text)
    assert "defender_lead_out_of_turn_later" in ids
    assert "declarer_wrong_hand" not in ids
    assert _refs(text)[0] == "56"


@pytest.mark.parametrize(("text", "first"), [
    ("разыгрывающий пошёл с руки, хотя взятку взял стол", "55"),  # declarer's own lead from the wrong hand
    ("вистующий сделал первый ход не в свою очередь", "54"),  # the opening lead out of turn
])
def test_declarers_lead_and_the_opening_lead_keep_their_laws(text: str, first: str) -> None:
    assert "defender_lead_out_of_turn_later" not in triggered_ids(text)
    assert _refs(text)[0] == first


@pytest.mark.parametrize(("text", "first"), [
    ("Открыл карман, пересчитал: у меня 12, у левого 14. Торговли ещё не было, карты никто не засветил", "13A"),
    ("у севера 14 карт, у юга 12, никто не показывал карты", "13A"),
    ("After finish play we found one hand has 14 card and other hand 12. What is the result?", "13C"),
    ("after the end of the play east had 14 cards and west 12", "13C"),
])
def test_a_wrong_count_told_with_when_and_what_was_seen_gets_its_section(text: str, first: str) -> None:
    assert _refs(text)[0] == first


def test_a_card_seen_keeps_the_wrong_count_seen() -> None:
    """«торговли ещё не было» is before the auction, but a neighbour's cards seen is 13B, not 13A."""
    assert "wrong_count_seen" in triggered_ids("у одного 14 карт, у другого 12, торговли ещё не было, но я видел "
                                               "карты соседа")


@pytest.mark.parametrize(("text", "first"), [
    ("уже идёт розыгрыш, у меня 12 карт, тринадцатую нашли под стулом", "14B1(B)"),
    ("идёт розыгрыш, а у партнёра 12 карт, одну нашли на полу", "14B1(B)"),
    ("шёл розыгрыш, у меня 12 карт, пропавшую так и не нашли", "14B2"),
])
def test_a_short_hand_found_while_the_play_goes_on_is_14b(text: str, first: str) -> None:
    """«идёт розыгрыш» (the verb first) tells the play under way as «розыгрыш идёт» does."""
    assert _refs(text)[0] == first


def test_a_short_hand_found_while_the_auction_goes_on_is_14a() -> None:
    assert _refs("идёт торговля, у меня 12 карт, тринадцатую нашли под стулом")[0] == "14A1"


@pytest.mark.parametrize(("text", "first"), [
    ("mozhno posmotret svoyu kartu iz proshloi vzyatki?", "66B"),  # one's own card of the last trick
    ("mozhno posmotret proshlye vzyatki?", "66C"),  # the quitted tricks, plural
    ("mozhno posmotret starye vzyatki?", "66C"),
])
def test_the_last_tricks_own_card_typed_in_latin_is_not_the_quitted_tricks(text: str, first: str) -> None:
    assert _refs(text)[0] == first



@pytest.mark.parametrize("text", [
    "razygryvaiushchiy polozhil karty na stol i skazal 'ostalnye moi', igra ostanavlivaetsia?",
    "Разыгрывающий раскрыл карты и объявил: «остальное моё». Как себя вести дальше?",
])
def test_a_claim_stated_and_not_disputed_is_no_contested_claim(text: str) -> None:
    assert "claim" in triggered_ids(text)
    assert "contested_claim" not in concept_ids(text)


@pytest.mark.parametrize("text", [
    "разыгрывающий заявил остальные мои, мы не согласны",
    "declarer claimed the rest, we disagreed",
])
def test_a_claim_disputed_keeps_law_70(text: str) -> None:
    assert _refs(text)[0] in ("70", "70A")


@pytest.mark.parametrize("text", [
    "Правый сбросил трефу на пику, а потом сыграл пику — заметили, когда уже следующую взятку сыграли",
    "левый не дал в масть, заметили когда уже следующую взятку сыграли",
])
def test_a_revoke_noticed_once_the_next_trick_was_played_is_established(text: str) -> None:
    """«следующую взятку сыграли», no doer named: the offending side has played to the next trick (63A1)."""
    assert "revoke_established_by_play" in triggered_ids(text)
    assert _refs(text)[0] == "63"


@pytest.mark.parametrize("text", [
    "левый сбросил бубну на черву, а потом сыграл черву; заметили до того как следующую взятку сыграли",
    "левый не дал в масть, заметили до того как следующую взятку сыграли",
])
def test_a_revoke_noticed_before_the_next_trick_is_not_established(text: str) -> None:
    assert "revoke_established_by_play" not in triggered_ids(text)


def test_declarer_playing_to_a_defenders_lead_out_of_turn_accepts_it_whatever_the_brackets() -> None:
    """«а я (разыгрывающая) … положила свою карту сверху»: the next hand played to it, Law 53."""
    text = ("соперник пошёл сам, хотя взятку выиграл его партнёр и ходить должен был тот, а я (разыгрывающая) не "
            "заметила и положила свою карту сверху")
    assert "lead_out_of_turn_accepted" in triggered_ids(text)
    assert _refs(text)[0] == "53"
