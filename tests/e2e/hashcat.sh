#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Debian's hashcat (6.2.6) cracks a known MD5 hash through a real virtcld with empty kernel caches
# (hashcat's and the session's), so every kernel is built from source through virtcl (issue 9,
# item 11). Its kernels include M2S(INCLUDE_PATH/inc_vendor.h) with -D INCLUDE_PATH=<its OpenCL
# folder>: absolute names that only the compiler makes. hashcat runs from a copy in a guest-only
# folder (it takes its folder from where its binary lies), so the session's sandbox has none of
# those files and each must come from the guest when the compiler asks for it.
# Usage: hashcat.sh BUILD_DIR [unix|shm]
set -uo pipefail
build=$(cd "$1" && pwd); transport=${2:-unix}
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host"; exit 77; }
hc=$(command -v hashcat) || { echo "SKIP: hashcat is not installed (apt-get install hashcat)"; exit 77; }
share=/usr/share/hashcat; mod=$(readlink -f "$share/modules")
[ -d "$share/OpenCL" ] && [ -f "$mod/module_00000.so" ] || { echo "SKIP: hashcat's files not found"; exit 77; }
tmp=$(mktemp -d /tmp/vcl-hashcat.XXXXXX); sock=$tmp/virtcld.sock; log=$tmp/virtcld.log
chmod 755 "$tmp"  # the session user reaches its kernel cache below it
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --listen "unix:$sock" \
  --cache-dir "$tmp/cache" >"$log" 2>&1 &
d=$!
trap 'kill $d 2>/dev/null; wait $d 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
mkdir -p "$tmp/hc/modules" "$tmp/home"
cp "$hc" "$tmp/hc/hashcat" && cp -r "$share/OpenCL" "$share/hashcat.hcstat2" "$tmp/hc/" &&
  cp "$mod/module_00000.so" "$tmp/hc/modules/" || { echo "FAIL: cannot copy hashcat"; exit 1; }
# md5("ab1"), found by the mask ?l?l?d (6760 candidates)
hash=68b6a776378decbb4a79cda89087c4ce
cd "$tmp/hc" && HOME=$tmp/home XDG_CACHE_HOME=$tmp/home/.cache XDG_DATA_HOME=$tmp/home/.local/share \
  XDG_CONFIG_HOME=$tmp/home/.config OCL_ICD_VENDORS=$build/virtcl.icd \
  VIRTCL_SERVER=$transport:$sock VIRTCL_DEBUG=1 \
  timeout 240 ./hashcat -m 0 -a 3 -O --potfile-disable --self-test-disable --quiet "$hash" '?l?l?d' \
  >"$tmp/out" 2>"$tmp/err" </dev/null
rc=$?
out=$(tr -d '\r' <"$tmp/out")
fail=0
grep -q "^$hash:ab1" <<<"$out" || { echo "FAIL: hashcat did not crack the hash (exit $rc)"; fail=1; }
grep -q "asked for $tmp/hc/OpenCL/inc_vendor.h: sent" "$tmp/err" ||
  { echo "FAIL: the build did not ask the guest for inc_vendor.h"; fail=1; }
# the rounds built again after a file was asked for print nothing: natively hashcat's builds do not
! grep -q "error generated" "$tmp/err" ||
  { echo "FAIL: compiler messages of builds that only lacked a file reached hashcat's stderr"; fail=1; }
grep -q "session 1: started" "$log" || { echo "FAIL: hashcat did not go through virtcld"; fail=1; }
kill -0 $d 2>/dev/null || { echo "FAIL: virtcld died"; fail=1; }
if [ $fail = 0 ]; then
  echo "ok - hashcat cracked md5(ab1) through virtcl ($transport), its include files from the guest"
else
  tail -c 3000 "$tmp/out"; tail -c 3000 "$tmp/err"; cat "$log"
fi
exit $fail
