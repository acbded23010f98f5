/* SPDX-License-Identifier: MIT */
/* Front-end objects: the registry of live objects, IDs, references, guest callbacks. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "vcl_fe.h"
#include "vcl_fe_config.h"
#include "vcl_time.h"
#include "vcl_map.h"
#include "gen/vn_frontend.h"

struct vcl_fe_state vcl_fe = {
	.lock = PTHREAD_MUTEX_INITIALIZER,
	.landed = PTHREAD_COND_INITIALIZER,
};

/* Registry, under vcl_fe.lock: live object pointers (so an application's handle is checked before
 * it is dereferenced) and wire IDs. */
static struct vcl_map live; /* pointer -> id */
static struct vcl_map cbs;  /* callback id -> struct vcl_cb * (below) */
static struct vcl_map sigs; /* call signatures known to succeed (below) */
/* id -> pointer, per session: an ID from one server's wire finds that session's objects only */
static struct vcl_map byid[VCL_MAX_SESSIONS];
static atomic_uint_fast64_t next_id = 1;

static const size_t obj_size[VN_T_COUNT] = {
	[VN_T_PLATFORM] = sizeof(struct _cl_platform_id),
	[VN_T_DEVICE] = sizeof(struct _cl_device_id),
	[VN_T_CONTEXT] = sizeof(struct _cl_context),
	[VN_T_QUEUE] = sizeof(struct _cl_command_queue),
	[VN_T_MEM] = sizeof(struct _cl_mem),
	[VN_T_SAMPLER] = sizeof(struct _cl_sampler),
	[VN_T_PROGRAM] = sizeof(struct _cl_program),
	[VN_T_KERNEL] = sizeof(struct _cl_kernel),
	[VN_T_EVENT] = sizeof(struct _cl_event),
	[VN_T_CMDBUF] = sizeof(struct _cl_command_buffer_khr),
};

bool vcl_obj_ok(const void *p, uint8_t type, bool nullable)
{
	bool ok;

	if (!p)
		return nullable;
	pthread_mutex_lock(&vcl_fe.lock);
	ok = vcl_map_get(&live, (uintptr_t)p, NULL) && ((const struct vcl_obj *)p)->type == type;
	pthread_mutex_unlock(&vcl_fe.lock);
	return ok;
}

bool vcl_objs_ok(const void *const *p, cl_uint n, uint8_t type, bool nullable)
{
	if (!p) /* nullable: the list may be absent, and then its length must be 0 */
		return nullable && n == 0;
	if (n == 0)
		return false; /* a list with no length: the spec's "num is 0 and list is not NULL" */
	for (cl_uint i = 0; i < n; i++)
		if (!vcl_obj_ok(p[i], type, false))
			return false;
	return true;
}

static struct vcl_obj *obj_alloc(uint8_t type, uint64_t id, struct vcl_obj *parent, unsigned srv)
{
	struct vcl_obj *o = calloc(1, obj_size[type]);

	if (!o)
		return NULL;
	/* an object of a several-server context's replica has its calls taken over (vcl_fe_multi.c) */
	o->dispatch = parent ? parent->dispatch : &vn_dispatch;
	o->id = id;
	o->type = type;
	o->srv = (uint8_t)srv;
	atomic_init(&o->refs, 1);
	atomic_init(&o->app_refs, 1);
	o->parent = parent;
	pthread_mutex_lock(&vcl_fe.lock);
	/* srv VCL_SRV_NONE (a device no session holds): no wire ID to find it by; its calls fail */
	if (vcl_map_insert(&live, (uintptr_t)o, id) ||
	    (srv < VCL_MAX_SESSIONS && vcl_map_insert(&byid[srv], id, (uintptr_t)o))) {
		vcl_map_remove(&live, (uintptr_t)o, NULL);
		pthread_mutex_unlock(&vcl_fe.lock);
		free(o);
		return NULL;
	}
	pthread_mutex_unlock(&vcl_fe.lock);
	if (parent)
		vcl_obj_ref(parent);
	return o;
}

/* The event status table (vcl_wire.h): of one session, the one with the shm: region. */
static struct {
	_Atomic uint64_t *_Atomic tab;
	uint64_t mask;
	unsigned srv;
} evtab;

void vcl_evtab_set(unsigned srv, void *tab, uint64_t slots)
{
	atomic_store(&evtab.tab, NULL);
	if (!tab || !slots)
		return;
	evtab.mask = slots - 1;
	evtab.srv = srv;
	atomic_store(&evtab.tab, (_Atomic uint64_t *)tab);
}

static _Atomic uint64_t *evtab_slot(const struct vcl_obj *ev)
{
	_Atomic uint64_t *tab = atomic_load(&evtab.tab);

	return tab && ev->srv == evtab.srv ? tab + (ev->id & evtab.mask) : NULL;
}

