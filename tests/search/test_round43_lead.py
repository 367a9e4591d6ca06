"""Round 43 (the lead's probe of everyday questions): a board's number is no law, Law 4 is no answer to partner's
acts, «лид» is the lead, a wink or a cough to partner is communication between partners (73).

The probe typed some sixty short questions a club player asks every evening (none from an evaluation set) and found
four general faults: «зональность на доске 7» read Law 7 (the board's number as a ref, as «сдача 5» never was);
«партнёр подмигнул», «смотрел карты партнёра» answered Law 4 first («Партнерства»: its title is the word every story
of partner's acts says); the chat word «лид» was unknown, so «сделали лид не в очередь» read a call out of rotation
(31A1); and a wink or a cough meant for partner found only the general unauthorized information (16A), never 73.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _concepts
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize("text", ["зональность на доске 7", "кто в зоне на доске 12", "сдающий на доске 5"])
def test_a_board_s_number_asks_law_2_not_the_law_of_its_number(text: str) -> None:
    assert _refs(text)[0] in {"2", "DEF:Зональность"}


@pytest.mark.parametrize("text", ["партнёр подмигнул", "партнёр кашлянул", "смотрел карты партнёра",
                                  "партнёр вздохнул"])
def test_partner_s_acts_do_not_answer_law_4(text: str) -> None:
    """A situation's concepts demote Law 4 as they demote a definition."""
    assert _refs(text)[0] != "4"


@pytest.mark.parametrize("text", ["партнёр ушёл домой, вместо него доиграл сын",
                                  "можно ли поменять партнёра посреди турнира", "партнерства"])
def test_law_4_still_answers_who_the_partners_are(text: str) -> None:
    """Near misses: a substitute at the table, changing partners, the law's own name (no concept demotes it, or
    one names it)."""
    assert _refs(text)[0] == "4"


@pytest.mark.parametrize("text", ["сделали лид не в очередь", "лид вне очереди", "соперник сделал лид не с той руки"])
def test_lid_is_the_lead(text: str) -> None:
    assert _refs(text)[0] in {"53", "54", "55", "56"}
    assert set(_concepts(text)) & {"lead_out_of_turn", "opening_lead_out_of_turn", "declarer_wrong_hand"}


@pytest.mark.parametrize("text", ["мы лидируем после первой сессии, кто считает проценты",
                                  "лидер турнира ушёл со стола"])
def test_leading_a_tournament_is_no_lead(text: str) -> None:
    """Only the noun's own forms are slang for the lead; «лидируем», «лидер» are other words."""
    assert "lead_out_of_turn" not in _concepts(text)
    assert not set(_refs(text)) & {"53", "54", "55", "56"}


@pytest.mark.parametrize("text", ["партнёр подмигнул", "partner winked at me", "my partner coughed before the lead",
                                  "я кашлянул, а партнёр решил, что это сигнал"])
def test_a_wink_or_a_cough_to_partner_is_communication_between_partners(text: str) -> None:
    assert "partner_communication" in _concepts(text)
    assert _refs(text)[0] == "73"


def test_a_cough_with_no_partner_is_no_signal() -> None:
    """A cough said of nobody at the table is no communication between partners."""
    assert "partner_communication" not in _concepts("в зале кто-то кашлянул, и я сбился со счёта")


@pytest.mark.parametrize("text", ["партнер смотрел на меня многозначительно",
                                  "партнёр многозначительно посмотрел на меня перед ходом"])
def test_a_meaningful_look_is_communication_between_partners(text: str) -> None:
    """«многозначительно» had found only dummy's limits (Law 4 first)."""
    assert "partner_communication" in _concepts(text)
    assert _refs(text)[0] == "73"


@pytest.mark.parametrize("text", ["соперник грубил", "оппонент обозвал меня", "соперница хамка",
                                  "какая грубость", "соперник грубит мне в чате"])
def test_rudeness_is_conduct(text: str) -> None:
    """A rude word said of a player is the conduct of Law 74 by itself (a decisive word): «соперник грубил» had
    the concept at a single word's weight, and the seat word's passages ranked above 74."""
    assert _refs(text)[0] == "74"


@pytest.mark.parametrize("text", ["судья сделал грубую ошибку", "он грубо нарушил правила, сыграв вне очереди"])
def test_a_gross_error_is_no_rudeness(text: str) -> None:
    """Near misses: «грубая ошибка», «грубо нарушил» are no rudeness (the loose «груб*» had read them so)."""
    assert "conduct_etiquette" not in _concepts(text)


# The director's review of these changes (review A, the lead's part): each wrong reading it found, now mended.

def test_the_name_lida_is_no_lead() -> None:
    """«Лида», «Лиду», «Лиды» are a woman's name: only «лид», «лидом», «лидов» are the lead's slang."""
    assert "lead_out_of_turn" not in _triggered("Лида спасовала не в очередь")
    assert _refs("Лида спасовала не в очередь")[0] == "30"


def test_a_cough_with_no_moment_is_no_signal() -> None:
    """A cough is a signal when it comes before or while partner acts («перед ходом», "when I was thinking"); a
    cough beside a dropped card leaves the card's law first."""
    assert _refs("партнёр кашлянул и уронил карту лицом вверх")[0] != "73"
    assert _refs("partner coughed when I was thinking about my lead")[0] == "73"


def test_a_director_s_stern_look_is_no_signal() -> None:
    """The look needs a signalling adverb and a partner word; a director's «осуждающе посмотрел» is neither."""
    assert _refs("судья осуждающе посмотрел на моего партнёра и сказал, что штрафует за опоздание")[0] == "90"


@pytest.mark.parametrize("text", ["защитник не дал в масть и сам спохватился, пока взятка ещё не закрыта",
                                  "вистующий не положил черву, хотя была, заметили, пока взятка ещё лежала"])
def test_a_revoke_noticed_before_the_trick_is_closed_is_corrected(text: str) -> None:
    """A revoke noticed while its trick still lies on the table is corrected (62B1): these stories leant on the
    twelfth trick's votes before the fact gate dropped them."""
    assert set(_triggered(text)) & {"revoke_correction", "revoke_corrected_defender"}
    assert _refs(text)[0] in {"62", "62B1"}


@pytest.mark.parametrize("text", ["заметил ошибку, пока взятка ещё не закрыта, можно поменять карту?",
                                  "сразу заметил, что положил не ту карту, взятка ещё не закрыта"])
def test_a_wrong_card_noticed_before_the_trick_is_closed_is_no_revoke(text: str) -> None:
    """Near misses: the moment's words count only inside the revoke's trigger."""
    assert "revoke_correction" not in _concepts(text)
