/* SPDX-License-Identifier: MIT */
/*
 * virtcl front-end: one context on the devices of several servers (docs/design.md "One context,
 * several servers").
 *
 * Such a context, and its buffers, programs and kernels, are guest-side objects (struct vcl_mx)
 * that no server knows: each is backed by one ordinary front-end object per server (a replica:
 * a context on that server's devices of the context, a buffer, a program, a kernel), made when a
 * command on that server first needs it. Queues and events stay ordinary objects of one server.
 * Every object of such a context - the vcl_mx objects, and the replicas with their queues and
 * events, which inherit it from the replica context (vcl_obj_new) - carries mx_dispatch, so the
 * ICD loader sends every call naming one here; calls on single-server contexts never come here
 * and pay nothing for it. A call that is not taken over below reaches the ordinary stub, which
 * does not know a vcl_mx object and fails with the handle's invalid-object error.
 *
 * Buffers: `valid` is the set of sessions whose replica holds the latest contents, `holder` the
 * one that wrote them last and `last_write` (on the holder) the command that did. A command on a
 * queue of session X first brings every buffer it uses to X when X is not in `valid`: a user
 * event on X (the gate) joins its wait list, and a thread of its own (mx_move) reads the contents
 * from a valid replica after last_write into guest memory, writes them into X's replica and
 * completes the gate - so the enqueue never waits, even for a last write the application gates
 * with a user event it sets later. After a command that may write a buffer, `valid` is {X} and
 * the command's event is last_write. OpenCL orders commands of different queues only by events
 * and waits (spec 3.0 §3.3.5): the move is requested in the application's order and reads after
 * last_write, the writer. Between two tcp: servers whose daemons take part, the bytes go from
 * one daemon to the other instead of through the client (move_direct, docs/design.md "Directly
 * between servers"); the rest is the same.
 *
 * Sub-buffers follow their parent's valid set, holder and last write (the whole parent is
 * brought; a command that may write a sub-buffer leaves its server the parent's only holder);
 * each server's replica is made from that server's replica of the parent. Images are replicated
 * with the same format and descriptor and moved whole by a read image and a write image. An
 * image made from a buffer or another image (image_desc.mem_object) shares its storage (spec
 * 3.0 §5.3.1): like a sub-buffer it follows the object it was made from - the root buffer or
 * image, which is what moves - and each server's replica is made from that server's replica of
 * it, so a write through either is seen through the other on whichever server comes next.
 *
 * Events of another server in a wait list become user events on the command's server, completed
 * by the client from a callback of the event (status passed on; CL_OUT_OF_RESOURCES when the
 * event's server is lost). Nothing waits in the enqueue, so a wait list with an event the
 * application completes later (a user event) never deadlocks.
 */
#define _GNU_SOURCE /* PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP */
#include <alloca.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "vcl_fe.h"
#include "vcl_fe_config.h"
#include "vcl_map.h"
#include "gen/vn_frontend.h"

#define SET_ERR(p, e)                                                                              \
	do {                                                                                       \
		if (p)                                                                             \
			*(p) = (e);                                                                \
	} while (0)

struct mx_arg {
	bool set;
	size_t size;
	void *val;          /* the value's bytes (NULL: a local-memory size or a NULL buffer) */
	struct vcl_mx *mem; /* a buffer of the context (held) */
	struct vcl_mx *smp; /* a sampler of the context (held) */
	bool ro;            /* the kernel does not write it (const / constant / CL_MEM_READ_ONLY) */
};

struct vcl_mx {
	const struct _cl_icd_dispatch *dispatch; /* first: the ICD loader reads it */
	uint8_t type;                            /* VN_T_CONTEXT, _MEM, _SAMPLER, _PROGRAM, _KERNEL */
	atomic_int refs;
	struct vcl_mx *ctx;                      /* its context (held); a context: itself */
	struct vcl_obj *rep[VCL_MAX_SESSIONS];   /* the replica on each session, or NULL */
	/* context */
	cl_device_id *devs;
	cl_uint ndev;
	uint8_t srvs[VCL_MAX_SESSIONS]; /* the sessions of its devices, first device's first */
	unsigned nsrv;
	cl_command_queue iq[VCL_MAX_SESSIONS]; /* internal queues: migration reads */
	/* buffer */
	cl_mem_flags flags;
	cl_mem_properties *props; /* clCreateBufferWithProperties': a copy, or NULL */
	size_t size;
	void *host_ptr;
	uint64_t valid;        /* sessions whose replica has the latest contents */
	int holder;            /* the session that wrote them last */
	cl_event last_write;   /* the holder's command that did (held), or NULL */
	/* per session: the write that brought the contents there (held) - a later command there
	 * on another queue waits for it too */
	cl_event arrive[VCL_MAX_SESSIONS];
	cl_command_queue arrive_q[VCL_MAX_SESSIONS]; /* the queue it was enqueued on (held) */
	/* sub-buffer: its buffer (held), whose valid set, holder and last write are the
	 * sub-buffer's too; each session's replica is made from that session's replica of the
	 * parent with the same region. An image made from a buffer or an image: that object
	 * (held; image set too), the same way (its descriptor's mem_object on a session is the
	 * parent's replica there) */
	struct vcl_mx *parent;
	cl_buffer_region region;
	cl_mem_flags sub_flags; /* what the replicas are made with */
	/* image: every replica has the same format and descriptor; size is its packed bytes */
	bool image;
	cl_image_format fmt;
	cl_image_desc desc;
	/* sampler: clCreateSampler's arguments, or (with_props) clCreateSamplerWithProperties's
	 * list (in props, as cl_mem_properties values) */
	cl_bool norm;
	cl_addressing_mode addr;
	cl_filter_mode filter;
	bool with_props;
	/* program */
	char *src;
	char *opts;
	bool built;
	/* kernel */
	struct vcl_mx *prog;
	char *name;
	struct mx_arg *args;
	cl_uint nargs;
	/* sessions where an argument could not be set: a sub-buffer whose offset none of that
	 * server's devices allows (CL_MISALIGNED_SUB_BUFFER_OFFSET); set again at a launch there */
	uint64_t argbad;
};

static struct _cl_icd_dispatch mx_dispatch;
static pthread_once_t mx_once = PTHREAD_ONCE_INIT;
/* the bookkeeping of several-server contexts (replicas, valid sets); taken only by their calls */
static pthread_mutex_t mx_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static struct vcl_map mx_live; /* vcl_mx pointers (mx_lock) */

static void mx_init(void);

/* p as a vcl_mx object of the type, or NULL. */
static struct vcl_mx *mx_of(const void *p, uint8_t type)
{
	bool ok;

	if (!p)
		return NULL;
	pthread_mutex_lock(&mx_lock);
	ok = vcl_map_get(&mx_live, (uintptr_t)p, NULL) && ((const struct vcl_mx *)p)->type == type;
	pthread_mutex_unlock(&mx_lock);
	return ok ? (struct vcl_mx *)p : NULL;
}

static struct vcl_mx *mx_new(uint8_t type, struct vcl_mx *ctx)
{
	struct vcl_mx *m = calloc(1, sizeof(*m));

	pthread_once(&mx_once, mx_init);
	if (!m)
		return NULL;
	m->dispatch = &mx_dispatch;
	m->type = type;
	atomic_init(&m->refs, 1);
	m->ctx = ctx ? ctx : m;
	m->holder = -1;
	pthread_mutex_lock(&mx_lock);
	if (vcl_map_insert(&mx_live, (uintptr_t)m, 1)) {
		pthread_mutex_unlock(&mx_lock);
		free(m);
		return NULL;
	}
	if (ctx)
		atomic_fetch_add(&ctx->refs, 1);
	pthread_mutex_unlock(&mx_lock);
	return m;
}

static void mx_release(struct vcl_mx *m)
{
	while (m && atomic_fetch_sub(&m->refs, 1) == 1) {
		struct vcl_mx *ctx = m->ctx != m ? m->ctx : NULL;

		pthread_mutex_lock(&mx_lock);
		vcl_map_remove(&mx_live, (uintptr_t)m, NULL);
		pthread_mutex_unlock(&mx_lock);
		for (unsigned s = 0; s < VCL_MAX_SESSIONS; s++) {
			if (m->iq[s])
				vcl_fe_clReleaseCommandQueue(m->iq[s]);
			if (!m->rep[s])
				continue;
			switch (m->type) {
			case VN_T_CONTEXT: vcl_fe_clReleaseContext((cl_context)m->rep[s]); break;
			case VN_T_MEM: vcl_fe_clReleaseMemObject((cl_mem)m->rep[s]); break;
			case VN_T_PROGRAM: vcl_fe_clReleaseProgram((cl_program)m->rep[s]); break;
			case VN_T_KERNEL: vcl_fe_clReleaseKernel((cl_kernel)m->rep[s]); break;
			case VN_T_SAMPLER: vcl_fe_clReleaseSampler((cl_sampler)m->rep[s]); break;
			}
		}
		if (m->last_write)
			vcl_fe_clReleaseEvent(m->last_write);
		for (unsigned s = 0; s < VCL_MAX_SESSIONS; s++) {
			if (m->arrive[s])
				vcl_fe_clReleaseEvent(m->arrive[s]);
			if (m->arrive_q[s])
				vcl_obj_unref((struct vcl_obj *)m->arrive_q[s]);
		}
		for (cl_uint i = 0; i < m->nargs; i++) {
			free(m->args[i].val);
			mx_release(m->args[i].mem);
			mx_release(m->args[i].smp);
		}
		mx_release(m->prog);
		mx_release(m->parent);
		free(m->args);
		free(m->devs);
		free(m->props);
		free(m->src);
		free(m->opts);
		free(m->name);
		free(m);
		m = ctx;
	}
}

static unsigned obj_srv(const void *o)
{
	return ((const struct vcl_obj *)o)->srv;
}

/* The several-server context of a queue or event of one (its replica context's), or NULL. */
static struct vcl_mx *mx_ctx_of(const void *o)
{
	const struct vcl_obj *p = o;

	while (p && p->type != VN_T_CONTEXT)
		p = p->parent;
	return p ? ((const struct _cl_context *)p)->mx : NULL;
}

/* ---- replicas --------------------------------------------------------------------------------- */

/* The context's devices on session s (at most cap). */
static cl_uint ctx_devs_on(struct vcl_mx *ctx, unsigned s, cl_device_id *out, cl_uint cap)
{
	cl_uint k = 0;

	for (cl_uint i = 0; i < ctx->ndev && k < cap; i++)
		if (obj_srv(ctx->devs[i]) == s)
			out[k++] = ctx->devs[i];
	return k;
}

static bool ctx_has_srv(struct vcl_mx *ctx, unsigned s)
{
	for (unsigned i = 0; i < ctx->nsrv; i++)
		if (ctx->srvs[i] == s)
			return true;
	return false;
}

/* Where a new object's first replica goes: the first of the context's servers that is not lost. */
static unsigned ctx_first(struct vcl_mx *ctx)
{
	for (unsigned i = 0; i < ctx->nsrv; i++)
		if (!vcl_fe_srv_broken(ctx->srvs[i]))
			return ctx->srvs[i];
	return ctx->srvs[0];
}

/* A replica of m to answer queries: of a server not lost where there is one. */
static struct vcl_obj *any_rep(struct vcl_mx *m)
{
	struct vcl_obj *r = NULL;

	for (unsigned i = 0; i < m->ctx->nsrv; i++) {
		struct vcl_obj *x = m->rep[m->ctx->srvs[i]];
		if (x && !vcl_fe_srv_broken(x->srv))
			return x;
		r = r ? r : x;
	}
	return r;
}

#define HOST_ACCESS_FLAGS (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)

/* The object whose valid set, holder and last write m's contents follow, and which moves: a
 * sub-buffer's parent; for an image made from a buffer or an image, the buffer or image at the
 * root of what it was made from (the storage they all share, spec 3.0 §5.3.1). */
static struct vcl_mx *state_of(struct vcl_mx *m)
{
	while (m->parent)
		m = m->parent;
	return m;
}

/* An image's whole region (origin 0). */
static void img_whole(const struct vcl_mx *m, size_t r[3])
{
	const cl_image_desc *d = &m->desc;

	r[0] = d->image_width;
	r[1] = r[2] = 1;
	switch (d->image_type) {
	case CL_MEM_OBJECT_IMAGE1D_ARRAY: r[1] = d->image_array_size; break;
	case CL_MEM_OBJECT_IMAGE2D: r[1] = d->image_height; break;
	case CL_MEM_OBJECT_IMAGE2D_ARRAY:
		r[1] = d->image_height;
		r[2] = d->image_array_size;
		break;
	case CL_MEM_OBJECT_IMAGE3D:
		r[1] = d->image_height;
		r[2] = d->image_depth;
		break;
	}
}

/* m's replica on context c: host_ptr the application's memory (CL_MEM_USE_HOST_PTR) or NULL,
 * from the replica there of the object it is made from (from: NULL if none). */
static cl_mem image_on(struct vcl_mx *m, cl_context c, cl_mem_flags f, void *host_ptr,
		       cl_mem from, cl_int *err)
{
	cl_image_desc d = m->desc;

	if (from) /* pitches then describe the buffer's storage: kept */
		d.mem_object = from;
	else if (!host_ptr) /* pitches describe the application's memory only */
		d.image_row_pitch = d.image_slice_pitch = 0;
	return m->props ? vcl_fe_clCreateImageWithProperties(c, m->props, f, &m->fmt, &d, host_ptr,
							    err)
			: vcl_fe_clCreateImage(c, f, &m->fmt, &d, host_ptr, err);
}

