/* SPDX-License-Identifier: MIT */
/* OpenCL headers as virtcl builds against them (front-end and back-end), and the callback types
 * of the API table. */
#ifndef VCL_CL_H
#define VCL_CL_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#define CL_USE_DEPRECATED_OPENCL_2_1_APIS
#define CL_USE_DEPRECATED_OPENCL_2_2_APIS
#include <CL/cl.h>
#include <CL/cl_gl.h>
#include <CL/cl_icd.h>
#include <CL/cl_ext.h>

typedef void(CL_CALLBACK *vcl_pfn_context_notify)(const char *errinfo, const void *private_info,
						   size_t cb, void *user_data);
typedef void(CL_CALLBACK *vcl_pfn_program_notify)(cl_program program, void *user_data);
typedef void(CL_CALLBACK *vcl_pfn_event_notify)(cl_event event, cl_int status, void *user_data);
typedef void(CL_CALLBACK *vcl_pfn_mem_notify)(cl_mem memobj, void *user_data);
typedef void(CL_CALLBACK *vcl_pfn_context_destructor)(cl_context context, void *user_data);
typedef void(CL_CALLBACK *vcl_pfn_native)(void *args);
typedef void(CL_CALLBACK *vcl_pfn_svm_free)(cl_command_queue queue, cl_uint num_svm_pointers,
					     void *svm_pointers[], void *user_data);

/* Kinds of guest callbacks the back-end can ask the front-end to run (VCL_OP_CALLBACK). */
enum vcl_cb_kind {
	VCL_CB_CONTEXT_NOTIFY = 1,
	VCL_CB_PROGRAM_NOTIFY = 2,
	VCL_CB_EVENT = 3,
	VCL_CB_MEM_DESTRUCTOR = 4,
	VCL_CB_CONTEXT_DESTRUCTOR = 5,
	VCL_CB_PROGRAM_RELEASE = 6,
	VCL_CB_GL_DEBUG = 7, /* a GL context's debug message (GL_KHR_debug; src/frontend/vcl_fe_gldebug.c) */
};

/* REPLY/READ_DONE header flag: payload = u64 small_len, small part, then bulk bytes to the end. */
#define VCL_MSG_F_BULK 0x1u
/* Request header flag, only on "spec" calls: the front-end does not wait; no reply is sent, a
 * failure goes to the notify channel as VCL_OP_ASYNC_ERROR. */
#define VCL_MSG_F_NOREPLY 0x2u
/* Request header flag, only on a blocking clEnqueueReadBuffer: the front-end takes the read's bytes
 * in VCL_OP_REPLY_PART messages ahead of the reply (api/opencl.api), which the back-end sends for
 * reads it streams: with VCL_MSG_F_BULK the bytes themselves (through a socket), without it word
 * that a range of the read's region chunk is there (the shared region). */
#define VCL_MSG_F_PARTS 0x4u
/* Request header flag, only on a buffer, rectangle or image transfer that is a piece of a bracketed
 * one (VCL_OP_XFER_BEGIN, api/opencl.api): the back-end runs it on its queue's twin, the
 * session's out-of-order queue beside it, which the bracket made; without a twin, a violation. */
#define VCL_MSG_F_TWIN 0x8u
/* Request header flag, only on a buffer, rectangle or image write that is a later piece of a split
 * one (src/frontend/vcl_fe_mem.c chain_piece): its wait list is the same transfer's previous
 * piece, not the application's (the guest waited for that one before the first piece), so the
 * back-end enqueues it at once behind that piece, even when blocking, rather than waiting for the
 * wait list first (write_common): a failure of the previous piece is the transfer's and shows in
 * its event. */
#define VCL_MSG_F_CHAIN 0x10u

#endif
