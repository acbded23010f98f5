#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Moves of a big buffer between two servers of one context (docs/design.md "Directly between
# servers"): directly between the daemons (--peer) against through the client, interleaved in one
# run. Two tcp: daemons with TLS on loopback on this machine, PoCL; the program is e2e's
# servers_peer (`mbig MIB N`: N round trips A -> B -> A of a MIB MiB buffer, a kernel on each side;
# the mean time of one move, the kernels' own time taken off). Prints each run and the medians;
# the ratio is through-the-client time / direct time (above 1: direct is faster).
# Usage: bench/peer_move.sh [-b BUILD] [-m MIB] [-n ROUNDS] [-r RUNS] [--keep --tag T]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$here/../build; mib=64; rounds=5; runs=5; keep=; tag=$(hostname)
while [ $# -gt 0 ]; do
  case $1 in
    -b) build=$2; shift 2;; -m) mib=$2; shift 2;; -n) rounds=$2; shift 2;; -r) runs=$2; shift 2;;
    --keep) keep=1; shift;; --tag) tag=$2; shift 2;;
    *) echo "usage: $0 [-b BUILD] [-m MIB] [-n ROUNDS] [-r RUNS] [--keep --tag T]"; exit 2;;
  esac
done
build=$(cd "$build" && pwd)
. "$here/../tests/e2e/lib.sh"
dir=$(mktemp -d /tmp/vcl-peer-bench.XXXXXX); chmod 755 "$dir"
pids=()
cleanup() { for p in "${pids[@]}"; do kill $p 2>/dev/null; done; wait 2>/dev/null; rm -rf "$dir"; }
trap cleanup EXIT
cd "$dir"
mk_psk guest psk && chmod 644 psk
mk_psk virtcl-peers peers.psk && chmod 644 peers.psk
read -r PA PB < <(python3 -c 'import socket
s=[socket.socket() for _ in range(2)]
[x.bind(("127.0.0.1", 0)) for x in s]
print(*[x.getsockname()[1] for x in s])')
T=tcp:127.0.0.1
for pair in "a:$PA:$PB" "b:$PB:$PA"; do
  IFS=: read -r name port other <<<"$pair"
  OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$build/virtcld" --listen $T:$port \
    --tls-psk-file psk --peer $T:$other --peer-psk-file peers.psk >$name.log 2>&1 &
  pids+=($!)
  wait_listen $name.log $T:$port $! || { cat $name.log; exit 1; }
done
# every move directly when VIRTCL_PEER=1, whatever its size (VIRTCL_PEER_MIN's default is 8 MiB)
export OCL_ICD_VENDORS=$build/virtcl.icd VIRTCL_TLS_PSK_FILE=$dir/psk VIRTCL_SERVER=$T:$PA,$T:$PB \
  VIRTCL_PEER_MIN=0
out=$dir/out.txt
{
  echo "# moves of a $mib MiB buffer between two tcp: daemons with TLS on loopback (PoCL), $rounds round trips a run"
  echo "# $(nproc) CPUs, $(uname -r), $(date -u +%Y-%m-%dT%H:%MZ), $(git -C "$here/.." rev-parse --short HEAD 2>/dev/null)"
} | tee "$out"
declare -a direct client
for i in $(seq "$runs"); do
  for mode in 1 0; do
    VIRTCL_PEER=$mode VIRTCL_STATS=$dir/stats "$build/tests/vt_servers_peer" mbig "$mib" "$rounds" >run.txt 2>&1 ||
      { cat run.txt; exit 1; }
    ms=$(sed -n 's/^move of [0-9]* MiB: \([0-9.]*\) ms.*/\1/p' run.txt)
    how=$(grep "buffers moved" "$dir/stats" | sed 's/virtcl stats: //' | tr '\n' ' ')
    if [ $mode = 1 ]; then direct+=("$ms"); name=direct; else client+=("$ms"); name=client; fi
    echo "run $i $name: $(grep '^move of' run.txt) [$how]" | tee -a "$out"
  done
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
md=$(median "${direct[@]}"); mc=$(median "${client[@]}")
python3 - "$md" "$mc" "$mib" <<'EOF' | tee -a "$out"
import sys
d, c, mib = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
gb = mib * 2**20 / 1e9
print(f"median move: direct {d:.1f} ms ({gb / d * 1e3:.2f} GB/s), through the client {c:.1f} ms "
      f"({gb / c * 1e3:.2f} GB/s); through-client / direct time: {c / d:.2f}x")
EOF
if [ -n "$keep" ]; then cp "$out" "$here/results/peer-move-$tag.txt"; echo "kept: bench/results/peer-move-$tag.txt"; fi
