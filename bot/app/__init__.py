"""The composition root: the CLI, the runtime wiring and the worker wiring.

The only package that imports across layers (skills, adapters, sandbox); nothing imports it back.
"""
