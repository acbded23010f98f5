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

struct vcl_obj {
	const struct _cl_icd_dispatch *dispatch; /* must be first: the ICD loader reads it */
	uint64_t id;
	uint8_t type; /* enum vn_type */
	atomic_int refs;
	atomic_int app_refs;
	struct vcl_obj *parent;
	struct vcl_info_cached *info; /* immutable info answers (vcl_fe_info_local), vcl_fe.lock */
};

struct _cl_platform_id {
	struct vcl_obj o;
};

struct _cl_device_id {
	struct vcl_obj o;
	bool root; /* from clGetDeviceIDs: retain/release do nothing (spec 4.3) */
};

struct _cl_context {
	struct vcl_obj o;
	cl_context_properties *props; /* as the application gave them, for CL_CONTEXT_PROPERTIES */
	size_t props_size;            /* bytes, with the terminating 0; 0 if none were given */
};

struct _cl_command_queue {
	struct vcl_obj o;
	int pending_reads; /* non-blocking reads whose data has not landed (vcl_fe.lock) */
	/* vcl_fe.enq_epoch when a clFinish of this queue last completed: while no command has been
	 * enqueued since, the next clFinish has nothing to wait for (vcl_fe_clFinish) */
	_Atomic uint64_t fin_epoch;
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
	struct vcl_deferred_cb *deferred; /* user callbacks held back until the data has landed */
	/* the host reads into the area chunk read_chunk; if that is read_dst itself (a zero-copy
	 * mapping), nothing is copied and the chunk stays the mapping's */
	bool read_in_area;
	uint64_t read_chunk;
	bool app_visible;                 /* the application holds this event */
	/* the command the application enqueued where virtcl carries it out as another (a map is a
	 * read, an unmap a write or a marker): CL_EVENT_COMMAND_TYPE; 0: the host's answer */
	cl_command_type cmd_type;
	/* the host said CL_COMPLETE (a status query, clWaitForEvents): a status never changes after
	 * it (spec 5.11), so later queries and waits are answered here */
	atomic_bool complete;
};

/* One sync or async call being made. */
struct vcl_call {
	struct vcl_enc enc;
	struct vcl_dec rep; /* the reply, after vcl_call_sync */
	void *rep_buf;
	void *sink;         /* bulk part of the reply goes straight here (blocking reads) */
	size_t sink_len;
	bool enqueue;       /* counted in vcl_fe.enq_inflight until vcl_call_fini */
};

void vcl_call_init(struct vcl_call *c, uint16_t op);
/* Send and wait for the reply; returns the call's OpenCL result, or CL_OUT_OF_RESOURCES if the
 * session is lost. The reply's other values are then in c->rep. */
cl_int vcl_call_sync(struct vcl_call *c);
/* Send without waiting: CL_SUCCESS, or CL_OUT_OF_RESOURCES if the session is lost. */
cl_int vcl_call_async(struct vcl_call *c);
void vcl_call_fini(struct vcl_call *c);
/* Send a call that has a reply on the wire without asking for it (VCL_MSG_F_NOREPLY): for calls
 * whose result is known from an earlier identical call. CL_SUCCESS or CL_OUT_OF_RESOURCES. */
cl_int vcl_call_noreply(struct vcl_call *c);
/* The same, sent at once rather than batched (after what is batched): for a command the host
 * should start while the application goes on, such as a speculated write. */
cl_int vcl_call_noreply_now(struct vcl_call *c);

/* Call signatures (api/opencl.api "spec"): 64-bit FNV-1a over what decides a call's result. */
uint64_t vcl_sig_init(uint16_t op);
uint64_t vcl_sig_add(uint64_t sig, const void *p, size_t n);
uint64_t vcl_sig_obj(uint64_t sig, const void *obj);
uint64_t vcl_sig_arr(uint64_t sig, const void *p, size_t n);
bool vcl_sig_known(uint64_t sig);
void vcl_sig_learn(uint64_t sig);
/* A reply that does not decode: the session is unusable. Returns CL_OUT_OF_RESOURCES. */
cl_int vcl_call_bad_reply(struct vcl_call *c);

