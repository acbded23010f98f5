/* SPDX-License-Identifier: MIT */
/*
 * Front-end connections: per server, a session with the request channel (calls and their replies)
 * and the notify channel (callbacks and non-blocking read data), and the thread that serves the
 * notify channel.
 *
 * Replies are read leader/follower style: a thread waiting for its reply reads the request channel
 * itself when no other thread is reading, and hands replies that belong to other threads over. A
 * single-threaded application therefore reads its own reply with no thread switch, and a thread
 * blocked in clWaitForEvents never stops another thread's calls.
 */
#define _GNU_SOURCE
#include "vcl_fe.h"
#include "vcl_fe_config.h"

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
#include "gen/vn_frontend.h"

struct vcl_waiter {
	struct vcl_waiter *next;
	uint64_t tag;
	bool done;
	void *buf;     /* reply payload (small part) */
	size_t len;
	void *sink;    /* bulk part destination */
	size_t sink_len;
	const void *sink_area; /* the read's region chunk: reply parts say which of it to copy out */
	size_t sink_copied;    /* bytes region parts copied out of sink_area into sink */
	uint64_t t0;   /* when the call was sent (stat_now) */
};

/*
 * One session with one server (VIRTCL_SERVER may list several, docs/design.md "Several servers"):
 * its channels, the threads waiting for replies on it, its batch, heartbeat and notify thread.
 * Sessions are never freed (a thread may still hold one after it broke): a server that comes back
 * gets a new session, and the objects of the old one keep failing.
 */
/*
 * The heartbeat (tcp: only): a server whose host still acknowledges but whose session no longer
 * answers (stopped, stuck) is found within VIRTCL_PEER_TIMEOUT: while calls wait and nothing has
 * come on the request channel for a third of it, a ping (clGetPlatformInfo, which the session's
 * leader answers even while other threads' calls block on the host) goes out without a thread
 * waiting for it; if neither it nor anything else is answered within the timeout, the connection
 * is broken and every waiting call returns.
 */
struct vcl_sess {
	unsigned ix;        /* index in sess[] (struct vcl_obj.srv) */
	unsigned server;    /* index of the address in VIRTCL_SERVER's list */
	char *addr;
	pthread_mutex_t send_lock;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	struct vcl_transport *req, *ntf;
	struct vcl_waiter *waiters;
	bool reader_busy;
	atomic_bool broken; /* read without lock (the batch sender, fast paths) */
	uint64_t next_tag;
	pthread_t ntf_thread;
	bool ntf_started;
	bool area;          /* the shared bulk area (shm:, vm: ivshmem) is this session's */
	void *evtab;        /* the event status table in it (vcl_wire.h), evslots slots; or NULL */
	uint64_t evslots;
	size_t piece;       /* vcl_fe_xfer_piece: 16 MiB; 4 MiB over tcp: (see vcl_fe_xfer_piece) */
	int fds[2]; /* the sockets (or ports) of both channels; -1: none */
	struct {
		atomic_uint_fast64_t last_rx_ms; /* when a message last arrived on the request channel */
		uint64_t timeout_ms;             /* 0: no heartbeat */
		uint64_t platform_id;
		struct vcl_waiter ping;          /* in waiters while a ping is out */
		bool ping_out;
		uint64_t ping_ms;
		bool started;
	} hb;
	struct {
		uint8_t *buf;
		size_t len;
		bool thread;
		bool armed;          /* the batch thread will flush what is batched (send_lock) */
		pthread_mutex_t mx;  /* kick and cond only: the thread wakes without send_lock */
		pthread_cond_t cond; /* kick set */
		bool kick;
	} batch;
	uint64_t token[2];      /* WELCOME's: names the notify channel and the lanes */
	uint64_t req_sent;      /* messages sent on req (send_lock), the HELLO included ... */
	uint64_t req_base;      /* ... and those of them before the session read any (a lane's fence) */
	struct vcl_sess *parent; /* a lane's channel: the session it is a lane of */
	pthread_mutex_t lanes_mx;
	pthread_mutex_t lanes_own; /* held by the one transfer that uses the lanes (vcl_fe_lanes_take) */
	_Atomic int nlanes;     /* lanes open (vcl_fe_lanes); 0 not yet asked for; -1 none, for good */
	struct vcl_lane *lanes;
};

/* A lane (vcl_wire.h VCL_ROLE_LANE, vcl_call_start_lane): a channel and the thread that sends a
 * call on it and reads its reply, one call at a time. */
struct vcl_lane {
	struct vcl_sess *ls; /* its channel: a vcl_sess of its own for the send lock, waiters, tags */
	pthread_mutex_t mx;
	pthread_cond_t cv;
	struct vcl_call *job; /* to send (the thread's) */
	uint64_t fence;
	bool busy;            /* a caller's from vcl_call_start_lane to vcl_call_wait */
	bool done;            /* job answered: ret */
	cl_int ret;
};

static struct vcl_sess *sess[VCL_MAX_SESSIONS];
static atomic_uint nsess;
static pthread_mutex_t publish_lock = PTHREAD_MUTEX_INITIALIZER;

static uint64_t mono_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

