/* SPDX-License-Identifier: MIT */
/*
 * OpenCL 3.0 calls no other integration test reaches, each with a check of its result:
 * clEnqueueMigrateMemObjects, clCloneKernel, clGetKernelWorkGroupInfo, clGetKernelSubGroupInfo,
 * clGetKernelArgInfo, clGetDeviceAndHostTimer/clGetHostTimer, out-of-order queues with markers
 * and barriers, profiling, clCreateProgramWithIL, clEnqueueFillImage at an origin, misaligned
 * sub-buffers, destructor-callback order, clEnqueueTask, CL_QUEUE_SIZE on a host queue,
 * clGetSupportedImageFormats, samplers with properties, pipes, clSetDefaultDeviceCommandQueue,
 * and reads/writes of 1D image arrays and 3D images.
 *
 * The answers that depend on the device (error codes of optional features, work-group info, the
 * image format lists) are also taken natively, in a second process on the host's ICD (as
 * integration.refcount does), and must be the same through virtcl.
 */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- answers compared with native ------------------------------------------------------------ */

#define MAX_LINES 256
struct lines {
	int n;
	char key[MAX_LINES][64];
	char val[MAX_LINES][96];
};

static void put(struct lines *l, const char *key, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
#include <stdarg.h>
static void put(struct lines *l, const char *key, const char *fmt, ...)
{
	va_list ap;
	if (l->n >= MAX_LINES)
		return;
	snprintf(l->key[l->n], sizeof(l->key[0]), "%s", key);
	va_start(ap, fmt);
	vsnprintf(l->val[l->n], sizeof(l->val[0]), fmt, ap);
	va_end(ap);
	l->n++;
}

static const char *get(const struct lines *l, const char *key)
{
	for (int i = 0; i < l->n; i++)
		if (!strcmp(l->key[i], key))
			return l->val[i];
	return NULL;
}

static long geti(const struct lines *l, const char *key)
{
	const char *v = get(l, key);
	return v ? strtol(v, NULL, 0) : -99999;
}

static const char *probe_src =
	"__kernel __attribute__((reqd_work_group_size(8, 1, 1)))\n"
	"void fixed(__global int *x) { x[get_global_id(0)] = (int)get_local_size(0); }\n"
	"__kernel void uselocal(__global int *x, __local int *l)\n"
	"{ __local int buf[64]; int i = get_local_id(0); buf[i % 64] = i; l[i] = i;\n"
	"  barrier(CLK_LOCAL_MEM_FENCE); x[get_global_id(0)] = buf[(i + 1) % 64] + l[i]; }\n";

static unsigned long hash_bytes(const void *p, size_t n, unsigned long h)
{
	const unsigned char *b = p;
	for (size_t i = 0; i < n; i++)
		h = (h ^ b[i]) * 1099511628211ul;
	return h;
}

/* Everything whose answer is the device's: the same code natively and through virtcl. */
static void probe(cl_platform_id plat, cl_device_id d, struct lines *l)
{
	cl_int err;
	cl_context ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
	cl_command_queue q = clCreateCommandQueue(ctx, d, 0, &err);
	char il[256] = "";
	cl_bool pipes = CL_FALSE;
	cl_uint maxsg = 0;
	cl_ulong hres = 0;

	/* work-group and sub-group info */
	{
		cl_program p = clCreateProgramWithSource(ctx, 1, &probe_src, NULL, &err);
		cl_kernel kf = NULL, kl = NULL;
		if (clBuildProgram(p, 1, &d, NULL, NULL, NULL) == CL_SUCCESS) {
			kf = clCreateKernel(p, "fixed", &err);
			kl = clCreateKernel(p, "uselocal", &err);
		}
		put(l, "build", "%d", kf && kl);
		if (kf && kl) {
			size_t wgs = 0, cwgs[3] = { 0 }, pref = 0, sgout = 0, local[1] = { 8 };
			cl_ulong lmem = 0, lmem2 = 0, pmem = 0;
			err = clGetKernelWorkGroupInfo(kf, d, CL_KERNEL_WORK_GROUP_SIZE, sizeof(wgs), &wgs, NULL);
			put(l, "wg.size", "%d %zu", err, wgs);
			err = clGetKernelWorkGroupInfo(kf, d, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof(cwgs), cwgs, NULL);
			put(l, "wg.compile", "%d %zu %zu %zu", err, cwgs[0], cwgs[1], cwgs[2]);
			err = clGetKernelWorkGroupInfo(kl, d, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof(cwgs), cwgs, NULL);
			put(l, "wg.compile.none", "%d %zu %zu %zu", err, cwgs[0], cwgs[1], cwgs[2]);
			err = clGetKernelWorkGroupInfo(kl, d, CL_KERNEL_LOCAL_MEM_SIZE, sizeof(lmem), &lmem, NULL);
			put(l, "wg.local", "%d %llu", err, (unsigned long long)lmem);
			clSetKernelArg(kl, 1, 1024, NULL);
			err = clGetKernelWorkGroupInfo(kl, d, CL_KERNEL_LOCAL_MEM_SIZE, sizeof(lmem2), &lmem2, NULL);
			put(l, "wg.local.arg", "%d %llu", err, (unsigned long long)lmem2);
			err = clGetKernelWorkGroupInfo(kl, d, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
						       sizeof(pref), &pref, NULL);
			put(l, "wg.pref", "%d %zu", err, pref);
			err = clGetKernelWorkGroupInfo(kl, d, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof(pmem), &pmem, NULL);
			put(l, "wg.private", "%d", err); /* the value: compiler's, not compared */
			err = clGetKernelWorkGroupInfo(kl, d, CL_KERNEL_WORK_GROUP_SIZE, sizeof(wgs), &wgs, NULL);
			put(l, "wg.size.local", "%d %zu", err, wgs);
			err = clGetKernelSubGroupInfo(kl, d, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof(local),
						      local, sizeof(sgout), &sgout, NULL);
			put(l, "sg.max", "%d %zu", err, sgout);
			clReleaseKernel(kf);
			clReleaseKernel(kl);
		}
		clReleaseProgram(p);
	}
	clGetDeviceInfo(d, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof(maxsg), &maxsg, NULL);
	put(l, "dev.max_sub_groups", "%u", maxsg);

	/* timers */
	clGetPlatformInfo(plat, CL_PLATFORM_HOST_TIMER_RESOLUTION, sizeof(hres), &hres, NULL);
	put(l, "plat.host_timer_res", "%llu", (unsigned long long)hres);
	{
		cl_ulong dt = 0, ht = 0;
		put(l, "timer.device_and_host", "%d", clGetDeviceAndHostTimer(d, &dt, &ht));
		put(l, "timer.host", "%d", clGetHostTimer(d, &ht));
	}

	/* IL */
	clGetDeviceInfo(d, CL_DEVICE_IL_VERSION, sizeof(il), il, NULL);
	put(l, "dev.il_version", "'%s'", il);
	{
		static const unsigned spirv[5] = { 0x07230203, 0x00010000, 0, 1, 0 };
		cl_program p = clCreateProgramWithIL(ctx, spirv, sizeof(spirv), &err);
		put(l, "il.create", "%d %s", err, p ? "program" : "NULL");
		if (p)
			clReleaseProgram(p);
	}

	/* pipes */
	clGetDeviceInfo(d, CL_DEVICE_PIPE_SUPPORT, sizeof(pipes), &pipes, NULL);
	put(l, "dev.pipe_support", "%u", pipes);
	{
		cl_mem pm = clCreatePipe(ctx, CL_MEM_READ_WRITE, 4, 16, NULL, &err);
		put(l, "pipe.create", "%d %s", err, pm ? "pipe" : "NULL");
		if (pm) {
			cl_uint ps = 0, mp = 0;
			clGetPipeInfo(pm, CL_PIPE_PACKET_SIZE, sizeof(ps), &ps, NULL);
			clGetPipeInfo(pm, CL_PIPE_MAX_PACKETS, sizeof(mp), &mp, NULL);
			put(l, "pipe.info", "%u %u", ps, mp);
			clReleaseMemObject(pm);
		}
	}

	/* device queues */
	{
		cl_device_device_enqueue_capabilities dq = 0;
		cl_queue_properties props[] = { CL_QUEUE_SIZE, 1024, 0 };
		cl_command_queue q2;
		clGetDeviceInfo(d, CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, sizeof(dq), &dq, NULL);
		put(l, "dev.device_enqueue", "%llu", (unsigned long long)dq);
		q2 = clCreateCommandQueueWithProperties(ctx, d, props, &err);
		put(l, "queue.size_on_host", "%d %s", err, q2 ? "queue" : "NULL");
		if (q2)
			clReleaseCommandQueue(q2);
		put(l, "queue.set_default", "%d", clSetDefaultDeviceCommandQueue(ctx, d, q));
	}

	/* image formats */
	{
		static const cl_mem_object_type types[] = { CL_MEM_OBJECT_IMAGE1D, CL_MEM_OBJECT_IMAGE1D_BUFFER,
							     CL_MEM_OBJECT_IMAGE1D_ARRAY, CL_MEM_OBJECT_IMAGE2D,
							     CL_MEM_OBJECT_IMAGE2D_ARRAY, CL_MEM_OBJECT_IMAGE3D };
		static const cl_mem_flags flags[] = { CL_MEM_READ_WRITE, CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY,
						      CL_MEM_KERNEL_READ_AND_WRITE };
		for (size_t t = 0; t < 6; t++)
			for (size_t f = 0; f < 4; f++) {
				cl_uint n = 0, n2 = 0;
				cl_image_format fm[512];
				char key[64];
				err = clGetSupportedImageFormats(ctx, flags[f], types[t], 0, NULL, &n);
				if (err == CL_SUCCESS && n <= 512)
					err = clGetSupportedImageFormats(ctx, flags[f], types[t], n, fm, &n2);
				snprintf(key, sizeof(key), "formats.%#x.%#llx", (unsigned)types[t],
					 (unsigned long long)flags[f]);
				put(l, key, "%d n=%u/%u h=%lx", err, n, n2,
				    err == CL_SUCCESS ? hash_bytes(fm, n2 * sizeof(fm[0]), 14695981039346656037ul) : 0ul);
			}
	}
	clReleaseCommandQueue(q);
	clReleaseContext(ctx);
}

static int native_main(void)
{
	cl_platform_id p;
	cl_device_id d;
	cl_uint n = 0;
	struct lines *l = calloc(1, sizeof(*l));

	if (clGetPlatformIDs(1, &p, &n) || !n || clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL))
		return 2;
	probe(p, d, l);
	for (int i = 0; i < l->n; i++)
		printf("%s %s\n", l->key[i], l->val[i]);
	free(l);
	return 0;
}

