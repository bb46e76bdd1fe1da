"""Everyday reads of benchmark-analyze: what happened in the workspace.

The best model on a benchmark, what changed between two versions of a benchmark, what a run cost
and who started it, and the credit history. (Which models and benchmarks the workspace holds is
benchgen-context's: skills/workspace.py.) Read only, answered from the platform as the user; no
confirmation.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.benchgen.models import BenchmarkVersion, CreditEntry, Item, Run
from bot.skill import Outcome, Request, SkillContext, Trigger
from bot.text import Line, Quote
from skills.reads import current_scores, run_percent, score_line

_T = Trigger.of

# What "a run" (any run, not one that was made) costs, in the present or conditional, is a price
# benchgen-context quotes; what a run cost is a read. Per language, put before the cost trigger.
_NOT_A_QUOTE = {
    "fr": r"^(?!.*\b(coute|couterait|coutent)\b[^.!?]{0,20}\b(un|une) (execution|run)\b|.*\b(un|une|chaque) (execution|run)\b[^.!?]{0,30}\b(coute|couterait)\b)",
    "es": r"^(?!.*\b(cuesta|costaria|sale)\b[^.!?]{0,20}\b(un|una) (ejecucion|run)\b|.*\b(un|una|cada) (ejecucion|run)\b[^.!?]{0,30}\b(cuesta|costaria)\b)",
    "pt": r"^(?!.*\b(custa|custaria|sai)\b[^.!?]{0,20}\b(um|uma) (execucao|run|rodada)\b|.*\b(um|uma|cada) (execucao|run|rodada)\b[^.!?]{0,30}\b(custa|custaria)\b)",
}

# Who changed a key, or whether a fix was applied ("who edited the capitals key?", "was the fix to item 13 applied?",
# "第13题的修正已经生效了吗"): the versions read, however strongly the fix's words ask an edit.
HISTORY_ASKED = 3.5
# ...and whether someone did it ("did anyone fix item 13's key yet?", "quelqu'un a corrigé la clé ?", "¿alguien arregló ya la
# clave?", "誰か問13のキーもう直した？"): asked of the past, above every edit rule its fix's words meet
SOMEONE_CHANGED = 5.0
# Whether an item or a key was already corrected, asked ("was the reference for item 7 already corrected?", "wurde die
# Referenz bei Item 7 schon korrigiert?", "¿ya se corrigió la referencia del ítem 7?"): the versions read, though the item,
# the key and the verb of fixing together say an edit to its rules (up to ~6); asked last, so that nothing after it asks
# the fix ("… already fixed? if not, set it to 42").
_ALREADY_FIXED = {
    "en": r"^\W*(was|were|has|have|is|did)\b[^.!?]{0,60}\b(already|yet)\b[^.!?]{0,15}\b(corrected|fixed|changed|updated|edited|amended)\b"
          r"(?=[^.!?]*\?\W*$)",
    "de": r"^\W*(wurde|ist|sind|wurden)\b[^.!?]{0,50}\b(schon|bereits)\b[^.!?]{0,10}\b(korrigiert|geandert|angepasst|repariert|gefixt|"
          r"berichtigt)\b(?=[^.!?]*\?\W*$)",
    "fr": r"\b(deja ete|ete deja) (corrig|modifi|chang|rectifi|mis a jour|mise a jour)\w*(?=[^.!?]*\?\W*$)",
    "es": r"\bya\b[^.!?]{0,20}\b(se )?(corrigio|cambio|arreglo|modifico|actualizo|corrigieron|cambiaron|arreglaron|corregid[oa]s?|"
          r"cambiad[oa]s?|arreglad[oa]s?|modificad[oa]s?)\b(?=[^.!?]*\?\W*$)",
    "pt": r"\bja\b[^.!?]{0,20}\b(corrigiram|mudaram|alteraram|consertaram|arrumaram|corrigid[oa]s?|alterad[oa]s?|mudad[oa]s?|"
          r"consertad[oa]s?|arrumad[oa]s?)\b(?=[^.!?]*\?\W*$)",
    "zh": r"(已经|是不是已经|有没有)[^。？?]{0,3}(被)?(改|修改|修正|更正|纠正|改正|修好|改好)[^。？?]{0,15}(了吗|了没有?|没有)\s*[?？]?\W*$",
    "ja": r"(もう|すでに|既に)[^。？?]{0,20}(直って|直し|直っ|修正され|修正し|変更され|変更し|変わっ)[^。？?]{0,8}[?？か]\W*$",
}
ALREADY_FIXED = 8.0
# ...or whether and when it really was ("A chave do item 13 foi corrigida mesmo? Quando?", "Wurde der Key von Item 13 wirklich
# korrigiert? Wann?"): a fix said done in the past, and when asked, the message ending asking, read alike
_WHEN_FIXED = {
    "en": (r"\b(was|were|been|got)\b[^.!?]{0,40}\b(fixed|corrected|changed|updated|edited|amended)\b", r"\bwhen\b"),
    "de": (r"\b(wurde|wurden|worden)\b[^.!?]{0,40}\b(korrigiert|geandert|gefixt|angepasst|aktualisiert|berichtigt)\b", r"\bwann\b"),
    "fr": (r"\b(a|ont) (vraiment |bien |deja )?ete (corrig|modifi|chang|rectifi|mise? a jour)\w*", r"\bquand\b"),
    "es": (r"\b(fue|fueron|se) (de verdad |realmente |ya )?(corregid[oa]s?|cambiad[oa]s?|modificad[oa]s?|actualizad[oa]s?|corrigio|"
           r"cambio|modifico|actualizo)\b", r"\bcuando\b"),
    "pt": (r"\b(foi|foram) (mesmo |realmente |ja )?(corrigid[oa]s?|alterad[oa]s?|mudad[oa]s?|atualizad[oa]s?|consertad[oa]s?)\b",
           r"\bquando\b"),
    "zh": (r"(改|修改|修正|更正|修复)(了|过)", r"什么时候|何时|哪天"),
    "ja": (r"(修正|変更|更新)(され|し)(た|てる|ている)", r"いつ"),
}

# Per language, on the router's normalised text (lower case, Latin accents stripped).
TRIGGERS: dict[str, tuple[Trigger, ...]] = {
    "en": (
        _T(r"\b(which|what|who)('s| is)? (model )?(is )?(the )?(best|top|strongest|leading)\b|\bbest model\b", 1.6, "best"),
        _T(r"\bwhat changed\b|\bchanges?\b.{0,30}\bversions?\b|\bversions?\b.{0,30}\b(changed|changes|differ)\b|\bchangelog\b", 1.6, "changes"),
        _T(r"\b(was|did|has|have|is) (the |that |this )?([\w-]+ ){0,3}(fix|change|correction|edit)\b[^?]{0,60}\b(applied|through|effect|live|merged|landed)\b|\bwho (changed|edited|fixed|modified|updated)\b|\bwhat (changes|edits|modifications) (were|have been|got) (made|done|applied)\b|\b(was|were|has been|have been)\b[^?]{0,40}\b(changed|modified|edited|updated)\b(?=[^.!]*\?)|\bwho made\b[^?]{0,20}\b(change|changes|edit|edits|fix|correction)\b|\bwhen (was|were|did)\b[^?]{0,40}\b(changed|edited|modified|updated|fixed|change|edit|modify|update)\b|\bwho (approved|applied|signed off)\b|\bwhat did [a-z]+ (change|edit|modify|update|fix)\b|\b(history|log|audit trail|changelog) of\b[^.!?]{0,20}\b(changes?|edits?|keys?|runs?)\b|\bwhat changed in\b|\b(has|have|did) ([a-z]+ ){1,2}(ever |actually |already |really )*(approved?|signed off( on)?|okayed|applied|apply)\b[^?]{0,30}\b(fix|change|correction|edit|proposal)\b", HISTORY_ASKED, "changes"),  # who changed it, whether a fix was applied: a read of the versions
        _T(r"\b(did|has|have) (anyone|anybody|someone|somebody|they)\b[^?]{0,30}\b(change|changed|edit|edited|modify|modified|touch|touched|update|updated|fix|fixed|correct|corrected)\b", SOMEONE_CHANGED, "changes"),  # someone said to have changed it, asked
        _T(r"^(?!.*\b(an?|one|each|every|a single) ([\w-]+ ){0,2}run\b(?!s))"  # what a run costs at all: benchgen-context explains
       r"(?:.*\b(cost|costs|charged?)\b.{0,30}\bruns?\b(?!\s+[a-z][\w-]*\d)|.*\bruns?\b.{0,30}\b(cost|costs|charged?)\b)|\bwho (started|launched|ran)\b|\bdid \w+ (start|launch|kick off)\b[^?]{0,60}\bor (was it|did) \w+", 2.0, "cost"),
        _T(r"\bcredits?\b.{0,20}\b(history|spent|went|used)\b|\b(history|spending) of( our| the)? credits?\b|\bwhere did\b.{0,20}\bcredits?\b", 2.0, "credit_history"),
        _T(r"\b(what does|what's in|text of)\b.{0,12}\b(item|question)\b|\b(item|question)\s*#?\d+\b.{0,20}\b(say|says|ask|asks)\b", 1.0, "item"),
    ),
    "de": (
        _T(r"\b(welches|welcher|wer) (modell )?(ist )?(am besten|der beste|das beste|vorn)\b|\bbeste[sn]? modell\b", 1.6, "best"),
        _T(r"\bwas hat sich\b.{0,30}\bgeandert\b|\bwas\b[^.?!]{0,30}\b(geandert|bearbeitet|korrigiert) hat\b|\b(anderung|unterschied)\w*\b.{0,30}\bversion\w*\b|\bversion\w*\b.{0,30}\b(geandert|anderung\w*|unterschied\w*)\b", 1.6, "changes"),
        _T(r"\b(fix|anderung|korrektur)\b[^?]{0,40}\b(angewendet|ubernommen|aktiv|live|applied)\b(?=[^.!]*\?)|^(ist|sind|wurde|wurden|war)\b[^.!?]{0,40}\b(fix|anderung|korrektur)\b[^.!?]{0,40}\b(angewendet|ubernommen|aktiv|live|applied)\b|\bwer hat\b[^?]{0,20}\b(anderung|korrektur|fix)\w*\b[^?]{0,60}\b(gemacht|vorgenommen)\b|\bwer hat\b.{0,30}\b(geandert|bearbeitet|korrigiert|angepasst)\b|\b(wurde|wurden)\b[^?]{0,60}\b(geandert|bearbeitet|modifiziert|aktualisiert)\b(?=[^.!]*\?)|\bseit wann\b|\bwann wurde\b[^?]{0,40}\b(geandert|bearbeitet|korrigiert|angepasst)\b|\bwurde\b[^?]{0,30}\bwas geandert\b|\bwer hat\b.{0,30}\b(genehmigt|freigegeben|angewendet|abgesegnet)\b|\bwelche (anderungen|aenderungen)\b[^.!?]{0,20}\b(gab es|wurden|hat)\b|\b(anderungsverlauf|anderungshistorie|anderungsprotokoll|verlauf der anderungen)\b|\bwas hat (\w+ ){1,2}[^?]{0,40}\b(geandert|bearbeitet|korrigiert|angepasst)\b", HISTORY_ASKED, "changes"),  # who changed it, whether a fix was applied: a read of the versions
        _T(r"\bhat (schon |denn |mal |eigentlich )*(jemand|irgendwer|wer)\b[^?]{0,40}\b(geandert|bearbeitet|angefasst|korrigiert|gefixt|aktualisiert)\b", SOMEONE_CHANGED, "changes"),  # someone said to have changed it, asked
        _T(r"^(?!.*\b(ein|einen|eines|einem|jede[rnms]?|pro)\s+(\w+\s+){0,2}(lauf|run)\b)"  # what a run costs at all: benchgen-context explains
           r"(?:.*\b(gekostet|kosten|kostete)\b.{0,30}\b(lauf|run)\w*\b(?!\s+[a-z][\w-]*\d)|.*\b(lauf|run)\w*\b.{0,30}\b(gekostet|kosten|kostete)\b)|\bwer hat\b.{0,30}\b(gestartet|angestossen)\b|\bhat \w+ [^?]{0,40}\b(gestartet|angestossen|laufen lassen)\b[^?]{0,30}\boder\b", 2.0, "cost"),
        _T(r"^(?!.*\b(bevor|damit|sonst|ehe)\b[^.!?]{0,40}\bverbraucht\b).*\b(credit|guthaben)\w*\b.{0,20}\b(verlauf|historie|ausgegeben|verbraucht|geblieben)\b|\b(verlauf|historie)\b.{0,20}\b(credit|guthaben)\w*\b|\bwofur\b.{0,20}\bcredits\b", 2.0, "credit_history"),
        _T(r"\bwas steht in\b.{0,12}\b(item|aufgabe|frage)\b|\b(item|aufgabe|frage)\s*#?\d+\b.{0,20}\b(sagt|fragt|lautet)\b", 1.0, "item"),
    ),
    "fr": (
        _T(r"\b(quel|qui) (modele )?(est )?(le )?meilleur\b|\bmeilleur modele\b", 1.6, "best"),
        _T(r"\bqu'est-ce qui a change\b|\b(changements?|differences?)\b.{0,30}\bversions?\b|\bversions?\b.{0,30}\b(change|changements?)\b", 1.6, "changes"),
        _T(r"\b(correction|modification|changement|fix)\b[^?]{0,40}\b(appliquee?s?|prise? en compte|active)\b(?=[^.!]*\?)|\b(a ete appliquee?|ont applique|a applique)\b[^.!?]{0,40}\b(correction|modification|changement|fix)\b(?=[^.!]*\?)|\b(a|ont) ete (modifiee?s?|changee?s?|touchee?s?|mise? a jour)\b(?=[^.!]*\?)|\bqui a fait\b[^?]{0,20}\b(modification|changement|correction)s?\b|\bquand\b[^?]{0,40}\b(change|modifie|corrige|edite)e?s?\b|\bc'etait quand\b|\ba (modifie|change|corrige|touche|applique)\b[^.!?]{0,40}\bquand\b|\bpar qui\s*\?|\bqui a (approuv|valid|appliqu)\w*|\b(historique|journal) des (modif\w*|changements)\b|\bqu'est-ce qu(e |')[a-z]+ a (change|modifie|corrige|touche|edite)\b|\bqu'a (change|modifie|corrige|touche) [a-z]+\b|\bils ont (change|modifie|touche|edite)\b[^.!?]{0,40}\b(cle|key|reference)s?\b(?=[^.!]*\?)", HISTORY_ASKED, "changes"),  # who changed it, whether a fix was applied: a read of the versions
        _T(r"\b(qui|quelqu'un) a (change|modifie|corrige|edite|touche)r?\b", SOMEONE_CHANGED, "changes"),  # someone said to have changed it, asked
        _T(_NOT_A_QUOTE["fr"] + r".*?(?:\b(coute|coutee|cout)\b.{0,30}\b(execution|run)s?\b|\b(execution|run)s?\b.{0,30}\b(coute|coutee|cout)\b|\bqui a (lance|demarre)\b|\b\w+ a lance\b[^?]{0,50}\bou (c'etait |c'est )?\w+)", 2.0, "cost"),
        _T(r"\bhistorique\b.{0,20}\bcredits?\b|\bcredits?\b.{0,20}\b(depenses|historique|passes)\b|\bou sont passes\b.{0,20}\bcredits\b", 2.0, "credit_history"),
        _T(r"\b(que dit|que contient)\b.{0,12}\b(l'item|item|la question|question)\b", 1.0, "item"),
    ),
    "es": (
        _T(r"\b(cual|que) (modelo )?(es )?(el )?mejor\b|\bmejor modelo\b", 1.6, "best"),
        _T(r"\bque cambio\b|\b(cambios?|diferencias?)\b.{0,30}\bversion\w*\b|\bversion\w*\b.{0,30}\b(cambio|cambios)\b", 1.6, "changes"),
        _T(r"\b(correccion|cambio|arreglo|fix)\b[^?]{0,40}\b(aplicad[oa]|aplico)\b(?=[^.!]*\?)|\b(aplico|aplicar|aplicado|aplicada|aplicados|aplicadas|aplicaron)\b[^.!?]{0,40}\b(correccion|cambio|arreglo|fix)\b(?=[^.!]*\?)|\bquien (cambio|modifico|corrigio|edito|arreglo)\b|\bquien hizo\b[^?]{0,20}\b(cambio|cambios|modificacion|correccion|edicion)\b|\b(cambio|modifico|corrigio|toco|cambiaron|modificaron)\b[^?]{0,60}\bquien fue\b|\bcuando (se )?(cambio|modifico|corrigio|edito|cambiaron|modificaron|corrigieron)\b|\bquien (aprobo|aplico)\b|\b(historial|registro) de (cambios|modificaciones|ediciones)\b|\bque se cambio\b|\b(fue|ha sido|han sido|fueron) (modificad|cambiad|actualizad|tocad)[oa]s?\b(?=[^.!]*\?)|\bse (modifico|cambio|toco|actualizo)\b[^?]{0,40}\b(hace poco|recientemente|ultimamente)\b|\bque (cambios|modificaciones|ediciones) se (hicieron|han hecho|aplicaron|realizaron)\b|\bquien (los|las|lo|la) hizo\b|\bque (le )?(cambio|modifico|toco|corrigio|edito) [a-z]+ (en|a)\b|\b(cambiaron|modificaron|tocaron|editaron|alteraron)\b[^.!?]{0,40}\b(clave|key|referencia)s?\b(?=[^.!]*\?)", HISTORY_ASKED, "changes"),  # who changed it, whether a fix was applied: a read of the versions
        _T(r"\balguien (ya )?(cambio|modifico|toco|edito|corrigio|arreglo|actualizo)\b", SOMEONE_CHANGED, "changes"),  # someone said to have changed it, asked
        _T(_NOT_A_QUOTE["es"] + r".*?(?:\b(costo|cuesta|costó)\b.{0,30}\b(ejecucion|run)\w*\b|\b(ejecucion|run)\w*\b.{0,30}\b(costo|cuesta)\b|\bquien (lanzo|inicio|ejecuto)\b|\b(lanzo|arranco|ejecuto)\b[^?]{0,50}\bo (fue )?\w+)", 2.0, "cost"),
        _T(r"\bhistorial\b.{0,20}\bcreditos\b|\bcreditos\b.{0,20}\b(gastado|gastamos|historial|usado)\b|\ben que\b.{0,20}\bcreditos\b", 2.0, "credit_history"),
        _T(r"\bque dice\b.{0,12}\b(item|pregunta)\b", 1.0, "item"),
    ),
    "pt": (
        _T(r"\b(qual|que) (modelo )?(e )?(o )?melhor\b|\bmelhor modelo\b", 1.6, "best"),
        _T(r"\bo que mudou\b|\b(mudancas?|diferencas?)\b.{0,30}\bvers(ao|oes)\b|\bvers(ao|oes)\b.{0,30}\b(mudou|mudancas?)\b", 1.6, "changes"),
        _T(r"\b(correcao|mudanca|alteracao|fix)\b[^?]{0,40}\b(aplicad[oa]|entrou|valendo)\b(?=[^.!]*\?)|\b(aplicou|aplicaram|aplicad[oa])\b[^.!?]{0,40}\b(correcao|mudanca|alteracao|fix)\b(?=[^.!]*\?)|\bquem (de fato |realmente |afinal |exatamente )?(mudou|alterou|corrigiu|editou)\b|\bquem fez\b[^?]{0,20}\b(mudanca|alteracao|correcao|edicao)s?\b|\b(mudou|alterou|corrigiu|mexeu|mudaram|alteraram)\b[^?]{0,60}\bquem foi\b|\bo que (mudou|foi alterado|foi mudado)\b[^?]{0,40}\b(gabarito|chave|key)\b|\b(quando|qnd) (foi )?(q |que )?(mudaram|alteraram|mexeram|corrigiram|mudou|alterou)\b|\balguem mexeu\b|\bfoi aplicad[oa]\b(?=[^.!]*\?)|\b(foi|foram) (alterad|modificad|mudad|atualizad|mexid)[oa]s?\b(?=[^.!]*\?)|\b(que|quais) (mudancas|alteracoes|modificacoes|edicoes) (foram|tem sido) (feitas|aplicadas)\b|\bquem (as |os )?fez\s*\?|\bquem (aprovou|modificou|aplicou)\b|\b(historico|registro|log) de (alteracoes|mudancas|edicoes|modificacoes)\b|\bo que (o |a )?[a-z]+ (mudou|alterou|mexeu|corrigiu|editou)\b|\b(mudaram|alteraram|mexeram|trocaram|modificaram|editaram)\b[^.!?]{0,40}\b(gabarito|chave|key|referencia)s?\b(?=[^.!]*\?)", HISTORY_ASKED, "changes"),  # who changed it, whether a fix was applied: a read of the versions
        _T(r"\balguem (ja )?(mudou|alterou|editou|corrigiu|arrumou|atualizou)\b", SOMEONE_CHANGED, "changes"),  # someone said to have changed it, asked
        _T(_NOT_A_QUOTE["pt"] + r".*?(?:\b(custou|custo|custa)\b.{0,30}\b(execucao|run)\w*\b|\b(execucao|run)\w*\b.{0,30}\b(custou|custo)\b|\bquem (iniciou|lancou|rodou)\b|\b(lancou|rodou|disparou|iniciou)\b[^?]{0,50}\bou (foi )?\w+)", 2.0, "cost"),
        _T(r"\bhistorico\b.{0,20}\bcreditos\b|\bcreditos\b.{0,20}\b(gastos|gastamos|historico|usados)\b|\bonde foram\b.{0,20}\bcreditos\b", 2.0, "credit_history"),
        _T(r"\bo que diz\b.{0,12}\b(o item|item|a questao|questao|pergunta)\b", 1.0, "item"),
    ),
    "ja": (
        _T(r"(一番|最も|いちばん)(良い|いい|強い|高い)|最高のモデル|ベストなモデル|トップのモデル", 1.6, "best"),
        _T(r"(何|なに)が(変わ|変更)|変更(点|内容|履歴)|バージョン.{0,20}(違い|差分)", 1.6, "changes"),
        _T(r"(修正|変更|直し(た|てた)(やつ|の|もの)?).{0,10}(反映|適用)(され(た|て|まし)|し(た|まし)|済み?[？?]|済みですか|済みかな)|誰が.{0,20}(変え|変更|修正|直し)|(変更|変え|修正|直)したのは誰|(fix|修正|変更).{0,10}(apply|反映|適用)\s*(され(た|て|まし)|し(た|まし))|いつ(?!も)[^。？?]{0,15}(変え|変更|修正|直)|誰が(承認|適用|編集)|(承認|変更|修正|適用|編集)したの(は|って)?誰|(変更|修正)(履歴|ログ|記録)|どんな(変更|修正)が(あっ|され)|誰が(やった|やりました|したの)|(何|なに)を(変え|変更|修正|直し|いじ)|(キー|答え|正解|参照|解答)[^。？?]{0,15}(って|は|が|も|に)?(変わった|変わりました|変更された|変更されました|変わってる|変わっています|いじられた|更新された|更新されました)(?!\s*(ので|から|のに|んで))", HISTORY_ASKED, "changes"),  # who changed it, whether a fix was applied: a read of the versions
        _T(r"誰か[^。？?]{0,15}(手を入れ|いじっ|触っ|さわっ|変え|変更|修正|直し)", SOMEONE_CHANGED, "changes"),  # someone said to have changed it, asked
        _T(r"(実行|ラン).{0,20}(費用|コスト|いくら|かかった)|(?<![a-z])runs?(?![a-z])[^。？?]{0,20}(かかった|かかりました)|誰が.{0,10}(実行|開始|起動|スタート)|(実行|開始|起動|スタート|launch|start)\s*したのは誰|(が|は)(実行|開始|起動)した[^。]{0,30}(それとも|か)|(走らせ|実行し|起動し|回し|動かし)たの(は|って)?誰|誰が.{0,10}(走らせ|回し|動かし|流し)|(launch|実行|起動|開始|スタート)\s*した(の|人)(は|って)?(誰|どなた)", 2.0, "cost"),
        _T(r"クレジット.{0,10}(履歴|使い道|何に使)|(履歴|使用履歴).{0,10}クレジット", 2.0, "credit_history"),
        _T(r"(項目|問題|アイテム)\s*\d+.{0,8}(内容|何と書|なんて書)", 1.0, "item"),
    ),
    "zh": (
        _T(r"(哪个|什么)模型最(好|强|高)|最好的模型|最强的模型|(哪个|谁)最好", 1.6, "best"),
        _T(r"(改|变)了什么|有什么(变化|改动|不同)|版本.{0,20}(区别|差异|变化|改动)", 1.6, "changes"),
        _T(r"(修正|修改|更正|改动|修复|fix).{0,10}(生效|应用|apply|套用|落地|上线)\s*了?(吗|没)|(修正|修改|更正|改动|修复|fix).{0,10}有没有(生效|应用|apply|套用)|谁(最后|最近|上次)?(改|修改|更改|动)了?|谁(?!能|可以|会|来)[^。？?，,]{0,6}(改|修改|更改|动)(了|过)|(改|修改|更改)了[^。？?]{0,15}(什么|哪些)|(什么时候|何时)[^。？?]{0,15}(改|修改|更改|变)|(是谁|谁)(改|修改|批准|审批|应用)的|(改|修改|批准|审批)[^。？?，,]{0,20}的(人)?是谁|(修改|变更|改动)(记录|历史)|(修复|修正|改动|修改)[^。？?]{0,6}(生效|应用)了(没有|吗|没)|(改动|修改|变更|改)[^。？?]{0,4}是谁(做|改|弄|提交)的|(有|有没有)(被)?(人)?(改|修改|更改|动)过|改过(吗|没)|(答案|key|键)[^。？?，,]{0,4}(修|改|更正|修正|修复)(好)?了(吗|没)", HISTORY_ASKED, "changes"),  # who changed it, whether a fix was applied: a read of the versions
        _T(r"(运行|跑).{0,20}(花了|花费|多少钱|费用|成本)|是.{0,10}(启动|跑|运行|发起)的[^。？]{0,10}还是", 2.0, "cost"),
        # who launched it, however strongly its launch words ask a run ("昨天在 capitals 上启动 tiny-1 的人是谁？"): a read
        _T(r"谁(启动|发起|跑)的|谁(?!能|可以|会)[^。？?，,]{0,20}(启动|发起|跑|运行)(了|过)|是谁.{0,20}(启动|发起|跑|开始)的|谁是.{0,20}(启动|发起|跑|开始)|(是谁|谁)(跑|运行|启动)的"
           r"|(跑|运行|启动)[^。？?，,]{0,20}的(人)?是谁|是谁\s*launch\s*的", HISTORY_ASKED, "cost"),
        _T(r"积分.{0,10}(记录|历史|明细|花在|用在)|(记录|历史|明细).{0,10}积分", 2.0, "credit_history"),
        _T(r"(第\s*\d+\s*(题|项)).{0,8}(内容|写了什么|说了什么|问的什么)", 1.0, "item"),
    ),
}
TRIGGERS = {lang: (*own, *((_T(_ALREADY_FIXED[lang], ALREADY_FIXED, "changes"),) if lang in _ALREADY_FIXED else ()),
                 _T(rf"^(?=.*[?？]\W*$)(?=.*(?:{_WHEN_FIXED[lang][1]}))(?=.*(?:{_WHEN_FIXED[lang][0]}))", ALREADY_FIXED, "changes"))
            for lang, own in TRIGGERS.items()}
INTENTS = frozenset({"best", "changes", "cost", "credit_history"})

_VERSION = re.compile(r"(?:\bv|version|versión|versao|versão|バージョン|版本)\s*(\d{1,4})\b|\b(\d{1,4})\b", re.IGNORECASE)
HISTORY_SHOWN = 10


def _q(text: str) -> Quote:
    return Quote(text=text)


async def handle(ctx: SkillContext, request: Request) -> list[Outcome]:
    handler = {"best": best, "changes": changes, "cost": cost, "credit_history": credit_history}[request.intent]
    return await handler(ctx, request)


async def best(ctx: SkillContext, request: Request) -> list[Outcome]:
    """The best model on the benchmark's current version, then the others in order."""
    bench = ctx.entities.benchmark
    if bench is None:
        return [ctx.reply(ctx.t("analyze.need_benchmark"))]
    version = (await ctx.api.get_benchmark(bench)).current_version
    ranked = await current_scores(ctx, bench, version)
    if not ranked:
        return [ctx.reply(ctx.t("reads.best_none", benchmark=_q(bench), version=version))]
    top = [r for r in ranked if (r.correct, r.total) == (ranked[0].correct, ranked[0].total)]
    key = "reads.best" if len(top) == 1 else "reads.best_tie"
    lines = [ctx.t(key, benchmark=_q(bench), version=version, model=_q(", ".join(r.model for r in top)),
                   score=run_percent(top[0]), correct=top[0].correct or 0, total=top[0].total)]
    lines.extend(score_line(ctx, r) for r in ranked[len(top):])
    return [ctx.reply(*lines)]


