/* SPDX-License-Identifier: MIT */
/* vcl_mux.c - many byte streams over one (vcl_mux.h): frames, channels, credits. */
#define _GNU_SOURCE
#include "vcl_mux.h"

#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

/* stop reading the channels' connections while this much waits to go out on the stream */
#define OUT_SOFT ((size_t)2 * VCL_MUX_DATA_MAX)

enum chan_state {
	CH_FREE = 0,
	CH_OPEN,       /* both ends open */
	CH_CLOSE_SENT, /* our end closed and CLOSE sent: waiting for the peer's CLOSE */
};

struct chan {
	enum chan_state state;
	int fd;            /* the connection this channel carries; -1 when closed */
	uint8_t *in;       /* stream -> connection: bytes the connection did not take at once (at most
	                    * VCL_MUX_WINDOW; allocated only while there are some) */
	uint32_t in_off, in_len;
	uint32_t ack;      /* bytes written to the connection, not yet acknowledged (CREDIT) */
	uint32_t credit;   /* bytes we may still send on this channel */
};

struct vcl_mux {
	int fd;
	bool host;
	int (*on_open)(void *ctx, int ep);
	void *ctx;
	struct chan ch[VCL_MUX_CHANNELS + 1]; /* [1..VCL_MUX_CHANNELS] */
	uint8_t rbuf[sizeof(struct vcl_mux_hdr) + VCL_MUX_DATA_MAX];
	size_t rgot;
	uint8_t *out;      /* frames waiting to go out on the stream */
	size_t out_off, out_len, out_cap;
	unsigned nopen;
	char why[160];
};

const char *vcl_mux_hdr_check(const struct vcl_mux_hdr *h)
{
	if (h->chan < 1 || h->chan > VCL_MUX_CHANNELS)
		return "channel out of range";
	switch (h->kind) {
	case VCL_MUX_OPEN:
	case VCL_MUX_CLOSE:
		return h->len ? "OPEN or CLOSE with a length" : NULL;
	case VCL_MUX_DATA:
		return h->len < 1 || h->len > VCL_MUX_DATA_MAX ? "DATA length out of range" : NULL;
	case VCL_MUX_CREDIT:
		return h->len < 1 || h->len > VCL_MUX_WINDOW ? "CREDIT out of range" : NULL;
	default:
		return "unknown frame kind";
	}
}

