// SPDX-License-Identifier: MIT
/*
 * fft.c - one large complex single-precision FFT (n a power of two), radix-2
 * Stockham autosort: log2(n) out-of-place passes, one launch each,
 * ping-ponging two buffers; no bit-reversal pass is needed.
 *
 * Timed pass: create buffers, upload the signal, -i times { forward FFT,
 * inverse FFT }, read back the spectrum of the last forward transform and
 * the signal after the last inverse one.
 *
 * Checks: the spectrum of the last forward transform against a host FFT in
 * double (every bin; a different algorithm, Cooley-Tukey with bit reversal),
 * and the signal after the last inverse transform against the input, both
 * as relative L2 errors.
 *
 * The gpu preset (2^26 points, 512 MiB a buffer, 8 pairs) would spend
 * longer in the host FFT than on the device. Its signal is instead a sum of
 * FFT_TONES complex exponentials at integer frequencies with random complex
 * amplitudes, whose spectrum is known exactly (n a_m at bin f_m, 0
 * elsewhere): the spectrum is compared with that, every bin, in one pass,
 * with the same relative L2 bound; the round trip is checked as before.
 */
#include "vcl_bench.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char source[] =
	"/* Pass with span p (1, 2, 4 .. n/2); n/2 work-items, one butterfly\n"
	" * each. sign: -1 forward, +1 inverse; both outputs are multiplied by\n"
	" * scale (0.5 on every inverse pass gives the 1/n, exactly). */\n"
	"__kernel void fft_radix2(__global const float2 *x, __global float2 *y,\n"
	"                         const uint p, const float sign,\n"
	"                         const float scale)\n"
	"{\n"
	"    const uint i = get_global_id(0);\n"
	"    const uint half_n = get_global_size(0);\n"
	"    const uint k = i & (p - 1);\n"
	"    const float2 u0 = x[i], v = x[i + half_n];\n"
	"    float c;\n"
	"    const float s = sincos(sign * M_PI_F * (float)k / (float)p, &c);\n"
	"    const float2 u1 = (float2)(v.x * c - v.y * s, v.x * s + v.y * c);\n"
	"    const uint j = (i << 1) - k;\n"
	"    y[j] = (u0 + u1) * scale;\n"
	"    y[j + p] = (u0 - u1) * scale;\n"
	"}\n";

#define FFT_TONES 8

struct fft {
	struct vcl_bench_cl *b;
	bool analytic;   /* the signal is tones[] (gpu preset) */
	struct {
		size_t f;        /* frequency, a bin; ascending, distinct */
		double re, im;   /* amplitude */
	} tones[FFT_TONES];
	cl_kernel kernel;
	cl_uint n;
	long iters;
	float *signal;   /* 2n floats: re, im */
	float *spectrum; /* last forward transform */
	float *back;     /* after the last inverse transform */
};

/*
 * Enqueues one transform of the data in @in, using @other as the second
 * buffer of the ping-pong. Return: the buffer that holds the result (either
 * one, depending on whether log2(n) is odd).
 */
static cl_mem transform(struct fft *f, cl_mem in, cl_mem other, cl_float sign)
{
	size_t half = f->n / 2;
	cl_float scale = sign > 0 ? 0.5f : 1.0f;
	cl_mem out = other;

	VCL_BENCH_CHECK(clSetKernelArg(f->kernel, 3, sizeof(cl_float), &sign));
	VCL_BENCH_CHECK(clSetKernelArg(f->kernel, 4, sizeof(cl_float), &scale));
	for (cl_uint p = 1; p < f->n; p <<= 1) {
		cl_mem tmp;

		VCL_BENCH_CHECK(clSetKernelArg(f->kernel, 0, sizeof(cl_mem), &in));
		VCL_BENCH_CHECK(clSetKernelArg(f->kernel, 1, sizeof(cl_mem), &out));
		VCL_BENCH_CHECK(clSetKernelArg(f->kernel, 2, sizeof(cl_uint), &p));
		VCL_BENCH_CHECK(clEnqueueNDRangeKernel(f->b->queue, f->kernel, 1,
						       NULL, &half, NULL, 0,
						       NULL, NULL));
		tmp = in;
		in = out;
		out = tmp;
	}
	return in;
}

