// SPDX-License-Identifier: MIT
/*
 * compute.c - an ordinary OpenCL host program that does real work and checks it.
 *
 * Nothing in this file knows about virtcl. It links the system ICD loader
 * (-lOpenCL), takes the first platform and that platform's first device, and
 * runs three kernels whose results are checked against the CPU:
 *
 *   saxpy   y = a*x + y over 1M floats
 *   matmul  512x512 float matrix product, tiled through local memory
 *   reduce  sum of 4M ints, two passes through local memory, checked exactly
 *
 * The same binary runs natively or through virtcl; only the environment
 * differs (see examples/README.md). That is the point: virtcl must carry an
 * unmodified program.
 *
 * The calls are chosen to touch the paths a remoting layer finds hard:
 * non-blocking writes whose events a kernel waits on, a kernel waiting on
 * another kernel's event, a __local kernel argument (clSetKernelArg with a NULL
 * value), a non-blocking read completed by clWaitForEvents, profiling
 * timestamps, kernel work-group queries and the program build log.
 *
 * Names carry no vcl_ prefix on purpose: this is an application, not virtcl
 * code, and `grep vcl_` should find only virtcl.
 *
 * Exit status: 0 every check passed, 1 a result did not match the CPU,
 * 2 an OpenCL call failed or the device cannot run the example.
 */

/*
 * OpenCL 1.2 is the API every conformant platform still offers (2.x and 3.0
 * kept it), so the example runs on any of them; clCreateCommandQueue is the
 * 1.2 spelling and is not deprecated at this target.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SAXPY_N (1u << 20)
#define MATMUL_N 512u
#define REDUCE_N (4u << 20)

/* Result codes of one step; also the process exit status. */
enum { STEP_OK = 0, STEP_MISMATCH = 1, STEP_CL_ERROR = 2 };

static const char kernel_source[] =
	"__kernel void saxpy(const float a, __global const float *x,\n"
	"                    __global float *y, const uint n)\n"
	"{\n"
	"    const uint i = get_global_id(0);\n"
	"    if (i < n)\n"
	"        y[i] = a * x[i] + y[i];\n"
	"}\n"
	"\n"
	"/* TILE comes from the build options, chosen from the device limits. */\n"
	"__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))\n"
	"void matmul(const uint n, __global const float *a,\n"
	"            __global const float *b, __global float *c)\n"
	"{\n"
	"    __local float ta[TILE][TILE];\n"
	"    __local float tb[TILE][TILE];\n"
	"    const uint col = get_global_id(0), row = get_global_id(1);\n"
	"    const uint lx = get_local_id(0), ly = get_local_id(1);\n"
	"    float acc = 0.0f;\n"
	"    for (uint t = 0; t < n; t += TILE) {\n"
	"        ta[ly][lx] = a[row * n + t + lx];\n"
	"        tb[ly][lx] = b[(t + ly) * n + col];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"        for (uint k = 0; k < TILE; k++)\n"
	"            acc += ta[ly][k] * tb[k][lx];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    }\n"
	"    c[row * n + col] = acc;\n"
	"}\n"
	"\n"
	"/*\n"
	" * Each work-item sums a grid-strided slice, then the work-group folds\n"
	" * its partial sums in local memory; one long per work-group comes out.\n"
	" * The local size must be a power of two.\n"
	" */\n"
	"#define DEFINE_REDUCE(name, T)                                       \\\n"
	"__kernel void name(__global const T *in, const uint n,               \\\n"
	"                   __global long *out, __local long *scratch)        \\\n"
	"{                                                                    \\\n"
	"    const uint lid = get_local_id(0);                                \\\n"
	"    long acc = 0;                                                    \\\n"
	"    for (uint i = get_global_id(0); i < n; i += get_global_size(0))  \\\n"
	"        acc += in[i];                                                \\\n"
	"    scratch[lid] = acc;                                              \\\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);                                    \\\n"
	"    for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {           \\\n"
	"        if (lid < s)                                                 \\\n"
	"            scratch[lid] += scratch[lid + s];                        \\\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);                                \\\n"
	"    }                                                                \\\n"
	"    if (lid == 0)                                                    \\\n"
	"        out[get_group_id(0)] = scratch[0];                           \\\n"
	"}\n"
	"DEFINE_REDUCE(reduce_int, int)\n"
	"DEFINE_REDUCE(reduce_long, long)\n";

