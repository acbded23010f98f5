/* SPDX-License-Identifier: MIT */
/*
 * virtcl back-end: a session's end of buffers moved directly between servers (vcl_peer.h,
 * docs/design.md "Directly between servers"): the offers (PEER_OFFER) and their tickets, the
 * transfers it serves to peer daemons, the pulls (PEER_PULL) it makes from them.
 *
 * Every guest and every peer is hostile. A ticket is 32 bytes of getrandom, good for one read of
 * one buffer range within VCL_PEER_TICKET_S seconds and compared in constant time; a pull names
 * the size it expects and the source sends exactly the offer's range or nothing; the target
 * takes exactly the size it asked for into memory of that size, and writes it into its buffer
 * only once all of it came. Every wait is bounded (the daemon's --peer-timeout), so is every
 * step as a whole, however a peer trickles its bytes (the request and each header within
 * --peer-timeout, the bytes within --peer-timeout + size / VCL_PEER_MIN_RATE), and a failure
 * ends that transfer only, logged with the peer's identity.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_peer.h"
#include "vcl_transport.h"
#include "gen/vn_backend.h"

/* What of a memory object moves: a buffer's range, or an image whole (region, packed rows). */
struct span {
	bool image;
	size_t region[3];
};

struct offer {
	bool used;
	uint8_t ticket[32];
	cl_command_queue q; /* held */
	cl_mem mem;         /* held */
	cl_event after;     /* held, or NULL */
	uint64_t off, size;
	struct span sp;
	uint64_t expires_ns;
};

struct pull_wait {
	bool used, done;
	uint64_t req;
	int fd, err;
	struct vcl_tls_keys keys;
	char why[256];
};

static struct {
	bool on;
	int ctl;
	unsigned id;
	int timeout_ms;
	pthread_mutex_t lock;
	pthread_cond_t cv;
	struct offer offers[VCL_PEER_MAX_OFFERS];
	struct pull_wait pulls[VCL_PEER_MAX_PULLS];
	unsigned serving, idle;
	uint64_t next_req;
	struct keep {
		char peer[200];         /* "" : free */
		uint64_t session;
		struct vcl_transport *t;
		uint64_t since_ns;
	} keep[VCL_PEER_KEEP];
} P = { .lock = PTHREAD_MUTEX_INITIALIZER, .cv = PTHREAD_COND_INITIALIZER, .ctl = -1 };

void vcl_peer_session_init(int ctl, unsigned id, int timeout_ms)
{
	pthread_condattr_t ca;

	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&P.cv, &ca);
	pthread_condattr_destroy(&ca);
	P.ctl = ctl;
	P.id = id;
	P.timeout_ms = timeout_ms > 0 ? timeout_ms : 30000;
	P.on = true;
}

/* The time by which a step of one message (the request, a header) must be over: --peer-timeout
 * from now, whole, however its bytes trickle. */
static uint64_t step_deadline(void)
{
	return vcl_mono_ns() + (uint64_t)P.timeout_ms * 1000000ull;
}

/* The time by which a transfer of size bytes that starts now must be over: --peer-timeout, and
 * a second per VCL_PEER_MIN_RATE bytes. */
static uint64_t transfer_deadline(uint64_t size)
{
	const uint64_t r = VCL_PEER_MIN_RATE, s = 1000000000ull;

	return step_deadline() + size / r * s + size % r * s / r;
}

/* Why a transfer's send or receive failed with r, into why: its deadline met (cut off), a stall
 * (nothing for --peer-timeout), or the connection's end. what: "read" (the source's view) or
 * "sent" (the target's). */
static void transfer_why(int r, uint64_t size, uint64_t deadline, const char *what, char *why,
			 size_t whylen)
{
	if (r == -ETIMEDOUT && vcl_mono_ns() >= deadline)
		snprintf(why, whylen, "cut off: the peer %s fewer than all %llu bytes within %llu s "
				      "(--peer-timeout, and a second per %u KiB: VCL_PEER_MIN_RATE)",
			 what, (unsigned long long)size,
			 (unsigned long long)((unsigned)P.timeout_ms / 1000 +
					      (size + VCL_PEER_MIN_RATE - 1) / VCL_PEER_MIN_RATE),
			 VCL_PEER_MIN_RATE >> 10);
	else if (r == -ETIMEDOUT)
		snprintf(why, whylen, "stalled past --peer-timeout");
	else
		snprintf(why, whylen, "the connection ended mid-transfer");
}

static void offer_drop(struct offer *o)
{
	clReleaseCommandQueue(o->q);
	clReleaseMemObject(o->mem);
	if (o->after)
		clReleaseEvent(o->after);
	explicit_bzero(o, sizeof(*o));
}

