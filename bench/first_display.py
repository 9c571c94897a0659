"""The first display of a 1M-point chart, interactive beside static, inside one running Plotline kernel (issue 34).

A kernel is started through its installed kernelspec and told a widget front end is connected (a
`comm_info_request` for `jupyter.widget`, as JupyterLab's widget manager sends), the data is loaded and the chart
shown once (warm). Then, alternating, each round changes the graph's title (a new state, which must be drawn) and
shows it, once with `display(graph, interactive: false)` (a picture: one `display_data`) and once with
`display(graph)` (an interactive chart: the widget's `comm_open` carrying its first frame, then the `display_data`).
A round's time runs from sending the cell to receiving its `display_data`. Prints each variant's median and the ratio
interactive / static, which should be at most 1.2 (the interactive display draws the state once, as the static one
does). Exits 1 when it is above --max-ratio.

    .venv/bin/python bench/first_display.py [--points 1000000] [--rounds 10] [--kernels plotline]
"""

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from feeds import plotline_chart, start_kernel, stop_kernel, write_csv  # noqa: E402


def time_cell(client, code):
    """Seconds from sending `code` to receiving the display it shows."""
    elapsed, _ = client.time_until(
        code, lambda msg_type, parent, content, msg_id: msg_type == "display_data" and parent == msg_id)
    return elapsed


def measure(kernel, csv, rounds):
    """Median seconds of a static and of an interactive first display of a changed state, in one warm kernel."""
    km, client = start_kernel(kernel)
    try:
        client.send("comm_info_request", {"target_name": "jupyter.widget"})
        client.run(plotline_chart(csv, show=False) + "\ndisplay(graph, interactive: false)\ndisplay(graph)")
        static, interactive = [], []
        for round_number in range(rounds):
            pairs = [("static", "interactive: false"), ("interactive", None)]
            if round_number % 2:
                pairs.reverse()
            for name, argument in pairs:
                show = f"display(graph, {argument})" if argument else "display(graph)"
                code = f'graph.title = "Signal {name} {round_number}"\n{show}'
                (static if name == "static" else interactive).append(time_cell(client, code))
        return statistics.median(static), statistics.median(interactive)
    finally:
        stop_kernel(km, client)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--points", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--kernels", nargs="+", default=["plotline"], help="installed Plotline kernelspecs to compare")
    parser.add_argument("--max-ratio", type=float, default=1.2)
    args = parser.parse_args()
    failed = False
    with tempfile.TemporaryDirectory(prefix="plotline-first-display-") as directory:
        csv = Path(directory) / "signal.csv"
        write_csv(csv, args.points)
        for kernel in args.kernels:
            static, interactive = measure(kernel, csv, args.rounds)
            ratio = interactive / static
            print(f"{kernel}: first display of {args.points:,} points, static {static * 1000:.0f} ms, "
                  f"interactive {interactive * 1000:.0f} ms, ratio {ratio:.2f}", flush=True)
            failed |= kernel == args.kernels[0] and ratio > args.max_ratio
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
