/* SPDX-License-Identifier: MIT */
/*
 * Callback chains under stress (the pattern of non-blocking migration between servers, on one
 * server): a non-blocking read with a CL_COMPLETE callback; from that callback a non-blocking write
 * on another queue of the same context with a CL_COMPLETE callback of its own; from that one
 * clSetUserEventStatus of a user event that gates a marker (or a small kernel) on a third queue.
 * The main thread waits for the gated command by polling clGetEventInfo against a deadline, so a
 * lost callback is reported (which one, and the status of every event involved), not a hung test.
 *
 * Variants (argument 1, "all" for each in turn):
 *   basic    the chain as above
 *   late     each callback registered only after its event is complete (the main thread polls)
 *   types    CL_SUBMITTED and CL_RUNNING callbacks on the read and the write too (all must come)
 *   kernel   the gated command is a kernel; the read's data is checked in its callback
 *   release  the application releases the read's and the write's events once their callbacks are
 *            registered (fire and forget)
 *   big      4 MiB moved (through the shared area on shm:, not inline)
 *   wait     the main thread waits in clWaitForEvents (on the host) instead of polling; a watchdog
 *            thread reports a wait past the deadline
 *   threads  4 threads, each with its own queues and buffers in the one context, the basic chain
 *
 * VT_CB_SERVERS=2: the read on one server, the write and the gated command on a second (two daemons).
 *
 * Usage: vt_cb_chain [variant [iterations [threads]]]; --native first: on the host's ICD (or
 * whatever OCL_ICD_VENDORS names), no daemon. VT_CB_ITERS overrides the iteration count.
 */
#include "harness.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define N_INTS 1024
#define DEADLINE_S 10.0

static bool native;
static cl_context ctx, ctx_b; /* ctx_b: the write's and the gate's (ctx, or the second server's) */
static cl_device_id dev, dev_b;
static struct vt_daemon d2;
static bool two;
static cl_kernel kern; /* kernel variant */
static pthread_mutex_t kern_lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_int hangs, bad;

enum variant { V_BASIC, V_LATE, V_TYPES, V_KERNEL, V_RELEASE, V_BIG, V_WAIT, V_THREADS };
static const char *const vnames[] = { "basic", "late", "types", "kernel", "release", "big",
				      "wait", "threads" };
#define BIG_INTS ((size_t)1 << 20) /* 4 MiB: through the shm: area, not inline */

struct chain {
	int no;
	enum variant v;
	cl_command_queue qa, qb, qc;
	cl_mem a, b, out;
	cl_int *host;
	size_t n; /* ints moved */
	/* one iteration */
	int iter;
	cl_event rev, wev, ue, gev;
	_Atomic(cl_event) wev_pub; /* the write's event, once enqueued (late: for the main thread) */
	atomic_int read_cb, write_cb, read_sub, read_run, write_sub, write_run;
	atomic_int read_cb_status, write_cb_status;
	_Atomic double waiting_until; /* wait: the main thread is in clWaitForEvents until then */
	atomic_bool watch_stop;       /* wait: the watchdog ends (before the chain is freed) */
	atomic_int err; /* first failure inside a callback */
	char errmsg[160];
};

static void chain_fail(struct chain *c, const char *fmt, const char *what, cl_int r)
{
	int z = 0;
	if (atomic_compare_exchange_strong(&c->err, &z, 1))
		snprintf(c->errmsg, sizeof(c->errmsg), fmt, what, vt_err(r));
}

static cl_int status_of(cl_event e)
{
	cl_int st = 12345;
	if (!e)
		return 12346;
	if (clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL) != CL_SUCCESS)
		return 12347;
	return st;
}

