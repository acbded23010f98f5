/* SPDX-License-Identifier: MIT */
/*
 * Front-end connection: the request channel (calls and their replies) and the notify channel
 * (callbacks and non-blocking read data), and the thread that serves the notify channel.
 *
 * Replies are read leader/follower style: a thread waiting for its reply reads the request channel
 * itself when no other thread is reading, and hands replies that belong to other threads over. A
 * single-threaded application therefore reads its own reply with no thread switch, and a thread
 * blocked in clWaitForEvents never stops another thread's calls.
 */
#define _GNU_SOURCE
#include "vcl_fe.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "vcl_transport.h"
#include "vcl_ring.h"
#include "vcl_tcp.h"
#include "vcl_tls.h"
#include "vcl_vm.h"

struct vcl_waiter {
	struct vcl_waiter *next;
	uint64_t tag;
	bool done;
	void *buf;     /* reply payload (small part) */
	size_t len;
	void *sink;    /* bulk part destination */
	size_t sink_len;
};

static struct {
	pthread_mutex_t send_lock;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	struct vcl_transport *req, *ntf;
	struct vcl_waiter *waiters;
	bool reader_busy;
	atomic_bool broken; /* read without conn.lock (the batch sender, fast paths) */
	uint64_t next_tag;
	pthread_t ntf_thread;
	bool ntf_started;
	int fds[2]; /* the sockets (or ports) of both channels; -1: none */
} conn = {
	.fds = { -1, -1 },
	.send_lock = PTHREAD_MUTEX_INITIALIZER,
	.lock = PTHREAD_MUTEX_INITIALIZER,
	.cond = PTHREAD_COND_INITIALIZER,
	.next_tag = 1,
};

/*
 * The heartbeat (tcp: only): a server whose host still acknowledges but whose session no longer
 * answers (stopped, stuck) is found within VIRTCL_PEER_TIMEOUT: while calls wait and nothing has
 * come on the request channel for a third of it, a ping (clGetPlatformInfo, which the session's
 * leader answers even while other threads' calls block on the host) goes out without a thread
 * waiting for it; if neither it nor anything else is answered within the timeout, the connection
 * is broken and every waiting call returns.
 */
static struct {
	atomic_uint_fast64_t last_rx_ms; /* when a message last arrived on the request channel */
	uint64_t timeout_ms;             /* 0: no heartbeat */
	uint64_t platform_id;
	struct vcl_waiter ping;          /* in conn.waiters while a ping is out */
	bool ping_out;
	uint64_t ping_ms;
	bool started;
} hb;

static uint64_t mono_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

void vcl_fe_log(const char *fmt, ...)
{
	static int verbose = -1;
	va_list ap;

	if (verbose < 0)
		verbose = getenv("VIRTCL_DEBUG") != NULL;
	if (!verbose)
		return;
	va_start(ap, fmt);
	fprintf(stderr, "virtcl: ");
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

void vcl_fe_fail_pending_reads(void);

static void conn_break(const char *why)
{
	bool was;

	pthread_mutex_lock(&conn.lock);
	was = conn.broken;
	if (!was)
		fprintf(stderr, "virtcl: connection to virtcld lost: %s\n", why);
	conn.broken = true;
	pthread_cond_broadcast(&conn.cond);
	pthread_mutex_unlock(&conn.lock);
	if (!was)
		vcl_fe_fail_pending_reads();
}

/*
 * Calls that are not waited for are coalesced: they are appended to a batch that goes out in one
 * write before the next call that waits (in order: everything leaves under send_lock), when the
 * batch is full, or a moment later from the batch thread (so that enqueued work starts even when
 * the application goes on to wait only through callbacks, outside any OpenCL call). One write per
 * batch instead of per call is most of what a kernel launch costs the front-end.
 */
#define VCL_BATCH_MAX   (64u << 10) /* a batch larger than this is written at once */
#define VCL_BATCH_DELAY_US 20       /* how long the batch thread lets a batch grow */

static struct {
	uint8_t *buf;
	size_t len;
	pthread_cond_t cond; /* a batch is waiting (send_lock) */
	bool thread;
} batch = { .cond = PTHREAD_COND_INITIALIZER };

/*
 * In the child of fork(): the connection, its threads' state and its locks are the parent's. Let
 * go of them without a word on them (no shutdown, no message: the parent's session must never
 * notice), so that the child can make a connection of its own.
 */
void vcl_fe_conn_forget(void)
{
	for (int i = 0; i < 2; i++)
		if (conn.fds[i] >= 0)
			close(conn.fds[i]);
	pthread_mutex_init(&conn.send_lock, NULL);
	pthread_mutex_init(&conn.lock, NULL);
	pthread_cond_init(&conn.cond, NULL);
	pthread_cond_init(&batch.cond, NULL);
	conn.req = conn.ntf = NULL; /* their memory stays: freeing it could touch what they share */
	conn.waiters = NULL;
	conn.reader_busy = false;
	conn.broken = false;
	conn.ntf_started = false;
	conn.fds[0] = conn.fds[1] = -1;
	hb.started = hb.ping_out = false; /* the parent's heartbeat thread is not in the child */
	batch.len = 0;
	batch.thread = false;
}

static int batch_flush_locked(struct vcl_transport *t)
{
	struct iovec iov = { batch.buf, batch.len };
	int r;

	if (!batch.len)
		return 0;
	r = vcl_transport_sendv(t, &iov, 1);
	batch.len = 0;
	return r;
}

static void *batch_main(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&conn.send_lock);
	for (;;) {
		int r;
		while (!batch.len && !conn.broken)
			pthread_cond_wait(&batch.cond, &conn.send_lock);
		if (conn.broken)
			break;
		pthread_mutex_unlock(&conn.send_lock);
		usleep(VCL_BATCH_DELAY_US);
		pthread_mutex_lock(&conn.send_lock);
		r = batch_flush_locked(conn.req);
		if (r) {
			pthread_mutex_unlock(&conn.send_lock);
			conn_break(strerror(-r));
			pthread_mutex_lock(&conn.send_lock);
		}
	}
	pthread_mutex_unlock(&conn.send_lock);
	return NULL;
}

