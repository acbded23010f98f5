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
struct vn_args_clRetainMemObject {
    uint64_t memobj; /* the ID itself: the handler looks it up (the guest's references) */
};

struct vn_args_clCreateImage {
    uint64_t id; /* the new mem's ID (the front-end picks it) */
    cl_context context; /* handle */
    cl_mem_flags flags;
    cl_image_format image_format; /* by value */
    cl_image_desc image_desc; /* by value; its mem_object travels as a handle after it */
    struct vn_data host_ptr; /* pure data (inline or in the shared region), zero-copy; NULL: none */
};

struct vn_args_clCreateBuffer {
    uint64_t id; /* the new mem's ID (the front-end picks it) */
    cl_context context; /* handle */
    cl_mem_flags flags;
    size_t size;
    uint64_t host_ptr_svm; /* an SVM address the host uses instead, 0: none */
    struct vn_data host_ptr; /* pure data (inline or in the shared region), zero-copy; size bytes; NULL: none */
};

struct vn_args_clCreateProgramWithBinary {
    uint64_t id; /* the new program's ID (the front-end picks it) */
    cl_context context; /* handle */
    cl_uint num_devices;
    const cl_device_id* device_list; /* num_devices handles */
    const unsigned char** binaries; /* num_devices byte items (1 to VCL_MAX_PROGRAM_PARTS), each inline or staged; their lengths in lengths */
    const size_t* lengths;
};

struct vn_args_clCreateKernelsInProgram {
    cl_program program; /* handle */
    cl_uint num_kernels;
    const uint64_t *kernels; /* IDs the front-end picked for up to num_kernels new objects (at most VCL_MAX_PROGRAM_PARTS), NULL: the caller wants none */
};

struct vn_args_clSetKernelArg {
    cl_kernel kernel; /* handle */
    cl_uint arg_index;
    size_t arg_size;
    void *arg_value_obj; /* the mem/sampler the value may name (its ID travels), NULL: none; then the value's bytes, inline or staged, arg_size of them */
    uint8_t arg_value_type;
    const void* arg_value;
    uint64_t arg_value_len;
};

struct vn_args_clSetKernelExecInfo {
    cl_kernel kernel; /* handle */
    cl_kernel_exec_info param_name;
    size_t param_value_size;
    const void* param_value; /* bytes, param_value_size of them */
    uint64_t param_value_len;
};

struct vn_args_clCreateContextFromType {
    uint64_t id; /* the new context's ID (the front-end picks it) */
    const cl_context_properties* properties; /* 0-terminated property list, NULL: none */
    cl_device_type device_type;
    uint64_t pfn_notify_id; /* the callback's ID (0: none): the front-end's record holds the function and user_data */
};

struct vn_args_clEnqueueReadBufferRect {
    uint64_t event_id; /* the new event's ID, 0: none */
    cl_command_queue command_queue; /* handle */
    cl_mem buffer; /* handle */
    cl_bool blocking_read;
    const size_t* region; /* 3 elements */
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list; /* num_events_in_wait_list handles, NULL: none */
    struct vn_data ptr; /* pure data (inline or in the shared region), zero-copy; len: its byte count, which travels before it (also when it is absent); NULL: none; a read's: in the region its destination chunk, inline the guest's bytes as they are (gaps kept); the bytes come back in the reply (blocking) or in VCL_OP_READ_DONE */
};

struct vn_args_clCompileProgram {
    cl_program program; /* handle */
    cl_uint num_devices;
    const cl_device_id* device_list; /* num_devices handles, NULL: none */
    const struct vn_file* files; /* (name, bytes) pairs, at most 8, their bytes together at most 4096; every name a string, every item's bytes present */
    uint64_t files_count;
    cl_uint num_input_headers;
    const char** header_include_names; /* num_input_headers strings (at most 16), each present, NULL: none */
    bool param_value_want; /* whether the caller gave it: the reply carries it only then */
    bool param_value_size_ret_want; /* whether the caller gave it: the reply carries it only then */
    uint64_t pfn_notify_id; /* the callback's ID (0: none): the front-end's record holds the function and user_data */
    uint64_t ask;
};

struct vn_args_eglInitialize {
    uint8_t none; /* no items: the message is empty (C has no empty struct) */
};

struct vn_args_eglQueryString {
    int32_t name;
};

struct vn_args_eglCreatePbufferSurface {
    uint64_t id;
    uint64_t config;
    const EGLint* attribs; /* an attribute list: attribs_count values (name/value pairs, at most VCL_GL_MAX_ATTRIBS, then EGL_NONE) */
    uint64_t attribs_count;
};