/* Handles shared by all steps; released by release_env(). */
struct env {
	cl_context ctx;
	cl_device_id dev;
	cl_command_queue queue;
	cl_program prog;
	cl_kernel saxpy, matmul, reduce_int, reduce_long;
	size_t max_wg;   /* CL_DEVICE_MAX_WORK_GROUP_SIZE */
	cl_ulong local_mem; /* CL_DEVICE_LOCAL_MEM_SIZE, bytes */
	unsigned int tile; /* matmul tile edge, work-items */
};

/**
 * cl_err_name() - name of an OpenCL error code
 * @err: value returned by an OpenCL call
 *
 * Return: the CL_* spelling for the codes this program can meet, else "?".
 */
static const char *cl_err_name(cl_int err)
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
	E(CL_INVALID_KERNEL); E(CL_INVALID_ARG_INDEX); E(CL_INVALID_ARG_VALUE);
	E(CL_INVALID_ARG_SIZE); E(CL_INVALID_KERNEL_ARGS);
	E(CL_INVALID_WORK_DIMENSION); E(CL_INVALID_WORK_GROUP_SIZE);
	E(CL_INVALID_WORK_ITEM_SIZE); E(CL_INVALID_GLOBAL_OFFSET);
	E(CL_INVALID_EVENT_WAIT_LIST); E(CL_INVALID_EVENT);
	E(CL_INVALID_OPERATION); E(CL_INVALID_BUFFER_SIZE);
	E(CL_INVALID_GLOBAL_WORK_SIZE);
#undef E
	case -1001: return "CL_PLATFORM_NOT_FOUND_KHR";
	default: return "?";
	}
}

/*
 * Report a failed OpenCL call with the source line; the caller then unwinds.
 * A macro so the message names the call as written.
 */
#define CL_CHECK(call)                                                    \
	do {                                                              \
		cl_int err_ = (call);                                     \
		if (err_ != CL_SUCCESS) {                                 \
			fprintf(stderr, "compute.c:%d: %s failed: %d %s\n", \
				__LINE__, #call, err_, cl_err_name(err_)); \
			goto out;                                         \
		}                                                         \
	} while (0)

/** now_ms() - monotonic clock in milliseconds, for wall-clock timings. */
static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/**
 * event_ms() - device execution time of a finished command
 * @ev: event of a command enqueued on a queue with CL_QUEUE_PROFILING_ENABLE
 *
 * Return: CL_PROFILING_COMMAND_END - CL_PROFILING_COMMAND_START in
 * milliseconds (OpenCL 1.2 section 5.12), or -1 if the timestamps are not
 * available.
 */
static double event_ms(cl_event ev)
{
	cl_ulong start, end;

	if (clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START,
				    sizeof(start), &start, NULL) != CL_SUCCESS ||
	    clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof(end),
				    &end, NULL) != CL_SUCCESS)
		return -1.0;
	return (double)(end - start) / 1e6;
}

/*
 * xorshift32: deterministic inputs, so a failure seen once is seen again on
 * every run and on every machine.
 */
static uint32_t rng_state = 2463534242u;

static uint32_t rng_next(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 17;
	rng_state ^= rng_state << 5;
	return rng_state;
}

/** rng_float() - uniform float in [-1, 1). */
static float rng_float(void)
{
	return (float)(rng_next() >> 8) / (float)(1u << 23) - 1.0f;
}

/**
 * worse() - running maximum of absolute errors that keeps a NaN
 * @max: maximum so far
 * @d: next absolute error
 *
 * Return: NaN once either is NaN (a NaN result must fail the check, and a
 * plain comparison would drop it), else the larger.
 */
