"""``/ask text``: a question in words → the best passages of the Laws, and, when the words describe an
irregularity, an offer to start the ruling intake with what they already say.

The passages come from ``lawbase.search``. The prefill (``bot.intake.prefill``) decides whether the text describes
an irregularity; when it does, the passages of that irregularity's law are searched too and put first (a player
who writes "партнёр сказал 1♦ после моей 1♥" wants Law 27, whatever words he used), and a button starts
``/ruling wizard`` prefilled. The prefill travels in the state cache, not in the button.
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

PASSAGES = 5
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
SITUATION_LAWS = 4  # laws named for a recognised situation (its governing passages, strongest situation first)
SITUATION_WEIGHT = 0.8  # a trigger met (1.0) or a strong single word (0.8); word hints alone (≤ 0.5) name no law
AGREED = 3  # passages shown when only that agreement vouches for the search
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


def _hits(text: str, found: Prefill | None, situation: Situation | None = None) -> list[dict[str, Any]]:
    """The best passages: the irregularity's own laws first (by ref), then the laws of the situations the reader
    recognised (a hesitation is Law 16 and 73, a disputed claim 70…), then the text's passages when the search is
    sure of them (confident, and the best scoring at least :data:`MIN_SCORE`); one passage per law, no repeats."""
    from bot.intake.situation import search as search_text
    from lawbase.search import search  # not ``lawbase.search``: importing the subpackage shadows that function

    situation = situation if situation is not None else read(text)
    seen: set[str] = set()
    hits: list[dict[str, Any]] = []

    def add(hit: Any) -> None:
        law = hit.law if hit.law != "DEF" else hit.ref
        if hit.ref not in seen and law not in seen:
            seen.update((hit.ref, law))
            hits.append(hit.to_dict())

    for ref in law_refs(found) if found is not None else []:
        for hit in search(ref, 1).hits:
            if hit.ref == ref:
                add(hit)
    for ref in situation.laws(limit=SITUATION_LAWS) if _recognised(situation) else []:
        for hit in search(ref, 1).hits:
            if hit.ref == ref or (hit.law == ref and not hit.in_corpus):
                add(hit)
    result = search_text(text, PASSAGES)
    if result.confident and result.hits and result.hits[0].score >= MIN_SCORE:
        for hit in result.hits:
            add(hit)
    elif result.hits and _agrees(situation, result.hits[0]):
        for hit in result.hits[:AGREED]:  # the words and the situation the reader half-recognised point one way
            add(hit)
    return hits[:PASSAGES]


def _agrees(situation: Situation, hit: Any) -> bool:
    """Whether the best passage belongs to a law of a situation the reader found, however weakly."""
    laws = {ref for ref in situation.laws(limit=12)}
    return hit.ref in laws or hit.law in laws or any(hit.ref.startswith(ref) for ref in laws if ref[:1].isdigit())


def _recognised(situation: Situation) -> bool:
    """Whether the reader is sure enough of a situation to name its laws (a whole trigger, not a hint)."""
    return any(match.weight >= SITUATION_WEIGHT for match in situation.concepts)


def _snippet(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SNIPPET else text[:SNIPPET].rsplit(" ", 1)[0] + " …"
