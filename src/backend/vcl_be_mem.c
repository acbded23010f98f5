/* SPDX-License-Identifier: MIT */
/*
 * Hand-written back-end handlers for memory objects (buffers, sub-buffers, images) and the
 * transfers that carry guest memory (reads and writes of buffers, rectangles and images, and their
 * pending lists).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_transport.h"
#include "vcl_shapes.h"
#include "gen/vn_backend.h"

/* ---- memory objects --------------------------------------------------------------------------- */

/* A buffer from decoded arguments (vn_backend.c checked the contents' length against size). */
static int buffer_create(struct vcl_be_ctx *x, uint64_t id, cl_context ctx,
			 const cl_mem_properties *props, bool with_props, cl_mem_flags flags,
			 size_t size, uint64_t svm, const struct vn_data *init)
{
	const void *data = init->p;
	cl_int err = CL_SUCCESS;
	cl_mem m;

	/* the guest's memory is never the host's: a host pointer is copied from the message, except
	 * an SVM allocation's (spec 5.2.1: the buffer then uses the SVM memory), which must lie in
	 * one of the session's allocations */
	if (!!(flags & CL_MEM_USE_HOST_PTR) != !!svm || (svm && data))
		return vcl_be_violation(x, "CL_MEM_USE_HOST_PTR on the wire without an SVM pointer");
	if (svm && !vcl_be_svm_inside(x->s, svm, size)) {
		vcl_enc_i32(&x->rep, CL_INVALID_HOST_PTR);
		return 0;
	}
	if (svm)
		data = (const void *)(uintptr_t)svm;
	if (with_props)
		m = clCreateBufferWithProperties(ctx, props, flags, size, (void *)data, &err);
	else
		m = clCreateBuffer(ctx, flags, size, (void *)data, &err);
	if (err == CL_SUCCESS && svm && !vcl_be_svm_buffer(x->s, m, svm, size)) {
		clReleaseMemObject(m);
		err = CL_OUT_OF_HOST_MEMORY;
	}
	if (err == CL_SUCCESS)
		vcl_be_bind(x, id, VN_T_MEM, m);
	vcl_enc_i32(&x->rep, err);
	return 0;
}

int vcl_be_h_clCreateBuffer(struct vcl_be_ctx *x, const struct vn_args_clCreateBuffer *a)
{
	return buffer_create(x, a->id, a->context, NULL, false, a->flags, a->size, a->host_ptr_svm,
			     &a->host_ptr);
}

int vcl_be_h_clCreateBufferWithProperties(struct vcl_be_ctx *x,
					  const struct vn_args_clCreateBufferWithProperties *a)
{
	return buffer_create(x, a->id, a->context, a->properties, true, a->flags, a->size,
			     a->host_ptr_svm, &a->host_ptr);
}

/* Bytes a host reads from host_ptr for an image of this description: whole row and slice pitches
 * (spec 5.3.1.2); 0 if it overflows or the type is unknown (the caller then passes what it has). */
static size_t image_full_size(const cl_image_format *fmt, const cl_image_desc *d)
{
	size_t elem = vcl_image_elem_size(fmt->image_channel_order, fmt->image_channel_data_type);
	size_t row, rp, sp, full = 0;

	if (!elem || __builtin_mul_overflow(d->image_width, elem, &row))
		return 0;
	rp = d->image_row_pitch ? d->image_row_pitch : row;
	switch (d->image_type) {
	case CL_MEM_OBJECT_IMAGE1D:
	case CL_MEM_OBJECT_IMAGE1D_BUFFER:
		return row;
	case CL_MEM_OBJECT_IMAGE2D:
		return __builtin_mul_overflow(rp, d->image_height, &full) ? 0 : full;
	case CL_MEM_OBJECT_IMAGE1D_ARRAY:
		sp = d->image_slice_pitch ? d->image_slice_pitch : rp;
		return __builtin_mul_overflow(sp, d->image_array_size, &full) ? 0 : full;
	case CL_MEM_OBJECT_IMAGE3D:
	case CL_MEM_OBJECT_IMAGE2D_ARRAY:
		if (d->image_slice_pitch)
			sp = d->image_slice_pitch;
		else if (__builtin_mul_overflow(rp, d->image_height, &sp))
			return 0;
		return __builtin_mul_overflow(sp, d->image_type == CL_MEM_OBJECT_IMAGE3D ?
						      d->image_depth : d->image_array_size, &full)
			       ? 0 : full;
	default:
		return 0;
	}
}

/* An image from decoded arguments; desc->mem_object is the host's (or NULL). */
static int image_create(struct vcl_be_ctx *x, uint64_t id, cl_context ctx,
			const cl_mem_properties *props, bool with_props, cl_mem_flags flags,
			const cl_image_format *fmt, const cl_image_desc *desc, const struct vn_data *init)
{
	const void *data = init->p;
	uint64_t len = init->len;
	size_t span = 0;
	cl_int err = CL_SUCCESS;
	cl_mem m;

	if (flags & CL_MEM_USE_HOST_PTR)
		return vcl_be_violation(x, "CL_MEM_USE_HOST_PTR on the wire");
	/* the host reads as many bytes as the description says: the message must hold exactly that */
	if (data && (!vcl_image_host_extent(fmt->image_channel_order, fmt->image_channel_data_type,
					    desc->image_type, desc->image_width, desc->image_height,
					    desc->image_depth, desc->image_array_size,
					    desc->image_row_pitch, desc->image_slice_pitch, &span) ||
		     span != len))
		return vcl_be_violation(x, "image contents of %llu bytes do not match the description",
					(unsigned long long)len);
	/* spec 5.3.1.2: both must be 0. PoCL 3.1 calls exit() on anything else (found by
	 * tests/fuzz), which would end the session with no answer */
	if (desc->num_mip_levels || desc->num_samples) {
		vcl_enc_i32(&x->rep, CL_INVALID_IMAGE_DESCRIPTOR);
		return 0;
	}
	/* an image of a buffer or image of another context is not a valid descriptor (spec 5.3.1.2:
	 * mem_object must be of the context); PoCL 3.1 asserts on one (the session's process ends,
	 * with every object of the guest, where an error is due) */
	if (desc->mem_object) {
		cl_context mc = NULL;
		if (clGetMemObjectInfo(desc->mem_object, CL_MEM_CONTEXT, sizeof(mc), &mc, NULL) !=
			    CL_SUCCESS ||
		    mc != ctx) {
			vcl_enc_i32(&x->rep, CL_INVALID_IMAGE_DESCRIPTOR);
			return 0;
		}
	}
	/* the message holds the bytes the image covers (the last row ends at its last pixel); the
	 * host copies whole pitches (spec 5.3.1.2: host_ptr holds row_pitch * height, ...): give it
	 * that many, the rest zero (ASan: PoCL read past the message) */
	void *padded = NULL;
	if (data) {
		size_t full = image_full_size(fmt, desc);
		if (full > len) {
			/* a valid call of any size the host may accept (a pitch past the pixels:
			 * the last row's or slice's gap never travels); calloc's untouched tail
			 * costs no memory; too large for this process is the spec's
			 * CL_OUT_OF_HOST_MEMORY, not a violation (it was one above 64 MiB) */
			if (!(padded = calloc(1, full))) {
				vcl_enc_i32(&x->rep, CL_OUT_OF_HOST_MEMORY);
				return 0;
			}
			memcpy(padded, data, len);
			data = padded;
		}
	}
	if (with_props)
		m = clCreateImageWithProperties(ctx, props, flags, fmt, desc, (void *)data, &err);
	else
		m = clCreateImage(ctx, flags, fmt, desc, (void *)data, &err);
	free(padded); /* COPY_HOST_PTR: the host has its copy (USE_HOST_PTR never travels) */
	if (err == CL_SUCCESS)
		vcl_be_bind(x, id, VN_T_MEM, m);
	vcl_enc_i32(&x->rep, err);
	return 0;
}

