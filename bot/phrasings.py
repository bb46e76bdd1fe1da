"""Example messages the router answers itself, per language: small talk (greetings, thanks,
acknowledgements, answered in kind) and a plain request for help. The classifier learns them
alongside the skills' own (skills/phrasings/)."""

from __future__ import annotations

SMALLTALK: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "greeting": ("hi", "hello", "hey", "hey there", "good morning", "hiya", "hey bot", "yo", "morning!", "hi again"),
        "thanks": ("thanks!", "thank you", "thanks a lot", "thx", "cheers", "much appreciated", "ty", "thanks, that helps"),
        "ack": ("great", "perfect", "cool", "nice", "awesome", "got it", "good to know", "makes sense", "ok cool", "sounds great",
                "nice one", "👍", "wow"),
    },
    "de": {
        "greeting": ("hallo", "hi", "moin", "moin moin", "servus", "guten Morgen", "guten Tag", "hey", "grüß dich", "hallo zusammen"),
        "thanks": ("danke", "danke schön", "vielen Dank", "dankeschön", "merci", "danke dir", "besten Dank"),
        "ack": ("super", "prima", "perfekt", "klasse", "toll", "alles klar", "verstanden", "gut zu wissen", "cool", "sehr gut"),
    },
    "fr": {
        "greeting": ("bonjour", "salut", "bonsoir", "coucou", "hello", "bonjour à tous", "re"),
        "thanks": ("merci", "merci beaucoup", "merci bien", "mille mercis", "merci, c'est parfait", "je te remercie"),
        "ack": ("super", "parfait", "génial", "top", "d'accord, compris", "nickel", "c'est noté", "très bien", "excellent"),
    },
    "es": {
        "greeting": ("hola", "buenas", "buenos días", "buenas tardes", "qué tal", "hola a todos", "saludos"),
        "thanks": ("gracias", "muchas gracias", "mil gracias", "te lo agradezco", "gracias, perfecto"),
        "ack": ("genial", "perfecto", "estupendo", "vale, entendido", "muy bien", "excelente", "guay", "buenísimo", "entendido"),
    },
    "pt": {
        "greeting": ("olá", "oi", "bom dia", "boa tarde", "boa noite", "e aí", "oi, tudo bem", "fala"),
        "thanks": ("obrigado", "obrigada", "valeu", "muito obrigado", "brigado", "valeu mesmo", "obrigadão"),
        "ack": ("ótimo", "perfeito", "show", "beleza, entendi", "legal", "massa", "excelente", "top", "entendido", "show de bola"),
    },
    "ja": {
        "greeting": ("こんにちは", "こんばんは", "おはよう", "おはようございます", "やあ", "どうも", "お疲れさまです"),
        "thanks": ("ありがとう", "ありがとうございます", "どうもありがとう", "助かりました", "サンキュー", "感謝します"),
        "ack": ("いいね", "完璧", "すごい", "了解しました", "なるほど", "わかりました", "素晴らしい", "最高"),
    },
    "zh": {
        "greeting": ("你好", "您好", "嗨", "早上好", "大家好", "哈喽", "在吗"),
        "thanks": ("谢谢", "多谢", "谢谢你", "非常感谢", "感谢", "谢啦"),
        "ack": ("太好了", "完美", "好的明白了", "厉害", "不错", "明白", "收到", "很棒"),
    },
}

HELP: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {"help": ("help", "help me", "I need help", "?", "menu",)},
    "de": {"help": ("hilfe", "hilf mir", "ich brauche Hilfe",)},
    "fr": {"help": ("aide", "aide-moi", "j'ai besoin d'aide",)},
    "es": {"help": ("ayuda", "ayúdame", "necesito ayuda",)},
    "pt": {"help": ("ajuda", "me ajuda", "preciso de ajuda",)},
    "ja": {"help": ("ヘルプ", "助けて", "手伝って",)},
    "zh": {"help": ("帮助", "帮帮我", "我需要帮助",)},
}
