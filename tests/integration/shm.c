/* SPDX-License-Identifier: MIT */
/*
 * integration.shm: buffer data over the shm: transport really goes through the shared region, and
 * results are the same whether a transfer goes through the region or, when the area is full or
 * too small, inline.
 *
 * Each scenario runs in a child process (one session each, so the daemon logs the bytes that went
 * through that session's region when it ends):
 *   area   VIRTCL_SHM_SIZE=64M: every transfer of 64 KiB or more fits: the log must count at least
 *          the bytes this test moved;
 *   small  VIRTCL_SHM_SIZE=256K: 1 MiB transfers never fit and 128 KiB ones mostly do, with
 *          non-blocking writes in flight filling it: both paths, same results;
 *   pipe   VIRTCL_COPY_THREADS=2 and areas of 64M, 24M, 16M and 4M: large blocking reads with
 *          copy threads (pipelined_reads: whole, streamed back in reply parts, where the chunk
 *          fits, and through the socket where it does not; once a guest-side pipeline of pieces),
 *          in the 64M one also two threads at once, behind gated writes (pipelined_threads);
 *   wait   VIRTCL_SHM_SIZE=32M: non-blocking writes and reads that overfill the area wait for room.
 * and, in the first, maps of CL_MEM_ALLOC_HOST_PTR buffers are zero-copy: the mapped pointer lies in
 * the memfd ("/memfd:virtcl-bulk" in /proc/self/maps), and a write from mapped memory to another
 * buffer keeps the mapping's chunk alive past the unmap until the host is done with it.
 */
#define _GNU_SOURCE
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

static void fill(uint32_t *p, size_t n, uint32_t seed)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (uint32_t)(i * 2654435761u) ^ seed;
}

static bool same(const uint32_t *p, size_t n, uint32_t seed)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] != ((uint32_t)(i * 2654435761u) ^ seed))
			return false;
	return true;
}

/* Transfers of big bytes each, every kind the front-end sends through the area. Returns the bytes
 * of the items (at least 14 * big). */
