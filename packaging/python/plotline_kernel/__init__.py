"""Python helpers that the plotline-kernel wheel carries for the tools around the Plotline kernel.

The kernel itself is the `plotline` binary and needs no Python. This package holds glue for Python tools that run
Plotline notebooks:

    plotline_kernel.papermill   papermill's parameter translator for Plotline (docs/reports.md); papermill imports
                                it through the wheel's `papermill.engine` entry point

Importing this package imports nothing else, papermill included.
"""