def _versions_asked(text: str, entities_items: Sequence[int], names: Sequence[str]) -> list[int]:
    """Version numbers the message gives ("between version 1 and 2", "v2"), names and items aside."""
    for name in names:
        text = re.sub(re.escape(name), " ", text, flags=re.IGNORECASE)
    found = [int(m.group(1) or m.group(2)) for m in _VERSION.finditer(text)]
    return [n for n in dict.fromkeys(found) if n not in entities_items]


async def changes(ctx: SkillContext, request: Request) -> list[Outcome]:
    """What changed between two versions: per item, the key, the reference, the rule, added or
    removed items; and who made each version in between, when, with its note."""
    bench = ctx.entities.benchmark
    if bench is None:
        return [ctx.reply(ctx.t("analyze.need_benchmark"))]
    info = await ctx.api.get_benchmark(bench)
    known = {v.version: v for v in info.versions}
    asked = _versions_asked(request.text, ctx.entities.items, [*ctx.entities.benchmarks, *ctx.entities.models])
    if len(info.versions) < 2 and not asked:
        return [ctx.reply(ctx.t("reads.one_version", benchmark=_q(bench), version=info.current_version))]
    new = max(asked) if asked else info.current_version
    old = min(asked) if len(asked) > 1 else new - 1
    missing = next((v for v in (old, new) if v not in known), None)
    if missing is not None or old == new:
        return [ctx.reply(ctx.t("reads.no_version", benchmark=_q(bench), version=missing or old,
                                latest=info.current_version))]
    before, after = await ctx.api.get_version(bench, old), await ctx.api.get_version(bench, new)
    lines = [ctx.t("reads.changes_head", benchmark=_q(bench), old=old, new=new)]
    for number in range(old + 1, new + 1):
        made = known[number]
        lines.append(ctx.t("reads.version_made", version=number, who=_q(made.created_by or "?"), when=made.created_at))
        if made.note:
            lines.append(ctx.t("reads.version_note", note=_q(made.note)))
    diff = item_changes(ctx, before, after)
    lines.extend(diff or [ctx.t("reads.no_changes")])
    return [ctx.reply(*lines)]


