/* SPDX-License-Identifier: MIT */
/* Back-end sessions: object tables, the leader/follower request loop, session teardown. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <malloc.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>
#include <time.h>

#include "vcl_be.h"
#include "vcl_time.h"
#include "vcl_be_gl.h"
#include "vcl_ring.h"
#include "vcl_transport.h"
#include "gen/vn_backend.h"

void vcl_log(const char *fmt, ...)
{
	struct timespec ts;
	struct tm tm;
	va_list ap;
	char buf[512], when[32];

	clock_gettime(CLOCK_REALTIME, &ts);
	gmtime_r(&ts.tv_sec, &tm);
	strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%S", &tm);
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	/* ISO 8601, UTC, milliseconds */
	dprintf(vcl_log_fd, "virtcld[%s.%03ldZ]: %s\n", when, ts.tv_nsec / 1000000, buf);
}

int vcl_log_fd = STDERR_FILENO;

cl_int vcl_host_retain(uint8_t type, void *h)
{
	switch (type) {
	case VN_T_DEVICE: return clRetainDevice(h);
	case VN_T_CONTEXT: return clRetainContext(h);
	case VN_T_QUEUE: return clRetainCommandQueue(h);
	case VN_T_MEM: return clRetainMemObject(h);
	case VN_T_SAMPLER: return clRetainSampler(h);
	case VN_T_PROGRAM: return clRetainProgram(h);
	case VN_T_KERNEL: return clRetainKernel(h);
	case VN_T_EVENT: return clRetainEvent(h);
	case VN_T_CMDBUF: return vcl_host_clRetainCommandBufferKHR(h);
	default: return CL_SUCCESS; /* platforms are not reference counted */
	}
}

cl_int vcl_host_release(uint8_t type, void *h)
{
	switch (type) {
	case VN_T_DEVICE: return clReleaseDevice(h);
	case VN_T_CONTEXT: return clReleaseContext(h);
	case VN_T_QUEUE: return clReleaseCommandQueue(h);
	case VN_T_MEM: return clReleaseMemObject(h);
	case VN_T_SAMPLER: return clReleaseSampler(h);
	case VN_T_PROGRAM: return clReleaseProgram(h);
	case VN_T_KERNEL: return clReleaseKernel(h);
	case VN_T_EVENT: return clReleaseEvent(h);
	case VN_T_CMDBUF: return vcl_host_clReleaseCommandBufferKHR(h);
	default: return CL_SUCCESS;
	}
}

/* ---- protocol violations ---------------------------------------------------------------------- */

int vcl_be_violation(struct vcl_be_ctx *x, const char *fmt, ...)
{
	char buf[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (!x->broken)
		vcl_log("session %u: protocol violation in %s: %s; ending the session", x->s->id,
			x->op < VCL_OP_HELLO && vn_op_valid(x->op) ? vn_ops[x->op].name : "message", buf);
	x->broken = true;
	atomic_store(&x->s->broken, true);
	return -EPROTO;
}

/* ---- object table ----------------------------------------------------------------------------- */

static struct vcl_entry *lookup_locked(struct vcl_session *s, uint64_t id)
{
	uint64_t v;

	return vcl_map_get(&s->ids, id, &v) ? (struct vcl_entry *)(uintptr_t)v : NULL;
}

static bool pin_add(struct vcl_be_ctx *x, uint8_t type, void *host)
{
	if (x->npins == x->cap_pins) {
		size_t n = x->cap_pins ? x->cap_pins * 2 : 16;
		struct vcl_pin *p = realloc(x->pins, n * sizeof(*p));
		if (!p) {
			vcl_be_violation(x, "out of memory");
			return false;
		}
		x->pins = p;
		x->cap_pins = n;
	}
	x->pins[x->npins++] = (struct vcl_pin){ type, host };
	return true;
}

/* Look up one ID: the handle if it names a live object of this type, else a violation. Runs with
 * the table lock held so a retain for pinning cannot race a release. */
/*
 * A queue's twin (VCL_OP_XFER_BEGIN): an out-of-order queue of the session's own on the queue's
 * device and context (with profiling where the queue has it: a piece's event may be the
 * application's), where a bracketed transfer's pieces run, each after the bracket's marker. Out of
 * order, so that the pieces of one bracket never wait behind those of a later one, which wait for
 * the first one's gate. NULL where the device has no out-of-order queues, and for an out-of-order
 * queue q: it orders commands by barriers and wait lists alone, and a marker and a barrier there
 * would order the transfer after every earlier command and every later one after it (found by a
 * review: a later unrelated fill waited for a gated transfer).
 */
static cl_command_queue twin_new(cl_command_queue q)
{
	cl_context ctx = NULL;
	cl_device_id dev = NULL;
	cl_command_queue_properties p = 0, have = 0;
	cl_command_queue t;
	cl_int err;

	if (clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof(ctx), &ctx, NULL) != CL_SUCCESS ||
	    clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof(dev), &dev, NULL) != CL_SUCCESS ||
	    clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof(p), &p, NULL) != CL_SUCCESS ||
	    clGetDeviceInfo(dev, CL_DEVICE_QUEUE_PROPERTIES, sizeof(have), &have, NULL) != CL_SUCCESS ||
	    !(have & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE) ||
	    (p & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE))
		return NULL;
	{
		cl_queue_properties props[] = {
			CL_QUEUE_PROPERTIES,
			CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | (p & CL_QUEUE_PROFILING_ENABLE), 0
		};
		t = clCreateCommandQueueWithProperties(ctx, dev, props, &err);
	}
	return err == CL_SUCCESS ? t : NULL;
}

static void *dec_id_locked(struct vcl_be_ctx *x, uint64_t id, uint8_t type, bool nullable)
{
	struct vcl_entry *e;

	if (!id) {
		if (!nullable)
			vcl_be_violation(x, "NULL %s handle", vn_types[type].name);
		return NULL;
	}
	e = lookup_locked(x->s, id);
	if (!e) {
		vcl_be_violation(x, "unknown %s ID %#llx", vn_types[type].name, (unsigned long long)id);
		return NULL;
	}
	if (e->type != type) {
		vcl_be_violation(x, "ID %#llx is a %s, not a %s", (unsigned long long)id,
				 vn_types[e->type].name, vn_types[type].name);
		return NULL;
	}
	if (type == VN_T_KERNEL) {
		x->kernel_id = id;
		x->kernel_local = e->local_args;
	}
	if (type == VN_T_QUEUE && x->want_twin) {
		/* the first queue of a bracket's piece, or of the bracket itself (which makes the
		 * twin, once per queue) */
		x->want_twin = false;
		if (!e->twin && x->op == VCL_OP_XFER_BEGIN)
			e->twin = twin_new(e->host);
		x->twin = e->twin;
		if (x->op != VCL_OP_XFER_BEGIN) {
			if (!e->twin) {
				vcl_be_violation(x, "a bracketed piece on queue ID %#llx, which has no "
						 "bracket", (unsigned long long)id);
				return NULL;
			}
			if (pin_add(x, type, e->twin) && x->pinning)
				vcl_host_retain(type, e->twin);
			return e->twin;
		}
	}
	/* a call that may block is pinned here, under the table lock: once it hands the reading on,
	 * a release and FORGET read by the next leader cannot free what it looked up */
	if (pin_add(x, type, e->host) && x->pinning)
		vcl_host_retain(type, e->host);
	return e->host;
}

/* An entry's memory (its kernel argument records with it). */
static void entry_free(struct vcl_entry *e)
{
	if (e) {
		free(e->kargs);
		if (e->twin)
			clReleaseCommandQueue(e->twin);
		if (e->gate) {
			/* a bracket that never ended (a guest that stopped, or ended): its queue goes on */
			clSetUserEventStatus(e->gate, CL_COMPLETE);
			clReleaseEvent(e->gate);
		}
	}
	free(e);
}

/* Most arguments one kernel's records cover: OpenCL C gives no limit, drivers take a few hundred
 * (CL_DEVICE_MAX_PARAMETER_SIZE of 1024 bytes and more); the host already accepted idx. */
#define VCL_MAX_KARGS (1u << 16)

int vcl_be_karg_set(struct vcl_be_ctx *x, cl_uint idx, void *obj)
{
	struct vcl_session *s = x->s;
	struct vcl_entry *k, *o = NULL;
	struct vcl_karg rec = { 0, 0 };
	uint64_t id;
	int r = 0;

	pthread_mutex_lock(&s->lock);
	k = lookup_locked(s, x->kernel_id);
	if (obj && vcl_map_get(&s->rev, (uintptr_t)obj, &id) && (o = lookup_locked(s, id)) &&
	    o->host == obj)
		rec = (struct vcl_karg){ id, o->serial };
	if (!k || k->type != VN_T_KERNEL || idx >= VCL_MAX_KARGS || (idx >= k->nkargs && !rec.id)) {
		pthread_mutex_unlock(&s->lock);
		return 0;
	}
	if (idx >= k->nkargs) {
		uint32_t n = idx + 1 > 2 * k->nkargs ? idx + 1 : 2 * k->nkargs;
		struct vcl_karg *a = realloc(k->kargs, n * sizeof(*a));
		if (!a) {
			r = -ENOMEM;
		} else {
			memset(a + k->nkargs, 0, (n - k->nkargs) * sizeof(*a));
			k->kargs = a;
			k->nkargs = n;
		}
	}
	if (!r)
		k->kargs[idx] = rec;
	pthread_mutex_unlock(&s->lock);
	if (r)
		vcl_be_violation(x, "out of memory");
	return r;
}

cl_int vcl_be_karg_check(struct vcl_be_ctx *x)
{
	struct vcl_session *s = x->s;
	struct vcl_entry *k;
	cl_int ret = CL_SUCCESS;
	uint32_t bad = 0;

	pthread_mutex_lock(&s->lock);
	k = lookup_locked(s, x->kernel_id);
	for (uint32_t i = 0; k && k->type == VN_T_KERNEL && i < k->nkargs && !ret; i++) {
		struct vcl_entry *o;
		if (!k->kargs[i].id)
			continue;
		o = lookup_locked(s, k->kargs[i].id);
		if (!o || o->serial != k->kargs[i].serial)
			ret = CL_INVALID_KERNEL_ARGS, bad = i;
	}
	pthread_mutex_unlock(&s->lock);
	if (ret) {
		char why[96];
		snprintf(why, sizeof(why), "launch refused: kernel argument %u names a released object",
			 bad);
		vcl_be_log_once(x, why);
	}
	return ret;
}

/* The kernel this message named has a __local argument size set now (vcl_be_launch_check). */
void vcl_be_kernel_local(struct vcl_be_ctx *x)
{
	struct vcl_entry *e;

	pthread_mutex_lock(&x->s->lock);
	e = lookup_locked(x->s, x->kernel_id);
	if (e && e->type == VN_T_KERNEL)
		e->local_args = true;
	pthread_mutex_unlock(&x->s->lock);
}

void *vcl_be_dec_obj(struct vcl_be_ctx *x, uint8_t type, bool nullable)
{
	uint64_t id = vcl_dec_u64(&x->dec);
	void *h;

	if (x->dec.err || x->broken)
		return NULL;
	pthread_mutex_lock(&x->s->lock);
	h = dec_id_locked(x, id, type, nullable);
	pthread_mutex_unlock(&x->s->lock);
	return h;
}

void *vcl_be_dec_obj_of(struct vcl_be_ctx *x, uint32_t types, const char *what, uint8_t *type)
{
	uint64_t id = vcl_dec_u64(&x->dec);
	struct vcl_entry *e;
	void *h = NULL;

	if (x->dec.err || x->broken)
		return NULL;
	pthread_mutex_lock(&x->s->lock);
	e = id ? lookup_locked(x->s, id) : NULL;
	if (e && e->type < 32 && ((types >> e->type) & 1)) {
		h = dec_id_locked(x, id, e->type, false);
		*type = e->type;
	}
	pthread_mutex_unlock(&x->s->lock);
	if (!h && !x->broken)
		vcl_be_violation(x, "%s: ID %#llx is no %s", what, (unsigned long long)id,
				 e ? "object of the types allowed here" : "object of the session");
	return h;
}

void *vcl_be_dec_objs(struct vcl_be_ctx *x, uint8_t type, uint64_t count)
{
	void **out;

	if (x->dec.err || x->broken)
		return NULL;
	if (!vcl_dec_want(&x->dec)) {
		/* the front-end sends no list only for a count of 0 (vcl_objs_ok); the host would read
		 * count handles from NULL (PoCL 3.1 does, in clEnqueueNDRangeKernel; found by
		 * tests/fuzz) */
		if (count && !x->dec.err)
			vcl_be_violation(x, "absent handle list of %llu entries", (unsigned long long)count);
		return NULL;
	}
	if (x->dec.err)
		return NULL;
	if (count > VCL_MAX_HANDLES || count * 8 > vcl_dec_left(&x->dec)) {
		vcl_be_violation(x, "handle list of %llu entries", (unsigned long long)count);
		return NULL;
	}
	out = vcl_be_scratch(x, count ? count : 1, sizeof(void *));
	if (!out)
		return NULL;
	pthread_mutex_lock(&x->s->lock);
	for (uint64_t i = 0; i < count && !x->broken; i++)
		out[i] = dec_id_locked(x, vcl_dec_u64(&x->dec), type, false);
	pthread_mutex_unlock(&x->s->lock);
	return out;
}

/* Property names whose value is a handle (CL_CONTEXT_PLATFORM), as in the front-end. */
void *vcl_be_dec_props(struct vcl_be_ctx *x, size_t elem)
{
	uint64_t n;
	uint8_t *out;

	if (!vcl_dec_want(&x->dec) || x->dec.err)
		return NULL;
	n = vcl_dec_u64(&x->dec);
	if (x->dec.err || n > VCL_MAX_PROPS) {
		vcl_be_violation(x, "property list of %llu pairs", (unsigned long long)n);
		return NULL;
	}
	out = vcl_be_scratch(x, 2 * n + 1, elem);
	if (!out)
		return NULL;
	for (uint64_t i = 0; i < n; i++) {
		uint64_t name = vcl_dec_u64(&x->dec), val = vcl_dec_u64(&x->dec);
		if (name == CL_CONTEXT_PLATFORM) {
			pthread_mutex_lock(&x->s->lock);
			val = (uintptr_t)dec_id_locked(x, val, VN_T_PLATFORM, false);
			pthread_mutex_unlock(&x->s->lock);
		}
		memcpy(out + (2 * i) * elem, &name, elem);
		memcpy(out + (2 * i + 1) * elem, &val, elem);
	}
	memset(out + 2 * n * elem, 0, elem);
	return x->dec.err ? NULL : out;
}

