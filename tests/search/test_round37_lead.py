"""Round 37 (lead): when blind83 / blind84 joined the phrasings, their «поменял заявку через минуту» votes put 25B over
16A for a pause that changed no call. The narrator's own inference from partner's tempo («я понял, что у него есть …»
beside a pause or a quick call) is unauthorized information (16A); the same words without a tempo word are not."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize("text", [
    "Партнёр думал с минуту, а потом поменял масть — я понял, что у него что-то есть",
    "после долгой паузы партнёр спасовал, я поняла что у него есть сила",
    "партнёр мгновенно спасовал, и я понял, что у него есть фит",
])
def test_an_inference_from_partners_tempo_is_unauthorized_information(text: str) -> None:
    assert "unauthorized_information" in _triggered(text)
    assert _refs(text, 1) == ["16A"]


@pytest.mark.parametrize("text", [
    # an inference from partner's call itself, or from a card shown, is the game, not information from his manner
    "Партнёр открыл 1♥, и я понял, что у него есть пятёрка червей. Сколько мне отвечать?",
    "через минуту разыгрывающий показал карты, и я понял, что у него есть все взятки",
    "разыгрывающий сыграл пику, и я понял, что у него нет червы",
])
def test_an_inference_with_no_tempo_word_is_no_unauthorized_information(text: str) -> None:
    assert "unauthorized_information" not in _triggered(text)
    assert "16A" not in _refs(text, 1)
