#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Real applications from Debian run the same job natively on PoCL and through a real virtcld (unix
# and shm transports), and their results are compared (issue 13, "Done when"): clinfo, PyOpenCL
# programs (Debian's python-pyopencl-doc examples), ffmpeg's OpenCL filters, hashcat and
# darktable-cli. Prints a table: application, job, native result/time, virtcl result/time (unix,
# shm), identical. Every computation here is deterministic on PoCL (two native runs give the same
# bytes), so "identical" means byte for byte; an application that is not installed is a skipped
# row with the reason, and the whole test skips (77) only when none can run.
# Usage: apps.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd); src=$(cd "$(dirname "$0")/../.." && pwd)
pocl=${VIRTCL_TEST_NATIVE_ICD:-/etc/OpenCL/vendors/pocl.icd}
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
[ -f "$pocl" ] || { echo "SKIP: no PoCL ICD at $pocl"; exit 77; }
tmp=$(mktemp -d /tmp/vcl-apps.XXXXXX); sock=$tmp/virtcld.sock; log=$tmp/virtcld.log
chmod 755 "$tmp"  # the session user reaches its kernel cache below it
env -u VIRTCL_SERVER OCL_ICD_VENDORS="$pocl" setsid "$build/virtcld" --listen "unix:$sock" \
  --cache-dir "$tmp/cache" >"$log" 2>&1 &
d=$!
trap 'kill -- -$d 2>/dev/null; wait $d 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 100); do [ -S "$sock" ] && break; sleep 0.1; done
[ -S "$sock" ] || { cat "$log"; echo "FAIL: virtcld did not listen"; exit 1; }

modes=(native unix shm)
# ocl MODE CMD...: CMD with the OpenCL of MODE (PoCL alone, or virtcl over a transport) and a fresh
# HOME per run (applications' own kernel caches start empty each time)
ocl() {
  local m=$1; shift
  local h=$tmp/home.$m; rm -rf "$h"; mkdir -p "$h"
  if [ "$m" = native ]; then
    env -u VIRTCL_SERVER HOME="$h" XDG_CACHE_HOME="$h/.cache" OCL_ICD_VENDORS="$pocl" "$@"
  else
    env HOME="$h" XDG_CACHE_HOME="$h/.cache" OCL_ICD_VENDORS="$build/virtcl.icd" \
      VIRTCL_SERVER="$m:$sock" "$@"
  fi
}
rows=(); fail=0; ran=0
row() { rows+=("$(printf '%-10s|%-46s|%-20s|%-20s|%-20s|%s' "$@")"); echo "${rows[-1]}"; }
# job APP JOB FN: FN MODE OUTFILE runs the job in MODE and writes its result to OUTFILE (status 0:
# ran; 77: cannot run here, its first output line the reason). Results compared byte for byte; a
# cell shows the result's summary (FN's SUMMARY, else a sha256 prefix) and the job's wall time.
job() {
  local app=$1 what=$2 fn=$3 m cells=() same=yes ref=
  for m in "${modes[@]}"; do
    local out=$tmp/$fn.$m t0 t1 rc
    t0=$(date +%s.%N); SUMMARY=
    "$fn" "$m" "$out" >"$out.log" 2>&1; rc=$?
    t1=$(date +%s.%N)
    if [ $rc = 77 ]; then row "$app" "$what" "skipped: $(head -1 "$out.log")" "" "" "-"; return; fi
    if [ $rc != 0 ] || [ ! -s "$out" ]; then
      echo "FAIL: $app ($what) $m: exit $rc"; tail -c 2000 "$out.log"; cells+=("FAILED"); same=no; fail=1
      continue
    fi
    [ -f "$out.summary" ] && SUMMARY=$(cat "$out.summary")
    cells+=("${SUMMARY:-$(sha256sum <"$out" | cut -c1-8)} $(printf '%.1fs' "$(echo "$t1 - $t0" | bc)")")
    if [ -z "$ref" ]; then ref=$out
    elif ! cmp -s "$ref" "$out"; then
      same=no; fail=1; echo "FAIL: $app ($what): $m differs from native:"
      diff "$ref" "$out" | head -20
      [ -n "${DIFFER:-}" ] && "$DIFFER" "$ref" "$out"
    fi
  done
  ran=$((ran + 1)); row "$app" "$what" "${cells[@]}" "$same"
}

