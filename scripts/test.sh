#!/usr/bin/env bash
# Runs the linter (ruff), the type checker (mypy), then the whole suite; any failure fails the run.
# Tests that need Redis use REDIS_URL (default: database 9 of the local server). Where no Redis
# answers, start one if redis-server is installed; in CI a missing Redis makes the Redis tests fail,
# never skip. The same for PostgreSQL (the Slack install tests; their database is TEST_DATABASE_URL):
# a local cluster that is installed but stopped is started.
# The suite runs on PYTEST_WORKERS processes (pytest-xdist; default 2, the CI machine's cores; 0 runs
# it in this process): much of it waits on subprocesses, sockets and timers. Each worker gets its
# own PostgreSQL database; Redis tests already use a key prefix of their own.
# What start-up computes from code and data alone (BENCHGEN_CACHE_DIR, bot/startup_cache.py) is kept in
# the checkout's .cache/startup, not the user's cache: the suite's processes share it, and a run leaves
# nothing outside the checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
ruff check .
mypy
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/9}"
export BENCHGEN_CACHE_DIR="${BENCHGEN_CACHE_DIR-$PWD/.cache/startup}"
started=""
if ! python -c "import redis,sys,os; redis.Redis.from_url(os.environ['REDIS_URL'], socket_connect_timeout=1).ping()" 2>/dev/null; then
  if command -v redis-server >/dev/null; then
    port=6399
    redis-server --port "$port" --bind 127.0.0.1 --save "" --appendonly no --daemonize yes >/dev/null
    started="$port"
    export REDIS_URL="redis://127.0.0.1:$port/9"
    for _ in $(seq 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  fi
fi
if command -v pg_isready >/dev/null && ! pg_isready -h 127.0.0.1 -p 5432 -q \
    && command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  for _ in $(seq 50); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 0.1; done
fi
cleanup() { [ -n "$started" ] && redis-cli -p "$started" shutdown nosave >/dev/null 2>&1 || true; }
trap cleanup EXIT
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ] && [ "${CI:-}" != "true" ]; then
  echo "note: no Chromium at $chromium, so the browser tests (tests/trust/test_link_browser.py) are skipped;" \
       "install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to run them." >&2
fi
python -m pytest -n "${PYTEST_WORKERS:-2}" "$@"
