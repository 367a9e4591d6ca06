"""sudya's Discord bot and console: a thin adapter over lawbase, engine and the ruling store."""
