/* SPDX-License-Identifier: MIT */
/*
 * Programs through virtcl (spec 5.8): a kernel with a syntax error fails to build with a log that
 * names the error; binaries survive a round trip (CL_PROGRAM_BINARIES -> clCreateProgramWithBinary
 * -> build -> same results); clCreateKernelsInProgram returns every kernel; clCompileProgram with an
 * embedded header (input_headers) followed by clLinkProgram gives a program that runs.
 */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

static const char *good_src =
	"__kernel void poly(__global float *x) { size_t i = get_global_id(0); float v = x[i];\n"
	"    x[i] = v * v * 3.0f - v + 0.5f; }\n"
	"__kernel void neg(__global float *x) { x[get_global_id(0)] = -x[get_global_id(0)]; }\n"
	"__kernel void twice(__global float *x) { x[get_global_id(0)] *= 2.0f; }\n";

static const char *bad_src = "__kernel void broken(__global float *x)\n"
			     "{\n"
			     "    x[0] = undeclared_identifier_xyz + 1.0f;\n"
			     "}\n";

#define N 256

/* Runs kernel `name` of p on N floats 0..N-1; returns the results in out. */
static bool run(struct vt_cl *c, cl_program p, const char *name, float *out)
{
	cl_int err;
	cl_kernel k = clCreateKernel(p, name, &err);
	cl_mem m;
	size_t gws = N;
	bool ok;

	for (int i = 0; i < N; i++)
		out[i] = (float)i * 0.25f;
	if (!k) {
		vt_note("clCreateKernel(%s): %s", name, vt_err(err));
		return false;
	}
	m = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, N * sizeof(float), out, &err);
	ok = m && clSetKernelArg(k, 0, sizeof(m), &m) == CL_SUCCESS &&
	     clEnqueueNDRangeKernel(c->q, k, 1, NULL, &gws, NULL, 0, NULL, NULL) == CL_SUCCESS &&
	     clEnqueueReadBuffer(c->q, m, CL_TRUE, 0, N * sizeof(float), out, 0, NULL, NULL) == CL_SUCCESS;
	if (m)
		clReleaseMemObject(m);
	clReleaseKernel(k);
	return ok;
}

static void CL_CALLBACK on_build(cl_program p, void *ud)
{
	(void)p, (void)ud;
}

