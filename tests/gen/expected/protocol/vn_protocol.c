/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#include <errno.h>

#include "vcl_cl.h"
#include "vn_protocol.h"
#include "vcl_wire.h"
#include "vn_args.h"

const struct vn_op_desc vn_ops[] = {
    [VN_OP_clCreateContextFromType] = { "clCreateContextFromType", VN_OPF_WIRE },
    [VN_OP_clGetContextInfo] = { "clGetContextInfo", VN_OPF_WIRE | VN_OPF_INFO },
    [VN_OP_clCreateCommandQueueWithProperties] = { "clCreateCommandQueueWithProperties", VN_OPF_WIRE },
    [VN_OP_clReleaseCommandQueue] = { "clReleaseCommandQueue", VN_OPF_WIRE | VN_OPF_ASYNC },
    [VN_OP_clCreateBuffer] = { "clCreateBuffer", VN_OPF_WIRE },
    [VN_OP_clCreateImage2D] = { "clCreateImage2D", VN_OPF_WIRE },
    [VN_OP_clRetainMemObject] = { "clRetainMemObject", VN_OPF_WIRE | VN_OPF_ASYNC },
    [VN_OP_clCreateProgramWithBinary] = { "clCreateProgramWithBinary", VN_OPF_WIRE },
    [VN_OP_clUnloadCompiler] = { "clUnloadCompiler", 0 },
    [VN_OP_clCreateKernelsInProgram] = { "clCreateKernelsInProgram", VN_OPF_WIRE },
    [VN_OP_clSetKernelArg] = { "clSetKernelArg", VN_OPF_WIRE | VN_OPF_SPEC },
    [VN_OP_clEnqueueReadBufferRect] = { "clEnqueueReadBufferRect", VN_OPF_WIRE | VN_OPF_BLOCK | VN_OPF_ENQUEUE },
    [VN_OP_clCreateImage] = { "clCreateImage", VN_OPF_WIRE },
    [VN_OP_clCompileProgram] = { "clCompileProgram", VN_OPF_WIRE | VN_OPF_BLOCK },
    [VN_OP_clEnqueueFillImageLike] = { "clEnqueueFillImageLike", VN_OPF_WIRE | VN_OPF_SPEC | VN_OPF_ENQUEUE },
    [VN_OP_clEnqueueNativeKernel] = { "clEnqueueNativeKernel", VN_OPF_ENQUEUE },
    [VN_OP_clSetKernelExecInfo] = { "clSetKernelExecInfo", VN_OPF_WIRE },
    [VN_OP_eglInitialize] = { "eglInitialize", VN_OPF_WIRE },
    [VN_OP_eglQueryString] = { "eglQueryString", VN_OPF_WIRE },
    [VN_OP_eglCreatePbufferSurface] = { "eglCreatePbufferSurface", VN_OPF_WIRE },
    [VN_OP_vclDrawClient] = { "vclDrawClient", VN_OPF_WIRE | VN_OPF_ASYNC },
    [VN_OP_vclGetBufferData] = { "vclGetBufferData", VN_OPF_WIRE },
    [VN_OP_vclGetLabel] = { "vclGetLabel", VN_OPF_WIRE },
};

const struct vn_type_desc vn_types[VN_T_COUNT] = {
    [VN_T_PLATFORM] = { "platform", CL_INVALID_PLATFORM },
    [VN_T_DEVICE] = { "device", CL_INVALID_DEVICE },
    [VN_T_CONTEXT] = { "context", CL_INVALID_CONTEXT },
    [VN_T_QUEUE] = { "queue", CL_INVALID_COMMAND_QUEUE },
    [VN_T_MEM] = { "mem", CL_INVALID_MEM_OBJECT },
    [VN_T_PROGRAM] = { "program", CL_INVALID_PROGRAM },
    [VN_T_SAMPLER] = { "sampler", CL_INVALID_SAMPLER },
    [VN_T_KERNEL] = { "kernel", CL_INVALID_KERNEL },
    [VN_T_EVENT] = { "event", CL_INVALID_EVENT },
};

const struct vn_infoh vn_infoh[] = {
    { VN_OP_clGetContextInfo, CL_CONTEXT_DEVICES, VN_T_DEVICE, true },
};

uint32_t vn_msg_flags(uint32_t op)
{
    switch (op) {
    case 1003: /* VCL_OP_FORGET */
        return VN_OPF_WIRE | VN_OPF_ASYNC;
    case 1007: /* VCL_OP_GET_BINARIES */
        return VN_OPF_WIRE;
    case 1008: /* VCL_OP_ATTACH_SHM */
        return VN_OPF_WIRE;
    case 1010: /* VCL_OP_STAGE */
        return VN_OPF_WIRE;
    default:
        return 0;
    }
}

/* The handshake (msg ... hello): both sides encode and decode it. */
void vn_enc_msg_hello(struct vcl_enc *e, const struct vn_args_msg_hello *a)
{
    vcl_enc_u64(e, VCL_PROTO_MAGIC);
    vcl_enc_u64(e, VCL_PROTO_VERSION);
    vcl_enc_val(e, &a->role, sizeof(a->role));
}

int vn_dec_msg_hello(struct vcl_dec *d, struct vn_args_msg_hello *a)
{
    vcl_dec_val(d, &a->magic, sizeof(a->magic));
    vcl_dec_val(d, &a->version, sizeof(a->version));
    if (d->err || a->magic != VCL_PROTO_MAGIC)
        return -EPROTO;
    if (a->version != VCL_PROTO_VERSION)
        return -EPROTONOSUPPORT;
    vcl_dec_val(d, &a->role, sizeof(a->role));
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}
