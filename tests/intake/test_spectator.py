"""Whose spectator first drew attention to an irregularity, against whose (``bot/intake/spectator.py``, Law 11C):
the non-offending side's spectator is 11C1 (the right to a penalty may be lost), the offending side's 11C2 (the
right to rectify may be lost). Sides are told from the narrator's seat."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import spectator
from bot.intake.situation import read
from lawbase.search.concepts import LIKENESS, ConceptMatch


@pytest.mark.parametrize(("text", "ref"), [
    # our spectator, their irregularity: 11C1
    ("Зритель, внук нашей соседки, первым указал на ошибку противников, мы его сами привели", "11C1"),
    ("ошибку соперника первым заметил мой друг который стоял у меня за спиной", "11C1"),
    ("Знакомый, которого я привёл посмотреть, первым заметил ошибку соперников", "11C1"),
    ("наш кибиц первым заметил ренонс у соперников мы теряем право на штраф?", "11C1"),
    ("our kibitzer was the first to point out the opponents' revoke", "11C1"),
    # their spectator, our irregularity: 11C1 (we offended, they did not)
    ("their kibitzer pointed out my revoke before anyone else", "11C1"),
    # their spectator, their irregularity: 11C2
    ("Приятель соперников, стоявший у них за спиной, первым показал на их же ошибку", "11C2"),
    ("the opponents' friend was the first to point out their own revoke", "11C2"),
    # our spectator, our irregularity: 11C2
    ("мой муж смотрел игру и первым сказал, что я сделала ренонс", "11C2"),
])
def test_whose_spectator_against_whose_irregularity_decides_the_section(text: str, ref: str) -> None:
    assert spectator.section(text) == ref
    assert spectator.SECTIONS[ref] in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "Болельщица с соседнего стула подсказала, что была недостаточная заявка. Соперники теперь требуют штраф",
    "кибиц подсказал, что была недостаточная заявка",  # whose spectator, whose bid: not said
    "мой друг первым заметил ошибку",  # whose error: not said
])
def test_no_section_unless_both_sides_are_told(text: str) -> None:
    assert spectator.section(text) is None
    assert not set(spectator.SECTIONS.values()) & set(read(text).concept_ids)


@pytest.mark.parametrize(("text", "ref"), [
    # the director's probes: where a spectator stood, who called the director, whose object a verb names, "у
    # соперника" as a place, a player who noticed first, a spectator who only gave advice: none says anything
    ("Кибиц первым заметил ренонс соперника, и я позвал судью.", None),
    ("Зритель первым указал на ренонс соперника, мы позвали судью.", None),
    ("Кибиц заметил их ренонс.", None),
    ("Зритель сказал соперникам, что я сделал ренонс.", None),
    ("Зритель стоял у меня за спиной и первым заметил ренонс соперника.", None),
    ("A kibitzer sitting with us noticed the opponents' revoke.", None),
    ("Соперник первым заметил мой ренонс, а мой друг только подтвердил.", None),
    ("Мой друг весь вечер подсказывал мне, а соперник сделал ренонс, и я позвал судью.", None),
    ("Кибиц первым заметил, что другой соперник сделал ренонс.", None),
    ("A kibitzer noticed the opponents' revoke and I brought it to the director.", None),
    ("Моя жена стояла у соперника за спиной и первой заметила, что партнёр не пошёл в масть.", "11C2"),
    # who brought him outweighs whose friend he is
    ("Мой знакомый, которого привели соперники, заметил их ренонс.", "11C2"),
    ("Мой знакомый, которого привёл соперник посмотреть, первым заметил ренонс соперника.", "11C2"),
    ("болельщица, которую привела наша пара, указала на ренонс противника", "11C1"),
    # the owner named after the spectator is no player who noticed first
    ("Муж соперницы первым заметил, что я сделал ренонс.", "11C1"),
    ("Муж соперницы первым заметил, что она сама сделала ренонс.", "11C2"),
])
def test_the_director_s_probes(text: str, ref: str | None) -> None:
    assert spectator.section(text) == ref


def test_a_partner_is_no_spectator() -> None:
    assert not set(spectator.SECTIONS.values()) & set(read("мой партнёр первым заметил ренонс соперника").concept_ids)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("мой наш их друг кибиц соперников ошибку ренонс заметил первым "
                                             "my our their friend kibitzer opponents' revoke pointed out")),
               max_size=120))
def test_the_reader_never_raises(text: str) -> None:
    assert spectator.section(text) in (None, "11C1", "11C2")
    spectator.refine(text, [])


def _words_only(concept: str) -> ConceptMatch:
    return ConceptMatch(concept, 0.5, LIKENESS)


@pytest.mark.parametrize("text", [
    "судья стоял за спиной у разыгрывающего и вмешался, когда тот сделал ренонс",
    "директор стоял сзади и сказал, что я не дал в масть",
])
def test_a_spectator_read_from_the_words_alone_goes_when_the_director_is_the_watcher(text: str) -> None:
    found = spectator.refine(text, [ConceptMatch("revoke", 1.0, "!ренонс*"), _words_only("spectators")])
    assert [m.id for m in found] == ["revoke"]


@pytest.mark.parametrize("text", [
    "кто-то сзади подсказал партнёру, что у меня нет червей",
    "сзади подсказали партнёру, что у меня нет червей",  # no director told watching: the likeness stands
    "какой-то парень стоял за спиной и всё комментировал",
    "жена соперника стояла рядом и смотрела в мои карты",
    "судья стоял рядом, а его жена первой сказала, что партнёр не дал в масть",  # the wife may be one
    "мама стояла сзади и первой сказала, что партнёр не дал в масть",
    "my mother was watching from behind and said declarer had revoked",
])
def test_a_spectator_read_from_the_words_alone_stays_unless_the_director_is_the_only_watcher(text: str) -> None:
    found = spectator.refine(text, [_words_only("spectators")])
    assert "spectators" in [m.id for m in found]
