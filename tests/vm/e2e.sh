#!/bin/bash
# SPDX-License-Identifier: MIT
#
# e2e.sh - unmodified OpenCL programs in QEMU guests, executed by one virtcld on the host.
#
#   tests/vm/e2e.sh BUILD_DIR [--keep]      (CC, VCL_VM_ACCEL, VCL_VM_CACHE honoured)
#
# 1. Builds two guest initramfs images with mkinitramfs.sh: a "good" one holding
#    the host's ocl-icd loader (libOpenCL.so.1), BUILD_DIR/libvirtcl.so at
#    /usr/lib/virtcl/, /etc/OpenCL/vendors/virtcl.icd naming it, and the
#    unmodified BUILD_DIR/examples/compute (SAXPY, matmul, reduction, checked on
#    the CPU; no PoCL in the guest); and a "bad" one holding e2e_garbage.
# 2. Starts one virtcld (PoCL) with one socket per guest, each with that guest's
#    ivshmem backing file (--listen unix:SOCK,shm=FILE), and runs three guests:
#      good-a  ports virtcl.req/virtcl.ntf from qemu-run.sh --port, 16 MiB ivshmem
#              in one slot (,slots=1): one program, straight on the ports
#      good-b  one port virtcl.mux and 64 MiB ivshmem from tools/virtcl-qemu-args
#              --shm (4 slots of 16 MiB): virtcl-vmmux in the guest, two programs
#              at once, then a third after they ended, then a fourth killed
#              (SIGKILL) 2 s after its start, in the middle of its run
#      bad     ten ports (see e2e_garbage.c) + a 1 MiB ivshmem region
#    Buffer data of the good guests moves through their ivshmem regions (the
#    front-end maps BAR2; the daemon maps the file of THAT VM), not the serial port.
#    The bad guest boots first; once it waits, the two good ones boot at once
#    and run compute with VIRTCL_SERVER=vm:.  When both of their
#    sessions have started, the host writes "GO" into the bad guest's ivshmem
#    region; the bad guest then fills the region with garbage and attacks the
#    daemon: random bytes instead of HELLO, and after a valid handshake a
#    header with an absurd size, an unknown opcode, random bytes, a real
#    opcode (clCreateBuffer) with a random payload.
# 3. Checks: both good guests exit 0 and print ALL OK (good-b three times); the
#    daemon logged five clean sessions (started with their listener's region, guest
#    disconnected, ended; more than 8 MiB through the shared region each, but for
#    the killed one), the sessions of good-b that were open together in different
#    slots of its region, and one protocol violation per attacked session, each
#    ending that session, while at least two good sessions were open; it rejected
#    the HELLO-less connection; the bad guest saw
#    every connection closed; the guest's garbage is in the shm file; virtcld is
#    still alive afterwards and still serves a program (compute on the host).
#
# Exit 0 pass, 1 fail, 77 skip only when QEMU cannot run (missing and not
# installable).  --keep leaves the work directory (logs, images) and says where.

set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
# shellcheck source=vm-common.sh
. "$here/vm-common.sh"

