"""The hard ceiling: requests to delete a benchmark (or its runs) or to set a score by hand.

Checked on its own, before any routing, in every language whatever the message's language: a
request the ceiling forbids is refused even when the rest of the message looks like a skill's.
It is built for recall from per-language lexicons (the verbs of deleting and of setting, the
words for a benchmark, its runs and a score) rather than from whole phrasings, and it lets the
innocent look-alikes through: removing one item, cancelling a proposal or a run, asking about a
score, changing a key or a reference, or asking *how* deletion works.

Texts are matched normalised (bot.routing.normalise: lower case, Latin accents stripped, quoted
data blanked). Japanese and Chinese patterns use no word boundaries.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

CeilingIntent = Literal["delete_benchmark", "delete_runs", "set_score"]

# A benchmark's name as people type it (gsm-mini, mmlu_pro, gsm8k); a plain word is not one.
_NAME = r"(?<![\w-])[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+(?![\w-])|(?<![\w-])[a-z]+\d[a-z0-9]*(?![\w-])"
# A bare word right after a verb of deleting, ending the clause: "delete capitals", "supprime capitals,
# il ne sert plus". A benchmark's name the router cannot know; pronouns and innocent objects excluded.
_BARE = (r"\s+(?:the |le |la |les |el |los |o |a |den |das |die )?(?!(?:it|this|that|them|everything|all|ca|cela|eso|esto|"
         r"isso|isto|das|es|alles|tout|todo|tudo|me|him|her|duplicates?)\b)[a-z][a-z0-9_-]{2,}(?=\s*(?:$|[,.!?;:]|"
         r"\b(?:and|und|et|y|e|too|also|aussi|tambien|auch|for good|entirely|completely|del todo|de vez|pra sempre|"
         r"para siempre|weg|komplett|definitivement|completement|please|bitte|stp|svp|por favor|pls)\b))")
# In Japanese or Chinese text, a Latin word next to a verb of deleting is a name: "capitals を削除して".
_CJK_NAME = r"[a-z][a-z0-9_-]+"

# A score: a number that is not an item's, a version's or a count of credits.
_NUMBER = (r"(?<![a-z0-9_.#-])(?<!version )(?<!v)\d{1,3}(?:[.,]\d+)?\s*(?:%|％|percent|per cent|prozent|pour ?cent|"
           r"por ?ciento|por ?cento|パーセント|点|分)?(?![-a-z0-9_])(?!\s*(?:credits?|creditos|クレジット|积分|items?|questions?|runs?))")

# A key change, in any language: "accept 4.0 as correct too" widens a key, it sets no result.
_KEY_CHANGE = re.compile(r"\b(keys?|accept\w*|widen\w*|loosen\w*|schlussel|akzeptier\w*|erweiter\w*|cles?|elargi\w*|"
                         r"claves?|acept\w*|ampli\w*|chaves?|aceit\w*)\b|キー|受け入れ|許容|広げ|緩め|ゆるめ|答案键|接受|放宽")


@dataclass(frozen=True)
class Lexicon:
    """One language's words for the ceiling (regex alternations on normalised text)."""

    delete: str  # verbs of deleting, wiping, getting rid of
    benchmark: str  # a benchmark, or the whole of one
    runs: str  # its runs or results, as a whole
    set: str  # verbs of setting, changing, entering or marking by hand
    put: str  # the verbs among them that set a value whatever follows: "record 90% for tiny-1"
    score: str  # a score or result
    by_hand: str  # "by hand", "manually"
    mark_right: str  # marking an answer right (or wrong) by hand
    innocent: str  # what makes a delete or set an ordinary request (an item, a key, a proposal...)
    keep: str  # what makes a delete an ordinary request only: one run, "remove tiny-1 from the chart"
    how: str  # asking how something works rather than asking for it
    question: str  # asking about a score rather than setting it
    cjk: bool = False


