// SPDX-License-Identifier: MIT
/*
 * hotspot.c - 2-D thermal simulation of a chip (after Rodinia's hotspot):
 * a 5-point stencil over a rows x cols grid of temperatures driven by a
 * power map, several iterations, one kernel launch per iteration.
 *
 * Timed pass: create buffers, upload temperature and power, -i launches
 * ping-ponging two temperature buffers, read the final temperature back.
 * Each work-group stages its tile plus a one-cell halo in local memory.
 *
 * The check runs the same update on the host in float and compares with an
 * absolute tolerance in kelvin; the only differences come from FMA
 * contraction on the device and stay around 1e-5 K after hundreds of steps.
 *
 * The gpu preset (8192^2 cells, 400 iterations) checks, instead of the whole
 * grid: (1) the mean temperature against its own closed-form recurrence
 * (the lateral terms of the stencil cancel in the sum over the grid, edges
 * clamped, so the total heat follows a scalar recurrence): a stale, lost or
 * misplaced block of cells moves it; (2) 16 cells (the four corners, four
 * edge midpoints, eight random ones) recomputed on the host from the cone of
 * cells they depend on, radius I after I iterations, with the same update:
 * O(16 * 4/3 I^3) instead of O(rows * cols * I).
 */
#include "vcl_bench.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Rodinia hotspot's physical constants, so the numbers mean something. */
#define MAX_PD 3.0e6
#define PRECISION 0.001
#define SPEC_HEAT_SI 1.75e6
#define K_SI 100
#define FACTOR_CHIP 0.5
#define T_CHIP 0.0005
#define CHIP_HEIGHT 0.016
#define CHIP_WIDTH 0.016
#define AMB_TEMP 80.0f

static const char source[] =
	"/* B is the tile edge, from the build options. Edges are clamped: a cell\n"
	" * on the border sees itself where the neighbour would be (Rodinia). */\n"
	"__kernel __attribute__((reqd_work_group_size(B, B, 1)))\n"
	"void hotspot_step(__global const float *power, __global const float *t_in,\n"
	"                  __global float *t_out, const int rows, const int cols,\n"
	"                  const float sdc, const float rx1, const float ry1,\n"
	"                  const float rz1, const float amb)\n"
	"{\n"
	"    __local float t[B + 2][B + 2];\n"
	"    const int lx = get_local_id(0), ly = get_local_id(1);\n"
	"    const int c = get_global_id(0), r = get_global_id(1);\n"
	"    t[ly + 1][lx + 1] = t_in[r * cols + c];\n"
	"    if (lx == 0)\n"
	"        t[ly + 1][0] = t_in[r * cols + max(c - 1, 0)];\n"
	"    if (lx == B - 1)\n"
	"        t[ly + 1][B + 1] = t_in[r * cols + min(c + 1, cols - 1)];\n"
	"    if (ly == 0)\n"
	"        t[0][lx + 1] = t_in[max(r - 1, 0) * cols + c];\n"
	"    if (ly == B - 1)\n"
	"        t[B + 1][lx + 1] = t_in[min(r + 1, rows - 1) * cols + c];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    const float cc = t[ly + 1][lx + 1];\n"
	"    const float n = t[ly][lx + 1], s = t[ly + 2][lx + 1];\n"
	"    const float w = t[ly + 1][lx], e = t[ly + 1][lx + 2];\n"
	"    t_out[r * cols + c] = cc + sdc * (power[r * cols + c] +\n"
	"        (s + n - 2.0f * cc) * ry1 + (e + w - 2.0f * cc) * rx1 +\n"
	"        (amb - cc) * rz1);\n"
	"}\n";

struct hotspot {
	struct vcl_bench_cl *b;
	cl_kernel kernel;
	cl_int rows, cols;
	cl_uint tile;
	long iters;
	cl_float sdc, rx1, ry1, rz1;
	float *power, *temp0, *temp;
};

