"""Moved to :mod:`bot.framework.context` (issue #14: the command framework has a package of its own). This name is the
same module object, kept only while features still import the old path; import ``bot.framework.context``."""

import sys

from bot.framework import context as _moved

sys.modules[__name__] = _moved
