#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""smi.py BUILD_DIR - virtcl-smi against a real virtcld with real guests.

Starts BUILD_DIR/virtcld with a control socket, runs seven guests (tests/integration/smi_guest.c:
one context, queue, program and kernel, two buffers of 1 and 3 MiB, 10 launches, 1 MiB written and
read), over unix:, over shm:, over shm: with a shared area too small for its transfers, over shm:
without request/reply rings, two on a VM's socket (the second without the VM's region) and one over
loopback tcp: (--insecure), and checks
what virtcl-smi says while they hold their objects:
  - the table lists the sessions; --json parses and has the right objects by type, device memory
    bytes, launches (by device too), bytes moved, transport, guest identity, and the shm guest's
    fallbacks (a transfer that did not fit the area, no rings, no region), each logged once;
  - --prometheus is valid text exposition format (a small parser here; `promtool check metrics`
    too when Debian's prometheus package is installed) with the same values;
  - --watch repeats; --help/--version go to stdout with status 0; bad options are refused;
  - a user who is neither root nor the daemon's is refused: by the socket's mode (0600), and by
    the daemon's SO_PEERCRED check when the mode is widened (needs root: else skipped, 77).
Exit 0 pass, 1 fail, 77 cannot run here (reason printed).
"""
import json
import os
import pwd
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

NATIVE_ICD = os.environ.get("VIRTCL_TEST_NATIVE_ICD", "/etc/OpenCL/vendors/pocl.icd")
MIB = 1 << 20
failures = []


def skip(why):
    print("SKIP: " + why)
    sys.exit(77)


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what)
    if not cond:
        failures.append(what)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60, **kw)


# ---- Prometheus text exposition format (0.0.4), the parts virtcl-smi writes ----------------------
NAME = r"[a-zA-Z_:][a-zA-Z0-9_:]*"
LABEL = r'[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*"'
SAMPLE = re.compile(r"^(%s)(\{(?:%s)(?:,%s)*\})? ([-+]?(?:[0-9.]+(?:[eE][-+]?[0-9]+)?|NaN|[-+]Inf))$"
                    % (NAME, LABEL, LABEL))
LABELS = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"')


def parse_prometheus(text):
    """[(name, {labels}, value)]; raises ValueError on a line that is not valid."""
    helped, typed, samples, seen_series = set(), {}, [], set()
    if not text.endswith("\n"):
        raise ValueError("the text does not end with a newline")
    for n, line in enumerate(text.splitlines(), 1):
        if line.startswith("# HELP "):
            name = line.split(" ")[2]
            if not re.fullmatch(NAME, name) or name in helped:
                raise ValueError("line %d: bad or repeated HELP: %r" % (n, line))
            helped.add(name)
            continue
        if line.startswith("# TYPE "):
            parts = line.split(" ")
            if len(parts) != 4 or parts[3] not in ("counter", "gauge", "untyped", "histogram",
                                                    "summary") or parts[2] in typed:
                raise ValueError("line %d: bad TYPE: %r" % (n, line))
            if any(s[0] == parts[2] for s in samples):
                raise ValueError("line %d: TYPE after samples of %s" % (n, parts[2]))
            typed[parts[2]] = parts[3]
            continue
        if line.startswith("#") or not line:
            raise ValueError("line %d: not expected here: %r" % (n, line))
        m = SAMPLE.match(line)
        if not m:
            raise ValueError("line %d: not a sample: %r" % (n, line))
        name = m.group(1)
        if name not in typed:
            raise ValueError("line %d: %s has no TYPE line before it" % (n, name))
        labels = dict(LABELS.findall(m.group(2) or ""))
        key = (name, tuple(sorted(labels.items())))
        if key in seen_series:
            raise ValueError("line %d: series repeated: %r" % (n, line))
        seen_series.add(key)
        if typed[name] == "counter" and not name.endswith("_total"):
            raise ValueError("line %d: counter %s does not end in _total" % (n, name))
        samples.append((name, labels, float(m.group(3))))
    return samples


def main():
    if len(sys.argv) != 2:
        print("usage: smi.py BUILD_DIR", file=sys.stderr)
        return 2
    build = os.path.abspath(sys.argv[1])
    daemon, smi = os.path.join(build, "virtcld"), os.path.join(build, "virtcl-smi")
    guest = os.path.join(build, "tests", "integration", "vt_smi_guest")
    for f in (daemon, smi, guest):
        if not os.access(f, os.X_OK):
            skip(f + " is not built")
    if not os.path.exists(NATIVE_ICD):
        skip("no native ICD at " + NATIVE_ICD)

    # help, version, bad options: no daemon needed
    for opt in ("--help", "--version"):
        r = run([smi, opt])
        check(r.returncode == 0 and r.stdout and not r.stderr,
              "virtcl-smi %s: stdout, status 0 (%d)" % (opt, r.returncode))
    r = run([smi, "--nosuch"])
    check(r.returncode == 2 and "nosuch" in r.stderr, "virtcl-smi --nosuch refused: " + r.stderr.strip())
    r = run([smi, "--watch", "abc"])
    check(r.returncode == 2 and "--watch abc" in r.stderr,
          "virtcl-smi --watch abc refused: " + r.stderr.strip())

    tmp = tempfile.mkdtemp(prefix="vcl-smi.")
    os.chmod(tmp, 0o755)
    sock, ctl, log = (os.path.join(tmp, x) for x in ("d.sock", "control", "virtcld.log"))
    # a VM's socket and region (as QEMU's ivshmem file): its sessions are "vm"; a second one at
    # once goes without the region (a fallback)
    vmsock, vmregion = os.path.join(tmp, "vm.sock"), os.path.join(tmp, "vm.region")
    with open(vmregion, "wb") as f:
        f.truncate(1 << 20)
    r = run([smi, "--control", ctl])
    check(r.returncode == 1 and ctl in r.stderr and "is virtcld running" in r.stderr,
          "no daemon: status 1 and the socket named: " + r.stderr.strip())
    env = dict(os.environ, OCL_ICD_VENDORS=NATIVE_ICD)
    env.pop("VIRTCL_SERVER", None)
    # scripts/sanitize.sh: the daemon's own ASan options, as the C harness gives them
    # (LeakSanitizer cannot stop the world in a confined session, where ptrace is filtered)
    if os.environ.get("VT_DAEMON_ASAN_OPTIONS"):
        env["ASAN_OPTIONS"] = os.environ["VT_DAEMON_ASAN_OPTIONS"]
    d = subprocess.Popen([daemon, "--listen", "unix:" + sock, "--listen",
                          "unix:%s,slots=1,shm=%s" % (vmsock, vmregion), "--listen", "tcp:127.0.0.1:0",
                          "--insecure", "--control", ctl] +
                         os.environ.get("VT_DAEMON_EXTRA_ARGS", "").split(),
                         stdout=open(log, "w"), stderr=subprocess.STDOUT, env=env,
                         start_new_session=True)
    guests = []
    try:
        for _ in range(200):
            if os.path.exists(ctl) and os.path.exists(sock) and os.path.exists(vmsock):
                break
            if d.poll() is not None:
                print(open(log).read())
                check(False, "virtcld started")
                return 1
            time.sleep(0.05)
        check((os.stat(ctl).st_mode & 0o777) == 0o600, "the control socket is mode 0600")
        tcp = None
        for _ in range(100):
            m = re.search(r"listening on (tcp:127\.0\.0\.1:[0-9]+)", open(log).read())
            if m:
                tcp = m.group(1)
                break
            time.sleep(0.1)
        check(tcp is not None, "virtcld says its TCP port (%s)" % tcp)
        genv = dict(os.environ, OCL_ICD_VENDORS=os.path.join(build, "virtcl.icd"))
        # unix:, shm: (its transfers through the area), shm: with an area of 64 KiB (the 1 MiB
        # transfers go inline: a fallback) and shm: without rings (a fallback), started one after
        # the other: sessions 1, 2, 3, 4
        for addr, extra in (("unix:" + sock, {}), ("shm:" + sock, {}),
                            ("shm:" + sock, {"VIRTCL_SHM_SIZE": "64K"}),
                            ("shm:" + sock, {"VIRTCL_SHM_RING": "0"}),
                            ("unix:" + vmsock, {}), ("unix:" + vmsock, {}),
                            (tcp, {"VIRTCL_INSECURE": "1"})):
            g = subprocess.Popen([guest], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 text=True, env=dict(genv, VIRTCL_SERVER=addr, **extra))
            guests.append(g)
            line = g.stdout.readline().strip()
            check(line == "READY", "guest over %s ready (%r)" % (addr.split(":")[0], line))
        if failures:
            return 1

        r = run([smi, "--control", ctl])
        print(r.stdout)
        check(r.returncode == 0 and r.stdout.count(" uid-%d " % os.getuid()) == 4 and
              r.stdout.count(" vm-vm.sock-") == 2 and r.stdout.count(" tcp ") == 1,
              "the table lists the seven guests")

        # a guest has its last reply a moment before its session's thread is done with the call:
        # the snapshot is taken once no call executes (at most 10 s)
        for _ in range(100):
            r = run([smi, "--control", ctl, "--json"])
            try:
                j = json.loads(r.stdout)
            except ValueError as e:
                check(False, "--json parses: %s (status %d, %s)" % (e, r.returncode, r.stderr))
                return 1
            if all(s["calls_executing"] == 0 for s in j["sessions"]):
                break
            time.sleep(0.1)
        check(r.returncode == 0, "--json: status 0 (%s)" % r.stderr.strip())
        sessions = j["sessions"]
        check(len(sessions) == 7, "seven sessions (%d)" % len(sessions))
        sessions.sort(key=lambda s: s["id"])
        by_tr = dict(zip(("unix", "shm", "shm-small", "shm-noring", "vm", "vm-second", "tcp"),
                         sessions))
        check([s["transport"] for s in sessions] == ["unix", "shm", "shm", "shm", "vm", "vm", "tcp"],
              "transports unix, shm, shm, shm, vm, vm, tcp (%s)" % [s["transport"] for s in sessions])
        want_objects = {"context": 1, "queue": 1, "mem": 2, "sampler": 0, "program": 1,
                        "kernel": 1, "event": 0}
        for tr, s in sorted(by_tr.items()):
            if tr.startswith("vm"):
                check(s["guest"].startswith("vm-vm.sock-") and s["socket"] == vmsock,
                      "%s: guest %s on %s" % (tr, s["guest"], s["socket"]))
            elif tr == "tcp":
                # (the identity the daemon gives a tcp: peer: its TLS identity, or this)
                check(s["guest"] == "tcp-insecure" and tcp.endswith(s["socket"]),
                      "%s: guest %s on %s" % (tr, s["guest"], s["socket"]))
            else:
                check(s["guest"] == "uid-%d" % os.getuid(), "%s: guest %s" % (tr, s["guest"]))
            check(s["objects"] == want_objects, "%s: objects by type %s" % (tr, s["objects"]))
            check(s["device_memory_bytes"] == 4 * MIB,
                  "%s: device memory %d bytes (4 MiB)" % (tr, s["device_memory_bytes"]))
            check(s["kernel_launches"] == 10 and sum(s["kernel_launches_by_device"]) == 10,
                  "%s: 10 launches (%d, by device %s)" % (tr, s["kernel_launches"],
                                                         s["kernel_launches_by_device"]))
            check(s["calls_executing"] == 0 and s["calls_waiting"] == 0,
                  "%s: no call executing or waiting" % tr)
            check(s["calls"] >= 16, "%s: %d calls" % (tr, s["calls"]))
            # (a process on a VM's socket speaks unix:, so its data goes inline; the region is
            # the VM guest's, through ivshmem)
            inline = tr in ("unix", "shm-small", "vm", "vm-second", "tcp")
            check((s["bytes_in"] >= MIB and s["bytes_out"] >= MIB) == inline and
                  (s["bytes_region"] >= 2 * MIB) != inline,
                  "%s: the 1 MiB write and read %s (%d in, %d out, %d through the region)"
                  % (tr, "inline" if inline else "through the region", s["bytes_in"],
                     s["bytes_out"], s["bytes_region"]))
            check(s["start_ms"] <= j["daemon"]["now_ms"], "%s: start time" % tr)
        small = by_tr["shm-small"]
        check(small["region_size"] == 64 << 10 and small["fallbacks"]["bulk_inline"] >= 1,
              "shm-small: a region of 64 KiB and the transfers that did not fit counted (%s)"
              % small["fallbacks"])
        for tr in ("unix", "shm", "tcp"):
            check(by_tr[tr]["fallbacks"] == {"bulk_inline": 0, "no_rings": 0, "no_region": 0},
                  "%s: no fallback (%s)" % (tr, by_tr[tr]["fallbacks"]))
        noring = by_tr["shm-noring"]
        check(noring["ring_size"] == 0 and
              noring["fallbacks"] == {"bulk_inline": 0, "no_rings": 1, "no_region": 0},
              "shm-noring: no rings, counted (%s)" % noring["fallbacks"])
        # the first has the region, but a process speaks unix: (the region is for a VM guest's
        # ivshmem): its 1 MiB transfers went inline, a slower path, counted
        check(by_tr["vm"]["region_size"] == 1 << 20 and by_tr["vm"]["fallbacks"]["no_region"] == 0
              and by_tr["vm"]["fallbacks"]["bulk_inline"] >= 1,
              "vm: the VM's region (%d bytes), unused: %s" % (by_tr["vm"]["region_size"],
                                                             by_tr["vm"]["fallbacks"]))
        check(by_tr["vm-second"]["region_size"] == 0 and
              by_tr["vm-second"]["fallbacks"]["no_region"] == 1,
              "vm-second: the region's one slot (,slots=1) held by the first, counted (%s)" % by_tr["vm-second"]["fallbacks"])
        check(by_tr["shm"]["ring_size"] > 0 and by_tr["shm"]["region_size"] >= 64 * MIB,
              "shm: region %d bytes, rings %d" % (by_tr["shm"]["region_size"],
                                                 by_tr["shm"]["ring_size"]))
        for kind in ("bulk_inline", "no_rings", "no_region"):
            check(j["daemon"]["fallbacks"][kind] == sum(s["fallbacks"][kind] for s in sessions),
                  "the daemon's total of %s fallbacks: %d" % (kind, j["daemon"]["fallbacks"][kind]))
        check(len(j["devices"]) >= 1 and j["devices"][0]["name"] and
              sum(dv["kernel_launches"] for dv in j["devices"]) == 70,
              "devices: names and 70 launches in all (%s)" % j["devices"])
        # once per session (no_region: once per socket)
        for kind in ("bulk_inline", "no_rings", "no_region"):
            logged = [l for l in open(log) if "slower path (%s)" % kind in l]
            want = len([s for s in sessions if s["fallbacks"][kind]])
            check(len(logged) == want, "the fallback %s is logged once per session (%d lines, %d "
                  "sessions)" % (kind, len(logged), want))

        r = run([smi, "--control", ctl, "--prometheus"])
        check(r.returncode == 0, "--prometheus: status 0")
        try:
            samples = parse_prometheus(r.stdout)
            check(True, "--prometheus is valid exposition format (%d samples)" % len(samples))
            mem = [v for n, lab, v in samples if n == "virtcl_session_device_memory_bytes"]
            check(mem == [4.0 * MIB] * 7, "prometheus: device memory of the sessions %s" % mem)
            launches = [v for n, lab, v in samples if n == "virtcl_session_kernel_launches_total"]
            check(launches == [10.0] * 7, "prometheus: launches %s" % launches)
        except ValueError as e:
            print(r.stdout)
            check(False, "--prometheus is valid exposition format: %s" % e)
        promtool = shutil.which("promtool")
        if promtool:
            p = subprocess.run([promtool, "check", "metrics"], input=r.stdout, text=True,
                               capture_output=True)
            check(p.returncode == 0, "promtool check metrics: %s" % (p.stdout + p.stderr).strip())
        else:
            print("note: promtool not installed (Debian's prometheus package): checked with this "
                  "script's parser only")

        # --watch repeats until interrupted
        w = subprocess.Popen([smi, "--control", ctl, "--json", "--watch", "0.2"],
                             stdout=subprocess.PIPE, text=True)
        time.sleep(1.5)
        w.send_signal(signal.SIGINT)
        out = w.communicate(timeout=10)[0]
        check(len([l for l in out.splitlines() if l.startswith("{")]) >= 3,
              "--watch 0.2: repeated (%d answers in 1.5 s)" % len(out.splitlines()))

        # who may ask: root and the daemon's user only
        if os.getuid() != 0:
            other = None
        else:
            try:
                other = pwd.getpwnam("nobody")
            except KeyError:
                other = None
        if other is None:
            refused_checked = False
            print("note: not root (or no user nobody): the refusal of another user is not checked")
        else:
            refused_checked = True

            def as_other(args):
                def demote():
                    os.setgroups([])
                    os.setgid(other.pw_gid)
                    os.setuid(other.pw_uid)
                return subprocess.run(args, capture_output=True, text=True, timeout=30,
                                      preexec_fn=demote)
            r = as_other([smi, "--control", ctl])
            check(r.returncode == 1 and "Permission denied" in r.stderr,
                  "user nobody: the socket's mode refuses (%s)" % r.stderr.strip())
            os.chmod(ctl, 0o666)
            r = as_other([smi, "--control", ctl])
            check(r.returncode == 1 and "not allowed" in r.stderr and not r.stdout,
                  "user nobody, mode widened: the daemon refuses (SO_PEERCRED): %s"
                  % r.stderr.strip())
            os.chmod(ctl, 0o600)
            check(any("refused a control connection from uid %d" % other.pw_uid in l
                      for l in open(log)), "the refusal is logged")

        for g in guests:
            g.stdin.write("\n")
            g.stdin.flush()
            check(g.wait(timeout=30) == 0, "guest ended with status 0")
        guests = []
        for _ in range(100):
            j = json.loads(run([smi, "--control", ctl, "--json"]).stdout)
            if not j["sessions"]:
                break
            time.sleep(0.1)
        check(j["sessions"] == [] and j["daemon"]["sessions_total"] == 7,
              "the ended sessions are gone (%d started)" % j["daemon"]["sessions_total"])
        check(j["daemon"]["fallbacks"]["bulk_inline"] >= 1,
              "the ended session's fallbacks still counted")
    finally:
        for g in guests:
            g.kill()
        os.killpg(d.pid, signal.SIGTERM)
        try:
            d.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(d.pid, signal.SIGKILL)
            d.wait()
        # in a sanitizer build: no report from the daemon or a session (as harness.c's vt_finish)
        reports = [l for l in open(log) if "Sanitizer" in l or "runtime error:" in l]
        check(not reports, "no sanitizer report in the daemon's log %s" % reports[:3])
        if failures:
            print("--- virtcld log:")
            print(open(log).read())
        shutil.rmtree(tmp, ignore_errors=True)
    check(not os.path.exists(ctl), "the control socket is removed on stop")
    if failures:
        print("FAILED: %d check(s)" % len(failures))
        return 1
    if not refused_checked:
        skip("all else passed; the refusal of another user needs root")
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
