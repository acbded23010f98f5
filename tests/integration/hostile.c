/* SPDX-License-Identifier: MIT */
/*
 * Hostile guests: raw wire messages to a real virtcld over a raw unix socket, without libvirtcl.
 *
 * Each CTest case (hostile.<name>, argv[1] = name) starts its daemon, opens two good sessions that
 * stay open for the whole case - a real OpenCL program through libvirtcl that runs a kernel, and a
 * raw session that asks clGetDeviceInfo(CL_DEVICE_NAME) - then, for each variant of the case, opens
 * a fresh raw session, sends the bad message and checks that
 *   (a) the daemon closes THAT session's request and notify channels (read returns 0 or
 *       ECONNRESET within a few seconds), or, where the spec wants an API error instead (absurd
 *       allocation sizes), that an error reply comes back and the session keeps serving;
 *   (b) both good sessions keep working before and after;
 *   (c) the daemon is alive and its log gives the reason for that session.
 *
 * Messages are encoded exactly as the generated front-end stubs encode them
 * (src/protocol/gen/vn_frontend.c, src/frontend/vcl_fe_hand.c): a 16-byte header, then every item
 * padded to 8 bytes, u64 presence flags before optional items, handles as per-session u64 IDs.
 * Opcodes are the fixed numbers of api/opencl.api; vcl_wire.h gives the framing constants.
 */
#define _GNU_SOURCE
#include "harness.h"
#include "vcl_be.h" /* VCL_MAX_SESSION_THREADS */
#include "vcl_ring.h"
#include "vcl_wire.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <fcntl.h>
#include <linux/futex.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

/* Opcodes from api/opencl.api (fixed forever: part of the wire protocol). */
enum {
	OP_clGetPlatformIDs = 1,
	OP_clGetDeviceInfo = 4,
	OP_clCreateContext = 5,
	OP_clRetainContext = 7,
	OP_clReleaseContext = 8,
	OP_clCreateCommandQueue = 10,
	OP_clSetCommandQueueProperty = 14,
	OP_clCreateBuffer = 15,
	OP_clReleaseMemObject = 19,
	OP_clCreateProgramWithSource = 27,
	OP_clBuildProgram = 31,
	OP_clCreateKernel = 35,
	OP_clWaitForEvents = 42,
	OP_clEnqueueReadBuffer = 49,
	OP_clEnqueueWriteBuffer = 50,
	OP_clCreateUserEvent = 79,
};

/* How long the daemon gets to close a session after a violation. */
#define CLOSE_TIMEOUT_MS 5000
/* How long a reply may take (no call here does real work). */
#define REPLY_TIMEOUT_MS 10000

/* ---- raw sessions ----------------------------------------------------------------------------- */

struct raw {
	int req, ntf;
	uint64_t token[2];
	uint64_t platform;
	uint64_t ndev, dev[16];
	unsigned session; /* the daemon's session number, from its log */
	uint64_t next_tag;
};

static int sock_connect(void)
{
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);

	if (strlen(vt_d.sock) >= sizeof(a.sun_path)) {
		if (fd >= 0)
			close(fd);
		return -1;
	}
	memcpy(a.sun_path, vt_d.sock, strlen(vt_d.sock) + 1);
	if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof(a))) {
		if (fd >= 0)
			close(fd);
		return -1;
	}
	return fd;
}

static bool write_all(int fd, const void *p, size_t n)
{
	const uint8_t *b = p;

	while (n) {
		ssize_t r = send(fd, b, n, MSG_NOSIGNAL);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return false;
		b += r;
		n -= (size_t)r;
	}
	return true;
}

