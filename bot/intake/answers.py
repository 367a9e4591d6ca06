"""The allowed answers of each wizard question, built from the engine's view of the auction.

Kept apart from the state machine so the lists (which bids are sufficient now, which double is admissible, the
52 cards grouped by suit) can be read and tested on their own. Labels are catalog keys for words and literal
text with suit symbols for calls and cards (``1♥``, ``♠K``): those read the same in both languages.
"""

from __future__ import annotations

from dataclasses import replace

from bot.intake.kinds import KINDS, WIZARD_ORDER, Fact
from bot.intake.questions import DONE, MORE, OTHER, SKIP, UNDO, Answer, Layout
from bot.render.bridge_words import call_key, seat_key, vul_key
from engine.auction import Auction
from engine.board import MAX_BOARD
from engine.calls import DOUBLE, PASS, REDOUBLE, Call, bid
from engine.cards import RANKS, SUITS, Card
from engine.contract import DENOMINATIONS
from engine.seats import SEATS

BOARDS_OFFERED = 24  # boards 1–24 in a select (with "other" that makes 25); any number may be typed


def call_answer(call: Call, group: str = "") -> Answer:
    """A call as an answer: bids as ``1♥``, pass/double/redouble by catalog key."""
    if call.is_bid:
        return Answer(str(call), text=call.symbol, group=group)
    return Answer(str(call), key=call_key(str(call), label=True), group=group)


def board_answers(page: int = 0) -> tuple[Answer, ...]:
    """Boards of one page (1–24, 25–48, …: a select holds 25), "more boards", and "no board number"."""
    first = page * BOARDS_OFFERED + 1
    boards = tuple(Answer(str(n), key="intake.a.board", params={"n": n})
                   for n in range(first, min(first + BOARDS_OFFERED, MAX_BOARD + 1)))
    more = first + BOARDS_OFFERED
    pages = (Answer(MORE, key="intake.a.board_more", params={"low": more, "high": more + BOARDS_OFFERED - 1}),) \
        if more <= MAX_BOARD else ()
    return (*boards, *pages, Answer(OTHER, key="intake.a.board_other"))


def seat_answers(optional: bool = False) -> tuple[Answer, ...]:
    seats = tuple(Answer(s.value, key=seat_key(s)) for s in SEATS)
    return (*seats, Answer(SKIP, key="intake.a.unknown")) if optional else seats


def mark_suggested(answers: tuple[Answer, ...], value: str | None) -> tuple[Answer, ...]:
    """The same answers with ``value`` marked as suggested and moved first (unchanged when ``value`` is None)."""
    if value is None or value not in [a.value for a in answers]:
        return answers
    marked = [replace(a, suggested=True) for a in answers if a.value == value]
    return (*marked, *(a for a in answers if a.value != value))


def mark_turn(answers: tuple[Answer, ...], turn: str | None) -> tuple[Answer, ...]:
    """Seat answers with the player in turn labelled so: whose turn it was decides most auction rulings."""
    return tuple(replace(a, key=f"intake.seat_in_turn.{a.value}") if a.value == turn and a.key else a
                 for a in answers)


def vul_answers() -> tuple[Answer, ...]:
    return tuple(Answer(v, key=vul_key(v, label=True)) for v in ("none", "NS", "EW", "both"))


def auction_answers(auction: Auction) -> tuple[Answer, ...]:
    """The legal calls now (pass, an admissible double/redouble, every sufficient bid), then undo and done."""
    calls = [PASS]
    calls += [c for c in (DOUBLE, REDOUBLE) if auction.illegality(c) is None]
    bids = [b for b in all_bids() if auction.is_sufficient(b)]
    answers = [call_answer(c, "other") for c in calls]
    answers += [call_answer(b, "bids_low" if b.level <= 3 else "bids_high") for b in bids]
    if auction.calls:
        answers.append(Answer(UNDO, key="intake.a.undo"))
    answers.append(Answer(DONE, key="intake.a.auction_done"))
    return tuple(answers)


