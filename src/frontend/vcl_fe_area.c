/* SPDX-License-Identifier: MIT */
/*
 * The front-end's shared-memory bulk area: a region the back-end maps too (a memfd handed over
 * with VCL_OP_ATTACH_SHM on the shm: transport, or a VM's ivshmem BAR2 on vm:). Bulk items of at
 * least VCL_REGION_MIN bytes (write data, initial contents, read destinations) are placed in a
 * chunk of it and travel as {offset, length} instead of inline bytes.
 *
 * Allocator: first fit over pages of VCL_AREA_PAGE bytes under one mutex. Chunks are few and large
 * (at most size / 64 KiB pages; 4096 for the default 256 MiB), so a linear scan costs far less
 * than copying the data. When no chunk fits, the caller falls back to the inline path, so a full
 * area changes speed, never results.
 *
 * Chunks are reference counted: a zero-copy mapping (CL_MEM_ALLOC_HOST_PTR) holds its chunk, and a
 * write straight from it takes a reference of its own that VCL_OP_BULK_DONE drops, so the chunk
 * goes only when both are done (vcl_area_free drops one reference to the chunk holding a byte).
 *
 * Chunk lifetimes (docs/design.md): a sync call's chunk is freed when its reply has been handled;
 * a write's chunk when VCL_OP_BULK_DONE says the host command completed (the host writes from the
 * chunk asynchronously); a non-blocking read's chunk when its data has been copied out (READ_DONE)
 * or the read failed.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "vcl_fe.h"
#include "vcl_time.h"

/* Allocation granularity: the smallest item that goes through the area. */
#define VCL_AREA_PAGE VCL_REGION_MIN

static struct {
	pthread_mutex_t lock;
	uint8_t *base;
	uint64_t size;
	uint32_t npages;
	uint32_t *run;   /* run[i]: pages of the chunk starting at page i; 0 if none starts there */
	uint32_t *owner; /* owner[i]: 1 + the first page of the chunk page i belongs to; 0: free */
	uint32_t *refs;  /* refs[i]: holders of the chunk starting at page i */
	bool *held;      /* held[i]: the chunk starting at page i is held (vcl_area_hold) */
	uint32_t held_pages; /* pages of held chunks: no transfer in flight gives them back */
	atomic_bool retired; /* the session it belongs to is gone: no new use (vcl_area_retire) */
	pthread_cond_t freed; /* a chunk was freed (lock) */
	uint64_t frees;       /* chunks freed so far (lock) */
} area = { .lock = PTHREAD_MUTEX_INITIALIZER, .freed = PTHREAD_COND_INITIALIZER };

int vcl_area_init(void *base, uint64_t size)
{
	uint32_t n = (uint32_t)(size / VCL_AREA_PAGE);

	if (!n)
		return -EINVAL;
	area.run = calloc(n, sizeof(*area.run));
	area.owner = calloc(n, sizeof(*area.owner));
	area.refs = calloc(n, sizeof(*area.refs));
	area.held = calloc(n, sizeof(*area.held));
	if (!area.run || !area.owner || !area.refs || !area.held) {
		free(area.run);
		free(area.owner);
		free(area.refs);
		free(area.held);
		area.held = NULL;
		area.run = area.owner = area.refs = NULL;
		return -ENOMEM;
	}
	area.npages = n;
	area.size = size;
	area.base = base;
	return 0;
}

void vcl_area_forget(void)
{
	if (area.base)
		munmap(area.base, area.size); /* the child's mapping only */
	free(area.run);
	free(area.owner);
	free(area.refs);
	free(area.held);
	area.held = NULL;
	area.held_pages = 0;
	area.run = area.owner = area.refs = NULL;
	area.base = NULL;
	area.size = 0;
	area.npages = 0;
	atomic_store(&area.retired, false);
	pthread_mutex_init(&area.lock, NULL);
	pthread_cond_init(&area.freed, NULL);
}

bool vcl_area_present(void)
{
	return area.base != NULL && !atomic_load(&area.retired);
}

uint64_t vcl_area_size(void)
{
	return vcl_area_present() ? area.size : 0;
}

void vcl_area_retire(void)
{
	atomic_store(&area.retired, true);
}

void *vcl_area_ptr(uint64_t off)
{
	return area.base + off;
}

/* vcl_area_alloc without a word when the area is full (the caller may wait for room). */
static int64_t area_try_alloc(size_t n)
{
	uint32_t need, i, j;
	int64_t off = -1;

	if (!vcl_area_present() || n < VCL_REGION_MIN || n > area.size)
		return -1;
	need = (uint32_t)((n + VCL_AREA_PAGE - 1) / VCL_AREA_PAGE);
	pthread_mutex_lock(&area.lock);
	for (i = 0; i + need <= area.npages;) {
		for (j = 0; j < need && !area.owner[i + j]; j++)
			;
		if (j == need) {
			for (j = 0; j < need; j++)
				area.owner[i + j] = i + 1;
			area.run[i] = need;
			area.refs[i] = 1;
			off = (int64_t)i * VCL_AREA_PAGE;
			break;
		}
		/* skip past the used page and the chunk it belongs to */
		i += j + 1;
	}
	pthread_mutex_unlock(&area.lock);
	return off;
}

