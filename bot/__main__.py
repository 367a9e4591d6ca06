"""`python -m bot` (the Procfile's worker): Discord with DISCORD_TOKEN, otherwise the local console."""

import sys

from bot.cli import main

if __name__ == "__main__":
    sys.exit(main(["bot", *sys.argv[1:]]))