/* Whether [off, off + size) lies inside buffer m, or (an image) is the whole image packed (off 0,
 * size its element size times its region's pixels): CL_SUCCESS and *sp, or the error. */
static cl_int range_ok(cl_mem m, uint64_t off, uint64_t size, struct span *sp)
{
	cl_mem_object_type t = 0;
	size_t n = 0, el = 0, w = 0, h = 0, dp = 0, arr = 0;

	*sp = (struct span){ .region = { 1, 1, 1 } };
	if (clGetMemObjectInfo(m, CL_MEM_TYPE, sizeof(t), &t, NULL) ||
	    clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof(n), &n, NULL))
		return CL_INVALID_MEM_OBJECT;
	if (t == CL_MEM_OBJECT_BUFFER)
		return off > n || size > n - off ? CL_INVALID_VALUE : CL_SUCCESS;
	if (clGetImageInfo(m, CL_IMAGE_ELEMENT_SIZE, sizeof(el), &el, NULL) ||
	    clGetImageInfo(m, CL_IMAGE_WIDTH, sizeof(w), &w, NULL) ||
	    clGetImageInfo(m, CL_IMAGE_HEIGHT, sizeof(h), &h, NULL) ||
	    clGetImageInfo(m, CL_IMAGE_DEPTH, sizeof(dp), &dp, NULL) ||
	    clGetImageInfo(m, CL_IMAGE_ARRAY_SIZE, sizeof(arr), &arr, NULL))
		return CL_INVALID_MEM_OBJECT;
	sp->image = true;
	sp->region[0] = w;
	switch (t) {
	case CL_MEM_OBJECT_IMAGE1D:
	case CL_MEM_OBJECT_IMAGE1D_BUFFER: break;
	case CL_MEM_OBJECT_IMAGE1D_ARRAY: sp->region[1] = arr; break;
	case CL_MEM_OBJECT_IMAGE2D: sp->region[1] = h; break;
	case CL_MEM_OBJECT_IMAGE2D_ARRAY: sp->region[1] = h; sp->region[2] = arr; break;
	case CL_MEM_OBJECT_IMAGE3D: sp->region[1] = h; sp->region[2] = dp; break;
	default: return CL_INVALID_MEM_OBJECT;
	}
	for (int i = 0; i < 3; i++)
		if (!sp->region[i] || __builtin_mul_overflow(el, sp->region[i], &el))
			return CL_INVALID_MEM_OBJECT;
	return off || size != el ? CL_INVALID_VALUE : CL_SUCCESS;
}

/* ---- the source: offers, and serving them ------------------------------------------------------ */

/* VCL_OP_PEER_OFFER (api/opencl.api, msg PEER_OFFER): a ticket for one read of [offset, offset +
 * size) of a buffer, on queue after event after, by the peer that presents it. */
int vcl_be_h_msg_peer_offer(struct vcl_be_ctx *x, const struct vn_args_msg_peer_offer *a)
{
	struct vn_reply_msg_peer_offer r = { 0 };
	struct span sp;
	cl_int ret = P.on ? range_ok(a->mem, a->offset, a->size, &sp) : CL_INVALID_OPERATION;
	uint64_t now = vcl_mono_ns();
	struct offer *o = NULL;

	pthread_mutex_lock(&P.lock);
	for (unsigned i = 0; i < VCL_PEER_MAX_OFFERS && ret == CL_SUCCESS; i++) {
		if (P.offers[i].used && P.offers[i].expires_ns <= now)
			offer_drop(&P.offers[i]); /* never pulled: dropped */
		if (!P.offers[i].used && !o)
			o = &P.offers[i];
	}
	if (ret == CL_SUCCESS && !o)
		ret = CL_OUT_OF_RESOURCES;
	if (ret == CL_SUCCESS && getrandom(o->ticket, sizeof(o->ticket), 0) != sizeof(o->ticket))
		ret = CL_OUT_OF_RESOURCES;
	if (ret == CL_SUCCESS) {
		o->used = true;
		o->q = a->queue;
		o->mem = a->mem;
		o->after = a->after;
		o->off = a->offset;
		o->size = a->size;
		o->sp = sp;
		o->expires_ns = now + VCL_PEER_TICKET_S * 1000000000ull;
		clRetainCommandQueue(o->q);
		clRetainMemObject(o->mem);
		if (o->after)
			clRetainEvent(o->after);
		r.session = P.id;
		memcpy(&r.ticket0, o->ticket, 8);
		memcpy(&r.ticket1, o->ticket + 8, 8);
		memcpy(&r.ticket2, o->ticket + 16, 8);
		memcpy(&r.ticket3, o->ticket + 24, 8);
	}
	pthread_mutex_unlock(&P.lock);
	vn_enc_reply_msg_peer_offer(&x->rep, ret, a, &r);
	explicit_bzero(&r, sizeof(r));
	return 0;
}

