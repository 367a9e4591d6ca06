"""The Discord transport: discord.py glue around the transport-neutral command layer (``bot.commands``).

Nothing here decides anything about bridge: it builds app commands from command specs, turns interactions into a
``Context``, sends rendered replies, routes component clicks, and maps errors to localized ephemeral messages.
"""