/* n bytes, waiting at most timeout_ms in all; false on timeout, error or end of stream. */
static bool read_all(int fd, void *p, size_t n, int timeout_ms)
{
	uint8_t *b = p;
	double until = vt_now() + timeout_ms / 1000.0;

	while (n) {
		struct pollfd pf = { fd, POLLIN, 0 };
		int left = (int)((until - vt_now()) * 1000);
		ssize_t r;
		if (left <= 0 || poll(&pf, 1, left) <= 0)
			return false;
		r = read(fd, b, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return false;
		b += r;
		n -= (size_t)r;
	}
	return true;
}

/* The daemon closed fd: read returns 0 or ECONNRESET within timeout_ms (anything read first is
 * dropped: no reply is expected after a violation, but a late one is not the point here). */
static bool closed_by_peer(int fd, int timeout_ms)
{
	double until = vt_now() + timeout_ms / 1000.0;
	uint8_t sink[4096];

	for (;;) {
		struct pollfd pf = { fd, POLLIN, 0 };
		int left = (int)((until - vt_now()) * 1000);
		ssize_t r;
		if (left <= 0 || poll(&pf, 1, left) <= 0)
			return false;
		r = read(fd, sink, sizeof(sink));
		if (r == 0 || (r < 0 && errno == ECONNRESET))
			return true;
		if (r < 0 && errno != EINTR)
			return false;
	}
}

struct msg {
	uint8_t b[8192];
	size_t n;
};

static void m_init(struct msg *m, uint16_t op)
{
	struct vcl_msg_hdr h = { 0, op, 0, 0 };

	memcpy(m->b, &h, sizeof(h));
	m->n = sizeof(h);
}

static void m_bytes(struct msg *m, const void *p, size_t n)
{
	size_t pad = vcl_pad8(n);

	memset(m->b + m->n, 0, pad);
	memcpy(m->b + m->n, p, n);
	m->n += pad;
}

static void m_u64(struct msg *m, uint64_t v)
{
	m_bytes(m, &v, 8);
}

static void m_i32(struct msg *m, int32_t v)
{
	m_bytes(m, &v, 4);
}

/* vcl_enc_buf: presence, length, bytes. */
static void m_buf(struct msg *m, const void *p, size_t n)
{
	m_u64(m, 1);
	m_u64(m, n);
	m_bytes(m, p, n);
}

/* vcl_enc_str: presence, length without the NUL, bytes with the NUL. */
static void m_str(struct msg *m, const char *s)
{
	m_u64(m, 1);
	m_u64(m, strlen(s));
	m_bytes(m, s, strlen(s) + 1);
}

static bool m_send(int fd, struct msg *m, uint64_t tag)
{
	struct vcl_msg_hdr *h = (struct vcl_msg_hdr *)m->b;

	h->size = (uint32_t)(m->n - sizeof(*h));
	h->tag = tag;
	return write_all(fd, m->b, m->n);
}

/* A sync call: send, read the REPLY with its tag. Returns the payload length, or -1. */
static ssize_t call(struct raw *r, struct msg *m, uint8_t *out, size_t cap)
{
	struct vcl_msg_hdr h;
	uint64_t tag = ++r->next_tag;

	if (!m_send(r->req, m, tag) || !read_all(r->req, &h, sizeof(h), REPLY_TIMEOUT_MS))
		return -1;
	/* the host driver's output (kernel printf, its standard error) may come before a reply */
	while ((h.op == VCL_OP_PRINTF || h.op == VCL_OP_STDERR) && h.size <= cap) {
		if (!read_all(r->req, out, h.size, REPLY_TIMEOUT_MS) ||
		    !read_all(r->req, &h, sizeof(h), REPLY_TIMEOUT_MS))
			return -1;
	}
	if (h.op != VCL_OP_REPLY || h.tag != tag || h.size > cap ||
	    !read_all(r->req, out, h.size, REPLY_TIMEOUT_MS))
		return -1;
	return h.size;
}

static bool hello(int fd, uint64_t role, const uint64_t token[2])
{
	struct msg m;

	m_init(&m, VCL_OP_HELLO);
	m_u64(&m, VCL_PROTO_MAGIC);
	m_u64(&m, VCL_PROTO_VERSION);
	m_u64(&m, role);
	m_u64(&m, token ? token[0] : 0);
	m_u64(&m, token ? token[1] : 0);
	return m_send(fd, &m, 0);
}

/* The number of the newest session that logged "started". */
static unsigned last_session(void)
{
	FILE *f = fopen(vt_d.log, "r");
	char line[1024];
	unsigned n = 0, s;

	while (f && fgets(line, sizeof(line), f)) {
		char *p = strstr(line, "session ");
		if (p && strstr(line, ": started") && sscanf(p, "session %u:", &s) == 1)
			n = s;
	}
	if (f)
		fclose(f);
	return n;
}

/* The daemon's log has a line about session n that contains reason (waiting up to timeout_s). */
static bool log_says(unsigned n, const char *reason, double timeout_s)
{
	char tag[32];
	double until = vt_now() + timeout_s;

	snprintf(tag, sizeof(tag), "session %u: ", n);
	for (;;) {
		FILE *f = fopen(vt_d.log, "r");
		char line[1024];
		bool found = false;
		while (f && !found && fgets(line, sizeof(line), f))
			found = strstr(line, tag) && strstr(line, reason);
		if (f)
			fclose(f);
		if (found)
			return true;
		if (vt_now() > until)
			return false;
		vt_sleep_ms(10);
	}
}

/* Open a session as vcl_fe_conn_open does: HELLO role 1, WELCOME, notify channel with the token. */
static bool raw_open(struct raw *r)
{
	struct vcl_msg_hdr h;
	uint64_t w[8 + 16];
	int started = vt_log_count(&vt_d, ": started");

	memset(r, 0, sizeof(*r));
	r->req = r->ntf = -1;
	r->req = sock_connect();
	if (r->req < 0 || !hello(r->req, VCL_ROLE_REQUEST, NULL) ||
	    !read_all(r->req, &h, sizeof(h), REPLY_TIMEOUT_MS) || h.op != VCL_OP_WELCOME ||
	    h.size < 48 || h.size > sizeof(w) || !read_all(r->req, w, h.size, REPLY_TIMEOUT_MS))
		return false;
	/* magic, version, token, platform, device count, devices, the VM region's size (0) and
	 * offset (0) */
	if (w[0] != VCL_PROTO_MAGIC || w[1] != VCL_PROTO_VERSION || w[5] > 16 ||
	    h.size != 64 + 8 * w[5] || w[6 + w[5]] != 0 || w[7 + w[5]] != 0)
		return false;
	r->token[0] = w[2];
	r->token[1] = w[3];
	r->platform = w[4];
	r->ndev = w[5];
	memcpy(r->dev, &w[6], 8 * r->ndev);
	/* the daemon waits for the notify channel before it serves the session */
	r->ntf = sock_connect();
	if (r->ntf < 0 || !hello(r->ntf, VCL_ROLE_NOTIFY, r->token))
		return false;
	if (!vt_log_wait(&vt_d, ": started", started + 1, 5))
		return false;
	r->session = last_session();
	return r->ndev > 0;
}

static void raw_close(struct raw *r)
{
	if (r->req >= 0)
		close(r->req);
	if (r->ntf >= 0)
		close(r->ntf);
	r->req = r->ntf = -1;
}

/* clGetDeviceInfo(dev, CL_DEVICE_NAME) as vcl_fe_clGetDeviceInfo sends it. */
static bool device_name(struct raw *r, uint64_t dev, char *name, size_t cap)
{
	struct msg m;
	uint8_t rep[1024];
	ssize_t n;
	int32_t ret;
	uint64_t present, len;

	m_init(&m, OP_clGetDeviceInfo);
	m_u64(&m, dev);
	m_i32(&m, CL_DEVICE_NAME);
	m_u64(&m, 256); /* param_value_size */
	m_u64(&m, 1);   /* param_value wanted */
	m_u64(&m, 1);   /* param_value_size_ret wanted */
	n = call(r, &m, rep, sizeof(rep));
	if (n < 24)
		return false;
	memcpy(&ret, rep, 4);
	memcpy(&present, rep + 8, 8);
	memcpy(&len, rep + 16, 8);
	if (ret != CL_SUCCESS || present != 1 || len == 0 || len > cap || (size_t)n < 24 + len)
		return false;
	memcpy(name, rep + 24, len);
	return name[len - 1] == '\0';
}

/* clCreateContext(NULL, 1, &dev, NULL, NULL) with the given new ID; returns the result code. */
static int32_t create_context(struct raw *r, uint64_t id, bool *replied)
{
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;
	ssize_t n;

	m_init(&m, OP_clCreateContext);
	m_u64(&m, id);
	m_u64(&m, 0); /* properties: absent */
	m_i32(&m, 1); /* num_devices */
	m_u64(&m, 1); /* devices: present */
	m_u64(&m, r->dev[0]);
	m_u64(&m, 0); /* pfn_notify: none */
	n = call(r, &m, rep, sizeof(rep));
	*replied = n >= 8;
	if (n >= 8)
		memcpy(&ret, rep, 4);
	return ret;
}

/* clCreateProgramWithSource(ctx, 1, {src}, NULL) with the given new ID. */
static int32_t create_program(struct raw *r, uint64_t id, uint64_t ctx, const char *src)
{
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;

	m_init(&m, OP_clCreateProgramWithSource);
	m_u64(&m, id);
	m_u64(&m, ctx);
	m_u64(&m, 1);
	m_buf(&m, src, strlen(src));
	if (call(r, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	return ret;
}

/* ---- the good sessions ------------------------------------------------------------------------ */

static struct vt_cl lib;       /* through libvirtcl */
static cl_kernel lib_kernel;
static cl_mem lib_buf;
static struct raw good;        /* raw */
static int round_no;
static char good_name[256];
static unsigned lib_session;

static bool lib_run(int round)
{
	int out[256];
	size_t gws = 256;
	cl_int r = round;
	bool ok;

	ok = clSetKernelArg(lib_kernel, 0, sizeof(lib_buf), &lib_buf) == CL_SUCCESS &&
	     clSetKernelArg(lib_kernel, 1, sizeof(r), &r) == CL_SUCCESS &&
	     clEnqueueNDRangeKernel(lib.q, lib_kernel, 1, NULL, &gws, NULL, 0, NULL, NULL) == CL_SUCCESS &&
	     clEnqueueReadBuffer(lib.q, lib_buf, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL) == CL_SUCCESS;
	for (int i = 0; ok && i < 256; i++)
		ok = out[i] == i * 3 + round;
	return ok;
}

static atomic_int cb_ran;

static void CL_CALLBACK on_done(cl_event e, cl_int st, void *ud)
{
	(void)e;
	(void)ud;
	if (st == CL_COMPLETE)
		atomic_store(&cb_ran, 1);
}

/*
 * One check of the libvirtcl session: a kernel and a blocking read (lib_run), then what rides on
 * the notify channel and on host callbacks - a non-blocking read waited for with clWaitForEvents,
 * and an event callback. It runs in a thread with a deadline, so that a stall is reported rather
 * than waited out; a stalled check stays pending and the next check first waits for it.
 */
struct lib_check {
	atomic_int done;
	int round;
	bool run_ok, async_ok;
};

static struct lib_check *lib_pending;

static void *lib_check_main(void *arg)
{
	struct lib_check *a = arg;
	int out[256];
	cl_event ev = NULL;
	double until;

	a->run_ok = lib_run(a->round);
	atomic_store(&cb_ran, 0);
	memset(out, 0, sizeof(out));
	a->async_ok = a->run_ok &&
		      clEnqueueReadBuffer(lib.q, lib_buf, CL_FALSE, 0, sizeof(out), out, 0, NULL, &ev) ==
			      CL_SUCCESS &&
		      clSetEventCallback(ev, CL_COMPLETE, on_done, NULL) == CL_SUCCESS &&
		      clWaitForEvents(1, &ev) == CL_SUCCESS && out[1] == 3 + a->round;
	until = vt_now() + 5;
	while (a->async_ok && !atomic_load(&cb_ran) && vt_now() < until)
		vt_sleep_ms(1);
	a->async_ok = a->async_ok && atomic_load(&cb_ran);
	if (ev)
		clReleaseEvent(ev);
	atomic_store(&a->done, 1);
	return NULL;
}

/* Returns false if the check (or one still pending) did not finish within timeout_s. */
static bool lib_check(int round, double timeout_s, bool *run_ok, bool *async_ok)
{
	struct lib_check *a;
	pthread_t t;
	double until = vt_now() + timeout_s;

	*run_ok = *async_ok = false;
	if (lib_pending) {
		while (!atomic_load(&lib_pending->done) && vt_now() < until)
			vt_sleep_ms(5);
		if (!atomic_load(&lib_pending->done))
			return false;
		lib_pending = NULL; /* leaked on purpose: its thread is detached */
	}
	a = calloc(1, sizeof(*a));
	a->round = round;
	if (pthread_create(&t, NULL, lib_check_main, a))
		return false;
	pthread_detach(t);
	while (!atomic_load(&a->done) && vt_now() < until)
		vt_sleep_ms(2);
	if (!atomic_load(&a->done)) {
		lib_pending = a;
		return false;
	}
	*run_ok = a->run_ok;
	*async_ok = a->async_ok;
	free(a);
	return true;
}

static void good_sessions_open(void)
{
	static const char *src =
		"__kernel void k(__global int *x, int r) { int i = get_global_id(0); x[i] = i * 3 + r; }\n";
	cl_program p;
	cl_int err;

	vt_cl_open(&lib);
	lib_session = last_session();
	p = vt_cl_build(&lib, src, NULL);
	VT_REQUIRE(p, "good session (libvirtcl): kernel builds");
	lib_kernel = vt_cl_kernel(p, "k");
	lib_buf = clCreateBuffer(lib.ctx, CL_MEM_READ_WRITE, 256 * sizeof(int), NULL, &err);
	VT_REQUIRE(lib_kernel && lib_buf, "good session (libvirtcl): kernel and buffer");
	clReleaseProgram(p);
	VT_REQUIRE(lib_run(0), "good session (libvirtcl, session %u) runs a kernel", lib_session);
	VT_REQUIRE(raw_open(&good), "good raw session opens (HELLO, WELCOME, notify channel)");
	VT_REQUIRE(device_name(&good, good.dev[0], good_name, sizeof(good_name)),
		   "good raw session (session %u): clGetDeviceInfo(CL_DEVICE_NAME) = \"%s\"",
		   good.session, good_name);
}


static void good_sessions_check(const char *when)
{
	char name[256] = "";
	bool finished, run_ok, async_ok;

	round_no++;
	VT_CHECK(vt_daemon_alive(&vt_d), "%s: virtcld is alive", when);
	if (!vt_daemon_alive(&vt_d))
		vt_abort();
	VT_CHECK(device_name(&good, good.dev[0], name, sizeof(name)) && !strcmp(name, good_name),
		 "%s: the good raw session still answers clGetDeviceInfo(CL_DEVICE_NAME)", when);
	finished = lib_check(round_no, 10, &run_ok, &async_ok);
	VT_CHECK(finished, "%s: the good libvirtcl session is not stalled (its kernel, reads and "
			   "callback finish within 10 s)",
		 when);
	if (finished) {
		VT_CHECK(run_ok, "%s: the good libvirtcl session still runs a kernel", when);
		VT_CHECK(async_ok, "%s: ... and gets a non-blocking read's data and an event callback",
			 when);
	}
}

/* ---- one hostile variant ---------------------------------------------------------------------- */

/*
 * Open a fresh session, let send() misbehave on it, then check (a) and (c); (b) around it.
 * reason: what the daemon's log must say about that session.
 */
static void hostile(const char *what, bool (*send_bad)(struct raw *r, void *arg), void *arg,
		    const char *reason)
{
	struct raw b;

	good_sessions_check(what);
	if (!raw_open(&b)) {
		VT_CHECK(false, "%s: a fresh raw session opens", what);
		raw_close(&b);
		return;
	}
	VT_CHECK(send_bad(&b, arg), "%s: sent to session %u", what, b.session);
	VT_CHECK(closed_by_peer(b.req, CLOSE_TIMEOUT_MS), "%s: the daemon closes that session's request "
							   "channel",
		 what);
	VT_CHECK(closed_by_peer(b.ntf, CLOSE_TIMEOUT_MS), "%s: ... and its notify channel", what);
	VT_CHECK(log_says(b.session, reason, 5), "%s: the log says \"session %u: ...%s...\"", what,
		 b.session, reason);
	VT_CHECK(log_says(b.session, "objects released", 5),
		 "%s: the log says \"session %u: ended, N objects released\"", what, b.session);
	raw_close(&b);
	good_sessions_check(what);
}

/* Raw bytes as they are, then (optionally) the end of our sending side. */
struct bytes_arg {
	const void *p;
	size_t n;
	bool shut;
};

static bool send_bytes(struct raw *r, void *arg)
{
	struct bytes_arg *a = arg;
	bool ok = write_all(r->req, a->p, a->n);

	if (a->shut)
		shutdown(r->req, SHUT_WR);
	return ok;
}

/* A bare header with the given fields and no payload (or a short one). */
static void header_only(const char *what, uint32_t size, uint16_t op, uint16_t flags,
			const void *payload, size_t n, bool shut, const char *reason)
{
	uint8_t b[64];
	struct vcl_msg_hdr h = { size, op, flags, 7 };
	struct bytes_arg a = { b, sizeof(h) + n, shut };

	memcpy(b, &h, sizeof(h));
	if (n)
		memcpy(b + sizeof(h), payload, n);
	hostile(what, send_bytes, &a, reason);
}

static bool send_msg(struct raw *r, void *arg)
{
	return m_send(r->req, arg, 99);
}

static void message(const char *what, struct msg *m, const char *reason)
{
	hostile(what, send_msg, m, reason);
}

/* ---- the cases -------------------------------------------------------------------------------- */

static void case_short_header(void)
{
	struct vcl_msg_hdr h = { 40, OP_clGetDeviceInfo, 0, 1 };
	struct bytes_arg a = { &h, 7, true };

	hostile("7 bytes of a header, then the guest closes", send_bytes, &a, "guest disconnected");
	a.n = 15;
	hostile("15 bytes of a header, then the guest closes", send_bytes, &a, "guest disconnected");
}

static void case_unknown_opcode(void)
{
	static const struct {
		uint16_t op;
		const char *why;
	} ops[] = {
		{ 999, "opcode 999 (not in the table)" },
		{ 5000, "opcode 5000 (not in the table)" },
		{ 0, "opcode 0" },
		{ OP_clGetPlatformIDs, "clGetPlatformIDs (answered in the front-end, never on the wire)" },
		{ OP_clSetCommandQueueProperty, "clSetCommandQueueProperty (refused in the front-end)" },
		{ VCL_OP_HELLO, "a second HELLO on a running session" },
		{ VCL_OP_WELCOME, "WELCOME from the guest" },
		{ VCL_OP_REPLY, "REPLY from the guest" },
		{ VCL_OP_CALLBACK, "CALLBACK from the guest" },
		{ VCL_OP_MAX_INTERNAL, "the first opcode past the internal ones" },
		{ 0xffff, "opcode 65535" },
	};
	uint64_t payload[5] = { VCL_PROTO_MAGIC, VCL_PROTO_VERSION, 1, 0, 0 };

	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		header_only(ops[i].why, sizeof(payload), ops[i].op, 0, payload, sizeof(payload), false,
			    "protocol violation");
	header_only("a valid opcode with reserved flags set", 40, OP_clGetDeviceInfo, 0x8000, payload,
		    sizeof(payload), false, "unknown opcode 4 (flags 0x8000)");
}

static void case_payload_past_end(void)
{
	static const uint8_t ten[10] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };

	header_only("header announces 1 MiB, 10 bytes follow, the guest closes", 1u << 20,
		    OP_clGetDeviceInfo, 0, ten, sizeof(ten), true, "guest disconnected");
	header_only("header announces 40 bytes (clGetDeviceInfo), 10 follow, the guest closes", 40,
		    OP_clGetDeviceInfo, 0, ten, sizeof(ten), true, "guest disconnected");
}

static void case_size_not_multiple_of_8(void)
{
	static const uint8_t pay[16];

	header_only("payload size 12", 12, OP_clGetDeviceInfo, 0, pay, 12, false, "payload of 12 bytes");
	header_only("payload size 1", 1, OP_clGetDeviceInfo, 0, pay, 1, false, "payload of 1 bytes");
	header_only("payload size 41 (clGetDeviceInfo plus one byte)", 41, OP_clGetDeviceInfo, 0, pay,
		    16, false, "payload of 41 bytes");
}

static void case_size_over_limit(void)
{
	char reason[64];

	snprintf(reason, sizeof(reason), "payload of %u bytes", VCL_MAX_MSG + 8);
	header_only("payload size VCL_MAX_MSG + 8 (just over 1 GiB + 1 MiB)", VCL_MAX_MSG + 8,
		    OP_clGetDeviceInfo, 0, NULL, 0, false, reason);
	header_only("payload size 2 GiB", 0x80000000u, OP_clGetDeviceInfo, 0, NULL, 0, false,
		    "payload of 2147483648 bytes");
	header_only("payload size 4 GiB - 8", 0xfffffff8u, OP_clGetDeviceInfo, 0, NULL, 0, false,
		    "payload of 4294967288 bytes");
}

/* clCreateCommandQueue(context, device, 0) as the generated stub encodes it. */
static void create_queue_msg(struct msg *m, uint64_t newid, uint64_t ctx, uint64_t dev)
{
	m_init(m, OP_clCreateCommandQueue);
	m_u64(m, newid);
	m_u64(m, ctx);
	m_u64(m, dev);
	m_u64(m, 0); /* properties */
}

static void case_foreign_handle(void)
{
	struct msg m;
	bool replied;
	int32_t ret;

	/* a context the good session owns, under the ID the bad session will name */
	ret = create_context(&good, 0x1234, &replied);
	VT_CHECK(replied && ret == CL_SUCCESS, "the good raw session creates context 0x1234 (%d)", ret);
	create_queue_msg(&m, 0x10, 0x1234, good.dev[0]);
	message("clCreateCommandQueue on context 0x1234, which only another session created", &m,
		"protocol violation in clCreateCommandQueue: unknown context ID 0x1234");
	create_queue_msg(&m, 0x10, 0x5555, good.dev[0]);
	message("clCreateCommandQueue on context 0x5555, which no session created", &m,
		"unknown context ID 0x5555");
	m_init(&m, OP_clGetDeviceInfo);
	m_u64(&m, VCL_ID_SERVER_BIT | 0x777);
	m_i32(&m, CL_DEVICE_NAME);
	m_u64(&m, 64);
	m_u64(&m, 1);
	m_u64(&m, 1);
	message("clGetDeviceInfo on a back-end-range ID the daemon never handed out", &m,
		"unknown device ID");
	m_init(&m, OP_clGetDeviceInfo);
	m_u64(&m, 0);
	m_i32(&m, CL_DEVICE_NAME);
	m_u64(&m, 64);
	m_u64(&m, 1);
	m_u64(&m, 1);
	message("clGetDeviceInfo on a NULL device", &m, "NULL device handle");
}

static bool send_queue_on_device(struct raw *r, void *arg)
{
	struct msg m;

	(void)arg;
	/* the device ID from this session's WELCOME, where a context is expected */
	create_queue_msg(&m, 0x10, r->dev[0], r->dev[0]);
	return m_send(r->req, &m, 1);
}

static bool send_info_on_platform(struct raw *r, void *arg)
{
	struct msg m;

	(void)arg;
	m_init(&m, OP_clGetDeviceInfo);
	m_u64(&m, r->platform);
	m_i32(&m, CL_DEVICE_NAME);
	m_u64(&m, 64);
	m_u64(&m, 1);
	m_u64(&m, 1);
	return m_send(r->req, &m, 1);
}

static void case_wrong_type_handle(void)
{
	hostile("clCreateCommandQueue with the device ID as its context", send_queue_on_device, NULL,
		"is a device, not a context");
	hostile("clGetDeviceInfo with the platform ID as its device", send_info_on_platform, NULL,
		"is a platform, not a device");
}

/* clCreateBuffer(ctx, flags, size, no data) on a session with context 0x20. */
static bool absurd_buffer(struct raw *r, uint64_t size, int32_t *ret)
{
	struct msg m;
	uint8_t rep[64];
	bool replied;

	if (create_context(r, 0x20, &replied) != CL_SUCCESS || !replied)
		return false;
	m_init(&m, OP_clCreateBuffer);
	m_u64(&m, 0x21);
	m_u64(&m, 0x20);
	m_u64(&m, CL_MEM_READ_WRITE);
	m_u64(&m, size);
	m_u64(&m, 0); /* host_ptr: none */
	if (call(r, &m, rep, sizeof(rep)) < 8)
		return false;
	memcpy(ret, rep, 4);
	return true;
}

static void case_absurd_allocation(void)
{
	static const uint64_t sizes[] = { (uint64_t)1 << 62, UINT64_MAX, (uint64_t)1 << 40 };

	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		struct raw b;
		char name[256] = "";
		int32_t ret = 0;
		bool got;

		good_sessions_check("absurd clCreateBuffer size");
		VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
		got = absurd_buffer(&b, sizes[i], &ret);
		VT_CHECK(got && ret != CL_SUCCESS,
			 "clCreateBuffer of %#llx bytes, no data: an error REPLY (%s)",
			 (unsigned long long)sizes[i], got ? vt_err(ret) : "no reply");
		VT_CHECK(device_name(&b, b.dev[0], name, sizeof(name)) && !strcmp(name, good_name),
			 "the same session keeps serving after that error (clGetDeviceInfo)");
		raw_close(&b);
		good_sessions_check("absurd clCreateBuffer size");
	}

	/* an info value the daemon would have to allocate 1 TiB for */
	{
		struct raw b;
		struct msg m;
		uint8_t rep[256];
		ssize_t n;

		VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
		m_init(&m, OP_clGetDeviceInfo);
		m_u64(&m, b.dev[0]);
		m_i32(&m, CL_DEVICE_NAME);
		m_u64(&m, (uint64_t)1 << 40);
		m_u64(&m, 1);
		m_u64(&m, 1);
		n = call(&b, &m, rep, sizeof(rep));
		if (n >= 8) {
			int32_t ret;
			memcpy(&ret, rep, 4);
			vt_note("clGetDeviceInfo with param_value_size 1 TiB: reply %s", vt_err(ret));
			VT_CHECK(true, "clGetDeviceInfo with param_value_size 1 TiB: a reply, the session "
				       "goes on");
		} else {
			VT_CHECK(closed_by_peer(b.req, CLOSE_TIMEOUT_MS),
				 "clGetDeviceInfo with param_value_size 1 TiB: the daemon ends the session");
			VT_CHECK(log_says(b.session, "protocol violation", 5),
				 "the log says \"session %u: protocol violation ...\"", b.session);
		}
		raw_close(&b);
		good_sessions_check("1 TiB info value");
	}

	/* initial contents that do not match the size: a violation, not an allocation */
	{
		struct raw b;
		struct msg m;
		bool replied;

		good_sessions_check("buffer contents shorter than its size");
		VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
		VT_CHECK(create_context(&b, 0x20, &replied) == CL_SUCCESS, "context 0x20");
		m_init(&m, OP_clCreateBuffer);
		m_u64(&m, 0x21);
		m_u64(&m, 0x20);
		m_u64(&m, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR);
		m_u64(&m, (uint64_t)1 << 62);
		m_buf(&m, "sixteen bytes!!", 16);
		VT_CHECK(m_send(b.req, &m, 5), "clCreateBuffer of 2^62 bytes with 16 bytes of contents");
		VT_CHECK(closed_by_peer(b.req, CLOSE_TIMEOUT_MS), "the daemon ends that session");
		VT_CHECK(log_says(b.session, "protocol violation in clCreateBuffer: initial contents of 16 "
					     "bytes",
				  5),
			 "the log says \"session %u: protocol violation in clCreateBuffer: initial "
			 "contents of 16 bytes ...\"",
			 b.session);
		raw_close(&b);
		good_sessions_check("buffer contents shorter than its size");
	}
}

static bool send_release(struct raw *r, void *arg)
{
	struct msg m;
	bool replied;

	if (arg) {
		/* create, release (fine: the guest held one reference), release again */
		if (create_context(r, 0x30, &replied) != CL_SUCCESS)
			return false;
		m_init(&m, OP_clReleaseContext);
		m_u64(&m, 0x30);
		if (!m_send(r->req, &m, 0))
			return false;
	}
	m_init(&m, OP_clReleaseContext);
	m_u64(&m, arg ? 0x30 : 0x4242);
	return m_send(r->req, &m, 0);
}

static void case_release_unretained(void)
{
	struct msg m;

	hostile("clReleaseContext of ID 0x4242, never created", send_release, NULL,
		"release of ID 0x4242 that the guest does not hold");
	hostile("clReleaseContext twice on a context created once", send_release, (void *)1,
		"release of ID 0x30 that the guest does not hold");
	m_init(&m, OP_clRetainContext);
	m_u64(&m, 0x4343);
	message("clRetainContext of ID 0x4343, never created", &m,
		"retain of ID 0x4343 that the guest does not hold");
	m_init(&m, VCL_OP_FORGET);
	m_u64(&m, 0x4444);
	message("FORGET of ID 0x4444, never created", &m, "forget of ID 0x4444 that is unknown");
}

/* A session with context 0x40 and program 0x41, then msg built by arg. */
struct str_arg {
	uint16_t op;
	uint64_t len;      /* the length field */
	const char *bytes; /* sent padded, with no NUL at [len] */
	size_t nbytes;
};

static bool send_bad_string(struct raw *r, void *arg)
{
	struct str_arg *a = arg;
	struct msg m;
	bool replied;

	if (create_context(r, 0x40, &replied) != CL_SUCCESS ||
	    create_program(r, 0x41, 0x40, "__kernel void k(void) {}") != CL_SUCCESS)
		return false;
	/* control: the same call with a proper string gets a reply (the program is not built, so
	 * clCreateKernel fails with an API error) - the encoding is right, only the string is bad */
	{
		uint8_t rep[64];
		int32_t ret = 0;
		m_init(&m, OP_clCreateKernel);
		m_u64(&m, 0x43);
		m_u64(&m, 0x41);
		m_str(&m, "k");
		if (call(r, &m, rep, sizeof(rep)) < 8)
			return false;
		memcpy(&ret, rep, 4);
		if (ret != CL_INVALID_PROGRAM_EXECUTABLE)
			vt_note("control clCreateKernel before the build: %s", vt_err(ret));
	}
	m_init(&m, a->op);
	if (a->op == OP_clCreateKernel) {
		m_u64(&m, 0x42); /* new kernel ID */
		m_u64(&m, 0x41); /* program */
	} else {
		m_u64(&m, 0x41); /* program */
		m_i32(&m, 0);    /* num_devices */
		m_u64(&m, 0);    /* device_list: absent */
	}
	m_u64(&m, 1);
	m_u64(&m, a->len);
	m_bytes(&m, a->bytes, a->nbytes);
	if (a->op == OP_clBuildProgram)
		m_u64(&m, 0); /* pfn_notify */
	return m_send(r->req, &m, 3);
}

static void case_string_without_nul(void)
{
	struct str_arg a1 = { OP_clCreateKernel, 4, "kkkkkkkk", 8 };
	struct str_arg a2 = { OP_clBuildProgram, 5, "-Werrorx", 8 };
	struct str_arg a3 = { OP_clCreateKernel, UINT64_MAX, "k\0\0\0\0\0\0\0", 8 };
	struct str_arg a4 = { OP_clBuildProgram, 16, "-DX=1\0\0\0", 8 };

	hostile("clCreateKernel name of length 4 with no NUL at [4]", send_bad_string, &a1,
		"protocol violation in clCreateKernel");
	hostile("clBuildProgram options of length 5 with no NUL at [5]", send_bad_string, &a2,
		"protocol violation in clBuildProgram");
	hostile("clCreateKernel name whose length field is 2^64 - 1", send_bad_string, &a3,
		"protocol violation in clCreateKernel");
	hostile("clBuildProgram options whose length runs past the message", send_bad_string, &a4,
		"protocol violation in clBuildProgram");
}

static void case_handle_count_max(void)
{
	struct msg m;

	m_init(&m, OP_clWaitForEvents);
	m_i32(&m, -1); /* num_events = 2^32 - 1 */
	m_u64(&m, 1);  /* event_list present */
	m_u64(&m, 0x1);
	m_u64(&m, 0x2);
	message("clWaitForEvents with num_events 2^32 - 1 and two IDs", &m,
		"handle list of 4294967295 entries");
	m_init(&m, OP_clCreateContext);
	m_u64(&m, 0x50);
	m_u64(&m, 0);
	m_i32(&m, -1); /* num_devices = 2^32 - 1 */
	m_u64(&m, 1);
	m_u64(&m, VCL_ID_SERVER_BIT | 2);
	m_u64(&m, 0);
	message("clCreateContext with num_devices 2^32 - 1", &m, "handle list of 4294967295 entries");
	m_init(&m, OP_clWaitForEvents);
	m_i32(&m, 1000); /* within the cap, but the message holds two */
	m_u64(&m, 1);
	m_u64(&m, 0x1);
	m_u64(&m, 0x2);
	message("clWaitForEvents with num_events 1000 and two IDs", &m, "handle list of 1000 entries");
}

static bool send_dup_context(struct raw *r, void *arg)
{
	bool replied;

	(void)arg;
	return create_context(r, 0x60, &replied) == CL_SUCCESS && (create_context(r, 0x60, &replied), true);
}

static void case_new_id(void)
{
	struct msg m;

	hostile("clCreateContext twice with new ID 0x60", send_dup_context, NULL,
		"new ID 0x60 is in use");
	m_init(&m, OP_clCreateContext);
	m_u64(&m, VCL_ID_SERVER_BIT | 5);
	m_u64(&m, 0);
	m_i32(&m, 0);
	m_u64(&m, 0);
	m_u64(&m, 0);
	message("clCreateContext with a new ID in the back-end's range", &m, "in the back-end's range");
}

static bool send_leftover(struct raw *r, void *arg)
{
	struct msg m;

	(void)arg;
	m_init(&m, OP_clGetDeviceInfo);
	m_u64(&m, r->dev[0]);
	m_i32(&m, CL_DEVICE_NAME);
	m_u64(&m, 64);
	m_u64(&m, 1);
	m_u64(&m, 1);
	m_u64(&m, 0xdead); /* 8 bytes nobody asked for */
	return m_send(r->req, &m, 4);
}

static void case_leftover_bytes(void)
{
	hostile("a valid clGetDeviceInfo with 8 bytes left over", send_leftover, NULL,
		"8 bytes left over");
}

/* A guest parks its own channels in the session's notify queue (SCM_RIGHTS) and goes: nothing may
 * keep them open behind the daemon's back; the session ends, with the reason logged. */
static void case_parked_channels(void)
{
	struct raw r;
	int fds[2];
	char byte = 1;
	char cbuf[CMSG_SPACE(sizeof(fds))] = { 0 };
	struct iovec iov = { &byte, 1 };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf,
			     .msg_controllen = sizeof(cbuf) };
	struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);
	char ended[64];

	VT_REQUIRE(raw_open(&r), "a raw session opens");
	fds[0] = r.req;
	fds[1] = r.ntf;
	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	cm->cmsg_len = CMSG_LEN(sizeof(fds));
	memcpy(CMSG_DATA(cm), fds, sizeof(fds));
	VT_CHECK(sendmsg(r.ntf, &mh, MSG_NOSIGNAL) == 1, "its two channels sent on its notify channel");
	close(r.req);
	close(r.ntf);
	snprintf(ended, sizeof(ended), "session %u: ended", r.session);
	VT_CHECK(vt_log_wait(&vt_d, ended, 1, 5), "the session ends although the guest's channels "
		 "were parked in its queue (%s)", ended);
	VT_CHECK(vt_log_count(&vt_d, "protocol violation on the notify channel") == 1,
		 "the daemon logs the bytes on the notify channel as a violation");
}

