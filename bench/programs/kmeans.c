// SPDX-License-Identifier: MIT
/*
 * kmeans.c - Lloyd's k-means clustering after Rodinia's kmeans: the device
 * assigns every point to its nearest centre, the host reads the membership
 * back, recomputes the centres and uploads them for the next iteration.
 *
 * Timed pass: create buffers, upload the points (feature-major, so work-items
 * next to each other read memory next to each other), then -i iterations of
 * { upload centres, launch, blocking read of the membership, host update }.
 * The host round trip every iteration is the point of this benchmark: it is
 * the pattern that exposes a remoting layer's latency, where the other
 * programs mostly queue work and wait once.
 *
 * The check does not rerun the clustering on the host, where one tie broken
 * differently by FMA contraction would send the two runs apart. It keeps the
 * membership and centres of every iteration and checks that each point was
 * assigned to a centre whose distance is within rounding of the nearest one
 * (all points of the first and last iteration, a sample of the others).
 * That check grows linearly with the points, so the gpu preset (2^21
 * points, 10 iterations) keeps it.
 */
#include "vcl_bench.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Loop order features-outer, clusters-inner with one accumulator per
 * cluster: each feature is read from global memory once instead of once per
 * cluster (Rodinia's order), which made the kernel 4x faster on PoCL. NC and
 * NF come from the build options so the accumulators can live in registers.
 */
static const char source[] =
	"/* features: NF rows of npoints floats (feature-major). */\n"
	"__kernel void kmeans_assign(__global const float *features,\n"
	"                            __constant float *centres,\n"
	"                            __global int *membership, const int npoints)\n"
	"{\n"
	"    const int i = get_global_id(0);\n"
	"    float d[NC];\n"
	"    if (i >= npoints)\n"
	"        return;\n"
	"    for (int c = 0; c < NC; c++)\n"
	"        d[c] = 0.0f;\n"
	"    for (int f = 0; f < NF; f++) {\n"
	"        const float v = features[f * npoints + i];\n"
	"        for (int c = 0; c < NC; c++) {\n"
	"            const float x = v - centres[c * NF + f];\n"
	"            d[c] += x * x;\n"
	"        }\n"
	"    }\n"
	"    int best = 0;\n"
	"    for (int c = 1; c < NC; c++)\n"
	"        if (d[c] < d[best])\n"
	"            best = c;\n"
	"    membership[i] = best;\n"
	"}\n";

/* Rodinia's kdd_cup input has 34 features; 5 clusters is its default. */
#define KM_FEATURES 34
#define KM_CLUSTERS 5

struct kmeans {
	struct vcl_bench_cl *b;
	cl_kernel kernel;
	cl_int npoints, nclusters, nfeatures;
	long iters;
	float *points;   /* point-major, for the host */
	float *features; /* feature-major, for the device */
	float *centres;  /* (iters + 1) sets of nclusters x nfeatures */
	int *membership; /* iters sets of npoints */
	/* Where each call of run() spent its time, seconds: host_s[r] in the
	 * host's centre updates, the rest of it (buffers, the upload, each
	 * iteration's write, launch and blocking read) in OpenCL calls. Call 0
	 * is the untimed warm-up, so call r + 1 is timed run r. */
	int calls;
	double host_s[65];
	double call_s[65];
};

/* New centres from a membership; an empty cluster keeps its centre. */
static void update_centres(const struct kmeans *k, const int *member,
			   const float *old, float *next)
{
	size_t nc = (size_t)k->nclusters, nf = (size_t)k->nfeatures;
	double sum[KM_CLUSTERS * KM_FEATURES] = { 0 };
	long count[KM_CLUSTERS] = { 0 };

	for (size_t i = 0; i < (size_t)k->npoints; i++) {
		const float *p = k->points + i * nf;
		int c = member[i];

		/* The device's answer indexes host memory: never trust it. */
		if (c < 0 || c >= k->nclusters)
			continue;
		count[c]++;
		for (size_t f = 0; f < nf; f++)
			sum[c * nf + f] += p[f];
	}
	for (size_t c = 0; c < nc; c++)
		for (size_t f = 0; f < nf; f++)
			next[c * nf + f] = count[c] ?
				(float)(sum[c * nf + f] / (double)count[c]) :
				old[c * nf + f];
}

static void run(void *arg)
{
	struct kmeans *k = arg;
	size_t nf = (size_t)k->nfeatures, np = (size_t)k->npoints;
	size_t cbytes = (size_t)k->nclusters * nf * sizeof(float);
	size_t global = (np + 255) / 256 * 256;
	cl_command_queue q = k->b->queue;
	cl_mem feat, cent, memb;
	double t0 = vcl_bench_now(), host = 0.0;

	feat = vcl_bench_buffer(k->b, CL_MEM_READ_ONLY, np * nf * sizeof(float));
	cent = vcl_bench_buffer(k->b, CL_MEM_READ_ONLY, cbytes);
	memb = vcl_bench_buffer(k->b, CL_MEM_WRITE_ONLY, np * sizeof(int));
	VCL_BENCH_CHECK(clEnqueueWriteBuffer(q, feat, CL_FALSE, 0,
					     np * nf * sizeof(float),
					     k->features, 0, NULL, NULL));
	VCL_BENCH_CHECK(clSetKernelArg(k->kernel, 0, sizeof(cl_mem), &feat));
	VCL_BENCH_CHECK(clSetKernelArg(k->kernel, 1, sizeof(cl_mem), &cent));
	VCL_BENCH_CHECK(clSetKernelArg(k->kernel, 2, sizeof(cl_mem), &memb));
	VCL_BENCH_CHECK(clSetKernelArg(k->kernel, 3, sizeof(cl_int), &k->npoints));
	/* Rodinia starts from the first k points. */
	for (size_t c = 0; c < (size_t)k->nclusters; c++)
		memcpy(k->centres + c * nf, k->points + c * nf,
		       nf * sizeof(float));
	for (long it = 0; it < k->iters; it++) {
		const float *cur = k->centres + (size_t)it * k->nclusters * nf;
		int *member = k->membership + (size_t)it * np;

		VCL_BENCH_CHECK(clEnqueueWriteBuffer(q, cent, CL_FALSE, 0,
						     cbytes, cur, 0, NULL,
						     NULL));
		VCL_BENCH_CHECK(clEnqueueNDRangeKernel(q, k->kernel, 1, NULL,
						       &global, NULL, 0, NULL,
						       NULL));
		VCL_BENCH_CHECK(clEnqueueReadBuffer(q, memb, CL_TRUE, 0,
						    np * sizeof(int), member,
						    0, NULL, NULL));
		double h = vcl_bench_now();

		update_centres(k, member, cur,
			       k->centres + (size_t)(it + 1) * k->nclusters * nf);
		host += vcl_bench_now() - h;
	}
	clReleaseMemObject(feat);
	clReleaseMemObject(cent);
	clReleaseMemObject(memb);
	if (k->calls < 65) {
		k->host_s[k->calls] = host;
		k->call_s[k->calls] = vcl_bench_now() - t0;
	}
	k->calls++;
}

/* The median over the timed runs of the seconds each spent in OpenCL calls
 * (cl true) or in the host's centre updates. */
static double phase_median(const struct kmeans *k, bool cl)
{
	double v[64];
	int n = 0;

	for (int r = 1; r < k->calls && r < 65; r++)
		v[n++] = cl ? k->call_s[r] - k->host_s[r] : k->host_s[r];
	return n ? vcl_bench_median(v, (size_t)n) : 0.0;
}

/* Whether point @i's centre under @member is the nearest one of @cent. */
static bool assignment_ok(const struct kmeans *k, const float *cent,
			  const int *member, size_t i)
{
	size_t nf = (size_t)k->nfeatures;
	const float *p = k->points + i * nf;
	double best = INFINITY, mine = INFINITY;

	if (member[i] < 0 || member[i] >= k->nclusters)
		return false;
	for (int c = 0; c < k->nclusters; c++) {
		double d = 0.0;

		for (size_t f = 0; f < nf; f++) {
			double x = (double)p[f] - cent[c * nf + f];
			d += x * x;
		}
		best = fmin(best, d);
		if (c == member[i])
			mine = d;
	}
	/* Float accumulation of 34 squares: a relative 1e-5 covers rounding
	 * with a wide margin, while a wrong cluster is off by far more. */
	return mine <= best * (1.0 + 1e-5) + 1e-6;
}

static bool check(const struct kmeans *k)
{
	size_t nf = (size_t)k->nfeatures, np = (size_t)k->npoints;
	struct vcl_bench_rng rng;
	long bad = 0;

	vcl_bench_rng_seed(&rng, 44);
	for (long it = 0; it < k->iters; it++) {
		const float *cent = k->centres + (size_t)it * k->nclusters * nf;
		const int *member = k->membership + (size_t)it * np;
		bool all = it == 0 || it == k->iters - 1;
		size_t samples = all ? np : 4096;

		for (size_t s = 0; s < samples; s++) {
			size_t i = all ? s : vcl_bench_rng_u32(&rng) % np;

			if (!assignment_ok(k, cent, member, i) && bad++ < 5)
				fprintf(stderr, "kmeans: iteration %ld point %zu: cluster %d is not the nearest\n",
					it, i, member[i]);
		}
	}
	return bad == 0;
}

int main(int argc, char **argv)
{
	struct vcl_bench_opts o;
	struct vcl_bench_cl b;
	struct vcl_bench_timing t;
	struct kmeans k = { .b = &b };
	struct vcl_bench_rng rng;
	float blob[KM_CLUSTERS * 2][KM_FEATURES];
	size_t np, nf;
	char opts[64];
	bool ok;

	vcl_bench_parse_opts(argc, argv, "-n N: points, -i I: iterations", &o);
	k.npoints = (cl_int)vcl_bench_preset(&o, o.n, 32768, 262144, 1 << 21);
	k.iters = vcl_bench_preset(&o, o.iters, 5, 25, 10);
	k.nclusters = KM_CLUSTERS;
	k.nfeatures = KM_FEATURES;
	/* The per-iteration membership history is kept for the check. */
	if (k.npoints > (1 << 22) || k.iters > 1000)
		vcl_bench_die("kmeans: -n at most 2^22, -i at most 1000");

	vcl_bench_cl_init(&b);
	snprintf(opts, sizeof(opts), "-DNC=%d -DNF=%d", k.nclusters,
		 k.nfeatures);
	vcl_bench_cl_build(&b, source, opts);
	k.kernel = vcl_bench_kernel(&b, "kmeans_assign");

	np = (size_t)k.npoints;
	nf = KM_FEATURES;
	k.points = vcl_bench_xmalloc(np * nf * sizeof(float));
	k.features = vcl_bench_xmalloc(np * nf * sizeof(float));
	k.centres = vcl_bench_xmalloc((size_t)(k.iters + 1) * KM_CLUSTERS * nf *
				      sizeof(float));
	k.membership = vcl_bench_xmalloc((size_t)k.iters * np * sizeof(int));
	vcl_bench_rng_seed(&rng, 4);
	/* Points scattered around twice as many blobs as clusters, so the
	 * centres keep moving for a good number of iterations. */
	for (size_t c = 0; c < KM_CLUSTERS * 2; c++)
		for (size_t f = 0; f < nf; f++)
			blob[c][f] = 10.0f * vcl_bench_rng_float(&rng);
	for (size_t i = 0; i < np; i++) {
		size_t c = vcl_bench_rng_u32(&rng) % (KM_CLUSTERS * 2);

		for (size_t f = 0; f < nf; f++) {
			float v = blob[c][f] + 3.0f * (vcl_bench_rng_float(&rng) +
						       vcl_bench_rng_float(&rng) - 1.0f);

			k.points[i * nf + f] = v;
			k.features[f * np + i] = v;
		}
	}

	vcl_bench_time(&o, run, &k, &t);
	if (o.corrupt) { /* one point of the last iteration, next cluster */
		int *m = k.membership + (size_t)(k.iters - 1) * np + np / 2;

		*m = (*m + 1) % k.nclusters;
	}
	ok = check(&k);
	vcl_bench_report("kmeans", &b, &t, ok,
			 ",\"n\":%d,\"iters\":%ld,\"seconds_per_iter\":%.6f"
			 ",\"seconds_cl\":%.6f,\"seconds_host\":%.6f",
			 k.npoints, k.iters,
			 vcl_bench_timing_median(&t) / (double)k.iters,
			 phase_median(&k, true), phase_median(&k, false));
	clReleaseKernel(k.kernel);
	vcl_bench_cl_fini(&b);
	free(k.points);
	free(k.features);
	free(k.centres);
	free(k.membership);
	return ok ? VCL_BENCH_OK : VCL_BENCH_MISMATCH;
}
