#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# clinfo_compare.sh BUILD_DIR - does virtcl show the host's devices as they are?
#
# Starts BUILD_DIR/virtcld on a temporary unix socket, runs `clinfo --raw`
# natively and through virtcl (BUILD_DIR/virtcl.icd), and compares the device
# sections line by line. Platform identity lines are left out (see
# PLATFORM_IGNORE) and so are the device properties in ALLOWLIST, which virtcl
# reports differently on purpose. Any other difference is printed as a unified
# diff.
#
# Exit status: 0 same devices, 1 a difference or a failure (virtcld or clinfo
# died, timed out, printed nothing), 2 usage, 77 cannot run here (the reason
# is printed).
#
# Environment:
#   VIRTCL_TEST_NATIVE_ICD  the host's ICD, for the native run and for
#                           virtcld (default /etc/OpenCL/vendors/pocl.icd)
#
# Why `clinfo --raw` and not the default output:
#   - one line per property: default output spreads lists (extensions with
#     version, OpenCL C features, built-in kernels) over continuation lines
#     that do not name the property, so a diff hunk could not say which one
#     differs and an allowlist entry could not select it;
#   - the key is the specification's CL_* name, the same name the api/ table
#     and the OpenCL specification use, and one that clinfo will not reword
#     the way it may reword its human-readable labels;
#   - values are printed as the API returns them (CL_DEVICE_TYPE_CPU, flag
#     names, byte counts) instead of renderings clinfo computes ("4.285GiB");
#   - every device line names its platform and device index;
#   - there is no "NULL platform behavior" section, which re-prints platform
#     names and depends on which ICD the loader takes as default.

set -euo pipefail

# How long one clinfo run may take: natively it takes well under a second;
# through virtcl it builds one small program on the host. A hang must end the
# test, not the CI run.
CLINFO_TIMEOUT_S=120
# How long virtcld may take to create its socket.
LISTEN_TIMEOUT_S=10

# Platform properties not compared, each because it describes the ICD that
# answers rather than the devices behind it. virtcl is its own ICD: it has its
# own name, vendor and version string, its own ICD suffix (the loader and
# applications must be able to tell it from the host's driver), and only the
# platform extensions its front-end implements. The host timer is read on the
# side of the caller, which for virtcl is the guest, so its resolution is
# virtcl's to report. Platform CL_PLATFORM_PROFILE and CL_PLATFORM_NUMERIC_VERSION
# ARE compared: they tell an application which API it may call, and virtcl must
# not promise more or less than the host platform does. The platform count
# (#PLATFORMS) and each platform's device count (#DEVICES) are compared too:
# without them the device sections would not line up.
# CL_PLATFORM_NAME, CL_PLATFORM_VENDOR and CL_PLATFORM_VERSION are checked
# on their own below ("the platform's identity").
PLATFORM_IGNORE=(
	CL_PLATFORM_NAME
	CL_PLATFORM_VENDOR
	CL_PLATFORM_VERSION
	CL_PLATFORM_EXTENSIONS
	CL_PLATFORM_EXTENSIONS_WITH_VERSION
	CL_PLATFORM_ICD_SUFFIX_KHR
	CL_PLATFORM_HOST_TIMER_RESOLUTION
)

# Device properties virtcl deliberately reports differently from the host's
# driver: one CL_* name per line, each with a comment saying why. Candidates
# (not yet decided, so not listed): SVM capabilities and CL_EXEC_NATIVE_KERNEL
# reported absent because virtcl cannot share guest pointers with the host;
# extensions whose API entry points virtcl does not remote. An entry hides
# that property on every device; a difference in it is still printed, as a
# note, so the list stays honest.
ALLOWLIST=(
	# only coarse-grained buffer SVM is remoted (the same addresses in guest and host, contents
	# synchronized at map/unmap): no fine-grained or system SVM, no SVM atomics
	CL_DEVICE_SVM_CAPABILITIES
	# a host function pointer cannot come from a guest: no native kernels
	CL_DEVICE_EXECUTION_CAPABILITIES
	# extensions that add API entry points virtcl does not remote (cl_khr_command_buffer on PoCL)
	# are not advertised (src/backend/vcl_be_context.c hidden_ext), and clinfo then does not ask for
	# their properties
	CL_DEVICE_EXTENSIONS
	CL_DEVICE_EXTENSIONS_WITH_VERSION
	CL_DEVICE_COMMAND_BUFFER_CAPABILITIES_KHR
	CL_DEVICE_COMMAND_BUFFER_REQUIRED_QUEUE_PROPERTIES_KHR
)

