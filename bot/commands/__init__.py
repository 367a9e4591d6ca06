"""The bot's features: one module per command group, discovered by ``bot.framework.load_commands()`` (a module
whose name starts with ``_`` is a helper). They are written against the command framework, :mod:`bot.framework`
(``@command``, ``Context``, ``Reply``…). How to add a command: README.md.
"""
