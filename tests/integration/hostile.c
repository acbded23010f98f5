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
 * Messages are encoded by the ICD's own encoders: an OpenCL call's generated encoder (vn_enc_NAME,
 * src/frontend/gen/vn_enc.c, taking the call's parameters or its struct vn_args_NAME), linked here
 * with wire_ids.c so that a handle is its per-session wire ID; the EGL calls, the graphics half's
 * own messages (vclDrawClient, vclGetBufferData) and the hand-written GL stubs' calls too
 * (api/gles.api args). Only calls without one - the generated GL stubs' (they encode inline:
 * vn_gl_frontend.c), a few hand-written OpenCL stubs (clWaitForEvents, clFinalizeCommandBufferKHR,
 * clCreateFromGL*) and retain/release - are laid out here, with the wire's item encoders
 * (vcl_enc_*) in their stub's order; the protocol's own messages (HELLO, FORGET, ATTACH_SHM, STAGE)
 * use their generated encoders (vn_enc_msg_NAME) and WELCOME its generated decoder. A malformed message is a
 * well-formed one broken on its bytes (m_find/m_patch/m_trunc/m_append), so that it follows a change
 * of the message's shape; only framing that no encoder makes (headers that lie about their size,
 * unknown opcodes, reserved flags) is written as raw bytes. Opcodes are the fixed numbers of
 * api/opencl.api and api/gles.api; vcl_wire.h gives the framing constants.
 */
#define _GNU_SOURCE
#include "harness.h"
#include "vcl_be.h" /* VCL_MAX_SESSION_THREADS */
#include "vcl_ring.h"
#include "vcl_wire.h"
#include "gen/vn_frontend.h" /* vn_enc_*, struct vn_args_* */

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

#include <CL/cl_gl.h>

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
	OP_clCreateSubBuffer = 77,
	OP_clCreateProgramWithSource = 27,
	OP_clBuildProgram = 31,
	OP_clCreateSampler = 23,
	OP_clCreateKernel = 35,
	OP_clSetKernelArg = 39,
	OP_clWaitForEvents = 42,
	OP_clEnqueueReadBuffer = 49,
	OP_clEnqueueWriteBuffer = 50,
	OP_clEnqueueWriteBufferRect = 82,
	OP_clCreateFromGLBuffer = 67,
	OP_clCreateFromGLRenderbuffer = 70,
	OP_clEnqueueAcquireGLObjects = 73,
	OP_clGetGLContextInfoKHR = 75,
	OP_clCreateUserEvent = 79,
	OP_clSetUserEventStatus = 80,
	OP_clCreateFromGLTexture = 99,
	OP_clSVMAlloc = 103,
	OP_clSVMFree = 104,
	OP_clCreateCommandBufferKHR = 127,
	OP_clFinalizeCommandBufferKHR = 128,
	OP_clEnqueueCommandBufferKHR = 131,
	OP_clCommandBarrierWithWaitListKHR = 132,
};