int vcl_be_h_clCreateImage(struct vcl_be_ctx *x, const struct vn_args_clCreateImage *a)
{
	return image_create(x, a->id, a->context, NULL, false, a->flags, &a->image_format,
			    &a->image_desc, &a->host_ptr);
}

int vcl_be_h_clCreateImageWithProperties(struct vcl_be_ctx *x,
					 const struct vn_args_clCreateImageWithProperties *a)
{
	return image_create(x, a->id, a->context, a->properties, true, a->flags, &a->image_format,
			    &a->image_desc, &a->host_ptr);
}

int vcl_be_h_clCreateSubBuffer(struct vcl_be_ctx *x, const struct vn_args_clCreateSubBuffer *a)
{
	cl_int err = CL_SUCCESS;
	cl_mem m;

	/* the front-end sends no other type (it answers CL_INVALID_VALUE itself) */
	if (a->buffer_create_type != CL_BUFFER_CREATE_TYPE_REGION)
		return vcl_be_violation(x, "sub-buffer of create type %#x", a->buffer_create_type);
	/* a region past the buffer's end is CL_INVALID_VALUE (spec 5.2.1), also where origin + size
	 * wraps around 2^64: PoCL 3.1 checks only the sum, and made a sub-buffer outside its parent */
	{
		const cl_buffer_region *rg = &a->buffer_create_info;
		cl_mem_object_type type = 0;
		size_t whole = 0;

		/* not a buffer: the host's error (CL_INVALID_MEM_OBJECT) */
		if (clGetMemObjectInfo(a->buffer, CL_MEM_TYPE, sizeof(type), &type, NULL) == CL_SUCCESS &&
		    type == CL_MEM_OBJECT_BUFFER)
			err = clGetMemObjectInfo(a->buffer, CL_MEM_SIZE, sizeof(whole), &whole, NULL);
		else
			whole = SIZE_MAX;
		if (err == CL_SUCCESS && (rg->origin > whole || rg->size > whole - rg->origin))
			err = CL_INVALID_VALUE;
		if (err != CL_SUCCESS) {
			vcl_enc_i32(&x->rep, err);
			return 0;
		}
	}
	m = clCreateSubBuffer(a->buffer, a->flags, a->buffer_create_type, &a->buffer_create_info,
			      &err);
	if (err == CL_SUCCESS)
		vcl_be_bind(x, a->id, VN_T_MEM, m);
	vcl_enc_i32(&x->rep, err);
	return 0;
}

/* ---- transfers -------------------------------------------------------------------------------- */

struct xfer {
	const void *pre; /* reads with gaps: the guest's bytes of the span, to keep the gaps */
	void *dst_region; /* the read's destination chunk in the session's region, or NULL */
	uint64_t ev_id;
	cl_command_queue q;
	cl_mem mem;
	cl_bool blocking;
	size_t span;
	cl_uint nwait;
	cl_event *wait;
};

/* The part of a transfer's typed arguments every transfer has: A its struct, MEM the name of its
 * memory object, BLOCKING of its blocking flag, SPAN the bytes of guest memory it touches. */
#define XFER_OF(A, MEM, BLOCKING, SPAN)                                                        \
	{ .ev_id = (A)->event_id, .q = (A)->command_queue, .mem = (A)->MEM,                     \
	  .blocking = (A)->BLOCKING, .span = (SPAN), .nwait = (A)->num_events_in_wait_list,   \
	  .wait = (cl_event *)(A)->event_wait_list }

/* ---- the newest command, for clFinish (vcl_be_newest_settled) ---- */

/*
 * A write or non-blocking read whose record (owner) holds its event ev was enqueued on q by the
 * message x: the session's newest command, unless a later message that may enqueue began.
 *
 * Only if no other message that may enqueue ran beside x's since x began: one that began before
 * x and still ran may have enqueued its command on q after x's (two lanes' pieces of one blocking
 * write, a write that waited for room or for its wait list on a thread that handed the lead on,
 * the backlog), and the order in which messages began, or recorded their commands, is not the
 * order of their enqueues (integration.finish_lanes: the piece whose message began last was
 * enqueued first, and clFinish returned while the other still waited to run). Here (loaded in this
 * order) x is the only message executing, none ended since x began and none began after it: so
 * none ran beside x from its beginning to this record, and none enqueued between x's enqueue and
 * this record. A later one bumps enq_gen (vcl_be_newest_settled).
 */
static void newest_set_locked(struct vcl_be_ctx *x, cl_command_queue q, const void *owner,
			      cl_event ev)
{
	struct vcl_session *s = x->s;

	/* not counted as a message that may enqueue, or another ran beside it: no newest known */
	if (!x->gen || atomic_load(&s->enq_active) != 1 || atomic_load(&s->enq_ends) != x->ends0 ||
	    atomic_load(&s->enq_gen) != x->gen) {
		s->newest.q = NULL;
		return;
	}
	s->newest.q = q;
	s->newest.gen = x->gen;
	s->newest.owner = owner;
	s->newest.ev = ev;
	s->newest.complete = false;
}

/* owner's record is done with status st and lets go of its event. */
static void newest_done_locked(struct vcl_session *s, const void *owner, cl_int st)
{
	if (s->newest.owner != owner)
		return;
	s->newest.owner = NULL;
	s->newest.ev = NULL;
	s->newest.complete = st == CL_COMPLETE;
}

int vcl_be_newest_settled(struct vcl_be_ctx *x, cl_command_queue q, uint64_t until)
{
	struct vcl_session *s = x->s;
	cl_command_queue_properties p = 0;
	bool asked = false;

	for (;;) {
		cl_int st = CL_QUEUED;
		int k = -1;

		pthread_mutex_lock(&s->pending_lock);
		if (s->newest.q == q && s->newest.gen == atomic_load(&s->enq_gen)) {
			if (!s->newest.owner)
				k = s->newest.complete ? 1 : -1;
			else if (clGetEventInfo(s->newest.ev, CL_EVENT_COMMAND_EXECUTION_STATUS,
						sizeof(st), &st, NULL) != CL_SUCCESS || st < 0)
				k = -1;
			else
				k = st == CL_COMPLETE;
		}
		pthread_mutex_unlock(&s->pending_lock);
		if (k < 0)
			return -1;
		/* an out-of-order queue's newest command says nothing of the others (asked once);
		 * one still to run must reach the device (clFinish flushes: spec 5.15) */
		if (!asked) {
			asked = true;
			if (clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof(p), &p, NULL) !=
				    CL_SUCCESS ||
			    (p & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE) || (!k && clFlush(q)))
				return -1;
		}
		if (k)
			return 1;
		if (vcl_mono_ns() >= until)
			return 0;
		vcl_cpu_relax();
	}
}

/* A read's data item (checked by the decoder: absent, or span bytes). In the region, it names the
 * read's destination: the host reads straight into that chunk (whose bytes are the preimage), and
 * the reply carries no data; inline, it is the guest's bytes of the span, to keep the gaps. */
static void read_dst(struct vcl_be_ctx *x, struct xfer *t, const struct vn_data *d)
{
	t->dst_region = NULL;
	t->pre = d->p;
	if (d->p && d->off != VCL_DEC_NOT_IN_REGION) {
		t->dst_region = (void *)d->p;
		t->pre = NULL;
	} else if (!d->p) {
		vcl_be_bulk(x, t->span, VCL_DEC_NOT_IN_REGION);
	}
}

