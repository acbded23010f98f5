#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The graphics half (issue 14): an unmodified OpenGL ES 2.0 program (examples/gles_triangle: a
# pbuffer, a clear, a textured triangle from a vertex buffer, one from an element buffer,
# glReadPixels) renders natively on the host's Mesa llvmpipe and through virtcl (libglvnd picks
# virtcl's EGL vendor library, a real virtcld runs the calls in a confined session on llvmpipe),
# over unix: and shm:; the frames must be identical byte for byte (llvmpipe is deterministic).
# examples/gles_threads: two threads with a context each, drawing at once, read back right.
# examples/gles_cl: OpenCL kernels and GL in one program, one session, blocking OpenCL calls between.
# Then eglinfo (mesa-utils) through virtcl shows virtcl's vendor and the host's configurations,
# attribute for attribute (the surfaceless platform's natively). Usage: gles.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd)
prog=$build/examples/gles_triangle
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
[ -x "$prog" ] || { echo "SKIP: examples/gles_triangle not built (libegl-dev, libgles-dev)"; exit 77; }
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host (virtcld needs one)"; exit 77; }
tmp=$(mktemp -d /tmp/vcl-gles.XXXXXX); sock=$tmp/d.sock; log=$tmp/d.log
# natively: Mesa's vendor, software rendering (the frame to compare with must be llvmpipe's too)
LIBGL_ALWAYS_SOFTWARE=1 "$prog" "$tmp/native.ppm" >"$tmp/native.out" 2>&1; r=$?
if [ $r = 2 ]; then cat "$tmp/native.out"; rm -rf "$tmp"; echo "SKIP: no native EGL display with a pbuffer config"; exit 77; fi
[ $r = 0 ] || { cat "$tmp/native.out"; echo "FAIL: the native run failed ($r)"; rm -rf "$tmp"; exit 1; }
grep -q llvmpipe "$tmp/native.out" || { cat "$tmp/native.out"; echo "SKIP: the host does not render with llvmpipe"; rm -rf "$tmp"; exit 77; }
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --listen "unix:$sock" >"$log" 2>&1 &
d=$!
trap 'kill $d 2>/dev/null; wait $d 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
export __EGL_VENDOR_LIBRARY_FILENAMES=$build/virtcl_egl.json
rc=0
for t in unix shm; do
  VIRTCL_SERVER=$t:$sock "$prog" "$tmp/$t.ppm" >"$tmp/$t.out" 2>&1; r=$?
  cat "$tmp/$t.out"
  if [ $r != 0 ]; then echo "FAIL: through virtcl ($t) the program failed ($r)"; rc=1; continue; fi
  grep -q "vendor: virtcl" "$tmp/$t.out" || { echo "FAIL: $t: the program did not use virtcl's EGL"; rc=1; }
  if cmp -s "$tmp/native.ppm" "$tmp/$t.ppm"; then
    echo "ok - $t: the frame through virtcl is the native frame, byte for byte ($(stat -c %s "$tmp/$t.ppm") bytes)"
  else
    echo "FAIL: $t: the frame differs from the native one ($(cmp "$tmp/native.ppm" "$tmp/$t.ppm" | head -1))"; rc=1
  fi
done
# two threads, each with its own context current, drawing at once (examples/gles_threads)
if [ -x "$build/examples/gles_threads" ]; then
  for t in unix shm; do
    if VIRTCL_SERVER=$t:$sock timeout 120 "$build/examples/gles_threads" 100 >"$tmp/thr.out" 2>&1; then
      echo "ok - $t: $(cat "$tmp/thr.out")"
    else cat "$tmp/thr.out"; echo "FAIL: $t: two threads' contexts through virtcl"; rc=1; fi
  done
fi
# OpenCL and GL in one program: one session; a blocking OpenCL call between GL calls
# (examples/gles_cl)
if [ -x "$build/examples/gles_cl" ]; then
  before=$(grep -c ": started" "$log")
  if OCL_ICD_VENDORS=$build/virtcl.icd VIRTCL_SERVER=shm:$sock timeout 120 "$build/examples/gles_cl" 10 >"$tmp/cl.out" 2>&1; then
    echo "ok - shm: $(cat "$tmp/cl.out")"
  else cat "$tmp/cl.out"; echo "FAIL: OpenCL and GL in one program through virtcl"; rc=1; fi
  after=$(grep -c ": started" "$log")
  [ $((after - before)) = 1 ] || { echo "FAIL: OpenCL and GL of one program made $((after - before)) sessions, not 1"; rc=1; }
fi
# the shm run's 64 KiB texture and 256 KiB read went through the shared region
for _ in $(seq 30); do grep -q "bytes through the shared region" "$log" && break; sleep 0.1; done
b=$(grep -o "[0-9]* bytes through the shared region" "$log" | sort -n | tail -1 | cut -d' ' -f1)
if [ "${b:-0}" -ge 327680 ]; then echo "ok - shm: $b bytes through the shared region"
else echo "FAIL: shm: ${b:-0} bytes through the shared region, not the texture's and the frame's 327680"; rc=1; fi
n=$(grep -c ": started" "$log")
[ "$n" -ge 2 ] || { echo "FAIL: the programs did not go through virtcld ($n sessions)"; rc=1; }
grep -q "protocol violation" "$log" && { echo "FAIL: a protocol violation"; rc=1; }
if command -v eglinfo >/dev/null; then
  VIRTCL_SERVER=unix:$sock timeout 60 eglinfo >"$tmp/eglinfo.out" 2>&1
  if grep -q "EGL vendor string: virtcl (host: " "$tmp/eglinfo.out"; then
    echo "ok - eglinfo through virtcl: $(grep -m1 'EGL vendor string' "$tmp/eglinfo.out"), $(grep -c '^0x' "$tmp/eglinfo.out") configurations"
    # every configuration's attributes (kept by the front-end, brought 35 at a time) as the host's
    env -u __EGL_VENDOR_LIBRARY_FILENAMES -u VIRTCL_SERVER EGL_PLATFORM=surfaceless eglinfo 2>/dev/null | awk '/^Surfaceless platform:/{f=1;next} /platform:$/{f=0} f' |
      grep '^0x' >"$tmp/native.cfg"
    grep '^0x' "$tmp/eglinfo.out" >"$tmp/virtcl.cfg"
    if [ ! -s "$tmp/native.cfg" ]; then echo "not checked: eglinfo shows no surfaceless platform natively"
    elif cmp -s "$tmp/native.cfg" "$tmp/virtcl.cfg"; then echo "ok - eglinfo's $(wc -l <"$tmp/virtcl.cfg") configurations through virtcl are the host's, attribute for attribute"
    else diff "$tmp/native.cfg" "$tmp/virtcl.cfg" | head; echo "FAIL: eglinfo's configurations through virtcl differ from the host's"; rc=1; fi
  else
    cat "$tmp/eglinfo.out"; echo "FAIL: eglinfo through virtcl does not show virtcl's vendor"; rc=1
  fi
else
  echo "not checked: eglinfo (mesa-utils) is not installed"
fi
kill -0 $d 2>/dev/null || { echo "FAIL: virtcld died"; rc=1; }
[ $rc = 0 ] || cat "$log"
exit $rc
