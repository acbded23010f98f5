/* SPDX-License-Identifier: MIT */
/*
 * The application side of tests/e2e/servers.sh: one process using the devices of two servers
 * through one virtcl platform (VIRTCL_SERVER lists both; docs/design.md "Several servers").
 * Server A is the first server's first device, B the first device of another server (told apart
 * by the " @ ADDRESS" CL_DEVICE_NAME ends with).
 *
 *   servers_peer list N      one virtcl platform with devices of N servers, each named after its
 *                            server
 *   servers_peer chain       a kernel chain through both: A adds 1 to every element, the data
 *                            moves to B, B doubles it, the data comes back; results checked;
 *                            and what cannot go together is refused with the spec's errors
 *   servers_peer lost        server 1 (A) runs a kernel that takes minutes and prints "waiting";
 *                            when it is killed the wait fails, its device reports unavailable,
 *                            while server 2 (B) goes on (a chain on B checked); prints "lost",
 *                            then waits for a line on standard input (server 1 restarted): a new
 *                            context on its device works, its old objects keep failing, it is
 *                            available again
 *   servers_peer hostile     with a hostile second server (servers_fake.py, no devices): a
 *                            callback and a non-blocking read pending on the first server, then
 *                            "armed"; whatever the hostile server sends naming them (their IDs)
 *                            neither runs the callback nor lands data; then they complete right
 *   servers_peer fork        a chain through both servers in the parent, then in a child of
 *                            fork() (which connects to both anew), then in the parent again
 *   servers_peer mctx        one context on devices of both servers (vcl_fe_multi.c): a kernel
 *                            chain moving one buffer A -> B -> A gated by events across servers,
 *                            reads of data last written on the other server, a user event set
 *                            after the command it gates was enqueued on the other server,
 *                            copies, fills, maps, clEnqueueMigrateMemObjects, USE_HOST_PTR
 *   servers_peer mlost       the same context; A runs a kernel that takes minutes ("waiting");
 *                            when A is killed its queue's work fails with an error, a command on
 *                            B gated by an event of A fails rather than hangs, B goes on
 * Exit status 0 when every check held; each check prints a line.
 */
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define N 4096

static int failed;

static void check(bool ok, const char *what, cl_int e)
{
	printf("%s - %s", ok ? "ok" : "FAIL", what);
	if (!ok)
		printf(" (error %d)", e);
	printf("\n");
	fflush(stdout);
	failed |= !ok;
}

static const char *src =
	"kernel void add1(global int *a) { a[get_global_id(0)] += 1; }\n"
	"kernel void dbl(global int *a) { a[get_global_id(0)] *= 2; }\n"
	"kernel void addto(global const int *a, global int *b) { b[get_global_id(0)] += a[get_global_id(0)]; }\n"
	"kernel void spin(global ulong *out, ulong n) {\n"
	"  ulong a = get_global_id(0);\n"
	"  for (ulong i = 0; i < n; i++) a = a * 6364136223846793005ul + i;\n"
	"  out[get_global_id(0)] = a;\n"
	"}\n";

static cl_device_id devs[64];
static cl_uint ndev;

/* The server a device is on: what its name has after the last " @ " ("" if none). */
static const char *server_of(cl_device_id d, char *name, size_t cap)
{
	char *at;

	name[0] = 0;
	clGetDeviceInfo(d, CL_DEVICE_NAME, cap, name, NULL);
	at = strstr(name, " @ ");
	while (at && strstr(at + 3, " @ "))
		at = strstr(at + 3, " @ ");
	return at ? at + 3 : "";
}

/* A and B: devices of two different servers. */
static bool pick(cl_device_id *a, cl_device_id *b)
{
	char na[512], nb[512];
	cl_platform_id p;

	if (clGetPlatformIDs(1, &p, NULL) || clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 64, devs, &ndev))
		return false;
	*a = devs[0];
	for (cl_uint i = 1; i < ndev; i++)
		if (strcmp(server_of(devs[0], na, sizeof(na)), server_of(devs[i], nb, sizeof(nb)))) {
			*b = devs[i];
			return true;
		}
	return false;
}

struct side {
	cl_device_id d;
	cl_context ctx;
	cl_command_queue q;
	cl_program prog;
	cl_mem buf;
};