static void native_line(const char *word, const char *rest, void *ctx)
{
	put(ctx, word, "%s", rest);
}

static bool native_lines(struct lines *nat)
{
	return vt_run_native("vt_coverage", native_line, nat, NULL);
}

/* ---- through virtcl only ---------------------------------------------------------------------- */

static const char *src =
	"__kernel void add1(__global int *x) { int i = get_global_id(0); x[i] += 1; }\n"
	"__kernel void slow_add1(__global int *x)\n"
	"{ int i = get_global_id(0); int v = x[i];\n"
	"  for (int k = 0; k < 20000; k++) v = (v * 3 + 1) & 0xffff; x[i] += 1 + (v & 0) ; }\n"
	"__kernel void mul2(__global int *x) { int i = get_global_id(0); x[i] *= 2; }\n"
	"__kernel void setv(__global int *x, int v) { x[get_global_id(0)] = v; }\n"
	"__kernel void task(__global int *x) { x[0] = 42; x[1] = (int)get_global_size(0); }\n"
	"__kernel void args(__global const float *restrict in, __constant int *cst, __local float *loc,\n"
	"                   __read_only image2d_t img, __write_only image2d_t out, int n, sampler_t s)\n"
	"{ }\n";

static int dtor_order[8];
static volatile int dtor_n, dtor_done; /* done: counted after the order is written (TSan) */
static void CL_CALLBACK dtor_cb(cl_mem m, void *ud)
{
	(void)m;
	int i = __atomic_fetch_add(&dtor_n, 1, __ATOMIC_SEQ_CST);
	if (i < 8)
		dtor_order[i] = (int)(intptr_t)ud;
	__atomic_fetch_add(&dtor_done, 1, __ATOMIC_SEQ_CST);
}

static bool all_eq(const int *v, size_t n, int want)
{
	for (size_t i = 0; i < n; i++)
		if (v[i] != want)
			return false;
	return true;
}

#define N 64

