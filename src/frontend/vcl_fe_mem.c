/* SPDX-License-Identifier: MIT */
/*
 * Transfers between guest memory and memory objects: reads, writes (plain, rectangular, image) and
 * maps. One read path and one write path serve every shape; the shape only decides which guest
 * bytes [ptr + start, ptr + start + span) travel (vcl_rect_extent).
 *
 * Reads: a blocking read's data is read from the reply straight into guest memory; a non-blocking
 * read's data arrives on the notify channel when the host command completes, and its event is not
 * complete for the application before the data has landed (spec 5.2.2).
 * Writes: the bytes travel with the command (the application may reuse ptr as soon as the call
 * returns, whether or not it blocked).
 * With a shared-memory bulk area (shm:, vm: with ivshmem), items of at least VCL_REGION_MIN bytes
 * go through a chunk of it instead (vcl_fe_area.c): a write's data is copied into the chunk, a
 * read's host command writes into the chunk and the front-end copies it out; when no chunk is free
 * the same call takes the inline path.
 * Maps: the guest gets guest memory (the CL_MEM_USE_HOST_PTR memory itself, or a fresh allocation)
 * filled by a read; unmapping a write-mapping writes it back (spec 5.2.4, 5.4).
 */
#include <stdlib.h>
#include <string.h>

#include "vcl_fe.h"
#include "vcl_shapes.h"
#include "vcl_time.h"
#include "gen/vn_frontend.h"

#define SET_ERR(p, e)                                                                              \
	do {                                                                                       \
		if (p)                                                                             \
			*(p) = (e);                                                                \
	} while (0)

struct xfer {
	uint16_t op;
	cl_command_queue q;
	cl_mem mem;
	cl_bool blocking;
	cl_uint nwait;
	const cl_event *wait;
	cl_event *event;
	bool for_map; /* the read that fills a mapping: the map has checked the host access */
	/* a split transfer's pieces: how long a piece waits for a chunk of the area to be freed (ns),
	 * 0 once one waited in vain (xfer_pieces); NULL: VCL_AREA_WAIT_NS */
	uint64_t *area_wait;
	/* a piece of a streamed blocking transfer (xfer_streamed): its call is left in flight here */
	struct xfer_defer *defer;
	/* a piece of a bracketed transfer (bracket_begin): it runs on the queue's twin */
	bool twin;
	/* a later piece of a split transfer, waiting for the previous one (chain_piece) */
	bool chained;
};

/* A blocking transfer's call in flight (vcl_call_start, or vcl_call_start_lane on lane - 1), a
 * read's reply to come straight into guest memory: defer_end waits for it. */
struct xfer_defer {
	struct vcl_call c;
	struct vcl_obj *ev; /* the transfer's event, or NULL */
	cl_event *event;    /* where the application wants it, or NULL */
	unsigned lane;      /* 0: the request channel; k: lane k - 1 */
	bool write;
	bool live;          /* in flight: defer_end must be called */
};

/* Leave c, the call of piece x of a streamed transfer, in flight: CL_SUCCESS, or c's failure
 * (nothing in flight). */
static cl_int defer_start(struct vcl_call *c, const struct xfer *x, struct vcl_obj *ev, bool write)
{
	struct xfer_defer *d = x->defer;
	cl_int ret = d->lane ? vcl_call_start_lane(c, d->lane - 1) : vcl_call_start(c);

	if (ret == CL_SUCCESS) {
		d->ev = ev;
		d->event = x->event;
		d->write = write;
		d->live = true;
	}
	return ret;
}

cl_int vcl_mem_host_access(const struct _cl_mem *m, bool read)
{
	cl_mem_flags no = read ? CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS
			       : CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;

	return (m->access & no) ? CL_INVALID_OPERATION : CL_SUCCESS;
}

static cl_int xfer_check(const struct xfer *x, const void *ptr)
{
	bool read = x->op == VN_OP_clEnqueueReadBuffer || x->op == VN_OP_clEnqueueReadBufferRect ||
		    x->op == VN_OP_clEnqueueReadImage, local;

	if (!vcl_obj_ok(x->q, VN_T_QUEUE, false))
		return CL_INVALID_COMMAND_QUEUE;
	if (!vcl_obj_ok(x->mem, VN_T_MEM, false))
		return CL_INVALID_MEM_OBJECT;
	if (!ptr)
		return CL_INVALID_VALUE;
	if ((x->wait && !x->nwait) || (!x->wait && x->nwait) ||
	    !vcl_objs_ok((const void *const *)x->wait, x->nwait, VN_T_EVENT, true))
		return CL_INVALID_EVENT_WAIT_LIST;
	/* events of another context: the host waits for a blocking transfer's wait list before the
	 * transfer itself, so one never set blocked it forever instead of this (spec 5.2.2) */
	if (vcl_wait_list_context((const void *)x->q, x->nwait, (const void *const *)x->wait,
				  &local) != CL_SUCCESS)
		return CL_INVALID_CONTEXT;
	if (!x->for_map)
		return vcl_mem_host_access((const struct _cl_mem *)x->mem, read);
	return CL_SUCCESS;
}

/* The typed arguments every transfer has (struct vn_args_NAME of api/opencl.api), from x and its
 * new event EV: MEM names the memory object's field, BLOCKING the blocking flag's. */
#define XFER_ARGS(X, EV, MEM, BLOCKING)                                                         \
	.event_id = (EV) ? (EV)->id : 0, .command_queue = (X)->q, .MEM = (X)->mem,            \
	.BLOCKING = (X)->blocking, .num_events_in_wait_list = (X)->nwait,                       \
	.event_wait_list = (X)->wait

/*
 * A transfer's message: its typed arguments, the generated encoder of their struct, and their data
 * item, which read_send or write_send fills in (inline or a chunk of the area). place: the values
 * that place a write (offset; origins, region, pitches), nplace of them, for its speculation.
 */
struct xfer_msg {
	void (*enc)(struct vcl_enc *e, const void *args);
	const void *args;
	struct vn_data *data;
	const size_t *place;
	size_t nplace;
};

#define XFER_ENC(NAME)                                                                             \
	static void enc_##NAME(struct vcl_enc *e, const void *args)                                \
	{                                                                                          \
		vn_enc_##NAME(e, args);                                                            \
	}
XFER_ENC(clEnqueueReadBuffer)
XFER_ENC(clEnqueueWriteBuffer)
XFER_ENC(clEnqueueReadBufferRect)
XFER_ENC(clEnqueueWriteBufferRect)
XFER_ENC(clEnqueueReadImage)
XFER_ENC(clEnqueueWriteImage)

/* Encode m into c (a call of x->op) with its data item: p NULL (a read without preimage), inline
 * bytes at p, or the area's chunk (chunk >= 0). */
static void xfer_encode(struct vcl_call *c, const struct xfer *x, const struct xfer_msg *m,
			const void *p, size_t span, int64_t chunk)
{
	*m->data = chunk >= 0 ? (struct vn_data){ vcl_area_ptr((uint64_t)chunk), span, (uint64_t)chunk }
			      : (struct vn_data){ p, span, VCL_DEC_NOT_IN_REGION };
	vcl_call_init(c, x->op);
	m->enc(&c->enc, m->args);
	if (x->twin)
		((struct vcl_msg_hdr *)c->enc.buf)->flags |= VCL_MSG_F_TWIN;
	/* a write's later piece: the host enqueues it at once behind the previous one */
	if (x->chained && vcl_msg_chain_op(x->op))
		((struct vcl_msg_hdr *)c->enc.buf)->flags |= VCL_MSG_F_CHAIN;
}

/* Transfers of at least this many bytes wait for room in the area (vcl_area_alloc_wait), as long
 * as some chunk is freed every VCL_AREA_WAIT_NS. */
#define VCL_AREA_WAIT_MIN ((size_t)1 << 20)
#define VCL_AREA_WAIT_NS ((uint64_t)50 * 1000 * 1000)

/* A transfer's chunk of the area, or -1 (inline). A large one waits for room rather than going
 * inline, several times slower (issue 10: a 1 GiB non-blocking write in 256 MiB pieces found the
 * area full at its third piece; a 512 MiB non-blocking read at its second) - except on the notify
 * thread, which is the one that would bring the BULK_DONEs and READ_DONEs that free chunks. */
static int64_t xfer_chunk(const struct xfer *x, size_t span)
{
	if (span >= VCL_AREA_WAIT_MIN &&
	    !vcl_fe_on_notify_thread(((const struct vcl_obj *)x->q)->srv)) {
		int64_t off;
		if (!x->area_wait)
			return vcl_area_alloc_wait(span, VCL_AREA_WAIT_NS);
		if (!*x->area_wait)
			return vcl_area_alloc(span);
		if ((off = vcl_area_alloc_wait(span, *x->area_wait)) < 0)
			*x->area_wait = 0;
		return off;
	}
	return vcl_area_alloc(span);
}

/*
 * Finish a read whose op-specific parameters are encoded: dst is guest memory of span bytes.
 * A non-blocking read always gets an event (an internal one if the application wants none) so its
 * data can be matched when it arrives.
 */
static cl_int read_end(struct vcl_call *c, struct vcl_obj *ev, cl_event *event, cl_int ret);

static cl_int read_send(struct vcl_call *c, const struct xfer *x, struct vcl_obj *ev,
			const struct xfer_msg *m, void *dst, size_t span, size_t dense)
{
	struct _cl_event *e = (struct _cl_event *)ev;
	/* dst in the area already (a zero-copy mapping): the host reads straight into it */
	int64_t inplace = vcl_area_offset_of(dst, span);
	int64_t chunk = inplace >= 0 ? inplace : xfer_chunk(x, span);
	cl_int ret;

	/* rows with gaps between them: the host fills only the rows, and the whole span comes back,
	 * so the gaps travel too and come back as the application had them */
	/* in the area, the host reads straight into the chunk; its bytes are the preimage */
	if (chunk >= 0 && span != dense && inplace < 0)
		vcl_bulk_copy(vcl_area_ptr((uint64_t)chunk), dst, span);
	xfer_encode(c, x, m, span != dense ? dst : NULL, span, chunk);
	if (x->blocking) {
		if (chunk < 0) {
			c->sink = dst;
			c->sink_len = span;
		} else if (inplace < 0 && vcl_bulk_copy_parallel()) {
			/* region reply parts: the reader copies each piece out while the device reads
			 * the next (on two cores the copy has no core of its own: copied after) */
			c->sink = dst;
			c->sink_len = span;
			c->sink_area = vcl_area_ptr((uint64_t)chunk);
		}
		/* a buffer's read may stream (api/opencl.api REPLY_PART): the back-end decides */
		if (c->op == VN_OP_clEnqueueReadBuffer && (chunk < 0 || c->sink_area))
			((struct vcl_msg_hdr *)c->enc.buf)->flags |= VCL_MSG_F_PARTS;
		if (x->defer && chunk < 0) {
			/* a piece of a streamed read: waited for by defer_end */
			if ((ret = defer_start(c, x, ev, false)) == CL_SUCCESS)
				return CL_SUCCESS;
		} else {
			ret = vcl_call_sync(c);
		}
		if (chunk >= 0 && inplace < 0) {
			/* what reply parts did not copy out (all of it, or none): the rest */
			if (ret == CL_SUCCESS && c->sink_copied != span)
				vcl_bulk_copy(dst, vcl_area_ptr((uint64_t)chunk), span);
			vcl_area_free((uint64_t)chunk);
		}
	} else {
		/* expect the data before asking for it: it can arrive before the reply */
		vcl_read_expect(e, (struct _cl_command_queue *)x->q, dst, span, chunk);
		ret = vcl_call_sync(c);
		if (ret != CL_SUCCESS) {
			pthread_mutex_lock(&vcl_fe.lock);
			e->read_pending = false;
			((struct _cl_command_queue *)x->q)->pending_reads--;
			if (e->read_in_area) {
				if (inplace < 0)
					vcl_area_free(e->read_chunk);
				e->read_in_area = false;
			}
			pthread_mutex_unlock(&vcl_fe.lock);
			vcl_obj_unref(ev);
		}
	}
	return read_end(c, ev, x->event, ret);
}

