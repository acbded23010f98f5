/* SPDX-License-Identifier: MIT */
/*
 * The guest side of tests/e2e/tcp.sh.
 *
 *   tcp_peer hostile HOST:PORT   a client that authenticates (TLS from the VIRTCL_TLS_* variables,
 *                                or plaintext with VIRTCL_INSECURE=1), says HELLO, gets WELCOME,
 *                                then sends a message no virtcl front-end sends; exit 0 if the
 *                                daemon then ends the connection within 10 s
 *   tcp_peer forged-record HOST:PORT, oversized-record HOST:PORT   the same, but what follows
 *                                WELCOME is written beneath TLS: a record no key sealed, or a
 *                                record header whose length is past TLS 1.3's limit
 *   tcp_peer midcall             through OpenCL (VIRTCL_SERVER): start a kernel that runs for
 *                                minutes, print "waiting", and wait for it (clFinish); exit 0 if
 *                                that returns an error (the server went away) and the device
 *                                then reports CL_DEVICE_AVAILABLE false; prints the seconds it
 *                                took
 *   tcp_peer midcall lane        the same, waiting in a blocking read of 8 MiB on the lanes
 *                                (VIRTCL_LANES) behind that kernel instead of in clFinish
 *   tcp_peer peer HOST:PORT PEERPSK   a hostile peer daemon (servers_direct.sh): a guest session
 *                                on HOST:PORT (TLS from VIRTCL_TLS_*) prints "welcomed" and reads
 *                                its session's number on standard input; then, each on a new
 *                                connection that says HELLO of role PEER for that session: a
 *                                request with a wrong magic, a request with a ticket of its own,
 *                                a record beneath TLS that no key sealed (all three with PEERPSK,
 *                                the daemons' key), and the same HELLO authenticated with the
 *                                guest's key; exit 0 if each ends that connection as it should
 *                                (the first two with the source's refusal), within 10 s each;
 *                                then VCL_PEER_MAX_SERVING connections with PEERPSK that trickle
 *                                their requests a byte a second (peer_trickle): one more is
 *                                refused while they hold the session's transfers, each is cut
 *                                off within 10 s (the daemons' --peer-timeout 5 s, whole), and
 *                                one after them is served again
 *   tcp_peer escape PORT         through OpenCL (VIRTCL_SERVER): a kernel re-points a TCP socket
 *                                of its session at 127.0.0.1:PORT (escape, below)
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>

#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <sys/random.h>
#include <sys/socket.h>

#include "vcl_peer.h"
#include "vcl_tcp.h"
#include "vcl_tls.h"
#include "vcl_transport.h"
#include "vcl_wire.h"

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* One channel to hostport: TLS, or plaintext with VIRTCL_INSECURE; NULL on failure. */
static struct vcl_transport *channel(const char *hostport, const char *host)
{
	struct vcl_transport *t;
	int fd = vcl_tcp_connect(hostport, 10000, 0), r;

	if (fd < 0) {
		fprintf(stderr, "connect %s: %s\n", hostport, strerror(-fd));
		return NULL;
	}
	if (getenv("VIRTCL_INSECURE")) {
		t = vcl_fd_transport_create(fd);
		r = t ? 0 : -ENOMEM;
	} else {
		/* what the front-end reads (src/frontend/vcl_fe_config.c) */
		const char *v = getenv("VIRTCL_TLS_GNUTLS_RECORDS");
		struct vcl_tls_client_opts o = {
			.ca = getenv("VIRTCL_TLS_CA"), .cert = getenv("VIRTCL_TLS_CERT"),
			.key = getenv("VIRTCL_TLS_KEY"), .psk_file = getenv("VIRTCL_TLS_PSK_FILE"),
			.gnutls_records = v != NULL,
		};
		r = vcl_tls_client(fd, host, 10000, &o, &t);
	}
	if (r) {
		fprintf(stderr, "no channel: %s\n", strerror(-r));
		return NULL;
	}
	vcl_fd_transport_set_timeout(t, 10000);
	return t;
}

/* mode: 0 a message with an unknown opcode inside TLS; 1 a TLS record that does not authenticate
 * (bytes written on the socket beneath TLS); 2 a record header with a length past TLS's limit */
