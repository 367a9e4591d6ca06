"""More ways players tell an insufficient bid and what became of it (Law 27), each sentence the section a director
rules: accepted by the next player's call or word (27A), corrected to the lowest bid of its denomination (27B1(A)),
with damage told (27B1(B)), corrected otherwise (27B2), replaced by a double (27B3)."""

from __future__ import annotations

import pytest

from bot.intake import insufficient
from bot.intake.situation import read


def _ib(text: str) -> set[str]:
    return {m for m in read(text).marks if m.startswith("ib_")}


@pytest.mark.parametrize("text", [
    # the next player called over it: a correction asked about afterwards comes too late
    "правый сказал 1♠ после моих 2♥, и мой партнёр тут же сказал 3♥. Можно ли теперь исправить?",
    "LHO bid 1H over my 2C; my partner bid 2NT right away. Can LHO still correct it?",
    # the offender's LHO says he accepts it, no call needed
    "правый сказал 2♣ после 2♦ партнёра, а я говорю: принимаю",
    "RHO bid 1S after my 2D and I said I accept it",
    # the offender's LHO says he simply makes his own call over it
    "правый после наших 2♥ сказал 2♦, видимо не увидел. Я просто говорю свою заявку дальше, так нормально?",
    "RHO bid 1H over my 1S; can I just bid over it?",
    # told in words, no calls: «ниже предыдущей», «недостаточную заявку»
    "левый назвал заявку ниже предыдущей, никто не заметил, и партнёр спокойно спасовал",
    "справа сделали недостаточную заявку, я не обратил внимания и сказал 3♣",
])
def test_an_insufficient_bid_called_over_or_accepted_in_words_is_27a(text: str) -> None:
    """27A: the offender's LHO accepts an insufficient bid by calling over it (or saying so)."""
    assert _ib(text) == {"ib_accepted"}
    assert insufficient.PROVES["ib_accepted"] in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "справа сделали недостаточную заявку, позвали судью",  # nobody called over it
    "правый сказал 2♣ после 2♦ партнёра, но я не принял её, и он исправил на 3♣",  # refused: corrected
    "недостаточная заявка справа, я сказал судье, что не принимаю",
])
def test_a_refused_or_pending_insufficient_bid_is_not_accepted(text: str) -> None:
    assert "ib_accepted" not in _ib(text)


@pytest.mark.parametrize(("text", "mark"), [
    # 27B1(A): natural, said outright, even with the word «конвенция» negated
    ("после 1♠ слева партнёр сказал 1♦ и заменил на 2♦, обычная заявка, без всякой конвенции", "ib_lowest_same"),
    ("после 1♠ слева партнёр сказал 1♦ и заменил на 2♦, неконвенционно", "ib_lowest_same"),
    ("справа открыли 1♠, партнёр сказал 1♥ и может ли он просто сказать 2♥?", "ib_lowest_same"),
    # 27B2: a conventional one whatever it became; a pass chosen after refusing the raise
    ("после 1♠ слева партнёр сказал 1♦ и заменил на 2♦, это условная заявка", "ib_other"),
    ("он сказал 1♥ после нашего 1БК, а потом решил не повышать до 2♥ и сказал пас", "ib_other"),
    # 27B3: the replacement is a double, told as «ну тогда» or «вместо <масти>»
    ("левый дал 1♦ после 1♠ партнёра, ему показали, он говорит: ну тогда контра", "ib_double"),
    ("я сказал 1♦ после 1♥ справа, опомнился и вместо бубны хочу сказать контру", "ib_double"),
])
def test_the_correction_told_another_way_says_the_section(text: str, mark: str) -> None:
    """27B1(A) (not conventional, lowest in its denomination), 27B2 (conventional, or any other call), 27B3."""
    assert _ib(text) == {mark}
    assert insufficient.PROVES[mark] in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "правый сказал 1♥ после моего 1БК и поправил на 2♥, а его партнёр теперь знает про черву, мы потеряли гейм",
    "LHO bid 1S over my 1NT, corrected it to 2S, and his partner knew he had spades: we lost a trick",
])
def test_what_the_corrected_bid_told_partner_is_27b1b(text: str) -> None:
    """27B1(B): the insufficient bid's information damaged the other side: the director adjusts."""
    assert _ib(text) == {"ib_lowest_damaged"}


