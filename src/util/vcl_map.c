/* SPDX-License-Identifier: MIT */
#include "vcl_map.h"

#include <errno.h>
#include <stdlib.h>

static inline size_t hash64(uint64_t k)
{
	/* splitmix64 finalizer: pointers and sequential IDs both spread well */
	k ^= k >> 30;
	k *= 0xbf58476d1ce4e5b9ull;
	k ^= k >> 27;
	k *= 0x94d049bb133111ebull;
	k ^= k >> 31;
	return (size_t)k;
}

void vcl_map_init(struct vcl_map *m)
{
	m->slots = NULL;
	m->cap = m->count = m->used = 0;
}

void vcl_map_fini(struct vcl_map *m)
{
	free(m->slots);
	vcl_map_init(m);
}

static int rehash(struct vcl_map *m, size_t ncap)
{
	struct vcl_map_slot *ns = calloc(ncap, sizeof(*ns));
	size_t i;

	if (!ns)
		return -ENOMEM;
	for (i = 0; i < m->cap; i++) {
		uint64_t k = m->slots[i].key;
		size_t j;
		if (k == 0 || k == VCL_MAP_TOMB)
			continue;
		for (j = hash64(k) & (ncap - 1); ns[j].key; j = (j + 1) & (ncap - 1))
			;
		ns[j] = m->slots[i];
	}
	free(m->slots);
	m->slots = ns;
	m->cap = ncap;
	m->used = m->count;
	return 0;
}

int vcl_map_insert(struct vcl_map *m, uint64_t key, uint64_t val)
{
	size_t i, tomb = SIZE_MAX;

	if (key == 0 || key == VCL_MAP_TOMB)
		return -EINVAL;
	/* keep load (with tombstones) under 1/2 so probes stay short */
	if ((m->used + 1) * 2 > m->cap) {
		/* grow so live keys fill at most a quarter; rehashing also drops tombstones */
		size_t ncap = m->cap ? m->cap : 64;
		while ((m->count + 1) * 4 > ncap)
			ncap *= 2;
		if (rehash(m, ncap))
			return -ENOMEM;
	}
	for (i = hash64(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
		uint64_t k = m->slots[i].key;
		if (k == key)
			return -EEXIST;
		if (k == VCL_MAP_TOMB && tomb == SIZE_MAX)
			tomb = i;
		if (k == 0)
			break;
	}
	if (tomb != SIZE_MAX)
		i = tomb;
	else
		m->used++;
	m->slots[i].key = key;
	m->slots[i].val = val;
	m->count++;
	return 0;
}

static struct vcl_map_slot *find(const struct vcl_map *m, uint64_t key)
{
	size_t i;

	if (!m->cap || key == 0 || key == VCL_MAP_TOMB)
		return NULL;
	for (i = hash64(key) & (m->cap - 1); m->slots[i].key; i = (i + 1) & (m->cap - 1))
		if (m->slots[i].key == key)
			return &m->slots[i];
	return NULL;
}

bool vcl_map_get(const struct vcl_map *m, uint64_t key, uint64_t *val)
{
	struct vcl_map_slot *s = find(m, key);

	if (!s)
		return false;
	if (val)
		*val = s->val;
	return true;
}

bool vcl_map_remove(struct vcl_map *m, uint64_t key, uint64_t *val)
{
	struct vcl_map_slot *s = find(m, key);

	if (!s)
		return false;
	if (val)
		*val = s->val;
	s->key = VCL_MAP_TOMB;
	m->count--;
	return true;
}

bool vcl_map_next(const struct vcl_map *m, size_t *i, uint64_t *key, uint64_t *val)
{
	for (; *i < m->cap; (*i)++) {
		uint64_t k = m->slots[*i].key;
		if (k && k != VCL_MAP_TOMB) {
			*key = k;
			*val = m->slots[*i].val;
			(*i)++;
			return true;
		}
	}
	return false;
}