struct vn_args_vclDrawClient {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    int32_t count;
    const void* indices; /* bytes inline, never in the shared region */
    uint64_t indices_len;
    uint64_t narrays; /* at most 4 */
    const void *const *data; /* narrays byte items (at most 4), each inline and present; their lengths in data_len */
    const uint64_t *data_len;
};

struct vn_args_vclGetBufferData {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    uint64_t length;
    struct vn_data dest; /* pure data (inline or in the shared region), zero-copy; len: its byte count, which travels before it (also when it is absent); NULL: none; a destination: in the region the chunk the host writes into, absent: the reply carries the bytes */
};

struct vn_args_vclGetLabel {
    uint64_t ctx; /* the ID of the calling guest thread's current context: the message's context (vcl_gl_ctx), 0 or unknown: none */
    int32_t bufSize;
    bool length_want; /* whether the caller gave it: the reply carries it only then */
};

/* The items of virtcl's own messages (msg: VCL_OP_NAME, src/protocol/vcl_wire.h), in wire order. */
struct vn_args_msg_forget { /* VCL_OP_FORGET */
    uint64_t id;
};

struct vn_args_msg_get_binaries { /* VCL_OP_GET_BINARIES */
    cl_program program; /* handle */
};

struct vn_args_msg_stage { /* VCL_OP_STAGE */
    uint64_t id; /* nonzero */
    uint64_t len; /* nonzero, at most VCL_MAX_STAGED_BYTES */
    uint64_t off;
    const void* piece; /* bytes inline, never in the shared region; present, 1 byte at least */
    uint64_t piece_len;
};

struct vn_args_msg_attach_shm { /* VCL_OP_ATTACH_SHM */
    uint64_t size;
    uint64_t ring; /* may be absent at the message's end (0 then) */
};

struct vn_args_msg_bulk_done { /* VCL_OP_BULK_DONE */
    uint64_t off; /* nonzero */
};

struct vn_args_msg_callback { /* VCL_OP_CALLBACK */
    uint64_t cb;
    int32_t status;
};

struct vn_args_msg_printf { /* VCL_OP_PRINTF */
    const char* text; /* bytes inline, never in the shared region; at most VCL_MAX_PRINTF bytes */
    uint64_t text_len;
    const char* name; /* NUL-terminated, NULL: none */
    uint64_t n; /* at most 8 */
    const uint64_t* ids; /* n elements */
};

struct vn_args_msg_hello { /* VCL_OP_HELLO */
    uint64_t magic;
    uint64_t version;
    uint64_t role;
};

/* The reply items of hand-written stubs' calls (reply lines), after the i32 result. */
struct vn_reply_clCreateProgramWithBinary { /* after the i32 result */
    const cl_int* binary_status; /* num_devices elements */
};

struct vn_reply_clCreateKernelsInProgram { /* after the i32 result */
    uint64_t got;
    uint64_t n; /* at most 4 */
    const char *names[4]; /* n strings */
    const void *texts[4]; /* n byte items, each a NUL-terminated string */
    uint64_t texts_len[4];
    uint64_t nb; /* at most 2; only with CL_SUCCESS */
    const void *blobs[2]; /* nb byte items, NULL: absent; only with CL_SUCCESS */
    uint64_t blobs_len[2];
};

struct vn_reply_eglInitialize { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_eglQueryString { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
    const char* s; /* a NUL-terminated string, NULL: absent; only with EGL_SUCCESS */
    uint64_t s_len;
};

struct vn_reply_eglCreatePbufferSurface { /* after the i32 result */
    int32_t egl_error; /* the host's EGL error: EGL_SUCCESS, or why the call failed */
};

struct vn_reply_vclGetBufferData { /* after the i32 result */
    int32_t err;
    const void* dest; /* bytes, NULL: absent */
    uint64_t dest_len;
};

struct vn_reply_vclGetLabel { /* after the i32 result */
    int32_t length;
    const char* label; /* a NUL-terminated string, NULL: absent */
    uint64_t label_len;
};

/* The handshake (msg ... hello; vn_protocol.c): the encoder writes this library's magic and
 * version whatever the struct holds; the decoder returns 0, -EPROTO (not virtcl's, or
 * malformed) or -EPROTONOSUPPORT (another release's version, in a->version: nothing after
 * it is read). */
struct vcl_enc;
struct vcl_dec;
void vn_enc_msg_hello(struct vcl_enc *e, const struct vn_args_msg_hello *a);
int vn_dec_msg_hello(struct vcl_dec *d, struct vn_args_msg_hello *a);

#endif