static int hostile(const char *hostport, int mode)
{
	char host[256], port[8];
	struct vcl_transport *t, *ntf;
	struct vcl_msg_hdr h = { .size = 5 * 8, .op = VCL_OP_HELLO };
	uint64_t hello[5] = { VCL_PROTO_MAGIC, VCL_PROTO_VERSION, VCL_ROLE_REQUEST, 0, 0 };
	uint8_t junk[64], buf[4096];
	struct iovec iov[2] = { { &h, sizeof(h) }, { hello, sizeof(hello) } };
	int r;
	double t0;

	if (vcl_tcp_split(hostport, host, sizeof(host), port, sizeof(port)) ||
	    !(t = channel(hostport, host)))
		return 2;
	if (vcl_transport_sendv(t, iov, 2) || vcl_transport_recv(t, &h, sizeof(h)) ||
	    h.op != VCL_OP_WELCOME || h.size < 32 || h.size > sizeof(buf) ||
	    vcl_transport_recv(t, buf, h.size)) {
		fprintf(stderr, "no WELCOME\n");
		return 2;
	}
	/* the notify channel with WELCOME's token (after magic and version): the session serves
	 * the request channel once it is there */
	memcpy(&hello[3], buf + 16, 16);
	hello[2] = VCL_ROLE_NOTIFY;
	h = (struct vcl_msg_hdr){ .size = sizeof(hello), .op = VCL_OP_HELLO };
	if (!(ntf = channel(hostport, host)) || vcl_transport_sendv(ntf, iov, 2))
		return 2;
	memset(junk, 0xa5, sizeof(junk));
	if (mode == 0) {
		printf("welcomed; sending a message with an unknown opcode\n");
		h = (struct vcl_msg_hdr){ .size = sizeof(junk), .op = 0xfffe, .tag = 1 };
		iov[1] = (struct iovec){ junk, sizeof(junk) };
		if (vcl_transport_sendv(t, iov, 2))
			return 2;
	} else {
		/* beneath TLS: an application-data record of 64 bytes that no key sealed, or a
		 * header announcing 65535 bytes (more than a TLS 1.3 record may hold) */
		uint8_t rec[5 + sizeof(junk)] = { 23, 3, 3, 0, sizeof(junk) };
		if (mode == 2)
			rec[3] = rec[4] = 0xff;
		memcpy(rec + 5, junk, sizeof(junk));
		printf("welcomed; writing %s beneath TLS\n",
		       mode == 1 ? "a record that does not authenticate" : "a record header past the limit");
		if (write(vcl_fd_transport_fd(t), rec, sizeof(rec)) != (ssize_t)sizeof(rec))
			return 2;
	}
	t0 = now_s();
	r = vcl_transport_recv(t, buf, 1);
	while (r == 0)
		r = vcl_transport_recv(t, buf, 1); /* printf output or a last reply, then the end */
	printf("the daemon ended the connection after %.2f s (%s)\n", now_s() - t0, strerror(-r));
	t->ops->destroy(t);
	ntf->ops->destroy(ntf);
	return r == -ETIMEDOUT ? 1 : 0;
}

static int midcall(bool lane)
{
	static const char *src =
		"kernel void spin(global ulong *out, ulong n) {\n"
		"  ulong a = get_global_id(0);\n"
		"  for (ulong i = 0; i < n; i++) a = a * 6364136223846793005ul + i;\n"
		"  out[get_global_id(0)] = a;\n"
		"}\n";
	cl_platform_id p;
	cl_device_id d;
	cl_context ctx;
	cl_command_queue q;
	cl_program prog;
	cl_kernel k;
	cl_mem out;
	cl_ulong n = 1ull << 40;
	cl_bool avail = CL_TRUE;
	size_t g = 1;
	cl_int e;
	double t0;

	if (clGetPlatformIDs(1, &p, NULL) || clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL))
		return 2;
	ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
	q = clCreateCommandQueue(ctx, d, 0, &e);
	prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &e);
	if (clBuildProgram(prog, 1, &d, NULL, NULL, NULL))
		return 2;
	k = clCreateKernel(prog, "spin", &e);
	out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 8, NULL, &e);
	clSetKernelArg(k, 0, sizeof(out), &out);
	clSetKernelArg(k, 1, sizeof(n), &n);
	if (clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, NULL) || clFlush(q))
		return 2;
	printf("waiting\n");
	fflush(stdout);
	t0 = now_s();
	if (lane) {
		/* behind the kernel: a blocking read of 8 MiB, a piece on each lane (VIRTCL_LANES) */
		size_t len = (size_t)8 << 20;
		void *h = malloc(len);
		cl_mem big = clCreateBuffer(ctx, CL_MEM_READ_WRITE, len, NULL, &e);
		e = h && big ? clEnqueueReadBuffer(q, big, CL_TRUE, 0, len, h, 0, NULL, NULL) : 2;
		printf("the read on the lanes returned %d after %.2f s\n", e, now_s() - t0);
	} else {
		e = clFinish(q);
		printf("clFinish returned %d after %.2f s\n", e, now_s() - t0);
	}
	clGetDeviceInfo(d, CL_DEVICE_AVAILABLE, sizeof(avail), &avail, NULL);
	printf("CL_DEVICE_AVAILABLE %s\n", avail ? "true" : "false");
	fflush(stdout);
	return e != CL_SUCCESS && !avail ? 0 : 1;
}

