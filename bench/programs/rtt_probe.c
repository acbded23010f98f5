/* SPDX-License-Identifier: MIT */
/*
 * rtt_probe: the floor under a remoted call's round trip on this machine, without virtcl and
 * without a device: what one small message costs each way through the carriers virtcl's transports
 * are built on, so that a transport's figures in bench/run.py (roundtrip.*) can be read as
 * "floor + virtcl's own cost". Each line is one JSON record:
 *   {"probe":..., "mode":..., "n":..., "rtt_median_us":..., "rtt_p90_us":..., "send_median_us":...}
 *
 *   rtt_probe [N]        N round trips per probe (default 20000), after N/10 untimed ones
 *   rtt_probe bulk       instead: 256 KiB, 1 MiB and 16 MiB transfers through a unix socket
 *                        pair, both directions (bulk_probe): the one-socket floor under unix:
 *                        bandwidth, {"probe":"unix_bulk","dir":...,"bytes":...,"gbps_median":...};
 *                        then again with the sender's bytes spliced into the socket
 *                        (vmsplice + splice: no copy on the sending side), "unix_bulk_spliced"
 *
 * A client thread sends a 64-byte message and waits for the 64-byte answer that an echo thread
 * sends back as soon as it has the whole message; rtt is the client's send-to-answer time, send
 * the client's send call alone. Carriers (probe):
 *   unix      a unix stream socket pair (the unix: transport, and the vm: transport's socket)
 *   tcp       a TCP connection over loopback 127.0.0.1 with TCP_NODELAY (tcp:, the carrier of tls:)
 *   ring      a cache line in shared memory written by one thread and polled by the other (the
 *             floor of the shm: transport's ring, both sides polling)
 *   futex     a mutex and condition variable hand-off each way (a thread hand-off: what a call
 *             costs where a sleeping thread must be woken, e.g. after the polling time ran out)
 * Modes (how both sides wait for a message): block (recv sleeps), spin_recv (recv with
 * MSG_DONTWAIT in a loop: what vcl_fd.c does for VIRTCL_SPIN_US / --spin-us), spin_poll (poll with
 * a zero timeout in a loop, then one recv).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#define MSG 64

enum mode { M_BLOCK, M_SPIN_RECV, M_SPIN_POLL };
static const char *const mode_name[] = { "block", "spin_recv", "spin_poll" };

static double now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void die(const char *what)
{
	perror(what);
	exit(1);
}

/* Receives exactly MSG bytes from fd, waiting as mode says. */
static void get(int fd, enum mode m, char *buf)
{
	size_t got = 0;

	while (got < MSG) {
		ssize_t r;
		if (m == M_SPIN_POLL) {
			struct pollfd p = { .fd = fd, .events = POLLIN };
			while (poll(&p, 1, 0) == 0)
				;
		}
		r = recv(fd, buf + got, MSG - got, m == M_SPIN_RECV ? MSG_DONTWAIT : 0);
		if (r > 0)
			got += (size_t)r;
		else if (r == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
			die("recv");
	}
}

static void put(int fd, const char *buf)
{
	if (send(fd, buf, MSG, MSG_NOSIGNAL) != MSG)
		die("send");
}

struct echo {
	int fd;
	enum mode m;
	size_t total;
};

static void *echo_main(void *arg)
{
	struct echo *e = arg;
	char buf[MSG];

	for (size_t i = 0; i < e->total; i++) {
		get(e->fd, e->m, buf);
		put(e->fd, buf);
	}
	return NULL;
}

static void report(const char *probe, const char *mode, double *rtt, double *snd, size_t n)
{
	qsort(rtt, n, sizeof(*rtt), cmp);
	printf("{\"probe\":\"%s\",\"mode\":\"%s\",\"n\":%zu,\"rtt_median_us\":%.3f,"
	       "\"rtt_p90_us\":%.3f,\"rtt_min_us\":%.3f",
	       probe, mode, n, rtt[n / 2], rtt[n * 9 / 10], rtt[0]);
	if (snd) {
		qsort(snd, n, sizeof(*snd), cmp);
		printf(",\"send_median_us\":%.3f,\"send_p90_us\":%.3f", snd[n / 2], snd[n * 9 / 10]);
	}
	printf("}\n");
	fflush(stdout);
}

static void sock_probe(const char *probe, int cfd, int sfd, enum mode m, size_t n)
{
	size_t warm = n / 10 + 10;
	struct echo e = { sfd, m, warm + n };
	double *rtt = malloc(n * sizeof(double)), *snd = malloc(n * sizeof(double));
	char buf[MSG] = { 0 };
	pthread_t th;

	if (!rtt || !snd || pthread_create(&th, NULL, echo_main, &e))
		die("probe");
	for (size_t i = 0; i < warm + n; i++) {
		double t0 = now_us(), t1, t2;
		put(cfd, buf);
		t1 = now_us();
		get(cfd, m, buf);
		t2 = now_us();
		if (i >= warm) {
			rtt[i - warm] = t2 - t0;
			snd[i - warm] = t1 - t0;
		}
	}
	pthread_join(th, NULL);
	report(probe, mode_name[m], rtt, snd, n);
	free(rtt);
	free(snd);
}

static void tcp_pair(int fd[2])
{
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	socklen_t al = sizeof(a);
	int one = 1, l = socket(AF_INET, SOCK_STREAM, 0);

	if (l < 0 || bind(l, (struct sockaddr *)&a, sizeof(a)) || listen(l, 1) ||
	    getsockname(l, (struct sockaddr *)&a, &al))
		die("tcp listen");
	fd[0] = socket(AF_INET, SOCK_STREAM, 0);
	if (fd[0] < 0 || connect(fd[0], (struct sockaddr *)&a, sizeof(a)))
		die("tcp connect");
	fd[1] = accept(l, NULL, NULL);
	if (fd[1] < 0)
		die("tcp accept");
	close(l);
	for (int k = 0; k < 2; k++)
		setsockopt(fd[k], IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
}

/* ---- shared-memory ring floor: one cache line each way, both sides polling ---- */
static _Alignas(64) _Atomic uint64_t ping;
static _Alignas(64) _Atomic uint64_t pong;

struct ring_arg {
	size_t total;
};

static void *ring_echo(void *arg)
{
	size_t total = ((struct ring_arg *)arg)->total;

	for (uint64_t i = 1; i <= total; i++) {
		while (atomic_load_explicit(&ping, memory_order_acquire) != i)
			;
		atomic_store_explicit(&pong, i, memory_order_release);
	}
	return NULL;
}

static void ring_probe(size_t n)
{
	size_t warm = n / 10 + 10;
	struct ring_arg ra = { warm + n };
	double *rtt = malloc(n * sizeof(double));
	pthread_t th;

	if (!rtt || pthread_create(&th, NULL, ring_echo, &ra))
		die("ring");
	for (uint64_t i = 1; i <= warm + n; i++) {
		double t0 = now_us();
		atomic_store_explicit(&ping, i, memory_order_release);
		while (atomic_load_explicit(&pong, memory_order_acquire) != i)
			;
		if (i > warm)
			rtt[i - warm - 1] = now_us() - t0;
	}
	pthread_join(th, NULL);
	report("ring", "spin", rtt, NULL, n);
	free(rtt);
}

/* ---- futex hand-off: a condition variable each way ---- */
static pthread_mutex_t fx_mx = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t fx_c[2] = { PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER };
static uint64_t fx_v[2];

static void *futex_echo(void *arg)
{
	size_t total = ((struct ring_arg *)arg)->total;

	pthread_mutex_lock(&fx_mx);
	for (uint64_t i = 1; i <= total; i++) {
		while (fx_v[0] != i)
			pthread_cond_wait(&fx_c[0], &fx_mx);
		fx_v[1] = i;
		pthread_cond_signal(&fx_c[1]);
	}
	pthread_mutex_unlock(&fx_mx);
	return NULL;
}

static void futex_probe(size_t n)
{
	size_t warm = n / 10 + 10;
	struct ring_arg ra = { warm + n };
	double *rtt = malloc(n * sizeof(double));
	pthread_t th;

	if (!rtt || pthread_create(&th, NULL, futex_echo, &ra))
		die("futex");
	for (uint64_t i = 1; i <= warm + n; i++) {
		double t0 = now_us();
		pthread_mutex_lock(&fx_mx);
		fx_v[0] = i;
		pthread_cond_signal(&fx_c[0]);
		while (fx_v[1] != i)
			pthread_cond_wait(&fx_c[1], &fx_mx);
		pthread_mutex_unlock(&fx_mx);
		if (i > warm)
			rtt[i - warm - 1] = now_us() - t0;
	}
	pthread_join(th, NULL);
	report("futex", "block", rtt, NULL, n);
	free(rtt);
}

/* ---- bulk: the floor under a transfer over the unix: transport ---- */
static void recv_all(int fd, char *p, size_t n)
{
	while (n) {
		ssize_t r = recv(fd, p, n, 0);
		if (r <= 0) {
			if (r < 0 && errno == EINTR)
				continue;
			die("recv");
		}
		p += r;
		n -= (size_t)r;
	}
}

static void send_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
		if (w <= 0) {
			if (w < 0 && errno == EINTR)
				continue;
			die("send");
		}
		p += w;
		n -= (size_t)w;
	}
}

