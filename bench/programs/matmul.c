// SPDX-License-Identifier: MIT
/*
 * matmul.c - dense single-precision matrix product C = A * B, n x n,
 * tiled through local memory.
 *
 * Timed pass: create buffers, upload A and B, one kernel launch per
 * repetition (-i), read C back. The inputs are small integers held in
 * floats, so every product and partial sum is exact in float whatever the
 * summation order or FMA contraction: the check can then be exact. It uses
 * Freivalds' test (C x == A (B x) for random integer vectors x, in 64-bit
 * integers), which covers every element of C in O(n^2) instead of O(n^3).
 * The gpu preset (8192^2, two products) keeps that test, which already
 * scales, and adds 256 sampled entries of C computed directly (O(256 n)),
 * exact too, which name a wrong entry where Freivalds names only its row.
 */
#include "vcl_bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char source[] =
	"/* TILE comes from the build options. */\n"
	"__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))\n"
	"void matmul_tiled(const uint n, __global const float *a,\n"
	"                  __global const float *b, __global float *c)\n"
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
	"}\n";

struct matmul {
	struct vcl_bench_cl *b;
	cl_kernel kernel;
	cl_uint n, tile;
	long reps;
	float *a, *bm, *c;
};

static void run(void *arg)
{
	struct matmul *m = arg;
	size_t bytes = (size_t)m->n * m->n * sizeof(float);
	size_t global[2] = { m->n, m->n }, local[2] = { m->tile, m->tile };
	cl_command_queue q = m->b->queue;
	cl_mem da, db, dc;

	da = vcl_bench_buffer(m->b, CL_MEM_READ_ONLY, bytes);
	db = vcl_bench_buffer(m->b, CL_MEM_READ_ONLY, bytes);
	dc = vcl_bench_buffer(m->b, CL_MEM_WRITE_ONLY, bytes);
	VCL_BENCH_CHECK(clEnqueueWriteBuffer(q, da, CL_FALSE, 0, bytes, m->a,
					     0, NULL, NULL));
	VCL_BENCH_CHECK(clEnqueueWriteBuffer(q, db, CL_FALSE, 0, bytes, m->bm,
					     0, NULL, NULL));
	VCL_BENCH_CHECK(clSetKernelArg(m->kernel, 0, sizeof(cl_uint), &m->n));
	VCL_BENCH_CHECK(clSetKernelArg(m->kernel, 1, sizeof(cl_mem), &da));
	VCL_BENCH_CHECK(clSetKernelArg(m->kernel, 2, sizeof(cl_mem), &db));
	VCL_BENCH_CHECK(clSetKernelArg(m->kernel, 3, sizeof(cl_mem), &dc));
	for (long r = 0; r < m->reps; r++)
		VCL_BENCH_CHECK(clEnqueueNDRangeKernel(q, m->kernel, 2, NULL,
						       global, local, 0, NULL,
						       NULL));
	VCL_BENCH_CHECK(clEnqueueReadBuffer(q, dc, CL_TRUE, 0, bytes, m->c, 0,
					    NULL, NULL));
	clReleaseMemObject(da);
	clReleaseMemObject(db);
	clReleaseMemObject(dc);
}

/* @samples random entries of C against their dot products, exact. */
static bool check_entries(const struct matmul *m, int samples)
{
	size_t n = m->n;
	struct vcl_bench_rng rng;
	int bad = 0;

	vcl_bench_rng_seed(&rng, 78);
	for (int s = 0; s < samples; s++) {
		size_t i = vcl_bench_rng_u32(&rng) % n, j = vcl_bench_rng_u32(&rng) % n;
		int64_t want = 0;

		for (size_t k = 0; k < n; k++)
			want += (int64_t)m->a[i * n + k] * (int64_t)m->bm[k * n + j];
		if ((double)want != (double)m->c[i * n + j] && bad++ < 5)
			fprintf(stderr, "matmul: C[%zu][%zu] = %g, want %lld\n", i,
				j, (double)m->c[i * n + j], (long long)want);
	}
	return bad == 0;
}

