#!/bin/bash
# SPDX-License-Identifier: MIT
# shellcheck disable=SC2016,SC2317 # the guest script is written literally; cleanup runs from a trap
#
# vm_bandwidth.sh - buffer write/read throughput of the VM transport (a QEMU
# guest, VIRTCL_SERVER=vm:, buffer data through ivshmem) against native PoCL,
# measured in one run.
#
#   bench/vm_bandwidth.sh [BUILD_DIR] [--tag TAG] [--rounds N] [--max-bytes B]
#                         [--mem M] [--shm-size S] [--smp N] [--no-ref] [--keep]
#                         [--keep-work]
#
# BUILD_DIR      virtcl build directory (default ./build): needs virtcld,
#                libvirtcl.so, virtcl.icd and bench/micro.
# --tag TAG      result file bench/out/vm-bandwidth-TAG.json (default: the
#                host name).
# --rounds N     rounds (default 3); each runs every configuration once.
# --max-bytes B  largest transfer (default 256 MiB; micro steps 4 KiB x4).
# --mem M        guest memory, QEMU syntax (default 1536M: micro allocates two
#                host buffers of the largest size in the guest).
# --shm-size S   ivshmem region = virtcld's shm= file, and VIRTCL_SHM_SIZE of
#                the shm: reference (default 1G; a power of two, 64K..1G).  A
#                blocking write returns once its data is in the region and the
#                chunk stays held until the host's copy is done, so the next
#                256 MiB transfer needs room for a second chunk; with 512M it
#                may find none and take the inline (serial port) path.
# --smp N        guest CPUs (default 1).
# --no-ref       skip the host-side virtcl references (unix: and shm:).
# --keep         also write bench/results/vm-bandwidth-TAG.json (the results kept
#                in the repository); without it only bench/out/.
# --keep-work    keep the work directory (consoles, daemon log, raw JSON lines).
#
# Configurations, each `micro bandwidth --max-bytes B` (the same binary):
#   native  on the host, OCL_ICD_VENDORS=pocl.icd
#   unix    on the host through virtcl, VIRTCL_SERVER=unix:SOCK   (reference)
#   shm     on the host through virtcl, VIRTCL_SERVER=shm:SOCK,
#           VIRTCL_SHM_SIZE = --shm-size                          (reference)
#   vm      one QEMU guest per round (tests/vm/mkinitramfs.sh + qemu-run.sh,
#           as tests/vm/e2e.sh does; one OpenCL process per boot) runs micro
#           with VIRTCL_SERVER=vm:, virtcld --listen unix:SOCK,shm=FILE and the
#           guest's ivshmem backed by FILE; its JSON lines come from the console
# Each round runs every configuration once, the first one rotating with the
# round (as bench/run.py interleaves); every virtcl run gets a fresh virtcld
# (and a fresh region file); nothing runs concurrently.  Per size and
# direction a configuration's figure is the median over rounds of micro's
# per-run medians; fraction = that / native's.  The table keeps 1 MiB and up.
# Nothing here is a pass/fail test: exit 0 once the JSON is written, 1 if a
# run failed (the JSON is still written from the runs that worked), 77 if
# QEMU cannot run.
#
# Under TCG (no hardware KVM) the guest's own memcpy into/out of the ivshmem
# BAR is emulated; that cost is part of the figure.

set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/.." && pwd)
vmdir=$src/tests/vm
# shellcheck source=SCRIPTDIR/../tests/vm/vm-common.sh
. "$vmdir/vm-common.sh"

usage() {
	awk 'NR > 1 && !/^#/ { exit } NR > 1 && !/SPDX|shellcheck/ { sub(/^# ?/, ""); print }' "$0"
}
# A mistake on the command line: what was wrong, on stderr, status 2.
die() {
	echo "vm_bandwidth.sh: $*; try 'bench/vm_bandwidth.sh --help'" >&2
	exit 2
}
need() {
	[ "$2" -ge 2 ] || die "$1 needs a value"
}