# clinfo: the device properties of `clinfo --raw` (the platform's own lines are the ICD's, and
# the name differs on purpose), less those e2e.clinfo_compare lists as reported differently on
# purpose (its ALLOWLIST, read from there)
allow=$(sed -n '/^ALLOWLIST=(/,/^)/p' "$src/tests/integration/clinfo_compare.sh" | grep -v '^\s*#' |
  grep -o 'CL_[A-Z0-9_]*' | paste -sd'|')
clinfo_job() {
  command -v clinfo >/dev/null || { echo "clinfo is not installed"; return 77; }
  ocl "$1" timeout 120 clinfo --raw >"$2.raw" || return 1
  grep -E '^\[[^]/]*/[0-9]+\]' "$2.raw" | sed -E 's/^\[[^]/]*\//[/' | grep -vE "\s($allow)\s" >"$2"
  echo "$(wc -l <"$2") properties" >"$2.summary"
}
job clinfo "clinfo --raw: device properties" clinfo_job

# PyOpenCL: examples Debian ships (python-pyopencl-doc), run unchanged; every array they leave
# and what they print (tests/e2e/apps_pyrun.py)
pyex=/usr/share/doc/python-pyopencl-doc/examples
py_job() {
  [ -f "$pyex/$PYEX" ] || { echo "$pyex/$PYEX not found (apt-get install python-pyopencl-doc)"; return 77; }
  mkdir -p "$tmp/py.$1"; cp "$pyex/$PYEX" "$tmp/py.$1/"
  ocl "$1" timeout 120 /usr/bin/python3 "$src/tests/e2e/apps_pyrun.py" "$tmp/py.$1/$PYEX" >"$2"
  local rc=$?; [ $rc = 77 ] && cat "$2"; return $rc
}
for PYEX in demo.py demo_array.py demo_elementwise.py demo-struct-reduce.py; do
  job pyopencl "$PYEX (arrays, output)" py_job
done

# ffmpeg: OpenCL filters on a generated clip (lavfi testsrc), the frames compared raw
ff_job() {
  command -v ffmpeg >/dev/null || { echo "ffmpeg is not installed"; return 77; }
  ocl "$1" timeout 120 ffmpeg -hide_banner -loglevel error -init_hw_device opencl=ocl:0.0 \
    -filter_hw_device ocl -f lavfi -i testsrc=size=320x240:rate=10:duration=1 \
    -vf "format=yuv420p,hwupload,$FILTERS,hwdownload,format=yuv420p" -f rawvideo -y "$2"
}
FILTERS="unsharp_opencl=lx=5:ly=5:la=1.5,avgblur_opencl=sizeX=3"
job ffmpeg "unsharp_opencl,avgblur_opencl 320x240 10 fr" ff_job
FILTERS="convolution_opencl=0 -1 0 -1 5 -1 0 -1 0:0 -1 0 -1 5 -1 0 -1 0:0 -1 0 -1 5 -1 0 -1 0:0 -1 0 -1 5 -1 0 -1 0,sobel_opencl,nlmeans_opencl"
job ffmpeg "convolution,sobel,nlmeans_opencl" ff_job