void vcl_enc_obj(struct vcl_enc *e, const void *o);
void vcl_enc_objs(struct vcl_enc *e, const void *const *objs, cl_uint n);
/* A 0-terminated property list; handle-valued properties (CL_CONTEXT_PLATFORM) become IDs. */
void vcl_enc_props(struct vcl_enc *e, const void *props, size_t elem);
void vcl_dec_out(struct vcl_dec *d, void *dst, size_t n);
/* Copies a length-prefixed reply value into dst (at most cap bytes); returns the bytes copied. */
size_t vcl_dec_outbuf(struct vcl_dec *d, void *dst, size_t cap);

/* Host access (spec 5.2.2, 5.3.3, 5.4.2): CL_INVALID_OPERATION if the memory object's
 * CL_MEM_HOST_* flags forbid the host to read (read) or write (!read) it, else CL_SUCCESS. */
cl_int vcl_mem_host_access(const struct _cl_mem *m, bool read);
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
bool vcl_obj_ok(const void *p, uint8_t type, bool nullable);
bool vcl_objs_ok(const void *const *p, cl_uint n, uint8_t type, bool nullable);
struct vcl_obj *vcl_obj_new(uint8_t type, struct vcl_obj *parent);
/* The back-end never learnt the object (its creation failed): free without telling it. */
void vcl_obj_discard(struct vcl_obj *o);
/* The object for a wire ID (creating a proxy for a back-end ID the guest never saw); NULL if
 * unknown. */
struct vcl_obj *vcl_obj_from_id(uint64_t id, uint8_t type);
void vcl_obj_ref(struct vcl_obj *o);
void vcl_obj_unref(struct vcl_obj *o);
cl_int vcl_obj_retain_app(const void *p, uint8_t type, uint16_t op);
cl_int vcl_obj_release_app(const void *p, uint8_t type, uint16_t op);

/* Info values that are handles: turn IDs into objects in place (api/opencl.api infoh). */
cl_int vcl_fe_info_handles(uint16_t op, cl_uint param, void *value, size_t size);
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
void vcl_enc_includes(struct vcl_enc *e, const struct vcl_includes *inc);

/* ---- callbacks -------------------------------------------------------------------------------- */
/* Register a guest callback; returns its ID for the wire (0 if fn is NULL or out of memory).
 * obj: the object the callback reports (kept alive until a one-shot callback has run). */
uint64_t vcl_cb_register(enum vcl_cb_kind kind, void *fn, void *user_data, struct vcl_obj *obj,
			 bool once);
void vcl_cb_unregister(uint64_t id);
/* The callback keeps only the handle it reports, not the object (which is about to go). */
void vcl_cb_weaken(uint64_t id);

/* ---- non-blocking reads ----------------------------------------------------------------------- */
/* chunk: the area chunk the host reads into (copied to dst when the data lands), or -1. */
void vcl_read_expect(struct _cl_event *ev, struct _cl_command_queue *q, void *dst, size_t size,
		     int64_t chunk);
/* Wait until the event's read data has landed; returns its status (CL_COMPLETE or an error). */
cl_int vcl_read_wait(struct _cl_event *ev);
void vcl_read_wait_queue(struct _cl_command_queue *q);
/* The host reports the read's command failed: no data will come. */
void vcl_read_fail(struct _cl_event *ev, cl_int status);

/* ---- global state ----------------------------------------------------------------------------- */
struct vcl_fe_state {
	pthread_mutex_t lock;       /* registry, callbacks, pending reads, mappings */
	pthread_cond_t landed;      /* a read landed */
	struct _cl_platform_id *platform;
	struct _cl_device_id **devices;
	cl_uint num_devices;
	bool connected;
	/* every call that enqueues a command (VN_OPF_ENQUEUE) counts itself in flight, then bumps
	 * the epoch, in vcl_call_init; it leaves the flight in vcl_call_fini, once sent */
	_Atomic uint64_t enq_epoch;
	atomic_int enq_inflight;
};
extern struct vcl_fe_state vcl_fe;

