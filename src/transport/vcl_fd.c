/* SPDX-License-Identifier: MIT */
/* Byte-stream transport over a file descriptor (unix socket or virtio-serial port). */
#define _GNU_SOURCE /* pipe2, vmsplice, splice, F_SETPIPE_SZ */
#include "vcl_transport.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/un.h>
#include <linux/sockios.h>
#include <unistd.h>

/* Most descriptors one read takes with the read-ahead; more are closed and make it unusable. */
#define VCL_FD_RA_FDS 4

struct vcl_fd_transport {
	struct vcl_transport base;
	int fd;
	int is_socket;
	uint64_t spin_ns; /* poll this long before sleeping in recv (0: sleep at once) */
	int timeout_ms;   /* > 0: a send or receive that waits longer fails with -ETIMEDOUT */
	/* read-ahead (vcl_fd_transport_set_readahead): bytes [rpos, rlen) of rbuf are the stream's
	 * next; the descriptors a read brought came with rbuf[rlen - 1] (a unix socket ends a read
	 * with the byte that carries descriptors) */
	uint8_t *rbuf;
	size_t rcap, rpos, rlen;
	int rfds[VCL_FD_RA_FDS];
	int nrfds;
	bool rfds_bad; /* that byte carried more than fit, or the control data was cut */
	/* sends by reference (fd_sendv_ref): a unix stream socket; the pipe the pages go through,
	 * made at the first such send ({-1, -1} before) */
	bool by_ref;
	bool ref_sent; /* some bytes went by reference (fd_ref_unread asks the socket) */
	int pipe[2];
};

/* Parts of a sendv_ref from this size up go by reference: below it the extra system calls cost
 * about what the copy they save does. */
#define VCL_FD_REF_MIN ((size_t)64 << 10)
/* The pipe's capacity (F_SETPIPE_SZ), the bytes one turn of vmsplice and splice moves: Linux's
 * default fs.pipe-max-size, what an unprivileged process may ask for (refused: the default 64 KiB,
 * in more turns). */
#define VCL_FD_PIPE_SIZE (1 << 20)

/* Wait up to ft->timeout_ms for fd to be ready for events; 0, or -ETIMEDOUT. */
static int fd_wait(struct vcl_fd_transport *ft, short events)
{
	struct pollfd p = { .fd = ft->fd, .events = events };
	int r;

	if (ft->timeout_ms <= 0)
		return 0;
	do
		r = poll(&p, 1, ft->timeout_ms);
	while (r < 0 && errno == EINTR);
	return r == 0 ? -ETIMEDOUT : 0;
}

static void fd_set_timeout(struct vcl_transport *t, int ms)
{
	((struct vcl_fd_transport *)t)->timeout_ms = ms;
}

void vcl_fd_transport_set_timeout(struct vcl_transport *t, int ms)
{
	if (t->ops->set_timeout)
		t->ops->set_timeout(t, ms);
}

void vcl_fd_transport_set_readahead(struct vcl_transport *t, size_t bytes)
{
	struct vcl_fd_transport *ft = (struct vcl_fd_transport *)t;

	if (t->ops->set_timeout != fd_set_timeout || ft->rbuf || !bytes)
		return;
	ft->rbuf = malloc(bytes);
	if (ft->rbuf)
		ft->rcap = bytes;
}

static void fd_set_spin(struct vcl_transport *t, uint64_t ns)
{
	struct vcl_fd_transport *ft = (struct vcl_fd_transport *)t;

	if (ft->is_socket)
		ft->spin_ns = ns;
}

void vcl_fd_transport_set_spin(struct vcl_transport *t, uint64_t ns)
{
	if (t->ops->set_spin)
		t->ops->set_spin(t, ns);
}

static int fd_sendv(struct vcl_transport *t, const struct iovec *iov, int n)
{
	struct vcl_fd_transport *ft = (struct vcl_fd_transport *)t;
	struct iovec local[32];
	int i;

	if (n > 32)
		return -EINVAL;
	memcpy(local, iov, sizeof(*iov) * (size_t)n);
	i = 0;
	while (i < n) {
		ssize_t w;
		int e = fd_wait(ft, POLLOUT);
		if (e)
			return e;
		if (ft->is_socket) {
			struct msghdr mh = { .msg_iov = &local[i], .msg_iovlen = (size_t)(n - i) };
			/* MSG_NOSIGNAL: a peer that went away is an error, not a SIGPIPE for the app */
			w = sendmsg(ft->fd, &mh, MSG_NOSIGNAL);
		} else {
			w = writev(ft->fd, &local[i], n - i);
		}
		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		while (w > 0 && i < n) {
			if ((size_t)w >= local[i].iov_len) {
				w -= (ssize_t)local[i].iov_len;
				i++;
			} else {
				local[i].iov_base = (char *)local[i].iov_base + w;
				local[i].iov_len -= (size_t)w;
				w = 0;
			}
		}
		while (i < n && local[i].iov_len == 0)
			i++;
	}
	return 0;
}

