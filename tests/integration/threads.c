/* SPDX-License-Identifier: MIT */
/*
 * Threads and re-entrant callbacks through virtcl.
 *
 * (a) 8 application threads at once, each with its own context, queue and program (the same
 *     source), each building and then running a kernel 200 times with different arguments and
 *     global sizes, every result read back (blocking) and checked: concurrent calls of independent
 *     threads must not mix up replies, objects or kernel arguments.
 * (b) Event callbacks that call back into OpenCL (spec 5.11: only blocking calls are undefined in a
 *     callback): one sets a user event that gates a barrier in front of a read the main thread
 *     waits for; one calls clGetEventInfo and enqueues a non-blocking write; one calls
 *     clGetEventInfo on a non-blocking read queued behind the callback's command.
 * (c) A build callback (clBuildProgram's pfn_notify) that creates a kernel inside the callback.
 *
 * Every wait that could deadlock runs in a helper thread while the main thread watches a
 * deadline: a deadlock is a failed check, never a hang (the harness's alarm is the last resort).
 */
#define _GNU_SOURCE
#include "harness.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- running a call with a deadline ----------------------------------------------------------- */

struct timed {
	void (*fn)(void *);
	void *arg;
	atomic_int done;
};

static void *timed_main(void *p)
{
	struct timed *t = p;

	t->fn(t->arg);
	atomic_store(&t->done, 1);
	return NULL;
}

/* Runs fn(arg) in a thread; true if it returned within timeout_s. On a timeout the thread is left
 * behind (blocked inside OpenCL): the caller must then stop using what it touches. The struct is
 * leaked on purpose in that case, since the thread still points at it. */
static bool run_timed(void (*fn)(void *), void *arg, double timeout_s)
{
	struct timed *t = calloc(1, sizeof(*t));
	pthread_t th;
	double until = vt_now() + timeout_s;

	t->fn = fn;
	t->arg = arg;
	if (pthread_create(&th, NULL, timed_main, t)) {
		free(t);
		return false;
	}
	while (!atomic_load(&t->done) && vt_now() < until)
		vt_sleep_ms(1);
	if (!atomic_load(&t->done)) {
		pthread_detach(th);
		return false;
	}
	pthread_join(th, NULL);
	free(t);
	return true;
}

/* Waits without any OpenCL call for *flag to become non-zero. */
static bool spin(atomic_int *flag, double timeout_s)
{
	double until = vt_now() + timeout_s;

	while (!atomic_load(flag) && vt_now() < until)
		vt_sleep_ms(1);
	return atomic_load(flag);
}

struct wait_args {
	cl_uint n;
	const cl_event *ev;
	cl_int ret;
};

static void do_wait(void *p)
{
	struct wait_args *w = p;

	w->ret = clWaitForEvents(w->n, w->ev);
}

static void do_finish(void *p)
{
	clFinish((cl_command_queue)p);
}

/* ---- (a) 8 threads, each with its own context, queue and program ------------------------------ */

#define NTHREADS 8
#define LAUNCHES 200
#define MAXN 256

static const char *fill_src =
	"__kernel void fill(__global int *out, int a, int b)\n"
	"{ int i = get_global_id(0); out[i] = a * i + b; }\n";

struct worker {
	int idx;
	cl_platform_id platform;
	cl_device_id device;
	pthread_barrier_t *start;
	/* results, read by main after the join */
	char failed_step[160]; /* first failure, "" if none */
	int launches_ok;
	int bad_values;
	double seconds;
	atomic_int done;
};

static void wfail(struct worker *w, const char *step, cl_int err)
{
	if (!w->failed_step[0])
		snprintf(w->failed_step, sizeof(w->failed_step), "%s: %s", step, vt_err(err));
}

