// SPDX-License-Identifier: MIT
/*
 * vcl_bench.c - helpers shared by the virtcl benchmark programs: option
 * parsing, OpenCL set-up on the first platform/device, timing, the start
 * barrier for concurrent runs and the one-line JSON report.
 */
#include "vcl_bench.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

const char *vcl_bench_cl_err_name(cl_int err)
{
	switch (err) {
#define E(x) case x: return #x
	E(CL_SUCCESS); E(CL_DEVICE_NOT_FOUND); E(CL_DEVICE_NOT_AVAILABLE);
	E(CL_COMPILER_NOT_AVAILABLE); E(CL_MEM_OBJECT_ALLOCATION_FAILURE);
	E(CL_OUT_OF_RESOURCES); E(CL_OUT_OF_HOST_MEMORY);
	E(CL_PROFILING_INFO_NOT_AVAILABLE); E(CL_BUILD_PROGRAM_FAILURE);
	E(CL_MAP_FAILURE); E(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
	E(CL_INVALID_VALUE); E(CL_INVALID_DEVICE_TYPE); E(CL_INVALID_PLATFORM);
	E(CL_INVALID_DEVICE); E(CL_INVALID_CONTEXT);
	E(CL_INVALID_QUEUE_PROPERTIES); E(CL_INVALID_COMMAND_QUEUE);
	E(CL_INVALID_HOST_PTR); E(CL_INVALID_MEM_OBJECT);
	E(CL_INVALID_BUILD_OPTIONS); E(CL_INVALID_PROGRAM);
	E(CL_INVALID_PROGRAM_EXECUTABLE); E(CL_INVALID_KERNEL_NAME);
	E(CL_INVALID_KERNEL_DEFINITION); E(CL_INVALID_KERNEL);
	E(CL_INVALID_ARG_INDEX); E(CL_INVALID_ARG_VALUE);
	E(CL_INVALID_ARG_SIZE); E(CL_INVALID_KERNEL_ARGS);
	E(CL_INVALID_WORK_DIMENSION); E(CL_INVALID_WORK_GROUP_SIZE);
	E(CL_INVALID_WORK_ITEM_SIZE); E(CL_INVALID_GLOBAL_OFFSET);
	E(CL_INVALID_EVENT_WAIT_LIST); E(CL_INVALID_EVENT);
	E(CL_INVALID_OPERATION); E(CL_INVALID_BUFFER_SIZE);
	E(CL_INVALID_GLOBAL_WORK_SIZE);
	/* cl_khr_icd: the loader found no platform at all. */
	case -1001: return "CL_PLATFORM_NOT_FOUND_KHR";
#undef E
	default: return "?";
	}
}

_Noreturn void vcl_bench_die_cl(cl_int err, const char *what,
				const char *file, int line)
{
	fprintf(stderr, "%s:%d: %s failed: %d (%s)\n", file, line, what,
		(int)err, vcl_bench_cl_err_name(err));
	exit(VCL_BENCH_ERROR);
}

_Noreturn void vcl_bench_die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(VCL_BENCH_ERROR);
}

/*
 * CLOCK_MONOTONIC rather than a process clock: the figure of merit is wall
 * time (a remoting layer spends it waiting on a socket, not on the CPU), and
 * the clock is system-wide so concurrent processes can be compared.
 */
double vcl_bench_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void *vcl_bench_xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		vcl_bench_die("out of host memory (%zu bytes)", size);
	return p;
}

static long parse_long(const char *opt, const char *s)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 0);
	if (errno || end == s || *end || v <= 0)
		vcl_bench_die("%s: expected a positive integer, got '%s'", opt, s);
	return v;
}

/**
 * vcl_bench_parse_opts() - parse the options every program shares
 * @argc, @argv: as given to main()
 * @usage_extra: one line saying what -n and -i mean for this program
 * @o: filled; fields not given stay 0/false/NULL (runs defaults to 1,
 *     size to VCL_BENCH_SIZE_DEFAULT)
 *
 * Exits with VCL_BENCH_ERROR on an unknown option, 0 after --help.
 */