static uint64_t exercise(struct vt_cl *c, size_t big)
{
	size_t n = big / 4;
	uint32_t *a = malloc(big), *b = malloc(big);
	cl_int err;
	cl_mem buf, buf2;
	cl_event ev;
	uint64_t moved = 0;

	VT_REQUIRE(a && b, "memory for %zu-byte transfers", big);
	/* initial contents (CL_MEM_COPY_HOST_PTR) */
	fill(a, n, 1);
	buf = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, big, a, &err);
	VT_REQUIRE(buf && err == CL_SUCCESS, "%zu KiB buffer with initial contents (%s)", big >> 10,
		   vt_err(err));
	moved += big;
	/* blocking read */
	memset(b, 0, big);
	VT_CL(clEnqueueReadBuffer(c->q, buf, CL_TRUE, 0, big, b, 0, NULL, NULL));
	VT_CHECK(same(b, n, 1), "%zu KiB: blocking read returns the initial contents", big >> 10);
	moved += big;
	/* blocking write, non-blocking read */
	fill(a, n, 2);
	VT_CL(clEnqueueWriteBuffer(c->q, buf, CL_TRUE, 0, big, a, 0, NULL, NULL));
	memset(b, 0, big);
	VT_CL(clEnqueueReadBuffer(c->q, buf, CL_FALSE, 0, big, b, 0, NULL, &ev));
	VT_CL(clWaitForEvents(1, &ev));
	clReleaseEvent(ev);
	VT_CHECK(same(b, n, 2), "%zu KiB: blocking write, then a non-blocking read has its data once "
				"the event completes", big >> 10);
	moved += 2 * big;
	/* non-blocking writes: the application reuses its memory at once; several in flight */
	buf2 = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE, 4 * big, NULL, &err);
	VT_REQUIRE(buf2 && err == CL_SUCCESS, "a %zu KiB buffer", 4 * big >> 10);
	for (int i = 0; i < 4; i++) {
		fill(a, n, 10 + (uint32_t)i);
		VT_CL(clEnqueueWriteBuffer(c->q, buf2, CL_FALSE, (size_t)i * big, big, a, 0, NULL, NULL));
		memset(a, 0xee, big); /* must not reach the buffer */
		moved += big;
	}
	for (int i = 0; i < 4; i++) {
		memset(b, 0, big);
		VT_CL(clEnqueueReadBuffer(c->q, buf2, CL_TRUE, (size_t)i * big, big, b, 0, NULL, NULL));
		VT_CHECK(same(b, n, 10 + (uint32_t)i), "%zu KiB: non-blocking write %d kept the data as "
						       "it was when the call returned", big >> 10, i);
		moved += big;
	}
	/* rectangle with gaps: rows of big/8 bytes out of rows of big/4, 4 rows; the gaps keep the
	 * application's bytes */
	{
		size_t row = big / 4, w = big / 8, rows = 4;
		size_t bo[3] = { 0, 0, 0 }, ho[3] = { 0, 0, 0 }, rg[3] = { w, rows, 1 };
		bool ok = true;
		memset(b, 0x5a, big);
		VT_CL(clEnqueueReadBufferRect(c->q, buf, CL_TRUE, bo, ho, rg, row, 0, row, 0, b, 0,
					      NULL, NULL));
		for (size_t r = 0; r < rows && ok; r++) {
			const uint8_t *line = (const uint8_t *)b + r * row;
			for (size_t k = 0; k < w / 4 && ok; k++)
				ok = ((const uint32_t *)line)[k] ==
				     (((uint32_t)((r * row / 4 + k) * 2654435761u)) ^ 2u);
			for (size_t k = w; k < row && ok; k++)
				ok = line[k] == 0x5a;
		}
		VT_CHECK(ok, "%zu KiB: a rectangle read fills its rows and keeps the gaps", big >> 10);
		moved += (rows - 1) * row + w;
	}
	/* map for writing, unmap writes back */
	{
		uint32_t *p = clEnqueueMapBuffer(c->q, buf, CL_TRUE, CL_MAP_WRITE, 0, big, 0, NULL,
						 NULL, &err);
		VT_REQUIRE(p && err == CL_SUCCESS, "%zu KiB: map for writing (%s)", big >> 10,
			   vt_err(err));
		fill(p, n, 3);
		VT_CL(clEnqueueUnmapMemObject(c->q, buf, p, 0, NULL, NULL));
		memset(b, 0, big);
		VT_CL(clEnqueueReadBuffer(c->q, buf, CL_TRUE, 0, big, b, 0, NULL, NULL));
		VT_CHECK(same(b, n, 3), "%zu KiB: unmapping a write mapping wrote it back", big >> 10);
		moved += 3 * big;
	}
	VT_CL(clFinish(c->q));
	clReleaseMemObject(buf2);
	clReleaseMemObject(buf);
	free(a);
	free(b);
	return moved;
}

/* The mapping of the bulk area (the front-end's memfd) holds p. */
static bool in_bulk_area(const void *p)
{
	FILE *f = fopen("/proc/self/maps", "r");
	char line[512];
	bool in = false;

	while (f && !in && fgets(line, sizeof(line), f)) {
		unsigned long lo, hi;
		if (strstr(line, "memfd:virtcl-bulk") && sscanf(line, "%lx-%lx", &lo, &hi) == 2)
			in = (uintptr_t)p >= lo && (uintptr_t)p < hi;
	}
	if (f)
		fclose(f);
	return in;
}