static void run(void *arg)
{
	struct hotspot *h = arg;
	size_t bytes = (size_t)h->rows * h->cols * sizeof(float);
	size_t global[2] = { (size_t)h->cols, (size_t)h->rows };
	size_t local[2] = { h->tile, h->tile };
	cl_command_queue q = h->b->queue;
	cl_float amb = AMB_TEMP;
	cl_mem p, ta, tb;

	p = vcl_bench_buffer(h->b, CL_MEM_READ_ONLY, bytes);
	ta = vcl_bench_buffer(h->b, CL_MEM_READ_WRITE, bytes);
	tb = vcl_bench_buffer(h->b, CL_MEM_READ_WRITE, bytes);
	VCL_BENCH_CHECK(clEnqueueWriteBuffer(q, p, CL_FALSE, 0, bytes, h->power,
					     0, NULL, NULL));
	VCL_BENCH_CHECK(clEnqueueWriteBuffer(q, ta, CL_FALSE, 0, bytes,
					     h->temp0, 0, NULL, NULL));
	VCL_BENCH_CHECK(clSetKernelArg(h->kernel, 0, sizeof(cl_mem), &p));
	VCL_BENCH_CHECK(clSetKernelArg(h->kernel, 3, sizeof(cl_int), &h->rows));
	VCL_BENCH_CHECK(clSetKernelArg(h->kernel, 4, sizeof(cl_int), &h->cols));
	VCL_BENCH_CHECK(clSetKernelArg(h->kernel, 5, sizeof(cl_float), &h->sdc));
	VCL_BENCH_CHECK(clSetKernelArg(h->kernel, 6, sizeof(cl_float), &h->rx1));
	VCL_BENCH_CHECK(clSetKernelArg(h->kernel, 7, sizeof(cl_float), &h->ry1));
	VCL_BENCH_CHECK(clSetKernelArg(h->kernel, 8, sizeof(cl_float), &h->rz1));
	VCL_BENCH_CHECK(clSetKernelArg(h->kernel, 9, sizeof(cl_float), &amb));
	for (long it = 0; it < h->iters; it++) {
		cl_mem in = it % 2 ? tb : ta, out = it % 2 ? ta : tb;

		VCL_BENCH_CHECK(clSetKernelArg(h->kernel, 1, sizeof(cl_mem), &in));
		VCL_BENCH_CHECK(clSetKernelArg(h->kernel, 2, sizeof(cl_mem), &out));
		VCL_BENCH_CHECK(clEnqueueNDRangeKernel(q, h->kernel, 2, NULL,
						       global, local, 0, NULL,
						       NULL));
	}
	VCL_BENCH_CHECK(clEnqueueReadBuffer(q, h->iters % 2 ? tb : ta, CL_TRUE,
					    0, bytes, h->temp, 0, NULL, NULL));
	clReleaseMemObject(p);
	clReleaseMemObject(ta);
	clReleaseMemObject(tb);
}

/*
 * A window of the grid on the host: rows r0..r1-1, columns c0..c1-1 (grid
 * coordinates), stored row-major with stride c1 - c0.
 */
struct window {
	size_t r0, r1, c0, c1;
};

/*
 * One iteration on the host over the cells of @box (inside @w), reading @in
 * and writing @out, both laid out as @w. Neighbours are clamped to the grid
 * edges like the kernel's; a neighbour outside @w is clamped to @w, which is
 * wrong unless @w reaches that grid edge: callers keep such cells out of
 * the result (the cone in check()).
 */
static void host_step(const struct hotspot *h, const struct window *w,
		      const struct window *box, const float *in, float *out)
{
	size_t cols = (size_t)h->cols, ws = w->c1 - w->c0;

	for (size_t r = box->r0; r < box->r1; r++) {
		size_t rn = r > w->r0 ? r - 1 : r, rs = r + 1 < w->r1 ? r + 1 : r;
		const float *row = in + (r - w->r0) * ws - w->c0;
		const float *nrow = in + (rn - w->r0) * ws - w->c0;
		const float *srow = in + (rs - w->r0) * ws - w->c0;

		for (size_t c = box->c0; c < box->c1; c++) {
			size_t cw = c > w->c0 ? c - 1 : c;
			size_t ce = c + 1 < w->c1 ? c + 1 : c;
			float cc = row[c];
			float n = nrow[c], s = srow[c], we = row[cw], e = row[ce];

			out[(r - w->r0) * ws + (c - w->c0)] = cc + h->sdc *
				(h->power[r * cols + c] +
				 (s + n - 2.0f * cc) * h->ry1 +
				 (e + we - 2.0f * cc) * h->rx1 +
				 (AMB_TEMP - cc) * h->rz1);
		}
	}
}

static size_t sub_sat(size_t a, size_t b)
{
	return a > b ? a - b : 0;
}

static size_t min_size(size_t a, size_t b)
{
	return a < b ? a : b;
}

/*
 * Cell (@r, @c) after h->iters iterations, or with @all (the full check)
 * every cell into @result: the iterations run over the cone of cells the
 * result depends on, a box of radius iters - t at iteration t (the whole
 * grid when @all). Return: the largest deviation from h->temp in kelvin
 * (infinite for a NaN).
 */
