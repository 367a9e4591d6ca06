"""The API other areas code against: get, law, in_corpus, passages, title, to_dict, errors with codes."""

from __future__ import annotations

import re

import pytest

import lawbase
from lawbase import LawbaseError

CLI_KEYS = ["ref", "law", "title", "text", "children", "footnotes", "cross_refs", "in_corpus", "sources", "page"]


def test_load_is_parsed_once_per_process():
    assert lawbase.load() is lawbase.load()


def test_get_accepts_every_spelling(corpus):
    for typed in ("27B1", "27 b 1", "27b1", "правило 27B1", "law 27B1", "27В1"):
        assert corpus.get(typed).ref == "27B1"


def test_unknown_section_of_a_complete_law_is_an_error_with_suggestions(corpus):
    with pytest.raises(LawbaseError) as caught:
        corpus.get("27F")
    assert caught.value.code == "unknown_ref"
    assert caught.value.params["ref"] == "27F"
    suggestions = caught.value.params["suggestions"]
    assert suggestions and all(corpus.in_corpus(ref) and ref.startswith("27") for ref in suggestions)
    assert str(suggestions) == ", ".join(suggestions)


@pytest.mark.parametrize("typed", ["94", "999", "123", "0"])
def test_law_number_out_of_range_is_no_such_law(corpus, typed):
    """Laws are 1-93: 94 and 999 alike are "no such law" (not "malformed", not a near miss like 12 for 123)."""
    with pytest.raises(LawbaseError) as caught:
        corpus.get(typed)
    assert caught.value.code == "no_such_law"
    assert caught.value.params["number"] == int(typed)


def test_unknown_definition(corpus):
    with pytest.raises(LawbaseError) as caught:
        corpus.get("DEF:Фальшренон")
    assert caught.value.code == "unknown_ref"
    assert "DEF:Фальшренонс" in caught.value.params["suggestions"]


@pytest.mark.parametrize("ref", ["64", "64A1", "77", "93", "47A", "57C"])
def test_refs_in_laws_without_text_are_empty_passages(corpus, ref):
    passage = corpus.get(ref)
    assert passage.in_corpus is False
    assert passage.text == ""
    entry = corpus.catalog_entry(int(passage.law))
    assert passage.title == (entry.title_ru or entry.title_ru_ours)  # Russian: printed heading, else ours
    assert passage.title_ours is (entry.title_ru is None)


def test_in_corpus_never_raises(corpus):
    assert corpus.in_corpus("27B1(A)")
    assert corpus.in_corpus("DEF:Фальшренонс")
    assert not corpus.in_corpus("64")
    for junk in ("", "xx", "27Z", "999", None, 27, "DEF:нет такого"):
        assert corpus.in_corpus(junk) is False  # type: ignore[arg-type]


def test_law_by_number(corpus):
    assert corpus.law(27).ref == "27"
    assert corpus.law(27).title_en == "Insufficient Bid"


def test_passages_in_document_order(corpus):
    refs = [p.ref for p in corpus.passages()]
    assert refs[:3] == ["PREFACE", "SCOPE", "DEF"]
    assert refs.index("DEF:Зональность") < refs.index("1") < refs.index("1") + 1 == refs.index("2")
    assert refs.index("27") < refs.index("27A") < refs.index("27B") < refs.index("27B1") < refs.index("27B1(A)")
    assert refs.index("27B1(B)") < refs.index("27B2") < refs.index("27C") < refs.index("28")
    assert refs.index("9") < refs.index("10")
    assert len(refs) == len(set(refs))


def test_children_and_parent_agree(corpus):
    for passage in corpus.passages():
        for child in passage.children:
            assert corpus.get(child).parent == passage.ref


def test_full_text_reads_like_the_book(corpus):
    text = corpus.get("27B").full_text()
    assert text.startswith("Если недостаточное назначение, сделанное в свою очередь, не принято")
    assert "\n1.Неконвенционное назначение" in text
    assert "\n(A).Без наказания\nЕсли не вызывает сомнений" in text
    assert "\n3.Попытка исправления на контру или реконтру\n" in text


def test_to_dict_has_the_cli_keys_first(corpus):
    data = corpus.get("20B").to_dict()
    assert list(data)[: len(CLI_KEYS)] == CLI_KEYS
    assert data["footnotes"][0]["mark"] == "(*)"
    assert data["sources"] == ["000_353c1722c23df929.txt"]
    assert isinstance(data["page"], int)


def test_title_lookup(corpus):
    assert corpus.title("27") == "Недостаточное назначение"
    assert corpus.title("27Z") is None


def test_sources_record_every_seed_holding_the_place(corpus):
    assert corpus.get("27A").sources == ["000_353c1722c23df929.txt", "002_0be4d82753a812cd.txt"]
    assert corpus.get("44E").sources == ["000_353c1722c23df929.txt", "001_3a4d41d08ff3b660.txt"]
    assert corpus.get("56").sources == ["001_3a4d41d08ff3b660.txt"]


def test_cyrillic_original_preferred_when_whole(corpus):
    """27A is whole in 002 (with ё); 27B is cut by 002's missing page 57, so 000's whole text is shown."""
    assert "трактовать как легальное" in corpus.get("27A").text
    assert corpus.get("40").title == "Взаимопонимание партнёров"
    assert corpus.get("27B").text.endswith("предусмотренные правилом 26).")
    assert "путем замены" in corpus.get("27B").text


def test_laws_19_to_46_are_shown_in_cyrillic(corpus):
    """No transliterated word outside the protected Latin tokens (LHO, RHO, S.O., NT, markers, ref suffixes)."""
    allowed = re.compile(r"^(LHO|RHO|S\.O\.|NT|[A-H]|[IVX]+)$")
    for passage in corpus.passages():
        if passage.law.isdigit() and 19 <= int(passage.law) <= 46:
            shown = " ".join([passage.title or "", passage.text, *(n.text for n in passage.footnotes)])
            latin = re.findall(r"S\.O\.|[A-Za-z]+", re.sub(r"\d{1,2}[A-H][\dA-H()]*", " ", shown))
            assert [w for w in latin if not allowed.match(w)] == [], passage.ref


def test_loading_the_law_base_does_not_load_the_search():
    """``lawbase`` is the corpus; the search is its own package (``lawbase.search.search``), imported by those who
    search, so a process that only reads the law text never builds the index (issue #14: no callable module)."""
    import subprocess
    import sys

    code = "import sys, lawbase; lawbase.load(); print('lawbase.search' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_untitled_and_headless_items_print_as_the_book_does(corpus):
    assert "\n(1).Болван не может привлекать внимание" in corpus.get("9A2(B)").block()
    assert corpus.get("62B").block().startswith("B.…\n1.Карта вистующего")
    assert corpus.get("69").full_text().startswith("A.… окончания раунда.")


def test_malformed_ref_with_a_law_number_suggests_that_laws_refs(corpus):
    with pytest.raises(LawbaseError) as caught:
        corpus.get("27Z")
    assert caught.value.code == "bad_ref"
    assert caught.value.params["ref"] == "27Z"
    assert all(ref.startswith("27") and corpus.in_corpus(ref) for ref in caught.value.params["suggestions"])
