#!/bin/bash
# SPDX-License-Identifier: MIT
#
# mkinitramfs.sh - build a guest initramfs for the virtcl VM tests.
#
#   tests/vm/mkinitramfs.sh OUT.cpio[.gz] [--add HOST[:GUEST]]... [--module NAME]...
#                           [--init-script FILE]
#   tests/vm/mkinitramfs.sh --kernel-path
#
# The guest is Debian's current cloud kernel (the one the linux-image-cloud-amd64
# metapackage names) plus busybox-static, both fetched with "apt-get download" and
# unpacked with "dpkg -x" into tests/vm/cache/ (git-ignored; VCL_VM_CACHE overrides;
# VCL_VM_KERNEL_PKG picks another image package).  The guest /init mounts
# proc/sys/devtmpfs, loads the virtio-serial modules (dependencies resolved from
# the .ko files themselves), waits for the virtio-serial ports, runs the
# --init-script with busybox sh (or an interactive shell without one), prints
#     VCL-GUEST-EXIT <rc>
# on the console and powers off.  qemu-run.sh turns that line into its exit status.
#
# --add HOST[:GUEST]  copies a file, or a directory's contents recursively
#                     (symlinks followed, merged into what is there), to GUEST (default: the same absolute path as on
#                     the host; a GUEST ending in "/" means "inside this
#                     directory").  Every ELF file added brings the libraries ldd
#                     lists and the dynamic loader, at their host paths; an
#                     ld.so.cache covering every directory an ELF library went to
#                     is generated, so dlopen() of added libraries works too.
# --module NAME       loads another kernel module (after the virtio-serial ones).
# --init-script FILE  the test to run as root in the guest (busybox sh).
#
# stdout: the path of the kernel image to boot (one line); progress goes to stderr.
# Needs root (apt-get install of missing host packages; device nodes in the cpio).

set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=vm-common.sh
. "$here/vm-common.sh"

cache=${VCL_VM_CACHE:-$here/cache}

# What the guest needs for a virtio-serial port, in load order (MACHINE-NOTES.md).
# The ivshmem-plain BAR needs no driver: /sys/bus/pci/devices/*/resourceN come
# with the PCI core, which is built in (CONFIG_PCI=y); the check below fails the
# build if a kernel ever turns any of this into something else.
base_modules=(virtio_ring virtio virtio_pci_modern_dev virtio_pci_legacy_dev virtio_pci virtio_console)

usage() {
	# The header comment is the manual.
	awk 'NR > 1 && !/^#/ { exit } NR > 1 && !/SPDX|shellcheck/ { sub(/^# ?/, ""); print }' "$0" >&2
	exit 2
}

out=""
adds=()
extra_modules=()
init_script=""
kernel_path_only=0
while [ $# -gt 0 ]; do
	case $1 in
	--add) [ $# -ge 2 ] || usage; adds+=("$2"); shift 2 ;;
	--add=*) adds+=("${1#--add=}"); shift ;;
	--module) [ $# -ge 2 ] || usage; extra_modules+=("$2"); shift 2 ;;
	--init-script) [ $# -ge 2 ] || usage; init_script=$2; shift 2 ;;
	--kernel-path) kernel_path_only=1; shift ;;
	-h | --help) usage ;;
	-*) vcl_vm_log "unknown option $1"; usage ;;
	*) [ -z "$out" ] || usage; out=$1; shift ;;
	esac
done
[ $kernel_path_only = 1 ] || [ -n "$out" ] || usage
[ -z "$init_script" ] || [ -f "$init_script" ] || vcl_vm_die "no such init script: $init_script"

# ---------------------------------------------------------------- host packages

vcl_vm_need_pkgs cpio qemu-system-x86

apt_root_opts=()
# As root, apt-get download would try to drop to the _apt user, which cannot
# write into the cache; it falls back with a warning.  Say it up front.
[ "$(id -u)" != 0 ] || apt_root_opts=(-o APT::Sandbox::User=root)

# candidate PKG - the version apt would install, or nothing.
candidate() {
	apt-cache policy "$1" 2>/dev/null | awk '$1 == "Candidate:" && $2 != "(none)" { print $2; exit }'
}

# kernel_pkg - the image package the cloud metapackage depends on, or nothing.
kernel_pkg() {
	apt-cache depends linux-image-cloud-amd64 2>/dev/null |
		awk '$1 == "Depends:" && $2 ~ /^linux-image-/ { print $2; exit }'
}

