"""The rulings online play needs most (issue 11): misclicks (25A), hesitations and other unauthorized information
from partner (16A; 73 is not in our corpus), wrong explanations and missing alerts (20F, 21B, 40C; 75 is not in
our corpus), the director's decision on the tricks after a contested claim (69B, 70), trick-count and scoring
disputes (66D; 65 and 79 are not in our corpus), the matters we do not rule on (58, 60, 87, 90: worded, with the
law to read), and assigned adjusted scores (12C2 of 1987) with each side's points, matchpoints or IMPs.

These are judgement rulings: the director establishes facts (was information made available? were there logical
alternatives? was there damage?) and the engine says what follows from each. A fact not yet established is never
guessed: the ruling names it as an open question (``extra.open_questions``) and what each answer leads to.
"""
