/* SPDX-License-Identifier: MIT */
/*
 * cl_khr_command_buffer through virtcl (issue 10, item 4), against the extension's specification
 * (version 0.9.0, the signatures of the guest's headers):
 *  - advertised with version 0.9.0, mutable dispatch not; the entry points come from
 *    clGetExtensionFunctionAddressForPlatform;
 *  - a chain fill -> kernel -> kernel -> copy, ordered by sync points, replayed several times with
 *    simultaneous use (later enqueues are not waited for) gives the right result each time; a
 *    kernel's arguments are those of record time (a later clSetKernelArg does not change the
 *    recorded command: the spec's rule, which PoCL 3.1 natively breaks and virtcl keeps); a
 *    buffer without simultaneous use replayed ten times accumulates;
 *  - clGetCommandBufferInfoKHR: state, queues, reference count;
 *  - errors: enqueue before finalize and record or finalize after it (CL_INVALID_OPERATION), bad
 *    sync-point wait lists (CL_INVALID_SYNC_POINT_WAIT_LIST_KHR), a command queue or a mutable
 *    handle where 0.9.0 wants NULL, wrong handles, creation without one queue. A recording call the
 *    host refuses has no reply: clFinalizeCommandBufferKHR reports its error.
 */
#define CL_TARGET_OPENCL_VERSION 300
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include <CL/cl_ext.h>

#define N 256

static const char *src =
	"__kernel void add(__global int *a, int v) { a[get_global_id(0)] += v; }\n"
	"__kernel void mul(__global int *a, int v) { a[get_global_id(0)] *= v; }\n";

#define FN(name) static name##_fn p_##name
FN(clCreateCommandBufferKHR);
FN(clFinalizeCommandBufferKHR);
FN(clRetainCommandBufferKHR);
FN(clReleaseCommandBufferKHR);
FN(clEnqueueCommandBufferKHR);
FN(clCommandBarrierWithWaitListKHR);
FN(clCommandCopyBufferKHR);
FN(clCommandFillBufferKHR);
FN(clCommandNDRangeKernelKHR);
FN(clGetCommandBufferInfoKHR);

static bool all(const int *v, int want)
{
	for (int i = 0; i < N; i++)
		if (v[i] != want)
			return false;
	return true;
}

