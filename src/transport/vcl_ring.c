/* SPDX-License-Identifier: MIT */
/*
 * Byte-stream transport over two single-producer single-consumer rings in a shared region (the
 * shm: transport's memfd), so that requests and replies avoid the socket. The socket stays open
 * beside it: it tells each side that the other went away (POLLHUP), and shutdown() ends it.
 *
 * Layout (validated once by vcl_ring_layout_ok; the daemon checks it when the region arrives):
 * at offset 0 the guest-to-host ring, then the host-to-guest ring; each is a 4 KiB control page
 * (the producer's tail and the consumer's head on separate cache lines, and a "waiting" word per
 * side) followed by `ring` data bytes, a power of two.
 *
 * The peer is not trusted: each side keeps its own index in private memory and only publishes it;
 * the peer's index is read once per step and bounded (0 <= tail - head <= ring), else the stream
 * is broken (-EBADMSG). Bytes are copied out of the ring into the caller's buffer before anyone
 * decodes them.
 *
 * Waiting: spin for spin_ns (0 on machines without cores to spare), then sleep on a futex of the
 * peer's index with a timeout, checking the socket between sleeps.
 */
#define _GNU_SOURCE
#include "vcl_transport.h"

#include <errno.h>
#include <linux/futex.h>
#include <poll.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "vcl_ring.h"

struct ring_ctl {
	_Atomic uint32_t tail;          /* producer: bytes written (mod 2^32) */
	_Atomic uint32_t tail_waiting;  /* the consumer sleeps on tail */
	uint8_t pad0[56];
	_Atomic uint32_t head;          /* consumer: bytes read (mod 2^32) */
	_Atomic uint32_t head_waiting;  /* the producer sleeps on head */
	uint8_t pad1[56];
};
_Static_assert(sizeof(struct ring_ctl) <= VCL_RING_CTL, "control fits its page");

struct vcl_ring_transport {
	struct vcl_transport base;
	struct ring_ctl *rx_ctl, *tx_ctl;
	uint8_t *rx, *tx;
	uint32_t ring;      /* data bytes per direction, a power of two */
	uint32_t rx_head;   /* private copies of our own indices */
	uint32_t tx_tail;
	uint64_t spin_ns;
	void (*idle)(void *); /* set_idle: called while a receive polls, every VCL_RING_IDLE_NS */
	void *idle_arg;
	uint64_t idle_next;
	int sock;           /* liveness and shutdown */
	struct vcl_transport *sock_t;
	atomic_bool down;
};

/* How often a polling receive does its idle work (set_idle). */
#define VCL_RING_IDLE_NS 1000

/* How long one futex sleep lasts before the socket is looked at again. */
#define VCL_RING_SLEEP_NS (20 * 1000 * 1000)

bool vcl_ring_layout_ok(uint64_t region_size, uint64_t ring)
{
	return ring >= 4096 && ring <= VCL_RING_MAX && (ring & (ring - 1)) == 0 &&
	       2 * (VCL_RING_CTL + ring) <= region_size / 2;
}

uint64_t vcl_ring_reserved(uint64_t ring)
{
	return 2 * (VCL_RING_CTL + ring);
}

/* The peer is gone (or we were shut down). */
static bool peer_gone(struct vcl_ring_transport *r)
{
	struct pollfd pf = { r->sock, POLLRDHUP, 0 };

	if (atomic_load(&r->down))
		return true;
	return poll(&pf, 1, 0) > 0 && (pf.revents & (POLLRDHUP | POLLHUP | POLLERR));
}

/* Wait until *word != seen (or a timeout); *waiting tells the peer to wake us. */
static void sleep_on(_Atomic uint32_t *word, _Atomic uint32_t *waiting, uint32_t seen)
{
	struct timespec ts = { 0, VCL_RING_SLEEP_NS };

	atomic_store(waiting, 1);
	/* seq_cst store then load: the peer's publish-then-check-waiting cannot slip between */
	if (atomic_load(word) == seen)
		syscall(SYS_futex, (uint32_t *)word, FUTEX_WAIT, seen, &ts, NULL, 0);
	atomic_store(waiting, 0);
}

static void wake(_Atomic uint32_t *word, _Atomic uint32_t *waiting)
{
	if (atomic_load(waiting))
		syscall(SYS_futex, (uint32_t *)word, FUTEX_WAKE, 1, NULL, NULL, 0);
}

