/* SPDX-License-Identifier: MIT */
/*
 * integration.reads_by_ref: a blocking read's bytes that went to the guest by reference are the
 * read's own, until the guest has them.
 *
 * Over unix the host sends a streamed read's pieces (512 KiB and more) by reference: the socket
 * holds the pages of the session's staging mapping until the guest has read them
 * (docs/design.md "Bytes by reference over `unix:`"). The host reuses such a mapping for a later
 * read only once the socket says the guest has read everything sent (vcl_session_ref_alloc);
 * reused earlier, the device writes the later read's bytes into pages still waiting in the socket,
 * and the first read returns CL_SUCCESS with another buffer's bytes.
 *
 * THREADS threads, each with its own queue and its own buffer of one constant pattern, make
 * blocking reads of 512 KiB to 1.5 MiB (the request channel) and 3-4 MiB (the lanes, while no
 * other thread holds them) at once, each into a destination cleared before; every read must
 * succeed and bring exactly its own buffer's bytes. With the reuse check taken out (a mapping
 * reused whatever the socket said), 401-515 of the 1600 reads brought another buffer's bytes, in
 * 3 runs of 3 on the 2-core machine with PoCL; with the lanes' mappings recorded as sent on the
 * request channel (whose socket the guest had read while a lane's was not), 3-10 of 1600, in 3
 * runs of 3.
 */
#define _GNU_SOURCE
#include "harness.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THREADS 4
#define MAX ((size_t)4 << 20)
#define READS 400

static struct vt_cl c;
/* the request channel's (under 2 MiB), and reads the lanes carry in pieces: 3 MiB in pieces under
 * 2 MiB (by reference on the lanes' sockets: two lanes, the default on 2 cores, take 1.5 MiB each),
 * 4 MiB in pieces of 2 MiB with two lanes (copied) */
static const size_t sizes[] = { (size_t)512 << 10, (size_t)1 << 20, (size_t)3 << 19,
				(size_t)3 << 20, MAX };

struct reader {
	int k;
	cl_command_queue q;
	cl_mem buf;
	unsigned char *pat, *dst;
	long reads, failed, wrong;
};

static void *reader_main(void *arg)
{
	struct reader *r = arg;
	double until = vt_now() + 20; /* READS, or 20 s where they take longer (sanitizers) */

	for (long i = 0; i < READS && vt_now() < until; i++) {
		size_t n = sizes[(i + (long)r->k) % (sizeof(sizes) / sizeof(sizes[0]))];
		memset(r->dst, 0, n);
		r->reads++;
		if (clEnqueueReadBuffer(r->q, r->buf, CL_TRUE, 0, n, r->dst, 0, NULL, NULL) !=
		    CL_SUCCESS)
			r->failed++;
		else if (memcmp(r->dst, r->pat, n))
			r->wrong++;
	}
	return NULL;
}

int main(void)
{
	struct reader r[THREADS];
	pthread_t th[THREADS];
	long reads = 0, failed = 0, wrong = 0;
	cl_int err;

	vt_start("integration.reads_by_ref", 80);
	vt_cl_open(&c);
	for (int k = 0; k < THREADS; k++) {
		r[k] = (struct reader){ .k = k };
		r[k].q = clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err);
		r[k].pat = malloc(MAX);
		r[k].dst = malloc(MAX);
		VT_REQUIRE(r[k].q && r[k].pat && r[k].dst, "thread %d: a queue and host memory", k);
		for (size_t i = 0; i < MAX; i++)
			r[k].pat[i] = (unsigned char)(i * 7 + (i >> 12) * 3 + (size_t)k * 61 + 1);
		r[k].buf = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, MAX,
					  r[k].pat, &err);
		VT_REQUIRE(r[k].buf, "thread %d: its buffer (%d)", k, err);
	}
	for (int k = 0; k < THREADS; k++)
		VT_REQUIRE(pthread_create(&th[k], NULL, reader_main, &r[k]) == 0, "thread %d", k);
	for (int k = 0; k < THREADS; k++) {
		pthread_join(th[k], NULL);
		reads += r[k].reads;
		failed += r[k].failed;
		wrong += r[k].wrong;
	}
	VT_CHECK(reads >= THREADS * 20, "%d threads made %ld blocking reads of 0.5-4 MiB", THREADS,
		 reads);
	VT_CHECK(failed == 0, "every read succeeded (%ld failed)", failed);
	VT_CHECK(wrong == 0, "every read brought its own buffer's bytes (%ld of %ld did not)", wrong,
		 reads);
	for (int k = 0; k < THREADS; k++) {
		clReleaseMemObject(r[k].buf);
		clReleaseCommandQueue(r[k].q);
		free(r[k].pat);
		free(r[k].dst);
	}
	vt_cl_close(&c);
	return vt_finish();
}
