"""Query analysis: what the user typed → refs plus a list of slots, each a set of weighted index keys.

One slot stands for one thing the user said (a word, or an English term of art); its alternatives are the ways
the book may say it: the exact stem, a typo's nearest word, the Cyrillic of a transliterated word, the
translation's own term for a user's word (``заявка`` → ``назначение``), the Russian for an English term. A
document scores a slot by its best alternative, so alternatives never add up to more than the word itself.

The pieces, by idea: ``slot`` (a slot and the weights of its kinds of alternative), ``glue`` (words typed glued
or split), ``words`` (one word → its alternatives), ``rewrite`` (English terms, curated phrases, synonyms); this
module puts them together.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from lawbase.search.glue import MAX_WORD, join_split_words, split_asked, unglue, unglue_words
from lawbase.search.index import Index, Keyer, drop_idioms
from lawbase.search.naming import asks_name
from lawbase.search.normalize import clean, is_latin, is_stopword, tokens
from lawbase.search.refs import RefMatch, find_refs
from lawbase.search.rewrite import (
    apply_phrases,
    apply_synonyms,
    english_phrase,
    english_starts,
    phrase_words,
    slot_key,
)
from lawbase.search.slot import Slot
from lawbase.search.stem import stem_en
from lawbase.search.words import aspect_partners, word_slot

__all__ = ["Analysis", "Slot", "analyse", "aspect_partners", "unglue", "unglue_words"]

MAX_SLOTS = 24
# Words that ask for a definition rather than a rule; they are dropped from the search and favour DEF: passages.
_DEFINITION_WORDS_TEXT = (
    "такое такой такая такие определение определения определению определить означает значит значение термин "
    "definition define meaning mean means takoe takaya takoy takoi takie takoje takaja takoj znachit oznachaet "
    "opredelenie opredeleniyu opredeleniju"
)
DEFINITION_WORDS = frozenset(_DEFINITION_WORDS_TEXT.split())
# «что означает слово X», "what does the word X mean": the word asked about is X, «слово» only frames it
_TERM_WORDS = frozenset(("слово", "слова", "словечко", "понятие", "выражение", "slovo", "slova", "ponyatie", "ponjatie",
                        "word", "term"))
# «по определению» asks what a word means only ending the question («фальшренонс по определению»); inside a
# sentence it is the idiom "by definition" («разыгрывающий по определению может заявить остальные взятки?»)
_BY_DEFINITION = frozenset(("определению", "opredeleniyu", "opredeleniju"))
# «такое» asks what a word is only after «что»/«кто» («что такое гейм», «что это такое», «кто такой болван»); on its
# own it is "such" («за такое наказывают», «такое бывает») and asks for no definition
_SUCH_TEXT = "такое такой такая такие takoe takaya takoy takoi takie takoje takaja takoj"
_SUCH = frozenset(_SUCH_TEXT.split())
# «что (по книге) называется конвенцией», «кто называется разыгрывающим»: the name asked after «что»/«кто»; on their
# own («так называемый», «это называется психа») they ask nothing
_CALLED_TEXT = "называется называются называют называем зовется зовётся nazyvaetsya nazyvaetsja"
_CALLED = frozenset(_CALLED_TEXT.split())
_WHAT_WHO_TEXT = "что кто шо што чо чё че чего chto shto kto sho cho che chego"
_WHAT_WHO = frozenset(_WHAT_WHO_TEXT.split())
_INDEFINITE = (["то"], ["нибудь"], ["либо"], ["to"], ["nibud"], ["libo"])  # «кто-то», «что-нибудь»: no question
# "What is a revoke" asks what a word means; "what is the penalty when partner revoked twice" asks for a rule:
# only "what is" + a term of at most three words (articles aside) is a definition question.
# a polite or indirect frame before an English "what is" («Would you kindly tell me what counts as a psych?», "could
# you explain what a revoke is"): the question is the same, so it is read without it
_POLITE = re.compile(r"^\s*(?:(?:please\s+)?(?:(?:could|can|would|will)\s+(?:you|someone|somebody|anyone)\s+"
                     r"(?:please\s+|kindly\s+)?)?(?:tell|explain\s+to|remind)\s+me,?\s+|i'?d\s+like\s+to\s+know,?\s+|"
                     r"i\s+(?:want|wish|would\s+like)\s+to\s+know,?\s+|do\s+you\s+know,?\s+|(?:could|can|would)\s+you\s+"
                     r"(?:please\s+|kindly\s+)?explain,?\s+)", re.IGNORECASE)
_WHAT_IS = re.compile(r"^\s*(?:what\s+is|what's|whats|what\s+are|what\s+(?:\w+\s+)?counts\s+as|"
                      r"(?:who\s+is|who's)(?!\s+(?:to|on|at|in|first)\b))\s+"
                      r"(?:(?:a|an|the)\s+)?((?:[\w'-]+\s*){1,3})\??\s*$|"
                      # "whats a revoke exactly, is … a revoke?": the meaning asked, then a case of it (not "what is
                      # the score / penalty exactly for …": a value or a ruling asked)
                      r"^\s*(?:what\s+is|what's|whats)\s+(?!(?:(?:a|an|the)\s+)?(?:score|scores|scoring|penalty(?!\s+cards?\b)|"
                      r"penalties|ruling|rule|rules|procedure|result|results|law|remedy|rectification)\b)"
                      r"(?:(?:a|an|the)\s+)?(?:[\w'-]+\s+){1,2}(?:exactly|precisely)\b|"
                      # "what is an alert, and who decides how…": a word's meaning asked, then more about it (an
                      # article before the word: "what is the penalty and who decides" asks a ruling)
                      r"^\s*(?:what\s+is|what's|whats)\s+(?:a|an)\s+(?!(?:score|penalty|ruling|rule|procedure|result|"
                      r"law|remedy|rectification)\b)[\w'-]+(?:\s+(?!(?:score|result|penalty|ruling)\b)[\w'-]+)?"
                      r"\s*,?\s+(?:and|also)\s+"
                      r"(?:who|how|when|what|why)\b|"
                      r"^\s*(?:[\w-]+\s+){1,3}(?:[-—–,]\s*)?(?:это\s+что|что\s+это|chto\s+eto|eto\s+chto)\W*$|"
                      # the indirect order after a polite frame: "(tell me) what a psych is", "what a revoke means"
                      # (not "what the score / lead / contract is": a value of the board asked, not a word)
                      r"^\s*what\s+(?:a|an|the)\s+(?!(?:score|scores|result|results|lead|contract|trumps?|dealer|"
                      r"vulnerability|penalty|ruling|rules?|law|auction|bidding|time)\s+(?:is|are|was|means)\b)"
                      r"(?:[\w'-]+\s+){1,3}(?:is|means)\s*\??\s*$|"
                      # "гейм это сколько очков", "ренонс это когда…": a term (no number: "разница 450 очков это
                      # скока импов" asks for the scale), then how much or when it is
                      r"^\s*(?:[^\W\d_][\w-]*\s+){1,3}(?:[-—–,]\s*)?(?:это|eto)\s+(?:сколько|скока|skolko|skol['’]ko|skoka|когда|kogda)\b",
                      re.IGNORECASE)
# Two terms compared («чем отличается сессия от раунда», «в чём разница между X и Y», "difference between X and Y",
# "session vs round", «X и Y — в чём разница»): what each word means is asked, so a definition ranks as for "what is".
# Only a short question of three words at most (articles aside): «старшая штрафная (карта) от младшей», "teams and
# pairs scoring", «искусственным и назначенным результатом» ask about the sections of one law (50B, 78, 12C), «есть ли
# разница, если я спасовал, а не контрировал?» tells a situation.
_TERM = r"(?!(?:если|когда|if|when)\b)[^\W\d_][\w'-]*"  # «если/когда» begin a situation
_A_DIFFERENCE = (r"(?:(?:в|v)\s+(?:ч[её]м|chem)\s+(?:разниц\w*|raznic\w*|raznit\w*)|(?:the\s+)?difference|"
                 r"(?:чем|chem)\s+(?:отлича\w*|otlicha\w*))")
# the Russian frames of a comparison, shared by ``_COMPARES`` and ``_COMPARISON_FRAME``
_DIFFERS = r"(?:чем|ч[её]м|chem)\s+(?:отлича\w*|otlicha\w*)"  # «чем отличается»
_IN_WHAT = r"(?:в|v)\s+(?:ч[её]м|chem)\s+"  # «в чём (разница)»
_DIFFERENCE = r"(?:разниц\w*|raznic\w*)"
_BETWEEN = r"(?:между|mezhdu)"
_THE_SAME = r"(?:[\s,—–-]+(?:это\s+)?(?:одно\s+и\s+(?:то\s*же|тоже)|the\s+same(?:\s+thing)?)(?:\s+или\s+нет)?)"
_COMPARES = re.compile(
    rf"^\s*(?:{_DIFFERS}|{_IN_WHAT}{_DIFFERENCE}(?:\s+{_BETWEEN})?|(?:какая\s+)?{_DIFFERENCE}\s+{_BETWEEN}|"
    rf"(?:what(?:'s|\s+is)\s+the\s+)?difference\s+between)\s+(?:(?:(?:a|an|the)\s+)?{_TERM}[\s,]*){{1,3}}"
    rf"{_THE_SAME}?\??\s*$|"
    # «штраф и наказание — одно и то же?», "penalty and rectification, the same thing?"
    rf"^\s*{_TERM}(?:\s+{_TERM})?\s+(?:и|and|i)\s+{_TERM}(?:\s+{_TERM})?(?=\s*[,—–-]|\s+это\b){_THE_SAME}\W*$|"
    rf"^\s*{_TERM}(?:\s+{_TERM})?\s+(?:vs\.?|versus)\s+{_TERM}(?:\s+{_TERM})?(?:[\s,—–-]+{_A_DIFFERENCE})?\W*$|"
    rf"^\s*{_TERM}(?:\s+{_TERM})?\s+(?:и|или|and|or|i|ili)\s+{_TERM}(?:\s+{_TERM})?[\s,—–-]+{_A_DIFFERENCE}\W*$",
    re.IGNORECASE)
# the Russian frame of a comparison asked of two things («в чём разница между …», «чем отличается …»): no word of the
# situation compared. The phrasing votes read the rest: «разница 450 — сколько импов» votes for the IMP scale, a word
# a comparison of the adjusted scores only frames (English "difference between" is left: its votes chose well)
_COMPARISON_FRAME = re.compile(rf"^\s*(?:(?:{_IN_WHAT}|какая\s+)?{_DIFFERENCE}\s+{_BETWEEN}|{_DIFFERS})\s+",
                               re.IGNORECASE)


def without_comparison_frame(text: str) -> str:
    """The text without the frame of a comparison at its start (the text itself when it has none)."""
    return _COMPARISON_FRAME.sub("", text, count=1)


# how the answer is wanted, not what about: dropped from a definition question ("what is a revoke in simple words");
# where the word is meant: the book's sense is what a definition gives anyway ("in the rules", «по правилам»). Written
# from the first letter of each way (``x(?<!\w.)`` is ``\bx``; the ways of one first letter together, in their order)
# as ``refs.KEYWORD_REF`` is, so that the regex engine skips to the places those letters are at instead of trying
# every way at every place of a long story (~10 µs of a 200-character one); the same matches as the ways written one
# after another (``tests/search/test_first_letter_scans.py``).
_FILLER_FIRSTS = "ABIPSUVabipsuvİıſВКПвкпᲀ"  # what the ways' first letters match case-insensitively
_THE_BOOK = r"\s+the\s+(?:laws?|rules?|rulebook|book)"
_BY_THE_RULES = r"\s+(?:правилам|правилах|законам|законах|кодексу|кодексе|книге|книжке)"
_BY_THE_RULES_LATIN = r"\s+(?:pravilam|pravilah|pravilakh|zakonam|zakonah|zakonakh)"  # «po pravilam»: Latin-typed
_FILLER = re.compile(
    rf"[{_FILLER_FIRSTS}](?<!\w.)(?i:(?:"
    rf"(?<=п)(?:ростыми\s+словами|ростым\s+языком|о-простому|ожалуйста|о{_BY_THE_RULES})|"
    rf"(?<=в)(?:кратце|ообще|{_BY_THE_RULES})|(?<=к)оротко|"
    rf"(?<=i)(?:n\s+(?:simple|plain)\s+(?:words|terms|english)|n{_THE_BOOK})|(?<=s)imply\s+put|"
    rf"(?<=b)(?:riefly|y{_THE_BOOK})|(?<=p)(?:lease|rostymi\s+slovami|o{_BY_THE_RULES_LATIN})|"
    rf"(?<=v)(?:oobshe|oobshche|oobsche|{_BY_THE_RULES_LATIN})|"
    rf"(?<=a)ccording\s+to{_THE_BOOK}|(?<=u)nder{_THE_BOOK}"
    r")\b)")
_GAME_NAME = ("бридж", "bridzh", "bridj", "bridge")
# «значение» of a call, a bid, a signal: what the opponents' agreement is (Law 20F), not what a word means
_CALLS_MEANING = re.compile(r"значени[еяюй]\w*\s+(?:\w+\s+)?(?:заяв|ставк|ставок|назначени|бид|сигнал|конвенц|алерт|"
                            r"контр|пас|их\b|его\b|е[её]\b|своей|своего)", re.IGNORECASE)
# «что у нас значит», «что значит их 2♣»: what a call means in a partnership's system (Laws 20F, 21, 40), not a term
# of the book asked about ("что значит фальшренонс")
_CALL_MEANT = re.compile(r"\bу\s+(?:нас|них|вас|него|не[её])\s+(?:\w+\s+)?(?:о?значит|означает)\b|"
                         r"\b(?:о?значит|означает)\s+(?:(?:их|его|е[её]|наш\w*|мо[йяеи]\w*|сво\w+|ваш\w*)\s+)?"
                         r"[1-7]\s*(?:♠|♥|♦|♣|бк\b|б/к|nt\b|пик|черв|бубн|треф)", re.IGNORECASE)
# «что значит их», "what their … means": whose call is asked about, its digits already taken out of the searched text
# by the situation reader (``what their 2♦ means`` is searched as ``what their means``); a term of the book has no owner
_OWNED_MEANING = re.compile(
    r"\b(?:о?значит|означает|znachit|oznachaet)\s+(?:их|его|е[её]|наш\w*|мо[йяеи]\w*|ваш\w*|тво[йяеи]\w*|"
    r"ikh|ih|ego|ee|nash\w*|moj\w*|moi\w*|vash\w*)"
    r"(?:\s+(?:пас|контр\w*|реконтр\w*|заявк\w*|ответ\w*|открыти\w*|перебивк\w*|сигнал\w*|снос\w*|сброс\w*|"
    r"партн[её]р\w*|соперник\w*|оппонент\w*))?"
    r"(?=\s*(?:[^\w\s]|$))|"
    # «что значит 2♣ соперника», «спросила, что значит 2♣, а…»: a call asked about (its digits taken out of the text)
    r"\b(?:о?значит|означает)\s+(?:соперника|оппонента|противника|левого|правого)(?=\s*(?:[^\w\s]|$))|"
    r"\bспрос\w*,?\s+(?:\w+,?\s+)?что\s+(?:о?значит|означает|значат)(?=\s*(?:[^\w\s]|$))|"
    r"\bwhat\s+(?:(?:does|did|do)\s+)?(?:their|his|her|your|our|my|(?:(?:my|our|your)\s+)?"
    r"(?:partner|opponent|lho|rho)(?:['’]s|s['’]))\s+"
    r"(?:(?:bid|call|double|redouble|pass|cue|response|opening|overcall|signal|discard)\s+)?(?:means?|meant)\b|"
    r"\bmeaning\s+of\s+(?:their|his|her|your|our|my|(?:partner|opponent|lho|rho)(?:['’]s|s['’]))", re.IGNORECASE)
_MEANS = ("значит", "означает", "znachit", "oznachaet", "mean", "means", "meaning")
# Russian function words typed in Latin letters.
_TRANSLIT_STOPWORDS_TEXT = "v vo na po s so k ot do iz dlya dlja ili i a no za pri pro u o ob chto kak"
TRANSLIT_STOPWORDS = frozenset(_TRANSLIT_STOPWORDS_TEXT.split())


@dataclass
class Analysis:
    """The parsed query."""

    text: str
    refs: list[RefMatch]
    slots: list[Slot]
    wants_definition: bool
    unmatched: int = 0  # content words that matched nothing in the book (they lower confidence, not ranking)
    asks_name: bool = False  # "как называется, когда…": a definition asked for by describing it (``naming``)


def analyse(index: Index, query: str) -> Analysis:
    """Refs, definition intent and slots of a query (never raises on any string)."""
    text = clean(query if isinstance(query, str) else "")
    refs = find_refs(text)
    rest = text
    for match in reversed(refs):
        rest = rest[: match.start] + " " + rest[match.end :]
    words = _expand_abbreviations(index, drop_idioms(unglue_words(index, tokens(rest))))
    core = _FILLER.sub(" ", rest) if _FILLER.search(rest) else rest
    asked = _asks_a_word(words) and not _asks_a_calls_meaning(words, rest)
    wants_definition = asked or bool(_WHAT_IS.match(_POLITE.sub("", split_asked(core), count=1))) or \
        bool(_COMPARES.match(core))
    if wants_definition and core is not rest:  # "что такое фальшренонс простыми словами": the manner is no topic
        words = _expand_abbreviations(index, drop_idioms(unglue_words(index, tokens(core))))
    words = [w for w in words if w not in DEFINITION_WORDS]
    if wants_definition:  # "что такое болван в бридже": the game's name says nothing of which word is asked; chat's
        # «4to» (что, tokens «4», «to») is the question's word, no number: «4to takoe renons» is no Law 4 nor 4-й
        words = [w for at, w in enumerate(words) if not w.startswith(_GAME_NAME) and w not in _TERM_WORDS
                 and w not in _CALLED and not (w == "4" and words[at + 1:at + 2] == ["to"])]
    slots = _slots(index, join_split_words(index, words))[:MAX_SLOTS]  # weighted: ``_weight``
    matched = [s for s in slots if s.alts]
    return Analysis(text, refs, matched, wants_definition, len(slots) - len(matched), asks_name(text))


def _asks_a_word(words: list[str]) -> bool:
    """Whether a word of the text asks what a word means: «определение», «значит», "meaning"… anywhere, «такое» only
    within three words after «что»/«кто» (else it is "such": «за такое на собрании бы проработали»)."""
    for at, word in enumerate(words):
        if word in _BY_DEFINITION and at < len(words) - 1:
            continue
        if word in DEFINITION_WORDS and (word not in _SUCH or _after_what(words[max(0, at - 3):at])):
            return True
        if word in _CALLED and _after_what(words[max(0, at - 3):at]):
            return True
    return False


def _after_what(before: list[str]) -> bool:
    """Whether the words before «такое» hold «что»/«кто» (or chat's «4to», which the tokens split as «4», «to»);
    not the indefinite «кто-то», «что-нибудь» (split as «кто», «то»): «кто-то нажал 8 пик, такое считается?" asks
    whether such a thing counts, not what a word means."""
    asked = any(word in _WHAT_WHO and before[at + 1:at + 2] not in _INDEFINITE for at, word in enumerate(before))
    return asked or "".join(before).endswith("4to")


def _asks_a_calls_meaning(words: list[str], text: str) -> bool:
    """Whether the only word that asks for a definition is «значение» of a call («значение заявки», «значение их
    2♣») or «значит» of one («что у нас значит 2♣», «что значит их 2♣»): a question about a partnership's agreement
    (Laws 20F, 21, 40), never the meaning of a term of the book."""
    said = [w for w in words if w in DEFINITION_WORDS]
    if not said:
        return False
    if all(w.startswith("значени") for w in said) and _CALLS_MEANING.search(text) is not None:
        return True
    if not all(w in _MEANS or w.startswith("значени") for w in said):
        return False
    return _CALL_MEANT.search(text) is not None or _OWNED_MEANING.search(text) is not None


def _expand_abbreviations(index: Index, words: list[str]) -> list[str]:
    """A Latin abbreviation (``LHO``) in the words, its expansion's words. Looked up first and tested for its letters
    after (the same words: a word the table lacks needs no test), as most words of a story are no abbreviation."""
    out: list[str] = []
    abbreviations = index.abbreviations
    for word in words:
        expansion = abbreviations.get(word)
        if expansion and is_latin(word):
            out += tokens(expansion)
        else:
            out.append(word)
    return out


def _slots(index: Index, words: list[str]) -> list[Slot]:
    """The words' slots, rewritten (English terms, curated phrases, synonyms) and weighted.

    What a word's slot becomes (its key for the phrases, its slots after the synonyms, their weights) depends only
    on the word and the index: remembered per word (``_Entry``), and each query gets fresh slots made from it. Only a
    query with two adjacent words of some curated phrase rewrites slots one by one, as the steps always did (a phrase
    may then replace them)."""
    keyer = Keyer(index.canon, index.runtime.cache("key"))
    kinds = index.runtime.cache("kind")  # a word → (may start an English term, no slot of its own)
    entries = index.runtime.cache("entry")  # a word → its ``_Entry``
    made: list[_Entry] = []
    i = 0
    while i < len(words):
        word = words[i]
        kind = kinds.get(word)
        if kind is None:
            kind = kinds[word] = _kind(index, word)
        english, skipped = kind
        if english:  # a Latin word whose stem starts one of the book's English terms
            consumed, found = _english_entries(index, keyer, tuple(words[i : i + 4]))
            if consumed:
                made += found
                i += consumed
                continue
        i += 1
        if skipped:
            continue
        entry = entries.get(word)
        if entry is None:
            entry = entries[word] = _entry(index, keyer, word, word_slot(index, keyer, word).alts)
        made.append(entry)
    _, joinable = phrase_words(index)  # every word of some curated phrase
    keys = [entry[0] for entry in made]
    if any(first in joinable and second in joinable for first, second in itertools.pairwise(keys)):
        slots = [Slot(text, dict(alts)) for _, text, alts, _ in made]
        out = apply_synonyms(index, keyer, apply_phrases(index, keyer, slots))
        for slot in out:
            slot.weight = _weight(index, slot.alts)
        return out
    # no phrase can start anywhere (``apply_phrases`` would return the slots as they are): the word's own slots, made
    # once per word and shared by every query that says it (read only from here on: scoring remembers what it reads
    # of a slot by the slot itself, ``Tables.slot_entry``)
    return [slot for *_, after in made for slot in after]


# a word's slot: its key for the phrases (``slot_key``), its text and alternatives, and the slots the synonyms make
# of it (weighted; shared, never changed)
_Entry = tuple[str, str, tuple[tuple[str, float], ...], tuple[Slot, ...]]


def _entry(index: Index, keyer: Keyer, text: str, alts: dict[str, float]) -> _Entry:
    after = apply_synonyms(index, keyer, [Slot(text, dict(alts))])
    return (slot_key(keyer, Slot(text, dict(alts))), text, tuple(alts.items()),
            tuple(Slot(slot.text, dict(slot.alts), _weight(index, slot.alts)) for slot in after))


def _english_entries(index: Index, keyer: Keyer, chunk: tuple[str, ...]) -> tuple[int, list[_Entry]]:
    """``english_phrase`` at the start of ``chunk``: the words it consumes and the entries of the slots it makes."""
    memo = index.runtime.cache("english_entries")
    found: tuple[int, list[_Entry]] | None = memo.get(chunk)
    if found is None:
        made: list[Slot] = []
        consumed = english_phrase(index, list(chunk), 0, made)
        found = memo[chunk] = (consumed, [_entry(index, keyer, slot.text, slot.alts) for slot in made])
    return found


def _weight(index: Index, alts: dict[str, float]) -> float:
    """A slot's importance: the idf of its best alternative."""
    idf = index.idf
    return max([idf.get(k, 0.0) * w for k, w in alts.items()], default=0.0)


def _kind(index: Index, word: str) -> tuple[bool, bool]:
    """Whether a word may start an English term (it is Latin, and its stem is the first of one of the book's English
    terms: no other word starts one), and whether it is no slot of its own: a function word, keyboard mashing, or a
    Russian function word typed in Latin letters that is no English word of the book."""
    skipped = is_stopword(word) or len(word) > MAX_WORD or (
        word in TRANSLIT_STOPWORDS and "en:" + stem_en(word) not in index.postings)
    return is_latin(word) and stem_en(word) in english_starts(index), skipped
