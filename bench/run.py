#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run the virtcl benchmarks natively and through virtcl, interleaved.

One command measures every configuration in the same run: for each repeat,
each benchmark runs once per configuration, back to back (native, then each
virtcl transport named on the command line; the starting configuration
rotates from one repeat to the next). Slow drifts of the machine -- another
job starting, the CPU clock, the page cache -- then hit every configuration
alike instead of whichever happened to run last. The figures reported are
medians over the repeats, and every virtcl figure is compared with the native
one of the same run.

For a virtcl configuration the driver starts the daemon itself, on a fresh
socket, before each benchmark process (or each group of concurrent processes)
and stops it afterwards, so one run cannot inherit another's state.

Results: bench/out/<host-tag>.json and .png (with --keep: bench/results/, the
results worth keeping in the repository); raw output of every process
and every daemon log under bench/out/<host-tag>-<time>/ (git-ignored).

Only the Python standard library is used, plus matplotlib for the plot
(Debian: apt-get install python3-matplotlib); without it the JSON is still
written. See bench/README.md for what each figure means.
"""

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import signal
import socket
import stat
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


def project_version():
    """virtcl's version: project(virtcl VERSION ...) in CMakeLists.txt, the one place it is set."""
    with open(os.path.join(REPO, "CMakeLists.txt"), encoding="utf-8") as f:
        m = re.search(r"project\(virtcl VERSION ([0-9.]+)", f.read())
    return m.group(1) if m else "unknown"


PROGRAMS = ["matmul", "nbody", "hotspot", "kmeans", "reduction", "sort", "fft"]
MICROS = ["roundtrip", "launch", "cmdbuf", "bandwidth", "build", "hol"]
# Problem-size presets of the programs (--size): "default" (seconds on the
# 2-core CPU device, full host reference checks) and "gpu" (>= 100 ms each
# natively on an NVIDIA H200; checks by invariants and sampled points).
SIZES = ["default", "gpu"]
# --only/--skip names standing for a group
GROUPS = {"programs": PROGRAMS, "micros": MICROS}


def program_key(prog, size):
    """The metric key of a program's time at a size preset; the default
    size keeps the key results from before the presets use."""
    if size == "default":
        return "program.%s.seconds" % prog
    return "program.%s.%s.seconds" % (prog, size)


def size_groups(ax, sizes):
    """Marks the programs panel's groups of bars by size preset, when it
    shows more than one: a dashed line between groups, the size above each.
    @sizes: the size of each bar group, in x order."""
    if len(set(sizes)) < 2:
        return
    import matplotlib.transforms as mtransforms
    trans = mtransforms.blended_transform_factory(ax.transData, ax.transAxes)
    start = 0
    for i in range(1, len(sizes) + 1):
        if i == len(sizes) or sizes[i] != sizes[start]:
            if start:
                ax.axvline(start - 0.5, color="0.4", ls="--", lw=0.8)
            ax.text((start + i - 1) / 2, 0.98, "--size %s" % sizes[start],
                    transform=trans, ha="center", va="top", fontsize=8,
                    color="0.3")
            start = i
ROUNDTRIP_OPS = ["event_status", "finish_after_write4", "finish_idle",
                 "device_info", "enqueue_write4", "marker_enqueue",
                 "event_status_settled"]

# Every process we start, so that an exception or ^C never leaves one behind.
LIVE = []


def is_native(config):
    """native, or native-<anything>: a second native configuration run as an
    A/A control, whose 'overhead' shows the noise floor of the run."""
    return config == "native" or config.startswith("native-")


