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

static bool check(const struct hotspot *h)
{
	size_t rows = (size_t)h->rows, cols = (size_t)h->cols;
	size_t cells = rows * cols;
	float *a = vcl_bench_xmalloc(cells * sizeof(float));
	float *bf = vcl_bench_xmalloc(cells * sizeof(float));
	double maxerr = 0.0;

	memcpy(a, h->temp0, cells * sizeof(float));
	for (long it = 0; it < h->iters; it++) {
		for (size_t r = 0; r < rows; r++) {
			size_t rn = r ? r - 1 : 0, rs = r + 1 < rows ? r + 1 : r;

			for (size_t c = 0; c < cols; c++) {
				size_t cw = c ? c - 1 : 0;
				size_t ce = c + 1 < cols ? c + 1 : c;
				float cc = a[r * cols + c];
				float n = a[rn * cols + c], s = a[rs * cols + c];
				float w = a[r * cols + cw], e = a[r * cols + ce];

				bf[r * cols + c] = cc + h->sdc *
					(h->power[r * cols + c] +
					 (s + n - 2.0f * cc) * h->ry1 +
					 (e + w - 2.0f * cc) * h->rx1 +
					 (AMB_TEMP - cc) * h->rz1);
			}
		}
		float *tmp = a;
		a = bf;
		bf = tmp;
	}
	for (size_t i = 0; i < cells; i++) {
		double d = fabs((double)h->temp[i] - a[i]);

		maxerr = fmax(maxerr, isnan(d) ? INFINITY : d);
	}
	free(a);
	free(bf);
	if (!(maxerr <= 1e-2)) {
		fprintf(stderr, "hotspot: max deviation %g K, allowed 0.01 K\n",
			maxerr);
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
	h.rows = (cl_int)(o.n ? o.n : o.quick ? 512 : 1024);
	h.iters = o.iters ? o.iters : o.quick ? 20 : 200;
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
	ok = check(&h);
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
