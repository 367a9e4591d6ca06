"""Inventory §9 and §12.10: every cross-reference found, resolved, or flagged as pointing outside the corpus."""

from __future__ import annotations


def test_118_phrases_with_122_targets(corpus):
    assert len(corpus.ref_phrases) == 118
    assert sum(len(targets) for _, _, targets in corpus.ref_phrases) == 122


def test_15_intra_law_references(corpus):
    assert len(corpus.intra_phrases) == 15


def test_list_phrases(corpus):
    phrases = {phrase: targets for _, phrase, targets in corpus.ref_phrases}
    assert phrases["см. правила 41B и 41C"] == ("41B", "41C")
    assert phrases["правилами 30,31 или 32"] == ("30", "31", "32")
    assert phrases["правило 53 или 56"] == ("53", "56")


def test_seven_grammatical_forms(corpus):
    forms = {phrase.split()[-2] if phrase.startswith("см") else phrase.split()[0] for _, phrase, _ in
             corpus.ref_phrases}
    forms = {form.removeprefix("см.") for form in forms}
    assert {"правило", "правилом", "правиле", "правилу", "правила", "правилами"} <= forms


def test_most_cited_targets(corpus):
    counts: dict[str, int] = {}
    for _, _, targets in corpus.ref_phrases:
        for target in targets:
            counts[target] = counts.get(target, 0) + 1
    assert counts["23A"] == 14 and counts["26"] == 14 and counts["50"] == 7 and counts["77"] == 6
    assert len({t.rstrip("ABCDEFGH()0123456789") or t[:2] for t in counts}) > 0
    assert len({int("".join(c for c in t[:2] if c.isdigit())) for t in counts}) == 43


def test_refs_to_laws_without_text_are_flagged_not_errors(corpus):
    """24 target occurrences point to laws with no text in the seeds (inventory §9)."""
    outside = {"49", "53", "54A", "55", "58", "59", "64", "65", "75C", "77", "78B", "79C", "86", "88", "90"}
    occurrences = [t for _, _, targets in corpus.ref_phrases for t in targets if t in outside]
    assert len(occurrences) == 24
    assert outside <= set(corpus.unresolved_refs)
    assert "77" in corpus.get("DEF:Контра").cross_refs_missing
    assert "90" in corpus.get("43B1").cross_refs_missing


def test_every_target_resolves_or_is_flagged(corpus):
    for passage in corpus.passages():
        for target in passage.cross_refs:
            assert corpus.in_corpus(target) != (target in passage.cross_refs_missing), (passage.ref, target)


def test_intra_law_refs_resolve_to_the_current_law(corpus):
    assert "41B" in corpus.get("41C").cross_refs  # "(см.раздел B)"
    assert "31A2(B)" in corpus.get("31A").cross_refs  # "применяется раздел A2B"
    assert {"43A1", "43A2"} <= set(corpus.get("43B1").cross_refs)  # "в разделах A1 и A2"


def test_cross_refs_in_footnotes_count(corpus):
    assert "16" in corpus.get("20F1").cross_refs  # footnote (**) p50: "Может применяться правило 16"


def test_parenthesised_item_ref_names_the_neighbouring_item(corpus):
    """'см. следующий раздел (B)' in 27B1(A) is 27B1(B); 'предшествующему разделу (A)' in 47E2(B) is 47E2(A)."""
    assert "27B1(B)" in corpus.get("27B1(A)").cross_refs
    assert "47E2(A)" in corpus.get("47E2(B)").cross_refs
    assert "27B" not in corpus.get("27B1(A)").cross_refs


def test_refs_into_missing_pages_of_a_partial_law_are_flagged(corpus):
    """47G cites 'разделами A, B, C, D, E': 47A and 47B are on missing pages, C–E are in the corpus."""
    passage = corpus.get("47G")
    assert passage.cross_refs[:5] == ["47A", "47B", "47C", "47D", "47E"]
    assert passage.cross_refs_missing[:2] == ["47A", "47B"]
    assert "47C" not in passage.cross_refs_missing


def test_the_15_intra_law_references_resolve_in_place(corpus):
    """Inventory §9's list, each resolved in the law (and item) it stands in."""
    found = sorted((where, targets) for where, _, targets in corpus.intra_phrases)
    assert found == sorted([
        ("14B1(B)", ("14B3",)), ("14B2", ("14B3",)), ("14B3", ("14B",)), ("21B2", ("21B1",)), ("25B", ("25A",)),
        ("27B1(A)", ("27B1(B)",)), ("29A", ("29B",)), ("31A", ("31A2(B)",)), ("41C", ("41B",)),
        ("43B1", ("43A1", "43A2")), ("43B2", ("43A2",)), ("47E2(B)", ("47E2(A)",)),
        ("47F", ("47C", "47D", "47E")), ("47G", ("47A", "47B", "47C", "47D", "47E")), ("51B2(A)", ("51B1(A)",)),
    ])
