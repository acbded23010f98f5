/* SPDX-License-Identifier: MIT */
/*
 * unit.sendref: the fd transport's sends by reference (vcl_transport_sendv_ref, issue 10) over a
 * unix socketpair. Small and large parts arrive whole and in order; the large ones travel by
 * reference, not as a copy: bytes changed after the send returned but before the peer read them
 * are what the peer reads (the contract's other side: the caller leaves them alone until the
 * answer); a send into a socket whose peer is gone fails with -EPIPE and raises no SIGPIPE (the
 * default action would end the process), leaves none pending and restores the signal mask; the
 * transport's pipe is closed with it. Under a system-call filter that denies vmsplice or splice
 * (a container's, EPERM/ENOSYS/EACCES), in a child, the same sends arrive whole, copied. Exits 0
 * or 1 and prints what it checked.
 */
#define _GNU_SOURCE
#include <seccomp.h>
#include <sys/wait.h>
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

/* In a child: a filter that answers syscall sc with errno e, then two 1 MiB sends by reference
 * through a fresh socket pair; exit 0 if both arrived whole. */
static int denied(int sc, int e)
{
	pid_t pid = fork();
	int st = -1;

	if (pid == 0) {
		size_t n = 1 << 20;
		char *b = malloc(n), *got = malloc(n);
		int fd[2], ok = 0;
		scmp_filter_ctx c = seccomp_init(SCMP_ACT_ALLOW);
		struct vcl_transport *t;
		if (!b || !got || !c || seccomp_rule_add(c, SCMP_ACT_ERRNO((unsigned)e), sc, 0))
			_exit(2);
		if (seccomp_load(c))
			_exit(3); /* no filters here (a container's own): nothing to try */
		if (socketpair(AF_UNIX, SOCK_STREAM, 0, fd) || !(t = vcl_fd_transport_create(fd[0])))
			_exit(2);
		for (int round = 0; round < 2; round++) {
			struct iovec v = { b, n };
			memset(b, 'a' + round, n);
			ok += vcl_transport_sendv_ref(t, &v, 1) == 0 && recv_all(fd[1], got, n) &&
			      memcmp(got, b, n) == 0;
		}
		_exit(ok == 2 ? 0 : 1);
	}
	if (pid > 0)
		waitpid(pid, &st, 0);
	return pid > 0 && WIFEXITED(st) ? WEXITSTATUS(st) : -1;
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
	CHECK(!vcl_transport_ref_unread(t), "nothing sent yet: nothing unread");
	CHECK(vcl_transport_sendv_ref(t, iov, NPART) == 0, "sendv_ref of %zu bytes in %d parts",
	      total, NPART);
	CHECK(vcl_transport_ref_unread(t), "ref_unread: the peer has not read them yet");
	memset(iov[1].iov_base, 0x5a, len[1]);
	memset(iov[3].iov_base, 0xa5, len[3]);
	CHECK(recv_all(fd[1], got, total - 1), "the peer reads all %zu bytes but one", total - 1);
	CHECK(vcl_transport_ref_unread(t), "ref_unread: one byte is not read yet");
	CHECK(recv_all(fd[1], got + total - 1, 1), "and the last one");
	CHECK(!vcl_transport_ref_unread(t), "ref_unread: all of it read");
	{
		size_t off = 0;
		for (int i = 0; i < NPART; i++) {
			same &= memcmp(got + off, iov[i].iov_base, len[i]) == 0;
			off += len[i];
		}
	}
	CHECK(same, "every part arrived in order, the large ones as they were when the peer read "
		    "them (by reference: the bytes changed after the send are the ones read)");

	/* 1b. what the child of a fork() does with the parent's transports (vcl_fe_conn_forget):
	 * the pipe goes, and the transport still sends, copied */
	{
		int with_pipe = open_fds();
		vcl_fd_transport_forget_pipe(t);
		CHECK(open_fds() == with_pipe - 2, "vcl_fd_transport_forget_pipe closes the pipe's two "
		      "descriptors (%d open, were %d)", open_fds(), with_pipe);
		memset(iov[1].iov_base, 0x3c, len[1]);
		CHECK(vcl_transport_sendv_ref(t, &iov[1], 1) == 0 && recv_all(fd[1], got, len[1]) &&
		      memcmp(got, iov[1].iov_base, len[1]) == 0, "and a later send arrives whole");
	}

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
	/* 3. a filter that denies the path: copied instead, the same bytes */
	{
		static const struct { const char *name; int e; } errs[] = {
			{ "EPERM", EPERM }, { "ENOSYS", ENOSYS }, { "EACCES", EACCES }
		};
		for (unsigned k = 0; k < 6; k++) {
			const char *call = k & 1 ? "splice" : "vmsplice";
			int r = denied(k & 1 ? SCMP_SYS(splice) : SCMP_SYS(vmsplice), errs[k / 2].e);
			if (r == 3)
				printf("skip - %s denied (%s): this process may not load a system-call "
				       "filter\n", call, errs[k / 2].name);
			else
				CHECK(r == 0, "%s denied (%s): two 1 MiB sends arrive whole, copied",
				      call, errs[k / 2].name);
		}
	}
	CHECK(open_fds() == fds0, "no descriptor left open (socket and pipe closed: %d, were %d)",
	      open_fds(), fds0);
	for (int i = 0; i < NPART; i++)
		free(iov[i].iov_base);
	free(got);
	return failures ? 1 : 0;
}