struct bulk {
	int fd;
	size_t bytes, total;
	bool write; /* the client sends the bytes (a write), else the server (a read) */
	int pipe[2]; /* the sender's pipe: its pages go to the socket by reference (splice_all) */
};

/* n bytes at p into the socket without a copy on this side: the pages into the pipe
 * (vmsplice: references, not copies) and from it into the socket (splice; a unix stream socket
 * takes the pages by reference on Linux 6.5 and later, copies them before). The pages must stay
 * as they are until the peer has read them: the peer's answer says so. */
static void splice_all(int fd, int pipe_fd[2], const char *p, size_t n)
{
	while (n) {
		struct iovec iov = { (void *)p, n };
		ssize_t in = vmsplice(pipe_fd[1], &iov, 1, 0);
		if (in <= 0) {
			if (in < 0 && errno == EINTR)
				continue;
			die("vmsplice");
		}
		for (ssize_t left = in; left;) {
			ssize_t out = splice(pipe_fd[0], NULL, fd, NULL, (size_t)left, SPLICE_F_MOVE);
			if (out <= 0) {
				if (out < 0 && errno == EINTR)
					continue;
				die("splice");
			}
			left -= out;
		}
		p += in;
		n -= (size_t)in;
	}
}

static void *bulk_server(void *arg)
{
	struct bulk *b = arg;
	char *buf = malloc(b->bytes), small[MSG] = { 0 };

	if (!buf)
		die("bulk");
	memset(buf, 1, b->bytes);
	for (size_t i = 0; i < b->total; i++) {
		if (b->write) {
			recv_all(b->fd, buf, b->bytes);
			send_all(b->fd, small, MSG);
		} else {
			recv_all(b->fd, small, MSG);
			if (b->pipe[0] >= 0)
				splice_all(b->fd, b->pipe, buf, b->bytes);
			else
				send_all(b->fd, buf, b->bytes);
		}
	}
	free(buf);
	return NULL;
}