/* A read's call answered (ret): its event to the application, or let go. */
static cl_int read_end(struct vcl_call *c, struct vcl_obj *ev, cl_event *event, cl_int ret)
{
	vcl_call_fini(c);
	if (ret != CL_SUCCESS) {
		if (ev)
			vcl_obj_discard(ev);
		return ret;
	}
	if (ev)
		vcl_ev_sent(ev); /* as the table's enqueues mark theirs (vcl_fe.h struct _cl_event) */
	if (event)
		*event = (cl_event)ev;
	else if (ev)
		vcl_obj_release_app(ev, VN_T_EVENT, VN_OP_clReleaseEvent); /* internal event */
	return CL_SUCCESS;
}

static cl_int write_end(struct vcl_call *c, struct vcl_obj *ev, cl_event *event, cl_int ret);

/* Wait for a streamed transfer's piece that read_send or write_send left in flight. */
static cl_int defer_end(struct xfer_defer *d)
{
	cl_int ret = vcl_call_wait(&d->c);

	d->live = false;
	return d->write ? write_end(&d->c, d->ev, d->event, ret)
			: read_end(&d->c, d->ev, d->event, ret);
}

static struct vcl_obj *xfer_event(const struct xfer *x, bool need)
{
	if (!x->event && !need)
		return NULL;
	return vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)x->q);
}

/*
 * A split transfer's bracket (docs/design.md "Guest memory"). The specification makes each enqueue
 * one command: another thread's command on the same queue comes before or after all of a split
 * transfer's pieces, never between two (a fill between two pieces of a write would leave part of
 * each). XFER_BEGIN (api/opencl.api) enqueues, in one step on the host, a marker and a barrier
 * behind a gate; the pieces run on the queue's twin (VCL_MSG_F_TWIN), each behind the marker (and
 * the first behind the transfer's wait list: a marker behind a user event that fails, with a
 * barrier behind it, crashed PoCL 3.1); XFER_END opens the gate once the last piece has
 * completed. One round trip per split transfer (2 MiB at least) on a queue two threads use.
 */
struct bracket {
	bool on;         /* begun: bracket_end ends it */
	struct _cl_command_queue *solo; /* unbracketed, the queue's one thread's: counted there */
	cl_event marker; /* what the pieces wait for */
	cl_event last;   /* the last piece's event (the pieces' transfer's event) */
	cl_event *wl;    /* the pieces' wait list: the marker, then the transfer's */
};

/* The longest a thread's first command on a queue waits for another thread's unbracketed split
 * transfers (vcl_queue_used): past it the command goes (a transfer that waits for what this thread
 * does next, a user event it sets, would otherwise never end). */
#define VCL_SOLO_SPLIT_WAIT_NS (500L * 1000 * 1000)
static pthread_mutex_t solo_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t solo_done = PTHREAD_COND_INITIALIZER;

static uint64_t vcl_thread_tag(void)
{
	static _Atomic uint64_t next = 1;
	static _Thread_local uint64_t tag;

	if (!tag)
		tag = atomic_fetch_add(&next, 1);
	return tag;
}

void vcl_queue_used(struct _cl_command_queue *q)
{
	uint64_t me = vcl_thread_tag(), u = atomic_load(&q->user);

	if (u == me || atomic_load(&q->shared))
		return;
	if (!u && atomic_compare_exchange_strong(&q->user, &u, me))
		return;
	/* a second thread: seq_cst against bracket_begin's increment, then its look at shared */
	atomic_store(&q->shared, true);
	if (atomic_load(&q->solo_splits) > 0) {
		struct timespec until = vcl_deadline(CLOCK_REALTIME, VCL_SOLO_SPLIT_WAIT_NS);
		pthread_mutex_lock(&solo_lock);
		while (atomic_load(&q->solo_splits) > 0 &&
		       pthread_cond_timedwait(&solo_done, &solo_lock, &until) == 0)
			;
		pthread_mutex_unlock(&solo_lock);
	}
}

/* An unbracketed split transfer of q's one thread is over: a second thread may wait for that. */
static void solo_end(struct _cl_command_queue *q)
{
	if (atomic_fetch_sub(&q->solo_splits, 1) == 1 && atomic_load(&q->shared)) {
		pthread_mutex_lock(&solo_lock);
		pthread_cond_broadcast(&solo_done);
		pthread_mutex_unlock(&solo_lock);
	}
}

/*
 * Begin x's bracket: *bx is the transfer the pieces take (x itself where there is none: x a piece
 * of one already, a queue whose device has no twin, or one only this thread has enqueued on: no
 * other command can land between the pieces then). A blocking transfer's wait list, and one
 * with events the queue's session does not hold, is waited for here first (a blocking transfer
 * behind a failed event fails with CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, spec 5.2.2, and
 * no event); another goes with the pieces. Errors: the bracket's (CL_INVALID_COMMAND_QUEUE, ...),
 * CL_OUT_OF_HOST_MEMORY.
 */
static cl_int bracket_begin(const struct xfer *x, struct xfer *bx, struct bracket *br)
{
	struct _cl_command_queue *q = (struct _cl_command_queue *)x->q;
	struct vcl_obj *m;
	bool local = true;
	cl_int ret;

	*bx = *x;
	br->on = false;
	br->solo = NULL;
	br->marker = br->last = NULL;
	br->wl = NULL;
	if (x->twin || atomic_load(&q->no_twin))
		return CL_SUCCESS;
	vcl_queue_used(q);
	if (!atomic_load(&q->shared)) {
		atomic_fetch_add(&q->solo_splits, 1);
		if (!atomic_load(&q->shared)) {
			br->solo = q;
			return CL_SUCCESS;
		}
		solo_end(q); /* another thread came meanwhile */
	}
	for (cl_uint i = 0; i < x->nwait; i++)
		local &= ((const struct vcl_obj *)x->wait[i])->srv == q->o.srv;
	if (x->nwait && (x->blocking || !local)) {
		if (vcl_fe_clWaitForEvents(x->nwait, x->wait) != CL_SUCCESS)
			return CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
		bx->nwait = 0;
		bx->wait = NULL;
	}
	if (!(br->wl = malloc((bx->nwait + 1) * sizeof(*br->wl))))
		return CL_OUT_OF_HOST_MEMORY;
	if (!(m = vcl_obj_new(VN_T_EVENT, &q->o))) {
		free(br->wl);
		return CL_OUT_OF_HOST_MEMORY;
	}
	{
		struct vn_args_msg_xfer_begin a = { .queue = x->q, .marker_id = m->id };
		struct vcl_call c;

		vcl_call_init(&c, VCL_OP_XFER_BEGIN);
		vn_enc_msg_xfer_begin(&c.enc, &a);
		ret = vcl_call_sync(&c);
		vcl_call_fini(&c);
	}
	if (ret != CL_SUCCESS) {
		vcl_obj_discard(m);
		free(br->wl);
		br->wl = NULL;
		if (ret != CL_INVALID_QUEUE_PROPERTIES)
			return ret;
		/* an out-of-order queue, or no twin on its device: the pieces go unbracketed */
		atomic_store(&q->no_twin, true);
		*bx = *x;
		return CL_SUCCESS;
	}
	br->on = true;
	br->marker = (cl_event)m;
	br->wl[0] = br->marker;
	for (cl_uint i = 0; i < bx->nwait; i++)
		br->wl[i + 1] = bx->wait[i];
	bx->twin = true;
	bx->nwait++;
	bx->wait = br->wl;
	bx->event = &br->last;
	return CL_SUCCESS;
}

/* End x's bracket after its pieces (ret: the transfer's result): the gate opens once the last piece
 * has completed (a non-blocking transfer), or at once (a blocking one, or one that failed); the
 * application gets the last piece's event. Returns ret. */
static cl_int bracket_end(const struct xfer *x, struct bracket *br, cl_int ret)
{
	cl_event last = br->last;

	if (br->solo)
		solo_end(br->solo);
	if (!br->on)
		return ret;
	{
		struct vn_args_msg_xfer_end a = {
			.marker = ((struct vcl_obj *)br->marker)->id,
			.after = ret == CL_SUCCESS && !x->blocking ? last : NULL
		};
		struct vcl_call c;

		vcl_call_init(&c, VCL_OP_XFER_END);
		vcl_call_route(&c, x->q);
		vn_enc_msg_xfer_end(&c.enc, &a);
		vcl_call_async(&c);
		vcl_call_fini(&c);
	}
	vcl_obj_release_app(br->marker, VN_T_EVENT, VN_OP_clReleaseEvent);
	free(br->wl);
	if (last && ret == CL_SUCCESS && x->event) {
		((struct _cl_event *)last)->on_twin = true;
		*x->event = last;
	} else if (last) {
		vcl_obj_release_app(last, VN_T_EVENT, VN_OP_clReleaseEvent);
	}
	return ret;
}

/*
 * A buffer transfer whose host memory lies in one coarse-grained SVM allocation: a copy between the
 * buffer and the allocation's buffer on the host (vcl_fe_svm.c), so that it moves the allocation's
 * own bytes, as the device sees them, not the guest's view of them (docs/design.md, "Shared virtual
 * memory"). Maps and unmaps (for_map) move the guest's view itself. *done: the transfer was this.
 */
static cl_int svm_xfer(const struct xfer *x, bool read, size_t offset, size_t size, const void *ptr,
		       bool *done)
{
	/* the copy's event is ours until it is the application's (vcl_blocking_copy_end) */
	cl_event own = NULL, *evp = x->event || x->blocking ? &own : NULL;
	cl_mem sbuf = NULL;
	size_t soff = 0;
	cl_int ret;

	*done = false;
	if (x->for_map || vcl_svm_locate(ptr, size, &sbuf, &soff) != CL_SUCCESS || !sbuf)
		return CL_SUCCESS;
	*done = true;
	/* a blocking one behind a failed event: the error, no command, no event (spec 5.2.2) */
	if ((ret = vcl_blocking_wait_list(x->blocking, x->nwait, x->wait)) != CL_SUCCESS) {
		vcl_svm_unlocate(sbuf);
		return ret;
	}
	ret = read ? vcl_fe_clEnqueueCopyBuffer(x->q, x->mem, sbuf, offset, soff, size, x->nwait,
						x->wait, evp)
		   : vcl_fe_clEnqueueCopyBuffer(x->q, sbuf, x->mem, soff, offset, size, x->nwait,
						x->wait, evp);
	vcl_svm_unlocate(sbuf);
	return vcl_blocking_copy_end(ret, x->blocking, x->event, own,
				     read ? CL_COMMAND_READ_BUFFER : CL_COMMAND_WRITE_BUFFER);
}