def item_changes(ctx: SkillContext, before: BenchmarkVersion, after: BenchmarkVersion) -> list[Line]:
    old = {i.number: i for i in before.items}
    new = {i.number: i for i in after.items}
    lines: list[Line] = []
    for number in sorted(old.keys() | new.keys()):
        a, b = old.get(number), new.get(number)
        if a is not None and b is not None:
            lines.extend(_item_diff(ctx, a, b))
        elif b is not None:
            lines.append(ctx.t("reads.change_added", item=number, question=_q(b.question)))
        else:
            lines.append(ctx.t("reads.change_removed", item=number))
    return lines


def _item_diff(ctx: SkillContext, a: Item, b: Item) -> list[Line]:
    lines: list[Line] = []
    if a.question != b.question:
        lines.append(ctx.t("reads.change_question", item=a.number))
    if a.reference != b.reference:
        lines.append(ctx.t("reads.change_reference", item=a.number, old=_q(a.reference), new=_q(b.reference)))
    if a.accepted != b.accepted:
        lines.append(ctx.t("reads.change_key", item=a.number, old=_q(" | ".join(a.accepted)),
                           new=_q(" | ".join(b.accepted))))
    if a.match != b.match:
        lines.append(ctx.t("reads.change_rule", item=a.number, old=ctx.text(f"rule.{a.match}"),
                           new=ctx.text(f"rule.{b.match}")))
    return lines