void vcl_bench_parse_opts(int argc, char **argv, const char *usage_extra,
			  struct vcl_bench_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->runs = 1;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;

		if (!strcmp(a, "--quick")) {
			o->size = VCL_BENCH_SIZE_QUICK;
		} else if (!strcmp(a, "--size") && v) {
			if (!strcmp(v, "quick"))
				o->size = VCL_BENCH_SIZE_QUICK;
			else if (!strcmp(v, "default"))
				o->size = VCL_BENCH_SIZE_DEFAULT;
			else if (!strcmp(v, "gpu"))
				o->size = VCL_BENCH_SIZE_GPU;
			else
				vcl_bench_die("--size: quick, default or gpu, not '%s'", v);
			i++;
		} else if (!strcmp(a, "--corrupt")) {
			o->corrupt = true;
		} else if (!strcmp(a, "--smoke")) {
			o->smoke = true;
		} else if (!strcmp(a, "-n") && v) {
			o->n = parse_long(a, v);
			i++;
		} else if (!strcmp(a, "-i") && v) {
			o->iters = parse_long(a, v);
			i++;
		} else if (!strcmp(a, "--runs") && v) {
			o->runs = (int)parse_long(a, v);
			/* The timing record holds a fixed number of runs. */
			if (o->runs > 64)
				vcl_bench_die("--runs: at most 64");
			i++;
		} else if (!strcmp(a, "--sync") && v) {
			o->sync_dir = v;
			i++;
		} else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			printf("usage: %s [--size quick|default|gpu] [-n N] [-i ITERS] [--runs R]\n"
			       "       [--sync DIR] [--corrupt] [--smoke]\n"
			       "  %s\n"
			       "  --size S   problem-size preset: quick (tens of ms), default (seconds\n"
			       "             on a CPU device; full host reference check) or gpu\n"
			       "             (>= 100 ms on an H200; invariants + sampled points);\n"
			       "             -n and -i override the preset's sizes, not its check\n"
			       "  --quick    --size quick\n"
			       "  --corrupt  plant a small error in the result before checking it:\n"
			       "             the check must fail (exit 1); a self-test of the check\n"
			       "  --smoke    the quick preset's sizes with the --size preset's check\n"
			       "  --runs R   timed runs after the warm-up; the median is reported\n"
			       "  --sync DIR after the warm-up, create DIR/ready.<pid> and wait\n"
			       "             for DIR/go before timing (concurrent runs)\n",
			       argv[0], usage_extra);
			exit(0);
		} else {
			vcl_bench_die("unknown option '%s' (try --help)", a);
		}
	}
	o->quick = o->size == VCL_BENCH_SIZE_QUICK;
}

long vcl_bench_preset(const struct vcl_bench_opts *o, long given, long quick,
		      long dflt, long gpu)
{
	if (given)
		return given;
	switch (o->smoke ? VCL_BENCH_SIZE_QUICK : o->size) {
	case VCL_BENCH_SIZE_QUICK:
		return quick;
	case VCL_BENCH_SIZE_GPU:
		return gpu;
	default:
		return dflt;
	}
}

/**
 * vcl_bench_cl_init() - context and queue on the first device
 * @b: filled
 *
 * Takes the first platform the ICD loader reports and that platform's first
 * device of any type: the programs must run unchanged natively and through
 * virtcl, where the environment alone decides which platform comes first.
 */
void vcl_bench_cl_init(struct vcl_bench_cl *b)
{
	cl_int err;

	memset(b, 0, sizeof(*b));
	VCL_BENCH_CHECK(clGetPlatformIDs(1, &b->platform, NULL));
	VCL_BENCH_CHECK(clGetDeviceIDs(b->platform, CL_DEVICE_TYPE_ALL, 1,
				       &b->device, NULL));
	VCL_BENCH_CHECK(clGetDeviceInfo(b->device, CL_DEVICE_NAME,
					sizeof(b->device_name) - 1,
					b->device_name, NULL));
	VCL_BENCH_CHECK(clGetDeviceInfo(b->device, CL_DEVICE_MAX_WORK_GROUP_SIZE,
					sizeof(b->max_wg), &b->max_wg, NULL));
	VCL_BENCH_CHECK(clGetDeviceInfo(b->device, CL_DEVICE_LOCAL_MEM_SIZE,
					sizeof(b->local_mem), &b->local_mem,
					NULL));
	b->ctx = clCreateContext(NULL, 1, &b->device, NULL, NULL, &err);
	VCL_BENCH_CHECK_RET(err, "clCreateContext");
	b->queue = clCreateCommandQueue(b->ctx, b->device, 0, &err);
	VCL_BENCH_CHECK_RET(err, "clCreateCommandQueue");
}

