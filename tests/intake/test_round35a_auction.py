"""Round 35 (issue 10): the auction told as a dictation — compass letters as seats («С 1♦, Ю пас»), «ЗПТ» / «ТЧК» as
a comma and a full stop, the turn told «вперёд В», «очередь С», «должен был говорить С», «перескочив своего
партнёра»; the next call told in the present («я говорю 2♦») or «как ни в чём не бывало» (28B / 29B); a barred
player's bid called over «не дожидаясь судьи» with the call alone (35B); a redouble «хотя контры никто не давал»
called over «на автомате» (35A); an insufficient bid replaced by a double «вместо нормальной ставки» (27B3, not
Law 19); the opponents' misinformation found after the play by a narrator told it (21B3)."""

import pytest

from bot.intake import compass_auction, condoned, forms, insufficient, misinformed, rotation
from bot.intake.situation import _mended, read
from lawbase.search.normalize import clean, from_telegraph


def _seats(text: str) -> list[tuple[str, int]]:
    return [(s.value, s.start) for s in forms.find_seats(_mended(text, None))]


def _compass(text: str) -> str | None:
    raw = _mended(text, None)
    return compass_auction.section(raw, forms.find_seats(raw), forms.every_call(raw))


def _rotation(text: str) -> str | None:
    raw = _mended(text, None)
    return rotation.section(raw, forms.find_seats(raw), forms.every_call(raw))


@pytest.mark.parametrize(("text", "seats"), [
    ("С 1♦, Ю пас", ["N", "S"]),
    ("З 1♥ В пас С 2♥", ["W", "E", "N"]),
    ("В 1♠, а Ю уже пас за него", ["E", "S"]),
    ("Ю открыл 1♣, З сказал контра", ["S", "W"]),
    ("С обязан был пасовать, а В следом 3♣", ["N", "E"]),
])
def test_compass_letters_are_seats(text: str, seats: list[str]) -> None:
    assert [value for value, _ in _seats(text) if value in "NESW"] == seats


@pytest.mark.parametrize("text", [
    "В азарте после 7♠ соперника партнёр назначил 8♣",  # «В» the preposition
    "С контрой всё пошло не так. В итоге минус",
    "В итоге С трудом сыграли",
    "В. Петров и С. Иванов играли против нас",  # initials
    "Ю пас",  # one letter alone: too little for an auction told seat by seat
    "в 1♠ с пасом",  # lower case: prepositions
])
def test_prepositions_initials_and_a_lone_letter_are_no_seats(text: str) -> None:
    assert not [value for value, _ in _seats(text) if value in "NESW"]


@pytest.mark.parametrize(("text", "expected"), [
    ("В 1♠ ЗПТ Ю пас ТЧК", "В 1♠, Ю пас."),
    ("сказал пас зпт а партнёр тчк", "сказал пас, а партнёр."),
    ("ЗПТЫ и ТЧКА", "ЗПТЫ и ТЧКА"),  # not the whole word: untouched
    ("обычный текст, без них", "обычный текст, без них"),
])
def test_telegraph_words_are_punctuation(text: str, expected: str) -> None:
    assert from_telegraph(text) == expected


def test_telegraph_words_are_punctuation_for_the_search_too() -> None:
    assert "ЗПТ" not in clean("В 1♠ ЗПТ Ю пас")


@pytest.mark.parametrize(("text", "section"), [
    ("С 1♦, Ю пасанул вперёд В", "30B1"),  # a pass in RHO's turn
    ("Север 1♦, Юг пасанул вперёд Востока", "30B1"),
    ("В 1♠ ЗПТ Ю ещё думает ЗПТ а С уже пас за него", "30B2(A)"),  # in partner's turn
    ("З 1♥ раньше времени, говорить должен был С. С не заметил и пасанул", "28B"),  # the owner of the turn over it
])
def test_rotation_read_from_compass_letters(text: str, section: str) -> None:
    assert _compass(text) == section


@pytest.mark.parametrize("text", [
    "С 1♦, Ю пас, З пас",  # in rotation: nothing out of turn
    "С 1♦ В пас Ю 2♦ З пас",
])
def test_compass_letters_in_rotation_are_no_call_out_of_turn(text: str) -> None:
    assert _compass(text) is None


@pytest.mark.parametrize(("text", "section"), [
    ("Я открыл 1♦, и тут сосед справа, перескочив своего партнёра, сказал 1♠. Я сразу говорю 2♦", "29B"),
    ("Я открыл 1♥, правый, перепрыгнув через своего партнёра, сказал 1♠, а я сгоряча говорю 2♥", "29B"),
    ("Сосед слева выскочил с 1♠, хотя очередь была моя, а я, как ни в чём не бывало, сказал свою заявку", "28B"),
])
def test_the_next_call_over_a_call_out_of_rotation(text: str, section: str) -> None:
    assert _rotation(text) == section


