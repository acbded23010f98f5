/* SPDX-License-Identifier: MIT */
/*
 * virtcl wire core: message framing, encoder and decoder cursors, limits.
 *
 * A message is a 16-byte header followed by `size` payload bytes. Every item in a payload starts on
 * an 8-byte boundary (the encoder pads), so a decoder can hand out pointers into a received message
 * that are aligned for every OpenCL scalar and array type without copying.
 *
 * Guests and hosts are 64-bit little-endian (size_t and handles are 8 bytes on both sides).
 *
 * The decoder is the one place where lengths from the wire are checked: every read is bounded by
 * the bytes remaining, every count is multiplied with overflow checking, and the first failure sets
 * a sticky error flag so that callers check once at the end (Venus-style fatal flag).
 */
#ifndef VCL_WIRE_H
#define VCL_WIRE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/uio.h>

#include "gen/vn_protocol.h"

#define VCL_PROTO_MAGIC   0x314c4356u /* "VCL1" */
/* The protocol's version, in HELLO and WELCOME: the framing's number (this file; raise it when a
 * hand-written message changes) in the top byte, below it the hash of the generated wire code
 * (VN_PROTO_HASH). A guest library and a daemon of different releases refuse each other at HELLO,
 * and each says both versions (virtcld's log, the guest's standard error). */
#define VCL_PROTO_FRAMING 2u
#define VCL_PROTO_VERSION                                                                          \
	(((uint64_t)VCL_PROTO_FRAMING << 56) | (VN_PROTO_HASH & 0x00ffffffffffffffull))

/*
 * Largest payload of one message. Bounds what a guest can make the back-end allocate for one
 * message; 1 GiB + 1 MiB lets a 1 GiB buffer write travel in one message with its parameters. The
 * back-end reads a large payload into memory that is committed page by page as bytes arrive, so a
 * header that announces much and sends little costs address space, not memory.
 */
#define VCL_MAX_MSG        ((uint32_t)((1u << 30) + (1u << 20)))
/* Largest piece of kernel printf output in one message (the rest follows in more). */
#define VCL_MAX_PRINTF     ((uint32_t)1 << 20)
/* Largest clGet*Info value the back-end fetches for a guest: more than any real info value. */
#define VCL_MAX_INFO       ((size_t)64 << 20)
/* Longest handle array in one call (wait lists, device lists): far above any real program. */
#define VCL_MAX_HANDLES    ((uint64_t)1 << 20)
/* Most file names a failed build's reply asks the guest for (files its compiler did not find). */
#define VCL_BUILD_MAX_MISSING 16u
/* Most include files one build, compile or round brings, and their total size: far above real
 * programs' headers (the decoder refuses more; the front-end does not send more). */
#define VCL_BUILD_MAX_FILES 1024u
#define VCL_BUILD_MAX_BYTES ((uint64_t)64 << 20)
/* Most devices one server's WELCOME may name: far above any real platform. */
#define VCL_MAX_DEVICES    1024u
/* Longest property list (pairs) in one call. */
#define VCL_MAX_PROPS      256u
/* Bulk parts at least this large go by reference (writev) instead of being copied into the message. */
#define VCL_ENC_BULK_MIN   4096u
#define VCL_ENC_MAX_IOV    16

/* Protocol-internal opcodes; table opcodes (api/opencl.api) are all below 1000. Every one that has a
 * payload is described in api/opencl.api too (msg entries: the generated code encodes, decodes and
 * checks it; its number must be this one): the handshake (HELLO, WELCOME: their first two items,
 * VCL_PROTO_MAGIC and VCL_PROTO_VERSION, are frozen in every release), the front-end's own
 * messages and the back-end's notifications. A REPLY's payload is the call's (api/opencl.api says
 * what each call's reply holds). */