LEXICONS: dict[str, Lexicon] = {
    "en": Lexicon(
        delete=r"\b(delete|deleting|drop|destroy|wipe|wipe out|erase|remove|get rid of|trash|nuke|purge|scrap|ditch|"
               r"throw away|bin|kill|clear out|take down|axe|disappear|vanish|go away|gone|zap|junk|in the (bin|trash))\b",
        benchmark=r"\bbenchmarks?\b|\bthe whole thing\b|\bentirely\b|\bfor good\b|\bcompletely\b",
        runs=r"\b(all|every|each)\b.{0,20}\b(runs?|results?|scores)\b|\b(its|their|the) (runs|results|run history)\b|"
             r"\brun history\b|\bruns\b",
        set=r"\b(set|put|make|change|bump|raise|lower|push|force|override|record|enter|log|write|give|update|adjust|"
            r"correct|fix|edit|fake|hard-?code|type in|mark|move|boost|pump|inflate|overwrite|register|input|replace|"
            r"substitute|swap)\b",
        put=r"\b(set|put|record|enter|log|write down|force|override|hard-?code|bump|boost|inflate|type in|register|"
            r"input|mark)\b",
        score=r"\b(score|scores|result|results|accuracy|grade|percentage|mark|marks|pass rate)\b",
        by_hand=r"\bby hand\b|\bmanually\b|\bhand-?(set|edit|enter)",
        mark_right=r"\bmark\w*\b.{0,40}\bas (correct|right|passed|a pass|wrong|incorrect|failed)\b",
        innocent=r"\b(items?|questions?|keys?|reference|answers?|accept\w*|widen|proposals?|request|link|account|"
                 r"message|thread|option|training|credits?|budget|typo|cache|notification|watch)\b|#\d",
        keep=r"\b(the|this|that|my|a) run\b|\bfrom\b",
        how=r"\bhow (do|can|could|would|should|does) (i|we|one|you|someone|an admin|admins)\b|\bhow to\b|"
            r"\bis it possible\b|\bwho can\b|\bwhere (do|can) (i|we)\b|\bcan i\b|\bcan we\b|\bam i allowed\b|"
            r"\bwhat happens\b|\bwhy can'?t\b",
        question=r"\b(why|what|which|when|how much|how many|how come)\b",
    ),
    "de": Lexicon(
        delete=r"\b(losch\w*|entfern\w*|vernicht\w*|platt ?mach\w*|weg(mach|werf|schmeiss)\w*|weg|schmeiss\w*|"
               r"tilg\w*|radier\w*|raus ?werf\w*|kill\w*|entsorg\w*)\b",
        benchmark=r"\bbenchmarks?\b|\bkomplett\b|\bganz\b|\bweg\b|\bvollstandig\b|\bendgultig\b",
        runs=r"\b(alle|samtliche)\b.{0,20}\b(laufe|runs|ergebnisse|scores)\b|\b(laufe|runs)\b",
        set=r"\b(setz\w*|stell\w*|ander\w*|mach\w*|trag\w*|schreib\w*|korrigier\w*|erhoh\w*|heb\w*|gib|geb\w*|"
            r"leg\w*|pass\w* an|markier\w*|verbesser\w*|hochsetz\w*|frisier\w*|zwing\w*|bump\w*|manipulier\w*|"
            r"uberschreib\w*|ersetz\w*|tausch\w*)",
        put=r"\b(setz\w*|stell\w*|trag\w*|schreib\w*|erhoh\w*|heb\w*|gib|leg\w*|hochsetz\w*|markier\w*)",
        score=r"\b(score\w*|punktzahl\w*|ergebnis\w*|punkte\w*|note|wertung|genauigkeit|prozentsatz|trefferquote)\b",
        by_hand=r"\bvon hand\b|\bmanuell\b|\bhandisch\b|\bper hand\b",
        mark_right=r"\bals (richtig|korrekt|bestanden|falsch)\b.{0,30}\b(markier|wert|zahl|eintrag|setz)\w*",
        innocent=r"\b(item|items|aufgabe|aufgaben|frage|fragen|schlussel|key|referenz\w*|akzeptier\w*|erweiter\w*|"
                 r"vorschlag\w*|anfrage|verknupfung|konto|nachricht|training|credits|guthaben|budget|antwort\w*)\b|#\d",
        keep=r"\b(den|diesen|meinen|einen) (lauf|run)\b|\baus (dem|der) (vergleich|liste|tabelle)\b",
        how=r"\bwie (kann|konnen|lasst|lass|geht|loscht|losche|entfernt|entferne)\b|\bkann ich\b|\bkonnen wir\b|"
            r"\bwer (kann|darf)\b|\bist es moglich\b|\bdarf ich\b|\bwarum kann\b|\bwas passiert\b",
        question=r"\b(warum|wieso|weshalb|welche\w*|wie viel\w*|was hat|was war)\b",
    ),
    "fr": Lexicon(
        delete=r"\b(supprim\w*|effac\w*|detrui\w*|detruis|vire\w*|virer|degag\w*|jett?e\w*|balance\w*|"
               r"debarrass\w*|elimin\w*|enlev\w*|retir\w*|vide\w*|vider|raye\w*|bazard\w*|dezingu\w*|disparaitre|"
               r"a la poubelle)",
        benchmark=r"\bbenchmarks?\b|\bentierement\b|\bcompletement\b|\bdefinitivement\b|\btout entier\b|"
                  r"\bne sert plus\b|\bsert a rien\b",
        runs=r"\b(toutes?|tous)\b.{0,20}\b(executions|runs|resultats|scores)\b|\b(ses|les) (executions|runs)\b",
        set=r"\b(mets|mettre|met|mettez|fixe\w*|change\w*|modifi\w*|passe\w*|force\w*|monte\w*|augment\w*|"
            r"corrig\w*|inscri\w*|saisi\w*|entre[rz]|ecri\w*|attribu\w*|donne\w*|ajust\w*|marque\w*|remplac\w*|"
            r"gonfl\w*|truqu\w*|enregistr\w*)\b",
        put=r"\b(mets|mettre|met|mettez|fixe\w*|force\w*|inscri\w*|saisi\w*|attribu\w*|donne\w*|enregistr\w*|"
            r"marque\w*|monte\w*)\b",
        score=r"\b(score|scores|note|notes|resultat|resultats|precision|pourcentage|taux de reussite)\b",
        by_hand=r"\ba la main\b|\bmanuellement\b|\bmanuel\b",
        mark_right=r"\bmarqu\w*\b.{0,40}\bcomme (correct|juste|bon|reussi|faux)\w*",
        innocent=r"\b(items?|l'item|questions?|la question|cle|cles|reference|accept\w*|elargi\w*|propositions?|"
                 r"demande|compte|message|fil|entrainement|credits?|budget|solde|reponses?)\b|#\d",
        keep=r"\b(l'|cette |mon )(execution|run)\b|\bde la (comparaison|liste)\b",
        how=r"\bcomment (je|on|puis|peut|peux|faire|supprim|effac|fait)\w*|\best-ce possible\b|\bqui peut\b|"
            r"\bpuis-je\b|\bje peux\b|\bpeut-on\b|\bon peut\b|\bpourquoi (tu ne peux|je ne peux|ne peux)\b",
        question=r"\b(pourquoi|quel|quelle|quels|combien|qu'a|qu'est-ce)\b",
    ),
    "es": Lexicon(
        delete=r"\b(borr\w*|elimin\w*|suprim\w*|destru\w*|quit\w*|deshaz\w*|deshac\w*|tira\w*|tirar|cepill\w*|"
               r"vaci\w*|limpi\w*|liquid\w*|cargate|carga\w* (el|ese|este))\b|\bbórra\w*",
        benchmark=r"\bbenchmarks?\b|\bdel todo\b|\bpor completo\b|\bcompleto\b|\bentero\b|\bpara siempre\b|"
                  r"\bde una vez\b|\bya no sirve\b",
        runs=r"\b(todas?|todos)\b.{0,20}\b(ejecuciones|corridas|runs|resultados|puntuaciones)\b|"
             r"\b(sus|las) (ejecuciones|corridas|runs)\b",
        set=r"\b(pon|ponle|ponga|poner|ponme|fija\w*|cambia\w*|cambie|sube\w*|subir|bajale|deja\w*|dejar|"
            r"establec\w*|modific\w*|corrig\w*|correg\w*|registr\w*|anota\w*|apunta\w*|introduc\w*|mete\w*|"
            r"asigna\w*|dale|dar|ajusta\w*|marca\w*|escrib\w*|actualiza\w*|infla\w*|falsea\w*|manipula\w*|"
            r"pongas|cambies|sustitu\w*|reemplaz\w*)\b",
        put=r"\b(pon|ponle|ponga|poner|pongas|fija\w*|deja\w*|dejar|establec\w*|registr\w*|anota\w*|apunta\w*|"
            r"introduc\w*|mete\w*|asigna\w*|dale|sube\w*|marca\w*)\b",
        score=r"\b(puntuacion\w*|puntaje\w*|nota|notas|score|resultado|resultados|calificacion\w*|precision|"
              r"porcentaje)\b",
        by_hand=r"\ba mano\b|\bmanualmente\b|\bmanual\b",
        mark_right=r"\bmarca\w*\b.{0,40}\bcomo (correct|buen|acertad|valid|incorrect|fallad)\w*",
        innocent=r"\b(items?|item|preguntas?|clave|claves|referencia|acept\w*|ampli\w*|propuestas?|solicitud|"
                 r"cuenta|mensaje|hilo|entrenamiento|creditos?|saldo|presupuesto|respuestas?)\b|#\d",
        keep=r"\b(la|esta|mi) (ejecucion|corrida|run)\b|\bde la (comparacion|lista)\b",
        how=r"\bcomo (puedo|podemos|se|hago|hacemos|borro|elimino)\b|\bse puede\b|\bes posible\b|\bquien puede\b|"
            r"\bpuedo\b|\bpor que no puedo\b|\bque pasa si\b",
        question=r"\b(por ?que|cual|cuanto|cuanta)\b",
    ),
    "pt": Lexicon(
        delete=r"\b(apag\w*|exclu\w*|delet\w*|remov\w*|destr[oó]\w*|destru\w*|tira\w*|tirar|jog\w* fora|"
               r"livra\w*|livrar|some com|sumir com|limp\w*|zer\w*|descart\w*|elimin\w*|detona\w*)\b",
        benchmark=r"\bbenchmarks?\b|\bde vez\b|\bpor completo\b|\bcompletamente\b|\binteiro\b|\bpra sempre\b|"
                  r"\bpara sempre\b|\bnao serve mais\b",
        runs=r"\b(todas?|todos)\b.{0,20}\b(execucoes|runs|resultados|pontuacoes)\b|\b(suas|as) (execucoes|runs)\b",
        set=r"\b(coloca\w*|coloque|bota\w*|bote|poe|ponha|p[oô]e|define\w*|defina|muda\w*|mude|altera\w*|altere|"
            r"deixa\w*|deixe|sobe\w*|suba|aumenta\w*|aumente|corrig\w*|corrija|registra\w*|registre|anota\w*|"
            r"anote|lanca\w*|lance|insere|insira|atribu\w*|dar|ajusta\w*|ajuste|marca\w*|marque|"
            r"escreve\w*|escreva|seta\w*|sete|troca\w*|troque|atualiza\w*|atualize|infla\w*|forja\w*|"
            r"manipula\w*|for[cç]a\w*|substitu\w*)\b",
        put=r"\b(coloca\w*|coloque|bota\w*|bote|poe|ponha|define\w*|defina|deixa\w*|deixe|registra\w*|registre|"
            r"anota\w*|anote|lanca\w*|lance|insere|insira|atribu\w*|seta\w*|sete|marca\w*|marque|sobe\w*|suba)\b",
        score=r"\b(pontuacao|pontuacoes|nota|notas|score|resultado|resultados|precisao|porcentagem|acertos)\b",
        by_hand=r"\ba mao\b|\bmanualmente\b|\bna mao\b|\bmanual\b",
        mark_right=r"\bmarca\w*\b.{0,40}\bcomo (cert|corret|acert|valid|errad|incorret)\w*",
        innocent=r"\b(itens?|item|questao|questoes|perguntas?|chave|chaves|referencia|gabarito|aceit\w*|"
                 r"ampli\w*|propostas?|pedido|conta|mensagem|thread|treino|treinamento|creditos?|saldo|"
                 r"orcamento|respostas?)\b|#\d",
        keep=r"\b(a|essa|esta|minha) (execucao|run)\b|\bda (comparacao|lista)\b",
        how=r"\bcomo (posso|podemos|eu|se|faco|fazemos|apago|excluo)\b|\bda pra\b|\bd[aá] para\b|"
            r"\be possivel\b|\bquem pode\b|\bposso\b|\bpor que nao posso\b|\bo que acontece\b",
        question=r"\b(por ?que|qual|quanto|quanta)\b",
    ),
    "ja": Lexicon(
        delete=r"削除|消して|消す|消し|消去|破棄|捨て|なくして|無くして|抹消|消しちゃ|消そう|消しと|消えて|取り除|除去",
        benchmark=r"ベンチマーク|ベンチ|丸ごと|まるごと|全部|完全に|もう(いらない|要らない|使わない)",
        runs=r"(全部|すべて|全て)の?(実行|結果|ラン)|(実行|結果|ラン)(履歴)?(を)?(全部|すべて|全て)",
        set=r"(に|へ)\s*(して|する|設定|変更|書き換え|上げ|下げ|修正|登録|入力|直して|しといて|しておいて|"
            r"しちゃって|変えて|改ざん)|(設定|変更|書き換え|上書き|登録|入力|改ざん)(して|する|しろ|お願い)",
        put=r"(に|へ)\s*(して|する|設定|書き換え|登録|入力|しといて|しておいて|しちゃって|改ざん)",
        score=r"スコア|点数|得点|結果|正答率|成績|精度",
        by_hand=r"手動|手作業|手で|手入力",
        mark_right=r"(正解|不正解|合格)(として|に)(マーク|記録|登録)",
        innocent=r"項目|問題|アイテム|問\s*\d|キー|参照|解答|受け入れ|許容|広げ|提案|依頼|連携|アカウント|メッセージ|"
                 r"スレッド|学習|トレーニング|クレジット|残高|回答",
        keep=r"(この|その)実行(?!.{0,4}(全部|すべて|全て))|比較から|一覧から",
        how=r"どうやって|方法|どうすれば|できますか|できる\?|できるの|誰が|なぜできない|どうしたら",
        question=r"なぜ|なんで|どうして|何点|何%|いくつ",
        cjk=True,
    ),
    "zh": Lexicon(
        delete=r"删除|删掉|删了|删去|移除|清除|销毁|去掉|扔掉|清空|干掉|抹掉|抹除|丢掉|作废|删",
        benchmark=r"基准|测评集|评测集|数据集|整个|彻底|全部|没用了|不要了|不用了",
        runs=r"(所有|全部)的?(运行|结果|跑分|成绩)|运行(记录|历史)",
        set=r"设为|设成|改为|改成|设置为|设置成|调到|调成|改到|定为|写成|记为|记成|录入|填成|标成|提到|提高到|"
            r"变成|弄成|搞成|设到|调整为|给.{0,20}(打|记|算)|直接(改|设|写)",
        put=r"设为|设成|设置为|设置成|定为|写成|记为|记成|录入|填成|标成|设到|给.{0,20}(打|记)",
        score=r"分数|得分|成绩|结果|准确率|正确率|\d\s*分",
        by_hand=r"手动|手工|人工|手改",
        mark_right=r"(标记|标成|标为|改判)(为)?(正确|对|通过|错误|错)",
        innocent=r"第\s*\d+\s*(题|项|道)|题目|\d+\s*号题|题|答案|参考|接受|放宽|提议|请求|关联|账号|账户|消息|训练|"
                 r"积分|余额|预算",
        keep=r"这次运行|这个运行|从对比|从列表",
        how=r"怎么|如何|怎样|能不能.{0,4}(告诉|说明)|谁可以|谁能|为什么不能|方法",
        question=r"为什么|多少",
        cjk=True,
    ),
}


