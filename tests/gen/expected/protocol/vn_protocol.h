/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#ifndef VN_PROTOCOL_H
#define VN_PROTOCOL_H

#include <stdint.h>
#include <stdbool.h>

/* The generated wire code's hash (gen.py proto_hash): part of VCL_PROTO_VERSION, so a
 * guest library and a daemon built from different tables refuse each other clearly. */
#define VN_PROTO_HASH 0x7c74e5b76d763e85ull

/* Handle types. 0 is no type. */
enum vn_type {
    VN_T_NONE = 0,
    VN_T_PLATFORM = 1,
    VN_T_DEVICE = 2,
    VN_T_CONTEXT = 3,
    VN_T_QUEUE = 4,
    VN_T_MEM = 5,
    VN_T_PROGRAM = 6,
    VN_T_SAMPLER = 7,
    VN_T_KERNEL = 8,
    VN_T_EVENT = 9,
    VN_T_COUNT = 10,
};

/* Opcodes: fixed numbers from the API table, part of the wire protocol. */
enum vn_op {
    VN_OP_clCreateContextFromType = 6,
    VN_OP_clGetContextInfo = 9,
    VN_OP_clCreateCommandQueueWithProperties = 10,
    VN_OP_clReleaseCommandQueue = 12,
    VN_OP_clCreateBuffer = 15,
    VN_OP_clCreateImage2D = 16,
    VN_OP_clRetainMemObject = 18,
    VN_OP_clCreateProgramWithBinary = 28,
    VN_OP_clUnloadCompiler = 32,
    VN_OP_clCreateKernelsInProgram = 36,
    VN_OP_clSetKernelArg = 39,
    VN_OP_clEnqueueReadBufferRect = 81,
    VN_OP_clCreateImage = 87,
    VN_OP_clCompileProgram = 89,
    VN_OP_clEnqueueFillImageLike = 93,
    VN_OP_clEnqueueNativeKernel = 95,
    VN_OP_clSetKernelExecInfo = 112,
    VN_OP_eglInitialize = 200,
    VN_OP_eglQueryString = 201,
    VN_OP_eglCreatePbufferSurface = 205,
    VN_OP_vclDrawClient = 213,
    VN_OP_vclGetBufferData = 214,
    VN_OP_vclGetLabel = 216,
    VN_OP_TABLE_MAX = 216,
};

#define VN_OPF_WIRE  0x1u /* travels on the wire */
#define VN_OPF_ASYNC 0x2u /* no reply */
#define VN_OPF_BLOCK 0x4u /* may block on the host: run off the session reader */
#define VN_OPF_INFO  0x8u /* clGet*Info query */
#define VN_OPF_SPEC  0x10u /* may be sent without waiting once the same call succeeded */
#define VN_OPF_ENQUEUE 0x20u /* enqueues a command (clEnqueue*): a later clFinish must reach the host */

struct vn_op_desc {
    const char *name;
    uint32_t flags;
};

struct vn_type_desc {
    const char *name;
    int32_t invalid_error;
};

struct vn_infoh {
    uint16_t op;
    uint32_t param;
    uint8_t type;
    bool array;
};

extern const struct vn_op_desc vn_ops[217];
extern const struct vn_type_desc vn_types[VN_T_COUNT];
extern const struct vn_infoh vn_infoh[1];
#define VN_INFOH_COUNT 1

/* virtcl's own messages described by the table (msg; opcodes VCL_OP_NAME of vcl_wire.h):
 * VN_OPF_WIRE, with VN_OPF_ASYNC for one without a reply, for those the front-end sends;
 * 0 for any other opcode (a notification included). */
uint32_t vn_msg_flags(uint32_t op);

/* Is op a table opcode (1..VN_OP_TABLE_MAX with an entry)? Safe on any 32-bit value. */
static inline bool vn_op_valid(uint32_t op)
{
    return op >= 1 && op <= VN_OP_TABLE_MAX && vn_ops[op].name != 0;
}

#endif
