#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Buffers moved directly between servers (docs/design.md "Directly between servers"): one context
# on the devices of two tcp: daemons with TLS on this machine (loopback, no namespace), each with
# the other as --peer and the daemons' own key (--peer-psk-file).
# - servers_peer mctx, mimg and mibuf (e2e.servers_mctx's chains) with the direct path on: right
#   results, and the bytes did not go through the client (VIRTCL_STATS counts the moves each way;
#   the daemons log each transfer, the source with the peer's identity); a move whose last write
#   ends after --peer-timeout still direct (the source says it waits);
# - a forged ticket (VIRTCL_PEER=forge) and a used one presented again (reuse) refused by the
#   source (logged), the moves then through the client, results right; a peer address that
#   carries a log line of its own (VIRTCL_PEER=logline) refused, no such line in the log;
# - a peer not in --peer refused (the target connects nowhere else; a daemon without --peer takes
#   no part), and a daemon with the wrong peer key refused in the handshake, both ways: the moves
#   go through the client, results right;
# - a hostile peer with the daemons' key (tcp_peer peer): a malformed request, a guessed ticket, a
#   record beneath TLS, and a peer HELLO with a guest's key: each ends its connection only, logged;
#   and 16 connections trickling their requests a byte a second: one more refused while they hold
#   the session's transfers, each cut off within --peer-timeout (whole), then served again;
# - a network that trickles the daemons' bytes a byte a second (trickle_proxy.py, no key): in the
#   TLS handshake (the helper and the pending connection cut off within --hello-timeout, whole)
#   and in a pull's bytes (cut off within --peer-timeout + a second per MiB): the slot freed (the
#   daemon ends the connection), the move through the client, right;
# - the daemons' key presented by a guest: no session (it proves a peer daemon, never a guest);
# - servers_peer mplost: the source killed while a transfer waits for the buffer's last write:
#   the command on the target fails, no hang; the target goes on; and the same with the source's
#   session stopped instead (SIGSTOP): the target's pull times out (--peer-timeout), the command
#   fails, no hang;
# - confinement: a kernel in a session re-points a TCP socket its session holds (connect with
#   AF_UNSPEC, then connect) at a loopback listener outside the sandbox: refused (seccomp).
# Usage: servers_direct.sh BUILD_DIR
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
servers_setup "$1" direct
mk_psk virtcl-peers peers.psk && chmod 644 peers.psk
# the same identity with another key: a daemon that is no peer
mk_psk virtcl-peers wrong.psk && chmod 644 wrong.psk
# --peer names the other daemon's port before it listens: free ports, picked here
read -r PA PB PE PF PG PH PD < <(python3 -c 'import socket
s=[socket.socket() for _ in range(7)]
[x.bind(("127.0.0.1", 0)) for x in s]
print(*[x.getsockname()[1] for x in s])')
# daemon NAME PORT [OPTIONS...]: a tcp: daemon with TLS; its pid in $NAME_pid
daemon() {
  local name=$1 port=$2; shift 2
  OCL_ICD_VENDORS=$host_vendors "$build/virtcld" --listen tcp:127.0.0.1:$port --tls-psk-file psk \
    --peer-timeout 5 "$@" >$name.log 2>&1 &
  local p=$!; pids+=($p); eval "${name}_pid=$p"
  wait_listen $name.log tcp:127.0.0.1:$port $p || { cat $name.log; fail "daemon $name listens"; exit 1; }
}
T=tcp:127.0.0.1
daemon a $PA --peer $T:$PB --peer $T:$PG --peer-psk-file peers.psk
# PH, PD: A through a network that trickles the daemons' bytes (trickle_proxy.py, 4c)
daemon b $PB --peer $T:$PA --peer $T:$PH --peer $T:$PD --peer-psk-file peers.psk
daemon e $PE --peer $T:$PF --peer-psk-file peers.psk      # its --peer lacks A
daemon f $PF                                                # no --peer: takes no part
daemon g $PG --peer $T:$PA --peer-psk-file wrong.psk      # A's peer by address, the wrong key
export OCL_ICD_VENDORS=$build/virtcl.icd VIRTCL_TLS_PSK_FILE=$dir/psk VIRTCL_PEER_TIMEOUT=5
# the tests' buffers are small (16-64 KiB): every move directly (the default: 8 MiB and more)
export VIRTCL_PEER_MIN=0

# lines of the FILES matching PATTERN, at least N: a command, so that `within` counts again each
# time (a daemon logs after its guest may have returned)
logs_ge() { test "$(cat "${@:3}" | grep -c "$1")" -ge "$2"; } # PATTERN N FILES...
# moves: "directly N" or "client N" from a VIRTCL_STATS file (0 when none)
moves() { local n; n=$(grep "buffers moved $2" "$1" | sed 's/.*: \([0-9]*\), .*/\1/'); echo ${n:-0}; }
bytes() { local n; n=$(grep "buffers moved $2" "$1" | sed 's/.*, \([0-9]*\) bytes/\1/'); echo ${n:-0}; }

# 1. the chains with the direct path on
for mode in mctx mimg mibuf; do
  VIRTCL_SERVER=$T:$PA,$T:$PB VIRTCL_STATS=$dir/$mode.stats timeout 60 "$peer" $mode >$mode.out 2>&1; r=$?
  check "$mode directly between the servers: the chain and its checks hold" test $r = 0
  [ $r = 0 ] || cat $mode.out
  d=$(moves $mode.stats directly); c=$(moves $mode.stats "through the client")
  echo "# $mode: $d buffer moves directly ($(bytes $mode.stats directly) bytes), $c through the client ($(bytes $mode.stats "through the client") bytes)"
done
# mctx's one move through the client is its failed user event's (the source refuses to send
# after a failed last write; the client's read fails the same way); mimg's images and the
# parents of its sub-buffers that the failed event gates go through the client too
check "mctx: its buffers moved directly (at least 10), the bytes not through the client" \
  test "$(moves mctx.stats directly)" -ge 10 -a "$(moves mctx.stats "through the client")" -le 1
check "mimg: its images and buffers moved directly, but for what the failed event gates" \
  test "$(moves mimg.stats directly)" -ge 20 -a "$(moves mimg.stats "through the client")" -le 4
check "mibuf: the buffers behind its images moved directly" test "$(moves mibuf.stats directly)" -ge 10
check "each direct move logged by the target daemon (received) and the source (sent, the peer's identity)" \
  within 5 logs_ge 'received .* bytes of an* [a-z]* from peer' \
  "$(( $(moves mctx.stats directly) + $(moves mimg.stats directly) + $(moves mibuf.stats directly) ))" a.log b.log
check "... the source names the peer by its TLS identity" grep -q "sending .* bytes of an* [a-z]* to peer TLS psk:virtcl-peers from 127.0.0.1" a.log b.log
# a connection between the daemons carries more than one move (vcl_peer.h VCL_PEER_IDLE_MS): all
# but each guest's first move each way (and the one after a refused move) reuse one
echo "# moves on a kept connection: $(cat a.log b.log | grep -c 'from peer .* (on a kept connection)')"
check "... most moves on a kept connection: no new connection, no handshake" \
  within 5 logs_ge 'received .* from peer .* (on a kept connection)' \
  "$(( ($(moves mctx.stats directly) + $(moves mimg.stats directly) + $(moves mibuf.stats directly)) / 2 ))" a.log b.log

# a last write that ends after the daemons' --peer-timeout (5 s): the source says it waits, the
# move still goes directly
VIRTCL_SERVER=$T:$PA,$T:$PB VIRTCL_STATS=$dir/wait.stats timeout 60 "$peer" mpwait 8 >wait.out 2>&1; r=$?
check "a last write that ends after --peer-timeout: right, and moved directly (no time-out)" \
  test $r = 0 -a "$(moves wait.stats directly)" = 1 -a "$(moves wait.stats "through the client")" = 0
[ $r = 0 ] || cat wait.out

# small moves go through the client by default (VIRTCL_PEER_MIN, 8 MiB)
VIRTCL_PEER_MIN= VIRTCL_SERVER=$T:$PA,$T:$PB VIRTCL_STATS=$dir/min.stats timeout 60 "$peer" mctx >min.out 2>&1; r=$?
check "the default VIRTCL_PEER_MIN: mctx's 16 KiB moves through the client, right" \
  test $r = 0 -a "$(moves min.stats directly)" = 0 -a "$(moves min.stats "through the client")" -ge 10

# 2. forged and reused tickets
VIRTCL_PEER=forge VIRTCL_SERVER=$T:$PA,$T:$PB VIRTCL_STATS=$dir/forge.stats timeout 60 "$peer" mctx >forge.out 2>&1; r=$?
check "forged tickets: the chain holds (through the client)" test $r = 0
check "... no move went directly" test "$(moves forge.stats directly)" = 0
check "... the source refused them (logged)" \
  within 5 logs_ge "peer transfer to .* ended: unknown, used or expired ticket" 5 a.log b.log
before=$(cat a.log b.log | grep -c "unknown, used or expired ticket")
VIRTCL_PEER=reuse VIRTCL_DEBUG=1 VIRTCL_SERVER=$T:$PA,$T:$PB VIRTCL_STATS=$dir/reuse.stats timeout 60 "$peer" mctx >reuse.out 2>&1; r=$?
check "tickets presented twice: the chain holds" test $r = 0
n=$(moves reuse.stats directly)
check "... each first pull went directly ($n), each second one was refused" \
  test "$n" -ge 10 -a "$(grep -c 'the same ticket again: -5' reuse.out)" = "$n"
check "... and logged by the source" \
  within 5 logs_ge "unknown, used or expired ticket" $((before + n)) a.log b.log

# 2b. a peer address that carries a log line of its own (VIRTCL_PEER=logline: a newline, then a
# line as the daemon writes them): refused by the daemon, which writes no such line
VIRTCL_PEER=logline VIRTCL_SERVER=$T:$PA,$T:$PB timeout 60 "$peer" mctx >logline.out 2>&1; r=$?
check "a peer address with a newline: the chain holds (through the client)" test $r = 0
check "... the daemons log no line of the guest's making" \
  sh -c "! grep -q '^virtcld\[2000-01-01T00:00:00.000Z\]: FORGED' a.log b.log"
check "... the address refused, logged without it" \
  within 5 grep -q "no connection to a peer: a peer address with control characters" a.log b.log

# 3. not a peer: not in --peer, no --peer, the wrong key
for pair in "e:$PE:a" "f:$PF:a" "g:$PG:a"; do
  IFS=: read -r name port other <<<"$pair"
  VIRTCL_DEBUG=1 VIRTCL_SERVER=$T:$PA,$T:$port VIRTCL_STATS=$dir/$name.stats timeout 60 "$peer" mctx >$name.out 2>&1; r=$?
  check "A with $name: the chain holds, through the client" test $r = 0 -a "$(moves $name.stats directly)" = 0
  [ $r = 0 ] || cat $name.out
done
check "a peer not in --peer: the target connects nowhere (both ways, logged)" \
  within 5 grep -q "tcp:127.0.0.1:$PA is not one of --peer" e.log
check "... A refuses to fetch from E, not in its --peer" grep -q "tcp:127.0.0.1:$PE is not one of --peer" a.log
check "a daemon without --peer takes no part, and is never asked again (one offer, one pull)" \
  test "$(grep -c 'makes no offer' f.out)" -le 1 -a "$(grep -c 'did not fetch from' f.out)" -le 1
check "the wrong peer key: refused in the handshake by A (logged) ..." \
  grep -q "refused a connection: TLS handshake.*127.0.0.1" a.log
check "... and G's connection to A fails (logged)" grep -q "no connection to peer tcp:127.0.0.1:$PA: TLS handshake" g.log
check "... A's connection to G fails the same way" grep -q "no connection to peer tcp:127.0.0.1:$PG: TLS handshake" a.log

# 4. a hostile peer (tcp_peer peer: it has the daemons' key) against a guest's session on A
rm -f hp.in; mkfifo hp.in
( "$build/tests/vt_tcp_peer" peer 127.0.0.1:$PA peers.psk <hp.in >hp.out 2>&1; echo "exit $?" >>hp.out ) & hp=$!
exec 7>hp.in
sid=
if wait_line hp.out welcomed 10; then
  sid=$(grep -o "session [0-9]*: TLS psk:guest" a.log | tail -1 | awk '{print $2}' | tr -d :)
  echo "$sid" >&7
fi
exec 7>&-
wait $hp; cat hp.out
check "a hostile peer: a wrong magic, a guessed ticket, a forged record, a guest's key - each connection ended" \
  grep -q "^exit 0" hp.out
check "... each logged by A with its reason" within 5 sh -c "
  grep -q 'session $sid: peer transfer to .* ended: malformed request' a.log &&
  grep -q 'session $sid: peer transfer to .* ended: unknown, used or expired ticket' a.log &&
  grep -q 'session $sid: peer transfer to .* ended: no request (closed or not authentic)' a.log &&
  grep -q 'refused a peer connection: not authenticated with --peer-psk-file' a.log"
check "... and ended only those transfers: the guest's session went on until its guest left" \
  within 5 sh -c "grep -q 'session $sid: guest disconnected' a.log && ! grep -q 'session $sid: protocol violation' a.log"
check "... the trickling requests cut off, each logged with its reason" \
  within 5 logs_ge "session $sid: peer transfer to .* ended: no whole request within --peer-timeout: cut off" 16 a.log
check "... the one more refused while they held the session's transfers (logged)" \
  grep -q "session $sid: refused a peer transfer: 16 are being served" a.log

# 4c. a network between the daemons that trickles their bytes (trickle_proxy.py: it holds no key,
# and sends a byte a second, within every per-read time-out): A reached through it at PH (the TLS
# handshake trickled) and PD (the buffer's bytes trickled towards B), B fetching from there. A
# move of 1 MiB A -> B (servers_peer mbig 1 0; then one B -> A, directly) each way: the direct
# path cut off within its deadline - the helper's and the pending connection's --hello-timeout
# (10 s) whole, the pull's --peer-timeout + a second per MiB (6 s) - the daemon ending the
# connection (its slot freed), the move through the client, right. Both at once: about 12 s.
tp=()
for m in handshake:$PH data:$PD; do
  IFS=: read -r mode port <<<"$m"
  python3 "$here/trickle_proxy.py" $mode $port $PA virtcl-peers >tp-$mode.log 2>&1 & pids+=($!)
  wait_line tp-$mode.log listening 10
  ( VIRTCL_SERVER=$T:$port,$T:$PB VIRTCL_STATS=$dir/tp-$mode.stats timeout 60 "$peer" mbig 1 0 \
      >tpg-$mode.out 2>&1; echo "exit $?" >>tpg-$mode.out ) & tp+=($!)
done
t0=$SECONDS; wait "${tp[@]}"; echo "# trickled moves: $((SECONDS - t0)) s"
cat tp-handshake.log tp-data.log
# seconds after which SIDE closed the trickled connection in proxy log FILE, at most MAX
closed_within() { # FILE SIDE MAX
  local s; s=$(sed -n "s/^peer [0-9]*: $2 closed it after \([0-9.]*\) s$/\1/p" "$1" | head -1)
  [ -n "$s" ] && awk -v s="$s" -v m="$3" 'BEGIN { exit !(s <= m) }'; }
for mode in handshake data; do
  r=$(grep -c '^exit 0' tpg-$mode.out)
  check "a trickling network ($mode): the guest's moves right, the trickled one through the client" \
    test $r = 1 -a "$(moves tp-$mode.stats "through the client")" = 1 -a "$(moves tp-$mode.stats directly)" = 1
  [ $r = 1 ] || cat tpg-$mode.out
done
check "... the handshake: B's helper gave up within --hello-timeout (10 s, whole)" \
  closed_within tp-handshake.log "the puller" 13
check "... logged by B" grep -q "no connection to peer tcp:127.0.0.1:$PH: TLS handshake" b.log
check "... and A closed its pending connection within --hello-timeout" \
  closed_within tp-handshake.log "the source" 13
check "... logged by A" grep -q "closed a connection from TLS (not authenticated) .*: no HELLO within 10 s" a.log
check "... the bytes: B's pull cut off within --peer-timeout + a second per MiB (6 s)" \
  closed_within tp-data.log "the puller" 9
check "... logged by B with its reason" \
  grep -q "peer transfer from tcp:127.0.0.1:$PD failed: cut off: the peer sent fewer than all 1048576 bytes within 6 s" b.log

# 5. the source killed while a transfer waits for the buffer's last write: the daemon and its
# session processes at once, as a machine that goes away (a session whose daemon alone died ends on
# its own, completing its user events - the last write then runs and the pull may even succeed)
descendants() { local c; for c in $(ps -o pid= --ppid "$1"); do echo $c; descendants $c; done; }
sent=$(grep -c "sending .* bytes of an* [a-z]* to peer" a.log)
( VIRTCL_SERVER=$T:$PA,$T:$PB timeout 60 "$peer" mplost >plost.out 2>&1; echo "exit $?" >>plost.out ) & p=$!
if wait_line plost.out waiting 30 &&
   within 30 logs_ge "sending .* bytes of an* [a-z]* to peer" $((sent + 1)) a.log; then
  sleep 0.3
  sp=$(grep -o "(process [0-9]*" a.log | tail -1 | grep -o "[0-9]*")
  kill -9 $sp $(descendants $sp) $a_pid; wait $a_pid 2>/dev/null
fi
wait $p; cat plost.out
check "the source killed mid-transfer: the target's command fails (no hang), the target goes on" \
  grep -q "^exit 0" plost.out
check "... the target logged the transfer's end" within 5 grep -q "peer transfer from tcp:127.0.0.1:$PA failed: the connection ended" b.log

# 6. the same with the source's session stopped (SIGSTOP: no FIN, no RST): the pull times out
daemon a2 $PA --peer $T:$PB --peer-psk-file peers.psk
stopped=
( VIRTCL_SERVER=$T:$PA,$T:$PB timeout 90 "$peer" mplost >pstall.out 2>&1; echo "exit $?" >>pstall.out ) & p=$!
if wait_line pstall.out waiting 30 && wait_line a2.log "sending .* bytes of a buffer to peer" 30; then
  sp=$(grep -o "(process [0-9]*" a2.log | tail -1 | grep -o "[0-9]*")
  stopped="$sp $(descendants $sp)"
  kill -STOP $stopped
fi
wait $p; cat pstall.out
[ -n "$stopped" ] && kill -CONT $stopped
check "the source's session stopped mid-transfer: the target's pull times out, the command fails (no hang), the target goes on" \
  grep -q "^exit 0" pstall.out
check "... the target logged the time-out" \
  grep -q "peer transfer from tcp:127.0.0.1:$PA failed: \(stalled past\|no answer within\) --peer-timeout" b.log
# 7. confinement: the TCP sockets a session holds (its guest's channel, a peer's connection) are
# of the daemon's network, not the sandbox's; a kernel that re-points one (connect AF_UNSPEC, then
# connect) at a listener of this machine's loopback must get nowhere
rm -f esc.got
python3 -c 'import socket,sys
l=socket.socket(); l.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
l.bind(("127.0.0.1", 0)); l.listen(4); l.settimeout(20)
print(l.getsockname()[1], flush=True)
try:
    c,_=l.accept(); c.settimeout(5); open("esc.got","wb").write(b"connected " + c.recv(64))
except Exception: pass' >esc.port & lp=$!
within 5 test -s esc.port
VIRTCL_SERVER=$T:$PB timeout 60 "$build/tests/vt_tcp_peer" escape "$(head -1 esc.port)" >esc.out 2>&1; r=$?
cat esc.out
if [ $r = 77 ]; then echo "# escape: not x86_64, skipped"; else
  check "a kernel cannot re-point its session's TCP socket: connect() refused, its results read back" test $r = 0
  sleep 1
  check "... and nothing reached the loopback listener outside the sandbox" test ! -e esc.got
fi
kill $lp 2>/dev/null; wait $lp 2>/dev/null

[ $rc = 0 ] || for n in a b e f g a2; do echo "---- $n's log"; cat $n.log; done
exit $rc
