"""The concept lexicon (``lawbase/data/concepts.json``, issue 10): every entry is well formed, every law it names
exists (a passage of the corpus or a law of the catalog), every example phrase yields its concept through the
situation reader, and the ranking puts a recognised situation's law first."""

from __future__ import annotations

import json
from importlib import resources

import pytest

import lawbase
from bot.intake.situation import read
from bot.intake.situation import search as read_and_search
from lawbase.search.concept_rank import resolve
from lawbase.search.concepts import Lexicon, lexicon, match, parse_alt
from lawbase.search.index import Index

DATA = json.loads((resources.files("lawbase") / "data" / "concepts.json").read_text(encoding="utf-8"))
ENTRIES = sorted(DATA["concepts"].items())
EXAMPLES = [(cid, example) for cid, entry in ENTRIES for example in entry["examples"]]


def test_the_lexicon_is_data_with_laws_triggers_and_examples_for_each_concept() -> None:
    assert len(ENTRIES) >= 80
    for cid, entry in ENTRIES:
        assert entry["laws"] and entry["triggers"] and entry["examples"], cid
        assert set(entry) <= {"laws", "triggers", "examples", "phase", "note", "suppresses", "needs_fact",
                              "needs_fact_also", "rivals", "rivals_unless"}, cid
        assert entry.get("phase") in (None, "auction", "play"), cid
        assert set(entry.get("suppresses", ())) <= DATA["concepts"].keys(), cid


@pytest.mark.parametrize(("cid", "entry"), ENTRIES, ids=[cid for cid, _ in ENTRIES])
def test_each_concept_names_laws_that_exist(cid: str, entry: dict, index: Index) -> None:
    """A ref is a passage of the corpus, a law of the catalog (text not in corpus) or a definition's headword."""
    corpus = lawbase.load()
    catalog = {str(row.number) for row in corpus.catalog}
    for ref in entry["laws"]:
        assert resolve(index, ref) is not None, (cid, ref)
        if not ref.startswith("DEF:"):
            law = "".join(ch for ch in ref if ch.isdigit())[:2].rstrip()
            assert ref in index.by_ref or ref in catalog, (cid, ref, law)


@pytest.mark.parametrize(("cid", "entry"), ENTRIES, ids=[cid for cid, _ in ENTRIES])
def test_each_trigger_parses_into_terms(cid: str, entry: dict) -> None:
    for trigger in entry["triggers"]:
        terms = trigger.split()
        assert terms, (cid, trigger)
        for term in terms:
            alts = [a for a in term.split("|") if a]
            assert alts and all(parse_alt(a).text for a in alts), (cid, trigger)
            words = [w for a in alts for w in a.split("_") if w]
            assert all("*" not in w.rstrip("*") for w in words), (cid, trigger)  # "*" only ends a stem


@pytest.mark.parametrize(("cid", "example"), EXAMPLES, ids=[f"{cid}:{i}" for i, (cid, _) in enumerate(EXAMPLES)])
def test_each_example_phrase_yields_its_concept(cid: str, example: str) -> None:
    assert cid in read(example).concept_ids


@pytest.mark.parametrize(("cid", "example"), EXAMPLES, ids=[f"{cid}:{i}" for i, (cid, _) in enumerate(EXAMPLES)])
def test_each_example_phrase_finds_one_of_its_laws_among_the_first_three(cid: str, example: str) -> None:
    laws = set(DATA["concepts"][cid]["laws"])
    hits = read_and_search(example, 3).hits
    assert any(h.ref in laws or h.law in laws for h in hits), (example, [h.ref for h in hits])


def test_acts_are_read_from_words_and_calls() -> None:
    assert {"bid", "hesitate"} <= set(read("партнёр долго думал, потом сказал 2♠").acts)
    assert "claim" in read("declarer claimed the rest").acts
    assert "lead" in read("вистующий сходил с пикового туза").acts


def test_trigger_grammar_phrases_marks_capitals_and_translit() -> None:
    small = Lexicon({"concepts": {
        "x": {"laws": ["27"], "examples": [], "triggers": ["не_в_масть", "@lower_bid", "BIT", "задум*"]}}})
    assert [m.id for m in small.match("он не в масть")] == ["x"]
    assert small.match("в масть не") == []  # a phrase keeps its order
    assert [m.weight for m in small.match("", {"lower_bid"})] == [1.0]  # a reader's fact is strong evidence
    assert [m.id for m in small.match("a BIT")] == ["x"] and small.match("a bit") == []
    assert [m.id for m in small.match("partner zadumalsya")] == ["x"]


