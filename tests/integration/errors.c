/* SPDX-License-Identifier: MIT */
/*
 * Error codes through virtcl are the host's: one sequence of invalid calls (bad handles, unknown
 * info names, short sizes, bad flags, out-of-range regions, bad wait lists, bad kernel arguments
 * and launch geometry, bad images, ...) runs through virtcl and natively on the host's ICD (a
 * second process, as in refcount.c: the ICD loader reads OCL_ICD_VENDORS once per process), and
 * every code must be the same, case by case; both are printed. Neither the application nor the
 * daemon may crash, and no mistake of an application may end its session (no protocol violation).
 *
 * Handles: NULL where a handle is expected (the ICD loader answers most of those itself, for both
 * runs), and valid handles of the right type but the wrong kind where the host checks (an image
 * where a buffer is expected, a sub-buffer as a parent, a command's event as a user event, objects
 * of another context). A valid handle of another type (a cl_mem as a cl_kernel) is undefined
 * behaviour natively (PoCL does not check types) and is left out.
 *
 * virtcl does not wait for an enqueue (or clSetKernelArg) once an identical call succeeded
 * (docs/design.md, "Calls that are not waited for"). Every error case below is the first call of
 * its signature in the process. The last section makes calls that fail after an identical success
 * (the wait list is not part of the signature) and checks what the design promises for them: the
 * call returns CL_SUCCESS, the failure comes as an ASYNC_ERROR on the notify channel (printed on
 * stderr) and the event the application asked for reports an error status.
 *
 * Differences from native that are deliberate and documented are listed in `deliberate[]` with
 * their reason; any other difference is a failed check.
 *
 * Cases left out because native PoCL 3.1 crashes or exits on them (each marked where it would be):
 * clCreateCommandQueueWithProperties with CL_QUEUE_ON_DEVICE, clCreateProgramWithSource with NULL
 * strings, clBuildProgram with "-D" alone, clCompileProgram with NULL headers, clEnqueueNDRangeKernel
 * with 1 event and a NULL list / a NULL kernel / a local size of 0, and
 * clEnqueueWaitForEvents.
 *
 * Last, virtcl only (natively undefined): a value that is no handle at all for a __global argument,
 * in a session of its own; it must not crash the host side (docs/design.md: handles on the wire
 * are IDs, never host pointers).
 */
#define _GNU_SOURCE
#include "harness.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_CASES 256

struct results {
	int n;
	char label[MAX_CASES][112];
	long code[MAX_CASES];
};

/* A value no OpenCL call returns: the call did not set errcode_ret. */
#define NOT_SET 12345

static struct results *out;
static int native_mode;

static void rec(const char *label, long code)
{
	if (out->n >= MAX_CASES)
		return;
	snprintf(out->label[out->n], sizeof(out->label[0]), "%s", label);
	out->code[out->n++] = code;
	if (native_mode) { /* one line at a time: a crash leaves the cases before it readable */
		printf("%ld %s\n", code, label);
		fflush(stdout);
	}
}

/* The code is compared; an object returned with an error (or none with CL_SUCCESS) is noted. */
static void rec_obj(const char *label, long code, bool have_obj)
{
	if (have_obj != (code == CL_SUCCESS))
		fprintf(native_mode ? stderr : stdout, "# %s (%s): %s\n", label,
			native_mode ? "native" : "virtcl",
			have_obj ? "an object came with an error code" : "no object came with CL_SUCCESS");
	rec(label, code);
}

#define CASE(label, expr) rec(label, (long)(expr))
/* A creation call: `call` uses &e_ as its errcode_ret; the object (if any) is released. */
#define CREATE(label, type, release, call)                                                         \
	do {                                                                                       \
		cl_int e_ = NOT_SET;                                                               \
		type o_ = call;                                                                    \
		rec_obj(label, e_, o_ != NULL);                                                    \
		if (o_)                                                                            \
			release(o_);                                                               \
	} while (0)
/* A map: `call` uses &e_; a mapping that succeeds is unmapped again. */
#define MAP(label, mq, mobj, call)                                                                 \
	do {                                                                                       \
		cl_int e_ = NOT_SET;                                                               \
		void *p_ = call;                                                                   \
		rec_obj(label, e_, p_ != NULL);                                                    \
		if (p_) {                                                                          \
			clEnqueueUnmapMemObject(mq, mobj, p_, 0, NULL, NULL);                      \
			clFinish(mq);                                                              \
		}                                                                                  \
	} while (0)
/* An enqueue: `call_with_ev` asks for &ev, which a failed call must not set. */
#define ENQ(label, call_with_ev)                                                                   \
	do {                                                                                       \
		cl_event ev = NULL;                                                                \
		cl_int r_ = call_with_ev;                                                          \
		rec_obj(label, r_, ev != NULL);                                                    \
		if (ev)                                                                            \
			clReleaseEvent(ev);                                                        \
	} while (0)

static const char *src =
	"__kernel void k(__global int *x, int v) { x[get_global_id(0)] = v; }\n"
	"__kernel void kl(__global int *x, __local int *t)\n"
	"{ t[get_local_id(0)] = 1; barrier(CLK_LOCAL_MEM_FENCE); x[get_global_id(0)] = t[0]; }\n";
static const char *img_src =
	"__kernel void ki(__read_only image2d_t im, sampler_t s, __global float4 *o)\n"
	"{ o[0] = read_imagef(im, s, (int2)(0, 0)); }\n";

static void CL_CALLBACK ev_cb(cl_event e, cl_int st, void *ud)
{
	(void)e;
	(void)st;
	(void)ud;
}

static void CL_CALLBACK build_cb(cl_program p, void *ud)
{
	(void)p;
	(void)ud;
}