/* Opcodes from api/gles.api (issue 14). */
enum {
	OP_eglInitialize = 200,
	OP_eglChooseConfig = 203,
	OP_eglCreatePbufferSurface = 205,
	OP_eglCreateContext = 206,
	OP_eglMakeCurrent = 207,
	OP_vclDrawClient = 213,
	OP_vclGetBufferData = 214,
	OP_vclPersistentWrite = 221,
	OP_vclPersistentRead = 222,
	OP_glBindBuffer = 303,
	OP_glBufferData = 312,
	OP_glDrawArrays = 340,
	OP_glEnableVertexAttribArray = 343,
	OP_glGenBuffers = 349,
	OP_glGetError = 360,
	OP_glGetShaderInfoLog = 368,
	OP_glGetTexParameterfv = 372,
	OP_glGetTexParameteriv = 373,
	OP_glReadPixels = 392,
	OP_glTexImage2D = 405,
	OP_glTexParameterfv = 407,
	OP_glVertexAttribPointer = 440,
	OP_glPixelStorei = 390,
	OP_glTexImage3D = 447,
	OP_glTransformFeedbackVaryings = 482,
	OP_glClientWaitSync = 518,
	OP_glVertexAttribDivisor = 534,
	OP_glViewportArrayvOES = 557,
	OP_vclDebugMessages = 215,
	OP_glEnable = 342,
	OP_glDebugMessageInsert = 691,
	OP_glDebugMessageCallback = 692,
	OP_glObjectPtrLabel = 698,
	OP_eglCreateImage = 223,
	OP_eglDestroyImage = 224,
	OP_glBindTexture = 306,
	OP_glEGLImageTargetTexture2DOES = 760,
	OP_glEGLImageTargetRenderbufferStorageOES = 761,
	OP_glEGLImageTargetTexStorageEXT = 762,
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

/*
 * A message: built by the ICD's generated encoder of its call (vn_enc_NAME, src/frontend/gen/vn_enc.c;
 * handles are their wire IDs, wire_ids.c) or, for a call without one, by the wire's item encoders
 * (vcl_enc_*, as the generated stub encodes it), into e; a case that breaks it first takes its
 * bytes (m_flat) and then truncates, patches or appends at an item found by its value.
 */
struct msg {
	struct vcl_enc e;
	bool open;      /* e holds the message (m_init), not yet in b */
	_Alignas(8) uint8_t b[8192]; /* starts with a struct vcl_msg_hdr (8-byte members) */
	size_t n;
};

/* A handle as the generated encoders take it here: the wire ID itself (wire_ids.c). */
#define H(type, id) ((type)(uintptr_t)(id))

static void m_init(struct msg *m, uint16_t op)
{
	vcl_enc_init(&m->e, op, 0);
	m->open = true;
	m->n = 0;
}

/* Items of a call that has no generated encoder of its own (its stub in vn_frontend.c or
 * vn_gl_frontend.c encodes it inline), in that stub's order: the wire's item encoders. */
static void m_u64(struct msg *m, uint64_t v)
{
	VT_REQUIRE(m->open, "an item added while the message is being encoded");
	vcl_enc_u64(&m->e, v);
}

static void m_i32(struct msg *m, int32_t v)
{
	VT_REQUIRE(m->open, "an item added while the message is being encoded");
	vcl_enc_i32(&m->e, v);
}

/* vcl_enc_val: n bytes, padded to 8 */
static void m_bytes(struct msg *m, const void *p, size_t n)
{
	VT_REQUIRE(m->open, "an item added while the message is being encoded");
	vcl_enc_val(&m->e, p, n);
}

/* vcl_enc_buf: presence, length, bytes (copied: a case may send the message later) */
static void m_buf(struct msg *m, const void *p, size_t n)
{
	VT_REQUIRE(m->open, "an item added while the message is being encoded");
	vcl_enc_buf_copy(&m->e, p, n);
}

/* vcl_enc_str: presence, length without the NUL, bytes with the NUL */
static void m_str(struct msg *m, const char *s)
{
	VT_REQUIRE(m->open, "an item added while the message is being encoded");
	vcl_enc_str(&m->e, s);
}

/* The encoded message as bytes in m->b (the test stops if it does not fit: none here is large). */
static void m_flat(struct msg *m)
{
	struct iovec iov[VCL_ENC_MAX_IOV + 1];
	int k;

	if (!m->open)
		return;
	k = vcl_enc_finish(&m->e, iov);
	VT_REQUIRE(k > 0, "a message encodes (%d)", k);
	m->n = 0;
	for (int i = 0; i < k; i++) {
		VT_REQUIRE(m->n + iov[i].iov_len <= sizeof(m->b), "a message of at most %zu bytes",
			   sizeof(m->b));
		memcpy(m->b + m->n, iov[i].iov_base, iov[i].iov_len);
		m->n += iov[i].iov_len;
	}
	vcl_enc_fini(&m->e);
	m->open = false;
}

/* The offset in m of the which-th (from 0) of the of 8-byte items (after the header) that hold v:
 * a u64, or a value of 4 bytes or fewer with its zero padding. The item a case breaks is found by
 * the value it was encoded with, so the case follows the message's shape; the test stops if v is
 * not there exactly of times. */
static size_t m_find_of(struct msg *m, uint64_t v, int which, int of)
{
	size_t at = 0;
	int found = 0;

	m_flat(m);
	for (size_t o = sizeof(struct vcl_msg_hdr); o + 8 <= m->n; o += 8) {
		uint64_t x;
		memcpy(&x, m->b + o, 8);
		if (x == v && found++ == which)
			at = o;
	}
	VT_REQUIRE(found == of, "the message (op %u) has %d items of value %#llx (%d)",
		   ((struct vcl_msg_hdr *)m->b)->op, of, (unsigned long long)v, found);
	return at;
}

/* The one item that holds v (m_find_of). */
static size_t m_find(struct msg *m, uint64_t v)
{
	return m_find_of(m, v, 0, 1);
}

/* The item that holds old (m_find) now holds v. */
static void m_patch(struct msg *m, uint64_t old, uint64_t v)
{
	memcpy(m->b + m_find(m, old), &v, 8);
}

/* The 8 bytes at offset at (an item's, from m_find) are now v. */
static void m_patch_at(struct msg *m, size_t at, uint64_t v)
{
	VT_REQUIRE(at >= sizeof(struct vcl_msg_hdr) && at + 8 <= m->n, "an item at %zu", at);
	memcpy(m->b + at, &v, 8);
}

/* The message without its last n bytes. */
static void m_trunc(struct msg *m, size_t n)
{
	m_flat(m);
	VT_REQUIRE(m->n >= sizeof(struct vcl_msg_hdr) + n, "a message longer than %zu bytes", n);
	m->n -= n;
}

/* An 8-byte item appended to the message. */
static void m_append(struct msg *m, uint64_t v)
{
	m_flat(m);
	VT_REQUIRE(m->n + 8 <= sizeof(m->b), "room for an item");
	memcpy(m->b + m->n, &v, 8);
	m->n += 8;
}

/* The message's bytes with their header's size and the given tag, ready to be written. */
static void m_seal(struct msg *m, uint64_t tag)
{
	struct vcl_msg_hdr *h;

	m_flat(m);
	h = (struct vcl_msg_hdr *)m->b;
	h->size = (uint32_t)(m->n - sizeof(*h));
	h->tag = tag;
}

/* src (tag 0) appended to dst's bytes: several messages in one write. */
static void m_join(struct msg *dst, struct msg *src)
{
	m_seal(src, 0);
	VT_REQUIRE(dst->n + src->n <= sizeof(dst->b), "room for a message");
	memcpy(dst->b + dst->n, src->b, src->n);
	dst->n += src->n;
}

static bool send_iov(int fd, struct iovec *iov, int n)
{
	while (n > 0) {
		struct msghdr mh = { .msg_iov = iov, .msg_iovlen = (size_t)n };
		ssize_t r = sendmsg(fd, &mh, MSG_NOSIGNAL);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return false;
		while (n > 0 && (size_t)r >= iov->iov_len) {
			r -= (ssize_t)iov->iov_len;
			iov++;
			n--;
		}
		if (n > 0) {
			iov->iov_base = (uint8_t *)iov->iov_base + r;
			iov->iov_len -= (size_t)r;
		}
	}
	return true;
}

/* Send m with the given tag: its bytes as a case left them (the header's size then saying how many
 * follow), or, for a message larger than m->b, as encoded (large items by reference). */
static bool m_send(int fd, struct msg *m, uint64_t tag)
{
	struct vcl_msg_hdr *h;

	if (m->open && m->e.total > sizeof(m->b)) {
		struct iovec iov[VCL_ENC_MAX_IOV + 1];
		int k;
		bool ok;
		((struct vcl_msg_hdr *)m->e.buf)->tag = tag;
		k = vcl_enc_finish(&m->e, iov);
		ok = k > 0 && send_iov(fd, iov, k);
		vcl_enc_fini(&m->e);
		m->open = false;
		m->n = 0;
		return ok;
	}
	m_flat(m);
	h = (struct vcl_msg_hdr *)m->b;
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
	vn_enc_msg_hello(&m.e, &(struct vn_args_msg_hello){ .role = role,
							    .token0 = token ? token[0] : 0,
							    .token1 = token ? token[1] : 0 });
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
	struct vn_args_msg_welcome a;
	struct vcl_dec d;
	int started = vt_log_count(&vt_d, ": started");

	memset(r, 0, sizeof(*r));
	r->req = r->ntf = -1;
	r->req = sock_connect();
	if (r->req < 0 || !hello(r->req, VCL_ROLE_REQUEST, NULL) ||
	    !read_all(r->req, &h, sizeof(h), REPLY_TIMEOUT_MS) || h.op != VCL_OP_WELCOME ||
	    h.size < 48 || h.size > sizeof(w) || !read_all(r->req, w, h.size, REPLY_TIMEOUT_MS))
		return false;
	/* api/opencl.api, msg WELCOME: no VM region on a unix socket */
	vcl_dec_init(&d, w, h.size);
	if (vn_dec_msg_welcome(&d, &a) || a.ndev > 16 || a.region || a.region_off)
		return false;
	r->token[0] = a.token0;
	r->token[1] = a.token1;
	r->platform = a.platform;
	r->ndev = a.ndev;
	memcpy(r->dev, a.devices, 8 * r->ndev);
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

/* clGetDeviceInfo(dev, param, size, a value wanted, its size wanted). */
static void device_info_msg(struct msg *m, uint64_t dev, cl_device_info param, size_t size)
{
	m_init(m, OP_clGetDeviceInfo);
	vn_enc_clGetDeviceInfo(&m->e, H(cl_device_id, dev), param, size, true, true);
}

/* clGetDeviceInfo(dev, CL_DEVICE_NAME) as vcl_fe_clGetDeviceInfo sends it. */
static bool device_name(struct raw *r, uint64_t dev, char *name, size_t cap)
{
	struct msg m;
	uint8_t rep[1024];
	ssize_t n;
	int32_t ret;
	uint64_t present, len;

	device_info_msg(&m, dev, CL_DEVICE_NAME, 256);
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

/* clCreateContext(props, n devices, NULL, NULL) with the given new ID. */
static void context_msg(struct msg *m, uint64_t id, const cl_context_properties *props, cl_uint n,
			const uint64_t *devs)
{
	cl_device_id d[16];

	for (cl_uint i = 0; i < n && i < 16; i++)
		d[i] = H(cl_device_id, devs[i]);
	m_init(m, OP_clCreateContext);
	vn_enc_clCreateContext(&m->e, &(struct vn_args_clCreateContext){
		.id = id, .properties = props, .num_devices = n, .devices = devs ? d : NULL });
}

/* clCreateContext(NULL, 1, &dev, NULL, NULL) with the given new ID; returns the result code. */
static int32_t create_context(struct raw *r, uint64_t id, bool *replied)
{
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;
	ssize_t n;

	context_msg(&m, id, NULL, 1, r->dev);
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
	vn_enc_clCreateProgramWithSource(&m.e, &(struct vn_args_clCreateProgramWithSource){
		.id = id, .context = H(cl_context, ctx), .count = 1, .strings = &src,
		.lengths = &(size_t){ strlen(src) } });
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
	/* a bracket's pieces are transfers */
	header_only("VCL_MSG_F_TWIN on clGetDeviceInfo", 40, OP_clGetDeviceInfo, VCL_MSG_F_TWIN,
		    payload, sizeof(payload), false, "unknown opcode 4 (flags 0x8)");
	/* reply parts are for a blocking buffer read only */
	header_only("VCL_MSG_F_PARTS on clGetDeviceInfo", 40, OP_clGetDeviceInfo, VCL_MSG_F_PARTS,
		    payload, sizeof(payload), false, "unknown opcode 4 (flags 0x4)");
	header_only("VCL_MSG_F_PARTS with VCL_MSG_F_NOREPLY", 40, OP_clEnqueueReadBuffer,
		    VCL_MSG_F_PARTS | VCL_MSG_F_NOREPLY, payload, sizeof(payload), false,
		    "flags 0x6");
	/* a chained piece is a write's */
	header_only("VCL_MSG_F_CHAIN on clGetDeviceInfo", 40, OP_clGetDeviceInfo, VCL_MSG_F_CHAIN,
		    payload, sizeof(payload), false, "unknown opcode 4 (flags 0x10)");
	header_only("VCL_MSG_F_CHAIN on clEnqueueReadBuffer", 40, OP_clEnqueueReadBuffer,
		    VCL_MSG_F_CHAIN, payload, sizeof(payload), false, "flags 0x10");
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

/* clCreateCommandQueue(context, device, 0) with new ID newid. */
static void create_queue_msg(struct msg *m, uint64_t newid, uint64_t ctx, uint64_t dev)
{
	m_init(m, OP_clCreateCommandQueue);
	vn_enc_clCreateCommandQueue(&m->e, newid, H(cl_context, ctx), H(cl_device_id, dev), 0);
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
	device_info_msg(&m, VCL_ID_SERVER_BIT | 0x777, CL_DEVICE_NAME, 64);
	message("clGetDeviceInfo on a back-end-range ID the daemon never handed out", &m,
		"unknown device ID");
	device_info_msg(&m, 0, CL_DEVICE_NAME, 64);
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
	device_info_msg(&m, r->platform, CL_DEVICE_NAME, 64);
	return m_send(r->req, &m, 1);
}

static void case_wrong_type_handle(void)
{
	hostile("clCreateCommandQueue with the device ID as its context", send_queue_on_device, NULL,
		"is a device, not a context");
	hostile("clGetDeviceInfo with the platform ID as its device", send_info_on_platform, NULL,
		"is a platform, not a device");
}

/* clCreateBuffer(ctx, flags, size) with new ID id, on SVM address svm (0: none), with the data
 * (NULL: none) or a region item {off, len} (data NULL, len not 0). */
static void buffer_msg(struct msg *m, uint64_t id, uint64_t ctx, cl_mem_flags flags, size_t size,
		       uint64_t svm, const void *data, uint64_t len, uint64_t off)
{
	m_init(m, OP_clCreateBuffer);
	vn_enc_clCreateBuffer(&m->e, &(struct vn_args_clCreateBuffer){
		.id = id, .context = H(cl_context, ctx), .flags = flags, .size = size, .host_ptr_svm = svm,
		.host_ptr = { data ? data : len ? (const void *)1 : NULL, len,
			      data || !len ? VCL_DEC_NOT_IN_REGION : off } });
}

/* clCreateBuffer(ctx, CL_MEM_READ_WRITE, size, no data) with new ID id; its result. */
static int32_t absurd_buffer_on(struct raw *r, uint64_t ctx, uint64_t id, uint64_t size)
{
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;

	buffer_msg(&m, id, ctx, CL_MEM_READ_WRITE, size, 0, NULL, 0, 0);
	if (call(r, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	return ret;
}

/* clCreateBuffer(ctx, flags, size, no data) on a session with context 0x20. */
static bool absurd_buffer(struct raw *r, uint64_t size, int32_t *ret)
{
	struct msg m;
	uint8_t rep[64];
	bool replied;

	if (create_context(r, 0x20, &replied) != CL_SUCCESS || !replied)
		return false;
	buffer_msg(&m, 0x21, 0x20, CL_MEM_READ_WRITE, size, 0, NULL, 0, 0);
	if (call(r, &m, rep, sizeof(rep)) < 8)
		return false;
	memcpy(ret, rep, 4);
	return true;
}

/* clCreateBuffer(ctx 0x20, CL_MEM_USE_HOST_PTR, size) on SVM pointer p (new ID id); its result. */
static int32_t svm_buffer(struct raw *r, uint64_t id, uint64_t p, uint64_t size)
{
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;

	buffer_msg(&m, id, 0x20, CL_MEM_USE_HOST_PTR, size, p, NULL, 0, 0);
	if (call(r, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	return ret;
}

/* clSVMAlloc(context 0x20, CL_MEM_READ_WRITE, size, 0) */
static void svm_alloc_msg(struct msg *m, size_t size)
{
	m_init(m, OP_clSVMAlloc);
	vn_enc_clSVMAlloc(&m->e, &(struct vn_args_clSVMAlloc){
		.context = H(cl_context, 0x20), .flags = CL_MEM_READ_WRITE, .size = size });
}

/* clSVMFree(context 0x20, p) */
static void svm_free_msg(struct msg *m, uint64_t p)
{
	m_init(m, OP_clSVMFree);
	vn_enc_clSVMFree(&m->e, &(struct vn_args_clSVMFree){ .context = H(cl_context, 0x20),
							     .svm_pointer = p });
}

/* clReleaseMemObject, clRetainContext, clReleaseContext: one bare ID (flag args, no encoder of
 * their own: the front-end's one retain/release path sends them, vcl_fe_obj.c) */
static void retain_release_msg(struct msg *m, uint16_t op, uint64_t id)
{
	m_init(m, op);
	m_u64(m, id);
}

/* SVM pointers are checked against the session's allocations (docs/security.md): a range past an
 * allocation's end or outside all of them is refused with the spec's error, the session going
 * on; a free of a pointer the session never got ends the session. */
static void case_svm_pointers(void)
{
	struct raw b;
	struct msg m;
	uint8_t rep[64];
	uint64_t p = 0, size = 4096;
	char name[256] = "";
	bool replied;

	VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
	VT_REQUIRE(create_context(&b, 0x20, &replied) == CL_SUCCESS && replied, "context 0x20");
	svm_alloc_msg(&m, size);
	if (call(&b, &m, rep, sizeof(rep)) >= 16)
		memcpy(&p, rep + 8, 8);
	if (!p) {
		raw_close(&b);
		vt_skip("the host device has no SVM (clSVMAlloc returned NULL)");
	}
	VT_CHECK(svm_buffer(&b, 0x21, p + size - 8, 16) == CL_INVALID_HOST_PTR,
		 "CL_MEM_USE_HOST_PTR on an SVM range past the allocation's end: CL_INVALID_HOST_PTR");
	VT_CHECK(svm_buffer(&b, 0x22, 0x1000, 16) == CL_INVALID_HOST_PTR,
		 "CL_MEM_USE_HOST_PTR on a pointer outside every allocation: CL_INVALID_HOST_PTR");
	VT_CHECK(svm_buffer(&b, 0x23, p + 8, size - 8) == CL_SUCCESS,
		 "CL_MEM_USE_HOST_PTR on a range inside the allocation: CL_SUCCESS");
	VT_CHECK(device_name(&b, b.dev[0], name, sizeof(name)) && !strcmp(name, good_name),
		 "the same session keeps serving after those errors");
	/* freed while buffer 0x23 lies over it (undefined in spec 5.6.1): the host keeps the memory
	 * until that buffer is gone, so no new allocation gets its address, and no pointer names it */
	svm_free_msg(&m, p);
	VT_CHECK(m_send(b.req, &m, 0), "clSVMFree of the allocation while buffer 0x23 lies over it");
	VT_CHECK(svm_buffer(&b, 0x24, p, 16) == CL_INVALID_HOST_PTR,
		 "CL_MEM_USE_HOST_PTR on the freed allocation: CL_INVALID_HOST_PTR");
	{
		bool apart = true;
		for (int i = 0; i < 16; i++) {
			uint64_t q = 0;
			svm_alloc_msg(&m, size);
			if (call(&b, &m, rep, sizeof(rep)) >= 16)
				memcpy(&q, rep + 8, 8);
			if (!q || (q < p + size && q + size > p)) {
				vt_note("allocation %d: %#llx, the freed one %#llx", i, (unsigned long long)q,
					(unsigned long long)p);
				apart = false;
			}
		}
		VT_CHECK(apart, "16 new allocations of the same size lie elsewhere: the freed one is still "
				"the buffer's memory");
	}
	retain_release_msg(&m, OP_clReleaseMemObject, 0x23);
	VT_CHECK(m_send(b.req, &m, 0), "buffer 0x23 released: the host frees the allocation now");
	VT_CHECK(device_name(&b, b.dev[0], name, sizeof(name)) && !strcmp(name, good_name),
		 "the session keeps serving");
	VT_CHECK(!log_says(b.session, "protocol violation", 0), "no violation so far");
	svm_free_msg(&m, p + 64);
	VT_CHECK(m_send(b.req, &m, 7), "clSVMFree of a pointer inside, not at the start of, an allocation");
	VT_CHECK(closed_by_peer(b.req, CLOSE_TIMEOUT_MS), "the daemon ends that session");
	VT_CHECK(log_says(b.session, "protocol violation in clSVMFree", 5.0),
		 "the log says why (a violation in clSVMFree)");
	raw_close(&b);
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
		device_info_msg(&m, b.dev[0], CL_DEVICE_NAME, (size_t)1 << 40);
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
		buffer_msg(&m, 0x21, 0x20, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, (size_t)1 << 62, 0,
			   "sixteen bytes!!", 16, 0);
		VT_CHECK(m_send(b.req, &m, 5), "clCreateBuffer of 2^62 bytes with 16 bytes of contents");
		VT_CHECK(closed_by_peer(b.req, CLOSE_TIMEOUT_MS), "the daemon ends that session");
		VT_CHECK(log_says(b.session, "protocol violation in clCreateBuffer: parameter host_ptr: "
					     "16 bytes of data, size is",
				  5),
			 "the log says \"session %u: protocol violation in clCreateBuffer: parameter "
			 "host_ptr: 16 bytes of data, size is ...\"",
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
		retain_release_msg(&m, OP_clReleaseContext, 0x30);
		if (!m_send(r->req, &m, 0))
			return false;
	}
	retain_release_msg(&m, OP_clReleaseContext, arg ? 0x30 : 0x4242);
	return m_send(r->req, &m, 0);
}

static void case_release_unretained(void)
{
	struct msg m;

	hostile("clReleaseContext of ID 0x4242, never created", send_release, NULL,
		"release of ID 0x4242 that the guest does not hold");
	hostile("clReleaseContext twice on a context created once", send_release, (void *)1,
		"release of ID 0x30 that the guest does not hold");
	retain_release_msg(&m, OP_clRetainContext, 0x4343);
	message("clRetainContext of ID 0x4343, never created", &m,
		"retain of ID 0x4343 that the guest does not hold");
	m_init(&m, VCL_OP_FORGET);
	vn_enc_msg_forget(&m.e, &(struct vn_args_msg_forget){ .id = 0x4444 });
	message("FORGET of ID 0x4444, never created", &m, "forget of ID 0x4444 that is unknown");
}

/* clCreateKernel(program, name) with new ID id. */
static void kernel_msg(struct msg *m, uint64_t id, uint64_t program, const char *name)
{
	m_init(m, OP_clCreateKernel);
	vn_enc_clCreateKernel(&m->e, id, H(cl_program, program), name);
}

/* clBuildProgram(program, 0, NULL, options, NULL, NULL) with no include files, not to be built
 * again for missing files (ask 0), as vcl_fe_hand.c encodes it. */
static void build_msg(struct msg *m, uint64_t program, const char *options)
{
	m_init(m, OP_clBuildProgram);
	vn_enc_clBuildProgram(&m->e, &(struct vn_args_clBuildProgram){
		.program = H(cl_program, program), .options = options });
}

/* clWaitForEvents(n, ids) as vcl_fe_clWaitForEvents encodes it. */
static void wait_msg(struct msg *m, cl_uint n, const uint64_t *ids)
{
	m_init(m, OP_clWaitForEvents);
	m_bytes(m, &n, sizeof(n));
	m_u64(m, ids != NULL);
	for (cl_uint i = 0; ids && i < n; i++)
		m_u64(m, ids[i]);
}

/* clCreateUserEvent(ctx) with new ID id. */
static void user_event_msg(struct msg *m, uint64_t id, uint64_t ctx)
{
	m_init(m, OP_clCreateUserEvent);
	vn_enc_clCreateUserEvent(&m->e, id, H(cl_context, ctx));
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
	size_t at;

	if (create_context(r, 0x40, &replied) != CL_SUCCESS ||
	    create_program(r, 0x41, 0x40, "__kernel void k(void) {}") != CL_SUCCESS)
		return false;
	/* control: the same call with a proper string gets a reply (the program is not built, so
	 * clCreateKernel fails with an API error) - the encoding is right, only the string is bad */
	{
		uint8_t rep[64];
		int32_t ret = 0;
		kernel_msg(&m, 0x43, 0x41, "k");
		if (call(r, &m, rep, sizeof(rep)) < 8)
			return false;
		memcpy(&ret, rep, 4);
		if (ret != CL_INVALID_PROGRAM_EXECUTABLE)
			vt_note("control clCreateKernel before the build: %s", vt_err(ret));
	}
	/* the name or options "\x7f", then its length item and its bytes item are the case's */
	if (a->op == OP_clCreateKernel)
		kernel_msg(&m, 0x42, 0x41, "\x7f");
	else
		build_msg(&m, 0x41, "\x7f");
	at = m_find(&m, 0x7f);
	m_patch_at(&m, at - 8, a->len);
	memcpy(m.b + at, a->bytes, 8);
	/* a build's message ends with its options: a length past them runs past the message */
	if (a->op == OP_clBuildProgram)
		m_trunc(&m, m.n - (at + 8));
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

	static const uint64_t ev[2] = { 0x1001, 0x1002 };
	static const uint64_t dev[2] = { VCL_ID_SERVER_BIT | 2, VCL_ID_SERVER_BIT | 3 };

	/* two events, then the count says otherwise */
	wait_msg(&m, 2, ev);
	m_patch(&m, 2, 0xffffffffu); /* num_events = 2^32 - 1 */
	message("clWaitForEvents with num_events 2^32 - 1 and two IDs", &m,
		"handle list of 4294967295 entries");
	context_msg(&m, 0x50, NULL, 2, dev);
	m_patch(&m, 2, 0xffffffffu); /* num_devices = 2^32 - 1 */
	message("clCreateContext with num_devices 2^32 - 1", &m, "handle list of 4294967295 entries");
	wait_msg(&m, 2, ev);
	m_patch(&m, 2, 1000); /* within the cap, but the message holds two */
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
	context_msg(&m, VCL_ID_SERVER_BIT | 5, NULL, 0, NULL);
	message("clCreateContext with a new ID in the back-end's range", &m, "in the back-end's range");
}

static bool send_leftover(struct raw *r, void *arg)
{
	struct msg m;

	(void)arg;
	device_info_msg(&m, r->dev[0], CL_DEVICE_NAME, 64);
	m_append(&m, 0xdead); /* 8 bytes nobody asked for */
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
		{ VCL_PROTO_MAGIC, 2, 1, "HELLO with version 2", "rejected a connection: protocol 0x2" },
		{ VCL_PROTO_MAGIC, VCL_PROTO_VERSION, 4, "HELLO with role 4", "rejected a connection: role 4" },
		{ VCL_PROTO_MAGIC, VCL_PROTO_VERSION, VCL_ROLE_LANE, "HELLO with role 3 (a lane) and no token",
		  "rejected a lane: unknown session token" },
		{ VCL_PROTO_MAGIC, VCL_PROTO_VERSION, 2, "notify HELLO with an unknown token",
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
	/* a HELLO longer than this release's (48 bytes, not 40): this release's version is refused as
	 * malformed, another release's (the frozen prefix: magic, version) as another release; and a
	 * connection that sends nothing at all and closes */
	for (int other = 0; other < 2; other++) {
		struct {
			struct vcl_msg_hdr h;
			uint64_t v[6];
		} hl = { { 48, VCL_OP_HELLO, 0, 0 },
			 { VCL_PROTO_MAGIC, other ? 3 : VCL_PROTO_VERSION, VCL_ROLE_REQUEST, 0, 0, 7 } };
		const char *why = other ? "rejected a connection: protocol 0x3" : "no valid HELLO";
		int before = vt_log_count(&vt_d, why), fd = sock_connect();
		VT_CHECK(fd >= 0 && write_all(fd, &hl, sizeof(hl)) && closed_by_peer(fd, CLOSE_TIMEOUT_MS),
			 "a 48-byte HELLO (%s): the daemon closes the connection",
			 other ? "another release's" : "this release's version");
		VT_CHECK(vt_log_wait(&vt_d, why, before + 1, 5), "... and logs \"%s\"", why);
		if (fd >= 0)
			close(fd);
	}
	{
		int fd;
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
		user_event_msg(&m, 0x100 + i, 0x70);
		if (call(&b, &m, rep, sizeof(rep)) >= 8)
			memcpy(&ret, rep, 4);
		ok += ret == CL_SUCCESS;
	}
	VT_CHECK(ok == n, "%u user events created (%u)", n, ok);
	for (unsigned i = 0; i < n; i++) {
		wait_msg(&m, 1, &(uint64_t){ 0x100 + i });
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

/* clEnqueueReadBuffer(queue, buffer, blocking, 0, size, no wait list, a new event ID (0: none))
 * with no preimage (the guest's bytes around the span) */
static void read_msg(struct msg *m, uint64_t event, uint64_t queue, uint64_t buffer, cl_bool blocking,
		     size_t size)
{
	m_init(m, OP_clEnqueueReadBuffer);
	vn_enc_clEnqueueReadBuffer(&m->e, &(struct vn_args_clEnqueueReadBuffer){
		.event_id = event, .command_queue = H(cl_command_queue, queue),
		.buffer = H(cl_mem, buffer), .blocking_read = blocking, .size = size,
		.ptr = { NULL, 0, VCL_DEC_NOT_IN_REGION } });
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
	buffer_msg(&m, 0x82, 0x80, CL_MEM_READ_WRITE, size, 0, NULL, 0, 0);
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
		read_msg(&m, 0x200 + i, 0x100 + i, 0x82, CL_FALSE, size);
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

/* In context 0x80 of r: queue 0x100 + i, user event 0x200 + i, buffer 0x300 + i of size bytes, and a
 * non-blocking write of data into it behind the user event, as vcl_fe_clEnqueueWriteBuffer sends
 * one with a one-event wait list (the data by reference: m_send writes the encoder's pieces), so
 * that the daemon holds its data until the event is set. Whether each call succeeded: false when
 * one was refused with an API error or the daemon ended the session. */
static bool held_write(struct raw *r, unsigned i, const void *data, size_t size)
{
	struct msg m;
	uint8_t rep[64];

	create_queue_msg(&m, 0x100 + i, 0x80, r->dev[0]);
	if (call(r, &m, rep, sizeof(rep)) < 8 || memcmp(rep, &(int32_t){ 0 }, 4))
		return false;
	user_event_msg(&m, 0x200 + i, 0x80);
	if (call(r, &m, rep, sizeof(rep)) < 8 || memcmp(rep, &(int32_t){ 0 }, 4))
		return false;
	buffer_msg(&m, 0x300 + i, 0x80, CL_MEM_READ_WRITE, size, 0, NULL, 0, 0);
	if (call(r, &m, rep, sizeof(rep)) < 8 || memcmp(rep, &(int32_t){ 0 }, 4))
		return false;
	m_init(&m, OP_clEnqueueWriteBuffer);
	vn_enc_clEnqueueWriteBuffer(&m.e, &(struct vn_args_clEnqueueWriteBuffer){
		.command_queue = H(cl_command_queue, 0x100 + i), .buffer = H(cl_mem, 0x300 + i),
		.blocking_write = CL_FALSE, .size = size, .num_events_in_wait_list = 1,
		.event_wait_list = &(cl_event){ H(cl_event, 0x200 + i) },
		.ptr = { data, size, VCL_DEC_NOT_IN_REGION } });
	return call(r, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4);
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
	bool replied;
	char *data = malloc(size);
	unsigned accepted = 0;
	long before, peak;

	VT_REQUIRE(data, "64 MiB of guest data");
	memset(data, 0x33, size);
	good_sessions_check("pending writes");
	VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
	VT_REQUIRE(create_context(&b, 0x80, &replied) == CL_SUCCESS, "context 0x80");
	before = vt_daemon_rss_kib(&vt_d);
	while (accepted < n && held_write(&b, accepted, data, size))
		accepted++;
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

/*
 * A speculated write (VCL_MSG_F_NOREPLY: the guest does not wait for it) that finds the session's
 * bound on held write data reached must still come before the guest's later commands, and must
 * not stop the session: on an in-order queue a read sent after it sees its data, and its event
 * completes. Before, the write waited for room with the session's reading handed on, and the
 * commands behind it ran first (the read came back with the buffer's old bytes while the write's
 * event later said CL_COMPLETE); then, waiting in place, it held back the clSetUserEventStatus its
 * pending writes needed and was lost after 5 s. Now it is taken within a slack over the bound, and
 * one beyond the slack is refused at once: its event says so.
 *
 * 16 writes of 64 MiB behind user events fill the bound (VCL_MAX_SESSION_PENDING, 1 GiB); then the
 * speculated 4 KiB write, and a speculated 64 MiB one past the slack; then the guest sets the user
 * events, then reads.
 */
static void case_speculated_write_order(void)
{
	const size_t big = (size_t)64 << 20, small = 4096;
	const unsigned n = (unsigned)(VCL_MAX_SESSION_PENDING / big);
	char *data = malloc(big + small), *back = malloc(small);
	uint8_t rep[small + 64];
	struct raw b;
	struct msg m;
	bool replied, landed;
	unsigned accepted = 0;
	int32_t ret = 1, waited = 1;
	ssize_t got;

	VT_REQUIRE(data && back, "64 MiB of guest data");
	memset(data, 0x33, big + small);
	VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
	VT_REQUIRE(create_context(&b, 0x80, &replied) == CL_SUCCESS, "context 0x80");
	/* the queue and 4 KiB buffer checked, zeroed by a blocking write */
	create_queue_msg(&m, 0x90, 0x80, b.dev[0]);
	VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4), "queue 0x90");
	buffer_msg(&m, 0x91, 0x80, CL_MEM_READ_WRITE, small, 0, NULL, 0, 0);
	VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4), "buffer 0x91");
	memset(back, 0, small);
	m_init(&m, OP_clEnqueueWriteBuffer);
	vn_enc_clEnqueueWriteBuffer(&m.e, &(struct vn_args_clEnqueueWriteBuffer){
		.command_queue = H(cl_command_queue, 0x90), .buffer = H(cl_mem, 0x91),
		.blocking_write = CL_TRUE, .size = small, .ptr = { back, small, VCL_DEC_NOT_IN_REGION } });
	VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4),
		   "a blocking write of zeros");
	while (accepted < n && held_write(&b, accepted, data, big))
		accepted++;
	VT_REQUIRE(accepted == n, "%u writes of 64 MiB behind user events held (%u)", n, accepted);
	/* the speculated write, as vcl_fe_clEnqueueWriteBuffer sends a known small one: no reply */
	memset(back, 0xab, small);
	m_init(&m, OP_clEnqueueWriteBuffer);
	vn_enc_clEnqueueWriteBuffer(&m.e, &(struct vn_args_clEnqueueWriteBuffer){
		.event_id = 0x400, .command_queue = H(cl_command_queue, 0x90),
		.buffer = H(cl_mem, 0x91), .blocking_write = CL_FALSE, .size = small,
		.ptr = { back, small, VCL_DEC_NOT_IN_REGION } });
	m_flat(&m);
	((struct vcl_msg_hdr *)m.b)->flags = VCL_MSG_F_NOREPLY;
	VT_REQUIRE(m_send(b.req, &m, ++b.next_tag), "the speculated write is sent");
	/* one past the slack (VCL_PENDING_SLACK, 64 MiB over the bound), whatever became of the 4 KiB */
	buffer_msg(&m, 0x92, 0x80, CL_MEM_READ_WRITE, big + small, 0, NULL, 0, 0);
	VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4), "buffer 0x92");
	m_init(&m, OP_clEnqueueWriteBuffer);
	vn_enc_clEnqueueWriteBuffer(&m.e, &(struct vn_args_clEnqueueWriteBuffer){
		.event_id = 0x401, .command_queue = H(cl_command_queue, 0x90),
		.buffer = H(cl_mem, 0x92), .blocking_write = CL_FALSE, .size = big + small,
		.ptr = { data, big + small, VCL_DEC_NOT_IN_REGION } });
	((struct vcl_msg_hdr *)m.e.buf)->flags = VCL_MSG_F_NOREPLY;
	VT_REQUIRE(m_send(b.req, &m, ++b.next_tag), "a speculated 64 MiB write past the slack is sent");
	for (unsigned i = 0; i < n; i++) {
		m_init(&m, OP_clSetUserEventStatus);
		vn_enc_clSetUserEventStatus(&m.e, H(cl_event, 0x200 + i), CL_COMPLETE);
		VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4),
			   "user event %u set", i);
	}
	read_msg(&m, 0, 0x90, 0x91, CL_TRUE, small);
	got = call(&b, &m, rep, sizeof(rep));
	VT_REQUIRE(got == (ssize_t)(16 + small), "the blocking read's reply: result and %zu bytes (%zd)",
		   small, got);
	memcpy(&ret, rep + 8, 4);
	VT_REQUIRE(ret == CL_SUCCESS, "the blocking read succeeds (%d)", ret);
	landed = !memcmp(rep + 16, back, small);
	wait_msg(&m, 1, (const uint64_t[]){ 0x400 });
	VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8, "clWaitForEvents on the speculated write's event");
	memcpy(&waited, rep, 4);
	VT_CHECK(landed && waited == CL_SUCCESS,
		 "a read sent after a speculated write over the bound sees its data, and the write's "
		 "event completes (the read saw %s, clWaitForEvents on the write's event: %d)",
		 landed ? "its data" : "the old bytes", waited);
	wait_msg(&m, 1, (const uint64_t[]){ 0x401 });
	VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8, "clWaitForEvents on the one past the slack");
	memcpy(&waited, rep, 4);
	VT_CHECK(waited == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
		 "a speculated write past the slack is refused: its event failed (clWaitForEvents: %d)",
		 waited);
	raw_close(&b);
	good_sessions_check("speculated write over the bound");
	free(data);
	free(back);
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
	vn_enc_msg_attach_shm(&m.e, &(struct vn_args_msg_attach_shm){ .size = size });
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

/* clCreateProgramWithSource(ctx, 1, {src}) with new ID id. */
static void source_msg(struct msg *m, uint64_t id, uint64_t ctx, const char *src)
{
	m_init(m, OP_clCreateProgramWithSource);
	vn_enc_clCreateProgramWithSource(&m->e, &(struct vn_args_clCreateProgramWithSource){
		.id = id, .context = H(cl_context, ctx), .count = 1, .strings = &src,
		.lengths = &(size_t){ strlen(src) } });
}

/* "SRCSRCSR": the 8 bytes of a source, its byte item's value */
#define SRC_ITEM 0x5253435253435253ull

/* The inline byte item of 8 bytes at (its presence and length items before it, vcl_enc_buf)
 * becomes an item of presence pres (VCL_PRESENT_REGION {a, b}: offset and length;
 * VCL_PRESENT_STAGED {a}: the stage ID, b ignored). */
static void m_byte_item_as(struct msg *m, size_t at, uint64_t pres, uint64_t a, uint64_t b)
{
	m_patch_at(m, at - 16, pres);
	m_patch_at(m, at - 8, a);
	if (pres == VCL_PRESENT_REGION) {
		m_patch_at(m, at, b);
	} else {
		memmove(m->b + at, m->b + at + 8, m->n - at - 8);
		m->n -= 8;
	}
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
		/* a source of 8 bytes, whose item then says it lies in the region */
		source_msg(&m, 0x22, 0x20, "SRCSRCSR");
		m_byte_item_as(&m, m_find(&m, SRC_ITEM), VCL_PRESENT_REGION, a->off, a->len);
	} else {
		/* the initial contents as a region item, as the ICD sends them with a region */
		buffer_msg(&m, 0x21, 0x20, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, a->len, 0, NULL,
			   a->len, a->off);
	}
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
		/* the generated decoder names the call, the parameter and the check */
		hostile(v[i].what, send_bad_item, &a,
			a.where == 0 ? "in clCreateBuffer: parameter host_ptr: region item not allowed "
				       "here or outside the region"
				     : "in clCreateProgramWithSource: parameter strings: region item not "
				       "allowed here or outside the region");
	}
	fds1 = daemon_fds_settle(fds0);
	VT_CHECK(fds0 > 0 && fds1 == fds0, "the daemon holds as many descriptors as before (%d, %d)",
		 fds0, fds1);
	VT_CHECK(daemon_region_maps() == 0, "no region of an ended session stays mapped");
}


