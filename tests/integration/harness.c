/* SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include "harness.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct vt_daemon vt_d;
int vt_failures;
static const char *test_name = "test";
static bool keep_dir; /* VT_KEEP set: leave the socket folder and the log for a post-mortem */

/* How long a stopped daemon gets to exit on SIGTERM before SIGKILL. */
#define VT_TERM_GRACE_S 3.0
/* How long a daemon may take to listen: it loads the host's OpenCL platform first. */
#define VT_LISTEN_TIMEOUT_S 20.0

/* ---- checks ----------------------------------------------------------------------------------- */

void vt_check_(bool ok, const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	printf("%s - ", ok ? "ok" : "FAIL");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	if (!ok) {
		printf(" [%s:%d]", file, line);
		vt_failures++;
	}
	putchar('\n');
	fflush(stdout);
}

void vt_note(const char *fmt, ...)
{
	va_list ap;

	printf("# ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

const char *vt_err(cl_int e)
{
	static __thread char buf[32];

	switch (e) {
#define E(x) case x: return #x;
	E(CL_SUCCESS) E(CL_DEVICE_NOT_FOUND) E(CL_DEVICE_NOT_AVAILABLE) E(CL_COMPILER_NOT_AVAILABLE)
	E(CL_MEM_OBJECT_ALLOCATION_FAILURE) E(CL_OUT_OF_RESOURCES) E(CL_OUT_OF_HOST_MEMORY)
	E(CL_PROFILING_INFO_NOT_AVAILABLE) E(CL_MEM_COPY_OVERLAP) E(CL_IMAGE_FORMAT_MISMATCH)
	E(CL_IMAGE_FORMAT_NOT_SUPPORTED) E(CL_BUILD_PROGRAM_FAILURE) E(CL_MAP_FAILURE)
	E(CL_MISALIGNED_SUB_BUFFER_OFFSET) E(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
	E(CL_COMPILE_PROGRAM_FAILURE) E(CL_LINKER_NOT_AVAILABLE) E(CL_LINK_PROGRAM_FAILURE)
	E(CL_DEVICE_PARTITION_FAILED) E(CL_KERNEL_ARG_INFO_NOT_AVAILABLE) E(CL_INVALID_VALUE)
	E(CL_INVALID_DEVICE_TYPE) E(CL_INVALID_PLATFORM) E(CL_INVALID_DEVICE) E(CL_INVALID_CONTEXT)
	E(CL_INVALID_QUEUE_PROPERTIES) E(CL_INVALID_COMMAND_QUEUE) E(CL_INVALID_HOST_PTR)
	E(CL_INVALID_MEM_OBJECT) E(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR) E(CL_INVALID_IMAGE_SIZE)
	E(CL_INVALID_SAMPLER) E(CL_INVALID_BINARY) E(CL_INVALID_BUILD_OPTIONS) E(CL_INVALID_PROGRAM)
	E(CL_INVALID_PROGRAM_EXECUTABLE) E(CL_INVALID_KERNEL_NAME) E(CL_INVALID_KERNEL_DEFINITION)
	E(CL_INVALID_KERNEL) E(CL_INVALID_ARG_INDEX) E(CL_INVALID_ARG_VALUE) E(CL_INVALID_ARG_SIZE)
	E(CL_INVALID_KERNEL_ARGS) E(CL_INVALID_WORK_DIMENSION) E(CL_INVALID_WORK_GROUP_SIZE)
	E(CL_INVALID_WORK_ITEM_SIZE) E(CL_INVALID_GLOBAL_OFFSET) E(CL_INVALID_EVENT_WAIT_LIST)
	E(CL_INVALID_EVENT) E(CL_INVALID_OPERATION) E(CL_INVALID_GL_OBJECT) E(CL_INVALID_BUFFER_SIZE)
	E(CL_INVALID_MIP_LEVEL) E(CL_INVALID_GLOBAL_WORK_SIZE) E(CL_INVALID_PROPERTY)
	E(CL_INVALID_IMAGE_DESCRIPTOR) E(CL_INVALID_COMPILER_OPTIONS) E(CL_INVALID_LINKER_OPTIONS)
	E(CL_INVALID_DEVICE_PARTITION_COUNT)
	/* cl_khr_command_buffer */
	case -1138: return "CL_INVALID_COMMAND_BUFFER_KHR";
	case -1139: return "CL_INVALID_SYNC_POINT_WAIT_LIST_KHR";
	case -1140: return "CL_INCOMPATIBLE_COMMAND_QUEUE_KHR";
#undef E
	}
	snprintf(buf, sizeof(buf), "error %d", e);
	return buf;
}

/* ---- time ------------------------------------------------------------------------------------- */

double vt_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

void vt_sleep_ms(unsigned ms)
{
	struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) && errno == EINTR)
		;
}

/* ---- the daemon ------------------------------------------------------------------------------- */

const char *vt_transport(void)
{
	const char *t = getenv("VT_TRANSPORT");

	/* tcp: loopback TCP, plaintext (--insecure); tls: loopback TCP with TLS 1.3 and a pre-shared
	 * key the harness writes into the test's folder */
	return t && (!strcmp(t, "shm") || !strcmp(t, "tcp") || !strcmp(t, "tls")) ? t : "unix";
}

const char *vt_native_icd(void)
{
	const char *p = getenv("VIRTCL_TEST_NATIVE_ICD");

	return p && *p ? p : "/etc/OpenCL/vendors/pocl.icd";
}

int vt_log_count(struct vt_daemon *d, const char *needle)
{
	FILE *f = fopen(d->log, "r");
	char line[1024];
	int n = 0;

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		if (strstr(line, needle))
			n++;
	fclose(f);
	return n;
}

bool vt_log_wait(struct vt_daemon *d, const char *needle, int count, double timeout_s)
{
	double until = vt_now() + timeout_s;

	for (;;) {
		if (vt_log_count(d, needle) >= count)
			return true;
		if (vt_now() > until)
			return false;
		vt_sleep_ms(10);
	}
}

void vt_log_dump(struct vt_daemon *d)
{
	FILE *f = fopen(d->log, "r");
	char line[1024];

	if (!f)
		return;
	fprintf(stdout, "# ---- virtcld log (%s) ----\n", d->log);
	while (fgets(line, sizeof(line), f))
		fprintf(stdout, "# %s", line);
	fprintf(stdout, "# ---- end of virtcld log ----\n");
	fflush(stdout);
	fclose(f);
}

static long rss_of(int pid)
{
	char path[64], line[256];
	long kib = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	f = fopen(path, "r");
	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, "VmRSS:", 6))
			kib = strtol(line + 6, NULL, 10);
	if (f)
		fclose(f);
	return kib;
}