# hashcat: cracks md5("ab1") by the mask ?l?l?d, its kernels built from source each time (e2e.hashcat
# checks how its includes reach the host); the result is the cracked line
hc_job() {
  local hc share=/usr/share/hashcat mod dir=$tmp/hc.$1
  hc=$(command -v hashcat) || { echo "hashcat is not installed"; return 77; }
  mod=$(readlink -f "$share/modules"); mkdir -p "$dir/modules"
  cp "$hc" "$dir/hashcat" && cp -r "$share/OpenCL" "$share/hashcat.hcstat2" "$dir/" &&
    cp "$mod/module_00000.so" "$dir/modules/" || return 1
  (cd "$dir" && ocl "$1" XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config" timeout 300 \
    ./hashcat -m 0 -a 3 -O --potfile-disable --self-test-disable --quiet \
    68b6a776378decbb4a79cda89087c4ce '?l?l?d' </dev/null | tr -d '\r' | grep -a ':' >"$2")
  cut -d: -f2 "$2" >"$2.summary"
}
job hashcat "-m 0 -a 3 md5(?l?l?d)" hc_job

# darktable-cli: a generated PNG developed and exported as PFM (32-bit float pixels) with OpenCL;
# each run must have processed its modules "on GPU" (darktable's word for its OpenCL device)
dt_job() {
  command -v darktable-cli >/dev/null || {
    echo "darktable-cli is not installed (apt-get install darktable; ~114 MB)"; return 77; }
  command -v ffmpeg >/dev/null || { echo "ffmpeg is needed to make the input image"; return 77; }
  [ -f "$tmp/dt/in.png" ] || dt_prepare || return 1
  local cfg=$tmp/dt/cfg.$1; rm -rf "$cfg"; cp -r "$tmp/dt/cfg" "$cfg"
  (cd "$tmp/dt" && ocl "$1" timeout 300 darktable-cli in.png "$2.pfm" --core --datadir "$tmp/dt/data" \
    --configdir "$cfg" --cachedir "$cfg/cache" --library :memory: --conf opencl=TRUE \
    -d opencl -d perf >"$2.dt" 2>&1) || { tail -30 "$2.dt"; return 1; }
  grep -q "processed \`input color profile' on GPU" "$2.dt" || {
    grep -E 'opencl|discard' "$2.dt" | tail -20; echo "darktable did not use OpenCL"; return 1; }
  mv "$2.pfm" "$2"
  echo "$(grep -c "on GPU" "$2.dt") modules on CL" >"$2.summary"
}
# darktable 4.2 discards a CPU device it has not seen before: a configuration that has seen it
# (made by one native run) keeps it. PoCL 3.1 turns the quotes of darktable's -I"DIR" into spaces
# (clang then looks for " DIR " relative to the process's folder): natively that path is made to
# exist; through virtcl the front-end reads -I"DIR" as the application meant. Only the programs
# the job uses are listed in programs.conf: all of darktable's take minutes to build on PoCL.
dt_prepare() {
  local k=$tmp/dt/data/kernels f
  mkdir -p "$k" || return 1
  for f in /usr/share/darktable/*; do [ "${f##*/}" = kernels ] || ln -s "$f" "$tmp/dt/data/"; done
  for f in /usr/share/darktable/kernels/*; do ln -s "$f" "$k/"; done
  rm "$k/programs.conf"; printf 'demosaic_ppg.cl 0\nbasic.cl 2\nblendop.cl 3\n' >"$k/programs.conf"
  mkdir -p "$tmp/dt/ $tmp/dt/data" && ln -s "$k" "$tmp/dt/ $k " || return 1
  (cd "$tmp/dt" && ffmpeg -hide_banner -loglevel error -f lavfi -i testsrc2=size=256x192 \
    -frames:v 1 -y in.png && mkdir -p cfg &&
    ocl native darktable-cli in.png probe.pfm --core --datadir "$tmp/dt/data" --configdir "$tmp/dt/cfg" \
      --library :memory: --conf opencl=TRUE >/dev/null 2>&1) || return 1
  sed -i -E 's/^(cldevice_v[0-9]+_[a-z0-9]+=([^ ]+ ){7})1 /\10 /' "$tmp/dt/cfg/darktablerc"
  grep -q '^cldevice_v' "$tmp/dt/cfg/darktablerc"
}
pfm_diff() {
  /usr/bin/python3 - "$1" "$2" <<'EOF'
import sys, numpy as np
a, b = (np.frombuffer(open(f, "rb").read().split(b"\n", 3)[3], "<f4") for f in sys.argv[1:3])
d = np.abs(a - b)
print(f"  pixels' values differ: {np.count_nonzero(d)} of {d.size}, at most {d.max():.3g}")
EOF
}
DIFFER=pfm_diff job darktable "PNG 256x192 -> PFM, colorin/colorout" dt_job

echo
printf '%-10s|%-46s|%-20s|%-20s|%-20s|%s\n' application job native "virtcl unix" "virtcl shm" identical
printf '%s\n' "${rows[@]}"
kill -0 $d 2>/dev/null || { echo "FAIL: virtcld died"; cat "$log"; fail=1; }
grep -q "session 1: started" "$log" || { echo "FAIL: nothing went through virtcld"; fail=1; }
[ $ran = 0 ] && { echo "SKIP: none of the applications can run here"; exit 77; }
exit $fail