static int fail(struct vcl_mux *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(struct vcl_mux *m, const char *fmt, ...)
{
	va_list ap;

	if (!m->why[0]) {
		va_start(ap, fmt);
		vsnprintf(m->why, sizeof(m->why), fmt, ap);
		va_end(ap);
	}
	return -1;
}

/* Queue one frame (header and len payload bytes from p) for the stream. */
static int put_frame(struct vcl_mux *m, uint32_t chan, uint32_t kind, uint32_t len,
		     const void *p, uint32_t plen)
{
	struct vcl_mux_hdr h = { chan, kind, len };
	size_t need = sizeof(h) + plen;

	if (m->out_off && m->out_off + m->out_len + need > m->out_cap) {
		memmove(m->out, m->out + m->out_off, m->out_len);
		m->out_off = 0;
	}
	if (m->out_len + need > m->out_cap) {
		size_t cap = m->out_cap ? m->out_cap : 4096;
		uint8_t *o;
		while (cap < m->out_len + need)
			cap *= 2;
		o = realloc(m->out, cap);
		if (!o)
			return fail(m, "out of memory (channel %u)", chan);
		m->out = o;
		m->out_cap = cap;
	}
	memcpy(m->out + m->out_off + m->out_len, &h, sizeof(h));
	if (plen)
		memcpy(m->out + m->out_off + m->out_len + sizeof(h), p, plen);
	m->out_len += need;
	return 0;
}

/* Our end of channel c closed (its connection ended or failed): tell the peer. */
static int close_ours(struct vcl_mux *m, unsigned c)
{
	struct chan *ch = &m->ch[c];

	if (ch->fd >= 0)
		close(ch->fd);
	ch->fd = -1;
	free(ch->in);
	ch->in = NULL;
	ch->in_len = ch->in_off = ch->ack = ch->credit = 0;
	ch->state = CH_CLOSE_SENT;
	m->nopen--;
	return put_frame(m, c, VCL_MUX_CLOSE, 0, NULL, 0);
}

static void open_chan(struct vcl_mux *m, unsigned c, int fd)
{
	struct chan *ch = &m->ch[c];

	ch->in = NULL;
	ch->fd = fd;
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
	ch->in_off = ch->in_len = ch->ack = 0;
	ch->credit = VCL_MUX_WINDOW;
	ch->state = CH_OPEN;
	m->nopen++;
}

struct vcl_mux *vcl_mux_new(int fd, bool host, int (*on_open)(void *ctx, int ep), void *ctx)
{
	struct vcl_mux *m = calloc(1, sizeof(*m));

	if (!m) {
		close(fd);
		return NULL;
	}
	m->fd = fd;
	m->host = host;
	m->on_open = on_open;
	m->ctx = ctx;
	for (unsigned c = 0; c <= VCL_MUX_CHANNELS; c++)
		m->ch[c].fd = -1;
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
	return m;
}

int vcl_mux_add(struct vcl_mux *m, int ep)
{
	for (unsigned c = 1; !m->host && c <= VCL_MUX_CHANNELS; c++) {
		if (m->ch[c].state != CH_FREE)
			continue;
		open_chan(m, c, ep);
		return put_frame(m, c, VCL_MUX_OPEN, 0, NULL, 0) ? -ENOMEM : 0;
	}
	close(ep);
	return m->host ? -EINVAL : -ENOSPC;
}

/* Write what channel c holds to its connection; acknowledge what went. */
static int flush_chan(struct vcl_mux *m, unsigned c)
{
	struct chan *ch = &m->ch[c];

	while (ch->state == CH_OPEN && ch->in_len) {
		ssize_t n = send(ch->fd, ch->in + ch->in_off, ch->in_len, MSG_NOSIGNAL | MSG_DONTWAIT);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			break;
		if (n <= 0)
			return close_ours(m, c); /* its reader is gone */
		ch->in_off += (uint32_t)n;
		ch->in_len -= (uint32_t)n;
		ch->ack += (uint32_t)n;
	}
	if (ch->state == CH_OPEN && !ch->in_len) {
		free(ch->in);
		ch->in = NULL;
		ch->in_off = 0;
	}
	/* acknowledge in large steps, and whatever is left once the buffer is empty */
	if (ch->state == CH_OPEN && ch->ack && (ch->ack >= VCL_MUX_WINDOW / 4 || !ch->in_len)) {
		uint32_t a = ch->ack;
		ch->ack = 0;
		return put_frame(m, c, VCL_MUX_CREDIT, a, NULL, 0);
	}
	return 0;
}

/* One whole frame from the stream: h checked by vcl_mux_hdr_check, p its payload. */
static int frame(struct vcl_mux *m, const struct vcl_mux_hdr *h, const uint8_t *p)
{
	unsigned c = h->chan;
	struct chan *ch = &m->ch[c];
	uint32_t len;

	switch (h->kind) {
	case VCL_MUX_OPEN: {
		int sv[2];
		if (!m->host)
			return fail(m, "OPEN of channel %u from the host", c);
		if (ch->state != CH_FREE)
			return fail(m, "OPEN of channel %u, which is in use", c);
		if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv))
			return fail(m, "channel %u: socketpair: %s", c, strerror(errno));
		open_chan(m, c, sv[0]);
		/* the session's end goes to the daemon's usual path; refused: closed at once */
		if (!m->on_open || m->on_open(m->ctx, sv[1])) {
			close(sv[1]);
			return close_ours(m, c);
		}
		return 0;
	}
	case VCL_MUX_DATA:
		if (ch->state == CH_CLOSE_SENT)
			return 0; /* crossed our CLOSE: nobody reads it any more */
		if (ch->state != CH_OPEN)
			return fail(m, "DATA on channel %u, which is not open", c);
		if (h->len > VCL_MUX_WINDOW - ch->in_len)
			return fail(m, "DATA on channel %u beyond its window", c);
		len = h->len;
		/* straight to the connection when nothing waits before it: the buffer holds only
		 * what the connection does not take now */
		if (!ch->in_len) {
			ssize_t n;
			do
				n = send(ch->fd, p, len, MSG_NOSIGNAL | MSG_DONTWAIT);
			while (n < 0 && errno == EINTR);
			if (n < 0 && errno != EAGAIN)
				return close_ours(m, c); /* its reader is gone */
			if (n > 0) {
				ch->ack += (uint32_t)n;
				p += n;
				len -= (uint32_t)n;
			}
		}
		if (len) {
			if (!ch->in && !(ch->in = malloc(VCL_MUX_WINDOW)))
				return fail(m, "channel %u: out of memory", c);
			if (ch->in_off + ch->in_len + len > VCL_MUX_WINDOW) {
				memmove(ch->in, ch->in + ch->in_off, ch->in_len);
				ch->in_off = 0;
			}
			memcpy(ch->in + ch->in_off + ch->in_len, p, len);
			ch->in_len += len;
		}
		return flush_chan(m, c);
	case VCL_MUX_CREDIT:
		if (ch->state == CH_CLOSE_SENT)
			return 0;
		if (ch->state != CH_OPEN)
			return fail(m, "CREDIT on channel %u, which is not open", c);
		if (h->len > VCL_MUX_WINDOW - ch->credit)
			return fail(m, "CREDIT on channel %u beyond its window", c);
		ch->credit += h->len;
		return 0;
	case VCL_MUX_CLOSE:
		if (ch->state == CH_CLOSE_SENT) {
			ch->state = CH_FREE; /* both ends closed: the channel may be opened again */
			return 0;
		}
		if (ch->state != CH_OPEN)
			return fail(m, "CLOSE of channel %u, which is not open", c);
		if (close_ours(m, c))
			return -1;
		ch->state = CH_FREE;
		return 0;
	}
	return fail(m, "channel %u: unknown frame kind", c);
}