static void case_bad_hello(void)
{
	static const struct {
		uint64_t magic, version, role;
		const char *what, *reason;
	} v[] = {
		{ 0x12345678, 1, 1, "HELLO with a wrong magic", "rejected a connection: no valid HELLO" },
		{ VCL_PROTO_MAGIC, 2, 1, "HELLO with version 2", "rejected a connection: no valid HELLO" },
		{ VCL_PROTO_MAGIC, 1, 3, "HELLO with role 3", "rejected a connection: role 3" },
		{ VCL_PROTO_MAGIC, 1, 2, "notify HELLO with an unknown token",
		  "rejected a notify channel: unknown session token" },
	};

	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		struct msg m;
		int before = vt_log_count(&vt_d, v[i].reason), fd;

		good_sessions_check(v[i].what);
		fd = sock_connect();
		VT_REQUIRE(fd >= 0, "connect");
		m_init(&m, VCL_OP_HELLO);
		m_u64(&m, v[i].magic);
		m_u64(&m, v[i].version);
		m_u64(&m, v[i].role);
		m_u64(&m, 0xabc);
		m_u64(&m, 0xdef);
		VT_CHECK(m_send(fd, &m, 0), "%s: sent", v[i].what);
		VT_CHECK(closed_by_peer(fd, CLOSE_TIMEOUT_MS), "%s: the daemon closes the connection",
			 v[i].what);
		VT_CHECK(vt_log_wait(&vt_d, v[i].reason, before + 1, 5), "%s: the log says \"%s\"",
			 v[i].what, v[i].reason);
		close(fd);
		good_sessions_check(v[i].what);
	}
	/* a HELLO whose size is not 40, and a connection that sends nothing at all and closes */
	{
		struct vcl_msg_hdr h = { 48, VCL_OP_HELLO, 0, 0 };
		int before = vt_log_count(&vt_d, "no valid HELLO"), fd = sock_connect();
		VT_CHECK(fd >= 0 && write_all(fd, &h, sizeof(h)) && closed_by_peer(fd, CLOSE_TIMEOUT_MS),
			 "HELLO announcing 48 bytes: the daemon closes the connection");
		VT_CHECK(vt_log_wait(&vt_d, "no valid HELLO", before + 1, 5), "... and logs why");
		if (fd >= 0)
			close(fd);
		fd = sock_connect();
		if (fd >= 0)
			close(fd);
		good_sessions_check("a connection that closes at once");
	}
}