/* One connection to hostport as a peer daemon would open it (HELLO of role PEER for session id,
 * authenticated with psk): its record layer, or NULL (why printed); its traffic keys into *keys
 * where not NULL. */
static struct vcl_transport *peer_conn(const char *hostport, const char *host, uint64_t id,
				       const char *psk, struct vcl_tls_keys *keys)
{
	struct vcl_msg_hdr h = { .size = 5 * 8, .op = VCL_OP_HELLO };
	uint64_t hello[5] = { VCL_PROTO_MAGIC, VCL_PROTO_VERSION, VCL_ROLE_PEER, id, 0 };
	uint8_t msg[sizeof(h) + sizeof(hello)];
	struct vcl_tls_keys k;
	struct vcl_transport *t;
	char why[200];
	int fd = vcl_tcp_connect(hostport, 10000, 0), r;

	if (fd < 0)
		return NULL;
	memcpy(msg, &h, sizeof(h));
	memcpy(msg + sizeof(h), hello, sizeof(hello));
	r = vcl_tls_peer_connect(fd, host, 10000, psk, msg, sizeof(msg), &k, why, sizeof(why));
	if (r) {
		printf("# no connection: %s\n", why);
		close(fd);
		return NULL;
	}
	t = vcl_tls_record_transport_create(fd, &k);
	if (t)
		vcl_fd_transport_set_timeout(t, 10000);
	if (keys)
		*keys = k;
	return t;
}

/* Send n bytes at p (NULL: a record beneath TLS no key sealed); the source's answer: its header's
 * status (0 none: the connection ended without one), or -ETIMEDOUT. */
static long peer_try(struct vcl_transport *t, const void *p, size_t n)
{
	struct vcl_peer_hdr h;
	struct iovec iov = { (void *)p, n };
	uint8_t rec[5 + 64] = { 23, 3, 3, 0, 64 }, b;
	int r;

	if (p ? vcl_transport_sendv(t, &iov, 1) != 0
	      : write(vcl_fd_transport_fd(t), rec, sizeof(rec)) != (ssize_t)sizeof(rec))
		return 0;
	r = vcl_transport_recv(t, &h, sizeof(h));
	if (r == -ETIMEDOUT)
		return r;
	if (r || h.magic != VCL_PEER_HDR_MAGIC)
		return 0;
	/* nothing after a refusal: the end */
	return vcl_transport_recv(t, &b, 1) == -ETIMEDOUT ? -ETIMEDOUT : h.status;
}

/* The bytes on the wire of rq sealed as the first record of a connection with keys k (the
 * session's own record layer, over a socketpair): their number into out (cap bytes), or -1. */
static ssize_t sealed(const struct vcl_tls_keys *k, const void *rq, size_t n, uint8_t *out,
		      size_t cap)
{
	struct iovec iov = { (void *)rq, n };
	struct vcl_transport *t;
	int sv[2];
	ssize_t r = -1;

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv))
		return -1;
	if ((t = vcl_tls_record_transport_create(sv[0], k)) != NULL) {
		if (!vcl_transport_sendv(t, &iov, 1))
			r = recv(sv[1], out, cap, MSG_DONTWAIT);
		t->ops->destroy(t);
	} else {
		close(sv[0]);
	}
	close(sv[1]);
	return r;
}

