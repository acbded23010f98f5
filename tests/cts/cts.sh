#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Khronos OpenCL CTS natively and through virtcl, compared test by test.
#
#   tests/cts/cts.sh build  BUILD_DIR LIST            build the suites LIST needs (scripts/cts-build.sh)
#   tests/cts/cts.sh native BUILD_DIR LIST            run LIST on the host's ICD; keep the results
#   tests/cts/cts.sh MODE   BUILD_DIR LIST            MODE unix|shm: run LIST through a real virtcld
#                                                     and fail if a test that passed natively does not
#                                                     pass through virtcl
# LIST: smoke or broad (../shared/ext/cts/LIST.txt). Results: BUILD_DIR/cts-results/LIST.MODE.txt
# (one "suite/test PASS|FAIL|SKIP" line each) and the logs beside them.
#
# PoCL's kernel cache is in the same state for every run: each run gets its own empty cache
# (POCL_CACHE_DIR natively, the daemon's --cache-dir), so both compile every kernel once.
# Tests that pass natively but cannot pass through virtcl are listed, with the spec's reason, in
# tests/cts/known-differences.txt; they are reported but do not fail the comparison.
#
# Env: VIRTCL_CTS_DIR (CTS build folder, default BUILD_DIR/cts), VIRTCL_CTS_EXT (default
#      ../shared/ext), VIRTCL_TEST_NATIVE_ICD (default /etc/OpenCL/vendors/pocl.icd),
#      CTS_TIMEOUT (seconds per suite binary, default 600; broad 2400).
# Exit: 0 ok, 1 a loss or a failure of the harness, 77 cannot run here (the reason is printed).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
[ $# -eq 3 ] || { echo "usage: $0 build|native|unix|shm BUILD_DIR smoke|broad" >&2; exit 2; }
mode=$1; list=$3
build=$(cd "$2" 2>/dev/null && pwd) || { echo "SKIP: no build folder $2"; exit 77; }
ext=${VIRTCL_CTS_EXT:-$root/../shared/ext}
cts=${VIRTCL_CTS_DIR:-$build/cts}
icd=${VIRTCL_TEST_NATIVE_ICD:-/etc/OpenCL/vendors/pocl.icd}
out=$build/cts-results
# per suite binary: test_basic of the broad list takes over 10 min from an empty kernel cache
if [ "$list" = broad ]; then export CTS_TIMEOUT=${CTS_TIMEOUT:-2400}; else export CTS_TIMEOUT=${CTS_TIMEOUT:-600}; fi
mkdir -p "$out"

if [ "$list" = broad ] && [ "${VIRTCL_CTS_BROAD:-0}" != 1 ]; then
	echo "SKIP: the broad list takes ~40 min on 2 cores (build and three runs); VIRTCL_CTS_BROAD=1 runs it"; exit 77
fi
[ -d "$ext/cts" ] || { echo "SKIP: no CTS sources and lists ($ext/cts absent; ../shared/ext beside the repository)"; exit 77; }
[ -f "$icd" ] || { echo "SKIP: no native ICD $icd to compare with"; exit 77; }

if [ "$mode" = build ]; then
	exec "$root/scripts/cts-build.sh" "$list" "$cts"
fi

export CTS_BUILD=$cts/build/test_conformance
[ -d "$CTS_BUILD" ] || { echo "SKIP: the CTS is not built ($CTS_BUILD absent: scripts/cts-build.sh failed or was skipped)"; exit 77; }
export CL_DEVICE_TYPE=cpu
tmp=$(mktemp -d /tmp/virtcl-cts.XXXXXX)
daemon="" cache=""
cleanup() {
	if [ -n "$daemon" ]; then
		kill -TERM "$daemon" 2>/dev/null
		for _ in $(seq 50); do kill -0 "$daemon" 2>/dev/null || break; sleep 0.1; done
		kill -KILL "$daemon" 2>/dev/null
		wait "$daemon" 2>/dev/null
	fi
	rm -rf "$tmp" ${cache:+"$cache"}
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

res=$out/$list.$mode.txt
logs=$out/$list.$mode.logs
rm -rf "$logs" && mkdir -p "$logs"
mkdir -p "$tmp/pocl-cache"
case "$mode" in
native)
	env OCL_ICD_VENDORS="$icd" POCL_CACHE_DIR="$tmp/pocl-cache" CTS_LOGDIR="$logs" \
		"$ext/cts/run_cts.sh" "$list" >"$res.tmp" 2>&1
	mv "$res.tmp" "$res"
	grep '^# SUMMARY' "$res"
	# the native run's own failures are the host's; only the comparison can fail
	grep -q '^# SUMMARY' "$res" || { echo "native run did not finish:"; tail -20 "$res"; exit 1; }
	exit 0
	;;
unix | shm) ;;
*) echo "unknown mode $mode" >&2; exit 2 ;;
esac