/*
 * A guest that dies with blocking calls in flight: n clWaitForEvents on user events nobody will
 * set, then both channels close. The daemon must notice, fail the user events so the blocked host
 * calls return, and end the session - also with more blocked calls than VCL_MAX_SESSION_THREADS,
 * where the daemon runs the last ones on the session's reader thread.
 */
static void blocked_then_close(unsigned n)
{
	struct raw b;
	struct msg m;
	bool replied;
	char what[96];
	unsigned ok = 0;

	snprintf(what, sizeof(what), "%u clWaitForEvents blocked on user events, then the guest closes",
		 n);
	good_sessions_check(what);
	VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
	VT_REQUIRE(create_context(&b, 0x70, &replied) == CL_SUCCESS, "context 0x70");
	for (unsigned i = 0; i < n; i++) {
		uint8_t rep[64];
		int32_t ret = 1;
		m_init(&m, OP_clCreateUserEvent);
		m_u64(&m, 0x100 + i);
		m_u64(&m, 0x70);
		if (call(&b, &m, rep, sizeof(rep)) >= 8)
			memcpy(&ret, rep, 4);
		ok += ret == CL_SUCCESS;
	}
	VT_CHECK(ok == n, "%u user events created (%u)", n, ok);
	for (unsigned i = 0; i < n; i++) {
		m_init(&m, OP_clWaitForEvents);
		m_i32(&m, 1);
		m_u64(&m, 1);
		m_u64(&m, 0x100 + i);
		m_send(b.req, &m, 1000 + i); /* no reply will come: nobody sets the events */
	}
	vt_sleep_ms(300); /* let the daemon take them all up */
	raw_close(&b);
	VT_CHECK(log_says(b.session, "guest disconnected", 5),
		 "%s: the log says \"session %u: guest disconnected\"", what, b.session);
	VT_CHECK(log_says(b.session, "objects released", 5),
		 "%s: the log says \"session %u: ended, N objects released\"", what, b.session);
	good_sessions_check(what);
}

