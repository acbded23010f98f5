/* SPDX-License-Identifier: MIT */
/*
 * virtcld: the virtcl back-end daemon. Serves guests on unix-domain sockets and executes their
 * OpenCL calls on one host platform, chosen with --platform (default: the first platform the host's
 * ICD loader lists that is not virtcl itself).
 *
 * The daemon itself never calls OpenCL and runs one thread: a poll loop that accepts connections,
 * checks who connects (SO_PEERCRED against the allow list), reads each HELLO within a deadline,
 * enforces the limits on connections and sessions, starts one confined session process per guest
 * (vcl_sandbox.c: its own unprivileged user, namespaces, a file system of the driver's libraries
 * only, seccomp), hands each notify channel to the session process it belongs to (SCM_RIGHTS), reaps
 * session processes, and stops in order on SIGTERM/SIGINT.
 *
 * The same program is the session process (`virtcld --session ...`, started by the daemon inside
 * the sandbox, never by hand): it opens the host platform for itself and serves its one guest
 * (vcl_session.c). A host driver that aborts or crashes on what one guest does takes down that
 * guest's session only; the daemon logs it and serves the others.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <getopt.h>
#include <grp.h>
#include <inttypes.h>
#include <poll.h>
#include <pwd.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/random.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_cgroup.h"
#include "vcl_conf.h"
#include "vcl_mux.h"
#include "vcl_sandbox.h"
#include "vcl_slots.h"
#include "vcl_tcp.h"
#include "vcl_tls.h"
#include "vcl_peer.h"
#include "vcl_transport.h"
#include "vn_args.h"

static struct vcl_daemon daemon_state = { .lock = PTHREAD_MUTEX_INITIALIZER, .printf_fd = -1,
					   .stderr_fd = -1 };

/* In a sanitizer build: where its reports go (the daemon's log, not the guest) */
extern void __sanitizer_set_report_fd(void *fd) __attribute__((weak));

/* ---- configuration ----------------------------------------------------------------------------- */

#define VCL_MAX_LISTENERS 64
/* where virtcl-smi finds the daemon's control socket unless told (--control, VIRTCL_CONTROL) */
#ifndef VCL_CONTROL_DEFAULT
#define VCL_CONTROL_DEFAULT "/run/virtcl.control"
#endif
#define VCL_MAX_ALLOW 64

struct config {
	const char *listen[VCL_MAX_LISTENERS]; /* --listen, as given */
	int nlisten;
	const char *sock_group;     /* --socket-group, as given */
	const char *platform;
	uint64_t spin_us;
	bool spin_set;              /* --spin-us given (else: by the number of cores) */
	unsigned max_sessions;      /* sessions at once, in total */
	unsigned max_per_peer;      /* sessions at once of one peer (uid, or one VM socket) */
	unsigned max_pending;       /* connections that have not sent HELLO yet, in total */
	unsigned max_pending_peer;  /* ... of one peer */
	unsigned hello_timeout_s;   /* a process's connection must say HELLO within this */
	unsigned grace_s;           /* SIGTERM: how long sessions may take to end */
	unsigned end_timeout_s;     /* a session whose guest left must be gone within this */
	uint64_t max_memory;        /* device memory per session, bytes; 0: the device's */
	uint64_t max_objects;       /* objects per session */
	unsigned max_kernel_s;      /* a kernel's run time before its session is ended; 0: none */
	mode_t sock_mode;
	gid_t sock_gid;
	bool sock_gid_set;
	uid_t allow_uid[VCL_MAX_ALLOW];
	int nallow_uid;
	gid_t allow_gid[VCL_MAX_ALLOW];
	int nallow_gid;
	uid_t vm_uid;               /* --vm-user: the user QEMU runs as (owns VM sockets) */
	bool vm_uid_set;
	const char *cache_dir;
	const char *user;
	struct vcl_sandbox sb;
	uint64_t session_mem;       /* host memory per session (cgroup); 0: half the host's */
	uint64_t sessions_mem;      /* host memory of all sessions; 0: three quarters of the host's */
	unsigned session_pids;      /* tasks per session (cgroup) */
	bool no_cgroups;
	struct vcl_cgroups cg;
	const char *control;        /* the control socket (virtcl-smi), NULL: none */
	bool control_set;           /* named with --control (or in the configuration file) */
	/* tcp: listeners */
	const char *tls_cert, *tls_key, *tls_ca, *tls_psk; /* absolute paths */
	bool insecure;              /* --insecure: plaintext on loopback tcp: listeners */
	unsigned peer_timeout_s;    /* a tcp: peer that vanished is detected within this */
	/* buffers directly between servers (vcl_peer.h): the daemons this one fetches from for its
	 * sessions, "tcp:HOST:PORT" as guests name them; the daemons' own key (absolute path) */
	const char *peers[VCL_PEER_MAX];
	int npeer;
	const char *peer_psk;
};
static struct vcl_tls_server *tls_srv; /* tcp: with TLS: the credentials the handshakes use */
static struct config cfg = {
	.max_sessions = 64, .max_per_peer = 16, .max_pending = 256, .max_pending_peer = 16, .session_pids = 1024,
	.hello_timeout_s = 10, .grace_s = 5, .end_timeout_s = 10, .max_objects = 1u << 20,
	.sock_mode = 0660, .peer_timeout_s = 30, .sb = { .enabled = true, .bwrap = "bwrap", .exe_fd = -1 },
	.control = VCL_CONTROL_DEFAULT,
};

static void usage(FILE *f)
{
	fprintf(f,
		"Usage: virtcld [OPTION]...\n"
		"Serve OpenCL to guests (processes, containers, VMs) on unix sockets, one confined\n"
		"session process per guest.\n\n"
		"Where guests connect:\n"
		"  --listen unix:PATH   a socket (default unix:/run/virtcl.sock, unless systemd hands\n"
		"                       sockets over: socket activation); may be repeated\n"
		"           ,shm=FILE   a VM's ivshmem backing file: the sessions accepted on PATH\n"
		"                       move buffer data through that region, each in a slot of its own\n"
		"           ,slots=N    cut it into N equal slots (a power of two; default 4, each at\n"
		"                       least 64 KiB): N sessions at once have one, further ones go inline\n"
		"  --socket-mode OCTAL  mode of the socket files (default 0660)\n"
		"  --socket-group NAME  group of the socket files (default: group virtcl if it exists)\n"
		"  --control PATH|none  the control socket virtcl-smi reads, mode 0600: only root and\n"
		"                       the daemon's user may use it (default " VCL_CONTROL_DEFAULT "\n"
		"                       with the default socket or systemd's, else none)\n"
		"Who may connect (SO_PEERCRED; root, the daemon's user and members of the socket's group\n"
		"always may; others also need a --socket-mode that lets them open the socket):\n"
		"  --allow-user NAME|UID    also this user (repeatable)\n"
		"  --allow-group NAME|GID   also members of this group (repeatable)\n"
		"  --vm-user NAME|UID   on VM sockets (,shm=) only root, the daemon's user and this user\n"
		"                       (QEMU's) may connect; VM sockets are mode 0600, owned by it\n"
		"Over the network (--listen tcp:HOST:PORT, tcp:[IPV6]:PORT; TLS 1.3; docs/security.md):\n"
		"  --tls-cert FILE, --tls-key FILE   the server's certificate and key (PEM)\n"
		"  --tls-ca FILE        clients authenticate with certificates this CA signed; their\n"
		"                       subject DN is their identity (limits, kernel cache, log)\n"
		"  --tls-psk-file FILE  or with a pre-shared key from FILE (psktool's IDENTITY:HEXKEY\n"
		"                       lines); psk:IDENTITY is their identity\n"
		"  --insecure           plaintext, no authentication: loopback addresses only\n"
		"  --peer-timeout S     a peer that vanished is detected within S seconds (keep-alive,\n"
		"                       TCP_USER_TIMEOUT; default 30)\n"
		"Buffers directly between servers (docs/design.md \"Directly between servers\"; off\n"
		"unless both daemons of a move have these; otherwise buffers go through the client):\n"
		"  --peer tcp:HOST:PORT another daemon, as guests name it in VIRTCL_SERVER: this one\n"
		"                       fetches buffers from it for its sessions (repeatable; it\n"
		"                       connects nowhere else), and serves it those its sessions offer\n"
		"  --peer-psk-file FILE the daemons' own pre-shared key (psktool's IDENTITY:HEXKEY, the\n"
		"                       same file on each; no guest's identity): it authenticates both\n"
		"                       ends of every connection between them\n"
		"The host side:\n"
		"  --platform NAME|INDEX    host platform whose name or vendor contains NAME, or its\n"
		"                       index in the host loader's list; default: the first one\n"
		"  --spin-us N          a session polls N us for the next call before sleeping\n"
		"                       (default 20 with 4 or more cores, else 0)\n"
		"Confinement (docs/security.md):\n"
		"  --user NAME          run sessions as this user when started as root (default virtcl)\n"
		"  --cache-dir DIR      per-guest kernel caches below DIR (default /var/cache/virtcl as\n"
		"                       root, else ~/.cache/virtcl); DIR and the folders above it\n"
		"                       must be searchable by the sessions' user\n"
		"  --bwrap PATH         the bubblewrap program (default: bwrap on PATH)\n"
		"  --sandbox-ro PATH    also show PATH read-only to sessions (repeatable)\n"
		"  --device PATH        also give sessions this device node (repeatable; /dev/nvidia*,\n"
		"                       /dev/dri and /dev/kfd are given when present)\n"
		"  --no-sandbox         run sessions unconfined (trusted guests only; logged)\n"
		"Limits (0 = none, where it says so):\n"
		"  --max-sessions N     sessions at once (default 64)\n"
		"  --max-sessions-per-peer N   of one user or one VM socket (default 16)\n"
		"  --max-pending N      connections that have not said HELLO (default 256; 16 per\n"
		"                       user or VM socket)\n"
		"  --hello-timeout S    seconds a process's connection has to say HELLO (default 10;\n"
		"                       VM sockets have none: the guest speaks when a program starts)\n"
		"  --max-memory BYTES   device memory (buffers, images) per session, K/M/G suffixes\n"
		"                       (default: the device's global memory size)\n"
		"  --max-objects N      OpenCL objects per session (default 1048576)\n"
		"  --max-kernel-time S  a kernel that runs longer ends its session (default 0: no\n"
		"                       limit; the watchdog asks for an event per launch, which\n"
		"                       costs launch rate: docs/security.md)\n"
		"  --session-tmp-size BYTES  size of a session's /tmp and /dev/shm (default 1G)\n"
		"  --session-memory BYTES    host memory of one session, its driver and kernels\n"
		"                       included (a cgroup; default half the host's memory)\n"
		"  --sessions-memory BYTES   host memory of all sessions (default three quarters)\n"
		"  --session-tasks N    processes and threads of one session (default 1024)\n"
		"  --no-cgroups         no per-session cgroups (memory, tasks, equal CPU shares);\n"
		"                       they need root, and on cgroup v2 a delegated cgroup\n"
		"  --end-timeout S      a session whose guest left, or that is told to stop, is killed\n"
		"                       after S seconds if it has not ended (default 10)\n"
		"  --grace S            on SIGTERM, seconds sessions get to end (default 5)\n"
		"Every option but --config and --help may also be set in the configuration file\n"
		"(virtcld.conf(5): `key = value` lines, the key being the option's long name); the\n"
		"command line wins; SIGHUP reloads the file (limits for new sessions, allow lists).\n"
		"  --config FILE        the configuration file (default " VIRTCL_CONF_FILE ";\n"
		"                       none there: the defaults)\n"
		"  -h, --help           this text\n"
		"  -V, --version        the version\n");
}

/* ---- host platform (session processes only) ---------------------------------------------------- */

static int pick_platform(const char *want)
{
	cl_platform_id ps[64];
	cl_uint n = 0;
	char name[256], vendor[256];

	if (clGetPlatformIDs(64, ps, &n) != CL_SUCCESS || n == 0) {
		vcl_log("the host has no OpenCL platform");
		return -1;
	}
	for (cl_uint i = 0; i < n && i < 64; i++) {
		char *end;
		long idx;
		name[0] = vendor[0] = 0;
		clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof(name), name, NULL);
		clGetPlatformInfo(ps[i], CL_PLATFORM_VENDOR, sizeof(vendor), vendor, NULL);
		if (want) {
			idx = strtol(want, &end, 10);
			if (!(*end == 0 ? idx == (long)i : strcasestr(name, want) || strcasestr(vendor, want)))
				continue;
		}
		daemon_state.platform = ps[i];
		return 0;
	}
	vcl_log("no host platform matches --platform %s; the host has:", want);
	for (cl_uint i = 0; i < n && i < 64; i++) {
		name[0] = vendor[0] = 0;
		clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof(name), name, NULL);
		clGetPlatformInfo(ps[i], CL_PLATFORM_VENDOR, sizeof(vendor), vendor, NULL);
		vcl_log("  %u: %s (%s)", i, name, vendor);
	}
	return -1;
}

static int cl_init(void)
{
	cl_uint n = 0;

	if (pick_platform(cfg.platform))
		return -1;
	clGetDeviceIDs(daemon_state.platform, CL_DEVICE_TYPE_ALL, 0, NULL, &n);
	daemon_state.devices = calloc(n ? n : 1, sizeof(cl_device_id));
	if (!daemon_state.devices ||
	    clGetDeviceIDs(daemon_state.platform, CL_DEVICE_TYPE_ALL, n, daemon_state.devices, &n)) {
		vcl_log("the host platform has no devices");
		return -1;
	}
	daemon_state.ndev = n;
	vcl_be_cmdbuf_init(daemon_state.platform, daemon_state.devices[0]);
	/* the device memory a session may hold: not above what the largest device has */
	{
		cl_ulong most = 0;
		for (cl_uint i = 0; i < n; i++) {
			cl_ulong g = 0;
			clGetDeviceInfo(daemon_state.devices[i], CL_DEVICE_GLOBAL_MEM_SIZE, sizeof(g), &g,
					NULL);
			most = g > most ? g : most;
		}
		daemon_state.max_memory = cfg.max_memory && cfg.max_memory < most ? cfg.max_memory
										 : most;
	}
	daemon_state.max_objects = cfg.max_objects < VCL_MAX_SESSION_OBJECTS ? cfg.max_objects
								    : VCL_MAX_SESSION_OBJECTS;
	return 0;
}

/* ---- the session process ----------------------------------------------------------------------- */

/* Descriptors a session process starts with (the daemon places them so). */
enum { SFD_CONN = 3, SFD_CTL = 4, SFD_REGION = 5, SFD_EXE = 6, SFD_CACHE = 7, SFD_STATS = 8,
       SFD_FIRST_FREE = 9 };

/*
 * The notify channel carries nothing from the guest after its HELLO. Whatever arrives on it ends
 * the session, and descriptors that came with it are closed at once: a guest must not park its
 * own channels in the session's receive queue (SCM_RIGHTS) to keep them open after it is gone, out
 * of the daemon's sight. Its end is the guest's end.
 */
static void *session_notify_drain(void *arg)
{
	int fd = (int)(intptr_t)arg;

	for (;;) {
		char buf[256];
		char cbuf[CMSG_SPACE(64 * sizeof(int))];
		struct iovec iov = { buf, sizeof(buf) };
		struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf,
				     .msg_controllen = sizeof(cbuf) };
		ssize_t n = recvmsg(fd, &mh, MSG_CMSG_CLOEXEC);

		if (n < 0 && errno == EINTR)
			continue;
		for (struct cmsghdr *cm = n >= 0 ? CMSG_FIRSTHDR(&mh) : NULL; cm;
		     cm = CMSG_NXTHDR(&mh, cm))
			if (cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_RIGHTS)
				for (size_t k = 0; k < (cm->cmsg_len - CMSG_LEN(0)) / sizeof(int); k++) {
					int got;
					memcpy(&got, CMSG_DATA(cm) + k * sizeof(int), sizeof(int));
					close(got);
				}
		if (n > 0)
			vcl_log("session %u: protocol violation on the notify channel: %zd bytes from "
				"the guest; ending the session", daemon_state.next_session, n);
		vcl_daemon_end_sessions(&daemon_state, n > 0 ? "bytes on the notify channel"
							     : "the guest closed its notify channel");
		return NULL;
	}
}

/* A lane (vcl_wire.h VCL_ROLE_LANE) on the control socket, its descriptor beside it: over TLS
 * with its traffic keys; keys are zero over a plain socket. Its size tells it from the others. */
#define VCL_LANE_CTL_MAGIC 0x454e414c4c4356ull /* "VCLLANE" */
struct vcl_lane_ctl {
	uint64_t magic;
	struct vcl_tls_keys keys;
	uint64_t pad;
};
_Static_assert(sizeof(struct vcl_lane_ctl) != sizeof(struct vcl_tls_keys) &&
		       sizeof(struct vcl_lane_ctl) != sizeof(struct vcl_peer_ctl) &&
		       sizeof(struct vcl_lane_ctl) != 1,
	       "the control socket's messages differ in size");