/* ---- event status table (vcl_wire.h, VCL_EVTAB_*; docs/design.md) ------------------------------- */

/* How often a write into the table is tried when the word changes under it (the guest's memory). */
#define VCL_EVTAB_TRIES 16

/* The slot of event id in the session's table; NULL: no table. */
static _Atomic uint64_t *evtab_slot(struct vcl_session *s, uint64_t id)
{
	_Atomic uint64_t *tab = atomic_load(&s->evtab);

	return tab ? tab + (id & s->evmask) : NULL;
}

/* Status st into a slot, if it still holds id's tag. */
static void evtab_put(_Atomic uint64_t *slot, uint64_t id, int32_t st)
{
	uint64_t old;

	if (!slot)
		return;
	old = atomic_load_explicit(slot, memory_order_relaxed);
	for (int i = 0; i < VCL_EVTAB_TRIES && vcl_evtab_tag_is(old, id); i++)
		if (atomic_compare_exchange_weak(slot, &old, vcl_evtab_word(id, st)))
			return;
}

/*
 * A spinning session's reader, while it polls for the next message (the ring transport's idle
 * work): one watched event's status, and its final status into the table. Not the driver's
 * CL_COMPLETE callbacks: on NVIDIA's, a callback on each event made every later round trip 3-4 us
 * slower (bench/results/h200-evtab-20261203k.txt). A query costs the reader ~0.1-0.3 us, once a
 * microsecond at most.
 */
static void evtab_idle(void *arg)
{
	struct vcl_session *s = arg;
	cl_event done = NULL;
	unsigned n, i;
	cl_int st;

	if (!atomic_load_explicit(&s->watch.n, memory_order_relaxed) ||
	    pthread_mutex_trylock(&s->watch.lock))
		return;
	n = atomic_load(&s->watch.n);
	if (n) {
		i = s->watch.next < n ? s->watch.next : 0;
		if (clGetEventInfo(s->watch.ev[i], CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st,
				   NULL) == CL_SUCCESS && st <= CL_COMPLETE) {
			evtab_put(evtab_slot(s, s->watch.id[i]), s->watch.id[i], st);
			done = s->watch.ev[i];
			s->watch.ev[i] = s->watch.ev[n - 1];
			s->watch.id[i] = s->watch.id[n - 1];
			atomic_store(&s->watch.n, n - 1);
			s->watch.next = i;
		} else {
			s->watch.next = i + 1;
		}
	}
	pthread_mutex_unlock(&s->watch.lock);
	if (done)
		clReleaseEvent(done);
}

/* Watch the host event bound to guest ID id for the table, where the session spins. */
static void evtab_watch(struct vcl_session *s, uint64_t id, cl_event ev)
{
	cl_event old = NULL;
	unsigned n;

	if (!atomic_load(&s->evtab) || !s->d->spin_ns || clRetainEvent(ev) != CL_SUCCESS)
		return;
	pthread_mutex_lock(&s->watch.lock);
	n = atomic_load(&s->watch.n);
	if (n < VCL_EVTAB_WATCH) {
		s->watch.ev[n] = ev;
		s->watch.id[n] = id;
		atomic_store(&s->watch.n, n + 1);
	} else {
		/* full (commands that run long, or never): the newest take the place of the one
		 * polled next; that one's status is asked of the host as before */
		unsigned i = s->watch.next < n ? s->watch.next : 0;
		old = s->watch.ev[i];
		s->watch.ev[i] = ev;
		s->watch.id[i] = id;
		s->watch.next = i + 1;
	}
	pthread_mutex_unlock(&s->watch.lock);
	if (old)
		clReleaseEvent(old);
}

/* The session ends: its watched events go. */
static void evtab_unwatch_all(struct vcl_session *s)
{
	pthread_mutex_lock(&s->watch.lock);
	for (unsigned i = 0; i < atomic_load(&s->watch.n); i++)
		clReleaseEvent(s->watch.ev[i]);
	atomic_store(&s->watch.n, 0);
	pthread_mutex_unlock(&s->watch.lock);
}

uint64_t vcl_be_dec_newid(struct vcl_be_ctx *x, bool optional)
{
	uint64_t id = vcl_dec_u64(&x->dec);
	bool used;

	if (x->dec.err || x->broken)
		return 0;
	if (!id) {
		/* an object the call creates always gets a name: with ID 0 it would live on the host
		 * untracked, never released, beyond the session's object limit */
		if (!optional)
			vcl_be_violation(x, "new ID 0");
		return 0;
	}
	if (id & VCL_ID_SERVER_BIT) {
		vcl_be_violation(x, "new ID %#llx is in the back-end's range", (unsigned long long)id);
		return 0;
	}
	pthread_mutex_lock(&x->s->lock);
	used = vcl_map_get(&x->s->ids, id, NULL) || x->s->ids.count >= VCL_MAX_SESSION_OBJECTS;
	pthread_mutex_unlock(&x->s->lock);
	if (used) {
		vcl_be_violation(x, "new ID %#llx is in use (or the session holds too many objects)",
				 (unsigned long long)id);
		return 0;
	}
	/* optional: a command's event (newobj). From here on the guest must ask for its status:
	 * written before the host call, so before any reply that follows the command */
	if (optional)
		evtab_put(evtab_slot(x->s, id), id, VCL_EVST_ASK);
	return id;
}

/* A kernel whose own __local variables need more local memory than one of the devices has: its
 * launches are checked (vcl_be_launch_check) although it has no __local argument (found by a
 * review: PoCL 3.1 asserts on a 2.4 MB __local array). One query per device, at creation. */
static bool static_local_over(struct vcl_daemon *d, cl_kernel k)
{
	for (cl_uint i = 0; i < d->ndev; i++) {
		cl_ulong need = 0, have = 0;
		if (clGetKernelWorkGroupInfo(k, d->devices[i], CL_KERNEL_LOCAL_MEM_SIZE, sizeof(need),
					     &need, NULL) == CL_SUCCESS &&
		    clGetDeviceInfo(d->devices[i], CL_DEVICE_LOCAL_MEM_SIZE, sizeof(have), &have,
				    NULL) == CL_SUCCESS &&
		    need > have)
			return true;
	}
	return false;
}

void vcl_be_bind(struct vcl_be_ctx *x, uint64_t id, uint8_t type, void *host)
{
	struct vcl_entry *e;
	int r = -ENOMEM;

	if (!host)
		return;
	if (!id) {
		/* never reached: vcl_be_dec_newid refuses 0 where an object is made */
		vcl_host_release(type, host);
		vcl_be_violation(x, "object made without an ID");
		return;
	}
	e = calloc(1, sizeof(*e));
	if (e) {
		struct vcl_daemon *d = x->s->d;
		cl_mem parent = NULL;
		size_t bytes = 0;
		*e = (struct vcl_entry){ .host = host, .type = type,
					 .user_event = x->op == VN_OP_clCreateUserEvent, .guest_refs = 1,
					 /* a clone has its source's arguments, __local ones included */
					 .local_args = type == VN_T_KERNEL &&
						       (x->op == VN_OP_clCloneKernel || static_local_over(d, host)) };
		cl_bool svm = CL_FALSE;
		/* device memory is counted once, at the object that owns it (not sub-buffers, not
		 * buffers over SVM allocations, which are counted themselves) */
		if (type == VN_T_MEM &&
		    clGetMemObjectInfo(host, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof(parent), &parent,
				       NULL) == CL_SUCCESS && !parent &&
		    (clGetMemObjectInfo(host, CL_MEM_USES_SVM_POINTER, sizeof(svm), &svm, NULL) !=
			     CL_SUCCESS || !svm) &&
		    clGetMemObjectInfo(host, CL_MEM_SIZE, sizeof(bytes), &bytes, NULL) == CL_SUCCESS)
			e->bytes = bytes;
		pthread_mutex_lock(&x->s->lock);
		e->serial = ++x->s->next_serial;
		if (type == VN_T_KERNEL && x->op == VN_OP_clCloneKernel) {
			/* the clone's arguments name what its source's name (spec 5.9.1) */
			struct vcl_entry *src = lookup_locked(x->s, x->kernel_id);
			if (src && src->type == VN_T_KERNEL && src->nkargs &&
			    (e->kargs = malloc(src->nkargs * sizeof(*e->kargs)))) {
				memcpy(e->kargs, src->kargs, src->nkargs * sizeof(*e->kargs));
				e->nkargs = src->nkargs;
			} else if (src && src->type == VN_T_KERNEL && src->nkargs) {
				x->limit_err = CL_OUT_OF_HOST_MEMORY;
			}
		}
		if (x->limit_err) {
			/* the clone's records could not be made */
		} else if (d->max_objects &&
		    x->s->ids.count + atomic_load(&x->s->hidden_objects) >= d->max_objects) {
			x->limit_err = CL_OUT_OF_RESOURCES;
		} else if (d->max_memory && e->bytes > d->max_memory - x->s->mem_bytes) {
			x->limit_err = CL_MEM_OBJECT_ALLOCATION_FAILURE;
		} else {
			r = vcl_map_insert(&x->s->ids, id, (uintptr_t)e);
			if (!r) {
				x->s->mem_bytes += e->bytes;
				VCL_STAT_ADD(vcl_stats, objects[type % VCL_STATS_NTYPES], 1);
				VCL_STAT_SET(vcl_stats, mem_bytes, x->s->mem_bytes);
				vcl_map_remove(&x->s->rev, (uintptr_t)host, NULL);
				vcl_map_insert(&x->s->rev, (uintptr_t)host, id);
			}
		}
		pthread_mutex_unlock(&x->s->lock);
		if (x->limit_err) {
			/* past a limit of the session (--max-objects, --max-memory): the object goes,
			 * the call reports the spec's error for an allocation that failed */
			if (x->limit_err != CL_OUT_OF_HOST_MEMORY)
				vcl_be_log_once(x, x->limit_err == CL_OUT_OF_RESOURCES
							   ? "object refused: --max-objects reached"
							   : "memory object refused: --max-memory reached");
			entry_free(e);
			vcl_host_release(type, host);
			return;
		}
	}
	if (r) {
		entry_free(e);
		vcl_host_release(type, host);
		vcl_be_violation(x, "cannot bind ID %#llx (%d)", (unsigned long long)id, r);
		return;
	}
	if (type == VN_T_EVENT && x->op != VN_OP_clCreateUserEvent)
		evtab_watch(x->s, id, host);
}

void vcl_be_keep_gate(struct vcl_be_ctx *x, uint64_t id, cl_event gate)
{
	struct vcl_entry *e;

	pthread_mutex_lock(&x->s->lock);
	e = lookup_locked(x->s, id);
	if (e && e->type == VN_T_EVENT && !e->gate) {
		e->gate = gate;
		gate = NULL;
	}
	pthread_mutex_unlock(&x->s->lock);
	if (gate) {
		/* the marker was not bound (a limit refused it): nothing can end the bracket */
		clSetUserEventStatus(gate, CL_COMPLETE);
		clReleaseEvent(gate);
	}
}

cl_event vcl_be_take_gate(struct vcl_be_ctx *x, uint64_t id)
{
	struct vcl_entry *e;
	cl_event gate = NULL;

	pthread_mutex_lock(&x->s->lock);
	e = id ? lookup_locked(x->s, id) : NULL;
	if (e && e->type == VN_T_EVENT) {
		gate = e->gate;
		e->gate = NULL;
	}
	pthread_mutex_unlock(&x->s->lock);
	return gate;
}

uint64_t vcl_session_id_of(struct vcl_session *s, uint8_t type, void *host)
{
	struct vcl_entry *e;
	uint64_t id;

	if (!host)
		return 0;
	pthread_mutex_lock(&s->lock);
	if (vcl_map_get(&s->rev, (uintptr_t)host, &id)) {
		pthread_mutex_unlock(&s->lock);
		return id;
	}
	/* a host object the guest never named: a back-end ID holding one reference for the session */
	e = calloc(1, sizeof(*e));
	id = s->next_server_id++ | VCL_ID_SERVER_BIT;
	if (!e || vcl_map_insert(&s->ids, id, (uintptr_t)e) ||
	    vcl_map_insert(&s->rev, (uintptr_t)host, id)) {
		vcl_map_remove(&s->ids, id, NULL);
		pthread_mutex_unlock(&s->lock);
		free(e);
		return 0;
	}
	*e = (struct vcl_entry){ .host = host, .type = type, .serial = ++s->next_serial };
	VCL_STAT_ADD(vcl_stats, objects[type % VCL_STATS_NTYPES], 1);
	pthread_mutex_unlock(&s->lock);
	vcl_host_retain(type, host);
	return id;
}

void *vcl_be_scratch(struct vcl_be_ctx *x, uint64_t count, size_t elem)
{
	size_t n;
	void *p;

	if (__builtin_mul_overflow(count, elem, &n) || n > VCL_MAX_INFO) {
		vcl_be_violation(x, "output of %llu x %zu bytes", (unsigned long long)count, elem);
		return NULL;
	}
	if (x->nscratch == (int)(sizeof(x->scratch) / sizeof(x->scratch[0]))) {
		vcl_be_violation(x, "too many output buffers");
		return NULL;
	}
	p = calloc(1, n ? n : 1);
	if (!p) {
		vcl_be_violation(x, "out of memory");
		return NULL;
	}
	x->scratch[x->nscratch++] = p;
	return p;
}

/*
 * VCL_OP_STAGE: one piece of a large item (docs/design.md, "Large items"). The generated decoder
 * (api/opencl.api, msg STAGE) checked a nonzero ID, a length of 1 byte to VCL_MAX_STAGED_BYTES and
 * a piece of at least 1 byte; here, once: the first piece (offset 0) opens the item if the session
 * holds fewer than VCL_MAX_STAGES items and VCL_MAX_STAGED_BYTES bytes with it (else the reply is
 * CL_OUT_OF_HOST_MEMORY, as is a failed allocation); each later piece continues where the last
 * ended, within the length. Anything else is a protocol violation.
 */
