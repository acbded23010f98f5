// SPDX-License-Identifier: MIT
/*
 * micro.c - microbenchmarks of the costs a remoting layer adds to OpenCL:
 *
 *   roundtrip  latency of calls that must reach the device's host: the
 *              status of a fresh marker event, clFinish after a tiny write
 *              (plus clFinish on an idle queue and clGetDeviceInfo, which a
 *              front-end may answer locally)
 *   launch     kernel launches per second: many non-blocking launches of a
 *              trivial kernel, then one clFinish
 *   cmdbuf     the same sequence of launches (-n, 16 by default, each waiting for
 *              the one before) replayed many times: enqueued launch by launch,
 *              and recorded once into a cl_khr_command_buffer (simultaneous use)
 *              replayed with one clEnqueueCommandBufferKHR each time; launches/s
 *              of both (ok: false where the device has no command buffers)
 *   bandwidth  blocking clEnqueueWriteBuffer / clEnqueueReadBuffer from
 *              4 KiB to 256 MiB in steps of 4x
 *   build      clBuildProgram of a medium-sized source
 *   flood      a guest that floods its queue: batches of 256 non-blocking
 *              launches of a kernel of about 1 ms, then clFinish, for
 *              --seconds S (10); the load bench/fairness.py puts beside a
 *              latency-sensitive guest
 *
 * Usage: micro SUBCOMMAND [--quick] [-n N] [--repeats R] [--min-bytes B] [--max-bytes B]
 * Each result is one JSON line on stdout with "name", "ok" and the figures;
 * SUBCOMMAND "all" runs the four in turn. Exit status as for the other
 * benchmark programs (see vcl_bench.h).
 */
#include "vcl_bench.h"
#include <CL/cl_ext.h>

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct micro_opts {
	bool quick;
	long n;        /* samples (roundtrip) or launches (launch) */
	long repeats;  /* repeats of launch / build, cap for bandwidth */
	size_t min_bytes; /* smallest bandwidth transfer (4 KiB) */
	size_t max_bytes;
	long seconds;  /* flood */
};

static const char busy_source[] =
	"/* Arithmetic a compiler cannot drop: a fixed cost per launch. */\n"
	"__kernel void busy(__global float *p, const uint iters)\n"
	"{\n"
	"    const size_t i = get_global_id(0);\n"
	"    float x = p[i];\n"
	"    for (uint k = 0; k < iters; k++)\n"
	"        x = x * 0.999f + 0.5f;\n"
	"    p[i] = x;\n"
	"}\n";

static const char nop_source[] =
	"/* Does nothing observable: the launch itself is what is measured. */\n"
	"__kernel void nop(__global int *p)\n"
	"{\n"
	"    if (get_global_id(0) == 0x7fffffff)\n"
	"        p[0] = 1;\n"
	"}\n";

/*
 * A medium program: a handful of kernels of the kinds the device-intensive
 * benchmarks use (about 130 lines of OpenCL C), so the compile is long
 * enough to measure yet typical of an application's build.
 */