build=""
tag=$(hostname -s 2>/dev/null || echo host)
max_bytes=$((256 << 20))
mem=1536M
shm_size=1G
smp=1
rounds=3
ref=1
keep=0
keep_work=0
while [ $# -gt 0 ]; do
	case $1 in
	--tag) need "$1" $#; tag=$2; shift 2 ;;
	--max-bytes) need "$1" $#; max_bytes=$2; shift 2 ;;
	--rounds) need "$1" $#; rounds=$2; shift 2 ;;
	--mem) need "$1" $#; mem=$2; shift 2 ;;
	--shm-size) need "$1" $#; shm_size=$2; shift 2 ;;
	--smp) need "$1" $#; smp=$2; shift 2 ;;
	--no-ref) ref=0; shift ;;
	--keep) keep=1; shift ;;
	--keep-work) keep_work=1; shift ;;
	-h | --help) usage; exit 0 ;;
	-V | --version)
		sed -n 's/^project(virtcl VERSION \([0-9.]*\).*/vm_bandwidth.sh (virtcl) \1/p' "$src/CMakeLists.txt"
		exit 0 ;;
	-*) die "unknown option '$1'" ;;
	*) [ -z "$build" ] || die "unexpected argument '$1' (one BUILD_DIR)"; build=$1; shift ;;
	esac
done
build=$(cd "${build:-$src/build}" && pwd) || exit 1
case $tag in '' | *[!A-Za-z0-9_.-]*) die "--tag '$tag': only letters, digits, '_', '.', '-'" ;; esac
case $max_bytes in '' | *[!0-9]*) die "--max-bytes '$max_bytes': expected a byte count" ;; esac
case $rounds in '' | 0 | *[!0-9]*) die "--rounds '$rounds': expected a positive number" ;; esac
case $smp in '' | 0 | *[!0-9]*) die "--smp '$smp': expected a positive number" ;; esac

fail() {
	echo "vm_bandwidth.sh: FAIL: $*" >&2
	exit 1
}
log() {
	echo "vm_bandwidth.sh: $*" >&2
}

for f in virtcld libvirtcl.so virtcl.icd bench/micro; do
	[ -e "$build/$f" ] || fail "$build/$f is missing (build first: cmake --build $build)"
done
micro=$build/bench/micro
pocl_icd=${VCL_BENCH_HOST_ICD:-/etc/OpenCL/vendors/pocl.icd}
[ -f "$pocl_icd" ] || fail "no host ICD $pocl_icd (install pocl-opencl-icd)"
command -v python3 >/dev/null || fail "python3 is needed to write the results"
if ! command -v qemu-system-x86_64 >/dev/null; then
	vcl_vm_need_pkgs qemu-system-x86 || true
fi
if ! qemu-system-x86_64 --version >/dev/null 2>&1; then
	echo "vm_bandwidth.sh: SKIP: qemu-system-x86_64 is missing or does not run" >&2
	exit 77
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/vcl-vm-bw.XXXXXX")
sock_vm=$work/vm.sock
sock_host=$work/host.sock
shm_dir=/dev/shm
[ -d "$shm_dir" ] && [ -w "$shm_dir" ] || shm_dir=$work
shm=$shm_dir/vcl-vm-bw-$$
daemon=""
guest=""

# kill_tree PID - PID and its descendants (qemu-run.sh -> timeout -> qemu), by id.
kill_tree() {
	local c
	for c in $(ps -o pid= --ppid "$1" 2>/dev/null); do
		kill_tree "$c"
	done
	kill "$1" 2>/dev/null
}
cleanup() {
	[ -z "$guest" ] || kill_tree "$guest"
	[ -z "$daemon" ] || kill "$daemon" 2>/dev/null
	wait 2>/dev/null
	rm -f "$shm"
	if [ $keep_work = 1 ]; then log "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 143' TERM INT HUP

now() { date +%s.%N; }
t_begin=$(now)
load_begin=$(cut -d' ' -f1-3 /proc/loadavg)
micro_args=(bandwidth --max-bytes "$max_bytes")

# run_host NAME ENV... - micro on the host; JSON lines in NAME.jsonl.
run_host() {
	local name=$1 rc t0
	shift
	log "$name: micro ${micro_args[*]} on the host"
	t0=$(now)
	env "$@" timeout 600 "$micro" "${micro_args[@]}" >"$work/$name.jsonl" 2>"$work/$name.err"
	rc=$?
	echo "$name $rc $(awk -v a="$t0" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }')" >>"$work/status"
	[ $rc = 0 ] || { log "$name: micro exited $rc"; cat "$work/$name.err" >&2; }
}

# ---------------------------------------------------------------- guest image

loader=$(ldd "$micro" | awk '$1 == "libOpenCL.so.1" { print $3 }')
[ -f "$loader" ] || fail "bench/micro does not link to an OpenCL ICD loader (libOpenCL.so.1)"
mkdir -p "$work/vendors"
echo /usr/lib/virtcl/libvirtcl.so >"$work/vendors/virtcl.icd"
{
	echo '# Guest side of bench/vm_bandwidth.sh: micro bandwidth remoted to virtcld over vm:.'
	echo 'echo "vmbw: guest MemTotal $(awk '\''/MemTotal/ { print $2 }'\'' /proc/meminfo) kB, $(grep -c ^processor /proc/cpuinfo) CPU(s)"'
	echo 'read -r t0 _ </proc/uptime'
	printf '{ VIRTCL_SERVER=vm: /usr/bin/micro'
	printf ' %q' "${micro_args[@]}"
	echo '; echo $? >/tmp/rc; } 2>&1 | sed "s/^/VMBW /"'
	echo 'read -r t1 _ </proc/uptime; rc=$(cat /tmp/rc)'
	echo 'echo "vmbw: micro exited $rc after $(awk -v a="$t0" -v b="$t1" '\''BEGIN { printf "%.1f", b - a }'\'') s in the guest"'
	echo 'exit $rc'
} >"$work/guest.sh"