static void case_blocked_calls_then_close(void)
{
	blocked_then_close(4);
	blocked_then_close(VCL_MAX_SESSION_THREADS - 1);
	blocked_then_close(VCL_MAX_SESSION_THREADS + 8);
}

/*
 * A guest that never reads its notify channel: its non-blocking reads complete on the host, and
 * the daemon's send of their data (or of any callback) cannot finish. That must stall only this
 * guest - not the host's callback threads, and so not the other sessions' reads and callbacks -
 * and the session must still end cleanly when the guest goes.
 */
static void notify_not_read(unsigned nreads, size_t size)
{
	struct raw b;
	struct msg m;
	bool replied;
	uint8_t rep[64];
	int32_t ret = 1;
	char what[128];
	unsigned ok = 0;

	snprintf(what, sizeof(what),
		 "%u non-blocking reads of %zu MiB on %u queues, notify channel never read", nreads,
		 size >> 20, nreads);
	good_sessions_check(what);
	VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
	VT_REQUIRE(create_context(&b, 0x80, &replied) == CL_SUCCESS, "context 0x80");
	m_init(&m, OP_clCreateBuffer);
	m_u64(&m, 0x82);
	m_u64(&m, 0x80);
	m_u64(&m, CL_MEM_READ_WRITE);
	m_u64(&m, size);
	m_u64(&m, 0);
	VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4),
		   "buffer 0x82 of %zu MiB", size >> 20);
	for (unsigned i = 0; i < nreads; i++) {
		/* one queue each, so that the host can run them all at once */
		create_queue_msg(&m, 0x100 + i, 0x80, b.dev[0]);
		ret = 1;
		if (call(&b, &m, rep, sizeof(rep)) >= 8)
			memcpy(&ret, rep, 4);
		if (ret != CL_SUCCESS)
			break;
		/* as vcl_fe_clEnqueueReadBuffer sends a non-blocking read (it always names an event) */
		m_init(&m, OP_clEnqueueReadBuffer);
		m_u64(&m, 0x200 + i); /* event */
		m_u64(&m, 0x100 + i); /* queue */
		m_u64(&m, 0x82);      /* buffer */
		m_i32(&m, CL_FALSE);  /* blocking */
		m_u64(&m, 0);         /* offset */
		m_u64(&m, size);      /* span */
		m_i32(&m, 0);         /* num_events_in_wait_list */
		m_u64(&m, 0);         /* event_wait_list: absent */
		m_u64(&m, 0);         /* preimage (the guest's bytes around a rectangle): absent */
		ret = 1;
		if (call(&b, &m, rep, sizeof(rep)) >= 8)
			memcpy(&ret, rep, 4);
		ok += ret == CL_SUCCESS;
	}
	VT_CHECK(ok == nreads, "%s: %u reads accepted (%u)", what, nreads, ok);
	vt_sleep_ms(300); /* the host completes them; the daemon tries to send the data */
	good_sessions_check(what);
	raw_close(&b);
	VT_CHECK(log_says(b.session, "objects released", 10),
		 "%s: after the guest closes, the log says \"session %u: ended, N objects released\"",
		 what, b.session);
	good_sessions_check("after the guest that did not read its notify channel closed");
}

static void case_notify_channel_not_read(void)
{
	/* more reads than the host has threads that run commands (PoCL: one per core), each larger
	 * than any socket buffer, so that sending its data must wait for the guest */
	notify_not_read(8, (size_t)16 << 20);
}

/*
 * Memory a guest can make the daemon hold: non-blocking writes behind user events it never sets.
 * The daemon keeps each write's data until the host write is done, so 20 writes of 64 MiB - sent
 * from one 64 MiB guest buffer - hold 1.25 GiB in the daemon for 64 MiB of the guest's. One guest
 * must not be able to do that without bound (every allocation against a named cap, STYLE.md): the
 * daemon must refuse some of them (an error reply, or the end of the session). Each write has its
 * own queue, buffer and user event, so that failing them at the end of the session runs into no
 * other known problem (PoCL aborts on a failed event with two commands behind it, and commands on
 * one buffer depend on each other: integration.failed_user_event_chain).
 */