static const char medium_source[] =
	"#define TILE 16\n"
	"__kernel void saxpy(const float a, __global const float *x,\n"
	"                    __global float *y, const uint n)\n"
	"{\n"
	"    const uint i = get_global_id(0);\n"
	"    if (i < n)\n"
	"        y[i] = a * x[i] + y[i];\n"
	"}\n"
	"\n"
	"__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))\n"
	"void matmul(const uint n, __global const float *a,\n"
	"            __global const float *b, __global float *c)\n"
	"{\n"
	"    __local float ta[TILE][TILE], tb[TILE][TILE];\n"
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
	"__kernel void reduce(__global const uint *in, const uint n,\n"
	"                     __global uint *out, __local uint *scratch)\n"
	"{\n"
	"    const uint lid = get_local_id(0);\n"
	"    uint acc = 0;\n"
	"    for (uint i = get_global_id(0); i < n; i += get_global_size(0))\n"
	"        acc += in[i];\n"
	"    scratch[lid] = acc;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {\n"
	"        if (lid < s)\n"
	"            scratch[lid] += scratch[lid + s];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    }\n"
	"    if (lid == 0)\n"
	"        out[get_group_id(0)] = scratch[0];\n"
	"}\n"
	"\n"
	"__kernel void stencil(__global const float *in, __global float *out,\n"
	"                      const int rows, const int cols, const float k)\n"
	"{\n"
	"    const int c = get_global_id(0), r = get_global_id(1);\n"
	"    const float cc = in[r * cols + c];\n"
	"    const float n = in[max(r - 1, 0) * cols + c];\n"
	"    const float s = in[min(r + 1, rows - 1) * cols + c];\n"
	"    const float w = in[r * cols + max(c - 1, 0)];\n"
	"    const float e = in[r * cols + min(c + 1, cols - 1)];\n"
	"    out[r * cols + c] = cc + k * (n + s + w + e - 4.0f * cc);\n"
	"}\n"
	"\n"
	"__kernel void bitonic_step(__global uint *keys, const uint k,\n"
	"                           const uint j)\n"
	"{\n"
	"    const uint t = get_global_id(0);\n"
	"    const uint lo = ((t & ~(j - 1)) << 1) | (t & (j - 1));\n"
	"    const uint a = keys[lo], b = keys[lo + j];\n"
	"    if ((a > b) == ((lo & k) == 0)) {\n"
	"        keys[lo] = b;\n"
	"        keys[lo + j] = a;\n"
	"    }\n"
	"}\n"
	"\n"
	"float cnd(float d)\n"
	"{\n"
	"    const float a1 = 0.31938153f, a2 = -0.356563782f,\n"
	"                a3 = 1.781477937f, a4 = -1.821255978f,\n"
	"                a5 = 1.330274429f, rsqrt2pi = 0.39894228040143267794f;\n"
	"    const float k = 1.0f / (1.0f + 0.2316419f * fabs(d));\n"
	"    float c = rsqrt2pi * exp(-0.5f * d * d) *\n"
	"              (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));\n"
	"    return d > 0 ? 1.0f - c : c;\n"
	"}\n"
	"\n"
	"__kernel void black_scholes(__global float *call, __global float *put,\n"
	"                            __global const float *price,\n"
	"                            __global const float *strike,\n"
	"                            __global const float *years,\n"
	"                            const float r, const float v)\n"
	"{\n"
	"    const uint i = get_global_id(0);\n"
	"    const float s = price[i], x = strike[i], t = years[i];\n"
	"    const float sqrt_t = sqrt(t);\n"
	"    const float d1 = (log(s / x) + (r + 0.5f * v * v) * t) / (v * sqrt_t);\n"
	"    const float d2 = d1 - v * sqrt_t;\n"
	"    const float e = exp(-r * t);\n"
	"    call[i] = s * cnd(d1) - x * e * cnd(d2);\n"
	"    put[i] = x * e * (1.0f - cnd(d2)) - s * (1.0f - cnd(d1));\n"
	"}\n"
	"\n"
	"__kernel void nbody_accel(__global const float4 *pos,\n"
	"                          __global float4 *acc, const uint n,\n"
	"                          const float eps2, __local float4 *tile)\n"
	"{\n"
	"    const uint i = get_global_id(0), lid = get_local_id(0);\n"
	"    const uint ls = get_local_size(0);\n"
	"    const float4 p = pos[i];\n"
	"    float4 a = (float4)(0.0f);\n"
	"    for (uint base = 0; base < n; base += ls) {\n"
	"        tile[lid] = pos[base + lid];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"        for (uint j = 0; j < ls; j++) {\n"
	"            const float4 d = tile[j] - p;\n"
	"            const float inv = rsqrt(d.x * d.x + d.y * d.y + d.z * d.z + eps2);\n"
	"            a += d * (tile[j].w * inv * inv * inv);\n"
	"        }\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    }\n"
	"    acc[i] = a;\n"
	"}\n"
	"\n"
	"__kernel void histogram(__global const uchar *data, const uint n,\n"
	"                        __global uint *bins, __local uint *local_bins)\n"
	"{\n"
	"    const uint lid = get_local_id(0);\n"
	"    for (uint b = lid; b < 256; b += get_local_size(0))\n"
	"        local_bins[b] = 0;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    for (uint i = get_global_id(0); i < n; i += get_global_size(0))\n"
	"        atomic_inc(&local_bins[data[i]]);\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    for (uint b = lid; b < 256; b += get_local_size(0))\n"
	"        atomic_add(&bins[b], local_bins[b]);\n"
	"}\n";

static void print_device(const struct vcl_bench_cl *b)
{
	printf(",\"device\":");
	vcl_bench_json_string(b->device_name);
}

/* Prints median, p90 and min of @us (sorted in place) as JSON members. */
static void print_stats(double *us, size_t n)
{
	double med = vcl_bench_median(us, n);

	printf(",\"n\":%zu,\"median_us\":%.4f,\"p90_us\":%.4f,\"p99_us\":%.4f,\"min_us\":%.4f,"
	       "\"max_us\":%.4f",
	       n, med, vcl_bench_percentile(us, n, 90.0), vcl_bench_percentile(us, n, 99.0), us[0],
	       us[n - 1]);
}

/* MICRO_HOST_PATTERN=1 (a diagnostic, issue 10): a native run does on the host what a virtcl
 * session does there for the same calls - a CL_COMPLETE callback on every write's event, which
 * releases it - so that the driver's cost of that pattern shows beside the plain native run. */
static void CL_CALLBACK release_in_callback(cl_event ev, cl_int status, void *ud)
{
	(void)status, (void)ud;
	clReleaseEvent(ev);
}

static void roundtrip(struct vcl_bench_cl *b, const struct micro_opts *mo)
{
	const char *hp = getenv("MICRO_HOST_PATTERN");
	bool host_pattern = hp && *hp && strcmp(hp, "0");
	size_t n = (size_t)(mo->n ? mo->n : mo->quick ? 500 : 2000);
	/* Untimed iterations first: lazily created state (threads, pools,
	 * a transport's connection) must not land in the first samples. */
	size_t warm = n / 10 + 10;
	double *ev_us = vcl_bench_xmalloc(n * sizeof(double));
	double *fin_us = vcl_bench_xmalloc(n * sizeof(double));
	double *wr_us = vcl_bench_xmalloc(n * sizeof(double));
	double *idle_us = vcl_bench_xmalloc(n * sizeof(double));
	double *mk_us = vcl_bench_xmalloc(n * sizeof(double));
	double *settled_us = vcl_bench_xmalloc(n * sizeof(double));
	double *info_us = vcl_bench_xmalloc(n * sizeof(double));
	cl_int word = 0x5a5a5a5a, back = 0;
	cl_int err;
	cl_mem buf = vcl_bench_buffer(b, CL_MEM_READ_WRITE, sizeof(cl_int));
	struct {
		const char *op;
		double *us;
	} ops[] = {
		{ "event_status", ev_us },
		{ "finish_after_write4", fin_us },
		{ "enqueue_write4", wr_us },
		{ "finish_idle", idle_us },
		{ "device_info", info_us },
		{ "marker_enqueue", mk_us },
		{ "event_status_settled", settled_us },
	};

	for (size_t i = 0; i < warm + n; i++) {
		size_t s = i < warm ? 0 : i - warm;
		cl_event ev;
		cl_int status;
		cl_uint units;
		double t0, t1;

		/* Status of a marker just enqueued: a round trip, except over
		 * shm while the host has not begun the marker's message (the
		 * event status table: CL_QUEUED without asking). Only the query
		 * is timed; the enqueue is timed on its own (marker_enqueue). */
		t0 = vcl_bench_now();
		VCL_BENCH_CHECK(clEnqueueMarkerWithWaitList(b->queue, 0, NULL, &ev));
		t1 = vcl_bench_now();
		mk_us[s] = (t1 - t0) * 1e6;
		t0 = vcl_bench_now();
		err = clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS,
				     sizeof(status), &status, NULL);
		t1 = vcl_bench_now();
		VCL_BENCH_CHECK_RET(err, "clGetEventInfo");
		ev_us[s] = (t1 - t0) * 1e6;
		VCL_BENCH_CHECK(clFinish(b->queue));
		VCL_BENCH_CHECK(clReleaseEvent(ev));

		/* The same query once the marker had time to reach the host and
		 * the device (a spin of 200 us): the round trip alone, without
		 * the host's enqueue of the marker in front of it (over shm with
		 * a session that spins, its final status is in the status table
		 * and no round trip is needed). */
		VCL_BENCH_CHECK(clEnqueueMarkerWithWaitList(b->queue, 0, NULL, &ev));
		for (t0 = vcl_bench_now(); vcl_bench_now() - t0 < 200e-6;)
			;
		t0 = vcl_bench_now();
		err = clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS,
				     sizeof(status), &status, NULL);
		t1 = vcl_bench_now();
		VCL_BENCH_CHECK_RET(err, "clGetEventInfo");
		settled_us[s] = (t1 - t0) * 1e6;
		VCL_BENCH_CHECK(clFinish(b->queue));
		VCL_BENCH_CHECK(clReleaseEvent(ev));

		/* A 4-byte non-blocking write, then clFinish: the finish waits
		 * for the write to reach the device, one full round trip. */
		word++;
		t0 = vcl_bench_now();
		{
			cl_event wev = NULL;
			VCL_BENCH_CHECK(clEnqueueWriteBuffer(b->queue, buf, CL_FALSE, 0,
							     sizeof(word), &word, 0,
							     NULL, host_pattern ? &wev : NULL));
			if (wev)
				VCL_BENCH_CHECK(clSetEventCallback(wev, CL_COMPLETE,
								   release_in_callback, NULL));
		}
		t1 = vcl_bench_now();
		wr_us[s] = (t1 - t0) * 1e6;
		t0 = vcl_bench_now();
		VCL_BENCH_CHECK(clFinish(b->queue));
		t1 = vcl_bench_now();
		fin_us[s] = (t1 - t0) * 1e6;

		t0 = vcl_bench_now();
		VCL_BENCH_CHECK(clFinish(b->queue));
		t1 = vcl_bench_now();
		idle_us[s] = (t1 - t0) * 1e6;

		t0 = vcl_bench_now();
		VCL_BENCH_CHECK(clGetDeviceInfo(b->device,
						CL_DEVICE_MAX_COMPUTE_UNITS,
						sizeof(units), &units, NULL));
		t1 = vcl_bench_now();
		info_us[s] = (t1 - t0) * 1e6;
	}
	/* The writes must have landed: the last value read back proves it. */
	VCL_BENCH_CHECK(clEnqueueReadBuffer(b->queue, buf, CL_TRUE, 0,
					    sizeof(back), &back, 0, NULL, NULL));
	for (size_t k = 0; k < sizeof(ops) / sizeof(ops[0]); k++) {
		printf("{\"name\":\"roundtrip\",\"op\":\"%s\",\"ok\":%s",
		       ops[k].op, back == word ? "true" : "false");
		print_stats(ops[k].us, n);
		print_device(b);
		printf("}\n");
	}
	fflush(stdout);
	clReleaseMemObject(buf);
	free(ev_us);
	free(fin_us);
	free(wr_us);
	free(idle_us);
	free(mk_us);
	free(settled_us);
	free(info_us);
	if (back != word)
		vcl_bench_die("roundtrip: read back %d, wrote %d", back, word);
}

