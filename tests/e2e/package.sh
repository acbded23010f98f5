#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Debian packages as a user gets them: dpkg-buildpackage -us -uc -b from this tree, lintian
# clean (no error, no warning), then a fresh Debian 12 root (mmdebstrap from the host's apt
# sources, with systemd, PoCL and clinfo) with virtcl-icd and virtcld installed by apt, booted with
# systemd as PID 1 in its own mount and PID namespaces. Inside: the postinst's virtcl user and
# enabled virtcld.socket; clinfo and examples/compute through the installed ICD and the
# socket-activated, installed daemon under the installed unit's sandboxing; systemctl reload
# (SIGHUP, a changed virtcld.conf) and stop; re-activation; purge. Needs root, dpkg-dev, debhelper,
# lintian, mmdebstrap (scripts/deps.sh) and the Debian mirror (or the host's apt cache).
# Usage: package.sh SOURCE_DIR BUILD_DIR   (BUILD_DIR: for examples/compute)
set -uo pipefail
src=$(cd "$1" && pwd); build=$(cd "$2" && pwd)
skip() { echo "SKIP: $*"; exit 77; }
[ "$(id -u)" = 0 ] || skip "needs root (mmdebstrap, namespaces, systemd as PID 1)"
grep -q '^12\.' /etc/debian_version 2>/dev/null || skip "the packages are built for Debian 12; this is not Debian 12"
for t in dpkg-buildpackage dh lintian mmdebstrap unshare pivot_root; do
	command -v $t >/dev/null || skip "no $t (scripts/deps.sh installs it)"
done
[ -x "$build/examples/compute" ] || skip "examples/compute not built"
if [ -f /etc/apt/sources.list.d/debian.sources ]; then sources=/etc/apt/sources.list.d/debian.sources
elif [ -s /etc/apt/sources.list ]; then sources=/etc/apt/sources.list
else skip "no apt sources for Debian on this host"; fi
work=$(mktemp -d /var/tmp/vcl-pkg.XXXXXX)
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
rc=0
fail() { echo "FAIL: $*"; rc=1; }
ok() { echo "ok - $*"; }

# ---- build: the tree's files (tracked and new, not ignored ones) in a copy
mkdir -p "$work/src"
if git -C "$src" rev-parse --git-dir >/dev/null 2>&1; then
	(cd "$src" && git ls-files -co --exclude-standard -z | tar --null -cf - -T -) | tar -xf - -C "$work/src"
else
	tar -C "$src" --exclude='./build*' --exclude=./obj-\* -cf - . | tar -xf - -C "$work/src"
fi
t0=$(date +%s)
(cd "$work/src" && DEB_BUILD_OPTIONS="parallel=2" dpkg-buildpackage -us -uc -b) >"$work/build.log" 2>&1 ||
	{ tail -40 "$work/build.log"; echo "FAIL: dpkg-buildpackage"; exit 1; }
ok "dpkg-buildpackage -us -uc -b ($(($(date +%s) - t0)) s): $(cd "$work" && ls ./*.deb | grep -v dbgsym | tr '\n' ' ')"
changes=$(ls "$work"/virtcl_*.changes)
lintian --fail-on error,warning "$changes" >"$work/lintian.log" 2>&1; st=$?
out=$(grep -v "running with root privileges" "$work/lintian.log")
[ "$st" = 0 ] && ok "lintian: no error or warning${out:+ (${out//$'\n'/; })}" || fail "lintian: $out"

# ---- a fresh Debian 12 root with the packages installed by apt (the host's apt cache, if any,
# saves downloads)
icd=$(ls "$work"/virtcl-icd_*.deb) daemon=$(ls "$work"/virtcld_*.deb)
t0=$(date +%s)
mmdebstrap --variant=apt --mode=root --format=directory \
	--include="systemd,systemd-sysv,pocl-opencl-icd,clinfo,$icd,$daemon" \
	--hook-dir=/usr/share/mmdebstrap/hooks/file-mirror-automount \
	--setup-hook='mkdir -p "$1"/var/cache/apt/archives; cp -al /var/cache/apt/archives/*.deb "$1"/var/cache/apt/archives/ 2>/dev/null || true' \
	bookworm "$work/root" - <"$sources" >"$work/mmdebstrap.log" 2>&1 ||
	{ tail -20 "$work/mmdebstrap.log"; echo "FAIL: mmdebstrap (a fresh Debian 12 root with the packages)"; exit 1; }
ok "a Debian 12 root with virtcl-icd and virtcld installed by apt ($(($(date +%s) - t0)) s)"
cp "$build/examples/compute" "$work/root/usr/local/bin/compute"