static const char *st_name(cl_int st)
{
	static __thread char b[4][32];
	static __thread int k;
	switch (st) {
	case CL_COMPLETE: return "CL_COMPLETE";
	case CL_RUNNING: return "CL_RUNNING";
	case CL_SUBMITTED: return "CL_SUBMITTED";
	case CL_QUEUED: return "CL_QUEUED";
	case 12346: return "(no event)";
	case 12347: return "(query failed)";
	}
	k = (k + 1) % 4;
	snprintf(b[k], sizeof(b[k]), "%d", st);
	return b[k];
}

static void CL_CALLBACK on_type(cl_event e, cl_int st, void *ud)
{
	(void)e;
	(void)st;
	atomic_fetch_add((atomic_int *)ud, 1);
}

static void CL_CALLBACK write_cb(cl_event e, cl_int st, void *ud)
{
	struct chain *c = ud;
	cl_int r;

	(void)e;
	atomic_store(&c->write_cb_status, st);
	if ((r = clSetUserEventStatus(c->ue, st == CL_COMPLETE ? CL_COMPLETE : -1)) != CL_SUCCESS)
		chain_fail(c, "%s: %s", "clSetUserEventStatus in the write's callback", r);
	atomic_store(&c->write_cb, 1);
}

static void CL_CALLBACK read_cb(cl_event e, cl_int st, void *ud)
{
	struct chain *c = ud;
	cl_event w = NULL;
	cl_int r;

	(void)e;
	atomic_store(&c->read_cb_status, st);
	if (c->v != V_LATE && c->v != V_TYPES) {
		/* the data has landed when CL_COMPLETE is seen (spec 5.2.2) */
		if (c->host[0] != c->iter || c->host[c->n - 1] != c->iter)
			chain_fail(c, "%s: %s", "the read's data in its CL_COMPLETE callback", CL_INVALID_VALUE);
	}
	r = clEnqueueWriteBuffer(c->qb, c->b, CL_FALSE, 0, c->n * sizeof(cl_int), c->host, 0, NULL,
				 &w);
	if (r != CL_SUCCESS) {
		chain_fail(c, "%s: %s", "clEnqueueWriteBuffer in the read's callback", r);
		atomic_store(&c->read_cb, 1);
		return;
	}
	c->wev = w;
	if (c->v == V_TYPES) {
		if ((r = clSetEventCallback(w, CL_SUBMITTED, on_type, &c->write_sub)) ||
		    (r = clSetEventCallback(w, CL_RUNNING, on_type, &c->write_run)))
			chain_fail(c, "%s: %s", "clSetEventCallback(write, SUBMITTED/RUNNING)", r);
	}
	if (c->v != V_LATE) {
		if ((r = clSetEventCallback(w, CL_COMPLETE, write_cb, c)) != CL_SUCCESS)
			chain_fail(c, "%s: %s", "clSetEventCallback(write, CL_COMPLETE)", r);
	}
	clFlush(c->qb);
	if (c->v == V_RELEASE) {
		clReleaseEvent(w); /* fire and forget: only the callback follows it */
		w = NULL;
	}
	atomic_store(&c->wev_pub, w);
	atomic_store(&c->read_cb, 1);
}

static void report_hang(struct chain *c, const char *waiting_for)
{
	atomic_fetch_add(&hangs, 1);
	fprintf(stderr,
		"HANG chain %d (%s) iteration %d: %s not seen in %.0f s\n"
		"  read  CL_COMPLETE callback: %s (status %d)%s; event status %s%s\n"
		"  write CL_COMPLETE callback: %s (status %d); event status %s\n"
		"  user event: %s; gated command: %s\n",
		c->no, vnames[c->v], c->iter, waiting_for, DEADLINE_S,
		atomic_load(&c->read_cb) ? "ran" : "DID NOT COME", atomic_load(&c->read_cb_status),
		c->v == V_LATE ? " (registered late)" : "", st_name(status_of(c->rev)),
		c->v == V_RELEASE ? " (events released: not asked)" : "",
		atomic_load(&c->write_cb) ? "ran" : "DID NOT COME", atomic_load(&c->write_cb_status),
		st_name(status_of(atomic_load(&c->wev_pub))), st_name(status_of(c->ue)),
		st_name(status_of(c->gev)));
	if (c->v == V_TYPES)
		fprintf(stderr, "  read SUBMITTED/RUNNING callbacks: %d/%d, write: %d/%d\n",
			atomic_load(&c->read_sub), atomic_load(&c->read_run),
			atomic_load(&c->write_sub), atomic_load(&c->write_run));
}