/* The daemon's control socket: notify channels and lanes arrive on it; its end means "stop". */
static bool session_tls; /* --tls-session: both channels are TLS records (keys from the daemon) */
static bool session_peer; /* --peer-session: it takes part in moves between daemons (vcl_peer.h) */

static void *session_ctl_main(void *arg)
{
	int ctl = (int)(intptr_t)arg;
	bool attached = false;

	for (;;) {
		union {
			struct vcl_tls_keys keys; /* over TLS the notify channel's keys come with it */
			struct vcl_peer_ctl peer; /* a connection between daemons (vcl_peer.h) */
			struct vcl_lane_ctl lane; /* a lane */
		} u;
		struct vcl_tls_keys keys;
		char cbuf[CMSG_SPACE(sizeof(int))];
		struct iovec iov = { &u, sizeof(u) };
		struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf,
				     .msg_controllen = sizeof(cbuf) };
		struct cmsghdr *cm;
		int fd = -1;
		ssize_t n = recvmsg(ctl, &mh, MSG_CMSG_CLOEXEC);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		for (cm = CMSG_FIRSTHDR(&mh); cm; cm = CMSG_NXTHDR(&mh, cm))
			if (cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_RIGHTS)
				memcpy(&fd, CMSG_DATA(cm), sizeof(fd));
		if (session_peer && n == (ssize_t)sizeof(u.peer)) {
			vcl_peer_ctl_message(&u.peer, fd);
			explicit_bzero(&u, sizeof(u));
			continue;
		}
		if (n == (ssize_t)sizeof(u.lane) && u.lane.magic == VCL_LANE_CTL_MAGIC && fd >= 0) {
			struct vcl_transport *t = session_tls
				? vcl_tls_record_transport_create(fd, &u.lane.keys)
				: vcl_fd_transport_create(fd);
			int r = t ? vcl_daemon_attach_lane(&daemon_state, t) : -ENOMEM;
			explicit_bzero(&u, sizeof(u));
			if (r) {
				vcl_log("session %u: a lane refused: %s", daemon_state.next_session,
					r == -ENOSPC ? "the session has its most" : strerror(-r));
				if (t)
					t->ops->destroy(t);
				else
					close(fd);
			}
			continue;
		}
		memcpy(&keys, &u.keys, sizeof(keys));
		explicit_bzero(&u, sizeof(u));
		if (fd < 0)
			continue;
		if (attached || n != (session_tls ? (ssize_t)sizeof(keys) : 1)) {
			close(fd);
			explicit_bzero(&keys, sizeof(keys));
			continue;
		}
		{
			/* the drain below reads the socket itself: any byte the guest sends there, in
			 * a record or not, ends the session */
			struct vcl_transport *t = session_tls ? vcl_tls_record_transport_create(fd, &keys)
							      : vcl_fd_transport_create(fd);
			pthread_t th;
			explicit_bzero(&keys, sizeof(keys));
			if (t && vcl_daemon_attach_notify(&daemon_state, daemon_state.preset_token, t))
				t->ops->destroy(t);
			else if (t && pthread_create(&th, NULL, session_notify_drain,
						     (void *)(intptr_t)fd) == 0)
				pthread_detach(th);
			attached = true;
		}
	}
	/* the daemon is stopping (or gone): the guest's next call fails; end within the limit */
	vcl_daemon_end_sessions(&daemon_state, "the daemon is stopping");
	return NULL;
}

/* The session's own end timer (vcl_daemon_end_sessions, a guest gone): as the sandbox's PID 1 the
 * session would ignore SIGALRM's default action, so it handles it. */
static void session_alarm(int sig)
{
	(void)sig;
	_exit(4);
}

/* The same for abort(): a host driver that aborts (PoCL 3.1 on a failed user event with commands
 * behind it) would otherwise see its SIGABRT ignored and end in abort()'s last resort, a SIGSEGV
 * that reads as a crash of virtcld's (and as a sanitizer report). It ends as aborted: bubblewrap
 * passes 128 + SIGABRT on, and the daemon logs "died of signal 6". */
static void session_abort(int sig)
{
	static const char msg[] = "virtcld session: the host's OpenCL driver aborted\n";

	if (write(STDERR_FILENO, msg, sizeof(msg) - 1) < 0)
		(void)0;
	_exit(128 + sig);
}

/* A session process (or the probe): count into the daemon's page for it, if it gave one, and say
 * what the host has (the daemon itself never calls OpenCL). */
static void stats_attach(void)
{
	struct stat sb;
	void *p;

	if (fstat(SFD_STATS, &sb) == 0 && S_ISREG(sb.st_mode) &&
	    (uint64_t)sb.st_size >= sizeof(struct vcl_stats) &&
	    (p = mmap(NULL, sizeof(struct vcl_stats), PROT_READ | PROT_WRITE, MAP_SHARED, SFD_STATS,
		      0)) != MAP_FAILED)
		vcl_stats = p;
	close(SFD_STATS);
}

static void stats_names(void)
{
	clGetPlatformInfo(daemon_state.platform, CL_PLATFORM_NAME, sizeof(vcl_stats->platform) - 1,
			  vcl_stats->platform, NULL);
	vcl_stats->ndev = daemon_state.ndev;
	for (cl_uint i = 0; i < daemon_state.ndev && i < VCL_STATS_MAX_DEV; i++)
		clGetDeviceInfo(daemon_state.devices[i], CL_DEVICE_NAME,
				sizeof(vcl_stats->dev_name[i]) - 1, vcl_stats->dev_name[i], NULL);
}

/* `virtcld --session ...`: one guest's session, inside the sandbox. */
static int session_main(uint64_t id, const char *region, bool probe)
{
	pthread_t th;
	int pfd[2];
	struct vcl_region *reg = NULL;
	struct vcl_transport *t;
	struct vcl_tls_keys keys;

	close_range(SFD_FIRST_FREE, ~0u, 0);
	close(SFD_EXE);
	close(SFD_CACHE);
	stats_attach();
	signal(SIGPIPE, SIG_IGN);
	signal(SIGALRM, session_alarm);
	if (getpid() == 1) /* PID 1 of its namespace: SIGABRT's default action is ignored */
		signal(SIGABRT, session_abort);
	vcl_session_confined = cfg.sb.enabled;
	if (cfg.sb.enabled) {
		int e = vcl_sandbox_seccomp();
		if (e) {
			vcl_log("session %llu: cannot load the seccomp filter: %s", (unsigned long long)id,
				strerror(-e));
			return 1;
		}
	}
	daemon_state.end_timeout_s = cfg.end_timeout_s;
	/* the host driver prints kernel printf output on standard output: capture it for the guest
	 * (vcl_session_send_printf); the daemon's own messages go to standard error */
	if (pipe2(pfd, O_CLOEXEC) == 0 && dup2(pfd[1], STDOUT_FILENO) >= 0) {
		close(pfd[1]);
		fcntl(pfd[0], F_SETFL, O_NONBLOCK);
		fcntl(pfd[0], F_SETPIPE_SZ, 1 << 20);
		setvbuf(stdout, NULL, _IONBF, 0);
		daemon_state.printf_fd = pfd[0];
	}
	/* and what it writes on standard error during a guest's calls (compiler warnings) goes to
	 * the guest's standard error; the session's own log lines (and a sanitizer's reports) keep
	 * going to the daemon's log */
	{
		int log_fd = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
		if (log_fd >= 0 && pipe2(pfd, O_CLOEXEC) == 0) {
			if (dup2(pfd[1], STDERR_FILENO) >= 0) {
				fcntl(pfd[0], F_SETFL, O_NONBLOCK);
				fcntl(pfd[0], F_SETPIPE_SZ, 1 << 20);
				daemon_state.stderr_fd = pfd[0];
				vcl_log_fd = log_fd;
				if (__sanitizer_set_report_fd)
					__sanitizer_set_report_fd((void *)(intptr_t)log_fd);
			} else {
				close(pfd[0]);
			}
			close(pfd[1]);
		}
	}
	if (cl_init())
		return 1;
	stats_names();
	/* the session's build directories (in the sandbox's own /tmp) */
	if (!probe && vcl_daemon_private_dir()) {
		vcl_log("session %llu: cannot make a private directory: %s", (unsigned long long)id,
			strerror(errno));
		return 1;
	}
	if (probe) {
		char name[256] = "", vendor[256] = "";
		clGetPlatformInfo(daemon_state.platform, CL_PLATFORM_NAME, sizeof(name), name, NULL);
		clGetPlatformInfo(daemon_state.platform, CL_PLATFORM_VENDOR, sizeof(vendor), vendor, NULL);
		vcl_log("host platform: %s (%s), %u device(s); sessions %s", name, vendor,
			daemon_state.ndev,
			cfg.sb.enabled ? "confined (bubblewrap + seccomp)" : "NOT confined (--no-sandbox)");
		return 0;
	}
	/* the session's token comes first on the control socket (never on the command line, which
	 * every user of the host can read) */
	if (recv(SFD_CTL, daemon_state.preset_token, sizeof(daemon_state.preset_token), 0) !=
	    (ssize_t)sizeof(daemon_state.preset_token)) {
		vcl_log("session %llu: no token from the daemon", (unsigned long long)id);
		return 1;
	}
	/* over TLS the request channel's traffic keys follow, before the control thread reads that
	 * socket */
	if (session_tls && recv(SFD_CTL, &keys, sizeof(keys), 0) != (ssize_t)sizeof(keys)) {
		vcl_log("session %llu: no TLS keys from the daemon", (unsigned long long)id);
		return 1;
	}
	daemon_state.next_session = (unsigned)id - 1;
	daemon_state.exit_on_end = true;
	if (session_peer)
		vcl_peer_session_init(SFD_CTL, (unsigned)id, (int)cfg.peer_timeout_s * 1000);
	if (pthread_create(&th, NULL, session_ctl_main, (void *)(intptr_t)SFD_CTL) == 0)
		pthread_detach(th);
	if (vcl_watchdog_start(&daemon_state, cfg.max_kernel_s))
		return 1;
	if (region) {
		unsigned long long off = 0, size = 0;
		char tail;
		/* "OFF:SIZE", the slot the daemon gave this session (vcl_slots.h) */
		if (sscanf(region, "%llu:%llu%c", &off, &size, &tail) != 2 ||
		    vcl_region_from_fd_range(SFD_REGION, off, size, &reg))
			vcl_log("session %llu: cannot map its slot %s of the VM's region; buffer data goes "
				"inline", (unsigned long long)id, region);
	}
	if (session_tls) {
		t = vcl_tls_record_transport_create(SFD_CONN, &keys);
		explicit_bzero(&keys, sizeof(keys));
	} else {
		t = vcl_fd_transport_create(SFD_CONN);
	}
	if (!t)
		return 1;
	vcl_fd_transport_set_spin(t, daemon_state.spin_ns);
	vcl_fd_transport_set_readahead(t, VCL_FD_READAHEAD); /* this process alone reads it now */
	vcl_session_serve(&daemon_state, t, reg);
	/* the session's last thread exits the process when the session has ended */
	for (;;)
		pause();
}

/* ---- the daemon: listeners, peers, pending connections, session processes ---------------------- */

struct listener {
	const char *addr;     /* "unix:PATH[,shm=FILE]" as given */
	char path[108];
	const char *shm;      /* the VM's ivshmem backing file (shm_buf), or NULL */
	char shm_buf[PATH_MAX];
	bool tcp;             /* tcp:HOST:PORT (path holds HOST:PORT) */
	char addr_buf[120];   /* addr with the port the kernel chose for port 0 */
	char identity[160];   /* "vm-..." for a VM socket: its sessions' kernel cache */
	int fd;
	bool activated;       /* handed over by systemd (socket activation): not ours to remove */
	unsigned nslots;      /* ,slots=N as given; 0: the default (VCL_SLOTS_DEFAULT) */
	struct vcl_slots slots; /* the region's slots and the sessions holding them */
	bool no_region_logged;/* a session went without the region (logged once) */
};

struct pending {
	int fd;
	struct listener *l;
	struct ucred cred;    /* tcp: uid and gid -1, pid 0 */
	char peer[200];       /* what limits count: uid-N, the VM socket's identity, ip-ADDR (tcp:
	                       * before the handshake), then the TLS identity's cache name */
	struct vcl_tls_conn *tls; /* tcp: with TLS: the handshake, then the HELLO through it */
	char tls_id[200];     /* the client's TLS identity, once authenticated */
	short events;         /* what the connection waits for (POLLIN; POLLOUT in a handshake) */
	uint64_t deadline_ms; /* 0: none (a VM socket) */
	/* exactly one HELLO: nothing after it is taken off the socket before the session has it */
	uint8_t buf[sizeof(struct vcl_msg_hdr) + sizeof(struct vn_args_msg_hello)];
	size_t got;
};

struct child {
	struct child *next;
	pid_t pid;
	unsigned id;
	uint64_t token[2];    /* names its notify channel, once */
	uint64_t lane_token[2]; /* names its lanes (the same token, kept) */
	unsigned nlanes;      /* lanes handed to it (VCL_MAX_LANES at most) */
	int ctl;              /* socketpair to the session process: notify channels go through it */
	bool ctl_ended;       /* the session's end of it closed (no more requests to read) */
	uint64_t peer_win_ms; /* connections to peers asked for in this one-second window ... */
	unsigned peer_win_n;  /* ... how many (at most VCL_PEER_RATE) */
	int conn;             /* the daemon's copy of the guest's request channel: only its hang-up
	                       * is watched (POLLRDHUP), then closed; -1 after that */
	int err;              /* the session process's standard error (a pipe), -1 once closed */
	uint64_t end_ms;      /* the guest hung up: killed if still there at this time; 0: no */
	char line[1024];      /* a partial line of err */
	size_t nline;
	uint64_t win_ms;      /* rate limit of err: the current one-second window ... */
	size_t win_bytes, dropped; /* ... bytes in it, bytes dropped */
	uid_t uid;            /* the peer's user */
	char peer[200];       /* the peer as limits count it (struct pending) */
	struct listener *l;
	/* the status tool's (control socket) */
	struct vcl_stats *st; /* the session's counters page (shared, sealed) */
	uint64_t start_ms;    /* wall clock */
	char guest[96];       /* "uid-N" or the VM's name */
	uint64_t last_kernels, last_ms; /* the previous snapshot's, for kernels/s */
	double kernels_per_s;
};

static struct listener listeners[VCL_MAX_LISTENERS];
static int nlisteners;
static struct pending *pend;
static unsigned npend, pend_cap;       /* pend[] holds cfg.max_pending (grown on a reload) */
static struct child *children;
static unsigned nchildren, next_session;
static uint64_t refused_total;                    /* connections and sessions refused */
/* VM ports carrying many sessions (vcl_mux.h): each channel becomes a pending connection */
#define VCL_MAX_MUX 64
static struct vmmux {
	struct vcl_mux *m;
	struct listener *l;
	struct ucred cred;    /* QEMU's, from the port's connection */
	char peer[200];       /* the VM socket's identity */
} muxes[VCL_MAX_MUX];
static int nmux;
static uint64_t ended_fallbacks[VCL_FB_COUNT];    /* fallbacks of sessions that have ended */
static struct vcl_stats host_info;                /* platform and device names (the probe's) */
static uint64_t started_wall_ms;
static int reserve_fd = -1; /* closed to accept (and refuse) a connection at the fd limit */
static char *self_path;