cl_int vcl_blocking_wait_list(cl_bool blocking, cl_uint nwait, const cl_event *wait)
{
	if (!blocking || !nwait || !wait ||
	    !vcl_objs_ok((const void *const *)wait, nwait, VN_T_EVENT, false))
		return CL_SUCCESS;
	return vcl_fe_clWaitForEvents(nwait, wait) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST
		       ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST
		       : CL_SUCCESS;
}

cl_int vcl_blocking_copy_end(cl_int ret, cl_bool blocking, cl_event *event, cl_event own,
			     cl_command_type type)
{
	if (ret != CL_SUCCESS)
		return ret; /* nothing enqueued: own was not made */
	if (blocking && vcl_fe_clWaitForEvents(1, &own) != CL_SUCCESS)
		ret = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
	if (ret == CL_SUCCESS && event) {
		own->cmd_type = type;
		*event = own; /* the application's now */
	} else if (own) {
		vcl_fe_clReleaseEvent(own);
	}
	return ret;
}

static cl_int read_buffer(struct xfer *x, size_t offset, size_t size, void *ptr);

/*
 * Transfers larger than one message may carry (a wire limit must never show through the API), or
 * than the connection lets one message hold it (vcl_fe_xfer_piece: over tcp: a smaller piece, so
 * that another thread's call waits behind one piece, not a whole transfer): pieces of
 * VCL_XFER_PIECE(x) bytes, each waiting for the one before (so the last one's completion
 * - and, for a non-blocking read, its data landing - means the whole transfer's, on in-order and
 * out-of-order queues alike); the first waits for the application's wait list, and the last one's
 * event is the application's, with the first one's kept on it (keep_first).
 */
/* the piece size of the session of x's queue */
#define VCL_XFER_PIECE(x) vcl_fe_xfer_piece(((const struct vcl_obj *)(x)->q)->srv)
typedef cl_int (*piece_fn)(struct xfer *x, size_t offset, size_t size, void *ptr);

/*
 * A split transfer's event is its last piece's, whose profiling times are one piece's: the whole
 * command's QUEUED, SUBMIT and START (spec 5.14) are its first piece's. So the first piece's event
 * is kept on the transfer's (struct _cl_event first: released with it, answered in vcl_fe_hand.c):
 * ev the transfer's event (NULL: none, or the transfer failed), first the first piece's (NULL:
 * none), which is released where there is no ev.
 */
static void keep_first(cl_event ev, cl_event first)
{
	struct _cl_event *e = (struct _cl_event *)ev;

	if (!first)
		return;
	if (!e) {
		vcl_obj_release_app(first, VN_T_EVENT, VN_OP_clReleaseEvent);
		return;
	}
	/* the last piece split again (its first is later than this one): this one */
	if (e->first)
		vcl_obj_release_app(e->first, VN_T_EVENT, VN_OP_clReleaseEvent);
	e->first = (struct _cl_event *)first;
}

/* Whether a split transfer on x's queue keeps its first piece's event: it has an event, whose
 * profiling times someone can ask for (CL_QUEUE_PROFILING_ENABLE; without it they are
 * CL_PROFILING_INFO_NOT_AVAILABLE). Elsewhere the first piece needs no event: a streamed read's
 * piece with one goes whole, not in reply parts. The queue's properties are asked once (cached). */
static bool keeps_first(const struct xfer *x)
{
	cl_command_queue_properties p = 0;

	return x->event &&
	       vcl_fe_clGetCommandQueueInfo(x->q, CL_QUEUE_PROPERTIES, sizeof(p), &p, NULL) ==
		       CL_SUCCESS &&
	       (p & CL_QUEUE_PROFILING_ENABLE);
}

/* The chain of one split command's pieces: each piece waits for the previous one's event. */
struct piece_chain {
	cl_event prev, ev; /* the previous piece's event; the current one's */
	cl_event first;    /* the first piece's, kept for the transfer's event (keep_first) */
	bool keep;         /* keep the first piece's (keeps_first: an event, a profiling queue) */
};

/* The transfer of the next piece, px a copy of the whole one x: it waits for the previous piece
 * (the first, for x's wait list); the last gives x's event, the others one of the chain's. */
static void chain_piece(struct piece_chain *c, struct xfer *px, const struct xfer *x, bool last)
{
	*px = *x;
	c->ev = NULL;
	if (!c->prev)
		c->keep = keeps_first(x);
	if (c->prev) {
		px->nwait = 1;
		px->wait = &c->prev;
		px->chained = true;
	}
	px->event = last ? x->event : &c->ev;
}

/* After a piece was enqueued: the previous event is no longer needed (the first piece's is kept
 * where the transfer has an event). */
static void chain_next(struct piece_chain *c)
{
	if (c->prev && c->keep && !c->first)
		c->first = c->prev;
	else if (c->prev)
		vcl_obj_release_app(c->prev, VN_T_EVENT, VN_OP_clReleaseEvent);
	c->prev = c->ev;
}

/* After the last piece (ret: the transfer's result, x the whole transfer): the chain's events
 * let go, the first piece's kept on x's event (keep_first). Returns ret. */
static cl_int chain_end(struct piece_chain *c, const struct xfer *x, cl_int ret)
{
	c->ev = NULL;
	chain_next(c);
	keep_first(ret == CL_SUCCESS && x->event ? *x->event : NULL, c->first);
	return ret;
}

/*
 * Through the shared area, pieces of at most an eighth of it (VCL_AREA_PIECE_MAX at most), so that
 * several are in flight: the guest copies one into the area while the host takes another, and no
 * piece waits for half the area to come free (issue 10: a 512 MiB transfer in two 256 MiB pieces
 * found no room for the second beside the rings and went inline, 4-10x native). A write's pieces
 * before the last are not waited for even when the write is blocking: their bytes are in the area
 * once they are sent, and the last one, which waits for them on the host, is waited for.
 *
 * A non-blocking read in pieces through the area, or of more than VCL_READ_UNBOUNDED_MAX bytes
 * (half of what the daemon queues for a notify channel before it ends the session), has at most
 * VCL_PIECES_IN_FLIGHT pieces (VCL_PIECE_BYTES_IN_FLIGHT bytes) whose data has not landed: the next waits for the oldest (its
 * chunk comes free then), so that none finds the area full and goes inline, and the host never
 * holds more of its data for the notify channel than the guest takes (a 1.25 GiB read over TLS
 * on a loaded machine queued 1 GiB there, and the daemon ended the session as one that does not
 * read its channel). Pieces wait as long as the host makes progress (a chunk freed, a piece landed)
 * every VCL_AREA_PIECE_WAIT_NS, a slow host's pace; once one waited in vain - the transfer may
 * wait for what the application has not done yet, a user event it sets after this call returns -
 * the rest takes what room there is without waiting.
 */
#define VCL_AREA_PIECE_WAIT_NS ((uint64_t)250 * 1000 * 1000)
#define VCL_AREA_PIECE_MAX ((size_t)32 << 20)
#define VCL_PIECES_IN_FLIGHT 4
#define VCL_PIECE_BYTES_IN_FLIGHT ((size_t)256 << 20)
#define VCL_READ_UNBOUNDED_MAX ((size_t)512 << 20)

/*
 * A transfer split into pieces must fail as a whole where the whole one would (spec 5.2.2, 5.3.3:
 * CL_INVALID_VALUE if the region lies outside the memory object, and nothing is read or written):
 * each piece on its own may be valid, so the whole region is checked here before any piece goes.
 * A buffer's size and an image's dimensions never change (spec 5.2.1, 5.3.1).
 */
static bool buffer_holds(const struct xfer *x, size_t offset, size_t size)
{
	const struct _cl_mem *m = (const struct _cl_mem *)x->mem;
	size_t n = m->size;

	/* 0: not known in the guest (a buffer made from a GL buffer): the host's CL_MEM_SIZE */
	if (!n && vcl_fe_clGetMemObjectInfo(x->mem, CL_MEM_SIZE, sizeof(n), &n, NULL) != CL_SUCCESS)
		return false;
	return offset <= n && size <= n - offset;
}

static bool image_holds(cl_mem image, const size_t *origin, const size_t *region)
{
	cl_mem_object_type type = 0;
	size_t dim[3] = { 1, 1, 1 }, arr = 0;

	/* a host that cannot say (CL_IMAGE_ARRAY_SIZE is OpenCL 1.2): each piece is checked by the
	 * host alone, as before this check existed, rather than every large transfer refused */
	if (vcl_fe_clGetMemObjectInfo(image, CL_MEM_TYPE, sizeof(type), &type, NULL) ||
	    vcl_fe_clGetImageInfo(image, CL_IMAGE_WIDTH, sizeof(dim[0]), &dim[0], NULL) ||
	    vcl_fe_clGetImageInfo(image, CL_IMAGE_HEIGHT, sizeof(dim[1]), &dim[1], NULL) ||
	    vcl_fe_clGetImageInfo(image, CL_IMAGE_DEPTH, sizeof(dim[2]), &dim[2], NULL) ||
	    ((type == CL_MEM_OBJECT_IMAGE1D_ARRAY || type == CL_MEM_OBJECT_IMAGE2D_ARRAY) &&
	     vcl_fe_clGetImageInfo(image, CL_IMAGE_ARRAY_SIZE, sizeof(arr), &arr, NULL)))
		return true;
	/* the dimensions an origin and region index: unused ones are 0 (a region's are 1) */
	if (type == CL_MEM_OBJECT_IMAGE1D_ARRAY)
		dim[1] = arr;
	else if (type == CL_MEM_OBJECT_IMAGE2D_ARRAY)
		dim[2] = arr;
	for (int i = 0; i < 3; i++) {
		size_t d = dim[i] ? dim[i] : 1;
		if (origin[i] > d || region[i] > d - origin[i])
			return false;
	}
	return true;
}

/* The piece of a split transfer: through the area (*area), an eighth of it (VCL_AREA_PIECE_MAX at
 * most), whatever the socket's piece - the bytes do not travel in the message (with the socket's
 * 16 MiB instead of 32 MiB, a 256 MiB read through the area ran at 0.35 instead of 0.50x native on
 * two cores); else the socket's piece. */
static size_t xfer_piece(const struct xfer *x, const void *ptr, size_t size, bool *area)
{
	size_t piece = VCL_XFER_PIECE(x), a = (size_t)(vcl_area_size() / 8);

	if (a > VCL_AREA_PIECE_MAX)
		a = VCL_AREA_PIECE_MAX;
	*area = a >= VCL_REGION_MIN && vcl_area_offset_of(ptr, size) < 0;
	return *area ? a : piece;
}

