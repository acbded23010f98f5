/* SPDX-License-Identifier: MIT */
/*
 * Conformance regressions (issue 9): kinds of failure the Khronos CTS and programs from public bug
 * reports found through virtcl, each checked against the value the OpenCL specification requires,
 * through a real daemon (run with VT_TRANSPORT=shm too).
 *
 *   vt_conformance CASE     CASE: empty_source, host_access, subbuffer_flags, image_host_ptr_map,
 *                           default_device_queue, build_callbacks, wait_list_results,
 *                           unsupported_requests, command_types, added_options,
 *                           back_to_back_writes, map_then_unmap, silent_endpoint (alone),
 *                           fork_session, driver_stderr, large_transfers, local_memory,
 *                           local_answers, large_items, released_kernel_args, pieces_fail_whole,
 *                           pieces_shapes, pieces_streamed, lanes, reads_whole,
 *                           transfers_whole, pieces_profiling, pieces_wait_failed
 *                           (no CASE: all of them)
 */
#include "harness.h"

#include <CL/cl_ext.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>

static struct vt_cl c;

/* ---- a source array that holds empty strings (spec 5.8.1: "" is a string of length 0) -------- */
static void empty_source(void)
{
	const char *parts[] = { "", "__kernel void k(__global int *x) { x[get_global_id(0)] += 7; }\n",
				"" };
	size_t lens[] = { 0, 0, 0 }; /* 0: NUL-terminated */
	int v[4] = { 1, 2, 3, 4 };
	size_t gws = 4, n = 0;
	char src[512] = "";
	cl_int err;

	for (int with_lengths = 0; with_lengths < 2; with_lengths++) {
		cl_program p = clCreateProgramWithSource(c.ctx, 3, parts, with_lengths ? lens : NULL, &err);
		VT_REQUIRE(p && err == CL_SUCCESS, "clCreateProgramWithSource with \"\" parts (%s)",
			   vt_err(err));
		err = clBuildProgram(p, 1, &c.device, NULL, NULL, NULL);
		if (err != CL_SUCCESS) {
			char log[2048] = "";
			clGetProgramBuildInfo(p, c.device, CL_PROGRAM_BUILD_LOG, sizeof(log), log, NULL);
			vt_note("build log: %s", log);
		}
		VT_CL_EQ(err, CL_SUCCESS);
		VT_CL(clGetProgramInfo(p, CL_PROGRAM_SOURCE, sizeof(src), src, &n));
		VT_CHECK(n == strlen(parts[1]) + 1 && !strcmp(src, parts[1]),
			 "CL_PROGRAM_SOURCE is the concatenation (%zu bytes, lengths %s)", n,
			 with_lengths ? "0" : "NULL");
		cl_kernel k = clCreateKernel(p, "k", &err);
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_COPY_HOST_PTR, sizeof(v), v, &err);
		VT_CL(clSetKernelArg(k, 0, sizeof(m), &m));
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, sizeof(v), v, 0, NULL, NULL));
		clReleaseMemObject(m);
		clReleaseKernel(k);
		clReleaseProgram(p);
	}
	VT_CHECK(v[0] == 15 && v[3] == 18, "the kernel ran twice (%d %d)", v[0], v[3]);
}

/* ---- maps respect CL_MEM_HOST_* (spec 5.2.4: CL_INVALID_OPERATION) ----------------------------- */
#define HN 4096

static void map_case(cl_mem m, cl_map_flags f, cl_int want, const char *what)
{
	cl_int err = 12345;
	void *p = clEnqueueMapBuffer(c.q, m, CL_TRUE, f, 0, HN, 0, NULL, NULL, &err);

	VT_CHECK(err == want && (p != NULL) == (want == CL_SUCCESS), "map %s -> %s (got %s)", what,
		 vt_err(want), vt_err(err));
	if (p)
		VT_CL(clEnqueueUnmapMemObject(c.q, m, p, 0, NULL, NULL));
	clFinish(c.q);
}

static void host_access(void)
{
	unsigned char init[HN], out[HN];
	cl_int err;
	cl_mem ro, wo, na, plain;
	unsigned char *p;

	for (int i = 0; i < HN; i++)
		init[i] = (unsigned char)(i * 7 + 1);
	ro = clCreateBuffer(c.ctx, CL_MEM_HOST_READ_ONLY | CL_MEM_COPY_HOST_PTR, HN, init, &err);
	wo = clCreateBuffer(c.ctx, CL_MEM_HOST_WRITE_ONLY | CL_MEM_COPY_HOST_PTR, HN, init, &err);
	na = clCreateBuffer(c.ctx, CL_MEM_HOST_NO_ACCESS | CL_MEM_COPY_HOST_PTR, HN, init, &err);
	plain = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, HN, NULL, &err);
	VT_REQUIRE(ro && wo && na && plain, "four buffers");

	map_case(ro, CL_MAP_READ, CL_SUCCESS, "HOST_READ_ONLY for reading");
	map_case(ro, CL_MAP_WRITE, CL_INVALID_OPERATION, "HOST_READ_ONLY for writing");
	map_case(ro, CL_MAP_WRITE_INVALIDATE_REGION, CL_INVALID_OPERATION,
		 "HOST_READ_ONLY for invalidating");
	map_case(wo, CL_MAP_READ, CL_INVALID_OPERATION, "HOST_WRITE_ONLY for reading");
	map_case(wo, CL_MAP_READ | CL_MAP_WRITE, CL_INVALID_OPERATION,
		 "HOST_WRITE_ONLY for reading and writing");
	map_case(na, CL_MAP_READ, CL_INVALID_OPERATION, "HOST_NO_ACCESS for reading");
	map_case(na, CL_MAP_WRITE, CL_INVALID_OPERATION, "HOST_NO_ACCESS for writing");
	VT_CL_EQ(clEnqueueReadBuffer(c.q, wo, CL_TRUE, 0, HN, out, 0, NULL, NULL),
		 CL_INVALID_OPERATION);
	{
		size_t o[3] = { 0, 0, 0 }, r[3] = { 16, 1, 1 };
		VT_CL_EQ(clEnqueueReadBufferRect(c.q, wo, CL_TRUE, o, o, r, 0, 0, 0, 0, out, 0, NULL,
						 NULL),
			 CL_INVALID_OPERATION);
	}
	VT_CL_EQ(clEnqueueWriteBuffer(c.q, ro, CL_TRUE, 0, HN, init, 0, NULL, NULL),
		 CL_INVALID_OPERATION);

	/* a write mapping of a HOST_WRITE_ONLY buffer works, and keeps the bytes it does not change */
	p = clEnqueueMapBuffer(c.q, wo, CL_TRUE, CL_MAP_WRITE, 0, HN, 0, NULL, NULL, &err);
	VT_REQUIRE(p && err == CL_SUCCESS, "map HOST_WRITE_ONLY for writing (%s)", vt_err(err));
	p[5] = 0xAA;
	VT_CL(clEnqueueUnmapMemObject(c.q, wo, p, 0, NULL, NULL));
	VT_CL(clEnqueueCopyBuffer(c.q, wo, plain, 0, 0, HN, 0, NULL, NULL));
	VT_CL(clEnqueueReadBuffer(c.q, plain, CL_TRUE, 0, HN, out, 0, NULL, NULL));
	init[5] = 0xAA;
	VT_CHECK(!memcmp(out, init, HN), "the buffer holds its old bytes and the one written");
	/* a read mapping of a HOST_READ_ONLY buffer has its contents */
	p = clEnqueueMapBuffer(c.q, ro, CL_TRUE, CL_MAP_READ, 0, HN, 0, NULL, NULL, &err);
	VT_REQUIRE(p, "map HOST_READ_ONLY for reading (%s)", vt_err(err));
	VT_CHECK(p[1] == 8 && p[100] == (unsigned char)(701), "its contents are there");
	VT_CL(clEnqueueUnmapMemObject(c.q, ro, p, 0, NULL, NULL));
	clFinish(c.q);
	clReleaseMemObject(ro);
	clReleaseMemObject(wo);
	clReleaseMemObject(na);
	clReleaseMemObject(plain);
}

/* ---- sub-buffers inherit the parent's access flags (spec 5.2.1, CL_MEM_FLAGS in 5.5.5) -------- */
static void subbuffer_flags(void)
{
	static const struct {
		cl_mem_flags parent, sub, want; /* want 0: CL_INVALID_VALUE */
	} t[] = {
		{ CL_MEM_READ_WRITE, CL_MEM_HOST_READ_ONLY, CL_MEM_READ_WRITE | CL_MEM_HOST_READ_ONLY },
		{ CL_MEM_READ_ONLY | CL_MEM_HOST_WRITE_ONLY, 0, CL_MEM_READ_ONLY | CL_MEM_HOST_WRITE_ONLY },
		{ CL_MEM_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS, CL_MEM_WRITE_ONLY,
		  CL_MEM_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS },
		{ CL_MEM_READ_WRITE | CL_MEM_HOST_READ_ONLY, CL_MEM_READ_ONLY,
		  CL_MEM_READ_ONLY | CL_MEM_HOST_READ_ONLY },
		{ CL_MEM_HOST_WRITE_ONLY, CL_MEM_HOST_READ_ONLY, 0 },
		{ CL_MEM_HOST_READ_ONLY, CL_MEM_HOST_WRITE_ONLY, 0 },
		{ CL_MEM_HOST_NO_ACCESS, CL_MEM_HOST_READ_ONLY, 0 },
	};
	cl_buffer_region r = { 0, 1024 };
	unsigned char buf[1024];

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		cl_int err;
		cl_mem_flags got = 0;
		cl_mem par = clCreateBuffer(c.ctx, t[i].parent, 4096, NULL, &err);
		cl_mem sub = clCreateSubBuffer(par, t[i].sub, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
		if (!t[i].want) {
			VT_CHECK(!sub && err == CL_INVALID_VALUE,
				 "sub-buffer 0x%llx of 0x%llx -> CL_INVALID_VALUE (got %s)",
				 (unsigned long long)t[i].sub, (unsigned long long)t[i].parent, vt_err(err));
		} else {
			VT_REQUIRE(sub, "sub-buffer (%s)", vt_err(err));
			clGetMemObjectInfo(sub, CL_MEM_FLAGS, sizeof(got), &got, NULL);
			VT_CHECK(got == t[i].want, "sub-buffer 0x%llx of 0x%llx: CL_MEM_FLAGS 0x%llx (got 0x%llx)",
				 (unsigned long long)t[i].sub, (unsigned long long)t[i].parent,
				 (unsigned long long)t[i].want, (unsigned long long)got);
			/* and what it inherited is enforced */
			if (got & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS))
				VT_CL_EQ(clEnqueueReadBuffer(c.q, sub, CL_TRUE, 0, 16, buf, 0, NULL, NULL),
					 CL_INVALID_OPERATION);
			clReleaseMemObject(sub);
		}
		clReleaseMemObject(par);
	}
}

/* ---- a CL_MEM_USE_HOST_PTR image maps into the application's memory (spec 5.4.2) -------------- */
static void image_host_ptr_map(void)
{
	cl_image_format fmt = { CL_RGBA, CL_UNSIGNED_INT8 };
	cl_image_desc d = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 16, .image_height = 8,
			    .image_row_pitch = 80 };
	unsigned char *host = calloc(80, 8);
	size_t origin[3] = { 2, 3, 0 }, region[3] = { 4, 2, 1 }, rp = 0, sp = 99;
	cl_bool images = CL_FALSE;
	cl_int err;
	cl_mem img;
	unsigned char *p;

	clGetDeviceInfo(c.device, CL_DEVICE_IMAGE_SUPPORT, sizeof(images), &images, NULL);
	if (!images) {
		vt_note("SKIP image_host_ptr_map: the device has no images");
		free(host);
		return;
	}
	for (int i = 0; i < 80 * 8; i++)
		host[i] = (unsigned char)i;
	img = clCreateImage(c.ctx, CL_MEM_USE_HOST_PTR | CL_MEM_HOST_READ_ONLY, &fmt, &d, host, &err);
	VT_REQUIRE(img, "USE_HOST_PTR image (%s)", vt_err(err));
	p = clEnqueueMapImage(c.q, img, CL_TRUE, CL_MAP_READ, origin, region, &rp, &sp, 0, NULL, NULL,
			      &err);
	VT_REQUIRE(p && err == CL_SUCCESS, "map it for reading (%s)", vt_err(err));
	VT_CHECK(p == host + 3 * 80 + 2 * 4, "the mapping is the application's memory at the origin "
		 "(offset %td)", p - host);
	VT_CHECK(rp == 80 && sp == 0, "row pitch 80, slice pitch 0 (%zu, %zu)", rp, sp);
	VT_CHECK(p[0] == (unsigned char)(3 * 80 + 8) && p[80] == (unsigned char)(4 * 80 + 8),
		 "it holds the image's contents");
	VT_CL(clEnqueueUnmapMemObject(c.q, img, p, 0, NULL, NULL));
	p = clEnqueueMapImage(c.q, img, CL_TRUE, CL_MAP_WRITE, origin, region, &rp, &sp, 0, NULL, NULL,
			      &err);
	VT_CHECK(!p && err == CL_INVALID_OPERATION,
		 "a HOST_READ_ONLY image maps for writing -> CL_INVALID_OPERATION (got %s)", vt_err(err));
	clFinish(c.q);
	clReleaseMemObject(img);
	free(host);
}

/* ---- clSetDefaultDeviceCommandQueue without on-device queues (spec 5.1) ----------------------- */
static void default_device_queue(void)
{
	cl_device_device_enqueue_capabilities caps = 0;

	if (clGetDeviceInfo(c.device, CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, sizeof(caps), &caps,
			    NULL) != CL_SUCCESS || (caps & CL_DEVICE_QUEUE_REPLACEABLE_DEFAULT)) {
		vt_note("SKIP default_device_queue: the device has a replaceable default queue");
		return;
	}
	VT_CL_EQ(clSetDefaultDeviceCommandQueue(c.ctx, c.device, NULL), CL_INVALID_OPERATION);
	VT_CL_EQ(clSetDefaultDeviceCommandQueue(c.ctx, c.device, c.q), CL_INVALID_OPERATION);
	VT_CL_EQ(clSetDefaultDeviceCommandQueue(NULL, c.device, c.q), CL_INVALID_CONTEXT);
	VT_CL_EQ(clSetDefaultDeviceCommandQueue(c.ctx, NULL, c.q), CL_INVALID_DEVICE);
}

/* ---- builds with a notify callback that fail (spec 5.8.2-5.8.5) ------------------------------- */
static atomic_int calls;
static void CL_CALLBACK notify(cl_program p, void *ud)
{
	(void)p, (void)ud;
	atomic_fetch_add(&calls, 1);
}

/* The callback ran exactly once (waits for it up to 10 s, then a little for a second one). */
static void once(const char *what)
{
	double t0 = vt_now();

	while (atomic_load(&calls) < 1 && vt_now() - t0 < 10)
		vt_sleep_ms(5);
	vt_sleep_ms(100);
	VT_CHECK(atomic_load(&calls) == 1, "%s: the callback ran once (%d)", what, atomic_load(&calls));
	atomic_store(&calls, 0);
}

static void has_log(cl_program p, const char *what)
{
	size_t n = 0;

	clGetProgramBuildInfo(p, c.device, CL_PROGRAM_BUILD_LOG, 0, NULL, &n);
	VT_CHECK(n > 1, "%s: the build log is there (%zu bytes)", what, n);
}

static void build_callbacks(void)
{
	const char *bad = "__kernel void k(__global int *x) { x[0] = nope_xyz; }\n";
	const char *good = "__kernel void k(__global int *x) { x[0] = 1; }\n";
	const char *ext = "extern int missing_fn_xyz(int);\n"
			  "__kernel void k(__global int *x) { x[0] = missing_fn_xyz(x[0]); }\n";
	cl_int err;
	cl_program p, l;

	p = clCreateProgramWithSource(c.ctx, 1, &bad, NULL, &err);
	VT_CL_EQ(clBuildProgram(p, 1, &c.device, NULL, notify, NULL), CL_BUILD_PROGRAM_FAILURE);
	once("clBuildProgram with a syntax error");
	has_log(p, "clBuildProgram with a syntax error");
	clReleaseProgram(p);

	p = clCreateProgramWithSource(c.ctx, 1, &bad, NULL, &err);
	VT_CL_EQ(clCompileProgram(p, 1, &c.device, NULL, 0, NULL, NULL, notify, NULL),
		 CL_COMPILE_PROGRAM_FAILURE);
	once("clCompileProgram with a syntax error");
	has_log(p, "clCompileProgram with a syntax error");
	clReleaseProgram(p);

	p = clCreateProgramWithSource(c.ctx, 1, &ext, NULL, &err);
	VT_CL(clCompileProgram(p, 1, &c.device, NULL, 0, NULL, NULL, NULL, NULL));
	l = clLinkProgram(c.ctx, 1, &c.device, NULL, 1, &p, notify, NULL, &err);
	VT_CHECK(err == CL_LINK_PROGRAM_FAILURE, "clLinkProgram with an unresolved symbol -> "
		 "CL_LINK_PROGRAM_FAILURE (got %s)", vt_err(err));
	/* natively (PoCL 3.1) no program comes back, and the callback still runs once */
	once("clLinkProgram with an unresolved symbol");
	if (l) {
		has_log(l, "clLinkProgram with an unresolved symbol");
		clReleaseProgram(l);
	}
	atomic_store(&calls, 0);
	clReleaseProgram(p);

	/* refused before it began: no callback (and nothing freed twice) */
	p = clCreateProgramWithSource(c.ctx, 1, &good, NULL, &err);
	VT_CL_EQ(clBuildProgram(p, 1, &c.device, "-cl-no-such-option-xyz", notify, NULL),
		 CL_INVALID_BUILD_OPTIONS);
	vt_sleep_ms(100);
	VT_CHECK(atomic_load(&calls) <= 1, "an invalid option: at most one callback (%d)",
		 atomic_load(&calls));
	atomic_store(&calls, 0);
	VT_CL(clBuildProgram(p, 1, &c.device, NULL, notify, NULL));
	once("clBuildProgram that succeeds");
	clReleaseProgram(p);

	VT_CHECK(vt_log_count(&vt_d, "died of signal") == 0, "no session process died");
	VT_CL(clFinish(c.q));
}