static double worse(double max, double d)
{
	if (isnan(max) || isnan(d))
		return NAN;
	return d > max ? d : max;
}

static void release_events(cl_event *evs, size_t count)
{
	for (size_t i = 0; i < count; i++)
		if (evs[i])
			clReleaseEvent(evs[i]);
}

static void report(const char *step, const char *what, int status,
		   const char *err, double wall, double kernel)
{
	printf("%-7s %-22s %-4s %-30s wall %8.2f ms  kernel %8.2f ms\n", step,
	       what, status == STEP_OK ? "OK" : "FAIL", err, wall, kernel);
}

/**
 * step_saxpy() - y = a*x + y on SAXPY_N floats
 * @e: environment with a built program
 *
 * Both uploads are non-blocking; the kernel waits on their events and the
 * blocking read waits on the kernel's (in-order queue, but the wait list is
 * what a portable program states).
 *
 * Return: STEP_OK, STEP_MISMATCH or STEP_CL_ERROR.
 */
static int step_saxpy(struct env *e)
{
	const cl_uint n = SAXPY_N;
	const size_t bytes = n * sizeof(float);
	const float a = 2.5f;
	float *x = malloc(bytes), *y = malloc(bytes), *out = malloc(bytes);
	cl_mem bx = NULL, by = NULL;
	cl_event ev[3] = { NULL, NULL, NULL }; /* write x, write y, kernel */
	int ret = STEP_CL_ERROR;
	cl_int err;
	double t0, wall, kernel, max_err = 0.0;
	size_t global = n;
	char msg[64];

	if (!x || !y || !out) {
		fprintf(stderr, "saxpy: out of host memory\n");
		goto out;
	}
	for (cl_uint i = 0; i < n; i++) {
		x[i] = rng_float();
		y[i] = rng_float();
	}

	t0 = now_ms();
	bx = clCreateBuffer(e->ctx, CL_MEM_READ_ONLY, bytes, NULL, &err);
	CL_CHECK(err);
	by = clCreateBuffer(e->ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
	CL_CHECK(err);
	CL_CHECK(clEnqueueWriteBuffer(e->queue, bx, CL_FALSE, 0, bytes, x, 0,
				      NULL, &ev[0]));
	CL_CHECK(clEnqueueWriteBuffer(e->queue, by, CL_FALSE, 0, bytes, y, 0,
				      NULL, &ev[1]));
	CL_CHECK(clSetKernelArg(e->saxpy, 0, sizeof(a), &a));
	CL_CHECK(clSetKernelArg(e->saxpy, 1, sizeof(bx), &bx));
	CL_CHECK(clSetKernelArg(e->saxpy, 2, sizeof(by), &by));
	CL_CHECK(clSetKernelArg(e->saxpy, 3, sizeof(n), &n));
	CL_CHECK(clEnqueueNDRangeKernel(e->queue, e->saxpy, 1, NULL, &global,
					NULL, 2, ev, &ev[2]));
	CL_CHECK(clEnqueueReadBuffer(e->queue, by, CL_TRUE, 0, bytes, out, 1,
				     &ev[2], NULL));
	wall = now_ms() - t0;
	kernel = event_ms(ev[2]);

	/*
	 * The device may contract a*x+y into one fma or not; both are within
	 * two roundings of the exact value, |y| <= 3.5, so 1e-5 is generous
	 * while a wrong element is off by order 1.
	 */
	for (cl_uint i = 0; i < n; i++)
		max_err = worse(max_err,
				fabs((double)out[i] - ((double)a * x[i] + y[i])));
	ret = max_err <= 1e-5 ? STEP_OK : STEP_MISMATCH;
	snprintf(msg, sizeof(msg), "max_err %.3e", max_err);
	report("saxpy", "n=1048576 float", ret, msg, wall, kernel);
out:
	release_events(ev, 3);
	if (by)
		clReleaseMemObject(by);
	if (bx)
		clReleaseMemObject(bx);
	free(out);
	free(y);
	free(x);
	return ret;
}

/**
 * step_matmul() - C = A * B for MATMUL_N x MATMUL_N float matrices
 * @e: environment with a built program and e->tile set
 *
 * Return: STEP_OK, STEP_MISMATCH or STEP_CL_ERROR.
 */
static int step_matmul(struct env *e)
{
	const cl_uint n = MATMUL_N;
	const size_t bytes = (size_t)n * n * sizeof(float);
	float *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
	double *ref = calloc((size_t)n * n, sizeof(double));
	cl_mem ba = NULL, bb = NULL, bc = NULL;
	cl_event ev[3] = { NULL, NULL, NULL }; /* write a, write b, kernel */
	int ret = STEP_CL_ERROR;
	cl_int err;
	double t0, wall, kernel, max_err = 0.0;
	size_t global[2] = { n, n }, local[2] = { e->tile, e->tile };
	char what[32], msg[64];

	if (!a || !b || !c || !ref) {
		fprintf(stderr, "matmul: out of host memory\n");
		goto out;
	}
	for (size_t i = 0; i < (size_t)n * n; i++) {
		a[i] = rng_float();
		b[i] = rng_float();
	}

	t0 = now_ms();
	ba = clCreateBuffer(e->ctx, CL_MEM_READ_ONLY, bytes, NULL, &err);
	CL_CHECK(err);
	bb = clCreateBuffer(e->ctx, CL_MEM_READ_ONLY, bytes, NULL, &err);
	CL_CHECK(err);
	bc = clCreateBuffer(e->ctx, CL_MEM_WRITE_ONLY, bytes, NULL, &err);
	CL_CHECK(err);
	CL_CHECK(clEnqueueWriteBuffer(e->queue, ba, CL_FALSE, 0, bytes, a, 0,
				      NULL, &ev[0]));
	CL_CHECK(clEnqueueWriteBuffer(e->queue, bb, CL_FALSE, 0, bytes, b, 0,
				      NULL, &ev[1]));
	CL_CHECK(clSetKernelArg(e->matmul, 0, sizeof(n), &n));
	CL_CHECK(clSetKernelArg(e->matmul, 1, sizeof(ba), &ba));
	CL_CHECK(clSetKernelArg(e->matmul, 2, sizeof(bb), &bb));
	CL_CHECK(clSetKernelArg(e->matmul, 3, sizeof(bc), &bc));
	CL_CHECK(clEnqueueNDRangeKernel(e->queue, e->matmul, 2, NULL, global,
					local, 2, ev, &ev[2]));
	CL_CHECK(clEnqueueReadBuffer(e->queue, bc, CL_TRUE, 0, bytes, c, 1,
				     &ev[2], NULL));
	wall = now_ms() - t0;
	kernel = event_ms(ev[2]);

	/* i-k-j order keeps the CPU reference cache-friendly. */
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < n; k++) {
			const double aik = a[i * n + k];

			for (size_t j = 0; j < n; j++)
				ref[i * n + j] += aik * b[k * n + j];
		}
	/*
	 * Float accumulation of 512 products of values in [-1, 1): rounding
	 * error grows like sqrt(n) * eps * |c|, about 1e-5 here. 1e-3 leaves
	 * room for any summation order or fma; an indexing or barrier bug
	 * gives errors of order 1.
	 */
	for (size_t i = 0; i < (size_t)n * n; i++)
		max_err = worse(max_err, fabs((double)c[i] - ref[i]));
	ret = max_err <= 1e-3 ? STEP_OK : STEP_MISMATCH;
	snprintf(what, sizeof(what), "%ux%u tile=%u", n, n, e->tile);
	snprintf(msg, sizeof(msg), "max_err %.3e", max_err);
	report("matmul", what, ret, msg, wall, kernel);
out:
	release_events(ev, 3);
	if (bc)
		clReleaseMemObject(bc);
	if (bb)
		clReleaseMemObject(bb);
	if (ba)
		clReleaseMemObject(ba);
	free(ref);
	free(c);
	free(b);
	free(a);
	return ret;
}