struct read_rec {
	struct read_rec *next;     /* the session's pending reads (pending_lock) */
	struct read_rec **pprev;   /* what points at this record: unlinked in O(1) */
	struct vcl_session *s;     /* valid while w->s is (the callback can outlive the session) */
	struct vcl_weak *w;
	cl_event ev;               /* retained while pending */
	uint64_t ev_id;
	void *staging;             /* NULL: the data went into the region */
	size_t len;
	struct vcl_region *region; /* held until the host command completed */
	bool done;                 /* READ_DONE sent (pending_lock) */
};

/* Send a read's READ_DONE and let go of what it held, once (under pending_lock): from its
 * completion callback, or earlier from vcl_session_reap_writes. */
static void read_finish_locked(struct read_rec *r, cl_int status)
{
	struct vcl_enc e;

	newest_done_locked(r->s, r, status);
	r->done = true;
	*r->pprev = r->next;
	if (r->next)
		r->next->pprev = r->pprev;
	vcl_enc_init(&e, VCL_OP_READ_DONE, 0);
	vcl_enc_u64(&e, 16); /* small part: event ID, status */
	vn_enc_msg_read_done(&e, &(struct vn_args_msg_read_done){ .event = r->ev_id, .status = status });
	if (status == CL_COMPLETE && r->staging)
		vcl_enc_bulk(&e, r->staging, r->len);
	((struct vcl_msg_hdr *)e.buf)->flags = VCL_MSG_F_BULK;
	/* the staging memory goes with the message and is freed once sent, not copied again */
	vcl_session_queue_ntf(r->s, &e, r->staging);
	vcl_enc_fini(&e);
	r->staging = NULL;
	vcl_region_put(r->region);
	r->region = NULL;
	vcl_session_release_event(r->s, r->ev); /* often the last release: off the reader's path */
}

/* A non-blocking read completed on the host: its data goes to the guest on the notify channel
 * (unless the session sent it already, having seen the command complete). */
static void CL_CALLBACK read_done(cl_event ev, cl_int status, void *ud)
{
	struct read_rec *r = ud;
	struct vcl_weak *w = r->w;

	(void)ev;
	pthread_mutex_lock(&w->lock);
	if (w->s) {
		pthread_mutex_lock(&r->s->pending_lock);
		if (!r->done)
			read_finish_locked(r, status);
		pthread_mutex_unlock(&r->s->pending_lock);
	} else if (!r->done) {
		/* the session ended first: let go, touch nothing of it */
		free(r->staging);
		vcl_region_put(r->region);
		clReleaseEvent(r->ev);
	}
	pthread_mutex_unlock(&w->lock);
	vcl_weak_put(w);
	free(r);
}

typedef cl_int (*read_fn)(struct vcl_be_ctx *x, const struct xfer *t, void *dst, cl_bool blocking,
			  cl_event *ev, const void *args);

/*
 * A blocking read most often completes within microseconds (4 KiB-256 KiB on the H200: 8-35 us
 * natively). Handing the session's reading on for it (vcl_be_may_block) wakes a thread that
 * stands by and puts it back to sleep: two futex calls and a wake-up on the critical path. Where
 * the session may poll (--spin-us) and the read goes into the shared region (registered with the
 * device: its non-blocking reads complete as soon as the copy is done; into pageable staging
 * memory the NVIDIA driver completed them later than a blocking read returns, 4 KiB in 32 us
 * instead of 21), the read is enqueued non-blocking and its event polled for up
 * to VCL_READ_POLL_NS, half the time a follower would stand by before leading (other threads'
 * calls wait no longer than with the hand-off); one still running then is handed on and waited
 * for as before. Returns false where the session may not poll (the caller's plain path); else
 * *ret: the enqueue's result, or the command's failure status.
 */
#define VCL_READ_POLL_NS (VCL_HANDOFF_NS / 2)
static bool read_settles(struct vcl_be_ctx *x, const struct xfer *t, read_fn fn, void *dst,
			 const void *args, cl_int *ret)
{
	cl_event ev = NULL;
	cl_int st = CL_COMPLETE;

	if (!x->s->d->spin_ns || x->promoted)
		return false;
	*ret = fn(x, t, dst, CL_FALSE, &ev, args);
	if (*ret != CL_SUCCESS)
		return true;
	clFlush(t->q);
	if (!vcl_be_events_done_within(1, &ev, VCL_READ_POLL_NS, &st)) {
		/* still running: hand on, then wait for it */
		vcl_be_may_block(x);
		clWaitForEvents(1, &ev);
		clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
	}
	if (st < 0)
		*ret = st;
	if (*ret == CL_SUCCESS && t->ev_id)
		vcl_be_bind(x, t->ev_id, VN_T_EVENT, ev);
	else
		vcl_session_release_event(x->s, ev);
	return true;
}

/*
 * A large blocking buffer read: the device reads into staging memory and the socket carries it to
 * the guest, or the device reads into the guest's chunk of the shared region and the guest copies
 * it out; one after the other, the two took their sum (1 MiB through a unix socket on the H200:
 * ~90 us of DMA, then ~130 us of socket). Streamed (the guest asked, VCL_MSG_F_PARTS), the read is
 * enqueued as up to VCL_READ_PIECES commands of at least VCL_READ_PIECE_MIN bytes, and each piece
 * is announced to the guest in a VCL_OP_REPLY_PART as soon as the device has it, while the next is
 * read: through a socket with its bytes, in the region as word that the range is there. The REPLY
 * then carries the result alone. Only reads without a wait list or an event (the guest's event
 * would be one command's: its profiling times could not be the whole read's), not for rectangles
 * and images (their bytes in guest memory are not one range of the buffer).
 *
 * Through a socket, by_ref: dst is staging memory of vcl_session_ref_alloc and the pieces go by
 * reference (vcl_be_send_reply_ref; *sent_on, the transport they went out on, for
 * vcl_session_ref_free): the kernel copies each byte once, into the guest, not twice. On the
 * H200, blocking reads over unix of 1 MiB went from 0.45-0.57x native to 0.62-0.72x, of 4 MiB
 * from 0.72-0.91x to 1.02-1.16x (bench/results/h200-readref-20261204d.txt). Sending each piece
 * as soon as the device had it, between the later pieces' enqueues, was measured too and not
 * kept: +0.15x at 1 MiB in one run, -0.03x in another, a little slower at 4-16 MiB in both.
 *
 * The pieces are enqueued back to back on the guest's queue while this thread still leads (no other
 * call of the session runs meanwhile), so an in-order queue runs them as it would the one read,
 * and another thread's command on it comes before or after them all, never between (handing the
 * lead on first tore such reads: a reviewer's fill on another thread landed between pieces).
 * A piece that fails to enqueue or to run fails the read with its error, as the one command would
 * have (the guest's destination is undefined then, spec 5.2.2: it may hold the pieces sent
 * before). A reply part that cannot be sent (the guest is gone) ends the sending, not the waiting:
 * the pieces' events are all waited for before the staging memory goes back. Returns the read's
 * result.
 */
static cl_int do_read_buffer(struct vcl_be_ctx *x, const struct xfer *t, void *dst, cl_bool b,
			     cl_event *ev, const void *args);
#define VCL_READ_STREAM_MIN ((size_t)512 << 10)
#define VCL_READ_PIECE_MIN ((size_t)256 << 10)
/* In the region, a piece is at least what the guest copies out with its copy threads (the
 * front-end's VCL_COPY_SPLIT_MIN, 1 MiB): a smaller part is copied by one thread, and one thread's
 * copy, not the device, then set the read's speed (a 4 MiB read in 512 KiB parts on the H200:
 * 0.73-1.19x native; in 1 MiB parts 1.18-1.80x, three rounds interleaved,
 * bench/results/h200-parts-20261203h.txt). Through a socket the kernel copies; smaller pieces
 * overlap the device's read with the sending sooner. */