static double host_cone(const struct hotspot *h, size_t r, size_t c, bool all)
{
	size_t rows = (size_t)h->rows, cols = (size_t)h->cols;
	size_t rad = all ? rows + cols : (size_t)h->iters;
	struct window w = { sub_sat(r, rad), min_size(rows, r + rad + 1),
			    sub_sat(c, rad), min_size(cols, c + rad + 1) };
	size_t ws = w.c1 - w.c0, cells = (w.r1 - w.r0) * ws;
	float *a = vcl_bench_xmalloc(cells * sizeof(float));
	float *bf = vcl_bench_xmalloc(cells * sizeof(float));
	double maxerr = 0.0;

	for (size_t i = w.r0; i < w.r1; i++)
		memcpy(a + (i - w.r0) * ws, h->temp0 + i * cols + w.c0,
		       ws * sizeof(float));
	for (long it = 0; it < h->iters; it++) {
		size_t k = all ? rad : rad - 1 - (size_t)it;
		struct window box = { sub_sat(r, k) > w.r0 ? sub_sat(r, k) : w.r0,
				      min_size(w.r1, r + k + 1),
				      sub_sat(c, k) > w.c0 ? sub_sat(c, k) : w.c0,
				      min_size(w.c1, c + k + 1) };
		float *tmp;

		host_step(h, &w, &box, a, bf);
		tmp = a;
		a = bf;
		bf = tmp;
	}
	for (size_t i = all ? w.r0 : r; i < (all ? w.r1 : r + 1); i++) {
		for (size_t j = all ? w.c0 : c; j < (all ? w.c1 : c + 1); j++) {
			double d = fabs((double)h->temp[i * cols + j] -
					a[(i - w.r0) * ws + (j - w.c0)]);

			maxerr = fmax(maxerr, isnan(d) ? INFINITY : d);
		}
	}
	free(a);
	free(bf);
	return maxerr;
}

/*
 * The mean temperature after h->iters iterations: the sum over the grid of
 * the stencil's lateral terms is zero (each neighbour pair appears once each
 * way; a clamped edge neighbour is the cell itself), so the mean m follows
 * m' = m + sdc (mean power + (amb - m) rz1), in double. Return: the device
 * grid's mean minus that, in kelvin.
 */
static double mean_drift(const struct hotspot *h)
{
	size_t cells = (size_t)h->rows * h->cols;
	double m = 0.0, p = 0.0, got = 0.0;

	for (size_t i = 0; i < cells; i++) {
		m += h->temp0[i];
		p += h->power[i];
		got += h->temp[i];
	}
	m /= (double)cells;
	p /= (double)cells;
	for (long it = 0; it < h->iters; it++)
		m += (double)h->sdc * (p + ((double)AMB_TEMP - m) * h->rz1);
	return got / (double)cells - m;
}

/* @sampled: the gpu preset's check (file comment), else every cell. */
static bool check(const struct hotspot *h, bool sampled)
{
	size_t rows = (size_t)h->rows, cols = (size_t)h->cols;
	double maxerr = 0.0, drift = 0.0;
	struct vcl_bench_rng rng;

	if (!sampled) {
		maxerr = host_cone(h, 0, 0, true);
	} else {
		size_t at[16][2] = { { 0, 0 }, { 0, cols - 1 }, { rows - 1, 0 },
				     { rows - 1, cols - 1 }, { 0, cols / 2 },
				     { rows - 1, cols / 2 }, { rows / 2, 0 },
				     { rows / 2, cols - 1 } };

		vcl_bench_rng_seed(&rng, 33);
		for (int k = 8; k < 16; k++) {
			at[k][0] = vcl_bench_rng_u32(&rng) % rows;
			at[k][1] = vcl_bench_rng_u32(&rng) % cols;
		}
		for (int k = 0; k < 16; k++) {
			double d = host_cone(h, at[k][0], at[k][1], false);

			if (!(d <= 1e-2))
				fprintf(stderr, "hotspot: cell (%zu, %zu) off by %g K\n",
					at[k][0], at[k][1], d);
			maxerr = fmax(maxerr, isnan(d) ? INFINITY : d);
		}
		drift = mean_drift(h);
	}
	if (!(maxerr <= 1e-2)) {
		fprintf(stderr, "hotspot: max deviation %g K, allowed 0.01 K\n",
			maxerr);
		return false;
	}
	/*
	 * Float rounding moved the mean by 5e-6 K at most here (500
	 * iterations); the grid heats by ~1.8 K over them (~1.5 K over 400),
	 * so a stale 64 KiB of an 8192^2 grid (1/4096 of it, still at its
	 * first temperatures) moves the mean by ~4e-4 K.
	 */
	if (!(fabs(drift) <= 1e-4)) {
		fprintf(stderr, "hotspot: mean temperature off by %g K, allowed 1e-4 K\n",
			drift);
		return false;
	}
	return true;
}

