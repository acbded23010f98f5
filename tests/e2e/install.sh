#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `cmake --install` into a staging folder (DESTDIR), then the installed pieces used as installed:
# the files in their GNUInstallDirs places, the .icd file naming the installed library, the systemd
# units valid (systemd-analyze verify, where it exists), and the installed virtcld started by
# socket activation (systemd-socket-activate, as virtcld.socket does) serving examples/compute
# through the installed ICD library.
# usage: install.sh BUILD_DIR BINDIR SBINDIR LIBDIR SYSCONFDIR MANDIR UNITDIR   (the configured full
# paths)
set -uo pipefail
build=$1 bindir=$2 sbindir=$3 libdir=$4 sysconfdir=$5 mandir=$6 unitdir=$7
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
for f in "$sbindir/virtcld" "$sbindir/virtcl-smi" "$bindir/virtcl-qemu-args" "$libdir/libvirtcl.so.1" \
	"$sysconfdir/OpenCL/vendors/virtcl.icd" "$sysconfdir/virtcl/virtcld.conf" \
	"$unitdir/virtcld.socket" "$unitdir/virtcld.service" "$mandir/man5/virtcld.conf.5" \
	"$libdir/libEGL_virtcl.so.0" "$(dirname "$mandir")/virtcl/virtcl_egl.json"; do
	[ -e "$stage$f" ] && ok "installed $f" || fail "$f not installed"
done
# libglvnd's EGL vendor file names the installed library's second name (issue 14)
grep -qF "\"$libdir/libEGL_virtcl.so.0\"" "$stage$(dirname "$mandir")/virtcl/virtcl_egl.json" 2>/dev/null &&
	[ "$(readlink "$stage$libdir/libEGL_virtcl.so.0")" = libvirtcl.so.1 ] &&
	ok "virtcl_egl.json names $libdir/libEGL_virtcl.so.0, a link to libvirtcl.so.1" ||
	fail "virtcl_egl.json or libEGL_virtcl.so.0 is not as it should be"
icd=$(cat "$stage$sysconfdir/OpenCL/vendors/virtcl.icd" 2>/dev/null)
[ "$icd" = "$libdir/libvirtcl.so.1" ] && ok "virtcl.icd names the installed library ($icd)" ||
	fail "virtcl.icd says '$icd', want $libdir/libvirtcl.so.1"
if command -v help2man >/dev/null; then
	for f in "$mandir/man8/virtcld.8" "$mandir/man1/virtcl-qemu-args.1"; do
		[ -s "$stage$f" ] && ok "installed $f" || fail "$f not installed"
	done
	grep -qF 'max\-sessions' "$stage$mandir/man8/virtcld.8" && ok "virtcld.8 lists the options" ||
		fail "virtcld.8 does not list the options"
else
	echo "# SKIP part: no help2man, no man pages of the programs"
fi
# the installed configuration file is every setting commented out: a daemon started with it has
# the built-in defaults
grep -qv '^[[:space:]]*\(#\|$\)' "$stage$sysconfdir/virtcl/virtcld.conf" &&
	fail "virtcld.conf sets something: $(grep -v '^[[:space:]]*\(#\|$\)' "$stage$sysconfdir/virtcl/virtcld.conf")" ||
	ok "virtcld.conf as installed sets nothing (the defaults)"
grep -q "^ExecStart=$sbindir/virtcld" "$stage$unitdir/virtcld.service" &&
	ok "virtcld.service starts the installed virtcld" || fail "virtcld.service ExecStart"

if command -v systemd-analyze >/dev/null; then
	# the units as they are, but pointing at the staged binary (the real one is not installed)
	mkdir -p "$stage/units"
	sed "s|^ExecStart=$sbindir/virtcld|ExecStart=$stage$sbindir/virtcld|" "$stage$unitdir/virtcld.service" \
		>"$stage/units/virtcld.service"
	cp "$stage$unitdir/virtcld.socket" "$stage/units/"
	# (the man pages it checks: the staged ones)
	out=$(cd "$stage/units" && MANPATH=$stage$mandir SYSTEMD_LOG_LEVEL=warning systemd-analyze verify ./virtcld.socket ./virtcld.service 2>&1 |
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
	"$stage$sbindir/virtcld" --config "$stage$sysconfdir/virtcl/virtcld.conf" --cache-dir "$stage/cache" \
	--control "$stage/control" >"$stage/virtcld.log" 2>&1 &
pid=$!
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
out=$(OCL_ICD_VENDORS="$stage$libdir/libvirtcl.so.1" VIRTCL_SERVER="unix:$sock" \
	timeout 120 "$build/examples/compute" 2>&1)
echo "$out" | tail -n 4 | sed 's/^/#   /'
echo "$out" | grep -q "ALL OK" && ok "examples/compute through the installed library and the installed, socket-activated virtcld" ||
	fail "examples/compute did not pass"
grep -q "listening on unix:$sock (from systemd)" "$stage/virtcld.log" &&
	ok "virtcld took the socket from socket activation" || fail "virtcld did not take the activated socket"
grep -q "session 1: started" "$stage/virtcld.log" && ok "the daemon served a session" ||
	{ fail "no session in the daemon's log"; cat "$stage/virtcld.log"; }
# the installed status tool reads the installed daemon's control socket
smi=$("$stage$sbindir/virtcl-smi" --control "$stage/control" --json 2>&1)
python3 -c 'import json, sys; j = json.loads(sys.argv[1]); sys.exit(j["daemon"]["sessions_total"] < 1)' "$smi" &&
	ok "the installed virtcl-smi reads the daemon's status" || fail "virtcl-smi: $smi"
exit $rc
