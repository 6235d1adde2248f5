# MemoryOS — the two commands are `make run` and `make test` (see README.md).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip --disable-pip-version-check -q

.PHONY: install install-local run test bench lint clean

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

test: install-local
	$(BIN)/python -m pytest $(PYTEST_ARGS)

# Benchmarks: `make bench` runs the quick set; see docs/benchmarks.md for each figure's command.
bench: install
	$(BIN)/python bench/crud.py --memories 100000

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
