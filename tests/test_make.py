"""The Makefile's first step, as a new user meets it: the virtualenv `make run` and `make test` make first."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


def _make_venv(tmp_path: Path, python: str) -> subprocess.CompletedProcess:
    """`make .venv/bin/python` in an empty directory, with this PYTHON."""
    return subprocess.run(
        ["make", "-s", "-f", str(ROOT / "Makefile"), "-C", str(tmp_path), ".venv/bin/python", f"PYTHON={python}"],
        capture_output=True,
        text=True,
        timeout=120,
    )


def _fake_python(tmp_path: Path, script: str) -> str:
    path = tmp_path / "fake-python"
    path.write_text("#!/bin/sh\n" + script)
    path.chmod(0o755)
    return str(path)


def test_an_older_python_is_refused_before_any_virtualenv_is_made(tmp_path):
    """Otherwise its .venv stays, and a second try with PYTHON=python3.11 reuses it and fails the same way."""
    old = _fake_python(tmp_path, 'if [ "$1" = "--version" ]; then echo "Python 3.10.13"; exit 0; fi\nexit 1\n')
    result = _make_venv(tmp_path, old)
    assert result.returncode != 0
    assert "MemoryOS needs Python 3.11 or newer" in result.stdout
    assert "is Python 3.10.13." in result.stdout
    assert "make run PYTHON=python3.11" in result.stdout
    assert not (tmp_path / ".venv").exists()

    missing = _make_venv(tmp_path, str(tmp_path / "no-such-python"))
    assert missing.returncode != 0
    assert "no-such-python is not found." in missing.stdout


def test_a_virtualenv_that_cannot_be_made_is_removed(tmp_path):
    """Debian's python3 without python3-venv makes .venv/bin/python, then fails on ensurepip: the half-made
    directory would pass for a virtualenv on the next try."""
    script = (
        'if [ "$1" = "-c" ]; then exit 0; fi\n'
        'if [ "$1" = "-m" ]; then mkdir -p "$3/bin"; touch "$3/bin/python"; '
        'echo "ensurepip is not available" >&2; exit 1; fi\nexit 1\n'
    )
    result = _make_venv(tmp_path, _fake_python(tmp_path, script))
    assert result.returncode != 0
    assert "apt install python3-venv" in result.stdout
    assert not (tmp_path / ".venv").exists()


def test_a_supported_python_makes_the_virtualenv(tmp_path):
    result = _make_venv(tmp_path, sys.executable)
    assert result.returncode == 0, result.stdout + result.stderr
    check = [str(tmp_path / ".venv" / "bin" / "python"), "-c", "import sys; print(sys.version_info >= (3, 11))"]
    assert subprocess.run(check, capture_output=True, text=True, check=True).stdout.strip() == "True"