int vcl_be_h_msg_stage(struct vcl_be_ctx *x, const struct vn_args_msg_stage *a)
{
	struct vcl_session *s = x->s;
	uint64_t id = a->id, len = a->len, off = a->off, n = a->piece_len;
	const void *piece = a->piece;
	struct vcl_stage *st = NULL, *free_slot = NULL;
	cl_int ret = CL_SUCCESS;

	pthread_mutex_lock(&s->lock);
	for (unsigned i = 0; i < VCL_MAX_STAGES; i++) {
		if (s->stages[i].id == id)
			st = &s->stages[i];
		else if (!s->stages[i].id && !free_slot)
			free_slot = &s->stages[i];
	}
	if (off == 0 && !st) {
		if (!free_slot || s->staged_bytes + len > VCL_MAX_STAGED_BYTES) {
			ret = CL_OUT_OF_HOST_MEMORY;
		} else if (!(free_slot->buf = malloc(len))) {
			ret = CL_OUT_OF_HOST_MEMORY;
		} else {
			st = free_slot;
			*st = (struct vcl_stage){ .id = id, .len = len, .got = 0, .buf = st->buf };
			s->staged_bytes += len;
		}
	}
	if (ret == CL_SUCCESS && (!st || st->len != len || off != st->got || n > st->len - st->got)) {
		pthread_mutex_unlock(&s->lock);
		return vcl_be_violation(x, "stage piece %llu+%llu of %llu out of order",
					(unsigned long long)off, (unsigned long long)n,
					(unsigned long long)len);
	}
	if (ret == CL_SUCCESS) {
		memcpy(st->buf + off, piece, (size_t)n);
		st->got += n;
	}
	pthread_mutex_unlock(&s->lock);
	vcl_enc_i32(&x->rep, ret);
	return 0;
}

const void *vcl_be_dec_large(struct vcl_be_ctx *x, uint64_t *len)
{
	struct vcl_session *s = x->s;
	struct vcl_dec save = x->dec;
	uint64_t id;
	char *buf = NULL;

	*len = 0;
	if (vcl_dec_u64(&x->dec) != VCL_PRESENT_STAGED || x->dec.err) {
		x->dec = save;
		return vcl_dec_buf(&x->dec, len);
	}
	id = vcl_dec_u64(&x->dec);
	pthread_mutex_lock(&s->lock);
	for (unsigned i = 0; id && i < VCL_MAX_STAGES; i++) {
		struct vcl_stage *st = &s->stages[i];
		if (st->id != id || st->got != st->len)
			continue;
		buf = st->buf;
		*len = st->len;
		s->staged_bytes -= st->len;
		*st = (struct vcl_stage){ 0 };
		break;
	}
	pthread_mutex_unlock(&s->lock);
	if (!buf || x->nstaged == VCL_MAX_STAGES) {
		free(buf);
		vcl_be_violation(x, "staged item %llu unknown or incomplete", (unsigned long long)id);
		return NULL;
	}
	x->staged[x->nstaged++] = buf;
	return buf;
}

void vcl_be_async_result(struct vcl_be_ctx *x, cl_int ret)
{
	struct vcl_enc e;

	if (ret == CL_SUCCESS)
		return;
	/* no reply to carry it: tell the guest on the notify channel (VCL_OP_ASYNC_ERROR,
	 * docs/protocol.md) */
	vcl_enc_init(&e, VCL_OP_ASYNC_ERROR, 0);
	vn_enc_msg_async_error(&e, &(struct vn_args_msg_async_error){ .op = x->op, .err = ret });
	vcl_session_send_ntf(x->s, &e);
	vcl_enc_fini(&e);
}

/* ---- retain / release / forget ---------------------------------------------------------------- */

static int retain_release(struct vcl_be_ctx *x, uint64_t id, uint8_t type, bool retain)
{
	struct vcl_entry *e;
	void *host = NULL;

	pthread_mutex_lock(&x->s->lock);
	e = lookup_locked(x->s, id);
	if (e && e->type == type) {
		if (retain && e->guest_refs < UINT32_MAX) {
			e->guest_refs++;
			host = e->host;
		} else if (!retain && e->guest_refs > 0) {
			/* the last release waits for FORGET: children may still need the object */
			if (--e->guest_refs > 0)
				host = e->host;
		} else {
			e = NULL;
		}
	} else {
		e = NULL;
	}
	pthread_mutex_unlock(&x->s->lock);
	if (!e)
		return vcl_be_violation(x, "%s of ID %#llx that the guest does not hold",
					retain ? "retain" : "release", (unsigned long long)id);
	if (host)
		(retain ? vcl_host_retain : vcl_host_release)(type, host);
	return 0;
}

#define RR(name, tag, field)                                                                       \
	int vcl_be_h_clRetain##name(struct vcl_be_ctx *x,                                          \
				    const struct vn_args_clRetain##name *a)                        \
	{                                                                                          \
		return retain_release(x, a->field, tag, true);                                     \
	}                                                                                          \
	int vcl_be_h_clRelease##name(struct vcl_be_ctx *x,                                         \
				     const struct vn_args_clRelease##name *a)                      \
	{                                                                                          \
		return retain_release(x, a->field, tag, false);                                    \
	}
RR(Context, VN_T_CONTEXT, context)
RR(CommandQueue, VN_T_QUEUE, command_queue)
RR(MemObject, VN_T_MEM, memobj)
RR(Sampler, VN_T_SAMPLER, sampler)
RR(Program, VN_T_PROGRAM, program)
RR(Kernel, VN_T_KERNEL, kernel)
RR(Event, VN_T_EVENT, event)
RR(Device, VN_T_DEVICE, device)
RR(CommandBufferKHR, VN_T_CMDBUF, command_buffer)

/*
 * Events the guest forgot are released by a thread of their own, in the order forgotten: a
 * driver's last release of an event can be slow (measured on the H200: clReleaseEvent 14.6 us),
 * and on the reader it would delay every call behind it (a clFinish after a released event took
 * 35 us for 4 us of work). Only events: their reference counts are asynchronous anyway (a host
 * holds its own references to a command's event for a while), whereas releasing a sub-buffer,
 * kernel or buffer changes its parent's CL_*_REFERENCE_COUNT at once (integration.refcount).
 *
 * The reader never wakes that thread while it is busy: waking it cost the reader 18 us per event
 * on the H200 (a virtual machine: the wake-up's interrupt, and the woken thread taking the
 * reader's CPU). While releases keep coming the thread looks every VCL_RELEASE_POLL_NS; after
 * VCL_RELEASE_IDLE_NS without one it sleeps until the next is queued (one wake-up per burst).
 * session_end drains the queue first.
 */
#define VCL_RELEASE_POLL_NS (1000 * 1000)
#define VCL_RELEASE_IDLE_NS (100 * 1000 * 1000ull)
/* Past this many queued, the caller releases itself: a stream of events faster than the thread
 * releases them must not grow the queue without bound. */
#define VCL_RELEASE_MAX_QUEUED 4096

static void *release_main(void *arg)
{
	struct vcl_session *s = arg;
	uint64_t last = vcl_mono_ns();

	pthread_mutex_lock(&s->release_lock);
	for (;;) {
		struct vcl_entry *e;
		while (!s->release_head && !s->release_stop) {
			if (vcl_mono_ns() - last > VCL_RELEASE_IDLE_NS) {
				s->release_asleep = true;
				pthread_cond_wait(&s->release_cond, &s->release_lock);
				s->release_asleep = false;
			} else {
				struct timespec until = vcl_deadline(CLOCK_MONOTONIC,
								     VCL_RELEASE_POLL_NS);
				pthread_cond_timedwait(&s->release_cond, &s->release_lock, &until);
			}
		}
		if (!s->release_head)
			break;
		e = s->release_head;
		if (!(s->release_head = e->next_release))
			s->release_tail = &s->release_head;
		s->release_queued--;
		s->release_busy = true;
		pthread_mutex_unlock(&s->release_lock);
		vcl_host_release(e->type, e->host);
		entry_free(e);
		last = vcl_mono_ns();
		pthread_mutex_lock(&s->release_lock);
		s->release_busy = false;
		if (!s->release_head)
			pthread_cond_broadcast(&s->release_done);
	}
	s->release_busy = false;
	pthread_cond_broadcast(&s->release_done);
	pthread_mutex_unlock(&s->release_lock);
	return NULL;
}

static void release_later(struct vcl_session *s, struct vcl_entry *e)
{
	pthread_mutex_lock(&s->release_lock);
	if (!s->release_started && !s->release_stop) {
		s->release_tail = &s->release_head;
		s->release_started = pthread_create(&s->release_thread, NULL, release_main, s) == 0;
	}
	if (!s->release_started || s->release_stop || s->release_queued >= VCL_RELEASE_MAX_QUEUED) {
		/* no thread (any more), or it is far behind */
		pthread_mutex_unlock(&s->release_lock);
		vcl_host_release(e->type, e->host);
		entry_free(e);
		return;
	}
	e->next_release = NULL;
	*s->release_tail = e;
	s->release_tail = &e->next_release;
	s->release_queued++;
	if (s->release_asleep)
		pthread_cond_signal(&s->release_cond);
	pthread_mutex_unlock(&s->release_lock);
}

void vcl_session_release_event(struct vcl_session *s, cl_event ev)
{
	struct vcl_entry *e = calloc(1, sizeof(*e));

	if (!e) {
		clReleaseEvent(ev);
		return;
	}
	e->type = VN_T_EVENT;
	e->host = ev;
	release_later(s, e);
}

void vcl_session_release_flush(struct vcl_session *s)
{
	pthread_mutex_lock(&s->release_lock);
	while (s->release_head || s->release_busy) {
		pthread_cond_signal(&s->release_cond);
		pthread_cond_wait(&s->release_done, &s->release_lock);
	}
	pthread_mutex_unlock(&s->release_lock);
}

/* The releases still queued go first, in order (session end). */
static void release_drain(struct vcl_session *s)
{
	pthread_mutex_lock(&s->release_lock);
	s->release_stop = true;
	pthread_cond_broadcast(&s->release_cond);
	pthread_mutex_unlock(&s->release_lock);
	if (s->release_started)
		pthread_join(s->release_thread, NULL);
}

/* VCL_OP_FORGET (api/opencl.api, msg FORGET): the guest dropped its last use of an ID. */
int vcl_be_h_msg_forget(struct vcl_be_ctx *x, const struct vn_args_msg_forget *a)
{
	uint64_t id = a->id, v;
	struct vcl_entry *e;

	pthread_mutex_lock(&x->s->lock);
	e = lookup_locked(x->s, id);
	if (e && e->guest_refs == 0 && !(id & VCL_ID_SERVER_BIT)) {
		vcl_map_remove(&x->s->ids, id, NULL);
		x->s->mem_bytes -= e->bytes;
		VCL_STAT_SUB(vcl_stats, objects[e->type % VCL_STATS_NTYPES], 1);
		VCL_STAT_SET(vcl_stats, mem_bytes, x->s->mem_bytes);
		if (vcl_map_get(&x->s->rev, (uintptr_t)e->host, &v) && v == id)
			vcl_map_remove(&x->s->rev, (uintptr_t)e->host, NULL);
	} else {
		e = NULL;
	}
	pthread_mutex_unlock(&x->s->lock);
	if (!e)
		return vcl_be_violation(x, "forget of ID %#llx that is unknown or still held",
					(unsigned long long)id);
	if (e->type == VN_T_EVENT) {
		release_later(x->s, e);
	} else {
		vcl_host_release(e->type, e->host);
		entry_free(e);
	}
	return 0;
}

/*
 * VCL_OP_ATTACH_SHM (api/opencl.api, msg ATTACH_SHM: its size and rings decoded and checked there),
 * then one byte on the socket carrying the memfd. The region is validated once here
 * (vcl_region_from_memfd); a session has at most one. The received descriptor is closed on every
 * path (by vcl_region_from_memfd, or here if it never gets there).
 */
/*
 * After the ATTACH_SHM reply (sent on the socket): this thread leads, so it reads the next message
 * from the rings. Other threads send their replies through s->req under reply_lock; a well-behaved
 * guest has none in flight at this point, and a guest that had would only lose its own replies.
 */
static void switch_to_ring(struct vcl_be_ctx *x)
{
	struct vcl_session *s = x->s;
	struct vcl_region *reg = atomic_load(&s->region);
	struct vcl_transport *rt;

	pthread_mutex_lock(&s->reply_lock);
	rt = vcl_ring_transport_create(reg->base, s->ring, false, s->req,
				       vcl_fd_transport_fd(s->req), s->d->spin_ns);
	if (rt) {
		s->req = rt;
		/* a spinning reader writes watched events' final statuses (evtab_idle) */
		if (atomic_load(&s->evtab) && s->d->spin_ns)
			vcl_transport_set_idle(rt, evtab_idle, s);
	}
	pthread_mutex_unlock(&s->reply_lock);
	if (!rt)
		vcl_be_violation(x, "cannot set up the request rings");
}

int vcl_be_h_msg_attach_shm(struct vcl_be_ctx *x, const struct vn_args_msg_attach_shm *a)
{
	/* ring: the size of each request/reply ring at the region's start (0: none) */
	uint64_t size = a->size, ring = a->ring;
	struct vcl_region *reg = NULL;
	const char *why = NULL;
	int fd = -1, r;

	if (ring && !vcl_ring_layout_ok(size, ring))
		return vcl_be_violation(x, "rings of %llu bytes do not fit a %llu-byte region",
					(unsigned long long)ring, (unsigned long long)size);
	/* the event status table: after the rings, in the half of the region they may take */
	if (a->events && (!ring || (a->events & (a->events - 1)) ||
			  vcl_ring_reserved(ring) + a->events * 8 > size / 2))
		return vcl_be_violation(x, "an event status table of %llu slots does not fit",
					(unsigned long long)a->events);
	if (atomic_load(&x->s->region))
		return vcl_be_violation(x, "a second shared region");
	if (!x->s->req->ops->recv_fd)
		return vcl_be_violation(x, "a shared region on a transport that carries no descriptors");
	r = x->s->req->ops->recv_fd(x->s->req, &fd);
	if (r)
		return vcl_be_violation(x, "no region descriptor (%s)", strerror(-r));
	r = vcl_region_from_memfd(fd, size, &reg, &why);
	if (r)
		return vcl_be_violation(x, "region of %llu bytes rejected: %s",
					(unsigned long long)size, why ? why : strerror(-r));
	vcl_region_register(reg, x->s->d, x->s->id);
	atomic_store(&x->s->region, reg);
	x->s->ring = ring;
	if (a->events) {
		x->s->evmask = a->events - 1;
		atomic_store(&x->s->evtab, (_Atomic uint64_t *)(reg->base + vcl_ring_reserved(ring)));
	}
	VCL_STAT_SET(vcl_stats, region_size, size);
	VCL_STAT_SET(vcl_stats, ring, ring);
	if (!ring)
		vcl_be_fallback(x->s, VCL_FB_NO_RINGS, "a shared region without request/reply rings "
				"(VIRTCL_SHM_RING=0, or they did not fit): calls go through the socket");
	vcl_log("session %u: shared region of %llu MiB attached%s", x->s->id,
		(unsigned long long)(size >> 20), reg->reg_buf ? ", registered with the device" : "");
	vcl_enc_i32(&x->rep, CL_SUCCESS);
	return 0;
}

