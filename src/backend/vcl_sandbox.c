/* SPDX-License-Identifier: MIT */
/*
 * Confinement of session processes: bubblewrap for the namespaces and the file system, libseccomp
 * for the system-call filter (see vcl_sandbox.h and docs/security.md for what and why), and the
 * files of builds: the daemon's private directory, and the include files a guest sends, written
 * there or at their own paths inside the sandbox (vcl_be.h).
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <grp.h>
#include <linux/openat2.h>
#include <linux/sched.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_sandbox.h"

/* ---- the bubblewrap command line --------------------------------------------------------------- */

struct argv_buf {
	char *v[4096];
	int n;
	char fdtext[8][16];
	int nfd;
};

static void add(struct argv_buf *a, const char *s)
{
	if (a->n < (int)(sizeof(a->v) / sizeof(a->v[0])) - 1)
		a->v[a->n++] = (char *)s;
}

static void add2(struct argv_buf *a, const char *s, const char *t)
{
	add(a, s);
	add(a, t);
}

static void add3(struct argv_buf *a, const char *s, const char *t, const char *u)
{
	add(a, s);
	add(a, t);
	add(a, u);
}

static const char *fd_text(struct argv_buf *a, int fd)
{
	char *t = a->fdtext[a->nfd < 7 ? a->nfd++ : 7];
	snprintf(t, 16, "%d", fd);
	return t;
}

/* The top-level entries of / that the C library and the drivers reach through: the merged-/usr
 * links (/lib -> usr/lib, ...) are recreated as links, a real directory is bound read-only. */
static void add_root_entry(struct argv_buf *a, const char *path)
{
	struct stat st;

	if (lstat(path, &st))
		return;
	if (S_ISLNK(st.st_mode)) {
		char link[4096];
		ssize_t n = readlink(path, link, sizeof(link) - 1);
		if (n > 0) {
			link[n] = 0;
			add3(a, "--symlink", strdup(link), path);
		}
	} else if (S_ISDIR(st.st_mode) || S_ISREG(st.st_mode)) {
		add3(a, "--ro-bind", path, path);
	}
}

/* /usr and /usr/share as directories of the sandbox's own root, each of their entries bound
 * read-only: a guest's include file that the guest has where the host has nothing (hashcat's
 * /usr/share/hashcat/OpenCL) can be placed at its own path (vcl_session_place_file); /usr/include
 * is an empty tmpfs. */
static void add_usr(struct argv_buf *a)
{
	static const char *const split[] = { "/usr", "/usr/share" };

	for (size_t i = 0; i < sizeof(split) / sizeof(split[0]); i++) {
		DIR *d = opendir(split[i]);
		struct dirent *e;
		add2(a, "--dir", split[i]);
		while (d && (e = readdir(d))) {
			char path[4096];
			if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") ||
			    (i == 0 && (!strcmp(e->d_name, "share") || !strcmp(e->d_name, "include"))))
				continue;
			snprintf(path, sizeof(path), "%s/%s", split[i], e->d_name);
			add_root_entry(a, strdup(path));
		}
		if (d)
			closedir(d);
	}
}

/* Device nodes of accelerators that exist on this host: NVIDIA, DRM render nodes, AMD KFD. */
static void add_devices(struct argv_buf *a)
{
	static char names[64][280];
	static int nnames;
	DIR *d = opendir("/dev");
	struct dirent *e;

	while (d && (e = readdir(d)) && nnames < 64) {
		if (strncmp(e->d_name, "nvidia", 6) && strcmp(e->d_name, "kfd"))
			continue;
		snprintf(names[nnames], sizeof(names[0]), "/dev/%s", e->d_name);
		add3(a, "--dev-bind-try", names[nnames], names[nnames]);
		nnames++;
	}
	if (d)
		closedir(d);
	add3(a, "--dev-bind-try", "/dev/dri", "/dev/dri");
}

/* The paths an ICD loader variable names (OCL_ICD_VENDORS=file or directory, OCL_ICD_FILENAMES=
 * a:b): read-only, where they lie outside /usr and /etc/OpenCL. */
