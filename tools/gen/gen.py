#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""virtcl code generator: api/opencl.api + api/gles.api -> src/{protocol,frontend,backend}/gen/*.

Emits, from the API tables (one opcode space, one vn_ops table, one back-end dispatch), each file
beside the layer it belongs to (LAYER), so the wire description depends on neither side:
  src/protocol/gen/  vn_protocol.h / vn_protocol.c  opcodes, handle types, per-call flags,
                                                    info-handle table
                     vn_args.h                      typed argument structs of the calls flagged `args`
                                                    and of virtcl's own messages (`msg`)
  src/frontend/gen/  vn_frontend.h / vn_frontend.c  front-end stubs (vcl_fe_*) and the ICD dispatch
                                                    table
                     vn_enc.c                       the OpenCL calls' encoders (vn_enc_*: of the
                                                    calls flagged `args` and of the generated stubs),
                                                    the ICD's and the raw-wire test's (hostile.c)
                     vn_gl.h / vn_gl_frontend.c     GL stubs (vcl_gl_*) and the name table the EGL
                                                    vendor library answers eglGetProcAddress from
  src/backend/gen/   vn_backend.h / vn_backend.c    back-end decoders (vn_be_*) and the dispatch table
                     vn_gl_backend.c                GL decoders, calling the host's GLES
  docs/api-status.md, docs/protocol.md  every entry point's status; the wire, call by call
