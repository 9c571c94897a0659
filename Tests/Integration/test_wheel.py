"""The wheel `make wheel` builds (DESIGN §12), installed with pip into a fresh virtual environment and used where
the Swift toolchain and the repository's builds are hidden (hidden_toolchain.py).

PLOTLINE_WHEEL names the wheel; `make test` builds it and sets it. Run alone without it, these tests skip.
"""

import base64
import csv
import hashlib
import io
import json
import os
import re
import stat
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

import hidden_toolchain

ROOT = Path(__file__).resolve().parents[2]
WHEEL = os.environ.get("PLOTLINE_WHEEL")
PROBE = Path(__file__).with_name("kernel_probe.py")
# The C and C++ runtimes every Debian system has (apt needs them); the launcher does not check these.
BASE_LIBRARIES = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "ld-linux-x86-64.so.2",
                  "ld-linux-aarch64.so.1", "libdl.so.2", "libpthread.so.0", "librt.so.1", "libutil.so.1"}

pytestmark = pytest.mark.skipif(not WHEEL, reason="PLOTLINE_WHEEL is not set: `make test` builds the wheel and sets it")


@pytest.fixture(scope="module")
def venv(tmp_path_factory):
    """A fresh virtual environment with the wheel installed (offline), in the hidden view."""
    return hidden_toolchain.install_wheel(tmp_path_factory.mktemp("wheel") / "venv", WHEEL)


def needed_libraries(binary):
    dynamic = subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True, check=True).stdout
    return set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic))


def probe(venv, *arguments, hide_libraries=()):
    """kernel_probe.py's report, run with this test's Python (the repository's .venv) in the hidden view."""
    result = hidden_toolchain.run([sys.executable, PROBE, *arguments], env=hidden_toolchain.environment(venv),
                                  cwd=ROOT / "notebooks", hide_libraries=hide_libraries)
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout.splitlines()[-1])


def test_the_hidden_view_has_no_toolchain_and_no_build():
    hidden = hidden_toolchain.toolchain_directories() + hidden_toolchain.build_directories()
    assert Path("/opt/swift") in hidden or not Path("/opt/swift").exists()
    listing = hidden_toolchain.run(["sh", "-c", 'for d; do echo "$d:"; ls -A "$d"; done; command -v swift || true',
                                    "ls", *hidden],
                                   env=hidden_toolchain.environment(ROOT / "no-venv"))
    assert listing.returncode == 0, listing.stderr
    assert listing.stdout.split() == [f"{folder}:" for folder in hidden], listing.stdout


def test_the_wheel_is_named_tagged_and_recorded_as_pip_expects():
    name = Path(WHEEL).name
    version = re.search(r'current = "([^"]+)"', (ROOT / "Sources/PlotlineRuntime/PlotlineVersion.swift").read_text())
    platform = re.sub(r"[^A-Za-z0-9]", "_", sysconfig.get_platform())
    assert name == f"plotline_kernel-{version.group(1)}-py3-none-{platform}.whl"
    with zipfile.ZipFile(WHEEL) as wheel:
        info = f"plotline_kernel-{version.group(1)}.dist-info"
        assert f"Tag: py3-none-{platform}" in wheel.read(f"{info}/WHEEL").decode()
        rows = list(csv.reader(io.StringIO(wheel.read(f"{info}/RECORD").decode())))
        assert {row[0] for row in rows} == set(wheel.namelist())
        for file, digest, size in rows:
            if digest:
                data = wheel.read(file)
                expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                assert (digest, int(size)) == (f"sha256={expected}", len(data)), file


def test_pip_installs_the_launcher_the_binary_the_kernelspec_and_share(venv):
    for program in (venv / "bin/plotline", venv / "libexec/plotline/plotline"):
        assert program.stat().st_mode & stat.S_IXUSR, f"{program} is not executable"
    spec = json.loads((venv / "share/jupyter/kernels/plotline/kernel.json").read_text())
    assert spec["argv"][0] == "{resource_dir}/../../../../bin/plotline", "the kernelspec must not look on PATH"
    assert spec["metadata"]["supported_encryption"] == ["curve"], "jupyter_client provisions CurveZMQ only when declared"
    logos = {path.name for path in (venv / "share/jupyter/kernels/plotline").glob("logo-*")}
    assert logos == {"logo-32x32.png", "logo-64x64.png", "logo-svg.svg"}
    for path in (ROOT / "share").rglob("*"):
        if path.is_file():
            assert (venv / path.relative_to(ROOT)).read_bytes() == path.read_bytes(), f"{path} is not installed"


