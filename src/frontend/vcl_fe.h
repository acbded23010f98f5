/* SPDX-License-Identifier: MIT */
/*
 * virtcl front-end: the ICD library in the guest.
 *
 * Every OpenCL object the application sees is a front-end object that starts with the ICD
 * dispatch pointer (cl_khr_icd) and carries the per-session ID that names it on the wire. IDs are
 * chosen here, so creating an object needs no answer to learn its name.
 *
 * Lifetime: `app_refs` mirrors the application's retain/release (each one is sent to the back-end);
 * `refs` keeps the structure alive while the application or a child object (a queue's context, a
 * kernel's program, an event's queue) still uses it. When `refs` reaches 0 the front-end sends
 * VCL_OP_FORGET and frees the structure.
 */
#ifndef VCL_FE_H
#define VCL_FE_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "vcl_cl.h"
#include "vcl_wire.h"
#include "gen/vn_protocol.h"

struct vcl_info_cached;

/* VIRTCL_SERVER may list up to VCL_MAX_SERVERS servers; each connection to one is a session, and
 * a server that comes back after it was lost gets a new one (up to VCL_MAX_SESSIONS in all). */
#define VCL_MAX_SERVERS 8
#define VCL_MAX_SESSIONS 64
#define VCL_SRV_NONE 255 /* struct vcl_obj.srv of a device no session holds (a fork()'s child) */
#define VCL_SRV_MULTI 254 /* context_session: the devices are of several sessions */

struct vcl_obj {
	const struct _cl_icd_dispatch *dispatch; /* must be first: the ICD loader reads it */
	uint64_t id;
	uint8_t type; /* enum vn_type */
	/* the session (server connection) that holds the object and gets every call on it; a child
	 * object is its parent's (docs/design.md "Several servers") */
	uint8_t srv;
	atomic_int refs;
	atomic_int app_refs;
	struct vcl_obj *parent;
	struct vcl_info_cached *info; /* immutable info answers (vcl_fe_info_local), vcl_fe.lock */
	/* a memory object, sampler or queue some kernel argument was set to: its last release
	 * bumps vcl_karg_gone (launches that named it must be asked again: vcl_sig_obj) */
	atomic_bool karg;
};

/* One platform for all servers: o.id is the first session's ID of it, srv_id[i] session i's. */
struct _cl_platform_id {
	struct vcl_obj o;
	uint64_t srv_id[VCL_MAX_SESSIONS];
};

struct _cl_device_id {
	struct vcl_obj o;
	bool root; /* from clGetDeviceIDs: retain/release do nothing (spec 4.3) */
	uint8_t server; /* root devices: the index of their server in VIRTCL_SERVER's list */
};

struct vcl_mx;

struct _cl_context {
	struct vcl_obj o;
	/* a replica of a context on devices of several servers (vcl_fe_multi.c), or NULL */
	struct vcl_mx *mx;
	cl_context_properties *props; /* as the application gave them, for CL_CONTEXT_PROPERTIES */
	size_t props_size;            /* bytes, with the terminating 0; 0 if none were given */
};

struct _cl_command_queue {
	struct vcl_obj o;
	int pending_reads; /* non-blocking reads whose data has not landed (vcl_fe.lock) */
	/* vcl_fe.enq_epoch when a clFinish of this queue last completed: while no command has been
	 * enqueued since, the next clFinish has nothing to wait for (vcl_fe_clFinish) */
	_Atomic uint64_t fin_epoch;
	/* the host has no twin for it (an in-order device): transfers split unbracketed */
	atomic_bool no_twin;
	/* who enqueues on it (vcl_queue_used): the one thread that has (a vcl_thread_tag), 0 none yet;
	 * shared once a second one has: from then on its split transfers are bracketed; split
	 * transfers of the one thread in flight unbracketed (vcl_fe_mem.c bracket_begin) */
	_Atomic uint64_t user;
	atomic_bool shared;
	atomic_int solo_splits;
};

struct vcl_mapping {
	struct vcl_mapping *next;
	void *ptr;
	size_t offset, size;
	cl_map_flags flags;
	bool owned; /* ptr was allocated for the mapping (not the CL_MEM_USE_HOST_PTR memory) */
	bool in_area; /* ptr is a chunk of the bulk area (CL_MEM_ALLOC_HOST_PTR on shm:, zero-copy) */
	/* a non-blocking map: the read that fills ptr (held: a structure reference); its data must
	 * have landed before the unmap writes ptr back or frees it */
	struct _cl_event *fill;
	bool fill_ours; /* fill is an event only the mapping holds (the application asked for none) */
};

