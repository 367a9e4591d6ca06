"""Round 46 (fix46): two pinned review sentences the round's new phrasings had pulled elsewhere, mended in the lexicon.

* A partner's explanation told as a noun («объяснение моего партнёра … было ошибочным»): the narrator's own side
  explained, so the explainer's partner's duty is Law 75 (the pin of test_review_30a2, F2); the lexicon's
  ``own_side_misexplanation`` knew only the verb («партнёр объяснил … неправильно»), and 21B3 won on the votes of a
  new missing-alert phrasing. An opponent's wrong explanation stays misinformation (21B).
* A defender with a penalty card, asked whether he *may* play another card («можно ли ему сыграть другую черву?»),
  asks what the penalty card obliges (Law 50; the pin of test_round42_qual42b); a new phrasing that reports the other
  card played (52A) pulled the question there. The report stays 52A.
"""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

# --- 75: the narrator's partner explained, told as a noun -------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Объяснение моего партнёра соперникам было ошибочным, заметил я это только после розыгрыша. "
    "Что я должен был сделать?",
    "объяснение моего партнера было неверным, я разыгрываю, когда мне об этом сказать",
    "Объяснение моей партнёрши оказалось неточным, а я молчал до конца торговли. Правильно?",
])
def test_a_partner_s_explanation_told_as_a_noun_is_75(text: str) -> None:
    assert "own_side_misexplanation" in _triggered(text)
    assert _refs(text)[0] == "75"


@pytest.mark.parametrize("text", [
    "Объяснение соперника было ошибочным, мы из-за этого сыграли не тот контракт",
    "объяснение оппонентов было неправильным, и я спасовал",
])
def test_an_opponent_s_wrong_explanation_stays_misinformation(text: str) -> None:
    assert "own_side_misexplanation" not in _triggered(text)
    assert _refs(text)[0] != "75"


# --- 50: may a defender with a penalty card play another card ---------------------------------------------------------


@pytest.mark.parametrize("text", [
    "у вистующего ♥A — штрафная, можно ли ему сыграть другую черву?",
    "у партнёра лежит штрафная дама пик, может ли он сыграть другую пику",
    "my partner has a penalty card, may he play another spade?",
])
def test_may_a_defender_play_another_card_than_his_penalty_card_is_50(text: str) -> None:
    assert "penalty_card_may_play_other" in _triggered(text)
    assert _refs(text)[0].startswith("50")


@pytest.mark.parametrize("text", [
    "У меня лежит штрафная, я мог ей сыграть, а положил другую карту. Что теперь?",
    "вистующий не сыграл штрафной картой а сыграл другую",
])
def test_another_card_played_instead_of_the_penalty_card_stays_52a(text: str) -> None:
    assert "penalty_card_may_play_other" not in _triggered(text)
    assert _refs(text)[0] == "52A"
