# Plotline: build, test and try the kernel. Every target sets up what it needs itself.
#
#   make demo      build, install the kernelspec, run notebooks/quickstart.ipynb, write reports/quickstart.html
#   make test      build and run every test (swift test + the Python integration tests)
#   make lab       start JupyterLab on the kernel
#   make console   start jupyter console on the kernel
#   make bench     run the benchmarks beside their peers

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

ROOT        := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
VENV        := $(ROOT)/.venv
PY          := $(VENV)/bin/python
PYTHON      ?= python3
DEBUG_BIN   := $(ROOT)/.build/debug/plotline
RELEASE_BIN := $(ROOT)/.build/release/plotline
REPORTS     := $(ROOT)/reports
APT_PACKAGES := libcairo2-dev libpango1.0-dev libzmq3-dev pkg-config fonts-dejavu-core libspng-dev
BENCH_APT_PACKAGES := gnuplot-nox
SUDO        := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Jupyter looks for kernels and writes runtime files under the virtual environment and reports/, never $HOME.
export JUPYTER_PATH := $(VENV)/share/jupyter
export JUPYTER_DATA_DIR := $(VENV)/share/jupyter
export JUPYTER_RUNTIME_DIR := $(ROOT)/.build/jupyter-runtime
export JUPYTER_PLATFORM_DIRS := 1
export PYDEVD_DISABLE_FILE_VALIDATION := 1

.PHONY: help deps bench-deps venv bench-venv build build-release install-kernel test swift-test integration-test demo report lab console bench fuzz clean

help:
	@echo "make demo     build, install the kernel, run notebooks/quickstart.ipynb into reports/quickstart.html"
	@echo "make test     build and run every test"
	@echo "make lab      start JupyterLab with the Plotline kernel"
	@echo "make console  start jupyter console with the Plotline kernel"
	@echo "make bench    run the benchmarks"

## System packages: Cairo, Pango, ZeroMQ, pkg-config and a font, from Debian.
deps:
	@missing=""; \
	for pkg in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$pkg 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$pkg"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq; \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

## Debian's gnuplot, which the render benchmark runs beside Plotline.
bench-deps: deps
	@missing=""; \
	for pkg in $(BENCH_APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$pkg 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$pkg"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq; \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

## Python tools for tests and notebooks, pinned, in .venv.
venv: $(VENV)/.installed

$(VENV)/.installed: Tests/Integration/requirements.txt Tests/Integration/constraints.txt
	@[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check \
	  -r Tests/Integration/requirements.txt -c Tests/Integration/constraints.txt
	@touch $@

## The peers the benchmarks run beside Plotline (matplotlib), pinned, in .venv.
bench-venv: $(VENV)/.bench-installed

$(VENV)/.bench-installed: $(VENV)/.installed bench/requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt
	@touch $@

build: deps
	swift build --build-tests

build-release: deps
	swift build -c release --product plotline

## The kernelspec in .venv/share/jupyter/kernels/plotline, pointing at the release binary (or BIN=...).
install-kernel: venv
	"$(or $(BIN),$(RELEASE_BIN))" install --prefix "$(VENV)"

test: build venv
	swift test --skip-build
	"$(DEBUG_BIN)" install --prefix "$(VENV)"
	PLOTLINE_BIN="$(DEBUG_BIN)" $(PY) -m pytest -q Tests/Integration

swift-test: build
	swift test --skip-build

integration-test: build venv
	"$(DEBUG_BIN)" install --prefix "$(VENV)"
	PLOTLINE_BIN="$(DEBUG_BIN)" $(PY) -m pytest -q Tests/Integration

demo: build-release venv
	$(MAKE) --no-print-directory install-kernel
	@mkdir -p $(REPORTS)
	$(PY) -m nbconvert --to html --execute --ExecutePreprocessor.kernel_name=plotline \
	  --output-dir $(REPORTS) notebooks/quickstart.ipynb
	@echo "Wrote $(REPORTS)/quickstart.html"

lab: build-release venv
	$(MAKE) --no-print-directory install-kernel
	$(PY) -m pip install --quiet --disable-pip-version-check jupyterlab==4.6.6
	$(VENV)/bin/jupyter lab --notebook-dir=$(ROOT)/notebooks

console: build-release venv
	$(MAKE) --no-print-directory install-kernel
	$(VENV)/bin/jupyter console --kernel plotline

## The same line chart of 1k, 100k and 1M points with Plotline (release build), matplotlib (Agg) and gnuplot
## (pngcairo): time and peak memory per tool; fails when Plotline's chart time at 1M points is above an eighth of
## matplotlib's.
bench: build-release bench-deps bench-venv
	$(PY) bench/render.py

clean:
	rm -rf .build $(REPORTS)
