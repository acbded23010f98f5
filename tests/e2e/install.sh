#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `cmake --install` into a staging folder (DESTDIR), then the installed pieces used as installed:
# the files in their GNUInstallDirs places, the .icd file naming the installed library, the systemd
# units valid (systemd-analyze verify, where it exists), and the installed virtcld started by
# socket activation (systemd-socket-activate, as virtcld.socket does) serving examples/compute
# through the installed ICD library.
# usage: install.sh BUILD_DIR BINDIR LIBDIR SYSCONFDIR UNITDIR   (the configured full paths)
set -uo pipefail
build=$1 bindir=$2 libdir=$3 sysconfdir=$4 unitdir=$5
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
stage=$(mktemp -d /tmp/vcl-install.XXXXXX)
chmod 755 "$stage"
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$stage"; }
trap cleanup EXIT
rc=0
fail() { echo "FAIL: $*"; rc=1; }
ok() { echo "ok - $*"; }

DESTDIR=$stage cmake --install "$build" >"$stage/install.log" 2>&1 || { cat "$stage/install.log"; echo "FAIL: cmake --install"; exit 1; }
for f in "$bindir/virtcld" "$bindir/virtcl-qemu-args" "$libdir/libvirtcl.so" \
	"$sysconfdir/OpenCL/vendors/virtcl.icd" "$unitdir/virtcld.socket" "$unitdir/virtcld.service"; do
	[ -e "$stage$f" ] && ok "installed $f" || fail "$f not installed"
done
icd=$(cat "$stage$sysconfdir/OpenCL/vendors/virtcl.icd" 2>/dev/null)
[ "$icd" = "$libdir/libvirtcl.so" ] && ok "virtcl.icd names the installed library ($icd)" ||
	fail "virtcl.icd says '$icd', want $libdir/libvirtcl.so"
grep -q "^ExecStart=$bindir/virtcld" "$stage$unitdir/virtcld.service" &&
	ok "virtcld.service starts the installed virtcld" || fail "virtcld.service ExecStart"

if command -v systemd-analyze >/dev/null; then
	# the units as they are, but pointing at the staged binary (the real one is not installed)
	mkdir -p "$stage/units"
	sed "s|^ExecStart=$bindir/virtcld|ExecStart=$stage$bindir/virtcld|" "$stage$unitdir/virtcld.service" \
		>"$stage/units/virtcld.service"
	cp "$stage$unitdir/virtcld.socket" "$stage/units/"
	out=$(cd "$stage/units" && SYSTEMD_LOG_LEVEL=warning systemd-analyze verify ./virtcld.socket ./virtcld.service 2>&1 |
		grep -v "file://.*security.md" | grep -v "Failed to .*bus\|System has not been booted")
	[ -z "$out" ] && ok "systemd-analyze verify: the units are valid" || fail "systemd-analyze verify: $out"
else
	echo "# SKIP part: no systemd-analyze"
fi

if ! command -v systemd-socket-activate >/dev/null; then
	echo "SKIP: no systemd-socket-activate for the socket-activation part"; exit $(( rc ? rc : 77 ))
fi
sock=$stage/virtcl.sock
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd systemd-socket-activate -l "$sock" \
	"$stage$bindir/virtcld" --cache-dir "$stage/cache" >"$stage/virtcld.log" 2>&1 &
pid=$!
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
out=$(OCL_ICD_VENDORS="$stage$libdir/libvirtcl.so" VIRTCL_SERVER="unix:$sock" \
	timeout 120 "$build/examples/compute" 2>&1)
echo "$out" | tail -n 4 | sed 's/^/#   /'
echo "$out" | grep -q "ALL OK" && ok "examples/compute through the installed library and the installed, socket-activated virtcld" ||
	fail "examples/compute did not pass"
grep -q "listening on unix:$sock (from systemd)" "$stage/virtcld.log" &&
	ok "virtcld took the socket from socket activation" || fail "virtcld did not take the activated socket"
grep -q "session 1: started" "$stage/virtcld.log" && ok "the daemon served a session" ||
	{ fail "no session in the daemon's log"; cat "$stage/virtcld.log"; }
exit $rc