/* Request rings in the region (VCL_OP_ATTACH_SHM with a ring size): the guest owns the producer
 * index of the first ring and can write anything there. */
struct ring_arg {
	/* 0 rings that do not fit, 1 an impossible tail, 2 garbage through the ring; an event status
	 * table (vcl_wire.h VCL_EVTAB_*) 3 of a size not a power of two, 4 larger than the rings
	 * leave room for, 5 without rings */
	int kind;
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
	vn_enc_msg_attach_shm(&m.e, &(struct vn_args_msg_attach_shm){
		.size = HOSTILE_REGION, .ring = a->kind == 0 ? HOSTILE_REGION : a->kind == 5 ? 0 : ring,
		.events = a->kind == 3 ? 3 : a->kind == 4 ? VCL_EVTAB_MAX : a->kind == 5 ? 64 : 0 });
	ok = m_send(r->req, &m, ++r->next_tag) && send_fd_byte(r->req, fd);
	close(fd);
	/* rings or a table that do not fit: the daemon may end the session on the message alone,
	 * before the descriptor byte is sent (EPIPE then); the checks that follow decide (closed,
	 * logged) */
	if (a->kind == 0 || a->kind >= 3)
		ok = true;
	if (ok && (a->kind == 1 || a->kind == 2))
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
	for (int k = 3; k <= 5; k++) {
		struct ring_arg ak = { k };
		hostile(k == 3 ? "an event status table of 3 slots" :
			k == 4 ? "an event status table larger than the region's first half" :
				 "an event status table without rings",
			send_bad_ring, &ak, "an event status table of");
	}
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
		context_msg(&m, 0, NULL, 1, r->dev);
		return m_send(r->req, &m, 5);
	}
	if (create_context(r, 0x50, &replied) != CL_SUCCESS)
		return false;
	if (which == 1)
		buffer_msg(&m, 0, 0x50, CL_MEM_READ_WRITE, 4096, 0, NULL, 0, 0);
	else if (which == 2)
		create_queue_msg(&m, 0, 0x50, r->dev[0]);
	else
		user_event_msg(&m, 0, 0x50);
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
		wait_msg(&m, 3, NULL); /* num_events 3, event_list absent */
		return m_send(r->req, &m, 5);
	}
	if (create_context(r, 0x50, &replied) != CL_SUCCESS)
		return false;
	create_queue_msg(&m, 0x51, 0x50, r->dev[0]);
	if (call(r, &m, rep, sizeof(rep)) < 8)
		return false;
	buffer_msg(&m, 0x52, 0x50, CL_MEM_READ_WRITE, 64, 0, NULL, 0, 0);
	if (call(r, &m, rep, sizeof(rep)) < 8)
		return false;
	m_init(&m, OP_clEnqueueReadBuffer); /* non-blocking, 5 events, the wait list absent */
	vn_enc_clEnqueueReadBuffer(&m.e, &(struct vn_args_clEnqueueReadBuffer){
		.command_queue = H(cl_command_queue, 0x51), .buffer = H(cl_mem, 0x52),
		.blocking_read = CL_FALSE, .size = 64, .num_events_in_wait_list = 5,
		.ptr = { NULL, 0, VCL_DEC_NOT_IN_REGION } });
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
		/* a source of 8 bytes, whose item then names stage 77, never staged */
		source_msg(&m, 0x52, 0x51, "SRCSRCSR");
		m_byte_item_as(&m, m_find(&m, SRC_ITEM), VCL_PRESENT_STAGED, 77, 0);
		return m_send(r->req, &m, 5);
	}
	if (mode == 2) {
		/* a good first piece of 16 bytes of a 16-byte item, then 16 more */
		m_init(&m, VCL_OP_STAGE);
		vn_enc_msg_stage(&m.e, &(struct vn_args_msg_stage){
			.id = 9, .len = 16, .off = 0, .piece = bytes, .piece_len = 16 });
		if (call(r, &m, rep, sizeof(rep)) < 8)
			return false;
	}
	m_init(&m, VCL_OP_STAGE);
	vn_enc_msg_stage(&m.e, &(struct vn_args_msg_stage){
		.id = mode == 1 ? 0 : 9, .len = 16, .off = mode == 0 ? 8 : mode == 2 ? 16 : 0,
		.piece = bytes, .piece_len = mode == 2 ? 16 : 8 });
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

		buffer_msg(&m, id, 0x80, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, RACE_BYTES, 0, pat,
			   RACE_BYTES, 0);
		if (call(r, &m, rep, sizeof(rep)) < 8 || *(int32_t *)rep != CL_SUCCESS)
			break;
		/* one write: the read, then its buffer's release and FORGET right behind it */
		read_msg(&seq, 0, 0x81, id, CL_TRUE, RACE_BYTES);
		m_seal(&seq, tag);
		retain_release_msg(&m, OP_clReleaseMemObject, id);
		m_join(&seq, &m);
		m_init(&m, VCL_OP_FORGET);
		m_u64(&m, id);
		m_join(&seq, &m);
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


