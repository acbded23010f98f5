/* SPDX-License-Identifier: MIT */
/*
 * Non-blocking reads through virtcl (spec 5.2.2): the data is in the application's memory when the
 * read's event is complete, however the application learns that: clWaitForEvents returns,
 * clFinish returns, clGetEventInfo reports CL_COMPLETE (polled, no other call in between), or an
 * event callback for CL_COMPLETE runs (the data must already be there inside the callback).
 *
 * Every read is held back by a user event first, so the data cannot have landed before the call
 * that is supposed to wait for it; the virtcl back-end sends it later on the notify channel.
 */
#include "harness.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* Large enough that the data travels in many socket writes, small enough to stay fast. */
#define N ((size_t)1 << 20) /* uint32 elements: 4 MiB */

static uint32_t *expected;

static void fill(uint32_t *p, size_t n, uint32_t seed)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (uint32_t)(i * 2654435761u) ^ seed;
}

static bool same(const uint32_t *p, size_t n)
{
	return !memcmp(p, expected, n * sizeof(*p));
}

static struct {
	atomic_int ran;
	atomic_int data_ok;
	atomic_int status;
	uint32_t *dst;
} cbstate;

static void CL_CALLBACK on_complete(cl_event ev, cl_int status, void *ud)
{
	(void)ev;
	(void)ud;
	atomic_store(&cbstate.status, status);
	atomic_store(&cbstate.data_ok, same(cbstate.dst, N));
	atomic_store(&cbstate.ran, 1);
}

/*
 * A read whose wait list fails never completes on the host; the application must still get its
 * error from clWaitForEvents and clFinish (natively: CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST
 * and CL_SUCCESS), not hang. The wait runs in a thread so that a hang is reported, not waited out.
 */
struct waiter {
	cl_event ev;
	cl_command_queue q;
	atomic_int done;
	cl_int wait_ret, finish_ret;
};

static void *wait_thread(void *arg)
{
	struct waiter *w = arg;

	w->wait_ret = clWaitForEvents(1, &w->ev);
	w->finish_ret = clFinish(w->q);
	atomic_store(&w->done, 1);
	return NULL;
}