/* A producer asleep on a full ring is woken once it is at most half full again, not each time a
 * few bytes leave it: a consumer that reads message by message (a header, then its body) would
 * otherwise wake it for every message, and on a machine without cores to spare each wake is a
 * context switch that refills the ring by one message and sleeps again (the GL call stream: a
 * futex wake and two switches per call). A consumer that waits for more (the ring empty) has
 * always woken it; one that stops reading with more than half left is busy with what it read, and
 * the producer still has half a ring of work ahead of it (and looks again within
 * VCL_RING_SLEEP_NS). */
static void wake_producer(struct vcl_ring_transport *r)
{
	uint32_t used = atomic_load_explicit(&r->rx_ctl->tail, memory_order_relaxed) - r->rx_head;

	if (used <= r->ring / 2)
		wake(&r->rx_ctl->head, &r->rx_ctl->head_waiting);
}

static int ring_recv(struct vcl_transport *t, void *buf, size_t len)
{
	struct vcl_ring_transport *r = (struct vcl_ring_transport *)t;
	uint8_t *p = buf;
	uint64_t spin_until = 0;

	while (len) {
		uint32_t tail = atomic_load_explicit(&r->rx_ctl->tail, memory_order_acquire);
		uint32_t avail = tail - r->rx_head, n, at, first;

		if (avail > r->ring)
			return -EBADMSG; /* the peer's index is impossible */
		if (!avail) {
			uint64_t now = vcl_transport_now_ns();
			if (!spin_until)
				spin_until = now + r->spin_ns;
			if (r->spin_ns && now < spin_until) {
				if (r->idle && now >= r->idle_next) {
					r->idle(r->idle_arg);
					r->idle_next = now + VCL_RING_IDLE_NS;
				}
				vcl_cpu_relax();
				continue;
			}
			if (peer_gone(r))
				return -EPIPE;
			sleep_on(&r->rx_ctl->tail, &r->rx_ctl->tail_waiting, tail);
			continue;
		}
		spin_until = 0;
		n = avail < len ? avail : (uint32_t)len;
		at = r->rx_head & (r->ring - 1);
		first = r->ring - at < n ? r->ring - at : n;
		memcpy(p, r->rx + at, first);
		memcpy(p + first, r->rx, n - first);
		r->rx_head += n;
		atomic_store_explicit(&r->rx_ctl->head, r->rx_head, memory_order_release);
		atomic_thread_fence(memory_order_seq_cst);
		wake_producer(r);
		p += n;
		len -= n;
	}
	return 0;
}

/*
 * A message that fits in the ring's free space is copied whole and published with one store of the
 * tail: a reader spinning on the tail then sees the message at once, instead of its header first
 * and its other parts after one more exchange of the tail's cache line each (a reply is two to four
 * pieces). A larger one goes piece by piece as space frees.
 */
static int ring_sendv(struct vcl_transport *t, const struct iovec *iov, int niov)
{
	struct vcl_ring_transport *r = (struct vcl_ring_transport *)t;
	uint64_t spin_until = 0;
	uint32_t in_use = r->tx_tail - atomic_load_explicit(&r->tx_ctl->head, memory_order_acquire);
	size_t total = 0;

	if (in_use > r->ring)
		return -EBADMSG; /* the peer's index is impossible */
	for (int i = 0; i < niov; i++)
		total += iov[i].iov_len;
	if (total <= r->ring - in_use) {
		uint32_t tail = r->tx_tail;
		for (int i = 0; i < niov; i++) {
			const uint8_t *p = iov[i].iov_base;
			uint32_t n = (uint32_t)iov[i].iov_len, at = tail & (r->ring - 1);
			uint32_t first = r->ring - at < n ? r->ring - at : n;
			memcpy(r->tx + at, p, first);
			memcpy(r->tx, p + first, n - first);
			tail += n;
		}
		r->tx_tail = tail;
		atomic_store_explicit(&r->tx_ctl->tail, tail, memory_order_release);
		atomic_thread_fence(memory_order_seq_cst);
		wake(&r->tx_ctl->tail, &r->tx_ctl->tail_waiting);
		return 0;
	}
	for (int i = 0; i < niov; i++) {
		const uint8_t *p = iov[i].iov_base;
		size_t len = iov[i].iov_len;

		while (len) {
			uint32_t head = atomic_load_explicit(&r->tx_ctl->head, memory_order_acquire);
			uint32_t used = r->tx_tail - head, space, n, at, first;

			if (used > r->ring)
				return -EBADMSG; /* the peer's index is impossible */
			space = r->ring - used;
			if (!space) {
				if (!spin_until)
					spin_until = vcl_transport_now_ns() + r->spin_ns;
				if (r->spin_ns && vcl_transport_now_ns() < spin_until) {
					vcl_cpu_relax();
					continue;
				}
				if (peer_gone(r))
					return -EPIPE;
				sleep_on(&r->tx_ctl->head, &r->tx_ctl->head_waiting, head);
				continue;
			}
			spin_until = 0;
			n = space < len ? space : (uint32_t)len;
			at = r->tx_tail & (r->ring - 1);
			first = r->ring - at < n ? r->ring - at : n;
			memcpy(r->tx + at, p, first);
			memcpy(r->tx, p + first, n - first);
			r->tx_tail += n;
			atomic_store_explicit(&r->tx_ctl->tail, r->tx_tail, memory_order_release);
			atomic_thread_fence(memory_order_seq_cst);
			wake(&r->tx_ctl->tail, &r->tx_ctl->tail_waiting);
			p += n;
			len -= n;
		}
	}
	return 0;
}