/**
 * vcl_bench_cl_build() - build @source for the device, keep it in @b
 * @b: from vcl_bench_cl_init(); b->program is set (and released by fini)
 * @source: OpenCL C source
 * @build_options: passed to clBuildProgram, may be NULL
 *
 * Prints the build log and exits on a build failure.
 *
 * Return: the program.
 */
cl_program vcl_bench_cl_build(struct vcl_bench_cl *b, const char *source,
			      const char *build_options)
{
	cl_int err;

	b->program = clCreateProgramWithSource(b->ctx, 1, &source, NULL, &err);
	VCL_BENCH_CHECK_RET(err, "clCreateProgramWithSource");
	err = clBuildProgram(b->program, 1, &b->device, build_options, NULL,
			     NULL);
	if (err != CL_SUCCESS) {
		size_t len = 0;
		char *log;

		clGetProgramBuildInfo(b->program, b->device,
				      CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
		log = vcl_bench_xmalloc(len + 1);
		log[0] = '\0';
		clGetProgramBuildInfo(b->program, b->device,
				      CL_PROGRAM_BUILD_LOG, len, log, NULL);
		log[len] = '\0';
		fprintf(stderr, "build log:\n%s\n", log);
		free(log);
		vcl_bench_die_cl(err, "clBuildProgram", __FILE__, __LINE__);
	}
	return b->program;
}

void vcl_bench_cl_fini(struct vcl_bench_cl *b)
{
	if (b->program)
		clReleaseProgram(b->program);
	if (b->queue)
		clReleaseCommandQueue(b->queue);
	if (b->ctx)
		clReleaseContext(b->ctx);
	memset(b, 0, sizeof(*b));
}

cl_kernel vcl_bench_kernel(struct vcl_bench_cl *b, const char *name)
{
	cl_int err;
	cl_kernel k = clCreateKernel(b->program, name, &err);

	if (err != CL_SUCCESS)
		vcl_bench_die_cl(err, name, __FILE__, __LINE__);
	return k;
}

cl_mem vcl_bench_buffer(struct vcl_bench_cl *b, cl_mem_flags flags,
			size_t size)
{
	cl_int err;
	cl_mem m = clCreateBuffer(b->ctx, flags, size, NULL, &err);

	VCL_BENCH_CHECK_RET(err, "clCreateBuffer");
	return m;
}

/**
 * vcl_bench_sync_wait() - start barrier for concurrent processes
 * @dir: directory shared with the driver, or NULL for no barrier
 *
 * Creates @dir/ready.<pid>, then polls for @dir/go. run.py creates "go" once
 * every process is ready, so the timed regions overlap although process
 * start-up and program builds take different times. Polling every 200 µs
 * keeps the start skew far below the 0.3-2 s timed regions without a
 * dependency on inotify or a shared semaphore.
 */
void vcl_bench_sync_wait(const char *dir)
{
	char path[4096];
	FILE *f;
	const struct timespec nap = { 0, 200000 };
	double deadline;

	if (!dir)
		return;
	snprintf(path, sizeof(path), "%s/ready.%ld", dir, (long)getpid());
	f = fopen(path, "w");
	if (!f)
		vcl_bench_die("--sync: cannot create %s: %s", path,
			      strerror(errno));
	fclose(f);
	snprintf(path, sizeof(path), "%s/go", dir);
	/* A driver that died must not leave us spinning for ever. */
	deadline = vcl_bench_now() + 600.0;
	while (access(path, F_OK) != 0) {
		if (vcl_bench_now() > deadline)
			vcl_bench_die("--sync: no %s after 600 s", path);
		nanosleep(&nap, NULL);
	}
}

void vcl_bench_rng_seed(struct vcl_bench_rng *r, uint64_t seed)
{
	r->s = seed ? seed : 0x9e3779b97f4a7c15ull;
}

/* xorshift64*: small, fast, identical on every host. */
uint32_t vcl_bench_rng_u32(struct vcl_bench_rng *r)
{
	r->s ^= r->s >> 12;
	r->s ^= r->s << 25;
	r->s ^= r->s >> 27;
	return (uint32_t)((r->s * 0x2545f4914f6cdd1dull) >> 32);
}

float vcl_bench_rng_float(struct vcl_bench_rng *r)
{
	return (float)(vcl_bench_rng_u32(r) >> 8) * (1.0f / 16777216.0f);
}

int vcl_bench_cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Sorts @v in place. Nearest-rank percentile, @p in [0, 100]. */
double vcl_bench_percentile(double *v, size_t n, double p)
{
	size_t i;

	if (!n)
		return NAN;
	qsort(v, n, sizeof(*v), vcl_bench_cmp_double);
	i = (size_t)ceil(p / 100.0 * (double)n);
	i = i ? i - 1 : 0;
	return v[i < n ? i : n - 1];
}

/* Sorts @v in place; the mean of the middle two for an even count. */
double vcl_bench_median(double *v, size_t n)
{
	if (!n)
		return NAN;
	qsort(v, n, sizeof(*v), vcl_bench_cmp_double);
	return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* Writes @s as a JSON string literal to stdout. */
void vcl_bench_json_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c < 0x20)
			printf("\\u%04x", c);
		else
			putchar(c);
	}
	putchar('"');
}

