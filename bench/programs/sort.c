// SPDX-License-Identifier: MIT
/*
 * sort.c - bitonic sort of n 32-bit unsigned keys (n a power of two).
 *
 * Strides smaller than a work-group's block run inside local memory (one
 * launch sorts every block, and one launch finishes each merge stage); the
 * larger strides run one global compare-exchange pass per launch. At the
 * default 4M keys that is about a hundred launches per sort, all queued
 * without waiting, which is how a remoting layer's per-launch cost shows.
 *
 * Timed pass: create the buffer, upload the keys, sort (-i times, each on a
 * fresh copy of the input made on the device), read the keys back. The
 * check is exact: the output must equal the input sorted by a host radix
 * sort. The gpu preset (2^27 keys, 512 MiB, 4 sorts) checks in one pass
 * instead: the output is in order and holds the same multiset of keys as
 * the input (sums of a 64-bit mix of each key, so a key lost, duplicated or
 * changed anywhere shows).
 */
#include "vcl_bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char source[] =
	"/* L work-items per group sort or merge a block of 2L keys in local\n"
	" * memory. Direction of a pair: ascending when (position & k) == 0. */\n"
	"#define CMPX(a, b, up) do { uint x_ = (a), y_ = (b);                 \\\n"
	"    if ((x_ > y_) == (up)) { (a) = y_; (b) = x_; } } while (0)\n"
	"\n"
	"__kernel __attribute__((reqd_work_group_size(L, 1, 1)))\n"
	"void bitonic_sort_local(__global uint *keys)\n"
	"{\n"
	"    __local uint s[2 * L];\n"
	"    const uint lid = get_local_id(0);\n"
	"    const uint base = get_group_id(0) * 2 * L;\n"
	"    s[lid] = keys[base + lid];\n"
	"    s[lid + L] = keys[base + lid + L];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    for (uint k = 2; k <= 2 * L; k <<= 1) {\n"
	"        for (uint j = k >> 1; j > 0; j >>= 1) {\n"
	"            const uint lo = ((lid & ~(j - 1)) << 1) | (lid & (j - 1));\n"
	"            CMPX(s[lo], s[lo + j], ((base + lo) & k) == 0);\n"
	"            barrier(CLK_LOCAL_MEM_FENCE);\n"
	"        }\n"
	"    }\n"
	"    keys[base + lid] = s[lid];\n"
	"    keys[base + lid + L] = s[lid + L];\n"
	"}\n"
	"\n"
	"/* Strides L, L/2 .. 1 of merge stage k (k > 2L). */\n"
	"__kernel __attribute__((reqd_work_group_size(L, 1, 1)))\n"
	"void bitonic_merge_local(__global uint *keys, const uint k)\n"
	"{\n"
	"    __local uint s[2 * L];\n"
	"    const uint lid = get_local_id(0);\n"
	"    const uint base = get_group_id(0) * 2 * L;\n"
	"    const bool up = (base & k) == 0;\n"
	"    s[lid] = keys[base + lid];\n"
	"    s[lid + L] = keys[base + lid + L];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    for (uint j = L; j > 0; j >>= 1) {\n"
	"        const uint lo = ((lid & ~(j - 1)) << 1) | (lid & (j - 1));\n"
	"        CMPX(s[lo], s[lo + j], up);\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    }\n"
	"    keys[base + lid] = s[lid];\n"
	"    keys[base + lid + L] = s[lid + L];\n"
	"}\n"
	"\n"
	"/* One stride j >= 2L of merge stage k: one pair per work-item. */\n"
	"__kernel void bitonic_merge_global(__global uint *keys, const uint k,\n"
	"                                   const uint j)\n"
	"{\n"
	"    const uint t = get_global_id(0);\n"
	"    const uint lo = ((t & ~(j - 1)) << 1) | (t & (j - 1));\n"
	"    CMPX(keys[lo], keys[lo + j], (lo & k) == 0);\n"
	"}\n";

