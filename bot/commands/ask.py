"""``/ask text``: a question in words → the best passages of the Laws, and, when the words describe an
irregularity, an offer to start the ruling intake with what they already say.

Three signals name the laws (``_hits``): the prefill (``bot.intake.prefill``), which decides whether the text
describes an irregularity (a player who writes "партнёр сказал 1♦ после моей 1♥" wants Law 27, whatever words he
used); the situations the reader (``bot.intake.situation``) recognised; and ``lawbase.search`` of the words. Each
names its best passage in turn, so one wrong signal does not hide the law another one found. When the text
describes an irregularity a button starts ``/ruling wizard`` prefilled; the prefill travels in the state cache,
not in the button.
"""

from __future__ import annotations

import asyncio
from typing import Any

from bot.commands.ruling_wizard import start_reply
from bot.framework.context import Context
from bot.framework.registry import Option, action, command
from bot.framework.reply import Action, Button, Field, Reply
from bot.framework.state import STATE
from bot.intake import wizard as W
from bot.intake.prefill import Prefill, prefill
from bot.intake.situation import Situation, read
from bot.render.errors import echo

SNIPPET = 300


@command("ask", options=(Option("text", str, min_length=2, max_length=500),), defer_ephemeral=True)
async def ask(ctx: Context, text: str) -> Reply:
    """Passages for the question; plus the ruling offer when it describes an irregularity."""
    situation = read(text)
    found = prefill(text)
    hits = await asyncio.to_thread(_hits, text, found, situation)  # the index may load: keep the event loop free
    fields = [Field(_cite(h["ref"], ctx.lang), _snippet(h["snippet"]) or
                    ctx.t("ruling.not_in_corpus" if not h.get("in_corpus", True) else "ask.no_snippet")) for h in hits]
    shown = echo(text)  # the question as typed, unable to format or ping on Discord
    reply = Reply(title=ctx.t("ask.title"), description=ctx.t("ask.intro" if hits else "ask.nothing", text=shown),
                  fields=fields, footer=ctx.t("ask.footer"), ephemeral=True)
    if found is not None:
        key = STATE.put(ctx, found)
        kind = ctx.t(f"intake.type.{found.type}")
        reply.description += "\n\n" + ctx.t("ask.offer_text", type=kind)
        reply.components = [Button(ctx.t("ask.offer", type=kind)[:80], Action("ask.start", (key,), owner_only=True),
                                   style="primary")]
    return reply


def _cite(ref: str, lang: str) -> str:
    """Name a passage the way every reply does (``Правило 27. …``, ``Определение «…»``)."""
    import lawbase
    from bot.render.law import citation

    return citation(lawbase.load(), ref, lang)


@action("ask.start")
async def start_intake(ctx: Context, key: str) -> Reply:
    """Open the wizard prefilled with what the question said."""
    found: Prefill = await STATE.get(ctx, key)
    reply = start_reply(ctx, W.start(found))
    reply.update = True
    return reply


# The laws of each irregularity, when the engine cannot rule on what the text says (too few facts): searched by
# ref, never by the type's label (a label's words, "нарушение", "определит", match unrelated passages).
TYPE_LAWS: dict[str, tuple[str, ...]] = {
    "insufficient_bid": ("27", "27B"), "call_out_of_turn": ("28", "29", "30", "31", "32"), "change_of_call": ("25",),
    "card_exposed_during_auction": ("24",), "inadmissible_call": ("36", "35"), "bid_above_seven": ("38",),
    "simultaneous_calls": ("33",), "pass_obligation_violated": ("37",), "call_after_final_pass": ("39",),
    "lead_out_of_turn": ("54", "53", "56", "55", "41"), "penalty_card": ("50", "49", "51", "52"),
    "premature_play": ("57",), "revoke": ("61", "62", "63", "64"), "declarer_exposed_card": ("48",),
    "claim": ("68", "69", "70", "71"), "call": (),
}
GENERIC_LAWS = ("10C1", "10C2", "11B", "16C2")  # cited by many rulings (options explained, information…)
SITUATION_WEIGHT = 0.8  # a trigger met (1.0) or a strong single word (0.8): a recognised situation
PASSAGES = 6  # passages named: room for each signal's best (Discord allows 25 fields; a director reads six)
QUOTAS = (1, 2, 3)  # the irregularity's law, the situations' two, the search's three: then the rest in that order
SEARCHED = 10
HINT_WEIGHT = 0.5  # a situation found by its words alone, no trigger: its governing law only fills the list
STRONG_SCORE = 0.75  # a text hit this good speaks for itself, even when the reader found nothing
MIN_SCORE = 0.4  # the best text hit must score at least this for the text search to be shown ("привет" → none)


def law_refs(found: Prefill) -> list[str]:
    """The irregularity's own laws: the engine's classification of the prefilled facts when it can rule on them
    (``laws`` of its ruling, generic ones left out), then the type's laws (:data:`TYPE_LAWS`)."""
    refs = [ref for ref in _engine_laws(found) if ref not in GENERIC_LAWS]
    return list(dict.fromkeys([*refs[:3], *TYPE_LAWS.get(found.type, ())]))