def test_a_specific_situation_silences_the_general_one() -> None:
    assert "pass_out_of_turn" in read("партнёр спасовал вне очереди").concept_ids
    assert "call_out_of_rotation" not in read("партнёр спасовал вне очереди").concept_ids


def test_lexical_matching_stays_fast() -> None:
    """The lexicon runs on every search and autocomplete keystroke: well under a millisecond per phrase."""
    import time

    lexicon()
    text = "партнёр долго думал, а потом спасовал, оппонент сказал 2 пики и я не знаю что делать" * 2
    started = time.process_time()
    for _ in range(200):
        match(text)
    assert (time.process_time() - started) / 200 < 0.003


def _situation_files() -> list:
    from pathlib import Path

    from lawbase.search.evaluate import parse_cases

    phrasings = Path(__file__).resolve().parent.parent.parent / "lawbase" / "data" / "phrasings"
    return [(path.name, parse_cases(path.read_text(encoding="utf-8")))
            for path in sorted(phrasings.glob("dev_situations*.tsv"))]


def _situation_cases() -> list:
    return [case for _, cases in _situation_files() for case in cases]


def test_search_meets_the_floor_on_the_dev_situation_batches(index: Index) -> None:
    """Dev figures only (the situation batches were tuned on): hit@1 ≥ 85 %, hit@3 ≥ 95 % through the reader, as
    /search runs, each batch without its own phrasings; Russian situation descriptions hit@1 ≥ 80 %. Blind
    figures are reported, never asserted."""
    from lawbase.search.evaluate import evaluate
    from lawbase.search.examples import bank

    # the batches are also phrasings search learns from: each batch is ranked without its own (leave-one-out)
    files = _situation_files()
    own = {case.query: name for name, cases in files for case in cases}
    cases = [case for _, batch in files for case in batch]
    rates, ranks = evaluate(cases, lambda q: [(h.ref, h.law)
                                              for h in read_and_search(q, 10, index, bank().without(own[q])).hits])
    assert len(cases) >= 400
    assert rates["all"]["hit@1"] >= 0.85, [c.query for c, r in ranks if r != 1]
    assert rates["all"]["hit@3"] >= 0.95
    assert rates["ru_sit"]["hit@1"] >= 0.80


def test_ask_names_an_accepted_law_for_the_dev_situation_batches() -> None:
    """/ask's passages (the command's own functions) include an accepted law for ≥ 90 % of the dev texts."""
    from bot.commands.ask import _hits
    from bot.intake.prefill import prefill
    from lawbase.search.evaluate import accepts

    cases = _situation_cases()
    named = 0
    for case in cases:
        shown = [(h["ref"], h["law"]) for h in _hits(case.query, prefill(case.query), read(case.query))]
        named += any(accepts(a, ref, law) for a in case.accepted for ref, law in shown)
    assert named / len(cases) >= 0.90


def _refs(index: Index, ranked: list[tuple[float, float, int]]) -> list[str]:
    return [index.docs[doc_id].ref for _, _, doc_id in ranked]


def test_a_sure_concepts_section_goes_right_above_its_own_law(index: Index) -> None:
    """An honour shown during the auction is 24B (``honour_exposed_in_auction``, met by a whole trigger): Law 24's
    own passage, ranked higher by its words, goes right below it; a passage of another law keeps its place."""
    from lawbase.search.concept_rank import boost

    ranked = [(2.0, 1.0, index.by_ref["24"]), (1.9, 1.0, index.by_ref["16A"]), (0.5, 0.5, index.by_ref["24B"])]
    assert _refs(index, boost(index, ranked, {"honour_exposed_in_auction": 1.0}, False))[:3] == ["24B", "24", "16A"]


def test_an_unsure_concept_or_a_definition_question_leaves_the_law_above_its_section(index: Index) -> None:
    """A concept read from loose words (weight < 1) says which law, not which section; "что такое" asks for a
    word, not a situation: the words keep choosing the section."""
    from lawbase.search.concept_rank import boost

    ranked = [(2.0, 1.0, index.by_ref["24"]), (0.5, 0.5, index.by_ref["24B"])]
    assert _refs(index, boost(index, ranked, {"honour_exposed_in_auction": 0.6}, False))[0] == "24"
    assert _refs(index, boost(index, ranked, {"honour_exposed_in_auction": 1.0}, True))[0] == "24"