struct vcl_transport;
int vcl_recv_bulk(struct vcl_transport *t, void *dst, size_t n, size_t tail);

/* ---- shared-memory bulk area (vcl_fe_area.c) --------------------------------------------------- */
int vcl_area_init(void *base, uint64_t size);
bool vcl_area_present(void);
/* In the child of fork(): unmap the parent's area and forget it. */
void vcl_area_forget(void);
/* memcpy of n bytes between application memory and the area, split over VIRTCL_COPY_THREADS
 * threads when n is large (vcl_fe_copy.c); vcl_bulk_copy_forget: in a forked child. */
void vcl_bulk_copy(void *dst, const void *src, size_t n);
void vcl_bulk_copy_forget(void);
/* A chunk of at least n bytes (n >= VCL_REGION_MIN): its offset, or -1 (no area, or full). */
int64_t vcl_area_alloc(size_t n);
/* Drop one reference to the chunk holding byte off (freed at the last); vcl_area_ref adds one. */
void vcl_area_free(uint64_t off);
void vcl_area_ref(uint64_t off);
void *vcl_area_ptr(uint64_t off);
/* The offset of [p, p + n) if it lies in the area (zero-copy mappings), else -1. */
int64_t vcl_area_offset_of(const void *p, size_t n);

/* On the notify thread (inside a guest callback): waits for notify data serve the channel. */
/* Bytes of the largest piece one buffer, rectangle or image transfer is split into: 256 MiB, and
 * 4 MiB over tcp:, where a piece takes milliseconds on the wire and another thread's reply waits
 * behind it (docs/design.md "TCP and TLS"). */
size_t vcl_fe_xfer_piece(void);
/* Encode a byte item that may be large (a source, a binary, a kernel argument's value; n bytes
 * at p): inline, or, if it is at least VCL_STAGE_MIN or would take *inline_total (the call's
 * inline items so far, updated) past VCL_STAGE_INLINE_MAX, sent first in pieces of
 * vcl_fe_xfer_piece() bytes (VCL_OP_STAGE, each waited for) and named by its stage ID, so that no
 * message passes the wire's limit (docs/design.md, "Large items"). Returns CL_SUCCESS, or the
 * error of a piece (CL_OUT_OF_HOST_MEMORY where the session holds too much). */
cl_int vcl_fe_enc_large(struct vcl_enc *e, const void *p, size_t n, uint64_t *inline_total);
/* The connection to virtcld is gone (closed, reset, or the peer timed out): every call that needs
 * the host fails with CL_OUT_OF_RESOURCES, and the devices report CL_DEVICE_AVAILABLE false. */
bool vcl_fe_conn_broken(void);
bool vcl_fe_on_notify_thread(void);
int vcl_fe_notify_serve_one(void);

/* Connect once (idempotent; again in the child of a fork); 0 or negative errno. */
int vcl_fe_connect(void);
/* Set in the child of fork() until it has its own connection (vcl_fe_icd.c). */
extern atomic_bool vcl_fe_forked;
/* In the child of fork(): let go of the parent's connection (vcl_fe_conn.c), objects, callbacks
 * and caches (vcl_fe_obj.c, vcl_fe_hand.c); only the platform and its devices stay. */
void vcl_fe_conn_forget(void);
void vcl_fe_objs_forget(void);
void vcl_fe_info_cache_forget(void);
/* Give o the wire ID id (the platform and devices in a new session). */
void vcl_obj_rebind(struct vcl_obj *o, uint64_t id);

#define VCL_LOG(...) vcl_fe_log(__VA_ARGS__)
void vcl_fe_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
