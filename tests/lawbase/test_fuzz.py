"""Whatever a user types, the law base answers with a passage or a typed error, never a traceback."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import lawbase
from lawbase import LawbaseError, normalize_ref

REF_ALPHABET = st.sampled_from([*"0123456789ABCDEFGHabcdefghАВСЕ() .:-Zz", "DEF:", "правило ", "п. ", "law "])
typed_refs = st.one_of(st.text(max_size=20), st.lists(REF_ALPHABET, max_size=8).map("".join))


@settings(max_examples=400, deadline=None)
@given(typed_refs)
def test_get_returns_a_passage_or_a_typed_error(text):
    corpus = lawbase.load()
    try:
        passage = corpus.get(text)
    except LawbaseError as error:
        assert error.code in ("bad_ref", "unknown_ref", "no_such_law")
        assert error.params["ref"] == text or error.params["ref"].startswith("DEF:")
        if error.code == "no_such_law":
            assert not 1 <= error.params["number"] <= 93
        else:
            assert list(error.params["suggestions"])
        return
    assert passage.ref == normalize_ref(text) or passage.ref.startswith("DEF:")
    assert corpus.in_corpus(text) == passage.in_corpus


@settings(max_examples=300, deadline=None)
@given(typed_refs)
def test_normalize_is_idempotent(text):
    try:
        canonical = normalize_ref(text)
    except LawbaseError:
        return
    assert normalize_ref(canonical) == canonical
