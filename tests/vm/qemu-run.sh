#!/bin/bash
# SPDX-License-Identifier: MIT
# shellcheck disable=SC2054 # commas inside QEMU option values, not array separators
#
# qemu-run.sh - boot a kernel + initramfs from mkinitramfs.sh and return the
# exit status of the guest's --init-script.
#
#   tests/vm/qemu-run.sh --kernel K --initrd I [--port NAME=HOST_SOCKET]...
#                        [--shm HOSTFILE:SIZE] [--timeout S] [--log FILE]
#                        [--append 'key=value ...'] [--mem 512M] [--smp 1]
#                        [--accel auto|kvm|tcg] [--reconnect S] [--qemu-arg ARG]...
#                        [--quiet] [--dry-run]
#
# --port NAME=PATH  one virtio-serial port named NAME (the guest finds it in
#                   /sys/class/virtio-ports/*/name, device /dev/vportXpY) backed
#                   by the unix socket PATH.  The HOST SIDE LISTENS and QEMU
#                   CONNECTS as a client (server=off, QEMU's default), once, at
#                   start-up: the listener must exist before this script runs,
#                   or QEMU exits with "Failed to connect to 'PATH'".  Data the
#                   host sends before the guest opens the port waits in the
#                   socket.  If the host closes the connection, guest reads get
#                   EOF, and a blocking guest write() then hangs for good:
#                   QEMU throttles the port and never reconnects ...
# --reconnect S     ... unless this is given: QEMU then starts even if nobody
#                   listens yet, retries every S seconds after a disconnect, and
#                   delivers the stalled guest writes on the new connection.
# --shm FILE:SIZE   an ivshmem-plain device (PCI 1af4:1110) whose BAR2 is the
#                   file FILE (created by QEMU if missing, kept afterwards), SIZE
#                   a power of two of at least 4K with QEMU's suffixes (16M; QEMU
#                   7.2 aborts on any other size); the host maps the same file
#                   with MAP_SHARED.
# --append          kernel command-line words; unknown key=value words reach the
#                   guest /init and the --init-script as environment variables.
# --accel           default $VCL_VM_ACCEL, else auto: "-accel kvm -accel tcg -cpu max"
#                   where /dev/kvm is hardware KVM (kvm_intel/kvm_amd loaded),
#                   else TCG only, because a paravirtual /dev/kvm (kvm_pvm, as on
#                   the build machine) opens fine but hangs a stock guest kernel,
#                   so QEMU's own fallback never triggers.
# --timeout S       kill QEMU after S seconds (default 120).
# --log FILE        keep the console output (it is always echoed unless --quiet).
# --mem, --smp      guest memory (QEMU syntax) and CPUs.
# --qemu-arg ARG    one more QEMU argument, appended as is (repeat for more).
# --dry-run         print the QEMU command line (always printed to stderr) only.
#
# Exit status: the guest script's, from the "VCL-GUEST-EXIT <rc>" console line;
# otherwise 124 on timeout, 125 if QEMU failed or the guest ended without that
# line (boot failure, kernel panic), 127 if QEMU cannot be found, 2 on usage
# errors.  A guest script should therefore keep its own codes below 124.

set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=vm-common.sh
. "$here/vm-common.sh"

usage() {
	# The header comment is the manual.
	awk 'NR > 1 && !/^#/ { exit } NR > 1 && !/SPDX|shellcheck/ { sub(/^# ?/, ""); print }' "$0" >&2
	exit 2
}