/* ---- notify channel --------------------------------------------------------------------------- */

static void count_out(const struct iovec *iov, int n)
{
	uint64_t b = 0;

	for (int i = 0; i < n; i++)
		b += iov[i].iov_len;
	VCL_STAT_ADD(vcl_stats, bytes_out, b);
}

static int send_enc(struct vcl_transport *t, pthread_mutex_t *lock, struct vcl_enc *e)
{
	struct iovec iov[VCL_ENC_MAX_IOV + 1];
	int n = vcl_enc_finish(e, iov), r;

	if (n < 0)
		return n;
	count_out(iov, n);
	pthread_mutex_lock(lock);
	r = t ? vcl_transport_sendv(t, iov, n) : -ENOTCONN;
	pthread_mutex_unlock(lock);
	return r;
}

/*
 * The notify channel is written by one sender thread per session, from a queue. Host callbacks
 * (which run on the host driver's threads, shared by every session) only queue: a guest that never
 * reads its notify channel stalls its own sender, never the driver. The queue is bounded; a guest
 * that lets it overflow has its session ended.
 */
struct ntf_item {
	struct ntf_item *next;
	struct iovec iov[VCL_ENC_MAX_IOV + 1];
	int n;
	size_t bytes;
	void *owned;          /* freed once sent (the bulk part, e.g. a read's staging memory) */
	unsigned char copy[]; /* the message's own bytes (everything not in owned) */
};

/* Most bytes one session may have queued for its notify channel: bounds what a guest that does not
 * read can make the daemon hold (the data of non-blocking reads it never collects). */
#define VCL_MAX_NOTIFY_QUEUED ((size_t)1 << 30)

int vcl_session_queue_ntf(struct vcl_session *s, struct vcl_enc *e, void *owned)
{
	struct iovec iov[VCL_ENC_MAX_IOV + 1];
	int n = vcl_enc_finish(e, iov);
	size_t copy = 0, bytes = 0, off = 0;
	struct ntf_item *it, **pp;
	bool over;

	if (n < 0) {
		vcl_session_big_free(s, owned);
		return n;
	}
	for (int i = 0; i < n; i++) {
		bytes += iov[i].iov_len;
		if (!owned || iov[i].iov_base != owned)
			copy += iov[i].iov_len;
	}
	it = malloc(sizeof(*it) + copy);
	if (!it) {
		vcl_session_big_free(s, owned);
		return -ENOMEM;
	}
	it->next = NULL;
	it->n = n;
	it->bytes = bytes;
	it->owned = owned;
	for (int i = 0; i < n; i++) {
		if (owned && iov[i].iov_base == owned) {
			it->iov[i] = iov[i];
		} else {
			memcpy(it->copy + off, iov[i].iov_base, iov[i].iov_len);
			it->iov[i] = (struct iovec){ it->copy + off, iov[i].iov_len };
			off += iov[i].iov_len;
		}
	}
	pthread_mutex_lock(&s->ntf_lock);
	over = s->ntf_queued + bytes > VCL_MAX_NOTIFY_QUEUED || s->ntf_stop;
	if (!over) {
		for (pp = &s->ntf_queue; *pp; pp = &(*pp)->next)
			;
		*pp = it;
		s->ntf_queued += bytes;
		pthread_cond_broadcast(&s->ntf_cond);
	}
	pthread_mutex_unlock(&s->ntf_lock);
	if (over) {
		if (!s->ntf_stop) {
			vcl_log("session %u: the guest does not read its notify channel (%zu bytes queued); ending the session",
				s->id, s->ntf_queued);
			atomic_store(&s->broken, true);
			s->req->ops->shutdown(s->req);
		}
		vcl_session_big_free(s, it->owned);
		free(it);
		return -ENOBUFS;
	}
	return 0;
}

int vcl_session_send_ntf(struct vcl_session *s, struct vcl_enc *e)
{
	return vcl_session_queue_ntf(s, e, NULL);
}

static void *ntf_sender(void *arg)
{
	struct vcl_session *s = arg;
	bool failed = false;

	pthread_mutex_lock(&s->ntf_lock);
	for (;;) {
		struct ntf_item *it;
		while (!s->ntf_queue && !s->ntf_stop)
			pthread_cond_wait(&s->ntf_cond, &s->ntf_lock);
		it = s->ntf_queue;
		if (!it)
			break;
		s->ntf_queue = it->next;
		pthread_mutex_unlock(&s->ntf_lock);
		count_out(it->iov, it->n);
		if (!failed && vcl_transport_sendv(s->ntf, it->iov, it->n))
			failed = true; /* the guest is gone: drop the rest */
		{
			size_t bytes = it->bytes;
			vcl_session_big_free(s, it->owned); /* a read's staging: maybe registered */
			free(it);
			pthread_mutex_lock(&s->ntf_lock);
			s->ntf_queued -= bytes;
		}
	}
	pthread_mutex_unlock(&s->ntf_lock);
	return NULL;
}

struct vcl_weak *vcl_weak_get(struct vcl_session *s)
{
	atomic_fetch_add(&s->weak->refs, 1);
	return s->weak;
}

void vcl_weak_put(struct vcl_weak *w)
{
	if (atomic_fetch_sub(&w->refs, 1) == 1) {
		pthread_mutex_destroy(&w->lock);
		free(w);
	}
}

int vcl_weak_send(struct vcl_weak *w, struct vcl_enc *e, void *owned)
{
	int r = -ENOTCONN;

	pthread_mutex_lock(&w->lock);
	if (w->s)
		r = vcl_session_queue_ntf(w->s, e, owned);
	else
		free(owned);
	pthread_mutex_unlock(&w->lock);
	return r;
}

/* ---- the request loop ------------------------------------------------------------------------- */

static void vcl_session_spawn(struct vcl_session *s);

/* The leader is done with message seq of the request channel (enqueued it, or handed the reading
 * on while it blocks): lanes' messages fenced behind it may run (vcl_wire.h VCL_ROLE_LANE).
 * locked: the caller holds pool_lock (hand_on; fence_pass). */
static void fence_pass_mode(struct vcl_session *s, uint64_t seq, bool locked)
{
	uint64_t cur = atomic_load(&s->passed_seq);

	if (!seq)
		return; /* a lane's message: no place on the request channel */
	while (cur < seq && !atomic_compare_exchange_weak(&s->passed_seq, &cur, seq))
		;
	if (cur < seq && atomic_load(&s->fence_waiters)) {
		if (!locked)
			pthread_mutex_lock(&s->pool_lock);
		pthread_cond_broadcast(&s->fence_cond);
		if (!locked)
			pthread_mutex_unlock(&s->pool_lock);
	}
}
#define fence_pass(s, seq) fence_pass_mode((s), (seq), true)

/* The fence every lane message up to which may run: every message of req up to it passed, none
 * held. passed_seq is read first: a hold is set before the next leader reads on. */
static uint64_t fence_passed(struct vcl_session *s)
{
	uint64_t passed = atomic_load(&s->passed_seq), held = atomic_load(&s->held_min);

	return held && held - 1 < passed ? held - 1 : passed;
}

/* Message seq, one the guest does not wait for, blocks before it is enqueued and its thread hands
 * the reading on (under pool_lock): later messages may pass, lanes' fences past it may not until
 * fence_unhold, when it is done. */
static void fence_hold(struct vcl_session *s, uint64_t seq)
{
	if (!seq || s->nheld >= VCL_MAX_SESSION_THREADS)
		return;
	s->held[s->nheld++] = seq;
	if (!atomic_load(&s->held_min) || seq < atomic_load(&s->held_min))
		atomic_store(&s->held_min, seq);
}

/* Whether the guest waits for the reply of a message with this opcode and header flags. */
static bool guest_waits(uint16_t op, uint16_t flags)
{
	return !(flags & VCL_MSG_F_NOREPLY) &&
	       !((op >= VCL_OP_HELLO ? vn_msg_flags(op) : vn_ops[op].flags) & VN_OPF_ASYNC);
}

static void fence_unhold(struct vcl_session *s, uint64_t seq)
{
	uint64_t min = 0;
	bool found = false;

	pthread_mutex_lock(&s->pool_lock);
	for (unsigned i = 0; i < s->nheld; i++) {
		if (!found && s->held[i] == seq) {
			s->held[i] = s->held[--s->nheld];
			found = true;
			i--;
			continue;
		}
		if (!min || s->held[i] < min)
			min = s->held[i];
	}
	if (found) {
		atomic_store(&s->held_min, min);
		pthread_cond_broadcast(&s->fence_cond);
	}
	pthread_mutex_unlock(&s->pool_lock);
}

/* Pin what the call looked up, then let a follower stand by to lead (vcl_be_may_block). */
static void hand_on(struct vcl_be_ctx *x)
{
	struct vcl_session *s = x->s;
	bool spawn = false;

	/* pin first: once another thread leads, it may read a release and FORGET of these objects */
	if (!x->pinning) {
		pthread_mutex_lock(&s->lock);
		for (size_t i = 0; i < x->npins; i++)
			vcl_host_retain(x->pins[i].type, x->pins[i].host);
		pthread_mutex_unlock(&s->lock);
		x->pinning = true;
	}
	if (!x->promoted) {
		pthread_mutex_lock(&s->pool_lock);
		if (s->idle > 0 || s->nthreads < VCL_MAX_SESSION_THREADS) {
			if (s->idle == 0) {
				s->nthreads++;
				spawn = true;
			}
			/* a follower stands by; it takes the lead only if this call is still
			 * blocked after VCL_HANDOFF_NS (leader_returns) */
			s->need_leader = true;
			s->standby = true;
			s->leader_blocked = true;
			x->lead_gen = s->lead_gen;
			/* the next reader reads on: a call the guest waits for is behind every lane
			 * piece the guest sends after it, so those need not wait; one it does not
			 * wait for (a speculated write waiting for room, VCL_MSG_F_NOREPLY or an
			 * async call) passes once it is enqueued (serve_one) */
			if (guest_waits(x->op, x->noreply ? VCL_MSG_F_NOREPLY : 0))
				fence_pass(s, x->seq);
			else
				fence_hold(s, x->seq);
			pthread_cond_signal(&s->pool_cond);
			x->promoted = true;
		}
		pthread_mutex_unlock(&s->pool_lock);
		if (spawn) {
			vcl_session_spawn(s);
		}
	}
}

void vcl_be_may_block(struct vcl_be_ctx *x)
{
	/* another thread may lead (and execute the guest's GL calls) while this one blocks: the GL
	 * context it has current must be free for that thread to make current */
	vcl_gl_release_thread();
	hand_on(x);
}

void vcl_be_may_block_gl(struct vcl_be_ctx *x)
{
	hand_on(x);
}

bool vcl_be_lead_back(struct vcl_be_ctx *x)
{
	struct vcl_session *s = x->s;
	bool leads = true;

	if (!x->promoted)
		return true;
	/* as leader_returns (which exec_msg calls after the reply and then agrees): decided under
	 * pool_lock, so the follower standing by either has the lead already or never takes it */
	pthread_mutex_lock(&s->pool_lock);
	if ((leads = s->lead_gen == x->lead_gen)) {
		s->leader_blocked = false;
		pthread_cond_broadcast(&s->standby_cond);
	}
	pthread_mutex_unlock(&s->pool_lock);
	if (!leads)
		vcl_gl_release_thread();
	return leads;
}

bool vcl_be_events_done_within(cl_uint n, const cl_event *events, uint64_t ns, cl_int *last)
{
	uint64_t until = vcl_mono_ns() + ns;
	cl_int st = CL_QUEUED;
	bool done;

	do {
		cl_uint i;
		for (i = 0; i < n; i++) {
			st = CL_QUEUED;
			if (clGetEventInfo(events[i], CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st),
					   &st, NULL) != CL_SUCCESS || st > CL_COMPLETE)
				break;
		}
		done = i == n;
		if (!done)
			vcl_cpu_relax();
	} while (!done && vcl_mono_ns() < until);
	if (last)
		*last = st;
	return done;
}

enum vcl_settle vcl_be_settled(struct vcl_be_ctx *x, cl_command_queue q, cl_uint n,
			       const cl_event *events)
{
	uint64_t spin = x->s->d->spin_ns;
	enum vcl_settle r = VCL_SETTLE_RUNS;
	cl_event marker = NULL;
	cl_int st = CL_QUEUED;

	if (!spin || x->promoted)
		return VCL_SETTLE_RUNS;
	if (q) {
		/* the queue's newest command's event, where the session holds it: no marker (whose
		 * enqueue cost 1.6-2.4 us on the H200) and no clFinish */
		int k = vcl_be_newest_settled(x, q, vcl_mono_ns() + spin);
		if (k >= 0)
			return k ? VCL_SETTLE_COMPLETE : VCL_SETTLE_RUNS;
		if (clEnqueueMarkerWithWaitList(q, 0, NULL, &marker) != CL_SUCCESS || clFlush(q))
			goto out;
		events = &marker;
		n = 1;
	}
	if (!events || !n)
		return VCL_SETTLE_RUNS;
	if (vcl_be_events_done_within(n, events, spin, &st))
		r = q && st == CL_COMPLETE ? VCL_SETTLE_COMPLETE : VCL_SETTLE_DONE;
out:
	if (marker)
		vcl_session_release_event(x->s, marker); /* not before the reply: its last release */
	return r;
}

/*
 * The leader is back from a blocking call: it leads on, unless the follower standing by took the
 * lead meanwhile. Returns whether this thread still leads. Most "blocking" calls return within
 * microseconds (a clFinish of a short command, a status that is complete already): handing the
 * reading on for each would put a thread wake-up (~10 us on the H200 machine) in front of the next
 * request, so the hand-off is lazy (issue 10 item 2).
 */