static void launch(struct vcl_bench_cl *b, const struct micro_opts *mo)
{
	long n = mo->n ? mo->n : mo->quick ? 5000 : 20000;
	int reps = (int)(mo->repeats ? mo->repeats : mo->quick ? 3 : 5);
	double rate[64], enq_rate[64];
	size_t global = 1;
	cl_kernel k;
	cl_mem buf;

	if (reps > 64)
		reps = 64;
	vcl_bench_cl_build(b, nop_source, NULL);
	k = vcl_bench_kernel(b, "nop");
	buf = vcl_bench_buffer(b, CL_MEM_READ_WRITE, sizeof(cl_int));
	VCL_BENCH_CHECK(clSetKernelArg(k, 0, sizeof(cl_mem), &buf));
	/* Warm-up: PoCL compiles the work-group function at the first launch. */
	for (int i = 0; i < 100; i++)
		VCL_BENCH_CHECK(clEnqueueNDRangeKernel(b->queue, k, 1, NULL,
						       &global, NULL, 0, NULL,
						       NULL));
	VCL_BENCH_CHECK(clFinish(b->queue));
	for (int r = 0; r < reps; r++) {
		double t0 = vcl_bench_now(), t1, t2;

		for (long i = 0; i < n; i++)
			VCL_BENCH_CHECK(clEnqueueNDRangeKernel(b->queue, k, 1,
							       NULL, &global,
							       NULL, 0, NULL,
							       NULL));
		t1 = vcl_bench_now();
		VCL_BENCH_CHECK(clFinish(b->queue));
		t2 = vcl_bench_now();
		rate[r] = (double)n / (t2 - t0);
		enq_rate[r] = (double)n / (t1 - t0);
	}
	printf("{\"name\":\"launch\",\"ok\":true,\"n\":%ld,\"repeats\":%d,\"launches_per_s\":%.1f,\"enqueues_per_s\":%.1f,\"all_launches_per_s\":[",
	       n, reps, vcl_bench_median(rate, (size_t)reps),
	       vcl_bench_median(enq_rate, (size_t)reps));
	for (int r = 0; r < reps; r++)
		printf("%s%.1f", r ? "," : "", rate[r]);
	printf("]");
	print_device(b);
	printf("}\n");
	fflush(stdout);
	clReleaseMemObject(buf);
	clReleaseKernel(k);
	clReleaseProgram(b->program);
	b->program = NULL;
}

