# MemoryOS — the two commands are `make run` and `make test` (see README.md).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip --disable-pip-version-check -q

.PHONY: install install-local run test test-server test-clients clients-install openapi bench lint clean

# The clients are tested from their own environments, as users install them (clients/README.md).
PY39  ?= $(firstword $(wildcard $(HOME)/.pyenv/versions/3.9*/bin/python3.9) $(shell command -v python3.9 2>/dev/null))
PY311 ?= $(firstword $(wildcard $(HOME)/.pyenv/versions/3.11*/bin/python3.11) $(shell command -v python3.11 2>/dev/null))
SDK         := clients/python
SDK_SOURCES := $(SDK)/pyproject.toml $(wildcard $(SDK)/src/memoryos/*.py)
TS          := clients/typescript
SMOKE       := clients/smoke

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(PIP) install --upgrade pip
	$(PIP) install -e '.[dev]'
	touch $@

# The `local` embedder: torch first, pinned to the CPU build (a plain `torch` pulls a multi-GB CUDA build).
$(VENV)/.installed-local: $(VENV)/.installed
	$(PIP) install torch==2.13.0
	$(PIP) install -e '.[dev,local]'
	touch $@

install: $(VENV)/.installed

install-local: $(VENV)/.installed-local

run: install
	$(BIN)/python -m memoryos.serve

test: test-server test-clients

test-server: install-local
	$(BIN)/python -m pytest $(PYTEST_ARGS)

# One live server (clients/harness.py) for every client suite: the Python SDK on 3.9 and 3.11, the
# TypeScript client, the clients generated from clients/openapi.json, and last a fuzz of every operation of
# that schema (schemathesis), whose writes the other suites never see.
test-clients: install clients-install
	$(BIN)/python clients/harness.py \
	  --run "cd $(SDK) && .venv-3.9/bin/python -m pytest -q" \
	  --run "cd $(SDK) && .venv-3.11/bin/python -m pytest -q" \
	  --run "cd $(TS) && npm test --silent" \
	  --run "cd $(SMOKE) && rm -rf ../generated/python && .venv/bin/openapi-python-client generate --path ../openapi.json --meta none --output-path ../generated/python/memoryos_api --config openapi-python-client.yml && .venv/bin/python -m compileall -q ../generated/python && PYTHONPATH=../generated/python .venv/bin/python python_smoke.py" \
	  --run "cd $(SMOKE) && npm run --silent smoke" \
	  --run "$(SMOKE)/fuzz.sh"

clients-install: $(SDK)/.venv-3.9/.installed $(SDK)/.venv-3.11/.installed $(TS)/node_modules/.installed \
	$(SMOKE)/.venv/.installed $(SMOKE)/node_modules/.installed

$(SDK)/.venv-3.9/.installed: $(SDK_SOURCES)
	@test -n "$(PY39)" || { echo "Python 3.9 not found: install it (pyenv install 3.9) or set PY39=/path/to/python3.9"; exit 1; }
	rm -rf $(SDK)/.venv-3.9 && $(PY39) -m venv $(SDK)/.venv-3.9
	$(SDK)/.venv-3.9/bin/python -m pip --disable-pip-version-check -q install './$(SDK)[test]'
	touch $@

$(SDK)/.venv-3.11/.installed: $(SDK_SOURCES)
	@test -n "$(PY311)" || { echo "Python 3.11 not found: set PY311=/path/to/python3.11"; exit 1; }
	rm -rf $(SDK)/.venv-3.11 && $(PY311) -m venv $(SDK)/.venv-3.11
	$(SDK)/.venv-3.11/bin/python -m pip --disable-pip-version-check -q install './$(SDK)[test]'
	touch $@

$(TS)/node_modules/.installed: $(TS)/package.json $(TS)/package-lock.json
	cd $(TS) && npm ci --no-audit --no-fund --silent
	touch $@

$(SMOKE)/node_modules/.installed: $(SMOKE)/package.json $(SMOKE)/package-lock.json
	cd $(SMOKE) && npm ci --no-audit --no-fund --silent
	touch $@

$(SMOKE)/.venv/.installed: $(SMOKE)/requirements.txt
	rm -rf $(SMOKE)/.venv && $(PYTHON) -m venv $(SMOKE)/.venv
	$(SMOKE)/.venv/bin/python -m pip --disable-pip-version-check -q install -r $(SMOKE)/requirements.txt
	touch $@

# The committed schema that generated clients are built from; tests/test_openapi.py fails when it drifts.
openapi: install
	$(BIN)/python manage.py spectacular --format openapi-json --file clients/openapi.json

# Benchmarks: `make bench` runs the quick set; see docs/benchmarks.md for each figure's command.
bench: install
	$(BIN)/python bench/crud.py --memories 100000

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	cd $(SDK) && ../../$(BIN)/ruff check . && ../../$(BIN)/ruff format --check .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache $(SDK)/.venv-* $(SDK)/build $(TS)/node_modules $(TS)/dist \
	  $(SMOKE)/.venv $(SMOKE)/node_modules $(SMOKE)/build clients/generated
