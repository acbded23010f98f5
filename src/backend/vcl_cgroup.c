/* SPDX-License-Identifier: MIT */
/*
 * Per-session control groups (docs/security.md): each session process and everything it starts
 * lives in a cgroup of its own below one `virtcl-PID` cgroup of the daemon's, with a memory limit (the
 * host memory a CPU kernel or a driver allocates, not only OpenCL objects), a limit on processes
 * and threads, and an equal CPU weight — so a guest with many busy threads gets the same share of
 * the CPUs as a guest with one, and a fork bomb or a runaway allocation stays inside its session.
 *
 * cgroup v2 (one hierarchy) and v1 (memory, pids and cpu hierarchies) alike. Best effort: where the
 * daemon cannot make them (not root; a v2 cgroup that is not delegated to it), it says why once at
 * start and sessions run without these limits.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_cgroup.h"

static const char *const v1_ctrl[VCL_CG_NDIR] = { "memory", "pids", "cpu" };

static int write_file(const char *dir, const char *file, const char *text)
{
	char path[PATH_MAX];
	int fd, r = 0;

	if ((size_t)snprintf(path, sizeof(path), "%s/%s", dir, file) >= sizeof(path))
		return -ENAMETOOLONG;
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	if (write(fd, text, strlen(text)) < 0)
		r = -errno;
	close(fd);
	return r;
}

/* The daemon's own cgroup in a hierarchy: the path after "ID:CONTROLLERS:" of /proc/self/cgroup,
 * for controller ctrl (v1) or the unified line "0::" (ctrl NULL). */
static int own_path(const char *ctrl, char *out, size_t len)
{
	FILE *f = fopen("/proc/self/cgroup", "r");
	char line[PATH_MAX + 64];
	int r = -ENOENT;

	while (f && fgets(line, sizeof(line), f)) {
		char *a = strchr(line, ':'), *b = a ? strchr(a + 1, ':') : NULL;
		bool match;
		if (!b)
			continue;
		*b = 0;
		line[strcspn(line, "\n")] = 0;
		b[1 + strcspn(b + 1, "\n")] = 0;
		if (ctrl) {
			match = false;
			for (char *t = strtok(a + 1, ","); t; t = strtok(NULL, ","))
				match = match || !strcmp(t, ctrl);
		} else {
			match = !strcmp(line, "0") && a[1] == 0;
		}
		if (match) {
			snprintf(out, len, "%s", b + 1);
			r = 0;
			break;
		}
	}
	if (f)
		fclose(f);
	return r;
}

