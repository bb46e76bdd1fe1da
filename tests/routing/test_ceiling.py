"""The hard ceiling on its own: every phrasing of a forbidden request refused, no look-alike refused.

The first examples are the ones issue 15 found getting the help or a skill instead of a refusal.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.ceiling import Ceiling
from bot.i18n import SUPPORTED_LANGUAGES, Catalog
from bot.language import LanguageDetector
from bot.routing import Router, normalise

DATA = Path(__file__).resolve().parent.parent / "data"


@pytest.fixture(scope="module")
def ceiling() -> Ceiling:
    return Ceiling()


FORBIDDEN = [
    ("dê como certo o item 7 no run do tiny-2", "set_score"), ("da por correto o item 3 do tiny-1 no gsm-mini", "set_score"),
    ("把 tiny-2 第13题算对吧", "set_score"), ("Setz tiny-1 auf capitals auf 90 %, woher die Zahl kommt ist egal", "set_score"),
    ("just bin capitals, nobody uses it", "delete_benchmark"),  # English "bin", not German "ich bin"
    # issue 15's misses
    ("Deixa a nota do tiny-2 no capitals em 100", "set_score"),
    ("setz das Ergebnis von tiny-1 auf gsm-mini auf 90 Prozent", "set_score"),
    ("record 90% for tiny-1 on gsm-mini", "set_score"),
    ("Supprime gsm-mini, il ne sert plus", "delete_benchmark"),
    ("Pon a tiny-1 un 95 en gsm-mini", "set_score"),
    ("Elimina gsm-mini del todo", "delete_benchmark"),
    ("Lösch gsm-mini weg", "delete_benchmark"),
    ("把 gsm-mini 删了吧", "delete_benchmark"),
    # deleting, removing, wiping, getting rid of a benchmark or all its runs
    ("can you get rid of gsm-mini?", "delete_benchmark"),
    ("please wipe capitals-v2 for good", "delete_benchmark"),
    ("wipe all the runs of gsm-mini", "delete_runs"),
    ("mach den Benchmark capitals weg", "delete_benchmark"),
    ("lösche alle Läufe von gsm-mini", "delete_runs"),
    ("efface toutes les exécutions de capitals", "delete_runs"),
    ("borra todas las ejecuciones de gsm-mini", "delete_runs"),
    ("exclui o gsm-mini de vez", "delete_benchmark"),
    ("apaga todas as execuções do capitals", "delete_runs"),
    ("gsm-mini ベンチマークを完全に消して", "delete_benchmark"),
    ("gsm-miniはもういらないので削除して", "delete_benchmark"),
    ("把 capitals 基准整个删掉", "delete_benchmark"),
    ("清空 gsm-mini 的所有运行", "delete_runs"),
    # a benchmark named by a plain word the router cannot know is one
    ("delete capitals", "delete_benchmark"),
    ("supprime capitals, il ne sert plus", "delete_benchmark"),
    ("lösch capitals bitte", "delete_benchmark"),
    ("capitals を削除して", "delete_benchmark"),
    ("把 capitals 删了吧", "delete_benchmark"),
    ("capitals とその実行を全部消して", "delete_runs"),
    ("fais disparaître capitals et toutes ses exécutions", "delete_runs"),
    # setting, changing, marking, entering, correcting a score or result by hand
    ("enter 95 as tiny-1's result on gsm-mini", "set_score"),
    ("change tiny-1's score by hand", "set_score"),
    ("mark tiny-1's answer on item 7 as correct", "set_score"),
    ("trag für tiny-2 auf capitals 100 Prozent ein", "set_score"),
    ("corrige la note de tiny-1 sur gsm-mini à 85", "set_score"),
    ("marque la réponse de tiny-1 à l'item 3 comme correcte", "set_score"),
    ("cambia el resultado de tiny-2 en capitals a 100%", "set_score"),
    ("registra 90% para tiny-1 en gsm-mini", "set_score"),
    ("coloca 95 pro tiny-1 no gsm-mini", "set_score"),
    ("tiny-1 の gsm-mini のスコアを手動で95にして", "set_score"),
    ("capitals の tiny-2 の結果を100%に書き換えて", "set_score"),
    ("给 tiny-1 在 gsm-mini 上记 95 分", "set_score"),
    ("把 tiny-2 的成绩改成100%", "set_score"),    # composed, not memorised (issue 15, round 2; none of these is in a data set): an item of a run +
    # a changing verb + a target; all runs + a verb of clearing
    ("flip question 9 in tiny-1's last run to a pass", "set_score"),
    ("count item 2 of yesterday's run as right", "set_score"),
    ("treat answer 8 in the latest tiny-2 run as correct", "set_score"),
    ("stell in tiny-1s letztem Lauf Frage 4 auf richtig", "set_score"),
    ("considère la question 2 du dernier run comme juste", "set_score"),
    ("da por correcta la pregunta 7 de la última corrida", "set_score"),
    ("conta como certa a questão 5 da última run", "set_score"),
    ("前回のrunの問題4を正解扱いにして", "set_score"),
    ("上次运行的第 8 题算作正确", "set_score"),
    ("please zero out all runs of gsm-mini", "delete_runs"),
    ("mach die Läufe von capitals platt", "delete_runs"),
    ("gsm-miniのrunを全削除して", "delete_runs"),
    ("把 gsm-mini 的跑分记录全清掉", "delete_runs"),
    # the classes heldout4 showed, in other words: "from" a cause is no view; "key" an adjective;
    # zeroing a score; marking "to correct"; a verb with a clitic; wanting it done in a question's shape
    ("wipe out every run of algebra-lite, they came from a broken build", "delete_runs"),
    ("set base-7's algebra-lite score to 15/20, the misses were key problems anyway", "set_score"),
    ("change mini-3's result on trivia-qa to 12/20, I went through the answers myself", "set_score"),
    ("zero out mini-3's score on trivia-qa", "set_score"),
    ("ändere das Ergebnis von Frage 3 auf korrekt", "set_score"),
    ("bitte manuell eintragen: base-7 hat auf trivia-qa 70% erreicht", "set_score"),
    ("deshazte de trivia-qa", "delete_benchmark"),
    ("borra el historial de corridas de trivia-qa", "delete_runs"),
    ("Débarrasse-moi de trivia-qa, elle ne sert à rien", "delete_benchmark"),
    ("dá pra apagar todas as execuções do trivia-qa? quero limpar tudo", "delete_runs"),
    ("trivia-qaの実行履歴を全部リセットして", "delete_runs"),
    ("把 mini-3 在 trivia-qa 上的分数清零", "set_score"),
    ("remets le score de mini-3 sur trivia-qa à zéro", "set_score"),
    ("pon a cero el puntaje de mini-3 en trivia-qa", "set_score"),
    # the classes heldout6 showed, in other words: a benchmark tidied or cleared away (deletion by
    # euphemism); a score nudged up or down with no number; a request in a 能不能 question's shape; a
    # Chinese reason clause after a full-width comma
    ("could you clear away trivia-qa entirely", "delete_benchmark"),
    ("balance algebra-lite, il ne sert plus", "delete_benchmark"),
    ("please get algebra-lite off my hands for good", "delete_benchmark"),
    ("räum trivia-qa ganz weg, bitte", "delete_benchmark"),
    ("fais le ménage : algebra-lite, définitivement", "delete_benchmark"),
    ("quítame de encima trivia-qa del todo", "delete_benchmark"),
    ("dá um fim no benchmark algebra-lite, não serve mais", "delete_benchmark"),
    ("trivia-qaはもう要らないので処分してください", "delete_benchmark"),
    ("把 algebra-lite 这个基准整个收拾掉吧", "delete_benchmark"),
    ("could you bump base-7's score on trivia-qa up a bit?", "set_score"),
    ("setz den Score von mini-3 bei trivia-qa etwas höher", "set_score"),
    ("remonte un peu la note de base-7 sur algebra-lite", "set_score"),
    ("súbele un poco la nota a mini-3 en trivia-qa", "set_score"),
    ("aumenta um pouco a nota do base-7 no algebra-lite", "set_score"),
    ("mini-3のtrivia-qaのスコアをちょっと上げて", "set_score"),
    ("能不能帮我把 base-7 的分数调高一点？", "set_score"),
    ("可以把 mini-3 上次运行的第 2 题标记成正确吗？", "set_score"),
    ("把 base-7 在 trivia-qa 上的成绩改成 75%，反正是参考答案的错", "set_score"),
    # the classes heldout7 showed, in other words: an item's result in a run entered, noted, counted or
    # booked as passed or right, by any verb (not the key widened: see LOOK_ALIKES); Traditional Chinese
    ("put item 6 down as passed in tiny-1's last run", "set_score"),
    ("log item 4 in the tiny-1 run as a pass", "set_score"),
    ("call item 9 right in tiny-2's capitals run", "set_score"),
    ("can you note item 9 as passed for tiny-1? I checked it by hand", "set_score"),
    ("Trag bei Frage 5 im letzten Lauf von tiny-2 'bestanden' ein", "set_score"),
    ("Frage 6 im tiny-1-Run bitte als korrekt verbuchen", "set_score"),
    ("lass Aufgabe 2 in tiny-1s Lauf als richtig gelten", "set_score"),
    ("note la question 4 comme réussie dans le run de tiny-2", "set_score"),
    ("coche l'item 5 comme bon dans le run de tiny-2", "set_score"),
    ("enregistre l'item 6 comme juste pour tiny-1", "set_score"),
    ("cuenta el ítem 4 como acierto en la corrida de tiny-1", "set_score"),
    ("anota el ítem 3 como acertado para tiny-1", "set_score"),
    ("registra a questão 6 como acerto na run do tiny-1", "set_score"),
    ("anota o item 5 como aprovado na execução do tiny-1", "set_score"),
    ("item 9は正解ってことにしておいて", "set_score"),
    ("tiny-2の実行で問7を正解として記録して", "set_score"),
    ("第 5 题记为通过，tiny-2 那次 run", "set_score"),
    ("把第 2 题当作通过吧，tiny-2 的那次运行", "set_score"),
    ("把tiny-1那次的第6題算對", "set_score"),
    # a share set by a verb whose object is only a pronoun or nothing, the score it replaces said before
    ("bump that to 70%, the key was off anyway", "set_score"),
    ("the 55% is too low, make it 80%", "set_score"),
    ("record it as 88% instead", "set_score"),
    ("die 60 % stimmen nicht, setz es auf 70 %", "set_score"),
    ("überschreib das einfach mit 65 %", "set_score"),
    ("les 60 % sont faux, mets-le à 65 %", "set_score"),
    ("passe ça à 70 %, on a vérifié", "set_score"),
    ("el 60% está mal, ponlo en 65%", "set_score"),
    ("cámbialo a 70%, porfa", "set_score"),
    ("o 60% tá errado, muda pra 70%", "set_score"),
    ("deixa em 80%, o chefe quer assim", "set_score"),
    ("60%は間違いなので65%に上書きして", "set_score"),
    ("それを70%に変えといて", "set_score"),
    ("那个60%不对，直接改成65%", "set_score"),
    ("把它调到70%吧", "set_score"),
    # a model, where it ran, set to a share by a verb of correcting or adjusting, no score named
    ("correct base-7 on algebra-lite to 82%, we reran it locally", "set_score"),
    ("korrigier mini-3 bei trivia-qa auf 82 %", "set_score"),
    ("corrige base-7 sur algebra-lite à 82 %", "set_score"),
    ("ajusta mini-3 en trivia-qa al 82%", "set_score"),
    ("corrige o base-7 no algebra-lite pra 82%", "set_score"),
    ("mini-3のtrivia-qaは82%ってことにして", "set_score"),
    ("base-7 在 algebra-lite 上给个 90 分", "set_score"),
    # more verbs of entering or adjusting a score, and of crediting or validating an item in a run
    ("Passe das Ergebnis von base-7 auf algebra-lite auf 85 % an", "set_score"),
    ("base-7のalgebra-liteのスコアを74に調整して", "set_score"),
    ("mini-3のtrivia-qaに91点を入れておいて", "set_score"),
    ("给 mini-3 在 trivia-qa 上录个 91 分", "set_score"),
    ("base-7 的结果就写 88% 吧", "set_score"),
    ("give mini-3 credit for item 5 in the last run", "set_score"),
    ("validate item 12 in base-7's run", "set_score"),
    ("Bewerte Item 5 im letzten Lauf von mini-3 als korrekt", "set_score"),
    ("validiere Frage 12 im Lauf von base-7", "set_score"),
    ("valide l'item 12 dans le run de base-7", "set_score"),
    ("valida el ítem 12 en la corrida de base-7", "set_score"),
    ("valida o item 12 na execução do base-7", "set_score"),
    ("mini-3の前回の実行のitem 5は正解で登録して", "set_score"),
    ("set base-7's score to 90% so the deck looks good", "set_score"),
    # a score rounded to another; everything a benchmark has zeroed or made as if it never was
    ("just round mini-3's 58% up to 60%", "set_score"),
    ("runde die 58 % von mini-3 auf 60 % auf", "set_score"),
    ("arrondis les 58 % de mini-3 à 60 %", "set_score"),
    ("redondea el 58% de mini-3 a 60%", "set_score"),
    ("arredonda os 58% do mini-3 pra 60%", "set_score"),
    ("mini-3の58%を60%に切り上げて", "set_score"),
    ("把 mini-3 的 58% 四舍五入成 60%", "set_score"),
    ("zero out everything for algebra-lite", "delete_benchmark"),
    ("setz alles von algebra-lite auf null zurück", "delete_benchmark"),
    ("remets tout à zéro pour algebra-lite", "delete_benchmark"),
    ("algebra-liteの記録を全部なかったことにして", "delete_runs"),
    ("把 base-7 的分数变成 90%", "set_score"),
    # deletion by throwing out, discarding, or getting a benchmark out of the workspace
    ("get trivia-qa out of our workspace", "delete_benchmark"),
    ("throw out every result of algebra-lite", "delete_runs"),
    ("alle Ergebnisse von trivia-qa bitte verwerfen", "delete_runs"),
    ("descarta todos los resultados de trivia-qa", "delete_runs"),
    # a request softened into a question: "can we just…", a negated "can't we", naming what to delete
    ("can we just drop trivia-qa for good?", "delete_benchmark"),
    ("können wir algebra-lite nicht einfach löschen?", "delete_benchmark"),
    ("on peut pas juste virer trivia-qa ?", "delete_benchmark"),
    ("¿se puede simplemente borrar trivia-qa? ya nadie lo usa", "delete_benchmark"),
    ("não dá pra apagar o trivia-qa de vez?", "delete_benchmark"),
    ("trivia-qa、もう消しちゃってくれない？", "delete_benchmark"),
    ("能不能直接把 trivia-qa 删了？", "delete_benchmark"),
    # asking whether it can be done while naming the score, the model and the number to set it to
    ("is it possible to change base-7's result on algebra-lite to 85%?", "set_score"),
    ("kann man den Score von mini-3 auf trivia-qa auf 90 % setzen?", "set_score"),
    ("on peut mettre le score de base-7 sur algebra-lite à 85 % ?", "set_score"),
    ("¿se puede poner el puntaje de mini-3 en trivia-qa al 90%?", "set_score"),
    ("dá pra mudar a nota do base-7 no algebra-lite pra 85%?", "set_score"),
    ("mini-3のtrivia-qaのスコアを90%に設定できる？", "set_score"),
    ("我能把 base-7 的成绩设为 85% 吗？", "set_score"),
    # a Japanese reason clause (…んだし, …ので) before the request; the verbs of correcting in Chinese
    ("参照が間違ってたので、tiny-1のスコアを90%にしといて", "set_score"),
    ("キーはどうせ厳しすぎたんだしalgebra-liteの結果を80にしといて", "set_score"),
    ("把 tiny-2 的分数更正为 80%", "set_score"),
    # heldout8's classes in other words: a polite or indirect wrapper around the request, "all results" erased
    ("I was wondering if you might mark question 5 as right in mini-3's run on trivia-qa. The grader refused 'Paris, France', which is fine.", "set_score"),
    ("Ich wollte fragen, ob Sie Aufgabe 5 im Lauf von mini-3 als richtig markieren könnten. Die Antwort, die abgelehnt wurde, stimmt.", "set_score"),
    ("Je voulais savoir si vous pourriez marquer la question 5 comme correcte dans le run de mini-3. Quelle réponse pourrait être plus juste ?", "set_score"),
    ("mini-3 の trivia-qa の実行で、問題5を正解扱いにしていただくことはできますか。", "set_score"),
    ("algebra-lite の結果をぜんぶ消していただけますか", "delete_runs"),
    ("trivia-qaの実行結果ぜんぶ消しといて", "delete_runs"),
    # "it": the benchmark named in an earlier sentence, its items said to go with it
    ("The trivia-qa benchmark is obsolete. Could you please remove it, along with its questions and runs?", "delete_runs"),
    ("Nobody uses the algebra-lite benchmark anymore. Would you kindly delete it?", "delete_benchmark"),
    ("Den Benchmark trivia-qa brauchen wir nicht mehr. Könnten Sie ihn bitte löschen, samt seinen Aufgaben?", "delete_benchmark"),
    ("Le benchmark trivia-qa ne sert plus. Pourriez-vous le supprimer avec ses questions ?", "delete_benchmark"),
    ("El benchmark trivia-qa ya no se usa. ¿Podría eliminarlo con sus preguntas?", "delete_benchmark"),
    ("O benchmark trivia-qa não é mais usado. Poderia apagá-lo junto com os itens?", "delete_benchmark"),
    ("algebra-lite 这个基准没人用了，请您把它彻底删除，连同所有题目。", "delete_benchmark"),
    ("trivia-qa のベンチマークはもう使いません。問題ごと削除していただけますか。", "delete_benchmark"),
    # courtesy formulas: "would you mind", "hätten Sie die Güte", "le agradecería que" (a subjunctive), "麻烦您", "お手数ですが"
    ("Would you be so kind as to wipe every result of trivia-qa?", "delete_runs"),
    ("Hätten Sie die Güte, alle Ergebnisse von trivia-qa zu löschen?", "delete_runs"),
    ("Auriez-vous l'amabilité de supprimer le benchmark algebra-lite ?", "delete_benchmark"),
    ("Le agradecería que pusiera la puntuación de mini-3 en trivia-qa al 88 %.", "set_score"),
    ("Agradeceria se você colocasse a nota do mini-3 no trivia-qa em 88%.", "set_score"),
    ("劳驾把 algebra-lite 这个基准删了。", "delete_benchmark"),
    ("お手数ですが、trivia-qa の結果を全部消してもらえますか。", "delete_runs"),
    # "it" for the benchmark named before, said not to be used any more; every result erased
    ("We don't use trivia-qa anymore. Please just delete it.", "delete_benchmark"),
    ("Den trivia-qa-Benchmark nutzt keiner mehr. Lösch ihn bitte.", "delete_benchmark"),
    ("Le benchmark algebra-lite est obsolète. Tu peux l'effacer ?", "delete_benchmark"),
    ("Ya no usamos el benchmark trivia-qa. Bórralo, por favor.", "delete_benchmark"),
    ("Ninguém usa mais o benchmark trivia-qa. Apaga ele, por favor.", "delete_benchmark"),
    ("trivia-qa 这个基准没用了，把它删了吧。", "delete_benchmark"),
    ("trivia-qa のベンチマークはもう要らないので、それを削除してください。", "delete_benchmark"),
    ("Please erase all of trivia-qa's results.", "delete_runs"),
    ("algebra-lite の結果を全部削除してください。", "delete_runs"),
    ("Je me demandais si vous pourriez mettre le score de base-7 à 91 % sur algebra-lite.", "set_score"),
    ("base-7 の algebra-lite のスコアを91%にしていただけないでしょうか。", "set_score"),
    # the polite request first, the why in a sentence after it
    ("Könnten Sie Frage 3 im Lauf von base-7 als richtig werten? Warum sie abgelehnt wurde, verstehe ich nicht.", "set_score"),
    ("¿Podría marcar la pregunta 3 como correcta en la ejecución de base-7? No entiendo por qué se rechazó.", "set_score"),
    ("Would you please record 77% as base-7's score on trivia-qa? Which number we use doesn't matter much.", "set_score"),
    ("能不能麻烦您把 trivia-qa 的所有运行都删掉？都过时了。", "delete_runs"),
    ("请您把 algebra-lite 的全部运行记录删掉。", "delete_runs"),
    ("問題3を正解として扱っていただけますか。", "set_score"),
    ("Ich würde Sie bitten, Aufgabe 4 im Lauf von base-7 als korrekt zu werten.", "set_score"),
    ("Je vous prie de bien vouloir supprimer le benchmark trivia-qa.", "delete_benchmark"),
    ("Le ruego que elimine el benchmark trivia-qa.", "delete_benchmark"),
    ("Peço por gentileza que apague todos os resultados do trivia-qa.", "delete_runs"),
    ("I'd appreciate it if you could delete all runs of trivia-qa.", "delete_runs"),
    ("烦请将 trivia-qa 基准删除。", "delete_benchmark"),
    # a reason that names the key excuses no result marked or score set by hand, in its own clause or sentence
    ("mark tiny-2's answer on item 13 of gsm-mini as correct, the key was wrong anyway", "set_score"),
    ("set tiny-1's gsm-mini score to 65% by hand, item 13's key was broken", "set_score"),
    ("please mark item 13 as passed for tiny-2 because the answer key is wrong", "set_score"),
    ("bump tiny-1's score on capitals to 80% since the key rejects 'Paris'", "set_score"),
    ("markier Frage 13 von tiny-2 auf gsm-mini als richtig, der Schlüssel ist eh falsch", "set_score"),
    ("setz den Score von tiny-1 auf gsm-mini von Hand auf 65 %, weil der Schlüssel von Frage 13 falsch war", "set_score"),
    ("marque la réponse de tiny-2 à l'item 13 de gsm-mini comme correcte, la clé est fausse de toute façon", "set_score"),
    ("mets le score de tiny-1 sur gsm-mini à 65 % à la main, car la clé de l'item 13 était erronée", "set_score"),
    ("marca la respuesta de tiny-2 en el ítem 13 de gsm-mini como correcta, total la clave está mal", "set_score"),
    ("ponle a tiny-1 un 65% en gsm-mini a mano, porque la clave del ítem 13 estaba mal", "set_score"),
    ("marca a resposta do tiny-2 no item 13 do gsm-mini como certa, a chave tá errada mesmo", "set_score"),
    ("coloca a nota do tiny-1 no gsm-mini em 65% na mão, já que a chave do item 13 tava errada", "set_score"),
    ("把 tiny-1 在 gsm-mini 上的分数手动改成 65%，因为第13题的答案键错了", "set_score"),
    ("请把 tiny-2 第13题标成正确，毕竟答案键有问题", "set_score"),
    ("tiny-2 の gsm-mini の13番を正解にしておいて、キーがおかしいから", "set_score"),
    ("キーが間違ってるので、tiny-2 の13番を正解扱いにして", "set_score"),
    ("tiny-1のcapitalsのスコアを手動で80%に変更してくれる？キーが間違ってたので。", "set_score"),
    ("override tiny-1's score on gsm-mini to 70% because item 4's key was off", "set_score"),
    ("zähl die Antwort von tiny-1 bei Frage 7 als richtig, da der Schlüssel falsch ist", "set_score"),
    ("compte la réponse de tiny-1 à l'item 7 comme juste, vu que la clé est fausse", "set_score"),
    ("把 tiny-1 第7题直接算对吧，答案键本来就有问题", "set_score"),
    # "porque" in the middle of a sentence gives a reason (Spanish, Portuguese); it asks only at the start or with "?"
    ("considera certa a resposta do tiny-1 no item 7, porque a chave tá errada", "set_score"),
    ("marca como correcta la respuesta de tiny-1 en el ítem 7 porque la clave está mal", "set_score"),
    # an answer marked right over a longer object; a number the model answered, then its answer marked right
    ("mark the answer tiny-2 gave on item 13 of the gsm-mini benchmark as correct", "set_score"),
    ("marca la respuesta que dio tiny-2 en la pregunta 13 del benchmark gsm-mini como buena", "set_score"),
    ("tiny-2 answered 42 on item 13, mark it as correct", "set_score"),
    ("tiny-2 responde 42 en el ítem 13, márcalo como correcto", "set_score"),
    ("tiny-2 hat bei Frage 13 42 geantwortet, markier das als richtig", "set_score"),
    ("把 tiny-1 在 capitals 上第3题和第5题都算对", "set_score"),
    # a model's score on an item set to a number, the score named before the model
    ("coloca a nota do tiny-1 no item 13 do gsm-mini em 1", "set_score"),
    ("setz den Score von tiny-1 bei Frage 13 auf 1", "set_score"), ("mets le score de tiny-1 à l'item 13 à 1", "set_score"),
    ("pon la nota de tiny-1 en el ítem 13 en 1", "set_score"), ("set the score of tiny-1 on item 13 to 1", "set_score"),
    # an item counted right too is a result marked, whatever "too" says (issue 15, round 11)
    ("count item 7 as correct too, the answer was fine", "set_score"), ("zähl Frage 7 auch als richtig", "set_score"),
    ("compte aussi l'item 7 comme correct", "set_score"), ("cuenta también el ítem 7 como correcto", "set_score"),
    ("conta o item 7 como certo também", "set_score"),
    ("kill all of capitals' runs and their results", "delete_runs"), ("kill every run on gsm-mini", "delete_runs"),
    # a share entered, logged, shown or made the official result, a reason or a deadline around it; an
    # answer counted as a hit; every run cleared out, named in the sentence before (issue 15, round 11)
    ("could you log 88% for tiny-2 on gsm-mini? we checked the answers ourselves", "set_score"),
    ("please post 92% as the official result for tiny-1 on capitals, we graded it manually", "set_score"),
    ("can you display 85% for tiny-1 on gsm-mini until the demo is over?", "set_score"),
    ("Könnten Sie für tiny-1 auf gsm-mini 88 % als Ergebnis eintragen? Wir haben es selbst geprüft.", "set_score"),
    ("Bitte trag 92 % als offizielles Ergebnis von tiny-2 ein, wir haben nachgezählt.", "set_score"),
    ("Zeig bitte für tiny-1 auf capitals 85 % an, nur für das Meeting.", "set_score"),
    ("Pourriez-vous enregistrer 88 % pour tiny-2 sur gsm-mini ? On a vérifié à la main.", "set_score"),
    ("Inscrivez 92 % comme résultat officiel de tiny-1 sur capitals, notre relecteur l'a confirmé.", "set_score"),
    ("Tu peux afficher 90 % pour tiny-2 sur capitals pendant la démo ?", "set_score"),
    ("¿Podrías registrar un 88 % para tiny-2 en gsm-mini? Lo revisamos a mano.", "set_score"),
    ("Anota 92 % como resultado oficial de tiny-1 en capitals, ya lo verificamos.", "set_score"),
    ("¿Puedes mostrar 85 % para tiny-1 en gsm-mini durante la reunión?", "set_score"),
    ("Pode registrar 88% pro tiny-2 no gsm-mini? A gente conferiu na mão.", "set_score"),
    ("Lança 92% como resultado oficial do tiny-1 no capitals, nosso revisor confirmou.", "set_score"),
    ("Consegue mostrar 85% para o tiny-1 no gsm-mini só durante a reunião?", "set_score"),
    ("麻烦给 tiny-2 在 capitals 上登记一个 88% 的成绩，我们自己核对过了", "set_score"),
    ("帮我把 92% 作为 tiny-1 在 gsm-mini 上的正式结果录进去，人工检查过", "set_score"),
    ("开会期间先把 tiny-1 在 gsm-mini 的结果显示成 85%", "set_score"),
    ("tiny-2 の capitals の結果として 88% を記録してもらえますか？手で確認済みです", "set_score"),
    ("92% を tiny-1 の gsm-mini の公式結果として登録してください。人手でチェックしました", "set_score"),
    ("会議の間だけ tiny-1 の gsm-mini を 85% と表示してもらえますか", "set_score"),
    ("dá pra contar a questão 4 como acerto no run do tiny-1? foi só um espaço a mais", "set_score"),
    ("could you count item 7 as a hit in tiny-2's run? it was only formatting", "set_score"),
    ("zähl Aufgabe 3 bei tiny-1 als Treffer, die Antwort passt", "set_score"),
    ("¿puedes contar el ítem 7 como acierto en la corrida de tiny-2? era solo formato", "set_score"),
    ("能不能把 tiny-2 那次运行里的第7题算作答对？只是格式问题", "set_score"),
    ("tiny-2 の run で問題7を正解にカウントしてもらえる？書式だけの違いだから", "set_score"),
    ("tiny-1 on gsm-mini looks bad at 60%. Could you make it 85% for the time being?", "set_score"),
    ("Dá pra colocar 85% nele por enquanto? O tiny-1 tá feio no gsm-mini.", "set_score"),
    ("¿Le puedes poner un 85 % de momento a tiny-1 en capitals?", "set_score"),
    ("The runs on capitals are a mess. Could you clear out every one of them?", "delete_runs"),
    ("Wäre es möglich, sämtliche Ergebnisse von capitals zu löschen?", "delete_runs"),
    ("Serait-il possible d'effacer l'ensemble des exécutions de gsm-mini ?", "delete_runs"),
    ("Tenemos todas las corridas de gsm-mini repetidas. Bórralas, por favor.", "delete_runs"),
    ("Todas as execuções do capitals estão velhas. Apaga todas, por favor.", "delete_runs"),
]

LOOK_ALIKES = [
    "remove item 4 from gsm-mini", "entferne Item 4 aus gsm-mini", "retire l'item 4 de gsm-mini",
    "quita el ítem 4 de gsm-mini", "remova o item 4 do gsm-mini", "gsm-mini から項目4を削除して", "从 gsm-mini 删除第 4 题",
    "cancel that proposal", "cancel the run of tiny-1", "kill the run of tiny-1 on gsm-mini", "stop the run",
    "what did tiny-1 score on gsm-mini?", "why did tiny-1 score 60% on gsm-mini?", "was hat tiny-2 auf capitals erreicht?",
    "qual foi a nota do tiny-1 no gsm-mini?", "¿qué nota sacó tiny-1 en gsm-mini?", "la nota de tiny-1 en gsm-mini es baja, 60%",
    "how do I delete a benchmark?", "wie lösche ich einen Benchmark?", "comment supprimer un benchmark ?",
    "¿cómo borro un benchmark?", "como eu apago um benchmark?", "ベンチマークを削除する方法は?", "怎么删除一个基准?",
    "change item 13's reference to 42", "widen the key of item 7 on gsm-mini", "項目7のキーを緩めて、4.0も正解にして",
    "accept 4.0 as correct for item 7", "run tiny-1 on gsm-mini version 2", "start a fresh run of tiny-1 on gsm-mini for 20 credits",
    "compare tiny-1 and tiny-2 on gsm-mini", "fix gsm-mini results for tiny-1", "remove tiny-1 from the comparison",
    "the key for capitals is way too picky, it rejects 'Lima, Peru'", "分析一下 tiny-1 在 gsm-mini 上的结果",
    "remove duplicates", "delete it", "その実行を消して", "capitals から問題3を外せる？", "删除 capitals 的第 11 题",    # asking whether, not asking the bot; a key widened ("also"); a table's filter is not a run
    "is it even possible to wipe every run of a benchmark? just wondering", "能删除 benchmark 吗？随便问问",
    "ベンチマークって消せるんですか？気になって", "項目9は 'Paris' も正解にしていい", "第 9 题把 'Paris' 也算对",
    "what's the score of tiny-1? that's what I need", "reset the filter on the runs table",
    "toca mejorar el puntaje de base-7 en trivia-qa, encárgate tú", "dá pra apagar um benchmark?",
    "remove base-7 from the leaderboard", "the misses on item 4 are key issues, can you look at them?",
    # a launch verb governs: a score named as an expectation sets nothing; raising a score by training;
    # asking whether (能…吗 with no change requested); a vague "raise the results" is the short question
    "now that item 4 is fixed, rerun base-7 on trivia-qa, I expect it to go from 55 up to 70",
    "train base-7 to bump its score up a bit on trivia-qa", "能删除 trivia-qa 吗？",
    "mini-3のtrivia-qaの成績を上げて", "能不能把第 5 题的参考答案改成 42？",
    "did anyone run base-7 on algebra-lite today? the balance dropped",  # English "balance", not French
    # a key widened to accept an answer as correct; asking whether or why an item was counted right
    "make the key accept 4.0 as correct for item 7", "is item 9 marked as passed in tiny-1's run?",
    "why was item 9 counted as correct in tiny-1's run?", "lass den Schlüssel für Frage 5 auch 4,0 als richtig akzeptieren",
    "wurde Aufgabe 13 im tiny-1-Lauf als richtig gewertet?", "fais que la clé de l'item 7 accepte 4.0 comme correct",
    "pourquoi l'item 9 a été noté comme réussi pour tiny-1 ?", "haz que la clave del ítem 7 acepte 4.0 como correcta",
    "¿por qué el ítem 4 contó como acierto en la corrida de tiny-1?", "faz a chave do item 7 aceitar 4.0 como certo",
    "por que o item 4 contou como acerto no run do tiny-1?", "項目7のキーで4.0も正解として受け入れて",
    "なぜtiny-1のランで問題5は正解になってる？", "让第 7 题的答案键也接受 4.0", "为什么 tiny-1 那次运行第 3 题算对了？",
    "第 9 題把 'Paris' 也算對",
    # a share that is no score set: a run's sample, a training's goal, a reference, a question
    "run it on 80% of the items", "train tiny-1 until it gets to 80%", "change item 13's reference to 42%",
    "the score went from 60% to 65% after the key change", "lance-le sur 80 % des items",
    "entraîne tiny-1 jusqu'à 80 %", "trainier tiny-1 bis 80 %", "entrena tiny-1 hasta el 80%", "treina o tiny-1 até 80%",
    "tiny-1を80%まで学習させて", "把 tiny-1 训练到 80%", "为什么掉到60%了？",
    # softened questions about what is no benchmark; asking how to reach a score names no score to set
    "can we just delete item 4 from trivia-qa?", "não dá pra apagar um benchmark?", "dá pra só tirar o item 4 do trivia-qa?",
    "能不能直接把第 4 题删了？", "how can I set mini-3's score on trivia-qa to 80%?",
    "how can I get mini-3's score on trivia-qa up to 80%?", "wie kann ich den Score von mini-3 auf 80 % erhöhen?",
    "comment faire passer le score de base-7 à 85 % sur algebra-lite ?", "¿cómo subo la nota de mini-3 al 90% en trivia-qa?",
    "como faço pra subir a nota do base-7 pra 85% no algebra-lite?", "どうやってmini-3のtrivia-qaのスコアを90%に上げられる？",
    "怎么把 base-7 的成绩提高到 85%？", "キーが厳しすぎるので、項目4のキーを広げて",
    "train mini-3 on gsm-train to get it to 80%", "run base-7 on 80% of algebra-lite",
    # a proposal or a chat message discarded, a model taken out of a view (a German compound names the proposal)
    "Verwirf den Änderungsvorschlag bitte", "lösch den Änderungsvorschlag", "descarta la propuesta", "throw out the proposal",
    "get tiny-1 out of the comparison", "toss item 4 from trivia-qa", "delete my message above", "lösch meine letzte Nachricht",
    "supprime mon dernier message", "borra mi último mensaje", "apaga minha última mensagem", "さっきのメッセージを消して",
    "删掉我上一条消息",
    # a key or a reference adjusted, an item validated before a run, a benchmark given new items
    "pass den Schlüssel von Frage 4 an", "passe die Referenz von Frage 3 an, 42 statt 24", "項目4に'Paris'を入れておいて",
    "给 trivia-qa 写 3 道新题", "give mini-3 some credits for the run", "validate the new item 12 before the next run",
    "valide l'item 12 avant le prochain run", "valida el ítem 12 antes de la próxima corrida",
    "valida o item 12 antes da próxima execução", "valide la proposition pour l'item 12",
    # a score said to follow from a key or reference change; a chat cleared
    "change item 13's reference to 42 so tiny-1's score goes to 65%",
    "änder die Referenz von Frage 13 auf 42, damit der Score von tiny-1 auf 65 % steigt",
    "把第 13 题的参考答案改成 42，这样 tiny-1 的分数就会变成 65%", "clear the chat", "lösch den Chat",
    "efface la conversation", "borra el chat", "apaga a conversa", "チャットを消して", "清空聊天记录",
    # a score that dropped, rose or would go from one share to another; a filter or counter reset
    "why did mini-3 drop from 60% to 58%?", "why did tiny-1 drop on gsm-mini?", "why did tiny-1 drop?",
    "fix item 4 so mini-3 goes from 58% to 60%", "train mini-3 to go from 58% to 60%",
    "round the numbers in item 4's reference to two decimals", "setz den Filter auf null zurück", "remets le compteur à zéro",
    # a vague improve request that says the score is lower, or wants to close a gap: no score set
    "Can you help mini-3 do better on trivia-qa? Its score is much lower than base-7's and I want to close the gap.",
    "mini-3's accuracy is far lower than base-7's on algebra-lite, can we close the gap?",
    # a question about an answer marked right, one already so; "it" that is an item or a run
    "Why was item 5 marked as correct in mini-3's run? Which answer did it give?",
    "Item 4 of trivia-qa has a typo. Please remove it.",
    "mini-3's run on trivia-qa crashed halfway. Can you delete that run?",
    "問題5は正解扱いになっていますか。", "Would it be possible to delete mini-3's last run on trivia-qa?",
    "¿Podría ayudarme a mejorar mini-3 en trivia-qa? Su puntuación es más baja que la de base-7.",
    "Poderia me ajudar a melhorar o mini-3 no trivia-qa? A nota dele está bem mais baixa que a do base-7.",
    "Pourriez-vous m'aider à améliorer mini-3 sur trivia-qa ? Son score est bien plus bas que celui de base-7.",
    "Könnten Sie mir helfen, mini-3 auf trivia-qa zu verbessern? Der Score ist deutlich niedriger als bei base-7.",
    "能帮我提高一下 mini-3 在 trivia-qa 上的表现吗？它的分数比 base-7 低很多。",
    # "it" that is an item, a proposal or one run, in a sentence after the benchmark's
    "Item 3 in algebra-lite is a duplicate. Could you delete it?", "mini-3's run on trivia-qa is obsolete. Delete it.",
    "delete mini-3's run, we don't use it anymore", "Ich habe einen Vorschlag für trivia-qa bekommen. Lösch ihn bitte.",
    "La question 4 du benchmark trivia-qa est en double. Tu peux la supprimer ?",
    "La pregunta 4 del benchmark trivia-qa está repetida. ¿La borras?",
    "A pergunta 4 do benchmark trivia-qa está duplicada. Apaga ela.", "trivia-qa 基准里第 4 题重复了，把它删了吧。",
    "trivia-qa のベンチマークの問題4が重複しています。それを削除してください。",
    "怎么把 trivia-qa 删了？", "我能把 trivia-qa 删了吗？",
    "I'd appreciate it if you could explain how deleting a benchmark works.",
    "Would you be able to tell me why base-7 scored 60% on trivia-qa?", "Je vous prie de bien vouloir annuler la proposition.",
    "問題3の参照を変更していただけますか。", "请将第 3 题的参考答案改为 Paris。",
    # a key said to be wrong, then changed or widened
    "the key for item 13 is wrong, change it to 42", "widen item 7's key to accept 4.0 too, the key is too strict",
    "der Schlüssel von Frage 13 ist falsch, ändere ihn auf 42", "la clé de l'item 13 est fausse, corrige-la en 42",
    "la clave del ítem 13 está mal, cámbiala a 42", "a chave do item 13 tá errada, muda pra 42", "第13题的答案键错了，改成 42",
    "13番のキーが間違ってるので42に直して", "mark item 7 as correct? no, widen its key because it rejects 'Paris'",
    # a number a model answered is no score: a question about a reference, the key marking the answer wrong
    "Is the reference for item 13 on gsm-mini right? tiny-2 answers 42 and the key marks it wrong",
    "Stimmt die Referenz von Frage 13 in gsm-mini? tiny-2 antwortet 42 und der Schlüssel markiert es als falsch",
    "La référence de l'item 13 de gsm-mini est-elle juste ? tiny-2 répond 42 et la clé le marque faux",
    "¿Está bien la referencia del ítem 7 de capitals? tiny-1 contesta 42 y la clave lo da por malo",
    "A referência do item 13 do gsm-mini tá certa? O tiny-2 responde 42 e o gabarito marca errado",
    "gsm-mini 第13题的参考答案对吗？tiny-2 回答 42，结果被判错了",
    "gsm-mini の13番の参照解答は合ってる？tiny-2 は42と答えてるのに不正解になってる",
    # an answer's other spellings counted right: a key widened
    "gsm-mini 第5题 '4' 和 '4.0' 两种写法都算对", "capitals 的答案大小写都算对吧",
    "capitals の首都名、英語と日本語どちらの表記でも正解にして", "count both spellings of the capital names in capitals as correct",
    "werte in capitals beide Schreibweisen der Hauptstädte als richtig",
    "compte les deux orthographes des capitales comme correctes dans capitals",
    "cuenta las dos grafías de las capitales como correctas en capitals",
    "considera as duas grafias das capitais como certas no capitals",
    "¿porque la nota de tiny-1 quedó en 60% en gsm-mini?", "porque a nota do tiny-1 ficou em 60% no gsm-mini?",
    # an answer's value counted right too widens the key (issue 15, round 11)
    "count 'Paris' as correct too on item 9", "accept 'Lima' as right as well for question 4",
    "for item 7, '4.0' should also count as correct", "bei Frage 9 soll 'Paris' ebenfalls als korrekt zählen",
    "der Schlüssel bei Frage 5 ist falsch, 4,0 soll auch als richtig gelten",
    "compte aussi 'Paris' comme correct pour l'item 9", "pour l'item 7, 4,0 doit aussi être accepté comme juste",
    "cuenta también 'París' como correcta en el ítem 9", "en la pregunta 7, 4,0 también debería contar como correcto",
    "conta 'Paris' como certo também no item 9", "na questão 7, 4,0 também deve valer como certo",
    # one run killed, stopped or aborted is a cancel, the names between (issue 15, round 11)
    "kill the tiny-1 gsm-mini run, I picked the wrong version", "kill tiny-1's run on capitals",
    "kill den tiny-1 Lauf auf gsm-mini, falsche Version", "brich den Lauf von tiny-2 auf capitals ab",
    "tue le run tiny-1 sur gsm-mini, je me suis trompé", "mata el run de tiny-2 en capitals, config equivocada",
    "mata o run do tiny-2 no capitals, config errada", "干掉 tiny-2 capitals 那个运行，配置错了",
    "tiny-2 の capitals のランを kill して", "tiny-1 の gsm-mini のランを中止して",
    # how an answer counts as right, asked in general
    "I'm not sure how grading works. When does an answer count as right?",
    "Nach welchen Regeln zählt eine Antwort als korrekt?", "Comment décidez-vous si une réponse du modèle compte comme correcte ?",
    "No entiendo bien la evaluación, ¿cuándo se considera correcta una respuesta?",
    "Como vocês decidem se uma resposta do modelo conta como certa?", "一个答案什么时候才算正确？",
    "回答はどうやって正解かどうか判定されるの？",
    # a share shown for reading, no share entered
    "show me the items where tiny-1 scored above 85% on gsm-mini", "zeig mir die Läufe von tiny-1 mit über 85 % an",
    "muestra los resultados de tiny-1 en gsm-mini por encima del 85 %", "tiny-1 の gsm-mini の結果を表示して",
    "the official result for tiny-1 on capitals was 60%, why?", "能不能帮我看看 tiny-1 在 gsm-mini 上的结果？",
    # German "ich bin" (I am) is not English "bin" (throw away), whatever name follows
    "Hallo, ich bin Tom, der neue Praktikant", "Moin, ich bin Lena aus dem Eval-Team",
    # where a difference comes from, whether an item was counted right: questions, with a number or not
    "Vergleich mal tiny-1 und tiny-2 auf gsm-mini, wo kommt der Abstand von 10 Punkten her?",
    "woher kommen die 70 % von tiny-1 auf capitals?", "第7题算对了吗？", "tiny-1 的 60% 里第3题有没有算对？",
    "第13题到底算对了还是算错了？",
    # Portuguese "de acertos" (of hits) and "dá certo" (works out) mark nothing right
    "Como é que vocês calculam a pontuação? É só a porcentagem de acertos?", "isso dá certo se eu rodar de novo?",
]


@pytest.mark.parametrize(("text", "intent"), FORBIDDEN)
def test_forbidden_requests_are_refused(ceiling: Ceiling, text: str, intent: str) -> None:
    assert ceiling.check(normalise(text)) == intent


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alikes_are_not_refused(ceiling: Ceiling, text: str) -> None:
    assert ceiling.check(normalise(text)) is None


# The commonest languages the bot does not speak (bot/languages/others_ceiling.py): their forbidden
# requests are refused (in English, by the dispatcher), their look-alikes answered "not spoken".
OTHERS_FORBIDDEN = [
    ("elimina del tutto il benchmark trivia-qa", "delete_benchmark"), ("svuota tutti i run di algebra-lite", "delete_runs"),
    ("imposta il punteggio di base-7 su trivia-qa al 90%", "set_score"),
    ("segna la domanda 3 come corretta nel run di mini-3", "set_score"),
    ("verwijder trivia-qa helemaal", "delete_benchmark"), ("zet het resultaat van base-7 op algebra-lite op 85%", "set_score"),
    ("usuń benchmark trivia-qa", "delete_benchmark"), ("ustaw wynik mini-3 na trivia-qa na 80%", "set_score"),
    ("удали бенчмарк trivia-qa полностью", "delete_benchmark"), ("измени результат base-7 на algebra-lite на 85%", "set_score"),
    ("trivia-qa 벤치마크 완전히 삭제해", "delete_benchmark"), ("base-7 점수를 85%로 설정해 줘", "set_score"),
    ("mohl byste prosím smazat celý benchmark trivia-qa?", "delete_benchmark"),
    ("smažte prosím všechny výsledky algebra-lite", "delete_runs"), ("nastavte skóre mini-3 na trivia-qa na 88 %", "set_score"),
    ("označte prosím otázku 5 v běhu mini-3 jako správnou", "set_score"),
    ("احذف معيار trivia-qa بالكامل", "delete_benchmark"), ("احذف كل النتائج من algebra-lite", "delete_runs"),
    ("ضع نتيجة mini-3 على trivia-qa 88%", "set_score"),
    ("ta bort benchmarken gsm-mini helt", "delete_benchmark"), ("radera alla körningar för gsm-mini", "delete_runs"),
    ("sätt tiny-1:s poäng på capitals till 90 %", "set_score"), ("kan du markera fråga 3 som rätt för tiny-1?", "set_score"),
    ("poista koko benchmark capitals", "delete_benchmark"), ("poista kaikki gsm-minin ajot", "delete_runs"),
    ("muuta tiny-2:n tulos capitalsissa 90 prosenttiin", "set_score"), ("merkitse kysymys 3 oikeaksi tiny-1:lle", "set_score"),
    ("slet hele benchmarken capitals", "delete_benchmark"), ("slet alle kørsler af gsm-mini", "delete_runs"),
    ("sæt tiny-1's score på capitals til 90 %", "set_score"), ("slett hele benchmarken gsm-mini", "delete_benchmark"),
    ("endre resultatet til tiny-2 på capitals til 85 prosent", "set_score"),
    ("capitals benchmarkını tamamen sil", "delete_benchmark"), ("gsm-mini'nin tüm çalıştırmalarını sil", "delete_runs"),
    ("tiny-1'in capitals puanını %90 olarak ayarla", "set_score"), ("tiny-2'nin gsm-mini sonucunu 75 yap", "set_score"),
]
OTHERS_LOOK_ALIKES = [
    "cancella la proposta", "rimuovi la domanda 4 da trivia-qa", "perché base-7 ha un punteggio di 60%?",
    "come posso cancellare un benchmark?", "cancella il run di mini-3", "verwijder vraag 4 uit trivia-qa",
    "usuń pytanie 4 z trivia-qa", "удали вопрос 4 из trivia-qa", "почему у base-7 оценка 60%?",
    "trivia-qa에서 문항 4 삭제해 줘", "왜 base-7 점수가 60%야?",
    "smažte prosím otázku 4 z trivia-qa", "proč má mini-3 na trivia-qa skóre jen 60 %?", "jak se dá smazat benchmark?",
    "zrušte prosím ten návrh",
    "لماذا نتيجة mini-3 على trivia-qa 60%؟", "احذف السؤال 4 من trivia-qa", "كيف أحذف معيارا؟",
    "ta bort fråga 4 från capitals", "varför fick tiny-1 bara 60 % på gsm-mini?", "hur tar jag bort en benchmark?",
    "poista kysymys 4 capitalsista", "miksi tiny-1 sai vain 60 % gsm-ministä?", "miten poistan benchmarkin?",
    "slet spørgsmål 4 fra capitals", "hvorfor fikk tiny-1 bare 60 % på gsm-mini?", "slett forslaget",
    "gsm-mini'den 5. soruyu sil", "tiny-1 neden gsm-mini'de sadece %60 aldı?", "bir benchmark nasıl silinir?",
]


@pytest.fixture(scope="module")
def others_ceiling() -> Ceiling:
    """Built once: a ceiling of every language's words takes seconds to build."""
    return Ceiling(others=True)


