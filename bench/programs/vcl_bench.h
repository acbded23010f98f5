// SPDX-License-Identifier: MIT
/*
 * vcl_bench.h - helpers shared by the virtcl benchmark programs.
 *
 * The benchmark programs are ordinary OpenCL applications: they link the
 * system ICD loader, take the first platform and its first device, and never
 * know whether virtcl sits underneath. Only this helper library carries the
 * project prefix (vcl_bench_), because it is virtcl's own bench code; the
 * kernels and the programs' static functions stay unprefixed like any
 * application's (see examples/compute.c for the same reasoning).
 *
 * Output contract read by bench/run.py: each program prints exactly one JSON
 * object on one line of stdout, with at least "name", "seconds" (wall time of
 * the timed region) and "ok". Diagnostics go to stderr.
 *
 * Exit status: 0 the result matched the CPU reference, 1 it did not,
 * 2 an OpenCL call failed or the command line was wrong.
 */
#ifndef VCL_BENCH_H
#define VCL_BENCH_H

/*
 * OpenCL 1.2 is what every conformant platform still offers, and it is the
 * API virtcl remotes first. Targeting it here makes the headers hide every
 * 2.0+ entry point, so a benchmark cannot use a call virtcl may not carry.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { VCL_BENCH_OK = 0, VCL_BENCH_MISMATCH = 1, VCL_BENCH_ERROR = 2 };

/* Handles a benchmark needs; filled by vcl_bench_cl_init(). */
struct vcl_bench_cl {
	cl_platform_id platform;
	cl_device_id device;
	cl_context ctx;
	cl_command_queue queue;
	cl_program program; /* set by vcl_bench_cl_build() */
	char device_name[256];
	size_t max_wg;      /* CL_DEVICE_MAX_WORK_GROUP_SIZE */
	cl_ulong local_mem; /* CL_DEVICE_LOCAL_MEM_SIZE, bytes */
};

/*
 * Problem-size presets. quick: a smoke test; default: seconds on a 2-core
 * CPU device, every result checked against a full host reference; gpu: at
 * least 100 ms natively on a data-centre GPU (an NVIDIA H200), checked by
 * whole-result invariants and sampled points whose host cost grows no
 * faster than the input (bench/README.md, "Sizes").
 */
enum vcl_bench_size {
	VCL_BENCH_SIZE_DEFAULT,
	VCL_BENCH_SIZE_QUICK,
	VCL_BENCH_SIZE_GPU,
};

/* Options every device-intensive program understands. */
struct vcl_bench_opts {
	enum vcl_bench_size size; /* --size (--quick = --size quick) */
	bool quick;           /* size == VCL_BENCH_SIZE_QUICK (~0.05 s) */
	bool corrupt;         /* --corrupt: plant an error before the check */
	bool smoke;           /* --smoke: quick sizes, the preset's check */
	long n;               /* -n: problem size, 0 = preset */
	long iters;           /* -i: iterations/steps, 0 = preset */
	int runs;             /* --runs: timed runs, median reported */
	const char *sync_dir; /* --sync: start barrier for concurrent runs */
};

const char *vcl_bench_cl_err_name(cl_int err);

/*
 * A benchmark has nothing useful to do after an OpenCL call failed: it says
 * which call, where, and exits with VCL_BENCH_ERROR so run.py records the
 * failure instead of a time.
 */
_Noreturn void vcl_bench_die_cl(cl_int err, const char *what,
				const char *file, int line);
_Noreturn void vcl_bench_die(const char *fmt, ...);

