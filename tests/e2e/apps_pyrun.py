#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run one PyOpenCL program as it is and print what it computed, for e2e.apps.

Usage: apps_pyrun.py PROGRAM.py

The program runs unchanged (runpy, as __main__, from its own folder) with
numpy's global generator seeded (0) and pyopencl.clrandom's generators given
seed 0 when the program gives none (they take theirs from the system or the
clock), so the inputs of examples that draw random numbers are the same in
every run. Afterwards every numpy array
and pyopencl.array.Array left in the program's globals is printed as
"name dtype shape sha256-of-bytes" in name order, followed by what the program
printed itself. Two runs (natively, through virtcl) computed the same iff
their outputs are equal byte for byte.

Exit status: 0 the program ran, 1 it raised, 77 pyopencl/numpy missing.
"""

import contextlib
import hashlib
import io
import os
import runpy
import sys

try:
    import numpy as np
    import pyopencl.array as cla
    import pyopencl.clrandom as clrandom
except ImportError as exc:
    print(f"SKIP: {sys.executable} cannot import pyopencl/numpy ({exc})")
    sys.exit(77)


def seeded(cls):
    """Make cls (a pyopencl.clrandom generator) use seed 0 unless told otherwise."""
    init = cls.__init__

    def __init__(self, context, *args, **kwargs):
        if not args and kwargs.get("seed") is None and kwargs.get("key") is None:
            kwargs["seed"] = 0
        init(self, context, *args, **kwargs)
    cls.__init__ = __init__


def main():
    path = os.path.abspath(sys.argv[1])
    os.chdir(os.path.dirname(path))
    os.environ.setdefault("PYOPENCL_CTX", "0")
    np.random.seed(0)
    seeded(clrandom.Random123GeneratorBase)
    seeded(clrandom.RanluxGenerator)
    printed = io.StringIO()
    sys.argv = [path]
    with contextlib.redirect_stdout(printed):
        env = runpy.run_path(path, run_name="__main__")
    for name in sorted(env):
        value = env[name]
        if isinstance(value, cla.Array):
            value = value.get()
        if isinstance(value, np.ndarray):
            digest = hashlib.sha256(np.ascontiguousarray(value).tobytes()).hexdigest()
            print(f"{name} {value.dtype} {value.shape} {digest}")
    print("printed:")
    print(printed.getvalue(), end="")


if __name__ == "__main__":
    main()