/**
 * reduce_local_size() - work-group size for a reduction kernel
 * @e: environment
 * @k: reduce_int or reduce_long, built
 * @wg: out, a power of two no larger than 256, the kernel's and the device's
 *      work-group limits and what local memory holds (one long per item)
 *
 * Return: 0, or STEP_CL_ERROR if the query fails.
 */
static int reduce_local_size(struct env *e, cl_kernel k, size_t *wg)
{
	size_t kmax = 0;
	cl_ulong kmem = 0;

	CL_CHECK(clGetKernelWorkGroupInfo(k, e->dev, CL_KERNEL_WORK_GROUP_SIZE,
					  sizeof(kmax), &kmax, NULL));
	CL_CHECK(clGetKernelWorkGroupInfo(k, e->dev, CL_KERNEL_LOCAL_MEM_SIZE,
					  sizeof(kmem), &kmem, NULL));
	*wg = 256;
	while (*wg > 1 && (*wg > kmax || *wg > e->max_wg ||
			   kmem + *wg * sizeof(cl_long) > e->local_mem))
		*wg /= 2;
	return 0;
out:
	return STEP_CL_ERROR;
}

/**
 * step_reduce() - sum of REDUCE_N ints on the device, checked exactly
 * @e: environment with a built program
 *
 * Pass one folds the input into one long per work-group, pass two folds those
 * into one long in a single work-group; pass two waits on pass one's event.
 * The result comes back by a non-blocking read completed with
 * clWaitForEvents.
 *
 * Return: STEP_OK, STEP_MISMATCH or STEP_CL_ERROR.
 */
