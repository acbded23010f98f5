/* SPDX-License-Identifier: MIT */
/*
 * vcl_transport: a reliable, ordered byte stream between a front-end and the back-end.
 * Transports know nothing of OpenCL; the protocol knows nothing of sockets.
 *
 * One table of operations per transport kind; every operation returns 0 or a negative errno.
 */
#ifndef VCL_TRANSPORT_H
#define VCL_TRANSPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/uio.h>
#include <time.h>

struct vcl_transport;

struct vcl_transport_ops {
	const char *name;
	/* Write all bytes of iov[0..n). Safe to call from one thread at a time. */
	int (*sendv)(struct vcl_transport *t, const struct iovec *iov, int n);
	/* Optional: as sendv, but the caller leaves every byte of iov unchanged (and mapped) until
	 * the peer has read them - until the peer's answer to this message arrives - so that the
	 * transport may hand large parts to the stream by reference instead of copying them (unix
	 * sockets: vmsplice + splice). NULL: sendv. vcl_transport_sendv_ref calls it. */
	int (*sendv_ref)(struct vcl_transport *t, const struct iovec *iov, int n);
	/* Read exactly len bytes; -EPIPE at end of stream. One reader at a time. */
	int (*recv)(struct vcl_transport *t, void *buf, size_t len);
	/* Make blocked and future sendv/recv fail (used to end a session from another thread). */
	void (*shutdown)(struct vcl_transport *t);
	void (*destroy)(struct vcl_transport *t);
	/* Optional (unix sockets only; NULL elsewhere). send_fd writes one byte carrying fd
	 * (SCM_RIGHTS); recv_fd reads exactly one byte and returns in *fd the one descriptor it
	 * carried: -EBADMSG (and nothing open) if it carried none or more than one. */
	int (*send_fd)(struct vcl_transport *t, int fd);
	int (*recv_fd)(struct vcl_transport *t, int *fd);
	/* Optional: sends and receives that wait longer than ms (> 0) fail with -ETIMEDOUT (0: no
	 * limit); the socket beneath (to watch or hand over). */
	void (*set_timeout)(struct vcl_transport *t, int ms);
	int (*fd)(struct vcl_transport *t);
	/* Optional: poll for up to ns nanoseconds before a receive sleeps (0: never poll); the
	 * transports over sockets (fd, tcp, TLS records). vcl_fd_transport_set_spin calls it. */
	void (*set_spin)(struct vcl_transport *t, uint64_t ns);
	/* Optional: whether the reader at the other end is awake (polling or busy, not asleep), so
	 * that a write reaches it without a wake-up (rings: the consumer's "waiting" word). */
	bool (*peer_awake)(struct vcl_transport *t);
	/* Optional (rings): while a receive polls for the next message, call fn(arg) about every
	 * microsecond - work the reader does with cycles its polling spends anyway. fn must be
	 * short (it delays noticing the message by its own length). NULL: none. */
	void (*set_idle)(struct vcl_transport *t, void (*fn)(void *), void *arg);
	/* Optional (with sendv_ref): whether bytes this transport sent by reference may still be
	 * unread by the peer (unix sockets: the send queue, SIOCOUTQ, is not empty). The memory of
	 * such bytes must not be written again until this says false. NULL: never. */
	bool (*ref_unread)(struct vcl_transport *t);
};

struct vcl_transport {
	const struct vcl_transport_ops *ops;
};

static inline int vcl_transport_sendv(struct vcl_transport *t, const struct iovec *iov, int n)
{
	return t->ops->sendv(t, iov, n);
}

/* sendv of bytes the caller leaves unchanged until the peer's answer (ops->sendv_ref): large
 * parts may go by reference; plain sendv where the transport has no such path. */
static inline int vcl_transport_sendv_ref(struct vcl_transport *t, const struct iovec *iov, int n)
{
	return t->ops->sendv_ref ? t->ops->sendv_ref(t, iov, n) : t->ops->sendv(t, iov, n);
}

/* Whether bytes sent by reference (vcl_transport_sendv_ref) may still be unread by the peer, so
 * that their memory must stay as it is (ops->ref_unread); false where none went by reference. */
static inline bool vcl_transport_ref_unread(struct vcl_transport *t)
{
	return t->ops->ref_unread && t->ops->ref_unread(t);
}