/*
 * A transfer's bytes through a unix socket pair with the unix: transport's buffers (4 MiB each
 * way, vcl_fd.c), a thread on each end, sleeping in recv: a write is the client's send of the
 * bytes and the server's recv of all of them, then a 64-byte answer; a read is a 64-byte request,
 * then the server's send and the client's recv. No device and no protocol: what virtcl's unix:
 * transfers cannot beat with one socket. One JSON line per direction and size, GB/s.
 */
static void bulk_probe(size_t bytes, size_t n, bool spliced)
{
	for (int w = 1; w >= 0; w--) {
		int pp[2] = { -1, -1 };
		int fd[2], sz = 4 << 20;
		size_t warm = n / 10 + 2;
		struct bulk b;
		char *buf = malloc(bytes), small[MSG] = { 0 };
		double *t = malloc(n * sizeof(double));
		pthread_t th;

		if (!buf || !t || socketpair(AF_UNIX, SOCK_STREAM, 0, fd))
			die("bulk");
		memset(buf, 2, bytes);
		for (int k = 0; k < 2; k++) {
			setsockopt(fd[k], SOL_SOCKET, SO_SNDBUF, &sz, sizeof(sz));
			setsockopt(fd[k], SOL_SOCKET, SO_RCVBUF, &sz, sizeof(sz));
		}
		if (spliced) {
			if (pipe(pp))
				die("pipe");
			fcntl(pp[1], F_SETPIPE_SZ, 1 << 20); /* fewer turns; the default if refused */
		}
		b = (struct bulk){ fd[1], bytes, warm + n, w, { pp[0], pp[1] } };
		if (pthread_create(&th, NULL, bulk_server, &b))
			die("bulk");
		for (size_t i = 0; i < warm + n; i++) {
			double t0 = now_us();
			if (w) {
				if (spliced)
					splice_all(fd[0], pp, buf, bytes);
				else
					send_all(fd[0], buf, bytes);
				recv_all(fd[0], small, MSG);
			} else {
				send_all(fd[0], small, MSG);
				recv_all(fd[0], buf, bytes);
			}
			if (i >= warm)
				t[i - warm] = now_us() - t0;
		}
		pthread_join(th, NULL);
		qsort(t, n, sizeof(*t), cmp);
		printf("{\"probe\":\"unix_bulk%s\",\"dir\":\"%s\",\"bytes\":%zu,\"n\":%zu,"
		       "\"median_us\":%.3f,\"gbps_median\":%.3f,\"gbps_best\":%.3f}\n",
		       spliced ? "_spliced" : "", w ? "write" : "read", bytes, n, t[n / 2],
		       (double)bytes / t[n / 2] / 1e3,
		       (double)bytes / t[0] / 1e3);
		fflush(stdout);
		close(fd[0]);
		close(fd[1]);
		if (spliced) {
			close(pp[0]);
			close(pp[1]);
		}
		free(buf);
		free(t);
	}
}

