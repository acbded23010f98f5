/* SPDX-License-Identifier: MIT */
/*
 * integration.sendref_batch: what travels by reference is only ever the waiting call's own bytes.
 *
 * Over unix: a write's large parts go to the socket by reference (docs/design.md "Bytes by
 * reference over `unix:`"); the calls before it that were batched (speculated small writes, copied
 * into the session's batch buffer) go out in the same send. That buffer is the session's and is
 * written again as soon as the sending thread lets the session go: had it gone by reference (it
 * did, once it held 64 KiB), another thread's next batched calls overwrote bytes the host had not
 * read yet (a review: the host ended the session over a garbage header, or ran the other thread's
 * writes in place of the first ones, with every call answering CL_SUCCESS).
 *
 * Thread A makes blocking 1 MiB writes; thread B at the same time makes non-blocking writes of
 * 16 KiB messages (four fill a batch exactly) and 8 KiB ones, into eight slots, each from one of
 * eight constant patterns (never changed: spec 5.2.2). Every call must succeed, and afterwards
 * each slot must hold the pattern B wrote there last and the big buffer A's bytes.
 */
#define _GNU_SOURCE
#include "harness.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define S1 16288  /* with its arguments: a 16 KiB message, a quarter of the batch */
#define S2 8096   /* an 8 KiB message */
#define NPAT 8
#define BIG (1u << 20)
#define ROUNDS 3000

static struct vt_cl c;
static cl_mem small, big;
static atomic_int stop;
static unsigned char *pat[NPAT];
static long errs_b, last[8]; /* the pattern each slot got last (-1: none) */

static size_t slot_off(int i) { return i < 4 ? (size_t)i * S1 : 4 * (size_t)S1 + (size_t)(i - 4) * S2; }
static size_t slot_len(int i) { return i < 4 ? S1 : S2; }

static void *thread_b(void *arg)
{
	(void)arg;
	for (long it = 0; !atomic_load(&stop); it++)
		for (int k = 0; k < 4; k++) {
			/* two of three go to the 16 KiB slots, one to the 8 KiB ones */
			int i = (it + k) % 3 ? k : 4 + k;
			int p = (int)((it * 4 + k) % NPAT);
			if (clEnqueueWriteBuffer(c.q, small, CL_FALSE, slot_off(i), slot_len(i), pat[p], 0,
						 NULL, NULL) != CL_SUCCESS)
				errs_b++;
			else
				last[i] = p;
		}
	return NULL;
}

int main(void)
{
	unsigned char *src, *back;
	long errs_a = 0;
	size_t bad = 0;
	pthread_t th;
	cl_int err;

	vt_start("integration.sendref_batch", 80);
	vt_cl_open(&c);
	small = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 4 * (size_t)S1 + 4 * (size_t)S2, NULL, &err);
	big = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, BIG, NULL, &err);
	src = malloc(BIG);
	back = malloc(BIG);
	VT_REQUIRE(small && big && src && back, "two buffers");
	for (int p = 0; p < NPAT; p++) {
		VT_REQUIRE((pat[p] = malloc(S1)), "pattern %d", p);
		for (size_t k = 0; k < S1; k++)
			pat[p][k] = (unsigned char)(k * 13 + (size_t)p * 41 + 1);
	}
	for (size_t k = 0; k < BIG; k++)
		src[k] = (unsigned char)(k * 7 + 3);
	for (int i = 0; i < 8; i++)
		last[i] = -1;
	VT_REQUIRE(pthread_create(&th, NULL, thread_b, NULL) == 0, "thread B");
	/* ROUNDS, or 20 s where they take longer (sanitizers): 3000 lost the session or data in 3 of
	 * 3 runs with the defect, 1500 in 1 of 2 */
	int rounds = 0;
	for (double until = vt_now() + 20; rounds < ROUNDS && vt_now() < until; rounds++)
		errs_a += clEnqueueWriteBuffer(c.q, big, CL_TRUE, 0, BIG, src, 0, NULL, NULL) != CL_SUCCESS;
	atomic_store(&stop, 1);
	pthread_join(th, NULL);
	VT_CHECK(errs_a == 0, "%d blocking 1 MiB writes beside thread B's small ones: %ld failed",
		 rounds, errs_a);
	VT_CHECK(errs_b == 0, "thread B's non-blocking small writes: %ld failed", errs_b);
	VT_CL(clFinish(c.q));
	VT_CL(clEnqueueReadBuffer(c.q, big, CL_TRUE, 0, BIG, back, 0, NULL, NULL));
	VT_CHECK(memcmp(back, src, BIG) == 0, "the 1 MiB buffer holds A's bytes");
	VT_CL(clEnqueueReadBuffer(c.q, small, CL_TRUE, 0, 4 * (size_t)S1 + 4 * (size_t)S2, back, 0,
				  NULL, NULL));
	for (int i = 0; i < 8; i++)
		bad += last[i] >= 0 && memcmp(back + slot_off(i), pat[last[i]], slot_len(i)) != 0;
	VT_CHECK(bad == 0, "each of the 8 slots holds the pattern thread B wrote there last "
		 "(%zu do not)", bad);
	clReleaseMemObject(small);
	clReleaseMemObject(big);
	vt_cl_close(&c);
	for (int p = 0; p < NPAT; p++)
		free(pat[p]);
	free(src);
	free(back);
	return vt_finish();
}
