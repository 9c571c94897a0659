"""The wheel installed as a user meets it (docs/packaging.md): on a bare Debian 12 and Debian 13, made by
`debootstrap --variant=minbase` with only python3 and python3-venv added (tools/bare-root.sh keeps them between
runs), `pip install plotline-kernel` by name from a local package folder, `plotline doctor`, and
notebooks/quickstart.ipynb run with nbclient. Its pictures must be the pixels the same wheel draws on this machine:
the fonts and the libraries that draw them travel with the wheel.

Each root is used through an overlay in a private mount namespace, so it never changes; the network is this
machine's (pip fetches nbclient from PyPI, with a pip cache kept beside the roots).

PLOTLINE_WHEEL names the wheel. The tests need root and debootstrap; without them they skip, unless
PLOTLINE_REQUIRE_ROOTS=1 (make test sets it), when they fail.
"""

import base64
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import hidden_toolchain

ROOT = Path(__file__).resolve().parents[2]
WHEEL = os.environ.get("PLOTLINE_WHEEL")
PROBE = Path(__file__).with_name("kernel_probe.py")
CONSTRAINTS = Path(__file__).with_name("constraints.txt")
QUICKSTART = ROOT / "notebooks/quickstart.ipynb"
SUITES = ("bookworm", "trixie")


def missing_prerequisite():
    if not WHEEL:
        return "PLOTLINE_WHEEL is not set: `make test` builds the wheel and sets it"
    if os.geteuid() != 0:
        return "debootstrap, chroot and mounts need root"
    if not shutil.which("debootstrap"):
        return "debootstrap is missing (make deps installs it)"
    return None


def skip_or_fail(reason):
    if os.environ.get("PLOTLINE_REQUIRE_ROOTS") == "1":
        pytest.fail(f"PLOTLINE_REQUIRE_ROOTS=1, but {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def host_report(tmp_path_factory):
    """quickstart.ipynb run by the same wheel installed on this machine, with the toolchain hidden."""
    reason = missing_prerequisite()
    if reason:
        skip_or_fail(reason)
    venv = hidden_toolchain.install_wheel(tmp_path_factory.mktemp("host") / "venv", WHEEL)
    result = hidden_toolchain.run([sys.executable, PROBE, "notebook", QUICKSTART],
                                  env=hidden_toolchain.environment(venv), cwd=QUICKSTART.parent)
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout.splitlines()[-1])


def bare_root(suite):
    """The cached root of `suite`, made by tools/bare-root.sh when missing (minutes, once)."""
    result = subprocess.run([ROOT / "tools/bare-root.sh", suite], capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, result.stderr
    return Path(result.stdout.strip())


def in_root_script():
    """What runs inside the root, as a user would type it: a venv, pip install by name, doctor, the notebook."""
    pip = "/opt/plotline/bin/pip install --disable-pip-version-check --cache-dir /pip-cache --cert /host-ca.crt"
    return "\n".join([
        "set -e",
        "python3 -m venv /opt/plotline",
        f"{pip} --quiet --find-links /wheels -c /constraints.txt plotline-kernel nbclient",
        "echo '--- doctor'",
        "/opt/plotline/bin/plotline doctor || true",
        "echo '--- notebook'",
        "cd /notebooks && HOME=/root /opt/plotline/bin/python /probe.py notebook /notebooks/quickstart.ipynb",
    ])


def certificate_bundle():
    """The certificate authorities this machine's pip trusts (a network with its own TLS proxy adds one), which pip
    in the root is told to trust too."""
    for variable in ("PIP_CERT", "REQUESTS_CA_BUNDLE", "SSL_CERT_FILE"):
        if os.environ.get(variable) and Path(os.environ[variable]).is_file():
            return Path(os.environ[variable])
    return Path("/etc/ssl/certs/ca-certificates.crt")


def run_in_root(root, scratch):
    """Runs in_root_script() in a chroot on an overlay of `root`, in a private mount namespace; returns the
    CompletedProcess."""
    pip_cache = root.parent / "pip-cache"
    pip_cache.mkdir(exist_ok=True)
    upper, work, merged = scratch / "upper", scratch / "work", scratch / "merged"
    for folder in (upper, work, merged):
        folder.mkdir()
    binds = {
        Path(WHEEL).parent: "wheels", pip_cache: "pip-cache", QUICKSTART.parent: "notebooks",
    }
    q = shlex.quote
    lines = [
        "set -e",
        f"mount -t overlay overlay -o lowerdir={q(str(root))},upperdir={q(str(upper))},workdir={q(str(work))} "
        f"{q(str(merged))}",
        f"mount -t proc proc {q(str(merged / 'proc'))}",
        f"mount --rbind /dev {q(str(merged / 'dev'))}",
        f"mount -t tmpfs tmpfs {q(str(merged / 'tmp'))}",
        f"cp /etc/resolv.conf {q(str(merged / 'etc/resolv.conf'))}",
        f"cp {q(str(PROBE))} {q(str(merged / 'probe.py'))}",
        f"cp {q(str(certificate_bundle()))} {q(str(merged / 'host-ca.crt'))}",
        f"cp {q(str(CONSTRAINTS))} {q(str(merged / 'constraints.txt'))}",
    ]
    for source, name in binds.items():
        lines.append(f"mkdir -p {q(str(merged / name))} && mount --bind {q(str(source))} {q(str(merged / name))}")
    lines.append(f"exec chroot {q(str(merged))} /usr/bin/env -i PATH=/usr/bin:/bin LANG=C.UTF-8 "
                 f"/bin/sh -c {q(in_root_script())}")
    return subprocess.run(["unshare", "--mount", "--propagation", "private", "--fork", "sh", "-c", "\n".join(lines)],
                          capture_output=True, text=True, timeout=1200)


def digests(pngs):
    return [hashlib.sha256(base64.b64decode(png)).hexdigest()[:16] for png in pngs]


@pytest.mark.parametrize("suite", SUITES)
def test_the_wheel_installs_by_name_on_a_bare_debian_and_draws_the_same_pixels(suite, host_report, tmp_path):
    result = run_in_root(bare_root(suite), tmp_path)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    doctor = result.stdout.split("--- doctor\n", 1)[1].split("--- notebook\n", 1)[0]
    assert "[FAIL]" not in doctor, doctor
    assert "Everything Plotline needs is in place." in doctor or "0 problem(s)" in doctor, doctor
    assert "[ok  ] Fonts: fontconfig reads /opt/plotline/share/plotline/fontconfig/fonts.conf" in doctor, doctor
    report = json.loads(result.stdout.splitlines()[-1])
    assert report["executable"] == "/opt/plotline/libexec/plotline/plotline"
    assert not report["problems"], "\n".join(report["problems"])
    assert report["images"] == host_report["images"] > 0
    assert digests(report["pngs"]) == digests(host_report["pngs"]), \
        f"{suite} draws other pixels than this machine does with the same wheel"