/* CL_MEM_ALLOC_HOST_PTR buffers: zero-copy maps through the area. */
static void zero_copy_maps(struct vt_cl *c)
{
	size_t big = 1 << 20, n = big / 4;
	uint32_t *p, *q, *b = malloc(big);
	cl_int err;
	cl_mem m = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, big, NULL, &err);
	cl_mem other = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE, big, NULL, &err);
	cl_event ev;

	VT_REQUIRE(m && other && b, "CL_MEM_ALLOC_HOST_PTR buffer of 1 MiB (%s)", vt_err(err));
	p = clEnqueueMapBuffer(c->q, m, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, big, 0, NULL,
			       NULL, &err);
	VT_REQUIRE(p && err == CL_SUCCESS, "map for writing (%s)", vt_err(err));
	VT_CHECK(in_bulk_area(p), "the mapping of a CL_MEM_ALLOC_HOST_PTR buffer is in the shared "
				  "region (zero-copy)");
	VT_CHECK(((uintptr_t)p & 4095) == 0, "and page-aligned");
	fill(p, n, 21);
	/* the mapped memory as the source of a write elsewhere, then unmapped at once */
	VT_CL(clEnqueueWriteBuffer(c->q, other, CL_FALSE, 0, big, p, 0, NULL, NULL));
	VT_CL(clEnqueueUnmapMemObject(c->q, m, p, 0, NULL, NULL));
	/* another mapping right away must not get memory the write still reads from */
	q = clEnqueueMapBuffer(c->q, m, CL_FALSE, CL_MAP_READ, 0, big, 0, NULL, &ev, &err);
	VT_REQUIRE(q && err == CL_SUCCESS, "non-blocking map for reading (%s)", vt_err(err));
	VT_CL(clWaitForEvents(1, &ev));
	clReleaseEvent(ev);
	VT_CHECK(in_bulk_area(q) && same(q, n, 21), "a non-blocking zero-copy map for reading sees "
						    "what the unmap wrote back");
	VT_CL(clEnqueueReadBuffer(c->q, other, CL_TRUE, 0, big, b, 0, NULL, NULL));
	VT_CHECK(same(b, n, 21), "a write from mapped memory took the mapping's data");
	VT_CL(clEnqueueUnmapMemObject(c->q, m, q, 0, NULL, NULL));
	/* a sub-range */
	p = clEnqueueMapBuffer(c->q, m, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, big / 2, big / 2, 0,
			       NULL, NULL, &err);
	VT_REQUIRE(p && err == CL_SUCCESS, "map of the second half (%s)", vt_err(err));
	VT_CHECK(p[0] == (((uint32_t)((n / 2) * 2654435761u)) ^ 21u),
		 "the second half's mapping starts at its offset");
	memset(p, 0, big / 2);
	VT_CL(clEnqueueUnmapMemObject(c->q, m, p, 0, NULL, NULL));
	VT_CL(clEnqueueReadBuffer(c->q, m, CL_TRUE, 0, big, b, 0, NULL, NULL));
	VT_CHECK(same(b, n / 2, 21) && b[n / 2] == 0 && b[n - 1] == 0,
		 "unmapping the second half wrote back exactly that half");
	VT_CL(clFinish(c->q));
	clReleaseMemObject(other);
	clReleaseMemObject(m);
	free(b);
}

/*
 * Large blocking reads with copy threads (VIRTCL_COPY_THREADS=2 makes the front-end ask for region
 * reply parts on any machine): the data at an offset, in the host's parts, the application's event
 * (a READ_BUFFER, complete), a read behind a failed user event (CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_
 * WAIT_LIST, spec 5.2.2), and a read outside the buffer that fails whole (CL_INVALID_VALUE) without
 * writing the application's memory.
 */