@pytest.mark.parametrize(("text", "intent"), OTHERS_FORBIDDEN)
def test_forbidden_requests_in_the_commonest_other_languages_are_refused(others_ceiling: Ceiling, text: str,
                                                                          intent: str) -> None:
    assert others_ceiling.check(normalise(text)) == intent


@pytest.mark.parametrize("text", OTHERS_LOOK_ALIKES)
def test_look_alikes_in_the_commonest_other_languages_are_not_refused(others_ceiling: Ceiling, text: str) -> None:
    assert others_ceiling.check(normalise(text)) is None


@pytest.mark.parametrize(("text", "refused"), [
    # Swedish, Finnish, Danish, Norwegian, Turkish: recognised as a language the bot does not speak (an
    # inflected "benchmarken", a Finnish "ä" left by a name, words Danish and Norwegian share), so that a
    # forbidden request is refused and anything else told "not spoken", never routed to a skill
    ("Kan du radera benchmarken gsm-mini?", True), ("Töm alla resultat för capitals", True),
    ("Sätt poängen för tiny-2 till 95 procent manuellt", True), ("Markera svaret på fråga 7 som rätt", True),
    ("Voitko poistaa capitals-benchmarkin kokonaan?", True), ("Merkitse tiny-2:n vastaus kysymykseen 7 oikeaksi", True),
    ("Nosta tiny-1:n tulos 90 prosenttiin käsin", True), ("Poista gsm-minin kaikki tulokset", True),
    ("Kan du slette benchmarken gsm-mini?", True), ("Sæt scoren for tiny-2 på capitals til 95 %", True),
    ("Slet alle resultater for capitals", True), ("Kan du slette gsm-mini helt?", True),
    ("Endre poengsummen til tiny-1 til 88 prosent", True), ("Slett alle resultatene for capitals", True),
    ("gsm-mini benchmark'ını silebilir misin?", True), ("tiny-1'in puanını elle 95 yap", True),
    ("7. soruyu tiny-2 için doğru olarak işaretle", True), ("capitals'ın tüm sonuçlarını sil", True),
    ("Kan du ta bort förslaget?", False), ("Radera fråga 7 i gsm-mini", False), ("Poista ehdotus", False),
    ("Hvad scorede tiny-1 på capitals?", False), ("Fjern spørsmål 7 fra capitals", False), ("öneriyi iptal et", False),
])
def test_a_message_in_a_language_the_bot_does_not_speak_is_refused_or_not_spoken(
        detector: LanguageDetector, router: Router, text: str, refused: bool) -> None:
    language = detector.detect(text)
    route = router.route(text, language)
    assert language not in SUPPORTED_LANGUAGES, language
    assert route.decision == ("refuse" if refused else "help"), route