/* Parent of pid from /proc/pid/stat ("pid (comm) state ppid ..."; comm may hold spaces). */
static int ppid_of(int pid)
{
	char path[64], buf[512], *p;
	int ppid = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	f = fopen(path, "r");
	if (f && fgets(buf, sizeof(buf), f) && (p = strrchr(buf, ')')))
		sscanf(p + 1, " %*c %d", &ppid);
	if (f)
		fclose(f);
	return ppid;
}

/* The daemon and every process under it (a daemon may run each session in a process of its own). */
long vt_daemon_rss_kib(struct vt_daemon *d)
{
	int tree[256], n = 0;
	long total;
	bool grew = true;

	if (!d->pid || (total = rss_of((int)d->pid)) < 0)
		return -1;
	tree[n++] = (int)d->pid;
	while (grew && n < 256) {
		DIR *dir = opendir("/proc");
		struct dirent *e;
		grew = false;
		while (dir && (e = readdir(dir)) && n < 256) {
			int pid = atoi(e->d_name), pp;
			bool known = false;
			if (pid <= 0)
				continue;
			for (int i = 0; i < n && !known; i++)
				known = tree[i] == pid;
			if (known)
				continue;
			pp = ppid_of(pid);
			for (int i = 0; i < n; i++)
				if (tree[i] == pp) {
					long r = rss_of(pid);
					tree[n++] = pid;
					total += r > 0 ? r : 0;
					grew = true;
					break;
				}
		}
		if (dir)
			closedir(dir);
	}
	return total;
}