void vcl_ev_sent(struct vcl_obj *ev)
{
	atomic_store(&((struct _cl_event *)ev)->sent, true);
}

bool vcl_ev_status_known(const struct _cl_event *ev, cl_int *status)
{
	_Atomic uint64_t *slot;
	uint64_t w;
	int32_t st;

	if (atomic_load(&ev->complete)) {
		*status = CL_COMPLETE;
		return true;
	}
	if (!(slot = evtab_slot(&ev->o)) || vcl_fe_srv_broken(ev->o.srv))
		return false;
	w = atomic_load_explicit(slot, memory_order_acquire);
	if (!vcl_evtab_tag_is(w, ev->o.id))
		return false; /* a later event took the slot */
	/* The tag is the ID's low 32 bits: an event made 2^32 IDs later has this slot and tag, and
	 * its word ({tag, UNSENT} forever for a user event) would pass for this one's. A word is
	 * this event's only while no such ID was taken. Read after the word: whoever wrote it took
	 * its ID first (the host's 'ask' only replaces a word of its tag), so that ID is seen. */
	if (atomic_load(&next_id) - ev->o.id > ((uint64_t)1 << 32))
		return false;
	st = vcl_evtab_status(w);
	if (st <= CL_COMPLETE) {
		*status = st;
		return true;
	}
	if (st == VCL_EVST_UNSENT && atomic_load(&ev->sent)) {
		*status = CL_QUEUED;
		return true;
	}
	return false;
}

struct vcl_obj *vcl_obj_new_on(uint8_t type, struct vcl_obj *parent, unsigned srv)
{
	/* IDs are unique in the process, whichever session an object is on */
	struct vcl_obj *o = obj_alloc(type, atomic_fetch_add(&next_id, 1), parent, srv);
	_Atomic uint64_t *slot;

	/* before any message names it: the host's word for it comes after this one */
	if (o && type == VN_T_EVENT && (slot = evtab_slot(o)))
		atomic_store(slot, vcl_evtab_word(o->id, VCL_EVST_UNSENT));
	return o;
}

struct vcl_obj *vcl_obj_new(uint8_t type, struct vcl_obj *parent)
{
	return vcl_obj_new_on(type, parent, parent ? parent->srv : 0);
}

struct vcl_obj *vcl_obj_from_id(unsigned srv, uint64_t id, uint8_t type)
{
	uint64_t p;
	struct vcl_obj *o;

	if (!id || srv >= VCL_MAX_SESSIONS)
		return NULL;
	pthread_mutex_lock(&vcl_fe.lock);
	o = vcl_map_get(&byid[srv], id, &p) ? (struct vcl_obj *)(uintptr_t)p : NULL;
	pthread_mutex_unlock(&vcl_fe.lock);
	if (o)
		return o->type == type ? o : NULL;
	if (!(id & VCL_ID_SERVER_BIT))
		return NULL;
	/* A host object the guest never named (e.g. a context whose last guest handle was released but
	 * that a queue still reports): a proxy that lives as long as the session. */
	o = obj_alloc(type, id, NULL, srv);
	if (o)
		atomic_store(&o->app_refs, 0);
	return o;
}

static void obj_free(struct vcl_obj *o)
{
	struct _cl_event *first = o->type == VN_T_EVENT ? ((struct _cl_event *)o)->first : NULL;

	pthread_mutex_lock(&vcl_fe.lock);
	vcl_map_remove(&live, (uintptr_t)o, NULL);
	if (o->srv < VCL_MAX_SESSIONS)
		vcl_map_remove(&byid[o->srv], o->id, NULL);
	pthread_mutex_unlock(&vcl_fe.lock);
	vcl_fe_info_free(o);
	if (o->type == VN_T_CONTEXT)
		free(((struct _cl_context *)o)->props);
	if (o->type == VN_T_PROGRAM) {
		free(((struct _cl_program *)o)->source);
		free(((struct _cl_program *)o)->build_options);
	}
	free(o);
	/* a split transfer's first piece, held for the transfer's profiling times (vcl_fe_mem.c) */
	if (first)
		vcl_obj_release_app(first, VN_T_EVENT, VN_OP_clReleaseEvent);
}

void vcl_obj_discard(struct vcl_obj *o)
{
	struct vcl_obj *parent;

	if (!o)
		return;
	parent = o->parent;
	obj_free(o);
	if (parent)
		vcl_obj_unref(parent);
}