/* The pipe of the sends by reference goes, and with it such sends (a failed splice may have left
 * bytes in it: they must never reach the stream later, out of order). */
static void ref_off(struct vcl_fd_transport *ft)
{
	if (ft->pipe[0] >= 0) {
		close(ft->pipe[0]);
		close(ft->pipe[1]);
		ft->pipe[0] = ft->pipe[1] = -1;
	}
	ft->by_ref = false;
}

/* Up to n bytes at p into the socket by reference: the pages into the pipe (vmsplice takes
 * references to them, copies nothing) and from there into the socket (splice: a unix stream socket
 * keeps the references in its buffers until the peer reads the bytes). Returns the bytes sent so,
 * fewer than n (0 too) where vmsplice refused the rest (memory it cannot reference) or a filter
 * denies either call (which turns the path off): the caller copies what is left; or a negative
 * errno of the send (the stream is broken then). A send into
 * a socket whose peer went away raises SIGPIPE in the sending thread, which splice cannot be told
 * not to (sendmsg's MSG_NOSIGNAL): it is blocked meanwhile and, if this send raised it, taken. */
static ssize_t send_ref(struct vcl_fd_transport *ft, const char *p, size_t n)
{
	sigset_t pipe_set, old, pending;
	bool was_pending;
	size_t sent = 0;
	int err = 0;

	if (ft->pipe[0] < 0) {
		int queued;
		/* only where the socket also tells when its peer has read them (fd_ref_unread) */
		if (ioctl(ft->fd, SIOCOUTQ, &queued) || pipe2(ft->pipe, O_CLOEXEC)) {
			ft->pipe[0] = ft->pipe[1] = -1;
			ft->by_ref = false;
			return 0;
		}
		fcntl(ft->pipe[1], F_SETPIPE_SZ, VCL_FD_PIPE_SIZE);
	}
	sigemptyset(&pipe_set);
	sigaddset(&pipe_set, SIGPIPE);
	pthread_sigmask(SIG_BLOCK, &pipe_set, &old);
	was_pending = sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE);
	while (sent < n && !err) {
		struct iovec v = { (void *)(p + sent), n - sent };
		ssize_t in = vmsplice(ft->pipe[1], &v, 1, 0);
		if (in <= 0) {
			if (in < 0 && errno == EINTR)
				continue;
			if (in < 0 && (errno == ENOSYS || errno == EPERM || errno == EACCES))
				ref_off(ft); /* none at all here (a filter, an old kernel) */
			break; /* the rest by copy */
		}
		for (size_t left = (size_t)in; left && !err;) {
			ssize_t out;
			if ((err = fd_wait(ft, POLLOUT)))
				break;
			out = splice(ft->pipe[0], NULL, ft->fd, NULL, left, SPLICE_F_MOVE);
			if (out < 0 && errno == EINTR)
				continue;
			if (out < 0 && left == (size_t)in &&
			    (errno == ENOSYS || errno == EPERM || errno == EACCES)) {
				/* a filter denies splice: none of this turn reached the socket, so the
				 * rest goes copied (the pipe, and the references in it, go) */
				ref_off(ft);
				goto out;
			}
			if (out <= 0)
				err = out < 0 ? -errno : -EIO;
			else
				left -= (size_t)out;
		}
		if (!err)
			sent += (size_t)in;
		ft->ref_sent = true;
	}
out:
	if (err) {
		struct timespec zero = { 0, 0 };
		if (err == -EPIPE && !was_pending)
			while (sigtimedwait(&pipe_set, NULL, &zero) < 0 && errno == EINTR)
				;
		ref_off(ft);
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	return err ? err : (ssize_t)sent;
}

/* sendv_ref (vcl_transport.h): the parts of VCL_FD_REF_MIN and more by reference, the others (and
 * what vmsplice refused) copied as sendv does, all in order. */
