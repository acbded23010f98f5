/* SPDX-License-Identifier: MIT */
/*
 * clGet*Info through virtcl: the size-query convention of every query function (spec 4.1 and each
 * clGet*Info: size only, value only, value buffer too small -> CL_INVALID_VALUE, both), unknown
 * parameter names, and handle-valued values (CL_QUEUE_CONTEXT, CL_CONTEXT_DEVICES, ...) that must
 * be the very handles the application holds.
 */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

typedef cl_int (*getter)(const void *obj, const void *obj2, cl_uint param, size_t size, void *val,
			 size_t *size_ret);

#define GETTER(name, T, fn)                                                                        \
	static cl_int name(const void *o, const void *o2, cl_uint p, size_t s, void *v, size_t *r) \
	{                                                                                          \
		(void)o2;                                                                          \
		return fn((T)o, p, s, v, r);                                                       \
	}
GETTER(get_platform, cl_platform_id, clGetPlatformInfo)
GETTER(get_device, cl_device_id, clGetDeviceInfo)
GETTER(get_context, cl_context, clGetContextInfo)
GETTER(get_queue, cl_command_queue, clGetCommandQueueInfo)
GETTER(get_mem, cl_mem, clGetMemObjectInfo)
GETTER(get_image, cl_mem, clGetImageInfo)
GETTER(get_sampler, cl_sampler, clGetSamplerInfo)
GETTER(get_program, cl_program, clGetProgramInfo)
GETTER(get_kernel, cl_kernel, clGetKernelInfo)
GETTER(get_event, cl_event, clGetEventInfo)

static cl_int get_build(const void *o, const void *o2, cl_uint p, size_t s, void *v, size_t *r)
{
	return clGetProgramBuildInfo((cl_program)o, (cl_device_id)o2, p, s, v, r);
}

static cl_int get_wg(const void *o, const void *o2, cl_uint p, size_t s, void *v, size_t *r)
{
	return clGetKernelWorkGroupInfo((cl_kernel)o, (cl_device_id)o2, p, s, v, r);
}

static cl_int get_arg(const void *o, const void *o2, cl_uint p, size_t s, void *v, size_t *r)
{
	return clGetKernelArgInfo((cl_kernel)o, (cl_uint)(uintptr_t)o2, p, s, v, r);
}

/*
 * The four forms of one query. stable: the value may be compared between calls (not a reference
 * count or a status that moves).
 */
static void conventions(const char *what, getter g, const void *o, const void *o2, cl_uint param,
			bool stable)
{
	size_t size = 0, size2 = 0, size3 = 12345;
	unsigned char *a, *b, *c;
	cl_int r;

	r = g(o, o2, param, 0, NULL, &size);
	VT_CHECK(r == CL_SUCCESS && size > 0, "%s: size only -> CL_SUCCESS and a size (%s, %zu)", what,
		 vt_err(r), size);
	if (r != CL_SUCCESS || size == 0 || size > (1u << 20))
		return;
	a = malloc(size + 16);
	b = malloc(size + 16);
	c = malloc(size + 16);
	memset(a, 0xa5, size + 16);
	memset(b, 0x5a, size + 16);
	memset(c, 0xc3, size + 16);

	r = g(o, o2, param, size, a, NULL);
	VT_CHECK(r == CL_SUCCESS, "%s: value only, exact size -> CL_SUCCESS (%s)", what, vt_err(r));
	VT_CHECK(a[size] == 0xa5 && a[size + 15] == 0xa5,
		 "%s: value only writes nothing past the %zu value bytes", what, size);

	r = g(o, o2, param, size + 16, b, &size2);
	VT_CHECK(r == CL_SUCCESS && size2 == size,
		 "%s: value and size, larger buffer -> CL_SUCCESS, size %zu (%s, %zu)", what, size,
		 vt_err(r), size2);
	if (stable)
		VT_CHECK(!memcmp(a, b, size), "%s: both forms return the same value", what);

	r = g(o, o2, param, size - 1, c, &size3);
	VT_CHECK(r == CL_INVALID_VALUE, "%s: buffer one byte too small -> CL_INVALID_VALUE (%s)", what,
		 vt_err(r));
	r = g(o, o2, param, 0, c, NULL);
	VT_CHECK(r == CL_INVALID_VALUE, "%s: value pointer with size 0 -> CL_INVALID_VALUE (%s)", what,
		 vt_err(r));
	free(a);
	free(b);
	free(c);
}