static cl_int side_open(struct side *s, cl_device_id d)
{
	cl_int e;

	s->d = d;
	s->ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
	if (e)
		return e;
	s->q = clCreateCommandQueue(s->ctx, d, 0, &e);
	if (e)
		return e;
	s->prog = clCreateProgramWithSource(s->ctx, 1, &src, NULL, &e);
	if (e || (e = clBuildProgram(s->prog, 1, &d, NULL, NULL, NULL)))
		return e;
	s->buf = clCreateBuffer(s->ctx, CL_MEM_READ_WRITE, N * sizeof(int), NULL, &e);
	return e;
}

/* Run kernel name over the side's buffer. */
static cl_int run(struct side *s, const char *name)
{
	size_t g = N;
	cl_int e;
	cl_kernel k = clCreateKernel(s->prog, name, &e);

	if (e)
		return e;
	if (!(e = clSetKernelArg(k, 0, sizeof(s->buf), &s->buf)))
		e = clEnqueueNDRangeKernel(s->q, k, 1, NULL, &g, NULL, 0, NULL, NULL);
	clReleaseKernel(k);
	return e;
}

/* data (i) -> A: +1 -> B: *2 -> back: 2 (i + 1) */
static cl_int chain(struct side *a, struct side *b, bool *right)
{
	static int h[N];
	cl_int e;

	for (int i = 0; i < N; i++)
		h[i] = i;
	if ((e = clEnqueueWriteBuffer(a->q, a->buf, CL_FALSE, 0, sizeof(h), h, 0, NULL, NULL)) ||
	    (e = run(a, "add1")) ||
	    (e = clEnqueueReadBuffer(a->q, a->buf, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL)) ||
	    (e = clEnqueueWriteBuffer(b->q, b->buf, CL_FALSE, 0, sizeof(h), h, 0, NULL, NULL)) ||
	    (e = run(b, "dbl")) ||
	    (e = clEnqueueReadBuffer(b->q, b->buf, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL)))
		return e;
	*right = true;
	for (int i = 0; i < N; i++)
		*right = *right && h[i] == 2 * (i + 1);
	return CL_SUCCESS;
}

static int list(int want)
{
	static char names[64][512];
	const char *srv[64];
	char what[128];
	cl_uint np = 0, nservers = 0;
	cl_platform_id ps[8];
	cl_device_id a, b;
	bool named = true;

	clGetPlatformIDs(8, ps, &np);
	pick(&a, &b);
	for (cl_uint i = 0; i < ndev; i++) {
		bool seen = false;
		srv[i] = server_of(devs[i], names[i], sizeof(names[i]));
		named = named && *srv[i];
		for (cl_uint k = 0; k < i; k++)
			seen = seen || !strcmp(srv[i], srv[k]);
		nservers += !seen;
		printf("# device %u: %s\n", i, names[i]);
	}
	snprintf(what, sizeof(what), "the virtcl platform lists the devices of %d servers (%u)", want,
		 nservers);
	check(np >= 1 && (int)nservers == want, what, 0);
	check(named, "every device's CL_DEVICE_NAME ends with \" @ \" and its server's address", 0);
	return failed;
}

