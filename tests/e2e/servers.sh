#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Several servers in one platform (docs/design.md "Several servers"), with real daemons on PoCL:
# server A on a unix: socket, server B on tcp: with TLS (a pre-shared key) - over a veth pair into
# a network namespace of its own where the machine allows that, else over loopback. One process
# sees the devices of both in one platform, named after their servers; a kernel chain moves data
# A -> B; one context on both (servers_peer mctx, as in servers_mctx.sh); objects of different servers are refused together; a server that cannot be reached at
# discovery is left out; a hostile server (servers_fake.py) can neither run the other server's
# callbacks nor land data for its reads; a child of fork() has sessions of its own; each server in turn killed
# mid-work while the other goes on, restarted on the same address and used again by the same
# process. Usage: servers.sh BUILD_DIR
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
ns=
# at exit (a timeout too) the namespace and its veth pair go
cleanup_more() { [ -n "$ns" ] && ip netns del "$ns" 2>/dev/null; }
servers_setup "$1" servers

start_a() { # LOG: server A on unix:$dir/a.sock
  OCL_ICD_VENDORS=$host_vendors "$build/virtcld" --listen "unix:$dir/a.sock" >"$1" 2>&1 &
  a=$!; pids+=($a); wait_listen "$1" "unix:$dir/a.sock" $a; }
start_a a.log || { cat a.log; fail "server A listens"; exit 1; }

# server B: in a network namespace joined by a veth pair (10.77.0.1 here, 10.77.0.2 there) if the
# machine allows it, else on loopback
inb=(); baddr=127.0.0.1
ns=vcl-servers-$$
if ip netns add "$ns" 2>/dev/null &&
   ip link add "v$$a" type veth peer name "v$$b" 2>/dev/null &&
   ip link set "v$$b" netns "$ns" && ip addr add 10.77.0.1/30 dev "v$$a" && ip link set "v$$a" up &&
   ip -n "$ns" addr add 10.77.0.2/30 dev "v$$b" && ip -n "$ns" link set "v$$b" up &&
   ip -n "$ns" link set lo up; then
  inb=(ip netns exec "$ns"); baddr=10.77.0.2
  echo "# server B in network namespace $ns, over a veth pair"
else
  ip link del "v$$a" 2>/dev/null; ip netns del "$ns" 2>/dev/null; ns=
  echo "# no network namespace with a veth pair here: server B on loopback"
fi
start_b() { # LOG PORT: server B on tcp:$baddr:PORT (0: any)
  OCL_ICD_VENDORS=$host_vendors "${inb[@]}" "$build/virtcld" --listen "tcp:$baddr:$2" \
    --tls-psk-file psk >"$1" 2>&1 &
  b=$!; pids+=($b); wait_listen "$1" tcp: $b; }
start_b b.log 0 || { cat b.log; fail "server B listens"; exit 1; }
B=tcp:$baddr:$(port_of b.log "tcp:$baddr")
A=unix:$dir/a.sock

export OCL_ICD_VENDORS=$build/virtcl.icd VIRTCL_TLS_PSK_FILE=$dir/psk VIRTCL_PEER_TIMEOUT=5
check "two servers ($A, $B): one platform, their devices named after them" \
  env VIRTCL_SERVER="$A,$B" "$peer" list 2
env VIRTCL_SERVER="$A,$B" "$peer" chain; r=$?
check "a kernel chain through both servers, and objects of two servers refused together" test $r = 0
env VIRTCL_SERVER="$A,$B" "$peer" mctx; r=$?
check "one context on both servers: a buffer moved between them, events of one gating the other" test $r = 0
env VIRTCL_SERVER="$A,$B" "$peer" fork; r=$?
check "a child of fork() connects to both servers anew; the parent goes on" test $r = 0
# a hostile server names the other server's callbacks and pending read: nothing of it is trusted
python3 "$here/servers_fake.py" "$dir/fake.sock" "$dir/armed" & pids+=($!)
for _ in $(seq 100); do [ -S fake.sock ] && break; sleep 0.05; done
( env VIRTCL_SERVER="$A,unix:$dir/fake.sock" "$peer" hostile >hostile.out 2>&1; echo "exit $?" >>hostile.out ) & p=$!
wait_line hostile.out armed 60 && touch armed
wait $p
cat hostile.out
check "a hostile server cannot run another server's callbacks or land data for its reads" \
  grep -q "^exit 0" hostile.out
check "... and the front-end ended the hostile server's session" \
  grep -q "connection to virtcld at unix:$dir/fake.sock lost" hostile.out
# shm: in a list works as unix: (the shared area is one per process: none with several servers)
env VIRTCL_SERVER="shm:${A#unix:},$B" "$peer" chain >shm.out 2>&1; r=$?
check "the same with server A as shm:" test $r = 0
[ $r = 0 ] || cat shm.out
# left out at discovery: no socket, and two endpoints that take the connection but never answer
# (reached at once: discovery takes one VIRTCL_CONNECT_TIMEOUT, not one per server)
for s in silent1 silent2; do
  python3 -c 'import socket,sys,time; s=socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.listen(8); time.sleep(60)' \
    "$dir/$s.sock" & pids+=($!)
done
for _ in $(seq 100); do [ -S silent1.sock ] && [ -S silent2.sock ] && break; sleep 0.05; done
t0=$(date +%s%N)
env VIRTCL_SERVER="$A,unix:$dir/nobody.sock,unix:$dir/silent1.sock,$B,unix:$dir/silent2.sock" \
  VIRTCL_CONNECT_TIMEOUT=4 "$peer" list 2 >gone.out 2>&1; r=$?
t=$(( ($(date +%s%N) - t0) / 1000000 ))
cat gone.out
check "servers that cannot be reached or do not answer at discovery are left out, the others still appear ($t ms, VIRTCL_CONNECT_TIMEOUT=4)" \
  test $r = 0 -a $t -lt 7900
check "... each with a message naming it" test "$(grep -c "sock cannot be reached" gone.out)" = 3

# the first server killed mid-work while the other goes on, restarted on the same address, used
# again by the same process: A (unix:), then B (tcp: with TLS, its port again)
lost() { # WHICH SERVERS KILLPID RESTART...
  local which=$1 servers=$2 victim=$3 p; shift 3
  rm -f go; mkfifo go
  ( env VIRTCL_SERVER="$servers" "$peer" lost <go >lost-$which.out 2>&1; echo "exit $?" >>lost-$which.out ) & p=$!
  exec 3>go
  if wait_line lost-$which.out waiting 60; then
    sleep 0.5
    kill -9 $victim; wait $victim 2>/dev/null
    if wait_line lost-$which.out '^lost' 30; then
      "$@" || fail "server $which restarted"
      echo restarted >&3
    fi
    exec 3>&-
    wait $p
    cat lost-$which.out
    check "server $which killed mid-work, the other goes on, $which restarted and used again by the same process" \
      grep -q "^exit 0" lost-$which.out
  else
    exec 3>&-; cat lost-$which.out; fail "the application started its kernel on $which"; kill $p 2>/dev/null
  fi
}
lost A "$A,$B" $a start_a a2.log
lost B "$B,$A" $b start_b b2.log "${B##*:}"
[ $rc = 0 ] || { echo "---- A's logs"; cat a.log a2.log; echo "---- B's logs"; cat b.log b2.log; }
exit $rc