/* The sequence: the same code runs through virtcl and natively. */
static void cases(cl_platform_id plat, cl_device_id dev)
{
	cl_int err;
	cl_context ctx, ctx2;
	cl_command_queue q, q2;
	cl_mem buf, buf2, sub, ro, noacc;
	cl_program prog, unbuilt;
	cl_kernel k, kl, kfresh;
	cl_event ue, ue2, mev;
	cl_bool images = CL_FALSE;
	cl_image_format fmt = { CL_RGBA, CL_UNORM_INT8 };
	cl_image_desc desc;
	cl_mem img = NULL;
	char name[256];
	int host[256] = { 0 };
	size_t gws = 64, lws, big;
	cl_ulong max_alloc = 0;
	cl_uint align_bits = 0;

	ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
	ctx2 = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
	q = clCreateCommandQueue(ctx, dev, 0, &err);
	q2 = clCreateCommandQueue(ctx2, dev, 0, &err);
	buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 1024, NULL, &err);
	buf2 = clCreateBuffer(ctx2, CL_MEM_READ_WRITE, 1024, NULL, &err);
	ro = clCreateBuffer(ctx, CL_MEM_READ_ONLY, 1024, NULL, &err);
	noacc = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_HOST_NO_ACCESS, 1024, NULL, &err);
	prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
	clBuildProgram(prog, 1, &dev, NULL, NULL, NULL);
	unbuilt = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
	k = clCreateKernel(prog, "k", &err);
	kl = clCreateKernel(prog, "kl", &err);
	kfresh = clCreateKernel(prog, "k", &err); /* its arguments are never set */
	ue = clCreateUserEvent(ctx, &err);
	ue2 = clCreateUserEvent(ctx2, &err);
	/* complete: a command that accepts it in its wait list (PoCL's clEnqueueNDRangeKernel does)
	 * must not hold the queue */
	clSetUserEventStatus(ue2, CL_COMPLETE);
	clEnqueueMarkerWithWaitList(q, 0, NULL, &mev);
	clFinish(q);
	clGetDeviceInfo(dev, CL_DEVICE_IMAGE_SUPPORT, sizeof(images), &images, NULL);
	clGetDeviceInfo(dev, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof(max_alloc), &max_alloc, NULL);
	clGetDeviceInfo(dev, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof(align_bits), &align_bits, NULL);
	clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof(lws), &lws, NULL);
	big = (size_t)max_alloc * 2 + 4096;
	if (!ctx || !ctx2 || !q || !q2 || !buf || !buf2 || !ro || !noacc || !prog || !k || !kl ||
	    !kfresh || !ue || !ue2 || !mev) {
		rec("setup: every object of the sequence was created", 0);
		return;
	}

	/* ---- platforms and devices ---- */
	CASE("clGetPlatformInfo: unknown param_name",
	     clGetPlatformInfo(plat, 0x7fff, sizeof(name), name, NULL));
	CASE("clGetPlatformInfo: CL_PLATFORM_NAME, size 1",
	     clGetPlatformInfo(plat, CL_PLATFORM_NAME, 1, name, NULL));
	CASE("clGetDeviceInfo: unknown param_name", clGetDeviceInfo(dev, 0x7fff, sizeof(name), name, NULL));
	CASE("clGetDeviceInfo: CL_DEVICE_MAX_COMPUTE_UNITS, size 2",
	     clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, 2, name, NULL));
	CASE("clGetDeviceInfo: CL_DEVICE_NAME, size 1", clGetDeviceInfo(dev, CL_DEVICE_NAME, 1, name, NULL));
	CASE("clGetDeviceInfo: NULL device", clGetDeviceInfo(NULL, CL_DEVICE_NAME, sizeof(name), name, NULL));
	{
		cl_device_id d[2];
		cl_uint nd;
		CASE("clGetDeviceIDs: num_entries 0 with a devices array",
		     clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 0, d, NULL));
		CASE("clGetDeviceIDs: no devices array and no num_devices",
		     clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 0, NULL, NULL));
		CASE("clGetDeviceIDs: device type 0", clGetDeviceIDs(plat, 0, 2, d, &nd));
		CASE("clGetDeviceIDs: unknown device type bit", clGetDeviceIDs(plat, (cl_device_type)1 << 40, 2, d, &nd));
		CASE("clGetDeviceIDs: no device of type CUSTOM",
		     clGetDeviceIDs(plat, CL_DEVICE_TYPE_CUSTOM, 2, d, &nd));
	}
	{
		cl_device_partition_property pp[] = { 0x7fff, 1, 0 };
		cl_device_id sd[4];
		cl_uint nsd = 0;
		CASE("clCreateSubDevices: unknown partition property",
		     clCreateSubDevices(dev, pp, 4, sd, &nsd));
	}

	/* ---- contexts ---- */
	{
		cl_device_id nodev = NULL;
		cl_context_properties bad[] = { 0x7fff, 1, 0 };
		cl_context_properties badplat[] = { CL_CONTEXT_PLATFORM, 0, 0 };
		cl_context_properties twice[] = { CL_CONTEXT_PLATFORM, 0, CL_CONTEXT_PLATFORM, 0, 0 };
		int ud;
		CREATE("clCreateContext: 0 devices", cl_context, clReleaseContext,
		       clCreateContext(NULL, 0, &dev, NULL, NULL, &e_));
		CREATE("clCreateContext: NULL devices", cl_context, clReleaseContext,
		       clCreateContext(NULL, 1, NULL, NULL, NULL, &e_));
		CREATE("clCreateContext: a NULL device in the list", cl_context, clReleaseContext,
		       clCreateContext(NULL, 1, &nodev, NULL, NULL, &e_));
		CREATE("clCreateContext: unknown property", cl_context, clReleaseContext,
		       clCreateContext(bad, 1, &dev, NULL, NULL, &e_));
		badplat[1] = (cl_context_properties)plat;
		twice[1] = twice[3] = (cl_context_properties)plat;
		CREATE("clCreateContext: CL_CONTEXT_PLATFORM twice", cl_context, clReleaseContext,
		       clCreateContext(twice, 1, &dev, NULL, NULL, &e_));
		CREATE("clCreateContext: user_data without pfn_notify", cl_context, clReleaseContext,
		       clCreateContext(NULL, 1, &dev, NULL, &ud, &e_));
		CREATE("clCreateContextFromType: no device of type CUSTOM", cl_context, clReleaseContext,
		       clCreateContextFromType(badplat, CL_DEVICE_TYPE_CUSTOM, NULL, NULL, &e_));
		CASE("clGetContextInfo: unknown param_name", clGetContextInfo(ctx, 0x7fff, sizeof(name), name, NULL));
		CASE("clGetContextInfo: CL_CONTEXT_NUM_DEVICES, size 1",
		     clGetContextInfo(ctx, CL_CONTEXT_NUM_DEVICES, 1, name, NULL));
		CASE("clGetContextInfo: NULL context",
		     clGetContextInfo(NULL, CL_CONTEXT_NUM_DEVICES, sizeof(name), name, NULL));
	}

	/* ---- command-queues ---- */
	{
		cl_queue_properties unknown[] = { 0x7fff, 0, 0 };
		cl_queue_properties on_dev[] = { CL_QUEUE_PROPERTIES, CL_QUEUE_ON_DEVICE, 0 };
		cl_queue_properties badbits[] = { CL_QUEUE_PROPERTIES, (cl_queue_properties)1 << 40, 0 };
		cl_queue_properties size_only[] = { CL_QUEUE_SIZE, 16, 0 };
		CREATE("clCreateCommandQueue: NULL device", cl_command_queue, clReleaseCommandQueue,
		       clCreateCommandQueue(ctx, NULL, 0, &e_));
		CREATE("clCreateCommandQueue: unknown property bits", cl_command_queue, clReleaseCommandQueue,
		       clCreateCommandQueue(ctx, dev, (cl_command_queue_properties)1 << 40, &e_));
		CREATE("clCreateCommandQueue: NULL context", cl_command_queue, clReleaseCommandQueue,
		       clCreateCommandQueue(NULL, dev, 0, &e_));
		CREATE("clCreateCommandQueueWithProperties: unknown property", cl_command_queue,
		       clReleaseCommandQueue, clCreateCommandQueueWithProperties(ctx, dev, unknown, &e_));
		/* left out: CL_QUEUE_ON_DEVICE (without OUT_OF_ORDER, or at all): PoCL 3.1 exits the
		 * process ("Device side queue is unimplemented") instead of returning an error */
		(void)on_dev;
		CREATE("clCreateCommandQueueWithProperties: unknown CL_QUEUE_PROPERTIES bits",
		       cl_command_queue, clReleaseCommandQueue,
		       clCreateCommandQueueWithProperties(ctx, dev, badbits, &e_));
		CREATE("clCreateCommandQueueWithProperties: CL_QUEUE_SIZE without ON_DEVICE", cl_command_queue,
		       clReleaseCommandQueue, clCreateCommandQueueWithProperties(ctx, dev, size_only, &e_));
		CASE("clGetCommandQueueInfo: unknown param_name",
		     clGetCommandQueueInfo(q, 0x7fff, sizeof(name), name, NULL));
		CASE("clGetCommandQueueInfo: CL_QUEUE_CONTEXT, size 4",
		     clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, 4, name, NULL));
		CASE("clFinish: NULL queue", clFinish(NULL));
	}

	/* ---- buffers ---- */
	{
		cl_mem_properties badprop[] = { 0x7fff, 0, 0 };
		CREATE("clCreateBuffer: size 0", cl_mem, clReleaseMemObject,
		       clCreateBuffer(ctx, CL_MEM_READ_WRITE, 0, NULL, &e_));
		CREATE("clCreateBuffer: size past CL_DEVICE_MAX_MEM_ALLOC_SIZE", cl_mem, clReleaseMemObject,
		       clCreateBuffer(ctx, CL_MEM_READ_WRITE, big, NULL, &e_));
		CREATE("clCreateBuffer: USE_HOST_PTR without host_ptr", cl_mem, clReleaseMemObject,
		       clCreateBuffer(ctx, CL_MEM_USE_HOST_PTR, 1024, NULL, &e_));
		CREATE("clCreateBuffer: COPY_HOST_PTR without host_ptr", cl_mem, clReleaseMemObject,
		       clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, 1024, NULL, &e_));
		CREATE("clCreateBuffer: host_ptr without USE/COPY_HOST_PTR", cl_mem, clReleaseMemObject,
		       clCreateBuffer(ctx, CL_MEM_READ_WRITE, 1024, host, &e_));
		CREATE("clCreateBuffer: READ_ONLY | WRITE_ONLY", cl_mem, clReleaseMemObject,
		       clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, 1024, NULL, &e_));
		CREATE("clCreateBuffer: READ_WRITE | READ_ONLY", cl_mem, clReleaseMemObject,
		       clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_READ_ONLY, 1024, NULL, &e_));
		CREATE("clCreateBuffer: USE_HOST_PTR | ALLOC_HOST_PTR", cl_mem, clReleaseMemObject,
		       clCreateBuffer(ctx, CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR, 1024, host, &e_));
		CREATE("clCreateBuffer: USE_HOST_PTR | COPY_HOST_PTR", cl_mem, clReleaseMemObject,
		       clCreateBuffer(ctx, CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR, 1024, host, &e_));
		CREATE("clCreateBuffer: HOST_READ_ONLY | HOST_NO_ACCESS", cl_mem, clReleaseMemObject,
		       clCreateBuffer(ctx, CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS, 1024, NULL, &e_));
		CREATE("clCreateBuffer: unknown flag bit", cl_mem, clReleaseMemObject,
		       clCreateBuffer(ctx, (cl_mem_flags)1 << 40, 1024, NULL, &e_));
		CREATE("clCreateBuffer: NULL context", cl_mem, clReleaseMemObject,
		       clCreateBuffer(NULL, CL_MEM_READ_WRITE, 1024, NULL, &e_));
		CREATE("clCreateBufferWithProperties: unknown property", cl_mem, clReleaseMemObject,
		       clCreateBufferWithProperties(ctx, badprop, CL_MEM_READ_WRITE, 1024, NULL, &e_));
		CASE("clGetMemObjectInfo: unknown param_name", clGetMemObjectInfo(buf, 0x7fff, sizeof(name), name, NULL));
		CASE("clGetMemObjectInfo: CL_MEM_SIZE, size 4", clGetMemObjectInfo(buf, CL_MEM_SIZE, 4, name, NULL));
		CASE("clGetMemObjectInfo: NULL memobj",
		     clGetMemObjectInfo(NULL, CL_MEM_SIZE, sizeof(name), name, NULL));
		CASE("clGetImageInfo: a buffer", clGetImageInfo(buf, CL_IMAGE_WIDTH, sizeof(name), name, NULL));
		CASE("clReleaseMemObject: NULL", clReleaseMemObject(NULL));
		CASE("clRetainMemObject: NULL", clRetainMemObject(NULL));
	}

	/* ---- sub-buffers ---- */
	{
		cl_buffer_region out_of_range = { 512, 1024 };
		cl_buffer_region zero = { 0, 0 };
		cl_buffer_region misaligned = { 1, 64 };
		cl_buffer_region ok = { 0, 256 };
		cl_buffer_region origin_past_end = { 2048, 16 };
		CREATE("clCreateSubBuffer: origin + size past the end", cl_mem, clReleaseMemObject,
		       clCreateSubBuffer(buf, 0, CL_BUFFER_CREATE_TYPE_REGION, &out_of_range, &e_));
		CREATE("clCreateSubBuffer: origin past the end", cl_mem, clReleaseMemObject,
		       clCreateSubBuffer(buf, 0, CL_BUFFER_CREATE_TYPE_REGION, &origin_past_end, &e_));
		CREATE("clCreateSubBuffer: size 0", cl_mem, clReleaseMemObject,
		       clCreateSubBuffer(buf, 0, CL_BUFFER_CREATE_TYPE_REGION, &zero, &e_));
		CREATE("clCreateSubBuffer: misaligned origin", cl_mem, clReleaseMemObject,
		       clCreateSubBuffer(buf, 0, CL_BUFFER_CREATE_TYPE_REGION, &misaligned, &e_));
		CREATE("clCreateSubBuffer: unknown create type", cl_mem, clReleaseMemObject,
		       clCreateSubBuffer(buf, 0, 0x7fff, &ok, &e_));
		CREATE("clCreateSubBuffer: NULL region", cl_mem, clReleaseMemObject,
		       clCreateSubBuffer(buf, 0, CL_BUFFER_CREATE_TYPE_REGION, NULL, &e_));
		CREATE("clCreateSubBuffer: WRITE_ONLY of a READ_ONLY buffer", cl_mem, clReleaseMemObject,
		       clCreateSubBuffer(ro, CL_MEM_WRITE_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &ok, &e_));
		CREATE("clCreateSubBuffer: USE_HOST_PTR flag", cl_mem, clReleaseMemObject,
		       clCreateSubBuffer(buf, CL_MEM_USE_HOST_PTR, CL_BUFFER_CREATE_TYPE_REGION, &ok, &e_));
		sub = clCreateSubBuffer(buf, 0, CL_BUFFER_CREATE_TYPE_REGION, &ok, &err);
		if (sub) {
			CREATE("clCreateSubBuffer: of a sub-buffer", cl_mem, clReleaseMemObject,
			       clCreateSubBuffer(sub, 0, CL_BUFFER_CREATE_TYPE_REGION, &ok, &e_));
			clReleaseMemObject(sub);
		}
	}

	/* ---- reads, writes, copies, fills ---- */
	{
		cl_event nullev = NULL;
		size_t o3[3] = { 0, 0, 0 }, r3[3] = { 16, 2, 1 };
		size_t r_big[3] = { 64, 64, 1 }, r_w0[3] = { 0, 1, 1 };
		int pat = 0;
		ENQ("clEnqueueReadBuffer: offset + size past the end",
		    clEnqueueReadBuffer(q, buf, CL_TRUE, 512, 1024, host, 0, NULL, &ev));
		ENQ("clEnqueueReadBuffer: offset past the end",
		    clEnqueueReadBuffer(q, buf, CL_TRUE, 2048, 4, host, 0, NULL, &ev));
		ENQ("clEnqueueReadBuffer: NULL ptr", clEnqueueReadBuffer(q, buf, CL_TRUE, 0, 16, NULL, 0, NULL, &ev));
		ENQ("clEnqueueReadBuffer: size 0", clEnqueueReadBuffer(q, buf, CL_TRUE, 0, 0, host, 0, NULL, &ev));
		ENQ("clEnqueueReadBuffer (non-blocking): size 0",
		    clEnqueueReadBuffer(q, buf, CL_FALSE, 0, 0, host, 0, NULL, &ev));
		ENQ("clEnqueueReadBuffer: 1 event, NULL wait list",
		    clEnqueueReadBuffer(q, buf, CL_TRUE, 0, 16, host, 1, NULL, &ev));
		ENQ("clEnqueueReadBuffer: 0 events, a wait list",
		    clEnqueueReadBuffer(q, buf, CL_TRUE, 0, 16, host, 0, &mev, &ev));
		ENQ("clEnqueueReadBuffer: a NULL event in the wait list",
		    clEnqueueReadBuffer(q, buf, CL_TRUE, 0, 16, host, 1, &nullev, &ev));
		ENQ("clEnqueueReadBuffer: an event of another context in the wait list",
		    clEnqueueReadBuffer(q, buf, CL_FALSE, 0, 16, host, 1, &ue2, &ev));
		ENQ("clEnqueueReadBuffer: a buffer of another context",
		    clEnqueueReadBuffer(q, buf2, CL_TRUE, 0, 16, host, 0, NULL, &ev));
		ENQ("clEnqueueReadBuffer: NULL buffer", clEnqueueReadBuffer(q, NULL, CL_TRUE, 0, 16, host, 0, NULL, &ev));
		ENQ("clEnqueueReadBuffer: NULL queue", clEnqueueReadBuffer(NULL, buf, CL_TRUE, 0, 16, host, 0, NULL, &ev));
		ENQ("clEnqueueReadBuffer: a HOST_NO_ACCESS buffer",
		    clEnqueueReadBuffer(q, noacc, CL_TRUE, 0, 16, host, 0, NULL, &ev));
		ENQ("clEnqueueWriteBuffer: offset + size past the end",
		    clEnqueueWriteBuffer(q, buf, CL_TRUE, 1000, 64, host, 0, NULL, &ev));
		ENQ("clEnqueueWriteBuffer: NULL ptr", clEnqueueWriteBuffer(q, buf, CL_TRUE, 0, 16, NULL, 0, NULL, &ev));
		ENQ("clEnqueueWriteBuffer (non-blocking): 1 event, NULL wait list",
		    clEnqueueWriteBuffer(q, buf, CL_FALSE, 0, 16, host, 1, NULL, &ev));
		ENQ("clEnqueueWriteBuffer: a HOST_NO_ACCESS buffer",
		    clEnqueueWriteBuffer(q, noacc, CL_TRUE, 0, 16, host, 0, NULL, &ev));
		ENQ("clEnqueueCopyBuffer: overlapping regions of one buffer",
		    clEnqueueCopyBuffer(q, buf, buf, 0, 16, 64, 0, NULL, &ev));
		ENQ("clEnqueueCopyBuffer: source region past the end",
		    clEnqueueCopyBuffer(q, buf, ro, 1000, 0, 64, 0, NULL, &ev));
		ENQ("clEnqueueCopyBuffer: size 0", clEnqueueCopyBuffer(q, buf, ro, 0, 0, 0, 0, NULL, &ev));
		ENQ("clEnqueueCopyBuffer: a buffer of another context",
		    clEnqueueCopyBuffer(q, buf, buf2, 0, 0, 64, 0, NULL, &ev));
		ENQ("clEnqueueCopyBuffer: 0 events, a wait list",
		    clEnqueueCopyBuffer(q, buf, ro, 0, 0, 64, 0, &mev, &ev));
		ENQ("clEnqueueFillBuffer: pattern size 3", clEnqueueFillBuffer(q, buf, &pat, 3, 0, 12, 0, NULL, &ev));
		ENQ("clEnqueueFillBuffer: offset not a multiple of the pattern size",
		    clEnqueueFillBuffer(q, buf, &pat, 4, 2, 16, 0, NULL, &ev));
		ENQ("clEnqueueFillBuffer: NULL pattern", clEnqueueFillBuffer(q, buf, NULL, 4, 0, 16, 0, NULL, &ev));
		ENQ("clEnqueueFillBuffer: past the end", clEnqueueFillBuffer(q, buf, &pat, 4, 1020, 16, 0, NULL, &ev));
		ENQ("clEnqueueReadBufferRect: row pitch smaller than the region",
		    clEnqueueReadBufferRect(q, buf, CL_TRUE, o3, o3, r3, 8, 0, 0, 0, host, 0, NULL, &ev));
		ENQ("clEnqueueReadBufferRect: region past the end",
		    clEnqueueReadBufferRect(q, buf, CL_TRUE, o3, o3, r_big, 0, 0, 0, 0, host, 0, NULL, &ev));
		ENQ("clEnqueueReadBufferRect: a region of width 0",
		    clEnqueueReadBufferRect(q, buf, CL_TRUE, o3, o3, r_w0, 0, 0, 0, 0, host, 0, NULL, &ev));
	}

	/* ---- maps ---- */
	{
		int never[4];
		MAP("clEnqueueMapBuffer: offset + size past the end", q, buf,
		    clEnqueueMapBuffer(q, buf, CL_TRUE, CL_MAP_READ, 1000, 64, 0, NULL, NULL, &e_));
		MAP("clEnqueueMapBuffer: size 0", q, buf,
		    clEnqueueMapBuffer(q, buf, CL_TRUE, CL_MAP_READ, 0, 0, 0, NULL, NULL, &e_));
		MAP("clEnqueueMapBuffer: READ | WRITE_INVALIDATE_REGION", q, buf,
		    clEnqueueMapBuffer(q, buf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE_INVALIDATE_REGION, 0, 64,
				       0, NULL, NULL, &e_));
		MAP("clEnqueueMapBuffer: unknown map flag", q, buf,
		    clEnqueueMapBuffer(q, buf, CL_TRUE, (cl_map_flags)1 << 20, 0, 64, 0, NULL, NULL, &e_));
		MAP("clEnqueueMapBuffer: 1 event, NULL wait list", q, buf,
		    clEnqueueMapBuffer(q, buf, CL_TRUE, CL_MAP_READ, 0, 64, 1, NULL, NULL, &e_));
		MAP("clEnqueueMapBuffer: a HOST_NO_ACCESS buffer", q, noacc,
		    clEnqueueMapBuffer(q, noacc, CL_TRUE, CL_MAP_READ, 0, 64, 0, NULL, NULL, &e_));
		MAP("clEnqueueMapBuffer: a buffer of another context", q2, buf2,
		    clEnqueueMapBuffer(q, buf2, CL_TRUE, CL_MAP_READ, 0, 64, 0, NULL, NULL, &e_));
		ENQ("clEnqueueUnmapMemObject: a pointer never mapped",
		    clEnqueueUnmapMemObject(q, buf, never, 0, NULL, &ev));
		ENQ("clEnqueueUnmapMemObject: NULL pointer", clEnqueueUnmapMemObject(q, buf, NULL, 0, NULL, &ev));
	}

	/* ---- programs ---- */
	{
		const char *nulls[2] = { src, NULL };
		const char *bad_src = "__kernel void broken(__global int *x) { x[0] = ; }\n";
		const unsigned char junk[64] = "this is no program binary at all, not even close.";
		const unsigned char *bins[1] = { junk };
		size_t blen = sizeof(junk);
		cl_int bst = NOT_SET;
		int ud;
		cl_program p;
		cl_kernel ks[1];
		cl_uint nk;
		CREATE("clCreateProgramWithSource: count 0", cl_program, clReleaseProgram,
		       clCreateProgramWithSource(ctx, 0, &src, NULL, &e_));
		/* left out: strings NULL with count 1: native PoCL 3.1 dereferences it (SIGSEGV) */
		CREATE("clCreateProgramWithSource: a NULL string in the array", cl_program, clReleaseProgram,
		       clCreateProgramWithSource(ctx, 2, nulls, NULL, &e_));
		CREATE("clCreateProgramWithSource: NULL context", cl_program, clReleaseProgram,
		       clCreateProgramWithSource(NULL, 1, &src, NULL, &e_));
		p = clCreateProgramWithBinary(ctx, 1, &dev, &blen, bins, &bst, &err);
		rec_obj("clCreateProgramWithBinary: garbage binary", err, p != NULL);
		CASE("clCreateProgramWithBinary: garbage binary, binary_status", bst);
		if (p)
			clReleaseProgram(p);
		blen = 0;
		CREATE("clCreateProgramWithBinary: length 0", cl_program, clReleaseProgram,
		       clCreateProgramWithBinary(ctx, 1, &dev, &blen, bins, NULL, &e_));
		p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
		CASE("clBuildProgram: unknown option -fno-such-option",
		     clBuildProgram(p, 1, &dev, "-fno-such-option", NULL, NULL));
		/* left out: "-D" without a name: native PoCL 3.1 crashes (SIGSEGV) */
		CASE("clBuildProgram: 1 device, NULL device list", clBuildProgram(p, 1, NULL, NULL, NULL, NULL));
		CASE("clBuildProgram: 0 devices, a device list", clBuildProgram(p, 0, &dev, NULL, NULL, NULL));
		CASE("clBuildProgram: user_data without pfn_notify", clBuildProgram(p, 1, &dev, NULL, NULL, &ud));
		CASE("clBuildProgram: NULL program", clBuildProgram(NULL, 1, &dev, NULL, build_cb, NULL));
		clReleaseProgram(p);
		p = clCreateProgramWithSource(ctx, 1, &bad_src, NULL, &err);
		CASE("clBuildProgram: a syntax error", clBuildProgram(p, 1, &dev, NULL, NULL, NULL));
		CREATE("clCreateKernel: of a program whose build failed", cl_kernel, clReleaseKernel,
		       clCreateKernel(p, "broken", &e_));
		clReleaseProgram(p);
		p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
		/* a file the sandboxed build cannot see (docs/security.md); PoCL's answer is the same */
		CASE("clBuildProgram: -include of a host file",
		     clBuildProgram(p, 1, &dev, "-include /etc/hostname", NULL, NULL));
		clReleaseProgram(p);
		CREATE("clCreateKernel: unknown name", cl_kernel, clReleaseKernel,
		       clCreateKernel(prog, "no_such_kernel", &e_));
		CREATE("clCreateKernel: NULL name", cl_kernel, clReleaseKernel, clCreateKernel(prog, NULL, &e_));
		CREATE("clCreateKernel: unbuilt program", cl_kernel, clReleaseKernel,
		       clCreateKernel(unbuilt, "k", &e_));
		CREATE("clCreateKernel: NULL program", cl_kernel, clReleaseKernel, clCreateKernel(NULL, "k", &e_));
		CASE("clCreateKernelsInProgram: room for 1 of 2 kernels",
		     clCreateKernelsInProgram(prog, 1, ks, &nk));
		CASE("clCreateKernelsInProgram: unbuilt program", clCreateKernelsInProgram(unbuilt, 0, NULL, &nk));
		CASE("clGetProgramInfo: unknown param_name", clGetProgramInfo(prog, 0x7fff, sizeof(name), name, NULL));
		CASE("clGetProgramInfo: CL_PROGRAM_NUM_DEVICES, size 1",
		     clGetProgramInfo(prog, CL_PROGRAM_NUM_DEVICES, 1, name, NULL));
		CASE("clGetProgramInfo: CL_PROGRAM_KERNEL_NAMES of an unbuilt program",
		     clGetProgramInfo(unbuilt, CL_PROGRAM_KERNEL_NAMES, sizeof(name), name, NULL));
		CASE("clGetProgramBuildInfo: unknown param_name",
		     clGetProgramBuildInfo(prog, dev, 0x7fff, sizeof(name), name, NULL));
		CASE("clGetProgramBuildInfo: NULL device",
		     clGetProgramBuildInfo(prog, NULL, CL_PROGRAM_BUILD_STATUS, sizeof(name), name, NULL));
		CREATE("clLinkProgram: no input programs", cl_program, clReleaseProgram,
		       clLinkProgram(ctx, 1, &dev, NULL, 0, NULL, NULL, NULL, &e_));
		/* left out: clCompileProgram with 1 header and NULL headers: native PoCL 3.1 crashes */
	}

	/* ---- kernels and their arguments ---- */
	{
		int v = 1;
		cl_long v8 = 1; /* 8 bytes to read: the size is wrong, the memory is there */
		cl_mem nullmem = NULL;
		cl_kernel_arg_address_qualifier aq;
		CASE("clGetKernelInfo: unknown param_name", clGetKernelInfo(k, 0x7fff, sizeof(name), name, NULL));
		CASE("clGetKernelInfo: CL_KERNEL_NUM_ARGS, size 1",
		     clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, 1, name, NULL));
		CASE("clGetKernelArgInfo: index past the last argument",
		     clGetKernelArgInfo(k, 7, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof(aq), &aq, NULL));
		CASE("clGetKernelArgInfo: unknown param_name", clGetKernelArgInfo(k, 0, 0x7fff, sizeof(aq), &aq, NULL));
		CASE("clGetKernelWorkGroupInfo: unknown param_name",
		     clGetKernelWorkGroupInfo(k, dev, 0x7fff, sizeof(name), name, NULL));
		CASE("clGetKernelWorkGroupInfo: CL_KERNEL_WORK_GROUP_SIZE, size 1",
		     clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_WORK_GROUP_SIZE, 1, name, NULL));
		CASE("clSetKernelArg: index past the last argument", clSetKernelArg(k, 2, sizeof(v), &v));
		CASE("clSetKernelArg: int argument, size 8", clSetKernelArg(k, 1, 8, &v8));
		CASE("clSetKernelArg: int argument, size 2", clSetKernelArg(k, 1, 2, &v));
		CASE("clSetKernelArg: int argument, NULL value", clSetKernelArg(k, 1, sizeof(v), NULL));
		CASE("clSetKernelArg: buffer argument, size 4", clSetKernelArg(k, 0, 4, &buf));
		CASE("clSetKernelArg: buffer argument, pointer to a NULL cl_mem (allowed)",
		     clSetKernelArg(k, 0, sizeof(nullmem), &nullmem));
		CASE("clSetKernelArg: buffer argument, NULL value (allowed)", clSetKernelArg(kl, 0, sizeof(cl_mem), NULL));
		CASE("clSetKernelArg: __local argument with a value", clSetKernelArg(kl, 1, 16, host));
		CASE("clSetKernelArg: __local argument of size 0", clSetKernelArg(kl, 1, 0, NULL));
		CASE("clSetKernelArg: NULL kernel", clSetKernelArg(NULL, 0, sizeof(v), &v));
		CREATE("clCloneKernel: NULL kernel", cl_kernel, clReleaseKernel, clCloneKernel(NULL, &e_));
	}

	/* ---- launches ---- */
	{
		size_t g3[4] = { 64, 1, 1, 1 }, zero = 0, l7 = 7, g5 = 5, huge_l = lws * 2, huge_g = lws * 8;
		cl_event nullev = NULL;
		cl_kernel kctx2 = NULL;
		cl_program p2;
		int v = 3;
		ENQ("clEnqueueNDRangeKernel: arguments never set",
		    clEnqueueNDRangeKernel(q, kfresh, 1, NULL, &gws, NULL, 0, NULL, &ev));
		ENQ("clEnqueueTask: arguments never set", clEnqueueTask(q, kfresh, 0, NULL, &ev));
		clSetKernelArg(kfresh, 0, sizeof(buf), &buf);
		ENQ("clEnqueueNDRangeKernel: one of two arguments set",
		    clEnqueueNDRangeKernel(q, kfresh, 1, NULL, &gws, NULL, 0, NULL, &ev));
		clSetKernelArg(k, 0, sizeof(buf), &buf);
		clSetKernelArg(k, 1, sizeof(v), &v);
		ENQ("clEnqueueNDRangeKernel: work_dim 0", clEnqueueNDRangeKernel(q, k, 0, NULL, g3, NULL, 0, NULL, &ev));
		ENQ("clEnqueueNDRangeKernel: work_dim 4", clEnqueueNDRangeKernel(q, k, 4, NULL, g3, NULL, 0, NULL, &ev));
		ENQ("clEnqueueNDRangeKernel: NULL global size",
		    clEnqueueNDRangeKernel(q, k, 1, NULL, NULL, NULL, 0, NULL, &ev));
		/* left out: a local size of 0: native PoCL 3.1 divides by it (SIGFPE) */
		ENQ("clEnqueueNDRangeKernel: global size 0",
		    clEnqueueNDRangeKernel(q, k, 1, NULL, &zero, NULL, 0, NULL, &ev));
		ENQ("clEnqueueNDRangeKernel: local size 7 does not divide global 64",
		    clEnqueueNDRangeKernel(q, k, 1, NULL, &gws, &l7, 0, NULL, &ev));
		ENQ("clEnqueueNDRangeKernel: local size past CL_KERNEL_WORK_GROUP_SIZE",
		    clEnqueueNDRangeKernel(q, k, 1, NULL, &huge_g, &huge_l, 0, NULL, &ev));
		ENQ("clEnqueueNDRangeKernel: global 5 with local 7",
		    clEnqueueNDRangeKernel(q, k, 1, NULL, &g5, &l7, 0, NULL, &ev));
		/* left out: 1 event with a NULL wait list: native PoCL 3.1's clEnqueueNDRangeKernel
		 * dereferences the list (SIGSEGV); the other enqueues check it */
		ENQ("clEnqueueNDRangeKernel: 0 events, a wait list",
		    clEnqueueNDRangeKernel(q, k, 1, NULL, &gws, NULL, 0, &mev, &ev));
		ENQ("clEnqueueNDRangeKernel: an event of another context in the wait list",
		    clEnqueueNDRangeKernel(q, k, 1, NULL, &gws, NULL, 1, &ue2, &ev));
		ENQ("clEnqueueNDRangeKernel: a NULL event in the wait list",
		    clEnqueueNDRangeKernel(q, k, 1, NULL, &gws, NULL, 1, &nullev, &ev));
		/* left out: a NULL kernel: the ICD loader dispatches on the queue and native PoCL 3.1
		 * dereferences the kernel (SIGSEGV) */
		p2 = clCreateProgramWithSource(ctx2, 1, &src, NULL, &err);
		if (p2 && clBuildProgram(p2, 1, &dev, NULL, NULL, NULL) == CL_SUCCESS)
			kctx2 = clCreateKernel(p2, "k", &err);
		if (kctx2) {
			clSetKernelArg(kctx2, 0, sizeof(buf2), &buf2);
			clSetKernelArg(kctx2, 1, sizeof(v), &v);
			ENQ("clEnqueueNDRangeKernel: a kernel of another context",
			    clEnqueueNDRangeKernel(q, kctx2, 1, NULL, &gws, NULL, 0, NULL, &ev));
			clReleaseKernel(kctx2);
		}
		if (p2)
			clReleaseProgram(p2);
		/* a __local argument never set (kl: buffer set to NULL above, __local not) */
		ENQ("clEnqueueNDRangeKernel: __local argument never set",
		    clEnqueueNDRangeKernel(q, kl, 1, NULL, &gws, NULL, 0, NULL, &ev));
	}

	/* ---- events ---- */
	{
		cl_event nullev = NULL;
		cl_int st, v4 = 0;
		cl_ulong t;
		CASE("clWaitForEvents: 0 events, NULL list", clWaitForEvents(0, NULL));
		CASE("clWaitForEvents: 1 event, NULL list", clWaitForEvents(1, NULL));
		CASE("clWaitForEvents: a NULL event", clWaitForEvents(1, &nullev));
		cl_event two[2] = { mev, ue2 };
		CASE("clWaitForEvents: events of two contexts", clWaitForEvents(2, two));
		CASE("clGetEventInfo: unknown param_name", clGetEventInfo(mev, 0x7fff, sizeof(name), name, NULL));
		CASE("clGetEventInfo: CL_EVENT_COMMAND_EXECUTION_STATUS, size 2",
		     clGetEventInfo(mev, CL_EVENT_COMMAND_EXECUTION_STATUS, 2, &st, NULL));
		CASE("clGetEventInfo: NULL event",
		     clGetEventInfo(NULL, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL));
		CASE("clGetEventProfilingInfo: a user event",
		     clGetEventProfilingInfo(ue, CL_PROFILING_COMMAND_START, sizeof(t), &t, NULL));
		CASE("clGetEventProfilingInfo: queue without profiling",
		     clGetEventProfilingInfo(mev, CL_PROFILING_COMMAND_START, sizeof(t), &t, NULL));
		CREATE("clCreateUserEvent: NULL context", cl_event, clReleaseEvent, clCreateUserEvent(NULL, &e_));
		CASE("clSetUserEventStatus: CL_RUNNING (not allowed)", clSetUserEventStatus(ue, CL_RUNNING));
		CASE("clSetUserEventStatus: a command's event", clSetUserEventStatus(mev, CL_COMPLETE));
		CASE("clSetUserEventStatus: first CL_COMPLETE (allowed)", clSetUserEventStatus(ue, CL_COMPLETE));
		CASE("clSetUserEventStatus: second time", clSetUserEventStatus(ue, CL_COMPLETE));
		CASE("clSetUserEventStatus: error status after CL_COMPLETE", clSetUserEventStatus(ue, -1));
		CASE("clSetEventCallback: type CL_QUEUED", clSetEventCallback(mev, CL_QUEUED, ev_cb, NULL));
		CASE("clSetEventCallback: type 42", clSetEventCallback(mev, 42, ev_cb, NULL));
		CASE("clSetEventCallback: NULL function", clSetEventCallback(mev, CL_COMPLETE, NULL, NULL));
		CASE("clSetEventCallback: NULL event", clSetEventCallback(NULL, CL_COMPLETE, ev_cb, NULL));
		ENQ("clEnqueueBarrierWithWaitList: 1 event, NULL wait list",
		    clEnqueueBarrierWithWaitList(q, 1, NULL, &ev));
		ENQ("clEnqueueBarrierWithWaitList: 0 events, a wait list",
		    clEnqueueBarrierWithWaitList(q, 0, &mev, &ev));
		ENQ("clEnqueueMarkerWithWaitList: 1 event, NULL wait list",
		    clEnqueueMarkerWithWaitList(q, 1, NULL, &ev));
		ENQ("clEnqueueMarkerWithWaitList: an event of another context",
		    clEnqueueMarkerWithWaitList(q, 1, &ue2, &ev));
		ENQ("clEnqueueBarrierWithWaitList: an event of another context",
		    clEnqueueBarrierWithWaitList(q, 1, &ue2, &ev));
		ENQ("clEnqueueCopyBuffer: an event of another context in the wait list",
		    clEnqueueCopyBuffer(q, buf, ro, 0, 0, 64, 1, &ue2, &ev));
		ENQ("clEnqueueFillBuffer: an event of another context in the wait list",
		    clEnqueueFillBuffer(q, buf, &v4, 4, 0, 64, 1, &ue2, &ev));
		/* left out: clEnqueueWaitForEvents: PoCL 3.1 exits the process ("unimplemented") */
		CASE("clEnqueueMarker: NULL event", clEnqueueMarker(q, NULL));
		CASE("clRetainEvent: NULL", clRetainEvent(NULL));
		CASE("clReleaseEvent: NULL", clReleaseEvent(NULL));
	}

	/* ---- images and samplers ---- */
	if (images) {
		cl_image_format bad_order = { 0x7fff, CL_UNORM_INT8 };
		cl_image_format bad_combo = { CL_RGB, CL_UNSIGNED_INT8 };  /* CL_RGB: only packed types */
		cl_image_format depth_f = { CL_DEPTH, CL_FLOAT };
		cl_image_format fmts[4];
		cl_sampler_properties sprops[] = { 0x7fff, 0, 0 };
		cl_uint nf;
		size_t maxw = 0;
		cl_mem ib;
		clGetDeviceInfo(dev, CL_DEVICE_IMAGE2D_MAX_WIDTH, sizeof(maxw), &maxw, NULL);
		memset(&desc, 0, sizeof(desc));
		desc.image_type = CL_MEM_OBJECT_IMAGE2D;
		desc.image_width = 16;
		desc.image_height = 16;
		img = clCreateImage(ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
		CREATE("clCreateImage: unknown channel order", cl_mem, clReleaseMemObject,
		       clCreateImage(ctx, CL_MEM_READ_WRITE, &bad_order, &desc, NULL, &e_));
		CREATE("clCreateImage: CL_RGB with CL_UNSIGNED_INT8", cl_mem, clReleaseMemObject,
		       clCreateImage(ctx, CL_MEM_READ_WRITE, &bad_combo, &desc, NULL, &e_));
		CREATE("clCreateImage: CL_DEPTH / CL_FLOAT 2D (support optional)", cl_mem, clReleaseMemObject,
		       clCreateImage(ctx, CL_MEM_READ_WRITE, &depth_f, &desc, NULL, &e_));
		CREATE("clCreateImage: NULL format", cl_mem, clReleaseMemObject,
		       clCreateImage(ctx, CL_MEM_READ_WRITE, NULL, &desc, NULL, &e_));
		CREATE("clCreateImage: NULL descriptor", cl_mem, clReleaseMemObject,
		       clCreateImage(ctx, CL_MEM_READ_WRITE, &fmt, NULL, NULL, &e_));
		desc.image_width = 0;
		CREATE("clCreateImage: width 0", cl_mem, clReleaseMemObject,
		       clCreateImage(ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &e_));
		desc.image_width = maxw + 1;
		CREATE("clCreateImage: width past CL_DEVICE_IMAGE2D_MAX_WIDTH", cl_mem, clReleaseMemObject,
		       clCreateImage(ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &e_));
		desc.image_width = 16;
		desc.image_type = 0x7fff;
		CREATE("clCreateImage: unknown image type", cl_mem, clReleaseMemObject,
		       clCreateImage(ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &e_));
		desc.image_type = CL_MEM_OBJECT_IMAGE2D;
		desc.image_row_pitch = 3;
		CREATE("clCreateImage: row pitch without host_ptr", cl_mem, clReleaseMemObject,
		       clCreateImage(ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &e_));
		desc.image_row_pitch = 0;
		desc.image_type = CL_MEM_OBJECT_IMAGE1D_BUFFER;
		desc.image_height = 0;
		desc.buffer = NULL;
		CREATE("clCreateImage: 1D buffer image without a buffer", cl_mem, clReleaseMemObject,
		       clCreateImage(ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &e_));
		desc.image_type = CL_MEM_OBJECT_IMAGE2D;
		desc.image_height = 16;
		CASE("clGetSupportedImageFormats: unknown image type",
		     clGetSupportedImageFormats(ctx, CL_MEM_READ_WRITE, 0x7fff, 4, fmts, &nf));
		CASE("clGetSupportedImageFormats: 0 entries with an array",
		     clGetSupportedImageFormats(ctx, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, 0, fmts, &nf));
		CREATE("clCreateSampler: unknown addressing mode", cl_sampler, clReleaseSampler,
		       clCreateSampler(ctx, CL_FALSE, 0x7fff, CL_FILTER_NEAREST, &e_));
		CREATE("clCreateSampler: unknown filter mode", cl_sampler, clReleaseSampler,
		       clCreateSampler(ctx, CL_FALSE, CL_ADDRESS_CLAMP, 0x7fff, &e_));
		CREATE("clCreateSamplerWithProperties: unknown property", cl_sampler, clReleaseSampler,
		       clCreateSamplerWithProperties(ctx, sprops, &e_));
		if (img) {
			size_t o3[3] = { 0, 0, 0 }, r3[3] = { 17, 1, 1 }, r1[3] = { 1, 1, 1 };
			size_t rd0[3] = { 1, 1, 0 }, rh[3] = { 1, 17, 1 };
			float f4[4] = { 0 };
			ENQ("clEnqueueReadBuffer: an image",
			    clEnqueueReadBuffer(q, img, CL_TRUE, 0, 16, host, 0, NULL, &ev));
			ENQ("clEnqueueReadImage: region past the width",
			    clEnqueueReadImage(q, img, CL_TRUE, o3, r3, 0, 0, host, 0, NULL, &ev));
			ENQ("clEnqueueReadImage: a buffer",
			    clEnqueueReadImage(q, buf, CL_TRUE, o3, r1, 0, 0, host, 0, NULL, &ev));
			ENQ("clEnqueueWriteImage: a buffer",
			    clEnqueueWriteImage(q, buf, CL_TRUE, o3, r1, 0, 0, host, 0, NULL, &ev));
			ENQ("clEnqueueFillImage: a buffer", clEnqueueFillImage(q, buf, f4, o3, r1, 0, NULL, &ev));
			ENQ("clEnqueueCopyImage: a buffer as the source",
			    clEnqueueCopyImage(q, buf, img, o3, o3, r1, 0, NULL, &ev));
			ENQ("clEnqueueCopyBufferToImage: a buffer as the image",
			    clEnqueueCopyBufferToImage(q, buf, buf, 0, o3, r1, 0, NULL, &ev));
			{
				size_t rp;
				MAP("clEnqueueMapImage: a buffer", q, buf,
				    clEnqueueMapImage(q, buf, CL_TRUE, CL_MAP_READ, o3, r1, &rp, NULL, 0, NULL,
						      NULL, &e_));
			}
			ENQ("clEnqueueReadImage: 2D image, region depth 0",
			    clEnqueueReadImage(q, img, CL_TRUE, o3, rd0, 0, 0, host, 0, NULL, &ev));
			ENQ("clEnqueueFillImage: NULL fill color",
			    clEnqueueFillImage(q, img, NULL, o3, r1, 0, NULL, &ev));
			ENQ("clEnqueueFillImage: region past the height",
			    clEnqueueFillImage(q, img, f4, o3, rh, 0, NULL, &ev));
			CASE("clGetImageInfo: unknown param_name",
			     clGetImageInfo(img, 0x7fff, sizeof(name), name, NULL));
			{
				cl_buffer_region r = { 0, 16 };
				CREATE("clCreateSubBuffer: of an image", cl_mem, clReleaseMemObject,
				       clCreateSubBuffer(img, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &e_));
			}
			{
				size_t rp;
				MAP("clEnqueueMapImage: region past the width", q, img,
				    clEnqueueMapImage(q, img, CL_TRUE, CL_MAP_READ, o3, r3, &rp, NULL, 0, NULL,
						      NULL, &e_));
				MAP("clEnqueueMapImage: NULL image_row_pitch", q, img,
				    clEnqueueMapImage(q, img, CL_TRUE, CL_MAP_READ, o3, r1, NULL, NULL, 0, NULL,
						      NULL, &e_));
			}
			ib = img;
			{
				cl_program pi = clCreateProgramWithSource(ctx, 1, &img_src, NULL, &err);
				cl_kernel ki = NULL;
				if (pi && clBuildProgram(pi, 1, &dev, NULL, NULL, NULL) == CL_SUCCESS)
					ki = clCreateKernel(pi, "ki", &err);
				if (ki) {
					CASE("clSetKernelArg: sampler argument, NULL value",
					     clSetKernelArg(ki, 1, sizeof(cl_sampler), NULL));
					CASE("clSetKernelArg: sampler argument, size 4",
					     clSetKernelArg(ki, 1, 4, &ib));
					CASE("clSetKernelArg: image argument, size 4", clSetKernelArg(ki, 0, 4, &ib));
					CASE("clSetKernelArg: image argument, NULL value",
					     clSetKernelArg(ki, 0, sizeof(cl_mem), NULL));
					clReleaseKernel(ki);
				}
				if (pi)
					clReleaseProgram(pi);
			}
		}
	}

	/* ---- extension functions, pipes, misc ---- */
	{
		cl_int e = NOT_SET;
		cl_mem pipe;
		CASE("clGetExtensionFunctionAddressForPlatform: unknown name (1 = non-NULL)",
		     clGetExtensionFunctionAddressForPlatform(plat, "clNoSuchFunctionXYZ") != NULL);
		CASE("clGetExtensionFunctionAddress: unknown name (1 = non-NULL)",
		     clGetExtensionFunctionAddress("clNoSuchFunctionXYZ") != NULL);
		pipe = clCreatePipe(ctx, CL_MEM_READ_WRITE, 0, 16, NULL, &e);
		rec_obj("clCreatePipe: packet size 0", e, pipe != NULL);
		if (pipe)
			clReleaseMemObject(pipe);
		CASE("clGetSupportedImageFormats: NULL context",
		     clGetSupportedImageFormats(NULL, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, 0, NULL, NULL));
		CASE("clUnloadPlatformCompiler: NULL platform", clUnloadPlatformCompiler(NULL));
	}

	/* coarse-grained buffer SVM (issue 9 item 10): as the host answers (not under ASan, both
	 * runs alike: VT_ASAN_SVM_REASON) */
	{
		if (!VT_ASAN) {
			void *svm = clSVMAlloc(ctx, CL_MEM_READ_WRITE, 1024, 0);
			CASE("clSVMAlloc of 1024 bytes (1 = non-NULL)", svm != NULL);
			if (svm)
				clSVMFree(ctx, svm);
		}
		CASE("clEnqueueSVMMemcpy with NULL pointers",
		     clEnqueueSVMMemcpy(q, CL_TRUE, NULL, NULL, 16, 0, NULL, NULL));
		CASE("clSetKernelArgSVMPointer, NULL pointer", clSetKernelArgSVMPointer(k, 0, NULL));
	}

	/* ---- deliberate differences: features virtcl reports absent (docs/api-status.md) ---- */
	{
		void *svm = clSVMAlloc(ctx, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER, 1024, 0);
		CASE("fine-grained SVM: clSVMAlloc of 1024 bytes (1 = non-NULL)", svm != NULL);
		if (svm)
			clSVMFree(ctx, svm);
		CASE("native kernel: clEnqueueNativeKernel with a NULL function",
		     clEnqueueNativeKernel(q, NULL, NULL, 0, 0, NULL, NULL, 0, NULL, NULL));
	}

	clFinish(q);
	if (img)
		clReleaseMemObject(img);
	clReleaseEvent(mev);
	clReleaseEvent(ue);
	clReleaseEvent(ue2);
	clReleaseKernel(kfresh);
	clReleaseKernel(kl);
	clReleaseKernel(k);
	clReleaseProgram(unbuilt);
	clReleaseProgram(prog);
	clReleaseMemObject(noacc);
	clReleaseMemObject(ro);
	clReleaseMemObject(buf2);
	clReleaseMemObject(buf);
	clReleaseCommandQueue(q2);
	clReleaseCommandQueue(q);
	clReleaseContext(ctx2);
	clReleaseContext(ctx);
}

