"""Free text (ru/en) → the irregularity it describes and the facts it already states (a partial case).

``/ask`` uses this to offer the matching ruling intake: ``партнёр сказал 1♦ после моей 1♥`` is an insufficient
bid of 1♦ (over 1♥, by partner); ``he led out of turn`` is a lead out of turn. The parser is deliberately
conservative: it recognises a type only from words that name it (or, for an insufficient bid, from two bids in
the wrong order), and it fills only facts that are stated unambiguously. Seats said relatively (``partner``,
``LHO``) cannot become compass seats without knowing who is speaking, so they are kept as hints for the wizard
to show, never written into the case. Any text gives a valid partial case or ``None``, never an exception.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.intake import forms, table_order, textscan
from bot.intake.cues import cued
from bot.intake.kinds import KINDS
from bot.intake.partial import check_partial
from bot.intake.situation import Situation, read
from bot.intake.stated import (
    irregular_and_prior,
    is_bid,
    is_sequence,
    rank,
    said_by_me,
    sequence,
    sequence_auction,
    sequence_dealer,
    stated_auction,
    stated_contract,
    stated_declarer,
)
from bot.intake.textscan import Found

MAX_TEXT = 2000  # a Discord option holds at most 6000; nobody describes a ruling in more than this

_OUT_OF_TURN = r"out of turn|out of rotation|not in turn|wrong hand|не в очередь|вне очереди|не в свою очередь|" \
               r"не из той руки|не с той руки|не в свой черёд|не в свой черед|раньше времени"
_LEAD = r"\blead|\bled\b|\bleading|вышел|вышла|выход|ход\w*|вист\w*|зашёл|зашел|зашла"
_SAID = r"\bbid\b|\bbids\b|\bsaid\b|\bcalled\b|\bopened\b|\bpassed\b|\bdoubled\b|\bredoubled\b|сказал\w*|" \
        r"заявил\w*|назначил\w*|объявил\w*|открыл\w* торгов|пасанул\w*|спасовал\w*|законтрил\w*"
_CALL_VERB = _SAID + r"|\bpass|\bпас|контр(?!акт)"
_EXPOSED = r"expos|dropped|faced a card|card fell|уронил|показал\w* карт|засветил|открыл\w* карт|выпал\w* карт"
_PATTERNS: tuple[tuple[str, str], ...] = (
    # online: a misclick (25A) and a hesitation (16A) named in words (before "changed"/"bid", which they also say)
    ("misclick", r"mis-?click|мисклик|не ту (?:кнопку|заявку)|(?:click\w*|нажал\w*|ткнул\w*).{0,40}"
                 r"(?:meant|intended|хотел|собирал|вместо)|(?:meant|intended|хотел\w*|собирал\w*).{0,40}"
                 r"(?:click\w*|нажал\w*|ткнул\w*)"),
    ("hesitation", r"hesitat|break in tempo|\btank\w*|долго дума\w*|долго размышля\w*|колебал\w*|колебани"),
    ("claim_decision", r"(?:claim\w*|претензи\w*|заявил\w* остальн).{0,60}(?:disagree|disput|contest|не соглас|"
                       r"оспор|возраж|(?:n't|not|never) (?:agree|accept)|object)|"
                       r"(?:disput|contest|оспор|возраж|не соглас\w* с|(?:n't|not) (?:agree|accept))\w*.{0,30}"
                       r"(?:claim|претензи)"),
    ("claim", r"claim|concession|conced|претензи|отдал\w* остальн|заявил\w* остальн|заявил\w* все взятк"),
    ("revoke", r"revok|reneg|ренонс|ревок|не в масть|не дал\w* в масть"),
    ("premature_play", r"prematur|преждевременн|раньше партн|before (?:his|her) partner"),
    ("penalty_card", r"penalty card|штрафн\w* карт"),
    ("simultaneous_calls", r"simultaneous|одновременн"),
    ("call_after_final_pass", r"after the final pass|after the auction (?:ended|was over)|"
                              r"после (?:последнего|заключительного) паса|после (?:окончания|завершения) торговли"),
    ("pass_obligation_violated", r"(?:must|had to|obliged to|should have) pass|должен был пас|обязан\w*( был)? пас"),
    ("inadmissible_call", r"inadmissible|недопустим|контр\w* (?:на )?(?:заявк\w* )?(?:своего )?партн|"
                          r"double[sd]? (?:his |her |my )?partner"),
    ("bid_above_seven", r"above seven|more than seven|выше семи|больше семи"),
    ("insufficient_bid", r"insufficient|недостаточн|\bIB\b"),
    ("change_of_call", r"change of call|changed (?:his |her |the )?(?:call|bid)|chang\w* .{0,20}\bto\b|"
                       r"изменил\w*|поменял\w*|передумал\w*|исправил\w*|замен\w*"),
)
_AUCTION_CONTEXT = r"auction|bidding|торговл|во время заяв"
_DECLARER_CONTEXT = r"declarer|разыгрывающ"
_OPENING_LEAD = r"opening lead|первый ход|первый вист|начальн\w* ход|первым ходом|с первого хода"
_DEFINITION_QUESTION = r"\s*(?:что такое|что значит|что означает|what is|what's|what are|what does|define)\b"


@dataclass
class Prefill:
    """The irregularity a text describes: its type, the partial case, and hints the case cannot hold."""

    type: str
    case: dict[str, Any]
    hints: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "case": self.case, "hints": dict(self.hints)}


def prefill(text: object) -> Prefill | None:
    """The irregularity ``text`` describes, with what it states; ``None`` when it describes none."""
    if not isinstance(text, str) or not text.strip():
        return None
    text = text[:MAX_TEXT]
    situation = read(text)  # the one reader /search and /ask use too: calls, cards, the situations named
    text = situation.text  # as the reader read it (typos mended): where its calls and cards were found
    all_calls = situation.calls
    cards = situation.cards
    auction = stated_auction(text, all_calls)
    contract = stated_contract(text, all_calls) or situation.contract  # "контракт 4♠", "играю 4♥"
    calls = [c for c in all_calls if c not in auction and c is not contract]  # the irregular call is neither
    named = _classify(text, calls, cards, auction)
    type_ = _refined(situation, named) or _by_turn(situation, named) or named or _by_concept(situation)
    if type_ is None:
        return None
    result = Prefill(type_, {"irregularity": {"type": type_}})
    declarer = stated_declarer(text) or table_order.contract_declarer(text, contract)  # "играю 4♥ с Юга"
    _fill_irregularity(result, text, calls, cards, auction, declarer)
    _fill_context(result, text, contract, auction, declarer, calls)
    if re.match(_DEFINITION_QUESTION, text, re.IGNORECASE) and result.case == {"irregularity": {"type": type_}}:
        return None  # "what is a revoke?" asks for the law, not a ruling: no facts, no offer
    try:
        check_partial(result.case)
    except ValueError:  # a fact in a form the contract refuses: say less rather than something wrong
        result.case = {"irregularity": {"type": type_}}
    return result


# A situation the reader recognised by a whole trigger (weight 1) → the intake type that rules on it, for texts the
# type patterns above do not name ("у него была черва, но он козырнул" is a revoke).
CONCEPT_TYPES = {
    "revoke": "revoke", "revoke_establishment": "revoke", "revoke_correction": "revoke", "claim": "claim",
    "contested_claim": "claim_decision", "concession": "claim", "premature_play": "premature_play",
    "penalty_card": "penalty_card", "two_penalty_cards": "penalty_card", "lead_out_of_turn": "lead_out_of_turn",
    "opening_lead_out_of_turn": "lead_out_of_turn", "declarer_wrong_hand": "lead_out_of_turn",
    "insufficient_bid": "insufficient_bid", "call_out_of_rotation": "call_out_of_turn",
    "pass_out_of_turn": "call_out_of_turn", "bid_out_of_turn": "call_out_of_turn",
    "double_out_of_turn": "call_out_of_turn", "change_of_call": "change_of_call", "misclick": "misclick",
    "card_exposed_in_auction": "card_exposed_during_auction", "inadmissible_double": "inadmissible_call",
    "bid_above_seven": "bid_above_seven", "simultaneous_calls": "simultaneous_calls",
    "pass_obligation": "pass_obligation_violated", "call_after_final_pass": "call_after_final_pass",
    "declarer_exposed_card": "declarer_exposed_card",
    # the online rulings (issue 11): a hesitation (16A), a wrong explanation or missing alert (20F, 21B, 40C), a
    # claim the opponents dispute (70: the director decides the tricks)
    "hesitation": "hesitation", "misinformation": "misexplanation", "alert": "misexplanation",
    "own_side_misexplanation": "misexplanation",  # «я неправильно объяснил заявку партнёра»: our side's (75, 20F)
}


def _section_types() -> dict[str, str]:
    """The intake type of each section a reader settles, as the situation it refines ("a bid in RHO's turn, RHO then
    passed" is still a call out of turn; an inadvertent call replaced at once a misclick). Why: a settled section
    replaces the general concept the lexicon read, which :data:`CONCEPT_TYPES` types."""
    from bot.intake import (
        changed_call,
        exposed,
        insufficient,
        lead_out_of_turn,
        partner_double,
        penalty_cards,
        premature,
        revoke,
        rotation,
    )

    by_reader = {rotation: "call_out_of_turn", exposed: "card_exposed_during_auction", revoke: "revoke",
                 premature: "premature_play", penalty_cards: "penalty_card", changed_call: "change_of_call",
                 partner_double: "inadmissible_call", lead_out_of_turn: "lead_out_of_turn"}
    types = {cid: kind for reader, kind in by_reader.items() for cid in reader.SECTIONS.values()}
    types.update({cid: "insufficient_bid" for cid in insufficient.PROVES.values()})
    types[changed_call.SECTIONS["25A"]] = "misclick"
    del types[rotation.SECTIONS["28A"]]  # a call at the turn of an RHO who had to pass counts as made in turn
    return types


SECTION_TYPES = _section_types()
CONCEPT_TYPES.update(SECTION_TYPES)
# A situation that says more than the words' type: "partner hesitated, then bid 4♠" is a hesitation, not a call;
# "claimed, but we disagree" a claim to decide (70); "misclick, I meant 2♥" no change of mind.
REFINES = {"hesitation": ("call",), "misinformation": ("call",), "alert": ("call",), "contested_claim": ("claim",),
           "own_side_misexplanation": ("call",),
           "misclick": ("call", "change_of_call", "insufficient_bid"),
           "change_of_call_inadvertent": ("call", "change_of_call", "insufficient_bid"),
           # a section a reader settled from the auction told says what the bare "call" was
           **{cid: ("call",) for cid in SECTION_TYPES}}


def _refined(situation: Situation, named: str | None) -> str | None:
    """The online type of a situation found by a whole trigger that refines the type the words named."""
    for match in situation.concepts:
        if match.weight >= 1.0 and named in REFINES.get(match.id, ()):
            return CONCEPT_TYPES[match.id]
    return None


# What the reader proved from whose turn it was (bot.intake.table_order) → the intake type, when the words named
# no more than "a call" ("Юг открыл 1♦, а Восток сказал 1♠": East called out of rotation).
TURN_TYPES = {"corrected_call": "change_of_call", "called_before_turn": "call_out_of_turn",
              "led_after_other_won": "lead_out_of_turn", "wrong_opening_leader": "lead_out_of_turn"}


def _by_turn(situation: Situation, named: str | None) -> str | None:
    if named not in (None, "call"):
        return None
    return next((TURN_TYPES[mark] for mark in sorted(situation.marks) if mark in TURN_TYPES), None)


def _by_concept(situation: Situation) -> str | None:
    """The intake type of the strongest situation the reader found, when a whole trigger found it."""
    for match in situation.concepts:
        if match.weight >= 1.0 and match.id in CONCEPT_TYPES:
            return CONCEPT_TYPES[match.id]
    return None


def _classify(text: str, calls: list[Found], cards: list[Found], auction: list[Found]) -> str | None:
    """The irregularity type named (or, for two bids in the wrong order, implied) by the text."""
    low = text.lower()
    if re.search(_EXPOSED, low) and not re.search(r"penalty card|штрафн", low):
        if re.search(_AUCTION_CONTEXT, low):
            return "card_exposed_during_auction"
        return "declarer_exposed_card" if re.search(_DECLARER_CONTEXT, low) else "penalty_card"
    if re.search(_OUT_OF_TURN, low):
        if re.search(_LEAD, low) and not re.search(_CALL_VERB, low.replace("пасов", "")):
            return "lead_out_of_turn"
        if calls or re.search(_CALL_VERB, low):
            return "call_out_of_turn"
        return "lead_out_of_turn" if (cards or re.search(_LEAD, low)) else None
    for type_, pattern in _PATTERNS:
        if re.search(pattern, low if type_ != "insufficient_bid" else text, re.IGNORECASE):
            return type_
    if any(c.value[0] in "89" for c in calls):
        return "bid_above_seven"
    irregular, prior = irregular_and_prior(text, calls, auction)
    if (irregular and prior and is_bid(irregular.value) and is_bid(prior.value)
            and rank(irregular.value) <= rank(prior.value)):
        return "insufficient_bid"
    if calls and re.search(_SAID, low):
        return "call"
    return None


def _fill_irregularity(result: Prefill, text: str, calls: list[Found], cards: list[Found],
                       auction: list[Found], declarer: Found | None = None) -> None:
    """Write the facts the text states about the irregularity itself (who, which call or card, which trick)."""
    irregularity = result.case["irregularity"]
    names = {f.name: f.kind for f in (*KINDS[result.type].facts, *KINDS[result.type].choices)}
    irregular, prior = irregular_and_prior(text, calls, auction)
    anchor = irregular or (cards[0] if cards else None)
    if result.type == "misclick" and calls:
        made, meant = _misclick_calls(text, calls)
        anchor = made or meant
        irregularity.update({k: c.value for k, c in (("call", made), ("intended", meant)) if c is not None})
    elif result.type == "change_of_call" and len(calls) >= 2:
        anchor = calls[0]  # the call changed, then what it was changed to: the same player
        irregularity["call"], irregularity["new_call"] = calls[0].value, calls[1].value
    elif "call" in names and irregular:
        irregularity["call"] = irregular.value
        if prior:
            result.hints["over"] = prior.value
            if said_by_me(text, prior):
                result.hints["over_by"] = "me"
    if "card" in names and cards:
        irregularity["card"] = cards[0].value
    if result.type == "misexplanation":
        what = _misexplained(text)
        if what:
            irregularity["what"] = what
        verb = re.search(r"\b(?:mis)?expla|объясн|обьясн|обясн", text, re.IGNORECASE)
        if verb is not None:  # the explainer is who explained («я объяснил заявку партнёра»), not the call's maker
            anchor = Found("explained", verb.start(), verb.end())
    if "cards" in names and cards:
        irregularity["cards"] = list(dict.fromkeys(c.value for c in cards))
    if "by" in names:  # a hesitation's seat may be who hesitated or who acted: the wizard asks it
        _fill_by(result, text, anchor, declarer)
    _fill_trick(result, text)


_INTENDED = cued(r"(?:meant|intended|wanted|instead of|хотел\w*|собирал\w*|имел в виду|вместо)\W{0,12}$",
                 re.IGNORECASE)
_NO_ALERT = r"(?:no|not|n't|failed to|without an?|missing) alert|не алерт\w*|без алерт\w*|забыл\w* алерт\w*"
_EXPLAINED = r"expla|объясн"


def _misclick_calls(text: str, calls: list[Found]) -> tuple[Found | None, Found | None]:
    """25A: the call clicked and the call meant — the one right after ``meant``/``хотел``/``вместо``; else the
    first call said is the one made, the next the one meant."""
    meant = next((c for c in calls if _INTENDED.search(text[max(0, c.start - 30):c.start])), None)
    made = next((c for c in calls if c is not meant), None)
    if meant is None and made is not None:
        meant = next((c for c in calls if c is not made), None)
    return made, meant


def _misexplained(text: str) -> str | None:
    """20F, 21B1: a missing alert, or a wrong explanation, when the text says which."""
    if re.search(_NO_ALERT, text, re.IGNORECASE):
        return "missing_alert"
    return "wrong_explanation" if re.search(_EXPLAINED, text, re.IGNORECASE) else None


def _fill_by(result: Prefill, text: str, anchor: Found | None, declarer: Found | None = None) -> None:
    """The offender: the seat word nearest before the irregular call or card (or the first seat word).

    A seat named as declarer (``declarer South``, ``разыгрывающий Юг``) is the contract's, never the offender."""
    seats = [s for s in forms.find_seats(text) if declarer is None or not _overlap(s, declarer)]
    before = [s for s in seats if anchor is not None and s.start < anchor.start]
    seat = (before[-1] if before else seats[0]) if seats else None
    if seat is None:
        return
    if seat.value in "NESW":
        result.case["irregularity"]["by"] = seat.value
    else:
        result.hints["by_relative"] = seat.value


def _fill_trick(result: Prefill, text: str) -> None:
    names = {f.name for f in KINDS[result.type].facts}
    if "trick" not in names:
        return
    if re.search(_OPENING_LEAD, text, re.IGNORECASE):
        result.case["irregularity"]["trick"] = 1
        return
    trick = textscan.find_number_after(text, ("trick", "взятк"), 1, 13)
    if trick is not None:
        result.case["irregularity"]["trick"] = trick


def _fill_context(result: Prefill, text: str, contract: Found | None, auction: list[Found],
                  declarer: Found | None = None, calls: Sequence[Found] = ()) -> None:
    """Board, auction, contract and declarer when the text names them (``board 5``, ``торговля: 1♥ пас``,
    ``контракт 4♠``, ``разыгрывающий Юг``)."""
    board = textscan.find_number_after(text, ("board", "доск", "сдач"), 1, 10_000)
    if board is not None:
        result.case["board"] = board
    if contract:
        result.case["contract"] = contract.value
    if declarer and declarer.value in "NESW" and KINDS[result.type].period == "play":
        result.case["declarer"] = declarer.value
    if auction:
        result.case["auction"] = [c.value for c in auction]
    elif KINDS[result.type].period == "auction" and result.type not in _ONE_PLAYERS_CALLS and is_sequence(text, calls):
        placed = sequence_auction(text, calls, result.case.get("board"))
        if placed:
            result.case["auction"] = [c.value for c in placed]
        dealer = sequence_dealer(text, list(calls))
        if dealer is not None:  # for the wizard to place once the board is known
            result.hints["auction"] = " ".join(c.value for c in sequence(list(calls)))
            if dealer:
                result.hints["auction_dealer"] = dealer


# two calls of one player (the call made, then the one meant or put instead): never the auction so far
_ONE_PLAYERS_CALLS = ("misclick", "change_of_call")


def _overlap(a: Found, b: Found) -> bool:
    return a.start < b.end and b.start < a.end
