"""Play-period rulers (Laws 13–16 for cards and boards, 41–71 for the play), one module per law group.

Each module registers its irregularity types with ``@ruler``; the fields of every type are documented in
``docs/play.md``. Every ruler needs a contract and declarer (``engine.play_context.play_context``).
"""