struct _cl_mem {
	struct vcl_obj o;
	cl_mem_flags flags;           /* CL_MEM_FLAGS: as given, with what a sub-buffer inherits */
	cl_mem_flags access;          /* flags with the host access inherited from a parent buffer */
	size_t size;
	void *host_ptr;               /* CL_MEM_USE_HOST_PTR memory in the guest, or NULL */
	/* images with host_ptr: element size and the pitches of the application's memory */
	size_t img_elem, img_row_pitch, img_slice_pitch;
	cl_mem_object_type img_type;  /* images: their type (0: not yet known, ask) */
	struct vcl_mapping *mappings; /* vcl_fe.lock */
	int map_count;
};

/* Whether clGetKernelArgInfo may answer (spec 5.10: only for programs from source built with
 * -cl-kernel-arg-info; the host always builds with it, for virtcl's own use) */
enum vcl_arg_info { VCL_ARG_INFO_ASK, VCL_ARG_INFO_YES, VCL_ARG_INFO_NO };

struct _cl_program {
	struct vcl_obj o;
	char *source; /* clCreateProgramWithSource: the text, for resolving its #include files */
	bool from_source;
	char *build_options; /* as the application gave them to its last build, compile or link */
	enum vcl_arg_info arg_info;
};

struct _cl_kernel {
	struct vcl_obj o;
	atomic_uint arg_epoch; /* bumped by every clSetKernelArg whose result had to be asked */
};

struct _cl_sampler {
	struct vcl_obj o;
};

/* A command buffer (cl_khr_command_buffer; its parent is its queue). */
struct _cl_command_buffer_khr {
	struct vcl_obj o;
	atomic_uint nsync;   /* sync points picked: the commands recorded are 1 .. nsync */
	atomic_bool final;   /* clFinalizeCommandBufferKHR succeeded: no more recording */
	bool simultaneous;   /* CL_COMMAND_BUFFER_SIMULTANEOUS_USE_KHR: an enqueue's result does not
			      * depend on whether an earlier one is still pending */
};

/* Before a command is recorded into cb (api/opencl.api flag record): CL_INVALID_OPERATION once
 * cb is finalized, CL_INVALID_SYNC_POINT_WAIT_LIST_KHR for a wait list that is NULL with a length
 * or a length without a list, or that names a sync point cb has not given; else CL_SUCCESS and
 * *sp the new command's sync point (the guest picks it, so recording needs no answer). */
cl_int vcl_fe_record(cl_command_buffer_khr cb, cl_uint n, const cl_sync_point_khr *wl,
		     cl_sync_point_khr *sp);

struct vcl_deferred_cb;

struct _cl_event {
	struct vcl_obj o;
	/* A non-blocking read into guest memory: the event is not complete for the application until
	 * its data has landed (spec 5.2.2: the data is in ptr when the event is CL_COMPLETE). */
	bool read_pending;
	void *read_dst;
	size_t read_size;
	struct _cl_command_queue *read_queue;
	cl_int read_status;
	/* the read was ended as failed on the host's word when asked (read_wait), while its own
	 * READ_DONE of the failure may still come: that one is accepted, and drops the read's hold */
	bool read_ended;
	struct vcl_deferred_cb *deferred; /* user callbacks held back until the data has landed */
	/* the host reads into the area chunk read_chunk; if that is read_dst itself (a zero-copy
	 * mapping), nothing is copied and the chunk stays the mapping's */
	bool read_in_area;
	uint64_t read_chunk;
	bool app_visible;                 /* the application holds this event */
	/* the command the application enqueued where virtcl carries it out as another (a map is a
	 * read, an unmap a write or a marker): CL_EVENT_COMMAND_TYPE; 0: the host's answer */
	cl_command_type cmd_type;
	/* the last piece of a bracketed transfer (vcl_fe_mem.c bracket_end): its host command ran on
	 * the queue's twin, the application's queue is its parent (CL_EVENT_COMMAND_QUEUE) */
	bool on_twin;
	/* a transfer split into pieces (vcl_fe_mem.c), this event the last piece's: the first piece's
	 * event, held until this one is freed; the command's CL_PROFILING_COMMAND_QUEUED, _SUBMIT and
	 * _START are its (spec 5.14: the times of the whole command; vcl_fe_hand.c) */
	struct _cl_event *first;
	/* the host said CL_COMPLETE (a status query, clWaitForEvents): a status never changes after
	 * it (spec 5.11), so later queries and waits are answered here */
	atomic_bool complete;
	/* the event's ID went to its server as the new event of a command (vcl_ev_sent): while the
	 * status table still says VCL_EVST_UNSENT, the host has not begun that message */
	atomic_bool sent;
};