static int send_enc_mode(struct vcl_transport *t, struct vcl_enc *e, bool may_batch)
{
	static int no_batch = -1; /* VIRTCL_NO_BATCH, read once */
	struct iovec iov[VCL_ENC_MAX_IOV + 1];
	int n = vcl_enc_finish(e, iov);
	size_t total = 0;
	int r = 0;

	if (n < 0)
		return n;
	for (int i = 0; i < n; i++)
		total += iov[i].iov_len;
	pthread_mutex_lock(&conn.send_lock);
	if (no_batch < 0)
		no_batch = getenv("VIRTCL_NO_BATCH") != NULL;
	if (may_batch && t == conn.req && total <= VCL_BATCH_MAX / 4 && !no_batch) {
		if (!batch.buf && !(batch.buf = malloc(VCL_BATCH_MAX)))
			goto direct;
		if (batch.len + total > VCL_BATCH_MAX && (r = batch_flush_locked(t)))
			goto out;
		for (int i = 0; i < n; i++) {
			memcpy(batch.buf + batch.len, iov[i].iov_base, iov[i].iov_len);
			batch.len += iov[i].iov_len;
		}
		if (!batch.thread) {
			pthread_t th;
			batch.thread = pthread_create(&th, NULL, batch_main, NULL) == 0;
			if (batch.thread)
				pthread_detach(th);
			else
				r = batch_flush_locked(t);
		}
		pthread_cond_signal(&batch.cond);
		goto out;
	}
direct:
	if (t == conn.req)
		r = batch_flush_locked(t); /* what was batched goes first */
	if (!r)
		r = vcl_transport_sendv(t, iov, n);
out:
	pthread_mutex_unlock(&conn.send_lock);
	return r;
}

static int send_enc(struct vcl_transport *t, struct vcl_enc *e)
{
	return send_enc_mode(t, e, false);
}

/* The bulk tail of a VCL_MSG_F_BULK message: n bytes into dst, then the padding to 8. An empty
 * tail (the call failed) is fine. */
int vcl_recv_bulk(struct vcl_transport *t, void *dst, size_t n, size_t tail)
{
	uint8_t pad[8];
	int r;

	if (tail == 0)
		return 0;
	if (tail != vcl_pad8(n) || !dst)
		return -EPROTO;
	r = vcl_transport_recv(t, dst, n);
	if (!r && tail > n)
		r = vcl_transport_recv(t, pad, tail - n);
	return r;
}

/* Read one reply from the request channel and give it to its waiter. Called without conn.lock. */
static int read_one_reply(void)
{
	struct vcl_msg_hdr h;
	struct vcl_waiter *w;
	uint64_t small;
	void *buf = NULL;
	size_t len;
	int r;

	r = vcl_transport_recv(conn.req, &h, sizeof(h));
	if (r)
		return r;
	atomic_store(&hb.last_rx_ms, mono_ms());
	if ((h.op == VCL_OP_PRINTF || h.op == VCL_OP_STDERR) && h.size <= VCL_MAX_PRINTF) {
		/* kernel printf output (or what the host driver wrote on its standard error), ahead of
		 * the reply of the call that saw its command complete */
		int fd = h.op == VCL_OP_PRINTF ? STDOUT_FILENO : STDERR_FILENO;
		char *out = malloc(h.size ? h.size : 1);
		uint64_t n = 0;
		if (!out || (r = vcl_transport_recv(conn.req, out, h.size))) {
			free(out);
			return r ? r : -ENOMEM;
		}
		memcpy(&n, out, h.size >= 8 ? 8 : 0);
		if (n <= h.size - 8) {
			fflush(fd == STDOUT_FILENO ? stdout : stderr);
			for (size_t off = 0; off < n;) {
				ssize_t w = write(fd, out + 8 + off, n - off);
				if (w <= 0)
					break;
				off += (size_t)w;
			}
		}
		free(out);
		return 0;
	}
	if (h.op != VCL_OP_REPLY || h.size > VCL_MAX_MSG)
		return -EPROTO;
	pthread_mutex_lock(&conn.lock);
	for (w = conn.waiters; w && w->tag != h.tag; w = w->next)
		;
	pthread_mutex_unlock(&conn.lock);
	if (!w)
		return -EPROTO;
	len = h.size;
	small = h.size;
	if (h.flags & VCL_MSG_F_BULK) {
		if (h.size < 8 || (r = vcl_transport_recv(conn.req, &small, 8)))
			return r ? r : -EPROTO;
		if (small > h.size - 8)
			return -EPROTO;
		len = small;
	}
	buf = malloc(len ? len : 1);
	if (!buf)
		return -ENOMEM;
	r = vcl_transport_recv(conn.req, buf, len);
	if (!r && (h.flags & VCL_MSG_F_BULK))
		r = vcl_recv_bulk(conn.req, w->sink, w->sink_len, h.size - 8 - small);
	if (r) {
		free(buf);
		return r;
	}
	pthread_mutex_lock(&conn.lock);
	w->buf = buf;
	w->len = len;
	w->done = true;
	pthread_cond_broadcast(&conn.cond);
	pthread_mutex_unlock(&conn.lock);
	return 0;
}