static uint64_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/* A message about connections that an attacker can make endlessly: at most 20 a second. */
static void log_limited(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void log_limited(const char *fmt, ...)
{
	static uint64_t window;
	static unsigned in_window, dropped;
	uint64_t t = now_ms();
	char buf[400];
	va_list ap;

	if (t - window >= 1000) {
		if (dropped)
			vcl_log("(%u more messages about connections were left out)", dropped);
		window = t;
		in_window = dropped = 0;
	}
	if (++in_window > 20) {
		dropped++;
		return;
	}
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	vcl_log("%s", buf);
}

static bool is_vm(const struct listener *l)
{
	return l->shm != NULL;
}

static void peer_text(const struct pending *p, char *buf, size_t len)
{
	if (p->l->tcp) {
		char addr[80];
		vcl_tcp_peer_text(p->fd, addr, sizeof(addr));
		snprintf(buf, len, "%s%.90s from %.48s on tcp:%.40s", p->tls ? "TLS " : "",
			 p->tls ? (p->tls_id[0] ? p->tls_id : "(not authenticated)") : "(insecure)",
			 addr, p->l->path);
	} else if (is_vm(p->l))
		snprintf(buf, len, "VM socket %s (uid %u pid %d)", p->l->path, (unsigned)p->cred.uid,
			 (int)p->cred.pid);
	else
		snprintf(buf, len, "uid %u pid %d on %s", (unsigned)p->cred.uid, (int)p->cred.pid,
			 p->l->path);
}

/* SO_PEERCRED against the allow list: root, the daemon's user, members of the socket's group, and
 * what --allow-user/--allow-group add. */
static bool peer_allowed(const struct listener *l, int fd, const struct ucred *c)
{
	gid_t groups[256];
	socklen_t glen = sizeof(groups);
	int ng = 0;

	if (c->uid == 0 || c->uid == geteuid())
		return true;
	/* a VM's socket carries the VM's region and kernel cache: only QEMU's user may connect */
	if (is_vm(l))
		return cfg.vm_uid_set && c->uid == cfg.vm_uid;
	for (int i = 0; i < cfg.nallow_uid; i++)
		if (c->uid == cfg.allow_uid[i])
			return true;
	if (getsockopt(fd, SOL_SOCKET, SO_PEERGROUPS, groups, &glen) == 0)
		ng = (int)(glen / sizeof(gid_t));
	groups[ng < 255 ? ng : 255] = c->gid;
	ng = ng < 255 ? ng + 1 : 256;
	for (int k = 0; k < ng; k++) {
		if (cfg.sock_gid_set && groups[k] == cfg.sock_gid)
			return true;
		for (int i = 0; i < cfg.nallow_gid; i++)
			if (groups[k] == cfg.allow_gid[i])
				return true;
	}
	return false;
}

static unsigned pending_of(const char *peer)
{
	unsigned n = 0;
	for (unsigned i = 0; i < npend; i++)
		if (!strcmp(pend[i].peer, peer))
			n++;
	return n;
}

static unsigned sessions_of(const char *peer)
{
	unsigned n = 0;
	for (struct child *c = children; c; c = c->next)
		if (!strcmp(c->peer, peer))
			n++;
	return n;
}

/* A readable directory name for an identity no local name gives: PREFIX-<identity's letters,
 * digits, '.', '-', at most 64>-<64-bit FNV-1a hash of the whole identity>, so that two
 * identities never share one. */
static void identity_name(char *out, size_t len, const char *prefix, const char *identity)
{
	uint64_t h = 14695981039346656037ull;
	size_t k, start;

	for (const char *q = identity; *q; q++)
		h = (h ^ (uint8_t)*q) * 1099511628211ull;
	snprintf(out, len, "%s-%.64s", prefix, identity);
	for (k = start = strlen(prefix) + 1; out[k]; k++)
		if (!isalnum((unsigned char)out[k]) && !strchr(".-", out[k]))
			out[k] = '_';
	snprintf(out + k, len - k, "-%016" PRIx64, h);
}

static void accept_one(struct listener *l)
{
	struct pending *p;
	struct ucred cred;
	socklen_t clen = sizeof(cred);
	char peer[200];
	int fd = accept4(l->fd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);

	if (fd < 0) {
		if (errno == EMFILE || errno == ENFILE) {
			/* at the descriptor limit: take the connection with the reserve and refuse it,
			 * or the listener stays readable and the loop spins */
			close(reserve_fd);
			fd = accept4(l->fd, NULL, NULL, SOCK_CLOEXEC);
			if (fd >= 0)
				close(fd);
			reserve_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
			refused_total++;
			log_limited("refused a connection on %s: out of file descriptors", l->path);
		}
		return;
	}
	if (l->tcp) {
		/* who it is, TLS will tell; until then its address is what the limits count */
		char addr[80], *colon;
		vcl_tcp_peer_text(fd, addr, sizeof(addr));
		colon = strrchr(addr, ':');
		if (colon)
			*colon = 0;
		if (npend >= cfg.max_pending || pending_of(addr) >= cfg.max_pending_peer) {
			log_limited("refused a connection from %s on tcp:%s: too many connections "
				    "waiting for HELLO (--max-pending)", addr, l->path);
			close(fd);
			return;
		}
		vcl_tcp_tune(fd, (int)cfg.peer_timeout_s * 1000);
		p = &pend[npend];
		*p = (struct pending){ .fd = fd, .l = l, .cred = { 0, (uid_t)-1, (gid_t)-1 },
				       .events = POLLIN };
		snprintf(p->peer, sizeof(p->peer), "%s", addr);
		if (tls_srv && !(p->tls = vcl_tls_conn_new(tls_srv, fd))) {
			close(fd);
			return;
		}
		npend++;
		if (cfg.hello_timeout_s)
			p->deadline_ms = now_ms() + cfg.hello_timeout_s * 1000ull;
		return;
	}
	if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &clen)) {
		close(fd);
		return;
	}
	if (!peer_allowed(l, fd, &cred)) {
		refused_total++;
		log_limited("refused a connection from uid %u pid %d on %s: not allowed (see "
			    "--allow-user, --allow-group, --socket-group; on a VM socket --vm-user)",
			    (unsigned)cred.uid, (int)cred.pid, l->path);
		close(fd);
		return;
	}
	if (is_vm(l))
		snprintf(peer, sizeof(peer), "%s", l->identity);
	else
		snprintf(peer, sizeof(peer), "uid-%u", (unsigned)cred.uid);
	if (npend >= cfg.max_pending || pending_of(peer) >= cfg.max_pending_peer) {
		refused_total++;
		log_limited("refused a connection from uid %u pid %d on %s: too many connections "
			    "waiting for HELLO (--max-pending)", (unsigned)cred.uid, (int)cred.pid,
			    l->path);
		close(fd);
		return;
	}
	p = &pend[npend++];
	*p = (struct pending){ .fd = fd, .l = l, .cred = cred, .events = POLLIN };
	snprintf(p->peer, sizeof(p->peer), "%s", peer);
	if (!is_vm(l) && cfg.hello_timeout_s)
		p->deadline_ms = now_ms() + cfg.hello_timeout_s * 1000ull;
}

static void drop_pending(unsigned i)
{
	vcl_tls_conn_free(pend[i].tls);
	close(pend[i].fd);
	pend[i] = pend[--npend];
}

/* In a forked child: put descriptors from[i] (-1: none) exactly at the session's numbers to[i],
 * inheritable. Each is first copied above every target, so that none is overwritten before it is
 * moved, and so that dup2 always makes a new descriptor (it leaves FD_CLOEXEC set when the two
 * numbers are the same). 0 or -1. */
static int place_fds(const int *from, const int *to, int n)
{
	int hi[8];

	for (int i = 0; i < n && i < 8; i++)
		if ((hi[i] = from[i] < 0 ? -1 : fcntl(from[i], F_DUPFD_CLOEXEC, SFD_FIRST_FREE)) < 0 &&
		    from[i] >= 0)
			return -1;
	for (int i = 0; i < n && i < 8; i++)
		if (hi[i] >= 0 && dup2(hi[i], to[i]) < 0)
			return -1;
	return 0;
}

/* The command line of a session process (mode "--session" with its id, or "--probe"): everything
 * of the configuration the session applies itself. In a forked child only. */
static void session_argv(char **argv, const char *mode, const char *id, const char *region,
			 bool tls)
{
	static char spin[24], endt[24], mem[24], obj[24], kt[24], pt[24];
	int n = 0;

	snprintf(spin, sizeof(spin), "%llu", (unsigned long long)cfg.spin_us);
	snprintf(endt, sizeof(endt), "%u", cfg.end_timeout_s);
	snprintf(mem, sizeof(mem), "%llu", (unsigned long long)cfg.max_memory);
	snprintf(obj, sizeof(obj), "%llu", (unsigned long long)cfg.max_objects);
	snprintf(kt, sizeof(kt), "%u", cfg.max_kernel_s);
	argv[n++] = self_path;
	argv[n++] = (char *)mode;
	if (id)
		argv[n++] = (char *)id;
	if (region) {
		argv[n++] = "--region-fd";
		argv[n++] = (char *)region;
	}
	if (cfg.platform) {
		argv[n++] = "--platform";
		argv[n++] = (char *)cfg.platform;
	}
	if (!cfg.sb.enabled)
		argv[n++] = "--no-sandbox";
	if (tls)
		argv[n++] = "--tls-session";
	argv[n++] = "--spin-us";
	argv[n++] = spin;
	argv[n++] = "--end-timeout";
	argv[n++] = endt;
	argv[n++] = "--max-memory";
	argv[n++] = mem;
	argv[n++] = "--max-objects";
	argv[n++] = obj;
	argv[n++] = "--max-kernel-time";
	argv[n++] = kt;
	if (cfg.npeer) { /* it takes part in moves between daemons (vcl_peer.h) */
		snprintf(pt, sizeof(pt), "%u", cfg.peer_timeout_s);
		argv[n++] = "--peer-session";
		argv[n++] = "--peer-timeout";
		argv[n++] = pt;
	}
	argv[n] = NULL;
}

/* A session's counters page: a memfd of one struct vcl_stats, sealed against shrinking and growing
 * (a session that could truncate it would make the daemon's next read fault), mapped here. Its
 * descriptor in *fd, or NULL. */
static struct vcl_stats *stats_page_new(int *fd)
{
	struct vcl_stats *st;

	*fd = memfd_create("virtcl-stats", MFD_CLOEXEC | MFD_ALLOW_SEALING);
	if (*fd < 0)
		return NULL;
	if (ftruncate(*fd, sizeof(*st)) ||
	    fcntl(*fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL) ||
	    (st = mmap(NULL, sizeof(*st), PROT_READ | PROT_WRITE, MAP_SHARED, *fd, 0)) == MAP_FAILED) {
		close(*fd);
		*fd = -1;
		return NULL;
	}
	st->magic = VCL_STATS_MAGIC;
	return st;
}

static void spawn_session(struct pending *p)
{
	struct child *c;
	int sv[2] = { -1, -1 }, ep[2] = { -1, -1 }, region_fd = -1, cache_fd = -1, conn = -1;
	int stats_fd = -1;
	char who[200], idtext[24], ident[200], slot[48] = "";
	uint64_t slot_off = 0, slot_size = 0;
	pid_t pid;

	struct vcl_tls_keys keys;

	peer_text(p, who, sizeof(who));
	if (nchildren >= cfg.max_sessions || sessions_of(p->peer) >= cfg.max_per_peer) {
		refused_total++;
		log_limited("refused a session for %s: %s (--max-sessions%s)", who,
			    nchildren >= cfg.max_sessions ? "too many sessions"
							  : "too many sessions of this peer",
			    nchildren >= cfg.max_sessions ? "" : "-per-peer");
		return;
	}
	c = calloc(1, sizeof(*c));
	if (!c || !(c->st = stats_page_new(&stats_fd)) ||
	    socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) ||
	    pipe2(ep, O_CLOEXEC) || (conn = fcntl(p->fd, F_DUPFD_CLOEXEC, 0)) < 0 ||
	    getrandom(c->token, sizeof(c->token), 0) != sizeof(c->token)) {
		vcl_log("cannot start a session for %s: %s", who, strerror(errno));
		goto fail;
	}
	memcpy(c->lane_token, c->token, sizeof(c->token));
	/* the kernel cache is the peer's: uid-N, vm-..., tls-<identity>-<hash>, or for plaintext
	 * tcp: (loopback, --insecure) one shared tcp-insecure */
	snprintf(ident, sizeof(ident), "%s", p->peer);
	if (p->tls && vcl_tls_conn_export(p->tls, &keys)) {
		log_limited("refused a session for %s: it sent more than its HELLO before WELCOME", who);
		goto fail;
	}
	cache_fd = vcl_sandbox_cache_dir(&cfg.sb, cfg.cache_dir, ident);
	if (cache_fd < 0) {
		vcl_log("cannot make the kernel cache %s/%s for %s: %s", cfg.cache_dir, ident, who,
			strerror(-cache_fd));
		goto fail;
	}
	c->id = ++next_session;
	/* each concurrent session of a VM has its own slot of the VM's region; with every slot
	 * held, a further one goes inline */
	if (p->l->shm && vcl_slots_take(&p->l->slots, c->id, &slot_off, &slot_size) >= 0) {
		region_fd = open(p->l->shm, O_RDWR | O_CLOEXEC);
		if (region_fd < 0) {
			vcl_log("session for %s: cannot open %s: %s; buffer data goes inline", who,
				p->l->shm, strerror(errno));
			vcl_slots_release(&p->l->slots, c->id);
		}
		snprintf(slot, sizeof(slot), "%llu:%llu", (unsigned long long)slot_off,
			 (unsigned long long)slot_size);
	}
	if (is_vm(p->l) && region_fd < 0) {
		c->st->fallbacks[VCL_FB_NO_REGION] = 1;
		if (!p->l->no_region_logged)
			vcl_log("slower path (no_region): a session on %s went without the VM's region "
				"(its %u slots are held by other sessions of the VM; ,slots=N on --listen "
				"makes more): its buffer data goes inline (logged once per socket; "
				"virtcl-smi counts them)", p->l->path, p->l->slots.n);
		p->l->no_region_logged = true;
	}
	if (vcl_cgroup_create(&cfg.cg, c->id)) {
		vcl_log("cannot make the cgroup of session %u for %s: %s", c->id, who, strerror(errno));
		goto fail;
	}
	snprintf(idtext, sizeof(idtext), "%u", c->id);
	/* blocking from here on: the session reads it with ordinary calls */
	fcntl(p->fd, F_SETFL, fcntl(p->fd, F_GETFL) & ~O_NONBLOCK);
	pid = fork();
	if (pid == 0) {
		char *argv[40];

		const int from[] = { p->fd, sv[1], region_fd, cfg.sb.exe_fd, cache_fd, stats_fd };
		const int to[] = { SFD_CONN, SFD_CTL, SFD_REGION, SFD_EXE, SFD_CACHE, SFD_STATS };
		if (place_fds(from, to, 6)) {
			vcl_log("session %u: cannot pass its descriptors: %s", c->id, strerror(errno));
			_exit(127);
		}
		if (vcl_cgroup_enter(&cfg.cg, c->id)) {
			vcl_log("session %u: cannot enter its cgroup: %s", c->id, strerror(errno));
			_exit(127);
		}
		/* nothing of the daemon's terminal or log: no standard input, standard error a pipe
		 * the daemon reads (relay_err) */
		{
			int nul = open("/dev/null", O_RDONLY | O_CLOEXEC);
			if (nul < 0 || dup2(nul, 0) < 0 || dup2(ep[1], 2) < 0)
				_exit(127);
		}
		close_range(SFD_FIRST_FREE, ~0u, 0);
		session_argv(argv, "--session", idtext, region_fd >= 0 ? slot : NULL, p->tls != NULL);
		{
			struct vcl_sandbox sb = cfg.sb;
			sb.exe_fd = SFD_EXE;
			vcl_sandbox_exec(&sb, SFD_CACHE, argv);
		}
		_exit(127);
	}
	if (pid < 0) {
		vcl_log("cannot fork a session process: %s", strerror(errno));
		goto fail;
	}
	if (send(sv[0], c->token, sizeof(c->token), MSG_NOSIGNAL) != (ssize_t)sizeof(c->token))
		vcl_log("session %u: cannot send its token: %s", c->id, strerror(errno));
	/* the connection's traffic keys (never the server's key or the PSKs): the session runs the
	 * TLS record layer itself */
	if (p->tls && send(sv[0], &keys, sizeof(keys), MSG_NOSIGNAL) != (ssize_t)sizeof(keys))
		vcl_log("session %u: cannot send its TLS keys: %s", c->id, strerror(errno));
	explicit_bzero(&keys, sizeof(keys));
	c->pid = pid;
	c->ctl = sv[0];
	c->conn = conn;
	c->err = ep[0];
	close(ep[1]);
	fcntl(c->err, F_SETFL, O_NONBLOCK);
	c->uid = p->cred.uid;
	snprintf(c->peer, sizeof(c->peer), "%s", p->peer);
	c->l = p->l;
	{
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		c->start_ms = (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
		c->last_ms = now_ms();
	}
	snprintf(c->guest, sizeof(c->guest), "%.95s", ident);
	close(stats_fd);
	c->next = children;
	children = c;
	nchildren++;
	if (region_fd >= 0)
		vcl_log("session %u: %s (process %d, kernel cache %s, region slot %s of %s)", c->id,
			who, (int)pid, ident, slot, p->l->shm);
	else
		vcl_log("session %u: %s (process %d, kernel cache %s)", c->id, who, (int)pid, ident);
	close(sv[1]);
	if (region_fd >= 0)
		close(region_fd);
	close(cache_fd);
	return;
fail:
	explicit_bzero(&keys, sizeof(keys));
	if (sv[0] >= 0) {
		close(sv[0]);
		close(sv[1]);
	}
	if (ep[0] >= 0) {
		close(ep[0]);
		close(ep[1]);
	}
	if (conn >= 0)
		close(conn);
	if (region_fd >= 0)
		close(region_fd);
	if (cache_fd >= 0)
		close(cache_fd);
	if (stats_fd >= 0)
		close(stats_fd);
	if (c && c->st)
		munmap(c->st, sizeof(*c->st));
	if (c) /* its slot, if it took one (no session has id 0) */
		vcl_slots_release(&p->l->slots, c->id);
	free(c);
}

/*
 * Send the len bytes at m as one message on a session's control socket (SOCK_SEQPACKET), with
 * fd in it (SCM_RIGHTS) if fd >= 0; fd stays the caller's to close. Does not wait for room
 * (MSG_DONTWAIT) and raises no SIGPIPE. Returns 0 when the whole message went, else a negative
 * errno (-EMSGSIZE: only part of it did).
 */
