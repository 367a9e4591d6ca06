"""A claim or a concession, for the situation reader: which of Laws 69, 70 and 71 the story tells.

The lexicon recognises a claim or a concession (``claim``, ``contested_claim``, ``concession``); which law
governs depends on facts the story states (Laws 69 and 70 are in the corpus; Law 71 is not: bridge-domain.md
"Laws 68–71"):

* the other side objects to it ("мы не согласны", "we disputed it"), or the story tells what the other side's claim
  overlooked or left unsaid ("забыв, что у меня остался козырь", "не сказал про финесс", "раскрылся молча"): a
  contested claim, Law 70;
* a side's concession its own partner objected to at once ("вистующий сказал «отдаю остальные», а партнёр сразу
  возразил", "partner conceded, but I objected"): Law 68, which defines a concession (not in the corpus; that
  none occurred is the 1997 rule, bridge-domain.md);
* a side's own concession of a trick it had won or could not lose by any normal play ("защитник сказал «бери
  остальное», а его туз взял бы взятку"): the concession is cancelled, Law 71;
* a player agreed to the opponents' claim and then found a trick his side had won or could not lose: he may
  withdraw the agreement within the correction period, 69B;
* the claim was agreed, or the round ended with no objection, and nothing more is told: it stands, 69A.

A story that does not say which is left as the lexicon reads it. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import match, settle

GENERAL = ("claim", "contested_claim", "concession")  # concession_cancelled (71 first) stays beside a settled 71
SECTIONS = {"68": "concession_objected_by_partner", "69A": "claim_agreed", "69B": "claim_agreement_withdrawn",
            "70": "claim_disputed", "71": "own_concession_withdrawn", "68C": "claim_without_line",
            "68B": "concession_by_facing_cards"}
FAMILY = (*GENERAL, *SECTIONS.values())
MIN_WEIGHT = 0.5
STRONG = 0.8
# the lexicon's concepts of these laws (its own reading of a claim with no line as contested stands, too)
_LEXICONS_OWN = {"70": ("contested_claim",), "71": ("concession_cancelled",), "68C": ("contested_claim",)}

# the other side objects ("не согласны", "мы против", "disputed")
_DISPUTED = cued(r"не\s*(?:согласн\w*|согласен|согласил\w*|соглаш\w*|принял\w*|приняли)|"
                 r"не\s+(?:мог\w*|смогл\w*)\s+(?:\w+\s+){0,2}?согласит\w*|ne\s+sogla\w*|мы\s+против|"
                 r"против\s+(?:этого|претензии)|оспорил\w*|оспарива\w*|возразил\w*|возража\w*|возражени\w*|опротестова\w*|disput\w*|disagree\w*|object\w*|"
                 r"contest\w*|did\s*n[o']t\s+(?:agree|accept)|rejected|ne\s+soglas\w*", re.IGNORECASE)
# the claim was agreed ("никто не оспорил" is agreement, said before the objections are looked for)
_NO_OBJECTION = cued(r"(?:никто\s+|мы\s+)?не\s+(?:стал\w*\s+)?(?:оспорил\w*|оспарива\w*|возразил\w*|возражал\w*|"
                     r"спорил\w*)|без\s+возражени\w*|nobody\s+(?:objected|disputed)|no\s+one\s+(?:objected|disputed)|"
                     r"without\s+(?:any\s+)?objection|no\s+objection|did\s*n[o']t\s+(?:object|dispute)|"
                     r"(?:кивнули|промолчали)|"
                     # the other side's silence told as the claim's fate: «соперники молча записали», "never said a
                     # word and scored it up" (not the claimer's «молча», which is a claim with no line)
                     r"молча\s+(?:записали|согласил\w*|приняли|кивнули)|ничего\s+не\s+(?:сказали|возразили)|"
                     r"never\s+said\s+(?:anything|a\s+word)\s+and|said\s+nothing\s+and", re.IGNORECASE)
# a claim by the other side told ("претензия", "claim", "«остальные мои»", "беру всё")
_CLAIM = cued(r"претензи\w*|клейм\w*|клэйм\w*|claim\w*|kl[ae][iy]m\w*|остальн\w+\s+(?:мо[иеё]|его)|"
              r"(?:беру|забираю|забирает|заберу|забер[её]т)\s+вс[её]|вс[её]\s+(?:остальн\w+\s+)?мо[иеё]\b|"
              r"rest\s+(?:is|are|were)\s+(?:mine|his)|заявил\w*\s+(?:все|остальн\w*)", re.IGNORECASE)
# the claimer himself found he had claimed too few ("I claimed nine but had ten"): his concession of the rest (71)
_CLAIMER_REGRETS = cued(r"(?:\bя\b|\bI\b)\s+(?:\w+\s+)?(?:заявил\w*|claimed|клеймил\w*)", re.IGNORECASE)
# the conceder's own partner objected at once: Law 68, which defines a concession (no concession then: the 1997 rule)
_PARTNER_OBJECTED = cued(r"партн[её]р\w*\s+(?:\w+\s+){0,2}?(?:возразил\w*|возражал\w*|не\s+согласил\w*)|partner\s+"
                         r"(?:\w+\s+){0,2}?object\w*", re.IGNORECASE)
# ...or the narrator objected to his partner's concession ("партнёр сказал «отдаём», а я тут же возразил")
_I_OBJECTED = cued(r"(?<!\w)я\s+(?:\w+\s+){0,2}?(?:возразил\w*|возражал\w*|не\s+согласил\w*)|\bI\s+(?:\w+\s+){0,2}?"
                   r"object\w*", re.IGNORECASE)
_PARTNER = cued(r"партн[её]р\w*|partner", re.IGNORECASE)
# a defender telling the rest of the tricks his own side's («остальные наши»): his partner may object to it at once
_OUR_CLAIM = cued(r"(?:остальн\w*|вс[её])\s+(?:взятки\s+)?наш\w*|(?:the\s+)?rest\s+(?:is|are)\s+ours", re.IGNORECASE)
# what the claimer left out or overlooked: the claim as stated is not right, and the other side contests it
_OVERLOOKED = cued(r"забыв\w*|забыл\w*|"
                   r"не\s+(?:уч[её]л\w*|вспомнил\w*|упомянул\w*|сказал\w*\s+(?:про|о|об))|"
                   r"forg[eo]t\w*|overlook\w*|never\s+mentioned|"
                   r"(?:\bа|хотя)\s+у\s+(?:меня|нас)\s+(?:\w+\s+){0,2}?(?:остал\w*|оставал\w*|был\w*)|"
                   r"\bwe\s+still\s+had|but\s+(?:I|we)\s+(?:still\s+)?had", re.IGNORECASE)
# no line of play stated with the claim, and no trick said to be left out: Law 68 (the 2017 68C asks for a clear
# statement at once); the claim is only contested (Law 70) when the other side objects or a trick was overlooked
_NO_LINE = cued(r"не\s+(?:объяснил\w*|объяснив|сказав)|не\s+(?:сказал\w*|говорит|говорил\w*|объясня\w*),?\s+как|"
                r"без\s+(?:объяснени\w*|слов\w*)|молча|"
                r"without\s+(?:a\s+word|stating|a\s+line|any\s+line)|no\s+line|never\s+said", re.IGNORECASE)
# the story asks what the claimer must say with his claim («обязан ли он объяснить, как будет играть?», "must he state a
# line of play?", "which words must he say"): what a claim must say, Law 68 (the 2017 68C: a clear statement at once)
_STATEMENT_ASKED = cued(r"(?:обязан\w*|должен|должна|нужно|надо|следует|необходимо|требуется)\s+(?:ли\s+)?"
                        r"(?P<who>(?:\w+\s+){0,2}?)"
                        r"(?:объясн|сказа|говори|назва|называ|озвучи|указа|указыва|излож|огласи|объяви|обьяви|пояснит)\w*|"
                        r"(?:must|should|has\s+to|have\s+to|need\s+to|needs\s+to|required\s+to)\s+(?P<whom>(?:\w+\s+){0,2}?)"
                        r"(?:say|state|tell|explain|announce|name|clarify|describe)\b|(?:which|what)\s+words",
                        re.IGNORECASE)
# ...by someone other than the claimer: the narrator («должен ли я сказать»; unless he tells his own claim), his
# partner, a defender ("should the defender say so?", «защитник должен сказать, согласен он или нет»)
_SPEAKER_NOT_CLAIMER = re.compile(r"\b(?:мы|ты|вы|защитник\w*|вистующ\w*|партн[её]р\w*|оппонент\w*|соперник\w*|"
                                  r"противник\w*|we|you|defenders?|partners?|opponents?|LHO|RHO)\b", re.IGNORECASE)
_NARRATOR = re.compile(r"(?<!\w)(?:я|I)(?!\w)", re.IGNORECASE)
# what is to be said is another matter: an irregularity of the play, the other side's agreements («нужно ли назвать
# штрафную карту?», «должен ли он назвать ренонс?», "must we explain our carding agreements?")
_OTHER_MATTER = cued(r"штрафн\w*|ренонс\w*|revok\w*|penalty\s+card|не\s+в\s+очередь|out\s+of\s+(?:turn|rotation)|"
                     r"недостаточн\w*|insufficient|соглашени\w*|agreement\w*|конвенци\w*|convention\w*|сигнал\w*|"
                     r"signal\w*|carding|алерт\w*|alert\w*|означа\w*|\bmeans?\b", re.IGNORECASE)
# ...told to the claimer's opponents, not to the director («что нужно сказать судье»: the facts, another matter)
_TO_DIRECTOR = re.compile(r"\W+(?:\w+\W+){0,2}?(?:судь|директор|арбитр|director|TD\b)", re.IGNORECASE)
# a trump still out with the other side («козырь у оппов остался», "we still had a trump"), not «козырей не осталось»
_TRUMP_LEFT = cued(r"козыр\w*\s+(?:(?!не\b)\w+\s+){0,3}?остал\w*|(?<!не\s)остал\w*\s+(?:\w+\s+){0,2}?козыр\w*|"
                   r"(?<!no\s)trumps?\s+(?:still\s+)?(?:left|outstanding)|still\s+had\s+(?:a\s+)?trump|"
                   # «о козыре, который был у меня», «у нас был козырь»: a trump told as ours when the claim was made
                   # (not «у нас был козырный фит», the auction's fit)
                   r"козыр\w*\s*,?\s*(?:котор\w+|что)\s+(?:ещё\s+|еще\s+)?был\w*\s+у\s+(?:меня|нас|партн\w*)\b|"
                   r"у\s+(?:меня|нас)\s+(?:ещё\s+|еще\s+)?был\w*\s+(?:\w+\s+)?козыр\w*\b(?!\s+фит)|"
                   r"trump\s+(?:that\s+|which\s+)?(?:I|we)\s+(?:still\s+)?had", re.IGNORECASE)
# the conceding player faced or laid down his cards («открыл карты», «бросил карты на стол», "faced his hand")
_FACED = cued(r"(?:открыл|положил|выложил|раскрыл|показал|бросил|кинул|швырнул)\w*\s+(?:\w+\s+){0,2}?"
              r"(?:карт\w*|рук\w*)|"
              r"раскрыл\w*ся|(?:faced|showed|spread|exposed|tabled|(?:put|laid|threw)\s+down)\s+(?:\w+\s+){0,2}?"
              r"(?:hand|cards)", re.IGNORECASE)
_RUDE = cued(r"швыр\w*|хам\w*|груб\w*|оскорб\w*|ругал\w*|злост\w*|зло\b|в\s+сердцах|раздраж\w*|этичн\w*|"
             r"поведени\w*|rude\w*|angr\w*|threw\s+(?:\w+\s+)?cards\s+at", re.IGNORECASE)
# what a concession by facing the cards, told and nothing after it, lacks: a second thought, a trick the side had, a
# wish to have tricks back («а у нас туз козырный был», "could not be lost", «верните»): Law 71's or 69B's story
_AFTERTHOUGHT = cued(r"верн\w*|\bback\b|cancel\w*|отмен\w*|отозв\w*|\bcould\b|\bмог\w*|\bбы\b|\bwould\b|"
                     r"а\s+у\s+(?:нас|меня|него|не[её]|партн\w*)|\bbut\b|actually|оказ\w*|потом|later|хотя|although|"
                     r"\bno\s+normal|нормальн\w*|\bnever\b|\bours\b|наш[аи]?\b", re.IGNORECASE)
# a turn in the story the reader cannot name: an agreement it goes on from is not surely 69A
_CONTRAST = cued(r"\bно\b|а\s+потом|однако|\bbut\b|\bthen\b|however", re.IGNORECASE)
_AGREED = cued(r"(?<!не\s)согласил\w*|(?<!не\s)согласны|(?<!не\s)соглас(?:ен|на)\b|(?<!не\s)приняли|"
               r"(?<!не\s)принял\w*|agreed|accept\w*|(?<!не\s)кивнул\w*|nodded|"
               r"(?<!не\s)признал\w*|acquiesc\w*|soglasil\w*|(?<!ne\s)priznal\w*", re.IGNORECASE)
# a side gave tricks away itself ("мы сами отдали", "защитник сказал «бери остальное»", "conceded")
_OWN_CONCESSION = cued(r"(?<!\w)(?:мы|я|защитник\w*|вистующ\w*|висутющ\w*|партн[её]р\w*|он|она|оппонент\w*|"
                       r"соперник\w*|противник\w*)\s+(?:\w+\s+){0,3}?"
                       r"(?:сами\s+|сам\s+)?(?:отдал\w*|уступил\w*|сдал\w*ся|сдались)|(?:сказал\w*|написал\w*|говорит)[,:]?\s+(?:в\s+чат\w*\s+)?(?:что\s+)?[«\"']?(?:отда[её]\w*|отдаю|"
                       r"бери|берите|забирай\w*)|[«\"'](?:отда[её]м|бери|берите|забирайте)\s+(?:вс[её]|остальн\w*)|"
                       r"conced\w*|gave\s+(?:up|away)\s+(?:the\s+)?(?:rest|tricks?)|we\s+gave\s+(?:them|declarer)|"
                       r"(?:остальн\w*|оставш\w*|вс[её])\s+(?:взятк\w*\s+)?(?:ваш\w*|тво[иеё]\w*)\b(?!\s+(?:дел|забот|проблем))|"
                       r"rest\s+(?:of\s+the\s+tricks\s+)?(?:is|are)\s+(?:yours|theirs)|"
                       r"(?:^|[.!?]\s*)(?:сами\s+)?(?:отдали|уступили|сдал(?:ись|ся|ась))\s|"
                       # one player's «отдал взятку, …» opening the story (not a trick lost in the play: «отдал
                       # взятку на второй руке», «в середине розыгрыша»)
                       r"(?:^|[.!?]\s*)(?:отдал|уступил)а?\s+(?![^,.;!?]*?(?:рук|середин|розыгрыш|ход|игр))|отда[еёю]\w*\s+(?:вам\s+)?(?:остальн\w*|оставш\w*|вс[её])",
                       re.IGNORECASE)
# «остальное ваше дело», "the rest is your business": no trick given away (the lexicon's «остальное ваше» has no
# exclusion, so the reader takes its concession back when nothing else tells one)
_YOUR_AFFAIR = cued(r"(?:остальн\w*|оставш\w*|вс[её])\s+(?:ваш|тво)\w*\s+(?:дел|забот|проблем)\w*", re.IGNORECASE)
# ...and then a trick turns out to have been the conceding or agreeing side's
# (a later look counts only with what it found: «посмотрели — одна была наша», not «проверили: всё верно»)
_TRICK_OURS = cued(r"(?:потом|после|затем)\s+(?:\w+\s+){0,2}?(?:понял\w*|оказалось|дошло|выяснил\w*)|"
                   r"потом\s+(?:\w+\s+){0,2}?(?:увидел\w*|заметил\w*)|"
                   r"(?:потом|после|затем)\s+(?:\w+\s+){0,2}?(?:посмотрел\w*|глянул\w*|проверил\w*)[^.;!?]{0,50}?"
                   r"(?:,\s*что\b|одн[аи]\s+(?:\w+\s+)?наш|был[аи]?\s+наш|у\s+(?:нас|меня)\s+(?:ещё\s+|еще\s+)?(?:был|оставал)\w*|"
                   r"а\s+у\s+(?:нас|меня)\b|отозв|отмен|передумал|"
                   r"захотел\w*\s+(?:\w+\s+)?(?:верну|забра))|оказалось|"
                   r"(?:понял\w*|увидел\w*|сообразил\w*|дошло)\s*,?\s+(?:что|шо|що)\b|(?:бы\s+(?:\w+\s+)?взял\w*|"
                   r"(?:всё|все)-?(?:таки|же)\s+брал\w*)|okazal\w*|ponyal\w*\s+(?:chto|shcho|sho|shto)\b|"
                   r"хотя\s+(?:\w+\s+){0,3}?(?:у\s+(?:него|неё|нас|меня|них)|была|был)|а\s+у\s+(?:него|неё|нас|меня|них)\s+"
                   r"(?:был\w*|оставал\w*)|(?:нельзя|невозможно|никак\s+"
                   r"нельзя)\s+было\s+(?:\w+\s+)?(?:проиграть|потерять|отдать)|не\s+мог\w*\s+(?:\w+\s+)?(?:проиграть|"
                   r"потерять)|взял\w*\s+бы|была\s+(?:наша|нашей)|later\s+(?:realized|found|saw|noticed)|realized|"
                   r"брал\w*\s+бы|turned\s+out|could\s*n[o']t\s+(?:have\s+)?(?:lose|lost)|could\s+not\s+(?:have\s+)?(?:lose|lost)|"
                   r"would\s+have\s+(?:won|taken)|we\s+had\s+a\s+trick|had\s+(?:a|the)\s+(?:trump|trick)|откатить|"
                   r"отменить|cancel\w*|undo|выяснил\w*|noticed|still\s+had|при\s+любой\s+нормальной|уже\s+выиграл\w*|"
                   # the trick given away was won already or would be won («которую на самом деле уже взял», «хотя
                   # одну брал точно»)
                   r"на\s+самом\s+деле\s+(?:уже\s+)?(?:взял|выиграл)\w*|хотя\s+(?:\w+\s+){0,2}?брал\w*|"
                   # «хотя его туз брал взятку при любой игре»: the trick given away that no play would lose (not the
                   # claimer's «при любой игре всё берётся», agreed to)
                   r"хотя\s+(?:\S+\s+){0,5}?при\s+любо[йм]\s+(?:\w+\s+)?(?:игр|розыгрыш)\w*|"
                   r"had\s+(?:\w+\s+)?tricks\s+on\s+top|actually\s+had|мог\w*\s+взять|"
                   # «через 5 минут поняли: туз был наш», "the ace was ours": a time later, then what they saw
                   r"через\s+(?:\w+\s+){0,3}?(?:понял|увидел|заметил|сообразил|выяснил|спохватил)\w*|"
                   # ...a colon counts only with what was seen after it (not «увидели: всё чисто»), and «был наш» only
                   # of a trick or a card (not «контракт был наш», «ход был наш»)
                   r"(?:понял|увидел|сообразил|дошло)\w*\s*[:—–]\s*(?:\w+\s+){0,3}?(?:был[аои]?\s+наш|у\s+(?:нас|меня))|"
                   r"(?:туз\w*|корол\w*|дам[аы]|валет\w*|козыр\w*|взятк\w*|карт[аы]|одн[аи]|десятк\w*)\s+"
                   r"(?:\w+\s+){0,2}?был[аои]?\s+наш\w*|"
                   r"\b(?:ace|king|queen|jack|ten|trumps?|tricks?|card|one)\s+(?:\w+\s+){0,2}?was\s+ours\b",
                   re.IGNORECASE)
# ...or, after the agreement, a trick «отдали зря» or one «точно наша» (not a lead or a trick given away in the play,
# «зря отдал взятку на второй руке», nor the claimer's «последняя точно наша» quoted with no later look before it)
_IN_VAIN = cued(r"взятк\w*\s+(?:\w+\s+)?отдал[иа]?\s+зря|(?:зря\s+отдал[иа]?|отдал[иа]?\s+зря)\s+(?:\w+\s+)?взятк\w*|"
                r"точно\s+наш\w*", re.IGNORECASE)
_IN_PLAY = cued(r"на\s+\w+\s+рук\w*|в\s+середин\w*|в\s+(?:начале|ходе)\b|в\s+розыгрыш\w*|во\s+время\b|по\s+ходу|"
                r"в\s+игре\b|при\s+(?:розыгрыш|игр)\w*", re.IGNORECASE)
_LATER = cued(r"потом|позже|затем|оказал\w*|понял\w*|пересчит\w*|посмотрел\w*|по\s+записи", re.IGNORECASE)


def _given_in_vain(text: str) -> bool:
    """Whether, after the agreement, a trick is told given away in vain or surely the agreeing side's (Law 69B)."""
    agreed = _AGREED.search(text) or _NO_OBJECTION.search(text)
    return agreed is not None and any(
        found.start() > agreed.end() and not _IN_PLAY.search(re.split(r"[,;.!?—–]", text[found.end():])[0])
        and (_LATER.search(text, agreed.end(), found.start()) is not None or _unquoted(text, found.start()))
        for found in _IN_VAIN.finditer(text))