void vcl_call_init(struct vcl_call *c, uint16_t op)
{
	/* the child of a fork() connects anew before its first call names a handle */
	if (atomic_load(&vcl_fe_forked))
		vcl_fe_connect();
	/* in flight first, then the epoch: a clFinish that sees the new epoch sees the flight too
	 * (vcl_fe_clFinish) */
	c->enqueue = vn_op_valid(op) && (vn_ops[op].flags & VN_OPF_ENQUEUE);
	if (c->enqueue) {
		atomic_fetch_add(&vcl_fe.enq_inflight, 1);
		atomic_fetch_add(&vcl_fe.enq_epoch, 1);
	}
	vcl_enc_init(&c->enc, op, 0);
	c->rep_buf = NULL;
	c->sink = NULL;
	c->sink_len = 0;
	vcl_dec_init(&c->rep, NULL, 0);
}

void vcl_call_fini(struct vcl_call *c)
{
	if (c->enqueue) {
		atomic_fetch_sub(&vcl_fe.enq_inflight, 1);
		c->enqueue = false;
	}
	vcl_enc_fini(&c->enc);
	free(c->rep_buf);
	c->rep_buf = NULL;
}

cl_int vcl_call_bad_reply(struct vcl_call *c)
{
	(void)c;
	conn_break("malformed reply");
	return CL_OUT_OF_RESOURCES;
}

static cl_int call_async(struct vcl_call *c, bool may_batch)
{
	int r;

	if (conn.broken || !conn.req)
		return CL_OUT_OF_RESOURCES;
	if (c->enc.err)
		return CL_OUT_OF_HOST_MEMORY;
	r = send_enc_mode(conn.req, &c->enc, may_batch);
	if (r) {
		conn_break(strerror(-r));
		return CL_OUT_OF_RESOURCES;
	}
	return CL_SUCCESS;
}

cl_int vcl_call_async(struct vcl_call *c)
{
	return call_async(c, true);
}

cl_int vcl_call_noreply(struct vcl_call *c)
{
	((struct vcl_msg_hdr *)c->enc.buf)->flags = VCL_MSG_F_NOREPLY;
	return call_async(c, true);
}

cl_int vcl_call_noreply_now(struct vcl_call *c)
{
	((struct vcl_msg_hdr *)c->enc.buf)->flags = VCL_MSG_F_NOREPLY;
	return call_async(c, false);
}

cl_int vcl_call_sync(struct vcl_call *c)
{
	struct vcl_waiter w = { .sink = c->sink, .sink_len = c->sink_len };
	struct vcl_waiter **pp;
	int r;

	if (c->enc.err)
		return c->enc.total > VCL_MAX_MSG ? CL_INVALID_VALUE : CL_OUT_OF_HOST_MEMORY;
	pthread_mutex_lock(&conn.lock);
	if (conn.broken || !conn.req) {
		pthread_mutex_unlock(&conn.lock);
		return CL_OUT_OF_RESOURCES;
	}
	w.tag = conn.next_tag++;
	w.next = conn.waiters;
	conn.waiters = &w;
	pthread_mutex_unlock(&conn.lock);

	((struct vcl_msg_hdr *)c->enc.buf)->tag = w.tag;
	r = send_enc(conn.req, &c->enc);
	if (r)
		conn_break(strerror(-r));

	pthread_mutex_lock(&conn.lock);
	while (!w.done && !conn.broken) {
		if (conn.reader_busy) {
			pthread_cond_wait(&conn.cond, &conn.lock);
			continue;
		}
		conn.reader_busy = true;
		pthread_mutex_unlock(&conn.lock);
		r = read_one_reply();
		pthread_mutex_lock(&conn.lock);
		conn.reader_busy = false;
		/* let a waiting thread take over reading (or see that its reply arrived) */
		pthread_cond_broadcast(&conn.cond);
		if (r) {
			pthread_mutex_unlock(&conn.lock);
			conn_break(r == -EPIPE ? "virtcld closed the connection" : strerror(-r));
			pthread_mutex_lock(&conn.lock);
		}
	}
	for (pp = &conn.waiters; *pp; pp = &(*pp)->next)
		if (*pp == &w) {
			*pp = w.next;
			break;
		}
	pthread_mutex_unlock(&conn.lock);
	if (!w.done) {
		free(w.buf);
		return CL_OUT_OF_RESOURCES;
	}
	c->rep_buf = w.buf;
	vcl_dec_init(&c->rep, w.buf, w.len);
	r = vcl_dec_i32(&c->rep);
	if (c->rep.err)
		return vcl_call_bad_reply(c);
	return r;
}

void vcl_dec_out(struct vcl_dec *d, void *dst, size_t n)
{
	const void *p;

	if (!dst)
		return;
	p = vcl_dec_bytes(d, n);
	if (p)
		memcpy(dst, p, n);
}

