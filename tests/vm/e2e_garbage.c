// SPDX-License-Identifier: MIT
/*
 * e2e_garbage.c - the hostile guest of tests/vm/e2e.sh.
 *
 * Usage: e2e_garbage [--no-shm]
 *
 * Runs inside a QEMU guest whose virtio-serial ports are connected to virtcld
 * (see tools/virtcl-qemu-args), next to guests that run real OpenCL programs
 * through the same daemon.  It needs these ports:
 *
 *   raw.req                 random bytes instead of a HELLO
 *   virtcl.req, virtcl.ntf  a valid handshake, then a header announcing an absurd payload size
 *   bad1.req, bad1.ntf      a valid handshake, then a header with an unknown opcode
 *   bad2.req, bad2.ntf      a valid handshake, then 4 KiB of random bytes
 *   bad3.req, bad3.ntf      a valid handshake, then a clCreateBuffer call with a random payload
 *   badmux.mux              the HELLO of virtcl-vmmux's port, a channel opened, then a frame
 *                           of an unknown kind: the daemon must end that port
 *
 * and an ivshmem-plain device (unless --no-shm).  The host writes "GO" at offset
 * 0 of the region when the good guests' sessions are running; this program
 * waits for it, overwrites the whole region with random bytes behind the
 * marker "VCL-E2E-GARBAGE" (the daemon does not use ivshmem yet and must ignore
 * it), then makes each attack in turn and expects the daemon to close the
 * connection (end of stream on the request port, and on the notify port of
 * the session).  Random bytes come from a fixed-seed generator, so a run is
 * reproducible.  Every attack has its own port pair because the daemon ends
 * the session and QEMU does not reconnect a chardev socket.
 *
 * Exit 0 when the daemon ended every connection, 1 otherwise (each problem
 * printed).  The host side checks the daemon's log for the matching messages.
 */
#define _GNU_SOURCE
#include "vcl_mux.h"
#include "vcl_vm.h"
#include "vcl_wire.h"
#include "gen/vn_protocol.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define SHM_MARKER "VCL-E2E-GARBAGE"
#define GO_TIMEOUT_MS 300000
/* How long the daemon may take to answer or to hang up (slow TCG hosts, loaded machine). */
#define IO_TIMEOUT_MS 60000

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static uint64_t rng_next(void)
{
	/* xorshift64* */
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545f4914f6cdd1dull;
}