int main(int argc, char **argv)
{
	size_t n;
	long cores = sysconf(_SC_NPROCESSORS_ONLN);

	if (argc > 1 && !strcmp(argv[1], "bulk")) {
		for (int sp = 0; sp < 2; sp++) {
			bulk_probe((size_t)1 << 18, 2000, sp);
			bulk_probe((size_t)1 << 20, 1000, sp);
			bulk_probe((size_t)16 << 20, 100, sp);
		}
		return 0;
	}
	n = argc > 1 ? strtoul(argv[1], NULL, 10) : 20000;
	if (n < 10)
		n = 10;
	ring_probe(cores >= 2 ? n : 10);
	futex_probe(n);
	for (int m = M_BLOCK; m <= M_SPIN_POLL; m++) {
		int fd[2];
		if (m != M_BLOCK && cores < 2)
			continue; /* two spinning threads on one core measure the scheduler */
		if (socketpair(AF_UNIX, SOCK_STREAM, 0, fd))
			die("socketpair");
		sock_probe("unix", fd[0], fd[1], (enum mode)m, n);
		close(fd[0]);
		close(fd[1]);
		tcp_pair(fd);
		sock_probe("tcp", fd[0], fd[1], (enum mode)m, n);
		close(fd[0]);
		close(fd[1]);
	}
	return 0;
}