def log(msg):
    print(msg, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------
# Processes


def kill_tree(proc, sig=signal.SIGTERM, grace=5.0):
    """Stop a child started with start_new_session=True, then reap it.

    Each child leads its own process group, so the signal reaches anything it
    spawned too (PoCL's worker threads die with it anyway); SIGKILL after
    the grace period, because a benchmark must never leave a process behind.
    """
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            pass
        try:
            proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait()
    if proc in LIVE:
        LIVE.remove(proc)
    return proc.returncode


def spawn(argv, env, out_path, err_path):
    """Starts argv with stdout and stderr appended to files (never pipes: a
    chatty child could fill one and stall while we wait for it)."""
    with open(out_path, "ab") as out, open(err_path, "ab") as err:
        proc = subprocess.Popen(argv, env=env, stdout=out, stderr=err,
                                stdin=subprocess.DEVNULL,
                                start_new_session=True)
    LIVE.append(proc)
    return proc


def free_port():
    """A loopback TCP port free now (its user binds it at once)."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def cleanup_all():
    for proc in list(LIVE):
        kill_tree(proc, signal.SIGKILL, grace=2.0)


class Daemon:
    """One virtcld serving one transport on a fresh socket.

    Readiness: the socket path exists and a connection to it succeeds. A probe
    connection that closes at once is something a daemon facing hostile
    guests must take in its stride; the alternative, parsing its log for a
    "listening" line, would tie this driver to a log format.
    """

    def __init__(self, binary, transport, env, workdir, logpath, extra=(), link_delay=None):
        self.binary = binary
        self.extra = list(extra)
        # tcp+Dms, tls+Dms: the guest reaches the daemon through link_delay, which adds D ms
        # to every round trip (half each way), as a link of that latency would
        m = re.match(r"^(tcp|tls)\+([0-9]+(?:\.[0-9]+)?)ms$", transport)
        self.rtt_us = round(float(m.group(2)) * 1000) if m else None
        self.link_delay = link_delay
        self.relay = None
        self.relay_port = None
        transport = m.group(1) if m else transport
        self.transport = transport
        self.env = env
        self.path = os.path.join(workdir, "virtcl-%s.sock" % transport)
        self.logpath = logpath
        self.proc = None
        self.port = None
        self.psk = os.path.join(workdir, "virtcl-bench.psk")
        if self.tcp:
            # a port free now (the daemon binds it at once); TLS: one
            # pre-shared key for the run (the record layer is the same as
            # with certificates, only the handshake differs)
            self.port = free_port()
            while self.rtt_us is not None and self.relay_port in (None, self.port):
                self.relay_port = free_port()
            if transport == "tls" and not os.path.exists(self.psk):
                fd = os.open(self.psk, os.O_WRONLY | os.O_CREAT, 0o600)
                os.write(fd, ("bench:%s\n" % os.urandom(32).hex()).encode())
                os.close(fd)

    @property
    def tcp(self):
        """tcp: plaintext over loopback (--insecure); tls: TLS 1.3 over
        loopback TCP."""
        return self.transport in ("tcp", "tls")

    @property
    def address(self):
        """VIRTCL_SERVER for the guest: shm: is the unix socket plus a
        shared-memory bulk area the front-end creates and hands over."""
        if self.tcp:
            return "tcp:127.0.0.1:%d" % (self.relay_port or self.port)
        return "%s:%s" % (self.transport, self.path)

    def client_env(self):
        """What the guest needs besides VIRTCL_SERVER."""
        if self.transport == "tcp":
            return {"VIRTCL_INSECURE": "1"}
        if self.transport == "tls":
            return {"VIRTCL_TLS_PSK_FILE": self.psk}
        return {}

    @property
    def listen(self):
        if self.transport == "shm":
            return "unix:%s" % self.path
        if self.tcp:
            return "tcp:127.0.0.1:%d" % self.port
        return self.address

    @property
    def listen_args(self):
        if self.transport == "tcp":
            return ["--insecure"]
        if self.transport == "tls":
            return ["--tls-psk-file", self.psk]
        return []

    def start(self, timeout=20.0):
        if os.path.lexists(self.path):
            os.unlink(self.path)
        self.proc = spawn([self.binary, "--listen", self.listen] + self.listen_args + self.extra,
                          self.env,
                          self.logpath, self.logpath)
        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError("virtcld exited with %s before listening "
                                   "(log: %s)" % (self.proc.returncode,
                                                  self.logpath))
            if self._ready():
                break
            if time.monotonic() > deadline:
                raise RuntimeError("virtcld not listening on %s after %.0f s "
                                   "(log: %s)" % (self.path, timeout,
                                                  self.logpath))
            time.sleep(0.005)
        if self.rtt_us is None:
            return
        if not self.link_delay or not os.access(self.link_delay, os.X_OK):
            raise RuntimeError("%s: no link_delay binary at %s" % (self.transport,
                                                                    self.link_delay))
        self.relay = spawn([self.link_delay, str(self.relay_port), str(self.port),
                            str(self.rtt_us)], self.env, self.logpath, self.logpath)
        while not self._ready(self.relay_port):
            if self.relay.poll() is not None:
                raise RuntimeError("link_delay exited with %s (log: %s)"
                                   % (self.relay.returncode, self.logpath))
            if time.monotonic() > deadline:
                raise RuntimeError("link_delay not listening after %.0f s" % timeout)
            time.sleep(0.005)

    def _ready(self, port=None):
        if self.tcp:
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            try:
                s.connect(("127.0.0.1", port or self.port))
                return True
            except OSError:
                return False
            finally:
                s.close()
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return False
        if not stat.S_ISSOCK(st.st_mode):
            # A transport that names a file rather than a socket: its
            # existence is all we can test.
            return True
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            s.connect(self.path)
            return True
        except OSError:
            return False
        finally:
            s.close()

    def stop(self):
        rc = None
        if self.proc is not None and self.env.get("VIRTCL_PROFILE", "0") not in ("", "0"):
            # a session logs its profile as it ends: let the sessions whose guests
            # have gone end on their own before the daemon's process group is killed
            self.wait_sessions_ended(3.0)
        if self.relay is not None:
            kill_tree(self.relay, signal.SIGKILL)
            self.relay = None
        if self.proc is not None:
            rc = kill_tree(self.proc, signal.SIGTERM)
            self.proc = None
        if os.path.lexists(self.path):
            os.unlink(self.path)
        return rc

    def wait_sessions_ended(self, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with open(self.logpath, "rb") as f:
                    text = f.read()
            except OSError:
                return
            if text.count(b": started") <= text.count(b": ended"):
                return
            time.sleep(0.05)


# --------------------------------------------------------------------------
# Jobs: what one benchmark process runs and which metrics it yields


class Metric:
    """One figure of one benchmark, e.g. bandwidth.read.4096 in GB/s."""

    def __init__(self, key, family, label, unit, better, **extra):
        self.key, self.family, self.label = key, family, label
        self.unit, self.better, self.extra = unit, better, extra


def parse_lines(text):
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("{"):
            out.append(json.loads(line))
    return out


class Job:
    def __init__(self, name, argv, env=None):
        self.name = name
        self.argv = argv
        self.env = env or {}

    def metrics(self, records):
        """[(Metric, value)] from the JSON records of one run."""
        raise NotImplementedError


class ProgramJob(Job):
    """One device-intensive program at one size preset; the job's name (run
    tags, log lines) carries the size when it is not the default."""
    def __init__(self, prog, argv, size="default", env=None):
        name = prog if size == "default" else "%s.%s" % (prog, size)
        super().__init__(name, argv + (["--size", size] if size != "default" else []), env)
        self.prog, self.size = prog, size

    def metrics(self, records):
        r = records[0]
        m = Metric(program_key(self.prog, self.size), "program",
                   self.prog, "s", "lower", n=r.get("n"),
                   iters=r.get("iters"), size=self.size,
                   check=r.get("check"))
        return [(m, r["seconds"])]


class RoundtripJob(Job):
    def metrics(self, records):
        out = []
        for r in records:
            op = r["op"]
            for stat_ in ("median_us", "p90_us"):
                out.append((Metric("roundtrip.%s.%s" % (op, stat_),
                                   "roundtrip", op, "us", "lower",
                                   stat=stat_, op=op), r[stat_]))
        return out


class LaunchJob(Job):
    def metrics(self, records):
        r = records[0]
        return [(Metric("launch.launches_per_s", "launch", "launches/s",
                        "1/s", "higher"), r["launches_per_s"]),
                (Metric("launch.enqueues_per_s", "launch", "enqueues/s",
                        "1/s", "higher"), r["enqueues_per_s"])]


class CmdbufJob(Job):
    """The same sequence of launches replayed: launch by launch, and as one
    cl_khr_command_buffer (nothing where the device has none)."""
    def metrics(self, records):
        r = records[0]
        if not r.get("ok"):
            return []
        return [(Metric("cmdbuf.plain_launches_per_s", "cmdbuf",
                        "sequence of %d, enqueued one by one" % r["sequence"],
                        "1/s", "higher"), r["plain_launches_per_s"]),
                (Metric("cmdbuf.cmdbuf_launches_per_s", "cmdbuf",
                        "sequence of %d, one command buffer" % r["sequence"],
                        "1/s", "higher"), r["cmdbuf_launches_per_s"])]


class HolJob(Job):
    """A 4-byte write + clFinish while another thread reads a large buffer
    (head-of-line blocking behind bulk data)."""
    def metrics(self, records):
        r = records[0]
        mb = r["bytes"] >> 20
        out = [(Metric("hol.%s" % k, "hol", "finish beside %d MiB reads, %s" % (mb, k),
                       "us", "lower", stat=k), r[k])
               for k in ("median_us", "p99_us", "max_us")]
        out.append((Metric("hol.bulk_gbps", "hol", "bulk reads beside it", "GB/s",
                           "higher"), r["bulk_gbps"]))
        return out


class BandwidthJob(Job):
    def metrics(self, records):
        return [(Metric("bandwidth.%s.%d" % (r["dir"], r["bytes"]),
                        "bandwidth", "%s %s" % (r["dir"], human(r["bytes"])),
                        "GB/s", "higher", dir=r["dir"], bytes=r["bytes"]),
                 r["gbps"]) for r in records]


class BuildJob(Job):
    def metrics(self, records):
        r = records[0]
        return [(Metric("build.median_ms", "build", "clBuildProgram", "ms",
                        "lower", source_bytes=r.get("source_bytes"),
                        pocl_kernel_cache=r.get("pocl_kernel_cache")),
                 r["median_ms"])]


def human(nbytes):
    for unit, div in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if nbytes >= div and nbytes % div == 0:
            return "%d %s" % (nbytes // div, unit)
    return "%d B" % nbytes


def make_jobs(bindir, args):
    q = ["--quick"] if args.quick else []
    micro = os.path.join(bindir, "micro")
    jobs = {
        "roundtrip": RoundtripJob("roundtrip", [micro, "roundtrip"] + q),
        "launch": LaunchJob("launch", [micro, "launch"] + q),
        "cmdbuf": CmdbufJob("cmdbuf", [micro, "cmdbuf"] + q),
        "bandwidth": BandwidthJob("bandwidth", [micro, "bandwidth"] + q),
        "hol": HolJob("hol", [micro, "hol"] + q),
        # Builds are compared with PoCL's kernel cache off on both sides: a
        # warm cache makes a build many times faster, so a cache in different
        # states would be measured instead of virtcl (MACHINE-NOTES.md).
        "build": BuildJob("build", [micro, "build"] + q,
                          env={"POCL_KERNEL_CACHE": "0"}),
    }
    out = [jobs[n] for n in MICROS if n in args.only]
    smoke = ["--smoke"] if args.smoke else []
    for size in args.sizes:
        out += [ProgramJob(p, [os.path.join(bindir, p)] + q + smoke, size)
                for p in PROGRAMS if p in args.only]
    return out


# --------------------------------------------------------------------------
# Configurations


class Runner:
    def __init__(self, args, bindir, outdir):
        self.args = args
        self.bindir = bindir
        self.outdir = outdir
        self.tmp = tempfile.mkdtemp(prefix="vcl-bench-")
        self.failures = []
        self.devices = {}
        self.counter = 0

    def base_env(self, extra):
        env = dict(os.environ)
        env.pop("VIRTCL_SERVER", None)
        if self.args.native_icd:
            env["OCL_ICD_VENDORS"] = self.args.native_icd
        if self.args.native_lib:
            env["OCL_ICD_FILENAMES"] = self.args.native_lib
        env.update(extra)
        return env

    def client_env(self, config, daemon, extra):
        env = self.base_env(extra)
        if not is_native(config):
            env["OCL_ICD_VENDORS"] = self.args.virtcl_icd
            if self.args.native_lib:
                env["OCL_ICD_FILENAMES"] = os.path.join(self.args.build, "libvirtcl.so")
            env["VIRTCL_SERVER"] = daemon.address
            env.update(daemon.client_env())
        return env

    def start_daemon(self, config, extra, tag):
        if is_native(config):
            return None
        # The daemon is the host side: it must load the native platform, never
        # the virtcl ICD (which would loop back to itself), and it gets the
        # job's environment too (POCL_KERNEL_CACHE for the build benchmark).
        d = Daemon(self.args.virtcld, config, self.base_env(extra), self.tmp,
                   os.path.join(self.outdir, "%s.virtcld.log" % tag),
                   self.args.daemon_arg, os.path.join(self.bindir, "link_delay"))
        try:
            d.start()
        except BaseException:
            # a daemon that runs while its relay failed (or that never became ready) would
            # otherwise run on until the end of the whole run (cleanup_all)
            d.stop()
            raise
        return d

    def stop_daemon(self, daemon, tag):
        if daemon is None:
            return
        rc = daemon.stop()
        # -SIGTERM is the expected way out; anything else (a crash while
        # serving, say) is worth knowing about even if the client succeeded.
        if rc not in (0, -signal.SIGTERM, None):
            self.fail(tag, "virtcld exited with %s" % rc)

    def fail(self, tag, why, stderr_path=None):
        tail = ""
        if stderr_path and os.path.exists(stderr_path):
            with open(stderr_path, "rb") as f:
                tail = f.read()[-2000:].decode("utf-8", "replace")
        self.failures.append({"run": tag, "why": why, "stderr_tail": tail})
        log("  FAILED %s: %s%s" % (tag, why, ("\n    " + tail.strip().replace(
            "\n", "\n    ")) if tail.strip() else ""))

    def run_one(self, job, config, rep, extra_argv=(), nproc=1, sync=False):
        """Runs job under config; returns the list of per-process records
        lists (one per process) or None on failure."""
        self.counter += 1
        tag = "%03d-%s-%s-r%d%s" % (self.counter, job.name, config, rep,
                                    "-x%d" % nproc if nproc > 1 or sync
                                    else "")
        daemon = None
        procs = []
        try:
            try:
                daemon = self.start_daemon(config, job.env, tag)
            except RuntimeError as e:
                self.fail(tag, str(e))
                return None
            env = self.client_env(config, daemon, job.env)
            syncdir = tempfile.mkdtemp(dir=self.tmp) if sync else None
            argv = list(job.argv) + list(extra_argv)
            if syncdir:
                argv += ["--sync", syncdir]
            for i in range(nproc):
                out = os.path.join(self.outdir, "%s.%d.out" % (tag, i))
                err = os.path.join(self.outdir, "%s.%d.err" % (tag, i))
                procs.append((spawn(argv, env, out, err), out, err))
            deadline = time.monotonic() + self.args.timeout
            if syncdir:
                if not self.release_barrier(syncdir, procs, deadline, tag):
                    return None
            results = []
            for proc, out, err in procs:
                left = max(1.0, deadline - time.monotonic())
                try:
                    rc = proc.wait(timeout=left)
                except subprocess.TimeoutExpired:
                    kill_tree(proc, signal.SIGKILL)
                    self.fail(tag, "timed out after %d s" % self.args.timeout,
                              err)
                    return None
                LIVE.remove(proc)
                with open(out, "r", encoding="utf-8", errors="replace") as f:
                    text = f.read()
                try:
                    records = parse_lines(text)
                except ValueError as e:
                    self.fail(tag, "unparsable output: %s" % e, err)
                    return None
                if rc != 0:
                    why = {1: "result did not match the CPU reference",
                           2: "an OpenCL call failed"}.get(rc, "exit %s" % rc)
                    self.fail(tag, why, err)
                    return None
                if records and all(r.get("skipped") for r in records):
                    # the device lacks what the benchmark measures (e.g. a
                    # native driver without cl_khr_command_buffer): no figure,
                    # and not a failure
                    log("  SKIPPED %s: %s" % (tag, records[0].get("reason", "")))
                    return None
                if not records or not all(r.get("ok") for r in records):
                    self.fail(tag, "no result or ok=false", err)
                    return None
                dev = records[0].get("device")
                if dev:
                    self.devices.setdefault(config, dev)
                results.append(records)
            return results
        finally:
            for proc, _, _ in procs:
                if proc.poll() is None or proc in LIVE:
                    kill_tree(proc, signal.SIGKILL)
            self.stop_daemon(daemon, tag)

    def release_barrier(self, syncdir, procs, deadline, tag):
        """Waits until every process has finished its warm-up, then lets
        them all start their timed region together."""
        n = len(procs)
        while True:
            ready = [f for f in os.listdir(syncdir) if f.startswith("ready.")]
            if len(ready) >= n:
                break
            for proc, _, err in procs:
                if proc.poll() is not None:
                    self.fail(tag, "a process exited (%s) before the start "
                              "barrier" % proc.returncode, err)
                    return False
            if time.monotonic() > deadline:
                self.fail(tag, "start barrier timed out")
                return False
            time.sleep(0.002)
        open(os.path.join(syncdir, "go"), "w").close()
        return True

    def close(self):
        shutil.rmtree(self.tmp, ignore_errors=True)


def rotated(configs, rep):
    k = rep % len(configs)
    return configs[k:] + configs[:k]


# --------------------------------------------------------------------------
# Aggregation


def overhead(ratio, better):
    """Percent by which a configuration is worse than native; positive is
    worse whichever way the metric runs (time up, or throughput down)."""
    if better == "lower":
        return (ratio - 1.0) * 100.0
    return (1.0 / ratio - 1.0) * 100.0 if ratio else float("inf")


def summarize(by_rep, better, configs):
    """by_rep: {config: {repeat: value}} -> the JSON entry of one metric.

    Besides the ratio of medians, each repeat's virtcl value is paired with
    the native value of the same repeat: the two ran back to back, so the
    spread of these paired overheads shows how steady the comparison is
    (the plot's whiskers on overhead bars).
    """
    values = {c: [v for _, v in sorted(r.items())] for c, r in by_rep.items()}
    med = {c: statistics.median(v) for c, v in values.items() if v}
    out = {"values": values, "median": med,
           "min": {c: min(v) for c, v in values.items() if v},
           "max": {c: max(v) for c, v in values.items() if v},
           "ratio_to_native": {}, "overhead_pct": {},
           "paired_overhead_pct": {}}
    nat = med.get("native")
    for c in configs:
        if c == "native" or c not in med or not nat:
            continue
        ratio = med[c] / nat
        out["ratio_to_native"][c] = ratio
        out["overhead_pct"][c] = overhead(ratio, better)
        pairs = [(by_rep["native"][r], v) for r, v in sorted(by_rep[c].items())
                 if r in by_rep.get("native", {}) and by_rep["native"][r]]
        out["paired_overhead_pct"][c] = [overhead(v / n, better)
                                         for n, v in pairs]
    return out


def machine_info():
    info = {"hostname": socket.gethostname(), "kernel": platform.release(),
            "python": platform.python_version(), "nproc": os.cpu_count()}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    info["cpu"] = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        with open("/proc/meminfo") as f:
            kb = int(f.readline().split()[1])
        info["memory_gib"] = round(kb / (1 << 20), 1)
    except (OSError, ValueError, IndexError):
        pass
    try:
        info["git_commit"] = subprocess.run(
            ["git", "-C", REPO, "rev-parse", "HEAD"], capture_output=True,
            text=True, timeout=10).stdout.strip() or None
        # uncommitted changes to tracked files: the figures are not
        # exactly those of git_commit
        info["git_dirty"] = bool(subprocess.run(
            ["git", "-C", REPO, "status", "--porcelain", "--untracked-files=no"],
            capture_output=True, text=True, timeout=10).stdout.strip())
    except (OSError, subprocess.SubprocessError):
        info["git_commit"] = None
    return info


def loadavg():
    try:
        return os.getloadavg()[0]
    except OSError:
        return None


# --------------------------------------------------------------------------
# Plot


DEBIAN_PYTHON = "/usr/bin/python3"


def plot(result, path, json_path=None):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        # Debian's python3-matplotlib lives in the system interpreter; a
        # python3 earlier on PATH (pyenv, a venv) does not see it. Draw the
        # plot with the system interpreter rather than fail.
        if (json_path and os.path.exists(DEBIAN_PYTHON) and
                os.path.realpath(sys.executable) !=
                os.path.realpath(DEBIAN_PYTHON)):
            r = subprocess.run([DEBIAN_PYTHON, os.path.abspath(__file__),
                                "--plot-only", json_path, "--plot-out", path])
            if r.returncode == 0:
                return True
        log("matplotlib missing (Debian: apt-get install python3-matplotlib): "
            "no plot written")
        return False

    configs = result["configs"]
    colors = {c: plt.cm.tab10(i) for i, c in enumerate(configs)}
    metrics = result["metrics"]
    fig, axes = plt.subplots(2, 3, figsize=(19, 10.5))
    fig.suptitle("virtcl benchmarks on %s (%s) -- %s run, sizes %s, %d repeats, "
                 "medians; whiskers: min..max over repeats\n%s, commit %s, load average "
                 "%s at start" % (result["host_tag"],
                                  result.get("device") or "?",
                                  result["mode"],
                                  "+".join(result.get("sizes", ["default"])),
                                  result["repeats"],
                                  result["date"],
                                  (result.get("machine", {}).get("git_commit")
                                   or "?")[:12],
                                  fmt_load(result.get("load_average", {})
                                           .get("start"))),
                 fontsize=11, y=0.995)

    def grouped_bars(ax, keys, labels, unit, logy=False):
        width = 0.8 / max(1, len(configs))
        xs = range(len(keys))
        for i, c in enumerate(configs):
            meds, lo, hi = [], [], []
            for k in keys:
                m = metrics.get(k)
                v = m["median"].get(c) if m else None
                meds.append(v if v is not None else 0.0)
                lo.append((v - m["min"][c]) if v is not None else 0.0)
                hi.append((m["max"][c] - v) if v is not None else 0.0)
            pos = [x + (i - (len(configs) - 1) / 2) * width for x in xs]
            ax.bar(pos, meds, width, color=colors[c], label=c,
                   yerr=[lo, hi], capsize=2, ecolor="0.3")
            for x, k, v in zip(pos, keys, meds):
                m = metrics.get(k)
                if not m or c not in m["median"]:
                    continue
                ax.annotate(fmt(v), (x, v), ha="center", va="bottom",
                            fontsize=7, rotation=90 if len(keys) > 3 else 0,
                            xytext=(0, 2), textcoords="offset points")
        ax.set_xticks(list(xs))
        ax.set_xticklabels(labels, fontsize=8, rotation=20, ha="right")
        ax.set_ylabel(unit)
        if logy:
            ax.set_yscale("log")
        ax.legend(fontsize=8)
        ax.grid(axis="y", alpha=0.3)

    # (1) round trips
    ax = axes[0][0]
    ops = [o for o in ROUNDTRIP_OPS
           if "roundtrip.%s.median_us" % o in metrics]
    if ops:
        grouped_bars(ax, ["roundtrip.%s.median_us" % o for o in ops], ops,
                     "µs (median of per-call medians)", logy=True)
        ax.set_title("Round trip latency (lower is better)")
    else:
        empty(ax, "Round trip latency", "not run")

    # (2) launches/s
    ax = axes[0][1]
    keys = [k for k in ("launch.launches_per_s", "launch.enqueues_per_s")
            if k in metrics]
    if keys:
        grouped_bars(ax, keys, ["launch + clFinish", "enqueue only"],
                     "kernel launches / s", logy=True)
        ax.set_title("Kernel launch rate, trivial kernel (higher is better)")
    else:
        empty(ax, "Kernel launch rate", "not run")

    # (3) bandwidth vs size
    ax = axes[0][2]
    bw = [m for k, m in metrics.items() if m["family"] == "bandwidth"]
    if bw:
        for c in configs:
            for d, style in (("write", "-"), ("read", "--")):
                pts = sorted((m["bytes"], m["median"][c]) for m in bw
                             if m["dir"] == d and c in m["median"])
                if pts:
                    ax.plot([p[0] for p in pts], [p[1] for p in pts], style,
                            marker="o", ms=3, color=colors[c],
                            label="%s %s" % (c, d))
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        sizes = sorted({m["bytes"] for m in bw})
        ax.set_xticks(sizes)
        ax.set_xticklabels([human(s).replace(" ", "") for s in sizes],
                           fontsize=8, rotation=30)
        ax.set_xlabel("transfer size (blocking)")
        ax.set_ylabel("GB/s (1e9 B/s)")
        ax.set_title("Host<->device bandwidth (higher is better)")
        ax.legend(fontsize=8)
        ax.grid(alpha=0.3, which="both")
    else:
        empty(ax, "Bandwidth", "not run")

    # (4) build
    ax = axes[1][0]
    if "build.median_ms" in metrics:
        grouped_bars(ax, ["build.median_ms"], ["medium source (~4.7 KB)"],
                     "ms")
        ax.set_title("clBuildProgram, POCL_KERNEL_CACHE=0 (lower is better)")
    else:
        empty(ax, "Build time", "not run")

    # (5) device-intensive programs
    ax = axes[1][1]
    # (key, label) of every program time measured, default size first
    progs = [(program_key(p, z), p) for z in SIZES
             for p in PROGRAMS if program_key(p, z) in metrics]
    prog_sizes = [metrics[k].get("size", "default") for k, _ in progs]
    virt = [c for c in configs if c != "native"]
    if progs and virt:
        width = 0.8 / len(virt)
        for i, c in enumerate(virt):
            vals = [metrics[k]["overhead_pct"].get(c, 0.0) for k, _ in progs]
            pos = [x + (i - (len(virt) - 1) / 2) * width
                   for x in range(len(progs))]
            lo, hi = [], []
            for (k, _), v in zip(progs, vals):
                pw = metrics[k].get("paired_overhead_pct", {}).get(c) or [v]
                lo.append(max(0.0, v - min(pw)))
                hi.append(max(0.0, max(pw) - v))
            ax.bar(pos, vals, width, color=colors[c], label=c,
                   yerr=[lo, hi], capsize=2, ecolor="0.3")
            for x, v in zip(pos, vals):
                ax.annotate("%+.1f%%" % v, (x, v), ha="center",
                            va="bottom" if v >= 0 else "top", fontsize=7,
                            xytext=(0, 2 if v >= 0 else -2),
                            textcoords="offset points")
        ax.axhline(0, color="0.2", lw=0.8)
        ax.set_xticks(range(len(progs)))
        ax.set_xticklabels([lb for _, lb in progs], fontsize=8, rotation=30,
                           ha="right")
        size_groups(ax, prog_sizes)
        ax.set_ylabel("time overhead vs native, %")
        ax.set_title("Device-intensive programs: overhead of medians\n"
                     "(lower is better; whiskers: per-repeat paired overhead)",
                     fontsize=10)
        ax.legend(fontsize=8)
        ax.grid(axis="y", alpha=0.3)
    elif progs:
        # both sizes: ms beside seconds, hence a log scale
        grouped_bars(ax, [k for k, _ in progs], [lb for _, lb in progs],
                     "seconds (timed region)",
                     logy=len(set(prog_sizes)) > 1)
        size_groups(ax, prog_sizes)
        ax.set_title("Device-intensive programs, native only: seconds\n"
                     "(overhead % appears once a virtcl config is run)",
                     fontsize=10)
    else:
        empty(ax, "Device-intensive programs", "not run")

    # (6) concurrent guests
    ax = axes[1][2]
    conc = result.get("concurrency")
    if conc and conc.get("throughput"):
        ns = conc["n"]
        for c in configs:
            t = conc["throughput"].get(c)
            if not t:
                continue
            pts = [(n, t[str(n)]["median"]) for n in ns
                   if str(n) in t and t[str(n)]["median"] is not None]
            ax.plot([p[0] for p in pts], [p[1] for p in pts], "-o",
                    color=colors[c], label=c)
            if c != "native":
                for n, v in pts:
                    r = conc["ratio_to_native"].get(c, {}).get(str(n))
                    if r is not None:
                        ax.annotate("x%.2f" % r, (n, v), fontsize=7,
                                    xytext=(3, 3), textcoords="offset points")
        ax.set_xscale("log", base=2)
        ax.set_xticks(ns)
        ax.set_xticklabels([str(n) for n in ns])
        ax.set_ylim(bottom=0)
        ax.set_xlabel("concurrent processes (guests)")
        ax.set_ylabel("aggregate runs / s")
        ax.set_title("Concurrent %s processes: aggregate throughput\n"
                     "(higher is better; x = ratio to native)"
                     % conc["program"], fontsize=10)
        ax.legend(fontsize=8)
        ax.grid(alpha=0.3, which="both")
    else:
        empty(ax, "Concurrent guests", "not run")

    fig.tight_layout(rect=(0, 0, 1, 0.96))
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def fmt_load(v):
    return "?" if v is None else "%.2f" % v


def empty(ax, title, text):
    ax.set_title(title)
    ax.text(0.5, 0.5, text, ha="center", va="center", transform=ax.transAxes,
            color="0.5")
    ax.set_xticks([])
    ax.set_yticks([])


def fmt(v):
    if v >= 1e6:
        return "%.2fM" % (v / 1e6)
    if v >= 1e4:
        return "%.0fk" % (v / 1e3)
    if v >= 100:
        return "%.0f" % v
    if v >= 1:
        return "%.2f" % v
    return "%.3g" % v


# --------------------------------------------------------------------------
# Main


def parse_args(argv):
    ap = argparse.ArgumentParser(
        description="Run the virtcl benchmarks, native and through virtcl "
        "interleaved; write bench/out/<tag>.json and .png (--keep: bench/results/).")
    ap.add_argument("--build", default=os.path.join(REPO, "build"),
                    help="virtcl build directory with virtcld and "
                    "virtcl.icd (default: %(default)s)")
    ap.add_argument("--bin", help="directory of the benchmark binaries "
                    "(default: BUILD/bench)")
    ap.add_argument("--configs", default="native",
                    help="comma-separated: native plus virtcl transports, "
                    "e.g. native,unix,shm; native-<x> is a second native "
                    "configuration, an A/A control that shows the noise "
                    "floor; tcp+Dms / tls+Dms (e.g. tls+1ms): through a relay "
                    "that adds D ms to every round trip (bench/programs/"
                    "link_delay.c) (default: %(default)s)")
    ap.add_argument("--quick", action="store_true",
                    help="small sizes and 3 repeats: a smoke test in minutes")
    ap.add_argument("--size", choices=SIZES + ["both"], default="default",
                    help="problem-size preset of the device-intensive programs: "
                    "default, gpu (>= 100 ms each natively on an NVIDIA H200, "
                    "checked by invariants and sampled points) or both, each "
                    "program at both sizes in one run (default: %(default)s; "
                    "micro benchmarks and the concurrency mode are the same "
                    "at every size)")
    ap.add_argument("-r", "--repeats", type=int,
                    help="repeats per configuration (default 5, quick 3)")
    ap.add_argument("--smoke", action="store_true",
                    help="programs at the quick sizes but with the --size preset's "
                    "check (--size gpu --smoke: the gpu run's plumbing and "
                    "checks in minutes on a CPU device; figures meaningless)")
    ap.add_argument("--only", help="comma-separated subset of: %s, "
                    "concurrency; 'programs' and 'micros' name those groups"
                    % ",".join(MICROS + PROGRAMS))
    ap.add_argument("--skip", default="", help="comma-separated names to "
                    "leave out (same names as --only)")
    ap.add_argument("--concurrency", default="1,2,4,8",
                    help="process counts for the concurrent-guest mode "
                    "(default: %(default)s)")
    ap.add_argument("--conc-program", default="kmeans", choices=PROGRAMS,
                    help="program run concurrently (default: %(default)s)")
    ap.add_argument("--conc-size", default="default", choices=SIZES,
                    help="size preset of the concurrent program (default: "
                    "%(default)s; gpu: each process keeps the GPU busy)")
    ap.add_argument("--conc-repeats", type=int,
                    help="repeats of the concurrent mode (default 3)")
    ap.add_argument("--tag", help="host tag naming the result files "
                    "(default: the host name)")
    ap.add_argument("--results", default=None,
                    help="directory for <tag>.json and <tag>.png (default: bench/out, "
                    "or bench/results with --keep)")
    ap.add_argument("--keep", action="store_true",
                    help="write the result into bench/results/, to be committed")
    ap.add_argument("--native-icd",
                    default="/etc/OpenCL/vendors/pocl.icd"
                    if os.path.exists("/etc/OpenCL/vendors/pocl.icd") else "",
                    help="OCL_ICD_VENDORS for native runs and for the daemon "
                    "(default: %(default)s; empty: leave the environment's)")
    ap.add_argument("--native-lib", default="",
                    help="an ICD library for native runs and the daemon, named by "
                    "OCL_ICD_FILENAMES (for loaders that ignore OCL_ICD_VENDORS, as on the "
                    "GPU machine); virtcl's clients then get BUILD/libvirtcl.so the same way")
    ap.add_argument("--daemon-arg", action="append", default=[],
                    help="one more argument for virtcld (repeatable), e.g. "
                    "--daemon-arg=--no-sandbox where bubblewrap is missing")
    ap.add_argument("--timeout", type=int, default=600,
                    help="seconds one benchmark run may take")
    ap.add_argument("-V", "--version", action="version",
                    version="%(prog)s (virtcl) " + project_version())
    ap.add_argument("--plot-only", metavar="JSON",
                    help="redraw the plot of an earlier result file")
    ap.add_argument("--plot-out", metavar="PNG",
                    help="with --plot-only: where to write the plot "
                    "(default: the JSON path with .png)")
    a = ap.parse_args(argv)
    a.configs = [c for c in a.configs.split(",") if c]
    if "native" not in a.configs:
        ap.error("--configs must include native: every figure is compared "
                 "with it")
    if len(set(a.configs)) != len(a.configs):
        ap.error("--configs lists a configuration twice")
    a.configs.remove("native")
    a.configs.insert(0, "native")
    bad = [c for c in a.configs if not is_native(c) and
           not re.match(r"^(unix|shm|tcp|tls)$|^(tcp|tls)\+[0-9]+(\.[0-9]+)?ms$", c)]
    if bad:
        ap.error("unknown configuration(s): %s (native, native-<x>, unix, shm, tcp, tls, "
                 "tcp+Dms, tls+Dms)" % ", ".join(bad))
    known = set(MICROS + PROGRAMS + ["concurrency"])

    def names(text):
        out = set()
        for n in (x for x in text.split(",") if x):
            out |= set(GROUPS.get(n, [n]))
        return out
    a.only = names(a.only) if a.only else set(known)
    a.skip = names(a.skip)
    bad = (a.only | a.skip) - known
    if bad:
        ap.error("unknown benchmark(s): %s" % ", ".join(sorted(bad)))
    a.only -= a.skip
    a.concurrency = [int(n) for n in a.concurrency.split(",") if n]
    if a.quick and a.size != "default":
        ap.error("--quick is a size of its own: leave out --size %s" % a.size)
    a.sizes = SIZES if a.size == "both" else [a.size]
    if a.repeats is None:
        a.repeats = 3 if a.quick else 5
    if a.conc_repeats is None:
        a.conc_repeats = 3
    if a.repeats < 1 or a.conc_repeats < 1:
        ap.error("repeats must be at least 1")
    a.virtcld = os.path.join(a.build, "virtcld")
    a.virtcl_icd = os.path.join(a.build, "virtcl.icd")
    if not a.tag:
        a.tag = "".join(ch if ch.isalnum() or ch in "-_." else "_"
                        for ch in socket.gethostname()) or "host"
    if a.results is None:
        a.results = os.path.join(HERE, "results" if a.keep else "out")
    return a


def on_sigterm(signum, frame):
    """SIGTERM (`timeout`, a job's end) ends a run as Ctrl-C does: what was
    measured is written and every child's process group is killed. Python's
    default would end at once and leave the running benchmark and daemons
    behind, loading the machine under the next run's figures (an H200 run
    stopped by `timeout` left a `micro hol` running that halved the next
    run's native bandwidth)."""
    raise KeyboardInterrupt


def main(argv):
    signal.signal(signal.SIGTERM, on_sigterm)
    args = parse_args(argv)
    os.makedirs(args.results, exist_ok=True)
    json_path = os.path.join(args.results, args.tag + ".json")
    png_path = os.path.join(args.results, args.tag + ".png")
    if args.plot_only:
        with open(args.plot_only) as f:
            result = json.load(f)
        out = args.plot_out or os.path.splitext(args.plot_only)[0] + ".png"
        return 0 if plot(result, out, args.plot_only) else 1

    bindir = args.bin or os.path.join(args.build, "bench")
    missing = [p for p in PROGRAMS + ["micro"]
               if not os.access(os.path.join(bindir, p), os.X_OK)]
    if missing:
        log("benchmark binaries missing in %s: %s\nbuild them first: cmake -S "
            ". -B build && cmake --build build (or cmake -S bench -B DIR and "
            "pass --bin DIR)" % (bindir, ", ".join(missing)))
        return 2
    virt = [c for c in args.configs if not is_native(c)]
    if virt:
        for path in (args.virtcld, args.virtcl_icd):
            if not os.path.exists(path):
                log("%s does not exist: build virtcl first, or measure the "
                    "native side alone with --configs native" % path)
                return 2

    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    outdir = os.path.join(HERE, "out", "%s-%s" % (args.tag, stamp))
    os.makedirs(outdir, exist_ok=True)
    jobs = make_jobs(bindir, args)
    runner = Runner(args, bindir, outdir)
    load_start = loadavg()
    if load_start is not None and load_start > 0.5 * (os.cpu_count() or 1):
        log("warning: load average %.2f before starting; other work on this "
            "machine will add noise (interleaving spreads it evenly, it does "
            "not remove it)" % load_start)

    samples = {}   # key -> {"meta": Metric, "values": {cfg: [..]}}
    conc_raw = {}  # cfg -> n -> [throughput]
    conc_secs = {}  # cfg -> n -> [mean per-process seconds]
    t_start = time.monotonic()
    try:
        for rep in range(args.repeats):
            for job in jobs:
                for cfg in rotated(args.configs, rep):
                    log("[rep %d/%d] %-10s %-8s" % (rep + 1, args.repeats,
                                                    job.name, cfg))
                    res = runner.run_one(job, cfg, rep)
                    if res is None:
                        continue
                    for m, v in job.metrics(res[0]):
                        s = samples.setdefault(m.key, {"meta": m,
                                                       "values": {}})
                        s["values"].setdefault(cfg, {})[rep] = v
        if "concurrency" in args.only:
            prog = ProgramJob(args.conc_program,
                              [os.path.join(bindir, args.conc_program)] +
                              (["--quick"] if args.quick else []),
                              size="default" if args.quick else args.conc_size)
            for rep in range(args.conc_repeats):
                for n in args.concurrency:
                    for cfg in rotated(args.configs, rep):
                        log("[conc rep %d/%d] %s x%d %-8s"
                            % (rep + 1, args.conc_repeats, prog.name, n, cfg))
                        res = runner.run_one(prog, cfg, rep, nproc=n,
                                             sync=True)
                        if res is None:
                            continue
                        t0 = min(r[0]["t0"] for r in res)
                        t1 = max(r[0]["t1"] for r in res)
                        conc_raw.setdefault(cfg, {}).setdefault(
                            n, []).append(n / (t1 - t0))
                        conc_secs.setdefault(cfg, {}).setdefault(
                            n, []).append(statistics.mean(
                                r[0]["seconds"] for r in res))
    except KeyboardInterrupt:
        log("interrupted: writing what was measured so far")
    finally:
        cleanup_all()
        runner.close()

    metrics = {}
    for key, s in samples.items():
        m = s["meta"]
        entry = {"family": m.family, "label": m.label, "unit": m.unit,
                 "better": m.better}
        entry.update(m.extra)
        entry.update(summarize(s["values"], m.better, args.configs))
        metrics[key] = entry

    concurrency = None
    if conc_raw:
        concurrency = {"program": args.conc_program, "n": args.concurrency,
                       "size": "quick" if args.quick else args.conc_size,
                       "unit": "runs/s", "better": "higher",
                       "throughput": {}, "mean_process_seconds": {},
                       "ratio_to_native": {}}
        for cfg, by_n in conc_raw.items():
            concurrency["throughput"][cfg] = {
                str(n): {"values": v, "median": statistics.median(v)}
                for n, v in by_n.items()}
            concurrency["mean_process_seconds"][cfg] = {
                str(n): statistics.median(v)
                for n, v in conc_secs[cfg].items()}
        nat = concurrency["throughput"].get("native", {})
        for cfg in args.configs[1:]:
            t = concurrency["throughput"].get(cfg, {})
            concurrency["ratio_to_native"][cfg] = {
                n: t[n]["median"] / nat[n]["median"]
                for n in t if n in nat and nat[n]["median"]}

    result = {
        "schema": "virtcl-bench/1",
        "host_tag": args.tag,
        "date": datetime.datetime.now().astimezone().isoformat(
            timespec="seconds"),
        "mode": "quick" if args.quick else "full",
        "sizes": ["quick"] if args.quick else args.sizes,
        "smoke": args.smoke,
        "repeats": args.repeats,
        "configs": args.configs,
        "device": runner.devices.get("native"),
        "devices": runner.devices,
        "machine": machine_info(),
        "load_average": {"start": load_start, "end": loadavg()},
        "wall_seconds": round(time.monotonic() - t_start, 1),
        "raw_output": os.path.relpath(outdir, REPO),
        "native_icd": args.native_icd or None,
        "native_lib": args.native_lib or None,
        "metrics": metrics,
        "concurrency": concurrency,
        "failures": runner.failures,
    }
    if len(set(runner.devices.values())) > 1:
        log("warning: configurations ran on different devices: %s"
            % runner.devices)
    with open(json_path, "w") as f:
        json.dump(result, f, indent=1, sort_keys=False)
        f.write("\n")
    log("wrote %s" % json_path)
    if plot(result, png_path, json_path):
        log("wrote %s" % png_path)
    print_summary(result)
    return 1 if runner.failures else 0


def print_summary(result):
    configs = result["configs"]
    rows = []
    for key in sorted(result["metrics"]):
        m = result["metrics"][key]
        if key.endswith(".p90_us"):
            continue
        cells = []
        for c in configs:
            v = m["median"].get(c)
            cell = "-" if v is None else fmt(v)
            if c != "native" and c in m["ratio_to_native"]:
                cell += " (x%.3g)" % m["ratio_to_native"][c]
            cells.append(cell)
        rows.append(["%s [%s]" % (key, m["unit"])] + cells)
    conc = result.get("concurrency")
    if conc:
        for n in conc["n"]:
            cells = []
            for c in configs:
                t = conc["throughput"].get(c, {}).get(str(n))
                cell = "-" if t is None else "%.3g" % t["median"]
                r = conc["ratio_to_native"].get(c, {}).get(str(n))
                if r is not None:
                    cell += " (x%.2f)" % r
                cells.append(cell)
            rows.append(["concurrency.%s.x%d [runs/s]" % (conc["program"], n)]
                        + cells)
    print("medians; (xR) = configuration / native, for times and rates alike")
    widths = [max(len(r[i]) for r in rows + [["metric"] + configs])
              for i in range(len(configs) + 1)]
    head = ["metric"] + configs
    print("  ".join(h.ljust(w) for h, w in zip(head, widths)))
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)))
    if result["failures"]:
        print("%d run(s) failed; see %s" % (len(result["failures"]),
                                            result["raw_output"]))


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    finally:
        cleanup_all()
