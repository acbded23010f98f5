/* SPDX-License-Identifier: MIT */
/*
 * Kernel arguments through virtcl (spec 5.9.2): __local arguments (size, NULL value), buffers,
 * scalars and vectors, a struct by value, a NULL buffer (both spellings: arg_value NULL, and a
 * pointer to a NULL cl_mem), and the errors for bad indices and sizes.
 *
 * `scalar_like_handle` (a separate CTest case) passes a 64-bit scalar whose value happens to equal
 * the address of a live cl_mem: a scalar is bytes, so the kernel must see exactly those bytes.
 */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

static const char *src =
	"typedef struct { int a; float b; long c; } pod;\n"
	"__kernel void wgsum(__global const int *in, __global int *out, __local int *tmp)\n"
	"{\n"
	"    size_t l = get_local_id(0), n = get_local_size(0);\n"
	"    tmp[l] = in[get_global_id(0)];\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    for (size_t s = n / 2; s > 0; s /= 2) {\n"
	"        if (l < s) tmp[l] += tmp[l + s];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    }\n"
	"    if (l == 0) out[get_group_id(0)] = tmp[0];\n"
	"}\n"
	"__kernel void two_locals(__global int *out, __local int *a, __local float *b)\n"
	"{\n"
	"    size_t l = get_local_id(0);\n"
	"    a[l] = (int)l; b[l] = (float)l * 0.5f;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    out[get_global_id(0)] = a[get_local_size(0) - 1 - l] + (int)(b[l] * 2.0f);\n"
	"}\n"
	"__kernel void scalars(__global float *out, char c, short s, int i, long l, float f,\n"
	"                      double2 unused_if_no_fp64_is_not_used, float4 v, pod p, uint u)\n"
	"{\n"
	"    out[0] = c; out[1] = s; out[2] = i; out[3] = (float)l; out[4] = f;\n"
	"    out[5] = v.x + v.y * 10.0f + v.z * 100.0f + v.w * 1000.0f;\n"
	"    out[6] = p.a; out[7] = p.b; out[8] = (float)p.c; out[9] = u;\n"
	"}\n"
	"__kernel void maybe_null(__global int *maybe, __global int *out)\n"
	"{ out[0] = maybe ? 1 : 0; if (maybe) maybe[0] = 42; }\n";

/* A 64-bit scalar echoed back to the host. */
static const char *ulong_src = "__kernel void echo(ulong v, __global ulong *out) { out[0] = v; }\n";

typedef struct {
	cl_int a;
	cl_float b;
	cl_long c;
} pod;

/* Echo v through kernel echo of a program built with options; true if the kernel saw v. */
static bool echo_ulong(struct vt_cl *c, const char *options, cl_ulong v, cl_ulong *got)
{
	cl_int err;
	cl_program p = vt_cl_build(c, ulong_src, options);
	cl_kernel k = p ? vt_cl_kernel(p, "echo") : NULL;
	cl_mem out = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE, sizeof(cl_ulong), NULL, &err);
	size_t one = 1;
	bool ok;

	*got = 0;
	ok = k && out && clSetKernelArg(k, 0, sizeof(v), &v) == CL_SUCCESS &&
	     clSetKernelArg(k, 1, sizeof(out), &out) == CL_SUCCESS &&
	     clEnqueueNDRangeKernel(c->q, k, 1, NULL, &one, NULL, 0, NULL, NULL) == CL_SUCCESS &&
	     clEnqueueReadBuffer(c->q, out, CL_TRUE, 0, sizeof(*got), got, 0, NULL, NULL) == CL_SUCCESS;
	if (out)
		clReleaseMemObject(out);
	if (k)
		clReleaseKernel(k);
	if (p)
		clReleaseProgram(p);
	return ok && *got == v;
}