/*
 * The largest read that goes whole. Through the area, up to VCL_AREA_READ_WHOLE_MAX: one command on
 * the host, so that no other thread's command lands between pieces of it, streamed back in reply
 * parts where the guest has copy threads (read_send: the reader copies each part out while the
 * device reads the next). On two cores a 256 MiB read through the area in 32 MiB pieces ran at
 * 0.32x native against 0.56x whole; on the H200 machine, reads of 16-256 MiB whole with parts ran
 * as fast as the guest-side pipeline of 8 MiB pieces they replaced (1.10-2.03x against
 * 1.19-1.90x native, three interleaved rounds; bench/results/h200-pipe-20261203e-*). Through the
 * socket, its piece.
 */
#define VCL_AREA_READ_WHOLE_MAX ((size_t)256 << 20)
static size_t read_whole_max(const struct xfer *x, const void *ptr, size_t size)
{
	bool area;
	size_t piece = xfer_piece(x, ptr, size, &area);

	return area && piece < VCL_AREA_READ_WHOLE_MAX ? VCL_AREA_READ_WHOLE_MAX : piece;
}

static cl_int xfer_pieces_in(const struct xfer *x, size_t offset, size_t size, void *ptr,
			     piece_fn fn, bool write)
{
	struct piece_chain c = { 0 };
	bool area;
	size_t piece = xfer_piece(x, ptr, size, &area), k = 0;
	size_t depth = VCL_PIECE_BYTES_IN_FLIGHT / piece;
	bool bound = !write && !x->blocking && (area || size > VCL_READ_UNBOUNDED_MAX);
	struct _cl_event *fly[VCL_PIECES_IN_FLIGHT] = { NULL };
	uint64_t wait = VCL_AREA_PIECE_WAIT_NS;
	cl_int ret = CL_SUCCESS;

	depth = depth < 1 ? 1 : depth > VCL_PIECES_IN_FLIGHT ? VCL_PIECES_IN_FLIGHT : depth;

	for (size_t done = 0, n; done < size && ret == CL_SUCCESS; done += n) {
		struct xfer px;
		bool last;
		n = size - done < piece ? size - done : piece;
		last = done + n == size;
		chain_piece(&c, &px, x, last);
		px.area_wait = &wait;
		if (write && !last)
			px.blocking = CL_FALSE;
		if (bound && fly[k % depth]) {
			/* its failure is the chain's: the later pieces wait for its event */
			if (!vcl_read_landed_within(fly[k % depth], wait))
				bound = false, wait = 0;
			vcl_obj_unref(&fly[k % depth]->o);
			fly[k % depth] = NULL;
		}
		ret = fn(&px, offset + done, n, (char *)ptr + done);
		if (bound && !last && ret == CL_SUCCESS && c.ev) {
			fly[k % depth] = (struct _cl_event *)c.ev;
			vcl_obj_ref(&fly[k % depth]->o);
			k++;
		}
		chain_next(&c);
	}
	for (size_t i = 0; i < VCL_PIECES_IN_FLIGHT; i++)
		if (fly[i])
			vcl_obj_unref(&fly[i]->o);
	return chain_end(&c, x, ret);
}

/* xfer_pieces_in in x's bracket (bracket_begin). */
static cl_int xfer_pieces(const struct xfer *x, size_t offset, size_t size, void *ptr, piece_fn fn,
			  bool write)
{
	struct bracket br;
	struct xfer bx;
	cl_int ret = bracket_begin(x, &bx, &br);

	if (ret != CL_SUCCESS)
		return ret;
	return bracket_end(x, &br, xfer_pieces_in(&bx, offset, size, ptr, fn, write));
}

/*
 * A blocking transfer in pieces through the socket, streamed: several pieces in flight, so that
 * the host reads (or writes) one piece on the device while another crosses the socket (issue 10:
 * one piece after the other, a 256 MiB read over unix ran at 0.23-0.31x native on the H200, the
 * device's time plus the socket's). Each piece is a blocking transfer of its own behind the
 * application's wait list: they need no order among them, since each reads what the commands
 * before the transfer left (or writes bytes no other piece writes) and none is seen before all have
 * returned. The application's event is the last piece's, with the first one's kept on it
 * (keep_first: where the application wants an event on a profiling queue, keeps_first, the first
 * piece has one too, so the host sends that piece whole rather than in reply parts). The first failure is the transfer's: the
 * pieces in flight are waited for, none is sent after.
 *
 * With the session's lanes (vcl_fe_lanes_take: VIRTCL_LANES, over unix: and tcp:), one piece in
 * flight on each, so that the pieces cross several sockets at once, each with its own TLS records
 * and threads on both ends (one socket pair moved 5.3 GB/s in 256 MiB messages on the H200 machine,
 * and one core's AES-GCM with the copies 1.5-1.8 GB/s); else VCL_READ_STREAM_DEPTH pieces on the
 * request channel (a read only: a write without lanes goes as xfer_pieces chains it, not waited
 * for piece by piece). Returns *streamed false (nothing done) for a write without lanes.
 */
#define VCL_READ_STREAM_DEPTH 2

/*
 * The piece of a blocking transfer through the socket on the lanes: the transfer split evenly over
 * them (in multiples of 64 KiB, VCL_LANE_PIECE_MIN at least, the socket's piece at most), for
 * transfers of VCL_LANE_SPLIT_MIN bytes and more; 0: not on the lanes (none, the area, not
 * blocking, smaller, or a piece of one already). On the H200 machine a 16 MiB read over unix
 * went whole (one 16 MiB piece) at 0.25x native while 64 MiB in four lanes' pieces ran at 0.42x.
 * Smaller pieces cost more than they gain there: lanes from 512 KiB in pieces of 256 KiB and more
 * moved 1 MiB over unix at 0.23-0.45x (write) and 0.41-0.57x (read) against 0.36-0.44x and
 * 0.40-0.42x whole, and 4 MiB (eight 512 KiB pieces) read at 0.48-0.66x against 0.72-0.86x
 * (three rounds interleaved, bench/results/h200-lanes-split-20261203p.txt).
 */
#define VCL_LANE_SPLIT_MIN ((size_t)2 << 20)
#define VCL_LANE_PIECE_MIN ((size_t)1 << 20)
static size_t lane_piece(const struct xfer *x, const void *ptr, size_t size)
{
	bool area;
	size_t piece = xfer_piece(x, ptr, size, &area), p;
	unsigned n;

	if (area || !x->blocking || x->defer || size < VCL_LANE_SPLIT_MIN ||
	    !(n = vcl_fe_lanes(((const struct vcl_obj *)x->q)->srv)))
		return 0;
	p = (size + n - 1) / n;
	p = (p + 0xffff) & ~(size_t)0xffff;
	p = p < VCL_LANE_PIECE_MIN ? VCL_LANE_PIECE_MIN : p;
	return p < piece ? p : piece;
}

static cl_int xfer_streamed(const struct xfer *x, size_t offset, size_t size, void *ptr,
			    size_t piece, piece_fn fn, bool write, bool *streamed)
{
	const struct xfer *x0 = x;
	unsigned srv = ((const struct vcl_obj *)x->q)->srv;
	unsigned lanes = vcl_fe_lanes_take(srv);
	unsigned depth = lanes ? lanes : VCL_READ_STREAM_DEPTH, head = 0, count = 0, k = 0;
	struct xfer_defer win[VCL_MAX_LANES > VCL_READ_STREAM_DEPTH ? VCL_MAX_LANES
								   : VCL_READ_STREAM_DEPTH];
	cl_event last = NULL, first = NULL, *evs = NULL;
	cl_int ret = CL_SUCCESS;
	struct bracket br;
	struct xfer bx;
	cl_uint nev = 0;
	bool keep;

	*streamed = lanes || !write;
	if (!*streamed)
		return CL_SUCCESS;
	keep = keeps_first(x);
	if ((ret = bracket_begin(x, &bx, &br)) != CL_SUCCESS) {
		if (lanes)
			vcl_fe_lanes_give(srv);
		return ret;
	}
	/* a write on the lanes with an event, on the application's queue: the lanes' threads on the
	 * host enqueue the pieces in no order of their own, and a written piece on an in-order queue
	 * is not complete when its call returns (the host holds its data), so the last piece's event
	 * could complete before another piece had run (integration.finish_lanes; a move between
	 * servers through the client, which waits for it, lost a kernel's effect on part of the
	 * buffer). Every piece has an event, and the transfer's is a marker behind all of them. In a
	 * bracket the pieces run on the twin, an out-of-order queue, where the host completes each
	 * written piece before it answers (vcl_be_mem.c write_common). */
	if (write && lanes && x->event && !br.on &&
	    !(evs = calloc((size + piece - 1) / piece, sizeof(*evs)))) {
		vcl_fe_lanes_give(srv);
		return bracket_end(x, &br, CL_OUT_OF_HOST_MEMORY);
	}
	x = &bx;
	for (size_t done = 0, n; done < size && ret == CL_SUCCESS; done += n, k++) {
		struct xfer px = *x;
		struct xfer_defer *d;
		cl_int r;

		n = size - done < piece ? size - done : piece;
		if (count == depth) {
			r = defer_end(&win[head]);
			head = (head + 1) % depth;
			count--;
			if (r != CL_SUCCESS) {
				ret = r;
				break;
			}
		}
		d = &win[(head + count) % depth];
		d->live = false;
		/* piece k on lane k % depth: the window's oldest, waited for above, had it */
		d->lane = lanes ? (unsigned)(k % depth) + 1 : 0;
		px.defer = d;
		/* the last piece's event is the transfer's, the first one's is kept on it */
		px.event = !x->event ? NULL : evs ? &evs[k] : done + n == size ? &last
					      : !done && keep ? &first : NULL;
		r = fn(&px, offset + done, n, (char *)ptr + done);
		if (d->live)
			count++; /* in flight (r: CL_SUCCESS) */
		else if (r != CL_SUCCESS)
			ret = r; /* failed before it was sent, or answered already */
	}
	for (; count; count--, head = (head + 1) % depth) {
		cl_int r = defer_end(&win[head]);
		if (ret == CL_SUCCESS)
			ret = r;
	}
	if (lanes)
		vcl_fe_lanes_give(srv);
	if (evs) {
		/* each piece's event is in place once its call was waited for (defer_end) */
		for (unsigned i = 0; i < k; i++)
			if (evs[i])
				evs[nev++] = evs[i];
		/* the transfer's event: a marker behind every piece's (sent as the table's
		 * enqueues go: speculated once its shape succeeded) */
		if (ret == CL_SUCCESS &&
		    (ret = vcl_fe_clEnqueueMarkerWithWaitList(x->q, nev, evs, &last)) == CL_SUCCESS)
			((struct _cl_event *)last)->cmd_type = CL_COMMAND_WRITE_BUFFER;
		for (cl_uint i = 0; i < nev; i++)
			if (i == 0 && keep && ret == CL_SUCCESS)
				first = evs[0];
			else
				vcl_obj_release_app(evs[i], VN_T_EVENT, VN_OP_clReleaseEvent);
		free(evs);
	}
	if (ret == CL_SUCCESS && x->event) {
		keep_first(last, first);
		*x->event = last;
	} else {
		keep_first(NULL, first);
		if (last) /* an earlier piece failed */
			vcl_obj_release_app(last, VN_T_EVENT, VN_OP_clReleaseEvent);
	}
	return bracket_end(x0, &br, ret);
}