/* Read from the stream and act on every whole frame. */
static int read_stream(struct vcl_mux *m)
{
	for (int round = 0; round < 16; round++) {
		ssize_t n = read(m->fd, m->rbuf + m->rgot, sizeof(m->rbuf) - m->rgot);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return 0;
		if (n == 0 || (n < 0 && errno == ECONNRESET))
			return fail(m, "end of stream");
		if (n < 0)
			return fail(m, "the stream failed: %s", strerror(errno));
		m->rgot += (size_t)n;
		for (;;) {
			struct vcl_mux_hdr h;
			const char *why;
			size_t whole;
			if (m->rgot < sizeof(h))
				break;
			memcpy(&h, m->rbuf, sizeof(h));
			why = vcl_mux_hdr_check(&h);
			if (why)
				return fail(m, "bad frame header (channel %u, kind %u, length %u): %s", h.chan,
					    h.kind, h.len, why);
			whole = sizeof(h) + (h.kind == VCL_MUX_DATA ? h.len : 0);
			if (m->rgot < whole)
				break;
			if (frame(m, &h, m->rbuf + sizeof(h)))
				return -1;
			memmove(m->rbuf, m->rbuf + whole, m->rgot - whole);
			m->rgot -= whole;
		}
	}
	return 0;
}

/* Write what waits for the stream. */
static int write_stream(struct vcl_mux *m)
{
	while (m->out_len) {
		ssize_t n = write(m->fd, m->out + m->out_off, m->out_len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return 0;
		if (n <= 0)
			return fail(m, "the stream failed: %s", n < 0 ? strerror(errno) : "closed");
		m->out_off += (size_t)n;
		m->out_len -= (size_t)n;
	}
	m->out_off = 0;
	return 0;
}

/* Read from channel c's connection, as far as its credit and the stream's queue allow. */
static int read_chan(struct vcl_mux *m, unsigned c)
{
	static uint8_t buf[VCL_MUX_DATA_MAX];
	struct chan *ch = &m->ch[c];

	while (ch->state == CH_OPEN && ch->credit && m->out_len < OUT_SOFT) {
		size_t want = ch->credit < sizeof(buf) ? ch->credit : sizeof(buf);
		ssize_t n = recv(ch->fd, buf, want, MSG_DONTWAIT);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return 0;
		if (n <= 0)
			return close_ours(m, c); /* the process (or the session) ended */
		ch->credit -= (uint32_t)n;
		if (put_frame(m, c, VCL_MUX_DATA, (uint32_t)n, buf, (uint32_t)n))
			return -1;
	}
	return 0;
}

int vcl_mux_fds(struct vcl_mux *m, struct pollfd *pfd, int max)
{
	int k = 0;

	if (max < 1)
		return 0;
	pfd[k++] = (struct pollfd){ .fd = m->fd, .events = POLLIN | (m->out_len ? POLLOUT : 0) };
	for (unsigned c = 1; c <= VCL_MUX_CHANNELS && k < max; c++) {
		struct chan *ch = &m->ch[c];
		short ev = 0;
		if (ch->state != CH_OPEN)
			continue;
		if (ch->credit && m->out_len < OUT_SOFT)
			ev |= POLLIN;
		if (ch->in_len)
			ev |= POLLOUT;
		/* one that waits for nothing (no credit, nothing to write) is not watched: its end
		 * is seen once it may be read again */
		if (ev)
			pfd[k++] = (struct pollfd){ .fd = ch->fd, .events = ev };
	}
	return k;
}

int vcl_mux_handle(struct vcl_mux *m, const struct pollfd *pfd, int n)
{
	if (m->why[0])
		return -1;
	if (n >= 1 && (pfd[0].revents & (POLLIN | POLLHUP | POLLERR)) && read_stream(m))
		return -1;
	for (int i = 1; i < n; i++) {
		unsigned c;
		if (!pfd[i].revents)
			continue;
		/* the entry's channel: the one whose connection it is (a channel closed meanwhile is
		 * skipped) */
		for (c = 1; c <= VCL_MUX_CHANNELS; c++)
			if (m->ch[c].state == CH_OPEN && m->ch[c].fd == pfd[i].fd)
				break;
		if (c > VCL_MUX_CHANNELS)
			continue;
		/* an end (POLLHUP, POLLERR) shows in the send or the read that follows */
		if ((pfd[i].events & POLLOUT) && flush_chan(m, c))
			return -1;
		if (m->ch[c].state == CH_OPEN && (pfd[i].events & POLLIN) && read_chan(m, c))
			return -1;
	}
	if (write_stream(m))
		return -1;
	return 0;
}

void vcl_mux_set_ctx(struct vcl_mux *m, void *ctx)
{
	m->ctx = ctx;
}

const char *vcl_mux_why(const struct vcl_mux *m)
{
	return m->why;
}

unsigned vcl_mux_channels(const struct vcl_mux *m)
{
	return m->nopen;
}

void vcl_mux_free(struct vcl_mux *m)
{
	if (!m)
		return;
	for (unsigned c = 1; c <= VCL_MUX_CHANNELS; c++) {
		if (m->ch[c].fd >= 0)
			close(m->ch[c].fd);
		free(m->ch[c].in);
	}
	close(m->fd);
	free(m->out);
	free(m);
}
