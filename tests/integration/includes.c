/* SPDX-License-Identifier: MIT */
/*
 * #include and -I resolve in the guest's file system, and a build can never read host files:
 *  - a header in a directory named by -I (a guest directory) is found: the front-end sends it;
 *  - a header that includes another beside it, in a subdirectory, is found too;
 *  - an #include of /etc/passwd (absolute, by "..", by a macro-made name), and build options that
 *    name host files (-include, -isystem) find nothing: the build runs in the session's sandbox,
 *    which holds no host file but the driver's (isolation.build_tricks tries every trick), and a
 *    guest file is never placed under /etc (what the C library reads), so no build log can show
 *    a host file's contents. Guest files at absolute and macro-made names: guest_includes.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "harness.h"

static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	VT_REQUIRE(f, "write %s", path);
	fputs(text, f);
	fclose(f);
}

static cl_int build(struct vt_cl *c, const char *src, const char *opts, cl_program *out, char *log,
		    size_t loglen)
{
	cl_int err, r;
	cl_program p = clCreateProgramWithSource(c->ctx, 1, &src, NULL, &err);

	*out = p;
	if (log)
		log[0] = 0;
	if (!p)
		return err;
	r = clBuildProgram(p, 1, &c->device, opts, NULL, NULL);
	if (log)
		clGetProgramBuildInfo(p, c->device, CL_PROGRAM_BUILD_LOG, loglen, log, NULL);
	return r;
}

int main(void)
{
	struct vt_cl c;
	char dir[] = "/tmp/vcl-inc.XXXXXX", path[256], opts[300], log[16384];
	cl_program p;
	cl_kernel k;
	cl_int r, v = 0;
	cl_mem out;
	size_t one = 1;

	vt_start("integration.includes", 60);
	vt_cl_open(&c);
	VT_REQUIRE(mkdtemp(dir), "a guest directory of headers");
	snprintf(path, sizeof(path), "%s/sub", dir);
	mkdir(path, 0700);
	snprintf(path, sizeof(path), "%s/answer.h", dir);
	write_file(path, "#include \"sub/inner.h\"\n#define ANSWER (INNER + 2)\n");
	snprintf(path, sizeof(path), "%s/sub/inner.h", dir);
	write_file(path, "#include \"deep.h\"\n#define INNER (DEEP * 10)\n");
	snprintf(path, sizeof(path), "%s/sub/deep.h", dir);
	write_file(path, "#define DEEP 4\n");

	snprintf(opts, sizeof(opts), "-I %s -DEXTRA=0", dir);
	r = build(&c, "#include \"answer.h\"\n__kernel void k(__global int *o) { o[0] = ANSWER + EXTRA; }\n",
		  opts, &p, log, sizeof(log));
	VT_CHECK(r == CL_SUCCESS, "a build with -I GUEST_DIR finds answer.h, sub/inner.h beside it and "
				  "sub/deep.h beside that (%s) %s", vt_err(r), log);
	if (r == CL_SUCCESS) {
		k = clCreateKernel(p, "k", &r);
		out = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(v), NULL, &r);
		VT_CL(clSetKernelArg(k, 0, sizeof(out), &out));
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &one, NULL, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, out, CL_TRUE, 0, sizeof(v), &v, 0, NULL, NULL));
		VT_CHECK(v == 42, "the kernel computes with the guest's headers (42: %d)", v);
		clReleaseKernel(k);
		clReleaseMemObject(out);
	}
	if (p)
		clReleaseProgram(p);

	r = build(&c, "#include \"/etc/passwd\"\n__kernel void k(void) {}\n", NULL, &p, log, sizeof(log));
	VT_CHECK(r != CL_SUCCESS && !strstr(log, "root:"),
		 "#include of an absolute host path: not found, no host file in any log (%s)", vt_err(r));
	if (p)
		clReleaseProgram(p);
	r = build(&c, "#include \"../../../../etc/passwd\"\n__kernel void k(void) {}\n", NULL, &p, log,
		  sizeof(log));
	VT_CHECK(r != CL_SUCCESS && !strstr(log, "root:"), "#include with \"..\": not found (%s)", vt_err(r));
	if (p)
		clReleaseProgram(p);
	r = build(&c, "#define F \"/etc/passwd\"\n#include F\n__kernel void k(void) {}\n", NULL, &p, log,
		  sizeof(log));
	VT_CHECK(r != CL_SUCCESS && !strstr(log, "root:"), "#include of a macro-made name: not found (%s)",
		 vt_err(r));
	if (p)
		clReleaseProgram(p);
	r = build(&c, "__kernel void k(void) {}\n", "-include /etc/passwd", &p, log, sizeof(log));
	VT_CHECK(r == CL_INVALID_BUILD_OPTIONS && !strstr(log, "root:"),
		 "-include HOSTFILE: CL_INVALID_BUILD_OPTIONS (%s)", vt_err(r));
	if (p)
		clReleaseProgram(p);
	r = build(&c, "__kernel void k(void) {}\n", "-isystem /etc", &p, log, sizeof(log));
	VT_CHECK(r == CL_INVALID_BUILD_OPTIONS, "-isystem HOSTDIR: CL_INVALID_BUILD_OPTIONS (%s)", vt_err(r));
	if (p)
		clReleaseProgram(p);

	snprintf(path, sizeof(path), "rm -rf %s", dir);
	VT_CHECK(system(path) == 0, "guest directory removed");
	vt_cl_close(&c);
	return vt_finish();
}