/* The offer whose ticket is t, taken out of the table (a ticket is good once), or false. Every
 * live offer is compared, each in constant time. */
static bool offer_take(const uint8_t t[32], struct offer *out)
{
	uint64_t now = vcl_mono_ns();
	int found = -1;

	pthread_mutex_lock(&P.lock);
	for (unsigned i = 0; i < VCL_PEER_MAX_OFFERS; i++) {
		uint8_t d = 0;
		for (unsigned k = 0; k < 32; k++)
			d |= (uint8_t)(P.offers[i].ticket[k] ^ t[k]);
		if (P.offers[i].used && !d && P.offers[i].expires_ns > now)
			found = (int)i;
	}
	if (found >= 0) {
		*out = P.offers[found];
		explicit_bzero(&P.offers[found], sizeof(P.offers[found])); /* its holds go with out */
	}
	pthread_mutex_unlock(&P.lock);
	return found >= 0;
}

struct serve {
	int fd;
	struct vcl_tls_keys keys;
	char who[256];
};

/* An event's completion, as a descriptor poll can wait on beside the peer's socket: a thread of
 * its own waits with clWaitForEvents - not a completion callback, which a host may never call for
 * a command whose wait list failed (PoCL 3.1; its clWaitForEvents returns the failure) - and
 * stores the result. At most VCL_PEER_MAX_WAITERS such threads per session: one left waiting
 * after its peer hung up (a last write that never ends) holds only its own thread. */
#define VCL_PEER_MAX_WAITERS 64
static atomic_uint waiters;

struct done_fd {
	int efd;
	atomic_int refs;
	cl_event ev;      /* held */
	atomic_int st;    /* clWaitForEvents' result, then the event's status if that succeeded */
};

static void done_put(struct done_fd *d)
{
	if (atomic_fetch_sub(&d->refs, 1) == 1) {
		close(d->efd);
		free(d);
	}
}

static void *waiter_main(void *u)
{
	struct done_fd *d = u;
	uint64_t one = 1;
	cl_int st = clWaitForEvents(1, &d->ev), es = CL_COMPLETE;

	if (st == CL_SUCCESS &&
	    !clGetEventInfo(d->ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(es), &es, NULL) && es < 0)
		st = es;
	atomic_store(&d->st, st);
	clReleaseEvent(d->ev);
	if (write(d->efd, &one, sizeof(one)) < 0)
		(void)0;
	done_put(d);
	atomic_fetch_sub(&waiters, 1);
	return NULL;
}

static int send_hdr(struct vcl_transport *t, int64_t status, uint64_t size);

/* Wait until ev completes or fails, or the peer on t hangs up: CL_SUCCESS, the failure, or
 * -ECONNRESET. While it waits, a VCL_PEER_WAITING header every third of --peer-timeout tells the
 * peer the source is there (its receive would time out otherwise: a last write may run for
 * long). */
static cl_int wait_after(cl_event ev, struct vcl_transport *t)
{
	int fd = vcl_fd_transport_fd(t);
	struct done_fd *d = calloc(1, sizeof(*d));
	pthread_t th;
	cl_int st = CL_OUT_OF_RESOURCES;

	if (!d || atomic_fetch_add(&waiters, 1) >= VCL_PEER_MAX_WAITERS) {
		if (d)
			atomic_fetch_sub(&waiters, 1);
		free(d);
		return CL_OUT_OF_RESOURCES; /* the move goes through the client */
	}
	if ((d->efd = eventfd(0, EFD_CLOEXEC)) < 0) {
		atomic_fetch_sub(&waiters, 1);
		free(d);
		return CL_OUT_OF_RESOURCES;
	}
	atomic_store(&d->refs, 2);
	d->ev = ev;
	clRetainEvent(ev);
	if (pthread_create(&th, NULL, waiter_main, d)) {
		clReleaseEvent(ev);
		atomic_fetch_sub(&waiters, 1);
		close(d->efd);
		free(d);
		return CL_OUT_OF_RESOURCES;
	}
	pthread_detach(th);
	for (;;) {
		struct pollfd p[2] = { { d->efd, POLLIN, 0 }, { fd, POLLRDHUP, 0 } };
		int k = poll(p, 2, P.timeout_ms / 3 > 0 ? P.timeout_ms / 3 : 1);
		if (k < 0 && errno != EINTR)
			break;
		if (p[0].revents) {
			st = atomic_load(&d->st);
			break;
		}
		if (k == 0)
			vcl_tls_record_set_deadline(t, step_deadline());
		if (p[1].revents || (k == 0 && send_hdr(t, VCL_PEER_WAITING, 0))) {
			st = -ECONNRESET;
			break;
		}
	}
	done_put(d);
	return st;
}