log "building the guest image"
kernel=$("$vmdir/mkinitramfs.sh" "$work/guest.cpio.gz" \
	--add "$micro:/usr/bin/" \
	--add "$build/libvirtcl.so:/usr/lib/virtcl/" \
	--add "$loader" \
	--add "$work/vendors:/etc/OpenCL/vendors" \
	--init-script "$work/guest.sh" 2>"$work/mkinitramfs.log") ||
	{ cat "$work/mkinitramfs.log" >&2; fail "mkinitramfs.sh"; }

# ---------------------------------------------------------------- runs

: >"$work/status"

# start_daemon LISTEN RUN - a fresh virtcld (fresh ivshmem/shm file) for one virtcl run,
# its log in RUN.virtcld.log.
start_daemon() {
	local s=${1%%,*} dlog=$work/$2.virtcld.log
	s=${s#unix:}
	rm -f "$shm" "$s"
	truncate -s "$shm_size" "$shm" || fail "cannot create the ivshmem file $shm ($shm_size)"
	OCL_ICD_VENDORS=$pocl_icd "$build/virtcld" --listen "$1" >>"$dlog" 2>&1 &
	daemon=$!
	for _ in $(seq 200); do
		[ -S "$s" ] && break
		kill -0 "$daemon" 2>/dev/null || break
		sleep 0.1
	done
	[ -S "$s" ] || { cat "$dlog" >&2; fail "virtcld did not start listening on $s"; }
}
stop_daemon() {
	kill "$daemon" 2>/dev/null
	wait "$daemon" 2>/dev/null
	daemon=""
}

# run_vm NAME - one guest runs micro over vm:; JSON lines from its console in NAME.jsonl.
run_vm() {
	local name=$1 rc t0
	start_daemon "unix:$sock_vm,shm=$shm" "$name"
	log "$name: booting the guest ($mem, $smp CPU, ivshmem $shm_size; TCG unless hardware KVM)"
	t0=$(now)
	"$vmdir/qemu-run.sh" --kernel "$kernel" --initrd "$work/guest.cpio.gz" --mem "$mem" --smp "$smp" \
		--port "virtcl.req=$sock_vm" --port "virtcl.ntf=$sock_vm" --shm "$shm:$shm_size" \
		--timeout 900 --quiet --log "$work/$name.console" >"$work/$name.out" 2>&1 &
	guest=$!
	wait "$guest"
	rc=$?
	guest=""
	echo "$name $rc $(awk -v a="$t0" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }')" >>"$work/status"
	tr -d '\r' <"$work/$name.console" | sed -n 's/^VMBW \({.*\)$/\1/p' >"$work/$name.jsonl"
	tr -d '\r' <"$work/$name.console" | grep -a '^vmbw:\|^vcl-init:\|^VMBW [^{]' |
		sed "s/^/$name: /" >>"$work/vm.notes"
	if [ $rc != 0 ]; then
		log "$name: qemu-run.sh exited $rc; console tail:"
		tail -n 30 "$work/$name.console" >&2
	fi
	stop_daemon
}

# run_cfg CONFIG ROUND
run_cfg() {
	case $1 in
	native) run_host "native.$2" OCL_ICD_VENDORS="$pocl_icd" ;;
	unix)
		start_daemon "unix:$sock_host" "$1.$2"
		run_host "unix.$2" OCL_ICD_VENDORS="$build/virtcl.icd" VIRTCL_SERVER="unix:$sock_host"
		stop_daemon ;;
	shm)
		start_daemon "unix:$sock_host" "$1.$2"
		run_host "shm.$2" OCL_ICD_VENDORS="$build/virtcl.icd" VIRTCL_SERVER="shm:$sock_host" \
			VIRTCL_SHM_SIZE="$shm_size"
		stop_daemon ;;
	vm) run_vm "vm.$2" ;;
	esac
}