void vcl_fe_log(const char *fmt, ...)
{
	va_list ap;

	if (!vcl_fe_cfg()->debug)
		return;
	va_start(ap, fmt);
	fprintf(stderr, "virtcl: ");
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

static void conn_break(struct vcl_sess *s, const char *why)
{
	bool was;

	if (s->parent) {
		/* a lane: its session's daemon is gone or broke the protocol; so is the session */
		pthread_mutex_lock(&s->lock);
		s->broken = true;
		pthread_cond_broadcast(&s->cond);
		pthread_mutex_unlock(&s->lock);
		conn_break(s->parent, why);
		return;
	}

	pthread_mutex_lock(&s->lock);
	was = s->broken;
	if (!was)
		fprintf(stderr, "virtcl: connection to virtcld at %s lost: %s\n", s->addr, why);
	s->broken = true;
	pthread_cond_broadcast(&s->cond);
	pthread_mutex_unlock(&s->lock);
	if (!was && s->area) {
		vcl_area_retire(); /* a new session with this server has no area */
		vcl_evtab_set(0, NULL, 0);
	}
	if (!was) {
		/* the lanes' calls too: a lane's thread may be in a receive that nothing else ends
		 * (a server stopped, found by the heartbeat on the request channel); and the request
		 * channel's reader, which call_wait waits out before its caller's memory goes */
		for (int k = 0; k < atomic_load(&s->nlanes); k++)
			s->lanes[k].ls->req->ops->shutdown(s->lanes[k].ls->req);
		if (s->req)
			s->req->ops->shutdown(s->req);
		vcl_fe_fail_pending_reads(s->ix);
		vcl_fe_fail_event_callbacks(s->ix);
	}
}

/*
 * Calls that are not waited for are coalesced: they are appended to a batch that goes out in one
 * write before the next call that waits (in order: everything leaves under send_lock), when the
 * batch is full, or a moment later from the batch thread (so that enqueued work starts even when
 * the application goes on to wait only through callbacks, outside any OpenCL call). One write per
 * batch instead of per call is most of what a kernel launch costs the front-end.
 *
 * Where the reader is awake (a ring whose session polls or works, with cores to spare here too:
 * VIRTCL_SPIN_US > 0), a call goes out at once instead: a write into the ring is a copy, and
 * batching would only add a wake-up of the batch thread (a futex wake on the caller's path) and
 * hold the host's work back. What is batched leaves in the same write as the next message.
 */
#define VCL_BATCH_MAX   (64u << 10) /* a batch larger than this is written at once */
#define VCL_BATCH_DELAY_US 20       /* how long the batch thread lets a batch grow */


static void stats_forget(void);

/*
 * In the child of fork(): the connection, its threads' state and its locks are the parent's. Let
 * go of them without a word on them (no shutdown, no message: the parent's session must never
 * notice), so that the child can make a connection of its own.
 */
void vcl_fe_conn_forget(void)
{
	/* the parent's sessions' memory stays: freeing it could touch what they share */
	for (unsigned i = 0; i < atomic_load(&nsess); i++) {
		for (int k = 0; k < 2; k++)
			if (sess[i]->fds[k] >= 0)
				close(sess[i]->fds[k]);
		/* the pipes of the sends by reference too (vcl_fd.c) */
		vcl_fd_transport_forget_pipe(sess[i]->req);
		/* and its lanes': the child has none of their threads */
		for (int k = 0; k < atomic_load(&sess[i]->nlanes); k++) {
			if (sess[i]->lanes[k].ls->fds[0] >= 0)
				close(sess[i]->lanes[k].ls->fds[0]);
			vcl_fd_transport_forget_pipe(sess[i]->lanes[k].ls->req);
		}
		sess[i] = NULL;
	}
	atomic_store(&nsess, 0);
	pthread_mutex_init(&publish_lock, NULL);
	stats_forget();
}

/* ---- call statistics (VIRTCL_STATS) ------------------------------------------------------------
 * VIRTCL_STATS=1 (standard error) or =FILE: at exit, per message kind, how many calls waited for a
 * reply (round trips) and how many did not (one-way, batched or sent at once). A user's profiler
 * for latency-bound programs (a round trip costs a link's latency: remote GPUs), and what
 * tests/integration/roundtrips.c asserts. Counted only when set (struct vcl_fe_config). */
#define VCL_STAT_OPS 1024
static _Atomic int stats_on = -1;
static _Atomic uint64_t stat_sync[VCL_STAT_OPS], stat_async[VCL_STAT_OPS];
/* and their time (issue 10: where a round trip goes): a round trip's from the call's send to its
 * reply having been read, the part of it spent sending (with what was batched before it), and a
 * one-way call's sending (or batching) */
static _Atomic uint64_t stat_rt_ns[VCL_STAT_OPS], stat_rt_send_ns[VCL_STAT_OPS],
	stat_async_ns[VCL_STAT_OPS];
static bool stats_child; /* after fork(): the child counts its own calls, into FILE.PID */

static const char *stat_name(unsigned op)
{
	static const char *const internal[] = {
		[VCL_OP_FORGET - 1000] = "FORGET", [VCL_OP_GET_BINARIES - 1000] = "GET_BINARIES",
		[VCL_OP_ATTACH_SHM - 1000] = "ATTACH_SHM", [VCL_OP_STAGE - 1000] = "STAGE",
		[VCL_OP_HELLO - 1000] = "HELLO", [VCL_OP_PEER_OFFER - 1000] = "PEER_OFFER",
		[VCL_OP_PEER_PULL - 1000] = "PEER_PULL", [VCL_OP_XFER_BEGIN - 1000] = "XFER_BEGIN",
		[VCL_OP_XFER_END - 1000] = "XFER_END",
	};

	if (vn_op_valid(op))
		return vn_ops[op].name;
	if (op >= 1000 && op - 1000 < sizeof(internal) / sizeof(internal[0]) && internal[op - 1000])
		return internal[op - 1000];
	return "?";
}

/* blocking reads' bytes that came in reply parts ahead of their replies (read_reply_part) */
static _Atomic uint64_t stat_parts, stat_part_bytes;

/* moves of several-server buffers (vcl_fe_stat_move): [0] through the client, [1] direct */
static _Atomic uint64_t stat_moves[2], stat_move_bytes[2];

void vcl_fe_stat_move(bool direct, uint64_t bytes)
{
	atomic_fetch_add_explicit(&stat_moves[direct], 1, memory_order_relaxed);
	atomic_fetch_add_explicit(&stat_move_bytes[direct], bytes, memory_order_relaxed);
}

static void stats_print(void)
{
	const char *to = vcl_fe_cfg()->stats_file;
	char path[4096];
	FILE *f = stderr;
	uint64_t ts = 0, ta = 0;

	if (to) {
		if (stats_child)
			snprintf(path, sizeof(path), "%s.%d", to, (int)getpid());
		else
			snprintf(path, sizeof(path), "%s", to);
		f = fopen(path, "w");
	}
	if (!f)
		return;
	fprintf(f, "virtcl stats: %-36s %12s %12s %10s %10s %10s\n", "call", "round trips", "one-way",
		"us/trip", "us sending", "us/one-way");
	for (unsigned op = 0; op < VCL_STAT_OPS; op++) {
		uint64_t ns = atomic_load(&stat_sync[op]), na = atomic_load(&stat_async[op]);
		if (!ns && !na)
			continue;
		fprintf(f, "virtcl stats: %-36s %12llu %12llu %10.2f %10.2f %10.2f\n", stat_name(op),
			(unsigned long long)ns, (unsigned long long)na,
			ns ? (double)atomic_load(&stat_rt_ns[op]) / (double)ns / 1e3 : 0.0,
			ns ? (double)atomic_load(&stat_rt_send_ns[op]) / (double)ns / 1e3 : 0.0,
			na ? (double)atomic_load(&stat_async_ns[op]) / (double)na / 1e3 : 0.0);
		ts += ns;
		ta += na;
	}
	fprintf(f, "virtcl stats: %-36s %12llu %12llu\n", "total", (unsigned long long)ts,
		(unsigned long long)ta);
	if (atomic_load(&stat_parts))
		fprintf(f, "virtcl stats: read reply parts: %llu, %llu bytes\n",
			(unsigned long long)atomic_load(&stat_parts),
			(unsigned long long)atomic_load(&stat_part_bytes));
	for (int d = 0; d < 2; d++)
		if (atomic_load(&stat_moves[d]))
			fprintf(f, "virtcl stats: buffers moved %s: %llu, %llu bytes\n",
				d ? "directly between servers" : "through the client",
				(unsigned long long)atomic_load(&stat_moves[d]),
				(unsigned long long)atomic_load(&stat_move_bytes[d]));
	if (f != stderr)
		fclose(f);
}

static void stats_forget(void)
{
	for (unsigned op = 0; op < VCL_STAT_OPS; op++) {
		atomic_store(&stat_sync[op], 0);
		atomic_store(&stat_async[op], 0);
	}
	atomic_store(&stat_parts, 0);
	atomic_store(&stat_part_bytes, 0);
	for (int d = 0; d < 2; d++) {
		atomic_store(&stat_moves[d], 0);
		atomic_store(&stat_move_bytes[d], 0);
	}
	stats_child = true;
}

static uint64_t stat_now(void)
{
	struct timespec ts;

	if (stats_on <= 0)
		return 0;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void stat_time(_Atomic uint64_t *sum, const struct vcl_enc *e, uint64_t t0)
{
	unsigned op = ((const struct vcl_msg_hdr *)e->buf)->op;

	if (t0 && op < VCL_STAT_OPS)
		atomic_fetch_add_explicit(&sum[op], stat_now() - t0, memory_order_relaxed);
}

static void stat_count(const struct vcl_enc *e, bool sync)
{
	unsigned op;

	if (stats_on < 0) {
		static pthread_mutex_t once = PTHREAD_MUTEX_INITIALIZER;
		pthread_mutex_lock(&once);
		if (stats_on < 0) {
			stats_on = vcl_fe_cfg()->stats;
			if (stats_on)
				atexit(stats_print);
		}
		pthread_mutex_unlock(&once);
	}
	if (!stats_on)
		return;
	op = ((const struct vcl_msg_hdr *)e->buf)->op;
	atomic_fetch_add_explicit(op < VCL_STAT_OPS ? (sync ? &stat_sync[op] : &stat_async[op])
						    : &stat_async[0],
				  1, memory_order_relaxed);
}

static int batch_flush_locked(struct vcl_sess *s, struct vcl_transport *t)
{
	struct iovec iov = { s->batch.buf, s->batch.len };
	int r;

	if (!s->batch.len)
		return 0;
	r = vcl_transport_sendv(t, &iov, 1);
	s->batch.len = 0;
	return r;
}

/* Under send_lock, after appending: make sure the batch thread flushes soon. It is woken once per
 * batch, under a mutex of its own, so that it never waits for send_lock while the caller holds it
 * (which cost the caller a second futex wake at its unlock). */
static void batch_arm_locked(struct vcl_sess *s)
{
	if (s->batch.armed)
		return;
	s->batch.armed = true;
	pthread_mutex_lock(&s->batch.mx);
	s->batch.kick = true;
	pthread_mutex_unlock(&s->batch.mx);
	/* after the unlock: the woken thread finds the mutex free */
	pthread_cond_signal(&s->batch.cond);
}

static void *batch_main(void *arg)
{
	struct vcl_sess *s = arg;

	for (;;) {
		int r;
		pthread_mutex_lock(&s->batch.mx);
		while (!s->batch.kick && !s->broken)
			pthread_cond_wait(&s->batch.cond, &s->batch.mx);
		s->batch.kick = false;
		pthread_mutex_unlock(&s->batch.mx);
		if (s->broken)
			break;
		usleep(VCL_BATCH_DELAY_US);
		pthread_mutex_lock(&s->send_lock);
		/* what is appended after this flush arms the thread again */
		s->batch.armed = false;
		r = batch_flush_locked(s, s->req);
		pthread_mutex_unlock(&s->send_lock);
		if (r)
			conn_break(s, strerror(-r));
	}
	return NULL;
}

/* iov to t, by reference where the encoder says its parts may go so (vcl_enc.by_ref) */
static int sendv_enc(struct vcl_transport *t, const struct vcl_enc *e, const struct iovec *iov, int n)
{
	return e->by_ref ? vcl_transport_sendv_ref(t, iov, n) : vcl_transport_sendv(t, iov, n);
}

static int send_enc_mode(struct vcl_sess *s, struct vcl_transport *t, struct vcl_enc *e,
			 bool may_batch)
{
	bool no_batch = vcl_fe_cfg()->no_batch;
	struct iovec iov[VCL_ENC_MAX_IOV + 2];
	int n = vcl_enc_finish(e, iov + 1);
	size_t total = 0;
	int r = 0;

	if (n < 0)
		return n;
	for (int i = 1; i <= n; i++)
		total += iov[i].iov_len;
	pthread_mutex_lock(&s->send_lock);
	if (t == s->req)
		s->req_sent++;
	if (may_batch && t == s->req && total <= VCL_BATCH_MAX / 4 && !no_batch &&
	    !(vcl_fe_cfg()->spin_ns && vcl_transport_peer_awake(t))) {
		if (!s->batch.buf && !(s->batch.buf = malloc(VCL_BATCH_MAX)))
			goto direct;
		if (s->batch.len + total > VCL_BATCH_MAX && (r = batch_flush_locked(s, t)))
			goto out;
		for (int i = 1; i <= n; i++) {
			memcpy(s->batch.buf + s->batch.len, iov[i].iov_base, iov[i].iov_len);
			s->batch.len += iov[i].iov_len;
		}
		if (!s->batch.thread) {
			pthread_t th;
			s->batch.thread = pthread_create(&th, NULL, batch_main, s) == 0;
			if (s->batch.thread)
				pthread_detach(th);
			else
				r = batch_flush_locked(s, t);
		}
		if (s->batch.thread)
			batch_arm_locked(s);
		goto out;
	}
direct:
	if (t == s->req && s->batch.len) {
		/* what was batched goes first, in the same write */
		iov[0] = (struct iovec){ s->batch.buf, s->batch.len };
		if (e->by_ref) {
			/* the batch is the session's buffer, written again by the next batched call
			 * once send_lock goes: copied, never by reference - only the waiting call's own
			 * bytes may go so (integration.sendref_batch) */
			r = vcl_transport_sendv(t, iov, 1);
			if (!r)
				r = vcl_transport_sendv_ref(t, iov + 1, n);
		} else {
			r = vcl_transport_sendv(t, iov, n + 1);
		}
		s->batch.len = 0;
	} else {
		r = sendv_enc(t, e, iov + 1, n);
	}
out:
	pthread_mutex_unlock(&s->send_lock);
	return r;
}

static int send_enc(struct vcl_sess *s, struct vcl_transport *t, struct vcl_enc *e)
{
	return send_enc_mode(s, t, e, false);
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

/* The call waiting for the reply tagged tag, or NULL. Called without s->lock; the waiter stays
 * while its call waits, and only the channel's reader (the caller) completes it. */
static struct vcl_waiter *waiter_find(struct vcl_sess *s, uint64_t tag)
{
	struct vcl_waiter *w;

	pthread_mutex_lock(&s->lock);
	for (w = s->waiters; w && w->tag != tag; w = w->next)
		;
	pthread_mutex_unlock(&s->lock);
	return w;
}

/*
 * A piece of a blocking read ahead of its reply (VCL_OP_REPLY_PART, api/opencl.api): its bytes
 * (VCL_MSG_F_BULK) into the waiting call's destination at the piece's offset, or, without them,
 * that range copied out of the read's region chunk. A piece for no call that waits for bytes, or
 * outside its destination, is malformed (-EPROTO: the connection breaks, as for any malformed
 * reply). Called without s->lock; the waiter stays while its call waits, and only this thread (the
 * channel's reader) touches its sink meanwhile.
 */
static int read_reply_part(struct vcl_sess *s, const struct vcl_msg_hdr *h)
{
	struct vn_args_msg_reply_part a;
	struct vcl_waiter *w;
	bool bytes = h->flags & VCL_MSG_F_BULK;
	uint64_t small = 16;
	uint8_t items[16];
	struct vcl_dec d;
	int r;

	if ((h->flags & ~VCL_MSG_F_BULK) ||
	    h->size < (bytes ? 8 : 0) + sizeof(items) || (!bytes && h->size != sizeof(items)) ||
	    (bytes && (r = vcl_transport_recv(s->req, &small, 8))) || small != sizeof(items) ||
	    (r = vcl_transport_recv(s->req, items, sizeof(items))))
		return r ? r : -EPROTO;
	vcl_dec_init(&d, items, sizeof(items));
	if (vn_dec_msg_reply_part(&d, &a))
		return -EPROTO;
	w = waiter_find(s, h->tag);
	if (!w || w->done || !w->sink || a.off > w->sink_len || a.len > w->sink_len - a.off ||
	    (!bytes && !w->sink_area))
		return -EPROTO;
	if (stats_on > 0) {
		atomic_fetch_add_explicit(&stat_parts, 1, memory_order_relaxed);
		atomic_fetch_add_explicit(&stat_part_bytes, a.len, memory_order_relaxed);
	}
	if (!bytes) {
		vcl_bulk_copy((char *)w->sink + a.off, (const char *)w->sink_area + a.off, a.len);
		w->sink_copied += a.len;
		return 0;
	}
	return vcl_recv_bulk(s->req, (char *)w->sink + a.off, a.len, h->size - 8 - sizeof(items));
}

/* Read one reply from the request channel and give it to its waiter. Called without s->lock. */
static int read_one_reply(struct vcl_sess *s)
{
	struct vcl_msg_hdr h;
	struct vcl_waiter *w;
	uint64_t small;
	void *buf = NULL;
	size_t len;
	int r;

	r = vcl_transport_recv(s->req, &h, sizeof(h));
	if (r)
		return r;
	atomic_store(&s->hb.last_rx_ms, mono_ms());
	if ((h.op == VCL_OP_PRINTF || h.op == VCL_OP_STDERR) && h.size <= VCL_MAX_PRINTF + 16) {
		/* kernel printf output (or what the host driver wrote on its standard error), ahead of
		 * the reply of the call that saw its command complete */
		int fd = h.op == VCL_OP_PRINTF ? STDOUT_FILENO : STDERR_FILENO;
		struct vn_args_msg_printf out;
		struct vn_args_msg_stderr err;
		const char *text;
		uint64_t text_len;
		struct vcl_dec d;
		void *in = malloc(h.size ? h.size : 1);
		if (!in || (r = vcl_transport_recv(s->req, in, h.size))) {
			free(in);
			return r ? r : -ENOMEM;
		}
		vcl_dec_init(&d, in, h.size);
		if (h.op == VCL_OP_PRINTF) {
			r = vn_dec_msg_printf(&d, &out);
			text = out.text, text_len = out.text_len;
		} else {
			r = vn_dec_msg_stderr(&d, &err);
			text = err.text, text_len = err.text_len;
		}
		if (r) {
			free(in);
			return -EPROTO;
		}
		fflush(fd == STDOUT_FILENO ? stdout : stderr);
		for (size_t off = 0; off < text_len;) {
			ssize_t wr = write(fd, text + off, text_len - off);
			if (wr <= 0)
				break;
			off += (size_t)wr;
		}
		free(in);
		return 0;
	}
	if (h.op == VCL_OP_REPLY_PART)
		return read_reply_part(s, &h);
	if (h.op != VCL_OP_REPLY || h.size > VCL_MAX_MSG)
		return -EPROTO;
	w = waiter_find(s, h.tag);
	if (!w)
		return -EPROTO;
	len = h.size;
	small = h.size;
	if (h.flags & VCL_MSG_F_BULK) {
		if (h.size < 8 || (r = vcl_transport_recv(s->req, &small, 8)))
			return r ? r : -EPROTO;
		if (small > h.size - 8)
			return -EPROTO;
		len = small;
	}
	buf = malloc(len ? len : 1);
	if (!buf)
		return -ENOMEM;
	r = vcl_transport_recv(s->req, buf, len);
	if (!r && (h.flags & VCL_MSG_F_BULK))
		r = vcl_recv_bulk(s->req, w->sink, w->sink_len, h.size - 8 - small);
	if (r) {
		free(buf);
		return r;
	}
	pthread_mutex_lock(&s->lock);
	w->buf = buf;
	w->len = len;
	w->done = true;
	pthread_cond_broadcast(&s->cond);
	pthread_mutex_unlock(&s->lock);
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
	c->op = op;
	c->route = -1;
	c->route_err = CL_SUCCESS;
	c->rep_buf = NULL;
	c->sink = NULL;
	c->sink_len = 0;
	c->sink_area = NULL;
	c->sink_copied = 0;
	c->started = NULL;
	c->lane = NULL;
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
	/* a GL call of a context with synchronous debug output: its messages reach the callback
	 * before it returns (vcl_fe_gldebug.c) */
	if (c->op >= 300 && c->op < 1000 && atomic_load_explicit(&vcl_gl_debug_sync_ctxs, memory_order_relaxed))
		vcl_gl_debug_after();
}

void vcl_call_route(struct vcl_call *c, const void *obj)
{
	const struct vcl_obj *o = obj;

	if (!o || o->type == VN_T_PLATFORM)
		return; /* the platform is every server's: it goes where the call goes */
	if (c->enqueue && o->type == VN_T_QUEUE)
		vcl_queue_used((struct _cl_command_queue *)o);
	if (c->route < 0) {
		c->route = o->srv;
	} else if (c->route != o->srv && c->route_err == CL_SUCCESS) {
		/* objects of two sessions: never send one server's object to another (the IDs of
		 * different sessions may coincide); the spec's error for objects that do not go
		 * together */
		c->route_err = o->type == VN_T_DEVICE ? CL_INVALID_DEVICE
			       : c->op == VN_OP_clSetKernelArg ? vn_types[o->type].invalid_error
							      : CL_INVALID_CONTEXT;
	}
}

/* The session a call goes to (the one of the objects it names; the first server's if it names
 * none), or NULL with *err set. */
static struct vcl_sess *call_sess(struct vcl_call *c, cl_int *err)
{
	unsigned n = atomic_load(&nsess);
	unsigned ix = c->route >= 0 ? (unsigned)c->route : 0;

	*err = c->route_err;
	if (*err)
		return NULL;
	*err = CL_OUT_OF_RESOURCES;
	return ix < n ? sess[ix] : NULL;
}

cl_int vcl_call_bad_reply(struct vcl_call *c)
{
	cl_int err;
	struct vcl_sess *s = call_sess(c, &err);

	if (s)
		conn_break(s, "malformed reply");
	return CL_OUT_OF_RESOURCES;
}

static cl_int call_async(struct vcl_call *c, bool may_batch)
{
	cl_int err;
	struct vcl_sess *s = call_sess(c, &err);
	uint64_t t0;
	int r;

	if (!s)
		return err;
	if (s->broken || !s->req)
		return CL_OUT_OF_RESOURCES;
	if (c->enc.err)
		return CL_OUT_OF_HOST_MEMORY;
	t0 = stat_now();
	r = send_enc_mode(s, s->req, &c->enc, may_batch);
	stat_time(stat_async_ns, &c->enc, t0);
	stat_count(&c->enc, false);
	if (r) {
		conn_break(s, strerror(-r));
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
	((struct vcl_msg_hdr *)c->enc.buf)->flags |= VCL_MSG_F_NOREPLY;
	return call_async(c, true);
}

/* Register w for c's reply and send c: 0, or *err (nothing in flight). */
static struct vcl_sess *call_send(struct vcl_call *c, struct vcl_waiter *w, cl_int *err)
{
	struct vcl_sess *s = call_sess(c, err);
	int r;

	if (!s)
		return NULL;
	if (c->enc.err) {
		*err = c->enc.total > VCL_MAX_MSG ? CL_INVALID_VALUE : CL_OUT_OF_HOST_MEMORY;
		return NULL;
	}
	w->sink = c->sink;
	w->sink_len = c->sink_len;
	w->sink_area = c->sink_area;
	pthread_mutex_lock(&s->lock);
	if (s->broken || !s->req) {
		pthread_mutex_unlock(&s->lock);
		*err = CL_OUT_OF_RESOURCES;
		return NULL;
	}
	w->tag = s->next_tag++;
	w->next = s->waiters;
	s->waiters = w;
	pthread_mutex_unlock(&s->lock);

	((struct vcl_msg_hdr *)c->enc.buf)->tag = w->tag;
	w->t0 = stat_now();
	r = send_enc(s, s->req, &c->enc);
	stat_time(stat_rt_send_ns, &c->enc, w->t0);
	stat_count(&c->enc, true);
	if (r)
		conn_break(s, strerror(-r));
	return s;
}

/* One turn of reading s's request channel, under s->lock: wait while another thread reads, else
 * read one reply (for whichever waiter) and let the others see it; a failure breaks s. */
static void read_turn_locked(struct vcl_sess *s)
{
	int r;

	if (s->reader_busy) {
		pthread_cond_wait(&s->cond, &s->lock);
		return;
	}
	s->reader_busy = true;
	pthread_mutex_unlock(&s->lock);
	r = read_one_reply(s);
	pthread_mutex_lock(&s->lock);
	s->reader_busy = false;
	/* let a waiting thread take over reading (or see that its reply arrived) */
	pthread_cond_broadcast(&s->cond);
	if (r) {
		pthread_mutex_unlock(&s->lock);
		conn_break(s, r == -EPIPE ? "virtcld closed the connection" : strerror(-r));
		pthread_mutex_lock(&s->lock);
	}
}

/* Wait for w's reply (reading replies for every waiter of s meanwhile, one thread at a time) and
 * decode its result into c->rep. */
static cl_int call_wait(struct vcl_call *c, struct vcl_sess *s, struct vcl_waiter *w)
{
	struct vcl_waiter **pp;
	int r;

	pthread_mutex_lock(&s->lock);
	while (!w->done && !s->broken)
		read_turn_locked(s);
	/* broken while another thread reads: it may still be receiving into w's sink (a reply's or
	 * a part's bytes, a copy out of the area), memory that is the caller's once this returns;
	 * conn_break shut the channel, so that read ends */
	while (!w->done && s->reader_busy)
		pthread_cond_wait(&s->cond, &s->lock);
	for (pp = &s->waiters; *pp; pp = &(*pp)->next)
		if (*pp == w) {
			*pp = w->next;
			break;
		}
	pthread_mutex_unlock(&s->lock);
	stat_time(stat_rt_ns, &c->enc, w->t0);
	c->sink_copied = w->sink_copied;
	if (!w->done) {
		free(w->buf);
		return CL_OUT_OF_RESOURCES;
	}
	c->rep_buf = w->buf;
	vcl_dec_init(&c->rep, w->buf, w->len);
	r = vcl_dec_i32(&c->rep);
	if (c->rep.err)
		return vcl_call_bad_reply(c);
	return r;
}

cl_int vcl_call_sync(struct vcl_call *c)
{
	struct vcl_waiter w = { 0 };
	cl_int err;
	struct vcl_sess *s = call_send(c, &w, &err);

	return s ? call_wait(c, s, &w) : err;
}

cl_int vcl_call_start(struct vcl_call *c)
{
	struct vcl_waiter *w = calloc(1, sizeof(*w));
	cl_int err = CL_OUT_OF_HOST_MEMORY;

	if (w && call_send(c, w, &err)) {
		c->started = w;
		return CL_SUCCESS;
	}
	free(w);
	return err;
}

/* The heartbeat's ping is out and no thread reads the request channel: a thread that waits for a
 * call on a lane reads it (read_ping), since a lane's reply comes on the lane and no other thread
 * may wait on the request channel at all. */
static bool ping_unread(struct vcl_sess *s)
{
	bool r;

	pthread_mutex_lock(&s->lock);
	r = s->hb.ping_out && !s->hb.ping.done && !s->reader_busy && !s->broken;
	pthread_mutex_unlock(&s->lock);
	return r;
}

/* Read the request channel, as call_wait does, until the ping is answered (a live server: at once)
 * or the connection broke (a stopped one: the heartbeat ends it, and the receive with it). */
static void read_ping(struct vcl_sess *s)
{
	pthread_mutex_lock(&s->lock);
	while (s->hb.ping_out && !s->hb.ping.done && !s->broken)
		read_turn_locked(s);
	pthread_mutex_unlock(&s->lock);
}

cl_int vcl_call_wait(struct vcl_call *c)
{
	struct vcl_waiter *w = c->started;
	cl_int err, ret;
	struct vcl_sess *s;

	if (c->lane) {
		struct vcl_lane *l = c->lane;
		c->lane = NULL;
		pthread_mutex_lock(&l->mx);
		while (!l->done) {
			if (ping_unread(l->ls->parent)) {
				pthread_mutex_unlock(&l->mx);
				read_ping(l->ls->parent);
				pthread_mutex_lock(&l->mx);
				continue;
			}
			pthread_cond_wait(&l->cv, &l->mx);
		}
		ret = l->ret;
		l->done = false;
		l->busy = false;
		pthread_cond_broadcast(&l->cv);
		pthread_mutex_unlock(&l->mx);
		return ret;
	}
	s = call_sess(c, &err);

	if (!w)
		return CL_INVALID_OPERATION; /* not started: a defect of the caller */
	c->started = NULL;
	/* the session of a started call: the route does not change once the call is encoded */
	ret = s ? call_wait(c, s, w) : err;
	free(w);
	return ret;
}

/* ---- lanes (vcl_wire.h VCL_ROLE_LANE) ---------------------------------------------------------- */

static int open_channel(const char *addr, uint32_t role, struct vcl_transport **t);
static int hello(struct vcl_sess *s, struct vcl_transport *t, uint32_t role, const uint64_t token[2]);

/* Send c on lane channel ls behind its fence and wait for its reply: as vcl_call_sync. */
static cl_int lane_call(struct vcl_sess *ls, struct vcl_call *c, uint64_t fence)
{
	struct iovec iov[VCL_ENC_MAX_IOV + 1];
	struct vcl_waiter w = { 0 };
	int n, r;

	if (c->enc.err)
		return c->enc.total > VCL_MAX_MSG ? CL_INVALID_VALUE : CL_OUT_OF_HOST_MEMORY;
	w.sink = c->sink;
	w.sink_len = c->sink_len;
	w.sink_area = c->sink_area;
	pthread_mutex_lock(&ls->lock);
	if (ls->broken) {
		pthread_mutex_unlock(&ls->lock);
		return CL_OUT_OF_RESOURCES;
	}
	w.tag = ls->next_tag++;
	w.next = ls->waiters;
	ls->waiters = &w;
	pthread_mutex_unlock(&ls->lock);
	((struct vcl_msg_hdr *)c->enc.buf)->tag = w.tag;
	w.t0 = stat_now();
	n = vcl_enc_finish(&c->enc, iov + 1);
	if (n < 0) {
		r = n;
	} else {
		iov[0] = (struct iovec){ &fence, sizeof(fence) };
		pthread_mutex_lock(&ls->send_lock);
		r = sendv_enc(ls->req, &c->enc, iov, n + 1);
		pthread_mutex_unlock(&ls->send_lock);
	}
	stat_time(stat_rt_send_ns, &c->enc, w.t0);
	stat_count(&c->enc, true);
	if (r)
		conn_break(ls, strerror(-r));
	return call_wait(c, ls, &w);
}

static void *lane_main(void *arg)
{
	struct vcl_lane *l = arg;

	pthread_mutex_lock(&l->mx);
	for (;;) {
		struct vcl_call *c;
		uint64_t fence;
		cl_int ret;

		while (!l->job)
			pthread_cond_wait(&l->cv, &l->mx);
		c = l->job;
		fence = l->fence;
		pthread_mutex_unlock(&l->mx);
		ret = lane_call(l->ls, c, fence);
		pthread_mutex_lock(&l->mx);
		l->job = NULL;
		l->ret = ret;
		l->done = true;
		pthread_cond_broadcast(&l->cv);
	}
	return NULL;
}

/* One lane's channel to s's daemon: connected, its HELLO answered. */
struct lane_connect {
	struct vcl_sess *s, *ls;
	int r;
};

static void *lane_connect_main(void *arg)
{
	struct lane_connect *a = arg;
	struct vcl_sess *ls = a->ls;
	struct vcl_msg_hdr h;
	int r = open_channel(a->s->addr, VCL_ROLE_LANE, &ls->req);

	if (!r)
		r = hello(ls, ls->req, VCL_ROLE_LANE, a->s->token);
	if (!r)
		r = vcl_transport_recv(ls->req, &h, sizeof(h));
	if (!r && (h.op != VCL_OP_WELCOME || h.size))
		r = -EPROTO;
	a->r = r;
	return NULL;
}

/* Open up to want lanes of s, all at once (each a connection, a TLS handshake over tcp:, a HELLO
 * and its answer: round trips that would add up one lane after another on a distant server): how
 * many opened, or -1 (none: the daemon refused them, or is of a release without lanes). */
static int lanes_open(struct vcl_sess *s, unsigned want)
{
	struct vcl_lane *lanes = calloc(want, sizeof(*lanes));
	struct lane_connect *c = calloc(want, sizeof(*c));
	pthread_t *th = calloc(want, sizeof(*th));
	bool *started = calloc(want, sizeof(*started));
	unsigned k = 0;
	int r = -ENOMEM;

	for (unsigned i = 0; lanes && c && th && started && i < want; i++) {
		struct vcl_sess *ls = calloc(1, sizeof(*ls));
		if (!ls)
			break;
		ls->addr = s->addr;
		ls->parent = s;
		ls->ix = s->ix;
		ls->server = s->server;
		ls->next_tag = 1;
		ls->fds[0] = ls->fds[1] = -1;
		pthread_mutex_init(&ls->send_lock, NULL);
		pthread_mutex_init(&ls->lock, NULL);
		pthread_cond_init(&ls->cond, NULL);
		c[i] = (struct lane_connect){ s, ls, -ENOMEM };
		started[i] = pthread_create(&th[i], NULL, lane_connect_main, &c[i]) == 0;
		if (!started[i])
			lane_connect_main(&c[i]);
	}
	for (unsigned i = 0; c && th && started && i < want; i++) {
		struct vcl_sess *ls = c[i].ls;
		pthread_t worker;

		if (!ls)
			continue;
		if (started[i])
			pthread_join(th[i], NULL);
		r = c[i].r;
		if (!r) {
			struct vcl_lane *l = &lanes[k];
			vcl_fd_transport_set_timeout(ls->req, 0);
			ls->fds[0] = vcl_fd_transport_fd(ls->req);
			l->ls = ls;
			pthread_mutex_init(&l->mx, NULL);
			pthread_cond_init(&l->cv, NULL);
			if (pthread_create(&worker, NULL, lane_main, l)) {
				/* the session has it: closing it would end the session (a lane's end
				 * is the guest's), so it stays open, unused */
				r = -EAGAIN;
				l->ls = NULL;
				continue;
			}
			pthread_detach(worker);
			k++;
			continue;
		}
		/* no lane: never answered, so no session holds it */
		if (ls->req)
			ls->req->ops->destroy(ls->req);
		free(ls);
	}
	free(c);
	free(th);
	free(started);
	if (k == 0) {
		vcl_fe_log("no lanes to virtcld at %s: %s", s->addr, strerror(-r));
		free(lanes);
		return -1;
	}
	vcl_fe_log("%u lane%s to virtcld at %s", k, k == 1 ? "" : "s", s->addr);
	s->lanes = lanes;
	return (int)k;
}

unsigned vcl_fe_lanes(unsigned srv)
{
	unsigned want = vcl_fe_cfg()->lanes;
	struct vcl_sess *s;
	int n;

	if (!want || srv >= atomic_load(&nsess))
		return 0;
	s = sess[srv];
	if (s->area || s->broken || !strncmp(s->addr, "vm:", 3))
		return 0;
	n = atomic_load(&s->nlanes);
	if (!n) {
		pthread_mutex_lock(&s->lanes_mx);
		if (!(n = atomic_load(&s->nlanes))) {
			n = lanes_open(s, want);
			atomic_store(&s->nlanes, n);
		}
		pthread_mutex_unlock(&s->lanes_mx);
	}
	return n > 0 ? (unsigned)n : 0;
}

unsigned vcl_fe_lanes_take(unsigned srv)
{
	unsigned n = vcl_fe_lanes(srv);

	return n && pthread_mutex_trylock(&sess[srv]->lanes_own) == 0 ? n : 0;
}

void vcl_fe_lanes_give(unsigned srv)
{
	pthread_mutex_unlock(&sess[srv]->lanes_own);
}

cl_int vcl_call_start_lane(struct vcl_call *c, unsigned k)
{
	cl_int err;
	struct vcl_sess *s = call_sess(c, &err);
	struct vcl_lane *l;
	uint64_t fence;
	int r;

	if (!s)
		return err;
	if (atomic_load(&s->nlanes) <= 0 || k >= (unsigned)atomic_load(&s->nlanes))
		return vcl_call_start(c);
	if (s->broken)
		return CL_OUT_OF_RESOURCES;
	l = &s->lanes[k];
	/* its fence: every message sent on the request channel so far, what is batched included */
	pthread_mutex_lock(&s->send_lock);
	r = batch_flush_locked(s, s->req);
	fence = s->req_sent - s->req_base;
	pthread_mutex_unlock(&s->send_lock);
	if (r) {
		conn_break(s, strerror(-r));
		return CL_OUT_OF_RESOURCES;
	}
	pthread_mutex_lock(&l->mx);
	while (l->busy)
		pthread_cond_wait(&l->cv, &l->mx);
	l->busy = true;
	l->done = false;
	l->job = c;
	l->fence = fence;
	pthread_cond_broadcast(&l->cv);
	pthread_mutex_unlock(&l->mx);
	c->lane = l;
	return CL_SUCCESS;
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
	struct vcl_sess *s = arg;

	for (;;) {
		struct timespec tick = { (time_t)(s->hb.timeout_ms / 3000), (long)(s->hb.timeout_ms / 3 % 1000) * 1000000L };
		uint64_t now;
		bool waiting = false, send_ping = false, dead = false;

		while (nanosleep(&tick, &tick) && errno == EINTR)
			;
		now = mono_ms();
		/* a call on a lane waits too, though its reply comes on the lane: a stopped server
		 * answers no ping either */
		for (int k = 0; k < atomic_load(&s->nlanes) && !waiting; k++) {
			struct vcl_sess *ls = s->lanes[k].ls;
			pthread_mutex_lock(&ls->lock);
			waiting = ls->waiters != NULL;
			pthread_mutex_unlock(&ls->lock);
		}
		pthread_mutex_lock(&s->lock);
		if (s->broken) {
			pthread_mutex_unlock(&s->lock);
			return NULL;
		}
		for (struct vcl_waiter *w = s->waiters; w; w = w->next)
			waiting = waiting || w != &s->hb.ping;
		if (s->hb.ping_out && s->hb.ping.done) {
			/* answered: the server lives; take the ping out of the list */
			for (struct vcl_waiter **pp = &s->waiters; *pp; pp = &(*pp)->next)
				if (*pp == &s->hb.ping) {
					*pp = s->hb.ping.next;
					break;
				}
			free(s->hb.ping.buf);
			s->hb.ping_out = false;
		}
		if (s->hb.ping_out && now - s->hb.ping_ms >= s->hb.timeout_ms &&
		    now - atomic_load(&s->hb.last_rx_ms) >= s->hb.timeout_ms)
			dead = true;
		else if (!s->hb.ping_out && waiting && now - atomic_load(&s->hb.last_rx_ms) >= s->hb.timeout_ms / 3) {
			s->hb.ping = (struct vcl_waiter){ .tag = s->next_tag++, .next = s->waiters };
			s->waiters = &s->hb.ping;
			s->hb.ping_out = true;
			s->hb.ping_ms = now;
			send_ping = true;
		}
		pthread_mutex_unlock(&s->lock);
		if (dead) {
			char why[96];
			snprintf(why, sizeof(why), "virtcld did not answer for %llu s (VIRTCL_PEER_TIMEOUT)",
				 (unsigned long long)(s->hb.timeout_ms / 1000));
			conn_break(s, why); /* it ends the request channel's receive */
			s->ntf->ops->shutdown(s->ntf);
			return NULL;
		}
		if (send_ping) {
			struct vcl_enc e;
			cl_uint param = CL_PLATFORM_PROFILE;
			size_t zero = 0;
			vcl_enc_init(&e, VN_OP_clGetPlatformInfo, s->hb.ping.tag);
			vcl_enc_u64(&e, s->hb.platform_id);
			vcl_enc_val(&e, &param, sizeof(param));
			vcl_enc_val(&e, &zero, sizeof(zero));
			vcl_enc_want(&e, false);
			vcl_enc_want(&e, true);
			if (send_enc(s, s->req, &e))
				conn_break(s, "the heartbeat could not be sent");
			vcl_enc_fini(&e);
			/* a thread waiting for a lane's call reads its reply where no other does */
			for (int k = 0; k < atomic_load(&s->nlanes); k++) {
				pthread_mutex_lock(&s->lanes[k].mx);
				pthread_cond_broadcast(&s->lanes[k].cv);
				pthread_mutex_unlock(&s->lanes[k].mx);
			}
		}
	}
}

/* ---- notify channel --------------------------------------------------------------------------- */

/* Read and handle one notify-channel message; 0, or a negative errno when the channel is done.
 * What it names is looked up among this session's objects only. */
static int notify_one(struct vcl_sess *s)
{
	struct vcl_msg_hdr h;
	struct vcl_dec d;
	uint64_t small;
	size_t len, bulk = 0;
	void *buf;
	int r = vcl_transport_recv(s->ntf, &h, sizeof(h));

	if (r)
		return r;
	if (h.size > VCL_MAX_MSG)
		return -EPROTO;
	len = h.size;
	if (h.flags & VCL_MSG_F_BULK) {
		if (h.size < 8 || vcl_transport_recv(s->ntf, &small, 8) || small > h.size - 8)
			return -EPROTO;
		len = small;
		bulk = h.size - 8 - small;
	}
	buf = malloc(len ? len : 1);
	if (!buf || vcl_transport_recv(s->ntf, buf, len)) {
		free(buf);
		return -EPROTO;
	}
	vcl_dec_init(&d, buf, len);
	switch (h.op) {
	case VCL_OP_CALLBACK:
		vcl_fe_handle_callback(s->ix, &d);
		break;
	case VCL_OP_READ_DONE:
		r = vcl_fe_handle_read_done(s->ix, s->ntf, &d, bulk);
		break;
	case VCL_OP_BULK_DONE: {
		/* the host command that wrote from this chunk completed: reuse it */
		struct vn_args_msg_bulk_done a;
		r = vn_dec_msg_bulk_done(&d, &a);
		if (!r && !s->area)
			r = -EPROTO;
		else if (!r)
			vcl_area_free(a.off);
		break;
	}
	case VCL_OP_ASYNC_ERROR: {
		struct vn_args_msg_async_error a;
		r = vn_dec_msg_async_error(&d, &a);
		if (!r)
			fprintf(stderr, "virtcl: %s (not waited for) failed on the host: error %d\n",
				vn_op_valid((uint32_t)a.op) ? vn_ops[a.op].name : "a call", (int)a.err);
		break;
	}
	default:
		r = -EPROTO;
	}
	free(buf);
	return r;
}

/*
 * The largest piece of a transfer one message carries on session srv's socket. Pieces of 16 MiB
 * (4 MiB over tcp:, so that another thread's call waits behind one piece, not a whole transfer):
 * the session receives or stages each in memory it keeps and reuses (vcl_session_big_alloc), and
 * a write's pieces before the last are not waited for. With whole 256 MiB pieces every transfer
 * put fresh memory under the socket, one page fault per page (issue 10: unix: 256 MiB at 1.2
 * GB/s, 0.09-0.18x native, here and on the H200; 3.5 GB/s with 16 MiB pieces here, where 16 and
 * 64 MiB ran at 3-4 GB/s).
 */
size_t vcl_fe_xfer_piece(unsigned srv)
{
	return srv < atomic_load(&nsess) ? sess[srv]->piece : (size_t)16 << 20;
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
		size_t piece = vcl_fe_xfer_piece(vcl_call_of(e)->route >= 0 ? (unsigned)vcl_call_of(e)->route : 0);
		size_t k = n - off < piece ? n - off : piece;
		struct vcl_call c;
		cl_int ret;
		vcl_call_init(&c, VCL_OP_STAGE);
		/* to the server the call that names the item goes to */
		c.route = vcl_call_of(e)->route;
		c.route_err = vcl_call_of(e)->route_err;
		vn_enc_msg_stage(&c.enc, &(struct vn_args_msg_stage){
			.id = id, .len = n, .off = off, .piece = (const char *)p + off, .piece_len = k });
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

bool vcl_fe_srv_broken(unsigned srv)
{
	return srv >= atomic_load(&nsess) || sess[srv]->broken;
}

unsigned vcl_fe_srv_server(unsigned srv)
{
	return srv < atomic_load(&nsess) ? sess[srv]->server : 0;
}

/* The session whose notify thread this is, or NULL. */
static struct vcl_sess *notify_sess(void)
{
	for (unsigned i = 0; i < atomic_load(&nsess); i++)
		if (sess[i]->ntf_started && pthread_equal(pthread_self(), sess[i]->ntf_thread))
			return sess[i];
	return NULL;
}

bool vcl_fe_on_notify_thread(unsigned srv)
{
	struct vcl_sess *s = notify_sess();

	return s && s->ix == srv;
}

/*
 * A callback (run on the notify thread) that waits for what only the notify channel brings - the
 * data of a non-blocking read - would wait forever: the thread that waits serves the channel
 * itself meanwhile. Returns 0, or a negative errno when the channel is gone.
 */
int vcl_fe_notify_serve_one(void)
{
	struct vcl_sess *s = notify_sess();
	int r = s ? notify_one(s) : -EINVAL;

	if (r && s)
		conn_break(s, "notify channel closed");
	return r;
}

static void *notify_main(void *arg)
{
	struct vcl_sess *s = arg;

	while (notify_one(s) == 0)
		;
	conn_break(s, "notify channel closed");
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
 *   tcp:HOST:PORT, tcp:[IPV6]:PORT   virtcld on another machine: TLS 1.3 (vcl_tls_client_opts
 *               says how the server is verified and how we authenticate), or plaintext with
 *               VIRTCL_INSECURE=1 (the daemon allows that on loopback addresses only)
 * Each channel is opened from the address alone (open_channel): a list of servers (VIRTCL_SERVER
 * with ',', parsed in vcl_fe_config.c, connected in vcl_fe_icd.c) opens one session, one pair
 * of channels, per server.
 */
/*
 * VIRTCL_PEER_TIMEOUT (struct vcl_fe_config's peer_timeout_ms): seconds (default 30, 0: the
 * kernel's defaults) within which a server that vanished (host down, link cut) is detected on
 * tcp: (keep-alive, TCP_USER_TIMEOUT); the calls waiting on it then fail and later ones fail at
 * once.
 *
 * VIRTCL_CONNECT_TIMEOUT (connect_timeout_ms): seconds (decimals allowed) discovery waits for
 * virtcld to take the connection and answer HELLO; default 10, 0 = no limit. An endpoint that
 * accepts but never answers (a stopped daemon, a wrong socket) must not hold clGetPlatformIDs -
 * and so every program on a machine where virtcl's ICD is registered - for longer: the platform
 * is then absent.
 */

static int tcp_channel(const char *hostport, struct vcl_transport **t)
{
	const struct vcl_fe_config *cfg = vcl_fe_cfg();
	char host[256], port[8];
	int fd = vcl_tcp_split(hostport, host, sizeof(host), port, sizeof(port));

	if (fd) {
		fprintf(stderr, "virtcl: VIRTCL_SERVER=tcp:%s: expected tcp:HOST:PORT or "
				"tcp:[IPV6]:PORT\n", hostport);
		return fd;
	}
	fd = vcl_tcp_connect(hostport, cfg->connect_timeout_ms, cfg->peer_timeout_ms);
	if (fd < 0)
		return fd;
	if (cfg->insecure) {
		*t = vcl_fd_transport_create(fd);
		if (*t)
			vcl_fd_transport_set_timeout(*t, cfg->connect_timeout_ms);
		return *t ? 0 : -ENOMEM;
	}
	return vcl_tls_client(fd, host, cfg->connect_timeout_ms, &cfg->tls, t);
}

static int open_channel(const char *addr, uint32_t role, struct vcl_transport **t)
{
	if (!strncmp(addr, "tcp:", 4))
		return tcp_channel(addr + 4, t);
	if (!strncmp(addr, "unix:", 5) || !strncmp(addr, "shm:", 4))
		return vcl_unix_connect_timeout(addr + (addr[0] == 'u' ? 5 : 4),
						vcl_fe_cfg()->connect_timeout_ms, t);
	if (!strncmp(addr, "vm:", 3)) {
		char name[128], path[256];
		int fd, r;
		/* the guest's broker (virtcl-vmmux) if it runs: any number of processes share its
		 * port; else the ports NAME.req and NAME.ntf, one process per boot */
		snprintf(path, sizeof(path), "/run/virtcl/%s.sock", addr[3] ? addr + 3 : "virtcl");
		r = vcl_unix_connect_timeout(path, vcl_fe_cfg()->connect_timeout_ms, t);
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
			vcl_fd_transport_set_timeout(*t, vcl_fe_cfg()->connect_timeout_ms);
		return *t ? 0 : -ENOMEM;
	}
	fprintf(stderr, "virtcl: VIRTCL_SERVER=%s: unknown transport (use unix:PATH, shm:PATH, vm: or tcp:HOST:PORT)\n", addr);
	return -EINVAL;
}

static int hello(struct vcl_sess *s, struct vcl_transport *t, uint32_t role, const uint64_t token[2])
{
	struct vcl_enc e;
	int r;

	vcl_enc_init(&e, VCL_OP_HELLO, 0);
	vn_enc_msg_hello(&e, &(struct vn_args_msg_hello){ .role = role,
							  .token0 = token ? token[0] : 0,
							  .token1 = token ? token[1] : 0 });
	r = send_enc(s, t, &e);
	vcl_enc_fini(&e);
	return r;
}


/* The rings of VIRTCL_SHM_RING's size (struct vcl_fe_config's shm_ring) where they take at most
 * half of an area of size bytes; else halved until they fit (or none), with a VIRTCL_DEBUG line. */
static uint64_t shm_ring(uint64_t size)
{
	uint64_t want = vcl_fe_cfg()->shm_ring, n = want;

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
static int attach_shm(struct vcl_sess *s)
{
	uint64_t size = vcl_fe_cfg()->shm_size, ring, events = 0, reserved;
	struct vcl_msg_hdr h;
	struct vcl_enc e;
	uint8_t rep[64];
	int32_t result;
	void *p;
	int fd, r;

	if (!size || !s->req->ops->send_fd)
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
	/* the event status table after the rings, where it fits in the half they may take */
	if (ring && vcl_ring_reserved(ring) + VCL_EVTAB_SLOTS * 8 <= size / 2)
		events = VCL_EVTAB_SLOTS;
	vcl_enc_init(&e, VCL_OP_ATTACH_SHM, s->next_tag++);
	vn_enc_msg_attach_shm(&e, &(struct vn_args_msg_attach_shm){ .size = size, .ring = ring,
								     .events = events });
	r = send_enc(s, s->req, &e);
	vcl_enc_fini(&e);
	/* the descriptor travels on a byte of its own: the daemon reads it with recvmsg */
	if (!r)
		r = s->req->ops->send_fd(s->req, fd);
	close(fd);
	if (!r)
		r = vcl_transport_recv(s->req, &h, sizeof(h));
	if (!r && (h.op != VCL_OP_REPLY || h.size < 8 || h.size > sizeof(rep)))
		r = -EPROTO;
	if (!r)
		r = vcl_transport_recv(s->req, rep, h.size);
	if (r) {
		munmap(p, size);
		return r;
	}
	memcpy(&result, rep, sizeof(result));
	if (result != CL_SUCCESS)
		return -EPROTO; /* the daemon accepted the region (or ended the session) */
	reserved = ring ? vcl_ring_reserved(ring) + events * 8 : 0;
	if (vcl_area_init(p, size) ||
	    (ring && vcl_area_alloc(reserved > VCL_REGION_MIN ? reserved : VCL_REGION_MIN) != 0)) {
		/* the daemon maps it: keep the mapping, move no bulk data through it */
		return ring ? -ENOMEM : 0;
	}
	if (ring) {
		/* from now on requests and replies travel through the rings at the region's start;
		 * the socket stays beside them to tell that the daemon went away */
		struct vcl_transport *rt = vcl_ring_transport_create(
			p, ring, true, s->req, vcl_fd_transport_fd(s->req), vcl_fe_cfg()->spin_ns);
		if (!rt)
			return -ENOMEM;
		s->req = rt;
		vcl_area_hold(0, true); /* the rings' (and the status table's) chunk, for good */
		s->evtab = (uint8_t *)p + vcl_ring_reserved(ring); /* in use once published */
		s->evslots = events;
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

struct vcl_sess *vcl_fe_sess_open(const char *addr, unsigned server, bool use_area,
				  uint64_t *platform_id, uint64_t **device_ids, uint32_t *ndev)
{
	struct vcl_msg_hdr h;
	struct vcl_dec d;
	uint64_t token[2], region = 0, region_off = 0;
	struct vn_args_msg_welcome w;
	struct vcl_transport *req_fd;
	struct vcl_sess *s = calloc(1, sizeof(*s));
	void *buf = NULL;
	int r;

	if (!s || !(s->addr = strdup(addr))) {
		free(s);
		return NULL;
	}
	s->ix = ~0u; /* until published: no object is its */
	s->piece = (size_t)(strncmp(addr, "tcp:", 4) ? 16 : 4) << 20;
	s->server = server;
	s->fds[0] = s->fds[1] = -1;
	s->next_tag = 1;
	pthread_mutex_init(&s->send_lock, NULL);
	pthread_mutex_init(&s->lock, NULL);
	pthread_cond_init(&s->cond, NULL);
	pthread_mutex_init(&s->batch.mx, NULL);
	pthread_cond_init(&s->batch.cond, NULL);
	pthread_mutex_init(&s->lanes_mx, NULL);
	pthread_mutex_init(&s->lanes_own, NULL);
	r = open_channel(addr, VCL_ROLE_REQUEST, &s->req);
	if (r)
		goto err;
	req_fd = s->req; /* shm: the rings take its place, and it stays beneath them */
	vcl_fd_transport_set_spin(s->req, vcl_fe_cfg()->spin_ns);
	vcl_fd_transport_set_readahead(s->req, VCL_FD_READAHEAD); /* replies: one read each */
	r = hello(s, s->req, VCL_ROLE_REQUEST, NULL);
	if (!r)
		r = vcl_transport_recv(s->req, &h, sizeof(h));
	if (r == -ETIMEDOUT)
		vcl_fe_log("virtcld at %s did not answer within VIRTCL_CONNECT_TIMEOUT", addr);
	if (!r && (h.op != VCL_OP_WELCOME || h.size > (1u << 20)))
		r = -EPROTO;
	if (!r && !(buf = malloc(h.size ? h.size : 1)))
		r = -ENOMEM;
	if (!r)
		r = vcl_transport_recv(s->req, buf, h.size);
	if (r)
		goto err;
	vcl_dec_init(&d, buf, h.size);
	r = vn_dec_msg_welcome(&d, &w);
	if (r == -EPROTONOSUPPORT) {
		/* not for VIRTCL_DEBUG only: an operator must see why there is no platform */
		fprintf(stderr, "virtcl: virtcld at %s speaks protocol %#llx, this library %#llx: the "
				"guest's virtcl and the host's virtcld must come from the same release\n",
			addr, (unsigned long long)w.version, (unsigned long long)VCL_PROTO_VERSION);
		r = -EPROTO;
	}
	if (!r && !(*device_ids = calloc(w.ndev ? w.ndev : 1, 8)))
		r = -ENOMEM;
	if (r)
		goto err;
	token[0] = s->token[0] = w.token0;
	token[1] = s->token[1] = w.token1;
	s->req_base = s->req_sent; /* the HELLO: the daemon read it, not the session */
	*platform_id = w.platform;
	*ndev = (uint32_t)w.ndev;
	memcpy(*device_ids, w.devices, 8 * w.ndev);
	region = w.region;         /* the VM region the daemon maps for this session */
	region_off = w.region_off; /* and where it starts in BAR2 */
	free(buf);
	buf = NULL;

	r = open_channel(addr, VCL_ROLE_NOTIFY, &s->ntf);
	if (!r)
		r = hello(s, s->ntf, VCL_ROLE_NOTIFY, token);
	/* the daemon serves the request channel once the notify channel is there */
	if (!r && use_area && !strncmp(addr, "shm:", 4))
		r = attach_shm(s);
	if (!r && use_area && !strncmp(addr, "vm:", 3) && region)
		attach_ivshmem(region, region_off);
	s->area = use_area && vcl_area_present();
	if (r && r == -ETIMEDOUT)
		vcl_fe_log("virtcld at %s did not answer within VIRTCL_CONNECT_TIMEOUT", addr);
	if (!r) {
		/* connected: calls wait for their replies as long as they take */
		vcl_fd_transport_set_timeout(req_fd, 0);
		vcl_fd_transport_set_timeout(s->ntf, 0);
		s->fds[0] = vcl_fd_transport_fd(req_fd);
		s->fds[1] = vcl_fd_transport_fd(s->ntf);
	}
	if (!r && pthread_create(&s->ntf_thread, NULL, notify_main, s))
		r = -EAGAIN;
	if (r) {
		free(*device_ids);
		goto err;
	}
	pthread_detach(s->ntf_thread);
	s->ntf_started = true;
	if (!strncmp(addr, "tcp:", 4) && vcl_fe_cfg()->peer_timeout_ms > 0) {
		pthread_t th;
		s->hb.timeout_ms = (uint64_t)vcl_fe_cfg()->peer_timeout_ms;
		s->hb.platform_id = *platform_id;
		atomic_store(&s->hb.last_rx_ms, mono_ms());
		if (pthread_create(&th, NULL, heartbeat_main, s) == 0) {
			pthread_detach(th);
			s->hb.started = true;
		}
	}
	return s;
err:
	vcl_fe_log("no virtcld answers at %s (%s): %s", addr,
		   vcl_fe_cfg()->server_set ? "from VIRTCL_SERVER"
					    : "VIRTCL_SERVER is unset: the default",
		   r == -EPROTO ? "it is not virtcld, or another version of it" : strerror(-r));
	free(buf);
	if (s->ntf)
		s->ntf->ops->destroy(s->ntf);
	if (s->req)
		s->req->ops->destroy(s->req);
	free(s->addr);
	free(s);
	return NULL;
}

int vcl_fe_sess_publish(struct vcl_sess *s)
{
	unsigned n;

	pthread_mutex_lock(&publish_lock);
	n = atomic_load(&nsess);
	if (n < VCL_MAX_SESSIONS) {
		s->ix = n;
		sess[n] = s;
		atomic_store(&nsess, n + 1);
		if (s->evtab)
			vcl_evtab_set(n, s->evtab, s->evslots);
	}
	pthread_mutex_unlock(&publish_lock);
	if (n < VCL_MAX_SESSIONS)
		return (int)n;
	/* no room: end it (the daemon ends the session) */
	conn_break(s, "too many sessions in this process");
	s->req->ops->shutdown(s->req);
	s->ntf->ops->shutdown(s->ntf);
	return -1;
}

const char *vcl_fe_srv_addr(unsigned srv)
{
	return srv < atomic_load(&nsess) ? sess[srv]->addr : "";
}

unsigned vcl_fe_live_srv(void)
{
	unsigned n = atomic_load(&nsess), best = 0;
	bool found = false;

	for (unsigned i = 0; i < n; i++)
		if (!sess[i]->broken && (!found || sess[i]->server < sess[best]->server)) {
			best = i;
			found = true;
		}
	return best;
}
