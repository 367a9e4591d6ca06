"""The situation reader (``bot.intake.situation``, issue 10) on hand-checked sentences, written from the law text and
the way players write in chat (Russian, Latin-typed Russian, English): for each, the calls, cards and seats it
must find (canonical, in reading order), the period (auction, play, or not said), and a situation it must
recognise. Plus: any text is read without an exception (hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake.situation import read, search

# (text, calls, cards, seats, period, a concept that must be among those found; "" = none required)
SENTENCES = [
    ("партнёр сказал 1♦ после моей 1♥", "1D 1H", "", "partner me", "auction", "insufficient_bid"),
    ("оппонент сказал две трефы после моих двух бубен", "2C 2D", "", "me", "auction", "insufficient_bid"),
    ("he bid 1D over my 1H", "1D 1H", "", "me", "auction", "insufficient_bid"),
    ("LHO bid 2C over my 2D", "2C 2D", "", "lho me", "auction", "insufficient_bid"),
    ("левый сказал одну бубну на мою одну черву", "1D 1H", "", "lho me", "auction", "insufficient_bid"),
    ("я открыл 1♠, партнёр ответил 2♥", "1S 2H", "", "me partner", "auction", ""),
    ("Север открыл 1БК, Восток сказал контра", "1NT X", "", "N E", "auction", ""),
    ("West passed, North bid 3NT", "P 3NT", "", "W N", "auction", ""),
    ("партнёр спасовал вне очереди", "", "", "partner", "auction", "pass_out_of_turn"),
    ("пас не в очередь", "P", "", "", "auction", "pass_out_of_turn"),
    ("правый законтрил вне очереди", "", "", "rho", "auction", "double_out_of_turn"),
    ("East bid 2S out of turn", "2S", "", "E", "auction", "bid_out_of_turn"),
    ("Юг изменил 1♥ на 1♠", "1H 1S", "", "S", "auction", "change_of_call"),
    ("хотела сказать 2 червы, а вытащила 2 пики", "2H 2S", "", "", "auction", "misclick"),
    ("it was a misclick, I meant 2H not 2S", "2H 2S", "", "me", "auction", "change_of_call_inadvertent"),  # 25A
    ("парень сказал 8 пик", "8S", "", "", "auction", "bid_above_seven"),
    ("Восток заявил 8♦", "8D", "", "E", "auction", "bid_above_seven"),
    ("партнёр законтрил мою заявку 2 пики", "2S", "", "partner me", "auction", "inadmissible_double_not_called_over"),
    ("реконтра без контры", "XX X", "", "", "auction", "inadmissible_double"),
    ("после трёх пасов левый сказал контра", "X", "", "lho", "auction", "call_after_final_pass"),
    ("оба сказали заявку одновременно", "", "", "", "auction", "simultaneous_calls"),
    ("партнёр должен был пасовать, но заявил 3♣", "3C", "", "partner", "auction", "pass_obligation"),
    ("во время торговли у левого упал туз пик", "", "SA", "lho", "auction", "honour_exposed_in_auction"),  # an ace: 24B
    ("a card was exposed during the auction", "", "", "", "auction", "card_exposed_in_auction"),
    ("партнёр долго думал, а потом спасовал", "", "", "partner", "auction", "hesitation"),
    ("partner hesitated before passing", "", "", "partner", "auction", "hesitation"),
    ("после долгой паузы партнёр сказал 4♥", "4H", "", "partner", "auction", "hesitation"),
    ("my LHO thought for ages and passed", "P", "", "me lho", "auction", "hesitation"),
    ("партнёр вздохнул, когда я открыл 1♠", "1S", "", "partner me", "auction", "unauthorized_information"),
    ("he made a remark that gave partner information", "", "", "partner", None, "unauthorized_information"),
    ("услышал результат сдачи с соседнего стола", "", "", "", None, "outside_information"),
    ("оппоненты неправильно объяснили свою заявку", "", "", "", "auction", "misinformation"),
    ("we got a wrong explanation of their 2♣", "2C", "", "", "auction", "misinformation"),
    ("они не поставили алерт на 2♦", "2D", "", "", "auction", "alert"),
    ("they failed to alert the transfer", "", "", "", "auction", "alert"),
    ("спросил, что значит контра партнёра", "X", "", "partner", "auction", "explanation_request"),
    ("попросил повторить торговлю", "", "", "", "auction", "review_auction"),
    ("у пары скрытые договорённости", "", "", "", None, "partnership_understandings"),
    ("партнёр психанул 1♠", "1S", "", "partner", "auction", "psych"),
    ("атаковал не тот вистующий", "", "", "", "play", "opening_lead_out_of_turn"),
    ("the wrong defender made the opening lead", "", "", "", "play", "opening_lead_out_of_turn"),
    ("Запад вышел ♠K не в очередь", "", "SK", "W", "play", "lead_out_of_turn"),
    ("вистующий сходил вне очереди", "", "", "", "play", "lead_out_of_turn"),
    ("a defender led out of turn", "", "", "", "play", "lead_out_of_turn"),
    ("разыгрывающий сходил из руки, хотя ход был со стола", "", "", "", "play", "declarer_wrong_hand"),
    ("declarer led from hand when the lead was in dummy", "", "", "", "play", "declarer_wrong_hand"),
    ("разыгрывающий вышел с руки, а взятку выиграл стол", "", "", "", "play", "declarer_wrong_hand"),
    ("у вистующего упала дама червей на стол", "", "HQ", "", "play", "penalty_card"),
    ("a defender dropped the king of spades face up", "", "SK", "", "play", "penalty_card"),
    ("у вистующего две штрафные карты в разных мастях", "", "", "", "play", "penalty_cards_several_suits"),
    ("вистующий не сыграл штрафную карту", "", "", "", "play", "penalty_card_not_played"),
    ("разыгрывающий уронил пК на стол", "", "SK", "", "play", "declarer_exposed_card"),
    ("declarer exposed a card", "", "", "", "play", "declarer_exposed_card"),
    ("вистующий сыграл карту раньше партнёра", "", "", "partner", "play", "premature_play"),
    ("a defender played before his partner", "", "", "partner", "play", "premature_play"),
    ("вистующий положил две карты сразу", "", "", "", "play", "simultaneous_play"),
    ("он сбросил, хотя у него была пика", "", "", "", "play", "revoke"),
    ("partner revoked on the third trick", "", "", "partner", "play", "revoke"),
    ("он не дал в масть", "", "", "", "play", "revoke"),
    ("у него была черва, но он козырнул", "", "", "", "play", "revoke"),
    ("defender had a spade but ruffed", "", "", "", "play", "revoke"),
    ("ренонс заметили после хода в следующую взятку", "", "", "", "play", "revoke_establishment"),
    ("сколько взяток передают за ренонс", "", "", "", "play", "revoke_penalty"),
    ("вистующий спросил партнёра, нет ли у него пик", "", "", "partner", "play", "revoke_inquiry"),
    ("разыгрывающий выложил карты и сказал, что остальные его", "", "", "", "play", "claim"),
    ("declarer claimed the rest", "", "", "", "play", "claim"),
    ("оппоненты оспорили претензию разыгрывающего", "", "", "", "play", "contested_claim"),
    ("the defenders disputed the claim", "", "", "", "play", "contested_claim"),
    ("защитник уступил взятку, которую не мог проиграть", "", "", "", "play", "concession"),
    ("we disagree about the number of tricks", "", "", "", "play", "trick_count_dispute"),
    ("мы посчитали девять взяток, а соперники говорят восемь", "", "", "", "play", "trick_count_dispute"),
    ("результат записали неправильно", "", "", "", None, "score_correction"),
    ("болван заглянул в карты вистующего", "", "", "", "play", "dummy_looks_at_defender"),  # 43A2(C)
    ("dummy looked at a defender's hand", "", "", "", "play", "dummy_looks_at_defender"),
    # Law 42B1: dummy may ask declarer whether he has none of the suit (the reader settles the section)
    ("может ли болван спросить разыгрывающего, нет ли масти", "", "", "", "play", "dummy_asks_declarer"),
    ("разыгрывающий коснулся карты стола", "", "", "", "play", "card_played"),
    ("declarer called 'small' from dummy", "", "", "", "play", "dummy_designation_high_low"),
    ("разыгрывающий сказал «маленькую», не назвав масть", "", "", "", "play", "dummy_designation_high_low"),
    ("вистующий забрал сыгранную карту обратно", "", "", "", "play", "retract_played_card"),
    ("в одной взятке оказалось три карты", "", "", "", "play", "defective_trick"),
    ("можно ли посмотреть последнюю взятку", "", "", "", "play", "trick_look_current"),  # Law 66A
    ("карту взятки положил не той стороной", "", "", "", "play", "trick_arrangement"),
    ("у меня оказалось 14 карт", "", "", "me", None, "wrong_number_of_cards"),
    ("нашли карту под столом посреди розыгрыша", "", "", "", "play", "missing_card"),
    ("мы сыграли не ту сдачу", "", "", "", None, "wrong_board_played"),  # Law 15A
    ("игрок вынул карты из чужого кармана коробки", "", "", "", "auction", "cards_from_wrong_pocket"),
    ("карты плохо перемешали перед сдачей", "", "", "", None, "shuffle_deal"),
    ("пара села не на свою линию", "", "", "", None, "tables_seats"),
    ("надо ли звать судью?", "", "", "", None, "call_director"),
    ("director! they revoked", "", "", "", "play", "call_director"),
    ("судья присудил 60 на 40", "", "", "", None, "adjusted_score"),
    ("хочу подать апелляцию на решение судьи", "", "", "", None, "appeal"),
    ("оппонент нахамил партнёру", "", "", "partner", None, "conduct_etiquette"),
    ("зритель указал на ренонс", "", "", "", "play", "spectators"),
    ("на разных столах сдача оказалась разной", "", "", "", None, "fouled_board"),
    ("кто сдающий на сдаче 5", "", "", "", None, "boards_dealer_vulnerability"),
    ("сколько очков за контрированный гейм в зоне", "", "", "", None, "scoring"),
    ("у партнёра был ♥A и ♠K", "", "HA SK", "partner", "play", ""),
    ("Юг сыграл король пик, Запад дал туза", "", "SK", "S W", "play", ""),
    ("N opened 1♣, E 1♥, S 1♠, W pass", "1C 1H 1S P", "", "N E S W", "auction", ""),
    ("контракт 4♠, разыгрывающий Юг", "4S", "", "S", "play", ""),  # a contract stated: the auction is over
    ("vistuyushchiy poshel ne v svoyu ochered", "", "", "", "play", "lead_out_of_turn"),
    ("partner dolgo dumal potom skazal pas", "P", "", "partner", "auction", "hesitation"),  # "pas" in Latin letters
    ("сопреник не дал вмасть", "", "", "", "play", "revoke"),
    ("ходвнеочереди", "", "", "", "play", "lead_out_of_turn"),
    ("привет, как дела", "", "", "", None, ""),
    # whose turn it was (bot.intake.table_order): seats and calls in order say what no word says
    ("Юг открыл 1♦, а Восток тут же сказал 1♠", "1D 1S", "", "S E", "auction", "call_out_of_rotation"),  # 29
    ("North opened 1NT and West doubled at once", "1NT X", "", "N W", "auction", "call_out_of_rotation"),
    ("я сказал 3♣, потом сразу: нет, 3♦", "3C 3D", "", "me", "auction", "change_of_call"),  # 25
    ("I bid 2S — no, make that 3S", "2S 3S", "", "me", "auction", "change_of_call"),
    ("Последнюю взятку выиграл Север, а на следующую вышел Восток", "", "", "N E", "play", "lead_out_of_turn"),  # 44G
    ("South won the trick, then West led the ace of spades", "", "SA", "S W", "play", "lead_out_of_turn"),
    ("играем 3БК с Севера, первым вышел Запад", "3NT", "", "N W", "play", "opening_lead_out_of_turn"),  # 41A
    ("we were in 4S by North and West led", "4S", "", "N W", "play", "opening_lead_out_of_turn"),
    # holdings are no calls; a contract played is no call made (the period is the play)
    ("Юг открыл 1♠ с пятью пиками и 10 очками", "1S", "", "S", "auction", ""),
    ("he opened 1H holding six hearts", "1H", "", "", "auction", ""),
    ("играю 4♠ с Юга, Запад вышел тузом треф", "4S", "CA", "S W", "play", ""),
    # calls, cards and seats in forms the scanner does not read (bot.intake.forms)
    ("he bid 1 no-trump over my 2C", "1NT 2C", "", "me", "auction", "insufficient_bid"),
    ("сказал две бескозырки после моих трёх треф", "2NT 3C", "", "me", "auction", "insufficient_bid"),
    ("левый сказал 3 б/к", "3NT", "", "lho", "auction", ""),  # not 3♦: "б/к" is no trump
    ("сказал три бк", "3NT", "", "", "auction", ""),
    ("партнёр сказал дабл на мои 2 пики", "X 2S", "", "partner me", "auction", ""),
    ("skazal pas ne v svoyu ochered", "P", "", "", "auction", "call_out_of_rotation"),
    ("Запад вышел пиковым королём", "", "SK", "W", "play", ""),
    ("the spade king was led out of turn", "", "SK", "", "play", "lead_out_of_turn"),
    ("у партнёрши упала трефовая дама", "", "CQ", "partner", "play", ""),
    ("после моих 2♥ левая сказала 2♦", "2H 2D", "", "me lho", "auction", "insufficient_bid"),
    ("pard doubled", "X", "", "partner", "auction", ""),
    ("led a spade two tricks later", "", "", "", "play", ""),  # "spade two" is no card here
    # what the text's shape tells (bot.intake.told)
    ("вистующий сказал вслух «у меня ещё король треф»", "", "CK", "me", "play", "defender_names_card"),  # 49
    ('LHO said "I have the king of spades" before the last trick', "", "SK", "lho me", "play",
     "defender_names_card"),  # 49
    ("разыгрывающий считает 10 взяток, а мы 9", "", "", "", "play", "trick_count_dispute"),  # 79
    ("they say 9 tricks, we say 8", "", "", "", "play", "trick_count_dispute"),
    ("clicked the wrong card, meant the 4 of hearts", "", "H4", "", "play", "card_played"),  # 45, not 25A
]


def test_there_are_at_least_a_hundred_hand_checked_sentences() -> None:
    assert len(SENTENCES) >= 100 and len({row[0] for row in SENTENCES}) == len(SENTENCES)


@pytest.mark.parametrize(("text", "calls", "cards", "seats", "period", "concept"), SENTENCES,
                         ids=[f"{i}" for i in range(len(SENTENCES))])
def test_the_reader_finds_what_the_sentence_says(text: str, calls: str, cards: str, seats: str, period: str | None,
                                                 concept: str) -> None:
    found = read(text)
    assert " ".join(c.value for c in found.calls) == calls
    assert " ".join(c.value for c in found.cards) == cards
    assert " ".join(s.value for s in found.seats) == seats
    assert found.period == period
    if concept:
        assert concept in found.concept_ids, found.concept_ids


def test_a_lower_bid_is_insufficient_only_in_the_order_it_was_made_law_27() -> None:
    """Law 27 / 18D: 1♦ after 1♥ is insufficient; 1♥ after 1♦ is not; "2♠ instead of 2♥" is one call meant as
    another (25A), not a sequence; "changed 1♥ to 1♠" is a change of call (25)."""
    assert "lower_bid" in read("LHO bid 1D over my 1H").marks
    assert "lower_bid" in read("я сказал 1♥, потом левый 1♦").marks
    assert "lower_bid" not in read("я сказал 1♦, потом левый 1♥").marks
    assert "lower_bid" not in read("хотел 2♥, а сказал 2♠ вместо 2♥").marks
    assert "lower_bid" not in read("Юг изменил 1♥ на 1♠").marks


@pytest.mark.parametrize("text", [
    "Север открыл 1♥, Восток спасовал, Юг сказал 2♥",  # South after North: East's pass merely not told as a call
    "North opened 1H, East passed, South bid 2H, West doubled",  # every call in rotation
    "East won the trick and led a club, West played the king",  # the winner led; West followed
    "играю 4♠ с Юга, Запад вышел тузом треф",  # declarer's LHO made the opening lead (41A)
    "Юг изменил 1♥ на 1♠",  # a change of call in words, no correction word between the calls
])
def test_calls_and_leads_in_turn_prove_nothing(text: str) -> None:
    """Law 17/41A/44G: calls in rotation, the trick's winner leading, declarer's LHO leading first are no
    irregularity; and a holding ("с пятью пиками") or the contract ("играю 4♠") is no call."""
    marks = read(text).marks
    assert not marks & {"corrected_call", "called_before_turn", "led_after_other_won", "wrong_opening_leader"}


@pytest.mark.parametrize(("text", "about"), [
    ("у соперников странная система, они её не объясняют", True),  # players and a thing of the game
    ("the opponents never show their convention card", True),
    ("судья так и не подошёл", True),
    ("партнёр", True),  # a player
    ("протест на решение тд", True), ("правило номер 25", True), ("что такое партскор", True),
    ("сколько за шлем в зоне", True),
    ("привет", False), ("погода хорошая", False), ("I like pizza", False), ("", False),
])
def test_the_reader_tells_a_text_about_the_table_from_small_talk(text: str, about: bool) -> None:
    """/ask lets an unsure search speak only for a text about the game (``Situation.about_table``)."""
    assert read(text).about_table is about


@pytest.mark.parametrize("text", [
    "разыгрывающий сказал «туз бубен» со стола",  # declarer designating dummy's card (46), no exposure
    "мы сыграли 3 сдачи за 10 минут, взяток не считали",  # counts of boards and minutes, not of tricks
    "играли 4♠ и взяли 10 взяток",  # the contract's level is no trick count
    "на 7-й взятке он взял 3 взятки",  # an ordinal is no count
    "it was a misclick, I meant 2H",  # a call misclicked (25A), not a card
])
def test_what_the_shape_tells_needs_its_whole_shape(text: str) -> None:
    assert not read(text).marks & {"card_named_by_defender", "trick_counts_differ", "card_misclicked"}


def test_holdings_and_the_contract_are_no_calls_made() -> None:
    assert [c.value for c in read("открыл 1♠ с двумя пиками").calls] == ["1S"]
    found = read("играю 4♥ с Юга")
    assert found.contract is not None and found.contract.value == "4H" and "bid" not in found.marks


def test_a_law_number_said_the_long_way_is_searched_as_a_ref() -> None:
    assert read("что в правиле номер 25?").query == "что в правиле 25?"
    assert read("law no. 64 please").query == "law 64 please" and read("закон № 16").query == "закон 16"
    assert read("ПРАВИЛО ♠K номер 5 и 2♥").query == "ПРАВИЛО 5 и"  # the card blanked first, then shortened


_LONG_WAY = ["правило", "ПРАВИЛУ", "закон", "статья", "Law", "RULE", "номер", "№", "#", "no.", "number", "nr", "25",
             "7", "2♥", "♠K", "пК", "1бк", "пас", "и", "\n", "\t", " ", "İ", "ſ", "tricks", "тут"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_LONG_WAY), max_size=12), st.sampled_from(["", " ", "\n"]))
def test_the_searched_text_is_the_plain_two_steps_whatever_the_story(words: list[str], glue: str) -> None:
    """``_searched`` asks the story for a law word before scanning the blanked text: the same text as blanking and
    then shortening «правило номер 25» always gave (a piece between blanked spans is a piece of the story)."""
    from bot.intake import cues
    from bot.intake.situation import _REF_NUMBER, _searched, _without

    text = (glue or " ").join(words)
    situation = read(text)
    concrete = [c for c in situation.calls if c.value[:1].isdigit()] + situation.cards
    cues.read_whole(situation.text)
    assert _searched(situation.text, concrete) == _REF_NUMBER.sub(r"\1 \2", _without(situation.text, concrete))


@pytest.mark.parametrize(("text", "ref"), [("п.45 C4 b", "45C4(B)"), ("law 16.A.2", "16A2"),
                                          ("закон 45 C 4 b", "45C4(B)")])
def test_a_typed_ref_is_no_call_or_card(text: str, ref: str) -> None:
    """``C4`` in ``п.45 C4 b`` is a section, not the club four: it stays in the searched text."""
    situation = read(text)
    assert situation.calls == [] and situation.cards == []
    assert search(text).hits[0].ref == ref


def test_concrete_calls_and_cards_are_taken_out_of_the_searched_text() -> None:
    """"2 пики" is a call, not a question about suits (Law 1, the definition of a suit)."""
    assert read("левый сказал 2 пики после моих 2 червей").query == "левый сказал после моих"
    assert read("партнёр сказал пас").query == "партнёр сказал пас"  # a pass or a double stays a word


def test_the_reader_gives_the_laws_of_what_it_recognised() -> None:
    assert read("партнёр долго думал, а потом спасовал").laws()[:2] == ["16A", "16"]
    assert read("").laws() == [] and read(None).concept_ids == []


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_any_text_is_read_without_an_exception(text: str) -> None:
    found = read(text)
    assert found.period in (None, "auction", "play") and isinstance(found.to_dict(), dict)