enum vcl_proto_op {
	VCL_OP_HELLO = 1000,      /* front-end -> back-end: first message of a channel */
	VCL_OP_WELCOME = 1001,    /* back-end -> front-end: answer to HELLO */
	VCL_OP_REPLY = 1002,      /* back-end -> front-end: answer to a sync call, tag = call's tag */
	VCL_OP_FORGET = 1003,     /* front-end -> back-end: the guest dropped its last use of an ID */
	VCL_OP_CALLBACK = 1004,   /* back-end -> front-end (notify channel): run a guest callback */
	VCL_OP_READ_DONE = 1005,  /* back-end -> front-end (notify channel): non-blocking read data */
	VCL_OP_ASYNC_ERROR = 1006,/* back-end -> front-end (notify channel): an async call failed */
	VCL_OP_GET_BINARIES = 1007, /* front-end -> back-end: clGetProgramInfo(CL_PROGRAM_BINARIES) */
	VCL_OP_ATTACH_SHM = 1008,  /* front-end -> back-end (shm:): u64 size, u64 ring size, u64 event
				   * status table slots; then one byte with the memfd (SCM_RIGHTS);
				   * sync, the reply is the result */
	VCL_OP_BULK_DONE = 1009,  /* back-end -> front-end (notify channel): u64 offset of a region
				   * chunk a host command no longer uses */
	VCL_OP_STAGE = 1010,      /* front-end -> back-end: a piece of a large item (sync): u64 stage
				   * ID, u64 the item's length, u64 this piece's offset, the bytes */
	VCL_OP_PEER_OFFER = 1011, /* front-end -> back-end: a ticket for one read of a buffer range
				   * by a peer daemon (docs/design.md "Directly between servers") */
	VCL_OP_PEER_PULL = 1012,  /* front-end -> back-end: fetch an offered range from a peer daemon */
	VCL_OP_XFER_BEGIN = 1013, /* front-end -> back-end: a split transfer's bracket on its queue
				   * (docs/design.md "Guest memory"); sync */
	VCL_OP_XFER_END = 1014,   /* front-end -> back-end: the bracket's gate opens; async */
	VCL_OP_MAX_INTERNAL = 1015,
	/* back-end -> front-end (request channel, before a reply): kernel printf output of the
	 * session's commands, for the guest's standard output */
	VCL_OP_PRINTF = 1020,
	/* back-end -> front-end (request channel, before a reply): what the host driver wrote to its
	 * standard error (compiler warnings, ...), for the guest's standard error; same payload */
	VCL_OP_STDERR = 1021,
	/* back-end -> front-end (the read's channel, before its reply): a piece of a blocking read
	 * that asked for parts (VCL_MSG_F_PARTS), u64 offset and u64 length in its destination, then
	 * the bytes (VCL_MSG_F_BULK, through a socket) or none (that range of its region chunk) */
	VCL_OP_REPLY_PART = 1022,
};

/*
 * Shared-memory bulk area (docs/design.md "Shared-memory bulk area"). Items of pure data (buffer
 * contents, read destinations) may travel as presence VCL_PRESENT_REGION {offset, length} into a
 * region both sides map, instead of inline bytes. Only items at least VCL_REGION_MIN long do, so
 * no small structured value (a sub-buffer region, a property list) is ever read from memory the
 * guest can change while the host uses it.
 */
#define VCL_PRESENT_INLINE 1u
#define VCL_PRESENT_REGION 2u
/* A byte item too large for one message (a source, a binary, a kernel argument's value): sent
 * before in pieces (VCL_OP_STAGE) and named here by its stage ID {u64 id}; only the back-end's
 * vcl_be_dec_large accepts it. */
#define VCL_PRESENT_STAGED 3u
/* An item at least this long, or one that would take a message's inline items past
 * VCL_STAGE_INLINE_MAX, is staged. */
#define VCL_STAGE_MIN        ((uint64_t)64 << 20)
#define VCL_STAGE_INLINE_MAX ((uint64_t)512 << 20)
/* A session's staged items not yet used: at most this many and this many bytes in all. */
#define VCL_MAX_STAGES       64u
#define VCL_MAX_STAGED_BYTES ((uint64_t)4 << 30)
#define VCL_REGION_MIN     ((uint64_t)64 << 10)
/* Largest region a daemon maps for one session: bounds the address space a guest can make it
 * reserve (the memory itself is the guest's, charged to the guest's memfd). */
#define VCL_REGION_MAX     ((uint64_t)1 << 30)

/* HELLO roles: the request channel carries calls and replies, the notify channel callbacks. */
/* VCL_ROLE_MUX ("MUX" in ASCII, far from the channel roles): a VM's port that carries many
 * channels (vcl_mux.h); unix sockets only. VCL_ROLE_PEER ("PER"): another daemon (--peer) fetching
 * a buffer range a session of this one offered (token0: that session's number; tcp: with TLS
 * only, authenticated with --peer-psk-file's key). */
enum vcl_channel_role { VCL_ROLE_REQUEST = 1, VCL_ROLE_NOTIFY = 2, VCL_ROLE_LANE = 3,
			VCL_ROLE_MUX = 0x58554d, VCL_ROLE_PEER = 0x524550 };