/**
 * vcl_bench_time() - warm up, wait at the start barrier, time the runs
 * @o: options (runs, sync_dir)
 * @run: one complete pass of the benchmark
 * @arg: passed to @run
 * @t: filled
 *
 * The untimed warm-up pass takes the one-off costs out of the figure: PoCL
 * compiles the work-group function of each kernel at its first launch, and
 * first-touch page faults land in the first upload. What remains is the
 * steady-state cost of the OpenCL work, which is what a remoting layer adds to.
 */
void vcl_bench_time(const struct vcl_bench_opts *o, vcl_bench_run_fn run,
		    void *arg, struct vcl_bench_timing *t)
{
	run(arg);
	vcl_bench_sync_wait(o->sync_dir);
	t->opts = o;
	t->runs = o->runs;
	t->t0 = vcl_bench_now();
	for (int r = 0; r < o->runs; r++) {
		double s = vcl_bench_now();

		run(arg);
		t->seconds[r] = vcl_bench_now() - s;
	}
	t->t1 = vcl_bench_now();
}

double vcl_bench_timing_median(const struct vcl_bench_timing *t)
{
	double tmp[64];

	memcpy(tmp, t->seconds, sizeof(double) * (size_t)t->runs);
	return vcl_bench_median(tmp, (size_t)t->runs);
}

/**
 * vcl_bench_report() - print the program's one JSON line
 * @name: benchmark name
 * @b: for the device name (lets run.py check every configuration ran on
 *     the same device)
 * @t: timed runs; "seconds" is their median, "runs_s" lists them all
 * @ok: whether the result matched the CPU reference
 * @extra_fmt: printf format of further ',"key":value' members, or NULL
 */
void vcl_bench_report(const char *name, const struct vcl_bench_cl *b,
		      const struct vcl_bench_timing *t, bool ok,
		      const char *extra_fmt, ...)
{
	int n = t->runs;

	printf("{\"name\":");
	vcl_bench_json_string(name);
	printf(",\"seconds\":%.6f,\"ok\":%s,\"device\":",
	       vcl_bench_timing_median(t), ok ? "true" : "false");
	vcl_bench_json_string(b->device_name);
	printf(",\"runs_s\":[");
	for (int i = 0; i < n; i++)
		printf("%s%.6f", i ? "," : "", t->seconds[i]);
	printf("],\"t0\":%.6f,\"t1\":%.6f", t->t0, t->t1);
	if (t->opts) {
		static const char *const sizes[] = { "default", "quick", "gpu" };

		printf(",\"size\":\"%s\",\"check\":\"%s\"%s%s",
		       sizes[t->opts->size],
		       vcl_bench_sampled(t->opts) ? "sampled" : "full",
		       t->opts->smoke ? ",\"smoke\":true" : "",
		       t->opts->corrupt ? ",\"corrupted\":true" : "");
	}
	if (extra_fmt) {
		va_list ap;

		va_start(ap, extra_fmt);
		vprintf(extra_fmt, ap);
		va_end(ap);
	}
	printf("}\n");
	fflush(stdout);
}