struct sort {
	struct vcl_bench_cl *b;
	cl_kernel sort_local, merge_local, merge_global;
	cl_uint n;
	size_t local;
	long iters;
	long launches;
	cl_uint *input, *output;
};

static void launch(struct sort *s, cl_kernel k, size_t global, const size_t *local)
{
	VCL_BENCH_CHECK(clEnqueueNDRangeKernel(s->b->queue, k, 1, NULL, &global,
					       local, 0, NULL, NULL));
	s->launches++;
}

static void run(void *arg)
{
	struct sort *s = arg;
	size_t bytes = (size_t)s->n * sizeof(cl_uint);
	size_t half = s->n / 2, block = 2 * s->local;
	cl_command_queue q = s->b->queue;
	cl_mem orig, keys;

	orig = vcl_bench_buffer(s->b, CL_MEM_READ_ONLY, bytes);
	keys = vcl_bench_buffer(s->b, CL_MEM_READ_WRITE, bytes);
	VCL_BENCH_CHECK(clEnqueueWriteBuffer(q, orig, CL_FALSE, 0, bytes,
					     s->input, 0, NULL, NULL));
	VCL_BENCH_CHECK(clSetKernelArg(s->sort_local, 0, sizeof(cl_mem), &keys));
	VCL_BENCH_CHECK(clSetKernelArg(s->merge_local, 0, sizeof(cl_mem), &keys));
	VCL_BENCH_CHECK(clSetKernelArg(s->merge_global, 0, sizeof(cl_mem), &keys));
	s->launches = 0;
	for (long it = 0; it < s->iters; it++) {
		VCL_BENCH_CHECK(clEnqueueCopyBuffer(q, orig, keys, 0, 0, bytes,
						    0, NULL, NULL));
		launch(s, s->sort_local, half, &s->local);
		for (cl_uint k = (cl_uint)block * 2; k <= s->n; k <<= 1) {
			VCL_BENCH_CHECK(clSetKernelArg(s->merge_global, 1,
						       sizeof(cl_uint), &k));
			for (cl_uint j = k / 2; j >= block; j >>= 1) {
				VCL_BENCH_CHECK(clSetKernelArg(s->merge_global, 2,
							       sizeof(cl_uint), &j));
				launch(s, s->merge_global, half, NULL);
			}
			VCL_BENCH_CHECK(clSetKernelArg(s->merge_local, 1,
						       sizeof(cl_uint), &k));
			launch(s, s->merge_local, half, &s->local);
		}
	}
	VCL_BENCH_CHECK(clEnqueueReadBuffer(q, keys, CL_TRUE, 0, bytes,
					    s->output, 0, NULL, NULL));
	clReleaseMemObject(orig);
	clReleaseMemObject(keys);
}

/* LSD radix sort, 8 bits a pass: the exact reference, in O(n). */
static void radix_sort(cl_uint *v, cl_uint *tmp, size_t n)
{
	for (int shift = 0; shift < 32; shift += 8) {
		size_t count[257] = { 0 };

		for (size_t i = 0; i < n; i++)
			count[((v[i] >> shift) & 0xff) + 1]++;
		for (int d = 0; d < 256; d++)
			count[d + 1] += count[d];
		for (size_t i = 0; i < n; i++)
			tmp[count[(v[i] >> shift) & 0xff]++] = v[i];
		memcpy(v, tmp, n * sizeof(*v));
	}
}

/* splitmix64's finalizer: a key's 64-bit fingerprint. */
static uint64_t mix(uint64_t x)
{
	x += 0x9e3779b97f4a7c15ull;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
	return x ^ (x >> 31);
}

/* The gpu preset's check (file comment). Return: the number of faults. */
static long check_sampled(const struct sort *s)
{
	uint64_t in = 0, out = 0;
	long bad = 0;

	for (size_t i = 0; i < s->n; i++) {
		in += mix(s->input[i]);
		out += mix(s->output[i]);
		if (i && s->output[i - 1] > s->output[i] && bad++ < 5)
			fprintf(stderr, "sort: key %zu (%u) is below key %zu (%u)\n",
				i, s->output[i], i - 1, s->output[i - 1]);
	}
	if (in != out) {
		fprintf(stderr, "sort: the output is not a permutation of the input\n");
		bad++;
	}
	return bad;
}

