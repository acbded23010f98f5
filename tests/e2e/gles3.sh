#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# OpenGL ES 3.0 through virtcl (issue 14): tests/e2e/gles3.c (an ES 3 context; a 3D texture through
# ES 3.0's unpack state, glMapBufferRange, instanced draws from client-side arrays with divisors,
# a fence and glClientWaitSync, EGL 1.5's fence sync objects, a pixel pack buffer mapped to read, a pack row length) renders
# natively on Mesa's llvmpipe and through virtcl over unix: and shm:; the frames must be identical
# byte for byte and the guest must be told OpenGL ES 3.0, 3.1 or 3.2, the host's version (what
# virtcl remotes; e2e.gles31 and e2e.gles32 check 3.1's and 3.2's calls). Usage: gles3.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd)
prog=$build/tests/vt_gles3
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
[ -x "$prog" ] || { echo "SKIP: tests/vt_gles3 not built"; exit 77; }
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host (virtcld needs one)"; exit 77; }
tmp=$(mktemp -d /tmp/vcl-gles3.XXXXXX); sock=$tmp/d.sock; log=$tmp/d.log
LIBGL_ALWAYS_SOFTWARE=1 EGL_PLATFORM=surfaceless "$prog" "$tmp/native.ppm" >"$tmp/native.out" 2>&1; r=$?
cat "$tmp/native.out"
if [ $r = 2 ]; then rm -rf "$tmp"; echo "SKIP: no native ES 3 pbuffer config"; exit 77; fi
[ $r = 0 ] || { echo "FAIL: the native run failed ($r)"; rm -rf "$tmp"; exit 1; }
grep -q llvmpipe "$tmp/native.out" || { echo "SKIP: the host does not render with llvmpipe"; rm -rf "$tmp"; exit 77; }
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --listen "unix:$sock" >"$log" 2>&1 &
d=$!
trap 'kill $d 2>/dev/null; wait $d 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
export __EGL_VENDOR_LIBRARY_FILENAMES=$build/virtcl_egl.json
rc=0
for t in unix shm; do
  VIRTCL_SERVER=$t:$sock timeout 60 "$prog" "$tmp/$t.ppm" >"$tmp/$t.out" 2>&1; r=$?
  cat "$tmp/$t.out"
  if [ $r != 0 ]; then echo "FAIL: through virtcl ($t) the program failed ($r)"; rc=1; continue; fi
  grep -Eq "^OpenGL ES 3\.[012] virtcl" "$tmp/$t.out" || { echo "FAIL: $t: the guest was not told OpenGL ES 3.0, 3.1 or 3.2 by virtcl"; rc=1; }
  if [ "$(grep 'EGL_KHR_fence_sync' "$tmp/native.out")" != "$(grep 'EGL_KHR_fence_sync' "$tmp/$t.out")" ]; then
    echo "FAIL: $t: EGL_KHR_fence_sync is not offered and working through virtcl as natively"; rc=1
  fi
  if cmp -s "$tmp/native.ppm" "$tmp/$t.ppm"; then
    echo "ok - $t: the ES 3.0 frame through virtcl is the native frame, byte for byte"
  else
    echo "FAIL: $t: the frame differs from the native one ($(cmp "$tmp/native.ppm" "$tmp/$t.ppm" | head -1))"; rc=1
  fi
done
if grep -q "protocol violation" "$log"; then grep "protocol violation" "$log"; echo "FAIL: a session ended"; rc=1; fi
exit $rc