static int ctl_send(int ctl, const void *m, size_t len, int fd)
{
	char cbuf[CMSG_SPACE(sizeof(int))] = { 0 };
	struct iovec iov = { (void *)m, len };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1 };
	ssize_t n;

	if (fd >= 0) {
		struct cmsghdr *cm;
		mh.msg_control = cbuf;
		mh.msg_controllen = sizeof(cbuf);
		cm = CMSG_FIRSTHDR(&mh);
		cm->cmsg_level = SOL_SOCKET;
		cm->cmsg_type = SCM_RIGHTS;
		cm->cmsg_len = CMSG_LEN(sizeof(int));
		memcpy(CMSG_DATA(cm), &fd, sizeof(int));
	}
	n = sendmsg(ctl, &mh, MSG_NOSIGNAL | MSG_DONTWAIT);
	if (n < 0)
		return -errno;
	return n == (ssize_t)len ? 0 : -EMSGSIZE;
}

static void route_notify(struct pending *p, const uint64_t token[2])
{
	struct child *c;
	bool ok = false;
	char who[200];

	struct vcl_tls_keys keys;
	char byte = 1;

	fcntl(p->fd, F_SETFL, fcntl(p->fd, F_GETFL) & ~O_NONBLOCK);
	if (p->tls && vcl_tls_conn_export(p->tls, &keys)) {
		peer_text(p, who, sizeof(who));
		log_limited("rejected a notify channel: bytes after its HELLO (%s)", who);
		return;
	}
	for (c = children; c; c = c->next) {
		/* the notify channel of a session comes from the same peer (user, VM socket, TLS
		 * identity) on the same socket */
		if ((c->token[0] | c->token[1]) && c->token[0] == token[0] && c->token[1] == token[1] &&
		    c->l == p->l && c->uid == p->cred.uid && !strcmp(c->peer, p->peer)) {
			/* over TLS, the channel's traffic keys travel with it */
			ok = !ctl_send(c->ctl, p->tls ? (void *)&keys : &byte,
				       p->tls ? sizeof(keys) : 1, p->fd);
			/* a token names one notify channel: a second try finds nothing */
			c->token[0] = c->token[1] = 0;
			break;
		}
	}
	explicit_bzero(&keys, sizeof(keys));
	if (!ok) {
		peer_text(p, who, sizeof(who));
		log_limited("rejected a notify channel: unknown session token (%s)", who);
	}
}

/* A lane (vcl_wire.h VCL_ROLE_LANE): to the session its token names, from the same peer on the
 * same socket as the session's request channel, as a notify channel goes (route_notify), up to
 * VCL_MAX_LANES of them; the session answers it. */
static void route_lane(struct pending *p, const uint64_t token[2])
{
	struct vcl_lane_ctl m = { .magic = VCL_LANE_CTL_MAGIC };
	char who[200];
	struct child *c;
	bool ok = false, found = false;

	fcntl(p->fd, F_SETFL, fcntl(p->fd, F_GETFL) & ~O_NONBLOCK);
	if (p->tls && vcl_tls_conn_export(p->tls, &m.keys)) {
		peer_text(p, who, sizeof(who));
		log_limited("rejected a lane: bytes after its HELLO (%s)", who);
		return;
	}
	for (c = children; c; c = c->next) {
		if ((c->lane_token[0] | c->lane_token[1]) && c->lane_token[0] == token[0] &&
		    c->lane_token[1] == token[1] && c->l == p->l && c->uid == p->cred.uid &&
		    !strcmp(c->peer, p->peer) && c->nlanes < VCL_MAX_LANES) {
			found = true;
			/* counted once the session has it: a lane it never got takes no place */
			if ((ok = !ctl_send(c->ctl, &m, sizeof(m), p->fd)))
				c->nlanes++;
			break;
		}
	}
	explicit_bzero(&m, sizeof(m));
	if (!ok) {
		peer_text(p, who, sizeof(who));
		if (found)
			log_limited("rejected a lane: its session could not take it (%s)", who);
		else
			log_limited("rejected a lane: unknown session token, or the session has %u (%s)",
				    VCL_MAX_LANES, who);
	}
}

/* ---- buffers directly between servers (vcl_peer.h) ---------------------------------------------- */

static unsigned peer_helpers; /* helper processes opening connections to peers, not yet reaped */
static struct peer_helper {
	pid_t pid;            /* 0: a free slot */
	unsigned session;     /* the session it connects for ... */
	uint64_t req;         /* ... and that session's pull */
	uint64_t kill_ms;     /* killed if still there then; 0: killed, not yet reaped */
	char addr[200];       /* the peer, tcp:HOST:PORT */
} helpers[VCL_PEER_MAX_HELPERS];

/* What a connection between daemons has for its connect, TLS handshake and HELLO, as a whole -
 * however slowly the other end answers: --hello-timeout, or 10 s where that is 0 (no limit for
 * guests; a peer is no guest). Both ends hold a limited slot meanwhile: a helper
 * (VCL_PEER_MAX_HELPERS) here, a pending connection (--max-pending) there. */
static uint64_t peer_connect_ms(void)
{
	return cfg.hello_timeout_s ? cfg.hello_timeout_s * 1000ull : 10000;
}

static void peer_refuse(struct child *c, uint64_t req, int err, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static void peer_refuse(struct child *c, uint64_t req, int err, const char *fmt, ...)
{
	struct vcl_peer_ctl m = { .magic = VCL_PEER_CTL_MAGIC, .kind = VCL_PEER_CONNECTED,
				  .err = err, .req = req };
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(m.text, sizeof(m.text), fmt, ap);
	va_end(ap);
	log_limited("session %u: no connection to a peer: %s", c->id, m.text);
	ctl_send(c->ctl, &m, sizeof(m), -1);
}

/*
 * In a helper process forked for one pull: connect to the peer daemon at addr (tcp:HOST:PORT, one
 * of --peer), authenticate both ways with the daemons' key, send HELLO {role PEER, the source
 * session's number}, and hand the socket and its traffic keys to the session on ctl. Bounded by
 * --hello-timeout (connect and handshake). Never returns.
 */
static void __attribute__((noreturn)) peer_helper(int ctl, unsigned id, const struct vcl_peer_ctl *rq)
{
	struct vcl_peer_ctl m = { .magic = VCL_PEER_CTL_MAGIC, .kind = VCL_PEER_CONNECTED,
				  .req = rq->req };
	/* connect, handshake and HELLO within peer_connect_ms as a whole (the daemon kills a helper
	 * a second past it, whatever holds it: a name's lookup, several addresses) */
	uint64_t end = now_ms() + peer_connect_ms();
	int ms = peer_connect_ms() > INT_MAX ? INT_MAX : (int)peer_connect_ms();
	char host[256], port[16], why[200] = "";
	const char *hostport = rq->text + 4;
	struct vcl_enc e;
	struct iovec iov[VCL_ENC_MAX_IOV + 1];
	int fd = -1, k;

	vcl_enc_init(&e, VCL_OP_HELLO, 0);
	vn_enc_msg_hello(&e, &(struct vn_args_msg_hello){ .role = VCL_ROLE_PEER,
							  .token0 = rq->session });
	k = vcl_enc_finish(&e, iov); /* a handshake is small: one piece */
	if (k != 1 || vcl_tcp_split(hostport, host, sizeof(host), port, sizeof(port))) {
		m.err = -EINVAL;
		snprintf(why, sizeof(why), "cannot make its HELLO");
	} else if ((fd = vcl_tcp_connect(hostport, ms, (int)cfg.peer_timeout_s * 1000)) < 0) {
		m.err = fd;
		snprintf(why, sizeof(why), "cannot connect: %s", strerror(-fd));
	} else if (now_ms() >= end) {
		m.err = -ETIMEDOUT;
		snprintf(why, sizeof(why), "connected, but no time left for the TLS handshake");
	} else {
		uint64_t left = end - now_ms();
		m.err = vcl_tls_peer_connect(fd, host, left > INT_MAX ? INT_MAX : left ? (int)left : 1,
					     cfg.peer_psk, iov[0].iov_base, iov[0].iov_len, &m.keys, why,
					     sizeof(why));
	}
	vcl_enc_fini(&e);
	if (m.err) {
		snprintf(m.text, sizeof(m.text), "%.100s: %.150s", rq->text, why);
		vcl_log("session %u: no connection to peer %s", id, m.text);
	}
	ctl_send(ctl, &m, sizeof(m), m.err ? -1 : fd);
	explicit_bzero(&m, sizeof(m));
	_exit(0);
}

/* A message on a session's control socket: a CONNECT for a pull (anything else is logged and
 * dropped; descriptors sent with it are not taken). */
static void peer_request(struct child *c)
{
	struct vcl_peer_ctl rq;
	ssize_t n = recv(c->ctl, &rq, sizeof(rq), MSG_DONTWAIT);
	bool allowed = false;
	pid_t pid;

	if (n < 0 && errno != EAGAIN && errno != EINTR)
		n = 0;
	if (n <= 0) {
		c->ctl_ended = n == 0; /* its process is ending: nothing more comes */
		return;
	}
	if (n != (ssize_t)sizeof(rq) || rq.magic != VCL_PEER_CTL_MAGIC ||
	    rq.kind != VCL_PEER_CONNECT || !memchr(rq.text, 0, sizeof(rq.text))) {
		log_limited("session %u: a malformed message on its control socket (%zd bytes): "
			    "dropped", c->id, n);
		return;
	}
	/* the address is the guest's (PEER_PULL): a control character in it would write a line of
	 * its own into this log, looking like the daemon's or another session's */
	for (const char *q = rq.text; *q; q++)
		if ((unsigned char)*q < 0x20 || *q == 0x7f) {
			peer_refuse(c, rq.req, -EINVAL, "a peer address with control characters");
			return;
		}
	for (int i = 0; i < cfg.npeer; i++)
		allowed = allowed || !strcmp(cfg.peers[i], rq.text);
	if (!allowed) {
		peer_refuse(c, rq.req, -EPERM, "%.200s is not one of --peer", rq.text);
		return;
	}
	if (now_ms() - c->peer_win_ms >= 1000) {
		c->peer_win_ms = now_ms();
		c->peer_win_n = 0;
	}
	if (++c->peer_win_n > VCL_PEER_RATE) {
		peer_refuse(c, rq.req, -EBUSY, "more than %u connections to peers a second",
			    VCL_PEER_RATE);
		return;
	}
	if (peer_helpers >= VCL_PEER_MAX_HELPERS) {
		peer_refuse(c, rq.req, -EBUSY, "%u connections to peers are being opened",
			    VCL_PEER_MAX_HELPERS);
		return;
	}
	pid = fork(); /* the daemon has one thread: forking is safe */
	if (pid == 0) {
		/* it keeps standard error (the log) and this session's control socket, as 3: no copy
		 * of another session's sockets or of a guest's channel outlives the daemon's own */
		int ctl = c->ctl == 3 ? 3 : dup2(c->ctl, 3);
		if (ctl < 0)
			_exit(1);
		close_range(4, ~0u, 0);
		signal(SIGPIPE, SIG_IGN);
		sigprocmask(SIG_SETMASK, &(sigset_t){ 0 }, NULL);
		peer_helper(ctl, c->id, &rq);
	}
	if (pid < 0) {
		peer_refuse(c, rq.req, -EAGAIN, "cannot fork: %s", strerror(errno));
		return;
	}
	for (unsigned i = 0; i < VCL_PEER_MAX_HELPERS; i++)
		if (!helpers[i].pid) {
			struct peer_helper *h = &helpers[i];
			*h = (struct peer_helper){ .pid = pid, .session = c->id, .req = rq.req,
						   .kill_ms = now_ms() + peer_connect_ms() + 1000 };
			snprintf(h->addr, sizeof(h->addr), "%.199s", rq.text);
			peer_helpers++;
			break;
		}
}

/* Helpers still there a second past their whole time (peer_connect_ms; each reports its own
 * failure by then unless something holds it): killed, their pulls refused (one logged reason);
 * each slot is free once its process is reaped. The earliest of their times, into *timeout (ms,
 * -1: none) for the main loop's poll. */
static void peer_helpers_check(uint64_t t, int *timeout)
{
	for (unsigned i = 0; i < VCL_PEER_MAX_HELPERS; i++) {
		struct peer_helper *h = &helpers[i];
		struct child *c;
		if (!h->pid || !h->kill_ms)
			continue;
		if (h->kill_ms > t) {
			int left = h->kill_ms - t > INT_MAX ? INT_MAX : (int)(h->kill_ms - t);
			*timeout = *timeout < 0 || left < *timeout ? left : *timeout;
			continue;
		}
		kill(h->pid, SIGKILL);
		h->kill_ms = 0;
		for (c = children; c && c->id != h->session; c = c->next)
			;
		if (c)
			peer_refuse(c, h->req, -ETIMEDOUT, "%s: not connected within %llu s "
				    "(--hello-timeout): cut off", h->addr,
				    (unsigned long long)(peer_connect_ms() / 1000));
	}
}

/* A reaped process that was a helper: its slot is free. */
static bool peer_helper_reaped(pid_t pid)
{
	for (unsigned i = 0; i < VCL_PEER_MAX_HELPERS; i++)
		if (helpers[i].pid == pid) {
			helpers[i].pid = 0;
			peer_helpers--;
			return true;
		}
	return false;
}

/* A HELLO of role PEER: another daemon fetching what session `id` offered. Only on a tcp:
 * listener, authenticated with the daemons' key, for a session that takes part; the session
 * gets the socket, its traffic keys and the peer's identity. */
static void route_peer(struct pending *p, uint64_t id)
{
	struct vcl_peer_ctl m = { .magic = VCL_PEER_CTL_MAGIC, .kind = VCL_PEER_SERVE };
	struct child *c;
	char who[200];

	peer_text(p, who, sizeof(who));
	if (!cfg.npeer || !p->tls || !vcl_tls_conn_peer(p->tls)) {
		log_limited("refused a peer connection: %s (%s)",
			    !cfg.npeer ? "this daemon has no --peer"
				       : "not authenticated with --peer-psk-file's key", who);
		return;
	}
	for (c = children; c; c = c->next)
		if (c->id == id)
			break;
	if (!c) {
		log_limited("refused a peer connection: no session %llu (%s)", (unsigned long long)id,
			    who);
		return;
	}
	fcntl(p->fd, F_SETFL, fcntl(p->fd, F_GETFL) & ~O_NONBLOCK);
	if (vcl_tls_conn_export(p->tls, &m.keys)) {
		log_limited("refused a peer connection: bytes after its HELLO (%s)", who);
		return;
	}
	snprintf(m.text, sizeof(m.text), "%s", who);
	if (ctl_send(c->ctl, &m, sizeof(m), p->fd))
		log_limited("session %u: cannot hand it a peer connection (%s)", c->id, who);
	explicit_bzero(&m, sizeof(m));
}

/* Read what has come of a pending connection's HELLO; act on a whole one. true: done with it. */
/* A channel of a VM's mux was opened: its session's end of a socketpair becomes a pending
 * connection of the VM's socket, with QEMU's credentials, as if QEMU had connected again (HELLO,
 * pairing, limits and the session process as for any connection). 0, or -1: refused. */
static int mux_open(void *ctx, int ep)
{
	struct vmmux *x = ctx;
	struct pending *p;

	if (npend >= cfg.max_pending || pending_of(x->peer) >= cfg.max_pending_peer) {
		refused_total++;
		log_limited("refused a channel of the VM port on %s: too many connections waiting for "
			    "HELLO (--max-pending)", x->l->path);
		return -1;
	}
	p = &pend[npend++];
	*p = (struct pending){ .fd = ep, .l = x->l, .cred = x->cred, .events = POLLIN };
	fcntl(ep, F_SETFL, O_NONBLOCK);
	snprintf(p->peer, sizeof(p->peer), "%s", x->peer);
	return 0;
}

/* A HELLO with the role VCL_ROLE_MUX on a unix socket (a VM's, as a rule): from now on the
 * connection carries channels (the guest's broker, virtcl-vmmux), each of which becomes a
 * connection of its own (mux_open) with the same peer: the same limits, the same identity. */
static void mux_start(struct pending *p)
{
	struct vmmux *x;
	int fd;

	if (nmux >= VCL_MAX_MUX) {
		refused_total++;
		log_limited("refused a VM port on %s: %d multiplexed ports already", p->l->path,
			    VCL_MAX_MUX);
		return;
	}
	fd = fcntl(p->fd, F_DUPFD_CLOEXEC, 0); /* the pending's own is closed when it is dropped */
	if (fd < 0) {
		vcl_log("cannot take the VM port on %s: %s", p->l->path, strerror(errno));
		return;
	}
	x = &muxes[nmux];
	x->l = p->l;
	x->cred = p->cred;
	snprintf(x->peer, sizeof(x->peer), "%s", p->peer);
	x->m = vcl_mux_new(fd, true, mux_open, x);
	if (!x->m) {
		vcl_log("cannot take the VM port on %s: %s", p->l->path, strerror(errno));
		return;
	}
	nmux++;
	vcl_log("%s: a VM port carrying many sessions (the guest's virtcl-vmmux) on %s", p->peer,
		p->l->path);
}

/* The end of muxes[i]: its channels' connections close (their sessions see their guests leave). */
static void mux_end(int i)
{
	vcl_log("%s: the VM port on %s ended: %s; its %u open channel(s) closed", muxes[i].peer,
		muxes[i].l->path, vcl_mux_why(muxes[i].m), vcl_mux_channels(muxes[i].m));
	vcl_mux_free(muxes[i].m);
	/* the callback's context moves with the entry */
	muxes[i] = muxes[--nmux];
	if (i < nmux)
		vcl_mux_set_ctx(muxes[i].m, &muxes[i]);
}

static bool pending_read(struct pending *p)
{
	struct vcl_msg_hdr h;
	struct vn_args_msg_hello a;
	struct vcl_dec d;
	char who[200];
	ssize_t n;
	int bad = -EPROTO;

	if (p->tls && !p->tls_id[0]) {
		/* the TLS handshake first, as far as the bytes there go; then who the client is */
		char why[200];
		int r = vcl_tls_conn_step(p->tls, &p->events, why, sizeof(why));
		if (r < 0) {
			peer_text(p, who, sizeof(who));
			log_limited("refused a connection: %s (%s)", why, who);
			return true;
		}
		if (r == 0)
			return false;
		snprintf(p->tls_id, sizeof(p->tls_id), "%s", vcl_tls_conn_identity(p->tls));
		identity_name(p->peer, sizeof(p->peer), "tls", p->tls_id);
		p->events = POLLIN;
		/* a peer daemon's HELLO is bounded even where --hello-timeout is 0 (none for guests) */
		if (!p->deadline_ms && vcl_tls_conn_peer(p->tls))
			p->deadline_ms = now_ms() + peer_connect_ms();
	}
	if (p->tls) {
		/* what GnuTLS has already taken off the socket makes no POLLIN: read until it says
		 * there is nothing more or the HELLO is whole */
		long k = 0; /* the loop may not run: GCC -Wmaybe-uninitialized */
		n = 0;
		while (p->got + (size_t)n < sizeof(p->buf) &&
		       (k = vcl_tls_conn_read(p->tls, p->buf + p->got + n,
					      sizeof(p->buf) - p->got - (size_t)n)) > 0)
			n += k;
		if (n == 0 && k == 0)
			return false;
		if (n == 0)
			n = -1;
	} else {
		n = read(p->fd, p->buf + p->got, sizeof(p->buf) - p->got);
		if (n < 0 && (errno == EAGAIN || errno == EINTR))
			return false;
	}
	if (n <= 0)
		return true; /* gone before HELLO */
	p->got += (size_t)n;
	if (p->got < sizeof(h))
		return false;
	memcpy(&h, p->buf, sizeof(h));
	/* the header is judged as soon as it is there; then the payload (api/opencl.api, msg HELLO):
	 * p->buf holds exactly one HELLO, so nothing after it is taken off the socket here. A longer
	 * one (another release's) is judged by its frozen prefix, magic and version: the decoder says
	 * -EPROTONOSUPPORT for another version before it reads on, and this release's is too long. */
	if (h.op == VCL_OP_HELLO) {
		size_t cap = sizeof(p->buf) - sizeof(h), have = h.size <= cap ? h.size : cap;
		if (p->got < sizeof(h) + have)
			return false;
		vcl_dec_init(&d, p->buf + sizeof(h), have);
		bad = vn_dec_msg_hello(&d, &a);
		if (!bad && h.size > cap)
			bad = -EPROTO;
	}
	if (p->l->tcp && !p->tls)
		snprintf(p->peer, sizeof(p->peer), "%s", p->l->identity); /* plaintext: who? */
	if (bad == -EPROTONOSUPPORT) {
		/* a guest library of another release: say so on both sides (a plaintext channel gets
		 * a WELCOME with this daemon's version, which its front-end reports; then the end) */
		struct vcl_enc e;
		struct iovec iov[VCL_ENC_MAX_IOV + 1];
		uint64_t none = 0;
		int k;
		peer_text(p, who, sizeof(who));
		log_limited("rejected a connection: protocol %#llx, this daemon's is %#llx: the guest's "
			    "virtcl library and virtcld are of different releases (%s)",
			    (unsigned long long)a.version, (unsigned long long)VCL_PROTO_VERSION, who);
		vcl_enc_init(&e, VCL_OP_WELCOME, 0);
		vn_enc_msg_welcome(&e, &(struct vn_args_msg_welcome){ .devices = &none });
		k = vcl_enc_finish(&e, iov);
		if (!p->tls && k > 0 &&
		    sendmsg(p->fd, &(struct msghdr){ .msg_iov = iov, .msg_iovlen = (size_t)k },
			    MSG_DONTWAIT | MSG_NOSIGNAL) < 0)
			(void)0; /* the refusal stands either way */
		vcl_enc_fini(&e);
	} else if (bad) {
		peer_text(p, who, sizeof(who));
		log_limited("rejected a connection: no valid HELLO (%s)", who);
	} else if (a.role != VCL_ROLE_PEER && p->tls && vcl_tls_conn_peer(p->tls)) {
		/* the daemons' own key proves a peer daemon, never a guest: it opens no session and
		 * joins none (a holder of it is trusted with the moves' bytes only, not the devices) */
		peer_text(p, who, sizeof(who));
		log_limited("rejected a connection: role %llu with the daemons' own key "
			    "(--peer-psk-file), which serves peer transfers only (%s)",
			    (unsigned long long)a.role, who);
	} else if (a.role == VCL_ROLE_REQUEST) {
		spawn_session(p);
	} else if (a.role == VCL_ROLE_NOTIFY) {
		route_notify(p, (const uint64_t[2]){ a.token0, a.token1 });
	} else if (a.role == VCL_ROLE_LANE) {
		route_lane(p, (const uint64_t[2]){ a.token0, a.token1 });
	} else if (a.role == VCL_ROLE_MUX && !p->l->tcp) {
		mux_start(p);
	} else if (a.role == VCL_ROLE_PEER && p->l->tcp) {
		route_peer(p, a.token0);
	} else {
		peer_text(p, who, sizeof(who));
		log_limited("rejected a connection: role %llu (%s)", (unsigned long long)a.role, who);
	}
	return true;
}

/* Most bytes of standard error one session may put into the daemon's log in one second: a guest's
 * kernel can write there, so it must not be able to fill the operator's disk at memory speed. */
#define VCL_SESSION_LOG_RATE 65536

/* One line a session process wrote: its own log lines (virtcld[...]: session N: ...) go to the log
 * as they are; anything else (the driver's messages, or what a guest's kernel wrote) is marked as
 * this session's, so no session can write a line that looks like the daemon's or another's. */
static void relay_line(struct child *c, char *l, size_t n)
{
	char own[40];
	const char *q;
	int k = snprintf(own, sizeof(own), ": session %u: ", c->id);

	/* no control character reaches the log: nothing that moves a terminal's cursor, erases,
	 * or starts a line of its own */
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)l[i] < 0x20 || l[i] == 0x7f)
			l[i] = l[i] == '\t' ? ' ' : '?';
	q = n > 8 && !memcmp(l, "virtcld[", 8) ? memchr(l, ']', n) : NULL;
	if (q && (size_t)(l + n - q) > (size_t)k && !memcmp(q + 1, own, (size_t)k)) {
		fwrite(l, 1, n, stderr);
		fputc('\n', stderr);
		c->win_bytes += n + 1;
	} else {
		vcl_log("session %u: (output) %.*s", c->id, (int)(n < 400 ? n : 400), l);
		c->win_bytes += (n < 400 ? n : 400) + 60;
	}
}

