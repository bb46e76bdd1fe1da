"""Example messages each skill handles, per language and intent: what the router's classifier
learns from (bot/intent_model.py). Written as people ask, varied in wording and register; names
and numbers in them are placeholders the classifier never sees (they are masked)."""
