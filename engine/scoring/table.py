"""The 1987 Law 77 scoring table as named constants (bridge-domain.md §3a).

Every number a duplicate score is built from sits here, so that a director who doubts one of them finds it in one
place. ``REDOUBLE_INSULT`` is marked uncertain (L–M) for 1987: the 2007/2017 text gives 100, and the only
secondary sources date the 50 → 100 change together with the 1987 undertrick change; no 1987 text confirms it.
"""

from __future__ import annotations

# Trick score for each odd trick bid and made, undoubled (77, "trick score").
TRICK_VALUE = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}
NT_FIRST_TRICK_BONUS = 10  # the first notrump trick scores 40, each subsequent 30
DOUBLING_MULTIPLIER = (1, 2, 4)  # undoubled, doubled, redoubled: trick score ×1, ×2, ×4

GAME_THRESHOLD = 100  # a trick score of 100 or more for the contracted tricks is a game
GAME_PREMIUM = {False: 300, True: 500}  # by declarer's vulnerability
PARTSCORE_PREMIUM = 50
SMALL_SLAM_PREMIUM = {False: 500, True: 750}
GRAND_SLAM_PREMIUM = {False: 1000, True: 1500}

# Overtricks: undoubled they score the trick value; doubled/redoubled a flat amount by vulnerability.
DOUBLED_OVERTRICK = {False: 100, True: 200}
REDOUBLED_OVERTRICK = {False: 200, True: 400}

DOUBLED_INSULT = 50  # premium for making a doubled contract
REDOUBLE_INSULT = 100  # (L–M for 1987) premium for making a redoubled contract; see the module docstring

# Undertricks: undoubled each; doubled by position (1st, 2nd, 3rd, 4th and each later); redoubled = 2 × doubled.
UNDOUBLED_UNDERTRICK = {False: 50, True: 100}
NV_DOUBLED_UNDERTRICKS = (100, 200, 200, 300)  # the 1987 change: the 4th and later cost 300, not 200
V_DOUBLED_UNDERTRICKS = (200, 300, 300, 300)
REDOUBLED_UNDERTRICK_FACTOR = 2