#define VCL_READ_PART_MIN_REGION ((size_t)1 << 20)
#define VCL_READ_PIECES 8
/* Reads through a unix socket under this size go by reference (read_common): those on the request
 * channel and the lanes' pieces under 2 MiB (of reads up to 8 MiB with 8 lanes). Larger ones are
 * staged as before: with the session keeping mappings of 8 MiB besides its cache's buffers (64 MiB
 * reads' lane pieces), the 256 MiB reads after them ran at 0.79-0.91x native against 1.36-1.45x,
 * whether their own 32 MiB pieces went by reference or not (the cause is not known: both kinds of
 * buffer are registered with the device); under 2 MiB they ran at 1.46x
 * (bench/results/h200-readref-20261204d.txt). */
#define VCL_READ_REF_MAX ((size_t)2 << 20)
static cl_int read_streamed(struct vcl_be_ctx *x, const struct xfer *t,
			    const struct vn_args_clEnqueueReadBuffer *a, char *dst, bool bytes,
			    bool by_ref, struct vcl_transport **sent_on)
{
	cl_event ev[VCL_READ_PIECES];
	size_t piece = t->span / VCL_READ_PIECES, off[VCL_READ_PIECES + 1];
	unsigned n = 0;
	cl_int ret = CL_SUCCESS;
	bool sending = true;

	size_t least = bytes ? VCL_READ_PIECE_MIN : VCL_READ_PART_MIN_REGION;

	if (piece < least)
		piece = least;
	piece = (piece + 4095) & ~(size_t)4095;
	for (off[0] = 0; off[n] < t->span && ret == CL_SUCCESS;) {
		size_t len = t->span - off[n] < piece ? t->span - off[n] : piece;
		if (n == VCL_READ_PIECES - 1)
			len = t->span - off[n];
		ret = clEnqueueReadBuffer(t->q, t->mem, CL_FALSE, a->offset + off[n], len,
					  dst + off[n], 0, NULL, &ev[n]);
		if (ret == CL_SUCCESS) {
			off[n + 1] = off[n] + len;
			n++;
		}
	}
	if (n)
		clFlush(t->q);
	vcl_be_may_block(x); /* all enqueued: another thread may lead while these run */
	for (unsigned i = 0; i < n; i++) {
		cl_int st = CL_OUT_OF_RESOURCES;
		/* a piece that failed: its status says how (the wait alone would not) */
		clWaitForEvents(1, &ev[i]);
		if (clGetEventInfo(ev[i], CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st,
				   NULL) != CL_SUCCESS || st != CL_COMPLETE)
			ret = ret != CL_SUCCESS ? ret : st < 0 ? st : CL_OUT_OF_RESOURCES;
		vcl_session_release_event(x->s, ev[i]);
		if (ret == CL_SUCCESS && sending) {
			struct iovec iov[VCL_ENC_MAX_IOV + 1];
			struct vcl_enc e;
			int k;
			vcl_enc_init(&e, VCL_OP_REPLY_PART, x->tag);
			if (bytes)
				vcl_enc_u64(&e, 16); /* small part: offset, length */
			vn_enc_msg_reply_part(&e, &(struct vn_args_msg_reply_part){
							  .off = off[i], .len = off[i + 1] - off[i] });
			if (bytes) {
				vcl_enc_bulk(&e, dst + off[i], off[i + 1] - off[i]);
				((struct vcl_msg_hdr *)e.buf)->flags = VCL_MSG_F_BULK;
			}
			k = vcl_enc_finish(&e, iov);
			sending = k > 0 && (by_ref ? vcl_be_send_reply_ref(x, iov, k, sent_on)
						   : vcl_be_send_reply(x, iov, k)) == 0;
			vcl_enc_fini(&e);
		}
	}
	return ret;
}

/* One read path for buffers, rectangles and images: staging memory on the host, then the data to
 * the guest in the reply (blocking) or on the notify channel when the host command completes. */
static int read_common(struct vcl_be_ctx *x, const struct xfer *t, read_fn fn, const void *args)
{
	void *staging = NULL, *dst = t->dst_region;
	cl_event ev = NULL;
	bool parts = false, streamed, by_ref = false;
	struct vcl_transport *sent_on = NULL;
	cl_int ret;

	streamed = t->blocking && x->parts && fn == do_read_buffer && !t->nwait && !t->ev_id &&
		   !t->pre && t->span >= VCL_READ_STREAM_MIN;
	if (!dst && streamed && t->span < VCL_READ_REF_MAX &&
	    vcl_fd_transport_sends_by_ref(vcl_be_reply_transport(x))) {
		/* its pieces go to the guest by reference: staging memory of its own */
		staging = dst = vcl_session_ref_alloc(x->s, t->span);
		by_ref = staging != NULL;
	}
	if (!dst) {
		staging = dst = vcl_session_big_alloc(x->s, t->span);
		if (!staging) {
			vcl_enc_i32(&x->rep, CL_OUT_OF_HOST_MEMORY);
			return 0;
		}
		if (t->pre)
			memcpy(staging, t->pre, t->span);
	}
	if (t->blocking) {
		struct vcl_enc *e = &x->rep;
		if (streamed) {
			ret = read_streamed(x, t, args, dst, staging != NULL, by_ref, &sent_on);
			parts = true; /* its bytes went in reply parts: the REPLY has none */
			goto reply;
		}
		if (!t->nwait && !staging && read_settles(x, t, fn, dst, args, &ret))
			goto reply; /* done within the poll: no hand-off */
		vcl_be_may_block(x);
		/* a blocking read behind a failed event returns CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_
		 * WAIT_LIST (spec 5.2.2): waited for first, as a blocking write's wait list is, since a
		 * host may never finish the read itself (PoCL 3.1 blocks forever). A wait list the
		 * host cannot wait for is the read's to refuse. */
		if (t->nwait && clWaitForEvents(t->nwait, t->wait) ==
					CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST) {
			ret = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST; /* no event: the guest
									       * drops its ID */
		} else {
			/* a bracketed piece on the twin: never a blocking call there, which a driver
			 * may carry out as a clFinish of the twin (PoCL does), waiting for a later
			 * bracket's pieces, which wait for this one's gate (found by a review: two
			 * threads' split transfers on one queue hung within 8 rounds) */
			ret = fn(x, t, dst, x->twin ? CL_FALSE : CL_TRUE,
				 t->ev_id || x->twin ? &ev : NULL, args);
			if (ret == CL_SUCCESS && x->twin && clWaitForEvents(1, &ev) != CL_SUCCESS)
				ret = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
			if (ret == CL_SUCCESS && t->ev_id)
				vcl_be_bind(x, t->ev_id, VN_T_EVENT, ev);
			else if (ev)
				clReleaseEvent(ev);
		}
reply:
		vcl_enc_u64(e, 8); /* small part: the result */
		vcl_enc_i32(e, ret);
		if (ret == CL_SUCCESS && staging && !parts)
			vcl_enc_bulk(e, staging, t->span);
		((struct vcl_msg_hdr *)e->buf)->flags = VCL_MSG_F_BULK;
		{
			struct iovec iov[VCL_ENC_MAX_IOV + 1];
			int n = vcl_enc_finish(e, iov);
			vcl_be_before_reply(x);
			if (n > 0)
				vcl_be_send_reply(x, iov, n);
		}
		x->replied = true;
		if (by_ref)
			vcl_session_ref_free(x->s, staging, sent_on);
		else
			vcl_session_big_free(x->s, staging);
		return 0;
	}
	if (!t->ev_id) {
		vcl_session_big_free(x->s, staging);
		return vcl_be_violation(x, "non-blocking read without an event");
	}
	ret = fn(x, t, dst, CL_FALSE, &ev, args);
	if (ret == CL_SUCCESS) {
		struct read_rec *r = malloc(sizeof(*r));
		vcl_be_bind(x, t->ev_id, VN_T_EVENT, ev);
		if (r) {
			*r = (struct read_rec){ .s = x->s, .w = vcl_weak_get(x->s), .ev = ev,
						.ev_id = t->ev_id, .staging = staging, .len = t->span,
						.region = staging ? NULL
							: vcl_region_get(atomic_load(&x->s->region)) };
			clRetainEvent(ev); /* the record's */
			pthread_mutex_lock(&x->s->pending_lock);
			r->next = x->s->pending_reads;
			r->pprev = &x->s->pending_reads;
			if (r->next)
				r->next->pprev = &r->next;
			x->s->pending_reads = r;
			newest_set_locked(x, t->q, r, ev);
			pthread_mutex_unlock(&x->s->pending_lock);
			if (clSetEventCallback(ev, CL_COMPLETE, read_done, r) != CL_SUCCESS) {
				clWaitForEvents(1, &ev);
				read_done(ev, CL_COMPLETE, r);
			}
		} else {
			clWaitForEvents(1, &ev);
			vcl_session_big_free(x->s, staging);
			ret = CL_OUT_OF_HOST_MEMORY;
		}
	} else {
		vcl_session_big_free(x->s, staging);
	}
	vcl_enc_i32(&x->rep, ret);
	return 0;
}