static void run(void *arg)
{
	struct fft *f = arg;
	size_t bytes = (size_t)f->n * 2 * sizeof(float);
	cl_command_queue q = f->b->queue;
	cl_mem a, b, data;

	a = vcl_bench_buffer(f->b, CL_MEM_READ_WRITE, bytes);
	b = vcl_bench_buffer(f->b, CL_MEM_READ_WRITE, bytes);
	VCL_BENCH_CHECK(clEnqueueWriteBuffer(q, a, CL_FALSE, 0, bytes,
					     f->signal, 0, NULL, NULL));
	data = a;
	for (long it = 0; it < f->iters; it++) {
		data = transform(f, data, data == a ? b : a, -1.0f);
		/* The queue is in order: this read completes before the
		 * inverse transform can overwrite the spectrum. */
		if (it + 1 == f->iters)
			VCL_BENCH_CHECK(clEnqueueReadBuffer(q, data, CL_FALSE, 0,
							    bytes, f->spectrum,
							    0, NULL, NULL));
		data = transform(f, data, data == a ? b : a, 1.0f);
	}
	VCL_BENCH_CHECK(clEnqueueReadBuffer(q, data, CL_TRUE, 0, bytes, f->back,
					    0, NULL, NULL));
	clReleaseMemObject(a);
	clReleaseMemObject(b);
}

/*
 * Reference transform in double: iterative radix-2 Cooley-Tukey with a
 * bit-reversal permutation, a different algorithm from the device's, so a
 * shared mistake is unlikely. @re/@im: n values each, transformed in place.
 */
static void host_fft(double *re, double *im, size_t n)
{
	size_t bits = 0;

	while (((size_t)1 << bits) < n)
		bits++;
	for (size_t i = 0; i < n; i++) {
		size_t r = 0;

		for (size_t b = 0; b < bits; b++)
			r |= ((i >> b) & 1) << (bits - 1 - b);
		if (r > i) {
			double t = re[i];
			re[i] = re[r];
			re[r] = t;
			t = im[i];
			im[i] = im[r];
			im[r] = t;
		}
	}
	for (size_t len = 2; len <= n; len <<= 1) {
		size_t h = len / 2;

		for (size_t k = 0; k < h; k++) {
			double a = -2.0 * CL_M_PI * (double)k / (double)len;
			double wr = cos(a), wi = sin(a);

			for (size_t i = k; i < n; i += len) {
				double xr = re[i + h] * wr - im[i + h] * wi;
				double xi = re[i + h] * wi + im[i + h] * wr;

				re[i + h] = re[i] - xr;
				im[i + h] = im[i] - xi;
				re[i] += xr;
				im[i] += xi;
			}
		}
	}
}

/*
 * The analytic signal: sum over the tones of a_m exp(+2 pi i f_m j / n), each
 * exponential by a rotation recurrence in double, restarted from sin/cos
 * every 1024 points so its error stays near double rounding.
 */
static void make_tones(struct fft *f, struct vcl_bench_rng *rng)
{
	size_t n = f->n;

	for (int m = 0; m < FFT_TONES; m++) {
		bool again;

		do { /* distinct frequencies, kept in ascending order */
			size_t v = vcl_bench_rng_u32(rng) % n;
			int at = m;

			again = false;
			for (int k = 0; k < m; k++)
				again |= f->tones[k].f == v;
			if (again)
				continue;
			while (at > 0 && f->tones[at - 1].f > v) {
				f->tones[at] = f->tones[at - 1];
				at--;
			}
			f->tones[at].f = v;
		} while (again);
	}
	for (int m = 0; m < FFT_TONES; m++) {
		f->tones[m].re = (2.0 * vcl_bench_rng_float(rng) - 1.0) / FFT_TONES;
		f->tones[m].im = (2.0 * vcl_bench_rng_float(rng) - 1.0) / FFT_TONES;
	}
	for (size_t j0 = 0; j0 < n; j0 += 1024) {
		double acc[2048] = { 0 };
		size_t len = n - j0 < 1024 ? n - j0 : 1024;

		for (int m = 0; m < FFT_TONES; m++) {
			double step = 2.0 * CL_M_PI * (double)f->tones[m].f / (double)n;
			/* phase of point j0: 2 pi (f j0 mod n) / n, exactly */
			double ph = 2.0 * CL_M_PI *
				    (double)((f->tones[m].f * j0) % n) / (double)n;
			double wr = cos(step), wi = sin(step);
			double cr, ci;

			cr = f->tones[m].re * cos(ph) - f->tones[m].im * sin(ph);
			ci = f->tones[m].re * sin(ph) + f->tones[m].im * cos(ph);
			for (size_t j = 0; j < len; j++) {
				double t = cr * wr - ci * wi;

				acc[2 * j] += cr;
				acc[2 * j + 1] += ci;
				ci = cr * wi + ci * wr;
				cr = t;
			}
		}
		for (size_t j = 0; j < 2 * len; j++)
			f->signal[2 * j0 + j] = (float)acc[j];
	}
}