/* A transfer of n bytes goes inline after all: said once (the daemon counts every one,
 * virtcl-smi shows them). */
static int64_t went_inline(size_t n)
{
	static atomic_bool said;

	if (area.base && n >= VCL_REGION_MIN && !atomic_exchange(&said, true))
		VCL_LOG("a transfer of %zu bytes did not fit the shared area of %llu MiB: it goes "
			"inline (slower; VIRTCL_SHM_SIZE sets the area's size; said once)", n,
			(unsigned long long)(area.size >> 20));
	return -1;
}

int64_t vcl_area_alloc(size_t n)
{
	int64_t off = area_try_alloc(n);

	return off >= 0 ? off : went_inline(n);
}

bool vcl_area_may_fit(size_t n)
{
	bool fits;

	if (!area.base || n > area.size)
		return false;
	pthread_mutex_lock(&area.lock);
	fits = area.npages - area.held_pages >= (n + VCL_AREA_PAGE - 1) / VCL_AREA_PAGE;
	pthread_mutex_unlock(&area.lock);
	return fits;
}

int64_t vcl_area_alloc_wait(size_t n, uint64_t wait_ns)
{
	int64_t off = area_try_alloc(n);

	if (off >= 0 || !area.base || n > area.size / 2)
		return off >= 0 ? off : went_inline(n);
	for (;;) {
		struct timespec until;
		uint64_t seen;
		int r = 0;

		if (!vcl_area_may_fit(n))
			/* held chunks (mappings, the rings) leave too little: nothing in flight
			 * brings room (found by a review: each 16 MiB transfer beside a 48 MiB
			 * mapping kept in a 64 MiB area waited 50 ms, six times its time) */
			return went_inline(n);
		pthread_mutex_lock(&area.lock);
		seen = area.frees;
		until = vcl_deadline(CLOCK_REALTIME, (long)wait_ns);
		while (area.frees == seen && r == 0)
			r = pthread_cond_timedwait(&area.freed, &area.lock, &until);
		pthread_mutex_unlock(&area.lock);
		if (r)
			return went_inline(n); /* nothing was freed for wait_ns: the inline path */
		if ((off = area_try_alloc(n)) >= 0)
			return off;
	}
}

/* The chunk holding byte off: its first page, or -1 (free, or outside the area). */
static int64_t chunk_of_locked(uint64_t off)
{
	uint32_t o;

	if (off >= area.size)
		return -1;
	o = area.owner[off / VCL_AREA_PAGE];
	return o ? (int64_t)o - 1 : -1;
}

void vcl_area_ref(uint64_t off)
{
	int64_t c;

	if (!area.base)
		return;
	pthread_mutex_lock(&area.lock);
	c = chunk_of_locked(off);
	if (c >= 0)
		area.refs[c]++;
	pthread_mutex_unlock(&area.lock);
}

void vcl_area_hold(uint64_t off, bool held)
{
	int64_t c;

	if (!area.base)
		return;
	pthread_mutex_lock(&area.lock);
	c = chunk_of_locked(off);
	if (c >= 0 && area.held[c] != held) {
		area.held[c] = held;
		if (held)
			area.held_pages += area.run[c];
		else
			area.held_pages -= area.run[c];
	}
	pthread_mutex_unlock(&area.lock);
}

void vcl_area_free(uint64_t off)
{
	int64_t c;

	if (!area.base)
		return;
	pthread_mutex_lock(&area.lock);
	/* an offset in no chunk (a confused back-end) changes nothing */
	c = chunk_of_locked(off);
	if (c >= 0 && --area.refs[c] == 0) {
		if (area.held[c]) {
			area.held[c] = false;
			area.held_pages -= area.run[c];
		}
		for (uint32_t j = 0; j < area.run[c]; j++)
			area.owner[c + j] = 0;
		area.run[c] = 0;
		area.frees++;
		pthread_cond_broadcast(&area.freed);
	}
	pthread_mutex_unlock(&area.lock);
}

int64_t vcl_area_offset_of(const void *p, size_t n)
{
	uintptr_t a = (uintptr_t)p, b = (uintptr_t)area.base;

	if (!vcl_area_present() || a < b || a - b >= area.size || n > area.size - (a - b) ||
	    n < VCL_REGION_MIN)
		return -1;
	return (int64_t)(a - b);
}
