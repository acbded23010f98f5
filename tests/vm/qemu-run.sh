#!/bin/bash
# SPDX-License-Identifier: MIT
#
# qemu-run.sh - boot a kernel + initramfs from mkinitramfs.sh and return the
# exit status of the guest's --init-script.
#
#   tests/vm/qemu-run.sh --kernel K --initrd I [--port NAME=HOST_SOCKET]...
#                        [--shm HOSTFILE:SIZE] [--timeout S] [--log FILE]
#                        [--append 'key=value ...'] [--mem 512M] [--smp 1]
#                        [--accel auto|kvm|tcg] [--qemu-arg ARG]... [--quiet]
#                        [--dry-run]
#
# --port NAME=PATH  one virtio-serial port named NAME (the guest finds it in
#                   /sys/class/virtio-ports/*/name, device /dev/vportXpY) backed
#                   by the unix socket PATH.  The HOST SIDE LISTENS and QEMU
#                   CONNECTS as a client (server=off, QEMU's default), once, at
#                   start-up: the listener must exist before this script runs,
#                   or QEMU exits with "Failed to connect to 'PATH'".
# --shm FILE:SIZE   an ivshmem-plain device (PCI 1af4:1110) whose BAR2 is the
#                   file FILE (created by QEMU if missing, kept afterwards), SIZE
#                   a power of two with QEMU's suffixes (16M); the host maps the
#                   same file with MAP_SHARED.
# --append          kernel command-line words; unknown key=value words reach the
#                   guest /init and the --init-script as environment variables.
# --accel           auto (default; VCL_VM_ACCEL overrides): "-accel kvm -accel tcg"
#                   where /dev/kvm is hardware KVM (kvm_intel/kvm_amd loaded),
#                   else TCG only, because a paravirtual /dev/kvm (kvm_pvm, as on
#                   the build machine) opens fine but hangs a stock guest kernel,
#                   so QEMU's own fallback never triggers.
# --timeout S       kill QEMU after S seconds (default 120).
# --log FILE        keep the console output (it is always echoed unless --quiet).
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
	sed -n '4,11p' "$0" | sed 's/^# \{0,1\}//' >&2
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
		if [ $dry_run = 0 ] && [ ! -S "$path" ]; then
			vcl_vm_die "--port $name: no unix socket at $path (the host side must listen before QEMU starts; QEMU connects)"
		fi
		cmd+=(-chardev "socket,id=vclport$i,path=$(qopt "$path")"
			-device "virtserialport,bus=vclser0.0,chardev=vclport$i,name=$(qopt "$name")")
		i=$((i + 1))
	done
fi

if [ -n "$shm" ]; then
	shm_file=${shm%:*}
	shm_size=${shm##*:}
	[ "$shm_file" != "$shm" ] && [ -n "$shm_file" ] && [ -n "$shm_size" ] ||
		vcl_vm_die "--shm wants HOSTFILE:SIZE, got $shm"
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