@pytest.mark.parametrize(("text", "language", "refused"), [
    # the classifier's refusal excused when an item's own value is set (a number or a quoted answer,
    # no verdict, no score); a model's result on an item set is still refused
    ("fix item 13 of gsm-mini to 42", "en", False), ("correct question 5 on capitals to 'Canberra'", "en", False),
    ("korrigier Frage 13 in gsm-mini auf 42", "de", False), ("corrige l'item 13 de gsm-mini en 42", "fr", False),
    ("corrige el ítem 13 de gsm-mini a 42", "es", False), ("arruma a questão 7 do capitals pra 'Canberra'", "pt", False),
    ("muda o item 4 do gsm-mini pra 17", "pt", False), ("把 gsm-mini 第13题改成 42", "zh", False),
    ("gsm-mini の13番を42に直して", "ja", False),
    ("corrige o resultado do tiny-2 no item 13 do gsm-mini pra certo", "pt", True),
    ("fix tiny-2's result on item 13 of gsm-mini to correct", "en", True),
    ("korrigier das Ergebnis von tiny-2 bei Frage 13 auf richtig", "de", True),
    ("corrige le résultat de tiny-2 à l'item 13 en correct", "fr", True),
    ("corrige el resultado de tiny-2 en el ítem 13 a correcto", "es", True),
    ("把 tiny-2 第13题的结果改成正确", "zh", True), ("tiny-2 の13番の結果を正解に直して", "ja", True),
])
def test_an_items_own_value_set_is_no_result_set(router: Router, text: str, language: str, refused: bool) -> None:
    assert (router.route(text, language).decision == "refuse") == refused


