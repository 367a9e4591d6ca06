"""Moved to :mod:`bot.framework.state` (issue #14: the command framework has a package of its own). This name is the
same module object, kept only while features still import the old path; import ``bot.framework.state``."""

import sys

from bot.framework import state as _moved

sys.modules[__name__] = _moved