/* Poll an event until it is complete or the deadline passes: false on timeout. */
static bool poll_complete(cl_event e, double until)
{
	for (;;) {
		cl_int st = status_of(e);
		if (st == CL_COMPLETE || st < 0)
			return true;
		if (vt_now() > until)
			return false;
		sched_yield();
	}
}

static bool poll_flag(atomic_int *f, double until)
{
	while (!atomic_load(f)) {
		if (vt_now() > until)
			return false;
		sched_yield();
	}
	return true;
}

/* One iteration; false: it hung or failed (reported) and the chain stops. */
static bool iterate(struct chain *c)
{
	cl_int r, pattern = c->iter;
	double until = vt_now() + DEADLINE_S;

	c->rev = c->wev = c->ue = c->gev = NULL;
	atomic_store(&c->wev_pub, NULL);
	atomic_store(&c->read_cb, 0);
	atomic_store(&c->write_cb, 0);
	atomic_store(&c->read_sub, 0);
	atomic_store(&c->read_run, 0);
	atomic_store(&c->write_sub, 0);
	atomic_store(&c->write_run, 0);
	atomic_store(&c->read_cb_status, 99);
	atomic_store(&c->write_cb_status, 99);

	c->ue = clCreateUserEvent(ctx_b, &r);
	if (r != CL_SUCCESS)
		goto fail_r;
	if (c->v == V_KERNEL) {
		size_t gws = 64;
		pthread_mutex_lock(&kern_lock); /* clSetKernelArg + enqueue: one kernel object */
		r = clSetKernelArg(kern, 0, sizeof(cl_mem), &c->out);
		if (r == CL_SUCCESS)
			r = clEnqueueNDRangeKernel(c->qc, kern, 1, NULL, &gws, NULL, 1, &c->ue, &c->gev);
		pthread_mutex_unlock(&kern_lock);
	} else {
		r = clEnqueueMarkerWithWaitList(c->qc, 1, &c->ue, &c->gev);
	}
	if (r != CL_SUCCESS)
		goto fail_r;
	clFlush(c->qc);
	/* the data this iteration's read must see */
	if ((r = clEnqueueFillBuffer(c->qa, c->a, &pattern, sizeof(pattern), 0, c->n * sizeof(cl_int), 0,
				     NULL, NULL)) != CL_SUCCESS)
		goto fail_r;
	if ((r = clEnqueueReadBuffer(c->qa, c->a, CL_FALSE, 0, c->n * sizeof(cl_int), c->host, 0, NULL,
				     &c->rev)) != CL_SUCCESS)
		goto fail_r;
	if (c->v == V_TYPES) {
		if ((r = clSetEventCallback(c->rev, CL_SUBMITTED, on_type, &c->read_sub)) ||
		    (r = clSetEventCallback(c->rev, CL_RUNNING, on_type, &c->read_run)))
			goto fail_r;
	}
	if (c->v == V_LATE) {
		clFlush(c->qa);
		if (!poll_complete(c->rev, until)) {
			report_hang(c, "the read's completion (polled)");
			return false;
		}
	}
	if ((r = clSetEventCallback(c->rev, CL_COMPLETE, read_cb, c)) != CL_SUCCESS)
		goto fail_r;
	clFlush(c->qa);
	if (c->v == V_RELEASE) {
		clReleaseEvent(c->rev); /* fire and forget */
		c->rev = NULL;
	}
	if (c->v == V_LATE) {
		cl_event w;
		if (!poll_flag(&c->read_cb, until)) {
			report_hang(c, "the read's CL_COMPLETE callback (registered late)");
			return false;
		}
		if (!(w = atomic_load(&c->wev_pub))) {
			chain_fail(c, "%s: %s", "the write was not enqueued", CL_INVALID_EVENT);
			goto fail_cb;
		}
		if (!poll_complete(w, until)) {
			report_hang(c, "the write's completion (polled)");
			return false;
		}
		if ((r = clSetEventCallback(w, CL_COMPLETE, write_cb, c)) != CL_SUCCESS)
			goto fail_r;
	}
	if (c->v == V_WAIT) {
		/* blocked on the host (the back-end hands its reading on): a watchdog reports */
		atomic_store(&c->waiting_until, until);
		r = clWaitForEvents(1, &c->gev);
		atomic_store(&c->waiting_until, 0);
		if (r != CL_SUCCESS)
			goto fail_r;
	} else if (!poll_complete(c->gev, until)) {
		report_hang(c, "the gated command's completion");
		return false;
	}
	if (status_of(c->gev) != CL_COMPLETE) {
		chain_fail(c, "%s: %s", "the gated command ended", status_of(c->gev));
		goto fail_cb;
	}
	if (atomic_load(&c->err))
		goto fail_cb;
	/* the read's and write's own callbacks have run (the write's set the user event) */
	if (!poll_flag(&c->read_cb, until) || !poll_flag(&c->write_cb, until)) {
		report_hang(c, "the callbacks' return");
		return false;
	}
	if (c->v == V_TYPES) {
		if (!poll_flag(&c->read_sub, until) || !poll_flag(&c->read_run, until) ||
		    !poll_flag(&c->write_sub, until) || !poll_flag(&c->write_run, until)) {
			report_hang(c, "a CL_SUBMITTED or CL_RUNNING callback");
			return false;
		}
	}
	if (atomic_load(&c->read_cb_status) != CL_COMPLETE ||
	    atomic_load(&c->write_cb_status) != CL_COMPLETE) {
		chain_fail(c, "%s: %s", "a callback's status", CL_INVALID_VALUE);
		goto fail_cb;
	}
	clReleaseEvent(c->gev);
	clReleaseEvent(c->ue);
	if (c->rev)
		clReleaseEvent(c->rev);
	if (atomic_load(&c->wev_pub))
		clReleaseEvent(atomic_load(&c->wev_pub));
	return true;
fail_r:
	chain_fail(c, "%s: %s", "a call of the main thread", r);
fail_cb:
	atomic_fetch_add(&bad, 1);
	fprintf(stderr, "FAILED chain %d (%s) iteration %d: %s\n", c->no, vnames[c->v], c->iter,
		c->errmsg);
	return false;
}