/* ---- the graphics half (issue 14) ------------------------------------------------------------ */

/* A GL call: its first item is the ID of the context current on the calling guest thread (the
 * one gl_setup made, 2). */
static void m_gl(struct msg *m, uint16_t op)
{
	m_init(m, op);
	m_u64(m, 2);
}

/* EGL's answers start with i32 0 (the call's slot) and the EGL error. */
static bool egl_ok(struct raw *r, struct msg *m)
{
	uint8_t rep[4096];
	ssize_t n = call(r, m, rep, sizeof(rep));
	int32_t err;

	if (n < 16)
		return false;
	memcpy(&err, rep + 8, 4);
	return err == 0x3000; /* EGL_SUCCESS */
}

/* A raw session with a 16x16 pbuffer and an ES 2 context current on the host; false where the host
 * has no EGL display (the case is then skipped). */
static bool gl_setup(struct raw *r)
{
	static const int32_t pb[] = { 0x3057, 16, 0x3056, 16, 0x3038 };     /* EGL_WIDTH, EGL_HEIGHT */
	static const int32_t ctx[] = { 0x3098, 2, 0x3038 };                 /* CLIENT_VERSION 2 */
	struct msg m;

	m_init(&m, OP_eglInitialize);
	if (!egl_ok(r, &m))
		return false;
	m_init(&m, OP_eglCreatePbufferSurface);
	vn_enc_eglCreatePbufferSurface(&m.e, &(struct vn_args_eglCreatePbufferSurface){
		.id = 1, .config = 1 /* the host's first config */, .attribs = pb, .attribs_count = 5 });
	if (!egl_ok(r, &m))
		return false;
	m_init(&m, OP_eglCreateContext);
	vn_enc_eglCreateContext(&m.e, &(struct vn_args_eglCreateContext){
		.id = 2, .config = 1, .share = 0, .attribs = ctx, .attribs_count = 3 });
	if (!egl_ok(r, &m))
		return false;
	m_init(&m, OP_eglMakeCurrent);
	vn_enc_eglMakeCurrent(&m.e, &(struct vn_args_eglMakeCurrent){ .draw = 1, .read = 1, .context = 2 });
	return egl_ok(r, &m);
}

/* eglCreateImage in context 2 of a raw session (gl_setup) of GL object buffer, texture 5 made first
 * (1x1 RGBA); true on EGL_SUCCESS, *err (if given) the EGL error. */
static bool gl_image(struct raw *r, uint64_t id, int32_t target, uint64_t buffer, int32_t *err)
{
	static const uint8_t px[4] = { 1, 2, 3, 4 };
	uint8_t rep[64];
	struct msg m;
	int32_t e = -1;

	m_gl(&m, OP_glBindTexture);
	m_i32(&m, 0x0DE1);
	m_i32(&m, 5);
	if (!m_send(r->req, &m, 0))
		return false;
	m_gl(&m, OP_glTexImage2D); /* level 0, GL_RGBA, 1x1, GL_RGBA, GL_UNSIGNED_BYTE */
	m_i32(&m, 0x0DE1);
	m_i32(&m, 0);
	m_i32(&m, 0x1908);
	m_i32(&m, 1);
	m_i32(&m, 1);
	m_i32(&m, 0);
	m_i32(&m, 0x1908);
	m_i32(&m, 0x1401);
	m_u64(&m, 0); /* no pixel unpack buffer: the texels follow */
	m_buf(&m, px, sizeof(px));
	if (call(r, &m, rep, sizeof(rep)) < 8)
		return false;
	m_init(&m, OP_eglCreateImage);
	vn_enc_eglCreateImage(&m.e, &(struct vn_args_eglCreateImage){
		.ctx = 2, .id = id, .target = target, .buffer = buffer,
		.attribs = (const int32_t[]){ 0x3038 }, .attribs_count = 1 });
	if (call(r, &m, rep, sizeof(rep)) >= 12)
		memcpy(&e, rep + 8, 4);
	if (err)
		*err = e;
	return e == 0x3000;
}

static bool send_gl(struct raw *r, void *arg)
{
	int kind = (int)(intptr_t)arg;
	uint8_t bytes[256] = { 0 };
	struct msg m;

	if (!gl_setup(r))
		return false;
	switch (kind) {
	case 0: /* glBufferData(GL_ARRAY_BUFFER, 100, 50 bytes, GL_STATIC_DRAW) */
		m_gl(&m, OP_glBufferData);
		m_i32(&m, 0x8892);
		m_u64(&m, 100);
		m_buf(&m, bytes, 50);
		m_i32(&m, 0x88E4);
		break;
	case 12: /* an EGL image of ID 0 */
	case 13: /* an EGL image under an ID in use (the first of a texture of context 2) */
		if (kind == 13 && !gl_image(r, 9, 0x30B1 /* EGL_GL_TEXTURE_2D */, 5, NULL))
			return false;
		m_init(&m, OP_eglCreateImage);
		vn_enc_eglCreateImage(&m.e, &(struct vn_args_eglCreateImage){
			.ctx = 2, .id = kind == 12 ? 0 : 9, .target = 0x30B1, .buffer = 5,
			.attribs = (const int32_t[]){ 0x3038 }, .attribs_count = 1 });
		break;
	case 14: /* a persistent mapping made to read only (GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT_EXT,
		  * storage of those bits: no client write at all), then 16 bytes written into it */
	case 11: /* a persistent mapping of 64 bytes (GL_EXT_buffer_storage), then 64 bytes written at
		  * offset 32 of it: past its end */
		m_gl(&m, OP_glBindBuffer);
		m_i32(&m, 0x8892);
		m_i32(&m, 5);
		if (!m_send(r->req, &m, ++r->next_tag))
			return false;
		m_gl(&m, 732 /* glBufferStorageEXT */);
		m_i32(&m, 0x8892);
		m_u64(&m, 64);
		m_buf(&m, bytes, 64);
		/* GL_MAP_WRITE_BIT | GL_MAP_PERSISTENT_BIT_EXT; 14: GL_MAP_READ_BIT | ... */
		m_i32(&m, kind == 14 ? 0x41 : 0x42);
		if (!m_send(r->req, &m, ++r->next_tag))
			return false;
		m_init(&m, OP_vclGetBufferData);
		vn_enc_vclGetBufferData(&m.e, &(struct vn_args_vclGetBufferData){
			.ctx = 2, .target = 0x8892, .offset = 0, .length = 64, .access = kind == 14 ? 0x41 : 0x42,
			.dest = { .p = NULL, .len = 64, .off = VCL_DEC_NOT_IN_REGION } });
		if (!m_send(r->req, &m, ++r->next_tag))
			return false;
		m_init(&m, OP_vclPersistentWrite);
		vn_enc_vclPersistentWrite(&m.e, &(struct vn_args_vclPersistentWrite){
			.ctx = 2, .buffer = 5, .offset = kind == 14 ? 0 : 32, .unmap = 0, .data = bytes,
			.data_len = kind == 14 ? 16 : 64 });
		break;
	case 10: /* glObjectPtrLabel of a fence with 8 label bytes for a length of 3 */
		m_init(&m, OP_glObjectPtrLabel);
		vn_enc_glObjectPtrLabel(&m.e, &(struct vn_args_glObjectPtrLabel){
			.ctx = 2, .sync = 1, .length = 3, .label = "8 bytes!", .label_len = 8 });
		break;
	case 1: /* glTexImage2D of 4x4 GL_RGBA/GL_UNSIGNED_BYTE with 60 of its 64 bytes */
		m_gl(&m, OP_glTexImage2D);
		m_i32(&m, 0x0DE1);
		m_i32(&m, 0);
		m_i32(&m, 0x1908);
		m_i32(&m, 4);
		m_i32(&m, 4);
		m_i32(&m, 0);
		m_i32(&m, 0x1908);
		m_i32(&m, 0x1401);
		m_u64(&m, 0); /* no pixel unpack buffer: the texels follow */
		m_buf(&m, bytes, 60);
		break;
	case 2: /* glReadPixels of 16x16 RGBA asking for 100 bytes, not the 1024 the host's state says */
		m_gl(&m, OP_glReadPixels);
		for (int i = 0; i < 2; i++)
			m_i32(&m, 0);
		m_i32(&m, 16);
		m_i32(&m, 16);
		m_i32(&m, 0x1908);
		m_i32(&m, 0x1401);
		m_u64(&m, 0); /* no pixel pack buffer */
		m_u64(&m, 100);
		m_u64(&m, 0);
		break;
	case 4: { /* a draw from client-side arrays whose indices name a vertex that was not sent */
		static const uint16_t idx[4] = { 0, 1, 7, 0 };
		m_init(&m, OP_vclDrawClient);
		vn_enc_vclDrawClient(&m.e, &(struct vn_args_vclDrawClient){
			.ctx = 2, .mode = 4 /* GL_TRIANGLES */, .count = 3, .itype = 0x1403 /* GL_UNSIGNED_SHORT */,
			.inst = 0 /* not instanced */, .base = 0, .nverts = 3 /* vertices sent */,
			.indices = idx, .indices_len = 6, .narrays = 1, /* one array: index 0, 2 floats a vertex */
			.arrays = &(struct vcl_gl_client_array){ .index = 0, .size = 2, .type = 0x1406 },
			.data = (const void *const[]){ bytes }, .data_len = (const uint64_t[]){ 24 } });
		break;
	}
	case 5: /* ES 3.0 unpack state: a row length of 8 makes a 4x4x2 RGBA box 240 bytes, not 128 */
		m_init(&m, OP_glPixelStorei);
		vn_enc_glPixelStorei(&m.e, &(struct vn_args_glPixelStorei){
			.ctx = 2, .pname = 0x0CF2 /* GL_UNPACK_ROW_LENGTH */, .param = 8 });
		if (!m_send(r->req, &m, ++r->next_tag))
			return false;
		m_gl(&m, OP_glTexImage3D);
		m_i32(&m, 0x806F); /* GL_TEXTURE_3D */
		m_i32(&m, 0);
		m_i32(&m, 0x1908);
		m_i32(&m, 4);
		m_i32(&m, 4);
		m_i32(&m, 2);
		m_i32(&m, 0);
		m_i32(&m, 0x1908);
		m_i32(&m, 0x1401);
		m_u64(&m, 0);
		m_buf(&m, bytes, 128);
		break;
	case 6: /* glTransformFeedbackVaryings(program 1, count 2) carrying 3 strings */
		m_gl(&m, OP_glTransformFeedbackVaryings);
		m_i32(&m, 1);
		m_i32(&m, 2);
		m_u64(&m, 3);
		for (int i = 0; i < 3; i++)
			m_str(&m, "v");
		m_i32(&m, 0x8C8C); /* GL_INTERLEAVED_ATTRIBS */
		break;
	case 7: /* a buffer mapping to read 64 bytes asking for a 4096-byte destination */
		m_init(&m, OP_vclGetBufferData);
		vn_enc_vclGetBufferData(&m.e, &(struct vn_args_vclGetBufferData){
			.ctx = 2, .target = 0x8892, .offset = 0, .length = 64, .access = 1 /* GL_MAP_READ_BIT */,
			.dest = { .p = NULL, .len = 4096, .off = VCL_DEC_NOT_IN_REGION } });
		break;
	case 8: { /* an instanced client-array draw: divisor 1, 4 instances, but 2 elements sent */
		m_gl(&m, OP_glVertexAttribDivisor);
		m_i32(&m, 0);
		m_i32(&m, 1);
		if (!m_send(r->req, &m, ++r->next_tag))
			return false;
		m_init(&m, OP_vclDrawClient);
		vn_enc_vclDrawClient(&m.e, &(struct vn_args_vclDrawClient){
			.ctx = 2, .mode = 4, .count = 3, .itype = 0 /* arrays */, .inst = 4 /* instances */,
			.base = 0, .nverts = 3, .indices = NULL /* no indices */, .narrays = 1,
			.arrays = &(struct vcl_gl_client_array){ .index = 0, .size = 2, .type = 0x1406 },
			.data = (const void *const[]){ bytes }, .data_len = (const uint64_t[]){ 16 } });
		break;
	}
	case 9: /* glViewportArrayvOES(first 0, count 2): 8 floats, one viewport's 4 sent */
		m_gl(&m, OP_glViewportArrayvOES);
		m_i32(&m, 0);
		m_i32(&m, 2);
		m_u64(&m, 1);
		m_bytes(&m, (const float[]){ 0, 0, 4, 4 }, 4 * sizeof(float));
		break;
	default: /* eglChooseConfig with an attribute list that does not end with EGL_NONE */
		m_init(&m, OP_eglChooseConfig);
		vn_enc_eglChooseConfig(&m.e, &(struct vn_args_eglChooseConfig){
			.attribs = (const int32_t[]){ 0x3024, 8, 0x3023 }, .attribs_count = 3 });
		break;
	}
	return m_send(r->req, &m, ++r->next_tag);
}