static void *worker_main(void *p)
{
	struct worker *w = p;
	struct vt_cl c = { .platform = w->platform, .device = w->device };
	cl_program prog = NULL;
	cl_kernel k = NULL;
	cl_mem buf[2] = { NULL, NULL };
	cl_int err;
	int out[MAXN];
	double t0;

	pthread_barrier_wait(w->start);
	t0 = vt_now();
	c.ctx = clCreateContext(NULL, 1, &c.device, NULL, NULL, &err);
	if (!c.ctx) {
		wfail(w, "clCreateContext", err);
		goto out;
	}
	c.q = clCreateCommandQueue(c.ctx, c.device, 0, &err);
	if (!c.q) {
		wfail(w, "clCreateCommandQueue", err);
		goto out;
	}
	prog = vt_cl_build(&c, fill_src, NULL);
	if (!prog) {
		wfail(w, "build", CL_BUILD_PROGRAM_FAILURE);
		goto out;
	}
	k = clCreateKernel(prog, "fill", &err);
	if (!k) {
		wfail(w, "clCreateKernel", err);
		goto out;
	}
	for (int i = 0; i < 2; i++) {
		buf[i] = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(out), NULL, &err);
		if (!buf[i]) {
			wfail(w, "clCreateBuffer", err);
			goto out;
		}
	}
	for (int it = 0; it < LAUNCHES; it++) {
		/* values unique to this thread and launch: a reply or argument of another thread (or of
		 * an earlier launch) shows up as a wrong value */
		cl_int a = w->idx * 1000 + it, b = it * 7 - w->idx;
		/* global sizes vary, the local size does not: PoCL compiles a kernel per work-group
		 * size, which with a cold kernel cache would cost seconds per size */
		size_t lws = 16, n = lws * (1 + (size_t)(it * 7 + w->idx) % (MAXN / 16));
		cl_mem m = buf[it & 1];

		if ((err = clSetKernelArg(k, 0, sizeof(m), &m)) || (err = clSetKernelArg(k, 1, sizeof(a), &a)) ||
		    (err = clSetKernelArg(k, 2, sizeof(b), &b))) {
			wfail(w, "clSetKernelArg", err);
			break;
		}
		err = clEnqueueNDRangeKernel(c.q, k, 1, NULL, &n, &lws, 0, NULL, NULL);
		if (err) {
			wfail(w, "clEnqueueNDRangeKernel", err);
			break;
		}
		memset(out, 0x5a, sizeof(out));
		err = clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, n * sizeof(int), out, 0, NULL, NULL);
		if (err) {
			wfail(w, "clEnqueueReadBuffer", err);
			break;
		}
		for (size_t i = 0; i < n; i++)
			if (out[i] != a * (int)i + b) {
				if (!w->bad_values)
					snprintf(w->failed_step, sizeof(w->failed_step),
						 "launch %d: out[%zu] = %d, expected %d", it, i, out[i],
						 a * (int)i + b);
				w->bad_values++;
			}
		if (out[n < MAXN ? n : MAXN - 1] != (n < MAXN ? 0x5a5a5a5a : a * (MAXN - 1) + b))
			w->bad_values++; /* the read wrote past what was asked */
		w->launches_ok++;
	}
out:
	w->seconds = vt_now() - t0;
	for (int i = 0; i < 2; i++)
		if (buf[i])
			clReleaseMemObject(buf[i]);
	if (k)
		clReleaseKernel(k);
	if (prog)
		clReleaseProgram(prog);
	vt_cl_close(&c);
	atomic_store(&w->done, 1);
	return NULL;
}

