#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One context on the devices of two servers (docs/design.md "One context, several servers"),
# with two real daemons on PoCL on this machine, no network namespace needed: server A on a unix:
# socket, server B on tcp: over loopback with TLS (a pre-shared key). servers_peer mctx: a kernel
# chain moving one buffer between them, events of one gating commands of the other, reads of
# data last written on the other, copies, fills, maps, migration, CL_MEM_USE_HOST_PTR;
# servers_peer mimg: a kernel chain through both with a sub-buffer and an image, the image
# commands across the servers, and the error cases; servers_peer mibuf: images made from a buffer
# (written through the buffer on one server, read through the image on the other, and back);
# servers_peer mlost: A killed mid-work - its work fails, B's command gated by it fails rather
# than hangs, B goes on. e2e.servers runs mctx again with B in a network namespace.
# Usage: servers_mctx.sh BUILD_DIR
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
servers_setup "$1" mctx
OCL_ICD_VENDORS=$host_vendors "$build/virtcld" --listen "unix:$dir/a.sock" >a.log 2>&1 &
a=$!; pids+=($a)
wait_listen a.log "unix:$dir/a.sock" $a || { cat a.log; fail "server A listens"; exit 1; }
OCL_ICD_VENDORS=$host_vendors "$build/virtcld" --listen tcp:127.0.0.1:0 --tls-psk-file psk >b.log 2>&1 &
b=$!; pids+=($b)
wait_listen b.log tcp: $b || { cat b.log; fail "server B listens"; exit 1; }
A=unix:$dir/a.sock B=tcp:127.0.0.1:$(port_of b.log tcp:127.0.0.1)
export OCL_ICD_VENDORS=$build/virtcl.icd VIRTCL_TLS_PSK_FILE=$dir/psk VIRTCL_PEER_TIMEOUT=5
export VIRTCL_SERVER="$A,$B"
timeout 60 "$peer" mctx; r=$?
check "one context on two servers: buffers moved between them, events across them" test $r = 0
timeout 60 "$peer" mimg; r=$?
check "one context on two servers: sub-buffers and images moved between them, the error cases" test $r = 0
timeout 60 "$peer" mibuf; r=$?
check "one context on two servers: images made from a buffer share its storage across them, the error cases" test $r = 0
( timeout 60 "$peer" mlost >lost.out 2>&1; echo "exit $?" >>lost.out ) & p=$!
if wait_line lost.out waiting 30; then
  sleep 0.5; kill -9 $a; wait $a 2>/dev/null
fi
wait $p; cat lost.out
check "server A killed mid-work: its work fails, B's gated command fails (no hang), B goes on" \
  grep -q "^exit 0" lost.out
[ $rc = 0 ] || { echo "---- A's log"; cat a.log; echo "---- B's log"; cat b.log; }
exit $rc