/* Required, printed only when it fails (chains are made many times). */
#define MUST(cond, ...)                                                                            \
	do {                                                                                       \
		if (!(cond))                                                                       \
			VT_REQUIRE(false, __VA_ARGS__);                                            \
	} while (0)

static cl_command_queue queue(cl_context cx, cl_device_id d)
{
	cl_int r;
	cl_command_queue q = clCreateCommandQueueWithProperties(cx, d, NULL, &r);
	MUST(r == CL_SUCCESS, "clCreateCommandQueueWithProperties -> %s", vt_err(r));
	return q;
}

static struct chain *chain_new(int no, enum variant v)
{
	struct chain *c = calloc(1, sizeof(*c));
	cl_int r;

	c->no = no;
	c->v = v == V_THREADS ? V_BASIC : v;
	c->n = v == V_BIG ? BIG_INTS : N_INTS;
	c->host = malloc(c->n * sizeof(cl_int));
	MUST(c->host, "host memory");
	c->qa = queue(ctx, dev);
	c->qb = queue(ctx_b, dev_b);
	c->qc = queue(ctx_b, dev_b);
	c->a = clCreateBuffer(ctx, CL_MEM_READ_WRITE, c->n * sizeof(cl_int), NULL, &r);
	MUST(r == CL_SUCCESS, "clCreateBuffer -> %s", vt_err(r));
	c->b = clCreateBuffer(ctx_b, CL_MEM_READ_WRITE, c->n * sizeof(cl_int), NULL, &r);
	MUST(r == CL_SUCCESS, "clCreateBuffer -> %s", vt_err(r));
	c->out = clCreateBuffer(ctx_b, CL_MEM_READ_WRITE, 64 * sizeof(cl_int), NULL, &r);
	MUST(r == CL_SUCCESS, "clCreateBuffer -> %s", vt_err(r));
	return c;
}