int main(int argc, char **argv)
{
	struct vcl_bench_opts o;
	struct vcl_bench_cl b;
	struct vcl_bench_timing t;
	struct hotspot h = { .b = &b };
	struct vcl_bench_rng rng;
	char opts[64];
	size_t cells;
	double gw, gh, cap, rx, ry, rz, max_slope, step;
	bool ok;

	vcl_bench_parse_opts(argc, argv,
			     "-n N: grid edge (rounded up to the tile), -i I: iterations",
			     &o);
	h.rows = (cl_int)vcl_bench_preset(&o, o.n, 512, 1024, 8192);
	h.iters = vcl_bench_preset(&o, o.iters, 20, 200, 400);
	/* The host reference and three grids must fit comfortably. */
	if (h.rows > 16384)
		vcl_bench_die("hotspot: -n at most 16384");

	vcl_bench_cl_init(&b);
	h.tile = b.max_wg >= 256 ? 16 : 8;
	h.rows = (h.rows + (cl_int)h.tile - 1) / (cl_int)h.tile * (cl_int)h.tile;
	h.cols = h.rows;
	snprintf(opts, sizeof(opts), "-DB=%u", h.tile);
	vcl_bench_cl_build(&b, source, opts);
	h.kernel = vcl_bench_kernel(&b, "hotspot_step");

	gh = CHIP_HEIGHT / h.rows;
	gw = CHIP_WIDTH / h.cols;
	cap = FACTOR_CHIP * SPEC_HEAT_SI * T_CHIP * gw * gh;
	rx = gw / (2.0 * K_SI * T_CHIP * gh);
	ry = gh / (2.0 * K_SI * T_CHIP * gw);
	rz = T_CHIP / (K_SI * gh * gw);
	max_slope = MAX_PD / (FACTOR_CHIP * T_CHIP * SPEC_HEAT_SI);
	step = PRECISION / max_slope;
	/* The explicit update is stable only while sdc * (2/Rx + 2/Ry + 1/Rz) <= 1, and sdc grows
	 * with the square of the grid edge: Rodinia's step holds up to about 1024 cells (0.55 there)
	 * but makes 8192^2 diverge to inf within a few hundred iterations (seen on the H200). Larger
	 * grids take the step that puts that factor at 0.9. */
	if (step / cap * (1.0 / rx + 1.0 / rx + 1.0 / ry + 1.0 / ry + 1.0 / rz) > 0.9)
		step = 0.9 * cap / (2.0 / rx + 2.0 / ry + 1.0 / rz);
	h.sdc = (cl_float)(step / cap);
	h.rx1 = (cl_float)(1.0 / rx);
	h.ry1 = (cl_float)(1.0 / ry);
	h.rz1 = (cl_float)(1.0 / rz);

	cells = (size_t)h.rows * h.cols;
	h.power = vcl_bench_xmalloc(cells * sizeof(float));
	h.temp0 = vcl_bench_xmalloc(cells * sizeof(float));
	h.temp = vcl_bench_xmalloc(cells * sizeof(float));
	vcl_bench_rng_seed(&rng, 3);
	/* Temperatures near 330 K; power density scaled to the cell area so the
	 * grid heats by a few kelvin over the run whatever its size. */
	for (size_t i = 0; i < cells; i++) {
		h.temp0[i] = 323.0f + 15.0f * vcl_bench_rng_float(&rng);
		h.power[i] = (float)(vcl_bench_rng_float(&rng) * MAX_PD * 1e-8 *
				     (1024.0 * 1024.0 / (double)cells));
	}

	vcl_bench_time(&o, run, &h, &t);
	if (o.corrupt) /* a corner cell (both checks look at it) 0.1 K off */
		h.temp[0] += 0.1f;
	ok = check(&h, vcl_bench_sampled(&o));
	vcl_bench_report("hotspot", &b, &t, ok,
			 ",\"n\":%d,\"iters\":%ld,\"gcells_per_s\":%.3f",
			 h.rows, h.iters,
			 (double)cells * (double)h.iters /
			 vcl_bench_timing_median(&t) / 1e9);
	clReleaseKernel(h.kernel);
	vcl_bench_cl_fini(&b);
	free(h.power);
	free(h.temp0);
	free(h.temp);
	return ok ? VCL_BENCH_OK : VCL_BENCH_MISMATCH;
}
