#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/programs/glbench (headless OpenGL ES 2.0: a pbuffer, no window system) natively and through
# virtcl (shm: and unix:) in the same run, interleaved, as FPS ratios per scene; each scene's
# checksum of its last frame must be the same through virtcl as natively (same host driver), or
# the script says so loudly and exits 1.
#   bench/glbench.sh [BUILD_DIR] [-r N] [--keep] [--tag TAG] [--note TEXT] [--bin GLBENCH]
#                    [--duration S] [--size WxH] [--scenes a,b,...]
# BUILD_DIR (default ./build): BUILD_DIR/virtcld, BUILD_DIR/virtcl_egl.json and (unless --bin says
# otherwise) BUILD_DIR/bench/glbench. -r N: repeats of native, shm, unix (default 3); FPS are
# medians. --duration, --size, --scenes go to glbench. Results to bench/out/glbench-<host>.txt
# (each run's output beside it); --keep also copies them to bench/results/glbench-<tag>.txt
# (--tag: default the host name); --note TEXT goes into the header (e.g. how loaded the machine was).
# VIRTCL_NATIVE_ICD=LIB: the native OpenCL ICD the daemon serves (it needs one to start);
# VIRTCL_DAEMON_ARGS: more words for virtcld.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=$here/build repeats=3 keep=0 tag=$(hostname -s) note="" bin="" gargs=()
while [ $# -gt 0 ]; do
  case $1 in
    -r) repeats=$2; shift ;;
    --keep) keep=1 ;;
    --tag) tag=$2; shift ;;
    --note) note=$2; shift ;;
    --bin) bin=$2; shift ;;
    --duration|--size|--scenes) gargs+=("$1" "$2"); shift ;;
    -h|--help) sed -n '3,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "bench/glbench.sh: unknown option $1" >&2; exit 2 ;;
    *) build=$1 ;;
  esac
  shift
done
build=$(cd "$build" && pwd) || exit 2
bin=${bin:-$build/bench/glbench}
for f in "$build/virtcld" "$build/virtcl_egl.json" "$bin"; do
  [ -e "$f" ] || { echo "bench/glbench.sh: $f does not exist (build it first)" >&2; exit 2; }
done
host=$(hostname -s)
out=$here/bench/out
mkdir -p "$out"
res=$out/glbench-$host.txt
work=$(mktemp -d)
sock=$work/virtcld.sock
native_env=()
[ -n "${VIRTCL_NATIVE_ICD:-}" ] && native_env=(OCL_ICD_FILENAMES="$VIRTCL_NATIVE_ICD")
# shellcheck disable=SC2086 # VIRTCL_DAEMON_ARGS: words
env "${native_env[@]}" "$build/virtcld" --listen "unix:$sock" ${VIRTCL_DAEMON_ARGS:-} \
  >"$out/glbench-$host-virtcld.log" 2>&1 &
dpid=$!
trap 'kill $dpid 2>/dev/null; wait $dpid 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do [ -S "$sock" ] && break; sleep 0.1; done
[ -S "$sock" ] || { echo "bench/glbench.sh: virtcld did not start (see $out/glbench-$host-virtcld.log)" >&2; exit 1; }

failed=0
for r in $(seq "$repeats"); do
  for cfg in native shm unix; do
    o=$out/glbench-$host-$cfg-$r.out
    case $cfg in
      native) "$bin" "${gargs[@]}" ;;
      *) __EGL_VENDOR_LIBRARY_FILENAMES=$build/virtcl_egl.json VIRTCL_SERVER=$cfg:$sock \
           "$bin" "${gargs[@]}" ;;
    esac >"$o" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then
      echo "bench/glbench.sh: glbench ($cfg, run $r) exited $rc; see $o" >&2
      failed=1
    fi
  done
done

commit=$(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo unknown)
python3 - "$out" "$host" "$repeats" "$commit" "$note" >"$work/table" <<'EOF'
import statistics, sys
out, host, repeats, commit, note = sys.argv[1:]
runs = {}    # cfg -> [ {scene: (fps, checksum)} ], and the header lines of the first run
info = {}
for cfg in ("native", "shm", "unix"):
    runs[cfg] = []
    for r in range(1, int(repeats) + 1):
        scenes = {}
        for line in open(f"{out}/glbench-{host}-{cfg}-{r}.out", errors="replace"):
            w = line.split()
            if w and w[0] == "scene" and len(w) >= 10:
                scenes[w[1]] = (float(w[3]), w[9])
            elif w and w[0] in ("egl_vendor", "gl_renderer", "size"):
                info.setdefault((cfg, w[0]), line.split(None, 1)[1].strip())
        runs[cfg].append(scenes)
order = [s for s in runs["native"][0]] if runs["native"] else []
for cfg in runs:
    for sc in runs[cfg]:
        order += [s for s in sc if s not in order]
print(f"# bench/glbench.sh on {host}, {commit}, {info.get(('native', 'gl_renderer'), '?')} "
      f"(EGL vendor {info.get(('native', 'egl_vendor'), '?')}; through virtcl: "
      f"{info.get(('shm', 'egl_vendor'), '?')}), pbuffer {info.get(('native', 'size'), '?')}")
if note:
    print(f"# {note}")
print(f"# frames/s, median of {repeats} interleaved runs; ratio = virtcl / native; "
      "checksum: the scene's last frame, byte for byte as native's")
print(f"{'scene':10s} {'native':>9s} {'shm':>9s} {'ratio':>6s} {'unix':>9s} {'ratio':>6s}  checksums")
bad = []
for s in order:
    med, sums = {}, {}
    for cfg in runs:
        v = [sc[s] for sc in runs[cfg] if s in sc]
        med[cfg] = statistics.median(x[0] for x in v) if v else None
        sums[cfg] = {x[1] for x in v}
    ratio = lambda c: f"{med[c] / med['native']:6.2f}" if med[c] and med["native"] else "     -"
    fps = lambda c: f"{med[c]:9.1f}" if med[c] is not None else "        -"
    ok = len(sums["native"]) == 1 and all(sums[c] == sums["native"] for c in ("shm", "unix"))
    if not ok:
        bad.append(f"!!! CHECKSUM MISMATCH in scene {s}: " +
                   ", ".join(f"{c} {' '.join(sorted(sums[c])) or 'none'}" for c in runs))
    print(f"{s:10s} {fps('native')} {fps('shm')} {ratio('shm')} {fps('unix')} {ratio('unix')}  "
          f"{'match' if ok else 'MISMATCH'}")
for b in bad:
    print(b)
sys.exit(1 if bad else 0)
EOF
tabrc=$?
tee "$res" <"$work/table"
if [ $keep -eq 1 ]; then
  mkdir -p "$here/bench/results"
  cp "$res" "$here/bench/results/glbench-$tag.txt"
fi
[ $tabrc -ne 0 ] && echo "bench/glbench.sh: CHECKSUMS DIFFER between native and virtcl (above): a virtcl bug" >&2
[ $tabrc -ne 0 ] || [ $failed -ne 0 ] && exit 1
exit 0