cfgs=(native vm)
[ $ref = 0 ] || cfgs=(native unix shm vm)
: >"$work/vm.notes"
for ((r = 1; r <= rounds; r++)); do
	# Rotate which configuration goes first, as run.py does.
	for ((i = 0; i < ${#cfgs[@]}; i++)); do
		run_cfg "${cfgs[$(((i + r - 1) % ${#cfgs[@]}))]}" "$r"
	done
done
load_end=$(cut -d' ' -f1-3 /proc/loadavg)

# ---------------------------------------------------------------- results

mkdir -p "$here/out"
out=$here/out/vm-bandwidth-$tag.json
accel=tcg
grep -q -- '-accel kvm' "$work"/vm.*.out 2>/dev/null && accel=kvm
WORK=$work OUT=$out TAG=$tag MEM=$mem SMP=$smp SHM_SIZE=$shm_size ACCEL=$accel ROUNDS=$rounds \
	CFGS="${cfgs[*]}" LOAD_BEGIN=$load_begin LOAD_END=$load_end MAX_BYTES=$max_bytes \
	T_BEGIN=$t_begin T_END=$(now) python3 - <<'EOF'
import datetime, json, os, platform, re, statistics

w = os.environ["WORK"]
MIN = 1 << 20
rounds = int(os.environ["ROUNDS"])
cfgs = os.environ["CFGS"].split()

def lines(name):
    res = {}
    try:
        f = open(os.path.join(w, name + ".jsonl"), errors="replace")
    except OSError:
        return res
    for ln in f:
        try:
            j = json.loads(ln)
        except ValueError:
            continue
        if j.get("name") == "bandwidth":
            res[(j["dir"], j["bytes"])] = j
    return res

status = []
for ln in open(os.path.join(w, "status")):
    n, rc, secs = ln.split()
    status.append({"run": n, "exit": int(rc), "wall_s": float(secs)})
runs = {c: [lines("%s.%d" % (c, r)) for r in range(1, rounds + 1)] for c in cfgs}
sizes = sorted({b for rs in runs.values() for r in rs for (_, b) in r if b >= MIN})

shared = {}
for c in cfgs:
    for r in range(1, rounds + 1):
        try:
            dlog = open(os.path.join(w, "%s.%d.virtcld.log" % (c, r)), errors="replace").read()
        except OSError:
            continue
        for sid, tail in re.findall(r"session (\d+): ended, \d+ objects released(.*)", dlog):
            m = re.match(r", (\d+) bytes through the shared region", tail)
            shared["%s.%d" % (c, r)] = int(m.group(1)) if m else 0
vm_sessions = sum(1 for r in range(1, rounds + 1) if os.path.exists(os.path.join(w, "vm.%d.virtcld.log" % r))
                  and "started (with the listener's shared region)" in open(os.path.join(w, "vm.%d.virtcld.log" % r)).read())
notes = open(os.path.join(w, "vm.notes"), errors="replace").read().splitlines()

def per_round(c, d, b):
    return [r[(d, b)]["gbps"] if (d, b) in r and r[(d, b)].get("ok") else None for r in runs[c]]

table = []
for d in ("write", "read"):
    for b in sizes:
        row = {"dir": d, "bytes": b}
        nat = None
        for c in cfgs:
            v = per_round(c, d, b)
            ok = [x for x in v if x is not None]
            med = statistics.median(ok) if ok else None
            if c == "native":
                nat = med
            row[c] = {"gbps": med, "rounds": v,
                      "fraction": (med / nat) if c != "native" and med is not None and nat else None}
        table.append(row)

doc = {
    "benchmark": "vm_bandwidth",
    "tag": os.environ["TAG"],
    "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    "command": "bench/vm_bandwidth.sh BUILD_DIR --tag %s --rounds %d" % (os.environ["TAG"], rounds),
    "micro": "micro bandwidth --max-bytes %s" % os.environ["MAX_BYTES"],
    "gbps": "1e9 bytes/s; per run micro's median over repeats of a blocking clEnqueueWriteBuffer/"
            "ReadBuffer; per configuration the median over rounds",
    "fraction": "configuration GB/s / native GB/s (both medians over rounds)",
    "host": {"machine": platform.machine(), "nproc": os.cpu_count(),
             "cpu": next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo")
                          if l.startswith("model name")), None),
             "loadavg_begin": os.environ["LOAD_BEGIN"], "loadavg_end": os.environ["LOAD_END"]},
    "guest": {"mem": os.environ["MEM"], "smp": int(os.environ["SMP"]), "accel": os.environ["ACCEL"],
              "ivshmem": os.environ["SHM_SIZE"], "console": notes},
    "configs": {
        "native": "host, OCL_ICD_VENDORS=pocl.icd",
        "unix": "host, virtcl over VIRTCL_SERVER=unix: (reference)",
        "shm": "host, virtcl over VIRTCL_SERVER=shm:, VIRTCL_SHM_SIZE=%s (reference)" % os.environ["SHM_SIZE"],
        "vm": "QEMU guest, VIRTCL_SERVER=vm:, buffer data through ivshmem (%s)" % os.environ["SHM_SIZE"],
    },
    "rounds": rounds,
    "runs": status,
    "daemon": {"vm_sessions_with_ivshmem": vm_sessions,
               "bytes_through_shared_region_per_run": shared},
    "wall_s": round(float(os.environ["T_END"]) - float(os.environ["T_BEGIN"]), 1),
    "table": table,
    "raw": {"%s.%d" % (c, i + 1): [r[k] for k in sorted(r, key=lambda k: (k[1], k[0]))]
            for c in cfgs for i, r in enumerate(runs[c])},
}
with open(os.environ["OUT"], "w") as f:
    json.dump(doc, f, indent=1)
    f.write("\n")

def fmt(v, p=2):
    return "-" if v is None else ("%.*f" % (p, v))

refs = [c for c in cfgs if c not in ("native", "vm")]
hdr = ["size", "dir", "native", "vm", "vm/native"] + sum([[c, c + "/native"] for c in refs], [])
print("| " + " | ".join(hdr) + " |")
print("|" + "---|" * len(hdr))
for r in table:
    cells = ["%d MiB" % (r["bytes"] >> 20), r["dir"], fmt(r["native"]["gbps"]),
             fmt(r["vm"]["gbps"], 3), fmt(r["vm"]["fraction"], 3)]
    for c in refs:
        cells += [fmt(r[c]["gbps"]), fmt(r[c]["fraction"])]
    print("| " + " | ".join(cells) + " |")
print()
print("GB/s = 1e9 B/s, median over %d rounds; per-round figures in the JSON" % rounds)
print("runs (exit/wall s): " + ", ".join("%s %d/%.1f" % (s["run"], s["exit"], s["wall_s"]) for s in status))
print("load average: %s at the start, %s at the end" % (os.environ["LOAD_BEGIN"], os.environ["LOAD_END"]))
print("bytes through the shared region: " + ", ".join("%s %d" % kv for kv in shared.items())
      + " (%d vm session(s) with the ivshmem region)" % vm_sessions)
for l in notes:
    if "vmbw:" in l or "ready at" in l or "ivshmem" in l or "VMBW " in l:
        print(l)
print("wrote " + os.environ["OUT"])
EOF
[ $? = 0 ] || fail "writing the results failed"
if [ $keep = 1 ]; then
	mkdir -p "$here/results" && cp "$out" "$here/results/" && log "kept $here/results/vm-bandwidth-$tag.json" ||
		fail "copying the results to bench/results failed"
fi

rc=0
while read -r n s _; do
	[ "$s" = 0 ] || { log "$n exited $s"; rc=1; }
done <"$work/status"
if [ $rc != 0 ] && [ $keep_work = 0 ]; then
	keep_work=1
	log "a run failed: keeping $work for inspection"
fi
exit $rc
