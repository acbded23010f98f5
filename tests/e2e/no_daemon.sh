#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# With no daemon answering, the virtcl platform is absent at once and other platforms still work.
set -uo pipefail
build=$(cd "$1" && pwd)
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD"; exit 77; }
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
cp /etc/OpenCL/vendors/pocl.icd "$build/virtcl.icd" "$dir/"
start=$(date +%s%N)
out=$(OCL_ICD_VENDORS=$dir VIRTCL_SERVER=unix:$dir/nobody.sock timeout 20 clinfo -l 2>&1); rc=$?
ms=$(( ($(date +%s%N) - start) / 1000000 ))
echo "$out"; echo "clinfo -l took ${ms} ms"
[ $rc = 0 ] || { echo "FAIL: clinfo failed ($rc)"; exit 1; }
n=$(grep -c "^Platform #" <<<"$out")
[ "$n" = 1 ] || { echo "FAIL: expected only PoCL's platform, saw $n"; exit 1; }
[ "$ms" -lt 5000 ] || { echo "FAIL: the absent daemon delayed discovery by ${ms} ms"; exit 1; }
echo "PASS: virtcl platform absent, PoCL still listed"