static void add_env_paths(struct argv_buf *a, const char *var)
{
	static char copy[2][4096];
	static int ncopy;
	const char *v = getenv(var);
	char *save, *p;

	if (!v || !*v || ncopy == 2 || strlen(v) >= sizeof(copy[0]))
		return;
	strcpy(copy[ncopy], v);
	for (p = strtok_r(copy[ncopy], ":", &save); p; p = strtok_r(NULL, ":", &save))
		if (p[0] == '/' && strncmp(p, "/usr/", 5) && strncmp(p, "/etc/OpenCL/", 12))
			add3(a, "--ro-bind-try", p, p);
	ncopy++;
}

/* The session's environment: not the daemon's (an operator's environment may hold secrets a
 * guest's kernel could read), only what configures the loader, the drivers, the linker and the
 * sanitizers. */
static bool env_kept(const char *e)
{
	static const char *const keep[] = { "PATH=", "LD_LIBRARY_PATH=", "LANG=", "LC_", "TZ=",
					    "OCL_ICD_", "OPENCL_", "POCL_", "CUDA_", "NVIDIA_",
					    "__GL_", "OMP_", "HSA_", "ROCR_", "GPU_", "VIRTCL_",
					    "ASAN_", "UBSAN_", "LSAN_", "TSAN_" };

	for (size_t i = 0; i < sizeof(keep) / sizeof(keep[0]); i++)
		if (!strncmp(e, keep[i], strlen(keep[i])))
			return true;
	return false;
}

/* The daemon's environment less what is not kept (in a forked child: allocated once, never freed). */
static char **kept_env(void)
{
	size_t n = 0, k = 0;
	char **out;

	while (environ[n])
		n++;
	out = calloc(n + 1, sizeof(*out));
	for (size_t i = 0; out && i < n; i++)
		if (env_kept(environ[i]))
			out[k++] = environ[i];
	return out;
}

static void add_environment(struct argv_buf *a)
{
	add(a, "--clearenv");
	for (char **e = environ; *e; e++) {
		const char *eq = strchr(*e, '=');
		if (env_kept(*e) && eq && eq > *e)
			add3(a, "--setenv", strndup(*e, (size_t)(eq - *e)), eq + 1);
	}
}

