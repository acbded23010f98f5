#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# cl_khr_gl_sharing through virtcl (issue 14, item 6): tests/e2e/gl_sharing.c, a GLES 2.0 and OpenCL
# program, through a real virtcld on PoCL and Mesa llvmpipe in one confined session, over unix: and
# shm: (GL objects written by kernels between acquire and release, read back by GL; the spec's
# errors). The host's PoCL has no GL sharing: the sharing is virtcl's. Usage: gl_sharing.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd)
prog=$build/tests/vt_gl_sharing
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
[ -x "$prog" ] || { echo "SKIP: tests/vt_gl_sharing not built (libegl-dev, libgles-dev)"; exit 77; }
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host (virtcld needs one)"; exit 77; }
tmp=$(mktemp -d /tmp/vcl-glshare.XXXXXX); sock=$tmp/d.sock; log=$tmp/d.log
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --listen "unix:$sock" >"$log" 2>&1 &
d=$!
trap 'kill $d 2>/dev/null; wait $d 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
export __EGL_VENDOR_LIBRARY_FILENAMES=$build/virtcl_egl.json OCL_ICD_VENDORS=$build/virtcl.icd
rc=0
for t in unix shm; do
  VIRTCL_SERVER=$t:$sock timeout 60 "$prog" >"$tmp/$t.out" 2>&1; r=$?
  cat "$tmp/$t.out"
  if [ $r = 2 ]; then
    # as e2e.gles: a host without a surfaceless EGL display (or GL in the session) skips
    echo "SKIP: $t: no EGL display, OpenCL device or cl_khr_gl_sharing through virtcl"; exit 77
  fi
  if [ $r = 0 ]; then echo "ok - $t: $(tail -1 "$tmp/$t.out")"
  else echo "FAIL: $t: the program failed ($r)"; rc=1; fi
done
n=$(grep -c ": started" "$log")
[ "$n" -ge 2 ] || { echo "FAIL: the program did not go through virtcld ($n sessions)"; rc=1; }
grep -q "protocol violation" "$log" && { echo "FAIL: a protocol violation"; rc=1; }
kill -0 $d 2>/dev/null || { echo "FAIL: virtcld died"; rc=1; }
[ $rc = 0 ] || cat "$log"
exit $rc