static int send_hdr(struct vcl_transport *t, int64_t status, uint64_t size)
{
	struct vcl_peer_hdr h = { .magic = VCL_PEER_HDR_MAGIC, .status = status, .size = size };
	struct iovec iov = { &h, sizeof(h) };

	return vcl_transport_sendv(t, &iov, 1);
}

/* One transfer to a peer on t: the request, the offer it names, its bytes in chunks (the next
 * chunk's read on the device while this one is sent). Returns true if it went whole, so that t
 * may carry the next one; a failure is logged with who, the peer's identity. */
static bool serve_one(struct vcl_transport *t, const char *who)
{
	struct vcl_peer_req rq;
	struct offer o = { 0 };
	uint8_t *buf[2] = { NULL, NULL };
	cl_event rev[2] = { NULL, NULL };
	const char *why = NULL;
	char whybuf[200];
	uint64_t dl;
	cl_int e = CL_SUCCESS;
	int r;

	/* the request whole within --peer-timeout of the hand-over (on a kept connection, of its
	 * first byte), however it trickles */
	vcl_tls_record_set_deadline(t, step_deadline());
	if ((r = vcl_transport_recv(t, &rq, sizeof(rq)))) {
		why = r == -ETIMEDOUT ? "no whole request within --peer-timeout: cut off"
				      : "no request (closed or not authentic)";
		goto out;
	}
	vcl_tls_record_set_deadline(t, step_deadline()); /* a refusal, below */
	if (rq.magic != VCL_PEER_REQ_MAGIC) {
		why = "malformed request";
		send_hdr(t, -EPROTO, 0);
		goto out;
	}
	if (!offer_take(rq.ticket, &o)) {
		why = "unknown, used or expired ticket";
		send_hdr(t, -EACCES, 0);
		goto out;
	}
	if (rq.size != o.size) {
		why = "it asked for another size than the offer's";
		send_hdr(t, -EINVAL, 0);
		goto out;
	}
	vcl_log("session %u: sending %llu bytes of a%s to peer %s", P.id,
		(unsigned long long)o.size, o.sp.image ? "n image" : " buffer", who);
	if (o.after && (e = wait_after(o.after, t))) {
		why = e == -ECONNRESET ? "it hung up while the buffer's last write ran"
				       : "the buffer's last write failed (or no thread to wait for it)";
		if (e != -ECONNRESET)
			send_hdr(t, e, 0);
		goto out;
	}
	if (o.sp.image) {
		/* an image whole, in one read (packed rows): its bytes then go in records */
		static const size_t zero[3] = { 0, 0, 0 };
		struct iovec iov;
		if (!(buf[0] = malloc((size_t)o.size))) {
			why = "out of memory";
			send_hdr(t, CL_OUT_OF_HOST_MEMORY, 0);
		} else if ((e = clEnqueueReadImage(o.q, o.mem, CL_TRUE, zero, o.sp.region, 0, 0,
						   buf[0], 0, NULL, NULL))) {
			why = "the read of the image failed";
			send_hdr(t, e, 0);
		} else {
			iov = (struct iovec){ buf[0], (size_t)o.size };
			vcl_tls_record_set_deadline(t, dl = transfer_deadline(o.size));
			if ((r = send_hdr(t, 0, o.size)) || (r = vcl_transport_sendv(t, &iov, 1))) {
				transfer_why(r, o.size, dl, "read", whybuf, sizeof(whybuf));
				why = whybuf;
			}
		}
	} else {
		size_t chunk = o.size < VCL_PEER_CHUNK ? (size_t)o.size : VCL_PEER_CHUNK;
		uint64_t done = 0;
		int cur = 0;
		if (!(buf[0] = malloc(chunk)) || !(buf[1] = malloc(chunk))) {
			why = "out of memory";
			send_hdr(t, CL_OUT_OF_HOST_MEMORY, 0);
			goto out;
		}
		e = clEnqueueReadBuffer(o.q, o.mem, CL_FALSE, o.off, chunk, buf[0], 0, NULL, &rev[0]);
		if (!e)
			clFlush(o.q);
		vcl_tls_record_set_deadline(t, dl = transfer_deadline(o.size));
		if (e || (r = send_hdr(t, 0, o.size))) {
			if (!e)
				transfer_why(r, o.size, dl, "read", whybuf, sizeof(whybuf));
			why = e ? "the first read failed" : whybuf;
			goto out;
		}
		while (done < o.size) {
			size_t k = o.size - done < chunk ? (size_t)(o.size - done) : chunk;
			uint64_t next = done + k;
			cl_int st = CL_COMPLETE;
			struct iovec iov;
			if (clWaitForEvents(1, &rev[cur]) ||
			    clGetEventInfo(rev[cur], CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st),
					   &st, NULL) || st < 0) {
				why = "a read of the buffer failed";
				goto out;
			}
			clReleaseEvent(rev[cur]);
			rev[cur] = NULL;
			if (next < o.size) {
				size_t k2 = o.size - next < chunk ? (size_t)(o.size - next) : chunk;
				if (clEnqueueReadBuffer(o.q, o.mem, CL_FALSE, o.off + next, k2,
							buf[!cur], 0, NULL, &rev[!cur])) {
					why = "a read of the buffer failed";
					goto out;
				}
				clFlush(o.q);
			}
			iov = (struct iovec){ buf[cur], k };
			if ((r = vcl_transport_sendv(t, &iov, 1))) {
				transfer_why(r, o.size, dl, "read", whybuf, sizeof(whybuf));
				why = whybuf;
				goto out;
			}
			done = next;
			cur = !cur;
		}
	}
