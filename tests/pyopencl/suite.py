#!/usr/bin/python3
"""Run PyOpenCL's test suite once, crash- and hang-tolerant, and write result lists.

Normally called through run-suite.sh.  Usage:

    suite.py --testdir DIR --out OUT NAME [VAR=VALUE ...] [-- PYTEST_ARGS ...]

Writes, in OUT:
  NAME.xml          JUnit XML (merged over restarts, crashed/hung tests added as errors)
  NAME.log          pytest's output (all attempts)
  NAME.events.jsonl raw per-test events from suite_plugin.py (raw pytest node ids)
  NAME.results.tsv  every collected test: id, outcome, seconds, one-line reason
  NAME.pass         sorted ids of passed tests
  NAME.fail         sorted "id<TAB>reason" of failed/error/crashed/hung/timeout/notrun tests
  NAME.skip         sorted "id<TAB>skipped|xfailed<TAB>reason"
  NAME.xpass        sorted ids of XPASS tests (xfail-marked but passed)
  NAME.platform     the OpenCL platform/device strings seen in this environment
  NAME.summary      counts and wall time

Test ids are pytest node ids with the platform/device-dependent parts of parameter ids
replaced ("<context factory for <pyopencl.Device 'DEV' on 'PLAT'>>" by "CTX",
"<pyopencl.Platform 'PLAT'>" by "PLATFORM"), so that runs on platforms/devices with
different names can be compared.

The exit status is 0 whatever the tests did; it is nonzero only when the suite
could not be run at all.
"""

import json
import os
import re
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
PY = "/usr/bin/python3"

CTX_RE = re.compile(r"<context factory for <pyopencl\.Device '.*?' on '.*?'>>")
PLATFORM_RE = re.compile(r"<pyopencl\.Platform '.*?'>")
DEVICE_RE = re.compile(r"<pyopencl\.Device '.*?' on '.*?'>")

# outcome -> list it goes to
FAIL_OUTCOMES = ("failed", "error", "crashed", "hung", "timeout", "notrun")
SKIP_OUTCOMES = ("skipped", "xfailed")


def norm_id(nodeid):
    nodeid = CTX_RE.sub("CTX", nodeid)
    nodeid = DEVICE_RE.sub("DEVICE", nodeid)
    return PLATFORM_RE.sub("PLATFORM", nodeid)


def classify(reports):
    """reports: dict when -> (outcome, wasxfail, reason). Returns (outcome, reason)."""
    setup = reports.get("setup")
    call = reports.get("call")
    teardown = reports.get("teardown")
    if setup and setup[0] == "failed":
        return "error", "setup: " + setup[2]
    if call and call[0] == "failed":
        return "failed", call[2]
    if setup and setup[0] == "skipped":
        return ("xfailed" if setup[1] else "skipped"), setup[2]
    if call and call[0] == "skipped":
        return ("xfailed" if call[1] else "skipped"), call[2]
    if teardown and teardown[0] == "failed":
        return "error", "teardown: " + teardown[2]
    if call and call[0] == "passed":
        return ("xpassed" if call[1] else "passed"), (call[2] if call[1] else "")
    return "error", "incomplete test report"


def probe_platform(env):
    code = r"""
import pyopencl as cl
for p in cl.get_platforms():
    print("platform.name    = %r" % p.name)
    print("platform.vendor  = %r" % p.vendor)
    print("platform.version = %r" % p.version)
    for d in p.get_devices():
        print("  device.name           = %r" % d.name)
        print("  device.vendor         = %r" % d.vendor)
        print("  device.version        = %r" % d.version)
        print("  device.driver_version = %r" % d.driver_version)
"""
    try:
        r = subprocess.run([PY, "-c", code], env=env, capture_output=True, text=True,
                           timeout=120)
        out = r.stdout + (r.stderr if r.returncode else "")
        if r.returncode:
            out += "(probe exited with status %d)\n" % r.returncode
        return out
    except subprocess.TimeoutExpired:
        return "(platform probe timed out after 120 s)\n"


def have_module(env, mod):
    return subprocess.run([PY, "-c", "import " + mod], env=env,
                          capture_output=True).returncode == 0


def split_nodeid(nodeid):
    path, _, rest = nodeid.partition("::")
    cls = path[:-3] if path.endswith(".py") else path
    cls = cls.replace("/", ".")
    if "::" in rest:
        klass, _, rest = rest.rpartition("::")
        cls += "." + klass.replace("::", ".")
    return cls, rest