static bool leader_returns(struct vcl_session *s, uint64_t gen)
{
	bool leads;

	pthread_mutex_lock(&s->pool_lock);
	leads = s->lead_gen == gen;
	if (leads) {
		s->leader_blocked = false;
		pthread_cond_broadcast(&s->standby_cond);
	}
	pthread_mutex_unlock(&s->pool_lock);
	return leads;
}

/* Drop the pins before the reply leaves: the guest may look at reference counts next. */
static void ctx_unpin(struct vcl_be_ctx *x)
{
	if (x->pinning)
		for (size_t i = 0; i < x->npins; i++)
			vcl_host_release(x->pins[i].type, x->pins[i].host);
	x->pinning = false;
	x->npins = 0;
}

void vcl_be_before_reply(struct vcl_be_ctx *x)
{
	ctx_unpin(x);
}

static void ctx_fini(struct vcl_be_ctx *x)
{
	if (x->flush_after) {
		clFlush(x->flush_after);
		clReleaseCommandQueue(x->flush_after);
	}
	ctx_unpin(x);
	free(x->pins);
	for (int i = 0; i < x->nscratch; i++)
		free(x->scratch[i]);
	for (unsigned i = 0; i < x->nstaged; i++)
		free(x->staged[i]);
	vcl_enc_fini(&x->rep);
	vcl_session_big_free(x->s, x->msg);
}

void vcl_be_bind_failed_event(struct vcl_be_ctx *x, uint64_t id, cl_command_queue q, cl_int err)
{
	cl_context ctx = NULL;
	cl_event ev = NULL;
	cl_int e2 = CL_INVALID_VALUE;

	if (q && clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof(ctx), &ctx, NULL) == CL_SUCCESS)
		ev = clCreateUserEvent(ctx, &e2);
	if (e2 != CL_SUCCESS || !ev) {
		vcl_be_violation(x, "cannot make a failed event (%d)", e2);
		return;
	}
	clSetUserEventStatus(ev, err < 0 ? err : CL_OUT_OF_RESOURCES);
	vcl_be_bind(x, id, VN_T_EVENT, ev);
}

static bool op_allowed(uint16_t op)
{
	if (vn_be_msg_handler(op))
		return true;
	return vn_op_valid(op) && (vn_ops[op].flags & VN_OPF_WIRE) && vn_be_handlers[op];
}

/*
 * VIRTCL_PROFILE=1 in the daemon's environment (a diagnostic, issue 10): per message kind, how many
 * messages the session executed, their mean and median time from the header having been read to
 * the reply having left (decoding, the host call, the reply), and the time the reader spent waiting
 * for the next header; logged when the session ends. Medians from a histogram of 0.25 us steps up
 * to 128 us (a mean alone hid that a few preempted calls made most of it). Off: one branch per
 * message.
 */
#define VCL_PROF_OPS 2048
#define VCL_PROF_STEP_NS 250
#define VCL_PROF_BINS 512
static int prof_on = -1;
static _Atomic uint64_t prof_n[VCL_PROF_OPS], prof_ns[VCL_PROF_OPS], prof_wait_ns, prof_waits;
/* of the total: the handler (decoding, the host call, encoding), the reply's send */
static _Atomic uint64_t prof_handler_ns[VCL_PROF_OPS], prof_send_ns[VCL_PROF_OPS];
static _Atomic uint32_t (*prof_hist)[VCL_PROF_BINS + 1];

static bool prof_enabled(void)
{
	if (prof_on < 0) {
		const char *v = getenv("VIRTCL_PROFILE");
		prof_on = v && *v && strcmp(v, "0");
		if (prof_on)
			prof_hist = calloc(VCL_PROF_OPS, sizeof(*prof_hist));
	}
	return prof_on;
}

static void prof_add(uint16_t op, uint64_t ns)
{
	unsigned i = op < VCL_PROF_OPS ? op : 0;
	uint64_t b = ns / VCL_PROF_STEP_NS;

	atomic_fetch_add_explicit(&prof_n[i], 1, memory_order_relaxed);
	atomic_fetch_add_explicit(&prof_ns[i], ns, memory_order_relaxed);
	if (prof_hist)
		atomic_fetch_add_explicit(&prof_hist[i][b < VCL_PROF_BINS ? b : VCL_PROF_BINS], 1,
					  memory_order_relaxed);
}

/* the median of op i's times in us (the histogram's step; past its end: its end) */
static double prof_median_us(unsigned i, uint64_t n)
{
	uint64_t seen = 0;

	for (unsigned b = 0; prof_hist && b <= VCL_PROF_BINS; b++)
		if ((seen += atomic_load(&prof_hist[i][b])) * 2 >= n)
			return (b + 0.5) * VCL_PROF_STEP_NS / 1e3;
	return 0;
}

static void prof_log(struct vcl_session *s)
{
	uint64_t w = atomic_load(&prof_waits);

	if (!prof_enabled())
		return;
	vcl_log("session %u profile: %llu waits for a header, mean %.2f us", s->id,
		(unsigned long long)w, w ? (double)atomic_load(&prof_wait_ns) / (double)w / 1e3 : 0.0);
	for (unsigned op = 0; op < VCL_PROF_OPS; op++) {
		uint64_t n = atomic_load(&prof_n[op]);
		if (n)
			vcl_log("session %u profile: op %4u %-34s %10llu  mean %8.2f us  median %8.2f us"
				"  (mean handler %.2f, send %.2f)",
				s->id, op, vn_op_valid((uint16_t)op) ? vn_ops[op].name : "(virtcl message)",
				(unsigned long long)n, (double)atomic_load(&prof_ns[op]) / (double)n / 1e3,
				prof_median_us(op, n),
				(double)atomic_load(&prof_handler_ns[op]) / (double)n / 1e3,
				(double)atomic_load(&prof_send_ns[op]) / (double)n / 1e3);
	}
}

/* Execute one received message (payload msg, owned from here on). follower: this thread does not
 * lead, so a blocking call needs no promotion. Returns 1 if this thread stopped leading, 0 to go
 * on, <0 to end the session. */
static int exec_msg(struct vcl_session *s, const struct vcl_msg_hdr *h, void *msg, bool follower,
		    uint64_t seq, unsigned lane)
{
	/* A call that may block, run off the reader (the backlog), pins every object as it is
	 * decoded (dec_id_locked): the leader may meanwhile execute a release and FORGET of those
	 * objects. On the leader, which alone executes releases, the objects are pinned only when it
	 * hands the reading on (vcl_be_may_block): a driver's retain and release cost microseconds
	 * each (four per non-blocking write on the H200), most such calls never block. */
	struct vcl_be_ctx x = { .s = s, .op = h->op, .tag = h->tag, .msg = msg, .promoted = follower,
				.noreply = h->flags & VCL_MSG_F_NOREPLY, .parts = h->flags & VCL_MSG_F_PARTS,
				.want_twin = (h->flags & VCL_MSG_F_TWIN) || h->op == VCL_OP_XFER_BEGIN,
				.chained = h->flags & VCL_MSG_F_CHAIN,
				.seq = seq,
				.reply_t = lane ? s->lanes[lane - 1] : NULL,
				.reply_lock = lane ? &s->lane_lock[lane - 1] : NULL,
				.pinning = follower && h->op < VCL_OP_HELLO &&
					   (vn_ops[h->op].flags & VN_OPF_BLOCK) };
	int r;

	VCL_STAT_ADD(vcl_stats, calls, 1);
	VCL_STAT_ADD(vcl_stats, executing, 1);
	/* a message that may enqueue a command on some queue (every clEnqueue*, and to be safe every
	 * virtcl message but FORGET): the newest command clFinish knows of may no longer be newest */
	if (h->op < VCL_OP_HELLO ? (vn_ops[h->op].flags & VN_OPF_ENQUEUE) != 0 : h->op != VCL_OP_FORGET) {
		/* in this order, and ended in the reverse (below): newest_set_locked's argument */
		atomic_fetch_add(&s->enq_active, 1);
		x.gen = atomic_fetch_add(&s->enq_gen, 1) + 1;
		x.ends0 = atomic_load(&s->enq_ends);
	}
	vcl_enc_init(&x.rep, VCL_OP_REPLY, h->tag);
	vcl_dec_init(&x.dec, x.msg, h->size);
	if (h->op == VN_OP_clSetUserEventStatus) {
		/* a failed user event fails the commands behind it, without their callbacks (PoCL):
		 * look at the pending writes before each call for a while */
		atomic_store(&s->reap_until, vcl_mono_ns() + VCL_REAP_NS);
	}
	if (s->pending_writes || s->pending_reads || s->pending_gates)
		vcl_session_reap_writes(s, false, false);
	{
		struct vcl_region *reg = atomic_load(&s->region);
		if (reg) {
			x.dec.region = reg->base;
			x.dec.region_size = reg->size;
		}
	}
	uint64_t p0 = prof_on > 0 ? vcl_mono_ns() : 0, p1 = 0;
	if (h->op >= VCL_OP_HELLO)
		r = vn_be_msg_handler(h->op)(&x); /* op_allowed: one the table describes */
	else
		r = vn_be_handlers[h->op](&x);
	if (p0) {
		p1 = vcl_mono_ns();
		atomic_fetch_add_explicit(&prof_handler_ns[h->op % VCL_PROF_OPS], p1 - p0,
					  memory_order_relaxed);
	}
	if (r == 0 && !x.broken && vcl_dec_left(&x.dec))
		r = vcl_be_violation(&x, "%zu bytes left over", vcl_dec_left(&x.dec));
	/* a bracketed piece goes to the device now: the application's flushes are of its own
	 * queue, never of the twin (PoCL submits an out-of-order queue's commands at a flush) */
	if (x.twin && h->op != VCL_OP_XFER_BEGIN)
		clFlush(x.twin);
	if (r == 0 && !x.broken && x.limit_err && !x.replied &&
	    x.rep.len >= sizeof(struct vcl_msg_hdr) + sizeof(int32_t))
		/* a creating call's reply starts with its result */
		memcpy(x.rep.buf + sizeof(struct vcl_msg_hdr), &x.limit_err, sizeof(x.limit_err));
	ctx_unpin(&x);
	if (r == 0 && !x.broken && x.noreply) {
		/* the reply's first item is the result: the guest hears of it only if it failed */
		int32_t ret = 0;
		memcpy(&ret, x.rep.buf + sizeof(struct vcl_msg_hdr), sizeof(ret));
		vcl_be_async_result(&x, ret);
	} else if (r == 0 && !x.broken && !x.replied &&
		   !((h->op >= VCL_OP_HELLO ? vn_msg_flags(h->op) : vn_ops[h->op].flags) & VN_OPF_ASYNC)) {
		if (h->op < VCL_OP_HELLO && (vn_ops[h->op].flags & VN_OPF_BLOCK) &&
		    (s->pending_writes || s->pending_reads || s->pending_gates))
			/* a wait ended (clFinish, clWaitForEvents, ...): what it completed is done
			 * for the guest too, before it hears the answer */
			vcl_session_reap_writes(s, true, true);
		vcl_session_output_before_reply(s);
		send_enc(x.reply_t ? x.reply_t : s->req, x.reply_lock ? x.reply_lock : &s->reply_lock,
			 &x.rep);
		if (p0)
			atomic_fetch_add_explicit(&prof_send_ns[h->op % VCL_PROF_OPS], vcl_mono_ns() - p1,
						  memory_order_relaxed);
		if (h->op == VCL_OP_ATTACH_SHM && s->ring && !x.broken)
			switch_to_ring(&x);
	}
	if (r && !x.broken && x.dec.err)
		/* a hand-written decoder that stopped at a malformed item: the check that failed */
		vcl_be_violation(&x, "malformed message: %s", x.dec.why ? x.dec.why : "?");
	else if (r && !x.broken)
		vcl_be_violation(&x, "handler failed (%d)", r);
	if (x.gen) { /* it enqueues no more */
		atomic_fetch_add(&s->enq_ends, 1);
		atomic_fetch_sub(&s->enq_active, 1);
	}
	r = x.broken ? -EPROTO : (x.promoted && !follower && !leader_returns(s, x.lead_gen) ? 1 : 0);
	ctx_fini(&x);
	VCL_STAT_SUB(vcl_stats, executing, 1);
	return r;
}

/* Calls that may block and that the guest waits for, received while every thread of the session is
 * blocked already: they wait here (the leader must go on reading, or the call that would unblock
 * the others is never read; serve_one). */
struct vcl_backlog {
	struct vcl_backlog *next;
	struct vcl_msg_hdr h;
	void *msg;
};

static bool pool_exhausted_locked(struct vcl_session *s)
{
	return s->idle == 0 && s->nthreads >= VCL_MAX_SESSION_THREADS;
}

/* The calls a bracketed transfer's pieces are (VCL_MSG_F_TWIN). */
static bool twin_op(uint16_t op)
{
	return op == VN_OP_clEnqueueReadBuffer || op == VN_OP_clEnqueueWriteBuffer ||
	       op == VN_OP_clEnqueueReadBufferRect || op == VN_OP_clEnqueueWriteBufferRect ||
	       op == VN_OP_clEnqueueReadImage || op == VN_OP_clEnqueueWriteImage;
}

/*
 * The one place a message's header is judged, for the request channel and the lanes alike: its
 * size, then its opcode and flags against the table (on a lane: a buffer transfer), before
 * anything is allocated; then its payload into *msg (the caller's to free). 0, a violation (-EPROTO,
 * logged), or the transport's error.
 */
static int recv_msg(struct vcl_session *s, struct vcl_transport *t, bool lane,
		    struct vcl_msg_hdr *h, void **msg, uint64_t *t0)
{
	struct vcl_be_ctx x = { .s = s };
	int r = vcl_transport_recv(t, h, sizeof(*h));
	bool flags_ok;

