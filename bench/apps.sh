#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Real applications from Debian, natively and through virtcl (shm: and unix:) in the same run,
# as ratios of wall time (issue 10 item 3): CLBlast's own SGEMM test (clblast_test_xgemm, package
# clblast-tests) and clpeak's transfer bandwidth test (package clpeak).
#   bench/apps.sh [BUILD_DIR]        (default build); results to bench/out/apps-<host>.txt
# VIRTCL_NATIVE_ICD=LIB: the native ICD library, for the native runs and the daemon (a machine
# whose loader lists several); VIRTCL_DAEMON_ARGS: more virtcld options (e.g. --bwrap PATH).
# What each run printed is kept beside it. Skips an application that is not installed.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$here/build}" && pwd)
out=$here/bench/out
mkdir -p "$out"
tag=$(hostname -s)
res=$out/apps-$tag.txt
work=$(mktemp -d)
sock=$work/virtcld.sock
native_env=()
[ -n "${VIRTCL_NATIVE_ICD:-}" ] && native_env=(OCL_ICD_FILENAMES="$VIRTCL_NATIVE_ICD")
# the daemon serves the same native platform the native runs use
env "${native_env[@]}" "$build/virtcld" --listen "unix:$sock" --cache-dir "$work/cache" \
  ${VIRTCL_DAEMON_ARGS:-} >"$out/apps-$tag-virtcld.log" 2>&1 &
dpid=$!
trap 'kill $dpid 2>/dev/null; wait $dpid 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
timed() { # name config cmd...: prints seconds
  local name=$1 cfg=$2; shift 2
  local t0 t1
  t0=$(date +%s.%N)
  case $cfg in
    native) env "${native_env[@]}" "$@" >"$out/apps-$tag-$name-$cfg.out" 2>&1 ;;
    *) env OCL_ICD_FILENAMES="$build/libvirtcl.so" VIRTCL_SERVER="$cfg:$sock" "$@" \
         >"$out/apps-$tag-$name-$cfg.out" 2>&1 ;;
  esac
  local rc=$?
  t1=$(date +%s.%N)
  [ $rc -eq 0 ] || echo "$name $cfg: exit status $rc (see $out/apps-$tag-$name-$cfg.out)" >&2
  python3 -c "print($t1 - $t0)"
}
: >"$res"
run_app() { # name cmd...
  local name=$1; shift
  command -v "$1" >/dev/null || { echo "$name: SKIP ($1 not installed)" | tee -a "$res"; return; }
  local n s u
  n=$(timed "$name" native "$@"); s=$(timed "$name" shm "$@"); u=$(timed "$name" unix "$@")
  printf '%-12s native %8.2f s   shm %8.2f s (x%.2f)   unix %8.2f s (x%.2f)\n' "$name" "$n" \
    "$s" "$(python3 -c "print($s / $n)")" "$u" "$(python3 -c "print($u / $n)")" | tee -a "$res"
}
run_app clblast_xgemm clblast_test_xgemm -precision 32 -q
run_app clpeak_xfer clpeak --transfer-bandwidth
echo "results: $res"
