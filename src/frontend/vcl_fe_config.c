/* SPDX-License-Identifier: MIT */
/*
 * The front-end's configuration (vcl_fe_config.h): the environment, read, parsed and checked once.
 * Each variable's meaning is documented beside its field in struct vcl_fe_config and in README.md;
 * what each check refuses is said where it is made, below.
 */
#define _GNU_SOURCE
#include "vcl_fe_config.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vcl_ring.h"

static struct vcl_fe_config cfg;
static pthread_once_t cfg_once = PTHREAD_ONCE_INIT;

/* The front-end's only getenv(): every variable is read through here, once, by config_load. */
static const char *env(const char *name)
{
	return getenv(name);
}

/* The variable's value, copied (a later setenv() cannot change it under us); NULL if unset or
 * empty. */
static const char *env_string(const char *name)
{
	const char *v = env(name);

	return v && *v ? strdup(v) : NULL;
}

static bool env_set(const char *name)
{
	return env(name) != NULL;
}

/*
 * A number of seconds (decimals allowed) from 0 to 1 day; unset or empty: dflt. Malformed: a
 * message naming the variable, its value and dflt, which is used instead.
 */
static double env_seconds(const char *name, double dflt)
{
	const char *v = env(name);
	char *end;
	double s;

	if (!v || !*v)
		return dflt;
	s = strtod(v, &end);
	if (*end || !(s >= 0 && s <= 86400)) { /* !(...) also refuses "nan" */
		fprintf(stderr, "virtcl: %s=%s: not a number of seconds; using %g\n", name, v, dflt);
		return dflt;
	}
	return s;
}

/*
 * A number from the environment variable name: decimal (or 0x hex), with an optional K, M or G
 * suffix when suffix is set. Unset or empty: dflt. Malformed: a message naming the variable, its
 * value and what is used instead (dflt).
 */
static uint64_t env_number(const char *name, uint64_t dflt, bool suffix)
{
	const char *v = env(name);
	unsigned long long n;
	char *end;
	int sh = 0;

	if (!v || !*v)
		return dflt;
	errno = 0;
	n = strtoull(v, &end, 0);
	if (suffix && end != v)
		sh = strchr("kK", *end) && *end ? 10 : strchr("mM", *end) && *end ? 20
		   : strchr("gG", *end) && *end ? 30 : 0;
	if (sh)
		end++;
	if (errno || end == v || *end || v[0] == '-' || (sh && n > (~0ull >> sh))) {
		fprintf(stderr, "virtcl: %s=%s: not a number%s; using %llu\n", name, v,
			suffix ? " of bytes (suffixes K, M, G)" : "", (unsigned long long)dflt);
		return dflt;
	}
	return (uint64_t)n << sh;
}

/*
 * VIRTCL_SERVER: one address, or several separated by ',' (docs/design.md "Several servers"). A
 * ',' separates only where what follows starts with a transport (unix:, shm:, vm:, tcp:), so a
 * path with a comma in it stays one address. Up to VCL_MAX_SERVERS; the rest are left out with a
 * message. Unset or empty: unix:/run/virtcl.sock. Each address is checked when it is opened
 * (vcl_fe_conn.c, open_channel).
 */
static void parse_servers(void)
{
	static const char *const kinds[] = { "unix:", "shm:", "vm:", "tcp:" };
	const char *v = env("VIRTCL_SERVER");

	cfg.server_set = v && *v;
	if (!cfg.server_set)
		v = "unix:/run/virtcl.sock";
	while (*v) {
		const char *end = v + strlen(v);
		for (const char *c = strchr(v, ','); c; c = strchr(c + 1, ',')) {
			bool next = false;
			for (size_t k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++)
				next = next || !strncmp(c + 1, kinds[k], strlen(kinds[k]));
			if (next) {
				end = c;
				break;
			}
		}
		if (cfg.num_servers == VCL_MAX_SERVERS) {
			fprintf(stderr, "virtcl: VIRTCL_SERVER lists more than %d servers: %s and the "
					"ones after it are left out\n", VCL_MAX_SERVERS, v);
			break;
		}
		if (end > v && (cfg.servers[cfg.num_servers] = strndup(v, (size_t)(end - v))))
			cfg.num_servers++;
		v = *end ? end + 1 : end;
	}
}