GL prototypes come from the Khronos registry (gl.xml, Debian's khronos-api); api/gles.api says
what the registry cannot (pointer lengths, which calls wait).

Usage: gen.py [--check] [--root DIR] [--registry GL_XML] [--table API --out DIR]
  --check  regenerate into memory and fail (exit 1) if any committed file differs.
  --table  a small OpenCL table (tests/gen: the generator's golden test) whose files go to --out,
           in one folder per layer (protocol/, frontend/, backend/, docs/).
Standard library only.
"""
import argparse
import difflib
import os
import re
import shlex
import sys
import xml.etree.ElementTree as ET

KINDS = {"val", "obj", "objs", "arr", "buf", "str", "props", "out", "outbuf", "outarr",
         "newobj", "err", "cb", "udata", "any", "syncs", "syncpt", "none", "fixed", "data", "blobs", "lens", "outall", "newids", "argval", "svmptr", "files", "strs",
         "attribs", "bufs", "glctx"}
FLAGS = {"sync", "async", "block", "info", "hand", "hand_be", "local", "spec", "launch", "check", "draw", "track",
         "ext", "record", "settles", "args", "hostext", "after"}
# An internal message (msg): its flags, and the kinds its items may have (each with a typed form).
MSG_FLAGS = {"sync", "async", "notify", "tail", "hello"}
MSG_KINDS = {"val", "obj", "objs", "newobj", "buf", "str", "arr"}
# Items of a reply (reply lines), after the i32 result.
REPLY_KINDS = {"val", "arr", "strs", "bufs", "buf"}
GL_KINDS = {"arr", "buf", "str", "strs", "img", "outimg", "off", "out", "outbuf", "outarr"}
BANNER = "/* generated from api/opencl.api by tools/gen/gen.py, do not edit */\n"
GL_BANNER = "/* generated from api/gles.api and the Khronos registry (gl.xml) by tools/gen/gen.py, do not edit */\n"
GL_XML = "/usr/share/khronos-api/gl.xml"

# Order of struct _cl_icd_dispatch in CL/cl_icd.h (OpenCL-Headers). None = a slot virtcl leaves
# NULL: Direct3D, DX9 media, EGL and the cl_ext_device_fission/cl_khr_gl_event extension entry
# points, none of which a Linux guest can reach through the loader without virtcl advertising them.
DISPATCH_ORDER = """
clGetPlatformIDs clGetPlatformInfo clGetDeviceIDs clGetDeviceInfo clCreateContext
clCreateContextFromType clRetainContext clReleaseContext clGetContextInfo clCreateCommandQueue
clRetainCommandQueue clReleaseCommandQueue clGetCommandQueueInfo clSetCommandQueueProperty
clCreateBuffer clCreateImage2D clCreateImage3D clRetainMemObject clReleaseMemObject
clGetSupportedImageFormats clGetMemObjectInfo clGetImageInfo clCreateSampler clRetainSampler
clReleaseSampler clGetSamplerInfo clCreateProgramWithSource clCreateProgramWithBinary
clRetainProgram clReleaseProgram clBuildProgram clUnloadCompiler clGetProgramInfo
clGetProgramBuildInfo clCreateKernel clCreateKernelsInProgram clRetainKernel clReleaseKernel
clSetKernelArg clGetKernelInfo clGetKernelWorkGroupInfo clWaitForEvents clGetEventInfo
clRetainEvent clReleaseEvent clGetEventProfilingInfo clFlush clFinish clEnqueueReadBuffer
clEnqueueWriteBuffer clEnqueueCopyBuffer clEnqueueReadImage clEnqueueWriteImage
clEnqueueCopyImage clEnqueueCopyImageToBuffer clEnqueueCopyBufferToImage clEnqueueMapBuffer
clEnqueueMapImage clEnqueueUnmapMemObject clEnqueueNDRangeKernel clEnqueueTask
clEnqueueNativeKernel clEnqueueMarker clEnqueueWaitForEvents clEnqueueBarrier
clGetExtensionFunctionAddress clCreateFromGLBuffer clCreateFromGLTexture2D
clCreateFromGLTexture3D clCreateFromGLRenderbuffer clGetGLObjectInfo clGetGLTextureInfo
clEnqueueAcquireGLObjects clEnqueueReleaseGLObjects clGetGLContextInfoKHR
-clGetDeviceIDsFromD3D10KHR -clCreateFromD3D10BufferKHR -clCreateFromD3D10Texture2DKHR
-clCreateFromD3D10Texture3DKHR -clEnqueueAcquireD3D10ObjectsKHR -clEnqueueReleaseD3D10ObjectsKHR
clSetEventCallback clCreateSubBuffer clSetMemObjectDestructorCallback clCreateUserEvent
clSetUserEventStatus clEnqueueReadBufferRect clEnqueueWriteBufferRect clEnqueueCopyBufferRect
-clCreateSubDevicesEXT -clRetainDeviceEXT -clReleaseDeviceEXT -clCreateEventFromGLsyncKHR
clCreateSubDevices clRetainDevice clReleaseDevice clCreateImage clCreateProgramWithBuiltInKernels
clCompileProgram clLinkProgram clUnloadPlatformCompiler clGetKernelArgInfo clEnqueueFillBuffer
clEnqueueFillImage clEnqueueMigrateMemObjects clEnqueueMarkerWithWaitList
clEnqueueBarrierWithWaitList clGetExtensionFunctionAddressForPlatform clCreateFromGLTexture
-clGetDeviceIDsFromD3D11KHR -clCreateFromD3D11BufferKHR -clCreateFromD3D11Texture2DKHR
-clCreateFromD3D11Texture3DKHR -clCreateFromDX9MediaSurfaceKHR -clEnqueueAcquireD3D11ObjectsKHR
-clEnqueueReleaseD3D11ObjectsKHR -clGetDeviceIDsFromDX9MediaAdapterKHR
-clEnqueueAcquireDX9MediaSurfacesKHR -clEnqueueReleaseDX9MediaSurfacesKHR
-clCreateFromEGLImageKHR -clEnqueueAcquireEGLObjectsKHR -clEnqueueReleaseEGLObjectsKHR
-clCreateEventFromEGLSyncKHR
clCreateCommandQueueWithProperties clCreatePipe clGetPipeInfo clSVMAlloc clSVMFree
clEnqueueSVMFree clEnqueueSVMMemcpy clEnqueueSVMMemFill clEnqueueSVMMap clEnqueueSVMUnmap
clCreateSamplerWithProperties clSetKernelArgSVMPointer clSetKernelExecInfo
clGetKernelSubGroupInfoKHR clCloneKernel clCreateProgramWithIL clEnqueueSVMMigrateMem
clGetDeviceAndHostTimer clGetHostTimer clGetKernelSubGroupInfo clSetDefaultDeviceCommandQueue
clSetProgramReleaseCallback clSetProgramSpecializationConstant clCreateBufferWithProperties
clCreateImageWithProperties clSetContextDestructorCallback
""".split()


class Param:
    def __init__(self, name, ctype, kind, attrs):
        self.name, self.ctype, self.kind = name, ctype, kind
        self.attrs = {}
        self.flags = set()
        for a in attrs:
            if "=" in a:
                k, v = a.split("=", 1)
                self.attrs[k] = v
            else:
                self.flags.add(a)

    @property
    def elem(self):
        """Element type of a pointer parameter: 'const size_t*' -> 'size_t'."""
        t = self.ctype.replace("const ", "").strip()
        assert t.endswith("*"), self.ctype
        return t[:-1].strip()


class Fn:
    def __init__(self, op, name, ret, flags, line, api="cl"):
        self.op, self.name, self.ret, self.line, self.api = int(op), name, ret, line, api
        self.flags = set()
        self.attrs = {}
        for f in flags:
            if "=" in f:
                k, v = f.split("=", 1)
                self.attrs[k] = v
            else:
                if f not in FLAGS:
                    sys.exit(f"api line {line}: unknown flag {f}")
                self.flags.add(f)
        self.params = []
        self.reply = []        # reply items of a hand-written stub's call (reply lines)
        self.egl_err = False   # an EGL call: its reply's result is the EGL error, after i32 0
        self.cproto = None  # a GL call flagged args: the registry's parameters (its C prototype)

    def has(self, f):
        return f in self.flags

    @property
    def refuse(self):
        return self.attrs.get("refuse")

    @property
    def aliases(self):
        """Other names of a GL call (alias=A,B: an extension's suffixed entry points)."""
        return [a for a in self.attrs.get("alias", "").split(",") if a]

    @property
    def create(self):
        return self.attrs.get("create")

    @property
    def wire(self):
        """Calls that travel on the wire and get a generated or hand-written back-end handler."""
        return not self.has("local") and not self.refuse

    @property
    def cparams(self):
        """The parameters of the C function: not the wire items a hand-written stub adds (extra)."""
        return [p for p in self.params if "extra" not in p.flags]

    def proto(self, prefix):
        ps = ", ".join(f"{p.ctype} {p.name}" if not p.ctype.endswith("*") else f"{p.ctype}{p.name}"
                       for p in self.cparams) or "void"
        ret = self.ret if not self.ret.endswith("*") else self.ret
        sep = "" if ret.endswith("*") else " "
        return f"{ret}{sep}CL_API_CALL {prefix}{self.name}({ps})"


def gl_registry(path):
    """{command name: (return C type, [(parameter C type, name)])} from the Khronos registry."""
    def ctype(e):
        t = (e.text or "") + "".join((c.text or "") + (c.tail or "") for c in e if c.tag != "name")
        return " ".join(t.split()).replace(" *", "*").replace("*", " *").replace(" * ", " *").strip()
    out = {}
    for c in ET.parse(path).getroot().find("commands"):
        proto = c.find("proto")
        name = proto.find("name").text
        ret = " ".join("".join(proto.itertext()).replace(name, "").split())
        out[name] = (ret, [(ctype(p), p.find("name").text) for p in c.findall("param")])
    return out


class Api:
    def __init__(self, path, gl_path=None, registry=GL_XML, full=True):
        self.full = full       # the whole OpenCL table (False: a golden test's small one)
        self.types = []        # (tag, ctype, err, retain, release)
        self.fns = []
        self.msgs = []         # internal messages (msg): opcodes 1000-1099, VCL_OP_<NAME>
        self.infoh = []        # (fn, param, tag, is_array)
        self.parse(path)
        if gl_path:
            self.reg = gl_registry(registry)
            self.parse(gl_path)
        self.check()

    def parse(self, path):
        cur = None
        with open(path) as f:
            for n, raw in enumerate(f, 1):
                line = raw.split("#", 1)[0].rstrip()
                if not line.strip():
                    continue
                tok = line.split()
                if not raw[0].isspace():
                    cur = None
                    if tok[0] == "type":
                        self.types.append(tuple(tok[1:6]))
                    elif tok[0] == "fn":
                        cur = Fn(tok[1], tok[2], tok[3], tok[4:], n)
                        self.fns.append(cur)
                    elif tok[0] == "msg":
                        # msg OPCODE NAME sync|async|notify [tail] [why="TEXT"] [reply="TEXT"]: quoted
                        # text may hold spaces
                        tok = shlex.split(line)
                        fl = tok[3:]
                        bad = [x for x in fl if "=" not in x and x not in MSG_FLAGS]
                        if bad or len(tok) < 3:
                            sys.exit(f"{path}:{n}: msg: bad flags {' '.join(bad)}")
                        cur = Fn(tok[1], "msg_" + tok[2].lower(), "void", [x for x in fl if "=" in x], n, "msg")
                        cur.flags = {x for x in fl if "=" not in x}
                        cur.msg = tok[2]
                        self.msgs.append(cur)
                    elif tok[0] == "infoh":
                        self.infoh.append((tok[1], tok[2], tok[3], len(tok) > 4 and tok[4] == "array"))
                    elif tok[0] in ("egl", "wire"):
                        # egl/wire OPCODE NAME [FLAGS] [reply="TEXT"]: quoted text may hold spaces
                        tok = shlex.split(line)
                        cur = Fn(tok[1], tok[2], "EGLBoolean", ["hand", "hand_be"] + tok[3:], n, "egl")
                        # an egl entry's reply starts with i32 0 and the host's EGL error (its result)
                        cur.egl_err = tok[0] == "egl"
                        self.fns.append(cur)
                    elif tok[0] == "gl":
                        if tok[2] not in self.reg:
                            sys.exit(f"{path}:{n}: {tok[2]} is not in the registry")
                        ret, ps = self.reg[tok[2]]
                        cur = Fn(tok[1], tok[2], ret, tok[3:], n, "gl")
                        cur.params = [Param(pn, pt, "val", []) for pt, pn in ps]
                        # alias=A,B: extension names of the same command (the registry's alias),
                        # answered by the same stub
                        for a in cur.aliases:
                            # the same parameters (a KHR name's GLDEBUGPROCKHR is GLDEBUGPROC's twin)
                            if a not in self.reg or self.reg[a][0] != ret or [q[1] for q in self.reg[a][1]] != [q[1] for q in ps]:
                                sys.exit(f"{path}:{n}: alias {a} of {tok[2]} is not in the registry with its parameters")
                        if cur.has("args"):
                            # the wire items are the table's (NAME CTYPE KIND ATTRS, as an OpenCL
                            # call's); the registry's parameters stay the C prototype's
                            cur.cproto = cur.params
                            cur.params = []
                        self.fns.append(cur)
                    else:
                        sys.exit(f"api line {n}: unknown directive {tok[0]}")
                elif cur is not None and cur.api == "gl" and not cur.has("args"):
                    # a pointer parameter of a GL call: NAME KIND [ATTRS]; its C type is the registry's
                    p = next((q for q in cur.params if q.name == tok[0]), None)
                    if p is None or tok[1] not in GL_KINDS:
                        sys.exit(f"{path}:{n}: {cur.name} has no parameter {tok[0]} or {tok[1]} is no GL kind")
                    cur.params[cur.params.index(p)] = Param(p.name, p.ctype, tok[1], tok[2:])
                elif tok[0] == "reply":
                    # reply NAME C-TYPE KIND [ATTRS]: an item of the reply, after the i32 result
                    if cur is None or len(tok) < 4:
                        sys.exit(f"{path}:{n}: reply outside fn or msg, or without a kind")
                    k = next((i for i in range(3, len(tok)) if tok[i] in REPLY_KINDS), None)
                    if k is None:
                        sys.exit(f"{path}:{n}: reply item without a kind of {sorted(REPLY_KINDS)}")
                    cur.reply.append(Param(tok[1], " ".join(tok[2:k]), tok[k], tok[k + 1:]))
                else:
                    if cur is None:
                        sys.exit(f"api line {n}: parameter outside fn")
                    k = next((i for i in range(2, len(tok)) if tok[i] in KINDS), None)
                    if k is None:
                        sys.exit(f"api line {n}: no parameter kind")
                    cur.params.append(Param(tok[0], " ".join(tok[1:k]), tok[k], tok[k + 1:]))

    @property
    def cl_fns(self):
        return [f for f in self.fns if f.api == "cl"]

    def tag_of_ctype(self, ctype):
        base = ctype.replace("const ", "").replace("*", "").strip()
        for t in self.types:
            if t[1] == base:
                return t[0]
        return None

    def check(self):
        ops = set()
        names = {f.name for f in self.fns}
        for f in self.fns:
            if f.op in ops:
                sys.exit(f"api: opcode {f.op} used twice")
            ops.add(f.op)
            if f.api != "cl":
                if not (200 <= f.op < 1000):
                    sys.exit(f"api: {f.name}: EGL/GL opcodes are 200-999")
                if f.has("args"):
                    if not f.has("hand_be") or not f.has("hand"):
                        sys.exit(f"api: {f.name}: args is for calls hand-written on both sides")
                    bad = [p.name for p in f.params if p.kind in ("any", "obj", "objs", "props", "blobs", "argval",
                                                                 "newids", "files", "cb", "udata")]
                    if bad:
                        sys.exit(f"api: {f.name}: {', '.join(bad)}: no EGL/GL wire kind")
                    continue
                if f.api == "egl" and f.params:
                    sys.exit(f"api: {f.name}: items of an EGL entry need args")
                for p in f.params:
                    if p.kind == "val" and "*" in p.ctype and not f.has("hand") and not f.refuse:
                        sys.exit(f"api: {f.name}: pointer parameter {p.name} is not described")
                continue
            if f.has("args"):
                if not f.has("hand_be"):
                    sys.exit(f"api: {f.name}: args is for calls with a hand-written back-end handler")
                bad = [p.name for p in f.params if p.kind == "any"]
                if bad:
                    sys.exit(f"api: {f.name}: args, but {', '.join(bad)} has no wire kind")
            if any("extra" in p.flags for p in f.params) and not (f.has("args") and f.has("hand")):
                sys.exit(f"api: {f.name}: an extra item needs args and a hand-written stub (it adds it)")
            if f.attrs.get("as") and (f.has("hand_be") or not f.has("hand")):
                sys.exit(f"api: {f.name}: as= is for a hand-written stub that sends another call")
            seen = set()
            for p in f.params:
                for key in ("count", "size"):
                    ref = p.attrs.get(key)
                    if ref and not ref.isdigit() and ref not in {q.name for q in f.params}:
                        sys.exit(f"{f.name}: {p.name} {key}={ref} names no parameter")
                    # The back-end decodes in order: a length must come before what it measures,
                    # except buf whose length travels with it (fill pattern, IL).
                    if ref and not ref.isdigit() and ref not in seen and p.kind not in ("buf",):
                        sys.exit(f"{f.name}: {p.name} {key}={ref} must follow its length")
                if p.kind in ("obj", "objs") and not self.tag_of_ctype(p.ctype):
                    sys.exit(f"{f.name}: {p.name} is {p.kind} but {p.ctype} is no handle type")
                seen.add(p.name)
        for f in self.msgs:
            if f.op in ops or not (1000 <= f.op < 1100):
                sys.exit(f"api: msg {f.msg}: opcode {f.op} is used twice or outside 1000-1099")
            ops.add(f.op)
            if len(f.flags & {"sync", "async", "notify", "hello"}) != 1:
                sys.exit(f"api: msg {f.msg}: say sync, async, notify or hello")
            if (f.has("notify") or f.has("hello")) and any(
                    p.kind not in ("val", "buf", "str", "arr") or "opt" in p.flags for p in f.params):
                sys.exit(f"api: msg {f.msg}: a notification's or handshake's items are val, buf, str "
                         "or arr (not opt)")
            if f.has("tail") and not f.has("notify"):
                sys.exit(f"api: msg {f.msg}: tail is for notifications")
            if f.attrs.get("on", "notify") not in ("notify", "request") or (
                    "on" in f.attrs and not f.has("notify")):
                sys.exit(f"api: msg {f.msg}: on=notify|request is for notifications")
            if f.has("hello") and [(p.name, p.ctype, p.kind) for p in f.params[:2]] != [
                    ("magic", "uint64_t", "val"), ("version", "uint64_t", "val")]:
                # the handshake's frozen prefix (vcl_wire.h): every release can read it
                sys.exit(f"api: msg {f.msg}: a handshake starts with magic uint64_t val, "
                         "version uint64_t val")
            for p in f.params:
                if p.kind not in MSG_KINDS:
                    sys.exit(f"api: msg {f.msg}: {p.name}: kind {p.kind} is not for messages")
                if p.kind == "obj" and not self.tag_of_ctype(p.ctype):
                    sys.exit(f"api: msg {f.msg}: {p.name} is obj but {p.ctype} is no handle type")
                if "opt" in p.flags and p is not f.params[-1]:
                    sys.exit(f"api: msg {f.msg}: {p.name}: only the last item may be opt")
        for f in self.fns + self.msgs:
            seen = {}
            for r in f.reply:
                if not (f.has("hand") and f.has("args")) and f.api != "msg":
                    sys.exit(f"api: {f.name}: reply items are for hand-written stubs with args")
                c = r.attrs.get("count")
                for k in ("want",) + (("max",) if r.kind == "buf" else ()):
                    if k in r.attrs and not any(q.name == r.attrs[k] for q in f.params):
                        sys.exit(f"api: {f.name}: reply {r.name}: {k}={r.attrs[k]} names no parameter of the request")
                if r.kind not in ("val", "buf"):
                    req = next((q for q in f.params if q.name == c), None)
                    cnt = seen.get(c)
                    if r.kind == "arr" and not (req or cnt):
                        sys.exit(f"api: {f.name}: reply {r.name}: count={c} names no parameter or reply val")
                    if r.kind in ("strs", "bufs") and not (cnt and "max" in cnt.attrs):
                        sys.exit(f"api: {f.name}: reply {r.name}: count={c} must name a reply val with max=N")
                seen[r.name] = r
        if any(f.op >= 200 for f in self.fns if f.api == "cl"):
            sys.exit("api: OpenCL opcodes stay below 200")
        for d in DISPATCH_ORDER if self.full else []:
            if not d.startswith("-") and d not in names:
                sys.exit(f"api: dispatch slot {d} has no table entry")
        for fn, _, tag, _ in self.infoh:
            if fn not in names or tag not in [t[0] for t in self.types]:
                sys.exit(f"api: bad infoh {fn} {tag}")


def T(tag):
    return "VN_T_" + tag.upper()


# The layer each generated file belongs to: src/<layer>/gen/ holds it. protocol: the wire description
# alone, including nothing of either side (tests/layers.sh checks it; vcl_core's include path has
# neither src/frontend nor src/backend); frontend/backend: code that includes that side's headers
# (vcl_fe.h, vcl_be.h) or declares what only that side defines.
LAYER = {
    "vn_protocol.h": "protocol", "vn_protocol.c": "protocol", "vn_args.h": "protocol",
    "vn_frontend.h": "frontend", "vn_frontend.c": "frontend", "vn_enc.c": "frontend",
    "vn_gl.h": "frontend", "vn_gl_frontend.c": "frontend",
    "vn_backend.h": "backend", "vn_backend.c": "backend", "vn_gl_backend.c": "backend",
}


def OP(f):
    return "VN_OP_" + f.name


# ------------------------------------------------------------------------------------------------
def proto_hash(outs):
    """FNV-1a (64 bits) of the generated wire code (every encoder, decoder and argument struct):
    a change of any message's shape changes it, a change of a comment in the table does not."""
    h = 0xcbf29ce484222325
    for name in sorted(outs):
        if name.endswith(".c") or name == "vn_args.h" or name == "vn_gl.h":
            for b in outs[name].encode():
                h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
    return h


def gen_protocol_h(api, phash=None):
    o = [BANNER, "#ifndef VN_PROTOCOL_H\n#define VN_PROTOCOL_H\n\n#include <stdint.h>\n#include <stdbool.h>\n\n"]
    if phash is not None:
        o.append("/* The generated wire code's hash (gen.py proto_hash): part of VCL_PROTO_VERSION, so a\n"
                 " * guest library and a daemon built from different tables refuse each other clearly. */\n")
        o.append(f"#define VN_PROTO_HASH 0x{phash:016x}ull\n\n")
    o.append("/* Handle types. 0 is no type. */\nenum vn_type {\n    VN_T_NONE = 0,\n")
    for i, t in enumerate(api.types, 1):
        o.append(f"    {T(t[0])} = {i},\n")
    o.append(f"    VN_T_COUNT = {len(api.types) + 1},\n}};\n\n")
    o.append("/* Opcodes: fixed numbers from the API table, part of the wire protocol. */\nenum vn_op {\n")
    for f in sorted(api.fns, key=lambda f: f.op):
        o.append(f"    {OP(f)} = {f.op},\n")
    mx = max(f.op for f in api.fns)
    o.append(f"    VN_OP_TABLE_MAX = {mx},\n}};\n\n")
    o.append("#define VN_OPF_WIRE  0x1u /* travels on the wire */\n")
    o.append("#define VN_OPF_ASYNC 0x2u /* no reply */\n")
    o.append("#define VN_OPF_BLOCK 0x4u /* may block on the host: run off the session reader */\n")
    o.append("#define VN_OPF_INFO  0x8u /* clGet*Info query */\n")
    o.append("#define VN_OPF_SPEC  0x10u /* may be sent without waiting once the same call succeeded */\n")
    o.append("#define VN_OPF_ENQUEUE 0x20u /* enqueues a command (clEnqueue*): a later clFinish must reach the host */\n\n")
    o.append("struct vn_op_desc {\n    const char *name;\n    uint32_t flags;\n};\n\n")
    o.append("struct vn_type_desc {\n    const char *name;\n    int32_t invalid_error;\n};\n\n")
    o.append("struct vn_infoh {\n    uint16_t op;\n    uint32_t param;\n    uint8_t type;\n    bool array;\n};\n\n")
    o.append(f"extern const struct vn_op_desc vn_ops[{mx + 1}];\n")
    o.append("extern const struct vn_type_desc vn_types[VN_T_COUNT];\n")
    o.append(f"extern const struct vn_infoh vn_infoh[{len(api.infoh)}];\n")
    o.append(f"#define VN_INFOH_COUNT {len(api.infoh)}\n\n")
    if api.msgs:
        o.append("/* virtcl's own messages described by the table (msg; opcodes VCL_OP_NAME of vcl_wire.h):\n"
                 " * VN_OPF_WIRE, with VN_OPF_ASYNC for one without a reply, for those the front-end sends;\n"
                 " * 0 for any other opcode (a notification included). */\n"
                 "uint32_t vn_msg_flags(uint32_t op);\n\n")
    o.append("/* Is op a table opcode (1..VN_OP_TABLE_MAX with an entry)? Safe on any 32-bit value. */\n")
    o.append("static inline bool vn_op_valid(uint32_t op)\n{\n    return op >= 1 && op <= VN_OP_TABLE_MAX && vn_ops[op].name != 0;\n}\n\n")
    o.append("#endif\n")
    return "".join(o)


def gen_protocol_c(api):
    o = [BANNER, "#include <errno.h>\n\n" if hs_msgs(api) else "", '#include "vcl_cl.h"\n#include "vn_protocol.h"\n']
    o.append('#include "vcl_wire.h"\n#include "vn_args.h"\n\n' if hs_msgs(api) else "\n")
    o.append("const struct vn_op_desc vn_ops[] = {\n")
    for f in sorted(api.fns, key=lambda f: f.op):
        fl = []
        if f.wire:
            fl.append("VN_OPF_WIRE")
        if f.has("async") or f.has("record") or (f.api == "gl" and f.wire and not gl_sync(f)):
            fl.append("VN_OPF_ASYNC")
        if f.has("block"):
            fl.append("VN_OPF_BLOCK")
        if f.has("info"):
            fl.append("VN_OPF_INFO")
        if f.has("spec"):
            fl.append("VN_OPF_SPEC")
        if f.name.startswith("clEnqueue"):
            fl.append("VN_OPF_ENQUEUE")
        o.append(f'    [{OP(f)}] = {{ "{f.name}", {" | ".join(fl) or "0"} }},\n')
    o.append("};\n\nconst struct vn_type_desc vn_types[VN_T_COUNT] = {\n")
    for t in api.types:
        o.append(f'    [{T(t[0])}] = {{ "{t[0]}", {t[2]} }},\n')
    o.append("};\n\nconst struct vn_infoh vn_infoh[] = {\n")
    for fn, param, tag, arr in api.infoh:
        o.append(f"    {{ VN_OP_{fn}, {param}, {T(tag)}, {'true' if arr else 'false'} }},\n")
    o.append("};\n")
    if api.msgs:
        o.append("\nuint32_t vn_msg_flags(uint32_t op)\n{\n    switch (op) {\n")
        for f in sorted(fe_msgs(api), key=lambda f: f.op):
            fl = "VN_OPF_WIRE | VN_OPF_ASYNC" if f.has("async") else "VN_OPF_WIRE"
            o.append(f"    case {f.op}: /* VCL_OP_{f.msg} */\n        return {fl};\n")
        o.append("    default:\n        return 0;\n    }\n}\n")
    if hs_msgs(api):
        o.append("\n/* The handshake (msg ... hello): both sides encode and decode it. */\n")
        for f in hs_msgs(api):
            o.append(args_encoder(api, f))
            o.append(hs_decoder(api, f))
        o[-1] = o[-1].rstrip("\n") + "\n"
    return "".join(o)


# ------------------------------------------------------------------------------------------------
def fe_ret_fail(f, err):
    """Statement returning err from a front-end stub, honouring errcode_ret for handle returns."""
    errp = next((p for p in f.params if p.kind == "err"), None)
    if f.ret == "cl_int":
        return f"return {err};"
    if f.ret == "void":
        return "return;"
    if errp:
        return f"{{ if ({errp.name}) *{errp.name} = {err}; return NULL; }}"
    return "return NULL;"


def gen_frontend_h(api):
    o = [BANNER, "#ifndef VN_FRONTEND_H\n#define VN_FRONTEND_H\n\n#include \"vcl_cl.h\"\n#include \"vn_args.h\"\n\n"]
    o.append("/* Every entry point of the front-end ICD; hand-written ones live in src/frontend. */\n")
    for f in api.cl_fns:
        o.append(f"{f.proto('vcl_fe_')};\n")
    o.append("\n/* Checks of calls flagged `check` (src/frontend): what the front-end can tell from cached\n"
             " * properties; CL_SUCCESS, or the error the call returns without reaching the host. */\n")
    for f in api.cl_fns:
        if f.has("check"):
            o.append(f"{check_proto(f)};\n")
    o.append("\n/* Encoders of the calls flagged args whose stub is hand-written (vn_enc.c): their items, in\n"
             " * wire order, after vcl_call_init. */\nstruct vcl_enc;\n")
    for f in api.fns:
        if has_encoder(f):
            o.append(f"{args_enc_proto(f)};\n")
    o.append("\n/* Encoders of the generated stubs (vn_enc.c): the message's items, in wire order, after\n"
             " * vcl_call_init; an output's parameter says whether it is wanted, a new object's or event's\n"
             " * is its ID. */\n")
    for f in api.cl_fns:
        if has_stub(f):
            o.append(f"{stub_enc_proto(f)};\n")
    if api.msgs:
        o.append("\n/* Encoders of virtcl's own messages (msg, vn_enc.c): their items, in wire order, after\n"
                 " * vcl_call_init(c, VCL_OP_NAME). */\n")
        for f in fe_msgs(api):
            o.append(f"{args_enc_proto(f)};\n")
    if reply_fns(api):
        o.append("\n/* Decoders of the replies of hand-written stubs' calls (reply lines, vn_frontend.c): the items\n"
                 " * after the i32 result (result: that result) into *r, zeroed first; 0, or -EPROTO where the\n"
                 " * reply is malformed or fails a check. */\nstruct vcl_dec;\n")
        for f in reply_fns(api):
            o.append(f"{reply_dec_proto(f)};\n")
    if ntf_msgs(api):
        o.append("\n/* Decoders of the back-end's notifications (msg ... notify, vn_frontend.c): 0, or -EPROTO\n"
                 " * where the message is malformed or fails a check. */\nstruct vcl_dec;\n")
        for f in ntf_msgs(api):
            o.append(f"{ntf_dec_proto(f)};\n")
    o.append("\nextern const struct _cl_icd_dispatch vn_dispatch;\n")
    o.append("\n/* Extension functions (flag ext): what clGetExtensionFunctionAddress(ForPlatform) returns. */\n")
    o.append("struct vn_ext_fn {\n    const char *name;\n    void *fn;\n};\n")
    o.append(f"extern const struct vn_ext_fn vn_ext_fns[{sum(1 for f in api.fns if f.has('ext'))}];\n\n#endif\n")
    return "".join(o)


def check_proto(f):
    ps = ", ".join(f"{p.ctype} {p.name}" if not p.ctype.endswith("*") else f"{p.ctype}{p.name}"
                   for p in f.params if p.kind not in ("err", "newobj", "out", "outbuf", "outarr"))
    return f"cl_int vcl_fe_check_{f.name}({ps or 'void'})"


def fe_stub(api, f):
    o = []
    o.append(f"{f.proto('vcl_fe_')}\n{{\n")
    for p in f.params:
        if p.kind in ("any", "cb", "udata") or (f.refuse and p.kind != "err"):
            o.append(f"    (void){p.name};\n")
    if f.refuse:
        o.append(f"    {fe_ret_fail(f, f.refuse)}\n}}\n\n")
        return "".join(o)
    o.append("    struct vcl_call c;\n    cl_int ret;\n")
    for p in f.params:
        if p.kind == "outbuf":
            o.append(f"    size_t {p.name}_got = 0;\n")
    if f.create:
        o.append("    struct vcl_obj *newo;\n")
    ev = next((p for p in f.params if p.kind == "newobj"), None)
    if ev:
        o.append("    struct vcl_obj *newev = NULL;\n")
    # local handle checks, before anything is dereferenced or sent
    for p in f.params:
        if p.kind == "none":
            o.append(f"    if ({p.name})\n        {fe_ret_fail(f, p.attrs['err'])}\n")
    for p in f.params:
        if p.kind == "obj":
            tag = api.tag_of_ctype(p.ctype)
            err = p.attrs.get("err", f"vn_types[{T(tag)}].invalid_error")
            nul = "true" if "null" in p.flags else "false"
            o.append(f"    if (!vcl_obj_ok((const void *){p.name}, {T(tag)}, {nul}))\n        {fe_ret_fail(f, err)}\n")
        elif p.kind == "objs":
            tag = api.tag_of_ctype(p.ctype)
            err = p.attrs.get("err", f"vn_types[{T(tag)}].invalid_error")
            nul = "true" if "null" in p.flags else "false"
            if "shape" in p.attrs:
                o.append(f"    if (({p.name} == NULL) != ({p.attrs['count']} == 0))\n        {fe_ret_fail(f, p.attrs['shape'])}\n")
            if "nonempty" in p.attrs:
                o.append(f"    if ({p.name} == NULL || {p.attrs['count']} == 0)\n        {fe_ret_fail(f, p.attrs['nonempty'])}\n")
            o.append(f"    if (!vcl_objs_ok((const void *const *){p.name}, {p.attrs['count']}, {T(tag)}, {nul}))\n        {fe_ret_fail(f, err)}\n")
    # a spec call's wait list: events of another context are CL_INVALID_CONTEXT whatever the
    # signature says; where an event's context is not known here, the call waits for its result
    wl = next((p for p in f.params if p.kind == "objs" and api.tag_of_ctype(p.ctype) == "event"), None)
    wq = next((p for p in f.params if p.kind == "obj" and api.tag_of_ctype(p.ctype) == "queue"), None)
    wl_check = f.has("spec") and wl is not None and wq is not None
    if wl_check:
        o.append("    bool wl_local;\n")
        o.append(f"    if ((ret = vcl_wait_list_context((const void *){wq.name}, {wl.attrs['count']}, (const void *const *){wl.name}, &wl_local)))\n        {fe_ret_fail(f, 'ret')}\n")
    if f.has("record"):
        # a command recorded into f.params[0], a command buffer: recording, and a wait list of
        # its sync points; the new command's sync point is picked here
        sl = next(p for p in f.params if p.kind == "syncs")
        o.append("    cl_sync_point_khr rec_sp;\n")
        o.append(f"    if ((ret = vcl_fe_record({f.params[0].name}, {sl.attrs['count']}, {sl.name}, &rec_sp)))\n        return ret;\n")
    if f.has("check"):
        args = ", ".join(p.name for p in f.params if p.kind not in ("err", "newobj", "out", "outbuf", "outarr"))
        o.append(f"    if ((ret = vcl_fe_check_{f.name}({args})))\n        {fe_ret_fail(f, 'ret')}\n")
    parent = next((p for p in f.params if p.kind == "obj" and "parent" in p.flags), None)
    if f.create:
        pn = f"(struct vcl_obj *){parent.name}" if parent else "NULL"
        o.append(f"    newo = vcl_obj_new({T(f.create)}, {pn});\n")
        o.append(f"    if (!newo)\n        {fe_ret_fail(f, 'CL_OUT_OF_HOST_MEMORY')}\n")
    if ev:
        q = next((p for p in f.params if p.kind == "obj" and api.tag_of_ctype(p.ctype) == "queue"), None)
        qn = f"(struct vcl_obj *){q.name}" if q else "NULL"
        o.append(f"    if ({ev.name}) {{\n        newev = vcl_obj_new(VN_T_EVENT, {qn});\n")
        o.append(f"        if (!newev) {{\n            {'vcl_obj_discard(newo); ' if f.create else ''}{fe_ret_fail(f, 'CL_OUT_OF_HOST_MEMORY')}\n        }}\n    }}\n")
    if f.has("info"):
        # answered in the front-end where it must be (guest pointers, cached values, binaries)
        pn = next(p for p in f.params if p.name == "param_name")
        pv = next(p for p in f.params if p.kind == "outbuf")
        sr = next(p for p in f.params if p.kind == "out")
        o.append(f"    if (vcl_fe_info_local({OP(f)}, (const void *){f.params[0].name}, {info_sub(f)}, {pn.name}, {pv.attrs['size']}, {pv.name}, {sr.name}, &ret))\n        return ret;\n")
    o.append(f"    vcl_call_init(&c, {OP(f)});\n")
    if f.has("spec"):
        # the call's signature: everything that decides its result, not the wait list or new IDs
        o.append(f"    uint64_t sig = vcl_sig_init({OP(f)});\n")
        for p in f.params:
            if p.kind == "val":
                o.append(f"    sig = vcl_sig_add(sig, &{p.name}, sizeof({p.name}));\n")
            elif p.kind == "obj":
                o.append(f"    sig = vcl_sig_obj(sig, (const void *){p.name});\n")
            elif p.kind == "arr":
                o.append(f"    sig = vcl_sig_arr(sig, {p.name}, (size_t){p.attrs['count']} * sizeof({p.elem}));\n")
            elif p.kind == "buf":
                o.append(f"    sig = vcl_sig_add(sig, &{p.attrs['size'] if not p.attrs['size'].isdigit() else '(size_t){}'.format(p.attrs['size'])}, sizeof(size_t));\n" if not p.attrs['size'].isdigit() else f"    sig = vcl_sig_add(sig, \"{p.attrs['size']}\", 2);\n")
    o.append(f"    vn_enc_{f.name}(&c.enc{''.join(', ' + a for _, a in stub_enc_params(f))});\n")
    if f.has("record"):
        sp = next(p for p in f.params if p.kind == "syncpt")
        o.append("    ret = vcl_call_async(&c);\n    vcl_call_fini(&c);\n")
        o.append(f"    if (ret == CL_SUCCESS && {sp.name})\n        *{sp.name} = rec_sp;\n    return ret;\n}}\n\n")
        return "".join(o)
    if f.has("async"):
        o.append("    ret = vcl_call_async(&c);\n")
        o.append("    vcl_call_fini(&c);\n    return ret;\n}\n\n")
        return "".join(o)
    if f.has("spec"):
        # the same call succeeded before: its result is known, so do not wait for it (an error the
        # host still finds is reported on the notify channel, and the event carries it)
        known = "wl_local && vcl_sig_known(sig)" if wl_check else "vcl_sig_known(sig)"
        o.append(f"    if ({known})\n        ret = vcl_call_noreply(&c);\n    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)\n        vcl_sig_learn(sig);\n")
    else:
        o.append("    ret = vcl_call_sync(&c);\n")
    outs = [p for p in f.params if p.kind in ("out", "outbuf", "outarr")]
    if outs:
        o.append("    if (ret == CL_SUCCESS) {\n")
        for p in outs:
            if p.kind == "out":
                o.append(f"        vcl_dec_out(&c.rep, {p.name}, sizeof(*{p.name}));\n")
            elif p.kind == "outbuf":
                o.append(f"        {p.name}_got = vcl_dec_outbuf(&c.rep, {p.name}, {p.attrs['size']});\n")
            else:
                o.append(f"        vcl_dec_outbuf(&c.rep, {p.name}, (size_t){p.attrs['count']} * sizeof(*{p.name}));\n")
        o.append("        if (c.rep.err)\n            ret = vcl_call_bad_reply(&c);\n    }\n")
    if f.has("info"):
        pn = next(p for p in f.params if p.name == "param_name")
        pv = next(p for p in f.params if p.kind == "outbuf")
        o.append(f"    if (ret == CL_SUCCESS && {pv.name})\n        ret = vcl_fe_info_post({OP(f)}, (const void *){f.params[0].name}, {info_sub(f)}, {pn.name}, {pv.name}, {pv.name}_got);\n")
    o.append("    vcl_call_fini(&c);\n")
    if ev:
        o.append(f"    if (newev) {{\n        if (ret == CL_SUCCESS) {{\n            vcl_ev_sent(newev);\n            *{ev.name} = (cl_event)newev;\n        }} else {{\n            vcl_obj_discard(newev);\n        }}\n    }}\n")
    if f.create:
        errp = next(p for p in f.params if p.kind == "err")
        o.append(f"    if ({errp.name})\n        *{errp.name} = ret;\n")
        o.append(f"    if (ret != CL_SUCCESS) {{\n        vcl_obj_discard(newo);\n        return NULL;\n    }}\n")
        o.append(f"    return ({f.ret})newo;\n}}\n\n")
    else:
        o.append("    return ret;\n}\n\n")
    return "".join(o)


def stub_enc_lines(f):
    """The items of a generated stub's message (vn_enc_NAME, vn_enc.c), in wire order: for an output
    the stub gets a pointer to, NAME_want says whether it is wanted; for a new event, NAME_id is its
    ID (0: none); a recorded command's sync point travels as a value."""
    o = []
    if f.create:
        o.append("    vcl_enc_u64(e, id);\n")
    for p in f.params:
        k = p.kind
        if k == "val":
            o.append(f"    vcl_enc_val(e, &{p.name}, sizeof({p.name}));\n")
        elif k == "obj":
            o.append(f"    vcl_enc_obj(e, (const void *){p.name});\n")
        elif k == "objs":
            o.append(f"    vcl_enc_objs(e, (const void *const *){p.name}, {p.attrs['count']});\n")
        elif k == "arr":
            o.append(f"    vcl_enc_arr(e, {p.name}, {p.attrs['count']}, sizeof({p.elem}));\n")
        elif k == "buf":
            o.append(f"    vcl_enc_buf(e, {p.name}, {p.attrs['size']});\n")
        elif k == "str":
            o.append(f"    vcl_enc_str(e, {p.name});\n")
        elif k == "props":
            o.append(f"    vcl_enc_props(e, (const void *){p.name}, sizeof({p.elem}));\n")
        elif k in ("out", "outbuf", "outarr"):
            o.append(f"    vcl_enc_want(e, {p.name}_want);\n")
        elif k == "newobj":
            o.append(f"    vcl_enc_u64(e, {p.name}_id);\n")
        elif k == "syncpt":
            o.append(f"    vcl_enc_val(e, &{p.name}, sizeof({p.name}));\n")
        elif k == "syncs":
            o.append(f"    vcl_enc_arr(e, {p.name}, {p.attrs['count']}, sizeof(cl_sync_point_khr));\n")
    return o


def stub_enc_params(f):
    """[(declaration, the stub's argument)] of vn_enc_NAME of a generated stub: the parameters its
    items name, in C order."""
    text = "".join(stub_enc_lines(f))
    ps = [("uint64_t id", "newo->id")] if f.create else []
    for p in f.params:
        if p.kind in ("out", "outbuf", "outarr"):
            ps.append((f"bool {p.name}_want", f"{p.name} != NULL"))
        elif p.kind == "newobj":
            ps.append((f"uint64_t {p.name}_id", "newev ? newev->id : 0"))
        elif not re.search(rf"\b{p.name}\b", text):
            continue
        elif p.kind == "syncpt":
            ps.append((f"cl_sync_point_khr {p.name}", "rec_sp"))
        else:
            ps.append((f"{p.ctype} {p.name}" if not p.ctype.endswith("*") else f"{p.ctype}{p.name}", p.name))
    return ps


def stub_enc_proto(f):
    return f"void vn_enc_{f.name}(struct vcl_enc *e{''.join(', ' + d for d, _ in stub_enc_params(f))})"


def has_stub(f):
    return not (f.has("hand") or f.has("local") or f.refuse)


def gen_frontend_c(api):
    strs = any(r.kind in ("buf", "bufs") and "str" in r.flags for f in reply_fns(api) for r in f.reply)
    o = [BANNER, ("#include <errno.h>\n" + ("#include <string.h>\n" if strs else "") + "\n") if ntf_msgs(api) or reply_fns(api) else "",
         '#include "vcl_fe.h"\n#include "vn_frontend.h"\n\n']
    for f in api.cl_fns:
        if f.has("hand") or f.has("local"):
            continue
        o.append(fe_stub(api, f))
    o.extend(ntf_decoder(api, f) for f in ntf_msgs(api))
    o.extend(reply_decoder(api, f) for f in reply_fns(api))
    byname = {f.name: f for f in api.fns}
    o.append("/* struct _cl_icd_dispatch, in CL/cl_icd.h order: the compiler checks each stub's type. */\n")
    o.append("const struct _cl_icd_dispatch vn_dispatch = {\n")
    for d in DISPATCH_ORDER:
        if d.startswith("-"):
            o.append(f"    .{d[1:]} = NULL,\n")
        else:
            o.append(f"    .{d} = vcl_fe_{byname[d].name},\n" if d in byname else f"    .{d} = NULL,\n")
    o.append("};\n\n")
    exts = [f for f in api.fns if f.has("ext")]
    o.append(f"const struct vn_ext_fn vn_ext_fns[{len(exts)}] = {{\n")
    for f in exts:
        o.append(f'    {{ "{f.name}", (void *)vcl_fe_{f.name} }},\n')
    o.append("};\n")
    return "".join(o)


def gen_enc_c(api):
    """The encoders alone (of the args calls and of the generated stubs): they use no front-end state but vcl_enc_obj, vcl_enc_objs,
    vcl_enc_props and vcl_fe_enc_large, so a test of the raw wire links them with its own."""
    o = [BANNER, '#include "vcl_fe.h"\n#include "vn_frontend.h"\n\n']
    o.extend(args_encoder(api, f) for f in api.fns if has_encoder(f))
    o.extend(args_encoder(api, f) for f in fe_msgs(api))
    for f in api.cl_fns:
        if has_stub(f):
            o.append(f"{stub_enc_proto(f)}\n{{\n{''.join(stub_enc_lines(f))}}}\n\n")
    return "".join(o).rstrip("\n") + "\n"


# ------------------------------------------------------------------------------------------------
# Typed arguments (flag args): per call one struct holding its wire items in order, the front-end's
# encoder (vn_enc_NAME, vn_frontend.c) and the back-end's decoder (vn_be_NAME, vn_backend.c), which
# checks every item and calls the hand-written handler vcl_be_h_NAME(x, &args): the handler sees
# decoded, checked arguments only and keeps the call's semantics. virtcl's own messages (msg, front-end
# -> back-end: FORGET, STAGE, ...) take the same path: struct vn_args_msg_NAME, vn_enc_msg_NAME, and
# vn_be_msg_NAME (found by vn_be_msg_handler) calling vcl_be_h_msg_NAME.

def handle_ctype(api, tag):
    return next(t[1] for t in api.types if t[0] == tag)


def args_items(api, f):
    """[(kind, param or None, struct field declarations, comment)]: the wire items of a call in order."""
    o = []
    if f.create:
        o.append(("newid", None, ["uint64_t id;"], f"the new {f.create}'s ID (the front-end picks it)"))
    for p in f.params:
        k, n = p.kind, p.name
        null = ", NULL: none" if "null" in p.flags else ""
        if k == "val":
            o.append((k, p, [f"{p.ctype} {n};"], val_note(p)))
        elif k == "obj" and "id" in p.flags:
            o.append(("id", p, [f"uint64_t {n};"], "the ID itself: the handler looks it up (the guest's references)"))
        elif k == "obj":
            o.append((k, p, [f"{p.ctype} {n};"], "handle" + null))
        elif k == "objs":
            o.append((k, p, [f"{p.ctype} {n};"], f"{p.attrs['count']} handles{null}"))
        elif k == "arr":
            o.append((k, p, [f"{p.ctype} {n};"], f"{p.attrs['count']} elements{null}"))
        elif k == "str":
            o.append((k, p, [f"{p.ctype} {n};"], "NUL-terminated" + null))
        elif k == "props":
            o.append((k, p, [f"{p.ctype} {n};"], "0-terminated property list" + null))
        elif k == "buf":
            o.append((k, p, [f"{p.ctype} {n};", f"uint64_t {n}_len;"],
                      f"bytes, {p.attrs['size']} of them" if "size" in p.attrs else
                      "bytes inline, never in the shared region" + ("; present, 1 byte at least" if "nonempty" in p.flags else "")
                      + (f"; at most {p.attrs['max']} bytes" if "max" in p.attrs and f.api == "msg" else "")))
        elif k == "fixed":
            h = p.attrs.get("handle")
            o.append((k, p, [f"{p.attrs.get('type', p.elem)} {n};"],
                      "by value" + (f"; its {h.split(':')[0]} travels as a handle after it" if h else "")))
        elif k == "data":
            if "svm" in p.flags:
                o.append(("svm", p, [f"uint64_t {n}_svm;"], "an SVM address the host uses instead, 0: none"))
            o.append((k, p, [f"struct vn_data {n};"], "pure data (inline or in the shared region), zero-copy"
                      + (f"; {p.attrs['size']} bytes" if "size" in p.attrs else "")
                      + ("; len: its byte count, which travels before it (also when it is absent)" if "len" in p.flags else "")
                      + ("; NULL: none" if "null" in p.flags else "")
                      + ("; a read's: in the region its destination chunk, inline the guest's bytes as "
                         "they are (gaps kept); the bytes come back in the reply (blocking) or in "
                         "VCL_OP_READ_DONE" if "back" in p.flags and f.api == "cl" else "")
                      + ("; a destination: in the region the chunk the host writes into, absent: the "
                         "reply carries the bytes" if "back" in p.flags and f.api != "cl" else "")))
        elif k == "newobj":
            o.append((k, p, [f"uint64_t {n}_id;"], "the new event's ID, 0: none"))
        elif k == "blobs":
            L = next(q for q in f.params if q.name == p.attrs["lens"])
            o.append((k, p, [f"{p.ctype} {n};", f"{L.ctype} {L.name};"],
                      f"{p.attrs['count']} byte items (1 to {p.attrs['max']}), each inline or staged; "
                      f"their lengths in {L.name}"))
        elif k == "newids":
            o.append((k, p, [f"const uint64_t *{n};"],
                      f"IDs the front-end picked for up to {p.attrs['count']} new objects (at most "
                      f"{p.attrs['max']}), NULL: the caller wants none"))
        elif k == "argval":
            o.append((k, p, [f"void *{n}_obj;", f"uint8_t {n}_type;", f"{p.ctype} {n};", f"uint64_t {n}_len;"],
                      f"the {'/'.join(p.attrs['handle'].split(','))} the value may name (its ID travels), "
                      f"NULL: none; then the value's bytes, inline or staged, {p.attrs['size']} of them"))
        elif k == "svmptr":
            o.append((k, p, [f"uint64_t {n};"], "an SVM address (the same in guest and host), 0: NULL"))
        elif k in ("out", "outbuf", "outarr"):
            o.append(("want", p, [f"bool {n}_want;"], "whether the caller gave it: the reply carries it only then"))
        elif k == "files":
            o.append((k, p, [f"{p.ctype} {n};", f"uint64_t {n}_count;"],
                      f"(name, bytes) pairs, at most {p.attrs['max']}, their bytes together at most "
                      f"{p.attrs['total']}; every name a string, every item's bytes present"))
        elif k == "strs":
            o.append((k, p, [f"{p.ctype} {n};"], f"{p.attrs['count']} strings (at most {p.attrs['max']}), "
                      "each present" + null))
        elif k == "glctx":
            o.append((k, p, [f"uint64_t {n};"], "the ID of the calling guest thread's current context: "
                      "the message's context (vcl_gl_ctx), 0 or unknown: none"))
        elif k == "attribs":
            o.append((k, p, [f"{p.ctype} {n};", f"uint64_t {n}_count;"],
                      f"an attribute list: {n}_count values (name/value pairs, at most {p.attrs['max']}, "
                      f"then {p.attrs['end']})"))
        elif k == "bufs":
            o.append((k, p, [f"const void *const *{n};", f"const uint64_t *{n}_len;"],
                      f"{p.attrs['count']} byte items (at most {p.attrs['max']}), each inline and present; "
                      f"their lengths in {n}_len"))
        elif k == "cb":
            o.append((k, p, [f"uint64_t {n}_id;"], "the callback's ID (" + ("0: none" if "null" in p.flags else "nonzero")
                      + "): the front-end's record holds the function and user_data"))
        elif k in ("err", "none", "lens", "outall", "udata"):
            continue
        else:
            sys.exit(f"{f.name}: {n}: kind {k} has no typed form (flag args)")
    return wire_order(f, o)


def fe_msgs(api):
    """The messages the front-end sends (sync, async): the back-end decodes them."""
    return [f for f in api.msgs if not f.has("notify") and not f.has("hello")]


def hs_msgs(api):
    """The handshake (hello: HELLO, WELCOME): both sides encode and decode it (vn_protocol.c)."""
    return [f for f in api.msgs if f.has("hello")]


def ntf_msgs(api):
    """The notifications (notify): the back-end sends them on the notify channel, the front-end
    decodes them (vn_dec_msg_NAME)."""
    return [f for f in api.msgs if f.has("notify")]


def ntf_dec_proto(f):
    return f"int vn_dec_msg_{f.msg.lower()}(struct vcl_dec *d, struct vn_args_{f.name} *a)"


def ntf_decoder(api, f):
    """The front-end's decoder of a notification: every item, then its checks; -EPROTO if any fails
    (the notify channel's reader ends the session's notifications)."""
    o = [f"{ntf_dec_proto(f)}\n{{\n"]
    body, conds = plain_items(api, f)
    o.extend(body)
    conds = ["d->err"] + ([] if f.has("tail") else ["vcl_dec_left(d)"]) + conds
    o.append(f"    return {' || '.join(conds)} ? -EPROTO : 0;\n}}\n\n")
    return "".join(o)


def plain_items(api, f, skip=0):
    """Decoding lines of a notification's or handshake's items (val, buf, str, arr; after the first
    skip) into a->, and the conditions under which it is malformed."""
    o, conds = [], []
    for k, p, _, _ in args_items(api, f)[skip:]:
        n = p.name
        if k == "val":
            o.append(f"    vcl_dec_val(d, &a->{n}, sizeof(a->{n}));\n")
            if "nonzero" in p.flags:
                conds.append(f"!a->{n}")
            if "max" in p.attrs:
                # at once: a count is checked before anything it counts is read
                o.append(f"    if ((uint64_t)a->{n} > (uint64_t)({p.attrs['max']}))\n        return -EPROTO;\n")
        elif k == "buf":
            o.append(f"    a->{n} = vcl_dec_buf(d, &a->{n}_len);\n")
            if "nonempty" in p.flags:
                conds.append(f"!a->{n} || !a->{n}_len")
            if "max" in p.attrs:
                conds.append(f"a->{n}_len > (uint64_t)({p.attrs['max']})")
        elif k == "str":
            o.append(f"    a->{n} = vcl_dec_str(d);\n")
            if "null" not in p.flags:
                conds.append(f"!a->{n}")
        elif k == "arr":
            c = p.attrs["count"]
            cnt = next((q for q in f.params if q.name == c), None)
            if cnt is None or cnt.kind != "val" or "max" not in cnt.attrs:
                sys.exit(f"api: msg {f.msg}: {n}: count={c} must name a val item with max=N before it")
            o.append(f"    a->{n} = d->err ? NULL : ({p.ctype})vcl_dec_arr(d, a->{c}, sizeof({p.elem}));\n")
            if "null" not in p.flags:
                conds.append(f"!a->{n}")
        else:
            sys.exit(f"api: msg {f.msg}: {n}: kind {k} is not for a notification or handshake")
    return o, conds


def hs_dec_proto(f):
    return f"int vn_dec_msg_{f.msg.lower()}(struct vcl_dec *d, struct vn_args_{f.name} *a)"


def hs_decoder(api, f):
    """The decoder of a handshake message (vn_protocol.c): its frozen prefix first (magic, version:
    -EPROTO if the magic is not virtcl's, -EPROTONOSUPPORT with a->version set if the version is
    another release's, before anything of a layout that may differ is read), then its items and
    their checks (-EPROTO)."""
    o = [f"{hs_dec_proto(f)}\n{{\n",
         "    vcl_dec_val(d, &a->magic, sizeof(a->magic));\n",
         "    vcl_dec_val(d, &a->version, sizeof(a->version));\n",
         "    if (d->err || a->magic != VCL_PROTO_MAGIC)\n        return -EPROTO;\n",
         "    if (a->version != VCL_PROTO_VERSION)\n        return -EPROTONOSUPPORT;\n"]
    body, conds = plain_items(api, f, skip=2)
    o.extend(body)
    conds = ["d->err", "vcl_dec_left(d)"] + conds
    o.append(f"    return {' || '.join(conds)} ? -EPROTO : 0;\n}}\n\n")
    return "".join(o)


# ------------------------------------------------------------------------------------------------
# Replies of hand-written stubs' calls (reply lines): after the i32 result, items of the kinds val
# (max=N: above N is malformed), arr (count=PARAM of the request or a reply val; present), strs and
# bufs (count= a reply val with max=N: the struct holds N), buf (one byte item, may be absent; str:
# when present, a NUL-terminated string with no NUL before its end); ok: only when the result is
# CL_SUCCESS (an EGL call's: EGL_SUCCESS); want=P: only when the request's out P was wanted; a buf's
# max=P: when present, 1 to the request's P bytes (P <= 0: never present); bufs str: each present, a
# NUL-terminated string. An EGL call's reply starts with i32 0 and its result, the
# host's EGL error: every EGL call has a reply struct, whose egl_error the decoder reads (the encoder
# writes its result there); a GL call's or wire message's result is the i32 0.
# The back-end's handler fills struct vn_reply_NAME and encodes it with vn_enc_reply_NAME
# (vn_backend.c); the front-end's stub decodes it with vn_dec_reply_NAME (vn_frontend.c).

def reply_fns(api):
    # every EGL call's: its reply holds the EGL error at least
    return [f for f in api.fns + api.msgs if f.reply or f.egl_err]


def reply_args(f):
    return f"struct vn_args_{f.name}" if f.api == "msg" or f.has("args") else None


def reply_enc_proto(f):
    return (f"void vn_enc_reply_{f.name}(struct vcl_enc *e, cl_int result, const {reply_args(f)} *a, "
            f"const struct vn_reply_{f.name} *r)")


def reply_dec_proto(f):
    return (f"int vn_dec_reply_{f.name}(struct vcl_dec *d, cl_int result, const {reply_args(f)} *a, "
            f"struct vn_reply_{f.name} *r)")


def reply_ok(f, dec=False):
    """The condition of an item flagged ok: the call succeeded (an EGL call's decoder: the EGL
    error it read)."""
    return ("r->egl_error == EGL_SUCCESS" if dec else "result == EGL_SUCCESS") if f.egl_err else "result == CL_SUCCESS"


def reply_cond(f, r, dec=False):
    """When item r travels: always (None), only with success (ok), only when the request's out
    parameter want=P was wanted, or both."""
    c = ([reply_ok(f, dec)] if "ok" in r.flags else []) + ([f"a->{r.attrs['want']}_want"] if "want" in r.attrs else [])
    return " && ".join(c) or None


def reply_max(f, r):
    cnt = next(q for q in f.reply if q.name == r.attrs["count"])
    return cnt.attrs["max"]


def reply_count(f, r):
    c = r.attrs["count"]
    return f"r->{c}" if any(q.name == c for q in f.reply) else f"a->{c}"


def reply_struct(f):
    o = [f"struct vn_reply_{f.name} {{ /* after the i32 result */\n"]
    if f.egl_err:
        o.append("    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */\n")
    for r in f.reply:
        note = ("; only with " + ("EGL_SUCCESS" if f.egl_err else "CL_SUCCESS") if "ok" in r.flags else "")
        if r.kind == "val":
            o.append(f"    {r.ctype} {r.name};" + (f" /* at most {r.attrs['max']}{note} */" if "max" in r.attrs
                                                   else f" /* {note[2:]} */" if note else "") + "\n")
        elif r.kind == "arr":
            o.append(f"    {r.ctype} {r.name}; /* {r.attrs['count']} elements{note} */\n")
        elif r.kind == "strs":
            o.append(f"    const char *{r.name}[{reply_max(f, r)}]; /* {r.attrs['count']} strings{note} */\n")
        elif r.kind == "bufs":
            o.append(f"    const void *{r.name}[{reply_max(f, r)}]; /* {r.attrs['count']} byte items, "
                     + ("each a NUL-terminated string" if "str" in r.flags else "NULL: absent") + f"{note} */\n"
                     f"    uint64_t {r.name}_len[{reply_max(f, r)}];\n")
        elif r.kind == "buf":
            o.append(f"    {r.ctype} {r.name}; /* " + ("a NUL-terminated string" if "str" in r.flags else "bytes")
                     + f", NULL: absent{note} */\n    uint64_t {r.name}_len;\n")
    o.append("};\n\n")
    return "".join(o)


def reply_encoder(api, f):
    o = [f"{reply_enc_proto(f)}\n{{\n" + ("" if any("want" in r.attrs for r in f.reply) else "    (void)a;\n")
         + ("" if f.reply else "    (void)r; /* the EGL error only */\n") + ("    vcl_enc_i32(e, 0);\n" if f.egl_err else "")
         + "    vcl_enc_i32(e, result);\n"]
    for r in f.reply:
        n = r.name
        ind = "    "
        if reply_cond(f, r):
            o.append(f"    if ({reply_cond(f, r)})" + (" {\n" if r.kind in ("strs", "bufs") else "\n"))
            ind = "        "
        if r.kind == "val":
            o.append(f"{ind}vcl_enc_val(e, &r->{n}, sizeof(r->{n}));\n")
        elif r.kind == "arr":
            o.append(f"{ind}vcl_enc_arr(e, r->{n}, {reply_count(f, r)}, sizeof({r.elem}));\n")
        elif r.kind == "strs":
            o.append(f"{ind}for (uint64_t i = 0; i < (uint64_t)r->{r.attrs['count']} && i < {reply_max(f, r)}; i++)\n"
                     f"{ind}    vcl_enc_str(e, r->{n}[i]);\n")
        elif r.kind == "bufs":
            o.append(f"{ind}for (uint64_t i = 0; i < (uint64_t)r->{r.attrs['count']} && i < {reply_max(f, r)}; i++)\n"
                     f"{ind}    vcl_enc_buf_copy(e, r->{n}[i], r->{n}_len[i]);\n")
        elif r.kind == "buf":
            # by reference: the bytes stay until the reply is sent (the handler's scratch, the host's)
            o.append(f"{ind}vcl_enc_buf(e, r->{n}, r->{n} ? (size_t)r->{n}_len : 0);\n")
        if reply_cond(f, r) and r.kind in ("strs", "bufs"):
            o.append("    }\n")
    o.append("}\n\n")
    return "".join(o)


def reply_decoder(api, f):
    o = [f"{reply_dec_proto(f)}\n{{\n    (void)a;\n    (void)result;\n    *r = (struct vn_reply_{f.name}){{ 0 }};\n"]
    if f.egl_err:
        o.append("    r->egl_error = vcl_dec_i32(d);\n")
    for r in f.reply:
        n = r.name
        ind = "    "
        if reply_cond(f, r, True):
            o.append(f"    if ({reply_cond(f, r, True)}) {{\n")
            ind = "        "
        if r.kind == "val":
            o.append(f"{ind}vcl_dec_val(d, &r->{n}, sizeof(r->{n}));\n")
            if "max" in r.attrs:
                o.append(f"{ind}if ((uint64_t)r->{n} > (uint64_t)({r.attrs['max']}))\n{ind}    return -EPROTO;\n")
        elif r.kind == "arr":
            o.append(f"{ind}r->{n} = ({r.ctype})vcl_dec_arr(d, {reply_count(f, r)}, sizeof({r.elem}));\n"
                     f"{ind}if (!r->{n})\n{ind}    return -EPROTO;\n")
        elif r.kind == "strs":
            o.append(f"{ind}for (uint64_t i = 0; i < (uint64_t)r->{r.attrs['count']}; i++)\n"
                     f"{ind}    if (!(r->{n}[i] = vcl_dec_str(d)))\n{ind}        return -EPROTO;\n")
        elif r.kind == "bufs" and "str" in r.flags:
            # each present, a NUL-terminated string with no NUL before its end
            o.append(f"{ind}for (uint64_t i = 0; i < (uint64_t)r->{r.attrs['count']}; i++)\n"
                     f"{ind}    if (!(r->{n}[i] = vcl_dec_buf(d, &r->{n}_len[i])) || !r->{n}_len[i] ||\n"
                     f"{ind}        strnlen((const char *)r->{n}[i], r->{n}_len[i]) != r->{n}_len[i] - 1)\n"
                     f"{ind}        return -EPROTO;\n")
        elif r.kind == "bufs":
            o.append(f"{ind}for (uint64_t i = 0; i < (uint64_t)r->{r.attrs['count']}; i++)\n"
                     f"{ind}    r->{n}[i] = vcl_dec_buf(d, &r->{n}_len[i]);\n")
        elif r.kind == "buf":
            o.append(f"{ind}r->{n} = ({r.ctype})vcl_dec_buf(d, &r->{n}_len);\n")
            if "str" in r.flags:
                o.append(f"{ind}if (r->{n} && (!r->{n}_len || strnlen((const char *)r->{n}, r->{n}_len) != r->{n}_len - 1))\n"
                         f"{ind}    return -EPROTO;\n")
            if "max" in r.attrs:
                m = f"a->{r.attrs['max']}"
                o.append(f"{ind}if (r->{n} && ({m} <= 0 || r->{n}_len > (uint64_t){m}))\n{ind}    return -EPROTO;\n")
        if reply_cond(f, r, True):
            o.append("    }\n")
    o.append("    return d->err || vcl_dec_left(d) ? -EPROTO : 0;\n}\n\n")
    return "".join(o)


def val_note(p):
    """The checks a message's value carries (attributes of msg items): nonzero, max=N, opt."""
    o = []
    if "nonzero" in p.flags:
        o.append("nonzero")
    if "max" in p.attrs:
        o.append(f"at most {p.attrs['max']}")
    if "opt" in p.flags:
        o.append("may be absent at the message's end (0 then)")
    return ", ".join(o)


def wire_order(f, items):
    """Items whose parameter says wire=N (a position among the call's wire items) or wire=last move
    there: the wire order where it differs from the C order (a transfer's new event ID first, its
    data after the wait list); the others keep theirs."""
    moved = [it for it in items if it[1] is not None and "wire" in it[1].attrs]
    o = [it for it in items if it not in moved]
    for it in sorted(moved, key=lambda it: it[1].attrs["wire"] == "last"):
        w = it[1].attrs["wire"]
        if w == "last":
            o.append(it)
        elif w.isdigit() and int(w) <= len(o):
            o.insert(int(w), it)
        else:
            sys.exit(f"{f.name}: {it[1].name}: wire={w} is no position")
    return o


def gen_args_h(api):
    o = [BANNER, "#ifndef VN_ARGS_H\n#define VN_ARGS_H\n\n#include <stdbool.h>\n#include <stdint.h>\n\n#include \"vcl_cl.h\"\n"]
    ps = [p for f in api.fns if f.api != "cl" and f.has("args") for p in f.params]
    if any(p.kind == "attribs" for p in ps):
        o[-1] = o[-1].replace("#include <stdint.h>\n", "#include <stdint.h>\n#include <EGL/egl.h>\n")
    if any("GL" in p.ctype or "vcl_gl" in p.ctype for p in ps):
        o[-1] += "#include \"vcl_gl.h\"\n"
    o[-1] += "\n"
    o.append("/* Pure data of a call (kind data): bytes inline in the message or in the shared region at off\n"
             " * (VCL_DEC_NOT_IN_REGION: inline); p NULL: none. Used as data only, never as a length. */\n")
    o.append("struct vn_data {\n    const void *p;\n    uint64_t len;\n    uint64_t off;\n};\n\n")
    o.append("/* One (name, bytes) pair of a list (kind files: a build's include files): name a NUL-terminated\n"
             " * string, data len bytes (inline in the message). */\n")
    o.append("struct vn_file {\n    const char *name;\n    const void *data;\n    uint64_t len;\n};\n\n")
    o.append("/* The arguments of each call flagged args, in wire order (docs/protocol.md). */\n")
    for f in api.fns:
        if not f.has("args"):
            continue
        o.append(f"struct vn_args_{f.name} {{\n")
        for _, _, decls, c in args_items(api, f):
            for d in decls:
                o.append(f"    {d}" + (f" /* {c} */" if c and d is decls[0] else "") + "\n")
        if not args_items(api, f):
            o.append("    uint8_t none; /* no items: the message is empty (C has no empty struct) */\n")
        o.append("};\n\n")
    if api.msgs:
        o.append("/* The items of virtcl's own messages (msg: VCL_OP_NAME, src/protocol/vcl_wire.h), in wire order. */\n")
    for f in api.msgs:
        o.append(f"struct vn_args_{f.name} {{ /* VCL_OP_{f.msg} */\n")
        for _, _, decls, c in args_items(api, f):
            for d in decls:
                o.append(f"    {d}" + (f" /* {c} */" if c and d is decls[0] else "") + "\n")
        o.append("};\n\n")
    if reply_fns(api):
        o.append("/* The reply items of hand-written stubs' calls (reply lines), after the i32 result. */\n")
        for f in reply_fns(api):
            o.append(reply_struct(f))
    if hs_msgs(api):
        o.append("/* The handshake (msg ... hello; vn_protocol.c): the encoder writes this library's magic and\n"
                 " * version whatever the struct holds; the decoder returns 0, -EPROTO (not virtcl's, or\n"
                 " * malformed) or -EPROTONOSUPPORT (another release's version, in a->version: nothing after\n"
                 " * it is read). */\nstruct vcl_enc;\nstruct vcl_dec;\n")
        for f in hs_msgs(api):
            o.append(f"{args_enc_proto(f)};\n{hs_dec_proto(f)};\n")
        o.append("\n")
    o.append("#endif\n")
    return "".join(o)


def has_encoder(f):
    """A hand-written stub encodes through vn_enc_NAME; a message of one bare ID (retain, release)
    is encoded by the front-end's one retain/release path (vcl_fe_obj.c)."""
    return (f.has("args") and f.has("hand") and bool(f.params) and
            not all(p.kind == "obj" and "id" in p.flags for p in f.params))


def args_enc_proto(f):
    ret = "cl_int" if any(p.kind in ("blobs", "argval") for p in f.params) else "void"
    return f"{ret} vn_enc_{f.name}(struct vcl_enc *e, const struct vn_args_{f.name} *a)"


def args_encoder(api, f):
    o = [f"{args_enc_proto(f)}\n{{\n"]
    blobs = any(p.kind in ("blobs", "argval") for p in f.params)
    if blobs:
        o.append("    uint64_t inl = 0;\n    cl_int ret;\n\n")
    for k, p, _, _ in args_items(api, f):
        n = p.name if p else None
        if k == "newid":
            o.append("    vcl_enc_u64(e, a->id);\n")
        elif k == "val" and f.has("hello") and n in ("magic", "version"):
            # the handshake's frozen prefix: always this library's own
            o.append(f"    vcl_enc_u64(e, VCL_PROTO_{n.upper()});\n")
        elif k == "val":
            o.append(f"    vcl_enc_val(e, &a->{n}, sizeof(a->{n}));\n")
        elif k == "obj":
            o.append(f"    vcl_enc_obj(e, (const void *)a->{n});\n")
        elif k == "objs":
            o.append(f"    vcl_enc_objs(e, (const void *const *)a->{n}, a->{p.attrs['count']});\n")
        elif k == "arr":
            c = p.attrs["count"]
            o.append(f"    vcl_enc_arr(e, a->{n}, {c if c.isdigit() else 'a->' + c}, sizeof({p.elem}));\n")
        elif k == "str":
            o.append(f"    vcl_enc_str(e, a->{n});\n")
        elif k == "props":
            o.append(f"    vcl_enc_props(e, a->{n}, sizeof({p.elem}));\n")
        elif k == "buf":
            # copy: the call does not wait, so the caller's bytes may change before they are sent;
            # a notification is queued and a handshake small: their bytes are copied
            cp = "_copy" if f.has("notify") or f.has("hello") or "copy" in p.flags else ""
            o.append(f"    vcl_enc_buf{cp}(e, a->{n}, a->{n}_len);\n")
        elif k == "glctx":
            o.append(f"    vcl_enc_u64(e, a->{n});\n")
        elif k == "attribs":
            o.append(f"    vcl_enc_u64(e, a->{n}_count);\n    vcl_enc_arr(e, a->{n}, a->{n}_count, sizeof({p.elem}));\n")
        elif k == "bufs":
            o.append(f"    for (uint64_t i = 0; i < a->{p.attrs['count']}; i++)\n"
                     f"        vcl_enc_buf{'_copy' if 'copy' in p.flags else ''}(e, a->{n}[i], a->{n}_len[i]);\n")
        elif k == "fixed":
            o.append(f"    vcl_enc_val(e, &a->{n}, sizeof(a->{n}));\n")
            if "handle" in p.attrs:
                o.append(f"    vcl_enc_obj(e, (const void *)a->{n}.{p.attrs['handle'].split(':')[0]});\n")
        elif k == "svm":
            o.append(f"    vcl_enc_u64(e, a->{n}_svm);\n")
        elif k == "data":
            if "len" in p.flags:
                o.append(f"    vcl_enc_u64(e, a->{n}.len);\n")
            o.append(f"    if (a->{n}.p && a->{n}.off != VCL_DEC_NOT_IN_REGION)\n"
                     f"        vcl_enc_region(e, a->{n}.off, a->{n}.len);\n"
                     f"    else\n        vcl_enc_buf(e, a->{n}.p, a->{n}.len);\n")
        elif k == "newobj":
            o.append(f"    vcl_enc_u64(e, a->{n}_id);\n")
        elif k == "argval":
            sz = p.attrs["size"]
            o.append(f"    vcl_enc_u64(e, a->{n}_obj != NULL);\n"
                     f"    if (a->{n}_obj)\n        vcl_enc_obj(e, a->{n}_obj);\n"
                     f"    if (a->{n}_obj || !a->{n})\n        vcl_enc_buf(e, a->{n}, a->{n} ? a->{sz} : 0);\n"
                     f"    else if ((ret = vcl_fe_enc_large(e, a->{n}, a->{sz}, &inl)) != CL_SUCCESS)\n"
                     f"        return ret;\n")
        elif k == "cb":
            o.append(f"    vcl_enc_u64(e, a->{n}_id);\n")
        elif k == "want":
            o.append(f"    vcl_enc_want(e, a->{n}_want);\n")
        elif k == "files":
            o.append(f"    vcl_enc_u64(e, a->{n}_count);\n    for (uint64_t i = 0; i < a->{n}_count; i++) {{\n"
                     f"        vcl_enc_str(e, a->{n}[i].name);\n        vcl_enc_buf(e, a->{n}[i].data, a->{n}[i].len);\n    }}\n")
        elif k == "strs":
            c = p.attrs["count"]
            o.append(f"    vcl_enc_u64(e, a->{n} != NULL);\n    for (uint64_t i = 0; a->{n} && i < a->{c}; i++)\n"
                     f"        vcl_enc_str(e, a->{n}[i]);\n")
        elif k == "id":
            o.append(f"    vcl_enc_u64(e, a->{n});\n")
        elif k == "svmptr":
            o.append(f"    vcl_enc_u64(e, a->{n});\n")
        elif k == "newids":
            o.append(f"    vcl_enc_u64(e, a->{n} != NULL);\n    for (uint64_t i = 0; a->{n} && i < a->{p.attrs['count']}; i++)\n"
                     f"        vcl_enc_u64(e, a->{n}[i]);\n")
        elif k == "blobs":
            o.append(f"    for (uint64_t i = 0; i < a->{p.attrs['count']}; i++)\n"
                     f"        if ((ret = vcl_fe_enc_large(e, a->{n}[i], a->{p.attrs['lens']}[i], &inl)) != CL_SUCCESS)\n"
                     f"            return ret;\n")
    if blobs:
        o.append("    return CL_SUCCESS;\n")
    o.append("}\n\n")
    return "".join(o)


def args_decoder(api, f):
    o = [f"static int vn_be_{f.name}(struct vcl_be_ctx *x)\n{{\n",
         "    struct vcl_dec *d = &x->dec;\n",
         f"    struct vn_args_{f.name} a{'' if args_items(api, f) else ' = { 0 }'};\n",
         "    const char *at = NULL;\n\n"]
    checks = []
    glctx = None
    why = f.attrs.get("why")  # a message's own violation text, before the parameter's
    pre = f"{why}: " if why else ""
    for k, p, _, _ in args_items(api, f):
        n = p.name if p else None
        if k == "newid":
            o.append("    a.id = vcl_be_dec_newid(x, false);\n")
            n = "new ID"
        elif k == "val" and "opt" in p.flags:
            o.append(f"    a.{n} = 0;\n    if (vcl_dec_left(d))\n        vcl_dec_val(d, &a.{n}, sizeof(a.{n}));\n")
        elif k == "val":
            o.append(f"    vcl_dec_val(d, &a.{n}, sizeof(a.{n}));\n")
        elif k == "obj":
            nul = "true" if "null" in p.flags else "false"
            o.append(f"    a.{n} = ({p.ctype})vcl_be_dec_obj(x, {T(api.tag_of_ctype(p.ctype))}, {nul});\n")
        elif k == "objs":
            o.append(f"    a.{n} = ({p.ctype})vcl_be_dec_objs(x, {T(api.tag_of_ctype(p.ctype))}, a.{p.attrs['count']});\n")
        elif k == "arr":
            c = p.attrs["count"]
            o.append(f"    a.{n} = ({p.ctype})vcl_dec_arr(d, {c if c.isdigit() else 'a.' + c}, sizeof({p.elem}));\n")
        elif k == "str":
            o.append(f"    a.{n} = vcl_dec_str(d);\n")
        elif k == "props":
            o.append(f"    a.{n} = ({p.ctype})vcl_be_dec_props(x, sizeof({p.elem}));\n")
        elif k == "buf":
            o.append(f"    a.{n} = vcl_dec_buf(d, &a.{n}_len);\n")
            if "size" in p.attrs:
                checks.append((f"a.{n} && a.{n}_len != (uint64_t)a.{p.attrs['size']}", n,
                               f"%llu bytes, {p.attrs['size']} is %llu", f"(unsigned long long)a.{n}_len, (unsigned long long)a.{p.attrs['size']}"))
            if "nonempty" in p.flags:
                checks.append((f"!a.{n} || !a.{n}_len", n, "absent or empty"))
        elif k == "fixed":
            o.append(f"    vcl_dec_val(d, &a.{n}, sizeof(a.{n}));\n")
            if "handle" in p.attrs:
                field, tag = p.attrs["handle"].split(":")
                o.append(f"    a.{n}.{field} = ({handle_ctype(api, tag)})vcl_be_dec_obj(x, {T(tag)}, true); /* never the guest's pointer */\n")
        elif k == "svm":
            o.append(f"    a.{n}_svm = vcl_dec_u64(d);\n")
        elif k == "data":
            if "len" in p.flags:
                o.append(f"    {{\n        uint64_t len = vcl_dec_u64(d);\n\n"
                         f"        a.{n}.p = vcl_dec_bulk(d, &a.{n}.len, &a.{n}.off);\n"
                         f"        if (a.{n}.p && a.{n}.len != len && !d->err)\n"
                         f"            return vcl_be_violation(x, \"parameter {n}: %llu bytes of data, its length says %llu\", (unsigned long long)a.{n}.len, (unsigned long long)len);\n"
                         f"        a.{n}.len = len;\n    }}\n")
            else:
                o.append(f"    a.{n}.p = vcl_dec_bulk(d, &a.{n}.len, &a.{n}.off);\n")
            o.append(f"    if (a.{n}.p)\n        vcl_be_bulk(x, a.{n}.len, a.{n}.off);\n")
            if "null" not in p.flags:
                checks.append((f"!a.{n}.p", n, "absent"))
            if "size" in p.attrs:
                sz = p.attrs["size"]
                checks.append((f"a.{n}.p && a.{n}.len != (uint64_t)a.{sz}", n, f"%llu bytes of data, {sz} is %llu",
                               f"(unsigned long long)a.{n}.len, (unsigned long long)a.{sz}"))
            if "max" in p.attrs:
                ln = f"a.{p.attrs['size']}" if "size" in p.attrs else f"a.{n}.len"
                checks.append((f"{ln} == 0 || (uint64_t){ln} > {p.attrs['max']}", n, f"%llu bytes, 1 to {p.attrs['max']} allowed",
                               f"(unsigned long long){ln}"))
        elif k == "newobj":
            o.append(f"    a.{n}_id = vcl_be_dec_newid(x, true);\n")
        elif k == "argval":
            sz = p.attrs["size"]
            o.append("    if (d->err)\n        return vn_dec_failed(x, at);\n    if (x->broken)\n        return -EPROTO;\n")
            mask = " | ".join(f"1u << {T(t)}" for t in p.attrs["handle"].split(","))
            o.append(f"    {{\n        uint64_t form = vcl_dec_u64(d);\n\n"
                     f"        if (form > 1 && !d->err)\n"
                     f"            return vcl_be_violation(x, \"parameter {n}: form %llu\", (unsigned long long)form);\n"
                     f"        a.{n}_type = 0;\n"
                     f"        a.{n}_obj = form == 1 ? vcl_be_dec_obj_of(x, {mask}, \"parameter {n}\", &a.{n}_type) : NULL;\n"
                     f"        a.{n} = form == 1 ? vcl_dec_buf(d, &a.{n}_len) : vcl_be_dec_large(x, &a.{n}_len);\n"
                     f"        if (x->broken)\n            return -EPROTO;\n"
                     f"        if (!d->err && form == 1 && (!a.{n} || a.{sz} != sizeof(void *)))\n"
                     f"            return vcl_be_violation(x, \"parameter {n}: a handle's value of %llu bytes\", (unsigned long long)a.{sz});\n"
                     f"    }}\n")
            checks.append((f"a.{n} && a.{n}_len != (uint64_t)a.{sz}", n, f"%llu bytes, {sz} is %llu",
                           f"(unsigned long long)a.{n}_len, (unsigned long long)a.{sz}"))
        elif k == "svmptr":
            o.append(f"    a.{n} = vcl_dec_u64(d);\n")
        elif k == "id":
            o.append(f"    a.{n} = vcl_dec_u64(d);\n")
        elif k == "want":
            o.append(f"    a.{n}_want = vcl_dec_want(d);\n")
        elif k == "files":
            mx, tot = p.attrs["max"], p.attrs["total"]
            o.append("    if (d->err)\n        return vn_dec_failed(x, at);\n    if (x->broken)\n        return -EPROTO;\n")
            o.append(f"    a.{n}_count = vcl_dec_u64(d);\n    a.{n} = NULL;\n"
                     f"    if (a.{n}_count > {mx} && !d->err)\n"
                     f"        return vcl_be_violation(x, \"parameter {n}: %llu items, at most %llu\", (unsigned long long)a.{n}_count, (unsigned long long){mx});\n"
                     f"    if (a.{n}_count && !d->err) {{\n"
                     f"        struct vn_file *fl = vcl_be_scratch(x, a.{n}_count, sizeof(*fl));\n        uint64_t total = 0;\n\n"
                     f"        if (!fl)\n            return -EPROTO;\n"
                     f"        for (uint64_t i = 0; i < a.{n}_count && !d->err; i++) {{\n"
                     f"            fl[i].name = vcl_dec_str(d);\n"
                     f"            fl[i].data = vcl_dec_buf(d, &fl[i].len);\n"
                     f"            if (d->err)\n                break;\n"
                     f"            if (!fl[i].name || !fl[i].data)\n"
                     f"                return vcl_be_violation(x, \"parameter {n}: item %llu without its %s\", (unsigned long long)i, fl[i].name ? \"bytes\" : \"name\");\n"
                     f"            total += fl[i].len; /* each at most a message's size: no overflow */\n"
                     f"            if (total > (uint64_t){tot})\n"
                     f"                return vcl_be_violation(x, \"parameter {n}: over %llu bytes\", (unsigned long long){tot});\n"
                     f"        }}\n        a.{n} = fl;\n    }}\n")
        elif k == "strs":
            c, mx = p.attrs["count"], p.attrs["max"]
            o.append("    if (d->err)\n        return vn_dec_failed(x, at);\n    if (x->broken)\n        return -EPROTO;\n")
            o.append(f"    if (a.{c} > {mx})\n"
                     f"        return vcl_be_violation(x, \"parameter {n}: %llu strings, at most %llu\", (unsigned long long)a.{c}, (unsigned long long){mx});\n")
            o.append(f"    a.{n} = NULL;\n    if (vcl_dec_want(d) && a.{c}) {{\n"
                     f"        const char **ss = vcl_be_scratch(x, a.{c}, sizeof(*ss));\n\n"
                     f"        if (!ss)\n            return -EPROTO;\n"
                     f"        for (uint64_t i = 0; i < a.{c} && !d->err; i++)\n"
                     f"            if (!(ss[i] = vcl_dec_str(d)) && !d->err)\n"
                     f"                return vcl_be_violation(x, \"parameter {n}: string %llu absent\", (unsigned long long)i);\n"
                     f"        a.{n} = ss;\n    }}\n")
        elif k == "glctx":
            o.append(f"    a.{n} = vcl_dec_u64(d);\n")
            glctx = n
        elif k == "attribs":
            mx, end = p.attrs["max"], p.attrs["end"]
            o.append("    if (d->err)\n        return vn_dec_failed(x, at);\n")
            o.append(f"    a.{n}_count = vcl_dec_u64(d);\n"
                     f"    if (!d->err && (a.{n}_count == 0 || a.{n}_count > 2 * (uint64_t)({mx}) + 1 || !(a.{n}_count & 1)))\n"
                     f"        return vcl_be_violation(x, \"parameter {n}: attribute list of %llu values\", (unsigned long long)a.{n}_count);\n"
                     f"    a.{n} = ({p.ctype})vcl_dec_arr(d, a.{n}_count, sizeof({p.elem}));\n"
                     f"    if (!d->err && (!a.{n} || a.{n}[a.{n}_count - 1] != {end}))\n"
                     f"        return vcl_be_violation(x, \"parameter {n}: attribute list without {end}\");\n")
        elif k == "bufs":
            c, mx = p.attrs["count"], p.attrs["max"]
            o.append("    if (d->err)\n        return vn_dec_failed(x, at);\n    if (x->broken)\n        return -EPROTO;\n")
            o.append(f"    if ((uint64_t)a.{c} > (uint64_t)({mx}))\n"
                     f"        return vcl_be_violation(x, \"parameter {n}: %llu items, at most %llu\", (unsigned long long)a.{c}, (unsigned long long)({mx}));\n")
            o.append(f"    a.{n} = NULL;\n    a.{n}_len = NULL;\n    if (a.{c}) {{\n"
                     f"        const void **ps = vcl_be_scratch(x, (uint64_t)a.{c}, sizeof(*ps));\n"
                     f"        uint64_t *ls = vcl_be_scratch(x, (uint64_t)a.{c}, sizeof(*ls));\n\n"
                     f"        if (!ps || !ls)\n            return -EPROTO;\n"
                     f"        for (uint64_t i = 0; i < (uint64_t)a.{c} && !d->err; i++)\n"
                     f"            if (!(ps[i] = vcl_dec_buf(d, &ls[i])) && !d->err)\n"
                     f"                return vcl_be_violation(x, \"parameter {n}: item %llu absent\", (unsigned long long)i);\n"
                     f"        a.{n} = ps;\n        a.{n}_len = ls;\n    }}\n")
        elif k == "cb":
            o.append(f"    a.{n}_id = vcl_dec_u64(d);\n")
            if "null" not in p.flags:
                checks.append((f"!a.{n}_id", n, "callback ID 0"))
        elif k == "newids":
            c, mx = p.attrs["count"], p.attrs["max"]
            o.append("    if (d->err)\n        return vn_dec_failed(x, at);\n    if (x->broken)\n        return -EPROTO;\n")
            o.append(f"    if (a.{c} > {mx})\n"
                     f"        return vcl_be_violation(x, \"parameter {n}: %llu new IDs, at most %llu\", (unsigned long long)a.{c}, (unsigned long long){mx});\n")
            o.append(f"    a.{n} = NULL;\n    if (vcl_dec_want(d) && a.{c}) {{\n"
                     f"        uint64_t *ids = vcl_be_scratch(x, a.{c}, sizeof(*ids));\n\n"
                     f"        if (!ids)\n            return -EPROTO;\n"
                     f"        for (uint64_t i = 0; i < a.{c}; i++)\n"
                     f"            if (!(ids[i] = vcl_be_dec_newid(x, false)))\n"
                     f"                return d->err ? vn_dec_failed(x, \"{n}\") : -EPROTO;\n"
                     f"        a.{n} = ids;\n    }}\n")
        elif k == "blobs":
            c, L, mx = p.attrs["count"], p.attrs["lens"], p.attrs["max"]
            o.append("    if (d->err)\n        return vn_dec_failed(x, at);\n    if (x->broken)\n        return -EPROTO;\n")
            o.append(f"    if (a.{c} < 1 || a.{c} > {mx})\n"
                     f"        return vcl_be_violation(x, \"parameter {n}: %llu items, 1 to %llu allowed\", (unsigned long long)a.{c}, (unsigned long long){mx});\n")
            o.append(f"    {{\n        size_t *lens = vcl_be_scratch(x, a.{c}, sizeof(*lens));\n\n"
                     f"        a.{n} = vcl_be_scratch(x, a.{c}, sizeof(*a.{n}));\n"
                     f"        a.{L} = lens;\n"
                     f"        if (!a.{n} || !lens)\n            return -EPROTO;\n"
                     f"        for (uint64_t i = 0; i < a.{c}; i++) {{\n"
                     f"            uint64_t len;\n\n"
                     f"            a.{n}[i] = vcl_be_dec_large(x, &len);\n"
                     f"            lens[i] = (size_t)len;\n"
                     f"            if (x->broken)\n                return -EPROTO;\n"
                     f"            if (!a.{n}[i] && !d->err)\n"
                     f"                return vcl_be_violation(x, \"parameter {n}: item %llu absent\", (unsigned long long)i);\n"
                     f"        }}\n    }}\n")
        if k == "val" and "nonzero" in p.flags:
            checks.append((f"!a.{n}", n, "0"))
        if k == "val" and "max" in p.attrs:
            checks.append((f"(uint64_t)a.{n} > (uint64_t)({p.attrs['max']})", n, f"%llu, at most {p.attrs['max']}",
                           f"(unsigned long long)a.{n}"))
        o.append(f'    VN_AT("{n}");\n')
    if why:
        o.append(f'    if (d->err)\n        return vcl_be_violation(x, "{pre}parameter %s: %s", at ? at : "?",\n'
                 f'                                d->why ? d->why : "malformed");\n')
    else:
        o.append("    if (d->err)\n        return vn_dec_failed(x, at);\n")
    o.append("    if (x->broken)\n        return -EPROTO;\n")
    if f.api in ("msg", "egl") or (f.api == "gl" and f.has("args")):
        # a message is its items and nothing more: checked before the handler acts
        o.append(f'    if (vcl_dec_left(d))\n        return vcl_be_violation(x, "{pre}%zu bytes left over", vcl_dec_left(d));\n')
    for c in checks:
        if len(c) == 3:
            o.append(f'    if ({c[0]})\n        return vcl_be_violation(x, "{pre}parameter {c[1]}: {c[2]}");\n')
        else:
            o.append(f'    if ({c[0]})\n        return vcl_be_violation(x, "{pre}parameter {c[1]}: {c[2]}", {c[3]});\n')
    if glctx:
        o.append(f"    vcl_gl_ctx(a.{glctx}); /* the message's context: its GL runs there (vcl_gl_enter) */\n")
    o.append(f"    return vcl_be_h_{f.name}(x, &a);\n}}\n\n")
    return "".join(o)



# ------------------------------------------------------------------------------------------------
# docs/protocol.md: the wire, from the table (item encodings, every call's request and reply) and
# from src/protocol/vcl_wire.h (framing, the protocol's own messages).

ITEM_DOC = [
    ("u64", "8 bytes, little-endian"),
    ("val", "the C value's bytes (size_t and handles are 8 bytes), zero-padded to 8"),
    ("ID", "u64: a handle's per-session ID (0: NULL); the back-end checks its type on every lookup"),
    ("new ID", "u64: the ID the front-end picked for an object the call makes (0 only where optional: "
               "an event nobody asked for); nonzero, unused, below 2^63"),
    ("IDs", "u64 presence (0/1), then count IDs (count: an earlier parameter, at most 2^20)"),
    ("arr", "u64 presence (0/1), then count elements, padded to 8"),
    ("str", "u64 presence (0/1), u64 length n, n bytes and a NUL, padded to 8"),
    ("bytes", "u64 presence (0 none, 1 inline: u64 length n and n bytes padded to 8; 2 in the shared "
              "region: u64 offset, u64 length, only for pure data of at least 64 KiB; 3 staged "
              "(VCL_OP_STAGE): u64 stage ID, only for sources, binaries and argument values)"),
    ("props", "u64 presence (0/1), u64 pairs n (at most 256), n name/value pairs of u64 "
              "(CL_CONTEXT_PLATFORM's value is an ID); the back-end appends the 0"),
    ("want", "u64 0/1: whether the caller gave the out pointer (the reply carries the value only then)"),
    ("strs", "u64 presence (0/1), then count str, each present (count: an earlier parameter)"),
    ("files", "u64 count, then count (str name, bytes) pairs, each inline and present: a list of named "
              "byte items (a build's include files)"),
    ("attribs", "u64 count n (odd, at most 2 × max + 1), then an arr of n values: name/value pairs and "
                "the list's end token last (an EGL attribute list)"),
]


def wire_items(api, f):
    """[(name, item, note)] of a call's request, in order; None where it is hand-written."""
    if f.has("hand_be") and not f.has("args"):
        return None
    o = []
    if f.has("args") or f.api == "msg":
        for k, p, _, c in args_items(api, f):
            n = p.name if p else "id"
            item = {"newid": "new ID", "val": "val", "obj": "ID", "objs": "IDs", "arr": "arr",
                    "str": "str", "props": "props", "buf": "bytes", "fixed": "val", "svm": "u64",
                    "data": "bytes", "newobj": "new ID", "blobs": "bytes × count",
                    "newids": "want, new ID × count", "argval": "u64 form, [ID], bytes", "cb": "u64",
                    "svmptr": "u64", "id": "ID", "want": "want", "files": "files",
                    "strs": "strs", "glctx": "u64", "attribs": "attribs", "bufs": "bytes × count"}[k]
            if k == "fixed":
                item = f"val ({p.attrs.get('type', p.elem)})"
                if "handle" in p.attrs:
                    o.append((n, item, "by value"))
                    fld = p.attrs["handle"].split(":")[0]
                    o.append((f"{n}.{fld}", "ID", "the field's handle (the back-end replaces the struct's)"))
                    continue
            if k in ("blobs", "bufs"):
                item = f"bytes × {p.attrs['count']}"
            if k == "svm":
                n = f"{n} (SVM)"
            if k == "data" and "len" in p.flags:
                item = "u64 length, bytes"
            if p is not None and "extra" in p.flags:
                c = "no C parameter: the hand-written stub adds it" + ("; " + c if c else "")
            o.append((n, item, c))
        return o
    if f.create:
        o.append(("id", "new ID", f"the new {f.create}"))
    for p in f.params:
        k = p.kind
        item = {"val": "val", "obj": "ID", "objs": "IDs", "arr": "arr", "buf": "bytes", "str": "str",
                "props": "props", "out": "want", "outbuf": "want", "outarr": "want", "newobj": "new ID",
                "syncs": "arr", "syncpt": "val"}.get(k)
        if item:
            note = ""
            if k in ("objs", "arr", "syncs"):
                note = f"{p.attrs.get('count')} elements"
            elif k == "buf":
                note = f"length must be {p.attrs.get('size')}"
            elif k == "newobj":
                note = "0: none"
            o.append((p.name, item, note))
    return o


# Replies a hand-written handler writes that the table's kinds do not describe.
def reply_items_doc(f):
    """The reply of a call with reply lines, item by item."""
    r = ["i32 0, i32 the EGL error" if f.egl_err else "i32 result"]
    for q in f.reply:
        c = q.attrs.get("count")
        t = {"val": f"{q.name} (val{', at most ' + q.attrs['max'] if 'max' in q.attrs else ''})",
             "arr": f"{q.name} (arr of {c} × {q.elem if q.kind == 'arr' else ''})",
             "strs": f"{q.name} ({c} × str)",
             "bufs": f"{q.name} ({c} × {'bytes, each a NUL-terminated string' if 'str' in q.flags else 'bytes'})",
             "buf": f"{q.name} (bytes{', a NUL-terminated string' if 'str' in q.flags else ''}"
                    f"{', at most ' + q.attrs['max'] + ' (> 0)' if 'max' in q.attrs else ''}; may be absent)"}[q.kind]
        r.append(t + ((" if the EGL error is EGL_SUCCESS" if f.egl_err else " if the result is CL_SUCCESS")
                      if "ok" in q.flags else "") + (f" if {q.attrs['want']} was wanted" if "want" in q.attrs else ""))
    return ", ".join(r)


def reply_doc(api, f):
    if f.reply:
        return reply_items_doc(f)
    if f.has("async") or f.has("record"):
        return "none (a failure comes as VCL_OP_ASYNC_ERROR on the notify channel)"
    if f.has("info"):
        return ("i32 result, the value (bytes: present if wanted and the result is CL_SUCCESS; the value's "
                "handles are IDs), then u64 its size if wanted")
    r = ["i32 result"]
    back = next((p for p in f.params if p.kind == "data" and "back" in p.flags), None)
    if back:
        return (f"u64 8 (the small part), i32 result, then {back.name}'s bytes unless they went into the "
                "region (a bulk message, VCL_MSG_F_BULK); a non-blocking read's come in VCL_OP_READ_DONE")
    if f.ret not in ("cl_int", "void") and not f.create:
        r.append(f"the {f.ret} result (u64)")
    for p in f.params:
        if p.kind == "out" and not (f.has("hand_be") and not f.has("args")):
            r.append(f"{p.name} (val, if wanted)")
        elif p.kind in ("outbuf", "outarr") and not (f.has("hand_be") and not f.has("args")):
            r.append(f"{p.name} (bytes, if wanted and the result is CL_SUCCESS)")
        elif p.kind == "outall":
            r.append(f"{p.name} ({p.attrs['count']} × {p.elem}, raw)" if "count" in p.attrs
                     else f"{p.name} (val, always)")
    return ", ".join(r)


def internal_ops(root):
    """(name, value, comment) of enum vcl_proto_op in src/protocol/vcl_wire.h."""
    with open(os.path.join(root, "src", "protocol", "vcl_wire.h")) as fh:
        text = fh.read()
    body = text[text.index("enum vcl_proto_op {"):]
    body = body[:body.index("};")]
    out = []
    pending = []
    for m in re.finditer(r"/\*(.*?)\*/|(VCL_OP_\w+)\s*=\s*(\d+),?", body, re.S):
        if m.group(1) is not None:
            c = " ".join(x.strip().lstrip("*").strip() for x in m.group(1).split("\n")).strip()
            if out and out[-1][2] is None and m.start() - out[-1][3] < 8:
                out[-1] = (out[-1][0], out[-1][1], c, out[-1][3])
            else:
                pending.append(c)
        else:
            if m.group(2) == "VCL_OP_MAX_INTERNAL":
                pending = []
                continue
            out.append((m.group(2), int(m.group(3)), None if not pending else " ".join(pending), m.end()))
            pending = []
    return [(a, b, c or "") for a, b, c, _ in out]


def gen_protocol_md(api, root):
    o = ["<!-- generated from api/opencl.api and src/protocol/vcl_wire.h by tools/gen/gen.py, do not edit -->\n",
         "# The virtcl wire protocol\n\n",
         "A message is a 16-byte header (`struct vcl_msg_hdr`: u32 payload size, u16 opcode, u16 flags, u64 tag)\n",
         "and at most 1 GiB + 1 MiB of payload (`VCL_MAX_MSG`). Every item of a payload starts on an 8-byte\n",
         "boundary. A sync call carries a tag its `VCL_OP_REPLY` echoes; an async call (tag 0) has no reply.\n",
         "Guests and hosts are 64-bit little-endian. The back-end checks every item where it decodes it\n",
         "(src/protocol/vcl_wire.c and the generated decoders, src/backend/gen/vn_backend.c); a malformed\n",
         "message ends its session with a log line naming the call, the parameter and the failed check.\n",
         "docs/design.md describes the transports, sessions and the shared region.\n\n",
         "## Items\n\n| item | encoding |\n|---|---|\n"]
    for a, b in ITEM_DOC:
        o.append(f"| {a} | {b} |\n")
    o.append("\n## Messages of the protocol itself\n\n| opcode | name | what |\n|---:|---|---|\n")
    for name, val, c in internal_ops(root):
        o.append(f"| {val} | `{name}` | {c} |\n")
    if api.msgs:
        o.append("\nThose the table describes (`msg` entries of api/opencl.api) are decoded and checked by "
                 "generated code (`vn_be_msg_NAME`, which hands `struct vn_args_msg_NAME` to the hand-written "
                 "`vcl_be_h_msg_NAME`) and encoded by `vn_enc_msg_NAME`; a message with more bytes than its "
                 "items ends the session before its handler runs. A notification (notify) goes the other way: "
                 "the back-end encodes it (`vn_enc_msg_NAME`), the front-end decodes and checks it "
                 "(`vn_dec_msg_NAME`).\n\n")
    for f in sorted(api.msgs, key=lambda f: f.op):
        mode = next(m for m in ("sync", "async", "notify", "hello") if f.has(m))
        if mode == "notify":
            mode = ("notify: back-end -> front-end, on the " +
                    ("request channel, before a reply" if f.attrs.get("on") == "request" else "notify channel"))
        elif mode == "hello":
            mode = ("handshake: " + ("front-end -> back-end, the first message of every channel; a request "
                                     "channel's is answered by WELCOME"
                                     if f.msg == "HELLO" else "back-end -> front-end, the answer to a request "
                                     "channel's HELLO; to another release's, a refusal that holds this daemon's "
                                     "magic and version, every other item 0, and the channel ends") +
                    "; magic and version are frozen: every release reads them first")
        o.append(f"### {f.op} `VCL_OP_{f.msg}` ({mode})\n\n")
        items = wire_items(api, f)
        if items:
            o.append("| parameter | item | notes |\n|---|---|---|\n")
            for n, it, c in items:
                o.append(f"| {n} | {it} | {c} |\n")
        else:
            o.append("Request: empty.\n")
        if f.attrs.get("why"):
            o.append(f"\nA violation is logged as \"{f.attrs['why']}: ...\".\n")
        if f.has("tail"):
            o.append("\nThen items the table does not describe (the front-end's handler decodes them).\n")
        o.append("\nReply: " + ("none" if f.has("async") or f.has("notify") or f.has("hello") else
                               reply_items_doc(f) if f.reply else f.attrs.get("reply", "i32 result")) + ".\n\n")
    if api.msgs:
        o[-1] = o[-1][:-1]
    if any(f.wire and f.has("hand_be") and not f.has("args") for f in api.cl_fns):
        o.append("\n## OpenCL calls\n\nRequest items in order; *hand-written*: the back-end handler "
                 "`vcl_be_h_NAME` (src/backend) decodes the message itself (issue 11: being moved into "
                 "the table, flag `args`).\n\n")
    else:
        o.append("\n## OpenCL calls\n\nRequest items in order. Generated code decodes and checks every "
                 "request; a call with a hand-written back-end handler (flag `args`) gets its decoded "
                 "arguments (`vcl_be_h_NAME(x, args)`, src/backend), which encodes the reply.\n\n")
    for f in sorted(api.cl_fns, key=lambda f: f.op):
        if not f.wire:
            continue
        mode = "async" if f.has("async") else ("record" if f.has("record") else "sync")
        if f.has("block"):
            mode += ", may block"
        o.append(f"### {f.op} `{f.name}` ({mode})\n\n")
        if f.attrs.get("as"):
            o.append(f"Request: never sent: the front-end sends the call as `{f.attrs['as']}`; a message with "
                     "this opcode ends the session (logged).\n\n")
            continue
        items = wire_items(api, f)
        if items is None:
            o.append(f"Request: hand-written (`vcl_be_h_{f.name}`).\n\n")
            continue
        if items:
            o.append("| parameter | item | notes |\n|---|---|---|\n")
            for n, it, c in items:
                o.append(f"| {n} | {it} | {c} |\n")
        else:
            o.append("Request: empty.\n")
        o.append(f"\nReply: {reply_doc(api, f)}.\n\n")
    gl = [f for f in api.fns if f.api != "cl" and f.wire]
    o.append(f"## EGL and GLES calls\n\n{len(gl)} calls with opcodes 200-999 from api/gles.api "
             "(docs/design.md, \"Graphics\"): a generated GL call's parameters in the registry's order, "
             "after the u64 ID of the calling thread's current context, pointers as its `arr`, `buf`, "
             "`str` and pixel-rectangle items. The EGL calls, the graphics half's own messages and the "
             "GL calls with hand-written handlers (flag `args`) are described item by item below: "
             "generated code decodes and checks them (a message with more bytes than its items ends "
             "the session) and hands `struct vn_args_NAME` to `vcl_be_h_NAME` (src/backend/vcl_be_gl.c).\n")
    for f in sorted((f for f in gl if f.has("args")), key=lambda f: f.op):
        mode = "async" if f.has("async") or (f.api == "gl" and not gl_sync(f)) else "sync"
        o.append(f"\n### {f.op} `{f.name}` ({mode})\n\n")
        items = wire_items(api, f)
        if items:
            o.append("| parameter | item | notes |\n|---|---|---|\n")
            for n, it, c in items:
                o.append(f"| {n} | {it} | {c} |\n")
        else:
            o.append("Request: empty.\n")
        rep_ = "none" if mode == "async" else f.attrs.get("reply", "i32 0, then the call's values")
        if f.api == "egl" and mode == "sync":
            rep_ = "i32 0, i32 the EGL error, then " + rep_
        if f.reply:
            rep_ = reply_items_doc(f)
        o.append(f"\nReply: {rep_}.\n")
    return "".join(o)



# ------------------------------------------------------------------------------------------------
def gen_backend_h(api):
    o = [BANNER, "#ifndef VN_BACKEND_H\n#define VN_BACKEND_H\n\n#include \"vcl_be.h\"\n#include \"vn_args.h\"\n\n"]
    o.append("/* Hand-written back-end handlers (src/backend/vcl_be_*.c by object family; EGL and GL: vcl_be_gl.c).\n"
             " * A call flagged args gets its arguments decoded and checked (vn_backend.c); the others decode\n"
             " * their own. */\n")
    for f in api.fns:
        if f.wire and f.has("hand_be"):
            if f.has("args"):
                o.append(f"int vcl_be_h_{f.name}(struct vcl_be_ctx *x, const struct vn_args_{f.name} *a);\n")
            else:
                o.append(f"int vcl_be_h_{f.name}(struct vcl_be_ctx *x);\n")
    if api.msgs:
        o.append("\n/* Handlers of virtcl's own messages (msg): their items decoded and checked (vn_backend.c). */\n")
        for f in fe_msgs(api):
            o.append(f"int vcl_be_h_{f.name}(struct vcl_be_ctx *x, const struct vn_args_{f.name} *a);\n")
        o.append("/* The decoder of a message the table describes (VCL_OP_NAME), NULL for any other opcode. */\n"
                 "int (*vn_be_msg_handler(uint32_t op))(struct vcl_be_ctx *x);\n")
        if ntf_msgs(api):
            o.append("/* Encoders of the notifications (msg ... notify): their items, after\n"
                     " * vcl_enc_init(e, VCL_OP_NAME, 0); sent on the notify channel. */\n")
        for f in ntf_msgs(api):
            o.append(f"{args_enc_proto(f)};\n")
    if reply_fns(api):
        o.append("/* Encoders of the replies of hand-written stubs' calls (reply lines, vn_backend.c): the i32\n"
                 " * result, then the items (those flagged ok only with CL_SUCCESS), into a handler's x->rep. */\n")
        for f in reply_fns(api):
            o.append(f"{reply_enc_proto(f)};\n")
    o.append("\n/* Generated GL decoders (vn_gl_backend.c). */\n")
    for f in api.fns:
        if f.api == "gl" and f.wire and not f.has("hand_be"):
            o.append(f"int vn_be_{f.name}(struct vcl_be_ctx *x);\n")
    o.append(f"\n/* Handler for each table opcode; NULL where the call never travels. */\n")
    o.append("extern int (*const vn_be_handlers[VN_OP_TABLE_MAX + 1])(struct vcl_be_ctx *x);\n\n#endif\n")
    return "".join(o)


def be_decoder(api, f):
    o = [f"static int vn_be_{f.name}(struct vcl_be_ctx *x)\n{{\n"]
    o.append("    struct vcl_dec *d = &x->dec;\n")
    decl = []
    body = []
    call_args = []
    post = []
    checks = []
    for p in f.params:
        k, n = p.kind, p.name
        nb = len(body)
        if k == "val":
            decl.append(f"    {p.ctype} {n};\n")
            body.append(f"    vcl_dec_val(d, &{n}, sizeof({n}));\n")
            call_args.append(n)
        elif k == "obj":
            tag = api.tag_of_ctype(p.ctype)
            decl.append(f"    {p.ctype} {n};\n")
            nul = "true" if "null" in p.flags else "false"
            body.append(f"    {n} = ({p.ctype})vcl_be_dec_obj(x, {T(tag)}, {nul});\n")
            call_args.append(n)
        elif k == "objs":
            tag = api.tag_of_ctype(p.ctype)
            decl.append(f"    {p.ctype} {n};\n")
            body.append(f"    {n} = ({p.ctype})vcl_be_dec_objs(x, {T(tag)}, {p.attrs['count']});\n")
            call_args.append(n)
        elif k == "arr":
            decl.append(f"    {p.ctype} {n};\n")
            body.append(f"    {n} = ({p.ctype})vcl_dec_arr(d, {p.attrs['count']}, sizeof({p.elem}));\n")
            call_args.append(n)
        elif k == "buf":
            # The length travels with the bytes (a buf may precede its size parameter, as in
            # clEnqueueFillBuffer); it must then equal that parameter.
            decl.append(f"    {p.ctype} {n};\n    uint64_t {n}_len;\n")
            body.append(f"    {n} = vcl_dec_buf(d, &{n}_len);\n")
            checks.append(f"    if ({n} && {n}_len != (uint64_t)({p.attrs['size']}))\n        return vcl_be_violation(x, \"{f.name}: {n} length differs from {p.attrs['size']}\");\n")
            call_args.append(n)
        elif k == "str":
            decl.append(f"    {p.ctype} {n};\n")
            body.append(f"    {n} = vcl_dec_str(d);\n")
            call_args.append(n)
        elif k == "props":
            decl.append(f"    {p.ctype} {n};\n")
            body.append(f"    {n} = ({p.ctype})vcl_be_dec_props(x, sizeof({p.elem}));\n")
            call_args.append(n)
        elif k == "out":
            if f.has("info"):
                decl.append(f"    bool {n}_want;\n")
            else:
                decl.append(f"    {p.elem} {n}_v = 0;\n    bool {n}_want;\n")
            body.append(f"    {n}_want = vcl_dec_want(d);\n")
            call_args.append(f"{n}_want ? &{n}_v : NULL")
            post.append(f"    if ({n}_want)\n        vcl_enc_val(&x->rep, &{n}_v, sizeof({n}_v));\n")
        elif k in ("outbuf", "outarr"):
            if k == "outbuf":
                size = p.attrs["size"]
                elsz = "1"
            else:
                size = p.attrs["count"]
                elsz = f"sizeof({p.elem})"
            decl.append(f"    {p.ctype} {n} = NULL;\n    bool {n}_want;\n")
            body.append(f"    {n}_want = vcl_dec_want(d);\n")
            body.append(f"    if ({n}_want && !({n} = vcl_be_scratch(x, {size}, {elsz})))\n        return -EPROTO;\n")
            call_args.append(n)
            post.append(f"    vcl_enc_buf(&x->rep, {n}, {n}_want && ret == CL_SUCCESS ? (size_t){size} * {elsz} : 0);\n")
        elif k == "newobj":
            decl.append(f"    {p.elem} {n}_h = NULL;\n    uint64_t {n}_id;\n")
            body.append(f"    {n}_id = vcl_be_dec_newid(x, true);\n")
            q = next((pp for pp in f.params if pp.kind == "obj" and api.tag_of_ctype(pp.ctype) == "queue"), None)
            failed = f"    else if ({n}_id && x->noreply)\n        vcl_be_bind_failed_event(x, {n}_id, {q.name}, ret);\n" if (q and f.has("spec")) else ""
            if f.has("launch"):
                # a kernel launch: the session's watchdog follows its event (--max-kernel-time),
                # asked for even where the guest asked for none
                call_args.append(f"{n}_id || vcl_be_watching(x) ? &{n}_h : NULL")
                post.insert(0, f"    if (ret == CL_SUCCESS)\n        vcl_be_launched(x, {q.name}, {n}_h);\n"
                               f"    if (ret == CL_SUCCESS && {n}_id)\n        vcl_be_bind(x, {n}_id, VN_T_EVENT, {n}_h);\n" + failed +
                               f"    if (ret == CL_SUCCESS && !{n}_id && {n}_h)\n        clReleaseEvent({n}_h);\n")
            else:
                call_args.append(f"{n}_id ? &{n}_h : NULL")
                post.insert(0, f"    if (ret == CL_SUCCESS && {n}_id)\n        vcl_be_bind(x, {n}_id, VN_T_EVENT, {n}_h);\n" + failed)
        elif k == "syncs":
            decl.append(f"    {p.ctype} {n};\n")
            body.append(f"    {n} = ({p.ctype})vcl_dec_arr(d, {p.attrs['count']}, sizeof(cl_sync_point_khr));\n")
            call_args.append(n)
        elif k == "syncpt":
            # the guest's sync point for the command: vcl_host_* records the host's under it
            decl.append(f"    cl_sync_point_khr {n}_v = 0;\n")
            body.append(f"    vcl_dec_val(d, &{n}_v, sizeof({n}_v));\n")
            call_args.append(f"&{n}_v")
        elif k == "none":
            call_args.append("NULL")
        elif k == "err":
            decl.append("    cl_int errcode = CL_SUCCESS;\n")
            call_args.append("&errcode")
        else:
            sys.exit(f"{f.name}: parameter kind {k} needs a hand-written back-end handler")
        if len(body) > nb:
            body.append(f'    VN_AT("{n}");\n')
    if f.create:
        decl.insert(0, f"    uint64_t newid;\n    {f.ret} newh;\n")
        body.insert(0, "    newid = vcl_be_dec_newid(x, false);\n    VN_AT(\"new ID\");\n")
    if body:
        decl.append("    const char *at = NULL;\n")
    o += decl
    if f.has("block") and f.has("settles") and not any(
            p.kind == "objs" and api.tag_of_ctype(p.elem) == "event" for p in f.params):
        o.append("    enum vcl_settle settled;\n")
    o.append("    cl_int ret;\n\n")
    o += body
    o.append(f"    if (d->err)\n        return vn_dec_failed(x, {'at' if body else 'NULL'});\n"
             "    if (x->broken)\n        return -EPROTO;\n")
    o += checks
    if f.has("info"):
        # The one generic info path: learn the full value from the host, then let vcl_be_info_reply
        # translate handles, filter capabilities and apply the size-query convention (spec 4.1).
        pv = next(p for p in f.params if p.kind == "outbuf")
        psz = pv.attrs["size"]
        sr = next(p for p in f.params if p.kind == "out")
        pn = next(p for p in f.params if p.name == "param_name")
        args = []
        for p in f.params:
            if p.kind == "outbuf":
                args.append("need, val")
            elif p.name == psz:
                continue
            elif p.kind == "out":
                args.append("&need")
            else:
                args.append(call_args[f.params.index(p)])
        a0 = ", ".join(a.replace("need, val", "0, NULL") for a in args)
        a1 = ", ".join(args)
        # A small value the guest has room for: one host call into the context's own buffer (the
        # host's size is the guest's: vcl_be_info_exact); else the size first, then the value.
        a_small = ", ".join(a.replace("need, val", f"{psz}, x->info_small") for a in args)
        host = f.attrs.get('host', f.name)
        o.append("    size_t need = 0;\n    void *val = NULL;\n")
        o.append(f"    if (!vcl_be_info_allowed(x, {OP(f)}, {pn.name})) {{\n        ret = CL_INVALID_VALUE;\n")
        o.append(f"    }} else if ({pv.name}_want && {psz} && {psz} <= sizeof(x->info_small) &&\n"
                 f"               vcl_be_info_exact({OP(f)}, {pn.name}) &&\n"
                 f"               ({host}({a_small})) == CL_SUCCESS) {{\n"
                 f"        ret = CL_SUCCESS;\n        val = need ? x->info_small : NULL;\n    }} else {{\n")
        o.append(f"        need = 0;\n        ret = {host}({a0});\n")
        o.append("        if (ret == CL_SUCCESS && need) {\n")
        o.append("            if (!(val = vcl_be_scratch(x, need, 1)))\n                ret = CL_OUT_OF_HOST_MEMORY;\n            else\n")
        o.append(f"                ret = {host}({a1});\n        }}\n    }}\n")
        o.append(f"    return vcl_be_info_reply(x, {OP(f)}, {pn.name}, ret, val, need, {psz}, {pv.name}_want, {sr.name}_want);\n}}\n\n")
        return "".join(o)
    if f.has("block") and f.has("settles"):
        # a wait for commands: polled briefly before the lead is handed on (vcl_be_settled)
        ev = next((p for p in f.params if p.kind == "objs" and api.tag_of_ctype(p.elem) == "event"), None)
        q = next((p for p in f.params if p.kind == "obj" and api.tag_of_ctype(p.ctype) == "queue"), None)
        if ev:
            o.append(f"    if (vcl_be_settled(x, NULL, {ev.attrs['count']}, {ev.name}) == VCL_SETTLE_RUNS)\n")
            o.append("        vcl_be_may_block(x);\n")
        elif q:
            # a queue whose commands all completed has nothing left for the wait (vcl_be.h)
            o.append(f"    settled = vcl_be_settled(x, {q.name}, 0, NULL);\n")
            o.append("    if (settled == VCL_SETTLE_RUNS)\n        vcl_be_may_block(x);\n")
            o.append("    if (settled == VCL_SETTLE_COMPLETE)\n        ret = CL_SUCCESS;\n    else\n    ")
        else:
            sys.exit(f"{f.name}: settles needs an event list or a queue")
    elif f.has("block"):
        o.append("    vcl_be_may_block(x);\n")
    host = f.attrs.get("host", f.name)
    if f.create:
        o.append(f"    newh = {host}({', '.join(call_args)});\n")
        o.append(f"    ret = errcode;\n    if (ret == CL_SUCCESS)\n        vcl_be_bind(x, newid, {T(f.create)}, newh);\n")
    elif f.has("launch"):
        # a launch whose kernel asks for more local memory than the device has fails here, not in
        # the driver (vcl_be_launch_check)
        q = next((p for p in f.params if p.kind == "obj" and api.tag_of_ctype(p.ctype) == "queue"), None)
        k = next(p for p in f.params if p.kind == "obj" and api.tag_of_ctype(p.ctype) == "kernel")
        # a command recorded into a command buffer runs on the buffer's queue
        qn = q.name if q else f"vcl_be_cmdbuf_queue({f.params[0].name})"
        o.append(f"    ret = vcl_be_launch_check(x, {qn}, {k.name});\n")
        o.append(f"    if (ret == CL_SUCCESS)\n        ret = {host}({', '.join(call_args)});\n")
    else:
        o.append(f"    ret = {host}({', '.join(call_args)});\n")
    if not f.has("async") and not f.has("record"):
        o.append("    vcl_enc_i32(&x->rep, ret);\n")
        o += post
    else:
        o += [p for p in post if "vcl_be_bind" in p]
        if f.has("record"):
            # no reply: the command buffer keeps the first failure for its finalize
            o.append(f"    vcl_be_cmdbuf_failed({f.params[0].name}, ret);\n")
        o.append("    vcl_be_async_result(x, ret);\n")
    o.append("    return 0;\n}\n\n")
    return "".join(o)


def info_sub(f):
    """What besides the object and param_name selects an info value (a device, an argument index):
    part of the front-end's info cache key (vcl_fe_info_local); 0 where nothing does, or where an
    input value would (sub-group info: never cached)."""
    pn = next(i for i, p in enumerate(f.params) if p.name == "param_name")
    if pn == 1 or any(p.kind == "buf" for p in f.params):
        return "0"
    p = f.params[1]
    if p.kind == "obj":
        return f"vcl_obj_id_of((const void *){p.name})"
    return f"(uint64_t){p.name}"


def gen_backend_c(api):
    o = [BANNER, '#include "vcl_be.h"\n#include "vn_backend.h"\n\n']
    o.append("/* Where the decoder failed first: the parameter being decoded (its log line names it). */\n"
             "#define VN_AT(name)                \\\n    do {                           \\\n"
             "        if (d->err && !at)         \\\n            at = (name);           \\\n    } while (0)\n\n")
    o.append("/* A malformed message: ends the session, logging the call, the parameter and the check. */\n"
             "static int vn_dec_failed(struct vcl_be_ctx *x, const char *param)\n{\n"
             "    return vcl_be_violation(x, \"parameter %s: %s\", param ? param : \"?\",\n"
             "                            x->dec.why ? x->dec.why : \"malformed\");\n}\n\n")
    for f in api.cl_fns:
        if f.wire and f.attrs.get("as"):
            o.append(f"/* {f.name}: the front-end sends it as {f.attrs['as']}; this opcode on the wire is a violation. */\n"
                     f"static int vn_be_{f.name}(struct vcl_be_ctx *x)\n{{\n"
                     f"    return vcl_be_violation(x, \"{f.name} travels as {f.attrs['as']}\");\n}}\n\n")
        elif f.wire and not f.has("hand_be"):
            o.append(be_decoder(api, f))
        elif f.wire and f.has("args"):
            o.append(args_decoder(api, f))
    for f in api.fns:
        if f.api != "cl" and f.wire and f.has("args"):
            o.append(args_decoder(api, f))
    o.append("int (*const vn_be_handlers[VN_OP_TABLE_MAX + 1])(struct vcl_be_ctx *x) = {\n")
    for f in sorted(api.fns, key=lambda f: f.op):
        if not f.wire:
            continue
        h = f"vcl_be_h_{f.name}" if f.has("hand_be") and not f.has("args") else f"vn_be_{f.name}"
        o.append(f"    [{OP(f)}] = {h},\n")
    o.append("};\n")
    if api.msgs:
        o.append("\n/* virtcl's own messages (msg): the table's opcode is vcl_wire.h's. */\n")
        for f in sorted(api.msgs, key=lambda f: f.op):
            o.append(f'_Static_assert(VCL_OP_{f.msg} == {f.op}, "api/opencl.api: msg {f.msg} is VCL_OP_{f.msg}");\n')
        o.append("\n")
        for f in fe_msgs(api):
            o.append(args_decoder(api, f))
        o.extend(args_encoder(api, f) for f in ntf_msgs(api))
        o.append("int (*vn_be_msg_handler(uint32_t op))(struct vcl_be_ctx *x)\n{\n    switch (op) {\n")
        for f in sorted(fe_msgs(api), key=lambda f: f.op):
            o.append(f"    case VCL_OP_{f.msg}:\n        return vn_be_{f.name};\n")
        o.append("    default:\n        return NULL;\n    }\n}\n")
    if reply_fns(api):
        o.append("\n/* Replies of hand-written stubs' calls (reply lines): the i32 result, then the items. */\n")
        o.extend(reply_encoder(api, f) for f in reply_fns(api))
        o[-1] = o[-1].rstrip("\n") + "\n"
    return "".join(o)


def gen_api_status(api):
    """docs/api-status.md: every entry point and what virtcl does with it."""
    o = ["<!-- generated from api/opencl.api by tools/gen/gen.py, do not edit -->\n",
         "# OpenCL entry points through virtcl\n\n",
         "Every entry point of OpenCL 3.0 (plus cl_khr_icd and the GL-sharing entry points the ICD\n",
         "loader exports), from the one API table. *remoted*: executed on the host device through the\n",
         "back-end (*generated* stub and decoder, or *hand-written* where guest memory or callbacks are\n",
         "involved; *generated decoder*: the table describes the message, a hand-written handler\n",
         "gets its decoded arguments); *in the guest*: answered by the front-end alone; *refused*: returns the error shown,\n",
         "the spec's answer for a feature the device reports absent.\n\n",
         "| opcode | entry point | status | reply | notes |\n|---:|---|---|---|---|\n"]
    counts = {}
    notes = {
        "clEnqueueNativeKernel": "a host function pointer cannot come from a guest; CL_EXEC_NATIVE_KERNEL is reported absent",
        "clSetCommandQueueProperty": "OpenCL 1.0 only, removed in 1.1",
        "clSVMAlloc": "coarse-grained buffer SVM only: the host allocates, the guest reserves the same addresses (else NULL)",
        "clSVMFree": "frees the host allocation and the guest's reservation",
        "clEnqueueSVMFree": "a marker; the callback (or clSVMFree) runs when it completes",
        "clEnqueueSVMMemcpy": "a write, read or copy of a CL_MEM_USE_HOST_PTR buffer over the allocation; host to host in the guest",
        "clEnqueueSVMMemFill": "a fill of the buffer over the allocation",
        "clEnqueueSVMMap": "a map of the buffer over the allocation: the host's bytes into the guest's range",
        "clEnqueueSVMUnmap": "an unmap of that buffer: a write mapping's bytes back to the host",
        "clEnqueueSVMMigrateMem": "a marker (migration is a hint); pointers and sizes are checked",
        "clSetKernelArgSVMPointer": "the pointer must lie in one of the session's allocations (checked in the back-end)",
        "clSetKernelExecInfo": "CL_KERNEL_EXEC_INFO_SVM_PTRS checked as clSetKernelArgSVMPointer; fine-grained system SVM refused",
        "clEnqueueMapBuffer": "guest memory filled by a read; unmap writes back (maps never share host pointers)",
        "clEnqueueMapImage": "as clEnqueueMapBuffer, tightly packed",
        "clEnqueueUnmapMemObject": "write-back of a write mapping, else a marker",
        "clCreateImage2D": "travels as clCreateImage",
        "clCreateImage3D": "travels as clCreateImage",
        "clGetDeviceIDs": "from the devices the daemons announced (every server of VIRTCL_SERVER)",
        "clGetDeviceInfo": "with several servers, CL_DEVICE_NAME ends with ' @ ' and the server's address",
        "clCreateContext": "devices of several servers: one context backed by one per server (docs/design.md 'One context, several servers'). A lost server's device: connects again first",
        "clEnqueueMigrateMemObjects": "on a several-server context: brings the buffers' contents to the queue's server ahead of use",
        "clCreateContextFromType": "the first server with a device of the type",
        "clCreateFromGLBuffer": "cl_khr_gl_sharing is virtcl's own (docs/design.md): a host buffer of the GL buffer's size",
        "clCreateFromGLTexture": "GL_TEXTURE_2D and cube-map faces; RGBA8, RG8, R8, RGBA32F, RG32F, R32F",
        "clCreateFromGLTexture2D": "as clCreateFromGLTexture",
        "clCreateFromGLTexture3D": "ES 2.0 has no 3D textures",
        "clCreateFromGLRenderbuffer": "single-sample, the formats of clCreateFromGLTexture",
        "clEnqueueAcquireGLObjects": "GL's bytes into the OpenCL objects (the application has called glFinish)",
        "clEnqueueReleaseGLObjects": "their bytes back into GL before the session's next GL call (the application waits for the release)",
        "clGetGLContextInfoKHR": "every device of the session's platform; the EGL display and context must be the guest's",
    }
    for f in sorted(api.cl_fns, key=lambda f: f.op):
        if f.refuse:
            st = f"refused: `{f.refuse}`"
            if f.name.startswith(("clCreateFromGL", "clGetGL", "clEnqueueAcquireGL", "clEnqueueReleaseGL")) or f.name == "clGetGLContextInfoKHR":
                notes.setdefault(f.name, "no GL context is shared with the guest; cl_khr_gl_sharing not advertised")
            elif "SVM" in f.name or f.name in ("clSetKernelExecInfo",):
                notes.setdefault(f.name, "SVM reported absent (CL_DEVICE_SVM_CAPABILITIES = 0)")
            key = "refused"
        elif f.has("local"):
            st, key = "in the guest", "in the guest"
        else:
            how = "hand-written" if (f.has("hand") or f.has("hand_be")) else "generated"
            if f.has("args"):
                how = "hand-written, generated decoder"
            st, key = f"remoted ({how})", "remoted"
        counts[key] = counts.get(key, 0) + 1
        rep = "-" if not f.wire else ("none (async)" if f.has("async") else "waits")
        o.append(f"| {f.op} | `{f.name}` | {st} | {rep} | {notes.get(f.name, '')} |\n")
    o.append("\n" + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())) + f", {len(api.cl_fns)} in all.\n")
    o.append(gen_gl_status(api))
    return "".join(o)


# ------------------------------------------------------------------------------------------------
# The graphics half (api/gles.api): GL stubs and decoders. GL calls keep their errors on the host
# (glGetError asks for them), so a stub has no error path of its own: a lost session makes every
# GL call do nothing, as a call with no current context does.

def gl_sync(f):
    """Does a GL call wait for its reply? When it returns a value, has an output or carries bulk
    data (whose shared-region chunk is freed after the reply), or is flagged sync."""
    if f.has("async"):
        return False  # a hand-written stub that copies what it sends (flag args: copy)
    return (f.has("sync") or f.ret != "void" or
            any(p.kind in ("out", "outbuf", "outarr", "outimg", "buf", "img") for p in f.params))


def gl_pbo(p):
    """Does a pixel buffer object bound at the time turn this pointer into an offset (ES 3.0 §3.7.1,
    §4.3.1)? Pixel rectangles always, compressed texels (buf) where flagged pbo."""
    return p.kind in ("img", "outimg") or (p.kind == "buf" and "pbo" in p.flags)


def gl_three(p):
    return "true" if "d" in p.attrs else "false"


def gl_img_args(p):
    a = p.attrs
    return f"{a['w']}, {a['h']}, {a.get('d', '1')}, {a['format']}, {a['type']}"


def gl_params(f):
    ps = f.cproto if f.cproto is not None else f.params
    return ", ".join(f"{p.ctype}{'' if p.ctype.endswith('*') else ' '}{p.name}" for p in ps) or "void"


def gl_elem(p):
    """Element type of a GL pointer parameter ('const GLfloat *' -> 'GLfloat'; void -> uint8_t)."""
    t = p.ctype.replace("const", "").strip()
    assert t.endswith("*"), (p.name, p.ctype)
    t = t[:-1].strip()
    return "uint8_t" if t == "void" else t


def gl_proto(f):
    return f"{f.ret}{'' if f.ret.endswith('*') else ' '}GL_APIENTRY vcl_gl_{f.name}({gl_params(f)})"


def gen_gl_h(api):
    o = [GL_BANNER, "#ifndef VN_GL_H\n#define VN_GL_H\n\n#include <stdbool.h>\n#include <GLES3/gl32.h> /* ES 3.2 types (GLDEBUGPROC) */\n#include <GLES2/gl2ext.h> /* extensions' types (GLeglImageOES) */\n\n"]
    o.append("/* Hand-written GL stubs (src/frontend/vcl_fe_egl.c). */\n")
    for f in api.fns:
        if f.api == "gl" and f.has("hand"):
            o.append(f"{gl_proto(f)};\n")
    o.append("\n/* Guest-side state of calls flagged track (src/frontend/vcl_fe_egl.c): false when the call\n"
             " * is dealt with and is not to be sent as it is. */\n")
    for f in api.fns:
        if f.api == "gl" and f.has("track"):
            o.append(f"bool vcl_gl_track_{f.name}({gl_params(f)});\n")
    o.append("\n/* After a call flagged after has its reply (src/frontend/vcl_fe_egl.c): its return value\n"
             " * first, then its parameters. */\n")
    for f in api.fns:
        if f.api == "gl" and f.has("after"):
            ps = ([f"{f.ret} r"] if f.ret != "void" else []) + ([gl_params(f)] if f.params else [])
            o.append(f"void vcl_gl_after_{f.name}({', '.join(ps) or 'void'});\n")
    o.append("\n/* Every remoted GL entry point by name, sorted (eglGetProcAddress: vcl_gl_proc). */\n")
    o.append("struct vn_gl_proc {\n    const char *name;\n    void (*fn)(void);\n};\n\n")
    n = sum(1 + len(f.aliases) for f in api.fns if f.api == "gl")
    o.append(f"#define VN_GL_PROCS {n}\nextern const struct vn_gl_proc vn_gl_procs[VN_GL_PROCS];\n\n#endif\n")
    return "".join(o)


def gl_fe_stub(f):
    o = [f"static {gl_proto(f)}\n{{\n"]
    rv = "" if f.ret == "void" else " r"
    if f.refuse:
        for p in f.params:
            o.append(f"    (void){p.name};\n")
        o.append(f"    vcl_gl_local_error({f.refuse});\n")
        o.append(f"    return{'' if f.ret == 'void' else ' 0'};\n}}\n\n")
        return "".join(o)
    o.append("    struct vcl_call c;\n")
    if f.ret != "void":
        o.append(f"    {f.ret} r = 0;\n")
    data = [p for p in f.params if p.kind in ("buf", "img", "outimg")]
    if data:
        o.append("    struct vcl_gl_xfer xf = { .chunk = -1 };\n")
    for p in f.params:
        if gl_pbo(p):
            pack = "true" if p.kind == "outimg" else "false"
            o.append(f"    bool {p.name}_pbo = vcl_gl_pbo({pack});\n")
        if p.kind in ("img", "outimg"):
            pack = "true" if p.kind == "outimg" else "false"
            o.append(f"    size_t {p.name}_n = {p.name}_pbo ? 0 : vcl_gl_image_size({gl_img_args(p)}, vcl_gl_store_of({pack}, {gl_three(p)}));\n")
    if f.has("track"):
        o.append(f"    if (!vcl_gl_track_{f.name}({', '.join(p.name for p in f.params)}))\n        return{rv};\n")
    for p in f.params:
        if p.kind == "outarr" and "vcl_gl_" in p.attrs["count"].lower():
            # a count that may ask the host itself (vcl_gl_get_values, VCL_GL_BLOCK_COUNT): asked
            # once, before this call's message is open, never while its reply is being read
            o.append(f"    const int64_t {p.name}_k = (int64_t)({p.attrs['count']});\n")
    o.append(f"    if (!vcl_gl_call_init(&c, {OP(f)}))\n        return{rv};\n")
    for p in f.params:
        k, n = p.kind, p.name
        if k == "val":
            o.append(f"    vcl_enc_val(&c.enc, &{n}, sizeof({n}));\n")
        elif k == "arr":
            e = p.attrs["count"]
            o.append(f"    vcl_enc_arr(&c.enc, (int64_t)({e}) > 0 ? (const void *){n} : NULL, (int64_t)({e}) > 0 ? (uint64_t)({e}) : 0, sizeof({gl_elem(p)}));\n")
        elif gl_pbo(p):
            # a pixel buffer bound: the pointer is an offset into it, no client data travels
            o.append(f"    vcl_enc_want(&c.enc, {n}_pbo);\n    if ({n}_pbo)\n        vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t){n});\n    else\n")
            if k == "buf":
                e = p.attrs["size"]
                o.append(f"        vcl_gl_enc_data(&c, &xf, (int64_t)({e}) > 0 ? {n} : NULL, (int64_t)({e}) > 0 ? (size_t)({e}) : 0);\n")
            elif k == "img":
                o.append(f"        vcl_gl_enc_data(&c, &xf, {n}_n != VCL_GL_BAD_SIZE ? {n} : NULL, {n}_n != VCL_GL_BAD_SIZE ? {n}_n : 0);\n")
            else:
                o.append(f"        vcl_gl_enc_dest(&c, &xf, {n}_n != VCL_GL_BAD_SIZE && {n} ? {n}_n : 0);\n")
        elif k == "buf":
            e = p.attrs["size"]
            o.append(f"    vcl_gl_enc_data(&c, &xf, (int64_t)({e}) > 0 ? {n} : NULL, (int64_t)({e}) > 0 ? (size_t)({e}) : 0);\n")
        elif k == "strs":
            o.append(f"    vcl_gl_enc_strs(&c.enc, {n}, (int64_t)({p.attrs['count']}));\n")
        elif k == "str":
            o.append(f"    vcl_enc_str(&c.enc, {n});\n")
        elif k == "off":
            o.append(f"    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t){n});\n")
        elif k in ("out", "outbuf", "outarr"):
            o.append(f"    vcl_enc_want(&c.enc, {n} != NULL);\n")
    if not gl_sync(f):
        o.append("    vcl_call_async(&c);\n    vcl_call_fini(&c);\n}\n\n")
        return "".join(o)
    o.append("    if (vcl_call_sync(&c) == CL_SUCCESS) {\n")
    if f.ret != "void":
        o.append("        vcl_dec_val(&c.rep, &r, sizeof(r));\n")
    for p in f.params:
        k, n = p.kind, p.name
        if k == "out":
            o.append(f"        vcl_dec_out(&c.rep, {n}, sizeof(*{n}));\n")
        elif k == "outbuf":
            o.append(f"        vcl_dec_outbuf(&c.rep, {n}, (int64_t)({p.attrs['size']}) > 0 ? (size_t)({p.attrs['size']}) : 0);\n")
        elif k == "outarr":
            e = f"{n}_k" if "vcl_gl_" in p.attrs["count"].lower() else f"(int64_t)({p.attrs['count']})"
            o.append(f"        vcl_dec_outbuf(&c.rep, {n}, {e} > 0 ? (size_t)({e}) * sizeof(*{n}) : 0);\n")
        elif k == "outimg":
            # the reply's bytes (absent: they went into the region chunk, or none), then the pixels
            # into the application's memory (vcl_gl_image_done: false if they are not the size)
            o.append("        uint64_t vn_rep_len;\n        const void *vn_rep_p = vcl_dec_buf(&c.rep, &vn_rep_len);\n"
                     f"        if (!c.rep.err && !vcl_gl_image_done(&xf, {n}_pbo ? NULL : {n}, {n}_n != VCL_GL_BAD_SIZE && {n} ? {n}_n : 0, "
                     f"vn_rep_p, vn_rep_len, {gl_img_args(p)}, vcl_gl_store_of(true, {gl_three(p)})))\n"
                     "            c.rep.err = true;\n")
    o.append("        if (c.rep.err)\n            vcl_call_bad_reply(&c);\n    }\n")
    if data:
        o.append("    vcl_gl_xfer_done(&xf);\n")
    o.append("    vcl_call_fini(&c);\n")
    if f.has("after"):
        ps = (["r"] if f.ret != "void" else []) + [p.name for p in f.params]
        o.append(f"    vcl_gl_after_{f.name}({', '.join(ps)});\n")
    o.append(f"    return{rv};\n}}\n\n")
    return "".join(o)


def gen_gl_frontend_c(api):
    o = [GL_BANNER, '#include "vcl_fe.h"\n#include "vcl_fe_gl.h"\n#include "vn_gl.h"\n\n']
    gl = [f for f in api.fns if f.api == "gl"]
    for f in gl:
        if not f.has("hand"):
            o.append(gl_fe_stub(f))
    o.append("const struct vn_gl_proc vn_gl_procs[VN_GL_PROCS] = {\n")
    for name, f in sorted([(f.name, f) for f in gl] + [(a, f) for f in gl for a in f.aliases]):
        o.append(f'    {{ "{name}", (void (*)(void))vcl_gl_{f.name} }},\n')
    o.append("};\n")
    return "".join(o)


def gl_be_decoder(f):
    # the context and decoder are vx and vd: GL parameters may be called x or d (glReadPixels)
    o = [f"int vn_be_{f.name}(struct vcl_be_ctx *vx)\n{{\n    struct vcl_dec *vd = &vx->dec;\n    const char *at = NULL;\n    GLenum gl_err = 0;\n    bool ran = false;\n"]
    decl, body, checks, sem, args, post = [], [], [], [], [], []
    for p in f.params:
        k, n = p.kind, p.name
        nb = len(body)
        if k == "val":
            decl.append(f"    {p.ctype} {n};\n")
            body.append(f"    vcl_dec_val(vd, &{n}, sizeof({n}));\n")
            args.append(n)
        elif k == "arr":
            e = p.attrs["count"]
            decl.append(f"    const {gl_elem(p)} *{n};\n    int64_t {n}_k;\n")
            body.append(f"    {n}_k = (int64_t)({e});\n    {n} = vcl_dec_arr(vd, {n}_k > 0 ? (uint64_t){n}_k : 0, sizeof(*{n}));\n")
            sem.append(f"    if ({n}_k < 0 || ({n}_k > 0 && !{n}))\n        gl_err = GL_INVALID_VALUE;\n")
            args.append(n)
        elif k in ("buf", "img"):
            pbo = gl_pbo(p)
            decl.append(f"    const void *{n} = NULL;\n    uint64_t {n}_len = 0, {n}_off = 0;\n")
            if pbo:
                decl.append(f"    bool {n}_pbo;\n    uint64_t {n}_at = 0;\n")
                body.append(f"    {n}_pbo = vcl_dec_want(vd);\n    if ({n}_pbo)\n        {n}_at = vcl_dec_u64(vd);\n    else\n    ")
            body.append(f"    {n} = vcl_dec_bulk(vd, &{n}_len, &{n}_off);\n")
            checks.append(f"    if ({n})\n        vcl_be_bulk(vx, {n}_len, {n}_off); /* counted: region or inline */\n")
            if pbo:
                # the guest's view of the pixel-buffer binding must be the host's: else the host
                # would take a client pointer for an offset, or the reverse
                sem.append(f"    if ({n}_pbo != vcl_gl_pbo_bound(false))\n        gl_err = GL_INVALID_OPERATION;\n    else if (!{n}_pbo) {{\n")
            ind = "    " if pbo else ""
            if k == "buf":
                e = p.attrs["size"]
                checks.append(f"    if ({n} && {n}_len != (uint64_t)({e}))\n        return vcl_be_violation(vx, \"{f.name}: {n} is %llu bytes, not {e}\", (unsigned long long){n}_len);\n")
                if "null" not in p.flags:
                    sem.append(f"{ind}    if (!{n} && (int64_t)({e}) > 0)\n{ind}        gl_err = GL_INVALID_VALUE;\n")
            else:
                a = p.attrs
                decl.append(f"    size_t {n}_n;\n")
                sem.append(f"{ind}    {n}_n = vcl_gl_image_size({gl_img_args(p)}, vcl_gl_host_store(false, {gl_three(p)}));\n")
                sem.append(f"{ind}    if ({n} && {n}_len != {n}_n)\n{ind}        return vcl_be_violation(vx, \"{f.name}: {n} is %llu bytes, not %zu\", (unsigned long long){n}_len, {n}_n);\n")
                sem.append(f"{ind}    if ({n}_n == VCL_GL_BAD_SIZE)\n{ind}        gl_err = vcl_gl_image_error({a['w']}, {a['h']}, {a.get('d', '1')});\n")
                if "null" not in p.flags:
                    sem.append(f"{ind}    else if (!{n} && {n}_n)\n{ind}        gl_err = GL_INVALID_VALUE;\n")
            if pbo:
                sem.append("    }\n")
                args.append(f"{n}_pbo ? (const void *)(uintptr_t){n}_at : {n}")
            else:
                args.append(n)
        elif k == "outimg":
            a = p.attrs
            decl.append(f"    uint64_t {n}_want = 0, {n}_len = 0, {n}_off = VCL_DEC_NOT_IN_REGION, {n}_at = 0;\n    void *{n} = NULL;\n    size_t {n}_n = 0;\n    bool {n}_pbo;\n")
            body.append(f"    {n}_pbo = vcl_dec_want(vd);\n    if ({n}_pbo) {{\n        {n}_at = vcl_dec_u64(vd);\n    }} else {{\n"
                        f"        {n}_want = vcl_dec_u64(vd);\n        {n} = (void *)vcl_dec_bulk(vd, &{n}_len, &{n}_off);\n    }}\n")
            checks.append(f"    if ({n} && {n}_len != {n}_want)\n        return vcl_be_violation(vx, \"{f.name}: {n} region item of %llu bytes for %llu\", (unsigned long long){n}_len, (unsigned long long){n}_want);\n")
            sem.append(f"    if ({n}_pbo != vcl_gl_pbo_bound(true)) {{\n        gl_err = GL_INVALID_OPERATION;\n    }} else if (!{n}_pbo) {{\n")
            sem.append(f"        {n}_n = vcl_gl_image_size({gl_img_args(p)}, vcl_gl_host_store(true, {gl_three(p)}));\n")
            sem.append(f"        if ({n}_want && {n}_want != {n}_n)\n            return vcl_be_violation(vx, \"{f.name}: {n} wants %llu bytes, the host's state says %zu\", (unsigned long long){n}_want, {n}_n);\n")
            sem.append(f"        if ({n}_n == VCL_GL_BAD_SIZE)\n            gl_err = vcl_gl_image_error({a['w']}, {a['h']}, {a.get('d', '1')});\n")
            sem.append(f"        else if (!{n}_want && {n}_n)\n            gl_err = GL_INVALID_VALUE;\n")
            # read back inline: at most an info value (larger ones go through the shared region)
            sem.append(f"        else if (!{n} && {n}_n > VCL_MAX_INFO)\n            gl_err = GL_OUT_OF_MEMORY;\n")
            sem.append(f"        else if (!{n} && {n}_n && !({n} = vcl_be_scratch(vx, {n}_n, 1)))\n            return -EPROTO;\n    }}\n")
            args.append(f"{n}_pbo ? (void *)(uintptr_t){n}_at : {n}")
            post.append(f"    if (ran && {n}_n)\n        vcl_be_bulk(vx, {n}_n, {n}_off);\n")
            post.append(f"    vcl_enc_buf(&vx->rep, ran && {n}_off == VCL_DEC_NOT_IN_REGION ? {n} : NULL, ran ? {n}_n : 0);\n")
        elif k == "strs":
            decl.append(f"    const GLchar *const *{n};\n")
            body.append(f"    {n} = gl_dec_strs(vx, (int64_t)({p.attrs['count']}));\n")
            sem.append(f"    if ((int64_t)({p.attrs['count']}) > 0 && !{n})\n        gl_err = GL_INVALID_VALUE;\n")
            # the registry's type: some prototypes say const GLchar ** (the host reads them only)
            args.append(f"({p.ctype}){n}" if p.ctype.replace(" ", "") != "constGLchar*const*" else n)
        elif k == "str":
            decl.append(f"    const GLchar *{n};\n")
            body.append(f"    {n} = vcl_dec_str(vd);\n")
            sem.append(f"    if (!{n})\n        gl_err = GL_INVALID_VALUE;\n")
            args.append(n)
        elif k == "off":
            decl.append(f"    uint64_t {n};\n")
            body.append(f"    {n} = vcl_dec_u64(vd);\n")
            sem.append(f"    if (!vcl_gl_bound({p.attrs['bound']}))\n        gl_err = GL_INVALID_OPERATION;\n")
            args.append(f"(const void *)(uintptr_t){n}")
        elif k == "out":
            # one value to the guest, but room for 16: the host writes as many as its version
            # gives the pname (GL_TEXTURE_BORDER_COLOR 4, GL_COMPUTE_WORK_GROUP_SIZE 3), whatever
            # ES 2.0 says; one value is never where a hostile guest's pname makes the host write
            decl.append(f"    {gl_elem(p)} {n}_v[VCL_GL_OUT_ROOM] = {{ 0 }};\n    bool {n}_want;\n")
            body.append(f"    {n}_want = vcl_dec_want(vd);\n")
            args.append(f"{n}_v")
            post.append(f"    if ({n}_want)\n        vcl_enc_val(&vx->rep, &{n}_v[0], sizeof({n}_v[0]));\n")
        elif k in ("outbuf", "outarr"):
            e = p.attrs["size" if k == "outbuf" else "count"]
            decl.append(f"    {gl_elem(p)} *{n} = NULL;\n    bool {n}_want;\n    int64_t {n}_k;\n")
            body.append(f"    {n}_want = vcl_dec_want(vd);\n")
            sem.append(f"    {n}_k = (int64_t)({e});\n")
            if "vcl_gl_" in e.lower() and p.attrs.get("zero") != "none":
                sem.append(f"    if ({n}_k == 0)\n        gl_err = {p.attrs.get('zero', 'GL_INVALID_ENUM')};\n")
            if k == "outbuf" and e.isidentifier():
                # a string longer than an info value is cut there, as GL cuts it at the guest's size
                sem.append(f"    if ({n}_k > (int64_t)VCL_MAX_INFO) {{\n        {n}_k = (int64_t)VCL_MAX_INFO;\n"
                           f"        {e} = (__typeof__({e})){n}_k;\n    }}\n")
            sem.append(f"    if ({n}_k < 0)\n        gl_err = GL_INVALID_VALUE;\n")
            sem.append(f"    else if ((uint64_t){n}_k > VCL_MAX_INFO / sizeof(*{n}))\n        gl_err = GL_OUT_OF_MEMORY;\n")
            # a glGet pname's values: the host writes as many as it knows the pname to have, never
            # more than 16 for a fixed-size one (vcl_gl_get_count), so the scratch has at least 16
            alloc = f"{n}_k < 16 ? 16 : (uint64_t){n}_k" if "vcl_gl_" in e.lower() else f"(uint64_t){n}_k"
            sem.append(f"    else if ({n}_k > 0 && !({n} = vcl_be_scratch(vx, {alloc}, sizeof(*{n}))))\n        return -EPROTO;\n")
            args.append(n)
            if k == "outbuf" and gl_elem(p) == "GLchar":
                # a string: as far as its NUL (GL ends it within the size), not the whole size
                post.append(f"    vcl_enc_buf(&vx->rep, {n}_want && ran ? {n} : NULL, {n}_want && ran && {n}_k > 0 ? "
                            f"strnlen({n}, (size_t){n}_k - 1) + 1 : 0);\n")
            else:
                post.append(f"    vcl_enc_buf(&vx->rep, {n}_want && ran ? {n} : NULL, {n}_want && ran && {n}_k > 0 ? (size_t){n}_k * sizeof(*{n}) : 0);\n")
        if len(body) > nb:
            body.append(f'    VN_GL_AT("{n}");\n')
    if f.ret != "void":
        decl.append(f"    {f.ret} r = 0;\n")
    o += decl
    o.append("    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */\n"
             "    VN_GL_AT(\"context\");\n")
    o += body
    o.append("    if (vd->err) /* the call, the parameter and the check in the log */\n"
             "        return vcl_be_violation(vx, \"parameter %s: %s\", at ? at : \"?\", vd->why ? vd->why : \"malformed\");\n"
             "    if (vx->broken)\n        return -EPROTO;\n")
    o += checks
    o.append("    if (vcl_gl_enter(vx)) {\n")
    o += ["    " + l.replace("\n    ", "\n        ") if l.startswith("    ") else l for l in sem]
    if f.has("draw"):
        o.append("        if (!gl_err && !vcl_gl_draw_ok())\n            gl_err = GL_INVALID_OPERATION;\n")
    host = f.attrs.get("host", f.name)
    if f.has("hostext"):
        # an extension's entry point: the host's, found by name (not in libGLESv2's exports)
        types = ", ".join(p.ctype for p in f.params) or "void"
        o.append(f"        {f.ret} (GL_APIENTRY *host_fn)({types}) = ({f.ret} (GL_APIENTRY *)({types}))vcl_gl_host_proc(\"{f.name}\");\n")
        o.append("        if (!gl_err && !host_fn)\n            gl_err = GL_INVALID_OPERATION;\n")
        host = "host_fn"
    call = f"{host}({', '.join(args)})"
    o.append("        if (gl_err) {\n            vcl_gl_error(gl_err);\n        } else {\n")
    o.append(f"            {'r = ' if f.ret != 'void' else ''}{call};\n            ran = true;\n        }}\n    }}\n")
    o.append("    (void)ran;\n")
    if gl_sync(f):
        o.append("    vcl_enc_i32(&vx->rep, 0);\n")
        if f.ret != "void":
            o.append("    vcl_enc_val(&vx->rep, &r, sizeof(r));\n")
        o += post
    o.append("    return 0;\n}\n\n")
    return "".join(o)


def gen_gl_backend_c(api):
    o = [GL_BANNER, '#include <string.h>\n\n#include "vcl_be.h"\n#include "vcl_be_gl.h"\n#include "vn_backend.h"\n\n']
    o.append("/* Where a decoder failed first: the parameter being decoded (its log line names it). */\n"
             "#define VN_GL_AT(name)              \\\n    do {                            \\\n"
             "        if (vd->err && !at)         \\\n            at = (name);            \\\n    } while (0)\n\n")
    if any(p.kind == "strs" for f in api.fns if f.api == "gl" and f.wire and not f.has("hand_be") for p in f.params):
        # kind strs: u64 n, then n strings; n must be the call's count (else a violation), at most
        # VCL_GL_MAX_STRS; NULL when the count is not positive or a string is absent (the call sets
        # GL_INVALID_VALUE), or the message is malformed (dec.err)
        o.append("static const GLchar *const *gl_dec_strs(struct vcl_be_ctx *x, int64_t count)\n{\n"
                 "    uint64_t n = vcl_dec_u64(&x->dec);\n    const GLchar **v;\n\n"
                 "    if (x->dec.err)\n        return NULL;\n"
                 "    if (n != (count > 0 ? (uint64_t)count : 0) || n > VCL_GL_MAX_STRS) {\n"
                 "        vcl_be_violation(x, \"%llu strings for a count of %lld\", (unsigned long long)n, (long long)count);\n"
                 "        x->dec.err = true;\n        return NULL;\n    }\n"
                 "    if (!n || !(v = vcl_be_scratch(x, n, sizeof(*v))))\n        return NULL;\n"
                 "    for (uint64_t i = 0; i < n; i++)\n"
                 "        if (!(v[i] = vcl_dec_str(&x->dec)))\n"
                 "            return NULL; /* absent (GL_INVALID_VALUE) or malformed (dec.err) */\n"
                 "    return v;\n}\n\n")
    for f in api.fns:
        if f.api == "gl" and f.wire and not f.has("hand_be"):
            o.append(gl_be_decoder(f))
    return "".join(o)


def gen_gl_status(api):
    o = ["\n# EGL and OpenGL ES 2.0, 3.0, 3.1 and 3.2 entry points through virtcl\n\n",
         "From api/gles.api and the Khronos registry (issue 14). EGL calls and a few GL calls are\n",
         "hand-written on both sides, over the table's generated encoders and decoders; *no reply*: sent without waiting (batched); *waits*: returns a\n",
         "value, has an output or carries bulk data; *refused*: the front-end records the GL error shown.\n\n",
         "| opcode | entry point | status | reply |\n|---:|---|---|---|\n"]
    counts = {}
    for f in sorted((f for f in api.fns if f.api != "cl"), key=lambda f: f.op):
        if f.refuse:
            st, key, rep = f"refused: `{f.refuse}`", "refused", "-"
        elif f.has("local"):
            st, key, rep = "in the guest", "in the guest", "-"
        else:
            how = "hand-written" if (f.has("hand") or f.has("hand_be")) else "generated"
            if f.has("args"):
                how = "hand-written, generated decoder"
            st, key = f"remoted ({how})", "remoted"
            rep = "waits" if (f.api == "egl" and not f.has("async")) or gl_sync(f) else "none (batched)"
        counts[key] = counts.get(key, 0) + 1
        names = f"`{f.name}`" + "".join(f", `{a}`" for a in f.aliases)
        o.append(f"| {f.op} | {names} | {st} | {rep} |\n")
    n = len([f for f in api.fns if f.api != "cl"])
    o.append("\n" + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())) + f", {n} in all.\n")
    o.append("\nVersion: a context is told the host context's version, at most `OpenGL ES 3.2` (and\n"
             "`GL_MAJOR_VERSION`/`GL_MINOR_VERSION`, GLSL ES 3.20; 3.1, 3.0 or 2.0 where the host's context\n"
             "is that), never one the host does not give. The ES 3.1 and 3.2 calls reach the host's through\n"
             "`eglGetProcAddress` (flag `hostext`); the names after an entry point are its extensions'\n"
             "(`alias=`), answered by the same stub.\n"
             "\nGL extensions: `glGetString(GL_EXTENSIONS)`, `glGetStringi` and `GL_NUM_EXTENSIONS` report, of\n"
             "the host's, only those that add no entry point (`token_exts` in src/backend/vcl_be_gl.c), and\n"
             "`GL_OES_mapbuffer`, and those with entry points of their own that are remoted whole\n"
             "(`entry_exts`: `GL_EXT_blend_func_extended`, `GL_EXT_draw_buffers`,\n"
             "`GL_EXT_discard_framebuffer`, `GL_EXT_polygon_offset_clamp`, `GL_OES_texture_view`,\n"
             "`GL_OES_viewport_array`, `GL_EXT_base_instance` (draws from buffer objects only),\n"
             "`GL_EXT_draw_instanced`, `GL_EXT_shader_framebuffer_fetch_non_coherent`,\n"
             "`GL_KHR_parallel_shader_compile`, `GL_EXT_separate_shader_objects`, `GL_EXT_buffer_storage`\n"
             "(`glBufferStorageEXT`; persistent and coherent mappings, synced at the spec's points: docs/design.md,\n"
             "\"Persistent mappings\"), and the extensions of ES\n"
             "3.2's commands under their suffixed names: `GL_KHR_debug`, `GL_KHR_robustness`,\n"
             "`GL_EXT_robustness`, `GL_KHR_blend_equation_advanced`, `GL_OES/EXT_draw_buffers_indexed`,\n"
             "`GL_OES/EXT_draw_elements_base_vertex`, `GL_OES/EXT_geometry_shader`,\n"
             "`GL_OES/EXT_tessellation_shader`, `GL_OES/EXT_texture_buffer`, `GL_OES/EXT_texture_border_clamp`,\n"
             "`GL_OES/EXT_copy_image`, `GL_OES_sample_shading`, `GL_OES_texture_storage_multisample_2d_array`,\n"
             "`GL_OES/EXT_primitive_bounding_box`; and, for images of the guest's own EGL (`eglCreateImage`,\n"
             "the host's images under IDs the guest picks), `GL_OES_EGL_image`, `GL_OES_EGL_image_external`,\n"
             "`GL_OES_EGL_image_external_essl3` and `GL_EXT_EGL_image_storage`). No other GL extension\n"
             "is remoted: not the others with entry points. ASTC\n"
             "(`GL_KHR_texture_compression_astc_ldr`, `_hdr`, `_sliced_3d`: formats only) is reported as\n"
             "the host has it: on an LDR-only host (llvmpipe) HDR blocks decode to the error colour, as\n"
             "natively. `GL_OES_EGL_sync` (EGL fences in a GL ES context: `eglCreateSync` is remoted) is\n"
             "reported as the host has it. `GL_NUM_PROGRAM_BINARY_FORMATS` is 0.\n"
             "tests/piglit/known-differences.txt lists the piglit tests this costs: of piglit's GLES 3.x\n"
             "list (198 tests) 176 pass natively and 174 through virtcl, of its GLES 2.0 list (198) 167\n"
             "and 167, on unix: and shm: alike (Debian 12, Mesa 22.3 llvmpipe; tests/piglit/piglit.sh).\n"
             "\n"
             "EGL: every EGL 1.5 entry point libglvnd takes from a vendor (unit.egl_entries): fence sync\n"
             "objects (`eglCreateSync` ..., and `EGL_KHR_fence_sync`/`EGL_KHR_wait_sync` through libglvnd's\n"
             "dispatch stubs), images of the guest's own GL objects; pixmaps and client buffers are refused\n"
             "with the spec's errors.\n")
    return "".join(o)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--registry", default=GL_XML, help="the Khronos registry's gl.xml")
    ap.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    ap.add_argument("--table", help="a small OpenCL table (golden tests): generate its OpenCL files "
                    "and docs into --out, without api/gles.api")
    ap.add_argument("--out", help="with --table: the folder of its generated files (one folder per layer)")
    a = ap.parse_args()
    root = os.path.abspath(a.root)
    if a.table:
        if not a.out:
            sys.exit("gen.py: --table needs --out")
        api = Api(a.table, full=False)
        outs = {
            "vn_protocol.c": gen_protocol_c(api),
            "vn_args.h": gen_args_h(api),
            "vn_frontend.h": gen_frontend_h(api),
            "vn_frontend.c": gen_frontend_c(api),
            "vn_enc.c": gen_enc_c(api),
            "vn_backend.h": gen_backend_h(api),
            "vn_backend.c": gen_backend_c(api),
            "api-status.md": gen_api_status(api),
            "protocol.md": gen_protocol_md(api, root),
        }
        outs["vn_protocol.h"] = gen_protocol_h(api, proto_hash(outs))
        files = {(os.path.join(LAYER[n], n) if n in LAYER else os.path.join("docs", n)): t
                 for n, t in outs.items()}
        return emit(files, os.path.abspath(a.out), a.check, a.table,
                    gdirs=[os.path.join(os.path.abspath(a.out), d) for d in ("", "protocol", "frontend", "backend")])
    api = Api(os.path.join(root, "api", "opencl.api"), os.path.join(root, "api", "gles.api"), a.registry)
    outs = {
        "vn_protocol.c": gen_protocol_c(api),
        "vn_args.h": gen_args_h(api),
        "vn_frontend.h": gen_frontend_h(api),
        "vn_frontend.c": gen_frontend_c(api),
        "vn_enc.c": gen_enc_c(api),
        "vn_backend.h": gen_backend_h(api),
        "vn_backend.c": gen_backend_c(api),
        "vn_gl.h": gen_gl_h(api),
        "vn_gl_frontend.c": gen_gl_frontend_c(api),
        "vn_gl_backend.c": gen_gl_backend_c(api),
    }
    # the hash covers every generated wire file by its name, wherever its layer puts it
    outs["vn_protocol.h"] = gen_protocol_h(api, proto_hash(outs))
    files = {os.path.join("src", LAYER[n], "gen", n): t for n, t in outs.items()}
    files[os.path.join("docs", "api-status.md")] = gen_api_status(api)
    files[os.path.join("docs", "protocol.md")] = gen_protocol_md(api, root)
    return emit(files, root, a.check, "api/*.api", len(api.fns),
                gdirs=[os.path.join(root, "src", d, "gen") for d in ("protocol", "frontend", "backend")])


