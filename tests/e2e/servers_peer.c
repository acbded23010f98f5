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
 *   servers_peer mimg        the same with sub-buffers and images: a kernel chain A -> B -> A
 *                            through a sub-buffer and an image (written on one server, read by
 *                            a kernel on the other), image reads, writes, copies, fills, maps
 *                            and copies to and from buffers across the servers, samplers as
 *                            kernel arguments, the formats both support, disjoint
 *                            sub-buffers used on both servers, and the error cases
 *   servers_peer mibuf       the same with images made from a buffer (IMAGE1D_BUFFER): written
 *                            through the buffer on one server, read through the image by a
 *                            kernel on the other, and the other way round; two images of one
 *                            buffer; ten rounds gated by events only; the kinds the host lacks
 *                            (2D from a buffer, an image from an image) and the error cases
 *   servers_peer mlost       the same context; A runs a kernel that takes minutes ("waiting");
 *                            when A is killed its queue's work fails with an error, a command on
 *                            B gated by an event of A fails rather than hangs, B goes on
 *   servers_peer mplost      the same context, both servers tcp: daemons that move buffers
 *                            directly (servers_direct.sh): a kernel on A gated by a user event
 *                            writes a buffer a kernel on B needs, so B's daemon fetches it from
 *                            A's, which waits for the write ("waiting"); when A is killed then
 *                            (or its session stopped: the pull times out), B's command fails
 *                            rather than hangs, and B goes on
 *   servers_peer mpwait S    the same chain, the user event set S seconds after B's command was
 *                            enqueued (longer than the daemons' --peer-timeout): the source tells
 *                            the target it waits, the move still goes directly, results right
 *   servers_peer mbig MIB N  moves of a MIB MiB buffer A -> B -> A, N round trips (a kernel on
 *                            each side): prints the mean time of one move (bench/peer_move.sh)
 * Exit status 0 when every check held; each check prints a line.
 */
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
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

static cl_int mctx_open_src(struct mctx *m, const char *source)
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
	m->prog = clCreateProgramWithSource(m->ctx, 1, &source, NULL, &e);
	if (e || (e = clBuildProgram(m->prog, 0, NULL, NULL, NULL, NULL)))
		return e;
	return CL_SUCCESS;
}

static cl_int mctx_open(struct mctx *m)
{
	return mctx_open_src(m, src);
}

