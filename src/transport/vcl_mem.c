/* SPDX-License-Identifier: MIT */
/* Byte-stream transport over a memory buffer: a recorded or generated stream (the fuzzer). */
#include "vcl_transport.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct vcl_mem_transport {
	struct vcl_transport base;
	const uint8_t *data;
	size_t len, off;
	atomic_bool down;
	atomic_size_t sent;
	void (*on_send)(void *ctx, const struct iovec *iov, int n);
	void (*on_recv)(void *ctx, const void *next, size_t len);
	void *ctx;
};

static int mem_sendv(struct vcl_transport *t, const struct iovec *iov, int n)
{
	struct vcl_mem_transport *mt = (struct vcl_mem_transport *)t;

	if (atomic_load(&mt->down))
		return -EPIPE;
	for (int i = 0; i < n; i++)
		atomic_fetch_add(&mt->sent, iov[i].iov_len);
	if (mt->on_send)
		mt->on_send(mt->ctx, iov, n);
	return 0;
}

static int mem_recv(struct vcl_transport *t, void *buf, size_t len)
{
	struct vcl_mem_transport *mt = (struct vcl_mem_transport *)t;

	/* one reader at a time (the transport contract): off needs no lock */
	if (atomic_load(&mt->down) || len > mt->len - mt->off)
		return -EPIPE;
	if (mt->on_recv)
		mt->on_recv(mt->ctx, mt->data + mt->off, len);
	if (atomic_load(&mt->down))
		return -EPIPE;
	memcpy(buf, mt->data + mt->off, len);
	mt->off += len;
	return 0;
}

static void mem_shutdown(struct vcl_transport *t)
{
	atomic_store(&((struct vcl_mem_transport *)t)->down, true);
}

static void mem_destroy(struct vcl_transport *t)
{
	free(t);
}

static const struct vcl_transport_ops mem_ops = {
	.name = "mem",
	.sendv = mem_sendv,
	.recv = mem_recv,
	.shutdown = mem_shutdown,
	.destroy = mem_destroy,
};

struct vcl_transport *vcl_mem_transport_create(const void *data, size_t len,
					       void (*on_send)(void *ctx, const struct iovec *iov,
							       int n),
					       void (*on_recv)(void *ctx, const void *next, size_t len),
					       void *ctx)
{
	struct vcl_mem_transport *mt = calloc(1, sizeof(*mt));

	if (!mt)
		return NULL;
	mt->base.ops = &mem_ops;
	mt->data = data;
	mt->len = data ? len : 0;
	mt->on_send = on_send;
	mt->on_recv = on_recv;
	mt->ctx = ctx;
	atomic_init(&mt->down, false);
	atomic_init(&mt->sent, 0);
	return &mt->base;
}

size_t vcl_mem_transport_sent(struct vcl_transport *t)
{
	return atomic_load(&((struct vcl_mem_transport *)t)->sent);
}