/* ---- deliberate, documented differences ---------------------------------------------------- */

static const struct {
	const char *label_prefix;
	const char *reason;
} deliberate[] = {
	{ "fine-grained SVM: ", "only coarse-grained buffer SVM is remoted (CL_DEVICE_SVM_CAPABILITIES "
				"= CL_DEVICE_SVM_COARSE_GRAIN_BUFFER): clSVMAlloc of a fine-grained "
				"buffer returns NULL (spec 5.6.1; docs/design.md)" },
	{ "native kernel: ", "a host function pointer cannot come from a guest: clEnqueueNativeKernel "
			     "returns CL_INVALID_OPERATION (docs/api-status.md)" },
	/* The front-end checks these before anything is sent, by the spec; PoCL 3.1 does not
	 * (docs/design.md "Errors": the spec, not the host driver, is the reference). */
	{ "clGetDeviceIDs: unknown device type bit",
	  "spec 4.2: CL_INVALID_DEVICE_TYPE if device_type is not a valid value (PoCL 3.1: "
	  "CL_DEVICE_NOT_FOUND)" },
	{ "clEnqueueReadBuffer: size 0",
	  "spec 5.2.2: CL_INVALID_VALUE if size is 0 (PoCL 3.1 accepts it)" },
	{ "clEnqueueReadBuffer (non-blocking): size 0",
	  "spec 5.2.2: CL_INVALID_VALUE if size is 0 (PoCL 3.1 accepts it)" },
	{ "clEnqueueMapBuffer: READ | WRITE_INVALIDATE_REGION",
	  "spec 5.2.4: CL_MAP_WRITE_INVALIDATE_REGION is mutually exclusive with CL_MAP_READ and "
	  "CL_MAP_WRITE: CL_INVALID_VALUE (PoCL 3.1 accepts it)" },
	{ "clEnqueueNDRangeKernel: 0 events, a wait list",
	  "spec 5.10: CL_INVALID_EVENT_WAIT_LIST if event_wait_list is not NULL and "
	  "num_events_in_wait_list is 0 (PoCL 3.1 accepts it)" },
	{ "clEnqueueNDRangeKernel: a NULL event in the wait list",
	  "spec 5.10: CL_INVALID_EVENT_WAIT_LIST if event objects in event_wait_list are not valid "
	  "events (PoCL 3.1 accepts a NULL event)" },
	{ "clEnqueueNDRangeKernel: an event of another context in the wait list",
	  "spec 5.10: CL_INVALID_CONTEXT if the context of command_queue and of the events in "
	  "event_wait_list are not the same (PoCL 3.1 accepts it)" },
};

