"""School phonetic spellings the speller mends (пошол, узе, ещо, маст): Russian typed as it sounds, or rendered from
Latin letters that drop ё, ж and the soft sign; the readers then read «пошёл», «уже», «масть»."""
from __future__ import annotations

import pytest

from lawbase.search.spelling import mend


@pytest.mark.parametrize(("typed", "plain"), [
    ("партнёр пошол с пики", "партнёр пошёл с пики"),
    ("он пойшол в следующую взятку", "он пошёл в следующую взятку"),
    ("партнёр узе сыграл", "партнёр уже сыграл"),
    ("можно ещо исправить?", "можно ещё исправить?"),
    ("я не дал в маст", "я не дал в масть"),
])
def test_school_spellings_are_mended(typed: str, plain: str) -> None:
    assert mend(typed) == plain


@pytest.mark.parametrize("text", [
    "узел на верёвке", "она пошла с пики", "мастер спорта по бриджу", "ещё одна взятка", "масть пик",
])
def test_real_words_stay(text: str) -> None:
    assert mend(text) == text