size_t vcl_dec_outbuf(struct vcl_dec *d, void *dst, size_t cap)
{
	uint64_t n;
	const void *p = vcl_dec_buf(d, &n);

	if (!dst || !p)
		return 0;
	if (n > cap) {
		d->err = true;
		return 0;
	}
	memcpy(dst, p, n);
	return n;
}

static void *heartbeat_main(void *arg)
{
	(void)arg;
	for (;;) {
		struct timespec tick = { (time_t)(hb.timeout_ms / 3000), (long)(hb.timeout_ms / 3 % 1000) * 1000000L };
		uint64_t now;
		bool waiting = false, send_ping = false, dead = false;

		while (nanosleep(&tick, &tick) && errno == EINTR)
			;
		now = mono_ms();
		pthread_mutex_lock(&conn.lock);
		if (conn.broken) {
			pthread_mutex_unlock(&conn.lock);
			return NULL;
		}
		for (struct vcl_waiter *w = conn.waiters; w; w = w->next)
			waiting = waiting || w != &hb.ping;
		if (hb.ping_out && hb.ping.done) {
			/* answered: the server lives; take the ping out of the list */
			for (struct vcl_waiter **pp = &conn.waiters; *pp; pp = &(*pp)->next)
				if (*pp == &hb.ping) {
					*pp = hb.ping.next;
					break;
				}
			free(hb.ping.buf);
			hb.ping_out = false;
		}
		if (hb.ping_out && now - hb.ping_ms >= hb.timeout_ms &&
		    now - atomic_load(&hb.last_rx_ms) >= hb.timeout_ms)
			dead = true;
		else if (!hb.ping_out && waiting && now - atomic_load(&hb.last_rx_ms) >= hb.timeout_ms / 3) {
			hb.ping = (struct vcl_waiter){ .tag = conn.next_tag++, .next = conn.waiters };
			conn.waiters = &hb.ping;
			hb.ping_out = true;
			hb.ping_ms = now;
			send_ping = true;
		}
		pthread_mutex_unlock(&conn.lock);
		if (dead) {
			char why[96];
			snprintf(why, sizeof(why), "virtcld did not answer for %llu s (VIRTCL_PEER_TIMEOUT)",
				 (unsigned long long)(hb.timeout_ms / 1000));
			conn_break(why);
			/* the thread reading the channel is in a receive: end it */
			conn.req->ops->shutdown(conn.req);
			conn.ntf->ops->shutdown(conn.ntf);
			return NULL;
		}
		if (send_ping) {
			struct vcl_enc e;
			cl_uint param = CL_PLATFORM_PROFILE;
			size_t zero = 0;
			vcl_enc_init(&e, VN_OP_clGetPlatformInfo, hb.ping.tag);
			vcl_enc_u64(&e, hb.platform_id);
			vcl_enc_val(&e, &param, sizeof(param));
			vcl_enc_val(&e, &zero, sizeof(zero));
			vcl_enc_want(&e, false);
			vcl_enc_want(&e, true);
			if (send_enc(conn.req, &e))
				conn_break("the heartbeat could not be sent");
			vcl_enc_fini(&e);
		}
	}
}

/* ---- notify channel --------------------------------------------------------------------------- */

void vcl_fe_handle_callback(struct vcl_dec *d);
int vcl_fe_handle_read_done(struct vcl_transport *t, struct vcl_dec *d, size_t bulk);

/* Read and handle one notify-channel message; 0, or a negative errno when the channel is done. */
static int notify_one(void)
{
	struct vcl_msg_hdr h;
	struct vcl_dec d;
	uint64_t small;
	size_t len, bulk = 0;
	void *buf;
	int r = vcl_transport_recv(conn.ntf, &h, sizeof(h));

	if (r)
		return r;
	if (h.size > VCL_MAX_MSG)
		return -EPROTO;
	len = h.size;
	if (h.flags & VCL_MSG_F_BULK) {
		if (h.size < 8 || vcl_transport_recv(conn.ntf, &small, 8) || small > h.size - 8)
			return -EPROTO;
		len = small;
		bulk = h.size - 8 - small;
	}
	buf = malloc(len ? len : 1);
	if (!buf || vcl_transport_recv(conn.ntf, buf, len)) {
		free(buf);
		return -EPROTO;
	}
	vcl_dec_init(&d, buf, len);
	switch (h.op) {
	case VCL_OP_CALLBACK:
		vcl_fe_handle_callback(&d);
		break;
	case VCL_OP_READ_DONE:
		r = vcl_fe_handle_read_done(conn.ntf, &d, bulk);
		break;
	case VCL_OP_BULK_DONE: {
		/* the host command that wrote from this chunk completed: reuse it */
		uint64_t off = vcl_dec_u64(&d);
		if (d.err)
			r = -EPROTO;
		else
			vcl_area_free(off);
		break;
	}
	case VCL_OP_ASYNC_ERROR: {
		int32_t op = vcl_dec_i32(&d), err = vcl_dec_i32(&d);
		fprintf(stderr, "virtcl: %s (not waited for) failed on the host: error %d\n",
			vn_op_valid((uint32_t)op) ? vn_ops[op].name : "a call", (int)err);
		break;
	}
	default:
		r = -EPROTO;
	}
	free(buf);
	return r;
}

/* 256 MiB; 4 MiB over tcp: (set when the connection opens) */
static size_t xfer_piece = (size_t)256 << 20;

size_t vcl_fe_xfer_piece(void)
{
	return xfer_piece;
}