cl_int CL_API_CALL vcl_fe_clEnqueueReadBuffer(cl_command_queue command_queue, cl_mem buffer,
					      cl_bool blocking_read, size_t offset, size_t size,
					      void *ptr, cl_uint num_events_in_wait_list,
					      const cl_event *event_wait_list, cl_event *event)
{
	struct xfer x = { VN_OP_clEnqueueReadBuffer, command_queue, buffer, blocking_read,
			  num_events_in_wait_list, event_wait_list, event, false, NULL, NULL, false, false };

	return read_buffer(&x, offset, size, ptr);
}

static cl_int read_buffer(struct xfer *x_, size_t offset, size_t size, void *ptr)
{
	struct xfer x = *x_;
	cl_bool blocking_read = x.blocking;
	cl_event *event = x.event;
	struct vcl_call own, *c = x.defer ? &x.defer->c : &own;
	struct vcl_obj *ev;
	cl_int ret = xfer_check(&x, ptr);
	bool svm, streamed;
	size_t lp;

	if (ret)
		return ret;
	if (!size)
		return CL_INVALID_VALUE;
	if ((ret = svm_xfer(&x, true, offset, size, ptr, &svm)) || svm)
		return ret;
	if ((lp = lane_piece(&x, ptr, size)) && size > lp)
		return buffer_holds(&x, offset, size)
			       ? xfer_streamed(&x, offset, size, ptr, lp, read_buffer, false, &streamed)
			       : CL_INVALID_VALUE;
	if (size > read_whole_max(&x, ptr, size)) {
		bool area;
		size_t piece = xfer_piece(&x, ptr, size, &area);
		if (!buffer_holds(&x, offset, size))
			return CL_INVALID_VALUE;
		return blocking_read && !area
			       ? xfer_streamed(&x, offset, size, ptr, piece, read_buffer, false, &streamed)
			       : xfer_pieces(&x, offset, size, ptr, read_buffer, false);
	}
	if (!(ev = xfer_event(&x, !blocking_read)) && (event || !blocking_read))
		return CL_OUT_OF_HOST_MEMORY;
	{
		struct vn_args_clEnqueueReadBuffer a = { XFER_ARGS(&x, ev, buffer, blocking_read),
							 .offset = offset, .size = size };
		struct xfer_msg m = { enc_clEnqueueReadBuffer, &a, &a.ptr, NULL, 0 };
		return read_send(c, &x, ev, &m, ptr, size, size);
	}
}

/* Rectangular transfers (spec 5.2.3): the host bytes they touch, and their message head. */
static bool rect_extent(const size_t *buffer_origin, const size_t *host_origin,
			const size_t *region, size_t host_row_pitch, size_t host_slice_pitch,
			size_t *start, size_t *span)
{
	return buffer_origin && host_origin && region &&
	       vcl_rect_extent(host_origin, region, &host_row_pitch, &host_slice_pitch, start, span) &&
	       *span <= VCL_MAX_MSG - 4096;
}

static cl_int write_send(struct vcl_call *c, const struct xfer *x, struct vcl_obj *ev,
			 const struct xfer_msg *m, const void *src, size_t span);

/* One rectangular transfer (read or write by x->op) that fits in a message. */
static cl_int rect_one(struct xfer *x, const size_t *bo, const size_t *ho, const size_t *region,
		       size_t brow, size_t bslice, size_t hrow, size_t hslice, void *ptr)
{
	bool read = x->op == VN_OP_clEnqueueReadBufferRect;
	size_t start, span;
	struct vcl_call c;
	struct vcl_obj *ev;

	if (!rect_extent(bo, ho, region, hrow, hslice, &start, &span))
		return CL_INVALID_VALUE;
	if (!(ev = xfer_event(x, read && !x->blocking)) && (x->event || (read && !x->blocking)))
		return CL_OUT_OF_HOST_MEMORY;
	/* only the bytes from host_origin on travel: in them, the rectangle starts at 0 */
	static const size_t zero[3];
	const size_t place[10] = { bo[0], bo[1], bo[2], region[0], region[1], region[2],
				   brow, bslice, hrow, hslice };
	if (read) {
		struct vn_args_clEnqueueReadBufferRect a = {
			XFER_ARGS(x, ev, buffer, blocking_read), .buffer_origin = bo, .host_origin = zero,
			.region = region, .buffer_row_pitch = brow, .buffer_slice_pitch = bslice,
			.host_row_pitch = hrow, .host_slice_pitch = hslice
		};
		struct xfer_msg m = { enc_clEnqueueReadBufferRect, &a, &a.ptr, NULL, 0 };
		return read_send(&c, x, ev, &m, (char *)ptr + start, span,
				 region[0] * region[1] * region[2]);
	}
	struct vn_args_clEnqueueWriteBufferRect a = {
		XFER_ARGS(x, ev, buffer, blocking_write), .buffer_origin = bo, .host_origin = zero,
		.region = region, .buffer_row_pitch = brow, .buffer_slice_pitch = bslice,
		.host_row_pitch = hrow, .host_slice_pitch = hslice
	};
	struct xfer_msg m = { enc_clEnqueueWriteBufferRect, &a, &a.ptr, place, 10 };
	return write_send(&c, x, ev, &m, (const char *)ptr + start, span);
}

/*
 * A rectangular transfer; one whose host bytes do not fit in a message goes as pieces of whole
 * slices (or of rows, if one slice is too large), chained as xfer_pieces does, with the pitches
 * of the whole rectangle.
 */
static cl_int rect_xfer(struct xfer *x, const size_t *bo, const size_t *ho, const size_t *region,
			size_t brow, size_t bslice, size_t hrow, size_t hslice, void *ptr)
{
	size_t start, span, bstart, bspan, brp = brow, bs = bslice, hr = hrow, hs = hslice, ky, kz;
	struct piece_chain c = { 0 };
	const struct xfer *x0 = x;
	struct bracket br;
	struct xfer bx;
	cl_int ret = xfer_check(x, ptr);

	if (ret)
		return ret;
	if (!bo || !ho || !region || !vcl_rect_extent(ho, region, &hr, &hs, &start, &span) ||
	    !vcl_rect_extent(bo, region, &brp, &bs, &bstart, &bspan))
		return CL_INVALID_VALUE;
	if (span <= VCL_XFER_PIECE(x))
		return rect_one(x, bo, ho, region, brow, bslice, hrow, hslice, ptr);
	if (!buffer_holds(x, bstart, bspan))
		return CL_INVALID_VALUE; /* the pieces fail as the whole would */
	/* a piece has fewer rows than the whole: a slice pitch below region[1] rows (spec 5.2.3:
	 * CL_INVALID_VALUE) would pass in every piece, so the whole one's is checked here */
	{
		size_t bmin, hmin;
		if (__builtin_mul_overflow(brp, region[1], &bmin) || bs < bmin ||
		    __builtin_mul_overflow(hr, region[1], &hmin) || hs < hmin)
			return CL_INVALID_VALUE;
	}
	kz = hs && hs <= VCL_XFER_PIECE(x) ? VCL_XFER_PIECE(x) / hs : 1;
	ky = kz > 1 ? region[1] : (hr && hr <= VCL_XFER_PIECE(x) ? VCL_XFER_PIECE(x) / hr : 1);
	if (ky > region[1])
		ky = region[1];
	if ((ret = bracket_begin(x0, &bx, &br)) != CL_SUCCESS)
		return ret;
	x = &bx;
	for (size_t z = 0, nz; z < region[2] && ret == CL_SUCCESS; z += nz) {
		nz = region[2] - z < kz ? region[2] - z : kz;
		for (size_t y = 0, ny; y < region[1] && ret == CL_SUCCESS; y += ny) {
			struct xfer px;
			size_t pbo[3] = { bo[0], bo[1] + y, bo[2] + z }, pho[3] = { ho[0], ho[1] + y, ho[2] + z };
			size_t preg[3];
			ny = region[1] - y < ky ? region[1] - y : ky;
			preg[0] = region[0];
			preg[1] = ny;
			preg[2] = nz;
			chain_piece(&c, &px, x, z + nz == region[2] && y + ny == region[1]);
			ret = rect_one(&px, pbo, pho, preg, brp, bs, hr, hs, ptr);
			chain_next(&c);
		}
	}
	return bracket_end(x0, &br, chain_end(&c, x, ret));
}

cl_int CL_API_CALL vcl_fe_clEnqueueReadBufferRect(
	cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_read,
	const size_t *buffer_origin, const size_t *host_origin, const size_t *region,
	size_t buffer_row_pitch, size_t buffer_slice_pitch, size_t host_row_pitch,
	size_t host_slice_pitch, void *ptr, cl_uint num_events_in_wait_list,
	const cl_event *event_wait_list, cl_event *event)
{
	struct xfer x = { VN_OP_clEnqueueReadBufferRect, command_queue, buffer, blocking_read,
			  num_events_in_wait_list, event_wait_list, event, false, NULL, NULL, false, false };

	return rect_xfer(&x, buffer_origin, host_origin, region, buffer_row_pitch,
			 buffer_slice_pitch, host_row_pitch, host_slice_pitch, ptr);
}

cl_int CL_API_CALL vcl_fe_clEnqueueReadImage(cl_command_queue command_queue, cl_mem image,
					     cl_bool blocking_read, const size_t *origin,
					     const size_t *region, size_t row_pitch,
					     size_t slice_pitch, void *ptr,
					     cl_uint num_events_in_wait_list,
					     const cl_event *event_wait_list, cl_event *event);

/* Image transfers: the element size comes from the host (CL_IMAGE_ELEMENT_SIZE), the shape from
 * the image type (1D arrays count images in region[1]). */
static cl_int image_extent(cl_mem image, const size_t *region, size_t *row_pitch,
			   size_t *slice_pitch, size_t *span, size_t *dense)
{
	size_t elem = 0, r[3], start;
	cl_mem_object_type type = 0;
	cl_int ret;

	if (!region)
		return CL_INVALID_VALUE;
	ret = vcl_fe_clGetImageInfo(image, CL_IMAGE_ELEMENT_SIZE, sizeof(elem), &elem, NULL);
	if (!ret)
		ret = vcl_fe_clGetMemObjectInfo(image, CL_MEM_TYPE, sizeof(type), &type, NULL);
	if (ret)
		return ret == CL_INVALID_MEM_OBJECT ? ret : CL_INVALID_MEM_OBJECT;
	/* some hosts (PoCL 3.1) answer clGetImageInfo for a buffer too: the type decides */
	if (type == CL_MEM_OBJECT_BUFFER || type == CL_MEM_OBJECT_PIPE)
		return CL_INVALID_MEM_OBJECT;
	if (__builtin_mul_overflow(region[0], elem, &r[0]))
		return CL_INVALID_VALUE;
	r[1] = region[1];
	r[2] = region[2];
	if (type == CL_MEM_OBJECT_IMAGE1D_ARRAY) {
		/* rows of a 1D array are its images: slice_pitch (default row_pitch) separates them */
		r[2] = region[1];
		r[1] = 1;
		if (!*slice_pitch)
			*slice_pitch = *row_pitch ? *row_pitch : r[0];
	}
	if (!vcl_rect_extent(NULL, r, row_pitch, slice_pitch, &start, span))
		return CL_INVALID_VALUE;
	if (dense)
		*dense = r[0] * r[1] * r[2];
	return CL_SUCCESS;
}

