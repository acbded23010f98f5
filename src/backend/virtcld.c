/* SPDX-License-Identifier: MIT */
/*
 * virtcld: the virtcl back-end daemon. Serves guests on a unix-domain socket and executes their
 * OpenCL calls on one host platform, chosen with --platform (default: the first platform the host's
 * ICD loader lists that is not virtcl itself).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_transport.h"

static struct vcl_daemon daemon_state = { .lock = PTHREAD_MUTEX_INITIALIZER };

static void usage(FILE *f)
{
	fprintf(f,
		"usage: virtcld [--listen unix:PATH] [--platform NAME|INDEX]\n"
		"  --listen unix:PATH   where guests connect (default unix:/run/virtcl.sock)\n"
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

static void *accept_one(void *arg)
{
	struct vcl_transport *t = arg;
	struct vcl_msg_hdr h;
	uint64_t v[5];

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
		vcl_fd_transport_set_spin(t, daemon_state.spin_ns);
		vcl_session_serve(&daemon_state, t);
	} else if (v[2] == VCL_ROLE_NOTIFY) {
		if (vcl_daemon_attach_notify(&daemon_state, &v[3], t)) {
			vcl_log("rejected a notify channel: unknown session token");
			t->ops->destroy(t);
		}
	} else {
		vcl_log("rejected a connection: role %llu", (unsigned long long)v[2]);
		t->ops->destroy(t);
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
	const char *listen_addr = "unix:/run/virtcl.sock", *want = NULL;
	cl_uint n = 0;
	int c, lfd;

	/* as in the front-end: poll only where cores are to spare */
	daemon_state.spin_ns = sysconf(_SC_NPROCESSORS_ONLN) >= 4 ? 20000 : 0;
	while ((c = getopt_long(argc, argv, "l:p:s:h", opts, NULL)) != -1) {
		switch (c) {
		case 's': daemon_state.spin_ns = strtoull(optarg, NULL, 10) * 1000; break;
		case 'l': listen_addr = optarg; break;
		case 'p': want = optarg; break;
		case 'h': usage(stdout); return 0;
		default: usage(stderr); return 2;
		}
	}
	if (strncmp(listen_addr, "unix:", 5)) {
		usage(stderr);
		return 2;
	}
	/* if the host loader lists virtcl's own ICD, it must not remote to this daemon */
	setenv("VIRTCL_DAEMON", "1", 1);
	signal(SIGPIPE, SIG_IGN);
	if (vcl_daemon_private_dir()) {
		vcl_log("cannot make a private directory: %s", strerror(errno));
		return 1;
	}
	if (pick_platform(want))
		return 1;
	clGetDeviceIDs(daemon_state.platform, CL_DEVICE_TYPE_ALL, 0, NULL, &n);
	daemon_state.devices = calloc(n ? n : 1, sizeof(cl_device_id));
	if (!daemon_state.devices ||
	    clGetDeviceIDs(daemon_state.platform, CL_DEVICE_TYPE_ALL, n, daemon_state.devices, &n)) {
		vcl_log("the host platform has no devices");
		return 1;
	}
	daemon_state.ndev = n;
	lfd = vcl_unix_listen(listen_addr + 5);
	if (lfd < 0) {
		vcl_log("cannot listen on %s: %s", listen_addr, strerror(-lfd));
		return 1;
	}
	vcl_log("listening on %s, %u device(s)", listen_addr, n);
	for (;;) {
		int fd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC);
		struct vcl_transport *t;
		pthread_t th;
		if (fd < 0) {
			if (errno == EINTR || errno == ECONNABORTED || errno == EMFILE || errno == ENFILE)
				continue;
			vcl_log("accept: %s", strerror(errno));
			return 1;
		}
		t = vcl_fd_transport_create(fd);
		if (!t || pthread_create(&th, NULL, accept_one, t)) {
			if (t)
				t->ops->destroy(t);
			continue;
		}
		pthread_detach(th);
	}
}