cl_int vcl_fe_enc_large(struct vcl_enc *e, const void *p, size_t n, uint64_t *inline_total)
{
	static atomic_uint_fast64_t next_stage;
	uint64_t id;

	if (n < VCL_STAGE_MIN && *inline_total + n <= VCL_STAGE_INLINE_MAX) {
		*inline_total += n;
		vcl_enc_buf(e, p, n);
		return CL_SUCCESS;
	}
	id = atomic_fetch_add(&next_stage, 1) + 1;
	for (size_t off = 0; off < n;) {
		size_t k = n - off < xfer_piece ? n - off : xfer_piece;
		struct vcl_call c;
		cl_int ret;
		vcl_call_init(&c, VCL_OP_STAGE);
		vcl_enc_u64(&c.enc, id);
		vcl_enc_u64(&c.enc, n);
		vcl_enc_u64(&c.enc, off);
		vcl_enc_buf(&c.enc, (const char *)p + off, k);
		ret = vcl_call_sync(&c);
		vcl_call_fini(&c);
		if (ret != CL_SUCCESS)
			return ret;
		off += k;
	}
	vcl_enc_u64(e, VCL_PRESENT_STAGED);
	vcl_enc_u64(e, id);
	return CL_SUCCESS;
}

bool vcl_fe_conn_broken(void)
{
	return conn.broken;
}

bool vcl_fe_on_notify_thread(void)
{
	return conn.ntf_started && pthread_equal(pthread_self(), conn.ntf_thread);
}

/*
 * A callback (run on the notify thread) that waits for what only the notify channel brings - the
 * data of a non-blocking read - would wait forever: the thread that waits serves the channel
 * itself meanwhile. Returns 0, or a negative errno when the channel is gone.
 */
int vcl_fe_notify_serve_one(void)
{
	int r = notify_one();

	if (r)
		conn_break("notify channel closed");
	return r;
}

static void *notify_main(void *arg)
{
	(void)arg;
	while (notify_one() == 0)
		;
	conn_break("notify channel closed");
	return NULL;
}

/* ---- connection setup ------------------------------------------------------------------------- */

/*
 * VIRTCL_SERVER:
 *   unix:PATH   a unix-domain socket virtcld listens on (same host, containers)
 *   shm:PATH    the same socket, plus a shared-memory bulk area: a memfd of VIRTCL_SHM_SIZE bytes
 *               (default 512 MiB, a power of two, 64 KiB..1 GiB) handed to virtcld after WELCOME
 *               (VCL_OP_ATTACH_SHM), through which buffer data moves instead of the socket
 *   vm:[NAME]   inside a QEMU guest: the guest's broker virtcl-vmmux at /run/virtcl/NAME.sock
 *               (default NAME "virtcl"), which carries every process's channels over the port
 *               NAME.mux, if it runs; else the virtio-serial ports NAME.req and NAME.ntf, found by
 *               name in /sys/class/virtio-ports (one process per boot), whose host ends are chardev
 *               sockets connected to virtcld; if virtcld maps this VM's ivshmem backing file
 *               (--listen unix:PATH,shm=FILE) the WELCOME says so and buffer data moves through
 *               the ivshmem BAR2 (mapped as root through sysfs) instead of the serial port
 *   tcp:HOST:PORT, tcp:[IPV6]:PORT   virtcld on another machine: TLS 1.3 (vcl_tls_client says
 *               how the server is verified and how we authenticate), or plaintext with
 *               VIRTCL_INSECURE=1 (the daemon allows that on loopback addresses only)
 * Each channel is opened from the address alone (open_channel), so that a list of servers can
 * later open one pair of channels per server.
 */
/*
 * VIRTCL_PEER_TIMEOUT: seconds (default 30, 0: the kernel's defaults) within which a server that
 * vanished (host down, link cut) is detected on tcp: (keep-alive, TCP_USER_TIMEOUT); the calls
 * waiting on it then fail and later ones fail at once.
 */
static int peer_timeout_ms(void)
{
	const char *v = getenv("VIRTCL_PEER_TIMEOUT");
	char *end;
	double s = v && *v ? strtod(v, &end) : 30.0;

	if (v && *v && (*end || s < 0 || s > 86400)) {
		fprintf(stderr, "virtcl: VIRTCL_PEER_TIMEOUT=%s: not a number of seconds; using 30\n", v);
		s = 30.0;
	}
	return (int)(s * 1000);
}
/*
 * VIRTCL_CONNECT_TIMEOUT: seconds (decimals allowed) discovery waits for virtcld to take the
 * connection and answer HELLO; default 10, 0 = no limit. An endpoint that accepts but never
 * answers (a stopped daemon, a wrong socket) must not hold clGetPlatformIDs - and so every program
 * on a machine where virtcl's ICD is registered - for longer: the platform is then absent.
 */
static int connect_timeout_ms(void)
{
	const char *v = getenv("VIRTCL_CONNECT_TIMEOUT");
	char *end;
	double s = v && *v ? strtod(v, &end) : 10.0;

	if (v && *v && (*end || s < 0 || s > 86400)) {
		fprintf(stderr, "virtcl: VIRTCL_CONNECT_TIMEOUT=%s: not a number of seconds; using 10\n", v);
		s = 10.0;
	}
	return s > 0 && s * 1000 < 1 ? 1 : (int)(s * 1000);
}


