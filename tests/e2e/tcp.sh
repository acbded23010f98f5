#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tcp: through a real virtcld on PoCL over loopback (docs/security.md "Over the network"): TLS with
# client certificates (IPv4) and with a pre-shared key (IPv6), each peer's identity in the log and
# its own kernel cache; a wrong CA, an unauthenticated client, a wrong key and a non-TLS client
# refused; --insecure refused on a non-loopback address; a hostile authenticated client ends only
# its session; a server killed mid-call and a server cut off (network namespace, link down) make
# the waiting call fail within the bound, and so does one that stops answering (its processes
# stopped: the heartbeat). Usage: tcp.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd); here=$(cd "$(dirname "$0")" && pwd)
[ -x "$build/virtcld" ] || { echo "SKIP: virtcld not built"; exit 77; }
[ -x "$build/tests/vt_tcp_peer" ] || { echo "SKIP: vt_tcp_peer not built"; exit 77; }
[ -f /etc/OpenCL/vendors/pocl.icd ] || { echo "SKIP: no PoCL ICD on this host"; exit 77; }
command -v openssl >/dev/null || { echo "SKIP: no openssl to make certificates (scripts/deps.sh)"; exit 77; }
peer=$build/tests/vt_tcp_peer
. "$here/lib.sh"

# ---- a server cut off: run inside a network namespace of our own (tcp.sh DIR vanish) ----------
if [ "${2:-}" = vanish ]; then
  dir=$3
  ip link set lo up || { echo "SKIP: cannot bring up lo in a network namespace"; exit 77; }
  OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --listen tcp:127.0.0.1:0 \
    --tls-psk-file "$dir/psk" --peer-timeout 3 --end-timeout 3 >"$dir/v.log" 2>&1 &
  d=$!
  wait_listen "$dir/v.log" tcp: $d || { cat "$dir/v.log"; exit 1; }
  port=$(port_of "$dir/v.log" tcp:127.0.0.1)
  OCL_ICD_VENDORS=$build/virtcl.icd VIRTCL_SERVER=tcp:127.0.0.1:$port \
    VIRTCL_TLS_PSK_FILE=$dir/psk VIRTCL_PEER_TIMEOUT=3 "$peer" midcall >"$dir/v.out" 2>&1 &
  p=$!
  wait_line "$dir/v.out" waiting 60 || { cat "$dir/v.out" "$dir/v.log"; kill $p $d; exit 1; }
  sleep 0.5
  ip link set lo down   # nothing more gets through, no RST, no FIN: the peer just vanishes
  t0=$(date +%s%N)
  wait $p; prc=$?
  t=$(( ($(date +%s%N) - t0) / 1000000 ))
  cat "$dir/v.out"
  r=0
  if [ $prc = 0 ] && [ $t -lt 12000 ]; then
    echo "ok - a server cut off: the waiting clFinish failed after $t ms (VIRTCL_PEER_TIMEOUT=3), device unavailable"
  else echo "FAIL - a server cut off: the client returned $prc after $t ms"; r=1; fi
  if wait_line "$dir/v.log" "session 1: ended\|session 1: its process\|session 1: not ended" 20; then
    echo "ok - the daemon ended the session of the vanished guest (--peer-timeout 3)"
  else echo "FAIL - the daemon did not end the vanished guest's session"; r=1; fi
  kill $d 2>/dev/null; wait $d 2>/dev/null
  [ $r = 0 ] || cat "$dir/v.log"
  exit $r
fi

dir=$(mktemp -d /tmp/vcl-tcp.XXXXXX); chmod 755 "$dir"
pids=()
trap 'for p in "${pids[@]}"; do kill $p 2>/dev/null; done; wait 2>/dev/null; rm -rf "$dir"' EXIT
cd "$dir"

# ---- keys: a CA, a CA nobody trusts, the server (127.0.0.1, ::1), a client, two PSK files ------
mk_ca() { openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout $1.key \
  -subj "/CN=$1" -days 2 -out $1.crt 2>/dev/null; }
mk_cert() { # NAME CN CA EXT
  openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout $1.key -subj "/CN=$2" \
    -out $1.csr 2>/dev/null && printf '%s\n' "$4" >$1.ext &&
  openssl x509 -req -in $1.csr -CA $3.crt -CAkey $3.key -CAcreateserial -days 2 -out $1.crt \
    -extfile $1.ext 2>/dev/null; }