/* glGetError: the reply is i32 0, then the GLenum; -1 if there is none. */
static int32_t gl_error(struct raw *r)
{
	uint8_t rep[64];
	struct msg m;
	int32_t e = -1;

	m_gl(&m, OP_glGetError);
	if (call(r, &m, rep, sizeof(rep)) >= 16)
		memcpy(&e, rep + 8, 4);
	return e;
}

/* A persistent mapping the session does not have (never made, or gone with its buffer): a write to
 * it is ignored, a read answered -1, and the session goes on. */
static void gl_persistent_unknown(void)
{
	uint8_t rep[64], bytes[16] = { 0 };
	struct raw r;
	struct msg m;
	int32_t err = 0;
	ssize_t n;

	if (!raw_open(&r) || !gl_setup(&r)) {
		VT_CHECK(false, "a raw session with a GL context");
		raw_close(&r);
		return;
	}
	m_init(&m, OP_vclPersistentWrite);
	vn_enc_vclPersistentWrite(&m.e, &(struct vn_args_vclPersistentWrite){
		.ctx = 2, .buffer = 9, .offset = 0, .unmap = 1, .data = bytes, .data_len = 16 });
	VT_CHECK(m_send(r.req, &m, 0), "vclPersistentWrite to a mapping the session does not have sent");
	m_init(&m, OP_vclPersistentRead);
	vn_enc_vclPersistentRead(&m.e, &(struct vn_args_vclPersistentRead){
		.ctx = 2, .buffer = 9, .dest = { .p = NULL, .len = 16, .off = VCL_DEC_NOT_IN_REGION } });
	n = call(&r, &m, rep, sizeof(rep));
	if (n >= 16)
		memcpy(&err, rep + 8, 4);
	VT_CHECK(n >= 16 && err == -1, "vclPersistentRead of no mapping: -1 (%zd bytes, %d)", n, err);
	VT_CHECK(!log_says(r.session, "protocol violation", 0), "session %u: no violation", r.session);
	raw_close(&r);
}

/* A guest address as a vertex array (no buffer bound) never reaches the host as a pointer: the
 * draw gets GL_INVALID_OPERATION and the session goes on. */
static void gl_client_pointer(void)
{
	struct raw r;
	struct msg m;
	int32_t glerr;

	if (!raw_open(&r) || !gl_setup(&r)) {
		VT_CHECK(false, "a raw session with a GL context");
		raw_close(&r);
		return;
	}
	m_gl(&m, OP_glBindBuffer); /* no GL_ARRAY_BUFFER */
	m_i32(&m, 0x8892);
	m_i32(&m, 0);
	VT_CHECK(m_send(r.req, &m, 0), "glBindBuffer sent");
	m_gl(&m, OP_glVertexAttribPointer); /* index 0, 4 floats, a guest "address" */
	m_i32(&m, 0);
	m_i32(&m, 4);
	m_i32(&m, 0x1406);
	m_bytes(&m, "\0", 1);
	m_i32(&m, 0);
	m_u64(&m, 0x7fff12345000ull);
	VT_CHECK(m_send(r.req, &m, 0), "glVertexAttribPointer sent");
	glerr = gl_error(&r);
	VT_CHECK(glerr == 0x0502, "glVertexAttribPointer with no buffer bound: GL_INVALID_OPERATION (got %#x)",
		 glerr);
	m_gl(&m, OP_glEnableVertexAttribArray);
	m_i32(&m, 0);
	VT_CHECK(m_send(r.req, &m, 0), "glEnableVertexAttribArray sent");
	m_gl(&m, OP_glDrawArrays); /* attribute 0 enabled, reading from no buffer */
	m_i32(&m, 4);
	m_i32(&m, 0);
	m_i32(&m, 3);
	VT_CHECK(m_send(r.req, &m, 0), "glDrawArrays sent");
	glerr = gl_error(&r);
	VT_CHECK(glerr == 0x0502, "a draw with an enabled array and no buffer: GL_INVALID_OPERATION (got %#x)",
		 glerr);
	/* a sync object is an ID the session gave out, never a host pointer: any other is GL_INVALID_VALUE */
	{
		uint8_t rep[64];
		int32_t st = 0;
		m_gl(&m, OP_glClientWaitSync);
		m_u64(&m, 0x7fff12345000ull);
		m_i32(&m, 0);
		m_u64(&m, 0);
		VT_CHECK(call(&r, &m, rep, sizeof(rep)) >= 12, "glClientWaitSync of a made-up sync is answered");
		memcpy(&st, rep + 8, 4);
		VT_CHECK(st == 0x911D, "... GL_WAIT_FAILED (got %#x)", st);
		glerr = gl_error(&r);
		VT_CHECK(glerr == 0x0501, "... and GL_INVALID_VALUE (got %#x)", glerr);
	}
	/* sizes a sloppy program may give: an info log (only the log comes back), GL_OUT_OF_MEMORY for
	 * 2^31 names */
	{
		static uint8_t rep[65536];
		ssize_t n;
		m_gl(&m, OP_glGetShaderInfoLog); /* no such shader, a log of up to 2^31 - 1 bytes */
		m_i32(&m, 12345);
		m_i32(&m, 0x7fffffff);
		m_u64(&m, 1);
		m_u64(&m, 1);
		n = call(&r, &m, rep, sizeof(rep));
		VT_CHECK(n >= 16 && n < 4096, "glGetShaderInfoLog with a size of 2^31 - 1 is answered, with the log only (%zd bytes)", n);
		glerr = gl_error(&r);
		VT_CHECK(glerr == 0x0501, "... with the host's GL_INVALID_VALUE for no such shader (got %#x)", glerr);
		m_gl(&m, OP_glGenBuffers);
		m_i32(&m, 0x7fffffff);
		m_u64(&m, 1);
		VT_CHECK(call(&r, &m, rep, sizeof(rep)) >= 8, "glGenBuffers of 2^31 - 1 names is answered");
		glerr = gl_error(&r);
		VT_CHECK(glerr == 0x0505, "... GL_OUT_OF_MEMORY (got %#x)", glerr);
	}
	VT_CHECK(!log_says(r.session, "protocol violation", 0), "session %u goes on", r.session);
	raw_close(&r);
}

/* pnames for which the host's ES 3.2 reads or writes more values than ES 2.0's one: the 4 of
 * GL_TEXTURE_BORDER_COLOR travel (vcl_gl_tex_param_count), and a glGet's single output has room for
 * what the host writes (VCL_GL_OUT_ROOM), the guest getting the first value; no violation, the
 * session goes on (a write past a one-value output is caught by the ASan build). */
static void gl_many_values(void)
{
	static const float border[4] = { 0.25f, 0.5f, 0.75f, 1.0f };
	uint8_t rep[256];
	struct raw r;
	struct msg m;
	char name[256] = "";
	ssize_t n;
	float f = 0;
	int32_t glerr;

	if (!raw_open(&r) || !gl_setup(&r)) {
		VT_CHECK(false, "a raw session with a GL context");
		raw_close(&r);
		return;
	}
	m_gl(&m, OP_glTexParameterfv); /* GL_TEXTURE_2D's default texture, GL_TEXTURE_BORDER_COLOR */
	m_i32(&m, 0x0DE1);
	m_i32(&m, 0x1004);
	m_u64(&m, 1);
	m_bytes(&m, border, sizeof(border));
	VT_CHECK(m_send(r.req, &m, 0), "glTexParameterfv(GL_TEXTURE_BORDER_COLOR) with its 4 values sent");
	glerr = gl_error(&r);
	VT_CHECK(glerr == 0 || glerr == 0x0500, "... no error, or GL_INVALID_ENUM on an ES 2.0 host (got %#x)",
		 glerr);
	m_gl(&m, OP_glGetTexParameterfv);
	m_i32(&m, 0x0DE1);
	m_i32(&m, 0x1004);
	m_u64(&m, 1);
	n = call(&r, &m, rep, sizeof(rep));
	if (n >= 16)
		memcpy(&f, rep + 8, 4);
	VT_CHECK(n == 16 && (glerr || f == 0.25f),
		 "glGetTexParameterfv(GL_TEXTURE_BORDER_COLOR): one value back, the first (%zd bytes, %g)", n,
		 (double)f);
	m_gl(&m, OP_glGetTexParameteriv);
	m_i32(&m, 0x0DE1);
	m_i32(&m, 0x1004);
	m_u64(&m, 1);
	VT_CHECK(call(&r, &m, rep, sizeof(rep)) == 16, "glGetTexParameteriv(GL_TEXTURE_BORDER_COLOR): one value back");
	VT_CHECK(device_name(&r, r.dev[0], name, sizeof(name)) && !strcmp(name, good_name),
		 "the session keeps serving");
	VT_CHECK(!log_says(r.session, "protocol violation", 0), "session %u: no violation", r.session);
	raw_close(&r);
}

/* GL_KHR_debug on the raw wire: a NUL-terminated message (length -1) with no bytes never reaches
 * the host, which would read a string at NULL (GL_INVALID_VALUE); a callback record ID the
 * front-end never made is only a number: the host calls the session's own function, whose
 * message comes back on the notify channel as a CALLBACK of that ID, with the message's items;
 * a label for what is no sync object is GL_INVALID_VALUE; vclDebugMessages with nothing queued
 * gives none. The session goes on. */
