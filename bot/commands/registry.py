"""Moved to :mod:`bot.framework.registry` (issue #14: the command framework has a package of its own). This name is the
same module object, kept only while features still import the old path; import ``bot.framework.registry``."""

import sys

from bot.framework import registry as _moved

sys.modules[__name__] = _moved
