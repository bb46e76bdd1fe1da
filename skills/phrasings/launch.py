"""What benchmark-launch handles: a fresh run of a model on a benchmark, or cancelling one."""

from __future__ import annotations

EXAMPLES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "launch": ("run both models on capitals", "evaluate every model on gsm-mini", "launch all the models on the new version", "re-test tiny-1 on gsm-mini", "benchmark tiny-1 again", "run the eval once more", "do another pass of tiny-1 over gsm-mini", "give tiny-1 another go on capitals", "try tiny-2 on gsm-mini once more", "run tiny-1 on gsm-mini again", "kick off an eval of tiny-2 on capitals", "re-run tiny-1 on the new version",
                   "can you start a run of tiny-1 on capitals", "evaluate tiny-2 on gsm-mini", "launch a fresh run",
                   "test tiny-1 on gsm-mini v2", "let's see how tiny-1 does on the new version", "benchmark tiny-2 on capitals"),
        "cancel": ("cancel the run", "stop the evaluation of tiny-1", "abort that run", "kill the running eval",
                   "halt the run on capitals"),
    },
    "de": {
        "launch": ("lass beide Modelle auf capitals laufen", "evaluiere alle Modelle auf gsm-mini", "teste tiny-1 erneut auf gsm-mini", "prüf tiny-1 noch einmal mit gsm-mini", "noch ein Durchgang von tiny-1 auf gsm-mini", "gib tiny-1 noch einen Versuch auf capitals", "lass tiny-1 nochmal auf gsm-mini laufen", "starte eine Auswertung von tiny-2 auf capitals",
                   "führ tiny-1 auf der neuen Version aus", "kannst du einen Lauf von tiny-1 starten", "evaluiere tiny-2 auf gsm-mini",
                   "teste tiny-1 auf gsm-mini v2", "mal sehen wie tiny-1 auf der neuen Version abschneidet"),
        "cancel": ("brich den Lauf ab", "stopp die Auswertung von tiny-1", "beende den laufenden Lauf"),
    },
    "fr": {
        "launch": ("lance les deux modèles sur capitals", "évalue tous les modèles sur gsm-mini", "reteste tiny-1 sur gsm-mini", "repasse tiny-1 sur gsm-mini", "refais passer tiny-1 sur gsm-mini", "redonne une chance à tiny-1 sur capitals", "relance tiny-1 sur gsm-mini", "lance une évaluation de tiny-2 sur capitals", "fais tourner tiny-1 sur la nouvelle version",
                   "tu peux démarrer une exécution de tiny-1", "évalue tiny-2 sur gsm-mini", "teste tiny-1 sur gsm-mini v2",
                   "voyons ce que donne tiny-1 sur la nouvelle version"),
        "cancel": ("annule l'exécution", "arrête l'évaluation de tiny-1", "stoppe l'exécution en cours"),
    },
    "es": {
        "launch": ("lanza los dos modelos en capitals", "evalúa todos los modelos en gsm-mini", "vuelve a testear tiny-1 en gsm-mini", "repite la prueba de tiny-1", "pasa otra vez tiny-1 por gsm-mini", "dale otra oportunidad a tiny-1 en capitals", "vuelve a correr tiny-1 en gsm-mini", "lanza una evaluación de tiny-2 en capitals", "ejecuta tiny-1 en la versión nueva",
                   "puedes iniciar una ejecución de tiny-1", "evalúa tiny-2 en gsm-mini", "prueba tiny-1 en gsm-mini v2",
                   "a ver qué tal le va a tiny-1 en la versión nueva"),
        "cancel": ("cancela la ejecución", "para la evaluación de tiny-1", "detén la ejecución en curso"),
    },
    "pt": {
        "launch": ("roda os dois modelos no capitals", "avalia todos os modelos no gsm-mini", "testa o tiny-1 de novo no gsm-mini", "repete o teste do tiny-1", "roda o tiny-1 mais uma vez no gsm-mini", "dá outra chance pro tiny-1 no capitals", "roda o tiny-1 de novo no gsm-mini", "dispara uma avaliação do tiny-2 no capitals", "executa o tiny-1 na versão nova",
                   "pode iniciar uma execução do tiny-1", "avalia o tiny-2 no gsm-mini", "testa o tiny-1 no gsm-mini v2",
                   "vamos ver como o tiny-1 vai na versão nova"),
        "cancel": ("cancela a execução", "para a avaliação do tiny-1", "interrompe a execução em andamento"),
    },
    "ja": {
        "launch": ("capitals で両方のモデルを実行して", "gsm-mini で全部のモデルを評価して", "gsm-mini で tiny-1 を再テストして", "tiny-1 をもう一度テストして", "gsm-mini で tiny-1 をもう一回回して", "capitals で tiny-1 にもう一度やらせて", "gsm-mini で tiny-1 をもう一度走らせて", "capitals で tiny-2 の評価を始めて", "新しいバージョンで tiny-1 を実行して",
                   "tiny-1 の実行を開始できる？", "tiny-2 を gsm-mini で評価して", "新バージョンで tiny-1 を試して"),
        "cancel": ("実行をキャンセルして", "tiny-1 の評価を止めて", "今の実行を中止して"),
    },
    "zh": {
        "launch": ("在 capitals 上运行两个模型", "在 gsm-mini 上评测所有模型", "在 gsm-mini 上重新测试 tiny-1", "再测一次 tiny-1", "在 gsm-mini 上把 tiny-1 再跑一遍", "让 tiny-1 在 capitals 上再试一次", "在 gsm-mini 上再跑一次 tiny-1", "在 capitals 上开始评测 tiny-2", "用新版本运行 tiny-1", "能启动一次 tiny-1 的运行吗",
                   "评估一下 tiny-2 在 gsm-mini 上", "在新版本上测一下 tiny-1"),
        "cancel": ("取消这次运行", "停止 tiny-1 的评测", "中止正在进行的运行"),
    },
}
