/* SPDX-License-Identifier: MIT */
/*
 * Kernel printf output appears on the guest program's standard output, in order, by the time the
 * command completes (clFinish returns) - not on the daemon's terminal.
 *
 * Replies look for the host driver's output only once the session built a program that may print
 * (vcl_session_may_print): each way a program gets printf is its own session here (a child
 * process), since the first that may print makes every later reply look - printf in the source,
 * printf only in an #include file, and a program from a binary (no source to read).
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "harness.h"

static const char *src =
	"__kernel void say(int v) { printf(\"kernel line %d of %d\\n\", (int)get_global_id(0), v); }\n";
/* the same kernel with printf only in its include file */
static const char *src_inc = "#include \"say.h\"\n__kernel void say(int v) { SAY(v); }\n";
static const char *say_h =
	"#define SAY(v) printf(\"kernel line %d of %d\\n\", (int)get_global_id(0), (v))\n";

static char bin_path[] = "/tmp/vcl-printf-bin.XXXXXX";
static char inc_dir[] = "/tmp/vcl-printf-inc.XXXXXX";

/* One launch of say() with the program's standard output in a file; how many of its 4 lines came
 * between the launch and the return of clFinish, in order with the program's own lines. Just
 * before the launch, one call that waits for a reply: a reply looked for output a moment before
 * clFinish's (replies of a session that may not print look every few milliseconds), so that only
 * vcl_session_may_print makes clFinish's reply look. */
static int launch_and_count(struct vt_cl *c, cl_program p)
{
	char path[] = "/tmp/vcl-printf.XXXXXX", buf[4096] = "";
	cl_kernel k = vt_cl_kernel(p, "say");
	cl_int st, v = 4;
	cl_event ev;
	size_t g = 4;
	int fd, saved, lines = 0;
	ssize_t n;

	if (!k || clSetKernelArg(k, 0, sizeof(v), &v) != CL_SUCCESS)
		return -1;
	fd = mkstemp(path);
	if (fd < 0)
		return -1;
	fflush(stdout);
	saved = dup(STDOUT_FILENO);
	dup2(fd, STDOUT_FILENO);
	printf("before launch\n");
	fflush(stdout);
	if (clEnqueueMarkerWithWaitList(c->q, 0, NULL, &ev) != CL_SUCCESS ||
	    clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL) !=
		    CL_SUCCESS)
		lines = -100;
	clReleaseEvent(ev);
	if (clEnqueueNDRangeKernel(c->q, k, 1, NULL, &g, NULL, 0, NULL, NULL) != CL_SUCCESS ||
	    clFinish(c->q) != CL_SUCCESS)
		lines = -100;
	printf("after clFinish\n");
	fflush(stdout);
	dup2(saved, STDOUT_FILENO);
	close(saved);
	n = pread(fd, buf, sizeof(buf) - 1, 0);
	close(fd);
	unlink(path);
	buf[n > 0 ? n : 0] = 0;
	printf("# captured standard output:\n%s", buf);
	{
		const char *b = strstr(buf, "before launch"), *a = strstr(buf, "after clFinish");
		for (int i = 0; i < 4; i++) {
			char want[64];
			const char *at;
			snprintf(want, sizeof(want), "kernel line %d of 4\n", i);
			at = strstr(buf, want);
			lines += at && b && a && at > b && at < a;
		}
	}
	clReleaseKernel(k);
	return lines < 0 ? -1 : lines;
}

/* printf in the source; the program's binary is kept for the binary case */
static int case_source(struct vt_cl *c)
{
	cl_program p = vt_cl_build(c, src, NULL);
	size_t size = 0;
	unsigned char *bin;
	int lines, fd;

	if (!p)
		return -1;
	lines = launch_and_count(c, p);
	if (clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof(size), &size, NULL) == CL_SUCCESS &&
	    size && (bin = malloc(size))) {
		if (clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof(bin), &bin, NULL) == CL_SUCCESS &&
		    (fd = open(bin_path, O_WRONLY | O_TRUNC)) >= 0) {
			if (write(fd, bin, size) != (ssize_t)size)
				lines = -1;
			close(fd);
		}
		free(bin);
	}
	clReleaseProgram(p);
	return lines;
}

/* printf only in an include file the front-end sends with the build */
static int case_include(struct vt_cl *c)
{
	char opts[64], h[128];
	cl_program p;
	int lines, fd;

	snprintf(h, sizeof(h), "%s/say.h", inc_dir);
	fd = open(h, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0 || write(fd, say_h, strlen(say_h)) != (ssize_t)strlen(say_h))
		return -1;
	close(fd);
	snprintf(opts, sizeof(opts), "-I %s", inc_dir);
	if (!(p = vt_cl_build(c, src_inc, opts)))
		return -1;
	lines = launch_and_count(c, p);
	clReleaseProgram(p);
	return lines;
}

/* a program from the source case's binary: no source at all */
static int case_binary(struct vt_cl *c)
{
	static unsigned char bin[1 << 22];
	const unsigned char *b = bin;
	int fd = open(bin_path, O_RDONLY), lines;
	ssize_t n = fd >= 0 ? read(fd, bin, sizeof(bin)) : -1;
	size_t size = n > 0 ? (size_t)n : 0;
	cl_int st, err;
	cl_program p;

	if (fd >= 0)
		close(fd);
	if (!size)
		return -1;
	p = clCreateProgramWithBinary(c->ctx, 1, &c->device, &size, &b, &st, &err);
	if (err != CL_SUCCESS || clBuildProgram(p, 1, &c->device, NULL, NULL, NULL) != CL_SUCCESS)
		return -1;
	lines = launch_and_count(c, p);
	clReleaseProgram(p);
	return lines;
}

/* Run one case in a child process of its own (a session of its own); its line count, or -1. */
static int in_child(int (*fn)(struct vt_cl *))
{
	pid_t pid;
	int code;

	fflush(stdout);
	if ((pid = fork()) == 0) {
		struct vt_cl c;
		int lines;
		vt_cl_open(&c);
		lines = fn(&c);
		vt_cl_close(&c);
		fflush(stdout);
		_exit(lines < 0 ? 255 : lines);
	}
	if (pid < 0)
		return -1;
	code = vt_wait_exit(pid, 50);
	return code >= 0 && code <= 4 ? code : -1;
}

int main(void)
{
	static const struct {
		const char *name;
		int (*fn)(struct vt_cl *);
	} cases[] = { { "printf in the source", case_source },
		      { "printf only in an #include file", case_include },
		      { "a program from a binary", case_binary } };
	int fd;

	vt_start("integration.printf", 90);
	fd = mkstemp(bin_path);
	VT_REQUIRE(fd >= 0 && mkdtemp(inc_dir), "temporary files");
	close(fd);
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int lines = in_child(cases[i].fn);
		VT_CHECK(lines == 4, "%s: all 4 kernel printf lines are on the program's standard "
				     "output between the launch and the return of clFinish (%d were)",
			 cases[i].name, lines);
	}
	unlink(bin_path);
	{
		char h[128];
		snprintf(h, sizeof(h), "%s/say.h", inc_dir);
		unlink(h);
		rmdir(inc_dir);
	}
	return vt_finish();
}