static cl_int do_read_buffer(struct vcl_be_ctx *x, const struct xfer *t, void *dst, cl_bool b,
			     cl_event *ev, const void *args)
{
	const struct vn_args_clEnqueueReadBuffer *a = args;

	(void)x;
	return clEnqueueReadBuffer(t->q, t->mem, b, a->offset, t->span, dst, t->nwait, t->wait, ev);
}

/* A read or write of a buffer must lie inside it: checked here so that staging memory is never
 * sized by a guest's wish alone. */
static bool buffer_range_ok(cl_mem m, size_t offset, size_t size)
{
	size_t total = 0;

	return clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof(total), &total, NULL) == CL_SUCCESS &&
	       offset <= total && size <= total - offset;
}

int vcl_be_h_clEnqueueReadBuffer(struct vcl_be_ctx *x, const struct vn_args_clEnqueueReadBuffer *a)
{
	struct xfer t = XFER_OF(a, buffer, blocking_read, a->size);

	read_dst(x, &t, &a->ptr);
	if (!buffer_range_ok(t.mem, a->offset, t.span)) {
		vcl_enc_i32(&x->rep, CL_INVALID_VALUE);
		return 0;
	}
	return read_common(x, &t, do_read_buffer, a);
}

/* The guest sends only the bytes the transfer touches (host_origin is where the rectangle starts in
 * them): they must be exactly those from the start of the data to the rectangle's last byte. */
static bool rect_span_ok(const size_t *host_origin, const size_t *region, size_t hrow,
			 size_t hslice, size_t span)
{
	size_t start, s;

	return vcl_rect_extent(host_origin, region, &hrow, &hslice, &start, &s) && start <= span &&
	       s == span - start;
}

static cl_int do_read_rect(struct vcl_be_ctx *x, const struct xfer *t, void *dst, cl_bool b,
			   cl_event *ev, const void *args)
{
	const struct vn_args_clEnqueueReadBufferRect *a = args;

	(void)x;
	return clEnqueueReadBufferRect(t->q, t->mem, b, a->buffer_origin, a->host_origin, a->region,
				       a->buffer_row_pitch, a->buffer_slice_pitch, a->host_row_pitch,
				       a->host_slice_pitch, dst, t->nwait, t->wait, ev);
}

int vcl_be_h_clEnqueueReadBufferRect(struct vcl_be_ctx *x,
				     const struct vn_args_clEnqueueReadBufferRect *a)
{
	struct xfer t = XFER_OF(a, buffer, blocking_read, a->ptr.len);

	read_dst(x, &t, &a->ptr);
	if (!a->buffer_origin || !a->host_origin || !a->region ||
	    !rect_span_ok(a->host_origin, a->region, a->host_row_pitch, a->host_slice_pitch, t.span))
		return vcl_be_violation(x, "rectangle does not match its %zu bytes", t.span);
	return read_common(x, &t, do_read_rect, a);
}

/* Host memory an image transfer touches, from the host's own element size and image type. */
static bool image_span_ok(cl_mem img, const size_t *origin, const size_t *region, size_t row,
			  size_t slice, size_t span)
{
	size_t elem = 0, r[3], start, s;
	cl_mem_object_type type = 0;

	if (!origin || !region ||
	    clGetImageInfo(img, CL_IMAGE_ELEMENT_SIZE, sizeof(elem), &elem, NULL) ||
	    clGetMemObjectInfo(img, CL_MEM_TYPE, sizeof(type), &type, NULL) ||
	    __builtin_mul_overflow(region[0], elem, &r[0]))
		return false;
	r[1] = region[1];
	r[2] = region[2];
	if (type == CL_MEM_OBJECT_IMAGE1D_ARRAY) {
		r[2] = region[1];
		r[1] = 1;
		if (!slice)
			slice = row ? row : r[0];
	}
	return vcl_rect_extent(NULL, r, &row, &slice, &start, &s) && s == span;
}

static cl_int do_read_image(struct vcl_be_ctx *x, const struct xfer *t, void *dst, cl_bool b,
			    cl_event *ev, const void *args)
{
	const struct vn_args_clEnqueueReadImage *a = args;

	(void)x;
	return clEnqueueReadImage(t->q, t->mem, b, a->origin, a->region, a->row_pitch,
				  a->slice_pitch, dst, t->nwait, t->wait, ev);
}

int vcl_be_h_clEnqueueReadImage(struct vcl_be_ctx *x, const struct vn_args_clEnqueueReadImage *a)
{
	struct xfer t = XFER_OF(a, image, blocking_read, a->ptr.len);

	read_dst(x, &t, &a->ptr);
	if (!image_span_ok(t.mem, a->origin, a->region, a->row_pitch, a->slice_pitch, t.span)) {
		vcl_enc_i32(&x->rep, CL_INVALID_VALUE);
		return 0;
	}
	return read_common(x, &t, do_read_image, a);
}

/*
 * Writes: the host copies from the received message, which stays alive until the command is done
 * (counted in the session's pending_bytes); or from the guest's chunk of the region, which the
 * guest keeps until VCL_OP_BULK_DONE says the host command no longer uses it (no daemon memory).
 *
 * Only writes whose end someone waits for get a completion callback: those of a region chunk (the
 * guest waits for its BULK_DONE to reuse the chunk) and those holding VCL_WRITE_CALLBACK_MIN bytes
 * or more of the daemon's memory. A smaller write's record is let go by vcl_session_reap_writes
 * (when a wait of the guest ends, before a call every VCL_REAP_NS, when a writer waits for room).
 * A pending callback costs the host's other calls: measured on the H200 (NVIDIA 580), natively,
 * with a callback on each 4-byte write, a marker's enqueue took 2.9-3.2 us instead of 1.5-2.0, a
 * write's 7.5-8.2 instead of 2.7-3.6, an idle clFinish 3.1-3.3 instead of 1.0-1.5 (the driver
 * polls for callbacks with a thread that yields in a loop and takes its lock).
 */
#define VCL_WRITE_CALLBACK_MIN VCL_REGION_MIN
struct write_rec {
	struct write_rec *next;  /* the session's pending writes (pending_lock) */
	struct write_rec **pprev; /* what points at this record: unlinked in O(1) */
	struct vcl_session *s;   /* valid while w->s is (the callback can outlive the session) */
	struct vcl_weak *w;
	cl_event ev;             /* retained while pending */
	void *msg;
	size_t len;
	bool done;
	bool callback;           /* write_done is registered: it frees the record */
	struct write_rec *next_end; /* vcl_session_writes_end's list */
	struct vcl_region *region; /* region writes: held until the host command is done */
	uint64_t off;
};

