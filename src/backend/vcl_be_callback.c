/* SPDX-License-Identifier: MIT */
/*
 * Hand-written back-end handlers for guest callbacks: event, memory object destructor, context
 * destructor and program release callbacks, and the records that carry them to the guest.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_shapes.h"
#include "gen/vn_backend.h"

/* ---- guest callbacks -------------------------------------------------------------------------- */

void vcl_be_cb_put(struct cb_rec *r)
{
	if (atomic_fetch_sub(&r->refs, 1) == 1) {
		vcl_weak_put(r->w);
		free(r);
	}
}

struct cb_rec *vcl_be_cb_new(struct vcl_be_ctx *x, uint64_t cb, enum vcl_cb_kind kind)
{
	struct cb_rec *r;

	if (!cb)
		return NULL;
	r = malloc(sizeof(*r));
	if (!r)
		return NULL;
	r->w = vcl_weak_get(x->s);
	r->cb = cb;
	r->kind = kind;
	atomic_init(&r->refs, 1);
	atomic_init(&r->fired, false);
	return r;
}

/* A record that is never called again (the context it notifies for is gone). */
void CL_CALLBACK vcl_be_cb_free(cl_context ctx, void *ud)
{
	struct cb_rec *r = ud;

	(void)ctx;
	vcl_be_cb_put(r);
}

static void cb_send(struct cb_rec *r, cl_int status, bool once)
{
	struct vcl_enc e;

	vcl_enc_init(&e, VCL_OP_CALLBACK, 0);
	vn_enc_msg_callback(&e, &(struct vn_args_msg_callback){ .cb = r->cb, .status = status });
	vcl_weak_send(r->w, &e, NULL);
	vcl_enc_fini(&e);
	if (once) {
		atomic_store(&r->fired, true);
		vcl_be_cb_put(r);
	}
}

static void CL_CALLBACK tramp_event(cl_event ev, cl_int status, void *ud)
{
	(void)ev;
	cb_send(ud, status, true);
}

void CL_CALLBACK vcl_be_tramp_program(cl_program p, void *ud)
{
	(void)p;
	cb_send(ud, CL_SUCCESS, true);
}

static void CL_CALLBACK tramp_mem(cl_mem m, void *ud)
{
	(void)m;
	cb_send(ud, CL_SUCCESS, true);
}

static void CL_CALLBACK tramp_context(cl_context c, void *ud)
{
	(void)c;
	cb_send(ud, CL_SUCCESS, true);
}

/* Context error notifications may come many times: the record lives as long as the daemon. */
void CL_CALLBACK vcl_be_tramp_context_notify(const char *errinfo, const void *priv, size_t cb,
					     void *ud)
{
	struct cb_rec *r = ud;
	struct vcl_enc e;

	vcl_enc_init(&e, VCL_OP_CALLBACK, 0);
	vn_enc_msg_callback(&e, &(struct vn_args_msg_callback){ .cb = r->cb, .status = CL_SUCCESS,
								.errinfo = errinfo, .private_info = priv,
								.private_info_len = priv ? cb : 0 });
	vcl_weak_send(r->w, &e, NULL);
	vcl_enc_fini(&e);
}

/* obj is the host's object; extra the event callback's type (unused for the others). */
static int set_callback(struct vcl_be_ctx *x, void *obj, uint64_t cb, enum vcl_cb_kind kind,
			cl_int extra)
{
	struct cb_rec *r;
	cl_int ret;

	if (!(r = vcl_be_cb_new(x, cb, kind)))
		ret = CL_OUT_OF_HOST_MEMORY;
	else if (kind == VCL_CB_EVENT)
		ret = clSetEventCallback(obj, extra, tramp_event, r);
	else if (kind == VCL_CB_MEM_DESTRUCTOR)
		ret = clSetMemObjectDestructorCallback(obj, tramp_mem, r);
	else if (kind == VCL_CB_CONTEXT_DESTRUCTOR)
		ret = clSetContextDestructorCallback(obj, tramp_context, r);
	else
		ret = clSetProgramReleaseCallback(obj, vcl_be_tramp_program, r);
	if (ret != CL_SUCCESS && r) {
		vcl_weak_put(r->w);
		free(r);
	}
	vcl_enc_i32(&x->rep, ret);
	return 0;
}

int vcl_be_h_clSetEventCallback(struct vcl_be_ctx *x, const struct vn_args_clSetEventCallback *a)
{
	return set_callback(x, a->event, a->pfn_notify_id, VCL_CB_EVENT,
			    a->command_exec_callback_type);
}

int vcl_be_h_clSetMemObjectDestructorCallback(
	struct vcl_be_ctx *x, const struct vn_args_clSetMemObjectDestructorCallback *a)
{
	return set_callback(x, a->memobj, a->pfn_notify_id, VCL_CB_MEM_DESTRUCTOR, 0);
}

int vcl_be_h_clSetContextDestructorCallback(
	struct vcl_be_ctx *x, const struct vn_args_clSetContextDestructorCallback *a)
{
	return set_callback(x, a->context, a->pfn_notify_id, VCL_CB_CONTEXT_DESTRUCTOR, 0);
}

int vcl_be_h_clSetProgramReleaseCallback(struct vcl_be_ctx *x,
					 const struct vn_args_clSetProgramReleaseCallback *a)
{
	return set_callback(x, a->program, a->pfn_notify_id, VCL_CB_PROGRAM_RELEASE, 0);
}

cl_int vcl_host_clEnqueueWaitForEvents(cl_command_queue q, cl_uint n, const cl_event *events)
{
	return clEnqueueBarrierWithWaitList(q, n, events, NULL);
}