static int tcp_channel(const char *hostport, struct vcl_transport **t)
{
	char host[256], port[8];
	const char *ins = getenv("VIRTCL_INSECURE");
	int fd = vcl_tcp_split(hostport, host, sizeof(host), port, sizeof(port));

	if (fd) {
		fprintf(stderr, "virtcl: VIRTCL_SERVER=tcp:%s: expected tcp:HOST:PORT or "
				"tcp:[IPV6]:PORT\n", hostport);
		return fd;
	}
	fd = vcl_tcp_connect(hostport, connect_timeout_ms(), peer_timeout_ms());
	if (fd < 0)
		return fd;
	if (ins && !strcmp(ins, "1")) {
		*t = vcl_fd_transport_create(fd);
		if (*t)
			vcl_fd_transport_set_timeout(*t, connect_timeout_ms());
		return *t ? 0 : -ENOMEM;
	}
	return vcl_tls_client(fd, host, connect_timeout_ms(), t);
}

static int open_channel(const char *addr, uint32_t role, struct vcl_transport **t)
{
	if (!strncmp(addr, "tcp:", 4)) {
		xfer_piece = (size_t)4 << 20;
		return tcp_channel(addr + 4, t);
	}
	if (!strncmp(addr, "unix:", 5) || !strncmp(addr, "shm:", 4))
		return vcl_unix_connect_timeout(addr + (addr[0] == 'u' ? 5 : 4), connect_timeout_ms(), t);
	if (!strncmp(addr, "vm:", 3)) {
		char name[128], path[256];
		int fd, r;
		/* the guest's broker (virtcl-vmmux) if it runs: any number of processes share its
		 * port; else the ports NAME.req and NAME.ntf, one process per boot */
		snprintf(path, sizeof(path), "/run/virtcl/%s.sock", addr[3] ? addr + 3 : "virtcl");
		r = vcl_unix_connect_timeout(path, connect_timeout_ms(), t);
		if (r != -ENOENT && r != -ECONNREFUSED) {
			if (r)
				VCL_LOG("vm: the broker's socket %s: %s", path, strerror(-r));
			return r;
		}
		snprintf(name, sizeof(name), "%s.%s", addr[3] ? addr + 3 : "virtcl",
			 role == VCL_ROLE_REQUEST ? "req" : "ntf");
		r = vcl_vm_find_port(name, path, sizeof(path));
		if (r)
			return r;
		fd = open(path, O_RDWR | O_CLOEXEC);
		if (fd < 0)
			return -errno;
		*t = vcl_fd_transport_create(fd);
		if (*t)
			vcl_fd_transport_set_timeout(*t, connect_timeout_ms());
		return *t ? 0 : -ENOMEM;
	}
	fprintf(stderr, "virtcl: VIRTCL_SERVER=%s: unknown transport (use unix:PATH, shm:PATH, vm: or tcp:HOST:PORT)\n", addr);
	return -EINVAL;
}

static int hello(struct vcl_transport *t, uint32_t role, const uint64_t token[2])
{
	struct vcl_enc e;
	int r;

	vcl_enc_init(&e, VCL_OP_HELLO, 0);
	vcl_enc_u64(&e, VCL_PROTO_MAGIC);
	vcl_enc_u64(&e, VCL_PROTO_VERSION);
	vcl_enc_u64(&e, role);
	vcl_enc_u64(&e, token ? token[0] : 0);
	vcl_enc_u64(&e, token ? token[1] : 0);
	r = send_enc(t, &e);
	vcl_enc_fini(&e);
	return r;
}

int vcl_fe_conn_open(uint64_t *platform_id, uint64_t **device_ids, uint32_t *ndev);

/*
 * A number from the environment variable name: decimal (or 0x hex), with an optional K, M or G
 * suffix when suffix is set. Unset or empty: dflt. Malformed: a message naming the variable, its
 * value and what is used instead (dflt), printed whether VIRTCL_DEBUG is set or not.
 */
static uint64_t env_number(const char *name, uint64_t dflt, bool suffix)
{
	const char *v = getenv(name);
	unsigned long long n;
	char *end;
	int sh = 0;

	if (!v || !*v)
		return dflt;
	errno = 0;
	n = strtoull(v, &end, 0);
	if (suffix && end != v)
		sh = strchr("kK", *end) && *end ? 10 : strchr("mM", *end) && *end ? 20
		   : strchr("gG", *end) && *end ? 30 : 0;
	if (sh)
		end++;
	if (errno || end == v || *end || v[0] == '-' || (sh && n > (~0ull >> sh))) {
		fprintf(stderr, "virtcl: %s=%s: not a number%s; using %llu\n", name, v,
			suffix ? " of bytes (suffixes K, M, G)" : "", (unsigned long long)dflt);
		return dflt;
	}
	return (uint64_t)n << sh;
}

/* VIRTCL_SHM_SIZE: bytes, with an optional K, M or G suffix; 0 if not a valid area size. */
static uint64_t shm_size(void)
{
	/* 512 MiB by default: a 256 MiB transfer still fits beside the rings (the memory is
	 * committed only as chunks are first used) */
	uint64_t n = env_number("VIRTCL_SHM_SIZE", (uint64_t)512 << 20, true);

	if (n < VCL_REGION_MIN || n > VCL_REGION_MAX || (n & (n - 1))) {
		fprintf(stderr, "virtcl: VIRTCL_SHM_SIZE=%s: not a power of two in 64K..1G; "
				"no shared-memory area\n", getenv("VIRTCL_SHM_SIZE"));
		return 0;
	}
	return n;
}

