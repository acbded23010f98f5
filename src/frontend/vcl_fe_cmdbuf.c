/* SPDX-License-Identifier: MIT */
/*
 * cl_khr_command_buffer in the guest (docs/design.md, "Command buffers"): the calls that keep
 * state here. A command buffer's sync points are picked here (1, 2, ...), so recording a command
 * (generated stubs, flag record) is one message with no answer; the back-end translates them into
 * the host's. Replaying a finalized buffer is one message: with CL_COMMAND_BUFFER_SIMULTANEOUS_USE_KHR
 * its result is decided by its parameters, so once such an enqueue succeeded the next ones are
 * sent without waiting (as the "spec" enqueues are).
 */
#include <string.h>

#include "vcl_fe.h"
#include "gen/vn_frontend.h"

#define CB(p) ((struct _cl_command_buffer_khr *)(p))

cl_int vcl_fe_record(cl_command_buffer_khr cb, cl_uint n, const cl_sync_point_khr *wl,
		     cl_sync_point_khr *sp)
{
	cl_uint have;

	if (atomic_load(&CB(cb)->final))
		return CL_INVALID_OPERATION;
	if ((n == 0) != (wl == NULL))
		return CL_INVALID_SYNC_POINT_WAIT_LIST_KHR;
	have = atomic_load(&CB(cb)->nsync);
	for (cl_uint i = 0; i < n; i++)
		if (wl[i] == 0 || wl[i] > have)
			return CL_INVALID_SYNC_POINT_WAIT_LIST_KHR;
	*sp = atomic_fetch_add(&CB(cb)->nsync, 1) + 1;
	return CL_SUCCESS;
}

cl_command_buffer_khr CL_API_CALL vcl_fe_clCreateCommandBufferKHR(
	cl_uint num_queues, const cl_command_queue *queues,
	const cl_command_buffer_properties_khr *properties, cl_int *errcode_ret)
{
	struct _cl_command_buffer_khr *cb;
	struct vcl_call c;
	cl_int ret = CL_SUCCESS;

	/* version 0.9.0: exactly one queue */
	if (!queues || num_queues != 1)
		ret = CL_INVALID_VALUE;
	else if (!vcl_obj_ok(queues[0], VN_T_QUEUE, false))
		ret = CL_INVALID_COMMAND_QUEUE;
	if (ret) {
		if (errcode_ret)
			*errcode_ret = ret;
		return NULL;
	}
	cb = (struct _cl_command_buffer_khr *)vcl_obj_new(VN_T_CMDBUF, (struct vcl_obj *)queues[0]);
	if (!cb) {
		if (errcode_ret)
			*errcode_ret = CL_OUT_OF_HOST_MEMORY;
		return NULL;
	}
	for (const cl_command_buffer_properties_khr *p = properties; p && p[0]; p += 2)
		if (p[0] == CL_COMMAND_BUFFER_FLAGS_KHR)
			cb->simultaneous = (p[1] & CL_COMMAND_BUFFER_SIMULTANEOUS_USE_KHR) != 0;
	vcl_call_init(&c, VN_OP_clCreateCommandBufferKHR);
	vn_enc_clCreateCommandBufferKHR(&c.enc, &(struct vn_args_clCreateCommandBufferKHR){
							.id = cb->o.id, .num_queues = num_queues,
							.queues = queues, .properties = properties });
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	if (errcode_ret)
		*errcode_ret = ret;
	if (ret != CL_SUCCESS) {
		vcl_obj_discard(&cb->o);
		return NULL;
	}
	return cb;
}

cl_int CL_API_CALL vcl_fe_clFinalizeCommandBufferKHR(cl_command_buffer_khr command_buffer)
{
	struct vcl_call c;
	cl_int ret;

	if (!vcl_obj_ok(command_buffer, VN_T_CMDBUF, false))
		return CL_INVALID_COMMAND_BUFFER_KHR;
	if (atomic_load(&CB(command_buffer)->final))
		return CL_INVALID_OPERATION;
	vcl_call_init(&c, VN_OP_clFinalizeCommandBufferKHR);
	vcl_enc_obj(&c.enc, command_buffer);
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	if (ret == CL_SUCCESS)
		atomic_store(&CB(command_buffer)->final, true);
	return ret;
}

cl_int CL_API_CALL vcl_fe_clRetainCommandBufferKHR(cl_command_buffer_khr command_buffer)
{
	return vcl_obj_retain_app(command_buffer, VN_T_CMDBUF, VN_OP_clRetainCommandBufferKHR);
}

cl_int CL_API_CALL vcl_fe_clReleaseCommandBufferKHR(cl_command_buffer_khr command_buffer)
{
	return vcl_obj_release_app(command_buffer, VN_T_CMDBUF, VN_OP_clReleaseCommandBufferKHR);
}

cl_int CL_API_CALL vcl_fe_clEnqueueCommandBufferKHR(cl_uint num_queues, cl_command_queue *queues,
						    cl_command_buffer_khr command_buffer,
						    cl_uint num_events_in_wait_list,
						    const cl_event *event_wait_list, cl_event *event)
{
	struct _cl_command_buffer_khr *cb = CB(command_buffer);
	struct vcl_obj *newev = NULL;
	struct vcl_call c;
	bool wl_local;
	uint64_t sig;
	cl_int ret;

	if (!vcl_obj_ok(command_buffer, VN_T_CMDBUF, false))
		return CL_INVALID_COMMAND_BUFFER_KHR;
	if (!atomic_load(&cb->final))
		return CL_INVALID_OPERATION;
	if ((num_queues == 0) != (queues == NULL))
		return CL_INVALID_VALUE;
	if (!vcl_objs_ok((const void *const *)queues, num_queues, VN_T_QUEUE, true))
		return CL_INVALID_COMMAND_QUEUE;
	if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT,
			 true))
		return CL_INVALID_EVENT_WAIT_LIST;
	/* the wait list's events must be of the buffer's queue's context */
	if ((ret = vcl_wait_list_context(cb->o.parent, num_events_in_wait_list,
					 (const void *const *)event_wait_list, &wl_local)))
		return ret;
	if (event && !(newev = vcl_obj_new(VN_T_EVENT, cb->o.parent)))
		return CL_OUT_OF_HOST_MEMORY;
	vcl_call_init(&c, VN_OP_clEnqueueCommandBufferKHR);
	sig = vcl_sig_init(VN_OP_clEnqueueCommandBufferKHR);
	sig = vcl_sig_obj(sig, command_buffer);
	sig = vcl_sig_add(sig, &num_queues, sizeof(num_queues));
	for (cl_uint i = 0; i < num_queues; i++)
		sig = vcl_sig_obj(sig, queues[i]);
	vn_enc_clEnqueueCommandBufferKHR(&c.enc, &(struct vn_args_clEnqueueCommandBufferKHR){
							 .num_queues = num_queues,
							 .queues = queues,
							 .command_buffer = command_buffer,
							 .num_events_in_wait_list = num_events_in_wait_list,
							 .event_wait_list = event_wait_list,
							 .event_id = newev ? newev->id : 0 });
	/* without simultaneous use, an enqueue while the last is pending fails: ask every time */
	if (cb->simultaneous && wl_local && vcl_sig_known(sig))
		ret = vcl_call_noreply(&c);
	else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS && cb->simultaneous)
		vcl_sig_learn(sig);
	vcl_call_fini(&c);
	if (newev) {
		if (ret == CL_SUCCESS) {
			vcl_ev_sent(newev);
			*event = (cl_event)newev;
		} else {
			vcl_obj_discard(newev);
		}
	}
	return ret;
}