def test_nothing_installed_needs_the_swift_toolchain(venv):
    for program in (venv / "bin/plotline", venv / "libexec/plotline/plotline"):
        result = hidden_toolchain.run(["ldd", program])
        assert result.returncode == 0, result.stderr
        assert "not found" not in result.stdout and "/opt/swift" not in result.stdout, result.stdout
        assert not {name for name in needed_libraries(program) if name.startswith(("libswift", "libFoundation"))}


def test_the_launchers_library_table_is_what_the_binary_links(venv):
    """A new library dependency of the binary must enter the table in Sources/PlotlineRuntime/RuntimeLibrary.swift."""
    result = hidden_toolchain.run([venv / "bin/plotline", "doctor"], env=hidden_toolchain.environment(venv))
    checked = set(re.findall(r"^\[ok  \] Library: (\S+) ", result.stdout, re.MULTILINE))
    linked = needed_libraries(venv / "libexec/plotline/plotline") - BASE_LIBRARIES
    assert checked == linked, f"the table checks {sorted(checked)}; the binary links {sorted(linked)}"


def test_the_readmes_apt_line_installs_every_library(venv):
    result = hidden_toolchain.run([venv / "bin/plotline", "doctor"], env=hidden_toolchain.environment(venv))
    packages = set(re.findall(r"^\[ok  \] Library: .* from (\S+)$", result.stdout, re.MULTILINE))
    readme = (ROOT / "README.md").read_text()
    command = re.search(r"sudo apt install ((?:\\\n|[^\n])+)", readme)
    assert command, "README.md has no `sudo apt install` line"
    listed = set(command.group(1).replace("\\\n", " ").split())
    assert packages and packages <= listed, f"README.md's apt line misses {sorted(packages - listed)}"


def test_an_activated_environment_has_plotline_on_path_and_its_doctor_passes(venv):
    result = hidden_toolchain.run(["plotline", "doctor"], env=hidden_toolchain.environment(venv, activated=True),
                                  cwd=venv)
    assert result.returncode == 0, result.stdout + result.stderr
    kernel_json = venv / "share/jupyter/kernels/plotline/kernel.json"
    assert f"[ok  ] Kernelspec: {kernel_json} starts this binary" in result.stdout, result.stdout


def test_plotline_install_from_the_wheel_names_the_launcher(venv, tmp_path):
    result = hidden_toolchain.run([venv / "bin/plotline", "install", "--prefix", tmp_path],
                                  env=hidden_toolchain.environment(venv))
    assert result.returncode == 0, result.stdout + result.stderr
    spec = json.loads((tmp_path / "share/jupyter/kernels/plotline/kernel.json").read_text())
    assert spec["argv"][0] == str(venv / "bin/plotline")
    assert spec["metadata"]["supported_encryption"] == ["curve"]


def test_quickstart_runs_in_the_kernel_from_the_wheel_with_the_toolchain_hidden(venv):
    report = probe(venv, "notebook", ROOT / "notebooks/quickstart.ipynb")
    assert report["resource_dir"] == str(venv / "share/jupyter/kernels/plotline")
    assert report["argv"][0] == f"{venv}/share/jupyter/kernels/plotline/../../../../bin/plotline"
    assert report["executable"] == str(venv / "libexec/plotline/plotline"), "the launcher execs the wheel's binary"
    assert not report["problems"], "\n".join(report["problems"])
    assert report["images"] > 0


def test_a_missing_library_is_named_with_its_package_by_doctor_and_at_kernel_start(venv):
    environment = hidden_toolchain.environment(venv)
    doctor = hidden_toolchain.run([venv / "bin/plotline", "doctor"], env=environment,
                                  hide_libraries=["libzmq.so.5"])
    assert doctor.returncode == 1, doctor.stdout + doctor.stderr
    assert ("[FAIL] Library: libzmq.so.5 (ZeroMQ, the Jupyter transport) is not installed (Debian package libzmq5)"
            in doctor.stdout), doctor.stdout
    assert "fix: sudo apt-get install libzmq5" in doctor.stdout
    assert "[ok  ] Library: libcairo.so.2" in doctor.stdout, "the other libraries are still reported"

    started = probe(venv, "start", hide_libraries=["libzmq.so.5"])
    assert started["returncode"] == 1, started
    assert "plotline: cannot start: libzmq.so.5 (ZeroMQ, the Jupyter transport) is not installed" in started["stderr"]
    assert "Install what is missing with: sudo apt-get install libzmq5" in started["stderr"]
    assert "error while loading shared libraries" not in started["stderr"], "the loader's message, not ours"