static const char *deliberate_reason(const char *label)
{
	for (size_t i = 0; i < sizeof(deliberate) / sizeof(deliberate[0]); i++)
		if (!strncmp(label, deliberate[i].label_prefix, strlen(deliberate[i].label_prefix)))
			return deliberate[i].reason;
	return NULL;
}

static const char *code_name(long c)
{
	static char buf[64];

	if (c == NOT_SET)
		return "errcode_ret not set";
	if (c == 0 || c == 1)
		snprintf(buf, sizeof(buf), "%s", c ? "1" : "CL_SUCCESS (0)");
	else
		snprintf(buf, sizeof(buf), "%s", vt_err((cl_int)c));
	return buf;
}

/* ---- the native run ------------------------------------------------------------------------- */

static bool open_first(cl_platform_id *p, cl_device_id *d)
{
	cl_uint n = 0;

	return clGetPlatformIDs(1, p, &n) == CL_SUCCESS && n &&
	       clGetDeviceIDs(*p, CL_DEVICE_TYPE_ALL, 1, d, NULL) == CL_SUCCESS;
}

static int native_main(void)
{
	static struct results r;
	cl_platform_id p;
	cl_device_id d;

	native_mode = 1;
	out = &r;
	if (!open_first(&p, &d))
		return 2;
	cases(p, d);
	return 0;
}