static bool check(const struct fft *f)
{
	size_t n = f->n;
	double *re = NULL, *im = NULL;
	double norm = 0.0, err2 = 0.0, rt2 = 0.0, sig2 = 0.0;
	int tone = 0;

	if (!f->analytic) {
		re = vcl_bench_xmalloc(n * sizeof(double));
		im = vcl_bench_xmalloc(n * sizeof(double));
		for (size_t i = 0; i < n; i++) {
			re[i] = f->signal[2 * i];
			im[i] = f->signal[2 * i + 1];
		}
		host_fft(re, im, n);
	}
	for (size_t i = 0; i < n; i++) {
		double wr = 0.0, wi = 0.0;

		if (re) {
			wr = re[i];
			wi = im[i];
		} else if (tone < FFT_TONES && f->tones[tone].f == i) {
			wr = (double)n * f->tones[tone].re;
			wi = (double)n * f->tones[tone].im;
			tone++;
		}
		double dr = f->spectrum[2 * i] - wr;
		double di = f->spectrum[2 * i + 1] - wi;
		double br = (double)f->back[2 * i] - f->signal[2 * i];
		double bi = (double)f->back[2 * i + 1] - f->signal[2 * i + 1];

		norm += wr * wr + wi * wi;
		err2 += dr * dr + di * di;
		sig2 += (double)f->signal[2 * i] * f->signal[2 * i] +
			(double)f->signal[2 * i + 1] * f->signal[2 * i + 1];
		rt2 += br * br + bi * bi;
	}
	free(re);
	free(im);
	/*
	 * Relative L2 errors. A float FFT's grows like eps * sqrt(log2 n);
	 * measured here: 2e-7 .. 6e-7 from 2^10 to 2^22 points, two rounds.
	 * 3e-6 leaves room for other devices' sincos and rounding, and is
	 * far below what a lost, stale or misplaced block of data gives
	 * (order one). NaN fails both comparisons.
	 */
	double spec_rel = sqrt(err2 / norm), rt_rel = sqrt(rt2 / sig2);
	if (!(spec_rel <= 3e-6) || !(rt_rel <= 3e-6)) {
		fprintf(stderr, "fft: relative error of the spectrum %g, of the round trip %g (allowed 3e-6)\n",
			spec_rel, rt_rel);
		return false;
	}
	return true;
}

int main(int argc, char **argv)
{
	struct vcl_bench_opts o;
	struct vcl_bench_cl b;
	struct vcl_bench_timing t;
	struct fft f = { .b = &b };
	struct vcl_bench_rng rng;
	size_t bytes;
	bool ok;

	vcl_bench_parse_opts(argc, argv,
			     "-n N: points (a power of two), -i I: forward+inverse pairs",
			     &o);
	f.n = (cl_uint)vcl_bench_preset(&o, o.n, 1l << 16, 1l << 20, 1l << 26);
	f.iters = vcl_bench_preset(&o, o.iters, 2, 2, 8);
	f.analytic = vcl_bench_sampled(&o);
	/* distinct frequencies for the tones, with room to spare */
	if (f.analytic && f.n < 4 * FFT_TONES)
		vcl_bench_die("fft: --size gpu needs -n at least %d", 4 * FFT_TONES);
	if (f.n & (f.n - 1) || f.n < 2 || o.n > (1l << 26))
		vcl_bench_die("fft: -n must be a power of two, 2 .. 2^26");

	vcl_bench_cl_init(&b);
	vcl_bench_cl_build(&b, source, NULL);
	f.kernel = vcl_bench_kernel(&b, "fft_radix2");

	bytes = (size_t)f.n * 2 * sizeof(float);
	f.signal = vcl_bench_xmalloc(bytes);
	f.spectrum = vcl_bench_xmalloc(bytes);
	f.back = vcl_bench_xmalloc(bytes);
	vcl_bench_rng_seed(&rng, 7);
	if (f.analytic) {
		make_tones(&f, &rng);
	} else {
		for (size_t i = 0; i < 2 * (size_t)f.n; i++)
			f.signal[i] = 2.0f * vcl_bench_rng_float(&rng) - 1.0f;
	}

	vcl_bench_time(&o, run, &f, &t);
	if (o.corrupt) {
		/* One bin off by 1e-4 of the spectrum's L2 norm (30 times the
		 * bound): a bin where a tone is, or bin n/3. */
		double l2 = 0.0;
		size_t i = f.analytic ? f.tones[0].f : f.n / 3;

		for (size_t j = 0; j < 2 * (size_t)f.n; j++)
			l2 += (double)f.spectrum[j] * f.spectrum[j];
		f.spectrum[2 * i] += (float)(1e-4 * sqrt(l2));
	}
	ok = check(&f);
	vcl_bench_report("fft", &b, &t, ok,
			 ",\"n\":%u,\"iters\":%ld,\"gflops\":%.3f", f.n, f.iters,
			 /* the customary 5 n log2(n) per transform */
			 5.0 * f.n * log2((double)f.n) * 2.0 * (double)f.iters /
			 vcl_bench_timing_median(&t) / 1e9);
	clReleaseKernel(f.kernel);
	vcl_bench_cl_fini(&b);
	free(f.signal);
	free(f.spectrum);
	free(f.back);
	return ok ? VCL_BENCH_OK : VCL_BENCH_MISMATCH;
}
