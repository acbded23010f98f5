#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# An unmodified OpenCL program (examples/compute) and a PyOpenCL script run through a real virtcld on
# PoCL, and their results are checked against the CPU. Usage: example.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd); src=$(cd "$(dirname "$0")/../.." && pwd)
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host"; exit 77; }
sock=$(mktemp -u /tmp/vcl-e2e.XXXXXX.sock); log=$(mktemp /tmp/vcl-e2e.XXXXXX.log)
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --listen "unix:$sock" >"$log" 2>&1 &
d=$!
trap 'kill $d 2>/dev/null; wait $d 2>/dev/null; rm -f "$sock" "$log"' EXIT
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
export OCL_ICD_VENDORS=$build/virtcl.icd VIRTCL_SERVER=unix:$sock
rc=0
"$build/examples/compute" || rc=1
/usr/bin/python3 "$src/examples/pyopencl_demo.py"; r=$?; [ $r = 0 ] || [ $r = 77 ] || rc=1
grep -q "session 1: started" "$log" || { echo "FAIL: the program did not go through virtcld"; rc=1; }
kill -0 $d 2>/dev/null || { echo "FAIL: virtcld died"; rc=1; }
[ $rc = 0 ] || cat "$log"
exit $rc
