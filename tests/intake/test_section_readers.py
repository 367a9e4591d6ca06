"""The reader tells sections apart from the calls, cards and seats themselves: what an insufficient bid was corrected
to (Law 27B1(A), 27B2, 27B3) or accepted by a call over it (27A), which card was shown during the auction (24A–C),
whose turn a call out of rotation was made in and what the next player did (30A–32B2)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import insufficient, rotation
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "mark"), [
    # 27B1(A): the lowest sufficient bid in the insufficient bid's own denomination
    ("соперник сказал 1♦ после моей 1♥, судья велел поправить, он сказал 2♦", "ib_lowest_same"),
    ("правый сказал 1 пику после моих 2 червей и сразу исправил на 2 пики", "ib_lowest_same"),
    ("he bid 1S over my 1NT and corrected it to 2S", "ib_lowest_same"),
    ("after 2H he said 2C, then changed to 3C", "ib_lowest_same"),
    # 27B2: any other sufficient bid, or a pass
    ("Правый назвал 2♣, хотя перед ним уже было 2♠, потом переделал на 3 без козыря", "ib_other"),
    ("сказал 1♦ после 1♥ и поправил на 3♦", "ib_other"),  # a jump: not the lowest
    ("он сказал 1♦ после 1♥ и поправил на 1♠", "ib_other"),  # sufficient, in another denomination
    ("he bid 1S over my 2H and then changed it to pass", "ib_other"),
    # 27B3: a double or redouble
    ("сосед дал 1♣ после 1♠ и заменил на контру", "ib_double"),
    # 27A: the next player called over it, no correction told (a call by the offender's LHO accepts it)
    ("Я открыл 1♠, левый сказал 1♦, никто этого не заметил, и партнёр ответил 2♠", "ib_accepted"),
    ("соперник слева на наши 2 пики сказал 2 трефы, я не заметил и спокойно спасовал", "ib_accepted"),
    ("Правый открыл 1БК, я не заметил и положил 1♠, а левый, не дожидаясь судьи, сказал 2♣", "ib_accepted"),
    ("LHO bid 1D over my 1S, nobody noticed and partner bid 2S", "ib_accepted"),
    ("Восток открыл 1♥, Юг выложил 1♦, и Запад, не глядя, тут же спасовал", "ib_accepted"),  # no call written
])
def test_the_correction_says_which_section(text: str, mark: str) -> None:
    situation = read(text)
    assert "lower_bid" in situation.marks
    assert {m for m in situation.marks if m.startswith("ib_")} == {mark}
    assert insufficient.PROVES[mark] in situation.concept_ids


@pytest.mark.parametrize("text", [
    "соперник слева на наши 2 пики сказал 2 трефы, и позвали судью",  # neither a correction nor a call over it
    "партнёр открыл 1♥, я ответил 2♣",  # sufficient: nothing insufficient
    "сказал 2♠ вместо 2♥",  # one call meant for another, no sequence
    "он сказал 1♦ после 1♥ и поправил на 1♣",  # still insufficient: no section tells it apart
])
def test_no_correction_or_no_insufficient_bid_marks_nothing(text: str) -> None:
    assert not {m for m in read(text).marks if m.startswith("ib_")}


def test_the_insufficient_pair_is_found_in_the_order_the_text_tells() -> None:
    situation = read("1♦ после моей 1♥")
    prior, offending = insufficient.insufficient(situation.text, situation.calls)
    assert (prior.value, offending.value) == ("1H", "1D")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["1♦", "1♥", "2♦", "2♠", "3бк", "пас", "контра", "после", "поправил на", "changed to",
                                 "over my", "и", "сказал", "вместо"]), max_size=12))
def test_any_salad_of_calls_and_corrections_is_read_without_an_exception(words: list[str]) -> None:
    text = " ".join(words)
    marks = insufficient.marks(text, read(text).calls)
    assert marks <= set(insufficient.PROVES) and len(marks) <= 1


@pytest.mark.parametrize(("text", "concept"), [
    ("Во время торговли у меня из рук выскользнула ♣7 и легла лицом вверх, партнёр её видел",
     "low_card_exposed_in_auction"),  # one card below an honour: 24A
    ("во время торговли у левого упал туз пик", "honour_exposed_in_auction"),  # an honour: 24B
    ("пока торговались, у партнёра упала ♦10", "honour_exposed_in_auction"),  # the ten is an honour too
    ("во время торговли у партнёра выпали ♠A и ♦5", "cards_exposed_in_auction"),  # two cards: 24C
])
def test_the_card_shown_during_the_auction_says_which_section_of_law_24(text: str, concept: str) -> None:
    found = read(text).concept_ids
    assert concept in found and "card_exposed_in_auction" not in found


ROTATION = [  # (story, section of Laws 30-32), hand-checked against the law text
    ("Сдавал партнёр, а я, задумавшись, первым сказал пас, не дождавшись его.", "30A"),
    ("Сдавал север, но восток сразу сказал «пас», ещё до того как север открыл рот.", "30A"),
    ("pass out of turn в очередь RHO, когда кто-то уже открылся", "30B1"),
    ("Сосед слева спасовал, не дождавшись, пока я скажу свою заявку, а торговля уже была открыта", "30B1"),
    ("Слева открыли 1♣, очередь была моей партнёрши, а я поторопилась и сказала «пас» за неё.", "30B2(A)"),
    ("левый открыл 1 бубну, партнёр пас, правый 1 пику, и тут партнёр снова сказал пас, хотя говорить должен был я",
     "30B2(A)"),
    ("Левый открыл 1♦, партнёр ещё думал, а я уже спасовал за него.", "30B2(A)"),
    ("после открытия соперник справа спасовал, когда очередь была его левого соседа", "30B3"),
    ("Я выложил 1♠ раньше соседа справа. Позвали судью, мою карточку убрали, сосед спасовал.", "31A1"),
    ("I bid out of rotation when it was my RHO's turn, RHO passed - do I have to repeat the same bid?", "31A1"),
    ("bid out of turn at RHO's turn, RHO then bid 2D", "31A2"),  # the law's next step, told as a story (see below)
    ("я открыл 1♠ раньше соседа справа", "31A"),
    ("Пока партнёр раздумывал над открытием, я сам открылся за него 1 без козыря.", "31B"),
    ("Партнёр ещё думал, что сказать, а я вперёд него выпалил 2♥.", "31B"),
    ("Сосед справа сказал заявку, когда очередь была его партнёра, а я, не дожидаясь судьи, заявил дальше.", "29B"),
    ("Левый открыл 2♥, и пока партнёр думал, я сказал «контра».", "32A"),
    ("Левый сказал контра, хотя слово было за его партнёром", "32A"),
    ("я сказал контра раньше соседа справа", "32B"),
    # a director's review (helper, 2 December) read every next call told before a ruling as 28B / 29B; the
    # labelled phrasings (several writers, never tuned on) read a bare "RHO then passed / bid" as the law's own next
    # step (31A1, 31A2, 32B1, 32B2) 56 times in 61. So 28B needs the story to say the call went over it unnoticed
    # or ask whether the penalty is lost; 29B (the offender's LHO called over it) stays as the review had it.
    ("Я открыл 1♠ вне очереди раньше соседа справа, он тут же сказал 2♦, судью не звали", "28B"),
    ("Я сказал контра вне очереди раньше соседа справа, а он, не дожидаясь судьи, сказал 2♦", "28B"),
    ("Партнёр спасовал вне очереди после открытия 1♦ правого, пока левый думал. Левый потом сказал 1♠", "30B1"),
    ("Я открыл 1♠ вне очереди раньше соседа справа, а левый, не дожидаясь судьи, сказал 2♥", "29B"),
    ("Партнёр открыл 1♣, правый думал, и тут спасовал вне очереди левый", "30B2(A)"),  # the subject after the verb
    ("Левый открыл 1♥, партнёр думал, а я первым сказал пас вне очереди", "30B2(A)"),  # 1♥ was a bid: no 30A
    ("После открытия левый спасовал вне очереди, его пас конвенционный, очередь была правого", "30C"),  # → Law 31
    ("Я сказал 1♠ раньше соседа справа, позвали судью, она сказала, что штраф будет потом", "31A"),  # «она»: the TD
    ("LHO bid 1S out of turn when it was my turn", "31A"),
    ("double out of turn when it was RHO's turn, RHO then passes", "32B1"),
    ("double out of turn at RHO's turn; the TD cancelled it and RHO then passed", "32B1"),
    ("я сказал контра раньше соседа справа, а сосед потом назвал 2♦", "32B2"),
    ("я сказал контра раньше соседа справа, позвали судью, контру убрали, сосед назвал 2♦", "32B2"),
    ("я сказал 1♠ раньше соседа справа, судья отменил заявку, сосед потом сказал 2♦", "31A2"),
    # 28B only when the story says it was called over unnoticed, or asks whether the penalty is lost
    ("сдавал я, RHO вперёд меня открыл 1♣, я не заметил и сказал 1♥. всё, штрафа уже не будет?", "28B"),
    ("RHO bid 1S out of turn when it was my turn, and I simply bid 2C over it without noticing", "28B"),
    # 30B2(A) what the offender must do, 30B2(B) what his partner may call (no double this round)
    ("после 1♦ слева я спасовал вместо партнёра; может ли партнёр теперь контрить?", "30B2(B)"),
    ("RHO opened, partner passed in my turn out of turn — can I still double?", "30B2(B)"),
    # 31A2(A) the offender repeats the denomination of his bid out of turn, 31A2(B) he does not
    ("Сказал 2 пики раньше правого, он сказал 3 бубны, а я потом сказал 3 пики — что с партнёром?", "31A2(A)"),
    ("Сказал 2 пики раньше правого, он сказал 3 бубны, а я потом сказал 3 бк — что с партнёром?", "31A2(B)"),
    ("I bid 1S at RHO's turn; it was cancelled, RHO bid 2C and I bid 2S again", "31A2(A)"),
    ("bid out of turn at RHO's turn, RHO doubled, and the offender changed suit to 2D", "31A2(B)"),
    ("сдавал север, восток выскочил с 1♠, север открыл 1♥, а восток снова сказал пики", "31A2(A)"),  # the dealer's turn
    ("сдавал север, восток раньше него сказал 1♠, север дал контру, и восток пошёл 2♦ вместо пик", "31A2(B)"),
    ("Сдавал юг, а запад, не дождавшись его, сказал пас", "30A"),  # the dealer's turn: nobody had bid
    ("Запад законтрировал, не дождавшись, пока выскажется его правый соперник; тот после этого спасовал", "32B1"),
    ("мой партнер назвал 1 пику когда говорить должен был соперник справа от него, тот спасовал", "31A1"),  # его RHO
    ("Та же история: Восток выскочил с 1♠ до Севера, Север открыл 1♦, но теперь Восток сказал 1БК", "31A2(B)"),
    ("партнер спасовал вперед меня, можно мне теперь дать контру", "30B2(B)"),  # a double asked: there was a bid
    ("Сказал 2♦ и тут же, пока левый думал, ещё и пас положил", "30B3"),  # the pass after his own bid: in LHO's turn
    ("Север сказал 2♣, Восток задумался, а Север, не дождавшись его, ещё раз сказал пас", "30B3"),
]


@pytest.mark.parametrize(("text", "ref"), ROTATION)
def test_whose_turn_it_was_and_what_came_next_say_which_section_of_laws_30_to_32(text: str, ref: str) -> None:
    situation = read(text)
    assert rotation.SECTIONS[ref] in situation.concept_ids
    assert not set(rotation.GENERAL) & set(situation.concept_ids)  # the general concept gave way


# «пасанул когда была очередь левого» (no bid told before) was here: a pass in a named seat's turn is now read as
# that seat's section, the usual case after an opening (test_round17_readers.py), as the sets' writers key it
@pytest.mark.parametrize("text", ["партнёр спасовал не в свою очередь",  # whose turn? not told
                                  "левый открыл 1♥, партнёр спасовал, я сказал 2♣"])  # all in turn
def test_a_story_that_does_not_say_whose_turn_it_was_gets_no_section(text: str) -> None:
    assert not set(rotation.SECTIONS.values()) & set(read(text).concept_ids)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["я", "партнёр", "левый", "правый", "сосед справа", "RHO", "LHO", "partner", "пас",
                                 "1♠", "контра", "сказал", "спасовал", "раньше", "пока", "думал", "очередь была",
                                 "его", "потом", "when it was", "'s turn", "passed", "bid", "открыл", "и", ","]),
                max_size=14))
def test_any_salad_of_seats_calls_and_turn_words_is_read_without_an_exception(words: list[str]) -> None:
    text = " ".join(words)
    situation = read(text)
    found = rotation.section(text, situation.seats, situation.calls)
    assert found is None or found in rotation.SECTIONS


@pytest.mark.parametrize(("text", "marks"), [  # a director's review of the first version (helper, 2 December)
    ("я открыл 1♥, партнёр ответил на это 1♠, потом поправился на 2♠", set()),  # «на это»: a reply; no IB at all
    ("после 1♠ справа партнёр сказал 1♣ (конвенционный, сильная трефа), потом исправил на 2♣", {"ib_other"}),  # 27B2
    ("левый сказал 1♦ после моей 1♥ вместо 2♦", set()),  # «вместо» says what he meant, not a correction
])
def test_what_the_review_found_in_the_insufficient_bid_reader(text: str, marks: set[str]) -> None:
    assert {m for m in read(text).marks if m.startswith("ib_")} == marks


@pytest.mark.parametrize(("text", "mark"), [
    # 27B1(B): corrected to the lowest bid in its denomination, but its information damaged the other side
    ("запад сказал 2♦ поверх 2♥, поправил на 3♦, но восток понял из первой заявки, что у партнёра бубна, и мы "
     "пострадали", "ib_lowest_damaged"),
    ("RHO bid 1D over my 1H and corrected it to 2D, but the information helped his partner", "ib_lowest_damaged"),
    # the call named after «хотел» / «вместо» is not the one it was corrected to
    ("партнёр поверх 1бк сказал 1 пику, хотел 2 пики и тут же поправился на 2 пики", "ib_lowest_same"),
    ("Слева было 2♠, мой сказал 2♥, а потом вместо трёх червей выбрал 2БК", "ib_other"),
    ("правый сказал 1♣ поверх 1NT партнёра, а потом хочет вместо этого сказать контра", "ib_double"),
    # a bid called insufficient outright, the bid before it not told: what it became decides 27B2 / 27B3
    ("противник исправил свою недостаточную 2♥ на 3бк", "ib_other"),
    ("недостаточную заявку исправил на пас", "ib_other"),
    ("his insufficient 1♦ was changed to double", "ib_double"),
])
def test_what_the_correction_was_says_the_section_of_law_27(text: str, mark: str) -> None:
    """Law 27B1(A)/(B), 27B2, 27B3: the call the insufficient bid became, and whether it damaged the other side."""
    situation = read(text)
    assert {m for m in situation.marks if m.startswith("ib_")} == {mark}
    assert insufficient.PROVES[mark] in situation.concept_ids


@pytest.mark.parametrize("text", [
    "недостаточную исправили на ближайшую в той же масти, но она выдала партнёру много информации, мы пострадали",
    "The insufficient bid was corrected to the same denomination but gave information that damaged us",
])
def test_a_correction_in_its_own_denomination_that_damaged_is_27b1b_from_the_words(text: str) -> None:
    """27B1(B): the director awards an adjusted score when the insufficient bid's information damaged the other
    side, told in words, no calls."""
    assert insufficient.section(text) == "27B1(B)"
    assert insufficient.SECTIONS["27B1(B)"] in read(text).concept_ids


def test_a_conventional_insufficient_bid_is_never_27b1a() -> None:
    assert "ib_lowest_same" not in read("после 1♠ он сказал 1♣, это конвенционно, потом исправил на 2♣").marks


@pytest.mark.parametrize(("text", "concept"), [
    ("во время торговли левый уронил ♠5, а у меня был ♠A", "low_card_exposed_in_auction"),  # ♠A: no card shown
    ("during the auction the ♥2 was exposed; later East led the ♠A", "low_card_exposed_in_auction"),
    ("two cards fell face up during the auction, one was the ♥3", "cards_exposed_in_auction"),  # said in words
    ("before the auction was over LHO led the ♦3", "honour_exposed_in_auction"),  # 24B: a card led early
    ("during the auction partner dropped a ten face up", "honour_exposed_in_auction"),  # the ten is an honour
])
def test_what_the_review_found_in_the_law_24_reader(text: str, concept: str) -> None:
    assert concept in read(text).concept_ids


def test_a_contract_is_no_double() -> None:
    """«контракт» is no «контра»: no trigger of 27B3 is met (a weak hint from loose words may remain)."""
    found = read("недостаточное назначение исправили, сыграли контракт 2♠").concepts
    assert all(m.weight < 0.8 for m in found if m.id == "insufficient_bid_replaced_by_double")
