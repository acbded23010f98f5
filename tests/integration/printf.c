/* SPDX-License-Identifier: MIT */
/*
 * Kernel printf output appears on the guest program's standard output, in order, by the time the
 * command completes (clFinish returns) - not on the daemon's terminal.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "harness.h"

static const char *src =
	"__kernel void say(int v) { printf(\"kernel line %d of %d\\n\", (int)get_global_id(0), v); }\n";

int main(void)
{
	struct vt_cl c;
	cl_program p;
	cl_kernel k;
	char path[] = "/tmp/vcl-printf.XXXXXX", buf[4096] = "";
	int fd, saved, v = 4;
	size_t g = 4;
	ssize_t n;

	vt_start("integration.printf", 60);
	vt_cl_open(&c);
	p = vt_cl_build(&c, src, NULL);
	VT_REQUIRE(p, "a kernel that calls printf builds");
	k = vt_cl_kernel(p, "say");
	VT_REQUIRE(k, "kernel");
	VT_CL(clSetKernelArg(k, 0, sizeof(v), &v));
	/* the program's standard output goes to a file for the duration of one launch */
	fd = mkstemp(path);
	VT_REQUIRE(fd >= 0, "temporary file");
	fflush(stdout);
	saved = dup(STDOUT_FILENO);
	dup2(fd, STDOUT_FILENO);
	printf("before launch\n");
	fflush(stdout);
	VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &g, NULL, 0, NULL, NULL));
	VT_CL(clFinish(c.q));
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
		int lines = 0;
		for (int i = 0; i < 4; i++) {
			char want[64];
			const char *at;
			snprintf(want, sizeof(want), "kernel line %d of 4\n", i);
			at = strstr(buf, want);
			lines += at && b && a && at > b && at < a;
		}
		VT_CHECK(lines == 4, "all 4 kernel printf lines are on the program's standard output "
				     "between the launch and the return of clFinish (%d were)", lines);
	}
	clReleaseKernel(k);
	clReleaseProgram(p);
	vt_cl_close(&c);
	return vt_finish();
}
