/* SPDX-License-Identifier: MIT */
/* Per-session control groups: memory, processes, CPU share (vcl_cgroup.c, docs/security.md). */
#ifndef VCL_CGROUP_H
#define VCL_CGROUP_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>

#define VCL_CG_NDIR 3 /* v1: memory, pids, cpu; v2 uses the first */

struct vcl_cgroups {
	bool enabled;
	int version;                     /* 1 or 2 */
	int ndir;
	char dir[VCL_CG_NDIR][PATH_MAX]; /* the `virtcl-PID` cgroup(s) the sessions' cgroups go below */
	uint64_t session_mem;            /* bytes; 0: no limit */
	unsigned session_pids;           /* tasks (processes and threads); 0: no limit */
	uint64_t total_mem;              /* bytes for all sessions together; 0: no limit */
};

/*
 * Find the daemon's cgroup(s) and make `virtcl` below it, with total_mem bytes for all sessions
 * (0: none). 0, or -errno with *why saying what is missing; sessions then run without cgroups.
 */
int vcl_cgroup_init(struct vcl_cgroups *cg, uint64_t session_mem, uint64_t total_mem,
		    unsigned session_pids, const char **why);
/* Make session id's cgroup(s) with their limits. 0 or -errno. */
int vcl_cgroup_create(const struct vcl_cgroups *cg, unsigned id);
/* In the session's forked child: move the calling process into them. 0 or -errno. */
int vcl_cgroup_enter(const struct vcl_cgroups *cg, unsigned id);
/* After the session's processes are gone: 0, or -errno (-EBUSY while a process is still leaving;
 * try again). */
int vcl_cgroup_remove(const struct vcl_cgroups *cg, unsigned id);
/* At the daemon's end, once every session is gone. */
void vcl_cgroup_fini(const struct vcl_cgroups *cg);
/* Whether the session's memory limit was hit (the kernel's OOM killer ended it). */
bool vcl_cgroup_oom(const struct vcl_cgroups *cg, unsigned id);

#endif
