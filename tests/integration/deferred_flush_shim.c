/* SPDX-License-Identifier: MIT */
/*
 * LD_PRELOAD into virtcld (integration.blocking_write_flush, events.c): a driver that starts a
 * queue's buffer writes only once the queue is flushed - as the spec allows (5.15: commands are
 * issued to the device at a flush, or at a blocking command's implicit one). Each host write
 * waits for a user event of its queue (its gate), set when the daemon calls clFlush or clFinish
 * on that queue, or clWaitForEvents on one of its events. Only in a virtcld process
 * (VIRTCL_DAEMON is set there); the application's own calls pass through.
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>

#define GATES 64

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static struct {
	cl_command_queue q;
	cl_event gate;
} g[GATES];

/* q's gate, made if it has none; a reference of the caller's. NULL: none to be had. */
static cl_event gate_take(cl_command_queue q)
{
	cl_event ev = NULL;
	int free_at = -1;

	pthread_mutex_lock(&mu);
	for (int i = 0; i < GATES && !ev; i++) {
		if (g[i].q == q)
			ev = g[i].gate;
		else if (!g[i].q && free_at < 0)
			free_at = i;
	}
	if (!ev && free_at >= 0) {
		cl_context ctx = NULL;
		cl_int err = CL_INVALID_VALUE;
		if (clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof(ctx), &ctx, NULL) == CL_SUCCESS)
			ev = clCreateUserEvent(ctx, &err);
		if (err == CL_SUCCESS && ev) {
			g[free_at].q = q;
			g[free_at].gate = ev;
		} else {
			ev = NULL;
		}
	}
	if (ev)
		clRetainEvent(ev);
	pthread_mutex_unlock(&mu);
	return ev;
}

/* q is flushed: its writes so far start. */
static void gate_open(cl_command_queue q)
{
	cl_event ev = NULL;

	pthread_mutex_lock(&mu);
	for (int i = 0; i < GATES; i++)
		if (g[i].q == q) {
			ev = g[i].gate;
			g[i].q = NULL;
			g[i].gate = NULL;
		}
	pthread_mutex_unlock(&mu);
	if (ev) {
		clSetUserEventStatus(ev, CL_COMPLETE);
		clReleaseEvent(ev);
	}
}

typedef cl_int (*write_fn)(cl_command_queue, cl_mem, cl_bool, size_t, size_t, const void *,
			   cl_uint, const cl_event *, cl_event *);

cl_int CL_API_CALL clEnqueueWriteBuffer(cl_command_queue q, cl_mem m, cl_bool blocking,
					size_t offset, size_t size, const void *p, cl_uint nw,
					const cl_event *wl, cl_event *ev)
{
	write_fn real = (write_fn)dlsym(RTLD_NEXT, "clEnqueueWriteBuffer");
	cl_event list[64], gate;
	cl_int ret;

	if (!getenv("VIRTCL_DAEMON") || blocking || nw >= 63 || !(gate = gate_take(q)))
		return real(q, m, blocking, offset, size, p, nw, wl, ev);
	for (cl_uint i = 0; i < nw; i++)
		list[i] = wl[i];
	list[nw] = gate;
	ret = real(q, m, blocking, offset, size, p, nw + 1, list, ev);
	clReleaseEvent(gate);
	return ret;
}

cl_int CL_API_CALL clFlush(cl_command_queue q)
{
	cl_int (*real)(cl_command_queue) = (cl_int(*)(cl_command_queue))dlsym(RTLD_NEXT, "clFlush");

	if (getenv("VIRTCL_DAEMON"))
		gate_open(q);
	return real(q);
}

cl_int CL_API_CALL clFinish(cl_command_queue q)
{
	cl_int (*real)(cl_command_queue) = (cl_int(*)(cl_command_queue))dlsym(RTLD_NEXT, "clFinish");

	if (getenv("VIRTCL_DAEMON"))
		gate_open(q);
	return real(q);
}

cl_int CL_API_CALL clWaitForEvents(cl_uint n, const cl_event *evs)
{
	cl_int (*real)(cl_uint, const cl_event *) =
		(cl_int(*)(cl_uint, const cl_event *))dlsym(RTLD_NEXT, "clWaitForEvents");

	/* an implicit flush of the events' queues (spec 5.15) */
	for (cl_uint i = 0; getenv("VIRTCL_DAEMON") && evs && i < n; i++) {
		cl_command_queue q = NULL;
		if (clGetEventInfo(evs[i], CL_EVENT_COMMAND_QUEUE, sizeof(q), &q, NULL) == CL_SUCCESS &&
		    q)
			gate_open(q);
	}
	return real(n, evs);
}