# fetch_deb PKG VERSION - print the directory PKG VERSION is unpacked in,
# downloading and unpacking it first unless the cache has it already.  An
# empty VERSION (apt knows nothing, no network) means the newest version
# already in the cache; PKG may then be a glob.
fetch_deb() {
	local pkg=$1 ver=$2 dir tmp
	if [ -z "$ver" ]; then
		dir=$(ls -d "$cache/"${pkg}_*/.vcl-complete 2>/dev/null | sort -V | tail -n 1)
		[ -n "$dir" ] || vcl_vm_die "cannot find package $pkg (and nothing cached)"
		dir=${dir%/.vcl-complete}
		vcl_vm_log "apt cannot resolve $pkg: using cached $dir"
		echo "$dir"
		return
	fi
	dir="$cache/${pkg}_${ver//:/%3a}"
	if [ ! -e "$dir/.vcl-complete" ]; then
		vcl_vm_log "fetching $pkg $ver"
		tmp=$(mktemp -d "$cache/.fetch.XXXXXX")
		(cd "$tmp" && apt-get -q "${apt_root_opts[@]}" download "$pkg=$ver") >&2 ||
			{ rm -rf "$tmp"; vcl_vm_die "apt-get download $pkg=$ver failed"; }
		dpkg -x "$tmp"/*.deb "$tmp/root"
		touch "$tmp/root/.vcl-complete"
		rm -rf "$dir"
		mv "$tmp/root" "$dir"
		rm -rf "$tmp"
	fi
	echo "$dir"
}

# lists_key - changes whenever apt's package lists (or the override) change.
lists_key() {
	{
		echo "${VCL_VM_KERNEL_PKG:-}"
		ls -l --time-style=+%s /var/lib/apt/lists 2>/dev/null
	} | md5sum | cut -d' ' -f1
}

# resolve_apt - set kpkg, kdeb_ver and bb_ver from apt; false if it cannot.
resolve_apt() {
	kpkg=${VCL_VM_KERNEL_PKG:-$(kernel_pkg)}
	kdeb_ver=""
	[ -z "$kpkg" ] || kdeb_ver=$(candidate "$kpkg")
	bb_ver=$(candidate busybox-static)
	[ -n "$kdeb_ver" ] && [ -n "$bb_ver" ]
}

mkdir -p "$cache"
# Parallel builds (ctest -j) share the cache: one fetch at a time.
exec 9>"$cache/.lock"
flock 9

# Each apt-cache call takes about a second here, so the answer is remembered,
# keyed by the state of the package lists: "apt-get update" bringing a newer
# kernel changes the key, and the next build picks the new kernel up.
memo="$cache/.resolved"
key=$(lists_key)
if [ -f "$memo" ] && read -r mkey kpkg kdeb_ver bb_ver <"$memo" &&
	[ "$mkey" = "$key" ] && [ -n "${bb_ver:-}" ]; then
	:
elif resolve_apt; then
	echo "$key $kpkg $kdeb_ver $bb_ver" >"$memo"
else
	vcl_vm_log "apt cannot resolve the kernel or busybox-static, running apt-get update"
	vcl_vm_apt update >&2 || true
	if resolve_apt; then
		echo "$(lists_key) $kpkg $kdeb_ver $bb_ver" >"$memo"
	fi
	# Still nothing (offline, no lists): fetch_deb falls back to the cache.
	[ -n "$kpkg" ] || kpkg="linux-image-*-cloud-amd64"
fi

kdir=$(fetch_deb "$kpkg" "$kdeb_ver")
kimage=$(ls "$kdir"/boot/vmlinuz-* | head -n 1)
kver=$(basename "$(ls -d "$kdir"/lib/modules/*/ | head -n 1)")
moddir="$kdir/lib/modules/$kver"
[ -f "$kimage" ] && [ -d "$moddir" ] || vcl_vm_die "$kpkg has no kernel image or modules"

if [ $kernel_path_only = 1 ]; then
	flock -u 9
	echo "$kimage"
	exit 0
fi

bbdir=$(fetch_deb busybox-static "$bb_ver")
busybox="$bbdir/bin/busybox"
[ -x "$busybox" ] || vcl_vm_die "no busybox in $bbdir"
flock -u 9
exec 9>&-

# ---------------------------------------------------------------- staging tree

root=$(mktemp -d "${TMPDIR:-/tmp}/vcl-initramfs.XXXXXX")
trap 'rm -rf "$root"' EXIT

# Merged /usr like the Debian host, so that any path ldd prints exists.
mkdir -p "$root"/usr/{bin,sbin,lib,lib64} "$root"/{dev,proc,sys,tmp,run,root,etc,vcl,mnt}
ln -s usr/bin "$root/bin"
ln -s usr/sbin "$root/sbin"
ln -s usr/lib "$root/lib"
ln -s usr/lib64 "$root/lib64"
chmod 1777 "$root/tmp"
# The kernel opens /dev/console on the initramfs before /init runs, i.e. before
# devtmpfs is mounted; without this node /init starts with no stdio at all.
if [ "$(id -u)" = 0 ]; then
	mknod -m 600 "$root/dev/console" c 5 1
	mknod -m 666 "$root/dev/null" c 1 3