	if (r)
		return r;
	if (*t0) {
		uint64_t t1 = vcl_mono_ns();
		atomic_fetch_add_explicit(&prof_wait_ns, t1 - *t0, memory_order_relaxed);
		atomic_fetch_add_explicit(&prof_waits, 1, memory_order_relaxed);
		*t0 = t1;
	}
	x.op = h->op;
	if (h->size > (lane ? VCL_LANE_MAX_MSG : VCL_MAX_MSG) || (h->size & 7))
		return vcl_be_violation(&x, "payload of %u bytes%s", h->size, lane ? " on a lane" : "");
	/* the flags a message may carry: none; reply parts on a buffer read (either channel); no
	 * reply on a "spec" call (the request channel); and with any of these, a bracketed piece's
	 * on a transfer and a chained piece's on a write (either channel) */
	{
		uint32_t f = h->flags & ~(VCL_MSG_F_TWIN | VCL_MSG_F_CHAIN);
		flags_ok = (!(h->flags & VCL_MSG_F_TWIN) || twin_op(h->op)) &&
			   (!(h->flags & VCL_MSG_F_CHAIN) || vcl_msg_chain_op(h->op)) &&
			   (!f || (f == VCL_MSG_F_PARTS && h->op == VN_OP_clEnqueueReadBuffer) ||
			    (!lane && f == VCL_MSG_F_NOREPLY && vn_op_valid(h->op) &&
			     (vn_ops[h->op].flags & VN_OPF_SPEC)));
	}
	if (!flags_ok || (lane ? h->op != VN_OP_clEnqueueReadBuffer &&
					 h->op != VN_OP_clEnqueueWriteBuffer
			       : !op_allowed(h->op)))
		return vcl_be_violation(&x, "%s opcode %u (flags %#x)",
					lane && op_allowed(h->op) ? "on a lane, the" : "unknown", h->op,
					h->flags);
	*msg = vcl_session_big_alloc(s, h->size);
	if (!*msg)
		return vcl_be_violation(&x, "cannot allocate %u bytes", h->size);
	r = vcl_transport_recv(t, *msg, h->size);
	if (r) {
		vcl_session_big_free(s, *msg);
		*msg = NULL;
		return r;
	}
	VCL_STAT_ADD(vcl_stats, bytes_in, sizeof(*h) + h->size);
	return 0;
}

/* Read and execute one message. Returns 1 if this thread stopped leading, 0 to go on, <0 to end. */
static int serve_one(struct vcl_session *s)
{
	struct vcl_msg_hdr h;
	void *msg = NULL;
	uint64_t t0 = prof_enabled() ? vcl_mono_ns() : 0, seq;
	int r;

	r = recv_msg(s, s->req, false, &h, &msg, &t0);
	if (r)
		return r;
	seq = ++s->read_seq;
	/* Only a call the guest waits for goes to the backlog: one it does not (a speculated
	 * non-blocking write, VCL_MSG_F_NOREPLY) may be followed by the same guest thread's next
	 * commands, which the leader executes at once - a copy after such a write ran before it on
	 * an in-order queue, and read what it overwrote (integration.backlog_order). Such a write
	 * never waits (pending_admit): the leader runs it, in order. */
	if (h.op < VCL_OP_HELLO && (vn_ops[h.op].flags & VN_OPF_BLOCK) && guest_waits(h.op, h.flags)) {
		struct vcl_backlog *b = NULL;
		pthread_mutex_lock(&s->pool_lock);
		if (pool_exhausted_locked(s) && (b = malloc(sizeof(*b)))) {
			struct vcl_backlog **pp = &s->backlog;
			while (*pp)
				pp = &(*pp)->next;
			*b = (struct vcl_backlog){ NULL, h, msg };
			*pp = b;
			VCL_STAT_ADD(vcl_stats, waiting, 1);
		}
		pthread_mutex_unlock(&s->pool_lock);
		if (b) {
			fence_pass_mode(s, seq, false);
			return 0;
		}
	}
	r = exec_msg(s, &h, msg, false, seq, 0);
	fence_pass_mode(s, seq, false);
	if (atomic_load(&s->held_min))
		fence_unhold(s, seq); /* if it was held */
	if (t0)
		prof_add(h.op, vcl_mono_ns() - t0);
	return r;
}

/* A thread done with its blocking call serves the backlog before it waits to lead again. */
static int serve_backlog(struct vcl_session *s)
{
	for (;;) {
		struct vcl_backlog *b;
		int r;

		pthread_mutex_lock(&s->pool_lock);
		b = s->ending ? NULL : s->backlog;
		if (b) {
			s->backlog = b->next;
			VCL_STAT_SUB(vcl_stats, waiting, 1);
		}
		pthread_mutex_unlock(&s->pool_lock);
		if (!b)
			return 0;
		r = exec_msg(s, &b->h, b->msg, true, 0, 0);
		free(b);
		if (r < 0)
			return r;
	}
}

static void session_end(struct vcl_session *s);
static void fail_user_events(struct vcl_session *s);
static void big_unpin_all(struct vcl_session *s);
static void ref_unmap_all(struct vcl_session *s);

/*
 * Mark the session ending, from any of its threads (a pool thread whose request channel failed,
 * a lane's thread whose lane did): wake the pool's idle threads and the lanes waiting on a fence,
 * so that each sees s->ending and leaves, and shut down the lanes and the request channel, so
 * that a thread blocked reading one of them returns. Called without pool_lock; cannot fail.
 */
static void session_mark_ending(struct vcl_session *s)
{
	pthread_mutex_lock(&s->pool_lock);
	s->ending = true;
	pthread_cond_broadcast(&s->pool_cond);
	pthread_cond_broadcast(&s->fence_cond);
	for (unsigned i = 0; i < s->nlanes; i++)
		s->lanes[i]->ops->shutdown(s->lanes[i]);
	pthread_mutex_unlock(&s->pool_lock);
	s->req->ops->shutdown(s->req);
}

/*
 * The end of a session thread (a pool thread or a lane's): counts it out and wakes those that
 * wait for the count; the last one out ends the session (session_end() releases its objects
 * and frees it: no thread may touch it after). Called with pool_lock held, which it releases.
 * Cannot fail.
 */
static void session_thread_exit_locked(struct vcl_session *s)
{
	bool last = --s->nthreads == 0;

	pthread_cond_broadcast(&s->pool_cond);
	pthread_mutex_unlock(&s->pool_lock);
	if (last)
		session_end(s);
}

static void *pool_thread(void *arg)
{
	struct vcl_session *s = arg;

	pthread_mutex_lock(&s->pool_lock);
	for (;;) {
		while (!s->need_leader && !s->ending) {
			s->idle++;
			pthread_cond_wait(&s->pool_cond, &s->pool_lock);
			s->idle--;
		}
		if (s->ending)
			break;
		s->need_leader = false;
		if (s->standby) {
			/* stand by: lead only if the leader's blocking call lasts */
			struct timespec until = vcl_deadline(CLOCK_MONOTONIC, VCL_HANDOFF_NS);
			s->standby = false;
			while (s->leader_blocked && !s->ending &&
			       pthread_cond_timedwait(&s->standby_cond, &s->pool_lock, &until) == 0)
				;
			if (!s->leader_blocked || s->ending)
				continue; /* it came back: idle again */
			s->leader_blocked = false;
			s->lead_gen++;
		}
		pthread_mutex_unlock(&s->pool_lock);
		for (;;) {
			int r = serve_one(s);
			if (r == 1) {
				/* another thread leads now: serve waiting blocking calls, then rejoin */
				r = serve_backlog(s);
				if (r == 0)
					break;
			}
			if (r < 0) {
				if (r != -EPROTO)
					vcl_log("session %u: guest disconnected (%s)", s->id,
						r == -EPIPE ? "end of stream" : strerror(-r));
				/* a host call that never returns must not keep a session process of a
				 * guest that is gone: it is killed after end_timeout_s */
				if (s->d->exit_on_end && s->d->end_timeout_s)
					alarm(s->d->end_timeout_s);
				session_mark_ending(s);
				fail_user_events(s);
				break;
			}
		}
		pthread_mutex_lock(&s->pool_lock);
	}
	session_thread_exit_locked(s);
	return NULL;
}

/*
 * A lane's thread (vcl_wire.h VCL_ROLE_LANE): reads the lane's messages, each a transfer of a
 * buffer behind its fence, runs each as a follower runs a blocking call (pinning what it decodes:
 * the leader may meanwhile release those objects), and replies on the lane. A malformed message,
 * or the lane's end, ends the session as the request channel's would.
 */
struct lane_arg {
	struct vcl_session *s;
	unsigned ix;
};

static void *lane_thread(void *arg)
{
	struct lane_arg *a = arg;
	struct vcl_session *s = a->s;
	struct vcl_transport *t = s->lanes[a->ix];
	unsigned ix = a->ix;
	int r;

	free(a);
	for (;;) {
		struct vcl_msg_hdr h;
		uint64_t fence, t0 = 0;
		void *msg = NULL;

		r = vcl_transport_recv(t, &fence, sizeof(fence));
		if (!r)
			r = recv_msg(s, t, true, &h, &msg, &t0);
		if (r)
			break;
		/* behind every request-channel message the guest sent before this one */
		if (fence_passed(s) < fence) {
			pthread_mutex_lock(&s->pool_lock);
			atomic_fetch_add(&s->fence_waiters, 1);
			while (fence_passed(s) < fence && !s->ending)
				pthread_cond_wait(&s->fence_cond, &s->pool_lock);
			atomic_fetch_sub(&s->fence_waiters, 1);
			r = s->ending ? -ECANCELED : 0;
			pthread_mutex_unlock(&s->pool_lock);
			if (r) {
				vcl_session_big_free(s, msg);
				break;
			}
		}
		r = exec_msg(s, &h, msg, true, 0, ix + 1);
		if (r < 0)
			break;
	}
	/* a guest that goes closes its lanes with its other channels: the request channel's end
	 * says so; a violation was logged where it was found */
	if (r != -ECANCELED && r != -EPROTO && r != -EPIPE)
		vcl_log("session %u: lane %u ended (%s); ending the session", s->id, ix, strerror(-r));
	session_mark_ending(s);
	pthread_mutex_lock(&s->pool_lock);
	session_thread_exit_locked(s);
	return NULL;
}

int vcl_daemon_attach_lane(struct vcl_daemon *d, struct vcl_transport *t)
{
	const struct vcl_msg_hdr ack = { .op = VCL_OP_WELCOME };
	struct vcl_session *s;
	struct lane_arg *a;
	pthread_attr_t at;
	pthread_t th;
	int r = -ENOENT;

	pthread_mutex_lock(&d->lock);
	s = d->sessions; /* a session process serves one session */
	if (s)
		pthread_mutex_lock(&s->pool_lock);
	pthread_mutex_unlock(&d->lock);
	if (!s)
		return -ENOENT;
	if (s->ending || s->nthreads == 0)
		goto out;
	r = -ENOSPC;
	if (s->nlanes >= VCL_MAX_LANES)
		goto out;
	r = -EAGAIN;
	if (!(a = malloc(sizeof(*a))))
		goto out;
	*a = (struct lane_arg){ s, s->nlanes };
	/* the answer first: the guest sends nothing on the lane before it has it */
	if (vcl_transport_sendv(t, &(struct iovec){ (void *)&ack, sizeof(ack) }, 1)) {
		free(a);
		r = -EPIPE;
		goto out;
	}
	s->lanes[s->nlanes] = t;
	pthread_attr_init(&at);
	pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
	if (pthread_create(&th, &at, lane_thread, a)) {
		s->lanes[s->nlanes] = NULL;
		free(a);
	} else {
		s->nlanes++;
		s->nthreads++;
		r = 0;
		vcl_log("session %u: a lane attached (%u of at most %u)", s->id, s->nlanes,
			VCL_MAX_LANES);
	}
	pthread_attr_destroy(&at);
out:
	pthread_mutex_unlock(&s->pool_lock);
	return r;
}

static void vcl_session_spawn(struct vcl_session *s)
{
	pthread_t t;
	pthread_attr_t a;

	pthread_attr_init(&a);
	pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
	if (pthread_create(&t, &a, pool_thread, s)) {
		pthread_mutex_lock(&s->pool_lock);
		s->nthreads--;
		pthread_mutex_unlock(&s->pool_lock);
	}
	pthread_attr_destroy(&a);
}

/* ---- session start and end -------------------------------------------------------------------- */

/*
 * Guest threads blocked on the host (clWaitForEvents on a user event the dead guest will never set)
 * must come back before the session's objects are released: complete every pending user event.
 */
