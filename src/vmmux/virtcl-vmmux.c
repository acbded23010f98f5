/* SPDX-License-Identifier: MIT */
/*
 * virtcl-vmmux - the guest's broker: any number of OpenCL processes of one VM over one
 * virtio-serial port (vcl_mux.h).
 *
 * Runs as root in the guest (it opens the port NAME.mux), listens on /run/virtcl/NAME.sock and
 * carries each connection to it as a channel of the port; virtcld turns each channel back into an
 * ordinary connection with its own confined session. The front-end (VIRTCL_SERVER=vm:[NAME]) uses
 * the socket when it exists, else the ports NAME.req and NAME.ntf (one program per boot).
 * A process that ends, however it ends, closes its connections: its session ends on the host.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vcl_mux.h"
#include "vcl_transport.h"
#include "vcl_vm.h"
#include "vcl_wire.h"
#include "vn_args.h"

static void usage(FILE *f)
{
	fprintf(f,
		"Usage: virtcl-vmmux [OPTION]...\n"
		"In a QEMU guest: let any number of OpenCL processes use the host's virtcld through\n"
		"one virtio-serial port (NAME.mux; tools/virtcl-qemu-args on the host adds it).\n\n"
		"  -n, --name NAME    the port NAME.mux and the socket /run/virtcl/NAME.sock\n"
		"                     (default virtcl; programs use VIRTCL_SERVER=vm:NAME, or vm:)\n"
		"  -p, --port PATH    the port's device (or, to test on a host without QEMU, a unix\n"
		"                     socket virtcld listens on) instead of the one named NAME.mux\n"
		"  -m, --mode OCTAL   mode of the socket (default 0600: root's processes only; 0666\n"
		"                     lets every user of the guest run OpenCL programs)\n"
		"  -h, --help         this text\n"
		"  -V, --version      the version\n\n"
		"Runs in the foreground until the host closes the port (exit status 1, with the reason);\n"
		"each process connected is its own session on the host, ended when the process ends.\n");
}

/* What went wrong, on standard error; returns 1 (2 for a mistake on the command line: usage). */
static int die_status(int status, const char *fmt, const char *a, const char *b)
{
	fprintf(stderr, "virtcl-vmmux: ");
	fprintf(stderr, fmt, a, b);
	fputc('\n', stderr);
	return status;
}