mk_ca ca && mk_ca wrongca &&
mk_cert server localhost ca "subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost" &&
mk_cert client guest1 ca "extendedKeyUsage=clientAuth" &&
mk_cert rogue guest1 wrongca "extendedKeyUsage=clientAuth" || { echo "SKIP: openssl cannot make EC certificates"; exit 77; }
mk_psk guest2 psk && mk_psk guest2 badpsk
chmod 644 *.key psk  # the test's session user reads nothing here; the daemon (root) does

v6=0; ip -6 addr show lo 2>/dev/null | grep -q '::1' && v6=1
listen=(--listen tcp:127.0.0.1:0)
[ $v6 = 1 ] && listen+=(--listen 'tcp:[::1]:0')
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" "${listen[@]}" --tls-cert server.crt \
  --tls-key server.key --tls-ca ca.crt --tls-psk-file psk --listen "unix:$dir/local.sock" >d.log 2>&1 &
d=$!; pids+=($d)
wait_listen d.log unix: $d || { cat d.log; fail "virtcld listens on tcp:"; exit 1; }
port=$(port_of d.log tcp:127.0.0.1)
export OCL_ICD_VENDORS=$build/virtcl.icd
run() { # ENV... : examples/compute through tcp: with these variables; its output in run.out
  env "$@" "$build/examples/compute" >run.out 2>&1; }

check "TLS with a client certificate over IPv4: examples/compute runs" \
  run VIRTCL_SERVER=tcp:127.0.0.1:$port VIRTCL_TLS_CA=ca.crt VIRTCL_TLS_CERT=client.crt VIRTCL_TLS_KEY=client.key
check "the session is the certificate's subject, with its own kernel cache" \
  grep -q "TLS CN=guest1 from 127.0.0.1:.*kernel cache tls-CN_guest1-[0-9a-f]\{16\})" d.log
if [ $v6 = 1 ]; then
  port6=$(port_of d.log 'tcp:\[::1\]')
  check "TLS with a pre-shared key over IPv6 ([::1]): examples/compute runs" \
    run "VIRTCL_SERVER=tcp:[::1]:$port6" VIRTCL_TLS_PSK_FILE=psk
  check "the session is the PSK identity's" grep -q "TLS psk:guest2 from \[::1\]:.*kernel cache tls-psk_guest2-" d.log
else
  echo "# no IPv6 loopback here: the IPv6 case is left out"
  check "TLS with a pre-shared key: examples/compute runs" run VIRTCL_SERVER=tcp:127.0.0.1:$port VIRTCL_TLS_PSK_FILE=psk
fi
# both ends normally run virtcl's record layer: with GnuTLS's on the client, the session's records
# are checked against an independent implementation
check "the session's TLS records interoperate with GnuTLS's own (VIRTCL_TLS_GNUTLS_RECORDS=1)" \
  run VIRTCL_SERVER=tcp:127.0.0.1:$port VIRTCL_TLS_PSK_FILE=psk VIRTCL_TLS_GNUTLS_RECORDS=1
check "a local user over unix: gets uid-N, never a TLS guest's cache" \
  run VIRTCL_SERVER=unix:$dir/local.sock
grep -q "kernel cache uid-" d.log || fail "the local session's cache is uid-N"

n0=$(grep -c "session [0-9]*: started" d.log)
! run VIRTCL_SERVER=tcp:127.0.0.1:$port VIRTCL_TLS_CA=wrongca.crt VIRTCL_TLS_CERT=client.crt VIRTCL_TLS_KEY=client.key
check "a server certificate from a CA the client does not trust is refused by the client" \
  grep -q "is not trusted" run.out
! run VIRTCL_SERVER=tcp:127.0.0.1:$port VIRTCL_TLS_CA=ca.crt
check "a client with neither certificate nor key is refused" within 5 grep -q "refused a connection: TLS handshake" d.log
! run VIRTCL_SERVER=tcp:127.0.0.1:$port VIRTCL_TLS_CA=ca.crt VIRTCL_TLS_CERT=rogue.crt VIRTCL_TLS_KEY=rogue.key
check "a client certificate another CA signed is refused" \
  within 5 lines_ge d.log 'refused a connection: TLS handshake' 2