out:
	for (int i = 0; i < 2; i++)
		if (rev[i]) {
			clWaitForEvents(1, &rev[i]); /* before its memory goes */
			clReleaseEvent(rev[i]);
		}
	free(buf[0]);
	free(buf[1]);
	if (why)
		vcl_log("session %u: peer transfer to %s ended: %s", P.id, who, why);
	if (o.mem)
		offer_drop(&o);
	return !why;
}

/* Whether the next request on t begins within VCL_PEER_IDLE_MS (false: the peer closed it, or
 * nothing came). */
static bool serve_idle(struct vcl_transport *t)
{
	int fd = vcl_fd_transport_fd(t);
	struct pollfd p = { fd, POLLIN, 0 };
	char c;
	int k;

	do
		k = poll(&p, 1, (int)VCL_PEER_IDLE_MS);
	while (k < 0 && errno == EINTR);
	return k > 0 && recv(fd, &c, 1, MSG_PEEK | MSG_DONTWAIT) == 1;
}

/* A connection from a peer daemon (its VCL_PEER_MAX_SERVING slot taken by the caller): its
 * transfers, one after the other, while each goes whole and the next begins within
 * VCL_PEER_IDLE_MS. Between them it holds no slot but one of VCL_PEER_MAX_IDLE, and takes a slot
 * again for the next request - or, with all taken, ends the connection (the peer then opens a new
 * one, which is refused the same way until a slot is free: its move goes through the client). */
static void *serve_main(void *arg)
{
	struct serve *sv = arg;
	struct vcl_transport *t = vcl_tls_record_transport_create(sv->fd, &sv->keys);
	bool slot = true;

	explicit_bzero(&sv->keys, sizeof(sv->keys));
	if (!t)
		vcl_log("session %u: peer transfer to %s ended: no record layer for its cipher", P.id,
			sv->who);
	else
		vcl_fd_transport_set_timeout(t, P.timeout_ms);
	while (t && serve_one(t, sv->who)) {
		bool next;
		pthread_mutex_lock(&P.lock);
		P.serving--;
		slot = false;
		next = P.idle < VCL_PEER_MAX_IDLE;
		if (next)
			P.idle++;
		pthread_mutex_unlock(&P.lock);
		if (!next)
			break;
		next = serve_idle(t);
		pthread_mutex_lock(&P.lock);
		P.idle--;
		slot = next && P.serving < VCL_PEER_MAX_SERVING;
		if (slot)
			P.serving++;
		pthread_mutex_unlock(&P.lock);
		if (!slot) {
			if (next)
				vcl_log("session %u: refused a peer transfer: %u are being served", P.id,
					VCL_PEER_MAX_SERVING);
			break;
		}
	}
	if (t)
		t->ops->destroy(t);
	if (slot) {
		pthread_mutex_lock(&P.lock);
		P.serving--;
		pthread_mutex_unlock(&P.lock);
	}
	free(sv);
	return NULL;
}


/* ---- the target: pulls ---------------------------------------------------------------------- */

