#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A hostile element of the network between two virtcld daemons (servers_direct.sh).

  trickle_proxy.py MODE PORT TARGET_PORT IDENTITY

Listens on 127.0.0.1:PORT and forwards each connection to 127.0.0.1:TARGET_PORT (a daemon that
guests and its peers reach through it). A connection whose TLS ClientHello names IDENTITY (the
daemons' own key, --peer-psk-file: one daemon pulling from the other) is trickled - one byte a
second, within any per-read time-out - from the point MODE says; any other (a guest's) goes
through as it is. It holds no key: it only slows the daemons' own bytes down.

  handshake  towards the source from the first byte: the pulling daemon's helper and the
             source's pending connection both wait in the TLS handshake
  data       towards the puller after its first 4096 bytes (the handshake, the source's header
             and the start of the buffer's bytes): the pull waits for the rest

It never passes on an end: a side that closes is noted, the other kept open. For each trickled
connection it prints "peer N: the source|the puller closed it after S s" as that happens.
"""
import socket
import sys
import threading
import time

mode, port, target, ident = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].encode()
PASS_DATA = 4096


SAY = threading.Lock()


def say(*a):
    # one line whole: two connections' threads closing at once wrote "...10.0 speer 3: ..." (print
    # writes the text and its newline apart), which the test's parse then missed
    with SAY:
        sys.stdout.write(" ".join(str(x) for x in a) + "\n")
        sys.stdout.flush()


def client_hello(c):
    """The first TLS record from c, whole (header and body), or what came before the end."""
    b = b""
    while len(b) < 5 or len(b) < 5 + int.from_bytes(b[3:5], "big"):
        k = c.recv(65536)
        if not k:
            break
        b += k
    return b


class Pipe:
    """One direction: a reader takes everything src sends at once, a writer passes it to dst at
    full speed, or a byte a second once `passed` reaches `free` bytes."""

    def __init__(self, src, dst, free, name, n, t0):
        self.src, self.dst, self.free, self.name, self.n, self.t0 = src, dst, free, name, n, t0
        self.buf, self.passed, self.cv = bytearray(), 0, threading.Condition()
        threading.Thread(target=self.read, daemon=True).start()
        threading.Thread(target=self.write, daemon=True).start()

    def read(self):
        while True:
            try:
                k = self.src.recv(1 << 20)
            except OSError:
                k = b""
            if not k:
                if self.n is not None:
                    say("peer %d: %s closed it after %.1f s" % (self.n, self.name, time.monotonic() - self.t0))
                return
            with self.cv:
                self.buf += k
                self.cv.notify()

    def write(self):
        while True:
            with self.cv:
                while not self.buf:
                    self.cv.wait()
                if self.free is None or self.passed < self.free:
                    n = len(self.buf) if self.free is None else min(len(self.buf), self.free - self.passed)
                else:
                    n = 1
                out = bytes(self.buf[:n])
                del self.buf[:n]
            try:
                self.dst.sendall(out)
            except OSError:
                return
            self.passed += n
            if n == 1 and self.free is not None and self.passed > self.free:
                time.sleep(1)


def serve(c, n):
    t0 = time.monotonic()
    s = socket.create_connection(("127.0.0.1", target))
    first = client_hello(c)
    peer = ident in first
    # (free bytes towards the source, free bytes towards the puller): None all, 0 none
    free = {"handshake": (0, None), "data": (None, PASS_DATA)}[mode] if peer else (None, None)
    if peer:
        say("peer %d: trickling (%s)" % (n, mode))
    up = Pipe(c, s, free[0], "the puller", n if peer else None, t0)
    with up.cv:
        up.buf += first
        up.cv.notify()
    Pipe(s, c, free[1], "the source", n if peer else None, t0)


def main():
    l = socket.socket()
    l.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    l.bind(("127.0.0.1", port))
    l.listen(64)
    say("listening on %d (%s)" % (port, mode))
    n = 0
    while True:
        c, _ = l.accept()
        n += 1
        threading.Thread(target=serve, args=(c, n), daemon=True).start()


main()
