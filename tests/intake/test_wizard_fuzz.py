"""Property: any sequence of answers — offered ones, junk, back — moves the wizard or is refused with a typed
error; a finished wizard gives a case the engine rules on or refuses with a typed error. Never an exception."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from bot.errors import UserError
from bot.intake import wizard as W
from bot.intake.partial import check_partial
from engine.errors import EngineError

JUNK = ["", "zz", "99", "0", "!nonsense", "8S", "SZ", "-1", "14", "1♥", "пас", "!back"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(min_value=0, max_value=10_000), st.sampled_from(JUNK),
                          st.integers(min_value=0, max_value=9)), min_size=1, max_size=40))
def test_random_walks_never_raise_untyped_errors(moves):
    state = W.start()
    for pick, junk, mode in moves:
        q = W.question(state)
        if q is None:
            break
        value = junk if mode == 0 else q.answers[pick % len(q.answers)].value
        try:
            state = W.answer(state, value)
        except (UserError, EngineError) as exc:
            assert exc.code and isinstance(exc.params, dict)
    if W.question(state) is None:
        case = W.case(state)
        check_partial(case)  # the finished case keeps the contract's shapes
        try:
            ruling = engine.rule(case).to_dict()
        except EngineError as exc:
            assert exc.code
        else:
            assert ruling["edition"] == "1987"


FORMS = ["3 б/к", "дабл", "kontra", "редабл", "1 no-trump", "три бк", "пиковый король", "3 of clubs", "пК", "1ч", "пас",
         "2♠", "и", ",", "5", "board 7", "восток"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(st.text(max_size=30), st.lists(st.sampled_from(FORMS), min_size=1, max_size=4).map(" ".join)),
                min_size=1, max_size=12))
def test_typed_answers_in_any_form_move_the_wizard_or_are_refused_with_a_typed_error(texts):
    """Typed answers (players' forms of calls and cards included) never raise anything but a typed error."""
    state = W.start()
    for text in texts:
        if W.typed_kind(state) is None:
            break
        try:
            state = W.typed_answer(state, text)
        except (UserError, EngineError) as exc:
            assert exc.code and isinstance(exc.params, dict)
