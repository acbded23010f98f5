/* SPDX-License-Identifier: MIT */
/*
 * virtcld: the virtcl back-end daemon. Serves guests on a unix-domain socket and executes their
 * OpenCL calls on one host platform, chosen with --platform (default: the first platform the host's
 * ICD loader lists that is not virtcl itself).
 *
 * One process per session: the daemon itself never calls OpenCL; it accepts connections, reads
 * their HELLO, forks a session process for each guest, and hands each notify channel to the
 * session process it belongs to (SCM_RIGHTS). A host driver that aborts or crashes on what one
 * guest does (PoCL 3.1 aborts on a failed user event with commands queued behind it) takes down
 * that guest's session only; the daemon logs it and serves the others.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <dirent.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_transport.h"

static struct vcl_daemon daemon_state = { .lock = PTHREAD_MUTEX_INITIALIZER, .printf_fd = -1 };

static void usage(FILE *f)
{
	fprintf(f,
		"usage: virtcld [--listen unix:PATH[,shm=FILE]]... [--platform NAME|INDEX]\n"
		"  --listen unix:PATH   where guests connect (default unix:/run/virtcl.sock); may be\n"
		"                       given several times (e.g. one socket per VM)\n"
		"           ,shm=FILE   a VM's ivshmem backing file (memory-backend-file mem-path): every\n"
		"                       session accepted on PATH moves buffer data through that region\n"
		"                       (one session at a time; size a power of two, 64 KiB..1 GiB)\n"
		"  --platform NAME      host platform whose name or vendor contains NAME (case-insensitive),\n"
		"                       or its index in the host loader's list; default: the first one\n"
		"                       that is not virtcl\n"
		"  --spin-us N          a session's reader polls N microseconds for the next call before\n"
		"                       sleeping (default 20 with 4 or more cores, else 0)\n");
}

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
		vcl_log("host platform %u: %s (%s)", i, name, vendor);
		return 0;
	}
	vcl_log("no host platform matches --platform %s", want);
	return -1;
}

/* ---- session processes ------------------------------------------------------------------------ */

struct child {
	struct child *next;
	pid_t pid;
	unsigned id;
	uint64_t token[2];
	int ctl; /* socketpair to the session process: notify channels go through it */
};

/* Most --listen options: far above the VMs one host runs beside each other. */
#define VCL_MAX_LISTENERS 64

struct listener {
	const char *addr;     /* "unix:PATH[,shm=FILE]" as given */
	char path[108];
	const char *shm;      /* the VM's ivshmem backing file, or NULL */
	int fd;
	pid_t holder;         /* the session process using the region (children_lock), 0: none */
};

static struct listener listeners[VCL_MAX_LISTENERS];
static int nlisteners;

static pthread_mutex_t children_lock = PTHREAD_MUTEX_INITIALIZER;
static struct child *children;
static unsigned next_session;
static const char *want_platform;

/* In a session process: OpenCL for the first time in this process. */
static int cl_init(void)
{
	cl_uint n = 0;

	if (pick_platform(want_platform))
		return -1;
	clGetDeviceIDs(daemon_state.platform, CL_DEVICE_TYPE_ALL, 0, NULL, &n);
	daemon_state.devices = calloc(n ? n : 1, sizeof(cl_device_id));
	if (!daemon_state.devices ||
	    clGetDeviceIDs(daemon_state.platform, CL_DEVICE_TYPE_ALL, n, daemon_state.devices, &n)) {
		vcl_log("the host platform has no devices");
		return -1;
	}
	daemon_state.ndev = n;
	return 0;
}

/* A fresh process holds only what it needs: its guest's channel, its control socket, stdio. */
static void close_others(int keep1, int keep2)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int self = d ? dirfd(d) : -1;

	while (d && (e = readdir(d))) {
		int fd = atoi(e->d_name);
		if (fd > 2 && fd != keep1 && fd != keep2 && fd != self)
			close(fd);
	}
	if (d)
		closedir(d);
}

