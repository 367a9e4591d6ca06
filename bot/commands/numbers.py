"""/board, /score, /imp, /mp, /adjusted: the director's numbers (Laws 2, 77, 78A, 78B, 12C1).

All arithmetic is the engine's; these handlers only pick the words. Bad input raises the engine's typed errors,
which every transport words as a private message.
"""

from __future__ import annotations

from bot.errors import UserError
from bot.framework.context import Context
from bot.framework.registry import Choice, Option, command
from bot.framework.reply import Field, Reply
from bot.render import numbers as words
from bot.render.bridge_words import seat_key, seat_text, vul_key
from engine.board import board_info
from engine.scoring import artificial_adjusted, imps, matchpoints, score_contract
from engine.scoring.contract_score import passed_out
from engine.scoring.imps import parse_diff

SEATS = tuple(Choice(s, seat_key(s)) for s in ("N", "E", "S", "W"))
VULS = tuple(Choice(v, vul_key(v)) for v in ("none", "NS", "EW", "both"))
FAULTS = tuple(Choice(f, f"bot.fault.{f}") for f in ("direct", "partial", "none"))
FORMS = (Choice("pairs", "bot.form.pairs"), Choice("teams", "bot.form.teams"))
PASSED_OUT_WORDS = frozenset({"pass", "p", "passed_out", "passout", "пас", "all_pass"})


@command("board", options=(Option("number", int, min_value=1, max_value=10_000),))
async def board(ctx: Context, number: int) -> Reply:
    """Dealer and vulnerability of a board (Law 2)."""
    info = board_info(number)
    vul = ctx.t(vul_key(info.vul))
    return Reply(
        title=ctx.t("bot.board.title", board=info.board),
        fields=[Field(ctx.t("bot.board.dealer"), seat_text(info.dealer, ctx.lang), True),
                Field(ctx.t("bot.board.vul"), vul, True)],
        footer=ctx.t("bot.law_footer", law="2"),
    )


@command("score", options=(
    Option("contract", str, max_length=12),
    Option("vul", str, choices=VULS),
    Option("declarer", str, required=False, choices=SEATS),
    Option("result", str, required=False, max_length=4),
    Option("tricks", int, required=False, min_value=0, max_value=13),
))
async def score(ctx: Context, contract: str, vul: str, declarer: str | None, result: str | None,
                tricks: int | None) -> Reply:
    """Duplicate score (Law 77); a passed-out board needs no declarer."""
    if contract.strip().lower() in PASSED_OUT_WORDS:
        passed_out(vul)
        return Reply(title=ctx.t("bot.score.title"), description=ctx.t("numbers.score.passed_out"),
                     footer=ctx.t("bot.law_footer", law="77"))
    if declarer is None:
        raise UserError("missing_option", option="declarer", command="score")
    res = score_contract(contract, declarer, tricks=tricks, result=result, vul=vul)
    parts = "\n".join(f"{ctx.t('numbers.part.' + name)}: {value:+d}" for name, value in res.parts.items())
    return Reply(
        title=ctx.t("bot.score.title"),
        description=words.score_text(res, ctx.lang),
        fields=[Field(ctx.t("bot.score.parts"), parts)] if parts else [],
        footer=ctx.t("bot.law_footer", law="77"),
    )


@command("imp", options=(Option("diff", int, min_value=-100_000, max_value=100_000),))
async def imp(ctx: Context, diff: int) -> Reply:
    """IMPs for a score difference (Law 78B)."""
    value = imps(parse_diff(diff))
    return Reply(title=ctx.t("bot.imp.title"), description=words.imp_text(diff, value, ctx.lang),
                 footer=ctx.t("bot.law_footer", law="78B"))


@command("mp", options=(Option("scores", str, max_length=1000),))
async def mp(ctx: Context, scores: str) -> Reply:
    """Matchpoints of NS scores on one board (Law 78A). Scores are typed in one option, space or comma separated."""
    result = matchpoints([s for s in scores.replace(",", " ").replace(";", " ").split() if s])
    rows = words.mp_rows(result, ctx.lang)
    return Reply(title=ctx.t("bot.mp.title"),
                 description=ctx.t("numbers.mp.header", top=result.top, count=len(result.scores)) + "\n"
                 + "\n".join(rows),
                 footer=ctx.t("bot.law_footer", law="78A"))


@command("adjusted", options=(
    Option("ns", str, choices=FAULTS),
    Option("ew", str, choices=FAULTS),
    Option("form", str, required=False, choices=FORMS, default="pairs"),
))
async def adjusted(ctx: Context, ns: str, ew: str, form: str) -> Reply:
    """Artificial adjusted score by each side's share of fault (Law 12C1)."""
    lines = words.adjusted_lines(artificial_adjusted(ns, ew, form=form).to_dict(), ctx.lang)
    return Reply(title=ctx.t("bot.adjusted.title"), description="\n".join(lines),
                 footer=ctx.t("bot.law_footer", law="12C1"))