/* One sync or async call being made. */
struct vcl_call {
	struct vcl_enc enc;
	struct vcl_dec rep; /* the reply, after vcl_call_sync */
	void *rep_buf;
	void *sink;         /* bulk part of the reply goes straight here (blocking reads) */
	size_t sink_len;
	const void *sink_area; /* a blocking read's region chunk, which region reply parts copy out
				* into sink (sink_copied bytes; the rest is the caller's to copy) */
	size_t sink_copied;
	bool enqueue;       /* counted in vcl_fe.enq_inflight until vcl_call_fini */
	uint16_t op;
	/* the session the call goes to: the one of the objects it names (vcl_call_route), -1 until
	 * one is named; route_err: the call named objects of two sessions and is not sent */
	int route;
	cl_int route_err;
	void *started;      /* vcl_call_start: the reply's waiter, until vcl_call_wait */
	void *lane;         /* vcl_call_start_lane: the lane that sends it, until vcl_call_wait */
};

/* The call whose encoder e is (every encoder that names objects is a call's). */
static inline struct vcl_call *vcl_call_of(struct vcl_enc *e)
{
	_Static_assert(__builtin_offsetof(struct vcl_call, enc) == 0, "enc first");
	return (struct vcl_call *)e;
}
/* Route the call to obj's session (vcl_enc_obj does this for every object it encodes): a call
 * naming objects of two sessions fails unsent with the spec's error for objects that do not
 * belong together (CL_INVALID_DEVICE for a device, CL_INVALID_CONTEXT for others;
 * clSetKernelArg: the argument's invalid-object error). */
void vcl_call_route(struct vcl_call *c, const void *obj);

void vcl_call_init(struct vcl_call *c, uint16_t op);
/* Send and wait for the reply; returns the call's OpenCL result, or CL_OUT_OF_RESOURCES if the
 * session is lost. The reply's other values are then in c->rep. */
cl_int vcl_call_sync(struct vcl_call *c);
/*
 * vcl_call_sync in two halves, so that one thread may have several calls in flight (the pieces of a
 * large blocking read: the host reads one piece from the device while the reply of the one before
 * crosses the socket). vcl_call_start sends c (c->sink set before): CL_SUCCESS, or the error
 * vcl_call_sync would return, and then nothing is in flight. vcl_call_wait waits for the reply of
 * a started call and returns as vcl_call_sync does; every started call must be waited for, before
 * vcl_call_fini, and its sink must stay valid until then (another thread may read the reply into it).
 */
cl_int vcl_call_start(struct vcl_call *c);
cl_int vcl_call_wait(struct vcl_call *c);
/*
 * Lanes (vcl_wire.h VCL_ROLE_LANE): vcl_fe_lanes says how many session srv has, opening them at its
 * first call (VIRTCL_LANES of them, over unix: and tcp:; 0 over shm:, vm:, or where the daemon
 * refuses them: then never again). One transfer at a time uses them: vcl_fe_lanes_take gives the
 * caller all of them (their number), or 0 when there are none or another thread's transfer has
 * them (that transfer goes on the request channel instead: no thread ever waits for a lane another
 * holds); vcl_fe_lanes_give hands them back, once every call started on them was waited for.
 * vcl_call_start_lane(c, k) starts c - a clEnqueueReadBuffer or clEnqueueWriteBuffer whose
 * completion the caller waits for before the application sees it - on lane k (0..n-1): the lane's
 * thread sends it, behind every call of the request channel sent before, and reads its reply (its
 * own TLS records, its own socket); one call per lane at a time. Waited for with vcl_call_wait;
 * the same results as vcl_call_start.
 */
unsigned vcl_fe_lanes(unsigned srv);
unsigned vcl_fe_lanes_take(unsigned srv);
void vcl_fe_lanes_give(unsigned srv);
cl_int vcl_call_start_lane(struct vcl_call *c, unsigned k);
/* Send without waiting: CL_SUCCESS, or CL_OUT_OF_RESOURCES if the session is lost. */
cl_int vcl_call_async(struct vcl_call *c);
void vcl_call_fini(struct vcl_call *c);
/* Send a call that has a reply on the wire without asking for it (VCL_MSG_F_NOREPLY): for calls
 * whose result is known from an earlier identical call. CL_SUCCESS or CL_OUT_OF_RESOURCES. */
cl_int vcl_call_noreply(struct vcl_call *c);

