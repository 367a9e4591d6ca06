"""The director's numbers: contract scores (Law 77), IMPs (78B), matchpoints (78A), artificial adjusted scores
(12C1) and the score before and after a revoke's trick transfer (64).

Each piece lives in its own small module; this package re-exports the API the bot calls.
"""

from engine.scoring.adjusted import ArtificialScore, artificial_adjusted
from engine.scoring.contract_score import ScoreResult, parse_result, score_contract
from engine.scoring.imps import IMP_THRESHOLDS, imps
from engine.scoring.matchpoints import MatchpointResult, matchpoints
from engine.scoring.revoke_transfer import RevokeScore, score_after_revoke

__all__ = [
    "IMP_THRESHOLDS",
    "ArtificialScore",
    "MatchpointResult",
    "RevokeScore",
    "ScoreResult",
    "artificial_adjusted",
    "imps",
    "matchpoints",
    "parse_result",
    "score_after_revoke",
    "score_contract",
]
