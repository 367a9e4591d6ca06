"""Readers' tellings added in the seventeenth round (issue 10), from the misses of the spent sets blind43 / blind44.

Law 30B (``bot.intake.rotation``): a pass in a named seat's turn is that seat's section when the story tells nothing
of the auction before (the usual case, after an opening); «никто ничего не открывал», «никто рта не раскрыл» is
before any bid (30A). Law 31 (``bot.intake.rotation_words``): «объявил», «выдал» are calls. Law 28B
(``bot.intake.rotation_detail``): «соперник, чья была очередь, сразу сказал…» with no seat named. Law 39
(``bot.intake.final_pass``): «торговля закрылась», the calling verb after the call («ставку сказал»). Latin-typed
Russian (``bot.intake.latin_text``): «vne ocheredi» is Russian. Law 20C1 / 20F1 (``bot.intake.asking``): «кто из нас
ходит первым»; the caller explaining his own call «а не её партнёр». Law 43A1(C) (``bot.intake.dummy_acts``): dummy
telling declarer he plays it wrong. Law 54 (``bot.intake.lead_out_of_turn``): declarer «раскрыл свои карты» after a
wrong opening lead («первого захода»). Law 66A (``bot.intake.trick_inspection``): «эта взятка» looked at again. Law 27B
(``bot.intake.insufficient``): an insufficient bid not accepted, no correction told. Law 36
(``bot.intake.partner_double``): partner's quoted «контра» on my own bid."""

from __future__ import annotations

import pytest

from bot.intake import (
    asking,
    dummy_acts,
    final_pass,
    insufficient,
    latin_text,
    lead_out_of_turn,
    partner_double,
    rotation,
    trick_inspection,
)
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "ref"), [
    ("я сказал пас вне очереди в очередь партнёрши", "30B2(A)"),
    ("левый пасанул не в свою очередь, когда была очередь его партнёра", "30B2(A)"),
    ("спасовала, хотя очередь была правого соперника", "30B1"),
])
def test_a_pass_in_a_named_seats_turn_is_that_seats_section_law_30b(text: str, ref: str) -> None:
    """Law 30B1 / 30B2(A): a pass out of turn in RHO's or partner's turn; the story says nothing of the auction
    before, and the usual case (after an opening) is read, as directors and players key it."""
    assert rotation.SECTIONS[ref] in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "ещё никто ничего не открывал, а партнёр уже пасанул раньше меня",
    "никто ещё рта не раскрыл, а правый сказал пас, хотя первым говорить был должен я",
])
def test_a_pass_before_anyone_opened_is_law_30a(text: str) -> None:
    """Law 30A: a pass out of turn before any player has bid, whoever's turn it was."""
    assert rotation.SECTIONS["30A"] in read(text).concept_ids


@pytest.mark.parametrize(("text", "ref"), [
    ("сдавал Юг, а Восток тут же выдал 2♠, никого не дождавшись", "31B"),  # South is East's LHO
    ("партнёр вне очереди объявил 2♣ — в очередь моего левого соседа", "31A"),  # my LHO: his RHO
])
def test_announced_and_blurted_out_bids_are_calls_law_31(text: str, ref: str) -> None:
    """Law 31A / 31B: «объявил», «выдал» say the call out of rotation as «сказал» does."""
    assert rotation.SECTIONS[ref] in read(text).concept_ids


def test_the_opponent_whose_turn_it_was_calling_over_a_pass_is_law_28b() -> None:
    """Law 28B: the opponent whose turn it was called before any ruling; no seat is named, «соперник, чей был ход»."""
    text = "я спасовал вне очереди, и соперник, чей был ход, сразу назвал 1♥"
    assert rotation.SECTIONS["28B"] in read(text).concept_ids


@pytest.mark.parametrize(("text", "ref"), [
    ("после трёх пасов разыгрывающий ещё 3БК назвал", "39A"),  # the verb after the call
    ("торговля закрылась, но вистующий успел кликнуть контру", "39B"),
])
def test_a_call_after_the_auction_closed_by_its_caller_law_39(text: str, ref: str) -> None:
    """Law 39A: any call of the declaring side after the final pass; 39B: a defender's double."""
    assert final_pass.section(text) == ref
    assert final_pass.SECTIONS[ref] in read(text).concept_ids


@pytest.mark.parametrize("text", ["kontra vne ocheredi do otkrytiya", "pas vne ocheredi"])
def test_out_of_turn_typed_in_latin_letters_is_russian(text: str) -> None:
    """«vne ocheredi», «ochered»: Russian words no English text holds, read in the Cyrillic rendering too."""
    assert latin_text.russian_in_latin(text)


def test_a_pass_before_the_opening_typed_in_latin_letters_is_law_30a() -> None:
    """Law 30A, the story typed in Latin letters: its Cyrillic rendering settles the section."""
    assert rotation.SECTIONS["30A"] in read("spasoval vne ocheredi do otkrytiya").concept_ids


