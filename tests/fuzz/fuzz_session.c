/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target over the back-end's message handling: each input is the byte stream a guest
 * sends on its request channel after HELLO. It runs through the real session code
 * (vcl_session_serve: the leader/follower loop, header checks, generated decoders, hand-written
 * handlers, the object table, session teardown) against the host's real OpenCL (PoCL), exactly as
 * in a session process, except that the channel is memory (vcl_mem_transport): replies and notify
 * messages are discarded, the end of the input is the guest disconnecting.
 *
 * Each input gets a fresh session, which is fully ended (every object released) before the next
 * input starts; a protocol violation ends only that input, as it ends only that guest's session.
 * The seed corpus (tests/fuzz/corpus/) is real traffic recorded by tests/fuzz/record.py, so inputs
 * start past HELLO with valid handles. tests/fuzz/README.md: building, running, figures.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_transport.h"
#include "gen/vn_protocol.h"

/*
 * Kernel launches become markers (linked with --wrap): a guest's kernel is its own native code on a
 * CPU device, free to write anywhere in the session process - which is why a session runs
 * confined (docs/security.md). Here, in the fuzzer's one process, such writes would corrupt the
 * heap the sanitizers watch and report a guest's kernel as a fault of virtcl's. The launch's
 * decoding, checks (vcl_be_launch_check) and event handling all still run.
 */
cl_int __wrap_clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel k, cl_uint dim, const size_t *off,
				     const size_t *gws, const size_t *lws, cl_uint n,
				     const cl_event *wl, cl_event *ev);
cl_int __wrap_clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel k, cl_uint dim, const size_t *off,
				     const size_t *gws, const size_t *lws, cl_uint n,
				     const cl_event *wl, cl_event *ev)
{
	(void)k, (void)dim, (void)off, (void)gws, (void)lws;
	return clEnqueueMarkerWithWaitList(q, n, wl, ev);
}

cl_int __wrap_clEnqueueTask(cl_command_queue q, cl_kernel k, cl_uint n, const cl_event *wl,
			    cl_event *ev);
cl_int __wrap_clEnqueueTask(cl_command_queue q, cl_kernel k, cl_uint n, const cl_event *wl,
			    cl_event *ev)
{
	(void)k;
	return clEnqueueMarkerWithWaitList(q, n, wl, ev);
}

static struct vcl_daemon fd_daemon = { .lock = PTHREAD_MUTEX_INITIALIZER, .printf_fd = -1 };
static const uint64_t fd_token[2] = { 0x5eed5eed5eed5eedull, 0x0123456789abcdefull };

/*
 * Pacing: a guest waits for the reply of a call that has one before it sends its next message (the
 * recorded traffic did), and the session's threads rely on nothing else; without it, a build still
 * running on one thread would meet the clCreateKernel after it on the next leader. So the next
 * header is handed out only once every call that is answered has been (or after PACE_MAX_MS: a
 * call that blocks for good, as a guest's other thread would go on).
 */
#define PACE_MAX_MS 1000

struct pace {
	pthread_mutex_t lock;
	pthread_cond_t cond;
	unsigned outstanding; /* calls handed out and not answered */
	uint32_t payload;     /* the payload of the header just handed out comes next */
	struct vcl_transport *ntf;
};

static bool expects_reply(const struct vcl_msg_hdr *h)
{
	if (h->flags & VCL_MSG_F_NOREPLY)
		return false;
	if (h->op < VCL_OP_HELLO)
		return vn_op_valid(h->op) && !(vn_ops[h->op].flags & VN_OPF_ASYNC);
	return h->op == VCL_OP_GET_BINARIES || h->op == VCL_OP_ATTACH_SHM;
}

static void on_req_recv(void *ctx, const void *next, size_t len)
{
	struct pace *p = ctx;
	struct vcl_msg_hdr h;
	struct timespec until;

	pthread_mutex_lock(&p->lock);
	if (p->payload && len == p->payload) {
		p->payload = 0;
	} else if (len == sizeof(h)) {
		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_nsec += PACE_MAX_MS % 1000 * 1000000L;
		until.tv_sec += PACE_MAX_MS / 1000 + until.tv_nsec / 1000000000L;
		until.tv_nsec %= 1000000000L;
		while (p->outstanding && !pthread_cond_timedwait(&p->cond, &p->lock, &until))
			;
		p->outstanding = 0;
		memcpy(&h, next, sizeof(h));
		p->payload = h.size;
		p->outstanding += expects_reply(&h);
	}
	pthread_mutex_unlock(&p->lock);
}

