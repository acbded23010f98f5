#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The device-intensive benchmark programs' result checks, natively on PoCL (bench/README.md, "Sizes"):
# each program's gpu-preset check (invariants + sampled points) on quick sizes (--smoke) passes, and
# fails (exit 1) once a small error is planted in the result (--corrupt); the default preset's full
# check fails on a planted error too. Then run.py --size gpu --smoke: the figures recorded per size;
# and run.py's link configurations (tls+0ms, tls+1ms: bench/programs/link_delay.c) run, the 1 ms
# link adding at least 1 ms to a round trip.
# Usage: bench_checks.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd); src=$(cd "$(dirname "$0")/../.." && pwd)
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host"; exit 77; }
export OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd
programs="matmul nbody hotspot kmeans reduction sort fft"
for p in $programs; do
	[ -x "$build/bench/$p" ] || { echo "SKIP: $build/bench/$p not built"; exit 77; }
done
tmp=$(mktemp -d /tmp/vcl-bench-checks.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
rc=0
# expect NAME WANT_EXIT ARGS...: runs one program, checks its exit status and its JSON line
expect() {
	local p=$1 want=$2 got
	shift 2
	"$build/bench/$p" "$@" >"$tmp/out" 2>"$tmp/err"; got=$?
	if [ "$got" != "$want" ]; then
		echo "FAIL: $p $*: exit $got, want $want"; cat "$tmp/out" "$tmp/err"; rc=1; return
	fi
	case " $* " in
	*" --size gpu "*) grep -q '"size":"gpu","check":"sampled"' "$tmp/out" ||
		{ echo "FAIL: $p $*: no gpu size / sampled check in its report"; cat "$tmp/out"; rc=1; return; } ;;
	esac
	echo "ok: $p $* -> exit $got $(head -1 "$tmp/err")"
}
for p in $programs; do
	expect "$p" 0 --size gpu --smoke
	expect "$p" 1 --size gpu --smoke --corrupt
	expect "$p" 1 --quick --corrupt
done
# the driver: --size gpu records each program under program.<name>.gpu.seconds with its size
if python3 "$src/bench/run.py" --build "$build" --configs native --size gpu --smoke --only programs \
	-r 1 --tag checks --results "$tmp/res" >"$tmp/run.out" 2>"$tmp/run.err"; then
	python3 - "$tmp/res/checks.json" $programs <<'PY' || rc=1
import json, sys
r = json.load(open(sys.argv[1]))
assert r["sizes"] == ["gpu"] and r["smoke"] and r["machine"].get("git_commit"), r["sizes"]
for p in sys.argv[2:]:
    m = r["metrics"]["program.%s.gpu.seconds" % p]
    assert m["size"] == "gpu" and m["check"] == "sampled" and m["median"]["native"] > 0, (p, m)
print("ok: run.py --size gpu --smoke recorded", len(sys.argv) - 2, "programs")
PY
else
	echo "FAIL: run.py --size gpu --smoke"; tail -30 "$tmp/run.err"; rc=1
fi
# the driver's link configurations (bench/programs/link_delay.c between guest and daemon): a status
# asked over the 1 ms link is a round trip of at least 1 ms, and one over the relay alone less
if python3 "$src/bench/run.py" --build "$build" --configs native,tls+0ms,tls+1ms --only roundtrip \
	-r 1 --tag link --results "$tmp/res" >"$tmp/link.out" 2>"$tmp/link.err"; then
	python3 - "$tmp/res/link.json" <<'PY' || rc=1
import json, sys
r = json.load(open(sys.argv[1]))
m = r["metrics"]["roundtrip.event_status.median_us"]["median"]
assert m["tls+1ms"] >= 1000 and m["tls+0ms"] < m["tls+1ms"], m
print("ok: run.py tls+0ms / tls+1ms: event status %.0f / %.0f us" % (m["tls+0ms"], m["tls+1ms"]))
PY
else
	echo "FAIL: run.py --configs native,tls+0ms,tls+1ms"; tail -30 "$tmp/link.err"; rc=1
fi
exit $rc
