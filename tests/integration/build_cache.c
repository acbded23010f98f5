/* SPDX-License-Identifier: MIT */
/*
 * A program that #includes guest files hits the guest's kernel cache in a later session (issue 10,
 * item 3): the include files lie at a path that depends only on their names and contents, the same
 * in every session, so the options and the preprocessed text the host compiler sees (its cache
 * key) are the same; -cl-kernel-arg-info, which virtcl always adds, is the same in every build too.
 *
 * Two sessions of the same guest identity (two processes of this user) build the same source with
 * the same headers: the second adds no file to the guest's cache directory (--cache-dir); a third
 * with one header changed adds files (the count does see a miss).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "harness.h"

static char cache_dir[] = "/tmp/vcl-cache.XXXXXX";
static char inc_dir[] = "/tmp/vcl-cinc.XXXXXX";

static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	VT_REQUIRE(f, "write %s", path);
	fputs(text, f);
	fclose(f);
}

/* Programs in a kernel cache below path: the files named program.bc (PoCL's cache holds one per
 * build key; each PoCL process also leaves a tempfile_* of its own, which says nothing). */
static int count_files(const char *path)
{
	DIR *d = opendir(path);
	struct dirent *e;
	int n = 0;

	if (!d)
		return 0;
	while ((e = readdir(d))) {
		char sub[4096];
		struct stat st;
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", path, e->d_name);
		if (lstat(sub, &st))
			continue;
		if (S_ISDIR(st.st_mode))
			n += count_files(sub);
		else if (S_ISREG(st.st_mode) && !strcmp(e->d_name, "program.bc"))
			n++;
	}
	closedir(d);
	return n;
}

/* One session (a child process: its own connection): build src with -I inc_dir, make its kernel. */
static void session(const char *src, const char *what)
{
	pid_t pid = fork();
	int st = 0;

	VT_REQUIRE(pid >= 0, "fork");
	if (pid == 0) {
		struct vt_cl c;
		cl_int err;
		char opts[300];
		cl_program p;
		cl_kernel k;

		vt_failures = 0; /* the child's own checks */
		vt_cl_open(&c);
		p = clCreateProgramWithSource(c.ctx, 1, &src, NULL, &err);
		snprintf(opts, sizeof(opts), "-I %s -DSCALE=3", inc_dir);
		VT_CL(clBuildProgram(p, 1, &c.device, opts, NULL, NULL));
		k = clCreateKernel(p, "k", &err);
		VT_CHECK(k && err == CL_SUCCESS, "%s: clCreateKernel (%s)", what, vt_err(err));
		clReleaseKernel(k);
		clReleaseProgram(p);
		vt_cl_close(&c);
		_exit(vt_failures ? 1 : 0);
	}
	VT_REQUIRE(waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0,
		   "%s: the session's checks passed", what);
}

int main(void)
{
	static const char *args[] = { "--cache-dir", cache_dir, NULL };
	char path[300], src[512], ident[64];
	int n1, n2, n3;

	VT_REQUIRE(mkdtemp(cache_dir) && mkdtemp(inc_dir), "temporary directories");
	/* as virtcld makes its default one: the sandbox reaches the guest's folder below it */
	chmod(cache_dir, 0711);
	vt_daemon_args = args;
	vt_start("integration.build_cache", 60);
	snprintf(path, sizeof(path), "%s/sub", inc_dir);
	mkdir(path, 0700);
	snprintf(path, sizeof(path), "%s/scale.h", inc_dir);
	write_file(path, "#include \"sub/base.h\"\n#define FACTOR (BASE * SCALE)\n");
	snprintf(path, sizeof(path), "%s/sub/base.h", inc_dir);
	write_file(path, "#define BASE 7\n");
	/* a source no cache holds yet (the key is of the preprocessed text: not in a comment) */
	snprintf(src, sizeof(src),
		 "#include \"scale.h\"\n"
		 "__kernel void k(__global int *o) { o[get_global_id(0)] = FACTOR + %ld%d; }\n",
		 (long)time(NULL), (int)getpid());
	snprintf(ident, sizeof(ident), "%s/uid-%u", cache_dir, (unsigned)getuid());

	session(src, "first session");
	n1 = count_files(ident);
	if (!n1 && !vt_failures)
		vt_skip("the host driver keeps no program.bc in its kernel cache (%s): not PoCL's cache, "
			"which this test counts", ident);
	VT_CHECK(n1 > 0, "the first session's build filled the guest's kernel cache (%d programs in %s)", n1,
		 ident);
	session(src, "second session");

	n2 = count_files(ident);
	VT_CHECK(n2 == n1, "the second session's build of the same source and headers added no file to "
			   "the cache: it hit (%d programs, %d before)", n2, n1);
	snprintf(path, sizeof(path), "%s/sub/base.h", inc_dir);
	write_file(path, "#define BASE 8\n");
	session(src, "third session, a header changed");
	n3 = count_files(ident);
	VT_CHECK(n3 > n2, "a changed header is a different program: the third build added one (%d, %d "
			  "before)", n3, n2);

	snprintf(path, sizeof(path), "rm -rf %s %s", inc_dir, cache_dir);
	VT_CHECK(system(path) == 0, "temporary directories removed");
	return vt_finish();
}