skip() {
	echo "SKIP: $*" >&2
	exit 77
}

fail() {
	echo "FAIL: $*" >&2
	exit 1
}

if [ $# -ne 1 ]; then
	echo "usage: $0 BUILD_DIR" >&2
	exit 2
fi
[ -d "$1" ] || skip "build directory $1 does not exist"
build=$(cd "$1" && pwd)
[ -x "$build/virtcld" ] || skip "virtcld not built ($build/virtcld)"
[ -f "$build/virtcl.icd" ] || skip "virtcl.icd not built ($build/virtcl.icd)"
command -v clinfo >/dev/null || skip "clinfo not installed"
command -v timeout >/dev/null || skip "timeout (coreutils) not installed"
native_icd=${VIRTCL_TEST_NATIVE_ICD:-/etc/OpenCL/vendors/pocl.icd}
[ -e "$native_icd" ] || skip "no native ICD at $native_icd"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/vcl-clinfo.XXXXXX")
daemon_pid=
# Stop virtcld and anything it forked (it runs as its own process group, see
# below): SIGTERM, then SIGKILL if it has not gone within 5 s, so a daemon
# that ignores SIGTERM cannot hang the test or outlive it.
# shellcheck disable=SC2317 # reached through the EXIT trap
cleanup() {
	if [ -n "$daemon_pid" ]; then
		kill -TERM -- "-$daemon_pid" 2>/dev/null || true
		for ((i = 0; i < 50; i++)); do
			kill -0 -- "-$daemon_pid" 2>/dev/null || break
			sleep 0.1
		done
		kill -KILL -- "-$daemon_pid" 2>/dev/null || true
		wait "$daemon_pid" 2>/dev/null || true
	fi
	rm -rf "$tmp"
}
trap cleanup EXIT

# normalize FILE: clinfo --raw output -> one comparable line per property,
#   #PLATFORMS N
#   CL_PLATFORM_PROFILE FULL_PROFILE      (platform header block, not ignored)
#   p0 #DEVICES 1
#   p0/0 CL_DEVICE_NAME <value>
# Platforms are numbered in the order clinfo lists them, because the
# [SUFFIX/N] prefix carries each ICD's own suffix, which differs by design.
# The padding between key and value is dropped; the value is kept byte for
# byte. Lines of no known shape are kept, marked "?", so they are compared
# rather than lost. The ICD loader's own lines ([OCLICD/*]) are dropped: the
# same loader answers both runs.
normalize() {
	awk -v ignore="${PLATFORM_IGNORE[*]}" '
	BEGIN {
		n = split(ignore, keys, " ")
		for (i = 1; i <= n; i++)
			skip[keys[i]] = 1
		p = -1
	}
	# key and value of the text after the prefix: key up to the first
	# blank, value after the blanks that pad the key column.
	function kv(s,    k) {
		sub(/^[ \t]+/, "", s)
		k = s
		sub(/[ \t].*$/, "", k)
		s = substr(s, length(k) + 1)
		sub(/^[ \t]+/, "", s)
		return k "\t" s
	}
	/^$/ { next }
	/^#PLATFORMS[ \t]/ { print "#PLATFORMS " $2; next }
	/^[ \t]+CL_PLATFORM_/ {
		split(kv($0), f, "\t")
		if (!(f[1] in skip))
			print f[1] " " f[2]
		next
	}
	/^\[OCLICD\// { next }
	/^\[[^]\/]*\/\*\][ \t]+CL_PLATFORM_NAME[ \t]/ { p++; next }
	/^\[[^]\/]*\/\*\][ \t]+#DEVICES[ \t]/ { print "p" p " #DEVICES " $3; next }
	/^\[[^]\/]*\/[0-9]+\]/ {
		dev = $1
		sub(/^\[[^]\/]*\//, "", dev)
		sub(/\]$/, "", dev)
		rest = substr($0, length($1) + 1)
		split(kv(rest), f, "\t")
		print "p" p "/" dev " " f[1] " " f[2]
		next
	}
	{ print "? " $0 }
	' "$1"
}

