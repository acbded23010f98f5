#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fair share: a latency-sensitive guest alone, and beside a guest that floods
the device, natively and through virtcl, in one run.

The latency guest is `micro roundtrip` (the status of a fresh marker, and
clFinish after a 4-byte write: calls that must reach the device); the
flooding guest is `micro flood` (batches of 256 launches of a ~1 ms kernel,
then clFinish, for as long as the latency guest runs). For each configuration
(native, then each virtcl transport, one daemon serving both guests), rounds
alternate "alone" and "beside the flood"; the figures are the medians over
the rounds of each round's p50 and p99. The target (issue 8): p99 beside a
flood no more than 2x p99 alone.

    python3 bench/fairness.py --configs native,unix,shm            # bench/out/
    python3 bench/fairness.py --configs native,shm --keep          # and bench/results/

Results: bench/out/fairness-<tag>.json (with --keep also bench/results/).
"""

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run  # noqa: E402  (Daemon, spawn, kill_tree, parse_lines, is_native)

OPS = ["event_status", "finish_after_write4"]


def roundtrip(micro, env, n, outdir, tag):
    out = os.path.join(outdir, tag + ".out")
    err = os.path.join(outdir, tag + ".err")
    p = run.spawn([micro, "roundtrip", "-n", str(n)], env, out, err)
    if p.wait(timeout=600) != 0:
        raise RuntimeError("%s failed (see %s)" % (tag, err))
    with open(out) as f:
        recs = run.parse_lines(f.read())
    os.unlink(out)
    return {r["op"]: r for r in recs if r.get("name") == "roundtrip"}


def start_flood(micro, env, outdir, tag):
    out = os.path.join(outdir, tag + ".flood.out")
    p = run.spawn([micro, "flood", "--seconds", "3600"], env, out,
                  os.path.join(outdir, tag + ".flood.err"))
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if p.poll() is not None:
            raise RuntimeError("the flooding guest exited (%s)" % tag)
        with open(out) as f:
            if '"phase":"start"' in f.read():
                time.sleep(0.5)  # its batches are running
                return p
        time.sleep(0.05)
    raise RuntimeError("the flooding guest did not start (%s)" % tag)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=os.path.join(run.REPO, "build"))
    ap.add_argument("--configs", default="native,unix,shm")
    ap.add_argument("-n", type=int, default=1000, help="round trips a round")
    ap.add_argument("-r", "--rounds", type=int, default=3)
    ap.add_argument("--native-icd", default="/etc/OpenCL/vendors/pocl.icd"
                    if os.path.exists("/etc/OpenCL/vendors/pocl.icd") else "")
    ap.add_argument("--native-lib", default="",
                    help="an ICD library for native runs and the daemon, by "
                    "OCL_ICD_FILENAMES (loaders that ignore OCL_ICD_VENDORS); "
                    "virtcl's clients then get build/libvirtcl.so the same way")
    ap.add_argument("--daemon-arg", action="append", default=[])
    ap.add_argument("--tag", default=platform.node())
    ap.add_argument("--keep", action="store_true",
                    help="also write bench/results/fairness-<tag>.json")
    ap.add_argument("-V", "--version", action="version",
                    version="%(prog)s (virtcl) " + run.project_version())
    a = ap.parse_args(argv)
    micro = os.path.join(a.build, "bench", "micro")
    outdir = os.path.join(run.HERE, "out", "fairness-%s-%s" % (
        a.tag, time.strftime("%Y%m%d-%H%M%S")))
    os.makedirs(outdir, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="vcl-fair-")
    base = dict(os.environ)
    base.pop("VIRTCL_SERVER", None)
    if a.native_icd:
        base["OCL_ICD_VENDORS"] = a.native_icd
    if a.native_lib:
        base["OCL_ICD_FILENAMES"] = a.native_lib
    result = {"tag": a.tag, "n": a.n, "rounds": a.rounds, "configs": {}}
    try:
        commit = subprocess.run(["git", "-C", run.REPO, "rev-parse", "--short",
                                 "HEAD"], capture_output=True, text=True).stdout.strip()
    except OSError:
        commit = ""
    result["commit"] = commit
    for cfg in [c for c in a.configs.split(",") if c]:
        d = None
        env = dict(base)
        if not run.is_native(cfg):
            d = run.Daemon(os.path.join(a.build, "virtcld"), cfg, dict(base), tmp,
                           os.path.join(outdir, cfg + ".virtcld.log"), a.daemon_arg)
            d.start()
            env["OCL_ICD_VENDORS"] = os.path.join(a.build, "virtcl.icd")
            if a.native_lib:
                env["OCL_ICD_FILENAMES"] = os.path.join(a.build, "libvirtcl.so")
            env["VIRTCL_SERVER"] = d.address
        rows = {"alone": [], "beside": []}
        device = ""
        try:
            for r in range(a.rounds):
                rows["alone"].append(roundtrip(micro, env, a.n, outdir,
                                               "%s.alone.%d" % (cfg, r)))
                fl = start_flood(micro, env, outdir, "%s.%d" % (cfg, r))
                try:
                    rows["beside"].append(roundtrip(micro, env, a.n, outdir,
                                                    "%s.beside.%d" % (cfg, r)))
                finally:
                    run.kill_tree(fl)
        finally:
            if d:
                d.stop()
        c = {}
        for op in OPS:
            c[op] = {}
            for k in ("alone", "beside"):
                device = rows[k][0][op].get("device", device)
                c[op][k] = {s: statistics.median(x[op][s] for x in rows[k])
                            for s in ("median_us", "p99_us")}
            c[op]["p99_ratio"] = c[op]["beside"]["p99_us"] / c[op]["alone"]["p99_us"]
        c["device"] = device
        result["configs"][cfg] = c
    print("%-8s %-20s %10s %10s %10s %10s %8s" % ("config", "op", "p50 alone",
          "p99 alone", "p50 flood", "p99 flood", "p99 x"))
    for cfg, c in result["configs"].items():
        for op in OPS:
            x = c[op]
            print("%-8s %-20s %10.1f %10.1f %10.1f %10.1f %8.2f" % (
                cfg, op, x["alone"]["median_us"], x["alone"]["p99_us"],
                x["beside"]["median_us"], x["beside"]["p99_us"], x["p99_ratio"]))
    print("device: %s" % next(iter(result["configs"].values()))["device"])
    path = os.path.join(outdir, "fairness-%s.json" % a.tag)
    with open(path, "w") as f:
        json.dump(result, f, indent=1)
    print("wrote %s" % path)
    if a.keep:
        kp = os.path.join(run.HERE, "results", "fairness-%s.json" % a.tag)
        with open(kp, "w") as f:
            json.dump(result, f, indent=1)
        print("wrote %s" % kp)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    finally:
        run.cleanup_all()
