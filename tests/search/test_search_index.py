"""The index mechanics on a tiny hand-made corpus: stems, fields, diversity, snippets, missing laws."""

from __future__ import annotations

import pytest

from lawbase.search import search_index
from lawbase.search.docs import SourceDoc
from lawbase.search.index import Index, _canonical_stems, build
from lawbase.search.rank import snippet
from lawbase.search.terms import TermMap


def doc(ref: str, title: str, text: str, kind: str = "section", **fields: list[str]) -> SourceDoc:
    law = ref[:2]
    return SourceDoc(ref=ref, law=law, title=title, in_corpus=kind != "catalog", kind=kind, body=text,
                     fields={"title": [title], "text": [text], **fields})


TERMS = TermMap(synonyms=[["заявка", "назначение"], ["деклер", "разыгрывающий"]], en_ru={"revoke": "фальшренонс"},
                abbreviations={"boot": "bid out of turn"},
                phrases={"не в масть": ["фальшренонс"], "не дал в масть": ["фальшренонс"]},
                phases={"auction": (["27"], ["назначение", "торговля"]), "play": (["44", "62", "64"], ["ход"])})


@pytest.fixture(scope="module")
def tiny() -> Index:
    return build(
        [
            doc("27", "Недостаточное назначение", "", kind="law", en=["Insufficient Bid"]),
            doc("27A", "Недостаточное назначение принято", "LHO может принять недостаточное назначение."),
            doc("27B", "Недостаточное назначение не принято", "Назначение исправляется на достаточное."),
            doc("27C", "Вне очереди", "Недостаточное назначение вне очереди: правило 31."),
            doc("44C", "Требование давать в масть", "Каждый игрок должен давать в масть, если это возможно."),
            doc("62", "Исправление фальшренонса", "Фальшренонс должен быть исправлен."),
            doc("27D", "Ход вне очереди", "Ход вне очереди в торговле."),
            doc("44D", "Ход вне очереди", "Ход вне очереди в розыгрыше."),
            doc("DEF:Разыгрывающий", "Разыгрывающий", "Игрок, который разыгрывает контракт.", kind="definition"),
            doc("64", "Procedure after Establishment of a Revoke", "", kind="catalog",
                en=["Procedure after Establishment of a Revoke"], terms=["установленный фальшренонс"]),
        ],
        TERMS,
    )


def test_snowball_splits_are_merged_but_short_stems_stay_apart():
    canon = _canonical_stems({"болва", "болван", "заявк", "заявок", "пас", "пасс", "карт"})
    assert canon["болван"] == "болва" and canon["заявок"] == "заявк"
    assert canon["пасс"] == "пасс" and canon["пас"] == "пас"


def test_title_words_outweigh_body_words(tiny: Index):
    assert search_index(tiny, "давать в масть", 3).hits[0].ref == "44C"


def test_inflected_and_typo_forms_meet_the_same_stem(tiny: Index):
    for query in ("недостаточной заявки", "недостаточное назначене", "nedostatochnoe naznachenie"):
        assert search_index(tiny, query, 3).hits[0].law == "27", query


def test_english_reaches_russian_text_through_the_lexicon(tiny: Index):
    assert search_index(tiny, "revoke", 2).hits[0].law in {"62", "64"}


def test_catalog_only_law_is_found_and_flagged(tiny: Index):
    hits = search_index(tiny, "established revoke", 3).hits
    assert hits[0].ref == "64" and hits[0].in_corpus is False and hits[0].snippet == ""


def test_one_law_is_discounted_after_its_first_hit(tiny: Index):
    laws = [h.law for h in search_index(tiny, "недостаточное назначение фальшренонс", 4).hits]
    assert laws.index("62") <= 2


def test_snippet_marks_matched_words_and_windows_long_text(tiny: Index):
    rec = tiny.docs[tiny.by_ref["27A"]]
    keys = {key for _, _, key in rec.spans if key.startswith("недостаточн")}
    text = snippet(rec, keys)
    assert "**недостаточное**" in text and "LHO" in text
    long = rec.__class__(**{**rec.__dict__, "body": "слово " * 100 + rec.body,
                            "spans": [(a + 600, b + 600, k) for a, b, k in rec.spans]})
    assert snippet(long, keys).startswith("… ")


def test_a_users_phrase_is_rewritten_the_books_way(tiny: Index):
    """Three words in any order; two words only in their order (``масть не…`` is no ``не в масть``)."""
    for query in ("не в масть", "не дал в масть", "в масть не дал"):
        assert search_index(tiny, query, 2).hits[0].law == "62", query
    assert search_index(tiny, "масть не", 2).hits[0].law == "44"


def test_slang_stands_for_its_synonym_and_its_typos_too(tiny: Index):
    """``деклер`` (not in the book) is the declarer; a typo of the slang word still reaches it."""
    for query in ("деклер", "деклэр"):
        assert search_index(tiny, query, 1).hits[0].ref == "DEF:Разыгрывающий", query


def test_a_query_about_one_phase_ranks_the_other_phase_lower(tiny: Index):
    """Two sections say ``ход вне очереди`` alike: the play's comes first, unless the query names the auction."""
    assert [h.ref for h in search_index(tiny, "ход вне очереди", 2).hits] == ["44D", "27D"]
    assert search_index(tiny, "ход вне очереди торговли", 2).hits[0].ref == "27D"


def test_state_round_trip_keeps_everything(tiny: Index):
    assert Index.from_state(tiny.to_state()) == tiny


def test_english_entries_that_stem_alike_are_merged_not_overwritten():
    """``bid`` (назначение) and ``bidding`` (торговля) are one stem: both translations stay."""
    terms = TermMap(en_ru={"bid": "назначение", "bidding": "торговля"})
    index = build([doc("18", "Назначение", "Торговля.", kind="law")], terms)
    assert len(index.en_ru["bid"]) == 2


def test_a_catalog_law_is_found_by_the_law_bases_own_russian_title():
    """``title_ru_ours`` (the law base's short Russian title of a law without text) is a search key, not a title."""
    from types import SimpleNamespace

    from lawbase.search.docs import from_catalog_row

    row = SimpleNamespace(number=88, title_ru=None, title_en="Award of Indemnity Points",
                          title_ru_ours="Компенсационные очки")
    source = from_catalog_row(row, TermMap())
    assert "Компенсационные очки" in source.fields["terms"] and source.title == "Award of Indemnity Points"
    index = build([source, doc("77", "Таблица записи", "Очки за контракт.", kind="law")], TermMap())
    assert search_index(index, "компенсационные очки", 1).hits[0].ref == "88"