/* Read what a session process wrote to its standard error; false once it is closed. */
static bool relay_err(struct child *c)
{
	char buf[4096];
	uint64_t t = now_ms();
	ssize_t n;

	while ((n = read(c->err, buf, sizeof(buf))) > 0) {
		if (t - c->win_ms >= 1000) {
			if (c->dropped)
				vcl_log("session %u: %zu bytes of its output were left out (more than %d "
					"a second)", c->id, c->dropped, VCL_SESSION_LOG_RATE);
			c->win_ms = t;
			c->win_bytes = c->dropped = 0;
		}
		/* the budget counts what reaches the log (relay_line), not what came in */
		if (c->win_bytes > VCL_SESSION_LOG_RATE) {
			c->dropped += (size_t)n;
			continue;
		}
		for (ssize_t i = 0; i < n; i++) {
			if (buf[i] == '\n' || c->nline == sizeof(c->line)) {
				relay_line(c, c->line, c->nline);
				c->nline = 0;
				if (buf[i] == '\n')
					continue;
			}
			c->line[c->nline++] = buf[i];
		}
	}
	if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
		if (c->nline)
			relay_line(c, c->line, c->nline);
		c->nline = 0;
		close(c->err);
		c->err = -1;
		return false;
	}
	return true;
}

/* The guest of c hung up: its session must be gone within --end-timeout, whatever it runs. */
static void guest_left(struct child *c)
{
	close(c->conn);
	c->conn = -1;
	if (cfg.end_timeout_s)
		c->end_ms = now_ms() + cfg.end_timeout_s * 1000ull;
}

/* Session cgroups still to remove (their processes were still leaving when the session was
 * reaped); tried again on every turn of the loop. */
static unsigned cg_left[1024], ncg_left;

static void remove_left_cgroups(void)
{
	for (unsigned i = ncg_left; i-- > 0;)
		if (vcl_cgroup_remove(&cfg.cg, cg_left[i]) == 0)
			cg_left[i] = cg_left[--ncg_left];
}

static void reap(void)
{
	int st;
	pid_t pid;

	while ((pid = waitpid(-1, &st, WNOHANG)) > 0) {
		struct child **pp, *c = NULL;

		for (pp = &children; *pp; pp = &(*pp)->next)
			if ((*pp)->pid == pid) {
				c = *pp;
				*pp = c->next;
				break;
			}
		if (!c) {
			peer_helper_reaped(pid);
			continue;
		}
		if (c->err >= 0)
			while (relay_err(c))
				;
		if (c->conn >= 0)
			close(c->conn);
		/* its slot of the VM's region is free once its process (and so its mapping) is gone */
		vcl_slots_release(&c->l->slots, c->id);
		nchildren--;
		if (vcl_cgroup_oom(&cfg.cg, c->id))
			vcl_log("session %u: it used more host memory than --session-memory allows: the "
				"kernel ended it", c->id);
		/* its last processes may still be on their way out: removed when empty */
		if (cfg.cg.enabled && ncg_left < sizeof(cg_left) / sizeof(cg_left[0]))
			cg_left[ncg_left++] = c->id;
		/* bubblewrap exits with 128 + N when the session process died of signal N */
		if (!WIFSIGNALED(st) && cfg.sb.enabled && WEXITSTATUS(st) > 128 &&
		    WEXITSTATUS(st) < 128 + NSIG)
			st = WEXITSTATUS(st) - 128;
		if (WIFSIGNALED(st))
			vcl_log("session %u: its process died of signal %d (%s)%s; the other sessions go on",
				c->id, WTERMSIG(st), strsignal(WTERMSIG(st)),
				WTERMSIG(st) == SIGALRM ? ": it had not ended --end-timeout after its "
							  "guest left" : "");
		else if (WEXITSTATUS(st))
			vcl_log("session %u: its process exited with status %d", c->id, WEXITSTATUS(st));
		close(c->ctl);
		for (int f = 0; f < VCL_FB_COUNT; f++)
			ended_fallbacks[f] += c->st->fallbacks[f];
		munmap(c->st, sizeof(*c->st));
		free(c);
	}
}

/* "unix:PATH[,shm=FILE]": 0, or -1 with the reason logged. The region file is checked here
 * (mapped once and unmapped); each session process maps it again from a descriptor. */
/* systemd socket activation (the sd_listen_fds(3) protocol): sockets from descriptor 3 on, if
 * LISTEN_PID names this process. Their mode and group are the unit's (SocketMode, SocketGroup).
 * Returns how many were taken, or -1 (a descriptor that is no listening unix stream socket). */
static int take_activated(void)
{
	const char *pid = getenv("LISTEN_PID"), *nfds = getenv("LISTEN_FDS");
	int n, taken = 0;

	if (!pid || !nfds || atol(pid) != (long)getpid())
		return 0;
	n = atoi(nfds);
	for (int i = 0; i < n && nlisteners < VCL_MAX_LISTENERS; i++, taken++) {
		struct listener *l = &listeners[nlisteners];
		struct sockaddr_un sa;
		socklen_t len = sizeof(sa);
		int fd = 3 + i, type = 0, acc = 0;
		socklen_t tl = sizeof(type), al = sizeof(acc);
		char *addr;

		memset(&sa, 0, sizeof(sa));
		if (getsockname(fd, (struct sockaddr *)&sa, &len) || sa.sun_family != AF_UNIX ||
		    !sa.sun_path[0] || getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &tl) ||
		    type != SOCK_STREAM || getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &acc, &al) || !acc) {
			vcl_log("socket activation: descriptor %d is not a listening unix stream socket "
				"with a path (ListenStream=/PATH in the .socket unit)", fd);
			return -1;
		}
		snprintf(l->path, sizeof(l->path), "%s", sa.sun_path);
		if (asprintf(&addr, "unix:%s (from systemd)", l->path) < 0)
			return -1;
		l->addr = addr;
		l->fd = fd;
		l->activated = true;
		fcntl(fd, F_SETFD, FD_CLOEXEC);
		fcntl(fd, F_SETFL, O_NONBLOCK);
		nlisteners++;
	}
	unsetenv("LISTEN_PID");
	unsetenv("LISTEN_FDS");
	unsetenv("LISTEN_FDNAMES");
	return taken;
}

/*
 * The address of a listener (--listen): "unix:PATH[,shm=FILE]". Fills l->path and l->shm from
 * l->addr (tcp:HOST:PORT: l->tcp, HOST:PORT in l->path); NULL, or what is wrong with it (a static
 * text). The one place that knows the address forms.
 */
static const char *listener_parse(struct listener *l)
{
	static char why[300];
	const char *p = l->addr + 5, *opt;
	size_t plen;

	if (!strncmp(l->addr, "tcp:", 4)) {
		char host[256], port[8];
		l->tcp = true;
		if (strlen(l->addr + 4) >= sizeof(l->path) ||
		    vcl_tcp_split(l->addr + 4, host, sizeof(host), port, sizeof(port)))
			return "expected tcp:HOST:PORT or tcp:[IPV6]:PORT (PORT 0: the kernel picks one)";
		snprintf(l->path, sizeof(l->path), "%s", l->addr + 4);
		return NULL;
	}
	if (strncmp(l->addr, "unix:", 5))
		return "expected unix:PATH, unix:PATH,shm=FILE or tcp:HOST:PORT";
	opt = strchr(p, ',');
	plen = opt ? (size_t)(opt - p) : strlen(p);
	if (!plen || plen >= sizeof(l->path)) {
		snprintf(why, sizeof(why), "PATH must be 1 to %zu bytes", sizeof(l->path) - 1);
		return why;
	}
	memcpy(l->path, p, plen);
	l->path[plen] = 0;
	l->shm = NULL;
	l->nslots = 0;
	while (opt) {
		const char *o = opt + 1, *next = strchr(o, ',');
		size_t olen = next ? (size_t)(next - o) : strlen(o);
		if (olen > 4 && !strncmp(o, "shm=", 4) && !l->shm) {
			if (olen - 4 >= sizeof(l->shm_buf)) {
				snprintf(why, sizeof(why), "shm=FILE: FILE must be under %zu bytes",
					 sizeof(l->shm_buf));
				return why;
			}
			memcpy(l->shm_buf, o + 4, olen - 4);
			l->shm_buf[olen - 4] = 0;
			l->shm = l->shm_buf;
		} else if (olen > 6 && !strncmp(o, "slots=", 6) && !l->nslots) {
			char *end;
			unsigned long v;
			errno = 0;
			v = strtoul(o + 6, &end, 10);
			if (errno || end != o + olen || !v || v > VCL_SLOTS_MAX || (v & (v - 1))) {
				snprintf(why, sizeof(why), "slots=%.*s: expected a power of two from 1 "
					 "to %d", (int)(olen - 6 < 40 ? olen - 6 : 40), o + 6,
					 VCL_SLOTS_MAX);
				return why;
			}
			l->nslots = (unsigned)v;
		} else {
			snprintf(why, sizeof(why), "unknown or repeated option '%.*s' (the options are "
				 "shm=FILE and slots=N)", (int)(olen < 200 ? olen : 200), o);
			return why;
		}
		opt = next;
	}
	return NULL;
}

