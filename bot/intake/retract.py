"""Why a played card was taken back says which section of Law 47 governs, for the situation reader.

The lexicon recognises a played card taken back (``retract_played_card``: Law 47); the section depends on why:

* the player was told by an opponent that it was his lead ("разыгрывающий сказал, что мой ход", "declarer said it was
  my lead"; partner's word is no misinformation by an opponent): 47E1 — the lead out of turn may be withdrawn;
* the card was played after an opponent's wrong explanation of a call or a play agreement, and taken back: 47E2 —
  (A) when no one has played since, (B) when too late (someone played after it: Law 40C);
* an opponent changed his play first and the player wants to change his too ("соперник поменял свою карту — можно и
  мне?"): 47D;
* a slip in naming a card was corrected without pause and the opponent's card played after it taken back: 47C (with
  a pause the correction is not allowed: 47G);
* the information a card withdrawn under C, D or E gave the offending side: 47F;
* the player simply changed his mind ("просто передумал", "undo", "молча забрал обратно"): 47G — once played, a card
  may not be withdrawn.

Nothing is decided when the story tells no card taken back, or not why. The general concept is replaced by the
section's, marked settled. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import ConceptMatch, replaced, settle

GENERAL = ("retract_played_card",)  # the lexicon's own readings of the situation
SECTIONS = {"47C": "retract_after_designation", "47D": "retract_after_opponent_changed",
            "47E1": "retract_after_told_lead", "47E2(A)": "retract_after_misexplanation",
            "47E2(B)": "retract_after_misexplanation_too_late", "47F": "retract_information",
            "47G": "retract_not_allowed"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
_MISCLICK = ("misclick_in_play",)  # a slip the law lets be put right (45C4(B)), no card taken back
KEPT_GENERAL = 0.5  # 47G's general reading kept: a vote feature (examples.CONCEPT_FEATURE_MIN), under the section

_TAKEN_BACK = cued(
    r"(?:change|поменять|переиграть|retract|withdraw)\s+(?:my|мою|свою)?\s*(?:card|карт\w*)|забрать\s*\?|"
    r"take\s+(?:mine|it|them)\s+back|забрал\w*\s+(?:\w+\s+){0,2}?(?:обратно|назад|свою|карт\w*|е[её])|"
    r"забрать\s+(?:\w+\s+){0,2}?(?:обратно|свою|карт\w*|назад|е[её])|вернул\w*\s+(?:\w+\s+)?в\s+руку|"
    r"вз(?:ял\w*|ять)\s+(?:\w+\s+)?(?:обратно|назад)|ход\w*\s+назад|помен\w*\s+(?:свою\s+)?карт\w*|замен\w*\s+(?:свою\s+)?карт\w*|переиграть|"
    r"отмен\w*\s+(?:\w+\s+)?карт\w*|take\s+(?:it\s+|the\s+card\s+|my\s+card\s+)?back|"
    r"(?:took|taken)\s+(?:it\s+|the\s+\w+\s+|his\s+card\s+|my\s+card\s+)?back|pick\w*\s+(?:it|the\s+card|his\s+card|"
    r"my\s+card)\s+(?:back\s+)?up\b|withdr[ae]w\w*\s+(?:my|his|her|the|"
    r"a|it)\b(?!\s+(?:pass|call|bid|double))|retract\w*|change\s+(?:my|his|her)\s+(?:card|play)|"
    r"zabra\w*\s+(?:kartu|obratno)|zabrat'?\s*\?|pomenyat\w*\s+kartu|\bbe\s+(?:withdrawn|taken\s+back)\b",
    re.IGNORECASE)
_PLAYED = cued(r"сыграл\w*|сыгран\w*|положил\w*|вышел|пош[её]л|сходил\w*|played|led\b|card|sygral\w*|polozhil\w*|"
              r"забра\w*\s+(?:сво\w+\s+)?карт\w*", re.IGNORECASE)  # a card taken back was played
# the lexicon's readings of a lead out of turn, which a lead made on an opponent's word is not (47E1)
_LEAD_OUT_OF_TURN = ("lead_out_of_turn", "opening_lead_out_of_turn", "lead_by_wrong_defender")
# an opponent said it was the player's lead (47E1): partner's word is no misinformation by an opponent
_OPPONENT = (r"(?:разыгрывающ\w*|соперник\w*|сосед\w*|противник\w*|оппонент\w*|опп\w*|правый|левый|болван\w*|"
             r"declarer|opponent|opp|RHO|LHO|dummy)")
_TOLD_LEAD = cued(
    rf"{_OPPONENT}\s+(?:\w+\s+){{0,2}}?(?:сказал\w*|told|said)[,:]?\s+(?:мне,?\s+|me,?\s+)?(?:что\s+|that\s+)?"
    rf"[«\"'“]?(?:ваш\s+(?:ход|выход|заход)|(?:мой|твой)\s+(?:ход|выход|заход)|(?:ход|выход|заход)\s+(?:мой|твой)\b|"
    rf"(?:it\s+was\s+)?my\s+lead|[\"']?your\s+lead)|"
    rf"because\s+{_OPPONENT}\s+said\s+it\s+was\s+(?:my|his|her)\s+lead|"
    # «вышел не в очередь, потому что разыгрывающий сказал, что его ход»: the lead made on the opponent's word
    rf"(?:потому\s+что|так\s+как|ведь)\s+{_OPPONENT}\s+(?:\w+\s+)?сказал\w*,?\s+(?:что\s+)?(?:его|е[её])\s+(?:ход|выход)|сказали,?\s+(?:что\s+)?мой\s+(?:ход|выход)|"
    rf"сказали\s+мой\s+ход|skazal\w*\s+chto\s+moj\s+hod", re.IGNORECASE)
# declarer's side: telling declarer (or dummy) that it is «его ход» is his partner's word, no opponent's (47E1)
_DECLARER_SIDE = re.compile(r"разыгрывающ\w*|болван\w*|\bстол\b|\bdeclarer\b|\bdummy\b", re.IGNORECASE)
_THIRD_PERSON = re.compile(r"\b(?:его|е[её]|his|her)\s+(?:ход|выход|lead)", re.IGNORECASE)
_MISEXPLAINED = cued(
    r"\bMI\b|misinformation|misinformed|неправильное\s+объяснение|corrected\s+himself|неправильн\w*\s+(?:\w+\s+)?объясн\w*|"
    r"неверн\w*\s+(?:\w+\s+)?объясн\w*|неправильн\w*\s+обьясн\w*|неправльно\s+обьясн\w*|ошибочн\w*\s+объясн\w*|"
    r"объясн\w*\s+(?:\w+\s+)?(?:неправильн|неверн)\w*|wrong\w*\s+explain\w*|wrong\s+explanation|misexplain\w*|"
    r"mis-?explanation|explained\s+(?:\w+\s+)?wrong\w*|nepravil\w*\s+ob'?ya?sn\w*|nepravilno\s+objasnili|"
    r"(?:объясн|обьясн|обясн)\w*\s+(?:\w+\s+)?не\s+так|ob'?y?j?a?sn\w*\s+(?:\w+\s+)?ne\s+tak|"
    r"(?:neverno|nepravilno)\s+ob'?y?j?a?sn\w*|"
    # an explanation corrected: it was wrong («оппы исправили объяснение», "corrected their explanation")
    r"(?:исправил\w*|поправил\w*|уточнил\w*)\s+(?:\w+\s+)?(?:сво\w+\s+)?объясн\w*|исправлени\w*\s+объясн\w*|"
    r"corrected\s+(?:his|her|their|the)\s+explanation",
    re.IGNORECASE)
_TOO_LATE = cued(  # «я уже положил карту» is the card taken back itself, not a play after it
    r"(?<!\bя\s)(?:уже|потом)\s+(?:\w+\s+)?(?:сыграл\w*|положил\w*|сходил\w*)|played\s+since|через\s+(?:\w+\s+)?карт\w*|"
    r"после\s+меня\s+(?:\w+\s+)?(?:сыграл\w*|положил\w*)|(?:two|more)\s+(?:more\s+)?cards\s+(?:hit|were\s+played)|"
    r"(?:have|had)\s+(?:already\s+)?played|сыграл\w*\s+(?:\w+\s+)?после\s+(?:меня|него|неё)|others?\s+(?:had\s+)?"
    r"played|too\s+late|слишком\s+поздно|следующ\w*\s+взятк", re.IGNORECASE)
# an opponent changed his play, and the player wants to change his too (47D)
_OPPONENT_CHANGED = cued(
    rf"(?:{_OPPONENT}|противнек\w*|саперник\w*|sopernik)\s+(?:\w+\s+){{0,3}}?(?:помен\w*|замен\w*|забрал\w*|"
    rf"переиграл\w*|измен\w*\s+игру|changed|took\s+back|pomenyal\w*)\s*(?:сво\w+(?:\s+карт\w*)?|карт\w*|кар\w*|"
    rf"игру|his\s+(?:card|play)|her\s+(?:card|play)|card|play|igru)", re.IGNORECASE)
_ME_TOO = cued(r"тоже|и\s+мне|и\s+я|\btoo\b|also|as\s+well|tozhe|so\s+I\s+(?:withdr|took|changed)\w*|"
               r",?\s+я\s+(?:забрал|поменял|заменил)\w*|"
               # "забрать карту после того как соперник поменял свою": the player's own card, taken back after his
               r"(?:забра|помен|замен|верну|change|take|withdr[ae]w)\w*\s+(?:\w+\s+){0,3}?(?:после\s+того,?\s+как|after\s+(?:the\s+|my\s+)?"
               r"(?:opponent|opp|RHO|LHO|declarer))", re.IGNORECASE)
# an opponent's permission or request is no ground for a withdrawal (47G, not 47D)
_PERMITTED = cued(r"разрешил\w*\s+(?:мне\s+)?(?:помен|забра|замен)\w*|попросил\w*\s+меня|allowed\s+me|"
                  r"let\s+me\s+(?:change|take)", re.IGNORECASE)
_DESIGNATION = cued(
    r"оговор\w*|ogovor\w*|slip\s+(?:of\s+(?:the\s+)?tongue|in\s+naming)|misdesignation|поправил\w*\s+(?:\w+\s+)?"
    r"назван\w*|исправил\w*\s+(?:\w+\s+)?назван\w*|поправился|попрвился|нет,\s+\w+\s*»|corrected\s+(?:the|his)\s+"
    r"(?:designation|call\s+of)|corrected\s+his\s+slip", re.IGNORECASE)
# a misexplanation denied ("no misinformation at all", «никакого неверного объяснения не было»); not the counterfactual
# that asserts it caused the play («без неверного объяснения я бы не…», "with no misinformation I would not…")
_NO_MISEXPLANATION = cued(r"(?:\b(?:no|not|without|nothing\s+to\s+do\s+with)\s+(?:any\s+)?(?:misinformation|MI\b|"
                          r"wrong\s+explanation)|(?:без|никако\w+)\s+(?:\w+\s+)?(?:неправильн|неверн|ошибочн)\w*\s+"
                          r"объясн\w*)(?![^.!?;]*\b(?:бы|would)\b)", re.I)
# 45C4(B) allows the correction only without a pause
_PAUSE = cued(r"через\s+(?:минуту|некоторое\s+время|пару\s+минут)|спустя|after\s+a\s+(?:pause|while|minute)|"
              r"a\s+minute\s+later|спохватил\w*\s+(?:не\s+сразу|позже)|позже\s+спохватил\w*", re.IGNORECASE)
# what the withdrawn card told: only an add-on to a card withdrawn under C, D or E
_INFORMATION = cued(
    r"информац\w*|\binfo\b|useful\s+info\w*|\bUI\b|рассказа\w*|gave\s+away|told\s+(?:his|her|the)\s+partner|"
    r"took\s+advantage|выиграл\w*\s+от|помогл\w*\s+им|helped\s+them|substantial", re.IGNORECASE)
_WRONG_INFORMATION = cued(r"(?:неверн|неправильн|ошибочн|ложн)\w*\s+информац\w*|дезинформац\w*|misinformation|"
                          r"wrong\s+info\w*", re.IGNORECASE)
# a card that fell out of a hand («выпала из рук», «уронил», "dropped"), not one played: taking it back is no 47G
# («упал король» under the ace is a card played: a fall counts only from a hand, to the floor or the table)
_FROM = r"(?:из\s+(?:\w+\s+)?(?:рук\w*|веер\w*)|на\s+(?:пол|стол)\b)"
_FELL = r"(?:упал[аои]?\b|выпал\w*)"
_DROPPED = cued(rf"выронил\w*|уронил\w*|выскользнул\w*|\bdropped\b|{_FELL}\s+(?:\w+\s+){{0,2}}?{_FROM}|"
                rf"{_FROM}\s+(?:\w+\s+){{0,2}}?{_FELL}|\bfell\s+(?:\w+\s+)?(?:out|from|on|to)\b", re.IGNORECASE)
# the player simply changed his mind (the only case the law does not allow: 47G)
_MIND_CHANGED = cued(
    r"передумал\w*|peredumal\w*|просто\s+(?:\w+\s+)?(?:забрал|поменял|передумал|решил)\w*|молча\s+забрал\w*|"
    r"решил\w*\s+иначе|changed\s+(?:his|her|my)\s+mind|decided\s+otherwise|once\s+(?:a\s+card\s+is\s+)?played|"
    r"can\s+it\s+ever\s+be\s+withdrawn|ever\s+be\s+taken\s+back|без\s+(?:всякой\s+)?причины", re.IGNORECASE)

# a played card taken back to play another, or a wish to take back a card already played, with no reason told: a
# change of mind as well ("забрал назад и положил другую", "ход назад взять", "забрать уже положенную карту")
_REPLAYED = cued(
    r"(?:забрал|взял|убрал|вернул)\w*\s+(?:\w+\s+){0,2}?(?:обратно|назад)\s*,?\s+(?:и\s+)?(?:\w+\s+)?"
    r"(?:положил|сыграл|выложил|дал|пош[её]л|сбросил)\w*\s+(?:\w+\s+)?(?:другую|другой|иную)|"
    r"took\s+(?:it\s+|the\s+card\s+|his\s+card\s+|her\s+card\s+)?back\s+and\s+(?:played|put|led)\s+(?:\w+\s+)?"
    r"(?:another|a\s+different)|ход\w*\s+назад|назад\s+ход|уже\s+(?:положенн|сыгранн|выложенн)\w*", re.IGNORECASE)

# the player's own wish to take back a card he played («хочу взять обратно», "can I take back a card I played"), no
# ground told: the law knows none beyond A-F, so the card stays (47G). A question in general («можно ли забрать
# сыгранную карту») stays Law 47 as a whole. Not when the story is of a call, a revoke, a
# lead from the wrong seat or hand, or a card dropped: each has its own law for the card taken back
_OWN_WISH = cued(
    r"(?:(?:за)?хоч\w*|(?:за)?хот(?:ел|ела|им|ят)\w*|могу|can\s+I|may\s+I|could\s+I|(?:want|wanted)\s+to)"
    r"\s+(?:ли\s+)?(?:я\s+)?(?:\w+\s+){0,2}?(?:взять|забрать|вернуть|take\s+(?:it\s+|my\s+card\s+|the\s+card\s+)?back|"
    r"withdraw)\b", re.IGNORECASE)
# ...or «можно (мне) забрать?» after a story of one's own play («сыграл не ту карту; можно забрать?», «Я положил
# не ту карту, можно мне её забрать обратно?»): a general «можно ли забрать сыгранную карту» tells no play
_MAY_TAKE = cued(r"(?:можно|нельзя)\s+(?:ли\s+)?(?:мне\s+)?(?:\w+\s+){0,2}?(?:взять|забрать|вернуть)\b", re.IGNORECASE)
_OWN_PLAY = cued(r"(?:^|[.!?;]\s*|\bя\s+)(?:сыграл|положил|выложил|кинул|бросил)\b", re.IGNORECASE)
_CARD_PLAYED = cued(r"карт[уыаое]\b|картой|\bcards?\b|сыграл\w*|положил\w*|\bplayed\b", re.IGNORECASE)
_OTHER_STORY = cued(
    r"заявк|карточк|торгов|\bbid|\bcall\b|auction|\bпас\b|контр|ренонс|revok|renege|в\s+масть|follow\s+suit|"
    r"очеред|out\s+of\s+turn|не\s+(?:с\s+)?т(?:ой|ей)\s+рук|wrong\s+hand|уронил|выронил|упал|выпал|dropped|"
    r"со\s+стола|from\s+dummy|болван|dummy|"
    # a ground the other sections know, told in words they do not read: an explanation, whose lead, a changed play
    r"объясн|обьясн|explain|misinform|(?:твой|мой|ваш)\s+(?:ход|выход)|(?:your|my)\s+lead|changes?\s+(?:his|her)|"
    r"changed\s+(?:his|her)|помен|поправил|исправил|"
    # a card shown or exposed, not played (48-50), or looked at again in a quitted trick (66)
    r"показал|засвет|\bshow(?:ed|n)\b|expos|штрафн|penalty\s+card|чтобы\s+посмотреть|to\s+(?:look\s+at|see)\b|"
    r"quitted|закрыт\w*\s+взятк", re.IGNORECASE)


def section(text: str) -> str | None:
    """``47C``…``47G`` for why a played card was taken back, or None when no card was taken back or the story does
    not say why. 47F (what the withdrawn card told) is only said of a card withdrawn under C, D or E."""
    which = _why(text)
    told = _WRONG_INFORMATION.sub(" ", text)  # "неверная информация" is the misinformation itself, not what it told
    if which in ("47C", "47D", "47E1", "47E2(A)", "47E2(B)") and _INFORMATION.search(told):
        return "47F"
    return which


def _told_lead(text: str) -> bool:
    """Whether a lead was made on an opponent's word that it was the player's (47E1): «разыгрывающий вышел …, ведь
    болван сказал, что его ход» is declarer's side telling declarer, no opponent's."""
    for told in _TOLD_LEAD.finditer(text):
        said = told.group()
        if not (_THIRD_PERSON.search(said) and _DECLARER_SIDE.search(said)):
            return True
        clause = re.split(r"[.;!?]", text[max(0, told.start() - 80):told.start()])[-1]
        if not _DECLARER_SIDE.search(clause):
            return True
    return False


def _why(text: str) -> str | None:
    if _told_lead(text):
        return "47E1"
    if not _TAKEN_BACK.search(text):
        return None
    if _MISEXPLAINED.search(_NO_MISEXPLANATION.sub(" ", text)):  # "no misinformation at all": not the reason
        return "47E2(B)" if _TOO_LATE.search(text) else "47E2(A)"
    if _DESIGNATION.search(text):
        return "47G" if _PAUSE.search(text) else "47C"
    if _DROPPED.search(text):
        return None  # a card dropped is no card played: declarer's is no card at all (48A), a defender's a penalty card
    if _PERMITTED.search(text):
        return "47G"
    if _OPPONENT_CHANGED.search(text) and _ME_TOO.search(text) and not _MIND_CHANGED.search(text):
        return "47D"
    if _MIND_CHANGED.search(text) or _REPLAYED.search(text):
        return "47G"
    wished = (_OWN_WISH.search(text) or (_MAY_TAKE.search(text) and _OWN_PLAY.search(text))) \
        and _CARD_PLAYED.search(text)  # «хочу взять обратно свои слова»: no card
    return "47G" if wished and not _OTHER_STORY.search(text) else None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the Law 47 concepts replaced by the section's (settled), when the lexicon read a played card
    taken back (or the story tells one, or a lead made because an opponent said it was one's turn) and says why."""

    if not (reads_any(found, FAMILY) or _told_lead(text)
            or (_TAKEN_BACK.search(text) and _PLAYED.search(text))):
        return found
    which = section(text)
    if which is None:
        return found
    led = _LEAD_OUT_OF_TURN if which == "47E1" else ()  # led on an opponent's word: no lead out of turn to rule on
    ruled = settle(found, FAMILY + led, SECTIONS[which])
    if which != "47G" or reads_any(found, GENERAL + _MISCLICK, KEPT_GENERAL):
        return ruled  # the lexicon read it, or a misclick (45C4(B): a slip the law lets be put right) is the story
    # a played card simply taken back, told in words the lexicon does not read as one («сыграл даму…, потом
    # передумал и поменял карту со стола»): the general reading the reader found is added beside its section, at
    # half weight, so that the stories of a card taken back are its neighbours, not a story of dummy's card only
    # touched and then changed (45C3) that shares its «передумал» (47G)
    return replaced(ruled, (), ConceptMatch(GENERAL[0], KEPT_GENERAL, "@kept"))