static void native_line(const char *word, const char *rest, void *ctx)
{
	struct results *nat = ctx;

	if (nat->n >= MAX_CASES)
		return;
	nat->code[nat->n] = strtol(word, NULL, 10);
	snprintf(nat->label[nat->n], sizeof(nat->label[0]), "%s", rest);
	nat->n++;
}

static bool run_native(struct results *nat, int *status)
{
	return vt_run_native("vt_errors", native_line, nat, status);
}

/* ---- calls that fail after an identical call succeeded (virtcl only) -------------------------- */

/* stderr into a file for a while: the front-end prints ASYNC_ERROR reports there */
static int saved_stderr = -1;
static char errfile[64];

static void capture_stderr(void)
{
	int fd;

	snprintf(errfile, sizeof(errfile), "/tmp/vt_errors.XXXXXX");
	fd = mkstemp(errfile);
	fflush(stderr);
	saved_stderr = dup(2);
	dup2(fd, 2);
	close(fd);
}

static int count_in_capture(const char *needle, bool echo)
{
	char line[512];
	int n = 0;
	FILE *f;

	fflush(stderr);
	f = fopen(errfile, "r");
	while (f && fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = 0;
		if (echo)
			vt_note("front-end stderr: %s", line);
		n += strstr(line, needle) != NULL;
	}
	if (f)
		fclose(f);
	return n;
}