/* Session process: receives its notify channel from the daemon. */
static void *child_ctl_main(void *arg)
{
	int ctl = (int)(intptr_t)arg;
	char byte;
	char cbuf[CMSG_SPACE(sizeof(int))];
	struct iovec iov = { &byte, 1 };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf,
			     .msg_controllen = sizeof(cbuf) };
	struct cmsghdr *cm;
	int fd = -1;

	if (recvmsg(ctl, &mh, MSG_CMSG_CLOEXEC) == 1) {
		for (cm = CMSG_FIRSTHDR(&mh); cm; cm = CMSG_NXTHDR(&mh, cm))
			if (cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_RIGHTS)
				memcpy(&fd, CMSG_DATA(cm), sizeof(fd));
	}
	if (fd >= 0) {
		struct vcl_transport *t = vcl_fd_transport_create(fd);
		if (t && vcl_daemon_attach_notify(&daemon_state, daemon_state.preset_token, t))
			t->ops->destroy(t);
	}
	return NULL;
}

static void child_main(struct vcl_transport *t, int fd, int ctl, unsigned id, const uint64_t token[2],
		       const char *shm)
{
	struct vcl_region *region = NULL;
	pthread_t th;

	int pfd[2];

	close_others(fd, ctl);
	signal(SIGPIPE, SIG_IGN);
	/* the host driver prints kernel printf output on standard output: capture it for the guest
	 * (vcl_session_send_printf); the daemon's own messages go to standard error */
	daemon_state.printf_fd = -1;
	if (pipe2(pfd, O_CLOEXEC) == 0 && dup2(pfd[1], STDOUT_FILENO) >= 0) {
		close(pfd[1]);
		fcntl(pfd[0], F_SETFL, O_NONBLOCK);
		fcntl(pfd[0], F_SETPIPE_SZ, 1 << 20);
		setvbuf(stdout, NULL, _IONBF, 0);
		daemon_state.printf_fd = pfd[0];
	}
	if (cl_init())
		_exit(1);
	daemon_state.next_session = id - 1;
	daemon_state.preset_token[0] = token[0];
	daemon_state.preset_token[1] = token[1];
	daemon_state.exit_on_end = true;
	if (pthread_create(&th, NULL, child_ctl_main, (void *)(intptr_t)ctl) == 0)
		pthread_detach(th);
	vcl_fd_transport_set_spin(t, daemon_state.spin_ns);
	/* the VM's region: this session is the only one on it (spawn_session) */
	if (shm && vcl_region_from_file(shm, &region))
		vcl_log("session %u: cannot map %s; buffer data goes inline", id, shm);
	vcl_session_serve(&daemon_state, t, region);
	/* the session's last thread exits the process when the session has ended */
	for (;;)
		pause();
}

static void spawn_session(struct vcl_transport *t, struct listener *l)
{
	const char *shm = NULL;
	struct child *c = calloc(1, sizeof(*c));
	int sv[2], fd = vcl_fd_transport_fd(t);
	pid_t pid;

	if (!c || socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) ||
	    getrandom(c->token, sizeof(c->token), 0) != sizeof(c->token)) {
		vcl_log("cannot start a session: %s", strerror(errno));
		free(c);
		t->ops->destroy(t);
		return;
	}
	pthread_mutex_lock(&children_lock);
	c->id = ++next_session;
	/* a VM's region belongs to one session at a time: a second concurrent one goes inline */
	if (l->shm && !l->holder)
		shm = l->shm;
	pid = fork();
	if (pid == 0)
		child_main(t, fd, sv[1], c->id, c->token, shm);
	if (pid > 0 && shm)
		l->holder = pid;
	if (pid > 0) {
		c->pid = pid;
		c->ctl = sv[0];
		c->next = children;
		children = c;
	}
	pthread_mutex_unlock(&children_lock);
	close(sv[1]);
	t->ops->destroy(t); /* the session process has its own copy */
	if (pid < 0) {
		vcl_log("cannot fork a session process: %s", strerror(errno));
		close(sv[0]);
		free(c);
	}
}

