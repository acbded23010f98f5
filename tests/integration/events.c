/* SPDX-License-Identifier: MIT */
/*
 * Events through virtcl (spec 5.11, 5.12): wait lists order commands, user events hold commands
 * back, markers and barriers complete after what they wait for, an error status on a user event
 * propagates, and a thread blocked in clWaitForEvents does not block another thread's calls.
 */
#include "harness.h"
#include "vcl_be.h" /* VCL_MAX_SESSION_THREADS */

#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static cl_int status_of(cl_event e)
{
	cl_int st = 12345;

	clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
	return st;
}

static const char *src = "__kernel void add1(__global int *x) { x[get_global_id(0)] += 1; }\n";

/* Thread A: blocks in clWaitForEvents on the user event. */
struct thread_a {
	cl_event ue;
	atomic_int returned;
	cl_int ret;
	double t_return;
};

static void *set_complete_main(void *arg)
{
	struct thread_a *a = arg;

	a->ret = clSetUserEventStatus(a->ue, CL_COMPLETE);
	atomic_store(&a->returned, 1);
	return NULL;
}

static void *thread_a_main(void *arg)
{
	struct thread_a *a = arg;

	a->ret = clWaitForEvents(1, &a->ue);
	a->t_return = vt_now();
	atomic_store(&a->returned, 1);
	return NULL;
}

/*
 * More application threads blocked in clWaitForEvents than the daemon runs blocking calls on
 * (VCL_MAX_SESSION_THREADS): a legal program whose last thread sets the user event that all the
 * others wait for must not deadlock (natively it cannot).
 */
#define MANY (VCL_MAX_SESSION_THREADS + 8)

/* MANY threads, each in clWaitForEvents on ue (small stacks: there are hundreds). */
static void start_waiters(cl_event ue, struct thread_a *a, pthread_t *t)
{
	pthread_attr_t attr;

	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 256 << 10);
	for (int i = 0; i < MANY; i++) {
		a[i].ue = ue;
		if (pthread_create(&t[i], &attr, thread_a_main, &a[i]))
			VT_REQUIRE(false, "waiter thread %d starts", i);
	}
	pthread_attr_destroy(&attr);
}

static int many_waiters(void)
{
	struct vt_cl c;
	static struct thread_a a[MANY];
	static pthread_t t[MANY];
	cl_event ue;
	cl_int err;
	double until;
	int returned = 0;

	vt_start("integration.events_many_waiters", 60);
	vt_cl_open(&c);
	ue = clCreateUserEvent(c.ctx, &err);
	VT_REQUIRE(ue, "clCreateUserEvent (%s)", vt_err(err));
	start_waiters(ue, a, t);
	VT_CHECK(true, "%d waiter threads started (VCL_MAX_SESSION_THREADS + 8)", MANY);
	vt_sleep_ms(500); /* all of them are inside clWaitForEvents by now */
	err = CL_INVALID_VALUE;
	{
		/* the setter runs in a thread too, so that a hang is reported rather than waited out */
		struct thread_a setter = { .ue = ue };
		pthread_t st;
		pthread_create(&st, NULL, set_complete_main, &setter);
		until = vt_now() + 5;
		while (vt_now() < until) {
			returned = 0;
			for (int i = 0; i < MANY; i++)
				returned += atomic_load(&a[i].returned);
			if (returned == MANY && atomic_load(&setter.returned))
				break;
			vt_sleep_ms(10);
		}
		VT_CHECK(atomic_load(&setter.returned) && setter.ret == CL_SUCCESS,
			 "clSetUserEventStatus returns while %d threads wait for the event (%s)", MANY,
			 atomic_load(&setter.returned) ? vt_err(setter.ret) : "still blocked after 5 s");
	}
	VT_CHECK(returned == MANY, "all %d waiters return once the event is set (%d did)", MANY, returned);
	if (returned != MANY)
		return vt_finish(); /* the others stay blocked inside virtcl; exiting ends them */
	for (int i = 0; i < MANY; i++)
		pthread_join(t[i], NULL);
	clReleaseEvent(ue);
	vt_cl_close(&c);
	return vt_finish();
}

/*
 * The same number of blocked threads, then a non-blocking write that is not waited for (its
 * signature learned: VCL_MSG_F_NOREPLY) and a copy of what it wrote, on one in-order queue: the
 * copy must read the write's value. The write may block on the host (room for its data), so with
 * every session thread blocked it waited in the backlog while the leader ran the copy first.
 */
