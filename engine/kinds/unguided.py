"""Types the engine rules on from a case (``sudya rule``, a case given to ``/ask``) that the wizard and ``/ruling``
do not offer yet. Their facts are still read only by their rulers (``irr.only(...)``); to offer one in the bot,
move it to ``auction.py``/``play.py`` with its facts and a ``command`` (docs/engine.md, "Adding a type")."""

from __future__ import annotations

from engine.kinds.model import unguided

KINDS = (
    *(unguided(t, "auction") for t in (
        "change_after_misinformation",  # 21B
        "own_misunderstanding",  # 21A
        "cards_from_wrong_board",  # 17D
        "review_request",  # 20
    )),
    *(unguided(t, "play") for t in (
        "auction_review",  # 41B/41C: the opening lead faced, a review of the auction
        "card_played",  # 45
        "designation_changed",  # 45C4, 46
        "fifth_card",  # 45E
        "dummy_misplayed",  # 45D
        "dummy_card_designation",  # 46B
        "card_retraction",  # 47
        "card_retraction_rectification",  # 47A/47B
        "dummy_violation",  # 42, 43
        "inability_to_comply",  # 59
        "trick_dispute",  # 66, 79
        "defective_trick",  # 67
        "trick_inspection",  # 66
        "wrong_number_of_cards",  # 13
        "missing_card",  # 14
        "wrong_board",  # 15
        "unauthorized_information",  # 16
    )),
)