static void route_notify(const uint64_t token[2], struct vcl_transport *t)
{
	struct child *c;
	int fd = vcl_fd_transport_fd(t), ok = 0;

	pthread_mutex_lock(&children_lock);
	for (c = children; c; c = c->next) {
		if (c->token[0] == token[0] && c->token[1] == token[1]) {
			char byte = 1;
			char cbuf[CMSG_SPACE(sizeof(int))] = { 0 };
			struct iovec iov = { &byte, 1 };
			struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf,
					     .msg_controllen = sizeof(cbuf) };
			struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);
			cm->cmsg_level = SOL_SOCKET;
			cm->cmsg_type = SCM_RIGHTS;
			cm->cmsg_len = CMSG_LEN(sizeof(int));
			memcpy(CMSG_DATA(cm), &fd, sizeof(fd));
			ok = sendmsg(c->ctl, &mh, MSG_NOSIGNAL) == 1;
			/* a token names one notify channel: a second try finds nothing */
			c->token[0] = c->token[1] = 0;
			break;
		}
	}
	pthread_mutex_unlock(&children_lock);
	if (!ok)
		vcl_log("rejected a notify channel: unknown session token");
	t->ops->destroy(t);
}

/* Reap session processes; a session that died of a signal was the host driver's doing or a bug:
 * only that guest is affected. */
static void *reaper_main(void *arg)
{
	(void)arg;
	for (;;) {
		int st;
		pid_t pid = waitpid(-1, &st, 0);
		struct child **pp, *c = NULL;

		if (pid < 0) {
			if (errno == ECHILD) {
				sleep(1);
				continue;
			}
			if (errno == EINTR)
				continue;
			return NULL;
		}
		pthread_mutex_lock(&children_lock);
		for (int i = 0; i < nlisteners; i++)
			if (listeners[i].holder == pid)
				listeners[i].holder = 0;
		for (pp = &children; *pp; pp = &(*pp)->next)
			if ((*pp)->pid == pid) {
				c = *pp;
				*pp = c->next;
				break;
			}
		pthread_mutex_unlock(&children_lock);
		if (!c)
			continue;
		if (WIFSIGNALED(st))
			vcl_log("session %u: its process died of signal %d (%s); the other sessions go on",
				c->id, WTERMSIG(st), strsignal(WTERMSIG(st)));
		else if (WEXITSTATUS(st))
			vcl_log("session %u: its process exited with status %d", c->id, WEXITSTATUS(st));
		close(c->ctl);
		free(c);
	}
}

struct conn {
	struct vcl_transport *t;
	struct listener *l;
};

static void *accept_one(void *arg)
{
	struct conn *cn = arg;
	struct vcl_transport *t = cn->t;
	struct listener *l = cn->l;
	struct vcl_msg_hdr h;
	uint64_t v[5];

	free(cn);
	/* HELLO: magic, version, role, token. No time limit: a QEMU chardev connects when the VM
	 * starts and its guest may speak much later; an idle peer costs one thread. */
	if (vcl_transport_recv(t, &h, sizeof(h)) || h.op != VCL_OP_HELLO || h.size != sizeof(v) ||
	    vcl_transport_recv(t, v, sizeof(v)) || v[0] != VCL_PROTO_MAGIC ||
	    v[1] != VCL_PROTO_VERSION) {
		vcl_log("rejected a connection: no valid HELLO");
		t->ops->destroy(t);
		return NULL;
	}
	if (v[2] == VCL_ROLE_REQUEST) {
		spawn_session(t, l);
	} else if (v[2] == VCL_ROLE_NOTIFY) {
		route_notify(&v[3], t);
	} else {
		vcl_log("rejected a connection: role %llu", (unsigned long long)v[2]);
		t->ops->destroy(t);
	}
	return NULL;
}

/* Check the platform choice once at start-up, in a process of its own (the daemon must not start
 * OpenCL itself: its threads would not survive the forks). */