static void rng_fill(void *buf, size_t n)
{
	unsigned char *p = buf;

	while (n) {
		uint64_t v = rng_next();
		size_t k = n < 8 ? n : 8;

		memcpy(p, &v, k);
		p += k;
		n -= k;
	}
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void msg(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	printf("e2e_garbage: ");
	vprintf(fmt, ap);
	putchar('\n');
	fflush(stdout);
	va_end(ap);
}

/* open_port() - open the virtio-serial port NAME non-blocking; fd or -1 (printed). */
static int open_port(const char *name)
{
	char path[256];
	int r, fd;

	r = vcl_vm_find_port(name, path, sizeof(path));
	if (r) {
		msg("port %s: %s", name, strerror(-r));
		return -1;
	}
	fd = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		msg("open %s (%s): %s", path, name, strerror(errno));
	return fd;
}

/*
 * write_all() - write LEN bytes, waiting up to IO_TIMEOUT_MS for room.
 * Return: 0; 1 if the host hung up first (fine for garbage: the daemon may
 * close before it has read everything); -1 on an error or timeout (printed).
 */
static int write_all(int fd, const void *buf, size_t len, const char *what)
{
	const char *p = buf;

	while (len) {
		struct pollfd pfd = { .fd = fd, .events = POLLOUT };
		ssize_t n;
		int r = poll(&pfd, 1, IO_TIMEOUT_MS);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			msg("%s: %s", what, r ? strerror(errno) : "write timed out");
			return -1;
		}
		if ((pfd.revents & POLLHUP) && !(pfd.revents & POLLOUT))
			return 1;
		n = write(fd, p, len);
		if (n < 0 && (errno == EINTR || errno == EAGAIN))
			continue;
		if (n < 0) {
			msg("%s: write: %s", what, strerror(errno));
			return -1;
		}
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

/* read_all() - read exactly LEN bytes within IO_TIMEOUT_MS: 0, or -1 (printed). */
static int read_all(int fd, void *buf, size_t len, const char *what)
{
	char *p = buf;

	while (len) {
		struct pollfd pfd = { .fd = fd, .events = POLLIN };
		ssize_t n;
		int r = poll(&pfd, 1, IO_TIMEOUT_MS);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			msg("%s: %s", what, r ? strerror(errno) : "read timed out");
			return -1;
		}
		n = read(fd, p, len);
		if (n < 0 && (errno == EINTR || errno == EAGAIN))
			continue;
		if (n <= 0) {
			msg("%s: %s", what, n ? strerror(errno) : "end of stream");
			return -1;
		}
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

/*
 * wait_hangup() - read and drop whatever comes until end of stream, the sign
 * that the daemon closed its end (QEMU then tells the guest driver that the
 * host is gone: poll gives POLLHUP, read gives 0).  0, or -1 (printed).
 */
static int wait_hangup(int fd, const char *what)
{
	double t0 = now_s();
	char buf[4096];
	size_t dropped = 0;

	for (;;) {
		struct pollfd pfd = { .fd = fd, .events = POLLIN };
		ssize_t n;
		int r = poll(&pfd, 1, IO_TIMEOUT_MS);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			msg("%s: the daemon did not close the connection within %d s (%s)", what,
			    IO_TIMEOUT_MS / 1000, r ? strerror(errno) : "timeout");
			return -1;
		}
		n = read(fd, buf, sizeof(buf));
		if (n < 0 && (errno == EINTR || errno == EAGAIN))
			continue;
		if (n < 0) {
			msg("%s: read: %s", what, strerror(errno));
			return -1;
		}
		if (n == 0)
			break;
		dropped += (size_t)n;
	}
	msg("%s: daemon closed the connection after %.2f s%s", what, now_s() - t0,
	    dropped ? " (after sending some bytes)" : "");
	return 0;
}

static void hdr(struct vcl_msg_hdr *h, uint32_t size, uint16_t op, uint64_t tag)
{
	memset(h, 0, sizeof(*h));
	h->size = size;
	h->op = op;
	h->tag = tag;
}

/*
 * handshake() - what the front-end does in vcl_fe_conn_open(): HELLO on
 * NAME.req, WELCOME back with the session token, HELLO role=notify with the
 * token on NAME.ntf.  0 and both fds, or -1 (printed).
 */
static int handshake(const char *name, int *req, int *ntf)
{
	char rn[128], nn[128];
	struct vcl_msg_hdr h;
	uint64_t hello[5] = { VCL_PROTO_MAGIC, VCL_PROTO_VERSION, VCL_ROLE_REQUEST, 0, 0 };
	uint64_t welcome[64];

	snprintf(rn, sizeof(rn), "%s.req", name);
	snprintf(nn, sizeof(nn), "%s.ntf", name);
	*req = open_port(rn);
	*ntf = -1;
	if (*req < 0)
		return -1;
	hdr(&h, sizeof(hello), VCL_OP_HELLO, 0);
	if (write_all(*req, &h, sizeof(h), rn) || write_all(*req, hello, sizeof(hello), rn) ||
	    read_all(*req, &h, sizeof(h), rn))
		return -1;
	if (h.op != VCL_OP_WELCOME || h.size < 32 || h.size > sizeof(welcome) || (h.size & 7)) {
		msg("%s: expected WELCOME, got op %u size %u", rn, h.op, h.size);
		return -1;
	}
	if (read_all(*req, welcome, h.size, rn))
		return -1;
	if (welcome[0] != VCL_PROTO_MAGIC || welcome[1] != VCL_PROTO_VERSION) {
		msg("%s: WELCOME with magic %#llx version %llu", rn,
		    (unsigned long long)welcome[0], (unsigned long long)welcome[1]);
		return -1;
	}
	*ntf = open_port(nn);
	if (*ntf < 0)
		return -1;
	hello[2] = VCL_ROLE_NOTIFY;
	hello[3] = welcome[2];
	hello[4] = welcome[3];
	hdr(&h, sizeof(hello), VCL_OP_HELLO, 0);
	if (write_all(*ntf, &h, sizeof(h), nn) || write_all(*ntf, hello, sizeof(hello), nn))
		return -1;
	msg("%s: handshake done, session token %016llx...", name, (unsigned long long)welcome[2]);
	return 0;
}

/* attack() - handshake on NAME's pair, send BUF on the request port, expect both to be closed. */
static int attack(const char *name, const char *what, const void *buf, size_t len)
{
	int req, ntf, r = -1, w;

	msg("attack %s on %s.req: %s", name, name, what);
	if (handshake(name, &req, &ntf))
		goto out;
	w = write_all(req, buf, len, name);
	if (w < 0)
		goto out;
	if (wait_hangup(req, name) == 0) {
		char nn[128];

		snprintf(nn, sizeof(nn), "%s.ntf", name);
		r = wait_hangup(ntf, nn);
	}
	if (!r) {
		/* What a front-end with a blocking write would run into now: it stays blocked
		 * (the driver waits for the host to come back), see tests/vm/README.md. */
		char c = 0;
		ssize_t n = write(req, &c, 1);

		msg("%s: a write after the hang-up gives %s", name,
		    n < 0 ? strerror(errno) : "success (unexpected)");
	}
out:
	if (req >= 0)
		close(req);
	if (ntf >= 0)
		close(ntf);
	msg("attack %s: %s", name, r ? "FAILED" : "ok, the daemon ended the session");
	return r;
}

/* raw() - random bytes where the HELLO should be; the daemon must drop the connection. */
static int raw(void)
{
	unsigned char buf[4096];
	struct vcl_msg_hdr h;
	int fd, r = -1;

	rng_fill(buf, sizeof(buf));
	memcpy(&h, buf, sizeof(h));
	msg("attack raw on raw.req: %zu random bytes instead of HELLO (header: size %u op %u flags %#x)",
	    sizeof(buf), h.size, h.op, h.flags);
	fd = open_port("raw.req");
	if (fd >= 0 && write_all(fd, buf, sizeof(buf), "raw.req") >= 0)
		r = wait_hangup(fd, "raw.req");
	if (fd >= 0)
		close(fd);
	msg("attack raw: %s", r ? "FAILED" : "ok, the daemon dropped the connection");
	return r;
}

/* mux() - a multiplexed port (as virtcl-vmmux's) that breaks its framing; the daemon must end it. */
static int mux(void)
{
	struct {
		struct vcl_msg_hdr h;
		uint64_t v[5];
		struct vcl_mux_hdr open, bad;
	} m;
	int fd, r = -1;

	hdr(&m.h, sizeof(m.v), VCL_OP_HELLO, 0);
	m.v[0] = VCL_PROTO_MAGIC;
	m.v[1] = VCL_PROTO_VERSION;
	m.v[2] = VCL_ROLE_MUX;
	m.v[3] = m.v[4] = 0;
	m.open = (struct vcl_mux_hdr){ 1, VCL_MUX_OPEN, 0 };
	m.bad = (struct vcl_mux_hdr){ 1, 99, 0 };
	msg("attack mux on badmux.mux: HELLO role MUX, OPEN of channel 1, a frame of kind 99");
	fd = open_port("badmux.mux");
	if (fd >= 0 && write_all(fd, &m, sizeof(m), "badmux.mux") >= 0)
		r = wait_hangup(fd, "badmux.mux");
	if (fd >= 0)
		close(fd);
	msg("attack mux: %s", r ? "FAILED" : "ok, the daemon ended the port");
	return r;
}

/* shm_garbage() - wait for the host's GO, then fill the ivshmem region with garbage. */
static int shm_garbage(void)
{
	volatile char *p;
	void *base;
	size_t size;
	double t0 = now_s();
	int r = vcl_vm_map_ivshmem(&base, &size);

	if (r) {
		msg("ivshmem: %s", strerror(-r));
		return -1;
	}
	p = base;
	msg("ivshmem: %zu bytes mapped, waiting for the host's GO", size);
	while (!(p[0] == 'G' && p[1] == 'O')) {
		if ((now_s() - t0) * 1000 > GO_TIMEOUT_MS) {
			msg("ivshmem: no GO from the host within %d s", GO_TIMEOUT_MS / 1000);
			return -1;
		}
		usleep(10000);
	}
	msg("ivshmem: GO after %.1f s; writing %zu bytes of garbage", now_s() - t0, size);
	for (size_t off = sizeof(SHM_MARKER); off + 8 <= size; off += 8) {
		uint64_t v = rng_next();
		memcpy((char *)base + off, &v, 8);
	}
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
	memcpy(base, SHM_MARKER, sizeof(SHM_MARKER));
	vcl_vm_unmap_ivshmem(base, size);
	return 0;
}

int main(int argc, char **argv)
{
	struct {
		struct vcl_msg_hdr h;
		uint64_t payload[2];
	} unknown_op;
	struct vcl_msg_hdr absurd;
	unsigned char noise[4096];
	struct vcl_msg_hdr nh;
	int fails = 0;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (!(argc > 1 && !strcmp(argv[1], "--no-shm")) && shm_garbage())
		fails++;

	fails += raw() != 0;
	fails += mux() != 0;

	/* Far above VCL_MAX_MSG: must be refused from the header alone, before any allocation. */
	hdr(&absurd, 0xfffffff8u, 1, 1);
	fails += attack("virtcl", "header with payload size 0xfffffff8, no payload", &absurd,
			sizeof(absurd)) != 0;

	hdr(&unknown_op.h, sizeof(unknown_op.payload), 0xbeef, 2);
	memset(unknown_op.payload, 0xa5, sizeof(unknown_op.payload));
	fails += attack("bad1", "16-byte message with unknown opcode 0xbeef", &unknown_op,
			sizeof(unknown_op)) != 0;

	rng_fill(noise, sizeof(noise));
	memcpy(&nh, noise, sizeof(nh));
	msg("bad2: random header: size %u op %u flags %#x", nh.size, nh.op, nh.flags);
	fails += attack("bad2", "4096 random bytes", noise, sizeof(noise)) != 0;

	/* A real opcode, so the payload reaches the handler's decoder: random IDs and lengths. */
	{
		struct {
			struct vcl_msg_hdr h;
			unsigned char payload[64];
		} call;

		hdr(&call.h, sizeof(call.payload), VN_OP_clCreateBuffer, 3);
		rng_fill(call.payload, sizeof(call.payload));
		fails += attack("bad3", "clCreateBuffer with a 64-byte random payload", &call,
				sizeof(call)) != 0;
	}

	msg("%s (%d attack(s) failed)", fails ? "FAILED" : "OK", fails);
	return fails ? 1 : 0;
}
