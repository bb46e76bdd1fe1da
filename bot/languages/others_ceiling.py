"""The hard ceiling's words in the commonest languages the bot does not speak (see others.py).

A message in one of them is answered "I don't speak that language", except a request the ceiling
forbids: deleting a benchmark or its runs, or setting a score by hand, is refused (in English) in
any language the ceiling can read, so that it is never left unanswered. Each lexicon is small (the
common verbs and nouns, no phrasings) and has the fields of a pack's (bot/languages/pack.py); a
language that gains a pack uses the pack's instead (bot/ceiling.py skips the codes it speaks).

Patterns are regex alternations on the router's normalised text (lower case, Latin accents stripped:
"più" is "piu", "usuń" is "usun"; Cyrillic, Arabic and Hangul are kept). Korean and Arabic ones use no word
boundaries.
"""

from __future__ import annotations

from bot.languages.pack import Lexicon

CEILINGS: dict[str, Lexicon] = {
    "it": Lexicon(
        delete=r"\b(cancell\w*|elimin\w*|rimuov\w*|rimuovi|togli\w*|svuot\w*|distrugg\w*|butta\w* via|sbarazz\w*)\b",
        benchmark=r"\bbenchmark\b|\bdel tutto\b|\bcompletamente\b|\bper sempre\b|\bnon (ci )?serve piu\b",
        runs=r"\b(tutti|tutte)\b.{0,20}\b(run|esecuzioni|risultati|punteggi)\b|\bstorico\b",
        set=r"\b(imposta\w*|metti|mettere|cambia\w*|modifica\w*|segna\w*|registra\w*|correggi\w*|alza\w*|inserisci)\b",
        put=r"\b(imposta\w*|metti|mettere|segna\w*|registra\w*|inserisci)\b",
        score=r"\b(punteggio|punteggi|risultato|risultati|voto|accuratezza|percentuale)\b",
        by_hand=r"\ba mano\b|\bmanualmente\b",
        mark_right=r"\b(segna|conta|considera|metti|marca|registra)\w*\b.{0,50}\bcome (corrett|giust|superat|valid)\w*",
        innocent=r"\b(domand\w*|chiave|riferimento|accett\w*|propost\w*|messaggio|addestramento|crediti)\b|#\d",
        keep=r"\b(il|questo|quel) run\b|\bdal(la|l')? ?(confronto|grafico|tabella|lista)\b",
        how=r"\bcome (posso|si|faccio)\b|\bsi puo\b|\be possibile\b|\bposso\b",
        question=r"\b(perche|quale|quanto|quanti)\b",
    ),
    "nl": Lexicon(
        delete=r"\b(verwijder\w*|wis|wissen|gooi\w* (\w+ )?weg|weggooien|haal\w* (\w+ )?weg)\b",
        benchmark=r"\bbenchmarks?\b|\bhelemaal\b|\bvolledig\b|\bvoorgoed\b",
        runs=r"\balle\b.{0,20}\b(runs|resultaten|uitvoeringen|scores)\b|\brungeschiedenis\b",
        set=r"\b(zet|zetten|stel\w*|verander\w*|wijzig\w*|pas\w* (\w+ )?aan|markeer\w*|noteer\w*|verhoog\w*)\b",
        put=r"\b(zet|zetten|stel\w*|noteer\w*|markeer\w*)\b",
        score=r"\b(score|scores|resultaat|resultaten|cijfer|nauwkeurigheid)\b",
        by_hand=r"\bhandmatig\b|\bmet de hand\b",
        mark_right=r"\b(markeer|tel|reken|zet)\w*\b.{0,50}\bals (goed|juist|correct|geslaagd)\b",
        innocent=r"\b(vraag|vragen|sleutel|referentie|accepte\w*|voorstel\w*|training|credits)\b|#\d",
        keep=r"\b(deze|die|de) run\b|\buit de (vergelijking|lijst|tabel|grafiek)\b",
        how=r"\bhoe (kan|kun|doe)\b|\bis het mogelijk\b|\bkan ik\b|\bmag ik\b",
        question=r"\b(waarom|welke|hoeveel)\b",
    ),
    "pl": Lexicon(
        delete=r"\b(usun\w*|skasuj\w*|wykasuj\w*|wyczysc\w*|wywal\w*|zlikwiduj\w*)\b",
        benchmark=r"\bbenchmark\w*\b|\bcałkowicie\b|\bcałkiem\b|\bna zawsze\b",
        runs=r"\bwszystkie\b.{0,20}\b(runy|uruchomienia|wyniki|przebiegi)\b|\bhistori\w* (runow|uruchomien)\b",
        set=r"\b(zmien\w*|ustaw\w*|wpisz\w*|popraw\w*|zaznacz\w*|podnies\w*|daj)\b",
        put=r"\b(ustaw\w*|wpisz\w*|zaznacz\w*|daj)\b",
        score=r"\b(wynik\w*|ocen\w*|punktacj\w*|dokładnosc\w*)\b",
        by_hand=r"\brecznie\b",
        mark_right=r"\b(zaznacz|uznaj|policz|oznacz)\w*\b.{0,50}\bjako (poprawn|prawidłow|zaliczon|dobr)\w*",
        innocent=r"\b(pytani\w*|klucz\w*|referencj\w*|akceptuj\w*|propozycj\w*|wiadomosc\w*|trening\w*|kredyt\w*)\b|#\d",
        keep=r"\b(ten|tego) (run|przebieg)\b|\bz (porownania|listy|tabeli|wykresu)\b",
        how=r"\bjak (moge|mozna)\b|\bczy (moge|mozna)\b|\bczy da sie\b",
        question=r"\b(dlaczego|czemu|ktory|ile)\b",
    ),
    "ru": Lexicon(
        delete=r"\b(удали\w*|удалить|сотри\w*|стереть|очисти\w*|снеси\w*|убери\w*)\b",
        benchmark=r"\bбенчмарк\w*|\bполностью\b|\bсовсем\b|\bнавсегда\b",
        runs=r"\bвсе\b.{0,20}\b(запуск\w*|прогон\w*|результат\w*)|\bистори\w* (запусков|прогонов)\b",
        set=r"\b(постав\w*|измени\w*|поменя\w*|установи\w*|исправ\w*|запиши\w*|впиши\w*|отметь\w*|подними\w*|сделай)\b",
        put=r"\b(постав\w*|установи\w*|запиши\w*|впиши\w*|отметь\w*)\b",
        score=r"\b(оценк\w*|балл\w*|результат\w*|скор\w*|точност\w*)",
        by_hand=r"\bвручную\b",
        mark_right=r"\b(отметь|засчитай|посчитай|поставь)\w*\b.{0,50}\b(как )?(правильн|верн|зачт)\w*",
        innocent=r"\b(вопрос\w*|задани\w*|ключ\w*|эталон\w*|принима\w*|предложени\w*|сообщени\w*|обучени\w*|кредит\w*)|#\d",
        keep=r"\b(этот|тот) (запуск|прогон)\b|\bиз (сравнения|списка|таблицы|графика)\b",
        how=r"\bкак (мне |можно )?(удалить|изменить|поставить)|\bможно ли\b|\bмогу ли\b",
        question=r"\b(почему|какой|какая|сколько)\b",
    ),
    "cs": Lexicon(
        delete=r"\b(smaz\w*|vymaz\w*|odstran\w*|zrus\w*|znic\w*|vycist\w*|zahod\w*)\b",
        benchmark=r"\bbenchmark\w*\b|\bcely\b|\bcelou\b|\buplne\b|\bnadobro\b|\bnavzdy\b",
        runs=r"\b(vsechny|vsech)\b.{0,20}\b(behy|behu|runy|vysledky|vysledku|spusteni)\b|\bhistori\w* (behu|spusteni)\b",
        set=r"\b(nastav\w*|zmen\w*|zapis\w*|oprav\w*|oznac\w*|zvys\w*|dej|dejte|uprav\w*)\b",
        put=r"\b(nastav\w*|zapis\w*|oznac\w*|dej|dejte)\b",
        score=r"\b(skore|vysled\w*|hodnoceni|presnost\w*|body|bodu)\b",
        by_hand=r"\brucne\b|\bmanualne\b",
        mark_right=r"\b(oznac|uznej|zapocitej|pocitej)\w*\b.{0,50}\bjako (spravn|dobr|uspesn)\w*",
        innocent=r"\b(otazk\w*|polozk\w*|klic\w*|referenc\w*|prijm\w*|navrh\w*|zprav\w*|trenink\w*|kredit\w*)\b|#\d",
        keep=r"\b(tento|ten|posledni) (beh|run)\b|\bz (porovnani|seznamu|tabulky|grafu)\b",
        how=r"\bjak (muzu|mohu|se|lze)\b|\bmuzu\b|\bda se\b|\bje mozne\b|\blze\b",
        question=r"\b(proc|ktery|kolik)\b",
    ),
    "ar": Lexicon(  # no word boundaries: a vowel mark (the shadda of غيّر) is no word letter to `\b`
        delete=r"احذف|حذف|امسح|مسح|أزل|ازل|إزالة|تخلص",
        benchmark=r"المعيار|معيار|بنشمارك|بالكامل|كليا|نهائيا",
        runs=r"(كل|جميع)\s+(التشغيلات|النتائج|الجولات)",
        set=r"غي\u0651?ر|عد\u0651?ل|اجعل|ضع|سج\u0651?ل|حد\u0651?د|ارفع",
        put=r"ضع|سج\u0651?ل|اجعل",
        score=r"نتيجة|نتائج|درجة|الدقة|دقة|علامة",
        by_hand=r"يدوي",
        mark_right=r"(اعتبر|ضع علامة)[^.?!؟]{0,40}(صحيح|ناجح)",
        innocent=r"سؤال|السؤال|بند|مفتاح|المرجع|اقتراح|رسالة|تدريب|رصيد|#\d",
        keep=r"(هذا|ذلك) التشغيل|من (المقارنة|القائمة|الجدول|الرسم)",
        how=r"كيف|هل يمكن|هل أستطيع|هل استطيع|ممكن",
        question=r"لماذا|(?<![\u0621-\u064a])كم(?![\u0621-\u064a])",
    ),
    "ko": Lexicon(
        delete=r"삭제|지워|지우|없애|제거",
        benchmark=r"벤치마크|전부|완전히|통째로",
        runs=r"(모든|전체)\s*(실행|런|결과)|(실행|런)\s*(기록|이력)",
        set=r"(로|으로)\s*(바꿔|변경|설정|수정|고쳐|올려|해)|(바꿔|변경해|설정해|수정해|입력해|기록해)",
        put=r"(로|으로)\s*(설정|기록|입력)|(입력|기록)해",
        score=r"점수|결과|성적|정확도",
        by_hand=r"수동|손으로",
        mark_right=r"(정답|통과)(으로|처리)",
        innocent=r"문항|문제|정답\s*키|참조|제안|메시지|학습|훈련|크레딧",
        keep=r"(이|그)\s*실행(?!\s*(전부|기록))|비교에서|목록에서",
        how=r"어떻게|방법|가능한가요|가능해\?",
        question=r"왜|몇|얼마",
        cjk=True,
    ),
}