static void part_a(struct vt_cl *c)
{
	static struct worker w[NTHREADS];
	pthread_t t[NTHREADS];
	pthread_barrier_t start;
	double until;
	int done = 0;

	pthread_barrier_init(&start, NULL, NTHREADS);
	for (int i = 0; i < NTHREADS; i++) {
		w[i] = (struct worker){ .idx = i, .platform = c->platform, .device = c->device,
					.start = &start };
		VT_REQUIRE(!pthread_create(&t[i], NULL, worker_main, &w[i]), "worker thread %d starts", i);
	}
	until = vt_now() + 45;
	while (vt_now() < until) {
		done = 0;
		for (int i = 0; i < NTHREADS; i++)
			done += atomic_load(&w[i].done);
		if (done == NTHREADS)
			break;
		vt_sleep_ms(5);
	}
	VT_CHECK(done == NTHREADS, "(a) all %d threads finish within 45 s (%d did)", NTHREADS, done);
	if (done != NTHREADS)
		vt_abort(); /* threads stuck inside virtcl: nothing after this is meaningful */
	for (int i = 0; i < NTHREADS; i++) {
		pthread_join(t[i], NULL);
		VT_CHECK(!w[i].failed_step[0] && w[i].launches_ok == LAUNCHES && !w[i].bad_values,
			 "(a) thread %d: own context, queue and program; %d/%d launches, every value right "
			 "(%.2f s)%s%s",
			 i, w[i].launches_ok, LAUNCHES, w[i].seconds, w[i].failed_step[0] ? "; " : "",
			 w[i].failed_step);
	}
	pthread_barrier_destroy(&start);
}

/* ---- (b) event callbacks that call OpenCL ----------------------------------------------------- */

static const char *inc_src = "__kernel void inc(__global int *x) { x[get_global_id(0)] += 1; }\n";

static pthread_t main_thread;

/* b1: sets the user event that gates the barrier */
struct b1 {
	cl_event ue;
	cl_int status_seen;
	cl_int set_ret;
	atomic_int on_main;
	atomic_int ran;
};

static void CL_CALLBACK b1_cb(cl_event e, cl_int status, void *ud)
{
	struct b1 *r = ud;

	(void)e;
	r->status_seen = status;
	atomic_store(&r->on_main, pthread_equal(pthread_self(), main_thread));
	r->set_ret = clSetUserEventStatus(r->ue, CL_COMPLETE);
	atomic_store(&r->ran, 1);
}

/* b2: queries its own event and enqueues a non-blocking write from inside the callback */
struct b2 {
	cl_command_queue q;
	cl_mem dst;
	cl_int info_ret, exec_status, queue_ret;
	cl_command_queue queue_seen;
	cl_int write_ret;
	cl_event wev;
	atomic_int ran;
};

static int b2_data[64];

static void CL_CALLBACK b2_cb(cl_event e, cl_int status, void *ud)
{
	struct b2 *r = ud;

	(void)status;
	r->info_ret = clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(r->exec_status),
				     &r->exec_status, NULL);
	r->queue_ret = clGetEventInfo(e, CL_EVENT_COMMAND_QUEUE, sizeof(r->queue_seen), &r->queue_seen,
				      NULL);
	for (int i = 0; i < 64; i++)
		b2_data[i] = 1000 + i;
	r->write_ret = clEnqueueWriteBuffer(r->q, r->dst, CL_FALSE, 0, sizeof(b2_data), b2_data, 0, NULL,
					    &r->wev);
	if (r->write_ret == CL_SUCCESS)
		clFlush(r->q);
	atomic_store(&r->ran, 1);
}

/* b3: the status of a non-blocking read that was queued behind the callback's command */
struct b3 {
	cl_event rev;
	cl_int info_ret, read_status;
	atomic_int entered, ran, rev_set; /* rev_set: main has stored rev (TSan: not a sleep) */
};

static void CL_CALLBACK b3_cb(cl_event e, cl_int status, void *ud)
{
	struct b3 *r = ud;

	(void)e;
	(void)status;
	atomic_store(&r->entered, 1);
	/* give the read time to complete on the device (it is tiny), then ask about it */
	vt_sleep_ms(300);
	for (int i = 0; i < 5000 && !atomic_load(&r->rev_set); i++)
		vt_sleep_ms(1);
	r->info_ret = clGetEventInfo(r->rev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(r->read_status),
				     &r->read_status, NULL);
	atomic_store(&r->ran, 1);
}