void vcl_obj_rebind(struct vcl_obj *o, unsigned srv, uint64_t id)
{
	pthread_mutex_lock(&vcl_fe.lock);
	if (o->type == VN_T_PLATFORM) {
		/* every session's ID names the one platform; the old sessions' stay */
		struct _cl_platform_id *pf = (struct _cl_platform_id *)o;
		pf->srv_id[srv] = id;
		if (!vcl_map_get(&live, (uintptr_t)o, NULL)) {
			o->id = id;
			o->srv = (uint8_t)srv;
			vcl_map_insert(&live, (uintptr_t)o, id);
		}
		vcl_map_insert(&byid[srv], id, (uintptr_t)o);
		pthread_mutex_unlock(&vcl_fe.lock);
		return;
	}
	if (o->srv < VCL_MAX_SESSIONS)
		vcl_map_remove(&byid[o->srv], o->id, NULL);
	o->id = id;
	o->srv = (uint8_t)srv;
	vcl_map_remove(&live, (uintptr_t)o, NULL);
	vcl_map_insert(&live, (uintptr_t)o, id);
	vcl_map_insert(&byid[srv], id, (uintptr_t)o);
	pthread_mutex_unlock(&vcl_fe.lock);
}

void vcl_fe_objs_forget(void)
{
	size_t i = 0;
	uint64_t key, val;

	pthread_mutex_init(&vcl_fe.lock, NULL);
	pthread_cond_init(&vcl_fe.landed, NULL);
	/* every object but the platform and its devices was the parent session's: its handle is
	 * invalid here (its memory stays: the application may still hold the pointer) */
	size_t n = 0, cap = live.count;
	uint64_t (*gone)[2] = calloc(cap ? cap : 1, sizeof(*gone));

	while (gone && vcl_map_next(&live, &i, &key, &val) && n < cap) {
		struct vcl_obj *o = (struct vcl_obj *)(uintptr_t)key;
		if (o->type == VN_T_PLATFORM ||
		    (o->type == VN_T_DEVICE && ((struct _cl_device_id *)o)->root))
			continue;
		gone[n][0] = key;
		gone[n++][1] = val;
	}
	for (size_t k = 0; k < n; k++)
		vcl_map_remove(&live, gone[k][0], NULL);
	free(gone);
	vcl_mx_forget();
	/* the devices are on no session until the child's own sessions take them */
	for (cl_uint k = 0; k < vcl_fe.num_devices; k++)
		vcl_fe.devices[k]->o.srv = VCL_SRV_NONE;
	/* the child's sessions are new: the platform and devices are bound to them anew */
	for (unsigned s = 0; s < VCL_MAX_SESSIONS; s++)
		vcl_map_fini(&byid[s]);
	vcl_map_fini(&cbs);
	vcl_map_fini(&sigs);
}

void vcl_obj_ref(struct vcl_obj *o)
{
	atomic_fetch_add(&o->refs, 1);
}

atomic_uint vcl_karg_gone;

void vcl_obj_unref(struct vcl_obj *o)
{
	while (o && atomic_fetch_sub(&o->refs, 1) == 1) {
		struct vcl_obj *parent = o->parent;
		struct vcl_call c;

		if (atomic_load(&o->karg))
			atomic_fetch_add(&vcl_karg_gone, 1);
		/* the back-end may now drop the ID and the last host reference */
		vcl_call_init(&c, VCL_OP_FORGET);
		vcl_call_route(&c, o);
		vn_enc_msg_forget(&c.enc, &(struct vn_args_msg_forget){ .id = o->id });
		vcl_call_async(&c);
		vcl_call_fini(&c);
		obj_free(o);
		o = parent;
	}
}

cl_int vcl_obj_retain_app(const void *p, uint8_t type, uint16_t op)
{
	struct vcl_obj *o = (struct vcl_obj *)p;
	struct vcl_call c;
	cl_int r;

	if (!vcl_obj_ok(p, type, false))
		return vn_types[type].invalid_error;
	atomic_fetch_add(&o->app_refs, 1);
	vcl_obj_ref(o);
	vcl_call_init(&c, op);
	vcl_call_route(&c, o);
	vcl_enc_u64(&c.enc, o->id);
	r = vcl_call_async(&c);
	vcl_call_fini(&c);
	return r;
}

cl_int vcl_obj_release_app(const void *p, uint8_t type, uint16_t op)
{
	struct vcl_obj *o = (struct vcl_obj *)p;
	struct vcl_call c;
	cl_int r;
	int prev;

	if (!vcl_obj_ok(p, type, false))
		return vn_types[type].invalid_error;
	/* never let the application's count go below zero: that would release what a child holds */
	prev = atomic_load(&o->app_refs);
	do {
		if (prev <= 0)
			return vn_types[type].invalid_error;
	} while (!atomic_compare_exchange_weak(&o->app_refs, &prev, prev - 1));
	vcl_call_init(&c, op);
	vcl_call_route(&c, o);
	vcl_enc_u64(&c.enc, o->id);
	r = vcl_call_async(&c);
	vcl_call_fini(&c);
	vcl_obj_unref(o);
	return r;
}

