"""/ask and the wizard's text reader never fail (issue 10): hypothesis feeds random Unicode (case-folding letters
such as ``ſ`` and ``İ`` included) and realistic word salads of seats, calls, cards and table words, in Russian,
Latin-typed Russian and English, through the real command layer (console) and straight to the readers."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.config import Config
from bot.console import Console, Who
from bot.intake.partial import is_valid_partial
from bot.intake.prefill import prefill
from bot.intake.situation import read
from bot.intake.situation import search as read_and_search

WORDS = [
    # seats
    "партнёр", "партнер", "левый", "правый", "RHO", "LHO", "восток", "Запад", "север", "юг", "N", "E", "S", "W", "я",
    "my", "partner", "declarer", "dummy", "болван", "разыгрывающий", "вистующий", "defender", "оппонент",
    # calls
    "1♠", "2♣", "3БК", "1бк", "4♥", "7NT", "8♦", "пас", "pass", "контра", "реконтра", "X", "XX", "P", "1 пику",
    "две трефы", "one heart", "2S", "1D", "3nt", "1 H",
    # cards
    "пК", "♠K", "K♠", "т10", "SA", "king of spades", "дама червей", "♥Q", "10♦", "валет",
    # acts and table words
    "сказал", "заявил", "вышел", "сходил", "сыграл", "показал", "уронил", "не в масть", "ренонс", "претензия",
    "claim", "conceded", "объяснил", "alert", "долго думал", "hesitated", "misclick", "посмотрел", "судья!",
    "director", "взяток", "tricks", "score", "вне очереди", "out of turn", "после", "over", "на", "и", "а", "но",
    "?", "!", ",", "'", "\"", "it's", "East's", "ſ", "İ", "ß", "\u212a", "\u0130stanbul",
    # the reader's other forms and shape facts (bot.intake.forms, table_order, told)
    "3 б/к", "1 no-trump", "две бескозырки", "три бк", "дабл", "pas", "kontru", "пиковый король", "the spade king",
    "3 of clubs", "моих", "левая", "pard", "играю", "с Юга", "by North", "с пятью пиками", "holding", "нет,",
    "make that", "взял взятку", "won the trick", "«", "»", "10 взяток", "мы 9", "clicked", "ſpade", "İNT",
    # definition questions (their definition first) and 2017 numbers
    "what is", "what's", "что такое", "chto takoe", "партскор", "2017", "law 23",
]
SALAD = st.lists(st.sampled_from(WORDS), min_size=1, max_size=14).map(" ".join)
ANY = st.one_of(SALAD, st.text(min_size=2, max_size=200),
                st.text(alphabet=st.characters(codec="utf-8"), min_size=2, max_size=80))


def console() -> Console:
    return Console(Config(), who=Who(lang="ru"))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=ANY, lang=st.sampled_from(["ru", "en"]))
async def test_ask_answers_any_text_without_an_internal_error(text: str, lang: str) -> None:
    c = Console(Config(), who=Who(lang=lang))
    answer = await c.answer("/ask " + text.replace("\n", " "))
    assert answer is None or ("Internal error" not in answer and "Внутренняя ошибка" not in answer
                              and "Traceback" not in answer)


@settings(max_examples=300, deadline=None)
@given(text=ANY)
def test_the_readers_take_any_text(text: str) -> None:
    """The reader, the wizard's prefill and the situation search: plain data or None, never an exception."""
    situation = read(text)
    assert situation.period in (None, "auction", "play")
    found = prefill(text)
    assert found is None or is_valid_partial(found.case)
    result = read_and_search(text, 5)
    assert len(result.hits) <= 5