static void case_pending_write_memory(void)
{
	const size_t size = (size_t)64 << 20;
	const unsigned n = 20;
	struct raw b;
	struct msg m;
	bool replied;
	uint8_t rep[64];
	char *data = malloc(size);
	unsigned accepted = 0;
	long before, peak;

	VT_REQUIRE(data, "64 MiB of guest data");
	memset(data, 0x33, size);
	good_sessions_check("pending writes");
	VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
	VT_REQUIRE(create_context(&b, 0x80, &replied) == CL_SUCCESS, "context 0x80");
	before = vt_daemon_rss_kib(&vt_d);
	for (unsigned i = 0; i < n; i++) {
		struct vcl_msg_hdr h;
		int32_t ret = 1;
		create_queue_msg(&m, 0x100 + i, 0x80, b.dev[0]);
		if (call(&b, &m, rep, sizeof(rep)) < 8 || memcmp(rep, &(int32_t){ 0 }, 4))
			break;
		m_init(&m, OP_clCreateUserEvent);
		m_u64(&m, 0x200 + i);
		m_u64(&m, 0x80);
		if (call(&b, &m, rep, sizeof(rep)) < 8 || memcmp(rep, &(int32_t){ 0 }, 4))
			break;
		m_init(&m, OP_clCreateBuffer);
		m_u64(&m, 0x300 + i);
		m_u64(&m, 0x80);
		m_u64(&m, CL_MEM_READ_WRITE);
		m_u64(&m, size);
		m_u64(&m, 0);
		if (call(&b, &m, rep, sizeof(rep)) < 8 || memcmp(rep, &(int32_t){ 0 }, 4))
			break;
		/* as vcl_fe_clEnqueueWriteBuffer sends a non-blocking write with a one-event wait list */
		m_init(&m, OP_clEnqueueWriteBuffer);
		m_u64(&m, 0);         /* no event */
		m_u64(&m, 0x100 + i); /* queue */
		m_u64(&m, 0x300 + i); /* buffer */
		m_i32(&m, CL_FALSE);  /* blocking */
		m_u64(&m, 0);         /* offset */
		m_u64(&m, size);      /* span */
		m_i32(&m, 1);         /* num_events_in_wait_list */
		m_u64(&m, 1);         /* event_wait_list: present */
		m_u64(&m, 0x200 + i);
		m_u64(&m, 1);         /* data: present */
		m_u64(&m, size);      /* its length; the bytes follow */
		((struct vcl_msg_hdr *)m.b)->size = (uint32_t)(m.n - sizeof(h) + size);
		((struct vcl_msg_hdr *)m.b)->tag = ++b.next_tag;
		if (!write_all(b.req, m.b, m.n) || !write_all(b.req, data, size) ||
		    !read_all(b.req, &h, sizeof(h), REPLY_TIMEOUT_MS) || h.op != VCL_OP_REPLY || h.size > 64 ||
		    !read_all(b.req, rep, h.size, REPLY_TIMEOUT_MS))
			break; /* the daemon ended the session */
		memcpy(&ret, rep, 4);
		if (ret != CL_SUCCESS)
			break; /* refused with an API error */
		accepted++;
	}
	peak = vt_daemon_rss_kib(&vt_d);
	vt_note("pending writes: %u of %u accepted; daemon RSS %ld MiB before, %ld MiB after", accepted, n,
		before >> 10, peak >> 10);
	VT_CHECK(accepted < n,
		 "the daemon refuses to hold %u x 64 MiB of pending writes for one guest (held %u, RSS "
		 "grew %ld MiB)",
		 n, accepted, (peak - before) >> 10);
	raw_close(&b);
	VT_CHECK(log_says(b.session, "objects released", 5),
		 "after the guest closes, the log says \"session %u: ended, N objects released\"",
		 b.session);
	good_sessions_check("pending writes");
	free(data);
}

/* ---- shared-memory regions (shm: transport) --------------------------------------------------- */

/* One byte carrying fd (SCM_RIGHTS), or a plain byte if fd < 0: what the front-end sends after
 * VCL_OP_ATTACH_SHM. */
static bool send_fd_byte(int sock, int fd)
{
	union {
		struct cmsghdr h;
		char buf[CMSG_SPACE(sizeof(int))];
	} u;
	char byte = 0;
	struct iovec iov = { &byte, 1 };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1 };

	if (fd >= 0) {
		struct cmsghdr *c;
		memset(&u, 0, sizeof(u));
		mh.msg_control = u.buf;
		mh.msg_controllen = sizeof(u.buf);
		c = CMSG_FIRSTHDR(&mh);
		c->cmsg_level = SOL_SOCKET;
		c->cmsg_type = SCM_RIGHTS;
		c->cmsg_len = CMSG_LEN(sizeof(int));
		memcpy(CMSG_DATA(c), &fd, sizeof(int));
	}
	return sendmsg(sock, &mh, MSG_NOSIGNAL) == 1;
}

/* A memfd of size bytes, sealed against shrinking as the front-end seals it (unless !seal). */
static int region_fd(uint64_t size, bool seal)
{
	int fd = memfd_create("vt-hostile-region", MFD_CLOEXEC | MFD_ALLOW_SEALING);

	if (fd < 0)
		return -1;
	if (ftruncate(fd, (off_t)size) ||
	    (seal && fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL))) {
		close(fd);
		return -1;
	}
	return fd;
}

/* VCL_OP_ATTACH_SHM announcing size, then the descriptor byte (fd < 0: none). Our copy of fd is
 * closed here. With want_reply, the attachment must be accepted. */
static bool attach(struct raw *r, int fd, uint64_t size, bool want_reply)
{
	struct msg m;
	struct vcl_msg_hdr h;
	uint8_t rep[64];
	int32_t ret = -1;
	bool ok;

	m_init(&m, VCL_OP_ATTACH_SHM);
	m_u64(&m, size);
	ok = m_send(r->req, &m, ++r->next_tag) && send_fd_byte(r->req, fd);
	if (fd >= 0)
		close(fd);
	if (!ok || !want_reply)
		return ok;
	if (!read_all(r->req, &h, sizeof(h), REPLY_TIMEOUT_MS) || h.op != VCL_OP_REPLY ||
	    h.size < 8 || h.size > sizeof(rep) || !read_all(r->req, rep, h.size, REPLY_TIMEOUT_MS)) {
		fprintf(stderr, "# attach: no reply (op %u size %u)\n", h.op, h.size);
		return false;
	}
	memcpy(&ret, rep, 4);
	if (ret != CL_SUCCESS)
		fprintf(stderr, "# attach: reply %d\n", ret);
	return ret == CL_SUCCESS;
}

#define HOSTILE_REGION ((uint64_t)1 << 20)

struct attach_arg {
	uint64_t file_size, announced;
	int kind; /* 0 sealed memfd, 1 unsealed memfd, 2 a socket, 3 no descriptor, 4 two regions */
};

static bool send_bad_attach(struct raw *r, void *arg)
{
	struct attach_arg *a = arg;
	int fd = -1;

	if (a->kind == 0 || a->kind == 1 || a->kind == 4)
		fd = region_fd(a->file_size, a->kind != 1);
	else if (a->kind == 2)
		fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (a->kind != 3 && fd < 0)
		return false;
	if (a->kind == 4) {
		if (!attach(r, fd, a->file_size, true))
			return false;
		fd = region_fd(a->file_size, true);
		/* the daemon may end the session on the second ATTACH_SHM before its descriptor byte
		 * is sent (EPIPE then): what counts is the checks that follow (closed, logged) */
		attach(r, fd, a->announced, false);
		return true;
	}
	/* the daemon may end the session on the announced size alone, before the descriptor byte
	 * is sent (EPIPE then): what counts is the checks that follow (closed, logged reason) */
	attach(r, fd, a->announced, false);
	return true;
}

/* Descriptors the daemon holds, and whether it still maps a region of ours. */
static int daemon_fds(void)
{
	char path[64];
	DIR *d;
	int n = 0;

	snprintf(path, sizeof(path), "/proc/%d/fd", (int)vt_d.pid);
	d = opendir(path);
	if (!d)
		return -1;
	while (readdir(d))
		n++;
	closedir(d);
	return n;
}

/* The daemon's descriptor count once it settles back to want (session processes are reaped and
 * their control sockets closed asynchronously): the count, after at most 5 s. */
static int daemon_fds_settle(int want)
{
	double until = vt_now() + 5;
	int n;

	while ((n = daemon_fds()) != want && vt_now() < until)
		vt_sleep_ms(20);
	return n;
}

static int daemon_region_maps(void)
{
	char path[64], line[512];
	FILE *f;
	int n = 0;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)vt_d.pid);
	f = fopen(path, "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (strstr(line, "vt-hostile-region"))
			n++;
	fclose(f);
	return n;
}

static void case_bad_region(void)
{
	static const struct {
		const char *what;
		struct attach_arg a;
		const char *reason;
	} v[] = {
		{ "a region fd smaller than announced", { 64 << 10, HOSTILE_REGION, 0 },
		  "not a regular file of the announced size" },
		{ "a region fd larger than announced", { 2 * HOSTILE_REGION, HOSTILE_REGION, 0 },
		  "not a regular file of the announced size" },
		{ "a region size that is not a power of two", { 3 << 20, 3 << 20, 0 },
		  "not a power of two" },
		{ "a region over the 1 GiB cap", { 64 << 10, (uint64_t)2 << 30, 0 },
		  "not a power of two" },
		{ "a memfd not sealed against shrinking", { HOSTILE_REGION, HOSTILE_REGION, 1 },
		  "F_SEAL_SHRINK" },
		{ "a socket instead of a memfd", { 0, HOSTILE_REGION, 2 }, "not a regular file" },
		{ "no descriptor after ATTACH_SHM", { 0, HOSTILE_REGION, 3 }, "no region descriptor" },
		{ "a second region", { HOSTILE_REGION, HOSTILE_REGION, 4 }, "a second shared region" },
	};
	int fds0, fds1;

	vt_sleep_ms(200);
	fds0 = daemon_fds();
	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		struct attach_arg a = v[i].a;
		hostile(v[i].what, send_bad_attach, &a, v[i].reason);
	}
	fds1 = daemon_fds_settle(fds0);
	VT_CHECK(fds0 > 0 && fds1 == fds0,
		 "every received region descriptor was closed (daemon fds before %d, after %d)", fds0,
		 fds1);
	VT_CHECK(daemon_region_maps() == 0, "no rejected or ended region stays mapped in the daemon");
}

/* Items that point outside the region, or into it where only inline bytes may be. */
struct item_arg {
	uint64_t off, len;
	bool attach_first;
	int where; /* 0 clCreateBuffer initial contents, 1 program source */
};