/* Freivalds' test with @trials random vectors, exact in 64-bit integers. */
static bool check(const struct matmul *m, int trials)
{
	size_t n = m->n;
	int64_t *x = vcl_bench_xmalloc(n * sizeof(*x));
	int64_t *bx = vcl_bench_xmalloc(n * sizeof(*bx));
	struct vcl_bench_rng rng;
	bool ok = true;

	vcl_bench_rng_seed(&rng, 77);
	for (int t = 0; t < trials && ok; t++) {
		/* Never 0: one wrong entry then always changes C x. */
		for (size_t i = 0; i < n; i++) {
			x[i] = (int64_t)(vcl_bench_rng_u32(&rng) % 16) - 8;
			x[i] += x[i] >= 0;
		}
		for (size_t i = 0; i < n; i++) {
			int64_t s = 0;

			for (size_t k = 0; k < n; k++)
				s += (int64_t)m->bm[i * n + k] * x[k];
			bx[i] = s;
		}
		for (size_t i = 0; i < n && ok; i++) {
			int64_t abx = 0, cx = 0;

			for (size_t k = 0; k < n; k++) {
				abx += (int64_t)m->a[i * n + k] * bx[k];
				cx += (int64_t)m->c[i * n + k] * x[k];
			}
			if (abx != cx) {
				fprintf(stderr, "matmul: row %zu: C x = %lld, A (B x) = %lld\n",
					i, (long long)cx, (long long)abx);
				ok = false;
			}
		}
	}
	free(x);
	free(bx);
	return ok;
}

int main(int argc, char **argv)
{
	struct vcl_bench_opts o;
	struct vcl_bench_cl b;
	struct vcl_bench_timing t;
	struct matmul m = { .b = &b };
	struct vcl_bench_rng rng;
	char opts[64];
	size_t elems;
	bool ok;

	vcl_bench_parse_opts(argc, argv,
			     "-n N: matrix edge (rounded up to the tile), -i R: products per pass",
			     &o);
	m.n = (cl_uint)vcl_bench_preset(&o, o.n, 384, 1024, 8192);
	m.reps = vcl_bench_preset(&o, o.iters, 1, 1, 2);
	/*
	 * Exactness needs |C| <= 4 n below 2^24, true far beyond this cap; the
	 * cap keeps the 3 n^2 floats of host memory at 3 GiB.
	 */
	if (m.n > 16384)
		vcl_bench_die("matmul: -n at most 16384");

	vcl_bench_cl_init(&b);
	/* 16x16 work-groups suit CPUs and GPUs; fall back where the device
	 * cannot run 256 work-items per group. */
	m.tile = b.max_wg >= 256 ? 16 : 8;
	m.n = (m.n + m.tile - 1) / m.tile * m.tile;
	snprintf(opts, sizeof(opts), "-DTILE=%u", m.tile);
	vcl_bench_cl_build(&b, source, opts);
	m.kernel = vcl_bench_kernel(&b, "matmul_tiled");

	elems = (size_t)m.n * m.n;
	m.a = vcl_bench_xmalloc(elems * sizeof(float));
	m.bm = vcl_bench_xmalloc(elems * sizeof(float));
	m.c = vcl_bench_xmalloc(elems * sizeof(float));
	vcl_bench_rng_seed(&rng, 1);
	/* Integers in [-2, 2]: exact in float, see the file comment. */
	for (size_t i = 0; i < elems; i++) {
		m.a[i] = (float)((int)(vcl_bench_rng_u32(&rng) % 5) - 2);
		m.bm[i] = (float)((int)(vcl_bench_rng_u32(&rng) % 5) - 2);
	}

	vcl_bench_time(&o, run, &m, &t);
	if (o.corrupt) /* one entry off by one: Freivalds' test sees it */
		m.c[(size_t)(m.n / 3) * m.n + m.n / 2] += 1.0f;
	ok = check(&m, 2);
	if (vcl_bench_sampled(&o))
		ok = check_entries(&m, 256) && ok;
	vcl_bench_report("matmul", &b, &t, ok,
			 ",\"n\":%u,\"iters\":%ld,\"gflops\":%.3f", m.n, m.reps,
			 2.0 * m.n * (double)m.n * m.n * (double)m.reps / vcl_bench_timing_median(&t) / 1e9);
	clReleaseKernel(m.kernel);
	vcl_bench_cl_fini(&b);
	free(m.a);
	free(m.bm);
	free(m.c);
	return ok ? VCL_BENCH_OK : VCL_BENCH_MISMATCH;
}