@pytest.mark.parametrize("text", [
    "Я открыл 1♦, правый, перескочив своего партнёра, сказал 1♠. Позвали судью",  # ruled: no next call over it
    "Сосед слева выскочил с 1♠, хотя очередь была моя. Позвали судью, он разрешил мне сказать",
])
def test_no_call_over_it_before_the_director(text: str) -> None:
    assert _rotation(text) not in ("28B", "29B")


@pytest.mark.parametrize("text", [
    "С обязан был пасовать, сказал 2♥, а В не дожидаясь судьи следом 3♣",
    "Партнёр должен был пасовать до конца, но сказал 3♦, а левый не дождавшись судьи 4♠",
])
def test_a_barred_call_called_over_with_the_call_alone_is_35b(text: str) -> None:
    assert condoned.section(_mended(text, None)) == "35B"


@pytest.mark.parametrize("text", [
    "Партнёр должен был пасовать до конца, но сказал 3♦. Судью позвали сразу",  # not called over: 37
    "Партнёр должен был пасовать до конца, но сказал 3♦, и мы не дожидаясь судьи стали спорить",
])
def test_a_barred_call_not_called_over_is_no_35b(text: str) -> None:
    assert condoned.section(_mended(text, None)) != "35B"


@pytest.mark.parametrize("text", [
    "запад «реконтра», хотя контры никто не давал, а я на автомате сказал 3♥",
    "Левый дал реконтру без контры, я машинально спасовал",
    "Правый сказал реконтру, хотя контры не было, а я не заметил и сказал 2♠",
])
def test_a_redouble_with_no_double_called_over_is_35a(text: str) -> None:
    assert condoned.section(text) == "35A"


@pytest.mark.parametrize("text", [
    "Правый сказал реконтру после контры партнёра, а я сказал 2♠",  # a legal redouble
    "запад «реконтра», хотя контры никто не давал; судью позвали сразу",  # not called over
])
def test_a_legal_redouble_or_one_not_called_over_is_no_35a(text: str) -> None:
    assert condoned.section(text) != "35A"


@pytest.mark.parametrize("text", [
    "Соперник после наших 2♠ говорит 2♥, ему показывают, что мало, а он вместо нормальной ставки — «контра!»",
    "Левый сказал 1♥ после моего 1♠, ему сказали, что мало, и он вместо правильной заявки дал контру",
])
def test_an_insufficient_bid_replaced_by_a_double_is_27b3_not_law_19(text: str) -> None:
    assert insufficient.marks(text, forms.every_call(text)) == {"ib_double"}
    ids = read(text).concept_ids
    assert "insufficient_bid_replaced_by_double" in ids
    assert not [i for i in ids if i in ("doubled_score", "double_after_passes", "double_level")]


def test_a_double_after_an_insufficient_bid_corrected_otherwise_is_no_27b3() -> None:
    text = "Левый сказал 1♥ после моего 1♠, потом вместо правильной заявки сказал 2♥"
    assert insufficient.marks(text, forms.every_call(text)) != {"ib_double"}


@pytest.mark.parametrize("text", [
    "Уже после розыгрыша выяснилось, что нам 2♣ объяснили как натуральные, а это у них конвенция",
    "После розыгрыша оказалось, что нам их 1♦ объяснили неправильно",
])
def test_their_misinformation_found_after_the_play_is_21b3(text: str) -> None:
    assert misinformed.section(text, read=True) == "21B3"


def test_our_own_explanation_found_wrong_after_the_play_is_no_21b3() -> None:
    assert misinformed.section("После розыгрыша выяснилось, что партнёр неправильно объяснил мою 2♣ соперникам",
                               read=True) is None


@pytest.mark.parametrize("text", [
    "West redoubled my partner's 1♠, which had not been doubled. Before anyone noticed, I (North) bid 2♥",
    "RHO redoubled our 1♥ although it was undoubled, and I bid 2♣ before the director arrived",
    "N — «контра» (на назначение собственного партнёра). E этого не заметил и назначил 3♦",
])
def test_an_inadmissible_double_told_in_quotes_or_english_called_over_is_35a(text: str) -> None:
    assert condoned.section(text) == "35A"


@pytest.mark.parametrize("text", [
    "West redoubled my partner's 1♠ after North had doubled it, and I bid 2♥",  # a legal redouble
    "LHO doubled my partner's 1NT and I bid 2♣",  # a double of an opponent's bid: legal
    "West redoubled my 1♠ which had not been doubled; the director was called at once.",  # not called over
])
def test_legal_doubles_or_one_not_called_over_are_no_35a_in_english(text: str) -> None:
    assert condoned.section(text) != "35A"