qemu=${QEMU:-qemu-system-x86_64}
kernel=""
initrd=""
ports=()
shm=""
timeout_s=120
log=""
append=""
mem=512M
smp=1
accel=${VCL_VM_ACCEL:-auto}
qemu_extra=()
reconnect=""
quiet=0
dry_run=0
while [ $# -gt 0 ]; do
	[ $# -ge 2 ] || case $1 in --quiet | --dry-run | -h | --help) ;; *) usage ;; esac
	case $1 in
	--kernel) kernel=$2; shift 2 ;;
	--initrd) initrd=$2; shift 2 ;;
	--port) ports+=("$2"); shift 2 ;;
	--shm) shm=$2; shift 2 ;;
	--timeout) timeout_s=$2; shift 2 ;;
	--log) log=$2; shift 2 ;;
	--append) append="$append $2"; shift 2 ;;
	--mem) mem=$2; shift 2 ;;
	--smp) smp=$2; shift 2 ;;
	--accel) accel=$2; shift 2 ;;
	--qemu-arg) qemu_extra+=("$2"); shift 2 ;;
	--reconnect) reconnect=$2; shift 2 ;;
	--quiet) quiet=1; shift ;;
	--dry-run) dry_run=1; shift ;;
	-h | --help) usage ;;
	*) vcl_vm_log "unknown argument $1"; usage ;;
	esac
done
[ -n "$kernel" ] && [ -n "$initrd" ] || usage
[ -f "$kernel" ] || vcl_vm_die "no such kernel: $kernel"
[ -f "$initrd" ] || vcl_vm_die "no such initrd: $initrd"
case $timeout_s in '' | *[!0-9]*) vcl_vm_die "--timeout wants whole seconds" ;; esac
case $reconnect in *[!0-9]*) vcl_vm_die "--reconnect wants whole seconds" ;; esac

if ! command -v "$qemu" >/dev/null; then
	vcl_vm_need_pkgs qemu-system-x86 || true
	command -v "$qemu" >/dev/null || { vcl_vm_log "error: $qemu not found"; exit 127; }
fi

# qopt VALUE - escape a value for a QEMU -object/-device/-chardev option list.
qopt() {
	printf '%s' "${1//,/,,}"
}

# hw_kvm - true where /dev/kvm is usable and is hardware KVM.
hw_kvm() {
	[ -r /dev/kvm ] && [ -w /dev/kvm ] &&
		{ [ -d /sys/module/kvm_intel ] || [ -d /sys/module/kvm_amd ]; }
}

case $accel in
auto) if hw_kvm; then accel=kvm; else accel=tcg; fi ;;
kvm | tcg) ;;
*) vcl_vm_die "--accel wants auto, kvm or tcg" ;;
esac
if [ $accel = kvm ]; then
	# Still let QEMU fall back if KVM refuses to initialise.
	accel_args=(-accel kvm -accel tcg -cpu max)
else
	accel_args=(-accel tcg)
fi

cmd=("$qemu" "${accel_args[@]}" -m "$mem" -smp "$smp"
	-nodefaults -no-user-config -nographic -serial mon:stdio -no-reboot
	-kernel "$kernel" -initrd "$initrd")

