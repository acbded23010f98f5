# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# vm-common.sh - shell helpers shared by the tests/vm scripts (sourced, not run).

# vcl_vm_log MSG... - print a message prefixed with the script name to stderr.
vcl_vm_log() {
	echo "${0##*/}: $*" >&2
}

# vcl_vm_die MSG... - print a message and exit 1.
vcl_vm_die() {
	vcl_vm_log "error: $*"
	exit 1
}

# vcl_vm_missing PKG... - print the packages of the list that are not installed.
vcl_vm_missing() {
	local p m=""
	for p in "$@"; do
		dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null |
			grep -q '^install ok installed' || m="$m $p"
	done
	echo $m
}

# vcl_vm_apt ARGS... - apt-get that waits for a concurrent apt/dpkg (other
# agents, unattended-upgrades) instead of failing at once.
vcl_vm_apt() {
	local sudo=""
	[ "$(id -u)" = 0 ] || sudo=sudo
	DEBIAN_FRONTEND=noninteractive $sudo apt-get -q -o DPkg::Lock::Timeout=600 "$@"
}

# vcl_vm_need_pkgs PKG... - install the missing ones; "apt-get update" only if
# the first attempt cannot find them (fresh container without package lists).
vcl_vm_need_pkgs() {
	local need
	need=$(vcl_vm_missing "$@")
	[ -n "$need" ] || return 0
	vcl_vm_log "installing $need"
	vcl_vm_apt install -y --no-install-recommends $need >&2 || {
		vcl_vm_apt update >&2 &&
			vcl_vm_apt install -y --no-install-recommends $need >&2
	}
}
