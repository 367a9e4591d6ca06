"""The twenty-fourth round's exact speed changes: each asks the same question with fewer lookups, so each is pinned
against the way it replaced (the same floats, the same facts)."""

from __future__ import annotations

import itertools
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.markdown import unescape
from lawbase.search.concept_words import _forms, token_forms
from lawbase.search.concepts import lexicon
from lawbase.search.index import DocRec, Index
from lawbase.search.rank import snippet
from lawbase.search.trigger_phrases import shapes

_TEXT = st.text(st.sampled_from("aAbBkKoOpPsStT.'’ абвгдкопрстАБВКОПСТйЁё12 "), max_size=40)


@settings(max_examples=300, deadline=None)
@given(_TEXT)
def test_a_words_forms_follow_from_its_original_spelling(text: str):
    """The lexicon remembers a word's facts by its original spelling (as :func:`token_forms` gives it, dots
    dropped): that is sound only while the forms are a function of it."""
    for forms, original in token_forms(text):
        assert _forms(original) == (forms, original)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(["партнёр", "спасовал", "не", "в", "очередь", "ренонс", "A.B.", "AB", "ab", "lho",
                                 "opened", "out", "of", "turn", "kontra", "секретарь", "ход"]), max_size=12))
def test_remembered_words_match_as_words_read_afresh(words: list[str]):
    """A text read with the lexicon's memo of words full matches as with it empty."""
    text = " ".join(words)
    lex = lexicon()
    warm = lex.match_all(text, frozenset({"call"}))
    lex._words.clear()
    assert lex.match_all(text, frozenset({"call"})) == warm


def test_a_pair_that_continues_a_phrase_still_lets_its_third_word_decide():
    """A word's remembered shapes say only whether it fits a second part (``completed_in``'s first test); the
    phrases themselves are still completed word by word, so two stories with the same pair and a different third
    word read alike cold and warm (each read cold, then warm after the other)."""
    lex = lexicon()
    texts = ["партнёр заявил не в очередь", "партнёр сходил не в масть", "сыграл не в ту руку", "не в"]
    cold = []
    for text in texts:
        lex._words.clear()
        cold.append(lex.match_all(text))
    assert [lex.match_all(text) for text in texts] == cold
    assert [lex.match_all(text) for text in reversed(texts)] == cold[::-1]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["не", "в", "очередь", "масть", "пас", "ход", "out", "of", "turn", "lead", "A.B.",
                                 "заявка", "после", "торговли", "вне", "до"]), min_size=2, max_size=6))
def test_a_pair_continues_exactly_when_the_next_word_fits_a_second_part(words: list[str]):
    """A word keeps only the shapes some phrase's second part takes (round 35): the phrases a word starts that its
    next word may continue are those of every shape it offers."""
    lex = lexicon()
    forms = token_forms(" ".join(words))
    for first, nxt in itertools.pairwise(forms):
        _, _, _, _, groups, _ = lex._word(*first)
        offered = lex._word(*nxt)[5]
        assert offered <= shapes(nxt)
        assert groups.keys() & offered == groups.keys() & shapes(nxt)


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_a_snippet_marks_exactly_the_query_keys_words_inside_its_window(index: Index, data: st.DataObject) -> None:
    """The keys a passage shares with the query are found by one set intersection: every word of a shared key that
    lies inside the window is marked, and nothing else (keys drawn from the passage, plus keys it lacks)."""
    doc = data.draw(st.sampled_from([doc for doc in index.docs if doc.body and doc.spans]))
    words = sorted({key for _, _, key in doc.spans})
    keys = set(data.draw(st.lists(st.sampled_from(words), max_size=8))) | set(
        data.draw(st.lists(st.sampled_from(["нетакогоключа", "", "en:zzz"]), max_size=2)))
    marked, inside = _marked_and_inside(doc, keys)
    assert marked == inside


_MARK = re.compile(r"(?<!\\)\*\*((?:\\.|[^*\\])+?)(?<!\\)\*\*")  # a mark of ours: no escaped asterisk


def _marked_and_inside(doc: DocRec, keys: set[str]) -> tuple[list[str], list[str]]:
    """The words the snippet marks (as typed), and the words of a shared key inside the window it shows."""
    text = snippet(doc, keys)
    marked = [unescape(word) for word in _MARK.findall(text)]
    shown = unescape(_MARK.sub(r"\1", text).removeprefix("… ").removesuffix(" …"))
    start = doc.body.replace("\n", " ").find(shown) if shown else 0
    assert start >= 0  # the window is the passage's own text
    inside = [doc.body[a:b].replace("\n", " ") for a, b, key in doc.spans
              if key in keys and start <= a and b <= start + len(shown)]
    return marked, inside


def test_a_footnote_mark_in_the_text_is_no_mark_of_ours(index: Index) -> None:
    """31B's own «заявок(**)» (a footnote mark) once paired with the next marked word into bold text (found by the
    test above): the book's asterisks are escaped, the marked words are exactly the shared key's."""
    doc = index.docs[index.by_ref["31B"]]
    assert "(**)" in doc.body
    text = snippet(doc, {""})  # the stop words' key: many marked words around the footnote mark
    assert r"(\*\*)" in text
    marked, inside = _marked_and_inside(doc, {""})
    assert marked == inside and "до" in marked
