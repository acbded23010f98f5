/* SPDX-License-Identifier: MIT */
/*
 * Bulk copies between application memory and the shared area, split over a few threads where one
 * core's memcpy is what limits a transfer. Measured on the H200 machine (16 cores, bench/programs/
 * xfer_probe.c): one thread copies 16 MiB at 11.8 GB/s and 256 MiB at 10.2 GB/s, four threads at
 * 32 and 18 GB/s, while the device moves 55 GB/s to and from the registered area - so with one
 * thread the guest's copy, not the device, would set a large transfer's speed.
 *
 * VIRTCL_COPY_THREADS sets the number of threads (1: no helpers); the default is 4 with 8 or more
 * online CPUs, 2 with 4 to 7, and 1 below (on two cores helper threads would only take time from
 * the application and the driver). Copies below VCL_COPY_SPLIT_MIN bytes stay on the caller's
 * thread, where a wake-up would cost more than it saves. One copy at a time uses the helpers; a
 * second thread's copy meanwhile runs on its own thread alone. On the H200 machine, splitting from
 * 1 MiB rather than 4 MiB took shm writes of 1 MiB from 0.80-0.95x native to 0.93-1.12x and reads
 * of 1 MiB from 0.93-1.14x to 1.02-1.28x (three rounds interleaved;
 * bench/results/h200-variants-20261202e.txt).
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vcl_fe.h"
#include "vcl_fe_config.h"

#define VCL_COPY_SPLIT_MIN ((size_t)1 << 20)

struct part {
	char *dst;
	const char *src;
	size_t n;
};

static struct {
	pthread_mutex_t busy; /* held by the one copy that uses the helpers */
	pthread_mutex_t lock; /* guards what follows */
	pthread_cond_t go, done;
	unsigned threads;     /* helpers wanted + 1; 0: not decided yet */
	unsigned started;     /* helpers running */
	unsigned long gen;    /* bumped for each job */
	unsigned pending;     /* helper parts of the current job not done */
	struct part parts[VCL_COPY_MAX_THREADS];
	unsigned long born[VCL_COPY_MAX_THREADS]; /* gen when each helper was made: its last seen */
} pool = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
	   PTHREAD_COND_INITIALIZER, 0, 0, 0, 0, { { NULL, NULL, 0 } }, { 0 } };

static void *helper(void *arg)
{
	unsigned idx = (unsigned)(uintptr_t)arg;
	unsigned long seen;

	pthread_mutex_lock(&pool.lock);
	/* the jobs before this helper was made are not its own (a job posted since is) */
	seen = pool.born[idx];
	for (;;) {
		while (pool.gen == seen)
			pthread_cond_wait(&pool.go, &pool.lock);
		seen = pool.gen;
		struct part p = pool.parts[idx];
		pthread_mutex_unlock(&pool.lock);
		memcpy(p.dst, p.src, p.n);
		pthread_mutex_lock(&pool.lock);
		if (--pool.pending == 0)
			pthread_cond_signal(&pool.done);
	}
	return NULL;
}

/* Helpers that are running, starting them at the first large copy; 1 + that count. */
static unsigned ready_threads(void)
{
	pthread_mutex_lock(&pool.lock);
	if (!pool.threads)
		pool.threads = vcl_fe_cfg()->copy_threads;
	while (pool.started + 1 < pool.threads) {
		pthread_t th;
		pthread_attr_t a;
		pthread_attr_init(&a);
		pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
		pool.born[pool.started + 1] = pool.gen;
		if (pthread_create(&th, &a, helper, (void *)(uintptr_t)(pool.started + 1))) {
			pool.threads = pool.started + 1;
			pthread_attr_destroy(&a);
			break;
		}
		pthread_attr_destroy(&a);
		pool.started++;
	}
	pthread_mutex_unlock(&pool.lock);
	return pool.started + 1;
}

void vcl_bulk_copy(void *dst, const void *src, size_t n)
{
	unsigned t;
	size_t per;

	if (n < VCL_COPY_SPLIT_MIN || pthread_mutex_trylock(&pool.busy)) {
		memcpy(dst, src, n);
		return;
	}
	t = ready_threads();
	if (t < 2) {
		pthread_mutex_unlock(&pool.busy);
		memcpy(dst, src, n);
		return;
	}
	/* parts of whole cache lines; the caller's own is part 0 */
	per = ((n + t - 1) / t + 63) & ~(size_t)63; /* t parts cover all n (n / t alone lost n % t) */
	pthread_mutex_lock(&pool.lock);
	for (unsigned i = 0; i < t; i++) {
		size_t o = (size_t)i * per < n ? (size_t)i * per : n;
		size_t m = n - o < per ? n - o : per;
		pool.parts[i] = (struct part){ (char *)dst + o, (const char *)src + o, m };
	}
	pool.pending = t - 1;
	pool.gen++;
	pthread_cond_broadcast(&pool.go);
	pthread_mutex_unlock(&pool.lock);
	memcpy(pool.parts[0].dst, pool.parts[0].src, pool.parts[0].n);
	pthread_mutex_lock(&pool.lock);
	while (pool.pending)
		pthread_cond_wait(&pool.done, &pool.lock);
	pthread_mutex_unlock(&pool.lock);
	pthread_mutex_unlock(&pool.busy);
}

bool vcl_bulk_copy_parallel(void)
{
	return vcl_fe_cfg()->copy_threads > 1;
}

void vcl_bulk_copy_forget(void)
{
	/* a forked child has none of the parent's helpers; it starts its own when it needs them */
	pthread_mutex_init(&pool.busy, NULL);
	pthread_mutex_init(&pool.lock, NULL);
	pthread_cond_init(&pool.go, NULL);
	pthread_cond_init(&pool.done, NULL);
	/* a job the parent had posted is not the child's: its helpers start from a clean slate
	 * (found by a review: a child's first helper ran the parent's last job, into an area the
	 * child had unmapped, and wrapped the pending count) */
	pool.started = 0;
	pool.pending = 0;
	pool.gen = 0;
	memset(pool.parts, 0, sizeof(pool.parts));
}