/* Call signatures (api/opencl.api "spec"): 64-bit FNV-1a over what decides a call's result. */
uint64_t vcl_sig_init(uint16_t op);
uint64_t vcl_sig_add(uint64_t sig, const void *p, size_t n);
uint64_t vcl_sig_obj(uint64_t sig, const void *obj);
/* Bumped by the last release of an object a kernel argument was set to: a launch of a kernel whose
 * argument names it is refused by the back-end (CL_INVALID_KERNEL_ARGS), so every kernel's launch
 * signature changes and the next launch waits for its answer. */
extern atomic_uint vcl_karg_gone;
uint64_t vcl_sig_arr(uint64_t sig, const void *p, size_t n);
bool vcl_sig_known(uint64_t sig);
void vcl_sig_learn(uint64_t sig);
/* A reply that does not decode: the session is unusable. Returns CL_OUT_OF_RESOURCES. */
cl_int vcl_call_bad_reply(struct vcl_call *c);
/*
 * The reply items of a hand-written stub's call (api/opencl.api, reply lines), after vcl_call_sync
 * returned ret: decoded into *r by the generated vn_dec_reply_NAME (a the call's struct vn_args_NAME,
 * for counts the request gave). A call that got no reply (its session is lost) leaves *r zeroed; a
 * malformed one (a count past its maximum, bytes past the last item, ...) zeroes *r, ends the
 * session and sets ret to CL_OUT_OF_RESOURCES.
 */
#define VCL_CALL_REPLY(c, ret, NAME, a, r)                                                         \
	do {                                                                                       \
		/* a reply to decode (a truncated one is malformed too) */                        \
		bool vcl_had_reply_ = (c)->rep_buf && !(c)->rep.err;                               \
		if (vn_dec_reply_##NAME(&(c)->rep, (ret), (a), (r))) {                             \
			*(r) = (__typeof__(*(r))){ 0 };                                            \
			if (vcl_had_reply_)                                                        \
				(ret) = vcl_call_bad_reply(c);                                     \
		}                                                                                  \
	} while (0)

void vcl_enc_obj(struct vcl_enc *e, const void *o);
void vcl_enc_objs(struct vcl_enc *e, const void *const *objs, cl_uint n);
/* A 0-terminated property list; handle-valued properties (CL_CONTEXT_PLATFORM) become IDs. */
void vcl_enc_props(struct vcl_enc *e, const void *props, size_t elem);
/* cl_khr_gl_sharing's context properties (vcl_fe_egl.c): what travels for the guest's EGLContext
 * (context) or EGLDisplay handle h: the context's ID, 1 for virtcl's display, 0 for none, UINT64_MAX
 * for a handle that is none of virtcl's (the back-end answers CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR). */
uint64_t vcl_egl_wire_handle(const void *h, bool context);
void vcl_dec_out(struct vcl_dec *d, void *dst, size_t n);
/* Copies a length-prefixed reply value into dst (at most cap bytes); returns the bytes copied. */
size_t vcl_dec_outbuf(struct vcl_dec *d, void *dst, size_t cap);

/* Host access (spec 5.2.2, 5.3.3, 5.4.2): CL_INVALID_OPERATION if the memory object's
 * CL_MEM_HOST_* flags forbid the host to read (read) or write (!read) it, else CL_SUCCESS. */
cl_int vcl_mem_host_access(const struct _cl_mem *m, bool read);
/* Shared virtual memory (vcl_fe_svm.c). Where a CL_MEM_USE_HOST_PTR buffer's memory [p, p + size)
 * lies: in an SVM allocation (*svm = p: the host buffer uses the host's allocation, spec 5.2.1),
 * outside all (*svm = 0); CL_INVALID_BUFFER_SIZE if it starts in one and passes its end. */
cl_int vcl_svm_host_ptr(const void *p, size_t size, uint64_t *svm);
/* Where [p, p + size) lies: in one SVM allocation (*buf: the CL_MEM_USE_HOST_PTR buffer over it,
 * held until vcl_svm_unlocate; *off: p's offset in it): CL_SUCCESS; outside every allocation:
 * CL_SUCCESS with *buf NULL; starting in one and passing its end: CL_INVALID_VALUE. */
cl_int vcl_svm_locate(const void *p, size_t size, cl_mem *buf, size_t *off);
void vcl_svm_unlocate(cl_mem buf);
/* In the child of fork(): the parent's SVM allocations are not the child's session's. */
void vcl_svm_forget(void);
/* Initial contents too large for one message: written after creation through an internal queue
 * on the context's (first) device, in pieces, whatever host access the application allows.
 * desc: NULL for a buffer of n bytes, else the image's description (its pitches). */
cl_int vcl_mem_fill_initial(cl_context context, cl_mem m, const void *p, size_t n,
			    const cl_image_desc *desc);