static int fd_sendv_ref(struct vcl_transport *t, const struct iovec *iov, int n)
{
	struct vcl_fd_transport *ft = (struct vcl_fd_transport *)t;
	int i = 0, r;

	while (i < n) {
		int j = i;
		ssize_t sent;
		while (j < n && (!ft->by_ref || iov[j].iov_len < VCL_FD_REF_MIN))
			j++;
		if (j > i && (r = fd_sendv(t, iov + i, j - i)))
			return r;
		if (j == n)
			return 0;
		if ((sent = send_ref(ft, iov[j].iov_base, iov[j].iov_len)) < 0)
			return (int)sent;
		if ((size_t)sent < iov[j].iov_len) {
			struct iovec rest = { (char *)iov[j].iov_base + sent,
					      iov[j].iov_len - (size_t)sent };
			if ((r = fd_sendv(t, &rest, 1)))
				return r;
		}
		i = j + 1;
	}
	return 0;
}

/* ref_unread (vcl_transport.h): a unix stream socket counts what it sent until the peer has read
 * it (SIOCOUTQ: the send buffers' memory, the pages sent by reference included); any at all may
 * be bytes sent by reference. */
static bool fd_ref_unread(struct vcl_transport *t)
{
	struct vcl_fd_transport *ft = (struct vcl_fd_transport *)t;
	int queued = 0;

	if (!ft->ref_sent)
		return false;
	return ioctl(ft->fd, SIOCOUTQ, &queued) != 0 || queued > 0;
}

bool vcl_fd_transport_sends_by_ref(struct vcl_transport *t)
{
	return t && t->ops->sendv_ref == fd_sendv_ref && ((struct vcl_fd_transport *)t)->by_ref;
}

void vcl_fd_transport_forget_pipe(struct vcl_transport *t)
{
	if (t && t->ops->sendv_ref == fd_sendv_ref)
		ref_off((struct vcl_fd_transport *)t);
}

/* The descriptors that came with the last byte of the read-ahead: closed once that byte is
 * consumed by anything but recv_fd. */
static void rfds_drop(struct vcl_fd_transport *ft)
{
	for (int i = 0; i < ft->nrfds; i++)
		close(ft->rfds[i]);
	ft->nrfds = 0;
	ft->rfds_bad = false;
}

/* One recvmsg into the read-ahead buffer, keeping the descriptors that came with it. */
static ssize_t recv_with_fds(struct vcl_fd_transport *ft, int flags)
{
	union {
		struct cmsghdr h;
		char buf[CMSG_SPACE(VCL_FD_RA_FDS * sizeof(int))];
	} u;
	struct iovec iov = { ft->rbuf, ft->rcap };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = u.buf,
			     .msg_controllen = sizeof(u.buf) };
	ssize_t r = recvmsg(ft->fd, &mh, flags | MSG_CMSG_CLOEXEC);

	if (r <= 0)
		return r;
	for (struct cmsghdr *c = CMSG_FIRSTHDR(&mh); c; c = CMSG_NXTHDR(&mh, c)) {
		size_t n;
		if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS ||
		    c->cmsg_len < CMSG_LEN(0))
			continue;
		n = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
		for (size_t i = 0; i < n; i++) {
			int f;
			memcpy(&f, CMSG_DATA(c) + i * sizeof(int), sizeof(int));
			if (ft->nrfds < VCL_FD_RA_FDS) {
				ft->rfds[ft->nrfds++] = f;
			} else {
				close(f);
				ft->rfds_bad = true;
			}
		}
	}
	if (mh.msg_flags & MSG_CTRUNC)
		ft->rfds_bad = true;
	return r;
}

/* One read of 1 to len bytes into p (into the read-ahead buffer when ra): polls for spin_ns
 * first where set, then waits (up to timeout_ms where set). */
static ssize_t read_some(struct vcl_fd_transport *ft, void *p, size_t len, bool ra)
{
	uint64_t until = 0;

	for (;;) {
		/* spin-then-sleep: a reply that comes within spin_ns is taken without the sleep and
		 * wake-up of a blocking read (tens of microseconds on an idle core in a deep power
		 * state) */
		bool spin = ft->spin_ns && (!until || vcl_transport_now_ns() < until);
		ssize_t r;
		if (!spin) {
			int e = fd_wait(ft, POLLIN);
			if (e)
				return e;
		}
		if (ra && ft->is_socket)
			r = recv_with_fds(ft, spin ? MSG_DONTWAIT : 0);
		else if (spin)
			r = recv(ft->fd, p, len, MSG_DONTWAIT);
		else
			r = read(ft->fd, p, len);
		if (r > 0)
			return r;
		if (r == 0)
			return -EPIPE;
		if (errno == EINTR)
			continue;
		if (spin && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			if (!until)
				until = vcl_transport_now_ns() + ft->spin_ns;
			vcl_cpu_relax();
			continue;
		}
		return -errno;
	}
}