/* tcp:HOST:PORT: TLS unless --insecure, which only a loopback address may have. */
static int listener_open_tcp(struct listener *l)
{
	bool loopback = false;

	if (!cfg.insecure && !tls_srv) {
		vcl_log("--listen %s: TLS needs --tls-cert and --tls-key with --tls-ca (client "
			"certificates), or --tls-psk-file; plaintext needs --insecure (loopback only)",
			l->addr);
		return -1;
	}
	l->fd = vcl_tcp_listen(l->path, &loopback);
	if (l->fd < 0) {
		vcl_log("cannot listen on %s: %s%s", l->addr, strerror(-l->fd),
			l->fd == -EINVAL ? " (expected tcp:HOST:PORT or tcp:[IPV6]:PORT)" : "");
		return -1;
	}
	if (cfg.insecure && !loopback) {
		vcl_log("--listen %s: --insecure (plaintext, no authentication) is refused on an "
			"address that is not loopback", l->addr);
		return -1;
	}
	/* port 0: the kernel's choice, in the log line that says where we listen */
	{
		char host[256], port[8];
		char *addr = l->addr_buf;
		if (!vcl_tcp_split(l->path, host, sizeof(host), port, sizeof(port)) && !strcmp(port, "0")) {
			snprintf(l->path + strlen(l->path) - 1, sizeof(l->path) - strlen(l->path) + 1,
				 "%d", vcl_tcp_port(l->fd));
			snprintf(addr, sizeof(l->addr_buf), "tcp:%s", l->path);
			l->addr = addr;
		}
	}
	snprintf(l->identity, sizeof(l->identity), "tcp-insecure");
	return 0;
}

static int listener_open(struct listener *l)
{
	struct vcl_region *r;
	mode_t old, mode;
	int e;

	if (l->tcp)
		return listener_open_tcp(l);
	if (!l->shm && l->nslots) {
		vcl_log("--listen %s: slots=N needs shm=FILE (it cuts that region)", l->addr);
		return -1;
	}
	if (l->shm) {
		uint64_t size;
		unsigned n;
		e = vcl_region_from_file(l->shm, &r);
		if (e) {
			vcl_log("--listen %s: cannot map %s: %s (a regular file whose size is a power "
				"of two, 64 KiB..1 GiB)", l->addr, l->shm, strerror(-e));
			return -1;
		}
		size = r->size;
		vcl_region_put(r);
		/* the default: VCL_SLOTS_DEFAULT slots, fewer where they would be under 64 KiB */
		n = l->nslots;
		if (!n)
			for (n = VCL_SLOTS_DEFAULT; n > 1 && size / n < VCL_REGION_MIN; n /= 2)
				;
		if (vcl_slots_init(&l->slots, size, n)) {
			vcl_log("--listen %s: slots=%u would make slots of %llu bytes: each must be at "
				"least %llu (fewer slots, or a larger FILE)", l->addr, n,
				(unsigned long long)(size / n), (unsigned long long)VCL_REGION_MIN);
			return -1;
		}
		/* vm-<socket name>-<hash of its full path>: readable, and one per socket */
		{
			const char *base = strrchr(l->path, '/');
			uint64_t h = 14695981039346656037ull; /* FNV-1a */
			size_t k;
			for (const char *q = l->path; *q; q++)
				h = (h ^ (uint8_t)*q) * 1099511628211ull;
			base = base ? base + 1 : l->path;
			snprintf(l->identity, sizeof(l->identity), "vm-%.64s", base);
			for (k = 3; l->identity[k]; k++)
				if (!isalnum((unsigned char)l->identity[k]) && !strchr(".-", l->identity[k]))
					l->identity[k] = '_';
			snprintf(l->identity + k, sizeof(l->identity) - k, "-%016" PRIx64, h);
		}
	}
	/* a VM's socket: QEMU's user alone (peer_allowed); no moment in which the socket exists
	 * with a wider mode than asked */
	mode = is_vm(l) ? 0600 : cfg.sock_mode;
	old = umask(0777 & ~mode);
	l->fd = vcl_unix_listen(l->path);
	umask(old);
	if (l->fd < 0) {
		vcl_log("cannot listen on %s: %s", l->addr, strerror(-l->fd));
		return -1;
	}
	if (chmod(l->path, mode) ||
	    (is_vm(l) ? cfg.vm_uid_set && chown(l->path, cfg.vm_uid, (gid_t)-1)
		      : cfg.sock_gid_set && chown(l->path, (uid_t)-1, cfg.sock_gid))) {
		vcl_log("cannot set the mode or group of %s: %s", l->path, strerror(errno));
		return -1;
	}
	fcntl(l->fd, F_SETFL, O_NONBLOCK);
	return 0;
}

/* Start a session process that only opens the platform and exits: proves at start-up that the
 * sandbox works and the platform is there, with the reason in the log if not. */
static int probe(void)
{
	int st, cache_fd = vcl_sandbox_cache_dir(&cfg.sb, cfg.cache_dir, "probe"), stats_fd = -1;
	struct vcl_stats *page;
	pid_t pid;

	if (cache_fd < 0) {
		vcl_log("cannot make the kernel cache %s/probe: %s", cfg.cache_dir, strerror(-cache_fd));
		return -1;
	}
	page = stats_page_new(&stats_fd);
	pid = fork();
	if (pid == 0) {
		char *argv[40];
		struct vcl_sandbox sb = cfg.sb;

		const int from[] = { cfg.sb.exe_fd, cache_fd, stats_fd };
		const int to[] = { SFD_EXE, SFD_CACHE, SFD_STATS };
		if (place_fds(from, to, 3))
			_exit(127);
		close_range(SFD_FIRST_FREE, ~0u, 0);
		session_argv(argv, "--probe", NULL, false, false);
		sb.exe_fd = SFD_EXE;
		vcl_sandbox_exec(&sb, SFD_CACHE, argv);
		_exit(127);
	}
	close(cache_fd);
	if (stats_fd >= 0)
		close(stats_fd);
	if (pid < 0 || waitpid(pid, &st, 0) != pid) {
		if (page)
			munmap(page, sizeof(*page));
		return -1;
	}
	if (page) {
		/* the platform's and devices' names, for the status tool */
		memcpy(&host_info, page, sizeof(host_info));
		host_info.platform[sizeof(host_info.platform) - 1] = 0;
		for (int i = 0; i < VCL_STATS_MAX_DEV; i++)
			host_info.dev_name[i][sizeof(host_info.dev_name[i]) - 1] = 0;
		munmap(page, sizeof(*page));
	}
	if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
		return 0;
	vcl_log("a test session could not start (%s %d): the lines above say why%s",
		WIFEXITED(st) ? "exit status" : "signal", WIFEXITED(st) ? WEXITSTATUS(st) : WTERMSIG(st),
		cfg.sb.enabled ? " (if they are bubblewrap's: the sandbox needs user namespaces, "
				 "sysctl user.max_user_namespaces > 0)" : "");
	return -1;
}

/* pend[] large enough for cfg.max_pending (as started, and after a reload raised it) */
static void grow_pending(void)
{
	struct pending *p;

	if (pend_cap >= cfg.max_pending)
		return;
	p = realloc(pend, cfg.max_pending * sizeof(*pend));
	if (!p) {
		vcl_log("out of memory for %u pending connections: max-pending stays %u",
			cfg.max_pending, pend_cap);
		cfg.max_pending = pend_cap;
		return;
	}
	pend = p;
	pend_cap = cfg.max_pending;
}

static void reload_config(void);

/* ---- the control socket: what sessions use, for virtcl-smi (vcl_stats.h) ----------------------- */

#define VCL_CTL_MAX_OUT 8 /* answers being sent at once; more connections wait in the backlog */

static int ctl_fd = -1;
static struct ctl_out {
	int fd;
	uint8_t *buf;
	size_t len, off;
} ctl_out[VCL_CTL_MAX_OUT];
static int nctl_out;

static uint64_t wall_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/* --control PATH: a socket only root and the daemon's user may open (0600, owned by the daemon's
 * user) and only they may use (SO_PEERCRED). 0, or -1 with the reason logged. */
static int control_open(void)
{
	mode_t old = umask(0177);

	ctl_fd = vcl_unix_listen(cfg.control);
	umask(old);
	if (ctl_fd < 0) {
		vcl_log("cannot make the control socket %s: %s%s", cfg.control, strerror(-ctl_fd),
			cfg.control_set ? "" : " (virtcl-smi will not work; --control PATH names "
			"another)");
		ctl_fd = -1;
		return -1;
	}
	if (chmod(cfg.control, 0600)) {
		vcl_log("cannot set the mode of %s: %s", cfg.control, strerror(errno));
		close(ctl_fd);
		ctl_fd = -1;
		return -1;
	}
	fcntl(ctl_fd, F_SETFL, O_NONBLOCK);
	vcl_log("control socket (virtcl-smi) on %s", cfg.control);
	return 0;
}

/* One snapshot of every session: struct vcl_ctl_head, then one struct vcl_ctl_session each. */
static uint8_t *control_snapshot(size_t *len)
{
	struct vcl_ctl_head *h;
	struct vcl_ctl_session *r;
	uint64_t t = now_ms();
	uint8_t *buf;
	unsigned n = 0;

	*len = sizeof(*h) + nchildren * sizeof(*r);
	buf = calloc(1, *len);
	if (!buf)
		return NULL;
	h = (struct vcl_ctl_head *)buf;
	*h = (struct vcl_ctl_head){ .magic = VCL_CTL_MAGIC, .version = VCL_CTL_VERSION,
				    .now_ms = wall_ms(), .started_ms = started_wall_ms,
				    .sessions_total = next_session, .refused = refused_total,
				    .pid = (uint32_t)getpid(), .ndev = host_info.ndev };
	memcpy(h->platform, host_info.platform, sizeof(h->platform));
	memcpy(h->dev_name, host_info.dev_name, sizeof(h->dev_name));
	memcpy(h->fallbacks, ended_fallbacks, sizeof(h->fallbacks));
	r = (struct vcl_ctl_session *)(h + 1);
	for (struct child *c = children; c && n < nchildren; c = c->next, n++, r++) {
		/* a copy of what the session counted: numbers only, never used as sizes */
		memcpy(&r->st, c->st, sizeof(r->st));
		memset(r->st.dev_name, 0, sizeof(r->st.dev_name));
		r->st.platform[0] = 0;
		r->id = c->id;
		r->pid = (uint32_t)c->pid;
		r->uid = (uint32_t)c->uid;
		r->transport = c->l->tcp ? VCL_TR_TCP : is_vm(c->l) ? VCL_TR_VM
			       : r->st.region_size ? VCL_TR_SHM : VCL_TR_UNIX;
		snprintf(r->socket, sizeof(r->socket), "%s", c->l->path);
		memcpy(r->guest, c->guest, sizeof(r->guest));
		r->start_ms = c->start_ms;
		/* kernels/s since the previous snapshot at least a second ago (else the last rate) */
		if (t - c->last_ms >= 1000 || !c->last_kernels) {
			/* (a session's counters only grow, unless it lies: then 0) */
			c->kernels_per_s = t > c->last_ms && r->st.kernels >= c->last_kernels
						   ? (double)(r->st.kernels - c->last_kernels) * 1000.0 /
							     (double)(t - c->last_ms)
						   : 0;
			c->last_kernels = r->st.kernels;
			c->last_ms = t;
		}
		r->kernels_per_s = c->kernels_per_s;
	}
	h->nsessions = n;
	*len = sizeof(*h) + n * sizeof(*r);
	return buf;
}

static void control_accept(void)
{
	struct ucred cred;
	socklen_t clen = sizeof(cred);
	int fd = accept4(ctl_fd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
	struct ctl_out *o;

	if (fd < 0)
		return;
	if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &clen) ||
	    (cred.uid != 0 && cred.uid != geteuid())) {
		char msg[200];
		int k = snprintf(msg, sizeof(msg), "virtcld: not allowed: only root and the daemon's "
				 "user (uid %u) may read its status\n", (unsigned)geteuid());
		log_limited("refused a control connection from uid %u pid %d: not root or the "
			    "daemon's user", (unsigned)cred.uid, (int)cred.pid);
		if (send(fd, msg, (size_t)k, MSG_NOSIGNAL | MSG_DONTWAIT) < 0) {
			/* nothing more to do: the connection goes */
		}
		close(fd);
		return;
	}
	if (nctl_out == VCL_CTL_MAX_OUT) {
		close(fd);
		return;
	}
	o = &ctl_out[nctl_out];
	*o = (struct ctl_out){ .fd = fd };
	o->buf = control_snapshot(&o->len);
	if (!o->buf) {
		close(fd);
		return;
	}
	nctl_out++;
}

/* Send what is left of answer i; drop it when done or when the reader went. */
static void control_send(int i)
{
	struct ctl_out *o = &ctl_out[i];
	ssize_t n = send(o->fd, o->buf + o->off, o->len - o->off, MSG_NOSIGNAL | MSG_DONTWAIT);

	if (n > 0)
		o->off += (size_t)n;
	if (o->off == o->len || (n < 0 && errno != EAGAIN && errno != EINTR)) {
		close(o->fd);
		free(o->buf);
		ctl_out[i] = ctl_out[--nctl_out];
	}
}

/* SIGTERM/SIGINT: stop accepting; tell every session to end (their guests' next calls fail); give
 * them cfg.grace_s; then kill what is left; remove the socket files. */
static void shutdown_all(int sigfd)
{
	uint64_t until = now_ms() + cfg.grace_s * 1000ull;

	for (int i = 0; i < nlisteners; i++) {
		close(listeners[i].fd);
		if (!listeners[i].activated && !listeners[i].tcp)
			unlink(listeners[i].path);
	}
	if (ctl_fd >= 0) {
		close(ctl_fd);
		unlink(cfg.control);
	}
	for (int i = 0; i < nctl_out; i++) {
		close(ctl_out[i].fd);
		free(ctl_out[i].buf);
	}
	nctl_out = 0;
	while (npend)
		drop_pending(0);
	while (nmux)
		mux_end(nmux - 1);
	vcl_log("stopping: %u session(s) to end", nchildren);
	for (struct child *c = children; c; c = c->next)
		shutdown(c->ctl, SHUT_RDWR);
	while (children && now_ms() < until) {
		struct pollfd pf = { sigfd, POLLIN, 0 };
		struct signalfd_siginfo si;
		poll(&pf, 1, (int)(until - now_ms()));
		while (read(sigfd, &si, sizeof(si)) == sizeof(si))
			;
		reap();
	}
	for (struct child *c = children; c; c = c->next) {
		vcl_log("session %u: did not end within %u s: killed", c->id, cfg.grace_s);
		kill(c->pid, SIGKILL);
	}
	while (children && waitpid(-1, NULL, 0) > 0)
		reap();
	for (int k = 0; ncg_left && k < 50; k++) {
		remove_left_cgroups();
		if (ncg_left)
			usleep(20000);
	}
	vcl_cgroup_fini(&cfg.cg);
	vcl_log("stopped");
}