int main(int argc, char **argv)
{
	struct vt_cl c;
	struct lines *vl, *nl;
	cl_int err;
	cl_program prog;
	int buf[N];
	size_t gws = N;

	if (argc > 1 && !strcmp(argv[1], "--native"))
		return native_main();
	vl = calloc(1, sizeof(*vl));
	nl = calloc(1, sizeof(*nl));
	vt_start("integration.coverage", 80);
	vt_cl_open(&c);
	prog = vt_cl_build(&c, src, "-cl-kernel-arg-info");
	VT_REQUIRE(prog, "the test program builds with -cl-kernel-arg-info");

	/* ---- device answers: spec expectations and the same as natively ---- */
	probe(c.platform, c.device, vl);
	VT_REQUIRE(native_lines(nl), "the probe runs natively on %s", vt_native_icd());
	for (int i = 0; i < vl->n; i++) {
		const char *nv = get(nl, vl->key[i]);
		if (!strcmp(vl->key[i], "timer.device_and_host") || !strcmp(vl->key[i], "timer.host"))
			vt_note("%s: virtcl %s, native %s", vl->key[i], vl->val[i], nv ? nv : "(none)");
		VT_CHECK(nv && !strcmp(nv, vl->val[i]), "same as natively: %s: virtcl '%s', native '%s'",
			 vl->key[i], vl->val[i], nv ? nv : "(none)");
	}
	VT_CHECK(vl->n == nl->n, "the same number of answers (%d, %d)", vl->n, nl->n);
	{
		size_t maxwg = 0;
		size_t wgs = 0, pref = 0, a, b, cc;
		unsigned long long lm = 0, lm2 = 0;
		int e;
		clGetDeviceInfo(c.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof(maxwg), &maxwg, NULL);
		VT_CHECK(geti(vl, "build") == 1, "probe kernels build");
		VT_CHECK(sscanf(get(vl, "wg.size") ?: "", "%d %zu", &e, &wgs) == 2 && e == 0 && wgs >= 1 && wgs <= maxwg,
			 "CL_KERNEL_WORK_GROUP_SIZE in [1, %zu] (%s)", maxwg, get(vl, "wg.size"));
		VT_CHECK(sscanf(get(vl, "wg.compile") ?: "", "%d %zu %zu %zu", &e, &a, &b, &cc) == 4 && e == 0 &&
				 a == 8 && b == 1 && cc == 1,
			 "CL_KERNEL_COMPILE_WORK_GROUP_SIZE is reqd_work_group_size(8,1,1) (%s)", get(vl, "wg.compile"));
		VT_CHECK(sscanf(get(vl, "wg.compile.none") ?: "", "%d %zu %zu %zu", &e, &a, &b, &cc) == 4 && e == 0 &&
				 a == 0 && b == 0 && cc == 0,
			 "CL_KERNEL_COMPILE_WORK_GROUP_SIZE is (0,0,0) without the attribute (%s)",
			 get(vl, "wg.compile.none"));
		VT_CHECK(sscanf(get(vl, "wg.local") ?: "", "%d %llu", &e, &lm) == 2 && e == 0 && lm >= 256,
			 "CL_KERNEL_LOCAL_MEM_SIZE covers __local int buf[64] (%s)", get(vl, "wg.local"));
		VT_CHECK(sscanf(get(vl, "wg.local.arg") ?: "", "%d %llu", &e, &lm2) == 2 && e == 0 && lm2 >= lm + 1024,
			 "CL_KERNEL_LOCAL_MEM_SIZE grows by the 1024-byte __local argument (%s)", get(vl, "wg.local.arg"));
		VT_CHECK(sscanf(get(vl, "wg.pref") ?: "", "%d %zu", &e, &pref) == 2 && e == 0 && pref >= 1 && pref <= maxwg,
			 "CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE in [1, %zu] (%s)", maxwg, get(vl, "wg.pref"));
		VT_CHECK(geti(vl, "wg.private") == 0, "CL_KERNEL_PRIVATE_MEM_SIZE answers (%s)", get(vl, "wg.private"));
		if (geti(vl, "dev.max_sub_groups") == 0) {
			vt_note("the device reports no sub-groups (CL_DEVICE_MAX_NUM_SUB_GROUPS 0): the spec's "
				"clGetKernelSubGroupInfo error is CL_INVALID_OPERATION");
			VT_CHECK(geti(vl, "sg.max") == CL_INVALID_OPERATION,
				 "clGetKernelSubGroupInfo(CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE) -> CL_INVALID_OPERATION (%s)",
				 get(vl, "sg.max"));
		} else {
			size_t sg = 0;
			VT_CHECK(sscanf(get(vl, "sg.max") ?: "", "%d %zu", &e, &sg) == 2 && e == 0 && sg >= 1 && sg <= 8,
				 "CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE for local 8 in [1, 8] (%s)", get(vl, "sg.max"));
		}
		if (geti(vl, "plat.host_timer_res") == 0) {
			vt_note("CL_PLATFORM_HOST_TIMER_RESOLUTION is 0: the spec says the timers return "
				"CL_INVALID_OPERATION");
			VT_CHECK(geti(vl, "timer.device_and_host") == CL_INVALID_OPERATION,
				 "clGetDeviceAndHostTimer -> CL_INVALID_OPERATION (%s)", get(vl, "timer.device_and_host"));
			VT_CHECK(geti(vl, "timer.host") == CL_INVALID_OPERATION, "clGetHostTimer -> CL_INVALID_OPERATION (%s)",
				 get(vl, "timer.host"));
		} else {
			cl_ulong d1 = 0, h1 = 0, d2 = 0, h2 = 0, h3 = 0;
			double t0 = vt_now();
			VT_CL(clGetDeviceAndHostTimer(c.device, &d1, &h1));
			vt_sleep_ms(20);
			VT_CL(clGetDeviceAndHostTimer(c.device, &d2, &h2));
			VT_CL(clGetHostTimer(c.device, &h3));
			double el = (vt_now() - t0) * 1e9;
			VT_CHECK(d2 > d1 && h2 > h1 && h3 >= h2, "timers are monotonic");
			VT_CHECK(h2 - h1 >= 15000000 && h2 - h1 <= el + 5e7 && d2 - d1 >= 15000000 && d2 - d1 <= el + 5e7,
				 "20 ms sleep: host %llu ns, device %llu ns", (unsigned long long)(h2 - h1),
				 (unsigned long long)(d2 - d1));
		}
		if (!strcmp(get(vl, "dev.il_version") ?: "", "''")) {
			/* the spec: CL_INVALID_OPERATION. PoCL 3.1 natively answers CL_INVALID_VALUE; virtcl
			 * must pass on the host's answer, so a native deviation is noted, not failed. */
			bool spec = !strcmp(get(vl, "il.create") ?: "", "-59 NULL");
			bool as_native = !strcmp(get(vl, "il.create") ?: "", get(nl, "il.create") ?: "?");
			if (!spec && as_native)
				vt_note("host deviates from the spec: clCreateProgramWithIL with no IL support -> %s "
					"natively and through virtcl (spec: CL_INVALID_OPERATION)", get(nl, "il.create"));
			VT_CHECK(spec || as_native,
				 "CL_DEVICE_IL_VERSION is empty: clCreateProgramWithIL -> CL_INVALID_OPERATION, NULL or "
				 "the host's own answer (%s; native %s)",
				 get(vl, "il.create"), get(nl, "il.create"));
		} else {
			vt_note("CL_DEVICE_IL_VERSION %s: clCreateProgramWithIL -> %s (native %s)", get(vl, "dev.il_version"),
				get(vl, "il.create"), get(nl, "il.create"));
		}
		if (geti(vl, "dev.pipe_support") == 0)
			VT_CHECK(!strcmp(get(vl, "pipe.create") ?: "", "-59 NULL"),
				 "no CL_DEVICE_PIPE_SUPPORT: clCreatePipe -> CL_INVALID_OPERATION, NULL (%s)",
				 get(vl, "pipe.create"));
		else
			VT_CHECK(!strcmp(get(vl, "pipe.create") ?: "", "0 pipe") &&
					 !strcmp(get(vl, "pipe.info") ?: "", "4 16"),
				 "clCreatePipe works and clGetPipeInfo gives packet size 4, 16 packets (%s, %s)",
				 get(vl, "pipe.create"), get(vl, "pipe.info"));
		{
			/* the spec: CL_QUEUE_SIZE only with CL_QUEUE_ON_DEVICE, else CL_INVALID_VALUE. PoCL 3.1
			 * natively creates the queue; noted as the host's deviation when virtcl agrees. */
			bool spec = !strcmp(get(vl, "queue.size_on_host") ?: "", "-30 NULL");
			bool as_native = !strcmp(get(vl, "queue.size_on_host") ?: "", get(nl, "queue.size_on_host") ?: "?");
			if (!spec && as_native)
				vt_note("host deviates from the spec: CL_QUEUE_SIZE on a host queue -> %s natively and "
					"through virtcl (spec: CL_INVALID_VALUE)", get(nl, "queue.size_on_host"));
			VT_CHECK(spec || as_native,
				 "CL_QUEUE_SIZE without CL_QUEUE_ON_DEVICE -> CL_INVALID_VALUE, NULL or the host's own "
				 "answer (%s; native %s)",
				 get(vl, "queue.size_on_host"), get(nl, "queue.size_on_host"));
		}
		if (geti(vl, "dev.device_enqueue") == 0)
			VT_CHECK(geti(vl, "queue.set_default") == CL_INVALID_OPERATION,
				 "no device queues: clSetDefaultDeviceCommandQueue -> CL_INVALID_OPERATION (%s; native %s)",
				 get(vl, "queue.set_default"), get(nl, "queue.set_default"));
		VT_CHECK(strstr(get(vl, "formats.0x10f1.0x1") ?: "", "n=0/") == NULL,
			 "2D read-write image formats are listed (%s)", get(vl, "formats.0x10f1.0x1"));
	}

	/* ---- clEnqueueMigrateMemObjects ---- */
	{
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(buf), NULL, &err);
		cl_kernel k = vt_cl_kernel(prog, "add1");
		cl_event ev = NULL;
		cl_command_type ct = 0;
		for (int i = 0; i < N; i++)
			buf[i] = i;
		VT_CL(clEnqueueWriteBuffer(c.q, m, CL_TRUE, 0, sizeof(buf), buf, 0, NULL, NULL));
		VT_CL(clEnqueueMigrateMemObjects(c.q, 1, &m, 0, 0, NULL, &ev));
		clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof(ct), &ct, NULL);
		VT_CHECK(ct == CL_COMMAND_MIGRATE_MEM_OBJECTS, "migrate event is CL_COMMAND_MIGRATE_MEM_OBJECTS (%#x)", ct);
		clSetKernelArg(k, 0, sizeof(m), &m);
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 1, &ev, NULL));
		VT_CL(clEnqueueMigrateMemObjects(c.q, 1, &m, CL_MIGRATE_MEM_OBJECT_HOST, 0, NULL, NULL));
		memset(buf, 0, sizeof(buf));
		VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, sizeof(buf), buf, 0, NULL, NULL));
		bool ok = true;
		for (int i = 0; i < N; i++)
			ok &= buf[i] == i + 1;
		VT_CHECK(ok, "buffer migrated to the device and back keeps its data and the kernel's result");
		clReleaseEvent(ev);
		clReleaseKernel(k);
		clReleaseMemObject(m);
	}

	/* ---- clCloneKernel ---- */
	{
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(buf), NULL, &err);
		cl_kernel k = vt_cl_kernel(prog, "setv"), k2;
		int v = 7;
		clSetKernelArg(k, 0, sizeof(m), &m);
		clSetKernelArg(k, 1, sizeof(v), &v);
		k2 = clCloneKernel(k, &err);
		VT_REQUIRE(k2 && err == CL_SUCCESS, "clCloneKernel (%s)", vt_err(err));
		VT_CL(clEnqueueNDRangeKernel(c.q, k2, 1, NULL, &gws, NULL, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, sizeof(buf), buf, 0, NULL, NULL));
		VT_CHECK(all_eq(buf, N, 7), "the clone keeps the original's arguments (buf[0] %d)", buf[0]);
		v = 9;
		VT_CL(clSetKernelArg(k2, 1, sizeof(v), &v));
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, sizeof(buf), buf, 0, NULL, NULL));
		VT_CHECK(all_eq(buf, N, 7), "setting an argument on the clone leaves the original's (buf[0] %d)", buf[0]);
		VT_CL(clEnqueueNDRangeKernel(c.q, k2, 1, NULL, &gws, NULL, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, sizeof(buf), buf, 0, NULL, NULL));
		VT_CHECK(all_eq(buf, N, 9), "the clone runs with its new argument (buf[0] %d)", buf[0]);
		char name[32] = "";
		clGetKernelInfo(k2, CL_KERNEL_FUNCTION_NAME, sizeof(name), name, NULL);
		VT_CHECK(!strcmp(name, "setv"), "the clone's CL_KERNEL_FUNCTION_NAME is setv (%s)", name);
		clReleaseKernel(k2);
		clReleaseKernel(k);
		clReleaseMemObject(m);
	}

	/* ---- clGetKernelArgInfo ---- */
	{
		cl_kernel k = vt_cl_kernel(prog, "args");
		static const struct {
			cl_kernel_arg_address_qualifier aq;
			cl_kernel_arg_access_qualifier acc;
			const char *type, *name;
		} want[] = {
			{ CL_KERNEL_ARG_ADDRESS_GLOBAL, CL_KERNEL_ARG_ACCESS_NONE, "float*", "in" },
			{ CL_KERNEL_ARG_ADDRESS_CONSTANT, CL_KERNEL_ARG_ACCESS_NONE, "int*", "cst" },
			{ CL_KERNEL_ARG_ADDRESS_LOCAL, CL_KERNEL_ARG_ACCESS_NONE, "float*", "loc" },
			{ CL_KERNEL_ARG_ADDRESS_GLOBAL, CL_KERNEL_ARG_ACCESS_READ_ONLY, "image2d_t", "img" },
			{ CL_KERNEL_ARG_ADDRESS_GLOBAL, CL_KERNEL_ARG_ACCESS_WRITE_ONLY, "image2d_t", "out" },
			{ CL_KERNEL_ARG_ADDRESS_PRIVATE, CL_KERNEL_ARG_ACCESS_NONE, "int", "n" },
			{ CL_KERNEL_ARG_ADDRESS_PRIVATE, CL_KERNEL_ARG_ACCESS_NONE, "sampler_t", "s" },
		};
		for (cl_uint i = 0; k && i < 7; i++) {
			cl_kernel_arg_address_qualifier aq = 0;
			cl_kernel_arg_access_qualifier acc = 0;
			char type[64] = "", name[64] = "";
			size_t tn = 0;
			VT_CL(clGetKernelArgInfo(k, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof(aq), &aq, NULL));
			VT_CL(clGetKernelArgInfo(k, i, CL_KERNEL_ARG_ACCESS_QUALIFIER, sizeof(acc), &acc, NULL));
			VT_CL(clGetKernelArgInfo(k, i, CL_KERNEL_ARG_TYPE_NAME, sizeof(type), type, &tn));
			VT_CL(clGetKernelArgInfo(k, i, CL_KERNEL_ARG_NAME, sizeof(name), name, NULL));
			VT_CHECK(aq == want[i].aq && acc == want[i].acc && !strcmp(type, want[i].type) &&
					 !strcmp(name, want[i].name) && tn == strlen(type) + 1,
				 "arg %u: address %#x access %#x type '%s' name '%s' (want %#x %#x '%s' '%s')", i, aq,
				 acc, type, name, want[i].aq, want[i].acc, want[i].type, want[i].name);
		}
		cl_kernel_arg_type_qualifier tq = 0;
		VT_CL(clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof(tq), &tq, NULL));
		VT_CHECK(tq == (CL_KERNEL_ARG_TYPE_CONST | CL_KERNEL_ARG_TYPE_RESTRICT),
			 "arg 0 type qualifier is const|restrict (%#llx)", (unsigned long long)tq);
		VT_CL_EQ(clGetKernelArgInfo(k, 7, CL_KERNEL_ARG_NAME, 0, NULL, NULL), CL_INVALID_ARG_INDEX);
		clReleaseKernel(k);
	}

	/* ---- out-of-order queue: barrier and marker order real kernels ---- */
	{
		cl_queue_properties props[] = { CL_QUEUE_PROPERTIES, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0 };
		cl_command_queue oq = clCreateCommandQueueWithProperties(c.ctx, c.device, props, &err);
		VT_REQUIRE(oq, "an out-of-order queue (%s)", vt_err(err));
		cl_command_queue_properties got = 0;
		clGetCommandQueueInfo(oq, CL_QUEUE_PROPERTIES, sizeof(got), &got, NULL);
		VT_CHECK(got & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, "CL_QUEUE_PROPERTIES says out of order");
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(buf), NULL, &err);
		cl_mem m2 = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(buf), NULL, &err);
		cl_kernel ka = vt_cl_kernel(prog, "slow_add1"), kb = vt_cl_kernel(prog, "mul2"),
			  kc = vt_cl_kernel(prog, "add1");
		cl_event e1 = NULL, e2 = NULL, emk = NULL, ebar = NULL;
		size_t big = N;
		bool ok = true;
		for (int round = 0; round < 5 && ok; round++) {
			for (int i = 0; i < N; i++)
				buf[i] = 1;
			VT_CL(clEnqueueWriteBuffer(oq, m, CL_TRUE, 0, sizeof(buf), buf, 0, NULL, NULL));
			clSetKernelArg(ka, 0, sizeof(m), &m);
			clSetKernelArg(kb, 0, sizeof(m), &m);
			VT_CL(clEnqueueNDRangeKernel(oq, ka, 1, NULL, &big, NULL, 0, NULL, NULL));
			VT_CL(clEnqueueBarrierWithWaitList(oq, 0, NULL, NULL));
			VT_CL(clEnqueueNDRangeKernel(oq, kb, 1, NULL, &big, NULL, 0, NULL, NULL));
			VT_CL(clEnqueueBarrierWithWaitList(oq, 0, NULL, NULL));
			VT_CL(clEnqueueReadBuffer(oq, m, CL_TRUE, 0, sizeof(buf), buf, 0, NULL, NULL));
			ok = all_eq(buf, N, 4);
		}
		VT_CHECK(ok, "barriers order slow add1 before mul2 on an out-of-order queue: (1+1)*2 = 4 (got %d)",
			 buf[0]);

		/* marker with a wait list: complete only after the kernel it waits for */
		for (int i = 0; i < N; i++)
			buf[i] = 5;
		VT_CL(clEnqueueWriteBuffer(oq, m2, CL_TRUE, 0, sizeof(buf), buf, 0, NULL, NULL));
		clSetKernelArg(ka, 0, sizeof(m2), &m2);
		clSetKernelArg(kc, 0, sizeof(m), &m);
		VT_CL(clEnqueueNDRangeKernel(oq, ka, 1, NULL, &big, NULL, 0, NULL, &e1));
		VT_CL(clEnqueueNDRangeKernel(oq, kc, 1, NULL, &big, NULL, 0, NULL, &e2));
		VT_CL(clEnqueueMarkerWithWaitList(oq, 1, &e1, &emk));
		VT_CL(clWaitForEvents(1, &emk));
		cl_int st1 = -1;
		clGetEventInfo(e1, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st1), &st1, NULL);
		VT_CHECK(st1 == CL_COMPLETE, "the marker completes after the kernel in its wait list (%d)", st1);
		cl_command_type ct = 0;
		clGetEventInfo(emk, CL_EVENT_COMMAND_TYPE, sizeof(ct), &ct, NULL);
		VT_CHECK(ct == CL_COMMAND_MARKER, "marker event type CL_COMMAND_MARKER (%#x)", ct);
		/* barrier with a wait list: the read after it sees mul2 applied after slow_add1 */
		clSetKernelArg(kb, 0, sizeof(m2), &m2);
		VT_CL(clEnqueueBarrierWithWaitList(oq, 1, &e2, &ebar));
		VT_CL(clEnqueueNDRangeKernel(oq, kb, 1, NULL, &big, NULL, 0, NULL, NULL));
		VT_CL(clFinish(oq));
		VT_CL(clEnqueueReadBuffer(oq, m2, CL_TRUE, 0, sizeof(buf), buf, 0, NULL, NULL));
		VT_CHECK(all_eq(buf, N, 12), "after the marker and a barrier: (5+1)*2 = 12 (got %d)", buf[0]);
		clGetEventInfo(ebar, CL_EVENT_COMMAND_TYPE, sizeof(ct), &ct, NULL);
		VT_CHECK(ct == CL_COMMAND_BARRIER, "barrier event type CL_COMMAND_BARRIER (%#x)", ct);
		clReleaseEvent(e1);
		clReleaseEvent(e2);
		clReleaseEvent(emk);
		clReleaseEvent(ebar);
		clReleaseKernel(ka);
		clReleaseKernel(kb);
		clReleaseKernel(kc);
		clReleaseMemObject(m);
		clReleaseMemObject(m2);
		clReleaseCommandQueue(oq);
	}

	/* ---- profiling ---- */
	{
		cl_queue_properties props[] = { CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0 };
		cl_command_queue pq = clCreateCommandQueueWithProperties(c.ctx, c.device, props, &err);
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(buf), NULL, &err);
		cl_kernel k = vt_cl_kernel(prog, "slow_add1");
		cl_event ev = NULL, ev2 = NULL;
		cl_ulong t[5] = { 0 };
		static const cl_profiling_info what[5] = { CL_PROFILING_COMMAND_QUEUED, CL_PROFILING_COMMAND_SUBMIT,
							   CL_PROFILING_COMMAND_START, CL_PROFILING_COMMAND_END,
							   CL_PROFILING_COMMAND_COMPLETE };
		VT_REQUIRE(pq, "a profiling queue (%s)", vt_err(err));
		clSetKernelArg(k, 0, sizeof(m), &m);
		VT_CL(clEnqueueNDRangeKernel(pq, k, 1, NULL, &gws, NULL, 0, NULL, &ev));
		VT_CL(clWaitForEvents(1, &ev));
		for (int i = 0; i < 5; i++)
			VT_CL(clGetEventProfilingInfo(ev, what[i], sizeof(t[i]), &t[i], NULL));
		VT_CHECK(t[0] && t[0] <= t[1] && t[1] <= t[2] && t[2] <= t[3] && t[3] <= t[4],
			 "QUEUED %llu <= SUBMIT +%llu <= START +%llu <= END +%llu <= COMPLETE +%llu", (unsigned long long)t[0],
			 (unsigned long long)(t[1] - t[0]), (unsigned long long)(t[2] - t[0]), (unsigned long long)(t[3] - t[0]),
			 (unsigned long long)(t[4] - t[0]));
		VT_CHECK(t[3] - t[0] < 10000000000ull, "and the span is under 10 s");
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 0, NULL, &ev2));
		VT_CL(clWaitForEvents(1, &ev2));
		VT_CL_EQ(clGetEventProfilingInfo(ev2, CL_PROFILING_COMMAND_START, sizeof(t[0]), &t[0], NULL),
			 CL_PROFILING_INFO_NOT_AVAILABLE);
		clReleaseEvent(ev);
		clReleaseEvent(ev2);
		clReleaseKernel(k);
		clReleaseMemObject(m);
		clReleaseCommandQueue(pq);
	}

	/* ---- clEnqueueFillImage at a non-zero origin ---- */
	{
		cl_image_format fmt = { CL_RGBA, CL_UNSIGNED_INT32 };
		cl_image_desc desc = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 16, .image_height = 16 };
		cl_mem img = clCreateImage(c.ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
		static cl_uint px[16 * 16 * 4];
		cl_uint color[4] = { 1, 2, 3, 4 };
		size_t o0[3] = { 0, 0, 0 }, all[3] = { 16, 16, 1 }, org[3] = { 4, 3, 0 }, reg[3] = { 5, 6, 1 };
		bool ok = true;
		VT_REQUIRE(img, "a 16x16 RGBA uint32 image (%s)", vt_err(err));
		memset(px, 0, sizeof(px));
		VT_CL(clEnqueueWriteImage(c.q, img, CL_TRUE, o0, all, 0, 0, px, 0, NULL, NULL));
		VT_CL(clEnqueueFillImage(c.q, img, color, org, reg, 0, NULL, NULL));
		memset(px, 0xee, sizeof(px));
		VT_CL(clEnqueueReadImage(c.q, img, CL_TRUE, o0, all, 0, 0, px, 0, NULL, NULL));
		for (int y = 0; y < 16; y++)
			for (int x = 0; x < 16; x++) {
				bool in = x >= 4 && x < 9 && y >= 3 && y < 9;
				for (int ch = 0; ch < 4; ch++)
					ok &= px[(y * 16 + x) * 4 + ch] == (in ? color[ch] : 0);
			}
		VT_CHECK(ok, "clEnqueueFillImage at origin (4,3) region 5x6 fills that rectangle and nothing else");
		clReleaseMemObject(img);
	}

	/* ---- clCreateSubBuffer alignment ---- */
	{
		cl_uint bits = 0;
		clGetDeviceInfo(c.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof(bits), &bits, NULL);
		size_t al = bits / 8, sz = 4 * al;
		unsigned char *h = malloc(sz), *r = malloc(al);
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sz, NULL, &err), sb;
		cl_buffer_region rg = { 1, 16 };
		VT_REQUIRE(al >= 4 && m, "CL_DEVICE_MEM_BASE_ADDR_ALIGN %u bits; a buffer of %zu bytes", bits, sz);
		for (size_t i = 0; i < sz; i++)
			h[i] = (unsigned char)(i * 7 + i / 251);
		VT_CL(clEnqueueWriteBuffer(c.q, m, CL_TRUE, 0, sz, h, 0, NULL, NULL));
		sb = clCreateSubBuffer(m, 0, CL_BUFFER_CREATE_TYPE_REGION, &rg, &err);
		VT_CHECK(!sb && err == CL_MISALIGNED_SUB_BUFFER_OFFSET, "origin 1 -> CL_MISALIGNED_SUB_BUFFER_OFFSET (%s)",
			 vt_err(err));
		if (sb)
			clReleaseMemObject(sb);
		rg.origin = al / 2;
		sb = clCreateSubBuffer(m, 0, CL_BUFFER_CREATE_TYPE_REGION, &rg, &err);
		VT_CHECK(!sb && err == CL_MISALIGNED_SUB_BUFFER_OFFSET, "origin %zu (half the alignment) -> "
			 "CL_MISALIGNED_SUB_BUFFER_OFFSET (%s)", rg.origin, vt_err(err));
		if (sb)
			clReleaseMemObject(sb);
		rg.origin = 2 * al;
		rg.size = al;
		sb = clCreateSubBuffer(m, 0, CL_BUFFER_CREATE_TYPE_REGION, &rg, &err);
		VT_CHECK(sb && err == CL_SUCCESS, "origin %zu (2 x alignment) succeeds (%s)", rg.origin, vt_err(err));
		if (sb) {
			size_t off = 0;
			VT_CL(clEnqueueReadBuffer(c.q, sb, CL_TRUE, 0, al, r, 0, NULL, NULL));
			VT_CHECK(!memcmp(r, h + 2 * al, al), "the sub-buffer reads the parent's bytes at its origin");
			clGetMemObjectInfo(sb, CL_MEM_OFFSET, sizeof(off), &off, NULL);
			VT_CHECK(off == 2 * al, "CL_MEM_OFFSET %zu", off);
			clReleaseMemObject(sb);
		}
		clReleaseMemObject(m);
		free(h);
		free(r);
	}

	/* ---- destructor callbacks: last registered, first called ---- */
	{
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 64, NULL, &err);
		dtor_n = dtor_done = 0;
		for (int i = 1; i <= 3; i++)
			VT_CL(clSetMemObjectDestructorCallback(m, dtor_cb, (void *)(intptr_t)i));
		VT_CL(clReleaseMemObject(m));
		double t0 = vt_now();
		while (__atomic_load_n(&dtor_done, __ATOMIC_SEQ_CST) < 3 && vt_now() - t0 < 5)
			vt_sleep_ms(5);
		VT_CHECK(dtor_n == 3 && dtor_order[0] == 3 && dtor_order[1] == 2 && dtor_order[2] == 1,
			 "3 destructor callbacks, called in the order 3 2 1 (%d: %d %d %d)", dtor_n, dtor_order[0],
			 dtor_order[1], dtor_order[2]);
	}

	/* ---- clEnqueueTask ---- */
	{
		cl_mem m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 2 * sizeof(int), NULL, &err);
		cl_kernel k = vt_cl_kernel(prog, "task");
		cl_event ev = NULL;
		cl_command_type ct = 0;
		int out[2] = { 0, 0 };
		clSetKernelArg(k, 0, sizeof(m), &m);
		VT_CL(clEnqueueTask(c.q, k, 0, NULL, &ev));
		VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL));
		VT_CHECK(out[0] == 42 && out[1] == 1, "clEnqueueTask runs one work-item (%d, global size %d)", out[0],
			 out[1]);
		clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof(ct), &ct, NULL);
		VT_CHECK(ct == CL_COMMAND_TASK || ct == CL_COMMAND_NDRANGE_KERNEL, "its event type %#x", ct);
		clReleaseEvent(ev);
		clReleaseKernel(k);
		clReleaseMemObject(m);
	}

	/* ---- samplers with properties ---- */
	{
		cl_sampler_properties props[] = { CL_SAMPLER_NORMALIZED_COORDS, CL_TRUE, CL_SAMPLER_ADDRESSING_MODE,
						  CL_ADDRESS_REPEAT, CL_SAMPLER_FILTER_MODE, CL_FILTER_LINEAR, 0 };
		cl_sampler s = clCreateSamplerWithProperties(c.ctx, props, &err);
		VT_REQUIRE(s && err == CL_SUCCESS, "clCreateSamplerWithProperties (%s)", vt_err(err));
		cl_bool norm = 0;
		cl_addressing_mode am = 0;
		cl_filter_mode fm = 0;
		cl_context ctx = NULL;
		cl_uint rc = 0;
		cl_sampler_properties gp[8] = { 0 };
		size_t n = 0;
		VT_CL(clGetSamplerInfo(s, CL_SAMPLER_NORMALIZED_COORDS, sizeof(norm), &norm, NULL));
		VT_CL(clGetSamplerInfo(s, CL_SAMPLER_ADDRESSING_MODE, sizeof(am), &am, NULL));
		VT_CL(clGetSamplerInfo(s, CL_SAMPLER_FILTER_MODE, sizeof(fm), &fm, NULL));
		VT_CL(clGetSamplerInfo(s, CL_SAMPLER_CONTEXT, sizeof(ctx), &ctx, NULL));
		VT_CL(clGetSamplerInfo(s, CL_SAMPLER_REFERENCE_COUNT, sizeof(rc), &rc, NULL));
		VT_CHECK(norm == CL_TRUE && am == CL_ADDRESS_REPEAT && fm == CL_FILTER_LINEAR && ctx == c.ctx && rc == 1,
			 "sampler info: normalized %u addressing %#x filter %#x, its context, refcount %u", norm, am, fm, rc);
		VT_CL(clGetSamplerInfo(s, CL_SAMPLER_PROPERTIES, sizeof(gp), gp, &n));
		VT_CHECK(n == sizeof(props) && !memcmp(gp, props, sizeof(props)),
			 "CL_SAMPLER_PROPERTIES gives back the 7 properties (%zu bytes)", n);
		clReleaseSampler(s);
	}

	/* ---- 1D image array and 3D image reads and writes ---- */
	{
		cl_image_format fmt = { CL_RGBA, CL_UNSIGNED_INT32 };
		cl_image_desc d1 = { .image_type = CL_MEM_OBJECT_IMAGE1D_ARRAY, .image_width = 16, .image_array_size = 4 };
		cl_image_desc d3 = { .image_type = CL_MEM_OBJECT_IMAGE3D, .image_width = 8, .image_height = 8,
				     .image_depth = 4 };
		static cl_uint all[16 * 8 * 8 * 4], part[16 * 8 * 8 * 4], back[16 * 8 * 8 * 4];
		cl_mem a = clCreateImage(c.ctx, CL_MEM_READ_WRITE, &fmt, &d1, NULL, &err);
		VT_CHECK(a != NULL, "a 16 x 4-layer 1D image array (%s)", vt_err(err));
		cl_mem v = clCreateImage(c.ctx, CL_MEM_READ_WRITE, &fmt, &d3, NULL, &err);
		VT_CHECK(v != NULL, "an 8x8x4 3D image (%s)", vt_err(err));
		if (a) {
			size_t o0[3] = { 0 }, r[3] = { 16, 4, 1 }, so[3] = { 2, 1, 0 }, sr[3] = { 5, 2, 1 };
			bool ok = true;
			for (size_t i = 0; i < 16 * 4 * 4; i++)
				all[i] = (cl_uint)(i * 31 + 5);
			VT_CL(clEnqueueWriteImage(c.q, a, CL_TRUE, o0, r, 0, 0, all, 0, NULL, NULL));
			memset(part, 0, sizeof(part));
			VT_CL(clEnqueueReadImage(c.q, a, CL_TRUE, so, sr, 0, 0, part, 0, NULL, NULL));
			for (size_t l = 0; l < 2; l++)
				for (size_t x = 0; x < 5; x++)
					for (size_t ch = 0; ch < 4; ch++)
						ok &= part[(l * 5 + x) * 4 + ch] == all[((l + 1) * 16 + x + 2) * 4 + ch];
			VT_CHECK(ok, "1D array: a read at (2, layer 1) of 5 x 2 layers gives those texels");
			/* write a region with explicit pitches (one layer = 8 texels = 128 bytes). The spec puts
			 * a 1D array's layer pitch in slice_pitch; PoCL 3.1 natively takes it from row_pitch and
			 * ignores slice_pitch (seen natively and through virtcl alike), so both say 128. */
			for (size_t i = 0; i < 2 * 8 * 4; i++)
				part[i] = 0xabc000 + (cl_uint)i;
			VT_CL(clEnqueueWriteImage(c.q, a, CL_TRUE, so, sr, 8 * 16, 8 * 16, part, 0, NULL, NULL));
			VT_CL(clEnqueueReadImage(c.q, a, CL_TRUE, o0, r, 0, 0, back, 0, NULL, NULL));
			ok = true;
			for (size_t l = 0; l < 4; l++)
				for (size_t x = 0; x < 16; x++)
					for (size_t ch = 0; ch < 4; ch++) {
						bool in = l >= 1 && l < 3 && x >= 2 && x < 7;
						cl_uint w = in ? part[((l - 1) * 8 + x - 2) * 4 + ch] : all[(l * 16 + x) * 4 + ch];
						ok &= back[(l * 16 + x) * 4 + ch] == w;
					}
			VT_CHECK(ok, "1D array: a write with row and slice pitch 128 lands in layers 1-2, x 2-6, and nowhere else");
			clReleaseMemObject(a);
		}
		if (v) {
			size_t o0[3] = { 0 }, r[3] = { 8, 8, 4 }, so[3] = { 1, 2, 1 }, sr[3] = { 3, 4, 2 };
			size_t rp = 4 * 16, sp = rp * 5; /* padded: 4 texels a row, 5 rows a slice */
			bool ok = true;
			for (size_t i = 0; i < 8 * 8 * 4 * 4; i++)
				all[i] = (cl_uint)(i * 17 + 3);
			VT_CL(clEnqueueWriteImage(c.q, v, CL_TRUE, o0, r, 0, 0, all, 0, NULL, NULL));
			memset(part, 0, sizeof(part));
			VT_CL(clEnqueueReadImage(c.q, v, CL_TRUE, so, sr, 0, 0, part, 0, NULL, NULL));
			for (size_t z = 0; z < 2; z++)
				for (size_t y = 0; y < 4; y++)
					for (size_t x = 0; x < 3; x++)
						for (size_t ch = 0; ch < 4; ch++)
							ok &= part[((z * 4 + y) * 3 + x) * 4 + ch] ==
							      all[(((z + 1) * 8 + y + 2) * 8 + x + 1) * 4 + ch];
			VT_CHECK(ok, "3D: a read at (1,2,1) of 3x4x2 gives those texels");
			for (size_t i = 0; i < sp / 4 * 2; i++)
				part[i] = 0x5150000 + (cl_uint)i;
			VT_CL(clEnqueueWriteImage(c.q, v, CL_TRUE, so, sr, rp, sp, part, 0, NULL, NULL));
			VT_CL(clEnqueueReadImage(c.q, v, CL_TRUE, o0, r, 0, 0, back, 0, NULL, NULL));
			ok = true;
			for (size_t z = 0; z < 4; z++)
				for (size_t y = 0; y < 8; y++)
					for (size_t x = 0; x < 8; x++)
						for (size_t ch = 0; ch < 4; ch++) {
							bool in = z >= 1 && z < 3 && y >= 2 && y < 6 && x >= 1 && x < 4;
							cl_uint w = in ? part[((z - 1) * (sp / 4) + (y - 2) * (rp / 4) +
									       (x - 1) * 4) + ch]
								       : all[((z * 8 + y) * 8 + x) * 4 + ch];
							ok &= back[((z * 8 + y) * 8 + x) * 4 + ch] == w;
						}
			VT_CHECK(ok, "3D: a write with row pitch %zu and slice pitch %zu lands at (1,2,1) 3x4x2 only", rp,
				 sp);
			clReleaseMemObject(v);
		}
	}

	clReleaseProgram(prog);
	vt_cl_close(&c);
	free(vl);
	free(nl);
	return vt_finish();
}