static int fd_recv(struct vcl_transport *t, void *buf, size_t len)
{
	struct vcl_fd_transport *ft = (struct vcl_fd_transport *)t;
	char *p = buf;

	while (len) {
		ssize_t r;
		if (ft->rpos < ft->rlen) {
			size_t n = ft->rlen - ft->rpos < len ? ft->rlen - ft->rpos : len;
			memcpy(p, ft->rbuf + ft->rpos, n);
			ft->rpos += n;
			if (ft->rpos == ft->rlen)
				rfds_drop(ft); /* a byte that carried descriptors, read as data */
			p += n;
			len -= n;
			continue;
		}
		if (!ft->rbuf || len >= ft->rcap) {
			/* large items go straight to their destination */
			r = read_some(ft, p, len, false);
			if (r < 0)
				return (int)r;
			p += r;
			len -= (size_t)r;
			continue;
		}
		/* a header and what follows it in one read: the body, the next messages */
		r = read_some(ft, ft->rbuf, ft->rcap, true);
		if (r < 0)
			return (int)r;
		ft->rpos = 0;
		ft->rlen = (size_t)r;
	}
	return 0;
}

static void fd_shutdown(struct vcl_transport *t)
{
	struct vcl_fd_transport *ft = (struct vcl_fd_transport *)t;

	if (ft->is_socket)
		shutdown(ft->fd, SHUT_RDWR);
}

static void fd_destroy(struct vcl_transport *t)
{
	struct vcl_fd_transport *ft = (struct vcl_fd_transport *)t;

	rfds_drop(ft);
	ref_off(ft);
	free(ft->rbuf);
	close(ft->fd);
	free(ft);
}

static int fd_send_fd(struct vcl_transport *t, int fd)
{
	struct vcl_fd_transport *ft = (struct vcl_fd_transport *)t;
	union {
		struct cmsghdr h;
		char buf[CMSG_SPACE(sizeof(int))];
	} u;
	char byte = 0;
	struct iovec iov = { &byte, 1 };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = u.buf,
			     .msg_controllen = sizeof(u.buf) };
	struct cmsghdr *c;
	ssize_t w;

	if (!ft->is_socket)
		return -EOPNOTSUPP;
	memset(&u, 0, sizeof(u));
	c = CMSG_FIRSTHDR(&mh);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	c->cmsg_len = CMSG_LEN(sizeof(int));
	memcpy(CMSG_DATA(c), &fd, sizeof(int));
	do
		w = sendmsg(ft->fd, &mh, MSG_NOSIGNAL);
	while (w < 0 && errno == EINTR);
	return w == 1 ? 0 : w < 0 ? -errno : -EIO;
}

/* Every descriptor a control message brought is ours to close unless it is the one we keep. */
static int fd_recv_fd(struct vcl_transport *t, int *out)
{
	struct vcl_fd_transport *ft = (struct vcl_fd_transport *)t;
	union {
		struct cmsghdr h;
		char buf[CMSG_SPACE(4 * sizeof(int))];
	} u;
	char byte;
	struct iovec iov = { &byte, 1 };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = u.buf,
			     .msg_controllen = sizeof(u.buf) };
	struct cmsghdr *c;
	int fd = -1, nfd = 0;
	ssize_t r;

	*out = -1;
	if (!ft->is_socket)
		return -EOPNOTSUPP;
	if (ft->rbuf) {
		/* the byte must be the last of a read, the one its descriptor came with */
		if (ft->rpos == ft->rlen) {
			r = read_some(ft, ft->rbuf, ft->rcap, true);
			if (r < 0)
				return (int)r;
			ft->rpos = 0;
			ft->rlen = (size_t)r;
		}
		if (++ft->rpos != ft->rlen)
			return -EBADMSG; /* it carried none */
		if (ft->nrfds != 1 || ft->rfds_bad) {
			rfds_drop(ft);
			return -EBADMSG;
		}
		*out = ft->rfds[0];
		ft->nrfds = 0;
		return 0;
	}
	do
		r = recvmsg(ft->fd, &mh, MSG_CMSG_CLOEXEC);
	while (r < 0 && errno == EINTR);
	if (r < 0)
		return -errno;
	if (r == 0)
		return -EPIPE;
	for (c = CMSG_FIRSTHDR(&mh); c; c = CMSG_NXTHDR(&mh, c)) {
		size_t n;
		if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS ||
		    c->cmsg_len < CMSG_LEN(0))
			continue;
		n = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
		for (size_t i = 0; i < n; i++) {
			int f;
			memcpy(&f, CMSG_DATA(c) + i * sizeof(int), sizeof(int));
			if (nfd++ == 0)
				fd = f;
			else
				close(f);
		}
	}
	if (nfd != 1 || (mh.msg_flags & MSG_CTRUNC)) {
		if (fd >= 0)
			close(fd);
		return -EBADMSG;
	}
	*out = fd;
	return 0;
}