static void chain_free(struct chain *c)
{
	clFinish(c->qa);
	clFinish(c->qb);
	clFinish(c->qc);
	clReleaseMemObject(c->a);
	clReleaseMemObject(c->b);
	clReleaseMemObject(c->out);
	clReleaseCommandQueue(c->qa);
	clReleaseCommandQueue(c->qb);
	clReleaseCommandQueue(c->qc);
	free(c->host);
	free(c);
}

/* wait: a chain blocked in clWaitForEvents past its deadline is reported, and the test ends. */
static void *watchdog(void *arg)
{
	struct chain *c = arg;

	while (!atomic_load(&c->watch_stop)) {
		double u = atomic_load(&c->waiting_until);
		if (u && vt_now() > u && atomic_load(&c->waiting_until) == u) {
			report_hang(c, "clWaitForEvents on the gated command");
			VT_CHECK(false, "%s: clWaitForEvents returned", vnames[c->v]);
			if (native)
				_exit(1);
			vt_abort();
		}
		vt_sleep_ms(50);
	}
	return NULL;
}

struct run {
	struct chain *c;
	int iters;
	int done;
};

static void *run_chain(void *arg)
{
	struct run *r = arg;

	for (r->c->iter = 1; r->c->iter <= r->iters; r->c->iter++) {
		if (!iterate(r->c))
			return NULL;
		r->done++;
	}
	return NULL;
}

/* Returns false if a chain hung or failed (then its objects are left as they are). */
static bool run_variant(enum variant v, int iters, int nthreads)
{
	struct run runs[16];
	pthread_t th[16];
	double t0 = vt_now();
	int total = 0;
	bool ok = true;

	if (v != V_THREADS)
		nthreads = 1;
	if (nthreads > 16)
		nthreads = 16;
	pthread_t wd[16];
	bool watched[16] = { false };

	for (int i = 0; i < nthreads; i++) {
		runs[i] = (struct run){ chain_new(i, v), iters, 0 };
		pthread_create(&th[i], NULL, run_chain, &runs[i]);
		if (v == V_WAIT)
			watched[i] = pthread_create(&wd[i], NULL, watchdog, runs[i].c) == 0;
	}
	for (int i = 0; i < nthreads; i++) {
		pthread_join(th[i], NULL);
		total += runs[i].done;
		if (runs[i].done != iters)
			ok = false;
		if (watched[i]) { /* it reads the chain: it ends before the chain may be freed */
			atomic_store(&runs[i].c->watch_stop, true);
			pthread_join(wd[i], NULL);
		}
	}
	VT_CHECK(ok, "%s: %d chain(s) x %d iterations, every callback came (%d done, %.2f s)",
		 vnames[v], nthreads, iters, total, vt_now() - t0);
	if (ok)
		for (int i = 0; i < nthreads; i++)
			chain_free(runs[i].c);
	return ok;
}

static const char *ksrc = "__kernel void k(__global int *x) { x[get_global_id(0)] += 1; }\n";

