/* SPDX-License-Identifier: MIT */
/*
 * Buffers directly between servers (docs/design.md "Directly between servers"; virtcld --peer).
 *
 * A session runs without a network (bubblewrap --unshare-all), so its daemon opens and accepts
 * the connections between daemons on its behalf, does their TLS handshakes (the daemons' own
 * pre-shared key, --peer-psk-file) and hands each session the socket and the traffic keys on the
 * session's control socket (SOCK_SEQPACKET), as it does a guest's notify channel:
 *
 *   target session --CONNECT(req, source session, tcp:HOST:PORT)--> its daemon
 *   its daemon: HOST:PORT must be one of --peer; a helper process connects, handshakes, sends
 *     HELLO {role VCL_ROLE_PEER, token0 = the source session's number}
 *   its daemon --CONNECTED(req, keys) + socket, or (req, err, why)--> target session
 *   source daemon: a HELLO of role PEER on a tcp: listener, authenticated with the peer key, for
 *     a session of its own that takes part --SERVE(identity, keys) + socket--> source session
 *
 * Then, through the TLS records, the target sends struct vcl_peer_req (the ticket PEER_OFFER gave
 * the guest, and the size it expects) and the source answers struct vcl_peer_hdr and, if its status
 * is 0, exactly size bytes of the offered range. Every length is checked once; anything else ends
 * that transfer only (logged), and the guest's move then goes through the client.
 */
#ifndef VCL_PEER_H
#define VCL_PEER_H

#include <stdbool.h>
#include <stdint.h>

#include "vcl_tls.h"

#define VCL_PEER_TICKET_S    60u          /* an offer not pulled within this is dropped */
#define VCL_PEER_MAX_OFFERS  64u          /* offers one session holds at once */
#define VCL_PEER_MAX_SERVING 16u          /* transfers one session serves at once */
#define VCL_PEER_MAX_PULLS   16u          /* pulls one session waits for at once */
#define VCL_PEER_MAX_HELPERS 32u          /* connections a daemon is opening at once */
#define VCL_PEER_RATE        64u          /* connections one session may ask for a second: each
					   * costs its daemon a process and both daemons a TLS
					   * handshake, whatever the guest pulls */
#define VCL_PEER_CHUNK       (4u << 20)   /* the source reads and sends this much at a time */
/*
 * A connection between daemons carries more than one transfer: after one went whole, the source
 * waits up to VCL_PEER_IDLE_MS for the next request on it (the wait holds no VCL_PEER_MAX_SERVING
 * slot: at most VCL_PEER_MAX_IDLE such connections per session, beside them), and the target keeps
 * up to VCL_PEER_KEEP of them, each for half that time, for its next pull from the same session of
 * the same peer. A new connection costs a helper process and a TLS handshake on both daemons: a
 * 1 MiB move took 3.3-3.6 ms directly, 1.8 ms through the client.
 */
#define VCL_PEER_IDLE_MS     10000u
#define VCL_PEER_MAX_IDLE    16u
#define VCL_PEER_KEEP        4u
/*
 * The least rate a transfer's bytes must keep, in bytes a second: both ends cut a transfer off
 * once it has run longer than --peer-timeout + size / VCL_PEER_MIN_RATE since its header, however
 * its bytes trickle (and the request and each header before it must come whole within
 * --peer-timeout). Per-wait time-outs alone let a peer that sends, or reads, one byte per
 * --peer-timeout keep a served transfer (one of VCL_PEER_MAX_SERVING, with the offer's object
 * and two chunks) or a pull (one of VCL_PEER_MAX_PULLS, and the guest's move) for days; with the
 * deadline, keeping one costs its holder 1 MiB/s of real bandwidth. 1 MiB/s (8 Mbit/s) is far
 * beneath any link a direct move pays on - its point is skipping the client's link; loopback
 * moves 1 GB/s here, a 1 Gbit/s LAN about 110 MB/s - so a working peer never meets it (a 1 GiB
 * buffer has 17 minutes), and a transfer cut off costs only the time until then: the move then
 * goes through the client. One constant, not an option: --peer-timeout already scales the
 * fixed part.
 */
#define VCL_PEER_MIN_RATE    (1u << 20)
#define VCL_PEER_MAX         64           /* --peer entries */

#define VCL_PEER_CTL_MAGIC 0x76636c50u    /* "vclP" */
enum vcl_peer_kind {
	VCL_PEER_CONNECT = 1,   /* session -> daemon: open a connection to text (tcp:HOST:PORT) for
				 * pull req, to fetch from that daemon's session `session` */
	VCL_PEER_CONNECTED = 2, /* daemon -> session: req's connection (socket attached, keys), or
				 * err < 0 and why in text (no socket) */
	VCL_PEER_SERVE = 3,     /* daemon -> session: a peer's connection to serve (socket
				 * attached, keys); text: the peer's TLS identity */
};

/* One message on a session's control socket (its size tells it from the others there). */
struct vcl_peer_ctl {
	uint32_t magic, kind;
	int32_t err;
	uint32_t pad;
	uint64_t req;
	uint64_t session;
	struct vcl_tls_keys keys;
	char text[256];
};

#define VCL_PEER_REQ_MAGIC 0x31514552504c4356ull /* "VCLPREQ1" */
#define VCL_PEER_HDR_MAGIC 0x3152444850434c56ull /* "VCLPHDR1" */
/* Target -> source, the first record's bytes. */
struct vcl_peer_req {
	uint64_t magic;
	uint8_t ticket[32];
	uint64_t size;    /* what the target expects: must be the offer's */
};
/* Source -> target; then size bytes if status is 0. While the source waits for the object's last
 * write it sends {VCL_PEER_WAITING, size 0} every third of --peer-timeout: the target reads on. */
struct vcl_peer_hdr {
	uint64_t magic;
	int64_t status;   /* 0, VCL_PEER_WAITING, or a negative errno (-EACCES: no such offer) or a
			   * CL error */
	uint64_t size;
};
#define VCL_PEER_WAITING 1

/* Session process: take part (virtcld --peer-session): ctl is the control socket, id the
 * session's number, timeout_ms bounds each wait of a transfer, its request and each header whole
 * (the daemon's --peer-timeout), and with VCL_PEER_MIN_RATE the transfer's bytes. */
void vcl_peer_session_init(int ctl, unsigned id, int timeout_ms);
/* Session process: a message of struct vcl_peer_ctl's size came on the control socket, with fd
 * (-1: none; taken). */
void vcl_peer_ctl_message(const struct vcl_peer_ctl *m, int fd);

#endif