static int step_reduce(struct env *e)
{
	const cl_uint n = REDUCE_N;
	const size_t bytes = n * sizeof(cl_int);
	cl_int *in = malloc(bytes);
	cl_mem bin = NULL, bpart = NULL, bsum = NULL;
	cl_event ev[4] = { NULL, NULL, NULL, NULL }; /* write, k1, k2, read */
	int ret = STEP_CL_ERROR;
	cl_int err, status;
	cl_long got = 0;
	long long want = 0;
	size_t wg1, wg2, global1, global2;
	cl_uint groups = 64; /* enough work-groups to fill any CPU or GPU */
	double t0, wall, kernel, kernel2;
	char msg[64];

	if (!in) {
		fprintf(stderr, "reduce: out of host memory\n");
		goto out;
	}
	/* Values in [-1000, 1000]: signed, and the sum fits easily in a long. */
	for (cl_uint i = 0; i < n; i++) {
		in[i] = (cl_int)(rng_next() % 2001) - 1000;
		want += in[i];
	}
	if (reduce_local_size(e, e->reduce_int, &wg1) ||
	    reduce_local_size(e, e->reduce_long, &wg2))
		goto out;
	global1 = groups * wg1;
	global2 = wg2;

	t0 = now_ms();
	bin = clCreateBuffer(e->ctx, CL_MEM_READ_ONLY, bytes, NULL, &err);
	CL_CHECK(err);
	bpart = clCreateBuffer(e->ctx, CL_MEM_READ_WRITE,
			       groups * sizeof(cl_long), NULL, &err);
	CL_CHECK(err);
	bsum = clCreateBuffer(e->ctx, CL_MEM_WRITE_ONLY, sizeof(cl_long), NULL,
			      &err);
	CL_CHECK(err);
	CL_CHECK(clEnqueueWriteBuffer(e->queue, bin, CL_FALSE, 0, bytes, in, 0,
				      NULL, &ev[0]));

	CL_CHECK(clSetKernelArg(e->reduce_int, 0, sizeof(bin), &bin));
	CL_CHECK(clSetKernelArg(e->reduce_int, 1, sizeof(n), &n));
	CL_CHECK(clSetKernelArg(e->reduce_int, 2, sizeof(bpart), &bpart));
	/* A __local argument: a size and no value (OpenCL 1.2 5.7.2). */
	CL_CHECK(clSetKernelArg(e->reduce_int, 3, wg1 * sizeof(cl_long), NULL));
	CL_CHECK(clEnqueueNDRangeKernel(e->queue, e->reduce_int, 1, NULL,
					&global1, &wg1, 1, &ev[0], &ev[1]));

	CL_CHECK(clSetKernelArg(e->reduce_long, 0, sizeof(bpart), &bpart));
	CL_CHECK(clSetKernelArg(e->reduce_long, 1, sizeof(groups), &groups));
	CL_CHECK(clSetKernelArg(e->reduce_long, 2, sizeof(bsum), &bsum));
	CL_CHECK(clSetKernelArg(e->reduce_long, 3, wg2 * sizeof(cl_long), NULL));
	CL_CHECK(clEnqueueNDRangeKernel(e->queue, e->reduce_long, 1, NULL,
					&global2, &wg2, 1, &ev[1], &ev[2]));

	CL_CHECK(clEnqueueReadBuffer(e->queue, bsum, CL_FALSE, 0, sizeof(got),
				     &got, 1, &ev[2], &ev[3]));
	CL_CHECK(clFlush(e->queue));
	CL_CHECK(clWaitForEvents(1, &ev[3]));
	wall = now_ms() - t0;
	/* clWaitForEvents returns once complete; the status must agree. */
	CL_CHECK(clGetEventInfo(ev[3], CL_EVENT_COMMAND_EXECUTION_STATUS,
				sizeof(status), &status, NULL));
	if (status != CL_COMPLETE) {
		fprintf(stderr, "reduce: read event status %d after wait\n",
			status);
		goto out;
	}
	kernel = event_ms(ev[1]);
	kernel2 = event_ms(ev[2]);
	/* No timestamps: report -1 as for the other steps, not a sum of -1s. */
	kernel = kernel < 0.0 || kernel2 < 0.0 ? -1.0 : kernel + kernel2;

	ret = (long long)got == want ? STEP_OK : STEP_MISMATCH;
	snprintf(msg, sizeof(msg), "sum %" PRId64 " want %lld", (int64_t)got,
		 want);
	report("reduce", "n=4194304 int", ret, msg, wall, kernel);
out:
	release_events(ev, 4);
	if (bsum)
		clReleaseMemObject(bsum);
	if (bpart)
		clReleaseMemObject(bpart);
	if (bin)
		clReleaseMemObject(bin);
	free(in);
	return ret;
}