static int failed_gate(void)
{
	struct vt_cl c;
	struct waiter w = { 0 };
	cl_mem buf;
	cl_event gate;
	cl_int err, st;
	pthread_t t;
	uint32_t *dst = calloc(1024, sizeof(uint32_t));
	double until;

	vt_start("integration.nonblocking_read_failed_gate", 60);
	vt_cl_open(&c);
	buf = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
	VT_REQUIRE(buf, "clCreateBuffer (%s)", vt_err(err));
	gate = clCreateUserEvent(c.ctx, &err);
	VT_REQUIRE(gate, "clCreateUserEvent (%s)", vt_err(err));
	VT_CL(clEnqueueReadBuffer(c.q, buf, CL_FALSE, 0, 4096, dst, 1, &gate, &w.ev));
	VT_CL(clSetUserEventStatus(gate, -1));
	w.q = c.q;
	VT_REQUIRE(!pthread_create(&t, NULL, wait_thread, &w), "waiter thread");
	until = vt_now() + 5;
	while (!atomic_load(&w.done) && vt_now() < until)
		vt_sleep_ms(5);
	VT_CHECK(atomic_load(&w.done),
		 "clWaitForEvents and clFinish return within 5 s for a read behind a failed user event");
	if (!atomic_load(&w.done))
		return vt_finish(); /* the waiter stays blocked inside virtcl; exiting ends it */
	pthread_join(t, NULL);
	VT_CHECK(w.wait_ret == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
		 "clWaitForEvents -> CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST (%s)",
		 vt_err(w.wait_ret));
	VT_CHECK(w.finish_ret == CL_SUCCESS, "clFinish afterwards -> CL_SUCCESS (%s)",
		 vt_err(w.finish_ret));
	st = 0;
	clGetEventInfo(w.ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
	VT_CHECK(st < 0, "the failed read's status is negative (%d)", st);
	clReleaseEvent(w.ev);
	clReleaseEvent(gate);
	clReleaseMemObject(buf);
	vt_cl_close(&c);
	free(dst);
	return vt_finish();
}

int main(int argc, char **argv)
{
	struct vt_cl c;
	cl_mem buf;
	cl_event gate, ev;
	cl_int err, st;
	uint32_t *dst, *dst2;
	double until;

	if (argc > 1 && !strcmp(argv[1], "failed_gate"))
		return failed_gate();
	dst = malloc(N * sizeof(uint32_t));
	dst2 = malloc(N * sizeof(uint32_t));
	vt_start("integration.nonblocking_read", 80);
	expected = malloc(N * sizeof(uint32_t));
	VT_REQUIRE(dst && dst2 && expected, "test memory");
	fill(expected, N, 0x1234);
	vt_cl_open(&c);
	buf = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, N * sizeof(uint32_t),
			     expected, &err);
	VT_REQUIRE(buf, "clCreateBuffer with 4 MiB of initial contents (%s)", vt_err(err));

	/* 1. clWaitForEvents */
	memset(dst, 0, N * sizeof(uint32_t));
	gate = clCreateUserEvent(c.ctx, &err);
	VT_REQUIRE(gate, "clCreateUserEvent (%s)", vt_err(err));
	VT_CL(clEnqueueReadBuffer(c.q, buf, CL_FALSE, 0, N * sizeof(uint32_t), dst, 1, &gate, &ev));
	VT_CHECK(dst[0] == 0 && dst[N - 1] == 0, "held-back read: nothing written before its gate opens");
	VT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
	VT_CL(clWaitForEvents(1, &ev));
	VT_CHECK(same(dst, N), "data is in guest memory when clWaitForEvents returns");
	clReleaseEvent(ev);
	clReleaseEvent(gate);

	/* 2. clFinish, with no event asked for, and two reads in flight */
	memset(dst, 0, N * sizeof(uint32_t));
	memset(dst2, 0, N * sizeof(uint32_t));
	gate = clCreateUserEvent(c.ctx, &err);
	VT_CL(clEnqueueReadBuffer(c.q, buf, CL_FALSE, 0, N * sizeof(uint32_t), dst, 1, &gate, NULL));
	VT_CL(clEnqueueReadBuffer(c.q, buf, CL_FALSE, 4096, N * sizeof(uint32_t) - 4096, dst2, 0, NULL,
				  NULL));
	VT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
	VT_CL(clFinish(c.q));
	VT_CHECK(same(dst, N), "data of a read without event is in guest memory when clFinish returns");
	VT_CHECK(!memcmp(dst2, (char *)expected + 4096, N * sizeof(uint32_t) - 4096),
		 "second read (offset 4096) also landed when clFinish returns");
	clReleaseEvent(gate);

	/* 3. poll clGetEventInfo(CL_EVENT_COMMAND_EXECUTION_STATUS) */
	memset(dst, 0, N * sizeof(uint32_t));
	gate = clCreateUserEvent(c.ctx, &err);
	VT_CL(clEnqueueReadBuffer(c.q, buf, CL_FALSE, 0, N * sizeof(uint32_t), dst, 1, &gate, &ev));
	VT_CL(clFlush(c.q));
	st = CL_COMPLETE;
	VT_CL(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL));
	VT_CHECK(st > CL_COMPLETE, "held-back read is not CL_COMPLETE before its gate opens (%d)", st);
	VT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
	until = vt_now() + 20;
	do {
		st = -1;
		err = clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
	} while (err == CL_SUCCESS && st > CL_COMPLETE && vt_now() < until);
	VT_CHECK(err == CL_SUCCESS && st == CL_COMPLETE, "polling reaches CL_COMPLETE (%s, %d)",
		 vt_err(err), st);
	VT_CHECK(same(dst, N), "data is in guest memory as soon as clGetEventInfo reports CL_COMPLETE");
	clReleaseEvent(ev);
	clReleaseEvent(gate);

	/* 4. a CL_COMPLETE callback sees the data; the main thread makes no OpenCL call meanwhile */
	memset(dst, 0, N * sizeof(uint32_t));
	cbstate.dst = dst;
	gate = clCreateUserEvent(c.ctx, &err);
	VT_CL(clEnqueueReadBuffer(c.q, buf, CL_FALSE, 0, N * sizeof(uint32_t), dst, 1, &gate, &ev));
	VT_CL(clSetEventCallback(ev, CL_COMPLETE, on_complete, NULL));
	VT_CL(clFlush(c.q));
	VT_CL(clSetUserEventStatus(gate, CL_COMPLETE));
	until = vt_now() + 20;
	while (!atomic_load(&cbstate.ran) && vt_now() < until)
		vt_sleep_ms(1);
	VT_CHECK(atomic_load(&cbstate.ran), "CL_COMPLETE callback of the read ran");
	VT_CHECK(atomic_load(&cbstate.status) == CL_COMPLETE, "callback status is CL_COMPLETE (%d)",
		 atomic_load(&cbstate.status));
	VT_CHECK(atomic_load(&cbstate.data_ok), "data is in guest memory inside the CL_COMPLETE callback");
	clReleaseEvent(ev);
	clReleaseEvent(gate);

	/* 5. a non-blocking rectangular read: clFinish; only the rectangle is written */
	{
		size_t origin[3] = { 16, 3, 0 }, host[3] = { 8, 1, 0 }, region[3] = { 64, 5, 1 };
		size_t brow = 256, hrow = 128;
		uint8_t *h = malloc(hrow * 8);
		const uint8_t *src = (const uint8_t *)expected;
		bool ok = true;
		memset(h, 0xee, hrow * 8);
		VT_CL(clEnqueueReadBufferRect(c.q, buf, CL_FALSE, origin, host, region, brow, 0, hrow, 0,
					      h, 0, NULL, NULL));
		VT_CL(clFinish(c.q));
		/* only the rectangle: the bytes around it are integration.transfers' business */
		for (size_t y = 1; y < 6; y++)
			for (size_t x = 8; x < 72; x++)
				ok &= h[y * hrow + x] == src[(y - 1 + 3) * brow + (x - 8 + 16)];
		VT_CHECK(ok, "non-blocking clEnqueueReadBufferRect: the rectangle landed by clFinish");
		free(h);
	}

	clReleaseMemObject(buf);
	vt_cl_close(&c);
	free(dst);
	free(dst2);
	free(expected);
	return vt_finish();
}