[ $# -ge 1 ] || { echo "usage: $0 BUILD_DIR [--keep]" >&2; exit 2; }
build=$(cd "$1" && pwd) || exit 1
keep=0
[ "${2:-}" != --keep ] || keep=1
CC=${CC:-cc}
t_begin=$(date +%s.%N)

fail() {
	echo "e2e.sh: FAIL: $*" >&2
	exit 1
}

for f in virtcld virtcl-vmmux libvirtcl.so examples/compute; do
	[ -e "$build/$f" ] || fail "$build/$f is missing (build first: cmake --build $1)"
done
pocl_icd=${VCL_E2E_HOST_ICD:-/etc/OpenCL/vendors/pocl.icd}
[ -f "$pocl_icd" ] || fail "no host ICD $pocl_icd for virtcld (install pocl-opencl-icd)"

if ! command -v qemu-system-x86_64 >/dev/null; then
	vcl_vm_need_pkgs qemu-system-x86 || true
fi
if ! qemu-system-x86_64 --version >/dev/null 2>&1; then
	echo "e2e.sh: SKIP: qemu-system-x86_64 is missing or does not run" >&2
	exit 77
fi
command -v "$CC" >/dev/null || vcl_vm_need_pkgs gcc libc6-dev

work=$(mktemp -d "${TMPDIR:-/tmp}/vcl-vm-e2e.XXXXXX")
chmod 711 "$work" # the sessions' user reaches the kernel caches below it
sock=$work/virtcld.sock
sock_a=$work/good-a.sock
sock_b=$work/good-b.sock
dlog=$work/virtcld.log
shm_dir=/dev/shm
[ -d "$shm_dir" ] && [ -w "$shm_dir" ] || shm_dir=$work
shm=$shm_dir/vcl-e2e-$$
shm_a=$shm_dir/vcl-e2e-a-$$
shm_b=$shm_dir/vcl-e2e-b-$$
daemon=""
declare -A gpid=() grc=() gstart=() gwall=()

# kill_tree PID - PID and its descendants (qemu-run.sh -> timeout -> qemu), by id.
kill_tree() {
	local c
	for c in $(ps -o pid= --ppid "$1" 2>/dev/null); do
		kill_tree "$c"
	done
	kill "$1" 2>/dev/null
}

cleanup() {
	local p
	for p in "${gpid[@]}"; do
		kill_tree "$p"
	done
	[ -z "$daemon" ] || kill "$daemon" 2>/dev/null
	wait 2>/dev/null
	rm -f "$shm" "$shm_a" "$shm_b"
	if [ $keep = 1 ]; then vcl_vm_log "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 143' TERM INT HUP

# ---------------------------------------------------------------- guest images

vcl_vm_log "building the guest images"
"$CC" -std=c11 -Wall -Wextra -Werror -O2 -I"$src/src/transport" -I"$src/src/protocol" \
	-o "$work/e2e_garbage" "$here/e2e_garbage.c" "$src/src/transport/vcl_vm.c" ||
	fail "cannot build e2e_garbage"

mkdir -p "$work/vendors"
echo /usr/lib/virtcl/libvirtcl.so >"$work/vendors/virtcl.icd"
loader=$(ldd "$build/examples/compute" | awk '$1 == "libOpenCL.so.1" { print $3 }')
[ -f "$loader" ] || fail "examples/compute does not link to an OpenCL ICD loader (libOpenCL.so.1)"

cat >"$work/good.sh" <<'EOF'
# Guest side of e2e.sh: one unmodified OpenCL program, remoted to virtcld.
echo "e2e-good $e2e_name: vendors: $(ls /etc/OpenCL/vendors) -> $(cat /etc/OpenCL/vendors/*.icd)"
if find / -xdev -name 'libpocl*' | grep -q .; then
	echo "e2e-good $e2e_name: FAILED: the guest must not have PoCL"
	exit 3
fi
read -r t0 _ </proc/uptime
if [ "${e2e_mux:-0}" = 1 ]; then
	# one port for every program: the broker carries them (as the guest's init would start it)
	virtcl-vmmux &
	for _ in $(seq 100); do [ -S /run/virtcl/virtcl.sock ] && break; sleep 0.1; done
	# two programs at once, each its own session with its own slot of the region
	VIRTCL_SERVER=vm: /usr/bin/compute >/tmp/one.out 2>&1 &
	p1=$!
	VIRTCL_SERVER=vm: /usr/bin/compute >/tmp/two.out 2>&1 &
	p2=$!
	wait $p1; r1=$?
	wait $p2; r2=$?
	cat /tmp/one.out /tmp/two.out
	# then another one, after they ended: their slots and channels came back
	VIRTCL_SERVER=vm: /usr/bin/compute
	r3=$?
	# one killed in the middle of its run: its session must end on the host
	# (2 s: its session starts within a second, and its run takes several under TCG; its
	# output to a file is buffered, so it tells nothing before the end)
	VIRTCL_SERVER=vm: /usr/bin/compute >/tmp/four.out 2>&1 &
	p4=$!
	sleep 2
	kill -9 $p4 && echo "e2e-good $e2e_name: killed a program 2 s after its start"
	wait $p4 2>/dev/null
	echo "e2e-good $e2e_name: programs exited $r1 $r2 $r3"
	rc=$((r1 | r2 | r3))
	sleep 1 # the broker's CLOSE of the killed program's channels reaches the host
else
	VIRTCL_SERVER=vm: /usr/bin/compute
	rc=$?
fi
read -r t1 _ </proc/uptime
secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')
if [ $rc = 0 ]; then
	echo "e2e-good $e2e_name: OK (compute took $secs s in the guest)"
else
	echo "e2e-good $e2e_name: FAILED: compute exited $rc after $secs s"
fi
exit $rc
EOF
cat >"$work/bad.sh" <<'EOF'
/usr/bin/e2e_garbage
EOF

kernel=$("$here/mkinitramfs.sh" "$work/good.cpio.gz" \
	--add "$build/examples/compute:/usr/bin/" \
	--add "$build/libvirtcl.so:/usr/lib/virtcl/" \
	--add "$build/virtcl-vmmux:/usr/bin/" \
	--add "$loader" \
	--add "$work/vendors:/etc/OpenCL/vendors" \
	--init-script "$work/good.sh" 2>"$work/mkinitramfs.log") ||
	{ cat "$work/mkinitramfs.log" >&2; fail "mkinitramfs.sh (good image)"; }
"$here/mkinitramfs.sh" "$work/bad.cpio.gz" --add "$work/e2e_garbage:/usr/bin/" \
	--init-script "$work/bad.sh" 2>>"$work/mkinitramfs.log" >/dev/null ||
	{ cat "$work/mkinitramfs.log" >&2; fail "mkinitramfs.sh (bad image)"; }
t_images=$(date +%s.%N)

# ---------------------------------------------------------------- daemon and guests

# One ivshmem backing file per VM; the bad guest's also carries the host's GO, which it waits for.
rm -f "$shm" "$shm_a" "$shm_b"
truncate -s 1M "$shm"
truncate -s 16M "$shm_a"
truncate -s 64M "$shm_b"

# the guests' kernel caches live and go with this run's folder
OCL_ICD_VENDORS=$pocl_icd "$build/virtcld" --listen "unix:$sock,shm=$shm" \
	--listen "unix:$sock_a,slots=1,shm=$shm_a" --listen "unix:$sock_b,shm=$shm_b" \
	--cache-dir "$work/cache" >"$dlog" 2>&1 &
daemon=$!
for _ in $(seq 100); do
	[ -S "$sock" ] && [ -S "$sock_a" ] && [ -S "$sock_b" ] && break
	kill -0 "$daemon" 2>/dev/null || break
	sleep 0.1
done
[ -S "$sock" ] && [ -S "$sock_a" ] && [ -S "$sock_b" ] ||
	{ cat "$dlog" >&2; fail "virtcld did not start listening on its three sockets"; }

# start_guest NAME ARGS... - qemu-run.sh in the background, console in NAME.console.
start_guest() {
	local name=$1
	shift
	gstart[$name]=$(date +%s.%N)
	"$here/qemu-run.sh" --kernel "$kernel" --timeout 480 --quiet \
		--log "$work/$name.console" "$@" >"$work/$name.out" 2>&1 &
	gpid[$name]=$!
}

mapfile -t tool_args < <("$src/tools/virtcl-qemu-args" --lines --shm "$shm_b:64M" "$sock_b")
[ ${#tool_args[@]} = 10 ] || fail "tools/virtcl-qemu-args printed ${#tool_args[@]} arguments, want 10"
qargs_b=()
for a in "${tool_args[@]}"; do
	qargs_b+=(--qemu-arg "$a")
done

bad_ports=()
for p in raw.req badmux.mux virtcl.req virtcl.ntf bad1.req bad1.ntf bad2.req bad2.ntf bad3.req bad3.ntf; do
	bad_ports+=(--port "$p=$sock")
done

alive() {
	kill -0 "$1" 2>/dev/null
}

# The bad guest first, and the good ones once it waits for GO: then its attacks
# come within milliseconds of GO, however slowly each guest happens to boot.
vcl_vm_log "booting the bad guest (TCG unless hardware KVM)"
start_guest bad --initrd "$work/bad.cpio.gz" --mem 128M "${bad_ports[@]}" --shm "$shm:1M"
for _ in $(seq 3000); do
	grep -aq "waiting for the host's GO" "$work/bad.console" 2>/dev/null && break
	alive "${gpid[bad]}" || break
	sleep 0.1
done
grep -aq "waiting for the host's GO" "$work/bad.console" 2>/dev/null ||
	vcl_vm_log "warning: the bad guest is not waiting for GO; booting the good ones anyway"
vcl_vm_log "booting the two good guests at once"
start_guest good-a --initrd "$work/good.cpio.gz" --mem 256M \
	--port "virtcl.req=$sock_a" --port "virtcl.ntf=$sock_a" --shm "$shm_a:16M" --append e2e_name=good-a
# qemu-run.sh counts only its own --port options in vcl_nports; the later
# vcl_nports=1 wins (the kernel replaces an environment word given twice).
start_guest good-b --initrd "$work/good.cpio.gz" --mem 256M \
	"${qargs_b[@]}" --append "e2e_name=good-b e2e_mux=1 vcl_nports=1"

# GO once three good sessions have started (good-a's and good-b's first two; or a good guest
# is gone already).
go_at=""
for _ in $(seq 3000); do
	n=$(grep -c 'session [0-9]*: started' "$dlog")
	if [ "$n" -ge 3 ] || ! alive "${gpid[good-a]}" || ! alive "${gpid[good-b]}"; then
		printf GO | dd of="$shm" conv=notrunc status=none
		go_at=$(date +%s.%N)
		vcl_vm_log "GO to the bad guest ($n session(s) started)"
		break
	fi
	sleep 0.1
done
[ -n "$go_at" ] || vcl_vm_log "warning: the good sessions did not start within 300 s"

for g in good-a good-b bad; do
	wait "${gpid[$g]}"
	grc[$g]=$?
	gwall[$g]=$(awk -v a="${gstart[$g]}" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
	unset "gpid[$g]"
done
t_guests=$(date +%s.%N)

# ---------------------------------------------------------------- checks

errs=0
bad() {
	echo "e2e.sh: FAIL: $*" >&2
	errs=$((errs + 1))
}

for g in good-a good-b; do
	[ "${grc[$g]}" = 0 ] || bad "$g exited ${grc[$g]} (qemu-run.sh status)"
	want=1
	[ $g = good-a ] || want=3
	n=$(grep -ac '^ALL OK' "$work/$g.console")
	[ "$n" = $want ] || bad "$g: compute printed ALL OK $n time(s), want $want"
	grep -aq "e2e-good $g: OK" "$work/$g.console" || bad "$g: no OK line from the guest script"
	grep -aq '^platform: Portable Computing Language' "$work/$g.console" ||
		bad "$g: compute did not see the host's PoCL platform"
done
[ "${grc[bad]}" = 0 ] || bad "the bad guest exited ${grc[bad]}: some attack was not answered by a hang-up"
head -c 15 "$shm" | grep -q '^VCL-E2E-GARBAGE$' || bad "the bad guest's garbage is not in the ivshmem file"

if alive "$daemon"; then
	# Still serving after all that: one more program, from the host this time.
	if OCL_ICD_VENDORS=$build/virtcl.icd VIRTCL_SERVER=unix:$sock timeout 120 \
		"$build/examples/compute" >"$work/host-compute.log" 2>&1; then
		:
	else
		cat "$work/host-compute.log" >&2
		bad "compute on the host through virtcld failed after the attacks"
	fi
	alive "$daemon" || bad "virtcld died during the final host run"
else
	bad "virtcld died"
fi
kill "$daemon" 2>/dev/null
wait "$daemon" 2>/dev/null
daemon=""

# Session bookkeeping from the daemon log: one line per session with
# id, start time, end time, violation time (0 when absent), disconnect seen,
# the socket's file name ("-": not a VM socket), the region slot OFF:SIZE ("-": none).
awk '
	# virtcld[2026-11-30T21:36:05.869Z]: seconds since an epoch (days from the civil date)
	match($0, /^virtcld\[[0-9T:.Z-]+\]/) {
		split(substr($0, 9, RLENGTH - 9), a, /[-T:Z]/)
		y = a[1]; m = a[2]; if (m < 3) { y--; m += 12 }
		t = sprintf("%.3f", (365 * y + int(y / 4) - int(y / 100) + int(y / 400) + int((153 * (m - 3) + 2) / 5) + a[3]) * 86400 + a[4] * 3600 + a[5] * 60 + a[6])
	}
	/: session [0-9]+: / {
		id = $0; sub(/.*: session /, "", id); sub(/:.*/, "", id); ids[id] = 1
	}
	/: session [0-9]+: VM socket / {
		so[id] = $0; sub(/.*VM socket /, "", so[id]); sub(/ .*/, "", so[id]); sub(/.*\//, "", so[id])
		if ($0 ~ /region slot /) { sl[id] = $0; sub(/.*region slot /, "", sl[id]); sub(/ .*/, "", sl[id]) }
	}
	/: session [0-9]+: started/ { st[id] = t }
	/: session [0-9]+: ended,/ { en[id] = t }
	/: session [0-9]+: protocol violation/ { vi[id] = t }
	/: session [0-9]+: guest disconnected \(end of stream\)/ { dc[id] = 1 }
	END {
		for (id in ids)
			printf "%s %s %s %s %d %s %s\n", id, st[id] ? st[id] : 0, en[id] ? en[id] : 0,
				vi[id] ? vi[id] : 0, dc[id], so[id] ? so[id] : "-", sl[id] ? sl[id] : "-"
	}' "$dlog" | sort -n >"$work/sessions"

host_sid=$(awk '$4 == 0 && $2 != 0' "$work/sessions" | tail -n 1 | cut -d' ' -f1)
# The last clean session is the final host run; the five before it are the guests' (good-a's
# one, good-b's four: two at once, one after, one killed).
good=$(awk '$4 == 0 && $2 != 0' "$work/sessions" | head -n -1)
viol=$(awk '$4 != 0' "$work/sessions")
ngood=$(printf '%s' "$good" | grep -c .)
nviol=$(printf '%s' "$viol" | grep -c .)
[ "$ngood" = 5 ] || bad "the daemon log shows $ngood clean guest session(s), want 5"
good_b=$(awk '$6 == "good-b.sock"' <<<"$good")
killed_sid=$(tail -n 1 <<<"$good_b" | cut -d' ' -f1)
[ "$(grep -c . <<<"$good_b")" = 4 ] || bad "good-b has $(grep -c . <<<"$good_b") session(s) in the daemon log, want 4"
grep -q "a VM port carrying many sessions (the guest's virtcl-vmmux) on $sock_b" "$dlog" ||
	bad "good-b's port was not taken as a multiplexed one"
# Sessions of one VM open at the same time: each in a slot of its own (never the same one), and
# good-b had at least one such pair (the two programs at once).
pairs=$(awk '{ id[NR] = $1; s[NR] = $2; e[NR] = $3; sl[NR] = $7 }
	END { for (i = 1; i <= NR; i++) for (j = i + 1; j <= NR; j++)
		if (s[i] < e[j] && s[j] < e[i]) { n++; if (sl[i] == sl[j] || sl[i] == "-") bad++ }
	      printf "%d %d", n, bad }' <<<"$good_b")
read -r n_pairs n_same <<<"$pairs"
[ "${n_pairs:-0}" -ge 1 ] || bad "no two sessions of good-b were open at the same time"
[ "${n_same:-1}" = 0 ] || bad "$n_same pair(s) of good-b's concurrent sessions shared a region slot (or had none)"
[ "$nviol" = 4 ] || bad "the daemon log shows $nviol session(s) with a protocol violation, want 4"
[ -n "$host_sid" ] || bad "no session for the final host run"
while read -r id _ e _ d _; do
	[ -n "$id" ] || continue
	[ "$e" != 0 ] || bad "session $id (good) never ended"
	[ "$d" = 1 ] || bad "session $id (good) did not end with the guest disconnecting"
done <<<"$good"
while read -r id _ e _ d _; do
	[ -n "$id" ] || continue
	[ "$e" != 0 ] || bad "session $id had a protocol violation but was not ended"
done <<<"$viol"
grep -q 'protocol violation in [^:]*: payload of 4294967288 bytes; ending the session' "$dlog" ||
	bad "no violation logged for the absurd payload size"
grep -q 'protocol violation in message: unknown opcode 48879 (flags 0); ending the session' "$dlog" ||
	bad "no violation logged for the unknown opcode"
grep -q 'protocol violation in clCreateBuffer: .*; ending the session' "$dlog" ||
	bad "no violation logged for the clCreateBuffer call with a random payload"
grep -q 'rejected a connection: no valid HELLO' "$dlog" || bad "the HELLO-less connection was not rejected"
grep -q "the VM port on $sock ended: bad frame header (channel 1, kind 99, length 0): unknown frame kind" "$dlog" ||
	bad "the multiplexed port with a frame of an unknown kind was not ended with its reason"
# Buffer data of the good guests went through their ivshmem regions (compute moves 4 MiB vectors
# and 1 MiB matrices: well over 8 MiB each), not through the serial port.
while read -r id _; do
	[ -n "$id" ] || continue
	grep -q "session $id: started (with the listener's shared region)" "$dlog" ||
		bad "session $id (good) did not get its VM's region"
	[ "$id" != "$killed_sid" ] || continue # killed at some point of its run
	b=$(sed -n "s/.*session $id: ended, [0-9]* objects released, \([0-9]*\) bytes through the shared region.*/\1/p" "$dlog")
	[ "${b:-0}" -gt $((8 << 20)) ] ||
		bad "session $id (good): ${b:-no} bytes through its shared region, want more than 8 MiB"
done <<<"$good"

# "At the same time": every violation while at least two good sessions were open.
overlap=$(awk -v good="$(printf '%s\n' "$good" | awk '{ print $2, $3 }' | tr '\n' ' ')" '
	BEGIN { n = split(good, g, " ") }
	{ k = 0; for (i = 1; i + 1 <= n; i += 2) if ($4 > g[i] && $4 < g[i + 1]) k++
	  if (k >= 2) inside++; else outside++; if (min == "" || k < min) min = k }
	END { printf "%d %d %d", inside, outside, min }' <<<"$viol")
read -r n_in n_out window <<<"$overlap"
[ "${n_out:-1}" = 0 ] && [ "${n_in:-0}" = 4 ] ||
	bad "only ${n_in:-0} of the violations happened while two good sessions were open"

t_end=$(date +%s.%N)
dur() {
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'
}
echo "--- guests"
for g in good-a good-b bad; do
	echo "$g: status ${grc[$g]}, ${gwall[$g]} s wall; $(grep -a -m1 'ready at' "$work/$g.console" | tr -d '\r')"
	grep -a -h 'e2e-good\|e2e_garbage:\|^saxpy\|^matmul\|^reduce' "$work/$g.console" | tr -d '\r' | sed 's/^/  /'
done
echo "--- virtcld log"
cat "$dlog"
echo "--- timings: images $(dur "$t_begin" "$t_images") s, guests $(dur "$t_images" "$t_guests") s, total $(dur "$t_begin" "$t_end") s;" \
	"violations while two good sessions were open: ${n_in:-0}/4 (at least ${window:-?} open at each)"

if [ $errs != 0 ]; then
	for g in good-a good-b bad; do
		echo "--- $g: qemu-run.sh output and last console lines" >&2
		cat "$work/$g.out" >&2
		tail -n 40 "$work/$g.console" >&2
	done
	echo "e2e.sh: FAIL ($errs problem(s))" >&2
	exit 1
fi
echo "e2e.sh: PASS"
exit 0
