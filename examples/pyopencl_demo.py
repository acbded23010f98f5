#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A small PyOpenCL program, checked with numpy.

Adds two float arrays, sums a float and an int array with pyopencl.array's
reduction kernels, and compares each result with numpy. Like compute.c it
knows nothing of virtcl; the environment decides where it runs.

Run it with an interpreter that has pyopencl and numpy (on Debian,
/usr/bin/python3 with python3-pyopencl):

    OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd /usr/bin/python3 examples/pyopencl_demo.py

Exit status: 0 every check passed, 1 a result did not match, 77 pyopencl or
numpy cannot be imported (the project's "skip, with the reason" code).
"""

import sys
import time

try:
    import numpy as np
    import pyopencl as cl
    import pyopencl.array as cla
except ImportError as exc:
    print(f"skip: {sys.executable} cannot import pyopencl/numpy ({exc}); "
          "try /usr/bin/python3", file=sys.stderr)
    sys.exit(77)

N = 1 << 20


def check(name, ok, detail, t0):
    """Print one result line; return ok."""
    print(f"{name:<10} {'OK' if ok else 'FAIL':<4} {detail:<40} "
          f"wall {1e3 * (time.perf_counter() - t0):8.2f} ms")
    return ok


def main():
    platform = cl.get_platforms()[0]
    device = platform.get_devices()[0]
    print(f"platform: {platform.name}")
    print(f"device:   {device.name}")
    ctx = cl.Context([device])
    queue = cl.CommandQueue(ctx)
    rng = np.random.default_rng(1234)
    ok = True

    # Element-wise add: each float32 element is one rounding of the exact
    # sum on both sides, so the device must match numpy bit for bit.
    a = rng.uniform(-1, 1, N).astype(np.float32)
    b = rng.uniform(-1, 1, N).astype(np.float32)
    t0 = time.perf_counter()
    got = (cla.to_device(queue, a) + cla.to_device(queue, b)).get()
    err = float(np.max(np.abs(got - (a + b))))
    ok &= check("add", err == 0.0, f"n={N} float32 max_err {err:.3e}", t0)

    # Float reduction, checked exactly: multiples of 1/16 in [-1, 1] keep
    # every partial sum of 2**20 of them a multiple of 1/16 below 2**20 in
    # magnitude, which float32's 24-bit significand holds exactly, so any
    # summation order gives the same float32 as numpy's float64 sum. A
    # tolerance would have to allow for reordering and could hide a dropped
    # element; this cannot.
    q = (rng.integers(-16, 17, N) / 16).astype(np.float32)
    t0 = time.perf_counter()
    got = float(cla.sum(cla.to_device(queue, q)).get())
    want = float(np.sum(q, dtype=np.float64))
    ok &= check("sum f32", got == want, f"sum {got} want {want}", t0)

    # Integer reduction: exact. Values in [-1000, 1000] keep the int32 sum
    # in range whatever the order.
    ints = rng.integers(-1000, 1001, N, dtype=np.int32)
    t0 = time.perf_counter()
    got = int(cla.sum(cla.to_device(queue, ints)).get())
    want = int(np.sum(ints, dtype=np.int64))
    ok &= check("sum i32", got == want, f"sum {got} want {want}", t0)

    queue.finish()
    print("ALL OK" if ok else "FAILED: result mismatch")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
