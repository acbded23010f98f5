/* SPDX-License-Identifier: MIT */
/*
 * clFinish (spec 5.15) returns only once every command enqueued before it has completed - also
 * where the session answers it from the event of the newest command it holds (a write's, a
 * non-blocking read's: vcl_be_settled, vcl_be_newest_settled) instead of with a marker and the
 * host's clFinish. That shortcut is right only while that command really is the queue's newest,
 * so every kind of command is tried behind it:
 *
 *   - a write (or a non-blocking read) is enqueued and completes: the newest command whose event
 *     the session holds;
 *   - then one command of another kind, without an event, waiting for a user event;
 *   - a thread calls clFinish: it must not return before the main thread sets the user event,
 *     150 ms later.
 *
 * And the plain case: a write, clFinish, and a blocking read on a second queue sees the value
 * (300 rounds). With --spin-us (integration.finish.spin) the session polls, and takes the
 * shortcut; without, clFinish goes to the host's clFinish: both must hold.
 */
#define _GNU_SOURCE
#include "harness.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *src = "__kernel void inc(__global int *x) { x[get_global_id(0)] += 1; }\n";

struct fin {
	cl_command_queue q;
	cl_int ret;
	atomic_bool returned;
	double at;
};

static void *finish_main(void *arg)
{
	struct fin *f = arg;

	f->ret = clFinish(f->q);
	f->at = vt_now();
	atomic_store(&f->returned, true);
	return NULL;
}

enum newest { NEWEST_WRITE, NEWEST_READ };
enum gated {
	G_MARKER,
	G_BARRIER,
	G_KERNEL,
	G_COPY,
	G_FILL,
	G_WRITE,
	G_MAP,
	G_WAIT_FOR_EVENTS,
	G_COUNT
};
static const char *const gated_name[G_COUNT] = {
	"clEnqueueMarkerWithWaitList", "clEnqueueBarrierWithWaitList", "clEnqueueNDRangeKernel",
	"clEnqueueCopyBuffer",         "clEnqueueFillBuffer",          "clEnqueueWriteBuffer",
	"clEnqueueMapBuffer",          "clEnqueueWaitForEvents",
};

/* One case: the newest command of the session's kind, then the gated one, then clFinish. */
static void one(struct vt_cl *c, cl_kernel k, cl_mem a, cl_mem b, enum newest nw, enum gated g)
{
	cl_int err, v = 7, back = 0, pattern = 5;
	cl_event ue, rev = NULL;
	struct fin f = { .q = c->q };
	pthread_t th;
	size_t gws = 4;
	void *mapped = NULL;
	double set_at;
	char what[128];

	snprintf(what, sizeof(what), "%s behind a %s", gated_name[g],
		 nw == NEWEST_WRITE ? "write" : "non-blocking read");
	if (nw == NEWEST_WRITE) {
		VT_CL(clEnqueueWriteBuffer(c->q, a, CL_FALSE, 0, sizeof(v), &v, 0, NULL, NULL));
	} else {
		VT_CL(clEnqueueReadBuffer(c->q, a, CL_FALSE, 0, sizeof(back), &back, 0, NULL, &rev));
		VT_CL(clWaitForEvents(1, &rev));
	}
	VT_CL(clFlush(c->q));
	vt_sleep_ms(20); /* the newest command completes on the host */
	ue = clCreateUserEvent(c->ctx, &err);
	VT_REQUIRE(err == CL_SUCCESS, "clCreateUserEvent: %s", vt_err(err));
	switch (g) {
	case G_MARKER:
		err = clEnqueueMarkerWithWaitList(c->q, 1, &ue, NULL);
		break;
	case G_BARRIER:
		err = clEnqueueBarrierWithWaitList(c->q, 1, &ue, NULL);
		break;
	case G_KERNEL:
		err = clEnqueueNDRangeKernel(c->q, k, 1, NULL, &gws, NULL, 1, &ue, NULL);
		break;
	case G_COPY:
		err = clEnqueueCopyBuffer(c->q, a, b, 0, 0, sizeof(cl_int), 1, &ue, NULL);
		break;
	case G_FILL:
		err = clEnqueueFillBuffer(c->q, b, &pattern, sizeof(pattern), 0, sizeof(pattern), 1,
					  &ue, NULL);
		break;
	case G_WRITE:
		err = clEnqueueWriteBuffer(c->q, b, CL_FALSE, 0, sizeof(v), &v, 1, &ue, NULL);
		break;
	case G_MAP:
		mapped = clEnqueueMapBuffer(c->q, b, CL_FALSE, CL_MAP_READ, 0, sizeof(cl_int), 1, &ue,
					    NULL, &err);
		break;
	default:
		err = clEnqueueWaitForEvents(c->q, 1, &ue);
		break;
	}
	VT_CHECK(err == CL_SUCCESS, "%s: %s", what, vt_err(err));
	if (err != CL_SUCCESS) {
		clSetUserEventStatus(ue, CL_COMPLETE);
		clReleaseEvent(ue);
		return;
	}
	VT_REQUIRE(pthread_create(&th, NULL, finish_main, &f) == 0, "pthread_create");
	vt_sleep_ms(150);
	VT_CHECK(!atomic_load(&f.returned), "%s: clFinish still waits for the user event", what);
	set_at = vt_now();
	VT_CL(clSetUserEventStatus(ue, CL_COMPLETE));
	pthread_join(th, NULL);
	VT_CHECK(f.ret == CL_SUCCESS, "%s: clFinish: %s", what, vt_err(f.ret));
	VT_CHECK(f.at >= set_at, "%s: clFinish returned once the user event was set (%+.1f ms)",
		 what, (f.at - set_at) * 1e3);
	if (mapped)
		VT_CL(clEnqueueUnmapMemObject(c->q, b, mapped, 0, NULL, NULL));
	VT_CL(clFinish(c->q));
	clReleaseEvent(ue);
	if (rev)
		clReleaseEvent(rev);
}

