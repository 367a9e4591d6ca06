"""The speller's fast path (``lawbase/search/spelling.py``): a text whose every word was already seen to stay as
typed is returned at once, and it answers exactly as asking each word would (issue 10's speed limit)."""

from __future__ import annotations

from dataclasses import dataclass

from lawbase.search.cache import get_index
from lawbase.search.spelling import Speller


@dataclass(frozen=True)
class _Said:
    text: str
    group: str = "ru_sit"


def test_a_text_of_kept_words_comes_back_as_it_is_and_a_typo_among_them_is_still_mended() -> None:
    spell = Speller(get_index(), [_Said("партнёр заявил недостаточную заявку"), _Said("недостаточную заявку")])
    text = "Партнёр заявил недостаточную заявку, а я пас"
    assert spell.mend(text) == text  # nothing to mend
    assert spell.mend(text) is text  # the second time: every word already kept
    assert spell.mend("Партнёр заявил недостаточьную заявку") == "Партнёр заявил недостаточную заявку"
    assert spell.mend("недостаточьную") == "недостаточную"  # a mended word is never kept
    assert spell.mend("dummy only, no Cyrillic") == "dummy only, no Cyrillic"
    assert spell.mend(None) == ""  # type: ignore[arg-type]
