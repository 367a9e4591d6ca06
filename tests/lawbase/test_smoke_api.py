"""The API the other areas code against: load, get, in_corpus, passages, catalog, glossary."""

import lawbase


def test_load_gives_laws_1_to_46_with_canonical_refs():
    corpus = lawbase.load()
    for number in range(1, 47):
        passage = corpus.law(number)
        assert passage.ref == str(number)
        assert passage.in_corpus
        assert passage.title


def test_get_normalizes_and_returns_section_text():
    corpus = lawbase.load()
    passage = corpus.get("27 b 1")
    assert passage.ref == "27B1"
    assert passage.children == ["27B1(A)", "27B1(B)"]
    assert "(A).Без наказания" in passage.full_text()


def test_law_without_text_is_an_empty_passage_not_an_error():
    corpus = lawbase.load()
    passage = corpus.get("64A1")
    assert passage.in_corpus is False
    assert passage.text == ""
    assert passage.title == "Процедура после выявления фальшренонса"  # our Russian title, flagged as ours
    assert passage.title_ours and passage.title_en == "Procedure after Establishment of a Revoke"