/*
 * A blocking write on the lanes (VIRTCL_LANES: one piece on each, two session threads at once),
 * then clFinish: the pieces are written in no order of their own, so the piece whose message began
 * last may have its command enqueued before another's (a preempted thread: slow_piece_shim.c
 * forces that, and a device slow to run the other piece). clFinish must still wait for every
 * piece: afterwards a second queue reads each piece's last value. And the write's event must
 * complete only once every piece has: a read on a second queue behind it sees each piece's value
 * (it was the last piece's event, complete while the other piece still waited: the read saw the
 * round before's bytes there - a move between two servers through the client, which waits for
 * that event, lost a kernel's effect on a part of the buffer).
 */
#define LANES_SIZE ((size_t)4 << 20)
/* A marker on queue arg from a thread of its own: the queue is then two threads' */
static void *marker_main(void *arg)
{
	clEnqueueMarkerWithWaitList((cl_command_queue)arg, 0, NULL, NULL);
	return NULL;
}

static int lanes_main(void)
{
	struct vt_cl c;
	cl_command_queue q2;
	cl_int err, *host = malloc(LANES_SIZE);
	cl_mem big;

	vt_start("finish_lanes", 80);
	VT_REQUIRE(host, "malloc");
	vt_cl_open(&c);
	big = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, LANES_SIZE, NULL, &err);
	VT_REQUIRE(err == CL_SUCCESS, "clCreateBuffer: %s", vt_err(err));
	q2 = clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err);
	VT_REQUIRE(err == CL_SUCCESS, "second queue: %s", vt_err(err));
	for (cl_int r = 1; r <= 8; r++) {
		bool by_event = r > 4; /* rounds 5-8: the write's event, not clFinish */
		cl_event ev = NULL;
		double t0;
		for (size_t i = 0; i < LANES_SIZE / sizeof(cl_int); i++)
			host[i] = r;
		VT_CL(clEnqueueWriteBuffer(c.q, big, CL_TRUE, 0, LANES_SIZE, host, 0, NULL,
					   by_event ? &ev : NULL));
		t0 = vt_now();
		if (!by_event)
			VT_CL(clFinish(c.q));
		else
			VT_CL(clWaitForEvents(1, &ev));
		vt_note("round %d: %s took %.1f ms", r, by_event ? "clWaitForEvents" : "clFinish",
			(vt_now() - t0) * 1e3);
		for (size_t at = LANES_SIZE / 2 - sizeof(cl_int); at < LANES_SIZE;
		     at += LANES_SIZE / 2) {
			cl_int back = 0;
			VT_CL(clEnqueueReadBuffer(q2, big, CL_TRUE, at, sizeof(back), &back, 0, NULL,
						  NULL));
			VT_CHECK(back == r, "round %d: after %s a second queue read %d at %zu", r,
				 by_event ? "clWaitForEvents on the write's event" : "clFinish", back,
				 at);
		}
		if (ev)
			clReleaseEvent(ev);
	}
	/* a queue two threads use: a split transfer there is bracketed (its pieces on the queue's
	 * twin, the queue held behind a gate until the bracket ends). A blocking write's bracket
	 * ended at once: a read on the same queue right after it saw the round before's bytes where
	 * the slow piece was still to run */
	{
		pthread_t th;
		VT_REQUIRE(!pthread_create(&th, NULL, marker_main, c.q), "a second thread");
		pthread_join(th, NULL);
	}
	for (cl_int r = 9; r <= 10; r++) {
		for (size_t i = 0; i < LANES_SIZE / sizeof(cl_int); i++)
			host[i] = r;
		VT_CL(clEnqueueWriteBuffer(c.q, big, CL_TRUE, 0, LANES_SIZE, host, 0, NULL, NULL));
		for (size_t at = LANES_SIZE / 2 - sizeof(cl_int); at < LANES_SIZE;
		     at += LANES_SIZE / 2) {
			cl_int back = 0;
			VT_CL(clEnqueueReadBuffer(c.q, big, CL_TRUE, at, sizeof(back), &back, 0, NULL,
						  NULL));
			VT_CHECK(back == r, "round %d (a queue two threads use): a read on the same queue "
				 "after the blocking write read %d at %zu", r, back, at);
		}
	}
	clReleaseCommandQueue(q2);
	clReleaseMemObject(big);
	free(host);
	vt_cl_close(&c);
	return vt_finish();
}

