// SPDX-License-Identifier: MIT
/*
 * nbody.c - all-pairs gravitational n-body simulation, single precision,
 * positions staged through local memory one tile of bodies at a time.
 *
 * Timed pass: create buffers, upload positions and velocities, -i steps (one
 * launch each, ping-ponging the position buffers by resetting kernel
 * arguments, as applications do), read positions and velocities back.
 *
 * The check runs the same simulation on the host in the same summation order
 * (double accumulators) and compares the final state with a tolerance: the
 * device may contract to FMA and uses its own rsqrt, and a few steps of a
 * softened system only amplify those differences mildly.
 *
 * The gpu preset (131072 bodies, 30 steps) would take hours of host
 * reference. Its pass also reads the state before the last step back (two
 * non-blocking reads of n float4, next to nothing beside the steps), and the
 * check is: for every body, masses unchanged and the last step's position
 * update consistent with its velocity; for 64 sampled bodies, the last
 * step's acceleration against a double-precision sum over all n bodies
 * (O(64 n)).
 */
#include "vcl_bench.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Scalar arithmetic rather than float3: PoCL vectorizes across work-items,
 * and per-item vector types got in its way (3x slower when measured).
 */
static const char source[] =
	"/* pos.w is the mass. TILE comes from the build options. */\n"
	"__kernel __attribute__((reqd_work_group_size(TILE, 1, 1)))\n"
	"void nbody_step(__global const float4 *pos_in, __global float4 *pos_out,\n"
	"                __global float4 *vel, const uint n, const float dt,\n"
	"                const float eps2)\n"
	"{\n"
	"    __local float4 tile[TILE];\n"
	"    const uint i = get_global_id(0), lid = get_local_id(0);\n"
	"    const float4 p = pos_in[i];\n"
	"    float ax = 0.0f, ay = 0.0f, az = 0.0f;\n"
	"    for (uint base = 0; base < n; base += TILE) {\n"
	"        tile[lid] = pos_in[base + lid];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"        for (uint j = 0; j < TILE; j++) {\n"
	"            const float4 q = tile[j];\n"
	"            const float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;\n"
	"            const float r2 = dx * dx + dy * dy + dz * dz + eps2;\n"
	"            const float inv = rsqrt(r2);\n"
	"            const float f = q.w * inv * inv * inv;\n"
	"            ax += dx * f;\n"
	"            ay += dy * f;\n"
	"            az += dz * f;\n"
	"        }\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    }\n"
	"    float4 v = vel[i];\n"
	"    v.x += ax * dt;\n"
	"    v.y += ay * dt;\n"
	"    v.z += az * dt;\n"
	"    vel[i] = v;\n"
	"    pos_out[i] = (float4)(p.x + v.x * dt, p.y + v.y * dt, p.z + v.z * dt, p.w);\n"
	"}\n";

#define NBODY_DT 0.005f
/* Softening keeps close encounters finite, so the run is not chaotic over
 * a few steps and host and device stay comparable. */
#define NBODY_EPS2 0.01f

struct nbody {
	struct vcl_bench_cl *b;
	cl_kernel kernel;
	cl_uint n, tile;
	long steps;
	float *pos0, *vel0; /* initial state, 4 floats per body */
	float *pos, *vel;   /* final state read back */
	float *pos_prev, *vel_prev; /* before the last step; NULL: not read */
};

static void run(void *arg)
{
	struct nbody *s = arg;
	size_t bytes = (size_t)s->n * 4 * sizeof(float);
	size_t global = s->n, local = s->tile;
	cl_command_queue q = s->b->queue;
	cl_float dt = NBODY_DT, eps2 = NBODY_EPS2;
	cl_mem pa, pb, v;

	pa = vcl_bench_buffer(s->b, CL_MEM_READ_WRITE, bytes);
	pb = vcl_bench_buffer(s->b, CL_MEM_READ_WRITE, bytes);
	v = vcl_bench_buffer(s->b, CL_MEM_READ_WRITE, bytes);
	VCL_BENCH_CHECK(clEnqueueWriteBuffer(q, pa, CL_FALSE, 0, bytes, s->pos0,
					     0, NULL, NULL));
	VCL_BENCH_CHECK(clEnqueueWriteBuffer(q, v, CL_FALSE, 0, bytes, s->vel0,
					     0, NULL, NULL));
	VCL_BENCH_CHECK(clSetKernelArg(s->kernel, 2, sizeof(cl_mem), &v));
	VCL_BENCH_CHECK(clSetKernelArg(s->kernel, 3, sizeof(cl_uint), &s->n));
	VCL_BENCH_CHECK(clSetKernelArg(s->kernel, 4, sizeof(cl_float), &dt));
	VCL_BENCH_CHECK(clSetKernelArg(s->kernel, 5, sizeof(cl_float), &eps2));
	for (long st = 0; st < s->steps; st++) {
		cl_mem in = st % 2 ? pb : pa, out = st % 2 ? pa : pb;

		/* In order: these reads finish before the last step runs. */
		if (s->pos_prev && st + 1 == s->steps) {
			VCL_BENCH_CHECK(clEnqueueReadBuffer(q, in, CL_FALSE, 0, bytes,
							    s->pos_prev, 0, NULL,
							    NULL));
			VCL_BENCH_CHECK(clEnqueueReadBuffer(q, v, CL_FALSE, 0, bytes,
							    s->vel_prev, 0, NULL,
							    NULL));
		}
		VCL_BENCH_CHECK(clSetKernelArg(s->kernel, 0, sizeof(cl_mem), &in));
		VCL_BENCH_CHECK(clSetKernelArg(s->kernel, 1, sizeof(cl_mem), &out));
		VCL_BENCH_CHECK(clEnqueueNDRangeKernel(q, s->kernel, 1, NULL,
						       &global, &local, 0,
						       NULL, NULL));
	}
	VCL_BENCH_CHECK(clEnqueueReadBuffer(q, s->steps % 2 ? pb : pa, CL_FALSE,
					    0, bytes, s->pos, 0, NULL, NULL));
	VCL_BENCH_CHECK(clEnqueueReadBuffer(q, v, CL_TRUE, 0, bytes, s->vel, 0,
					    NULL, NULL));
	clReleaseMemObject(pa);
	clReleaseMemObject(pb);
	clReleaseMemObject(v);
}

/* The same simulation on the host, structure of arrays so gcc vectorizes. */
static bool check(const struct nbody *s)
{
	size_t n = s->n;
	float *x = vcl_bench_xmalloc(n * sizeof(float) * 7);
	float *y = x + n, *z = y + n, *m = z + n;
	float *vx = m + n, *vy = vx + n, *vz = vy + n;
	float *ax = vcl_bench_xmalloc(n * sizeof(float) * 3);
	float *ay = ax + n, *az = ay + n;
	double maxerr = 0.0, scale = 0.0;

	for (size_t i = 0; i < n; i++) {
		x[i] = s->pos0[4 * i];
		y[i] = s->pos0[4 * i + 1];
		z[i] = s->pos0[4 * i + 2];
		m[i] = s->pos0[4 * i + 3];
		vx[i] = s->vel0[4 * i];
		vy[i] = s->vel0[4 * i + 1];
		vz[i] = s->vel0[4 * i + 2];
	}
	for (long st = 0; st < s->steps; st++) {
		for (size_t i = 0; i < n; i++) {
			float sx = 0, sy = 0, sz = 0;

			for (size_t j = 0; j < n; j++) {
				float dx = x[j] - x[i], dy = y[j] - y[i];
				float dz = z[j] - z[i];
				float r2 = dx * dx + dy * dy + dz * dz + NBODY_EPS2;
				float inv = 1.0f / sqrtf(r2);
				float f = m[j] * inv * inv * inv;

				sx += dx * f;
				sy += dy * f;
				sz += dz * f;
			}
			ax[i] = sx;
			ay[i] = sy;
			az[i] = sz;
		}
		for (size_t i = 0; i < n; i++) {
			vx[i] += ax[i] * NBODY_DT;
			vy[i] += ay[i] * NBODY_DT;
			vz[i] += az[i] * NBODY_DT;
			x[i] += vx[i] * NBODY_DT;
			y[i] += vy[i] * NBODY_DT;
			z[i] += vz[i] * NBODY_DT;
		}
	}
	/* Compare against the spread of the cloud, not per coordinate: a body
	 * near the origin has coordinates whose relative error means nothing. */
	for (size_t i = 0; i < n; i++) {
		double d[6] = { s->pos[4 * i] - x[i], s->pos[4 * i + 1] - y[i],
				s->pos[4 * i + 2] - z[i], s->vel[4 * i] - vx[i],
				s->vel[4 * i + 1] - vy[i], s->vel[4 * i + 2] - vz[i] };

		scale = fmax(scale, fabs(x[i]) + fabs(y[i]) + fabs(z[i]));
		for (int k = 0; k < 6; k++)
			maxerr = fmax(maxerr, isnan(d[k]) ? INFINITY : fabs(d[k]));
		if (s->pos[4 * i + 3] != m[i])
			maxerr = INFINITY;
	}
	free(x);
	free(ax);
	if (!(maxerr <= 1e-3 * scale)) {
		fprintf(stderr, "nbody: max deviation %g, allowed %g\n", maxerr,
			1e-3 * scale);
		return false;
	}
	return true;
}

/* The bodies the sampled check looks at: the first, the last, 62 others. */
#define NBODY_SAMPLES 64
static size_t sample_body(const struct nbody *s, int k)
{
	struct vcl_bench_rng rng;
	uint32_t r = 0;

	if (k == 0)
		return 0;
	if (k == 1)
		return s->n - 1;
	vcl_bench_rng_seed(&rng, 88 + (uint64_t)k);
	r = vcl_bench_rng_u32(&rng);
	return r % s->n;
}

/* Sampled check of the gpu preset; see the file comment. */
static bool check_sampled(const struct nbody *s)
{
	size_t n = s->n;
	double amean = 0.0, aref[NBODY_SAMPLES][3];
	long bad = 0;

	for (size_t i = 0; i < n; i++) {
		for (int k = 0; k < 3; k++) {
			float p0 = s->pos_prev[4 * i + k], v = s->vel[4 * i + k];
			double want = (double)p0 + (double)v * NBODY_DT;
			double d = fabs(s->pos[4 * i + k] - want);

			/* p + v dt in float, FMA or not: within an ulp or two */
			if (!(d <= 1e-6 * (1.0 + fabs(want))) && bad++ < 5)
				fprintf(stderr, "nbody: body %zu: position %g after the last step, its velocity gives %g\n",
					i, s->pos[4 * i + k], want);
		}
		if ((s->pos[4 * i + 3] != s->pos0[4 * i + 3] ||
		     s->pos_prev[4 * i + 3] != s->pos0[4 * i + 3]) && bad++ < 5)
			fprintf(stderr, "nbody: body %zu: mass changed\n", i);
	}
	for (int k = 0; k < NBODY_SAMPLES; k++) {
		size_t i = sample_body(s, k);
		const float *p = s->pos_prev + 4 * i;
		double a[3] = { 0, 0, 0 };

		for (size_t j = 0; j < n; j++) {
			const float *q = s->pos_prev + 4 * j;
			double dx = (double)q[0] - p[0], dy = (double)q[1] - p[1];
			double dz = (double)q[2] - p[2];
			double r2 = dx * dx + dy * dy + dz * dz + NBODY_EPS2;
			double f = q[3] / (r2 * sqrt(r2));

			a[0] += dx * f;
			a[1] += dy * f;
			a[2] += dz * f;
		}
		memcpy(aref[k], a, sizeof(a));
		amean += sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]) / NBODY_SAMPLES;
	}
	/*
	 * The device's acceleration, from its velocities before and after the
	 * last step, against the reference: within a permille of the typical
	 * magnitude (float sums of n terms and rsqrt stay far below; the
	 * velocity difference itself loses only an ulp of v over dt).
	 */
	for (int k = 0; k < NBODY_SAMPLES; k++) {
		size_t i = sample_body(s, k);

		for (int c = 0; c < 3; c++) {
			double adev = ((double)s->vel[4 * i + c] -
				       s->vel_prev[4 * i + c]) / NBODY_DT;
			double d = fabs(adev - aref[k][c]);

			if (!(d <= 1e-3 * (fabs(aref[k][c]) + amean)) && bad++ < 5)
				fprintf(stderr, "nbody: body %zu: acceleration[%d] %g, want %g\n",
					i, c, adev, aref[k][c]);
		}
	}
	return bad == 0;
}

