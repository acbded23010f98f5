/* SPDX-License-Identifier: MIT */
/*
 * Reference counts through virtcl: one sequence of creates, retains and releases, with every
 * CL_*_REFERENCE_COUNT read after each step, runs through virtcl and natively on the host's ICD
 * (a second process: the ICD loader reads OCL_ICD_VENDORS once per process), and every count must
 * be the same. Retain and release travel asynchronously in virtcl, so this also proves they are
 * applied in order with the queries that follow them.
 */
#define _GNU_SOURCE
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_STEPS 96

struct counts {
	int n;
	char label[MAX_STEPS][96];
	long v[MAX_STEPS];
};

static void rec(struct counts *c, const char *label, cl_int err, cl_uint v)
{
	if (c->n >= MAX_STEPS)
		return;
	snprintf(c->label[c->n], sizeof(c->label[0]), "%s", label);
	c->v[c->n++] = err == CL_SUCCESS ? (long)v : (long)err - 1000000; /* errors stand out */
}

#define COUNT(fn, obj, param, label)                                                               \
	do {                                                                                       \
		cl_uint v_ = 0;                                                                    \
		cl_int e_ = fn(obj, param, sizeof(v_), &v_, NULL);                                 \
		rec(out, label, e_, v_);                                                           \
	} while (0)
#define CTX(label) COUNT(clGetContextInfo, ctx, CL_CONTEXT_REFERENCE_COUNT, label)
#define QUEUE(label) COUNT(clGetCommandQueueInfo, q, CL_QUEUE_REFERENCE_COUNT, label)
#define MEM(m, label) COUNT(clGetMemObjectInfo, m, CL_MEM_REFERENCE_COUNT, label)
#define PROG(label) COUNT(clGetProgramInfo, prog, CL_PROGRAM_REFERENCE_COUNT, label)
#define KERN(label) COUNT(clGetKernelInfo, k, CL_KERNEL_REFERENCE_COUNT, label)
#define EVENT(e, label) COUNT(clGetEventInfo, e, CL_EVENT_REFERENCE_COUNT, label)
/* 1 if the event's count covers the application's references, else 0 (or an error). */
#define EVENT_AT_LEAST(e, app_refs, label)                                                         \
	do {                                                                                       \
		cl_uint v_ = 0;                                                                    \
		cl_int e_ = clGetEventInfo(e, CL_EVENT_REFERENCE_COUNT, sizeof(v_), &v_, NULL);    \
		rec(out, label, e_, v_ >= (app_refs));                                             \
	} while (0)
#define SAMPLER(label) COUNT(clGetSamplerInfo, smp, CL_SAMPLER_REFERENCE_COUNT, label)
#define DEVICE(d, label) COUNT(clGetDeviceInfo, d, CL_DEVICE_REFERENCE_COUNT, label)

static const char *src = "__kernel void k(__global int *x) { x[get_global_id(0)] += 1; }\n";

