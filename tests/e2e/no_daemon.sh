#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# With no daemon answering, the virtcl platform is absent at once and other platforms still work;
# with a daemon of another release (another protocol version), the guest says so on stderr.
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
python3 "$(dirname "$0")/servers_fake.py" "$dir/old.sock" --old-release & fake=$!
for _ in $(seq 100); do [ -S "$dir/old.sock" ] && break; sleep 0.05; done
out=$(OCL_ICD_VENDORS=$dir VIRTCL_SERVER=unix:$dir/old.sock timeout 20 clinfo -l 2>&1)
kill $fake 2>/dev/null; wait $fake 2>/dev/null
echo "$out"
grep -q "virtcld at unix:$dir/old.sock speaks protocol 0x1, this library 0x" <<<"$out" ||
  { echo "FAIL: no clear message for a daemon of another release"; exit 1; }
n=$(grep -c "^Platform #" <<<"$out")
[ "$n" = 1 ] || { echo "FAIL: expected only PoCL's platform beside the refused daemon, saw $n"; exit 1; }
echo "PASS: a daemon of another release is refused with both versions named"