/* ---- objects ---------------------------------------------------------------------------------- */
/* A wait list's events against the queue's context (spec 5.11: CL_INVALID_CONTEXT if they differ),
 * from what the front-end knows: *local is false if some event's context is not known here (the
 * host must then decide). Handles are checked already. */
cl_int vcl_wait_list_context(const void *queue, cl_uint n, const void *const *list, bool *local);
/*
 * A blocking command's wait list, waited for before the command is enqueued (a blocking command
 * behind a failed event is an enqueue that fails: CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
 * no command, no event; spec 5.2.2, 5.11). Returns that error when an event of wait failed, else
 * CL_SUCCESS: not blocking, no wait list, or one the command itself must refuse (invalid events,
 * another context: its enqueue says which error).
 */
cl_int vcl_blocking_wait_list(cl_bool blocking, cl_uint nwait, const cl_event *wait);
/*
 * After a copy that stands in for a transfer (an SVM range: vcl_fe_mem.c svm_xfer,
 * clEnqueueSVMMemcpy) was enqueued with result ret and its event in own (the caller's, made where
 * the application wants an event or blocking needs one): a blocking one is waited for; with
 * success own becomes the application's *event, with type; else own is released and *event left
 * as it was (an enqueue that fails returns no event). Returns the call's result.
 */
cl_int vcl_blocking_copy_end(cl_int ret, cl_bool blocking, cl_event *event, cl_event own,
			     cl_command_type type);
bool vcl_obj_ok(const void *p, uint8_t type, bool nullable);
bool vcl_objs_ok(const void *const *p, cl_uint n, uint8_t type, bool nullable);
/* A new object with a fresh ID, on its parent's session (vcl_obj_new_on: on session srv). */
struct vcl_obj *vcl_obj_new(uint8_t type, struct vcl_obj *parent);
struct vcl_obj *vcl_obj_new_on(uint8_t type, struct vcl_obj *parent, unsigned srv);
/* The back-end never learnt the object (its creation failed): free without telling it. */
void vcl_obj_discard(struct vcl_obj *o);
/* The object for a wire ID of session srv (creating a proxy for a back-end ID the guest never
 * saw); NULL if unknown, of another type, or another session's. */
struct vcl_obj *vcl_obj_from_id(unsigned srv, uint64_t id, uint8_t type);
void vcl_obj_ref(struct vcl_obj *o);
void vcl_obj_unref(struct vcl_obj *o);
cl_int vcl_obj_retain_app(const void *p, uint8_t type, uint16_t op);
cl_int vcl_obj_release_app(const void *p, uint8_t type, uint16_t op);

/* Info values that are handles: turn IDs into objects in place (api/opencl.api infoh). */
cl_int vcl_fe_info_handles(unsigned srv, uint16_t op, cl_uint param, void *value, size_t size);
/* Info queries answered in the guest (guest pointers, the application's own property lists,
 * program binaries): true if answered, with the result in *ret. */
/* sub: what else selects the value (clGetKernelWorkGroupInfo's device, clGetKernelArgInfo's
 * argument index; 0 for none). Immutable answers (spec: the properties no call can change) are
 * cached per object after their first answer and freed with the object. */
bool vcl_fe_info_local(uint16_t op, const void *obj, uint64_t sub, cl_uint param, size_t size,
		       void *value, size_t *size_ret, cl_int *ret);
/* After a remote info query succeeded: handle translation and guest-side adjustments. */
cl_int vcl_fe_info_post(uint16_t op, const void *obj, uint64_t sub, cl_uint param, void *value,
			size_t size);
/* Free an object's cached info answers (vcl_fe_obj.c, when the object goes). */
void vcl_fe_info_free(struct vcl_obj *o);
/* An object's ID, 0 for NULL: part of a cache key. */
static inline uint64_t vcl_obj_id_of(const void *p)
{
	return p ? ((const struct vcl_obj *)p)->id : 0;
}

/* ---- guest #include files (vcl_fe_include.c) ----------------------------------------------- */
struct vcl_inc_file {
	char *name; /* relative: below the build's include directory; absolute: the guest's path */
	char *data;
	size_t size;
};
#define VCL_INC_MAX_DIRS 64
struct vcl_includes {
	char *options; /* the build options without -I */
	struct vcl_inc_file *files;
	size_t n;
	size_t bytes;                   /* of all files, at most VCL_INC_MAX_BYTES */
	char *dirs[VCL_INC_MAX_DIRS];   /* the -I directories, in order */
	int ndirs;
};
/* Resolve, in the guest, the files that sources include from the options' -I directories (spec
 * 5.8.6: -I names directories of the application's file system), and the files literal absolute
 * names name. Returns CL_SUCCESS or CL_OUT_OF_HOST_MEMORY. */
