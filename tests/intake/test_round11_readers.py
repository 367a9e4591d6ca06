"""Readers' tellings added in the eleventh round (issue 10).

Law 44E and 44F (``bot.intake.trick_winner``): who won a trick, by what the story says of trumps. Law 51B
(``bot.intake.penalty_cards``): penalty cards told in English words inside a Russian story («penalty cards две в одной
масти»), one suit named by where the cards are («в пиках», "the suit of the defender's two penalty cards")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import penalty_cards, trick_winner
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "кто забирает взятку если двое козырнули",
    "Ход червой, я бросил туза черв, а левый подрезал двойкой козыря — взятку забрал он, всё верно?",
    "Spades are trumps; clubs led, I ruffed with the two and RHO played the club ace — whose trick?",
    "kto beret vzyatku esli v nei dva kozyrya",
])
def test_a_trick_that_held_a_trump_is_won_by_the_highest_trump_law_44e(text: str) -> None:
    assert trick_winner.section(text) == "44E"


@pytest.mark.parametrize("text", [
    "козырей во взятке нет, кто её берёт — старшая в масти хода?",
    "who wins a trick when nobody played a trump",
    "в 3бк ходят ♠3 левый кладет ♥A и тянет взятку себе туз же старше. чья взятка",
    "In a NT contract I discarded the spade ace on a heart lead — who won the trick?",
    "kto beret vzyatku esli kozyrei net, a ya ne dal v mast",  # «козырей нет» typed in Latin letters
])
def test_a_trick_without_a_trump_is_won_by_the_highest_card_of_the_suit_led_law_44f(text: str) -> None:
    assert trick_winner.section(text) == "44F"


@pytest.mark.parametrize("text", [
    "LHO ruffed a club while holding one and won the trick. How many tricks do we get?",  # a revoke: Law 64
    "разыгрывающий сказал, что все взятки его, но забыл про козырь у нас",  # a claim: Laws 68-70
    "У запада штрафная бК, восток взял взятку и собирается ходить",  # «бК» is the king of diamonds, no notrump
    "I won trick 4 and I'm on lead — may I lead a singleton trump?",  # who leads next: 44G, not who won
])
def test_not_the_question_who_won_a_trick_gets_no_section_law_44(text: str) -> None:
    assert trick_winner.section(text) is None


def test_the_section_replaces_the_general_procedure_of_the_play_law_44f() -> None:
    ids = read("играем 3БК, ход в пику, а левый сбросил туза черв — чья взятка?").concept_ids
    assert "trick_won_in_suit_led" in ids and "play_procedure" not in ids


@pytest.mark.parametrize(("text", "section"), [
    ("penalty cards две в одной масти", "51B1"),
    ("два penalty cards в пиках declarer запрещает пики", "51B1(B)"),
    ("penalty cards в двух мастях, declarer запрещает ход в обе", "51B2(B)"),
    ("declarer forbids a lead in the suit of the defender's two penalty cards", "51B1(B)"),
])
def test_penalty_cards_told_in_english_words_and_their_suit_law_51b(text: str, section: str) -> None:
    assert penalty_cards.section(text) == section


WORDS = ["кто взял", "взятку", "козырнул", "без козырей", "3БК", "бК", "who wins the trick", "ruffed", "nobody",
         "старшая в масти хода", "ренонс", "while holding", "чья взятка", ",", "?"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=12), st.text(max_size=30))
def test_any_salad_of_its_words_names_only_a_law_44_section(words: list[str], noise: str) -> None:
    assert trick_winner.section(" ".join(words) + noise) in (None, *trick_winner.SECTIONS)


@pytest.mark.parametrize(("text", "section"), [
    ("Противник сначала сказал одну трефу, потом поправился, а его партнёр явно учёл ту первую трефу", "16C2"),
    ("LHO's 1♥ was corrected to 2♥, but his partner clearly used what it told him", "16C2"),
    ("соперник забрал свою заявку по решению ТД из-за нашего косяка. Нам можно учитывать её?", "16C2"),
    ("Разыгрывающий пошёл не с той руки, мы не согласились, и он забрал карту обратно. Нам можно учитывать?", "16C1"),
])
def test_whose_side_used_a_withdrawn_action_law_16c(text: str, section: str) -> None:
    """Law 16C2: the withdrawer's partner who used it, or a side that says the infraction was its own, is the
    offending side; a lead from the wrong hand is the infraction of the side that led (16C1 for the other)."""
    from bot.intake import withdrawn

    assert withdrawn.section(text) == section


@pytest.mark.parametrize("text", [
    "2♦ transfer не заалертили, узнал только после торговли, а я бы иначе заявил",
    "Противники не предупредили, что их 1♣ может быть с двумя картами, мы узнали об этом только после розыгрыша",
    "Только после первого выхода выяснилось, что объяснение соперников было неверным. Переиграть ставки уже нельзя?",
    "что их 2♣ значило совсем другое, выяснилось только когда торговля закончилась",
])
def test_the_opponents_misinformation_found_out_after_the_auction_is_too_late_law_21b3(text: str) -> None:
    from bot.intake import misinformed

    assert misinformed.section(text) == "21B3"


@pytest.mark.parametrize("text", [
    "MI: партнёр дал wrong explanation моей заявки, я это понял только когда стал болваном",  # own side: Law 75
    "После трёх пасов оказалось, что один пас сказали раньше времени",  # no misinformation told: Law 34
])
def test_no_misinformation_of_the_opponents_found_out_late_is_no_law_21b3(text: str) -> None:
    from bot.intake import misinformed

    assert misinformed.section(text) is None


def test_dummy_reaching_for_a_card_himself_is_dummy_indicating_a_card_law_45f() -> None:
    text = "Болван сам потянулся к даме на столе, разыгрывающий ещё ничего не назвал"
    assert "dummy_points_card" in read(text).concept_ids


@pytest.mark.parametrize(("text", "section"), [
    ("я сбросил не в масть, а левый сосед после меня уже сыграл. можно ему свою карту забрать?", "62C1"),
    ("posle renonsa ya polozhil tuza, renons potom ispravili, mogu zabrat svoyu kartu?", "62C1"),
    ("revoke corrected, opp took his card back, can my partner also take back the card he played after?", "62C2"),
    ("Я не дал в масть и исправил. Разыгрывающий забрал свою карту, и теперь мой партнёр тоже хочет поменять свою",
     "62C2"),
])
def test_cards_played_after_a_corrected_revoke_taken_back_law_62c(text: str, section: str) -> None:
    """Law 62C1: a card the non-offending side played after the revoke; 62C2: the offender's partner's, told as
    the partner who «тоже» wants his back after the other side's."""
    from bot.intake import revoke

    assert revoke.section(text) == section