# drop_allowed: remove the lines whose key is in ALLOWLIST.
drop_allowed() {
	awk -v allow="${ALLOWLIST[*]}" '
	BEGIN { n = split(allow, keys, " "); for (i = 1; i <= n; i++) a[keys[i]] = 1 }
	!($2 in a)
	'
}

# --- native run -----------------------------------------------------------
if ! env -u VIRTCL_SERVER OCL_ICD_VENDORS="$native_icd" \
	timeout "$CLINFO_TIMEOUT_S" clinfo --raw >"$tmp/native.raw" 2>"$tmp/native.err"; then
	cat "$tmp/native.err" >&2
	skip "native clinfo failed with $native_icd; no host OpenCL to compare with"
fi
normalize "$tmp/native.raw" >"$tmp/native.all"
native_devices=$(grep -c '^p[0-9]*/[0-9]* CL_DEVICE_NAME ' "$tmp/native.all" || true)
[ "$native_devices" -gt 0 ] || skip "no native OpenCL device with $native_icd"

# --- virtcl run -----------------------------------------------------------
# virtcld sees only the native ICD: the same platforms as the native run, and
# never virtcl.icd itself, should it be installed in /etc/OpenCL/vendors.
# setsid makes it the leader of a new process group, so cleanup can end every
# process it starts (a per-session worker, say) by the group id.
sock="$tmp/virtcld.sock"
env -u VIRTCL_SERVER OCL_ICD_VENDORS="$native_icd" \
	setsid "$build/virtcld" --listen "unix:$sock" >"$tmp/virtcld.log" 2>&1 &
daemon_pid=$!
for ((i = 0; i < LISTEN_TIMEOUT_S * 10; i++)); do
	[ -S "$sock" ] && break
	if ! kill -0 "$daemon_pid" 2>/dev/null; then
		cat "$tmp/virtcld.log" >&2
		daemon_pid=
		fail "virtcld exited before it listened on $sock"
	fi
	sleep 0.1
done
[ -S "$sock" ] || fail "virtcld did not create $sock within ${LISTEN_TIMEOUT_S}s"

rc=0
OCL_ICD_VENDORS="$build/virtcl.icd" VIRTCL_SERVER="unix:$sock" \
	timeout "$CLINFO_TIMEOUT_S" clinfo --raw >"$tmp/virtcl.raw" 2>"$tmp/virtcl.err" || rc=$?
if [ "$rc" -ne 0 ]; then
	cat "$tmp/virtcl.err" >&2
	[ "$rc" -eq 124 ] && fail "clinfo through virtcl timed out after ${CLINFO_TIMEOUT_S}s"
	fail "clinfo through virtcl exited with status $rc"
fi
if ! kill -0 "$daemon_pid" 2>/dev/null; then
	cat "$tmp/virtcld.log" >&2
	daemon_pid=
	fail "virtcld died while clinfo ran"
fi
normalize "$tmp/virtcl.raw" >"$tmp/virtcl.all"
virtcl_devices=$(grep -c '^p[0-9]*/[0-9]* CL_DEVICE_NAME ' "$tmp/virtcl.all" || true)

# --- the platform's identity ----------------------------------------------
# virtcl's platform says it is remote: CL_PLATFORM_NAME is the host's with
# " (virtcl)" appended (VIRTCL_PLATFORM_NAME=host keeps the host's exact
# name); vendor and version are the host's, and the version stays
# "OpenCL <major>.<minor> <platform-specific>"; with both ICDs registered the
# two platforms have different names.
status=0
# platform_value FILE KEY: the value of a platform property in clinfo --raw.
platform_value() {
	awk -v k="$2" '/^[ \t]/ && $1 == k { sub(/^[ \t]+[^ \t]+[ \t]+/, ""); print; exit }' "$1"
}
native_name=$(platform_value "$tmp/native.raw" CL_PLATFORM_NAME)
virtcl_name=$(platform_value "$tmp/virtcl.raw" CL_PLATFORM_NAME)
check_eq() { # what expected got
	if [ "$2" != "$3" ]; then
		printf 'FAIL: %s\n  expected: %s\n  got:      %s\n' "$1" "$2" "$3" >&2
		status=1
	else
		printf 'ok: %s: %s\n' "$1" "$3"
	fi
}
check_eq "CL_PLATFORM_NAME through virtcl" "$native_name (virtcl)" "$virtcl_name"
for key in CL_PLATFORM_VENDOR CL_PLATFORM_VERSION; do
	check_eq "$key through virtcl" "$(platform_value "$tmp/native.raw" $key)" \
		"$(platform_value "$tmp/virtcl.raw" $key)"