static cl_int read_image(struct xfer *x, const size_t *origin, const size_t *region,
			 size_t row_pitch, size_t slice_pitch, void *ptr);
static cl_int write_image(struct xfer *x, const size_t *origin, const size_t *region,
			  size_t row_pitch, size_t slice_pitch, void *ptr);
typedef cl_int (*image_fn)(struct xfer *x, const size_t *origin, const size_t *region,
			   size_t row_pitch, size_t slice_pitch, void *ptr);

/*
 * An image transfer whose guest bytes do not fit in a message: pieces of whole slices (3D, 2D
 * arrays), images (1D arrays) or rows (2D, and slices too large for a piece), with the whole
 * transfer's pitches (rp, sp: resolved), chained as xfer_pieces does. 1D images are not split.
 */
static cl_int image_pieces_in(const struct xfer *x, const size_t *origin, const size_t *region,
			      size_t rp, size_t sp, void *ptr, image_fn fn)
{
	cl_mem_object_type type = 0;
	size_t ky, kz, nz_total, ny_total;
	struct piece_chain c = { 0 };
	cl_int ret = CL_SUCCESS;
	bool arr1d;

	vcl_fe_clGetMemObjectInfo(x->mem, CL_MEM_TYPE, sizeof(type), &type, NULL);
	if (type == CL_MEM_OBJECT_IMAGE1D || type == CL_MEM_OBJECT_IMAGE1D_BUFFER) {
		/* one row larger than a piece (1D images from a buffer hold up to
		 * CL_DEVICE_IMAGE_MAX_BUFFER_SIZE pixels): pieces of whole pixels along it */
		size_t elem = 0, kx;
		if (vcl_fe_clGetImageInfo(x->mem, CL_IMAGE_ELEMENT_SIZE, sizeof(elem), &elem, NULL) ||
		    !elem || !(kx = VCL_XFER_PIECE(x) / elem))
			return CL_INVALID_VALUE;
		for (size_t at = 0, nx; at < region[0] && ret == CL_SUCCESS; at += nx) {
			struct xfer px;
			size_t po[3] = { origin[0] + at, origin[1], origin[2] }, pr[3];
			nx = region[0] - at < kx ? region[0] - at : kx;
			pr[0] = nx, pr[1] = 1, pr[2] = 1;
			chain_piece(&c, &px, x, at + nx == region[0]);
			ret = fn(&px, po, pr, 0, 0, (char *)ptr + at * elem);
			chain_next(&c);
		}
		return chain_end(&c, x, ret);
	}
	arr1d = type == CL_MEM_OBJECT_IMAGE1D_ARRAY;
	/* the dimensions to split: (rows, slices); a 1D array's images are its slices */
	ny_total = arr1d ? 1 : region[1];
	nz_total = arr1d ? region[1] : region[2];
	kz = sp && sp <= VCL_XFER_PIECE(x) ? VCL_XFER_PIECE(x) / sp : 1;
	ky = kz > 1 || arr1d ? ny_total : (rp <= VCL_XFER_PIECE(x) ? VCL_XFER_PIECE(x) / rp : 1);
	if (ky > ny_total)
		ky = ny_total;
	if (!ky || !kz)
		return CL_INVALID_VALUE;
	for (size_t z = 0, nz; z < nz_total && ret == CL_SUCCESS; z += nz) {
		nz = nz_total - z < kz ? nz_total - z : kz;
		for (size_t y = 0, ny; y < ny_total && ret == CL_SUCCESS; y += ny) {
			struct xfer px;
			size_t po[3], pr[3];
			ny = ny_total - y < ky ? ny_total - y : ky;
			if (arr1d) {
				po[0] = origin[0], po[1] = origin[1] + z, po[2] = 0;
				pr[0] = region[0], pr[1] = nz, pr[2] = 1;
			} else {
				po[0] = origin[0], po[1] = origin[1] + y, po[2] = origin[2] + z;
				pr[0] = region[0], pr[1] = ny, pr[2] = nz;
			}
			chain_piece(&c, &px, x, z + nz == nz_total && y + ny == ny_total);
			ret = fn(&px, po, pr, rp, type == CL_MEM_OBJECT_IMAGE2D ? 0 : sp,
				 (char *)ptr + z * sp + y * rp);
			chain_next(&c);
		}
	}
	return chain_end(&c, x, ret);
}

/* image_pieces_in in x's bracket (bracket_begin). */
static cl_int image_pieces(const struct xfer *x, const size_t *origin, const size_t *region,
			   size_t rp, size_t sp, void *ptr, image_fn fn)
{
	struct bracket br;
	struct xfer bx;
	cl_int ret = bracket_begin(x, &bx, &br);

	if (ret != CL_SUCCESS)
		return ret;
	return bracket_end(x, &br, image_pieces_in(&bx, origin, region, rp, sp, ptr, fn));
}


cl_int CL_API_CALL vcl_fe_clEnqueueReadImage(cl_command_queue command_queue, cl_mem image,
					     cl_bool blocking_read, const size_t *origin,
					     const size_t *region, size_t row_pitch,
					     size_t slice_pitch, void *ptr,
					     cl_uint num_events_in_wait_list,
					     const cl_event *event_wait_list, cl_event *event)
{
	struct xfer x = { VN_OP_clEnqueueReadImage, command_queue, image, blocking_read,
			  num_events_in_wait_list, event_wait_list, event, false, NULL, NULL, false, false };

	return read_image(&x, origin, region, row_pitch, slice_pitch, ptr);
}

static cl_int read_image(struct xfer *x_, const size_t *origin, const size_t *region,
			 size_t row_pitch, size_t slice_pitch, void *ptr)
{
	struct xfer x = *x_;
	cl_mem image = x.mem;
	cl_bool blocking_read = x.blocking;
	cl_event *event = x.event;
	size_t span, dense, rp = row_pitch, sp = slice_pitch;
	struct vcl_call c;
	struct vcl_obj *ev;
	cl_int ret = xfer_check(&x, ptr);

	if (ret)
		return ret;
	if (!origin || !region)
		return CL_INVALID_VALUE;
	if ((ret = image_extent(image, region, &rp, &sp, &span, &dense)))
		return ret;
	if (span > VCL_XFER_PIECE(x_))
		return image_holds(image, origin, region)
			       ? image_pieces(&x, origin, region, rp, sp, ptr, read_image)
			       : CL_INVALID_VALUE;
	if (!(ev = xfer_event(&x, !blocking_read)) && (event || !blocking_read))
		return CL_OUT_OF_HOST_MEMORY;
	{
		struct vn_args_clEnqueueReadImage a = { XFER_ARGS(&x, ev, image, blocking_read),
							.origin = origin, .region = region,
							.row_pitch = row_pitch, .slice_pitch = slice_pitch };
		struct xfer_msg m = { enc_clEnqueueReadImage, &a, &a.ptr, NULL, 0 };
		return read_send(&c, &x, ev, &m, ptr, span, dense);
	}
}

/* Finish a write whose op-specific parameters are encoded: src is guest memory of span bytes. */
static cl_int write_send(struct vcl_call *c, const struct xfer *x, struct vcl_obj *ev,
			 const struct xfer_msg *m, const void *src, size_t span)
{
	bool enqueued;
	cl_int ret;

	/* src in the area already (a zero-copy mapping): the host writes from it; this write holds
	 * a reference to the mapping's chunk until VCL_OP_BULK_DONE */
	int64_t inplace = vcl_area_offset_of(src, span);
	int64_t chunk = inplace >= 0 ? inplace : xfer_chunk(x, span);

	/* A small non-blocking write (its data inline: the host copies it from the message) is
	 * speculated as api/opencl.api `spec` calls are: once the same write (queue, memory object,
	 * shape, size, wait-list length) succeeded, the next is not waited for - unless one of its
	 * events is of another context or unknown here. An error the host still finds goes to the
	 * notify channel and into the write's event. A blocking write always waits: on an
	 * out-of-order queue the application relies on its completion. It goes as the speculated
	 * calls of the table go (vcl_call_noreply): batched, unless the daemon polls a ring. Sent at
	 * once, a 4-byte write cost the application 5.7-6.2 us over TLS and 2.2-2.6 us over unix on
	 * the H200 (one socket send each); batched, 0.7-1.0 us, the clFinish behind it carrying it
	 * (write and clFinish together: within the rounds' spread; bench/results/
	 * h200-write-batch-20261203p.txt). */
	bool spec = chunk < 0 && span < VCL_REGION_MIN && !x->blocking, wl_local = false;
	uint64_t sig = 0;

	if (spec) {
		sig = vcl_sig_obj(vcl_sig_obj(vcl_sig_init(x->op), x->q), x->mem);
		sig = vcl_sig_add(sig, &x->blocking, sizeof(x->blocking));
		sig = vcl_sig_add(sig, m->place, m->nplace * sizeof(*m->place));
		sig = vcl_sig_add(sig, &span, sizeof(span));
		sig = vcl_sig_add(sig, &x->nwait, sizeof(x->nwait));
		spec = vcl_wait_list_context((const void *)x->q, x->nwait,
					     (const void *const *)x->wait, &wl_local) == CL_SUCCESS &&
		       wl_local;
	}
	if (inplace >= 0)
		vcl_area_ref((uint64_t)inplace);
	if (chunk >= 0 && inplace < 0)
		vcl_bulk_copy(vcl_area_ptr((uint64_t)chunk), src, span);
	xfer_encode(c, x, m, src, span, chunk);
	/* the application's bytes, which it leaves alone until this call returns (blocking) or its
	 * event completes (non-blocking, spec 5.2.2), both after the answer, which the host sends
	 * once it has read the whole message: they may travel by reference - unless speculated
	 * (no answer waited for; such writes are small and inline anyway) */
	c->enc.by_ref = !(spec && vcl_sig_known(sig));
	if (x->defer && chunk < 0) {
		/* a piece of a streamed write: waited for by defer_end */
		if ((ret = defer_start(c, x, ev, true)) == CL_SUCCESS)
			return CL_SUCCESS;
	} else if (spec && vcl_sig_known(sig)) {
		ret = vcl_call_noreply(c);
	} else if ((ret = vcl_call_sync(c)) == CL_SUCCESS && spec) {
		vcl_sig_learn(sig);
	}
	/* once enqueued the host writes from the chunk until VCL_OP_BULK_DONE frees it; on failure
	 * the back-end enqueued nothing and sends no BULK_DONE (a lost session needs the chunk no
	 * more) - a blocking write behind a failed event (CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_
	 * LIST) too: the host waits for the wait list before it enqueues (write_common in
	 * src/backend/vcl_be_mem.c) */
	enqueued = ret == CL_SUCCESS;
	if (chunk >= 0 && !enqueued)
		vcl_area_free((uint64_t)chunk);
	return write_end(c, ev, x->event, ret);
}

