/* SPDX-License-Identifier: MIT */
/*
 * Integration test harness: one real virtcld per test process, on a fresh temporary unix socket.
 *
 * vt_start() starts the daemon (its own environment names only the host's ICD, so the daemon
 * never sees virtcl), waits until it listens, and points this process's OpenCL at it: the ICD
 * loader is told about virtcl.icd alone, so every platform the test sees is virtcl's.
 * vt_finish() stops the daemon (TERM, then KILL) and turns the checks into an exit status: 0 all
 * passed, 1 a check failed or the daemon died during the test, 77 skipped (liburing convention).
 *
 * Every check prints what it checked ("ok - ..." or "FAIL - ..."), so a CTest log says what was
 * proven, not just that something passed.
 */
#ifndef VT_HARNESS_H
#define VT_HARNESS_H

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#define CL_USE_DEPRECATED_OPENCL_2_2_APIS
#include <CL/cl.h>

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Exit status of a test that cannot run here; the reason is printed first. */
#define VT_SKIP 77

/* Built with AddressSanitizer (scripts/sanitize.sh): ASan's allocator lives at the same fixed
 * addresses in every process built with it, so the host session's SVM allocations come from
 * addresses this guest process has taken, and clSVMAlloc rightly returns NULL here. Tests leave
 * out what needs an SVM allocation to succeed. */
#if defined(__SANITIZE_ADDRESS__)
#define VT_ASAN 1
#else
#define VT_ASAN 0
#endif
#define VT_ASAN_SVM_REASON "under ASan the host's SVM addresses lie in this process's allocator region"

struct vt_daemon {
	pid_t pid;        /* 0: not running */
	int exit_status;  /* wait status once reaped */
	bool reaped;
	char dir[64];     /* temporary folder: socket and log */
	char sock[128];
	char log[128];
};

/* The one daemon of this test process (vt_start). */
extern struct vt_daemon vt_d;
extern int vt_failures;

/* ---- checks ----------------------------------------------------------------------------------- */