#define VCL_BENCH_CHECK(call)                                                 \
	do {                                                                  \
		cl_int vcl_err_ = (call);                                     \
		if (vcl_err_ != CL_SUCCESS)                                   \
			vcl_bench_die_cl(vcl_err_, #call, __FILE__, __LINE__);\
	} while (0)

/* errcode_ret form: VCL_BENCH_CHECK_RET(err, "clCreateBuffer") after the call. */
#define VCL_BENCH_CHECK_RET(err, what)                                        \
	do {                                                                  \
		if ((err) != CL_SUCCESS)                                      \
			vcl_bench_die_cl((err), (what), __FILE__, __LINE__);  \
	} while (0)

double vcl_bench_now(void);
void *vcl_bench_xmalloc(size_t size);

void vcl_bench_parse_opts(int argc, char **argv, const char *usage_extra,
			  struct vcl_bench_opts *o);

/**
 * vcl_bench_preset() - a size parameter from the options
 * @o: parsed options
 * @given: the value given on the command line (-n or -i), 0 if none
 * @quick, @dflt, @gpu: the value of each preset
 *
 * Return: @given when set, else the value of @o's preset (with --smoke,
 * of the quick preset, whatever the size: --size gpu --smoke runs the gpu
 * preset's check on quick sizes).
 */
long vcl_bench_preset(const struct vcl_bench_opts *o, long given, long quick,
		      long dflt, long gpu);

/*
 * Whether the result is checked by invariants and samples rather than by a
 * full host reference: the gpu preset, whatever -n and -i say, so a small
 * -n with --size gpu runs the sampled check quickly (the self-test does).
 */
static inline bool vcl_bench_sampled(const struct vcl_bench_opts *o)
{
	return o->size == VCL_BENCH_SIZE_GPU;
}

void vcl_bench_cl_init(struct vcl_bench_cl *b);
cl_program vcl_bench_cl_build(struct vcl_bench_cl *b, const char *source,
			      const char *build_options);
void vcl_bench_cl_fini(struct vcl_bench_cl *b);
cl_kernel vcl_bench_kernel(struct vcl_bench_cl *b, const char *name);
cl_mem vcl_bench_buffer(struct vcl_bench_cl *b, cl_mem_flags flags,
			size_t size);

void vcl_bench_sync_wait(const char *dir);

/* Deterministic generator so every configuration sees the same input. */
struct vcl_bench_rng {
	uint64_t s;
};
void vcl_bench_rng_seed(struct vcl_bench_rng *r, uint64_t seed);
uint32_t vcl_bench_rng_u32(struct vcl_bench_rng *r);
float vcl_bench_rng_float(struct vcl_bench_rng *r); /* [0, 1) */

int vcl_bench_cmp_double(const void *a, const void *b);
double vcl_bench_median(double *v, size_t n);
double vcl_bench_percentile(double *v, size_t n, double p);

/**
 * struct vcl_bench_timing - timed runs of one program
 * @seconds: one wall time per timed run, seconds
 * @runs: number of entries in @seconds
 * @t0: CLOCK_MONOTONIC seconds at the start of the first timed run
 * @t1: CLOCK_MONOTONIC seconds at the end of the last timed run
 * @opts: the options the runs were made with (the report names the size
 *        preset and the kind of check)
 *
 * t0/t1 are on the system-wide monotonic clock so run.py can line up the
 * timed regions of concurrent processes and compute aggregate throughput.
 */
struct vcl_bench_timing {
	double seconds[64];
	int runs;
	double t0, t1;
	const struct vcl_bench_opts *opts;
};

/*
 * One complete pass of a benchmark's OpenCL work: create buffers, upload,
 * run the kernels, read the results back, release the buffers.
 */
typedef void (*vcl_bench_run_fn)(void *arg);

void vcl_bench_time(const struct vcl_bench_opts *o, vcl_bench_run_fn run,
		    void *arg, struct vcl_bench_timing *t);

double vcl_bench_timing_median(const struct vcl_bench_timing *t);

void vcl_bench_report(const char *name, const struct vcl_bench_cl *b,
		      const struct vcl_bench_timing *t, bool ok,
		      const char *extra_fmt, ...);

void vcl_bench_json_string(const char *s);

#endif /* VCL_BENCH_H */
