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

#include "vcl_fe.h"

/* Allocation granularity: the smallest item that goes through the area. */
#define VCL_AREA_PAGE VCL_REGION_MIN

static struct {
	pthread_mutex_t lock;
	uint8_t *base;
	uint64_t size;
	uint32_t npages;
	uint32_t *run; /* run[i]: pages of the chunk starting at page i; 0 if none starts there */
	uint8_t *used; /* used[i]: page i belongs to a chunk */
} area = { .lock = PTHREAD_MUTEX_INITIALIZER };

int vcl_area_init(void *base, uint64_t size)
{
	uint32_t n = (uint32_t)(size / VCL_AREA_PAGE);

	if (!n)
		return -EINVAL;
	area.run = calloc(n, sizeof(*area.run));
	area.used = calloc(n, 1);
	if (!area.run || !area.used) {
		free(area.run);
		free(area.used);
		area.run = NULL;
		area.used = NULL;
		return -ENOMEM;
	}
	area.npages = n;
	area.size = size;
	area.base = base;
	return 0;
}

bool vcl_area_present(void)
{
	return area.base != NULL;
}

void *vcl_area_ptr(uint64_t off)
{
	return area.base + off;
}

int64_t vcl_area_alloc(size_t n)
{
	uint32_t need, i, j;
	int64_t off = -1;

	if (!area.base || n < VCL_REGION_MIN || n > area.size)
		return -1;
	need = (uint32_t)((n + VCL_AREA_PAGE - 1) / VCL_AREA_PAGE);
	pthread_mutex_lock(&area.lock);
	for (i = 0; i + need <= area.npages;) {
		for (j = 0; j < need && !area.used[i + j]; j++)
			;
		if (j == need) {
			memset(area.used + i, 1, need);
			area.run[i] = need;
			off = (int64_t)i * VCL_AREA_PAGE;
			break;
		}
		/* skip past the used page and the chunk it belongs to */
		i += j + 1;
	}
	pthread_mutex_unlock(&area.lock);
	return off;
}

void vcl_area_free(uint64_t off)
{
	uint32_t i;

	if (!area.base || off % VCL_AREA_PAGE || off >= area.size)
		return;
	i = (uint32_t)(off / VCL_AREA_PAGE);
	pthread_mutex_lock(&area.lock);
	/* an offset that starts no chunk (a confused back-end) changes nothing */
	if (area.run[i]) {
		memset(area.used + i, 0, area.run[i]);
		area.run[i] = 0;
	}
	pthread_mutex_unlock(&area.lock);
}
