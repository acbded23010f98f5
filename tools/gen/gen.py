#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""virtcl code generator: api/opencl.api -> src/protocol/gen/*.

Emits, from the one API table:
  vn_protocol.h / vn_protocol.c  opcodes, handle types, per-call flags, info-handle table
  vn_frontend.h / vn_frontend.c  front-end stubs (vcl_fe_*) and the ICD dispatch table
  vn_backend.h  / vn_backend.c   back-end decoders (vn_be_*) and the dispatch table

Usage: gen.py [--check] [--root DIR]
  --check  regenerate into memory and fail (exit 1) if any committed file differs.
Standard library only.
"""
import argparse
import os
import re
import sys

KINDS = {"val", "obj", "objs", "arr", "buf", "str", "props", "out", "outbuf", "outarr",
         "newobj", "err", "cb", "udata", "any"}
FLAGS = {"sync", "async", "block", "info", "hand", "hand_be", "local", "spec", "launch", "check"}
BANNER = "/* generated from api/opencl.api by tools/gen/gen.py, do not edit */\n"

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
    def __init__(self, op, name, ret, flags, line):
        self.op, self.name, self.ret, self.line = int(op), name, ret, line
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

    def has(self, f):
        return f in self.flags

    @property
    def refuse(self):
        return self.attrs.get("refuse")

    @property
    def create(self):
        return self.attrs.get("create")

    @property
    def wire(self):
        """Calls that travel on the wire and get a generated or hand-written back-end handler."""
        return not self.has("local") and not self.refuse

    def proto(self, prefix):
        ps = ", ".join(f"{p.ctype} {p.name}" if not p.ctype.endswith("*") else f"{p.ctype}{p.name}"
                       for p in self.params) or "void"
        ret = self.ret if not self.ret.endswith("*") else self.ret
        sep = "" if ret.endswith("*") else " "
        return f"{ret}{sep}CL_API_CALL {prefix}{self.name}({ps})"


class Api:
    def __init__(self, path):
        self.types = []        # (tag, ctype, err, retain, release)
        self.fns = []
        self.infoh = []        # (fn, param, tag, is_array)
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
                    elif tok[0] == "infoh":
                        self.infoh.append((tok[1], tok[2], tok[3], len(tok) > 4 and tok[4] == "array"))
                    else:
                        sys.exit(f"api line {n}: unknown directive {tok[0]}")
                else:
                    if cur is None:
                        sys.exit(f"api line {n}: parameter outside fn")
                    k = next((i for i in range(2, len(tok)) if tok[i] in KINDS), None)
                    if k is None:
                        sys.exit(f"api line {n}: no parameter kind")
                    cur.params.append(Param(tok[0], " ".join(tok[1:k]), tok[k], tok[k + 1:]))
        self.check()

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
        for d in DISPATCH_ORDER:
            if not d.startswith("-") and d not in names:
                sys.exit(f"api: dispatch slot {d} has no table entry")
        for fn, _, tag, _ in self.infoh:
            if fn not in names or tag not in [t[0] for t in self.types]:
                sys.exit(f"api: bad infoh {fn} {tag}")


def T(tag):
    return "VN_T_" + tag.upper()


def OP(f):
    return "VN_OP_" + f.name


# ------------------------------------------------------------------------------------------------
def gen_protocol_h(api):
    o = [BANNER, "#ifndef VN_PROTOCOL_H\n#define VN_PROTOCOL_H\n\n#include <stdint.h>\n#include <stdbool.h>\n\n"]
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
    o.append("/* Is op a table opcode (1..VN_OP_TABLE_MAX with an entry)? Safe on any 32-bit value. */\n")
    o.append("static inline bool vn_op_valid(uint32_t op)\n{\n    return op >= 1 && op <= VN_OP_TABLE_MAX && vn_ops[op].name != 0;\n}\n\n")
    o.append("#endif\n")
    return "".join(o)


def gen_protocol_c(api):
    o = [BANNER, '#include "vcl_cl.h"\n#include "vn_protocol.h"\n\n']
    o.append("const struct vn_op_desc vn_ops[] = {\n")
    for f in sorted(api.fns, key=lambda f: f.op):
        fl = []
        if f.wire:
            fl.append("VN_OPF_WIRE")
        if f.has("async"):
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
    o = [BANNER, "#ifndef VN_FRONTEND_H\n#define VN_FRONTEND_H\n\n#include \"vcl_cl.h\"\n\n"]
    o.append("/* Every entry point of the front-end ICD; hand-written ones live in src/frontend. */\n")
    for f in api.fns:
        o.append(f"{f.proto('vcl_fe_')};\n")
    o.append("\n/* Checks of calls flagged `check` (src/frontend): what the front-end can tell from cached\n"
             " * properties; CL_SUCCESS, or the error the call returns without reaching the host. */\n")
    for f in api.fns:
        if f.has("check"):
            o.append(f"{check_proto(f)};\n")
    o.append("\nextern const struct _cl_icd_dispatch vn_dispatch;\n\n#endif\n")
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
        if p.kind == "obj":
            tag = api.tag_of_ctype(p.ctype)
            err = p.attrs.get("err", f"vn_types[{T(tag)}].invalid_error")
            nul = "true" if "null" in p.flags else "false"
            o.append(f"    if (!vcl_obj_ok((const void *){p.name}, {T(tag)}, {nul}))\n        {fe_ret_fail(f, err)}\n")
        elif p.kind == "objs":
            tag = api.tag_of_ctype(p.ctype)
            err = p.attrs.get("err", f"vn_types[{T(tag)}].invalid_error")
            nul = "true" if "null" in p.flags else "false"
            o.append(f"    if (!vcl_objs_ok((const void *const *){p.name}, {p.attrs['count']}, {T(tag)}, {nul}))\n        {fe_ret_fail(f, err)}\n")
    # a spec call's wait list: events of another context are CL_INVALID_CONTEXT whatever the
    # signature says; where an event's context is not known here, the call waits for its result
    wl = next((p for p in f.params if p.kind == "objs" and api.tag_of_ctype(p.ctype) == "event"), None)
    wq = next((p for p in f.params if p.kind == "obj" and api.tag_of_ctype(p.ctype) == "queue"), None)
    wl_check = f.has("spec") and wl is not None and wq is not None
    if wl_check:
        o.append("    bool wl_local;\n")
        o.append(f"    if ((ret = vcl_wait_list_context((const void *){wq.name}, {wl.attrs['count']}, (const void *const *){wl.name}, &wl_local)))\n        {fe_ret_fail(f, 'ret')}\n")
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
    if f.create:
        o.append("    vcl_enc_u64(&c.enc, newo->id);\n")
    for p in f.params:
        k = p.kind
        if k == "val":
            o.append(f"    vcl_enc_val(&c.enc, &{p.name}, sizeof({p.name}));\n")
        elif k == "obj":
            o.append(f"    vcl_enc_obj(&c.enc, (const void *){p.name});\n")
        elif k == "objs":
            o.append(f"    vcl_enc_objs(&c.enc, (const void *const *){p.name}, {p.attrs['count']});\n")
        elif k == "arr":
            o.append(f"    vcl_enc_arr(&c.enc, {p.name}, {p.attrs['count']}, sizeof({p.elem}));\n")
        elif k == "buf":
            o.append(f"    vcl_enc_buf(&c.enc, {p.name}, {p.attrs['size']});\n")
        elif k == "str":
            o.append(f"    vcl_enc_str(&c.enc, {p.name});\n")
        elif k == "props":
            o.append(f"    vcl_enc_props(&c.enc, (const void *){p.name}, sizeof({p.elem}));\n")
        elif k in ("out", "outbuf", "outarr"):
            o.append(f"    vcl_enc_want(&c.enc, {p.name} != NULL);\n")
        elif k == "newobj":
            o.append(f"    vcl_enc_u64(&c.enc, newev ? newev->id : 0);\n")
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
        o.append(f"    if (newev) {{\n        if (ret == CL_SUCCESS)\n            *{ev.name} = (cl_event)newev;\n        else\n            vcl_obj_discard(newev);\n    }}\n")
    if f.create:
        errp = next(p for p in f.params if p.kind == "err")
        o.append(f"    if ({errp.name})\n        *{errp.name} = ret;\n")
        o.append(f"    if (ret != CL_SUCCESS) {{\n        vcl_obj_discard(newo);\n        return NULL;\n    }}\n")
        o.append(f"    return ({f.ret})newo;\n}}\n\n")
    else:
        o.append("    return ret;\n}\n\n")
    return "".join(o)


def gen_frontend_c(api):
    o = [BANNER, '#include "vcl_fe.h"\n#include "vn_frontend.h"\n\n']
    for f in api.fns:
        if f.has("hand") or f.has("local"):
            continue
        o.append(fe_stub(api, f))
    byname = {f.name: f for f in api.fns}
    o.append("/* struct _cl_icd_dispatch, in CL/cl_icd.h order: the compiler checks each stub's type. */\n")
    o.append("const struct _cl_icd_dispatch vn_dispatch = {\n")
    for d in DISPATCH_ORDER:
        if d.startswith("-"):
            o.append(f"    .{d[1:]} = NULL,\n")
        else:
            o.append(f"    .{d} = vcl_fe_{byname[d].name},\n")
    o.append("};\n")
    return "".join(o)


# ------------------------------------------------------------------------------------------------
def gen_backend_h(api):
    o = [BANNER, "#ifndef VN_BACKEND_H\n#define VN_BACKEND_H\n\n#include \"vcl_be.h\"\n\n"]
    o.append("/* Hand-written back-end handlers (src/backend/vcl_be_hand.c). */\n")
    for f in api.fns:
        if f.wire and f.has("hand_be"):
            o.append(f"int vcl_be_h_{f.name}(struct vcl_be_ctx *x);\n")
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
        elif k == "err":
            decl.append("    cl_int errcode = CL_SUCCESS;\n")
            call_args.append("&errcode")
        else:
            sys.exit(f"{f.name}: parameter kind {k} needs a hand-written back-end handler")
    if f.create:
        decl.insert(0, f"    uint64_t newid;\n    {f.ret} newh;\n")
        body.insert(0, "    newid = vcl_be_dec_newid(x, false);\n")
    o += decl
    o.append("    cl_int ret;\n\n")
    o += body
    o.append("    if (d->err || x->broken)\n        return -EPROTO;\n")
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
        o.append("    size_t need = 0;\n    void *val = NULL;\n")
        o.append(f"    if (!vcl_be_info_allowed({OP(f)}, {pn.name}))\n        ret = CL_INVALID_VALUE;\n    else\n")
        o.append(f"        ret = {f.attrs.get('host', f.name)}({a0});\n")
        o.append("    if (ret == CL_SUCCESS && need) {\n")
        o.append("        if (!(val = vcl_be_scratch(x, need, 1)))\n            ret = CL_OUT_OF_HOST_MEMORY;\n        else\n")
        o.append(f"            ret = {f.attrs.get('host', f.name)}({a1});\n    }}\n")
        o.append(f"    return vcl_be_info_reply(x, {OP(f)}, {pn.name}, ret, val, need, {psz}, {pv.name}_want, {sr.name}_want);\n}}\n\n")
        return "".join(o)
    if f.has("block"):
        o.append("    vcl_be_may_block(x);\n")
    host = f.attrs.get("host", f.name)
    if f.create:
        o.append(f"    newh = {host}({', '.join(call_args)});\n")
        o.append(f"    ret = errcode;\n    if (ret == CL_SUCCESS)\n        vcl_be_bind(x, newid, {T(f.create)}, newh);\n")
    elif f.has("launch"):
        # a launch whose kernel asks for more local memory than the device has fails here, not in
        # the driver (vcl_be_launch_check)
        q = next(p for p in f.params if p.kind == "obj" and api.tag_of_ctype(p.ctype) == "queue")
        k = next(p for p in f.params if p.kind == "obj" and api.tag_of_ctype(p.ctype) == "kernel")
        o.append(f"    ret = vcl_be_launch_check(x, {q.name}, {k.name});\n")
        o.append(f"    if (ret == CL_SUCCESS)\n        ret = {host}({', '.join(call_args)});\n")
    else:
        o.append(f"    ret = {host}({', '.join(call_args)});\n")
    if not f.has("async"):
        o.append("    vcl_enc_i32(&x->rep, ret);\n")
        o += post
    else:
        o += [p for p in post if "vcl_be_bind" in p]
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
    for f in api.fns:
        if f.wire and not f.has("hand_be"):
            o.append(be_decoder(api, f))
    o.append("int (*const vn_be_handlers[VN_OP_TABLE_MAX + 1])(struct vcl_be_ctx *x) = {\n")
    for f in sorted(api.fns, key=lambda f: f.op):
        if not f.wire:
            continue
        h = f"vcl_be_h_{f.name}" if f.has("hand_be") else f"vn_be_{f.name}"
        o.append(f"    [{OP(f)}] = {h},\n")
    o.append("};\n")
    return "".join(o)


def gen_api_status(api):
    """docs/api-status.md: every entry point and what virtcl does with it."""
    o = ["<!-- generated from api/opencl.api by tools/gen/gen.py, do not edit -->\n",
         "# OpenCL entry points through virtcl\n\n",
         "Every entry point of OpenCL 3.0 (plus cl_khr_icd and the GL-sharing entry points the ICD\n",
         "loader exports), from the one API table. *remoted*: executed on the host device through the\n",
         "back-end (*generated* stub and decoder, or *hand-written* where guest memory or callbacks are\n",
         "involved); *in the guest*: answered by the front-end alone; *refused*: returns the error shown,\n",
         "the spec's answer for a feature the device reports absent.\n\n",
         "| opcode | entry point | status | reply | notes |\n|---:|---|---|---|---|\n"]
    counts = {}
    notes = {
        "clEnqueueNativeKernel": "a host function pointer cannot come from a guest; CL_EXEC_NATIVE_KERNEL is reported absent",
        "clSetCommandQueueProperty": "OpenCL 1.0 only, removed in 1.1",
        "clSVMAlloc": "SVM reported absent (CL_DEVICE_SVM_CAPABILITIES = 0): returns NULL",
        "clSVMFree": "SVM reported absent: does nothing",
        "clEnqueueMapBuffer": "guest memory filled by a read; unmap writes back (maps never share host pointers)",
        "clEnqueueMapImage": "as clEnqueueMapBuffer, tightly packed",
        "clEnqueueUnmapMemObject": "write-back of a write mapping, else a marker",
        "clCreateImage2D": "travels as clCreateImage",
        "clCreateImage3D": "travels as clCreateImage",
        "clGetDeviceIDs": "from the devices the daemon announced",
    }
    for f in sorted(api.fns, key=lambda f: f.op):
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
            st, key = f"remoted ({how})", "remoted"
        counts[key] = counts.get(key, 0) + 1
        rep = "-" if not f.wire else ("none (async)" if f.has("async") else "waits")
        o.append(f"| {f.op} | `{f.name}` | {st} | {rep} | {notes.get(f.name, '')} |\n")
    o.append("\n" + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())) + f", {len(api.fns)} in all.\n")
    return "".join(o)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    a = ap.parse_args()
    root = os.path.abspath(a.root)
    api = Api(os.path.join(root, "api", "opencl.api"))
    gdir = os.path.join(root, "src", "protocol", "gen")
    outs = {
        "vn_protocol.h": gen_protocol_h(api),
        "vn_protocol.c": gen_protocol_c(api),
        "vn_frontend.h": gen_frontend_h(api),
        "vn_frontend.c": gen_frontend_c(api),
        "vn_backend.h": gen_backend_h(api),
        "vn_backend.c": gen_backend_c(api),
    }
    outs[os.path.join("..", "..", "..", "docs", "api-status.md")] = gen_api_status(api)
    bad = 0
    for name, text in outs.items():
        path = os.path.normpath(os.path.join(gdir, name))
        if a.check:
            try:
                with open(path) as f:
                    cur = f.read()
            except OSError:
                cur = None
            if cur != text:
                print(f"gen.py --check: {path} differs from api/opencl.api; run tools/gen/gen.py")
                bad = 1
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
    if a.check and not bad:
        print(f"gen.py --check: {len(outs)} generated files match api/opencl.api ({len(api.fns)} entry points)")
    return bad


if __name__ == "__main__":
    sys.exit(main())
