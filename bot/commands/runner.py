"""Moved to :mod:`bot.framework.runner` (issue #14: the command framework has a package of its own). This name is the
same module object, kept only while features still import the old path; import ``bot.framework.runner``."""

import sys

from bot.framework import runner as _moved

sys.modules[__name__] = _moved
