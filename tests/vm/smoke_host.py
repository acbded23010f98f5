#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Host half of tests/vm/smoke.sh (standard library only).

    smoke_host.py --socket PATH --shm FILE --shm-size BYTES -- QEMU_RUN_COMMAND...

Listens on the unix socket PATH (QEMU connects to it as a client), creates the
shared-memory file with "host-shm" at offset 64, runs QEMU_RUN_COMMAND (a
qemu-run.sh invocation using that socket and file), reads the guest's
"hello-port" line from the socket, answers "hello-guest", waits for the VM to
end and checks that the guest wrote "hello-shm" at offset 0 of the file.
Exit status 0 when everything held, else the VM's status or 1.
"""
import argparse
import os
import socket
import subprocess
import sys
import time

HOST_OFF = 64
HOST_MSG = b"host-shm\0"
SHM_MSG = b"hello-shm\0"
PORT_MSG = b"hello-port\n"
REPLY = b"hello-guest\n"


def log(msg):
    print(f"smoke_host: {msg}", file=sys.stderr, flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--socket", required=True)
    ap.add_argument("--shm", required=True)
    ap.add_argument("--shm-size", type=int, required=True)
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    cmd = args.cmd[1:] if args.cmd[:1] == ["--"] else args.cmd
    if not cmd:
        ap.error("no qemu-run command")

    with open(args.shm, "wb") as f:
        f.truncate(args.shm_size)
        f.seek(HOST_OFF)
        f.write(HOST_MSG)

    if os.path.exists(args.socket):
        os.unlink(args.socket)
    srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    srv.bind(args.socket)
    srv.listen(1)
    srv.settimeout(0.2)

    deadline = time.monotonic() + args.timeout
    vm = subprocess.Popen(cmd)
    conn = None
    buf = b""
    ok_port = False
    try:
        while time.monotonic() < deadline:
            if vm.poll() is not None:
                break
            if conn is None:
                try:
                    conn, _ = srv.accept()
                    conn.settimeout(0.2)
                    log("QEMU connected to the socket")
                except socket.timeout:
                    continue
            try:
                data = conn.recv(4096)
            except socket.timeout:
                continue
            if not data:
                log("QEMU closed the socket")
                conn.close()
                conn = None
                continue
            buf += data
            if b"\n" in buf:
                line, _, buf = buf.partition(b"\n")
                if line + b"\n" == PORT_MSG:
                    log("got hello-port from the guest, replying")
                    conn.sendall(REPLY)
                    ok_port = True
                else:
                    log(f"unexpected line from the guest: {line!r}")
        try:
            rc = vm.wait(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            log("VM still running at the deadline, killing it")
            vm.kill()
            rc = vm.wait()
    finally:
        if vm.poll() is None:
            vm.kill()
            vm.wait()
        if conn is not None:
            conn.close()
        srv.close()
        os.unlink(args.socket)

    with open(args.shm, "rb") as f:
        head = f.read(len(SHM_MSG))
    ok_shm = head == SHM_MSG
    log(f"port line received: {ok_port}; shm file starts with hello-shm: {ok_shm} ({head!r}); "
        f"VM exit status {rc}")
    if rc != 0:
        return rc
    return 0 if ok_port and ok_shm else 1


if __name__ == "__main__":
    sys.exit(main())
