"""A Jupyter front end (JupyterLab 4 or Notebook 7) started on a free port for one group of tests, then stopped.

Each server gets its own settings and workspace folders, so nothing a person has configured on the machine (and
nothing a previous test left) changes what the test sees. It serves a copy of the notebooks, never the repository's.
"""

import json
import os
import pathlib
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

# Which command starts which front end, and where it opens a notebook.
FRONT_ENDS = {
    "lab": {"command": "lab", "notebook_url": "lab/tree/{path}?reset"},
    "notebook": {"command": "notebook", "notebook_url": "notebooks/{path}"},
}

# Settings a tester would also turn off: the news and update prompts cover the notebook's corner.
QUIET_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false", "checkForUpdates": False},
}


def free_port():
    """A TCP port nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class FrontEndServer:
    """One running `jupyter lab` or `jupyter notebook` serving `root`, reachable at `base_url` with `token`."""

    def __init__(self, front_end, root, state_dir, env=None, jupyter=None, spawn=subprocess.Popen):
        self.front_end = front_end
        self.spawn = spawn  # how the server process starts: subprocess.Popen, or a wrapper with the same signature
        self.root = pathlib.Path(root)
        self.state_dir = pathlib.Path(state_dir)
        self.env = dict(os.environ if env is None else env)
        self.jupyter = jupyter or os.path.join(os.path.dirname(sys.executable), "jupyter")
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.base_url = f"http://127.0.0.1:{self.port}/"
        self.log_path = self.state_dir / f"{front_end}-server.log"
        self.process = None

    def start(self, timeout=60):
        """Starts the server and waits until its API answers."""
        settings_dir = self.state_dir / "settings"
        for name, values in QUIET_SETTINGS.items():
            path = settings_dir / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values))
        env = {**self.env, "JUPYTERLAB_SETTINGS_DIR": str(settings_dir),
               "JUPYTERLAB_WORKSPACES_DIR": str(self.state_dir / "workspaces")}
        command = [self.jupyter, FRONT_ENDS[self.front_end]["command"], "--no-browser", "--allow-root",
                   f"--port={self.port}", "--ip=127.0.0.1", f"--IdentityProvider.token={self.token}",
                   f"--ServerApp.root_dir={self.root}", "--ServerApp.port_retries=0"]
        self.log = self.log_path.open("w")
        self.process = self.spawn(command, env=env, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        self._wait_until_ready(timeout)
        return self

    def _wait_until_ready(self, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.front_end} exited with {self.process.returncode}:\n{self.log_text()}")
            try:
                with urllib.request.urlopen(self.api_url("api/status"), timeout=2) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            time.sleep(0.2)
        raise RuntimeError(f"{self.front_end} did not answer within {timeout}s:\n{self.log_text()}")

    def api_url(self, path):
        """An authenticated URL of the server's REST API."""
        return f"{self.base_url}{path}?token={self.token}"

    def notebook_url(self, path):
        """The page a person opens to work on the notebook at `path` (relative to the served root)."""
        page = FRONT_ENDS[self.front_end]["notebook_url"].format(path=path)
        separator = "&" if "?" in page else "?"
        return f"{self.base_url}{page}{separator}token={self.token}"

    def running_kernels(self):
        """The kernels the server runs now, as its REST API lists them."""
        return self.api_get("api/kernels")

    def sessions(self):
        """The notebook sessions the server has now, each with its path and kernel, as its REST API lists them."""
        return self.api_get("api/sessions")

    def api_get(self, path):
        """The JSON the server's REST API answers at `path`."""
        with urllib.request.urlopen(self.api_url(path), timeout=5) as response:
            return json.load(response)

    def kernel_state(self, path):
        """The execution state the server has for the kernel of the notebook at `path`, or None while it has none."""
        for session in self.sessions():
            if session.get("path") == path and session.get("kernel"):
                return session["kernel"].get("execution_state")
        return None

    def shut_down_sessions(self):
        """Closes every notebook session and its kernel, as File ▸ Shut Down All Kernels would."""
        for session in self.sessions():
            request = urllib.request.Request(self.api_url(f"api/sessions/{session['id']}"), method="DELETE")
            urllib.request.urlopen(request, timeout=30).close()

    def log_text(self):
        """What the server printed so far."""
        self.log.flush()
        return self.log_path.read_text(errors="replace")

    def stop(self, timeout=10):
        """Stops the server and every kernel it started."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGTERM)  # the server shuts its kernels down, then exits
        try:
            self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        finally:
            self.log.close()
