#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Record the fuzzer's seed corpus from real traffic.

Starts build/virtcld, puts a transparent unix-socket proxy in front of it, runs each scenario of
build/tests/fuzz/fuzz_seeds through libvirtcl against the proxy, and writes what the guest sent on
its request channel after HELLO (the 56 bytes the daemon's accept loop reads before the session
starts) to tests/fuzz/corpus/<scenario>. That is exactly the stream fuzz_session feeds to a
session (its WELCOME is the daemon's, so the platform and device IDs in it are the same).

    python3 tests/fuzz/record.py [BUILD_DIR]
"""
import os
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build"))
SCENARIOS = ["buffers", "kernel", "events", "images", "info"]
HELLO_BYTES = 16 + 40
OP_HELLO = 1000  # VCL_OP_HELLO, src/protocol/vcl_wire.h


def pump(src, dst, record):
    try:
        while True:
            b = src.recv(65536)
            if not b:
                break
            if record is not None:
                record.extend(b)
            dst.sendall(b)
    except OSError:
        pass
    for s in (dst,):
        try:
            s.shutdown(socket.SHUT_WR)
        except OSError:
            pass


def serve(lsock, daemon_path, streams, stop):
    while not stop.is_set():
        try:
            c, _ = lsock.accept()
        except OSError:
            return
        d = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        d.connect(daemon_path)
        rec = bytearray()
        streams.append(rec)
        threading.Thread(target=pump, args=(c, d, rec), daemon=True).start()
        threading.Thread(target=pump, args=(d, c, None), daemon=True).start()


def main():
    tmp = tempfile.mkdtemp(prefix="vcl-record.")
    dsock, psock = os.path.join(tmp, "d.sock"), os.path.join(tmp, "p.sock")
    env = dict(os.environ)
    daemon = subprocess.Popen([os.path.join(BUILD, "virtcld"), "--listen", "unix:" + dsock],
                              stderr=subprocess.DEVNULL)
    for _ in range(100):
        if os.path.exists(dsock):
            break
        time.sleep(0.05)
    lsock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    lsock.bind(psock)
    lsock.listen(16)
    streams, stop = [], threading.Event()
    threading.Thread(target=serve, args=(lsock, dsock, streams, stop), daemon=True).start()
    env.update(OCL_ICD_VENDORS=os.path.join(BUILD, "virtcl.icd"), VIRTCL_SERVER="unix:" + psock)
    out = os.path.join(ROOT, "tests", "fuzz", "corpus")
    os.makedirs(out, exist_ok=True)
    try:
        for sc in SCENARIOS:
            del streams[:]
            r = subprocess.run([os.path.join(BUILD, "tests", "fuzz", "fuzz_seeds"), sc], env=env)
            time.sleep(0.3)
            reqs = [s for s in streams if len(s) >= HELLO_BYTES and
                    struct.unpack_from("<IHHQQQQ", s, 0)[1] == OP_HELLO and
                    struct.unpack_from("<Q", s, 32)[0] == 1]  # role 1: the request channel
            if r.returncode or len(reqs) != 1:
                sys.exit(f"record.py: scenario {sc} failed ({r.returncode}, {len(reqs)} streams)")
            data = bytes(reqs[0][HELLO_BYTES:])
            with open(os.path.join(out, sc), "wb") as f:
                f.write(data)
            print(f"{sc}: {len(data)} bytes")
    finally:
        stop.set()
        lsock.close()
        daemon.terminate()
        daemon.wait()


if __name__ == "__main__":
    main()