/* Replies count down the calls waited for; the notify channel attaches when WELCOME goes out, as
 * the front-end opens it right after. */
static void on_req_send(void *ctx, const struct iovec *iov, int n)
{
	struct pace *p = ctx;
	struct vcl_msg_hdr h;

	if (n < 1 || iov[0].iov_len < sizeof(h))
		return;
	memcpy(&h, iov[0].iov_base, sizeof(h));
	if (h.op == VCL_OP_WELCOME && p->ntf) {
		if (vcl_daemon_attach_notify(&fd_daemon, fd_token, p->ntf))
			p->ntf->ops->destroy(p->ntf);
		p->ntf = NULL;
	} else if (h.op == VCL_OP_REPLY) {
		pthread_mutex_lock(&p->lock);
		if (p->outstanding)
			p->outstanding--;
		pthread_cond_broadcast(&p->cond);
		pthread_mutex_unlock(&p->lock);
	}
}

static const char *last_path;

/* libFuzzer's entry points, which its main calls. */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	cl_platform_id ps[16];
	cl_uint n = 0;

	(void)argc, (void)argv;
	/* never through virtcl itself, should it be installed */
	setenv("VIRTCL_DAEMON", "1", 1);
	if (clGetPlatformIDs(16, ps, &n) != CL_SUCCESS || n == 0) {
		fprintf(stderr, "fuzz_session: no host OpenCL platform\n");
		exit(77);
	}
	fd_daemon.platform = ps[0];
	if (clGetDeviceIDs(ps[0], CL_DEVICE_TYPE_ALL, 0, NULL, &n) != CL_SUCCESS || !n ||
	    !(fd_daemon.devices = calloc(n, sizeof(cl_device_id))) ||
	    clGetDeviceIDs(ps[0], CL_DEVICE_TYPE_ALL, n, fd_daemon.devices, &fd_daemon.ndev)) {
		fprintf(stderr, "fuzz_session: no device\n");
		exit(77);
	}
	last_path = getenv("VIRTCL_FUZZ_LAST");
	fd_daemon.preset_token[0] = fd_token[0];
	fd_daemon.preset_token[1] = fd_token[1];
	fd_daemon.exit_on_end = false; /* the session frees itself and returns */
	/* a daemon's per-session limits (virtcld --max-memory, --max-objects), smaller than its
	 * defaults so that inputs asking for more meet them; no kernel watchdog (it would _exit) */
	fd_daemon.max_memory = (uint64_t)256 << 20;
	fd_daemon.max_objects = 1u << 16;
	if (vcl_daemon_private_dir()) {
		fprintf(stderr, "fuzz_session: no private directory\n");
		exit(1);
	}
	atexit(vcl_daemon_remove_private_dir);
	return 0;
}

static bool session_alive(void)
{
	bool alive;

	pthread_mutex_lock(&fd_daemon.lock);
	alive = fd_daemon.sessions != NULL;
	pthread_mutex_unlock(&fd_daemon.lock);
	return alive;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pace p = { .lock = PTHREAD_MUTEX_INITIALIZER, .cond = PTHREAD_COND_INITIALIZER };
	struct vcl_transport *req;

	/* a host driver that aborts on a thread of its own can leave libFuzzer no chance to save
	 * the input: VIRTCL_FUZZ_LAST names a file that always holds the input being run */
	if (last_path) {
		FILE *f = fopen(last_path, "wb");
		if (f) {
			fwrite(data, 1, size, f);
			fclose(f);
		}
	}
	p.ntf = vcl_mem_transport_create(NULL, 0, NULL, NULL, NULL);
	req = vcl_mem_transport_create(data, size, on_req_send, on_req_recv, &p);
	if (!p.ntf || !req)
		abort();
	vcl_session_serve(&fd_daemon, req, NULL);
	/* threads still inside blocking host calls end the session when they return: wait for it, so
	 * that no session outlives its input (which the request channel reads from) or p */
	while (session_alive())
		usleep(100);
	if (p.ntf) /* no WELCOME went out */
		p.ntf->ops->destroy(p.ntf);
	return 0;
}