/* The guest may reuse the region chunk at off: the host command that read it is done. */
static void bulk_done(struct vcl_session *s, uint64_t off)
{
	struct vcl_enc e;

	vcl_enc_init(&e, VCL_OP_BULK_DONE, 0);
	vn_enc_msg_bulk_done(&e, &(struct vn_args_msg_bulk_done){ .off = off });
	vcl_session_queue_ntf(s, &e, NULL);
	vcl_enc_fini(&e);
}

/* The write's data is no longer needed (its command ended with status st): free it, once (under
 * pending_lock). */
static void write_finish_locked(struct write_rec *r, cl_int st)
{
	newest_done_locked(r->s, r, st);
	r->done = true;
	*r->pprev = r->next;
	if (r->next)
		r->next->pprev = r->pprev;
	atomic_fetch_sub(&r->s->pending_bytes, r->len);
	vcl_session_big_free(r->s, r->msg);
	r->msg = NULL;
	if (r->region) {
		bulk_done(r->s, r->off);
		vcl_region_put(r->region);
		r->region = NULL;
	}
	vcl_session_release_event(r->s, r->ev); /* often the last release: off the reader's path */
	if (!r->callback) {
		vcl_weak_put(r->w);
		free(r);
	}
}

static void CL_CALLBACK write_done(cl_event ev, cl_int status, void *ud)
{
	struct write_rec *r = ud;
	struct vcl_weak *w = r->w;

	(void)ev;
	pthread_mutex_lock(&w->lock);
	if (w->s) {
		pthread_mutex_lock(&r->s->pending_lock);
		if (!r->done) /* else reaped before: the record only waited for this callback */
			write_finish_locked(r, status);
		pthread_mutex_unlock(&r->s->pending_lock);
	} else if (!r->done) {
		/* the session ended first (found by tests/fuzz: a session that does not exit its
		 * process was freed under this callback): let go of the data, touch nothing of it */
		free(r->msg);
		vcl_region_put(r->region);
		clReleaseEvent(r->ev);
	}
	pthread_mutex_unlock(&w->lock);
	vcl_weak_put(w);
	free(r);
}

/*
 * PoCL 3.1 runs no CL_COMPLETE callback for a command that failed because an event it waited for
 * failed: the write's data would stay held (and counted) forever. The session looks at its pending
 * writes now and then (every VCL_REAP_NS at most, before a call it answers; before every call for
 * VCL_REAP_NS after the guest set a user event, whose failure is what fails such commands; at once
 * when a writer waits for room) and lets go of the failed ones. Their records stay, in case the callback comes
 * after all (a driver that follows the spec). Looking before every call made a guest with
 * thousands of pending writes cost the host quadratic time (found by a review: 16000 writes
 * behind an unset user event did not finish in 100 s).
 */
/*
 * A bracket's gate that opens once a piece's event has completed (XFER_END): by that event's
 * completion callback, or by the session's reaper (vcl_session_reap_writes), which opens it once
 * the event is complete or failed - PoCL 3.1 calls no callback for a command that failed because
 * an event it waited for did (found by a review: the queue's later commands never ran). Whichever
 * comes first opens the gate; the last of the two to let go frees the record.
 */
struct gate_rec {
	struct gate_rec *next; /* s->pending_gates (pending_lock) */
	cl_event after, gate;
	atomic_bool opened;
	atomic_int refs;
};

static void gate_rec_open(struct gate_rec *r)
{
	if (!atomic_exchange(&r->opened, true)) {
		clSetUserEventStatus(r->gate, CL_COMPLETE);
		clReleaseEvent(r->gate);
	}
}

static void gate_rec_unref(struct gate_rec *r)
{
	if (atomic_fetch_sub(&r->refs, 1) == 1) {
		clReleaseEvent(r->after);
		free(r);
	}
}

static void CL_CALLBACK gate_rec_done(cl_event ev, cl_int status, void *arg)
{
	(void)ev;
	(void)status;
	gate_rec_open(arg);
	gate_rec_unref(arg);
}

/* Open the gates whose event has completed or failed (all: the session ends). */
static void gates_reap_locked(struct vcl_session *s, bool all)
{
	for (struct gate_rec **pp = &s->pending_gates, *r; (r = *pp);) {
		cl_int st = CL_COMPLETE;
		if (!all)
			clGetEventInfo(r->after, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st,
				       NULL);
		if (st > CL_COMPLETE && !atomic_load(&r->opened)) {
			pp = &r->next;
			continue;
		}
		*pp = r->next;
		gate_rec_open(r);
		gate_rec_unref(r);
	}
}

void vcl_session_gates_end(struct vcl_session *s)
{
	pthread_mutex_lock(&s->pending_lock);
	gates_reap_locked(s, true);
	pthread_mutex_unlock(&s->pending_lock);
}

void vcl_session_reap_writes(struct vcl_session *s, bool force, bool complete)
{
	struct write_rec *r, *next;
	struct read_rec *rr, *rnext;
	uint64_t now = vcl_mono_ns();
	cl_int worst = complete ? CL_COMPLETE : -1; /* finish what is at or below this status */

	pthread_mutex_lock(&s->pending_lock);
	if (!force && now - s->reaped_ns < VCL_REAP_NS && now > atomic_load(&s->reap_until)) {
		pthread_mutex_unlock(&s->pending_lock);
		return;
	}
	s->reaped_ns = now;
	for (r = s->pending_writes; r; r = next) {
		cl_int st = CL_COMPLETE;
		next = r->next;
		bool asked = clGetEventInfo(r->ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st),
					    &st, NULL) == CL_SUCCESS;
		if (st <= worst || (!r->callback && st <= CL_COMPLETE)) /* none comes for it */
			write_finish_locked(r, asked ? st : CL_INVALID_EVENT);
	}
	for (rr = s->pending_reads; rr; rr = rnext) {
		cl_int st = CL_QUEUED;
		rnext = rr->next;
		clGetEventInfo(rr->ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
		if (st <= worst)
			read_finish_locked(rr, st);
	}
	gates_reap_locked(s, false);
	pthread_mutex_unlock(&s->pending_lock);
}

typedef cl_int (*write_fn)(const struct xfer *t, const void *src, cl_event *ev, const void *args);

/*
 * Count held bytes of a new write against the session's bound. Past it, the write waits for
 * earlier writes to finish and let go of their data, as a host driver would make a writer wait for
 * memory: a blocking write that has returned must not make the next one fail. It waits with the
 * session's reading handed on (vcl_be_may_block), and gives up (false: CL_OUT_OF_HOST_MEMORY)
 * after VCL_PENDING_WAIT_MS, e.g. when the pending writes wait for a user event only the guest can
 * set. The queues of the pending writes are flushed first: a driver may start a command only at a
 * flush (spec 5.15), and nothing else may flush them while the guest waits.
 *
 * A speculated write (x->noreply: the guest went on to its next commands) never waits: the
 * session's next messages may be commands on the same in-order queue, or name its event, and must
 * run after it is enqueued - handed on, a command sent after such a write ran before it; held in
 * place, the session stopped reading (the heartbeat's answer, the clSetUserEventStatus its pending
 * writes waited for) for VCL_PENDING_WAIT_MS and then lost the write (hostile.speculated_write_
 * order). It is taken within VCL_PENDING_SLACK over the bound, and refused at once beyond it (its
 * event then says CL_OUT_OF_HOST_MEMORY): a guest's held data stays bounded either way.
 */
#define VCL_PENDING_WAIT_MS 5000
#define VCL_PENDING_SLACK (VCL_MAX_SESSION_PENDING / 16)

