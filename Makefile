# MemoryOS — the two commands are `make run` and `make test` (see README.md).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip --disable-pip-version-check -q

.PHONY: install install-local run test test-server test-clients clients-install openapi bench lint clean

# The clients are tested from their own environments, as users install them (clients/README.md).
# The Python SDK is tested on the oldest and the newest Python it supports (its pyproject's classifiers). Each
# interpreter is found through pyenv or on PATH; `PY_3.9=/path/to/python3.9` (or PY_3.13=...) names one.
SDK_PYTHONS := 3.9 3.13
$(foreach v,$(SDK_PYTHONS),$(eval PY_$(v) ?= $$(firstword $$(wildcard $$(HOME)/.pyenv/versions/$(v).*/bin/python$(v)) $$(shell command -v python$(v) 2>/dev/null))))
SDK         := clients/python
SDK_SOURCES := $(SDK)/pyproject.toml $(wildcard $(SDK)/src/memoryos/*.py)
TS          := clients/typescript
SMOKE       := clients/smoke

# The server needs Python >= 3.11 (pyproject.toml). Checked before the virtualenv is made: a .venv made by an older
# python3 would stay, and a second try with PYTHON=python3.11 would reuse it and fail the same way. A virtualenv
# that cannot be made (Debian's python3 without its venv package) is removed, for the same reason.
$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
	  echo "MemoryOS needs Python 3.11 or newer; $(PYTHON) is $$($(PYTHON) --version 2>/dev/null || echo not found)."; \
	  echo "Name a newer one: make run PYTHON=python3.11 (or python3.12, python3.13)"; exit 1; }
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
	  echo "$(PYTHON) could not make a virtualenv (on Debian and Ubuntu: apt install python3-venv)"; exit 1; }

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

# One live server (clients/harness.py) for every client suite: the Python SDK on 3.9 and 3.13, the
# TypeScript client, the clients generated from clients/openapi.json, and last a fuzz of every operation of
# that schema (schemathesis), whose writes the other suites never see.
test-clients: install clients-install
	$(BIN)/python clients/harness.py \
	  $(foreach v,$(SDK_PYTHONS),--run "cd $(SDK) && .venv-$(v)/bin/python -m pytest -q") \
	  --run "cd $(TS) && npm test --silent" \
	  --run "cd $(SMOKE) && rm -rf ../generated/python && .venv/bin/openapi-python-client generate --path ../openapi.json --meta none --output-path ../generated/python/memoryos_api --config openapi-python-client.yml && .venv/bin/python -m compileall -q ../generated/python && PYTHONPATH=../generated/python .venv/bin/python python_smoke.py" \
	  --run "cd $(SMOKE) && npm run --silent smoke" \
	  --run "$(SMOKE)/fuzz.sh"

clients-install: $(foreach v,$(SDK_PYTHONS),$(SDK)/.venv-$(v)/.installed) $(TS)/node_modules/.installed \
	$(SMOKE)/.venv/.installed $(SMOKE)/node_modules/.installed

$(SDK)/.venv-%/.installed: $(SDK_SOURCES)
	@test -n "$(PY_$*)" || { echo "Python $* not found: install it (pyenv install $*) or set PY_$*=/path/to/python$*"; exit 1; }
	rm -rf $(SDK)/.venv-$* && $(PY_$*) -m venv $(SDK)/.venv-$*
	$(SDK)/.venv-$*/bin/python -m pip --disable-pip-version-check -q install './$(SDK)[test]'
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