int vcl_sandbox_exec(const struct vcl_sandbox *sb, int cache_fd, char *const argv[])
{
	static const char *const root[] = { "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32" };
	struct argv_buf a = { 0 };
	char size[24];
	pid_t parent = getppid();

	/* the daemon's signal mask and dispositions are not the session's */
	{
		sigset_t none;
		sigemptyset(&none);
		sigprocmask(SIG_SETMASK, &none, NULL);
		for (int s = 1; s < NSIG; s++)
			if (s != SIGKILL && s != SIGSTOP)
				signal(s, SIG_DFL);
	}
	if (sb->switch_user) {
		if (setgroups(0, NULL) || setresgid(sb->gid, sb->gid, sb->gid) ||
		    setresuid(sb->uid, sb->uid, sb->uid)) {
			int e = errno;
			vcl_log("cannot become user %s for a session: %s", sb->user, strerror(e));
			return -e;
		}
	}
	/* after the change of user (which clears it): die with the daemon */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != parent)
		_exit(1);
	if (!sb->enabled) {
		/* a trusted set-up: the same program, unconfined, with the guest's kernel cache (the
		 * daemon's HOME may not be the session user's) */
		char fdp[32], dir[4096], sub[4200];
		snprintf(fdp, sizeof(fdp), "/proc/self/fd/%d", cache_fd);
		if (cache_fd >= 0 && realpath(fdp, dir)) {
			setenv("HOME", dir, 1);
			setenv("XDG_CACHE_HOME", dir, 1);
			snprintf(sub, sizeof(sub), "%s/pocl", dir);
			setenv("POCL_CACHE_DIR", sub, 1);
			snprintf(sub, sizeof(sub), "%s/nv", dir);
			setenv("CUDA_CACHE_PATH", sub, 1);
		}
		execveat(sb->exe_fd, "", argv, environ, AT_EMPTY_PATH);
		vcl_log("cannot start a session process: %s", strerror(errno));
		return -errno;
	}

	add(&a, sb->bwrap);
	add(&a, "--unshare-all");        /* user, mount, PID, IPC, UTS, cgroup, network */
	add(&a, "--die-with-parent");
	/* the session is the sandbox's PID 1: no bubblewrap process without the seccomp filter, and
	 * with the daemon's environment, lives in the sandbox beside the guest's code */
	add(&a, "--as-pid-1");
	add(&a, "--new-session");        /* no TIOCSTI into a terminal */
	add2(&a, "--cap-drop", "ALL");
	add2(&a, "--hostname", "virtcl-session");
	add_usr(&a);
	for (size_t i = 0; i < sizeof(root) / sizeof(root[0]); i++)
		add_root_entry(&a, root[i]);
	/* the host's headers are no business of a guest's build: an absolute #include of one
	 * finds nothing, as for any other host file */
	add2(&a, "--tmpfs", "/usr/include");
	add3(&a, "--ro-bind-try", "/etc/OpenCL", "/etc/OpenCL");
	add3(&a, "--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache");
	add3(&a, "--ro-bind-try", "/etc/alternatives", "/etc/alternatives");
	add_env_paths(&a, "OCL_ICD_VENDORS");
	add_env_paths(&a, "OCL_ICD_FILENAMES");
	add_env_paths(&a, "LD_LIBRARY_PATH");
	snprintf(size, sizeof(size), "%llu", sb->tmp_size ? sb->tmp_size : 1ull << 30);
	add2(&a, "--proc", "/proc");
	add2(&a, "--dev", "/dev");
	add2(&a, "--size", size);
	add2(&a, "--tmpfs", "/dev/shm");
	add_devices(&a);
	for (int i = 0; i < sb->ndevices; i++)
		add3(&a, "--dev-bind", sb->devices[i], sb->devices[i]);
	add3(&a, "--ro-bind", "/sys", "/sys");
	for (int i = 0; i < sb->nro; i++)
		add3(&a, "--ro-bind", sb->ro_paths[i], sb->ro_paths[i]);
	add2(&a, "--size", size);
	add2(&a, "--tmpfs", "/tmp");
	if (cache_fd >= 0)
		add3(&a, "--bind-fd", fd_text(&a, cache_fd), "/cache");
	else
		add2(&a, "--dir", "/cache");
	add3(&a, "--ro-bind-fd", fd_text(&a, sb->exe_fd), "/run/virtcl/virtcld");
	add2(&a, "--chdir", "/tmp");
	add_environment(&a);
	add3(&a, "--setenv", "HOME", "/cache");
	add3(&a, "--setenv", "XDG_CACHE_HOME", "/cache");
	add3(&a, "--setenv", "POCL_CACHE_DIR", "/cache/pocl");
	add3(&a, "--setenv", "CUDA_CACHE_PATH", "/cache/nv");
	add3(&a, "--setenv", "TMPDIR", "/tmp");
	add(&a, "--");
	add(&a, "/run/virtcl/virtcld");
	for (int i = 1; argv[i]; i++)
		add(&a, argv[i]);
	a.v[a.n] = NULL;
	/* bubblewrap itself gets only the kept environment too (its /proc/PID/environ) */
	execvpe(sb->bwrap, a.v, kept_env());
	{
		int e = errno;
		vcl_log("cannot start %s for a session: %s (install bubblewrap, or run with "
			"--no-sandbox on a trusted host)", sb->bwrap, strerror(e));
		return -e;
	}
}

int vcl_sandbox_cache_dir(const struct vcl_sandbox *sb, const char *base, const char *identity)
{
	char path[4096];
	int fd;

	for (const char *p = identity; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		      *p == '.' || *p == '_' || *p == '-'))
			return -EINVAL;
	if (!*identity || identity[0] == '.' ||
	    (size_t)snprintf(path, sizeof(path), "%s/%s", base, identity) >= sizeof(path))
		return -EINVAL;
	if (mkdir(base, 0711) && errno != EEXIST)
		return -errno;
	if (mkdir(path, 0700) == 0) {
		if (sb->switch_user && chown(path, sb->uid, sb->gid))
			return -errno;
	} else if (errno != EEXIST) {
		return -errno;
	}
	fd = open(path, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	return fd < 0 ? -errno : fd;
}

/* ---- the system-call filter -------------------------------------------------------------------- */