/* Whether a write now would find the reader awake; false where the transport cannot tell. */
static inline bool vcl_transport_peer_awake(struct vcl_transport *t)
{
	return t->ops->peer_awake && t->ops->peer_awake(t);
}
/* Idle work for a polling receive (ops->set_idle); false where the transport has none. */
static inline bool vcl_transport_set_idle(struct vcl_transport *t, void (*fn)(void *), void *arg)
{
	if (!t->ops->set_idle)
		return false;
	t->ops->set_idle(t, fn, arg);
	return true;
}
static inline int vcl_transport_recv(struct vcl_transport *t, void *buf, size_t len)
{
	return t->ops->recv(t, buf, len);
}

/* A stream over a file descriptor: a connected unix socket, or a virtio-serial port in a guest.
 * Takes ownership of fd. NULL on allocation failure (fd is then closed). */
struct vcl_transport *vcl_fd_transport_create(int fd);

/* The descriptor under a socket transport (fd, tcp, tls: to watch it or hand it over); -1 if none. */
int vcl_fd_transport_fd(struct vcl_transport *t);

/* Read ahead (fd transports only, others ignore it): a receive of fewer than bytes reads as much
 * as has come, up to bytes, and the next receives take from there, so a message's header and body
 * (and the messages behind them) cost one system call instead of one each. Descriptors still come
 * with their byte: recv_fd takes the one that came with the last byte of a read, any other is
 * closed once its byte is read as data. Only for a transport that alone reads its descriptor from
 * now on: bytes read ahead are nowhere else. */
void vcl_fd_transport_set_readahead(struct vcl_transport *t, size_t bytes);
/* The read-ahead of the request channel's two ends: a message up to this size costs no second read. */
#define VCL_FD_READAHEAD (16u << 10)
/* In the child of a fork(): close the descriptors an fd transport keeps besides its socket (the
 * pipe of its sends by reference); the child never uses the parent's transports. Others: nothing. */
void vcl_fd_transport_forget_pipe(struct vcl_transport *t);
/* Whether t's sendv_ref sends large parts by reference (an fd transport over a unix stream socket
 * whose path is on: no filter or kernel refused it yet); false for every other transport, which
 * copies. */
bool vcl_fd_transport_sends_by_ref(struct vcl_transport *t);
/* Poll for up to ns nanoseconds before a receive sleeps (transports over sockets: fd transports
 * of a socket, tcp, TLS records; others ignore it; 0 = never poll). */
void vcl_fd_transport_set_spin(struct vcl_transport *t, uint64_t ns);

/*
 * A stream over memory (the fuzzer, tools that replay recorded traffic): recv hands out data[0..len)
 * in order and then -EPIPE (end of stream); sendv discards what it is given after calling on_send
 * with it. on_recv sees the next len bytes before a recv hands them out and may block (to pace the
 * stream as a guest waiting for replies would); recv fails with -EPIPE if the transport was shut
 * down meanwhile. Both hooks may be NULL. The caller keeps data valid until the transport is
 * destroyed. No descriptors travel (send_fd/recv_fd NULL). NULL on allocation failure.
 */
struct vcl_transport *vcl_mem_transport_create(const void *data, size_t len,
					       void (*on_send)(void *ctx, const struct iovec *iov,
							       int n),
					       void (*on_recv)(void *ctx, const void *next, size_t len),
					       void *ctx);
/* Bytes handed to sendv so far. */
size_t vcl_mem_transport_sent(struct vcl_transport *t);

/* Connect to a unix-domain stream socket at path: 0 and *out, or -errno. Fails at once if nobody
 * listens (no retry: a missing daemon must make the virtcl platform absent without delay). */
int vcl_unix_connect(const char *path, struct vcl_transport **out);
/* The same, giving up after timeout_ms (> 0) if the listener does not take the connection; the
 * transport's sends and receives then time out the same way until vcl_fd_transport_set_timeout
 * changes it (0: wait as long as it takes). */
int vcl_unix_connect_timeout(const char *path, int timeout_ms, struct vcl_transport **out);
/* Sends and receives that wait longer than ms (> 0) fail with -ETIMEDOUT; 0: no limit (any
 * transport with a set_timeout operation; others ignore it). */
void vcl_fd_transport_set_timeout(struct vcl_transport *t, int ms);
/* Listen on path (an existing socket file there is replaced): listening fd or -errno. */
int vcl_unix_listen(const char *path);

/* CLOCK_MONOTONIC in nanoseconds: the deadlines of the transports' spin-waits. */
static inline uint64_t vcl_transport_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* One step of a spin-wait: tells the CPU a loop polls (x86 PAUSE, Arm YIELD), so the sibling
 * hyper-thread runs and the loop's exit is not mispredicted; a compiler barrier elsewhere. */
static inline void vcl_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
	__asm__ __volatile__("yield" ::: "memory");
#else
	__asm__ __volatile__("" ::: "memory");
#endif
}

#endif
