"""``sudya board | score | imp | mp | adjusted``: the director's numbers on the command line (cli.md).

Every handler validates through the engine, so bad input raises a typed ``EngineError`` that the dispatcher turns
into exit 2 with a localized message; options that argparse would reject with its own untranslated message
(missing ``--by``/``--vul``, no scores) are optional here and checked by the engine instead.
"""

from __future__ import annotations

import argparse

from bot.cli import emit
from bot.i18n import t
from bot.render import numbers as words
from bot.render.bridge_words import vul_text
from engine.board import board_info
from engine.errors import EngineError
from engine.scoring import ScoreResult, artificial_adjusted, imps, matchpoints, score_after_revoke, score_contract
from engine.scoring.contract_score import passed_out
from engine.scoring.imps import parse_diff

PASSED_OUT_WORDS = frozenset({"pass", "p", "passed_out", "passout", "пас", "all_pass"})


def register(subparsers: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """Add the numbers subcommands to the ``sudya`` parser."""
    board = subparsers.add_parser("board", parents=[common], help="dealer and vulnerability of a board (Law 2)")
    board.add_argument("number")
    board.add_argument("--dealer", default=None, help="override for a mis-marked board (Law 2)")
    board.add_argument("--vul", default=None, help="override for a mis-marked board (Law 2)")
    board.set_defaults(func=cmd_board)

    score = subparsers.add_parser("score", parents=[common], help="duplicate score of a contract (Law 77)")
    score.add_argument("contract")
    score.add_argument("--by", default=None, help="declarer: N E S W")
    score.add_argument("--result", default=None, help="=, +1, -2 …")
    score.add_argument("--tricks", default=None, help="tricks won by declarer, 0–13")
    score.add_argument("--vul", default=None, help="board vulnerability: none NS EW both")
    score.add_argument("--transfer", type=int, default=None, help="tricks transferred for an established revoke (64)")
    score.add_argument("--offender", default=None, help="the revoking player, with --transfer")
    score.set_defaults(func=cmd_score)

    imp = subparsers.add_parser("imp", parents=[common], help="IMPs for a score difference (Law 78B)")
    imp.add_argument("diff")
    imp.set_defaults(func=cmd_imp)

    mp = subparsers.add_parser("mp", parents=[common], help="matchpoints of NS scores on one board (Law 78A)")
    mp.add_argument("scores", nargs="*")
    mp.set_defaults(func=cmd_mp)

    adjusted = subparsers.add_parser("adjusted", parents=[common], help="artificial adjusted score (Law 12C1)")
    adjusted.add_argument("--ns", default=None, help="NS fault: direct | partial | none")
    adjusted.add_argument("--ew", default=None, help="EW fault: direct | partial | none")
    adjusted.add_argument("--form", default="pairs", help="pairs (percent) or teams (IMPs)")
    adjusted.set_defaults(func=cmd_adjusted)


def _require(value: object, option: str) -> object:
    if value is None:
        raise EngineError("missing_option", option=option)
    return value


def _vul_text(vul: str, lang: str) -> str:
    return vul_text(vul, lang)


def cmd_board(args: argparse.Namespace) -> int:
    info = board_info(args.number, dealer=args.dealer, vul=args.vul)
    text = t("numbers.board", args.lang, board=info.board, dealer=words.seat_text(info.dealer, args.lang),
             vul=_vul_text(info.vul, args.lang))
    return emit(args, info.to_dict(), text)


def cmd_score(args: argparse.Namespace) -> int:
    vul = _require(args.vul, "--vul")
    if str(args.contract).strip().lower() in PASSED_OUT_WORDS:
        result = passed_out(vul)
        return emit(args, result.to_dict(), t("numbers.score.passed_out", args.lang))
    declarer = _require(args.by, "--by")
    result = score_contract(args.contract, declarer, tricks=args.tricks, result=args.result, vul=vul)
    if args.transfer is not None:
        return _revoke_score(args, result)
    text = words.score_text(result, args.lang)
    parts = ", ".join(f"{t('numbers.part.' + name, args.lang)} {value:+d}" for name, value in result.parts.items())
    return emit(args, result.to_dict(), f"{text}\n{parts}")


def _revoke_score(args: argparse.Namespace, played: ScoreResult) -> int:
    """``--transfer N --offender SEAT``: the score as played and after an established revoke's transfer (64)."""
    revoke = score_after_revoke(played.contract, played.declarer, tricks=played.tricks, vul=played.vul,
                                offender=_require(args.offender, "--offender"), transferred=args.transfer)
    data = revoke.after.to_dict() | {"revoke": revoke.to_dict()}
    text = t("numbers.revoke_score", args.lang, offender=words.seat_text(revoke.offender, args.lang),
             count=revoke.transferred,
             before=f"{revoke.before.score_ns:+d}", after=f"{revoke.after.score_ns:+d}",
             tricks_before=revoke.before.tricks, tricks_after=revoke.after.tricks)
    return emit(args, data, text)


def cmd_imp(args: argparse.Namespace) -> int:
    diff = parse_diff(args.diff)
    value = imps(diff)
    return emit(args, {"diff": diff, "imps": value}, words.imp_text(diff, value, args.lang))


def cmd_mp(args: argparse.Namespace) -> int:
    result = matchpoints(args.scores)
    lines = [t("numbers.mp.header", args.lang, top=result.top, count=len(result.scores))]
    lines += words.mp_rows(result, args.lang)
    return emit(args, result.to_dict(), "\n".join(lines))


def cmd_adjusted(args: argparse.Namespace) -> int:
    result = artificial_adjusted(_require(args.ns, "--ns"), _require(args.ew, "--ew"), form=args.form)
    data = result.to_dict()
    return emit(args, data, "\n".join(words.adjusted_lines(data, args.lang)))
