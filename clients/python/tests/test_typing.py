"""The package is typed (py.typed, mypy --strict clean), and the types reach users' code: sync and async
methods keep the endpoint's parameters and return the response's TypedDict."""

import subprocess
import sys
from pathlib import Path

import memoryos

HERE = Path(__file__).resolve().parent


def mypy(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--no-incremental",
            "--python-version",
            f"{sys.version_info[0]}.{sys.version_info[1]}",
            *args,
        ],
        capture_output=True,
        text=True,
        cwd=HERE,
    )


def test_the_installed_package_passes_mypy_strict():
    done = mypy("--strict", "-p", "memoryos")  # by name: the installed package, with its py.typed
    assert done.returncode == 0, done.stdout + done.stderr
    assert (Path(memoryos.__file__).parent / "py.typed").exists()


def test_users_code_is_checked_against_the_sdk_types():
    done = mypy("--strict", "typing_sample.py")
    errors = [line for line in done.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 1, done.stdout
    assert "typing_sample.py:25" in errors[0] and '"tier"' in errors[0] and "forever" in errors[0]
