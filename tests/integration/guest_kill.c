/* SPDX-License-Identifier: MIT */
/*
 * A guest process killed (SIGKILL) in the middle of a call: the daemon must log the end of its
 * session, release the session's objects ("ended, N objects released") and keep serving new
 * sessions. Two moments (argv[1]):
 *   wait      the guest is blocked in clWaitForEvents on a user event nobody will set;
 *   transfer  the guest is in the middle of large blocking writes and reads (64 MiB each way);
 *   wait_chain as wait, with two commands queued behind the user event: ending the session must
 *              not set the dead guest's user events to an error status, on which PoCL aborts
 *              when two commands wait behind one (integration.failed_user_event_chain); the
 *              session must end in order, with its objects released.
 * The victim is this same program run with --victim-MODE through virtcl; it says "ready" on a
 * pipe just before the call it is killed in.
 */
#define _GNU_SOURCE
#include "harness.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define BIG ((size_t)64 << 20)

static void ready(void)
{
	if (write(3, "r", 1) != 1)
		_exit(3);
}

static int victim(const char *mode)
{
	cl_platform_id p;
	cl_device_id d;
	cl_context ctx;
	cl_command_queue q;
	cl_int err;

	if (clGetPlatformIDs(1, &p, NULL) || clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL))
		return 2;
	ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
	q = ctx ? clCreateCommandQueue(ctx, d, 0, &err) : NULL;
	if (!q)
		return 2;
	if (!strcmp(mode, "wait") || !strcmp(mode, "wait_chain")) {
		cl_event ue = clCreateUserEvent(ctx, &err);
		cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
		cl_event r;
		static char dst[4096];
		/* a read queued behind the user event, so the host holds work for the session too */
		clEnqueueReadBuffer(q, m, CL_FALSE, 0, sizeof(dst), dst, 1, &ue, &r);
		if (!strcmp(mode, "wait_chain"))
			clEnqueueMarkerWithWaitList(q, 0, NULL, NULL);
		clFlush(q);
		ready();
		clWaitForEvents(1, &ue);
		return 4; /* never: nobody sets the event */
	}
	{
		char *h = malloc(BIG);
		cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE, BIG, NULL, &err);
		if (!h || !m)
			return 2;
		memset(h, 0x5a, BIG);
		clEnqueueWriteBuffer(q, m, CL_TRUE, 0, BIG, h, 0, NULL, NULL);
		ready();
		for (;;) {
			clEnqueueWriteBuffer(q, m, CL_TRUE, 0, BIG, h, 0, NULL, NULL);
			clEnqueueReadBuffer(q, m, CL_TRUE, 0, BIG, h, 0, NULL, NULL);
		}
	}
}

/* Start a victim, wait for its "ready", give it delay_ms more, SIGKILL it. */
static bool kill_victim(const char *mode, unsigned delay_ms, unsigned *session)
{
	int fd[2];
	pid_t pid;
	char c, arg[32];
	int st;
	int started = vt_log_count(&vt_d, ": started");
	bool got;

	if (pipe(fd))
		return false;
	snprintf(arg, sizeof(arg), "--victim-%s", mode);
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		dup2(fd[1], 3);
		execl("/proc/self/exe", "vt_guest_kill", arg, (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	got = read(fd[0], &c, 1) == 1;
	close(fd[0]);
	VT_CHECK(got, "the %s victim (pid %d) is ready", mode, (int)pid);
	VT_CHECK(vt_log_wait(&vt_d, ": started", started + 1, 5), "its session started");
	*session = (unsigned)started + 1;
	vt_sleep_ms(delay_ms);
	kill(pid, SIGKILL);
	waitpid(pid, &st, 0);
	VT_CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL, "the victim died of SIGKILL mid-call");
	return got;
}

static bool log_says(unsigned n, const char *what, double timeout_s)
{
	char tag[32];
	double until = vt_now() + timeout_s;

	snprintf(tag, sizeof(tag), "session %u: ", n);
	for (;;) {
		FILE *f = fopen(vt_d.log, "r");
		char line[1024];
		bool found = false;
		while (f && !found && fgets(line, sizeof(line), f))
			found = strstr(line, tag) && strstr(line, what);
		if (f)
			fclose(f);
		if (found || vt_now() > until)
			return found;
		vt_sleep_ms(10);
	}
}

static const char *src = "__kernel void k(__global int *x) { x[get_global_id(0)] = 7 * (int)get_global_id(0); }\n";

/* A new session in this process: a kernel runs. */
static void new_session_works(void)
{
	struct vt_cl c;
	cl_program p;
	cl_kernel k;
	cl_mem m;
	cl_int err;
	int out[128];
	size_t gws = 128;
	bool ok;

	vt_cl_open(&c);
	p = vt_cl_build(&c, src, NULL);
	k = p ? vt_cl_kernel(p, "k") : NULL;
	m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, sizeof(out), NULL, &err);
	ok = k && m && clSetKernelArg(k, 0, sizeof(m), &m) == CL_SUCCESS &&
	     clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 0, NULL, NULL) == CL_SUCCESS &&
	     clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL) == CL_SUCCESS;
	for (int i = 0; ok && i < 128; i++)
		ok = out[i] == 7 * i;
	VT_CHECK(ok, "a new session (this process, through libvirtcl) runs a kernel afterwards");
	if (m)
		clReleaseMemObject(m);
	if (k)
		clReleaseKernel(k);
	if (p)
		clReleaseProgram(p);
	vt_cl_close(&c);
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	unsigned s1 = 0, s2 = 0;

	if (!strncmp(mode, "--victim-", 9))
		return victim(mode + 9);
	if (strcmp(mode, "wait") && strcmp(mode, "transfer") && strcmp(mode, "wait_chain")) {
		fprintf(stderr, "usage: %s wait|transfer|wait_chain\n", argv[0]);
		return 2;
	}
	{
		static char name[64]; /* the harness keeps the pointer */
		snprintf(name, sizeof(name), "integration.guest_kill_%s", mode);
		vt_start(name, 80);
	}
	/* twice: the daemon must survive a second one just as well */
	for (int round = 0; round < 2; round++) {
		unsigned *s = round ? &s2 : &s1;
		VT_REQUIRE(kill_victim(mode, strcmp(mode, "transfer") ? 200 : 150 + 100 * round, s),
			   "round %d: a victim ran and was killed", round + 1);
		VT_CHECK(log_says(*s, "guest disconnected", 10), "round %d: the log says \"session %u: guest "
								 "disconnected\"",
			 round + 1, *s);
		VT_CHECK(log_says(*s, "objects released", 10),
			 "round %d: the log says \"session %u: ended, N objects released\"", round + 1, *s);
		VT_CHECK(vt_daemon_alive(&vt_d), "round %d: virtcld is alive", round + 1);
		if (!vt_daemon_alive(&vt_d))
			vt_abort();
	}
	{
		/* objects the session held: a context and a queue at least, plus the mode's own */
		FILE *f = fopen(vt_d.log, "r");
		char line[1024], tag[32];
		unsigned n = 0;
		snprintf(tag, sizeof(tag), "session %u: ended, ", s1);
		while (f && fgets(line, sizeof(line), f))
			if (strstr(line, tag))
				sscanf(strstr(line, tag) + strlen(tag), "%u", &n);
		if (f)
			fclose(f);
		VT_CHECK(n >= 4, "the first victim's session released its objects (%u: platform, device, "
				 "context, queue, ...)",
			 n);
	}
	new_session_works();
	return vt_finish();
}
