#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# virtcld's configuration file (virtcld.conf(5)) with a real daemon: malformed lines refused with
# FILE:LINE and what is wrong; the file's settings applied and the command line winning over them
# (a scalar and a repeatable option); SIGHUP reloading the file while a guest's session keeps
# running (a lower hello-timeout and max-sessions take effect for new connections, a changed
# setting that needs a restart is logged, a malformed file changes nothing), and the daemon still
# serving afterwards. Usage: config.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd); src=$(cd "$(dirname "$0")/../.." && pwd)
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host"; exit 77; }
/usr/bin/python3 -c 'import pyopencl' 2>/dev/null || { echo "SKIP: no PyOpenCL (python3-pyopencl)"; exit 77; }
d=$(mktemp -d /tmp/vcl-conf.XXXXXX); chmod 755 "$d"
conf=$d/virtcld.conf
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; wait 2>/dev/null; rm -rf "$d"; }
trap cleanup EXIT
rc=0
fail() { echo "FAIL: $*"; rc=1; }
ok() { echo "ok - $*"; }

# ---- malformed files: refused at start, status 2, FILE:LINE and what is wrong
refused() { # CONTENT EXPECTED-MESSAGE
	printf '%b' "$1" >"$conf"
	out=$("$build/virtcld" --config "$conf" --listen "unix:$d/never.sock" 2>&1); st=$?
	[ $st = 2 ] && [[ $out == *"$2"* ]] && ok "refused: $2" ||
		fail "for '$1' want status 2 and '$2', got $st: $out"
	[ ! -e "$d/never.sock" ] || fail "a refused configuration still listened"
}
refused '# comment\n\nmax-sessions = 4\nfoo = 1\n' "$conf:4: unknown key 'foo'"
refused 'max-sessions = four\n' "$conf:1: max-sessions = four: 'four' is not a number"
refused 'hello-timeout = 5 # five\n' "$conf:1: hello-timeout = 5 # five: '5 # five' is not a number"
refused '\n  listen\n' "$conf:2: 'listen' is not 'key = value'"
refused 'max-sessions =\n' "$conf:1: max-sessions: no value after '='"
refused 'no-sandbox = maybe\n' "$conf:1: no-sandbox = maybe: 'maybe': yes or no"
refused 'Max-Sessions = 3\n' "$conf:1: 'Max-Sessions' is not a key"
refused 'config = /etc/passwd\n' "$conf:1: unknown key 'config'"
refused 'allow-user = no-such-user-here\n' "$conf:1: allow-user = no-such-user-here: no such user"
refused 'max-sessions = 0\n' "max-sessions, max-sessions-per-peer, max-pending and max-objects must be at least 1"
out=$("$build/virtcld" --config "$d/absent.conf" 2>&1); st=$?
[ $st = 2 ] && [[ $out == *"$d/absent.conf: no such file (--config)"* ]] && ok "refused: a --config file that is not there" ||
	fail "absent --config: $st $out"

# every example line of the shipped file, uncommented, is accepted (but site-specific names)
sed -n 's/^#\([a-z][a-z-]* = \)/\1/p' "$src/dist/virtcld.conf" |
	grep -v '^\(allow-user\|allow-group\|vm-user\|sandbox-ro\|device\|listen\|socket-group\|user\|no-sandbox\|tls-cert\|tls-key\|tls-ca\|tls-psk-file\|peer\|peer-psk-file\) ' >"$conf"
n=$(wc -l <"$conf")
out=$(OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd timeout 20 "$build/virtcld" --config "$conf" \
	--listen "unix:$d/example.sock" --cache-dir "$d/cache" 2>&1 & p=$!
      for _ in $(seq 100); do [ -S "$d/example.sock" ] && break; sleep 0.1; done; kill $p; wait $p)
[[ $n -ge 15 && $out == *"listening on unix:$d/example.sock"* ]] &&
	ok "the $n settings of dist/virtcld.conf, uncommented, are accepted" || fail "dist/virtcld.conf's examples ($n): $out"

start() { # LOG ARGS...: a daemon on the PoCL CPU device; waits for its socket(s)
	local log=$1; shift
	OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --config "$conf" \
		--cache-dir "$d/cache" "$@" >"$log" 2>&1 &
	daemon=$!; pids+=("$daemon")
	for _ in $(seq 100); do grep -q "listening on" "$log" && break; sleep 0.1; done
}
stop() { kill "$daemon" 2>/dev/null; wait "$daemon" 2>/dev/null; }
# a connection that never says HELLO: seconds until the daemon closes it (or "open" after LIMIT s)
silent_for() { # SOCKET LIMIT
	/usr/bin/python3 - "$1" "$2" <<'PY'
import socket, sys, time
s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); s.settimeout(float(sys.argv[2]))
t = time.monotonic()
try:
    print("%.1f" % (time.monotonic() - t) if s.recv(1) == b"" else "data")
except socket.timeout:
    print("open")
PY
}