/* The cgroups of daemons that are gone (killed before they could remove them): empty, removed. */
static void remove_stale(const char *virtcl_dir)
{
	char parent[PATH_MAX], sub[PATH_MAX + 300];
	char *slash;
	DIR *d, *sd;
	struct dirent *e, *se;

	snprintf(parent, sizeof(parent), "%s", virtcl_dir);
	slash = strrchr(parent, '/');
	if (!slash)
		return;
	*slash = 0;
	d = opendir(parent);
	while (d && (e = readdir(d))) {
		char *end;
		long pid;
		if (strncmp(e->d_name, "virtcl-", 7) && strncmp(e->d_name, "virtcld-", 8))
			continue;
		pid = strtol(strchr(e->d_name, '-') + 1, &end, 10);
		if (*end || pid <= 0 || pid == getpid() || kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", parent, e->d_name);
		sd = opendir(sub);
		while (sd && (se = readdir(sd))) {
			char leaf[PATH_MAX + 600];
			if (strncmp(se->d_name, "session-", 8))
				continue;
			snprintf(leaf, sizeof(leaf), "%s/%s", sub, se->d_name);
			rmdir(leaf);
		}
		if (sd)
			closedir(sd);
		rmdir(sub);
	}
	if (d)
		closedir(d);
}

static int daemon_limits(const struct vcl_cgroups *cg);

int vcl_cgroup_init(struct vcl_cgroups *cg, uint64_t session_mem, uint64_t total_mem,
		    unsigned session_pids, const char **why)
{
	char own[1024];
	struct stat st;

	memset(cg, 0, sizeof(*cg));
	cg->session_mem = session_mem;
	cg->session_pids = session_pids;
	*why = NULL;
	if (geteuid() != 0) {
		*why = "the daemon is not root";
		return -EPERM;
	}
	if (stat("/sys/fs/cgroup/cgroup.controllers", &st) == 0) {
		/* v2: the daemon moves into a leaf of its own cgroup, whose children then get the
		 * controllers (no process may stay in a cgroup whose children have them) */
		char daemon_leaf[PATH_MAX + 16], pid[24];
		if (own_path(NULL, own, sizeof(own))) {
			*why = "no cgroup v2 path in /proc/self/cgroup";
			return -ENOENT;
		}
		snprintf(cg->dir[0], sizeof(cg->dir[0]), "/sys/fs/cgroup%s/virtcl-%d",
			 strcmp(own, "/") ? own : "", (int)getpid());
		snprintf(daemon_leaf, sizeof(daemon_leaf), "/sys/fs/cgroup%s/virtcld-%d",
			 strcmp(own, "/") ? own : "", (int)getpid());
		snprintf(pid, sizeof(pid), "%d", (int)getpid());
		if ((mkdir(daemon_leaf, 0755) && errno != EEXIST) ||
		    write_file(daemon_leaf, "cgroup.procs", pid) ||
		    (mkdir(cg->dir[0], 0755) && errno != EEXIST)) {
			*why = "the daemon's cgroup is not delegated to it (run it from virtcld.service "
			       "with Delegate=yes)";
			return -EPERM;
		}
		{
			char parent[PATH_MAX];
			snprintf(parent, sizeof(parent), "/sys/fs/cgroup%s", strcmp(own, "/") ? own : "");
			if (write_file(parent, "cgroup.subtree_control", "+memory +pids +cpu") ||
			    write_file(cg->dir[0], "cgroup.subtree_control", "+memory +pids +cpu")) {
				*why = "cannot enable the memory, pids and cpu controllers below the "
				       "daemon's cgroup (other processes share it, or it is not delegated)";
				return -EPERM;
			}
		}
		cg->version = 2;
		cg->ndir = 1;
	} else {
		for (int i = 0; i < VCL_CG_NDIR; i++) {
			if (own_path(v1_ctrl[i], own, sizeof(own))) {
				*why = "a cgroup v1 controller (memory, pids, cpu) is not mounted";
				return -ENOENT;
			}
			snprintf(cg->dir[i], sizeof(cg->dir[i]), "/sys/fs/cgroup/%s%s/virtcl-%d",
				 v1_ctrl[i], strcmp(own, "/") ? own : "", (int)getpid());
			if (mkdir(cg->dir[i], 0755) && errno != EEXIST) {
				*why = "cannot make a cgroup below the daemon's (v1)";
				return -errno;
			}
		}
		cg->version = 1;
		cg->ndir = VCL_CG_NDIR;
	}
	cg->total_mem = total_mem;
	if (daemon_limits(cg)) {
		*why = "cannot set the sessions' memory limit";
		return -EPERM;
	}
	for (int i = 0; i < cg->ndir; i++)
		remove_stale(cg->dir[i]);
	cg->enabled = true;
	return 0;
}

/* The limits of all sessions together, on the daemon's cgroup(s). */
static int daemon_limits(const struct vcl_cgroups *cg)
{
	char v[24];

	if (cg->total_mem) {
		snprintf(v, sizeof(v), "%llu", (unsigned long long)cg->total_mem);
		if (write_file(cg->dir[0], cg->version == 2 ? "memory.max" : "memory.limit_in_bytes", v))
			return -EPERM;
	}
	/* all sessions' tasks together: a share of the host's, whatever the number of sessions */
	if (cg->session_pids) {
		snprintf(v, sizeof(v), "%u", cg->session_pids * 16 < 32768 ? cg->session_pids * 16 : 32768);
		write_file(cg->dir[cg->version == 2 ? 0 : 1], "pids.max", v);
	}
	return 0;
}

/*
 * The daemon's own cgroup is gone: another daemon took it for a dead one's and removed it while it
 * was empty (a daemon in another PID namespace, whose PIDs this one cannot see - e2e.package's
 * container, a test's unshare). Make it again, with its controllers and limits.
 */
static int daemon_dir_again(const struct vcl_cgroups *cg, int i)
{
	if (mkdir(cg->dir[i], 0755) && errno != EEXIST)
		return -errno;
	if (cg->version == 2 &&
	    write_file(cg->dir[0], "cgroup.subtree_control", "+memory +pids +cpu"))
		return -EPERM;
	(void)i;
	return daemon_limits(cg);
}

static void session_dir(const struct vcl_cgroups *cg, int i, unsigned id, char *out, size_t len)
{
	snprintf(out, len, "%s/session-%u", cg->dir[i], id);
}

int vcl_cgroup_create(const struct vcl_cgroups *cg, unsigned id)
{
	char d[PATH_MAX + 32], v[24];
	int r = 0;

	if (!cg->enabled)
		return 0;
	for (int i = 0; i < cg->ndir && !r; i++) {
		session_dir(cg, i, id, d, sizeof(d));
		if (!mkdir(d, 0755) || errno == EEXIST)
			continue;
		if (errno == ENOENT && !daemon_dir_again(cg, i)) {
			vcl_log("the sessions' cgroup %s was gone (removed by another daemon): made "
				"again", cg->dir[i]);
			if (!mkdir(d, 0755) || errno == EEXIST)
				continue;
		}
		r = -errno;
	}
	session_dir(cg, 0, id, d, sizeof(d));
	if (!r && cg->session_mem) {
		snprintf(v, sizeof(v), "%llu", (unsigned long long)cg->session_mem);
		r = write_file(d, cg->version == 2 ? "memory.max" : "memory.limit_in_bytes", v);
		/* no swapping around the limit */
		if (!r && cg->version == 2)
			write_file(d, "memory.swap.max", "0");
	}
	if (!r && cg->session_pids) {
		if (cg->version == 1)
			session_dir(cg, 1, id, d, sizeof(d));
		snprintf(v, sizeof(v), "%u", cg->session_pids);
		r = write_file(d, "pids.max", v);
	}
	if (r)
		vcl_cgroup_remove(cg, id);
	return r;
}

int vcl_cgroup_enter(const struct vcl_cgroups *cg, unsigned id)
{
	char d[PATH_MAX + 32];

	for (int i = 0; cg->enabled && i < cg->ndir; i++) {
		int r;
		session_dir(cg, i, id, d, sizeof(d));
		r = write_file(d, "cgroup.procs", "0");
		if (r)
			return r;
	}
	return 0;
}

int vcl_cgroup_remove(const struct vcl_cgroups *cg, unsigned id)
{
	char d[PATH_MAX + 32];
	int r = 0;

	for (int i = 0; cg->enabled && i < cg->ndir; i++) {
		session_dir(cg, i, id, d, sizeof(d));
		if (rmdir(d) && errno != ENOENT)
			r = -errno;
	}
	return r;
}

bool vcl_cgroup_oom(const struct vcl_cgroups *cg, unsigned id)
{
	char d[PATH_MAX + 48], buf[512];
	FILE *f;
	bool oom = false;

	if (!cg->enabled)
		return false;
	session_dir(cg, 0, id, d, sizeof(d));
	strcat(d, cg->version == 2 ? "/memory.events" : "/memory.failcnt");
	f = fopen(d, "r");
	while (f && fgets(buf, sizeof(buf), f)) {
		unsigned long long n = 0;
		if (cg->version == 2 ? sscanf(buf, "oom_kill %llu", &n) == 1 : sscanf(buf, "%llu", &n) == 1)
			oom = oom || n > 0;
	}
	if (f)
		fclose(f);
	return oom;
}

void vcl_cgroup_fini(const struct vcl_cgroups *cg)
{
	for (int i = 0; cg->enabled && i < cg->ndir; i++)
		rmdir(cg->dir[i]);
}