static int chain_main(void)
{
	struct side a = { 0 }, b = { 0 };
	cl_device_id da, db, both[2];
	bool right = false;
	cl_int e;
	size_t g = 1;

	if (!pick(&da, &db)) {
		check(false, "devices of two servers", 0);
		return 1;
	}
	e = side_open(&a, da);
	check(!e, "a context, queue, program and buffer on server A", e);
	e = side_open(&b, db);
	check(!e, "the same on server B", e);
	e = chain(&a, &b, &right);
	check(!e && right, "a kernel chain A (+1) -> B (*2) through the application: results right", e);

	/* what belongs to different servers does not go together (spec errors) */
	cl_kernel kb = clCreateKernel(b.prog, "dbl", &e);
	e = clSetKernelArg(kb, 0, sizeof(a.buf), &a.buf);
	check(e == CL_INVALID_MEM_OBJECT, "clSetKernelArg with a buffer of another server: CL_INVALID_MEM_OBJECT", e);
	clSetKernelArg(kb, 0, sizeof(b.buf), &b.buf);
	e = clEnqueueNDRangeKernel(a.q, kb, 1, NULL, &g, NULL, 0, NULL, NULL);
	check(e == CL_INVALID_CONTEXT, "a kernel of server B on a queue of server A: CL_INVALID_CONTEXT", e);
	clCreateCommandQueue(a.ctx, db, 0, &e);
	check(e == CL_INVALID_DEVICE, "a queue on a context of A for a device of B: CL_INVALID_DEVICE", e);
	e = clEnqueueCopyBuffer(a.q, a.buf, b.buf, 0, 0, 4, 0, NULL, NULL);
	check(e == CL_INVALID_CONTEXT, "a copy between buffers of two servers: CL_INVALID_CONTEXT", e);
	both[0] = da;
	both[1] = db;
	cl_context mixed = clCreateContext(NULL, 2, both, NULL, NULL, &e);
	check(mixed && !e, "a context on devices of two servers (servers_peer mctx tests it)", e);
	cl_mem mb = clCreateBuffer(mixed, CL_MEM_READ_WRITE, 4, NULL, &e);
	e = clEnqueueCopyBuffer(a.q, a.buf, mb, 0, 0, 4, 0, NULL, NULL);
	check(e == CL_INVALID_MEM_OBJECT, "a copy between a buffer of it and one of a one-server context: CL_INVALID_MEM_OBJECT", e);
	clReleaseMemObject(mb);
	clReleaseContext(mixed);
	clReleaseKernel(kb);
	return failed;
}

static int lost(void)
{
	struct side a = { 0 }, b = { 0 }, a2 = { 0 };
	cl_device_id da, db;
	cl_ulong n = 1ull << 40;
	cl_mem out;
	cl_kernel k;
	cl_bool avail = CL_TRUE;
	size_t g = 1;
	bool right = false;
	cl_int e;
	char line[64];

	if (!pick(&da, &db)) {
		check(false, "devices of two servers", 0);
		return 1;
	}
	e = side_open(&a, da);
	if (!e)
		e = side_open(&b, db);
	check(!e, "contexts on the first server listed (1) and another (2)", e);
	out = clCreateBuffer(a.ctx, CL_MEM_READ_WRITE, 8, NULL, &e);
	k = clCreateKernel(a.prog, "spin", &e);
	clSetKernelArg(k, 0, sizeof(out), &out);
	clSetKernelArg(k, 1, sizeof(n), &n);
	if (clEnqueueNDRangeKernel(a.q, k, 1, NULL, &g, NULL, 0, NULL, NULL) || clFlush(a.q))
		return 2;
	printf("waiting\n");
	fflush(stdout);
	e = clFinish(a.q);
	check(e != CL_SUCCESS, "server 1 killed mid-work: the wait on it failed", e);
	clGetDeviceInfo(da, CL_DEVICE_AVAILABLE, sizeof(avail), &avail, NULL);
	check(!avail, "server 1's device reports CL_DEVICE_AVAILABLE false", 0);
	clGetDeviceInfo(db, CL_DEVICE_AVAILABLE, sizeof(avail), &avail, NULL);
	check(avail, "server 2's device reports CL_DEVICE_AVAILABLE true", 0);
	e = chain(&b, &b, &right);
	check(!e && right, "server 2 goes on: a kernel chain on it, results right", e);
	printf("lost\n");
	fflush(stdout);
	if (!fgets(line, sizeof(line), stdin))
		return 2;
	e = side_open(&a2, da);
	check(!e, "server 1 restarted: a new context, queue, program and buffer on its device, "
		  "same application", e);
	e = chain(&a2, &b, &right);
	check(!e && right, "a kernel chain 1 (new objects) -> 2: results right", e);
	clGetDeviceInfo(da, CL_DEVICE_AVAILABLE, sizeof(avail), &avail, NULL);
	check(avail, "server 1's device reports CL_DEVICE_AVAILABLE true again", 0);
	e = clFinish(a.q);
	check(e != CL_SUCCESS, "server 1's old queue keeps failing", e);
	e = clEnqueueWriteBuffer(a.q, a.buf, CL_TRUE, 0, 4, &n, 0, NULL, NULL);
	check(e != CL_SUCCESS, "server 1's old buffer keeps failing", e);
	return failed;
}