# ---- the file's settings, and the command line over them
printf '# a test\nlisten = unix:%s/file.sock\nhello-timeout = 1\n' "$d" >"$conf"
start "$d/a.log"
[ -S "$d/file.sock" ] && ok "listen from the file" || fail "no socket from the file's listen"
t=$(silent_for "$d/file.sock" 5)
[[ $t != open && $t != data ]] && ok "hello-timeout = 1 from the file: closed after $t s" ||
	fail "hello-timeout from the file not applied ($t)"
stop
start "$d/b.log" --listen "unix:$d/cl.sock" --hello-timeout 30
[ -S "$d/cl.sock" ] && [ ! -e "$d/file.sock" ] && ok "--listen on the command line replaces the file's" ||
	fail "listen: cl.sock $( [ -S "$d/cl.sock" ] && echo present || echo absent), file.sock $( [ -e "$d/file.sock" ] && echo present || echo absent)"
t=$(silent_for "$d/cl.sock" 3)
[ "$t" = open ] && ok "--hello-timeout 30 on the command line wins over the file's 1" ||
	fail "the file's hello-timeout won over the command line's (closed after $t s)"
stop

# ---- SIGHUP: a running guest keeps its session; new connections get the new limits
printf 'listen = unix:%s/hup.sock\nhello-timeout = 30\nmax-sessions = 4\n' "$d" >"$conf"
start "$d/hup.log"
sock=$d/hup.sock
export OCL_ICD_VENDORS=$build/virtcl.icd VIRTCL_SERVER=unix:$sock
/usr/bin/python3 - "$d" >"$d/guest.out" 2>&1 <<'PY' &
import os, sys, time
import numpy as np, pyopencl as cl
d = sys.argv[1]
ctx = cl.Context(cl.get_platforms()[0].get_devices())
q = cl.CommandQueue(ctx)
prg = cl.Program(ctx, "__kernel void twice(__global float *a) { a[get_global_id(0)] *= 2; }").build()
open(os.path.join(d, "ready"), "w").close()
while not os.path.exists(os.path.join(d, "go")):
    time.sleep(0.1)
a = np.arange(1024, dtype=np.float32)
buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=a)
prg.twice(q, a.shape, None, buf)
out = np.empty_like(a); cl.enqueue_copy(q, out, buf); q.finish()
print("guest: ok" if (out == 2 * a).all() else "guest: wrong result")
PY
guest=$!; pids+=("$guest")
for _ in $(seq 600); do [ -e "$d/ready" ] && break; kill -0 $guest 2>/dev/null || break; sleep 0.1; done
[ -e "$d/ready" ] || { fail "the guest did not start"; cat "$d/guest.out" "$d/hup.log"; exit 1; }
printf 'listen = unix:%s/hup.sock\nhello-timeout = 1\nmax-sessions = 1\nplatform = nosuch\n' "$d" >"$conf"
kill -HUP "$daemon"
for _ in $(seq 50); do grep -q "SIGHUP: reloaded" "$d/hup.log" && break; sleep 0.1; done
grep -q "SIGHUP: reloaded $conf: max-sessions 1 .*hello-timeout 1 s.*1 running session(s) unchanged" "$d/hup.log" &&
	ok "SIGHUP reloaded the file with a session running" || fail "no reload in the log"
grep -q "SIGHUP: platform changed in $conf: takes effect when virtcld restarts" "$d/hup.log" &&
	ok "a setting that needs a restart is logged as such" || fail "the platform change was not logged"
t=$(silent_for "$sock" 5)
[[ $t != open && $t != data ]] && ok "after SIGHUP a new connection gets hello-timeout 1 (closed after $t s)" ||
	fail "the reloaded hello-timeout does not apply ($t)"
"$build/examples/compute" >"$d/second.out" 2>&1
grep -q "refused a session .*too many sessions (--max-sessions)" "$d/hup.log" &&
	ok "after SIGHUP max-sessions = 1 refuses a second session" || fail "a second session was not refused"
printf 'max-sessions = lots\n' >"$conf"
kill -HUP "$daemon"
for _ in $(seq 50); do grep -q "configuration stays" "$d/hup.log" && break; sleep 0.1; done
grep -q "SIGHUP: $conf:1: max-sessions = lots: 'lots' is not a number; the configuration stays as it was" "$d/hup.log" &&
	ok "a malformed file on SIGHUP is refused with FILE:LINE" || fail "the malformed reload was not logged"
touch "$d/go"
wait $guest; grep -q "guest: ok" "$d/guest.out" && ok "the session started before both reloads kept running (kernel ran, result right)" ||
	{ fail "the running guest failed"; cat "$d/guest.out"; }
# its session process gone (max-sessions is still 1), a new guest is served
for _ in $(seq 100); do [ -z "$(ps -o pid= --ppid "$daemon")" ] && break; sleep 0.1; done
out=$(timeout 120 "$build/examples/compute" 2>&1)
echo "$out" | grep -q "ALL OK" && ok "the daemon serves a new guest after the reloads" || { fail "no new session after the reloads"; echo "$out" | tail -5; }
kill -0 "$daemon" 2>/dev/null || fail "virtcld died"
[ $rc = 0 ] || cat "$d/hup.log"
exit $rc