int main(void)
{
	struct vt_cl c;
	cl_int err;
	cl_program bad, good, frombin;
	float a[N], b[N];
	bool ok;

	vt_start("integration.program", 85);
	vt_cl_open(&c);

	/* ---- a syntax error: CL_BUILD_PROGRAM_FAILURE and a log that says what is wrong ---- */
	bad = clCreateProgramWithSource(c.ctx, 1, &bad_src, NULL, &err);
	VT_REQUIRE(bad, "clCreateProgramWithSource (%s)", vt_err(err));
	VT_CL_EQ(clBuildProgram(bad, 1, &c.device, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
	/* the same with a callback: PoCL calls it and then returns the failure; the back-end freed its
	 * record of the callback twice (found by tests/fuzz), so the session died or worse */
	{
		cl_program bad2 = clCreateProgramWithSource(c.ctx, 1, &bad_src, NULL, &err);
		cl_int r2 = clBuildProgram(bad2, 1, &c.device, NULL, on_build, NULL);
		cl_uint refs = 0;
		VT_CHECK(r2 == CL_BUILD_PROGRAM_FAILURE || r2 == CL_SUCCESS,
			 "clBuildProgram of a bad source with a callback -> %s", vt_err(r2));
		VT_CL(clGetProgramInfo(bad2, CL_PROGRAM_REFERENCE_COUNT, sizeof(refs), &refs, NULL));
		VT_CHECK(refs == 1, "... and the session goes on (reference count %u)", refs);
		clReleaseProgram(bad2);
	}
	{
		cl_build_status bs = CL_BUILD_SUCCESS;
		size_t n = 0;
		char *log;
		clGetProgramBuildInfo(bad, c.device, CL_PROGRAM_BUILD_STATUS, sizeof(bs), &bs, NULL);
		VT_CHECK(bs == CL_BUILD_ERROR, "CL_PROGRAM_BUILD_STATUS is CL_BUILD_ERROR (%d)", bs);
		VT_CL(clGetProgramBuildInfo(bad, c.device, CL_PROGRAM_BUILD_LOG, 0, NULL, &n));
		VT_CHECK(n > 1, "build log size is non-zero (%zu)", n);
		log = calloc(1, n + 1);
		VT_CL(clGetProgramBuildInfo(bad, c.device, CL_PROGRAM_BUILD_LOG, n, log, NULL));
		VT_CHECK(log[n - 1] == '\0' && strlen(log) == n - 1,
			 "build log is one NUL-terminated string of the reported size");
		VT_CHECK(strstr(log, "undeclared_identifier_xyz") && strstr(log, "error"),
			 "build log names the error and the undeclared identifier");
		vt_note("build log starts: %.120s", log);
		free(log);
		VT_CHECK(clCreateKernel(bad, "broken", &err) == NULL &&
				 err == CL_INVALID_PROGRAM_EXECUTABLE,
			 "clCreateKernel on the failed program -> CL_INVALID_PROGRAM_EXECUTABLE (%s)",
			 vt_err(err));
	}
	clReleaseProgram(bad);

	/* ---- binaries round trip ---- */
	good = vt_cl_build(&c, good_src, "-cl-fast-relaxed-math");
	VT_REQUIRE(good, "source program builds");
	{
		size_t size = 0, sizes_len = 0;
		unsigned char *bin, *bins[1];
		cl_int status = -1;
		const unsigned char *cbin;
		VT_CL(clGetProgramInfo(good, CL_PROGRAM_BINARY_SIZES, 0, NULL, &sizes_len));
		VT_CHECK(sizes_len == sizeof(size_t), "CL_PROGRAM_BINARY_SIZES holds one size_t (%zu)",
			 sizes_len);
		VT_CL(clGetProgramInfo(good, CL_PROGRAM_BINARY_SIZES, sizeof(size), &size, NULL));
		VT_REQUIRE(size > 0, "binary size is non-zero (%zu)", size);
		{
			size_t n = 0;
			VT_CL(clGetProgramInfo(good, CL_PROGRAM_BINARIES, 0, NULL, &n));
			VT_CHECK(n == sizeof(unsigned char *), "CL_PROGRAM_BINARIES size is one pointer (%zu)", n);
			VT_CL_EQ(clGetProgramInfo(good, CL_PROGRAM_BINARIES, 1, bins, NULL), CL_INVALID_VALUE);
		}
		bin = malloc(size + 8);
		memset(bin, 0xcd, size + 8);
		bins[0] = bin;
		VT_CL(clGetProgramInfo(good, CL_PROGRAM_BINARIES, sizeof(bins), bins, NULL));
		VT_CHECK(bin[size] == 0xcd, "CL_PROGRAM_BINARIES writes exactly the binary's %zu bytes", size);
		cbin = bin;
		frombin = clCreateProgramWithBinary(c.ctx, 1, &c.device, &size, &cbin, &status, &err);
		VT_CHECK(frombin && err == CL_SUCCESS && status == CL_SUCCESS,
			 "clCreateProgramWithBinary from that binary (%s, status %s)", vt_err(err),
			 vt_err(status));
		if (frombin) {
			cl_program_binary_type bt = 0;
			VT_CL(clBuildProgram(frombin, 1, &c.device, NULL, NULL, NULL));
			clGetProgramBuildInfo(frombin, c.device, CL_PROGRAM_BINARY_TYPE, sizeof(bt), &bt, NULL);
			VT_CHECK(bt == CL_PROGRAM_BINARY_TYPE_EXECUTABLE,
				 "program from binary is an executable (%#x)", (unsigned)bt);
			VT_CHECK(run(&c, good, "poly", a) && run(&c, frombin, "poly", b),
				 "kernel poly runs from source and from binary");
			VT_CHECK(!memcmp(a, b, sizeof(a)), "same results from the source program and the binary");
			VT_CHECK(a[8] == 2.0f * 2.0f * 3.0f - 2.0f + 0.5f, "and they are right (%g)", a[8]);
		}
		/* a corrupt binary is refused, not crashed on */
		{
			unsigned char junk[64];
			const unsigned char *pj = junk;
			size_t jn = sizeof(junk);
			cl_program pj2;
			memset(junk, 0x5a, sizeof(junk));
			status = 0;
			pj2 = clCreateProgramWithBinary(c.ctx, 1, &c.device, &jn, &pj, &status, &err);
			VT_CHECK(pj2 == NULL ? err == CL_INVALID_BINARY
					     : clBuildProgram(pj2, 1, &c.device, NULL, NULL, NULL) != CL_SUCCESS,
				 "a 64-byte junk binary is refused at creation or build (%s, status %s)",
				 vt_err(err), vt_err(status));
			if (pj2)
				clReleaseProgram(pj2);
		}
		free(bin);
	}

	/* ---- clCreateKernelsInProgram ---- */
	{
		cl_uint n = 0;
		cl_kernel ks[8] = { 0 };
		bool seen[3] = { false, false, false };
		VT_CL(clCreateKernelsInProgram(good, 0, NULL, &n));
		VT_CHECK(n == 3, "clCreateKernelsInProgram counts 3 kernels (%u)", n);
		VT_CL_EQ(clCreateKernelsInProgram(good, 2, ks, NULL), CL_INVALID_VALUE);
		n = 0;
		VT_CL(clCreateKernelsInProgram(good, 8, ks, &n));
		VT_CHECK(n == 3, "clCreateKernelsInProgram creates 3 kernels (%u)", n);
		for (cl_uint i = 0; i < n && i < 8; i++) {
			char name[64] = "";
			cl_program owner = NULL;
			clGetKernelInfo(ks[i], CL_KERNEL_FUNCTION_NAME, sizeof(name), name, NULL);
			clGetKernelInfo(ks[i], CL_KERNEL_PROGRAM, sizeof(owner), &owner, NULL);
			seen[0] |= !strcmp(name, "poly");
			seen[1] |= !strcmp(name, "neg");
			seen[2] |= !strcmp(name, "twice");
			VT_CHECK(owner == good, "kernel %s belongs to the program", name);
		}
		VT_CHECK(seen[0] && seen[1] && seen[2], "the kernels are poly, neg and twice");
		/* a kernel from the list runs */
		for (cl_uint i = 0; i < n && i < 8; i++) {
			char name[64] = "";
			clGetKernelInfo(ks[i], CL_KERNEL_FUNCTION_NAME, sizeof(name), name, NULL);
			if (!strcmp(name, "neg")) {
				cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, N * sizeof(float), NULL, &err);
				float v[N];
				size_t gws = N;
				for (int j = 0; j < N; j++)
					v[j] = (float)j;
				clEnqueueWriteBuffer(c.q, m, CL_TRUE, 0, sizeof(v), v, 0, NULL, NULL);
				VT_CL(clSetKernelArg(ks[i], 0, sizeof(m), &m));
				VT_CL(clEnqueueNDRangeKernel(c.q, ks[i], 1, NULL, &gws, NULL, 0, NULL, NULL));
				VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, sizeof(v), v, 0, NULL, NULL));
				VT_CHECK(v[7] == -7.0f, "kernel neg from clCreateKernelsInProgram runs (%g)", v[7]);
				clReleaseMemObject(m);
			}
		}
		for (cl_uint i = 0; i < n && i < 8; i++)
			clReleaseKernel(ks[i]);
	}

	/* ---- clCompileProgram with an embedded header, then clLinkProgram ---- */
	{
		static const char *hdr_src = "#define SCALE 7.0f\n"
					     "float helper(float v);\n";
		static const char *lib_src = "#include \"virtcl/scale.h\"\n"
					     "float helper(float v) { return v * SCALE; }\n";
		static const char *main_src = "#include \"virtcl/scale.h\"\n"
					      "__kernel void use(__global float *x)\n"
					      "{ x[get_global_id(0)] = helper(x[get_global_id(0)]) + SCALE; }\n";
		const char *names[] = { "virtcl/scale.h" };
		cl_program hdr, lib, mainp, linked, inputs[2];
		hdr = clCreateProgramWithSource(c.ctx, 1, &hdr_src, NULL, &err);
		lib = clCreateProgramWithSource(c.ctx, 1, &lib_src, NULL, &err);
		mainp = clCreateProgramWithSource(c.ctx, 1, &main_src, NULL, &err);
		VT_REQUIRE(hdr && lib && mainp, "three source programs");
		VT_CL(clCompileProgram(lib, 1, &c.device, NULL, 1, &hdr, names, NULL, NULL));
		VT_CL(clCompileProgram(mainp, 1, &c.device, NULL, 1, &hdr, names, NULL, NULL));
		{
			cl_program_binary_type bt = 0;
			clGetProgramBuildInfo(mainp, c.device, CL_PROGRAM_BINARY_TYPE, sizeof(bt), &bt, NULL);
			VT_CHECK(bt == CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT,
				 "compiled program is a compiled object (%#x)", (unsigned)bt);
		}
		/* without the header the include cannot be found */
		{
			cl_program p3 = clCreateProgramWithSource(c.ctx, 1, &main_src, NULL, &err);
			VT_CL_EQ(clCompileProgram(p3, 1, &c.device, NULL, 0, NULL, NULL, NULL, NULL),
				 CL_COMPILE_PROGRAM_FAILURE);
			clReleaseProgram(p3);
		}
		inputs[0] = mainp;
		inputs[1] = lib;
		linked = clLinkProgram(c.ctx, 1, &c.device, NULL, 2, inputs, NULL, NULL, &err);
		VT_CHECK(linked && err == CL_SUCCESS, "clLinkProgram of the two compiled objects (%s)",
			 vt_err(err));
		if (linked) {
			ok = run(&c, linked, "use", a);
			VT_CHECK(ok && a[4] == 1.0f * 7.0f + 7.0f,
				 "linked kernel runs with the header's SCALE and the library's helper (%g)",
				 a[4]);
			{
				cl_program_binary_type bt = 0;
				clGetProgramBuildInfo(linked, c.device, CL_PROGRAM_BINARY_TYPE, sizeof(bt), &bt,
						      NULL);
				VT_CHECK(bt == CL_PROGRAM_BINARY_TYPE_EXECUTABLE,
					 "linked program is an executable (%#x)", (unsigned)bt);
			}
			clReleaseProgram(linked);
		}
		/* linking a library that lacks the helper fails with CL_LINK_PROGRAM_FAILURE */
		{
			cl_program alone = clLinkProgram(c.ctx, 1, &c.device, NULL, 1, &mainp, NULL, NULL, &err);
			VT_CHECK(err == CL_LINK_PROGRAM_FAILURE || (err == CL_SUCCESS && alone == NULL) ||
					 err == CL_INVALID_PROGRAM,
				 "linking without the helper's definition fails (%s)", vt_err(err));
			vt_note("linking without the helper: %s, program %s", vt_err(err),
				alone ? "returned" : "NULL");
			if (alone)
				clReleaseProgram(alone);
		}
		clReleaseProgram(hdr);
		clReleaseProgram(lib);
		clReleaseProgram(mainp);
	}

	if (frombin)
		clReleaseProgram(frombin);
	clReleaseProgram(good);
	vt_cl_close(&c);
	return vt_finish();
}