long vt_host_objects(struct vt_daemon *d, const char *type)
{
	char cmd[256], key[48], *buf = malloc(1 << 16);
	long total = -1;

	snprintf(cmd, sizeof(cmd), "%s --control %s/control --json 2>/dev/null", VT_VIRTCL_SMI, d->dir);
	snprintf(key, sizeof(key), "\"%s\":", type);
	for (double until = vt_now() + 5; buf && vt_now() < until; vt_sleep_ms(100)) {
		FILE *f = popen(cmd, "r");
		size_t n = f ? fread(buf, 1, (1 << 16) - 1, f) : 0;
		bool busy = false;
		if (!f || pclose(f) != 0)
			break;
		buf[n] = 0;
		total = 0;
		/* each session's "objects":{...} holds the type once; "calls_executing" follows it */
		for (char *o = buf; (o = strstr(o, "\"objects\":{")); o++) {
			char *k = strstr(o, key), *end = strchr(o, '}'), *ex;
			if (k && end && k < end)
				total += strtol(k + strlen(key), NULL, 10);
			ex = strstr(o, "\"calls_executing\":");
			busy |= ex && strtol(ex + strlen("\"calls_executing\":"), NULL, 10) != 0;
		}
		if (!busy)
			break;
		total = -1;
	}
	free(buf);
	return total;
}

static void reap(struct vt_daemon *d, bool block)
{
	int st;
	pid_t r;

	if (!d->pid || d->reaped)
		return;
	do
		r = waitpid(d->pid, &st, block ? 0 : WNOHANG);
	while (r < 0 && errno == EINTR);
	if (r == d->pid) {
		d->reaped = true;
		d->exit_status = st;
	}
}

bool vt_daemon_alive(struct vt_daemon *d)
{
	reap(d, false);
	return d->pid && !d->reaped;
}

static void describe_exit(struct vt_daemon *d)
{
	if (WIFSIGNALED(d->exit_status))
		vt_note("virtcld was killed by signal %d (%s)", WTERMSIG(d->exit_status),
			strsignal(WTERMSIG(d->exit_status)));
	else if (WIFEXITED(d->exit_status))
		vt_note("virtcld exited with status %d", WEXITSTATUS(d->exit_status));
}

const char *const *vt_daemon_args;
unsigned vt_daemon_nofile;
bool vt_daemon_control;