/* The context an object belongs to, as far as the guest knows (NULL: a host-named proxy). */
static const struct vcl_obj *obj_context(const struct vcl_obj *o)
{
	while (o && o->type != VN_T_CONTEXT)
		o = (o->type == VN_T_QUEUE || o->type == VN_T_EVENT) ? o->parent : NULL;
	return o;
}

cl_int vcl_wait_list_context(const void *queue, cl_uint n, const void *const *list, bool *local)
{
	const struct vcl_obj *qc = obj_context(queue);

	*local = qc != NULL;
	for (cl_uint i = 0; list && i < n; i++) {
		const struct vcl_obj *ec = obj_context(list[i]);
		if (!ec)
			*local = false;
		else if (qc && ec != qc)
			return CL_INVALID_CONTEXT;
	}
	return CL_SUCCESS;
}

/* The ID that names o on the session call c goes to (the platform: that session's ID of it). */
static uint64_t obj_wire_id(struct vcl_call *c, const struct vcl_obj *o)
{
	if (!o)
		return 0;
	if (o->type != VN_T_PLATFORM) {
		vcl_call_route(c, o);
		return o->id;
	}
	if (c->route < 0)
		c->route = (int)vcl_fe_live_srv();
	return ((const struct _cl_platform_id *)o)->srv_id[c->route];
}

void vcl_enc_obj(struct vcl_enc *e, const void *o)
{
	vcl_enc_u64(e, obj_wire_id(vcl_call_of(e), o));
}

void vcl_enc_objs(struct vcl_enc *e, const void *const *objs, cl_uint n)
{
	vcl_enc_u64(e, objs != NULL);
	if (!objs)
		return;
	for (cl_uint i = 0; i < n; i++)
		vcl_enc_obj(e, objs[i]);
}

/* Property names whose value is a handle, for every property-list type (they share one space). */
static uint8_t prop_handle_type(uint64_t name)
{
	return name == CL_CONTEXT_PLATFORM ? VN_T_PLATFORM : VN_T_NONE;
}

void vcl_enc_props(struct vcl_enc *e, const void *props, size_t elem)
{
	const uint8_t *p = props;
	uint64_t n = 0;

	vcl_enc_u64(e, props != NULL);
	if (!props)
		return;
	/* count name/value pairs up to the terminating 0 (bounded: a list is short) */
	for (;;) {
		uint64_t name = 0;
		memcpy(&name, p + (size_t)(2 * n) * elem, elem);
		if (!name || n >= VCL_MAX_PROPS)
			break;
		n++;
	}
	vcl_enc_u64(e, n);
	for (uint64_t i = 0; i < n; i++) {
		uint64_t name = 0, val = 0;
		memcpy(&name, p + (size_t)(2 * i) * elem, elem);
		memcpy(&val, p + (size_t)(2 * i + 1) * elem, elem);
		if (name == CL_GL_CONTEXT_KHR || name == CL_EGL_DISPLAY_KHR) {
			/* cl_khr_gl_sharing: the guest's EGL handles as the session knows them */
			val = vcl_egl_wire_handle((const void *)(uintptr_t)val, name == CL_GL_CONTEXT_KHR);
		} else if (prop_handle_type(name) != VN_T_NONE) {
			const void *h = (const void *)(uintptr_t)val;
			val = vcl_obj_ok(h, prop_handle_type(name), false)
				      ? obj_wire_id(vcl_call_of(e), h) : UINT64_MAX;
		}
		vcl_enc_u64(e, name);
		vcl_enc_u64(e, val);
	}
}

cl_int vcl_fe_info_handles(unsigned srv, uint16_t op, cl_uint param, void *value, size_t size)
{
	for (size_t i = 0; i < VN_INFOH_COUNT; i++) {
		const struct vn_infoh *h = &vn_infoh[i];
		size_t n;
		if (h->op != op || h->param != param)
			continue;
		n = h->array ? size / sizeof(void *) : (size >= sizeof(void *) ? 1 : 0);
		for (size_t k = 0; k < n; k++) {
			uint64_t id;
			void *obj;
			memcpy(&id, (char *)value + k * 8, 8);
			obj = id ? vcl_obj_from_id(srv, id, h->type) : NULL;
			if (id && !obj)
				return CL_OUT_OF_RESOURCES;
			memcpy((char *)value + k * 8, &obj, sizeof(obj));
		}
		break;
	}
	return CL_SUCCESS;
}

/* ---- guest callbacks -------------------------------------------------------------------------- */

