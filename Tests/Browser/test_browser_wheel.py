"""The kernel as `pip install` gives it, in JupyterLab: the wheel `make wheel` builds, installed into a fresh virtual
environment that is never activated, on a view of the machine where the Swift toolchain and the repository's builds
are hidden (Tests/Integration/hidden_toolchain.py). JupyterLab runs there too, and quickstart.ipynb runs in it.

PLOTLINE_WHEEL names the wheel (`make test` builds it and sets it); without it these tests skip.
"""

import os
import pathlib
import shutil
import sys

import pytest

from conftest import NOTEBOOKS, ROOT
from frontend_server import FrontEndServer
from test_browser_notebooks import code_cell_indexes, image_problems

sys.path.insert(0, str(ROOT / "Tests" / "Integration"))
import hidden_toolchain  # noqa: E402  (shared with the wheel's integration tests)

WHEEL = os.environ.get("PLOTLINE_WHEEL")

pytestmark = pytest.mark.skipif(not WHEEL, reason="PLOTLINE_WHEEL is not set: `make test` builds the wheel and sets it")


@pytest.fixture(scope="module")
def wheel_venv(tmp_path_factory):
    """A fresh virtual environment with only the wheel installed (offline)."""
    return hidden_toolchain.install_wheel(tmp_path_factory.mktemp("wheel") / "venv", WHEEL)


@pytest.fixture(scope="module")
def front_end(wheel_venv, tmp_path_factory):
    """JupyterLab (the repository's .venv's) started in the hidden view, finding kernels in the wheel's venv only."""
    root = tmp_path_factory.mktemp("wheel-served") / "notebooks"
    shutil.copytree(NOTEBOOKS, root)
    server = FrontEndServer("lab", root, tmp_path_factory.mktemp("wheel-lab-state"),
                            env=hidden_toolchain.environment(wheel_venv), spawn=hidden_toolchain.popen)
    server.start()
    yield server
    server.stop()


def kernel_executables():
    """The executables of the running `plotline kernel` processes, as the machine sees them."""
    found = set()
    for process in pathlib.Path("/proc").iterdir():
        try:
            command = (process / "cmdline").read_bytes().split(b"\0")
            if len(command) > 1 and command[1] == b"kernel" and command[0].endswith(b"plotline"):
                found.add(os.readlink(process / "exe"))
        except OSError:
            continue
    return found


def test_the_wheels_kernel_runs_quickstart_in_jupyterlab(notebook_page, wheel_venv):
    notebook_page.open("quickstart.ipynb")
    assert kernel_executables() >= {str(wheel_venv / "libexec" / "plotline" / "plotline")}, \
        f"the kernel JupyterLab started is not the wheel's: {kernel_executables()}"
    notebook_page.run_all()
    notebook_page.wait_for_all_cells_to_run()
    notebook_page.wait_for_outputs_to_settle()
    problems, charts = [], 0
    for index in code_cell_indexes("quickstart.ipynb"):
        problems += [f"cell {index}: {text}" for text in notebook_page.error_texts(index)]
        for image in notebook_page.images(index):
            charts += 1
            problems += image_problems(index, image)
    assert not problems, "\n".join(problems)
    assert charts > 0