static int backlog_order(void)
{
	struct vt_cl c;
	static struct thread_a a[MANY];
	static pthread_t t[MANY];
	cl_event ue;
	cl_mem b, d;
	cl_int err, v, got = -1;

	vt_start("integration.backlog_order", 60);
	vt_cl_open(&c);
	b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 64, NULL, &err);
	VT_REQUIRE(b, "clCreateBuffer (%s)", vt_err(err));
	d = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 64, NULL, &err);
	VT_REQUIRE(d, "clCreateBuffer (%s)", vt_err(err));
	for (v = 1; v <= 2; v++) { /* the write's and the copy's signatures learned */
		VT_CL(clEnqueueWriteBuffer(c.q, b, CL_FALSE, 0, sizeof(v), &v, 0, NULL, NULL));
		VT_CL(clEnqueueCopyBuffer(c.q, b, d, 0, 0, sizeof(v), 0, NULL, NULL));
	}
	VT_CL(clFinish(c.q));
	ue = clCreateUserEvent(c.ctx, &err);
	VT_REQUIRE(ue, "clCreateUserEvent (%s)", vt_err(err));
	start_waiters(ue, a, t);
	vt_sleep_ms(500); /* all of them are inside clWaitForEvents by now */
	v = 5;
	VT_CL(clEnqueueWriteBuffer(c.q, b, CL_FALSE, 0, sizeof(v), &v, 0, NULL, NULL));
	VT_CL(clEnqueueCopyBuffer(c.q, b, d, 0, 0, sizeof(v), 0, NULL, NULL));
	VT_CL(clSetUserEventStatus(ue, CL_COMPLETE));
	for (int i = 0; i < MANY; i++)
		pthread_join(t[i], NULL);
	VT_CL(clFinish(c.q));
	VT_CL(clEnqueueReadBuffer(c.q, d, CL_TRUE, 0, sizeof(got), &got, 0, NULL, NULL));
	VT_CHECK(got == 5, "the copy after the write copied %d (5 written, 2 before)", got);
	clReleaseEvent(ue);
	clReleaseMemObject(b);
	clReleaseMemObject(d);
	vt_cl_close(&c);
	return vt_finish();
}

/*
 * A blocking write is flushed (spec 5.15: a blocking command flushes its queue implicitly), so a
 * command of another queue may wait for its event with no clFlush of the application's: with
 * deferred_flush_shim.c in virtcld (LD_PRELOAD), a driver that starts a queue's writes only at a
 * flush. The host enqueues a blocking write non-blocking (its data is the daemon's already); left
 * unflushed, the marker on the second queue never completed.
 */
static int blocking_write_flush(void)
{
	struct vt_cl c;
	cl_command_queue q2;
	cl_event wev[2], m;
	cl_mem b;
	cl_int err, v = 7, st = CL_QUEUED, got = 0;
	double t0;

	vt_start("integration.blocking_write_flush", 60);
	vt_cl_open(&c);
	q2 = clCreateCommandQueue(c.ctx, c.device, 0, &err);
	VT_REQUIRE(q2, "a second queue (%s)", vt_err(err));
	b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 64, NULL, &err);
	VT_REQUIRE(b, "clCreateBuffer (%s)", vt_err(err));
	/* twice: the second write is sent without waiting for its reply (its signature learned) */
	for (int i = 0; i < 2; i++) {
		VT_CL(clEnqueueWriteBuffer(c.q, b, CL_TRUE, 0, sizeof(v), &v, 0, NULL, &wev[i]));
		VT_CL(clEnqueueMarkerWithWaitList(q2, 1, &wev[i], &m));
		VT_CL(clFlush(q2));
		for (t0 = vt_now(); vt_now() - t0 < 5 && st != CL_COMPLETE;)
			VT_CL_EQ_(clGetEventInfo(m, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st,
						 NULL), CL_SUCCESS, "clGetEventInfo");
		VT_CHECK(st == CL_COMPLETE, "write %d: a marker on another queue behind a blocking "
			 "write's event completes with no clFlush of the write's queue (status %d)", i, st);
		st = CL_QUEUED;
		VT_CL(clFinish(c.q));
		VT_CL(clFinish(q2));
		clReleaseEvent(m);
		clReleaseEvent(wev[i]);
	}
	VT_CL(clEnqueueReadBuffer(c.q, b, CL_TRUE, 0, sizeof(got), &got, 0, NULL, NULL));
	VT_CHECK(got == 7, "the written value (%d)", got);
	clReleaseMemObject(b);
	clReleaseCommandQueue(q2);
	vt_cl_close(&c);
	return vt_finish();
}