static void gl_debug_wire(void)
{
	const uint64_t made_up = 0x4141414141414141ull;
	uint8_t rep[256], ntf[512];
	struct vcl_msg_hdr h;
	struct raw r;
	struct msg m;
	int32_t glerr;
	uint64_t cb = 0;
	uint32_t v[4] = { 0 }, nmsg = 99;
	ssize_t n;
	bool got = false;

	if (!raw_open(&r) || !gl_setup(&r)) {
		VT_CHECK(false, "a raw session with a GL context");
		raw_close(&r);
		return;
	}
	m_gl(&m, OP_glDebugMessageInsert);
	m_i32(&m, 0x824A); /* GL_DEBUG_SOURCE_APPLICATION */
	m_i32(&m, 0x8268); /* GL_DEBUG_TYPE_MARKER */
	m_i32(&m, 1);
	m_i32(&m, 0x826B); /* GL_DEBUG_SEVERITY_NOTIFICATION */
	m_i32(&m, -1);
	m_buf(&m, NULL, 0);
	VT_CHECK(call(&r, &m, rep, sizeof(rep)) >= 8, "glDebugMessageInsert of length -1 without bytes answered");
	glerr = gl_error(&r);
	VT_CHECK(glerr == 0x0501 || glerr == 0x0502,
		 "... GL_INVALID_VALUE (GL_INVALID_OPERATION on a host without debug output), got %#x", glerr);
	m_init(&m, OP_glDebugMessageCallback);
	vn_enc_glDebugMessageCallback(&m.e, &(struct vn_args_glDebugMessageCallback){ .ctx = 2, .callback = made_up });
	VT_CHECK(m_send(r.req, &m, 0), "glDebugMessageCallback with a record ID the front-end never made sent");
	m_gl(&m, OP_glEnable);
	m_i32(&m, 0x92E0); /* GL_DEBUG_OUTPUT */
	VT_CHECK(m_send(r.req, &m, 0), "glEnable(GL_DEBUG_OUTPUT) sent");
	m_gl(&m, OP_glDebugMessageInsert);
	m_i32(&m, 0x824A);
	m_i32(&m, 0x8268);
	m_i32(&m, 77);
	m_i32(&m, 0x826B);
	m_i32(&m, 3);
	m_buf(&m, "abc", 3);
	VT_CHECK(call(&r, &m, rep, sizeof(rep)) >= 8, "glDebugMessageInsert of 3 bytes answered");
	glerr = gl_error(&r);
	if (glerr == 0) {
		/* the notification: cb, status, the text as errinfo (presence, length 3, "abc" with its
		 * NUL), then source, type, id and severity as private_info (presence, length 16, bytes) */
		if (read_all(r.ntf, &h, sizeof(h), REPLY_TIMEOUT_MS) && h.op == VCL_OP_CALLBACK && h.size == 72 &&
		    read_all(r.ntf, ntf, h.size, REPLY_TIMEOUT_MS)) {
			memcpy(&cb, ntf, 8);
			memcpy(v, ntf + 56, 16);
			got = cb == made_up && v[2] == 77 && ntf[24] == 3 && !memcmp(ntf + 32, "abc", 4) && ntf[48] == 16;
		}
		VT_CHECK(got, "the host's message came back as a CALLBACK of that ID (cb %#llx, id %u)",
			 (unsigned long long)cb, v[2]);
	} else {
		VT_CHECK(glerr == 0x0502, "... or the host has no debug output (got %#x)", glerr);
	}
	/* synchronous output: the messages wait for vclDebugMessages, at most 1024 of them (the
	 * newest dropped), 256 a reply */
	m_gl(&m, OP_glEnable);
	m_i32(&m, 0x8242); /* GL_DEBUG_OUTPUT_SYNCHRONOUS */
	VT_CHECK(m_send(r.req, &m, 0), "glEnable(GL_DEBUG_OUTPUT_SYNCHRONOUS) sent");
	for (int i = 0; i < 1100; i++) {
		m_gl(&m, OP_glDebugMessageInsert);
		m_i32(&m, 0x824A);
		m_i32(&m, 0x8268);
		m_i32(&m, 1000 + i);
		m_i32(&m, 0x826B);
		m_i32(&m, 3);
		m_buf(&m, "xyz", 3);
		if (call(&r, &m, rep, sizeof(rep)) < 8)
			break;
	}
	{
		uint32_t total = 0, more = 1, first_id = 0;
		int rounds = 0;
		static uint8_t big[256 * 64 + 64];
		while (more && rounds++ < 8) {
			nmsg = 0;
			more = 0;
			m_init(&m, OP_vclDebugMessages);
			vn_enc_vclDebugMessages(&m.e, &(struct vn_args_vclDebugMessages){ .ctx = 2 });
			n = call(&r, &m, big, sizeof(big));
			if (n < 24)
				break;
			memcpy(&nmsg, big + 8, 4);
			memcpy(&more, big + 16, 4);
			if (!total && nmsg && n >= 32 + 16) /* the msgs arr: its presence, then source, type, id */
				memcpy(&first_id, big + 32 + 8, 4);
			total += nmsg;
		}
		VT_CHECK(total == 1024 && first_id == 1000 && rounds == 4,
			 "1100 synchronous messages: the first 1024 fetched in 4 replies (%u, first id %u, %d replies)",
			 total, first_id, rounds);
	}
	m_init(&m, OP_glObjectPtrLabel);
	vn_enc_glObjectPtrLabel(&m.e, &(struct vn_args_glObjectPtrLabel){
		.ctx = 2, .sync = 0x7777, .length = 4, .label = "none", .label_len = 4 });
	VT_CHECK(m_send(r.req, &m, 0), "glObjectPtrLabel of a made-up sync object sent");
	glerr = gl_error(&r);
	VT_CHECK(glerr == 0x0501 || glerr == 0x0502, "... GL_INVALID_VALUE (got %#x)", glerr);
	m_init(&m, OP_vclDebugMessages);
	vn_enc_vclDebugMessages(&m.e, &(struct vn_args_vclDebugMessages){ .ctx = 2 });
	n = call(&r, &m, rep, sizeof(rep));
	if (n >= 16)
		memcpy(&nmsg, rep + 8, 4);
	VT_CHECK(n >= 24 && nmsg == 0, "vclDebugMessages with nothing queued: none (%zd bytes, %u)", n, nmsg);
	VT_CHECK(!log_says(r.session, "protocol violation", 0), "session %u: no violation", r.session);
	raw_close(&r);
}

/* EGL images on the raw wire (EGL 1.5 §3.9): the host's images never leave the session; the guest
 * names them by its IDs. Targets that name host resources (EGL_DRM_BUFFER_MESA, dma-bufs) and
 * attributes of other targets are EGL_BAD_PARAMETER, an unknown context EGL_BAD_CONTEXT, a buffer
 * that is no GL name EGL_BAD_PARAMETER; a made-up image ID given to glEGLImageTarget*OES reaches
 * the host as no image (GL_INVALID_VALUE), eglDestroyImage of one is EGL_BAD_PARAMETER. The
 * session goes on. */
static void gl_egl_images(void)
{
	const uint64_t made_up = 0x4141414141414141ull;
	uint8_t rep[64];
	struct raw r;
	struct msg m;
	int32_t err = 0, glerr;
	bool have;

	if (!raw_open(&r) || !gl_setup(&r)) {
		VT_CHECK(false, "a raw session with a GL context");
		raw_close(&r);
		return;
	}
	have = gl_image(&r, 1, 0x30B1 /* EGL_GL_TEXTURE_2D */, 5, &err);
	if (!have) { /* a host without EGL_KHR_gl_texture_2D_image */
		VT_CHECK(err == 0x300C, "eglCreateImage of a texture: EGL_SUCCESS, or EGL_BAD_PARAMETER on a host "
			 "without images of textures (got %#x)", err);
		raw_close(&r);
		return;
	}
	VT_CHECK(true, "eglCreateImage of a texture of context 2 under ID 1");
	gl_image(&r, 2, 0x31D3 /* EGL_DRM_BUFFER_MESA */, 1, &err);
	VT_CHECK(err == 0x300C, "eglCreateImage(EGL_DRM_BUFFER_MESA, a host buffer name): EGL_BAD_PARAMETER (got %#x)", err);
	gl_image(&r, 3, 0x3270 /* EGL_LINUX_DMA_BUF_EXT */, 0, &err);
	VT_CHECK(err == 0x300C, "eglCreateImage(EGL_LINUX_DMA_BUF_EXT): EGL_BAD_PARAMETER (got %#x)", err);
	gl_image(&r, 4, 0x30B1, 1ull << 40, &err);
	VT_CHECK(err == 0x300C, "eglCreateImage of a buffer that is no GL name: EGL_BAD_PARAMETER (got %#x)", err);
	m_init(&m, OP_eglCreateImage); /* a dma-buf's file descriptor as an attribute of a texture's image */
	vn_enc_eglCreateImage(&m.e, &(struct vn_args_eglCreateImage){
		.ctx = 2, .id = 5, .target = 0x30B1, .buffer = 5,
		.attribs = (const int32_t[]){ 0x3272 /* EGL_DMA_BUF_PLANE0_FD_EXT */, 0, 0x3038 }, .attribs_count = 3 });
	err = -1;
	if (call(&r, &m, rep, sizeof(rep)) >= 12)
		memcpy(&err, rep + 8, 4);
	VT_CHECK(err == 0x300C, "eglCreateImage with EGL_DMA_BUF_PLANE0_FD_EXT: EGL_BAD_PARAMETER (got %#x)", err);
	m_init(&m, OP_eglCreateImage);
	vn_enc_eglCreateImage(&m.e, &(struct vn_args_eglCreateImage){
		.ctx = made_up, .id = 6, .target = 0x30B1, .buffer = 5,
		.attribs = (const int32_t[]){ 0x3038 }, .attribs_count = 1 });
	err = -1;
	if (call(&r, &m, rep, sizeof(rep)) >= 12)
		memcpy(&err, rep + 8, 4);
	VT_CHECK(err == 0x3006, "eglCreateImage in a made-up context: EGL_BAD_CONTEXT (got %#x)", err);
	/* EGL_NO_CONTEXT with a GL target (every target a session takes is one): Mesa 22.3 dereferences
	 * the missing context (natively a segfault; here it ended the session) */
	m_init(&m, OP_eglCreateImage);
	vn_enc_eglCreateImage(&m.e, &(struct vn_args_eglCreateImage){
		.ctx = 0, .id = 7, .target = 0x30B1, .buffer = 5,
		.attribs = (const int32_t[]){ 0x3038 }, .attribs_count = 1 });
	err = -1;
	if (call(&r, &m, rep, sizeof(rep)) >= 12)
		memcpy(&err, rep + 8, 4);
	VT_CHECK(err == 0x3006, "eglCreateImage of a texture with EGL_NO_CONTEXT: EGL_BAD_CONTEXT, the session "
		 "alive (got %#x)", err);
	m_init(&m, OP_glEGLImageTargetTexture2DOES); /* a fresh texture bound, a made-up image */
	vn_enc_glEGLImageTargetTexture2DOES(&m.e, &(struct vn_args_glEGLImageTargetTexture2DOES){
		.ctx = 2, .target = 0x0DE1, .image = made_up });
	VT_CHECK(m_send(r.req, &m, 0), "glEGLImageTargetTexture2DOES of a made-up image ID sent");
	glerr = gl_error(&r);
	VT_CHECK(glerr == 0x0501, "... GL_INVALID_VALUE (got %#x)", glerr);
	m_init(&m, OP_glEGLImageTargetRenderbufferStorageOES);
	vn_enc_glEGLImageTargetRenderbufferStorageOES(&m.e, &(struct vn_args_glEGLImageTargetRenderbufferStorageOES){
		.ctx = 2, .target = 0x8D41 /* GL_RENDERBUFFER */, .image = made_up });
	VT_CHECK(m_send(r.req, &m, 0), "glEGLImageTargetRenderbufferStorageOES of a made-up image ID sent");
	glerr = gl_error(&r);
	VT_CHECK(glerr == 0x0501 || glerr == 0x0502,
		 "... GL_INVALID_VALUE (GL_INVALID_OPERATION: no renderbuffer bound), got %#x", glerr);
	m_init(&m, OP_glEGLImageTargetTexStorageEXT);
	vn_enc_glEGLImageTargetTexStorageEXT(&m.e, &(struct vn_args_glEGLImageTargetTexStorageEXT){
		.ctx = 2, .target = 0x0DE1, .image = made_up, .attrib0 = 0 });
	VT_CHECK(m_send(r.req, &m, 0), "glEGLImageTargetTexStorageEXT of a made-up image ID sent");
	glerr = gl_error(&r);
	VT_CHECK(glerr == 0x0501 || glerr == 0x0502,
		 "... GL_INVALID_VALUE (GL_INVALID_OPERATION: texture 5's storage is its image's), got %#x", glerr);
	m_init(&m, OP_glEGLImageTargetTexture2DOES); /* the real one: texture 5 itself */
	vn_enc_glEGLImageTargetTexture2DOES(&m.e, &(struct vn_args_glEGLImageTargetTexture2DOES){
		.ctx = 2, .target = 0x0DE1, .image = 1 });
	VT_CHECK(m_send(r.req, &m, 0), "glEGLImageTargetTexture2DOES of image 1 sent");
	glerr = gl_error(&r);
	VT_CHECK(glerr == 0, "... no error (got %#x)", glerr);
	for (int i = 0; i < 3; i++) { /* made-up, 1, 1 again */
		m_init(&m, OP_eglDestroyImage);
		vn_enc_eglDestroyImage(&m.e, &(struct vn_args_eglDestroyImage){ .id = i ? 1 : made_up });
		err = -1;
		if (call(&r, &m, rep, sizeof(rep)) >= 12)
			memcpy(&err, rep + 8, 4);
		VT_CHECK(err == (i == 1 ? 0x3000 : 0x300C), "eglDestroyImage of %s: %s (got %#x)",
			 i == 0 ? "a made-up ID" : i == 1 ? "image 1" : "image 1 again",
			 i == 1 ? "EGL_SUCCESS" : "EGL_BAD_PARAMETER", err);
	}
	VT_CHECK(!log_says(r.session, "protocol violation", 0), "session %u: no violation", r.session);
	raw_close(&r);
}

static void case_gl_lengths(void)
{
	struct raw probe;
	bool have;

	if (!raw_open(&probe)) {
		VT_CHECK(false, "a raw session opens");
		return;
	}
	have = gl_setup(&probe);
	raw_close(&probe);
	if (!have)
		vt_skip("the host has no EGL surfaceless display with a pbuffer config");
	hostile("glBufferData of 100 bytes carrying 50", send_gl, (void *)0, "data is 50 bytes, not size");
	hostile("glTexImage2D of 4x4 RGBA carrying 60 bytes", send_gl, (void *)1,
		"pixels is 60 bytes, not 64");
	hostile("glReadPixels asking for another size than the host's pack state gives", send_gl,
		(void *)2, "the host's state says 1024");
	hostile("eglChooseConfig with an attribute list not ending with EGL_NONE", send_gl, (void *)3,
		"attribute list without EGL_NONE");
	hostile("a client-array draw whose index names a vertex not sent", send_gl, (void *)4,
		"index 7 outside the vertices sent");
	hostile("glTexImage3D sized without the ES 3.0 row length the host has", send_gl, (void *)5,
		"pixels is 128 bytes, not 240");
	hostile("glTransformFeedbackVaryings with more strings than its count", send_gl, (void *)6,
		"3 strings for a count of 2");
	hostile("a buffer mapping whose destination is not the range read", send_gl, (void *)7,
		"vclGetBufferData: 64 bytes at 0, 4096 wanted");
	hostile("an instanced client-array draw with fewer elements than the host's divisor reads", send_gl,
		(void *)8, "array 0 of 16 bytes for 4 elements");
	hostile("glViewportArrayvOES with fewer values than count viewports (an extension's array, hostext)",
		send_gl, (void *)9, "parameter v: item runs past the end of the message");
	hostile("glObjectPtrLabel with 8 label bytes for a length of 3", send_gl, (void *)10,
		"glObjectPtrLabel: a label of 8 bytes for length 3");
	hostile("a write past the end of a persistent mapping (GL_EXT_buffer_storage)", send_gl, (void *)11,
		"vclPersistentWrite: 64 bytes at 32 of a mapping of 64");
	hostile("a write into a persistent mapping made without GL_MAP_WRITE_BIT", send_gl, (void *)14,
		"vclPersistentWrite: 16 bytes into a mapping without GL_MAP_WRITE_BIT");
	gl_persistent_unknown();
	hostile("eglCreateImage with image ID 0", send_gl, (void *)12, "EGL image ID 0 is zero or in use");
	hostile("eglCreateImage under an image ID in use", send_gl, (void *)13, "EGL image ID 9 is zero or in use");
	gl_client_pointer();
	gl_many_values();
	gl_debug_wire();
	gl_egl_images();
}

/* ---- cl_khr_gl_sharing ------------------------------------------------------------------------ */