fi

# Only /bin/sh here: /init makes the other applet links with "busybox
# --install -s" (about 400 of them, a second of ln here, nothing in the guest),
# which leaves files added with --add in place.
cp "$busybox" "$root/usr/bin/busybox"
ln -s busybox "$root/usr/bin/sh"

# ---------------------------------------------------------------- kernel modules

declare -A ko_path=() builtin=() added=()
# Index by module name: file names may use '-' where module names use '_'.
while IFS= read -r f; do
	n=${f##*/}
	n=${n%%.ko*}
	ko_path[${n//-/_}]=$f
done < <(find "$moddir/kernel" -name '*.ko*')
if [ -f "$moddir/modules.builtin" ]; then
	while IFS= read -r f; do
		n=${f##*/}
		n=${n%.ko}
		builtin[${n//-/_}]=1
	done <"$moddir/modules.builtin"
fi

mod_order=()
# add_module NAME - stage NAME's .ko after the modules it depends on.
add_module() {
	local name=${1//-/_} src dst deps dep
	[ -z "${added[$name]:-}" ] || return 0
	added[$name]=1
	if [ -n "${builtin[$name]:-}" ]; then
		vcl_vm_log "module $name: built in"
		return 0
	fi
	src=${ko_path[$name]:-}
	[ -n "$src" ] || vcl_vm_die "module $name: neither built in nor under $moddir/kernel"
	dst="$root/lib/modules/$kver/$name.ko"
	mkdir -p "${dst%/*}"
	# busybox insmod wants a plain ELF object.
	case $src in
	*.ko) cp "$src" "$dst" ;;
	*.ko.xz) xz -dc "$src" >"$dst" ;;
	*.ko.zst) zstd -qdc "$src" >"$dst" ;;
	*.ko.gz) gzip -dc "$src" >"$dst" ;;
	*) vcl_vm_die "module $name: unknown format $src" ;;
	esac
	# Dependencies as modpost recorded them in .modinfo ("depends=a,b").
	deps=$(tr '\0' '\n' <"$dst" | awk '!done && sub(/^depends=/, "") { print; done = 1 }')
	for dep in ${deps//,/ }; do
		add_module "$dep"
	done
	mod_order+=("$name")
	vcl_vm_log "module $name: ${src#"$moddir"/}${deps:+ (needs $deps)}"
}
for m in "${base_modules[@]}" "${extra_modules[@]}"; do
	add_module "$m"
done
for c in CONFIG_PCI=y CONFIG_SYSFS=y CONFIG_DEVTMPFS=y CONFIG_BLK_DEV_INITRD=y; do
	grep -qx "$c" "$kdir/boot/config-$kver" || vcl_vm_die "$kpkg lacks $c"
done
mkdir -p "$root/etc/vcl"
printf '%s\n' "${mod_order[@]}" >"$root/etc/vcl/modules"

# ---------------------------------------------------------------- added files

is_elf() {
	[ -f "$1" ] && cmp -s -n 4 "$1" <(printf '\177ELF')
}

declare -A libdirs=()
# add_elf_deps FILE GUESTPATH - copy what ldd says FILE needs to the same paths.
add_elf_deps() {
	local f=$1 g=$2 lib missing
	# A shared object's own directory goes into ld.so.cache (for dlopen by soname).
	case ${g##*/} in *.so | *.so.*) libdirs[${g%/*}]=1 ;; esac
	missing=$(ldd "$f" 2>/dev/null | grep 'not found' | tr -s ' \t\n' ' ' || true)
	[ -z "$missing" ] || vcl_vm_log "warning: $f needs libraries not on this host:$missing"
	for lib in $(ldd "$f" 2>/dev/null | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^\//) print $i }'); do
		[ -e "$root$lib" ] && continue
		mkdir -p "$(dirname "$root$lib")"
		cp -L "$lib" "$root$lib"
		libdirs[$(dirname "$lib")]=1
	done
}

for spec in "${adds[@]}"; do
	case $spec in
	*:*) src=${spec%%:*}; dst=${spec#*:} ;;
	*) src=$spec; dst="" ;;
	esac
	[ -e "$src" ] || vcl_vm_die "--add: no such file or directory: $src"
	src=$(realpath -s "$src")
	[ -n "$dst" ] || dst=$src
	case $dst in
	*/) dst="$dst${src##*/}" ;;
	/*) ;;
	*) vcl_vm_die "--add: guest path must be absolute: $dst" ;;
	esac
	mkdir -p "$(dirname "$root$dst")"
	if [ -d "$src" ]; then
		# Merged into what is there already, so that "--add tree:/" works.
		mkdir -p "$root$dst"
		cp -RL "$src/." "$root$dst/"
		while IFS= read -r -d '' f; do
			g="${dst%/}${f#"$src"}"
			! is_elf "$root$g" || add_elf_deps "$root$g" "$g"
		done < <(find -L "$src" -type f -print0)
	else
		cp -L --remove-destination "$src" "$root$dst"
		! is_elf "$root$dst" || add_elf_deps "$root$dst" "$dst"
	fi
	vcl_vm_log "added $src -> $dst"
done

if [ ${#libdirs[@]} -gt 0 ]; then
	printf '%s\n' "${!libdirs[@]}" | sort >"$root/etc/ld.so.conf"
	ldconfig -r "$root"
fi

if [ -n "$init_script" ]; then
	cp "$init_script" "$root/vcl/init-script"
	chmod 755 "$root/vcl/init-script"
fi

# ---------------------------------------------------------------- /init

cat >"$root/init" <<'INIT'
#!/bin/sh
# Guest /init written by tests/vm/mkinitramfs.sh.  Runs as PID 1 under busybox.
# Kernel command-line words of the form key=value that the kernel does not know
# arrive here as environment variables (vcl_nports=N from qemu-run.sh, and any
# --append words for the test script).
export PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root

/usr/bin/busybox mount -t proc proc /proc
/usr/bin/busybox --install -s
mount -t sysfs sysfs /sys
mdev=0
if ! mount -t devtmpfs devtmpfs /dev 2>/dev/null; then
	mount -t tmpfs -o mode=0755 tmpfs /dev
	mdev=1
fi
exec </dev/console >/dev/console 2>&1
mkdir -p /dev/pts /dev/shm
mount -t devpts devpts /dev/pts
mount -t tmpfs tmpfs /dev/shm
mount -t tmpfs tmpfs /tmp
mount -t tmpfs tmpfs /run

kver=$(uname -r)
while read -r m; do
	insmod "/lib/modules/$kver/$m.ko" || echo "vcl-init: insmod $m failed"
done </etc/vcl/modules

# The driver creates ports from control messages QEMU sends after the device
# is up, i.e. shortly after insmod returns: wait for the expected number.
want=${vcl_nports:-0}
i=0
while :; do
	n=$(ls /sys/class/virtio-ports 2>/dev/null | wc -l)
	[ "$n" -ge "$want" ] && break
	i=$((i + 1))
	if [ $i -ge 100 ]; then
		echo "vcl-init: only $n of $want virtio-serial ports after 10 s"
		break
	fi
	sleep 0.1
done
[ $mdev = 0 ] || mdev -s
for p in /sys/class/virtio-ports/*; do
	[ -e "$p/name" ] || continue
	echo "vcl-init: port /dev/${p##*/} name=$(cat "$p/name")"
done
for d in /sys/bus/pci/devices/*; do
	[ "$(cat "$d/vendor"):$(cat "$d/device")" = 0x1af4:0x1110 ] || continue
	echo "vcl-init: ivshmem ${d##*/} bar2 $(stat -c %s "$d/resource2") bytes"
done
read -r up _ </proc/uptime
echo "vcl-init: ready at ${up} s"

cd /
if [ -f /vcl/init-script ]; then
	sh /vcl/init-script
	rc=$?
else
	echo "vcl-init: no --init-script, starting a shell; exit it to power off"
	if command -v cttyhack >/dev/null; then
		setsid cttyhack sh
	else
		sh
	fi
	rc=$?
fi
sync
# On a line of its own whatever the script printed last (qemu-run.sh parses it).
printf '\nVCL-GUEST-EXIT %d\n' "$rc"
poweroff -f
INIT
chmod 755 "$root/init"

# ---------------------------------------------------------------- archive

out_dir=$(dirname "$out")
mkdir -p "$out_dir"
tmp_out=$(mktemp "$out_dir/.${out##*/}.XXXXXX")
(
	cd "$root"
	find . -mindepth 1 -print0 | LC_ALL=C sort -z |
		cpio --null -o -H newc --quiet -R 0:0 --reproducible
) | case $out in
*.gz) gzip -n -6 ;;
*) cat ;;
esac >"$tmp_out"
chmod 644 "$tmp_out"
mv "$tmp_out" "$out"
vcl_vm_log "wrote $out ($(stat -c %s "$out") bytes; kernel $kver)"
echo "$kimage"
