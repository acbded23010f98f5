/* SPDX-License-Identifier: MIT */
/*
 * vcl_map: open-addressing hash map from nonzero uint64_t keys to uint64_t values.
 * Used for per-session handle tables (ID -> entry, host pointer -> ID) and the front-end's object
 * registry. Not thread-safe: callers hold their own lock.
 */
#ifndef VCL_MAP_H
#define VCL_MAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct vcl_map_slot {
	uint64_t key; /* 0 = empty, VCL_MAP_TOMB = deleted */
	uint64_t val;
};

struct vcl_map {
	struct vcl_map_slot *slots;
	size_t cap;   /* power of two */
	size_t count; /* live keys */
	size_t used;  /* live keys + tombstones */
};

#define VCL_MAP_TOMB UINT64_MAX

void vcl_map_init(struct vcl_map *m);
void vcl_map_fini(struct vcl_map *m);
/* 0, -EEXIST if key is present, -EINVAL for key 0 or VCL_MAP_TOMB, -ENOMEM. */
int vcl_map_insert(struct vcl_map *m, uint64_t key, uint64_t val);
bool vcl_map_get(const struct vcl_map *m, uint64_t key, uint64_t *val);
bool vcl_map_remove(struct vcl_map *m, uint64_t key, uint64_t *val);
/* Iterate: i from 0; returns false at the end. Do not modify the map while iterating. */
bool vcl_map_next(const struct vcl_map *m, size_t *i, uint64_t *key, uint64_t *val);

#endif