int main(int argc, char **argv)
{
	struct vt_cl c = { 0 };
	int a = 1, iters = 200, nthreads = 4, rc;
	const char *want = "all";
	cl_int r;
	cl_program p;

	if (argc > 1 && !strcmp(argv[1], "--native")) {
		native = true;
		a = 2;
	}
	if (argc > a)
		want = argv[a];
	if (argc > a + 1)
		iters = atoi(argv[a + 1]);
	if (argc > a + 2)
		nthreads = atoi(argv[a + 2]);
	two = getenv("VT_CB_SERVERS") && atoi(getenv("VT_CB_SERVERS")) == 2 && !native;
	if (getenv("VT_CB_ITERS"))
		iters = atoi(getenv("VT_CB_ITERS"));

	if (native) {
		cl_platform_id plat;
		VT_REQUIRE(clGetPlatformIDs(1, &plat, NULL) == CL_SUCCESS, "a native platform");
		VT_REQUIRE(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL) == CL_SUCCESS,
			   "a native device");
		ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &r);
		VT_REQUIRE(r == CL_SUCCESS, "clCreateContext -> %s", vt_err(r));
	} else if (two) {
		/* VT_CB_SERVERS=2: the read on one server, the write and the gate on another (the
		 * migration between servers of docs/design.md, with one context per server) */
		cl_platform_id plat;
		cl_device_id devs[2];
		cl_uint nd = 0;
		char addr[400];
		vt_start("cb_chain", 80);
		VT_REQUIRE(vt_daemon_start(&d2) == 0, "a second virtcld starts");
		snprintf(addr, sizeof(addr), "%s,%s:%s", getenv("VIRTCL_SERVER"), vt_transport(), d2.sock);
		setenv("VIRTCL_SERVER", addr, 1);
		VT_REQUIRE(clGetPlatformIDs(1, &plat, NULL) == CL_SUCCESS, "the virtcl platform");
		VT_REQUIRE(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 2, devs, &nd) == CL_SUCCESS && nd == 2,
			   "a device on each of two servers (%u)", nd);
		dev = devs[0];
		dev_b = devs[1];
		ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &r);
		VT_REQUIRE(r == CL_SUCCESS, "clCreateContext -> %s", vt_err(r));
		ctx_b = clCreateContext(NULL, 1, &dev_b, NULL, NULL, &r);
		VT_REQUIRE(r == CL_SUCCESS, "clCreateContext -> %s", vt_err(r));
	} else {
		vt_start("cb_chain", 80);
		vt_cl_open(&c);
		ctx = c.ctx;
		dev = c.device;
	}
	if (!ctx_b) {
		ctx_b = ctx;
		dev_b = dev;
	}
	p = clCreateProgramWithSource(ctx_b, 1, &ksrc, NULL, &r);
	VT_REQUIRE(r == CL_SUCCESS && clBuildProgram(p, 1, &dev_b, "", NULL, NULL) == CL_SUCCESS,
		   "the kernel builds");
	kern = clCreateKernel(p, "k", &r);
	VT_REQUIRE(r == CL_SUCCESS, "clCreateKernel -> %s", vt_err(r));

	for (int v = V_BASIC; v <= V_THREADS; v++) {
		if (strcmp(want, "all") && strcmp(want, vnames[v]))
			continue;
		if (!run_variant(v, iters, nthreads))
			break; /* a hung chain's callbacks may still come: stop here */
	}
	VT_CHECK(atomic_load(&hangs) == 0, "no chain hung (%d hangs)", atomic_load(&hangs));
	if (native) {
		printf("%s\n", vt_failures ? "native: FAILED" : "native: passed");
		_exit(vt_failures ? 1 : 0);
	}
	if (two) {
		if (vt_failures)
			vt_log_dump(&d2);
		vt_daemon_stop(&d2);
	}
	if (vt_failures)
		_exit(vt_finish()); /* hung chains hold objects: no orderly teardown */
	clReleaseKernel(kern);
	clReleaseProgram(p);
	vt_cl_close(&c);
	rc = vt_finish();
	return rc;
}