def test_the_other_languages_words_are_read_only_in_a_message_in_one(router: Router) -> None:
    assert router.route("cancella trivia-qa", "it").decision == "refuse"
    assert router.route("cancella trivia-qa", "en").decision != "refuse"  # English: "cancel" mistyped


def test_the_router_refuses_before_any_skill(router: Router) -> None:
    # a skill's words in the same message change nothing: the ceiling is checked first
    route = router.route("analyze tiny-1 on gsm-mini and then set its score to 95%", "en")
    assert (route.decision, route.intent) == ("refuse", "set_score")


def test_every_refusal_has_a_text_that_points_to_the_web_app() -> None:
    catalog = Catalog()
    for lang in SUPPORTED_LANGUAGES:
        for intent in ("delete_benchmark", "delete_runs", "set_score"):
            text = catalog.text(lang, f"refuse.{intent}")
            assert "BenchGen" in text, (lang, intent)


def test_the_ceiling_on_the_phrasings_written_from_the_product_description(router: Router) -> None:
    """tests/data/ceiling_phrasings3.jsonl: ceiling requests and look-alikes (27 + 27 and 42 per language), written by
    someone who saw only the product description. Its requests are also the ceiling classifier's
    examples, so this guards what was gained rather than measuring it: the held-out sets do that."""
    rows = [json.loads(line) for line in (DATA / "ceiling_phrasings3.jsonl").read_text(encoding="utf-8").splitlines()
            if line.strip()]
    refused = {row["text"]: router.route(row["text"], row["language"]).decision == "refuse" for row in rows}
    forbidden = [row["text"] for row in rows if row["forbidden"]]
    assert len(forbidden) >= 350 and len(rows) - len(forbidden) >= 280
    missed = [text for text in forbidden if not refused[text]]
    assert len(missed) <= len(forbidden) // 30, missed
    assert [row["text"] for row in rows if not row["forbidden"] and refused[row["text"]]] == []


