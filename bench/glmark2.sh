#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# glmark2-es2 (Debian's glmark2-es2-x11) natively and through virtcl (shm: and unix:) in the same
# run, on an X server of its own (Xvfb), as score ratios (issue 14): each scene's FPS and the
# glmark2 score. Window surfaces through virtcl bring every frame back to the guest's window
# (docs/design.md, "Presentation"), so the ratio includes that copy.
#   bench/glmark2.sh [BUILD_DIR] [SCENES]   (default build; SCENES: glmark2 -b options, default a
#   short set); results to bench/out/glmark2-<host>.txt, each run's output beside it.
# VIRTCL_NATIVE_ICD=LIB: the native OpenCL ICD the daemon serves (it needs one to start).
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$here/build}" && pwd)
scenes=${2:-"-b build:use-vbo=true:duration=3 -b texture:duration=3 -b shading:shading=phong:duration=3 -b bump:bump-render=normals:duration=3 -b effect2d:duration=3 -b desktop:effect=shadow:duration=3 -b conditionals:duration=3"}
out=$here/bench/out
mkdir -p "$out"
tag=$(hostname -s)
res=$out/glmark2-$tag.txt
for t in Xvfb glmark2-es2; do command -v $t >/dev/null || { echo "bench/glmark2.sh: $t is not installed"; exit 77; }; done
work=$(mktemp -d)
sock=$work/virtcld.sock
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$work/dnum" >"$work/xvfb.log" 2>&1 &
xpid=$!
native_env=()
[ -n "${VIRTCL_NATIVE_ICD:-}" ] && native_env=(OCL_ICD_FILENAMES="$VIRTCL_NATIVE_ICD")
env "${native_env[@]}" "$build/virtcld" --listen "unix:$sock" \
  >"$out/glmark2-$tag-virtcld.log" 2>&1 &
dpid=$!
trap 'kill $dpid $xpid 2>/dev/null; wait $dpid $xpid 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do [ -s "$work/dnum" ] && [ -S "$sock" ] && break; sleep 0.1; done
export DISPLAY=:$(cat "$work/dnum")
run() { # config: glmark2's output to out/glmark2-<host>-<config>.out
  local cfg=$1
  case $cfg in
    native) glmark2-es2 $scenes ;;
    *) __EGL_VENDOR_LIBRARY_FILENAMES=$build/virtcl_egl.json VIRTCL_SERVER=$cfg:$sock glmark2-es2 $scenes ;;
  esac >"$out/glmark2-$tag-$cfg.out" 2>&1
}
for cfg in native shm unix; do run $cfg; done
score() { grep -o "glmark2 Score: [0-9]*" "$out/glmark2-$tag-$1.out" | grep -o "[0-9]*$"; }
{
  echo "# bench/glmark2.sh on $tag, $(git -C "$here" rev-parse --short HEAD), glmark2-es2 on Xvfb, 800x600 windows; FPS per scene, score; ratio = virtcl / native"
  n=$(score native)
  for cfg in shm unix; do
    v=$(score $cfg)
    printf 'score  native %5s   %s %5s (x%s)\n' "$n" "$cfg" "$v" \
      "$(python3 -c "print(f'{$v/$n:.2f}')" 2>/dev/null)"
  done
  paste <(grep -o "^\[.*FPS: [0-9]*" "$out/glmark2-$tag-native.out") \
        <(grep -o "FPS: [0-9]*" "$out/glmark2-$tag-shm.out") \
        <(grep -o "FPS: [0-9]*" "$out/glmark2-$tag-unix.out") | sed 's/\t/   shm /; s/\t/   unix /'
} | tee "$res"
