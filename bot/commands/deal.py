"""/deal (/расклад): deal records in Discord and the console — the hands, the auction and the play, and claims.

``/deal show record:`` reads a BBO LIN record, a BBO handviewer link (offline: the record is in the link) or a PBN
deal, and shows the four hands (a narrow code block, readable on a phone), the auction, the opening lead and any
revoke the play shows; buttons open the ruling wizard prefilled with what the record settles (board, auction,
contract, and the revoke's or the lead's facts). ``/deal claim record: by: [tricks:]`` gives the facts of a claim
made after the record's play: the double-dummy tricks of the cards left and the careless-but-not-irrational
lines (``engine.deal.claim``); the decision stays the director's.

Every reply that shows the hands is private (ephemeral): during a session the board may still be in play at other
tables, and a deal posted in the channel would give it away to them.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from bot.commands._desk import director_guild, name_of, read_desk, run_desk
from bot.commands.log import require_reader
from bot.commands.ruling_wizard import start_reply
from bot.errors import UserError
from bot.framework.context import Context
from bot.framework.registry import Choice, Option, action, command
from bot.framework.reply import COLOR_OK, Action, Button, Reply
from bot.intake import wizard as W
from bot.intake.deal_prefill import play_facts
from bot.intake.prefill import Prefill
from bot.render.bridge_words import seat_key
from bot.render.hand import claim_lines, deal_text, diagram, position_deal, title
from bot.store import desk_store as desk
from engine.deal import parse_deal
from engine.deal.claim import claim_facts
from engine.deal.prefill import base_case, claim_case, opening_lead_case, revoke_case, trump_outstanding
from engine.seats import parse_seat

SEATS = tuple(Choice(s, seat_key(s)) for s in ("N", "E", "S", "W"))
MAX_RECORD = 6000  # Discord's limit for a string option
MAX_RULE_BUTTONS = 4


def rule_button(label: str, case: dict[str, Any]) -> Button:
    return Button(label, Action("deal.rule", (json.dumps(case, ensure_ascii=False, separators=(",", ":")),)),
                  style="primary")


@command("deal", "show", options=(Option("record", str, max_length=MAX_RECORD),))
async def deal_show(ctx: Context, record: str) -> Reply:
    deal = parse_deal(record)
    facts = play_facts(deal)
    data = deal.to_dict()
    text = deal_text(data, facts.to_dict() if facts else None, ctx.lang, fence=True)
    buttons: list[Any] = []
    if facts is not None:
        lead = opening_lead_case(deal, facts)
        if lead is not None:
            buttons.append(rule_button(ctx.t("desk.deal.rule_lead"), lead))
        for revoke in facts.revokes[:MAX_RULE_BUTTONS - len(buttons)]:
            buttons.append(rule_button(ctx.t("desk.deal.rule_revoke", trick=revoke.trick),
                                       revoke_case(deal, facts, revoke)))
    buttons.append(rule_button(ctx.t("desk.deal.rule"), base_case(deal)))
    return Reply(title=title(data, ctx.lang), description=text.split("\n", 1)[1], components=buttons, ephemeral=True)


@command("deal", "claim", defer=True, defer_ephemeral=True, options=(
    Option("record", str, max_length=MAX_RECORD), Option("by", str, choices=SEATS),
    Option("tricks", int, required=False, min_value=0, max_value=13)))
async def deal_claim(ctx: Context, record: str, by: str, tricks: int | None) -> Reply:
    """The search of the careless lines takes up to a few seconds: it runs off the event loop."""
    deal = parse_deal(record)
    claimer = parse_seat(by, "by")
    facts = await asyncio.to_thread(claim_facts, deal, claimer, tricks)
    data = facts.to_dict()
    trump = trump_outstanding(facts.position.hands, facts.position.trump, claimer)
    lines = claim_lines(data, trump, ctx.lang)
    block = diagram(position_deal(data), ctx.lang)
    description = "\n".join([*lines, f"**{ctx.t('desk.claim.left')}**", f"```\n{block}\n```"])
    case = claim_case(deal, claimer, facts.claimed, trump)
    return Reply(title=f"{ctx.t('desk.claim.title')} · {title(deal.to_dict(), ctx.lang)}", description=description,
                 ephemeral=True,
                 components=[rule_button(ctx.t("desk.deal.rule_claim"), case)])


@command("deal", "attach", director_only=True, options=(
    Option("entry", int, min_value=1), Option("record", str, max_length=MAX_RECORD)))
async def deal_attach(ctx: Context, entry: int, record: str) -> Reply:
    """The deal record of a log entry: kept with it (and shown by ``/log show``, ``/deal entry``)."""
    guild_id = director_guild(ctx)
    await ctx.store.get_entry(guild_id, entry)  # another server's or a missing entry: the log's own refusal
    deal = parse_deal(record)
    facts = play_facts(deal)
    data = {**deal.to_dict(), "analysis": facts.to_dict() if facts else None}
    await run_desk(ctx, desk.attach_deal, guild_id, entry, data, ctx.user_id, name_of(ctx))
    return Reply(title=ctx.t("desk.deal.attached", number=entry), color=COLOR_OK, ephemeral=True,
                 description=deal_text(data, data["analysis"], ctx.lang, fence=True))


@command("deal", "entry", guild_only=True, options=(Option("number", int, min_value=1),))
async def deal_entry(ctx: Context, number: int) -> Reply:
    """The deal attached to log entry ``number`` (readers as for the log)."""
    guild_id = require_reader(ctx)
    data = await read_desk(ctx, desk.get_deal, guild_id, number)
    if data is None:
        raise UserError("deal_none_attached", number=number)
    return Reply(title=ctx.t("desk.deal.of_entry", number=number), ephemeral=True,
                 description=deal_text(data, data.get("analysis"), ctx.lang, fence=True))


@action("deal.rule")
async def deal_rule(ctx: Context, case_json: str) -> Reply:
    """Open the ruling wizard with what the record settles (the director confirms each fact)."""
    case = json.loads(case_json)
    kind = (case.get("irregularity") or {}).get("type", "")
    return start_reply(ctx, W.start(Prefill(type=kind, case=case)))
