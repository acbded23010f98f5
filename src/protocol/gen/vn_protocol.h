/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#ifndef VN_PROTOCOL_H
#define VN_PROTOCOL_H

#include <stdint.h>
#include <stdbool.h>

/* Handle types. 0 is no type. */
enum vn_type {
    VN_T_NONE = 0,
    VN_T_PLATFORM = 1,
    VN_T_DEVICE = 2,
    VN_T_CONTEXT = 3,
    VN_T_QUEUE = 4,
    VN_T_MEM = 5,
    VN_T_SAMPLER = 6,
    VN_T_PROGRAM = 7,
    VN_T_KERNEL = 8,
    VN_T_EVENT = 9,
    VN_T_COUNT = 10,
};

/* Opcodes: fixed numbers from the API table, part of the wire protocol. */
enum vn_op {
    VN_OP_clGetPlatformIDs = 1,
    VN_OP_clGetPlatformInfo = 2,
    VN_OP_clGetDeviceIDs = 3,
    VN_OP_clGetDeviceInfo = 4,
    VN_OP_clCreateContext = 5,
    VN_OP_clCreateContextFromType = 6,
    VN_OP_clRetainContext = 7,
    VN_OP_clReleaseContext = 8,
    VN_OP_clGetContextInfo = 9,
    VN_OP_clCreateCommandQueue = 10,
    VN_OP_clRetainCommandQueue = 11,
    VN_OP_clReleaseCommandQueue = 12,
    VN_OP_clGetCommandQueueInfo = 13,
    VN_OP_clSetCommandQueueProperty = 14,
    VN_OP_clCreateBuffer = 15,
    VN_OP_clCreateImage2D = 16,
    VN_OP_clCreateImage3D = 17,
    VN_OP_clRetainMemObject = 18,
    VN_OP_clReleaseMemObject = 19,
    VN_OP_clGetSupportedImageFormats = 20,
    VN_OP_clGetMemObjectInfo = 21,
    VN_OP_clGetImageInfo = 22,
    VN_OP_clCreateSampler = 23,
    VN_OP_clRetainSampler = 24,
    VN_OP_clReleaseSampler = 25,
    VN_OP_clGetSamplerInfo = 26,
    VN_OP_clCreateProgramWithSource = 27,
    VN_OP_clCreateProgramWithBinary = 28,
    VN_OP_clRetainProgram = 29,
    VN_OP_clReleaseProgram = 30,
    VN_OP_clBuildProgram = 31,
    VN_OP_clUnloadCompiler = 32,
    VN_OP_clGetProgramInfo = 33,
    VN_OP_clGetProgramBuildInfo = 34,
    VN_OP_clCreateKernel = 35,
    VN_OP_clCreateKernelsInProgram = 36,
    VN_OP_clRetainKernel = 37,
    VN_OP_clReleaseKernel = 38,
    VN_OP_clSetKernelArg = 39,
    VN_OP_clGetKernelInfo = 40,
    VN_OP_clGetKernelWorkGroupInfo = 41,
    VN_OP_clWaitForEvents = 42,
    VN_OP_clGetEventInfo = 43,
    VN_OP_clRetainEvent = 44,
    VN_OP_clReleaseEvent = 45,
    VN_OP_clGetEventProfilingInfo = 46,
    VN_OP_clFlush = 47,
    VN_OP_clFinish = 48,
    VN_OP_clEnqueueReadBuffer = 49,
    VN_OP_clEnqueueWriteBuffer = 50,
    VN_OP_clEnqueueCopyBuffer = 51,
    VN_OP_clEnqueueReadImage = 52,
    VN_OP_clEnqueueWriteImage = 53,
    VN_OP_clEnqueueCopyImage = 54,
    VN_OP_clEnqueueCopyImageToBuffer = 55,
    VN_OP_clEnqueueCopyBufferToImage = 56,
    VN_OP_clEnqueueMapBuffer = 57,
    VN_OP_clEnqueueMapImage = 58,
    VN_OP_clEnqueueUnmapMemObject = 59,
    VN_OP_clEnqueueNDRangeKernel = 60,
    VN_OP_clEnqueueTask = 61,
    VN_OP_clEnqueueNativeKernel = 62,
    VN_OP_clEnqueueMarker = 63,
    VN_OP_clEnqueueWaitForEvents = 64,
    VN_OP_clEnqueueBarrier = 65,
    VN_OP_clGetExtensionFunctionAddress = 66,
    VN_OP_clCreateFromGLBuffer = 67,
    VN_OP_clCreateFromGLTexture2D = 68,
    VN_OP_clCreateFromGLTexture3D = 69,
    VN_OP_clCreateFromGLRenderbuffer = 70,
    VN_OP_clGetGLObjectInfo = 71,
    VN_OP_clGetGLTextureInfo = 72,
    VN_OP_clEnqueueAcquireGLObjects = 73,
    VN_OP_clEnqueueReleaseGLObjects = 74,
    VN_OP_clGetGLContextInfoKHR = 75,
    VN_OP_clSetEventCallback = 76,
    VN_OP_clCreateSubBuffer = 77,
    VN_OP_clSetMemObjectDestructorCallback = 78,
    VN_OP_clCreateUserEvent = 79,
    VN_OP_clSetUserEventStatus = 80,
    VN_OP_clEnqueueReadBufferRect = 81,
    VN_OP_clEnqueueWriteBufferRect = 82,
    VN_OP_clEnqueueCopyBufferRect = 83,
    VN_OP_clCreateSubDevices = 84,
    VN_OP_clRetainDevice = 85,
    VN_OP_clReleaseDevice = 86,
    VN_OP_clCreateImage = 87,
    VN_OP_clCreateProgramWithBuiltInKernels = 88,
    VN_OP_clCompileProgram = 89,
    VN_OP_clLinkProgram = 90,
    VN_OP_clUnloadPlatformCompiler = 91,
    VN_OP_clGetKernelArgInfo = 92,
    VN_OP_clEnqueueFillBuffer = 93,
    VN_OP_clEnqueueFillImage = 94,
    VN_OP_clEnqueueMigrateMemObjects = 95,
    VN_OP_clEnqueueMarkerWithWaitList = 96,
    VN_OP_clEnqueueBarrierWithWaitList = 97,
    VN_OP_clGetExtensionFunctionAddressForPlatform = 98,
    VN_OP_clCreateFromGLTexture = 99,
    VN_OP_clCreateCommandQueueWithProperties = 100,
    VN_OP_clCreatePipe = 101,
    VN_OP_clGetPipeInfo = 102,
    VN_OP_clSVMAlloc = 103,
    VN_OP_clSVMFree = 104,
    VN_OP_clEnqueueSVMFree = 105,
    VN_OP_clEnqueueSVMMemcpy = 106,
    VN_OP_clEnqueueSVMMemFill = 107,
    VN_OP_clEnqueueSVMMap = 108,
    VN_OP_clEnqueueSVMUnmap = 109,
    VN_OP_clCreateSamplerWithProperties = 110,
    VN_OP_clSetKernelArgSVMPointer = 111,
    VN_OP_clSetKernelExecInfo = 112,
    VN_OP_clGetKernelSubGroupInfoKHR = 113,
    VN_OP_clCloneKernel = 114,
    VN_OP_clCreateProgramWithIL = 115,
    VN_OP_clEnqueueSVMMigrateMem = 116,
    VN_OP_clGetDeviceAndHostTimer = 117,
    VN_OP_clGetHostTimer = 118,
    VN_OP_clGetKernelSubGroupInfo = 119,
    VN_OP_clSetDefaultDeviceCommandQueue = 120,
    VN_OP_clSetProgramReleaseCallback = 121,
    VN_OP_clSetProgramSpecializationConstant = 122,
    VN_OP_clCreateBufferWithProperties = 123,
    VN_OP_clCreateImageWithProperties = 124,
    VN_OP_clSetContextDestructorCallback = 125,
    VN_OP_clIcdGetPlatformIDsKHR = 126,
    VN_OP_TABLE_MAX = 126,
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

extern const struct vn_op_desc vn_ops[127];
extern const struct vn_type_desc vn_types[VN_T_COUNT];
extern const struct vn_infoh vn_infoh[16];
#define VN_INFOH_COUNT 16

/* Is op a table opcode (1..VN_OP_TABLE_MAX with an entry)? Safe on any 32-bit value. */
static inline bool vn_op_valid(uint32_t op)
{
    return op >= 1 && op <= VN_OP_TABLE_MAX && vn_ops[op].name != 0;
}

#endif
