/* SPDX-License-Identifier: MIT */
/*
 * Every #include the application's own compiler would resolve resolves through virtcl, to the
 * guest's file (issue 9, item 11; docs/design.md "Program sources and #include"). Each case runs
 * through virtcl and natively on the host's ICD (this program again, --native) and must give the
 * same build result and the same kernel result:
 *   absolute    #include "/GUEST/DIR/abs.h" (a directory the session's sandbox does not have),
 *               which includes "beside.h" next to it
 *   macro       hashcat's form: -D INCLUDE_PATH=/GUEST/DIR/mac -D M2S(x)=XM2S(x) -D XM2S(x)=#x and
 *               #include M2S(INCLUDE_PATH/mac.h), which includes M2S(INCLUDE_PATH/mac2.h): names
 *               only the compiler can make, asked for by the session
 *   if0         includes of files that do not exist inside #if 0: not looked for
 *   beside_macro  a guest file at an absolute path includes a macro-made relative name: the file
 *               beside it (the compiler looks beside its includer first)
 *   missing     #include of a file the guest does not have: the build fails as natively
 *   unreadable  #include of a file the application cannot read (mode 0, no CAP_DAC_*): not sent,
 *               the build fails as natively
 *   host_only   #include of a file only the host has (a mount namespace hides it from the guest):
 *               never the host's, the build fails as natively where the guest has nothing
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdatomic.h>
#include <linux/capability.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "harness.h"

#define NCASES 7

struct result {
	char name[32];
	int code;
	int value;
};

static const char *dir;

static void write_file(const char *name, const char *text)
{
	char path[512];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "cannot write %s\n", path);
		exit(1);
	}
	fputs(text, f);
	fclose(f);
}

/* Without CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH even root cannot read a file of mode 0. */
static void drop_dac(void)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	if (syscall(SYS_capget, &h, d))
		return;
	d[0].effective &= ~((1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH));
	syscall(SYS_capset, &h, d);
}

/* Build src with opts; run kernel k (o[0] = ...) if it built. value -1 if it did not. */
static void one(cl_context ctx, cl_command_queue q, cl_device_id dev, const char *name,
		const char *src, const char *opts, struct result *r)
{
	cl_int err, v = -1;
	cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
	size_t one = 1;

	snprintf(r->name, sizeof(r->name), "%s", name);
	r->code = p ? clBuildProgram(p, 1, &dev, opts, NULL, NULL) : err;
	if (p && r->code == CL_SUCCESS) {
		cl_kernel k = clCreateKernel(p, "k", &err);
		cl_mem o = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, sizeof(v), NULL, &err);
		if (k && o && !clSetKernelArg(k, 0, sizeof(o), &o) &&
		    !clEnqueueNDRangeKernel(q, k, 1, NULL, &one, NULL, 0, NULL, NULL))
			clEnqueueReadBuffer(q, o, CL_TRUE, 0, sizeof(v), &v, 0, NULL, NULL);
		if (k)
			clReleaseKernel(k);
		if (o)
			clReleaseMemObject(o);
	} else if (p) {
		char log[4096] = "";
		clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof(log) - 1, log, NULL);
		fprintf(stderr, "# %s: build log: %.300s\n", name, log);
	}
	r->value = v;
	if (p)
		clReleaseProgram(p);
}

