/* SPDX-License-Identifier: MIT */
/*
 * unit.readahead: the fd transport's read-ahead (vcl_fd_transport_set_readahead, issue 10) over a
 * unix socketpair: bytes come out whole and in order however reads and writes are cut, items as
 * large as the buffer or larger go straight to their destination, and descriptors still travel
 * with their byte: recv_fd takes the one descriptor that came with its byte even when that byte
 * was read ahead with the data before it, refuses a byte that carried none or two (closing them),
 * and a descriptor whose byte is read as data is closed. Exits 0 or 1 and prints what it checked.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vcl_transport.h"

#include "unit_check.h"

#define RA 64 /* a small read-ahead, so that every path is taken */

/* One byte carrying the descriptors fds[0..n) (SCM_RIGHTS). */
static bool send_fds(int sock, const int *fds, int n)
{
	union {
		struct cmsghdr h;
		char buf[CMSG_SPACE(4 * sizeof(int))];
	} u;
	char byte = 'F';
	struct iovec iov = { &byte, 1 };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = u.buf,
			     .msg_controllen = CMSG_SPACE(n * sizeof(int)) };
	struct cmsghdr *c;

	memset(&u, 0, sizeof(u));
	c = CMSG_FIRSTHDR(&mh);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	c->cmsg_len = CMSG_LEN(n * sizeof(int));
	memcpy(CMSG_DATA(c), fds, n * sizeof(int));
	return sendmsg(sock, &mh, 0) == 1;
}

static bool put(int sock, const void *p, size_t n)
{
	return write(sock, p, n) == (ssize_t)n;
}

static bool same_file(int a, int b)
{
	struct stat sa, sb;

	return fstat(a, &sa) == 0 && fstat(b, &sb) == 0 && sa.st_ino == sb.st_ino &&
	       sa.st_dev == sb.st_dev;
}

int main(void)
{
	int sv[2], mfd, fd = -1, before, pair[2];
	struct vcl_transport *t;
	char buf[4096], big[1000];

	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) || !(t = vcl_fd_transport_create(sv[0]))) {
		printf("FAIL - socketpair\n");
		return 1;
	}
	vcl_fd_transport_set_readahead(t, RA);
	mfd = memfd_create("vt-readahead", MFD_CLOEXEC);

	/* a header and a body written at once come out as asked, in two receives */
	put(sv[1], "0123456789abcdef" "BODY-BODY-BODY-BODY-1234", 40);
	CHECK(vcl_transport_recv(t, buf, 16) == 0 && !memcmp(buf, "0123456789abcdef", 16),
	      "header out of a read-ahead");
	CHECK(vcl_transport_recv(t, buf, 24) == 0 && !memcmp(buf, "BODY-BODY-BODY-BODY-1234", 24),
	      "body out of the same read");

	/* an item cut over two writes */
	put(sv[1], "abc", 3);
	put(sv[1], "defgh", 5);
	CHECK(vcl_transport_recv(t, buf, 8) == 0 && !memcmp(buf, "abcdefgh", 8),
	      "an item written in two pieces");

	/* larger than the buffer: straight to the destination, after what was read ahead */
	for (size_t i = 0; i < sizeof(big); i++)
		big[i] = (char)(i * 7);
	put(sv[1], "xy", 2);
	put(sv[1], big, sizeof(big));
	CHECK(vcl_transport_recv(t, buf, 2) == 0 && !memcmp(buf, "xy", 2), "small item first");
	CHECK(vcl_transport_recv(t, buf, sizeof(big)) == 0 && !memcmp(buf, big, sizeof(big)),
	      "a %zu-byte item (read-ahead %d)", sizeof(big), RA);

	/* data, then a descriptor's byte, then data: the byte is read ahead with the data before it */
	put(sv[1], "AAAA", 4);
	send_fds(sv[1], &mfd, 1);
	put(sv[1], "BBBB", 4);
	CHECK(vcl_transport_recv(t, buf, 4) == 0 && !memcmp(buf, "AAAA", 4), "data before a descriptor");
	CHECK(t->ops->recv_fd(t, &fd) == 0 && fd >= 0 && same_file(fd, mfd),
	      "the descriptor that came with its byte");
	if (fd >= 0)
		close(fd);
	CHECK(vcl_transport_recv(t, buf, 4) == 0 && !memcmp(buf, "BBBB", 4), "data after it");

	/* a descriptor's byte read as data: the descriptor is closed, nothing leaks */
	before = open_fds();
	send_fds(sv[1], &mfd, 1);
	put(sv[1], "CC", 2);
	CHECK(vcl_transport_recv(t, buf, 1) == 0 && buf[0] == 'F', "a descriptor's byte read as data");
	CHECK(vcl_transport_recv(t, buf, 2) == 0 && !memcmp(buf, "CC", 2), "and the data behind it");
	CHECK(open_fds() == before, "its descriptor closed (%d open, %d before)", open_fds(), before);

	/* recv_fd on a byte without a descriptor */
	put(sv[1], "D", 1);
	fd = -2;
	CHECK(t->ops->recv_fd(t, &fd) == -EBADMSG && fd == -1, "a byte without a descriptor refused");

	/* ... and on one with two: both closed */
	if (pipe(pair) == 0) {
		before = open_fds();
		send_fds(sv[1], pair, 2);
		close(pair[0]);
		close(pair[1]);
		before -= 2;
		CHECK(t->ops->recv_fd(t, &fd) == -EBADMSG && fd == -1,
		      "a byte with two descriptors refused");
		CHECK(open_fds() == before, "both closed (%d open, %d before)", open_fds(), before);
	}

	/* the end of the stream */
	close(sv[1]);
	CHECK(vcl_transport_recv(t, buf, 1) == -EPIPE, "end of stream");
	t->ops->destroy(t);
	close(mfd);
	printf("%s\n", failures ? "FAILED" : "all passed");
	return failures ? 1 : 0;
}