/* Waits (up to timeout_s) for a line containing needle, restores stderr, echoes what was captured
 * and returns how many lines contain needle. */
static int release_stderr(const char *needle, double timeout_s)
{
	double until = vt_now() + timeout_s;
	int n;

	while (count_in_capture(needle, false) == 0 && vt_now() < until)
		vt_sleep_ms(10);
	fflush(stderr);
	dup2(saved_stderr, 2);
	close(saved_stderr);
	n = count_in_capture(needle, true);
	unlink(errfile);
	return n;
}

struct waiter {
	cl_event ev;
	cl_int ret;
	atomic_int done;
};

static void *wait_main(void *p)
{
	struct waiter *w = p;

	w->ret = clWaitForEvents(1, &w->ev);
	atomic_store(&w->done, 1);
	return NULL;
}

/* clWaitForEvents with a deadline (in a thread of its own): NOT_SET if it did not return. */
static cl_int wait_timed(cl_event ev, double timeout_s)
{
	struct waiter *w = calloc(1, sizeof(*w));
	pthread_t t;
	double until = vt_now() + timeout_s;
	cl_int r;

	w->ev = ev;
	pthread_create(&t, NULL, wait_main, w);
	while (!atomic_load(&w->done) && vt_now() < until)
		vt_sleep_ms(2);
	if (!atomic_load(&w->done)) {
		pthread_detach(t); /* leaks w: the thread still uses it */
		return NOT_SET;
	}
	pthread_join(t, NULL);
	r = w->ret;
	free(w);
	return r;
}