/* VIRTCL_SHM_SIZE: bytes, with an optional K, M or G suffix; default 512 MiB (a 256 MiB transfer
 * still fits beside the rings; the memory is committed only as chunks are first used). A size
 * that is not a power of two in VCL_REGION_MIN..VCL_REGION_MAX: no area (0). */
static uint64_t parse_shm_size(void)
{
	uint64_t n = env_number("VIRTCL_SHM_SIZE", (uint64_t)512 << 20, true);

	if (n < VCL_REGION_MIN || n > VCL_REGION_MAX || (n & (n - 1))) {
		fprintf(stderr, "virtcl: VIRTCL_SHM_SIZE=%s: not a power of two in 64K..1G; "
				"no shared-memory area\n", env("VIRTCL_SHM_SIZE"));
		return 0;
	}
	return n;
}

/* VIRTCL_SHM_RING: bytes of each request/reply ring in the area (default 256 KiB, K/M suffixes;
 * 0: none, the socket carries the calls); a power of two from 4 KiB to VCL_RING_MAX. Whether
 * rings of that size fit the area is decided when it is attached (vcl_fe_conn.c, shm_ring). */
static uint64_t parse_shm_ring(void)
{
	const uint64_t dflt = (uint64_t)256 << 10;
	uint64_t n = env_number("VIRTCL_SHM_RING", dflt, true);

	if (n && (n < 4096 || n > VCL_RING_MAX || (n & (n - 1)))) {
		fprintf(stderr, "virtcl: VIRTCL_SHM_RING=%s: not 0 or a power of two in 4K..1M; "
				"using 256K\n", env("VIRTCL_SHM_RING"));
		n = dflt;
	}
	return n;
}

/* A count of threads or channels from variable name: min..max; unset or empty, its default by the
 * online CPUs (dflt[0] with 16 or more, dflt[1] with 8 to 15, dflt[2] with 4 to 7, dflt[3] below);
 * malformed, min. */
static unsigned parse_per_cpus(const char *name, long min, long max, const unsigned dflt[4])
{
	const char *v = env(name);
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	char *end;
	long n;

	if (v && *v) {
		n = strtol(v, &end, 10);
		if (*end || n < min || n > max) {
			fprintf(stderr, "virtcl: %s=%s is not a number from %ld to %ld: using %ld\n",
				name, v, min, max, min);
			return (unsigned)min;
		}
		return (unsigned)n;
	}
	return cpus >= 16 ? dflt[0] : cpus >= 8 ? dflt[1] : cpus >= 4 ? dflt[2] : dflt[3];
}

/* The one place the front-end reads its environment. Must not call vcl_fe_log (which asks for
 * the configuration): messages go to stderr directly. */
