"""How the lexicon reads a word (``lawbase/search/concept_words.py``): a Latin word also in Cyrillic letters, and an
infinitive typed without its soft sign («molchat») also as the infinitive («молчать»)."""

from __future__ import annotations

import pytest

from lawbase.search.concept_words import reading, token_forms
from lawbase.search.concepts import match


@pytest.mark.parametrize(("latin", "infinitive"), [("molchat", "молчать"), ("zayavit", "заявить"),
                                                    ("sdelat", "сделать"), ("sdelat'", "сделать")])
def test_an_infinitive_without_its_soft_sign_is_read_with_it(latin: str, infinitive: str) -> None:
    (forms, original), = token_forms(latin)
    assert infinitive in forms
    assert original == latin


@pytest.mark.parametrize("word", ["kontrakt", "pas", "kontra", "молчат"])
def test_no_soft_sign_where_no_infinitive_can_end(word: str) -> None:
    assert not any(form.endswith("ь") for form in token_forms(word)[0][0])


def test_the_lexicons_infinitive_phrase_is_found_in_latin_letters() -> None:
    """Law 23 (a pass forced on the offender's partner): the lexicon says «должен молчать»."""
    assert "молчать" in reading("on dolzhen molchat do kontsa torgovli").split()
    assert "pass_obligation" in {m.id for m in match("on dolzhen molchat do kontsa torgovli")}


@pytest.mark.parametrize(("word", "director"), [("секретарь", "судья"), ("секретаря", "судью"),
                                                ("секретарём", "судьеи"), ("Секретарю", "судье")])
def test_a_clubs_secretary_is_read_as_the_director(word: str, director: str) -> None:
    """A club's «секретарь» runs the evening: the lexicon reads him as «судья» in the same case."""
    (forms, original), = token_forms(word)
    assert director in forms
    assert original == word


def test_the_lexicon_finds_a_call_of_the_secretary() -> None:
    """Law 9: «позвать секретаря» calls the director, as «позвать судью» does."""
    assert "call_director" in {m.id for m in match("надо позвать секретаря")}
