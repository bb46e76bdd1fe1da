"""The BenchGen sandbox: a local BenchGen-compatible HTTP API on SQLite with simulated models."""
