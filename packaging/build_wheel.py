#!/usr/bin/env python3
"""Builds the plotline-kernel wheel (DESIGN §12) with nothing but Python's standard library.

    build_wheel.py --binary .build/release/plotline --launcher .build/release/plotline-launcher [--output dist]
    build_wheel.py --print-path [--output dist]

The first writes dist/plotline_kernel-<version>-py3-none-<platform>.whl and prints its path; the second only prints
the path. The version is PlotlineVersion.current; the platform is this machine's (linux_x86_64): the binary links
Debian's own Cairo, Pango and ZeroMQ, so it claims no manylinux compatibility.

pip installs the wheel's data directory under the environment's prefix:

    bin/plotline                          the launcher: checks the runtime libraries, then execs the binary
    libexec/plotline/plotline             the kernel binary, Swift runtime linked statically
    share/jupyter/kernels/plotline/       kernelspec/ as it is; kernel.json starts
                                          {resource_dir}/../../../../bin/plotline, so no PATH lookup is needed
    share/...                             the repository's share/ as it is (the nbconvert template)

(Sources/PlotlineRuntime/InstallLayout.swift knows the same paths.) Executable bits travel in each entry's
external_attr, which pip honours; RECORD lists every file's sha256.
"""

import argparse
import base64
import csv
import hashlib
import io
import os
import re
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VERSION_FILE = ROOT / "Sources/PlotlineRuntime/PlotlineVersion.swift"
KERNELSPEC = ROOT / "kernelspec"
SHARE = ROOT / "share"
# Python code the wheel carries for the tools around the kernel (papermill's translator), never for the kernel itself.
PYTHON_PACKAGES = ROOT / "packaging/python"
ENTRY_POINTS = ROOT / "packaging/entry_points.txt"
DISTRIBUTION = "plotline_kernel"
# Every entry gets this time stamp, so the same inputs give the same wheel.
ZIP_TIME = (1980, 1, 1, 0, 0, 0)
SWIFT_RUNTIME = re.compile(r"^lib(swift|Foundation|dispatch|BlocksRuntime)")


def version():
    """PlotlineVersion.current, read from its Swift source."""
    match = re.search(r'static let current = "([^"]+)"', VERSION_FILE.read_text())
    if not match:
        sys.exit(f"build_wheel.py: no `static let current = \"...\"` in {VERSION_FILE}")
    return match.group(1)


def platform_tag():
    """This machine's platform as a wheel tag, e.g. linux_x86_64."""
    return re.sub(r"[^A-Za-z0-9]", "_", sysconfig.get_platform())


def wheel_path(output):
    return Path(output).resolve() / f"{DISTRIBUTION}-{version()}-py3-none-{platform_tag()}.whl"


def needed_libraries(binary):
    """The binary's DT_NEEDED entries, as readelf prints them."""
    dynamic = subprocess.run(["readelf", "-d", str(binary)], check=True, capture_output=True, text=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic)


def check_static_swift_runtime(binary):
    """Refuses a binary that would need the Swift toolchain's shared runtime (a debug build, say)."""
    swift = [name for name in needed_libraries(binary) if SWIFT_RUNTIME.match(name)]
    if swift:
        sys.exit(f"build_wheel.py: {binary} links the Swift runtime dynamically ({', '.join(swift)}); "
                 "build it with --static-swift-stdlib")


def metadata(version_string):
    return (
        "Metadata-Version: 2.1\n"
        "Name: plotline-kernel\n"
        f"Version: {version_string}\n"
        "Summary: Plotline, a Jupyter kernel for live Core Plot charts in a Swift-flavoured language\n"
        "Classifier: Framework :: Jupyter\n"
        "Classifier: Operating System :: POSIX :: Linux\n"
        "Description-Content-Type: text/markdown\n"
        "\n"
        "The `plotline` kernel binary (Swift runtime linked statically) and its kernelspec. It uses Debian's\n"
        "Cairo, Pango, FreeType, libspng, SQLite, libpq and ZeroMQ; `plotline doctor` names any library that is missing and\n"
        "the package to install.\n"
    )


def wheel_file(tag):
    return (
        "Wheel-Version: 1.0\n"
        "Generator: plotline packaging/build_wheel.py\n"
        "Root-Is-Purelib: false\n"
        f"Tag: {tag}\n"
    )


def contents(binary, launcher, version_string, tag):
    """(name in the wheel, bytes, permission bits) for every file but RECORD."""
    data = f"{DISTRIBUTION}-{version_string}.data"
    info = f"{DISTRIBUTION}-{version_string}.dist-info"
    files = [
        (f"{data}/scripts/plotline", Path(launcher).read_bytes(), 0o755),
        (f"{data}/data/libexec/plotline/plotline", Path(binary).read_bytes(), 0o755),
    ]
    for path in sorted(KERNELSPEC.iterdir()):
        files.append((f"{data}/data/share/jupyter/kernels/plotline/{path.name}", path.read_bytes(), 0o644))
    for path in sorted(path for path in SHARE.rglob("*") if path.is_file()):
        files.append((f"{data}/data/{path.relative_to(ROOT)}", path.read_bytes(), 0o644))
    for path in sorted(path for path in PYTHON_PACKAGES.rglob("*.py") if path.is_file()):
        files.append((str(path.relative_to(PYTHON_PACKAGES)), path.read_bytes(), 0o644))
    if ENTRY_POINTS.is_file():
        files.append((f"{info}/entry_points.txt", ENTRY_POINTS.read_bytes(), 0o644))
    files.append((f"{info}/METADATA", metadata(version_string).encode(), 0o644))
    files.append((f"{info}/WHEEL", wheel_file(tag).encode(), 0o644))
    return files, f"{info}/RECORD"


def record(files, record_name):
    """RECORD: each file's name, sha256 (urlsafe base64, unpadded) and size; RECORD itself unhashed."""
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    for name, data, _ in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([name, f"sha256={digest}", len(data)])
    writer.writerow([record_name, "", ""])
    return text.getvalue().encode()


def write_wheel(path, files):
    """Writes the zip next to `path` and renames it into place, so a failed build leaves no half wheel."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial")
    with zipfile.ZipFile(partial, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data, mode in files:
            entry = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = (0o100000 | mode) << 16  # a regular file with these permissions
            archive.writestr(entry, data)
    os.replace(partial, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the release plotline binary (static Swift runtime)")
    parser.add_argument("--launcher", help="the release plotline-launcher binary")
    parser.add_argument("--output", default=str(ROOT / "dist"), help="the directory to write into (default: dist)")
    parser.add_argument("--print-path", action="store_true", help="print the wheel's path and write nothing")
    arguments = parser.parse_args()
    path = wheel_path(arguments.output)
    if arguments.print_path:
        print(path)
        return
    if not arguments.binary or not arguments.launcher:
        parser.error("--binary and --launcher are needed to build the wheel")
    for binary in (arguments.binary, arguments.launcher):
        check_static_swift_runtime(binary)
    version_string = version()
    files, record_name = contents(arguments.binary, arguments.launcher, version_string,
                                  f"py3-none-{platform_tag()}")
    files.append((record_name, record(files, record_name), 0o644))
    write_wheel(path, files)
    print(path)


if __name__ == "__main__":
    main()
