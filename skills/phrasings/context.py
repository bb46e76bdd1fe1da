"""What benchgen-context handles: credits, role, what the bot can do, how BenchGen works."""

from __future__ import annotations

EXAMPLES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "balance": ("how many credits are left", "what's our balance", "do we still have credits", "credits remaining?",
                    "can we afford another run"),
        "role": ("what's my role", "am I allowed to edit benchmarks", "what permissions do I have", "am I an admin"),
        "help": ("what can you do", "how do I use you", "what are you for", "what kind of things can I ask you"),
        "explain": ("what is BenchGen", "what's BenchGen for", "how do credits work", "what is a run", "explain versions",
                    "how are scores computed", "what does a match rule do", "how do I delete a benchmark",
                    "tell me about answer keys", "what's a reference answer"),
    },
    "de": {
        "balance": ("wie viele Credits sind noch übrig", "wie ist unser Guthaben", "haben wir noch Credits", "reicht das Guthaben noch"),
        "role": ("welche Rolle habe ich", "darf ich Benchmarks bearbeiten", "welche Rechte habe ich", "bin ich Admin"),
        "help": ("was kannst du", "wie benutze ich dich", "wofür bist du da", "was kann ich dich fragen"),
        "explain": ("was ist BenchGen", "wofür ist BenchGen da", "wie funktionieren Credits", "was ist ein Lauf",
                    "erklär mir Versionen", "wie wird der Score berechnet", "was macht eine Vergleichsregel",
                    "wie lösche ich einen Benchmark", "erzähl mir was über Antwortschlüssel"),
    },
    "fr": {
        "balance": ("combien de crédits reste-t-il", "quel est notre solde", "on a encore des crédits", "il nous reste assez de crédits"),
        "role": ("quel est mon rôle", "est-ce que je peux modifier les benchmarks", "quels droits j'ai", "je suis admin ?"),
        "help": ("qu'est-ce que tu sais faire", "comment je t'utilise", "tu sers à quoi", "qu'est-ce que je peux te demander"),
        "explain": ("qu'est-ce que BenchGen", "c'est quoi BenchGen", "à quoi sert BenchGen", "comment marchent les crédits",
                    "c'est quoi une exécution", "explique les versions", "comment le score est calculé",
                    "comment supprimer un benchmark", "parle-moi des clés de réponse"),
    },
    "es": {
        "balance": ("cuántos créditos quedan", "cuál es nuestro saldo", "todavía tenemos créditos", "nos alcanza el saldo"),
        "role": ("cuál es mi rol", "puedo editar benchmarks", "qué permisos tengo", "soy admin"),
        "help": ("qué sabes hacer", "cómo te uso", "para qué sirves", "qué te puedo preguntar"),
        "explain": ("qué es BenchGen", "para qué sirve BenchGen", "cómo funcionan los créditos", "qué es una ejecución",
                    "explícame las versiones", "cómo se calcula la puntuación", "cómo borro un benchmark",
                    "háblame de las claves de respuesta"),
    },
    "pt": {
        "balance": ("quantos créditos ainda temos", "qual é o nosso saldo", "ainda tem crédito", "o saldo dá pra mais uma execução"),
        "role": ("qual é o meu papel", "posso editar benchmarks", "quais permissões eu tenho", "sou admin"),
        "help": ("o que você sabe fazer", "como eu te uso", "pra que você serve", "o que posso te perguntar"),
        "explain": ("o que é o BenchGen", "pra que serve o BenchGen", "como funcionam os créditos", "o que é uma execução",
                    "me explica as versões", "como a pontuação é calculada", "como eu apago um benchmark",
                    "me fala das chaves de resposta"),
    },
    "ja": {
        "balance": ("クレジットはあといくつ", "残高はどれくらい", "まだクレジットある？", "もう一回実行できる残高ある？"),
        "role": ("私の権限は", "ベンチマークを編集できる？", "自分のロールを教えて", "私は管理者？"),
        "help": ("何ができるの", "使い方を教えて", "あなたは何をしてくれるの", "どんなことを聞けばいい"),
        "explain": ("BenchGen って何", "BenchGen は何のためのもの", "クレジットの仕組みは", "実行とは何", "バージョンについて説明して",
                    "スコアはどう計算されるの", "ベンチマークを削除する方法は"),
    },
    "zh": {
        "balance": ("还剩多少积分", "我们的余额是多少", "还有积分吗", "积分还够再跑一次吗"),
        "role": ("我的角色是什么", "我能编辑基准吗", "我有什么权限", "我是管理员吗"),
        "help": ("你能做什么", "怎么用你", "你是干什么的", "我可以问你什么"),
        "explain": ("BenchGen 是什么", "BenchGen 是做什么的", "积分怎么算", "什么是运行", "解释一下版本", "分数是怎么计算的",
                    "怎么删除一个基准"),
    },
}