/*
 * Lanes (VCL_ROLE_LANE, token0/token1: the session's WELCOME token, as the notify channel's): more
 * request channels of one session, over the socket transports (unix:, tcp: with or without TLS),
 * for the pieces of large blocking transfers, so that several pieces cross at once - each lane its
 * own socket, its own TLS records and its own threads on both ends (a socket pair or one core's
 * AES-GCM is the limit of one channel: docs/design.md "Lanes"). The session answers the HELLO with
 * a bare WELCOME header (size 0) once the lane is its. On a lane each message is preceded by its
 * fence, a u64: how many messages the guest had sent on the request channel (after its HELLO)
 * before this one; the session runs it once every one of those has been enqueued on the host (or
 * is a call the guest waits for), so a lane's piece keeps its place behind what the same thread
 * enqueued before. Only clEnqueueReadBuffer and clEnqueueWriteBuffer travel on lanes; their
 * replies come back on the lane. At most VCL_MAX_LANES per session.
 */
#define VCL_MAX_LANES 8u
/* Largest message on a lane: a piece is at most the socket's piece (16 MiB) plus its arguments,
 * so a guest's lanes hold at most VCL_MAX_LANES times this on the host behind their fences. */
#define VCL_LANE_MAX_MSG ((uint32_t)(32u << 20))

struct vcl_msg_hdr {
	uint32_t size;  /* payload bytes after this header */
	uint16_t op;    /* table opcode or enum vcl_proto_op */
	uint16_t flags; /* reserved, 0 */
	uint64_t tag;   /* sync call: chosen by the front-end, echoed in the REPLY; else 0 */
};
_Static_assert(sizeof(struct vcl_msg_hdr) == 16, "header is 16 bytes on the wire");

/* Handle IDs: the front-end picks IDs below this bit; the back-end picks IDs with it set (platforms,
 * devices and host objects a query returns that the guest never named). */
#define VCL_ID_SERVER_BIT ((uint64_t)1 << 63)

/* ---- encoder ---------------------------------------------------------------------------------- */

struct vcl_enc_seg {
	const void *ext; /* NULL: bytes [off, off+len) of the encoder's own buffer */
	size_t off;
	size_t len;
};

struct vcl_enc {
	uint8_t *buf;         /* header + small items; starts as inline storage */
	size_t len, cap;
	struct vcl_enc_seg seg[VCL_ENC_MAX_IOV];
	int nseg;
	size_t seg_start;     /* start of the current inline segment in buf */
	size_t total;         /* header + payload bytes so far */
	bool err;             /* sticky: out of memory or message too large */
	/* the parts by reference (vcl_enc_buf, vcl_enc_bulk) stay unchanged until the message's
	 * answer: the sender may hand them to the transport by reference (vcl_transport_sendv_ref) */
	bool by_ref;
	/* 8-byte aligned: the header (u64 tag) and items are accessed in place */
	_Alignas(8) uint8_t inline_buf[512];
};

void vcl_enc_init(struct vcl_enc *e, uint16_t op, uint64_t tag);
void vcl_enc_fini(struct vcl_enc *e);
void vcl_enc_raw(struct vcl_enc *e, const void *p, size_t n);
void vcl_enc_val(struct vcl_enc *e, const void *p, size_t n);
void vcl_enc_u64(struct vcl_enc *e, uint64_t v);
void vcl_enc_i32(struct vcl_enc *e, int32_t v);
void vcl_enc_want(struct vcl_enc *e, bool want);
/* Length-prefixed bytes, presence first (p may be NULL). Large parts travel by reference: the
 * caller keeps p valid until the message is sent. */
void vcl_enc_buf(struct vcl_enc *e, const void *p, size_t n);
/* Same as vcl_enc_buf but never by reference (p may change or be freed before sending). */
void vcl_enc_buf_copy(struct vcl_enc *e, const void *p, size_t n);
/* Raw bytes by reference with no prefix (the bulk tail of a VCL_MSG_F_BULK message). */
void vcl_enc_bulk(struct vcl_enc *e, const void *p, size_t n);
/* A length-prefixed item whose bytes lie in the shared region at [off, off + n). */
void vcl_enc_region(struct vcl_enc *e, uint64_t off, uint64_t n);
void vcl_enc_arr(struct vcl_enc *e, const void *p, uint64_t count, size_t elem);
void vcl_enc_str(struct vcl_enc *e, const char *s);
/* Finish: fill the header's size; returns an iovec array (into iov, at most VCL_ENC_MAX_IOV + 1)
 * and its count, or -EMSGSIZE/-ENOMEM if the sticky error is set. */
int vcl_enc_finish(struct vcl_enc *e, struct iovec *iov);

/* ---- decoder ---------------------------------------------------------------------------------- */

