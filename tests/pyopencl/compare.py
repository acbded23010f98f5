#!/usr/bin/python3
"""Compare two runs of PyOpenCL's test suite test by test.

    compare.py [--known FILE] NATIVE VIRTCL

NATIVE and VIRTCL are each an output directory of run-suite.sh holding exactly one
NAME.results.tsv, or a NAME.results.tsv file itself.

Prints
  - tests that pass natively (passed or XPASS) but not through virtcl: regressions;
  - tests that fail natively, with the native failure reason (not counted against virtcl);
  - tests whose skip/xfail status differs (usually a platform name/version difference:
    PyOpenCL picks skips and xfails by platform strings);
  - tests that pass through virtcl only (informational);
  - counts for both runs and the platform strings of both.
Exit status: 0 if every native pass also passes through virtcl, 1 if not, 2 on usage errors.

--known FILE: tests listed there ("TEST_ID  # why", one a line, '#' lines ignored) that
pass natively but not through virtcl are printed as known differences and do not
make the exit status 1; listed tests that do pass through virtcl are pointed out
so the list can be pruned.  Nothing is listed by default.
"""

import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from suite import norm_id  # noqa: E402  (ids written by older runs get normalized too)

PASSING = ("passed", "xpassed")
ORDER = ["passed", "failed", "error", "skipped", "xfailed", "xpassed", "crashed", "hung",
         "timeout", "notrun", "missing"]


def find_results(arg):
    if os.path.isdir(arg):
        found = sorted(glob.glob(os.path.join(arg, "*.results.tsv")))
        if len(found) != 1:
            sys.exit("compare.py: %s must hold exactly one *.results.tsv (found %d)"
                     % (arg, len(found)))
        return found[0]
    if os.path.isfile(arg):
        return arg
    sys.exit("compare.py: no such file or directory: %s" % arg)


def load(path):
    rows = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            parts = line.split("\t", 3)
            while len(parts) < 4:
                parts.append("")
            tid, outcome, secs, reason = parts
            rows[norm_id(tid)] = (outcome, float(secs or 0), reason)
    return rows


def side_file(results_path, suffix):
    p = results_path[:-len(".results.tsv")] + suffix
    if os.path.exists(p):
        with open(p, encoding="utf-8") as f:
            return f.read()
    return None


def platform_lines(results_path):
    text = side_file(results_path, ".platform")
    return [l for l in (text or "").splitlines() if l.strip()]


def wall(results_path):
    text = side_file(results_path, ".summary") or ""
    for l in text.splitlines():
        if l.startswith("wall: "):
            return l[len("wall: "):]
    return "?"


def load_known(path):
    known = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            tid, _, why = line.partition("#")
            known[norm_id(tid.strip())] = why.strip() or "(no reason given)"
    return known