native=$out/$list.native.txt
[ -s "$native" ] || { echo "SKIP: no native results ($native): run 'cts.sh native' first (CTest fixture cts.$list.native)"; exit 77; }
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
sock=$tmp/virtcld.sock
# the daemon keeps kernel caches per guest below --cache-dir: an empty one, as the native run's
# (its sessions' confined user must be able to search it: not inside the private $tmp)
cache=$(mktemp -d /tmp/virtcl-cts-cache.XXXXXX) && chmod 755 "$cache"
env OCL_ICD_VENDORS="$icd" "$build/virtcld" --listen "unix:$sock" --cache-dir "$cache" \
	>"$logs/virtcld.log" 2>&1 &
daemon=$!
for _ in $(seq 100); do [ -S "$sock" ] && break; sleep 0.1; done
[ -S "$sock" ] || { echo "virtcld did not start:"; tail -20 "$logs/virtcld.log"; exit 1; }
env OCL_ICD_VENDORS="$build/virtcl.icd" VIRTCL_SERVER="$mode:$sock" CTS_LOGDIR="$logs" \
	"$ext/cts/run_cts.sh" "$list" >"$res" 2>&1
alive=yes; kill -0 "$daemon" 2>/dev/null || alive=no
echo "native: $(grep '^# SUMMARY' "$native")"
echo "$mode:   $(grep '^# SUMMARY' "$res")"
# sessions the host driver ended (a crash of one session is not a crash of the daemon)
grep -E 'signal|violation' "$logs/virtcld.log" | head -20
[ $alive = yes ] || { echo "FAIL: virtcld died (log: $logs/virtcld.log)"; exit 1; }
python3 - "$native" "$res" "$here/known-differences.txt" <<'EOF'
import sys
def load(p):
    r = {}
    for l in open(p):
        w = l.split()
        if len(w) >= 2 and not l.startswith('#') and w[1] in ('PASS', 'FAIL', 'SKIP'):
            r[w[0]] = w[1]
    return r
nat, rem = load(sys.argv[1]), load(sys.argv[2])
known = {}
try:
    for l in open(sys.argv[3]):
        l = l.strip()
        if l and not l.startswith('#'):
            t, _, why = l.partition(' ')
            known[t] = why.strip()
except FileNotFoundError:
    pass
lost = sorted(t for t, v in nat.items() if v == 'PASS' and rem.get(t) != 'PASS')
gained = sorted(t for t, v in rem.items() if v == 'PASS' and nat.get(t) != 'PASS')
bad = [t for t in lost if t not in known]
for t in lost:
    print(('KNOWN ' if t in known else 'LOST  ') + t + ' (' + rem.get(t, 'absent') + ')' +
          (': ' + known[t] if t in known else ''))
for t in gained:
    print('GAINED ' + t + ' (native ' + nat.get(t, 'absent') + ')')
print(f'native pass {sum(v == "PASS" for v in nat.values())}, virtcl pass {sum(v == "PASS" for v in rem.values())}; '
      f'lost {len(lost)} ({len(lost) - len(bad)} known), gained {len(gained)}')
print('RESULT: ' + ('OK' if not bad else 'FAIL: %d tests pass natively but not through virtcl' % len(bad)))
sys.exit(1 if bad else 0)
EOF