/* ---- results that depend on the wait list, of calls not waited for (spec 5.11, 5.2.2) --------- */
static void wait_list_results(void)
{
	cl_context other = clCreateContext(NULL, 1, &c.device, NULL, NULL, NULL);
	cl_int err;
	cl_event mine = clCreateUserEvent(c.ctx, &err), theirs = clCreateUserEvent(other, &err);
	cl_mem a = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 256, NULL, &err);
	cl_mem b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 256, NULL, &err);
	int pat = 7, data[64] = { 0 };
	const size_t BIG_WL = (size_t)40 << 20; /* pieces over unix and tls */
	cl_mem big = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, BIG_WL, NULL, &err);
	void *bigh = calloc(1, BIG_WL);

	VT_REQUIRE(other && mine && theirs && a && b && big && bigh,
		   "a second context, user events, buffers");
	VT_CL(clSetUserEventStatus(mine, CL_COMPLETE));
	/* each call first succeeds with an event of its queue's context, then gets one of another */
	for (int round = 0; round < 2; round++) {
		cl_event *wl = round ? &theirs : &mine;
		cl_int want = round ? CL_INVALID_CONTEXT : CL_SUCCESS;
		VT_CL_EQ(clEnqueueMarkerWithWaitList(c.q, 1, wl, NULL), want);
		VT_CL_EQ(clEnqueueBarrierWithWaitList(c.q, 1, wl, NULL), want);
		VT_CL_EQ(clEnqueueCopyBuffer(c.q, a, b, 0, 0, 256, 1, wl, NULL), want);
		VT_CL_EQ(clEnqueueFillBuffer(c.q, a, &pat, sizeof(pat), 0, 256, 1, wl, NULL), want);
		VT_CL_EQ(clEnqueueMigrateMemObjects(c.q, 1, &a, 0, 1, wl, NULL), want);
		/* blocking transfers, small and (over a socket) in streamed pieces: the host waits for
		 * a blocking transfer's wait list first, so one of another context - a user event never
		 * set - blocked them forever instead of CL_INVALID_CONTEXT (spec 5.2.2) */
		VT_CL_EQ(clEnqueueReadBuffer(c.q, a, CL_TRUE, 0, sizeof(data), data, 1, wl, NULL), want);
		VT_CL_EQ(clEnqueueWriteBuffer(c.q, a, CL_TRUE, 0, sizeof(data), data, 1, wl, NULL), want);
		VT_CL_EQ(clEnqueueReadBuffer(c.q, big, CL_TRUE, 0, BIG_WL, bigh, 1, wl, NULL), want);
		VT_CL_EQ(clEnqueueWriteBuffer(c.q, big, CL_TRUE, 0, BIG_WL, bigh, 1, wl, NULL), want);
		{
			size_t o[3] = { 0, 0, 0 }, r[3] = { 16, 2, 1 };
			VT_CL_EQ(clEnqueueReadBufferRect(c.q, a, CL_TRUE, o, o, r, 16, 0, 16, 0, data, 1,
							 wl, NULL), want);
		}
		{
			cl_int merr = 1;
			void *p = clEnqueueMapBuffer(c.q, a, CL_TRUE, CL_MAP_READ, 0, 256, 1, wl, NULL,
						     &merr);
			VT_CL_EQ(merr, want);
			if (p)
				VT_CL(clEnqueueUnmapMemObject(c.q, a, p, 0, NULL, NULL));
		}
	}
	VT_CL(clFinish(c.q));

	/* a blocking write behind a user event that failed */
	{
		cl_command_queue q2 = clCreateCommandQueue(c.ctx, c.device, 0, &err);
		cl_event failed = clCreateUserEvent(c.ctx, &err), wev = NULL;
		VT_CL(clSetUserEventStatus(failed, -1));
		VT_CL_EQ(clEnqueueWriteBuffer(q2, a, CL_TRUE, 0, sizeof(data), data, 1, &failed, &wev),
			 CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
		if (wev)
			clReleaseEvent(wev);
		/* and a blocking read (rectangular too): the same code (spec 5.2.2; native PoCL 3.1
		 * blocks forever in both) */
		VT_CL_EQ(clEnqueueReadBuffer(q2, a, CL_TRUE, 0, sizeof(data), data, 1, &failed, NULL),
			 CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
		{
			size_t org[3] = { 0, 0, 0 }, reg[3] = { 16, 2, 1 };
			VT_CL_EQ(clEnqueueReadBufferRect(q2, a, CL_TRUE, org, org, reg, 16, 0, 16, 0,
							 data, 1, &failed, NULL),
				 CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
		}
		clReleaseEvent(failed);
		clReleaseCommandQueue(q2);
	}
	/* the session goes on */
	VT_CL(clEnqueueWriteBuffer(c.q, b, CL_TRUE, 0, sizeof(data), data, 1, &mine, NULL));
	VT_CL(clFinish(c.q));
	clReleaseEvent(mine);
	clReleaseEvent(theirs);
	clReleaseMemObject(a);
	clReleaseMemObject(b);
	clReleaseMemObject(big);
	free(bigh);
	clReleaseContext(other);
}

/* ---- requests the device reports it cannot serve: the spec's error, the session goes on ------- */
static void unsupported_requests(void)
{
	cl_device_device_enqueue_capabilities caps = 0;
	cl_queue_properties on_dev[] = { CL_QUEUE_PROPERTIES,
					 CL_QUEUE_ON_DEVICE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0 };
	cl_queue_properties bad_bit[] = { CL_QUEUE_PROPERTIES, (cl_queue_properties)1 << 20, 0 };
	cl_int err = 0;
	cl_command_queue q;

	VT_CL(clGetDeviceInfo(c.device, CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, sizeof(caps), &caps, NULL));
	if (!caps) {
		q = clCreateCommandQueueWithProperties(c.ctx, c.device, on_dev, &err);
		VT_CHECK(!q && err == CL_INVALID_QUEUE_PROPERTIES,
			 "an on-device queue on a device without one -> CL_INVALID_QUEUE_PROPERTIES (got %s)",
			 vt_err(err));
		q = clCreateCommandQueue(c.ctx, c.device,
					 CL_QUEUE_ON_DEVICE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, &err);
		VT_CHECK(!q && err == CL_INVALID_QUEUE_PROPERTIES,
			 "the same through clCreateCommandQueue -> CL_INVALID_QUEUE_PROPERTIES (got %s)",
			 vt_err(err));
	} else {
		vt_note("the device has on-device queues: that part does not apply");
	}
	q = clCreateCommandQueueWithProperties(c.ctx, c.device, bad_bit, &err);
	VT_CHECK(!q && err == CL_INVALID_VALUE, "an unknown queue property bit -> CL_INVALID_VALUE "
		 "(got %s)", vt_err(err));
	/* the session is alive */
	q = clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err);
	VT_CHECK(q && err == CL_SUCCESS, "a plain queue afterwards (%s)", vt_err(err));
	if (q) {
		VT_CL(clFinish(q));
		clReleaseCommandQueue(q);
	}
	VT_CHECK(vt_log_count(&vt_d, "exited with status") == 0 &&
			 vt_log_count(&vt_d, "died of signal") == 0,
		 "the session process did not end");
}

/* ---- events of maps and unmaps say what was enqueued (spec 5.11: CL_EVENT_COMMAND_TYPE) ------- */
static void event_is(cl_event e, cl_command_queue q, cl_command_type want, const char *what)
{
	cl_command_type t = 0;
	cl_command_queue eq = NULL;
	cl_context ec = NULL;
	cl_ulong t0 = 0, t1 = 0;

	VT_REQUIRE(e, "%s: an event", what);
	VT_CL(clWaitForEvents(1, &e));
	clGetEventInfo(e, CL_EVENT_COMMAND_TYPE, sizeof(t), &t, NULL);
	clGetEventInfo(e, CL_EVENT_COMMAND_QUEUE, sizeof(eq), &eq, NULL);
	clGetEventInfo(e, CL_EVENT_CONTEXT, sizeof(ec), &ec, NULL);
	VT_CHECK(t == want && eq == q && ec == c.ctx, "%s: command type 0x%x (got 0x%x), its queue and "
		 "context", what, want, t);
	VT_CL(clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_START, sizeof(t0), &t0, NULL));
	VT_CL(clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof(t1), &t1, NULL));
	VT_CHECK(t0 && t1 >= t0, "%s: profiled", what);
	clReleaseEvent(e);
}

static void command_types(void)
{
	cl_int err;
	cl_command_queue q = clCreateCommandQueue(c.ctx, c.device, CL_QUEUE_PROFILING_ENABLE, &err);
	cl_mem b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
	cl_event e = NULL;
	void *p;

	VT_REQUIRE(q && b, "a profiling queue and a buffer");
	p = clEnqueueMapBuffer(q, b, CL_TRUE, CL_MAP_READ, 0, 4096, 0, NULL, &e, &err);
	event_is(e, q, CL_COMMAND_MAP_BUFFER, "map for reading");
	e = NULL;
	VT_CL(clEnqueueUnmapMemObject(q, b, p, 0, NULL, &e));
	event_is(e, q, CL_COMMAND_UNMAP_MEM_OBJECT, "unmap of a read mapping");
	e = NULL;
	p = clEnqueueMapBuffer(q, b, CL_FALSE, CL_MAP_WRITE, 0, 4096, 0, NULL, &e, &err);
	event_is(e, q, CL_COMMAND_MAP_BUFFER, "non-blocking map for writing");
	e = NULL;
	VT_CL(clEnqueueUnmapMemObject(q, b, p, 0, NULL, &e));
	event_is(e, q, CL_COMMAND_UNMAP_MEM_OBJECT, "unmap of a write mapping");
	e = NULL;
	p = clEnqueueMapBuffer(q, b, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, 4096, 0, NULL, &e, &err);
	event_is(e, q, CL_COMMAND_MAP_BUFFER, "map invalidating the region");
	VT_CL(clEnqueueUnmapMemObject(q, b, p, 0, NULL, NULL));
	{
		cl_bool images = CL_FALSE;
		clGetDeviceInfo(c.device, CL_DEVICE_IMAGE_SUPPORT, sizeof(images), &images, NULL);
		if (images) {
			cl_image_format fmt = { CL_RGBA, CL_UNORM_INT8 };
			cl_image_desc d = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 8,
					    .image_height = 8 };
			size_t o[3] = { 0, 0, 0 }, r[3] = { 8, 8, 1 }, rp;
			cl_mem img = clCreateImage(c.ctx, 0, &fmt, &d, NULL, &err);
			e = NULL;
			p = clEnqueueMapImage(q, img, CL_TRUE, CL_MAP_READ, o, r, &rp, NULL, 0, NULL, &e,
					      &err);
			event_is(e, q, CL_COMMAND_MAP_IMAGE, "image map");
			e = NULL;
			VT_CL(clEnqueueUnmapMemObject(q, img, p, 0, NULL, &e));
			event_is(e, q, CL_COMMAND_UNMAP_MEM_OBJECT, "image unmap");
			clReleaseMemObject(img);
		}
	}
	VT_CL(clFinish(q));
	clReleaseMemObject(b);
	clReleaseCommandQueue(q);
}

/* ---- options virtcl adds are not the application's (spec 5.8.9, 5.10) -------------------------- */
static void added_options(void)
{
	const char *src = "#include \"vt_conf_inc.h\"\n"
			  "__kernel void k(__global int *x, int n) { x[0] = n + VT_INC; }\n";
	char dir[] = "/tmp/vt-conf-inc.XXXXXX", path[64], opts[160], got[256];
	const char *variants[3];
	FILE *f;
	cl_int err;

	VT_REQUIRE(mkdtemp(dir), "a folder for an include file");
	snprintf(path, sizeof(path), "%s/vt_conf_inc.h", dir);
	f = fopen(path, "w");
	VT_REQUIRE(f, "an include file");
	fputs("#define VT_INC 3\n", f);
	fclose(f);
	snprintf(opts, sizeof(opts), "-I %s -DFOO=1", dir);
	variants[0] = opts;
	variants[1] = "-I/nonexistent-but-given -DFOO=2 -cl-kernel-arg-info";
	variants[2] = NULL;
	for (int i = 0; i < 3; i++) {
		const char *o = variants[i];
		char buf[300];
		cl_program p = clCreateProgramWithSource(c.ctx, 1, &src, NULL, &err);
		cl_kernel k;
		char name[16] = "";
		if (i == 1) { /* the include comes from the first variant's folder */
			snprintf(buf, sizeof(buf), "-I %s %s", dir, variants[1]);
			o = buf;
		} else if (i == 2) {
			snprintf(buf, sizeof(buf), "-I %s", dir);
			o = buf;
		}
		VT_CL(clBuildProgram(p, 1, &c.device, o, NULL, NULL));
		got[0] = 0;
		VT_CL(clGetProgramBuildInfo(p, c.device, CL_PROGRAM_BUILD_OPTIONS, sizeof(got), got, NULL));
		VT_CHECK(!strcmp(got, o), "CL_PROGRAM_BUILD_OPTIONS is the application's '%s' (got '%s')", o,
			 got);
		k = clCreateKernel(p, "k", &err);
		err = clGetKernelArgInfo(k, 1, CL_KERNEL_ARG_NAME, sizeof(name), name, NULL);
		if (i == 1)
			VT_CHECK(err == CL_SUCCESS && !strcmp(name, "n"), "asked for: argument info (%s '%s')",
				 vt_err(err), name);
		else
			VT_CHECK(err == CL_KERNEL_ARG_INFO_NOT_AVAILABLE, "not asked for: "
				 "CL_KERNEL_ARG_INFO_NOT_AVAILABLE (got %s)", vt_err(err));
		VT_CL_EQ(clGetKernelArgInfo(k, 7, CL_KERNEL_ARG_NAME, sizeof(name), name, NULL),
			 CL_INVALID_ARG_INDEX);
		clReleaseKernel(k);
		clReleaseProgram(p);
	}
	unlink(path);
	rmdir(dir);
}

/* ---- back-to-back blocking writes of 600 MiB (spec 5.2.2: ptr is free again on return) -------- */
static void back_to_back_writes(void)
{
	const size_t size = (size_t)600 << 20;
	cl_ulong max_alloc = 0;
	cl_int err;
	unsigned char *data, tail[4096];
	cl_mem b;

	clGetDeviceInfo(c.device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof(max_alloc), &max_alloc, NULL);
	if (max_alloc < size) {
		vt_note("SKIP back_to_back_writes: the device allocates at most %llu bytes",
			(unsigned long long)max_alloc);
		return;
	}
	data = malloc(size);
	b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, size, NULL, &err);
	VT_REQUIRE(data && b, "600 MiB in the guest and on the device (%s)", vt_err(err));
	for (int i = 0; i < 3; i++) {
		memset(data, 0x40 + i, size);
		VT_CL(clEnqueueWriteBuffer(c.q, b, CL_TRUE, 0, size, data, 0, NULL, NULL));
	}
	VT_CL(clEnqueueReadBuffer(c.q, b, CL_TRUE, size - sizeof(tail), sizeof(tail), tail, 0, NULL,
				  NULL));
	VT_CHECK(tail[0] == 0x42 && tail[sizeof(tail) - 1] == 0x42, "the buffer holds the last write");
	clReleaseMemObject(b);
	free(data);
}

/* ---- a non-blocking map followed at once by its unmap (legal on an in-order queue, 5.2.4) ------ */
static void map_then_unmap(void)
{
	const size_t size = (size_t)4 << 20;
	unsigned *init = malloc(size), *back = malloc(size);
	cl_int err;

	VT_REQUIRE(init && back, "memory");
	for (size_t i = 0; i < size / 4; i++)
		init[i] = (unsigned)(i * 2654435761u);
	for (int alloc = 0; alloc < 2; alloc++) {
		cl_mem b = clCreateBuffer(c.ctx, CL_MEM_COPY_HOST_PTR | (alloc ? CL_MEM_ALLOC_HOST_PTR : 0),
					  size, init, &err);
		VT_REQUIRE(b, "a 4 MiB buffer (%s)", vt_err(err));
		for (int round = 0; round < 4; round++) {
			cl_map_flags f = round & 1 ? CL_MAP_WRITE : CL_MAP_READ;
			size_t n = round < 2 ? size : (size_t)1 << 20;
			cl_event ev = NULL;
			void *p = clEnqueueMapBuffer(c.q, b, CL_FALSE, f, 0, n, 0, NULL,
						     round == 2 ? &ev : NULL, &err);
			VT_CHECK(p && err == CL_SUCCESS, "non-blocking map %s of %zu bytes (%s)",
				 f == CL_MAP_READ ? "for reading" : "for writing", n, vt_err(err));
			VT_CL(clEnqueueUnmapMemObject(c.q, b, p, 0, NULL, NULL));
			if (ev) {
				VT_CL(clWaitForEvents(1, &ev));
				clReleaseEvent(ev);
			}
		}
		VT_CL(clFinish(c.q));
		memset(back, 0, size);
		VT_CL(clEnqueueReadBuffer(c.q, b, CL_TRUE, 0, size, back, 0, NULL, NULL));
		VT_CHECK(!memcmp(back, init, size), "the contents are as they were (%s)",
			 alloc ? "CL_MEM_ALLOC_HOST_PTR" : "plain");
		clReleaseMemObject(b);
	}
	free(init);
	free(back);
}

/* ---- discovery gives up on an endpoint that accepts and never answers (issue 9 item 13) -------- */
static void silent_endpoint(void)
{
	char dir[] = "/tmp/vt-silent.XXXXXX", addr[128];
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	cl_uint n = 99;
	cl_int err;
	double t0, dt;
	int fd;

	VT_REQUIRE(mkdtemp(dir), "a folder for a socket");
	snprintf(sa.sun_path, sizeof(sa.sun_path), "%s/silent.sock", dir);
	fd = socket(AF_UNIX, SOCK_STREAM, 0);
	VT_REQUIRE(fd >= 0 && !bind(fd, (struct sockaddr *)&sa, sizeof(sa)) && !listen(fd, 4),
		   "a socket that takes connections (into its backlog) and never answers");
	snprintf(addr, sizeof(addr), "%s:%s", vt_transport(), sa.sun_path);
	setenv("VIRTCL_SERVER", addr, 1);
	setenv("VIRTCL_CONNECT_TIMEOUT", "1.5", 1);
	t0 = vt_now();
	err = clGetPlatformIDs(0, NULL, &n);
	dt = vt_now() - t0;
	VT_CHECK((err == CL_PLATFORM_NOT_FOUND_KHR || err == CL_SUCCESS) && (err || n == 0),
		 "clGetPlatformIDs reports no platform (%s, %u)", vt_err(err), n);
	VT_CHECK(dt < 1.5 * 3 + 1, "it gave up in %.1f s (VIRTCL_CONNECT_TIMEOUT=1.5)", dt);
	VT_CHECK(dt >= 1.0, "it waited for the endpoint for a while first (%.1f s)", dt);
	close(fd);
	unlink(sa.sun_path);
	rmdir(dir);
}

/* ---- fork(): the child gets its own session, the parent is never affected (item 5) ---------- */
/* The child: the parent's objects are invalid handles; a context of its own works. Exit status:
 * 0 all as expected, else the number of the first check that failed. */
static int fork_child(cl_mem parents, bool use_opencl)
{
	cl_platform_id p;
	cl_device_id d;
	cl_uint n = 0;
	cl_int err;
	int v[16] = { 0 }, w[16];

	if (!use_opencl)
		return 0;
	if (clRetainMemObject(parents) != CL_INVALID_MEM_OBJECT)
		return 1;
	if (clGetPlatformIDs(1, &p, &n) != CL_SUCCESS || n != 1)
		return 2;
	if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL) != CL_SUCCESS)
		return 3;
	cl_context ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
	if (!ctx)
		return 4;
	cl_command_queue q = clCreateCommandQueueWithProperties(ctx, d, NULL, &err);
	for (int i = 0; i < 16; i++)
		v[i] = i * 3;
	cl_mem m = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, sizeof(v), v, &err);
	if (!q || !m || clEnqueueReadBuffer(q, m, CL_TRUE, 0, sizeof(w), w, 0, NULL, NULL) ||
	    memcmp(v, w, sizeof(v)))
		return 5;
	clReleaseMemObject(m);
	{
		/* a large transfer: the area's copies split over the helper threads, which the child
		 * does not inherit (the parent's last job must never run in the child) */
		size_t size = (size_t)16 << 20;
		unsigned char *a = malloc(size), *b = malloc(size);
		int bad = 0;
		if (!a || !b)
			return 6;
		for (size_t i = 0; i < size; i++)
			a[i] = (unsigned char)(i * 7 + 3);
		memset(b, 0, size);
		m = clCreateBuffer(ctx, CL_MEM_READ_WRITE, size, NULL, &err);
		if (!m || clEnqueueWriteBuffer(q, m, CL_TRUE, 0, size, a, 0, NULL, NULL) ||
		    clEnqueueReadBuffer(q, m, CL_TRUE, 0, size, b, 0, NULL, NULL))
			bad = 7;
		else if (memcmp(a, b, size))
			bad = 8;
		clReleaseMemObject(m);
		free(a);
		free(b);
		if (bad)
			return bad;
	}
	clReleaseCommandQueue(q);
	clReleaseContext(ctx);
	return 0;
}

static void fork_session(void)
{
	int v[256], w[256];
	cl_int err;
	cl_mem m;

	for (int i = 0; i < 256; i++)
		v[i] = i ^ 0x5a5a;
	m = clCreateBuffer(c.ctx, CL_MEM_COPY_HOST_PTR, sizeof(v), v, &err);
	VT_REQUIRE(m, "a buffer in the parent");
	{
		/* the parent's large transfers use copy helpers before it forks (main sets
		 * VIRTCL_COPY_THREADS=4 before the front-end reads its environment, at the first
		 * call) */
		size_t n = (size_t)16 << 20;
		unsigned char *a = malloc(n), *b = malloc(n);
		cl_mem big;
		VT_REQUIRE(a && b, "memory");
		for (size_t i = 0; i < n; i++)
			a[i] = (unsigned char)(i * 5 + 1);
		big = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, n, NULL, &err);
		VT_REQUIRE(big, "a 16 MiB buffer (%s)", vt_err(err));
		VT_CL(clEnqueueWriteBuffer(c.q, big, CL_TRUE, 0, n, a, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, big, CL_TRUE, 0, n, b, 0, NULL, NULL));
		VT_CHECK(!memcmp(a, b, n), "16 MiB through the parent's copy helpers");
		clReleaseMemObject(big);
		free(a);
		free(b);
	}
	for (int round = 0; round < 3; round++) {
		/* round 0: a child that uses OpenCL; 1: one that does not; 2: one that uses it while the
		 * parent has a non-blocking read in flight */
		cl_event ev = NULL;
		int st = 0;
		pid_t pid;
		if (round == 2)
			VT_CL(clEnqueueReadBuffer(c.q, m, CL_FALSE, 0, sizeof(w), w, 0, NULL, &ev));
		fflush(NULL);
		pid = fork();
		VT_REQUIRE(pid >= 0, "fork");
		if (pid == 0)
			_exit(fork_child(m, round != 1));
		VT_CHECK(waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0,
			 "round %d: the child ran (its own session where it used OpenCL) and exited 0 "
			 "(status 0x%x)", round, st);
		if (ev) {
			VT_CL(clWaitForEvents(1, &ev));
			clReleaseEvent(ev);
		}
		memset(w, 0, sizeof(w));
		VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, sizeof(w), w, 0, NULL, NULL));
		VT_CHECK(!memcmp(v, w, sizeof(v)), "round %d: the parent's session goes on", round);
		VT_CL(clEnqueueWriteBuffer(c.q, m, CL_TRUE, 0, sizeof(v), v, 0, NULL, NULL));
		VT_CL(clFinish(c.q));
	}
	/* session lines reach the daemon's log through its relay: wait for them */
	VT_CHECK(vt_log_wait(&vt_d, ": started", 3, 10) && vt_log_count(&vt_d, ": started") == 3,
		 "the two children that used OpenCL had sessions of their own (%d sessions)",
		 vt_log_count(&vt_d, ": started"));
	VT_CHECK(vt_log_count(&vt_d, "protocol violation") == 0, "no protocol violation");
	clReleaseMemObject(m);
}