static int serve(void)
{
	sigset_t mask;
	int sigfd;
	struct pollfd *pfd = NULL;
	struct child **pch = NULL;
	size_t cap = 0;

	sigemptyset(&mask);
	sigaddset(&mask, SIGCHLD);
	sigaddset(&mask, SIGTERM);
	sigaddset(&mask, SIGINT);
	sigaddset(&mask, SIGHUP);
	sigprocmask(SIG_BLOCK, &mask, NULL);
	sigfd = signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC);
	if (sigfd < 0)
		return 1;
	for (;;) {
		unsigned n = 0;
		int timeout = -1;
		uint64_t t = now_ms();
		size_t need = 1 + (size_t)nlisteners + npend + 3 * (size_t)nchildren + 1 + VCL_CTL_MAX_OUT +
			      (size_t)nmux * (1 + VCL_MUX_CHANNELS);

		if (need > cap) {
			struct pollfd *np = realloc(pfd, 2 * need * sizeof(*pfd));
			struct child **nc = np ? realloc(pch, 2 * need * sizeof(*pch)) : NULL;
			if (np)
				pfd = np;
			if (!nc)
				return 1;
			pch = nc;
			cap = 2 * need;
		}

		pfd[n++] = (struct pollfd){ sigfd, POLLIN, 0 };
		for (int i = 0; i < nlisteners; i++)
			/* at the limit of pending connections, leave new ones in the backlog */
			pfd[n++] = (struct pollfd){ listeners[i].fd, npend < cfg.max_pending ? POLLIN : 0, 0 };
		for (unsigned i = 0; i < npend; i++) {
			pfd[n++] = (struct pollfd){ pend[i].fd, pend[i].events, 0 };
			if (pend[i].deadline_ms) {
				int left = pend[i].deadline_ms > t ? (int)(pend[i].deadline_ms - t) : 0;
				timeout = timeout < 0 || left < timeout ? left : timeout;
			}
		}
		/* session processes: their standard error, their guest's hang-up, their deadline */
		unsigned first_child = n, nch = 0;
		for (struct child *c = children; c; c = c->next) {
			if (c->err >= 0) {
				pch[nch++] = c;
				pfd[n++] = (struct pollfd){ c->err, POLLIN, 0 };
			}
			if (c->conn >= 0) {
				pch[nch++] = c;
				pfd[n++] = (struct pollfd){ c->conn, POLLRDHUP, 0 };
			}
			if (cfg.npeer && !c->ctl_ended) { /* its requests for connections to peers */
				pch[nch++] = c;
				pfd[n++] = (struct pollfd){ c->ctl, POLLIN, 0 };
			}
			if (c->end_ms) {
				int left = c->end_ms > t ? (int)(c->end_ms - t) : 0;
				timeout = timeout < 0 || left < timeout ? left : timeout;
			}
		}
		/* helpers connecting to peers past their time: killed (and the next one's time) */
		peer_helpers_check(t, &timeout);
		/* the control socket and the answers being sent on it */
		unsigned first_ctl = n;
		if (ctl_fd >= 0)
			pfd[n++] = (struct pollfd){ ctl_fd, nctl_out < VCL_CTL_MAX_OUT ? POLLIN : 0, 0 };
		for (int i = 0; i < nctl_out; i++)
			pfd[n++] = (struct pollfd){ ctl_out[i].fd, POLLOUT, 0 };
		/* VM ports carrying many sessions: the port, then its channels' connections */
		unsigned first_mux = n, mux_n[VCL_MAX_MUX];
		for (int i = 0; i < nmux; i++) {
			mux_n[i] = (unsigned)vcl_mux_fds(muxes[i].m, pfd + n, 1 + VCL_MUX_CHANNELS);
			n += mux_n[i];
		}
		int nmux_polled = nmux;
		if (ncg_left && (timeout < 0 || timeout > 200))
			timeout = 200;
		if (poll(pfd, n, timeout) < 0 && errno != EINTR)
			return 1;
		/* answers first (their slots move as they go), then a new control connection */
		for (int i = nctl_out; i-- > 0;)
			if (pfd[first_ctl + (ctl_fd >= 0) + i].revents)
				control_send(i);
		if (ctl_fd >= 0 && (pfd[first_ctl].revents & POLLIN)) {
			control_accept();
			/* most answers fit the socket's buffer at once */
			if (nctl_out)
				control_send(nctl_out - 1);
		}
		remove_left_cgroups();
		/* before the reaper may free them */
		t = now_ms();
		for (unsigned i = 0; i < nch; i++) {
			struct pollfd *f = &pfd[first_child + i];
			struct child *c = pch[i];
			if (!f->revents)
				continue;
			if (f->fd == c->err)
				relay_err(c);
			else if (f->fd == c->conn)
				guest_left(c);
			else if (f->fd == c->ctl)
				peer_request(c);
		}
		for (struct child *c = children; c; c = c->next)
			if (c->end_ms && c->end_ms <= t) {
				vcl_log("session %u: not ended %u s after its guest left (--end-timeout): "
					"killed", c->id, cfg.end_timeout_s);
				kill(c->pid, SIGKILL);
				c->end_ms = 0;
			}
		if (pfd[0].revents) {
			struct signalfd_siginfo si;
			bool stop = false, hup = false;
			while (read(sigfd, &si, sizeof(si)) == sizeof(si))
				if (si.ssi_signo == SIGTERM || si.ssi_signo == SIGINT)
					stop = true;
				else if (si.ssi_signo == SIGHUP)
					hup = true;
			reap();
			if (stop) {
				shutdown_all(sigfd);
				return 0;
			}
			if (hup)
				reload_config();
		}
		/* pending connections first (their slots move as they go), then new ones */
		t = now_ms();
		for (unsigned i = npend; i-- > 0;) {
			struct pollfd *f = &pfd[1 + nlisteners + i];
			if (f->revents ? pending_read(&pend[i])
				       : (pend[i].deadline_ms && pend[i].deadline_ms <= t)) {
				if (!f->revents) {
					char who[200];
					peer_text(&pend[i], who, sizeof(who));
					log_limited("closed a connection from %s: no HELLO within %llu s "
						    "(--hello-timeout)", who,
						    (unsigned long long)(peer_connect_ms() / 1000));
				}
				drop_pending(i);
			}
		}
		for (int i = 0; i < nlisteners; i++)
			if (pfd[1 + i].revents & POLLIN)
				for (int k = 0; k < 16 && npend < cfg.max_pending; k++) {
					unsigned before = npend;
					int e;
					accept_one(&listeners[i]);
					e = errno;
					if (npend == before && (e == EAGAIN || e == EWOULDBLOCK))
						break;
				}
		/* the muxes polled this turn (new ones from pending_read above wait for the next),
		 * last: their new channels are pending connections, polled from the next turn on; an
		 * ended one moves the last into its place, so from the last to the first */
		{
			unsigned at[VCL_MAX_MUX], k = first_mux;
			for (int i = 0; i < nmux_polled; i++) {
				at[i] = k;
				k += mux_n[i];
			}
			for (int i = nmux_polled; i-- > 0;)
				if (vcl_mux_handle(muxes[i].m, pfd + at[i], (int)mux_n[i]))
					mux_end(i);
		}
	}
}

/* ---- configuration: the command line and the configuration file --------------------------------- */

/* A number, with K/M/G/T suffixes (powers of 1024) if suffix; at most max. 0, or -1 with err. */
static int parse_u64(const char *s, bool suffix, uint64_t max, uint64_t *out, char *err, size_t n)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(s, &end, 0);
	if (suffix && end != s && *end && !end[1]) {
		int sh = *end == 'K' || *end == 'k' ? 10 : *end == 'M' || *end == 'm' ? 20
			 : *end == 'G' || *end == 'g' ? 30 : *end == 'T' || *end == 't' ? 40 : -1;
		if (sh > 0 && v <= (~0ull >> sh)) {
			v <<= sh;
			end++;
		}
	}
	if (errno || end == s || *end || s[0] == '-') {
		snprintf(err, n, "'%s' is not a number%s", s, suffix ? " (suffixes K, M, G, T)" : "");
		return -1;
	}
	if (v > max) {
		snprintf(err, n, "%s is more than %llu", s, (unsigned long long)max);
		return -1;
	}
	*out = v;
	return 0;
}

static bool lookup_user(const char *s, uid_t *uid, gid_t *gid)
{
	struct passwd *pw = getpwnam(s);
	char *end;
	unsigned long v;

	if (pw) {
		*uid = pw->pw_uid;
		if (gid)
			*gid = pw->pw_gid;
		return true;
	}
	v = strtoul(s, &end, 10);
	if (*s && !*end) {
		*uid = (uid_t)v;
		if (gid)
			*gid = (gid_t)v;
		return true;
	}
	return false;
}

static bool lookup_group(const char *s, gid_t *gid)
{
	struct group *gr = getgrnam(s);
	char *end;
	unsigned long v;

	if (gr) {
		*gid = gr->gr_gid;
		return true;
	}
	v = strtoul(s, &end, 10);
	if (*s && !*end) {
		*gid = (gid_t)v;
		return true;
	}
	return false;
}

/* path made absolute (as it names a file now); path itself if that fails (the error comes when
 * the file is opened). */
static const char *abs_path(const char *path)
{
	char *r = realpath(path, NULL);
	return r ? r : path;
}

enum { O_SESSION = 256, O_PROBE, O_REGION_FD, O_END_TIMEOUT, O_SOCK_MODE,
       O_SOCK_GROUP, O_ALLOW_USER, O_ALLOW_GROUP, O_USER, O_CACHE_DIR, O_BWRAP, O_SB_RO,
       O_DEVICE, O_NO_SANDBOX, O_MAX_SESSIONS, O_MAX_PER_PEER, O_MAX_PENDING,
       O_HELLO_TIMEOUT, O_MAX_MEMORY, O_MAX_OBJECTS, O_GRACE, O_MAX_KERNEL, O_VM_USER,
       O_TMP_SIZE, O_SESSION_MEM, O_SESSIONS_MEM, O_SESSION_PIDS, O_NO_CGROUPS, O_CONFIG,
       O_CONTROL, O_TLS_CERT, O_TLS_KEY, O_TLS_CA, O_TLS_PSK, O_INSECURE, O_PEER_TIMEOUT,
       O_TLS_SESSION, O_PEER, O_PEER_PSK, O_PEER_SESSION };

/* Every option; those before "help" are settings, which the configuration file may also hold
 * (the same names). */
static const struct option opts[] = {
	{ "listen", required_argument, NULL, 'l' },
	{ "platform", required_argument, NULL, 'p' },
	{ "spin-us", required_argument, NULL, 's' },
	{ "socket-mode", required_argument, NULL, O_SOCK_MODE },
	{ "socket-group", required_argument, NULL, O_SOCK_GROUP },
	{ "allow-user", required_argument, NULL, O_ALLOW_USER },
	{ "allow-group", required_argument, NULL, O_ALLOW_GROUP },
	{ "vm-user", required_argument, NULL, O_VM_USER },
	{ "session-tmp-size", required_argument, NULL, O_TMP_SIZE },
	{ "session-memory", required_argument, NULL, O_SESSION_MEM },
	{ "sessions-memory", required_argument, NULL, O_SESSIONS_MEM },
	{ "session-tasks", required_argument, NULL, O_SESSION_PIDS },
	{ "no-cgroups", no_argument, NULL, O_NO_CGROUPS },
	{ "user", required_argument, NULL, O_USER },
	{ "cache-dir", required_argument, NULL, O_CACHE_DIR },
	{ "bwrap", required_argument, NULL, O_BWRAP },
	{ "sandbox-ro", required_argument, NULL, O_SB_RO },
	{ "device", required_argument, NULL, O_DEVICE },
	{ "no-sandbox", no_argument, NULL, O_NO_SANDBOX },
	{ "max-sessions", required_argument, NULL, O_MAX_SESSIONS },
	{ "max-sessions-per-peer", required_argument, NULL, O_MAX_PER_PEER },
	{ "max-pending", required_argument, NULL, O_MAX_PENDING },
	{ "hello-timeout", required_argument, NULL, O_HELLO_TIMEOUT },
	{ "max-memory", required_argument, NULL, O_MAX_MEMORY },
	{ "max-objects", required_argument, NULL, O_MAX_OBJECTS },
	{ "end-timeout", required_argument, NULL, O_END_TIMEOUT },
	{ "max-kernel-time", required_argument, NULL, O_MAX_KERNEL },
	{ "grace", required_argument, NULL, O_GRACE },
	{ "control", required_argument, NULL, O_CONTROL },
	{ "tls-cert", required_argument, NULL, O_TLS_CERT },
	{ "tls-key", required_argument, NULL, O_TLS_KEY },
	{ "tls-ca", required_argument, NULL, O_TLS_CA },
	{ "tls-psk-file", required_argument, NULL, O_TLS_PSK },
	{ "insecure", no_argument, NULL, O_INSECURE },
	{ "peer-timeout", required_argument, NULL, O_PEER_TIMEOUT },
	{ "peer", required_argument, NULL, O_PEER },
	{ "peer-psk-file", required_argument, NULL, O_PEER_PSK },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ "config", required_argument, NULL, O_CONFIG },
	/* internal: the session process (started by the daemon, inside the sandbox) */
	{ "session", required_argument, NULL, O_SESSION },
	{ "probe", no_argument, NULL, O_PROBE },
	{ "region-fd", required_argument, NULL, O_REGION_FD },
	{ "tls-session", no_argument, NULL, O_TLS_SESSION },
	{ "peer-session", no_argument, NULL, O_PEER_SESSION },
	{ 0 },
};

/* What SIGHUP applies, to connections and sessions that start after it (reload_config). */
static bool reloadable(int code)
{
	switch (code) {
	case 's': case O_ALLOW_USER: case O_ALLOW_GROUP: case O_TMP_SIZE: case O_MAX_SESSIONS:
	case O_MAX_PER_PEER: case O_MAX_PENDING: case O_HELLO_TIMEOUT: case O_MAX_MEMORY:
	case O_MAX_OBJECTS: case O_END_TIMEOUT: case O_MAX_KERNEL: case O_GRACE:
		return true;
	}
	return false;
}

/* Options that may be given more than once: each adds to a list. */
static bool repeatable(int code)
{
	return code == 'l' || code == O_ALLOW_USER || code == O_ALLOW_GROUP || code == O_SB_RO ||
	       code == O_DEVICE || code == O_PEER;
}

static const char *option_name(int code)
{
	for (const struct option *o = opts; o->name; o++)
		if (o->val == code)
			return o->name;
	return "?";
}

/* Empty the list a repeatable option adds to. */
static void clear_list(struct config *k, int code)
{
	switch (code) {
	case 'l': k->nlisten = 0; break;
	case O_ALLOW_USER: k->nallow_uid = 0; break;
	case O_ALLOW_GROUP: k->nallow_gid = 0; break;
	case O_SB_RO: k->sb.nro = 0; break;
	case O_DEVICE: k->sb.ndevices = 0; break;
	case O_PEER: k->npeer = 0; break;
	}
}

/*
 * Apply one setting (code: an opts[] value before "help") with its argument (NULL for a flag given
 * on the command line; the file's "yes"/"no" for one given there) to *k. 0, or -1 with err saying
 * what is wrong with the value. Strings are kept by pointer: arg must outlive *k.
 */
static int set_option(struct config *k, int code, const char *arg, char *err, size_t n)
{
	uint64_t v = 0, u32 = UINT32_MAX, any = UINT64_MAX;
	int r = 0;

	switch (code) {
	case O_NO_CGROUPS:
	case O_INSECURE:
	case O_NO_SANDBOX: {
		bool on = !arg || !strcmp(arg, "yes") || !strcmp(arg, "true") || !strcmp(arg, "1");
		if (!on && strcmp(arg, "no") && strcmp(arg, "false") && strcmp(arg, "0")) {
			snprintf(err, n, "'%s': yes or no", arg);
			return -1;
		}
		if (code == O_NO_CGROUPS)
			k->no_cgroups = on;
		else if (code == O_INSECURE)
			k->insecure = on;
		else
			k->sb.enabled = !on;
		return 0;
	}
	case 'l': {
		struct listener l = { .addr = arg };
		const char *why = k->nlisten == VCL_MAX_LISTENERS ? "too many (at most 64)"
								    : listener_parse(&l);
		if (why) {
			snprintf(err, n, "%s", why);
			return -1;
		}
		k->listen[k->nlisten++] = arg;
		return 0;
	}
	case O_CONTROL:
		k->control = strcmp(arg, "none") ? arg : NULL;
		k->control_set = true;
		if (k->control && (arg[0] != '/' || strlen(arg) >= 108)) {
			snprintf(err, n, "an absolute path below 108 bytes, or none");
			return -1;
		}
		return 0;
	case 'p': k->platform = arg; return 0;
	case O_SOCK_GROUP: k->sock_group = arg; return 0;
	case O_USER: k->user = arg; return 0;
	case O_CACHE_DIR: k->cache_dir = arg; return 0;
	case O_BWRAP: k->sb.bwrap = arg; return 0;
	/* the daemon works in /: relative names are taken from where it was started */
	case O_TLS_CERT: k->tls_cert = abs_path(arg); return 0;
	case O_TLS_KEY: k->tls_key = abs_path(arg); return 0;
	case O_TLS_CA: k->tls_ca = abs_path(arg); return 0;
	case O_TLS_PSK: k->tls_psk = abs_path(arg); return 0;
	case O_PEER_PSK: k->peer_psk = abs_path(arg); return 0;
	case O_PEER: {
		char host[256], port[16];
		if (k->npeer == VCL_PEER_MAX || strncmp(arg, "tcp:", 4) ||
		    vcl_tcp_split(arg + 4, host, sizeof(host), port, sizeof(port)) ||
		    strlen(arg) >= 200) {
			snprintf(err, n, k->npeer == VCL_PEER_MAX ? "at most %d" :
				 "expected tcp:HOST:PORT or tcp:[IPV6]:PORT", VCL_PEER_MAX);
			return -1;
		}
		k->peers[k->npeer++] = arg;
		return 0;
	}
	case O_ALLOW_USER:
		if (k->nallow_uid == VCL_MAX_ALLOW || !lookup_user(arg, &k->allow_uid[k->nallow_uid], NULL)) {
			snprintf(err, n, k->nallow_uid == VCL_MAX_ALLOW ? "at most %d" : "no such user",
				 VCL_MAX_ALLOW);
			return -1;
		}
		k->nallow_uid++;
		return 0;
	case O_ALLOW_GROUP:
		if (k->nallow_gid == VCL_MAX_ALLOW || !lookup_group(arg, &k->allow_gid[k->nallow_gid])) {
			snprintf(err, n, k->nallow_gid == VCL_MAX_ALLOW ? "at most %d" : "no such group",
				 VCL_MAX_ALLOW);
			return -1;
		}
		k->nallow_gid++;
		return 0;
	case O_VM_USER:
		if (!lookup_user(arg, &k->vm_uid, NULL)) {
			snprintf(err, n, "no such user");
			return -1;
		}
		k->vm_uid_set = true;
		return 0;
	case O_SB_RO:
	case O_DEVICE: {
		const char **l = code == O_SB_RO ? k->sb.ro_paths : k->sb.devices;
		int *nl = code == O_SB_RO ? &k->sb.nro : &k->sb.ndevices;
		if (*nl == VCL_SANDBOX_MAX_PATHS || arg[0] != '/') {
			snprintf(err, n, "an absolute path (at most %d)", VCL_SANDBOX_MAX_PATHS);
			return -1;
		}
		l[(*nl)++] = arg;
		return 0;
	}
	case 's': r = parse_u64(arg, false, any, &v, err, n); k->spin_us = v; k->spin_set = true; break;
	case O_SOCK_MODE: {
		char *end;
		unsigned long m = strtoul(arg, &end, 8);
		if (!*arg || *end || m > 0777 || arg[0] == '-') {
			snprintf(err, n, "expected an octal mode, 0 to 0777 (e.g. 0660)");
			return -1;
		}
		k->sock_mode = (mode_t)m;
		return 0;
	}
	case O_SESSION_MEM: r = parse_u64(arg, true, any, &k->session_mem, err, n); break;
	case O_SESSIONS_MEM: r = parse_u64(arg, true, any, &k->sessions_mem, err, n); break;
	case O_SESSION_PIDS: r = parse_u64(arg, false, u32, &v, err, n); k->session_pids = (unsigned)v; break;
	case O_TMP_SIZE: r = parse_u64(arg, true, any, &v, err, n); k->sb.tmp_size = v; break;
	case O_MAX_SESSIONS: r = parse_u64(arg, false, u32, &v, err, n); k->max_sessions = (unsigned)v; break;
	case O_MAX_PER_PEER: r = parse_u64(arg, false, u32, &v, err, n); k->max_per_peer = (unsigned)v; break;
	case O_MAX_PENDING: r = parse_u64(arg, false, u32, &v, err, n); k->max_pending = (unsigned)v; break;
	case O_HELLO_TIMEOUT: r = parse_u64(arg, false, u32, &v, err, n); k->hello_timeout_s = (unsigned)v; break;
	case O_MAX_MEMORY: r = parse_u64(arg, true, any, &k->max_memory, err, n); break;
	case O_MAX_OBJECTS: r = parse_u64(arg, false, any, &k->max_objects, err, n); break;
	case O_END_TIMEOUT: r = parse_u64(arg, false, u32, &v, err, n); k->end_timeout_s = (unsigned)v; break;
	case O_MAX_KERNEL: r = parse_u64(arg, false, u32, &v, err, n); k->max_kernel_s = (unsigned)v; break;
	case O_GRACE: r = parse_u64(arg, false, u32, &v, err, n); k->grace_s = (unsigned)v; break;
	case O_PEER_TIMEOUT: r = parse_u64(arg, false, 86400, &v, err, n); k->peer_timeout_s = (unsigned)v; break;
	default:
		snprintf(err, n, "not a setting");
		return -1;
	}
	return r;
}

