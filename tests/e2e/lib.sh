# SPDX-License-Identifier: MIT
# Helpers of the end-to-end scripts that start real daemons (tcp.sh, servers*.sh): sourced, not run.
# Results: ok/fail/check print TAP-like lines; fail sets rc=1.
rc=0
ok() { echo "ok - $*"; }
fail() { echo "FAIL - $*"; rc=1; }
check() { local what=$1; shift; if "$@"; then ok "$what"; else fail "$what"; fi; }

# port of the listener on ADDR (tcp:127.0.0.1 or tcp:[::1]) from the daemon's log
port_of() { grep -o "listening on $2:[0-9]*" "$1" | head -1 | sed 's/.*://'; }
wait_listen() { # LOG PATTERN PID
  for _ in $(seq 200); do grep -q "listening on $2" "$1" && return 0
    kill -0 "$3" 2>/dev/null || return 1; sleep 0.05; done; return 1; }
wait_line() { # FILE PATTERN SECONDS
  for _ in $(seq $((${3} * 20))); do grep -q "$2" "$1" && return 0; sleep 0.05; done; return 1; }
# a daemon logs what ends a connection after the peer may already have returned: a check of its log
# retries the command for up to SECONDS before it counts as failed
within() { # SECONDS COMMAND...
  local n=$(($1 * 20)); shift
  for _ in $(seq $n); do "$@" && return 0; sleep 0.05; done; "$@"; }
# FILE has at least N lines matching PATTERN (a command, so that `within` counts again each time)
lines_ge() { test "$(grep -c "$2" "$1")" -ge "$3"; } # FILE PATTERN N
# FILE has at least as many lines matching PATTERN as matching OTHER
lines_ge_lines() { test "$(grep -c "$2" "$1")" -ge "$(grep -c "$3" "$1")"; } # FILE PATTERN OTHER
# a pre-shared-key file (virtcld --tls-psk-file, VIRTCL_TLS_PSK_FILE) with one random key
mk_psk() { # IDENTITY FILE
  ( umask 077; echo "$1:$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')" >"$2" ); }

# The opening of the scripts that run vt_servers_peer against real daemons (servers.sh,
# servers_mctx.sh, servers_direct.sh): SKIP (77) without virtcld, vt_servers_peer or PoCL; sets
# build (BUILD_DIR, absolute), peer (vt_servers_peer), host_vendors (PoCL's ICD), pids (what to
# kill at exit: the script adds its daemons) and dir (a new /tmp/vcl-NAME.XXXXXX, the current
# directory from then on, with a guest's pre-shared key in psk); at exit (a TERM or INT too) it
# kills pids, waits, runs cleanup_more where the script defines it, and removes dir.
servers_setup() { # BUILD_DIR NAME
  build=$(cd "$1" && pwd)
  [ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
  [ -x "$build/tests/vt_servers_peer" ] || { echo "SKIP: vt_servers_peer not built"; exit 77; }
  [ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host"; exit 77; }
  peer=$build/tests/vt_servers_peer
  dir=$(mktemp -d /tmp/vcl-$2.XXXXXX); chmod 755 "$dir"
  pids=()
  trap servers_cleanup EXIT
  trap 'exit 1' TERM INT
  cd "$dir"
  mk_psk guest psk && chmod 644 psk
  host_vendors=/etc/OpenCL/vendors/pocl.icd
}
servers_cleanup() {
  for p in "${pids[@]}"; do kill $p 2>/dev/null; done; wait 2>/dev/null
  if declare -F cleanup_more >/dev/null; then cleanup_more; fi
  rm -rf "$dir"; }
