"""Round 36's fixes of the review tests the spent blind81 / blind82 / ask_blind42 phrasings pulled elsewhere: a
director's call put off (9B1, the lexicon's ``delayed_director_call``), misinformation found before the auction's end
(21B1, no call after the final pass), an opening lead out of turn told after the auction (54, not the auction's end
17E), and a reader's settled whole law that ties another law of its concept (64 over 63, 37 over 35B)."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

# --- 9B1: the director's call put off on purpose ----------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "он специально тянет с вызовом судьи, чтобы посмотреть, как пойдёт игра",
    "они медлят с вызовом директора, пока не доиграют",
    "соперник не спешит звать судью, хочет сперва доиграть сдачу",
    "opponent is delaying calling the director to see how the hand goes",
    "he deliberately put off calling the TD until the hand was over",
    "они не торопятся вызывать судью после ренонса",
])
def test_a_director_s_call_put_off_is_9b1(text: str) -> None:
    assert "delayed_director_call" in _ids(text)
    assert _refs(text)[0].startswith("9B1")


@pytest.mark.parametrize(("text", "law"), [
    ("партнёр тянул время и потом спасовал", "16A"),  # a hesitation
    ("левый тянет время специально думает 3мин и пасует чтоб нас запутать", "73"),  # tempo to mislead
    ("судью позвали только после того, как сыграли следующую взятку", "11A"),  # called late: rights lost
    ("мы долго ждали судью, он всё не шёл", "9B2"),  # waiting for the director: what players do meanwhile, no pause
    ("судья медлит с вызовом следующего раунда", "8B"),  # the movement, no director's call
    ("декларер тянет с розыгрышем, медленная игра", "90"),  # slow play
    ("the director delayed his ruling until the end of the session", "8C"),
    # a hesitation, the director's call reserved for later (16A1): no call put off
    ("левый затянул с пасом, я сказал что оставляю за собой вызов судьи", "16A1"),
    ("Торговля ещё идёт, партнёр левого явно затянул перед пасом. Могу объявить, что оставляю за собой вызов судьи на "
     "потом?", "16A1"),
])
def test_a_slow_ruling_tempo_or_a_late_call_is_no_call_put_off(text: str, law: str) -> None:
    assert "delayed_director_call" not in _ids(text)
    assert _refs(text)[0] == law


def test_a_director_slow_to_rule_is_no_call_put_off_and_goes_to_the_director_s_laws() -> None:
    """No 1987 law times a ruling: the director's own laws (81 his duties, 82 errors of procedure) answer it. The
    test first pinned 79 (tricks won), the ranking's answer then and no law a director would cite; the spent
    blind85 / blind86 / ask_blind44 phrasings (a ruling a director got wrong, one not told appealable) put 82 first."""
    text = "судья тянет с решением уже полчаса"
    assert "delayed_director_call" not in _ids(text)
    assert _refs(text)[0] in {"81", "82"}


# --- 21B1: the opponents' misinformation found out while the auction went on -----------------------------------------


@pytest.mark.parametrize("text", [
    "Соперники неправильно объяснили 2♦, я понял это ещё до того, как торговля закончилась. Что делать?",
    "противники объяснили контру неправильно, я узнал об этом пока торговля ещё не закончилась",
    "the opponents gave a wrong explanation of 2NT and I found out before the auction ended",
])
def test_misinformation_found_before_the_auction_s_end_is_21b1(text: str) -> None:
    ids = _ids(text)
    assert "call_after_final_pass" not in ids
    assert "misinformed_too_late" not in ids
    assert _refs(text)[0] == "21B1"


@pytest.mark.parametrize(("text", "law"), [
    ("Соперники неправильно объяснили 2♦, я понял это только после того, как торговля закончилась", "21B3"),
    ("соперники неправильно объяснили 2♦, торговля закончилась, я узнал это во время розыгрыша", "21B3"),
    ("я неправильно объяснил соперникам заявку партнёра и понял это до того, как торговля закончилась", "75"),
    ("после того, как торговля закончилась, партнёр разыгрывающего сказал 4 пики", "39A"),
    ("торговля закончилась, а левый сказал контра", "39B"),
])
def test_found_late_one_s_own_explanation_or_a_call_after_the_end_is_no_21b1(text: str, law: str) -> None:
    assert "misinformed_call_changed" not in _ids(text)
    assert _refs(text)[0] == law


# --- 54: an opening lead out of turn told after the auction's end -----------------------------------------------------


@pytest.mark.parametrize("text", [
    "Торговля окончилась, вистующий атаковал вне очереди",
    "торговля закончилась, и защитник сделал первый ход не в свою очередь",
    "после торговли атаковал не тот вистующий, карта лежит лицом вверх",
])
def test_an_opening_lead_out_of_turn_after_the_auction_is_54(text: str) -> None:
    assert not {"auction_end_procedure", "retention_of_right_to_call"} & set(_ids(text))
    assert _refs(text)[0] == "54"


@pytest.mark.parametrize(("text", "law"), [
    ("Три паса после 4♥, атаку ещё не положили — торговля окончена или ещё можно что-то сказать?", "17E"),
    ("после 1♥ прошло три паса, но один был не в очередь — торговля окончена?", "34"),
])
def test_the_auction_s_end_asked_is_no_opening_lead(text: str, law: str) -> None:
    assert _refs(text)[0] == law


# --- a reader's settled whole law ties another law of its concept ----------------------------------------------------


@pytest.mark.parametrize(("text", "law"), [
    ("штраф за состоявшийся ренонс", "64"),
    ("Партнёр был обязан пасовать до конца торговли, но не дожидаясь его хода сказал 3 трефы", "37"),
])
def test_the_settled_law_takes_a_tie_with_weaker_hints_around(text: str, law: str) -> None:
    assert _refs(text)[0] == law


@pytest.mark.parametrize(("text", "law"), [
    ("ренонс когда он становится окончательным", "63"),  # asked when established: no penalty settled
    ("Партнёр обязан был молчать до конца торговли, но сказал 3♣, левый не заметил и сказал 3♥", "35B"),
])
def test_no_settled_penalty_or_a_call_condoned_keeps_its_law(text: str, law: str) -> None:
    assert _refs(text)[0] == law


# --- review 36: the round's triggers named a wrong law --------------------------------------------------------------


@pytest.mark.parametrize(("text", "law"), [
    # «мы пасовали/молчали до конца» tells the auction; «встрял» is any interjection, no call by a barred player (37)
    ("мы молчали до конца, 4♠ сыграли, а потом разыгрывающий встрял и сказал что остальные его", "68"),
    ("мы пасовали до конца, а партнёр встрял с объяснением после торговли", "20F"),
    ("у нас пас до конца торговли, разыгрывающий встрял и потребовал повторить торговлю", "20C2"),
    # one play out of turn told "before the director": no play after an illegal play (60)
    ("I played out of turn before the director could say anything, is it a penalty card?", "50"),
    ("partner played out of turn before the TD arrived and declarer wants a penalty card", "50"),
    # «принимать ли» a bidding invitation or a redeal: no option after an irregularity (10C2)
    ("соперник спросил у партнёра, соглашаться ли на пересдачу после того как карты упали", "6D1"),
    # found before the auction's end, but partner has called since: too late to change the call (21B3)
    ("opponents misexplained their 2D, I found out before the auction ended but my partner had already bid", "21B3"),
    ("соперники неправильно объяснили свою заявку, я узнал это до того, как торговля закончилась, но партнёр уже "
     "заявил 3♠ после меня", "21B3"),
    ("соперники неправильно объяснили свою заявку, я понял это пока торговля ещё шла, но партнёр после моей контры уже "
     "сказал 4♥", "21B3"),
    ("their explanation was wrong, I found out before the bidding was over, partner had already called after my "
     "double", "21B3"),
    # «ляпнул» with the call meant named: a slip of the tongue (25A)
    ("ляпнул пас, хотя хотел сказать контру", "25A"),
])
def test_review_36_sentences_name_their_law(text: str, law: str) -> None:
    assert _refs(text)[0] == law


def test_a_hesitation_over_partner_s_invitation_is_no_option_after_an_irregularity() -> None:
    """«принимать ли» a bidding invitation: a hesitation (16A: its 16A1 too, the announcement the opponents may make
    of it), no option after an irregularity (10C2). The test first pinned 16A itself; with the spent blind85 /
    blind86 / ask_blind44 phrasings a neighbour of 16A1 («замешкался … возможно, позже вызовет судью») votes first."""
    first = _refs("партнёр спросил, принимать ли ему приглашение в гейм, и я замешкался с ответом")[0]
    assert first in {"16A", "16A1"}


@pytest.mark.parametrize(("text", "cid"), [
    ("мы пасовали до конца, а партнёр встрял с объяснением после торговли", "pass_obligation"),
    ("я пасовал до конца, а партнёр вставил реплику «у нас было бы 4 пики»", "pass_obligation"),
    ("пасы до конца, а потом разыгрывающий влез: «остальные мои»", "pass_obligation"),
    ("соперники молчали до конца, а в розыгрыше разыгрывающий вставил карту не с той руки", "pass_obligation"),
    ("my partner played out of turn before the director arrived", "play_after_illegal_play"),
    ("RHO played out of turn before the director got there; does the penalty card stay on the table?",
     "play_after_illegal_play"),
    ("партнёр вслух спросил, принимать ли инвит, и соперники позвали судью", "advice_on_acceptance"),
    ("партнёр спросил, принимать ли ему приглашение в гейм, и я замешкался с ответом", "advice_on_acceptance"),
])
def test_review_36_wrong_concepts_are_not_triggered(text: str, cid: str) -> None:
    assert cid not in _triggered(text)


def test_opponents_misinformation_found_in_time_partner_called_is_not_21b1() -> None:
    text = "соперник объяснил неправильно, я понял это до того, как торговля закончилась, но партнёр уже сказал пас"
    assert "misinformed_call_changed" not in _ids(text)


def test_a_game_stalled_by_calling_the_director_is_no_call_put_off() -> None:
    text = "opponents stalled the game by calling the director on every trick"
    assert "delayed_director_call" not in _triggered(text)