int vt_daemon_start(struct vt_daemon *d)
{
	pid_t pid;
	double until;
	int fd;

	memset(d, 0, sizeof(*d));
	snprintf(d->dir, sizeof(d->dir), "/tmp/virtcl-test.XXXXXX");
	if (!mkdtemp(d->dir)) {
		vt_note("mkdtemp: %s", strerror(errno));
		return -1;
	}
	snprintf(d->sock, sizeof(d->sock), "%s/virtcld.sock", d->dir);
	snprintf(d->log, sizeof(d->log), "%s/virtcld.log", d->dir);
	fd = open(d->log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0) {
		vt_note("%s: %s", d->log, strerror(errno));
		return -1;
	}
	if (!strcmp(vt_transport(), "tls")) {
		/* a fresh pre-shared key for this test's daemon and this process; a second daemon of
		 * the test (d2 beside vt_d) gets vt_d's, the one VIRTCL_TLS_PSK_FILE of the process */
		char path[200], buf[200] = "";
		unsigned char k[32];
		FILE *f, *g;
		snprintf(path, sizeof(path), "%s/psk", d->dir);
		snprintf(buf, sizeof(buf), "%s/psk", vt_d.dir);
		g = d != &vt_d && vt_d.dir[0] ? fopen(buf, "r") : NULL;
		buf[0] = 0;
		if (g && !fgets(buf, sizeof(buf), g))
			buf[0] = 0;
		if (g)
			fclose(g);
		f = fopen(path, "w");
		if (f && buf[0]) {
			fputs(buf, f);
		} else if (!f || getrandom(k, sizeof(k), 0) != sizeof(k)) {
			vt_note("%s: %s", path, strerror(errno));
			if (f)
				fclose(f);
			close(fd);
			return -1;
		} else {
			fprintf(f, "vt-guest:");
			for (size_t i = 0; i < sizeof(k); i++)
				fprintf(f, "%02x", k[i]);
			fprintf(f, "\n");
		}
		fclose(f);
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		close(fd);
		return -1;
	}
	if (pid == 0) {
		char listen[160];
		/* a test that dies must not leave its daemon behind */
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		dup2(fd, 1);
		dup2(fd, 2);
		setenv("OCL_ICD_VENDORS", vt_native_icd(), 1);
		unsetenv("VIRTCL_SERVER");
		/* scripts/sanitize.sh: the daemon's own ASan options (LeakSanitizer cannot stop the world
		 * in a confined session process, where ptrace is filtered) */
		if (getenv("VT_DAEMON_ASAN_OPTIONS"))
			setenv("ASAN_OPTIONS", getenv("VT_DAEMON_ASAN_OPTIONS"), 1);
		snprintf(listen, sizeof(listen), "unix:%s", d->sock);
		{
			const char *argv[64] = { VT_VIRTCLD, "--listen", listen };
			int n = 3;
			static char psk[200];
			/* tcp:/tls: beside the unix socket (which raw-protocol tests use), on a port the
			 * kernel picks (vt_start reads it from the log) */
			if (!strcmp(vt_transport(), "tcp") || !strcmp(vt_transport(), "tls")) {
				argv[n++] = "--listen";
				argv[n++] = "tcp:127.0.0.1:0";
				if (!strcmp(vt_transport(), "tcp")) {
					argv[n++] = "--insecure";
				} else {
					snprintf(psk, sizeof(psk), "%s/psk", d->dir);
					argv[n++] = "--tls-psk-file";
					argv[n++] = psk;
				}
			}
			static char control[96];
			if (vt_daemon_control) {
				snprintf(control, sizeof(control), "%s/control", d->dir);
				argv[n++] = "--control";
				argv[n++] = control;
			}
			for (int i = 0; vt_daemon_args && vt_daemon_args[i] && n < 63; i++)
				argv[n++] = vt_daemon_args[i];
			/* by hand (docs/testing.md): more options for every test's daemon, split at spaces,
			 * e.g. "--sandbox-ro DIR" so that sessions see a sanitizer's suppression file */
			if (getenv("VT_DAEMON_EXTRA_ARGS")) {
				char *extra = strdup(getenv("VT_DAEMON_EXTRA_ARGS")), *save = NULL;
				for (char *w = extra ? strtok_r(extra, " ", &save) : NULL; w && n < 63;
				     w = strtok_r(NULL, " ", &save))
					argv[n++] = w;
			}
			argv[n] = NULL;
			if (vt_daemon_nofile) {
				struct rlimit rl = { vt_daemon_nofile, vt_daemon_nofile };
				setrlimit(RLIMIT_NOFILE, &rl);
			}
			execv(VT_VIRTCLD, (char *const *)argv);
		}
		dprintf(2, "exec %s: %s\n", VT_VIRTCLD, strerror(errno));
		_exit(127);
	}
	close(fd);
	d->pid = pid;
	until = vt_now() + VT_LISTEN_TIMEOUT_S;
	while (vt_log_count(d, "listening on") == 0) {
		if (!vt_daemon_alive(d)) {
			describe_exit(d);
			return vt_log_count(d, "has no OpenCL platform") ||
					       vt_log_count(d, "has no devices")
				       ? 1
				       : -1;
		}
		if (vt_now() > until) {
			vt_note("virtcld did not listen within %.0f s", VT_LISTEN_TIMEOUT_S);
			return -1;
		}
		vt_sleep_ms(10);
	}
	return 0;
}

