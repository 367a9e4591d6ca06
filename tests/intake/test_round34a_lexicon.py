"""Round 34 (issue 10): the lexicon's new readings — the procedure of an appeal (93, not its right or time: 92), a
player allowed only to pass who bid (37), one's own agreement forgotten (21A), the offender putting his slip right
before the director came (9C) — each with the near misses it must not take; refs: «+1» is an overtrick and «а почему
не 60» a percentage, no law."""

import pytest

from bot.intake.situation import read
from lawbase.search.refs import find_refs


def _ids(text: str) -> list[str]:
    return read(text).concept_ids


@pytest.mark.parametrize("text", [
    "How do we lodge an appeal against the director's ruling, what is the procedure?",
    "какой порядок рассмотрения апелляции",
    "как будут рассматривать нашу апелляцию",
])
def test_the_procedure_of_an_appeal(text: str) -> None:
    assert "appeal_procedure" in _ids(text)


@pytest.mark.parametrize("text", [
    "в какой срок можно подать апелляцию",  # its time: Law 92
    "хотим обжаловать решение судьи",
    "we disagree with the ruling, can we appeal?",
    "порядок заявок в торговле",  # an order, no appeal
])
def test_no_appeal_procedure_for_the_right_or_time_of_an_appeal(text: str) -> None:
    assert "appeal_procedure" not in _ids(text)


@pytest.mark.parametrize("text", [
    "ему только пасовать можно было а он 3 пики выдал",
    "ей можно было только пасовать, а она сказала 2 червы",
])
def test_a_player_allowed_only_to_pass_who_bid(text: str) -> None:
    assert "pass_obligation" in _ids(text)[:2]


@pytest.mark.parametrize("text", [
    "с моей рукой только пас, а партнёр открыл 1 пику",  # a hand judged, no obligation
    "можно ли было только пасовать с 11 очками?",
])
def test_no_pass_obligation_for_a_hand_judged(text: str) -> None:
    assert "pass_obligation" not in _ids(text)


@pytest.mark.parametrize("text", [
    "сама забыла что у нас 2 треф значит и ошиблась",
    "сам забыл, что значит наша 2♦, и ошибся",
])
def test_own_agreement_forgotten_is_21a(text: str) -> None:
    found = _ids(text)
    assert found[0] == "own_misunderstanding" and "explanation_request" not in found


@pytest.mark.parametrize("text", [
    "партнёр забыл, что значит наша 2♣, и объяснил неправильно",  # partner's explanation: 20F / 75
    "можно спросить что значила их 2 бубны",
])
def test_no_own_misunderstanding_for_partner_s_or_a_question(text: str) -> None:
    assert "own_misunderstanding" not in _ids(text)


@pytest.mark.parametrize("text", [
    "Партнёр, не дожидаясь судьи, сам поспешил поправить свою оплошность в торговле и назвал другую заявку.",
    "не дождавшись судьи, сама исправить решила свою заявку",
])
def test_a_slip_put_right_before_the_director_is_9c(text: str) -> None:
    assert "premature_correction_by_offender" in _ids(text)


@pytest.mark.parametrize("text", [
    "судья пришёл и разрешил ему исправить заявку",
    "пока ждали судью, я сама не стала ничего исправлять",
])
def test_no_9c_when_the_director_let_it_be_put_right(text: str) -> None:
    assert "premature_correction_by_offender" not in _ids(text)


@pytest.mark.parametrize("text", ["скока за 3бк в зоне +1", "director сказал average plus а почему не 60",
                                  "4 пики -1 в зоне"])
def test_an_overtrick_or_a_percentage_is_no_law(text: str) -> None:
    assert find_refs(text) == []


@pytest.mark.parametrize(("text", "ref"), [("ренонс 64", "64"), ("что говорит закон 27", "27")])
def test_a_law_number_ending_a_query_is_still_a_ref(text: str, ref: str) -> None:
    assert [m.ref for m in find_refs(text)] == [ref]


@pytest.mark.parametrize("text", [
    "Partner's long BIT before passing, then I bid 4S — is that UI, and can the director change the result?",
    "TD let play continue after hesitation then changed table result",
])
def test_the_director_changing_the_result_is_no_withdrawn_action_nor_card_taken_back(text: str) -> None:
    found = read(text).concept_ids
    assert not any(c.startswith(("withdrawn_action", "retract_played_card")) for c in found)


@pytest.mark.parametrize(("text", "concept"), [
    ("partner's call was changed after the director came, may I use that information?",
     "withdrawn_action_information_offending"),
    ("declarer played the queen and then changed his play to the king", "retract_played_card"),
])
def test_a_call_or_play_changed_is_still_read(text: str, concept: str) -> None:
    assert concept in read(text).concept_ids


@pytest.mark.parametrize(("text", "concept"), [
    ("объяснили 2 бубны слабые а там сильная рука уже разыграли", "misinformed_too_late"),
    ("объяснили 2 бубны как слабые, а там сильная, я спасовал — могу поменять?", "misinformed_call_changed"),
])
def test_an_explanation_belied_a_tam_is_misinformation(text: str, concept: str) -> None:
    assert read(text).concept_ids[0] == concept


@pytest.mark.parametrize("text", [
    "партнёр объяснил 2 бубны слабые а там сильная рука, уже разыграли",  # own side's explanation: Law 75
    "объяснили мне правила, а там всё просто",
])
def test_no_21b3_for_own_side_or_no_call(text: str) -> None:
    assert "misinformed_too_late" not in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "Нас мало, и в прошлую пятницу я и играл, и судил. На моём столе случилось нарушение, я решил сам. Можно так?",
    "в клубе я и играю, и сужу — могу ли я решать на своём же столе?",
    "the director was playing too and ruled at his own table",
])
def test_a_director_who_also_plays_is_81(text: str) -> None:
    assert "playing_director" in _ids(text)


@pytest.mark.parametrize("text", [
    "я играл, а судил Петров",  # another directed
    "судья подошёл, когда мы играли, и решил в пользу соперников",
])
def test_no_playing_director_when_another_directs(text: str) -> None:
    assert "playing_director" not in _ids(text)
