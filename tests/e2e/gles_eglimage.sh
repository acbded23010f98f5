#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# EGL images within one guest through virtcl (issue 14): tests/e2e/gles_eglimage.c (images of one
# context's textures made with eglCreateImageKHR, through libglvnd's dispatch stub, and EGL 1.5's
# eglCreateImage, used in another context as a GL_TEXTURE_EXTERNAL_OES texture drawn with
# samplerExternalOES, as a 2D texture and as a renderbuffer's storage; the errors of EGL 1.5
# §3.9 and GL_OES_EGL_image) renders natively on Mesa's llvmpipe and through virtcl over unix: and
# shm:; the frames must be identical byte for byte. Usage: gles_eglimage.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd)
prog=$build/tests/vt_gles_eglimage
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
[ -x "$prog" ] || { echo "SKIP: tests/vt_gles_eglimage not built"; exit 77; }
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host (virtcld needs one)"; exit 77; }
tmp=$(mktemp -d /tmp/vcl-eglimg.XXXXXX); sock=$tmp/d.sock; log=$tmp/d.log
LIBGL_ALWAYS_SOFTWARE=1 EGL_PLATFORM=surfaceless "$prog" "$tmp/native.ppm" >"$tmp/native.out" 2>&1; r=$?
cat "$tmp/native.out"
if [ $r = 2 ]; then rm -rf "$tmp"; echo "SKIP: the host has no images of GL textures (EGL_KHR_gl_texture_2D_image, GL_OES_EGL_image_external)"; exit 77; fi
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
  if cmp -s "$tmp/native.ppm" "$tmp/$t.ppm"; then
    echo "ok - $t: the frame through virtcl is the native frame, byte for byte"
  else
    echo "FAIL: $t: the frame differs from the native one ($(cmp "$tmp/native.ppm" "$tmp/$t.ppm" | head -1))"; rc=1
  fi
done
if grep -q "protocol violation" "$log"; then grep "protocol violation" "$log"; echo "FAIL: a session ended"; rc=1; fi
exit $rc
