"""Moved to :mod:`bot.framework.reply` (issue #14: the command framework has a package of its own). This name is the
same module object, kept only while features still import the old path; import ``bot.framework.reply``."""

import sys

from bot.framework import reply as _moved

sys.modules[__name__] = _moved
