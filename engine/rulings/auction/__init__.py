"""Rulings of the auction period (Laws 17–39, with 9–11, 16C, 21B, 23A as they decide a case).

One module per law group: ``call`` (classification and the named call types), ``insufficient`` (27),
``rotation`` (28–32, 34), ``inadmissible`` (35–39), ``change`` (25), ``exposed`` (24), ``simultaneous`` (33),
``misinformation`` (21B); ``common`` holds what they share (23, 26, 16C, 10C, 11).
"""