/* clCreateContext with the properties (name, value pairs) and new ID id; the result code. */
static int32_t gl_context(struct raw *r, uint64_t id, const uint64_t *props, int npairs)
{
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;

	cl_context_properties list[2 * 4 + 1] = { 0 }; /* 0-terminated */

	VT_REQUIRE(npairs <= 4, "at most 4 properties");
	for (int i = 0; i < 2 * npairs; i++)
		list[i] = (cl_context_properties)props[i];
	context_msg(&m, id, list, 1, r->dev);
	if (call(r, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	return ret;
}

/* A creation from a GL object (op) in context ctx with the GL values v; the result code. */
static int32_t gl_create(struct raw *r, uint16_t op, uint64_t id, uint64_t ctx, const int32_t *v,
			 int nv)
{
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;

	m_init(&m, op);
	m_u64(&m, id);
	m_u64(&m, ctx);
	m_u64(&m, CL_MEM_READ_WRITE);
	for (int i = 0; i < nv; i++)
		m_i32(&m, v[i]);
	if (call(r, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	return ret;
}

/*
 * cl_khr_gl_sharing's values from a hostile guest (the real front-end sends only IDs it knows):
 * GL context IDs that name a surface, nothing, or a context with a foreign display; names, targets
 * and levels of no GL object; an acquire of an object not from GL. Each gets the spec's error and
 * the session goes on (no violation: these are API errors).
 */
static void case_gl_sharing(void)
{
	struct raw b;
	bool replied;
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;
	uint64_t surface[] = { CL_GL_CONTEXT_KHR, 1, 0 }, none[] = { CL_GL_CONTEXT_KHR, 0x7777777, 0 },
		 dpy[] = { CL_GL_CONTEXT_KHR, 2, CL_EGL_DISPLAY_KHR, 5 },
		 glx[] = { CL_GL_CONTEXT_KHR, 2, CL_GLX_DISPLAY_KHR, 1 },
		 good_props[] = { CL_GL_CONTEXT_KHR, 2, CL_EGL_DISPLAY_KHR, 1 };

	good_sessions_check("before cl_khr_gl_sharing values");
	VT_REQUIRE(raw_open(&b), "a raw session opens");
	if (!gl_setup(&b)) {
		raw_close(&b);
		vt_skip("the host has no EGL surfaceless display with a pbuffer config");
	}
	VT_CHECK(gl_context(&b, 0x90, surface, 1) == CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR,
		 "CL_GL_CONTEXT_KHR naming a pbuffer surface");
	VT_CHECK(gl_context(&b, 0x90, none, 1) == CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR,
		 "CL_GL_CONTEXT_KHR naming nothing");
	VT_CHECK(gl_context(&b, 0x90, dpy, 2) == CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR,
		 "CL_EGL_DISPLAY_KHR naming another display");
	VT_CHECK(gl_context(&b, 0x90, glx, 2) == CL_INVALID_OPERATION, "CL_GLX_DISPLAY_KHR");
	VT_REQUIRE(gl_context(&b, 0x90, good_props, 2) == CL_SUCCESS, "the session's GL context");
	VT_REQUIRE(create_context(&b, 0x98, &replied) == CL_SUCCESS, "a context without GL");
	VT_CHECK(gl_create(&b, OP_clCreateFromGLBuffer, 0x91, 0x90, (int32_t[]){ -1 }, 1) ==
			 CL_INVALID_GL_OBJECT, "clCreateFromGLBuffer of name 2^32 - 1");
	VT_CHECK(gl_create(&b, OP_clCreateFromGLBuffer, 0x91, 0x98, (int32_t[]){ 1 }, 1) ==
			 CL_INVALID_CONTEXT, "clCreateFromGLBuffer in a context without GL");
	VT_CHECK(gl_create(&b, OP_clCreateFromGLTexture, 0x91, 0x90,
			   (int32_t[]){ 0x0DE1, INT32_MAX, -1 }, 3) == CL_INVALID_MIP_LEVEL,
		 "clCreateFromGLTexture of level 2^31 - 1");
	VT_CHECK(gl_create(&b, OP_clCreateFromGLTexture, 0x91, 0x90,
			   (int32_t[]){ -1, 0, 1 }, 3) == CL_INVALID_VALUE,
		 "clCreateFromGLTexture of target 2^32 - 1");
	VT_CHECK(gl_create(&b, OP_clCreateFromGLTexture, 0x91, 0x90,
			   (int32_t[]){ 0x0DE1, 0, 0x12345 }, 3) == CL_INVALID_GL_OBJECT,
		 "clCreateFromGLTexture of no texture");
	VT_CHECK(gl_create(&b, OP_clCreateFromGLRenderbuffer, 0x91, 0x90, (int32_t[]){ 0 }, 1) ==
			 CL_INVALID_GL_OBJECT, "clCreateFromGLRenderbuffer of name 0");
	/* an acquire of a buffer not from GL, on a queue of the GL context */
	create_queue_msg(&m, 0x92, 0x90, b.dev[0]);
	VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4), "queue");
	buffer_msg(&m, 0x93, 0x90, CL_MEM_READ_WRITE, 64, 0, NULL, 0, 0);
	VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4), "buffer");
	m_init(&m, OP_clEnqueueAcquireGLObjects);
	vn_enc_clEnqueueAcquireGLObjects(&m.e, H(cl_command_queue, 0x92), 1,
					 &(cl_mem){ H(cl_mem, 0x93) }, 0, NULL, 0);
	if (call(&b, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	VT_CHECK(ret == CL_INVALID_GL_OBJECT, "acquire of a buffer not from GL: %d", ret);
	/* clGetGLContextInfoKHR with a value size of 2^62: the value is never that large */
	{
		cl_context_properties list[5] = { 0 }; /* 0-terminated */
		for (int i = 0; i < 4; i++)
			list[i] = (cl_context_properties)good_props[i];
		m_init(&m, OP_clGetGLContextInfoKHR);
		vn_enc_clGetGLContextInfoKHR(&m.e, &(struct vn_args_clGetGLContextInfoKHR){
			.properties = list, .param_name = CL_DEVICES_FOR_GL_CONTEXT_KHR,
			.param_value_size = (size_t)1 << 62, .param_value_want = true,
			.param_value_size_ret_want = true });
	}
	ret = 1;
	if (call(&b, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	VT_CHECK(ret == CL_SUCCESS, "clGetGLContextInfoKHR with a value size of 2^62: %d", ret);
	VT_CHECK(create_context(&b, 0x99, &replied) == CL_SUCCESS && replied,
		 "the session goes on after them");
	raw_close(&b);
	VT_CHECK(!log_says(b.session, "protocol violation", 0.5), "no protocol violation");
	good_sessions_check("after cl_khr_gl_sharing values");
}

/* ---- cl_khr_command_buffer ---------------------------------------------------------------------- */

/* Context 0x20, queue 0x22 and command buffer 0x23 on r; the command buffer's creation result. */
static int32_t make_cmdbuf(struct raw *r)
{
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;
	bool replied;

	if (create_context(r, 0x20, &replied) != CL_SUCCESS)
		return ret;
	create_queue_msg(&m, 0x22, 0x20, r->dev[0]);
	if (call(r, &m, rep, sizeof(rep)) < 8 || memcmp(rep, &(int32_t){ 0 }, 4))
		return ret;
	m_init(&m, OP_clCreateCommandBufferKHR);
	vn_enc_clCreateCommandBufferKHR(&m.e, &(struct vn_args_clCreateCommandBufferKHR){
		.id = 0x23, .num_queues = 1, .queues = &(cl_command_queue){ H(cl_command_queue, 0x22) } });
	if (call(r, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	return ret;
}

/* clCommandBarrierWithWaitListKHR(cb, NULL, n, list, new sync point sp, NULL). */
static void barrier_msg(struct msg *m, uint64_t cb, uint32_t n, const uint32_t *list, uint32_t sp)
{
	m_init(m, OP_clCommandBarrierWithWaitListKHR);
	vn_enc_clCommandBarrierWithWaitListKHR(&m->e, H(cl_command_buffer_khr, cb), n, list, sp);
}

static bool send_barrier_on_queue(struct raw *r, void *arg)
{
	struct msg m;

	(void)arg;
	if (make_cmdbuf(r) != CL_SUCCESS)
		return false;
	barrier_msg(&m, 0x22, 0, NULL, 1);
	return m_send(r->req, &m, 0);
}

static bool send_barrier_long_list(struct raw *r, void *arg)
{
	struct msg m;
	uint32_t one = 1;

	(void)arg;
	if (make_cmdbuf(r) != CL_SUCCESS)
		return false;
	/* a wait list of a million sync points that brings one: the count, which follows the
	 * command buffer, says 10^6 */
	barrier_msg(&m, 0x23, 1, &one, 1);
	m_patch_at(&m, m_find(&m, 0x23) + 8, 1000000);
	return m_send(r->req, &m, 0);
}

static void case_command_buffer(void)
{
	struct raw b;
	struct msg m;
	uint8_t rep[64];
	uint32_t five = 5, one = 1;
	int32_t ret = 1;
	char name[256] = "";

	VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
	ret = make_cmdbuf(&b);
	if (ret != CL_SUCCESS) {
		raw_close(&b);
		vt_skip("no command buffer on this host (%s): cl_khr_command_buffer is offered only "
			"where the host device has it", vt_err(ret));
	}
	/* API errors, not violations: the session goes on */
	barrier_msg(&m, 0x23, 1, &five, 1); /* sync point 5 was never given */
	VT_CHECK(m_send(b.req, &m, 0), "a barrier waiting for sync point 5, which was never given");
	barrier_msg(&m, 0x23, 0, NULL, 0); /* a new sync point 0 */
	VT_CHECK(m_send(b.req, &m, 0), "a barrier whose new sync point is 0");
	barrier_msg(&m, 0x23, 0, NULL, 0xffffffffu);
	VT_CHECK(m_send(b.req, &m, 0), "a barrier whose new sync point is 2^32 - 1");
	barrier_msg(&m, 0x23, 0, NULL, 1);
	VT_CHECK(m_send(b.req, &m, 0), "a barrier with sync point 1");
	barrier_msg(&m, 0x23, 1, &one, 1);
	VT_CHECK(m_send(b.req, &m, 0), "a barrier with sync point 1 again, waiting for itself");
	m_init(&m, OP_clEnqueueCommandBufferKHR); /* its own queue, no wait list, no event */
	vn_enc_clEnqueueCommandBufferKHR(&m.e, &(struct vn_args_clEnqueueCommandBufferKHR){
		.command_buffer = H(cl_command_buffer_khr, 0x23) });
	ret = CL_SUCCESS;
	if (call(&b, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	VT_CHECK(ret != CL_SUCCESS, "an enqueue of the buffer before its finalize: an error reply (%s)",
		 vt_err(ret));
	m_init(&m, OP_clFinalizeCommandBufferKHR); /* as vcl_fe_cmdbuf.c encodes it */
	m_u64(&m, 0x23);
	ret = CL_SUCCESS;
	if (call(&b, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	VT_CHECK(ret == CL_INVALID_SYNC_POINT_WAIT_LIST_KHR,
		 "its finalize reports the first refused command: CL_INVALID_SYNC_POINT_WAIT_LIST_KHR (%s)",
		 vt_err(ret));
	VT_CHECK(device_name(&b, b.dev[0], name, sizeof(name)) && !strcmp(name, good_name),
		 "the session keeps serving");
	VT_CHECK(!log_says(b.session, "protocol violation", 0), "no protocol violation logged");
	raw_close(&b);
	good_sessions_check("command buffer API errors");

	hostile("clCommandBarrierWithWaitListKHR on a queue's ID", send_barrier_on_queue, NULL,
		"is a queue, not a cmdbuf");
	hostile("clCommandBarrierWithWaitListKHR with a wait list of 10^6 that brings 1",
		send_barrier_long_list, NULL, "protocol violation");
}

/* clSetKernelArg(k, idx, 8, form 1: the object ID obj, its 8 bytes) on kernel 0x43; the result. */
static int32_t set_arg_obj(struct raw *r, uint32_t idx, uint64_t obj)
{
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;

	m_init(&m, OP_clSetKernelArg);
	vn_enc_clSetKernelArg(&m.e, &(struct vn_args_clSetKernelArg){
		.kernel = H(cl_kernel, 0x43), .arg_index = idx, .arg_size = sizeof(obj),
		.arg_value_obj = H(void *, obj), .arg_value = &obj, .arg_value_len = sizeof(obj) });
	if (call(r, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	return ret;
}

/*
 * Kernel arguments naming an object of another kind than the argument's (spec 5.9.2: a buffer
 * argument given a queue or sampler, a sampler argument given a buffer): the host must never get
 * one kind of handle where it expects another; the spec's errors, the session goes on.
 */
static void case_kernel_arg_types(void)
{
	struct raw b;
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;
	bool replied;
	char name[256] = "";
	const char *src = "__kernel void k(__global int *p, sampler_t s, image2d_t im) { p[0] = 1; }";

	VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
	VT_REQUIRE(create_context(&b, 0x40, &replied) == CL_SUCCESS && replied, "context 0x40");
	VT_REQUIRE(create_program(&b, 0x41, 0x40, src) == CL_SUCCESS, "program 0x41");
	build_msg(&m, 0x41, "");
	if (call(&b, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	VT_REQUIRE(ret == CL_SUCCESS, "program 0x41 builds (%s)", vt_err(ret));
	kernel_msg(&m, 0x43, 0x41, "k");
	ret = 1;
	if (call(&b, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	VT_REQUIRE(ret == CL_SUCCESS, "kernel 0x43 (%s)", vt_err(ret));
	create_queue_msg(&m, 0x44, 0x40, b.dev[0]);
	VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4), "queue 0x44");
	m_init(&m, OP_clCreateSampler);
	vn_enc_clCreateSampler(&m.e, 0x45, H(cl_context, 0x40), CL_FALSE, CL_ADDRESS_NONE,
			       CL_FILTER_NEAREST);
	VT_REQUIRE(call(&b, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4), "sampler 0x45");
	VT_REQUIRE(absurd_buffer_on(&b, 0x40, 0x46, 64) == CL_SUCCESS, "buffer 0x46");
	ret = set_arg_obj(&b, 0, 0x44);
	VT_CHECK(ret == CL_INVALID_MEM_OBJECT, "a buffer argument given a queue: CL_INVALID_MEM_OBJECT (%s)",
		 vt_err(ret));
	ret = set_arg_obj(&b, 0, 0x45);
	VT_CHECK(ret == CL_INVALID_MEM_OBJECT, "a buffer argument given a sampler: CL_INVALID_MEM_OBJECT "
					   "(%s)", vt_err(ret));
	ret = set_arg_obj(&b, 1, 0x46);
	VT_CHECK(ret == CL_INVALID_SAMPLER, "a sampler argument given a buffer: CL_INVALID_SAMPLER (%s)",
		 vt_err(ret));
	ret = set_arg_obj(&b, 2, 0x45);
	VT_CHECK(ret == CL_INVALID_MEM_OBJECT, "an image argument given a sampler: CL_INVALID_MEM_OBJECT "
					   "(%s)", vt_err(ret));
	ret = set_arg_obj(&b, 0, 0x46);
	VT_CHECK(ret == CL_SUCCESS, "a buffer argument given the buffer: CL_SUCCESS (%s)", vt_err(ret));
	VT_CHECK(device_name(&b, b.dev[0], name, sizeof(name)) && !strcmp(name, good_name),
		 "the session keeps serving");
	VT_CHECK(!log_says(b.session, "protocol violation", 0), "no violation");
	raw_close(&b);
}

/* clBuildProgram of a built-from-source program 0x41 without its last item (ask): a message that
 * ends early (once decoded by hand, now by the generated decoder). */
static bool send_short_build(struct raw *r, void *arg)
{
	struct msg m;
	bool replied;

	(void)arg;
	if (create_context(r, 0x40, &replied) != CL_SUCCESS ||
	    create_program(r, 0x41, 0x40, "__kernel void k(void) {}") != CL_SUCCESS)
		return false;
	build_msg(&m, 0x41, "");
	m_trunc(&m, 8); /* ask left out */
	return m_send(r->req, &m, 5);
}

/* A build message that ends early: the log names the parameter and the check, not only that the
 * handler failed. */
static void case_short_hand_decoded(void)
{
	hostile("clBuildProgram without its last item", send_short_build, NULL,
		"protocol violation in clBuildProgram: parameter ask: item runs past the end");
}

/* A rectangle write (region 8x8x1 bytes, pitches 0: 64 bytes) whose data item has the 64 bytes
 * but whose length item, which travels before it, says arg's count. */
/* What a transfer names: context 0x40, a 4 KiB buffer 0x41 and a queue 0x42 on the first device. */
static bool transfer_objects(struct raw *r)
{
	struct msg m;
	uint8_t rep[64];
	bool replied;

	if (create_context(r, 0x40, &replied) != CL_SUCCESS ||
	    absurd_buffer_on(r, 0x40, 0x41, 4096) != CL_SUCCESS)
		return false;
	create_queue_msg(&m, 0x42, 0x40, r->dev[0]);
	return call(r, &m, rep, sizeof(rep)) >= 8 && !memcmp(rep, &(int32_t){ 0 }, 4);
}

static bool send_rect_write(struct raw *r, void *arg)
{
	static const uint8_t data[64];
	static const size_t tri[3][3] = { { 0, 0, 0 }, { 0, 0, 0 }, { 8, 8, 1 } };
	struct msg m;

	if (!transfer_objects(r))
		return false;
	m_init(&m, OP_clEnqueueWriteBufferRect);
	vn_enc_clEnqueueWriteBufferRect(&m.e, &(struct vn_args_clEnqueueWriteBufferRect){
		.command_queue = H(cl_command_queue, 0x42), .buffer = H(cl_mem, 0x41),
		.blocking_write = CL_TRUE, .buffer_origin = tri[0], .host_origin = tri[1],
		.region = tri[2], .ptr = { data, sizeof(data), VCL_DEC_NOT_IN_REGION } });
	/* 64 twice: the length item, then the data item's own length; the first says arg's count */
	m_patch_at(&m, m_find_of(&m, sizeof(data), 0, 2), *(const uint64_t *)arg);
	return m_send(r->req, &m, 5);
}

/* A transfer's data must be as long as its length item says (api/opencl.api: data len): checked
 * by the generated decoder, which names the parameter. */
static void case_transfer_length(void)
{
	static const uint64_t more = 128, less = 32;

	hostile("a rectangle write whose length says 128 for 64 bytes", send_rect_write,
		(void *)&more, "parameter ptr: 64 bytes of data, its length says 128");
	hostile("a rectangle write whose length says 32 for 64 bytes", send_rect_write,
		(void *)&less, "parameter ptr: 64 bytes of data, its length says 32");
}

/*
 * Transfer brackets (api/opencl.api XFER_BEGIN, XFER_END; VCL_MSG_F_TWIN) used against their rules:
 * a piece for a queue no bracket was opened on (it has no twin), the end of a bracket whose marker
 * is a buffer, a bracket ended twice, a bracket without a marker ID.
 */
static bool send_bad_bracket(struct raw *r, void *arg)
{
	int mode = *(int *)arg;
	static const uint8_t data[64];
	struct msg m;
	uint8_t rep[64];

	if (!transfer_objects(r))
		return false;
	if (mode == 0) {
		m_init(&m, OP_clEnqueueWriteBuffer);
		vn_enc_clEnqueueWriteBuffer(&m.e, &(struct vn_args_clEnqueueWriteBuffer){
			.command_queue = H(cl_command_queue, 0x42), .buffer = H(cl_mem, 0x41),
			.blocking_write = CL_TRUE, .offset = 0, .size = sizeof(data),
			.ptr = { data, sizeof(data), VCL_DEC_NOT_IN_REGION } });
		m_flat(&m);
		((struct vcl_msg_hdr *)m.b)->flags = VCL_MSG_F_TWIN;
		return m_send(r->req, &m, 5);
	}
	if (mode == 2) {
		/* a good bracket (PoCL's device has out-of-order queues), ended once */
		m_init(&m, VCL_OP_XFER_BEGIN);
		vn_enc_msg_xfer_begin(&m.e, &(struct vn_args_msg_xfer_begin){
			.queue = H(cl_command_queue, 0x42), .marker_id = 0x43 });
		if (call(r, &m, rep, sizeof(rep)) < 8 || memcmp(rep, &(int32_t){ 0 }, 4))
			return false;
		m_init(&m, VCL_OP_XFER_END);
		vn_enc_msg_xfer_end(&m.e, &(struct vn_args_msg_xfer_end){ .marker = 0x43 });
		if (!m_send(r->req, &m, 6))
			return false;
	}
	if (mode == 3) {
		m_init(&m, VCL_OP_XFER_BEGIN);
		vn_enc_msg_xfer_begin(&m.e, &(struct vn_args_msg_xfer_begin){
			.queue = H(cl_command_queue, 0x42), .marker_id = 0 });
		return m_send(r->req, &m, 7);
	}
	m_init(&m, VCL_OP_XFER_END);
	vn_enc_msg_xfer_end(&m.e, &(struct vn_args_msg_xfer_end){ .marker = mode == 1 ? 0x41 : 0x43 });
	return m_send(r->req, &m, 8);
}

static void case_transfer_brackets(void)
{
	static const char *what[] = { "a bracketed piece on a queue with no bracket",
				      "the end of a bracket whose marker is a buffer",
				      "a bracket ended twice", "a bracket with marker ID 0" };
	static const char *reason[] = { "which has no bracket", "is no open bracket's marker",
					"is no open bracket's marker", "parameter marker: 0" };

	for (int i = 0; i < 4; i++)
		hostile(what[i], send_bad_bracket, &i, reason[i]);
}

/* clCreateSubBuffer(0x21, CL_MEM_READ_WRITE, REGION {origin, size}) with new ID id; its result. */
static int32_t sub_buffer(struct raw *r, uint64_t id, uint64_t origin, uint64_t size)
{
	struct msg m;
	uint8_t rep[64];
	int32_t ret = 1;

	m_init(&m, OP_clCreateSubBuffer);
	vn_enc_clCreateSubBuffer(&m.e, &(struct vn_args_clCreateSubBuffer){
		.id = id, .buffer = H(cl_mem, 0x21), .flags = CL_MEM_READ_WRITE,
		.buffer_create_type = CL_BUFFER_CREATE_TYPE_REGION,
		.buffer_create_info = { origin, size } });
	if (call(r, &m, rep, sizeof(rep)) >= 8)
		memcpy(&ret, rep, 4);
	return ret;
}

/*
 * Sub-buffer regions past the buffer's end, also where origin + size wraps around 2^64 (spec
 * 5.2.1: CL_INVALID_VALUE): the host never gets a sub-buffer outside its parent.
 */
static void case_sub_buffer_region(void)
{
	struct raw b;
	bool replied;
	char name[256] = "";
	int32_t ret;

	VT_REQUIRE(raw_open(&b), "a fresh raw session opens");
	VT_REQUIRE(create_context(&b, 0x20, &replied) == CL_SUCCESS && replied, "context 0x20");
	VT_REQUIRE(absurd_buffer_on(&b, 0x20, 0x21, 4096) == CL_SUCCESS, "buffer 0x21 of 4096 bytes");
	ret = sub_buffer(&b, 0x30, 0, 4096);
	VT_CHECK(ret == CL_SUCCESS, "the whole buffer: CL_SUCCESS (%s)", vt_err(ret));
	ret = sub_buffer(&b, 0x31, 4096 - 64, 128);
	VT_CHECK(ret == CL_INVALID_VALUE, "a region past the end: CL_INVALID_VALUE (%s)", vt_err(ret));
	ret = sub_buffer(&b, 0x32, UINT64_MAX - 4095, 8192);
	VT_CHECK(ret == CL_INVALID_VALUE, "origin 2^64-4096, size 8192 (origin + size wraps to 4096): "
					  "CL_INVALID_VALUE (%s)", vt_err(ret));
	ret = sub_buffer(&b, 0x33, 128, UINT64_MAX - 63);
	VT_CHECK(ret == CL_INVALID_VALUE || ret == CL_INVALID_BUFFER_SIZE,
		 "origin 128, size 2^64-64 (origin + size wraps to 64): CL_INVALID_VALUE (%s)", vt_err(ret));
	VT_CHECK(device_name(&b, b.dev[0], name, sizeof(name)) && !strcmp(name, good_name),
		 "the session keeps serving");
	VT_CHECK(!log_says(b.session, "protocol violation", 0), "no violation");
	raw_close(&b);
}

/* A lane of the session token names (vcl_wire.h VCL_ROLE_LANE): its descriptor (or -1), *acked
 * whether the session answered its HELLO (a bare WELCOME header). */
static int lane_open(const uint64_t token[2], bool *acked)
{
	struct vcl_msg_hdr h;
	int fd = sock_connect();

	*acked = false;
	if (fd < 0 || !hello(fd, VCL_ROLE_LANE, token))
		return fd;
	*acked = read_all(fd, &h, sizeof(h), REPLY_TIMEOUT_MS) && h.op == VCL_OP_WELCOME && !h.size;
	return fd;
}

/* Send a lane's message: its fence, then m. */
static bool lane_send(int fd, uint64_t fence, struct msg *m)
{
	return write(fd, &fence, sizeof(fence)) == (ssize_t)sizeof(fence) && m_send(fd, m, 7);
}

/*
 * Lanes: a lane with a token no session has is refused; a session takes VCL_MAX_LANES and refuses
 * the next; on a lane anything but a buffer transfer ends the session, and so does a header past
 * the limit (each a logged violation); a transfer fenced behind request-channel messages that never
 * come waits without harm, and its session still ends when the guest goes. Other sessions are
 * served throughout.
 */
static void case_lanes(void)
{
	static const uint64_t nobody[2] = { 0x1234, 0x5678 };
	struct raw r;
	struct msg m;
	int fds[VCL_MAX_LANES + 1], fd;
	bool acked;
	unsigned n = 0;
	char ended[64];

	good_sessions_check("before the lanes");
	fd = lane_open(nobody, &acked);
	VT_CHECK(fd >= 0 && !acked && vt_log_wait(&vt_d, "rejected a lane", 1, 5),
		 "a lane with a token no session has: refused, logged");
	if (fd >= 0)
		close(fd);

	VT_REQUIRE(raw_open(&r), "a raw session opens");
	for (unsigned i = 0; i <= VCL_MAX_LANES; i++) {
		fds[i] = lane_open(r.token, &acked);
		n += acked;
	}
	VT_CHECK(n == VCL_MAX_LANES && vt_log_wait(&vt_d, "rejected a lane", 2, 5),
		 "a session takes %u lanes and refuses the next (%u answered)", VCL_MAX_LANES, n);
	/* clWaitForEvents on a lane (judged by its opcode: the payload is never decoded) */
	m_init(&m, OP_clWaitForEvents);
	vcl_enc_u64(&m.e, 0);
	VT_CHECK(lane_send(fds[0], 0, &m), "clWaitForEvents sent on a lane");
	VT_CHECK(log_says(r.session, "on a lane, the opcode", 5) &&
			 log_says(r.session, "protocol violation", 0),
		 "clWaitForEvents on a lane: a protocol violation ends the session");
	snprintf(ended, sizeof(ended), "session %u: ended", r.session);
	VT_CHECK(vt_log_wait(&vt_d, ended, 1, 10), "and it ends (%s)", ended);
	for (unsigned i = 0; i <= VCL_MAX_LANES; i++)
		if (fds[i] >= 0)
			close(fds[i]);
	raw_close(&r);
	good_sessions_check("after clWaitForEvents on a lane");

	/* a header past the limit on a lane */
	VT_REQUIRE(raw_open(&r), "a raw session opens");
	fd = lane_open(r.token, &acked);
	VT_REQUIRE(fd >= 0 && acked, "a lane opens");
	{
		uint64_t fence = 0;
		/* under the request channel's limit, over a lane's */
		struct vcl_msg_hdr h = { VCL_LANE_MAX_MSG + 8, OP_clEnqueueReadBuffer, 0, 1 };
		VT_CHECK(write(fd, &fence, 8) == 8 && write(fd, &h, sizeof(h)) == sizeof(h),
			 "a read's header of %u bytes on a lane", h.size);
	}
	VT_CHECK(log_says(r.session, "bytes on a lane", 5), "refused before anything is allocated");
	close(fd);
	raw_close(&r);
	good_sessions_check("after a header past the limit on a lane");

	/* a read fenced behind a million request-channel messages that never come */
	VT_REQUIRE(raw_open(&r), "a raw session opens");
	fd = lane_open(r.token, &acked);
	VT_REQUIRE(fd >= 0 && acked, "a lane opens");
	read_msg(&m, 0, 0x100, 0x82, CL_TRUE, 4096);
	VT_CHECK(lane_send(fd, 1000000, &m), "a blocking read fenced behind 1000000 messages");
	vt_sleep_ms(200);
	good_sessions_check("while a lane's read waits for its fence");
	raw_close(&r);
	snprintf(ended, sizeof(ended), "session %u: ended", r.session);
	VT_CHECK(vt_log_wait(&vt_d, ended, 1, 10),
		 "the guest goes: its session ends although a lane's message waits (%s)", ended);
	VT_CHECK(!log_says(r.session, "protocol violation", 0), "no violation for a fence never met");
	close(fd);
	good_sessions_check("after the fenced lane");
}

static const struct {
	const char *name;
	void (*fn)(void);
} cases[] = {
	{ "short_header", case_short_header },
	{ "lanes", case_lanes },
	{ "unknown_opcode", case_unknown_opcode },
	{ "payload_past_end", case_payload_past_end },
	{ "size_not_multiple_of_8", case_size_not_multiple_of_8 },
	{ "size_over_limit", case_size_over_limit },
	{ "foreign_handle", case_foreign_handle },
	{ "wrong_type_handle", case_wrong_type_handle },
	{ "absurd_allocation", case_absurd_allocation },
	{ "svm_pointers", case_svm_pointers },
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
	{ "speculated_write_order", case_speculated_write_order },
	{ "bad_region", case_bad_region },
	{ "bad_region_item", case_bad_region_item },
	{ "bad_ring", case_bad_ring },
	{ "gl_lengths", case_gl_lengths },
	{ "command_buffer", case_command_buffer },
	{ "gl_sharing", case_gl_sharing },
	{ "kernel_arg_types", case_kernel_arg_types },
	{ "short_hand_decoded", case_short_hand_decoded },
	{ "sub_buffer_region", case_sub_buffer_region },
	{ "transfer_length", case_transfer_length },
	{ "transfer_brackets", case_transfer_brackets },
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