def emit(outs, base, check, what, nfns=None, gdirs=()):
    """Write outs ({path relative to base: text}) or, with check, compare: 1 if any differs. A vn_*
    file in a folder of gdirs that the generator does not make (one left where an older layout put
    it: a stale copy a build could still include) is removed, or with check fails it."""
    bad = 0
    for name, text in outs.items():
        path = os.path.normpath(os.path.join(base, name))
        if check:
            try:
                with open(path) as f:
                    cur = f.read()
            except OSError:
                cur = None
            if cur != text:
                print(f"gen.py --check: {path} differs from {what}; run tools/gen/gen.py")
                diff = list(difflib.unified_diff((cur or "").splitlines(), text.splitlines(),
                                                 path, "generated", lineterm="", n=1))
                print("\n".join(diff[:60]) + ("\n..." if len(diff) > 60 else ""))
                bad = 1
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
    made = {os.path.normpath(os.path.join(base, n)) for n in outs}
    for d in gdirs:
        for n in sorted(os.listdir(d)) if os.path.isdir(d) else ():
            path = os.path.normpath(os.path.join(d, n))
            if n.startswith("vn_") and os.path.isfile(path) and path not in made:
                if check:
                    print(f"gen.py --check: {path} is not generated (any more); run tools/gen/gen.py")
                    bad = 1
                else:
                    print(f"gen.py: removing {path}: not generated (any more)")
                    os.remove(path)
    if check and not bad:
        print(f"gen.py --check: {len(outs)} generated files match {what}"
              + (f" ({nfns} entry points)" if nfns else ""))
    return bad


if __name__ == "__main__":
    sys.exit(main())
