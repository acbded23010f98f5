/* SPDX-License-Identifier: MIT */
/*
 * unit.sendref: the fd transport's sends by reference (vcl_transport_sendv_ref, issue 10) over a
 * unix socketpair. Small and large parts arrive whole and in order; the large ones travel by
 * reference, not as a copy: bytes changed after the send returned but before the peer read them
 * are what the peer reads (the contract's other side: the caller leaves them alone until the
 * answer); a send into a socket whose peer is gone fails with -EPIPE and raises no SIGPIPE (the
 * default action would end the process), leaves none pending and restores the signal mask; the
 * transport's pipe is closed with it. Exits 0 or 1 and prints what it checked.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "vcl_transport.h"

#include "unit_check.h"

static int open_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int n = 0;

	if (!d)
		return -1;
	while ((e = readdir(d)))
		n += e->d_name[0] != '.';
	closedir(d);
	return n - 1; /* the directory's own descriptor */
}

static bool recv_all(int fd, char *p, size_t n)
{
	while (n) {
		ssize_t r = recv(fd, p, n, 0);
		if (r <= 0)
			return false;
		p += r;
		n -= (size_t)r;
	}
	return true;
}

int main(void)
{
	/* parts: small, large (by reference), small, large, small - each with its own pattern */
	static const size_t len[] = { 100, 1 << 20, 10, 200 << 10, 5 };
	enum { NPART = sizeof(len) / sizeof(len[0]) };
	struct iovec iov[NPART];
	size_t total = 0;
	int fd[2], fds0 = open_fds();
	struct vcl_transport *t;
	char *got;
	bool same = true;

	for (int i = 0; i < NPART; i++) {
		char *p = malloc(len[i]);
		if (!p)
			return 1;
		for (size_t k = 0; k < len[i]; k++)
			p[k] = (char)(k * 7 + (size_t)i * 31);
		iov[i] = (struct iovec){ p, len[i] };
		total += len[i];
	}
	got = malloc(total);
	if (!got || socketpair(AF_UNIX, SOCK_STREAM, 0, fd))
		return 1;
	t = vcl_fd_transport_create(fd[0]); /* 4 MiB buffers: the whole send fits unread */
	CHECK(t && t->ops->sendv_ref, "a unix socket's transport sends by reference");
	if (!t)
		return 1;

	/* 1. sent whole, then the large parts changed before the peer reads a byte */
	CHECK(vcl_transport_sendv_ref(t, iov, NPART) == 0, "sendv_ref of %zu bytes in %d parts",
	      total, NPART);
	memset(iov[1].iov_base, 0x5a, len[1]);
	memset(iov[3].iov_base, 0xa5, len[3]);
	CHECK(recv_all(fd[1], got, total), "the peer reads all %zu bytes", total);
	{
		size_t off = 0;
		for (int i = 0; i < NPART; i++) {
			same &= memcmp(got + off, iov[i].iov_base, len[i]) == 0;
			off += len[i];
		}
	}
	CHECK(same, "every part arrived in order, the large ones as they were when the peer read "
		    "them (by reference: the bytes changed after the send are the ones read)");

	/* 2. the peer gone: -EPIPE, no SIGPIPE (its default action would end this process) */
	{
		sigset_t none, mask, pending;
		signal(SIGPIPE, SIG_DFL);
		sigemptyset(&none);
		pthread_sigmask(SIG_SETMASK, &none, NULL);
		close(fd[1]);
		CHECK(vcl_transport_sendv_ref(t, &iov[1], 1) == -EPIPE,
		      "a send by reference to a peer that is gone fails with -EPIPE");
		pthread_sigmask(SIG_SETMASK, NULL, &mask);
		CHECK(!sigismember(&mask, SIGPIPE), "the signal mask is as it was");
		CHECK(sigpending(&pending) == 0 && !sigismember(&pending, SIGPIPE),
		      "no SIGPIPE is left pending (and this process is alive)");
		CHECK(vcl_transport_sendv_ref(t, &iov[1], 1) == -EPIPE,
		      "a later send (copied now) fails the same way");
	}
	t->ops->destroy(t);
	CHECK(open_fds() == fds0, "no descriptor left open (socket and pipe closed: %d, were %d)",
	      open_fds(), fds0);
	for (int i = 0; i < NPART; i++)
		free(iov[i].iov_base);
	free(got);
	return failures ? 1 : 0;
}
