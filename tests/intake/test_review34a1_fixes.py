"""Review 34A1: the dealer's own call written bare before «X сразу …» (no dealer skipped), a double said legal
rather than asked about (no 19), «произнёс» / «дал» only as calls with a call after them, "made a call to the
director" no call of the auction."""

import pytest

from bot.intake import doubles, forms, rotation
from bot.intake.situation import _mended, read, search

_OUT_OF_ROTATION = {"bid_out_of_turn_rho", "bid_out_of_turn_rho_acted", "call_out_of_rotation_condoned",
                    "double_out_of_turn_rho", "pass_out_of_turn_before_any_bid", "bid_out_of_turn_partner_or_lho"}


def _section(text: str) -> str | None:
    raw = _mended(text, None)
    return rotation.section(raw, forms.find_seats(raw), forms.every_call(raw))


def _first(text: str) -> str:
    return search(text, 5).hits[0].ref


@pytest.mark.parametrize(("text", "law"), [
    ("сдавал север, 1 пика, восток сразу 2 червы, а юг долго думал", "16A"),
    ("сдавал север, 1 трефа, восток сразу 4 пики, а юг долго думал перед пасом", "16A"),
    ("сдавал север, пас, восток сразу 4 пики, а юг долго думал перед пасом", "16A"),
    ("сдавал север. 1♣. восток сразу 3♠, юг долго думал и спасовал", "16A"),
    ("сдавал север – 1 пика – восток сразу 2 червы, а юг долго думал", "16A"),
    ("сдавал север, 1 пика, восток сразу 4 червы, юг спасовал после долгой паузы, а север потом сказал 4 пики",
     "16A"),
    ("сдавал север, пас, восток сразу 3 бк, юг сказал контра, а партнёр юга подсказал жестом", "16A"),
    ("сдавал запад, 1 черва, север сразу 4 пики, а восток сказал 5 червей после долгого раздумья", "16A2"),
    ("сдавал север, 1 трефа, восток сразу 4 пики, юг спросил, что это значит, ответили неверно", "21B"),
    ("сдавал север, 1 трефа, восток сразу 4 пики, север сказал 4 бк, это недостаточная?", "27"),
    ("сдавал север, 1 черва, восток сразу контра, юг редабл", "19B1"),
])
def test_the_dealer_s_bare_call_before_at_once_is_no_call_out_of_rotation(text: str, law: str) -> None:
    assert not _OUT_OF_ROTATION & set(read(text).concept_ids)
    assert _first(text) == law


@pytest.mark.parametrize("text", [
    "double is legal but partner hesitated before passing",
    "redouble is permitted here, but my partner took ages and then passed",
    "the double is legal, but partner took a long pause before passing, may I bid?",
])
def test_a_double_said_legal_is_no_question_of_its_legality(text: str) -> None:
    assert doubles.section(text) is None
    assert _first(text) == "16A"


@pytest.mark.parametrize(("text", "section"), [
    ("редабл разрешён после пасов?", "19B1"),
    ("контра ли допустима здесь", "19A1"),
    ("is redouble allowed after three passes?", "19B1"),
])
def test_a_double_asked_about_is_still_its_legality(text: str, section: str) -> None:
    assert doubles.section(text) == section


@pytest.mark.parametrize(("text", "law"), [
    ("я сказал 1 черва не в очередь, правый произнёс «судья!», и всё остановилось", "31"),
    ("я сказал пас не в очередь, левый произнёс «не принимаю», судья", "30"),
    ("я сказал пас не в очередь, правый дал знак судье", "30"),
    ("я сказал 1 черва не в очередь, правый дал сигнал судье, судья пришёл", "31"),
    ("I bid 1 heart out of turn, LHO made a call to the director", "31"),
])
def test_words_to_the_director_are_no_call_over_a_call_out_of_rotation(text: str, law: str) -> None:
    assert _first(text).startswith(law)
    assert _first(text) not in ("29B", "31A2", "40B")


@pytest.mark.parametrize(("text", "section"), [
    ("сказал 1 черва не в очередь, правый 2 пики дал", "31A2"),  # a call before «дал»: still his call
    ("сдавал север восток сразу 1 черва а я юг не заметила и 1 пика дала", "29B"),
])
def test_dal_with_a_call_is_still_a_call(text: str, section: str) -> None:
    assert _section(text) == section


@pytest.mark.parametrize("text", [
    "контракт с уровнем 3 сыграли, была контра",  # «контракт» is no double word
    "контроль с уровнем не бывает, контра была",
])
def test_contract_is_no_double_named_with_its_level(text: str) -> None:
    assert doubles.section(text) != "19A2"


def test_a_call_told_with_its_verb_before_the_next_seat_is_no_dealer_s_call() -> None:
    assert _section("Сдавал Север, но первым открыл 1♦ Юг; Восток позвал судью.") == "31B"