if [ ${#ports[@]} -gt 0 ]; then
	cmd+=(-device virtio-serial-pci,id=vclser0)
	i=0
	for p in "${ports[@]}"; do
		name=${p%%=*}
		path=${p#*=}
		[ "$name" != "$p" ] && [ -n "$name" ] && [ -n "$path" ] ||
			vcl_vm_die "--port wants NAME=HOST_SOCKET_PATH, got $p"
		if [ $dry_run = 0 ] && [ -z "$reconnect" ] && [ ! -S "$path" ]; then
			vcl_vm_die "--port $name: no unix socket at $path (the host side must listen before QEMU starts; QEMU connects)"
		fi
		cmd+=(-chardev "socket,id=vclport$i,path=$(qopt "$path")${reconnect:+,reconnect=$reconnect}"
			-device "virtserialport,bus=vclser0.0,chardev=vclport$i,name=$(qopt "$name")")
		i=$((i + 1))
	done
fi

if [ -n "$shm" ]; then
	shm_file=${shm%:*}
	shm_size=${shm##*:}
	[ "$shm_file" != "$shm" ] && [ -n "$shm_file" ] && [ -n "$shm_size" ] ||
		vcl_vm_die "--shm wants HOSTFILE:SIZE, got $shm"
	# QEMU 7.2 asserts (pci_register_bar: is_power_of_2) rather than failing
	# cleanly on other sizes, and rounds sizes below a page up to one.
	case $shm_size in
	*[0-9]) shift_bits=0 ;;
	*[kK]) shift_bits=10 ;;
	*[mM]) shift_bits=20 ;;
	*[gG]) shift_bits=30 ;;
	*) shift_bits=-1 ;;
	esac
	shm_num=${shm_size%[kKmMgG]}
	case $shm_num in '' | *[!0-9]*) shift_bits=-1 ;; esac
	[ $shift_bits -ge 0 ] && [ ${#shm_num} -le 12 ] ||
		vcl_vm_die "--shm size wants a number with an optional K/M/G suffix, got $shm_size"
	shm_bytes=$((10#$shm_num << shift_bits))
	[ $shm_bytes -ge 4096 ] && [ $((shm_bytes & (shm_bytes - 1))) = 0 ] ||
		vcl_vm_die "--shm size must be a power of two of at least 4K, got $shm_size"
	cmd+=(-object "memory-backend-file,id=vclshm0,share=on,mem-path=$(qopt "$shm_file"),size=$(qopt "$shm_size")"
		-device ivshmem-plain,memdev=vclshm0)
fi

cmd+=(-append "console=ttyS0 quiet panic=-1 vcl_nports=${#ports[@]}${append}")
cmd+=("${qemu_extra[@]}")

# shell_words ARG... - the arguments as one pasteable line, quoting only
# where needed (printf %q would also escape every comma of QEMU's options).
shell_words() {
	local a out=""
	for a in "$@"; do
		case $a in
		'' | *[!A-Za-z0-9_@%+=:,./-]*) a="'${a//\'/\'\\\'\'}'" ;;
		esac
		out="$out${out:+ }$a"
	done
	printf '%s\n' "$out"
}

vcl_vm_log "+ timeout $timeout_s $(shell_words "${cmd[@]}")"
[ $dry_run = 0 ] || exit 0

tmp_log=""
if [ -z "$log" ]; then
	tmp_log=$(mktemp "${TMPDIR:-/tmp}/vcl-qemu-log.XXXXXX")
	log=$tmp_log
	trap 'rm -f "$tmp_log"' EXIT
fi

start=$(date +%s.%N)
set +e
if [ -t 0 ]; then
	# Interactive: QEMU must stay in the terminal's foreground process group.
	timeout --foreground -k 5 "$timeout_s" "${cmd[@]}" 2>&1 |
		if [ $quiet = 1 ]; then cat >"$log"; else tee "$log"; fi
else
	timeout -k 5 "$timeout_s" "${cmd[@]}" </dev/null 2>&1 |
		if [ $quiet = 1 ]; then cat >"$log"; else tee "$log"; fi
fi
qrc=${PIPESTATUS[0]}
set -e
elapsed=$(echo "$start $(date +%s.%N)" | awk '{ printf "%.1f", $2 - $1 }')

marker=$(grep -a -o 'VCL-GUEST-EXIT [0-9]\+' "$log" | tail -n 1 || true)
if [ -n "$marker" ]; then
	rc=${marker#VCL-GUEST-EXIT }
	vcl_vm_log "guest script exited $rc (QEMU ran ${elapsed} s, accel $accel)"
	exit "$rc"
fi
[ $quiet = 0 ] || tail -n 30 "$log" >&2
if [ "$qrc" = 124 ] || [ "$qrc" = 137 ]; then
	vcl_vm_log "error: timeout: no VCL-GUEST-EXIT line after $timeout_s s"
	exit 124
fi
vcl_vm_log "error: QEMU exited $qrc after ${elapsed} s without a VCL-GUEST-EXIT line (boot failure?)"
exit 125
