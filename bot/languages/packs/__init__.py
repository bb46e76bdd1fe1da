"""One module per language the bot speaks, each defining `PACK` (a bot.languages.LanguagePack)."""