/* ---- what the host driver writes on stderr during a call reaches the application's (item 12) --- */
static void driver_stderr(void)
{
	char src[256], path[] = "/tmp/vt-stderr.XXXXXX", got[4096] = "";
	const char *s = src;
	int fd = mkstemp(path), saved = dup(STDERR_FILENO);
	cl_program p;
	cl_int err;
	ssize_t n;

	VT_REQUIRE(fd >= 0 && saved >= 0, "a file for standard error");
	/* a source no kernel cache holds: the compiler runs and warns */
	snprintf(src, sizeof(src), "#warning vt_warning_%ld_%d\n"
		 "__kernel void k(__global int *x) { x[0] = 1; }\n", (long)time(NULL), (int)getpid());
	fflush(stderr);
	dup2(fd, STDERR_FILENO);
	p = clCreateProgramWithSource(c.ctx, 1, &s, NULL, &err);
	err = clBuildProgram(p, 1, &c.device, NULL, NULL, NULL);
	fflush(stderr);
	dup2(saved, STDERR_FILENO);
	close(saved);
	VT_CL_EQ(err, CL_SUCCESS);
	n = pread(fd, got, sizeof(got) - 1, 0);
	got[n > 0 ? n : 0] = 0;
	close(fd);
	unlink(path);
	vt_note("the application's standard error during the build: %s", got);
	VT_CHECK(strstr(got, "warning"), "the compiler's warning reached the application's standard "
		 "error, as natively");
	VT_CHECK(vt_log_wait(&vt_d, "warning", 1, 10), "and the daemon's log keeps it too");
	clReleaseProgram(p);
}

/* ---- a build round built again: its messages dropped, with other calls beside it ---------- */

static atomic_bool calls_stop;

/* Synchronous calls, each answered (a reply looks at the driver's pipes), until calls_stop. */
static void *calls_main(void *arg)
{
	cl_command_queue q = arg;
	cl_uint refs;

	while (!atomic_load(&calls_stop))
		clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof(refs), &refs, NULL);
	return NULL;
}

/*
 * A build whose #include names a guest file by a macro-made name: the host's compiler fails the
 * first round (the file not found), the front-end sends the file, the second round builds; the
 * first round's messages are dropped (vcl_session_drop_stderr: the application's own compiler
 * never printed them), the second's reach the application's standard error. With another thread
 * making calls meanwhile, whose replies look at the driver's pipes: a reply read the first round's
 * messages before the drop and sent them (the drop took no lock, and the hold kept only the
 * output thread off), so the round's error reached the application. Three builds, each a fresh
 * source (no kernel cache hit).
 */
static void stderr_dropped_round(void)
{
	char dir[] = "/tmp/vt-rnd.XXXXXX", path[128], opts[256], src[512], got[16384];
	int saved = dup(STDERR_FILENO);
	FILE *f;

	VT_REQUIRE(mkdtemp(dir) && saved >= 0, "a folder for the include file");
	snprintf(path, sizeof(path), "%s/mac.h", dir);
	f = fopen(path, "w");
	VT_REQUIRE(f, "the include file");
	fprintf(f, "#define MV 7\n");
	fclose(f);
	snprintf(opts, sizeof(opts), "-D INCLUDE_PATH=%s -D XM2S(x)=#x -D M2S(x)=XM2S(x)", dir);
	for (int round = 0; round < 3; round++) {
		char out[] = "/tmp/vt-round-err.XXXXXX";
		const char *sp = src;
		int fd = mkstemp(out);
		pthread_t th;
		cl_program p;
		cl_int err;
		ssize_t n;
		VT_REQUIRE(fd >= 0, "a file for standard error");
		/* naming printf: the session's replies look at the driver's pipes
		 * (vcl_session_may_print), as they do once a program that prints was built */
		snprintf(src, sizeof(src), "#warning vt_round_%ld_%d_%d\n#include M2S(INCLUDE_PATH/mac.h)\n"
			 "/* no printf */ __kernel void k(__global int *x) { x[0] = MV; }\n",
			 (long)time(NULL), (int)getpid(), round);
		fflush(stderr);
		dup2(fd, STDERR_FILENO);
		atomic_store(&calls_stop, false);
		VT_REQUIRE(!pthread_create(&th, NULL, calls_main, c.q), "a thread");
		p = clCreateProgramWithSource(c.ctx, 1, &sp, NULL, &err);
		err = p ? clBuildProgram(p, 1, &c.device, opts, NULL, NULL) : err;
		atomic_store(&calls_stop, true);
		pthread_join(th, NULL);
		clFinish(c.q); /* a reply: what is left of the build's output comes before it */
		fflush(stderr);
		dup2(saved, STDERR_FILENO);
		n = pread(fd, got, sizeof(got) - 1, 0);
		got[n > 0 ? n : 0] = 0;
		close(fd);
		unlink(out);
		if (err != CL_SUCCESS && p) {
			char log[2048] = "";
			clGetProgramBuildInfo(p, c.device, CL_PROGRAM_BUILD_LOG, sizeof(log) - 1, log,
					      NULL);
			vt_note("build log: %s", log);
		}
		VT_CL_EQ(err, CL_SUCCESS);
		VT_CHECK(!strstr(got, "not found") && !strstr(got, "error"), "build %d: the dropped "
			 "round's messages (its include file not found, an error) did not reach the "
			 "application: %.300s", round, got);
		if (p)
			clReleaseProgram(p);
	}
	close(saved);
	unlink(path);
	rmdir(dir);
}

/* ---- transfers larger than one wire message (item 2): 1.25 GiB ------------------------------ */
static bool big_same(const uint32_t *a, size_t n, uint32_t salt)
{
	for (size_t i = 0; i < n; i += 4093)
		if (a[i] != (uint32_t)(i * 2654435761u) + salt)
			return false;
	return a[n - 1] == (uint32_t)((n - 1) * 2654435761u) + salt;
}

static void large_transfers(void)
{
	const size_t size = (size_t)5 << 28, n = size / 4; /* 1.25 GiB */
	cl_ulong max_alloc = 0;
	uint32_t *a, *b, *p;
	cl_event ev = NULL;
	cl_int err;
	cl_mem m;

	clGetDeviceInfo(c.device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof(max_alloc), &max_alloc, NULL);
	if (max_alloc < size) {
		vt_note("SKIP large_transfers: the device allocates at most %llu bytes",
			(unsigned long long)max_alloc);
		return;
	}
	a = malloc(size);
	b = malloc(size);
	VT_REQUIRE(a && b, "2.5 GiB in the guest");
	for (size_t i = 0; i < n; i++)
		a[i] = (uint32_t)(i * 2654435761u);
	if (!strcmp(vt_transport(), "shm")) {
		/* first, before anything that may go inline (initial contents above the area do): a
		 * blocking write and a non-blocking read through the 512 MiB area, in pieces that fit
		 * beside each other (issue 10: two pieces of 256 MiB did not; the second went inline
		 * through the socket, which the daemon logs once per session) */
		m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, size, NULL, &err);
		VT_REQUIRE(m, "a 1.25 GiB buffer (%s)", vt_err(err));
		VT_CL(clEnqueueWriteBuffer(c.q, m, CL_TRUE, 0, size, a, 0, NULL, NULL));
		memset(b, 0, size);
		VT_CL(clEnqueueReadBuffer(c.q, m, CL_FALSE, 0, size, b, 0, NULL, &ev));
		VT_CL(clWaitForEvents(1, &ev));
		clReleaseEvent(ev);
		VT_CHECK(big_same(b, n, 0), "a 1.25 GiB write and non-blocking read through the area");
		VT_CHECK(!vt_log_wait(&vt_d, "slower path (bulk_inline)", 1, 2.0),
			 "... in pieces, none of them inline");
		clReleaseMemObject(m);
	}
	/* initial contents */
	m = clCreateBuffer(c.ctx, CL_MEM_COPY_HOST_PTR | CL_MEM_HOST_READ_ONLY, size, a, &err);
	VT_REQUIRE(m && err == CL_SUCCESS, "a 1.25 GiB buffer with CL_MEM_COPY_HOST_PTR (%s)", vt_err(err));
	memset(b, 0, size);
	VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, size, b, 0, NULL, NULL));
	VT_CHECK(big_same(b, n, 0), "its contents read back, 1.25 GiB in one blocking read");
	VT_CL_EQ(clEnqueueWriteBuffer(c.q, m, CL_TRUE, 0, size, a, 0, NULL, NULL), CL_INVALID_OPERATION);
	clReleaseMemObject(m);
	/* a write, a non-blocking read, a map and its unmap */
	m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, size, NULL, &err);
	VT_REQUIRE(m, "a 1.25 GiB buffer (%s)", vt_err(err));
	for (size_t i = 0; i < n; i++)
		a[i] += 7;
	VT_CL(clEnqueueWriteBuffer(c.q, m, CL_TRUE, 0, size, a, 0, NULL, NULL));
	memset(b, 0, size);
	VT_CL(clEnqueueReadBuffer(c.q, m, CL_FALSE, 0, size, b, 0, NULL, &ev));
	VT_CL(clWaitForEvents(1, &ev));
	clReleaseEvent(ev);
	VT_CHECK(big_same(b, n, 7), "a 1.25 GiB write and non-blocking read");

	p = clEnqueueMapBuffer(c.q, m, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, size, 0, NULL, NULL,
			       &err);
	VT_REQUIRE(p, "a 1.25 GiB map (%s)", vt_err(err));
	VT_CHECK(big_same(p, n, 7), "the mapping holds the contents");
	p[n - 1] += 1;
	p[0] += 1;
	VT_CL(clEnqueueUnmapMemObject(c.q, m, p, 0, NULL, NULL));
	VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, 4, b, 0, NULL, NULL));
	VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, size - 4, 4, b + 1, 0, NULL, NULL));
	VT_CHECK(b[0] == a[0] + 1 && b[1] == a[n - 1] + 1, "the unmap wrote the mapping back");
	{
		/* rectangles: 320 slices of 1024 rows of 4 KiB */
		size_t o[3] = { 0, 0, 0 }, r[3] = { 4096, 1024, 320 };
		for (size_t i = 0; i < n; i++)
			a[i] += 5;
		VT_CL(clEnqueueWriteBufferRect(c.q, m, CL_FALSE, o, o, r, 0, 0, 0, 0, a, 0, NULL, NULL));
		memset(b, 0, size);
		VT_CL(clEnqueueReadBufferRect(c.q, m, CL_TRUE, o, o, r, 0, 0, 0, 0, b, 0, NULL, NULL));
		VT_CHECK(big_same(b, n, 12), "a 1.25 GiB rectangular write and read");
	}
	VT_CL(clFinish(c.q));
	clReleaseMemObject(m);
	{
		/* images above one piece (256 MiB): a 2D image by rows, a 3D image by slices */
		cl_bool images = CL_FALSE;
		size_t w2 = 0, h2 = 0, w3 = 0, d3 = 0;
		clGetDeviceInfo(c.device, CL_DEVICE_IMAGE_SUPPORT, sizeof(images), &images, NULL);
		clGetDeviceInfo(c.device, CL_DEVICE_IMAGE2D_MAX_WIDTH, sizeof(w2), &w2, NULL);
		clGetDeviceInfo(c.device, CL_DEVICE_IMAGE2D_MAX_HEIGHT, sizeof(h2), &h2, NULL);
		clGetDeviceInfo(c.device, CL_DEVICE_IMAGE3D_MAX_WIDTH, sizeof(w3), &w3, NULL);
		clGetDeviceInfo(c.device, CL_DEVICE_IMAGE3D_MAX_DEPTH, sizeof(d3), &d3, NULL);
		if (images && w2 >= 8192 && h2 >= 2560 && w3 >= 512 && d3 >= 160) {
			cl_image_format fmt = { CL_RGBA, CL_UNSIGNED_INT32 };
			cl_image_desc d2 = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 8192,
					     .image_height = 2560 };
			cl_image_desc d3d = { .image_type = CL_MEM_OBJECT_IMAGE3D, .image_width = 512,
					      .image_height = 512, .image_depth = 160 };
			size_t o[3] = { 0, 0, 0 }, r2[3] = { 8192, 2560, 1 }, r3[3] = { 512, 512, 160 };
			size_t n2 = (size_t)8192 * 2560 * 4, n3 = (size_t)512 * 512 * 160 * 4;
			cl_mem i2 = clCreateImage(c.ctx, 0, &fmt, &d2, NULL, &err);
			cl_mem i3 = clCreateImage(c.ctx, 0, &fmt, &d3d, NULL, &err);
			VT_REQUIRE(i2 && i3, "a 320 MiB 2D image and a 640 MiB 3D image (%s)", vt_err(err));
			VT_CL(clEnqueueWriteImage(c.q, i2, CL_FALSE, o, r2, 0, 0, a, 0, NULL, NULL));
			memset(b, 0, n2 * 4);
			VT_CL(clEnqueueReadImage(c.q, i2, CL_TRUE, o, r2, 0, 0, b, 0, NULL, NULL));
			VT_CHECK(big_same(b, n2, 12), "a 320 MiB 2D image written and read");
			VT_CL(clEnqueueWriteImage(c.q, i3, CL_TRUE, o, r3, 0, 0, a, 0, NULL, NULL));
			memset(b, 0, n3 * 4);
			VT_CL(clEnqueueReadImage(c.q, i3, CL_FALSE, o, r3, 0, 0, b, 0, NULL, NULL));
			VT_CL(clFinish(c.q));
			VT_CHECK(big_same(b, n3, 12), "a 640 MiB 3D image written and read");
			clReleaseMemObject(i2);
			clReleaseMemObject(i3);
			if (d3 >= 320) {
				/* initial contents above one message: 1.25 GiB */
				cl_image_desc d4 = d3d;
				size_t r4[3] = { 512, 512, 320 };
				d4.image_depth = 320;
				cl_mem i4 = clCreateImage(c.ctx, CL_MEM_COPY_HOST_PTR | CL_MEM_HOST_NO_ACCESS,
							  &fmt, &d4, a, &err);
				VT_REQUIRE(i4, "a 1.25 GiB 3D image with CL_MEM_COPY_HOST_PTR (%s)",
					   vt_err(err));
				VT_CL_EQ(clEnqueueReadImage(c.q, i4, CL_TRUE, o, r4, 0, 0, b, 0, NULL, NULL),
					 CL_INVALID_OPERATION);
				cl_mem i5 = clCreateImage(c.ctx, 0, &fmt, &d4, NULL, &err);
				VT_CL(clEnqueueCopyImage(c.q, i4, i5, o, o, r4, 0, NULL, NULL));
				memset(b, 0, size);
				VT_CL(clEnqueueReadImage(c.q, i5, CL_TRUE, o, r4, 0, 0, b, 0, NULL, NULL));
				VT_CHECK(big_same(b, n, 12), "its initial contents are there");
				clReleaseMemObject(i4);
				clReleaseMemObject(i5);
			}
		} else {
			vt_note("the device's images are too small for the image part");
		}
	}
	free(a);
	free(b);
}

/* ---- a launch that asks for more local memory than the device has (spec 5.10: CL_OUT_OF_RESOURCES
 * for "insufficient resources such as ... local memory"; CL_KERNEL_LOCAL_MEM_SIZE counts __local
 * arguments, spec 5.9.4). PoCL 3.1 aborts natively here; through virtcl the launch fails and the
 * session lives on (found by tests/fuzz). ---------------------------------------------------------- */
static void local_memory(void)
{
	const char *src = "__kernel void k(__local int *a, __local int *b, __global int *o) {\n"
			  "  a[0] = 3; b[0] = 4; barrier(CLK_LOCAL_MEM_FENCE); o[0] = a[0] + b[0]; }\n";
	cl_ulong have = 0;
	cl_int err = 0, got = 0;
	size_t one = 1;
	cl_program p = clCreateProgramWithSource(c.ctx, 1, &src, NULL, &err);
	cl_kernel k, k2;
	cl_mem o = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(cl_int), NULL, &err);

	VT_CL(clGetDeviceInfo(c.device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof(have), &have, NULL));
	VT_CL(clBuildProgram(p, 1, &c.device, "", NULL, NULL));
	k = clCreateKernel(p, "k", &err);
	VT_CL(err);
	VT_CL(clSetKernelArg(k, 0, 16, NULL));
	VT_CL(clSetKernelArg(k, 1, 16, NULL));
	VT_CL(clSetKernelArg(k, 2, sizeof(o), &o));
	VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &one, &one, 0, NULL, NULL));
	VT_CL(clEnqueueReadBuffer(c.q, o, CL_TRUE, 0, sizeof(got), &got, 0, NULL, NULL));
	VT_CHECK(got == 7, "a launch within the local memory computes 7 (got %d)", got);

	/* one argument alone larger than the device's local memory, then two that together are */
	VT_CL(clSetKernelArg(k, 0, (size_t)have + 4096, NULL));
	err = clEnqueueNDRangeKernel(c.q, k, 1, NULL, &one, &one, 0, NULL, NULL);
	VT_CHECK(err == CL_OUT_OF_RESOURCES, "a __local argument of %llu bytes on a device with %llu "
		 "-> CL_OUT_OF_RESOURCES (got %s)", (unsigned long long)have + 4096,
		 (unsigned long long)have, vt_err(err));
	err = clEnqueueTask(c.q, k, 0, NULL, NULL);
	VT_CHECK(err == CL_OUT_OF_RESOURCES, "clEnqueueTask too -> CL_OUT_OF_RESOURCES (got %s)",
		 vt_err(err));
	{
		/* CL_KERNEL_LOCAL_MEM_SIZE follows the __local arguments (never a cached answer) */
		cl_ulong before = 0, after = 0;
		VT_CL(clSetKernelArg(k, 0, 16, NULL));
		VT_CL(clGetKernelWorkGroupInfo(k, c.device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof(before),
					       &before, NULL));
		VT_CL(clSetKernelArg(k, 0, 4096, NULL));
		VT_CL(clGetKernelWorkGroupInfo(k, c.device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof(after),
					       &after, NULL));
		VT_CHECK(after >= before + 4096 - 16, "CL_KERNEL_LOCAL_MEM_SIZE grows with a __local "
			 "argument: %llu then %llu", (unsigned long long)before,
			 (unsigned long long)after);
	}
	VT_CL(clSetKernelArg(k, 0, (size_t)have / 2 + 64, NULL));
	VT_CL(clSetKernelArg(k, 1, (size_t)have / 2 + 64, NULL));
	err = clEnqueueNDRangeKernel(c.q, k, 1, NULL, &one, &one, 0, NULL, NULL);
	VT_CHECK(err == CL_OUT_OF_RESOURCES, "two halves and more -> CL_OUT_OF_RESOURCES (got %s)",
		 vt_err(err));

	{
		/* a kernel's own __local array larger than the device's local memory (no __local
		 * argument at all): the launch fails, the session lives (found by a review) */
		char opt[64];
		const char *s2 = "__kernel void big(__global int *o) {\n"
				 "  __local int l[WORDS]; l[get_local_id(0)] = 1;\n"
				 "  barrier(CLK_LOCAL_MEM_FENCE); o[0] = l[WORDS - 1 - get_local_id(0)]; }\n";
		cl_program p2 = clCreateProgramWithSource(c.ctx, 1, &s2, NULL, &err);
		cl_kernel kb;
		snprintf(opt, sizeof(opt), "-DWORDS=%llu", (unsigned long long)have / 4 + 1024);
		if (clBuildProgram(p2, 1, &c.device, opt, NULL, NULL) == CL_SUCCESS &&
		    (kb = clCreateKernel(p2, "big", &err))) {
			VT_CL(clSetKernelArg(kb, 0, sizeof(o), &o));
			err = clEnqueueNDRangeKernel(c.q, kb, 1, NULL, &one, &one, 0, NULL, NULL);
			VT_CHECK(err == CL_OUT_OF_RESOURCES, "a __local array of %llu bytes on a device "
				 "with %llu -> CL_OUT_OF_RESOURCES (got %s)",
				 (unsigned long long)have + 4096, (unsigned long long)have, vt_err(err));
			clReleaseKernel(kb);
		} else {
			vt_note("the device's compiler refuses a __local array over its local memory: "
				"that part does not apply");
		}
		clReleaseProgram(p2);
	}
	/* a clone carries the arguments */
	k2 = clCloneKernel(k, &err);
	VT_CL(err);
	if (k2) {
		err = clEnqueueNDRangeKernel(c.q, k2, 1, NULL, &one, &one, 0, NULL, NULL);
		VT_CHECK(err == CL_OUT_OF_RESOURCES, "its clone -> CL_OUT_OF_RESOURCES (got %s)",
			 vt_err(err));
		clReleaseKernel(k2);
	}

	/* back within bounds: it runs again, and the session never ended */
	VT_CL(clSetKernelArg(k, 0, 16, NULL));
	VT_CL(clSetKernelArg(k, 1, 16, NULL));
	got = 0;
	VT_CL(clEnqueueWriteBuffer(c.q, o, CL_TRUE, 0, sizeof(got), &got, 0, NULL, NULL));
	VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &one, &one, 0, NULL, NULL));
	VT_CL(clEnqueueReadBuffer(c.q, o, CL_TRUE, 0, sizeof(got), &got, 0, NULL, NULL));
	VT_CHECK(got == 7, "within bounds again it computes 7 (got %d)", got);
	VT_CHECK(vt_log_count(&vt_d, "exited with status") == 0 &&
			 vt_log_count(&vt_d, "died of signal") == 0,
		 "the session process did not end");
	clReleaseKernel(k);
	clReleaseProgram(p);
	clReleaseMemObject(o);
}

struct bg_write {
	cl_command_queue q;
	cl_mem m;
	const void *src;
	size_t n;
	cl_event ev;
	cl_int ret;
};
static atomic_bool bg_done;