async def cost(ctx: SkillContext, request: Request) -> list[Outcome]:
    """What the run asked about cost and who started it: a named run, else the latest one of the
    thread's model and benchmark, else the workspace's latest run."""
    if ctx.entities.run_ids:
        runs = [await ctx.api.get_run(ctx.entities.run_ids[0])]
    else:
        runs = await ctx.api.list_runs(benchmark=ctx.entities.benchmark, model=ctx.entities.model)
    if not runs:
        return [ctx.reply(ctx.t("analyze.no_runs"))]
    run = runs[0]
    params = {"model": _q(run.model), "benchmark": _q(run.benchmark), "version": run.version,
              "when": run.created_at, "who": _q(run.created_by or "?")}
    if run.origin != "launched":
        return [ctx.reply(ctx.t("reads.cost_imported", **params))]
    lines = [ctx.t("reads.cost", cost=run.cost, **params)]
    if run.refunded:
        lines.append(ctx.t("reads.cost_refunded", refunded=run.refunded))
    return [ctx.reply(*lines)]


async def credit_history(ctx: SkillContext, request: Request) -> list[Outcome]:
    """The balance, then the latest credit movements with what each paid for and who started it."""
    history = await ctx.api.credit_history()
    if not history:
        return [ctx.reply(ctx.t("reads.credits_none"))]
    runs = {r.id: r for r in await ctx.api.list_runs()}
    lines = [ctx.t("reads.credits_head", balance=history[0].balance, count=min(len(history), HISTORY_SHOWN))]
    lines.extend(_credit_line(ctx, entry, runs) for entry in history[:HISTORY_SHOWN])
    return [ctx.reply(*lines)]


def _credit_line(ctx: SkillContext, entry: CreditEntry, runs: dict[str, Run]) -> Line:
    params = {"when": entry.at, "amount": abs(entry.amount), "balance": entry.balance,
              "who": _q(entry.account or "?")}
    run = runs.get(entry.reference or "")
    if entry.kind == "run" and run is not None:
        return ctx.t("reads.credit_run", model=_q(run.model), benchmark=_q(run.benchmark), **params)
    if entry.kind in {"grant", "training", "refund"}:
        return ctx.t(f"reads.credit_{entry.kind}", **params)
    return ctx.t("reads.credit_adjusted", **params)
