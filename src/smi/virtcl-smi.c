/* SPDX-License-Identifier: MIT */
/*
 * virtcl-smi: what every guest of virtcld uses, read from the daemon's control socket
 * (virtcld --control PATH; src/backend/vcl_stats.h has the answer's layout). Read-only.
 *
 * Output: a table (default), JSON (--json) or the Prometheus text exposition format
 * (--prometheus, version 0.0.4); --watch [SECONDS] repeats it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "vcl_stats.h"

#ifndef VCL_CONTROL_DEFAULT
#define VCL_CONTROL_DEFAULT "/run/virtcl.control"
#endif

static const char *const type_names[] = VCL_STATS_TYPE_NAMES;
static const char *const fb_names[] = VCL_FB_NAMES;
static const char *const tr_names[] = VCL_TR_NAMES;

/* object types shown (platform and device objects are the daemon's, not the guest's) */
static const int shown_types[] = { 3, 4, 5, 6, 7, 8, 9 };
#define NSHOWN (int)(sizeof(shown_types) / sizeof(shown_types[0]))

struct snap {
	struct vcl_ctl_head h;
	struct vcl_ctl_session *s;
};

static void usage(FILE *f)
{
	fprintf(f,
		"usage: virtcl-smi [OPTION]...\n"
		"Show what every guest of virtcld uses: per session its guest, transport (unix, shm,\n"
		"vm, tcp), start time, objects by type, device memory, calls executing and waiting,\n"
		"kernel launches and launches per second, bytes moved inline and through the shared\n"
		"region, and the fallbacks to slower paths; totals per device.\n\n"
		"  --control PATH       the daemon's control socket (default $VIRTCL_CONTROL, else\n"
		"                       " VCL_CONTROL_DEFAULT "); root or the daemon's user only\n"
		"  --json               one JSON object\n"
		"  --prometheus         Prometheus text exposition format (version 0.0.4)\n"
		"  --watch [SECONDS]    repeat every SECONDS (default 2) until interrupted\n"
		"  -h, --help           this text\n"
		"  -V, --version        the version\n\n"
		"Device busy time is shown as kernel launches (virtcl asks the device for no\n"
		"profiling events). Exit status: 0, 1 no answer from the daemon, 2 usage.\n");
}

