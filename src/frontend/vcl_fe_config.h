/* SPDX-License-Identifier: MIT */
/*
 * The front-end's configuration: every VIRTCL_* environment variable the ICD library reads,
 * parsed and checked in one place (vcl_fe_config.c) once, at the library's first use. Nothing
 * else in the front-end calls getenv(). A malformed value is reported on standard error, naming
 * the variable, its value and what is used instead, whether VIRTCL_DEBUG is set or not.
 *
 * Read once: a variable changed after the first OpenCL (or EGL) call has no effect. A child of
 * fork() keeps its parent's configuration; one whose parent never used the library reads its own
 * environment at its own first call.
 */
#ifndef VCL_FE_CONFIG_H
#define VCL_FE_CONFIG_H

#include <stdbool.h>
#include <stdint.h>

#include "vcl_fe.h"
#include "vcl_tls.h"

/* VIRTCL_COPY_THREADS: at most this many threads copy one transfer (vcl_fe_copy.c) */
#define VCL_COPY_MAX_THREADS 8

struct vcl_fe_config {
	bool debug;              /* VIRTCL_DEBUG set (any value): vcl_fe_log writes on stderr */
	bool sync;               /* VIRTCL_SYNC set: every call waits for its reply */
	bool no_batch;           /* VIRTCL_NO_BATCH set: calls not waited for go out one by one */
	bool daemon;             /* VIRTCL_DAEMON set: inside virtcld, the platform is absent */
	bool platform_name_host; /* VIRTCL_PLATFORM_NAME=host (else "virtcl", the default) */
	bool insecure;           /* VIRTCL_INSECURE=1: tcp: in plaintext, no TLS */
	bool stats;              /* VIRTCL_STATS set, not empty, not "0": count calls */
	const char *stats_file;  /* VIRTCL_STATS=FILE (NULL: standard error, VIRTCL_STATS=1) */
	bool server_set;         /* VIRTCL_SERVER set and not empty (else the default address) */
	unsigned num_servers;    /* the addresses VIRTCL_SERVER lists, in servers[] */
	const char *servers[VCL_MAX_SERVERS];
	int connect_timeout_ms;  /* VIRTCL_CONNECT_TIMEOUT; 0: no limit */
	int peer_timeout_ms;     /* VIRTCL_PEER_TIMEOUT; 0: the kernel's defaults, no heartbeat */
	uint64_t shm_size;       /* VIRTCL_SHM_SIZE, bytes; 0: no shared-memory area */
	uint64_t shm_ring;       /* VIRTCL_SHM_RING, bytes; 0: no rings (before fitting the area) */
	uint64_t spin_ns;        /* VIRTCL_SPIN_US, in nanoseconds (at most 1 s) */
	unsigned copy_threads;   /* VIRTCL_COPY_THREADS: 1..VCL_COPY_MAX_THREADS */
	unsigned lanes;          /* VIRTCL_LANES: 0..VCL_MAX_LANES lanes per socket session
				  * (vcl_wire.h VCL_ROLE_LANE; default 4 with 8+ CPUs, else 2); 0: none */
	int peer;                /* VIRTCL_PEER: enum vcl_fe_peer (default VCL_FE_PEER_ON) */
	uint64_t peer_min;       /* VIRTCL_PEER_MIN: smaller moves go through the client (bytes) */
	/* VIRTCL_TLS_CA, VIRTCL_TLS_CERT, VIRTCL_TLS_KEY, VIRTCL_TLS_PSK_FILE (NULL where unset or
	 * empty), VIRTCL_TLS_GNUTLS_RECORDS (set: GnuTLS's record layer after the handshake) */
	struct vcl_tls_client_opts tls;
};

/* VIRTCL_PEER: whether a several-server context's buffers move directly between two tcp:
 * servers where both daemons take part (docs/design.md "Directly between servers"): 1 (the
 * default) yes, 0 always through the client; forge and reuse are the tests' (e2e.servers_mctx): a
 * ticket with one bit changed, or each ticket presented a second time after its pull. */
enum vcl_fe_peer { VCL_FE_PEER_OFF, VCL_FE_PEER_ON, VCL_FE_PEER_FORGE, VCL_FE_PEER_REUSE,
		    VCL_FE_PEER_LOGLINE };
/* VIRTCL_PEER_MIN's default: a direct move costs a connection and a TLS handshake between the
 * daemons and two round trips from the client (~2 ms on loopback here), so only moves of at least
 * this many bytes go directly. bench/peer_move.sh with the client on the daemons' host (the case
 * least in favour of direct moves): 1 MiB 3.6 ms directly against 1.8 ms through the client, 4 MiB
 * 7.7 against 5.8, 16 MiB 21.4 against 26.6, 64 MiB 64.6 against 105.0. A client behind a slower
 * link than the daemons' moves the break-even down: set VIRTCL_PEER_MIN lower there. */
#define VCL_FE_PEER_MIN_DEFAULT ((uint64_t)8 << 20)

/* The configuration, read from the environment at the first call (thread-safe; never NULL). */
const struct vcl_fe_config *vcl_fe_cfg(void);

#endif
