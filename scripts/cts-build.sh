#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Build the Khronos OpenCL CTS from the pinned sources in ../shared/ext (no network), only the suites
# a list needs. Reuses an earlier build in the same folder (make is incremental; sources are
# unpacked and configured once).
#
#   scripts/cts-build.sh [smoke|broad|LIST_FILE] [DEST]
#
# DEST: build folder (default $VIRTCL_CTS_DIR, else build/cts); the suites land in
#   DEST/build/test_conformance, the folder run_cts.sh wants as CTS_BUILD.
# Env: VIRTCL_CTS_EXT   the folder holding the CTS tarballs and cts/ (default ../shared/ext)
#      VIRTCL_CTS_JOBS  make -j (default nproc)
# Exit: 0 built (or already built), 1 a suite the list needs did not build, 77 no CTS sources here.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
list=${1:-smoke}
dest=${2:-${VIRTCL_CTS_DIR:-$root/build/cts}}
ext=${VIRTCL_CTS_EXT:-$root/../shared/ext}
jobs=${VIRTCL_CTS_JOBS:-$(nproc)}

if [ ! -d "$ext" ] || ! ls "$ext"/OpenCL-CTS-*.tar.xz >/dev/null 2>&1; then
	echo "SKIP: no CTS sources (looked for $ext/OpenCL-CTS-*.tar.xz)"; exit 77
fi
ext=$(cd "$ext" && pwd)
case "$list" in
smoke | broad) list=$ext/cts/$list.txt ;;
esac
[ -f "$list" ] || { echo "cts-build.sh: no list $list" >&2; exit 2; }
for t in cmake make g++ python3; do
	command -v $t >/dev/null || { echo "SKIP: $t is not installed"; exit 77; }
done
# test_compiler assembles SPIR-V test inputs when it is built (scripts/deps.sh installs spirv-tools)
if grep -q '^compiler/' "$list" && ! command -v spirv-as >/dev/null; then
	echo "SKIP: spirv-as (spirv-tools) is not installed; test_compiler cannot be built"; exit 77
fi
[ -e /usr/include/CL/cl.h ] || [ -e /usr/lib/x86_64-linux-gnu/libOpenCL.so ] ||
	{ echo "SKIP: no OpenCL ICD loader development files (ocl-icd-opencl-dev)"; exit 77; }

mkdir -p "$dest" && dest=$(cd "$dest" && pwd)
# Unpack once per set of tarballs (the stamp names them).
stamp="$dest/.sources"
want=$(cd "$ext" && ls ./*.tar.xz | sort | xargs -n1 basename | tr '\n' ' ')
# a folder unpacked by hand (../shared/ext/README.md) is adopted as it is
[ -f "$stamp" ] || [ ! -d "$dest/OpenCL-CTS" ] || echo "$want" >"$stamp"
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
	echo "cts-build.sh: unpacking $want into $dest"
	rm -rf "$dest/OpenCL-CTS" "$dest/OpenCL-Headers" "$dest/SPIRV-Headers" "$dest/build"
	for f in "$ext"/*.tar.xz; do tar -C "$dest" -xJf "$f" || exit 1; done
	echo "$want" >"$stamp"
fi
if [ ! -f "$dest/build/Makefile" ]; then
	libdir=$(dirname "$(ls /usr/lib/*/libOpenCL.so /usr/lib/libOpenCL.so 2>/dev/null | head -1)")
	cmake -S "$dest/OpenCL-CTS" -B "$dest/build" -DCMAKE_BUILD_TYPE=Release \
		-DCL_INCLUDE_DIR="$dest/OpenCL-Headers" -DCL_LIB_DIR="$libdir" \
		-DOPENCL_LIBRARIES=OpenCL -DSPIRV_INCLUDE_DIR="$dest/SPIRV-Headers" \
		>"$dest/cmake.log" 2>&1 || { echo "cts-build.sh: cmake failed (see $dest/cmake.log)"; tail -20 "$dest/cmake.log"; exit 1; }
fi
# The make targets are the binaries' names (test_api, test_cl_get_info, ...).
targets=$(grep -v '^\s*#' "$list" | awk 'NF { n = split($1, p, "/"); print p[n] }' | sort -u)
echo "cts-build.sh: building $(echo $targets | wc -w) suites into $dest/build (make -j$jobs)"
t0=$(date +%s)
make -C "$dest/build" -j"$jobs" -k $targets >"$dest/make.log" 2>&1
rc=0
while read -r bin; do
	[ -n "$bin" ] || continue
	[ -x "$dest/build/test_conformance/$bin" ] || { echo "cts-build.sh: $bin did not build (see $dest/make.log)"; rc=1; }
done < <(grep -v '^\s*#' "$list" | awk 'NF { print $1 }' | sort -u)
echo "cts-build.sh: done in $(($(date +%s) - t0)) s; CTS_BUILD=$dest/build/test_conformance"
exit $rc