def _unquoted(text: str, at: int) -> bool:
    """Whether ``at`` is outside quotation marks (the claimer's own words are quoted: «последняя точно наша»)."""
    return text.count("«", 0, at) <= text.count("»", 0, at) and text.count('"', 0, at) % 2 == 0


def section(text: str) -> str | None:
    """The law or section (69A, 69B, 70, 71) a claim or concession falls under, or None (see the docstring)."""
    agreed = bool(_NO_OBJECTION.search(text)) or (_AGREED.search(text) is not None and not _DISPUTED.search(text))
    ours = _TRICK_OURS.search(text) is not None or _given_in_vain(text)
    own = _OWN_CONCESSION.search(text) is not None
    side = own or _OUR_CLAIM.search(text) is not None  # a side gave tricks away, or said the rest were its own
    if side and (_PARTNER_OBJECTED.search(text) or (_I_OBJECTED.search(text) and _PARTNER.search(text))):
        return "68"  # partner objected at once: Law 68 defines a concession (none then, by the 1997 rule)
    if not agreed and _DISPUTED.search(text):
        return "70"
    if ours and _CLAIMER_REGRETS.search(text):
        return "71"  # a claim of fewer tricks concedes the rest: the claimer getting one back is Law 71
    if not agreed and not own and _CLAIM.search(text) and _OVERLOOKED.search(text):
        return "70"  # the other side's claim left a trick out, or no line: contested (Law 70)
    if not agreed and not own and _CLAIM.search(text) and _NO_LINE.search(text):
        # a claim with no line stated, nobody objecting: what a claim must say (Law 68); with an opponent's trump
        # told as still out, the line it left unsaid is the trump's: contested (Law 70, its 70C)
        return "70" if _TRUMP_LEFT.search(text) else "68C"
    if not agreed and not own and _CLAIM.search(text) and _statement_asked(text) and not _OTHER_MATTER.search(text):
        # what the claimer must say: Law 68 (a clear statement of the line, 2017 68C); with an opponent's trump told
        # as still out, what he left unsaid is the trump's: contested (Law 70, its 70C), as with no line above
        return "70" if _TRUMP_LEFT.search(text) else "68C"
    if own and not _CLAIM.search(text):
        if ours or agreed or _DISPUTED.search(text) or _AFTERTHOUGHT.search(text) or not _FACED.search(text):
            return "71" if ours else None
        return "68B"  # cards faced with the tricks given away: a concession (Law 68), no cards exposed in the play
    if agreed:
        return "69B" if ours else (None if _CONTRAST.search(text) else "69A")
    return None


