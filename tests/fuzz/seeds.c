/* SPDX-License-Identifier: MIT */
/*
 * The programs whose traffic becomes the fuzzer's seed corpus (tests/fuzz/record.py runs each
 * scenario through libvirtcl and a real virtcld and keeps its request channel): small, so that a
 * fuzzer input stays small, and broad, so that mutations start from every kind of call.
 * Usage: fuzz_seeds SCENARIO (buffers, kernel, events, images, info). Exit 0 if every call worked.
 */
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failed;

#define OK(expr)                                                                                   \
	do {                                                                                       \
		cl_int r_ = (expr);                                                                \
		if (r_ != CL_SUCCESS) {                                                            \
			fprintf(stderr, "%s:%d: %s -> %d\n", __FILE__, __LINE__, #expr, r_);      \
			failed = 1;                                                                \
		}                                                                                  \
	} while (0)

static cl_platform_id plat;
static cl_device_id dev;
static cl_context ctx;
static cl_command_queue q;

static void CL_CALLBACK on_event(cl_event e, cl_int st, void *ud)
{
	(void)e, (void)st, (void)ud;
}

static void buffers(void)
{
	int src[64], dst[64], pat = 7;
	cl_int err;
	cl_event ev;
	cl_buffer_region reg = { 128, 64 }; /* CL_DEVICE_MEM_BASE_ADDR_ALIGN */
	cl_mem a, b, sub;
	void *map;
	size_t sz;

	for (int i = 0; i < 64; i++)
		src[i] = i * 3;
	a = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(src), src, &err);
	OK(err);
	b = clCreateBuffer(ctx, CL_MEM_READ_WRITE, sizeof(src), NULL, &err);
	OK(err);
	OK(clEnqueueWriteBuffer(q, b, CL_TRUE, 0, sizeof(src), src, 0, NULL, NULL));
	OK(clEnqueueCopyBuffer(q, a, b, 0, 4, 32, 0, NULL, NULL));
	OK(clEnqueueFillBuffer(q, a, &pat, sizeof(pat), 0, 16, 0, NULL, NULL));
	OK(clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof(dst), dst, 0, NULL, NULL));
	OK(clEnqueueReadBuffer(q, a, CL_FALSE, 0, sizeof(dst), dst, 0, NULL, &ev));
	OK(clWaitForEvents(1, &ev));
	OK(clReleaseEvent(ev));
	sub = clCreateSubBuffer(a, CL_MEM_READ_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &reg, &err);
	OK(err);
	OK(clGetMemObjectInfo(sub, CL_MEM_SIZE, sizeof(sz), &sz, NULL));
	map = clEnqueueMapBuffer(q, b, CL_TRUE, CL_MAP_WRITE, 0, 32, 0, NULL, NULL, &err);
	OK(err);
	if (map) {
		memset(map, 1, 32);
		OK(clEnqueueUnmapMemObject(q, b, map, 0, NULL, NULL));
	}
	{
		size_t bo[3] = { 0, 0, 0 }, ho[3] = { 0, 0, 0 }, r[3] = { 8, 2, 1 };
		OK(clEnqueueReadBufferRect(q, a, CL_TRUE, bo, ho, r, 16, 0, 16, 0, dst, 0, NULL, NULL));
		OK(clEnqueueWriteBufferRect(q, a, CL_FALSE, bo, ho, r, 16, 0, 16, 0, src, 0, NULL, NULL));
	}
	OK(clFinish(q));
	OK(clRetainMemObject(a));
	OK(clReleaseMemObject(a));
	OK(clReleaseMemObject(sub));
	OK(clReleaseMemObject(a));
	OK(clReleaseMemObject(b));
}

static const char *src_k =
	"__kernel void scale(__global int *p, int f, __local int *tmp)\n"
	"{ size_t i = get_global_id(0); tmp[get_local_id(0)] = p[i]; p[i] = tmp[get_local_id(0)] * f; }\n"
	"__kernel void zero(__global int *p) { p[get_global_id(0)] = 0; }\n";