int vcl_sandbox_seccomp(void)
{
	/* No driver needs these: tracing other processes, the kernel's administration, modules,
	 * new namespaces (the sandbox has its own), eBPF, perf, keyrings, io_uring (it bypasses
	 * this filter), userfaultfd (a tool of kernel exploits). */
	static const int eperm[] = {
		SCMP_SYS(ptrace), SCMP_SYS(process_vm_readv), SCMP_SYS(process_vm_writev),
		SCMP_SYS(kcmp), SCMP_SYS(pidfd_getfd),
		SCMP_SYS(mount), SCMP_SYS(umount2), SCMP_SYS(pivot_root), SCMP_SYS(chroot),
		SCMP_SYS(move_mount), SCMP_SYS(open_tree), SCMP_SYS(fsopen), SCMP_SYS(fsconfig),
		SCMP_SYS(fsmount), SCMP_SYS(fspick), SCMP_SYS(mount_setattr),
		SCMP_SYS(swapon), SCMP_SYS(swapoff), SCMP_SYS(reboot), SCMP_SYS(kexec_load),
		SCMP_SYS(kexec_file_load), SCMP_SYS(init_module), SCMP_SYS(finit_module),
		SCMP_SYS(delete_module), SCMP_SYS(bpf), SCMP_SYS(perf_event_open), SCMP_SYS(keyctl),
		SCMP_SYS(add_key), SCMP_SYS(request_key), SCMP_SYS(unshare), SCMP_SYS(setns),
		SCMP_SYS(userfaultfd), SCMP_SYS(acct), SCMP_SYS(quotactl), SCMP_SYS(settimeofday),
		SCMP_SYS(clock_settime), SCMP_SYS(clock_adjtime), SCMP_SYS(adjtimex),
		SCMP_SYS(open_by_handle_at), SCMP_SYS(name_to_handle_at), SCMP_SYS(lookup_dcookie),
		SCMP_SYS(io_uring_setup), SCMP_SYS(io_uring_enter), SCMP_SYS(io_uring_register),
		SCMP_SYS(fanotify_init), SCMP_SYS(syslog), SCMP_SYS(vhangup), SCMP_SYS(iopl),
		SCMP_SYS(ioperm), SCMP_SYS(uselib), SCMP_SYS(sethostname), SCMP_SYS(setdomainname),
		SCMP_SYS(personality),
	};
	static const unsigned long ns_flags[] = { CLONE_NEWUSER, CLONE_NEWNS, CLONE_NEWPID,
						  CLONE_NEWNET, CLONE_NEWIPC, CLONE_NEWUTS,
						  CLONE_NEWCGROUP, CLONE_NEWTIME };
	scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
	int r = 0;

	if (!ctx)
		return -ENOMEM;
	/* a binary tree of system-call numbers, not a list: every call of the session pays for it
	 * (libseccomp 2.5; older ones ignore the attribute) */
	seccomp_attr_set(ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2);
	/* a system call of another ABI (x32, i386) ends the whole process, not one thread */
	seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
	for (size_t i = 0; i < sizeof(eperm) / sizeof(eperm[0]) && !r; i++)
		if (eperm[i] >= 0) /* a call this architecture does not have */
			r = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), eperm[i], 0);
	/* clone3 passes its flags in memory the filter cannot read: ENOSYS makes the C library
	 * use clone, whose namespace flags are refused */
	if (!r)
		r = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
	for (size_t i = 0; i < sizeof(ns_flags) / sizeof(ns_flags[0]) && !r; i++)
		r = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
				     SCMP_A0(SCMP_CMP_MASKED_EQ, ns_flags[i], ns_flags[i]));
	/* sockets: unix only (the network namespace has no interface but loopback anyway) */
	if (!r)
		r = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), SCMP_SYS(socket), 1,
				     SCMP_A0(SCMP_CMP_NE, AF_UNIX));
	/* no connection made, no port bound or listened on: the TCP sockets a session is handed
	 * (a tcp: guest's channels, a peer daemon's connection for a transfer) belong to the
	 * daemon's network namespace, not the sandbox's, and connect(AF_UNSPEC) would let one go
	 * and a second connect() point it anywhere the daemon reaches (or TCP Fast Open's
	 * sendto/sendmsg, or bind and listen: a port on the host's network). A session connects
	 * nothing itself: its sockets come connected (the filter cannot read the address, so
	 * every connect is refused - ECONNREFUSED, "nobody listens", what a driver that looks
	 * for a helper daemon's socket already met in the sandbox, where none is bound) */
	static const int nonet[] = { SCMP_SYS(bind), SCMP_SYS(listen), SCMP_SYS(accept),
				     SCMP_SYS(accept4) };
	if (!r)
		r = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ECONNREFUSED), SCMP_SYS(connect), 0);
	for (size_t i = 0; i < sizeof(nonet) / sizeof(nonet[0]) && !r; i++)
		if (nonet[i] >= 0)
			r = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nonet[i], 0);
	if (!r)
		r = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(sendto), 1,
				     SCMP_A3(SCMP_CMP_MASKED_EQ, MSG_FASTOPEN, MSG_FASTOPEN));
	if (!r)
		r = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(sendmsg), 1,
				     SCMP_A2(SCMP_CMP_MASKED_EQ, MSG_FASTOPEN, MSG_FASTOPEN));
	if (!r)
		r = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(sendmmsg), 1,
				     SCMP_A3(SCMP_CMP_MASKED_EQ, MSG_FASTOPEN, MSG_FASTOPEN));
	/* no typing into a terminal (the kernel reads the command's low 32 bits only) */
	if (!r)
		r = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(ioctl), 1,
				     SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffu, TIOCSTI));
	if (!r)
		r = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(ioctl), 1,
				     SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffu, TIOCLINUX));
	if (!r)
		r = seccomp_load(ctx);
	seccomp_release(ctx);
	return r;
}