static void *bg_write_main(void *arg)
{
	struct bg_write *w = arg;

	w->ret = clEnqueueWriteBuffer(w->q, w->m, CL_FALSE, 0, w->n, w->src, 0, NULL, &w->ev);
	atomic_store(&bg_done, true);
	return NULL;
}

/* ---- what the front-end answers without the host (docs/design.md): a clFinish with nothing
 * enqueued since the queue's last one, the status of an event the host reported complete. The
 * answers must be the host's: a clFinish after an enqueue on any queue still waits, a failed event
 * never reads as complete. ----------------------------------------------------------------------- */
static void local_answers(void)
{
	const char *src = "__kernel void spin(__global int *o, int n) {\n"
			  "  int acc = 0; for (int i = 0; i < n; i++) acc += i % 7;\n"
			  "  o[get_global_id(0)] = acc + 1; }\n";
	cl_int err = 0, got = 0, st = 0, n = 2000000;
	size_t one = 1;
	cl_program p = clCreateProgramWithSource(c.ctx, 1, &src, NULL, &err);
	cl_command_queue q2 = clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err);
	cl_mem o = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(cl_int), NULL, &err);
	cl_kernel k;
	cl_event ev = NULL, u;

	VT_REQUIRE(q2 && o, "a second queue and a buffer (%s)", vt_err(err));
	VT_CL(clBuildProgram(p, 1, &c.device, "", NULL, NULL));
	k = clCreateKernel(p, "spin", &err);
	VT_CL(err);
	VT_CL(clFinish(q2));
	VT_CL(clFinish(q2)); /* nothing enqueued since: answered in the guest */
	VT_CL(clSetKernelArg(k, 0, sizeof(o), &o));
	VT_CL(clSetKernelArg(k, 1, sizeof(n), &n));
	for (int round = 0; round < 3; round++) {
		/* the kernel goes on the other queue: q2's clFinish must still reach the host for q2's
		 * own read, and c.q's must wait for the kernel */
		got = 0;
		VT_CL(clEnqueueWriteBuffer(q2, o, CL_TRUE, 0, sizeof(got), &got, 0, NULL, NULL));
		VT_CL(clFinish(q2));
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &one, &one, 0, NULL, &ev));
		VT_CL(clFinish(c.q));
		VT_CL(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL));
		VT_CHECK(st == CL_COMPLETE, "after clFinish the kernel's event is complete (%d)", st);
		VT_CL(clFinish(c.q));
		VT_CL(clWaitForEvents(1, &ev));
		VT_CL(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL));
		VT_CHECK(st == CL_COMPLETE, "asked again, still complete (%d)", st);
		VT_CL(clEnqueueReadBuffer(q2, o, CL_FALSE, 0, sizeof(got), &got, 0, NULL, NULL));
		VT_CL(clFinish(q2));
		VT_CHECK(got > 1, "round %d: the kernel's result is there after both clFinish (%d)", round,
			 got);
		clReleaseEvent(ev);
	}
	{
		/* a clFinish while another thread's enqueue is on its way (counted, not yet sent) must
		 * not let a later clFinish return early (found by a review) */
		size_t size = (size_t)64 << 20;
		cl_mem big = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, size, NULL, &err);
		unsigned char *data = calloc(1, size);
		VT_REQUIRE(big && data, "a 64 MiB buffer (%s)", vt_err(err));
		for (int round = 0; round < 20; round++) {
			struct bg_write bw = { c.q, big, data, size, NULL, CL_SUCCESS };
			pthread_t th;
			atomic_store(&bg_done, false);
			VT_REQUIRE(!pthread_create(&th, NULL, bg_write_main, &bw), "thread");
			while (!atomic_load(&bg_done))
				clFinish(c.q);
			pthread_join(th, NULL);
			VT_CL(bw.ret);
			VT_CL(clFinish(c.q));
			VT_CL(clGetEventInfo(bw.ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st,
					     NULL));
			VT_CHECK(st == CL_COMPLETE, "round %d: after the last clFinish the other thread's "
				 "write is complete (%d)", round, st);
			clReleaseEvent(bw.ev);
			if (st != CL_COMPLETE)
				break;
		}
		clReleaseMemObject(big);
		free(data);
	}
	/* a user event set to an error is never complete */
	u = clCreateUserEvent(c.ctx, &err);
	VT_CL(err);
	VT_CL(clSetUserEventStatus(u, -1234));
	VT_CL(clGetEventInfo(u, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL));
	VT_CHECK(st == -1234, "a failed user event reads as failed (%d)", st);
	err = clWaitForEvents(1, &u);
	VT_CHECK(err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
		 "waiting on it -> CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST (%s)", vt_err(err));
	clReleaseEvent(u);
	clReleaseKernel(k);
	clReleaseProgram(p);
	clReleaseMemObject(o);
	clReleaseCommandQueue(q2);
}

/* Item 2: sources, binaries and kernel argument values larger than one message (VCL_MAX_MSG, 1 GiB
 * + 1 MiB) travel in pieces: the results are the host's, as natively, never the wire's limit. */
static void large_items(void)
{
	const size_t size = (size_t)9 << 27; /* 1.125 GiB */
	const char *kernel = "\n__kernel void k(__global int *o) { o[0] = 42; }\n"
			     "__kernel void l(__local int *x) { x[0] = 1; }\n";
	const char *strs[2];
	size_t lens[2], got = 0;
	cl_int err, st = 0, v = 0;
	char *big = malloc(size);
	const unsigned char *bin;
	size_t one = 1;
	cl_program p;
	cl_kernel k;
	cl_mem o;

	VT_REQUIRE(big, "1.125 GiB in the guest");
	/* a source: a comment of 1.125 GiB, then the kernels */
	memset(big, 'x', size);
	memcpy(big, "/*", 2);
	memcpy(big + size - 3, "*/\n", 3);
	strs[0] = big;
	lens[0] = size;
	strs[1] = kernel;
	lens[1] = strlen(kernel);
	p = clCreateProgramWithSource(c.ctx, 2, strs, lens, &err);
	VT_CHECK(p && err == CL_SUCCESS, "a 1.125 GiB source is made a program (%s)", vt_err(err));
	if (p) {
		VT_CL(clGetProgramInfo(p, CL_PROGRAM_SOURCE, 0, NULL, &got));
		VT_CHECK(got == size + strlen(kernel) + 1, "CL_PROGRAM_SOURCE is the whole text (%zu bytes)",
			 got);
		err = clBuildProgram(p, 1, &c.device, NULL, NULL, NULL);
		VT_CHECK(err == CL_SUCCESS, "it builds (%s)", vt_err(err));
		k = clCreateKernel(p, "k", &err);
		o = clCreateBuffer(c.ctx, CL_MEM_WRITE_ONLY, sizeof(v), NULL, &err);
		if (k && o) {
			VT_CL(clSetKernelArg(k, 0, sizeof(o), &o));
			VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &one, NULL, 0, NULL, NULL));
			VT_CL(clEnqueueReadBuffer(c.q, o, CL_TRUE, 0, sizeof(v), &v, 0, NULL, NULL));
			/* a value argument of 1.125 GiB: the host's answer (spec 5.9.2) */
			VT_CL_EQ(clSetKernelArg(k, 0, size, big), CL_INVALID_ARG_SIZE);
		}
		VT_CHECK(v == 42, "its kernel runs (42: %d)", v);
		if (k)
			clReleaseKernel(k);
		if (o)
			clReleaseMemObject(o);
		k = clCreateKernel(p, "l", &err);
		if (k) {
			/* a __local argument with a value: CL_INVALID_ARG_VALUE, not the size */
			VT_CL_EQ(clSetKernelArg(k, 0, size, big), CL_INVALID_ARG_VALUE);
			clReleaseKernel(k);
		}
		clReleaseProgram(p);
	}
	/* a binary of 1.125 GiB that is none: the host's CL_INVALID_BINARY (spec 5.8.1) */
	lens[0] = size;
	bin = (const unsigned char *)big;
	p = clCreateProgramWithBinary(c.ctx, 1, &c.device, lens, &bin, &st, &err);
	VT_CHECK(!p && err == CL_INVALID_BINARY && st == CL_INVALID_BINARY,
		 "a 1.125 GiB binary that is no binary: CL_INVALID_BINARY (%s, status %s)", vt_err(err),
		 vt_err(st));
	if (p)
		clReleaseProgram(p);
	free(big);
}

/*
 * Transfers larger than one piece (16 MiB over unix: and shm: without room in the area, 4 MiB over
 * tcp:) that lie partly outside their memory object: CL_INVALID_VALUE, and nothing is read or
 * written (spec 5.2.2, 5.3.3) - although every piece but the last would have been valid alone.
 */
static void pieces_fail_whole(void)
{
	const size_t bsize = (size_t)48 << 20, n = (size_t)40 << 20;
	unsigned char *h = malloc(n), *back = malloc(bsize);
	cl_uchar zero = 0;
	cl_int err;
	cl_mem b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, bsize, NULL, &err);
	bool same = true;

	VT_REQUIRE(h && back && b, "a 48 MiB buffer (%s)", vt_err(err));
	VT_CL(clEnqueueFillBuffer(c.q, b, &zero, 1, 0, bsize, 0, NULL, NULL));
	VT_CL(clFinish(c.q));
	memset(h, 0x5a, n);
	VT_CL_EQ(clEnqueueWriteBuffer(c.q, b, CL_TRUE, (size_t)16 << 20, n, h, 0, NULL, NULL),
		 CL_INVALID_VALUE);
	{
		/* rows of 4 KiB: 10240 rows from row 4096 of a buffer of 12288 rows */
		size_t bo[3] = { 0, 4096, 0 }, ho[3] = { 0, 0, 0 }, r[3] = { 4096, 10240, 1 };
		VT_CL_EQ(clEnqueueWriteBufferRect(c.q, b, CL_TRUE, bo, ho, r, 4096, 0, 4096, 0, h, 0,
						  NULL, NULL), CL_INVALID_VALUE);
		memset(h, 0xa5, n); /* unlike both what was written and the buffer's bytes */
		VT_CL_EQ(clEnqueueReadBufferRect(c.q, b, CL_TRUE, bo, ho, r, 4096, 0, 4096, 0, h, 0,
						 NULL, NULL), CL_INVALID_VALUE);
	}
	VT_CL_EQ(clEnqueueReadBuffer(c.q, b, CL_TRUE, (size_t)16 << 20, n, h, 0, NULL, NULL),
		 CL_INVALID_VALUE);
	VT_CL(clEnqueueReadBuffer(c.q, b, CL_TRUE, 0, bsize, back, 0, NULL, NULL));
	for (size_t i = 0; i < bsize && same; i++)
		same = back[i] == 0;
	VT_CHECK(same, "writes past the end in pieces wrote nothing to the buffer");
	same = true;
	for (size_t i = 0; i < n && same; i++)
		same = h[i] == 0xa5;
	VT_CHECK(same, "reads past the end in pieces wrote nothing to the host memory");
	clReleaseMemObject(b);
	{
		cl_bool images = CL_FALSE;
		size_t w = 0, hh = 0;
		clGetDeviceInfo(c.device, CL_DEVICE_IMAGE_SUPPORT, sizeof(images), &images, NULL);
		clGetDeviceInfo(c.device, CL_DEVICE_IMAGE2D_MAX_WIDTH, sizeof(w), &w, NULL);
		clGetDeviceInfo(c.device, CL_DEVICE_IMAGE2D_MAX_HEIGHT, sizeof(hh), &hh, NULL);
		if (images && w >= 4096 && hh >= 2560) {
			/* RGBA8 4096 x 2560 (40 MiB); a 4096 x 2560 region from row 1 */
			cl_image_format fmt = { CL_RGBA, CL_UNSIGNED_INT8 };
			cl_image_desc d = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4096,
					    .image_height = 2560 };
			size_t o[3] = { 0, 1, 0 }, r[3] = { 4096, 2560, 1 }, o0[3] = { 0, 0, 0 };
			cl_uint4 black = { { 0, 0, 0, 0 } };
			cl_mem im = clCreateImage(c.ctx, CL_MEM_READ_WRITE, &fmt, &d, NULL, &err);
			VT_REQUIRE(im, "a 40 MiB image (%s)", vt_err(err));
			VT_CL(clEnqueueFillImage(c.q, im, &black, o0, r, 0, NULL, NULL));
			VT_CL_EQ(clEnqueueWriteImage(c.q, im, CL_TRUE, o, r, 0, 0, h, 0, NULL, NULL),
				 CL_INVALID_VALUE);
			VT_CL_EQ(clEnqueueReadImage(c.q, im, CL_TRUE, o, r, 0, 0, h, 0, NULL, NULL),
				 CL_INVALID_VALUE);
			same = true;
			for (size_t i = 0; i < n && same; i++)
				same = h[i] == 0xa5;
			VT_CHECK(same, "an image read past the end in pieces wrote nothing to the host "
				 "memory");
			VT_CL(clEnqueueReadImage(c.q, im, CL_TRUE, o0, r, 0, 0, h, 0, NULL, NULL));
			same = true;
			for (size_t i = 0; i < n && same; i++)
				same = h[i] == 0;
			VT_CHECK(same, "an image write past the end in pieces wrote nothing");
			clReleaseMemObject(im);
		} else {
			vt_note("no 4096 x 2560 images: the image part is left out");
		}
	}
	free(h);
	free(back);
}

/*
 * A blocking read larger than one piece goes as several pieces in flight at once over a socket
 * (read_streamed: the host reads the next piece from the device while the reply of the one before
 * crosses the socket). What the application sees must be one blocking read (spec 5.2.2): every
 * byte in place at an odd offset and length; its event complete, of CL_COMMAND_READ_BUFFER;
 * behind a failed event CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST
 * and no event; behind a user event set 150 ms later by another thread, the data written by a
 * command gated by that event; other threads' calls answered meanwhile; two threads' large reads
 * of two queues at once, each with its own bytes.
 */
struct streamed_bg {
	cl_mem b;
	cl_command_queue q;
	unsigned char *dst;
	size_t off, n;
	cl_int ret;
	cl_event user; /* set complete after 150 ms (NULL: none) */
};

static void *streamed_read_main(void *arg)
{
	struct streamed_bg *a = arg;

	a->ret = clEnqueueReadBuffer(a->q, a->b, CL_TRUE, a->off, a->n, a->dst, 0, NULL, NULL);
	return NULL;
}

static void *streamed_set_main(void *arg)
{
	struct streamed_bg *a = arg;

	vt_sleep_ms(150);
	a->ret = clSetUserEventStatus(a->user, CL_COMPLETE);
	return NULL;
}

static bool streamed_same(const unsigned char *got, size_t off, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (got[i] != (unsigned char)((off + i) * 13 + ((off + i) >> 16)))
			return false;
	return true;
}

/*
 * Lanes (VIRTCL_LANES=3 here, vcl_wire.h VCL_ROLE_LANE): a blocking transfer through the socket of
 * 2 MiB and more goes a piece on each lane, each behind its fence - every call sent before on the
 * request channel, kernels not waited for and batched, is enqueued on the host before a piece runs.
 * Rounds of: a kernel fills the buffer with the round's value (not waited for), a blocking read
 * over the lanes sees every byte of it; a blocking write over the lanes, a kernel adds one, a
 * blocking read sees the write plus one. Two threads at once, each its own queue and buffer: one
 * has the lanes, the other's pieces go on the request channel.
 */
/*
 * After the application released what it made (run alone: the case's own daemon, with
 * vt_daemon_control): the host holds for the session no buffer, no event and queues queues (the
 * harness's own, and what else the case keeps), as virtcl-smi counts them.
 */
static void host_objects_only(const char *what, long queues)
{
	cl_uint refs = 0;
	long nq, nm, ne;

	if (!vt_daemon_control)
		return; /* every case at once: no control socket */
	/* a round trip: the releases sent before it are counted by its answer */
	VT_CL(clGetCommandQueueInfo(c.q, CL_QUEUE_REFERENCE_COUNT, sizeof(refs), &refs, NULL));
	nq = vt_host_objects(&vt_d, "queue");
	nm = vt_host_objects(&vt_d, "mem");
	ne = vt_host_objects(&vt_d, "event");
	VT_CHECK(nq == queues && nm == 0 && ne == 0,
		 "%s: every object released, the host holds none for the session but %ld queue(s) "
		 "(%ld queues, %ld memory objects, %ld events)", what, queues, nq, nm, ne);
}

static int lanes_want = -1; /* the lanes the session must have: -1 not known (all cases at once) */
static const char lanes_src[] =
	"__kernel void fill(__global uchar *b, uchar v) { b[get_global_id(0)] = v; }\n"
	"__kernel void inc(__global uchar *b) { b[get_global_id(0)] += 1; }\n";

struct lanes_thr {
	cl_command_queue q;
	cl_mem b;
	cl_kernel fill, inc;
	size_t n;
	int rounds, seed, bad_round;
	cl_int err;
};

static void *lanes_main(void *arg)
{
	struct lanes_thr *a = arg;
	unsigned char *h = malloc(a->n), *back = malloc(a->n);
	size_t gws = a->n;

	a->bad_round = -1;
	if (!h || !back)
		a->err = CL_OUT_OF_HOST_MEMORY;
	for (int r = 0; !a->err && a->bad_round < 0 && r < a->rounds; r++) {
		unsigned char v = (unsigned char)(a->seed + r * 7 + 1);
		cl_int e = clSetKernelArg(a->fill, 0, sizeof(cl_mem), &a->b);
		if (!e)
			e = clSetKernelArg(a->fill, 1, 1, &v);
		if (!e)
			e = clEnqueueNDRangeKernel(a->q, a->fill, 1, NULL, &gws, NULL, 0, NULL, NULL);
		if (!e)
			e = clEnqueueReadBuffer(a->q, a->b, CL_TRUE, 0, a->n, back, 0, NULL, NULL);
		for (size_t i = 0; !e && a->bad_round < 0 && i < a->n; i++)
			if (back[i] != v)
				a->bad_round = r;
		for (size_t i = 0; i < a->n; i++)
			h[i] = (unsigned char)(i * 31 + (i >> 12) + (size_t)r);
		if (!e)
			e = clEnqueueWriteBuffer(a->q, a->b, CL_TRUE, 0, a->n, h, 0, NULL, NULL);
		if (!e)
			e = clSetKernelArg(a->inc, 0, sizeof(cl_mem), &a->b);
		if (!e)
			e = clEnqueueNDRangeKernel(a->q, a->inc, 1, NULL, &gws, NULL, 0, NULL, NULL);
		if (!e)
			e = clEnqueueReadBuffer(a->q, a->b, CL_TRUE, 0, a->n, back, 0, NULL, NULL);
		for (size_t i = 0; !e && a->bad_round < 0 && i < a->n; i++)
			if (back[i] != (unsigned char)(h[i] + 1))
				a->bad_round = r;
		a->err = e;
	}
	free(h);
	free(back);
	return NULL;
}

static void lanes(void)
{
	const size_t n = ((size_t)6 << 20) + 4096 + 3;
	struct lanes_thr t[2];
	cl_program p = vt_cl_build(&c, lanes_src, NULL);
	pthread_t th;
	cl_int err;

	VT_REQUIRE(p, "the fill and inc kernels build");
	for (int k = 0; k < 2; k++) {
		t[k] = (struct lanes_thr){ .n = n, .rounds = k ? 8 : 12, .seed = 40 * k };
		t[k].q = k ? clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err) : c.q;
		t[k].b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, n, NULL, &err);
		t[k].fill = vt_cl_kernel(p, "fill");
		t[k].inc = vt_cl_kernel(p, "inc");
		VT_REQUIRE(t[k].q && t[k].b && t[k].fill && t[k].inc, "queue, buffer, kernels %d", k);
	}
	/* one thread alone: every transfer on the lanes */
	t[0].rounds = 6;
	lanes_main(&t[0]);
	VT_CHECK(!t[0].err && t[0].bad_round < 0,
		 "fill, then a 6 MiB blocking read on the lanes: the fill's bytes; a write on the lanes, "
		 "inc, a read: the write's plus one (%s, first bad round %d)", vt_err(t[0].err),
		 t[0].bad_round);
	if (lanes_want >= 0)
		VT_CHECK((!lanes_want || vt_log_wait(&vt_d, "a lane attached", lanes_want, 10)) &&
				 vt_log_count(&vt_d, "a lane attached") == lanes_want,
			 "the session has %d lanes (VIRTCL_LANES=3; none where the area carries the "
			 "bytes): %d attached", lanes_want, vt_log_count(&vt_d, "a lane attached"));
	/* two at once: one has the lanes, the other streams on the request channel */
	t[0].rounds = 12;
	VT_REQUIRE(!pthread_create(&th, NULL, lanes_main, &t[1]), "thread");
	lanes_main(&t[0]);
	pthread_join(th, NULL);
	for (int k = 0; k < 2; k++)
		VT_CHECK(!t[k].err && t[k].bad_round < 0,
			 "two threads at once, thread %d: every round's bytes (%s, first bad round %d)", k,
			 vt_err(t[k].err), t[k].bad_round);
	{
		/* blocking, larger than a piece (the chained way: a write with a wait list), behind a
		 * failed event: the error at once and no event (spec 5.2.2; a queue of its own: the
		 * host never runs what is behind the failed event). It never returned: the chain's last
		 * piece waited on the host for the piece before, which PoCL neither runs nor fails */
		const size_t big = (size_t)20 << 20;
		cl_command_queue qf = clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err);
		cl_mem bf = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, big, NULL, &err);
		cl_event failed = clCreateUserEvent(c.ctx, &err), ev = NULL;
		unsigned char *h = calloc(1, big);
		VT_REQUIRE(qf && bf && failed && h, "a queue, a 20 MiB buffer, a user event");
		VT_CL(clSetUserEventStatus(failed, -7));
		VT_CL_EQ(clEnqueueWriteBuffer(qf, bf, CL_TRUE, 0, big, h, 1, &failed, &ev),
			 CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
		VT_CHECK(ev == NULL, "a 20 MiB blocking write behind a failed event: no event");
		VT_CL_EQ(clEnqueueReadBuffer(qf, bf, CL_TRUE, 0, big, h, 1, &failed, NULL),
			 CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
		if (ev)
			clReleaseEvent(ev);
		clReleaseEvent(failed);
		clReleaseMemObject(bf);
		clReleaseCommandQueue(qf);
		free(h);
	}
	VT_CHECK(vt_log_count(&vt_d, "protocol violation") == 0 &&
			 (lanes_want < 0 || vt_log_count(&vt_d, "a lane attached") == lanes_want),
		 "no protocol violation, no further lane");
	for (int k = 0; k < 2; k++) {
		clReleaseKernel(t[k].fill);
		clReleaseKernel(t[k].inc);
		clReleaseMemObject(t[k].b);
		if (k)
			clReleaseCommandQueue(t[k].q);
	}
	clReleaseProgram(p);
	host_objects_only("lanes", 1);
}

