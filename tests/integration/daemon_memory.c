/* SPDX-License-Identifier: MIT */
/*
 * The daemon's memory follows the guest's commands: the data of a write is held until the host
 * write is done, and then freed - also when the write never runs because an event it waits for
 * failed (PoCL runs no CL_COMPLETE callback for a failed command). Measured as the daemon's
 * resident memory around one 256 MiB write behind a user event, first one that completes
 * (control), then one that fails. (One command only: PoCL aborts the process when a failed event
 * has two commands behind it - integration.failed_user_event_chain.) Then 4 more failed writes of
 * 256 MiB, after which a small write must still be accepted: failed writes must not stay counted
 * against the session's bound on pending write data. Resident memory is that of the daemon and
 * of every process under it (a session may have a process of its own).
 */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#define SIZE ((size_t)256 << 20)
/* Growth tolerated: allocator slack, PoCL's own caches; far below the 256 MiB a leak keeps. */
#define SLACK_KIB (48L << 10)

static long settle_rss(void)
{
	long a, b = vt_daemon_rss_kib(&vt_d);

	/* the host frees asynchronously after completion: wait until the figure stops moving */
	for (int i = 0; i < 50; i++) {
		vt_sleep_ms(40);
		a = b;
		b = vt_daemon_rss_kib(&vt_d);
		if (labs(a - b) < 1024)
			break;
	}
	return b;
}

/* A non-blocking write behind a user event given status st; returns the daemon's RSS growth. */
static long writes_behind(struct vt_cl *c, const char *what, cl_int st, const void *data)
{
	cl_int err;
	cl_mem m;
	cl_event ue;
	long before, peak, after;

	before = settle_rss();
	m = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE, SIZE, NULL, &err);
	ue = clCreateUserEvent(c->ctx, &err);
	VT_REQUIRE(m && ue, "%s: buffer and user event", what);
	VT_CL(clEnqueueWriteBuffer(c->q, m, CL_FALSE, 0, SIZE, data, 1, &ue, NULL));
	peak = vt_daemon_rss_kib(&vt_d);
	VT_CL(clSetUserEventStatus(ue, st));
	clFinish(c->q);
	clReleaseEvent(ue);
	clReleaseMemObject(m);
	clFinish(c->q);
	after = settle_rss();
	vt_note("%s: daemon RSS %ld MiB before, %ld MiB with the write queued, %ld MiB after", what,
		before >> 10, peak >> 10, after >> 10);
	return after - before;
}

int main(void)
{
	struct vt_cl c;
	char *data = malloc(SIZE);
	long grew;

	vt_start("integration.daemon_memory", 80);
	VT_REQUIRE(data, "256 MiB of test data");
	memset(data, 0x42, SIZE);
	vt_cl_open(&c);
	if (vt_daemon_rss_kib(&vt_d) < 0)
		vt_skip("cannot read the daemon's VmRSS from /proc");
	grew = writes_behind(&c, "control (wait list completes)", CL_COMPLETE, data);
	VT_CHECK(grew < SLACK_KIB, "control: the daemon frees the data of a completed write (grew %ld MiB)",
		 grew >> 10);
	grew = writes_behind(&c, "wait list fails", -1, data);
	VT_CHECK(grew < SLACK_KIB,
		 "the daemon frees the data of a write that failed behind a failed event (grew %ld MiB)",
		 grew >> 10);
	/* what a failed write held must also stop counting against the session's bound on pending
	 * write data (VCL_MAX_SESSION_PENDING, 1 GiB): after 4 more failed 256 MiB writes, a small
	 * write must still be accepted */
	for (int i = 0; i < 4; i++) {
		cl_int err;
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, SIZE, NULL, &err);
		cl_event ue = clCreateUserEvent(c.ctx, &err);
		VT_REQUIRE(m && ue, "buffer and user event %d", i);
		clEnqueueWriteBuffer(c.q, m, CL_FALSE, 0, SIZE, data, 1, &ue, NULL);
		clSetUserEventStatus(ue, -1);
		clFinish(c.q);
		clReleaseEvent(ue);
		clReleaseMemObject(m);
	}
	{
		cl_int err;
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
		VT_REQUIRE(m, "a 4 KiB buffer");
		VT_CL(clEnqueueWriteBuffer(c.q, m, CL_TRUE, 0, 4096, data, 0, NULL, NULL));
		clReleaseMemObject(m);
	}
	vt_note("after 5 failed writes of 256 MiB: daemon and session processes hold %ld MiB",
		settle_rss() >> 10);
	vt_cl_close(&c);
	free(data);
	return vt_finish();
}