static void unknown_param(const char *what, getter g, const void *o, const void *o2)
{
	char buf[64];
	size_t n;
	cl_int r = g(o, o2, 0x7fff1234u, sizeof(buf), buf, &n);

	VT_CHECK(r == CL_INVALID_VALUE, "%s: unknown param_name -> CL_INVALID_VALUE (%s)", what,
		 vt_err(r));
}

/* A handle-valued query: the value must be exactly the handle the application holds. */
static void same_handle(const char *what, getter g, const void *o, const void *o2, cl_uint param,
			const void *want)
{
	void *got = (void *)1;
	size_t n = 0;
	cl_int r = g(o, o2, param, sizeof(got), &got, &n);

	VT_CHECK(r == CL_SUCCESS && n == sizeof(got) && got == want,
		 "%s returns the application's own handle %p (%s, got %p, size %zu)", what, want,
		 vt_err(r), got, n);
}

static const char *src =
	"__kernel void scale(__global float *x, float f, __local float *tmp)\n"
	"{\n"
	"    size_t i = get_global_id(0);\n"
	"    tmp[get_local_id(0)] = x[i];\n"
	"    x[i] = tmp[get_local_id(0)] * f;\n"
	"}\n";

int main(void)
{
	struct vt_cl c;
	cl_int err;
	cl_program prog;
	cl_kernel k;
	cl_mem buf, sub, img;
	cl_sampler smp;
	cl_event ev;
	float data[64] = { 0 };
	cl_buffer_region region = { 0, 64 };
	cl_uint align_bits = 0;
	cl_image_format fmt = { CL_RGBA, CL_UNORM_INT8 };
	cl_image_desc desc = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 8,
			       .image_height = 4 };
	cl_context_properties props[] = { 0, 0, 0 };
	cl_context ctx2;

	vt_start("integration.info", 80);
	vt_cl_open(&c);

	prog = vt_cl_build(&c, src, NULL);
	VT_REQUIRE(prog, "the test kernel builds");
	k = vt_cl_kernel(prog, "scale");
	VT_REQUIRE(k, "clCreateKernel(scale)");
	clGetDeviceInfo(c.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof(align_bits), &align_bits, NULL);
	region.origin = align_bits / 8;
	buf = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, region.origin + 256, NULL, &err);
	VT_REQUIRE(buf, "clCreateBuffer (%s)", vt_err(err));
	sub = clCreateSubBuffer(buf, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
	VT_REQUIRE(sub, "clCreateSubBuffer (%s)", vt_err(err));
	img = clCreateImage(c.ctx, CL_MEM_READ_ONLY, &fmt, &desc, NULL, &err);
	VT_REQUIRE(img, "clCreateImage (%s)", vt_err(err));
	smp = clCreateSampler(c.ctx, CL_FALSE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err);
	VT_REQUIRE(smp, "clCreateSampler (%s)", vt_err(err));
	VT_CL(clEnqueueWriteBuffer(c.q, buf, CL_TRUE, 0, sizeof(data), data, 0, NULL, &ev));

	/* platform */
	conventions("clGetPlatformInfo(CL_PLATFORM_NAME)", get_platform, c.platform, NULL,
		    CL_PLATFORM_NAME, true);
	conventions("clGetPlatformInfo(CL_PLATFORM_EXTENSIONS)", get_platform, c.platform, NULL,
		    CL_PLATFORM_EXTENSIONS, true);
	unknown_param("clGetPlatformInfo", get_platform, c.platform, NULL);
	/* device */
	conventions("clGetDeviceInfo(CL_DEVICE_NAME)", get_device, c.device, NULL, CL_DEVICE_NAME, true);
	conventions("clGetDeviceInfo(CL_DEVICE_MAX_COMPUTE_UNITS)", get_device, c.device, NULL,
		    CL_DEVICE_MAX_COMPUTE_UNITS, true);
	conventions("clGetDeviceInfo(CL_DEVICE_MAX_WORK_ITEM_SIZES)", get_device, c.device, NULL,
		    CL_DEVICE_MAX_WORK_ITEM_SIZES, true);
	conventions("clGetDeviceInfo(CL_DEVICE_EXTENSIONS)", get_device, c.device, NULL,
		    CL_DEVICE_EXTENSIONS, true);
	conventions("clGetDeviceInfo(CL_DEVICE_PLATFORM)", get_device, c.device, NULL,
		    CL_DEVICE_PLATFORM, true);
	unknown_param("clGetDeviceInfo", get_device, c.device, NULL);
	same_handle("clGetDeviceInfo(CL_DEVICE_PLATFORM)", get_device, c.device, NULL,
		    CL_DEVICE_PLATFORM, c.platform);
	/* context */
	conventions("clGetContextInfo(CL_CONTEXT_DEVICES)", get_context, c.ctx, NULL,
		    CL_CONTEXT_DEVICES, true);
	conventions("clGetContextInfo(CL_CONTEXT_NUM_DEVICES)", get_context, c.ctx, NULL,
		    CL_CONTEXT_NUM_DEVICES, true);
	unknown_param("clGetContextInfo", get_context, c.ctx, NULL);
	same_handle("clGetContextInfo(CL_CONTEXT_DEVICES)", get_context, c.ctx, NULL,
		    CL_CONTEXT_DEVICES, c.device);
	{
		/* CL_CONTEXT_PROPERTIES: exactly what the application passed, platform handle included */
		cl_context_properties got[8] = { 0 };
		size_t n = 0;
		props[0] = CL_CONTEXT_PLATFORM;
		props[1] = (cl_context_properties)c.platform;
		ctx2 = clCreateContext(props, 1, &c.device, NULL, NULL, &err);
		VT_CHECK(ctx2 != NULL, "clCreateContext with CL_CONTEXT_PLATFORM = the virtcl platform (%s)",
			 vt_err(err));
		if (ctx2) {
			conventions("clGetContextInfo(CL_CONTEXT_PROPERTIES)", get_context, ctx2, NULL,
				    CL_CONTEXT_PROPERTIES, true);
			err = clGetContextInfo(ctx2, CL_CONTEXT_PROPERTIES, sizeof(got), got, &n);
			VT_CHECK(err == CL_SUCCESS && n == sizeof(props) && got[0] == CL_CONTEXT_PLATFORM &&
					 got[1] == (cl_context_properties)c.platform && got[2] == 0,
				 "CL_CONTEXT_PROPERTIES is the application's list with its platform handle");
			clReleaseContext(ctx2);
		}
	}
	/* command-queue */
	conventions("clGetCommandQueueInfo(CL_QUEUE_CONTEXT)", get_queue, c.q, NULL, CL_QUEUE_CONTEXT,
		    true);
	conventions("clGetCommandQueueInfo(CL_QUEUE_PROPERTIES)", get_queue, c.q, NULL,
		    CL_QUEUE_PROPERTIES, true);
	unknown_param("clGetCommandQueueInfo", get_queue, c.q, NULL);
	same_handle("clGetCommandQueueInfo(CL_QUEUE_CONTEXT)", get_queue, c.q, NULL, CL_QUEUE_CONTEXT,
		    c.ctx);
	same_handle("clGetCommandQueueInfo(CL_QUEUE_DEVICE)", get_queue, c.q, NULL, CL_QUEUE_DEVICE,
		    c.device);
	/* memory objects */
	conventions("clGetMemObjectInfo(CL_MEM_SIZE)", get_mem, buf, NULL, CL_MEM_SIZE, true);
	conventions("clGetMemObjectInfo(CL_MEM_FLAGS)", get_mem, buf, NULL, CL_MEM_FLAGS, true);
	conventions("clGetMemObjectInfo(CL_MEM_OFFSET) of a sub-buffer", get_mem, sub, NULL,
		    CL_MEM_OFFSET, true);
	unknown_param("clGetMemObjectInfo", get_mem, buf, NULL);
	same_handle("clGetMemObjectInfo(CL_MEM_CONTEXT)", get_mem, buf, NULL, CL_MEM_CONTEXT, c.ctx);
	same_handle("clGetMemObjectInfo(CL_MEM_ASSOCIATED_MEMOBJECT) of a sub-buffer", get_mem, sub,
		    NULL, CL_MEM_ASSOCIATED_MEMOBJECT, buf);
	same_handle("clGetMemObjectInfo(CL_MEM_ASSOCIATED_MEMOBJECT) of a buffer", get_mem, buf, NULL,
		    CL_MEM_ASSOCIATED_MEMOBJECT, NULL);
	{
		size_t off = 1, size = 0;
		clGetMemObjectInfo(sub, CL_MEM_OFFSET, sizeof(off), &off, NULL);
		clGetMemObjectInfo(sub, CL_MEM_SIZE, sizeof(size), &size, NULL);
		VT_CHECK(off == region.origin && size == 64,
			 "sub-buffer CL_MEM_OFFSET %zu, CL_MEM_SIZE 64 (%zu, %zu)", region.origin, off, size);
	}
	conventions("clGetImageInfo(CL_IMAGE_FORMAT)", get_image, img, NULL, CL_IMAGE_FORMAT, true);
	conventions("clGetImageInfo(CL_IMAGE_WIDTH)", get_image, img, NULL, CL_IMAGE_WIDTH, true);
	/* sampler */
	conventions("clGetSamplerInfo(CL_SAMPLER_ADDRESSING_MODE)", get_sampler, smp, NULL,
		    CL_SAMPLER_ADDRESSING_MODE, true);
	same_handle("clGetSamplerInfo(CL_SAMPLER_CONTEXT)", get_sampler, smp, NULL, CL_SAMPLER_CONTEXT,
		    c.ctx);
	/* program */
	conventions("clGetProgramInfo(CL_PROGRAM_SOURCE)", get_program, prog, NULL, CL_PROGRAM_SOURCE,
		    true);
	conventions("clGetProgramInfo(CL_PROGRAM_KERNEL_NAMES)", get_program, prog, NULL,
		    CL_PROGRAM_KERNEL_NAMES, true);
	conventions("clGetProgramInfo(CL_PROGRAM_BINARY_SIZES)", get_program, prog, NULL,
		    CL_PROGRAM_BINARY_SIZES, true);
	conventions("clGetProgramInfo(CL_PROGRAM_DEVICES)", get_program, prog, NULL,
		    CL_PROGRAM_DEVICES, true);
	unknown_param("clGetProgramInfo", get_program, prog, NULL);
	same_handle("clGetProgramInfo(CL_PROGRAM_CONTEXT)", get_program, prog, NULL,
		    CL_PROGRAM_CONTEXT, c.ctx);
	same_handle("clGetProgramInfo(CL_PROGRAM_DEVICES)", get_program, prog, NULL,
		    CL_PROGRAM_DEVICES, c.device);
	{
		char s[4096] = "";
		clGetProgramInfo(prog, CL_PROGRAM_SOURCE, sizeof(s), s, NULL);
		VT_CHECK(!strcmp(s, src), "CL_PROGRAM_SOURCE is the source the application gave");
	}
	conventions("clGetProgramBuildInfo(CL_PROGRAM_BUILD_STATUS)", get_build, prog, c.device,
		    CL_PROGRAM_BUILD_STATUS, true);
	conventions("clGetProgramBuildInfo(CL_PROGRAM_BUILD_OPTIONS)", get_build, prog, c.device,
		    CL_PROGRAM_BUILD_OPTIONS, true);
	/* kernel */
	conventions("clGetKernelInfo(CL_KERNEL_FUNCTION_NAME)", get_kernel, k, NULL,
		    CL_KERNEL_FUNCTION_NAME, true);
	conventions("clGetKernelInfo(CL_KERNEL_NUM_ARGS)", get_kernel, k, NULL, CL_KERNEL_NUM_ARGS,
		    true);
	unknown_param("clGetKernelInfo", get_kernel, k, NULL);
	same_handle("clGetKernelInfo(CL_KERNEL_PROGRAM)", get_kernel, k, NULL, CL_KERNEL_PROGRAM, prog);
	same_handle("clGetKernelInfo(CL_KERNEL_CONTEXT)", get_kernel, k, NULL, CL_KERNEL_CONTEXT, c.ctx);
	conventions("clGetKernelWorkGroupInfo(CL_KERNEL_WORK_GROUP_SIZE)", get_wg, k, c.device,
		    CL_KERNEL_WORK_GROUP_SIZE, true);
	conventions("clGetKernelWorkGroupInfo(CL_KERNEL_COMPILE_WORK_GROUP_SIZE)", get_wg, k, c.device,
		    CL_KERNEL_COMPILE_WORK_GROUP_SIZE, true);
	{
		/* kernel argument info needs -cl-kernel-arg-info; CL_KERNEL_ARG_INFO_NOT_AVAILABLE else */
		cl_program p2 = vt_cl_build(&c, src, "-cl-kernel-arg-info");
		cl_kernel k2 = p2 ? vt_cl_kernel(p2, "scale") : NULL;
		if (k2) {
			char name[64] = "";
			conventions("clGetKernelArgInfo(CL_KERNEL_ARG_NAME)", get_arg, k2, (void *)1,
				    CL_KERNEL_ARG_NAME, true);
			conventions("clGetKernelArgInfo(CL_KERNEL_ARG_ADDRESS_QUALIFIER)", get_arg, k2,
				    (void *)2, CL_KERNEL_ARG_ADDRESS_QUALIFIER, true);
			clGetKernelArgInfo(k2, 1, CL_KERNEL_ARG_NAME, sizeof(name), name, NULL);
			VT_CHECK(!strcmp(name, "f"), "CL_KERNEL_ARG_NAME of argument 1 is \"f\" (\"%s\")",
				 name);
			clReleaseKernel(k2);
		} else {
			VT_CHECK(false, "program with -cl-kernel-arg-info builds");
		}
		if (p2)
			clReleaseProgram(p2);
	}
	/* event (complete, so its values do not move) */
	VT_CL(clWaitForEvents(1, &ev));
	conventions("clGetEventInfo(CL_EVENT_COMMAND_TYPE)", get_event, ev, NULL,
		    CL_EVENT_COMMAND_TYPE, true);
	conventions("clGetEventInfo(CL_EVENT_COMMAND_EXECUTION_STATUS)", get_event, ev, NULL,
		    CL_EVENT_COMMAND_EXECUTION_STATUS, true);
	conventions("clGetEventInfo(CL_EVENT_COMMAND_QUEUE)", get_event, ev, NULL,
		    CL_EVENT_COMMAND_QUEUE, true);
	unknown_param("clGetEventInfo", get_event, ev, NULL);
	same_handle("clGetEventInfo(CL_EVENT_COMMAND_QUEUE)", get_event, ev, NULL,
		    CL_EVENT_COMMAND_QUEUE, c.q);
	same_handle("clGetEventInfo(CL_EVENT_CONTEXT)", get_event, ev, NULL, CL_EVENT_CONTEXT, c.ctx);
	{
		cl_command_type t = 0;
		clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof(t), &t, NULL);
		VT_CHECK(t == CL_COMMAND_WRITE_BUFFER, "event of a write reports CL_COMMAND_WRITE_BUFFER (%#x)",
			 t);
	}
	/* a user event has no queue: CL_EVENT_COMMAND_QUEUE is NULL */
	{
		cl_event u = clCreateUserEvent(c.ctx, &err);
		VT_CHECK(u != NULL, "clCreateUserEvent (%s)", vt_err(err));
		if (u) {
			same_handle("clGetEventInfo(CL_EVENT_COMMAND_QUEUE) of a user event", get_event, u,
				    NULL, CL_EVENT_COMMAND_QUEUE, NULL);
			clSetUserEventStatus(u, CL_COMPLETE);
			clReleaseEvent(u);
		}
	}

	/* The front-end caches immutable answers per object (docs/design.md): what can change must
	 * never come from it, and each object has its own answers. */
	{
		cl_uint rc0 = 0, rc1 = 0;
		size_t s1 = 0, s2 = 0;
		cl_mem b2 = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
		VT_REQUIRE(b2, "a second buffer (%s)", vt_err(err));
		clGetMemObjectInfo(buf, CL_MEM_SIZE, sizeof(s1), &s1, NULL);
		clGetMemObjectInfo(b2, CL_MEM_SIZE, sizeof(s2), &s2, NULL);
		VT_CHECK(s1 == region.origin + 256 && s2 == 4096,
			 "CL_MEM_SIZE of two buffers asked in turn: %zu and 4096 (%zu, %zu)",
			 region.origin + 256, s1, s2);
		clGetMemObjectInfo(b2, CL_MEM_REFERENCE_COUNT, sizeof(rc0), &rc0, NULL);
		clRetainMemObject(b2);
		clGetMemObjectInfo(b2, CL_MEM_REFERENCE_COUNT, sizeof(rc1), &rc1, NULL);
		VT_CHECK(rc1 == rc0 + 1, "CL_MEM_REFERENCE_COUNT follows a retain (%u then %u)", rc0, rc1);
		clReleaseMemObject(b2);
		clReleaseMemObject(b2);
		/* a new buffer never gets a released one's answers */
		b2 = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 8192, NULL, &err);
		VT_REQUIRE(b2, "a third buffer (%s)", vt_err(err));
		clGetMemObjectInfo(b2, CL_MEM_SIZE, sizeof(s2), &s2, NULL);
		VT_CHECK(s2 == 8192, "CL_MEM_SIZE of a buffer made after one was released: 8192 (%zu)", s2);
		clReleaseMemObject(b2);
	}

	clReleaseEvent(ev);
	clReleaseSampler(smp);
	clReleaseMemObject(img);
	clReleaseMemObject(sub);
	clReleaseMemObject(buf);
	clReleaseKernel(k);
	clReleaseProgram(prog);
	vt_cl_close(&c);
	return vt_finish();
}