static void ring_shutdown(struct vcl_transport *t)
{
	struct vcl_ring_transport *r = (struct vcl_ring_transport *)t;

	atomic_store(&r->down, true);
	r->sock_t->ops->shutdown(r->sock_t);
	/* a reader asleep on the futex looks at the socket within VCL_RING_SLEEP_NS */
}

static void ring_destroy(struct vcl_transport *t)
{
	struct vcl_ring_transport *r = (struct vcl_ring_transport *)t;

	r->sock_t->ops->destroy(r->sock_t);
	free(r);
}

static int ring_send_fd(struct vcl_transport *t, int fd)
{
	struct vcl_ring_transport *r = (struct vcl_ring_transport *)t;

	return r->sock_t->ops->send_fd ? r->sock_t->ops->send_fd(r->sock_t, fd) : -EOPNOTSUPP;
}

static int ring_recv_fd(struct vcl_transport *t, int *fd)
{
	(void)t;
	*fd = -1;
	return -EOPNOTSUPP; /* descriptors never travel once the rings carry the stream */
}

/* The consumer of our ring polls or works (it sleeps only with tail_waiting set). */
static bool ring_peer_awake(struct vcl_transport *t)
{
	struct vcl_ring_transport *r = (struct vcl_ring_transport *)t;

	return !atomic_load_explicit(&r->tx_ctl->tail_waiting, memory_order_relaxed);
}

static void ring_set_idle(struct vcl_transport *t, void (*fn)(void *), void *arg)
{
	struct vcl_ring_transport *r = (struct vcl_ring_transport *)t;

	r->idle_arg = arg;
	r->idle = fn;
}

static const struct vcl_transport_ops ring_ops = {
	.name = "ring",
	.sendv = ring_sendv,
	.recv = ring_recv,
	.shutdown = ring_shutdown,
	.destroy = ring_destroy,
	.send_fd = ring_send_fd,
	.recv_fd = ring_recv_fd,
	.peer_awake = ring_peer_awake,
	.set_idle = ring_set_idle,
};

struct vcl_transport *vcl_ring_transport_create(void *region, uint64_t ring, bool guest_side,
						struct vcl_transport *sock, int sock_fd,
						uint64_t spin_ns)
{
	struct vcl_ring_transport *r = calloc(1, sizeof(*r));
	uint8_t *g2h = region, *h2g = (uint8_t *)region + VCL_RING_CTL + ring;

	if (!r)
		return NULL;
	r->base.ops = &ring_ops;
	r->ring = (uint32_t)ring;
	r->sock = sock_fd;
	r->sock_t = sock;
	r->spin_ns = spin_ns;
	atomic_init(&r->down, false);
	if (guest_side) {
		r->tx_ctl = (struct ring_ctl *)g2h;
		r->tx = g2h + VCL_RING_CTL;
		r->rx_ctl = (struct ring_ctl *)h2g;
		r->rx = h2g + VCL_RING_CTL;
	} else {
		r->rx_ctl = (struct ring_ctl *)g2h;
		r->rx = g2h + VCL_RING_CTL;
		r->tx_ctl = (struct ring_ctl *)h2g;
		r->tx = h2g + VCL_RING_CTL;
	}
	/* both start at 0: the guest zeroed the fresh memfd; our private indices are the truth */
	r->rx_head = 0;
	r->tx_tail = 0;
	return &r->base;
}