/*
 * VCL_PEER_MAX_SERVING connections for session id, each with the daemons' key psk, that write
 * their request's record beneath TLS a byte a second - within any per-read time-out, so only a
 * deadline for the whole request ends them. While they hold every transfer the session serves,
 * one more connection is refused (ended without an answer); each trickler must be cut off within
 * 10 s (--peer-timeout 5 s, whole) where writing its 70 bytes would take 70; then a new
 * connection is served again (a guessed ticket: the source's refusal). 0 if all of that held.
 */
static int peer_trickle(const char *hostport, const char *host, uint64_t id, const char *psk)
{
	enum { NT = VCL_PEER_MAX_SERVING };
	struct vcl_peer_req rq = { .magic = VCL_PEER_REQ_MAGIC, .size = 4096 };
	struct vcl_transport *t[NT] = { 0 }, *x;
	struct vcl_tls_keys k;
	uint8_t rec[NT][128];
	size_t len[NT], off[NT] = { 0 };
	double at[NT], t0, next, worst = 0;
	int left = NT, bad = 0, full = 1;
	long st;

	if (getrandom(rq.ticket, sizeof(rq.ticket), 0) != sizeof(rq.ticket))
		return 1;
	for (int i = 0; i < NT; i++) {
		ssize_t n;
		if (!(t[i] = peer_conn(hostport, host, id, psk, &k)) ||
		    (n = sealed(&k, &rq, sizeof(rq), rec[i], sizeof(rec[i]))) <= 0) {
			printf("FAIL - trickling peers: connection %d\n", i);
			return 1;
		}
		len[i] = (size_t)n;
		at[i] = -1;
	}
	explicit_bzero(&k, sizeof(k));
	t0 = next = now_s();
	while (left && now_s() - t0 < 15) {
		struct pollfd p[NT];
		double now = now_s();
		if (now >= next) { /* a byte of each request a second */
			for (int i = 0; i < NT; i++)
				if (at[i] < 0 && off[i] < len[i] &&
				    send(vcl_fd_transport_fd(t[i]), rec[i] + off[i], 1,
					 MSG_NOSIGNAL | MSG_DONTWAIT) == 1)
					off[i]++;
			next += 1;
		}
		if (full && now - t0 >= 1.5) {
			/* every transfer of the session held: one more is refused */
			st = (x = peer_conn(hostport, host, id, psk, NULL)) ? peer_try(x, &rq, sizeof(rq)) : 1;
			printf("%s - while %d trickling peers hold its transfers, one more is refused (%ld)\n",
			       st == 0 ? "ok" : "FAIL", NT, st);
			bad |= st != 0;
			if (x)
				x->ops->destroy(x);
			full = 0;
		}
		for (int i = 0; i < NT; i++)
			p[i] = (struct pollfd){ at[i] < 0 ? vcl_fd_transport_fd(t[i]) : -1,
						POLLIN | POLLRDHUP, 0 };
		now = now_s();
		if (poll(p, NT, next > now ? (int)((next - now) * 1000) + 1 : 0) < 0)
			break;
		for (int i = 0; i < NT; i++) {
			uint8_t b[64];
			if (at[i] >= 0 || !p[i].revents || recv(p[i].fd, b, sizeof(b), MSG_DONTWAIT) > 0)
				continue; /* (nothing is sent to it but the end) */
			at[i] = now_s() - t0;
			worst = at[i] > worst ? at[i] : worst;
			left--;
		}
	}
	for (int i = 0; i < NT; i++)
		t[i]->ops->destroy(t[i]);
	printf("%s - %d peers trickling their requests a byte a second: %s after %.1f s at most "
	       "(%zu of %zu bytes written)\n", !left && worst < 10 ? "ok" : "FAIL", NT,
	       left ? "not all cut off" : "each cut off", left ? now_s() - t0 : worst, off[0], len[0]);
	bad |= left || worst >= 10;
	/* their transfers free again: a new connection is served (a guessed ticket refused) */
	usleep(200000);
	st = (x = peer_conn(hostport, host, id, psk, NULL)) ? peer_try(x, &rq, sizeof(rq)) : 1;
	printf("%s - after them a peer is served again: a guessed ticket refused (%ld)\n",
	       st == -EACCES ? "ok" : "FAIL", st);
	bad |= st != -EACCES;
	if (x)
		x->ops->destroy(x);
	return bad;
}

