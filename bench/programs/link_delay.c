/* SPDX-License-Identifier: MIT */
/*
 * link_delay: a TCP relay on loopback that adds a fixed delay to every byte, as a link of that
 * latency would, for bench/run.py's configurations `tcp+Dms` and `tls+Dms` (issue 12: one round
 * trip per synchronizing call and none per non-blocking one, seen as time over a slow link).
 * It stands in for `tc netem delay`, which the kernels of the development and GPU machines lack
 * (no sch_netem); the bytes are the guest's own, TLS records and all, so the relay sees only
 * ciphertext.
 *
 *   link_delay LISTEN_PORT TARGET_PORT RTT_US
 *
 * Listens on 127.0.0.1:LISTEN_PORT; each connection accepted is joined to a new one to
 * 127.0.0.1:TARGET_PORT, and each direction holds what it reads for RTT_US / 2 microseconds
 * (a round trip: RTT_US) before writing it on, in order. What one direction holds is bounded
 * (LD_HOLD_MAX bytes): past it, the relay reads no more until the oldest bytes leave, so a fast
 * sender sees a window of LD_HOLD_MAX per half round trip, as a TCP window over a real link.
 * A sender's reset is passed on after the bytes it sent before it, as over a link. The target
 * is connected to from the accepting thread (a slow target holds up new connections: fine for
 * a benchmark's few). One thread per direction, TCP_NODELAY on every socket. Prints "listening" on stdout once
 * the port is bound; runs until killed. Errors: a line on stderr and exit 2 (arguments, the
 * listening socket); a connection that fails ends that connection only.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define LD_READ_MAX ((size_t)256 << 10) /* one read's bytes at most */
#define LD_HOLD_MAX ((size_t)64 << 20)  /* what one direction holds at most */

/* Bytes read at one time, due to leave at due_ns. */
struct chunk {
	struct chunk *next;
	uint64_t due_ns;
	size_t len, off;
	unsigned char data[];
};

/* One connection: two directions, each a thread; the last one out closes both sockets. */
struct conn {
	int fd[2]; /* the client's, the target's */
	atomic_int live;
};

