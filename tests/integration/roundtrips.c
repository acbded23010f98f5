/* SPDX-License-Identifier: MIT */
/*
 * Round trips per call (issue 12 "one round trip per synchronizing call, none per non-blocking
 * call", issue 10 item 2), counted exactly by the front-end's call statistics (VIRTCL_STATS) in a
 * child process: what a link's latency multiplies. Run over unix, shm, tcp and tls.
 *
 * Not waited for (docs/design.md "Calls that are not waited for"): clSetKernelArg,
 * clEnqueueNDRangeKernel and a small non-blocking clEnqueueWriteBuffer after the first call of
 * the same signature (that one waits for its result: the spec's errors come back from the call
 * itself); clFlush never; queries whose answers never change after their first answer
 * (clGetMemObjectInfo, clGetKernelWorkGroupInfo, clGetCommandQueueInfo); clFinish on a queue with
 * nothing enqueued since it last finished.
 * Synchronizing (exactly one each): clFinish after an enqueue, a small blocking
 * clEnqueueReadBuffer, clWaitForEvents on an event not yet seen complete, clGetEventProfilingInfo
 * of a transfer that is not split (of a split one: two); and a large blocking read, whose pieces
 * come in reply parts ahead of the one reply.
 * A split transfer: no bracket round trip while one thread has the queue alone, one once another
 * thread has enqueued on it.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness.h"

#define N 100 /* of each non-blocking call */
#define M 20  /* of each synchronizing call */

static const char src[] = "__kernel void inc(__global int *a) { a[get_global_id(0)] += 1; }\n";

/* The child: the calls, counted; exits 0 if every call succeeded (the counts go to stats). */
static int child(const char *stats)
{
	struct vt_cl c;
	cl_program p;
	cl_kernel k;
	cl_mem b;
	cl_int err, data[16] = { 0 };
	size_t g = 16, wg, sz;
	cl_mem_flags fl;
	cl_context qctx;
	cl_int bad = CL_SUCCESS;
/* the counted calls: one check at the end, not a line of output per call */
#define OK(expr)                                                                                   \
	do {                                                                                       \
		cl_int r_ = (expr);                                                                \
		if (r_ != CL_SUCCESS && bad == CL_SUCCESS)                                         \
			bad = r_;                                                                  \
	} while (0)

	setenv("VIRTCL_STATS", stats, 1);
	/* a copy thread beside the caller: a large read through the shared region streams too (on
	 * fewer cores than that the front-end copies it out whole, after its reply) */
	setenv("VIRTCL_COPY_THREADS", "2", 1);
	vt_cl_open(&c);
	p = vt_cl_build(&c, src, NULL);
	VT_REQUIRE(p, "the kernel builds");
	k = vt_cl_kernel(p, "inc");
	b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(data), data, &err);
	VT_CL(err);
	/* the first answer of an immutable query may need the host; later ones must not */
	VT_CL(clGetKernelWorkGroupInfo(k, c.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof(wg), &wg, NULL));
	VT_CL(clFinish(c.q));
	for (int i = 0; i < N; i++) {
		OK(clSetKernelArg(k, 0, sizeof(b), &b));
		OK(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &g, NULL, 0, NULL, NULL));
		OK(clEnqueueWriteBuffer(c.q, b, CL_FALSE, 0, sizeof(cl_int), &data[0], 0, NULL,
					   NULL));
		OK(clFlush(c.q));
		OK(clGetMemObjectInfo(b, CL_MEM_SIZE, sizeof(sz), &sz, NULL));
		OK(clGetMemObjectInfo(b, CL_MEM_FLAGS, sizeof(fl), &fl, NULL));
		OK(clGetKernelWorkGroupInfo(k, c.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof(wg), &wg,
					       NULL));
		OK(clGetCommandQueueInfo(c.q, CL_QUEUE_CONTEXT, sizeof(qctx), &qctx, NULL));
	}
	OK(clFinish(c.q));
	for (int i = 0; i < M; i++)
		OK(clFinish(c.q)); /* nothing enqueued since: answered in the guest */
	for (int i = 0; i < M; i++) {
		cl_event e;
		OK(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &g, NULL, 0, NULL, NULL));
		OK(clFinish(c.q));
		OK(clEnqueueReadBuffer(c.q, b, CL_TRUE, 0, sizeof(data), data, 0, NULL, NULL));
		OK(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &g, NULL, 0, NULL, &e));
		OK(clWaitForEvents(1, &e));
		OK(clReleaseEvent(e));
	}
	{
		/* the profiling times of a transfer that is not split: one round trip each, as before
		 * split transfers' events kept their first piece's (child_brackets) */
		cl_queue_properties props[] = { CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0 };
		cl_command_queue pq = clCreateCommandQueueWithProperties(c.ctx, c.device, props, &err);
		cl_ulong t0;
		VT_CL(err);
		for (int i = 0; i < M; i++) {
			cl_event e;
			OK(clEnqueueReadBuffer(pq, b, CL_TRUE, 0, sizeof(data), data, 0, NULL, &e));
			OK(clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_START, sizeof(t0), &t0, NULL));
			OK(clReleaseEvent(e));
		}
		clReleaseCommandQueue(pq);
	}
	{
		/* a blocking read larger than the back-end's VCL_READ_STREAM_MIN, behind a launch
		 * not waited for: one round trip; its pieces come in reply parts as the device reads
		 * them, with their bytes through a socket, as word to copy them out of the shared
		 * region (main counts them); every byte the launch's */
		const size_t n = ((size_t)1 << 20) + 13, off = 3, g4 = (n + off) / 4;
		unsigned char *h = malloc(n + off), *back = malloc(n);
		cl_mem big;
		size_t bad_at = n;
		VT_REQUIRE(h && back, "memory");
		for (size_t i = 0; i < n + off; i++)
			h[i] = (unsigned char)(i * 7 + (i >> 10));
		big = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, n + off, h,
				     &err);
		VT_CL(err);
		OK(clSetKernelArg(k, 0, sizeof(big), &big));
		OK(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &g4, NULL, 0, NULL, NULL));
		OK(clEnqueueReadBuffer(c.q, big, CL_TRUE, off, n, back, 0, NULL, NULL));
		for (size_t i = 0; i < g4; i++) {
			cl_int v;
			memcpy(&v, h + 4 * i, 4);
			v++;
			memcpy(h + 4 * i, &v, 4);
		}
		for (size_t i = 0; i < n && bad_at == n; i++)
			if (back[i] != h[off + i])
				bad_at = i;
		VT_CHECK(bad_at == n, "a 1 MiB + 13 blocking read at offset 3 behind a launch: the "
			 "launch's bytes (first wrong byte at %zu of %zu)", bad_at, n);
		clReleaseMemObject(big);
		free(h);
		free(back);
	}
	VT_CHECK(!bad, "every counted call succeeds (first failure: %s)", vt_err(bad));
	clReleaseMemObject(b);
	clReleaseKernel(k);
	clReleaseProgram(p);
	vt_cl_close(&c);
	return vt_failures ? 1 : 0;
}