int main(int argc, char **argv)
{
	struct vcl_bench_opts o;
	struct vcl_bench_cl b;
	struct vcl_bench_timing t;
	struct nbody s = { .b = &b };
	struct vcl_bench_rng rng;
	char opts[64];
	size_t bytes;
	bool ok;

	vcl_bench_parse_opts(argc, argv,
			     "-n N: bodies (rounded up to the tile), -i S: time steps",
			     &o);
	s.n = (cl_uint)vcl_bench_preset(&o, o.n, 1024, 4096, 131072);
	s.steps = vcl_bench_preset(&o, o.iters, 4, 10, 30);
	/* 2^20 bodies would be hours of host reference. */
	if (s.n > (1u << 20))
		vcl_bench_die("nbody: -n at most 2^20");

	vcl_bench_cl_init(&b);
	/* Larger tiles amortize the barriers; 64 fits every device worth
	 * measuring, 256 work-items fits most. */
	s.tile = b.max_wg >= 256 ? 256 : 64;
	s.n = (s.n + s.tile - 1) / s.tile * s.tile;
	snprintf(opts, sizeof(opts), "-DTILE=%u", s.tile);
	vcl_bench_cl_build(&b, source, opts);
	s.kernel = vcl_bench_kernel(&b, "nbody_step");

	bytes = (size_t)s.n * 4 * sizeof(float);
	s.pos0 = vcl_bench_xmalloc(bytes);
	s.vel0 = vcl_bench_xmalloc(bytes);
	s.pos = vcl_bench_xmalloc(bytes);
	s.vel = vcl_bench_xmalloc(bytes);
	if (vcl_bench_sampled(&o)) {
		s.pos_prev = vcl_bench_xmalloc(bytes);
		s.vel_prev = vcl_bench_xmalloc(bytes);
	}
	vcl_bench_rng_seed(&rng, 2);
	/* A uniform cube with small random velocities and masses near 1/n,
	 * so accelerations stay of order one whatever n is. */
	for (size_t i = 0; i < s.n; i++) {
		for (int k = 0; k < 3; k++) {
			s.pos0[4 * i + k] = 2.0f * vcl_bench_rng_float(&rng) - 1.0f;
			s.vel0[4 * i + k] = 0.1f * (vcl_bench_rng_float(&rng) - 0.5f);
		}
		s.pos0[4 * i + 3] = (0.5f + vcl_bench_rng_float(&rng)) / (float)s.n;
		s.vel0[4 * i + 3] = 0.0f;
	}

	vcl_bench_time(&o, run, &s, &t);
	if (o.corrupt) {
		/* A sampled body's velocity off by 0.01 (a fifth of a typical
		 * one), its position moved along: only the forces are wrong. */
		size_t i = sample_body(&s, 2);

		s.vel[4 * i] += 0.01f;
		s.pos[4 * i] += 0.01f * NBODY_DT;
	}
	ok = s.pos_prev ? check_sampled(&s) : check(&s);
	vcl_bench_report("nbody", &b, &t, ok,
			 ",\"n\":%u,\"iters\":%ld,\"ginteractions_per_s\":%.3f",
			 s.n, s.steps,
			 (double)s.n * s.n * (double)s.steps /
			 vcl_bench_timing_median(&t) / 1e9);
	clReleaseKernel(s.kernel);
	vcl_bench_cl_fini(&b);
	free(s.pos0);
	free(s.vel0);
	free(s.pos);
	free(s.vel);
	free(s.pos_prev);
	free(s.vel_prev);
	return ok ? VCL_BENCH_OK : VCL_BENCH_MISMATCH;
}