static void part_b(struct vt_cl *c)
{
	cl_int err;
	cl_program prog = vt_cl_build(c, inc_src, NULL);
	cl_kernel k;
	cl_mem x, y;
	int zero[64] = { 0 }, out[64];
	size_t gws = 64;
	bool ok;

	VT_REQUIRE(prog, "(b) the kernel builds");
	k = vt_cl_kernel(prog, "inc");
	x = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(zero), zero, &err);
	y = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(zero), zero, &err);
	VT_REQUIRE(k && x && y, "(b) kernel and buffers");
	VT_CL(clSetKernelArg(k, 0, sizeof(x), &x));

	/* ---- b1: kernel -> callback sets a user event -> barrier -> read; main waits on the read ---- */
	{
		static struct b1 r;
		cl_event kev, rev;
		struct wait_args wa;

		r.ue = clCreateUserEvent(c->ctx, &err);
		VT_REQUIRE(r.ue, "(b1) clCreateUserEvent (%s)", vt_err(err));
		VT_CL(clEnqueueNDRangeKernel(c->q, k, 1, NULL, &gws, NULL, 0, NULL, &kev));
		VT_CL(clSetEventCallback(kev, CL_COMPLETE, b1_cb, &r));
		VT_CL(clEnqueueBarrierWithWaitList(c->q, 1, &r.ue, NULL));
		memset(out, 0xff, sizeof(out));
		VT_CL(clEnqueueReadBuffer(c->q, x, CL_FALSE, 0, sizeof(out), out, 0, NULL, &rev));
		VT_CL(clFlush(c->q));
		wa = (struct wait_args){ 1, &rev, 12345 };
		ok = run_timed(do_wait, &wa, 10);
		VT_CHECK(ok, "(b1) the read behind the barrier completes within 10 s: the kernel's "
			     "callback set the user event that gates the barrier (no deadlock)");
		if (!ok) {
			vt_note("(b1) callback ran: %d; user event set: %s", atomic_load(&r.ran),
				atomic_load(&r.ran) ? vt_err(r.set_ret) : "-");
			vt_abort();
		}
		VT_CHECK(wa.ret == CL_SUCCESS, "(b1) clWaitForEvents on the read -> CL_SUCCESS (%s)",
			 vt_err(wa.ret));
		VT_CHECK(atomic_load(&r.ran) && r.set_ret == CL_SUCCESS && r.status_seen == CL_COMPLETE,
			 "(b1) the callback ran with CL_COMPLETE and its clSetUserEventStatus returned "
			 "CL_SUCCESS (%s)", vt_err(r.set_ret));
		VT_CHECK(!atomic_load(&r.on_main), "(b1) the callback ran on a thread other than main's");
		ok = true;
		for (int i = 0; i < 64; i++)
			ok = ok && out[i] == 1;
		VT_CHECK(ok, "(b1) the read behind the barrier sees the kernel's result (out[0] = %d)",
			 out[0]);
		clReleaseEvent(rev);
		clReleaseEvent(kev);
		clReleaseEvent(r.ue);
	}

	/* ---- b2: clGetEventInfo and a non-blocking clEnqueueWriteBuffer inside a callback ---- */
	{
		static struct b2 r;
		cl_event kev;
		struct wait_args wa;

		r.q = c->q;
		r.dst = y;
		VT_CL(clEnqueueNDRangeKernel(c->q, k, 1, NULL, &gws, NULL, 0, NULL, &kev));
		VT_CL(clSetEventCallback(kev, CL_COMPLETE, b2_cb, &r));
		VT_CL(clFlush(c->q));
		ok = spin(&r.ran, 10);
		VT_CHECK(ok, "(b2) the callback that calls clGetEventInfo and clEnqueueWriteBuffer returns "
			     "within 10 s");
		if (!ok)
			vt_abort();
		VT_CHECK(r.info_ret == CL_SUCCESS && r.exec_status == CL_COMPLETE,
			 "(b2) clGetEventInfo(own event, EXECUTION_STATUS) in the callback -> %s, %d "
			 "(CL_COMPLETE = 0)", vt_err(r.info_ret), r.exec_status);
		VT_CHECK(r.queue_ret == CL_SUCCESS && r.queue_seen == c->q,
			 "(b2) clGetEventInfo(own event, COMMAND_QUEUE) in the callback is the "
			 "application's queue (%s)", vt_err(r.queue_ret));
		VT_CHECK(r.write_ret == CL_SUCCESS && r.wev,
			 "(b2) non-blocking clEnqueueWriteBuffer in the callback -> CL_SUCCESS (%s)",
			 vt_err(r.write_ret));
		if (r.write_ret == CL_SUCCESS && r.wev) {
			wa = (struct wait_args){ 1, &r.wev, 12345 };
			ok = run_timed(do_wait, &wa, 10);
			VT_CHECK(ok && wa.ret == CL_SUCCESS,
				 "(b2) the write enqueued by the callback completes (%s)",
				 ok ? vt_err(wa.ret) : "still waiting after 10 s");
			if (!ok)
				vt_abort();
			memset(out, 0, sizeof(out));
			VT_CL(clEnqueueReadBuffer(c->q, y, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL));
			ok = true;
			for (int i = 0; i < 64; i++)
				ok = ok && out[i] == 1000 + i;
			VT_CHECK(ok, "(b2) the buffer holds what the callback wrote (out[5] = %d)", out[5]);
			clReleaseEvent(r.wev);
		}
		clReleaseEvent(kev);
	}

	/* ---- b3: clGetEventInfo, from a callback, on a non-blocking read queued behind ---- */
	{
		static struct b3 r;
		cl_event kev;
		int dst[64];

		VT_CL(clEnqueueNDRangeKernel(c->q, k, 1, NULL, &gws, NULL, 0, NULL, &kev));
		VT_CL(clSetEventCallback(kev, CL_COMPLETE, b3_cb, &r));
		memset(dst, 0xff, sizeof(dst));
		VT_CL(clEnqueueReadBuffer(c->q, x, CL_FALSE, 0, sizeof(dst), dst, 0, NULL, &r.rev));
		atomic_store(&r.rev_set, 1);
		VT_CL(clFlush(c->q));
		ok = spin(&r.ran, 5);
		VT_CHECK(ok, "(b3) a callback that asks clGetEventInfo(EXECUTION_STATUS) about a "
			     "non-blocking read queued behind its command returns within 5 s "
			     "(entered: %d)", atomic_load(&r.entered));
		if (!ok) {
			vt_note("(b3) the callback is stuck in clGetEventInfo: the read is complete on the "
				"host, and the front-end waits for its data, which comes on the notify "
				"channel behind this very callback (src/frontend/vcl_fe_hand.c "
				"vcl_fe_info_post -> vcl_read_wait)");
			clReleaseEvent(kev);
			goto end; /* the notify thread is stuck: no more callbacks in this process */
		}
		VT_CHECK(r.info_ret == CL_SUCCESS && (r.read_status == CL_COMPLETE ||
						    r.read_status == CL_RUNNING ||
						    r.read_status == CL_SUBMITTED ||
						    r.read_status == CL_QUEUED),
			 "(b3) clGetEventInfo in the callback -> %s, status %d (any non-error status: the "
			 "data may still be on its way)", vt_err(r.info_ret), r.read_status);
		{
			struct wait_args wa = { 1, &r.rev, 12345 };
			ok = run_timed(do_wait, &wa, 10);
			VT_CHECK(ok && wa.ret == CL_SUCCESS, "(b3) the read completes afterwards (%s)",
				 ok ? vt_err(wa.ret) : "still waiting after 10 s");
			VT_CHECK(ok && dst[0] == 3 && dst[63] == 3,
				 "(b3) its data landed (dst[0] = %d, expected 3)", dst[0]);
		}
		clReleaseEvent(r.rev);
		clReleaseEvent(kev);
	}