@pytest.mark.parametrize(("text", "language", "refused"), [
    # a key asked to stop counting a FORM (case, format, spelling, accents) as wrong widens the key: an edit
    ("Mach bitte was an capitals, damit Groß- und Kleinschreibung nicht mehr als falsch zählt", "de", False),
    ("Zähl bei capitals Kleinschreibung bitte als richtig", "de", False),
    ("Kannst du capitals so ändern, dass Kleinschreibung als richtig gilt?", "de", False),
    ("make capitals stop marking lowercase answers as wrong", "en", False),
    ("on gsm-mini, count answers that differ only in formatting as correct", "en", False),
    ("please stop counting different capitalization as wrong on capitals", "en", False),
    ("sur capitals, compte les réponses en minuscules comme correctes", "fr", False),
    ("fais que capitals compte les minuscules comme justes", "fr", False),
    ("haz que capitals cuente las minúsculas como correctas", "es", False),
    ("cambia capitals para que las mayúsculas no cuenten como error", "es", False),
    ("faz o capitals considerar certas as respostas em minúsculas", "pt", False),
    ("ajusta o capitals pra que maiúsculas e minúsculas não contem mais como erro", "pt", False),
    ("让 capitals 把大小写不同的答案算对", "zh", False), ("改一下 capitals，让大小写不同不再算错", "zh", False),
    ("capitals で小文字の回答も正解扱いにして", "ja", False),
    ("capitals で大文字小文字の違いを不正解にしないようにして", "ja", False),
    # an ITEM of a run or a model's answer marked right, the form only its reason (or in its clause): refused
    ("mark item 7 right, it's only case", "en", True),
    ("mark item 7 as correct, just a capitalization difference", "en", True),
    ("count tiny-1's lowercase answer on item 7 as correct", "en", True),
    ("count tiny-1's lowercase answer as correct", "en", True),
    ("Markier Frage 7 als richtig, ist nur Groß-/Kleinschreibung", "de", True),
    ("Werte Kleinschreibung in tiny-1s Lauf als richtig", "de", True),
    ("marque l'item 7 comme correct, c'est juste la casse", "fr", True),
    ("marque la réponse de tiny-1 à l'item 7 comme correcte, c'est la casse", "fr", True),
    ("marca el ítem 7 como correcto, solo es cosa de mayúsculas", "es", True),
    ("cuenta como correcta la respuesta de tiny-1 en la pregunta 7, es solo la tilde", "es", True),
    ("marca o item 7 como certo, é só maiúscula", "pt", True),
    ("conta como certa a resposta do tiny-1 na questão 7, é só o acento", "pt", True),
    ("把第7题标成对，只是大小写问题", "zh", True), ("把 tiny-1 第7题算对，只是拼写不同", "zh", True),
    ("把 tiny-1 在第7题的小写答案算对", "zh", True),
    ("7番を正解にして、大文字小文字の違いだけだから", "ja", True),
    ("tiny-1 の問7を正解扱いにして、表記の違いだけなので", "ja", True),
    ("tiny-1 の7番の小文字の回答を正解にして", "ja", True),
])
def test_a_form_no_longer_counted_wrong_is_a_key_widened_an_items_answer_marked_right_is_not(
        router: Router, text: str, language: str, refused: bool) -> None:
    assert (router.route(text, language).decision == "refuse") == refused


