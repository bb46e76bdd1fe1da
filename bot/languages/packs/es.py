"""Spanish: the words the router reads Spanish messages with (see bot/languages/pack.py)."""

from __future__ import annotations

from bot.languages.pack import LanguagePack, Lexicon, Phrase, examples_beside

PACK = LanguagePack(
    code="es",
    yes=frozenset({
        "adelante", "claro", "confirmar", "dale", "de acuerdo", "hazlo", "si", "si dale", "si por favor", "sí",
        "sí por favor", "sí, dale", "vale", "venga",
    }),
    no=frozenset({
        "cancela", "cancelar", "mejor no", "no", "no gracias", "para",
    }),
    hints=r"\b(el|la|los|las|del|dime|dame|eso|esto|esa|ese|es|en|por|qué|que|cómo|como|cuántos|cuál|mi|puedes|podemos|hola|gracias|mira|muestra|borra|quita|ejecuta|entrena|vuelve|sacó|saco|tan|malo|muy|nos|quedan|pon|al|con|para|una?|(?<!\bil )(?<!')y|esta|este|porfa|pregunta|revisa|clave|soy|le|lo|buenas|buenos|días|dias|tardes|noches)\b|[¿¡ñ]|ción\b|ciones\b|\b[^\W\d_]{3,}ó\b|\b[^\W\d_]{2,}(?:melo|mela|selo|sela)\b",
    exclusive=r"\b(el|del|los|las|muy|pero|hay|ya|sí|qué|cuál|cuántos?|cuántas?|cómo|dónde|puedes|ítem|ítems|quedan|tiene|roto|rota|(?<!\bil )(?<!')y|ese|esa|eso|esos|esas|ahora|entonces|oye|vale|gracias|hola|hacer|haz|hazlo|hace|dónde|donde|cuándo|cuando|cuánto|cuanto|cuánta|cuanta|quiero|necesito|tengo|tienes|tenemos|mejor|peor|más|sin|hasta|hoy|ayer|mañana|nuevo|nueva|ningún|ninguno|ninguna|algún|alguno|alguna|ayuda|aquí|allí|usted|ustedes|nosotros|puede|pueden|falla|fallo|falló|bueno|buena|buenos|buenas|mucho|mucha|muchos|muchas|estoy|luego|pues|aún|todavía|también|tambien|quién|quien|cual)\b|[¿¡ñ]",
    ceiling=Lexicon(
        delete=r"\b(deshacer\w* de|deshaz\w* de|borr\w*|elimin\w*|suprim\w*|destru\w*|quit\w*|tira\w*|tirar|cepill\w*|vaci\w*|limpi\w*|liquid\w*|descart\w*|sac\w* de (encima|en medio)|quit\w* de (encima|en medio)|cargate|carga\w* (el|ese|este))\b|\bbórra\w*",
        benchmark=r"\bbenchmarks?\b|\bdel todo\b|\bpor completo\b|\bcompleto\b|\bentero\b|\bpara siempre\b|\bde una vez\b|\bya no sirve\b",
        runs=r"\bhistorial\b|\b(todas?|todos)\b.{0,20}\b(ejecuciones|corridas|runs|resultados|puntuaciones)\b|\b(sus|las) (ejecuciones|corridas|runs)\b",
        reset=r"\b(reinici\w*|restablec\w*|resete\w*|reset\w*|pon\w*|deja\w*)\b(?=[^.!?;]{0,60}\ben cero\b)|\b(reinici\w*|resete\w*|reset\w*|limpi\w*|vaci\w*)\b",
        whole=r"\b(incluidos?|incluidas?|con|junto con) (todos |todas )?(sus|los|las) (items|preguntas)\b",
        delete_it=r"\b(borr|elimin|quit)\w*(lo|la)\b|\b(lo|la) (borr|elimin|quit)\w*",
        delete_them=r"\b(borr|elimin|quit)\w*(los|las)\b|\b(los|las) (borr|elimin|quit)\w*|\b(borr|elimin)\w* (todos|todas)\b",
        set=r"\b(pon|ponle|ponlo|ponla|redonde\w*|ponga|poner|ponme|fija\w*|cambia\w*|cambie|sube\w*|subir|bajale|deja\w*|dejar|establec\w*|modific\w*|corrig\w*|correg\w*|registr\w*|anota\w*|apunta\w*|introduc\w*|mete\w*|asigna\w*|dale|dar|ajusta\w*|marca\w*|escrib\w*|actualiza\w*|infla\w*|falsea\w*|manipula\w*|pongas|pusier\w*|pusies\w*|cambies|sustitu\w*|reemplaz\w*)\b|\b(ponerle|ponerlo|ponerla)\b|\b(mostr|muestr)\w*(?=\s+(un |el )?\d{1,3}(?:[.,]\d+)?\s*(?:%|percent|prozent|pour ?cent|por ?ciento|por ?cento)\s+(para|a|en|como)\b)",
        put=r"\b(pon|ponle|ponga|poner|pongas|pusier\w*|pusies\w*|fija\w*|deja\w*|dejar|establec\w*|registr\w*|anota\w*|apunta\w*|introduc\w*|mete\w*|asigna\w*|dale|sube\w*|marca\w*)\b|\b(ponerle|ponerlo|ponerla)\b|\b(mostr|muestr)\w*(?=\s+(un |el )?\d{1,3}(?:[.,]\d+)?\s*(?:%|percent|prozent|pour ?cent|por ?ciento|por ?cento)\s+(para|a|en|como)\b)",
        score=r"\b(puntuacion\w*|puntaje\w*|nota|notas|score|resultado|resultados|calificacion\w*|precision|porcentaje)\b",
        by_hand=r"\ba mano\b|\ba cero\b|\bmanualmente\b|\bmanual\b",
        mark_right=r"\bmarca\w*\b[^.!?;]{0,70}\bcomo (correct|buen|acertad|valid|incorrect|fallad)\w*|\b(da|dale|dar|den|dad|considera\w*|cuenta|cuentala|conta\w*|pon|ponla|marca\w*|cambia\w*|registra\w*|anota\w*|apunta\w*|deja\w*|toma\w*)\b.{0,40}\b(por|como|a) (buen|correct|valid|acertad|aprobad|acierto)\w*|\bvalid\w*\b[^.!?;]{0,30}\b(item|pregunta)\b\s*#?\d*\s*(en|de|del)\b[^.!?;]{0,25}\b(run|corrida|ejecucion)\b|\b(sobrescrib|sobreescrib|forz|fuerz)\w*\b[^.!?;]{0,40}\b(resultado|score|nota|puntuacion)\w*|\bcomo (el |un |nuestro )?(resultado|puntaje|numero) oficial\b",
        innocent=r"\b(items?|item|preguntas?|clave|claves|referencia|acept\w*|ampli\w*|propuestas?|solicitud|cuenta|mensaje|hilo|chat|conversacion|entrenamiento|creditos?|saldo|presupuesto|respuestas?)\b|#\d|\b(el|la|del) \d{1,3}\b(?!\s*%)(?=[^.!?]{0,40},\s*(es|era)\s*-?\d+(?![\d.,]*\s*%))",
        keep=r"\b(la|esta|mi) (ejecucion|corrida|run)\b|\b(el|este|mi) run\b|\bde la (comparacion|lista)\b|\bdel (grafico|cuadro|tablero|comparativo)\b|\bde la (comparativa|tabla)\b",
        nudge=r"^(?!.*\b(entren\w*|fine-?tun\w*)\b)(?=.*\b(sube\w*|subir|subele|(?<!mas )baja\w*|bajar|bajale|infla\w*|maquill\w*|retoca\w*)\b)(?=.*\b(nota|puntuacion\w*|puntaje\w*|score|resultado|calificacion\w*)\b)(?=.*\b(un poco|un poquito|algo|unos puntos|mas alt[oa](?! que)|mas baj[oa](?! que))\b)",
        wants=r"\b(quiero|necesito)\b|\b(se puede|puedo|podemos) (solo|solamente|simplemente)\b",
        how=r"\bcomo (puedo|podemos|se|hago|hacemos|borro|elimino)\b|\bse puede\b|\bes posible\b|\bquien puede\b|\bpuedo\b|\bpor que no puedo\b|\bque pasa si\b|\bse pueden?\b|\bquien tiene permiso\b",
        how_to=r"\bcomo (puedo|podemos|se|hago|hacemos|consigo|logro|subo|lo|la)\b|^¿?como\b",
        oneself=r"\b(yo mism[oa]|nosotr[oa]s mism[oa]s|por mi cuenta|por mi mism[oa])\b|\b(en|desde|por|con) (la |el )?(app|aplicacion|interfaz|web|pagina|sitio|panel|dashboard|plataforma)( web)?\b",
        question=r"\b(como|cuando|si)\b[^.!?;]{0,40}\buna (respuesta|solucion)\b|\b(por que|cual|cuanto|cuanta)\b|^\W*porque\b|\bporque\b(?=[^.!]*\?)",  # "porque" mid-sentence gives a reason, unless it asks
    ),
    link=(
        Phrase(pattern=r"\b(que|cual|con que|con cual) (cuenta|usuario)\b.{0,40}\b(vinculad|conectad|enlazad|asociad)[oa]s?\b|\bestoy (vinculad|conectad|enlazad|asociad)[oa]\b|\bcomo quien\b.{0,30}\b(vinculad|conectad|enlazad)[oa]\b", weight=1.1, intent="whoami"),  # which account the chat is linked to
        Phrase(pattern=r"\b(vincul|conect|enlaz|asoci)\w*\b.{0,30}\b(mi\s+)?(cuenta|benchgen)\b", weight=1, intent="link"),
        Phrase(pattern=r"\b(desvincula|desvincular|desconecta|desconectar)\b.{0,30}\b(cuenta|benchgen)\b", weight=1, intent="unlink"),
        Phrase(pattern=r"\b(quit|elimin|anul|borr|deshac)\w*\b.{0,20}\b(la )?(vinculacion|conexion|asociacion)\b.{0,30}\b(cuenta|benchgen|slack|discord)\b", weight=1, intent="unlink"),
    ),
    short=(
        Phrase(pattern=r"^\W*(muchas|muchisimas|mil) gracias por (tu|su|la|toda tu|toda su|toda la) ayuda\b[^?\d]{0,60}$", weight=1, intent="thanks"),  # thanks for the help, and a word on it
        Phrase(pattern=r"^\W*(hola|buenos dias|buenas( tardes| noches)?)\W+(espero|que tengas?)\b[^?\d]{0,60}$", weight=1, intent="greeting"),  # a greeting with a wish
        Phrase(pattern=r"^\W*(hola|buenas|buenos dias|buenas tardes)\W*$", weight=1, intent="greeting"),
        Phrase(pattern=r"^\W*((bueno|vale|ok|venga)\W+)?(adios|hasta (luego|manana|pronto|la proxima|despues|otra)|nos vemos( manana| luego| pronto)?|chao|chau|bye|buenas noches)( (a todos|equipo|gente))?\W*$", weight=1, intent="ack"),  # a bare goodbye
        Phrase(pattern=r"^\W*(buen|excelente|gran|buenisimo) trabajo( equipo)?\W*$", weight=1, intent="ack"),  # praise alone
        Phrase(pattern=r"^\W*(gracias|muchas gracias)\W*$", weight=1, intent="thanks"),
        Phrase(pattern=r"^\W*(((muchas |mil )?gracias)\W+(es |era |justo |exactamente |eso es |muy |super )*(perfecto|genial|lo que necesitaba|lo que buscaba|muy util|util|buenisimo|excelente|justo eso)|(es |era |justo |exactamente |eso es |muy |super )*(perfecto|genial|lo que necesitaba|lo que buscaba|muy util|util|buenisimo|excelente|justo eso)\W+((muchas |mil )?gracias))\W*$", weight=1, intent="thanks"),  # thanks with a word of praise
        Phrase(pattern=r"^\W*((hola|buenas)\W+)?(gracias|muchas gracias|mil gracias)( otra vez| de nuevo)? por (la|tu|su|lo|ayer|todo|eso)\b[^?.!]{0,25}\W*$", weight=1, intent="thanks"),  # thanks for something done before
        Phrase(pattern=r"^\W*((no|nah|na|bah|bueno)\W+)?(dejalo( asi| estar| pasar)?|olvidalo|da igual|no importa|no pasa nada)(\W+(da igual|no importa|no pasa nada))?\W*$", weight=1, intent="ack"),  # a bare "leave it", nothing named
        Phrase(pattern=r"^\W*ayuda\W*$", weight=1, intent="help"),
    ),
    examples=examples_beside(__file__),
    general=r"\bpor [a-z]+( [a-z]+){0,2} o por\b|\bcomo funciona (el |la )?(scoring|puntuacion|calificacion|re-?scoring|recalculo)\b|\b(re-?scor|recalcul)\w*\b[^.!?]{0,40}\bautomatic|\bcomo funciona (lo de )?(la )?clave\b|\bcuanto (nos |me |te |le |les )(cuesta|cuestan|costaria|costarian|saldria|sale)\b|\b(nos |me |le )(costaria|saldria) cuanto\b|\bpara que (sirve|sirven|se usa|se usan)\b(?!\W+(este |ese |el )?(bot|usted|tu)\b)|\bes (un|una) (benchmark|set|conjunto|dataset)\b[^.!?]{0,40}\bo (un|una|de)\b|^(?!.*[a-z]+-?\d)(?=.*(\bcomo (se )?(calcula\w*|obtien\w*|saca\w*)\b[^.!?]{0,15}\b(el |la |los )?(score|puntuacion|puntaje|nota|porcentaje)s?\b|\bcomo\b[^.!?]{0,12}\b(el |la )?(score|puntuacion|puntaje|nota|porcentaje)\b[^.!?]{0,12}\b(calcul|obten|obtien|determin|comput)\w*|\bcomo\b[^.!?]{0,30}\b(jugad|juzg|decid|determin|evalu|cuent)\w*\b[^.!?]{0,20}\b(si )?(una |la |las |cada )?respuestas? (es |son |esta |estan )?(correcta|buena|incorrecta|mala)s?\b))|\b(cosa|tarea|trabajo) (de|del|de los) (admins?|editor\w*)\b|\b(puede|pueden)\b[^.!?]{0,50}\bo (eso|esto) (es|lo)\b|^(?!.*([a-z]+-[a-z0-9]+|\d))(?=.*(\bque (es|era) (un|una)\b|\bque significa\b|\bque quiere decir\b))|\bse puede\b[^?]{0,40}\b(a mano|manualmente)\b|\bcuanto (cuesta|cuestan|costaria|costarian|vale|sale|saldria)\b|\bque precio\b|\bcuanto\b.{0,30}\bcuesta\b|\b(mismos?|separados?|aparte)\b.{0,20}\bcreditos?\b|\bcreditos?\b.{0,20}\b(mismos?|separados?|aparte)\b|\bsi (yo )?(vuelv\w* a )?(borr|elimin|quit|cambi|entren|edit|sac|corr|ejecut|lanz|relanz)\w*\b[^?]{0,80}(\?|\b(cambian?|recalcula\w*|desaparece\w*|puedo volver)\b)|\b(un|una|los) (viewer|lector|editor|admin)\w* (puede|pueden)\b|\bdiferencia (hay )?entre\b.{0,30}\b(viewer|lector|editor|admin|rol)\w*|\bsiendo (viewer|lector|editor|admin)\b|\bsolo (los )?admins?\b|\bquien puede\b|\b(cuesta|sale)\b.{0,20}\b(mas|menos) (caro )?que\b|\bmas caro que\b|\bque pasa si\b|\bse (puede|pueden) (borrar|eliminar|recuperar|restaurar|deshacer)\b|^(?!.*(\d|[a-z]+-[a-z]+))(?=.*\bdiferencia\w*\b)|\breembols\w*|\brecuper\w* (los |mis |nuestros )?creditos\b|\b(suficientes creditos|creditos suficientes)\b|\b(es posible|hay (alguna )?forma de|hay manera de) (borrar|eliminar|recuperar|restaurar|deshacer)\b|\bdevuelv\w* (los )?creditos\b|\bque (puede hacer|hace|ofrece) benchgen\b|\bcuantos creditos\b[^?]{0,60}\b(costaria|cuesta|gastaria|haria falta)\b|\b(tiene|tienen|con) permiso (para|de)\b|\b(que|lo que) (puede|pueden) hacer\b[^?]{0,30}\b(viewer|lector|editor|admin)\w*|\b(usuario|usuaria|cuenta|perfil)s? (de )?(viewer|lector|editor|admin)\w*|\bsi (?!yo\b|tu\b|usted\b)[a-z]+ (puede|tiene permiso)\b|\bo (solo|solamente) (puede )?(ver|leer|mirar)\b|\bque (significa|quiere decir) (eso|esto|esa palabra|ese termino)\b|\b(eso|esto|esa palabra|ese termino) que (significa|quiere decir)\b|^\W*(?!(tu|usted|yo|el|ella|se|lo|me|te|nos|no|y|pero|si)\b)[a-z]+ (puede|tiene permiso para)\s+(lanzar|relanzar|editar|modificar|cambiar|borrar|entrenar|gastar|crear|corregir|ampliar)\b[^.!?]*\?\s*$|^\W*((y|pero|oye|entonces|bueno|a ver)\W+)*((el|la)\W+)?(?!(tu|usted|yo|el|ella|se|lo|me|te|nos|no|y|pero|si)\b)[a-z]+(\W+(el|ella))? (puede|pueden|tiene permiso para)\b[^.!?]{0,50}\bo (no|solo [a-z]+|es [a-z]+)\b|\b(es|soy) (editor|editora|viewer|lector|lectora|admin)\b[^.!?]{0,12}\?",  # ... or whether someone has the right to do something
    off_topic=r"\b(escrib|redact|compon|cuent)\w*\b[^.!?]{0,30}\b(poema|poesia|cancion|chiste|cuento|historia|e-?mail|correo|mail|carta|tuit|tweet)s?\b|\b(borr|elimin)\w*\b[^.!?]{0,30}\b(el |mi |ese )?mensaje\b|\breserv\w*\b[^.!?]{0,20}\b(vuelo|hotel|mesa)\b",
    vague=r"\b(haz algo|hagan algo|no sirve|arregl\w*|corrig\w*|mejor\w*|soluciona\w*|resuelv\w*|encarga\w*|ocupa\w*|subir|sube|fatal)\b",
    decisive=r"\b(claves?|referencia\w*|respuestas?|items?|preguntas?|entren\w*|fine-?tun\w*|lanz\w*|corrida\w*|ejecu\w*|re-?run\w*|corr(e|er|elo|ela)|por que|compar\w*|borr\w*|elimin\w*|quit\w*|agreg\w*|anad\w*|deshac\w*|creditos?|errata|version)\b|#\d|\bmejor que\b|\b(modelo\w*|cual|quien|contra)\b|\b(el|la|del) \d{1,3}\b(?!\s*%)[^.!?]{0,40},\s*(es|era)\s*-?\d",
    follow_up=r"^(y|que tal|lo mismo (para|en|con)|ahora|tambien)\b",
    again=r"\b(proponlo|proponer|propon|propone|vuelve a proponer|sugierelo)\b.{0,15}\b(de nuevo|otra vez|nuevamente)\b|\bvuelve a proponer",
    extra_words=('analiza', 'analizar', 'compara', 'comparar', 'amplia', 'ampliar', 'entrena', 'entrenar', 'referencia', 'resultados', 'puntuacion', 'aceptar', 'elimina', 'ejecucion', 'ejecuta', 'creditos'),
    number_words="es",
)