void vcl_peer_ctl_message(const struct vcl_peer_ctl *m, int fd)
{
	if (!P.on || m->magic != VCL_PEER_CTL_MAGIC) {
		if (fd >= 0)
			close(fd);
		return;
	}
	if (m->kind == VCL_PEER_SERVE && fd >= 0) {
		struct serve *sv = calloc(1, sizeof(*sv));
		pthread_t th;
		bool go;
		pthread_mutex_lock(&P.lock);
		go = sv && P.serving < VCL_PEER_MAX_SERVING;
		if (go)
			P.serving++;
		pthread_mutex_unlock(&P.lock);
		if (go) {
			sv->fd = fd;
			sv->keys = m->keys;
			snprintf(sv->who, sizeof(sv->who), "%.*s", (int)strnlen(m->text, sizeof(m->text)),
				 m->text);
			if (pthread_create(&th, NULL, serve_main, sv) == 0) {
				pthread_detach(th);
				return;
			}
			pthread_mutex_lock(&P.lock);
			P.serving--;
			pthread_mutex_unlock(&P.lock);
			explicit_bzero(&sv->keys, sizeof(sv->keys));
		}
		vcl_log("session %u: refused a peer transfer: %u are being served", P.id,
			VCL_PEER_MAX_SERVING);
		free(sv);
		close(fd);
		return;
	}
	if (m->kind == VCL_PEER_CONNECTED) {
		bool taken = false;
		pthread_mutex_lock(&P.lock);
		for (unsigned i = 0; i < VCL_PEER_MAX_PULLS; i++) {
			struct pull_wait *w = &P.pulls[i];
			if (!w->used || w->done || w->req != m->req)
				continue;
			w->done = true;
			w->fd = m->err ? -1 : fd;
			w->err = m->err ? m->err : fd < 0 ? -EBADMSG : 0;
			w->keys = m->keys;
			snprintf(w->why, sizeof(w->why), "%.*s", (int)strnlen(m->text, sizeof(m->text)),
				 m->text);
			taken = w->fd >= 0;
			pthread_cond_broadcast(&P.cv);
			break;
		}
		pthread_mutex_unlock(&P.lock);
		if (!taken && fd >= 0)
			close(fd);
		return;
	}
	if (fd >= 0)
		close(fd);
}

/* Ask the daemon for a connection to the daemon at peer for this pull; wait for it. 0 and *fd,
 * *keys; or a negative errno with why. */
static int pull_connect(const char *peer, uint64_t session, int *fd, struct vcl_tls_keys *keys,
			char *why, size_t whylen)
{
	struct vcl_peer_ctl m = { .magic = VCL_PEER_CTL_MAGIC, .kind = VCL_PEER_CONNECT,
				  .session = session };
	struct pull_wait *w = NULL;
	struct timespec dl;
	int r = 0;

	clock_gettime(CLOCK_MONOTONIC, &dl);
	/* the daemon's helper gives up within --hello-timeout and --peer-timeout: a little more */
	dl.tv_sec += P.timeout_ms / 1000 + 15;
	snprintf(m.text, sizeof(m.text), "%s", peer);
	pthread_mutex_lock(&P.lock);
	for (unsigned i = 0; i < VCL_PEER_MAX_PULLS && !w; i++)
		if (!P.pulls[i].used)
			w = &P.pulls[i];
	if (!w) {
		pthread_mutex_unlock(&P.lock);
		snprintf(why, whylen, "%u pulls are waiting", VCL_PEER_MAX_PULLS);
		return -EBUSY;
	}
	*w = (struct pull_wait){ .used = true, .req = ++P.next_req, .fd = -1 };
	m.req = w->req;
	pthread_mutex_unlock(&P.lock);
	if (send(P.ctl, &m, sizeof(m), MSG_NOSIGNAL) != (ssize_t)sizeof(m)) {
		snprintf(why, whylen, "the daemon is gone");
		r = -EPIPE;
	}
	pthread_mutex_lock(&P.lock);
	while (!r && !w->done)
		if (pthread_cond_timedwait(&P.cv, &P.lock, &dl) == ETIMEDOUT && !w->done) {
			snprintf(why, whylen, "no connection from the daemon in time");
			r = -ETIMEDOUT;
		}
	if (!r && w->err) {
		r = w->err;
		snprintf(why, whylen, "%s", w->why[0] ? w->why : strerror(-r));
	}
	if (!r) {
		*fd = w->fd;
		*keys = w->keys;
	}
	explicit_bzero(w, sizeof(*w)); /* a late answer finds no one: its socket is closed */
	pthread_mutex_unlock(&P.lock);
	return r;
}

/* A kept connection to the session `session` of the daemon at peer, or NULL; kept ones too old to
 * trust (the source waits VCL_PEER_IDLE_MS for the next request: half that) are closed. */
static struct vcl_transport *keep_take(const char *peer, uint64_t session)
{
	struct vcl_transport *t = NULL, *old[VCL_PEER_KEEP];
	uint64_t now = vcl_mono_ns();
	unsigned nold = 0;

	pthread_mutex_lock(&P.lock);
	for (unsigned i = 0; i < VCL_PEER_KEEP; i++) {
		struct keep *k = &P.keep[i];
		if (!k->t)
			continue;
		if (now - k->since_ns >= VCL_PEER_IDLE_MS / 2 * 1000000ull)
			old[nold++] = k->t;
		else if (!t && k->session == session && !strcmp(k->peer, peer))
			t = k->t;
		else
			continue;
		memset(k, 0, sizeof(*k));
	}
	pthread_mutex_unlock(&P.lock);
	for (unsigned i = 0; i < nold; i++)
		old[i]->ops->destroy(old[i]);
	return t;
}