/* A write's call answered (ret): its event to the application, or let go. A blocking write behind
 * a failed event (CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST) is an enqueue that failed, which
 * returns no event (spec 5.2.2): the host made no command and bound no event (write_common in
 * src/backend/vcl_be_mem.c), so its ID is discarded as after any other failure. */
static cl_int write_end(struct vcl_call *c, struct vcl_obj *ev, cl_event *event, cl_int ret)
{
	vcl_call_fini(c);
	if (ev) {
		if (ret == CL_SUCCESS) {
			vcl_ev_sent(ev);
			*event = (cl_event)ev;
		} else {
			vcl_obj_discard(ev);
		}
	}
	return ret;
}

static cl_int write_buffer(struct xfer *x, size_t offset, size_t size, void *ptr);

cl_int CL_API_CALL vcl_fe_clEnqueueWriteBuffer(cl_command_queue command_queue, cl_mem buffer,
					       cl_bool blocking_write, size_t offset, size_t size,
					       const void *ptr, cl_uint num_events_in_wait_list,
					       const cl_event *event_wait_list, cl_event *event)
{
	struct xfer x = { VN_OP_clEnqueueWriteBuffer, command_queue, buffer, blocking_write,
			  num_events_in_wait_list, event_wait_list, event, false, NULL, NULL, false, false };

	return write_buffer(&x, offset, size, (void *)ptr);
}

static cl_int write_buffer(struct xfer *x_, size_t offset, size_t size, void *ptr)
{
	struct xfer x = *x_;
	cl_event *event = x.event;
	struct vcl_call own, *c = x.defer ? &x.defer->c : &own;
	struct vcl_obj *ev;
	cl_int ret = xfer_check(&x, ptr);
	bool svm, area, streamed = false;
	size_t piece;

	if (ret)
		return ret;
	if (!size)
		return CL_INVALID_VALUE;
	if ((ret = svm_xfer(&x, false, offset, size, ptr, &svm)) || svm)
		return ret;
	/* blocking, through the socket, on the lanes (unless another thread's transfer has them);
	 * with a wait list the chained way, below */
	if (!x.nwait && (piece = lane_piece(&x, ptr, size)) && size > piece) {
		if (!buffer_holds(&x, offset, size))
			return CL_INVALID_VALUE;
		if ((ret = xfer_streamed(&x, offset, size, ptr, piece, write_buffer, true,
					 &streamed)) != CL_SUCCESS || streamed)
			return ret;
	}
	if (size > (piece = xfer_piece(&x, ptr, size, &area))) {
		if (!buffer_holds(&x, offset, size))
			return CL_INVALID_VALUE;
		/* blocking behind a wait list: the wait list first, as a whole write's host waits for
		 * it. The chain's last piece waits for the piece before, which a host may never
		 * complete nor fail behind a failed event (PoCL 3.1: the write never returned); behind
		 * one the write fails as a blocking read does (bracket_begin), with
		 * CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST and no event (spec 5.2.2), no piece sent */
		if (x.blocking && x.nwait) {
			bool local;
			if (vcl_wait_list_context((const void *)x.q, x.nwait,
						  (const void *const *)x.wait, &local) == CL_SUCCESS &&
			    local && (ret = vcl_fe_clWaitForEvents(x.nwait, x.wait)) != CL_SUCCESS)
				return ret;
		}
		return xfer_pieces(&x, offset, size, ptr, write_buffer, true);
	}
	if (!(ev = xfer_event(&x, false)) && event)
		return CL_OUT_OF_HOST_MEMORY;
	{
		struct vn_args_clEnqueueWriteBuffer a = { XFER_ARGS(&x, ev, buffer, blocking_write),
							  .offset = offset, .size = size };
		struct xfer_msg m = { enc_clEnqueueWriteBuffer, &a, &a.ptr, &offset, 1 };
		return write_send(c, &x, ev, &m, ptr, size);
	}
}

cl_int CL_API_CALL vcl_fe_clEnqueueWriteBufferRect(
	cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_write,
	const size_t *buffer_origin, const size_t *host_origin, const size_t *region,
	size_t buffer_row_pitch, size_t buffer_slice_pitch, size_t host_row_pitch,
	size_t host_slice_pitch, const void *ptr, cl_uint num_events_in_wait_list,
	const cl_event *event_wait_list, cl_event *event)
{
	struct xfer x = { VN_OP_clEnqueueWriteBufferRect, command_queue, buffer, blocking_write,
			  num_events_in_wait_list, event_wait_list, event, false, NULL, NULL, false, false };

	return rect_xfer(&x, buffer_origin, host_origin, region, buffer_row_pitch,
			 buffer_slice_pitch, host_row_pitch, host_slice_pitch, (void *)ptr);
}

static cl_int write_image(struct xfer *x_, const size_t *origin, const size_t *region,
			  size_t input_row_pitch, size_t input_slice_pitch, void *ptr)
{
	struct xfer x = *x_;
	cl_mem image = x.mem;
	cl_event *event = x.event;
	size_t span, rp = input_row_pitch, sp = input_slice_pitch;
	struct vcl_call c;
	struct vcl_obj *ev;
	cl_int ret = xfer_check(&x, ptr);

	if (ret)
		return ret;
	if (!origin || !region)
		return CL_INVALID_VALUE;
	if ((ret = image_extent(image, region, &rp, &sp, &span, NULL)))
		return ret;
	if (span > VCL_XFER_PIECE(x_))
		return image_holds(image, origin, region)
			       ? image_pieces(&x, origin, region, rp, sp, ptr, write_image)
			       : CL_INVALID_VALUE;
	if (!(ev = xfer_event(&x, false)) && event)
		return CL_OUT_OF_HOST_MEMORY;
	{
		const size_t place[8] = { origin[0], origin[1], origin[2], region[0], region[1],
					  region[2], input_row_pitch, input_slice_pitch };
		struct vn_args_clEnqueueWriteImage a = {
			XFER_ARGS(&x, ev, image, blocking_write), .origin = origin, .region = region,
			.input_row_pitch = input_row_pitch, .input_slice_pitch = input_slice_pitch
		};
		struct xfer_msg m = { enc_clEnqueueWriteImage, &a, &a.ptr, place, 8 };
		return write_send(&c, &x, ev, &m, ptr, span);
	}
}

cl_int CL_API_CALL vcl_fe_clEnqueueWriteImage(cl_command_queue command_queue, cl_mem image,
					      cl_bool blocking_write, const size_t *origin,
					      const size_t *region, size_t input_row_pitch,
					      size_t input_slice_pitch, const void *ptr,
					      cl_uint num_events_in_wait_list,
					      const cl_event *event_wait_list, cl_event *event)
{
	struct xfer x = { VN_OP_clEnqueueWriteImage, command_queue, image, blocking_write,
			  num_events_in_wait_list, event_wait_list, event, false, NULL, NULL, false, false };

	return write_image(&x, origin, region, input_row_pitch, input_slice_pitch, (void *)ptr);
}

/* ---- map / unmap ------------------------------------------------------------------------------ */

/* The slice pitch a host image transfer is given: 0 for images that have no slices (spec 5.3.3). */
static size_t img_wire_slice_pitch(const struct _cl_mem *m, size_t sp)
{
	cl_mem_object_type type = m->img_type;

	if (!type)
		vcl_fe_clGetMemObjectInfo((cl_mem)m, CL_MEM_TYPE, sizeof(type), &type, NULL);
	return type == CL_MEM_OBJECT_IMAGE3D || type == CL_MEM_OBJECT_IMAGE2D_ARRAY ||
		       type == CL_MEM_OBJECT_IMAGE1D_ARRAY
		       ? sp
		       : 0;
}

/* A command that only orders and signals (a map or unmap that moves no data). */
static cl_int marker(const struct xfer *x)
{
	return vcl_fe_clEnqueueMarkerWithWaitList(x->q, x->nwait, x->wait, x->event);
}