/* A setting from the command line. */
struct cl_setting {
	int code;
	const char *arg;
};

static struct config cfg_defaults;     /* the built-in defaults (cfg as the program starts) */
static struct cl_setting *cl;          /* the command line's settings, kept for reloads */
static int ncl;
static const char *conf_path = VIRTCL_CONF_FILE;
static bool conf_given;                /* --config: the file must exist */
static struct vcl_conf conf_boot;      /* the file as read at start (cfg's strings point into it) */

/*
 * *k = the defaults, then the file's settings, then the command line's (a repeatable option given
 * on the command line replaces the file's list of it). 0, or -1 with err saying where and what.
 */
static int build_config(struct config *k, const struct vcl_conf *f, char *err, size_t n)
{
	char why[200];

	*k = cfg_defaults;
	for (unsigned i = 0; i < f->n; i++) {
		const struct option *o = opts;
		while (o->name && strcmp(o->name, f->lines[i].key))
			o++;
		if (!o->name || o->val == 'h' || o->val == 'V' || o->val == O_CONFIG || o->val == O_SESSION ||
		    o->val == O_PROBE || o->val == O_REGION_FD || o->val == O_TLS_SESSION ||
		    o->val == O_PEER_SESSION) {
			snprintf(err, n, "%s:%u: unknown key '%s' (the keys are virtcld's long options, "
				 "without the dashes: virtcld --help)", conf_path, f->lines[i].line,
				 f->lines[i].key);
			return -1;
		}
		if (set_option(k, o->val, f->lines[i].value, why, sizeof(why))) {
			snprintf(err, n, "%s:%u: %s = %s: %s", conf_path, f->lines[i].line, o->name,
				 f->lines[i].value, why);
			return -1;
		}
	}
	for (int i = 0; i < ncl; i++) {
		bool first = true;
		for (int j = 0; j < i; j++)
			first = first && cl[j].code != cl[i].code;
		if (repeatable(cl[i].code) && first)
			clear_list(k, cl[i].code);
		if (set_option(k, cl[i].code, cl[i].arg, why, sizeof(why))) {
			snprintf(err, n, "--%s%s%s: %s", option_name(cl[i].code), cl[i].arg ? " " : "",
				 cl[i].arg ? cl[i].arg : "", why);
			return -1;
		}
	}
	if (!k->max_sessions || !k->max_per_peer || !k->max_pending || !k->max_objects) {
		snprintf(err, n, "max-sessions, max-sessions-per-peer, max-pending and max-objects must "
			 "be at least 1");
		return -1;
	}
	/* as in the front-end: poll only where cores are to spare */
	if (!k->spin_set)
		k->spin_us = sysconf(_SC_NPROCESSORS_ONLN) >= 4 ? 20 : 0;
	k->max_pending_peer = cfg_defaults.max_pending_peer < k->max_pending
				      ? cfg_defaults.max_pending_peer : k->max_pending;
	return 0;
}

/* Read the configuration file (none at the default place is no error). 0, or -1 with err. */
static int read_conf(struct vcl_conf *f, char *err, size_t n)
{
	int r = vcl_conf_read(conf_path, f, err, n);

	if (r == -ENOENT && conf_given) {
		snprintf(err, n, "%s: no such file (--config)", conf_path);
		return -1;
	}
	return r == -ENOENT ? 0 : r;
}

/* Do the lines of key code in files a and b differ? */
static bool conf_differs(const struct vcl_conf *a, const struct vcl_conf *b, const char *key)
{
	unsigned i = 0, j = 0;

	for (;;) {
		while (i < a->n && strcmp(a->lines[i].key, key))
			i++;
		while (j < b->n && strcmp(b->lines[j].key, key))
			j++;
		if (i == a->n || j == b->n)
			return i != a->n || j != b->n;
		if (strcmp(a->lines[i++].value, b->lines[j++].value))
			return true;
	}
}

static void grow_pending(void);

/*
 * SIGHUP: read the configuration file again. A file with an error changes nothing (logged). Else
 * the reloadable settings take effect for connections and sessions that start from now on (running
 * sessions keep what they started with); a changed setting that is not reloadable is logged as
 * waiting for a restart. The command line still wins.
 */
static void reload_config(void)
{
	struct vcl_conf f;
	struct config next;
	char err[600];

	if (read_conf(&f, err, sizeof(err)) || build_config(&next, &f, err, sizeof(err))) {
		vcl_log("SIGHUP: %s; the configuration stays as it was", err);
		vcl_conf_free(&f);
		return;
	}
	for (const struct option *o = opts; o->val != 'h'; o++) {
		bool on_cl = false;
		for (int i = 0; i < ncl; i++)
			on_cl = on_cl || cl[i].code == o->val;
		if (!reloadable(o->val) && !on_cl && conf_differs(&conf_boot, &f, o->name))
			vcl_log("SIGHUP: %s changed in %s: takes effect when virtcld restarts", o->name,
				conf_path);
	}
	cfg.spin_us = next.spin_us;
	memcpy(cfg.allow_uid, next.allow_uid, sizeof(cfg.allow_uid));
	cfg.nallow_uid = next.nallow_uid;
	memcpy(cfg.allow_gid, next.allow_gid, sizeof(cfg.allow_gid));
	cfg.nallow_gid = next.nallow_gid;
	cfg.sb.tmp_size = next.sb.tmp_size;
	cfg.max_sessions = next.max_sessions;
	cfg.max_per_peer = next.max_per_peer;
	cfg.max_pending = next.max_pending;
	cfg.max_pending_peer = next.max_pending_peer;
	cfg.hello_timeout_s = next.hello_timeout_s;
	cfg.max_memory = next.max_memory;
	cfg.max_objects = next.max_objects;
	cfg.end_timeout_s = next.end_timeout_s;
	cfg.max_kernel_s = next.max_kernel_s;
	cfg.grace_s = next.grace_s;
	grow_pending();
	vcl_conf_free(&f);
	vcl_log("SIGHUP: reloaded %s: max-sessions %u (%u per peer), max-pending %u, hello-timeout "
		"%u s, max-memory %llu, max-objects %llu, max-kernel-time %u s, %d allowed user(s), "
		"%d allowed group(s), for new sessions; %u running session(s) unchanged", conf_path,
		cfg.max_sessions, cfg.max_per_peer, cfg.max_pending, cfg.hello_timeout_s,
		(unsigned long long)cfg.max_memory, (unsigned long long)cfg.max_objects,
		cfg.max_kernel_s, cfg.nallow_uid, cfg.nallow_gid, nchildren);
}

int main(int argc, char **argv)
{
	uint64_t session_id = 0;
	bool probe_only = false;
	const char *region = NULL;
	char err[600];
	int c;

	/* standard input, output and error are open (on /dev/null if they were closed), so that no
	 * descriptor this program or a driver opens later is taken for one of them */
	for (int fd = 0; fd < 3; fd++)
		if (fcntl(fd, F_GETFD) < 0 && open("/dev/null", O_RDWR) != fd)
			return 1;
	/* sockets systemd opened for us (virtcld.socket), before any descriptor of ours */
	if (take_activated() < 0)
		return 1;
	cfg.user = "virtcl";
	cfg_defaults = cfg;
	cl = calloc((size_t)argc + 1, sizeof(*cl));
	if (!cl)
		return 1;
	while ((c = getopt_long(argc, argv, "l:p:s:hV", opts, NULL)) != -1) {
		switch (c) {
		case 'h': usage(stdout); return 0;
		case 'V': printf("virtcld (virtcl) %s\n", VIRTCL_VERSION); return 0;
		case O_CONFIG: conf_path = optarg; conf_given = true; break;
		case O_SESSION:
			if (parse_u64(optarg, false, UINT64_MAX, &session_id, err, sizeof(err))) {
				fprintf(stderr, "virtcld: --session: %s\n", err);
				return 2;
			}
			break;
		case O_PROBE: probe_only = true; break;
		case O_REGION_FD: region = optarg; break;
		case O_TLS_SESSION: session_tls = true; break;
		case O_PEER_SESSION: session_peer = true; break;
		case '?':
			fprintf(stderr, "Try 'virtcld --help' for the options.\n");
			return 2;
		default: cl[ncl++] = (struct cl_setting){ c, optarg }; break;
		}
	}
	if (optind < argc) {
		fprintf(stderr, "virtcld: unexpected argument '%s'; try 'virtcld --help'\n", argv[optind]);
		return 2;
	}
	/* a session process has its settings on its command line only */
	if ((!session_id && !probe_only && read_conf(&conf_boot, err, sizeof(err))) ||
	    build_config(&cfg, &conf_boot, err, sizeof(err))) {
		fprintf(stderr, "virtcld: %s\n", err);
		return 2;
	}
	daemon_state.spin_ns = cfg.spin_us * 1000;
	/* if the host loader lists virtcl's own ICD, it must not remote to this daemon */
	setenv("VIRTCL_DAEMON", "1", 1);
	if (session_id || probe_only)
		return session_main(session_id, region, probe_only);

	signal(SIGPIPE, SIG_IGN);
	if (chdir("/"))
		return 1;
	self_path = realpath("/proc/self/exe", NULL);
	cfg.sb.exe_fd = open("/proc/self/exe", O_PATH | O_CLOEXEC);
	if (!self_path || cfg.sb.exe_fd < 0) {
		vcl_log("cannot find my own executable: %s", strerror(errno));
		return 1;
	}
	if (geteuid() == 0) {
		cfg.sb.switch_user = true;
		cfg.sb.user = cfg.user;
		if (!lookup_user(cfg.user, &cfg.sb.uid, &cfg.sb.gid) || cfg.sb.uid == 0) {
			vcl_log("sessions run as user '%s', which does not exist or is root: create it "
				"(useradd --system --no-create-home virtcl) or name another with --user",
				cfg.user);
			return 1;
		}
	}
	if (cfg.sock_group) {
		if (!lookup_group(cfg.sock_group, &cfg.sock_gid)) {
			vcl_log("--socket-group %s: no such group", cfg.sock_group);
			return 1;
		}
		cfg.sock_gid_set = true;
	} else if (geteuid() == 0) {
		struct group *gr = getgrnam("virtcl");
		if (gr) {
			cfg.sock_gid = gr->gr_gid;
			cfg.sock_gid_set = true;
		}
	}
	if (!cfg.cache_dir) {
		static char home_cache[4096];
		const char *x = getenv("XDG_CACHE_HOME"), *h = getenv("HOME");
		if (geteuid() == 0)
			cfg.cache_dir = "/var/cache/virtcl";
		else if (x && *x)
			snprintf(home_cache, sizeof(home_cache), "%s/virtcl", x), cfg.cache_dir = home_cache;
		else
			snprintf(home_cache, sizeof(home_cache), "%s/.cache/virtcl", h ? h : "/tmp"),
				cfg.cache_dir = home_cache;
	}
	if (!cfg.sb.enabled)
		vcl_log("WARNING: --no-sandbox: sessions run unconfined; a guest's kernels and builds "
			"can reach this host with the daemon's privileges");
	if (nlisteners + cfg.nlisten > VCL_MAX_LISTENERS) {
		vcl_log("more than %d sockets to listen on", VCL_MAX_LISTENERS);
		return 2;
	}
	/* a daemon on sockets of its own (a test's, a second daemon's) has no control socket unless
	 * named: the default one belongs to the system's daemon */
	if (cfg.nlisten && !cfg.control_set && !(nlisteners && listeners[0].activated))
		cfg.control = NULL;
	for (int i = 0; i < cfg.nlisten; i++) {
		listeners[nlisteners].addr = cfg.listen[i];
		listener_parse(&listeners[nlisteners++]); /* checked when the option was read */
	}
	if (!nlisteners) {
		listeners[nlisteners].addr = "unix:/run/virtcl.sock";
		listener_parse(&listeners[nlisteners++]);
	}
	grow_pending();
	reserve_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	if (!pend)
		return 1;
	if (probe())
		return 1;
	if (!cfg.insecure && (cfg.tls_cert || cfg.tls_key || cfg.tls_ca || cfg.tls_psk)) {
		char why[300];
		if (vcl_tls_server_new(&tls_srv, cfg.tls_cert, cfg.tls_key, cfg.tls_ca, cfg.tls_psk,
				       why, sizeof(why)) ||
		    (cfg.npeer && vcl_tls_server_peer_psk(tls_srv, cfg.peer_psk, why, sizeof(why)))) {
			vcl_log("TLS: %s", why);
			return 1;
		}
	}
	if (!cfg.npeer != !cfg.peer_psk) {
		vcl_log("--peer and --peer-psk-file go together");
		return 1;
	}
	if (cfg.npeer) {
		FILE *f = fopen(cfg.peer_psk, "re");
		if (!f) {
			vcl_log("--peer-psk-file %s: %s", cfg.peer_psk, strerror(errno));
			return 1;
		}
		fclose(f);
		vcl_log("buffers directly between servers: fetching from %d peer(s)%s", cfg.npeer,
			tls_srv ? ", serving them on the tcp: listeners"
				: "; serving them needs a tcp: listener with TLS");
	}
	for (int i = 0; i < nlisteners; i++)
		if (!listeners[i].activated && listener_open(&listeners[i]))
			return 1;
	started_wall_ms = wall_ms();
	/* the status socket is not needed to serve: only one named on the command line must work */
	if (cfg.control && control_open() && cfg.control_set)
		return 1;
	if (!cfg.no_cgroups) {
		uint64_t ram = (uint64_t)sysconf(_SC_PHYS_PAGES) * (uint64_t)sysconf(_SC_PAGESIZE);
		const char *why;
		if (!cfg.session_mem)
			cfg.session_mem = ram / 2;
		if (!cfg.sessions_mem)
			cfg.sessions_mem = ram / 4 * 3;
		if (vcl_cgroup_init(&cfg.cg, cfg.session_mem, cfg.sessions_mem, cfg.session_pids, &why))
			vcl_log("sessions run without cgroups (no host memory, task or CPU-share limits "
				"per session): %s", why);
		else
			vcl_log("per-session cgroups (v%d): host memory %llu MiB each, %llu MiB in all, "
				"%u tasks each, equal CPU shares", cfg.cg.version,
				(unsigned long long)(cfg.session_mem >> 20),
				(unsigned long long)(cfg.sessions_mem >> 20), cfg.session_pids);
	}
	for (int i = 0; i < nlisteners; i++)
		vcl_log("listening on %s", listeners[i].addr);
	return serve();
}