int main(int argc, char **argv)
{
	struct vt_cl c;
	cl_program p;
	cl_kernel k;
	cl_mem a, b;
	cl_command_queue q2;
	cl_int err, zero = 0;

	if (argc > 1 && !strcmp(argv[1], "lanes"))
		return lanes_main();
	vt_start("finish", 80);
	vt_cl_open(&c);
	p = vt_cl_build(&c, src, NULL);
	VT_REQUIRE(p, "build");
	k = vt_cl_kernel(p, "inc");
	a = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(cl_int) * 4,
			   (cl_int[4]){ 0 }, &err);
	VT_REQUIRE(err == CL_SUCCESS, "clCreateBuffer: %s", vt_err(err));
	b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(cl_int) * 4, NULL, &err);
	VT_REQUIRE(err == CL_SUCCESS, "clCreateBuffer: %s", vt_err(err));
	VT_CL(clEnqueueFillBuffer(c.q, b, &zero, sizeof(zero), 0, sizeof(cl_int) * 4, 0, NULL, NULL));
	VT_CL(clSetKernelArg(k, 0, sizeof(b), &b));
	VT_CL(clFinish(c.q));

	for (int nw = NEWEST_WRITE; nw <= NEWEST_READ; nw++)
		for (int g = 0; g < G_COUNT; g++)
			one(&c, k, a, b, (enum newest)nw, (enum gated)g);

	/* the plain case: what a write put there is there once clFinish returned */
	q2 = clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err);
	VT_REQUIRE(err == CL_SUCCESS, "second queue: %s", vt_err(err));
	for (cl_int i = 1; i <= 300; i++) {
		cl_int back = 0;
		VT_CL(clEnqueueWriteBuffer(c.q, a, CL_FALSE, 0, sizeof(i), &i, 0, NULL, NULL));
		VT_CL(clFinish(c.q));
		VT_CL(clEnqueueReadBuffer(q2, a, CL_TRUE, 0, sizeof(back), &back, 0, NULL, NULL));
		if (back != i) {
			VT_CHECK(false, "round %d: a second queue read %d after clFinish", i, back);
			break;
		}
	}
	clReleaseCommandQueue(q2);
	clReleaseMemObject(a);
	clReleaseMemObject(b);
	clReleaseKernel(k);
	clReleaseProgram(p);
	vt_cl_close(&c);
	return vt_finish();
}