def test_a_concept_that_names_a_whole_law_lets_the_words_choose_its_section(index: Index) -> None:
    """``card_exposed_in_auction`` names Law 24 itself: a section ranked first by the words stays first."""
    from lawbase.search.concept_rank import boost

    ranked = [(2.0, 1.0, index.by_ref["24A"]), (1.0, 1.0, index.by_ref["24"])]
    assert _refs(index, boost(index, ranked, {"card_exposed_in_auction": 1.0}, False))[0] == "24A"


def test_reads_any_and_settle_are_the_one_gate_and_the_one_decision_of_a_section_reader() -> None:
    """A reader looks when the lexicon read its situation surely enough (``reads_any``), and states its section by
    replacing the situation's concepts with the section's, marked settled (``settle``)."""
    from lawbase.search.concepts import ConceptMatch, is_settled, reads_any, settle

    found = [ConceptMatch("revoke", 0.6, "~words"), ConceptMatch("hesitation", 1.0, "думал")]
    assert reads_any(found, ("revoke", "revoke_correction"))
    assert not reads_any(found, ("revoke",), weight=0.8)
    # the ids as any collection or a one-time iterable, the matches as any iterable: the same answers
    assert reads_any(iter(found), (cid for cid in ("claim", "hesitation")), 1.0)
    assert reads_any(found, {"revoke"}) and reads_any(found, frozenset({"revoke"})) and reads_any(found, ["revoke"])
    assert not reads_any(found, ()) and not reads_any([], ("revoke",)) and not reads_any(found, ("claim",), 0.0)
    out = settle(found, ("revoke", "revoke_correction"), "revoke_corrected_defender")
    assert [m.id for m in out] == ["hesitation", "revoke_corrected_defender"]
    assert is_settled(out[1]) and not is_settled(out[0])


@pytest.mark.parametrize(("text", "cid", "found"), [
    # «после трёх пасов», «после окончания торговли» are one phrase each, not «после» anywhere and a number later
    ("после трёх пасов левый ещё сказал контра", "call_after_final_pass", True),
    ("после окончания торговли сосед сказал 3♣", "call_after_final_pass", True),
    ("правый сказал 2♥ после моих 2♠, поправил на 3 без козыря, судья велел партнёру пасовать", "call_after_final_pass",
     False),
    ("левый сказал 1♣ после 1БК, потом решил не перебивать; партнёру молчать до конца торговли?",
     "call_after_final_pass", False),
    # Law 75: partner's explanation of the narrator's own call
    ("партнёр объяснил мою 2♦ как мульти", "own_side_misexplanation", True),
    ("partner explained our 1NT as 12-14", "own_side_misexplanation", True),
    ("соперник объяснил их 2♦ как мульти", "own_side_misexplanation", False),
    # Law 21A: the player's own misunderstanding
    ("сама криво поняла их объяснение", "own_misunderstanding", True),
    ("сам перепутал, что значат их 2♣", "own_misunderstanding", True),
    ("мне послышалось 2♥, и я ответил невпопад", "own_misunderstanding", True),
    ("I misunderstood the explanation", "own_misunderstanding", True),
    ("сам перепутал карточки в боксе и положил не ту", "own_misunderstanding", False),  # a misclick: 25A
    # Law 73: communication by the manner of a tap or a whisper
    ("левый барабанит пальцами по столу перед каждым ходом партнёра", "partner_communication", True),
    ("соперники всё время шепчутся", "partner_communication", True),
    ("стучит по клавиатуре", "partner_communication", False),
])
def test_the_lexicon_reads_laws_21a_39_73_and_75_as_players_tell_them(text: str, cid: str, found: bool) -> None:
    """call_after_final_pass (39), own_side_misexplanation (75), own_misunderstanding (21A), partner_communication
    (73)."""
    assert any(m.id == cid and m.weight >= 0.8 for m in read(text).concepts) is found