/* ---- the files of builds ---------------------------------------------------------------------- */

static char private_base[256]; /* the daemon's own directory, mode 0700 */

const char *vcl_private_base(void)
{
	return private_base;
}

/* At start-up: a private directory, and an empty working directory inside it, so that nothing a
 * host compiler resolves relative to the working directory is a host file. A confined session's
 * /tmp is a fresh tmpfs of its own, so there the directory is always $TMPDIR/virtcl: the paths a
 * build's options and preprocessed text name are the same in every session, and the guest's
 * kernel cache keys stay the same (docs/design.md, "Program sources and #include"). Unconfined
 * sessions share the host's /tmp: a fresh random name. */
int vcl_daemon_private_dir(void)
{
	const char *t = getenv("TMPDIR");
	char cwd[300];

	if (vcl_session_confined) {
		snprintf(private_base, sizeof(private_base), "%s/virtcl", t && *t ? t : "/tmp");
		if (mkdir(private_base, 0700))
			return -errno;
	} else {
		snprintf(private_base, sizeof(private_base), "%s/virtcld.XXXXXX", t && *t ? t : "/tmp");
		if (!mkdtemp(private_base))
			return -errno;
	}
	snprintf(cwd, sizeof(cwd), "%s/cwd", private_base);
	if (mkdir(cwd, 0700) || chdir(cwd))
		return -errno;
	return 0;
}

static int rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw);

