/* SPDX-License-Identifier: MIT */
/*
 * The confinement of session processes (docs/security.md).
 *
 * Every guest's session runs in a process of its own that holds no privilege: an unprivileged
 * user (the `virtcl` system user when the daemon is root), no capabilities, no_new_privs, its own
 * user, mount, PID, IPC, UTS, cgroup and network namespaces (bubblewrap), a file system that holds
 * only the host's /usr read-only, the OpenCL vendor files, the device nodes, /sys read-only, a fresh
 * /tmp and the guest's own kernel-cache directory, and a seccomp filter (libseccomp) that takes away
 * the system calls no driver needs. The daemon builds the bubblewrap command line here; the session
 * process loads the seccomp filter itself, before it starts OpenCL.
 */
#ifndef VCL_SANDBOX_H
#define VCL_SANDBOX_H

#include <stdbool.h>
#include <sys/types.h>

#define VCL_SANDBOX_MAX_PATHS 32

struct vcl_sandbox {
	bool enabled;          /* false: --no-sandbox (a trusted set-up; logged at start) */
	const char *bwrap;     /* the bubblewrap binary */
	bool switch_user;      /* the daemon is root: sessions run as uid/gid */
	uid_t uid;
	gid_t gid;
	const char *user;      /* its name, for messages */
	int exe_fd;            /* O_PATH descriptor of virtcld's own executable */
	const char *ro_paths[VCL_SANDBOX_MAX_PATHS]; /* --sandbox-ro PATH: more read-only paths */
	int nro;
	const char *devices[VCL_SANDBOX_MAX_PATHS];  /* --device PATH: more device nodes */
	int ndevices;
	unsigned long long tmp_size; /* bytes of the session's /tmp and of its /dev/shm */
};

/*
 * Turn the calling process (a fresh child of the daemon, single-threaded) into a confined session
 * process: drop to the session user, ask for SIGKILL when the daemon dies, and exec bubblewrap,
 * which execs `virtcld` with argv[1..] inside the sandbox. cache_fd (or -1) is the guest's
 * kernel-cache directory, bound at /cache. Descriptors without FD_CLOEXEC are inherited.
 * Returns only on failure, with -errno (the reason is logged).
 */
int vcl_sandbox_exec(const struct vcl_sandbox *sb, int cache_fd, char *const argv[]);

/*
 * In the session process, before OpenCL starts: load the seccomp filter (a deny list of system
 * calls that reach the kernel's administrative, tracing, namespace and module interfaces; sockets
 * other than AF_UNIX). Denied calls fail with EPERM (ptrace, mount, ...) or ENOSYS (clone3, so
 * that the C library falls back to clone, whose flags the filter can read). 0 or -errno.
 */
int vcl_sandbox_seccomp(void);

/*
 * The guest's own kernel-cache directory under base: base/<identity>, made (mode 0700, owned by
 * the session user) if missing. identity is made of [A-Za-z0-9._-] only. An O_PATH|O_DIRECTORY
 * descriptor, or -errno.
 */
int vcl_sandbox_cache_dir(const struct vcl_sandbox *sb, const char *base, const char *identity);

#endif