/* Release what mctx_open_src made (of a partly made one, what it made). */
static void mctx_close(struct mctx *m)
{
	if (m->prog)
		clReleaseProgram(m->prog);
	for (int i = 0; i < 2; i++)
		if (m->q[i])
			clReleaseCommandQueue(m->q[i]);
	if (m->ctx)
		clReleaseContext(m->ctx);
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
	mctx_close(&m);
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

/* Sub-buffers and images in one context on two servers (docs/design.md "One context, several
 * servers"). The image is W x W, one signed int per pixel: N values, as a buffer's. */
#define W 64
static const char *img_src =
	"kernel void add1(global int *a) { a[get_global_id(0)] += 1; }\n"
	"kernel void toimg(global const int *in, write_only image2d_t im) {\n"
	"  int x = get_global_id(0), y = get_global_id(1);\n"
	"  write_imagei(im, (int2)(x, y), (int4)(in[y * 64 + x], 0, 0, 1));\n"
	"}\n"
	"kernel void fromimg(read_only image2d_t im, global int *out) {\n"
	"  int x = get_global_id(0), y = get_global_id(1);\n"
	"  out[y * 64 + x] = 2 * read_imagei(im, (int2)(x, y)).x;\n"
	"}\n"
	"kernel void smpread(read_only image2d_t im, sampler_t s, global int *out) {\n"
	"  int x = get_global_id(0), y = get_global_id(1);\n"
	"  out[y * 64 + x] = read_imagei(im, s, (int2)(x, y)).x + 1;\n"
	"}\n";

/* Every element of h[0 .. n) is f(i). */
#define ALL(h, n, f)                                                                               \
	({                                                                                         \
		bool ok_ = true;                                                                   \
		for (int i = 0; i < (int)(n) && ok_; i++)                                          \
			if ((h)[i] != (f)) {                                                       \
				printf("# element %d is %d, not %d\n", i, (h)[i], (int)(f));       \
				ok_ = false;                                                       \
			}                                                                          \
		ok_;                                                                               \
	})

static cl_int k2(struct mctx *m, int q, const char *name, cl_mem a0, cl_mem a1, int dims,
		 cl_uint nw, const cl_event *wl, cl_event *ev)
{
	size_t g[2] = { dims == 1 ? N : W, W };
	cl_int e;
	cl_kernel k = clCreateKernel(m->prog, name, &e);

	if (e)
		return e;
	if (!(e = clSetKernelArg(k, 0, sizeof(a0), &a0)) &&
	    (!a1 || !(e = clSetKernelArg(k, 1, sizeof(a1), &a1))))
		e = clEnqueueNDRangeKernel(m->q[q], k, dims, NULL, g, NULL, nw, wl, ev);
	clReleaseKernel(k);
	return e;
}

static int mctx_img(void)
{
	static int h[2 * N], g[N];
	const cl_image_format fmt = { CL_R, CL_SIGNED_INT32 };
	const cl_image_desc desc = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = W,
				     .image_height = W };
	const size_t o0[3] = { 0, 0, 0 }, reg[3] = { W, W, 1 };
	struct mctx m = { 0 };
	cl_event ea = NULL, eb = NULL, ec = NULL;
	cl_bool im[2] = { 0, 0 };
	cl_uint nf = 0, n1 = 0;
	cl_int e, st;
	bool has = false;

	e = mctx_open_src(&m, img_src);
	check(!e, "one context on two servers, a program with image kernels built on both", e);
	if (e)
		return 1;
	clGetDeviceInfo(m.d[0], CL_DEVICE_IMAGE_SUPPORT, sizeof(im[0]), &im[0], NULL);
	clGetDeviceInfo(m.d[1], CL_DEVICE_IMAGE_SUPPORT, sizeof(im[1]), &im[1], NULL);
	if (!im[0] || !im[1]) {
		printf("# SKIP images: a device has no image support\n");
		return failed;
	}
	/* the formats: those both servers support */
	e = clGetSupportedImageFormats(m.ctx, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, 0, NULL, &nf);
	cl_image_format *fl = calloc(nf + 1, sizeof(*fl));
	e = e ?: clGetSupportedImageFormats(m.ctx, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, nf, fl, NULL);
	for (cl_uint i = 0; !e && i < nf; i++)
		has |= fl[i].image_channel_order == CL_R && fl[i].image_channel_data_type == CL_SIGNED_INT32;
	{
		cl_context one = clCreateContext(NULL, 1, &m.d[1], NULL, NULL, &e);
		e = e ?: clGetSupportedImageFormats(one, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, 0, NULL, &n1);
		if (one)
			clReleaseContext(one);
	}
	check(!e && nf > 0 && has && nf <= n1,
	      "clGetSupportedImageFormats on the context: the servers' common formats (CL_R/CL_SIGNED_INT32 among them)", e);
	free(fl);
	e = clGetSupportedImageFormats(m.ctx, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, 0, (cl_image_format[1]){ 0 }, NULL);
	check(e == CL_INVALID_VALUE, "... with room for none: CL_INVALID_VALUE", e);

	/* the chain: A +1 into the sub-buffer (the parent's second half), B writes it into an image
	 * by a kernel, A reads the image by a kernel doubling it into the sub-buffer, B reads the
	 * parent: first half untouched, second 2 (i + 1) */
	for (int i = 0; i < 2 * N; i++)
		h[i] = i;
	cl_mem pb = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(h), h, &e);
	cl_buffer_region half = { N * sizeof(int), N * sizeof(int) }, first = { 0, N * sizeof(int) };
	cl_mem sb = e ? NULL : clCreateSubBuffer(pb, 0, CL_BUFFER_CREATE_TYPE_REGION, &half, &e);
	cl_mem sa = e ? NULL : clCreateSubBuffer(pb, CL_MEM_READ_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &first, &e);
	cl_mem img = e ? NULL : clCreateImage(m.ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &e);
	check(!e, "a buffer, two sub-buffers of it and a 2D image on the context", e);
	if (e)
		return 1;
	{
		cl_mem par = NULL;
		size_t off = 0, sz = 0, iw = 0;
		e = clGetMemObjectInfo(sb, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof(par), &par, NULL) ?:
		    clGetMemObjectInfo(sb, CL_MEM_OFFSET, sizeof(off), &off, NULL) ?:
		    clGetMemObjectInfo(sb, CL_MEM_SIZE, sizeof(sz), &sz, NULL) ?:
		    clGetImageInfo(img, CL_IMAGE_WIDTH, sizeof(iw), &iw, NULL);
		check(!e && par == pb && off == half.origin && sz == half.size && iw == W,
		      "the sub-buffer's parent, offset and size; the image's width", e);
	}
	e = k2(&m, 0, "add1", sb, NULL, 1, 0, NULL, &ea);
	clFlush(m.q[0]);
	e = e ?: k2(&m, 1, "toimg", sb, img, 2, 1, &ea, &eb);
	clFlush(m.q[1]);
	e = e ?: k2(&m, 0, "fromimg", img, sb, 2, 1, &eb, &ec);
	clFlush(m.q[0]);
	e = e ?: clEnqueueReadBuffer(m.q[1], pb, CL_TRUE, 0, sizeof(h), h, 1, &ec, NULL);
	check(!e && ALL(h, N, i) && ALL(h + N, N, 2 * (N + i + 1)),
	      "a chain A (+1 into a sub-buffer) -> B (kernel writes an image from it) -> A (kernel reads the image, x2 into the sub-buffer) -> B reads the parent: right", e);
	for (cl_event *ev = (cl_event[]){ ea, eb, ec }, *end = ev + 3; ev < end; ev++)
		if (*ev)
			clReleaseEvent(*ev);
	/* the other sub-buffer (read-only, first half) read on A after the parent was written on B */
	e = clEnqueueWriteBuffer(m.q[1], pb, CL_TRUE, 0, N * sizeof(int), (int[N]){ 0 }, 0, NULL, NULL);
	e = e ?: clEnqueueReadBuffer(m.q[0], sa, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
	check(!e && ALL(g, N, 0), "the parent written on B, its other sub-buffer read on A: right", e);
	/* a whole write of a sub-buffer on A keeps the rest of the parent B wrote */
	for (int i = 0; i < N; i++)
		g[i] = -i;
	e = k2(&m, 1, "add1", pb, NULL, 1, 0, NULL, NULL); /* first half 1 on B */
	clFinish(m.q[1]);
	e = e ?: clEnqueueWriteBuffer(m.q[0], sb, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
	e = e ?: clEnqueueReadBuffer(m.q[1], pb, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	check(!e && ALL(h, N, 1) && ALL(h + N, N, -i),
	      "the parent written on B, its sub-buffer written whole on A: B reads both parts right", e);

	/* image commands across the servers */
	for (int i = 0; i < N; i++)
		g[i] = 5 * i;
	e = clEnqueueWriteImage(m.q[0], img, CL_TRUE, o0, reg, 0, 0, g, 0, NULL, NULL);
	memset(g, 0, sizeof(g));
	e = e ?: clEnqueueReadImage(m.q[1], img, CL_TRUE, o0, reg, 0, 0, g, 0, NULL, NULL);
	check(!e && ALL(g, N, 5 * i), "an image written on A, read on B", e);
	cl_mem img2 = clCreateImage(m.ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &e);
	e = e ?: clEnqueueCopyImage(m.q[1], img, img2, o0, o0, reg, 0, NULL, NULL);
	clFinish(m.q[1]);
	/* (the parent at the sub-buffer's offset: PoCL 3.1 crashes copying between an image and a
	 * sub-buffer, natively too) */
	e = e ?: clEnqueueCopyImageToBuffer(m.q[0], img2, pb, o0, reg, half.origin, 0, NULL, NULL);
	clFinish(m.q[0]);
	e = e ?: clEnqueueReadBuffer(m.q[1], sb, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
	check(!e && ALL(g, N, 5 * i), "an image copied on B, copied into a buffer on A, its sub-buffer read on B", e);
	{
		size_t rp = 0;
		int *p = clEnqueueMapImage(m.q[0], img2, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, o0, reg,
					   &rp, NULL, 0, NULL, NULL, &e);
		bool ok = p != NULL;
		for (int y = 0; ok && y < W; y++)
			for (int x = 0; x < W; x++) {
				int *px = (int *)((char *)p + y * rp) + x;
				ok &= *px == 5 * (y * W + x);
				*px = 9;
			}
		check(ok && !e, "an image B wrote last, mapped on A: right", e);
		if (p)
			e = clEnqueueUnmapMemObject(m.q[0], img2, p, 0, NULL, NULL);
		clFinish(m.q[0]);
		e = e ?: clEnqueueReadImage(m.q[1], img2, CL_TRUE, o0, reg, 0, 0, g, 0, NULL, NULL);
		check(!e && ALL(g, N, 9), "... written through the map, unmapped: read on B", e);
	}
	cl_int seven[4] = { 7, 0, 0, 1 };
	size_t o1[3] = { 0, 1, 0 }, reg1[3] = { W, 1, 1 };
	e = clEnqueueFillImage(m.q[1], img2, seven, o1, reg1, 0, NULL, NULL);
	clFinish(m.q[1]);
	e = e ?: clEnqueueReadImage(m.q[0], img2, CL_TRUE, o0, reg, 0, 0, g, 0, NULL, NULL);
	check(!e && ALL(g, N, i / W == 1 ? 7 : 9), "a row of an image filled on B: read on A, the rest kept", e);
	for (int i = 0; i < N; i++)
		g[i] = 11 * i;
	e = clEnqueueWriteBuffer(m.q[1], sb, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
	e = e ?: clEnqueueCopyBufferToImage(m.q[0], pb, img2, half.origin, o0, reg, 0, NULL, NULL);
	clFinish(m.q[0]);
	memset(g, 0, sizeof(g));
	e = e ?: clEnqueueReadImage(m.q[1], img2, CL_TRUE, o0, reg, 0, 0, g, 0, NULL, NULL);
	check(!e && ALL(g, N, 11 * i), "a sub-buffer written on B, its parent copied into an image on A, read on B", e);
	/* a sampler of the context as a kernel argument on B, over an image written on A */
	{
		cl_sampler smp = clCreateSampler(m.ctx, CL_FALSE, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_NEAREST, &e);
		const cl_sampler_properties sp[] = { CL_SAMPLER_NORMALIZED_COORDS, CL_FALSE, 0 };
		cl_sampler smp2 = e ? NULL : clCreateSamplerWithProperties(m.ctx, sp, &e);
		cl_context sc = NULL;
		cl_addressing_mode am = 0;
		e = e ?: clGetSamplerInfo(smp, CL_SAMPLER_CONTEXT, sizeof(sc), &sc, NULL) ?:
			 clGetSamplerInfo(smp, CL_SAMPLER_ADDRESSING_MODE, sizeof(am), &am, NULL);
		check(!e && sc == m.ctx && am == CL_ADDRESS_CLAMP_TO_EDGE,
		      "clCreateSampler and clCreateSamplerWithProperties on the context; its queries", e);
		for (int i = 0; i < N; i++)
			g[i] = 13 * i;
		e = e ?: clEnqueueWriteImage(m.q[0], img2, CL_TRUE, o0, reg, 0, 0, g, 0, NULL, NULL);
		cl_kernel k = e ? NULL : clCreateKernel(m.prog, "smpread", &e);
		size_t gw[2] = { W, W };
		e = e ?: clSetKernelArg(k, 0, sizeof(img2), &img2) ?: clSetKernelArg(k, 1, sizeof(smp), &smp) ?:
			 clSetKernelArg(k, 2, sizeof(sb), &sb);
		e = e ?: clEnqueueNDRangeKernel(m.q[1], k, 2, NULL, gw, NULL, 0, NULL, NULL);
		clFinish(m.q[1]);
		e = e ?: clEnqueueReadBuffer(m.q[0], sb, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
		check(!e && ALL(g, N, 13 * i + 1),
		      "an image written on A, read through a sampler argument by a kernel on B into a sub-buffer, read on A", e);
		e = k ? clSetKernelArg(k, 1, sizeof(smp2), &smp2) : CL_INVALID_KERNEL;
		e = e ?: clEnqueueNDRangeKernel(m.q[0], k, 2, NULL, gw, NULL, 0, NULL, NULL);
		e = e ?: clEnqueueReadBuffer(m.q[1], sb, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
		check(!e && ALL(g, N, 13 * i + 1), "... again on A with the other sampler, read on B", e);
		if (k)
			clReleaseKernel(k);
		if (smp2)
			clReleaseSampler(smp2);
		if (smp)
			clReleaseSampler(smp);
	}
	/* the 1.1 entry points, with initial contents */
	{
		static int t[N * 2];
		for (int i = 0; i < 2 * N; i++)
			t[i] = 3 * i;
		cl_mem i2 = clCreateImage2D(m.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &fmt, W, W, 0, t, &e);
		memset(g, 0, sizeof(g));
		e = e ?: clEnqueueReadImage(m.q[1], i2, CL_TRUE, o0, reg, 0, 0, g, 0, NULL, NULL);
		check(!e && ALL(g, N, 3 * i), "clCreateImage2D with CL_MEM_COPY_HOST_PTR: read on B", e);
		size_t r3[3] = { 16, 16, 32 };
		cl_mem i3 = clCreateImage3D(m.ctx, CL_MEM_READ_WRITE, &fmt, 16, 16, 32, 0, 0, NULL, &e);
		e = e ?: clEnqueueWriteImage(m.q[0], i3, CL_TRUE, o0, r3, 0, 0, t, 0, NULL, NULL);
		memset(h, 0, sizeof(h));
		e = e ?: clEnqueueReadImage(m.q[1], i3, CL_TRUE, o0, r3, 0, 0, h, 0, NULL, NULL);
		check(!e && ALL(h, 2 * N, 3 * i), "clCreateImage3D: written on A, read on B", e);
		if (i2)
			clReleaseMemObject(i2);
		if (i3)
			clReleaseMemObject(i3);
	}
	/* an image write on A gated by a user event that fails: a read of it on B fails, no hang */
	{
		cl_event u = clCreateUserEvent(m.ctx, &e), ew = NULL, er = NULL;
		e = e ?: clEnqueueWriteImage(m.q[0], img, CL_FALSE, o0, reg, 0, 0, g, 1, &u, &ew);
		clFlush(m.q[0]);
		e = e ?: clEnqueueReadImage(m.q[1], img, CL_FALSE, o0, reg, 0, 0, h, 0, NULL, &er);
		clFlush(m.q[1]);
		e = e ?: clSetUserEventStatus(u, -77);
		st = 0;
		for (int t = 0; !e && t < 1000; t++) { /* at most 10 s */
			e = clGetEventInfo(er, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
			if (e || st < 0 || st == CL_COMPLETE)
				break;
			usleep(10000);
		}
		check(!e && st < 0, "an image's write on A gated by a failed user event: B's read of it fails (no hang)", st);
		for (cl_event *ev = (cl_event[]){ u, ew, er }, *end = ev + 3; ev < end; ev++)
			if (*ev)
				clReleaseEvent(*ev);
	}

	/* disjoint sub-buffers of one parent on two servers (docs/design.md "Disjoint sub-buffers on
	 * two servers"): A adds 1 into the first half, gated by a user event set later; B adds 1
	 * into the second half. Results right; whether B waited for A is printed, not checked */
	for (int pass = 0; pass < 2; pass++) {
		static int t[2 * N];
		for (int i = 0; i < 2 * N; i++)
			t[i] = i;
		cl_mem p2 = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(t), t, &e);
		cl_mem s1 = e ? NULL : clCreateSubBuffer(p2, 0, CL_BUFFER_CREATE_TYPE_REGION, &first, &e);
		cl_mem s2 = e ? NULL : clCreateSubBuffer(p2, 0, CL_BUFFER_CREATE_TYPE_REGION, &half, &e);
		cl_event u = e ? NULL : clCreateUserEvent(m.ctx, &e), e1 = NULL, e2 = NULL;
		cl_int s2st = 0, s1st = 0;
		e = e ?: k2(&m, 0, "add1", s1, NULL, 1, 1, &u, &e1);
		clFlush(m.q[0]);
		e = e ?: k2(&m, 1, "add1", s2, NULL, 1, 0, NULL, &e2);
		clFlush(m.q[1]);
		for (int w = 0; !e && w < 20; w++) { /* 200 ms */
			clGetEventInfo(e2, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(s2st), &s2st, NULL);
			if (s2st <= CL_COMPLETE)
				break;
			usleep(10000);
		}
		printf("# disjoint sub-buffers: B's command on the second half %s before A's on the first could run\n",
		       s2st == CL_COMPLETE ? "ran" : "waited");
		e = e ?: clSetUserEventStatus(u, pass ? -77 : CL_COMPLETE);
		clWaitForEvents(1, &e2);
		clGetEventInfo(e1, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(s1st), &s1st, NULL);
		clGetEventInfo(e2, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(s2st), &s2st, NULL);
		if (!pass) {
			e = e ?: clEnqueueReadBuffer(m.q[0], p2, CL_TRUE, 0, sizeof(t), t, 0, NULL, NULL);
			check(!e && s1st == CL_COMPLETE && s2st == CL_COMPLETE && ALL(t, 2 * N, i + 1),
			      "disjoint sub-buffers: A +1 into one (gated by a user event set later), B +1 into the other: the parent read on A is right", e);
		} else {
			check(!e && s1st < 0, "... with the user event failed: A's command fails", s1st);
			printf("# ... and B's command on the other half %s (%d)\n",
			       s2st < 0 ? "fails too: it waited to bring the parent" : "completes", s2st);
		}
		for (cl_event *ev = (cl_event[]){ u, e1, e2 }, *end = ev + 3; ev < end; ev++)
			if (*ev)
				clReleaseEvent(*ev);
		for (cl_mem *x = (cl_mem[]){ s1, s2, p2 }, *end = x + 3; x < end; x++)
			if (*x)
				clReleaseMemObject(*x);
	}

	/* the error cases */
	cl_buffer_region mis = { 4, 64 }, big = { 0, 4 * N * sizeof(int) };
	cl_mem x = clCreateSubBuffer(pb, 0, CL_BUFFER_CREATE_TYPE_REGION, &mis, &e);
	check(!x && e == CL_MISALIGNED_SUB_BUFFER_OFFSET, "a sub-buffer at an offset no device allows: CL_MISALIGNED_SUB_BUFFER_OFFSET", e);
	x = clCreateSubBuffer(pb, 0, CL_BUFFER_CREATE_TYPE_REGION, &big, &e);
	check(!x && e == CL_INVALID_VALUE, "a sub-buffer past its buffer's end: CL_INVALID_VALUE", e);
	x = clCreateSubBuffer(pb, 0, 0x7777, &first, &e);
	check(!x && e == CL_INVALID_VALUE, "an unknown buffer_create_type: CL_INVALID_VALUE", e);
	x = clCreateSubBuffer(sb, 0, CL_BUFFER_CREATE_TYPE_REGION, &first, &e);
	check(!x && e == CL_INVALID_MEM_OBJECT, "a sub-buffer of a sub-buffer: CL_INVALID_MEM_OBJECT", e);
	x = clCreateSubBuffer(img, 0, CL_BUFFER_CREATE_TYPE_REGION, &first, &e);
	check(!x && e == CL_INVALID_MEM_OBJECT, "a sub-buffer of an image: CL_INVALID_MEM_OBJECT", e);
	x = clCreateSubBuffer(sa, CL_MEM_WRITE_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &first, &e);
	check(!x && e == CL_INVALID_MEM_OBJECT, "(sa is a sub-buffer too)", e);
	{
		cl_mem hr = clCreateBuffer(m.ctx, CL_MEM_HOST_READ_ONLY, sizeof(g), NULL, &e);
		x = e ? NULL : clCreateSubBuffer(hr, CL_MEM_HOST_WRITE_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &first, &e);
		check(!x && e == CL_INVALID_VALUE, "a sub-buffer host-writable of a host-read-only buffer: CL_INVALID_VALUE", e);
		x = clCreateSubBuffer(hr, 0, CL_BUFFER_CREATE_TYPE_REGION, &first, &e);
		e = e ?: clEnqueueWriteBuffer(m.q[1], x, CL_TRUE, 0, 16, g, 0, NULL, NULL);
		check(e == CL_INVALID_OPERATION, "a host write of its sub-buffer (inherits CL_MEM_HOST_READ_ONLY): CL_INVALID_OPERATION", e);
		if (x)
			clReleaseMemObject(x);
		if (hr)
			clReleaseMemObject(hr);
		cl_mem ro = clCreateBuffer(m.ctx, CL_MEM_READ_ONLY, sizeof(g), NULL, &e);
		x = e ? NULL : clCreateSubBuffer(ro, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &first, &e);
		check(!x && e == CL_INVALID_VALUE, "a read-write sub-buffer of a read-only buffer: CL_INVALID_VALUE", e);
		if (ro)
			clReleaseMemObject(ro);
	}
	{
		cl_mem na = clCreateImage(m.ctx, CL_MEM_READ_WRITE | CL_MEM_HOST_NO_ACCESS, &fmt, &desc, NULL, &e);
		e = e ?: clEnqueueReadImage(m.q[1], na, CL_TRUE, o0, reg, 0, 0, g, 0, NULL, NULL);
		check(e == CL_INVALID_OPERATION, "a host read of an image with CL_MEM_HOST_NO_ACCESS: CL_INVALID_OPERATION", e);
		if (na)
			clReleaseMemObject(na);
		cl_image_format bad = { CL_RGB, CL_SIGNED_INT32 };
		x = clCreateImage(m.ctx, CL_MEM_READ_WRITE, &bad, &desc, NULL, &e);
		/* (the first server's error: PoCL 3.1 says CL_INVALID_OPERATION, natively too) */
		check(!x && e != CL_SUCCESS, "an image of an invalid format: refused", e);
		size_t v;
		e = clGetImageInfo(pb, CL_IMAGE_WIDTH, sizeof(v), &v, NULL);
		check(e == CL_INVALID_MEM_OBJECT, "clGetImageInfo on a buffer: CL_INVALID_MEM_OBJECT", e);
		struct mctx o = { 0 };
		e = mctx_open_src(&o, img_src);
		e = e ?: clEnqueueReadImage(o.q[1], img, CL_TRUE, o0, reg, 0, 0, g, 0, NULL, NULL);
		check(e == CL_INVALID_CONTEXT, "an image read on a queue of another context: CL_INVALID_CONTEXT", e);
		e = clEnqueueReadBuffer(o.q[0], sb, CL_TRUE, 0, 16, g, 0, NULL, NULL);
		check(e == CL_INVALID_CONTEXT || e == CL_INVALID_MEM_OBJECT,
		      "a sub-buffer read on a queue of another context: refused", e);
		cl_sampler os = clCreateSampler(o.ctx, CL_FALSE, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_NEAREST, &e);
		cl_kernel k = e ? NULL : clCreateKernel(m.prog, "smpread", &e);
		e = e ?: clSetKernelArg(k, 1, sizeof(os), &os);
		check(e == CL_INVALID_SAMPLER, "a sampler of another context as an argument: CL_INVALID_SAMPLER", e);
		if (k)
			clReleaseKernel(k);
		if (os)
			clReleaseSampler(os);
		mctx_close(&o);
	}
	clReleaseMemObject(img2);
	clReleaseMemObject(img);
	clReleaseMemObject(sa);
	clReleaseMemObject(sb);
	clReleaseMemObject(pb);
	mctx_close(&m);
	return failed;
}

/* Images made from a buffer (CL_MEM_OBJECT_IMAGE1D_BUFFER; a 2D image from a buffer and an image
 * from an image where the host has them) in one context on two servers: they share the buffer's
 * storage (spec 3.0 §5.3.1), so a write through one is seen through the other on the other server.
 * PoCL 3.1 crashes on a kernel writing a write_only image1d_buffer_t, on a fill of such an image
 * and on a copy from it into a buffer (natively too): the writes through the image here are
 * writes, maps and copies into it; the kernels read it. */
static const char *ibuf_src =
	"kernel void rdimg(read_only image1d_buffer_t im, global int *out) {\n"
	"  int i = get_global_id(0); out[i] = 2 * read_imagei(im, i).x;\n"
	"}\n"
	"kernel void add1(global int *a) { a[get_global_id(0)] += 1; }\n"
	"kernel void dbl2(global const int *in, global int *out) {\n"
	"  int i = get_global_id(0); out[i] = 2 * in[i];\n"
	"}\n";

/* What a one-server context on device d answers creating this image (released at once). */
static cl_int one_server_error(cl_device_id d, cl_mem_flags f, const cl_image_format *fmt,
			       cl_image_desc desc, bool from_image, size_t bufsize, bool sub)
{
	cl_int e, r;
	cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
	cl_mem b = NULL, x = NULL, y = NULL;
	const cl_image_desc d2 = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 64,
				   .image_height = 64 };
	cl_buffer_region rg = { 0, 1024 };

	if (e)
		return e;
	b = from_image ? clCreateImage(c, CL_MEM_READ_WRITE, fmt, &d2, NULL, &e)
		       : bufsize ? clCreateBuffer(c, CL_MEM_READ_WRITE, bufsize, NULL, &e) : NULL;
	if (!e && sub)
		y = clCreateSubBuffer(b, 0, CL_BUFFER_CREATE_TYPE_REGION, &rg, &e);
	if (e)
		return 1;
	desc.mem_object = sub ? y : b;
	x = clCreateImage(c, f, fmt, &desc, NULL, &r);
	if (x)
		clReleaseMemObject(x);
	if (y)
		clReleaseMemObject(y);
	if (b)
		clReleaseMemObject(b);
	clReleaseContext(c);
	return r;
}

static int mctx_ibuf(void)
{
	static int h[N], g[N];
	const cl_image_format fmt = { CL_R, CL_SIGNED_INT32 };
	cl_image_desc bd = { .image_type = CL_MEM_OBJECT_IMAGE1D_BUFFER, .image_width = N };
	const size_t o0[3] = { 0, 0, 0 }, reg[3] = { N, 1, 1 };
	struct mctx m = { 0 };
	cl_event ea = NULL, eb = NULL;
	cl_bool im[2] = { 0, 0 };
	cl_int e, native;

	e = mctx_open_src(&m, ibuf_src);
	check(!e, "one context on two servers, a program reading an image1d_buffer_t built on both", e);
	if (e)
		return 1;
	clGetDeviceInfo(m.d[0], CL_DEVICE_IMAGE_SUPPORT, sizeof(im[0]), &im[0], NULL);
	clGetDeviceInfo(m.d[1], CL_DEVICE_IMAGE_SUPPORT, sizeof(im[1]), &im[1], NULL);
	if (!im[0] || !im[1]) {
		printf("# SKIP images from buffers: a device has no image support\n");
		return failed;
	}
	native = one_server_error(m.d[0], 0, &fmt, bd, false, sizeof(h), false);
	cl_mem ib = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE, sizeof(h), NULL, &e);
	bd.buffer = ib;
	cl_mem i1 = e ? NULL : clCreateImage(m.ctx, 0, &fmt, &bd, NULL, &e);
	check(e == native, "a 1D image from a buffer of the context: what one server answers", e);
	if (e || native) {
		printf("# SKIP the rest: the host has no 1D images from buffers (%d)\n", native);
		return failed;
	}
	{
		cl_mem ibuf = NULL, assoc = NULL;
		cl_context c = NULL;
		cl_mem_flags fl = 0;
		size_t w = 0, off = 1;
		e = clGetImageInfo(i1, CL_IMAGE_BUFFER, sizeof(ibuf), &ibuf, NULL) ?:
		    clGetMemObjectInfo(i1, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof(assoc), &assoc, NULL) ?:
		    clGetMemObjectInfo(i1, CL_MEM_CONTEXT, sizeof(c), &c, NULL) ?:
		    clGetMemObjectInfo(i1, CL_MEM_FLAGS, sizeof(fl), &fl, NULL) ?:
		    clGetMemObjectInfo(i1, CL_MEM_OFFSET, sizeof(off), &off, NULL) ?:
		    clGetImageInfo(i1, CL_IMAGE_WIDTH, sizeof(w), &w, NULL);
		check(!e && ibuf == ib && assoc == ib && c == m.ctx && (fl & CL_MEM_READ_WRITE) &&
			      !off && w == N,
		      "its CL_IMAGE_BUFFER and CL_MEM_ASSOCIATED_MEMOBJECT are the buffer; its context, flags (inherited), offset, width", e);
	}
	cl_mem out = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE, sizeof(h), NULL, &e);

	/* through the buffer on A, through the image on B */
	for (int i = 0; i < N; i++)
		h[i] = 3 * i;
	e = clEnqueueWriteBuffer(m.q[0], ib, CL_FALSE, 0, sizeof(h), h, 0, NULL, &ea);
	clFlush(m.q[0]);
	e = e ?: k2(&m, 1, "rdimg", i1, out, 1, 1, &ea, &eb);
	clFlush(m.q[1]);
	memset(g, 0, sizeof(g));
	e = e ?: clEnqueueReadBuffer(m.q[0], out, CL_TRUE, 0, sizeof(g), g, 1, &eb, NULL);
	check(!e && ALL(g, N, 6 * i),
	      "written through the buffer on A, read through the image by a kernel on B (its event gating it): right", e);
	for (cl_event *ev = (cl_event[]){ ea, eb }, *end = ev + 2; ev < end; ev++)
		if (*ev)
			clReleaseEvent(*ev);
	ea = eb = NULL;
	e = k2(&m, 0, "add1", ib, NULL, 1, 0, NULL, &ea);
	clFlush(m.q[0]);
	e = e ?: k2(&m, 1, "rdimg", i1, out, 1, 1, &ea, NULL);
	e = e ?: clEnqueueReadBuffer(m.q[1], out, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
	check(!e && ALL(g, N, 2 * (3 * i + 1)),
	      "the buffer written by a kernel on A, read through the image by a kernel on B: right", e);
	memset(g, 0, sizeof(g));
	e = e ?: clEnqueueReadImage(m.q[1], i1, CL_TRUE, o0, reg, 0, 0, g, 0, NULL, NULL);
	check(!e && ALL(g, N, 3 * i + 1), "... and by a read of the image on B", e);
	if (ea)
		clReleaseEvent(ea);
	ea = NULL;

	/* the other way round: through the image on B, through the buffer on A */
	for (int i = 0; i < N; i++)
		h[i] = 5 * i;
	e = clEnqueueWriteImage(m.q[1], i1, CL_FALSE, o0, reg, 0, 0, h, 0, NULL, &eb);
	clFlush(m.q[1]);
	e = e ?: k2(&m, 0, "dbl2", ib, out, 1, 1, &eb, &ea);
	memset(g, 0, sizeof(g));
	e = e ?: clEnqueueReadBuffer(m.q[0], out, CL_TRUE, 0, sizeof(g), g, 1, &ea, NULL);
	check(!e && ALL(g, N, 10 * i),
	      "written through the image on B, read through the buffer by a kernel on A (B's event gating it): right", e);
	e = e ?: clEnqueueReadBuffer(m.q[0], ib, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
	check(!e && ALL(g, N, 5 * i), "... and by a read of the buffer on A", e);
	for (cl_event *ev = (cl_event[]){ ea, eb }, *end = ev + 2; ev < end; ev++)
		if (*ev)
			clReleaseEvent(*ev);
	ea = eb = NULL;
	for (int i = 0; i < N; i++)
		h[i] = 7 * i;
	e = clEnqueueWriteBuffer(m.q[1], out, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	e = e ?: clEnqueueCopyBufferToImage(m.q[1], out, i1, 0, o0, reg, 0, NULL, NULL);
	clFinish(m.q[1]);
	e = e ?: clEnqueueReadBuffer(m.q[0], ib, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
	check(!e && ALL(g, N, 7 * i), "a buffer copied into the image on B: the image's buffer read on A", e);
	{
		size_t rp = 0;
		int *p = clEnqueueMapImage(m.q[1], i1, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, o0, reg, &rp,
					   NULL, 0, NULL, NULL, &e);
		bool ok = p != NULL && ALL(p, N, 7 * i);
		for (int i = 0; p && i < N; i++)
			p[i] = 11 * i;
		check(ok && !e, "the image mapped on B: what B copied", e);
		if (p)
			e = clEnqueueUnmapMemObject(m.q[1], i1, p, 0, NULL, NULL);
		clFinish(m.q[1]);
		e = e ?: k2(&m, 0, "rdimg", i1, out, 1, 0, NULL, NULL);
		e = e ?: clEnqueueReadBuffer(m.q[0], out, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
		check(!e && ALL(g, N, 22 * i), "... written through the map, unmapped: a kernel on A reads it through the image", e);
		e = e ?: clEnqueueReadBuffer(m.q[0], ib, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
		check(!e && ALL(g, N, 11 * i), "... and A reads it through the buffer", e);
	}
	/* two images of one buffer: written through one on A, read through the other on B */
	{
		cl_mem i2 = clCreateImage(m.ctx, CL_MEM_READ_ONLY, &fmt, &bd, NULL, &e);
		for (int i = 0; i < N; i++)
			h[i] = 13 * i;
		e = e ?: clEnqueueWriteImage(m.q[0], i1, CL_TRUE, o0, reg, 0, 0, h, 0, NULL, NULL);
		e = e ?: k2(&m, 1, "rdimg", i2, out, 1, 0, NULL, NULL);
		e = e ?: clEnqueueReadBuffer(m.q[1], out, CL_TRUE, 0, sizeof(g), g, 0, NULL, NULL);
		check(!e && ALL(g, N, 26 * i),
		      "two images of one buffer: written through one on A, read through the other by a kernel on B", e);
		/* a chain back and forth, no waits but events: A +1 through the buffer, B reads
		 * through the image into out, ten times */
		bool ok = !e;
		for (int r = 0; ok && r < 10; r++) {
			e = k2(&m, 0, "add1", ib, NULL, 1, eb ? 1 : 0, eb ? &eb : NULL, &ea);
			clFlush(m.q[0]);
			if (eb)
				clReleaseEvent(eb);
			eb = NULL;
			e = e ?: k2(&m, 1, "rdimg", r & 1 ? i1 : i2, out, 1, 1, &ea, &eb);
			clFlush(m.q[1]);
			clReleaseEvent(ea);
			ea = NULL;
			e = e ?: clEnqueueReadBuffer(m.q[0], out, CL_TRUE, 0, sizeof(g), g, 1, &eb, NULL);
			ok = !e && ALL(g, N, 2 * (13 * i + r + 1));
		}
		if (eb)
			clReleaseEvent(eb);
		eb = NULL;
		check(ok, "ten rounds: a kernel on A adds 1 through the buffer, a kernel on B reads it through an image (events only): right", e);
		/* the buffer released first: the images keep it */
		clReleaseMemObject(ib);
		ib = NULL;
		memset(g, 0, sizeof(g));
		e = clEnqueueReadImage(m.q[1], i1, CL_TRUE, o0, reg, 0, 0, g, 0, NULL, NULL);
		e = e ?: clEnqueueReadImage(m.q[0], i2, CL_TRUE, o0, reg, 0, 0, h, 0, NULL, NULL);
		check(!e && ALL(g, N, 13 * i + 10) && ALL(h, N, 13 * i + 10),
		      "the buffer released: its images still read right on both servers", e);
		if (i2)
			clReleaseMemObject(i2);
	}

	/* the error cases: the kinds the host lacks give its error, as on one server */
	{
		cl_mem b2 = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE, sizeof(h), NULL, &e);
		const cl_image_desc d2 = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 64,
					   .image_height = 64 };
		cl_image_desc d2b = d2, d2i = d2, wide = bd, nul = bd, sbd = bd;
		cl_buffer_region rg = { 0, 1024 };
		cl_mem src2 = clCreateImage(m.ctx, CL_MEM_READ_WRITE, &fmt, &d2, NULL, &e);
		cl_mem sub = clCreateSubBuffer(b2, 0, CL_BUFFER_CREATE_TYPE_REGION, &rg, &e);
		cl_mem x;
		cl_int n2;

		d2b.buffer = b2;
		n2 = one_server_error(m.d[0], 0, &fmt, d2, false, sizeof(h), false);
		x = clCreateImage(m.ctx, 0, &fmt, &d2b, NULL, &e);
		check(e == n2, "a 2D image from a buffer (cl_khr_image2d_from_buffer): what one server answers", e);
		if (x && !e) { /* the host has it: written through the buffer on A, read on B */
			for (int i = 0; i < N; i++)
				h[i] = 17 * i;
			e = clEnqueueWriteBuffer(m.q[0], b2, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
			e = e ?: clEnqueueReadImage(m.q[1], x, CL_TRUE, o0, (size_t[3]){ 64, 64, 1 }, 0,
						    0, g, 0, NULL, NULL);
			check(!e && ALL(g, N, 17 * i), "... written through its buffer on A, read through it on B", e);
		}
		if (x)
			clReleaseMemObject(x);
		d2i.mem_object = src2;
		n2 = one_server_error(m.d[0], 0, &fmt, d2, true, 0, false);
		x = clCreateImage(m.ctx, 0, &fmt, &d2i, NULL, &e);
		check(e == n2, "an image from an image: what one server answers", e);
		if (x)
			clReleaseMemObject(x);
		nul.buffer = NULL;
		n2 = one_server_error(m.d[0], 0, &fmt, nul, false, 0, false);
		x = clCreateImage(m.ctx, 0, &fmt, &nul, NULL, &e);
		check(!x && e == n2, "a 1D buffer image with no buffer: what one server answers", e);
		wide.image_width = 2 * N;
		wide.buffer = b2;
		n2 = one_server_error(m.d[0], 0, &fmt, wide, false, sizeof(h), false);
		x = clCreateImage(m.ctx, 0, &fmt, &wide, NULL, &e);
		check(!x && e == n2 && e, "a 1D buffer image wider than its buffer: what one server answers", e);
		sbd.buffer = sub;
		sbd.image_width = 256;
		n2 = one_server_error(m.d[0], 0, &fmt, sbd, false, sizeof(h), true);
		x = clCreateImage(m.ctx, 0, &fmt, &sbd, NULL, &e);
		check(e == n2, "a 1D image from a sub-buffer: what one server answers", e);
		if (x)
			clReleaseMemObject(x);
		x = clCreateImage(m.ctx, CL_MEM_COPY_HOST_PTR, &fmt, &bd, h, &e);
		check(!x && e == CL_INVALID_VALUE, "an image from a buffer with CL_MEM_COPY_HOST_PTR: CL_INVALID_VALUE", e);
		bd.buffer = b2;
		x = clCreateImage(m.ctx, 0, &fmt, &bd, h, &e);
		check(!x && e == CL_INVALID_HOST_PTR, "... with a host pointer and no flag naming it: CL_INVALID_HOST_PTR", e);
		cl_mem hr = clCreateBuffer(m.ctx, CL_MEM_HOST_READ_ONLY, sizeof(h), NULL, &e);
		bd.buffer = hr;
		x = clCreateImage(m.ctx, CL_MEM_HOST_WRITE_ONLY, &fmt, &bd, NULL, &e);
		check(!x && e == CL_INVALID_VALUE, "host-writable from a host-read-only buffer: CL_INVALID_VALUE", e);
		x = clCreateImage(m.ctx, 0, &fmt, &bd, NULL, &e);
		e = e ?: clEnqueueWriteImage(m.q[1], x, CL_TRUE, o0, reg, 0, 0, h, 0, NULL, NULL);
		check(e == CL_INVALID_OPERATION, "a host write of it (inherits CL_MEM_HOST_READ_ONLY): CL_INVALID_OPERATION", e);
		if (x) {
			cl_buffer_region r0 = { 0, 64 };
			cl_mem sx = clCreateSubBuffer(x, 0, CL_BUFFER_CREATE_TYPE_REGION, &r0, &e);
			check(!sx && e == CL_INVALID_MEM_OBJECT, "a sub-buffer of an image from a buffer: CL_INVALID_MEM_OBJECT", e);
			clReleaseMemObject(x);
		}
		if (hr)
			clReleaseMemObject(hr);
		struct mctx o = { 0 };
		e = mctx_open_src(&o, ibuf_src);
		cl_mem ob = e ? NULL : clCreateBuffer(o.ctx, CL_MEM_READ_WRITE, sizeof(h), NULL, &e);
		bd.buffer = ob;
		x = e ? NULL : clCreateImage(m.ctx, 0, &fmt, &bd, NULL, &e);
		check(!x && e == CL_INVALID_IMAGE_DESCRIPTOR, "an image from a buffer of another context: CL_INVALID_IMAGE_DESCRIPTOR", e);
		cl_context one = clCreateContext(NULL, 1, &m.d[0], NULL, NULL, &e);
		cl_mem b1 = e ? NULL : clCreateBuffer(one, CL_MEM_READ_WRITE, sizeof(h), NULL, &e);
		bd.buffer = b1;
		x = e ? NULL : clCreateImage(m.ctx, 0, &fmt, &bd, NULL, &e);
		check(!x && e == CL_INVALID_IMAGE_DESCRIPTOR, "... of a one-server context: CL_INVALID_IMAGE_DESCRIPTOR", e);
		if (b1)
			clReleaseMemObject(b1);
		if (one)
			clReleaseContext(one);
		if (ob)
			clReleaseMemObject(ob);
		mctx_close(&o);
		if (sub)
			clReleaseMemObject(sub);
		if (src2)
			clReleaseMemObject(src2);
		if (b2)
			clReleaseMemObject(b2);
	}
	clReleaseMemObject(out);
	clReleaseMemObject(i1);
	mctx_close(&m);
	return failed;
}

static int mctx_peer_lost(void)
{
	static int h[N];
	struct mctx m = { 0 };
	cl_event u, ea = NULL, eb = NULL;
	cl_int e, st = 0;

	e = mctx_open(&m);
	check(!e, "one context on devices of two servers", e);
	if (e)
		return 1;
	cl_mem buf = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE, sizeof(h), NULL, &e);
	u = clCreateUserEvent(m.ctx, &e);
	e = e ?: mrun(&m, 0, "add1", buf, NULL, 1, &u, &ea);
	check(!e, "a kernel on A gated by a user event writes a buffer", e);
	/* B needs it: its daemon fetches it from A's, whose session waits for A's kernel */
	e = mrun(&m, 1, "dbl", buf, NULL, 1, &ea, &eb);
	check(!e, "a kernel on B needs the buffer", e);
	clFlush(m.q[0]);
	clFlush(m.q[1]);
	printf("waiting\n");
	fflush(stdout);
	e = clWaitForEvents(1, &eb);
	clGetEventInfo(eb, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
	check(e != CL_SUCCESS && st < 0, "A lost mid-transfer: B's command ends with an error, not a hang",
	      st);
	cl_mem onb = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE, sizeof(h), NULL, &e);
	for (int i = 0; i < N; i++)
		h[i] = i;
	e = e ?: clEnqueueWriteBuffer(m.q[1], onb, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	e = e ?: mrun(&m, 1, "dbl", onb, NULL, 0, NULL, NULL);
	e = e ?: clEnqueueReadBuffer(m.q[1], onb, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	check(!e && all(h, 2, 0), "B goes on: a write, a kernel and a read there, right", e);
	return failed;
}

static int mctx_peer_wait(int secs)
{
	static int h[N];
	struct mctx m = { 0 };
	cl_event u, ea = NULL, eb = NULL;
	cl_int e;

	e = mctx_open(&m);
	check(!e, "one context on devices of two servers", e);
	if (e)
		return 1;
	for (int i = 0; i < N; i++)
		h[i] = i;
	cl_mem buf = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(h), h, &e);
	u = clCreateUserEvent(m.ctx, &e);
	e = e ?: mrun(&m, 0, "add1", buf, NULL, 1, &u, &ea);
	e = e ?: mrun(&m, 1, "dbl", buf, NULL, 1, &ea, &eb);
	check(!e, "a kernel on A gated by a user event, a kernel on B that needs its buffer", e);
	clFlush(m.q[0]);
	clFlush(m.q[1]);
	sleep((unsigned)secs);
	e = clSetUserEventStatus(u, CL_COMPLETE);
	e = e ?: clWaitForEvents(1, &eb);
	e = e ?: clEnqueueReadBuffer(m.q[1], buf, CL_TRUE, 0, sizeof(h), h, 0, NULL, NULL);
	check(!e && all(h, 2, 2), "the user event set late: B's kernel ran on A's result, right", e);
	return failed;
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Moves of a big buffer between the servers: a kernel adds 1 on A, then on B, ... (each kernel's
 * buffer brought from the other server first); the mean time of one move, the kernels' own time
 * measured without moves subtracted. */
static int mctx_big(size_t mib, int rounds)
{
	struct mctx m = { 0 };
	size_t n = mib << 18, g = n; /* ints */
	cl_int e, zero = 0;
	double t0, t1, tk = 0;
	int *h;
	cl_kernel k;

	e = mctx_open(&m);
	check(!e, "one context on devices of two servers", e);
	if (e)
		return 1;
	cl_mem buf = clCreateBuffer(m.ctx, CL_MEM_READ_WRITE, n * sizeof(int), NULL, &e);
	e = e ?: clEnqueueFillBuffer(m.q[0], buf, &zero, sizeof(zero), 0, n * sizeof(int), 0, NULL,
				     NULL);
	k = clCreateKernel(m.prog, "add1", &e);
	e = e ?: clSetKernelArg(k, 0, sizeof(buf), &buf);
	e = e ?: clFinish(m.q[0]);
	/* one round trip first, untimed: both sides' replicas, queues and kernels made */
	e = e ?: clEnqueueNDRangeKernel(m.q[1], k, 1, NULL, &g, NULL, 0, NULL, NULL);
	e = e ?: clFinish(m.q[1]);
	e = e ?: clEnqueueNDRangeKernel(m.q[0], k, 1, NULL, &g, NULL, 0, NULL, NULL);
	e = e ?: clFinish(m.q[0]);
	/* the kernels alone: on A, no move */
	t0 = now_s();
	for (int i = 0; i < 2 * rounds && !e; i++)
		e = clEnqueueNDRangeKernel(m.q[0], k, 1, NULL, &g, NULL, 0, NULL, NULL);
	e = e ?: clFinish(m.q[0]);
	tk = now_s() - t0;
	t0 = now_s();
	for (int i = 0; i < rounds && !e; i++) {
		e = clEnqueueNDRangeKernel(m.q[1], k, 1, NULL, &g, NULL, 0, NULL, NULL);
		e = e ?: clFinish(m.q[1]);
		e = e ?: clEnqueueNDRangeKernel(m.q[0], k, 1, NULL, &g, NULL, 0, NULL, NULL);
		e = e ?: clFinish(m.q[0]);
	}
	t1 = now_s();
	h = malloc(n * sizeof(int));
	e = e ?: clEnqueueReadBuffer(m.q[0], buf, CL_TRUE, 0, n * sizeof(int), h, 0, NULL, NULL);
	{
		size_t bad = n, nbad = 0;
		for (size_t i = 0; !e && h && i < n; i++)
			if (h[i] != 4 * rounds + 2 && nbad++ == 0)
				bad = i;
		check(!e && h && !nbad, "the buffer went back and forth, right", e);
		if (!e && h && nbad)
			printf("# %zu of %zu ints wrong, the first at %zu: %d (expected %d)\n", nbad, n,
			       bad, h[bad], 4 * rounds + 2);
	}
	printf("move of %zu MiB: %.2f ms (%.2f GB/s); kernels alone %.2f ms each\n", mib,
	       ((t1 - t0) - tk) / (2 * rounds) * 1e3,
	       (double)(n * sizeof(int)) / (((t1 - t0) - tk) / (2 * rounds)) / 1e9,
	       tk / (2 * rounds) * 1e3);
	free(h);
	clReleaseKernel(k);
	clReleaseMemObject(buf);
	mctx_close(&m);
	return failed;
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "mctx"))
		return mctx_main();
	if (argc == 2 && !strcmp(argv[1], "mimg"))
		return mctx_img();
	if (argc == 2 && !strcmp(argv[1], "mibuf"))
		return mctx_ibuf();
	if (argc == 3 && !strcmp(argv[1], "mpwait"))
		return mctx_peer_wait(atoi(argv[2]));
	if (argc == 2 && !strcmp(argv[1], "mplost"))
		return mctx_peer_lost();
	if (argc == 4 && !strcmp(argv[1], "mbig"))
		return mctx_big((size_t)atoi(argv[2]), atoi(argv[3]));
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
	fprintf(stderr, "usage: servers_peer list N | chain | lost | fork | hostile | mctx | mimg | mibuf | mlost | mplost | mpwait S | mbig MIB N\n");
	return 2;
}