/**
 * build_program() - compile kernel_source for e->dev with TILE=e->tile
 * @e: environment with context and device
 *
 * Prints the build log when the build fails (clGetProgramBuildInfo).
 *
 * Return: 0 or STEP_CL_ERROR.
 */
static int build_program(struct env *e)
{
	const char *src = kernel_source;
	char options[64];
	cl_int err, build_err;
	size_t log_size = 0;
	char *log = NULL;

	e->prog = clCreateProgramWithSource(e->ctx, 1, &src, NULL, &err);
	CL_CHECK(err);
	snprintf(options, sizeof(options), "-cl-std=CL1.2 -DTILE=%u", e->tile);
	build_err = clBuildProgram(e->prog, 1, &e->dev, options, NULL, NULL);
	if (build_err != CL_SUCCESS) {
		fprintf(stderr, "clBuildProgram failed: %d %s\n", build_err,
			cl_err_name(build_err));
		CL_CHECK(clGetProgramBuildInfo(e->prog, e->dev,
					       CL_PROGRAM_BUILD_LOG, 0, NULL,
					       &log_size));
		log = malloc(log_size + 1);
		if (log) {
			CL_CHECK(clGetProgramBuildInfo(e->prog, e->dev,
						       CL_PROGRAM_BUILD_LOG,
						       log_size, log, NULL));
			log[log_size] = '\0';
			fprintf(stderr, "build log:\n%s\n", log);
		}
		goto out;
	}
	e->saxpy = clCreateKernel(e->prog, "saxpy", &err);
	CL_CHECK(err);
	e->matmul = clCreateKernel(e->prog, "matmul", &err);
	CL_CHECK(err);
	e->reduce_int = clCreateKernel(e->prog, "reduce_int", &err);
	CL_CHECK(err);
	e->reduce_long = clCreateKernel(e->prog, "reduce_long", &err);
	CL_CHECK(err);
	free(log);
	return 0;
out:
	free(log);
	return STEP_CL_ERROR;
}