int main(int argc, char **argv)
{
	struct vcl_bench_opts o;
	struct vcl_bench_cl b;
	struct vcl_bench_timing t;
	struct sort s = { .b = &b };
	struct vcl_bench_rng rng;
	cl_uint *want, *tmp;
	char opts[64];
	long bad = 0;

	vcl_bench_parse_opts(argc, argv,
			     "-n N: keys (a power of two), -i I: sorts per pass",
			     &o);
	s.n = (cl_uint)vcl_bench_preset(&o, o.n, 1l << 18, 1l << 22, 1l << 27);
	s.iters = vcl_bench_preset(&o, o.iters, 1, 1, 4);
	/* Power of two: bitonic networks need it. 2^28 keys is 1 GiB. */
	if (s.n & (s.n - 1) || o.n > (1l << 28))
		vcl_bench_die("sort: -n must be a power of two, at most 2^28");

	vcl_bench_cl_init(&b);
	s.local = b.max_wg >= 256 ? 256 : 64;
	if (s.n < 2 * s.local)
		vcl_bench_die("sort: -n at least %zu", 2 * s.local);
	snprintf(opts, sizeof(opts), "-DL=%zu", s.local);
	vcl_bench_cl_build(&b, source, opts);
	s.sort_local = vcl_bench_kernel(&b, "bitonic_sort_local");
	s.merge_local = vcl_bench_kernel(&b, "bitonic_merge_local");
	s.merge_global = vcl_bench_kernel(&b, "bitonic_merge_global");

	s.input = vcl_bench_xmalloc((size_t)s.n * sizeof(cl_uint));
	s.output = vcl_bench_xmalloc((size_t)s.n * sizeof(cl_uint));
	vcl_bench_rng_seed(&rng, 6);
	for (size_t i = 0; i < s.n; i++)
		s.input[i] = vcl_bench_rng_u32(&rng);

	vcl_bench_time(&o, run, &s, &t);
	if (o.corrupt) {
		/* A key replaced by its successor: still in order, but the
		 * multiset differs (the first pair of distinct neighbours
		 * from the middle on). */
		size_t i = s.n / 2;

		while (i + 2 < s.n && s.output[i] == s.output[i + 1])
			i++;
		s.output[i] = s.output[i + 1];
	}
	if (vcl_bench_sampled(&o)) {
		bad = check_sampled(&s);
	} else {
		want = vcl_bench_xmalloc((size_t)s.n * sizeof(cl_uint));
		tmp = vcl_bench_xmalloc((size_t)s.n * sizeof(cl_uint));
		memcpy(want, s.input, (size_t)s.n * sizeof(cl_uint));
		radix_sort(want, tmp, s.n);
		for (size_t i = 0; i < s.n; i++)
			if (s.output[i] != want[i] && bad++ < 5)
				fprintf(stderr, "sort: key %zu is %u, want %u\n", i,
					s.output[i], want[i]);
		free(want);
		free(tmp);
	}
	vcl_bench_report("sort", &b, &t, bad == 0,
			 ",\"n\":%u,\"iters\":%ld,\"launches\":%ld,\"mkeys_per_s\":%.3f",
			 s.n, s.iters, s.launches,
			 (double)s.n * (double)s.iters /
			 vcl_bench_timing_median(&t) / 1e6);
	clReleaseKernel(s.sort_local);
	clReleaseKernel(s.merge_local);
	clReleaseKernel(s.merge_global);
	vcl_bench_cl_fini(&b);
	free(s.input);
	free(s.output);
	return bad == 0 ? VCL_BENCH_OK : VCL_BENCH_MISMATCH;
}