struct vcl_dec {
	const uint8_t *p, *end;
	bool err; /* sticky: a read went past the end or a value was malformed */
	const char *why; /* the check that failed first (static text), NULL while !err */
	/* the session's shared region (back-end with a bulk area only); NULL: none */
	uint8_t *region;
	uint64_t region_size;
};

/* vcl_dec_bulk: where the item's bytes were */
#define VCL_DEC_NOT_IN_REGION UINT64_MAX

void vcl_dec_init(struct vcl_dec *d, const void *p, size_t n);
/* n bytes (advancing by n rounded up to 8), or NULL and err set if fewer remain. */
const void *vcl_dec_bytes(struct vcl_dec *d, size_t n);
void vcl_dec_val(struct vcl_dec *d, void *out, size_t n);
uint64_t vcl_dec_u64(struct vcl_dec *d);
int32_t vcl_dec_i32(struct vcl_dec *d);
bool vcl_dec_want(struct vcl_dec *d);
/* Length-prefixed bytes; NULL if absent (or on error). *len gets the wire length. Never in the
 * shared region: presence VCL_PRESENT_REGION is malformed here. */
const void *vcl_dec_buf(struct vcl_dec *d, uint64_t *len);
/*
 * Length-prefixed bytes of pure data that may lie in the shared region (d->region): *off gets the
 * item's offset in the region, or VCL_DEC_NOT_IN_REGION if it was inline. The returned pointer may
 * then point into memory the guest can change at any time: the caller uses the bytes as data only,
 * never as a length, offset or pointer. Without a region, or for an item shorter than
 * VCL_REGION_MIN or outside [0, region_size), the decoder's error is set.
 */
const void *vcl_dec_bulk(struct vcl_dec *d, uint64_t *len, uint64_t *off);
/* Array of count elements of elem bytes, presence first; NULL if absent. */
const void *vcl_dec_arr(struct vcl_dec *d, uint64_t count, size_t elem);
/* NUL-terminated string, presence first; NULL if absent. The string must end at its length. */
const char *vcl_dec_str(struct vcl_dec *d);
static inline size_t vcl_dec_left(const struct vcl_dec *d) { return (size_t)(d->end - d->p); }

static inline size_t vcl_pad8(size_t n) { return (n + 7) & ~(size_t)7; }

/* The calls that may carry VCL_MSG_F_CHAIN (vcl_cl.h): a split write's later pieces - buffer,
 * rectangle and image writes. The front-end sets the flag on those only; the back-end ends a
 * session that sets it on anything else. */
static inline bool vcl_msg_chain_op(uint16_t op)
{
	return op == VN_OP_clEnqueueWriteBuffer || op == VN_OP_clEnqueueWriteBufferRect ||
	       op == VN_OP_clEnqueueWriteImage;
}

/*
 * Event status table (docs/design.md "Event status without a round trip"). On shm: with request
 * rings, ATTACH_SHM may ask for `events` slots (a power of two, at most VCL_EVTAB_MAX) of 8 bytes
 * right after the rings, at vcl_ring_reserved(ring). The slot of event ID id is id & (events - 1);
 * its word holds the ID's low 32 bits (the tag) in its high half and a status in its low half.
 *  - The front-end writes {tag, VCL_EVST_UNSENT} when it makes an event, before any message names
 *    it.
 *  - The back-end writes {tag, VCL_EVST_ASK} as it decodes the message that makes the event as a
 *    command's (before the host call, so before any reply that follows the command), and a final
 *    status (CL_COMPLETE or a negative error) when a session that spins finds one while it polls
 *    for the next message; each only if the slot still holds that tag.
 * The front-end answers a status query without a round trip from a final status, and while the
 * word is {its tag, UNSENT} for an event whose message it sent: CL_QUEUED, the host has not begun
 * the command. Every other word, or another tag (a later event took the slot), means asking the
 * host. The back-end never reads anything from the table but the tag it compares, and tries a
 * bounded number of times: a guest that scribbles on it only loses its own answers.
 */
#define VCL_EVTAB_SLOTS 8192u
#define VCL_EVTAB_MAX   65536u
#define VCL_EVST_UNSENT ((int32_t)0x7ffffffe)
#define VCL_EVST_ASK    ((int32_t)0x7fffffff)

static inline uint64_t vcl_evtab_word(uint64_t id, int32_t status)
{
	return ((uint64_t)(uint32_t)id << 32) | (uint32_t)status;
}

static inline bool vcl_evtab_tag_is(uint64_t word, uint64_t id)
{
	return (uint32_t)(word >> 32) == (uint32_t)id;
}

static inline int32_t vcl_evtab_status(uint64_t word)
{
	return (int32_t)(uint32_t)word;
}

#endif
