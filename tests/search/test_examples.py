"""The labelled phrasings that vote (``lawbase/search/examples.py``, issue 10): who the neighbours are, how they
vote, how the votes move the ranking, and that a dev file can be left out of the bank that scores it."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawbase.search import _agreed_first, search_index
from lawbase.search.evaluate import parse_cases
from lawbase.search.examples import (
    MIN_ADDED_SHARE,
    MIN_SIMILARITY,
    NEIGHBOURS,
    Bank,
    Phrasing,
    agreed_law,
    bank,
    boost,
    features,
    load_phrasings,
    word_features,
)
from lawbase.search.index import Index
from lawbase.search.result import Hit

PHRASINGS = Path(__file__).resolve().parent.parent.parent / "lawbase" / "data" / "phrasings"


def _bank(*rows: tuple[str, tuple[str, ...]]) -> Bank:
    return Bank(Phrasing(text, answers, f"f{i}.tsv") for i, (text, answers) in enumerate(rows))


def test_the_shipped_bank_is_every_phrasing_file_and_no_blind_set():
    names = {p.source for p in load_phrasings()}
    assert names == {p.name for p in PHRASINGS.glob("*.tsv")}
    assert not any(name.startswith(("blind", "ask_blind")) for name in names)  # blind sets stay in tests/ until spent
    rows = sum(len(parse_cases(path.read_text(encoding="utf-8"))) for path in PHRASINGS.glob("*.tsv"))
    assert len(bank().phrasings) == rows


def test_features_put_players_words_in_the_books():
    assert features("дамми подсказал") == features("болван подсказал")  # the curated synonym: дамми → болван
    assert "фальшренонс" in features("revoke")  # an English term also counts as the book's Russian word
    assert features("в на и 12") == []  # stopwords and numbers say nothing about the situation
    # a Latin "e" and "o" typed inside Russian words, a typographic apostrophe: the same words
    assert word_features("нeдостаточная заявкa") == word_features("недостаточная заявка")
    assert word_features("East’s lead") == word_features("East's lead")


def test_a_situation_the_lexicon_recognises_is_a_feature_so_different_words_for_it_are_neighbours():
    """"спасовал не в свою очередь" and "pass out of turn" share no word, but both are a pass out of rotation."""
    ru, en = features("партнёр спасовал не в свою очередь"), features("partner passed out of turn")
    assert {f for f in ru if f.startswith("c:")} & {f for f in en if f.startswith("c:")}
    assert features("партнёр спасовал", {"pass_out_of_turn": 1.0}) == [*features("партнёр спасовал", {}),
                                                                       "c:pass_out_of_turn"]
    assert "c:pass_out_of_turn" not in features("партнёр спасовал", {"pass_out_of_turn": 0.3})  # a weak hint


def test_the_nearest_phrasing_is_the_one_that_says_the_same_and_ties_go_to_the_earlier():
    small = _bank(("партнёр думал и спасовал", ("16A",)), ("левый открыл вне очереди", ("29",)),
                  ("спасовал партнёр, думал", ("16A", "73")))
    near = small.neighbours("думал партнёр и спасовал")
    assert [p.answers for p, _ in near] == [("16A",), ("16A", "73")]  # the same words, equal similarity: file order
    assert near[0][1] == pytest.approx(near[1][1]) == pytest.approx(1.0)


@pytest.mark.parametrize("text", ["партнёр долго думал и спасовал", "LHO opened out of turn, partner bid 2S",
                                  "ренонс в пятой взятке, защитник сбросил червы", "разыгрывающий взял карту назад"])
def test_the_neighbours_are_the_plain_cosine_nearest(text: str):
    """The bincount over postings ranks as a cosine computed phrasing by phrasing would (ties: the earlier)."""
    full = bank()
    query = dict(full._vector(features(text)))
    cosine = [sum(query.get(t, 0.0) * w for t, w in full._vector(features(p.text))) for p in full.phrasings]
    near_enough = [i for i, c in enumerate(cosine) if c >= MIN_SIMILARITY]
    expected = sorted(near_enough, key=lambda i: (-cosine[i], i))[:NEIGHBOURS]
    near = full.neighbours(text)
    assert [p for p, _ in near] == [full.phrasings[i] for i in expected]
    assert [s for _, s in near] == pytest.approx([cosine[i] for i in expected])


def test_votes_are_squared_similarity_shares_split_among_a_phrasings_answers():
    small = _bank(("сосед сбросил не в масть", ("61", "62")), ("сосед сбросил бубну не в масть", ("62D1",)))
    votes = small.votes("сосед сбросил не в масть, а у него была")
    assert sum(votes.values()) == pytest.approx(1.0)
    assert votes["61"] == pytest.approx(votes["62"])  # one phrasing's vote split between its two answers
    assert votes["61"] + votes["62"] > votes["62D1"]  # the closer phrasing outvotes the farther one


def test_a_term_or_two_is_looked_up_by_its_words_not_voted_on():
    assert _bank(("оппонент слева сказал пас", ("DEF:LHO",))).votes("оппонент слева") == {}


def test_a_bank_without_a_file_has_none_of_its_phrasings():
    full = bank()
    left = full.without("dev_queries.tsv")
    assert all(p.source != "dev_queries.tsv" for p in left.phrasings)
    assert len(left.phrasings) == len(full.phrasings) - sum(p.source == "dev_queries.tsv" for p in full.phrasings)
    assert full.without("dev_queries.tsv") is left  # built once


def test_a_laws_share_goes_to_one_passage_of_it_so_votes_do_not_fill_the_list(index: Index):
    ranked = [(1.0, 1.0, index.by_ref["27A"]), (0.9, 1.0, index.by_ref["27B1"]), (0.8, 1.0, index.by_ref["18D"])]
    out = boost(index, ranked, {"27B1": 0.5, "27": 0.3, "18D": 0.2}, weight=1.0)
    scores = {index.docs[doc].ref: score for score, _, doc in out}
    assert scores["27B1"] == pytest.approx(0.9 + 0.8)  # the law's whole share to its most-voted section
    assert scores["27A"] == pytest.approx(1.0)
    assert index.docs[out[0][2]].ref == "27B1"


def test_a_passage_the_words_missed_enters_only_on_a_real_share(index: Index):
    ranked = [(1.0, 1.0, index.by_ref["27A"])]
    small = boost(index, ranked, {"27A": 1.0 - MIN_ADDED_SHARE / 2, "64": MIN_ADDED_SHARE / 2}, weight=1.0)
    assert [index.docs[doc].ref for _, _, doc in small] == ["27A"]
    big = boost(index, ranked, {"27A": 0.5, "64": 0.5}, weight=1.0)
    assert {index.docs[doc].ref for _, _, doc in big} == {"27A", "64"}


def test_votes_choose_the_law_the_words_cannot(index: Index):
    """A double at partner's turn is 32A; the words alone say "call out of rotation" (29). Phrasings that tell
    the same situation in other words vote it up."""
    query = "Левый сказал контра, хотя слово было за его партнёром"
    assert search_index(index, query, 1, None, Bank(())).hits[0].ref == "29"
    told = _bank(("сосед слева сказал контра, а слово было за его партнёром", ("32A",)),
                 ("левый сказал контру вне очереди, за партнёра", ("32A",)),
                 ("контра не в свою очередь: говорить было его партнёру", ("32A",)))
    assert search_index(index, query, 1, None, told).hits[0].ref == "32A"


def test_refs_and_definition_questions_are_not_voted_on(index: Index):
    assert [h.ref for h in search_index(index, "27B1", 3).hits] == ["27B1", "27B1(A)", "27B1(B)"]
    assert search_index(index, "что такое партскор", 1).hits[0].ref == "DEF:Частичная запись"


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=400))
def test_any_text_gets_votes_that_are_shares_of_one_or_none(text: str):
    """Whatever is typed, the bank answers: no votes, or shares of known answers that sum to one."""
    votes = bank().votes(text)
    assert votes == {} or sum(votes.values()) == pytest.approx(1.0)
    assert all(share > 0 for share in votes.values())


def test_the_law_the_neighbours_agree_on_is_named_when_they_agree_enough_and_do_not_back_the_first():
    votes = {"34": 0.5, "30A": 0.1, "30B1": 0.1, "16": 0.3}
    assert agreed_law({"34": 0.62, "30": 0.38}) == "34"
    assert agreed_law(votes) is None  # 0.5 for Law 34: not agreed enough
    assert agreed_law({"27B1": 0.4, "27A": 0.25, "16": 0.35}) == "27"  # a law's sections add up
    assert agreed_law({"34": 0.7, "30A": 0.3}, top="30B1") is None  # they give the words' law 30 % too
    assert agreed_law({"34": 0.8, "30A": 0.2}, top="30B1") == "34"
    assert agreed_law({}) is None


def test_the_agreed_law_goes_first_with_its_best_passage():
    """The words rank Law 30 first; near-unanimous neighbours say Law 34: its best listed passage goes up, with
    the first one's score, and the rest keep their order."""
    hits = [Hit("30", "30", "", 0.9, "", True, "law"), Hit("53", "53", "", 0.7, "", True, "law"),
            Hit("34", "34", "", 0.5, "", True, "law"), Hit("34A", "34", "", 0.4, "", True, "section")]
    lifted = _agreed_first(hits, "34")
    assert [h.ref for h in lifted] == ["34", "30", "53", "34A"] and lifted[0].score == 0.9
    assert _agreed_first(hits, None) == hits and _agreed_first(hits, "77") == hits


