"""French: the words the router reads French messages with (see bot/languages/pack.py)."""

from __future__ import annotations

from bot.languages.pack import LanguagePack, Lexicon, Phrase, examples_beside

PACK = LanguagePack(
    code="fr",
    yes=frozenset({
        "allez", "bien sur", "bien sûr", "c'est bon", "confirmer", "d'accord", "daccord", "ok vas-y", "ouais",
        "oui", "oui merci", "oui vas-y", "vas y", "vas-y",
    }),
    no=frozenset({
        "annule", "annuler", "arrete", "arrête", "laisse tomber", "non", "non merci",
    }),
    hints=r"\b(le|la|les|des|du|est|et|sur|pourquoi|c'est|qu'|l'|d'|tu|stp|svp|mon|ma|mes|nous|il|elle|relance|lance|supprime|combien|quel|quelle|bonjour|merci|salut|peux|fais|regarde|dans|avec|pour|pas|si|une?|ce|cette|a-t-il|qu'est-ce|aide|bonsoir|coucou|fait|faire|peut|veux|voir|suis|sont|toi|moi|il y a|souci)\b|[çèêœùâî]|\b[lcdjqs]'",
    ceiling=Lexicon(
        delete=r"\bremet\w*\b(?=[^.!?;]{0,30}\ba zero\b)|\b(supprim\w*|effac\w*|detrui\w*|detruis|vire\w*|virer|degag\w*|jett?e\w*|balance(?:-(?:le|la|les|moi)|r|z)|balances?(?= (?:le|la|les|ce|cet|cette|moi|tout)\b| [a-z]+[-_]?\d| [a-z0-9]+-[a-z0-9]+)|debarrass\w*|elimin\w*|enlev\w*|retir\w*|vide\w*|vider|raye\w*|bazard\w*|dezingu\w*|disparaitre|a la poubelle|fais le menage|range\w* (une fois pour toutes|definitivement))",
        benchmark=r"\bbenchmarks?\b|\bentierement\b|\bcompletement\b|\bdefinitivement\b|\btout entier\b|\bne sert plus\b|\bsert a rien\b",
        runs=r"\bhistorique\b|\b(toutes?|tous|l'ensemble)\b.{0,20}\b(executions|runs|resultats|scores)\b|\b(ses|les) (executions|runs)\b",
        reset=r"\b(reinitialis\w*|remet\w*|remis\w*|remettre)\b(?=[^.!?;]{0,60}\b(a zero|a blanc)\b)|\b(reinitialis\w*|remise a zero|remettre a zero|reset\w*|vid(e|er|ez|es|ee|ees)|nettoi\w*|nettoy\w*)\b",
        whole=r"\b(y compris|avec|ainsi que) (toutes |tous )?(ses|les) (items|questions)\b",
        delete_it=r"\b(le|la|l')\s*(supprim\w*|effac\w*|retir\w*)|\b(supprim|effac|retir)\w*-(le|la)\b",
        delete_them=r"\b(supprim|effac|retir)\w*[^.!?;]{0,10}\b(tous|toutes)\b|\bles (supprimer|effacer|retirer) (tous|toutes)\b|\bles (tous|toutes) (supprim|effac|retir)\w*",
        set=r"\b(mets|mettre|met|mettez|arrondi\w*|fix(?:e|er|ez|es|ee|ees|ons)|change\w*|modifi\w*|passe\w*|force\w*|monte\w*|augment\w*|corrig\w*|inscri\w*|saisi\w*|entre[rz]|ecri\w*|attribu\w*|donne\w*|ajust\w*|marque\w*|remplac\w*|gonfl\w*|truqu\w*|enregistr\w*)\b|\baffich\w*(?=\s+\d{1,3}(?:[.,]\d+)?\s*(?:%|percent|prozent|pour ?cent|por ?ciento|por ?cento)\s+(pour|a|au|sur|comme)\b)",
        put=r"\b(mets|mettre|met|mettez|fix(?:e|er|ez|es|ee|ees|ons)|force\w*|inscri\w*|saisi\w*|attribu\w*|donne\w*|enregistr\w*|marque\w*|monte\w*)\b|\baffich\w*(?=\s+\d{1,3}(?:[.,]\d+)?\s*(?:%|percent|prozent|pour ?cent|por ?ciento|por ?cento)\s+(pour|a|au|sur|comme)\b)",
        score=r"\b(score|scores|note|notes|resultat|resultats|precision|pourcentage|taux de reussite)\b",
        by_hand=r"\ba la main\b|\ba zero\b|\bmanuellement\b|\bmanuel\b",
        mark_right=r"\bmarqu\w*\b[^.!?;]{0,70}\bcomme (correct|juste|bon|reussi|faux)\w*|\b(pass|mett|consider|compt|tien|valid|enregistr|inscri|saisi|coch|declar|class)\w*\b.{0,50}\b(en|comme|pour) (correct|juste|bon|bonne|reussi|valide)\w*|\bnot(e|er|ez)\b.{0,50}\bcomme (correct|juste|bon|bonne|reussi|valide)\w*|\bvalid\w*\b[^.!?;]{0,30}\b(l'item|item|la question|question)\b\s*#?\d*\s*(dans|du|de)\b[^.!?;]{0,25}\b(run|execution|passage)\b|\b(ecrase\w*|forcer|force)\b[^.!?;]{0,40}\b(resultat|score|note|verdict)s?\b|\bcomme (le |un |notre )?(resultat|score|chiffre) officiel\b",
        innocent=r"\b(items?|l'item|questions?|la question|cle|cles|reference|accept\w*|elargi\w*|propositions?|demande|compte|message|fil|conversation|discussion|chat|entrainement|credits?|budget|solde|reponses?)\b|#\d",
        keep=r"\b(l'|cette |mon )(execution|run)\b|\b(le|ce|mon) run\b|\bde la (comparaison|liste)\b|\bdu (tableau|comparatif|graphique|graphe)\b",
        nudge=r"^(?!.*\b(entrain\w*|fine-?tun\w*)\b)(?=.*\b(remonte\w*|monte\w*|augment\w*|gonfl\w*|baisse\w*|rehausse\w*|retouch\w*)\b)(?=.*\b(note|score|resultat|pourcentage)s?\b)(?=.*\b(un peu|un petit peu|quelques points|un poil|plus haut|plus haute|plus bas|plus basse)\b)",
        wants=r"\bje (veux|voudrais)\b|\bj'ai besoin de\b|\b(on|je) (ne )?peu[tx] (pas )?(juste|simplement)\b",
        how=r"\bcomment (je|on|puis|peut|peux|faire|supprim|effac|fait)\w*|\best-ce possible\b|\bqui peut\b|\bpuis-je\b|\bje peux\b|\bpeut-on\b|\bon peut\b|\bpourquoi (tu ne peux|je ne peux|ne peux)\b|\bpeu(t|vent) etre\b|\bque se passe-t-il\b|\bqui a le droit\b|\best-ce qu(e|'on) (je|on) peu\w*",
        how_to=r"\bcomment\b",
        oneself=r"\b(moi-meme|nous-memes|moi meme|nous memes|par moi-meme)\b|\b(dans|sur|via|depuis|par) (l'|la |le )?(app|appli|application|interface|site|tableau de bord|dashboard|plateforme)( web)?\b",
        question=r"\b(comment|quand|si)\b[^.!?;]{0,40}\bune (reponse|solution)\b|\b(pourquoi|quel|quelle|quels|combien|qu'a|qu'est-ce)\b",
    ),
    link=(
        Phrase(pattern=r"\b(quel|quelle) (compte|utilisateur|utilisatrice)\b.{0,40}\b(lie|associe|connecte|relie|rattache)e?s?\b|\ben tant que qui\b|\bsuis-je\b.{0,20}\b(lie|associe|connecte|relie)e?\b|\bje suis (lie|connecte|associe|relie)e? (a|avec|en tant que|comme) (quel|qui)\b", weight=1.1, intent="whoami"),  # which account the chat is linked to
        Phrase(pattern=r"\b(lier|lie|lies|relier|relie|connect|associ)\w*\b.{0,30}\b(mon\s+)?(compte|benchgen)\b", weight=1, intent="link"),
        Phrase(pattern=r"\b(delier|delie|deconnecter|deconnecte|dissocier|dissocie)\b.{0,30}\b(compte|benchgen)\b", weight=1, intent="unlink"),
        Phrase(pattern=r"\b(supprim|annul|retir|romp)\w*\b.{0,20}\b(la )?(liaison|association|connexion)\b.{0,30}\b(compte|benchgen|slack|discord)\b", weight=1, intent="unlink"),
    ),
    short=(
        Phrase(pattern=r"^\W*(merci|mille mercis)( beaucoup| bien| infiniment)? (pour|de) (votre|ton|ta|l'|toute votre|toute ton) ?aide\b[^?\d]{0,60}$", weight=1, intent="thanks"),  # thanks for the help, and a word on it
        Phrase(pattern=r"^\W*(bonjour|salut|bonsoir)\W+(j'espere|bonne (journee|semaine|soiree))\b[^?\d]{0,60}$", weight=1, intent="greeting"),  # a greeting with a wish
        Phrase(pattern=r"^\W*(bonjour|salut|bonsoir|coucou)\W*$", weight=1, intent="greeting"),
        Phrase(pattern=r"^\W*(merci|merci beaucoup)\W*$", weight=1, intent="thanks"),
        Phrase(pattern=r"^\W*((merci( beaucoup| bien| mille fois| encore)?|mille mercis)\W+(c'est |c'etait |exactement |tout a fait |vraiment |trop )*(parfait|top|genial|super|nickel|impeccable|exactement ca|ce qu'il me fallait|ce dont j'avais besoin|ce que je voulais|tres utile|utile)|(c'est |c'etait |exactement |tout a fait |vraiment |trop )*(parfait|top|genial|super|nickel|impeccable|exactement ca|ce qu'il me fallait|ce dont j'avais besoin|ce que je voulais|tres utile|utile)\W+(merci( beaucoup| bien| mille fois| encore)?|mille mercis))\W*$", weight=1, intent="thanks"),  # thanks with a word of praise
        Phrase(pattern=r"^\W*((bonjour|salut|coucou|hello)\W+)?merci( encore| beaucoup| bien)* (pour|de) (ton|ta|votre|l'|la|le|hier|tout|ca|cette)\b[^?.!]{0,25}\W*$", weight=1, intent="thanks"),  # thanks for something done before
        Phrase(pattern=r"^\W*((non|nan|bof|bah|ah|nah)\W+)?(laisse(-le|-la)?( tomber| comme ca| faire| donc)?|oublie(-le|-la)?( ca)?|tant pis)(\W+(c'est )?pas grave)?\W*$|^\W*((non|nan|bof|nah)\W+)?(c'est )?pas grave\W*$", weight=1, intent="ack"),  # a bare "leave it", nothing named
        Phrase(pattern=r"^\W*((bon ben|bon|allez|ok)\W+)?(au revoir|a plus( tard)?|a\+|a bientot|a demain|a la prochaine|a tout a l'heure|ciao|tchao|bye|bonne (soiree|nuit|fin de journee|semaine|fin de semaine|aprem))( (a tous|tout le monde|l'equipe))?\W*$", weight=1, intent="ack"),  # a bare goodbye
        Phrase(pattern=r"^\W*(beau|bon|super|excellent|joli) (travail|boulot)( merci| bravo)?\W*$", weight=1, intent="ack"),  # praise alone
        Phrase(pattern=r"^\W*(aide|au secours)\W*$", weight=1, intent="help"),
    ),
    examples=examples_beside(__file__),
    general=r"\b(ca|cela) (nous |me |te |vous |leur )?(couterait|coute|coutera|reviendrait)\w* combien\b|\bcombien (ca |cela )?(nous |me |vous |leur )(couterait|coute|coutera|reviendrait)\b|\ba quoi (sert|servent)\b(?!\W+(ce |le )?(bot|tu)\b)|\b(ca|il|elle) sert a quoi\b|\bc'est (un|une) (benchmark|jeu|set|ensemble|dataset)\b[^.!?]{0,40}\bou (un|une)\b|^(?!.*[a-z]+-?\d)(?=.*(\b(calcul\w*|compt\w*) comment\b[^.!?]{0,15}\b(le |la |les )?(score|note|pourcentage)s?\b|\bcomment\b[^.!?]{0,25}\b(calcul\w*|obten\w*)\b[^.!?]{0,15}\b(le |la |les )?(score|note|pourcentage)s?\b|\b(score|note|pourcentage)s? (est|sont) calcule\w* comment\b|\bcomment\b[^.!?]{0,12}\b(le |la |les )?(score|note|pourcentage)s?\b[^.!?]{0,12}\b(calcul|obten|compt|determin)\w*|\bcomment\b[^.!?]{0,30}\b(jug|decid|determin|evalu|compt)\w*\b[^.!?]{0,20}\b(si )?(une |la |les |chaque )?reponses? (est |sont )?(juste|bonne|correcte|fausse)s?\b))|\b(truc|affaire|boulot|role) (d'|des )admins?\b|^(?!.*(\d|\b(?!est-ce\b)[a-z]+-[a-z0-9]+))(?=.*(\bqu'est-ce qu'(un|une)\b|\bc'est quoi (un|une)\b|\bque (veut dire|signifie)\b))|\bcombien (coute|coutent|ca coute|couterait)\b|\bcombien\b[^?]{0,25}\b(un|une) [^?]{0,25}\bcoute\b|\bquel est le (prix|cout)\b|\bca coute combien\b|\b(memes?|separes?)\b.{0,15}\bcredits?\b|\bcredits?\b.{0,20}\b(memes?|separes?)\b|\bsi (je|j'|on|nous)\b[^?]{0,80}\b(est-ce que|changent|change|bougent|bouge|disparai\w*|recalcul\w*|ecrase\w*|remplace\w*|garde\w*|conserve\w*|perdu\w*)\b|\b(un|une|les) (lecteur|lectrice|viewer|editeur|editrice|admin)s? (peut|peuvent)\b|\bdifference entre\b.{0,30}\b(lecteur|lectrice|viewer|editeur|editrice|admin|role)s?\b|\ben tant que (viewer|lecteur|lectrice|editeur|editrice|admin)\b|\bseulement (les )?admins?\b|\bqui peut\b|\bqui a le droit\b|\bcoute\b.{0,20}\b(plus|moins) (cher )?que\b|\bplus cher que\b|\bqu'est-ce qui se passe si\b|\bque se passe-t-il si\b|\bpeu(t|vent)[- ]on\b.{0,30}\b(supprim|effac|restaur|recuper)\w*|\bpeu(t|vent) etre (supprim|effac|restaur|recuper)\w*|^(?!.*(\d|[a-z]+-(?!(ce|on|il|elle|ils|elles|moi|toi|nous|vous|je|tu|t)\b)[a-z]+))(?=.*\bdiff(erence)?\w* entre\b)|\brembours\w*|\brecupere\w* (les |nos |mes |ses )?credits\b|\bassez de credits\b|\b(c'est )?combien le prix\b|\b(est-il possible|est-ce possible|y a-t-il un moyen|il y a moyen) de (supprimer|effacer|restaurer|recuperer|annuler)\b|\bbenchgen\b[^.!?]{0,30}\b(sert|peut faire|propose)\b|\bcombien de credits\b[^?]{0,60}\b(couterait|coute|faudrait|faut)\b|\b(le droit|la permission|les droits|l'autorisation) (de|d')|\best-ce que (?!tu\b|vous\b|on\b|je\b|j'|il\b|elle\b|ca\b|c')[a-z]+ (peut|a le droit)\b|\bsi (?!je\b|j'|on\b|tu\b|vous\b|nous\b)[a-z]+ (peut|a le droit|a les droits)\b|\b(peut|peuvent)\b[^?.!]{0,50}\bou\b[^?.!]{0,25}\b(seulement|juste|uniquement) (lecteur|lectrice|viewer|en lecture)\b|\ben lecture seule\b|\b(ca|cela|ce mot|ce terme) (veut dire|signifie) quoi\b|\bqu'est-ce que (ca|cela|ce mot|ce terme) (veut dire|signifie)\b|^\W*(?!(tu|vous|on|je|j|il|elle|ils|elles|ca|c|qui|ce|cela|si|et|mais|est-ce)\b)[a-z]+ (peut|a le droit de)\s+(lancer|relancer|modifier|editer|changer|supprimer|entrainer|depenser|creer|ajouter|corriger|elargir)\b[^.!?]*\?\s*$|^\W*((ben|bah|bon|alors|du coup|et|mais|dis|donc)\W+)*([a-z]+\W+)?(il|elle) (peut|a le droit de)\s+(lancer|relancer|modifier|editer|changer|supprimer|entrainer|voir|depenser|creer|ajouter|corriger|elargir)\b[^.!?]{0,50}\bou (pas|non)\b|^\W*(?!(tu|vous|on|je|j|il|elle|ils|elles|ca|c|qui|ce|cela|si|et|mais|est-ce)\b)[a-z]+ (peut|peuvent|a le droit de)\b[^.!?]{0,50}\bou (pas|non|c'est [a-z]+|bien [a-z]+|seulement [a-z]+)\b",  # ... or whether someone has the right to do something
    off_topic=r"\b(ecri|redige|compose|raconte)\w*\b[^.!?]{0,30}\b(poeme|poesie|chanson|blague|histoire|e-?mail|mail|courriel|lettre|tweet)s?\b|\b(supprim|efface|retire)\w*\b[^.!?]{0,30}\b(le |mon |ce )?message\b|\breserv\w*\b[^.!?]{0,20}\b(vol|hotel|table)\b",
    vague=r"\b(fais quelque chose|faites quelque chose|(il y a|y a) un (souci|probleme)|corrige\w*|repare\w*|arrange\w*|ameliore\w*|mieux|regle\w*|occupe\w*|gere|nul|rend\w* [^.!?]{0,25}\bmeilleure?s?)\b",
    decisive=r"\b(cles?|reference\w*|reponses?|items?|questions?|entrain\w*|fine-?tun\w*|lance\w*|relance\w*|run|re-?run\w*|execut\w*|pourquoi|compare\w*|supprim\w*|retir\w*|ajout\w*|annul\w*|credits?|faute|version)\b|#\d|\bmieux que\b|\b(modele\w*|quel\w*|lequel|qui)\b|\b(le|la|du) \d{1,3}\b(?!\s*%)[^.!?]{0,40}\bc'est\s*-?\d",
    follow_up=r"^(et|quid de|pareil (pour|sur|avec)|meme chose (pour|sur|avec)|maintenant)\b",
    again=r"\b(propose|proposer|proposez)\w*\b.{0,15}\b(a nouveau|de nouveau|encore|une nouvelle fois)\b|\brepropos",
    extra_words=('pourquoi', 'droit', 'analyser', 'analyse', 'compare', 'comparer', 'elargis', 'elargir', 'entraine', 'entrainer', 'reference', 'resultats', 'mauvais', 'accepter', 'supprime', 'execution', 'relance', 'credits', 'parait', 'paraissent', 'corrects'),
    number_words="fr",
)