static int fd_fd(struct vcl_transport *t)
{
	return ((struct vcl_fd_transport *)t)->fd;
}

static const struct vcl_transport_ops fd_ops = {
	.name = "fd",
	.sendv = fd_sendv,
	.sendv_ref = fd_sendv_ref,
	.ref_unread = fd_ref_unread,
	.recv = fd_recv,
	.shutdown = fd_shutdown,
	.destroy = fd_destroy,
	.send_fd = fd_send_fd,
	.recv_fd = fd_recv_fd,
	.set_timeout = fd_set_timeout,
	.fd = fd_fd,
	.set_spin = fd_set_spin,
};

struct vcl_transport *vcl_fd_transport_create(int fd)
{
	struct vcl_fd_transport *ft = calloc(1, sizeof(*ft));
	struct stat st;

	if (!ft) {
		close(fd);
		return NULL;
	}
	ft->base.ops = &fd_ops;
	ft->fd = fd;
	ft->is_socket = fstat(fd, &st) == 0 && S_ISSOCK(st.st_mode);
	ft->pipe[0] = ft->pipe[1] = -1;
	if (ft->is_socket) {
		/* bulk transfers: fewer, larger socket writes and reads */
		int sz = 4 << 20, dom = 0;
		socklen_t len = sizeof(dom);
		setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &sz, sizeof(sz));
		setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &sz, sizeof(sz));
		/* sends by reference (fd_sendv_ref): unix stream sockets */
		ft->by_ref = getsockopt(fd, SOL_SOCKET, SO_DOMAIN, &dom, &len) == 0 &&
			     dom == AF_UNIX;
	}
	return &ft->base;
}

int vcl_unix_connect(const char *path, struct vcl_transport **out)
{
	return vcl_unix_connect_timeout(path, 0, out);
}

int vcl_unix_connect_timeout(const char *path, int timeout_ms, struct vcl_transport **out)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	struct timeval tv = { timeout_ms / 1000, (timeout_ms % 1000) * 1000 }, none = { 0, 0 };
	int fd;

	if (strlen(path) >= sizeof(sa.sun_path))
		return -ENAMETOOLONG;
	strcpy(sa.sun_path, path);
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return -errno;
	/* a listener whose backlog is full makes connect() wait: SO_SNDTIMEO bounds that */
	if (timeout_ms > 0)
		setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof(tv));
	if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0) {
		int e = errno == EAGAIN || errno == EINPROGRESS ? -ETIMEDOUT : -errno;
		close(fd);
		return e;
	}
	if (timeout_ms > 0)
		setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &none, sizeof(none));
	*out = vcl_fd_transport_create(fd);
	if (*out)
		vcl_fd_transport_set_timeout(*out, timeout_ms);
	return *out ? 0 : -ENOMEM;
}

int vcl_unix_listen(const char *path)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	int fd;

	if (strlen(path) >= sizeof(sa.sun_path))
		return -ENAMETOOLONG;
	strcpy(sa.sun_path, path);
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return -errno;
	/* a socket file someone still listens on is not ours to take over; a stale one is */
	if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) == 0) {
		close(fd);
		return -EADDRINUSE;
	}
	close(fd);
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return -errno;
	unlink(path);
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0 || listen(fd, 64) < 0) {
		int e = -errno;
		close(fd);
		return e;
	}
	return fd;
}

int vcl_fd_transport_fd(struct vcl_transport *t)
{
	return t->ops->fd ? t->ops->fd(t) : -1;
}
