/* SPDX-License-Identifier: MIT */
/*
 * vcl_slots.h - a VM's ivshmem region shared by its concurrent sessions.
 *
 * The backing file of a VM's region (virtcld --listen unix:PATH,shm=FILE,slots=N) is cut into N
 * equal slots, N a power of two, each at least VCL_REGION_MIN bytes. A session started on the
 * listener takes one free slot and holds it until its process is reaped; the slot's offset and
 * size are fixed by the daemon, never by the guest, and two holders never share a slot. Without a
 * free slot a session goes without the region (its buffer data travels inline). Pure bookkeeping:
 * no memory is mapped here.
 */
#ifndef VCL_SLOTS_H
#define VCL_SLOTS_H

#include <stdint.h>

#define VCL_SLOTS_MAX 64
/* slots of a region whose listener does not say (fewer where they would be under 64 KiB) */
#define VCL_SLOTS_DEFAULT 4

struct vcl_slots {
	uint64_t region_size;          /* bytes of the whole file */
	unsigned n;                    /* slots, a power of two 1..VCL_SLOTS_MAX; 0: not set up */
	unsigned holder[VCL_SLOTS_MAX]; /* the session (its id) holding slot i, 0: free */
};

/**
 * vcl_slots_init() - cut a region into equal slots
 * @s:           the bookkeeping to set up (all free)
 * @region_size: bytes of the backing file, a power of two VCL_REGION_MIN..VCL_REGION_MAX
 * @n:           number of slots: a power of two from 1 to VCL_SLOTS_MAX with
 *               region_size / n >= VCL_REGION_MIN
 *
 * Return: 0, or -EINVAL (and @s left unusable: every take fails) if @region_size or @n is not so.
 */
int vcl_slots_init(struct vcl_slots *s, uint64_t region_size, unsigned n);

/**
 * vcl_slots_take() - give @holder the lowest free slot
 * @s:      the region's slots
 * @holder: the session's id (not 0); one session holds at most one slot
 * @off:    receives the slot's byte offset in the file (a multiple of *@size)
 * @size:   receives the slot's size in bytes (region_size / n)
 *
 * Return: the slot's index, -ENOSPC if every slot is held, -EINVAL for @holder 0, a holder that
 * has a slot already, or slots not set up.
 */
int vcl_slots_take(struct vcl_slots *s, unsigned holder, uint64_t *off, uint64_t *size);

/**
 * vcl_slots_release() - return the slot of @holder (if any) to the free ones
 * @s:      the region's slots
 * @holder: the id of a session that ended (its process reaped)
 *
 * Return: the index of the slot released, or -ENOENT if @holder held none.
 */
int vcl_slots_release(struct vcl_slots *s, unsigned holder);

/** vcl_slots_free() - how many slots are free (0 when not set up). */
unsigned vcl_slots_free(const struct vcl_slots *s);

#endif /* VCL_SLOTS_H */