def test_a_law_whose_section_a_reader_settled_gives_its_votes_to_that_section(index: Index) -> None:
    """The neighbours vote 30B2 (partner's turn) but the reader read that it was RHO's turn (30B1): Law 30's
    share goes to 30B1, so the votes still say which law and the fact says which section."""
    ranked = [(1.0, 1.0, index.by_ref["30B2"]), (0.9, 1.0, index.by_ref["30B1"])]
    votes = {"30B2": 0.8, "30": 0.2}
    refs = lambda out: [index.docs[doc_id].ref for _, _, doc_id in out]  # noqa: E731
    assert refs(boost(index, ranked, votes))[0] == "30B2"
    assert refs(boost(index, ranked, votes, settled={"30": "30B1"}))[0] == "30B1"
    assert refs(boost(index, ranked, votes, settled={"31": "31A1"}))[0] == "30B2"  # another law's: no effect


def test_search_lets_only_a_settled_section_take_its_laws_votes(index: Index) -> None:
    """``concepts.settled`` (a reader's fact) redirects the votes; the same concept read from words does not."""
    from lawbase.search import _settled_sections
    from lawbase.search.concepts import ConceptMatch, settled

    assert _settled_sections([settled("pass_out_of_turn_rho")]) == {"30": "30B1"}
    assert _settled_sections([ConceptMatch("pass_out_of_turn_rho", 1.0, "пас вне очереди")]) == {}
    assert _settled_sections([settled("call_out_of_rotation")]) == {}  # a whole law: the words choose
    # a whole law only a reader's fact sets (a lead out of turn accepted: 53) takes its story's other laws' votes
    assert _settled_sections([settled("lead_out_of_turn_accepted")]) == {"54": "53", "55": "53", "56": "53"}
    assert _settled_sections([ConceptMatch("lead_out_of_turn_accepted", 1.0, "~words")]) == {}
    assert _settled_sections(None) == {}