bool vt_daemon_addr(struct vt_daemon *d, char *addr, size_t cap)
{
	char line[4096], *at;

	snprintf(addr, cap, "%s:%s", vt_transport(), d->sock);
	if (strcmp(vt_transport(), "tcp") && strcmp(vt_transport(), "tls"))
		return true;
	addr[0] = 0;
	/* the line comes right after the unix socket's */
	for (double until = vt_now() + 10; !addr[0] && vt_now() < until; vt_sleep_ms(10)) {
		FILE *f = fopen(d->log, "r");
		while (f && fgets(line, sizeof(line), f))
			if ((at = strstr(line, "listening on tcp:")))
				snprintf(addr, cap, "%.*s", (int)strcspn(at + 13, " \n"), at + 13);
		if (f)
			fclose(f);
	}
	return addr[0] != 0;
}

bool vt_daemon_stop(struct vt_daemon *d)
{
	bool was_alive = vt_daemon_alive(d);
	double until = vt_now() + VT_TERM_GRACE_S;

	if (was_alive) {
		kill(d->pid, SIGTERM);
		while (vt_daemon_alive(d) && vt_now() < until)
			vt_sleep_ms(10);
		if (vt_daemon_alive(d)) {
			vt_note("virtcld ignored SIGTERM for %.0f s: SIGKILL", VT_TERM_GRACE_S);
			kill(d->pid, SIGKILL);
			reap(d, true);
		}
	} else if (d->pid) {
		describe_exit(d);
	}
	return was_alive;
}

static void cleanup_dir(struct vt_daemon *d)
{
	if (!d->dir[0] || keep_dir)
		return;
	char psk[200];

	snprintf(psk, sizeof(psk), "%s/psk", d->dir);
	unlink(psk);
	unlink(d->sock);
	unlink(d->log);
	rmdir(d->dir);
}

static void on_alarm(int sig)
{
	static const char msg[] = "FAIL - watchdog: the test ran past its time limit\n";

	(void)sig;
	if (vt_d.pid)
		kill(vt_d.pid, SIGKILL);
	if (write(1, msg, sizeof(msg) - 1) < 0) {
		/* nothing more to do */
	}
	/* async-signal-safe cleanup of the temporary folder (the log is lost with it) */
	if (vt_d.dir[0] && !keep_dir) {
		unlink(vt_d.sock);
		unlink(vt_d.log);
		rmdir(vt_d.dir);
	}
	_exit(1);
}

void vt_daemon_restart(struct vt_daemon *d)
{
	vt_daemon_stop(d);
	if (vt_failures)
		vt_log_dump(d);
	cleanup_dir(d);
	if (vt_daemon_start(d)) {
		VT_CHECK(false, "virtcld starts again and listens on %s", d->sock);
		vt_abort();
	}
}

void vt_start(const char *name, unsigned timeout_s)
{
	char addr[160];
	int r;

	test_name = name;
	keep_dir = getenv("VT_KEEP") != NULL;
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (access(VT_VIRTCLD, X_OK))
		vt_skip("%s not built", VT_VIRTCLD);
	if (access(vt_native_icd(), R_OK))
		vt_skip("no host ICD at %s (set VIRTCL_TEST_NATIVE_ICD)", vt_native_icd());
	signal(SIGPIPE, SIG_IGN);
	signal(SIGALRM, on_alarm);
	alarm(timeout_s);
	r = vt_daemon_start(&vt_d);
	if (r > 0) {
		vt_log_dump(&vt_d);
		vt_skip("the host has no usable OpenCL platform for virtcld");
	}
	if (r < 0) {
		VT_CHECK(false, "virtcld starts and listens on %s", vt_d.sock);
		vt_abort();
	}
	vt_note("%s: virtcld pid %d listening on %s", name, (int)vt_d.pid, vt_d.sock);
	/* VT_TRANSPORT=shm: the same tests over shm: (a shared-memory bulk area beside the socket);
	 * tcp, tls: over the TCP listener the log names */
	if (!vt_daemon_addr(&vt_d, addr, sizeof(addr))) {
		VT_CHECK(false, "virtcld says which TCP port it listens on");
		vt_abort();
	}
	if (!strcmp(vt_transport(), "tcp") || !strcmp(vt_transport(), "tls")) {
		if (!strcmp(vt_transport(), "tcp")) {
			setenv("VIRTCL_INSECURE", "1", 1);
		} else {
			char psk[200];
			snprintf(psk, sizeof(psk), "%s/psk", vt_d.dir);
			setenv("VIRTCL_TLS_PSK_FILE", psk, 1);
		}
		vt_note("over %s", addr);
	}
	/* only virtcl's ICD: every platform this process sees is virtcl's */
	setenv("OCL_ICD_VENDORS", VT_VIRTCL_ICD, 1);
	setenv("VIRTCL_SERVER", addr, 1);
	unsetenv("OPENCL_VENDOR_PATH");
}