/* m's replica on session s, made there if needed (a sub-buffer's, or an image's made from a
 * buffer or an image, from the parent's there). */
static cl_mem mem_rep(struct vcl_mx *m, unsigned s, cl_int *err)
{
	cl_mem_flags f = m->flags & ~(cl_mem_flags)(CL_MEM_COPY_HOST_PTR | HOST_ACCESS_FLAGS);
	cl_mem p = NULL;

	*err = CL_SUCCESS;
	if (m->rep[s])
		return (cl_mem)m->rep[s];
	if (m->parent && !(p = mem_rep(m->parent, s, err)))
		return NULL;
	if (m->image && m->parent) {
		m->rep[s] = (struct vcl_obj *)image_on(m, (cl_context)m->ctx->rep[s], m->sub_flags,
						       NULL, p, err);
	} else if (m->parent) {
		m->rep[s] = (struct vcl_obj *)vcl_fe_clCreateSubBuffer(
			p, m->sub_flags, CL_BUFFER_CREATE_TYPE_REGION, &m->region, err);
	} else if (m->image) {
		m->rep[s] = (struct vcl_obj *)image_on(m, (cl_context)m->ctx->rep[s], f,
						       (f & CL_MEM_USE_HOST_PTR) ? m->host_ptr
										 : NULL,
						       NULL, err);
	} else {
		m->rep[s] = (struct vcl_obj *)vcl_fe_clCreateBufferWithProperties(
			(cl_context)m->ctx->rep[s], m->props, f, m->size,
			(f & CL_MEM_USE_HOST_PTR) ? m->host_ptr : NULL, err);
	}
	return (cl_mem)m->rep[s];
}

static cl_int prog_build_on(struct vcl_mx *p, unsigned s, cl_uint n, const cl_device_id *list)
{
	cl_device_id d[64];
	cl_uint k = 0;

	for (cl_uint i = 0; i < (list ? n : p->ctx->ndev) && k < 64; i++) {
		cl_device_id x = list ? list[i] : p->ctx->devs[i];
		if (obj_srv(x) == s)
			d[k++] = x;
	}
	if (!k)
		return CL_SUCCESS;
	return vcl_fe_clBuildProgram((cl_program)p->rep[s], k, d, p->opts, NULL, NULL);
}

static cl_program prog_rep(struct vcl_mx *p, unsigned s, cl_int *err)
{
	const char *src = p->src;

	*err = CL_SUCCESS;
	if (!p->rep[s]) {
		p->rep[s] = (struct vcl_obj *)vcl_fe_clCreateProgramWithSource(
			(cl_context)p->ctx->rep[s], 1, &src, NULL, err);
		if (p->rep[s] && p->built && (*err = prog_build_on(p, s, 0, NULL)))
			return NULL;
	}
	return (cl_program)p->rep[s];
}

/* A sampler's replica on session s, made there if needed. */
static cl_sampler sampler_rep(struct vcl_mx *m, unsigned s, cl_int *err)
{
	cl_context c = (cl_context)m->ctx->rep[s];

	*err = CL_SUCCESS;
	if (!m->rep[s])
		m->rep[s] = (struct vcl_obj *)(m->with_props
			? vcl_fe_clCreateSamplerWithProperties(c, (const cl_sampler_properties *)m->props, err)
			: vcl_fe_clCreateSampler(c, m->norm, m->addr, m->filter, err));
	return (cl_sampler)m->rep[s];
}

static cl_int kernel_arg_on(struct vcl_mx *k, unsigned s, cl_uint i)
{
	struct mx_arg *a = &k->args[i];
	cl_int e = CL_SUCCESS;

	if (a->mem) {
		cl_mem r = mem_rep(a->mem, s, &e);
		if (e == CL_MISALIGNED_SUB_BUFFER_OFFSET) { /* the launch there says so */
			k->argbad |= 1ull << s;
			return CL_SUCCESS;
		}
		return e ? e : vcl_fe_clSetKernelArg((cl_kernel)k->rep[s], i, sizeof(r), &r);
	}
	if (a->smp) {
		cl_sampler r = sampler_rep(a->smp, s, &e);
		return e ? e : vcl_fe_clSetKernelArg((cl_kernel)k->rep[s], i, sizeof(r), &r);
	}
	return vcl_fe_clSetKernelArg((cl_kernel)k->rep[s], i, a->size, a->val);
}

static cl_kernel kernel_rep(struct vcl_mx *k, unsigned s, cl_int *err)
{
	cl_program p;

	*err = CL_SUCCESS;
	if (k->rep[s])
		return (cl_kernel)k->rep[s];
	if (!(p = prog_rep(k->prog, s, err)))
		return NULL;
	if (!(k->rep[s] = (struct vcl_obj *)vcl_fe_clCreateKernel(p, k->name, err))) {
		VCL_LOG("several servers: kernel %s on %s: %d", k->name, vcl_fe_srv_addr(s), *err);
		return NULL;
	}
	for (cl_uint i = 0; i < k->nargs; i++)
		if (k->args[i].set && (*err = kernel_arg_on(k, s, i)))
			return NULL;
	return (cl_kernel)k->rep[s];
}

/* ---- moving buffers --------------------------------------------------------------------------- */

static cl_command_queue internal_queue(struct vcl_mx *ctx, unsigned s, cl_int *err)
{
	cl_device_id d;

	*err = CL_SUCCESS;
	if (!ctx->iq[s] && ctx_devs_on(ctx, s, &d, 1))
		ctx->iq[s] = vcl_fe_clCreateCommandQueue((cl_context)ctx->rep[s], d, 0, err);
	return ctx->iq[s];
}

/* Whether q is the in-order queue was: its commands then run in order, none needs to wait. */
static bool in_order_on(cl_command_queue q, cl_command_queue was)
{
	cl_command_queue_properties p = 0;

	return q == was && !vcl_fe_clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof(p), &p,
							 NULL) &&
	       !(p & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
}

/*
 * One move of a buffer's contents from session h to session x, run on a thread of its own:
 * a blocking read from h's replica after its last write, a blocking write into x's replica, then
 * the gate (a user event on x that the commands needing the contents there wait for) completes -
 * with the error of a step that failed, so those commands fail rather than wait. It takes no
 * lock of this file: the application's thread is never what it waits for, so a last write gated
 * by a user event the application sets after enqueueing the command on x does not deadlock, and
 * a notify thread's callback is never blocked by it.
 */
struct mx_move {
	cl_command_queue rq, wq; /* internal queues on h and x (held) */
	cl_mem from, to;         /* the replicas on h and x (held) */
	cl_event after;          /* h's last write (held), or NULL */
	cl_event gate;           /* the user event on x (held) */
	size_t size;
	bool image;              /* an image: read and written whole (region) */
	size_t region[3];
	unsigned h, x;
};

static void move_free(struct mx_move *mv)
{
	vcl_fe_clReleaseCommandQueue(mv->rq);
	vcl_fe_clReleaseCommandQueue(mv->wq);
	vcl_fe_clReleaseMemObject(mv->from);
	vcl_fe_clReleaseMemObject(mv->to);
	if (mv->after)
		vcl_fe_clReleaseEvent(mv->after);
	vcl_fe_clReleaseEvent(mv->gate);
	free(mv);
}

/* Sources whose daemon takes no part in moves between daemons (PEER_OFFER answered
 * CL_INVALID_OPERATION), and per target the sources its daemon does not fetch from (PEER_PULL
 * answered so: it has no --peer, or not that one): not asked again. */
static _Atomic uint64_t mx_no_peer, mx_no_pair[VCL_MAX_SESSIONS];

/* A PEER_OFFER on session h: *offer's session and ticket. */
static cl_int peer_offer(struct mx_move *mv, struct vn_reply_msg_peer_offer *offer)
{
	struct vn_args_msg_peer_offer a = { .queue = mv->rq, .mem = mv->from, .after = mv->after,
					    .offset = 0, .size = mv->size };
	struct vcl_call c;
	cl_int ret;

	vcl_call_init(&c, VCL_OP_PEER_OFFER);
	vn_enc_msg_peer_offer(&c.enc, &a);
	ret = vcl_call_sync(&c);
	VCL_CALL_REPLY(&c, ret, msg_peer_offer, &a, offer);
	vcl_call_fini(&c);
	return ret;
}

/* A PEER_PULL on session x of offer from h's server (VIRTCL_PEER=logline, the tests': an address
 * that carries a line of a log of its own). */
static cl_int peer_pull(struct mx_move *mv, const struct vn_reply_msg_peer_offer *offer)
{
	static const char logline[] = "tcp:x\nvirtcld[2000-01-01T00:00:00.000Z]: FORGED by a guest";
	struct vcl_call c;
	cl_int ret;

	vcl_call_init(&c, VCL_OP_PEER_PULL);
	vn_enc_msg_peer_pull(&c.enc, &(struct vn_args_msg_peer_pull){
		.queue = mv->wq, .mem = mv->to, .offset = 0, .size = mv->size,
		.session = offer->session, .ticket0 = offer->ticket0, .ticket1 = offer->ticket1,
		.ticket2 = offer->ticket2, .ticket3 = offer->ticket3,
		.peer = vcl_fe_cfg()->peer == VCL_FE_PEER_LOGLINE ? logline : vcl_fe_srv_addr(mv->h) });
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	return ret;
}

/*
 * The move directly from h's server to x's (docs/design.md "Directly between servers"), where
 * both are tcp: servers: a ticket from h's session for one read of
 * the buffer (an image: whole, packed) after its last write (PEER_OFFER), then x's session fetches it from h's daemon and
 * writes it into its replica (PEER_PULL, which returns once that write is complete - as the
 * client's path waits for its write). True if the bytes arrived; false: nothing was written on
 * x, the caller moves them through the client (which reads after the same last write).
 */
static bool move_direct(struct mx_move *mv)
{
	struct vn_reply_msg_peer_offer offer = { 0 };
	int mode = vcl_fe_cfg()->peer;
	cl_int e;

	if (mode == VCL_FE_PEER_OFF || !mv->size || mv->size < vcl_fe_cfg()->peer_min ||
	    ((atomic_load(&mx_no_peer) | atomic_load(&mx_no_pair[mv->x])) & (1ull << mv->h)) ||
	    strncmp(vcl_fe_srv_addr(mv->h), "tcp:", 4) || strncmp(vcl_fe_srv_addr(mv->x), "tcp:", 4))
		return false;
	if ((e = peer_offer(mv, &offer))) {
		if (e == CL_INVALID_OPERATION) /* its daemon has no --peer */
			atomic_fetch_or(&mx_no_peer, 1ull << mv->h);
		VCL_LOG("several servers: %s makes no offer (%d): through the client",
			vcl_fe_srv_addr(mv->h), e);
		return false;
	}
	if (mode == VCL_FE_PEER_FORGE)
		offer.ticket2 ^= 1ull << 17;
	e = peer_pull(mv, &offer);
	if (!e && mode == VCL_FE_PEER_REUSE)
		VCL_LOG("several servers: the same ticket again: %d",
			peer_pull(mv, &offer));
	explicit_bzero(&offer, sizeof(offer));
	if (e) {
		if (e == CL_INVALID_OPERATION)
			atomic_fetch_or(&mx_no_pair[mv->x], 1ull << mv->h);
		VCL_LOG("several servers: %s did not fetch from %s directly (%d): through the client",
			vcl_fe_srv_addr(mv->x), vcl_fe_srv_addr(mv->h), e);
		return false;
	}
	return true;
}

static void move_run(struct mx_move *mv)
{
	void *buf = NULL;
	cl_int e = CL_SUCCESS;

	static const size_t zero[3] = { 0, 0, 0 };
	cl_event wev = NULL;

	if (move_direct(mv)) {
		vcl_fe_stat_move(true, mv->size);
		VCL_LOG("moved %s of %zu bytes from %s to %s directly",
			mv->image ? "an image" : "a buffer", mv->size,
			vcl_fe_srv_addr(mv->h), vcl_fe_srv_addr(mv->x));
		goto done;
	}
	if (!(buf = malloc(mv->size ? mv->size : 1)))
		e = CL_OUT_OF_HOST_MEMORY;
	vcl_fe_stat_move(false, mv->size);
	VCL_LOG("moving %s of %zu bytes from %s to %s", mv->image ? "an image" : "a buffer",
		mv->size, vcl_fe_srv_addr(mv->h), vcl_fe_srv_addr(mv->x));
	if (!e && (e = mv->image ? vcl_fe_clEnqueueReadImage(mv->rq, mv->from, CL_TRUE, zero,
							      mv->region, 0, 0, buf,
							      mv->after ? 1 : 0,
							      mv->after ? &mv->after : NULL, NULL)
				 : vcl_fe_clEnqueueReadBuffer(mv->rq, mv->from, CL_TRUE, 0, mv->size,
							      buf, mv->after ? 1 : 0,
							      mv->after ? &mv->after : NULL, NULL)))
		VCL_LOG("several servers: the read from %s failed (%d)", vcl_fe_srv_addr(mv->h), e);
	else if (!e && (e = mv->image ? vcl_fe_clEnqueueWriteImage(mv->wq, mv->to, CL_TRUE, zero,
								    mv->region, 0, 0, buf, 0,
								    NULL, &wev)
				      : vcl_fe_clEnqueueWriteBuffer(mv->wq, mv->to, CL_TRUE, 0,
								    mv->size, buf, 0, NULL, &wev)))
		VCL_LOG("several servers: the write to %s failed (%d)", vcl_fe_srv_addr(mv->x), e);
	/* a blocking write returns once buf may be reused, not once it is done (on the host either:
	 * docs/design.md "Calls that are not waited for"), and the commands the gate opens run on
	 * other queues: the gate opens when the write is complete */
	else if (!e && (e = vcl_fe_clWaitForEvents(1, &wev)))
		VCL_LOG("several servers: the write to %s failed (%d)", vcl_fe_srv_addr(mv->x), e);
	if (wev)
		vcl_fe_clReleaseEvent(wev);
	free(buf);
done:
	/* a user event's status is CL_COMPLETE or negative (spec 5.10) */
	vcl_fe_clSetUserEventStatus(mv->gate, !e ? CL_COMPLETE : e < 0 ? e : CL_OUT_OF_RESOURCES);
	move_free(mv);
}