@pytest.mark.parametrize(("text", "cid", "found"), [
    # a card that fell (выпал, выпала…) is no call blurted out (выпалил), and a card may also slip out (выскользнул)
    ("он выпалил «пас», хотя говорить должен был я", "penalty_card", False),
    ("он выпалил «пас», хотя говорить должен был я", "card_exposed_in_auction", False),
    ("у защитника выпала дама пик", "penalty_card", True),
    ("во время торговли у меня из рук выскользнул король", "honour_exposed_in_auction", True),
    # doubling partner's call (36) is not doubling when it was partner's turn (32)
    ("правый законтрировал, когда очередь была её партнёра", "inadmissible_double", False),
    ("правый законтрировал, когда очередь была её партнёра", "double_out_of_turn", True),
    ("левый законтрировал партнёра", "inadmissible_double", True),
    ("сосед законтрил заявку партнёра", "inadmissible_double", True),
    ("после 1 пики партнёра я по ошибке законтрировал его же заявку", "inadmissible_double", True),
    ("RHO doubled his partner's 2♠", "inadmissible_double", True),
    # «вместо» and «партнёр» far apart are no call out of rotation; hurrying is no premature play unless "before
    # partner" is said
    ("я сказал 2♥ вместо 2♦, а партнёру ничего не объяснил", "call_out_of_rotation", False),
    ("поспешил с ответом, партнёр не успел подумать", "premature_play", False),
    ("защитник выскочил раньше партнёра в следующую взятку", "premature_play", True),
    # «торговля уже» is a call after the final pass only when the auction is over, not when it has begun
    ("Торговля уже началась, и Запад спасовал, когда говорить должен был его партнёр", "call_after_final_pass", False),
    ("торговля уже закончилась, а сосед ещё сказал контру", "call_after_final_pass", True),
])
def test_the_lexicon_tells_a_card_that_fell_from_a_call_blurted_and_partners_call_from_partners_turn(
        text: str, cid: str, found: bool) -> None:
    """Words that sit in two situations' triggers: each example is the one the trigger was written for, or the one
    it must not catch."""
    assert any(m.id == cid and m.weight >= 0.8 for m in match(text)) is found


@pytest.mark.parametrize(("text", "found"), [
    # a lead or play demanded (by a penalty, declarer or the director) in a suit the player does not hold: Law 59
    ("razygryvayushchiy trebuet hod v mast, a u menya ee net", True),
    ("defender can't comply with the lead penalty, has no card of that suit", True),
    ("Судья сказал партнёру сыграть трефой, а треф у него нет", True),
    ("заставили ходить в черву а у него их нет чо он делает", True),
    ("partner ne mozhet vypolnit trebovanie razygryvayushchego, net takoi masti", True),
    ("по наказанию должен играть старшей пикой, а пик нет вапще", True),
    ("declarer demanded a heart lead but my partner is void in hearts", True),
    ("I was told to lead a spade but I have none", True),
    # no demand: a void, a discard, a revoke question
    ("у меня нет пик, и я сбросил черву", False),
    ("трефы у него нет, и он сбросил бубну — это ренонс?", False),
    ("declarer has no spades in dummy", False),
])
def test_the_lexicon_reads_a_demand_the_player_cannot_meet_as_law_59(text: str, found: bool) -> None:
    assert any(m.id == "inability_to_play" and m.weight >= 0.8 for m in match(text)) is found


@pytest.mark.parametrize(("text", "cid"), [
    ("LOOT", "lead_out_of_turn"),
    ("there was a loot, what now", "lead_out_of_turn"),
    ("OLOOT", "opening_lead_out_of_turn"),
    ("LOOT at trick one", "opening_lead_out_of_turn"),
])
def test_players_abbreviation_of_a_lead_out_of_turn_is_read(text: str, cid: str) -> None:
    """LOOT (lead out of turn) and OLOOT (opening lead out of turn), as players write them (issue 10 names LOOT)."""
    assert any(m.id == cid and m.weight >= 0.8 for m in match(text))


def test_a_loot_the_declarer_accepted_is_law_53_and_one_he_refused_law_56() -> None:
    assert "lead_out_of_turn_accepted" in read("LOOT in mid hand, declarer just followed to it").concept_ids
    assert "defender_lead_out_of_turn_refused" in read("opening LOOT, declarer refused it").concept_ids


@pytest.mark.parametrize(("text", "cid"), [
    ("can I get an undo on BBO", "misclick"),  # online play: a call taken back by the platform's undo
    ("partner asked for an undo", "misclick"),
    ("comparable call", "insufficient_bid"),  # the 2017 term: a call replacing an insufficient bid without penalty
    ("the table result stands?", "adjusted_score"),  # whether the director keeps or adjusts the score obtained
    ("результат за столом оставят?", "adjusted_score"),
])
def test_online_and_modern_terms_players_use_are_read(text: str, cid: str) -> None:
    """Terms issue 10 names (undo, comparable call, table result) reach their situations."""
    assert any(m.id == cid and m.weight >= 0.8 for m in match(text))


