"""Evaluation logs of other tools (Inspect AI, lm-evaluation-harness) read into one shape, `LoggedRun`.

Each format has its own reader; `detect.read_log` chooses by content; `load.import_log` turns a
LoggedRun into the importer's records, so a log is checked and written like a JSON Lines file.
"""
