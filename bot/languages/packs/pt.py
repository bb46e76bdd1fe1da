"""Portuguese: the words the router reads Portuguese messages with (see bot/languages/pack.py)."""

from __future__ import annotations

from bot.languages.pack import LanguagePack, Lexicon, Phrase, examples_beside

PACK = LanguagePack(
    code="pt",
    yes=frozenset({
        "beleza", "bora", "claro", "confirmar", "fechado", "isso", "manda ver", "ok pode", "pode", "pode ser",
        "pode sim", "sim", "sim, pode",
    }),
    no=frozenset({
        "cancela", "cancelar", "melhor não", "nao", "não", "não obrigado", "não, obrigado",
    }),
    hints=r"\b(o|os|beleza|novo|nova|as|do|da|dos|das|no|na|nos|nas|não|nao|você|vc|pra|pq|olha|olhe|quanto|quantos|tirou|chave|remova|apaga|apague|treine|rode|roda|dá|meu|minha|está|tá|isso|também|é|e|um|uma|pode|qual|olá|oi|obrigad[oa]|valeu|ainda|temos|foi|tão|mal|em|com|de novo|confere|questão|eu|aí|pro|bom|boa|dia|noite|pf)\b|[ãõ]|ção\b|ções\b",
    exclusive=r"\b(os|quem|pfv|pfvr|beleza|não|você|vc|pra|tá|já|também|tem|foi|isso|essa|esse|ele|ela|minha|meu|olá|oi|obrigad[oa]|valeu|sou|deu|quebrado|certa|certo|tira|gente|agora|então|ô|ei|aí|muito|muita|muitos|muitas|ainda|bem|sem|até|só|hoje|ontem|vou|né|tô|cadê|ajuda|onde|fazer|faz|faça|seu|seus|suas|nosso|nossa|dele|dela|pelo|pela|ao|aos|às|num|numa|coisa|tudo|nenhum|nenhuma|algum|alguma|quais|erro|melhor|pior|quero|tenho|estou|pois)\b|[ãõ]",
    ceiling=Lexicon(
        delete=r"\b(apag\w*|exclu\w*|delet\w*|remov\w*|destr[oó]\w*|destru\w*|tira\w*|tirar|jog\w* fora|livra\w*|livrar|some com|sumir com|limp\w*|zera\w*|zere\w*|zerou|descart\w*|elimin\w*|detona\w*|da(r)? (um )?fim|tira\w* da (frente|minha frente)|sum(a|i)\w* com)\b",
        benchmark=r"\bbenchmarks?\b|\bde vez\b|\bpor completo\b|\bcompletamente\b|\binteiro\b|\bpra sempre\b|\bpara sempre\b|\bnao serve mais\b",
        runs=r"\bhistorico\b|\b(todas?|todos)\b.{0,20}\b(execucoes|runs|resultados|pontuacoes)\b|\b(suas|as) (execucoes|runs)\b",
        whole=r"\b(incluindo|com|junto com) (todos |todas )?(os|as|seus|suas) (itens|perguntas|questoes)\b",
        delete_it=r"\b(apag|exclu|remov|delet)\w*-(o|a|lo|la)\b|\b(o|a) (apag|exclu|remov|delet)\w*",
        delete_them=r"\b(apag|exclu|remov|delet|limp)\w*-(os|as|los|las)\b|\b(os|as) (apag|exclu|remov|delet)\w*|\b(apag|exclu|remov|delet)\w* (todos|todas|eles|elas)\b",
        set=r"\b(coloca\w*|arredond\w*|rep[oô]e|repor|coloque|bota\w*|bote|poe|ponha|p[oô]e|define\w*|defina|muda\w*|mude|altera\w*|altere|deixa\w*|deixe|sobe\w*|suba|subir|aumenta\w*|aumente|corrig\w*|corrija|registra\w*|registre|anota\w*|anote|lanca\w*|lance|insere|insira|atribu\w*|dar|ajusta\w*|ajuste|marca\w*|marque|escreve\w*|escreva|seta\w*|sete|troca\w*|troque|atualiza\w*|atualize|infla\w*|forja\w*|manipula\w*|for[cç]a\w*|substitu\w*)\b|\b(mostr|exib)\w*(?=\s+(um |o )?\d{1,3}(?:[.,]\d+)?\s*(?:%|percent|prozent|pour ?cent|por ?ciento|por ?cento)\s+(para|pra|pro|no|na|como)\b)",
        put=r"\b(coloca\w*|coloque|bota\w*|bote|poe|ponha|define\w*|defina|deixa\w*|deixe|registra\w*|registre|anota\w*|anote|lanca\w*|lance|insere|insira|atribu\w*|seta\w*|sete|marca\w*|marque|sobe\w*|suba)\b|\b(mostr|exib)\w*(?=\s+(um |o )?\d{1,3}(?:[.,]\d+)?\s*(?:%|percent|prozent|pour ?cent|por ?ciento|por ?cento)\s+(para|pra|pro|no|na|como)\b)",
        score=r"\b(pontuacao|pontuacoes|nota|notas|score|resultado|resultados|precisao|porcentagem|acertos)\b",
        by_hand=r"\ba mao\b|\bzera\w*|\bmanualmente\b|\bna mao\b|\bmanual\b",
        mark_right=r"\bmarca\w*\b[^.!?;]{0,70}\bcomo (cert|corret|acert|valid|errad|incorret)\w*|\b(considera\w*|conta) (como |por )?(cert|corret|acert|valid)\w*|\b(da|dar|de) (como|por) (cert|corret|acert|valid)\w*|\b(marca|passa|muda|troca|poe|coloca|altera|alter|registra|anota|lanca|conta|considera|deixa|bota|computa)\w*\b.{0,60}\b(como|para|pra) (cert|corret|acert|valid|aprovad)\w*|\b(da|de|dar)\b (o|a) (item|questao|pergunta)\b.{0,30}\bcomo (cert|corret|acert|valid|aprovad)\w*|\bvalid\w*\b[^.!?;]{0,30}\b(item|questao|pergunta)\b\s*#?\d*\s*(na|no|da|do|em)\b[^.!?;]{0,25}\b(run|execucao)\b|\b(sobrescrev|sobrepo|forc)\w*\b[^.!?;]{0,40}\b(resultado|score|nota|pontuacao)\w*|\bcomo (o |um |nosso )?(resultado|numero|score) oficial\b",
        innocent=r"\b(itens?|item|questao|questoes|perguntas?|chave|chaves|referencia|gabarito|aceit\w*|ampli\w*|propostas?|pedido|conta|mensagem|thread|chat|conversa|treino|treinamento|creditos?|saldo|orcamento|respostas?)\b|#\d",
        keep=r"\b(a|essa|esta|minha) (execucao|run)\b|\b(o|esse|este|meu) run\b|\bda (comparacao|lista)\b|\bda (tabela|comparacao|lista)\b|\bdo (grafico|comparativo|quadro)\b",
        nudge=r"^(?!.*\b(trein\w*|fine-?tun\w*)\b)(?=.*\b(aument\w*|sobe|suba|subir|(?<!mais )baixa\w*|infla\w*|maquia\w*|da uma (subida|melhorada))\b)(?=.*\b(nota|pontuacao|score|resultado)\b)(?=.*\b(um pouco|um pouquinho|uns pontos|mais alt[oa](?! (do )?que)|mais baix[oa](?! (do )?que)|uma subida|uma melhorada)\b)",
        wants=r"\b(quero|preciso)\b|\b(da (pra|para)|posso|podemos) (so|simplesmente)\b|\bnao da (pra|para)\b(?=[^?]{0,30}\b(o|a|os|as|esse|essa|este|esta|isso)\b)",
        how=r"\bcomo (posso|podemos|eu|se|faco|fazemos|apago|excluo)\b|\bda pra\b|\bd[aá] para\b|\be possivel\b|\bquem pode\b|\bposso\b|\bpor que nao posso\b|\bo que acontece\b|\bcomo (alguem|a gente|voce)\b|\bpode(m)? ser\b|\bquem tem permissao\b",
        how_to=r"\bcomo (posso|podemos|eu|se|faco|fazemos|a gente|voce|consigo)\b|^como\b",
        oneself=r"\b(eu mesm[oa]|nos mesm[oa]s|por conta propria|sozinh[oa])\b|\b(no|na|pelo|pela|via|do|da) (app|aplicativo|aplicacao|interface|site|painel|dashboard|web|plataforma)( web)?\b",
        question=r"\b(como|quando|se)\b[^.!?;]{0,40}\buma (resposta|solucao)\b|\b(por que|qual|quanto|quanta)\b|^\W*porque\b|\bporque\b(?=[^.!]*\?)",  # "porque" mid-sentence gives a reason, unless it asks
    ),
    link=(
        Phrase(pattern=r"\b(qual|que|com qual|com que) (conta|usuario)\b.{0,40}\b(vinculad|conectad|ligad|associad)[oa]s?\b|\bestou (vinculad|conectad|ligad|associad)[oa]\b|\bcomo quem\b.{0,30}\b(vinculad|conectad|ligad)[oa]\b", weight=1.1, intent="whoami"),  # which account the chat is linked to
        Phrase(pattern=r"\b(vincul|conect|lig|associ)\w*\b.{0,30}\b(minha\s+)?(conta|benchgen)\b", weight=1, intent="link"),
        Phrase(pattern=r"\b(desvincula|desvincular|desvincule|desconecta|desconectar|desconecte)\b.{0,30}\b(conta|benchgen)\b", weight=1, intent="unlink"),
        Phrase(pattern=r"\b(remov|tir|desfaz|cancel|apag)\w*\b.{0,20}\b(o |a )?(vinculo|vinculacao|conexao|associacao)\b.{0,30}\b(conta|benchgen|slack|discord)\b", weight=1, intent="unlink"),
    ),
    short=(
        Phrase(pattern=r"^\W*(muito obrigad[oa]|obrigad[oa]|valeu)( mesmo)? (pela|por toda a|pela sua) (ajuda|forca)\b[^?\d]{0,60}$", weight=1, intent="thanks"),  # thanks for the help, and a word on it
        Phrase(pattern=r"^\W*(oi|ola|bom dia|boa (tarde|noite))\W+(espero|tenha)\b[^?\d]{0,60}$", weight=1, intent="greeting"),  # a greeting with a wish
        Phrase(pattern=r"^\W*(ola|oi|bom dia|boa tarde|boa noite)\W*$", weight=1, intent="greeting"),
        Phrase(pattern=r"^\W*(obrigad[oa]|valeu)\W*$", weight=1, intent="thanks"),
        Phrase(pattern=r"^\W*(((muito )?obrigad[oa]|valeu|brigad[oa])\W+(e |era |exatamente |justamente |isso |muito |super )*(perfeito|otimo|show|excelente|o que eu precisava|o que precisava|muito util|util|isso mesmo|era isso|ajudou muito)|(e |era |exatamente |justamente |isso |muito |super )*(perfeito|otimo|show|excelente|o que eu precisava|o que precisava|muito util|util|isso mesmo|era isso|ajudou muito)\W+((muito )?obrigad[oa]|valeu|brigad[oa]))\W*$", weight=1, intent="thanks"),  # thanks with a word of praise
        Phrase(pattern=r"^\W*((oi|ola|bom dia)\W+)?(obrigad[oa]|valeu)( de novo| mais uma vez)? (pela|pelo|por) (ajuda|ontem|tudo|isso|a |o )[^?.!]{0,25}\W*$", weight=1, intent="thanks"),  # thanks for something done before
        Phrase(pattern=r"^\W*((nao|nah|na|ah|bom)\W+)?(deixa( pra la| quieto| assim| pra outra hora)?|esquece( isso)?|tanto faz|nao importa|relaxa)(\W+(tanto faz|nao importa|tudo bem))?\W*$", weight=1, intent="ack"),  # a bare "leave it", nothing named
        Phrase(pattern=r"^\W*ajuda\W*$", weight=1, intent="help"),
    ),
    examples=examples_beside(__file__),
    general=r"\bquanto (nos |me |te |lhe )?(custaria|custa|sairia|sai) (pra|para) (rodar|executar|lancar|treinar)\b|\b(rodar|executar|lancar)\b[^?]{0,40}\b(custaria|sairia|custa) quanto\b|\bpara que serve\b(?!\W+(este |esse |o |voce |vc )?(bot|voce|vc|tu)\b)|\bserve (pra|para) que\b|\be (um|uma) (benchmark|set|conjunto|dataset)\b[^.!?]{0,40}\bou (um|uma|de)\b|^(?!.*[a-z]+-?\d)(?=.*(\bcomo (e que )?(voces )?(se )?(calcula\w*|obtem|chega\w*)\b[^.!?]{0,15}\b(o |a |os )?(score|pontuacao|nota|porcentagem)s?\b))|\b(coisa|tarefa|trabalho) (de|do|dos) (admins?|editor\w*)\b|\b(pode|podem)\b[^.!?]{0,50}\bou (isso|isto) (e|so)\b|^(?!.*([a-z]+-[a-z0-9]+|\d))(?=.*(\bo que e (um|uma)\b|\bo que significa\b|\bo que quer dizer\b))|\bquanto (custa|custam|custaria|custariam|sai|sairia)\b|\bqual (o|e o) (preco|custo)\b|\b(mesmos?|separados?)\b.{0,20}\bcreditos?\b|\bcreditos?\b.{0,20}\b(mesmos?|separados?)\b|\bse (eu|a gente|nos)\b[^?]{0,80}(\?|\b(mudam?|some|somem|recalcula\w*|sobrescrev\w*|substitu\w*)\b)|\b(um|uma|os) (viewer|leitor|editor|admin)\w* (pode|podem|consegue|conseguem)\b|\bdiferenca entre\b.{0,30}\b(viewer|leitor|editor|admin|papel|papeis)\w*|\b(viewer|leitor)\b.{0,3}\bpode\b|\bso (o |os )?admins?\b|\bquem pode\b|\bcusta\b.{0,20}\b(mais|menos) (caro )?(do )?que\b|\bmais caro (do )?que\b|\bo que acontece se\b|\b(pode|podem) ser (apagad|excluid|recuperad|restaurad)\w*|^(?!.*(\d|[a-z]+-[a-z]+))(?=.*\bdiferenca\w*\b)|\breembols\w*|\brecuper\w* (os |meus |nossos )?creditos\b|\bcreditos suficientes\b|\b(e possivel|tem como|existe (um )?jeito de) (apagar|excluir|recuperar|restaurar|desfazer)\b|\bestorn\w*|\bo que (o )?benchgen (faz|pode fazer|oferece)\b|\bquantos creditos\b[^?]{0,60}\b(custaria|custa|gastaria)\b|\b(tem|tenho|com) permissao (para|de|pra)\b|\bou (e )?so (ver|le|leitura|visualiza\w*)\b|\bse (o |a )?(?!eu\b|voce\b|vc\b|a gente\b|nos\b)[a-z]+ (pode|podem|consegue|tem permissao)\b|\bou (se )?so (o |a )?[a-z]+ (pode|consegue)\b|\b(usuario|conta|perfil)s? (de )?(viewer|leitor|editor|admin)\w*|\bo que (isso|isto|esse termo|essa palavra|ele|ela) (\w+ )?(significa|quer dizer)\b|^\W*(?:(o|a) )?(?!(voce|vc|tu|eu|ce|se|isso|nao|e|mas)\b)[a-z]+ (pode|podem|consegue|tem permissao pra|tem permissao para)\b[^.!?]{0,50}\bou (nao|so [a-z]+|e [a-z]+)\b|\b(e|eh|sou) (editor|editora|viewer|leitor|leitora|admin)\b[^.!?]{0,12}\?",  # ... or whether someone has the right to do something
    off_topic=r"\b(escrev|redig|compo|cont)\w*\b[^.!?]{0,30}\b(poema|poesia|musica|piada|historia|e-?mail|mail|carta|tweet)s?\b|\b(apag|exclu|delet)\w*\b[^.!?]{0,30}\b(a |minha |essa )?mensagem\b|\breserv\w*\b[^.!?]{0,20}\b(voo|hotel|mesa)\b",
    vague=r"\b(cuida|cuide|cuidar|faz alguma coisa|faca alguma coisa|faz algo|nao presta)\b|\b(consert\w*|corrig\w*|arrum\w*|melhor\w*|resolv\w*|resolve|da um jeito|jeito|pessimo|horrivel)\b",
    decisive=r"\b(chaves?|referencia\w*|respostas?|items?|itens|questao|questoes|pergunta\w*|trein\w*|fine-?tun\w*|lanc\w*|roda\w*|run|re-?run\w*|execu\w*|por que|pq|compar\w*|apag\w*|remov\w*|tir\w*|adicion\w*|desfaz\w*|creditos?|versao)\b|#\d|\bmelhor (do )?que\b|\b(modelo\w*|qual|quem|contra)\b",
    follow_up=r"^(e|que tal|e quanto a|o mesmo (para|no|na|com)|agora|tambem)\b",
    again=r"\b(propoe|propor|proponha|sugere|sugira|mostre|mostra)\w*\b.{0,15}\b(de novo|novamente|outra vez)\b",
    extra_words=('previsao', 'analisa', 'analisar', 'analise', 'compare', 'comparar', 'amplie', 'ampliar', 'treine', 'treinar', 'referencia', 'resultados', 'pontuacao', 'aceitar', 'remova', 'execucao', 'execute', 'creditos'),
    number_words="pt",
)
