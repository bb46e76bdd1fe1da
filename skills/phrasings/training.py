"""What training-launch handles: training a model, or cancelling a training job."""

from __future__ import annotations

EXAMPLES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "fix": ("fix tiny-1 on gsm-mini", "fix the results of tiny-2 on capitals", "sort out tiny-1's gsm-mini results", "make tiny-1 do better on gsm-mini"),
        "train": ("train tiny-1 so it gets capitals right", "fine-tune tiny-1 on capitals-train", "teach tiny-1 the capitals",
                  "can we improve the model itself", "start a training job for tiny-1", "retrain tiny-1 on its weak spots",
                  "the model needs more training on geography"),
        "cancel": ("cancel the training", "stop the fine-tuning job", "abort tiny-1's training"),
    },
    "de": {
        "fix": ("korrigier tiny-1 auf gsm-mini", "bring die Ergebnisse von tiny-2 auf capitals in Ordnung", "mach tiny-1 auf gsm-mini besser"),
        "train": ("trainier tiny-1, damit es capitals schafft", "feintune tiny-1 auf capitals-train", "bring tiny-1 die Hauptstädte bei",
                  "können wir das Modell selbst verbessern", "starte ein Training für tiny-1", "das Modell braucht mehr Training"),
        "cancel": ("brich das Training ab", "stopp das Feintuning"),
    },
    "fr": {
        "fix": ("corrige tiny-1 sur gsm-mini", "arrange les résultats de tiny-2 sur capitals", "fais que tiny-1 fasse mieux sur gsm-mini"),
        "train": ("entraîne tiny-1 pour qu'il réussisse capitals", "fais un fine-tuning de tiny-1 sur capitals-train",
                  "apprends les capitales à tiny-1", "on peut améliorer le modèle lui-même", "lance un entraînement de tiny-1",
                  "le modèle a besoin de plus d'entraînement"),
        "cancel": ("annule l'entraînement", "arrête le fine-tuning"),
    },
    "es": {
        "fix": ("arregla tiny-1 en gsm-mini", "corrige los resultados de tiny-2 en capitals", "haz que tiny-1 saque más en gsm-mini"),
        "train": ("entrena a tiny-1 para que acierte capitals", "haz un ajuste fino de tiny-1 con capitals-train",
                  "enséñale las capitales a tiny-1", "podemos mejorar el propio modelo", "lanza un entrenamiento de tiny-1",
                  "el modelo necesita más entrenamiento"),
        "cancel": ("cancela el entrenamiento", "para el ajuste fino"),
    },
    "pt": {
        "fix": ("conserta o tiny-1 no gsm-mini", "arruma os resultados do tiny-2 no capitals", "faz o tiny-1 ir melhor no gsm-mini"),
        "train": ("treina o tiny-1 pra acertar o capitals", "faz um fine-tuning do tiny-1 no capitals-train",
                  "ensina as capitais pro tiny-1", "dá pra melhorar o próprio modelo", "inicia um treinamento do tiny-1",
                  "o modelo precisa de mais treino"),
        "cancel": ("cancela o treinamento", "para o fine-tuning"),
    },
    "ja": {
        "fix": ("gsm-mini の tiny-1 を直して", "capitals の tiny-2 の結果を修正して", "tiny-1 の gsm-mini の成績をなんとかして"),
        "train": ("tiny-1 を capitals 用に学習させて", "capitals-train で tiny-1 をファインチューニングして", "tiny-1 に首都を覚えさせて",
                  "モデル自体を改善できる？", "tiny-1 のトレーニングを始めて"),
        "cancel": ("学習をキャンセルして", "トレーニングを止めて"),
    },
    "zh": {
        "fix": ("修一下 tiny-1 在 gsm-mini 上的结果", "把 tiny-2 在 capitals 上的结果修好", "让 tiny-1 在 gsm-mini 上表现好一点"),
        "train": ("训练 tiny-1 让它答对 capitals", "用 capitals-train 微调 tiny-1", "教 tiny-1 各国首都", "能不能改进模型本身",
                  "开始训练 tiny-1"),
        "cancel": ("取消训练", "停止微调"),
    },
}