/* Read one snapshot. 0, or -1 with the reason printed. */
static int fetch(const char *path, struct snap *out)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	size_t cap = 1 << 16, len = 0;
	uint8_t *buf = malloc(cap);
	int fd;

	if (!buf)
		return -1;
	if (strlen(path) >= sizeof(sa.sun_path)) {
		fprintf(stderr, "virtcl-smi: --control %s: path too long\n", path);
		free(buf);
		return -1;
	}
	strcpy(sa.sun_path, path);
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof(sa))) {
		int e = errno;
		fprintf(stderr, "virtcl-smi: cannot connect to virtcld's control socket %s: %s%s\n", path,
			strerror(e),
			e == ENOENT || e == ECONNREFUSED ? " (is virtcld running? --control names "
							   "another socket)"
			: e == EACCES ? " (root or the daemon's user only)" : "");
		if (fd >= 0)
			close(fd);
		free(buf);
		return -1;
	}
	for (;;) {
		ssize_t n;
		if (len == cap) {
			uint8_t *nb = cap < (1u << 30) ? realloc(buf, cap * 2) : NULL;
			if (!nb) {
				fprintf(stderr, "virtcl-smi: the answer is too large\n");
				close(fd);
				free(buf);
				return -1;
			}
			buf = nb;
			cap *= 2;
		}
		n = read(fd, buf + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	close(fd);
	if (len < sizeof(out->h) || memcmp(&(uint64_t){ VCL_CTL_MAGIC }, buf, 8)) {
		/* the daemon's refusal is text */
		if (len && !memchr(buf, 0, len))
			fprintf(stderr, "%.*s", (int)len, (char *)buf);
		else
			fprintf(stderr, "virtcl-smi: %s: no status answer (%zu bytes)\n", path, len);
		free(buf);
		return -1;
	}
	memcpy(&out->h, buf, sizeof(out->h));
	if (out->h.version != VCL_CTL_VERSION ||
	    len != sizeof(out->h) + (size_t)out->h.nsessions * sizeof(struct vcl_ctl_session)) {
		fprintf(stderr, "virtcl-smi: %s: answer of version %u, %zu bytes: not this tool's "
			"(version %d); use the virtcl-smi of the same build as virtcld\n", path,
			out->h.version, len, VCL_CTL_VERSION);
		free(buf);
		return -1;
	}
	out->h.platform[sizeof(out->h.platform) - 1] = 0;
	if (out->h.ndev > VCL_STATS_MAX_DEV)
		out->h.ndev = VCL_STATS_MAX_DEV;
	for (int i = 0; i < VCL_STATS_MAX_DEV; i++)
		out->h.dev_name[i][sizeof(out->h.dev_name[i]) - 1] = 0;
	out->s = (struct vcl_ctl_session *)malloc(len - sizeof(out->h) + 1);
	if (!out->s) {
		free(buf);
		return -1;
	}
	memcpy(out->s, buf + sizeof(out->h), len - sizeof(out->h));
	for (uint32_t i = 0; i < out->h.nsessions; i++) {
		out->s[i].socket[sizeof(out->s[i].socket) - 1] = 0;
		out->s[i].guest[sizeof(out->s[i].guest) - 1] = 0;
		if (out->s[i].transport >= VCL_TR_COUNT)
			out->s[i].transport = VCL_TR_UNIX;
	}
	free(buf);
	return 0;
}

static uint64_t objects_of(const struct vcl_ctl_session *s)
{
	uint64_t n = 0;
	for (int t = 0; t < NSHOWN; t++)
		n += s->st.objects[shown_types[t]];
	return n;
}

static void iso_time(uint64_t ms, char *buf, size_t len)
{
	time_t t = (time_t)(ms / 1000);
	struct tm tm;
	gmtime_r(&t, &tm);
	strftime(buf, len, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

static const char *human(uint64_t b, char *buf, size_t len)
{
	static const char units[] = "BKMGTP";
	double v = (double)b;
	int u = 0;
	while (v >= 1024 && u < 5) {
		v /= 1024;
		u++;
	}
	if (u == 0)
		snprintf(buf, len, "%" PRIu64 "B", b);
	else
		snprintf(buf, len, "%.1f%c", v, units[u]);
	return buf;
}

/* Fallbacks of all sessions, ended ones included. */
static void fallbacks_total(const struct snap *sn, uint64_t *fb)
{
	for (int f = 0; f < VCL_FB_COUNT; f++) {
		fb[f] = sn->h.fallbacks[f];
		for (uint32_t i = 0; i < sn->h.nsessions; i++)
			fb[f] += sn->s[i].st.fallbacks[f];
	}
}

static void print_table(const struct snap *sn)
{
	char t[32], a[16], b[16], c[16], m[16];
	uint64_t fb[VCL_FB_COUNT], mem = 0, kern = 0;

	iso_time(sn->h.now_ms, t, sizeof(t));
	printf("virtcld pid %u, up %" PRIu64 " s, %s | platform: %s\n", sn->h.pid,
	       (sn->h.now_ms - sn->h.started_ms) / 1000, t, sn->h.platform);
	printf("sessions: %u now, %" PRIu64 " since start, %" PRIu64 " connections refused\n",
	       sn->h.nsessions, sn->h.sessions_total, sn->h.refused);
	printf("\n%4s %-26s %-4s %-20s %5s %5s %5s %5s %5s %7s %8s %7s %5s %9s %8s %8s %8s %s\n", "ID",
	       "GUEST", "TR", "STARTED", "CTX", "QUEUE", "MEM", "PROG", "KERN", "EVENTS", "DEVMEM",
	       "CALLS", "RUN/W", "LAUNCHES", "L/S", "IN", "OUT", "REGION");
	for (uint32_t i = 0; i < sn->h.nsessions; i++) {
		const struct vcl_ctl_session *s = &sn->s[i];
		char rw[24];
		iso_time(s->start_ms, t, sizeof(t));
		snprintf(rw, sizeof(rw), "%" PRIu64 "/%" PRIu64, s->st.executing, s->st.waiting);
		printf("%4u %-26.26s %-4s %-20s %5" PRIu64 " %5" PRIu64 " %5" PRIu64 " %5" PRIu64
		       " %5" PRIu64 " %7" PRIu64 " %8s %7" PRIu64 " %5s %9" PRIu64 " %8.1f %8s %8s %8s\n",
		       s->id, s->guest, tr_names[s->transport], t, s->st.objects[3], s->st.objects[4],
		       s->st.objects[5], s->st.objects[7], s->st.objects[8], s->st.objects[9],
		       human(s->st.mem_bytes, m, sizeof(m)), s->st.calls, rw, s->st.kernels,
		       s->kernels_per_s, human(s->st.bytes_in, a, sizeof(a)),
		       human(s->st.bytes_out, b, sizeof(b)), human(s->st.region_bytes, c, sizeof(c)));
		mem += s->st.mem_bytes;
		kern += s->st.kernels;
	}
	printf("\n%-4s %-60s %12s %10s\n", "DEV", "NAME", "LAUNCHES", "L/S");
	for (uint32_t d = 0; d < sn->h.ndev; d++) {
		uint64_t k = 0;
		double rate = 0;
		for (uint32_t i = 0; i < sn->h.nsessions; i++) {
			k += sn->s[i].st.kernels_dev[d];
			if (sn->s[i].st.kernels)
				rate += sn->s[i].kernels_per_s * (double)sn->s[i].st.kernels_dev[d] /
					(double)sn->s[i].st.kernels;
		}
		printf("%-4u %-60.60s %12" PRIu64 " %10.1f\n", d, sn->h.dev_name[d], k, rate);
	}
	fallbacks_total(sn, fb);
	printf("\ntotal: device memory %s, %" PRIu64 " launches; slower paths:", human(mem, m, sizeof(m)),
	       kern);
	for (int f = 0; f < VCL_FB_COUNT; f++)
		printf(" %s %" PRIu64, fb_names[f], fb[f]);
	printf("\n");
}

/* A JSON string (RFC 8259): quotes, backslashes and control characters escaped. */
static void json_str(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;
		if (ch == '"' || ch == '\\')
			printf("\\%c", ch);
		else if (ch < 0x20)
			printf("\\u%04x", ch);
		else
			putchar(ch);
	}
	putchar('"');
}

static void print_json(const struct snap *sn)
{
	uint64_t fb[VCL_FB_COUNT];

	printf("{\"daemon\":{\"pid\":%u,\"now_ms\":%" PRIu64 ",\"started_ms\":%" PRIu64
	       ",\"sessions_total\":%" PRIu64 ",\"refused\":%" PRIu64 ",\"platform\":",
	       sn->h.pid, sn->h.now_ms, sn->h.started_ms, sn->h.sessions_total, sn->h.refused);
	json_str(sn->h.platform);
	fallbacks_total(sn, fb);
	printf(",\"fallbacks\":{");
	for (int f = 0; f < VCL_FB_COUNT; f++)
		printf("%s\"%s\":%" PRIu64, f ? "," : "", fb_names[f], fb[f]);
	printf("}},\"devices\":[");
	for (uint32_t d = 0; d < sn->h.ndev; d++) {
		uint64_t k = 0;
		for (uint32_t i = 0; i < sn->h.nsessions; i++)
			k += sn->s[i].st.kernels_dev[d];
		printf("%s{\"index\":%u,\"name\":", d ? "," : "", d);
		json_str(sn->h.dev_name[d]);
		printf(",\"kernel_launches\":%" PRIu64 "}", k);
	}
	printf("],\"sessions\":[");
	for (uint32_t i = 0; i < sn->h.nsessions; i++) {
		const struct vcl_ctl_session *s = &sn->s[i];
		printf("%s{\"id\":%u,\"pid\":%u,\"uid\":%u,\"guest\":", i ? "," : "", s->id, s->pid,
		       s->uid);
		json_str(s->guest);
		printf(",\"socket\":");
		json_str(s->socket);
		printf(",\"transport\":\"%s\",\"start_ms\":%" PRIu64 ",\"objects\":{",
		       tr_names[s->transport], s->start_ms);
		for (int t = 0; t < NSHOWN; t++)
			printf("%s\"%s\":%" PRIu64, t ? "," : "", type_names[shown_types[t]],
			       s->st.objects[shown_types[t]]);
		printf("},\"objects_total\":%" PRIu64 ",\"device_memory_bytes\":%" PRIu64
		       ",\"calls\":%" PRIu64 ",\"calls_executing\":%" PRIu64
		       ",\"calls_waiting\":%" PRIu64 ",\"kernel_launches\":%" PRIu64
		       ",\"kernel_launches_per_s\":%.3f,\"kernel_launches_by_device\":[",
		       objects_of(s), s->st.mem_bytes, s->st.calls, s->st.executing, s->st.waiting,
		       s->st.kernels, s->kernels_per_s);
		for (uint32_t d = 0; d < sn->h.ndev; d++)
			printf("%s%" PRIu64, d ? "," : "", s->st.kernels_dev[d]);
		printf("],\"bytes_in\":%" PRIu64 ",\"bytes_out\":%" PRIu64 ",\"bytes_region\":%" PRIu64
		       ",\"region_size\":%" PRIu64 ",\"ring_size\":%" PRIu64 ",\"fallbacks\":{",
		       s->st.bytes_in, s->st.bytes_out, s->st.region_bytes, s->st.region_size,
		       s->st.ring);
		for (int f = 0; f < VCL_FB_COUNT; f++)
			printf("%s\"%s\":%" PRIu64, f ? "," : "", fb_names[f], s->st.fallbacks[f]);
		printf("}}");
	}
	printf("]}\n");
}

/* A label value of the Prometheus text format: backslash, quote and newline escaped. */
static void prom_label(const char *s)
{
	for (; *s; s++) {
		if (*s == '\\' || *s == '"')
			printf("\\%c", *s);
		else if (*s == '\n')
			printf("\\n");
		else
			putchar(*s);
	}
}

static void prom_head(const char *name, const char *type, const char *help)
{
	printf("# HELP %s %s\n# TYPE %s %s\n", name, help, name, type);
}

static void prom_session_labels(const struct vcl_ctl_session *s)
{
	printf("session=\"%u\",guest=\"", s->id);
	prom_label(s->guest);
	printf("\",transport=\"%s\"", tr_names[s->transport]);
}

/* One metric per session: fn picks the value. */
#define PROM_PER_SESSION(name, type, help, expr)                                                  \
	do {                                                                                      \
		prom_head(name, type, help);                                                      \
		for (uint32_t i = 0; i < sn->h.nsessions; i++) {                                  \
			const struct vcl_ctl_session *s = &sn->s[i];                              \
			printf("%s{", name);                                                      \
			prom_session_labels(s);                                                   \
			printf("} %" PRIu64 "\n", (uint64_t)(expr));                              \
		}                                                                                 \
	} while (0)

static void print_prometheus(const struct snap *sn)
{
	uint64_t fb[VCL_FB_COUNT];

	prom_head("virtcl_sessions", "gauge", "Sessions (guest programs) connected now.");
	printf("virtcl_sessions %u\n", sn->h.nsessions);
	prom_head("virtcl_sessions_started_total", "counter", "Sessions started since virtcld started.");
	printf("virtcl_sessions_started_total %" PRIu64 "\n", sn->h.sessions_total);
	prom_head("virtcl_connections_refused_total", "counter",
		  "Connections and sessions refused (not allowed, limits).");
	printf("virtcl_connections_refused_total %" PRIu64 "\n", sn->h.refused);
	prom_head("virtcl_fallbacks_total", "counter",
		  "Fallbacks to a slower path, ended sessions included.");
	fallbacks_total(sn, fb);
	for (int f = 0; f < VCL_FB_COUNT; f++)
		printf("virtcl_fallbacks_total{kind=\"%s\"} %" PRIu64 "\n", fb_names[f], fb[f]);
	prom_head("virtcl_device_kernel_launches_total", "counter",
		  "Kernel launches on each device by the sessions connected now.");
	for (uint32_t d = 0; d < sn->h.ndev; d++) {
		uint64_t k = 0;
		for (uint32_t i = 0; i < sn->h.nsessions; i++)
			k += sn->s[i].st.kernels_dev[d];
		printf("virtcl_device_kernel_launches_total{device=\"%u\",name=\"", d);
		prom_label(sn->h.dev_name[d]);
		printf("\"} %" PRIu64 "\n", k);
	}
	prom_head("virtcl_session_start_time_seconds", "gauge", "When the session started (Unix time).");
	for (uint32_t i = 0; i < sn->h.nsessions; i++) {
		printf("virtcl_session_start_time_seconds{");
		prom_session_labels(&sn->s[i]);
		printf("} %.3f\n", (double)sn->s[i].start_ms / 1000.0);
	}
	prom_head("virtcl_session_objects", "gauge", "OpenCL objects the guest holds, by type.");
	for (uint32_t i = 0; i < sn->h.nsessions; i++)
		for (int t = 0; t < NSHOWN; t++) {
			printf("virtcl_session_objects{");
			prom_session_labels(&sn->s[i]);
			printf(",type=\"%s\"} %" PRIu64 "\n", type_names[shown_types[t]],
			       sn->s[i].st.objects[shown_types[t]]);
		}
	PROM_PER_SESSION("virtcl_session_device_memory_bytes", "gauge",
			 "Device memory (buffers, images) the guest holds.", s->st.mem_bytes);
	PROM_PER_SESSION("virtcl_session_calls_total", "counter", "Calls executed.", s->st.calls);
	PROM_PER_SESSION("virtcl_session_calls_executing", "gauge", "Calls executing now.",
			 s->st.executing);
	PROM_PER_SESSION("virtcl_session_calls_waiting", "gauge",
			 "Blocking calls waiting for a thread of the session.", s->st.waiting);
	PROM_PER_SESSION("virtcl_session_kernel_launches_total", "counter",
			 "Kernel launches the host accepted.", s->st.kernels);
	prom_head("virtcl_session_bytes_total", "counter",
		  "Bytes moved: in and out on the channels (inline), and through the shared region.");
	for (uint32_t i = 0; i < sn->h.nsessions; i++) {
		static const char *const dir[] = { "in", "out", "region" };
		const uint64_t v[] = { sn->s[i].st.bytes_in, sn->s[i].st.bytes_out,
				       sn->s[i].st.region_bytes };
		for (int k = 0; k < 3; k++) {
			printf("virtcl_session_bytes_total{");
			prom_session_labels(&sn->s[i]);
			printf(",path=\"%s\"} %" PRIu64 "\n", dir[k], v[k]);
		}
	}
	prom_head("virtcl_session_fallbacks_total", "counter", "Fallbacks to a slower path.");
	for (uint32_t i = 0; i < sn->h.nsessions; i++)
		for (int f = 0; f < VCL_FB_COUNT; f++) {
			printf("virtcl_session_fallbacks_total{");
			prom_session_labels(&sn->s[i]);
			printf(",kind=\"%s\"} %" PRIu64 "\n", fb_names[f], sn->s[i].st.fallbacks[f]);
		}
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "control", required_argument, NULL, 'c' },
		{ "json", no_argument, NULL, 'j' },
		{ "prometheus", no_argument, NULL, 'P' },
		{ "watch", optional_argument, NULL, 'w' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ 0 },
	};
	const char *path = getenv("VIRTCL_CONTROL");
	enum { TABLE, JSON, PROM } fmt = TABLE;
	double watch = 0;
	int c;

	if (!path || !*path)
		path = VCL_CONTROL_DEFAULT;
	while ((c = getopt_long(argc, argv, "hV", opts, NULL)) != -1) {
		switch (c) {
		case 'c': path = optarg; break;
		case 'j': fmt = JSON; break;
		case 'P': fmt = PROM; break;
		case 'w': {
			const char *v = optarg;
			char *end;
			/* "--watch 5" as well as "--watch=5" */
			if (!v && optind < argc && argv[optind][0] != '-')
				v = argv[optind++];
			watch = v ? strtod(v, &end) : 2;
			if (v && (!*v || *end || !(watch >= 0.1 && watch <= 86400))) {
				fprintf(stderr, "virtcl-smi: --watch %s: not a number of seconds "
					"(0.1 to 86400)\n", v);
				return 2;
			}
			break;
		}
		case 'h': usage(stdout); return 0;
		case 'V': printf("virtcl-smi (virtcl) %s\n", VIRTCL_VERSION); return 0;
		default:
			fprintf(stderr, "Try 'virtcl-smi --help' for the options.\n");
			return 2;
		}
	}
	if (optind < argc) {
		fprintf(stderr, "virtcl-smi: unexpected argument '%s'; try 'virtcl-smi --help'\n",
			argv[optind]);
		return 2;
	}
	for (;;) {
		struct snap sn;
		if (fetch(path, &sn))
			return 1;
		/* on a terminal, each table replaces the last; else (a log, a pipe) they follow */
		if (watch && fmt == TABLE && isatty(STDOUT_FILENO))
			printf("\033[H\033[J");
		if (fmt == JSON)
			print_json(&sn);
		else if (fmt == PROM)
			print_prometheus(&sn);
		else
			print_table(&sn);
		free(sn.s);
		fflush(stdout);
		if (!watch)
			return 0;
		{
			struct timespec ts = { (time_t)watch, (long)((watch - (double)(time_t)watch) * 1e9) };
			while (nanosleep(&ts, &ts) && errno == EINTR)
				;
		}
	}
}