/* Flush the queues of s's pending writes, so that they start (and end, letting go of their data). */
static void pending_flush(struct vcl_session *s)
{
	cl_command_queue qs[64];
	unsigned n = 0;

	pthread_mutex_lock(&s->pending_lock);
	for (struct write_rec *r = s->pending_writes; r && n < 64; r = r->next) {
		cl_command_queue q = NULL;
		bool seen = false;
		if (clGetEventInfo(r->ev, CL_EVENT_COMMAND_QUEUE, sizeof(q), &q, NULL) != CL_SUCCESS ||
		    !q)
			continue;
		for (unsigned i = 0; i < n; i++)
			seen |= qs[i] == q;
		if (!seen && clRetainCommandQueue(q) == CL_SUCCESS)
			qs[n++] = q;
	}
	pthread_mutex_unlock(&s->pending_lock);
	for (unsigned i = 0; i < n; i++) {
		clFlush(qs[i]);
		clReleaseCommandQueue(qs[i]);
	}
}

static bool pending_admit(struct vcl_be_ctx *x, uint64_t held)
{
	struct vcl_session *s = x->s;

	for (int waited = 0;; waited++) {
		uint64_t now = atomic_fetch_add(&s->pending_bytes, held) + held;
		if (now <= VCL_MAX_SESSION_PENDING)
			return true;
		if (x->noreply && now <= VCL_MAX_SESSION_PENDING + VCL_PENDING_SLACK)
			return true;
		atomic_fetch_sub(&s->pending_bytes, held);
		if (held > VCL_MAX_SESSION_PENDING)
			return false;
		if (x->noreply) {
			/* once more after letting go of what is done, never a wait */
			if (waited)
				return false;
			vcl_session_reap_writes(s, true, false);
			continue;
		}
		if (waited >= VCL_PENDING_WAIT_MS)
			return false;
		if (!waited) {
			vcl_be_may_block(x);
			pending_flush(s);
		}
		vcl_session_reap_writes(s, true, false);
		usleep(1000);
	}
}

static bool queue_out_of_order(cl_command_queue q)
{
	cl_command_queue_properties p = 0;

	return clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof(p), &p, NULL) == CL_SUCCESS &&
	       (p & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
}

/* Register the completion callback of r (r->callback set before r went into the pending list,
 * so that no reaper frees it meanwhile; pending_lock not held); a host that takes none makes the
 * write wait for its command here. */
static void write_callback(struct write_rec *r)
{
	if (clSetEventCallback(r->ev, CL_COMPLETE, write_done, r) != CL_SUCCESS) {
		clWaitForEvents(1, &r->ev);
		write_done(r->ev, CL_COMPLETE, r);
	}
}

void vcl_session_writes_end(struct vcl_session *s)
{
	struct write_rec *r, *next, *list = NULL;

	/* a host command may still read the data: the records go to write_done once it is done */
	pthread_mutex_lock(&s->pending_lock);
	for (r = s->pending_writes; r; r = next) {
		next = r->next;
		if (!r->callback) {
			r->callback = true; /* from here on write_done frees it */
			r->next_end = list;
			list = r;
		}
	}
	pthread_mutex_unlock(&s->pending_lock);
	for (r = list; r; r = next) {
		next = r->next_end;
		write_callback(r);
	}
}

/*
 * One write path for buffers, rectangles and images: d is the write's data (checked by the
 * decoder: present, t->span bytes), inline in the message (kept until the host is done with it) or
 * in the region.
 *
 * The host copies from the message, so a blocking write need not block (spec 5.2.2: it returns
 * once ptr may be reused); but one behind a wait list reports a failed event in it with
 * CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, an enqueue that failed: no command and no event
 * (spec 5.2.2, 5.11). So its wait list is waited for first, as a blocking read's is (read_common),
 * and the command enqueued only behind a wait list that completed. Enqueued first, the host's
 * command stayed on the queue behind the failed event, which a host may neither run nor fail
 * (PoCL 3.1: a marker enqueued after it never completed, and its data stayed held). On that
 * error nothing is enqueued: no event is bound (the guest discards its ID), the message's data
 * goes with the message and a region chunk is not the host's (no VCL_OP_BULK_DONE: the guest
 * frees it, as after any write that failed). The wait hands the session's reading on
 * (vcl_be_may_block), so a wait list that never completes (a user event the guest never sets)
 * holds only this call's thread; other sessions are other processes.
 */
