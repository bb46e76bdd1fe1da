"""German: the words the router reads German messages with (see bot/languages/pack.py)."""

from __future__ import annotations

from bot.languages.pack import LanguagePack, Lexicon, Phrase, examples_beside

PACK = LanguagePack(
    code="de",
    yes=frozenset({
        "bestaetigen", "bestätigen", "genau", "gerne", "ja", "ja bitte", "ja mach", "ja, bitte", "jawohl", "jep",
        "jo", "klar", "los", "mach", "mach das", "ok, mach", "passt",
    }),
    no=frozenset({
        "abbrechen", "lieber nicht", "ne", "nee", "nein", "nein danke", "stopp",
    }),
    hints=r"\b(passt|der|die|das|den|dem|des|auf|aus|raus|rein|wirf|bei|im|vom|zum|zur|ein|eine|einen|und|ist|nicht|ich|du|wir|mir|mich|mal|bitte|nochmal|warum|wieso|wie|was|hat|haben|von|vom|für|fuer|mit|noch|schau|zeig|hallo|danke|kannst|mein|meine|lass|so|schlecht|sein|sollte|guten|morgen|abend|neu|neue|neuen|nichts)\b|\b[^\W\d_]*[äöüß][^\W\d_]*",
    ceiling=Lexicon(
        delete=r"\b(setz\w*|stell\w*)\b(?=[^.!?;]{0,50}\bauf null\b)|\b(losch\w*|entfern\w*|verwerf\w*|verwirf|vernicht\w*|platt ?mach\w*|weg(mach|werf|schmeiss)\w*|weg|schmeiss\w*|tilg\w*|radier\w*|raus ?werf\w*|kill\w*|entsorg\w*|weghau\w*|in die tonne|(weg|ab|auf)raum\w*|vom hals)\b|\braum\w*\b(?=[^.!?;]{0,40}\b(weg|ab)\b)|\bmach\w*\b(?=[^.!?;]{0,40}\bplatt\b)",
        benchmark=r"\bbenchmarks?\b|\bkomplett\b|\bganz\b|\bweg\b|\bvollstandig\b|\bendgultig\b",
        runs=r"\b(alle|samtliche)\b.{0,20}\b(laufe|runs|ergebnisse|resultate|scores)\b|\b(lauf|run)-?(historie|verlauf)\b|\b(laufe|runs)\b",
        whole=r"\b(einschlie(ss|ß)lich|samt|mit|inklusive|und) (aller |allen |seiner |seinen |der |den )?(aufgaben|items|fragen)\b",
        delete_it=r"\b(losch\w*|entfern\w*)\W+(sie\s+)?(es|ihn)\b|\b(es|ihn)\b[^.!?]{0,30}\b(losch\w*|entfern\w*)\b",
        delete_them=r"\b(sie|diese|die) alle\b[^.!?;]{0,30}\b(losch|entfern)\w*|\b(losch|entfern)\w*\b[^.!?;]{0,10}\b(sie|diese) alle\b|\balle davon\b[^.!?;]{0,30}\b(losch|entfern)\w*",
        set=r"\b(overrid\w*|setz\w*|rund\w*|anpass\w*|stell\w*|ander\w*|mach\w*|trag\w*|schreib\w*|korrigier\w*|erhoh\w*|heb\w*|gib|geb\w*|leg\w*|pass\w* an|pass\w*\b(?=[^.!?;,]{0,60}\ban\s*($|[.!?,]))|markier\w*|verbesser\w*|hochsetz\w*|frisier\w*|zwing\w*|bump\w*|manipulier\w*|uberschreib\w*|ersetz\w*|tausch\w*)|\b(an)?zeig\w*(?=[^.!?;]{0,50}?\s(?<!\buber\s)(?<!\bunter\s)(?<!\bab\s)(?<!\bmindestens\s)(?<!\bals\s)(?<!\bbis\s)\d{1,3}(?:[.,]\d+)?\s*(?:%|percent|prozent|pour ?cent|por ?ciento|por ?cento)\s+(an|als)\b)",
        put=r"\b(eintrag\w*|einsetz\w*|erfass\w*|setz\w*|stell\w*|trag\w*|schreib\w*|erhoh\w*|heb\w*|gib|leg\w*|hochsetz\w*|markier\w*)|\b(an)?zeig\w*(?=[^.!?;]{0,50}?\s(?<!\buber\s)(?<!\bunter\s)(?<!\bab\s)(?<!\bmindestens\s)(?<!\bals\s)(?<!\bbis\s)\d{1,3}(?:[.,]\d+)?\s*(?:%|percent|prozent|pour ?cent|por ?ciento|por ?cento)\s+(an|als)\b)",
        score=r"\b(score\w*|punktestand\w*|punktzahl\w*|ergebnis\w*|resultat\w*|punkte\w*|note|wertung|genauigkeit|prozentsatz|trefferquote)\b",
        by_hand=r"\bvon hand\b|\bmanuell\w*|\bauf null\b|\bhandisch\b|\bper hand\b",
        mark_right=r"\bals (richtig|korrekt|bestanden|falsch)\b.{0,30}\b(markier|wert|zahl|eintrag|setz|verbuch|buch|gelt|erfass|vermerk|trag)\w*|\btrag\w*\b[^.!?;]{0,60}\b(als )?'?(richtig|korrekt|bestanden)'? ein\b|\b(als|auf) '?(richtig|korrekt|bestanden)\b.{0,30}\b(abhak|umstell|stell|hak|zahl|wert|ander|setz|mach|korrigier)\w*|\b(setz|stell|mach|wert|bewert|zahl|hak|ander|korrigier|markier)\w*\b.{0,60}\b(auf|als) '?(richtig|korrekt|bestanden)\b|\bvalidier\w*\b[^.!?;]{0,30}\b(item|aufgabe|frage)\b\s*#?\d*\s*(im|in|aus)\b[^.!?;]{0,25}\b(lauf|run)\w*|\b(overrid|uberschreib)\w*\b[^.!?;]{0,40}\b(resultat|ergebnis|score|bewertung)\w*|\b(resultat|ergebnis|score|bewertung)\w*\b[^.!?;]{0,40}\b(overrid|uberschreib)\w*|\bals (das |den |ein |unser )?offiziell\w* (resultat|ergebnis|score|wert|zahl)\w*|\bals treffer\b.{0,30}\b(wert|zahl|buch|verbuch|trag|setz|gelt)\w*|\b(wert|zahl|buch|verbuch|trag|setz)\w*\b.{0,60}\bals treffer\b",
        innocent=r"\b(item|items|aufgabe|aufgaben|frage|fragen|\w*schlussel\w*|key|referenz\w*|akzeptier\w*|erweiter\w*|\w*vorschlag\w*|vorgeschlagen\w*|anfrage|verknupfung|konto|nachricht|chat|unterhaltung|training|credits|guthaben|budget|antwort\w*)\b|#\d",
        keep=r"\b(den|diesen|meinen|einen)( [\w-]+){0,3}? (lauf|run)\b(?!-?(historie|verlauf|ergebnis))|\baus (dem|der) (vergleich|liste|tabelle)\b|\b(beim|im|aus dem|vom) (vergleich|diagramm|chart|tabelle|graph)\b",
        nudge=r"^(?!.*\b(train\w*|trainier\w*|fine-?tun\w*)\b)(?=.*\b(erhoh\w*|heb\w*|hochsetz\w*|schraub\w*|setz\w*|frisier\w*|senk\w*|pimp\w*|schon\w*)\b)(?=.*\b(score\w*|punkt\w*|ergebnis\w*|note|wertung)\b)(?=.*\b(etwas|bisschen|ein paar punkte|hoher|niedriger|nach oben|nach unten|hoch|runter)\b)",
        wants=r"\bich (will|mochte|muss)\b|\b(kann ich|konnen wir|kann man)\b[^.?!]{0,40}?\b(nicht )?einfach\b",
        how=r"\bwie (kann|konnen|lasst|lass|geht|loscht|losche|entfernt|entferne)\b|\bkann ich\b|\bkonnen wir\b|\bwer (kann|darf)\b|\bist es moglich\b|\bdarf ich\b|\bwarum kann\b|\bwas passiert\b|\blass(en|t) sich\b|\bwie (wurde|wurden|konnte|soll|sollte) (man|ich)\b|\bkann man\b",
        how_to=r"\bwie\b",
        question=r"\b(wie|wann|ob|woran|nach welchen)\b[^.!?;]{0,40}\beine (antwort|losung)\b|\b(wurde|wurden|ist|sind|war|waren)\b[^.!?;]{0,40}\b(gewertet|gezahlt|markiert|eingetragen|verbucht|gesetzt)\b|\b(warum|wieso|weshalb|woher|welche\w*|wie viel\w*|was hat|was war)\b|\bwo\b[^.!?;]{0,40}\bher\b",  # ... where does it come from
    ),
    link=(
        Phrase(pattern=r"\bals wer\b.{0,30}\b(verlinkt|verknupft|verbunden|angemeldet|eingeloggt)\b|\b(welche[nms]?|mit welchem) (konto|account|benutzer|nutzer)\w*\b.{0,40}\b(verlinkt|verknupft|verbunden|angemeldet|eingeloggt|zugeordnet|verbucht|gekoppelt|hangt)\b|\bbin ich\b.{0,30}\b(verlinkt|verknupft|verbunden|angemeldet|eingeloggt)\b", weight=1.1, intent="whoami"),  # which account the chat is linked to
        Phrase(pattern=r"\b(konto|account)\w*\b.{0,45}\b(verknupf|verbind|verbund|trenn|entknupf|koppel)\w*", weight=1, intent="link"),
        Phrase(pattern=r"^(?=.*\b(konto|account|benchgen|slack|discord)\b)(?=.*\b(verknupf|verbind|koppel)\w*\b.{0,10}$|.*\b(die beiden|beide|sie)\b.{0,25}\b(verknupf|verbind|koppel)\w*)", weight=1, intent="link"),  # "… nicht mit BenchGen verbunden. Wie verknüpfe ich die beiden?"
        Phrase(pattern=r"\b(verknupf|verbind)\w*\b.{0,30}\b(konto|account|benchgen)\b", weight=1, intent="link"),
        Phrase(pattern=r"\b(konto|account)\w*\b.{0,30}\b(entkoppel|abkoppel|loslos)\w*", weight=1, intent="unlink"),
        Phrase(pattern=r"\b(trenn|entknupf|lose)\w*\b.{0,30}\b(konto|account|verknupfung)\b|\bverknupfung\b.{0,20}\b(aufheben|losen|trennen|entfernen)\b", weight=1, intent="unlink"),
        Phrase(pattern=r"\b(heb|hebe|heben)\b.{0,10}\b(die |meine )?verknupfung\b.{0,40}\bauf\b|\bverknupfung\b.{0,40}\baufheben\b", weight=1, intent="unlink"),
    ),
    short=(
        Phrase(pattern=r"^\W*(vielen|herzlichen|tausend|besten) dank\b[^?\d]{0,12}\bfur (ihre|deine|die|eure) (hilfe|unterstutzung)\b[^?\d]{0,60}$", weight=1, intent="thanks"),  # thanks for the help, and a word on it
        Phrase(pattern=r"^\W*(hallo|guten (morgen|tag|abend)|moin|servus)\W+(ich hoffe|ich wunsche|schonen|einen schonen)\b[^?\d]{0,60}$", weight=1, intent="greeting"),  # a greeting with a wish
        Phrase(pattern=r"^\W*(hallo|hi|hey|moin|servus|guten (morgen|tag|abend)|gruss dich|gruss gott|gruezi)\W*$", weight=1, intent="greeting"),
        Phrase(pattern=r"^\W*(hallo|hi|hey|moin|servus|guten (morgen|tag|abend)|gruss dich|gruss gott|gruezi)( (zusammen|alle|allerseits|team))?\W+[^?\d]{0,50}\b(ich bin (die |der )?neu\w*|mein name ist|ich heisse|ich bin seit heute)\b[^?\d]{0,60}$", weight=1, intent="greeting"),  # a greeting with an introduction
        Phrase(pattern=r"^\W*((nee|nein|ne|ach|ok|okay)\W+)?(lass (mal|es|es sein|gut sein|es gut sein)|vergiss es|schon gut|nicht notig|passt schon)(\W+(lass (mal|es|es sein|gut sein|es gut sein)|vergiss es|schon gut|nicht notig|passt schon))?( dann| erstmal| lieber)?\W*$", weight=1, intent="ack"),  # "nee, lass mal": nothing asked
        Phrase(pattern=r"^\W*(danke|danke schon|dankeschon|vielen dank)\W*$", weight=1, intent="thanks"),
        Phrase(pattern=r"^\W*((danke( schon| dir| sehr| euch)?|dankeschon|vielen dank|besten dank|merci|thx)\W+(das (ist|war) |ist |war |du bist |ihr seid |sie sind |genau |echt |wirklich |sehr |super )*(genau das( was ich (brauchte|wollte|gesucht habe))?|was ich (brauchte|gebraucht habe|wollte|gesucht habe)|perfekt|super|klasse|top|prima|hilfreich|spitze|genial)|(das (ist|war) |ist |war |genau |echt |wirklich |sehr |super )*(genau das( was ich (brauchte|wollte|gesucht habe))?|was ich (brauchte|gebraucht habe|wollte|gesucht habe)|perfekt|super|klasse|top|prima|hilfreich|spitze|genial)\W+(danke( schon| dir| sehr| euch)?|dankeschon|vielen dank|besten dank|merci|thx))\W*$", weight=1, intent="thanks"),  # thanks with a word of praise
        Phrase(pattern=r"^\W*((hallo|hi|hey|moin|servus)\W+)?(danke|vielen dank|merci)( nochmal| dir| euch| schon)* (fur|wegen) (die|deine|eure|gestern|heute|vorhin|alles|das)\b[^?.!]{0,25}\W*$", weight=1, intent="thanks"),  # thanks for something done before
        Phrase(pattern=r"^\W*hilfe\W*$", weight=1, intent="help"),
    ),
    examples=examples_beside(__file__),
    general=r"\bwas (ein|eine|so ein|so eine|ein einzelner|ein einzelnes) ([\w-]+ ){0,4}(lauf|run|training|feintuning|fine-?tuning)\b[^.!?]{0,30}\bkoste[tn]\b|\b(editor|betrachter|viewer|admin|leser)\w*\b.{0,15}\boder\b.{0,15}\b(editor|betrachter|viewer|admin|leser)\w*|\b(kann|darf)\b[^?]{0,50}\boder nicht\b|^(?!.*([a-z]+-[a-z0-9]+|\d))(?=.*(\bwas (ist|sind) (ein|eine)\b|\bwas bedeutet\b))|\b(was|wie ?viel) (kostet|kosten)\b|\bwie teuer\b|\b(gleiche[nrs]?|selbe[nrs]?|dasselbe|denselben|getrennte[nrs]?|eigene[nrs]?)\b.{0,20}\b(credits?|guthaben|budget|topf)\b|\bwenn (ich|wir|man)\b[^?]{0,80}\b(sind|ist|werden|wird|andern|andert|bleiben|bleibt)\b[^?]{0,60}(\?|\bweg\b|\bverloren\b|\banders\b)|\b(darf|kann|konnen|durfen) (ein |eine )?(viewer|betrachter|editor|admin|leser)\w*\b|\bunterschied\w* zwischen\b.{0,30}\b(viewer|betrachter|editor|admin|leser|rolle)\w*|\bals (viewer|betrachter|editor|admin)\w*|\bnur (admins?|editoren)\b|\bwer (kann|darf)\b|\bkostet\b.{0,30}\b(mehr|weniger) als\b|\b(teurer|billiger|gunstiger) als\b|\bwas passiert,? wenn\b|\b(kann|konnen) (man )?(ein |einen |eine )?(benchmarks?|laufe?|runs?|items?|versionen?)\b.{0,20}\b(geloscht|entfernt|wiederhergestellt)\b|\blass(t|en) sich\b.{0,30}\b(losch|entfern|wiederherstell)\w*|^(?!.*(\d|[a-z]+-[a-z]+))(?=.*\bunterschied\w*\b)|\b(zuruck)?erstatt\w*|\bgutgeschrieben\b|\bgenug credits\b|\bcredits (reichen|ausreichen)\b|\b(durfen|darf|konnen|kann) (normale |einfache )?(mitglieder|nutzer|user|benutzer)\b|\b(ist es moglich|gibt es eine moglichkeit|geht es)\b[^?]{0,40}\bzu (loschen|entfernen|wiederherzustellen)\b|\bwofur ist benchgen\b|\bwas (kann|macht) benchgen\b|\bwie viele? credits\b[^?]{0,60}\b(kosten|kostet|brauch\w*|wurde|wurden)\b|\bberechtigung\b|\bdarf\b[^?]{0,50}\boder (ist (er|sie) )?nur\b|\bob\b[^?.!]{0,60}\b(darf|durfen|berechtigt)\b|\bkann\b[^?]{0,50}\boder (ist (er|sie) )?nur\b|\b(angenommen|falls|wenn)\b[^?]{0,80}\b(wird|werden|bleibt|bleiben)\b[^?]{0,60}\b(uberschrieben|ersetzt|geloscht|behalten|erhalten|bestehen|weg)\b",  # ... or whether someone has the right to do something
    off_topic=r"\b(schreib|verfass|dicht|erzahl)\w*\b[^.!?]{0,40}\b(gedicht|reim|lied|witz|geschichte|e-?mail|mail|brief|tweet|aufsatz|rede)\w*|\b(losch|entfern)\w*\b[^.!?]{0,30}\b(nachricht|message|post)\b|\b(buch|reservier)\w*\b[^.!?]{0,30}\b(flug|hotel|tisch|zimmer)\b|\b(flug|hotel|tisch|zimmer)\b[^.!?]{0,40}\b(buchen|reservieren)\b",
    vague=r"\bnach vorn\w*|\bvoran\w*|\b(optimier\w*|korrigier\w*|reparier\w*|verbesser\w*|besser|in ordnung|kummer\w*|regel\w*|mach was|tu was|hoher|fixen)\b",
    decisive=r"\b(key|schlussel\w*|referenz\w*|antwort\w*|items?|frage|nr|train\w*|fine-?tun\w*|feintun\w*|start\w*|lauf\w*|runs?|re-?run\w*|warum|wieso|vergleich\w*|losch\w*|entfern\w*|hinzufug\w*|ruckgangig|credits?|tippfehler|version)\b|#\d|\bbesser als\b|\b(modell\w*|wer|welche\w*)\b",
    follow_up=r"^(und|was ist mit|wie (ist|sieht)( es|s)? (mit|bei|auf)|dasselbe (fur|mit|auf|bei)|jetzt|auch)\b",
    again=r"\b(schlag|biet|zeig)\w*\b.{0,20}\b(nochmal|noch einmal|erneut|wieder|neu)\b|\b(nochmal|noch einmal|erneut|neu) (vorschlagen|anbieten)\b",
    extra_words=('hilft', 'hilfreich', 'warum', 'wieso', 'weshalb', 'analysiere', 'vergleiche', 'schlussel', 'erweitere', 'trainiere', 'referenzantwort', 'ergebnisse', 'abgeschnitten', 'schlecht', 'akzeptieren', 'entferne', 'starte', 'darum', 'daran', 'dafur', 'davon', 'worum', 'diesem', 'enthalten', 'meinem', 'meines', 'deinem', 'deines'),
    number_words="de",
)