static void config_load(void)
{
	const char *v;
	double s;
	uint64_t us;

	cfg.debug = env_set("VIRTCL_DEBUG");
	cfg.sync = env_set("VIRTCL_SYNC");
	cfg.no_batch = env_set("VIRTCL_NO_BATCH");
	cfg.daemon = env_set("VIRTCL_DAEMON");

	/* VIRTCL_PLATFORM_NAME: "virtcl" (the host platform's name + " (virtcl)") or "host" */
	v = env("VIRTCL_PLATFORM_NAME");
	cfg.platform_name_host = v && !strcmp(v, "host");
	if (v && *v && !cfg.platform_name_host && strcmp(v, "virtcl"))
		fprintf(stderr, "virtcl: VIRTCL_PLATFORM_NAME=%s: expected 'virtcl' (the host "
				"platform's name + \" (virtcl)\", the default) or 'host' (the host's "
				"exact name); using 'virtcl'\n", v);

	/* VIRTCL_INSECURE: 1 plaintext over tcp: (the daemon allows it on loopback addresses only);
	 * 0 or unset: TLS */
	v = env("VIRTCL_INSECURE");
	cfg.insecure = v && !strcmp(v, "1");
	if (v && *v && !cfg.insecure && strcmp(v, "0"))
		fprintf(stderr, "virtcl: VIRTCL_INSECURE=%s: expected 1 (plaintext) or 0; using "
				"TLS\n", v);

	/* VIRTCL_STATS: 1 (standard error) or FILE; empty or 0: off */
	v = env("VIRTCL_STATS");
	cfg.stats = v && *v && strcmp(v, "0");
	cfg.stats_file = cfg.stats && strcmp(v, "1") ? strdup(v) : NULL;

	parse_servers();

	/* VIRTCL_CONNECT_TIMEOUT: default 10 s, 0: no limit; under a millisecond: 1 ms */
	s = env_seconds("VIRTCL_CONNECT_TIMEOUT", 10.0);
	cfg.connect_timeout_ms = s > 0 && s * 1000 < 1 ? 1 : (int)(s * 1000);
	/* VIRTCL_PEER_TIMEOUT: default 30 s, 0: the kernel's defaults */
	cfg.peer_timeout_ms = (int)(env_seconds("VIRTCL_PEER_TIMEOUT", 30.0) * 1000);

	cfg.shm_size = parse_shm_size();
	cfg.shm_ring = parse_shm_ring();
	/* VIRTCL_SPIN_US: default 20 µs where there are cores to spare (4 or more); on fewer, a
	 * poller takes the core the daemon needs to produce the reply, and sleeping is faster */
	us = env_number("VIRTCL_SPIN_US", sysconf(_SC_NPROCESSORS_ONLN) >= 4 ? 20 : 0, false);
	cfg.spin_ns = us > 1000000 ? 1000000000ull : us * 1000;
	/* VIRTCL_COPY_THREADS: 1..VCL_COPY_MAX_THREADS; 4 with 8 or more online CPUs, 2 with 4 to
	 * 7, 1 below (vcl_fe_copy.c says why) */
	cfg.copy_threads = parse_per_cpus("VIRTCL_COPY_THREADS", 1, VCL_COPY_MAX_THREADS,
					  (const unsigned[4]){ 4, 4, 2, 1 });
	/* VIRTCL_LANES: 0..VCL_MAX_LANES; VCL_MAX_LANES with 16 or more online CPUs, 4 with 8-15,
	 * else 2 (on 2 cores, 2 lanes moved 64-256 MiB over tcp: 30-45% and over TLS 25-40% faster
	 * than none, unix: within the noise; bench/results/dev-2core-lanes-*.json; on the H200
	 * machine's 16, 8 lanes against 4 in the same device session: TLS 64 MiB 0.86 -> 1.38x native
	 * (write) and 0.51 -> 0.92x (read), unix 1.24 -> 1.80x (read), no size from 4 MiB slower;
	 * bench/results/h200-lanes8-20261203d.json beside h200-micros-20261203d.json) */
	cfg.lanes = parse_per_cpus("VIRTCL_LANES", 0, VCL_MAX_LANES,
				   (const unsigned[4]){ VCL_MAX_LANES, 4, 2, 2 });

	/* VIRTCL_PEER: 1 (default) or 0; forge, reuse, logline: the tests' */
	v = env("VIRTCL_PEER");
	cfg.peer = !v || !*v || !strcmp(v, "1") ? VCL_FE_PEER_ON
		   : !strcmp(v, "0")     ? VCL_FE_PEER_OFF
		   : !strcmp(v, "forge") ? VCL_FE_PEER_FORGE
		   : !strcmp(v, "reuse") ? VCL_FE_PEER_REUSE
		   : !strcmp(v, "logline") ? VCL_FE_PEER_LOGLINE : -1;
	if (cfg.peer < 0) {
		fprintf(stderr, "virtcl: VIRTCL_PEER=%s: expected 1 (buffers directly between servers "
				"where both allow it) or 0 (through the client); using 1\n", v);
		cfg.peer = VCL_FE_PEER_ON;
	}
	/* VIRTCL_PEER_MIN: bytes, suffixes K/M/G */
	cfg.peer_min = env_number("VIRTCL_PEER_MIN", VCL_FE_PEER_MIN_DEFAULT, true);

	cfg.tls.ca = env_string("VIRTCL_TLS_CA");
	cfg.tls.cert = env_string("VIRTCL_TLS_CERT");
	cfg.tls.key = env_string("VIRTCL_TLS_KEY");
	cfg.tls.psk_file = env_string("VIRTCL_TLS_PSK_FILE");
	cfg.tls.gnutls_records = env_set("VIRTCL_TLS_GNUTLS_RECORDS");
}

const struct vcl_fe_config *vcl_fe_cfg(void)
{
	pthread_once(&cfg_once, config_load);
	return &cfg;
}
