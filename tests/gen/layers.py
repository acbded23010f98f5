#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The layers' dependency rule (issue 11): the wire core (src/protocol with its generated gen/, and
src/util, src/transport: the library vcl_core) depends on nothing above it; the front-end
(src/frontend) and the back-end (src/backend) each depend on the core and never on each other.

Usage: layers.py SOURCE_DIR [BUILD_DIR]
  Includes: every #include "..." of a layer's file must resolve (its own folder first, then the
  layer's include folders, as the compiler searches) to a file under a folder it may depend on.
  Calls (with BUILD_DIR): no symbol a wire-core object needs is defined by an object of the
  front-end (libvirtcl.so) or the back-end (virtcld); vcl_core is a static library linked into
  both, so such a call would link, silently, and make a circle.
Exit 1 with every breach named; 0 otherwise. Standard library and binutils' nm only.
"""
import os
import re
import subprocess
import sys

CORE = ["src/protocol", "src/protocol/gen", "src/util", "src/transport"]
FE = ["src/frontend"]
BE = ["src/backend"]
# folder -> the include folders its files may reach (vcl_core's PUBLIC ones, then the target's own)
LAYERS = {
    "src/protocol": CORE, "src/util": CORE, "src/transport": CORE, "src/vmmux": CORE,
    "src/frontend": CORE + FE,
    "src/backend": CORE + BE, "src/smi": CORE + BE,
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def check_includes(src):
    bad = []
    for top, allowed in LAYERS.items():
        allowed_abs = [os.path.realpath(os.path.join(src, d)) for d in allowed]
        for dirpath, _, names in os.walk(os.path.join(src, top)):
            for n in sorted(names):
                if not n.endswith((".c", ".h")):
                    continue
                path = os.path.join(dirpath, n)
                with open(path) as f:
                    text = f.read()
                for inc in INCLUDE.findall(text):
                    found = None
                    for d in [dirpath] + allowed_abs:
                        cand = os.path.realpath(os.path.join(d, inc))
                        if os.path.isfile(cand):
                            found = cand
                            break
                    rel = os.path.relpath(path, src)
                    if found is None:
                        bad.append(f"{rel}: #include \"{inc}\" is in none of {', '.join(allowed)}")
                    elif not any(found.startswith(d + os.sep) for d in allowed_abs):
                        bad.append(f"{rel}: #include \"{inc}\" is {os.path.relpath(found, src)}, "
                                   f"outside {', '.join(allowed)}")
    return bad


def symbols(objs, defined):
    """The symbols objs define (defined=True) or need (False), by nm."""
    if not objs:
        return set()
    out = subprocess.run(["nm", "--defined-only" if defined else "--undefined-only", "-P"] + objs,
                         check=True, capture_output=True, text=True).stdout
    syms = set()
    for ln in out.splitlines():
        f = ln.split()
        # "NAME TYPE [VALUE SIZE]"; a file's heading ends with ':'. Defined: only global ones
        # (upper-case types, u, v, w), never a file's static functions and data.
        if len(f) >= 2 and not ln.endswith(":") and (not defined or f[1].isupper() or f[1] in "uvw"):
            syms.add(f[0])
    return syms


def objects(build, target, under):
    root = os.path.join(build, "CMakeFiles", target + ".dir")
    return sorted(os.path.join(d, n) for d, _, ns in os.walk(root) for n in ns
                  if n.endswith(".o") and (under is None or f"/{under}/" in os.path.join(d, n)))


def check_calls(build):
    core = objects(build, "vcl_core", "src/protocol") + objects(build, "vcl_core", "src/util") \
        + objects(build, "vcl_core", "src/transport")
    if not core:
        return [f"{build}: no objects of vcl_core (build it first)"]
    need = symbols(core, False) - symbols(objects(build, "vcl_core", None), True)
    bad = []
    for target in ("virtcl", "virtcld"):
        objs = objects(build, target, None)
        if not objs:
            return [f"{build}: no objects of {target} (build it first)"]
        for s in sorted(need & symbols(objs, True)):
            bad.append(f"vcl_core needs {s}, which {target} defines: the wire core calls up a layer")
    return bad


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    bad = check_includes(os.path.abspath(sys.argv[1]))
    if len(sys.argv) == 3:
        bad += check_calls(os.path.abspath(sys.argv[2]))
    for b in bad:
        print("layers:", b)
    if not bad:
        print("layers: the wire core includes and calls nothing of the front-end or the back-end; "
              "neither side includes the other's headers")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