/*
 * Blocking reads that the back-end streams in reply parts (api/opencl.api REPLY_PART): each read is
 * one command for every other thread. Thread B fills the buffer over and over on the same in-order
 * queue while this thread reads it: every read holds one fill, never the end of one and the start
 * of another (the pieces were first enqueued after the session's lead was handed on, and B's fill
 * landed between them: a reviewer saw 3 torn reads in 125). Sizes under the lanes' 2 MiB (the
 * front-end's split, bracketed, is transfers_whole's); through the area also 20 MiB, which goes
 * whole. Then odd sizes at
 * odd offsets, one whose quarters are whole cache lines plus 3 bytes: with four copy threads
 * (VIRTCL_COPY_THREADS=4, set in main) the copy out of the area lost the last n % 4 bytes.
 */
static atomic_int whole_stop;
struct whole_fill {
	cl_command_queue q;
	cl_mem b;
	size_t n;
	cl_int err;
};

static void *whole_filler(void *arg)
{
	struct whole_fill *f = arg;

	for (cl_uint v = 1; !atomic_load(&whole_stop) && !f->err; v++) {
		f->err = clEnqueueFillBuffer(f->q, f->b, &v, sizeof(v), 0, f->n, 0, NULL, NULL);
		if (!f->err && !(v & 7))
			f->err = clFlush(f->q);
		if (!f->err && !(v & 63))
			f->err = clFinish(f->q);
	}
	if (!f->err)
		f->err = clFinish(f->q);
	return NULL;
}

static void reads_whole(void)
{
	/* through the area, reads up to 256 MiB go whole: 20 MiB too (it was a guest-side pipeline
	 * of 5 MiB pieces, chained commands sent back to back: a window of microseconds, which this
	 * loop did not hit in one run) */
	const bool area = !strcmp(vt_transport(), "shm");
	const size_t n = area ? (size_t)20 << 20 : (size_t)2 << 20, big = ((size_t)33 << 20) + 3 + 64;
	const size_t sizes[] = { (1u << 20) + 28, (3u << 19), (512u << 10) + 4, (size_t)20 << 20 };
	const size_t nsizes = area ? 4 : 3;
	struct whole_fill f = { c.q, NULL, n, CL_SUCCESS };
	cl_uint *d = malloc(n);
	unsigned char *h = malloc(big), *back = malloc(big);
	int reads = 0, torn = -1;
	cl_uint zero = 0;
	pthread_t th;
	cl_int err;
	double t0;

	VT_REQUIRE(d && h && back, "memory");
	f.b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, n, NULL, &err);
	VT_CL(err);
	VT_CL(clEnqueueFillBuffer(c.q, f.b, &zero, sizeof(zero), 0, n, 0, NULL, NULL));
	VT_CL(clFinish(c.q));
	atomic_store(&whole_stop, 0);
	VT_REQUIRE(!pthread_create(&th, NULL, whole_filler, &f), "thread");
	for (t0 = vt_now(); torn < 0 && (reads < 100 || vt_now() - t0 < 3) && vt_now() - t0 < 20;
	     reads++) {
		size_t len = sizes[reads % nsizes];
		err = clEnqueueReadBuffer(c.q, f.b, CL_TRUE, 0, len, d, 0, NULL, NULL);
		if (err)
			break;
		for (size_t j = 1; j < len / 4 && torn < 0; j++)
			if (d[j] != d[0])
				torn = reads;
	}
	atomic_store(&whole_stop, 1);
	pthread_join(th, NULL);
	VT_CHECK(!err && !f.err && torn < 0,
		 "%d blocking reads of 0.5-%s MiB while another thread fills the buffer on the queue: "
		 "each holds one fill (%s, %s, first torn read %d)", reads, area ? "20" : "1.5",
		 vt_err(err), vt_err(f.err), torn);
	clReleaseMemObject(f.b);

	for (size_t i = 0; i < big; i++)
		h[i] = (unsigned char)(i * 131u + (i >> 9) * 7u + 1u);
	f.b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, big, h, &err);
	VT_CL(err);
	{
		const size_t len[] = { ((size_t)33 << 20) + 3, (512u << 10) - 1, (512u << 10) + 1,
				       ((size_t)8 << 20) + 5 };
		const size_t off[] = { 3, 4093, 1, 64 };
		for (size_t k = 0; k < sizeof(len) / sizeof(len[0]); k++) {
			size_t bad = len[k];
			memset(back, 0xee, len[k] + 2);
			VT_CL(clEnqueueReadBuffer(c.q, f.b, CL_TRUE, off[k], len[k], back + 1, 0, NULL,
						  NULL));
			for (size_t i = 0; i < len[k] && bad == len[k]; i++)
				if (back[1 + i] != h[off[k] + i])
					bad = i;
			VT_CHECK(bad == len[k] && back[0] == 0xee && back[len[k] + 1] == 0xee,
				 "a read of %zu bytes at %zu: every byte, none around (first wrong %zu)",
				 len[k], off[k], bad);
		}
	}
	clReleaseMemObject(f.b);
	free(d);
	free(h);
	free(back);
}

/*
 * Transfers the front-end splits into pieces are one command each for every other thread (spec
 * 5.2.2: each enqueue is one command; docs/design.md "Guest memory", transfer brackets): thread B
 * fills the whole buffer over and over on the same in-order queue while this thread writes it
 * whole (blocking, and non-blocking) and reads it whole; every read must hold one value, the last
 * whole command's. main() makes them split: two lanes (over sockets a blocking transfer of 2 MiB
 * and more goes in pieces over them) and a 4 MiB area (a write of more than 512 KiB goes in
 * pieces). Before brackets, B's fill landed between the pieces of writes and reads. Then a split
 * write's event: a WRITE_BUFFER of this queue, complete.
 */
struct split_pair {
	cl_command_queue q;
	cl_mem b;
	size_t n;
	unsigned char v;
	cl_int err;
	int bad;
};

static void *split_pair_main(void *arg)
{
	struct split_pair *p = arg;
	unsigned char *w = malloc(p->n), *r = malloc(p->n);

	for (int round = 0; w && r && round < 8 && !p->err && p->bad < 0; round++) {
		memset(w, p->v + round, p->n);
		p->err = clEnqueueWriteBuffer(p->q, p->b, round & 1 ? CL_FALSE : CL_TRUE, 0, p->n, w, 0,
					      NULL, NULL);
		if (!p->err)
			p->err = clEnqueueReadBuffer(p->q, p->b, CL_TRUE, 0, p->n, r, 0, NULL, NULL);
		if (!p->err && memcmp(w, r, p->n))
			p->bad = round;
	}
	if (!w || !r)
		p->err = CL_OUT_OF_HOST_MEMORY;
	free(w);
	free(r);
	return NULL;
}

static void *marker_on(void *q)
{
	return (void *)(intptr_t)clEnqueueMarkerWithWaitList(q, 0, NULL, NULL);
}

/*
 * Brackets on queues two threads use (a helper thread's marker makes them so), at their edges
 * (found by a review): a non-blocking split write behind a user event that then fails ends with an
 * error and the queue's next command ends too (a marker behind the failing user event, with a
 * barrier behind it, crashed PoCL; a failed piece's completion callback never came, and the gate
 * stayed closed); on an out-of-order queue a split write behind a user event not yet set holds up
 * no later unrelated command (a barrier behind the gate did).
 */
static void transfers_whole_edges(void)
{
	/* non-blocking: over sockets in pieces from 16 MiB (4 MiB over tcp) */
	const size_t n = ((size_t)20 << 20) + 12;
	cl_uint *w = calloc(1, n);
	cl_int err, st = CL_QUEUED, st2 = CL_QUEUED;
	cl_command_queue qf = clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err);
	cl_mem b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, n, NULL, &err), b2;
	cl_event u = clCreateUserEvent(c.ctx, &err), ev = NULL, next = NULL;
	pthread_t th;
	double t0;

	VT_REQUIRE(w && qf && b && u, "memory, a queue, a buffer, a user event");
	VT_REQUIRE(!pthread_create(&th, NULL, marker_on, qf) && !pthread_join(th, NULL), "a thread");
	VT_CL(clEnqueueWriteBuffer(qf, b, CL_FALSE, 0, n, w, 1, &u, &ev));
	VT_CL(clEnqueueFillBuffer(qf, b, &(cl_uint){ 7 }, sizeof(cl_uint), 0, 4096, 0, NULL, &next));
	VT_CL(clSetUserEventStatus(u, -77));
	for (t0 = vt_now(); vt_now() - t0 < 10 && (st > CL_COMPLETE || st2 > CL_COMPLETE);) {
		clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
		clGetEventInfo(next, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st2), &st2, NULL);
		vt_sleep_ms(5);
	}
	VT_CHECK(st < 0 && st2 <= CL_COMPLETE, "a split write behind a user event that failed ends "
		 "with an error (%d), the queue's next command ends (%d)", st, st2);
	clReleaseEvent(ev);
	clReleaseEvent(next);
	clReleaseEvent(u);
	clReleaseCommandQueue(qf);

	qf = clCreateCommandQueueWithProperties(
		c.ctx, c.device,
		(cl_queue_properties[]){ CL_QUEUE_PROPERTIES, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0 },
		&err);
	if (!qf) {
		vt_note("no out-of-order queue (%s): its case skipped", vt_err(err));
		clReleaseMemObject(b);
		free(w);
		return;
	}
	u = clCreateUserEvent(c.ctx, &err);
	b2 = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
	VT_REQUIRE(u && b2, "a user event, a buffer");
	VT_REQUIRE(!pthread_create(&th, NULL, marker_on, qf) && !pthread_join(th, NULL), "a thread");
	VT_CL(clEnqueueWriteBuffer(qf, b, CL_FALSE, 0, n, w, 1, &u, &ev));
	VT_CL(clEnqueueFillBuffer(qf, b2, &(cl_uint){ 7 }, sizeof(cl_uint), 0, 4096, 0, NULL, &next));
	VT_CL(clFlush(qf));
	st2 = CL_QUEUED;
	for (t0 = vt_now(); vt_now() - t0 < 10 && st2 > CL_COMPLETE; vt_sleep_ms(5))
		clGetEventInfo(next, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st2), &st2, NULL);
	VT_CHECK(st2 == CL_COMPLETE, "out of order: an unrelated fill after a split write behind a user "
		 "event not set yet completes (%d)", st2);
	VT_CL(clSetUserEventStatus(u, CL_COMPLETE));
	VT_CL(clWaitForEvents(1, &ev));
	VT_CL(clFinish(qf));
	clReleaseEvent(ev);
	clReleaseEvent(next);
	clReleaseEvent(u);
	clReleaseMemObject(b2);
	clReleaseMemObject(b);
	clReleaseCommandQueue(qf);
	free(w);
}

static void transfers_whole(void)
{
	const size_t n = ((size_t)5 << 20) + 12;
	struct whole_fill f = { c.q, NULL, n, CL_SUCCESS };
	cl_uint *d = malloc(n), *w = malloc(n);
	int rounds = 0, torn = -1;
	cl_command_queue eq = NULL;
	cl_command_type type = 0;
	cl_int err = CL_SUCCESS, st = 0;
	cl_event ev = NULL;
	pthread_t th;
	double t0;

	VT_REQUIRE(d && w, "memory");
	f.b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, n, NULL, &err);
	VT_CL(err);
	VT_CL(clEnqueueFillBuffer(c.q, f.b, &(cl_uint){ 0 }, sizeof(cl_uint), 0, n, 0, NULL, NULL));
	VT_CL(clFinish(c.q));
	atomic_store(&whole_stop, 0);
	VT_REQUIRE(!pthread_create(&th, NULL, whole_filler, &f), "thread");
	for (t0 = vt_now(); torn < 0 && !err && (rounds < 40 || vt_now() - t0 < 3) &&
			    vt_now() - t0 < 25;
	     rounds++) {
		cl_uint v = 0x80000000u + (cl_uint)rounds;
		for (size_t j = 0; j < n / 4; j++)
			w[j] = v;
		err = clEnqueueWriteBuffer(c.q, f.b, rounds & 1 ? CL_FALSE : CL_TRUE, 0, n, w, 0,
					   NULL, NULL);
		if (!err)
			err = clEnqueueReadBuffer(c.q, f.b, CL_TRUE, 0, n, d, 0, NULL, NULL);
		for (size_t j = 1; !err && j < n / 4 && torn < 0; j++)
			if (d[j] != d[0])
				torn = rounds;
	}
	atomic_store(&whole_stop, 1);
	pthread_join(th, NULL);
	VT_CHECK(!err && !f.err && torn < 0,
		 "%d rounds of a 5 MiB write (blocking, non-blocking) and read, split into pieces, "
		 "while another thread fills the buffer on the queue: each read holds one value (%s, "
		 "%s, first torn read %d)", rounds, vt_err(err), vt_err(f.err), torn);
	/* two threads' split transfers at once on the queue: each bracketed, none waits for the
	 * other's gate (a blocking read on the twin was a finish of the twin on PoCL: they hung
	 * within 8 rounds, found by a review) */
	{
		struct split_pair sp[2] = { { c.q, NULL, n, 0x11, CL_SUCCESS, -1 },
					    { c.q, NULL, n, 0x22, CL_SUCCESS, -1 } };
		pthread_t pt[2];
		for (int k = 0; k < 2; k++) {
			sp[k].b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, n, NULL, &err);
			VT_CL(err);
			VT_REQUIRE(!pthread_create(&pt[k], NULL, split_pair_main, &sp[k]), "thread");
		}
		for (int k = 0; k < 2; k++) {
			pthread_join(pt[k], NULL);
			VT_CHECK(!sp[k].err && sp[k].bad < 0, "thread %d: 8 rounds of a split write and "
				 "read of its own buffer beside another thread's (%s, first wrong round %d)",
				 k, vt_err(sp[k].err), sp[k].bad);
			clReleaseMemObject(sp[k].b);
		}
	}
	transfers_whole_edges();
	/* the split write's event is the application's queue's, never the host's twin */
	VT_CL(clEnqueueWriteBuffer(c.q, f.b, CL_TRUE, 0, n, w, 0, NULL, &ev));
	VT_CL(clGetEventInfo(ev, CL_EVENT_COMMAND_QUEUE, sizeof(eq), &eq, NULL));
	VT_CL(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof(type), &type, NULL));
	VT_CL(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL));
	VT_CHECK(eq == c.q && type == CL_COMMAND_WRITE_BUFFER && st == CL_COMPLETE,
		 "a split blocking write's event: its queue (%s), a WRITE_BUFFER (%#x), complete (%d)",
		 eq == c.q ? "the application's" : "another", type, st);
	clReleaseEvent(ev);
	VT_CL(clFinish(c.q));
	clReleaseMemObject(f.b);
	free(d);
	free(w);
}

static void pieces_streamed(void)
{
	const size_t MiB = (size_t)1 << 20, bsize = 48 * MiB, off = MiB + 3, n = 40 * MiB + 5;
	unsigned char *h = malloc(bsize), *back = malloc(bsize), *back2 = malloc(bsize);
	cl_int err;
	cl_mem b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, bsize, NULL, &err);
	cl_command_queue q2 = clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err);
	cl_event ev = NULL, failed, user;
	cl_int st = 0;
	cl_command_type type = 0;

	VT_REQUIRE(h && back && back2 && b && q2, "a 48 MiB buffer, a second queue (%s)", vt_err(err));
	for (size_t i = 0; i < bsize; i++)
		h[i] = (unsigned char)(i * 13 + (i >> 16));
	VT_CL(clEnqueueWriteBuffer(c.q, b, CL_TRUE, 0, bsize, h, 0, NULL, NULL));

	memset(back, 0, bsize);
	VT_CL(clEnqueueReadBuffer(c.q, b, CL_TRUE, off, n, back, 0, NULL, &ev));
	VT_CHECK(streamed_same(back, off, n), "a 40 MiB blocking read at an odd offset and length: "
		 "every byte in place");
	VT_CL(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL));
	VT_CL(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof(type), &type, NULL));
	VT_CHECK(st == CL_COMPLETE && type == CL_COMMAND_READ_BUFFER,
		 "its event: complete (%d), a read (0x%x)", st, type);
	VT_CL(clReleaseEvent(ev));

	failed = clCreateUserEvent(c.ctx, &err);
	VT_REQUIRE(failed, "a user event (%s)", vt_err(err));
	VT_CL(clSetUserEventStatus(failed, -7));
	ev = (cl_event)(uintptr_t)1; /* must stay as it is */
	VT_CL_EQ(clEnqueueReadBuffer(c.q, b, CL_TRUE, 0, n, back, 1, &failed, &ev),
		 CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
	VT_CHECK(ev == (cl_event)(uintptr_t)1, "behind a failed event: no event returned");
	clReleaseEvent(failed);
	VT_CL(clFinish(c.q));

	{
		/* a write of the whole buffer gated by a user event, the read behind it on the same
		 * in-order queue; the event is set by another thread while the read blocks */
		struct streamed_bg set = { 0 };
		pthread_t th;
		unsigned char one = 0x3c;
		bool ok = true;
		user = clCreateUserEvent(c.ctx, &err);
		VT_REQUIRE(user, "a user event (%s)", vt_err(err));
		set.user = user;
		VT_CL(clEnqueueFillBuffer(c.q, b, &one, 1, 0, bsize, 1, &user, NULL));
		VT_REQUIRE(!pthread_create(&th, NULL, streamed_set_main, &set), "thread");
		memset(back, 0, bsize);
		VT_CL(clEnqueueReadBuffer(c.q, b, CL_TRUE, 0, bsize, back, 0, NULL, NULL));
		pthread_join(th, NULL);
		VT_CL(set.ret);
		for (size_t i = 0; i < bsize && ok; i++)
			ok = back[i] == one;
		VT_CHECK(ok, "a read behind a command gated by a user event set later: the command's "
			 "bytes");
		clReleaseEvent(user);
		VT_CL(clEnqueueWriteBuffer(c.q, b, CL_TRUE, 0, bsize, h, 0, NULL, NULL));
	}
	{
		/* two threads' large reads of two queues at once, and small calls meanwhile */
		struct streamed_bg r1 = { b, c.q, back, 0, bsize, -1, NULL };
		struct streamed_bg r2 = { b, q2, back2, 5 * MiB + 1, 33 * MiB, -1, NULL };
		pthread_t t1, t2;
		unsigned small = 0;
		memset(back, 0, bsize);
		memset(back2, 0, bsize);
		VT_REQUIRE(!pthread_create(&t1, NULL, streamed_read_main, &r1) &&
			   !pthread_create(&t2, NULL, streamed_read_main, &r2), "threads");
		for (int i = 0; i < 20; i++) {
			cl_uint units = 0;
			if (clGetDeviceInfo(c.device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof(units), &units,
					    NULL) == CL_SUCCESS && units)
				small++;
		}
		pthread_join(t1, NULL);
		pthread_join(t2, NULL);
		VT_CL(r1.ret);
		VT_CL(r2.ret);
		VT_CHECK(streamed_same(back, 0, bsize) && streamed_same(back2, r2.off, r2.n),
			 "two threads' reads at once: each its own bytes");
		VT_CHECK(small == 20, "another thread's 20 small calls answered meanwhile (%u)", small);
	}
	clReleaseCommandQueue(q2);
	clReleaseMemObject(b);
	free(h);
	free(back);
	free(back2);
}

/*
 * Split transfers of shapes the piece check must not get wrong (review of the 16 MiB pieces): a
 * rectangle whose slice pitch is below region[1] rows is CL_INVALID_VALUE as a whole (spec 5.2.3),
 * though each piece of fewer rows would pass, and writes nothing; a 1D image made from a buffer
 * holds more than a piece in one row (CL_DEVICE_IMAGE_MAX_BUFFER_SIZE pixels) and is written and
 * read whole, as natively (it was CL_INVALID_VALUE past 16 MiB, 4 MiB over tcp:).
 */