cl_int vcl_includes_resolve(struct vcl_includes *inc, const char *options, const char *const *sources,
			    size_t nsources);
/* A file the host compiler did not find (name as the build log gives it): read it as the guest's
 * compiler would find it (absolute: that path; relative: in the -I directories in order), with
 * the application's own access rights, and what it includes. Returns true if a file was added. */
bool vcl_includes_serve(struct vcl_includes *inc, const char *name);
void vcl_includes_fini(struct vcl_includes *inc);

/* ---- callbacks -------------------------------------------------------------------------------- */
/* Register a guest callback; returns its ID for the wire (0 if fn is NULL or out of memory).
 * obj: the object the callback reports (kept alive until a one-shot callback has run). */
uint64_t vcl_cb_register(enum vcl_cb_kind kind, void *fn, void *user_data, struct vcl_obj *obj,
			 bool once);
void vcl_cb_unregister(uint64_t id);
/* GL debug output (src/frontend/vcl_fe_gldebug.c). A VCL_CB_GL_DEBUG callback: text the message
 * (NUL-terminated, checked by the decoder), vals its source, type, id and severity (n bytes: 16,
 * four u32); the application's GLDEBUGPROC fn called with user (nothing if they are malformed). */
void vcl_gl_debug_run(void *fn, void *user, const char *text, const void *vals, uint64_t n);
/* How many contexts have a callback and GL_DEBUG_OUTPUT_SYNCHRONOUS enabled; after each GL call
 * of such a context (vcl_call_fini) vcl_gl_debug_after fetches the messages the host gave it
 * (vclDebugMessages) and calls the callback with each on the calling thread. */
extern atomic_int vcl_gl_debug_sync_ctxs;
void vcl_gl_debug_after(void);
/* The callback keeps only the handle it reports, not the object (which is about to go). */
void vcl_cb_weaken(uint64_t id);

/* ---- event status table (vcl_fe_obj.c; vcl_wire.h VCL_EVTAB_*) -------------------------------- */
/* The table of session srv's shm: region (slots a power of two), or none (tab NULL): events made
 * from now on get a slot. */
void vcl_evtab_set(unsigned srv, void *tab, uint64_t slots);
/* The event's ID went to the host as a command's new event (a message that was sent, or that
 * succeeded). */
void vcl_ev_sent(struct vcl_obj *ev);
/*
 * The execution status of ev (spec 5.11, CL_EVENT_COMMAND_EXECUTION_STATUS) as far as the guest
 * knows it without asking: true and *status a final status (CL_COMPLETE or a negative error, from
 * the host's callback through the table, or an earlier answer), or CL_QUEUED (the host has not
 * begun the command's message); false: the host must be asked. For a non-blocking read, a
 * CL_COMPLETE here is the host's: its data may still be landing (vcl_read_wait).
 */
bool vcl_ev_status_known(const struct _cl_event *ev, cl_int *status);

/* ---- non-blocking reads ----------------------------------------------------------------------- */
/* chunk: the area chunk the host reads into (copied to dst when the data lands), or -1. */
void vcl_read_expect(struct _cl_event *ev, struct _cl_command_queue *q, void *dst, size_t size,
		     int64_t chunk);
/* Wait until the event's read data has landed; returns its status (CL_COMPLETE or an error). */
cl_int vcl_read_wait(struct _cl_event *ev);
void vcl_read_wait_queue(struct _cl_command_queue *q);
/* Wait at most ns nanoseconds for the event's read data to land (not at all on the notify thread);
 * whether it has (or the read failed: no data will come). */
bool vcl_read_landed_within(struct _cl_event *ev, uint64_t ns);
/* The host reports the read's command failed: no data will come. */
void vcl_read_fail(struct _cl_event *ev, cl_int status);

/* ---- global state ----------------------------------------------------------------------------- */
struct vcl_fe_state {
	pthread_mutex_t lock;       /* registry, callbacks, pending reads, mappings */
	pthread_cond_t landed;      /* a read landed */
	struct _cl_platform_id *platform;
	struct _cl_device_id **devices; /* of every server, in VIRTCL_SERVER's order */
	cl_uint num_devices;
	unsigned num_servers;           /* the addresses VIRTCL_SERVER lists (1 if unset) */
	bool connected;
	/* every call that enqueues a command (VN_OPF_ENQUEUE) counts itself in flight, then bumps
	 * the epoch, in vcl_call_init; it leaves the flight in vcl_call_fini, once sent */
	_Atomic uint64_t enq_epoch;
	atomic_int enq_inflight;
};
extern struct vcl_fe_state vcl_fe;