void vt_check_(bool ok, const char *file, int line, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
#define VT_CHECK(cond, ...) vt_check_(!!(cond), __FILE__, __LINE__, __VA_ARGS__)
/* An OpenCL call that must return CL_SUCCESS (or the expected code). */
#define VT_CL(expr) VT_CL_EQ_((expr), CL_SUCCESS, #expr)
#define VT_CL_EQ(expr, want) VT_CL_EQ_((expr), (want), #expr)
#define VT_CL_EQ_(expr, want, text)                                                                \
	do {                                                                                       \
		cl_int vt_r_ = (expr);                                                             \
		VT_CHECK(vt_r_ == (want), "%s -> %s (got %s)", text, vt_err(want), vt_err(vt_r_)); \
	} while (0)
/* Stop here: a failure that makes the rest of the test meaningless. */
#define VT_REQUIRE(cond, ...)                                                                      \
	do {                                                                                       \
		bool vt_ok_ = (cond);                                                              \
		VT_CHECK(vt_ok_, __VA_ARGS__);                                                     \
		if (!vt_ok_)                                                                       \
			vt_abort();                                                                \
	} while (0)
const char *vt_err(cl_int e);
void vt_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Print the reason, stop the daemon, exit 77. */
void vt_skip(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* Stop the daemon, print its log, exit 1. */
void vt_abort(void) __attribute__((noreturn));

/* ---- the daemon ------------------------------------------------------------------------------- */

/* The front-end's transport for this test: "unix", or with VT_TRANSPORT=shm "shm", =tcp "tcp"
 * (loopback TCP, plaintext: the daemon gets --insecure) or =tls "tls" (loopback TCP with TLS 1.3
 * and a pre-shared key written for the test). The daemon always listens on its unix socket too. */
const char *vt_transport(void);
/* The host's ICD for the daemon (and for native comparisons): $VIRTCL_TEST_NATIVE_ICD or PoCL's. */
const char *vt_native_icd(void);
/* Run this test program again as `argv0 --native` on the host's own ICD (no virtcl), and hand each
 * line of its standard output, split at its first space into word and rest, to line(). Returns true
 * if the child exited 0; *status (may be NULL) gets its wait status. */
bool vt_run_native(const char *argv0, void (*line)(const char *word, const char *rest, void *ctx),
		   void *ctx, int *status);
/* Start vt_d and point this process at it (OCL_ICD_VENDORS, VIRTCL_SERVER). Skips (77) if the
 * daemon cannot run here; fails if it cannot start. timeout_s: watchdog for the whole test. */
void vt_start(const char *name, unsigned timeout_s);
/* Stop the daemon and return the test's exit status (0, 1). */
int vt_finish(void);

/* More arguments for the daemons vt_start()/vt_daemon_start() start (NULL-terminated; NULL: none),
 * and a limit on the daemon's open files (0: unchanged). Set them before vt_start(). */
extern const char *const *vt_daemon_args;
extern unsigned vt_daemon_nofile;
/* The daemons get a control socket in their folder (vt_host_objects); set it before vt_start(). */
extern bool vt_daemon_control;

/* Start d (a second one beside vt_d: over tls with vt_d's pre-shared key). 0: listening; 1: the
 * host has no usable platform; -1: it did not start. */
int vt_daemon_start(struct vt_daemon *d);
/* d's address for VIRTCL_SERVER over vt_transport() ("unix:SOCK", "shm:SOCK", "tcp:HOST:PORT" as
 * its log names it); false if it named none within 10 s. */
bool vt_daemon_addr(struct vt_daemon *d, char *addr, size_t cap);
bool vt_daemon_alive(struct vt_daemon *d);
/* TERM, then KILL after a grace period; returns true if it was still alive when asked to stop. */
bool vt_daemon_stop(struct vt_daemon *d);
/* For a test that ends its daemon on purpose: stop it (if alive), print its log if a check has
 * failed (the log vt_finish prints is the new daemon's), remove its folder, start a fresh one. */
void vt_daemon_restart(struct vt_daemon *d);
/* The first line from fd that a child wrote as its result ("= WORD"), without the "= ", within
 * timeout_s; the child's other lines (its own checks) are passed on as notes. "" on timeout or
 * end of file. */
void vt_read_result(int fd, char *line, size_t cap, double timeout_s);
/* A child's exit status within timeout_s (128 + signal for one a signal ended), else -1 after
 * killing it. */
int vt_wait_exit(pid_t pid, double timeout_s);
/* The session process vt_d logged for session n (bubblewrap's, --die-with-parent: the session dies
 * with it); 0 if not (yet) logged. */
pid_t vt_session_pid(unsigned n);
/* How many lines of the daemon's log contain needle. */
int vt_log_count(struct vt_daemon *d, const char *needle);
/* Wait until at least count lines contain needle; false on timeout. */
bool vt_log_wait(struct vt_daemon *d, const char *needle, int count, double timeout_s);
void vt_log_dump(struct vt_daemon *d);
/* Resident memory (VmRSS) of the daemon and all its descendant processes, KiB; -1 if unknown. */
long vt_daemon_rss_kib(struct vt_daemon *d);
/* The objects of a type ("event", "mem", "queue", ...: virtcl-smi's names) that d's sessions hold
 * for their guests, all sessions together, as virtcl-smi --json says once no call of theirs is
 * executing (at most 5 s); -1 if it does not answer (vt_daemon_control not set). A guest's releases
 * travel asynchronously: a call that waits for the host's answer first makes them count. */
long vt_host_objects(struct vt_daemon *d, const char *type);

/* ---- OpenCL through virtcl -------------------------------------------------------------------- */

struct vt_cl {
	cl_platform_id platform;
	cl_device_id device;
	cl_context ctx;
	cl_command_queue q;
};

/* The virtcl platform, its first device, a context and an in-order queue. Checks that the loader
 * lists exactly one platform (only virtcl.icd is named) and that the daemon logged a session. */
void vt_cl_open(struct vt_cl *c);
void vt_cl_close(struct vt_cl *c);
/* Build src for c->device; on failure prints the build log and returns NULL. */
cl_program vt_cl_build(struct vt_cl *c, const char *src, const char *options);
cl_kernel vt_cl_kernel(cl_program p, const char *name);

double vt_now(void);
void vt_sleep_ms(unsigned ms);

#endif
