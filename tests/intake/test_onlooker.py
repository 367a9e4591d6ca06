"""The director standing behind a player is no spectator (``bot.intake.onlooker``): the spectator entry's loose hint
at Law 76 is dropped then, kept when a spectator is named or the entry's trigger was met."""

from __future__ import annotations

import pytest

from bot.intake import onlooker
from bot.intake.situation import read, search
from lawbase.search.concepts import ConceptMatch


@pytest.mark.parametrize("text", [
    "the director was standing behind me and commented that I had revoked",
    "судья стоял за спиной у разыгрывающего и вмешался, когда тот сделал ренонс",
    "the TD was sitting behind declarer and said that declarer had revoked",
])
def test_the_director_behind_a_player_is_no_spectator(text: str) -> None:
    assert "spectators" not in read(text).concept_ids
    assert "11C1" not in [hit.ref for hit in search(text, 3).hits]  # no rights lost to a spectator's remark


def test_the_revoke_ranks_first_when_the_director_stood_behind() -> None:
    """(Not yet for every wording: with "sitting behind" the phrasings' words still tie Law 76 with 61, and the
    Russian story ties 61 with 43B2(B): the concept is gone, the words stay.)"""
    text = "the director was standing behind me and commented that I had revoked"
    assert search(text, 3).hits[0].ref == "61"


@pytest.mark.parametrize("text", [
    "a kibitzer was standing behind me and commented that I had revoked",  # a spectator, no director
    "the director was standing behind me when a kibitzer commented that I had revoked",  # a spectator named too
])
def test_a_spectator_behind_a_player_is_still_read(text: str) -> None:
    assert "spectators" in read(text).concept_ids


def test_only_a_loose_hint_is_dropped() -> None:
    text = "the director was standing behind me and commented"
    hint, met = ConceptMatch("spectators", 0.5, "~words"), ConceptMatch("spectators", 1.0, "standing_behind")
    assert onlooker.refine(text, [hint]) == []
    assert onlooker.refine(text, [met]) == [met]
    assert onlooker.refine("a friend was standing behind me and commented", [hint]) == [hint]