static void CL_CALLBACK count_cb(cl_event e, cl_int status, void *user)
{
	(void)e;
	(void)status;
	__atomic_add_fetch((int *)user, 1, __ATOMIC_SEQ_CST);
}

static int hostile(void)
{
	static int h[N], want[N];
	struct side a = { 0 };
	cl_platform_id p;
	cl_event u, marker, rd;
	cl_int e, st = 0;
	int called = 0;
	bool same = true;

	if (clGetPlatformIDs(1, &p, NULL) || clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 64, devs, &ndev))
		return 2;
	e = side_open(&a, devs[0]);
	check(!e, "a context on the first server", e);
	for (int i = 0; i < N; i++) {
		want[i] = 7 * i;
		h[i] = 0x55;
	}
	clEnqueueWriteBuffer(a.q, a.buf, CL_TRUE, 0, sizeof(want), want, 0, NULL, NULL);
	u = clCreateUserEvent(a.ctx, &e);
	clEnqueueMarkerWithWaitList(a.q, 1, &u, &marker);
	clSetEventCallback(marker, CL_COMPLETE, count_cb, &called);
	e = clEnqueueReadBuffer(a.q, a.buf, CL_FALSE, 0, sizeof(h), h, 1, &u, &rd);
	check(!e, "a non-blocking read on the first server, gated on a user event", e);
	printf("armed\n");
	fflush(stdout);
	sleep(2);
	for (int i = 0; i < N; i++)
		same = same && h[i] == 0x55;
	check(__atomic_load_n(&called, __ATOMIC_SEQ_CST) == 0,
	      "callback IDs sent by the hostile server run none of the first server's callbacks", 0);
	clGetEventInfo(rd, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
	check(same && st != CL_COMPLETE, "read data naming the first server's event, sent by the "
					 "hostile server, does not land", st);
	clSetUserEventStatus(u, CL_COMPLETE);
	e = clWaitForEvents(1, &rd);
	clFinish(a.q);
	for (int i = 0; i < 100 && !__atomic_load_n(&called, __ATOMIC_SEQ_CST); i++)
		usleep(10000);
	same = !memcmp(h, want, sizeof(h));
	check(!e && same, "then the first server's read lands its data", e);
	check(__atomic_load_n(&called, __ATOMIC_SEQ_CST) == 1, "... and its callback runs once", 0);
	return failed;
}