def _statement_asked(text: str) -> bool:
    """Whether the story asks what the claimer must say with his claim (not what someone must tell the director, nor
    what the narrator, a defender or a partner must say)."""
    return any(_TO_DIRECTOR.match(text, asked.end()) is None and _by_claimer(text, asked)
               for asked in _STATEMENT_ASKED.finditer(text))


def _by_claimer(text: str, asked: re.Match[str]) -> bool:
    """Whether the one asked to speak is the claimer (or not named): the words between the modal and the verb, or
    the clause's words before the modal («защитник должен сказать»), name no one else."""
    clause = re.split(r"[,.;:!?«»\"()]", text[max(0, asked.start() - 60):asked.start()])[-1]
    who = f"{clause} {asked.group('who') or asked.group('whom') or ''}"
    if asked.group(0).lower().endswith("words"):
        who = text[asked.end():asked.end() + 30]
    if _SPEAKER_NOT_CLAIMER.search(who):
        return False
    return _NARRATOR.search(who) is None or _CLAIMER_REGRETS.search(text) is not None  # «я заявил …, должен ли я …»


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with a claim or concession replaced by its law or section (settled), when the lexicon read one
    and the story says which."""

    found = _without_your_affair(text, found)
    if (_only_to_partner(text) or _RUDE.search(text)) and not reads_any(found, GENERAL, STRONG) \
            and not (_CLAIM.search(text) or _REST_SAID.search(text) or _DISPUTED.search(text)):
        # «показал карты партнёру: смотри, что у меня было»: cards shown to partner are no claim (a claim is a
        # statement to the opponents of the tricks to come), nor cards thrown down «в сердцах» with no claim told
        # (the conduct is the story, Law 74); the loose words' hint of one is dropped
        return [m for m in found if m.id not in GENERAL]
    if not reads_any(found, GENERAL, MIN_WEIGHT):
        return found
    if not reads_any(found, GENERAL, STRONG) and not (_CLAIM.search(text) or _OWN_CONCESSION.search(text)):
        # a claim guessed from loose words and none told ("не согласны, сколько взяток взяли", or the director's
        # ruling disagreed with: an appeal, Law 92): no Law 70
        return found
    which = section(text)
    if which is None and reads_any(found, ("claim",), STRONG) and not reads_any(found, ("contested_claim",), STRONG):
        # «разыгрывающий выложил карты и сказал "остальные мои"»: a claim stated, nobody said to dispute it: Law 68
        # (what a claim is, play ceases), not the contested claim a few of its words hint at (70); the cards «брошены»
        # on the table with it are how the claim was made, no discourtesy (74) unless the story tells a rude one
        rude = _FACED.search(text) is None or _RUDE.search(text) is not None
        return [m for m in found if m.id != "contested_claim" and (rude or m.id != "conduct_etiquette")]
    if which == "68C" and _no_line_only(found) and not _HELD_AGAINST.search(text):
        return settle(found, FAMILY, SECTIONS[which])  # no line told, nobody said to object: Law 68, no contest
    if which is None or reads_any(found, _LEXICONS_OWN.get(which, ()), STRONG):
        return found  # the lexicon read that very law by a whole trigger ("оспорили претензию"): nothing to add
    return settle(found, FAMILY, SECTIONS[which])

# cards shown to one's own partner («показал партнёру карты», "showed his cards to his partner")
_TO_PARTNER = cued(r"(?:показал|открыл|раскрыл)\w*\s+(?:сво\w+\s+)?партн[её]р[уy]|партн[её]р[уy]\s+(?:\w+\s+){0,2}?"
                   r"(?:показал|открыл|раскрыл)\w*|(?:show|flash)\w*\s+(?:\w+\s+){0,2}?(?:cards?|hand)\s+to\s+"
                   r"(?:his|her|my|their|the)?\s*partner", re.IGNORECASE)
# ...and to the opponents too («партнёру и противникам», "to his partner and the opponents"): shown to the table
_TO_BOTH = cued(r"партн[её]р[уy]\s+и\s+(?:\w+\s+)?(?:противник|соперник|защитник|оппонент|вистующ)\w*|"
                r"(?:противник|соперник|защитник|оппонент|вистующ)\w*\s+и\s+(?:сво\w+\s+)?партн[её]р[уy]|"
                r"partner\s+and\s+(?:the\s+|his\s+|her\s+)?(?:opponents|defenders)|(?:opponents|defenders)\s+and\s+"
                r"(?:his\s+|her\s+|the\s+)?partner", re.IGNORECASE)
# the rest told as plain with the cards faced («дальше всё ясно», "the rest is easy"): a claim in other words
_REST_SAID = cued(r"(?:дальше|остальн\w*|оставш\w*)\s+(?:\w+\s+){0,2}?(?:ясн|понятн|прост|очевидн)\w*|"
                  r"\bвс[её]\s+(?:и\s+так\s+)?(?:ясно|понятно|очевидно)|the\s+rest\s+(?:is|are|of)\b", re.IGNORECASE)


def _only_to_partner(text: str) -> bool:
    """Whether the cards are told shown to the teller's partner and not to the opponents as well."""
    return _TO_PARTNER.search(text) is not None and _TO_BOTH.search(text) is None


