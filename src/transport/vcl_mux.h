/* SPDX-License-Identifier: MIT */
/*
 * vcl_mux.h - many byte streams over one: the sessions of a VM over one virtio-serial port.
 *
 * A guest may run any number of OpenCL processes, yet QEMU gives it a few ports and keeps a
 * port's host connection across the guest's opens and closes, so that the host never learns that
 * a guest process ended. So one process in the guest, the broker (virtcl-vmmux), owns the port
 * NAME.mux; each OpenCL process connects to the broker's unix socket (one connection per channel,
 * request and notify, as over unix:), and the broker carries each connection as a channel of the
 * port. On the host, virtcld's router turns each channel back into an ordinary connection (one end
 * of a socketpair) that goes through the usual HELLO, pairing and confined session process: the
 * router never reads the protocol inside a channel. A process that dies in the guest closes its
 * connections (the guest kernel does that), the broker sends CLOSE, the router closes the
 * session's connection and the session ends as for any guest that hangs up.
 *
 * The stream is a sequence of frames, each a 12-byte header (struct vcl_mux_hdr) and, for DATA,
 * len bytes. The header is checked once, in one place (vcl_mux_hdr_check), before anything else
 * reads it. Per channel and direction the sender may have at most VCL_MUX_WINDOW bytes the
 * receiver has not acknowledged (CREDIT): the receiver holds at most that much per channel (only
 * what the channel's connection did not take at once), and a channel whose consumer is slow
 * stalls only itself. A frame that breaks a rule ends the whole
 * mux (every session of that port), with the reason: only the VM that sent it is harmed.
 *
 * The same engine runs on both sides (vcl_mux_new with host true in virtcld, false in the
 * broker); it is single-threaded and non-blocking, driven by the caller's poll().
 */
#ifndef VCL_MUX_H
#define VCL_MUX_H

#include <poll.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Frame kinds. */
enum vcl_mux_kind {
	VCL_MUX_OPEN = 1,   /* guest -> host: channel chan starts (len 0); never from the host */
	VCL_MUX_DATA = 2,   /* len bytes of the channel's stream follow, 1..VCL_MUX_DATA_MAX */
	VCL_MUX_CLOSE = 3,  /* the sender's end of chan is closed (len 0); sent once per side */
	VCL_MUX_CREDIT = 4, /* the sender consumed len more bytes of chan (1..VCL_MUX_WINDOW) */
};

struct vcl_mux_hdr {
	uint32_t chan; /* 1..VCL_MUX_CHANNELS */
	uint32_t kind; /* enum vcl_mux_kind */
	uint32_t len;  /* DATA: payload bytes; CREDIT: bytes acknowledged; else 0 */
};
_Static_assert(sizeof(struct vcl_mux_hdr) == 12, "mux header is 12 bytes on the wire");

#define VCL_MUX_DATA_MAX  ((uint32_t)64 << 10)
#define VCL_MUX_WINDOW    ((uint32_t)256 << 10)
/* channels of one mux: two per session (request and notify) */
#define VCL_MUX_CHANNELS  128u

struct vcl_mux;

/**
 * vcl_mux_hdr_check() - the one check of a frame header from the wire
 * @h: the header as received
 *
 * Return: NULL if its fields are in range (kind known, chan in 1..VCL_MUX_CHANNELS, len as the
 * kind requires), else what is wrong (a static text). Channel state is checked by the engine.
 */
const char *vcl_mux_hdr_check(const struct vcl_mux_hdr *h);

/**
 * vcl_mux_new() - run the mux protocol over a connected stream
 * @fd:      the stream (the port in the guest, QEMU's connection on the host); made non-blocking;
 *           owned by the mux from now on
 * @host:    true in virtcld (channels are opened by the peer), false in the guest's broker
 * @on_open: host only: a channel was opened; @ep is the session's end of a new socketpair (the
 *           callback owns it on 0; on -1 the channel is refused: CLOSE is sent); NULL in the guest
 * @ctx:     passed to @on_open
 *
 * Return: the mux, or NULL (errno set; @fd is closed).
 */
struct vcl_mux *vcl_mux_new(int fd, bool host, int (*on_open)(void *ctx, int ep), void *ctx);

/**
 * vcl_mux_add() - guest: carry connection @ep as a new channel (sends OPEN)
 * @m:  the broker's mux
 * @ep: a connected stream (a client of the broker); owned by the mux from now on
 *
 * Return: 0, or -ENOSPC (every channel in use; @ep is closed), -EINVAL on the host side.
 */
int vcl_mux_add(struct vcl_mux *m, int ep);

/**
 * vcl_mux_fds() - what to poll for: the stream first, then each channel's connection
 * @m:   the mux
 * @pfd: filled with up to @max entries (fd, events)
 * @max: room in @pfd; 1 + VCL_MUX_CHANNELS always suffices
 *
 * Return: the number of entries filled; pass the same entries, with revents, to vcl_mux_handle().
 */
int vcl_mux_fds(struct vcl_mux *m, struct pollfd *pfd, int max);

/**
 * vcl_mux_handle() - move what poll() said is ready
 * @m:   the mux
 * @pfd: the entries vcl_mux_fds() filled, after poll()
 * @n:   their number
 *
 * Return: 0 while the mux goes on; -1 once it has ended (the stream closed, or a frame broke the
 * protocol): vcl_mux_why() says which, and the caller frees it.
 */
int vcl_mux_handle(struct vcl_mux *m, const struct pollfd *pfd, int n);

/** vcl_mux_set_ctx() - the @ctx that @on_open gets from now on (its owner moved it). */
void vcl_mux_set_ctx(struct vcl_mux *m, void *ctx);

/** vcl_mux_why() - why the mux ended ("" while it runs). */
const char *vcl_mux_why(const struct vcl_mux *m);

/** vcl_mux_channels() - channels open now (each a connection of a session). */
unsigned vcl_mux_channels(const struct vcl_mux *m);

/**
 * vcl_mux_free() - close the stream and every channel's connection (their sessions see the end
 * of their streams) and free the mux.
 */
void vcl_mux_free(struct vcl_mux *m);

#endif /* VCL_MUX_H */
