// SPDX-License-Identifier: MIT
/*
 * reduction.c - sum of n 32-bit unsigned integers, multi-pass through local
 * memory: each pass folds its input into one partial sum per work-group,
 * and passes repeat on the partials until one value is left.
 *
 * Timed pass: create buffers, upload the input once, then -i reductions,
 * each ending in a blocking 4-byte read of the result (a device-to-host
 * round trip per reduction, as an application testing convergence does).
 * Unsigned sums wrap modulo 2^32 in any order, so the check is exact: one
 * lost or corrupted element anywhere changes the result. The check costs
 * one host pass over the input whatever -i is, so the gpu preset (2^28
 * elements, 1 GiB, 400 reductions) keeps it.
 */
#include "vcl_bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char source[] =
	"/* Each work-item sums a grid-strided slice; the work-group then folds\n"
	" * its partials in local memory. Local size: a power of two. */\n"
	"__kernel void reduce_sum(__global const uint *in, const uint n,\n"
	"                         __global uint *out, __local uint *scratch)\n"
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
	"}\n";

/*
 * Elements each work-item folds per pass. 16 cuts 32M elements to 8192
 * partials, then 2, then 1: three passes at the default size, so the
 * multi-pass path is exercised rather than a single launch.
 */
#define RED_PER_ITEM 16u

struct reduction {
	struct vcl_bench_cl *b;
	cl_kernel kernel;
	cl_uint n;
	size_t local;
	long iters;
	cl_uint *data;
	cl_uint results[1000];
	int passes;
};

static void run(void *arg)
{
	struct reduction *r = arg;
	size_t chunk = r->local * RED_PER_ITEM;
	size_t partials = (r->n + chunk - 1) / chunk;
	cl_command_queue q = r->b->queue;
	cl_mem in, pa, pb;

	in = vcl_bench_buffer(r->b, CL_MEM_READ_ONLY, (size_t)r->n * sizeof(cl_uint));
	pa = vcl_bench_buffer(r->b, CL_MEM_READ_WRITE, partials * sizeof(cl_uint));
	pb = vcl_bench_buffer(r->b, CL_MEM_READ_WRITE, partials * sizeof(cl_uint));
	VCL_BENCH_CHECK(clEnqueueWriteBuffer(q, in, CL_FALSE, 0,
					     (size_t)r->n * sizeof(cl_uint),
					     r->data, 0, NULL, NULL));
	VCL_BENCH_CHECK(clSetKernelArg(r->kernel, 3, r->local * sizeof(cl_uint),
				       NULL));
	for (long it = 0; it < r->iters; it++) {
		cl_mem src = in, dst = pa;
		cl_uint m = r->n;
		int passes = 0;

		do {
			size_t groups = (m + chunk - 1) / chunk;
			size_t global = groups * r->local;

			VCL_BENCH_CHECK(clSetKernelArg(r->kernel, 0, sizeof(cl_mem), &src));
			VCL_BENCH_CHECK(clSetKernelArg(r->kernel, 1, sizeof(cl_uint), &m));
			VCL_BENCH_CHECK(clSetKernelArg(r->kernel, 2, sizeof(cl_mem), &dst));
			VCL_BENCH_CHECK(clEnqueueNDRangeKernel(q, r->kernel, 1,
							       NULL, &global,
							       &r->local, 0,
							       NULL, NULL));
			m = (cl_uint)groups;
			src = dst;
			dst = dst == pa ? pb : pa;
			passes++;
		} while (m > 1);
		VCL_BENCH_CHECK(clEnqueueReadBuffer(q, src, CL_TRUE, 0,
						    sizeof(cl_uint),
						    &r->results[it], 0, NULL,
						    NULL));
		r->passes = passes;
	}
	clReleaseMemObject(in);
	clReleaseMemObject(pa);
	clReleaseMemObject(pb);
}

int main(int argc, char **argv)
{
	struct vcl_bench_opts o;
	struct vcl_bench_cl b;
	struct vcl_bench_timing t;
	struct reduction *r = vcl_bench_xmalloc(sizeof(*r));
	struct vcl_bench_rng rng;
	cl_uint want = 0;
	bool ok = true;

	memset(r, 0, sizeof(*r));
	vcl_bench_parse_opts(argc, argv, "-n N: elements, -i I: reductions", &o);
	r->n = (cl_uint)vcl_bench_preset(&o, o.n, 4l << 20, 32l << 20, 1l << 28);
	r->iters = vcl_bench_preset(&o, o.iters, 5, 12, 400);
	/* One result slot per reduction; 2^30 elements is 4 GiB of input. */
	if (r->iters > 1000 || o.n > (1l << 30))
		vcl_bench_die("reduction: -i at most 1000, -n at most 2^30");

	vcl_bench_cl_init(&b);
	r->b = &b;
	r->local = b.max_wg >= 256 ? 256 : 64;
	vcl_bench_cl_build(&b, source, NULL);
	r->kernel = vcl_bench_kernel(&b, "reduce_sum");

	r->data = vcl_bench_xmalloc((size_t)r->n * sizeof(cl_uint));
	vcl_bench_rng_seed(&rng, 5);
	for (size_t i = 0; i < r->n; i++) {
		r->data[i] = vcl_bench_rng_u32(&rng);
		want += r->data[i];
	}

	vcl_bench_time(&o, run, r, &t);
	if (o.corrupt)
		r->results[r->iters - 1] += 1;
	for (long it = 0; it < r->iters; it++) {
		if (r->results[it] != want) {
			fprintf(stderr, "reduction: #%ld gave %u, want %u\n", it,
				r->results[it], want);
			ok = false;
		}
	}
	vcl_bench_report("reduction", &b, &t, ok,
			 ",\"n\":%u,\"iters\":%ld,\"passes\":%d,\"gbytes_per_s\":%.3f",
			 r->n, r->iters, r->passes,
			 (double)r->n * sizeof(cl_uint) * (double)r->iters /
			 vcl_bench_timing_median(&t) / 1e9);
	clReleaseKernel(r->kernel);
	vcl_bench_cl_fini(&b);
	free(r->data);
	free(r);
	return ok ? VCL_BENCH_OK : VCL_BENCH_MISMATCH;
}