static int hostile_peer(const char *hostport, const char *psk)
{
	char host[256], port[8], line[64];
	struct vcl_msg_hdr h = { .size = 5 * 8, .op = VCL_OP_HELLO };
	uint64_t hello[5] = { VCL_PROTO_MAGIC, VCL_PROTO_VERSION, VCL_ROLE_REQUEST, 0, 0 };
	struct iovec iov[2] = { { &h, sizeof(h) }, { hello, sizeof(hello) } };
	struct vcl_transport *g, *ntf, *t;
	struct vcl_peer_req rq = { .magic = VCL_PEER_REQ_MAGIC, .size = 4096 };
	uint8_t buf[4096];
	unsigned long long id;
	int bad = 0;
	long st;

	if (vcl_tcp_split(hostport, host, sizeof(host), port, sizeof(port)) ||
	    !(g = channel(hostport, host)))
		return 2;
	if (vcl_transport_sendv(g, iov, 2) || vcl_transport_recv(g, &h, sizeof(h)) ||
	    h.op != VCL_OP_WELCOME || h.size < 32 || h.size > sizeof(buf) ||
	    vcl_transport_recv(g, buf, h.size))
		return 2;
	memcpy(&hello[3], buf + 16, 16);
	hello[2] = VCL_ROLE_NOTIFY;
	h = (struct vcl_msg_hdr){ .size = sizeof(hello), .op = VCL_OP_HELLO };
	if (!(ntf = channel(hostport, host)) || vcl_transport_sendv(ntf, iov, 2))
		return 2;
	printf("welcomed\n");
	fflush(stdout);
	if (!fgets(line, sizeof(line), stdin) || sscanf(line, "%llu", &id) != 1)
		return 2;
	/* a wrong magic */
	rq.magic = 0;
	st = (t = peer_conn(hostport, host, id, psk, NULL)) ? peer_try(t, &rq, sizeof(rq)) : 1;
	printf("%s - a request with a wrong magic: refused (%ld)\n", st == -EPROTO ? "ok" : "FAIL", st);
	bad |= st != -EPROTO;
	if (t)
		t->ops->destroy(t);
	/* a ticket of its own */
	rq.magic = VCL_PEER_REQ_MAGIC;
	if (getrandom(rq.ticket, sizeof(rq.ticket), 0) != sizeof(rq.ticket))
		return 2;
	st = (t = peer_conn(hostport, host, id, psk, NULL)) ? peer_try(t, &rq, sizeof(rq)) : 1;
	printf("%s - a guessed ticket: refused (%ld)\n", st == -EACCES ? "ok" : "FAIL", st);
	bad |= st != -EACCES;
	if (t)
		t->ops->destroy(t);
	/* a record no key sealed */
	st = (t = peer_conn(hostport, host, id, psk, NULL)) ? peer_try(t, NULL, 0) : 1;
	printf("%s - a record beneath TLS: the connection ended (%ld)\n", st == 0 ? "ok" : "FAIL", st);
	bad |= st != 0;
	if (t)
		t->ops->destroy(t);
	/* the guest's own key: no peer */
	st = (t = peer_conn(hostport, host, id, getenv("VIRTCL_TLS_PSK_FILE"), NULL)) ? peer_try(t, &rq, sizeof(rq)) : 1;
	printf("%s - a peer HELLO with a guest's key: the connection ended (%ld)\n", st == 0 ? "ok" : "FAIL", st);
	bad |= st != 0;
	if (t)
		t->ops->destroy(t);
	bad |= peer_trickle(hostport, host, id, psk);
	g->ops->destroy(g);
	ntf->ops->destroy(ntf);
	return bad;
}

/* escape PORT: a kernel that tries to re-point a TCP socket its session holds (the guest's
 * channel, or a peer daemon's connection: sockets of the daemon's network, not the sandbox's):
 * connect(AF_UNSPEC) on each descriptor, and on the first that lets go, connect() to
 * 127.0.0.1:PORT and write "escaped". exit 0 if no descriptor let go and connect() was refused
 * (the session's seccomp filter), the kernel's results read back. x86_64 only (77). */