static bool send_bad_item(struct raw *r, void *arg)
{
	struct item_arg *a = arg;
	struct msg m;
	bool replied;

	if (a->attach_first && !attach(r, region_fd(HOSTILE_REGION, true), HOSTILE_REGION, true))
		return false;
	if (create_context(r, 0x20, &replied) != CL_SUCCESS || !replied)
		return false;
	if (a->where == 1) {
		m_init(&m, OP_clCreateProgramWithSource);
		m_u64(&m, 0x22);
		m_u64(&m, 0x20);
		m_u64(&m, 1);
	} else {
		m_init(&m, OP_clCreateBuffer);
		m_u64(&m, 0x21);
		m_u64(&m, 0x20);
		m_u64(&m, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR);
		m_u64(&m, a->len);
	}
	m_u64(&m, VCL_PRESENT_REGION);
	m_u64(&m, a->off);
	m_u64(&m, a->len);
	return m_send(r->req, &m, 99);
}

static void case_bad_region_item(void)
{
	static const struct {
		const char *what;
		struct item_arg a;
	} v[] = {
		{ "initial contents at the region's end", { HOSTILE_REGION, 64 << 10, true, 0 } },
		{ "initial contents running past the region's end",
		  { HOSTILE_REGION - (64 << 10), 128 << 10, true, 0 } },
		{ "initial contents longer than the region", { 0, 2 * HOSTILE_REGION, true, 0 } },
		{ "offset + length overflowing 64 bits", { UINT64_MAX - 4095, 64 << 10, true, 0 } },
		{ "an offset near 2^63", { (uint64_t)1 << 63, 64 << 10, true, 0 } },
		{ "a region item shorter than VCL_REGION_MIN", { 0, 4096, true, 0 } },
		{ "a program source in the region (structured data stays inline)",
		  { 0, 64 << 10, true, 1 } },
		{ "a region item on a session without a region", { 0, 64 << 10, false, 0 } },
	};
	int fds0, fds1;

	vt_sleep_ms(200);
	fds0 = daemon_fds();
	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		struct item_arg a = v[i].a;
		hostile(v[i].what, send_bad_item, &a, "handler failed");
	}
	fds1 = daemon_fds_settle(fds0);
	VT_CHECK(fds0 > 0 && fds1 == fds0, "the daemon holds as many descriptors as before (%d, %d)",
		 fds0, fds1);
	VT_CHECK(daemon_region_maps() == 0, "no region of an ended session stays mapped");
}


/* Request rings in the region (VCL_OP_ATTACH_SHM with a ring size): the guest owns the producer
 * index of the first ring and can write anything there. */
struct ring_arg {
	int kind; /* 0 rings that do not fit, 1 an impossible tail, 2 garbage through the ring */
};

