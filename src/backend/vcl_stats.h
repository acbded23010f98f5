/* SPDX-License-Identifier: MIT */
/*
 * What each session uses, for the status tool (virtcl-smi) and the daemon's control socket.
 *
 * Every session process has one counters page (struct vcl_stats): a sealed memfd the daemon makes,
 * maps read-only and hands to the session (descriptor SFD_STATS), which maps it writable and counts
 * into it with relaxed atomic adds - no lock and no system call on the path of a call. The daemon
 * copies the page when asked; a session (which runs guest code) can only lie about its own numbers,
 * and the daemon uses none of them as a length, offset or index.
 *
 * The control socket (virtcld --control PATH; 0600, root and the daemon's user only, checked with
 * SO_PEERCRED) answers every connection with one snapshot and closes it: a struct vcl_ctl_head, then
 * nsessions struct vcl_ctl_session. Read-only: nothing is read from the client. Both structures
 * travel in the host's own byte order (the tool runs on the same host); version changes with them.
 */
#ifndef VCL_STATS_H
#define VCL_STATS_H

#include <stdint.h>

#define VCL_STATS_MAGIC 0x7663737461747332ull /* "vcstats2" */
#define VCL_STATS_NTYPES 11                   /* object types: VN_T_COUNT (vn_protocol.h) */
#define VCL_STATS_MAX_DEV 8                   /* devices counted one by one; more: in the last */

/* Fallbacks to a slower path, counted per session (and logged once per session by it). */
enum vcl_fallback {
	VCL_FB_BULK_INLINE,  /* a transfer of 64 KiB or more went inline although a region exists
			      * (it did not fit the shared area) */
	VCL_FB_NO_RINGS,     /* shm: a region without request/reply rings (VIRTCL_SHM_RING=0, or
			      * they did not fit): calls go through the socket */
	VCL_FB_NO_REGION,    /* a VM socket's region was held by another session: data goes inline */
	VCL_FB_COUNT
};

/* Names of the fallbacks, for logs and the status tool (same order). */
#define VCL_FB_NAMES { "bulk_inline", "no_rings", "no_region" }

/* Names of the object types (VN_T_*), for the status tool. */
#define VCL_STATS_TYPE_NAMES { "none", "platform", "device", "context", "queue", "mem", \
			       "sampler", "program", "kernel", "event", "cmdbuf" }

/* Transports, as the daemon tells them. */
enum { VCL_TR_UNIX, VCL_TR_SHM, VCL_TR_VM, VCL_TR_TCP, VCL_TR_COUNT };
#define VCL_TR_NAMES { "unix", "shm", "vm", "tcp" }

/* Counters of one session: plain integers written with __atomic builtins by the session, copied
 * by the daemon (a torn read of one 64-bit counter cannot happen on the hosts we run on). */
struct vcl_stats {
	uint64_t magic;
	uint64_t objects[VCL_STATS_NTYPES]; /* live objects the guest holds, by type */
	uint64_t mem_bytes;       /* device memory (buffers, images) the guest holds */
	uint64_t calls;           /* calls executed */
	uint64_t executing;       /* calls executing now */
	uint64_t waiting;         /* blocking calls waiting for a thread of the session */
	uint64_t kernels;         /* kernel launches the host accepted (device busy: launch counts;
				   * no profiling events are asked for) */
	uint64_t kernels_dev[VCL_STATS_MAX_DEV]; /* ... by device index */
	uint64_t bytes_in;        /* bytes received on the request channel (socket or rings) */
	uint64_t bytes_out;       /* bytes sent on the request and notify channels */
	uint64_t region_bytes;    /* bulk bytes that went through the shared region instead */
	uint64_t fallbacks[VCL_FB_COUNT];
	uint64_t region_size;     /* the session's shared region, 0: none */
	uint64_t ring;            /* its request/reply rings, 0: none */
	/* filled once by the session (and the daemon's start-up probe): what the host has */
	uint32_t ndev;
	uint32_t pad;
	char platform[128];
	char dev_name[VCL_STATS_MAX_DEV][96];
};

#define VCL_STAT_ADD(st, field, n) __atomic_fetch_add(&(st)->field, (uint64_t)(n), __ATOMIC_RELAXED)
#define VCL_STAT_SUB(st, field, n) __atomic_fetch_sub(&(st)->field, (uint64_t)(n), __ATOMIC_RELAXED)
#define VCL_STAT_SET(st, field, v) __atomic_store_n(&(st)->field, (uint64_t)(v), __ATOMIC_RELAXED)

/* ---- the control socket's answer -------------------------------------------------------------- */
#define VCL_CTL_MAGIC 0x7663636f6e747231ull /* "vccontr1" */
#define VCL_CTL_VERSION 1

struct vcl_ctl_head {
	uint64_t magic;
	uint32_t version;
	uint32_t nsessions;       /* struct vcl_ctl_session records that follow */
	uint64_t now_ms;          /* wall clock, ms since the epoch */
	uint64_t started_ms;      /* when the daemon started */
	uint64_t sessions_total;  /* sessions started since then */
	uint64_t refused;         /* connections refused (not allowed, limits) */
	uint64_t fallbacks[VCL_FB_COUNT]; /* of sessions that have ended, and the daemon's own */
	uint32_t pid;
	uint32_t ndev;
	char platform[128];
	char dev_name[VCL_STATS_MAX_DEV][96];
};

struct vcl_ctl_session {
	uint32_t id;
	uint32_t pid;
	uint32_t uid;             /* the peer's user (QEMU's for a VM) */
	uint32_t transport;       /* VCL_TR_* */
	char socket[108];         /* the socket it came on */
	char guest[96];           /* "uid-N" or the VM's name ("vm-<socket name>-<hash>") */
	uint64_t start_ms;        /* wall clock */
	double kernels_per_s;     /* over the time since the previous snapshot (at least 1 s), or
				   * since the session started */
	struct vcl_stats st;
};

#endif
