"""Round 37 (qual37a): auction and information concepts — whose call after a cancelled call (29A), «атака моя или
партнёра?» (20C1), the caller explaining his own call (20F1), two bids at one level asked about as insufficient (18E),
an alert one's own side forgot before an opponent called (21B1), the assigned score by its book name «оценочный
результат» (12C2). Each with a near miss that must not read so."""

import pytest

from bot.intake.situation import read, search


def _top(text: str, n: int = 1) -> list[str]:
    return [h.ref for h in search(text, 5).hits[:n]]


@pytest.mark.parametrize("text", [
    "судья отменил заявку вне очереди — кто теперь заявляет?",
    "ставку вне очереди аннулировали, кто теперь говорит?",
    "sudya otmenil zayavku vne ocheredi, kto teper govorit?",
])
def test_a_cancelled_call_asks_whose_call_it_is(text: str) -> None:
    assert "cancelled_call_whose_turn" in read(text).concept_ids
    assert _top(text) == ["29A"]


def test_a_cancelled_lead_is_no_cancelled_call() -> None:
    text = "ход вне очереди отменили — кто теперь ходит?"
    assert "cancelled_call_whose_turn" not in read(text).concept_ids
    assert _top(text) != ["29A"]


@pytest.mark.parametrize("text", [
    "аукцион кончился — атака моя или партнёра?",
    "все спасовали, и я не помню: я хожу или партнёр?",
    "торговля окончена, мой ход или партнёра?",
])
def test_my_lead_or_partners_is_20c1(text: str) -> None:
    assert "whose_lead" in read(text).concept_ids
    assert _top(text) == ["20C1"]


@pytest.mark.parametrize("text", [
    "партнёр сходил с руки, а ход был мой — что теперь?",
    "после трёх пасов партнёр ещё сказал 2♥, так можно?",
])
def test_a_lead_by_the_wrong_player_or_a_late_call_is_no_question_of_whose_lead(text: str) -> None:
    assert "whose_lead" not in read(text).concept_ids
    assert _top(text) != ["20C1"]


@pytest.mark.parametrize("text", [
    "я спросила, что значит 2♦ соперника, а ответил сам заявивший",
    "спросил, что значит 3♣, а ответил сам тот, кто это заявил",
])
def test_the_caller_answering_about_his_own_call_is_20f1(text: str) -> None:
    assert _top(text) == ["20F1"]


def test_a_wrong_answer_by_the_callers_partner_is_no_20f1() -> None:
    assert _top("спросил, что значит 2♣ партнёра, он ответил неправильно") != ["20F1"]


def test_a_term_asked_after_asking_is_still_a_definition() -> None:
    assert _top("спросил у судьи, что значит фальшренонс")[0].startswith("DEF:")


@pytest.mark.parametrize("text", [
    "после 2♥ можно сказать 2♠ или это недостаточная?",
    "можно ли после 2♠ сказать 2БК, или это недостаточно?",
])
def test_a_higher_denomination_at_the_same_level_is_18e(text: str) -> None:
    assert "same_level_higher" in read(text).marks
    assert _top(text) == ["18E"]


@pytest.mark.parametrize("text", [
    "партнёр сказал 2♥ после моих 2♠, это недостаточная?",
    "после 2БК можно сказать 2♠ или это недостаточная?",
])
def test_a_lower_bid_asked_about_stays_insufficient(text: str) -> None:
    assert "same_level_higher" not in read(text).marks
    assert _top(text)[0].startswith("27")


@pytest.mark.parametrize("text", [
    "забыл алертнуть свой трансфер, а оппонент уже заявил — что теперь?",
    "забыла алертнуть нашу конвенцию, правый уже спасовал",
])
def test_own_forgotten_alert_after_an_opponents_call_is_21b1(text: str) -> None:
    assert "missing_alert_misinformation" in read(text).concept_ids
    assert _top(text) == ["21B1"]


def test_an_alert_missed_found_after_the_auction_is_no_21b1() -> None:
    text = "соперники забыли алертнуть свою конвенцию, а мы узнали после конца торговли"
    assert _top(text) != ["21B1"]


@pytest.mark.parametrize("text", [
    "как считают оценочный результат для пострадавшей стороны?",
    "какой оценочный результат получают нарушители",
])
def test_the_assigned_score_by_its_book_name_is_12c2(text: str) -> None:
    assert "director_changed_score" in read(text).concept_ids
    assert _top(text) == ["12C2"]


@pytest.mark.parametrize("text", [
    "невиновным дали искусственный результат 60%, а нарушителям 40%",
    "сдачу нельзя сыграть, какой результат ставят?",
])
def test_an_artificial_score_is_no_12c2(text: str) -> None:
    assert "director_changed_score" not in read(text).concept_ids
    assert _top(text) != ["12C2"]