struct vcl_cb {
	enum vcl_cb_kind kind;
	void *fn;
	void *user_data;
	struct vcl_obj *obj;
	void *obj_ptr; /* the handle as the application knows it (destructors: it may be gone) */
	bool once;
	unsigned srv;  /* the session whose notify channel may run it */
};

static atomic_uint_fast64_t next_cb = 1;

uint64_t vcl_cb_register(enum vcl_cb_kind kind, void *fn, void *user_data, struct vcl_obj *obj,
			 bool once)
{
	struct vcl_cb *cb;
	uint64_t id;
	bool weak = kind == VCL_CB_MEM_DESTRUCTOR || kind == VCL_CB_CONTEXT_DESTRUCTOR ||
		    kind == VCL_CB_PROGRAM_RELEASE || kind == VCL_CB_CONTEXT_NOTIFY;

	if (!fn || !(cb = calloc(1, sizeof(*cb))))
		return 0;
	*cb = (struct vcl_cb){ kind, fn, user_data, weak ? NULL : obj, obj, once, obj ? obj->srv : 0 };
	id = atomic_fetch_add(&next_cb, 1);
	pthread_mutex_lock(&vcl_fe.lock);
	if (vcl_map_insert(&cbs, id, (uintptr_t)cb)) {
		pthread_mutex_unlock(&vcl_fe.lock);
		free(cb);
		return 0;
	}
	pthread_mutex_unlock(&vcl_fe.lock);
	if (cb->obj)
		vcl_obj_ref(cb->obj);
	return id;
}

void vcl_cb_unregister(uint64_t id)
{
	uint64_t p;
	struct vcl_cb *cb;

	pthread_mutex_lock(&vcl_fe.lock);
	cb = vcl_map_remove(&cbs, id, &p) ? (struct vcl_cb *)(uintptr_t)p : NULL;
	pthread_mutex_unlock(&vcl_fe.lock);
	if (cb && cb->obj)
		vcl_obj_unref(cb->obj);
	free(cb);
}

void vcl_cb_weaken(uint64_t id)
{
	uint64_t p;
	struct vcl_cb *cb;
	struct vcl_obj *o = NULL;

	pthread_mutex_lock(&vcl_fe.lock);
	cb = vcl_map_get(&cbs, id, &p) ? (struct vcl_cb *)(uintptr_t)p : NULL;
	if (cb) {
		o = cb->obj;
		cb->obj = NULL;
	}
	pthread_mutex_unlock(&vcl_fe.lock);
	if (o)
		vcl_obj_unref(o);
}

struct vcl_deferred_cb {
	struct vcl_deferred_cb *next;
	struct vcl_cb *cb;
	cl_int status;
};

/* a: the notification's items (a context's errinfo and private_info), NULL where none came */
static void run_cb(struct vcl_cb *cb, const struct vn_args_msg_callback *a, cl_int status)
{
	switch (cb->kind) {
	case VCL_CB_CONTEXT_NOTIFY:
		if (a)
			((vcl_pfn_context_notify)cb->fn)(a->errinfo, a->private_info,
							 (size_t)a->private_info_len, cb->user_data);
		break;
	case VCL_CB_PROGRAM_NOTIFY:
	case VCL_CB_PROGRAM_RELEASE:
		((vcl_pfn_program_notify)cb->fn)((cl_program)cb->obj_ptr, cb->user_data);
		break;
	case VCL_CB_EVENT:
		((vcl_pfn_event_notify)cb->fn)((cl_event)cb->obj_ptr, status, cb->user_data);
		break;
	case VCL_CB_MEM_DESTRUCTOR:
		((vcl_pfn_mem_notify)cb->fn)((cl_mem)cb->obj_ptr, cb->user_data);
		break;
	case VCL_CB_CONTEXT_DESTRUCTOR:
		((vcl_pfn_context_destructor)cb->fn)((cl_context)cb->obj_ptr, cb->user_data);
		break;
	case VCL_CB_GL_DEBUG:
		if (a)
			vcl_gl_debug_run(cb->fn, cb->user_data, a->errinfo, a->private_info,
					 a->private_info_len);
		break;
	}
}

static void cb_done(struct vcl_cb *cb)
{
	if (cb->obj)
		vcl_obj_unref(cb->obj);
	free(cb);
}

/* VCL_OP_CALLBACK on the notify thread (api/opencl.api, msg CALLBACK): the record's ID, the status,
 * and a context's error notification's items (run_cb). */
