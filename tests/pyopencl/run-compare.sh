#!/bin/sh
# Run PyOpenCL's test suite natively and through virtcl and compare the pass lists.
#
#   tests/pyopencl/run-compare.sh BUILD_DIR
#
# Needs BUILD_DIR/virtcld and BUILD_DIR/virtcl.icd.  Starts virtcld on a temporary unix
# socket, runs the suite natively (OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd) and
# through virtcl (OCL_ICD_VENDORS=BUILD_DIR/virtcl.icd VIRTCL_SERVER=unix:SOCK), stops
# the daemon, and runs compare.py.  Results: BUILD_DIR/pyopencl-compare/.
#
# Exit: compare.py's status (0: every native pass passes through virtcl; 1: not);
#       77 (CTest SKIP_RETURN_CODE) when virtcld is not built or the suite cannot be run.
# Environment:
#   VIRTCL_HOST_VENDORS       OCL_ICD_VENDORS for the native run and the daemon
#                             (default /etc/OpenCL/vendors/pocl.icd)
#   PYOPENCL_NATIVE_RESULTS   reuse a native run-suite.sh output dir instead of running it
#   PYOPENCL_KNOWN            compare.py --known list (default tests/pyopencl/known-differences.txt
#                             when that file exists: the SVM tests, skipped by design)
#   SUITE_TEST_TIMEOUT, SUITE_TIMEOUT   see run-suite.sh
set -u
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 1 ] || { echo "usage: $0 BUILD_DIR" >&2; exit 2; }
build=$(cd "$1" 2>/dev/null && pwd) || { echo "SKIP: virtcld not built (no directory $1)"; exit 77; }
if [ ! -x "$build/virtcld" ]; then
    echo "SKIP: virtcld not built ($build/virtcld missing)"; exit 77
fi
if [ ! -e "$build/virtcl.icd" ]; then
    echo "SKIP: virtcl.icd not built ($build/virtcl.icd missing)"; exit 77
fi
host_vendors=${VIRTCL_HOST_VENDORS:-/etc/OpenCL/vendors/pocl.icd}
if ! "$here/fetch.sh" >/dev/null; then
    echo "SKIP: could not fetch PyOpenCL's test suite (tests/pyopencl/fetch.sh failed)"; exit 77
fi
if ! /usr/bin/python3 -c 'import pyopencl, pytest' 2>/dev/null; then
    echo "SKIP: /usr/bin/python3 cannot import pyopencl and pytest"; exit 77
fi

out="$build/pyopencl-compare"
rm -rf "$out"
mkdir -p "$out"
tmp=$(mktemp -d /tmp/virtcl-pyopencl.XXXXXX)
sock="$tmp/virtcld.sock"
daemon=""

stop_daemon() {
    [ -n "$daemon" ] || return 0
    if kill -0 "$daemon" 2>/dev/null; then
        kill -TERM "$daemon" 2>/dev/null
        i=0
        while kill -0 "$daemon" 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
        if kill -0 "$daemon" 2>/dev/null; then
            echo "run-compare.sh: virtcld did not stop on SIGTERM; killing it" >&2
            kill -KILL "$daemon" 2>/dev/null
        fi
    fi
    wait "$daemon" 2>/dev/null
    daemon=""
}
cleanup() { stop_daemon; rm -rf "$tmp"; }
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# The daemon talks to the host's real OpenCL platform, never to virtcl itself.
OCL_ICD_VENDORS="$host_vendors" "$build/virtcld" --listen "unix:$sock" \
    >"$out/virtcld.log" 2>&1 &
daemon=$!
i=0
while [ ! -S "$sock" ] && [ $i -lt 100 ]; do
    if ! kill -0 "$daemon" 2>/dev/null; then
        echo "run-compare.sh: virtcld exited at start; its log:" >&2
        tail -n 30 "$out/virtcld.log" >&2
        daemon=""; exit 1
    fi
    sleep 0.1; i=$((i + 1))
done
if [ ! -S "$sock" ]; then
    echo "run-compare.sh: virtcld did not create $sock within 10 s" >&2; exit 1
fi

if [ -n "${PYOPENCL_NATIVE_RESULTS:-}" ]; then
    echo "== native: reusing $PYOPENCL_NATIVE_RESULTS"
    native_dir=$PYOPENCL_NATIVE_RESULTS
else
    echo "== native run"
    native_dir="$out/native"
    "$here/run-suite.sh" -o "$native_dir" native OCL_ICD_VENDORS="$host_vendors" || exit 1
fi
echo "== virtcl run"
# VIRTCL_PLATFORM_NAME=host: PyOpenCL picks skips and xfails by the platform's name (README.md,
# "Platform name/version"), so the comparison needs the host's exact name, not "... (virtcl)"
"$here/run-suite.sh" -o "$out/virtcl" virtcl OCL_ICD_VENDORS="$build/virtcl.icd" \
    VIRTCL_SERVER="unix:$sock" VIRTCL_PLATFORM_NAME=host || exit 1
if ! kill -0 "$daemon" 2>/dev/null; then
    echo "run-compare.sh: WARNING: virtcld is no longer running (see $out/virtcld.log)"
    wait "$daemon"; echo "run-compare.sh: virtcld exit status $?"; daemon=""
fi
stop_daemon

echo "== comparison"
known=${PYOPENCL_KNOWN:-$here/known-differences.txt}
if [ -f "$known" ]; then set -- --known "$known"; else set --; fi
/usr/bin/python3 "$here/compare.py" "$@" "$native_dir" "$out/virtcl" | tee "$out/compare.txt"
rc=$(sed -n 's/^RESULT: OK.*/0/p; s/^RESULT: FAIL.*/1/p' "$out/compare.txt")
exit "${rc:-2}"