struct pump {
	struct conn *c;
	int from, to; /* indices into c->fd */
	uint64_t delay_ns;
};

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int write_all(int fd, const unsigned char *p, size_t n)
{
	while (n) {
		ssize_t w = send(fd, p, n, MSG_NOSIGNAL);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

static void conn_put(struct conn *c)
{
	if (atomic_fetch_sub(&c->live, 1) == 1) {
		close(c->fd[0]);
		close(c->fd[1]);
		free(c);
	}
}

/* One direction: read, hold each chunk until its due time, write it on. At the sender's end of
 * stream what is held still leaves on time, then the other end's write side is shut. */
static void *pump_run(void *arg)
{
	struct pump p = *(struct pump *)arg;
	int in = p.c->fd[p.from], out = p.c->fd[p.to];
	struct chunk *head = NULL, **tail = &head;
	unsigned char *buf = malloc(LD_READ_MAX);
	size_t held = 0;
	bool eof = false, reset = false, failed = !buf;

	free(arg);
	while (!failed && (!eof || head)) {
		uint64_t now = now_ns();

		while (head && head->due_ns <= now) {
			struct chunk *k = head;

			if (write_all(out, k->data + k->off, k->len - k->off) < 0) {
				failed = true;
				break;
			}
			held -= k->len;
			head = k->next;
			if (!head)
				tail = &head;
			free(k);
		}
		if (failed || (eof && !head))
			break;
		{
			struct pollfd pfd = { .fd = in, .events = POLLIN };
			bool can_read = !eof && held < LD_HOLD_MAX;
			struct timespec ts, *tp = NULL;

			if (head) {
				uint64_t wait = head->due_ns > now ? head->due_ns - now : 0;
				ts.tv_sec = (time_t)(wait / 1000000000u);
				ts.tv_nsec = (long)(wait % 1000000000u);
				tp = &ts;
			}
			if (!can_read) {
				if (tp)
					nanosleep(tp, NULL);
				continue;
			}
			if (ppoll(&pfd, 1, tp, NULL) <= 0)
				continue;
		}
		{
			/* read into the thread's buffer, held in a chunk of the bytes' own size (a
			 * chunk of LD_READ_MAX for each small message would be an mmap each) */
			ssize_t n = recv(in, buf, LD_READ_MAX, MSG_DONTWAIT);
			struct chunk *k;

			if (n < 0 && (errno == EAGAIN || errno == EINTR))
				continue;
			if (n <= 0) {
				/* end of stream, or a reset: what came before it still arrives, on
				 * time, as over a link; then the reset is passed on (below) */
				eof = true;
				reset = n < 0;
				continue;
			}
			if (!(k = malloc(sizeof(*k) + (size_t)n))) {
				failed = true;
				break;
			}
			memcpy(k->data, buf, (size_t)n);
			k->next = NULL;
			k->due_ns = now_ns() + p.delay_ns;
			k->len = (size_t)n;
			k->off = 0;
			*tail = k;
			tail = &k->next;
			held += (size_t)n;
		}
	}
	while (head) {
		struct chunk *k = head;
		head = k->next;
		free(k);
	}
	free(buf);
	if (reset && !failed) {
		/* the sender reset its end: so does this one, once closed (conn_put) */
		struct linger l = { 1, 0 };
		setsockopt(out, SOL_SOCKET, SO_LINGER, &l, sizeof(l));
	}
	if (failed || reset)
		shutdown(in, SHUT_RDWR); /* the other direction ends too */
	shutdown(out, SHUT_WR);
	conn_put(p.c);
	return NULL;
}

static int nodelay(int fd)
{
	int one = 1;

	return setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
}

int main(int argc, char **argv)
{
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	long lport, tport, rtt_us;
	int ls, one = 1;
	char *end;

	if (argc != 4 || !*argv[1] || !*argv[2] || !*argv[3] ||
	    (lport = strtol(argv[1], &end, 10)) <= 0 || lport > 65535 || *end ||
	    (tport = strtol(argv[2], &end, 10)) <= 0 || tport > 65535 || *end ||
	    (rtt_us = strtol(argv[3], &end, 10)) < 0 || rtt_us > 10000000 || *end) {
		fprintf(stderr, "usage: link_delay LISTEN_PORT TARGET_PORT RTT_US (0-10000000)\n");
		return 2;
	}
	signal(SIGPIPE, SIG_IGN);
	/* due times to the microsecond: no 50 us of timer slack on each wait */
	prctl(PR_SET_TIMERSLACK, 1UL, 0, 0, 0);
	ls = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	a.sin_port = htons((uint16_t)lport);
	if (ls < 0 || setsockopt(ls, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)) < 0 ||
	    bind(ls, (struct sockaddr *)&a, sizeof(a)) < 0 || listen(ls, 64) < 0) {
		fprintf(stderr, "link_delay: 127.0.0.1:%ld: %s\n", lport, strerror(errno));
		return 2;
	}
	printf("listening\n");
	fflush(stdout);
	for (;;) {
		int cs = accept4(ls, NULL, NULL, SOCK_CLOEXEC), ts;
		struct sockaddr_in t = a;
		struct conn *c;

		if (cs < 0) {
			if (errno == EINTR || errno == ECONNABORTED || errno == EMFILE ||
			    errno == ENFILE || errno == ENOBUFS || errno == ENOMEM)
				continue;
			fprintf(stderr, "link_delay: accept: %s\n", strerror(errno));
			return 2;
		}
		t.sin_port = htons((uint16_t)tport);
		ts = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
		if (ts < 0 || connect(ts, (struct sockaddr *)&t, sizeof(t)) < 0 ||
		    !(c = malloc(sizeof(*c)))) {
			fprintf(stderr, "link_delay: 127.0.0.1:%ld: %s\n", tport, strerror(errno));
			if (ts >= 0)
				close(ts);
			close(cs);
			continue;
		}
		nodelay(cs);
		nodelay(ts);
		c->fd[0] = cs;
		c->fd[1] = ts;
		atomic_init(&c->live, 2);
		for (int dir = 0; dir < 2; dir++) {
			struct pump *p = malloc(sizeof(*p));
			pthread_t th;

			if (p) {
				*p = (struct pump){ c, dir, 1 - dir, (uint64_t)rtt_us * 1000u / 2 };
				if (pthread_create(&th, NULL, pump_run, p) == 0) {
					pthread_detach(th);
					continue;
				}
				free(p);
			}
			/* this direction never ran: the other one ends the connection */
			shutdown(cs, SHUT_RDWR);
			shutdown(ts, SHUT_RDWR);
			conn_put(c);
		}
	}
}
