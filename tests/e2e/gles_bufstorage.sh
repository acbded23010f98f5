#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# GL_EXT_buffer_storage through virtcl (issue 14): tests/e2e/gles_bufstorage.c (immutable storage's
# queries and errors; a non-coherent persistent mapping with explicit flushes, a server copy into it
# seen after glMemoryBarrier and glFinish with the unflushed bytes kept; a 1 MiB coherent mapping
# drawn from 64 times and written by the server, seen after a fence polled with glGetSynciv; unmaps
# and a deletion of persistent mappings) runs natively on Mesa's llvmpipe and through virtcl over
# unix: and shm:; what it read and the frame must be identical byte for byte, and no session may
# end. Skipped where the host has no GL_EXT_buffer_storage.
# Usage: gles_bufstorage.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd)
prog=$build/tests/vt_gles_bufstorage
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
[ -x "$prog" ] || { echo "SKIP: tests/vt_gles_bufstorage not built"; exit 77; }
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host (virtcld needs one)"; exit 77; }
tmp=$(mktemp -d /tmp/vcl-bufstor.XXXXXX); sock=$tmp/d.sock; log=$tmp/d.log
LIBGL_ALWAYS_SOFTWARE=1 EGL_PLATFORM=surfaceless "$prog" "$tmp/native.bin" >"$tmp/native.out" 2>&1; r=$?
cat "$tmp/native.out"
if [ $r = 2 ]; then rm -rf "$tmp"; echo "SKIP: no native ES 3 pbuffer config"; exit 77; fi
if [ $r = 3 ]; then rm -rf "$tmp"; echo "SKIP: the host has no GL_EXT_buffer_storage"; exit 77; fi
[ $r = 0 ] || { echo "FAIL: the native run failed ($r)"; rm -rf "$tmp"; exit 1; }
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
  if cmp -s "$tmp/native.bin" "$tmp/$t.bin"; then
    echo "ok - $t: the bytes read and the frame through virtcl are the native ones, byte for byte"
  else
    echo "FAIL: $t: the output differs from the native one ($(cmp "$tmp/native.bin" "$tmp/$t.bin" | head -1))"; rc=1
  fi
done
if grep -q "protocol violation" "$log"; then grep "protocol violation" "$log"; echo "FAIL: a session ended"; rc=1; fi
exit $rc
