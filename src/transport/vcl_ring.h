/* SPDX-License-Identifier: MIT */
/* Request/reply rings in the shm: region (vcl_ring.c). */
#ifndef VCL_RING_H
#define VCL_RING_H

#include <stdbool.h>
#include <stdint.h>

struct vcl_transport;

/* Control page before each ring's data. */
#define VCL_RING_CTL 4096u
/* Largest ring: bounds nothing on the host (the memory is the guest's) but keeps the bulk area
 * the larger part of the region. */
#define VCL_RING_MAX ((uint64_t)1 << 20)

/* A ring of `ring` data bytes per direction fits a region of region_size (validated once). */
bool vcl_ring_layout_ok(uint64_t region_size, uint64_t ring);
/* Bytes at the region's start that the two rings take. */
uint64_t vcl_ring_reserved(uint64_t ring);
/*
 * The byte stream over the rings at the start of region. guest_side: the front-end (it produces
 * into the first ring). sock (owned; destroyed with the ring transport) and its descriptor sock_fd
 * tell when the peer is gone. NULL on allocation failure (sock is then still the caller's).
 */
struct vcl_transport *vcl_ring_transport_create(void *region, uint64_t ring, bool guest_side,
						struct vcl_transport *sock, int sock_fd,
						uint64_t spin_ns);

#endif