/* The version of cl_khr_command_buffer the device reports (0: none). */
static cl_uint cmdbuf_version(const struct vcl_bench_cl *b)
{
	struct {
		cl_uint version;
		char name[64];
	} v[256];
	size_t n = 0;

	if (clGetDeviceInfo(b->device, 0x1060 /* CL_DEVICE_EXTENSIONS_WITH_VERSION */, sizeof(v), v,
			    &n) != CL_SUCCESS)
		return 0;
	for (size_t i = 0; i < n / sizeof(v[0]); i++)
		if (!strcmp(v[i].name, "cl_khr_command_buffer"))
			return v[i].version ? v[i].version : 1;
	return 0;
}

static void cmdbuf(struct vcl_bench_cl *b, const struct micro_opts *mo)
{
	long seq = mo->n ? mo->n : 16;
	int reps = (int)(mo->repeats ? mo->repeats : mo->quick ? 3 : 5);
	long rounds = mo->quick ? 200 : 1000;
	double plain[64], rec[64];
	cl_uint ver = cmdbuf_version(b);
	size_t global = 1;
	cl_command_buffer_properties_khr props[] = { CL_COMMAND_BUFFER_FLAGS_KHR,
						     CL_COMMAND_BUFFER_SIMULTANEOUS_USE_KHR, 0 };
	clCreateCommandBufferKHR_fn create;
	clCommandNDRangeKernelKHR_fn ndrange;
	clFinalizeCommandBufferKHR_fn finalize;
	clEnqueueCommandBufferKHR_fn enqueue;
	clReleaseCommandBufferKHR_fn release;
	cl_command_buffer_khr cb;
	cl_sync_point_khr prev = 0, sp;
	cl_kernel k;
	cl_mem buf;
	cl_int err;

	if (reps > 64)
		reps = 64;
#define GET(v, name) v = (name##_fn)clGetExtensionFunctionAddressForPlatform(b->platform, #name)
	GET(create, clCreateCommandBufferKHR);
	GET(ndrange, clCommandNDRangeKernelKHR);
	GET(finalize, clFinalizeCommandBufferKHR);
	GET(enqueue, clEnqueueCommandBufferKHR);
	GET(release, clReleaseCommandBufferKHR);
#undef GET
	if (!ver || !create || !ndrange || !finalize || !enqueue || !release) {
		printf("{\"name\":\"cmdbuf\",\"ok\":false,\"skipped\":true,\"reason\":\"no cl_khr_command_buffer\"");
		print_device(b);
		printf("}\n");
		fflush(stdout);
		return;
	}
	vcl_bench_cl_build(b, nop_source, NULL);
	k = vcl_bench_kernel(b, "nop");
	buf = vcl_bench_buffer(b, CL_MEM_READ_WRITE, sizeof(cl_int));
	VCL_BENCH_CHECK(clSetKernelArg(k, 0, sizeof(cl_mem), &buf));
	/* the entry points used here have the same signatures in every version; later versions
	 * dropped the simultaneous-use flag (always allowed there) */
	cb = create(1, &b->queue, props, &err);
	if (err == CL_INVALID_VALUE || err == CL_INVALID_PROPERTY)
		cb = create(1, &b->queue, NULL, &err);
	VCL_BENCH_CHECK(err);
	for (long i = 0; i < seq; i++) {
		VCL_BENCH_CHECK(ndrange(cb, NULL, NULL, k, 1, NULL, &global, NULL, i ? 1 : 0,
					i ? &prev : NULL, &sp, NULL));
		prev = sp;
	}
	VCL_BENCH_CHECK(finalize(cb));
	/* warm-up, both ways */
	for (int i = 0; i < 10; i++) {
		for (long j = 0; j < seq; j++)
			VCL_BENCH_CHECK(clEnqueueNDRangeKernel(b->queue, k, 1, NULL, &global, NULL,
							       0, NULL, NULL));
		VCL_BENCH_CHECK(enqueue(0, NULL, cb, 0, NULL, NULL));
	}
	VCL_BENCH_CHECK(clFinish(b->queue));
	for (int r = 0; r < reps; r++) {
		double t0 = vcl_bench_now(), t1, t2;

		for (long i = 0; i < rounds; i++)
			for (long j = 0; j < seq; j++)
				VCL_BENCH_CHECK(clEnqueueNDRangeKernel(b->queue, k, 1, NULL, &global,
								       NULL, 0, NULL, NULL));
		VCL_BENCH_CHECK(clFinish(b->queue));
		t1 = vcl_bench_now();
		for (long i = 0; i < rounds; i++)
			VCL_BENCH_CHECK(enqueue(0, NULL, cb, 0, NULL, NULL));
		VCL_BENCH_CHECK(clFinish(b->queue));
		t2 = vcl_bench_now();
		plain[r] = (double)(rounds * seq) / (t1 - t0);
		rec[r] = (double)(rounds * seq) / (t2 - t1);
	}
	printf("{\"name\":\"cmdbuf\",\"ok\":true,\"sequence\":%ld,\"rounds\":%ld,\"repeats\":%d,"
	       "\"extension_version\":\"%u.%u.%u\",\"plain_launches_per_s\":%.1f,"
	       "\"cmdbuf_launches_per_s\":%.1f",
	       seq, rounds, reps, ver >> 22, (ver >> 12) & 0x3ff, ver & 0xfff,
	       vcl_bench_median(plain, (size_t)reps), vcl_bench_median(rec, (size_t)reps));
	print_device(b);
	printf("}\n");
	fflush(stdout);
	VCL_BENCH_CHECK(release(cb));
	clReleaseMemObject(buf);
	clReleaseKernel(k);
	clReleaseProgram(b->program);
	b->program = NULL;
}

