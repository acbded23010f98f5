#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# fuzz.session: build the libFuzzer target with clang (a tree of its own, BUILD_DIR) and run it for a
# bounded time over a copy of the committed seed corpus. Skips (77) without clang or libFuzzer.
#   run.sh SRC_DIR BUILD_DIR CLANG [SECONDS]      (default 60 s; VIRTCL_FUZZ_SECONDS overrides)
# The run starts from a fixed seed (VIRTCL_FUZZ_SEED, default 1) so that a CI result can be
# reproduced; set VIRTCL_FUZZ_SEED=0 for a fresh random one when hunting.
# A crash, leak or sanitizer report fails the test; the input is left in BUILD_DIR/artifacts.
set -euo pipefail
src=$1 build=$2 clang=${3:-}
secs=${VIRTCL_FUZZ_SECONDS:-${4:-60}}
seed=${VIRTCL_FUZZ_SEED:-1}
if [ -z "$clang" ] || ! command -v "$clang" >/dev/null; then
  echo "SKIP - no clang (libFuzzer needs it: apt-get install clang-14 libclang-rt-14-dev)"
  exit 77
fi
if ! echo 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }' |
     "$clang" -x c -fsanitize=fuzzer -o /dev/null - 2>/dev/null; then
  echo "SKIP - $clang cannot link libFuzzer (apt-get install libclang-rt-14-dev)"
  exit 77
fi
cmake -S "$src" -B "$build" -DCMAKE_C_COMPILER="$clang" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DVIRTCL_FUZZ=ON -DVIRTCL_SANITIZE=address,undefined >/dev/null
cmake --build "$build" --target fuzz_session -j"$(nproc)" >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" "$build/artifacts"
cp "$src"/tests/fuzz/corpus/* "$work/corpus/"
export ASAN_OPTIONS="detect_leaks=1"
export LSAN_OPTIONS="suppressions=$src/tests/fuzz/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
cd "$work"
# -timeout: an input (a fresh session against PoCL) taking longer is a hang - a guest's endless
# build does that (a session process is ended by virtcld's --end-timeout; the fuzzer runs in one
# process): it ends the run, and the test, with status 0 and the input in artifacts/;
# -rss_limit_mb/-malloc_limit_mb: a guest may ask PoCL for large buffers (the back-end's limits
# bound them), which is not a bug of virtcl's
# LeakSanitizer's own failure ("LeakSanitizer has encountered a fatal error": its tracer, which
# stops every thread to scan them, caught a signal - seen once in CI under load, with an empty
# input and no report) is not a finding: the run is repeated once, from the same seed, and says
# so. A leak report ("LeakSanitizer: detected memory leaks"), a crash or a sanitizer report of
# virtcl's code fails the test as before.
run() {
  "$build/tests/fuzz/fuzz_session" -max_total_time="$secs" -timeout=60 -rss_limit_mb=6144 \
    -malloc_limit_mb=6144 -print_final_stats=1 -artifact_prefix="$build/artifacts/" \
    -error_exitcode=1 -timeout_exitcode=0 -seed="$seed" \
    "$work/corpus" > "$work/log" 2>&1
}
for attempt in 1 2; do
  status=0
  run || status=$?
  grep -vE "^virtcld\[" "$work/log" | tail -60 || true
  if [ "$status" -ne 0 ] && [ "$attempt" -eq 1 ] &&
     grep -q "LeakSanitizer has encountered a fatal error" "$work/log" &&
     ! grep -qE "ERROR: (AddressSanitizer|LeakSanitizer: detected|UndefinedBehaviorSanitizer|libFuzzer)|runtime error:" "$work/log"; then
    echo "fuzz.session: LeakSanitizer itself failed (not a report of virtcl's code); once more from seed $seed"
    continue
  fi
  exit "$status"
done