/*
 * A user event set to an error status with two commands behind it (a write and a marker in one
 * in-order queue). PoCL 2.x aborts the process in pocl_update_event_failed() then - natively that
 * is the application's own process; through virtcl it must not be the daemon, nor any other
 * guest's session. This application may lose its own session (that is what native PoCL does to
 * it), but the daemon must stay up and serve a new session (a second process, "--new-session").
 */
static int new_session_main(void)
{
	cl_platform_id pl;
	cl_device_id dev;
	cl_context ctx;
	cl_command_queue q;
	cl_program p;
	cl_kernel k = NULL;
	cl_mem m = NULL;
	cl_int err;
	int out[64];
	size_t gws = 64;
	bool ok;

	/* the child of failed_chain, run through virtcl: exit 0 if a fresh session runs a kernel */
	if (clGetPlatformIDs(1, &pl, NULL) || clGetDeviceIDs(pl, CL_DEVICE_TYPE_ALL, 1, &dev, NULL))
		return 2;
	ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
	q = ctx ? clCreateCommandQueue(ctx, dev, 0, &err) : NULL;
	p = ctx ? clCreateProgramWithSource(ctx, 1, &src, NULL, &err) : NULL;
	memset(out, 0, sizeof(out));
	if (q && p && clBuildProgram(p, 1, &dev, NULL, NULL, NULL) == CL_SUCCESS)
		k = clCreateKernel(p, "add1", &err);
	if (k)
		m = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(out), out, &err);
	ok = m && clSetKernelArg(k, 0, sizeof(m), &m) == CL_SUCCESS &&
	     clEnqueueNDRangeKernel(q, k, 1, NULL, &gws, NULL, 0, NULL, NULL) == CL_SUCCESS &&
	     clEnqueueReadBuffer(q, m, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL) == CL_SUCCESS &&
	     out[63] == 1;
	return ok ? 0 : 1;
}

static int failed_chain(void)
{
	struct vt_cl c;
	cl_int err, r;
	cl_mem m;
	cl_event ue, w;
	static char data[4096];
	int st;

	vt_start("integration.failed_user_event_chain", 60);
	vt_cl_open(&c);
	m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(data), NULL, &err);
	ue = clCreateUserEvent(c.ctx, &err);
	VT_REQUIRE(m && ue, "buffer and user event");
	VT_CL(clEnqueueWriteBuffer(c.q, m, CL_FALSE, 0, sizeof(data), data, 1, &ue, &w));
	VT_CL(clEnqueueMarkerWithWaitList(c.q, 0, NULL, NULL));
	r = clSetUserEventStatus(ue, -1);
	vt_note("clSetUserEventStatus(-1) with a write and a marker behind it: %s", vt_err(r));
	r = clWaitForEvents(1, &w);
	vt_note("clWaitForEvents on the write behind it: %s (native PoCL aborts the application here)",
		vt_err(r));
	vt_sleep_ms(200);
	VT_CHECK(vt_daemon_alive(&vt_d), "virtcld survived it");
	fflush(NULL);
	{
		pid_t pid = fork();
		if (pid == 0) {
			execl("/proc/self/exe", "vt_events", "--new-session", (char *)NULL);
			_exit(127);
		}
		waitpid(pid, &st, 0);
	}
	VT_CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0,
		 "a new session (another process) runs a kernel afterwards");
	clReleaseEvent(w);
	clReleaseEvent(ue);
	clReleaseMemObject(m);
	vt_cl_close(&c);
	return vt_finish();
}

