# `make run` and `make test` work on a fresh machine with Python 3.11+.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test install sandbox start clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

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
