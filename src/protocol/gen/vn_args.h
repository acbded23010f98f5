/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#ifndef VN_ARGS_H
#define VN_ARGS_H

#include <stdbool.h>
#include <stdint.h>
#include <EGL/egl.h>

#include "vcl_cl.h"
#include "vcl_gl.h"

/* Pure data of a call (kind data): bytes inline in the message or in the shared region at off
 * (VCL_DEC_NOT_IN_REGION: inline); p NULL: none. Used as data only, never as a length. */
struct vn_data {
    const void *p;
    uint64_t len;
    uint64_t off;
};

/* One (name, bytes) pair of a list (kind files: a build's include files): name a NUL-terminated
 * string, data len bytes (inline in the message). */
struct vn_file {
    const char *name;
    const void *data;
    uint64_t len;
};

/* The arguments of each call flagged args, in wire order (docs/protocol.md). */
struct vn_args_clCreateContext {
    uint64_t id; /* the new context's ID (the front-end picks it) */
    const cl_context_properties* properties; /* 0-terminated property list, NULL: none */
    cl_uint num_devices;
    const cl_device_id* devices; /* num_devices handles */
    uint64_t pfn_notify_id; /* the callback's ID (0: none): the front-end's record holds the function and user_data */
};

struct vn_args_clCreateContextFromType {
    uint64_t id; /* the new context's ID (the front-end picks it) */
    const cl_context_properties* properties; /* 0-terminated property list, NULL: none */
    cl_device_type device_type;
    uint64_t pfn_notify_id; /* the callback's ID (0: none): the front-end's record holds the function and user_data */
};

