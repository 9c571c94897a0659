#!/usr/bin/env bash
# Runs libFuzzer over each fuzz target (docs/fuzzing.md), from its seed corpus in Tests/Fuzz/Corpus and the working
# corpus kept in .fuzz/corpus between runs:
#
#   tools/fuzz.sh BINARY (--runs N | --seconds S) [--workers W] [TARGET ...]
#
# BINARY is plotline-fuzz built with -sanitize=fuzzer,address (make fuzz-build); with no TARGET, every folder of
# Tests/Fuzz/Corpus is one. With W workers (1 unless said), W libFuzzer processes fuzz each target at once, sharing
# its corpus: each runs N/W inputs (or S seconds), and the inputs they ran are added up. A crash, a broken check, a
# timeout or running out of memory leaves the input in .fuzz/crashes/ and the log in .fuzz/logs/, prints the log's
# end, and fails the run after the other targets ran.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
usage="usage: tools/fuzz.sh BINARY (--runs N | --seconds S) [--workers W] [TARGET ...]"
binary="${1:?$usage}"
shift
workers=1
case "${1:-}" in
  --runs) runs="${2:?$usage}"; limit=() ;;
  --seconds) runs=""; limit=("-max_total_time=${2:?$usage}") ;;
  *) echo "tools/fuzz.sh: say --runs N or --seconds S" >&2; exit 2 ;;
esac
shift 2
if [ "${1:-}" = --workers ]; then
  workers="${2:?$usage}"
  shift 2
fi
if [ -n "$runs" ]; then limit=("-runs=$(( (runs + workers - 1) / workers ))"); fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(ls "$root/Tests/Fuzz/Corpus")
fi

work="$root/.fuzz"
mkdir -p "$work/crashes" "$work/logs"

# One libFuzzer process over a target, logging to $3. LeakSanitizer checks each input that reaches new code and the
# whole run at exit; its suppressions (Tests/Fuzz/LeakSanitizer.supp) name the objects Plotline builds once and
# keeps, which it cannot see are still reachable. Inputs longer than 8 KB add little to what 8 KB reach and slow
# every run. Swift's own backtracer is off: it would catch a trap before libFuzzer does, and AddressSanitizer then
# reports its reads of the crashed process.
fuzz_one() {
  local target="$1" seeds="$2" log="$3"
  ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
    LSAN_OPTIONS="suppressions=$root/Tests/Fuzz/LeakSanitizer.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
    SWIFT_BACKTRACE=enable=no PLOTLINE_FUZZ_TARGET="$target" \
    "$binary" "$work/corpus/$target" "$seeds" "${limit[@]}" -max_len=8192 -timeout=20 \
    -rss_limit_mb=3072 -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$work/crashes/$target-" >"$log" 2>&1
}

# A final statistic of a log (number_of_executed_units, average_exec_per_sec), or nothing.
stat_of() {
  sed -n "s/^stat::$2: *//p" "$1" | tail -1
}

failed=()
printf '%-16s %12s %8s %10s %8s\n' target inputs seconds "inputs/s" corpus
for target in "${targets[@]}"; do
  seeds="$root/Tests/Fuzz/Corpus/$target"
  [ -d "$seeds" ] || { echo "tools/fuzz.sh: no seed corpus $seeds" >&2; exit 2; }
  mkdir -p "$work/corpus/$target"
  logs=()
  pids=()
  started=$(date +%s)
  for worker in $(seq 1 "$workers"); do
    log="$work/logs/$target.log"
    [ "$worker" -eq 1 ] || log="$work/logs/$target-$worker.log"
    logs+=("$log")
    fuzz_one "$target" "$seeds" "$log" &
    pids+=($!)
  done
  status=ok
  failed_log=""
  for index in "${!pids[@]}"; do
    if ! wait "${pids[$index]}"; then
      status=failed
      failed_log="${logs[$index]}"
    fi
  done
  [ "$status" = ok ] || failed+=("$target")
  seconds=$(( $(date +%s) - started ))
  inputs=0
  rate=0
  for log in "${logs[@]}"; do
    inputs=$(( inputs + $(stat_of "$log" number_of_executed_units || true) + 0 ))
    rate=$(( rate + $(stat_of "$log" average_exec_per_sec || true) + 0 ))
  done
  corpus=$(find "$work/corpus/$target" -type f | wc -l)
  printf '%-16s %12s %8s %10s %8s %s\n' "$target" "$inputs" "$seconds" "$rate" "$corpus" \
    "$([ "$status" = ok ] || echo FAILED)"
  if [ "$status" = failed ]; then
    echo "---- the end of $failed_log ----"
    tail -n 40 "$failed_log"
    echo "---- the input is in $work/crashes/ (replay: .build/debug/plotline-fuzz $target <input>) ----"
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found faults in: ${failed[*]}" >&2
  exit 1
fi