static int die(const char *fmt, const char *a, const char *b)
{
	return die_status(1, fmt, a, b);
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "name", required_argument, NULL, 'n' }, { "mode", required_argument, NULL, 'm' },
		{ "port", required_argument, NULL, 'p' },
		{ "help", no_argument, NULL, 'h' },       { "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	const char *name = "virtcl", *port_path = NULL;
	char port[300], dev[300], sock[300], *end;
	unsigned long mode = 0600;
	struct pollfd pfd[2 + VCL_MUX_CHANNELS];
	struct vcl_mux *m;
	int c, fd, lfd, r;

	while ((c = getopt_long(argc, argv, "n:m:p:hV", opts, NULL)) != -1) {
		switch (c) {
		case 'n': name = optarg; break;
		case 'p': port_path = optarg; break;
		case 'm':
			errno = 0;
			mode = strtoul(optarg, &end, 8);
			if (errno || !*optarg || *end || mode > 0777)
				return die_status(2, "--mode %s: expected an octal mode such as "
						  "0600%s; try 'virtcl-vmmux --help'", optarg, "");
			break;
		case 'h': usage(stdout); return 0;
		case 'V': printf("virtcl-vmmux (virtcl) %s\n", VIRTCL_VERSION); return 0;
		default: fprintf(stderr, "Try 'virtcl-vmmux --help'.\n"); return 2;
		}
	}
	if (optind < argc)
		return die_status(2, "unexpected argument '%s'%s; try 'virtcl-vmmux --help'",
				  argv[optind], "");
	if (!*name || strspn(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
				   "0123456789_.-") != strlen(name) || strlen(name) > 200)
		return die_status(2, "--name '%s': expected letters, digits, '_', '.', '-'%s; try "
				  "'virtcl-vmmux --help'", name, "");
	signal(SIGPIPE, SIG_IGN);
	snprintf(port, sizeof(port), "%s.mux", name);
	if (port_path) {
		struct stat st;
		snprintf(dev, sizeof(dev), "%s", port_path);
		if (stat(dev, &st) == 0 && S_ISSOCK(st.st_mode)) {
			struct vcl_transport *t;
			r = vcl_unix_connect(dev, &t);
			if (r)
				return die("cannot connect to %s: %s", dev, strerror(-r));
			fd = dup(vcl_fd_transport_fd(t));
			t->ops->destroy(t);
			goto have_fd;
		}
	} else {
		r = vcl_vm_find_port(port, dev, sizeof(dev));
		if (r)
			return die("no virtio-serial port named %s (%s): on the host, add it with "
				   "tools/virtcl-qemu-args", port, strerror(-r));
	}
	fd = open(dev, O_RDWR | O_CLOEXEC);
	if (fd < 0)
		return die("cannot open %s: %s", dev, strerror(errno));
have_fd:
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
	/* the port's HELLO: from now on it carries channels */
	{
		struct vcl_enc e;
		struct iovec iov[VCL_ENC_MAX_IOV + 1];
		const uint8_t *b;
		size_t off = 0, len;
		vcl_enc_init(&e, VCL_OP_HELLO, 0);
		vn_enc_msg_hello(&e, &(struct vn_args_msg_hello){ .role = VCL_ROLE_MUX });
		/* a handshake is small: one piece, in the encoder's own buffer */
		if (vcl_enc_finish(&e, iov) != 1)
			return die("cannot encode the port's HELLO%s%s", "", "");
		b = iov[0].iov_base;
		len = iov[0].iov_len;
		while (off < len) {
			ssize_t n = write(fd, b + off, len - off);
			if (n < 0 && (errno == EAGAIN || errno == EINTR)) {
				struct pollfd w = { fd, POLLOUT, 0 };
				if (poll(&w, 1, 10000) <= 0)
					return die("the host does not take the port %s's HELLO%s", port, "");
				continue;
			}
			if (n <= 0)
				return die("cannot write to %s: %s", dev, strerror(errno));
			off += (size_t)n;
		}
		vcl_enc_fini(&e);
	}
	mkdir("/run/virtcl", 0755);
	snprintf(sock, sizeof(sock), "/run/virtcl/%s.sock", name);
	{
		mode_t old = umask(0777 & ~(mode_t)mode);
		lfd = vcl_unix_listen(sock);
		umask(old);
	}
	if (lfd < 0)
		return die("cannot listen on %s: %s", sock, strerror(-lfd));
	if (chmod(sock, (mode_t)mode))
		return die("cannot set the mode of %s: %s", sock, strerror(errno));
	fcntl(lfd, F_SETFL, O_NONBLOCK);
	m = vcl_mux_new(fd, false, NULL, NULL);
	if (!m)
		return die("out of memory%s%s", "", "");
	fprintf(stderr, "virtcl-vmmux: %s carries the sessions of %s (port %s)\n", dev, sock, port);
	for (;;) {
		int k = 1 + vcl_mux_fds(m, pfd + 1, 1 + VCL_MUX_CHANNELS);
		pfd[0] = (struct pollfd){ lfd, POLLIN, 0 };
		if (poll(pfd, (nfds_t)k, -1) < 0 && errno != EINTR)
			return die("poll: %s%s", strerror(errno), "");
		if (vcl_mux_handle(m, pfd + 1, k - 1))
			break;
		if (pfd[0].revents & POLLIN) {
			int cfd;
			while ((cfd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK)) >= 0)
				if (vcl_mux_add(m, cfd) == -ENOSPC)
					fprintf(stderr, "virtcl-vmmux: refused a connection: %u channels "
						"in use\n", VCL_MUX_CHANNELS);
		}
	}
	fprintf(stderr, "virtcl-vmmux: the port %s ended: %s\n", port, vcl_mux_why(m));
	unlink(sock);
	vcl_mux_free(m);
	return 1;
}