static int escape(const char *port)
{
#if defined(__x86_64__)
	static const char *src =
		"static long sc(long n, long a, long b, long c) {\n"
		"  long r; __asm__ volatile (\"syscall\" : \"=a\"(r) : \"a\"(n), \"D\"(a), \"S\"(b),"
		" \"d\"(c) : \"rcx\", \"r11\", \"memory\"); return r; }\n"
		"kernel void esc(global long *o, global const char *unspec, global const char *sin,\n"
		"                global const char *msg) {\n"
		"  o[0] = -1; o[1] = 0; o[2] = 0; o[3] = 0;\n"
		"  for (long fd = 3; fd < 256; fd++) {\n"
		"    long r = sc(42, fd, (long)unspec, 16);                /* connect(AF_UNSPEC) */\n"
		"    if (r == 0) {\n"
		"      o[0] = fd;\n"
		"      o[1] = sc(42, fd, (long)sin, 16);                   /* connect(127.0.0.1) */\n"
		"      o[2] = sc(1, fd, (long)msg, 8);                     /* write */\n"
		"      break;\n"
		"    }\n"
		"    if (r != -9 && r != -88 && !o[3]) o[3] = r;            /* not EBADF, ENOTSOCK */\n"
		"  }\n"
		"}\n";
	unsigned char unspec[16] = { 0 }, sin[16] = { 0 };
	cl_platform_id p;
	cl_device_id d;
	cl_context ctx;
	cl_command_queue q;
	cl_program prog;
	cl_kernel k;
	cl_mem ob, ub, sb, mb;
	cl_long o[4] = { 0 };
	size_t g = 1;
	cl_int e;
	int pt = atoi(port);

	sin[0] = 2; /* AF_INET, little-endian sa_family_t */
	sin[2] = (unsigned char)(pt >> 8);
	sin[3] = (unsigned char)pt;
	sin[4] = 127;
	sin[7] = 1;
	if (clGetPlatformIDs(1, &p, NULL) || clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL))
		return 2;
	ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
	q = clCreateCommandQueue(ctx, d, 0, &e);
	prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &e);
	if (clBuildProgram(prog, 1, &d, NULL, NULL, NULL))
		return 2;
	k = clCreateKernel(prog, "esc", &e);
	ob = clCreateBuffer(ctx, CL_MEM_READ_WRITE, sizeof(o), NULL, &e);
	ub = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, sizeof(unspec), unspec, &e);
	sb = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, sizeof(sin), sin, &e);
	mb = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, 8, "escaped\n", &e);
	clSetKernelArg(k, 0, sizeof(ob), &ob);
	clSetKernelArg(k, 1, sizeof(ub), &ub);
	clSetKernelArg(k, 2, sizeof(sb), &sb);
	clSetKernelArg(k, 3, sizeof(mb), &mb);
	if (clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, NULL))
		return 2;
	e = clEnqueueReadBuffer(q, ob, CL_TRUE, 0, sizeof(o), o, 0, NULL, NULL);
	printf("read %d: descriptor let go %lld, connect %lld, write %lld, first refusal %lld\n", e,
	       (long long)o[0], (long long)o[1], (long long)o[2], (long long)o[3]);
	return e == CL_SUCCESS && o[0] == -1 && o[3] < 0 ? 0 : 1;
#else
	(void)port;
	return 77;
#endif
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "hostile"))
		return hostile(argv[2], 0);
	if (argc == 3 && !strcmp(argv[1], "forged-record"))
		return hostile(argv[2], 1);
	if (argc == 3 && !strcmp(argv[1], "oversized-record"))
		return hostile(argv[2], 2);
	if (argc == 2 && !strcmp(argv[1], "midcall"))
		return midcall(false);
	if (argc == 3 && !strcmp(argv[1], "midcall") && !strcmp(argv[2], "lane"))
		return midcall(true);
	if (argc == 4 && !strcmp(argv[1], "peer"))
		return hostile_peer(argv[2], argv[3]);
	if (argc == 3 && !strcmp(argv[1], "escape"))
		return escape(argv[2]);
	fprintf(stderr, "usage: tcp_peer hostile|forged-record|oversized-record HOST:PORT | midcall | peer HOST:PORT PEERPSK | escape PORT\n");
	return 2;
}