static int fork_main(void)
{
	struct side a = { 0 }, b = { 0 };
	cl_device_id da, db;
	bool right = false;
	cl_int e;
	pid_t pid;
	int st = 1;

	if (!pick(&da, &db)) {
		check(false, "devices of two servers", 0);
		return 1;
	}
	e = side_open(&a, da);
	if (!e)
		e = side_open(&b, db);
	if (!e)
		e = chain(&a, &b, &right);
	check(!e && right, "the parent: a chain through both servers", e);
	cl_device_id both[2] = { da, db };
	cl_context pmx = clCreateContext(NULL, 2, both, NULL, NULL, &e);
	check(!e, "the parent: a context on both servers", e);
	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		struct side ca = { 0 }, cb = { 0 };
		right = false;
		e = side_open(&ca, da);
		if (!e)
			e = side_open(&cb, db);
		if (!e)
			e = chain(&ca, &cb, &right);
		check(!e && right, "a child of fork(): its own sessions with both servers, a chain "
				   "through both", e);
		e = clFinish(a.q);
		check(e != CL_SUCCESS, "... the parent's queue is no handle in the child", e);
		cl_uint nd;
		e = clGetContextInfo(pmx, CL_CONTEXT_NUM_DEVICES, sizeof(nd), &nd, NULL);
		check(e == CL_INVALID_CONTEXT, "... nor the parent's context on both servers", e);
		/* its own context on both: written on B, read on A */
		static int h[N];
		cl_command_queue q[2] = { NULL, NULL };
		cl_context mx = clCreateContext(NULL, 2, both, NULL, NULL, &e);
		cl_mem mb = e ? NULL : clCreateBuffer(mx, CL_MEM_READ_WRITE, sizeof(h), NULL, &e);
		for (int i = 0; i < 2 && !e; i++)
			q[i] = clCreateCommandQueue(mx, both[i], 0, &e);
		for (int i = 0; i < N; i++)
			h[i] = i ^ 5;
		e = e ?: clEnqueueWriteBuffer(q[1], mb, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
		memset(h, 0, sizeof(h));
		e = e ?: clEnqueueReadBuffer(q[0], mb, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
		right = !e;
		for (int i = 0; i < N; i++)
			right = right && h[i] == (i ^ 5);
		check(right, "... its own context on both servers: written on B, read on A", e);
		_exit(failed);
	}
	if (pid > 0)
		waitpid(pid, &st, 0);
	check(pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0, "the child's checks held", 0);
	right = false;
	e = chain(&a, &b, &right);
	check(!e && right, "the parent again, same objects: a chain through both servers", e);
	clReleaseContext(pmx);
	return failed;
}

/* Two queues of one context on devices of two servers. */
struct mctx {
	cl_device_id d[2];
	cl_context ctx;
	cl_command_queue q[2];
	cl_program prog;
};

static cl_int mctx_open(struct mctx *m)
{
	cl_int e;

	if (!pick(&m->d[0], &m->d[1]))
		return CL_DEVICE_NOT_FOUND;
	m->ctx = clCreateContext(NULL, 2, m->d, NULL, NULL, &e);
	if (e)
		return e;
	for (int i = 0; i < 2; i++)
		if (!(m->q[i] = clCreateCommandQueue(m->ctx, m->d[i], 0, &e)))
			return e;
	m->prog = clCreateProgramWithSource(m->ctx, 1, &src, NULL, &e);
	if (e || (e = clBuildProgram(m->prog, 0, NULL, NULL, NULL, NULL)))
		return e;
	return CL_SUCCESS;
}

/* Enqueue kernel name over buf (and buf2 as its second argument, if given) on queue q. */
static cl_int mrun(struct mctx *m, int q, const char *name, cl_mem buf, cl_mem buf2, cl_uint nw,
		   const cl_event *wl, cl_event *ev)
{
	size_t g = N;
	cl_int e;
	cl_kernel k = clCreateKernel(m->prog, name, &e);

	if (e)
		return e;
	if (!(e = clSetKernelArg(k, 0, sizeof(buf), &buf)) &&
	    (!buf2 || !(e = clSetKernelArg(k, 1, sizeof(buf2), &buf2))))
		e = clEnqueueNDRangeKernel(m->q[q], k, 1, NULL, &g, NULL, nw, wl, ev);
	clReleaseKernel(k);
	return e;
}

static bool all(const int *h, int mul, int add)
{
	for (int i = 0; i < N; i++)
		if (h[i] != mul * i + add) {
			printf("# element %d is %d, not %d (element 1: %d, last: %d)\n", i, h[i],
			       mul * i + add, h[1], h[N - 1]);
			return false;
		}
	return true;
}

static int mctx_main(void)
{
	static int h[N], use[N];
	struct mctx m = { 0 };
	cl_event ea = NULL, eb = NULL, u;
	cl_context c2 = NULL;
	cl_uint nd = 0;
	cl_int e, st = 0;
	int *p;

	e = mctx_open(&m);
	check(!e, "one context on devices of two servers, a queue on each, a program built on both", e);
	if (e)
		return 1;
	clGetContextInfo(m.ctx, CL_CONTEXT_NUM_DEVICES, sizeof(nd), &nd, NULL);
	clGetCommandQueueInfo(m.q[1], CL_QUEUE_CONTEXT, sizeof(c2), &c2, NULL);
	check(nd == 2 && c2 == m.ctx, "its devices, and its queues' context, as the application made them", 0);
	for (int i = 0; i < N; i++)
		h[i] = i;
	cl_mem buf = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(h), h, &e);
	check(!e, "a buffer of the context with CL_MEM_COPY_HOST_PTR", e);
	/* A: +1, then B (waiting for A's event): *2, then a read on A of what B wrote */
	/* (spec 5.13: a queue whose events another queue waits for is flushed) */
	e = mrun(&m, 0, "add1", buf, NULL, 0, NULL, &ea);
	clFlush(m.q[0]);
	if (!e)
		e = mrun(&m, 1, "dbl", buf, NULL, 1, &ea, &eb);
	clFlush(m.q[1]);
	if (!e)
		e = clEnqueueReadBuffer(m.q[0], buf, CL_TRUE, 0, sizeof(h), h, 1, &eb, NULL);
	check(!e && all(h, 2, 2), "a kernel chain A (+1) -> B (*2, gated by A's event) -> read on A: 2 (i + 1)", e);
	e = clWaitForEvents(1, &eb) ?: clWaitForEvents(1, &ea);
	cl_event both[2] = { ea, eb };
	e = e ?: clWaitForEvents(2, both);
	check(!e, "clWaitForEvents on events of both servers", e);
	clReleaseEvent(ea);
	clReleaseEvent(eb);
	/* a write on B, a read on A */
	for (int i = 0; i < N; i++)
		h[i] = 3 * i;
	e = clEnqueueWriteBuffer(m.q[1], buf, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	memset(h, 0, sizeof(h));
	e = e ?: clEnqueueReadBuffer(m.q[0], buf, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	check(!e && all(h, 3, 0), "a read on A of data last written on B (a blocking write)", e);
	/* a user event of the context gates a command on B, enqueued first, set afterwards: the
	 * enqueue does not wait for it (no deadlock) */
	u = clCreateUserEvent(m.ctx, &e);
	e = e ?: mrun(&m, 1, "add1", buf, NULL, 1, &u, &eb);
	clFlush(m.q[1]);
	e = e ?: clGetEventInfo(eb, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
	check(!e && st != CL_COMPLETE, "a command on B gated by a user event not yet set: enqueued, not run", e);
	e = clSetUserEventStatus(u, CL_COMPLETE);
	e = e ?: clEnqueueReadBuffer(m.q[0], buf, CL_TRUE, 0, sizeof(h), h, 1, &eb, NULL);
	check(!e && all(h, 3, 1), "... set: it runs, and A reads its result", e);
	clReleaseEvent(u);
	clReleaseEvent(eb);
	/* a buffer last written on A by a kernel gated by a user event, then needed by a kernel on
	 * B enqueued before the event is set: its move to B waits in the background, not in the
	 * enqueue (which would never return: the application sets the event afterwards) */
	{
		static int g[N];
		cl_mem mv;
		for (int i = 0; i < N; i++)
			g[i] = i;
		mv = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(g), g, &e);
		u = e ? NULL : clCreateUserEvent(m.ctx, &e);
		e = e ?: mrun(&m, 0, "add1", mv, NULL, 1, &u, &ea);
		clFlush(m.q[0]);
		e = e ?: mrun(&m, 1, "dbl", mv, NULL, 0, NULL, &eb);
		clFlush(m.q[1]);
		e = e ?: clGetEventInfo(eb, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
		check(!e && st != CL_COMPLETE,
		      "a kernel on B needing a buffer whose last write on A waits for a user event: enqueued at once, not run", e);
		e = e ?: clSetUserEventStatus(u, CL_COMPLETE);
		e = e ?: clEnqueueReadBuffer(m.q[0], mv, CL_TRUE, 0, sizeof(g), g, 1, &eb, NULL);
		check(!e && all(g, 2, 2), "... set: A's kernel, the move, B's kernel in order; A reads 2 (i + 1)", e);
		/* the same, with the user event failed: B's kernel fails rather than waits */
		cl_event u2 = clCreateUserEvent(m.ctx, &e), ea2 = NULL, eb2 = NULL;
		e = e ?: mrun(&m, 0, "add1", mv, NULL, 1, &u2, &ea2);
		clFlush(m.q[0]);
		e = e ?: mrun(&m, 1, "dbl", mv, NULL, 0, NULL, &eb2);
		clFlush(m.q[1]);
		e = e ?: clSetUserEventStatus(u2, -1234);
		st = 0;
		for (int t = 0; !e && t < 1000; t++) { /* at most 10 s */
			e = clGetEventInfo(eb2, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
			if (e || st < 0 || st == CL_COMPLETE)
				break;
			usleep(10000);
		}
		check(!e && st < 0, "... failed instead: the move fails, B's kernel fails (no hang)", st);
		if (u)
			clReleaseEvent(u);
		if (u2)
			clReleaseEvent(u2);
		for (cl_event *ev = (cl_event[]){ ea, eb, ea2, eb2 }, *end = ev + 4; ev < end; ev++)
			if (*ev)
				clReleaseEvent(*ev);
		ea = eb = NULL;
		if (mv)
			clReleaseMemObject(mv);
	}
	/* a kernel with a const argument on B (the source is only read there, not moved back) */
	cl_mem out = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE, sizeof(h), NULL, &e);
	e = e ?: clEnqueueFillBuffer(m.q[0], out, &(int){ 5 }, sizeof(int), 0, sizeof(h), 0, NULL, NULL);
	e = e ?: mrun(&m, 1, "addto", buf, out, 0, NULL, NULL);
	e = e ?: clEnqueueReadBuffer(m.q[0], out, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	check(!e && all(h, 3, 6), "a fill on A, a kernel on B reading another buffer (const): read on A right", e);
	/* a copy on A from a buffer B wrote last, then a map on B of what A wrote */
	e = mrun(&m, 1, "dbl", buf, NULL, 0, NULL, NULL);
	clFinish(m.q[1]);
	e = e ?: clEnqueueCopyBuffer(m.q[0], buf, out, 0, 0, sizeof(h), 0, NULL, NULL);
	clFinish(m.q[0]);
	p = e ? NULL : clEnqueueMapBuffer(m.q[1], out, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, sizeof(h), 0, NULL, NULL, &e);
	check(p && all(p, 6, 2), "a copy on A of what B wrote; a map on B of what A copied", e);
	if (p) {
		for (int i = 0; i < N; i++)
			p[i] = i;
		e = clEnqueueUnmapMemObject(m.q[1], out, p, 0, NULL, NULL);
		clFinish(m.q[1]);
		e = e ?: clEnqueueReadBuffer(m.q[0], out, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
		check(!e && all(h, 1, 0), "written through the map on B, unmapped: read on A", e);
	}
	/* clEnqueueMigrateMemObjects moves the contents ahead of use */
	e = clEnqueueMigrateMemObjects(m.q[1], 1, &buf, 0, 0, NULL, NULL);
	clFinish(m.q[1]);
	e = e ?: clEnqueueReadBuffer(m.q[1], buf, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	check(!e && all(h, 6, 2), "clEnqueueMigrateMemObjects to B, then a read there", e);
	/* a partial (rectangle) write on B of a buffer A wrote last keeps A's other data */
	static int blk[256];
	size_t org[3] = { 0, 0, 0 }, reg[3] = { 16 * sizeof(int), 16, 1 };
	bool kept = true;
	for (int i = 0; i < 256; i++)
		blk[i] = 100000 + i;
	e = mrun(&m, 0, "dbl", out, NULL, 0, NULL, NULL);
	clFinish(m.q[0]);
	e = e ?: clEnqueueWriteBufferRect(m.q[1], out, CL_TRUE, org, org, reg, 64 * sizeof(int), 0,
					  16 * sizeof(int), 0, blk, 0, NULL, NULL);
	e = e ?: clEnqueueReadBuffer(m.q[0], out, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	for (int i = 0; i < N; i++)
		kept = kept && h[i] == ((i % 64) < 16 && i / 64 < 16 ? 100000 + (i / 64) * 16 + i % 64 : 2 * i);
	check(!e && kept, "a rectangle written on B into a buffer A wrote last: read on A, both right", e);
	/* brought to B by a migration on one queue, used by a kernel on another queue of B */
	cl_command_queue q2 = clCreateCommandQueue(m.ctx, m.d[1], 0, &e);
	e = e ?: mrun(&m, 0, "add1", buf, NULL, 0, NULL, NULL);
	clFinish(m.q[0]);
	e = e ?: clEnqueueMigrateMemObjects(m.q[1], 1, &buf, 0, 0, NULL, NULL);
	e = e ?: clEnqueueFillBuffer(m.q[0], out, &(int){ 0 }, sizeof(int), 0, sizeof(h), 0, NULL, NULL);
	clFinish(m.q[0]);
	if (!e) {
		cl_command_queue keep = m.q[1];
		m.q[1] = q2;
		e = mrun(&m, 1, "addto", buf, out, 0, NULL, NULL);
		m.q[1] = keep;
	}
	clFinish(q2);
	e = e ?: clEnqueueReadBuffer(m.q[0], out, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	check(!e && all(h, 6, 3), "brought to B on one queue, used by a kernel on another queue of B: right", e);
	clReleaseCommandQueue(q2);
	/* CL_MEM_USE_HOST_PTR: the initial contents, and maps return the application's memory */
	for (int i = 0; i < N; i++)
		use[i] = 7 * i;
	cl_mem ub = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, sizeof(use), use, &e);
	e = e ?: mrun(&m, 1, "add1", ub, NULL, 0, NULL, NULL);
	p = e ? NULL : clEnqueueMapBuffer(m.q[1], ub, CL_TRUE, CL_MAP_READ, 0, sizeof(use), 0, NULL, NULL, &e);
	check(p == use && all(use, 7, 1), "CL_MEM_USE_HOST_PTR: a kernel on B, mapped there: the application's memory, right", e);
	if (p)
		clEnqueueUnmapMemObject(m.q[1], ub, p, 0, NULL, NULL);
	clFinish(m.q[1]);
	clReleaseMemObject(ub);
	clReleaseMemObject(out);
	clReleaseMemObject(buf);
	clReleaseProgram(m.prog);
	clReleaseCommandQueue(m.q[0]);
	clReleaseCommandQueue(m.q[1]);
	clReleaseContext(m.ctx);
	return failed;
}

/* A killed while its kernel runs: its work fails, what B was gated on it fails, B goes on. */
static int mctx_lost(void)
{
	static int h[N];
	struct mctx m = { 0 };
	cl_ulong n = 1ull << 40;
	size_t g = 1;
	cl_event ea = NULL, eb = NULL;
	cl_int e, st = 0;
	cl_kernel k;

	e = mctx_open(&m);
	check(!e, "one context on devices of two servers", e);
	if (e)
		return 1;
	cl_mem spin = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE, 8, NULL, &e);
	cl_mem onb = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE, sizeof(h), NULL, &e);
	k = clCreateKernel(m.prog, "spin", &e);
	clSetKernelArg(k, 0, sizeof(spin), &spin);
	clSetKernelArg(k, 1, sizeof(n), &n);
	e = clEnqueueNDRangeKernel(m.q[0], k, 1, NULL, &g, NULL, 0, NULL, &ea);
	check(!e, "a kernel that takes minutes on A", e);
	/* B's command gated by A's kernel: must fail when A is lost, not wait forever */
	e = mrun(&m, 1, "add1", onb, NULL, 1, &ea, &eb);
	check(!e, "a command on B gated by it", e);
	clFlush(m.q[0]);
	clFlush(m.q[1]);
	printf("waiting\n");
	fflush(stdout);
	e = clFinish(m.q[0]);
	check(e != CL_SUCCESS, "A killed: the wait for its kernel fails", e);
	e = clWaitForEvents(1, &eb);
	clGetEventInfo(eb, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
	check(e != CL_SUCCESS && st < 0, "... B's command gated by A's event ends with an error, not a hang", st);
	for (int i = 0; i < N; i++)
		h[i] = i;
	e = clEnqueueWriteBuffer(m.q[1], onb, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	e = e ?: mrun(&m, 1, "dbl", onb, NULL, 0, NULL, NULL);
	e = e ?: clEnqueueReadBuffer(m.q[1], onb, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	check(!e && all(h, 2, 0), "B goes on: a write, a kernel and a read there, right", e);
	e = clEnqueueReadBuffer(m.q[1], spin, CL_TRUE, 0, 8, h, 0, NULL, NULL);
	check(e != CL_SUCCESS, "a buffer only A held cannot be brought to B: an error", e);
	return failed;
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "mctx"))
		return mctx_main();
	if (argc == 2 && !strcmp(argv[1], "mlost"))
		return mctx_lost();
	if (argc == 2 && !strcmp(argv[1], "hostile"))
		return hostile();
	if (argc == 2 && !strcmp(argv[1], "fork"))
		return fork_main();
	if (argc == 3 && !strcmp(argv[1], "list"))
		return list(atoi(argv[2]));
	if (argc == 2 && !strcmp(argv[1], "chain"))
		return chain_main();
	if (argc == 2 && !strcmp(argv[1], "lost"))
		return lost();
	fprintf(stderr, "usage: servers_peer list N | chain | lost | fork | hostile | mctx | mlost\n");
	return 2;
}
