#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# OpenGL ES 3.2 through virtcl (issue 14): tests/e2e/gles32.c (GL_KHR_debug: a callback called
# with the host's messages on the calling thread before the call returns under
# GL_DEBUG_OUTPUT_SYNCHRONOUS and through the notify channel without it, groups, the message log,
# labels of a buffer and a sync object, the KHR names; ES 3.2's indexed blend state, base-vertex
# draws, a buffer texture, glCopyImageSubData, glFramebufferTexture, integer border colours, the
# bounding box, sample shading, patches, a multisample array texture, the robust reads, the lists
# GL_COMPRESSED_TEXTURE_FORMATS, GL_SHADER_BINARY_FORMATS and GL_PROGRAM_BINARY_FORMATS) runs
# natively on Mesa's llvmpipe and through virtcl over unix: and shm:; its transcript (values and
# every debug message) and frame must be identical byte for byte and the guest must be told
# OpenGL ES 3.2 (GLSL ES 3.20). Skipped where the host has no ES 3.2.
# Usage: gles32.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd)
prog=$build/tests/vt_gles32
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
[ -x "$prog" ] || { echo "SKIP: tests/vt_gles32 not built"; exit 77; }
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host (virtcld needs one)"; exit 77; }
tmp=$(mktemp -d /tmp/vcl-gles32.XXXXXX); sock=$tmp/d.sock; log=$tmp/d.log
LIBGL_ALWAYS_SOFTWARE=1 EGL_PLATFORM=surfaceless "$prog" "$tmp/native.bin" >"$tmp/native.out" 2>&1; r=$?
cat "$tmp/native.out"
if [ $r = 2 ]; then rm -rf "$tmp"; echo "SKIP: no native ES 3 pbuffer config"; exit 77; fi
if [ $r = 3 ]; then rm -rf "$tmp"; echo "SKIP: the host has no OpenGL ES 3.2"; exit 77; fi
[ $r = 0 ] || { echo "FAIL: the native run failed ($r)"; rm -rf "$tmp"; exit 1; }
grep -q llvmpipe "$tmp/native.out" || { echo "SKIP: the host does not render with llvmpipe"; rm -rf "$tmp"; exit 77; }
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --listen "unix:$sock" >"$log" 2>&1 &
d=$!
trap 'kill $d 2>/dev/null; wait $d 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
export __EGL_VENDOR_LIBRARY_FILENAMES=$build/virtcl_egl.json
rc=0
for t in unix shm; do
  VIRTCL_SERVER=$t:$sock timeout 60 "$prog" "$tmp/$t.bin" >"$tmp/$t.out" 2>&1; r=$?
  cat "$tmp/$t.out"
  if [ $r != 0 ]; then echo "FAIL: through virtcl ($t) the program failed ($r)"; rc=1; continue; fi
  grep -q "^OpenGL ES 3.2 virtcl" "$tmp/$t.out" || { echo "FAIL: $t: the guest was not told OpenGL ES 3.2 by virtcl"; rc=1; }
  grep -q "^OpenGL ES GLSL ES 3.20 virtcl" "$tmp/$t.out" || { echo "FAIL: $t: the guest was not told GLSL ES 3.20 by virtcl"; rc=1; }
  if cmp -s "$tmp/native.bin" "$tmp/$t.bin"; then
    echo "ok - $t: the transcript (values, debug messages) and frame through virtcl are the native ones, byte for byte"
  else
    echo "FAIL: $t: the output differs from the native one ($(cmp "$tmp/native.bin" "$tmp/$t.bin" | head -1))"; rc=1
  fi
done
if grep -q "protocol violation" "$log"; then grep "protocol violation" "$log"; echo "FAIL: a session ended"; rc=1; fi
exit $rc