def _window(a: str, b: str, cjk: bool) -> str:
    gap = r"[^。!?]{0,40}" if cjk else r"[^.!?;]{0,60}"
    return f"(?:{a}){gap}(?:{b})|(?:{b}){gap}(?:{a})"


def _any(patterns: list[str]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns))


class Ceiling:
    """Says which forbidden request a message makes, if any, in any of the languages it knows.

    The exceptions (an item, a key, asking how...) are those of every language at once: a
    message is in one language, and another language's verb must not make a refusal of it
    ("remove item 4 from gsm-mini" holds the Portuguese "remov-").
    """

    def __init__(self, lexicons: dict[str, Lexicon] = LEXICONS) -> None:
        lexes = list(lexicons.values())
        self._delete_runs = _any([_window(x.delete, x.runs, x.cjk) for x in lexes])
        self._delete_benchmark = _any([_window(x.delete, f"{x.benchmark}|{_NAME}", x.cjk) for x in lexes]
                                      + [f"(?:{x.delete}){_BARE}" for x in lexes if not x.cjk]
                                      + [f"{_CJK_NAME}\\s*(?:を|は|も|这个|把)?\\s*(?:{x.delete})|(?:{x.delete})\\s*{_CJK_NAME}"
                                         for x in lexes if x.cjk])
        self._set_score = _any([p for x in lexes for p in (
            # a setting verb, a score and a number: "put tiny-1's score at 95", "スコアを95にして"
            f"^(?=.*(?:{x.set}))(?=.*(?:{x.score}))(?=.*(?:{_NUMBER}))",
            # a verb of entering, a name and a number: "record 90% for tiny-1", "pon a tiny-1 un 95"
            f"^(?=.*(?:{x.put}))(?=.*(?:{_NAME}))(?=.*(?:{_NUMBER}))",
            # a score by hand, whatever the verb: "change the score by hand"
            _window(x.score, x.by_hand, x.cjk))])
        self._mark_right = _any([x.mark_right for x in lexes])
        self._innocent = _any([x.innocent for x in lexes])
        self._keep = _any([x.keep for x in lexes])
        self._how = _any([x.how for x in lexes])
        self._question = _any([x.question for x in lexes])

    def check(self, text: str) -> CeilingIntent | None:
        """The forbidden request in a normalised message, or None."""
        if self._how.search(text):
            return None
        if self._mark_right.search(text) and not _KEY_CHANGE.search(text):
            return "set_score"  # an answer marked right by hand is a result set by hand, item or not
        if self._innocent.search(text):
            return None
        if not self._keep.search(text):
            if self._delete_runs.search(text):
                return "delete_runs"
            if self._delete_benchmark.search(text):
                return "delete_benchmark"
        if not self._question.search(text) and self._set_score.search(text):
            return "set_score"
        return None