static bool send_bad_ring(struct raw *r, void *arg)
{
	struct ring_arg *a = arg;
	const uint64_t ring = 4096;
	struct msg m;
	struct vcl_msg_hdr h;
	uint8_t rep[64], *base;
	int fd = region_fd(HOSTILE_REGION, true);
	bool ok;

	if (fd < 0)
		return false;
	base = mmap(NULL, HOSTILE_REGION, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (base == MAP_FAILED) {
		close(fd);
		return false;
	}
	m_init(&m, VCL_OP_ATTACH_SHM);
	m_u64(&m, HOSTILE_REGION);
	m_u64(&m, a->kind == 0 ? HOSTILE_REGION : ring);
	ok = m_send(r->req, &m, ++r->next_tag) && send_fd_byte(r->req, fd);
	close(fd);
	/* rings that do not fit: the daemon may end the session on the message alone, before the
	 * descriptor byte is sent (EPIPE then); the checks that follow decide (closed, logged) */
	if (a->kind == 0)
		ok = true;
	if (ok && a->kind != 0)
		ok = read_all(r->req, &h, sizeof(h), REPLY_TIMEOUT_MS) && h.op == VCL_OP_REPLY &&
		     h.size >= 8 && h.size <= sizeof(rep) && read_all(r->req, rep, h.size, REPLY_TIMEOUT_MS);
	if (ok && a->kind == 1) {
		/* tail three rings ahead of a head at 0: more bytes than the ring holds */
		__atomic_store_n((uint32_t *)base, (uint32_t)(3 * ring), __ATOMIC_SEQ_CST);
		syscall(SYS_futex, (uint32_t *)base, FUTEX_WAKE, 1, NULL, NULL, 0);
	} else if (ok && a->kind == 2) {
		/* a well-framed message with an unknown opcode, through the ring */
		struct vcl_msg_hdr bad = { 0, 0xbeef, 0, 1 };
		memcpy(base + VCL_RING_CTL, &bad, sizeof(bad));
		__atomic_store_n((uint32_t *)base, (uint32_t)sizeof(bad), __ATOMIC_SEQ_CST);
		syscall(SYS_futex, (uint32_t *)base, FUTEX_WAKE, 1, NULL, NULL, 0);
	}
	munmap(base, HOSTILE_REGION);
	return ok;
}

static void case_bad_ring(void)
{
	struct ring_arg a0 = { 0 }, a1 = { 1 }, a2 = { 2 };

	hostile("rings that do not fit the region", send_bad_ring, &a0, "do not fit");
	hostile("a ring tail more than a ring ahead of its head", send_bad_ring, &a1,
		"guest disconnected (Bad message)");
	hostile("an unknown opcode through the request ring", send_bad_ring, &a2, "unknown opcode");
}

/*
 * A new object ID of 0: the call would make a host object the session never tracks (never released,
 * outside the object limit). It must be a protocol violation, for hand-written decoders
 * (clCreateContext, clCreateBuffer) and generated ones (clCreateCommandQueue, clCreateUserEvent)
 * alike: vcl_be_dec_newid is the one place.
 */
static bool send_zero_id(struct raw *r, void *arg)
{
	struct msg m;
	bool replied;
	int which = *(int *)arg;

	if (which == 0) {
		m_init(&m, OP_clCreateContext);
		m_u64(&m, 0);
		m_u64(&m, 0); /* properties: absent */
		m_i32(&m, 1);
		m_u64(&m, 1);
		m_u64(&m, r->dev[0]);
		m_u64(&m, 0); /* pfn_notify: none */
		return m_send(r->req, &m, 5);
	}
	if (create_context(r, 0x50, &replied) != CL_SUCCESS)
		return false;
	if (which == 1) {
		m_init(&m, OP_clCreateBuffer);
		m_u64(&m, 0);
		m_u64(&m, 0x50);
		m_u64(&m, CL_MEM_READ_WRITE);
		m_u64(&m, 4096);
		m_u64(&m, 0); /* host_ptr: none */
	} else if (which == 2) {
		create_queue_msg(&m, 0, 0x50, r->dev[0]);
	} else {
		m_init(&m, OP_clCreateUserEvent);
		m_u64(&m, 0);
		m_u64(&m, 0x50);
	}
	return m_send(r->req, &m, 6);
}

/*
 * A handle list announced with N entries but sent absent: the host would read N handles from NULL
 * (PoCL 3.1 does, in clEnqueueNDRangeKernel: found by tests/fuzz). The front-end only sends no list
 * for a count of 0, so it is a protocol violation, in generated decoders (clWaitForEvents) and
 * hand-written ones (the wait list of clEnqueueReadBuffer) alike: vcl_be_dec_objs is the one place.
 */
static bool send_absent_list(struct raw *r, void *arg)
{
	struct msg m;
	bool replied;
	uint8_t rep[64];

	if (!*(int *)arg) {
		m_init(&m, OP_clWaitForEvents);
		m_i32(&m, 3);  /* num_events */
		m_u64(&m, 0);  /* event_list: absent */
		return m_send(r->req, &m, 5);
	}
	if (create_context(r, 0x50, &replied) != CL_SUCCESS)
		return false;
	create_queue_msg(&m, 0x51, 0x50, r->dev[0]);
	if (call(r, &m, rep, sizeof(rep)) < 8)
		return false;
	m_init(&m, OP_clCreateBuffer);
	m_u64(&m, 0x52);
	m_u64(&m, 0x50);
	m_u64(&m, CL_MEM_READ_WRITE);
	m_u64(&m, 64);
	m_u64(&m, 0);
	if (call(r, &m, rep, sizeof(rep)) < 8)
		return false;
	m_init(&m, OP_clEnqueueReadBuffer);
	m_u64(&m, 0);        /* event: none */
	m_u64(&m, 0x51);
	m_u64(&m, 0x52);
	m_i32(&m, CL_FALSE); /* non-blocking */
	m_u64(&m, 0);        /* offset */
	m_u64(&m, 64);       /* span */
	m_i32(&m, 5);        /* num_events_in_wait_list */
	m_u64(&m, 0);        /* event_wait_list: absent */
	m_u64(&m, 0);        /* preimage: absent */
	return m_send(r->req, &m, 6);
}

static void case_absent_handle_list(void)
{
	int i = 0;

	hostile("clWaitForEvents of 3 events with no list", send_absent_list, &i,
		"absent handle list of 3 entries");
	i = 1;
	hostile("clEnqueueReadBuffer waiting for 5 events with no list", send_absent_list, &i,
		"absent handle list of 5 entries");
}

/* Large items in pieces (VCL_OP_STAGE) that break the rules: a first piece not at offset 0, a
 * stage ID of 0, a piece past the item's length, and a call that names a staged item that was
 * never sent. */
static bool send_bad_stage(struct raw *r, void *arg)
{
	int mode = *(int *)arg;
	static const char bytes[16] = "0123456789abcdef";
	struct msg m;
	uint8_t rep[64];
	bool replied;

	if (mode == 3) {
		if (create_context(r, 0x51, &replied) != CL_SUCCESS)
			return false;
		m_init(&m, OP_clCreateProgramWithSource);
		m_u64(&m, 0x52);
		m_u64(&m, 0x51);
		m_u64(&m, 1);
		m_u64(&m, VCL_PRESENT_STAGED);
		m_u64(&m, 77); /* never staged */
		return m_send(r->req, &m, 5);
	}
	if (mode == 2) {
		/* a good first piece of 16 bytes of a 16-byte item, then 16 more */
		m_init(&m, VCL_OP_STAGE);
		m_u64(&m, 9);
		m_u64(&m, 16);
		m_u64(&m, 0);
		m_buf(&m, bytes, 16);
		if (call(r, &m, rep, sizeof(rep)) < 8)
			return false;
	}
	m_init(&m, VCL_OP_STAGE);
	m_u64(&m, mode == 1 ? 0 : 9);
	m_u64(&m, 16);
	m_u64(&m, mode == 0 ? 8 : mode == 2 ? 16 : 0);
	m_buf(&m, bytes, mode == 2 ? 16 : 8);
	return m_send(r->req, &m, 6);
}

static void case_bad_stage(void)
{
	static const char *what[] = { "a first stage piece at offset 8", "a stage ID of 0",
				      "a stage piece past the item's length",
				      "a source naming a staged item never sent" };
	static const char *reason[] = { "out of order", "malformed stage piece", "out of order",
					"staged item 77 unknown or incomplete" };

	for (int i = 0; i < 4; i++)
		hostile(what[i], send_bad_stage, &i, reason[i]);
}

static void case_new_id_zero(void)
{
	static const char *what[] = { "clCreateContext with new ID 0", "clCreateBuffer with new ID 0",
				      "clCreateCommandQueue with new ID 0",
				      "clCreateUserEvent with new ID 0" };

	for (int i = 0; i < 4; i++)
		hostile(what[i], send_zero_id, &i, "new ID 0");
}

/*
 * A blocking read followed at once, without waiting for its reply, by the release and FORGET of
 * the same buffer (what a guest does when another of its threads drops the buffer). The read hands
 * the reading of the request channel to another thread before it blocks; that thread executes the
 * release and FORGET while the read still uses the buffer. The read must have pinned (retained) the
 * buffer before the handover, or the host frees it under the read: the session process crashed in
 * about one run in six (issue 8). Several sessions at once, each many times, with spinning threads
 * in this process so that the daemon's threads are preempted at every point.
 */
#define RACE_SESSIONS 4
#define RACE_ITERS 1500
#define RACE_BYTES 256

struct race {
	struct raw r;
	unsigned bad_reply, bad_data, done;
	bool open_ok;
};

static atomic_bool race_stop;

static void *race_spin(void *arg)
{
	volatile unsigned long n = 0;

	(void)arg;
	while (!atomic_load(&race_stop))
		n++;
	return NULL;
}

static void *race_session(void *arg)
{
	struct race *c = arg;
	struct raw *r = &c->r;
	struct msg m, seq;
	uint8_t pat[RACE_BYTES], rep[RACE_BYTES + 64];
	bool replied;

	for (int i = 0; i < RACE_BYTES; i++)
		pat[i] = (uint8_t)(i * 7 + 3);
	if (create_context(r, 0x80, &replied) != CL_SUCCESS)
		return NULL;
	create_queue_msg(&m, 0x81, 0x80, r->dev[0]);
	if (call(r, &m, rep, sizeof(rep)) < 8 || *(int32_t *)rep != CL_SUCCESS)
		return NULL;
	c->open_ok = true;
	for (unsigned it = 0; it < RACE_ITERS; it++) {
		uint64_t id = 0x1000 + it, tag = ++r->next_tag;
		struct vcl_msg_hdr h;
		int32_t ret;

		m_init(&m, OP_clCreateBuffer);
		m_u64(&m, id);
		m_u64(&m, 0x80);
		m_u64(&m, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR);
		m_u64(&m, RACE_BYTES);
		m_buf(&m, pat, RACE_BYTES);
		if (call(r, &m, rep, sizeof(rep)) < 8 || *(int32_t *)rep != CL_SUCCESS)
			break;
		/* one write: the read, then its buffer's release and FORGET right behind it */
		m_init(&seq, OP_clEnqueueReadBuffer);
		m_u64(&seq, 0);          /* event: none */
		m_u64(&seq, 0x81);       /* queue */
		m_u64(&seq, id);         /* buffer */
		m_i32(&seq, CL_TRUE);    /* blocking */
		m_u64(&seq, 0);          /* offset */
		m_u64(&seq, RACE_BYTES); /* span */
		m_i32(&seq, 0);          /* num_events_in_wait_list */
		m_u64(&seq, 0);          /* wait list: absent */
		m_u64(&seq, 0);          /* preimage: absent */
		((struct vcl_msg_hdr *)seq.b)->size = (uint32_t)(seq.n - sizeof(h));
		((struct vcl_msg_hdr *)seq.b)->tag = tag;
		{
			size_t at = seq.n;
			m_init(&m, OP_clReleaseMemObject);
			m_u64(&m, id);
			((struct vcl_msg_hdr *)m.b)->size = 8;
			memcpy(seq.b + at, m.b, m.n);
			seq.n += m.n;
			at = seq.n;
			m_init(&m, VCL_OP_FORGET);
			m_u64(&m, id);
			((struct vcl_msg_hdr *)m.b)->size = 8;
			memcpy(seq.b + at, m.b, m.n);
			seq.n += m.n;
		}
		if (!write_all(r->req, seq.b, seq.n) ||
		    !read_all(r->req, &h, sizeof(h), REPLY_TIMEOUT_MS) || h.op != VCL_OP_REPLY ||
		    h.tag != tag || h.size > sizeof(rep) || !read_all(r->req, rep, h.size, REPLY_TIMEOUT_MS)) {
			c->bad_reply++;
			break;
		}
		memcpy(&ret, rep + 8, 4);
		if (h.size != 16 + RACE_BYTES || ret != CL_SUCCESS || memcmp(rep + 16, pat, RACE_BYTES))
			c->bad_data++;
		c->done++;
	}
	return NULL;
}

static void case_blocking_read_then_release(void)
{
	struct race c[RACE_SESSIONS];
	pthread_t t[RACE_SESSIONS], spin[2];
	unsigned done = 0, bad_reply = 0, bad_data = 0;
	int crashed_before = vt_log_count(&vt_d, "died of signal");
	int opened = 0;

	memset(c, 0, sizeof(c));
	for (int i = 0; i < RACE_SESSIONS; i++)
		VT_REQUIRE(raw_open(&c[i].r), "raw session %d opens", i);
	atomic_store(&race_stop, false);
	for (int i = 0; i < 2; i++)
		pthread_create(&spin[i], NULL, race_spin, NULL);
	for (int i = 0; i < RACE_SESSIONS; i++)
		pthread_create(&t[i], NULL, race_session, &c[i]);
	for (int i = 0; i < RACE_SESSIONS; i++) {
		pthread_join(t[i], NULL);
		opened += c[i].open_ok;
		done += c[i].done;
		bad_reply += c[i].bad_reply;
		bad_data += c[i].bad_data;
	}
	atomic_store(&race_stop, true);
	for (int i = 0; i < 2; i++)
		pthread_join(spin[i], NULL);
	VT_CHECK(opened == RACE_SESSIONS, "%d sessions made a context and a queue", opened);
	VT_CHECK(done == RACE_SESSIONS * RACE_ITERS && !bad_reply,
		 "%u of %u blocking reads followed at once by their buffer's release and FORGET were "
		 "answered (%u sessions lost)", done, RACE_SESSIONS * RACE_ITERS, bad_reply);
	VT_CHECK(!bad_data, "every read returned CL_SUCCESS and the buffer's contents (%u did not)",
		 bad_data);
	if (bad_reply) /* the daemon logs a session process's death when it reaps it */
		vt_log_wait(&vt_d, "died of signal", crashed_before + 1, 5);
	VT_CHECK(vt_log_count(&vt_d, "died of signal") == crashed_before,
		 "no session process died of a signal");
	for (int i = 0; i < RACE_SESSIONS; i++) {
		VT_CHECK(!log_says(c[i].r.session, "protocol violation", 0),
			 "session %u logged no protocol violation", c[i].r.session);
		raw_close(&c[i].r);
	}
}

static const struct {
	const char *name;
	void (*fn)(void);
} cases[] = {
	{ "short_header", case_short_header },
	{ "unknown_opcode", case_unknown_opcode },
	{ "payload_past_end", case_payload_past_end },
	{ "size_not_multiple_of_8", case_size_not_multiple_of_8 },
	{ "size_over_limit", case_size_over_limit },
	{ "foreign_handle", case_foreign_handle },
	{ "wrong_type_handle", case_wrong_type_handle },
	{ "absurd_allocation", case_absurd_allocation },
	{ "release_unretained", case_release_unretained },
	{ "string_without_nul", case_string_without_nul },
	{ "handle_count_max", case_handle_count_max },
	{ "new_id", case_new_id },
	{ "new_id_zero", case_new_id_zero },
	{ "bad_stage", case_bad_stage },
	{ "absent_handle_list", case_absent_handle_list },
	{ "blocking_read_then_release", case_blocking_read_then_release },
	{ "leftover_bytes", case_leftover_bytes },
	{ "bad_hello", case_bad_hello },
	{ "parked_channels", case_parked_channels },
	{ "blocked_calls_then_close", case_blocked_calls_then_close },
	{ "notify_channel_not_read", case_notify_channel_not_read },
	{ "pending_write_memory", case_pending_write_memory },
	{ "bad_region", case_bad_region },
	{ "bad_region_item", case_bad_region_item },
	{ "bad_ring", case_bad_ring },
};

int main(int argc, char **argv)
{
	char name[96];

	for (size_t i = 0; argc > 1 && i < sizeof(cases) / sizeof(cases[0]); i++) {
		if (strcmp(argv[1], cases[i].name))
			continue;
		snprintf(name, sizeof(name), "hostile.%s", cases[i].name);
		vt_start(name, 80);
		good_sessions_open();
		cases[i].fn();
		good_sessions_check("at the end");
		raw_close(&good);
		return vt_finish();
	}
	fprintf(stderr, "usage: %s CASE (one of:", argv[0]);
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		fprintf(stderr, " %s", cases[i].name);
	fprintf(stderr, ")\n");
	return 2;
}