static void pipelined_reads(struct vt_cl *c)
{
	size_t big = (size_t)40 << 20, off = (size_t)4 << 10;
	uint32_t *a = malloc(big), *b = malloc(big);
	cl_command_type type = 0;
	cl_int err, st = 0;
	cl_event ev = NULL, user;
	cl_mem buf;

	VT_REQUIRE(a && b, "memory for 40 MiB reads");
	fill(a, big / 4, 5);
	buf = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, big, a, &err);
	VT_REQUIRE(buf && err == CL_SUCCESS, "40 MiB buffer (%s)", vt_err(err));
	for (int round = 0; round < 2; round++) {
		memset(b, 0, big);
		VT_CL(clEnqueueReadBuffer(c->q, buf, CL_TRUE, off, big - off, b, 0, NULL,
					  round ? &ev : NULL));
		VT_CHECK(!memcmp(b, (char *)a + off, big - off), "a blocking read of %zu bytes at "
			 "offset %zu (pieces, %s) has the buffer's bytes", big - off, off,
			 round ? "with an event" : "no event");
	}
	VT_CL(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof(type), &type, NULL));
	VT_CL(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL));
	VT_CHECK(type == CL_COMMAND_READ_BUFFER && st == CL_COMPLETE, "its event is a complete "
		 "CL_COMMAND_READ_BUFFER (type %#x, status %d)", type, st);
	clReleaseEvent(ev);
	/* out of range: nothing is read */
	memset(b, 0x5a, big);
	err = clEnqueueReadBuffer(c->q, buf, CL_TRUE, off, big, b, 0, NULL, NULL);
	VT_CHECK(err == CL_INVALID_VALUE && b[0] == 0x5a5a5a5a && b[big / 4 - 1] == 0x5a5a5a5a,
		 "a 40 MiB read past the end fails whole with CL_INVALID_VALUE (%s) and writes "
		 "nothing", vt_err(err));
	/* behind a failed user event */
	user = clCreateUserEvent(c->ctx, &err);
	VT_REQUIRE(user && err == CL_SUCCESS, "a user event (%s)", vt_err(err));
	VT_CL(clSetUserEventStatus(user, -1234));
	err = clEnqueueReadBuffer(c->q, buf, CL_TRUE, 0, big, b, 1, &user, NULL);
	VT_CHECK(err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, "a 40 MiB blocking read "
		 "behind a failed user event returns CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST (%s)",
		 vt_err(err));
	clReleaseEvent(user);
	clReleaseMemObject(buf);
	free(a);
	free(b);
}

/*
 * Non-blocking writes that together overfill the area: the last waits for the first one's chunk to
 * come back (BULK_DONE) instead of going inline, so every byte goes through the region.
 */
static void area_waits(struct vt_cl *c)
{
	size_t big = (size_t)12 << 20;
	uint32_t *a = malloc(big), *b = malloc(big);
	cl_mem buf[3];
	cl_int err;

	VT_REQUIRE(a && b, "memory for 12 MiB writes");
	for (int i = 0; i < 3; i++) {
		buf[i] = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE, big, NULL, &err);
		VT_REQUIRE(buf[i] && err == CL_SUCCESS, "12 MiB buffer %d (%s)", i, vt_err(err));
	}
	for (int i = 0; i < 3; i++) {
		fill(a, big / 4, 30 + (uint32_t)i);
		VT_CL(clEnqueueWriteBuffer(c->q, buf[i], CL_FALSE, 0, big, a, 0, NULL, NULL));
	}
	VT_CL(clFinish(c->q));
	for (int i = 0; i < 3; i++) {
		VT_CL(clEnqueueReadBuffer(c->q, buf[i], CL_TRUE, 0, big, b, 0, NULL, NULL));
		VT_CHECK(same(b, big / 4, 30 + (uint32_t)i), "non-blocking 12 MiB write %d through a "
			 "full 32 MiB area kept its data", i);
	}
	/* and three non-blocking reads: the third waits for the first's chunk (READ_DONE) */
	{
		uint32_t *r[3];
		for (int i = 0; i < 3; i++) {
			r[i] = calloc(1, big);
			VT_REQUIRE(r[i], "memory for a 12 MiB read");
			VT_CL(clEnqueueReadBuffer(c->q, buf[i], CL_FALSE, 0, big, r[i], 0, NULL, NULL));
		}
		VT_CL(clFinish(c->q));
		for (int i = 0; i < 3; i++) {
			VT_CHECK(same(r[i], big / 4, 30 + (uint32_t)i), "non-blocking 12 MiB read %d "
				 "through a full 32 MiB area has the buffer's data", i);
			free(r[i]);
		}
	}
	for (int i = 0; i < 3; i++)
		clReleaseMemObject(buf[i]);
	free(a);
	free(b);
}