static void bandwidth(struct vcl_bench_cl *b, const struct micro_opts *mo)
{
	size_t max = mo->max_bytes ? mo->max_bytes :
		     mo->quick ? (16u << 20) : (256u << 20);
	unsigned char *host = vcl_bench_xmalloc(max);
	unsigned char *back = vcl_bench_xmalloc(max);
	long cap = mo->repeats ? mo->repeats : mo->quick ? 100 : 400;
	double *gbps = vcl_bench_xmalloc((size_t)cap * sizeof(double));

	/* Touch every page now, or first-touch faults would be timed. */
	for (size_t i = 0; i < max; i++)
		host[i] = (unsigned char)(i * 131 + 7);
	memset(back, 0, max);
	/* 4 KiB, then four times as much each step; --min-bytes starts the steps higher */
	size_t first = 4096;

	while (first < mo->min_bytes)
		first *= 4;
	for (size_t size = first; size <= max; size *= 4) {
		/*
		 * Enough repeats for a stable median at small sizes, where one
		 * transfer is microseconds; at least 5 at 256 MiB, where one
		 * is tens of milliseconds.
		 */
		long reps = (long)((64u << 20) / size);
		cl_mem buf = vcl_bench_buffer(b, CL_MEM_READ_WRITE, size);
		bool ok;

		/* at least 5, but never more than --repeats (gbps holds cap) */
		reps = reps < 5 ? 5 : reps;
		reps = reps > cap ? cap : reps;
		/* One untimed transfer each way: the device allocates the
		 * buffer's storage lazily, at its first use. */
		VCL_BENCH_CHECK(clEnqueueWriteBuffer(b->queue, buf, CL_TRUE, 0,
						     size, host, 0, NULL, NULL));
		VCL_BENCH_CHECK(clEnqueueReadBuffer(b->queue, buf, CL_TRUE, 0,
						    size, back, 0, NULL, NULL));
		ok = memcmp(host, back, size) == 0;
		for (int dir = 0; dir < 2; dir++) {
			for (long r = 0; r < reps; r++) {
				double t0 = vcl_bench_now(), t1;

				if (dir == 0)
					VCL_BENCH_CHECK(clEnqueueWriteBuffer(
						b->queue, buf, CL_TRUE, 0, size,
						host, 0, NULL, NULL));
				else
					VCL_BENCH_CHECK(clEnqueueReadBuffer(
						b->queue, buf, CL_TRUE, 0, size,
						back, 0, NULL, NULL));
				t1 = vcl_bench_now();
				gbps[r] = (double)size / (t1 - t0) / 1e9;
			}
			if (dir == 1)
				ok = ok && memcmp(host, back, size) == 0;
			double med = vcl_bench_median(gbps, (size_t)reps);
			printf("{\"name\":\"bandwidth\",\"dir\":\"%s\",\"ok\":%s,\"bytes\":%zu,\"repeats\":%ld,\"gbps\":%.4f,\"p10_gbps\":%.4f,\"p90_gbps\":%.4f,\"median_us\":%.3f",
			       dir ? "read" : "write", ok ? "true" : "false",
			       size, reps, med,
			       vcl_bench_percentile(gbps, (size_t)reps, 10.0),
			       vcl_bench_percentile(gbps, (size_t)reps, 90.0),
			       (double)size / med / 1e3);
			print_device(b);
			printf("}\n");
			fflush(stdout);
		}
		clReleaseMemObject(buf);
		if (!ok)
			vcl_bench_die("bandwidth: data read back at %zu bytes differs",
				      size);
	}
	free(host);
	free(back);
	free(gbps);
}