@pytest.mark.parametrize(("text", "cid"), [
    ("Мой партнёр прихворнул, можно ли посадить вместо него соседа на вторую половину вечера?", "substitute_player"),
    ("в команду пришёл запасной посреди сессии — так можно?", "substitute_player"),
    ("После сдачи соперник перемешал свои карты, и теперь не понять, давал он черву или нет",
     "cards_mixed_before_proof"),
    ("score correction period after a team match", "score_correction"),
    # a disputed claim, typed glued (the claims reader settles Law 70) or in Latin letters (the lexicon reads 70)
    ("деклар скзал остальные мои а мы несогласны зовем дира что дальше", "claim_disputed"),
    ("pretenziya na ostavshiesya vzyatki, opponent ne soglasen, chto delaet sudya", "contested_claim"),
])
def test_a_substitute_cards_mixed_after_play_a_correction_period_and_a_disputed_claim_are_read(text: str,
                                                                                               cid: str) -> None:
    assert cid in read(text).concept_ids


def test_cards_shuffled_before_the_deal_stay_a_deal_story() -> None:
    assert "cards_mixed_before_proof" not in read("сдавал и перемешал карты плохо").concept_ids


@pytest.mark.parametrize(("text", "cid", "found"), [
    # a psychic call told by what it showed or meant to do (40A), not an ordinary opening with its points
    ("Партнёр открылся 1 без козыря с семью очками, соперники возмущены и говорят, что так нельзя.", "psych", True),
    ("Партнёр открыл одну пику, имея две пики и шесть очков, просто чтобы сбить противников с толку.", "psych", True),
    ("открыл 1♠ с 12 очками, партнёр ответил 2♥", "psych", False),
    # following suit comes before playing a penalty card (44C)
    ("I have a penalty card in spades, hearts are led and I still hold hearts - which one must I play?",
     "follow_suit_duty", True),
    ("обязан ли я давать в масть хода?", "follow_suit_duty", True),
    ("у меня штрафная карта, когда её играть?", "follow_suit_duty", False),
])
def test_a_psychic_opening_and_the_duty_to_follow_suit_are_read(text: str, cid: str, found: bool) -> None:
    assert any(m.id == cid and m.weight >= 0.8 for m in match(text)) is found


@pytest.mark.parametrize(("text", "cid"), [
    ("Do I have to keep my played cards in a row in front of me?", "trick_arrangement"),  # Law 65
    ("как складывать сыгранные карты перед собой?", "trick_arrangement"),
    # Law 58
    ("вистующий сыграл картой в тот же момент, когда его партнёр делал ход", "simultaneous_with_another_play"),
    ("разыгрываюший уронил карту на стол, вистуюшие её видели, она теперь штрафная?", "declarer_exposed_card"),  # 48
])
def test_played_cards_in_a_row_simultaneous_plays_and_declarer_s_dropped_card_are_read(text: str, cid: str) -> None:
    assert any(m.id == cid and m.weight >= 0.8 for m in match(text))


def test_who_calls_first_on_a_board_reads_the_dealer_and_the_start_of_the_auction() -> None:
    """«Кто первым торгуется на седьмой сдаче?»: the dealer of the board (Law 2) starts the auction (17B)."""
    found = read("Кто первым торгуется на седьмой сдаче? У нас за столом спор").concept_ids
    assert {"first_call", "boards_dealer_vulnerability"} <= set(found)


@pytest.mark.parametrize("text", ["кто должен первым говорить в торговле", "kto dolzhen pervym govorit v torgovle",
                                  "who bids first?"])
def test_who_calls_first_is_the_first_call_not_the_auction_s_duration(text: str) -> None:
    """Who makes the first call is the dealer (17B, concept ``first_call``); the auction's end is another question."""
    found = read(text).concept_ids
    assert found[0] == "first_call" and "auction_duration" not in found


@pytest.mark.parametrize(("text", "cid", "found"), [
    ("сыграл не ту карту by mistake, можно забрать?", "wrong_board", False),  # a card, not a board
    ("мы сыграли не ту сдачу", "wrong_board", True),
    ("сказал со стола «маленькую пику», а хотел черву, сразу поправился", "designation_corrected", True),  # 45C4(B)
    ("партнёр поверх 1бк сказал 1 пику, хотел 2 пики и тут же поправился на 2 пики", "designation_corrected", False),
])
def test_a_wrong_card_is_no_wrong_board_and_a_designation_corrected_names_dummy(text: str, cid: str,
                                                                                  found: bool) -> None:
    assert any(m.id == cid and m.weight >= 0.8 for m in match(text)) is found