/* Large reads from two threads at once, each behind a write of its own queue that waits for a
 * user event a third thread sets while the reads are under way (in-order queues: each read has the
 * write's bytes). */
struct pipe_thread {
	struct vt_cl *c;
	cl_command_queue q;
	cl_event gate;
	uint32_t seed;
	bool ok;
};

static void *pipe_reader(void *arg)
{
	struct pipe_thread *t = arg;
	size_t big = (size_t)20 << 20;
	uint32_t *a = malloc(big), *b = malloc(big);
	cl_int err;
	cl_mem buf = clCreateBuffer(t->c->ctx, CL_MEM_READ_WRITE, big, NULL, &err);

	t->ok = a && b && buf;
	for (int round = 0; t->ok && round < 3; round++) {
		fill(a, big / 4, t->seed + (uint32_t)round);
		memset(b, 0, big);
		cl_int e1 = clEnqueueWriteBuffer(t->q, buf, CL_FALSE, 0, big, a, round ? 0 : 1,
						 round ? NULL : &t->gate, NULL);
		cl_int e2 = clEnqueueReadBuffer(t->q, buf, CL_TRUE, 0, big, b, 0, NULL, NULL);
		t->ok = e1 == CL_SUCCESS && e2 == CL_SUCCESS && same(b, big / 4, t->seed + (uint32_t)round);
		if (!t->ok) {
			size_t k = 0;
			while (k < big / 4 && b[k] == a[k])
				k++;
			vt_note("seed %u round %d: write %s, read %s, first difference at word %zu of %zu (%#x, want %#x)",
				t->seed, round, vt_err(e1), vt_err(e2), k, big / 4, k < big / 4 ? b[k] : 0,
				k < big / 4 ? a[k] : 0);
		}
	}
	clReleaseMemObject(buf);
	free(a);
	free(b);
	return NULL;
}

static void *pipe_opener(void *arg)
{
	cl_event *gate = arg;

	vt_sleep_ms(200);
	clSetUserEventStatus(*gate, CL_COMPLETE);
	return NULL;
}

static void pipelined_threads(struct vt_cl *c)
{
	struct pipe_thread t[2];
	pthread_t th[3];
	cl_int err;
	cl_event gate = clCreateUserEvent(c->ctx, &err);

	VT_REQUIRE(gate && err == CL_SUCCESS, "a user event (%s)", vt_err(err));
	for (int i = 0; i < 2; i++) {
		t[i] = (struct pipe_thread){ c, clCreateCommandQueue(c->ctx, c->device, 0, &err), gate,
					     100u * (uint32_t)(i + 1), false };
		VT_REQUIRE(t[i].q, "a queue of its own for reader %d", i);
		VT_REQUIRE(!pthread_create(&th[i], NULL, pipe_reader, &t[i]), "reader thread %d", i);
	}
	VT_REQUIRE(!pthread_create(&th[2], NULL, pipe_opener, &gate), "the thread that opens the gate");
	for (int i = 0; i < 3; i++)
		pthread_join(th[i], NULL);
	for (int i = 0; i < 2; i++) {
		VT_CHECK(t[i].ok, "reader %d: three 20 MiB pipelined reads, the first behind a gated "
			 "write, beside another thread's, each with its own write's bytes", i);
		clReleaseCommandQueue(t[i].q);
	}
	clReleaseEvent(gate);
}

