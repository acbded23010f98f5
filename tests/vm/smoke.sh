#!/bin/bash
# SPDX-License-Identifier: MIT
#
# smoke.sh - end-to-end check of the VM transport devices, no virtcl code involved.
#
#   tests/vm/smoke.sh [--keep]     (CC, VCL_VM_ACCEL, VCL_VM_CACHE honoured)
#
# 1. builds and runs vcl_vm_guest_test (the guest helpers against fake sysfs);
# 2. builds smoke_guest (dynamically linked, so that mkinitramfs.sh's ldd copying
#    is exercised) and an initramfs holding it plus a directory (--add DIR);
# 3. boots it with qemu-run.sh: a virtio-serial port "virtcl.smoke" on a unix
#    socket that smoke_host.py listens on, and a 16 MiB ivshmem-plain region in
#    /dev/shm.  The guest checks the host's marker in shared memory, writes
#    "hello-shm" there and "hello-port\n" to the port, and waits for the host's
#    reply; the host checks the line and, after the VM ends, the file.
# Exit 0 on success, 77 (skip) only when QEMU cannot run at all, else failure.
# --keep leaves the work directory (initramfs, console log) and prints its path.

set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=vm-common.sh
. "$here/vm-common.sh"

keep=0
[ "${1:-}" != --keep ] || keep=1
CC=${CC:-cc}
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
shm_size=16M
shm_bytes=$((16 * 1024 * 1024))
port_name=virtcl.smoke

work=$(mktemp -d "${TMPDIR:-/tmp}/vcl-vm-smoke.XXXXXX")
shm_dir=/dev/shm
[ -d "$shm_dir" ] && [ -w "$shm_dir" ] || shm_dir=$work
shm_file="$shm_dir/vcl-smoke-$$"
cleanup() {
	rm -f "$shm_file"
	if [ $keep = 1 ]; then vcl_vm_log "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

# A fresh Debian has neither; install them like mkinitramfs.sh installs its tools.
command -v "$CC" >/dev/null || vcl_vm_need_pkgs gcc libc6-dev
[ -x "$PY" ] || command -v "$PY" >/dev/null || { vcl_vm_need_pkgs python3-minimal; PY=/usr/bin/python3; }
cflags=(-std=c11 -Wall -Wextra -Werror -O2 -I"$here" -I"$here/../../src/transport")

vcl_vm_log "unit test of the guest helpers"
"$CC" "${cflags[@]}" -o "$work/vcl_vm_guest_test" "$here/vcl_vm_guest_test.c" "$here/../../src/transport/vcl_vm.c"
"$work/vcl_vm_guest_test"

"$CC" "${cflags[@]}" -o "$work/smoke_guest" "$here/smoke_guest.c" "$here/../../src/transport/vcl_vm.c"

if ! command -v qemu-system-x86_64 >/dev/null; then
	vcl_vm_need_pkgs qemu-system-x86 || true
fi
if ! qemu-system-x86_64 --version >/dev/null 2>&1; then
	echo "smoke.sh: SKIP: qemu-system-x86_64 is missing or does not run" >&2
	exit 77
fi

mkdir -p "$work/vendors"
echo /usr/lib/virtcl/libvirtcl.so >"$work/vendors/smoke.icd"
cat >"$work/guest.sh" <<'EOF'
set -e
for d in /sys/bus/pci/devices/*; do
	[ "$(cat $d/vendor):$(cat $d/device)" = 0x1af4:0x1110 ] || continue
	echo "guest: $(ls -l $d/resource2)"
done
grep -qx /usr/lib/virtcl/libvirtcl.so /etc/OpenCL/vendors/smoke.icd
echo "guest: --add of a directory arrived"
/usr/bin/smoke_guest "$vcl_smoke_port"
EOF

vcl_vm_log "building the initramfs"
kernel=$("$here/mkinitramfs.sh" "$work/initrd.cpio.gz" \
	--add "$work/smoke_guest:/usr/bin/" \
	--add "$work/vendors:/etc/OpenCL/vendors" \
	--init-script "$work/guest.sh")

vcl_vm_log "booting"
rc=0
"$PY" "$here/smoke_host.py" --socket "$work/port.sock" --shm "$shm_file" \
	--shm-size "$shm_bytes" --timeout 150 -- \
	"$here/qemu-run.sh" --kernel "$kernel" --initrd "$work/initrd.cpio.gz" \
	--port "$port_name=$work/port.sock" --shm "$shm_file:$shm_size" \
	--append "vcl_smoke_port=$port_name" --timeout 120 --log "$work/console.log" ||
	rc=$?
if [ $rc = 0 ]; then
	echo "smoke.sh: PASS"
else
	echo "smoke.sh: FAIL (status $rc); console log follows" >&2
	tail -n 40 "$work/console.log" >&2 || true
	[ $rc != 77 ] || rc=1 # a guest failure must not read as a skip
fi
exit $rc