static void pieces_shapes(void)
{
	const size_t MiB = (size_t)1 << 20, bsize = 64 * MiB;
	unsigned char *h = malloc(bsize), *back = malloc(bsize);
	cl_uchar zero = 0;
	cl_int err;
	cl_mem b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, bsize, NULL, &err);
	bool same = true;

	VT_REQUIRE(h && back && b, "a 64 MiB buffer (%s)", vt_err(err));
	for (size_t i = 0; i < bsize; i++)
		h[i] = (unsigned char)(i * 7 + (i >> 12) + 1);
	VT_CL(clEnqueueFillBuffer(c.q, b, &zero, 1, 0, bsize, 0, NULL, NULL));
	VT_CL(clFinish(c.q));
	{
		/* 2 slices of 32 rows of 1 MiB: a buffer or host slice pitch of 31 rows */
		size_t o[3] = { 0, 0, 0 }, r[3] = { MiB, 32, 2 };
		VT_CL_EQ(clEnqueueWriteBufferRect(c.q, b, CL_TRUE, o, o, r, MiB, 31 * MiB, MiB, 32 * MiB,
						  h, 0, NULL, NULL), CL_INVALID_VALUE);
		VT_CL_EQ(clEnqueueWriteBufferRect(c.q, b, CL_TRUE, o, o, r, MiB, 32 * MiB, MiB, 31 * MiB,
						  h, 0, NULL, NULL), CL_INVALID_VALUE);
		VT_CL_EQ(clEnqueueReadBufferRect(c.q, b, CL_TRUE, o, o, r, MiB, 31 * MiB + 1, MiB,
						 32 * MiB, back, 0, NULL, NULL), CL_INVALID_VALUE);
	}
	VT_CL(clEnqueueReadBuffer(c.q, b, CL_TRUE, 0, bsize, back, 0, NULL, NULL));
	for (size_t i = 0; i < bsize && same; i++)
		same = back[i] == 0;
	VT_CHECK(same, "rectangles with a slice pitch too small wrote nothing");
	{
		cl_bool images = CL_FALSE;
		size_t maxbuf = 0;
		clGetDeviceInfo(c.device, CL_DEVICE_IMAGE_SUPPORT, sizeof(images), &images, NULL);
		clGetDeviceInfo(c.device, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE, sizeof(maxbuf), &maxbuf, NULL);
		if (images && maxbuf >= 10 * MiB) {
			/* RGBA8: 10 Mi pixels, 40 MiB in one row */
			cl_image_format fmt = { CL_RGBA, CL_UNSIGNED_INT8 };
			cl_image_desc d = { .image_type = CL_MEM_OBJECT_IMAGE1D_BUFFER,
					    .image_width = 10 * MiB, .buffer = b };
			size_t o[3] = { 0, 0, 0 }, r[3] = { 10 * MiB, 1, 1 }, o1[3] = { 1, 0, 0 };
			cl_mem im = clCreateImage(c.ctx, CL_MEM_READ_WRITE, &fmt, &d, NULL, &err);
			VT_REQUIRE(im, "a 1D image of 40 MiB from a buffer (%s)", vt_err(err));
			VT_CL(clEnqueueWriteImage(c.q, im, CL_TRUE, o, r, 0, 0, h, 0, NULL, NULL));
			memset(back, 0, bsize);
			VT_CL(clEnqueueReadImage(c.q, im, CL_TRUE, o, r, 0, 0, back, 0, NULL, NULL));
			VT_CHECK(!memcmp(back, h, 40 * MiB), "a 40 MiB 1D image read back what was written");
			VT_CL_EQ(clEnqueueWriteImage(c.q, im, CL_TRUE, o1, r, 0, 0, h, 0, NULL, NULL),
				 CL_INVALID_VALUE);
			clReleaseMemObject(im);
		} else {
			vt_note("no 1D images of 10 Mi pixels: the image part is left out");
		}
	}
	clReleaseMemObject(b);
	free(h);
	free(back);
}

/* An image made from host memory with a row pitch far past its pixels (spec 5.3.1.2: host_ptr
 * holds row_pitch * height bytes): 128 MiB of which 16 KiB are pixels. The back-end pads the last
 * row's gap that never travels; it used to refuse such images over 64 MiB as a protocol violation
 * and end the session. */
static void image_large_pitch(void)
{
	cl_bool images = CL_FALSE;
	const size_t w = 16, h = 1024, pitch = (size_t)128 << 10;
	cl_image_format fmt = { CL_RGBA, CL_UNSIGNED_INT8 };
	cl_image_desc d = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = w,
			    .image_height = h, .image_row_pitch = pitch };
	unsigned char *host = calloc(h, pitch), back[16 * 1024 * 4];
	size_t o[3] = { 0, 0, 0 }, r[3] = { w, h, 1 };
	cl_int err;
	cl_mem img;
	bool same = true;

	clGetDeviceInfo(c.device, CL_DEVICE_IMAGE_SUPPORT, sizeof(images), &images, NULL);
	if (!images) {
		vt_note("SKIP image_large_pitch: the device has no images");
		free(host);
		return;
	}
	VT_REQUIRE(host, "128 MiB of host memory");
	for (size_t y = 0; y < h; y++)
		for (size_t x = 0; x < w * 4; x++)
			host[y * pitch + x] = (unsigned char)(y * 7 + x);
	img = clCreateImage(c.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &fmt, &d, host, &err);
	VT_CHECK(img && err == CL_SUCCESS, "a 16x1024 image with a 128 KiB row pitch from host memory "
		 "(%s)", vt_err(err));
	if (img) {
		VT_CL(clEnqueueReadImage(c.q, img, CL_TRUE, o, r, 0, 0, back, 0, NULL, NULL));
		for (size_t y = 0; y < h && same; y++)
			same = !memcmp(back + y * w * 4, host + y * pitch, w * 4);
		VT_CHECK(same, "its pixels read back as given");
		clReleaseMemObject(img);
	}
	free(host);
}

/* OpenCL 1.1's enqueues that 1.2 deprecated still work (spec 1.1 5.10): clEnqueueMarker,
 * clEnqueueBarrier, clEnqueueWaitForEvents - the last with its own errors (CL_INVALID_VALUE for
 * an empty list). PoCL 3.1 ends the application's process on clEnqueueWaitForEvents ("the entire
 * call is unimplemented"); through virtcl it is the barrier that replaced it. */
static void deprecated_enqueues(void)
{
	cl_event m = NULL, u;
	cl_int err, st = 0;

	VT_CL(clEnqueueMarker(c.q, &m));
	VT_CL(clEnqueueBarrier(c.q));
	VT_CL(clEnqueueWaitForEvents(c.q, 1, &m));
	VT_CL_EQ(clEnqueueWaitForEvents(c.q, 0, NULL), CL_INVALID_VALUE);
	VT_CL_EQ(clEnqueueWaitForEvents(c.q, 0, &m), CL_INVALID_VALUE);
	VT_CL_EQ(clEnqueueWaitForEvents(c.q, 1, NULL), CL_INVALID_VALUE);
	VT_CL(clFinish(c.q));
	/* it gates what follows: a user event holds the queue until it is set */
	u = clCreateUserEvent(c.ctx, &err);
	VT_CL(err);
	VT_CL(clEnqueueWaitForEvents(c.q, 1, &u));
	{
		cl_event after = NULL;
		VT_CL(clEnqueueMarkerWithWaitList(c.q, 0, NULL, &after));
		clFlush(c.q);
		vt_sleep_ms(100);
		clGetEventInfo(after, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
		VT_CHECK(st != CL_COMPLETE, "a marker behind clEnqueueWaitForEvents on an unset user "
			 "event is not complete (%d)", st);
		VT_CL(clSetUserEventStatus(u, CL_COMPLETE));
		VT_CL(clWaitForEvents(1, &after));
		clReleaseEvent(after);
	}
	clReleaseEvent(u);
	clReleaseEvent(m);
	VT_CL(clFinish(c.q));
}

/*
 * ---- kernel arguments that name released objects (spec 5.9.2, 5.2.x) ------------------------
 * A kernel holds no reference to the objects its arguments name ("implementations shall not allow
 * cl_kernel objects to hold reference counts to cl_kernel arguments", clSetKernelArg): a buffer,
 * image or sampler released while a kernel still names it is deleted as natively (the reference
 * counts, the context's included, are the host's: compared with a native run), and a kernel whose
 * argument names it has no valid value there any more. Natively a launch of it is undefined
 * (PoCL 3.1 aborts the process); through virtcl the launch (of the kernel and of its clone) gets
 * CL_INVALID_KERNEL_ARGS (recording it in a command buffer: its finalization), every other object of
 * the application lives on, and setting the argument again makes the kernel usable. It used to end
 * the guest's session (the session process crashed).
 */
#define KARG_MAX 48

struct karg_counts {
	int n;
	char label[KARG_MAX][80];
	long v[KARG_MAX];
};

static void karg_rec(struct karg_counts *o, const char *label, cl_int err, long v)
{
	if (o->n >= KARG_MAX)
		return;
	snprintf(o->label[o->n], sizeof(o->label[0]), "%s", label);
	o->v[o->n++] = err == CL_SUCCESS ? v : (long)err - 1000000; /* errors stand out */
}

static const char *karg_src =
	"__kernel void kb(__global int *x) { x[get_global_id(0)] += 7; }\n"
	"__kernel void ki(__read_only image2d_t img, sampler_t s, __global float4 *out)\n"
	"{ out[get_global_id(0)] = read_imagef(img, s, (int2)(get_global_id(0), 0)); }\n";

struct karg_objs {
	cl_context ctx;
	cl_command_queue q;
	cl_program p;
	cl_kernel kb, kb2, ki, kc; /* kc: recorded in a command buffer (karg_cmdbuf) */
	cl_mem out;
	clCreateCommandBufferKHR_fn create_cb; /* NULL: no cl_khr_command_buffer */
	clCommandNDRangeKernelKHR_fn ndrange;
	clFinalizeCommandBufferKHR_fn finalize;
	clReleaseCommandBufferKHR_fn release_cb;
};

/* Where the device has cl_khr_command_buffer: a command that recorded a kernel keeps what its
 * arguments named then (PoCL 3.1 holds a reference to a recorded buffer), so releasing the buffer
 * after the recording leaves the command buffer usable, natively and through virtcl. */
static void karg_cmdbuf(cl_device_id dev, struct karg_objs *s, struct karg_counts *o)
{
	char ext[8192] = "";
	cl_platform_id plat = NULL;
	cl_command_buffer_khr cb;
	clCreateCommandBufferKHR_fn create;
	clCommandNDRangeKernelKHR_fn ndrange;
	clFinalizeCommandBufferKHR_fn finalize;
	clEnqueueCommandBufferKHR_fn enqueue;
	clReleaseCommandBufferKHR_fn release;
	size_t gws = 4;
	cl_uint v = 0;
	cl_int err;
	cl_mem b;

	clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, sizeof(ext) - 1, ext, NULL);
	clGetDeviceInfo(dev, CL_DEVICE_PLATFORM, sizeof(plat), &plat, NULL);
	if (!strstr(ext, "cl_khr_command_buffer"))
		return;
	create = (clCreateCommandBufferKHR_fn)clGetExtensionFunctionAddressForPlatform(
		plat, "clCreateCommandBufferKHR");
	ndrange = (clCommandNDRangeKernelKHR_fn)clGetExtensionFunctionAddressForPlatform(
		plat, "clCommandNDRangeKernelKHR");
	finalize = (clFinalizeCommandBufferKHR_fn)clGetExtensionFunctionAddressForPlatform(
		plat, "clFinalizeCommandBufferKHR");
	enqueue = (clEnqueueCommandBufferKHR_fn)clGetExtensionFunctionAddressForPlatform(
		plat, "clEnqueueCommandBufferKHR");
	release = (clReleaseCommandBufferKHR_fn)clGetExtensionFunctionAddressForPlatform(
		plat, "clReleaseCommandBufferKHR");
	if (!create || !ndrange || !finalize || !enqueue || !release)
		return;
	s->kc = clCreateKernel(s->p, "kb", &err);
	b = clCreateBuffer(s->ctx, CL_MEM_READ_WRITE, 4 * sizeof(int), NULL, &err);
	karg_rec(o, "command buffer: clSetKernelArg(kc, 0, buffer)",
		 clSetKernelArg(s->kc, 0, sizeof(b), &b), 1);
	cb = create(1, &s->q, NULL, &err);
	karg_rec(o, "command buffer: clCreateCommandBufferKHR", err, 1);
	if (!cb)
		return;
	karg_rec(o, "command buffer: clCommandNDRangeKernelKHR(kc)",
		 ndrange(cb, NULL, NULL, s->kc, 1, NULL, &gws, NULL, 0, NULL, NULL, NULL), 1);
	karg_rec(o, "command buffer: clFinalizeCommandBufferKHR", finalize(cb), 1);
	err = clGetMemObjectInfo(b, CL_MEM_REFERENCE_COUNT, sizeof(v), &v, NULL);
	karg_rec(o, "command buffer: CL_MEM_REFERENCE_COUNT of the recorded buffer", err, v);
	karg_rec(o, "command buffer: clReleaseMemObject(recorded buffer)", clReleaseMemObject(b), 1);
	karg_rec(o, "command buffer: clEnqueueCommandBufferKHR after the release",
		 enqueue(0, NULL, cb, 0, NULL, NULL), 1);
	karg_rec(o, "command buffer: clFinish", clFinish(s->q), 1);
	karg_rec(o, "command buffer: clReleaseCommandBufferKHR", release(cb), 1);
	s->create_cb = create;
	s->ndrange = ndrange;
	s->finalize = finalize;
	s->release_cb = release;
}

/* The part that runs natively too: arguments set, launched while valid, objects released. */
static void karg_sequence(cl_device_id dev, struct karg_objs *s, struct karg_counts *o)
{
	cl_image_format fmt = { CL_RGBA, CL_FLOAT };
	cl_image_desc desc = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4,
			       .image_height = 1 };
	float px[16] = { 1, 2, 3, 4 };
	size_t gws = 4;
	cl_uint v = 0;
	cl_int err;
	cl_mem b, img;
	cl_sampler smp;

	s->ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
	karg_rec(o, "clCreateContext", err, 1);
	if (!s->ctx)
		return;
	s->q = clCreateCommandQueue(s->ctx, dev, 0, &err);
	s->p = clCreateProgramWithSource(s->ctx, 1, &karg_src, NULL, &err);
	karg_rec(o, "clBuildProgram", clBuildProgram(s->p, 1, &dev, NULL, NULL, NULL), 1);
	s->kb = clCreateKernel(s->p, "kb", &err);
	s->ki = clCreateKernel(s->p, "ki", &err);
	b = clCreateBuffer(s->ctx, CL_MEM_READ_WRITE, 4 * sizeof(int), NULL, &err);
	s->out = clCreateBuffer(s->ctx, CL_MEM_READ_WRITE, 4 * 4 * sizeof(float), NULL, &err);
	img = clCreateImage(s->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &fmt, &desc, px, &err);
	karg_rec(o, "clCreateImage", err, 1);
	smp = clCreateSampler(s->ctx, CL_FALSE, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_NEAREST, &err);
	karg_rec(o, "clCreateSampler", err, 1);
	karg_rec(o, "clSetKernelArg(kb, 0, buffer)", clSetKernelArg(s->kb, 0, sizeof(b), &b), 1);
	karg_rec(o, "clSetKernelArg(ki, 0, image)", clSetKernelArg(s->ki, 0, sizeof(img), &img), 1);
	karg_rec(o, "clSetKernelArg(ki, 1, sampler)", clSetKernelArg(s->ki, 1, sizeof(smp), &smp), 1);
	karg_rec(o, "clSetKernelArg(ki, 2, buffer)",
		 clSetKernelArg(s->ki, 2, sizeof(s->out), &s->out), 1);
	err = clGetMemObjectInfo(b, CL_MEM_REFERENCE_COUNT, sizeof(v), &v, NULL);
	karg_rec(o, "buffer: CL_MEM_REFERENCE_COUNT while a kernel argument names it", err, v);
	err = clGetMemObjectInfo(img, CL_MEM_REFERENCE_COUNT, sizeof(v), &v, NULL);
	karg_rec(o, "image: CL_MEM_REFERENCE_COUNT while a kernel argument names it", err, v);
	err = clGetSamplerInfo(smp, CL_SAMPLER_REFERENCE_COUNT, sizeof(v), &v, NULL);
	karg_rec(o, "sampler: CL_SAMPLER_REFERENCE_COUNT while a kernel argument names it", err, v);
	/* launched twice while valid: the second launch's answer is known to the front-end */
	for (int i = 0; i < 2; i++) {
		karg_rec(o, "launch of kb while its buffer lives",
			 clEnqueueNDRangeKernel(s->q, s->kb, 1, NULL, &gws, NULL, 0, NULL, NULL), 1);
		karg_rec(o, "launch of ki while its image and sampler live",
			 clEnqueueNDRangeKernel(s->q, s->ki, 1, NULL, &gws, NULL, 0, NULL, NULL), 1);
	}
	karg_rec(o, "clFinish", clFinish(s->q), 1);
	err = clGetContextInfo(s->ctx, CL_CONTEXT_REFERENCE_COUNT, sizeof(v), &v, NULL);
	karg_rec(o, "context: CL_CONTEXT_REFERENCE_COUNT before the releases", err, v);
	karg_rec(o, "clReleaseMemObject(buffer)", clReleaseMemObject(b), 1);
	karg_rec(o, "clReleaseMemObject(image)", clReleaseMemObject(img), 1);
	karg_rec(o, "clReleaseSampler", clReleaseSampler(smp), 1);
	err = clGetContextInfo(s->ctx, CL_CONTEXT_REFERENCE_COUNT, sizeof(v), &v, NULL);
	karg_rec(o, "context: CL_CONTEXT_REFERENCE_COUNT after them (the objects are gone)", err, v);
	s->kb2 = clCloneKernel(s->kb, &err);
	karg_rec(o, "clCloneKernel of kb (its argument names the released buffer)", err, 1);
	err = clGetKernelInfo(s->kb, CL_KERNEL_REFERENCE_COUNT, sizeof(v), &v, NULL);
	karg_rec(o, "kb: CL_KERNEL_REFERENCE_COUNT", err, v);
	karg_cmdbuf(dev, s, o);
}

static void karg_close(struct karg_objs *s)
{
	if (s->kb2)
		clReleaseKernel(s->kb2);
	if (s->kc)
		clReleaseKernel(s->kc);
	clReleaseKernel(s->kb);
	clReleaseKernel(s->ki);
	clReleaseMemObject(s->out);
	clReleaseProgram(s->p);
	clReleaseCommandQueue(s->q);
	clReleaseContext(s->ctx);
}

/* vt_conformance --native: the sequence on the host's own ICD, one "value label" line per step. */
static int karg_native_main(void)
{
	cl_platform_id p;
	cl_device_id d;
	cl_uint n = 0;
	struct karg_counts out = { 0 };
	struct karg_objs s = { 0 };

	if (clGetPlatformIDs(1, &p, &n) || !n || clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL))
		return 2;
	karg_sequence(d, &s, &out);
	for (int i = 0; i < out.n; i++)
		printf("%ld %s\n", out.v[i], out.label[i]);
	fflush(stdout);
	/* not karg_close: natively the kernels' arguments name deleted objects (PoCL 3.1 may look) */
	_exit(0);
}

static void karg_native_line(const char *word, const char *rest, void *ctx)
{
	struct karg_counts *nat = ctx;

	if (nat->n >= KARG_MAX)
		return;
	nat->v[nat->n] = strtol(word, NULL, 10);
	snprintf(nat->label[nat->n], sizeof(nat->label[0]), "%s", rest);
	nat->n++;
}