def all_bids(levels: range = range(1, 8)) -> list[Call]:
    return [bid(level, d) for level in levels for d in DENOMINATIONS]


def bid_answers() -> tuple[Answer, ...]:
    return tuple(call_answer(b, "bids_low" if b.level <= 3 else "bids_high") for b in all_bids())


def any_call_answers(above_seven: bool = False) -> tuple[Answer, ...]:
    """Every call, for the irregular call itself (it need not be legal: that is the point)."""
    if above_seven:
        return tuple(call_answer(Call("bid", 8, d), "bids_high") for d in DENOMINATIONS)
    return (*(call_answer(c, "other") for c in (PASS, DOUBLE, REDOUBLE)), *bid_answers())


def card_answers(chosen: list[str] | None = None, many: bool = False) -> tuple[Answer, ...]:
    """The 52 cards grouped by suit (one select per suit), highest first; for several cards, then "done"."""
    taken = set(chosen or [])
    cards = [Card(s, r) for s in reversed(SUITS) for r in reversed(RANKS) if s + r not in taken]
    answers = [Answer(str(c), text=c.symbol, group=c.suit) for c in cards]
    if many and taken:
        answers.append(Answer(DONE, key="intake.a.cards_done"))
    return tuple(answers)


def type_answers(period: str, auction: Auction | None = None) -> tuple[Answer, ...]:
    """What can have happened now (``Kind.offered_in``): auction irregularities while it lasts, play irregularities
    also then (their contract is asked) and after it; a call after a passed-out auction; the online rulings
    (hesitation, explanation, claim, score, adjusted score) whenever they can arise.

    Types that cannot have happened after this auction are left out: an insufficient bid before anybody has bid
    (Law 18C), a call in breach of an obligation to pass when the player in turn has no legal call but pass.
    """
    impossible = _impossible_auction_types(auction) if period == "auction" else set()
    wanted = [t for t in WIZARD_ORDER if period in KINDS[t].offered_in and t not in impossible]
    # the types of another command (``/ruling-online``) share one select: the buttons stay for the common cases
    return tuple(Answer(t, key=f"intake.type.{t}", group="" if KINDS[t].group == "ruling" else KINDS[t].group)
                 for t in wanted)


def _impossible_auction_types(auction: Auction | None) -> set[str]:
    if auction is None:
        return set()
    out = set() if auction.has_bid else {"insufficient_bid"}
    others = [DOUBLE, REDOUBLE, *all_bids()]
    if not any(auction.illegality(c) is None for c in others):
        out.add("pass_obligation_violated")
    return out


def fact_answers(spec: Fact, values: tuple[str, ...], cards: list[str] | None) -> tuple[tuple[Answer, ...], Layout]:
    """Answers and layout for one fact or choice of an irregularity."""
    skip = (Answer(SKIP, key="intake.a.undecided" if spec.kind == "choice" else "intake.a.unknown"),)
    optional = () if spec.required else skip
    kind = spec.kind
    if kind == "seat":
        return seat_answers(not spec.required), "buttons"
    if kind == "call":
        return (*any_call_answers(), *optional), "select"
    if kind == "card" and not spec.required:  # "none": the fact did not happen (no card played instead…)
        return (*card_answers(cards), Answer(SKIP, key=f"intake.a.skip.{spec.name}")), "select"
    if kind in ("card", "cards"):
        return card_answers(cards, many=kind == "cards"), "select"
    if kind == "bool":
        return (Answer("yes", key="intake.a.yes"), Answer("no", key="intake.a.no"), *optional), "buttons"
    if kind in ("score", "scores"):  # typed only (any total points); "unknown" when the director has none
        return optional, "buttons"
    if kind in ("trick", "count"):
        numbers = range(1, 14) if kind == "trick" else range(0, 14)
        return (*(Answer(str(n), text=str(n)) for n in numbers), *optional), "select"
    return (*(Answer(v, key=f"intake.value.{spec.name}.{v}") for v in values), *optional), "buttons"