def _without_your_affair(text: str, found: list[Any]) -> list[Any]:
    """``found`` without the concession the lexicon read from «остальное ваше дело» ("the rest is up to you") alone:
    the words read again with that phrase left out tell no concession (the director's «штраф две взятки, остальное
    ваше дело» is the revoke's penalty, Law 64)."""
    affair = _YOUR_AFFAIR.search(text)
    if affair is None or not any(m.id == "concession" for m in found):
        return found
    rest = f"{text[:affair.start()]} {text[affair.end():]}"
    if any(m.id == "concession" and m.weight >= MIN_WEIGHT for m in match(rest)):
        return found
    return [m for m in found if m.id != "concession"]


# a card the other side held against the claim («а у меня дама козырей», "but we had the ace"): a contest (70)
# («у партнёра был козырь», «сказал, что у меня ещё есть валет», «показал свою даму», "but my partner held the ace")
_HELD_AGAINST = cued(r"а\s+у\s+(?:меня|нас|партн\w*)\b|\bbut\s+(?:I|we|(?:my\s+)?partner)\s+(?:had|held|have|still)\b|"
                     r"у\s+(?:меня|нас|партн\w*)\s+(?:ещё\s+|еще\s+|же\s+)?(?:был\w*|есть|оставал\w*|остал\w*)\s+"
                     r"(?:\w+\s+){0,2}?(?:туз|корол|дам[аыу]|валет|вальт|козыр|десятк|карт|взятк)\w*|"
                     r"показал\w*\s+(?:сво\w+\s+)?(?:\w+\s+)?(?:туз|корол|дам[аыу]|валет|вальт|козыр|десятк)\w*|"
                     r"(?:my\s+partner|partner|I|we)\s+(?:still\s+)?(?:had|held)\s+(?:the|a|an)\s+(?:ace|king|queen|jack|"
                     r"ten|trump)", re.IGNORECASE)
# the lexicon's triggers of a contested claim that tell only a line not stated («без объяснения», "no statement")
_NO_LINE_TRIGGER = re.compile(r"без_объяснени|no statement|не сказал\* как будет")


def _no_line_only(found: list[Any]) -> bool:
    """Whether the lexicon read a contested claim only from a line not stated (no dispute told)."""
    contested = [m for m in found if m.id == "contested_claim" and m.weight >= STRONG]
    return bool(contested) and all(_NO_LINE_TRIGGER.search(getattr(m, "trigger", "")) for m in contested)