def _engine_laws(found: Prefill) -> list[str]:
    """``engine.rule`` on the prefilled case, completed only where Law 2 and 18 decide it: a stated auction and
    call with no board are placed so the call is in turn (an insufficient bid is, 27), from dealer North."""
    import engine
    from engine.errors import EngineError

    case = dict(found.case)
    irregularity = dict(case.get("irregularity", {}))
    if "call" not in irregularity and "card" not in irregularity:
        return []
    auction = case.get("auction") or (found.hints.get("auction") or found.hints.get("over") or "").split()
    if not auction and irregularity.get("call") in ("X", "XX"):
        return []  # a double over an auction nobody stated: "inadmissible" (36) would be the placing's, not the text's
    if "board" not in case:
        case["dealer"], case["vul"] = "N", "none"
    case["auction"] = auction
    if "by" not in irregularity and "call" in irregularity:
        from engine.auction import Auction
        from engine.board import board_info
        from engine.seats import Seat

        try:
            turn = Auction(board_info(case["board"]).dealer if "board" in case else Seat.N, auction).turn
        except EngineError:
            return []
        if turn is None:
            return []
        irregularity["by"] = turn.value
    case["irregularity"] = irregularity
    try:
        return list(engine.rule(case).laws)
    except (EngineError, ValueError, KeyError, TypeError):
        return []


def _hits(text: str, found: Prefill | None, situation: Situation | None = None,
          examples: Any = None) -> list[dict[str, Any]]:
    """The passages /ask names, at most :data:`PASSAGES`, one per law. Three signals each name their laws: the
    irregularity the prefill typed (its engine classification, then the type's laws), the situations the reader
    recognised (each one's governing law first: a hesitation is 16 and 73, a disputed claim 70…), and the text's
    search. Each names its best in turn (:data:`QUOTAS`: one, two, three), then the rest fill the list in that
    order, then the governing laws of situations the reader only half-recognised: when one signal is wrong (a
    stated contract read as a bid, a situation the lexicon lacks) the others still name the law. The search speaks
    when it is sure of itself, agrees with the reader, or the text is about the table at all (:func:`_speaks`), so
    that "привет" names nothing. ``examples``: the search's phrasing bank (``None``: the shipped one; the bench
    scores a dev file without its own phrasings)."""
    from bot.intake.situation import search as search_text

    situation = situation if situation is not None else read(text, examples)
    result = search_text(text, SEARCHED, examples=examples)
    searched = list(result.hits) if _speaks(situation, result, found) else []
    strong = [m for m in situation.concepts if m.weight >= SITUATION_WEIGHT]
    weak = [m for m in situation.concepts if HINT_WEIGHT <= m.weight < SITUATION_WEIGHT]
    signals: list[list[Any]] = [list(law_refs(found)) if found is not None else [], _breadth(strong), searched]
    named = _Named(searched)
    if searched and searched[0].kind == "definition":  # "что такое X": the search put the word's definition first
        named.add(searched.pop(0))  # (definitions rank below laws unless the text asks what a word means)
    for signal, quota in zip(signals, QUOTAS, strict=True):  # each signal's best first
        taken = 0
        while signal and taken < quota and len(named) < PASSAGES:
            taken += named.add(signal.pop(0))
    for item in [*signals[0], *signals[1], *signals[2], *_breadth(weak, depth=1)]:
        if len(named) >= PASSAGES:
            break
        named.add(item)
    return named.hits


def _breadth(matches: list[Any], depth: int = 4) -> list[str]:
    """The situations' laws breadth first: each one's governing law, then each one's second…"""
    from lawbase.search.concepts import lexicon

    table = lexicon().concepts
    return [table[m.id].laws[level] for level in range(depth) for m in matches if level < len(table[m.id].laws)]


class _Named:
    """The passages chosen so far, one per law (a definition counts as its own law)."""

    def __init__(self, searched: list[Any]) -> None:
        self.hits: list[dict[str, Any]] = []
        self.seen: set[str] = set()
        self.sections = {}  # law → the search's best passage of it: "27" named by ref shows 27B1 when searched
        for hit in searched:
            self.sections.setdefault(hit.law, hit)

    def __len__(self) -> int:
        return len(self.hits)

    def add(self, item: Any) -> bool:
        """Add a search hit, or the passage of a ref: for a whole law the search found, its best passage there
        (the section the words speak of), else the ref itself (a law the corpus lacks by its catalog entry);
        False when its law is named already or the ref has no passage."""
        hit = item if not isinstance(item, str) else self.sections.get(item) or _by_ref(item)
        if hit is None:
            return False
        law = hit.law if hit.law != "DEF" else hit.ref
        if hit.ref in self.seen or law in self.seen:
            return False
        self.seen.update((hit.ref, law))
        self.hits.append(hit.to_dict())
        return True


def _by_ref(ref: str) -> Any:
    from lawbase.search import search  # not ``lawbase.search``: importing the subpackage shadows that function

    for hit in search(ref, 1).hits:
        if hit.ref == ref or (hit.law == ref and not hit.in_corpus):
            return hit
    return None


def _speaks(situation: Situation, result: Any, found: Prefill | None) -> bool:
    """Whether the text search may name passages: it is confident of a good one, or one hit is strong, or its best
    belongs to a situation the reader found however weakly, or the text is about the table at all (an irregularity,
    a situation, an act, a call, a card, a player other than "I", a thing of the game: ``Situation.about_table``)."""
    if not result.hits:
        return False
    top = result.hits[0]
    if (result.confident and top.score >= MIN_SCORE) or top.score >= STRONG_SCORE or _agrees(situation, top):
        return True
    return found is not None or situation.about_table


def _agrees(situation: Situation, hit: Any) -> bool:
    """Whether the best passage belongs to a law of a situation the reader found, however weakly."""
    laws = {ref for ref in situation.laws(limit=12)}
    return hit.ref in laws or hit.law in laws or any(hit.ref.startswith(ref) for ref in laws if ref[:1].isdigit())


def _snippet(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SNIPPET else text[:SNIPPET].rsplit(" ", 1)[0] + " …"