/* Run one scenario in a child; returns its session's "bytes through the shared region". */
static long long scenario(const char *area, const size_t *sizes, int nsizes)
{
	char line[1024], tag[64];
	int started = vt_log_count(&vt_d, ": started"), st = 0;
	unsigned session = (unsigned)started + 1;
	long long bytes = -1;
	FILE *f;
	pid_t pid;

	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		struct vt_cl c;
		vt_failures = 0; /* this scenario's own: an earlier one's failure is the parent's */
		setenv("VIRTCL_SHM_SIZE", area, 1);
		if (!nsizes)
			setenv("VIRTCL_COPY_THREADS", "2", 1);
		vt_cl_open(&c);
		for (int i = 0; i < nsizes; i++)
			exercise(&c, sizes[i]);
		if (!strcmp(area, "64M"))
			zero_copy_maps(&c);
		if (!nsizes)
			pipelined_reads(&c);
		if (!nsizes && !strcmp(area, "64M"))
			pipelined_threads(&c);
		if (nsizes < 0)
			area_waits(&c);
		vt_cl_close(&c);
		fflush(NULL);
		_exit(vt_failures ? 1 : 0);
	}
	VT_REQUIRE(pid > 0, "fork");
	waitpid(pid, &st, 0);
	VT_CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0, "VIRTCL_SHM_SIZE=%s: every transfer returned "
							"the right data", area);
	snprintf(tag, sizeof(tag), "session %u: ended", session);
	VT_CHECK(vt_log_wait(&vt_d, tag, 1, 5), "the daemon logged the end of session %u", session);
	f = fopen(vt_d.log, "r");
	while (f && fgets(line, sizeof(line), f)) {
		char *p = strstr(line, tag), *q;
		if (p && (q = strstr(p, "objects released, ")))
			bytes = strtoll(q + strlen("objects released, "), NULL, 10);
	}
	if (f)
		fclose(f);
	return bytes;
}

int main(void)
{
	static const size_t fits[] = { 64 << 10, 1 << 20, 4 << 20 };
	static const size_t mixed[] = { 128 << 10, 1 << 20 };
	long long bytes;
	/* what exercise() moves through eligible items per size: see the sum of "moved" */
	uint64_t want = 0;

	setenv("VT_TRANSPORT", "shm", 1);
	vt_start("integration.shm", 80);
	for (size_t i = 0; i < sizeof(fits) / sizeof(fits[0]); i++)
		want += 14 * (uint64_t)fits[i]; /* 1+1+2+4+4+3 items of `big`, lower bound for rects */
	bytes = scenario("64M", fits, 3);
	VT_CHECK(bytes >= (long long)want,
		 "with a 64 MiB area, %lld bytes went through the shared region (at least %llu: "
		 "every item of 64 KiB or more)", bytes, (unsigned long long)want);
	bytes = scenario("256K", mixed, 2);
	VT_CHECK(bytes > 0 && bytes < (long long)(14 * (1 << 20)),
		 "with a 256 KiB area, %lld bytes went through it: the 128 KiB transfers, not the "
		 "1 MiB ones (inline), and the results above were the same", bytes);
	/* pipelined reads: through a 64 MiB area (pieces in flight), a 24 MiB one (fewer fit), and a
	 * 4 MiB one (no piece fits: the plain path) */
	bytes = scenario("64M", NULL, 0);
	VT_CHECK(bytes >= (long long)(2 * (40 << 20) - 8192), "pipelined 40 MiB reads: %lld bytes "
		 "went through the shared region (the initial contents and two reads)", bytes);
	scenario("24M", NULL, 0);
	scenario("16M", NULL, 0);
	scenario("4M", NULL, 0);
	/* three 12 MiB non-blocking writes into a 32 MiB area: the third waits for room */
	bytes = scenario("32M", NULL, -1);
	VT_CHECK(bytes >= (long long)(108 << 20), "transfers that overfill the area wait for room: "
		 "%lld bytes went through it (at least 108 MiB: three writes, six reads)", bytes);
	return vt_finish();
}