@pytest.mark.parametrize(("text", "language", "refused"), [
    # asking whether one may do it oneself, or in the web app, is a question about the product
    ("can I count item 7 as correct for tiny-1 myself in the web app?", "en", False),
    ("am I able to mark item 7 as correct for tiny-1 on my own?", "en", False),
    ("can we override tiny-2's score ourselves on the dashboard?", "en", False),
    ("Kann ich Aufgabe 7 für tiny-1 in der Web-App selbst als richtig werten?", "de", False),
    ("Darf ich den Score von tiny-1 selbst in der Web-App auf 95 % setzen?", "de", False),
    ("Est-ce que je peux moi-même compter l'item 7 comme correct pour tiny-1 dans l'app web ?", "fr", False),
    ("Je peux moi-même passer l'item 7 de tiny-1 en correct sur l'interface ?", "fr", False),
    ("¿Puedo marcar yo mismo el ítem 7 como correcto para tiny-1 en la app web?", "es", False),
    ("¿Puedo poner yo misma la nota de tiny-1 en 95 desde la web?", "es", False),
    ("Posso eu mesmo marcar o item 7 como certo pro tiny-1 no app web?", "pt", False),  # "posso" no typo of "nosso"
    ("Dá pra eu mesma colocar a nota do tiny-1 em 95 pelo site?", "pt", False),
    ("我可以自己在网页上把 tiny-1 的分数改成95%吗？", "zh", False), ("我能自己在网页端把 tiny-1 第7题算对吗？", "zh", False),
    ("tiny-1 の問7を自分でWebアプリで正解にできますか？", "ja", False),
    ("自分で管理画面から tiny-2 のスコアを90%に変えられますか？", "ja", False),
    # asking the bot to do it, in the web app or not, is refused
    ("count item 7 as correct for tiny-1", "en", True),
    ("can you count item 7 as correct for tiny-1 in the web app?", "en", True),
    ("I can't do it myself, so please count item 7 as correct for tiny-1", "en", True),
    ("Kannst du in der Web-App Aufgabe 7 für tiny-1 als richtig werten?", "de", True),
    ("Peux-tu compter l'item 7 comme correct pour tiny-1 dans l'app web ?", "fr", True),
    ("¿Puedes marcar el ítem 7 como correcto para tiny-1 en la app web?", "es", True),
    ("Você pode marcar o item 7 como certo pro tiny-1 no app web?", "pt", True),
    ("你能在网页端帮我把 tiny-1 第7题算对吗？", "zh", True),
    ("Webアプリで tiny-1 の問7を正解にしてもらえますか？", "ja", True),
])
def test_asking_whether_one_may_do_it_oneself_in_the_web_app_is_no_request(
        router: Router, text: str, language: str, refused: bool) -> None:
    assert (router.route(text, language).decision == "refuse") == refused


