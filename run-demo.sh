#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The main job, on a fresh Debian 12 machine: install what is missing, build, start virtcld on the
# host's PoCL CPU device, and run an unmodified OpenCL program (examples/compute.c: SAXPY, matrix
# multiply, reduction, each checked against the CPU) and a PyOpenCL script through it.
set -euo pipefail
cd "$(dirname "$0")"
scripts/deps.sh
scripts/build.sh
sock=$(mktemp -u /tmp/virtcl-demo.XXXXXX.sock)
log=$(mktemp /tmp/virtcld-demo.XXXXXX.log)
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd build/virtcld --listen "unix:$sock" >"$log" 2>&1 &
daemon=$!
trap 'kill $daemon 2>/dev/null; wait $daemon 2>/dev/null || true; rm -f "$sock"' EXIT
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
echo "== virtcld serving unix:$sock (log: $log)"
export OCL_ICD_VENDORS=$PWD/build/virtcl.icd VIRTCL_SERVER=unix:$sock
echo "== examples/compute through virtcl"
build/examples/compute
echo "== examples/pyopencl_demo.py through virtcl"
/usr/bin/python3 examples/pyopencl_demo.py
echo "== daemon log"
cat "$log"