@pytest.mark.parametrize("text", [
    "I asked for a review of the auction, partner misstated it and nobody corrected him",
    "попросил повторить торговлю, партнёр перепутал заявку, и никто не поправил",
])
def test_a_review_of_the_auction_given_wrongly_law_20e(text: str) -> None:
    from bot.intake import asking

    assert asking.section(text) == "20E"


@pytest.mark.parametrize(("text", "section"), [
    ("Результат уже вписали в протокол, и только тогда выяснилось, что у партнёра было 14 карт, а у левого 12", "13C"),
    ("one pocket has 12 cards another 14, director uses hand records", "13A1"),
])
def test_a_wrong_number_of_cards_found_after_the_score_or_restored_from_records_law_13(text: str, section: str) -> None:
    """Law 13C: found once the score was entered; 13A1: nothing said of a card seen, the hand records restore it."""
    from bot.intake import card_count

    assert card_count.section(text) == section


@pytest.mark.parametrize(("text", "section"), [
    ("Во взятке оказалось пять карт, лишнюю положил разыгрывающий со своей руки", "45E2"),
    ("Защитник положил в одну взятку сразу две карты, одну поверх другой", "45E1"),
    ("Я разыгрывал и со стола положил пятую карту во взятку, соперники хотели наказания", None),
])
def test_whose_fifth_card_told_after_it_or_two_cards_at_once_law_45e(text: str, section: str | None) -> None:
    """Law 45E: the player named right after the card in its clause; two cards put at once count as a fifth. The
    opponents named after a comma are no player of it (the narrator's «я разыгрывал» is not read as a role)."""
    from bot.intake import fifth_card

    assert fifth_card.section(text) == section


@pytest.mark.parametrize(("text", "section"), [
    ("Противник не дал в масть, и мой партнёр, который лежит на столе, тут же сказал ему: у тебя же были трефы!",
     "43A1(B)"),
    ("dummy посреди розыгрыша сказал defender'у, что тот сделал revoke — dummy так можно?", "43A1(B)"),
    ("болван спросил у разыгрывающего «трефы нет?», когда тот сбросил другую масть", "42B1"),
    ("Я был столом, партнёр собирался ходить с руки, хотя взятку выиграл стол, и я ему сказал «ты на столе»", "42B2"),
    ("Я разыгрывающий и потянулся пойти с руки, хотя взятку взял стол; партнёр меня остановил", "42B2"),
])
def test_what_dummy_did_told_in_more_words_laws_42b_43a1(text: str, section: str) -> None:
    """Law 43A1(B): dummy told a defender of his revoke during the play («сказал ему: у тебя же были трефы»); 42B1:
    «трефы нет?» asked of declarer; 42B2: the narrator who was dummy («я был столом»), or declarer's partner when
    the narrator is declarer, stopping a lead from the wrong hand."""
    from bot.intake import dummy_acts

    assert dummy_acts.section(text) == section