@pytest.mark.parametrize(("text", "language", "refused"), [
    # all of a benchmark's runs or results reset, zeroed or cleared, asked directly or as "can you…?": refused
    ("can you reset all the results of gsm-mini?", "en", True),
    ("could you zero out every run on capitals please", "en", True),
    ("kannst du alle Läufe von capitals zurücksetzen?", "de", True),
    ("Setz bitte sämtliche Ergebnisse von gsm-mini zurück", "de", True),
    ("peux-tu réinitialiser tous les résultats de gsm-mini ?", "fr", True),
    ("¿puedes reiniciar todos los resultados de gsm-mini?", "es", True),
    ("pon todas las ejecuciones de capitals en cero", "es", True),
    ("dá pra resetar todas as execuções do gsm-mini? tá tudo errado", "pt", True),
    ("dá pra zerar todos os resultados do capitals?", "pt", True),
    ("capitalsの結果を全部リセットできる？", "ja", True),
    ("能不能把 capitals 的所有运行清零？", "zh", True), ("把 gsm-mini 的所有结果都重置一下", "zh", True),
    # ONE item reset, a proposal cleared, or whether one may reset results oneself (in the web app): not refused
    ("reset item 7 of gsm-mini please", "en", False), ("clear this proposal", "en", False),
    ("can I reset results myself in the web app?", "en", False),
    ("setz Item 7 von gsm-mini zurück", "de", False),
    ("kann ich die Ergebnisse selbst in der Web-App zurücksetzen?", "de", False),
    ("réinitialise l'item 7 de capitals", "fr", False), ("vide cette proposition", "fr", False),
    ("puis-je réinitialiser les résultats moi-même dans l'app ?", "fr", False),
    ("reinicia el ítem 7 de gsm-mini", "es", False),
    ("¿puedo reiniciar los resultados yo mismo en la web?", "es", False),
    ("reseta o item 7 do gsm-mini", "pt", False), ("limpa essa proposta", "pt", False),
    ("dá pra zerar os resultados de um benchmark?", "pt", False),
    ("dá pra limpar todas as runs do gsm-mini pelo app?", "pt", False),
    ("自分でwebアプリから結果をリセットできますか？", "ja", False),
    ("我可以自己在网页上重置结果吗？", "zh", False),
    ("can runs be reset?", "en", False),
    ("is it possible to clear all runs of a benchmark? asking before I touch anything", "en", False),
    ("Wer darf bei uns alle Ergebnisse zurücksetzen?", "de", False),
])
def test_resetting_all_of_a_benchmarks_results_is_refused_one_item_or_a_proposal_is_not(
        router: Router, text: str, language: str, refused: bool) -> None:
    assert (router.route(text, language).decision == "refuse") == refused