/* Before a call of this thread enqueues on q (vcl_call_route): the first thread to enqueue on q has
 * it alone, until a second one does (q->shared). That one first waits (up to
 * VCL_SOLO_SPLIT_WAIT_NS) for the split transfers the first has in flight unbracketed, so that its
 * command never lands between their pieces (docs/design.md "Guest memory", transfer brackets). */
void vcl_queue_used(struct _cl_command_queue *q);

struct vcl_transport;
int vcl_recv_bulk(struct vcl_transport *t, void *dst, size_t n, size_t tail);

/* ---- shared-memory bulk area (vcl_fe_area.c) --------------------------------------------------- */
int vcl_area_init(void *base, uint64_t size);
bool vcl_area_present(void);
/* The area's size in bytes; 0 where there is none (vcl_area_present). */
uint64_t vcl_area_size(void);
/* The session the area belongs to is gone: alloc and offset_of answer -1 from now on (the mapping
 * stays: the application may still hold pointers into it). */
void vcl_area_retire(void);
/* In the child of fork(): unmap the parent's area and forget it. */
void vcl_area_forget(void);
/* memcpy of n bytes between application memory and the area, split over VIRTCL_COPY_THREADS
 * threads when n is large (vcl_fe_copy.c); vcl_bulk_copy_forget: in a forked child. */
void vcl_bulk_copy(void *dst, const void *src, size_t n);
void vcl_bulk_copy_forget(void);
/* Whether vcl_bulk_copy has helper threads (VIRTCL_COPY_THREADS > 1, or 4+ CPUs): only then does a
 * copy run beside other work of the guest, such as waiting for the next piece of a read. */
bool vcl_bulk_copy_parallel(void);
/* A chunk of at least n bytes (n >= VCL_REGION_MIN): its offset, or -1 (no area, or full). */
int64_t vcl_area_alloc(size_t n);
/* The same, but when the area is full, waits for chunks to be freed (writes in flight give theirs
 * back at VCL_OP_BULK_DONE) as long as one is freed every wait_ns nanoseconds (< 1 s): a large item
 * that could fit goes through the area rather than inline, where it would be several times slower.
 * -1: the inline path (never room: the item is over half the area or more than held chunks leave
 * (vcl_area_hold), or nothing was freed for wait_ns). */
int64_t vcl_area_alloc_wait(size_t n, uint64_t wait_ns);
/* Mark the chunk holding byte off as held (true) for as long as the application or the session
 * decides (a zero-copy mapping until its unmap, the rings for good), or no longer (false): no
 * transfer in flight gives it back, so vcl_area_alloc_wait does not wait for room the held chunks
 * leave none of. Freeing the chunk ends the mark. */
void vcl_area_hold(uint64_t off, bool held);
/* Whether an item of n bytes could fit once every chunk not held is given back. */
bool vcl_area_may_fit(size_t n);
/* Drop one reference to the chunk holding byte off (freed at the last); vcl_area_ref adds one. */
void vcl_area_free(uint64_t off);
void vcl_area_ref(uint64_t off);
void *vcl_area_ptr(uint64_t off);
/* The offset of [p, p + n) if it lies in the area (zero-copy mappings), else -1. */
int64_t vcl_area_offset_of(const void *p, size_t n);

/* On the notify thread (inside a guest callback): waits for notify data serve the channel. */
/* Bytes of the largest piece one buffer, rectangle or image transfer to session srv is split
 * into: 256 MiB, and 4 MiB over tcp:, where a piece takes milliseconds on the wire and another
 * thread's reply waits behind it (docs/design.md "TCP and TLS"). */
size_t vcl_fe_xfer_piece(unsigned srv);
/* Encode a byte item that may be large (a source, a binary, a kernel argument's value; n bytes
 * at p): inline, or, if it is at least VCL_STAGE_MIN or would take *inline_total (the call's
 * inline items so far, updated) past VCL_STAGE_INLINE_MAX, sent first to the call's session in
 * pieces of its vcl_fe_xfer_piece bytes (VCL_OP_STAGE, each waited for) and named by its stage
 * ID, so that no message passes the wire's limit (docs/design.md, "Large items"). Returns
 * CL_SUCCESS, or the
 * error of a piece (CL_OUT_OF_HOST_MEMORY where the session holds too much). */
