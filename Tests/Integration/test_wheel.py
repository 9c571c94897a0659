"""The wheel `make wheel` builds (docs/packaging.md), installed with pip into a fresh virtual environment and used
where the Swift toolchain and the repository's builds are hidden (hidden_toolchain.py).

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
import zipfile
from pathlib import Path

import pytest

import hidden_toolchain

ROOT = Path(__file__).resolve().parents[2]
WHEEL = os.environ.get("PLOTLINE_WHEEL")
PROBE = Path(__file__).with_name("kernel_probe.py")
# glibc's libraries: every Linux has them; the launcher does not check these.
GLIBC = {"libc.so.6", "libm.so.6", "ld-linux-x86-64.so.2", "libdl.so.2", "libpthread.so.0", "librt.so.1",
         "libutil.so.1", "libresolv.so.2"}

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
    tag = re.fullmatch(rf"plotline_kernel-{re.escape(version.group(1))}-py3-none-(manylinux_2_(\d+)_x86_64)\.whl",
                       name)
    assert tag, f"{name} is not a manylinux wheel of this version"
    assert int(tag.group(2)) <= 36, "built on Debian 12, the wheel must run on glibc 2.36"
    with zipfile.ZipFile(WHEEL) as wheel:
        info = f"plotline_kernel-{version.group(1)}.dist-info"
        assert f"Tag: py3-none-{tag.group(1)}" in wheel.read(f"{info}/WHEEL").decode()
        rows = list(csv.reader(io.StringIO(wheel.read(f"{info}/RECORD").decode())))
        assert {row[0] for row in rows} == set(name for name in wheel.namelist() if not name.endswith("/"))
        for file, digest, size in rows:
            if digest:
                data = wheel.read(file)
                expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                assert (digest, int(size)) == (f"sha256={expected}", len(data)), file


def test_auditwheel_show_agrees_with_the_tag_and_twine_check_passes():
    tag = re.search(r"-(manylinux_\d+_\d+_x86_64)\.whl$", WHEEL).group(1)
    shown = subprocess.run([sys.executable, "-m", "auditwheel", "show", WHEEL], capture_output=True, text=True)
    assert shown.returncode == 0, shown.stderr
    assert f'with the following platform tag: "{tag}"' in " ".join(shown.stdout.split()), shown.stdout
    checked = subprocess.run([sys.executable, "-m", "twine", "check", "--strict", WHEEL], capture_output=True,
                             text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    with zipfile.ZipFile(WHEEL) as wheel:
        metadata = wheel.read(next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))).decode()
    assert "Classifier: Framework :: Jupyter" in metadata
    assert "Provides-Extra: lab" in metadata and 'Requires-Dist: anywidget>=0.9; extra == "lab"' in metadata


def test_pip_installs_the_launcher_the_binary_its_libraries_fonts_the_kernelspec_and_share(venv):
    for program in (venv / "bin/plotline", venv / "libexec/plotline/plotline"):
        assert program.stat().st_mode & stat.S_IXUSR, f"{program} is not executable"
    libraries = {path.name.split("-")[0] for path in (venv / "libexec/plotline/lib").iterdir()}
    assert {"libcairo", "libpango", "libharfbuzz", "libfreetype", "libfontconfig", "libglib", "libgobject",
            "libzmq", "libsqlite3", "libpq", "libspng"} <= libraries
    fonts = {path.name for path in (venv / "share/plotline/fonts").iterdir()}
    assert {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSerif.ttf", "LICENSE"} <= fonts
    licences = {path.name for path in (venv / "share/plotline/licenses").iterdir()}
    assert {"libcairo2.copyright", "libpango-1.0-0.copyright", "libglib2.0-0.copyright", "libzmq5.copyright"} <= licences
    assert '<dir prefix="relative">../fonts</dir>' in (venv / "share/plotline/fontconfig/fonts.conf").read_text()
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


def elf_files(folder):
    return [path for path in folder.rglob("*") if path.is_file() and path.read_bytes()[:4] == b"\x7fELF"]


def test_the_launcher_checks_exactly_what_the_wheel_needs_from_the_system(venv):
    """A new system dependency must enter RuntimeLibrary.system in Sources/PlotlineRuntime/RuntimeLibrary.swift."""
    result = hidden_toolchain.run([venv / "bin/plotline", "doctor"], env=hidden_toolchain.environment(venv))
    checked = set(re.findall(r"^\[ok  \] Library: (\S+) ", result.stdout, re.MULTILINE))
    carried = {path.name for path in (venv / "libexec/plotline/lib").iterdir()}
    needed = set().union(*(needed_libraries(path) for path in elf_files(venv / "libexec/plotline")))
    from_system = needed - carried - GLIBC
    assert checked == from_system, f"the launcher checks {sorted(checked)}; the wheel needs {sorted(from_system)}"
    assert from_system <= {"libstdc++.so.6", "libgcc_s.so.1", "libz.so.1", "libexpat.so.1"}, \
        "only what the manylinux policy lets every system provide"


def test_the_readmes_install_section_names_what_the_system_must_provide(venv):
    result = hidden_toolchain.run([venv / "bin/plotline", "doctor"], env=hidden_toolchain.environment(venv))
    packages = set(re.findall(r"^\[ok  \] Library: .* from (\S+)$", result.stdout, re.MULTILINE))
    install = (ROOT / "README.md").read_text().split("## Install", 1)[1].split("\n## ", 1)[0]
    assert "pip install plotline-kernel" in install
    assert packages and all(package in install for package in packages), \
        f"README.md's install section misses {sorted(p for p in packages if p not in install)}"


def test_fontconfig_writes_its_cache_under_the_users_cache_never_the_working_directory(venv, tmp_path):
    home, work = tmp_path / "home", tmp_path / "work"
    home.mkdir()
    work.mkdir()
    notebook = work / "chart.ipynb"
    notebook.write_text(json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [{
        "cell_type": "code", "id": "chart", "metadata": {}, "outputs": [], "execution_count": None,
        "source": 'let graph = XYGraph(width: 200, height: 120)\ngraph.title = "Fonts"\ngraph'}]}))
    environment = {**hidden_toolchain.environment(venv), "HOME": str(home)}
    environment.pop("XDG_CACHE_HOME", None)
    result = hidden_toolchain.run([sys.executable, PROBE, "notebook", notebook], env=environment, cwd=work)
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout.splitlines()[-1])
    assert report["images"] == 1 and not report["problems"], report["problems"]
    assert sorted(path.name for path in work.iterdir()) == ["chart.ipynb"], "nothing written beside the notebook"
    assert list((home / ".cache/plotline/fontconfig").glob("*.cache-*")), "fontconfig's cache is the wheel's own"


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
                                  hide_libraries=["libexpat.so.1"])
    assert doctor.returncode == 1, doctor.stdout + doctor.stderr
    assert ("[FAIL] Library: libexpat.so.1 (Expat, which reads fontconfig's configuration) is not installed "
            "(Debian package libexpat1)" in doctor.stdout), doctor.stdout
    assert "fix: sudo apt-get install libexpat1" in doctor.stdout
    assert "[ok  ] Library: libz.so.1" in doctor.stdout, "the other libraries are still reported"

    started = probe(venv, "start", hide_libraries=["libexpat.so.1"])
    assert started["returncode"] == 1, started
    assert ("plotline: cannot start: libexpat.so.1 (Expat, which reads fontconfig's configuration) is not installed"
            in started["stderr"])
    assert "Install what is missing with: sudo apt-get install libexpat1" in started["stderr"]
    assert "error while loading shared libraries" not in started["stderr"], "the loader's message, not ours"