void vcl_fe_handle_callback(unsigned srv, struct vcl_dec *d)
{
	struct vn_args_msg_callback a;
	uint64_t id, p;
	cl_int status;
	struct vcl_cb *cb;

	if (vn_dec_msg_callback(d, &a))
		return;
	id = a.cb;
	status = a.status;
	pthread_mutex_lock(&vcl_fe.lock);
	/* another session's callback is not this server's to run */
	if (!vcl_map_get(&cbs, id, &p) || ((struct vcl_cb *)(uintptr_t)p)->srv != srv) {
		pthread_mutex_unlock(&vcl_fe.lock);
		return;
	}
	cb = (struct vcl_cb *)(uintptr_t)p;
	if (cb->once)
		vcl_map_remove(&cbs, id, NULL);
	if (cb->kind == VCL_CB_EVENT && cb->obj && status == CL_COMPLETE) {
		struct _cl_event *ev = (struct _cl_event *)cb->obj;
		if (ev->read_pending) {
			/* the data is not in guest memory yet: run this once it has landed */
			struct vcl_deferred_cb *dc = malloc(sizeof(*dc));
			if (dc) {
				*dc = (struct vcl_deferred_cb){ ev->deferred, cb, status };
				ev->deferred = dc;
				pthread_mutex_unlock(&vcl_fe.lock);
				return;
			}
		}
	}
	pthread_mutex_unlock(&vcl_fe.lock);
	run_cb(cb, &a, status);
	if (cb->once)
		cb_done(cb);
}

/* ---- non-blocking reads ----------------------------------------------------------------------- */

void vcl_read_expect(struct _cl_event *ev, struct _cl_command_queue *q, void *dst, size_t size,
		     int64_t chunk)
{
	pthread_mutex_lock(&vcl_fe.lock);
	ev->read_in_area = chunk >= 0;
	ev->read_chunk = chunk >= 0 ? (uint64_t)chunk : 0;
	ev->read_pending = true;
	ev->read_dst = dst;
	ev->read_size = size;
	ev->read_queue = q;
	ev->read_status = CL_COMPLETE;
	q->pending_reads++;
	pthread_mutex_unlock(&vcl_fe.lock);
	vcl_obj_ref(&ev->o); /* until the data has landed */
}

static void read_landed_locked(struct _cl_event *ev, cl_int status)
{
	/* landed or failed: the host no longer writes into the chunk */
	if (ev->read_in_area) {
		if (ev->read_dst != vcl_area_ptr(ev->read_chunk))
			vcl_area_free(ev->read_chunk);
		ev->read_in_area = false;
	}
	ev->read_pending = false;
	ev->read_status = status;
	ev->read_queue->pending_reads--;
	pthread_cond_broadcast(&vcl_fe.landed);
}

/* VCL_OP_READ_DONE (api/opencl.api, msg READ_DONE): the event's ID and status, then the data (bulk)
 * straight into guest memory. */
int vcl_fe_handle_read_done(unsigned srv, struct vcl_transport *t, struct vcl_dec *d, size_t bulk)
{
	struct vn_args_msg_read_done a;
	bool ok = vn_dec_msg_read_done(d, &a) == 0;
	uint64_t id = a.event, p;
	cl_int status = a.status;
	struct _cl_event *ev = NULL;
	struct vcl_deferred_cb *dc;
	bool late = false;
	int r = 0;

	pthread_mutex_lock(&vcl_fe.lock);
	if (ok && srv < VCL_MAX_SESSIONS && vcl_map_get(&byid[srv], id, &p))
		ev = (struct _cl_event *)(uintptr_t)p;
	if (ev && ev->o.type == VN_T_EVENT && !ev->read_pending && ev->read_ended &&
	    status != CL_COMPLETE && !bulk) {
		/* the failure the client learnt by asking (read_wait, vcl_read_fail), told now by
		 * the host: nothing lands; the read's hold and held-back callbacks end here */
		ev->read_ended = false;
		late = true;
	} else if (ev && (ev->o.type != VN_T_EVENT || !ev->read_pending)) {
		ev = NULL;
	}
	pthread_mutex_unlock(&vcl_fe.lock);
	if (!ev)
		return -EPROTO;
	if (!late && ev->read_in_area) {
		/* the data is in the area: copy it out before the event is seen complete */
		if (bulk)
			return -EPROTO;
		if (status == CL_COMPLETE)
			if (ev->read_dst != vcl_area_ptr(ev->read_chunk))
				vcl_bulk_copy(ev->read_dst, vcl_area_ptr(ev->read_chunk), ev->read_size);
	} else if (!late) {
		if (status == CL_COMPLETE && bulk != vcl_pad8(ev->read_size))
			return -EPROTO;
		r = vcl_recv_bulk(t, ev->read_dst, ev->read_size, bulk);
		if (r)
			return r;
	}
	pthread_mutex_lock(&vcl_fe.lock);
	if (!late)
		read_landed_locked(ev, status);
	dc = ev->deferred;
	ev->deferred = NULL;
	pthread_mutex_unlock(&vcl_fe.lock);
	while (dc) {
		struct vcl_deferred_cb *next = dc->next;
		run_cb(dc->cb, NULL, dc->status);
		cb_done(dc->cb);
		free(dc);
		dc = next;
	}
	vcl_obj_unref(&ev->o);
	return 0;
}

