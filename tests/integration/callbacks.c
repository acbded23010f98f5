/* SPDX-License-Identifier: MIT */
/*
 * Callbacks through virtcl arrive on their own: the application's main thread waits for each one
 * by spinning on an atomic flag, making no OpenCL call, so delivery cannot depend on the
 * application calling into the front-end (virtcl's notify thread runs them). Each callback also
 * records whether the main thread was inside an OpenCL call when it ran, its arguments (handle and
 * user_data must be the application's), and the spec's order for destructor callbacks.
 */
#include "harness.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

static pthread_t main_thread;
static atomic_int in_cl;   /* main thread is inside an OpenCL call */

#define CL_CALL(x)                                                                                 \
	({                                                                                         \
		atomic_store(&in_cl, 1);                                                           \
		cl_int r_ = (x);                                                                   \
		atomic_store(&in_cl, 0);                                                           \
		r_;                                                                                \
	})

struct rec {
	atomic_int ran;
	atomic_int count;
	atomic_int main_was_in_cl;
	atomic_int on_main_thread;
	const void *handle;
	void *ud;
	cl_int status;
	atomic_int order; /* sequence number when it ran */
};

static atomic_int seq;

static void record(struct rec *r, const void *handle, void *ud, cl_int status)
{
	r->handle = handle;
	r->ud = ud;
	r->status = status;
	atomic_store(&r->main_was_in_cl, atomic_load(&in_cl));
	atomic_store(&r->on_main_thread, pthread_equal(pthread_self(), main_thread));
	atomic_store(&r->order, atomic_fetch_add(&seq, 1));
	atomic_fetch_add(&r->count, 1);
	atomic_store(&r->ran, 1);
}

/* Wait without any OpenCL call. */
static bool spin(struct rec *r, double timeout_s)
{
	double until = vt_now() + timeout_s;

	while (!atomic_load(&r->ran) && vt_now() < until)
		vt_sleep_ms(1);
	return atomic_load(&r->ran);
}

static struct rec ev_rec, ev2_rec, build_rec, mem_rec[2], ctx_rec, prog_rec;

static void CL_CALLBACK on_event(cl_event e, cl_int st, void *ud)
{
	record(ud, e, ud, st);
}

static void CL_CALLBACK on_build(cl_program p, void *ud)
{
	record(ud, p, ud, 0);
}

static void CL_CALLBACK on_mem(cl_mem m, void *ud)
{
	record(ud, m, ud, 0);
}

static void CL_CALLBACK on_ctx(cl_context c, void *ud)
{
	record(ud, c, ud, 0);
}

static void CL_CALLBACK on_notify(const char *errinfo, const void *priv, size_t cb, void *ud)
{
	(void)priv;
	(void)cb;
	vt_note("context pfn_notify: %s", errinfo ? errinfo : "(null)");
	record(ud, NULL, ud, 0);
}

static struct rec notify_rec;

static void CL_CALLBACK on_prog_release(cl_program p, void *ud)
{
	record(ud, p, ud, 0);
}

/* Completes a user event after a delay, from a helper thread, while main spins. */
struct delayed {
	cl_event ue;
	unsigned ms;
};

static void *complete_later(void *arg)
{
	struct delayed *d = arg;

	vt_sleep_ms(d->ms);
	clSetUserEventStatus(d->ue, CL_COMPLETE);
	return NULL;
}

static void report(const char *what, struct rec *r, const void *handle)
{
	VT_CHECK(atomic_load(&r->ran), "%s: callback ran (main waited by spinning, no OpenCL call)", what);
	if (!atomic_load(&r->ran))
		return;
	VT_CHECK(r->handle == handle && r->ud == r, "%s: callback got the application's handle and user_data",
		 what);
	VT_CHECK(!atomic_load(&r->on_main_thread), "%s: callback ran on a thread of its own", what);
	vt_note("%s: main thread was %s an OpenCL call when it ran", what,
		atomic_load(&r->main_was_in_cl) ? "inside" : "outside");
}

static const char *src = "__kernel void k(__global int *x) { x[get_global_id(0)] *= 2; }\n";

