"""Round 44, the play helper (qual44b): sentences each new rule is for, and near misses that must not be read that
way (the Cyrillic reading's specific situation quieting the Latin reading's general one; Law 48 waiting for its
fact, that the card exposed was declarer's)."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs

# Russian in Latin letters: the Cyrillic rendering reads «hod ne v svoju ochered» as a lead out of turn, which
# refines (and, in one reading, silences) the auction's call out of turn the Latin words alone found


@pytest.mark.parametrize("text", [
    "ja sdelal hod ne v svoju ochered",
    "kogda ja sdelal hod ne v svoju ochered",
    "vistujushchij sdelal hod ne v svoju ochered",
])
def test_a_lead_not_in_turn_in_latin_letters_is_no_call_out_of_rotation(text: str) -> None:
    found = _ids(text)
    assert "lead_out_of_turn" in found
    assert "call_out_of_rotation" not in found


@pytest.mark.parametrize(("text", "concept", "law"), [
    ("partner skazal pas ne v svoju ochered", "pass_out_of_turn", "30"),  # a call out of turn stays the auction's
    ("sopernik dal kontru ne v svoju ochered", "double_out_of_turn", "32"),
])
def test_a_call_not_in_turn_in_latin_letters_stays_the_auctions(text: str, concept: str, law: str) -> None:
    assert concept in _ids(text)
    assert _refs(text, 3)[0].startswith(law)


# Law 48 (declarer's exposed card) is the special case of a card dropped face up that only declarer's seat makes
# the answer: its phrasings' votes wait for that fact (a declarer word, or the teller playing the contract)


@pytest.mark.parametrize("text", [
    "vistujushchij uronil kartu licom vverh, ona teper shtrafnaja?",
    "защитник уронил карту лицом вверх, она штрафная?",
    "the defender dropped the queen face up, is it a penalty card?",
])
def test_a_defenders_dropped_card_is_no_declarers_exposed_card(text: str) -> None:
    assert _refs(text, 3)[0] in {"49", "50"}


@pytest.mark.parametrize("text", [
    "razygryvayushchij uronil kartu licom vverh, ona shtrafnaja?",
    "разыгрыв уронил карту лицом вверх штраф будет?",
    "я играю контракт и уронил карту лицом вверх, она штрафная?",
    "declarer dropped a card face up, is it a penalty card?",
])
def test_declarers_dropped_card_is_still_48(text: str) -> None:
    assert _refs(text, 3)[0] == "48"


# two players who went with a card at once («одновременно пошли картой», «в один момент пошли картами») played
# simultaneously (58), not called at once (33): the card word joins the trick and the lead as the play's thing


@pytest.mark.parametrize("text", [
    "мы с оппонентом одновременно пошли картой, какая считается первой?",
    "мы с соперником разом сходили картами, чья первая",
    "оба защитника в один момент пошли картами",
])
def test_going_with_a_card_at_once_is_simultaneous_play(text: str) -> None:
    assert "simultaneous_play" in _ids(text)
    assert "simultaneous_calls" not in _ids(text)
    assert _refs(text, 3)[0] == "58"


@pytest.mark.parametrize("text", [
    "мы с соперником одновременно сказали заявки, какая считается",
    "оппонент и я одновременно сказали пас и 1 пику, что считается?",
    "мы с соперником в один момент сказали пас и контру",
])
def test_calls_said_at_once_stay_simultaneous_calls(text: str) -> None:
    assert _refs(text, 3)[0] == "33"