static cl_int status_of(cl_event e)
{
	cl_int st = NOT_SET;

	clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
	return st;
}

/* One enqueue, given the event it waits for and the event it returns. */
typedef cl_int (*enq_fn)(struct vt_cl *c, void *arg, cl_event wait, cl_event *ev);

static cl_int enq_marker(struct vt_cl *c, void *arg, cl_event wait, cl_event *ev)
{
	(void)arg;
	return clEnqueueMarkerWithWaitList(c->q, 1, &wait, ev);
}

struct copy_args {
	cl_mem src, dst;
};

static cl_int enq_copy(struct vt_cl *c, void *arg, cl_event wait, cl_event *ev)
{
	struct copy_args *a = arg;

	return clEnqueueCopyBuffer(c->q, a->src, a->dst, 0, 0, 64, 1, &wait, ev);
}

/*
 * The wait list is not part of a call's signature: a call waiting for an event of this context
 * succeeds (and is learnt), then the same call waiting for an event of another context (natively
 * CL_INVALID_CONTEXT, as the case list shows) is not waited for. docs/design.md promises that
 * the host's error then comes as ASYNC_ERROR and that the returned event is in an error state.
 */
static void after_success_one(struct vt_cl *c, const char *what, enq_fn enq, void *arg)
{
	cl_int err, r, w, st;
	cl_context ctx2 = clCreateContext(NULL, 1, &c->device, NULL, NULL, &err);
	cl_event ue_same = clCreateUserEvent(c->ctx, &err);
	cl_event ue_other = ctx2 ? clCreateUserEvent(ctx2, &err) : NULL;
	cl_event e1 = NULL, e2 = NULL;
	int reports;

	VT_REQUIRE(ctx2 && ue_same && ue_other, "after-success (%s): a second context and user events",
		   what);
	clSetUserEventStatus(ue_same, CL_COMPLETE);
	clSetUserEventStatus(ue_other, CL_COMPLETE);
	r = enq(c, arg, ue_same, &e1);
	VT_CHECK(r == CL_SUCCESS, "after-success (%s): waiting for an event of its own context -> %s",
		 what, vt_err(r));
	VT_CL(clFinish(c->q));
	capture_stderr();
	r = enq(c, arg, ue_other, &e2);
	vt_note("after-success (%s): the same call waiting for an event of another context returned "
		"%s through virtcl (natively CL_INVALID_CONTEXT)", what, vt_err(r));
	if (r == CL_SUCCESS) {
		VT_CHECK(e2 != NULL, "after-success (%s): the call that returned CL_SUCCESS gave an event",
			 what);
		w = e2 ? wait_timed(e2, 10) : NOT_SET;
		st = e2 ? status_of(e2) : NOT_SET;
		vt_note("after-success (%s): clWaitForEvents on its event -> %s; its status: %d (%s)",
			what, code_name(w), st, vt_err(st));
		VT_CHECK(w != NOT_SET, "after-success (%s): clWaitForEvents on that event returns", what);
		VT_CHECK(st < 0 && w == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
			 "after-success (%s): the event reports the failure (status %d < 0; "
			 "clWaitForEvents -> CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST: %s)", what, st,
			 code_name(w));
		clFinish(c->q);
		/* the notify thread prints the report */
		reports = release_stderr("failed on the host", 5);
		VT_CHECK(reports >= 1, "after-success (%s): the front-end printed the host's failure "
				       "(ASYNC_ERROR on the notify channel): %d line(s)", what, reports);
		if (e2 && w != NOT_SET)
			clReleaseEvent(e2);
	} else {
		release_stderr("failed on the host", 0);
		VT_CHECK(r == CL_INVALID_CONTEXT, "after-success (%s): a call that is waited for reports "
						  "the host's error (%s)", what, vt_err(r));
	}
	if (e1)
		clReleaseEvent(e1);
	clReleaseEvent(ue_same);
	clReleaseEvent(ue_other);
	clReleaseContext(ctx2);
}