static int scalar_like_handle(void)
{
	static const char *const opts[] = { NULL, "", "-cl-mad-enable", "-cl-kernel-arg-info" };
	struct vt_cl c;
	cl_int err;
	cl_mem decoy;
	cl_ulong v, got;

	vt_start("integration.kernel_arg_scalar_like_handle", 60);
	vt_cl_open(&c);
	decoy = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 64, NULL, &err);
	VT_REQUIRE(decoy, "a buffer to be the decoy");
	/* a ulong that happens to equal the address of a live cl_mem (a hash key, a debug tag, ...) */
	v = (cl_ulong)(uintptr_t)decoy;
	for (size_t i = 0; i < sizeof(opts) / sizeof(opts[0]); i++) {
		bool ok = echo_ulong(&c, opts[i], v, &got);
		VT_CHECK(ok, "program built with options %s%s%s: a ulong argument equal to a cl_mem's address "
			     "reaches the kernel unchanged (sent %#llx, kernel saw %#llx)",
			 opts[i] ? "\"" : "", opts[i] ? opts[i] : "NULL", opts[i] ? "\"" : "",
			 (unsigned long long)v, (unsigned long long)got);
	}
	clReleaseMemObject(decoy);
	vt_cl_close(&c);
	return vt_finish();
}

int main(int argc, char **argv)
{
	struct vt_cl c;
	cl_int err;
	cl_program prog;
	cl_kernel k;
	cl_mem in, out;
	int data[1024], sums[16];
	size_t gws = 1024, lws = 64;
	bool ok, fp64;
	char ext[8192] = "";

	if (argc > 1 && !strcmp(argv[1], "scalar_like_handle"))
		return scalar_like_handle();
	vt_start("integration.kernel_args", 80);
	vt_cl_open(&c);
	clGetDeviceInfo(c.device, CL_DEVICE_EXTENSIONS, sizeof(ext), ext, NULL);
	fp64 = strstr(ext, "cl_khr_fp64") != NULL;
	{
		/* without fp64 the double2 parameter is replaced by a float2 of the same position */
		char *s = strdup(src), *d = strstr(s, "double2");
		if (!fp64 && d)
			memcpy(d, "float2 ", 7);
		prog = vt_cl_build(&c, s, NULL);
		free(s);
	}
	VT_REQUIRE(prog, "kernels build");

	/* ---- __local argument: size with a NULL value ---- */
	k = vt_cl_kernel(prog, "wgsum");
	for (int i = 0; i < 1024; i++)
		data[i] = i % 97;
	in = clCreateBuffer(c.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof(data), data, &err);
	out = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(sums), NULL, &err);
	VT_REQUIRE(k && in && out, "kernel and buffers");
	VT_CL(clSetKernelArg(k, 0, sizeof(in), &in));
	VT_CL(clSetKernelArg(k, 1, sizeof(out), &out));
	VT_CL(clSetKernelArg(k, 2, lws * sizeof(int), NULL));
	VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, &lws, 0, NULL, NULL));
	VT_CL(clEnqueueReadBuffer(c.q, out, CL_TRUE, 0, sizeof(sums), sums, 0, NULL, NULL));
	ok = true;
	for (int g = 0; g < 16; g++) {
		int want = 0;
		for (int i = 0; i < 64; i++)
			want += data[g * 64 + i];
		ok &= sums[g] == want;
	}
	VT_CHECK(ok, "work-group sums through a __local int[64] argument (size, NULL value) are right");
	VT_CL_EQ(clSetKernelArg(k, 2, 0, NULL), CL_INVALID_ARG_SIZE);
	VT_CL_EQ(clSetKernelArg(k, 2, 16, data), CL_INVALID_ARG_VALUE);
	VT_CL_EQ(clSetKernelArg(k, 3, sizeof(in), &in), CL_INVALID_ARG_INDEX);
	VT_CL_EQ(clSetKernelArg(k, 0, 3, &in), CL_INVALID_ARG_SIZE);
	clReleaseKernel(k);

	/* ---- two __local arguments of different types ---- */
	k = vt_cl_kernel(prog, "two_locals");
	{
		int res[128];
		size_t g2 = 128, l2 = 32;
		VT_CL(clSetKernelArg(k, 0, sizeof(out), &out));
		clReleaseMemObject(out);
		out = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(res), NULL, &err);
		VT_CL(clSetKernelArg(k, 0, sizeof(out), &out));
		VT_CL(clSetKernelArg(k, 1, l2 * sizeof(int), NULL));
		VT_CL(clSetKernelArg(k, 2, l2 * sizeof(float), NULL));
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &g2, &l2, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, out, CL_TRUE, 0, sizeof(res), res, 0, NULL, NULL));
		ok = true;
		for (int i = 0; i < 128; i++)
			ok &= res[i] == (31 - i % 32) + i % 32;
		VT_CHECK(ok, "kernel with two __local arguments (int[32], float[32]) is right");
	}
	clReleaseKernel(k);

	/* ---- scalars, a vector and a struct by value ---- */
	k = vt_cl_kernel(prog, "scalars");
	{
		float res[10];
		cl_char ch = -5;
		cl_short sh = 300;
		cl_int in32 = -70000;
		cl_long lg = 1234567;
		cl_float f = 2.5f;
		cl_double2 dd = { { 1.0, 2.0 } };
		cl_float4 v = { { 1, 2, 3, 4 } };
		pod p = { 9, 0.25f, -3 };
		cl_uint u = 4000000000u;
		size_t one = 1;
		VT_CL(clSetKernelArg(k, 0, sizeof(out), &out));
		VT_CL(clSetKernelArg(k, 1, sizeof(ch), &ch));
		VT_CL(clSetKernelArg(k, 2, sizeof(sh), &sh));
		VT_CL(clSetKernelArg(k, 3, sizeof(in32), &in32));
		VT_CL(clSetKernelArg(k, 4, sizeof(lg), &lg));
		VT_CL(clSetKernelArg(k, 5, sizeof(f), &f));
		if (fp64)
			VT_CL(clSetKernelArg(k, 6, sizeof(dd), &dd));
		else
			VT_CL(clSetKernelArg(k, 6, sizeof(cl_float2), &v));
		VT_CL(clSetKernelArg(k, 7, sizeof(v), &v));
		VT_CL(clSetKernelArg(k, 8, sizeof(p), &p));
		VT_CL(clSetKernelArg(k, 9, sizeof(u), &u));
		VT_CL_EQ(clSetKernelArg(k, 3, sizeof(cl_long), &lg), CL_INVALID_ARG_SIZE);
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &one, NULL, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, out, CL_TRUE, 0, sizeof(res), res, 0, NULL, NULL));
		VT_CHECK(res[0] == -5 && res[1] == 300 && res[2] == -70000 && res[3] == 1234567 &&
				 res[4] == 2.5f,
			 "char, short, int, long and float scalars arrive (%g %g %g %g %g)", res[0], res[1],
			 res[2], res[3], res[4]);
		VT_CHECK(res[5] == 4321.0f, "float4 arrives (%g)", res[5]);
		VT_CHECK(res[6] == 9 && res[7] == 0.25f && res[8] == -3, "struct by value arrives (%g %g %g)",
			 res[6], res[7], res[8]);
		VT_CHECK(res[9] == 4000000000.0f, "uint arrives (%g)", res[9]);
	}
	clReleaseKernel(k);

	/* ---- NULL buffer arguments ---- */
	k = vt_cl_kernel(prog, "maybe_null");
	{
		int flag = -1, target[4] = { 0 };
		size_t one = 1;
		cl_mem none = NULL, t;
		VT_CL(clSetKernelArg(k, 1, sizeof(out), &out));
		VT_CL(clSetKernelArg(k, 0, sizeof(cl_mem), NULL));
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &one, NULL, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, out, CL_TRUE, 0, sizeof(flag), &flag, 0, NULL, NULL));
		VT_CHECK(flag == 0, "arg_value NULL for a __global pointer: the kernel sees NULL (%d)", flag);
		flag = -1;
		VT_CL(clSetKernelArg(k, 0, sizeof(cl_mem), &none));
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &one, NULL, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, out, CL_TRUE, 0, sizeof(flag), &flag, 0, NULL, NULL));
		VT_CHECK(flag == 0, "arg_value pointing to a NULL cl_mem: the kernel sees NULL (%d)", flag);
		t = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(target), target,
				   &err);
		VT_CL(clSetKernelArg(k, 0, sizeof(cl_mem), &t));
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &one, NULL, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, out, CL_TRUE, 0, sizeof(flag), &flag, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, t, CL_TRUE, 0, sizeof(target), target, 0, NULL, NULL));
		VT_CHECK(flag == 1 && target[0] == 42, "the same argument set to a real buffer works (%d, %d)",
			 flag, target[0]);
		clReleaseMemObject(t);
	}
	clReleaseKernel(k);

	clReleaseMemObject(in);
	clReleaseMemObject(out);
	clReleaseProgram(prog);
	vt_cl_close(&c);
	return vt_finish();
}
