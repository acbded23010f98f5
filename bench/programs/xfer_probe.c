/* SPDX-License-Identifier: MIT */
/*
 * xfer_probe: the host-side primitives a remoted transfer is built from, measured natively on one
 * device, so that the transfer design (docs/design.md, "Bulk data") rests on figures of the machine
 * and not on guesses. Each line is one JSON record: {"probe":..., "bytes":..., "gbps":...}.
 *
 *   xfer_probe [MAX_MIB]      sizes 1 MiB, 16 MiB, ... up to MAX_MIB (default 256)
 *   xfer_probe socket [MAX_MIB]   only socket.unix: what a unix transport's socket itself moves
 *
 * Probes (median of several repeats, GB/s = 1e9 bytes/s):
 *   memcpy.T            guest-side copy, T threads, malloc -> malloc
 *   write.malloc        blocking clEnqueueWriteBuffer from pageable malloc memory (native baseline)
 *   write.shared        the same from a MAP_SHARED memfd mapping (what a session writes from)
 *   write.pinned        the same from a mapped CL_MEM_ALLOC_HOST_PTR buffer (driver-pinned memory)
 *   write.shared_reg    from the memfd mapping after a CL_MEM_USE_HOST_PTR buffer was made over it
 *   write.pipe.C        memcpy malloc -> shared in C-byte chunks, each chunk written non-blocking
 *                       as soon as it is copied, clFinish at the end (copy overlaps the driver)
 *   socket.unix         n bytes through a unix stream socket pair with virtcl's buffer sizes (4 MiB),
 *                       one thread sending from malloc memory, one receiving into malloc memory
 *                       (the ceiling of a unix transport's bulk transfers, without the device)
 *   read.*              the reverse of each (read.pipe.C: non-blocking chunk reads, each copied out
 *                       shared -> malloc as soon as its event completes)
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

#define CK(e)                                                                                      \
	do {                                                                                       \
		cl_int e_ = (e);                                                                   \
		if (e_) {                                                                          \
			fprintf(stderr, "%s:%d: %s = %d\n", __FILE__, __LINE__, #e, e_);           \
			exit(1);                                                                   \
		}                                                                                  \
	} while (0)

struct cp {
	char *dst;
	const char *src;
	size_t n;
};

static void *cp_run(void *a)
{
	struct cp *c = a;

	memcpy(c->dst, c->src, c->n);
	return NULL;
}

static void par_copy(char *dst, const char *src, size_t n, int t)
{
	pthread_t th[16];
	struct cp c[16];
	size_t per = (n / (size_t)t + 4095) & ~(size_t)4095;

	for (int i = 0; i < t; i++) {
		size_t o = per * (size_t)i < n ? per * (size_t)i : n;
		size_t m = n - o < per ? n - o : per;
		c[i] = (struct cp){ dst + o, src + o, m };
		if (i)
			pthread_create(&th[i], NULL, cp_run, &c[i]);
	}
	cp_run(&c[0]);
	for (int i = 1; i < t; i++)
		pthread_join(th[i], NULL);
}

static cl_command_queue q;
static cl_context ctx;
static cl_mem dev;
static char *app, *shared, *pinned;

enum kind { MEMCPY, WRITE, READ, WPIPE, RPIPE };

static void one(enum kind k, const char *what, char *host, size_t n, size_t chunk, int threads)
{
	double t[9];
	int reps = n >= (64u << 20) ? 5 : 9;

	for (int r = 0; r < reps; r++) {
		double t0 = now();
		switch (k) {
		case MEMCPY:
			par_copy(shared, app, n, threads);
			break;
		case WRITE:
			CK(clEnqueueWriteBuffer(q, dev, CL_TRUE, 0, n, host, 0, NULL, NULL));
			break;
		case READ:
			CK(clEnqueueReadBuffer(q, dev, CL_TRUE, 0, n, host, 0, NULL, NULL));
			break;
		case WPIPE:
			for (size_t o = 0; o < n; o += chunk) {
				size_t m = n - o < chunk ? n - o : chunk;
				memcpy(shared + o, app + o, m);
				CK(clEnqueueWriteBuffer(q, dev, CL_FALSE, o, m, shared + o, 0, NULL,
							NULL));
				CK(clFlush(q));
			}
			CK(clFinish(q));
			break;
		case RPIPE: {
			cl_event ev[1024];
			size_t nc = 0;
			for (size_t o = 0; o < n && nc < 1024; o += chunk, nc++) {
				size_t m = n - o < chunk ? n - o : chunk;
				CK(clEnqueueReadBuffer(q, dev, CL_FALSE, o, m, shared + o, 0, NULL,
						       &ev[nc]));
			}
			CK(clFlush(q));
			for (size_t i = 0, o = 0; i < nc; i++, o += chunk) {
				size_t m = n - o < chunk ? n - o : chunk;
				CK(clWaitForEvents(1, &ev[i]));
				memcpy(app + o, shared + o, m);
				clReleaseEvent(ev[i]);
			}
			break;
		}
		}
		t[r] = now() - t0;
	}
	qsort(t, (size_t)reps, sizeof(t[0]), cmp);
	printf("{\"probe\":\"%s\",\"bytes\":%zu,\"gbps\":%.2f}\n", what, n, (double)n / t[reps / 2] / 1e9);
	fflush(stdout);
}

/* The chunked pipelines for n bytes, chunks from first to 16 MiB: write.TAG.<C>M, read.TAG.<C>M. */
static void pipes(const char *tag, size_t n, size_t first)
{
	for (size_t c = first; c <= (16u << 20) && c < n; c *= 4) {
		char nm[48];
		snprintf(nm, sizeof(nm), "write.%s.%zuM", tag, c >> 20);
		one(WPIPE, nm, NULL, n, c, 0);
		snprintf(nm, sizeof(nm), "read.%s.%zuM", tag, c >> 20);
		one(RPIPE, nm, NULL, n, c, 0);
	}
}