/* Keep t, whose last transfer went whole, for the next pull from the same source (the oldest kept
 * one makes room). */
static void keep_put(const char *peer, uint64_t session, struct vcl_transport *t)
{
	struct keep *k = &P.keep[0];
	struct vcl_transport *old;

	pthread_mutex_lock(&P.lock);
	for (unsigned i = 0; i < VCL_PEER_KEEP && k->t; i++)
		if (!P.keep[i].t || P.keep[i].since_ns < k->since_ns)
			k = &P.keep[i];
	old = k->t;
	snprintf(k->peer, sizeof(k->peer), "%s", peer);
	k->session = session;
	k->t = t;
	k->since_ns = vcl_mono_ns();
	pthread_mutex_unlock(&P.lock);
	if (old)
		old->ops->destroy(old);
}

/* The size bytes of the transfer on t into buf (size bytes), and into the object: a buffer's
 * chunk by chunk as they come (each written while the next arrives), an image whole once all of
 * it came. Every write is complete before it returns, failed or not (buf is then free to go, and
 * the guest's gate opens only on written contents): CL_SUCCESS, or the error with why. A partial
 * write before a failure is harmless: the move then writes the whole through the client, and
 * nothing reads the object on this server before the move's gate opens. */
static cl_int pull_bytes(struct vcl_transport *t, const struct vn_args_msg_peer_pull *a,
			 const struct span *sp, uint8_t *buf, uint64_t deadline, char *why,
			 size_t whylen)
{
	static const size_t zero[3] = { 0, 0, 0 };
	size_t chunk = sp->image ? (size_t)a->size : VCL_PEER_CHUNK;
	size_t nev = ((size_t)a->size + chunk - 1) / chunk, got = 0;
	cl_event *ev = calloc(nev, sizeof(*ev));
	cl_int ret = ev ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY;
	cl_uint n = 0;
	int r;

	if (!ev)
		snprintf(why, whylen, "out of memory");
	while (ret == CL_SUCCESS && got < a->size) {
		size_t k = a->size - got < chunk ? (size_t)(a->size - got) : chunk;
		if ((r = vcl_transport_recv(t, buf + got, k))) {
			transfer_why(r, a->size, deadline, "sent", why, whylen);
			ret = CL_OUT_OF_RESOURCES;
			break;
		}
		ret = sp->image ? clEnqueueWriteImage(a->queue, a->mem, CL_FALSE, zero, sp->region, 0,
						      0, buf, 0, NULL, &ev[n])
				: clEnqueueWriteBuffer(a->queue, a->mem, CL_FALSE, a->offset + got, k,
						       buf + got, 0, NULL, &ev[n]);
		if (ret != CL_SUCCESS) {
			snprintf(why, whylen, "the write into the object failed (%d)", ret);
			break;
		}
		n++;
		clFlush(a->queue);
		got += k;
	}
	for (cl_uint i = 0; i < n; i++) {
		cl_int st = CL_COMPLETE;
		if (clWaitForEvents(1, &ev[i]) ||
		    clGetEventInfo(ev[i], CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL) ||
		    st < 0) {
			if (ret == CL_SUCCESS) {
				ret = st < 0 ? st : CL_OUT_OF_RESOURCES;
				snprintf(why, whylen, "the write into the object failed (%d)", ret);
			}
		}
		clReleaseEvent(ev[i]);
	}
	free(ev);
	return ret;
}

/* A new connection to the session `session` of the daemon at peer: the transport, or NULL with
 * why (and *ret CL_INVALID_OPERATION where the daemon does not take part or peer is none of its
 * --peer). */
static struct vcl_transport *pull_open(const char *peer, uint64_t session, cl_int *ret, char *why,
				       size_t whylen)
{
	struct vcl_transport *t = NULL;
	struct vcl_tls_keys keys;
	int fd = -1, r = pull_connect(peer, session, &fd, &keys, why, whylen);

	if (r == -EPERM)
		*ret = CL_INVALID_OPERATION;
	else if (!r && !(t = vcl_tls_record_transport_create(fd, &keys)))
		snprintf(why, whylen, "no record layer for its cipher");
	explicit_bzero(&keys, sizeof(keys));
	if (t)
		vcl_fd_transport_set_timeout(t, P.timeout_ms);
	return t;
}

/* Send the request rq on t and take the source's answer into *h: the source waits for the
 * object's last write, and its WAITING headers (each whole within --peer-timeout of the one
 * before, however it trickles) come first. 0, or the transport's error; *heard: whether any
 * header came. */