static void released_kernel_args(void)
{
	struct karg_counts vcl = { 0 }, nat = { 0 };
	struct karg_objs s = { 0 };
	cl_image_format fmt = { CL_RGBA, CL_FLOAT };
	cl_image_desc desc = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4,
			       .image_height = 1 };
	float px[16] = { 5, 6, 7, 8 }, got[16] = { 0 };
	int keep_v[4] = { 1, 2, 3, 4 }, v[4] = { 0 };
	size_t gws = 4;
	cl_int err;
	cl_mem keep, nb, nimg;
	cl_sampler nsmp;

	karg_sequence(c.device, &s, &vcl);
	VT_REQUIRE(s.ctx, "a context for the sequence");
	VT_REQUIRE(vt_run_native("vt_conformance", karg_native_line, &nat, NULL),
		   "the same sequence runs natively on %s", vt_native_icd());
	VT_CHECK(nat.n == vcl.n && vcl.n > 15, "both runs recorded the same steps (%d, %d)", vcl.n,
		 nat.n);
	for (int i = 0; i < vcl.n && i < nat.n; i++)
		VT_CHECK(vcl.v[i] == nat.v[i] && !strcmp(vcl.label[i], nat.label[i]),
			 "%s: %ld, natively %ld", vcl.label[i], vcl.v[i], nat.v[i]);

	/* an object of the application that no kernel names: it must outlive what follows */
	keep = clCreateBuffer(s.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(keep_v), keep_v,
			      &err);
	VT_REQUIRE(keep, "a buffer that no kernel names (%s)", vt_err(err));

	/* launches of kernels whose arguments name released objects: an error, nothing else lost
	 * (kb's launch was learnt while valid: the answer must still be this launch's own) */
	VT_CL_EQ(clEnqueueNDRangeKernel(s.q, s.kb, 1, NULL, &gws, NULL, 0, NULL, NULL),
		 CL_INVALID_KERNEL_ARGS);
	VT_CL_EQ(clEnqueueNDRangeKernel(s.q, s.kb, 1, NULL, &gws, NULL, 0, NULL, NULL),
		 CL_INVALID_KERNEL_ARGS);
	if (s.kb2)
		VT_CL_EQ(clEnqueueNDRangeKernel(s.q, s.kb2, 1, NULL, &gws, NULL, 0, NULL, NULL),
			 CL_INVALID_KERNEL_ARGS);
	VT_CL_EQ(clEnqueueNDRangeKernel(s.q, s.ki, 1, NULL, &gws, NULL, 0, NULL, NULL),
		 CL_INVALID_KERNEL_ARGS);
	VT_CL_EQ(clEnqueueTask(s.q, s.kb, 0, NULL, NULL), CL_INVALID_KERNEL_ARGS);
	if (s.create_cb) {
		/* recording it: the recording call has no answer, the finalization reports it */
		cl_command_buffer_khr cb = s.create_cb(1, &s.q, NULL, &err);
		VT_REQUIRE(cb, "clCreateCommandBufferKHR (%s)", vt_err(err));
		s.ndrange(cb, NULL, NULL, s.kc, 1, NULL, &gws, NULL, 0, NULL, NULL, NULL);
		VT_CL_EQ(s.finalize(cb), CL_INVALID_KERNEL_ARGS);
		VT_CL(s.release_cb(cb));
	} else {
		vt_note("no cl_khr_command_buffer: command buffers not checked");
	}
	VT_CL(clFinish(s.q));
	VT_CL(clEnqueueReadBuffer(s.q, keep, CL_TRUE, 0, sizeof(v), v, 0, NULL, NULL));
	VT_CHECK(v[0] == 1 && v[3] == 4, "the application's other buffer is intact (%d %d)", v[0],
		 v[3]);
	VT_CHECK(vt_log_count(&vt_d, "died") == 0, "the session process lives");
	VT_CHECK(vt_log_wait(&vt_d, "names a released object", 1, 10.0),
		 "the daemon logged why the launch was refused");

	/* arguments set again: the kernels run, the clone with its own */
	nb = clCreateBuffer(s.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(keep_v), keep_v,
			    &err);
	nimg = clCreateImage(s.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &fmt, &desc, px, &err);
	nsmp = clCreateSampler(s.ctx, CL_FALSE, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_NEAREST, &err);
	VT_CL(clSetKernelArg(s.kb, 0, sizeof(nb), &nb));
	VT_CL(clEnqueueNDRangeKernel(s.q, s.kb, 1, NULL, &gws, NULL, 0, NULL, NULL));
	if (s.kb2) {
		VT_CL(clSetKernelArg(s.kb2, 0, sizeof(keep), &keep));
		VT_CL(clEnqueueNDRangeKernel(s.q, s.kb2, 1, NULL, &gws, NULL, 0, NULL, NULL));
	}
	VT_CL(clSetKernelArg(s.ki, 0, sizeof(nimg), &nimg));
	VT_CL_EQ(clEnqueueNDRangeKernel(s.q, s.ki, 1, NULL, &gws, NULL, 0, NULL, NULL),
		 CL_INVALID_KERNEL_ARGS); /* the sampler is still the released one */
	VT_CL(clSetKernelArg(s.ki, 1, sizeof(nsmp), &nsmp));
	VT_CL(clEnqueueNDRangeKernel(s.q, s.ki, 1, NULL, &gws, NULL, 0, NULL, NULL));
	VT_CL(clEnqueueReadBuffer(s.q, nb, CL_TRUE, 0, sizeof(v), v, 0, NULL, NULL));
	VT_CHECK(v[0] == 8 && v[3] == 11, "kb with its argument set again: 1+7, 4+7 (%d, %d)", v[0],
		 v[3]);
	VT_CL(clEnqueueReadBuffer(s.q, keep, CL_TRUE, 0, sizeof(v), v, 0, NULL, NULL));
	VT_CHECK(v[0] == (s.kb2 ? 8 : 1), "the clone with its own argument ran on it (%d)", v[0]);
	VT_CL(clEnqueueReadBuffer(s.q, s.out, CL_TRUE, 0, sizeof(got), got, 0, NULL, NULL));
	VT_CHECK(got[0] == 5 && got[1] == 6, "ki with its image and sampler set again read %g %g",
		 got[0], got[1]);
	clReleaseSampler(nsmp);
	clReleaseMemObject(nimg);
	clReleaseMemObject(nb);
	clReleaseMemObject(keep);
	karg_close(&s);
}

/* ---- split transfers: profiling times, failed wait lists (pieces_profiling, pieces_wait_failed) */

/* After the application released every event it had: the host holds none for the session either
 * (a split transfer's first piece's is released with the transfer's; the event of a write that
 * failed behind its wait list, which the host made, with the call), as virtcl-smi counts them. */
static void host_events_none(const char *what)
{
	cl_uint refs = 0;
	long n;

	/* a round trip: the releases sent before it are counted by its answer */
	VT_CL(clGetCommandQueueInfo(c.q, CL_QUEUE_REFERENCE_COUNT, sizeof(refs), &refs, NULL));
	n = vt_host_objects(&vt_d, "event");
	VT_CHECK(n == 0, "%s: the host holds no event for the session (%ld)", what, n);
}

enum prof_kind { PK_WRITE_NB, PK_WRITE, PK_READ, PK_READ_NB, PK_RECT_READ, PK_RECT_WRITE,
		 PK_IMAGE_WRITE, PK_IMAGE_READ };
#define PROF_RECT_ROW ((size_t)64 << 10)
#define PROF_IMG_W ((size_t)4096)

/*
 * The pieces of the two cases below: a transfer of each shape the front-end splits, of n bytes (a
 * rectangle: rows of PROF_RECT_ROW bytes; an image: RGBA8 rows of PROF_IMG_W pixels), its event
 * in *ev where ev is not NULL, waited for. Returns the enqueue's result.
 */
static cl_int prof_xfer(enum prof_kind kind, cl_command_queue q, cl_mem m, void *h, size_t n,
			cl_uint nwait, const cl_event *wait, cl_event *ev)
{
	size_t o[3] = { 0, 0, 0 }, rr[3] = { PROF_RECT_ROW, n / PROF_RECT_ROW, 1 },
	       ri[3] = { PROF_IMG_W, n / (PROF_IMG_W * 4), 1 };
	cl_int err;

	switch (kind) {
	case PK_WRITE_NB:
	case PK_WRITE:
		err = clEnqueueWriteBuffer(q, m, kind == PK_WRITE, 0, n, h, nwait, wait, ev);
		break;
	case PK_READ_NB:
	case PK_READ:
		err = clEnqueueReadBuffer(q, m, kind == PK_READ, 0, n, h, nwait, wait, ev);
		break;
	case PK_RECT_READ:
		err = clEnqueueReadBufferRect(q, m, CL_TRUE, o, o, rr, PROF_RECT_ROW, 0, PROF_RECT_ROW,
					      0, h, nwait, wait, ev);
		break;
	case PK_RECT_WRITE:
		err = clEnqueueWriteBufferRect(q, m, CL_TRUE, o, o, rr, PROF_RECT_ROW, 0, PROF_RECT_ROW,
					       0, h, nwait, wait, ev);
		break;
	case PK_IMAGE_WRITE:
		err = clEnqueueWriteImage(q, m, CL_TRUE, o, ri, 0, 0, h, nwait, wait, ev);
		break;
	default:
		err = clEnqueueReadImage(q, m, CL_TRUE, o, ri, 0, 0, h, nwait, wait, ev);
		break;
	}
	/* a blocking write returns once ptr may be reused, maybe before its command is complete */
	if (err == CL_SUCCESS && ev)
		err = clWaitForEvents(1, ev);
	return err;
}

/* A 2D RGBA8 image of PROF_IMG_W x rows pixels, or NULL (none on this device: said why). */
static cl_mem prof_image(size_t rows)
{
	cl_image_format fmt = { CL_RGBA, CL_UNSIGNED_INT8 };
	cl_image_desc d = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = PROF_IMG_W,
			    .image_height = rows };
	cl_bool images = CL_FALSE;
	size_t w = 0, hh = 0;
	cl_int err;
	cl_mem im;

	clGetDeviceInfo(c.device, CL_DEVICE_IMAGE_SUPPORT, sizeof(images), &images, NULL);
	clGetDeviceInfo(c.device, CL_DEVICE_IMAGE2D_MAX_WIDTH, sizeof(w), &w, NULL);
	clGetDeviceInfo(c.device, CL_DEVICE_IMAGE2D_MAX_HEIGHT, sizeof(hh), &hh, NULL);
	if (!images || w < PROF_IMG_W || hh < rows) {
		vt_note("no %zu x %zu images: the image part is left out", PROF_IMG_W, rows);
		return NULL;
	}
	im = clCreateImage(c.ctx, CL_MEM_READ_WRITE, &fmt, &d, NULL, &err);
	VT_REQUIRE(im, "a %zu x %zu image (%s)", PROF_IMG_W, rows, vt_err(err));
	return im;
}

/* The piece a transfer is split into here: over tcp 4 MiB; a buffer write through the area an
 * eighth of it (main gives these cases 32 MiB; the default is 512 MiB: 32 MiB pieces); else
 * 16 MiB. Buffer reads through the area go whole. */
static size_t prof_piece(enum prof_kind kind)
{
	const char *tr = vt_transport(), *area = getenv("VIRTCL_SHM_SIZE");

	if (!strcmp(tr, "tls") || !strcmp(tr, "tcp"))
		return (size_t)4 << 20;
	if (!strcmp(tr, "shm") && (kind == PK_WRITE_NB || kind == PK_WRITE))
		return area && !strcmp(area, "32M") ? (size_t)4 << 20 : (size_t)32 << 20;
	return (size_t)16 << 20;
}

/* The times of a command's event, in order (pieces_profiling). */
static const cl_profiling_info prof_what[5] = { CL_PROFILING_COMMAND_QUEUED,
						CL_PROFILING_COMMAND_SUBMIT,
						CL_PROFILING_COMMAND_START, CL_PROFILING_COMMAND_END,
						CL_PROFILING_COMMAND_COMPLETE };

/* END - START of ev, after checking its five times are in order (what: for the message). */
static double prof_span(cl_event ev, const char *what)
{
	cl_ulong t[5] = { 0 };
	cl_int err = CL_SUCCESS;

	for (int i = 0; i < 5 && !err; i++)
		err = clGetEventProfilingInfo(ev, prof_what[i], sizeof(t[i]), &t[i], NULL);
	VT_CHECK(!err && t[0] <= t[1] && t[1] <= t[2] && t[2] <= t[3] && t[3] <= t[4],
		 "%s: QUEUED %llu <= SUBMIT +%llu <= START +%llu <= END +%llu <= COMPLETE +%llu (%s)",
		 what, (unsigned long long)t[0], (unsigned long long)(t[1] - t[0]),
		 (unsigned long long)(t[2] - t[0]), (unsigned long long)(t[3] - t[0]),
		 (unsigned long long)(t[4] - t[0]), vt_err(err));
	return err ? -1 : (double)(t[3] - t[2]);
}

/* The least END - START of tries transfers of n bytes (-1: one failed). */
static double prof_least(enum prof_kind kind, cl_command_queue q, cl_mem m, void *h, size_t n,
			 int tries, const char *what)
{
	double least = -1;

	for (int i = 0; i < tries; i++) {
		cl_event ev = NULL;
		cl_int err = prof_xfer(kind, q, m, h, n, 0, NULL, &ev);
		double s;
		VT_CHECK(!err && ev, "%s of %zu bytes (%s)", what, n, vt_err(err));
		if (err || !ev)
			return -1;
		s = prof_span(ev, what);
		clReleaseEvent(ev);
		if (s < 0)
			return -1;
		least = least < 0 || s < least ? s : least;
	}
	return least;
}

/* One path: its order checked for each transfer, and, unless why_not says why not, the span of
 * three pieces against one piece's. */
static void prof_path(enum prof_kind kind, cl_command_queue q, cl_mem m, void *h,
		      const char *why_not, const char *what)
{
	size_t piece = prof_piece(kind);
	double one = prof_least(kind, q, m, h, piece, 5, what);
	double whole = prof_least(kind, q, m, h, 3 * piece, 3, what);

	if (one < 0 || whole < 0)
		return;
	if (why_not) {
		vt_note("%s: %.2f ms for 3 pieces' bytes, %.2f ms for one piece's (%s: the order "
			"alone)", what, whole / 1e6, one / 1e6, why_not);
		return;
	}
	VT_CHECK(whole >= 2 * one, "%s in 3 pieces of %zu MiB: END - START %.2f ms, at least twice "
		 "the least of one piece's (%.2f ms; the last piece's alone is about as long)", what,
		 piece >> 20, whole / 1e6, one / 1e6);
}

/*
 * Profiling a transfer split into pieces (spec 5.14, "Profiling Operations on Memory Objects and
 * Kernels": the times are the command's). Its event is its last piece's; QUEUED, SUBMIT and START
 * must be the whole command's, its first piece's (vcl_fe_mem.c keep_first). On a profiling queue,
 * for each path that splits - a buffer write chained (non-blocking, blocking), a buffer read
 * streamed (blocking) and chained (non-blocking), a rectangle read, an image write, and a chained
 * write bracketed on a queue two threads use - a transfer of three pieces takes END - START at
 * least twice the least of one transfer of one piece of that shape on the queue (three pieces:
 * three times and more; with the last piece's times about once: the test failed so before the
 * fix), least of three against least of five (the machine is noisy, the least is not); and
 * QUEUED <= SUBMIT <= START <= END <= COMPLETE. The order alone for buffer reads through shm's area
 * (they go whole), the bracketed streamed read (its pieces may run side by side on the out-of-order
 * twin) and the non-blocking read (its last piece alone spans 5-10 pieces' time here). On a queue
 * without profiling a split transfer's START and QUEUED are CL_PROFILING_INFO_NOT_AVAILABLE, as
 * its event's own.
 */
static void pieces_profiling(void)
{
	const bool area = !strcmp(vt_transport(), "shm");
	const char *whole_read = "through the area it goes whole";
	const size_t most = prof_piece(PK_WRITE) > prof_piece(PK_READ) ? prof_piece(PK_WRITE)
								       : prof_piece(PK_READ);
	const size_t n = 3 * most;
	cl_queue_properties props[] = { CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0 };
	cl_int err;
	cl_command_queue pq = clCreateCommandQueueWithProperties(c.ctx, c.device, props, &err);
	cl_command_queue sq = clCreateCommandQueueWithProperties(c.ctx, c.device, props, &err);
	cl_mem b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, n, NULL, &err), im;
	unsigned char *h = malloc(n);
	cl_event ev = NULL;
	cl_ulong t = 0;
	pthread_t th;

	VT_REQUIRE(pq && sq && b && h, "two profiling queues, a %zu MiB buffer (%s)", n >> 20,
		   vt_err(err));
	for (size_t i = 0; i < n; i++)
		h[i] = (unsigned char)(i * 7 + (i >> 13));
	prof_path(PK_WRITE_NB, pq, b, h, NULL, "a non-blocking buffer write");
	prof_path(PK_WRITE, pq, b, h, NULL, "a blocking buffer write");
	prof_path(PK_READ, pq, b, h, area ? whole_read : NULL, "a blocking buffer read");
	/* its last piece alone took 5-10 times one piece's span here (the piece before's data goes to
	 * the guest from the device's completion meanwhile): the chain is the non-blocking write's */
	prof_path(PK_READ_NB, pq, b, h, area ? whole_read : "the last piece's span is long too",
		  "a non-blocking buffer read");
	prof_path(PK_RECT_READ, pq, b, h, NULL, "a blocking rectangle read");
	if ((im = prof_image(n / (PROF_IMG_W * 4)))) {
		prof_path(PK_IMAGE_WRITE, pq, im, h, NULL, "a blocking image write");
		clReleaseMemObject(im);
	}
	/* a queue two threads use: the pieces bracketed, on its twin (with profiling there too) */
	VT_REQUIRE(!pthread_create(&th, NULL, marker_on, sq) && !pthread_join(th, NULL), "a thread");
	prof_path(PK_WRITE_NB, sq, b, h, NULL, "a non-blocking buffer write, bracketed");
	prof_path(PK_READ, sq, b, h, area ? whole_read : "its pieces may run side by side on the twin",
		  "a blocking buffer read, bracketed");
	VT_CL(clFinish(pq));
	VT_CL(clFinish(sq));

	/* no profiling on the queue: the split transfer's event's own answer */
	VT_CL(clEnqueueWriteBuffer(c.q, b, CL_TRUE, 0, n, h, 0, NULL, &ev));
	VT_CL_EQ(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof(t), &t, NULL),
		 CL_PROFILING_INFO_NOT_AVAILABLE);
	VT_CL_EQ(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_QUEUED, sizeof(t), &t, NULL),
		 CL_PROFILING_INFO_NOT_AVAILABLE);
	clReleaseEvent(ev);
	host_events_none("every split transfer's event released");
	VT_CHECK(vt_log_count(&vt_d, "protocol violation") == 0, "no protocol violation");
	clReleaseMemObject(b);
	clReleaseCommandQueue(pq);
	clReleaseCommandQueue(sq);
	free(h);
}

/* A blocking transfer of n bytes behind failed (pieces_wait_failed). */
static void failed_case(enum prof_kind kind, cl_command_queue q, cl_mem m, void *h, size_t n,
			cl_event failed, const char *what)
{
	cl_event ev = (cl_event)(uintptr_t)1; /* must stay as it is */
	cl_int err = prof_xfer(kind, q, m, h, n, 1, &failed, &ev);

	VT_CHECK(err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST && ev == (cl_event)(uintptr_t)1,
		 "%s of %zu KiB behind a failed event: CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST "
		 "(%s), no event (%s)", what, n >> 10, vt_err(err),
		 ev == (cl_event)(uintptr_t)1 ? "none" : "one returned");
	if (ev != (cl_event)(uintptr_t)1 && ev)
		clReleaseEvent(ev);
}

/*
 * Nothing was enqueued on q behind a failed event (an enqueue that fails makes no command, spec
 * 5.2.2): a marker enqueued now completes (what the failed event held back would hold it too; PoCL
 * neither runs nor fails such a command). Polled for 5 s, so that a stuck queue is a failed check.
 */
static void queue_empty(cl_command_queue q, const char *what)
{
	cl_int st = CL_QUEUED, err;
	cl_event m = NULL;

	err = clEnqueueMarkerWithWaitList(q, 0, NULL, &m);
	if (err == CL_SUCCESS)
		clFlush(q);
	for (double until = vt_now() + 5; err == CL_SUCCESS && vt_now() < until; vt_sleep_ms(5))
		if (clGetEventInfo(m, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL) ||
		    st <= CL_COMPLETE)
			break;
	VT_CHECK(err == CL_SUCCESS && st == CL_COMPLETE, "%s: nothing left behind the failed event, a "
		 "marker completes (%s, status %d)", what, vt_err(err), (int)st);
	if (m)
		clReleaseEvent(m);
}

/*
 * A blocking transfer behind an event that failed returns CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_
 * LIST and no event (spec 5.2.2; an enqueue that fails creates none), whether it goes whole or in
 * pieces, read or write, buffer, rectangle or image, on a queue one thread uses and, bracketed, on
 * one two threads use. A split blocking write returned an event (its first piece's, sent alone to
 * fail as the whole write would) and so did a whole one (the host made the command and its event):
 * the test failed so before the fix. Nothing is enqueued on the queues then (queue_empty): the
 * host enqueued a whole blocking write before it waited for its wait list, and the command stayed
 * there (the test failed so before that fix, write_common in src/backend/vcl_be_mem.c). Then the
 * session goes on.
 */