def test_a_call_the_narrator_only_thought_he_heard_is_no_insufficient_bid() -> None:
    """21A, not 27: «мне показалось, что он сказал 2♠» tells a call never made."""
    situation = read("мне показалось, что справа сказали 2♠, а там было 2♦, и я ответил не то")
    assert "lower_bid" not in situation.marks


@pytest.mark.parametrize(("text", "lower"), [
    ("Левый сказал 2♠ раньше меня, а я не заметил и сказал своё 3♣. Что теперь с его 2♠?", False),
    ("Partner opened 1♥, RHO overcalled 2♣ and I bid 3♣. Was that 2♣ alerted?", False),
    ("Правый сказал 2♠ после моих 3♣, а потом его 2♠ исправил", True),  # 2♠ after 3♣: insufficient, then named again
])
def test_a_bid_named_again_is_no_new_bid(text: str, lower: bool) -> None:
    """Law 27 needs a bid that does not outrank the one before it: «его 2♠», «that 2♣» name a bid already told (the
    call out of rotation of Law 28B, an overcall), not a new bid after the higher one."""
    assert ("lower_bid" in read(text).marks) is lower


@pytest.mark.parametrize(("text", "kept"), [
    ("правый сказал 1♣ после наших 2♦ и исправил на 2БК, судья велел его партнёру пасовать до конца", False),
    ("правый сказал 1♣ после наших 2♦ и исправил на 2БК, судья велел партнёру пасовать, но он всё равно сказал 3♣",
     True),
])
def test_the_pass_the_director_ordered_after_27b2_is_the_penalty_not_a_breach(text: str, kept: bool) -> None:
    """27B2: partner must pass throughout — told as the director's order it is the section's penalty; a call made
    anyway is a breach of it (Law 37)."""
    ids = read(text).concept_ids
    assert insufficient.SECTIONS["27B2"] in ids
    assert ("pass_obligation" in ids) is kept


@pytest.mark.parametrize("text", [
    "соперник дал недостаточную 1 бубну, потом поправил на 3 бубны, что с его партнёром",
    "sopernik dal nedostatochnuyu 1 bubnu, potom popravil na 3 bubny",
    "RHO made an insufficient 2C and corrected it to 4C",
])
def test_a_bid_called_insufficient_corrected_two_levels_up_in_its_suit_is_27b2(text: str) -> None:
    """Two levels up in its own denomination is no lowest sufficient bid (an insufficient bid is a level short at
    most): 27B2, partner passes throughout."""
    assert insufficient.PROVES["ib_other"] in read(text).concept_ids


def test_a_bid_called_insufficient_corrected_one_level_up_is_not_told_apart_here() -> None:
    """One level up may be the lowest sufficient bid (27B1(A)): the bid before it is not told, nothing is decided."""
    assert _ib("соперник дал недостаточную 1 бубну, потом поправил на 2 бубны") == set()


@pytest.mark.parametrize("text", [
    "правый сказал 1♠ после моих 2♥, и мой партнёр тут же сказал 3♥. Можно ли теперь исправить?",
    "LHO bid 1H over my 2C; my partner bid 2NT right away. Can LHO still correct it?",
    "я сказал 1♥ после 1♠, поправился на 2♥, судья разрешил",
    "справа сделали недостаточную заявку, я не обратил внимания и сказал 3♣",
    "партнёр открыл 1♣, я ответил 1♥",
])
def test_marks_of_the_pair_found_once_are_the_marks(text: str) -> None:
    """The situation reader finds the insufficient pair once and passes it on (``marks_of``): the same marks as
    :func:`insufficient.marks`, which finds it itself."""
    from bot.intake import forms

    calls = forms.every_call(text)
    pair = insufficient.insufficient(text, calls)
    assert insufficient.marks_of(text, calls, pair) == insufficient.marks(text, calls)
