#!/bin/sh
# Reports how long a Feed takes to load a million-row, two-column CSV in a release build, and the bytes it holds.
# Usage: bench/feed_load.sh   (from the repository root; builds the tests in release mode first)
set -eu
cd "$(dirname "$0")/.."
PLOTLINE_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter DataLoadBenchmarkTests 2>&1 \
    | grep -E "feed load benchmark|error:|Executed [0-9]+ tests?" | sort -u
