"""Runs commands on a view of this machine where the Swift toolchain and the repository's builds are hidden.

A command runs inside a private mount namespace (`unshare --mount`: directly as root, else inside a user
namespace that maps the caller to root). There, empty tmpfs mounts cover the Swift toolchain (the folder holding
`usr/bin/swift`, /opt/swift here) and every `.build*` folder of the repository; `hide_libraries` also removes shared
libraries from an overlay of their folder, so a binary that links one meets the machine of someone who never
installed it. The mounts exist only in that namespace and end with its last process: the machine's own view never
changes, even when a test is killed.

    venv = install_wheel(tmp / "venv", wheel)                    # python -m venv, then pip install --no-index
    env = environment(venv)                                      # its kernelspec first; the venv is not activated
    result = run(["plotline", "--version"], env=environment(venv, activated=True))   # a CompletedProcess
    server = popen([jupyter, "lab", "--no-browser"], env=env, cwd=notebooks)       # a Popen, for a server

A `popen` process (and everything it starts) sees the hidden view until it exits; stop it as any Popen.
"""

import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def toolchain_directories():
    """The Swift toolchain folders to hide: /opt/swift, and the one the `swift` on PATH belongs to."""
    found = set()
    if Path("/opt/swift").is_dir():
        found.add(Path("/opt/swift"))
    swift = shutil.which("swift")
    if swift:
        binary = Path(swift).resolve()  # .../usr/bin/swift (or .../bin/swift)
        toolchain = binary.parents[2] if binary.parent.parent.name == "usr" else binary.parents[1]
        if toolchain != Path("/") and not str(toolchain).startswith("/usr"):
            found.add(toolchain)
    return sorted(found)


def build_directories():
    """The repository's build folders (.build, .build-*), where a development binary could be found."""
    return sorted(path for path in ROOT.glob(".build*") if path.is_dir())


def library_path(soname):
    """The file the dynamic loader finds for `soname`, from `ldconfig -p` (None when it finds none)."""
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    listing = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, check=True).stdout
    for line in listing.splitlines():
        name, _, target = line.strip().partition(" => ")
        if name.split(" ")[0] == soname and target:
            return Path(target)
    return None


def _hide_library_commands(soname, scratch):
    """Shell lines that overlay the library's folder and delete the soname and the file it links to, there."""
    path = library_path(soname)
    if path is None:
        raise RuntimeError(f"the dynamic loader knows no {soname} to hide")
    folder = path.parent.resolve()
    upper, work = f"{scratch}/{soname}/upper", f"{scratch}/{soname}/work"
    options = f"lowerdir={folder},upperdir={upper},workdir={work}"
    return [
        f"mkdir -p {shlex.quote(upper)} {shlex.quote(work)}",
        f"mount -t overlay overlay -o {shlex.quote(options)} {shlex.quote(str(folder))}",
        f"rm -f {shlex.quote(str(path.resolve()))} {shlex.quote(str(folder / soname))}",
    ]


def namespace_command(command, hide=None, hide_libraries=(), scratch=None):
    """`command` wrapped in `unshare` and a shell that makes the mounts first, then execs it.

    hide: the folders to cover (default: the toolchain and the repository's builds);
    hide_libraries: sonames to remove from the view (needs `scratch`, an empty folder for the overlays).
    """
    hidden = toolchain_directories() + build_directories() if hide is None else list(hide)
    lines = ["set -e"]
    lines += [f"mount -t tmpfs -o mode=0755 plotline-hidden {shlex.quote(str(path))}" for path in hidden]
    if hide_libraries:
        lines.append(f"mount -t tmpfs plotline-overlays {shlex.quote(str(scratch))}")
        for soname in hide_libraries:
            lines += _hide_library_commands(soname, scratch)
    lines.append('exec "$@"')
    unshare = ["unshare", "--mount", "--propagation", "private"]
    if os.geteuid() != 0:
        unshare[1:1] = ["--user", "--map-root-user"]
    return unshare + ["sh", "-c", "\n".join(lines), "hidden-toolchain"] + [str(part) for part in command]


def run(command, env=None, cwd=None, hide=None, hide_libraries=(), timeout=300, check=False):
    """Runs `command` in the hidden view to the end and returns its CompletedProcess (text, output captured)."""
    with tempfile.TemporaryDirectory(prefix="plotline-hidden-") as scratch:
        return subprocess.run(namespace_command(command, hide, hide_libraries, scratch), env=env, cwd=cwd,
                              capture_output=True, text=True, timeout=timeout, check=check)


def popen(command, env=None, cwd=None, hide=None, hide_libraries=(), **popen_arguments):
    """Starts `command` in the hidden view and returns its Popen (for a server; pass stdout=... as needed).

    With hide_libraries, the overlays' mount point is an empty temporary folder left behind for the caller.
    """
    scratch = tempfile.mkdtemp(prefix="plotline-hidden-") if hide_libraries else None
    return subprocess.Popen(namespace_command(command, hide, hide_libraries, scratch), env=env, cwd=cwd,
                            **popen_arguments)


def install_wheel(venv, wheel, python=sys.executable):
    """A fresh virtual environment at `venv` with `wheel` installed by pip, offline, in the hidden view."""
    for command in ([python, "-m", "venv", str(venv)],
                    [f"{venv}/bin/python", "-m", "pip", "install", "--quiet", "--no-index",
                     "--disable-pip-version-check", str(wheel)]):
        result = run(command, env=environment(venv))
        if result.returncode != 0:
            raise RuntimeError(f"{shlex.join(command)} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
    return Path(venv)


def environment(venv, activated=False, base=None):
    """The environment for commands using `venv`: Jupyter finds its kernelspec first and keeps its data and
    runtime files there; PATH leads nowhere hidden, and to venv/bin only when `activated`."""
    env = dict(os.environ if base is None else base)
    for variable in ("VIRTUAL_ENV", "PLOTLINE_BIN", "PYTHONPATH", "PYTHONHOME"):
        env.pop(variable, None)
    hidden = [str(path) for path in toolchain_directories() + build_directories()]
    path = [entry for entry in env.get("PATH", "").split(os.pathsep)
            if entry and not any(entry == folder or entry.startswith(folder + "/") for folder in hidden)]
    if activated:
        path.insert(0, f"{venv}/bin")
        env["VIRTUAL_ENV"] = str(venv)
    env["PATH"] = os.pathsep.join(path)
    env["JUPYTER_PATH"] = f"{venv}/share/jupyter"
    env["JUPYTER_DATA_DIR"] = f"{venv}/share/jupyter"
    env["JUPYTER_RUNTIME_DIR"] = f"{venv}/jupyter-runtime"
    return env
