"""A claim or a concession (``bot/intake/claims.py``): Law 70 when the other side objects, Law 71 (no text in the
corpus; bridge-domain.md "Laws 68–71") when a side's own concession gave away a trick it had won or could not lose,
69B when a player agreed to the opponents' claim and then found such a trick, 69A when the claim was agreed or not
objected to and nothing more is told."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import claims
from bot.intake.situation import read, search


@pytest.mark.parametrize(("text", "ref"), [
    # 70: the other side objects (the lexicon's own "оспорили претензию" is read without the reader)
    ("Разыгрывающий положил карты и сказал, что остальное его, а мы против", "70"),
    ("declarer put his hand down saying the rest were his; we disagree", "70"),
    # 71: a side's own concession of a trick it could not lose
    ("Мы сами отдали последнюю взятку, хотя у нас был козырь", "71"),
    ("Вистующий сказал «забирайте всё», а потом оказалось, что его король взял бы взятку", "71"),
    # 69B: agreed to the opponents' claim, then found a trick
    ("Я согласилась с претензией, а потом поняла, что моя дама пик не могла проиграть", "69B"),
    ("We accepted declarer's claim and later realized partner still had a trump", "69B"),
    # 69A: agreed, or no objection before the round ended
    ("Разыгрывающий заявил все взятки, никто не возразил, сыграли следующую сдачу. Результат остаётся?", "69A"),
    ("declarer claimed, we agreed and wrote the score down", "69A"),
])
def test_the_law_a_claim_or_concession_falls_under(text: str, ref: str) -> None:
    assert claims.section(text) == ref
    assert claims.SECTIONS[ref] in read(text).concept_ids
    assert search(text, 3).hits[0].ref.startswith(ref) or search(text, 3).hits[0].law == ref


@pytest.mark.parametrize("text", [
    "Разыгрывающий заявил претензию на все взятки. Что дальше?",  # nothing told of the other side
    "Мы отдали взятку разыгрывающему",  # a concession, nothing found afterwards
    "оппоненты оспорили претензию разыгрывающего",  # the lexicon reads 70 itself
])
def test_what_the_reader_leaves_to_the_lexicon(text: str) -> None:
    assert not set(read(text).concept_ids) & set(claims.SECTIONS.values())


@pytest.mark.parametrize(("text", "ref"), [
    ("Разыгрывающий заявил остальное, мы не возражали и сыграли следующую сдачу", "69A"),  # not objected: agreed
    ("declarer claimed the rest, we did not object and moved to the next board", "69A"),
    ("I claimed nine tricks and the opponents agreed, but I actually had ten tricks on top", "71"),  # too few claimed
    ("Declarer claimed, we agreed, then while scoring we noticed I still had a high trump", "69B"),
    ("Защитник сказал, что отдаёт остальные, а партнёр сразу возразил", "68"),  # the conceder's own partner objects
    ("Разыгрывающий заявил все взятки, мы согласились, но тут партнёр что-то вспомнил", None),  # a turn not named
])
def test_a_directors_review_who_objected_who_conceded_and_what_turned_out(text: str, ref: str | None) -> None:
    """From the director's review: "не возражали" is no dispute; a claimer who claimed too few gets the trick back
    under 71; the conceder's partner objecting at once is Law 68 (no concession occurred: the keys of the spent sets;
    the review left it alone); an agreement the story goes on from
    with a turn the reader cannot name is not surely 69A."""
    assert claims.section(text) == ref


def test_a_dispute_is_not_an_agreement() -> None:
    """"не согласны" holds "согласны": the objection is read first."""
    assert claims.section("разыгрывающий сказал «остальное моё», мы не согласны") == "70"


_WORDS = st.sampled_from(["разыгрывающий", "претензия", "claim", "остальное моё", "мы не согласны", "согласились",
                          "отдали", "«бери остальное»", "а потом оказалось", "у нас был козырь", "никто не возразил",
                          "conceded", "agreed", "disputed", "ſ", "İ", ",", "."])


@settings(max_examples=200, deadline=None)
@given(st.lists(_WORDS | st.text(max_size=5), max_size=20).map(" ".join))
def test_any_salad_is_read_without_an_exception(text: str) -> None:
    assert claims.section(text) in (None, *claims.SECTIONS)
    read(text)


@pytest.mark.parametrize(("text", "ref"), [
    ("разыгрывающий положил карты и сказал «остальные мои», а у меня козырь остался", "70"),
    ("он заявил все взятки, забыв что у меня остался козырь, судья в итоге отдал мне взятку", "70"),
    ("declarer заклеймил остаток, но не сказал про финесс, а без него теряет взятку", "70"),
    ("разыгрывающий раскрылся молча, а после возражений сказал, что прорезал бы даму", "70"),
    ("Партнёр бросил карты и сказал «остальное ваше», хотя у нас оставался туз козырей", "71"),
    ("отдали взятку разыгрывающему а потом оказалось что она была наша", "71"),
    ("partner conceded the rest of the tricks but I objected right away", "68"),
    ("вистуюший сказал отдаю остальные а партнёр сразу возразил", "68"),
])
def test_what_the_claim_left_out_and_who_objected_to_a_concession_law_68_70_71(text: str, ref: str) -> None:
    """Law 70: the other side's claim that overlooked a trick («забыв», «а у меня козырь остался») or stated no line
    («не сказал про финесс», «раскрылся молча») is contested. Law 71: a side's own «остальное ваше», or tricks «отдали»
    with no subject, then found its own. Law 68: a concession the conceder's own partner (or the narrator, of his
    partner's) objected to at once."""
    assert claims.section(text) == ref


def test_a_judge_who_gave_a_trick_is_no_concession_by_the_narrator_law_70() -> None:
    """«судья … отдал мне взятку»: «я» inside «судья» is no conceder (Law 70, the claim overlooked a trump)."""
    found = read("он заявил все взятки, забыв что у меня остался козырь, судья в итоге отдал мне взятку").concepts
    assert found[0].id == "claim_disputed"


@pytest.mark.parametrize("text", [
    "после игры не согласны, сколько взяток взяли, кто прав",  # a count of tricks disputed, no claim told
    "posle igry ne soglasny skolko vzjatok vzjali",
])
def test_a_claim_guessed_from_loose_words_with_none_told_is_no_law_70(text: str) -> None:
    """«не согласны» settles Law 70 only when a claim is told (or the lexicon read one by a trigger): a dispute over
    the tricks won after the play is Law 79's, not a contested claim."""
    ids = read(text).concept_ids
    assert "claim_disputed" not in ids
    assert "trick_count_dispute" in ids


@pytest.mark.parametrize(("text", "ref"), [
    ("разыгрывающий сказал, что дальше всё моё, мы согласились", "69A"),  # «всё моё»: the claim's own words
    ("я согласилась, что разыгрывающий заберёт все, а потом увидела, что мой козырь он никак не мог вытянуть", "69B"),
    ("opponenty ne soglasny s klaimom, zovem sudyu", "70"),  # the claim typed in Latin letters
])
def test_a_claim_told_in_its_own_words_still_settles_the_section(text: str, ref: str) -> None:
    assert claims.SECTIONS[ref] in read(text).concept_ids
