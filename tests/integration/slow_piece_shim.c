/* SPDX-License-Identifier: MIT */
/*
 * LD_PRELOAD into virtcld (integration.finish_lanes, finish.c lanes): forces one interleaving of
 * two lane pieces of one blocking write (vcl_be_mem.c write_common), with no other change to what
 * the daemon does. Pieces are the host writes of VT_SHIM_PIECE bytes:
 *
 *   - the first piece (offset 0), whose message began first, is enqueued 20 ms late, and the
 *     device is slow to run it (it waits for a user event set 300 ms later);
 *   - the second piece is enqueued at once, then its thread is held 60 ms before it goes on to
 *     record the write (as a preempted thread would be).
 *
 * So the second piece's message began last, but its command is not the queue's newest: the first
 * piece's command came after it. Only in a virtcld process (VIRTCL_DAEMON is set there); the
 * application's own calls pass through.
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

typedef cl_int (*write_fn)(cl_command_queue, cl_mem, cl_bool, size_t, size_t, const void *,
			   cl_uint, const cl_event *, cl_event *);

static void *open_later(void *arg)
{
	usleep(300 * 1000);
	clSetUserEventStatus((cl_event)arg, CL_COMPLETE);
	clReleaseEvent((cl_event)arg);
	return NULL;
}

cl_int CL_API_CALL clEnqueueWriteBuffer(cl_command_queue q, cl_mem m, cl_bool blocking,
					size_t offset, size_t size, const void *p, cl_uint nw,
					const cl_event *wl, cl_event *ev)
{
	write_fn real = (write_fn)dlsym(RTLD_NEXT, "clEnqueueWriteBuffer");
	const char *piece = getenv("VT_SHIM_PIECE");
	cl_int ret;

	if (!getenv("VIRTCL_DAEMON") || !piece || size != (size_t)strtoull(piece, NULL, 0))
		return real(q, m, blocking, offset, size, p, nw, wl, ev);
	if (offset == 0) {
		cl_context ctx = NULL;
		cl_event list[8], ue;
		pthread_t th;
		cl_int err;

		usleep(20 * 1000);
		clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof(ctx), &ctx, NULL);
		ue = clCreateUserEvent(ctx, &err);
		if (err != CL_SUCCESS || nw >= 8)
			return real(q, m, blocking, offset, size, p, nw, wl, ev);
		for (cl_uint i = 0; i < nw; i++)
			list[i] = wl[i];
		list[nw] = ue;
		ret = real(q, m, blocking, offset, size, p, nw + 1, list, ev);
		clRetainEvent(ue);
		if (pthread_create(&th, NULL, open_later, ue) == 0)
			pthread_detach(th);
		else
			clSetUserEventStatus(ue, CL_COMPLETE), clReleaseEvent(ue);
		clReleaseEvent(ue);
		return ret;
	}
	ret = real(q, m, blocking, offset, size, p, nw, wl, ev);
	usleep(60 * 1000);
	return ret;
}