# ---- what runs inside, once systemd has booted (a oneshot unit); it powers the root off
cat >"$work/root/vtest.sh" <<'IN'
#!/bin/sh
exec >/vtest.out 2>&1
ok() { echo "ok - $*"; }
fail() { echo "FAIL: $*"; }
check() { what=$1; shift; if "$@"; then ok "$what"; else fail "$what"; fi; }
echo booted
check "the postinst made the system user virtcl" getent passwd virtcl
check "/var/cache/virtcl exists" test -d /var/cache/virtcl
check "virtcld.socket is enabled" systemctl -q is-enabled virtcld.socket
check "virtcld.socket is active" systemctl -q is-active virtcld.socket
m=$(stat -c '%a %U %G' /run/virtcl.sock)
check "/run/virtcl.sock is 660 root:virtcl ($m)" test "$m" = "660 root virtcl"
check "virtcld.service waits for the first guest" test "$(systemctl is-active virtcld.service)" = inactive
l=$(clinfo -l 2>&1); echo "$l" | sed 's/^/#   /'
check "clinfo -l lists the virtcl platform through the installed ICD" sh -c "echo '$l' | grep -q '(virtcl)'"
check "clinfo -l still lists the host's PoCL platform" sh -c "echo '$l' | grep -q 'Portable Computing Language$'"
c=$(OCL_ICD_VENDORS=/etc/OpenCL/vendors/virtcl.icd timeout 120 /usr/local/bin/compute 2>&1)
echo "$c" | tail -4 | sed 's/^/#   /'
check "examples/compute through the installed virtcl-icd and virtcld: ALL OK" sh -c "echo '$c' | grep -q 'ALL OK'"
check "virtcld.service was started by the socket" systemctl -q is-active virtcld.service
# the status tool through the control socket, with a guest running
OCL_ICD_VENDORS=/etc/OpenCL/vendors/virtcl.icd /usr/local/bin/compute >/tmp/compute2.out 2>&1 &
for _ in $(seq 100); do s=$(virtcl-smi 2>&1); echo "$s" | grep -q "^sessions: 1 now" && break; sleep 0.1; done
echo "$s" | head -5 | sed 's/^/#   /'
check "virtcl-smi lists the running guest" sh -c "echo '$s' | grep -q '^sessions: 1 now'"
wait
j() { journalctl -q -u virtcld.service --no-pager -o cat; }
check "the daemon took the socket from systemd" sh -c "journalctl -q -u virtcld.service -o cat | grep -q 'listening on unix:/run/virtcl.sock (from systemd)'"
check "sessions ran confined under the unit's sandboxing" sh -c "journalctl -q -u virtcld.service -o cat | grep -q 'sessions confined (bubblewrap + seccomp)' && journalctl -q -u virtcld.service -o cat | grep -q 'session 2: started'"
pid=$(systemctl show -p MainPID --value virtcld.service)
printf 'max-sessions = 3\n' >>/etc/virtcl/virtcld.conf
check "systemctl reload virtcld" systemctl reload virtcld.service
sleep 1
check "the reload applied virtcld.conf (SIGHUP)" sh -c "journalctl -q -u virtcld.service -o cat | grep -q 'SIGHUP: reloaded /etc/virtcl/virtcld.conf: max-sessions 3'"
check "the same daemon runs on after the reload" test "$(systemctl show -p MainPID --value virtcld.service)" = "$pid"
check "systemctl stop virtcld" systemctl stop virtcld.service
check "it stopped in order" sh -c "journalctl -q -u virtcld.service -o cat | grep -q '^virtcld.*stopped$'"
check "the socket stays for the next guest" systemctl -q is-active virtcld.socket
check "the next guest starts it again" sh -c "OCL_ICD_VENDORS=/etc/OpenCL/vendors/virtcl.icd clinfo -l | grep -q '(virtcl)' && systemctl -q is-active virtcld.service"
systemd-analyze security --no-pager virtcld.service | grep -i 'overall exposure' | sed 's/^/# /'
systemctl stop virtcld.service virtcld.socket
check "dpkg --purge virtcld virtcl-icd" sh -c 'dpkg --purge virtcld virtcl-icd >/dev/null'
check "the purge removed /var/cache/virtcl, the .icd file and the unit's enablement" sh -c \
	'! test -e /var/cache/virtcl && ! test -e /etc/OpenCL/vendors/virtcl.icd && ! test -e /etc/systemd/system/sockets.target.wants/virtcld.socket'
echo finished
systemctl poweroff
IN
chmod +x "$work/root/vtest.sh"
cat >"$work/root/etc/systemd/system/vtest.service" <<'IN'
[Unit]
After=multi-user.target virtcld.socket
[Service]
Type=oneshot
ExecStart=/vtest.sh
[Install]
WantedBy=multi-user.target
IN
ln -s /etc/systemd/system/vtest.service "$work/root/etc/systemd/system/multi-user.target.wants/"

# ---- boot it: systemd as PID 1 in new mount and PID namespaces over the root (pivot_root, not
# chroot: a chrooted process may not make the user namespaces bubblewrap needs)
t0=$(date +%s)
timeout 240 unshare --mount --pid --fork --propagation private /bin/sh -c '
	set -e; r=$1
	mount --bind "$r" "$r"
	mount -t proc proc "$r/proc"
	mount --rbind /dev "$r/dev"; mount -t tmpfs tmpfs "$r/dev/shm"
	mount --rbind /sys "$r/sys"
	mount -t tmpfs tmpfs "$r/tmp"; mount -t tmpfs tmpfs "$r/run"
	mkdir -p "$r/.oldroot"; cd "$r"; pivot_root . .oldroot
	umount -l /.oldroot
	exec /usr/bin/env -i container=other PATH=/usr/sbin:/usr/bin:/sbin:/bin /lib/systemd/systemd --system --log-target=console
' sh "$work/root" >"$work/boot.log" 2>&1
if ! grep -q booted "$work/root/vtest.out" 2>/dev/null; then
	tail -15 "$work/boot.log"
	[ $rc = 0 ] && skip "systemd did not boot as PID 1 in a container here (its log above); the packages built and installed"
	exit $rc
fi
sed -n '/^\(ok\|FAIL\|#\)/p' "$work/root/vtest.out"
grep -q '^FAIL' "$work/root/vtest.out" && { rc=1; grep -v '^\(ok\|FAIL\|#\)' "$work/root/vtest.out" | tail -30; }
grep -q '^finished' "$work/root/vtest.out" || fail "the checks inside did not finish"
echo "# booted, checked and powered off in $(($(date +%s) - t0)) s"
exit $rc