/* Another thread's enqueue on the queue: from then on the queue is shared. */
static void *other_thread(void *arg)
{
	struct vt_cl *c = arg;

	return (void *)(intptr_t)clEnqueueMarkerWithWaitList(c->q, 0, NULL, NULL);
}

/*
 * The second child: split transfers (40 MiB: in pieces on every transport) of a queue one thread
 * has alone go unbracketed, no XFER_BEGIN; once a second thread has enqueued on the queue, each
 * is bracketed, one XFER_BEGIN round trip (docs/design.md "Guest memory", transfer brackets).
 * A split write's CL_PROFILING_COMMAND_START: two round trips, its last piece's time and its first
 * piece's (spec 5.14: the whole command's).
 */
static int child_brackets(const char *stats)
{
	const size_t n = (size_t)40 << 20;
	unsigned char *h = malloc(n), *back = malloc(n);
	struct vt_cl c;
	pthread_t th;
	void *ret = (void *)1;
	cl_int err;
	cl_mem b;

	setenv("VIRTCL_STATS", stats, 1);
	VT_REQUIRE(h && back, "memory");
	vt_cl_open(&c);
	b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, n, NULL, &err);
	VT_CL(err);
	for (int round = 0; round < 2; round++) {
		memset(h, 0x30 + round, n);
		VT_CL(clEnqueueWriteBuffer(c.q, b, CL_TRUE, 0, n, h, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, b, CL_TRUE, 0, n, back, 0, NULL, NULL));
		VT_CHECK(!memcmp(h, back, n), "a 40 MiB write and read (%s): every byte",
			 round ? "bracketed" : "one thread's queue");
		if (!round) {
			VT_REQUIRE(!pthread_create(&th, NULL, other_thread, &c) && !pthread_join(th, &ret),
				   "a second thread");
			VT_CHECK(ret == NULL, "the second thread's marker on the queue");
		}
	}
	{
		cl_queue_properties props[] = { CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0 };
		cl_command_queue pq = clCreateCommandQueueWithProperties(c.ctx, c.device, props, &err);
		cl_event ev = NULL;
		cl_ulong t0;
		VT_CL(err);
		VT_CL(clEnqueueWriteBuffer(pq, b, CL_TRUE, 0, n, h, 0, NULL, &ev));
		VT_CL(clWaitForEvents(1, &ev));
		VT_CL(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof(t0), &t0, NULL));
		clReleaseEvent(ev);
		clReleaseCommandQueue(pq);
	}
	clReleaseMemObject(b);
	vt_cl_close(&c);
	free(h);
	free(back);
	return vt_failures ? 1 : 0;
}

/* Round trips and one-way messages of one call in the statistics file; false if absent. */
static bool counts(const char *path, const char *call, unsigned long long *rt,
		   unsigned long long *ow)
{
	char line[256], name[128];
	FILE *f = fopen(path, "r");
	bool found = false;

	*rt = *ow = 0;
	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "virtcl stats: %127s %llu %llu", name, rt, ow) == 3 &&
		    !strcmp(name, call)) {
			found = true;
			break;
		}
	if (f)
		fclose(f);
	if (!found)
		*rt = *ow = 0;
	return found;
}

