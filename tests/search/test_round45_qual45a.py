"""Round 45 (qual45a: the auction, information and procedure misses of the spent sets under leave-one-file-out).

Three lexicon faults, each behind a group of misses that the phrasings' votes answered only when the writer's own
file was in the bank:

* the director letting the auction or play go on after a hesitation (or other unauthorized information) and
  adjusting later is Law 16A2 ("the director shall require the auction or play to continue, standing ready to
  assign an adjusted score"); the lexicon had only the reader's mark for it (when to call the director);
* "after the final pass I forgot who leads first, may I ask?" is the question whose lead it is (20C1); the lexicon
  missed «кто первый выходит», «кто должен выходить», «kto xodit pervim», «моя атака или нет», "who leads first",
  so the final pass read a call after it (39);
* the table going on while everybody waits for the director (9B2): «все ждут судью, а левый уже сделал заявку»,
  "can we keep bidding while the director walks over".
"""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize("text", [
    "TD let play continue after hesitation then changed table result",
    "opps think i used UI after partner's hesitation, does the td let us keep playing and fix the score later?",
    "после долгой паузы партнёра я сказал 4 пики, судья велел играть дальше и сказал, что потом разберётся",
    "the director told us to play on after the BIT and said he would adjust later if needed",
    "партнёр задумался, я спасовал, директор сказал продолжать, а результат может поправить позже",
])
def test_play_on_after_a_hesitation_and_adjust_later_is_16a2(text: str) -> None:
    assert "director_call_after_hesitation" in _triggered(text)
    assert "16A2" in _refs(text, 3)


@pytest.mark.parametrize("text", [
    "after the revoke the director let play continue and adjusted the score later",  # no hesitation: 64 / 12
    "партнёр долго думал, потом спасовал, судья сказал, что всё нормально",  # nothing goes on, nothing adjusted
    "судья сказал играть дальше и потом разберётся с ренонсом",
])
def test_play_on_without_a_hesitation_or_an_adjustment_is_not_16a2(text: str) -> None:
    assert "director_call_after_hesitation" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "после трёх пасов забыл, кто первый выходит, можно спросить у оппов?",
    "posle poslednego pasa ya ne pomnyu, kto xodit pervim — mojno sprosit u sopernikov?",
    "posle finalnogo pasa sprosil moya ataka ili net tak voobshe mozhno?",
    "торговля кончилась, я не помню, кто должен выходить — можно спросить?",
    "after the final pass I forgot who leads first, may I ask?",
    "posle torgovli zabyl kto pervym hodit, mozhno sprosit?",
])
def test_who_leads_first_asked_after_the_auction_is_20c1(text: str) -> None:
    assert "whose_lead" in _triggered(text)
    assert _refs(text, 1) == ["20C1"]


@pytest.mark.parametrize("text", [
    "после последнего паса сосед сказал 2 пики",
    "после трёх пасов левый вдруг сказал контра, а я уже выложил первую карту",
])
def test_a_call_after_the_final_pass_is_still_law_39(text: str) -> None:
    found = _triggered(text)
    assert "whose_lead" not in found and "call_after_final_pass" in found


@pytest.mark.parametrize("text", [
    "posle oshibki vse zhdut sudyu, a levyy uzhe sdelal svoyu zayavku, tak mozhno?",
    "we were waiting for the TD and LHO already played a card, is that allowed?",
    "can we keep bidding while the director walks over from the other table?",
])
def test_going_on_while_the_director_is_awaited_is_9b2(text: str) -> None:
    assert "waiting_for_director" in _triggered(text)
    assert "9B2" in _refs(text, 3)


@pytest.mark.parametrize("text", [
    "партнёр ждал, пока я сделаю заявку, а я уже заявил 2 пики",  # no director
    "while the director was at another table, dummy looked at declarer's hand",  # nothing goes on
])
def test_waiting_without_the_director_or_without_going_on_is_not_9b2(text: str) -> None:
    assert "waiting_for_director" not in _triggered(text)