static void fail_user_events(struct vcl_session *s)
{
	size_t i = 0;
	uint64_t id, v;

	pthread_mutex_lock(&s->lock);
	while (vcl_map_next(&s->ids, &i, &id, &v)) {
		struct vcl_entry *e = (struct vcl_entry *)(uintptr_t)v;
		cl_int st = CL_COMPLETE;
		if (!e->user_event)
			continue;
		clGetEventInfo(e->host, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
		if (st > CL_COMPLETE)
			/* CL_COMPLETE, not an error status: PoCL 3.1 aborts when a failed user event has
			 * commands queued behind it, and the guest that would see the difference is gone */
			clSetUserEventStatus(e->host, CL_COMPLETE);
	}
	pthread_mutex_unlock(&s->lock);
}

static void output_start(struct vcl_session *s);
static void output_stop(struct vcl_session *s);

static void session_end(struct vcl_session *s)
{
	static const uint8_t order[] = { VN_T_CMDBUF, VN_T_EVENT, VN_T_KERNEL, VN_T_SAMPLER, VN_T_MEM,
					 VN_T_QUEUE, VN_T_PROGRAM, VN_T_CONTEXT, VN_T_DEVICE };
	struct vcl_session **pp;
	unsigned nobj = (unsigned)s->ids.count;

	prof_log(s);
	output_stop(s);
	s->req->ops->shutdown(s->req);
	for (unsigned i = 0; i < s->nlanes; i++)
		s->lanes[i]->ops->shutdown(s->lanes[i]);
	pthread_mutex_lock(&s->weak->lock);
	s->weak->s = NULL; /* host callbacks from now on find no session */
	pthread_mutex_unlock(&s->weak->lock);
	vcl_session_writes_end(s);
	vcl_session_gates_end(s);
	if (s->ntf) {
		pthread_mutex_lock(&s->ntf_lock);
		s->ntf_stop = true;
		pthread_cond_broadcast(&s->ntf_cond);
		pthread_mutex_unlock(&s->ntf_lock);
		s->ntf->ops->shutdown(s->ntf);
		if (s->ntf_thread_started)
			pthread_join(s->ntf_thread, NULL);
	}
	release_drain(s);
	big_unpin_all(s); /* before any of that memory is freed */
	while (s->backlog) {
		struct vcl_backlog *b = s->backlog;
		s->backlog = b->next;
		free(b->msg);
		free(b);
	}
	for (size_t k = 0; k < sizeof(order); k++) {
		size_t i = 0;
		uint64_t id, v;
		while (vcl_map_next(&s->ids, &i, &id, &v)) {
			struct vcl_entry *e = (struct vcl_entry *)(uintptr_t)v;
			uint32_t n;
			if (e->type != order[k])
				continue;
			n = e->guest_refs ? e->guest_refs : 1;
			while (n--)
				vcl_host_release(e->type, e->host);
		}
		if (order[k] == VN_T_MEM)
			vcl_be_svm_end(s);
	}
	{
		size_t i = 0;
		uint64_t id, v;
		while (vcl_map_next(&s->ids, &i, &id, &v))
			entry_free((struct vcl_entry *)(uintptr_t)v);
	}
	nobj += vcl_gl_session_end();
	pthread_mutex_lock(&s->d->lock);
	for (pp = &s->d->sessions; *pp; pp = &(*pp)->next)
		if (*pp == s) {
			*pp = s->next;
			break;
		}
	pthread_mutex_unlock(&s->d->lock);
	vcl_session_remove_files(s);
	for (unsigned i = 0; i < VCL_MAX_STAGES; i++)
		free(s->stages[i].buf);
	for (unsigned i = 0; i < sizeof(s->big) / sizeof(s->big[0]); i++)
		free(s->big[i]);
	ref_unmap_all(s);
	if (s->big_ctx)
		clReleaseContext(s->big_ctx);
	evtab_unwatch_all(s);
	{
		struct vcl_region *reg = atomic_load(&s->region);
		if (reg) {
			vcl_log("session %u: ended, %u objects released, %llu bytes through the shared region",
				s->id, nobj, (unsigned long long)atomic_load(&s->region_bytes));
			if (s->region_is_listener)
				atomic_store(&reg->in_use, false);
			vcl_region_put(reg);
		} else {
			vcl_log("session %u: ended, %u objects released", s->id, nobj);
		}
	}
	if (s->d->exit_on_end) {
		vcl_daemon_remove_private_dir();
		_exit(0); /* a session process: its work is done */
	}
	vcl_map_fini(&s->ids);
	vcl_map_fini(&s->rev);
	s->req->ops->destroy(s->req);
	if (s->ntf)
		s->ntf->ops->destroy(s->ntf);
	for (unsigned i = 0; i < s->nlanes; i++)
		s->lanes[i]->ops->destroy(s->lanes[i]);
	vcl_weak_put(s->weak);
	free(s);
}

int vcl_daemon_attach_notify(struct vcl_daemon *d, const uint64_t token[2], struct vcl_transport *t)
{
	struct vcl_session *s;
	int r = -ENOENT;

	pthread_mutex_lock(&d->lock);
	for (s = d->sessions; s; s = s->next) {
		if (s->token[0] == token[0] && s->token[1] == token[1] && !s->ntf) {
			pthread_mutex_lock(&s->ntf_lock);
			s->ntf = t;
			pthread_cond_broadcast(&s->ntf_cond);
			pthread_mutex_unlock(&s->ntf_lock);
			r = 0;
			break;
		}
	}
	pthread_mutex_unlock(&d->lock);
	return r;
}

void vcl_daemon_end_sessions(struct vcl_daemon *d, const char *why)
{
	if (d->exit_on_end && d->end_timeout_s)
		alarm(d->end_timeout_s);
	pthread_mutex_lock(&d->lock);
	for (struct vcl_session *s = d->sessions; s; s = s->next) {
		vcl_log("session %u: ending: %s", s->id, why);
		s->req->ops->shutdown(s->req);
	}
	pthread_mutex_unlock(&d->lock);
}

/* Transfer buffers from this size up are the session's cache's (vcl_session_big_alloc), kept and
 * registered with the device (big_pin) between transfers, so that the driver moves them without
 * staging them: from 1 MiB up before, 256 KiB blocking reads over unix on the H200 ran at
 * 0.21-0.25x native; cached, at 0.40-0.45x (three rounds interleaved,
 * bench/results/h200-lanes-split-20261203p.txt) */
#define VCL_BIG_MIN ((size_t)256 << 10)
#define VCL_MMAP_MIN ((size_t)1 << 20)
/* a 64 MiB transfer and its message; larger ones are not kept: an idle session holds at most two
 * such buffers (integration.daemon_memory: a 256 MiB write's data is freed when it is done) */
#define VCL_BIG_KEEP_MAX (((size_t)64 << 20) + ((size_t)1 << 20))

void vcl_session_serve(struct vcl_daemon *d, struct vcl_transport *t, struct vcl_region *region)
{
	struct vcl_session *s = calloc(1, sizeof(*s));
	struct vcl_enc e;
	struct timespec until;
	uint64_t pid;
	int r;

	/* memory of VCL_MMAP_MIN and more is the session's own cache's (vcl_session_big_alloc) or
	 * goes back at once: glibc's dynamic threshold would move such blocks into the heap after the
	 * first was freed, and the heap keeps what it had (integration.daemon_memory: 256 MiB writes
	 * in 16 MiB pieces that failed left 192 MiB behind). Smaller transfer buffers the cache has no
	 * slot for come from the heap: mapped, each paid its page faults anew (a review: 512 KiB reads
	 * beside two cached 64 MiB buffers faulted three times as often as with the heap's) */
	mallopt(M_MMAP_THRESHOLD, (int)VCL_MMAP_MIN);
	if (s && (d->preset_token[0] | d->preset_token[1])) {
		s->token[0] = d->preset_token[0];
		s->token[1] = d->preset_token[1];
	}
	if (!s || !(s->weak = calloc(1, sizeof(*s->weak))) ||
	    (!(s->token[0] | s->token[1]) &&
	     getrandom(s->token, sizeof(s->token), 0) != sizeof(s->token))) {
		if (s)
			free(s->weak);
		free(s);
		t->ops->destroy(t);
		return;
	}
	pthread_mutex_init(&s->weak->lock, NULL);
	atomic_init(&s->weak->refs, 1);
	s->weak->s = s;
	s->d = d;
	s->req = t;
	s->next_server_id = 1;
	pthread_mutex_init(&s->lock, NULL);
	pthread_mutex_init(&s->reply_lock, NULL);
	pthread_mutex_init(&s->ntf_lock, NULL);
	pthread_cond_init(&s->ntf_cond, NULL);
	pthread_mutex_init(&s->pool_lock, NULL);
	pthread_mutex_init(&s->log_once_lock, NULL);
	pthread_mutex_init(&s->big_lock, NULL);
	pthread_cond_init(&s->pool_cond, NULL);
	pthread_cond_init(&s->fence_cond, NULL);
	for (unsigned i = 0; i < VCL_MAX_LANES; i++)
		pthread_mutex_init(&s->lane_lock[i], NULL);
	pthread_mutex_init(&s->pending_lock, NULL);
	pthread_mutex_init(&s->release_lock, NULL);
	pthread_mutex_init(&s->watch.lock, NULL);
	{
		/* the conditions waited for with vcl_deadline(CLOCK_MONOTONIC, ...) */
		pthread_condattr_t ca;
		pthread_condattr_init(&ca);
		pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
		pthread_cond_init(&s->standby_cond, &ca);
		pthread_cond_init(&s->release_cond, &ca);
		pthread_cond_init(&s->release_done, &ca);
		pthread_condattr_destroy(&ca);
	}
	s->release_tail = &s->release_head;
	vcl_map_init(&s->ids);
	vcl_map_init(&s->rev);
	atomic_init(&s->region, NULL);
	atomic_init(&s->region_bytes, 0);
	/* the session's slot of its VM's region (the daemon gives each concurrent session its own,
	 * and this process is the only session in it) */
	if (region && !atomic_exchange(&region->in_use, true)) {
		atomic_store(&s->region, vcl_region_get(region));
		s->region_is_listener = true;
		VCL_STAT_SET(vcl_stats, region_size, region->size);
	}

	pthread_mutex_lock(&d->lock);
	s->id = ++d->next_session;
	s->next = d->sessions;
	d->sessions = s;
	pthread_mutex_unlock(&d->lock);
	if (s->region_is_listener)
		vcl_region_register(atomic_load(&s->region), d, s->id);

	pid = vcl_session_id_of(s, VN_T_PLATFORM, d->platform);
	{
		uint64_t *ids = calloc(d->ndev ? d->ndev : 1, sizeof(*ids));
		for (cl_uint i = 0; ids && i < d->ndev; i++)
			ids[i] = vcl_session_id_of(s, VN_T_DEVICE, d->devices[i]);
		vcl_enc_init(&e, VCL_OP_WELCOME, 0);
		/* the VM region this session may use (0: none) and where it starts in the VM's ivshmem
		 * BAR (its slot, vcl_slots.h) */
		vn_enc_msg_welcome(&e, &(struct vn_args_msg_welcome){
			.token0 = s->token[0], .token1 = s->token[1], .platform = pid,
			.ndev = d->ndev, .devices = ids,
			.region = s->region_is_listener ? atomic_load(&s->region)->size : 0,
			.region_off = s->region_is_listener ? atomic_load(&s->region)->file_off : 0 });
		r = ids ? send_enc(s->req, &s->reply_lock, &e) : -ENOMEM;
		vcl_enc_fini(&e);
		free(ids);
	}

	/* the front-end opens its notify channel right after WELCOME; callbacks need it */
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += 10;
	pthread_mutex_lock(&s->ntf_lock);
	while (!r && !s->ntf)
		if (pthread_cond_timedwait(&s->ntf_cond, &s->ntf_lock, &until))
			r = -ETIMEDOUT;
	pthread_mutex_unlock(&s->ntf_lock);
	if (!r) {
		if (pthread_create(&s->ntf_thread, NULL, ntf_sender, s))
			r = -EAGAIN;
		else
			s->ntf_thread_started = true;
		output_start(s);
	}
	vcl_log("session %u: %s%s", s->id, r ? "no notify channel; ending" : "started",
		s->region_is_listener ? " (with the listener's shared region)" : "");

	s->nthreads = 1;
	s->need_leader = !r;
	s->ending = r != 0;
	pool_thread(s);
}

/*
 * Kernel printf output: in a session process the host driver's standard output is a pipe. What is
 * in it when a call is answered goes to the guest first, on the same channel, so a program sees a
 * kernel's output before clFinish (or any call that saw the command complete) returns.
 *
 * The output lock orders the readers of the pipes: the replying threads, the output thread
 * (output_main) and a build that drops its round's compiler messages. output_session is the
 * session the output thread sends for (NULL once it ends: session_end); output_hold counts the
 * builds whose messages the output thread must leave alone.
 */
static pthread_mutex_t output_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t output_cond = PTHREAD_COND_INITIALIZER;
static struct vcl_session *output_session;
static unsigned output_hold;
static atomic_bool output_thread;

/* Send what the pipes of pf hold (output_lock held). While a build's round may be dropped
 * (output_hold) its standard error is left alone by every reader, not only the output thread: a
 * reply of another of the session's calls read the round's messages and sent them to the guest
 * before vcl_session_drop_stderr could drop them. They go once the hold ends (the output thread
 * waits for that, and the next reply looks). */
static void send_output_locked(struct vcl_session *s, struct pollfd pf[2])
{
	static char buf[65536];
	const int fds[2] = { s->d->printf_fd, output_hold ? -1 : s->d->stderr_fd };

	for (int k = 0; k < 2; k++) {
		while (fds[k] >= 0 && pf[k].revents) {
			ssize_t n = read(fds[k], buf, sizeof(buf));
			struct vcl_enc e;
			if (n <= 0)
				break;
			/* the driver's standard error goes to the guest's, and stays in the daemon's
			 * log as this session's output (a sanitizer's or the driver's own trouble) */
			if (k && write(vcl_log_fd, buf, (size_t)n) < 0)
				(void)0;
			vcl_enc_init(&e, k ? VCL_OP_STDERR : VCL_OP_PRINTF, 0);
			if (k)
				vn_enc_msg_stderr(&e, &(struct vn_args_msg_stderr){ buf, (uint64_t)n });
			else
				vn_enc_msg_printf(&e, &(struct vn_args_msg_printf){ buf, (uint64_t)n });
			send_enc(s->req, &s->reply_lock, &e);
			vcl_enc_fini(&e);
		}
	}
}

void vcl_session_send_printf(struct vcl_session *s)
{
	struct pollfd pf[2] = { { s->d->printf_fd, POLLIN, 0 }, { s->d->stderr_fd, POLLIN, 0 } };

	if (pf[0].fd < 0 && pf[1].fd < 0)
		return;
	/* under the lock even when the pipes are empty: the output thread may have read what was
	 * there and not yet sent it, which must go before this caller's reply */
	pthread_mutex_lock(&output_lock);
	/* one system call per reply when the driver wrote nothing (the usual case) */
	if (poll(pf, 2, 0) > 0)
		send_output_locked(s, pf);
	pthread_mutex_unlock(&output_lock);
}

/*
 * The output thread: sends what the driver writes as it writes it, where no reply looks
 * (vcl_session_output_before_reply): the driver's standard error, which no call waits for (a
 * warning, a sanitizer's report, what a kernel wrote there), and printf output of a program
 * vcl_session_may_print did not take for one that prints. Blocked in poll(2) meanwhile.
 */
static void *output_main(void *arg)
{
	const struct vcl_daemon *d = arg;

	for (;;) {
		struct pollfd pf[2] = { { d->printf_fd, POLLIN, 0 }, { d->stderr_fd, POLLIN, 0 } };
		int r = poll(pf, 2, -1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0 || ((pf[0].revents | pf[1].revents) & (POLLERR | POLLNVAL)))
			break;
		pthread_mutex_lock(&output_lock);
		while (output_hold && output_session)
			pthread_cond_wait(&output_cond, &output_lock);
		if (!output_session) {
			pthread_mutex_unlock(&output_lock);
			break;
		}
		/* what is there now (a build held may have dropped it): never a read that blocks */
		if (poll(pf, 2, 0) > 0)
			send_output_locked(output_session, pf);
		pthread_mutex_unlock(&output_lock);
	}
	atomic_store(&output_thread, false);
	return NULL;
}

/* Start the output thread of session s (its process's only one). */
static void output_start(struct vcl_session *s)
{
	pthread_t th;

	if (s->d->printf_fd < 0 && s->d->stderr_fd < 0)
		return;
	pthread_mutex_lock(&output_lock);
	output_session = s;
	pthread_mutex_unlock(&output_lock);
	atomic_store(&output_thread, true);
	if (pthread_create(&th, NULL, output_main, s->d) == 0)
		pthread_detach(th);
	else
		atomic_store(&output_thread, false);
}

/* Session s ends: the output thread sends no more for it. */
static void output_stop(struct vcl_session *s)
{
	(void)s;
	pthread_mutex_lock(&output_lock);
	output_session = NULL;
	pthread_cond_broadcast(&output_cond);
	pthread_mutex_unlock(&output_lock);
}

void vcl_session_output_hold(struct vcl_session *s, bool hold)
{
	(void)s;
	pthread_mutex_lock(&output_lock);
	if (hold)
		output_hold++;
	else if (output_hold && !--output_hold)
		pthread_cond_broadcast(&output_cond);
	pthread_mutex_unlock(&output_lock);
}

void vcl_session_output_before_reply(struct vcl_session *s)
{
	if (atomic_load_explicit(&s->may_print, memory_order_relaxed) ||
	    !atomic_load_explicit(&output_thread, memory_order_relaxed))
		vcl_session_send_printf(s);
}

static bool names_printf(const void *p, size_t len)
{
	return p && memmem(p, len, "printf", 6);
}

/* p has no source (a binary or IL), or its source names printf. */
static bool program_may_print(cl_program p)
{
	size_t n = 0;
	char *src;
	bool r;

	if (clGetProgramInfo(p, CL_PROGRAM_SOURCE, 0, NULL, &n) != CL_SUCCESS || n <= 1)
		return true;
	if (!(src = malloc(n)))
		return true;
	r = clGetProgramInfo(p, CL_PROGRAM_SOURCE, n, src, NULL) != CL_SUCCESS ||
	    names_printf(src, n);
	free(src);
	return r;
}

void vcl_session_may_print(struct vcl_session *s, cl_program p, const char *options,
			   const struct vn_file *files, uint64_t nfiles)
{
	bool r = atomic_load(&s->may_print) || (options && strstr(options, "printf"));

	for (uint64_t i = 0; i < nfiles && !r; i++)
		r = names_printf(files[i].data, files[i].len);
	if (!r && p)
		r = program_may_print(p);
	if (r)
		atomic_store(&s->may_print, true);
}

void vcl_session_drop_stderr(struct vcl_session *s)
{
	char buf[4096];
	int fd = s->d->stderr_fd;
	ssize_t n;

	if (fd < 0)
		return;
	/* under the output lock, as every reader of the pipes: the output thread (output_main)
	 * holds it while it reads and sends, and a reply's look (vcl_session_send_printf) too; read
	 * beside them, a message was dropped half and sent half (the pipe is non-blocking: this
	 * reads what is there, never waits) */
	pthread_mutex_lock(&output_lock);
	while ((n = read(fd, buf, sizeof(buf))) > 0)
		if (write(vcl_log_fd, buf, (size_t)n) < 0)
			break;
	pthread_mutex_unlock(&output_lock);
}

static int send_reply_on(struct vcl_be_ctx *x, const struct iovec *iov, int n, bool by_ref,
			 struct vcl_transport **tp)
{
	struct vcl_session *s = x->s;
	pthread_mutex_t *lock = x->reply_lock ? x->reply_lock : &s->reply_lock;
	struct vcl_transport *t = vcl_be_reply_transport(x);
	int r;

	vcl_session_output_before_reply(s);
	count_out(iov, n);
	pthread_mutex_lock(lock);
	r = by_ref ? vcl_transport_sendv_ref(t, iov, n) : vcl_transport_sendv(t, iov, n);
	pthread_mutex_unlock(lock);
	if (tp)
		*tp = t;
	return r;
}

int vcl_be_send_reply(struct vcl_be_ctx *x, const struct iovec *iov, int n)
{
	return send_reply_on(x, iov, n, false, NULL);
}

int vcl_be_send_reply_ref(struct vcl_be_ctx *x, const struct iovec *iov, int n,
			  struct vcl_transport **t)
{
	return send_reply_on(x, iov, n, true, t);
}

/* ---- logs and counters ------------------------------------------------------------------------ */

void vcl_be_log_once(struct vcl_be_ctx *x, const char *what)
{
	struct vcl_session *s = x->s;
	const unsigned max = sizeof(s->log_once) / sizeof(s->log_once[0]);
	uint64_t h = 14695981039346656037ull; /* FNV-1a */
	bool seen = false;
	unsigned n;

	for (const char *p = what; *p; p++)
		h = (h ^ (uint8_t)*p) * 1099511628211ull;
	pthread_mutex_lock(&s->log_once_lock);
	for (unsigned i = 0; i < s->nlog_once && i < max; i++)
		seen |= s->log_once[i] == h;
	n = s->nlog_once;
	if (!seen && n <= max) {
		if (n < max)
			s->log_once[n] = h;
		s->nlog_once = n + 1;
	}
	pthread_mutex_unlock(&s->log_once_lock);
	if (seen || n > max)
		return;
	vcl_log("session %u: %s%s", s->id, what,
		n == max ? " (further kinds of this session's messages are not logged)" : "");
}

/* The slots of s->big in use: two, and one for each lane (the lanes only grow in number). */
static unsigned big_slots(struct vcl_session *s)
{
	unsigned lanes = __atomic_load_n(&s->nlanes, __ATOMIC_RELAXED);

	return 2 + (lanes < VCL_MAX_LANES ? lanes : VCL_MAX_LANES);
}

/* Register p (n bytes, page-aligned) with the device (struct vcl_session's big_pin), in a
 * session without a shared region (its large transfers' bytes come through the socket, into these
 * buffers); under big_lock. A failure leaves it unregistered: the driver's pageable path. */
static void big_pin(struct vcl_session *s, void *p, size_t n)
{
	struct vcl_daemon *d = s->d;
	struct vcl_big_pin *e = NULL;
	cl_int err = CL_SUCCESS;

	if (atomic_load(&s->region) || s->big_ctx_failed || !d->ndev)
		return;
	for (unsigned i = 0; i < sizeof(s->big_pin) / sizeof(s->big_pin[0]); i++) {
		if (s->big_pin[i].p == p)
			return;
		if (!s->big_pin[i].p && !e)
			e = &s->big_pin[i];
	}
	if (!e)
		return;
	if (!s->big_ctx) {
		cl_context_properties props[] = { CL_CONTEXT_PLATFORM,
						   (cl_context_properties)d->platform, 0 };
		s->big_ctx = clCreateContext(props, d->ndev, d->devices, NULL, NULL, &err);
		if (!s->big_ctx) {
			s->big_ctx_failed = true;
			vcl_log("session %u: no context to register transfer buffers with the device "
				"(%d): they take the driver's pageable path", s->id, err);
			return;
		}
	}
	e->reg = clCreateBuffer(s->big_ctx, CL_MEM_USE_HOST_PTR | CL_MEM_READ_WRITE, n, p, &err);
	if (e->reg)
		e->p = p;
}

/* p is about to be freed: its registration goes first (big_lock). */
static void big_unpin(struct vcl_session *s, void *p)
{
	for (unsigned i = 0; i < sizeof(s->big_pin) / sizeof(s->big_pin[0]); i++)
		if (s->big_pin[i].p == p) {
			clReleaseMemObject(s->big_pin[i].reg);
			s->big_pin[i] = (struct vcl_big_pin){ NULL, NULL };
		}
}

static void big_unpin_all(struct vcl_session *s)
{
	pthread_mutex_lock(&s->big_lock);
	for (unsigned i = 0; i < sizeof(s->big_pin) / sizeof(s->big_pin[0]); i++)
		if (s->big_pin[i].p)
			big_unpin(s, s->big_pin[i].p);
	s->big_ctx_failed = true; /* none after this */
	pthread_mutex_unlock(&s->big_lock);
}

void *vcl_session_big_alloc(struct vcl_session *s, size_t n)
{
	void *p = NULL;

	if (n >= VCL_BIG_MIN) {
		pthread_mutex_lock(&s->big_lock);
		for (unsigned i = 0; i < big_slots(s) && !p; i++) {
			size_t have = s->big[i] ? malloc_usable_size(s->big[i]) : 0;
			if (have >= n && have / 2 <= n) {
				p = s->big[i];
				s->big[i] = NULL;
			}
		}
		pthread_mutex_unlock(&s->big_lock);
		/* whole pages: a driver pins (big_pin) and moves pages */
		if (!p)
			p = aligned_alloc(4096, (n + 4095) & ~(size_t)4095);
		return p;
	}
	return malloc(n ? n : 8);
}

void vcl_session_big_free(struct vcl_session *s, void *p)
{
	size_t have = p ? malloc_usable_size(p) : 0;

	/* only whole pages are kept and registered (big_pin): a smaller malloc() block that glibc
	 * mapped has a usable size over VCL_BIG_MIN too, but starts inside its page */
	if (have >= VCL_BIG_MIN && have <= VCL_BIG_KEEP_MAX && !((uintptr_t)p & 4095)) {
		unsigned i = 0;
		void *old;
		pthread_mutex_lock(&s->big_lock);
		/* an empty slot, else the smallest kept one makes room */
		for (unsigned k = 1, n = big_slots(s); k < n && s->big[i]; k++)
			if (!s->big[k] || malloc_usable_size(s->big[k]) < malloc_usable_size(s->big[i]))
				i = k;
		old = s->big[i];
		if (old && malloc_usable_size(old) >= have) {
			old = p; /* every kept one is larger: this one goes */
		} else {
			s->big[i] = p;
			big_pin(s, p, have & ~(size_t)4095);
		}
		if (old)
			big_unpin(s, old);
		pthread_mutex_unlock(&s->big_lock);
		free(old);
		return;
	}
	if (have >= VCL_BIG_MIN) {
		pthread_mutex_lock(&s->big_lock);
		big_unpin(s, p);
		pthread_mutex_unlock(&s->big_lock);
	}
	free(p);
}

/* A place's mapping goes (big_lock, or the session's end): its registration first; pages the
 * guest has not read yet stay with its socket until it does or closes it. */
static void ref_drop(struct vcl_session *s, struct vcl_ref_map *m)
{
	big_unpin(s, m->p);
	munmap(m->p, m->len);
	*m = (struct vcl_ref_map){ 0 };
}

void *vcl_session_ref_alloc(struct vcl_session *s, size_t n)
{
	size_t len = (n + 4095) & ~(size_t)4095;
	struct vcl_ref_map *fit = NULL, *room = NULL;
	void *p = NULL;

	if (!n || !len)
		return NULL;
	pthread_mutex_lock(&s->big_lock);
	/* as many as the cache keeps buffers: two, and one for each lane */
	for (unsigned i = 0, k = big_slots(s); i < k && i < VCL_REF_KEEP && !fit; i++) {
		struct vcl_ref_map *m = &s->ref_map[i];
		if (m->used)
			continue;
		if (m->p && m->t && vcl_transport_ref_unread(m->t))
			continue; /* the guest may still read it: kept as it is */
		if (m->p && m->len >= len && m->len / 2 <= len)
			fit = m; /* the guest has read all it sent: it may be written again */
		else if (!room || (room->p && !m->p))
			room = m; /* an empty place first, else one whose mapping is dropped */
	}
	if (fit) {
		fit->used = true;
		fit->t = NULL;
		p = fit->p;
	} else if (room) {
		if (room->p)
			ref_drop(s, room);
		p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (p == MAP_FAILED) {
			p = NULL;
		} else {
			*room = (struct vcl_ref_map){ .p = p, .len = len, .used = true };
		}
	}
	pthread_mutex_unlock(&s->big_lock);
	return p;
}

void vcl_session_ref_free(struct vcl_session *s, void *p, struct vcl_transport *t)
{
	if (!p)
		return;
	pthread_mutex_lock(&s->big_lock);
	for (unsigned i = 0; i < VCL_REF_KEEP; i++) {
		struct vcl_ref_map *m = &s->ref_map[i];
		if (m->p != p || !m->used)
			continue;
		m->used = false;
		m->t = t;
		if (m->len > VCL_BIG_KEEP_MAX)
			ref_drop(s, m);
		else
			big_pin(s, p, m->len);
		break;
	}
	pthread_mutex_unlock(&s->big_lock);
}

/* At the session's end, after big_unpin_all: the mappings go. */
static void ref_unmap_all(struct vcl_session *s)
{
	for (unsigned i = 0; i < VCL_REF_KEEP; i++)
		if (s->ref_map[i].p)
			ref_drop(s, &s->ref_map[i]);
}

bool vcl_session_hidden_take(struct vcl_session *s)
{
	bool ok;

	pthread_mutex_lock(&s->lock);
	ok = !s->d->max_objects ||
	     s->ids.count + atomic_load(&s->hidden_objects) < s->d->max_objects;
	if (ok)
		atomic_fetch_add(&s->hidden_objects, 1);
	pthread_mutex_unlock(&s->lock);
	return ok;
}

void vcl_session_hidden_put(struct vcl_session *s, unsigned long n)
{
	atomic_fetch_sub(&s->hidden_objects, n);
}

static struct vcl_stats private_stats = { .magic = VCL_STATS_MAGIC };
struct vcl_stats *vcl_stats = &private_stats;

void vcl_be_fallback(struct vcl_session *s, enum vcl_fallback f, const char *what)
{
	static const char *const names[] = VCL_FB_NAMES;

	VCL_STAT_ADD(vcl_stats, fallbacks[f], 1);
	if (!(atomic_fetch_or(&s->fallbacks_logged, 1u << f) & (1u << f)))
		vcl_log("session %u: slower path (%s): %s (logged once; virtcl-smi counts them)", s->id,
			names[f], what);
}

void vcl_be_bulk(struct vcl_be_ctx *x, uint64_t len, uint64_t off)
{
	if (off != VCL_DEC_NOT_IN_REGION) {
		atomic_fetch_add(&x->s->region_bytes, len);
		VCL_STAT_ADD(vcl_stats, region_bytes, len);
	} else if (len >= VCL_REGION_MIN && atomic_load(&x->s->region)) {
		vcl_be_fallback(x->s, VCL_FB_BULK_INLINE, "a transfer of 64 KiB or more went inline: "
				"it did not fit the shared area (VIRTCL_SHM_SIZE)");
	}
}