static void kernel(void)
{
	int data[16] = { 1, 2, 3 }, f = 3;
	size_t gws = 16, lws = 4, wg;
	cl_int err;
	cl_program p = clCreateProgramWithSource(ctx, 1, &src_k, NULL, &err);
	cl_kernel k, ks[4];
	cl_uint nk = 0;
	cl_mem m;
	char log[256];

	OK(err);
	OK(clBuildProgram(p, 1, &dev, "-DX=1", NULL, NULL));
	OK(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof(log), log, NULL));
	k = clCreateKernel(p, "scale", &err);
	OK(err);
	m = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(data), data, &err);
	OK(err);
	OK(clSetKernelArg(k, 0, sizeof(m), &m));
	OK(clSetKernelArg(k, 1, sizeof(f), &f));
	OK(clSetKernelArg(k, 2, 4 * sizeof(int), NULL));
	OK(clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof(wg), &wg, NULL));
	OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &gws, &lws, 0, NULL, NULL));
	OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &gws, &lws, 0, NULL, NULL));
	OK(clEnqueueReadBuffer(q, m, CL_TRUE, 0, sizeof(data), data, 0, NULL, NULL));
	OK(clCreateKernelsInProgram(p, 4, ks, &nk));
	for (cl_uint i = 0; i < nk; i++)
		OK(clReleaseKernel(ks[i]));
	OK(clReleaseKernel(k));
	OK(clReleaseMemObject(m));
	OK(clReleaseProgram(p));
}

static void events(void)
{
	cl_int err;
	cl_event u = clCreateUserEvent(ctx, &err), m, b;
	cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 64, NULL, &err);
	char out[64];
	cl_int st;

	OK(err);
	OK(clSetEventCallback(u, CL_COMPLETE, on_event, NULL));
	OK(clEnqueueMarkerWithWaitList(q, 1, &u, &m));
	OK(clEnqueueBarrierWithWaitList(q, 1, &m, &b));
	OK(clEnqueueReadBuffer(q, buf, CL_FALSE, 0, 64, out, 1, &b, NULL));
	OK(clGetEventInfo(m, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL));
	OK(clSetUserEventStatus(u, CL_COMPLETE));
	OK(clWaitForEvents(1, &b));
	OK(clFlush(q));
	OK(clFinish(q));
	OK(clReleaseEvent(u));
	OK(clReleaseEvent(m));
	OK(clReleaseEvent(b));
	OK(clReleaseMemObject(buf));
}

static void images(void)
{
	cl_image_format fmt = { CL_RGBA, CL_UNSIGNED_INT8 };
	cl_image_desc desc = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4, .image_height = 4 };
	unsigned char px[64] = { 1 }, out[64];
	size_t o[3] = { 0, 0, 0 }, r[3] = { 4, 4, 1 };
	cl_int err;
	cl_mem img = clCreateImage(ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
	cl_sampler s;

	OK(err);
	OK(clEnqueueWriteImage(q, img, CL_TRUE, o, r, 0, 0, px, 0, NULL, NULL));
	OK(clEnqueueReadImage(q, img, CL_TRUE, o, r, 0, 0, out, 0, NULL, NULL));
	s = clCreateSampler(ctx, CL_FALSE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err);
	OK(err);
	OK(clReleaseSampler(s));
	OK(clReleaseMemObject(img));
}

static void info(void)
{
	char name[256];
	cl_uint n;
	cl_ulong mem;
	size_t sz;

	OK(clGetPlatformInfo(plat, CL_PLATFORM_NAME, sizeof(name), name, NULL));
	OK(clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof(name), name, NULL));
	OK(clGetDeviceInfo(dev, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof(mem), &mem, NULL));
	OK(clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, 0, NULL, &sz));
	OK(clGetContextInfo(ctx, CL_CONTEXT_NUM_DEVICES, sizeof(n), &n, NULL));
	OK(clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof(n), &n, NULL));
}

int main(int argc, char **argv)
{
	static const struct {
		const char *name;
		void (*fn)(void);
	} sc[] = { { "buffers", buffers }, { "kernel", kernel }, { "events", events },
		   { "images", images }, { "info", info } };
	cl_uint n = 0;
	cl_int err;

	if (clGetPlatformIDs(1, &plat, &n) || !n || clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL)) {
		fprintf(stderr, "no platform\n");
		return 2;
	}
	ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
	OK(err);
	q = clCreateCommandQueueWithProperties(ctx, dev, NULL, &err);
	OK(err);
	for (size_t i = 0; argc > 1 && i < sizeof(sc) / sizeof(sc[0]); i++)
		if (!strcmp(argv[1], sc[i].name))
			sc[i].fn();
	OK(clReleaseCommandQueue(q));
	OK(clReleaseContext(ctx));
	return failed;
}