/* Exactly rt_want round trips, at least ow_min one-way messages. */
static void expect(const char *path, const char *call, unsigned long long rt_want,
		   unsigned long long ow_min)
{
	unsigned long long rt, ow;

	counts(path, call, &rt, &ow);
	VT_CHECK(rt == rt_want && ow >= ow_min, "%s: %llu round trip(s) (want %llu), %llu one-way "
		 "(want at least %llu)", call, rt, rt_want, ow, ow_min);
}

/* A call answered in the guest after its first answer(s): at most rt_max round trips of calls. */
static void expect_at_most(const char *path, const char *call, unsigned long long rt_max,
			   unsigned calls)
{
	unsigned long long rt, ow;

	counts(path, call, &rt, &ow);
	VT_CHECK(rt <= rt_max, "%s: %llu round trip(s) for %u calls (want at most %llu)", call, rt,
		 calls, rt_max);
}

int main(void)
{
	char path[] = "/tmp/virtcl-stats.XXXXXX";
	int fd, status = -1;
	pid_t pid;
	unsigned long long rt, ow;

	vt_start("roundtrips", 80);
	fd = mkstemp(path);
	VT_REQUIRE(fd >= 0, "a temporary file for the statistics");
	close(fd);
	fflush(stdout);
	pid = fork();
	if (pid == 0)
		exit(child(path)); /* exit: its handlers write the statistics */
	waitpid(pid, &status, 0);
	VT_CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the calls succeed (status %d)",
		 status);
	VT_CHECK(counts(path, "total", &rt, &ow), "the front-end wrote its statistics to %s", path);
	/* one signature each: its first call waits, the other N - 1 (or more) do not */
	expect(path, "clSetKernelArg", 1, N - 1);
	/* and the large read's launch, of another size: its first waits too */
	expect(path, "clEnqueueNDRangeKernel", 2, N + 2 * M - 1);
	expect(path, "clEnqueueWriteBuffer", 1, N - 1);
	expect(path, "clFlush", 0, N);
	/* immutable answers: the first asks the host (at most once per query), the rest do not */
	expect_at_most(path, "clGetMemObjectInfo", 2, 2 * N);
	expect_at_most(path, "clGetCommandQueueInfo", 1, N);
	expect_at_most(path, "clGetKernelWorkGroupInfo", 1, N + 1);
	/* 1 after the set-up's writes, 1 after the loop, then M after a launch each; the M on an idle
	 * queue none */
	expect(path, "clFinish", 2 + M, 0);
	expect(path, "clEnqueueReadBuffer", 2 * M + 1, 0);
	expect(path, "clGetEventProfilingInfo", M, 0);
	{
		/* the large read's pieces: in reply parts, through a socket and the region alike */
		unsigned long long parts = 0, bytes = 0;
		char line[256];
		FILE *f = fopen(path, "r");
		while (f && fgets(line, sizeof(line), f))
			sscanf(line, "virtcl stats: read reply parts: %llu, %llu bytes", &parts, &bytes);
		if (f)
			fclose(f);
		VT_CHECK(parts >= 2 && bytes == ((1u << 20) + 13),
			 "the 1 MiB + 13 read over %s: %llu reply parts, %llu bytes (want 2 or more, "
			 "all its bytes)", vt_transport(), parts, bytes);
	}
	expect_at_most(path, "clWaitForEvents", M, M);
	VT_CHECK(!counts(path, "XFER_BEGIN", &rt, &ow), "no transfer bracket in a single-threaded "
		 "program (%llu)", rt);
	{
		char path2[] = "/tmp/virtcl-stats.XXXXXX";
		fd = mkstemp(path2);
		VT_REQUIRE(fd >= 0, "a temporary file for the statistics");
		close(fd);
		fflush(stdout);
		pid = fork();
		if (pid == 0)
			exit(child_brackets(path2));
		waitpid(pid, &status, 0);
		VT_CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0,
			 "the split transfers succeed (status %d)", status);
		/* the two of the second round: its write and its read (through the shared region a
		 * 40 MiB read goes whole: only the write is split there) */
		counts(path2, "XFER_BEGIN", &rt, &ow);
		VT_CHECK(rt == (strcmp(vt_transport(), "shm") ? 2 : 1) && ow == 0,
			 "split transfers bracketed only once a second thread enqueued on the queue: "
			 "%llu XFER_BEGIN round trip(s) over %s", rt, vt_transport());
		expect(path2, "clGetEventProfilingInfo", 2, 0);
		unlink(path2);
	}
	if (vt_failures) {
		FILE *f = fopen(path, "r");
		char line[256];
		while (f && fgets(line, sizeof(line), f))
			printf("# %s", line);
		if (f)
			fclose(f);
	}
	unlink(path);
	return vt_finish();
}
