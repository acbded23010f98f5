#!/bin/bash
# SPDX-License-Identifier: MIT
#
# gles.sh - an unmodified OpenGL ES 2.0 program in a QEMU guest, rendered by virtcld on the host
# (issue 14): the guest has libglvnd's libEGL/libGLESv2, virtcl's library as its only EGL vendor
# (/usr/lib/virtcl/libEGL_virtcl.so.0, named by __EGL_VENDOR_LIBRARY_FILENAMES) and
# examples/gles_triangle; no Mesa, no GPU. It renders over the virtio-serial ports with its texture
# and frame through the ivshmem region, and the frame's checksum must be the native frame's on the
# host (llvmpipe, byte for byte).
#
#   tests/vm/gles.sh BUILD_DIR [--keep]
#
# Exit 0 pass, 1 fail, 77 skip when QEMU cannot run or the host has no llvmpipe EGL.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=vm-common.sh
. "$here/vm-common.sh"

[ $# -ge 1 ] || { echo "usage: $0 BUILD_DIR [--keep]" >&2; exit 2; }
build=$(cd "$1" && pwd) || exit 1
keep=0
[ "${2:-}" != --keep ] || keep=1
pocl_icd=/etc/OpenCL/vendors/pocl.icd
[ -x "$build/examples/gles_triangle" ] || { echo "SKIP: examples/gles_triangle not built"; exit 77; }
[ -f "$pocl_icd" ] || { echo "SKIP: no PoCL ICD (virtcld needs one)"; exit 77; }
work=$(mktemp -d /tmp/vcl-vmgles.XXXXXX)
sock=$work/d.sock
shm=$work/shm
dlog=$work/virtcld.log
daemon=""
gpid=""
cleanup() {
	[ -z "$gpid" ] || kill "$gpid" 2>/dev/null
	[ -z "$daemon" ] || kill "$daemon" 2>/dev/null
	wait 2>/dev/null
	if [ $keep = 1 ]; then echo "gles.sh: kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
fail() {
	echo "gles.sh: FAIL: $*" >&2
	exit 1
}

# the native frame on the host: Mesa's llvmpipe
LIBGL_ALWAYS_SOFTWARE=1 "$build/examples/gles_triangle" "$work/native.ppm" >"$work/native.out" 2>&1
r=$?
[ $r = 2 ] && { cat "$work/native.out"; echo "SKIP: no native EGL display with a pbuffer config"; exit 77; }
[ $r = 0 ] || { cat "$work/native.out"; fail "the native run failed ($r)"; }
want=$(md5sum <"$work/native.ppm" | cut -d' ' -f1)

mkdir -p "$work/etc"
cat >"$work/etc/virtcl_egl.json" <<'JSON'
{
    "file_format_version" : "1.0.0",
    "ICD" : { "library_path" : "/usr/lib/virtcl/libEGL_virtcl.so.0" }
}
JSON
cat >"$work/guest.sh" <<'GUEST'
# Guest side of gles.sh: an unmodified GLES 2.0 program, rendered on the host.
if find / -xdev -name 'libEGL_mesa*' -o -xdev -name '*_dri.so' | grep -q .; then
	echo "gles-guest: FAILED: the guest must not have Mesa"
	exit 3
fi
__EGL_VENDOR_LIBRARY_FILENAMES=/etc/virtcl/virtcl_egl.json VIRTCL_SERVER=vm: \
	/usr/bin/gles_triangle /tmp/frame.ppm
rc=$?
echo "gles-guest: frame md5 $(md5sum </tmp/frame.ppm | cut -d' ' -f1) (exit $rc)"
exit $rc
GUEST
kernel=$("$here/mkinitramfs.sh" "$work/guest.cpio.gz" \
	--add "$build/examples/gles_triangle:/usr/bin/" \
	--add "$build/libvirtcl.so.1:/usr/lib/virtcl/libEGL_virtcl.so.0" \
	--add "$work/etc:/etc/virtcl" \
	--init-script "$work/guest.sh" 2>"$work/mkinitramfs.log") ||
	{ cat "$work/mkinitramfs.log" >&2; echo "SKIP: mkinitramfs.sh failed (no QEMU guest here)"; exit 77; }

truncate -s 16M "$shm"
OCL_ICD_VENDORS=$pocl_icd "$build/virtcld" --listen "unix:$sock,slots=1,shm=$shm" >"$dlog" 2>&1 &
daemon=$!
for _ in $(seq 100); do [ -S "$sock" ] && break; sleep 0.1; done
[ -S "$sock" ] || { cat "$dlog" >&2; fail "virtcld did not start"; }
"$here/qemu-run.sh" --kernel "$kernel" --initrd "$work/guest.cpio.gz" --timeout 300 --quiet \
	--log "$work/console" --mem 256M --port "virtcl.req=$sock" --port "virtcl.ntf=$sock" \
	--shm "$shm:16M" >"$work/qemu.out" 2>&1 &
gpid=$!
wait $gpid
grc=$?
gpid=""
rc=0
got=$(grep -ao 'gles-guest: frame md5 [0-9a-f]*' "$work/console" | awk '{ print $4 }')
grep -aq "vendor: virtcl" "$work/console" || { echo "gles.sh: FAIL: the guest program did not use virtcl's EGL"; rc=1; }
if [ "$grc" = 0 ] && [ "$got" = "$want" ]; then
	echo "ok - the guest's frame is the native frame ($got)"
else
	echo "gles.sh: FAIL: guest exit $grc, frame md5 ${got:-none}, native $want"; rc=1
fi
b=$(grep -o "[0-9]* bytes through the shared region" "$dlog" | tail -1 | cut -d' ' -f1)
if [ "${b:-0}" -ge 327680 ]; then echo "ok - $b bytes through the guest's ivshmem region"
else echo "gles.sh: FAIL: ${b:-0} bytes through the ivshmem region"; rc=1; fi
[ $rc = 0 ] || { tail -30 "$work/console"; tail -20 "$dlog"; }
exit $rc