def main(argv):
    known = {}
    if len(argv) >= 2 and argv[0] == "--known":
        known = load_known(argv[1])
        argv = argv[2:]
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    npath, vpath = find_results(argv[0]), find_results(argv[1])
    nat, vir = load(npath), load(vpath)
    if not nat:
        print("compare.py: the native run has no results (%s)" % npath, file=sys.stderr)
        return 2

    def v(tid):
        return vir.get(tid, ("missing", 0.0, "not collected through virtcl"))

    lost = sorted(t for t, r in nat.items() if r[0] in PASSING and v(t)[0] not in PASSING)
    regress = [t for t in lost if t not in known]
    known_lost = [t for t in lost if t in known]
    known_fixed = sorted(t for t in known if v(t)[0] in PASSING)
    native_bad = sorted(t for t, r in nat.items() if r[0] not in PASSING + ("skipped", "xfailed"))
    status_diff = sorted(t for t, r in nat.items()
                         if r[0] in ("skipped", "xfailed") and v(t)[0] != r[0])
    virt_only = sorted(t for t in vir if vir[t][0] in PASSING
                       and nat.get(t, ("missing",))[0] not in PASSING)
    extra = sorted(t for t in vir if t not in nat)

    print("native: %s\nvirtcl: %s\n" % (npath, vpath))
    for label, path in (("native", npath), ("virtcl", vpath)):
        notes = [l for l in (side_file(path, ".summary") or "").splitlines()
                 if l.startswith("note: ")]
        if notes:
            print("== Notes from the %s run ==" % label)
            for l in notes:
                print("  " + l[len("note: "):])
            print()
    if not vir:
        print("!! the virtcl run has no test results at all (see the notes above and %s)\n"
              % (vpath[:-len(".results.tsv")] + ".log"))
    print("== Pass natively, NOT through virtcl (%d) ==" % len(regress))
    for t in regress:
        o, s, r = v(t)
        print("  %s\n      virtcl %s: %s" % (t, o, r))
    print()
    if known:
        print("== Known differences (%d of %d listed) (not counted against virtcl) =="
              % (len(known_lost), len(known)))
        for t in known_lost:
            o, s, r = v(t)
            print("  %s\n      virtcl %s: %s\n      known: %s" % (t, o, r, known[t]))
        for t in known_fixed:
            print("  %s\n      listed as known but passes through virtcl now" % t)
        print()
    print("== Fail natively (%d) (not counted against virtcl) ==" % len(native_bad))
    for t in native_bad:
        o, s, r = nat[t]
        vo, vs, vr = v(t)
        print("  %s\n      native %s: %s\n      virtcl %s%s" % (
            t, o, r, vo, (": " + vr) if vo not in PASSING and vr else ""))
    print()
    if status_diff:
        print("== Skipped/xfailed natively, other outcome through virtcl (%d) ==" % len(status_diff))
        print("   (PyOpenCL chooses skips/xfails by platform name/vendor/version strings)")
        for t in status_diff:
            o, s, r = nat[t]
            vo, vs, vr = v(t)
            print("  %s\n      native %s: %s\n      virtcl %s%s" % (
                t, o, r, vo, (": " + vr) if vr else ""))
        print()
    if virt_only:
        print("== Pass through virtcl, not natively (%d) ==" % len(virt_only))
        for t in virt_only:
            print("  %s  (native %s)" % (t, nat.get(t, ("missing",))[0]))
        print()
    if extra:
        print("== Collected through virtcl only (%d) ==" % len(extra))
        for t in extra:
            print("  %s  (%s)" % (t, vir[t][0]))
        print()

    def counts(rows, other=None):
        c = {}
        for o, s, r in rows.values():
            c[o] = c.get(o, 0) + 1
        if other is not None:
            c["missing"] = sum(1 for t in other if t not in rows)
        return c
    cn, cv = counts(nat), counts(vir, nat)
    print("== Counts ==")
    print("  %-8s %7s %7s" % ("", "native", "virtcl"))
    for o in ORDER:
        if cn.get(o, 0) or cv.get(o, 0):
            print("  %-8s %7d %7d" % (o, cn.get(o, 0), cv.get(o, 0)))
    print("  %-8s %7d %7d" % ("total", len(nat), len(vir)))
    print("  %-8s %7s %7s" % ("wall", wall(npath), wall(vpath)))
    print()
    pn, pv = platform_lines(npath), platform_lines(vpath)
    if pn != pv:
        print("== Platform strings differ ==")
        print("  native:\n" + "\n".join("    " + l for l in pn))
        print("  virtcl:\n" + "\n".join("    " + l for l in pv))
        print()
    if regress:
        print("RESULT: FAIL: %d test(s) pass natively but not through virtcl" % len(regress))
        return 1
    npass = sum(1 for r in nat.values() if r[0] in PASSING)
    if known_lost:
        print("RESULT: OK: %d of %d native passes pass through virtcl; the other %d are "
              "listed known differences" % (npass - len(known_lost), npass, len(known_lost)))
    else:
        print("RESULT: OK: all %d native passes also pass through virtcl" % npass)
    return 0


if __name__ == "__main__":
    import signal
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    sys.exit(main(sys.argv[1:]))
