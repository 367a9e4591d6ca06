"""Round 37 (lead): when blind83 / blind84 joined the phrasings, their «поменял заявку через минуту» votes put 25B over
16A for a pause that changed no call. The narrator's own inference from partner's tempo («я понял, что у него есть …»
beside a pause or a quick call) is information from partner's manner (16A, the concept ``tempo_inference``); the same
words without a tempo phrase are not. Its trigger is made of phrases that count only inside it: a first version with
single words (есть, думал, быстро) changed how other stories' words read and put 19A3 over 35B for a double of
partner's bid (tests/intake/test_readers_round33a.py)."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize("text", [
    "Партнёр думал с минуту, а потом поменял масть — я понял, что у него что-то есть",
    "после долгой паузы партнёр спасовал, я поняла что у него есть сила",
    "партнёр мгновенно спасовал, и я понял, что у него есть фит",
])
def test_an_inference_from_partners_tempo_is_information_from_his_manner(text: str) -> None:
    assert "tempo_inference" in _triggered(text)
    assert _refs(text, 1) == ["16A"]


@pytest.mark.parametrize("text", [
    # an inference from partner's call itself, or from a card shown, is the game, not information from his manner
    "Партнёр открыл 1♥, и я понял, что у него есть пятёрка червей. Сколько мне отвечать?",
    "через минуту разыгрывающий показал карты, и я понял, что у него есть все взятки",
    "разыгрывающий сыграл пику, и я понял, что у него нет червы",
])
def test_an_inference_with_no_tempo_phrase_is_no_tempo_inference(text: str) -> None:
    assert "tempo_inference" not in _triggered(text)
    assert "16A" not in _refs(text, 1)


def test_a_call_changed_after_a_pause_with_an_inference_is_a_question_of_information() -> None:
    # the narrator asks what partner's pause told him, not whether the call may be changed
    text = "Партнёр долго думал, потом поменял заявку на 3♠ — я понял, что у него что-то есть"
    assert _refs(text, 1) == ["16A"]