static void after_success(struct vt_cl *c)
{
	cl_int err;
	int ones[16], twos[16], data[16];
	struct copy_args a;
	cl_event ev = NULL;

	for (int i = 0; i < 16; i++)
		ones[i] = 1, twos[i] = 2;
	a.src = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, 64, ones, &err);
	a.dst = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, 64, twos, &err);
	VT_REQUIRE(a.src && a.dst, "after-success: buffers");
	after_success_one(c, "clEnqueueMarkerWithWaitList", enq_marker, NULL);
	/* the copy: the first one copies 1s over the 2s; refill with 2s, then the failing one */
	after_success_one(c, "clEnqueueCopyBuffer", enq_copy, &a);
	VT_CL(clEnqueueReadBuffer(c->q, a.dst, CL_TRUE, 0, sizeof(data), data, 0, NULL, NULL));
	vt_note("after-success (clEnqueueCopyBuffer): the destination holds %d (1: copied by the first "
		"call; the failed second call copied nothing either way)", data[0]);

	VT_CL(clEnqueueWriteBuffer(c->q, a.dst, CL_TRUE, 0, 64, twos, 0, NULL, NULL));
	VT_CL(clEnqueueMarkerWithWaitList(c->q, 0, NULL, &ev));
	VT_CHECK(ev && wait_timed(ev, 10) == CL_SUCCESS, "after-success: the queue still works");
	VT_CL(clEnqueueCopyBuffer(c->q, a.src, a.dst, 0, 0, 64, 0, NULL, NULL));
	VT_CL(clEnqueueReadBuffer(c->q, a.dst, CL_TRUE, 0, sizeof(data), data, 0, NULL, NULL));
	VT_CHECK(data[0] == 1 && data[15] == 1, "after-success: a copy after the failures copies (%d)",
		 data[0]);
	if (ev)
		clReleaseEvent(ev);
	clReleaseMemObject(a.src);
	clReleaseMemObject(a.dst);
}

/* ---- a non-handle value for a buffer argument (virtcl only, in a session of its own) ---------- */

/*
 * Natively this is undefined behaviour (PoCL stores the value as a cl_mem and dereferences it at
 * the launch), so it is not compared. Through virtcl the value must never reach the host as a
 * pointer (docs/design.md: handles on the wire are IDs, never host pointers): the call fails, or
 * the session survives the launch. Runs in a child process so that its session is its own.
 */
static int garbage_child(void)
{
	cl_platform_id p;
	cl_device_id d;
	cl_int err, r_set, r_run, r_fin, r_alive;
	cl_uint nargs = 0;
	cl_context ctx;
	cl_command_queue q;
	cl_program prog;
	cl_kernel k;
	uintptr_t garbage = (uintptr_t)0x4141414141414000ull;
	int v = 1;
	size_t gws = 1;

	if (!open_first(&p, &d))
		return 2;
	ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
	q = clCreateCommandQueue(ctx, d, 0, &err);
	prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
	if (clBuildProgram(prog, 1, &d, NULL, NULL, NULL) != CL_SUCCESS)
		return 3;
	k = clCreateKernel(prog, "k", &err);
	r_set = clSetKernelArg(k, 0, sizeof(garbage), &garbage);
	clSetKernelArg(k, 1, sizeof(v), &v);
	r_run = clEnqueueNDRangeKernel(q, k, 1, NULL, &gws, NULL, 0, NULL, NULL);
	r_fin = clFinish(q);
	/* the session is still there: a call that needs the daemon's answer */
	r_alive = clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof(nargs), &nargs, NULL);
	printf("%d %d %d %d\n", r_set, r_run, r_fin, r_alive);
	fflush(stdout);
	return 0;
}

static void garbage_value(void)
{
	int fd[2], st = 0;
	pid_t pid;
	char line[128] = "";
	int r_set = NOT_SET, r_run = NOT_SET, r_fin = NOT_SET, r_alive = NOT_SET;
	int died = vt_log_count(&vt_d, "died of signal");
	FILE *f;

	if (pipe(fd))
		return;
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		dup2(fd[1], 1);
		close(fd[0]);
		close(fd[1]);
		execl("/proc/self/exe", "vt_errors", "--garbage-arg", (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	f = fdopen(fd[0], "r");
	if (f && fgets(line, sizeof(line), f))
		sscanf(line, "%d %d %d %d", &r_set, &r_run, &r_fin, &r_alive);
	if (f)
		fclose(f);
	waitpid(pid, &st, 0);
	vt_note("garbage buffer value: clSetKernelArg -> %s, clEnqueueNDRangeKernel -> %s, clFinish -> %s, "
		"then clGetKernelInfo -> %s", code_name(r_set), code_name(r_run), code_name(r_fin),
		code_name(r_alive));
	VT_CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0,
		 "garbage buffer value: the application (a second process through virtcl) did not crash");
	VT_CHECK(r_alive == CL_SUCCESS, "garbage buffer value: the application's session survived (a "
					"call after it -> %s; CL_OUT_OF_RESOURCES = session lost)",
		 code_name(r_alive));
	VT_CHECK(!vt_log_wait(&vt_d, "died of signal", died + 1, 2),
		 "garbage buffer value: no session process died of a signal (a non-handle value for a "
		 "__global argument must not reach the host as a cl_mem pointer)");
	VT_CHECK((r_set != CL_SUCCESS && r_set != CL_OUT_OF_RESOURCES) ||
			 (r_set == CL_SUCCESS && r_run == CL_SUCCESS && r_fin == CL_SUCCESS),
		 "garbage buffer value: clSetKernelArg reports an error (not a lost session), or the "
		 "launch completes");
}

int main(int argc, char **argv)
{
	static struct results vcl, nat;
	struct vt_cl c;
	int st = 0, differences = 0, deliberate_seen = 0;
	int violations, died;

	if (argc > 1 && !strcmp(argv[1], "--native"))
		return native_main();
	if (argc > 1 && !strcmp(argv[1], "--garbage-arg"))
		return garbage_child();
	vt_start("integration.errors", 85);
	vt_cl_open(&c);

	out = &vcl;
	cases(c.platform, c.device);
	VT_CHECK(run_native(&nat, &st), "the same sequence runs natively on %s without crashing (%s %d)",
		 vt_native_icd(), WIFSIGNALED(st) ? "signal" : "exit",
		 WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
	if (!WIFEXITED(st) || WEXITSTATUS(st))
		vt_note("native run stopped after case %d (%s)", nat.n,
			nat.n ? nat.label[nat.n - 1] : "none");
	VT_CHECK(vcl.n == nat.n && vcl.n >= 40, "both runs recorded the same number of cases (virtcl %d, "
						 "native %d)", vcl.n, nat.n);
	for (int i = 0; i < vcl.n && i < nat.n; i++) {
		bool same_case = !strcmp(vcl.label[i], nat.label[i]);
		const char *why = deliberate_reason(vcl.label[i]);
		char v[64], n[64];

		snprintf(v, sizeof(v), "%s", code_name(vcl.code[i]));
		snprintf(n, sizeof(n), "%s", code_name(nat.code[i]));
		if (same_case && vcl.code[i] != nat.code[i] && why) {
			deliberate_seen++;
			VT_CHECK(true, "%s: virtcl %s, native %s [deliberate: %s]", vcl.label[i], v, n, why);
			continue;
		}
		differences += !same_case || vcl.code[i] != nat.code[i];
		VT_CHECK(same_case && vcl.code[i] == nat.code[i], "%s: virtcl %s, native %s", vcl.label[i], v,
			 n);
	}
	vt_note("%d cases, %d different from native, %d deliberate differences", vcl.n, differences,
		deliberate_seen);

	violations = vt_log_count(&vt_d, "protocol violation");
	died = vt_log_count(&vt_d, "died of signal");
	VT_CHECK(violations == 0 && died == 0,
		 "no application mistake ended the session (daemon log: %d protocol violations, %d "
		 "session processes died)", violations, died);
	VT_CHECK(vt_daemon_alive(&vt_d), "virtcld is alive after every case");

	/* the session still works after every error */
	{
		cl_int err;
		int data[64] = { 0 }, v = 9;
		size_t gws = 64;
		cl_program p = vt_cl_build(&c, src, NULL);
		cl_kernel k = p ? vt_cl_kernel(p, "k") : NULL;
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(data), NULL, &err);
		VT_REQUIRE(k && m, "after the cases: build, kernel and buffer");
		VT_CL(clSetKernelArg(k, 0, sizeof(m), &m));
		VT_CL(clSetKernelArg(k, 1, sizeof(v), &v));
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, sizeof(data), data, 0, NULL, NULL));
		VT_CHECK(data[0] == 9 && data[63] == 9, "after the cases: a kernel runs and its result is "
							"read back (%d)", data[0]);
		clReleaseMemObject(m);
		clReleaseKernel(k);
		clReleaseProgram(p);
	}

	after_success(&c);
	garbage_value();

	vt_cl_close(&c);
	return vt_finish();
}