static void pieces_wait_failed(void)
{
	const size_t n = (size_t)40 << 20, small = (size_t)64 << 10;
	cl_int err;
	cl_command_queue q1 = clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err);
	cl_command_queue q2 = clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err);
	cl_mem b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, n, NULL, &err), im;
	cl_event failed = clCreateUserEvent(c.ctx, &err);
	unsigned char *h = malloc(n), *back = malloc(n);
	bool same = true;
	pthread_t th;

	VT_REQUIRE(q1 && q2 && b && failed && h && back, "two queues, a 40 MiB buffer, a user event");
	VT_CL(clSetUserEventStatus(failed, -7));
	memset(h, 0x3c, n);
	failed_case(PK_WRITE, q1, b, h, small, failed, "a whole blocking write");
	failed_case(PK_READ, q1, b, h, small, failed, "a whole blocking read");
	failed_case(PK_RECT_WRITE, q1, b, h, small, failed, "a whole blocking rectangle write");
	if ((im = prof_image(small / (PROF_IMG_W * 4)))) {
		failed_case(PK_IMAGE_WRITE, q1, im, h, small, failed, "a whole blocking image write");
		clReleaseMemObject(im);
	}
	failed_case(PK_WRITE, q1, b, h, n, failed, "a blocking write in pieces");
	failed_case(PK_READ, q1, b, h, n, failed, "a blocking read in pieces (over shm whole)");
	failed_case(PK_RECT_WRITE, q1, b, h, n, failed, "a blocking rectangle write in pieces");
	failed_case(PK_RECT_READ, q1, b, h, n, failed, "a blocking rectangle read in pieces");
	if ((im = prof_image(n / (PROF_IMG_W * 4)))) {
		failed_case(PK_IMAGE_WRITE, q1, im, h, n, failed, "a blocking image write in pieces");
		failed_case(PK_IMAGE_READ, q1, im, h, n, failed, "a blocking image read in pieces");
		clReleaseMemObject(im);
	}
	/* bracketed: a queue two threads use */
	VT_REQUIRE(!pthread_create(&th, NULL, marker_on, q2) && !pthread_join(th, NULL), "a thread");
	failed_case(PK_WRITE, q2, b, h, n, failed, "a bracketed blocking write in pieces");
	failed_case(PK_READ, q2, b, h, n, failed, "a bracketed blocking read in pieces");
	failed_case(PK_RECT_WRITE, q2, b, h, n, failed, "a bracketed blocking rectangle write");
	queue_empty(q1, "the queue of the failed transfers");
	queue_empty(q2, "the bracketed queue of the failed transfers");
	clReleaseCommandQueue(q1);
	clReleaseCommandQueue(q2);
	clReleaseEvent(failed);
	/* the session goes on: the buffer holds what a write in pieces on another queue wrote */
	for (size_t i = 0; i < n; i++)
		h[i] = (unsigned char)(i * 11 + (i >> 12));
	VT_CL(clEnqueueWriteBuffer(c.q, b, CL_TRUE, 0, n, h, 0, NULL, NULL));
	VT_CL(clEnqueueReadBuffer(c.q, b, CL_TRUE, 0, n, back, 0, NULL, NULL));
	for (size_t i = 0; i < n && same; i++)
		same = back[i] == h[i];
	VT_CHECK(same, "then a 40 MiB write and read on another queue: every byte");
	host_events_none("the failed transfers and the user event");
	VT_CHECK(vt_log_count(&vt_d, "protocol violation") == 0, "no protocol violation");
	clReleaseMemObject(b);
	free(h);
	free(back);
}

/* ---- SVM: blocking transfers and maps behind a failed event --------------------------------- */

/* One blocking call's result behind a failed event: the error, and *ev as it was (no event). */
static void svm_failed_check(cl_int err, cl_event ev, const char *what)
{
	VT_CHECK(err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST && ev == (cl_event)(uintptr_t)1,
		 "%s behind a failed event: CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST (%s), no "
		 "event (%s)", what, vt_err(err), ev == (cl_event)(uintptr_t)1 ? "none" : "one returned");
	if (ev != (cl_event)(uintptr_t)1 && ev)
		clReleaseEvent(ev);
}

/*
 * Blocking commands whose memory is coarse-grained SVM behind a failed event return CL_EXEC_STATUS_
 * ERROR_FOR_EVENTS_IN_WAIT_LIST and no event, as the buffer paths do (spec 5.2.2), and enqueue
 * nothing (queue_empty): a buffer write and read whose host memory is an SVM allocation (a copy
 * on the host, vcl_fe_mem.c svm_xfer), clEnqueueSVMMemcpy between two allocations, from and to
 * guest memory, clEnqueueSVMMap for reading and with CL_MAP_WRITE_INVALIDATE_REGION, and a
 * buffer's map with CL_MAP_WRITE_INVALIDATE_REGION. The copies were enqueued behind the failed
 * event and their event returned with the error; the invalidating maps returned a mapping and an
 * event (the test failed so before the fix).
 */
static void svm_wait_failed(void)
{
	const size_t n = (size_t)1 << 20;
	cl_device_svm_capabilities caps = 0;
	cl_int err;
	cl_command_queue q;
	cl_mem b;
	cl_event failed, ev;
	unsigned char *s1, *s2, *h = calloc(1, n);
	void *p;

	if (VT_ASAN) {
		vt_note("SKIP svm_wait_failed: %s", VT_ASAN_SVM_REASON);
		free(h);
		return;
	}
	clGetDeviceInfo(c.device, CL_DEVICE_SVM_CAPABILITIES, sizeof(caps), &caps, NULL);
	if (!(caps & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER)) {
		vt_note("SKIP svm_wait_failed: the device has no coarse-grained SVM");
		free(h);
		return;
	}
	q = clCreateCommandQueueWithProperties(c.ctx, c.device, NULL, &err);
	b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, n, NULL, &err);
	failed = clCreateUserEvent(c.ctx, &err);
	s1 = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, n, 0);
	s2 = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, n, 0);
	VT_REQUIRE(q && b && failed && s1 && s2 && h, "a queue, a buffer, a user event, two SVM "
		   "allocations");
	VT_CL(clSetUserEventStatus(failed, -7));
	ev = (cl_event)(uintptr_t)1;
	svm_failed_check(clEnqueueWriteBuffer(q, b, CL_TRUE, 0, n, s1, 1, &failed, &ev), ev,
			 "a blocking buffer write from SVM memory");
	ev = (cl_event)(uintptr_t)1;
	svm_failed_check(clEnqueueReadBuffer(q, b, CL_TRUE, 0, n, s1, 1, &failed, &ev), ev,
			 "a blocking buffer read into SVM memory");
	ev = (cl_event)(uintptr_t)1;
	svm_failed_check(clEnqueueSVMMemcpy(q, CL_TRUE, s2, s1, n, 1, &failed, &ev), ev,
			 "a blocking clEnqueueSVMMemcpy between two allocations");
	ev = (cl_event)(uintptr_t)1;
	svm_failed_check(clEnqueueSVMMemcpy(q, CL_TRUE, s2, h, n, 1, &failed, &ev), ev,
			 "a blocking clEnqueueSVMMemcpy from guest memory");
	ev = (cl_event)(uintptr_t)1;
	svm_failed_check(clEnqueueSVMMemcpy(q, CL_TRUE, h, s1, n, 1, &failed, &ev), ev,
			 "a blocking clEnqueueSVMMemcpy into guest memory");
	ev = (cl_event)(uintptr_t)1;
	svm_failed_check(clEnqueueSVMMap(q, CL_TRUE, CL_MAP_READ, s1, n, 1, &failed, &ev), ev,
			 "a blocking clEnqueueSVMMap for reading");
	ev = (cl_event)(uintptr_t)1;
	svm_failed_check(clEnqueueSVMMap(q, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, s1, n, 1,
					 &failed, &ev), ev,
			 "a blocking clEnqueueSVMMap with CL_MAP_WRITE_INVALIDATE_REGION");
	ev = (cl_event)(uintptr_t)1;
	p = clEnqueueMapBuffer(q, b, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, n, 1, &failed, &ev,
			       &err);
	svm_failed_check(err, ev, "a blocking buffer map with CL_MAP_WRITE_INVALIDATE_REGION");
	VT_CHECK(!p, "and no mapping");
	if (p && err == CL_SUCCESS)
		clEnqueueUnmapMemObject(q, b, p, 0, NULL, NULL);
	queue_empty(q, "the queue of the failed SVM commands");
	/* the allocations still work: a copy between them */
	memset(h, 0x6b, n);
	VT_CL(clEnqueueSVMMemcpy(q, CL_TRUE, s1, h, n, 0, NULL, NULL));
	VT_CL(clEnqueueSVMMemcpy(q, CL_TRUE, s2, s1, n, 0, NULL, NULL));
	memset(h, 0, n);
	VT_CL(clEnqueueSVMMemcpy(q, CL_TRUE, h, s2, n, 0, NULL, NULL));
	VT_CHECK(h[0] == 0x6b && h[n - 1] == 0x6b, "then copies through both allocations");
	VT_CL(clFinish(q));
	clSVMFree(c.ctx, s1);
	clSVMFree(c.ctx, s2);
	clReleaseEvent(failed);
	clReleaseMemObject(b);
	clReleaseCommandQueue(q);
	host_events_none("the failed SVM commands and the user event");
	free(h);
}

/* ---- several servers: a blocking transfer behind another server's failed event ------------- */

static struct vt_daemon d2; /* pieces_wait_failed_servers: the second server */

struct srv_xfer {
	cl_command_queue q;
	cl_mem m;
	bool read;
	size_t n;
	void *h;
	cl_uint nwait;
	const cl_event *wait;
	cl_event ev;
	cl_int err;
	atomic_bool done;
};

static void *srv_xfer_main(void *arg)
{
	struct srv_xfer *t = arg;

	t->err = t->read ? clEnqueueReadBuffer(t->q, t->m, CL_TRUE, 0, t->n, t->h, t->nwait, t->wait,
					       &t->ev)
			 : clEnqueueWriteBuffer(t->q, t->m, CL_TRUE, 0, t->n, t->h, t->nwait, t->wait,
						&t->ev);
	atomic_store(&t->done, true);
	return NULL;
}

/* A blocking transfer of t's, on a thread of its own: false if it did not return within 10 s (the
 * thread is left, the test ends at its first report). */
static bool srv_xfer_within(struct srv_xfer *t)
{
	pthread_t th;

	t->ev = NULL;
	atomic_init(&t->done, false);
	VT_REQUIRE(!pthread_create(&th, NULL, srv_xfer_main, t), "a thread");
	for (double until = vt_now() + 10; !atomic_load(&t->done) && vt_now() < until;)
		vt_sleep_ms(5);
	if (!atomic_load(&t->done))
		return false;
	pthread_join(th, NULL);
	return true;
}

/* One user event of ctx set to status (after ms milliseconds on a thread of its own: ms > 0). */
struct later_set {
	cl_event ev;
	cl_int status;
	unsigned ms;
};

static void *later_set_main(void *arg)
{
	struct later_set *l = arg;

	vt_sleep_ms(l->ms);
	clSetUserEventStatus(l->ev, l->status);
	return NULL;
}

/*
 * One context on the devices of two servers (src/frontend/vcl_fe_multi.c): a blocking buffer
 * transfer on the second server's queue behind a user event (of the first server) that failed
 * returns CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST and no event, whole and in pieces, write and
 * read, at once, and behind one that fails while it waits; behind one that completes later (set by
 * another thread) it waits for it and moves every byte. Another server's event reached the command
 * only as a gate, a user event on the command's server completed from the event's callback, which
 * PoCL 3.1 calls with CL_COMPLETE for an event that failed before (the transfers returned
 * CL_SUCCESS and an event: the test failed so before the fix) and never for one that fails later
 * (the split blocking write hung: the test's 10 s bound failed). Now a blocking command's wait list
 * is waited for in the guest first (mx_command in src/frontend/vcl_fe_multi.c).
 */
static void pieces_wait_failed_servers(void)
{
	const size_t n = (size_t)40 << 20, small = (size_t)64 << 10;
	cl_device_id devs[2];
	cl_uint nd = 0;
	cl_int err;
	cl_context ctx;
	cl_command_queue qa, qb;
	cl_mem b;
	cl_event failed, later;
	unsigned char *h = malloc(n), *back = malloc(n);
	struct srv_xfer t;
	struct later_set ls;
	pthread_t th;
	bool same = true;

	VT_REQUIRE(clGetDeviceIDs(c.platform, CL_DEVICE_TYPE_ALL, 2, devs, &nd) == CL_SUCCESS &&
			   nd == 2, "a device on each of two servers (%u)", nd);
	ctx = clCreateContext(NULL, 2, devs, NULL, NULL, &err);
	VT_REQUIRE(ctx, "one context on both servers' devices (%s)", vt_err(err));
	qa = clCreateCommandQueueWithProperties(ctx, devs[0], NULL, &err);
	qb = clCreateCommandQueueWithProperties(ctx, devs[1], NULL, &err);
	b = clCreateBuffer(ctx, CL_MEM_READ_WRITE, n, NULL, &err);
	failed = clCreateUserEvent(ctx, &err);
	VT_REQUIRE(qa && qb && b && failed && h && back, "a queue on each server, a 40 MiB buffer, "
		   "a user event");
	VT_CL(clSetUserEventStatus(failed, -7));
	memset(h, 0x5a, n);
	for (int k = 0; k < 6; k++) {
		static const char *const what[6] = {
			"a blocking write in pieces", "a whole blocking write",
			"a blocking read in pieces", "a whole blocking read",
			"a blocking write in pieces on the event's own server",
			"a blocking read in pieces on the event's own server" };
		t = (struct srv_xfer){ .q = k < 4 ? qb : qa, .m = b, .read = k == 2 || k == 3 || k == 5,
				       .n = k == 1 || k == 3 ? small : n, .h = h, .nwait = 1,
				       .wait = &failed };
		if (!srv_xfer_within(&t)) {
			VT_CHECK(false, "%s behind another server's failed event returns (it did not "
				 "within 10 s)", what[k]);
			_exit(vt_finish()); /* a thread is still in the call */
		}
		VT_CHECK(t.err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST && !t.ev,
			 "%s behind a failed event of %s: CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST "
			 "(%s), no event (%s)", what[k], k < 4 ? "another server" : "its server",
			 vt_err(t.err), t.ev ? "one returned" : "none");
		if (t.ev)
			clReleaseEvent(t.ev);
	}
	/* one that fails while the write waits for it (PoCL calls no callback then: the write
	 * behind the gate on the second server hung) */
	for (int k = 0; k < 2; k++) {
		cl_event fails = clCreateUserEvent(ctx, &err);
		VT_REQUIRE(fails, "a user event (%s)", vt_err(err));
		ls = (struct later_set){ fails, -9, 200 };
		VT_REQUIRE(!pthread_create(&th, NULL, later_set_main, &ls), "a thread");
		t = (struct srv_xfer){ .q = qb, .m = b, .read = k == 1, .n = n, .h = h, .nwait = 1,
				       .wait = &fails };
		if (!srv_xfer_within(&t)) {
			VT_CHECK(false, "a blocking %s in pieces behind another server's user event "
				 "failed 200 ms later returns (it did not within 10 s)",
				 k ? "read" : "write");
			_exit(vt_finish());
		}
		pthread_join(th, NULL);
		VT_CHECK(t.err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST && !t.ev,
			 "a blocking %s in pieces behind another server's user event failed 200 ms "
			 "later: CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST (%s), no event (%s)",
			 k ? "read" : "write", vt_err(t.err), t.ev ? "one returned" : "none");
		if (t.ev)
			clReleaseEvent(t.ev);
		clReleaseEvent(fails);
	}
	/* a wait list that completes later: the write waits for it and moves every byte */
	later = clCreateUserEvent(ctx, &err);
	VT_REQUIRE(later, "a user event (%s)", vt_err(err));
	for (size_t i = 0; i < n; i++)
		h[i] = (unsigned char)(i * 13 + (i >> 11));
	ls = (struct later_set){ later, CL_COMPLETE, 200 };
	VT_REQUIRE(!pthread_create(&th, NULL, later_set_main, &ls), "a thread");
	t = (struct srv_xfer){ .q = qb, .m = b, .n = n, .h = h, .nwait = 1, .wait = &later };
	if (!srv_xfer_within(&t)) {
		VT_CHECK(false, "a blocking write in pieces behind another server's user event set "
			 "later returns (it did not within 10 s)");
		_exit(vt_finish());
	}
	pthread_join(th, NULL);
	VT_CHECK(t.err == CL_SUCCESS && t.ev, "a blocking write in pieces behind another server's "
		 "user event set 200 ms later: CL_SUCCESS (%s) and its event", vt_err(t.err));
	if (t.ev) {
		VT_CL(clWaitForEvents(1, &t.ev));
		clReleaseEvent(t.ev);
	}
	VT_CL(clEnqueueReadBuffer(qa, b, CL_TRUE, 0, n, back, 0, NULL, NULL));
	for (size_t i = 0; i < n && same; i++)
		same = back[i] == h[i];
	VT_CHECK(same, "then read on the other server: every byte of the write");
	queue_empty(qa, "the first server's queue");
	queue_empty(qb, "the second server's queue");
	clReleaseEvent(later);
	clReleaseEvent(failed);
	clReleaseMemObject(b);
	clReleaseCommandQueue(qa);
	clReleaseCommandQueue(qb);
	clReleaseContext(ctx);
	VT_CHECK(vt_log_count(&vt_d, "protocol violation") == 0 &&
			 vt_log_count(&d2, "protocol violation") == 0,
		 "no protocol violation on either server");
	free(h);
	free(back);
}

static const struct {
	const char *name;
	void (*fn)(void);
} cases[] = {
	{ "released_kernel_args", released_kernel_args },
	{ "deprecated_enqueues", deprecated_enqueues },
	{ "image_large_pitch", image_large_pitch },
	{ "large_items", large_items },
	{ "pieces_fail_whole", pieces_fail_whole },
	{ "pieces_shapes", pieces_shapes },
	{ "pieces_streamed", pieces_streamed },
	{ "lanes", lanes },
	{ "reads_whole", reads_whole },
	{ "transfers_whole", transfers_whole },
	{ "pieces_profiling", pieces_profiling },
	{ "pieces_wait_failed", pieces_wait_failed },
	{ "pieces_wait_failed_servers", pieces_wait_failed_servers },
	{ "svm_wait_failed", svm_wait_failed },
	{ "local_memory", local_memory },
	{ "local_answers", local_answers },
	{ "large_transfers", large_transfers },
	{ "driver_stderr", driver_stderr },
	{ "stderr_dropped_round", stderr_dropped_round },
	{ "fork_session", fork_session },
	{ "map_then_unmap", map_then_unmap },
	{ "back_to_back_writes", back_to_back_writes },
	{ "added_options", added_options },
	{ "command_types", command_types },
	{ "unsupported_requests", unsupported_requests },
	{ "wait_list_results", wait_list_results },
	{ "empty_source", empty_source },
	{ "host_access", host_access },
	{ "subbuffer_flags", subbuffer_flags },
	{ "image_host_ptr_map", image_host_ptr_map },
	{ "default_device_queue", default_device_queue },
	{ "build_callbacks", build_callbacks },
};

int main(int argc, char **argv)
{
	const char *want = argc > 1 ? argv[1] : NULL;
	int ran = 0;
	char name[96];

	if (want && !strcmp(want, "--native")) /* released_kernel_args' native run */
		return karg_native_main();

	snprintf(name, sizeof(name), "integration.conformance%s%s", want ? "_" : "", want ? want : "");
	/* pieces_profiling, pieces_wait_failed, lanes, svm_wait_failed: the host's count of objects (host_events_none,
	 * host_objects_only) */
	vt_daemon_control = want && (!strcmp(want, "pieces_profiling") ||
				     !strcmp(want, "pieces_wait_failed") || !strcmp(want, "lanes") ||
				     !strcmp(want, "svm_wait_failed"));
	vt_start(name, want && (!strcmp(want, "large_transfers") || !strcmp(want, "large_items")) ? 280 : 85);
	if (want && !strcmp(want, "silent_endpoint")) {
		/* before anything connects to the test's daemon */
		silent_endpoint();
		return vt_finish();
	}
	/* fork_session: copy helpers in the parent (even on fewer than 4 CPUs, where the default is
	 * none); the front-end reads its environment once, at the first call (vt_cl_open) */
	if (!want || !strcmp(want, "fork_session") || !strcmp(want, "reads_whole"))
		setenv("VIRTCL_COPY_THREADS", "4", 1);
	/* transfers_whole: transfers split into pieces, over sockets (two lanes) and the area */
	if (want && !strcmp(want, "transfers_whole")) {
		setenv("VIRTCL_LANES", "2", 1);
		setenv("VIRTCL_SHM_SIZE", "4M", 1);
	}
	/* pieces_profiling, pieces_wait_failed: no lanes, whatever the CPUs (pieces of the sizes
	 * prof_piece says), a 32 MiB area (buffer writes through it in 4 MiB pieces) */
	if (want && (!strcmp(want, "pieces_profiling") || !strcmp(want, "pieces_wait_failed"))) {
		setenv("VIRTCL_LANES", "0", 1);
		setenv("VIRTCL_SHM_SIZE", "32M", 1);
	}
	/* lanes: three, whatever the CPUs (the default is none on fewer than 4) */
	if (want && !strcmp(want, "lanes")) {
		setenv("VIRTCL_LANES", "3", 1);
		lanes_want = strcmp(vt_transport(), "shm") ? 3 : 0;
	}
	/* pieces_wait_failed_servers: a second daemon, both in VIRTCL_SERVER (no lanes, the 32 MiB
	 * area of pieces_wait_failed) */
	if (want && !strcmp(want, "pieces_wait_failed_servers")) {
		char addr[400], a2[200];
		setenv("VIRTCL_LANES", "0", 1);
		setenv("VIRTCL_SHM_SIZE", "32M", 1);
		VT_REQUIRE(vt_daemon_start(&d2) == 0 && vt_daemon_addr(&d2, a2, sizeof(a2)),
			   "a second virtcld starts");
		snprintf(addr, sizeof(addr), "%s,%s", getenv("VIRTCL_SERVER"), a2);
		setenv("VIRTCL_SERVER", addr, 1);
	}
	vt_cl_open(&c);
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		if (want && strcmp(want, cases[i].name))
			continue;
		vt_note("---- %s", cases[i].name);
		cases[i].fn();
		ran++;
	}
	VT_CHECK(ran > 0, "case %s exists", want ? want : "(all)");
	vt_cl_close(&c);
	if (d2.pid) {
		if (vt_failures)
			vt_log_dump(&d2);
		vt_daemon_stop(&d2);
	}
	return vt_finish();
}