static int probe(void)
{
	int st;
	pid_t pid = fork();

	if (pid == 0)
		_exit(cl_init() ? 1 : 0);
	if (pid < 0 || waitpid(pid, &st, 0) != pid)
		return -1;
	return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

/* "unix:PATH[,shm=FILE]": 0, or -1 with the reason logged. The region file is checked here
 * (mapped once and unmapped); each session process maps it again. */
static int listener_open(struct listener *l)
{
	const char *shm, *p = l->addr + 5;
	struct vcl_region *r;
	size_t plen;
	int e;

	shm = strstr(p, ",shm=");
	plen = shm ? (size_t)(shm - p) : strlen(p);
	if (!plen || plen >= sizeof(l->path)) {
		vcl_log("--listen %s: bad socket path", l->addr);
		return -1;
	}
	memcpy(l->path, p, plen);
	l->path[plen] = 0;
	if (shm) {
		l->shm = shm + 5;
		e = vcl_region_from_file(l->shm, &r);
		if (e) {
			vcl_log("--listen %s: cannot map %s: %s (a regular file whose size is a power "
				"of two, 64 KiB..1 GiB)", l->addr, l->shm, strerror(-e));
			return -1;
		}
		vcl_region_put(r);
	}
	l->fd = vcl_unix_listen(l->path);
	if (l->fd < 0) {
		vcl_log("cannot listen on %s: %s", l->addr, strerror(-l->fd));
		return -1;
	}
	return 0;
}

static void *accept_loop(void *arg)
{
	struct listener *l = arg;

	for (;;) {
		int fd = accept4(l->fd, NULL, NULL, SOCK_CLOEXEC);
		struct conn *cn;
		pthread_t th;
		if (fd < 0) {
			if (errno == EINTR || errno == ECONNABORTED || errno == EMFILE || errno == ENFILE)
				continue;
			vcl_log("accept: %s", strerror(errno));
			exit(1);
		}
		cn = malloc(sizeof(*cn));
		if (!cn) {
			close(fd);
			continue;
		}
		cn->l = l;
		cn->t = vcl_fd_transport_create(fd);
		if (!cn->t || pthread_create(&th, NULL, accept_one, cn)) {
			if (cn->t)
				cn->t->ops->destroy(cn->t);
			free(cn);
			continue;
		}
		pthread_detach(th);
	}
	return NULL;
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "listen", required_argument, NULL, 'l' },
		{ "platform", required_argument, NULL, 'p' },
		{ "spin-us", required_argument, NULL, 's' },
		{ "help", no_argument, NULL, 'h' },
		{ 0 },
	};
	const char *want = NULL;
	int c;

	/* as in the front-end: poll only where cores are to spare */
	daemon_state.spin_ns = sysconf(_SC_NPROCESSORS_ONLN) >= 4 ? 20000 : 0;
	while ((c = getopt_long(argc, argv, "l:p:s:h", opts, NULL)) != -1) {
		switch (c) {
		case 's': daemon_state.spin_ns = strtoull(optarg, NULL, 10) * 1000; break;
		case 'l':
			if (nlisteners == VCL_MAX_LISTENERS || strncmp(optarg, "unix:", 5)) {
				usage(stderr);
				return 2;
			}
			listeners[nlisteners++].addr = optarg;
			break;
		case 'p': want = optarg; break;
		case 'h': usage(stdout); return 0;
		default: usage(stderr); return 2;
		}
	}
	if (!nlisteners)
		listeners[nlisteners++].addr = "unix:/run/virtcl.sock";
	/* if the host loader lists virtcl's own ICD, it must not remote to this daemon */
	setenv("VIRTCL_DAEMON", "1", 1);
	signal(SIGPIPE, SIG_IGN);
	want_platform = want;
	if (vcl_daemon_private_dir()) {
		vcl_log("cannot make a private directory: %s", strerror(errno));
		return 1;
	}
	if (probe())
		return 1;
	{
		pthread_t th;
		if (pthread_create(&th, NULL, reaper_main, NULL))
			return 1;
		pthread_detach(th);
	}
	for (int i = 0; i < nlisteners; i++)
		if (listener_open(&listeners[i]))
			return 1;
	for (int i = 0; i < nlisteners; i++) {
		pthread_t th;
		vcl_log("listening on %s", listeners[i].addr);
		if (i + 1 < nlisteners && pthread_create(&th, NULL, accept_loop, &listeners[i])) {
			vcl_log("cannot start a thread for %s", listeners[i].addr);
			return 1;
		}
	}
	accept_loop(&listeners[nlisteners - 1]);
	return 1;
}
