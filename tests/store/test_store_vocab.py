"""The log's vocabulary: laws typed the way directors write them are read as refs (QA round 2, item 12)."""

from __future__ import annotations

import pytest

from bot.store.vocab import parse_laws
from lawbase.errors import LawbaseError


def test_words_that_introduce_a_ref_are_not_refs_themselves():
    assert parse_laws("закон 27, п. 64A1") == ["27", "64A1"]
    assert parse_laws("правило 27B2 26") == ["27B2", "26"]
    assert parse_laws("Law 27b2; law 26") == ["27B2", "26"]


def test_a_bad_ref_is_still_refused_by_name():
    with pytest.raises(LawbaseError) as err:
        parse_laws("закон abc")
    assert err.value.params.get("ref") == "abc" or "abc" in str(err.value.params)