! run VIRTCL_SERVER=tcp:127.0.0.1:$port VIRTCL_TLS_PSK_FILE=badpsk
check "a wrong pre-shared key is refused" within 5 lines_ge d.log 'refused a connection: TLS handshake' 3
! run VIRTCL_SERVER=tcp:127.0.0.1:$port VIRTCL_INSECURE=1
check "a plaintext client on a TLS listener gets no platform" grep -q "CL_PLATFORM_NOT_FOUND_KHR\|-1001" run.out
# bytes that are not TLS at all (in a subshell: a reset socket's SIGPIPE ends only that)
( exec 3<>/dev/tcp/127.0.0.1/$port && printf 'GET / HTTP/1.1\r\nHost: x\r\n\r\n' >&3 && cat <&3 >/dev/null ) 2>/dev/null
check "bytes that are not TLS: refused" \
  within 5 lines_ge d.log 'refused a connection: TLS handshake' 4
check "no refused peer got a session" test "$(grep -c "session [0-9]*: started" d.log)" = "$n0"

VIRTCL_TLS_PSK_FILE=psk "$peer" hostile 127.0.0.1:$port >hostile.out 2>&1
check "an authenticated client sending a malformed message: its connection ends" test $? = 0
check "... with the reason in the log" wait_line d.log "protocol violation.*unknown opcode" 5
for kind in forged-record oversized-record; do
  VIRTCL_TLS_PSK_FILE=psk "$peer" $kind 127.0.0.1:$port >$kind.out 2>&1
  check "a $kind beneath TLS in an authenticated session: its connection ends" test $? = 0
done
check "... with the reason in the log" within 5 lines_ge d.log 'guest disconnected (Bad message)' 2
check "... each ended only its own session" \
  within 5 lines_ge_lines d.log 'session [0-9]*: ended' 'session [0-9]*: started'
check "after every refusal and the hostile clients the daemon still serves" \
  run VIRTCL_SERVER=tcp:127.0.0.1:$port VIRTCL_TLS_PSK_FILE=psk
kill -0 $d 2>/dev/null || fail "virtcld died"

# ---- limits count TLS identities: one session per identity, a second identity still served ----
mk_psk guest3 psk3 && cat psk psk3 >psk23
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --listen tcp:127.0.0.1:0 \
  --tls-psk-file psk23 --max-sessions-per-peer 1 >l.log 2>&1 &
dl=$!; pids+=($dl)
if wait_listen l.log tcp: $dl; then
  lport=$(port_of l.log tcp:127.0.0.1)
  VIRTCL_SERVER=tcp:127.0.0.1:$lport VIRTCL_TLS_PSK_FILE=psk "$peer" midcall >hold.out 2>&1 & hold=$!
  if wait_line hold.out waiting 60; then
    ! run VIRTCL_SERVER=tcp:127.0.0.1:$lport VIRTCL_TLS_PSK_FILE=psk
    check "--max-sessions-per-peer 1: a second session of psk:guest2 is refused" \
      grep -q "refused a session for TLS psk:guest2.*too many sessions of this peer" l.log
    check "... while psk:guest3, another identity from the same address, is served" \
      run VIRTCL_SERVER=tcp:127.0.0.1:$lport VIRTCL_TLS_PSK_FILE=psk3
  else fail "the session holding client started"; fi
  kill $hold 2>/dev/null; wait $hold 2>/dev/null
else fail "virtcld with --max-sessions-per-peer 1 listens"; fi
kill $dl 2>/dev/null

# ---- plaintext: only with --insecure, only on loopback ----------------------------------------
# (a daemon that wrongly listened would run until the timeout: 124)
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd timeout 60 "$build/virtcld" --listen tcp:0.0.0.0:0 --insecure >ins.log 2>&1
check "--insecure on a non-loopback address (0.0.0.0) is refused" \
  test $? = 1 -a -n "$(grep "not loopback" ins.log)"
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd timeout 60 "$build/virtcld" --listen tcp:127.0.0.1:0 >ins2.log 2>&1
check "tcp: without TLS keys or --insecure is refused" \
  test $? = 1 -a -n "$(grep "plaintext needs --insecure" ins2.log)"
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --listen tcp:127.0.0.1:0 --insecure >i.log 2>&1 &
di=$!; pids+=($di)
wait_listen i.log tcp: $di && iport=$(port_of i.log tcp:127.0.0.1)
check "--insecure on loopback with VIRTCL_INSECURE=1: examples/compute runs" \
  run VIRTCL_SERVER=tcp:127.0.0.1:$iport VIRTCL_INSECURE=1