int main(int argc, char **argv)
{
	struct vt_cl c;
	cl_int err;
	cl_mem buf;
	cl_program prog;
	cl_kernel k;
	cl_event ue, w, kev, r, m, b;
	int data[256], out[256];
	size_t gws = 256;
	bool ok;

	if (argc > 1 && !strcmp(argv[1], "many_waiters"))
		return many_waiters();
	if (argc > 1 && !strcmp(argv[1], "backlog_order"))
		return backlog_order();
	if (argc > 1 && !strcmp(argv[1], "blocking_write_flush"))
		return blocking_write_flush();
	if (argc > 1 && !strcmp(argv[1], "failed_chain"))
		return failed_chain();
	if (argc > 1 && !strcmp(argv[1], "--new-session"))
		return new_session_main();
	vt_start("integration.events", 80);
	vt_cl_open(&c);
	prog = vt_cl_build(&c, src, NULL);
	VT_REQUIRE(prog, "kernel builds");
	k = vt_cl_kernel(prog, "add1");
	VT_REQUIRE(k, "clCreateKernel(add1)");
	for (int i = 0; i < 256; i++)
		data[i] = i * 10;
	buf = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(data), NULL, &err);
	VT_REQUIRE(buf, "clCreateBuffer (%s)", vt_err(err));
	VT_CL(clSetKernelArg(k, 0, sizeof(buf), &buf));

	/* ---- a chain held back by a user event: write -> kernel -> read, then a marker ---- */
	ue = clCreateUserEvent(c.ctx, &err);
	VT_REQUIRE(ue, "clCreateUserEvent (%s)", vt_err(err));
	VT_CHECK(status_of(ue) == CL_SUBMITTED, "a new user event is CL_SUBMITTED (%d)", status_of(ue));
	{
		cl_command_type t = 0;
		clGetEventInfo(ue, CL_EVENT_COMMAND_TYPE, sizeof(t), &t, NULL);
		VT_CHECK(t == CL_COMMAND_USER, "user event's type is CL_COMMAND_USER (%#x)", t);
	}
	VT_CL(clEnqueueWriteBuffer(c.q, buf, CL_FALSE, 0, sizeof(data), data, 1, &ue, &w));
	VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 1, &w, &kev));
	memset(out, 0, sizeof(out));
	VT_CL(clEnqueueReadBuffer(c.q, buf, CL_FALSE, 0, sizeof(out), out, 1, &kev, &r));
	VT_CL(clEnqueueMarkerWithWaitList(c.q, 1, &r, &m));
	VT_CL(clFlush(c.q));
	vt_sleep_ms(100);
	VT_CHECK(status_of(w) > CL_COMPLETE && status_of(kev) > CL_COMPLETE && status_of(r) > CL_COMPLETE &&
			 status_of(m) > CL_COMPLETE,
		 "write, kernel, read and marker all wait for the user event (%d %d %d %d)",
		 status_of(w), status_of(kev), status_of(r), status_of(m));
	VT_CL(clSetUserEventStatus(ue, CL_COMPLETE));
	VT_CL(clWaitForEvents(1, &m));
	VT_CHECK(status_of(w) == CL_COMPLETE && status_of(kev) == CL_COMPLETE &&
			 status_of(r) == CL_COMPLETE,
		 "marker complete: everything it waited for is complete");
	ok = true;
	for (int i = 0; i < 256; i++)
		ok &= out[i] == i * 10 + 1;
	VT_CHECK(ok, "the chain ran in wait-list order (out[i] = 10 i + 1)");
	{
		cl_command_type t = 0;
		clGetEventInfo(m, CL_EVENT_COMMAND_TYPE, sizeof(t), &t, NULL);
		VT_CHECK(t == CL_COMMAND_MARKER, "marker's type is CL_COMMAND_MARKER (%#x)", t);
	}
	VT_CL_EQ(clSetUserEventStatus(ue, CL_COMPLETE), CL_INVALID_OPERATION);
	clReleaseEvent(w);
	clReleaseEvent(kev);
	clReleaseEvent(r);
	clReleaseEvent(m);
	clReleaseEvent(ue);

	/* ---- clEnqueueMarker (1.1) and a barrier ---- */
	VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 0, NULL, NULL));
	VT_CL(clEnqueueMarker(c.q, &m));
	VT_CL(clEnqueueBarrierWithWaitList(c.q, 0, NULL, &b));
	VT_CL(clWaitForEvents(1, &b));
	VT_CHECK(status_of(m) == CL_COMPLETE, "clEnqueueMarker's event is complete after the barrier");
	VT_CL(clEnqueueReadBuffer(c.q, buf, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL));
	VT_CHECK(out[5] == 52, "kernel before marker and barrier ran (out[5] = %d)", out[5]);
	clReleaseEvent(m);
	clReleaseEvent(b);

	/* ---- a user event set to an error status ---- */
	ue = clCreateUserEvent(c.ctx, &err);
	VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 1, &ue, &kev));
	VT_CL(clFlush(c.q));
	VT_CL(clSetUserEventStatus(ue, CL_OUT_OF_RESOURCES));
	VT_CHECK(status_of(ue) == CL_OUT_OF_RESOURCES, "user event's status is the error it was given (%d)",
		 status_of(ue));
	err = clWaitForEvents(1, &kev);
	VT_CHECK(err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
		 "waiting for a command behind a failed user event -> "
		 "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST (%s)",
		 vt_err(err));
	VT_CHECK(status_of(kev) < 0, "the command behind it has a negative status (%d)", status_of(kev));
	err = clWaitForEvents(1, &ue);
	VT_CHECK(err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
		 "waiting for the failed user event itself -> CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST (%s)",
		 vt_err(err));
	VT_CL_EQ(clSetUserEventStatus(ue, CL_COMPLETE), CL_INVALID_OPERATION);
	clReleaseEvent(kev);
	clReleaseEvent(ue);
	VT_CL(clFinish(c.q));
	VT_CL(clEnqueueReadBuffer(c.q, buf, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL));
	VT_CHECK(out[5] == 52, "the kernel behind the failed user event did not run (out[5] = %d)", out[5]);

	/* ---- invalid wait lists are refused ---- */
	VT_CL_EQ(clEnqueueMarkerWithWaitList(c.q, 1, NULL, NULL), CL_INVALID_EVENT_WAIT_LIST);
	VT_CL_EQ(clWaitForEvents(0, NULL), CL_INVALID_VALUE);

	/* ---- thread A blocks on a user event; thread B (this one) keeps calling, then sets it ---- */
	{
		struct thread_a a = { 0 };
		pthread_t t;
		char name[256];
		double t_set, until;
		int calls = 0;

		a.ue = clCreateUserEvent(c.ctx, &err);
		VT_REQUIRE(a.ue, "clCreateUserEvent (%s)", vt_err(err));
		VT_REQUIRE(!pthread_create(&t, NULL, thread_a_main, &a), "thread A starts");
		vt_sleep_ms(200); /* A is inside clWaitForEvents by now */
		until = vt_now() + 0.3;
		while (vt_now() < until) {
			/* sync calls, a blocking transfer and a kernel, all while A is blocked */
			if (clGetDeviceInfo(c.device, CL_DEVICE_NAME, sizeof(name), name, NULL) == CL_SUCCESS &&
			    clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 0, NULL, NULL) == CL_SUCCESS &&
			    clEnqueueReadBuffer(c.q, buf, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL) ==
				    CL_SUCCESS)
				calls++;
		}
		VT_CHECK(!atomic_load(&a.returned), "thread A is still blocked in clWaitForEvents");
		VT_CHECK(calls > 0 && out[5] == 52 + calls,
			 "thread B completed %d rounds of info/kernel/blocking-read calls meanwhile (out[5] = %d)",
			 calls, out[5]);
		t_set = vt_now();
		VT_CL(clSetUserEventStatus(a.ue, CL_COMPLETE));
		pthread_join(t, NULL);
		VT_CHECK(a.ret == CL_SUCCESS, "thread A's clWaitForEvents returns CL_SUCCESS (%s)",
			 vt_err(a.ret));
		VT_CHECK(a.t_return >= t_set, "thread A returned only after B set the event (%.3f s later)",
			 a.t_return - t_set);
		clReleaseEvent(a.ue);
	}

	/* ---- two threads blocked at once on two user events, released in reverse order ---- */
	{
		struct thread_a a1 = { 0 }, a2 = { 0 };
		pthread_t t1, t2;

		a1.ue = clCreateUserEvent(c.ctx, &err);
		a2.ue = clCreateUserEvent(c.ctx, &err);
		pthread_create(&t1, NULL, thread_a_main, &a1);
		pthread_create(&t2, NULL, thread_a_main, &a2);
		vt_sleep_ms(150);
		VT_CL(clSetUserEventStatus(a2.ue, CL_COMPLETE));
		pthread_join(t2, NULL);
		VT_CHECK(a2.ret == CL_SUCCESS && !atomic_load(&a1.returned),
			 "second waiter returns when its event is set; the first still waits");
		VT_CL(clSetUserEventStatus(a1.ue, CL_COMPLETE));
		pthread_join(t1, NULL);
		VT_CHECK(a1.ret == CL_SUCCESS, "first waiter returns when its event is set");
		clReleaseEvent(a1.ue);
		clReleaseEvent(a2.ue);
	}

	clReleaseMemObject(buf);
	clReleaseKernel(k);
	clReleaseProgram(prog);
	vt_cl_close(&c);
	return vt_finish();
}