end:
	clReleaseMemObject(x);
	clReleaseMemObject(y);
	clReleaseKernel(k);
	clReleaseProgram(prog);
}

/* ---- (c) a build callback that creates a kernel --------------------------------------------- */

struct build_cb {
	cl_device_id dev;
	cl_program seen;
	cl_kernel k;
	cl_int err;
	cl_build_status status;
	cl_int status_ret;
	atomic_int ran;
};

static void CL_CALLBACK on_build(cl_program p, void *ud)
{
	struct build_cb *r = ud;

	r->seen = p;
	r->status_ret = clGetProgramBuildInfo(p, r->dev, CL_PROGRAM_BUILD_STATUS, sizeof(r->status),
					      &r->status, NULL);
	r->k = clCreateKernel(p, "inc", &r->err);
	atomic_store(&r->ran, 1);
}

struct build_args {
	cl_program p;
	cl_device_id dev;
	struct build_cb *cb;
	cl_int ret;
};

static void do_build(void *p)
{
	struct build_args *b = p;

	b->ret = clBuildProgram(b->p, 1, &b->dev, NULL, on_build, b->cb);
}

static void part_c(struct vt_cl *c)
{
	static struct build_cb r;
	static struct build_args b;
	cl_int err;
	cl_mem m;
	int data[16] = { 0 };
	size_t gws = 16;
	bool ok;

	/* a source of its own (a comment makes it differ from part b's): a real build */
	static const char *src = "/* part c */\n"
				 "__kernel void inc(__global int *x) { x[get_global_id(0)] += 1; }\n";
	b.p = clCreateProgramWithSource(c->ctx, 1, &src, NULL, &err);
	VT_REQUIRE(b.p, "(c) clCreateProgramWithSource (%s)", vt_err(err));
	b.dev = c->device;
	b.cb = &r;
	r.dev = c->device;
	b.ret = 12345;
	ok = run_timed(do_build, &b, 30);
	VT_CHECK(ok, "(c) clBuildProgram with a callback that creates a kernel returns within 30 s");
	if (!ok)
		vt_abort();
	VT_CHECK(b.ret == CL_SUCCESS, "(c) clBuildProgram -> CL_SUCCESS (%s)", vt_err(b.ret));
	ok = spin(&r.ran, 10);
	VT_CHECK(ok, "(c) the build callback ran");
	if (!ok)
		vt_abort();
	VT_CHECK(r.seen == b.p, "(c) the build callback got the application's program");
	VT_CHECK(r.status_ret == CL_SUCCESS && r.status == CL_BUILD_SUCCESS,
		 "(c) clGetProgramBuildInfo in the callback: CL_BUILD_SUCCESS (%s, %d)",
		 vt_err(r.status_ret), r.status);
	VT_CHECK(r.k && r.err == CL_SUCCESS, "(c) clCreateKernel inside the build callback -> %s",
		 vt_err(r.err));
	if (r.k) {
		m = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(data), data,
				   &err);
		VT_CL(clSetKernelArg(r.k, 0, sizeof(m), &m));
		VT_CL(clEnqueueNDRangeKernel(c->q, r.k, 1, NULL, &gws, NULL, 0, NULL, NULL));
		ok = run_timed(do_finish, c->q, 10);
		VT_CHECK(ok, "(c) clFinish returns");
		if (!ok)
			vt_abort();
		VT_CL(clEnqueueReadBuffer(c->q, m, CL_TRUE, 0, sizeof(data), data, 0, NULL, NULL));
		VT_CHECK(data[0] == 1 && data[15] == 1,
			 "(c) the kernel created in the callback runs (data[0] = %d)", data[0]);
		clReleaseMemObject(m);
		clReleaseKernel(r.k);
	}
	clReleaseProgram(b.p);
}

int main(void)
{
	struct vt_cl c;

	main_thread = pthread_self();
	vt_start("integration.threads", 85);
	vt_cl_open(&c);
	part_a(&c);
	part_c(&c);
	part_b(&c);
	vt_cl_close(&c);
	return vt_finish();
}