static void build(struct vcl_bench_cl *b, const struct micro_opts *mo)
{
	int reps = (int)(mo->repeats ? mo->repeats : mo->quick ? 3 : 7);
	size_t len = strlen(medium_source) + 128;
	char *src = vcl_bench_xmalloc(len);
	double build_ms[64], create_ms[64];
	const char *cache = getenv("POCL_KERNEL_CACHE");

	if (reps > 64)
		reps = 64;
	for (int r = 0; r < reps + 1; r++) {
		const char *p = src;
		cl_program prog;
		cl_int err;
		double t0, t1, t2;

		/*
		 * A comment unique to this process and repetition: no cache
		 * keyed on the source (PoCL's, or one virtcl may grow) can
		 * turn the build into a lookup. The driver also sets
		 * POCL_KERNEL_CACHE=0 for both sides.
		 */
		snprintf(src, len, "/* build %ld.%d */\n%s", (long)getpid(), r,
			 medium_source);
		t0 = vcl_bench_now();
		prog = clCreateProgramWithSource(b->ctx, 1, &p, NULL, &err);
		t1 = vcl_bench_now();
		VCL_BENCH_CHECK_RET(err, "clCreateProgramWithSource");
		err = clBuildProgram(prog, 1, &b->device, NULL, NULL, NULL);
		t2 = vcl_bench_now();
		VCL_BENCH_CHECK_RET(err, "clBuildProgram");
		VCL_BENCH_CHECK(clReleaseProgram(prog));
		/* Repetition 0 is the warm-up: it loads the compiler. */
		if (r > 0) {
			create_ms[r - 1] = (t1 - t0) * 1e3;
			build_ms[r - 1] = (t2 - t1) * 1e3;
		}
	}
	/* vcl_bench_median() sorts: take the minimum after it, not in the
	 * same printf, whose argument order is unspecified. */
	double med = vcl_bench_median(build_ms, (size_t)reps);
	double create_med = vcl_bench_median(create_ms, (size_t)reps);

	printf("{\"name\":\"build\",\"ok\":true,\"repeats\":%d,\"source_bytes\":%zu,\"median_ms\":%.3f,\"min_ms\":%.3f,\"max_ms\":%.3f,\"create_median_ms\":%.4f,\"pocl_kernel_cache\":",
	       reps, strlen(medium_source), med, build_ms[0], build_ms[reps - 1],
	       create_med);
	if (cache)
		vcl_bench_json_string(cache);
	else
		printf("null");
	print_device(b);
	printf("}\n");
	fflush(stdout);
	free(src);
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

static void flood(struct vcl_bench_cl *b, const struct micro_opts *mo)
{
	double secs = (double)(mo->seconds ? mo->seconds : 10), t0, t, one;
	size_t global = 4096;
	cl_uint iters = 16;
	long launches = 0, batches = 0;
	cl_kernel k;
	cl_mem buf;

	vcl_bench_cl_build(b, busy_source, NULL);
	k = vcl_bench_kernel(b, "busy");
	buf = vcl_bench_buffer(b, CL_MEM_READ_WRITE, global * sizeof(float));
	VCL_BENCH_CHECK(clSetKernelArg(k, 0, sizeof(buf), &buf));
	/* calibrate: about 1 ms a launch on this device (the first launch warms up, untimed) */
	VCL_BENCH_CHECK(clSetKernelArg(k, 1, sizeof(iters), &iters));
	VCL_BENCH_CHECK(clEnqueueNDRangeKernel(b->queue, k, 1, NULL, &global, NULL, 0, NULL, NULL));
	VCL_BENCH_CHECK(clFinish(b->queue));
	for (;;) {
		VCL_BENCH_CHECK(clSetKernelArg(k, 1, sizeof(iters), &iters));
		t0 = vcl_bench_now();
		VCL_BENCH_CHECK(clEnqueueNDRangeKernel(b->queue, k, 1, NULL, &global, NULL, 0, NULL, NULL));
		VCL_BENCH_CHECK(clFinish(b->queue));
		one = vcl_bench_now() - t0;
		if (one > 0.5e-3 || iters >= (1u << 28))
			break;
		iters *= 2;
	}
	printf("{\"name\":\"flood\",\"phase\":\"start\",\"ok\":true,\"iters\":%u,\"launch_ms\":%.3f}\n",
	       iters, one * 1e3);
	fflush(stdout);
	t0 = vcl_bench_now();
	do {
		for (int i = 0; i < 256; i++)
			VCL_BENCH_CHECK(clEnqueueNDRangeKernel(b->queue, k, 1, NULL, &global, NULL, 0,
							       NULL, NULL));
		launches += 256;
		batches++;
		VCL_BENCH_CHECK(clFinish(b->queue));
		t = vcl_bench_now();
	} while (t - t0 < secs);
	printf("{\"name\":\"flood\",\"ok\":true,\"launches\":%ld,\"batches\":%ld,\"seconds\":%.3f",
	       launches, batches, t - t0);
	print_device(b);
	printf("}\n");
	fflush(stdout);
	clReleaseKernel(k);
	clReleaseMemObject(buf);
}

/*
 * hol: a small synchronizing call beside a large transfer of another thread
 * (head-of-line blocking). One thread reads a buffer of --max-bytes (256 MiB;
 * 64 MiB with --quick) over and over on a queue of its own; meanwhile this
 * thread times 4-byte write + clFinish on the main queue. Reports those
 * latencies (median, p99, max) and the bulk thread's bandwidth.
 */
struct hol_bulk {
	struct vcl_bench_cl *b;
	cl_command_queue q;
	cl_mem buf;
	void *host;
	size_t size;
	atomic_bool stop;
	atomic_long reads;
};

static void *hol_bulk_main(void *arg)
{
	struct hol_bulk *h = arg;

	while (!atomic_load(&h->stop)) {
		VCL_BENCH_CHECK(clEnqueueReadBuffer(h->q, h->buf, CL_TRUE, 0, h->size, h->host, 0,
						    NULL, NULL));
		atomic_fetch_add(&h->reads, 1);
	}
	return NULL;
}

static void hol(struct vcl_bench_cl *b, const struct micro_opts *mo)
{
	size_t n = (size_t)(mo->n ? mo->n : mo->quick ? 200 : 1000);
	struct hol_bulk h = { .b = b };
	double *us = vcl_bench_xmalloc(n * sizeof(double)), t0, t1, tb0;
	cl_mem small = vcl_bench_buffer(b, CL_MEM_READ_WRITE, 4);
	cl_uint word = 0;
	cl_int err;
	pthread_t th;

	h.size = mo->max_bytes ? mo->max_bytes : mo->quick ? (64u << 20) : (256u << 20);
	h.host = vcl_bench_xmalloc(h.size);
	memset(h.host, 1, h.size);
	h.buf = vcl_bench_buffer(b, CL_MEM_READ_WRITE, h.size);
	h.q = clCreateCommandQueue(b->ctx, b->device, 0, &err);
	VCL_BENCH_CHECK_RET(err, "clCreateCommandQueue");
	VCL_BENCH_CHECK(clEnqueueWriteBuffer(h.q, h.buf, CL_TRUE, 0, h.size, h.host, 0, NULL,
					     NULL));
	if (pthread_create(&th, NULL, hol_bulk_main, &h))
		vcl_bench_die("hol: cannot start a thread");
	/* the first whole read, at most 60 s (a run that never ends says nothing) */
	for (tb0 = vcl_bench_now(); atomic_load(&h.reads) < 1;) {
		struct timespec ms = { 0, 1000000 };
		if (vcl_bench_now() - tb0 > 60)
			vcl_bench_die("hol: the bulk thread read no %zu bytes in 60 s", h.size);
		nanosleep(&ms, NULL);
	}
	tb0 = vcl_bench_now();
	long r0 = atomic_load(&h.reads);
	/* n samples, and at least 3 whole bulk transfers beside them (at most 30 s) */
	for (size_t i = 0; i < n || (atomic_load(&h.reads) - r0 < 3 && vcl_bench_now() - tb0 < 30);
	     i++) {
		word++;
		t0 = vcl_bench_now();
		VCL_BENCH_CHECK(clEnqueueWriteBuffer(b->queue, small, CL_FALSE, 0, sizeof(word),
						     &word, 0, NULL, NULL));
		VCL_BENCH_CHECK(clFinish(b->queue));
		t1 = vcl_bench_now();
		us[i % n] = (t1 - t0) * 1e6; /* past n: the last n */
	}
	double bulk_gbps = (double)(atomic_load(&h.reads) - r0) * (double)h.size /
			   (vcl_bench_now() - tb0) / 1e9;
	atomic_store(&h.stop, true);
	pthread_join(th, NULL);
	qsort(us, n, sizeof(double), vcl_bench_cmp_double);
	printf("{\"name\":\"hol\",\"ok\":true,\"bytes\":%zu,\"bulk_gbps\":%.4f", h.size,
	       bulk_gbps);
	print_stats(us, n);
	print_device(b);
	printf("}\n");
	fflush(stdout);
	clReleaseCommandQueue(h.q);
	clReleaseMemObject(h.buf);
	clReleaseMemObject(small);
	free(h.host);
	free(us);
}

int main(int argc, char **argv)
{
	struct micro_opts mo = { 0 };
	struct vcl_bench_cl b;
	const char *cmd;

	if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		printf("usage: %s roundtrip|launch|cmdbuf|bandwidth|build|all|flood|hol [--quick] [-n N] [--repeats R] [--min-bytes B] [--max-bytes B] [--seconds S]\n"
		       "  -n N         roundtrip samples (2000), launches per repeat (20000) or\n"
		       "               launches in cmdbuf's sequence (16)\n"
		       "  --repeats R  launch/build repeats; cap on bandwidth repeats per size\n"
		       "  --min-bytes  smallest bandwidth transfer: 4 KiB times the first power of 4 at\n"
		       "               or above B (4 KiB)\n"
		       "  --max-bytes  largest bandwidth transfer (256 MiB); hol's transfer (256 MiB)\n"
		       "  --seconds S  how long flood floods (10)\n",
		       argv[0]);
		return argc < 2 ? VCL_BENCH_ERROR : 0;
	}
	cmd = argv[1];
	for (int i = 2; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

		if (!strcmp(a, "--quick")) {
			mo.quick = true;
		} else if (!strcmp(a, "-n") && v) {
			mo.n = parse_long(a, v);
			i++;
		} else if (!strcmp(a, "--repeats") && v) {
			mo.repeats = parse_long(a, v);
			i++;
		} else if (!strcmp(a, "--seconds") && v) {
			mo.seconds = parse_long(a, v);
			i++;
		} else if (!strcmp(a, "--min-bytes") && v) {
			mo.min_bytes = (size_t)parse_long(a, v);
			i++;
		} else if (!strcmp(a, "--max-bytes") && v) {
			mo.max_bytes = (size_t)parse_long(a, v);
			i++;
		} else {
			vcl_bench_die("unknown option '%s' (try --help)", a);
		}
	}

	vcl_bench_cl_init(&b);
	if (!strcmp(cmd, "roundtrip") || !strcmp(cmd, "all"))
		roundtrip(&b, &mo);
	if (!strcmp(cmd, "launch") || !strcmp(cmd, "all"))
		launch(&b, &mo);
	if (!strcmp(cmd, "cmdbuf") || !strcmp(cmd, "all"))
		cmdbuf(&b, &mo);
	if (!strcmp(cmd, "bandwidth") || !strcmp(cmd, "all"))
		bandwidth(&b, &mo);
	if (!strcmp(cmd, "build") || !strcmp(cmd, "all"))
		build(&b, &mo);
	if (!strcmp(cmd, "flood"))
		flood(&b, &mo);
	if (!strcmp(cmd, "hol"))
		hol(&b, &mo);
	if (strcmp(cmd, "roundtrip") && strcmp(cmd, "launch") && strcmp(cmd, "hol") &&
	    strcmp(cmd, "cmdbuf") &&
	    strcmp(cmd, "bandwidth") && strcmp(cmd, "build") &&
	    strcmp(cmd, "all") && strcmp(cmd, "flood"))
		vcl_bench_die("unknown subcommand '%s' (try --help)", cmd);
	vcl_bench_cl_fini(&b);
	return VCL_BENCH_OK;
}