/* The sequence; the same code runs through virtcl and natively. */
static void sequence(cl_device_id dev, struct counts *out)
{
	cl_int err;
	cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
	cl_command_queue q;
	cl_mem m, sub;
	cl_program prog;
	cl_kernel k, k2;
	cl_sampler smp;
	cl_event e, ue;
	cl_buffer_region reg = { 0, 64 };
	int data[64] = { 0 };
	size_t gws = 64;

	if (!ctx) {
		rec(out, "clCreateContext", err, 0);
		return;
	}
	CTX("context: created");
	clRetainContext(ctx);
	CTX("context: after clRetainContext");
	clRetainContext(ctx);
	clReleaseContext(ctx);
	CTX("context: after retain + release");

	q = clCreateCommandQueue(ctx, dev, 0, &err);
	CTX("context: after creating a queue");
	QUEUE("queue: created");
	clRetainCommandQueue(q);
	clRetainCommandQueue(q);
	QUEUE("queue: after two retains");
	clReleaseCommandQueue(q);
	QUEUE("queue: after a release");

	m = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
	CTX("context: after creating a buffer");
	MEM(m, "buffer: created");
	clRetainMemObject(m);
	MEM(m, "buffer: after clRetainMemObject");
	sub = clCreateSubBuffer(m, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &reg, &err);
	MEM(m, "buffer: after creating a sub-buffer");
	MEM(sub, "sub-buffer: created");
	clReleaseMemObject(sub);
	MEM(m, "buffer: after releasing the sub-buffer");
	clReleaseMemObject(m);
	MEM(m, "buffer: after clReleaseMemObject");

	prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
	CTX("context: after creating a program");
	PROG("program: created");
	clBuildProgram(prog, 1, &dev, NULL, NULL, NULL);
	PROG("program: after clBuildProgram");
	k = clCreateKernel(prog, "k", &err);
	PROG("program: after creating a kernel");
	KERN("kernel: created");
	clRetainKernel(k);
	KERN("kernel: after clRetainKernel");
	clReleaseKernel(k);
	KERN("kernel: after clReleaseKernel");
	k2 = clCloneKernel(k, &err);
	PROG("program: after clCloneKernel");
	clReleaseKernel(k2);
	PROG("program: after releasing the clone");
	clSetKernelArg(k, 0, sizeof(m), &m);
	MEM(m, "buffer: after clSetKernelArg");

	/*
	 * Events of commands: the host holds internal references to them for a while after they
	 * complete and drops them asynchronously (PoCL: a blocking write's event reads 3 or 2, a
	 * marker's 2 or 1, natively, depending on timing), so their absolute counts are not
	 * reproducible even natively. What must hold in both runs is that the count covers every
	 * reference the application holds; user events (no host-internal references) are compared
	 * exactly below.
	 */
	clEnqueueWriteBuffer(q, m, CL_TRUE, 0, sizeof(data), data, 0, NULL, &e);
	clWaitForEvents(1, &e);
	EVENT_AT_LEAST(e, 1, "event (write): complete, count >= the application's 1? (1 = yes)");
	QUEUE("queue: with a complete event alive");
	clRetainEvent(e);
	EVENT_AT_LEAST(e, 2, "event (write): after clRetainEvent, count >= 2? (1 = yes)");
	clReleaseEvent(e);
	EVENT_AT_LEAST(e, 1, "event (write): after clReleaseEvent, count >= 1? (1 = yes)");
	clReleaseEvent(e);
	clEnqueueNDRangeKernel(q, k, 1, NULL, &gws, NULL, 0, NULL, &e);
	clFinish(q);
	EVENT_AT_LEAST(e, 1, "event (kernel): complete, count >= 1? (1 = yes)");
	clReleaseEvent(e);
	clEnqueueReadBuffer(q, m, CL_TRUE, 0, sizeof(data), data, 0, NULL, &e);
	EVENT_AT_LEAST(e, 1, "event (blocking read): returned, count >= 1? (1 = yes)");
	clReleaseEvent(e);
	clEnqueueMarkerWithWaitList(q, 0, NULL, &e);
	clFinish(q);
	EVENT_AT_LEAST(e, 1, "event (marker): complete, count >= 1? (1 = yes)");
	clRetainEvent(e);
	clRetainEvent(e);
	EVENT_AT_LEAST(e, 3, "event (marker): after two retains, count >= 3? (1 = yes)");
	clReleaseEvent(e);
	clReleaseEvent(e);
	clReleaseEvent(e);

	ue = clCreateUserEvent(ctx, &err);
	EVENT(ue, "user event: created");
	clRetainEvent(ue);
	clRetainEvent(ue);
	EVENT(ue, "user event: after two retains");
	clSetUserEventStatus(ue, CL_COMPLETE);
	clReleaseEvent(ue);
	EVENT(ue, "user event: complete, after a release");
	clReleaseEvent(ue);
	clReleaseEvent(ue);

	smp = clCreateSampler(ctx, CL_FALSE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err);
	SAMPLER("sampler: created");
	clRetainSampler(smp);
	SAMPLER("sampler: after clRetainSampler");
	clReleaseSampler(smp);
	SAMPLER("sampler: after clReleaseSampler");
	CTX("context: with queue, buffer, program and sampler alive");
	clReleaseSampler(smp);

	DEVICE(dev, "root device: initially");
	clRetainDevice(dev);
	DEVICE(dev, "root device: after clRetainDevice (no effect, spec 4.3)");
	clReleaseDevice(dev);

	clReleaseKernel(k);
	PROG("program: after releasing its kernel");
	clReleaseProgram(prog);
	CTX("context: after releasing the program");
	clReleaseMemObject(m);
	CTX("context: after releasing the buffer");
	clReleaseCommandQueue(q);
	CTX("context: after releasing the queue");
	clReleaseContext(ctx);
	CTX("context: after a clReleaseContext (one reference left)");
	clReleaseContext(ctx);
}

static int native_main(void)
{
	cl_platform_id p;
	cl_device_id d;
	cl_uint n = 0;
	struct counts out = { 0 };

	if (clGetPlatformIDs(1, &p, &n) || !n || clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL))
		return 2;
	sequence(d, &out);
	for (int i = 0; i < out.n; i++)
		printf("%ld %s\n", out.v[i], out.label[i]);
	return 0;
}

/* Runs this program natively (host ICD only) and parses its counts. */
static void native_line(const char *word, const char *rest, void *ctx)
{
	struct counts *nat = ctx;

	if (nat->n >= MAX_STEPS)
		return;
	nat->v[nat->n] = strtol(word, NULL, 10);
	snprintf(nat->label[nat->n], sizeof(nat->label[0]), "%s", rest);
	nat->n++;
}

static bool native_counts(struct counts *nat)
{
	return vt_run_native("vt_refcount", native_line, nat, NULL);
}

int main(int argc, char **argv)
{
	struct vt_cl c;
	struct counts vcl = { 0 }, nat = { 0 };

	if (argc > 1 && !strcmp(argv[1], "--native"))
		return native_main();
	vt_start("integration.refcount", 80);
	vt_cl_open(&c);
	sequence(c.device, &vcl);
	VT_REQUIRE(native_counts(&nat), "the same sequence runs natively on %s", vt_native_icd());
	VT_CHECK(nat.n == vcl.n && vcl.n > 40, "both runs recorded the same number of counts (%d, %d)",
		 vcl.n, nat.n);
	for (int i = 0; i < vcl.n && i < nat.n; i++) {
		bool same_step = !strcmp(vcl.label[i], nat.label[i]);
		VT_CHECK(same_step && vcl.v[i] == nat.v[i], "%s: virtcl %ld, native %ld", vcl.label[i],
			 vcl.v[i], nat.v[i]);
	}
	vt_cl_close(&c);
	return vt_finish();
}