cl_int vcl_fe_enc_large(struct vcl_enc *e, const void *p, size_t n, uint64_t *inline_total);
/* Session srv's connection to virtcld is gone (closed, reset, or the peer timed out), or there is
 * no such session: every call on its objects fails with CL_OUT_OF_RESOURCES, and its devices
 * report CL_DEVICE_AVAILABLE false until a new session with the server takes them over
 * (vcl_fe_reconnect). */
bool vcl_fe_srv_broken(unsigned srv);
/* The first session, in VIRTCL_SERVER's order, that is not broken (0 if none): where calls that
 * name only the platform go. */
unsigned vcl_fe_live_srv(void);
/* Session srv's server: its index in VIRTCL_SERVER's list, and its address. */
unsigned vcl_fe_srv_server(unsigned srv);
const char *vcl_fe_srv_addr(unsigned srv);
/* A several-server context's buffer of bytes moved between servers: directly (server to server)
 * or through the client; VIRTCL_STATS prints the counts and bytes at exit. */
void vcl_fe_stat_move(bool direct, uint64_t bytes);
/* Whether this thread is session srv's notify thread (inside a guest callback from it). */
bool vcl_fe_on_notify_thread(unsigned srv);
/* On a notify thread: serve one message of its channel. 0, or a negative errno. */
int vcl_fe_notify_serve_one(void);
/* Notify-channel messages of session srv (vcl_fe_obj.c): VCL_OP_CALLBACK (a guest callback to
 * call), VCL_OP_READ_DONE (a non-blocking read's data, bulk bytes of it in the region, read from
 * t; 0 or a negative errno); and, when the session is lost, every pending read completed with an
 * error. */
void vcl_fe_handle_callback(unsigned srv, struct vcl_dec *d);
int vcl_fe_handle_read_done(unsigned srv, struct vcl_transport *t, struct vcl_dec *d, size_t bulk);
void vcl_fe_fail_pending_reads(unsigned srv);
/* The same for event callbacks (spec 5.11: a command that ends abnormally reports a negative
 * status): every CL_COMPLETE callback pending on an event of session srv runs once with
 * CL_OUT_OF_RESOURCES, so nothing that waits for one (a wait across servers) waits forever. */
void vcl_fe_fail_event_callbacks(unsigned srv);

/* A context on devices of several sessions (vcl_fe_multi.c, docs/design.md "One context, several
 * servers"): a guest-side context backed by one context per server; its buffers, programs and
 * kernels are made on a server when a command there first needs them, and buffers move between
 * servers through the client. The arguments are clCreateContext's, already checked. */
cl_context vcl_mx_context_create(const cl_context_properties *properties, cl_uint num_devices,
				 const cl_device_id *devices, vcl_pfn_context_notify pfn_notify,
				 void *user_data, cl_int *errcode_ret);
/* In the child of fork(): the several-server objects were the parent's (their handles are
 * invalid here, like every other object's; their memory stays). */
void vcl_mx_forget(void);
/* Open a session with the server at addr (index server in the list); the shared bulk area is
 * attached only if use_area. Returns it, not yet published (calls cannot reach it), with the
 * WELCOME's platform ID and *ndev device IDs (*device_ids, malloc'd); NULL if the server cannot
 * be reached within VIRTCL_CONNECT_TIMEOUT (logged). vcl_fe_sess_publish makes it session number
 * (the return value), or -1 when VCL_MAX_SESSIONS are used up (it is then closed). */
struct vcl_sess;
struct vcl_sess *vcl_fe_sess_open(const char *addr, unsigned server, bool use_area,
				  uint64_t *platform_id, uint64_t **device_ids, uint32_t *ndev);
int vcl_fe_sess_publish(struct vcl_sess *s);
/* A server whose session broke: try, at most once a second, a new session with it; its root
 * devices then belong to the new session (objects made on the old one keep failing). Returns
 * true if the server's current session works. */
bool vcl_fe_reconnect(unsigned server);

/* Connect once (idempotent; again in the child of a fork); 0 or negative errno. */
int vcl_fe_connect(void);
/* Set in the child of fork() until it has its own connection (vcl_fe_icd.c). */
extern atomic_bool vcl_fe_forked;
/* In the child of fork(): let go of the parent's connection (vcl_fe_conn.c), objects, callbacks
 * and caches (vcl_fe_obj.c, vcl_fe_hand.c); only the platform and its devices stay. */
void vcl_fe_conn_forget(void);
void vcl_fe_objs_forget(void);
void vcl_fe_info_cache_forget(void);
/* Give o the wire ID id of session srv (the platform and devices in a new session). */
void vcl_obj_rebind(struct vcl_obj *o, unsigned srv, uint64_t id);

#define VCL_LOG(...) vcl_fe_log(__VA_ARGS__)
void vcl_fe_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