static void *move_main(void *p)
{
	move_run(p);
	return NULL;
}

/* Bring buffer or image m's latest contents to q's session before what q is given next (mx_lock
 * held; m is not a sub-buffer: its parent is brought whole): *rep is m's replica there, *wev the
 * event the command waits for (NULL: none needed). */
static cl_int mem_bring(struct vcl_mx *m, cl_command_queue q, cl_mem *rep, cl_event *wev)
{
	unsigned x = obj_srv(q), h;
	struct mx_move *mv;
	cl_command_queue rq, wq;
	pthread_attr_t attr;
	pthread_t th;
	cl_event gate;
	cl_int e;
	bool started = false;

	*wev = NULL;
	if (!(*rep = mem_rep(m, x, &e)))
		return e;
	if (m->valid & (1ull << x)) {
		/* here already, or on its way: a command on another queue waits for it too */
		if (m->arrive[x] && !in_order_on(q, m->arrive_q[x])) {
			*wev = m->arrive[x];
			vcl_fe_clRetainEvent(*wev);
		}
		return CL_SUCCESS;
	}
	if (!m->valid)
		return CL_SUCCESS;
	h = m->valid & (1ull << m->holder) ? (unsigned)m->holder
					   : (unsigned)__builtin_ctzll(m->valid);
	if (!(rq = internal_queue(m->ctx, h, &e)) || !(wq = internal_queue(m->ctx, x, &e)))
		return e;
	if (!(gate = vcl_fe_clCreateUserEvent((cl_context)m->ctx->rep[x], &e)))
		return e;
	if (!(mv = calloc(1, sizeof(*mv)))) {
		vcl_fe_clReleaseEvent(gate);
		return CL_OUT_OF_HOST_MEMORY;
	}
	*mv = (struct mx_move){ .rq = rq, .wq = wq, .from = (cl_mem)m->rep[h], .to = *rep,
				.gate = gate, .size = m->size, .image = m->image, .h = h, .x = x };
	if (m->image)
		img_whole(m, mv->region);
	if (m->last_write && h == (unsigned)m->holder)
		mv->after = m->last_write;
	vcl_fe_clRetainCommandQueue(rq);
	vcl_fe_clRetainCommandQueue(wq);
	vcl_fe_clRetainMemObject(mv->from);
	vcl_fe_clRetainMemObject(mv->to);
	if (mv->after)
		vcl_fe_clRetainEvent(mv->after);
	vcl_fe_clRetainEvent(gate); /* the command's wait list's (waits_done releases it) */
	vcl_fe_clRetainEvent(gate); /* arrive[x]'s */
	if (!pthread_attr_init(&attr)) {
		pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
		started = !pthread_create(&th, &attr, move_main, mv);
		pthread_attr_destroy(&attr);
	}
	if (!started) /* no thread: the move runs here, as the enqueue's own wait */
		move_run(mv);
	*wev = gate;
	if (m->arrive[x])
		vcl_fe_clReleaseEvent(m->arrive[x]);
	m->arrive[x] = gate;
	if (m->arrive_q[x])
		vcl_obj_unref((struct vcl_obj *)m->arrive_q[x]);
	m->arrive_q[x] = NULL; /* on no queue of x: every later command there waits for it */
	m->valid |= 1ull << x;
	return CL_SUCCESS;
}

/* After a command on session x that may write m (its event ev): only x has the contents. */
static void mem_written(struct vcl_mx *m, unsigned x, cl_event ev)
{
	m->valid = 1ull << x;
	m->holder = (int)x;
	for (unsigned s = 0; s < VCL_MAX_SESSIONS; s++) {
		if (m->arrive[s])
			vcl_fe_clReleaseEvent(m->arrive[s]);
		if (m->arrive_q[s])
			vcl_obj_unref((struct vcl_obj *)m->arrive_q[s]);
		m->arrive[s] = NULL;
		m->arrive_q[s] = NULL;
	}
	if (m->last_write)
		vcl_fe_clReleaseEvent(m->last_write);
	m->last_write = ev;
	if (ev)
		vcl_fe_clRetainEvent(ev);
}

/* ---- wait lists across servers ---------------------------------------------------------------- */

static void CL_CALLBACK gate_open(cl_event ev, cl_int status, void *u)
{
	(void)ev;
	vcl_fe_clSetUserEventStatus(u, status < 0 ? status : CL_COMPLETE);
	vcl_fe_clReleaseEvent(u);
}

/*
 * A wait list for a command on q: events of q's session as they are; an event of another server
 * of the context becomes a user event on q's session that the client completes when the event
 * does (gate_open). out has room for n; the user events made are released by waits_done.
 */
static cl_int waits_for(cl_command_queue q, cl_uint n, const cl_event *list, cl_event *out)
{
	unsigned x = obj_srv(q);
	struct vcl_mx *ctx = mx_ctx_of(q);
	cl_int e = CL_SUCCESS;

	if ((!list) != (!n))
		return CL_INVALID_EVENT_WAIT_LIST;
	for (cl_uint i = 0; i < n; i++)
		out[i] = list[i];
	for (cl_uint i = 0; i < n; i++) {
		cl_event u;
		if (!vcl_obj_ok(list[i], VN_T_EVENT, false))
			return CL_INVALID_EVENT_WAIT_LIST;
		if (obj_srv(list[i]) == x)
			continue;
		if (mx_ctx_of(list[i]) != ctx)
			return CL_INVALID_CONTEXT;
		if (!(u = vcl_fe_clCreateUserEvent((cl_context)ctx->rep[x], &e)))
			break;
		out[i] = u;
		vcl_fe_clRetainEvent(u); /* the callback's */
		if (vcl_fe_clSetEventCallback(list[i], CL_COMPLETE, gate_open, u) != CL_SUCCESS)
			gate_open(list[i], CL_OUT_OF_RESOURCES, u);
	}
	return e;
}

/* Releases the user events waits_for made, and the events of the writes that brought buffers
 * (out[n .. nout)). */
static void waits_done(cl_uint n, const cl_event *list, cl_event *out, cl_uint nout)
{
	for (cl_uint i = 0; i < nout; i++)
		if (out[i] && (i >= n || out[i] != list[i]))
			vcl_fe_clReleaseEvent(out[i]);
}

/*
 * The one path of every command on a several-server context's queue: the buffers it uses
 * (mems[i], written if wr[i]) brought to q's session and replaced by their replicas there (the
 * writes that bring them join the wait list, so an out-of-order queue keeps them first too), the
 * wait list translated (waits_for), the command enqueued by run, and the buffers it may write
 * then held by q's session alone, with the command's event as their last write.
 */
struct mx_cmd {
	cl_command_queue q;
	unsigned n, cap;
	struct vcl_mx **mems;
	uint8_t *wr;       /* 0: read; MX_WRITES: may be written; MX_OVERWRITES: written whole */
	cl_mem *reps;
	cl_uint nw, nwl;   /* the application's wait list's length; the translated one's */
	const cl_event *wl;
	cl_event *event;
	cl_event *w;       /* the translated wait list: nw + cap */
	bool blocking;     /* a blocking transfer or map: its wait list is waited for first */
};

enum { MX_READS, MX_WRITES, MX_OVERWRITES };

typedef cl_int (*mx_run_fn)(struct mx_cmd *c, const cl_event *wl, cl_event *ev, void *arg);

static cl_int CL_API_CALL mx_clWaitForEvents(cl_uint n, const cl_event *list);

static cl_int mx_command(struct mx_cmd *c, mx_run_fn run, void *arg)
{
	bool writes = false;
	cl_event ev = NULL;
	cl_int e = CL_SUCCESS;

	/* A blocking command behind a failed event returns CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_
	 * LIST and no event, and is not enqueued (spec 5.2.2, 5.11): its wait list is waited for
	 * here first, each event on its own server (a blocking call waits for its wait list anyway,
	 * so no user event the application sets later is waited for in vain; outside mx_lock, which
	 * that setter's own commands may need). Translated, another server's failed event reached
	 * the command only through the gate's callback, which PoCL 3.1 calls with CL_COMPLETE when
	 * registered after the failure (the command then ran: a write in pieces, or a read, returned
	 * CL_SUCCESS) and never when the failure comes after (a split blocking write hung). A wait
	 * list this cannot wait for (other contexts, invalid events) is the command's to refuse. */
	if (c->blocking && c->nw && c->wl &&
	    mx_clWaitForEvents(c->nw, c->wl) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
		return CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
	pthread_mutex_lock(&mx_lock);
	e = waits_for(c->q, c->nw, c->wl, c->w);
	c->nwl = c->nw;
	for (unsigned i = 0; i < c->n && !e; i++) {
		struct vcl_mx *m = c->mems[i], *st = state_of(m);
		unsigned x = obj_srv(c->q);
		cl_mem srep;
		writes |= c->wr[i] != MX_READS;
		if (m != st && c->wr[i] == MX_OVERWRITES) /* a sub-buffer is part of its parent */
			c->wr[i] = MX_WRITES;
		if (c->wr[i] == MX_OVERWRITES) { /* nothing of the old contents is needed */
			c->reps[i] = mem_rep(m, x, &e);
			/* ... but a move still on its way there must not land on top of it */
			if (c->reps[i] && (m->valid & (1ull << x)) && m->arrive[x] && !m->arrive_q[x]) {
				c->w[c->nwl++] = m->arrive[x];
				vcl_fe_clRetainEvent(m->arrive[x]);
			}
			continue;
		}
		e = mem_bring(st, c->q, &srep, &c->w[c->nwl]);
		if (c->w[c->nwl])
			c->nwl++;
		/* a sub-buffer's replica there, from the parent's */
		c->reps[i] = e || m == st ? srep : mem_rep(m, x, &e);
	}
	if (e)
		VCL_LOG("several servers: bringing a command's buffers failed (%d)", e);
	if (!e && (e = run(c, c->nwl ? c->w : NULL, (c->event || writes) ? &ev : NULL, arg)))
		VCL_LOG("several servers: the command failed (%d)", e);
	waits_done(c->nw, c->wl, c->w, c->nwl);
	if (!e)
		for (unsigned i = 0; i < c->n; i++)
			if (c->wr[i])
				mem_written(state_of(c->mems[i]), obj_srv(c->q), ev);
	pthread_mutex_unlock(&mx_lock);
	if (c->event && !e)
		*c->event = ev;
	else if (ev)
		vcl_fe_clReleaseEvent(ev);
	return e;
}

/* A command on queue with room for cap buffers. */
#define MX_CMD(name, queue, nwait, wlist, ev, ncap)                                                \
	struct mx_cmd name##_s = { .q = (queue), .cap = (ncap), .nw = (nwait), .wl = (wlist),     \
				   .event = (ev) };                                                \
	struct mx_cmd *name = &name##_s;                                                           \
	name->mems = alloca(sizeof(*name->mems) * (name->cap + 1));                                \
	name->wr = alloca(sizeof(*name->wr) * (name->cap + 1));                                    \
	name->reps = alloca(sizeof(*name->reps) * (name->cap + 1));                                \
	name->w = alloca(sizeof(cl_event) * (name->nw + name->cap + 1))

static bool mx_add(struct mx_cmd *c, const void *mem, uint8_t wr)
{
	struct vcl_mx *m = mx_of(mem, VN_T_MEM);

	if (!m || c->n >= c->cap || m->ctx != mx_ctx_of(c->q))
		return false;
	c->mems[c->n] = m;
	c->wr[c->n++] = wr;
	return true;
}

static bool mx_queue_ok(cl_command_queue q)
{
	return vcl_obj_ok(q, VN_T_QUEUE, false) && mx_ctx_of(q);
}

/* ---- contexts --------------------------------------------------------------------------------- */