@pytest.mark.parametrize("settled", [{}, {"27": "27B1"}, {"30": "30B2"}])
def test_the_search_adds_the_votes_inside_the_concepts_bonus_as_boost_then_the_bonus_would(index: Index, settled):
    """The search adds the votes' shares inside ``concept_rank.boost`` (one pass, one sort); the scores and the order
    must be exactly those of :func:`boost` followed by the concepts' bonus, on real situations told in words."""
    from lawbase.search import analyse, concept_rank, concept_weights, match_concepts, unglue
    from lawbase.search.examples import VOTE_WEIGHT, vote_shares
    from lawbase.search.rank import final_scores

    cases = parse_cases((PHRASINGS / "dev_situations.tsv").read_text("utf-8"))[::3][:90]
    compared = 0
    for case in cases:
        analysis = analyse(index, case.query)
        found = concept_weights(match_concepts(unglue(index, case.query)))
        votes = bank().votes(case.query, concepts=found)
        if not votes:
            continue
        seen: list[list[tuple[float, float, int]]] = []
        final_scores(index, analysis, lambda r, seen=seen: seen.append(r) or r)  # the list the bonuses are given
        ranked = seen[0]
        apart = concept_rank.boost(index, boost(index, ranked, votes, VOTE_WEIGHT, settled), found,
                                   analysis.wants_definition)
        inside = concept_rank.boost(index, ranked, found, analysis.wants_definition,
                                    votes=vote_shares(index, ranked, votes, VOTE_WEIGHT, settled),
                                    enter=VOTE_WEIGHT * MIN_ADDED_SHARE)
        assert inside == apart, case.query
        compared += 1
    assert compared >= 25  # texts of a few words get no votes