int main(void)
{
	struct vt_cl c;
	cl_int err;
	cl_event ue, kev;
	cl_program prog;
	cl_kernel k;
	cl_mem buf;
	pthread_t t;
	struct delayed d;
	size_t gws = 64;

	main_thread = pthread_self();
	vt_start("integration.callbacks", 80);
	vt_cl_open(&c);

	/* ---- event callbacks: a user event and a kernel behind it, completed by a helper thread ---- */
	prog = vt_cl_build(&c, src, NULL);
	VT_REQUIRE(prog, "kernel builds");
	k = vt_cl_kernel(prog, "k");
	buf = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 64 * sizeof(int), NULL, &err);
	VT_REQUIRE(k && buf, "kernel and buffer");
	VT_CL(clSetKernelArg(k, 0, sizeof(buf), &buf));
	ue = clCreateUserEvent(c.ctx, &err);
	VT_REQUIRE(ue, "clCreateUserEvent (%s)", vt_err(err));
	VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 1, &ue, &kev));
	VT_CL(clFlush(c.q));
	VT_CL(CL_CALL(clSetEventCallback(ue, CL_COMPLETE, on_event, &ev_rec)));
	VT_CL(CL_CALL(clSetEventCallback(kev, CL_COMPLETE, on_event, &ev2_rec)));
	d = (struct delayed){ ue, 200 };
	pthread_create(&t, NULL, complete_later, &d);
	spin(&ev_rec, 10);
	spin(&ev2_rec, 10);
	pthread_join(t, NULL);
	report("event callback (user event)", &ev_rec, ue);
	report("event callback (kernel behind it)", &ev2_rec, kev);
	VT_CHECK(ev_rec.status == CL_COMPLETE && ev2_rec.status == CL_COMPLETE,
		 "event callbacks report CL_COMPLETE (%d, %d)", ev_rec.status, ev2_rec.status);
	VT_CHECK(atomic_load(&ev_rec.main_was_in_cl) == 0 && atomic_load(&ev2_rec.main_was_in_cl) == 0,
		 "event callbacks ran while main was outside any OpenCL call");
	vt_sleep_ms(50);
	VT_CHECK(atomic_load(&ev_rec.count) == 1 && atomic_load(&ev2_rec.count) == 1,
		 "each event callback ran exactly once");
	clReleaseEvent(kev);
	clReleaseEvent(ue);

	/* ---- build callback (clBuildProgram with pfn_notify) ---- */
	{
		cl_program p2;
		cl_build_status bs = CL_BUILD_NONE;
		p2 = clCreateProgramWithSource(c.ctx, 1, &src, NULL, &err);
		VT_REQUIRE(p2, "clCreateProgramWithSource (%s)", vt_err(err));
		VT_CL(CL_CALL(clBuildProgram(p2, 1, &c.device, NULL, on_build, &build_rec)));
		spin(&build_rec, 30);
		report("build callback", &build_rec, p2);
		clGetProgramBuildInfo(p2, c.device, CL_PROGRAM_BUILD_STATUS, sizeof(bs), &bs, NULL);
		VT_CHECK(bs == CL_BUILD_SUCCESS, "build status is CL_BUILD_SUCCESS after the callback (%d)", bs);
		/* program release callback (OpenCL 2.2, deprecated in 3.0; optional for the host) */
		err = CL_CALL(clSetProgramReleaseCallback(p2, on_prog_release, &prog_rec));
		if (err == CL_SUCCESS) {
			CL_CALL(clReleaseProgram(p2));
			spin(&prog_rec, 5);
			report("program release callback", &prog_rec, p2);
		} else {
			vt_note("clSetProgramReleaseCallback: %s on this host; not tested", vt_err(err));
			clReleaseProgram(p2);
		}
	}

	/* ---- context notify: PoCL offers no way to make it fire on demand ---- */
	vt_note("context pfn_notify: no host-independent way to trigger it; registration is checked only");
	{
		cl_context c2 = clCreateContext(NULL, 1, &c.device, on_notify, &notify_rec, &err);
		VT_CHECK(c2 && err == CL_SUCCESS, "clCreateContext with a pfn_notify (%s)", vt_err(err));
		if (c2)
			clReleaseContext(c2);
	}

	/* ---- memory object destructor callbacks: run after release, newest first (spec 5.5.1) ---- */
	{
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 1024, NULL, &err);
		VT_REQUIRE(m, "clCreateBuffer (%s)", vt_err(err));
		VT_CL(CL_CALL(clSetMemObjectDestructorCallback(m, on_mem, &mem_rec[0])));
		VT_CL(CL_CALL(clSetMemObjectDestructorCallback(m, on_mem, &mem_rec[1])));
		vt_sleep_ms(50);
		VT_CHECK(!atomic_load(&mem_rec[0].ran) && !atomic_load(&mem_rec[1].ran),
			 "destructor callbacks do not run while the buffer lives");
		VT_CL(CL_CALL(clReleaseMemObject(m)));
		spin(&mem_rec[0], 10);
		spin(&mem_rec[1], 10);
		report("mem destructor callback (first registered)", &mem_rec[0], m);
		report("mem destructor callback (second registered)", &mem_rec[1], m);
		VT_CHECK(atomic_load(&mem_rec[1].order) < atomic_load(&mem_rec[0].order),
			 "destructor callbacks run in reverse order of registration");
	}

	/* ---- context destructor callback (OpenCL 3.0) ---- */
	{
		cl_context c2 = clCreateContext(NULL, 1, &c.device, NULL, NULL, &err);
		VT_REQUIRE(c2, "clCreateContext (%s)", vt_err(err));
		err = CL_CALL(clSetContextDestructorCallback(c2, on_ctx, &ctx_rec));
		if (err == CL_SUCCESS) {
			VT_CL(CL_CALL(clReleaseContext(c2)));
			spin(&ctx_rec, 10);
			report("context destructor callback", &ctx_rec, c2);
		} else {
			VT_CHECK(false, "clSetContextDestructorCallback -> CL_SUCCESS (%s)", vt_err(err));
			clReleaseContext(c2);
		}
	}

	clReleaseMemObject(buf);
	clReleaseKernel(k);
	clReleaseProgram(prog);
	vt_cl_close(&c);
	return vt_finish();
}
