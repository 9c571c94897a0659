"""What the debugger costs a cell that runs without breakpoints: a loop-heavy cell in running kernels, the kernel
built before the debugger beside today's, in one run, as a ratio (issue 37's bar: at most 5% slower).

Three configurations, each a warm kernel started once from a kernelspec written for this run:
  - baseline: the kernel before the debugger (`--baseline`, e.g. built from ce4ea19 by `make bench-debugger`);
  - current: today's kernel with the debugger off (no front end asked for it): the cost every user pays;
  - attached: today's kernel after `initialize` and `attach` (JupyterLab's bug button on), no breakpoint set.
Rounds alternate the order of the kernels, so a noisy neighbour hits each alike; each round times one cell from
`execute_request` to `execute_reply`. Prints the medians and the ratios; exits 1 when current/baseline > --max-ratio.

    .venv/bin/python bench/debugger_cost.py --baseline .build-baseline/release/plotline [--rounds 30]
"""

import argparse
import json
import os
import pathlib
import statistics
import sys
import tempfile
import time

from jupyter_client.manager import KernelManager

ROOT = pathlib.Path(__file__).resolve().parents[1]

# Statements, calls, closures and collection work: what a cell that computes its data in the language does.
CELL = """\
func step(_ x: Double) -> Double {
    let next = x * 1.0001 + 0.5
    return next > 1000 ? next - 1000 : next
}
var acc = 0.0
var i = 0
while i < 200000 {
    acc = step(acc)
    i += 1
}
let squares = (0..<100000).map { Double($0) * Double($0) }
var evens = 0
for value in squares where Int(value) % 2 == 0 {
    evens += 1
}
acc + Double(evens)
"""


def write_kernelspec(directory, name, binary):
    spec = directory / "kernels" / name
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [str(binary), "kernel", "-f", "{connection_file}"], "display_name": name, "language": "plotline",
        "interrupt_mode": "message",
    }))


class Kernel:
    def __init__(self, name):
        self.manager = KernelManager(kernel_name=name)
        self.manager.start_kernel()
        self.client = self.manager.client()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=60)
        self.seq = 0

    def run(self, code):
        """Seconds from execute_request to its execute_reply."""
        started = time.perf_counter()
        msg_id = self.client.execute(code)
        while True:
            reply = self.client.get_shell_msg(timeout=300)
            if reply["parent_header"].get("msg_id") == msg_id:
                break
        elapsed = time.perf_counter() - started
        if reply["content"]["status"] != "ok":
            raise RuntimeError(f"the cell failed: {reply['content'].get('evalue')}")
        return elapsed

    def attach_debugger(self):
        for command in ["initialize", "attach", "configurationDone"]:
            self.seq += 1
            msg = self.client.session.msg("debug_request", {"type": "request", "seq": self.seq, "command": command,
                                                             "arguments": {}})
            self.client.control_channel.send(msg)
            while True:
                reply = self.client.get_control_msg(timeout=30)
                if reply["parent_header"].get("msg_id") == msg["header"]["msg_id"]:
                    assert reply["content"]["success"], reply["content"]
                    break

    def stop(self):
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, help="the plotline binary built before the debugger")
    parser.add_argument("--current", default=str(ROOT / ".build" / "release" / "plotline"))
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--max-ratio", type=float, default=1.05)
    parser.add_argument("--json", help="write the timings here")
    arguments = parser.parse_args()

    specs = pathlib.Path(tempfile.mkdtemp(prefix="plotline-debugger-bench-"))
    write_kernelspec(specs, "plotline-baseline", pathlib.Path(arguments.baseline).resolve())
    write_kernelspec(specs, "plotline-current", pathlib.Path(arguments.current).resolve())
    os.environ["JUPYTER_PATH"] = f"{specs}{os.pathsep}{os.environ.get('JUPYTER_PATH', '')}"

    kernels = {"baseline": Kernel("plotline-baseline"), "current": Kernel("plotline-current"),
               "attached": Kernel("plotline-current")}
    try:
        kernels["attached"].attach_debugger()
        for kernel in kernels.values():
            for _ in range(arguments.warmup):
                kernel.run(CELL)
        times = {name: [] for name in kernels}
        order = list(kernels)
        for round_number in range(arguments.rounds):
            for name in order if round_number % 2 == 0 else reversed(order):
                times[name].append(kernels[name].run(CELL))
    finally:
        for kernel in kernels.values():
            kernel.stop()

    medians = {name: statistics.median(values) for name, values in times.items()}
    print(f"loop-heavy cell, {arguments.rounds} rounds, median seconds from execute_request to execute_reply")
    for name, median in medians.items():
        spread = f"{min(times[name]):.3f}–{max(times[name]):.3f}"
        fastest = min(times[name]) / min(times["baseline"])
        print(f"  {name:<9} {median:8.3f} s  (range {spread})  {median / medians['baseline']:.3f}× baseline "
              f"(fastest runs: {fastest:.3f}×)")
    ratio = medians["current"] / medians["baseline"]
    if arguments.json:
        pathlib.Path(arguments.json).write_text(json.dumps({"times": times, "medians": medians}, indent=1))
    if ratio > arguments.max_ratio:
        print(f"debugger_cost: the debugger-off kernel is {ratio:.3f}× the baseline (bar {arguments.max_ratio})")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
