#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# messages.sh BUILD_DIR - what virtcl's tools say to an operator (issue 13 item 5), through the
# real binaries: --help and --version on stdout with status 0 on every tool; unknown options and
# malformed values refused (status 2) with a message naming the option and the value; virtcld's
# --listen and --platform mistakes; virtcl-qemu-args --shm sizes; the front-end's VIRTCL_SHM_RING
# and VIRTCL_DEBUG messages, and each malformed VIRTCL_* value reported once at the first call
# (src/frontend/vcl_fe_config.c); ISO-8601 times in the daemon's log.
# Exit 0 pass, 1 fail, 77 cannot run here (reason printed).
set -uo pipefail
[ $# = 1 ] || { echo "usage: $0 BUILD_DIR" >&2; exit 2; }
build=$(cd "$1" && pwd) || exit 77
src=$(cd "$(dirname "$0")/../.." && pwd)
native_icd=${VIRTCL_TEST_NATIVE_ICD:-/etc/OpenCL/vendors/pocl.icd}
for f in "$build/virtcld" "$build/virtcl-smi" "$build/virtcl.icd"; do
	[ -e "$f" ] || { echo "SKIP: $f is not built"; exit 77; }
done
[ -e "$native_icd" ] || { echo "SKIP: no native ICD at $native_icd"; exit 77; }
command -v clinfo >/dev/null || { echo "SKIP: clinfo not installed"; exit 77; }
version=$(sed -n 's/^project(virtcl VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vcl-messages.XXXXXX")
daemon=
cleanup() {
	[ -n "$daemon" ] && kill -TERM "$daemon" 2>/dev/null && wait "$daemon" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT
fails=0
ok() { echo "ok: $*"; }
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }

# run NAME CMD...: status in $rc, stdout in $out, stderr in $err
run() {
	"$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	out=$(cat "$tmp/out")
	err=$(cat "$tmp/err")
}

# refused WANT-TEXT... -- CMD...: status 2 and every WANT-TEXT in stderr
refused() {
	local want=()
	while [ "$1" != -- ]; do want+=("$1"); shift; done
	shift
	run "$@"
	local miss=""
	for w in "${want[@]}"; do grep -qF -- "$w" <<<"$err" || miss="$miss '$w'"; done
	if [ $rc = 2 ] && [ -z "$miss" ]; then
		ok "$(basename "$1") ${*:2}: refused: $(head -1 <<<"$err")"
	else
		bad "$(basename "$1") ${*:2}: status $rc (want 2), missing in stderr:$miss; stderr: $err"
	fi
}

export OCL_ICD_VENDORS=$native_icd
unset VIRTCL_SERVER

# ---- every tool: --help, --version, an unknown option ----------------------------------------
tools=("$build/virtcld" "$build/virtcl-smi" "$build/virtcl-vmmux" "$src/tools/virtcl-qemu-args"
	"python3 $src/bench/run.py" "python3 $src/bench/fairness.py" "bash $src/bench/vm_bandwidth.sh")
for t in "${tools[@]}"; do
	read -ra cmd <<<"$t"
	name=$(basename "${cmd[-1]}")
	run "${cmd[@]}" --help
	if [ $rc = 0 ] && [ -n "$out" ] && [ -z "$err" ]; then ok "$name --help: stdout, status 0"
	else bad "$name --help: status $rc, ${#out} bytes on stdout, stderr: $err"; fi
	run "${cmd[@]}" --version
	if [ $rc = 0 ] && [ "$out" = "$name (virtcl) $version" ] && [ -z "$err" ]; then ok "$name --version: $out"
	else bad "$name --version: status $rc, '$out' (want '$name (virtcl) $version'), stderr: $err"; fi
	refused "--no-such-option" -- "${cmd[@]}" --no-such-option
done

# ---- virtcld: malformed values ---------------------------------------------------------------
refused "--max-sessions" "'abc'" -- "$build/virtcld" --max-sessions abc
refused "--max-memory" "'12Q'" -- "$build/virtcld" --max-memory 12Q
refused "--socket-mode 999" "octal" -- "$build/virtcld" --socket-mode 999
refused "'foo=bar'" -- "$build/virtcld" --listen "unix:$tmp/x.sock,foo=bar"
[ ! -e "$tmp/x.sock,foo=bar" ] && [ ! -e "$tmp/x.sock" ] && ok "no socket made for a refused --listen" ||
	bad "a socket file was made for a refused --listen"
refused "slots=3" "power of two" -- "$build/virtcld" --listen "unix:$tmp/x.sock,slots=3,shm=$tmp/f"
refused "--mode 999" "octal" -- "$build/virtcl-vmmux" --mode 999
refused "--name 'a b'" "letters" -- "$build/virtcl-vmmux" --name "a b"
refused "--listen tcp:127.0.0.1" "expected tcp:HOST:PORT" -- "$build/virtcld" --listen tcp:127.0.0.1
refused "--listen tcp:::1:7777" "expected tcp:HOST:PORT or tcp:[IPV6]:PORT" -- "$build/virtcld" --listen tcp:::1:7777
refused "'shm=b'" -- "$build/virtcld" --listen "unix:$tmp/x.sock,shm=a,shm=b"
refused "--control rel" "absolute path" -- "$build/virtcld" --control rel
refused "unexpected argument 'extra'" -- "$build/virtcld" extra
# --platform nosuch: the platforms there are
native_name=$(clinfo --raw 2>/dev/null | awk '$1 == "CL_PLATFORM_NAME" { sub(/^[ \t]*CL_PLATFORM_NAME[ \t]+/, ""); print; exit }')
run timeout 60 "$build/virtcld" --platform nosuch --listen "unix:$tmp/p.sock"
if [ $rc != 0 ] && grep -q "no host platform matches --platform nosuch; the host has:" <<<"$err" &&
	grep -qF "0: $native_name" <<<"$err"; then
	ok "--platform nosuch lists the platforms ($native_name)"
else
	bad "--platform nosuch: status $rc; stderr: $err"
fi

# ---- virtcl-qemu-args --shm -----------------------------------------------------------------
refused "--shm $tmp/vm:3M" "'3M'" "power of two" -- "$src/tools/virtcl-qemu-args" --shm "$tmp/vm:3M" "$tmp/s"
refused "'2G'" -- "$src/tools/virtcl-qemu-args" --shm "$tmp/vm:2G" "$tmp/s"
refused "'abc'" -- "$src/tools/virtcl-qemu-args" --shm "$tmp/vm:abc" "$tmp/s"
refused "--shm needs a value" -- "$src/tools/virtcl-qemu-args" --shm
run "$src/tools/virtcl-qemu-args" --reconnect 1 --shm "$tmp/vm:64K" "$tmp/s"
[ $rc = 0 ] && grep -q "size=64K" <<<"$out" && ok "--shm FILE:64K accepted" || bad "--shm FILE:64K: status $rc $err"

# ---- the front-end, with no daemon: VIRTCL_DEBUG says where and why ---------------------------
mkdir "$tmp/icds"
cp "$native_icd" "$build/virtcl.icd" "$tmp/icds/"
run env OCL_ICD_VENDORS="$tmp/icds" VIRTCL_SERVER="unix:$tmp/nobody.sock" VIRTCL_DEBUG=1 clinfo -l
if [ $rc = 0 ] && grep -qF "no virtcld answers at unix:$tmp/nobody.sock" <<<"$err" &&
	grep -q "No such file or directory" <<<"$err" && [ "$(grep -c '^Platform #' <<<"$out")" = 1 ]; then
	ok "no daemon: clinfo -l lists the other platform; VIRTCL_DEBUG: $(head -1 <<<"$err")"
else
	bad "no daemon: status $rc; stdout: $out; stderr: $err"
fi
run env OCL_ICD_VENDORS="$tmp/icds" VIRTCL_SERVER="unix:$tmp/nobody.sock" clinfo -l
[ -z "$err" ] && ok "no daemon, no VIRTCL_DEBUG: nothing on stderr" || bad "no daemon: stderr without VIRTCL_DEBUG: $err"
# every variable is read and checked once, at the first call, whatever the transport: a malformed
# value is reported (the name and the value) exactly once, without VIRTCL_DEBUG
for kv in VIRTCL_CONNECT_TIMEOUT=soon VIRTCL_PEER_TIMEOUT=-1 VIRTCL_SHM_SIZE=3M VIRTCL_SHM_RING=12Q \
	VIRTCL_SPIN_US=fast VIRTCL_COPY_THREADS=99 VIRTCL_PLATFORM_NAME=foo VIRTCL_INSECURE=yes; do
	run env OCL_ICD_VENDORS="$tmp/icds" VIRTCL_SERVER="unix:$tmp/nobody.sock" "$kv" clinfo -l
	n=$(grep -cF "virtcl: $kv" <<<"$err")
	[ $rc = 0 ] && [ "$n" = 1 ] && [ "$(wc -l <<<"$err")" = 1 ] && ok "$kv: reported once: $err" ||
		bad "$kv: status $rc, reported $n times; stderr: $err"
done

# ---- with a daemon: VIRTCL_SHM_RING and the log's times --------------------------------------
sock=$tmp/d.sock
"$build/virtcld" --listen "unix:$sock" >"$tmp/d.log" 2>&1 &
daemon=$!
for _ in $(seq 100); do [ -S "$sock" ] && break; sleep 0.1; done
[ -S "$sock" ] || { cat "$tmp/d.log"; bad "virtcld did not start"; exit 1; }
vrun() { run env OCL_ICD_VENDORS="$build/virtcl.icd" VIRTCL_SERVER="shm:$sock" VIRTCL_DEBUG=1 "$@" clinfo -l; }
vrun VIRTCL_SHM_RING=64K
[ $rc = 0 ] && grep -q "request/reply rings of 64 KiB" <<<"$err" && ok "VIRTCL_SHM_RING=64K: rings of 64 KiB" ||
	bad "VIRTCL_SHM_RING=64K: status $rc; stderr: $err"
vrun VIRTCL_SHM_RING=1m
[ $rc = 0 ] && grep -q "request/reply rings of 1024 KiB" <<<"$err" && ok "VIRTCL_SHM_RING=1m: rings of 1 MiB" ||
	bad "VIRTCL_SHM_RING=1m: status $rc; stderr: $err"
vrun VIRTCL_SHM_RING=12Q
[ $rc = 0 ] && grep -qF "VIRTCL_SHM_RING=12Q: not a number" <<<"$err" && grep -q "rings of 256 KiB" <<<"$err" &&
	ok "VIRTCL_SHM_RING=12Q: $(grep -F 12Q <<<"$err")" || bad "VIRTCL_SHM_RING=12Q: status $rc; stderr: $err"
vrun VIRTCL_SHM_RING=3000
[ $rc = 0 ] && grep -qF "VIRTCL_SHM_RING=3000: not 0 or a power of two in 4K..1M" <<<"$err" &&
	ok "VIRTCL_SHM_RING=3000 refused" || bad "VIRTCL_SHM_RING=3000: status $rc; stderr: $err"
run env OCL_ICD_VENDORS="$build/virtcl.icd" VIRTCL_SERVER="shm:$sock" VIRTCL_SHM_RING=12Q clinfo -l
grep -qF "VIRTCL_SHM_RING=12Q: not a number" <<<"$err" && ok "... also without VIRTCL_DEBUG" ||
	bad "VIRTCL_SHM_RING=12Q without VIRTCL_DEBUG is silent"
vrun VIRTCL_SPIN_US=fast
grep -qF "VIRTCL_SPIN_US=fast: not a number" <<<"$err" && ok "VIRTCL_SPIN_US=fast refused" ||
	bad "VIRTCL_SPIN_US=fast: stderr: $err"
if grep -Eq '^virtcld\[[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z\]: ' "$tmp/d.log" &&
	! grep -Evq '^virtcld\[[0-9]{4}-[0-9]{2}-[0-9]{2}T' "$tmp/d.log"; then
	ok "the daemon's log lines carry ISO-8601 times: $(head -1 "$tmp/d.log")"
else
	bad "log lines without ISO-8601 times: $(head -3 "$tmp/d.log")"
fi

if [ $fails != 0 ]; then
	echo "FAILED: $fails check(s)"
	exit 1
fi
echo PASS
