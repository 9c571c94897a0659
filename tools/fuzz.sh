#!/usr/bin/env bash
# Runs libFuzzer over each fuzz target (docs/fuzzing.md), from its seed corpus in Tests/Fuzz/Corpus and the working
# corpus kept in .fuzz/corpus between runs:
#
#   tools/fuzz.sh BINARY (--runs N | --seconds S) [TARGET ...]
#
# BINARY is plotline-fuzz built with -sanitize=fuzzer,address (make fuzz-build); with no TARGET, every folder of
# Tests/Fuzz/Corpus is one. A crash, a broken check, a timeout or running out of memory leaves the input in
# .fuzz/crashes/ and the log in .fuzz/logs/, prints the log's end, and fails the run after the other targets ran.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
binary="${1:?usage: tools/fuzz.sh BINARY (--runs N | --seconds S) [TARGET ...]}"
shift
case "${1:-}" in
  --runs) limit=("-runs=${2:?}") ;;
  --seconds) limit=("-max_total_time=${2:?}") ;;
  *) echo "tools/fuzz.sh: say --runs N or --seconds S" >&2; exit 2 ;;
esac
shift 2
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(ls "$root/Tests/Fuzz/Corpus")
fi

work="$root/.fuzz"
mkdir -p "$work/crashes" "$work/logs"
failed=()
printf '%-16s %12s %8s %10s %8s\n' target inputs seconds "inputs/s" corpus
for target in "${targets[@]}"; do
  seeds="$root/Tests/Fuzz/Corpus/$target"
  [ -d "$seeds" ] || { echo "tools/fuzz.sh: no seed corpus $seeds" >&2; exit 2; }
  mkdir -p "$work/corpus/$target"
  log="$work/logs/$target.log"
  started=$(date +%s)
  # LeakSanitizer checks each input that reaches new code and the whole run at exit. Its suppressions
  # (Tests/Fuzz/LeakSanitizer.supp) name the objects Plotline builds once and keeps, which it cannot see are
  # still reachable. Inputs longer than 8 KB add little to what 8 KB reach and slow every run. Swift's own
  # backtracer is off: it would catch a trap before libFuzzer does, and AddressSanitizer then reports its reads of
  # the crashed process.
  if ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
       LSAN_OPTIONS="suppressions=$root/Tests/Fuzz/LeakSanitizer.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
       SWIFT_BACKTRACE=enable=no PLOTLINE_FUZZ_TARGET="$target" \
       "$binary" "$work/corpus/$target" "$seeds" "${limit[@]}" -max_len=8192 -timeout=20 \
       -rss_limit_mb=3072 -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$work/crashes/$target-" >"$log" 2>&1; then
    status=ok
  else
    status=failed
    failed+=("$target")
  fi
  seconds=$(( $(date +%s) - started ))
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  corpus=$(find "$work/corpus/$target" -type f | wc -l)
  printf '%-16s %12s %8s %10s %8s %s\n' "$target" "${runs:-?}" "$seconds" "${rate:-?}" "$corpus" \
    "$([ "$status" = ok ] || echo FAILED)"
  if [ "$status" = failed ]; then
    echo "---- the end of $log ----"
    tail -n 40 "$log"
    echo "---- the input is in $work/crashes/ (replay: .build/debug/plotline-fuzz $target <input>) ----"
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found faults in: ${failed[*]}" >&2
  exit 1
fi