int main(void)
{
	struct vt_cl c;
	char ext[8192] = "";
	cl_name_version vers[256];
	size_t nv = 0, gws = N;
	cl_int err, r;
	cl_program prog;
	cl_kernel add, mul;
	cl_mem a, b, acc;
	cl_command_buffer_khr cb, cb2;
	cl_sync_point_khr sp[4], bad = 99;
	int out[N], pattern = 1, two = 2, three = 3, hundred = 100, one = 1;
	cl_command_buffer_properties_khr simul[] = { CL_COMMAND_BUFFER_FLAGS_KHR,
						     CL_COMMAND_BUFFER_SIMULTANEOUS_USE_KHR, 0 };
	bool found = false, mutable_shown = false;

	vt_start("integration.command_buffer", 60);
	vt_cl_open(&c);
	VT_CL(clGetDeviceInfo(c.device, CL_DEVICE_EXTENSIONS, sizeof(ext), ext, NULL));
	if (!strstr(ext, "cl_khr_command_buffer"))
		vt_skip("the host device has no cl_khr_command_buffer (virtcl offers it only then)");
	VT_CL(clGetDeviceInfo(c.device, CL_DEVICE_EXTENSIONS_WITH_VERSION, sizeof(vers), vers, &nv));
	for (size_t i = 0; i < nv / sizeof(vers[0]); i++) {
		if (!strcmp(vers[i].name, "cl_khr_command_buffer"))
			found = vers[i].version == CL_MAKE_VERSION(0, 9, 0);
		if (strstr(vers[i].name, "command_buffer_"))
			mutable_shown = true;
	}
	VT_CHECK(found, "cl_khr_command_buffer is advertised with version 0.9.0 (the guest's signatures)");
	VT_CHECK(!mutable_shown && !strstr(ext, "command_buffer_"),
		 "its layered extensions (mutable dispatch, multi-device) are not advertised");
#define GET(name)                                                                                  \
	p_##name = (name##_fn)clGetExtensionFunctionAddressForPlatform(c.platform, #name);        \
	VT_REQUIRE(p_##name, "clGetExtensionFunctionAddressForPlatform(%s)", #name)
	GET(clCreateCommandBufferKHR);
	GET(clFinalizeCommandBufferKHR);
	GET(clRetainCommandBufferKHR);
	GET(clReleaseCommandBufferKHR);
	GET(clEnqueueCommandBufferKHR);
	GET(clCommandBarrierWithWaitListKHR);
	GET(clCommandCopyBufferKHR);
	GET(clCommandFillBufferKHR);
	GET(clCommandNDRangeKernelKHR);
	GET(clGetCommandBufferInfoKHR);

	prog = clCreateProgramWithSource(c.ctx, 1, &src, NULL, &err);
	VT_REQUIRE(prog && clBuildProgram(prog, 1, &c.device, NULL, NULL, NULL) == CL_SUCCESS,
		   "program built");
	add = clCreateKernel(prog, "add", &err);
	mul = clCreateKernel(prog, "mul", &err);
	a = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(out), NULL, &err);
	b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(out), NULL, &err);
	acc = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(out), NULL, &err);
	VT_REQUIRE(add && mul && a && b && acc, "kernels and buffers");

	/* ---- creation errors ---- */
	cb = p_clCreateCommandBufferKHR(0, NULL, NULL, &err);
	VT_CHECK(!cb && err == CL_INVALID_VALUE, "no queue: CL_INVALID_VALUE (%s)", vt_err(err));
	cb = p_clCreateCommandBufferKHR(1, (cl_command_queue *)&a, NULL, &err);
	VT_CHECK(!cb && err == CL_INVALID_COMMAND_QUEUE, "a buffer as the queue: CL_INVALID_COMMAND_QUEUE (%s)",
		 vt_err(err));

	/* ---- a chain: fill a with 1, a += 2, a *= 3, copy a to b ---- */
	cb = p_clCreateCommandBufferKHR(1, &c.q, simul, &err);
	VT_REQUIRE(cb && err == CL_SUCCESS, "clCreateCommandBufferKHR with simultaneous use (%s)", vt_err(err));
	VT_CL(clSetKernelArg(add, 0, sizeof(a), &a));
	VT_CL(clSetKernelArg(add, 1, sizeof(int), &two));
	VT_CL(clSetKernelArg(mul, 0, sizeof(a), &a));
	VT_CL(clSetKernelArg(mul, 1, sizeof(int), &three));
	VT_CL(p_clCommandFillBufferKHR(cb, NULL, a, &pattern, sizeof(pattern), 0, sizeof(out), 0, NULL, &sp[0], NULL));
	VT_CL(p_clCommandNDRangeKernelKHR(cb, NULL, NULL, add, 1, NULL, &gws, NULL, 1, &sp[0], &sp[1], NULL));
	VT_CL(p_clCommandNDRangeKernelKHR(cb, NULL, NULL, mul, 1, NULL, &gws, NULL, 1, &sp[1], &sp[2], NULL));
	VT_CL(p_clCommandCopyBufferKHR(cb, NULL, a, b, 0, 0, sizeof(out), 1, &sp[2], &sp[3], NULL));
	VT_CHECK(sp[0] != sp[1] && sp[1] != sp[2] && sp[2] != sp[3] && sp[0] != sp[3],
		 "each command has its own sync point (%u %u %u %u)", sp[0], sp[1], sp[2], sp[3]);
	/* the recorded command keeps the arguments of record time */
	VT_CL(clSetKernelArg(add, 1, sizeof(int), &hundred));

	/* errors while recording */
	VT_CL_EQ(p_clCommandBarrierWithWaitListKHR(cb, NULL, 1, NULL, NULL, NULL),
		 CL_INVALID_SYNC_POINT_WAIT_LIST_KHR);
	VT_CL_EQ(p_clCommandBarrierWithWaitListKHR(cb, NULL, 0, &sp[0], NULL, NULL),
		 CL_INVALID_SYNC_POINT_WAIT_LIST_KHR);
	VT_CL_EQ(p_clCommandBarrierWithWaitListKHR(cb, NULL, 1, &bad, NULL, NULL),
		 CL_INVALID_SYNC_POINT_WAIT_LIST_KHR);
	VT_CL_EQ(p_clCommandBarrierWithWaitListKHR(cb, c.q, 0, NULL, NULL, NULL), CL_INVALID_COMMAND_QUEUE);
	{
		cl_mutable_command_khr m = NULL;
		VT_CL_EQ(p_clCommandBarrierWithWaitListKHR(cb, NULL, 0, NULL, NULL, &m), CL_INVALID_VALUE);
	}
	VT_CL_EQ(p_clCommandBarrierWithWaitListKHR((cl_command_buffer_khr)c.q, NULL, 0, NULL, NULL, NULL),
		 CL_INVALID_COMMAND_BUFFER_KHR);
	VT_CL_EQ(p_clCommandBarrierWithWaitListKHR(NULL, NULL, 0, NULL, NULL, NULL),
		 CL_INVALID_COMMAND_BUFFER_KHR);
	VT_CL_EQ(p_clEnqueueCommandBufferKHR(0, NULL, cb, 0, NULL, NULL), CL_INVALID_OPERATION);
	{
		cl_command_buffer_state_khr st = 99;
		cl_uint nq = 0, refs = 0;
		cl_command_queue q = NULL;
		VT_CL(p_clGetCommandBufferInfoKHR(cb, CL_COMMAND_BUFFER_STATE_KHR, sizeof(st), &st, NULL));
		VT_CHECK(st == CL_COMMAND_BUFFER_STATE_RECORDING_KHR, "state before finalize: recording (%u)", st);
		VT_CL(p_clGetCommandBufferInfoKHR(cb, CL_COMMAND_BUFFER_NUM_QUEUES_KHR, sizeof(nq), &nq, NULL));
		VT_CL(p_clGetCommandBufferInfoKHR(cb, CL_COMMAND_BUFFER_QUEUES_KHR, sizeof(q), &q, NULL));
		VT_CHECK(nq == 1 && q == c.q, "its one queue is the application's (%u, %s)", nq,
			 q == c.q ? "same handle" : "another handle");
		VT_CL(p_clGetCommandBufferInfoKHR(cb, CL_COMMAND_BUFFER_REFERENCE_COUNT_KHR, sizeof(refs), &refs, NULL));
		VT_CHECK(refs == 1, "reference count 1 (%u)", refs);
		VT_CL(p_clFinalizeCommandBufferKHR(cb));
		VT_CL(p_clGetCommandBufferInfoKHR(cb, CL_COMMAND_BUFFER_STATE_KHR, sizeof(st), &st, NULL));
		VT_CHECK(st == CL_COMMAND_BUFFER_STATE_EXECUTABLE_KHR, "state after finalize: executable (%u)", st);
	}
	VT_CL_EQ(p_clFinalizeCommandBufferKHR(cb), CL_INVALID_OPERATION);
	VT_CL_EQ(p_clCommandBarrierWithWaitListKHR(cb, NULL, 0, NULL, NULL, NULL), CL_INVALID_OPERATION);

	for (int round = 0; round < 5; round++) {
		memset(out, 0, sizeof(out));
		VT_CL(clEnqueueWriteBuffer(c.q, b, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL));
		for (int k = 0; k < 3; k++)
			VT_CL(p_clEnqueueCommandBufferKHR(0, NULL, cb, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, b, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL));
		VT_CHECK(all(out, 9), "round %d: three replays of fill 1, += 2, *= 3, copy give 9 (%d): the "
				      "recorded arguments, not the later 100", round, out[0]);
	}
	{
		cl_event ev = NULL;
		cl_command_type t = 0;
		VT_CL(p_clEnqueueCommandBufferKHR(1, &c.q, cb, 0, NULL, &ev));
		VT_CL(clWaitForEvents(1, &ev));
		VT_CL(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof(t), &t, NULL));
		VT_CHECK(t == CL_COMMAND_COMMAND_BUFFER_KHR, "its event is a command buffer's (%#x)", t);
		clReleaseEvent(ev);
	}

	/* ---- without simultaneous use: each replay waits for its answer; ten accumulate ---- */
	memset(out, 0, sizeof(out));
	VT_CL(clEnqueueWriteBuffer(c.q, acc, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL));
	VT_CL(clSetKernelArg(add, 0, sizeof(acc), &acc));
	VT_CL(clSetKernelArg(add, 1, sizeof(int), &one));
	cb2 = p_clCreateCommandBufferKHR(1, &c.q, NULL, &err);
	VT_REQUIRE(cb2 && err == CL_SUCCESS, "a second command buffer (%s)", vt_err(err));
	VT_CL(p_clCommandNDRangeKernelKHR(cb2, NULL, NULL, add, 1, NULL, &gws, NULL, 0, NULL, NULL, NULL));
	VT_CL(p_clFinalizeCommandBufferKHR(cb2));
	for (int k = 0; k < 10; k++) {
		r = p_clEnqueueCommandBufferKHR(0, NULL, cb2, 0, NULL, NULL);
		VT_CHECK(r == CL_SUCCESS, "replay %d (%s)", k, vt_err(r));
		VT_CL(clFinish(c.q));
	}
	VT_CL(clEnqueueReadBuffer(c.q, acc, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL));
	VT_CHECK(all(out, 10), "ten replays of += 1 give 10 (%d)", out[0]);
	VT_CL(p_clRetainCommandBufferKHR(cb2));
	VT_CL(p_clReleaseCommandBufferKHR(cb2));
	VT_CL(p_clReleaseCommandBufferKHR(cb2));

	/* ---- a command the host refuses: no reply, finalize says it ---- */
	cb2 = p_clCreateCommandBufferKHR(1, &c.q, NULL, &err);
	VT_REQUIRE(cb2, "a third command buffer");
	r = p_clCommandCopyBufferKHR(cb2, NULL, a, b, 0, sizeof(out), sizeof(out), 0, NULL, NULL, NULL);
	if (r == CL_SUCCESS)
		VT_CL_EQ(p_clFinalizeCommandBufferKHR(cb2), CL_INVALID_VALUE);
	else
		VT_CHECK(r == CL_INVALID_VALUE, "a copy past the buffer's end: CL_INVALID_VALUE (%s)", vt_err(r));
	VT_CL(p_clReleaseCommandBufferKHR(cb2));

	VT_CL(p_clReleaseCommandBufferKHR(cb));
	VT_CL_EQ(p_clReleaseCommandBufferKHR(NULL), CL_INVALID_COMMAND_BUFFER_KHR);
	clReleaseMemObject(a);
	clReleaseMemObject(b);
	clReleaseMemObject(acc);
	clReleaseKernel(add);
	clReleaseKernel(mul);
	clReleaseProgram(prog);
	vt_cl_close(&c);
	return vt_finish();
}