/**
 * setup() - first platform, its first device, a context and a queue
 * @e: zeroed environment, filled in
 *
 * Also picks the matmul tile: the largest of 16, 8, 4, 2 whose square fits the
 * device's work-group limit and whose two tiles fit its local memory.
 *
 * Return: 0 or STEP_CL_ERROR.
 */
static int setup(struct env *e)
{
	cl_platform_id platform;
	cl_uint num = 0;
	char name[256];
	cl_int err;
	size_t tile_bytes;

	CL_CHECK(clGetPlatformIDs(1, &platform, &num));
	CL_CHECK(clGetPlatformInfo(platform, CL_PLATFORM_NAME, sizeof(name),
				   name, NULL));
	printf("platform: %s\n", name);
	CL_CHECK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &e->dev, &num));
	CL_CHECK(clGetDeviceInfo(e->dev, CL_DEVICE_NAME, sizeof(name), name,
				 NULL));
	printf("device:   %s\n", name);
	CL_CHECK(clGetDeviceInfo(e->dev, CL_DEVICE_MAX_WORK_GROUP_SIZE,
				 sizeof(e->max_wg), &e->max_wg, NULL));
	CL_CHECK(clGetDeviceInfo(e->dev, CL_DEVICE_LOCAL_MEM_SIZE,
				 sizeof(e->local_mem), &e->local_mem, NULL));
	for (e->tile = 16; e->tile > 1; e->tile /= 2) {
		tile_bytes = 2 * (size_t)e->tile * e->tile * sizeof(float);
		if ((size_t)e->tile * e->tile <= e->max_wg &&
		    tile_bytes <= e->local_mem)
			break;
	}

	e->ctx = clCreateContext(NULL, 1, &e->dev, NULL, NULL, &err);
	CL_CHECK(err);
	e->queue = clCreateCommandQueue(e->ctx, e->dev,
					CL_QUEUE_PROFILING_ENABLE, &err);
	CL_CHECK(err);
	return 0;
out:
	return STEP_CL_ERROR;
}

static void release_env(struct env *e)
{
	cl_kernel *kernels[] = { &e->saxpy, &e->matmul, &e->reduce_int,
				 &e->reduce_long };

	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++)
		if (*kernels[i])
			clReleaseKernel(*kernels[i]);
	if (e->prog)
		clReleaseProgram(e->prog);
	if (e->queue)
		clReleaseCommandQueue(e->queue);
	if (e->ctx)
		clReleaseContext(e->ctx);
}

int main(void)
{
	struct env e;
	int ret, worst = STEP_OK;
	double t0;
	int (*const steps[])(struct env *) = { step_saxpy, step_matmul,
					       step_reduce };

	memset(&e, 0, sizeof(e));
	if (setup(&e)) {
		worst = STEP_CL_ERROR;
		goto out;
	}
	t0 = now_ms();
	if (build_program(&e)) {
		worst = STEP_CL_ERROR;
		goto out;
	}
	printf("build    %.2f ms\n", now_ms() - t0);

	for (size_t i = 0; i < sizeof(steps) / sizeof(steps[0]); i++) {
		ret = steps[i](&e);
		if (ret > worst)
			worst = ret;
	}
	/* Every command has completed; clFinish still checks the queue. */
	if (clFinish(e.queue) != CL_SUCCESS)
		worst = STEP_CL_ERROR;
out:
	release_env(&e);
	printf("%s\n", worst == STEP_OK ? "ALL OK" :
		       worst == STEP_MISMATCH ? "FAILED: result mismatch" :
						"FAILED: OpenCL error");
	return worst;
}