cl_context vcl_mx_context_create(const cl_context_properties *properties, cl_uint num_devices,
				 const cl_device_id *devices, vcl_pfn_context_notify pfn_notify,
				 void *user_data, cl_int *errcode_ret)
{
	struct vcl_mx *m = mx_new(VN_T_CONTEXT, NULL);
	cl_int e = CL_SUCCESS;

	if (!m || !(m->devs = malloc(num_devices * sizeof(*devices)))) {
		mx_release(m);
		SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	memcpy(m->devs, devices, num_devices * sizeof(*devices));
	m->ndev = num_devices;
	for (cl_uint i = 0; i < num_devices && !e; i++) {
		unsigned s = obj_srv(devices[i]);
		cl_device_id sub[64];
		struct _cl_context *r;
		if (ctx_has_srv(m, s))
			continue;
		if (s >= VCL_MAX_SESSIONS) {
			e = CL_INVALID_DEVICE;
			break;
		}
		m->srvs[m->nsrv++] = (uint8_t)s;
		r = (struct _cl_context *)vcl_fe_clCreateContext(
			properties, ctx_devs_on(m, s, sub, 64), sub, pfn_notify, user_data, &e);
		if (r) {
			r->o.dispatch = &mx_dispatch; /* its queues and events inherit it */
			r->mx = m;
			m->rep[s] = &r->o;
		}
	}
	SET_ERR(errcode_ret, e);
	if (e) {
		mx_release(m);
		return NULL;
	}
	return (cl_context)m;
}

/* Retain and release of a guest-side object of several servers: its own count (the replicas go
 * with mx_release); any other handle is the single-server path's. */
#define MX_RETAIN_RELEASE(name, ctype, tag)                                                        \
	static cl_int CL_API_CALL mx_clRetain##name(ctype h)                                       \
	{                                                                                          \
		struct vcl_mx *m = mx_of(h, tag);                                                  \
		if (!m)                                                                            \
			return vcl_fe_clRetain##name(h);                                           \
		atomic_fetch_add(&m->refs, 1);                                                     \
		return CL_SUCCESS;                                                                 \
	}                                                                                          \
	static cl_int CL_API_CALL mx_clRelease##name(ctype h)                                      \
	{                                                                                          \
		struct vcl_mx *m = mx_of(h, tag);                                                  \
		if (!m)                                                                            \
			return vcl_fe_clRelease##name(h);                                          \
		mx_release(m);                                                                     \
		return CL_SUCCESS;                                                                 \
	}

MX_RETAIN_RELEASE(Context, cl_context, VN_T_CONTEXT)

/* Answer a query whose value is one handle. */
static cl_int answer(const void *v, size_t n, size_t size, void *value, size_t *size_ret)
{
	if (value && size < n)
		return CL_INVALID_VALUE;
	if (value)
		memcpy(value, v, n);
	SET_ERR(size_ret, n);
	return CL_SUCCESS;
}

static cl_int CL_API_CALL mx_clGetContextInfo(cl_context c, cl_context_info p, size_t size,
					      void *value, size_t *size_ret)
{
	struct vcl_mx *m = mx_of(c, VN_T_CONTEXT);
	cl_uint u;

	if (!m)
		return vcl_fe_clGetContextInfo(c, p, size, value, size_ret);
	switch (p) {
	case CL_CONTEXT_DEVICES:
		return answer(m->devs, m->ndev * sizeof(cl_device_id), size, value, size_ret);
	case CL_CONTEXT_NUM_DEVICES:
		return answer(&m->ndev, sizeof(cl_uint), size, value, size_ret);
	case CL_CONTEXT_REFERENCE_COUNT:
		u = (cl_uint)atomic_load(&m->refs);
		return answer(&u, sizeof(u), size, value, size_ret);
	default:
		return vcl_fe_clGetContextInfo((cl_context)any_rep(m), p, size, value, size_ret);
	}
}

static cl_command_queue CL_API_CALL mx_clCreateCommandQueueWithProperties(
	cl_context c, cl_device_id d, const cl_queue_properties *props, cl_int *err)
{
	struct vcl_mx *m = mx_of(c, VN_T_CONTEXT);
	bool in = false;

	if (!m)
		return vcl_fe_clCreateCommandQueueWithProperties(c, d, props, err);
	for (cl_uint i = 0; i < m->ndev; i++)
		in |= m->devs[i] == d;
	if (!in) {
		SET_ERR(err, CL_INVALID_DEVICE);
		return NULL;
	}
	return vcl_fe_clCreateCommandQueueWithProperties((cl_context)m->rep[obj_srv(d)], d, props,
							 err);
}

static cl_command_queue CL_API_CALL mx_clCreateCommandQueue(cl_context c, cl_device_id d,
							    cl_command_queue_properties p,
							    cl_int *err)
{
	cl_queue_properties props[] = { CL_QUEUE_PROPERTIES, p, 0 };

	if (!mx_of(c, VN_T_CONTEXT))
		return vcl_fe_clCreateCommandQueue(c, d, p, err);
	return mx_clCreateCommandQueueWithProperties(c, d, props, err);
}

static cl_event CL_API_CALL mx_clCreateUserEvent(cl_context c, cl_int *err)
{
	struct vcl_mx *m = mx_of(c, VN_T_CONTEXT);

	return vcl_fe_clCreateUserEvent(m ? (cl_context)m->rep[ctx_first(m)] : c, err);
}

/* A handle value that names a replica context: the application's several-server context. */
static cl_int ctx_fix(cl_int r, const void *obj, cl_uint p, void *value)
{
	if (!r && value &&
	    (p == CL_QUEUE_CONTEXT || p == CL_EVENT_CONTEXT))
		*(cl_context *)value = (cl_context)mx_ctx_of(obj);
	return r;
}

static cl_int CL_API_CALL mx_clGetCommandQueueInfo(cl_command_queue q, cl_command_queue_info p,
						   size_t size, void *value, size_t *size_ret)
{
	return ctx_fix(vcl_fe_clGetCommandQueueInfo(q, p, size, value, size_ret), q, p, value);
}

static cl_int CL_API_CALL mx_clGetEventInfo(cl_event ev, cl_event_info p, size_t size, void *value,
					    size_t *size_ret)
{
	return ctx_fix(vcl_fe_clGetEventInfo(ev, p, size, value, size_ret), ev, p, value);
}

/* Waits for events of several servers of one context: each server's in turn. */
static cl_int CL_API_CALL mx_clWaitForEvents(cl_uint n, const cl_event *list)
{
	cl_int e = CL_SUCCESS;
	cl_uint i = 0;

	if (!n || !list)
		return CL_INVALID_VALUE;
	if (!vcl_objs_ok((const void *const *)list, n, VN_T_EVENT, false))
		return CL_INVALID_EVENT;
	for (cl_uint k = 1; k < n; k++)
		if (mx_ctx_of(list[k]) != mx_ctx_of(list[0]))
			return CL_INVALID_CONTEXT;
	while (i < n) {
		cl_uint j = i;
		while (j < n && obj_srv(list[j]) == obj_srv(list[i]))
			j++;
		cl_int r = vcl_fe_clWaitForEvents(j - i, list + i);
		if (!e)
			e = r;
		i = j;
	}
	return e;
}

/* ---- buffers ---------------------------------------------------------------------------------- */

static cl_mem CL_API_CALL mx_clCreateBufferWithProperties(cl_context c,
							  const cl_mem_properties *props,
							  cl_mem_flags flags, size_t size,
							  void *host_ptr, cl_int *err)
{
	struct vcl_mx *ctx = mx_of(c, VN_T_CONTEXT), *m;
	size_t np = 0;
	unsigned s;

	if (!ctx)
		return vcl_fe_clCreateBufferWithProperties(c, props, flags, size, host_ptr, err);
	while (props && props[np] && np < 64)
		np += 2;
	if (!(m = mx_new(VN_T_MEM, ctx)) ||
	    (props && !(m->props = malloc((np + 1) * sizeof(*props))))) {
		mx_release(m);
		SET_ERR(err, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	if (props) {
		memcpy(m->props, props, np * sizeof(*props));
		m->props[np] = 0;
	}
	m->flags = flags;
	m->size = size;
	m->host_ptr = (flags & CL_MEM_USE_HOST_PTR) ? host_ptr : NULL;
	/* the first server's replica has the initial contents, and checks the arguments */
	s = ctx_first(ctx);
	m->rep[s] = (struct vcl_obj *)vcl_fe_clCreateBufferWithProperties(
		(cl_context)ctx->rep[s], props,
		flags & ~(cl_mem_flags)(CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY |
					CL_MEM_HOST_NO_ACCESS),
		size, host_ptr, err);
	if (!m->rep[s]) {
		mx_release(m);
		return NULL;
	}
	/* only initial contents need bringing: without them there is nothing to move yet */
	m->valid = (flags & (CL_MEM_COPY_HOST_PTR | CL_MEM_USE_HOST_PTR)) ? 1ull << s : 0;
	m->holder = (int)s;
	return (cl_mem)m;
}

static cl_mem CL_API_CALL mx_clCreateBuffer(cl_context c, cl_mem_flags flags, size_t size,
					    void *host_ptr, cl_int *err)
{
	if (!mx_of(c, VN_T_CONTEXT))
		return vcl_fe_clCreateBuffer(c, flags, size, host_ptr, err);
	return mx_clCreateBufferWithProperties(c, NULL, flags, size, host_ptr, err);
}

MX_RETAIN_RELEASE(MemObject, cl_mem, VN_T_MEM)

static cl_int CL_API_CALL mx_clGetMemObjectInfo(cl_mem mem, cl_mem_info p, size_t size,
						void *value, size_t *size_ret)
{
	struct vcl_mx *m = mx_of(mem, VN_T_MEM);
	cl_uint u;

	if (!m)
		return vcl_fe_clGetMemObjectInfo(mem, p, size, value, size_ret);
	switch (p) {
	case CL_MEM_CONTEXT:
		return answer(&m->ctx, sizeof(cl_context), size, value, size_ret);
	case CL_MEM_FLAGS:
		return answer(&m->flags, sizeof(m->flags), size, value, size_ret);
	case CL_MEM_HOST_PTR:
		return answer(&m->host_ptr, sizeof(void *), size, value, size_ret);
	case CL_MEM_ASSOCIATED_MEMOBJECT:
		return answer(&m->parent, sizeof(cl_mem), size, value, size_ret);
	case CL_MEM_OFFSET:
		return answer(&m->region.origin, sizeof(size_t), size, value, size_ret);
	case CL_MEM_REFERENCE_COUNT:
		u = (cl_uint)atomic_load(&m->refs);
		return answer(&u, sizeof(u), size, value, size_ret);
	default:
		return vcl_fe_clGetMemObjectInfo((cl_mem)any_rep(m), p, size, value, size_ret);
	}
}

/* ---- sub-buffers ------------------------------------------------------------------------------ */

/*
 * A sub-buffer follows its parent's valid set, holder and last write (a command that may write
 * it makes its server the parent's only holder; one that needs it brings the whole parent), and
 * each server's replica is made from that server's replica of the parent with the same region.
 * The first replica is made on the first server (in the context's order) whose devices allow the
 * origin: CL_MISALIGNED_SUB_BUFFER_OFFSET only when none does (spec 5.2.1); a server whose
 * devices do not allow it fails the commands there with that error.
 */
static cl_mem CL_API_CALL mx_clCreateSubBuffer(cl_mem buffer, cl_mem_flags flags,
					       cl_buffer_create_type type, const void *info,
					       cl_int *err)
{
	const cl_mem_flags acc = CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
	struct vcl_mx *p = mx_of(buffer, VN_T_MEM), *m;
	const cl_buffer_region *r = info;
	cl_int e = CL_MISALIGNED_SUB_BUFFER_OFFSET;
	bool tried = false;

	if (!p)
		return vcl_fe_clCreateSubBuffer(buffer, flags, type, info, err);
	if (p->parent || p->image) {
		SET_ERR(err, CL_INVALID_MEM_OBJECT);
		return NULL;
	}
	/* what the replicas cannot check: their parents have no host access flags */
	if (type != CL_BUFFER_CREATE_TYPE_REGION || !r ||
	    ((flags & HOST_ACCESS_FLAGS) && (p->flags & HOST_ACCESS_FLAGS) &&
	     (flags & HOST_ACCESS_FLAGS) != (p->flags & HOST_ACCESS_FLAGS))) {
		SET_ERR(err, CL_INVALID_VALUE);
		return NULL;
	}
	if (!(m = mx_new(VN_T_MEM, p->ctx))) {
		SET_ERR(err, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	atomic_fetch_add(&p->refs, 1);
	m->parent = p;
	m->region = *r;
	m->sub_flags = flags & ~(cl_mem_flags)HOST_ACCESS_FLAGS;
	m->flags = ((flags & acc) ? flags & acc : p->flags & acc) |
		   ((flags & HOST_ACCESS_FLAGS) ? flags & HOST_ACCESS_FLAGS
						: p->flags & HOST_ACCESS_FLAGS) |
		   (p->flags & (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR));
	m->size = r->size;
	m->host_ptr = p->host_ptr ? (char *)p->host_ptr + r->origin : NULL;
	pthread_mutex_lock(&mx_lock);
	for (unsigned i = 0; i < p->ctx->nsrv && e == CL_MISALIGNED_SUB_BUFFER_OFFSET; i++) {
		unsigned s = p->ctx->srvs[i];
		if (vcl_fe_srv_broken(s))
			continue;
		tried = true;
		mem_rep(m, s, &e);
	}
	if (!tried)
		mem_rep(m, ctx_first(p->ctx), &e);
	pthread_mutex_unlock(&mx_lock);
	if (e) {
		SET_ERR(err, e);
		mx_release(m);
		return NULL;
	}
	SET_ERR(err, CL_SUCCESS);
	return (cl_mem)m;
}

/* ---- images ----------------------------------------------------------------------------------- */

/*
 * The flags of an image made from memory object p (spec 3.0 §5.3.1): the device and host access
 * it does not give are p's, and p's host pointer flags are its own. CL_INVALID_VALUE where the
 * spec says so and the replicas cannot tell: flags naming a host pointer (a replica would copy
 * initial contents that the valid set does not know of), or host access contradicting p's (the
 * replicas have none: moves read and write them). The device access rules are the host's.
 */
static cl_int derived_flags(const struct vcl_mx *p, cl_mem_flags flags, cl_mem_flags *out)
{
	const cl_mem_flags acc = CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
	const cl_mem_flags hp = CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR;
	cl_mem_flags ph = p->flags & HOST_ACCESS_FLAGS, fh = flags & HOST_ACCESS_FLAGS;

	if ((flags & hp) ||
	    ((ph & CL_MEM_HOST_WRITE_ONLY) && (fh & CL_MEM_HOST_READ_ONLY)) ||
	    ((ph & CL_MEM_HOST_READ_ONLY) && (fh & CL_MEM_HOST_WRITE_ONLY)) ||
	    ((ph & CL_MEM_HOST_NO_ACCESS) && (fh & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY))))
		return CL_INVALID_VALUE;
	*out = (flags & ~(acc | HOST_ACCESS_FLAGS)) | ((flags & acc) ? flags & acc : p->flags & acc) |
	       (fh ? fh : ph) | (p->flags & hp);
	return CL_SUCCESS;
}

/*
 * An image: made on the first server with the initial contents (its errors are the call's),
 * elsewhere with the same format and descriptor when a command there needs it; moved whole by a
 * read image on the holder and a write image on the target (through the client).
 *
 * An image made from a buffer or another image (image_desc.mem_object: a
 * CL_MEM_OBJECT_IMAGE1D_BUFFER, a 2D image with cl_khr_image2d_from_buffer, an image from an
 * image; spec 3.0 §5.3.1) shares that object's storage: it follows the object at the root
 * (state_of), which is what moves, and each server's replica is made from the replica there of
 * the object it was made from. The first replica is made on the first server (its errors are the
 * call's: a host that does not have the kind answers its own error); one on a server whose host
 * refuses it fails the command there with that error. mem_object not a memory object of this
 * context: CL_INVALID_IMAGE_DESCRIPTOR (as on one server); flags as derived_flags says.
 */
static cl_mem mx_image_create(struct vcl_mx *ctx, const cl_mem_properties *props,
			      cl_mem_flags flags, const cl_image_format *fmt,
			      const cl_image_desc *desc, void *host_ptr, cl_int *err)
{
	size_t np = 0, elem = 0, r[3];
	struct vcl_mx *m, *from = NULL;
	cl_mem_flags eff = flags;
	cl_int e;
	unsigned s;

	if (!fmt || !desc) {
		SET_ERR(err, !fmt ? CL_INVALID_IMAGE_FORMAT_DESCRIPTOR : CL_INVALID_IMAGE_DESCRIPTOR);
		return NULL;
	}
	if (desc->mem_object) {
		if (!(from = mx_of(desc->mem_object, VN_T_MEM)) || from->ctx != ctx) {
			SET_ERR(err, CL_INVALID_IMAGE_DESCRIPTOR);
			return NULL;
		}
		/* a host pointer without flags naming one: as one server's front-end says */
		if ((e = derived_flags(from, flags, &eff)) || (host_ptr && (e = CL_INVALID_HOST_PTR))) {
			SET_ERR(err, e);
			return NULL;
		}
	}
	while (props && props[np] && np < 64)
		np += 2;
	if (!(m = mx_new(VN_T_MEM, ctx)) ||
	    (props && !(m->props = malloc((np + 1) * sizeof(*props))))) {
		mx_release(m);
		SET_ERR(err, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	if (props) {
		memcpy(m->props, props, np * sizeof(*props));
		m->props[np] = 0;
	}
	m->image = true;
	m->fmt = *fmt;
	m->desc = *desc;
	m->flags = eff;
	m->host_ptr = (flags & CL_MEM_USE_HOST_PTR) ? host_ptr : NULL;
	s = ctx_first(ctx);
	flags &= ~(cl_mem_flags)HOST_ACCESS_FLAGS; /* checked here: moves read and write it */
	if (from) {
		/* no contents of its own: they are from's (state_of) */
		atomic_fetch_add(&from->refs, 1);
		m->parent = from;
		m->sub_flags = flags;
		m->desc.mem_object = NULL; /* each replica's is from's replica on its session */
		pthread_mutex_lock(&mx_lock);
		mem_rep(m, s, &e);
		pthread_mutex_unlock(&mx_lock);
	} else {
		m->rep[s] = (struct vcl_obj *)(props ? vcl_fe_clCreateImageWithProperties(
								 (cl_context)ctx->rep[s], props,
								 flags, fmt, desc, host_ptr, &e)
						     : vcl_fe_clCreateImage((cl_context)ctx->rep[s],
									    flags, fmt, desc,
									    host_ptr, &e));
	}
	if (!m->rep[s] ||
	    (e = vcl_fe_clGetImageInfo((cl_mem)m->rep[s], CL_IMAGE_ELEMENT_SIZE, sizeof(elem),
				       &elem, NULL))) {
		SET_ERR(err, e);
		mx_release(m);
		return NULL;
	}
	if (!host_ptr && !from) /* as the replica has them (with no host memory: 0) */
		m->desc.image_row_pitch = m->desc.image_slice_pitch = 0;
	img_whole(m, r);
	m->size = elem * r[0] * r[1] * r[2];
	m->valid = (flags & (CL_MEM_COPY_HOST_PTR | CL_MEM_USE_HOST_PTR)) ? 1ull << s : 0;
	m->holder = (int)s;
	SET_ERR(err, CL_SUCCESS);
	return (cl_mem)m;
}

static cl_mem CL_API_CALL mx_clCreateImageWithProperties(cl_context c,
							 const cl_mem_properties *props,
							 cl_mem_flags flags,
							 const cl_image_format *fmt,
							 const cl_image_desc *desc, void *host_ptr,
							 cl_int *err)
{
	struct vcl_mx *ctx = mx_of(c, VN_T_CONTEXT);

	if (!ctx)
		return vcl_fe_clCreateImageWithProperties(c, props, flags, fmt, desc, host_ptr, err);
	return mx_image_create(ctx, props, flags, fmt, desc, host_ptr, err);
}

static cl_mem CL_API_CALL mx_clCreateImage(cl_context c, cl_mem_flags flags,
					   const cl_image_format *fmt, const cl_image_desc *desc,
					   void *host_ptr, cl_int *err)
{
	struct vcl_mx *ctx = mx_of(c, VN_T_CONTEXT);

	if (!ctx)
		return vcl_fe_clCreateImage(c, flags, fmt, desc, host_ptr, err);
	return mx_image_create(ctx, NULL, flags, fmt, desc, host_ptr, err);
}

static cl_mem CL_API_CALL mx_clCreateImage2D(cl_context c, cl_mem_flags flags,
					     const cl_image_format *fmt, size_t w, size_t h,
					     size_t rp, void *host_ptr, cl_int *err)
{
	cl_image_desc d = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = w,
			    .image_height = h, .image_row_pitch = rp };
	struct vcl_mx *ctx = mx_of(c, VN_T_CONTEXT);

	if (!ctx)
		return vcl_fe_clCreateImage2D(c, flags, fmt, w, h, rp, host_ptr, err);
	return mx_image_create(ctx, NULL, flags, fmt, &d, host_ptr, err);
}

static cl_mem CL_API_CALL mx_clCreateImage3D(cl_context c, cl_mem_flags flags,
					     const cl_image_format *fmt, size_t w, size_t h,
					     size_t depth, size_t rp, size_t sp, void *host_ptr,
					     cl_int *err)
{
	cl_image_desc d = { .image_type = CL_MEM_OBJECT_IMAGE3D, .image_width = w,
			    .image_height = h, .image_depth = depth, .image_row_pitch = rp,
			    .image_slice_pitch = sp };
	struct vcl_mx *ctx = mx_of(c, VN_T_CONTEXT);

	if (!ctx)
		return vcl_fe_clCreateImage3D(c, flags, fmt, w, h, depth, rp, sp, host_ptr, err);
	return mx_image_create(ctx, NULL, flags, fmt, &d, host_ptr, err);
}

/* CL_IMAGE_BUFFER: what a replica's host answers (the buffer an image was made from, or NULL),
 * as the application's object: the one of m's ancestors whose replica it is. */
static cl_int CL_API_CALL mx_clGetImageInfo(cl_mem mem, cl_image_info p, size_t size, void *value,
					    size_t *size_ret)
{
	struct vcl_mx *m = mx_of(mem, VN_T_MEM), *a;
	struct vcl_obj *r;
	cl_mem b = NULL;
	cl_int e;

	if (!m)
		return vcl_fe_clGetImageInfo(mem, p, size, value, size_ret);
	if (!m->image)
		return CL_INVALID_MEM_OBJECT;
	r = any_rep(m);
	if (p != CL_IMAGE_BUFFER)
		return vcl_fe_clGetImageInfo((cl_mem)r, p, size, value, size_ret);
	if ((e = vcl_fe_clGetImageInfo((cl_mem)r, p, sizeof(b), &b, NULL)))
		return e;
	pthread_mutex_lock(&mx_lock);
	for (a = m->parent; a && b && a->rep[r->srv] != (struct vcl_obj *)b; a = a->parent)
		;
	pthread_mutex_unlock(&mx_lock);
	b = (cl_mem)a;
	return answer(&b, sizeof(b), size, value, size_ret);
}

static bool same_format(const cl_image_format *a, const cl_image_format *b)
{
	return a->image_channel_order == b->image_channel_order &&
	       a->image_channel_data_type == b->image_channel_data_type;
}

/* The formats every server of the context supports (the servers not lost). */
static cl_int CL_API_CALL mx_clGetSupportedImageFormats(cl_context c, cl_mem_flags flags,
						       cl_mem_object_type type, cl_uint num,
						       cl_image_format *formats, cl_uint *num_ret)
{
	struct vcl_mx *m = mx_of(c, VN_T_CONTEXT);
	cl_image_format *have = NULL, *other = NULL;
	cl_uint nhave = 0, k;
	bool first = true;
	cl_int e = CL_SUCCESS;

	if (!m)
		return vcl_fe_clGetSupportedImageFormats(c, flags, type, num, formats, num_ret);
	if (formats && !num)
		return CL_INVALID_VALUE;
	for (unsigned i = 0; i < m->nsrv && !e; i++) {
		cl_context r = (cl_context)m->rep[m->srvs[i]];
		cl_uint n = 0;
		if (vcl_fe_srv_broken(m->srvs[i]) && (i + 1 < m->nsrv || !first))
			continue;
		if ((e = vcl_fe_clGetSupportedImageFormats(r, flags, type, 0, NULL, &n)))
			break;
		free(other);
		if (!(other = malloc((n ? n : 1) * sizeof(*other)))) {
			e = CL_OUT_OF_HOST_MEMORY;
			break;
		}
		if (n && (e = vcl_fe_clGetSupportedImageFormats(r, flags, type, n, other, &n)))
			break;
		if (first) {
			have = other;
			nhave = n;
			other = NULL;
			first = false;
			continue;
		}
		k = 0;
		for (cl_uint a = 0; a < nhave; a++) {
			bool in = false;
			for (cl_uint b = 0; b < n && !in; b++)
				in = same_format(&have[a], &other[b]);
			if (in)
				have[k++] = have[a];
		}
		nhave = k;
	}
	if (!e) {
		if (formats)
			memcpy(formats, have, (num < nhave ? num : nhave) * sizeof(*formats));
		SET_ERR(num_ret, nhave);
	}
	free(have);
	free(other);
	return e;
}

/* ---- samplers --------------------------------------------------------------------------------- */

/* A sampler: made on the first live server at the call (its errors are the call's), on another
 * when a kernel there takes it as an argument. */
static cl_sampler mx_sampler_create(struct vcl_mx *ctx, const cl_sampler_properties *props,
				    bool with_props, cl_bool norm, cl_addressing_mode addr,
				    cl_filter_mode filter, cl_int *err)
{
	struct vcl_mx *m;
	size_t np = 0;
	cl_int e;

	while (props && props[np] && np < 64)
		np += 2;
	if (!(m = mx_new(VN_T_SAMPLER, ctx)) ||
	    (props && !(m->props = malloc((np + 1) * sizeof(*m->props))))) {
		mx_release(m);
		SET_ERR(err, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	for (size_t i = 0; props && i < np; i++)
		m->props[i] = props[i];
	if (props)
		m->props[np] = 0;
	m->with_props = with_props;
	m->norm = norm;
	m->addr = addr;
	m->filter = filter;
	pthread_mutex_lock(&mx_lock);
	sampler_rep(m, ctx_first(ctx), &e);
	pthread_mutex_unlock(&mx_lock);
	SET_ERR(err, e);
	if (e) {
		mx_release(m);
		return NULL;
	}
	return (cl_sampler)m;
}

static cl_sampler CL_API_CALL mx_clCreateSampler(cl_context c, cl_bool norm,
						 cl_addressing_mode addr, cl_filter_mode filter,
						 cl_int *err)
{
	struct vcl_mx *ctx = mx_of(c, VN_T_CONTEXT);

	if (!ctx)
		return vcl_fe_clCreateSampler(c, norm, addr, filter, err);
	return mx_sampler_create(ctx, NULL, false, norm, addr, filter, err);
}

static cl_sampler CL_API_CALL mx_clCreateSamplerWithProperties(cl_context c,
							       const cl_sampler_properties *props,
							       cl_int *err)
{
	struct vcl_mx *ctx = mx_of(c, VN_T_CONTEXT);

	if (!ctx)
		return vcl_fe_clCreateSamplerWithProperties(c, props, err);
	return mx_sampler_create(ctx, props, true, 0, 0, 0, err);
}

MX_RETAIN_RELEASE(Sampler, cl_sampler, VN_T_SAMPLER)

static cl_int CL_API_CALL mx_clGetSamplerInfo(cl_sampler smp, cl_sampler_info p, size_t size,
					      void *value, size_t *size_ret)
{
	struct vcl_mx *m = mx_of(smp, VN_T_SAMPLER);
	cl_uint u;

	if (!m)
		return vcl_fe_clGetSamplerInfo(smp, p, size, value, size_ret);
	switch (p) {
	case CL_SAMPLER_CONTEXT:
		return answer(&m->ctx, sizeof(cl_context), size, value, size_ret);
	case CL_SAMPLER_REFERENCE_COUNT:
		u = (cl_uint)atomic_load(&m->refs);
		return answer(&u, sizeof(u), size, value, size_ret);
	default:
		return vcl_fe_clGetSamplerInfo((cl_sampler)any_rep(m), p, size, value, size_ret);
	}
}

static bool host_may(struct vcl_mx *m, bool read)
{
	return !(m->flags & (read ? (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS)
				  : (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)));
}

struct rw_args {
	bool read;
	cl_bool blocking;
	size_t offset, size;
	void *ptr;
};

static cl_int run_rw(struct mx_cmd *c, const cl_event *wl, cl_event *ev, void *arg)
{
	struct rw_args *a = arg;

	return a->read ? vcl_fe_clEnqueueReadBuffer(c->q, c->reps[0], a->blocking, a->offset,
						    a->size, a->ptr, c->nwl, wl, ev)
		       : vcl_fe_clEnqueueWriteBuffer(c->q, c->reps[0], a->blocking, a->offset,
						     a->size, a->ptr, c->nwl, wl, ev);
}

static cl_int mx_rw(cl_command_queue q, cl_mem buf, struct rw_args *a, cl_uint nw,
		    const cl_event *wl, cl_event *event)
{
	struct vcl_mx *m = mx_of(buf, VN_T_MEM);
	MX_CMD(c, q, nw, wl, event, 1);

	if (!mx_queue_ok(q))
		return CL_INVALID_COMMAND_QUEUE;
	if (!mx_add(c, buf, a->read ? MX_READS
			   : m && a->offset == 0 && a->size == m->size ? MX_OVERWRITES : MX_WRITES))
		return m ? CL_INVALID_CONTEXT : CL_INVALID_MEM_OBJECT;
	if (!host_may(m, a->read))
		return CL_INVALID_OPERATION;
	c->blocking = a->blocking;
	return mx_command(c, run_rw, a);
}

static cl_int CL_API_CALL mx_clEnqueueReadBuffer(cl_command_queue q, cl_mem buf, cl_bool blocking,
						 size_t offset, size_t size, void *ptr, cl_uint nw,
						 const cl_event *wl, cl_event *event)
{
	struct rw_args a = { true, blocking, offset, size, ptr };

	return mx_rw(q, buf, &a, nw, wl, event);
}

static cl_int CL_API_CALL mx_clEnqueueWriteBuffer(cl_command_queue q, cl_mem buf, cl_bool blocking,
						  size_t offset, size_t size, const void *ptr,
						  cl_uint nw, const cl_event *wl, cl_event *event)
{
	struct rw_args a = { false, blocking, offset, size, (void *)ptr };

	return mx_rw(q, buf, &a, nw, wl, event);
}

struct copy_args {
	size_t so, dof, size;
};

static cl_int run_copy(struct mx_cmd *c, const cl_event *wl, cl_event *ev, void *arg)
{
	struct copy_args *a = arg;

	return vcl_fe_clEnqueueCopyBuffer(c->q, c->reps[0], c->reps[1], a->so, a->dof, a->size,
					  c->nwl, wl, ev);
}

static cl_int CL_API_CALL mx_clEnqueueCopyBuffer(cl_command_queue q, cl_mem src, cl_mem dst,
						 size_t so, size_t dof, size_t size, cl_uint nw,
						 const cl_event *wl, cl_event *event)
{
	struct copy_args a = { so, dof, size };
	MX_CMD(c, q, nw, wl, event, 2);

	if (!mx_queue_ok(q))
		return CL_INVALID_COMMAND_QUEUE;
	if (!mx_add(c, src, MX_READS) || !mx_add(c, dst, MX_WRITES))
		return CL_INVALID_MEM_OBJECT;
	return mx_command(c, run_copy, &a);
}

struct fill_args {
	const void *pattern;
	size_t psize, offset, size;
};

static cl_int run_fill(struct mx_cmd *c, const cl_event *wl, cl_event *ev, void *arg)
{
	struct fill_args *a = arg;

	return vcl_fe_clEnqueueFillBuffer(c->q, c->reps[0], a->pattern, a->psize, a->offset,
					  a->size, c->nwl, wl, ev);
}

static cl_int CL_API_CALL mx_clEnqueueFillBuffer(cl_command_queue q, cl_mem buf,
						 const void *pattern, size_t psize, size_t offset,
						 size_t size, cl_uint nw, const cl_event *wl,
						 cl_event *event)
{
	struct fill_args a = { pattern, psize, offset, size };
	struct vcl_mx *m = mx_of(buf, VN_T_MEM);
	MX_CMD(c, q, nw, wl, event, 1);

	if (!mx_queue_ok(q))
		return CL_INVALID_COMMAND_QUEUE;
	if (!mx_add(c, buf, m && offset == 0 && size == m->size ? MX_OVERWRITES : MX_WRITES))
		return CL_INVALID_MEM_OBJECT;
	return mx_command(c, run_fill, &a);
}

struct map_args {
	cl_bool blocking;
	cl_map_flags flags;
	size_t offset, size;
	void *ret;
	void *unmap_ptr;
};

static cl_int run_map(struct mx_cmd *c, const cl_event *wl, cl_event *ev, void *arg)
{
	struct map_args *a = arg;
	cl_int e;

	if (a->unmap_ptr)
		return vcl_fe_clEnqueueUnmapMemObject(c->q, c->reps[0], a->unmap_ptr, c->nwl, wl, ev);
	a->ret = vcl_fe_clEnqueueMapBuffer(c->q, c->reps[0], a->blocking, a->flags, a->offset,
					   a->size, c->nwl, wl, ev, &e);
	return e;
}

static void *CL_API_CALL mx_clEnqueueMapBuffer(cl_command_queue q, cl_mem buf, cl_bool blocking,
					       cl_map_flags flags, size_t offset, size_t size,
					       cl_uint nw, const cl_event *wl, cl_event *event,
					       cl_int *err)
{
	struct map_args a = { blocking, flags, offset, size, NULL, NULL };
	struct vcl_mx *m = mx_of(buf, VN_T_MEM);
	MX_CMD(c, q, nw, wl, event, 1);
	cl_int e;

	if (!mx_queue_ok(q))
		e = CL_INVALID_COMMAND_QUEUE;
	else if (!mx_add(c, buf, (flags & CL_MAP_WRITE_INVALIDATE_REGION) && m && offset == 0 &&
				 size == m->size ? MX_OVERWRITES
			 : (flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) ? MX_WRITES
										 : MX_READS))
		e = CL_INVALID_MEM_OBJECT;
	else if (!host_may(m, !(flags & CL_MAP_WRITE_INVALIDATE_REGION)))
		e = CL_INVALID_OPERATION;
	else
		e = (c->blocking = blocking, mx_command(c, run_map, &a));
	SET_ERR(err, e);
	return e ? NULL : a.ret;
}

static cl_int CL_API_CALL mx_clEnqueueUnmapMemObject(cl_command_queue q, cl_mem mem, void *ptr,
						     cl_uint nw, const cl_event *wl,
						     cl_event *event)
{
	struct map_args a = { .unmap_ptr = ptr };
	struct vcl_mx *m = mx_of(mem, VN_T_MEM);
	cl_event ev = NULL;
	unsigned x;
	cl_int e;
	MX_CMD(c, q, nw, wl, &ev, 1);

	if (!mx_queue_ok(q))
		return CL_INVALID_COMMAND_QUEUE;
	x = obj_srv(q);
	/* the mapping is the replica's where it was mapped (nothing to bring); a write map made
	 * that server the holder, and the unmap is then the last write */
	if (!m || m->ctx != mx_ctx_of(q) || !m->rep[x])
		return CL_INVALID_MEM_OBJECT;
	c->reps[0] = (cl_mem)m->rep[x];
	e = mx_command(c, run_map, &a);
	pthread_mutex_lock(&mx_lock);
	if (!e && state_of(m)->valid == 1ull << x)
		mem_written(state_of(m), x, ev);
	pthread_mutex_unlock(&mx_lock);
	if (event)
		*event = ev;
	else if (ev)
		vcl_fe_clReleaseEvent(ev);
	return e;
}

/* The rectangle transfers: the same path, their geometry passed through. */
struct rect_args {
	int kind; /* 0: read, 1: write, 2: copy */
	cl_bool blocking;
	const size_t *o1, *o2, *region;
	size_t p1, s1, p2, s2;
	void *ptr;
};

static cl_int run_rect(struct mx_cmd *c, const cl_event *wl, cl_event *ev, void *arg)
{
	struct rect_args *a = arg;

	switch (a->kind) {
	case 0:
		return vcl_fe_clEnqueueReadBufferRect(c->q, c->reps[0], a->blocking, a->o1, a->o2,
						      a->region, a->p1, a->s1, a->p2, a->s2,
						      a->ptr, c->nwl, wl, ev);
	case 1:
		return vcl_fe_clEnqueueWriteBufferRect(c->q, c->reps[0], a->blocking, a->o1, a->o2,
						       a->region, a->p1, a->s1, a->p2, a->s2,
						       a->ptr, c->nwl, wl, ev);
	default:
		return vcl_fe_clEnqueueCopyBufferRect(c->q, c->reps[0], c->reps[1], a->o1, a->o2,
						      a->region, a->p1, a->s1, a->p2, a->s2,
						      c->nwl, wl, ev);
	}
}

static cl_int mx_rect(cl_command_queue q, cl_mem m1, cl_mem m2, struct rect_args *a, cl_uint nw,
		      const cl_event *wl, cl_event *event)
{
	struct vcl_mx *m = mx_of(m1, VN_T_MEM);
	MX_CMD(c, q, nw, wl, event, 2);

	if (!mx_queue_ok(q))
		return CL_INVALID_COMMAND_QUEUE;
	if (!mx_add(c, m1, a->kind == 1 ? MX_WRITES : MX_READS) ||
	    (m2 && !mx_add(c, m2, MX_WRITES)))
		return CL_INVALID_MEM_OBJECT;
	if (a->kind < 2 && !host_may(m, a->kind == 0))
		return CL_INVALID_OPERATION;
	c->blocking = a->kind < 2 && a->blocking; /* a read or a write (2: a copy) */
	return mx_command(c, run_rect, a);
}

static cl_int CL_API_CALL mx_clEnqueueReadBufferRect(cl_command_queue q, cl_mem buf, cl_bool b,
						     const size_t *bo, const size_t *ho,
						     const size_t *region, size_t brp, size_t bsp,
						     size_t hrp, size_t hsp, void *ptr, cl_uint nw,
						     const cl_event *wl, cl_event *event)
{
	struct rect_args a = { 0, b, bo, ho, region, brp, bsp, hrp, hsp, ptr };

	return mx_rect(q, buf, NULL, &a, nw, wl, event);
}

static cl_int CL_API_CALL mx_clEnqueueWriteBufferRect(cl_command_queue q, cl_mem buf, cl_bool b,
						      const size_t *bo, const size_t *ho,
						      const size_t *region, size_t brp, size_t bsp,
						      size_t hrp, size_t hsp, const void *ptr,
						      cl_uint nw, const cl_event *wl,
						      cl_event *event)
{
	struct rect_args a = { 1, b, bo, ho, region, brp, bsp, hrp, hsp, (void *)ptr };

	return mx_rect(q, buf, NULL, &a, nw, wl, event);
}

static cl_int CL_API_CALL mx_clEnqueueCopyBufferRect(cl_command_queue q, cl_mem src, cl_mem dst,
						     const size_t *so, const size_t *dof,
						     const size_t *region, size_t srp, size_t ssp,
						     size_t drp, size_t dsp, cl_uint nw,
						     const cl_event *wl, cl_event *event)
{
	struct rect_args a = { 2, CL_FALSE, so, dof, region, srp, ssp, drp, dsp, NULL };

	if (!dst)
		return CL_INVALID_MEM_OBJECT;
	return mx_rect(q, src, dst, &a, nw, wl, event);
}

/* The image commands: the same path, their geometry passed through. */
enum { IMG_READ, IMG_WRITE, IMG_COPY, IMG_FILL, IMG_TO_BUF, BUF_TO_IMG, IMG_MAP };

struct img_args {
	int kind;
	cl_bool blocking;
	const size_t *o1, *o2, *region;
	size_t p1, p2, off;
	void *ptr;
	const void *color;
	cl_map_flags flags;
	size_t *rp, *sp;
	void *ret;
};

static cl_int run_img(struct mx_cmd *c, const cl_event *wl, cl_event *ev, void *arg)
{
	struct img_args *a = arg;
	cl_int e;

	switch (a->kind) {
	case IMG_READ:
		return vcl_fe_clEnqueueReadImage(c->q, c->reps[0], a->blocking, a->o1, a->region,
						 a->p1, a->p2, a->ptr, c->nwl, wl, ev);
	case IMG_WRITE:
		return vcl_fe_clEnqueueWriteImage(c->q, c->reps[0], a->blocking, a->o1, a->region,
						  a->p1, a->p2, a->ptr, c->nwl, wl, ev);
	case IMG_COPY:
		return vcl_fe_clEnqueueCopyImage(c->q, c->reps[0], c->reps[1], a->o1, a->o2,
						 a->region, c->nwl, wl, ev);
	case IMG_FILL:
		return vcl_fe_clEnqueueFillImage(c->q, c->reps[0], a->color, a->o1, a->region,
						 c->nwl, wl, ev);
	case IMG_TO_BUF:
		return vcl_fe_clEnqueueCopyImageToBuffer(c->q, c->reps[0], c->reps[1], a->o1,
							 a->region, a->off, c->nwl, wl, ev);
	case BUF_TO_IMG:
		return vcl_fe_clEnqueueCopyBufferToImage(c->q, c->reps[0], c->reps[1], a->off,
							 a->o1, a->region, c->nwl, wl, ev);
	default:
		a->ret = vcl_fe_clEnqueueMapImage(c->q, c->reps[0], a->blocking, a->flags, a->o1,
						  a->region, a->rp, a->sp, c->nwl, wl, ev, &e);
		return e;
	}
}

/* Whether origin/region cover image m whole. */
static bool img_all(struct vcl_mx *m, const size_t *origin, const size_t *region)
{
	size_t r[3];

	if (!m || !m->image || !origin || !region)
		return false;
	img_whole(m, r);
	return !origin[0] && !origin[1] && !origin[2] && region[0] == r[0] && region[1] == r[1] &&
	       region[2] == r[2];
}

/* m1 (the image read or written; a copy's source), m2 (a copy's destination) */
static cl_int mx_img(cl_command_queue q, cl_mem m1, cl_mem m2, struct img_args *a, cl_uint nw,
		     const cl_event *wl, cl_event *event)
{
	struct vcl_mx *m = mx_of(m1, VN_T_MEM);
	bool all = img_all(m, a->o1, a->region);
	uint8_t w1;
	MX_CMD(c, q, nw, wl, event, 2);

	if (!mx_queue_ok(q))
		return CL_INVALID_COMMAND_QUEUE;
	switch (a->kind) {
	case IMG_WRITE:
	case IMG_FILL: w1 = all ? MX_OVERWRITES : MX_WRITES; break;
	case IMG_MAP:
		w1 = (a->flags & CL_MAP_WRITE_INVALIDATE_REGION) && all ? MX_OVERWRITES
		     : (a->flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) ? MX_WRITES
										     : MX_READS;
		break;
	default: w1 = MX_READS; break;
	}
	if (!mx_add(c, m1, w1) || (m2 && !mx_add(c, m2, MX_WRITES)))
		return m && m->ctx != mx_ctx_of(q) ? CL_INVALID_CONTEXT : CL_INVALID_MEM_OBJECT;
	if ((a->kind == IMG_READ || a->kind == IMG_WRITE || a->kind == IMG_MAP) &&
	    !host_may(m, a->kind == IMG_READ ||
			     (a->kind == IMG_MAP && !(a->flags & CL_MAP_WRITE_INVALIDATE_REGION))))
		return CL_INVALID_OPERATION;
	c->blocking = (a->kind == IMG_READ || a->kind == IMG_WRITE || a->kind == IMG_MAP) &&
		      a->blocking;
	return mx_command(c, run_img, a);
}

static cl_int CL_API_CALL mx_clEnqueueReadImage(cl_command_queue q, cl_mem img, cl_bool b,
						const size_t *origin, const size_t *region,
						size_t rp, size_t sp, void *ptr, cl_uint nw,
						const cl_event *wl, cl_event *event)
{
	struct img_args a = { .kind = IMG_READ, .blocking = b, .o1 = origin, .region = region,
			      .p1 = rp, .p2 = sp, .ptr = ptr };

	return mx_img(q, img, NULL, &a, nw, wl, event);
}

static cl_int CL_API_CALL mx_clEnqueueWriteImage(cl_command_queue q, cl_mem img, cl_bool b,
						 const size_t *origin, const size_t *region,
						 size_t rp, size_t sp, const void *ptr, cl_uint nw,
						 const cl_event *wl, cl_event *event)
{
	struct img_args a = { .kind = IMG_WRITE, .blocking = b, .o1 = origin, .region = region,
			      .p1 = rp, .p2 = sp, .ptr = (void *)ptr };

	return mx_img(q, img, NULL, &a, nw, wl, event);
}

static cl_int CL_API_CALL mx_clEnqueueCopyImage(cl_command_queue q, cl_mem src, cl_mem dst,
						const size_t *so, const size_t *dof,
						const size_t *region, cl_uint nw,
						const cl_event *wl, cl_event *event)
{
	struct img_args a = { .kind = IMG_COPY, .o1 = so, .o2 = dof, .region = region };

	if (!dst)
		return CL_INVALID_MEM_OBJECT;
	return mx_img(q, src, dst, &a, nw, wl, event);
}

static cl_int CL_API_CALL mx_clEnqueueFillImage(cl_command_queue q, cl_mem img, const void *color,
						const size_t *origin, const size_t *region,
						cl_uint nw, const cl_event *wl, cl_event *event)
{
	struct img_args a = { .kind = IMG_FILL, .o1 = origin, .region = region, .color = color };

	return mx_img(q, img, NULL, &a, nw, wl, event);
}

static cl_int CL_API_CALL mx_clEnqueueCopyImageToBuffer(cl_command_queue q, cl_mem src,
							cl_mem dst, const size_t *so,
							const size_t *region, size_t off,
							cl_uint nw, const cl_event *wl,
							cl_event *event)
{
	struct img_args a = { .kind = IMG_TO_BUF, .o1 = so, .region = region, .off = off };

	if (!dst)
		return CL_INVALID_MEM_OBJECT;
	return mx_img(q, src, dst, &a, nw, wl, event);
}

static cl_int CL_API_CALL mx_clEnqueueCopyBufferToImage(cl_command_queue q, cl_mem src,
							cl_mem dst, size_t off,
							const size_t *dof, const size_t *region,
							cl_uint nw, const cl_event *wl,
							cl_event *event)
{
	struct img_args a = { .kind = BUF_TO_IMG, .o1 = dof, .region = region, .off = off };

	if (!dst)
		return CL_INVALID_MEM_OBJECT;
	return mx_img(q, src, dst, &a, nw, wl, event);
}

static void *CL_API_CALL mx_clEnqueueMapImage(cl_command_queue q, cl_mem img, cl_bool b,
					      cl_map_flags flags, const size_t *origin,
					      const size_t *region, size_t *rp, size_t *sp,
					      cl_uint nw, const cl_event *wl, cl_event *event,
					      cl_int *err)
{
	struct img_args a = { .kind = IMG_MAP, .blocking = b, .o1 = origin, .region = region,
			      .flags = flags, .rp = rp, .sp = sp };
	cl_int e = mx_img(q, img, NULL, &a, nw, wl, event);

	SET_ERR(err, e);
	return e ? NULL : a.ret;
}

struct migrate_args {
	cl_mem_migration_flags flags;
};

static cl_int run_migrate(struct mx_cmd *c, const cl_event *wl, cl_event *ev, void *arg)
{
	struct migrate_args *a = arg;

	return vcl_fe_clEnqueueMigrateMemObjects(c->q, c->n, c->reps, a->flags, c->nwl, wl, ev);
}

/* Migration brings each buffer's latest contents to q's server (with
 * CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED it only makes the replica there, which then holds it). */
static cl_int CL_API_CALL mx_clEnqueueMigrateMemObjects(cl_command_queue q, cl_uint n,
							const cl_mem *mems,
							cl_mem_migration_flags flags, cl_uint nw,
							const cl_event *wl, cl_event *event)
{
	struct migrate_args a = { flags };
	bool undef = flags & CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED;

	if (!mx_queue_ok(q))
		return CL_INVALID_COMMAND_QUEUE;
	if (!n || !mems)
		return CL_INVALID_VALUE;
	if (flags & ~(cl_mem_migration_flags)(CL_MIGRATE_MEM_OBJECT_HOST |
					      CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED))
		return CL_INVALID_VALUE;
	MX_CMD(c, q, nw, wl, event, n);
	for (cl_uint k = 0; k < n; k++)
		if (!mx_add(c, mems[k], undef ? MX_OVERWRITES : MX_READS))
			return CL_INVALID_MEM_OBJECT;
	pthread_mutex_lock(&mx_lock);
	cl_int e = mx_command(c, run_migrate, &a);
	pthread_mutex_unlock(&mx_lock);
	return e;
}

/* ---- programs and kernels --------------------------------------------------------------------- */

static cl_program CL_API_CALL mx_clCreateProgramWithSource(cl_context c, cl_uint count,
							   const char **strings,
							   const size_t *lengths, cl_int *err)
{
	struct vcl_mx *ctx = mx_of(c, VN_T_CONTEXT), *p;
	size_t n = 0, at = 0;
	cl_int e;

	if (!ctx)
		return vcl_fe_clCreateProgramWithSource(c, count, strings, lengths, err);
	if (!count || !strings) {
		SET_ERR(err, CL_INVALID_VALUE);
		return NULL;
	}
	for (cl_uint i = 0; i < count; i++) {
		if (!strings[i]) {
			SET_ERR(err, CL_INVALID_VALUE);
			return NULL;
		}
		n += lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
	}
	if (!(p = mx_new(VN_T_PROGRAM, ctx)) || !(p->src = malloc(n + 1))) {
		mx_release(p);
		SET_ERR(err, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	for (cl_uint i = 0; i < count; i++) {
		size_t k = lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
		memcpy(p->src + at, strings[i], k);
		at += k;
	}
	p->src[n] = 0;
	pthread_mutex_lock(&mx_lock);
	prog_rep(p, ctx_first(ctx), &e);
	pthread_mutex_unlock(&mx_lock);
	SET_ERR(err, e);
	if (e) {
		mx_release(p);
		return NULL;
	}
	return (cl_program)p;
}

MX_RETAIN_RELEASE(Program, cl_program, VN_T_PROGRAM)

/* A build on every server that holds one of the devices (all the context's when list is NULL);
 * the notification, if any, once all are done. */
static cl_int CL_API_CALL mx_clBuildProgram(cl_program prog, cl_uint n, const cl_device_id *list,
					    const char *options, vcl_pfn_program_notify notify,
					    void *user_data)
{
	struct vcl_mx *p = mx_of(prog, VN_T_PROGRAM);
	cl_int e = CL_SUCCESS;

	if (!p)
		return vcl_fe_clBuildProgram(prog, n, list, options, notify, user_data);
	if ((!list) != (!n) || (!notify && user_data))
		return CL_INVALID_VALUE;
	for (cl_uint i = 0; list && i < n; i++) {
		bool in = false;
		for (cl_uint k = 0; k < p->ctx->ndev; k++)
			in |= p->ctx->devs[k] == list[i];
		if (!in)
			return CL_INVALID_DEVICE;
	}
	pthread_mutex_lock(&mx_lock);
	free(p->opts);
	p->opts = options ? strdup(options) : NULL;
	for (unsigned i = 0; i < p->ctx->nsrv && !e; i++) {
		unsigned s = p->ctx->srvs[i];
		bool here = !list;
		for (cl_uint k = 0; list && k < n; k++)
			here |= obj_srv(list[k]) == s;
		if (here && prog_rep(p, s, &e))
			e = prog_build_on(p, s, n, list);
	}
	p->built = !e;
	pthread_mutex_unlock(&mx_lock);
	if (notify)
		notify(prog, user_data);
	return e;
}

/* Per-device queries go to the device's server; the others to the first server's replica. */
static unsigned dev_srv(struct vcl_mx *m, cl_device_id d)
{
	return d && vcl_obj_ok(d, VN_T_DEVICE, false) && m->rep[obj_srv(d)]
		       ? obj_srv(d) : any_rep(m)->srv;
}

static cl_int CL_API_CALL mx_clGetProgramInfo(cl_program prog, cl_program_info p, size_t size,
					      void *value, size_t *size_ret)
{
	struct vcl_mx *m = mx_of(prog, VN_T_PROGRAM);
	cl_uint u;

	if (!m)
		return vcl_fe_clGetProgramInfo(prog, p, size, value, size_ret);
	switch (p) {
	case CL_PROGRAM_CONTEXT:
		return answer(&m->ctx, sizeof(cl_context), size, value, size_ret);
	case CL_PROGRAM_NUM_DEVICES:
		return answer(&m->ctx->ndev, sizeof(cl_uint), size, value, size_ret);
	case CL_PROGRAM_DEVICES:
		return answer(m->ctx->devs, m->ctx->ndev * sizeof(cl_device_id), size, value,
			      size_ret);
	case CL_PROGRAM_REFERENCE_COUNT:
		u = (cl_uint)atomic_load(&m->refs);
		return answer(&u, sizeof(u), size, value, size_ret);
	case CL_PROGRAM_SOURCE:
		return answer(m->src, strlen(m->src) + 1, size, value, size_ret);
	default:
		return vcl_fe_clGetProgramInfo((cl_program)any_rep(m), p, size, value, size_ret);
	}
}

static cl_int CL_API_CALL mx_clGetProgramBuildInfo(cl_program prog, cl_device_id d,
						   cl_program_build_info p, size_t size,
						   void *value, size_t *size_ret)
{
	struct vcl_mx *m = mx_of(prog, VN_T_PROGRAM);

	if (!m)
		return vcl_fe_clGetProgramBuildInfo(prog, d, p, size, value, size_ret);
	return vcl_fe_clGetProgramBuildInfo((cl_program)m->rep[dev_srv(m, d)], d, p, size, value,
					    size_ret);
}

static cl_kernel CL_API_CALL mx_clCreateKernel(cl_program prog, const char *name, cl_int *err)
{
	struct vcl_mx *p = mx_of(prog, VN_T_PROGRAM), *k;
	cl_uint nargs = 0;
	cl_int e;

	if (!p)
		return vcl_fe_clCreateKernel(prog, name, err);
	if (!name) {
		SET_ERR(err, CL_INVALID_VALUE);
		return NULL;
	}
	if (!(k = mx_new(VN_T_KERNEL, p->ctx)) || !(k->name = strdup(name))) {
		mx_release(k);
		SET_ERR(err, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	atomic_fetch_add(&p->refs, 1);
	k->prog = p;
	/* made on the first server now: its errors are the call's, its argument count the guide */
	pthread_mutex_lock(&mx_lock);
	if (kernel_rep(k, ctx_first(p->ctx), &e) &&
	    !(e = vcl_fe_clGetKernelInfo((cl_kernel)any_rep(k), CL_KERNEL_NUM_ARGS,
					 sizeof(nargs), &nargs, NULL)) &&
	    nargs && !(k->args = calloc(nargs, sizeof(*k->args))))
		e = CL_OUT_OF_HOST_MEMORY;
	k->nargs = nargs;
	pthread_mutex_unlock(&mx_lock);
	SET_ERR(err, e);
	if (e) {
		mx_release(k);
		return NULL;
	}
	return (cl_kernel)k;
}

MX_RETAIN_RELEASE(Kernel, cl_kernel, VN_T_KERNEL)

/* Whether argument i of the kernel is never written by it: declared const or constant. */
static bool arg_read_only(cl_kernel rep, cl_uint i)
{
	cl_kernel_arg_type_qualifier tq = 0;
	cl_kernel_arg_address_qualifier aq = 0;

	if (vcl_fe_clGetKernelArgInfo(rep, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof(aq), &aq,
				      NULL) ||
	    vcl_fe_clGetKernelArgInfo(rep, i, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof(tq), &tq, NULL))
		return false;
	cl_kernel_arg_access_qualifier acc = CL_KERNEL_ARG_ACCESS_NONE;

	if (aq == CL_KERNEL_ARG_ADDRESS_CONSTANT || (tq & CL_KERNEL_ARG_TYPE_CONST))
		return true;
	/* an image argument declared read_only */
	return !vcl_fe_clGetKernelArgInfo(rep, i, CL_KERNEL_ARG_ACCESS_QUALIFIER, sizeof(acc),
					  &acc, NULL) &&
	       acc == CL_KERNEL_ARG_ACCESS_READ_ONLY;
}

/* Recorded for replicas made later, and set on every replica made so far. */
static cl_int CL_API_CALL mx_clSetKernelArg(cl_kernel kernel, cl_uint i, size_t size,
					    const void *value)
{
	struct vcl_mx *k = mx_of(kernel, VN_T_KERNEL), *mem = NULL, *smp = NULL;
	struct mx_arg *a, old;
	cl_int e = CL_SUCCESS;

	if (!k)
		return vcl_fe_clSetKernelArg(kernel, i, size, value);
	if (i >= k->nargs)
		return CL_INVALID_ARG_INDEX;
	if (value && size == sizeof(cl_mem) && (mem = mx_of(*(const cl_mem *)value, VN_T_MEM)) &&
	    mem->ctx != k->ctx)
		return CL_INVALID_MEM_OBJECT;
	if (!mem && value && size == sizeof(cl_sampler) &&
	    (smp = mx_of(*(const cl_sampler *)value, VN_T_SAMPLER)) && smp->ctx != k->ctx)
		return CL_INVALID_SAMPLER;
	pthread_mutex_lock(&mx_lock);
	a = &k->args[i];
	old = *a;
	*a = (struct mx_arg){ .set = true, .size = size, .mem = mem, .smp = smp };
	if (mem)
		atomic_fetch_add(&mem->refs, 1);
	else if (smp)
		atomic_fetch_add(&smp->refs, 1);
	else if (value && !(a->val = malloc(size ? size : 1)))
		e = CL_OUT_OF_HOST_MEMORY;
	else if (value)
		memcpy(a->val, value, size);
	for (unsigned s = 0; s < VCL_MAX_SESSIONS && !e; s++)
		if (k->rep[s])
			e = kernel_arg_on(k, s, i);
	if (!e && mem)
		a->ro = (mem->flags & CL_MEM_READ_ONLY) ||
			arg_read_only((cl_kernel)any_rep(k), i);
	if (e) {
		free(a->val);
		mx_release(a->mem);
		mx_release(a->smp);
		*a = old;
	} else {
		free(old.val);
		mx_release(old.mem);
		mx_release(old.smp);
	}
	pthread_mutex_unlock(&mx_lock);
	return e;
}

static cl_int CL_API_CALL mx_clGetKernelInfo(cl_kernel kernel, cl_kernel_info p, size_t size,
					     void *value, size_t *size_ret)
{
	struct vcl_mx *m = mx_of(kernel, VN_T_KERNEL);
	cl_uint u;

	if (!m)
		return vcl_fe_clGetKernelInfo(kernel, p, size, value, size_ret);
	switch (p) {
	case CL_KERNEL_CONTEXT:
		return answer(&m->ctx, sizeof(cl_context), size, value, size_ret);
	case CL_KERNEL_PROGRAM:
		return answer(&m->prog, sizeof(cl_program), size, value, size_ret);
	case CL_KERNEL_REFERENCE_COUNT:
		u = (cl_uint)atomic_load(&m->refs);
		return answer(&u, sizeof(u), size, value, size_ret);
	default:
		return vcl_fe_clGetKernelInfo((cl_kernel)any_rep(m), p, size, value, size_ret);
	}
}

static cl_int CL_API_CALL mx_clGetKernelWorkGroupInfo(cl_kernel kernel, cl_device_id d,
						      cl_kernel_work_group_info p, size_t size,
						      void *value, size_t *size_ret)
{
	struct vcl_mx *m = mx_of(kernel, VN_T_KERNEL);
	unsigned s;
	cl_int e = CL_SUCCESS;

	if (!m)
		return vcl_fe_clGetKernelWorkGroupInfo(kernel, d, p, size, value, size_ret);
	s = d && vcl_obj_ok(d, VN_T_DEVICE, false) && ctx_has_srv(m->ctx, obj_srv(d))
		    ? obj_srv(d) : any_rep(m)->srv;
	pthread_mutex_lock(&mx_lock);
	kernel_rep(m, s, &e);
	pthread_mutex_unlock(&mx_lock);
	return e ? e : vcl_fe_clGetKernelWorkGroupInfo((cl_kernel)m->rep[s], d, p, size, value,
						       size_ret);
}

static cl_int CL_API_CALL mx_clGetKernelArgInfo(cl_kernel kernel, cl_uint i, cl_kernel_arg_info p,
						size_t size, void *value, size_t *size_ret)
{
	struct vcl_mx *m = mx_of(kernel, VN_T_KERNEL);

	return vcl_fe_clGetKernelArgInfo(m ? (cl_kernel)any_rep(m) : kernel, i, p, size, value,
					 size_ret);
}

struct nd_args {
	cl_kernel rep;
	cl_uint dim;
	const size_t *off, *gws, *lws;
};

static cl_int run_nd(struct mx_cmd *c, const cl_event *wl, cl_event *ev, void *arg)
{
	struct nd_args *a = arg;

	return vcl_fe_clEnqueueNDRangeKernel(c->q, a->rep, a->dim, a->off, a->gws, a->lws, c->nwl,
					     wl, ev);
}

/* A launch brings the buffers the kernel's arguments name, and then holds those it may write. */
static cl_int CL_API_CALL mx_clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel kernel,
						    cl_uint dim, const size_t *off,
						    const size_t *gws, const size_t *lws,
						    cl_uint nw, const cl_event *wl, cl_event *event)
{
	struct vcl_mx *k = mx_of(kernel, VN_T_KERNEL);
	struct nd_args a = { NULL, dim, off, gws, lws };
	cl_int e;

	if (!mx_queue_ok(q))
		return vcl_fe_clEnqueueNDRangeKernel(q, kernel, dim, off, gws, lws, nw, wl, event);
	if (!k)
		return CL_INVALID_KERNEL;
	if (k->ctx != mx_ctx_of(q))
		return CL_INVALID_CONTEXT;
	MX_CMD(c, q, nw, wl, event, k->nargs);
	pthread_mutex_lock(&mx_lock);
	a.rep = kernel_rep(k, obj_srv(q), &e);
	if (!e && (k->argbad & (1ull << obj_srv(q)))) {
		/* an argument this server could not take when it was set: again (its error now) */
		k->argbad &= ~(1ull << obj_srv(q));
		for (cl_uint i = 0; !e && i < k->nargs; i++) {
			if (!k->args[i].set || !k->args[i].mem)
				continue;
			cl_mem r = mem_rep(k->args[i].mem, obj_srv(q), &e);
			if (!e)
				e = vcl_fe_clSetKernelArg(a.rep, i, sizeof(r), &r);
		}
		if (e)
			k->argbad |= 1ull << obj_srv(q);
	}
	for (cl_uint i = 0; !e && i < k->nargs; i++) {
		if (!k->args[i].set)
			e = CL_INVALID_KERNEL_ARGS;
		else if (k->args[i].mem) {
			c->mems[c->n] = k->args[i].mem;
			c->wr[c->n++] = k->args[i].ro ? MX_READS : MX_WRITES;
		}
	}
	if (!e)
		e = mx_command(c, run_nd, &a);
	pthread_mutex_unlock(&mx_lock);
	return e;
}

static cl_int CL_API_CALL mx_clEnqueueTask(cl_command_queue q, cl_kernel kernel, cl_uint nw,
					   const cl_event *wl, cl_event *event)
{
	size_t one = 1;

	return mx_clEnqueueNDRangeKernel(q, kernel, 1, NULL, &one, &one, nw, wl, event);
}

static cl_int run_marker(struct mx_cmd *c, const cl_event *wl, cl_event *ev, void *arg)
{
	return (arg ? vcl_fe_clEnqueueBarrierWithWaitList : vcl_fe_clEnqueueMarkerWithWaitList)(
		c->q, c->nwl, wl, ev);
}

static cl_int CL_API_CALL mx_clEnqueueMarkerWithWaitList(cl_command_queue q, cl_uint nw,
							 const cl_event *wl, cl_event *event)
{
	if (!mx_queue_ok(q))
		return vcl_fe_clEnqueueMarkerWithWaitList(q, nw, wl, event);
	MX_CMD(c, q, nw, wl, event, 0);
	return mx_command(c, run_marker, NULL);
}

static cl_int CL_API_CALL mx_clEnqueueBarrierWithWaitList(cl_command_queue q, cl_uint nw,
							  const cl_event *wl, cl_event *event)
{
	if (!mx_queue_ok(q))
		return vcl_fe_clEnqueueBarrierWithWaitList(q, nw, wl, event);
	MX_CMD(c, q, nw, wl, event, 0);
	return mx_command(c, run_marker, (void *)1);
}

void vcl_mx_forget(void)
{
	pthread_mutex_t fresh = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;

	mx_lock = fresh; /* another thread of the parent may have held it */
	vcl_map_init(&mx_live);
}

static void mx_init(void)
{
	mx_dispatch = vn_dispatch;
#define MX(name) mx_dispatch.name = mx_##name
	MX(clRetainContext);
	MX(clReleaseContext);
	MX(clGetContextInfo);
	MX(clCreateCommandQueue);
	MX(clCreateCommandQueueWithProperties);
	MX(clCreateUserEvent);
	MX(clGetCommandQueueInfo);
	MX(clGetEventInfo);
	MX(clWaitForEvents);
	MX(clCreateBuffer);
	MX(clCreateBufferWithProperties);
	MX(clRetainMemObject);
	MX(clReleaseMemObject);
	MX(clGetMemObjectInfo);
	MX(clEnqueueReadBuffer);
	MX(clEnqueueWriteBuffer);
	MX(clEnqueueCopyBuffer);
	MX(clEnqueueFillBuffer);
	MX(clEnqueueMapBuffer);
	MX(clEnqueueUnmapMemObject);
	MX(clEnqueueMigrateMemObjects);
	MX(clEnqueueReadBufferRect);
	MX(clEnqueueWriteBufferRect);
	MX(clEnqueueCopyBufferRect);
	MX(clCreateSubBuffer);
	MX(clCreateImage);
	MX(clCreateImageWithProperties);
	MX(clCreateImage2D);
	MX(clCreateImage3D);
	MX(clGetImageInfo);
	MX(clGetSupportedImageFormats);
	MX(clEnqueueReadImage);
	MX(clEnqueueWriteImage);
	MX(clEnqueueCopyImage);
	MX(clEnqueueFillImage);
	MX(clEnqueueCopyImageToBuffer);
	MX(clEnqueueCopyBufferToImage);
	MX(clEnqueueMapImage);
	MX(clCreateSampler);
	MX(clCreateSamplerWithProperties);
	MX(clRetainSampler);
	MX(clReleaseSampler);
	MX(clGetSamplerInfo);
	MX(clCreateProgramWithSource);
	MX(clRetainProgram);
	MX(clReleaseProgram);
	MX(clBuildProgram);
	MX(clGetProgramInfo);
	MX(clGetProgramBuildInfo);
	MX(clCreateKernel);
	MX(clRetainKernel);
	MX(clReleaseKernel);
	MX(clSetKernelArg);
	MX(clGetKernelInfo);
	MX(clGetKernelWorkGroupInfo);
	MX(clGetKernelArgInfo);
	MX(clEnqueueNDRangeKernel);
	MX(clEnqueueTask);
	MX(clEnqueueMarkerWithWaitList);
	MX(clEnqueueBarrierWithWaitList);
#undef MX
}
