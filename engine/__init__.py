"""sudya's ruling engine: a model of the auction and play, and rulings under the 1987 Laws.

Pure Python: no discord, no network, no clock, no printing. Everything returns plain data; law references are
canonical refs (``"27B2"``), never law text.
"""