/*
 * The host's execution status of an event, asked directly (not through the hooked entry point).
 * Some drivers (PoCL 3.1) never run CL_COMPLETE callbacks for a command that was terminated because
 * an event it waited for failed (spec 5.11.3 says they must): no data will then come, and a waiter
 * learns it from the status.
 */
static cl_int remote_event_status(struct _cl_event *ev)
{
	struct vcl_call c;
	cl_int ret, st = CL_COMPLETE;
	cl_uint param = CL_EVENT_COMMAND_EXECUTION_STATUS;
	size_t size = sizeof(st);

	vcl_call_init(&c, VN_OP_clGetEventInfo);
	vcl_enc_obj(&c.enc, ev);
	vcl_enc_val(&c.enc, &param, sizeof(param));
	vcl_enc_val(&c.enc, &size, sizeof(size));
	vcl_enc_want(&c.enc, true);
	vcl_enc_want(&c.enc, false);
	ret = vcl_call_sync(&c);
	if (ret == CL_SUCCESS)
		vcl_dec_outbuf(&c.rep, &st, sizeof(st));
	vcl_call_fini(&c);
	return ret == CL_SUCCESS ? st : ret;
}

/* How long a waiter trusts the notify channel before asking the host whether a read failed. */
#define VCL_READ_POLL_NS (20 * 1000 * 1000)

/* Wait for reads to land: one event, or (ev NULL) every read of queue q. Called without the lock. */
static cl_int read_wait(struct _cl_event *ev, struct _cl_command_queue *q)
{
	cl_int s = CL_COMPLETE;

	if (vcl_fe_on_notify_thread(ev ? ev->o.srv : q->o.srv)) {
		/* inside a callback: the data comes on this very thread's channel */
		pthread_mutex_lock(&vcl_fe.lock);
		while (ev ? ev->read_pending : q->pending_reads > 0) {
			pthread_mutex_unlock(&vcl_fe.lock);
			if (vcl_fe_notify_serve_one())
				return CL_OUT_OF_RESOURCES;
			pthread_mutex_lock(&vcl_fe.lock);
		}
		s = ev ? ev->read_status : CL_COMPLETE;
		pthread_mutex_unlock(&vcl_fe.lock);
		return s;
	}
	pthread_mutex_lock(&vcl_fe.lock);
	for (;;) {
		struct _cl_event *check = NULL;
		struct timespec until;

		if (ev ? !ev->read_pending : q->pending_reads <= 0)
			break;
		until = vcl_deadline(CLOCK_REALTIME, VCL_READ_POLL_NS);
		if (pthread_cond_timedwait(&vcl_fe.landed, &vcl_fe.lock, &until) != ETIMEDOUT)
			continue;
		if (ev) {
			check = ev->read_pending ? ev : NULL;
		} else {
			size_t i = 0;
			uint64_t id, p;
			while (!check && vcl_map_next(&byid[q->o.srv], &i, &id, &p)) {
				struct _cl_event *e = (struct _cl_event *)(uintptr_t)p;
				if (e->o.type == VN_T_EVENT && e->read_pending && e->read_queue == q)
					check = e;
			}
		}
		if (!check)
			continue;
		vcl_obj_ref(&check->o);
		pthread_mutex_unlock(&vcl_fe.lock);
		s = remote_event_status(check);
		pthread_mutex_lock(&vcl_fe.lock);
		if (s < 0 && check->read_pending) {
			read_landed_locked(check, s);
			check->read_ended = true;
		}
		pthread_mutex_unlock(&vcl_fe.lock);
		vcl_obj_unref(&check->o);
		pthread_mutex_lock(&vcl_fe.lock);
	}
	if (ev)
		s = ev->read_status;
	pthread_mutex_unlock(&vcl_fe.lock);
	return s;
}

void vcl_read_fail(struct _cl_event *ev, cl_int status)
{
	pthread_mutex_lock(&vcl_fe.lock);
	if (ev->read_pending) {
		read_landed_locked(ev, status);
		ev->read_ended = true;
	}
	pthread_mutex_unlock(&vcl_fe.lock);
}

cl_int vcl_read_wait(struct _cl_event *ev)
{
	return read_wait(ev, NULL);
}

void vcl_read_wait_queue(struct _cl_command_queue *q)
{
	read_wait(NULL, q);
}

