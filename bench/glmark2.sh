#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# glmark2 natively and through virtcl (shm: and unix:) in the same run, interleaved, as score
# ratios (issue 14): each scene's FPS (median of the repeats) and the glmark2 score.
#   bench/glmark2.sh [BUILD_DIR] [-r N] [--bin GLMARK2] [--scenes "glmark2 -b options"]
#                    [--keep] [--tag TAG] [--note TEXT]
# --bin: the glmark2 to run (default Debian's glmark2-es2, the x11 flavour). With the x11 flavour
# it runs on an X server of its own (Xvfb) in 800x600 windows: window surfaces through virtcl bring
# every frame back to the guest's window (docs/design.md, "Presentation"), so the ratio includes
# that copy. With glmark2's `null` flavour (glmark2-es2-null, upstream 2023.01 and later; not in
# Debian 12: bench/README.md says how to build it) it needs no window system at all (EGL's
# surfaceless platform or the default display, --off-screen): that is the one that runs on a GPU
# machine without an X server or a DRM node. -r N: repeats of native, shm, unix (default 1).
# Results to bench/out/glmark2-<host>.txt, each run's output beside it; --keep also copies the
# table to bench/results/glmark2-<tag>.txt.
# VIRTCL_NATIVE_ICD=LIB: the native OpenCL ICD the daemon serves (it needs one to start);
# VIRTCL_DAEMON_ARGS: more words for virtcld.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=$here/build repeats=1 keep=0 tag=$(hostname -s) note="" bin=glmark2-es2
scenes="-b build:use-vbo=true:duration=3 -b texture:duration=3 -b shading:shading=phong:duration=3 -b bump:bump-render=normals:duration=3 -b effect2d:duration=3 -b desktop:effect=shadow:duration=3 -b conditionals:duration=3"
while [ $# -gt 0 ]; do
  case $1 in
    -r) repeats=$2; shift ;;
    --bin) bin=$2; shift ;;
    --scenes) scenes=$2; shift ;;
    --keep) keep=1 ;;
    --tag) tag=$2; shift ;;
    --note) note=$2; shift ;;
    -h|--help) sed -n '3,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "bench/glmark2.sh: unknown option $1" >&2; exit 2 ;;
    *) build=$1 ;;
  esac
  shift
done
build=$(cd "$build" && pwd) || exit 2
command -v "$bin" >/dev/null || { echo "bench/glmark2.sh: $bin is not installed"; exit 77; }
headless=0
case $(basename "$bin") in *-null) headless=1 ;; esac
[ $headless = 1 ] || command -v Xvfb >/dev/null || { echo "bench/glmark2.sh: Xvfb is not installed"; exit 77; }
for f in "$build/virtcld" "$build/virtcl_egl.json"; do
  [ -e "$f" ] || { echo "bench/glmark2.sh: $f does not exist (build it first)" >&2; exit 2; }
done
host=$(hostname -s)
out=$here/bench/out
mkdir -p "$out"
res=$out/glmark2-$host.txt
work=$(mktemp -d)
sock=$work/virtcld.sock
xpid=""
if [ $headless = 0 ]; then
  Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$work/dnum" >"$work/xvfb.log" 2>&1 &
  xpid=$!
fi
native_env=()
[ -n "${VIRTCL_NATIVE_ICD:-}" ] && native_env=(OCL_ICD_FILENAMES="$VIRTCL_NATIVE_ICD")
# shellcheck disable=SC2086 # VIRTCL_DAEMON_ARGS: words
env "${native_env[@]}" "$build/virtcld" --listen "unix:$sock" ${VIRTCL_DAEMON_ARGS:-} \
  >"$out/glmark2-$host-virtcld.log" 2>&1 &
dpid=$!
trap 'kill $dpid $xpid 2>/dev/null; wait $dpid $xpid 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do
  [ -S "$sock" ] && { [ $headless = 1 ] || [ -s "$work/dnum" ]; } && break
  sleep 0.1
done
[ -S "$sock" ] || { echo "bench/glmark2.sh: virtcld did not start (see $out/glmark2-$host-virtcld.log)" >&2; exit 1; }
if [ $headless = 0 ]; then
  export DISPLAY=:$(cat "$work/dnum")
  args=()
else
  unset DISPLAY WAYLAND_DISPLAY
  args=(--off-screen)
fi
failed=0
for r in $(seq "$repeats"); do
  for cfg in native shm unix; do
    o=$out/glmark2-$host-$cfg-$r.out
    # shellcheck disable=SC2086 # scenes: glmark2's words
    case $cfg in
      native) "$bin" "${args[@]}" $scenes ;;
      *) __EGL_VENDOR_LIBRARY_FILENAMES=$build/virtcl_egl.json VIRTCL_SERVER=$cfg:$sock \
           "$bin" "${args[@]}" $scenes ;;
    esac >"$o" 2>&1
    rc=$?
    grep -q "glmark2 Score" "$o" || { echo "bench/glmark2.sh: $cfg (run $r) exited $rc without a score; see $o" >&2; failed=1; }
  done
done
commit=$(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo unknown)
python3 - "$out" "$host" "$repeats" "$commit" "$note" "$headless" "$(basename "$bin")" >"$work/table" <<'EOF'
import re, statistics, sys
out, host, repeats, commit, note, headless, binname = sys.argv[1:]
runs, info = {}, {}
for cfg in ("native", "shm", "unix"):
    runs[cfg] = []
    for r in range(1, int(repeats) + 1):
        try:
            text = open(f"{out}/glmark2-{host}-{cfg}-{r}.out", errors="replace").read()
        except OSError:
            continue
        scenes = {m.group(1): float(m.group(2))
                  for m in re.finditer(r"^(\[.*?\] .*?): FPS: (\d+)", text, re.M)}
        m = re.search(r"glmark2 Score: (\d+)", text)
        if m:
            scenes["score"] = float(m.group(1))
        runs[cfg].append(scenes)
        for key in ("GL_RENDERER", "GL_VERSION", "Surface Size"):
            m = re.search(rf"{key}:\s*(.*)", text)
            if m:
                info.setdefault((cfg, key), m.group(1).strip())
def med(cfg, k):
    v = [s[k] for s in runs[cfg] if k in s]
    return statistics.median(v) if v else None
names = [k for k in (runs["native"][0] if runs["native"] else {}) if k != "score"] + ["score"]
where = "no window system (--off-screen)" if headless == "1" else "Xvfb, 800x600 windows"
print(f"# bench/glmark2.sh on {host}, {commit}, {binname} ({where}); "
      f"native: {info.get(('native', 'GL_RENDERER'), '?')}, {info.get(('native', 'GL_VERSION'), '?')}; "
      f"through virtcl: {info.get(('shm', 'GL_VERSION'), '?')}")
if note:
    print(f"# {note}")
print(f"# FPS per scene and the glmark2 score, median of {repeats} interleaved run(s); ratio = virtcl / native")
print(f"{'scene':58s} {'native':>7s} {'shm':>7s} {'ratio':>6s} {'unix':>7s} {'ratio':>6s}")
def f(v): return f"{v:7.0f}" if v is not None else "      -"
def q(a, b): return f"{a / b:6.2f}" if a is not None and b else "     -"
for k in names:
    n, s, u = med("native", k), med("shm", k), med("unix", k)
    print(f"{k[:58]:58s} {f(n)} {f(s)} {q(s, n)} {f(u)} {q(u, n)}")
EOF
tee "$res" <"$work/table"
[ $keep = 1 ] && cp "$res" "$here/bench/results/glmark2-$tag.txt"
exit $failed