def merge_junit(parts, results, dest):
    """Merge the JUnit files of all attempts; add testcases for tests that have no
    testcase in them (crashed/hung/not run, or finished in an attempt that died
    before pytest wrote its XML).  results: raw id -> (outcome, seconds, reason)."""
    out = ET.Element("testsuites")
    suite = ET.SubElement(out, "testsuite", name="pytest")
    seen = set()
    for p in parts:
        if not os.path.exists(p):
            continue
        try:
            root = ET.parse(p).getroot()
        except ET.ParseError:
            continue
        for tc in root.iter("testcase"):
            suite.append(tc)
            seen.add((tc.get("classname"), tc.get("name")))
    for nodeid, (outcome, secs, reason) in results.items():
        cls, name = split_nodeid(nodeid)
        if (cls, name) in seen:
            continue
        tc = ET.SubElement(suite, "testcase", classname=cls, name=name, time="%.3f" % secs)
        if outcome == "failed":
            ET.SubElement(tc, "failure", message=reason)
        elif outcome in ("skipped", "xfailed"):
            ET.SubElement(tc, "skipped", type="pytest." + ("skip" if outcome == "skipped"
                                                          else "xfail"), message=reason)
        elif outcome not in ("passed", "xpassed"):
            ET.SubElement(tc, "error", message="%s: %s" % (outcome, reason))
    tcs = list(suite.iter("testcase"))
    suite.set("tests", str(len(tcs)))
    suite.set("failures", str(sum(1 for t in tcs if t.find("failure") is not None)))
    suite.set("errors", str(sum(1 for t in tcs if t.find("error") is not None)))
    suite.set("skipped", str(sum(1 for t in tcs if t.find("skipped") is not None)))
    ET.ElementTree(out).write(dest, encoding="utf-8", xml_declaration=True)