! run VIRTCL_SERVER=tcp:127.0.0.1:$iport VIRTCL_TLS_PSK_FILE=psk
check "a client that wants TLS does not fall back to plaintext" grep -q "TLS with 127.0.0.1" run.out
VIRTCL_INSECURE=1 "$peer" hostile 127.0.0.1:$iport >hostile2.out 2>&1
check "a hostile plaintext client: its connection ends" test $? = 0

# ---- a server killed in the middle of a call --------------------------------------------------
VIRTCL_SERVER=tcp:127.0.0.1:$port VIRTCL_TLS_PSK_FILE=psk "$peer" midcall >mid.out 2>&1 & p=$!
if wait_line mid.out waiting 60; then
  sleep 0.5
  kill -9 $d   # its sessions die with it (--die-with-parent): the connection is reset
  t0=$(date +%s%N); wait $p; prc=$?; t=$(( ($(date +%s%N) - t0) / 1000000 ))
  cat mid.out
  check "a server killed mid-call: clFinish returned an error (in $t ms) and the device is unavailable" \
    test $prc = 0 -a $t -lt 10000
else
  cat mid.out; fail "the mid-call client started its kernel"
fi

# ---- a server that stops answering (its kernel still acknowledges): the heartbeat ----------------
# midcall waits in clFinish; midcall lane in a blocking read on the lanes (VIRTCL_LANES=2), whose
# replies come on the lanes while nothing waits on the request channel
descendants() { local c; for c in $(ps -o pid= --ppid "$1"); do echo $c; descendants $c; done; }
for how in "" lane; do
what=${how:+a read on the lanes}; what=${what:-clFinish}
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --listen tcp:127.0.0.1:0 \
  --tls-psk-file psk >s$how.log 2>&1 &
ds=$!; pids+=($ds)
if wait_listen s$how.log tcp: $ds; then
  sport=$(port_of s$how.log tcp:127.0.0.1)
  VIRTCL_SERVER=tcp:127.0.0.1:$sport VIRTCL_TLS_PSK_FILE=psk VIRTCL_PEER_TIMEOUT=3 VIRTCL_LANES=2 \
    "$peer" midcall $how >stop$how.out 2>&1 &
  p=$!
  if wait_line stop$how.out waiting 60; then
    sleep 4   # longer than VIRTCL_PEER_TIMEOUT: a live server's long call goes on
    check "$what longer than VIRTCL_PEER_TIMEOUT on a live server is not cut" kill -0 $p
    [ -z "$how" ] || check "the read went on the lanes" grep -q "a lane attached (2 of" s$how.log
    stopped=$(descendants $ds)
    kill -STOP $stopped
    t0=$(date +%s%N)
    for _ in $(seq 150); do kill -0 $p 2>/dev/null || break; sleep 0.1; done
    kill -0 $p 2>/dev/null && kill -9 $p
    wait $p; prc=$?; t=$(( ($(date +%s%N) - t0) / 1000000 ))
    cat stop$how.out
    check "a server that stops answering: $what failed after $t ms (VIRTCL_PEER_TIMEOUT=3)" \
      test $prc = 0 -a $t -lt 10000
    kill -CONT $stopped
  else cat stop$how.out s$how.log; fail "the client of the stopped server started its kernel"; kill $p; fi
else fail "virtcld for the stopped-server case listens"; fi
kill $ds 2>/dev/null
done

# ---- a server that vanishes (no FIN, no RST): in a network namespace of our own --------------
if unshare -n true 2>/dev/null; then
  unshare -n "$here/tcp.sh" "$build" vanish "$dir"; r=$?
  [ $r = 0 ] || [ $r = 77 ] || rc=1
else
  echo "# no network namespaces here (unshare -n): the vanished-server case is left out"
fi
[ $rc = 0 ] || { echo "---- daemon log"; cat d.log; }
exit $rc
