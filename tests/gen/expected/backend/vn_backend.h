/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#ifndef VN_BACKEND_H
#define VN_BACKEND_H

#include "vcl_be.h"
#include "vn_args.h"

/* Hand-written back-end handlers (src/backend/vcl_be_*.c by object family; EGL and GL: vcl_be_gl.c).
 * A call flagged args gets its arguments decoded and checked (vn_backend.c); the others decode
 * their own. */
int vcl_be_h_clReleaseCommandQueue(struct vcl_be_ctx *x);
int vcl_be_h_clRetainMemObject(struct vcl_be_ctx *x, const struct vn_args_clRetainMemObject *a);
int vcl_be_h_clCreateImage(struct vcl_be_ctx *x, const struct vn_args_clCreateImage *a);
int vcl_be_h_clCreateBuffer(struct vcl_be_ctx *x, const struct vn_args_clCreateBuffer *a);
int vcl_be_h_clCreateProgramWithBinary(struct vcl_be_ctx *x, const struct vn_args_clCreateProgramWithBinary *a);
int vcl_be_h_clCreateKernelsInProgram(struct vcl_be_ctx *x, const struct vn_args_clCreateKernelsInProgram *a);
int vcl_be_h_clSetKernelArg(struct vcl_be_ctx *x, const struct vn_args_clSetKernelArg *a);
int vcl_be_h_clSetKernelExecInfo(struct vcl_be_ctx *x, const struct vn_args_clSetKernelExecInfo *a);
int vcl_be_h_clCreateContextFromType(struct vcl_be_ctx *x, const struct vn_args_clCreateContextFromType *a);
int vcl_be_h_clEnqueueReadBufferRect(struct vcl_be_ctx *x, const struct vn_args_clEnqueueReadBufferRect *a);
int vcl_be_h_clCompileProgram(struct vcl_be_ctx *x, const struct vn_args_clCompileProgram *a);
int vcl_be_h_eglInitialize(struct vcl_be_ctx *x, const struct vn_args_eglInitialize *a);
int vcl_be_h_eglQueryString(struct vcl_be_ctx *x, const struct vn_args_eglQueryString *a);
int vcl_be_h_eglCreatePbufferSurface(struct vcl_be_ctx *x, const struct vn_args_eglCreatePbufferSurface *a);
int vcl_be_h_vclDrawClient(struct vcl_be_ctx *x, const struct vn_args_vclDrawClient *a);
int vcl_be_h_vclGetBufferData(struct vcl_be_ctx *x, const struct vn_args_vclGetBufferData *a);
int vcl_be_h_vclGetLabel(struct vcl_be_ctx *x, const struct vn_args_vclGetLabel *a);

/* Handlers of virtcl's own messages (msg): their items decoded and checked (vn_backend.c). */
int vcl_be_h_msg_forget(struct vcl_be_ctx *x, const struct vn_args_msg_forget *a);
int vcl_be_h_msg_get_binaries(struct vcl_be_ctx *x, const struct vn_args_msg_get_binaries *a);
int vcl_be_h_msg_stage(struct vcl_be_ctx *x, const struct vn_args_msg_stage *a);
int vcl_be_h_msg_attach_shm(struct vcl_be_ctx *x, const struct vn_args_msg_attach_shm *a);
/* The decoder of a message the table describes (VCL_OP_NAME), NULL for any other opcode. */
int (*vn_be_msg_handler(uint32_t op))(struct vcl_be_ctx *x);
/* Encoders of the notifications (msg ... notify): their items, after
 * vcl_enc_init(e, VCL_OP_NAME, 0); sent on the notify channel. */
void vn_enc_msg_bulk_done(struct vcl_enc *e, const struct vn_args_msg_bulk_done *a);
void vn_enc_msg_callback(struct vcl_enc *e, const struct vn_args_msg_callback *a);
void vn_enc_msg_printf(struct vcl_enc *e, const struct vn_args_msg_printf *a);
/* Encoders of the replies of hand-written stubs' calls (reply lines, vn_backend.c): the i32
 * result, then the items (those flagged ok only with CL_SUCCESS), into a handler's x->rep. */
void vn_enc_reply_clCreateProgramWithBinary(struct vcl_enc *e, cl_int result, const struct vn_args_clCreateProgramWithBinary *a, const struct vn_reply_clCreateProgramWithBinary *r);
void vn_enc_reply_clCreateKernelsInProgram(struct vcl_enc *e, cl_int result, const struct vn_args_clCreateKernelsInProgram *a, const struct vn_reply_clCreateKernelsInProgram *r);
void vn_enc_reply_eglInitialize(struct vcl_enc *e, cl_int result, const struct vn_args_eglInitialize *a, const struct vn_reply_eglInitialize *r);
void vn_enc_reply_eglQueryString(struct vcl_enc *e, cl_int result, const struct vn_args_eglQueryString *a, const struct vn_reply_eglQueryString *r);
void vn_enc_reply_eglCreatePbufferSurface(struct vcl_enc *e, cl_int result, const struct vn_args_eglCreatePbufferSurface *a, const struct vn_reply_eglCreatePbufferSurface *r);
void vn_enc_reply_vclGetBufferData(struct vcl_enc *e, cl_int result, const struct vn_args_vclGetBufferData *a, const struct vn_reply_vclGetBufferData *r);
void vn_enc_reply_vclGetLabel(struct vcl_enc *e, cl_int result, const struct vn_args_vclGetLabel *a, const struct vn_reply_vclGetLabel *r);

/* Generated GL decoders (vn_gl_backend.c). */

/* Handler for each table opcode; NULL where the call never travels. */
extern int (*const vn_be_handlers[VN_OP_TABLE_MAX + 1])(struct vcl_be_ctx *x);

#endif