/* VIRTCL_SPIN_US: how long a caller polls for its reply before sleeping. Default: 20 µs where
 * there are cores to spare (4 or more); on fewer, a poller takes the core the daemon needs to
 * produce the reply, and sleeping is faster. */
static uint64_t spin_ns(void)
{
	uint64_t us = env_number("VIRTCL_SPIN_US", sysconf(_SC_NPROCESSORS_ONLN) >= 4 ? 20 : 0, false);

	return us > 1000000 ? 1000000000ull : us * 1000;
}

/* VIRTCL_SHM_RING: bytes of each request/reply ring in the region (default 256 KiB, K/M suffixes;
 * 0: none, the socket carries the calls); a power of two from 4 KiB to 1 MiB. Rings that would
 * take more than half the region are halved until they fit (or none), with a VIRTCL_DEBUG line. */
static uint64_t shm_ring(uint64_t size)
{
	const uint64_t dflt = (uint64_t)256 << 10;
	uint64_t n = env_number("VIRTCL_SHM_RING", dflt, true), want;

	if (n && (n < 4096 || n > VCL_RING_MAX || (n & (n - 1)))) {
		fprintf(stderr, "virtcl: VIRTCL_SHM_RING=%s: not 0 or a power of two in 4K..1M; "
				"using 256K\n", getenv("VIRTCL_SHM_RING"));
		n = dflt;
	}
	want = n;
	while (n && !vcl_ring_layout_ok(size, n))
		n = n > 4096 ? n / 2 : 0;
	if (n != want)
		VCL_LOG("rings of %llu bytes do not fit a %llu-byte area: %llu", (unsigned long long)want,
			(unsigned long long)size, (unsigned long long)n);
	return n;
}

/*
 * shm: create the area (a memfd sealed against shrinking and growing, so the daemon's mapping can
 * never lose pages) and hand it to the daemon. Runs before any other thread uses the request
 * channel. 0 (with or without an area: without one every call takes the inline path), or a
 * negative errno if the channel failed.
 */
static int attach_shm(void)
{
	uint64_t size = shm_size(), ring;
	struct vcl_msg_hdr h;
	struct vcl_enc e;
	uint8_t rep[64];
	int32_t result;
	void *p;
	int fd, r;

	if (!size || !conn.req->ops->send_fd)
		return 0;
	fd = memfd_create("virtcl-bulk", MFD_CLOEXEC | MFD_ALLOW_SEALING);
	if (fd < 0)
		return 0;
	if (ftruncate(fd, (off_t)size) < 0 ||
	    fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL) < 0 ||
	    (p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)) == MAP_FAILED) {
		VCL_LOG("no shared-memory area: %s", strerror(errno));
		close(fd);
		return 0;
	}
	ring = shm_ring(size);
	vcl_enc_init(&e, VCL_OP_ATTACH_SHM, conn.next_tag++);
	vcl_enc_u64(&e, size);
	vcl_enc_u64(&e, ring);
	r = send_enc(conn.req, &e);
	vcl_enc_fini(&e);
	/* the descriptor travels on a byte of its own: the daemon reads it with recvmsg */
	if (!r)
		r = conn.req->ops->send_fd(conn.req, fd);
	close(fd);
	if (!r)
		r = vcl_transport_recv(conn.req, &h, sizeof(h));
	if (!r && (h.op != VCL_OP_REPLY || h.size < 8 || h.size > sizeof(rep)))
		r = -EPROTO;
	if (!r)
		r = vcl_transport_recv(conn.req, rep, h.size);
	if (r) {
		munmap(p, size);
		return r;
	}
	memcpy(&result, rep, sizeof(result));
	if (result != CL_SUCCESS)
		return -EPROTO; /* the daemon accepted the region (or ended the session) */
	if (vcl_area_init(p, size) ||
	    (ring && vcl_area_alloc(vcl_ring_reserved(ring) > VCL_REGION_MIN
					    ? vcl_ring_reserved(ring) : VCL_REGION_MIN) != 0)) {
		/* the daemon maps it: keep the mapping, move no bulk data through it */
		return ring ? -ENOMEM : 0;
	}
	if (ring) {
		/* from now on requests and replies travel through the rings at the region's start;
		 * the socket stays beside them to tell that the daemon went away */
		struct vcl_transport *rt = vcl_ring_transport_create(
			p, ring, true, conn.req, vcl_fd_transport_fd(conn.req), spin_ns());
		if (!rt)
			return -ENOMEM;
		conn.req = rt;
		VCL_LOG("request/reply rings of %llu KiB in the region", (unsigned long long)(ring >> 10));
	}
	VCL_LOG("shared-memory area of %llu MiB attached", (unsigned long long)(size >> 20));
	return 0;
}

/* vm: the daemon maps the slot [off, off + size) of this VM's ivshmem backing file (WELCOME said
 * which): use that part of BAR2. */
static void attach_ivshmem(uint64_t size, uint64_t off)
{
	void *p;
	size_t n;
	int r = vcl_vm_map_ivshmem(&p, &n);

	if (r) {
		VCL_LOG("no ivshmem area: %s", strerror(-r));
		return;
	}
	if (size > n || off > n - size || off % VCL_REGION_MIN ||
	    vcl_area_init((uint8_t *)p + off, size)) {
		VCL_LOG("ivshmem BAR2 of %zu bytes, the daemon maps %llu at %llu: not used", n,
			(unsigned long long)size, (unsigned long long)off);
		vcl_vm_unmap_ivshmem(p, n);
		return;
	}
	/* only the slot stays mapped: the other sessions' slots are not this process's memory */
	if (off)
		vcl_vm_unmap_ivshmem(p, off);
	if (n - off - size)
		vcl_vm_unmap_ivshmem((uint8_t *)p + off + size, n - off - size);
	VCL_LOG("ivshmem area of %llu KiB at %llu KiB of BAR2 in use", (unsigned long long)(size >> 10),
		(unsigned long long)(off >> 10));
}

