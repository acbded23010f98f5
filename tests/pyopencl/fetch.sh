#!/bin/sh
# Fetch PyOpenCL's own test suite matching Debian's installed python3-pyopencl.
# Result: tests/pyopencl/cache/pyopencl-VERSION/test/  (cache/ is git-ignored).
# Prints the test directory on stdout (last line). Idempotent.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cache="$here/cache"
PY=/usr/bin/python3

apt_install() {
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO=sudo; fi
    # Wait for a concurrent apt/dpkg (other agents) instead of failing at once.
    $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "$@" >&2 || {
        $SUDO apt-get -o DPkg::Lock::Timeout=600 update >&2 &&
        $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "$@" >&2; }
}
missing() {
    m=""
    for p in "$@"; do
        dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed' || m="$m $p"
    done
    echo $m
}
# Required: the library, pytest, and what the tests import (mako for pyopencl's templates).
need=$(missing python3-pyopencl python3-pytest python3-mako python3-numpy)
if [ -n "$need" ]; then
    echo "fetch.sh: installing $need" >&2
    apt_install $need
fi
# Optional: per-test timeouts (run-suite.sh falls back to its watchdog without it);
# scipy for test_clmath.py::test_bessel (skipped without it).
opt=$(missing python3-pytest-timeout python3-scipy)
if [ -n "$opt" ]; then
    echo "fetch.sh: installing $opt (optional)" >&2
    apt_install $opt || echo "fetch.sh: warning: could not install $opt" >&2
fi

# Debian version "2022.3.1-2.1" -> upstream "2022.3.1" (strip epoch and Debian revision).
dver=$(dpkg-query -W -f='${Version}' python3-pyopencl)
ver=${dver#*:}
ver=${ver%-*}
src="$cache/pyopencl-$ver"

if [ ! -f "$src/test/test_wrapper.py" ] || [ ! -f "$src/test/pytest.ini" ]; then
    mkdir -p "$cache"
    sdist=$(ls "$cache"/pyopencl-"$ver".tar.gz 2>/dev/null || true)
    if [ -z "$sdist" ]; then
        # Prefer Debian's pip (python3-pip) run by /usr/bin/python3, else any pip on PATH.
        if $PY -m pip --version >/dev/null 2>&1; then PIP="$PY -m pip"
        elif command -v pip3 >/dev/null 2>&1; then PIP=pip3
        else PIP=pip; fi
        echo "fetch.sh: downloading pyopencl==$ver sdist with $PIP" >&2
        # --no-build-isolation/--no-deps: only the archive is wanted, nothing is built.
        $PIP download --no-deps --no-binary :all: --no-build-isolation \
            -d "$cache" "pyopencl==$ver" >&2 ||
        $PIP download --no-deps --no-binary :all: -d "$cache" "pyopencl==$ver" >&2
        sdist="$cache/pyopencl-$ver.tar.gz"
    fi
    [ -f "$sdist" ] || { echo "fetch.sh: no sdist at $sdist" >&2; exit 1; }
    tmp="$cache/.unpack.$$"
    rm -rf "$tmp"; mkdir -p "$tmp"
    tar -xzf "$sdist" -C "$tmp"
    rm -rf "$src"; mkdir -p "$src"
    mv "$tmp/pyopencl-$ver/test" "$src/test"
    # The sdist's pytest.ini only registers the "bitonic" marker; keep it next to the tests.
    if [ -f "$tmp/pyopencl-$ver/pytest.ini" ]; then
        cp "$tmp/pyopencl-$ver/pytest.ini" "$src/test/pytest.ini"
    else
        printf '[pytest]\n' > "$src/test/pytest.ini"
    fi
    rm -rf "$tmp"
fi
echo "$src/test"
