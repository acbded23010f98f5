/* SPDX-License-Identifier: MIT */
/* vcl_slots.c - equal slots of a VM's ivshmem region for its concurrent sessions (vcl_slots.h). */
#include "vcl_slots.h"

#include <errno.h>
#include <string.h>

#include "vcl_wire.h"

static int pow2(uint64_t v)
{
	return v && !(v & (v - 1));
}

int vcl_slots_init(struct vcl_slots *s, uint64_t region_size, unsigned n)
{
	memset(s, 0, sizeof(*s));
	if (!pow2(region_size) || region_size < VCL_REGION_MIN || region_size > VCL_REGION_MAX ||
	    !pow2(n) || n > VCL_SLOTS_MAX || region_size / n < VCL_REGION_MIN)
		return -EINVAL;
	s->region_size = region_size;
	s->n = n;
	return 0;
}

int vcl_slots_take(struct vcl_slots *s, unsigned holder, uint64_t *off, uint64_t *size)
{
	int free_i = -1;

	if (!holder || !s->n)
		return -EINVAL;
	for (unsigned i = 0; i < s->n; i++) {
		if (s->holder[i] == holder)
			return -EINVAL;
		if (!s->holder[i] && free_i < 0)
			free_i = (int)i;
	}
	if (free_i < 0)
		return -ENOSPC;
	s->holder[free_i] = holder;
	*size = s->region_size / s->n;
	*off = (uint64_t)free_i * *size;
	return free_i;
}

int vcl_slots_release(struct vcl_slots *s, unsigned holder)
{
	for (unsigned i = 0; i < s->n && holder; i++)
		if (s->holder[i] == holder) {
			s->holder[i] = 0;
			return (int)i;
		}
	return -ENOENT;
}

unsigned vcl_slots_free(const struct vcl_slots *s)
{
	unsigned k = 0;

	for (unsigned i = 0; i < s->n; i++)
		k += !s->holder[i];
	return k;
}