/* Open both channels; on success the WELCOME's platform and device IDs are returned. */
int vcl_fe_conn_open(uint64_t *platform_id, uint64_t **device_ids, uint32_t *ndev)
{
	const char *addr = getenv("VIRTCL_SERVER");
	struct vcl_msg_hdr h;
	struct vcl_dec d;
	uint64_t token[2], region = 0, region_off = 0;
	struct vcl_transport *req_fd;
	void *buf = NULL;
	int r;

	if (!addr || !*addr)
		addr = "unix:/run/virtcl.sock";
	r = open_channel(addr, VCL_ROLE_REQUEST, &conn.req);
	if (r)
		goto err;
	req_fd = conn.req; /* shm: the rings take its place, and it stays beneath them */
	{
		vcl_fd_transport_set_spin(conn.req, spin_ns());
	}
	r = hello(conn.req, VCL_ROLE_REQUEST, NULL);
	if (!r)
		r = vcl_transport_recv(conn.req, &h, sizeof(h));
	if (r == -ETIMEDOUT)
		vcl_fe_log("virtcld at %s did not answer within VIRTCL_CONNECT_TIMEOUT", addr);
	if (!r && (h.op != VCL_OP_WELCOME || h.size > (1u << 20)))
		r = -EPROTO;
	if (!r && !(buf = malloc(h.size ? h.size : 1)))
		r = -ENOMEM;
	if (!r)
		r = vcl_transport_recv(conn.req, buf, h.size);
	if (r)
		goto err;
	vcl_dec_init(&d, buf, h.size);
	if (vcl_dec_u64(&d) != VCL_PROTO_MAGIC || vcl_dec_u64(&d) != VCL_PROTO_VERSION) {
		r = -EPROTO;
		goto err;
	}
	token[0] = vcl_dec_u64(&d);
	token[1] = vcl_dec_u64(&d);
	*platform_id = vcl_dec_u64(&d);
	*ndev = (uint32_t)vcl_dec_u64(&d);
	if (d.err || *ndev > 1024 || !(*device_ids = calloc(*ndev ? *ndev : 1, 8))) {
		r = -EPROTO;
		goto err;
	}
	for (uint32_t i = 0; i < *ndev; i++)
		(*device_ids)[i] = vcl_dec_u64(&d);
	if (vcl_dec_left(&d) >= 8)
		region = vcl_dec_u64(&d); /* the VM region the daemon maps for this session */
	if (vcl_dec_left(&d) >= 8)
		region_off = vcl_dec_u64(&d); /* and where it starts in BAR2 */
	if (d.err) {
		free(*device_ids);
		r = -EPROTO;
		goto err;
	}
	free(buf);
	buf = NULL;

	r = open_channel(addr, VCL_ROLE_NOTIFY, &conn.ntf);
	if (!r)
		r = hello(conn.ntf, VCL_ROLE_NOTIFY, token);
	/* the daemon serves the request channel once the notify channel is there */
	if (!r && !strncmp(addr, "shm:", 4))
		r = attach_shm();
	if (!r && !strncmp(addr, "vm:", 3) && region)
		attach_ivshmem(region, region_off);
	if (r && r == -ETIMEDOUT)
		vcl_fe_log("virtcld at %s did not answer within VIRTCL_CONNECT_TIMEOUT", addr);
	if (!r) {
		/* connected: calls wait for their replies as long as they take */
		vcl_fd_transport_set_timeout(req_fd, 0);
		vcl_fd_transport_set_timeout(conn.ntf, 0);
		conn.fds[0] = vcl_fd_transport_fd(req_fd);
		conn.fds[1] = vcl_fd_transport_fd(conn.ntf);
	}
	if (!r && pthread_create(&conn.ntf_thread, NULL, notify_main, NULL))
		r = -EAGAIN;
	if (r) {
		free(*device_ids);
		goto err;
	}
	pthread_detach(conn.ntf_thread);
	conn.ntf_started = true;
	if (!strncmp(addr, "tcp:", 4) && peer_timeout_ms() > 0) {
		pthread_t th;
		hb.timeout_ms = (uint64_t)peer_timeout_ms();
		hb.platform_id = *platform_id;
		atomic_store(&hb.last_rx_ms, mono_ms());
		if (pthread_create(&th, NULL, heartbeat_main, NULL) == 0) {
			pthread_detach(th);
			hb.started = true;
		}
	}
	return 0;
err:
	vcl_fe_log("no virtcld answers at %s (%s): %s", addr,
		   getenv("VIRTCL_SERVER") && *getenv("VIRTCL_SERVER") ? "from VIRTCL_SERVER"
								: "VIRTCL_SERVER is unset: the default",
		   r == -EPROTO ? "it is not virtcld, or another version of it" : strerror(-r));
	free(buf);
	if (conn.ntf)
		conn.ntf->ops->destroy(conn.ntf);
	if (conn.req)
		conn.req->ops->destroy(conn.req);
	conn.ntf = conn.req = NULL;
	return r;
}
