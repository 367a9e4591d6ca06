"""The situation reader: what a player's words say happened at the table, for ``/search``, ``/ask`` and the
ruling wizard's prefill alike.

From Russian, Latin-typed Russian or English text it finds the seats (``левый``, ``партнёр``, ``RHO``,
``восток``), the calls (``1 пику``, ``две трефы``, ``2♣``, ``пас``, ``контра``, ``1бк``), the cards (``пК``,
``♠K``, ``king of spades``), the period (auction or play), the acts (bid, lead, revoke, claim, hesitate…) and
the *concepts* of the concept lexicon (``lawbase/data/concepts.json``): the situations the Laws deal with.

What needs the engine is decided here, from the calls themselves: a bid not higher than the one it followed is an
insufficient bid (``@lower_bid``: "he bid 1D over my 1H"), a bid of level 8 is Law 38 (``@bid8``); those facts
reach the lexicon as marks. ``lawbase`` never imports ``engine``: the concepts go to ``lawbase.search`` as plain
data (``search(text, limit, concepts=...)``). The calls and cards themselves are taken out of the text that is
searched, so the suit word of a concrete call ("2 пики") does not pull towards Law 1 or the definition of a suit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bot.intake import (
    addressee,
    asking,
    card_count,
    changed_call,
    claims,
    condoned,
    convention_card,
    cues,
    damaging_pass,
    deal,
    director_call,
    doubles,
    dummy_acts,
    dummy_call,
    exposed,
    fifth_card,
    final_pass,
    forms,
    inability,
    insufficient,
    lead_out_of_turn,
    lead_restriction,
    misinformed,
    missing_card,
    partner_double,
    pause_after,
    penalty_cards,
    premature,
    retract,
    revoke,
    rivals,
    rotation,
    spectator,
    table_order,
    told,
    trick_inspection,
    trick_winner,
    withdrawn,
    wrong_board,
)
from bot.intake.cues import Cued, cued
from bot.intake.german_spelling import from_german_spelling
from bot.intake.latin_text import from_polish_spelling, russian_in_latin
from bot.intake.stated import stated_declarer
from bot.intake.textscan import Found
from lawbase.search import SearchResult, get_index, search_index, unglue_text
from lawbase.search.concepts import is_settled, lexicon, reading, settled, strongest_first
from lawbase.search.neighbours import from_neighbour_spelling
from lawbase.search.normalize import from_scholarly_letters, from_telegraph
from lawbase.search.refs import find_refs
from lawbase.search.spelling import mend
from lawbase.search.translit import text_to_cyrillic

MAX_TEXT = 2000
# the section readers that need only the text (exposed and rotation also take the cards, seats and calls found)
SECTION_READERS = (
    dummy_call,  # what declarer said from dummy: Law 46B
    revoke,  # when a revoke was noticed and whose it was: Law 62
    missing_card,  # when a hand was found short, and where the card was: Law 14
    fifth_card,  # a fifth card played to a trick, and whose it was: Law 45E
    penalty_cards,  # two or more penalty cards, their suits, declarer's choice: Law 51B
    doubles,  # what the story says of a double or redouble: Law 19
    asking,  # a review, an explanation or whose lead, asked when: Law 20
    addressee,  # who explained (40C is the opponents'), whom a chat message went to (73 is between partners)
    retract,  # why a played card was taken back: Law 47
    condoned,  # an inadmissible call the next player called over: Law 35
    final_pass,  # who called after the final pass, and what: Law 39
    spectator,  # whose spectator first drew attention to an irregularity, against whose: Law 11C
    premature,  # declarer's choice after a premature play, and could partner comply: Law 57
    insufficient,  # a bid corrected in its own denomination that still damaged the other side: Law 27B1(B)
    dummy_acts,  # what dummy did during the play: Laws 42B and 43
    lead_restriction,  # the lead a withdrawn call restricts, by the suit it named and named again: Law 26
    withdrawn,  # whose withdrawn action the information came from: Law 16C
    changed_call,  # how a call was changed, and whether LHO accepted it: Law 25
    convention_card,  # a look at a convention card, or a card missing: Law 40E
    damaging_pass,  # a forced pass or a pass in partner's turn that damaged the other side: Law 23
    deal,  # the shuffle and the deal gone wrong: Law 6D
    card_count,  # a board with the wrong number of cards: when found, what was seen: Law 13
    partner_double,  # a double of partner's own bid told as the auction: Law 36
    lead_out_of_turn,  # a defender's lead out of turn accepted, refused, or the opening lead: Laws 53, 54, 56
    trick_inspection,  # which trick or card was looked at, and when: Law 66
    trick_winner,  # who won a trick, by what the story says of trumps: Law 44E, 44F
    wrong_board,  # a board not the players' to play: when found, whether played before: Law 15
    director_call,  # when, by whom, at what cost the director is called: Law 9B1 (16A2 after a hesitation)
    claims,  # a claim agreed, disputed or its agreement withdrawn, a concession cancelled: Laws 69, 70, 71
    misinformed,  # a call made on the opponents' misinformation, changed or too late (Law 21B): it has the last
    # word over the readers that take the same words for a call changed (25) or a played card taken back (47E2)
    inability,  # a lead or play required of a player who has none of it: Law 59
    rivals,  # last: a settled section quiets the situations of other laws the words alone suggested
)
STRONG = 0.8  # a concept this sure (a trigger met, or a telling word) may say which period the text is about
_DIRECTOR_CALLED = cued(r"(?:director|td|судь[яюи]|директор\w*|арбитр\w*)\s*!", re.IGNORECASE)
_AUCTION_WORDS = cued(r"торг|заявк|заявил|назнач|пас|контр(?!акт|ирован)|\bbid|auction|bidding|\bpass|doubl|"
                      r"alert|алерт|открыл\w* торг|opened", re.IGNORECASE)
# "правило номер 25", "закон № 25", "law no. 25": the law's number, said the long way (searched as "правило 25")
_REF_NUMBER = cued(r"\b(правил\w*|закон\w*|стать\w*|law|rule)\s*(?:номер|№|#|no\.?|number|nr\.?)\s*(\d)",
                   re.IGNORECASE)
# «нарушил порядок заявок»: the order of the calls or plays is their rotation, the book's «очередь», not a procedure
# (Law 93's «порядок рассмотрения апелляций»): the searched words say it the book's way
_ORDER_OF_TURNS = cued(r"\bпоряд(?:ок|ка|ке|ку)(?=\s+(?:заяв|назнач|торгов|ход|вист))", re.IGNORECASE)
# the words one of which every match of _REF_NUMBER holds: asked of the story (its cues are indexed: a few bit tests),
# so that the text searched, a new string the cue index does not know, is scanned only when the story has one (a
# piece of that text between blanked spans is a piece of the story: what it holds, the story holds). Only its cues
# are asked (``possible``: the bits of the story's cues), never the pattern run: a gate, and a plain alternation of
# words matches where its cues are (a pattern run over the story cost 10 µs where «правильно» or «поставить» stand)
_REF_WORD = Cued(re.compile(r"правил|закон|стать|law|rule", re.IGNORECASE))
# the people and things of a bridge table: a text that names one is about the game, however unsure its words
_TABLE_WORDS = cued(r"противник|соперник|оппонент|opponent|\bopp|защитник|вистующ|разыгрывающ|declarer|defender|"
                    r"болван|dummy|дамми|судь[яиюе]|director|\bTD\b|арбитр|апелляц|апеляц|appeal|\bпар[аыуе]\b|"
                    r"\bpairs?\b|карт[аыуео]|\bcards?\b|\bмаст|\bsuit|козыр|trump|взятк|взяток|trick|заявк|торгов|"
                    r"auction|систем|system|конвенц|convention|алерт|alert|сдач|\bboards?\b|коробк|бокс|"
                    r"bidding box|бридж|bridge|турнир|tournament|\bраунд|\bround|протокол|score|контракт|"
                    r"contract|гейм|шлем|slam|партскор|partscore|\bзон[аеыу]\b|vulnerab|игрок|player|протест|"
                    r"\bтд\b|(?:правил\w*|закон\w*|law|rule)\s*(?:номер\s*|№\s*|no\.?\s*)?\d", re.IGNORECASE)
_PLAY_WORDS = cued(r"взятк|розыгрыш|\bход\b|сходил|\bзаш[её]л|вышел|атак|вист|болван|разыгр|ренонс|масть|козыр|"
                   r"trick|\blead|\bled\b|dummy|declarer|defender|revok|ruff|follow|claim|претенз|клейм",
                   re.IGNORECASE)


@dataclass
class Situation:
    """What the text says happened: found things (canonical), period, acts, concepts, and the text to search."""

    text: str
    calls: list[Found] = field(default_factory=list)
    cards: list[Found] = field(default_factory=list)
    seats: list[Found] = field(default_factory=list)
    period: str | None = None  # "auction", "play" or None (not said)
    acts: list[str] = field(default_factory=list)
    concepts: list[Any] = field(default_factory=list)  # lawbase.search.concepts.ConceptMatch, strongest first
    marks: frozenset[str] = frozenset()
    query: str = ""  # the text without its concrete calls and cards
    contract: Found | None = None  # the contract played ("играю 4♥", "playing 4S"): a bid, but no call
    about_table: bool = False  # the text speaks of the game at all (a player, a card, a call, an act, a situation)

    @property
    def concept_ids(self) -> list[str]:
        return [c.id for c in self.concepts]

    def laws(self, limit: int = 6) -> list[str]:
        """The laws of the concepts found, strongest concept first, each law once (``engine``-free refs)."""
        from lawbase.search.concepts import lexicon

        table = lexicon().concepts
        refs = [ref for match in self.concepts for ref in table[match.id].laws]  # strongest concept first
        return list(dict.fromkeys(refs))[:limit]

    def to_dict(self) -> dict[str, Any]:
        return {"calls": [c.value for c in self.calls], "cards": [c.value for c in self.cards],
                "seats": [s.value for s in self.seats], "period": self.period, "acts": self.acts,
                "concepts": self.concept_ids, "marks": sorted(self.marks)}


def read(text: object, examples: Any = None) -> Situation:
    """Read a text (any object; non-text reads as empty), its typos mended first (``lawbase.search.spelling``:
    the situation's own words carry it, one slipped letter loses it). Never raises. ``examples``: the phrasing
    bank whose words the speller knows (``None``: the shipped one; the benches leave a dev file's out)."""

    facts = _facts(_mended(text, examples), examples)
    raw, words, made, cards, found = facts.raw, facts.words, facts.made, facts.cards, facts.found
    acts = [m.id for m in facts.acted]
    situation = Situation(raw, facts.calls, cards, facts.seats, _period(words, made, cards, found), acts, found,
                          facts.marks, _searched(raw, facts.concrete), facts.contract)
    situation.about_table = bool(situation.period or acts or facts.calls or cards or found or facts.contract
                                 or any(s.value != "me" for s in facts.seats) or _TABLE_WORDS.search(reading(words)))
    return situation


def _mended(text: object, examples: Any) -> str:
    """The text as read: cut to ``MAX_TEXT``, Russian typed in scholarly letters, the Polish or the German way
    respelt the common way, its typos mended (empty for a non-text)."""

    if not isinstance(text, str):
        return ""
    text = from_neighbour_spelling(from_scholarly_letters(text[:MAX_TEXT]))  # «razygryvajuščij», «kali nie skazaŭ»
    text = from_telegraph(text)  # «В 1♠ ЗПТ Ю пас»: a comma
    text = from_german_spelling(from_polish_spelling(text))  # «w swoju oczered», «jeschtschjo»
    return mend(text, examples=examples)


@dataclass
class _Facts:
    """What :func:`read` finds before it states the situation: the things, the marks and the concepts (all that the
    Cyrillic reading of a Latin-typed text needs is the concepts: it is not stated as a situation of its own)."""

    raw: str
    words: str  # the text with its glued words split, as the lexicon reads it
    calls: list[Found]
    made: list[Found]  # the calls made at the table (the contract played is none)
    cards: list[Found]
    concrete: list[Found]  # the bids and cards taken out of the searched text
    seats: list[Found]
    contract: Found | None
    marks: frozenset[str]
    found: list[Any]
    acted: list[Any]


def _facts(raw: str, examples: Any) -> _Facts:
    """The things the (mended) text names, the marks they make and the concepts, as the section readers settle them."""

    cues.read_whole(raw)  # the story: every reader asks about it, and about pieces of it
    refs = _typed_refs(raw)  # "п.45 C4 b" is a ref, not the club four
    every_call = [c for c in forms.every_call(raw) if not any(_overlap(c, r) for r in refs)]  # "3 б/к", "дабл"
    played = forms.played_cards(raw, every_call)  # «я сыграл 8 пик»: the eight of spades, no bid of eight
    every_call = [c for c in every_call if not any(_overlap(c, p) for p in played)] if played else every_call
    cards = [c for c in forms.every_card(raw)  # "пиковый король"
             if not any(_overlap(c, k) for k in every_call + refs + played)] + played
    taken = every_call + cards
    concrete = [c for c in every_call if c.value[:1].isdigit()] + cards  # suit words; "пас", "контра" stay words
    seats = [s for s in forms.find_seats(raw) if not any(_overlap(s, k) for k in taken)]
    contract = table_order.contract(raw, every_call)  # "играю 4♥": the contract, no call
    held = table_order.holdings(raw, every_call)  # "с пятью пиками": no call
    calls = [c for c in every_call if c not in held]
    made = [c for c in calls if c is not contract]  # the calls made at the table
    marks = _marks(raw, made, cards) | _turns(raw, made, seats, contract) | told.marks(raw, made, cards, every_call)
    words = unglue_text(raw)  # "ходвнеочереди" is three words to the lexicon too
    found, acted = lexicon().match_all(words, marks)
    found = pause_after.refine(words, marks, found)  # «после паузы … сказал 4 пики»: no bid after another
    found = exposed.refine(raw, cards, _proven(found, marks))  # the card shown says which section of Law 24
    found = rotation.refine(raw, seats, made, found)  # whose turn it was says which section of Laws 30-32
    for reader in SECTION_READERS:  # each settles a section from a fact its words state, in this order
        found = reader.refine(raw, found)
    if russian_in_latin(raw):
        found = _with_cyrillic_reading(raw, found, examples)
    return _Facts(raw, words, calls, made, cards, concrete, seats, contract, marks, found, acted)


def _with_cyrillic_reading(raw: str, found: list[Any], examples: Any) -> list[Any]:
    """Russian typed in Latin letters («kontra na zayavku svoego partnera»): the section readers and the lexicon's
    phrases are written in Cyrillic, so the text's Cyrillic rendering is read too and the situations only it finds
    are added; the Latin reading's own stay as they are (search keeps the Latin words, which the index matches by
    their spelling-independent key, better than the rendering's guesses at soft signs and й). Only the rendering's
    concepts are read (:func:`_facts`): its period, searched text and table words would go unused."""

    have = {match.id: match.weight for match in found}
    cyrillic = _mended(text_to_cyrillic(raw), examples)
    rendered = _facts(cyrillic, examples).found
    # what only the rendering finds, or finds more strongly: «hod ne v svoyu ochered» is a lead out of turn by a
    # whole trigger in Cyrillic, a faint word hint in Latin letters
    extra = [match for match in rendered if match.weight > have.get(match.id, 0.0)]
    if any(is_settled(match) for match in extra):  # its readers settled a fact: their quieting of rivals holds too
        ids = {match.id for match in rendered}
        return strongest_first(rendered + [m for m in found if m.id not in ids and is_settled(m)])
    if not extra:
        return found
    stronger = {match.id for match in extra}
    # a situation of the play only the rendering finds silences the auction's general one it refines, as in one
    # reading: «hod ne v svoju ochered» is a lead out of turn, not the call out of turn «ne v svoju ochered» alone is;
    # not when the text names a call or the auction («zajavil», «skazal pas», «v torgovle»: «hod» is then the turn)
    say, ids, table = lexicon().suppresses, {match.id for match in rendered}, lexicon().concepts
    quiet = {o: m.weight for m in extra for o in say.get(m.id, ()) if o not in ids and o in table and m.id in table
             and table[o].phase != table[m.id].phase}
    if quiet and any(_AUCTION_WORDS.search(text) for text in (raw, cyrillic)):
        quiet = {}  # (searched only when a play situation could quiet one: most Latin texts add none)
    kept = [m for m in found if m.id not in stronger and (is_settled(m) or m.weight > quiet.get(m.id, -1.0))]
    return strongest_first(kept + extra)


def _turns(text: str, calls: list[Found], seats: list[Found], contract: Found | None) -> frozenset[str]:
    """Whose turn it was (:mod:`bot.intake.table_order`): a call corrected in one breath, a call or lead by the
    wrong seat; the opening leader is declarer's LHO (declarer named after the contract, or as declarer)."""

    found = table_order.marks(text, calls, seats)
    if not seats or not table_order.leads(text):
        return frozenset(found)
    declarer = table_order.contract_declarer(text, contract) or stated_declarer(text)
    if table_order.wrong_opening_leader(text, declarer.value if declarer is not None else None, seats):
        found.add("wrong_opening_leader")
    return frozenset(found)


def _proven(found: list[Any], marks: frozenset[str]) -> list[Any]:
    """The situations the reader's facts prove (whose turn it was, what the text's shape tells), at full weight,
    with those the lexicon found (strongest first)."""

    proves = {**table_order.PROVES, **told.PROVES, **insufficient.PROVES}
    proven = {proves[mark] for mark in marks if mark in proves}
    kept = [m for m in found if m.id not in proven]
    kept += [settled(cid) for cid in sorted(proven)]
    return strongest_first(kept)


def search(text: object, limit: int = 10, index: Any = None, examples: Any = None) -> Any:
    """``lawbase.search`` of what the text says: the words without their concrete calls and cards, ranked with
    the situation's concepts. Returns the ``SearchResult``; ``index``: a given index (benchmarks, tests);
    ``examples``: a given phrasing bank (the dev benches score a dev file without its own phrasings)."""

    # what :func:`read` finds, less what the search never asks (the period, the acts, whether it is about the game)
    facts = _facts(_mended(text, examples), examples)
    result = search_index(index if index is not None else get_index(), _searched(facts.raw, facts.concrete), limit,
                          facts.found, examples)
    shown = text[:MAX_TEXT] if isinstance(text, str) else ""  # the text as typed, not as the speller mended it
    if not facts.raw:
        return result  # (made whole, not by ``dataclasses.replace``: its look at the fields cost ~10 µs a query)
    return SearchResult(" ".join(shown.split()), result.hits, result.confident, result.suggestions)


def _marks(text: str, calls: list[Found], cards: list[Found]) -> frozenset[str]:
    """What the calls and cards say that words cannot: a bid, a pass, a double, a level-8 bid, a lower bid."""
    marks: set[str] = set()
    kinds = {"P": "pass", "X": "double", "XX": "double"}
    for call in calls:
        marks.add("call")
        marks.add(kinds.get(call.value, "bid"))
        if call.value[:1] == "8":
            marks.add("bid8")
    if cards:
        marks.add("card")
    if final_pass.made_after_end(text, calls):  # «1♠ пас пас пас, и тут вистующий сказал контра»: a call after the end
        marks.add("after_final_pass")
    pair = insufficient.insufficient(text, calls)
    if pair is not None:
        marks.add("lower_bid")
    elif _same_level(calls):  # «можно ли после 2♠ сказать 2БК?»: the later outranks, by its denomination alone
        marks.add("same_level_higher")
    marks |= insufficient.marks_of(text, calls, pair)  # also one called insufficient outright («свою недостаточную 2♥»)
    if _DIRECTOR_CALLED.search(text):  # "Director!", "Судья!": the call itself
        marks.add("director_called")
    return frozenset(marks)


def _same_level(calls: list[Found]) -> bool:
    """Two bids told, at one level in two denominations (none lower than the one before it: :func:`_marks`)."""
    bids = [c.value for c in calls if c.value[:1].isdigit()]
    return len(bids) == 2 and bids[0][:1] == bids[1][:1] and bids[0] != bids[1]


def _period(words: str, calls: list[Found], cards: list[Found], found: list[Any]) -> str | None:
    """Auction or play: the concepts' own phase when they agree, else the words (as the lexicon reads them: made
    only when asked, most stories are decided before) and the things found."""

    table = lexicon().concepts
    phases = {table[m.id].phase for m in found if table[m.id].phase and m.weight >= STRONG}
    if len(phases) == 1:
        return phases.pop()
    text = reading(words) if not (calls and cards) else ""
    auction = bool(calls) or bool(_AUCTION_WORDS.search(text))
    play = bool(cards) or bool(_PLAY_WORDS.search(text))
    if auction != play:
        return "auction" if auction else "play"
    return None


def _searched(raw: str, concrete: list[Found]) -> str:
    """The text that is searched: the story without its concrete calls and cards, a law's number said the long way
    («правило номер 25») said short («правило 25»)."""
    query = _ORDER_OF_TURNS.sub("очередь", _without(raw, concrete))
    return _REF_NUMBER.sub(lambda m: f"{m[1]} {m[2]}", query) if _REF_WORD.possible(raw) else query


def _without(text: str, spans: list[Found]) -> str:
    """The text with the spans blanked out (positions kept apart by a space)."""
    out, cursor = [], 0
    for span in sorted(spans, key=lambda f: f.start):
        if span.start >= cursor:
            out += [text[cursor:span.start], " "]
            cursor = span.end
    out.append(text[cursor:])
    return " ".join("".join(out).split())


def _typed_refs(text: str) -> list[Found]:
    """The section refs typed on purpose (``правило 27B``, ``п.45 C4 b``, ``16.A.2``): their letters and digits
    are no call or card, and stay in the text that is searched."""

    return [Found(match.ref, match.start, match.end) for match in find_refs(text)
            if match.explicit and not match.ref.isdigit()]  # a bare number is no call or card either way


def _overlap(a: Found, b: Found) -> bool:
    return a.start < b.end and b.start < a.end
