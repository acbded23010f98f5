#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# A hostile server for tests/e2e/servers.sh: it speaks virtcl's wire (src/protocol/vcl_wire.h)
# on a unix socket, announces a platform with no devices, and once the file TRIGGER exists sends
# on its notify channel what only another server could rightly send: callbacks with the callback
# IDs 1..200 (the application registered some with the other server) and then read data naming
# the event IDs 1..400 (the application has a non-blocking read pending on the other server).
# Usage: servers_fake.py SOCKET TRIGGER; servers_fake.py SOCKET --old-release: a daemon of another
# release (protocol version 1), which answers the HELLO with its own version and ends.
import os, socket, struct, sys, time

HELLO, WELCOME, CALLBACK, READ_DONE = 1000, 1001, 1004, 1005
MAGIC, VERSION = 0x314C4356, 1


def msg(op, payload, tag=0):
    return struct.pack("<IHHQ", len(payload), op, 0, tag) + payload


def recv_msg(c):
    h = b""
    while len(h) < 16:
        b = c.recv(16 - len(h))
        if not b:
            return None
        h += b
    size = struct.unpack("<IHHQ", h)[0]
    p = b""
    while len(p) < size:
        b = c.recv(size - len(p))
        if not b:
            return None
        p += b
    return p


path, trigger = sys.argv[1], sys.argv[2]
s = socket.socket(socket.AF_UNIX)
s.bind(path)
s.listen(4)
req, _ = s.accept()
hello = recv_msg(req)
if trigger == "--old-release":
    # a daemon of another release: its WELCOME has its own version; the front-end must say so
    req.sendall(msg(WELCOME, struct.pack("<2Q", MAGIC, VERSION)))
    time.sleep(1)
    sys.exit(0)
# the guest's own protocol version (a hostile server can always claim it)
version = struct.unpack_from("<Q", hello, 8)[0]
# api/opencl.api, msg WELCOME: token, platform, no devices (count 0, a present empty list), no region
req.sendall(msg(WELCOME, struct.pack("<9Q", MAGIC, version, 1, 2, (1 << 63) | 1, 0, 1, 0, 0)))
ntf, _ = s.accept()
recv_msg(ntf)
while not os.path.exists(trigger):
    time.sleep(0.05)
try:
    for i in range(1, 201):
        # msg CALLBACK: record ID, status, no errinfo, no private_info
        ntf.sendall(msg(CALLBACK, struct.pack("<Qi4x2Q", i, 0, 0, 0)))
    for i in range(1, 401):
        ntf.sendall(msg(READ_DONE, struct.pack("<Qi4x", i, 0)))
except OSError:
    pass  # the front-end ended this session: what it should do
time.sleep(30)
