# `make run` and `make test` work on a fresh machine with Python 3.11+.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test install sandbox start clean lock lock-upgrade

# Installs exactly the versions in requirements.lock (the tested set), then the project itself.
$(STAMP): pyproject.toml requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements.lock
	$(BIN)/pip install --quiet --no-deps -e .
	touch $(STAMP)

# Refreshes requirements.lock after a change to the dependencies in pyproject.toml, keeping every
# pin that still fits; `make lock-upgrade` moves every pin to the newest release within the bounds.
lock: $(STAMP)
	$(BIN)/uv pip compile pyproject.toml --extra dev --python-version 3.11 --quiet -o requirements.lock

lock-upgrade: $(STAMP)
	$(BIN)/uv pip compile pyproject.toml --extra dev --python-version 3.11 --quiet --upgrade -o requirements.lock

install: $(STAMP)

run: $(STAMP)
	$(BIN)/benchgen-bot $(ARGS)

sandbox: $(STAMP)
	$(BIN)/benchgen-sandbox serve $(ARGS)

# Every process of the Procfile (`make start ARGS="sandbox worker slack"` for some), with the venv's
# commands on the PATH; honcho reads .env (copy .env.example).
start: $(STAMP)
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/honcho start $(ARGS)

test: $(STAMP)
	PATH="$(CURDIR)/$(BIN):$$PATH" ./scripts/test.sh

clean:
	rm -rf $(VENV) .pytest_cache