static int run_cases(cl_context ctx, cl_command_queue q, cl_device_id dev, struct result *r)
{
	char src[1024], opts[1024];
	int n = 0;

	snprintf(src, sizeof(src), "#include \"%s/abs.h\"\n"
		 "__kernel void k(__global int *o) { o[0] = ABS; }\n", dir);
	one(ctx, q, dev, "absolute", src, NULL, &r[n++]);

	snprintf(opts, sizeof(opts), "-D INCLUDE_PATH=%s/mac -D XM2S(x)=#x -D M2S(x)=XM2S(x)", dir);
	one(ctx, q, dev, "macro", "#include M2S(INCLUDE_PATH/mac.h)\n"
		 "__kernel void k(__global int *o) { o[0] = MV; }\n", opts, &r[n++]);

	one(ctx, q, dev, "if0", "#if 0\n#include \"/nonexistent-vcl/x.h\"\n"
		 "#include M2S(INCLUDE_PATH/none.h)\n#endif\n"
		 "__kernel void k(__global int *o) { o[0] = 7; }\n", opts, &r[n++]);

	/* a guest file found at its own path includes, by a macro-made relative name, a file
	 * beside it */
	snprintf(src, sizeof(src), "#include \"%s/bm/outer.h\"\n"
		 "__kernel void k(__global int *o) { o[0] = BM; }\n", dir);
	one(ctx, q, dev, "beside_macro", src, NULL, &r[n++]);

	snprintf(src, sizeof(src), "#include \"%s/missing.h\"\n"
		 "__kernel void k(__global int *o) { o[0] = 1; }\n", dir);
	one(ctx, q, dev, "missing", src, NULL, &r[n++]);

	drop_dac();
	snprintf(src, sizeof(src), "#include \"%s/unreadable.h\"\n"
		 "__kernel void k(__global int *o) { o[0] = UNREADABLE; }\n", dir);
	one(ctx, q, dev, "unreadable", src, NULL, &r[n++]);

	snprintf(src, sizeof(src), "#include \"%s/hidden/host.h\"\n"
		 "__kernel void k(__global int *o) { o[0] = HOST_ONLY; }\n", dir);
	one(ctx, q, dev, "host_only", src, NULL, &r[n++]);
	return n;
}

static int native_main(void)
{
	struct result r[NCASES];
	cl_platform_id p;
	cl_device_id d;
	cl_context ctx;
	cl_command_queue q;
	cl_uint np = 0;
	cl_int err;
	int n;

	if (clGetPlatformIDs(1, &p, &np) || !np || clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL))
		return 2;
	ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
	q = clCreateCommandQueue(ctx, d, 0, &err);
	n = run_cases(ctx, q, d, r);
	for (int i = 0; i < n; i++)
		printf("%s %d %d\n", r[i].name, r[i].code, r[i].value);
	clReleaseCommandQueue(q);
	clReleaseContext(ctx);
	return 0;
}

struct nat {
	struct result r[NCASES];
	int n;
};

static void native_line(const char *word, const char *rest, void *ctx)
{
	struct nat *nat = ctx;

	if (nat->n >= NCASES)
		return;
	snprintf(nat->r[nat->n].name, sizeof(nat->r[0].name), "%s", word);
	if (sscanf(rest, "%d %d", &nat->r[nat->n].code, &nat->r[nat->n].value) == 2)
		nat->n++;
}

static atomic_int called;

static void CL_CALLBACK notify(cl_program p, void *ud)
{
	(void)p, (void)ud;
	atomic_fetch_add(&called, 1);
}

/* A build with a notify callback that needs rounds (files asked for), or whose file the guest does
 * not have: the callback runs once, for the build the application asked for. */
static void callback_once(struct vt_cl *c, const char *what, const char *src, const char *opts,
			  cl_int want)
{
	cl_int err, r;
	cl_program p = clCreateProgramWithSource(c->ctx, 1, &src, NULL, &err);
	double until = vt_now() + 5;

	atomic_store(&called, 0);
	r = p ? clBuildProgram(p, 1, &c->device, opts, notify, NULL) : err;
	while (atomic_load(&called) < 1 && vt_now() < until)
		vt_sleep_ms(10);
	vt_sleep_ms(200);
	VT_CHECK(r == want && atomic_load(&called) == 1, "%s with a callback: %s, the callback ran %d "
		 "time(s) (once)", what, vt_err(r), atomic_load(&called));
	if (p)
		clReleaseProgram(p);
}