static int write_common(struct vcl_be_ctx *x, const struct xfer *t, const struct vn_data *d,
			write_fn fn, const void *args)
{
	uint64_t len = d->len, off = d->off, held;
	const void *data = d->p;
	cl_event ev = NULL;
	cl_int ret;

	/* a blocking write behind a failed event: the error, nothing enqueued (above). A wait list
	 * the host cannot wait for is the enqueue's to refuse. Not a speculated write (only
	 * non-blocking ones are). Not a split write's later piece, whose wait list is its previous
	 * piece (VCL_MSG_F_CHAIN): enqueued at once behind it, so that the device takes one piece
	 * after the other without waiting for this session between them (waited for first, a 4 MiB
	 * blocking write over unix ran at 0.53-0.84x native on the H200 against 0.94-1.11x) */
	if (t->blocking && t->nwait && !x->chained) {
		vcl_be_may_block(x); /* pins the wait list */
		if (clWaitForEvents(t->nwait, t->wait) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST) {
			vcl_enc_i32(&x->rep, CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
			return 0;
		}
	}
	/* the data of writes not yet done stays in the daemon: bounded per guest (region data stays
	 * in the guest's region and costs the daemon nothing) */
	held = off == VCL_DEC_NOT_IN_REGION ? len : 0;
	if (!pending_admit(x, held)) {
		/* a speculated write (api/opencl.api `spec`): the guest holds its event already */
		if (t->ev_id && x->noreply)
			vcl_be_bind_failed_event(x, t->ev_id, t->q, CL_OUT_OF_HOST_MEMORY);
		vcl_enc_i32(&x->rep, CL_OUT_OF_HOST_MEMORY);
		return 0;
	}
	ret = fn(t, data, &ev, args);
	/* a blocking command is flushed (spec 5.15: an implicit flush): the application may make a
	 * command of another queue wait for this one's event (or a later one's) without a clFlush of
	 * its own, and a driver that holds commands until a flush would never start it. The host
	 * enqueues the write non-blocking (its data is the daemon's or the region's already), so
	 * the flush is not the driver's: with or without a wait list, once the reply has gone (a
	 * flush cost NVIDIA's driver 1-1.5 us, a 4 KiB blocking write's time 9-11 us) */
	if (ret == CL_SUCCESS && t->blocking && !x->flush_after &&
	    clRetainCommandQueue(t->q) == CL_SUCCESS)
		x->flush_after = t->q;
	/* on an out-of-order queue nothing orders the application's next command after this write:
	 * a blocking write returns once it is complete, as the host's own would (a reference of our
	 * own: the completion callback may drop the record's first) */
	bool complete = ret == CL_SUCCESS && t->blocking && queue_out_of_order(t->q);
	if (complete)
		clRetainEvent(ev);
	if (ret == CL_SUCCESS) {
		struct write_rec *r = malloc(sizeof(*r));
		if (t->ev_id) {
			vcl_be_bind(x, t->ev_id, VN_T_EVENT, ev);
			clRetainEvent(ev); /* ours, for the record below */
		}
		if (r) {
			*r = (struct write_rec){ .s = x->s, .w = vcl_weak_get(x->s), .ev = ev,
						 .msg = x->msg, .len = (size_t)held, .off = off };
			if (off != VCL_DEC_NOT_IN_REGION)
				r->region = vcl_region_get(atomic_load(&x->s->region));
			/* read before r is in the list: from then on another session thread's reaper
			 * may let go of a record without a callback (and free it) at any time */
			bool cb = r->callback = r->region || held >= VCL_WRITE_CALLBACK_MIN;
			pthread_mutex_lock(&x->s->pending_lock);
			r->next = x->s->pending_writes;
			r->pprev = &x->s->pending_writes;
			if (r->next)
				r->next->pprev = &r->next;
			x->s->pending_writes = r;
			newest_set_locked(x, t->q, r, ev);
			pthread_mutex_unlock(&x->s->pending_lock);
			x->msg = NULL; /* freed when the write is done */
			if (cb)
				write_callback(r);
		} else {
			clWaitForEvents(1, &ev);
			atomic_fetch_sub(&x->s->pending_bytes, held);
			if (off != VCL_DEC_NOT_IN_REGION)
				bulk_done(x->s, off);
			clReleaseEvent(ev);
		}
		if (complete) {
			vcl_be_may_block(x);
			clWaitForEvents(1, &ev);
			clReleaseEvent(ev);
		}
	} else {
		atomic_fetch_sub(&x->s->pending_bytes, held);
		/* a speculated write (api/opencl.api `spec`): the guest holds its event already */
		if (t->ev_id && x->noreply)
			vcl_be_bind_failed_event(x, t->ev_id, t->q, ret);
	}
	vcl_enc_i32(&x->rep, ret);
	return 0;
}

static cl_int do_write_buffer(const struct xfer *t, const void *src, cl_event *ev, const void *args)
{
	const struct vn_args_clEnqueueWriteBuffer *a = args;

	return clEnqueueWriteBuffer(t->q, t->mem, CL_FALSE, a->offset, t->span, src, t->nwait,
				    t->wait, ev);
}

int vcl_be_h_clEnqueueWriteBuffer(struct vcl_be_ctx *x, const struct vn_args_clEnqueueWriteBuffer *a)
{
	struct xfer t = XFER_OF(a, buffer, blocking_write, a->size);

	return write_common(x, &t, &a->ptr, do_write_buffer, a);
}

static cl_int do_write_rect(const struct xfer *t, const void *src, cl_event *ev, const void *args)
{
	const struct vn_args_clEnqueueWriteBufferRect *a = args;

	return clEnqueueWriteBufferRect(t->q, t->mem, CL_FALSE, a->buffer_origin, a->host_origin,
					a->region, a->buffer_row_pitch, a->buffer_slice_pitch,
					a->host_row_pitch, a->host_slice_pitch, src, t->nwait, t->wait,
					ev);
}

int vcl_be_h_clEnqueueWriteBufferRect(struct vcl_be_ctx *x,
				      const struct vn_args_clEnqueueWriteBufferRect *a)
{
	struct xfer t = XFER_OF(a, buffer, blocking_write, a->ptr.len);

	if (!a->buffer_origin || !a->host_origin || !a->region ||
	    !rect_span_ok(a->host_origin, a->region, a->host_row_pitch, a->host_slice_pitch, t.span))
		return vcl_be_violation(x, "rectangle does not match its %zu bytes", t.span);
	return write_common(x, &t, &a->ptr, do_write_rect, a);
}

static cl_int do_write_image(const struct xfer *t, const void *src, cl_event *ev, const void *args)
{
	const struct vn_args_clEnqueueWriteImage *a = args;

	return clEnqueueWriteImage(t->q, t->mem, CL_FALSE, a->origin, a->region, a->input_row_pitch,
				   a->input_slice_pitch, src, t->nwait, t->wait, ev);
}

int vcl_be_h_clEnqueueWriteImage(struct vcl_be_ctx *x, const struct vn_args_clEnqueueWriteImage *a)
{
	struct xfer t = XFER_OF(a, image, blocking_write, a->ptr.len);

	if (!image_span_ok(t.mem, a->origin, a->region, a->input_row_pitch, a->input_slice_pitch,
			   t.span)) {
		vcl_enc_i32(&x->rep, CL_INVALID_VALUE);
		return 0;
	}
	return write_common(x, &t, &a->ptr, do_write_image, a);
}

/*
 * VCL_OP_XFER_BEGIN (api/opencl.api): a split transfer's bracket (docs/design.md "Guest memory").
 * On the queue, in one step (no other message of the session enqueues between them): a marker,
 * bound to the guest's ID, which every piece waits for on the queue's twin
 * (made by the decoder, vcl_session.c twin_new: x->twin); then a barrier behind the gate, a user
 * event of the session's own that XFER_END opens. CL_INVALID_QUEUE_PROPERTIES: no twin (an
 * out-of-order queue, or a device without them), nothing enqueued.
 */
int vcl_be_h_msg_xfer_begin(struct vcl_be_ctx *x, const struct vn_args_msg_xfer_begin *a)
{
	cl_context ctx = NULL;
	cl_event marker = NULL, gate = NULL;
	cl_int ret = x->twin ? CL_SUCCESS : CL_INVALID_QUEUE_PROPERTIES;

	if (!a->marker_id)
		return vcl_be_violation(x, "malformed transfer bracket: parameter marker: 0");
	if (ret == CL_SUCCESS)
		ret = clGetCommandQueueInfo(a->queue, CL_QUEUE_CONTEXT, sizeof(ctx), &ctx, NULL);
	if (ret == CL_SUCCESS)
		gate = clCreateUserEvent(ctx, &ret);
	if (ret == CL_SUCCESS)
		ret = clEnqueueMarkerWithWaitList(a->queue, 0, NULL, &marker);
	if (ret == CL_SUCCESS &&
	    (ret = clEnqueueBarrierWithWaitList(a->queue, 1, &gate, NULL)) != CL_SUCCESS) {
		clReleaseEvent(marker);
		marker = NULL;
	}
	/* the pieces on the twin wait for the marker: its queue must be flushed (spec 5.13, events
	 * of another queue), or a driver may never submit it (PoCL did not) */
	if (ret == CL_SUCCESS)
		ret = clFlush(a->queue);
	if (ret != CL_SUCCESS && gate) {
		clSetUserEventStatus(gate, CL_COMPLETE);
		clReleaseEvent(gate);
		gate = NULL;
	}
	vcl_enc_i32(&x->rep, ret);
	if (ret == CL_SUCCESS) {
		vcl_be_bind(x, a->marker_id, VN_T_EVENT, marker);
		vcl_be_keep_gate(x, a->marker_id, gate);
	}
	return 0;
}

/*
 * VCL_OP_XFER_END (api/opencl.api): the bracket of marker ends once event after has completed,
 * whatever its status (a failed piece fails the transfer, not the queue: struct gate_rec), or at
 * once.
 */
int vcl_be_h_msg_xfer_end(struct vcl_be_ctx *x, const struct vn_args_msg_xfer_end *a)
{
	struct vcl_session *s = x->s;
	cl_event gate = vcl_be_take_gate(x, a->marker);
	struct gate_rec *r;

	if (!gate)
		return vcl_be_violation(x, "transfer bracket end: ID %#llx is no open bracket's marker",
					(unsigned long long)a->marker);
	if (!a->after || !(r = malloc(sizeof(*r)))) {
		clSetUserEventStatus(gate, CL_COMPLETE);
		clReleaseEvent(gate);
		return 0;
	}
	r->after = a->after;
	r->gate = gate;
	atomic_init(&r->opened, false);
	atomic_init(&r->refs, 2); /* the list's, the callback's */
	clRetainEvent(r->after);
	pthread_mutex_lock(&s->pending_lock);
	r->next = s->pending_gates;
	s->pending_gates = r;
	pthread_mutex_unlock(&s->pending_lock);
	if (clSetEventCallback(r->after, CL_COMPLETE, gate_rec_done, r) != CL_SUCCESS)
		gate_rec_done(NULL, CL_COMPLETE, r); /* the reaper lets go of the list's */
	return 0;
}