int vt_finish(void)
{
	bool alive = vt_daemon_stop(&vt_d);

	VT_CHECK(alive, "virtcld was alive until the end of the test");
	/* under VIRTCL_SANITIZE (scripts/sanitize.sh): the daemon and its session processes write
	 * their reports to its log, where no exit status carries them */
	VT_CHECK(vt_log_count(&vt_d, "ERROR: AddressSanitizer") + vt_log_count(&vt_d, "ERROR: LeakSanitizer") +
				 vt_log_count(&vt_d, "runtime error:") +
				 vt_log_count(&vt_d, "WARNING: ThreadSanitizer") == 0,
		 "the daemon's log holds no sanitizer report");
	if (vt_failures)
		vt_log_dump(&vt_d);
	cleanup_dir(&vt_d);
	printf("# %s: %s (%d failed check%s)\n", test_name, vt_failures ? "FAILED" : "passed",
	       vt_failures, vt_failures == 1 ? "" : "s");
	return vt_failures ? 1 : 0;
}

void vt_skip(const char *fmt, ...)
{
	va_list ap;

	printf("SKIP - ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
	vt_daemon_stop(&vt_d);
	cleanup_dir(&vt_d);
	exit(VT_SKIP);
}

void vt_abort(void)
{
	printf("# %s: stopping at the first failure that makes the rest meaningless\n", test_name);
	if (vt_d.pid && !vt_daemon_alive(&vt_d))
		describe_exit(&vt_d);
	vt_daemon_stop(&vt_d);
	vt_log_dump(&vt_d);
	cleanup_dir(&vt_d);
	exit(1);
}

/* ---- OpenCL through virtcl -------------------------------------------------------------------- */

void vt_cl_open(struct vt_cl *c)
{
	cl_platform_id ps[8];
	cl_uint np = 0, nd = 0;
	cl_int err;
	int started = vt_log_count(&vt_d, ": started");

	memset(c, 0, sizeof(*c));
	err = clGetPlatformIDs(8, ps, &np);
	VT_REQUIRE(err == CL_SUCCESS && np == 1,
		   "the loader lists exactly one platform with only virtcl.icd named (%s, %u)",
		   vt_err(err), np);
	c->platform = ps[0];
	VT_REQUIRE(vt_log_wait(&vt_d, ": started", started + 1, 5),
		   "virtcld logged a new session: the platform is virtcl's");
	err = clGetDeviceIDs(c->platform, CL_DEVICE_TYPE_ALL, 1, &c->device, &nd);
	VT_REQUIRE(err == CL_SUCCESS && nd >= 1, "virtcl platform has a device (%s)", vt_err(err));
	c->ctx = clCreateContext(NULL, 1, &c->device, NULL, NULL, &err);
	VT_REQUIRE(c->ctx && err == CL_SUCCESS, "clCreateContext (%s)", vt_err(err));
	c->q = clCreateCommandQueue(c->ctx, c->device, 0, &err);
	VT_REQUIRE(c->q && err == CL_SUCCESS, "clCreateCommandQueue (%s)", vt_err(err));
}

void vt_cl_close(struct vt_cl *c)
{
	if (c->q)
		clReleaseCommandQueue(c->q);
	if (c->ctx)
		clReleaseContext(c->ctx);
	c->q = NULL;
	c->ctx = NULL;
}

cl_program vt_cl_build(struct vt_cl *c, const char *src, const char *options)
{
	cl_int err;
	cl_program p = clCreateProgramWithSource(c->ctx, 1, &src, NULL, &err);

	if (!p) {
		vt_note("clCreateProgramWithSource: %s", vt_err(err));
		return NULL;
	}
	err = clBuildProgram(p, 1, &c->device, options, NULL, NULL);
	if (err != CL_SUCCESS) {
		char log[8192] = "";
		clGetProgramBuildInfo(p, c->device, CL_PROGRAM_BUILD_LOG, sizeof(log) - 1, log, NULL);
		vt_note("clBuildProgram: %s; log:\n%s", vt_err(err), log);
		clReleaseProgram(p);
		return NULL;
	}
	return p;
}

cl_kernel vt_cl_kernel(cl_program p, const char *name)
{
	cl_int err;
	cl_kernel k = clCreateKernel(p, name, &err);

	if (!k)
		vt_note("clCreateKernel(%s): %s", name, vt_err(err));
	return k;
}

bool vt_run_native(const char *argv0, void (*line)(const char *word, const char *rest, void *ctx),
		   void *ctx, int *status)
{
	char buf[512];
	int fd[2], st = -1;
	pid_t pid;
	FILE *f;

	if (pipe(fd))
		return false;
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		dup2(fd[1], 1);
		close(fd[0]);
		close(fd[1]);
		setenv("OCL_ICD_VENDORS", vt_native_icd(), 1);
		unsetenv("VIRTCL_SERVER");
		execl("/proc/self/exe", argv0, "--native", (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	f = fdopen(fd[0], "r");
	while (f && fgets(buf, sizeof(buf), f)) {
		char *sp = strchr(buf, ' ');
		if (!sp)
			continue;
		*sp = 0;
		sp[1 + strcspn(sp + 1, "\n")] = 0;
		line(buf, sp + 1, ctx);
	}
	if (f)
		fclose(f);
	else
		close(fd[0]);
	waitpid(pid, &st, 0);
	if (status)
		*status = st;
	return WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

void vt_read_result(int fd, char *line, size_t cap, double timeout_s)
{
	double until = vt_now() + timeout_s;

	for (;;) {
		size_t n = 0;
		line[0] = 0;
		while (n + 1 < cap) {
			struct pollfd pf = { fd, POLLIN, 0 };
			int left = (int)((until - vt_now()) * 1000);
			char ch;
			if (left <= 0 || poll(&pf, 1, left) <= 0 || read(fd, &ch, 1) != 1)
				return;
			if (ch == '\n')
				break;
			line[n++] = ch;
			line[n] = 0;
		}
		if (!strncmp(line, "= ", 2)) {
			memmove(line, line + 2, strlen(line + 2) + 1);
			return;
		}
		vt_note("  child: %s", line);
	}
}

int vt_wait_exit(pid_t pid, double timeout_s)
{
	double until = vt_now() + timeout_s;
	int st;

	while (vt_now() < until) {
		if (waitpid(pid, &st, WNOHANG) == pid)
			return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
		vt_sleep_ms(10);
	}
	kill(pid, SIGKILL);
	waitpid(pid, &st, 0);
	return -1;
}

pid_t vt_session_pid(unsigned n)
{
	char needle[32], line[1024];
	FILE *f = fopen(vt_d.log, "r");
	pid_t pid = 0;

	snprintf(needle, sizeof(needle), "session %u: ", n);
	while (f && fgets(line, sizeof(line), f)) {
		char *at = strstr(line, needle), *q;
		if (at && (q = strstr(at, "(process ")))
			pid = (pid_t)atoi(q + 9);
	}
	if (f)
		fclose(f);
	return pid;
}