int main(int argc, char **argv)
{
	static char tmpl[] = "/tmp/vcl-ginc.XXXXXX";
	struct result r[NCASES];
	struct nat nat = { .n = 0 };
	struct vt_cl c;
	char path[600];
	int n;

	if (argc > 1 && !strcmp(argv[1], "--native")) {
		dir = getenv("VT_GINC_DIR");
		return dir ? native_main() : 2;
	}
	vt_start("integration.guest_includes", 80);
	VT_REQUIRE((dir = mkdtemp(tmpl)), "a guest directory");
	chmod(dir, 0755);
	setenv("VT_GINC_DIR", dir, 1);
	snprintf(path, sizeof(path), "%s/mac", dir);
	mkdir(path, 0755);
	snprintf(path, sizeof(path), "%s/hidden", dir);
	mkdir(path, 0755);
	snprintf(path, sizeof(path), "%s/bm", dir);
	mkdir(path, 0755);
	write_file("abs.h", "#include \"beside.h\"\n#define ABS (BESIDE + 1)\n");
	write_file("beside.h", "#define BESIDE 41\n");
	write_file("mac/mac.h", "#include M2S(INCLUDE_PATH/mac2.h)\n#define MV (MAC2 * 2)\n");
	write_file("mac/mac2.h", "#define MAC2 21\n");
	write_file("bm/outer.h", "#define INNER_NAME \"inner_b.h\"\n#include INNER_NAME\n");
	write_file("bm/inner_b.h", "#define BM 11\n");
	write_file("unreadable.h", "#define UNREADABLE 5\n");
	snprintf(path, sizeof(path), "%s/unreadable.h", dir);
	chmod(path, 0);
	write_file("hidden/host.h", "#define HOST_ONLY 9\n");
	/* the host has hidden/host.h, the guest (this process, from here on) does not: a mount
	 * namespace of its own with an empty tmpfs there (the daemon, started before, keeps the
	 * file; so does the native run, which shows what the guest's own compiler does without it) */
	if (unshare(CLONE_NEWNS) || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL)) {
		vt_note("no mount namespace (%s): host_only runs with the file visible to both",
			strerror(errno));
	} else {
		VT_REQUIRE(vt_run_native("vt_guest_includes", native_line, &nat, NULL),
			   "the cases run natively on %s", vt_native_icd());
		snprintf(path, sizeof(path), "%s/hidden", dir);
		VT_REQUIRE(!mount("tmpfs", path, "tmpfs", 0, "mode=0755"), "hide hidden/ from the guest");
	}
	if (!nat.n)
		VT_REQUIRE(vt_run_native("vt_guest_includes", native_line, &nat, NULL),
			   "the cases run natively on %s", vt_native_icd());

	vt_cl_open(&c);
	n = run_cases(c.ctx, c.q, c.device, r);
	VT_CHECK(n == nat.n, "both runs ran every case (%d, %d)", n, nat.n);
	for (int i = 0; i < n && i < nat.n; i++) {
		if (!strcmp(r[i].name, "host_only"))
			/* natively (file there) it builds; the guest lacks it: it must not */
			VT_CHECK(r[i].code == CL_BUILD_PROGRAM_FAILURE && r[i].value == -1,
				 "host_only: a file only the host has is never included (%s, %d; "
				 "natively with the file: %s, %d)",
				 vt_err(r[i].code), r[i].value, vt_err(nat.r[i].code), nat.r[i].value);
		else
			VT_CHECK(r[i].code == nat.r[i].code && r[i].value == nat.r[i].value,
				 "%s: virtcl %s, kernel %d; natively %s, kernel %d", r[i].name,
				 vt_err(r[i].code), r[i].value, vt_err(nat.r[i].code), nat.r[i].value);
	}
	VT_CHECK(n >= 2 && r[0].value == 42 && r[1].value == 42 && r[2].value == 7,
		 "absolute, macro-made and #if 0 includes build and compute 42, 42, 7");
	VT_CHECK(n >= 6 && r[3].value == 11, "a macro-made name beside its includer (11: %d)",
		 n >= 4 ? r[3].value : -1);
	VT_CHECK(n >= 6 && r[4].code == CL_BUILD_PROGRAM_FAILURE && r[5].code == CL_BUILD_PROGRAM_FAILURE,
		 "missing and unreadable files fail the build (%s, %s)", vt_err(r[4].code),
		 vt_err(r[5].code));
	{
		char src[600], opts[600];
		snprintf(opts, sizeof(opts), "-D INCLUDE_PATH=%s/mac -D XM2S(x)=#x -D M2S(x)=XM2S(x) "
			 "-DAGAIN=1", dir);
		callback_once(&c, "a macro-made include (files asked for)",
			      "#include M2S(INCLUDE_PATH/mac.h)\n__kernel void k(__global int *o) "
			      "{ o[0] = MV + AGAIN; }\n", opts, CL_SUCCESS);
		snprintf(src, sizeof(src), "#include \"%s/missing2.h\"\n__kernel void k(void) {}\n", dir);
		callback_once(&c, "a missing include", src, NULL, CL_BUILD_PROGRAM_FAILURE);
	}
	vt_cl_close(&c);
	snprintf(path, sizeof(path), "%s/hidden", dir);
	umount2(path, MNT_DETACH);
	snprintf(path, sizeof(path), "rm -rf %s", dir);
	VT_CHECK(system(path) == 0, "guest directory removed");
	return vt_finish();
}