done
if ! platform_value "$tmp/virtcl.raw" CL_PLATFORM_VERSION | grep -Eq '^OpenCL [0-9]+\.[0-9]+ '; then
	echo "FAIL: CL_PLATFORM_VERSION through virtcl is not 'OpenCL <major>.<minor> ...'" >&2
	status=1
fi
OCL_ICD_VENDORS="$build/virtcl.icd" VIRTCL_SERVER="unix:$sock" VIRTCL_PLATFORM_NAME=host \
	timeout "$CLINFO_TIMEOUT_S" clinfo --raw >"$tmp/host-name.raw" 2>&1 || true
check_eq "CL_PLATFORM_NAME with VIRTCL_PLATFORM_NAME=host" "$native_name" \
	"$(platform_value "$tmp/host-name.raw" CL_PLATFORM_NAME)"
# both ICDs registered, as on a host that has both: two platforms, told apart
mkdir "$tmp/both"
cp "$native_icd" "$build/virtcl.icd" "$tmp/both/"
OCL_ICD_VENDORS="$tmp/both" VIRTCL_SERVER="unix:$sock" \
	timeout "$CLINFO_TIMEOUT_S" clinfo -l >"$tmp/both.txt" 2>&1 || true
cat "$tmp/both.txt"
names=$(sed -n 's/^Platform #[0-9]*: //p' "$tmp/both.txt" | sort)
check_eq "platform names with both ICDs registered" \
	"$(printf '%s\n%s' "$native_name" "$native_name (virtcl)" | sort)" "$names"
[ "$(sort -u <<<"$names" | wc -l)" -eq 2 ] || { echo "FAIL: the two platforms look the same" >&2; status=1; }

# --- compare --------------------------------------------------------------
echo "native: $native_devices device(s); virtcl: $virtcl_devices device(s)"
if [ "$native_devices" -ne "$virtcl_devices" ]; then
	echo "FAIL: virtcl shows $virtcl_devices device(s), the host $native_devices" >&2
	status=1
fi

for key in "${ALLOWLIST[@]}"; do
	n=$(awk -v k="$key" '$2 == k' "$tmp/native.all")
	v=$(awk -v k="$key" '$2 == k' "$tmp/virtcl.all")
	if [ "$n" != "$v" ]; then
		printf 'note: allowlisted %s differs\n  native: %s\n  virtcl: %s\n' \
			"$key" "$n" "$v"
	fi
done

drop_allowed <"$tmp/native.all" >"$tmp/native.cmp"
drop_allowed <"$tmp/virtcl.all" >"$tmp/virtcl.cmp"
if ! diff -u --label "native ($native_icd)" --label "virtcl ($build/virtcl.icd)" \
	"$tmp/native.cmp" "$tmp/virtcl.cmp"; then
	echo "FAIL: device sections differ (lines above; - native, + virtcl)" >&2
	status=1
fi

if [ "$status" -eq 0 ]; then
	echo "PASS: $(wc -l <"$tmp/native.cmp") lines match"
else
	# What virtcl said about it, where it said anything.
	if [ -s "$tmp/virtcl.err" ]; then
		echo "--- clinfo stderr through virtcl:" >&2
		cat "$tmp/virtcl.err" >&2
	fi
	if [ -s "$tmp/virtcld.log" ]; then
		echo "--- virtcld log (last 50 lines):" >&2
		tail -n 50 "$tmp/virtcld.log" >&2
	fi
fi
exit "$status"