def test_a_defender_asking_which_of_them_leads_first_is_law_20c1() -> None:
    """Law 20C1: after the final pass a defender may ask whose opening lead it is."""
    assert asking.section("мы защищаемся, и партнёр не помнит, кто из нас ходит первым") == "20C1"


def test_the_caller_explaining_his_own_call_is_law_20f1() -> None:
    """Law 20F1: the explanation is normally given by the partner of the player who made the call."""
    text = "спросил, что значит их 2♣, и ответил мне сам заявивший, а не его партнёр"
    assert asking.SECTIONS["20F1"] in read(text).concept_ids


def test_dummy_saying_declarer_plays_it_wrong_takes_part_in_the_play_law_43a1c() -> None:
    """Law 43A1(C): dummy may not comment on the play."""
    assert dummy_acts.section("болван всё время говорит, что я неправильно разыгрываю") == "43A1(C)"


def test_declarer_spreading_his_hand_after_a_wrong_opening_lead_is_law_54() -> None:
    """Law 54: an opening lead out of turn faced, and declarer spreads his hand («раскрыл свои карты»)."""
    text = "вистующий атаковал не в свою очередь, и разыгрывающий сразу раскрыл свои карты"
    assert lead_out_of_turn.section(text) == "54"


def test_the_wrong_defenders_first_card_is_an_opening_lead_out_of_turn() -> None:
    """Law 54: «зашёл первой картой не в свою очередь» is the opening lead, not a call out of turn."""
    ids = read("моя партнёрша зашла не в свою очередь первой картой").concept_ids
    assert "opening_lead_out_of_turn" in ids
    assert "bid_out_of_turn" not in ids


def test_looking_again_at_this_trick_is_law_66a() -> None:
    """Law 66A: until his side leads to the next trick a player may have the cards just played faced again."""
    assert trick_inspection.section("не разглядел, кто что положил в этой взятке, можно взглянуть ещё раз?") == "66A"


@pytest.mark.parametrize("text", [
    "правый дал 1♠ после нашей 1БК, мы такую недостаточную не приняли, что теперь",
    "LHO refused to accept the insufficient bid of 2C after 2H, so what now",
])
def test_an_insufficient_bid_not_accepted_is_law_27b(text: str) -> None:
    """Law 27B: an insufficient bid not accepted must be corrected; no correction is told."""
    assert insufficient.SECTIONS["27B"] in read(text).concept_ids


def test_an_insufficient_bid_refused_then_corrected_is_not_left_at_27b() -> None:
    """Law 27B2: a correction told after the refusal is its own section, not the bare 27B."""
    ids = read("левый сказал 1♥ после 1♠, мы не приняли, и он исправил на пас").concept_ids
    assert insufficient.SECTIONS["27B"] not in ids


@pytest.mark.parametrize(("text", "ref"), [
    ("Following an opening bid, one player passed out of turn when it was his partner's turn. May the partner "
     "double?", "30B2(B)"),
    ("в самом начале, на первой заявке, партнёр сказал пас, хотя сдавал я", "30A"),
])
def test_the_opening_bid_named_as_the_auction_so_far_is_not_the_call_out_of_turn_law_30(text: str, ref: str) -> None:
    """Law 30A / 30B2(B): "the opening bid", «первая заявка» tell when the pass came, not that the offender bid."""
    assert rotation.SECTIONS[ref] in read(text).concept_ids


def test_a_bid_before_lho_could_speak_is_in_the_offenders_rho_turn_law_31a() -> None:
    """Law 31A: «до того, как левый успел…» says whose turn it was; my LHO is my partner's RHO."""
    text = "партнёрша открыла 1♥ до того, как левый успел хоть что-то сказать"
    assert rotation.SECTIONS["31A"] in read(text).concept_ids


def test_the_caller_answering_himself_told_with_a_comma_is_law_20f1() -> None:
    """Law 20F1: the caller's partner normally answers; «ответила она сама, не её партнёр»."""
    text = "спросила, что значит их контра, и ответила она сама, не её партнёр"
    assert asking.SECTIONS["20F1"] in read(text).concept_ids


def test_partners_quoted_double_of_my_own_bid_is_law_36() -> None:
    """Law 36: a double of partner's bid is inadmissible; told as partner writing «контра» on my own bid."""
    text = "играем онлайн, и партнёрша в чате написала «контра» на мою собственную заявку 2♥"
    assert partner_double.SECTIONS["36"] in read(text).concept_ids


def test_the_turn_told_as_it_was_with_a_seat_is_law_31a() -> None:
    """Law 31A: «очередь была у правого» says whose turn it was (the offender's RHO)."""
    assert rotation.SECTIONS["31A"] in read("я сказал 2♣, хотя очередь была у правого соперника").concept_ids