struct vn_args_clRetainContext {
    uint64_t context; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clReleaseContext {
    uint64_t context; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clRetainCommandQueue {
    uint64_t command_queue; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clReleaseCommandQueue {
    uint64_t command_queue; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clCreateBuffer {
    uint64_t id; /* the new mem's ID (the front-end picks it) */
    cl_context context; /* handle */
    cl_mem_flags flags;
    size_t size;
    uint64_t host_ptr_svm; /* an SVM address the host uses instead, 0: none */
    struct vn_data host_ptr; /* pure data (inline or in the shared region), zero-copy; size bytes; NULL: none */
};

struct vn_args_clRetainMemObject {
    uint64_t memobj; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clReleaseMemObject {
    uint64_t memobj; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clRetainSampler {
    uint64_t sampler; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clReleaseSampler {
    uint64_t sampler; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clCreateProgramWithSource {
    uint64_t id; /* the new program's ID (the front-end picks it) */
    cl_context context; /* handle */
    cl_uint count;
    const char** strings; /* count byte items (1 to VCL_MAX_PROGRAM_PARTS), each inline or staged; their lengths in lengths */
    const size_t* lengths;
};

struct vn_args_clCreateProgramWithBinary {
    uint64_t id; /* the new program's ID (the front-end picks it) */
    cl_context context; /* handle */
    cl_uint num_devices;
    const cl_device_id* device_list; /* num_devices handles */
    const unsigned char** binaries; /* num_devices byte items (1 to VCL_MAX_PROGRAM_PARTS), each inline or staged; their lengths in lengths */
    const size_t* lengths;
};

struct vn_args_clRetainProgram {
    uint64_t program; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clReleaseProgram {
    uint64_t program; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clBuildProgram {
    cl_program program; /* handle */
    cl_uint num_devices;
    const cl_device_id* device_list; /* num_devices handles, NULL: none */
    const char* options; /* NUL-terminated, NULL: none */
    const struct vn_file* files; /* (name, bytes) pairs, at most VCL_BUILD_MAX_FILES, their bytes together at most VCL_BUILD_MAX_BYTES; every name a string, every item's bytes present */
    uint64_t files_count;
    uint64_t pfn_notify_id; /* the callback's ID (0: none): the front-end's record holds the function and user_data */
    uint64_t ask;
};

struct vn_args_clCreateKernelsInProgram {
    cl_program program; /* handle */
    cl_uint num_kernels;
    const uint64_t *kernels; /* IDs the front-end picked for up to num_kernels new objects (at most VCL_MAX_PROGRAM_PARTS), NULL: the caller wants none */
};

struct vn_args_clRetainKernel {
    uint64_t kernel; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clReleaseKernel {
    uint64_t kernel; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clSetKernelArg {
    cl_kernel kernel; /* handle */
    cl_uint arg_index;
    size_t arg_size;
    void *arg_value_obj; /* the mem/sampler/queue the value may name (its ID travels), NULL: none; then the value's bytes, inline or staged, arg_size of them */
    uint8_t arg_value_type;
    const void* arg_value;
    uint64_t arg_value_len;
};

struct vn_args_clRetainEvent {
    uint64_t event; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clReleaseEvent {
    uint64_t event; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clEnqueueReadBuffer {
    uint64_t event_id; /* the new event's ID, 0: none */
    cl_command_queue command_queue; /* handle */
    cl_mem buffer; /* handle */
    cl_bool blocking_read;
    size_t offset;
    size_t size;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list; /* num_events_in_wait_list handles, NULL: none */
    struct vn_data ptr; /* pure data (inline or in the shared region), zero-copy; size bytes; NULL: none; a read's: in the region its destination chunk, inline the guest's bytes as they are (gaps kept); the bytes come back in the reply (blocking) or in VCL_OP_READ_DONE */
};

struct vn_args_clEnqueueWriteBuffer {
    uint64_t event_id; /* the new event's ID, 0: none */
    cl_command_queue command_queue; /* handle */
    cl_mem buffer; /* handle */
    cl_bool blocking_write;
    size_t offset;
    size_t size;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list; /* num_events_in_wait_list handles, NULL: none */
    struct vn_data ptr; /* pure data (inline or in the shared region), zero-copy; size bytes */
};

struct vn_args_clEnqueueReadImage {
    uint64_t event_id; /* the new event's ID, 0: none */
    cl_command_queue command_queue; /* handle */
    cl_mem image; /* handle */
    cl_bool blocking_read;
    const size_t* origin; /* 3 elements */
    const size_t* region; /* 3 elements */
    size_t row_pitch;
    size_t slice_pitch;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list; /* num_events_in_wait_list handles, NULL: none */
    struct vn_data ptr; /* pure data (inline or in the shared region), zero-copy; len: its byte count, which travels before it (also when it is absent); NULL: none; a read's: in the region its destination chunk, inline the guest's bytes as they are (gaps kept); the bytes come back in the reply (blocking) or in VCL_OP_READ_DONE */
};

struct vn_args_clEnqueueWriteImage {
    uint64_t event_id; /* the new event's ID, 0: none */
    cl_command_queue command_queue; /* handle */
    cl_mem image; /* handle */
    cl_bool blocking_write;
    const size_t* origin; /* 3 elements */
    const size_t* region; /* 3 elements */
    size_t input_row_pitch;
    size_t input_slice_pitch;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list; /* num_events_in_wait_list handles, NULL: none */
    struct vn_data ptr; /* pure data (inline or in the shared region), zero-copy; len: its byte count, which travels before it (also when it is absent) */
};

struct vn_args_clGetGLContextInfoKHR {
    const cl_context_properties* properties; /* 0-terminated property list, NULL: none */
    cl_gl_context_info param_name;
    size_t param_value_size;
    bool param_value_want; /* whether the caller gave it: the reply carries it only then */
    bool param_value_size_ret_want; /* whether the caller gave it: the reply carries it only then */
};

struct vn_args_clSetEventCallback {
    cl_event event; /* handle */
    cl_int command_exec_callback_type;
    uint64_t pfn_notify_id; /* the callback's ID (nonzero): the front-end's record holds the function and user_data */
};

struct vn_args_clCreateSubBuffer {
    uint64_t id; /* the new mem's ID (the front-end picks it) */
    cl_mem buffer; /* handle */
    cl_mem_flags flags;
    cl_buffer_create_type buffer_create_type;
    cl_buffer_region buffer_create_info; /* by value */
};

struct vn_args_clSetMemObjectDestructorCallback {
    cl_mem memobj; /* handle */
    uint64_t pfn_notify_id; /* the callback's ID (nonzero): the front-end's record holds the function and user_data */
};

struct vn_args_clEnqueueReadBufferRect {
    uint64_t event_id; /* the new event's ID, 0: none */
    cl_command_queue command_queue; /* handle */
    cl_mem buffer; /* handle */
    cl_bool blocking_read;
    const size_t* buffer_origin; /* 3 elements */
    const size_t* host_origin; /* 3 elements */
    const size_t* region; /* 3 elements */
    size_t buffer_row_pitch;
    size_t buffer_slice_pitch;
    size_t host_row_pitch;
    size_t host_slice_pitch;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list; /* num_events_in_wait_list handles, NULL: none */
    struct vn_data ptr; /* pure data (inline or in the shared region), zero-copy; len: its byte count, which travels before it (also when it is absent); NULL: none; a read's: in the region its destination chunk, inline the guest's bytes as they are (gaps kept); the bytes come back in the reply (blocking) or in VCL_OP_READ_DONE */
};

struct vn_args_clEnqueueWriteBufferRect {
    uint64_t event_id; /* the new event's ID, 0: none */
    cl_command_queue command_queue; /* handle */
    cl_mem buffer; /* handle */
    cl_bool blocking_write;
    const size_t* buffer_origin; /* 3 elements */
    const size_t* host_origin; /* 3 elements */
    const size_t* region; /* 3 elements */
    size_t buffer_row_pitch;
    size_t buffer_slice_pitch;
    size_t host_row_pitch;
    size_t host_slice_pitch;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list; /* num_events_in_wait_list handles, NULL: none */
    struct vn_data ptr; /* pure data (inline or in the shared region), zero-copy; len: its byte count, which travels before it (also when it is absent) */
};

struct vn_args_clCreateSubDevices {
    cl_device_id in_device; /* handle */
    const cl_device_partition_property* properties; /* 0-terminated property list, NULL: none */
    cl_uint num_devices;
    const uint64_t *out_devices; /* IDs the front-end picked for up to num_devices new objects (at most 4096), NULL: the caller wants none */
};

struct vn_args_clRetainDevice {
    uint64_t device; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clReleaseDevice {
    uint64_t device; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clCreateImage {
    uint64_t id; /* the new mem's ID (the front-end picks it) */
    cl_context context; /* handle */
    cl_mem_flags flags;
    cl_image_format image_format; /* by value */
    cl_image_desc image_desc; /* by value; its mem_object travels as a handle after it */
    struct vn_data host_ptr; /* pure data (inline or in the shared region), zero-copy; NULL: none */
};

struct vn_args_clCompileProgram {
    cl_program program; /* handle */
    cl_uint num_devices;
    const cl_device_id* device_list; /* num_devices handles, NULL: none */
    const char* options; /* NUL-terminated, NULL: none */
    const struct vn_file* files; /* (name, bytes) pairs, at most VCL_BUILD_MAX_FILES, their bytes together at most VCL_BUILD_MAX_BYTES; every name a string, every item's bytes present */
    uint64_t files_count;
    cl_uint num_input_headers;
    const cl_program* input_headers; /* num_input_headers handles, NULL: none */
    const char** header_include_names; /* num_input_headers strings (at most VCL_MAX_PROGRAM_PARTS), each present, NULL: none */
    uint64_t pfn_notify_id; /* the callback's ID (0: none): the front-end's record holds the function and user_data */
    uint64_t ask;
};

struct vn_args_clLinkProgram {
    uint64_t id; /* the new program's ID (the front-end picks it) */
    cl_context context; /* handle */
    cl_uint num_devices;
    const cl_device_id* device_list; /* num_devices handles, NULL: none */
    const char* options; /* NUL-terminated, NULL: none */
    cl_uint num_input_programs;
    const cl_program* input_programs; /* num_input_programs handles, NULL: none */
    uint64_t pfn_notify_id; /* the callback's ID (0: none): the front-end's record holds the function and user_data */
};

struct vn_args_clSVMAlloc {
    cl_context context; /* handle */
    cl_svm_mem_flags flags;
    size_t size;
    cl_uint alignment;
};

struct vn_args_clSVMFree {
    cl_context context; /* handle */
    uint64_t svm_pointer; /* an SVM address (the same in guest and host), 0: NULL */
};

struct vn_args_clSetKernelArgSVMPointer {
    cl_kernel kernel; /* handle */
    cl_uint arg_index;
    uint64_t arg_value; /* an SVM address (the same in guest and host), 0: NULL */
};

struct vn_args_clSetKernelExecInfo {
    cl_kernel kernel; /* handle */
    cl_kernel_exec_info param_name;
    size_t param_value_size;
    const void* param_value; /* bytes, param_value_size of them */
    uint64_t param_value_len;
};

struct vn_args_clSetProgramReleaseCallback {
    cl_program program; /* handle */
    uint64_t pfn_notify_id; /* the callback's ID (nonzero): the front-end's record holds the function and user_data */
};

struct vn_args_clCreateBufferWithProperties {
    uint64_t id; /* the new mem's ID (the front-end picks it) */
    cl_context context; /* handle */
    const cl_mem_properties* properties; /* 0-terminated property list, NULL: none */
    cl_mem_flags flags;
    size_t size;
    uint64_t host_ptr_svm; /* an SVM address the host uses instead, 0: none */
    struct vn_data host_ptr; /* pure data (inline or in the shared region), zero-copy; size bytes; NULL: none */
};

struct vn_args_clCreateImageWithProperties {
    uint64_t id; /* the new mem's ID (the front-end picks it) */
    cl_context context; /* handle */
    const cl_mem_properties* properties; /* 0-terminated property list, NULL: none */
    cl_mem_flags flags;
    cl_image_format image_format; /* by value */
    cl_image_desc image_desc; /* by value; its mem_object travels as a handle after it */
    struct vn_data host_ptr; /* pure data (inline or in the shared region), zero-copy; NULL: none */
};

struct vn_args_clSetContextDestructorCallback {
    cl_context context; /* handle */
    uint64_t pfn_notify_id; /* the callback's ID (nonzero): the front-end's record holds the function and user_data */
};

struct vn_args_clCreateCommandBufferKHR {
    uint64_t id; /* the new cmdbuf's ID (the front-end picks it) */
    cl_uint num_queues;
    const cl_command_queue* queues; /* num_queues handles */
    const cl_command_buffer_properties_khr* properties; /* 0-terminated property list, NULL: none */
};

struct vn_args_clRetainCommandBufferKHR {
    uint64_t command_buffer; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clReleaseCommandBufferKHR {
    uint64_t command_buffer; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clEnqueueCommandBufferKHR {
    cl_uint num_queues;
    cl_command_queue* queues; /* num_queues handles, NULL: none */
    cl_command_buffer_khr command_buffer; /* handle */
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list; /* num_events_in_wait_list handles, NULL: none */
    uint64_t event_id; /* the new event's ID, 0: none */
};

struct vn_args_eglInitialize {
    uint8_t none; /* no items: the message is empty (C has no empty struct) */
};

struct vn_args_eglQueryString {
    int32_t name;
};

struct vn_args_eglGetConfigs {
    uint8_t none; /* no items: the message is empty (C has no empty struct) */
};

struct vn_args_eglChooseConfig {
    const EGLint* attribs; /* an attribute list: attribs_count values (name/value pairs, at most VCL_GL_MAX_ATTRIBS, then EGL_NONE) */
    uint64_t attribs_count;
};

struct vn_args_eglGetConfigAttrib {
    uint64_t config;
    int32_t attribute;
};

struct vn_args_eglCreatePbufferSurface {
    uint64_t id;
    uint64_t config;
    const EGLint* attribs; /* an attribute list: attribs_count values (name/value pairs, at most VCL_GL_MAX_ATTRIBS, then EGL_NONE) */
    uint64_t attribs_count;
};

struct vn_args_eglCreateContext {
    uint64_t id;
    uint64_t config;
    uint64_t share;
    const EGLint* attribs; /* an attribute list: attribs_count values (name/value pairs, at most VCL_GL_MAX_ATTRIBS, then EGL_NONE) */
    uint64_t attribs_count;
};

struct vn_args_eglMakeCurrent {
    uint64_t draw;
    uint64_t read;
    uint64_t context;
};

struct vn_args_eglDestroySurface {
    uint64_t id;
};

struct vn_args_eglDestroyContext {
    uint64_t id;
};

struct vn_args_eglQuerySurface {
    uint64_t id;
    int32_t attribute;
};

struct vn_args_eglQueryContext {
    uint64_t id;
    int32_t attribute;
};

struct vn_args_eglSwapBuffers {
    uint64_t surface;
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    struct vn_data frame; /* pure data (inline or in the shared region), zero-copy; len: its byte count, which travels before it (also when it is absent); NULL: none; a destination: in the region the chunk the host writes into, absent: the reply carries the bytes */
};

struct vn_args_eglCreateSync {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    uint64_t id;
};

struct vn_args_eglDestroySync {
    uint64_t id;
};

struct vn_args_eglClientWaitSync {
    uint64_t id;
    int32_t flags;
    uint64_t timeout;
};

struct vn_args_eglWaitSync {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    uint64_t id;
};

struct vn_args_eglGetSyncAttrib {
    uint64_t id;
    int32_t attribute;
};

struct vn_args_eglCreateImage {
    uint64_t ctx;
    uint64_t id;
    int32_t target;
    uint64_t buffer;
    const EGLint* attribs; /* an attribute list: attribs_count values (name/value pairs, at most VCL_GL_MAX_ATTRIBS, then EGL_NONE) */
    uint64_t attribs_count;
};

struct vn_args_eglDestroyImage {
    uint64_t id;
};

struct vn_args_vclDrawClient {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    int32_t mode;
    int32_t count;
    int32_t itype;
    int32_t inst;
    uint64_t base;
    uint64_t nverts;
    const void* indices; /* bytes inline, never in the shared region */
    uint64_t indices_len;
    uint64_t narrays; /* at most VCL_GL_CLIENT_ARRAYS */
    const struct vcl_gl_client_array* arrays; /* narrays elements */
    const void *const *data; /* narrays byte items (at most VCL_GL_CLIENT_ARRAYS), each inline and present; their lengths in data_len */
    const uint64_t *data_len;
};

struct vn_args_vclGetBufferData {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    int32_t target;
    uint64_t offset;
    uint64_t length;
    int32_t access;
    struct vn_data dest; /* pure data (inline or in the shared region), zero-copy; len: its byte count, which travels before it (also when it is absent); NULL: none; a destination: in the region the chunk the host writes into, absent: the reply carries the bytes */
};

struct vn_args_vclGetConfigAttribs {
    uint64_t config;
};

struct vn_args_glGetError {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
};

struct vn_args_glGetString {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    GLenum name;
};

struct vn_args_glPixelStorei {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    GLenum pname;
    GLint param;
};

struct vn_args_glShaderSource {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    GLuint shader;
    GLsizei count;
    const GLchar* source; /* bytes inline, never in the shared region */
    uint64_t source_len;
};

struct vn_args_glDebugMessageCallback {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    uint64_t callback;
};

struct vn_args_glObjectPtrLabel {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    uint64_t sync;
    GLsizei length;
    const GLchar* label; /* bytes inline, never in the shared region */
    uint64_t label_len;
};

struct vn_args_glGetObjectPtrLabel {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    uint64_t sync;
    GLsizei bufSize;
    bool length_want; /* whether the caller gave it: the reply carries it only then */
    bool label_want; /* whether the caller gave it: the reply carries it only then */
};

struct vn_args_vclDebugMessages {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
};

struct vn_args_vclPersistentWrite {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    uint32_t buffer;
    uint64_t offset;
    int32_t unmap;
    const void* data; /* bytes inline, never in the shared region */
    uint64_t data_len;
};

struct vn_args_vclPersistentRead {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    uint32_t buffer;
    struct vn_data dest; /* pure data (inline or in the shared region), zero-copy; len: its byte count, which travels before it (also when it is absent); NULL: none; a destination: in the region the chunk the host writes into, absent: the reply carries the bytes */
};

struct vn_args_glEGLImageTargetTexture2DOES {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    GLenum target;
    uint64_t image;
};

struct vn_args_glEGLImageTargetRenderbufferStorageOES {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    GLenum target;
    uint64_t image;
};

struct vn_args_glEGLImageTargetTexStorageEXT {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    GLenum target;
    uint64_t image;
    GLint attrib0;
};

/* The items of virtcl's own messages (msg: VCL_OP_NAME, src/protocol/vcl_wire.h), in wire order. */
struct vn_args_msg_hello { /* VCL_OP_HELLO */
    uint64_t magic;
    uint64_t version;
    uint64_t role;
    uint64_t token0;
    uint64_t token1;
};

struct vn_args_msg_welcome { /* VCL_OP_WELCOME */
    uint64_t magic;
    uint64_t version;
    uint64_t token0;
    uint64_t token1;
    uint64_t platform;
    uint64_t ndev; /* at most VCL_MAX_DEVICES */
    const uint64_t* devices; /* ndev elements */
    uint64_t region;
    uint64_t region_off;
};

struct vn_args_msg_forget { /* VCL_OP_FORGET */
    uint64_t id;
};

struct vn_args_msg_get_binaries { /* VCL_OP_GET_BINARIES */
    cl_program program; /* handle */
};

struct vn_args_msg_attach_shm { /* VCL_OP_ATTACH_SHM */
    uint64_t size;
    uint64_t ring;
    uint64_t events; /* at most VCL_EVTAB_MAX */
};

struct vn_args_msg_stage { /* VCL_OP_STAGE */
    uint64_t id; /* nonzero */
    uint64_t len; /* nonzero, at most VCL_MAX_STAGED_BYTES */
    uint64_t off;
    const void* piece; /* bytes inline, never in the shared region; present, 1 byte at least */
    uint64_t piece_len;
};

struct vn_args_msg_peer_offer { /* VCL_OP_PEER_OFFER */
    cl_command_queue queue; /* handle */
    cl_mem mem; /* handle */
    cl_event after; /* handle, NULL: none */
    uint64_t offset;
    uint64_t size; /* nonzero */
};

struct vn_args_msg_peer_pull { /* VCL_OP_PEER_PULL */
    cl_command_queue queue; /* handle */
    cl_mem mem; /* handle */
    uint64_t offset;
    uint64_t size; /* nonzero */
    uint64_t session; /* nonzero */
    uint64_t ticket0;
    uint64_t ticket1;
    uint64_t ticket2;
    uint64_t ticket3;
    const char* peer; /* NUL-terminated */
};

struct vn_args_msg_xfer_begin { /* VCL_OP_XFER_BEGIN */
    cl_command_queue queue; /* handle */
    uint64_t marker_id; /* the new event's ID, 0: none */
};

struct vn_args_msg_xfer_end { /* VCL_OP_XFER_END */
    uint64_t marker; /* the ID itself: the handler looks it up (the guest's references) */
    cl_event after; /* handle, NULL: none */
};

struct vn_args_msg_async_error { /* VCL_OP_ASYNC_ERROR */
    int32_t op;
    int32_t err;
};

struct vn_args_msg_bulk_done { /* VCL_OP_BULK_DONE */
    uint64_t off;
};

struct vn_args_msg_callback { /* VCL_OP_CALLBACK */
    uint64_t cb;
    int32_t status;
    const char* errinfo; /* NUL-terminated, NULL: none */
    const void* private_info; /* bytes inline, never in the shared region */
    uint64_t private_info_len;
};

struct vn_args_msg_read_done { /* VCL_OP_READ_DONE */
    uint64_t event;
    int32_t status;
};

struct vn_args_msg_reply_part { /* VCL_OP_REPLY_PART */
    uint64_t off;
    uint64_t len; /* nonzero */
};

struct vn_args_msg_printf { /* VCL_OP_PRINTF */
    const char* text; /* bytes inline, never in the shared region; at most VCL_MAX_PRINTF bytes */
    uint64_t text_len;
};

struct vn_args_msg_stderr { /* VCL_OP_STDERR */
    const char* text; /* bytes inline, never in the shared region; at most VCL_MAX_PRINTF bytes */
    uint64_t text_len;
};

/* The reply items of hand-written stubs' calls (reply lines), after the i32 result. */
struct vn_reply_clCreateProgramWithBinary { /* after the i32 result */
    const cl_int* binary_status; /* num_devices elements */
};

struct vn_reply_clBuildProgram { /* after the i32 result */
    uint64_t owned;
    uint64_t nmiss; /* at most VCL_BUILD_MAX_MISSING */
    const char *missing[VCL_BUILD_MAX_MISSING]; /* nmiss strings */
};

struct vn_reply_clCreateKernelsInProgram { /* after the i32 result */
    uint64_t got;
};

struct vn_reply_clCreateSubDevices { /* after the i32 result */
    uint64_t got;
};

struct vn_reply_clCompileProgram { /* after the i32 result */
    uint64_t owned;
    uint64_t nmiss; /* at most VCL_BUILD_MAX_MISSING */
    const char *missing[VCL_BUILD_MAX_MISSING]; /* nmiss strings */
};

struct vn_reply_clLinkProgram { /* after the i32 result */
    uint64_t made;
    uint64_t owned;
};

struct vn_reply_clSVMAlloc { /* after the i32 result */
    uint64_t host; /* only with CL_SUCCESS */
};

struct vn_reply_eglInitialize { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
    int32_t major; /* only with EGL_SUCCESS */
    int32_t minor; /* only with EGL_SUCCESS */
};

struct vn_reply_eglQueryString { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
    const char* s; /* a NUL-terminated string, NULL: absent; only with EGL_SUCCESS */
    uint64_t s_len;
};

struct vn_reply_eglGetConfigs { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
    uint64_t n; /* at most INT32_MAX; only with EGL_SUCCESS */
    const uint64_t* ids; /* n elements; only with EGL_SUCCESS */
};

struct vn_reply_eglChooseConfig { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
    uint64_t n; /* at most INT32_MAX; only with EGL_SUCCESS */
    const uint64_t* ids; /* n elements; only with EGL_SUCCESS */
};

struct vn_reply_eglGetConfigAttrib { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
    int32_t value; /* only with EGL_SUCCESS */
};

struct vn_reply_eglCreatePbufferSurface { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_eglCreateContext { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_eglMakeCurrent { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_eglDestroySurface { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_eglDestroyContext { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_eglQuerySurface { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
    int32_t value; /* only with EGL_SUCCESS */
};

struct vn_reply_eglQueryContext { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
    int32_t value; /* only with EGL_SUCCESS */
};

struct vn_reply_eglSwapBuffers { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
    const void* frame; /* bytes, NULL: absent; only with EGL_SUCCESS */
    uint64_t frame_len;
};

struct vn_reply_eglCreateSync { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_eglDestroySync { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_eglClientWaitSync { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
    int32_t status; /* only with EGL_SUCCESS */
};

struct vn_reply_eglWaitSync { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_eglGetSyncAttrib { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
    int64_t value; /* only with EGL_SUCCESS */
};

struct vn_reply_eglCreateImage { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_eglDestroyImage { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_vclGetBufferData { /* after the i32 result */
    int32_t err;
    const void* dest; /* bytes, NULL: absent */
    uint64_t dest_len;
};

struct vn_reply_vclGetConfigAttribs { /* after the i32 result */
    int32_t err;
    uint64_t have;
    uint64_t n; /* at most VCL_EGL_CFG_ATTRS */
    const int32_t* values; /* n elements */
};

struct vn_reply_glGetError { /* after the i32 result */
    GLenum err;
};

struct vn_reply_glGetString { /* after the i32 result */
    const char* s; /* a NUL-terminated string, NULL: absent */
    uint64_t s_len;
};

struct vn_reply_glGetObjectPtrLabel { /* after the i32 result */
    GLsizei length;
    const char* label; /* a NUL-terminated string, NULL: absent */
    uint64_t label_len;
};

struct vn_reply_vclDebugMessages { /* after the i32 result */
    uint32_t n; /* at most VCL_GL_DEBUG_REPLY */
    uint32_t more;
    const struct vcl_gl_debug_msg* msgs; /* n elements */
    const void *texts[VCL_GL_DEBUG_REPLY]; /* n byte items, each a NUL-terminated string */
    uint64_t texts_len[VCL_GL_DEBUG_REPLY];
};

struct vn_reply_vclPersistentRead { /* after the i32 result */
    int32_t err;
    const void* dest; /* bytes, NULL: absent */
    uint64_t dest_len;
};

struct vn_reply_msg_get_binaries { /* after the i32 result */
    uint64_t count; /* at most VCL_MAX_DEVICES; only with CL_SUCCESS */
    const void *binaries[VCL_MAX_DEVICES]; /* count byte items, NULL: absent; only with CL_SUCCESS */
    uint64_t binaries_len[VCL_MAX_DEVICES];
};

struct vn_reply_msg_peer_offer { /* after the i32 result */
    uint64_t session; /* only with CL_SUCCESS */
    uint64_t ticket0; /* only with CL_SUCCESS */
    uint64_t ticket1; /* only with CL_SUCCESS */
    uint64_t ticket2; /* only with CL_SUCCESS */
    uint64_t ticket3; /* only with CL_SUCCESS */
};

/* The handshake (msg ... hello; vn_protocol.c): the encoder writes this library's magic and
 * version whatever the struct holds; the decoder returns 0, -EPROTO (not virtcl's, or
 * malformed) or -EPROTONOSUPPORT (another release's version, in a->version: nothing after
 * it is read). */
struct vcl_enc;
struct vcl_dec;
void vn_enc_msg_hello(struct vcl_enc *e, const struct vn_args_msg_hello *a);
int vn_dec_msg_hello(struct vcl_dec *d, struct vn_args_msg_hello *a);
void vn_enc_msg_welcome(struct vcl_enc *e, const struct vn_args_msg_welcome *a);
int vn_dec_msg_welcome(struct vcl_dec *d, struct vn_args_msg_welcome *a);

#endif