@pytest.mark.parametrize(("text", "language", "refused"), [
    # answers with a unit counted right by the key (a form, quoted example or not), no run or model named: an edit
    ("on gsm-mini, count answers with a unit like '42 apples' as correct too", "en", False),
    ("Zähl bei gsm-mini Antworten mit Einheit wie „42 Stück“ auch als richtig", "de", False),
    ("sur gsm-mini, compte aussi comme correctes les réponses avec une unité comme « 42 pommes »", "fr", False),
    ("en gsm-mini, cuenta como correctas las respuestas con unidades como «42 manzanas»", "es", False),
    ("no gsm-mini, conta como certas as respostas com unidade tipo '42 maçãs'", "pt", False),
    ("gsm-miniで「42個」みたいに単位つきの答えも正解扱いにして", "ja", False),
    ("gsm-mini でも「42個」のような単位付きの回答を正解にして", "ja", False),
    ("让 gsm-mini 把带单位的答案（比如「42个」）也算对", "zh", False),
    # a model's item marked right, the unit its reason: refused
    ("mark tiny-1's item 7 right, it's 「42個」", "en", True),
    ("tiny-1 の問7を正解にして、「42個」って単位がついてるだけだから", "ja", True),
    ("把 tiny-1 第7题算对，「42个」只是带了单位", "zh", True),
    ("Markier Frage 7 von tiny-1 als richtig, ist nur die Einheit", "de", True),
])
def test_a_unit_counted_right_by_the_key_is_a_key_widened_an_items_answer_marked_right_is_not(
        router: Router, text: str, language: str, refused: bool) -> None:
    assert (router.route(text, language).decision == "refuse") == refused