/* The device memory in use, as nvidia-smi says, where there is one (a line "LABEL: N MiB"). */
static void gpu_memory(const char *label)
{
	char cmd[160];

	snprintf(cmd, sizeof(cmd), "nvidia-smi --query-gpu=memory.used --format=csv,noheader "
		 "2>/dev/null | sed 's/^/%s: /'", label);
	fflush(stdout);
	(void)!system(cmd);
}

struct sock_job {
	int fd;
	const char *src;
	size_t n;
	int reps;
};

static void *sock_send(void *a)
{
	struct sock_job *j = a;

	for (int r = 0; r < j->reps; r++)
		for (size_t o = 0; o < j->n;) {
			ssize_t w = send(j->fd, j->src + o, j->n - o, MSG_NOSIGNAL);
			if (w <= 0)
				return NULL;
			o += (size_t)w;
		}
	return NULL;
}

/* socket.unix for 1 MiB, 16 MiB, ... up to max: see the header. */
static void sock_probe(size_t max)
{
	char *src = malloc(max), *dst = malloc(max);
	int sv[2], sz = 4 << 20;

	if (!src || !dst || socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		exit(1);
	memset(src, 7, max);
	memset(dst, 0, max);
	for (int i = 0; i < 2; i++) {
		setsockopt(sv[i], SOL_SOCKET, SO_SNDBUF, &sz, sizeof(sz));
		setsockopt(sv[i], SOL_SOCKET, SO_RCVBUF, &sz, sizeof(sz));
	}
	for (size_t n = 1u << 20; n <= max; n *= 4) {
		double t[9];
		int reps = n >= (64u << 20) ? 5 : 9;
		struct sock_job j = { sv[0], src, n, reps };
		pthread_t th;

		pthread_create(&th, NULL, sock_send, &j);
		for (int r = 0; r < reps; r++) {
			double t0 = now();
			if (recv(sv[1], dst, n, MSG_WAITALL) != (ssize_t)n)
				exit(1);
			t[r] = now() - t0;
		}
		pthread_join(th, NULL);
		qsort(t, (size_t)reps, sizeof(t[0]), cmp);
		printf("{\"probe\":\"socket.unix\",\"bytes\":%zu,\"gbps\":%.2f}\n", n,
		       (double)n / t[reps / 2] / 1e9);
		fflush(stdout);
	}
	close(sv[0]);
	close(sv[1]);
	free(src);
	free(dst);
}

int main(int argc, char **argv)
{
	bool sock = argc > 1 && !strcmp(argv[1], "socket");
	size_t max = (size_t)(argc > 1 + sock ? atoi(argv[1 + sock]) : 256) << 20;
	cl_platform_id p;
	cl_device_id d;
	cl_int err;
	char name[256] = "";
	int fd;
	cl_mem pin, reg;

	if (sock) {
		sock_probe(max);
		return 0;
	}
	CK(clGetPlatformIDs(1, &p, NULL));
	CK(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL));
	clGetDeviceInfo(d, CL_DEVICE_NAME, sizeof(name), name, NULL);
	printf("{\"device\":\"%s\",\"cpus\":%ld}\n", name, sysconf(_SC_NPROCESSORS_ONLN));
	ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
	CK(err);
	q = clCreateCommandQueueWithProperties(ctx, d, NULL, &err);
	CK(err);
	dev = clCreateBuffer(ctx, CL_MEM_READ_WRITE, max, NULL, &err);
	CK(err);
	app = malloc(max);
	fd = memfd_create("probe", 0);
	if (!app || fd < 0 || ftruncate(fd, (off_t)max))
		return 1;
	shared = mmap(NULL, max, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	memset(app, 7, max);
	memset(shared, 7, max);
	pin = clCreateBuffer(ctx, CL_MEM_ALLOC_HOST_PTR, max, NULL, &err);
	CK(err);
	pinned = clEnqueueMapBuffer(q, pin, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, max, 0, NULL,
				    NULL, &err);
	CK(err);
	CK(clEnqueueWriteBuffer(q, dev, CL_TRUE, 0, max, app, 0, NULL, NULL));
	for (size_t n = 1u << 20; n <= max; n *= 16) {
		one(MEMCPY, "memcpy.1", NULL, n, 0, 1);
		one(MEMCPY, "memcpy.4", NULL, n, 0, 4);
		one(WRITE, "write.malloc", app, n, 0, 0);
		one(WRITE, "write.shared", shared, n, 0, 0);
		one(WRITE, "write.pinned", pinned, n, 0, 0);
		one(READ, "read.malloc", app, n, 0, 0);
		one(READ, "read.shared", shared, n, 0, 0);
		one(READ, "read.pinned", pinned, n, 0, 0);
		pipes("pipe", n, 1u << 20);
	}
	/* a USE_HOST_PTR buffer over the shared mapping, made in a context of its own: does the
	 * driver pin (register) the memory, so that later transfers from it in another context take
	 * the fast path? What does that cost, in time and device memory? */
	{
		cl_context ctx0 = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
		double t0, t1, t2;
		CK(err);
		gpu_memory("before");
		t0 = now();
		reg = clCreateBuffer(ctx0, CL_MEM_USE_HOST_PTR, max, shared, &err);
		t1 = now();
		CK(err);
		CK(clEnqueueWriteBuffer(q, dev, CL_TRUE, 0, 1u << 20, shared, 0, NULL, NULL));
		t2 = now();
		printf("{\"probe\":\"register\",\"bytes\":%zu,\"create_ms\":%.2f,\"first_ms\":%.2f}\n", max,
		       (t1 - t0) * 1e3, (t2 - t1) * 1e3);
		gpu_memory("after");
		fflush(stdout);
		for (size_t n = 1u << 20; n <= max; n *= 16) {
			one(WRITE, "write.shared_reg_other_ctx", shared, n, 0, 0);
			one(READ, "read.shared_reg_other_ctx", shared, n, 0, 0);
			pipes("pipe_reg", n, 4u << 20);
			for (int t = 2; t <= 8; t *= 2) {
				char nm[48];
				snprintf(nm, sizeof(nm), "memcpy.%d", t);
				one(MEMCPY, nm, NULL, n, 0, t);
			}
		}
		t0 = now();
		clReleaseMemObject(reg);
		clReleaseContext(ctx0);
		printf("{\"probe\":\"unregister\",\"ms\":%.2f}\n", (now() - t0) * 1e3);
		one(WRITE, "write.shared_after_unreg", shared, 16u << 20, 0, 0);
	}
	return 0;
}