def main(argv):
    import argparse
    extra_pytest = []
    if "--" in argv:
        i = argv.index("--")
        argv, extra_pytest = argv[:i], argv[i + 1:]
    ap = argparse.ArgumentParser()
    ap.add_argument("--testdir", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--test-timeout", type=int,
                    default=int(os.environ.get("SUITE_TEST_TIMEOUT", "300")),
                    help="per-test limit in seconds (pytest-timeout; watchdog kills "
                         "60 s later)")
    ap.add_argument("--suite-timeout", type=int,
                    default=int(os.environ.get("SUITE_TIMEOUT", "2400")),
                    help="limit for the whole run in seconds")
    ap.add_argument("--max-restarts", type=int,
                    default=int(os.environ.get("SUITE_MAX_RESTARTS", "25")))
    ap.add_argument("name")
    ap.add_argument("assign", nargs="*", help="VAR=VALUE environment assignments")
    a = ap.parse_args(argv)

    out = os.path.abspath(a.out)
    os.makedirs(out, exist_ok=True)
    base = os.path.join(out, a.name)
    for suffix in (".xml", ".log", ".events.jsonl", ".results.tsv", ".pass", ".fail",
                   ".skip", ".xpass", ".platform", ".summary", ".deselect"):
        if os.path.exists(base + suffix):
            os.unlink(base + suffix)
    for f in os.listdir(out):
        if f.startswith(a.name + ".attempt") and f.endswith(".xml"):
            os.unlink(os.path.join(out, f))

    env = dict(os.environ)
    # A fresh pyopencl binary cache (it lives under XDG_CACHE_HOME) for every run:
    # pyopencl keys it by platform/device strings, so a run through virtcl that reports
    # the host's strings would otherwise load binaries built by the native run.
    # PoCL's own kernel cache is kept where it would be without XDG_CACHE_HOME.
    # SUITE_PYOPENCL_CACHE=DIR keeps that cache in DIR across runs instead (faster, but a
    # warm cache means programs come from binaries rather than from source).
    keep = os.environ.get("SUITE_PYOPENCL_CACHE", "fresh")
    if keep == "fresh":
        xdg = base + ".xdg-cache"
        subprocess.run(["rm", "-rf", xdg])
    else:
        xdg = os.path.abspath(keep)
    os.makedirs(xdg, exist_ok=True)
    env["XDG_CACHE_HOME"] = xdg
    if "POCL_CACHE_DIR" not in env:
        env["POCL_CACHE_DIR"] = os.path.join(
            os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"),
            "pocl", "kcache")
    for asg in a.assign:
        if "=" not in asg:
            print("suite.py: not a VAR=VALUE assignment: %r" % asg, file=sys.stderr)
            return 2
        k, v = asg.split("=", 1)
        env[k] = v
    env["PYTHONPATH"] = HERE + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["VIRTCL_SUITE_EVENTS"] = base + ".events.jsonl"
    env["VIRTCL_SUITE_DESELECT"] = base + ".deselect"
    env.setdefault("PYTHONDONTWRITEBYTECODE", "1")

    if not have_module(env, "pyopencl") or not have_module(env, "pytest"):
        print("suite.py: %s cannot import pyopencl and pytest" % PY, file=sys.stderr)
        return 2

    platform = probe_platform(env)
    with open(base + ".platform", "w") as f:
        f.write(platform)

    has_timeout = have_module(env, "pytest_timeout")
    watchdog = a.test_timeout + 60 if has_timeout else a.test_timeout

    t0 = time.time()
    deadline = t0 + a.suite_timeout
    collected = None          # raw node ids, in order, from the first attempt
    reports = {}              # raw id -> {when: (outcome, wasxfail, reason)}
    durations = {}            # raw id -> seconds
    special = {}              # raw id -> (outcome, reason) for crashed/hung/timeout
    finished = set()
    parts = []
    notes = []
    ev_pos = 0
    attempt = 0
    log = open(base + ".log", "w")

    while True:
        xml = base + (".xml" if attempt == 0 else ".attempt%d.xml" % attempt)
        parts.append(xml)
        cmd = [PY, "-m", "pytest", "-p", "no:cacheprovider", "-p", "suite_plugin",
               "-v", "-rfE", "--junitxml=" + xml]
        if has_timeout:
            cmd += ["--timeout=%d" % a.test_timeout, "--timeout-method=signal"]
        cmd += extra_pytest
        log.write("### attempt %d: %s\n### cwd %s\n" % (attempt, " ".join(cmd), a.testdir))
        log.flush()
        proc = subprocess.Popen(cmd, cwd=a.testdir, env=env, stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
        done_before = len(finished)
        current = None         # (raw id, start time) of the running test
        killed = None          # (outcome, reason) if we killed pytest
        saw_sessionfinish = False

        def read_events():
            nonlocal ev_pos, current, collected, saw_sessionfinish
            try:
                with open(env["VIRTCL_SUITE_EVENTS"], encoding="utf-8") as f:
                    f.seek(ev_pos)
                    while True:
                        line = f.readline()
                        if not line.endswith("\n"):
                            break
                        ev_pos = f.tell()
                        e = json.loads(line)
                        k = e["ev"]
                        if k == "collected" and collected is None:
                            collected = e["ids"]
                        elif k == "start":
                            current = (e["id"], e["t"])
                        elif k == "report":
                            reports.setdefault(e["id"], {})[e["when"]] = (
                                e["outcome"], e["wasxfail"], e["reason"])
                            durations[e["id"]] = durations.get(e["id"], 0) + e["duration"]
                        elif k == "finish":
                            finished.add(e["id"])
                            current = None
                        elif k == "collecterror":
                            notes.append("collection error in %s: %s"
                                         % (e["id"] or "(session)", e["reason"]))
                        elif k == "sessionfinish":
                            saw_sessionfinish = True
            except FileNotFoundError:
                pass

        while proc.poll() is None:
            time.sleep(0.5)
            read_events()
            now = time.time()
            if current and now - current[1] > watchdog:
                killed = ("hung", "killed by watchdog after %d s" % watchdog)
            elif now > deadline:
                killed = ("timeout", "whole-suite limit of %d s reached" % a.suite_timeout)
            if killed:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.wait()
                break
        rc = proc.wait()
        read_events()
        log.write("\n### attempt %d exit status %d\n" % (attempt, rc))
        log.flush()

        if current is not None and current[0] not in finished:
            nodeid = current[0]
            if killed:
                special[nodeid] = killed
            else:
                how = ("signal %s" % signal.Signals(-rc).name) if rc < 0 else ("status %d" % rc)
                special[nodeid] = ("crashed", "pytest died (%s) while running this test" % how)
            finished.add(nodeid)
            notes.append("attempt %d: %s: %s" % (attempt, nodeid, special[nodeid][1]))
        elif killed:
            notes.append("attempt %d: killed between tests: %s" % (attempt, killed[1]))

        if killed and killed[0] == "timeout":
            break
        if collected is None:
            notes.append("attempt %d: pytest exited with status %d before collecting "
                         "(see %s.log)" % (attempt, rc, a.name))
            break
        remaining = [t for t in collected if t not in finished]
        if saw_sessionfinish or not remaining:
            if rc not in (0, 1):
                notes.append("attempt %d: pytest exit status %d" % (attempt, rc))
            break
        if len(finished) == done_before:
            notes.append("attempt %d made no progress (exit status %d); stopping"
                         % (attempt, rc))
            break
        if attempt >= a.max_restarts:
            notes.append("giving up after %d restarts" % attempt)
            break
        attempt += 1
        with open(env["VIRTCL_SUITE_DESELECT"], "w", encoding="utf-8") as f:
            for t in finished:
                f.write(t + "\n")
    log.close()
    wall = time.time() - t0
    import resource
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)

    # results
    rows = {}
    raw_results = {}
    incomplete = False
    for t in (collected or []):
        if t in special:
            outcome, reason = special[t]
            incomplete = True
        elif t in reports:
            outcome, reason = classify(reports[t])
        else:
            outcome, reason = "notrun", "not run (run ended early)"
            incomplete = True
        nid = norm_id(t)
        if nid in rows:
            notes.append("duplicate normalized id %s" % nid)
            nid = t
        rows[nid] = (outcome, durations.get(t, 0.0), reason)
        raw_results[t] = rows[nid]

    if attempt > 0 or incomplete:
        merge_junit(parts, raw_results, base + ".xml")
        for p in parts[1:]:
            if os.path.exists(p):
                os.unlink(p)

    def w(suffix, lines):
        with open(base + suffix, "w", encoding="utf-8") as f:
            for line in sorted(lines):
                f.write(line + "\n")

    w(".results.tsv", ["%s\t%s\t%.3f\t%s" % (k, o, d, r) for k, (o, d, r) in rows.items()])
    w(".pass", [k for k, (o, d, r) in rows.items() if o == "passed"])
    w(".xpass", [k for k, (o, d, r) in rows.items() if o == "xpassed"])
    w(".fail", ["%s\t%s: %s" % (k, o, r) if o not in ("failed",) else "%s\t%s" % (k, r)
                for k, (o, d, r) in rows.items() if o in FAIL_OUTCOMES])
    w(".skip", ["%s\t%s\t%s" % (k, o, r) for k, (o, d, r) in rows.items()
                if o in SKIP_OUTCOMES])

    counts = {}
    for o, d, r in rows.values():
        counts[o] = counts.get(o, 0) + 1
    order = ["passed", "failed", "error", "skipped", "xfailed", "xpassed", "crashed",
             "hung", "timeout", "notrun"]
    summary = ["name: %s" % a.name,
               "environment: %s" % " ".join(a.assign),
               "collected: %d" % len(rows),
               "counts: " + ", ".join("%s %d" % (o, counts.get(o, 0)) for o in order),
               "wall: %.1f s" % wall,
               "cpu: user %.1f s, sys %.1f s (this run's processes; the OpenCL host "
               "daemon's are not included)" % (ru.ru_utime, ru.ru_stime),
               "attempts: %d" % (attempt + 1),
               "pyopencl cache: %s" % ("fresh (empty at start)" if keep == "fresh"
                                       else "kept in " + xdg),
               "per-test limit: %d s (%s), whole-run limit: %d s" % (
                   a.test_timeout, "pytest-timeout + watchdog" if has_timeout else "watchdog",
                   a.suite_timeout)]
    summary += ["note: " + n for n in notes]
    summary += ["platform:"] + ["  " + line for line in platform.splitlines()]
    with open(base + ".summary", "w") as f:
        f.write("\n".join(summary) + "\n")
    if keep == "fresh":
        subprocess.run(["rm", "-rf", xdg])
    if os.path.exists(base + ".deselect"):
        os.unlink(base + ".deselect")
    print("\n".join(summary))
    return 0 if collected is not None else 3


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
