/* SPDX-License-Identifier: MIT */
/*
 * smi_guest: a plain OpenCL program for the status tool's test (smi.py). It makes one context, one
 * queue, one program, one kernel and two buffers (1 MiB and 3 MiB), launches the kernel 10 times,
 * writes and reads 1 MiB, prints "READY" and holds everything until a line arrives on its standard
 * input. Exit status 0, or 1 with the failed call printed.
 */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(x)                                                                                   \
	do {                                                                                       \
		cl_int e_ = (x);                                                                   \
		if (e_ != CL_SUCCESS) {                                                            \
			fprintf(stderr, "smi_guest: %s: %d\n", #x, e_);                            \
			return 1;                                                                  \
		}                                                                                  \
	} while (0)

int main(void)
{
	static const char *src = "__kernel void k(__global int *a) { a[get_global_id(0)] += 1; }";
	const size_t small = 1 << 20, big = 3 << 20, n = small / sizeof(int);
	cl_platform_id p;
	cl_device_id d;
	cl_context ctx;
	cl_command_queue q;
	cl_program prog;
	cl_kernel k;
	cl_mem a, b;
	cl_int e;
	int *host = calloc(n, sizeof(int));
	char line[16];

	if (!host)
		return 1;
	CHECK(clGetPlatformIDs(1, &p, NULL));
	CHECK(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL));
	ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
	CHECK(e);
	q = clCreateCommandQueueWithProperties(ctx, d, NULL, &e);
	CHECK(e);
	prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &e);
	CHECK(e);
	CHECK(clBuildProgram(prog, 1, &d, NULL, NULL, NULL));
	k = clCreateKernel(prog, "k", &e);
	CHECK(e);
	a = clCreateBuffer(ctx, CL_MEM_READ_WRITE, small, NULL, &e);
	CHECK(e);
	b = clCreateBuffer(ctx, CL_MEM_READ_WRITE, big, NULL, &e);
	CHECK(e);
	CHECK(clEnqueueWriteBuffer(q, a, CL_TRUE, 0, small, host, 0, NULL, NULL));
	CHECK(clSetKernelArg(k, 0, sizeof(a), &a));
	for (int i = 0; i < 10; i++)
		CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &n, NULL, 0, NULL, NULL));
	CHECK(clFinish(q));
	CHECK(clEnqueueReadBuffer(q, a, CL_TRUE, 0, small, host, 0, NULL, NULL));
	if (host[0] != 10 || host[n - 1] != 10) {
		fprintf(stderr, "smi_guest: the kernel ran %d times, not 10\n", host[0]);
		return 1;
	}
	printf("READY\n");
	fflush(stdout);
	if (!fgets(line, sizeof(line), stdin)) {
		/* the test went away: end as well */
	}
	clReleaseMemObject(b);
	clReleaseMemObject(a);
	clReleaseKernel(k);
	clReleaseProgram(prog);
	clReleaseCommandQueue(q);
	clReleaseContext(ctx);
	free(host);
	return 0;
}