static int pull_ask(struct vcl_transport *t, const struct vcl_peer_req *rq, struct vcl_peer_hdr *h,
		    bool *heard)
{
	struct iovec iov = { (void *)rq, sizeof(*rq) };
	int r;

	*heard = false;
	vcl_tls_record_set_deadline(t, step_deadline());
	if ((r = vcl_transport_sendv(t, &iov, 1)))
		return r;
	while (!(r = vcl_transport_recv(t, h, sizeof(*h)))) {
		*heard = true;
		if (h->magic != VCL_PEER_HDR_MAGIC || h->status != VCL_PEER_WAITING || h->size)
			break;
		vcl_tls_record_set_deadline(t, step_deadline());
	}
	return r;
}

/* VCL_OP_PEER_PULL (api/opencl.api, msg PEER_PULL): the offer (session, ticket) of the daemon at
 * peer into [offset, offset + size) of a buffer; replies once the write is complete. On a kept
 * connection to that session where there is one (keep_take), else a new one; a kept one the
 * source closed before any answer (its idle time ran out) is replaced by a new one once. */
int vcl_be_h_msg_peer_pull(struct vcl_be_ctx *x, const struct vn_args_msg_peer_pull *a)
{
	struct vcl_peer_req rq = { .magic = VCL_PEER_REQ_MAGIC, .size = a->size };
	struct vcl_transport *t = NULL;
	struct vcl_peer_hdr h;
	char why[300] = "";
	uint8_t *buf = NULL;
	struct span sp;
	cl_int ret = P.on ? range_ok(a->mem, a->offset, a->size, &sp) : CL_INVALID_OPERATION;
	bool kept = false, heard = false;
	int r = 0;

	if (ret == CL_SUCCESS && (strncmp(a->peer, "tcp:", 4) || strlen(a->peer) >= 200))
		ret = CL_INVALID_VALUE;
	if (ret != CL_SUCCESS) {
		vcl_enc_i32(&x->rep, ret);
		return 0;
	}
	vcl_be_may_block(x);
	ret = CL_OUT_OF_RESOURCES;
	memcpy(rq.ticket, &a->ticket0, 8);
	memcpy(rq.ticket + 8, &a->ticket1, 8);
	memcpy(rq.ticket + 16, &a->ticket2, 8);
	memcpy(rq.ticket + 24, &a->ticket3, 8);
	if (!(buf = malloc((size_t)a->size))) {
		snprintf(why, sizeof(why), "out of memory");
		ret = CL_OUT_OF_HOST_MEMORY;
	} else {
		kept = (t = keep_take(a->peer, a->session)) != NULL;
		if (t && (r = pull_ask(t, &rq, &h, &heard)) && !heard && r != -ETIMEDOUT) {
			t->ops->destroy(t);
			t = NULL;
			kept = false;
		}
		if (!t && (t = pull_open(a->peer, a->session, &ret, why, sizeof(why))))
			r = pull_ask(t, &rq, &h, &heard);
	}
	if (!t)
		; /* why says it */
	else if (r)
		snprintf(why, sizeof(why), "%s", r == -ETIMEDOUT ? "no answer within --peer-timeout"
							 : "the connection ended (the source "
							   "refused it, or went away)");
	else if (h.magic != VCL_PEER_HDR_MAGIC)
		snprintf(why, sizeof(why), "malformed answer");
	else if (h.status)
		snprintf(why, sizeof(why), "the source refused: %s (%lld)",
			 h.status == -EACCES ? "unknown, used or expired ticket"
			 : h.status == -EINVAL ? "another size than the offer's"
					       : "the buffer could not be read",
			 (long long)h.status);
	else if (h.size != a->size)
		snprintf(why, sizeof(why), "malformed answer: %llu bytes, not %llu",
			 (unsigned long long)h.size, (unsigned long long)a->size);
	else {
		uint64_t dl = transfer_deadline(a->size);
		vcl_tls_record_set_deadline(t, dl);
		ret = pull_bytes(t, a, &sp, buf, dl, why, sizeof(why));
	}
	explicit_bzero(&rq, sizeof(rq));
	if (ret != CL_SUCCESS)
		vcl_log("session %u: peer transfer from %s failed: %s", P.id, a->peer, why);
	else
		vcl_log("session %u: received %llu bytes of a%s from peer %s%s", P.id,
			(unsigned long long)a->size, sp.image ? "n image" : " buffer", a->peer,
			kept ? " (on a kept connection)" : "");
	/* whole: t may carry the next pull from that session */
	if (t && ret == CL_SUCCESS)
		keep_put(a->peer, a->session, t);
	else if (t)
		t->ops->destroy(t);
	free(buf);
	vcl_enc_i32(&x->rep, ret);
	return 0;
}