static void *map_common(const struct xfer *x, cl_map_flags map_flags, size_t offset, size_t size,
			const size_t *origin, const size_t *region, size_t *row_pitch,
			size_t *slice_pitch, cl_int *errcode_ret)
{
	struct _cl_mem *m = (struct _cl_mem *)x->mem;
	struct vcl_mapping *mp;
	bool is_image = origin != NULL;
	size_t span = size, rp = 0, sp = 0;
	int64_t chunk = -1;
	void *ptr;
	cl_int ret;

	if (!vcl_obj_ok(x->q, VN_T_QUEUE, false)) {
		SET_ERR(errcode_ret, CL_INVALID_COMMAND_QUEUE);
		return NULL;
	}
	if (!vcl_obj_ok(x->mem, VN_T_MEM, false)) {
		SET_ERR(errcode_ret, CL_INVALID_MEM_OBJECT);
		return NULL;
	}
	if ((map_flags & CL_MAP_WRITE_INVALIDATE_REGION) && (map_flags & (CL_MAP_READ | CL_MAP_WRITE))) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	/* spec 5.2.4, 5.4.2: the host access the memory object allows */
	if (((map_flags & CL_MAP_READ) && (ret = vcl_mem_host_access(m, true))) ||
	    ((map_flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) &&
	     (ret = vcl_mem_host_access(m, false)))) {
		SET_ERR(errcode_ret, ret);
		return NULL;
	}
	if (is_image) {
		if (!row_pitch) {
			SET_ERR(errcode_ret, CL_INVALID_VALUE);
			return NULL;
		}
		/* the mapping is tightly packed guest memory, or for CL_MEM_USE_HOST_PTR the
		 * application's own memory with its pitches (spec 5.4.2) */
		rp = m->host_ptr ? m->img_row_pitch : 0;
		sp = m->host_ptr ? m->img_slice_pitch : 0;
		if ((ret = image_extent(x->mem, region, &rp, &sp, &span, NULL))) {
			SET_ERR(errcode_ret, ret);
			return NULL;
		}
		*row_pitch = rp;
		if (slice_pitch)
			*slice_pitch = m->host_ptr ? m->img_slice_pitch
				       : region[2] > 1 || sp != rp * region[1] ? sp : 0;
	} else if (!size || offset + size < offset || (m->size && offset + size > m->size)) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	mp = calloc(1, sizeof(*mp));
	if (!mp) {
		SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	if (m->host_ptr && !is_image) {
		ptr = (char *)m->host_ptr + offset;
	} else if (m->host_ptr) {
		if (m->img_type == CL_MEM_OBJECT_IMAGE1D_ARRAY) /* origin[1] is the image */
			ptr = (char *)m->host_ptr + origin[0] * m->img_elem +
			      origin[1] * m->img_slice_pitch;
		else
			ptr = (char *)m->host_ptr + origin[0] * m->img_elem +
			      origin[1] * m->img_row_pitch + origin[2] * m->img_slice_pitch;
	} else if (!is_image && (m->flags & CL_MEM_ALLOC_HOST_PTR) &&
		   (chunk = vcl_area_alloc(span)) >= 0) {
		/* zero-copy: the mapping is a chunk of the bulk area; the host reads into it and
		 * unmapping writes from it, with no copy in the guest (page-aligned: 64 KiB chunks) */
		ptr = vcl_area_ptr((uint64_t)chunk);
		mp->in_area = true;
		vcl_area_hold((uint64_t)chunk, true);
	} else {
		/* page-aligned, as a device mapping would be */
		if (posix_memalign(&ptr, 4096, span)) {
			free(mp);
			SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
			return NULL;
		}
		mp->owned = true;
	}
	if (map_flags & CL_MAP_WRITE_INVALIDATE_REGION) {
		/* no data moves, but a blocking map behind a failed event fails as a blocking read
		 * does: CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, no mapping, no event (spec
		 * 5.2.2); the marker went behind the failed event and the map returned a mapping */
		ret = vcl_blocking_wait_list(x->blocking, x->nwait, x->wait);
		if (ret == CL_SUCCESS)
			ret = marker(x);
	} else {
		struct xfer rx = *x;
		cl_event fill = NULL;
		rx.for_map = true;
		rx.op = is_image ? VN_OP_clEnqueueReadImage : VN_OP_clEnqueueReadBuffer;
		/* a non-blocking fill: the mapping keeps its event (the unmap may come at once) */
		if (!x->blocking && !x->event)
			rx.event = &fill;
		if (is_image)
			ret = read_image(&rx, origin, region, rp, img_wire_slice_pitch(m, sp), ptr);
		else
			ret = read_buffer(&rx, offset, size, ptr);
		if (ret == CL_SUCCESS && !x->blocking) {
			if (fill) {
				mp->fill = fill; /* the application's reference is ours */
			} else {
				mp->fill = *x->event;
				vcl_obj_ref(&mp->fill->o);
			}
			mp->fill_ours = fill != NULL;
		}
	}
	if (ret != CL_SUCCESS) {
		if (mp->owned)
			free(ptr);
		if (mp->in_area)
			vcl_area_free((uint64_t)chunk);
		free(mp);
		SET_ERR(errcode_ret, ret == CL_INVALID_VALUE && !is_image ? CL_INVALID_VALUE : ret);
		return NULL;
	}
	mp->ptr = ptr;
	mp->offset = offset;
	mp->size = span;
	mp->flags = map_flags;
	if (is_image) {
		/* remember the region for the write-back: stash origin/region after the mapping */
		struct vcl_mapping *img = realloc(mp, sizeof(*mp) + 8 * sizeof(size_t));
		if (img) {
			mp = img;
			size_t *geo = (size_t *)(mp + 1);
			memcpy(geo, origin, 3 * sizeof(size_t));
			memcpy(geo + 3, region, 3 * sizeof(size_t));
			geo[6] = rp;
			geo[7] = img_wire_slice_pitch(m, sp);
		}
	}
	pthread_mutex_lock(&vcl_fe.lock);
	mp->next = m->mappings;
	m->mappings = mp;
	m->map_count++;
	pthread_mutex_unlock(&vcl_fe.lock);
	if (x->event && *x->event)
		(*x->event)->cmd_type = is_image ? CL_COMMAND_MAP_IMAGE : CL_COMMAND_MAP_BUFFER;
	SET_ERR(errcode_ret, CL_SUCCESS);
	return ptr;
}

void *CL_API_CALL vcl_fe_clEnqueueMapBuffer(cl_command_queue command_queue, cl_mem buffer,
					    cl_bool blocking_map, cl_map_flags map_flags,
					    size_t offset, size_t size,
					    cl_uint num_events_in_wait_list,
					    const cl_event *event_wait_list, cl_event *event,
					    cl_int *errcode_ret)
{
	struct xfer x = { 0, command_queue, buffer, blocking_map, num_events_in_wait_list,
			  event_wait_list, event, false, NULL, NULL, false, false };

	return map_common(&x, map_flags, offset, size, NULL, NULL, NULL, NULL, errcode_ret);
}

void *CL_API_CALL vcl_fe_clEnqueueMapImage(cl_command_queue command_queue, cl_mem image,
					   cl_bool blocking_map, cl_map_flags map_flags,
					   const size_t *origin, const size_t *region,
					   size_t *image_row_pitch, size_t *image_slice_pitch,
					   cl_uint num_events_in_wait_list,
					   const cl_event *event_wait_list, cl_event *event,
					   cl_int *errcode_ret)
{
	struct xfer x = { 0, command_queue, image, blocking_map, num_events_in_wait_list,
			  event_wait_list, event, false, NULL, NULL, false, false };

	if (!origin || !region) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	return map_common(&x, map_flags, 0, 0, origin, region, image_row_pitch, image_slice_pitch,
			  errcode_ret);
}

cl_int CL_API_CALL vcl_fe_clEnqueueUnmapMemObject(cl_command_queue command_queue, cl_mem memobj,
						  void *mapped_ptr, cl_uint num_events_in_wait_list,
						  const cl_event *event_wait_list, cl_event *event)
{
	struct xfer x = { 0, command_queue, memobj, CL_FALSE, num_events_in_wait_list,
			  event_wait_list, event, false, NULL, NULL, false, false };
	struct _cl_mem *m = (struct _cl_mem *)memobj;
	struct vcl_mapping **pp, *mp = NULL;
	cl_mem_object_type type = CL_MEM_OBJECT_BUFFER;
	cl_int ret;

	if (!vcl_obj_ok(command_queue, VN_T_QUEUE, false))
		return CL_INVALID_COMMAND_QUEUE;
	if (!vcl_obj_ok(memobj, VN_T_MEM, false))
		return CL_INVALID_MEM_OBJECT;
	pthread_mutex_lock(&vcl_fe.lock);
	for (pp = &m->mappings; *pp; pp = &(*pp)->next)
		if ((*pp)->ptr == mapped_ptr) {
			mp = *pp;
			*pp = mp->next;
			m->map_count--;
			break;
		}
	pthread_mutex_unlock(&vcl_fe.lock);
	if (!mp)
		return CL_INVALID_VALUE;
	if (mp->fill) {
		/* the mapping's data has not necessarily landed (a non-blocking map unmapped at once,
		 * legal on an in-order queue): it must be there before ptr is written back or freed */
		vcl_read_wait(mp->fill);
		if (mp->fill_ours)
			vcl_obj_release_app(mp->fill, VN_T_EVENT, VN_OP_clReleaseEvent);
		else
			vcl_obj_unref(&mp->fill->o);
		mp->fill = NULL;
	}
	vcl_fe_clGetMemObjectInfo(memobj, CL_MEM_TYPE, sizeof(type), &type, NULL);
	if (mp->flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) {
		if (type == CL_MEM_OBJECT_BUFFER) {
			/* the write-back of the mapping's bytes (for_map: even where they lie in an
			 * SVM allocation, they are the guest's view to send) */
			struct xfer wx = x;
			wx.op = VN_OP_clEnqueueWriteBuffer;
			wx.for_map = true;
			ret = write_buffer(&wx, mp->offset, mp->size, mp->ptr);
		} else {
			const size_t *geo = (const size_t *)(mp + 1);
			ret = vcl_fe_clEnqueueWriteImage(command_queue, memobj, CL_FALSE, geo, geo + 3,
							 geo[6], geo[7], mp->ptr,
							 num_events_in_wait_list, event_wait_list,
							 event);
		}
	} else {
		ret = marker(&x);
	}
	if (ret != CL_SUCCESS) {
		pthread_mutex_lock(&vcl_fe.lock);
		mp->next = m->mappings;
		m->mappings = mp;
		m->map_count++;
		pthread_mutex_unlock(&vcl_fe.lock);
		return ret;
	}
	if (event && *event)
		(*event)->cmd_type = CL_COMMAND_UNMAP_MEM_OBJECT;
	/* the bytes went with the write command: the guest copy can go now */
	if (mp->owned)
		free(mp->ptr);
	/* an area mapping: drop the mapping's reference; a write from it holds its own until
	 * the host is done with it (VCL_OP_BULK_DONE) */
	if (mp->in_area) {
		vcl_area_hold((uint64_t)vcl_area_offset_of(mp->ptr, mp->size), false);
		vcl_area_free((uint64_t)vcl_area_offset_of(mp->ptr, mp->size));
	}
	free(mp);
	return CL_SUCCESS;
}

/* A queue of the front-end's own on the context's (first) device, for initial contents. */
static cl_command_queue internal_queue(cl_context context, cl_int *ret)
{
	cl_device_id dev = NULL;

	*ret = vcl_fe_clGetContextInfo(context, CL_CONTEXT_DEVICES, sizeof(dev), &dev, NULL);
	if (*ret != CL_SUCCESS && *ret != CL_INVALID_VALUE) /* INVALID_VALUE: more than one device */
		return NULL;
	if (!dev) {
		*ret = CL_OUT_OF_RESOURCES;
		return NULL;
	}
	return vcl_fe_clCreateCommandQueueWithProperties(context, dev, NULL, ret);
}

cl_int vcl_mem_fill_initial(cl_context context, cl_mem m, const void *p, size_t n,
			    const cl_image_desc *desc)
{
	cl_command_queue q;
	cl_int ret;

	if (!(q = internal_queue(context, &ret)))
		return ret;
	if (!desc) {
		struct xfer x = { VN_OP_clEnqueueWriteBuffer, q, m, CL_TRUE, 0, NULL, NULL, true, NULL, NULL, false, false };
		ret = write_buffer(&x, 0, n, (void *)p);
	} else {
		struct xfer x = { VN_OP_clEnqueueWriteImage, q, m, CL_TRUE, 0, NULL, NULL, true, NULL, NULL, false, false };
		size_t o[3] = { 0, 0, 0 }, r[3] = { desc->image_width, 1, 1 };
		size_t sp = desc->image_slice_pitch;
		switch (desc->image_type) {
		case CL_MEM_OBJECT_IMAGE1D_ARRAY:
			r[1] = desc->image_array_size;
			break;
		case CL_MEM_OBJECT_IMAGE2D:
			r[1] = desc->image_height;
			sp = 0;
			break;
		case CL_MEM_OBJECT_IMAGE2D_ARRAY:
			r[1] = desc->image_height;
			r[2] = desc->image_array_size;
			break;
		case CL_MEM_OBJECT_IMAGE3D:
			r[1] = desc->image_height;
			r[2] = desc->image_depth;
			break;
		default:
			sp = 0;
		}
		ret = write_image(&x, o, r, desc->image_row_pitch, sp, (void *)p);
	}
	if (ret == CL_SUCCESS)
		ret = vcl_fe_clFinish(q);
	vcl_fe_clReleaseCommandQueue(q);
	return ret;
}
