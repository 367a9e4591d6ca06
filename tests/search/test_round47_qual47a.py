"""Round 47 (qual47a): the auction's front door, four general faults mended at the reader or in the lexicon.

* A pass laid on one's own call before the next player called is a pass in LHO's turn (30B3): the reader knew
  «ещё и пас», «сверху пас», "said pass again before"; it missed the pass told after the words «кинул пас сверху»,
  «положил сверху ещё и зелёную карточку пас», «тут же следом пас» and "said pass also / as well".
* "left-hand opponent" / "right-hand opponent" spelt out are seats (LHO, RHO) and subjects who call, as "LHO" is.
* A definition question read through words of manner or place after the term («фальшренонс простыми словами»,
  "voobshe", «в бридже», "exactly —", «объясните пж») and asked with «че такое».
* An agreement neither on the convention card nor told to the opponents, or a hidden agreement, is a concealed
  partnership understanding (40B: ``undisclosed_agreement``); an agreement only missing from the card is not.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _concepts
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.intake import rotation
from bot.intake.situation import read
from bot.intake.textscan import find_seats

# --- 30B3: a pass laid on one's own call ------------------------------------------------------------------------------


def _section(text: str) -> str | None:
    found = read(text)
    return rotation.section(text, found.seats, found.calls)


@pytest.mark.parametrize("text", [
    "я сказал 1ч и не дожидаясь левого сразу кинул пас сверху это считается",
    "я сказал 2♣ и тут же следом пас, думал торговля кончилась, а левый ещё ничего не говорил",
    "North opened 1♥ and then before East called, North said pass also. What now?",
    "I bid 2H and then blurted 'pass' again before my left-hand opponent had called",
    # fresh
    "открыл 1♦ и сразу следом пас, левый ещё не говорил",
    "I opened 1S and said pass as well before my LHO had called",
    "сказал 3♣ и, не дождавшись левого, кинул пас сверху",
])
def test_a_pass_laid_on_one_s_own_call_is_30b3(text: str) -> None:
    assert "pass_out_of_turn_lho" in _concepts(text)


@pytest.mark.parametrize("text", [
    "Я сказал 2♥ и тут же положил сверху ещё и зелёную карточку пас, левый ещё не говорил",
    "сказал 1♠ и следом ещё и карточку пас выложил, а левый молчал",
])
def test_the_pass_card_laid_on_top_is_read(text: str) -> None:
    assert _section(text) == "30B3"


@pytest.mark.parametrize("text", [
    "Юг сказал 1♥, запад спасовал, и север тоже пас",  # passes in rotation: no 30B3
    "East passed, South said pass, West also passed",
    "левый сказал пас сверху моей заявки в свою очередь",  # «сверху моей заявки»: over my bid, no pass of mine
])
def test_passes_in_rotation_are_no_pass_laid_on_one_s_own_call(text: str) -> None:
    assert "pass_out_of_turn_lho" not in _concepts(text)


# --- seats spelt out --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "seat"), [
    ("my left-hand opponent bid out of turn", "lho"),
    ("the left hand opponent passed", "lho"),
    ("my right-hand opponent doubled", "rho"),
    ("the right hand opponent opened 1NT", "rho"),
])
def test_hand_opponents_spelt_out_are_seats(text: str, seat: str) -> None:
    assert seat in [found.value for found in find_seats(text)]


@pytest.mark.parametrize("text", [
    "the right-hand opponent passed out of turn when it was my turn",
    "my right-hand opponent passed out of turn when it was my turn",
])
def test_a_spelt_out_rho_passing_in_my_turn_is_30b3(text: str) -> None:
    assert "pass_out_of_turn_lho" in _concepts(text)


def test_a_left_hand_opponent_bidding_in_partner_s_turn_is_31b() -> None:
    assert _refs("my left-hand opponent bid out of turn, at my partner's turn")[0].startswith("31B")


def test_a_hand_without_opponent_is_no_seat() -> None:
    assert "lho" not in [found.value for found in find_seats("I held the cards in my left hand")]


# --- definition questions with words after the term -------------------------------------------------------------------


@pytest.mark.parametrize(("text", "ref"), [
    ("chto takoe geim v bridzhe, skolko ochkov nado nabrat", "DEF:Гейм"),
    ("че такое фальшренонс объясните пж", "DEF:Фальшренонс"),
    # fresh
    ("что такое гейм простыми словами", "DEF:Гейм"),
    ("что такое ренонс вообще", "DEF:Фальшренонс"),
    ("чё такое болван объясните", "DEF:Болван, стол"),
    ("что такое контра в бридже", "DEF:Контра"),
])
def test_a_definition_question_with_words_after_the_term(text: str, ref: str) -> None:
    assert _refs(text)[0] == ref


@pytest.mark.parametrize(("text", "law"), [
    ("что такое ход вне очереди вообще", ("53", "54", "55", "56")),  # a situation after the word, as before
    ("что такое контра, если партнёр уже спасовал", ("19", "36")),
])
def test_a_term_followed_by_a_situation_is_no_bare_definition(text: str, law: tuple[str, ...]) -> None:
    assert _refs(text)[0].startswith(law)


# --- 40B: an agreement neither on the card nor disclosed --------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "соперники всегда открывают 1♣ с любыми картами, а в карте систем ничего не написано и не алертят. так можно?",
    "hidden agreement у соперников, в convention card этого нет — это по закону 40?",
    # fresh
    "у соперников 2♥ — это всегда слабая рука, в карточке ничего не написано и нам не сказали",
    "their 3♣ shows a good raise, but it's not on their convention card and they didn't alert it",
    "у пары негласная договорённость о слабых открытиях",
])
def test_an_undisclosed_agreement_is_40b(text: str) -> None:
    assert "undisclosed_agreement" in _triggered(text)
    assert "40B" in _refs(text)


@pytest.mark.parametrize("text", [
    "в карточке системы у пары половина соглашений не написана",  # only missing from the card: 40E1
    "в карточке у них написано мульти, а объяснили как слабые две, мы пострадали",  # a wrong explanation: 21B / 75
    "у оппонентов нет конвенционной карты вообще, можно ли требовать",
])
def test_an_agreement_missing_only_from_the_card_or_misexplained_is_no_40b(text: str) -> None:
    assert "undisclosed_agreement" not in _triggered(text)

