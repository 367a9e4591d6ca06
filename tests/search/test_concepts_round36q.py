"""Round 36 (issue 10), the lexicon: a barred player who called anyway (37), a player's own misunderstanding of a
correct explanation (21A), declarer facing his hand (68), consulting partner on accepting (10C2), a card played after
an illegal play before the penalty was stated (60), declarer touching a dummy card to straighten the row (45C3), a
face-down opening lead «закрытой картой» (41B), a board called «борд» (15), the slip «разыгрвающий» (48) and the
slang «ляпнул». Each with sentences it must not fire on."""

import pytest

from bot.intake.situation import read
from lawbase.search.spelling import mend


def _strong(text: str) -> list[str]:
    return [m.id for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "у соседа слева пас до конца торговли, а он всё равно влез с 2♥",
    "партнёру назначили пас до конца, но он вставил контру",
    "у партнёра по наказанию пас до конца, а он встрял с контрой",
])
def test_a_barred_player_calling_anyway_is_a_pass_obligation(text: str) -> None:
    assert "pass_obligation" in _strong(text)


@pytest.mark.parametrize("text", [
    "после моей 1♥ был пас до конца, мы сыграли 1♥",
    "партнёр заявил 2♥ вне очереди, и судья сказал, что у меня пас до конца торговли",
])
def test_an_auction_passed_out_or_a_barring_told_is_no_breach_of_it(text: str) -> None:
    assert "pass_obligation" not in _strong(text)


@pytest.mark.parametrize("text", [
    "соперник объяснил верно, это я сам не понял, что значит его 2♦",
    "сама не разобралась в объяснении и заявила не то",
    "the explanation was right, I misunderstood myself what their 2NT meant",
])
def test_one_s_own_misunderstanding_is_read(text: str) -> None:
    assert "own_misunderstanding" in _strong(text)


@pytest.mark.parametrize("text", [
    "сам не понял, почему судья так решил",
    "партнёр объяснил неправильно, и я не понял, что значит его 2♦",
])
def test_no_own_misunderstanding_without_oneself_and_a_meaning(text: str) -> None:
    assert "own_misunderstanding" not in _strong(text)


def test_the_common_slip_of_declarer_still_drops_a_card() -> None:
    assert "declarer_exposed_card" in _strong("разыгрвающий выронил карту на стол")
    assert "declarer_exposed_card" not in _strong("вистующий выронил карту на стол")


@pytest.mark.parametrize("text", [
    "деклер посреди розыгрыша выложил все карты на стол и молчит",
    "declarer laid his whole hand face up on the table and said nothing",
    "halfway through the play declarer spread all his cards on the table",
])
def test_declarer_facing_his_hand_is_a_claim(text: str) -> None:
    assert "claim" in _strong(text)


@pytest.mark.parametrize("text", [
    "деклер положил карту на стол не с той руки",
    "dummy put all his cards face up on the table after the opening lead",
])
def test_one_card_or_dummy_s_hand_on_the_table_is_no_claim(text: str) -> None:
    assert "claim" not in _strong(text)


@pytest.mark.parametrize("text", [
    "разыгрывающий спросил у болвана, принимать ли ход вне очереди",
    "вистующий спрашивает партнёра, принять ли заявку не в очередь",
    "declarer asked his partner whether to accept the lead out of turn",
])
def test_asking_partner_whether_to_accept_is_advice_on_acceptance(text: str) -> None:
    assert "advice_on_acceptance" in _strong(text)


@pytest.mark.parametrize("text", [
    "партнёр спросил, что значит их 2♣",
    "соперник спросил, принимаем ли мы ход вне очереди",
])
def test_other_questions_are_no_advice_on_acceptance(text: str) -> None:
    assert "advice_on_acceptance" not in _strong(text)


@pytest.mark.parametrize("text", [
    "соперник сыграл не в очередь, мы сразу позвали судью",
    "declarer played from the wrong hand and we called the director at once",
])
def test_an_illegal_play_alone_is_no_play_after_it(text: str) -> None:
    assert "play_after_illegal_play" not in _strong(text)


@pytest.mark.parametrize("text", [
    "разыгрывающий тронул карту на столе, чтобы выровнять ряд",
    "деклер ткнул карту на столе, хотел поправить ряд",
    "declarer touched a card in dummy only to straighten the row",
])
def test_declarer_touching_a_dummy_card_to_straighten_it(text: str) -> None:
    assert "dummy_card_touched" in _strong(text)


@pytest.mark.parametrize("text", [
    "разыгрывающий назвал карту из болвана, потом поправил на другую",
    "болван сам выровнял карты на столе",
])
def test_a_designation_corrected_or_dummy_tidying_is_no_touch(text: str) -> None:
    assert "dummy_card_touched" not in _strong(text)


@pytest.mark.parametrize("text", [
    "первый ход закрытой картой, а партнёр атакующего просит объяснить торговлю",
    "атака сделана закрытой картой, можно ли спросить про заявки?",
])
def test_a_face_down_lead_told_as_closed_then_a_question(text: str) -> None:
    found = _strong(text)
    assert "question_before_lead_faced" in found and "revoke_inquiry" not in found


def test_a_closed_lead_with_no_question_is_no_question_before_it() -> None:
    assert "question_before_lead_faced" not in _strong("вышел закрытой картой, а потом забрал её обратно")


@pytest.mark.parametrize("text", [
    "declarer played from the wrong hand and partner played before any rectification was stated",
    "opponent played out of turn and partner played his card before the director came",
])
def test_a_card_played_after_an_illegal_play_before_the_ruling(text: str) -> None:
    found = _strong(text)
    assert "play_after_illegal_play" in found
    assert "premature_play" not in found and "call_out_of_rotation" not in found


def test_slang_blurted_is_said() -> None:
    assert "сказал" in mend("он ляпнул 2♠ после паса")
    assert "ляпнул" not in mend("он ляпнул 2♠ после паса")


def test_a_board_called_борд_is_a_board() -> None:
    assert "wrong_board" in _strong("сыграли борд из следующего раунда")
    assert "wrong_board" not in _strong("на борде 7 у соперника был ренонс")


@pytest.mark.parametrize("text", [
    "мы молчали до конца, 4♠ сыграли, а потом разыгрывающий встрял и сказал что остальные его",
    "у нас пас до конца торговли, разыгрывающий встрял и потребовал повторить торговлю",
])
def test_the_auction_passed_throughout_and_an_interjection_is_no_breach(text: str) -> None:
    assert "pass_obligation" not in _strong(text)


def test_asking_partner_whether_to_accept_an_invitation_is_no_advice_on_acceptance() -> None:
    assert "advice_on_acceptance" not in _strong("партнёр спросил, принимать ли ему приглашение в гейм")


def test_one_play_out_of_turn_before_the_director_is_no_play_after_it() -> None:
    assert "play_after_illegal_play" not in _strong("I played out of turn before the director could say anything")
