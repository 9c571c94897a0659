"""Starts the `plotline` kernel Jupyter finds (JUPYTER_PATH) and reports, as one JSON object on stdout, what ran.

    kernel_probe.py notebook PATH   runs the notebook with nbclient (working directory: its folder); reports the
                                    kernel's command line, the file its process executes, and the notebook's
                                    error outputs, stderr streams, PNG count and PNGs (base64, in order)
    kernel_probe.py start           starts the kernel with jupyter_client, stderr captured, and reports how it
                                    ended within 30 s (for a kernel that cannot start)

test_wheel.py runs it in hidden_toolchain's view, where the repository's binaries cannot be reached.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import nbformat
from jupyter_client import KernelManager
from nbclient import NotebookClient


def kernel_process(manager):
    """The kernel's command line as jupyter_client formatted it, and the file its process is running."""
    pid = manager.provisioner.pid
    return {"argv": manager.format_kernel_cmd(), "resource_dir": manager.kernel_spec.resource_dir,
            "executable": os.readlink(f"/proc/{pid}/exe")}


def notebook_problems(notebook):
    problems = []
    for index, cell in enumerate(notebook.cells):
        for output in cell.get("outputs", []):
            if output.output_type == "error":
                problems.append(f"cell {index}: {output.ename}: {output.evalue}")
            elif output.output_type == "stream" and output.name == "stderr":
                problems.append(f"cell {index} wrote to stderr: {output.text}")
    return problems


def run_notebook(path):
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(notebook, kernel_name="plotline", timeout=120, startup_timeout=60, allow_errors=True,
                            resources={"metadata": {"path": str(Path(path).parent)}})
    report = {}
    client.on_notebook_start = lambda notebook: report.update(kernel_process(client.km))
    client.execute()
    report["problems"] = notebook_problems(notebook)
    report["pngs"] = [output["data"]["image/png"] for cell in notebook.cells for output in cell.get("outputs", [])
                      if "image/png" in output.get("data", {})]
    report["images"] = len(report["pngs"])
    return report


def start_kernel():
    manager = KernelManager(kernel_name="plotline")
    manager.start_kernel(stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process = manager.provisioner.process
    try:
        returncode = process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        manager.shutdown_kernel(now=True)
        return {"returncode": None, "stderr": "the kernel was still running after 30 s"}
    return {"returncode": returncode, "argv": manager.format_kernel_cmd(), "stderr": process.stderr.read().decode()}


if __name__ == "__main__":
    mode = sys.argv[1]
    print(json.dumps(run_notebook(sys.argv[2]) if mode == "notebook" else start_kernel()))