void vcl_daemon_remove_private_dir(void)
{
	if (private_base[0])
		nftw(private_base, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

int vcl_session_build_dir(struct vcl_session *s, uint64_t key, char *dir, size_t len)
{
	char sdir[300];

	snprintf(sdir, sizeof(sdir), "%s/inc", private_base);
	if (mkdir(sdir, 0700) && errno != EEXIST)
		return -errno;
	atomic_store(&s->nbuilds, 1);
	snprintf(dir, len, "%s/%016llx", sdir, (unsigned long long)key);
	return mkdir(dir, 0700) && errno != EEXIST ? -errno : 0;
}

int vcl_session_write_file(const char *dir, const char *name, const void *data, size_t len)
{
	char path[4096];
	size_t n = strlen(name);
	int fd;

	/* a relative name of plain characters, no "..", no empty component */
	if (!n || n > 1024 || name[0] == '/' || strstr(name, "..") || strstr(name, "//") ||
	    name[n - 1] == '/')
		return -EINVAL;
	for (const char *p = name; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr("._-+/", *p))
			return -EINVAL;
	if ((size_t)snprintf(path, sizeof(path), "%s/%s", dir, name) >= sizeof(path))
		return -ENAMETOOLONG;
	for (char *p = path + strlen(dir) + 1; (p = strchr(p, '/')); p++) {
		*p = 0;
		if (mkdir(path, 0700) && errno != EEXIST) {
			*p = '/';
			return -errno;
		}
		*p = '/';
	}
	/* the directory is that of one set of files (vcl_session_build_dir), which a build running
	 * beside this one may be reading: written under a name no guest file has ('~'), then renamed */
	{
		static atomic_uint seq;
		char tmp[4200];
		int e = 0;
		snprintf(tmp, sizeof(tmp), "%s.%u~", path, atomic_fetch_add(&seq, 1));
		fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
		if (fd < 0)
			return -errno;
		for (const char *p = data; len && !e;) {
			ssize_t w = write(fd, p, len);
			if (w <= 0)
				e = -EIO;
			else
				p += w, len -= (size_t)w;
		}
		close(fd);
		if (!e && rename(tmp, path))
			e = -errno;
		if (e)
			unlink(tmp);
		return e;
	}
}

bool vcl_session_confined;

/* One component below dirfd, never through a mount point or a symbolic link. */
static int open_beneath(int dirfd, const char *comp, uint64_t flags)
{
	struct open_how how = { .flags = flags | O_CLOEXEC | O_NOFOLLOW,
				.resolve = RESOLVE_BENEATH | RESOLVE_NO_XDEV | RESOLVE_NO_SYMLINKS |
					   RESOLVE_NO_MAGICLINKS };

	return (int)syscall(SYS_openat2, dirfd, comp, &how, sizeof(how));
}

int vcl_session_place_file(const char *name, const void *data, size_t len)
{
	static atomic_uint seq;
	const char *base = private_base, *p;
	size_t n = strlen(name), bl = strlen(base);
	char comp[256], tmp[64];
	int dfd, fd, e = 0;

	if (!vcl_session_confined)
		return -EPERM; /* unconfined, the path is the host's own */
	if (name[0] != '/' || n < 2 || n > 1024 || name[n - 1] == '/' || strstr(name, "//"))
		return -EINVAL;
	for (p = name; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			return -EINVAL;
	/* what the C library, the loader and the drivers read, and the session's own files */
	if (!strncmp(name, "/etc/", 5) || !strncmp(name, "/run/", 5) ||
	    (bl && !strncmp(name, base, bl) && (name[bl] == '/' || !name[bl])))
		return -EPERM;
	if (!strncmp(name, "/tmp/", 5)) {
		dfd = open("/tmp", O_PATH | O_DIRECTORY | O_CLOEXEC);
		p = name + 5;
	} else {
		dfd = open("/", O_PATH | O_DIRECTORY | O_CLOEXEC);
		p = name + 1;
	}
	if (dfd < 0)
		return -errno;
	for (;;) {
		const char *slash = strchr(p, '/');
		size_t cl = slash ? (size_t)(slash - p) : strlen(p);
		if (!cl || cl >= sizeof(comp) || (cl == 1 && p[0] == '.') ||
		    (cl == 2 && p[0] == '.' && p[1] == '.')) {
			e = -EINVAL;
			break;
		}
		memcpy(comp, p, cl);
		comp[cl] = 0;
		if (!slash)
			break;
		fd = open_beneath(dfd, comp, O_PATH | O_DIRECTORY);
		if (fd < 0 && errno == ENOENT) {
			if (mkdirat(dfd, comp, 0700) && errno != EEXIST) {
				e = -errno;
				break;
			}
			fd = open_beneath(dfd, comp, O_PATH | O_DIRECTORY);
		}
		if (fd < 0) {
			e = errno == EXDEV || errno == ELOOP ? -EPERM : -errno;
			break;
		}
		close(dfd);
		dfd = fd;
		p = slash + 1;
	}
	if (e) {
		close(dfd);
		return e;
	}
	/* written aside, then put in place: a later build may bring a newer version */
	snprintf(tmp, sizeof(tmp), ".vcl-incoming-%u", atomic_fetch_add(&seq, 1));
	fd = openat(dfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0) {
		e = errno == EXDEV || errno == EROFS ? -EPERM : -errno;
		close(dfd);
		return e;
	}
	for (const char *d = data; len && !e;) {
		ssize_t w = write(fd, d, len);
		if (w <= 0)
			e = -EIO;
		else
			d += w, len -= (size_t)w;
	}
	close(fd);
	if (!e && renameat(dfd, tmp, dfd, comp))
		e = -errno;
	if (e)
		unlinkat(dfd, tmp, 0);
	close(dfd);
	return e;
}

static int rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st, (void)flag, (void)ftw;
	remove(path);
	return 0;
}

void vcl_session_remove_files(struct vcl_session *s)
{
	char sdir[300];

	if (!private_base[0] || !atomic_load(&s->nbuilds))
		return;
	snprintf(sdir, sizeof(sdir), "%s/inc", private_base);
	nftw(sdir, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}