bool vcl_read_landed_within(struct _cl_event *ev, uint64_t ns)
{
	struct timespec until = vcl_deadline(CLOCK_REALTIME, ns);
	bool landed;

	/* the notify thread brings the data itself: it cannot wait for it here */
	if (vcl_fe_on_notify_thread(ev->o.srv))
		return !ev->read_pending;
	pthread_mutex_lock(&vcl_fe.lock);
	while (ev->read_pending &&
	       pthread_cond_timedwait(&vcl_fe.landed, &vcl_fe.lock, &until) != ETIMEDOUT)
		;
	landed = !ev->read_pending;
	pthread_mutex_unlock(&vcl_fe.lock);
	return landed;
}

/* The session is lost: no read data will land. Complete every pending read with an error so no
 * application thread waits forever (clFinish, clWaitForEvents). */
void vcl_fe_fail_pending_reads(unsigned srv)
{
	size_t i = 0;
	uint64_t id, p;

	if (srv >= VCL_MAX_SESSIONS)
		return;
	pthread_mutex_lock(&vcl_fe.lock);
	while (vcl_map_next(&byid[srv], &i, &id, &p)) {
		struct _cl_event *ev = (struct _cl_event *)(uintptr_t)p;
		if (ev->o.type == VN_T_EVENT && ev->read_pending)
			read_landed_locked(ev, CL_OUT_OF_RESOURCES);
	}
	pthread_mutex_unlock(&vcl_fe.lock);
}

void vcl_fe_fail_event_callbacks(unsigned srv)
{
	size_t i = 0, n = 0, cap = 0;
	uint64_t id, p, *ids = NULL, *grown;

	pthread_mutex_lock(&vcl_fe.lock);
	while (vcl_map_next(&cbs, &i, &id, &p)) {
		struct vcl_cb *cb = (struct vcl_cb *)(uintptr_t)p;
		if (cb->kind != VCL_CB_EVENT || cb->srv != srv)
			continue;
		if (n == cap) {
			if (!(grown = realloc(ids, (cap = cap ? 2 * cap : 16) * sizeof(*ids))))
				break;
			ids = grown;
		}
		ids[n++] = id;
	}
	for (size_t k = 0; k < n; k++) /* taken out first: the server can no longer run them */
		vcl_map_remove(&cbs, ids[k], &ids[k]);
	pthread_mutex_unlock(&vcl_fe.lock);
	for (size_t k = 0; k < n; k++) {
		struct vcl_cb *cb = (struct vcl_cb *)(uintptr_t)ids[k];
		run_cb(cb, NULL, CL_OUT_OF_RESOURCES);
		cb_done(cb);
	}
	free(ids);
}

/* ---- call signatures -------------------------------------------------------------------------- */

/* Signatures of calls that succeeded; bounded so a long-running program does not grow it forever
 * (when full it starts over: only a round trip is lost). */
#define VCL_MAX_SIGS 65536

uint64_t vcl_sig_init(uint16_t op)
{
	return vcl_sig_add(0xcbf29ce484222325ull, &op, sizeof(op));
}

uint64_t vcl_sig_add(uint64_t sig, const void *p, size_t n)
{
	const uint8_t *b = p;

	for (size_t i = 0; i < n; i++)
		sig = (sig ^ b[i]) * 0x100000001b3ull;
	return sig;
}

uint64_t vcl_sig_obj(uint64_t sig, const void *obj)
{
	const struct vcl_obj *o = obj;
	uint64_t id = o ? o->id : 0;

	sig = vcl_sig_add(sig, &id, sizeof(id));
	if (o && o->type == VN_T_KERNEL) {
		unsigned e = atomic_load(&((const struct _cl_kernel *)o)->arg_epoch);
		unsigned g = atomic_load(&vcl_karg_gone);
		sig = vcl_sig_add(sig, &e, sizeof(e));
		sig = vcl_sig_add(sig, &g, sizeof(g));
	}
	return sig;
}

uint64_t vcl_sig_arr(uint64_t sig, const void *p, size_t n)
{
	uint8_t present = p != NULL;

	sig = vcl_sig_add(sig, &present, 1);
	return p ? vcl_sig_add(sig, p, n) : sig;
}

bool vcl_sig_known(uint64_t sig)
{
	bool k;

	if (vcl_fe_cfg()->sync) /* debugging: wait for every call */
		return false;
	pthread_mutex_lock(&vcl_fe.lock);
	k = vcl_map_get(&sigs, sig | 1, NULL);
	pthread_mutex_unlock(&vcl_fe.lock);
	return k;
}

void vcl_sig_learn(uint64_t sig)
{
	pthread_mutex_lock(&vcl_fe.lock);
	if (sigs.count >= VCL_MAX_SIGS)
		vcl_map_fini(&sigs);
	vcl_map_insert(&sigs, sig | 1, 1);
	pthread_mutex_unlock(&vcl_fe.lock);
}
