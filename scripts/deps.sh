#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Install what virtcl needs from Debian 12's packages (idempotent; root, or sudo).
set -euo pipefail
PKGS=(build-essential cmake python3 help2man ocl-icd-opencl-dev opencl-c-headers pocl-opencl-icd clinfo
      python3-pyopencl python3-pytest python3-numpy python3-mako python3-matplotlib
      qemu-system-x86 busybox-static cpio bubblewrap libseccomp-dev pkg-config spirv-tools
      clang-14 libclang-rt-14-dev   # these two: libFuzzer (tests/fuzz); spirv-tools: the CTS
      libgnutls28-dev openssl       # tcp:'s TLS; the TLS tests make their certificates with openssl
      hashcat                       # e2e.hashcat (a real program's includes)
      ffmpeg darktable python-pyopencl-doc  # e2e.apps (~270 MB with hashcat's: real applications)
      dpkg-dev debhelper lintian mmdebstrap  # the Debian packages (debian/) and e2e.package
      khronos-api                   # gl.xml: the GL prototypes tools/gen/gen.py reads (api/gles.api)
      libegl-dev libgles-dev libglvnd-dev  # EGL/GLES (back-end) and libglvnd's vendor ABI (front-end)
      libx11-dev                    # Xlib's headers: the front-end shows window surfaces' frames
      libegl-mesa0 libgl1-mesa-dri mesa-utils  # Mesa's EGL and llvmpipe; eglinfo, es2gears_x11
      xvfb x11-apps glmark2-es2-x11  # e2e.gles_x11: an X server, xwd, glmark2's frame validation
      piglit)                       # e2e.piglit_gles2: piglit's GLES 2.0 tests (tests/piglit)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
  echo "virtcl: installing ${missing[*]}" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# virtcld started as root runs every guest's session as this unprivileged system user
if ! getent passwd virtcl >/dev/null; then
  SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin virtcl
fi
