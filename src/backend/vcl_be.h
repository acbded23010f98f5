/* SPDX-License-Identifier: MIT */
/*
 * virtcl back-end: sessions, per-session object tables, the handler context.
 *
 * A session is one guest (one front-end process). Its request channel is served leader/follower
 * style by a small pool of threads: the leader reads a message and executes it; a handler that may
 * block on the host (clFinish, clWaitForEvents, a blocking read, a build) first promotes another
 * thread to leader, so the guest's other threads keep being served, and pins (retains) the host
 * objects it uses so that a concurrent release cannot free them under it.
 *
 * Every guest is hostile: a message that breaks the protocol (bad length, unknown opcode, foreign or
 * wrong-type handle) ends that session only, with a logged reason. API errors go back in replies.
 */
#ifndef VCL_BE_H
#define VCL_BE_H

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "vcl_cl.h"
#include "vcl_map.h"
#include "vcl_stats.h"
#include "vcl_wire.h"
#include "gen/vn_protocol.h"

struct vcl_transport;

/* Most threads one session may have executing blocking calls at once: bounds what a guest can make
 * the daemon spawn (each is mostly untouched stack). Every application thread may sit in a blocking
 * call, so this is sized above what real programs run at once; past it, blocking calls wait in the
 * session's backlog for a thread (vcl_session.c), and the leader keeps reading. */
#define VCL_MAX_SESSION_THREADS 256
/* Most events a spinning session watches for the event status table (evtab_idle): the newest
 * ones; a further one takes the place of the one polled next. */
#define VCL_EVTAB_WATCH 64
/* Most bytes of write data one guest may have the daemon hold for writes the host has not done
 * (behind events that never complete, a guest can queue without end): past it, CL_OUT_OF_HOST_MEMORY. */
#define VCL_MAX_SESSION_PENDING ((uint64_t)1 << 30)
/* Most objects one guest may hold at once: bounds the per-session tables. */
#define VCL_MAX_SESSION_OBJECTS (1u << 22)

/* What one argument of a kernel names (vcl_be_karg_set): an object by its ID and the serial of the
 * entry the ID had then; id 0: no object. */
struct vcl_karg {
	uint64_t id, serial;
};

struct vcl_entry {
	void *host;
	uint8_t type;
	bool user_event;
	uint32_t guest_refs; /* the guest's retains minus releases */
	uint64_t bytes;      /* a memory object's size counted against the session's limit */
	bool local_args;     /* a kernel with a __local argument size set (or a clone): launches check
			      * its local memory against the device's (vcl_be_launch_check) */
	struct vcl_entry *next_release; /* in the session's release queue (release_lock) */
	uint64_t serial;     /* unique in the session: an ID the guest uses again gets a new one */
	/* a kernel: the objects its arguments name, nkargs entries (index = argument index), under
	 * the session's lock. A kernel holds no reference to them (spec 5.9.2, clSetKernelArg); a
	 * launch checks they are all still alive (vcl_be_launch_check) */
	struct vcl_karg *kargs;
	uint32_t nkargs;
	/* a queue: its twin, the out-of-order queue beside it that bracketed transfers' pieces run on
	 * (VCL_OP_XFER_BEGIN), released with the entry; NULL: none yet */
	cl_command_queue twin;
	/* a bracket's marker: the bracket's gate, a user event its queue's barrier waits for, until
	 * XFER_END opens it (or the entry goes: entry_free opens it) */
	cl_event gate;
};

/* A weak reference to a session for host callbacks, which can fire after the session ended. */
struct vcl_weak {
	pthread_mutex_t lock;
	atomic_int refs;
	struct vcl_session *s; /* NULL once the session has ended */
};

struct vcl_daemon;

/* A shared-memory bulk region mapped by the daemon (vcl_region.c). */
struct vcl_region {
	uint8_t *base;
	uint64_t size;     /* power of two, VCL_REGION_MIN..VCL_REGION_MAX */
	uint64_t file_off; /* where the mapping starts in its file: a VM's region slot; 0 otherwise */
	atomic_int refs;   /* the owner, plus each host command that may still touch the memory */
	atomic_bool in_use;/* a VM's region: one session at a time */
	cl_context reg_ctx;/* vcl_region_register: a private context and a CL_MEM_USE_HOST_PTR */
	cl_mem reg_buf;    /* buffer over the whole region, kept until the region is unmapped */
};

/* Map a guest's memfd of the announced size; closes fd on every path. 0 or -errno (*why says). */
int vcl_region_from_memfd(int fd, uint64_t size, struct vcl_region **out, const char **why);
/* Map a VM's ivshmem backing file (given on the daemon's command line). 0 or -errno. */
int vcl_region_from_file(const char *path, struct vcl_region **out);
/* The same from a descriptor open for reading and writing (the daemon opens the file and hands it
 * to the session process, which may not open it itself); closes fd on every path. */
int vcl_region_from_fd(int fd, struct vcl_region **out);
/*
 * The slot [off, off + size) of a VM's ivshmem backing file (vcl_slots.h): size a power of two of
 * at least VCL_REGION_MIN, off a multiple of it, inside the file, whose own size must be a valid
 * region size. Only the slot is mapped: the session never sees the other sessions' slots. Closes
 * fd on every path. 0 or -errno (-EINVAL for a slot that is not so).
 */
int vcl_region_from_fd_range(int fd, uint64_t off, uint64_t size, struct vcl_region **out);
struct vcl_region *vcl_region_get(struct vcl_region *r);
void vcl_region_put(struct vcl_region *r);
/*
 * Register the region with the session's devices: a CL_MEM_USE_HOST_PTR buffer over all of it, in
 * a context of the session's own that no guest sees, kept until the region is unmapped. A driver
 * that pins such memory (NVIDIA's does: measured with bench/programs/xfer_probe.c, 55 GB/s instead
 * of 8-14 GB/s for pageable memory on an H200) then transfers between the region and any buffer of
 * any context by DMA, without a staging copy. Drivers that do not are unaffected (PoCL uses the
 * memory as it is). A failure is logged and changes nothing else. Session process only.
 */
void vcl_region_register(struct vcl_region *r, struct vcl_daemon *d, unsigned session);

/* Places for staging mappings whose bytes go by reference (vcl_session_ref_alloc): two, and one
 * for each lane. */
#define VCL_REF_KEEP (2 + VCL_MAX_LANES)
struct vcl_session {
	unsigned id;
	struct vcl_daemon *d;
	struct vcl_transport *req, *ntf;
	uint64_t token[2];
	pthread_mutex_t lock;   /* object table */
	struct vcl_map ids;     /* ID -> struct vcl_entry * */
	struct vcl_map rev;     /* host pointer -> ID */
	uint64_t next_server_id;
	pthread_mutex_t reply_lock, ntf_lock;
	pthread_cond_t ntf_cond; /* the notify channel attached; items queued */
	struct ntf_item *ntf_queue; /* ntf_lock */
	size_t ntf_queued;
	bool ntf_stop, ntf_thread_started;
	pthread_t ntf_thread;
	atomic_bool broken;
	struct vcl_weak *weak;
	/* leader/follower pool */
	pthread_mutex_t pool_lock;
	pthread_cond_t pool_cond;
	pthread_cond_t standby_cond; /* the blocked leader came back (leader_blocked cleared) */
	int nthreads, idle;
	bool need_leader, ending;
	bool standby;        /* need_leader asks a follower to stand by, not yet to lead */
	bool leader_blocked; /* the leader is in a blocking call and still leads */
	uint64_t lead_gen;   /* bumped each time a follower takes the lead from a blocked leader */
	struct vcl_backlog *backlog; /* blocking calls waiting for a thread (pool_lock) */
	/* lanes (vcl_wire.h VCL_ROLE_LANE): each read by a thread of its own, counted in nthreads */
	struct vcl_transport *lanes[VCL_MAX_LANES]; /* pool_lock */
	pthread_mutex_t lane_lock[VCL_MAX_LANES];   /* a lane's replies */
	unsigned nlanes;                            /* pool_lock */
	uint64_t read_seq;            /* messages read from req (the leader's) */
	_Atomic uint64_t passed_seq;  /* every message up to this one was enqueued (or is waited for) */
	atomic_uint fence_waiters;    /* lane threads waiting for passed_seq */
	/* messages of req whose thread handed the reading on before they were enqueued, although the
	 * guest does not wait for them (fence_hold): no fence past them is passed meanwhile */
	uint64_t held[VCL_MAX_SESSION_THREADS]; /* pool_lock */
	unsigned nheld;                         /* pool_lock */
	_Atomic uint64_t held_min;              /* the smallest of them; 0: none */
	pthread_cond_t fence_cond;    /* passed_seq moved (pool_lock) */
	atomic_uint nbuilds;         /* nonzero once a build directory was made */
	struct vcl_stage {           /* large items arriving in pieces (VCL_OP_STAGE), under lock */
		uint64_t id, len, got;
		char *buf;
	} stages[VCL_MAX_STAGES];
	uint64_t staged_bytes;
	_Atomic uint64_t pending_bytes; /* write data held for host writes not yet done */
	uint64_t next_serial;   /* vcl_entry.serial (lock) */
	uint64_t mem_bytes;     /* buffers, images and SVM the guest holds (lock), d->max_memory at most */
	struct vcl_svm *svm;    /* the guest's SVM allocations (lock; vcl_be_svm.c) */
	size_t nsvm, cap_svm;
	pthread_mutex_t pending_lock;
	struct write_rec *pending_writes;
	struct read_rec *pending_reads; /* non-blocking reads whose READ_DONE is not sent */
	struct gate_rec *pending_gates; /* transfer brackets' gates to open (XFER_END) */
	/* Messages that may enqueue a command, counted as they begin (exec_msg; vcl_be_ctx.gen), as
	 * they end, and those executing now (on the leader, a thread it handed on from, the backlog,
	 * the lanes): a command is known to be the newest only if no other such message ran beside
	 * its own between its enqueue and its record (newest_set_locked) */
	_Atomic uint64_t enq_gen, enq_ends;
	_Atomic unsigned enq_active;
	/* The session's newest command whose host event it holds anyway - a pending write's or a
	 * non-blocking read's record - so that a clFinish right after it polls that event instead
	 * of enqueuing a marker (vcl_be_newest_settled; pending_lock) */
	struct {
		cl_command_queue q; /* NULL: none known */
		uint64_t gen;       /* enq_gen as its message began: newest while enq_gen is this */
		const void *owner;  /* its record while pending; NULL once done */
		cl_event ev;        /* the record's event: valid while owner is */
		bool complete;      /* done, with CL_COMPLETE */
	} newest;
	/* host objects the guest forgot, released in order off the reader (release_main) */
	pthread_mutex_t release_lock;
	pthread_cond_t release_cond, release_done; /* work queued; the queue emptied */
	struct vcl_entry *release_head, **release_tail;
	bool release_stop, release_started, release_asleep, release_busy;
	unsigned release_queued; /* entries in the queue (release_lock) */
	pthread_t release_thread;
	uint64_t reaped_ns;     /* when vcl_session_reap_writes last looked (pending_lock) */
	_Atomic uint64_t reap_until; /* until then it looks before every call: a user event was set */
	/* a program that may call printf was built (vcl_session_may_print): the driver's output is
	 * looked for before every reply (else the output thread sends it as it comes) */
	atomic_bool may_print;
	/* the bulk region: set once (WELCOME for a VM, VCL_OP_ATTACH_SHM for shm:) by the leader
	 * before it reads the next message; NULL: none */
	struct vcl_region *_Atomic region;
	bool region_is_listener; /* a VM's region, shared with later sessions on that socket */
	uint64_t ring;           /* shm: request/reply rings of this size at the region's start */
	/* shm: the event status table after the rings (vcl_wire.h VCL_EVTAB_*), set with the region;
	 * NULL: none. evmask: its slots - 1 */
	_Atomic uint64_t *_Atomic evtab;
	uint64_t evmask;
	/* events of the table whose final status the request reader writes while it polls for the
	 * next message (a session that spins: vcl_session.c evtab_idle); each host event retained */
	struct {
		pthread_mutex_t lock;
		cl_event ev[VCL_EVTAB_WATCH];
		uint64_t id[VCL_EVTAB_WATCH];
		atomic_uint n;
		unsigned next;
	} watch;
	atomic_ullong region_bytes; /* bulk bytes that went through the region (log, tests) */
	atomic_uint fallbacks_logged; /* bit per enum vcl_fallback: logged once */
	/* host objects no ID names (the kernels a command buffer recorded): they count against
	 * --max-objects like the named ones (vcl_session_hidden_take) */
	atomic_ulong hidden_objects;
	/* vcl_session_big_alloc: large transfer buffers kept for the next transfer */
	pthread_mutex_t big_lock;
	/* large buffers kept for the next transfer (vcl_session_big_alloc): two, and one for each
	 * lane, whose pieces are in flight at once */
	void *big[2 + VCL_MAX_LANES];
	/* the kept buffers' registrations with the device (big_lock): a CL_MEM_USE_HOST_PTR buffer
	 * over each, in a context of their own, as the shared region's (vcl_region_register), so
	 * that a driver that pins such memory moves a transfer's bytes to and from it by DMA. Only
	 * in sessions without a shared region (whose large transfers come through the socket); a
	 * registered buffer stays registered while in use, until it is freed. */
	struct vcl_big_pin {
		void *p;
		cl_mem reg;
	} big_pin[2 * (2 + VCL_MAX_LANES) + VCL_REF_KEEP];
	/* vcl_session_ref_alloc's mappings (big_lock): in use (t NULL, used) or kept, with the
	 * transport their bytes last went out on (t: reused once it says they were read) */
	struct vcl_ref_map {
		void *p;
		size_t len;
		struct vcl_transport *t;
		bool used;
	} ref_map[VCL_REF_KEEP];
	cl_context big_ctx;
	bool big_ctx_failed;
	/* vcl_be_log_once: hashes of the messages logged (a guest that repeats what makes one must
	 * not fill the host's log); past 16 distinct ones, nothing more */
	pthread_mutex_t log_once_lock;
	uint64_t log_once[16];
	unsigned nlog_once;
	struct vcl_session *next; /* daemon's list */
};

struct vcl_pin {
	uint8_t type;
	void *host;
};

/* Everything a handler needs for one message. */
struct vcl_be_ctx {
	struct vcl_session *s;
	uint16_t op;
	uint64_t tag;
	struct vcl_dec dec;
	struct vcl_enc rep;
	void *msg;           /* the message payload; a handler may keep it (set to NULL) */
	bool broken;
	bool replied;        /* the handler sent its own reply */
	bool noreply;        /* VCL_MSG_F_NOREPLY: the guest does not wait; failures go to notify */
	bool parts;          /* VCL_MSG_F_PARTS: a blocking read's bytes may go in reply parts */
	/* VCL_MSG_F_TWIN (or an XFER_BEGIN): the first queue this message names is looked up as its
	 * twin (made there for XFER_BEGIN); twin: that twin, NULL if there is none */
	bool want_twin;
	cl_command_queue twin;
	/* a queue flushed once the message is done, after its reply (a blocking write's: spec 5.15's
	 * implicit flush, off the reply's path); retained until then */
	cl_command_queue flush_after;
	bool chained;        /* VCL_MSG_F_CHAIN: a split write's later piece (write_common) */
	bool promoted;       /* a follower stands by to lead (or leads) while this call blocks */
	uint64_t seq;        /* its number among the messages of req (vcl_wire.h, lanes); 0: a lane's */
	struct vcl_transport *reply_t; /* a lane's message: its reply goes there (reply_lock) */
	pthread_mutex_t *reply_lock;
	uint64_t lead_gen;  /* promoted: the session's lead_gen when this call blocked */
	bool pinning;
	uint64_t gen;        /* a message that may enqueue: s->enq_gen as it began (0: not one) */
	uint64_t ends0;      /* with gen: s->enq_ends as it began */
	cl_int limit_err;    /* a limit refused the object this call made: the call's result */
	uint64_t kernel_id;  /* the last kernel this message named, and whether it has __local args */
	bool kernel_local;
	struct vcl_pin *pins;
	size_t npins, cap_pins;
	void *scratch[8];
	int nscratch;
	uint64_t info_small[32]; /* a small info value (generated info handlers): no allocation */
	void *staged[VCL_MAX_STAGES]; /* staged items this call took: freed after it */
	unsigned nstaged;
};

/* ---- used by generated decoders --------------------------------------------------------------- */
void *vcl_be_dec_obj(struct vcl_be_ctx *x, uint8_t type, bool nullable);
/* A handle that may be of several types (types: a mask of 1 << VN_T_*; never NULL): the host's
 * object and its VN_T_* in *type, or NULL and a protocol violation naming what. */
void *vcl_be_dec_obj_of(struct vcl_be_ctx *x, uint32_t types, const char *what, uint8_t *type);
void *vcl_be_dec_objs(struct vcl_be_ctx *x, uint8_t type, uint64_t count);
void *vcl_be_dec_props(struct vcl_be_ctx *x, size_t elem);
/* The ID the guest gives the object a call makes: nonzero, outside the back-end's range
 * (VCL_ID_SERVER_BIT), unused, and within VCL_MAX_SESSION_OBJECTS, else a protocol violation and 0.
 * optional: 0 is allowed and means "none" (the event of an enqueue the guest did not ask for); an
 * object the call always makes must be named (0 would leave it on the host untracked). */
uint64_t vcl_be_dec_newid(struct vcl_be_ctx *x, bool optional);
void vcl_be_bind(struct vcl_be_ctx *x, uint64_t id, uint8_t type, void *host);
/* A bracket's gate (VCL_OP_XFER_BEGIN): kept with the marker's entry, id, until
 * vcl_be_take_gate takes it or the entry goes (then it is set CL_COMPLETE and released). */
void vcl_be_keep_gate(struct vcl_be_ctx *x, uint64_t id, cl_event gate);
/* The gate of marker id, taken from its entry (the caller opens and releases it), or NULL: id names
 * no marker of the session with its gate still closed. */
cl_event vcl_be_take_gate(struct vcl_be_ctx *x, uint64_t id);
/* count * elem bytes freed when the message is done; NULL (and session broken) past VCL_MAX_INFO. */
void *vcl_be_scratch(struct vcl_be_ctx *x, uint64_t count, size_t elem);
/* A byte item that may be large (sources, binaries, kernel argument values): inline, or staged
 * before (VCL_PRESENT_STAGED: taken from the session's complete staged items, freed after the
 * call). Like vcl_dec_buf; NULL and x->broken after a violation (an unknown or incomplete stage). */
const void *vcl_be_dec_large(struct vcl_be_ctx *x, uint64_t *len);
int vcl_be_info_reply(struct vcl_be_ctx *x, uint16_t op, cl_uint param, cl_int ret, void *val,
		      size_t need, size_t guest_size, bool want_value, bool want_size);
/* Whether the host may be asked for this value (false: CL_INVALID_VALUE). A reference count is
 * asked after the releases the session still has queued (vcl_session_release_flush). */
bool vcl_be_info_allowed(struct vcl_be_ctx *x, uint16_t op, cl_uint param);
/* Whether the guest's value of info query op's param is the host's, size for size (spec 4.1's
 * size rule then is the host's): false for values the session rewrites to another length
 * (extension lists, a program's build options). The generated info handlers then ask the host
 * once, into the guest's size, where it is small. */
bool vcl_be_info_exact(uint16_t op, cl_uint param);
/* Wait until the events the guest forgot have been released on the host (release_main). */
void vcl_session_release_flush(struct vcl_session *s);
/* Let go of a host event the session holds for itself (a settling marker, a transfer's record)
 * off the calling thread: the driver's last release of an event takes microseconds (release_main). */
void vcl_session_release_event(struct vcl_session *s, cl_event ev);
void vcl_be_async_result(struct vcl_be_ctx *x, cl_int ret);
/* A call the guest did not wait for failed, but the guest already holds the event it asked for:
 * bind the ID to an event that carries the error (spec: a command that failed ends with a negative
 * execution status), so the guest can wait for it and see why. */
void vcl_be_bind_failed_event(struct vcl_be_ctx *x, uint64_t id, cl_command_queue q, cl_int err);
/* Kernel launches (api/opencl.api flag "launch"): whether the watchdog wants every launch's event,
 * and a launch the host accepted, with its event (vcl_watchdog.c, --max-kernel-time). */
bool vcl_be_watching(struct vcl_be_ctx *x);
/* Before a launch of kernel k on queue q (or its recording in a command buffer):
 * CL_INVALID_KERNEL_ARGS where an argument names an object the guest has released
 * (vcl_be_karg_check); CL_OUT_OF_RESOURCES where the kernel's local memory
 * (CL_KERNEL_LOCAL_MEM_SIZE, which includes its __local arguments' sizes, spec 5.9.4) exceeds the
 * device's CL_DEVICE_LOCAL_MEM_SIZE (spec 5.10, clEnqueueNDRangeKernel: "insufficient resources
 * such as ... local memory"), else CL_SUCCESS. A driver need not check it itself: PoCL 3.1 aborts
 * (found by tests/fuzz). Costs a host query only for kernels with __local arguments. */
cl_int vcl_be_launch_check(struct vcl_be_ctx *x, cl_command_queue q, cl_kernel k);
/* Most strings or binaries in one program, and kernels in one clCreateKernelsInProgram: bounds the
 * pointer arrays a guest can make us build. */
#define VCL_MAX_PROGRAM_PARTS 65536u
/* The record of one guest callback (vcl_be_callback.c): which guest function, of which kind, and
 * the session to send it to (weakly: the host may call after the session ended). */
struct cb_rec {
	struct vcl_weak *w;
	uint64_t cb;
	enum vcl_cb_kind kind;
	atomic_int refs;    /* the host's (until its last call) and, during a call, the handler's */
	atomic_bool fired;  /* a once-only callback ran */
};
/* A record for guest callback cb of session x->s (one reference, the host's), or NULL when cb is 0
 * or memory is short; vcl_be_cb_put drops a reference, freeing it with the last. */
struct cb_rec *vcl_be_cb_new(struct vcl_be_ctx *x, uint64_t cb, enum vcl_cb_kind kind);
void vcl_be_cb_put(struct cb_rec *r);
/* Host callbacks with a cb_rec as user data: clSetContextDestructorCallback's that frees a record
 * never called again, clCreateContext's pfn_notify, and clBuildProgram's (and compile's, link's)
 * pfn_notify. */
void CL_CALLBACK vcl_be_cb_free(cl_context ctx, void *ud);
void CL_CALLBACK vcl_be_tramp_context_notify(const char *errinfo, const void *priv, size_t cb,
					     void *ud);
void CL_CALLBACK vcl_be_tramp_program(cl_program p, void *ud);
/* clSetKernelArg set a __local argument of the kernel this message named. */
void vcl_be_kernel_local(struct vcl_be_ctx *x);
/* Argument idx of the kernel this message named (x->kernel_id) is set now: to the object whose
 * host handle is obj (a memory object, sampler or device queue of the session), or to a value that
 * names none (obj NULL: bytes, a __local size, an SVM pointer). 0, or -ENOMEM (the session is
 * broken: a launch could no longer be checked). */
int vcl_be_karg_set(struct vcl_be_ctx *x, cl_uint idx, void *obj);
/* Whether every object the arguments of the kernel this message named name is still one the guest
 * holds: CL_SUCCESS, else CL_INVALID_KERNEL_ARGS (spec 5.10: the argument has no valid value any
 * more; the host's handle in it is a released object's, which the host must never see used). */
cl_int vcl_be_karg_check(struct vcl_be_ctx *x);
void vcl_be_launched(struct vcl_be_ctx *x, cl_command_queue q, cl_event ev);
/* The same for a command (a command buffer's replay) whose event need not say when it runs: it
 * runs once start (a marker enqueued just before it, on its wait list) is complete. */
void vcl_be_launched_after(struct vcl_be_ctx *x, cl_command_queue q, cl_event ev, cl_event start);
/* cl_khr_command_buffer (vcl_be_cmdbuf.c). At start-up: the host's entry points, if device dev
 * of platform p has the extension. Whether it has (the extension is advertised only then); the
 * queue of a command buffer (a session's handle, which names virtcl's structure); a recording
 * call's failure, which clFinalizeCommandBufferKHR reports (no reply carried it). The vcl_host_*
 * functions have the guest's signatures (version 0.9.0) and call the host's version. */
void vcl_be_cmdbuf_init(cl_platform_id p, cl_device_id dev);
bool vcl_be_cmdbuf_supported(void);

/* ---- the graphics half (vcl_be_gl.c) ----------------------------------------------------------
 * The context the GL message being executed names (api/gles.api kind glctx: the ID of the guest
 * thread's current context, decoded by the generated decoders): the one vcl_gl_enter makes
 * current. An ID of no live context of the session (0, one destroyed meanwhile, or before the host
 * display is up) leaves the message without one: its GL call does nothing. */
void vcl_gl_ctx(uint64_t id);

/* ---- OpenCL/GL sharing (vcl_be_glshare.c; cl_khr_gl_sharing with EGL) ----------------------------
 * Whether the session offers cl_khr_gl_sharing: it can make a GL context (the host EGL display). */
bool vcl_glshare_offered(void);
/* A context property list from the guest (vcl_be_dec_props): its GL properties checked (spec
 * section "cl_khr_gl_sharing" clCreateContext errors: CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR for a
 * display or context that names no live GL context of this guest, CL_INVALID_OPERATION for
 * GLX/WGL/CGL or two bindings) and taken out of the list (the host driver never sees them);
 * *gl: the guest GL context's ID, 0 for none. */
cl_int vcl_glshare_context_props(cl_context_properties *props, uint64_t *gl);
/* A context made with CL_GL_CONTEXT_KHR gl: recorded until its destruction. */
void vcl_glshare_context_made(cl_context ctx, uint64_t gl);
/* The host side of the sharing calls (api/opencl.api host=): the OpenCL calls' signatures and
 * errors (cl_khr_gl_sharing), on the session's GL objects. */
cl_mem vcl_glshare_CreateFromGLBuffer(cl_context ctx, cl_mem_flags flags, cl_GLuint name, cl_int *err);
cl_mem vcl_glshare_CreateFromGLTexture(cl_context ctx, cl_mem_flags flags, cl_GLenum target,
				       cl_GLint level, cl_GLuint name, cl_int *err);
cl_mem vcl_glshare_CreateFromGLRenderbuffer(cl_context ctx, cl_mem_flags flags, cl_GLuint name,
					    cl_int *err);
cl_int vcl_glshare_GetGLObjectInfo(cl_mem m, cl_gl_object_type *type, cl_GLuint *name);
cl_int vcl_glshare_GetGLTextureInfo(cl_mem m, cl_gl_texture_info param, size_t size, void *value,
				    size_t *size_ret);
cl_int vcl_glshare_EnqueueAcquireGLObjects(cl_command_queue q, cl_uint n, const cl_mem *mems,
					   cl_uint nw, const cl_event *wl, cl_event *ev);
cl_int vcl_glshare_EnqueueReleaseGLObjects(cl_command_queue q, cl_uint n, const cl_mem *mems,
					   cl_uint nw, const cl_event *wl, cl_event *ev);
cl_command_queue vcl_be_cmdbuf_queue(cl_command_buffer_khr cb);
void vcl_be_cmdbuf_failed(cl_command_buffer_khr cb, cl_int err);
/* clEnqueueWaitForEvents (spec 1.1 5.10; deprecated by 1.2) as the call that replaced it: a
 * barrier on the queue with the events as its wait list and no event of its own. */
cl_int vcl_host_clEnqueueWaitForEvents(cl_command_queue q, cl_uint n, const cl_event *events);
cl_int vcl_host_clRetainCommandBufferKHR(cl_command_buffer_khr c);
cl_int vcl_host_clReleaseCommandBufferKHR(cl_command_buffer_khr c);
cl_int vcl_host_clFinalizeCommandBufferKHR(cl_command_buffer_khr c);
cl_int vcl_host_clGetCommandBufferInfoKHR(cl_command_buffer_khr c, cl_command_buffer_info_khr param,
					  size_t size, void *value, size_t *size_ret);
cl_int vcl_host_clCommandBarrierWithWaitListKHR(cl_command_buffer_khr c, cl_command_queue q,
						cl_uint n, const cl_sync_point_khr *wl,
						cl_sync_point_khr *sp, cl_mutable_command_khr *m);
cl_int vcl_host_clCommandCopyBufferKHR(cl_command_buffer_khr c, cl_command_queue q, cl_mem src,
				       cl_mem dst, size_t so, size_t dof, size_t size, cl_uint n,
				       const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
				       cl_mutable_command_khr *m);
cl_int vcl_host_clCommandCopyBufferRectKHR(cl_command_buffer_khr c, cl_command_queue q, cl_mem src,
					   cl_mem dst, const size_t *so, const size_t *dof,
					   const size_t *region, size_t srp, size_t ssp, size_t drp,
					   size_t dsp, cl_uint n, const cl_sync_point_khr *wl,
					   cl_sync_point_khr *sp, cl_mutable_command_khr *m);
cl_int vcl_host_clCommandCopyBufferToImageKHR(cl_command_buffer_khr c, cl_command_queue q,
					      cl_mem src, cl_mem dst, size_t so,
					      const size_t *dof, const size_t *region, cl_uint n,
					      const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
					      cl_mutable_command_khr *m);
cl_int vcl_host_clCommandCopyImageKHR(cl_command_buffer_khr c, cl_command_queue q, cl_mem src,
				      cl_mem dst, const size_t *so, const size_t *dof,
				      const size_t *region, cl_uint n, const cl_sync_point_khr *wl,
				      cl_sync_point_khr *sp, cl_mutable_command_khr *m);
cl_int vcl_host_clCommandCopyImageToBufferKHR(cl_command_buffer_khr c, cl_command_queue q,
					      cl_mem src, cl_mem dst, const size_t *so,
					      const size_t *region, size_t dof, cl_uint n,
					      const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
					      cl_mutable_command_khr *m);
cl_int vcl_host_clCommandFillBufferKHR(cl_command_buffer_khr c, cl_command_queue q, cl_mem buf,
				       const void *pattern, size_t psize, size_t off, size_t size,
				       cl_uint n, const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
				       cl_mutable_command_khr *m);
cl_int vcl_host_clCommandFillImageKHR(cl_command_buffer_khr c, cl_command_queue q, cl_mem img,
				      const void *color, const size_t *origin, const size_t *region,
				      cl_uint n, const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
				      cl_mutable_command_khr *m);
cl_int vcl_host_clCommandNDRangeKernelKHR(cl_command_buffer_khr c, cl_command_queue q,
					  const cl_ndrange_kernel_command_properties_khr *props,
					  cl_kernel k, cl_uint dim, const size_t *off,
					  const size_t *gws, const size_t *lws, cl_uint n,
					  const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
					  cl_mutable_command_khr *m);
/* In a session process: follow kernel launches and end the session when one runs longer than
 * max_kernel_s seconds (0: never). 0 or -1. */
int vcl_watchdog_start(struct vcl_daemon *d, unsigned max_kernel_s);
/* Protocol violation: log why, end the session. Returns -EPROTO. */
int vcl_be_violation(struct vcl_be_ctx *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A host call that may block follows: hand the reading over and pin what was looked up. */
void vcl_be_may_block(struct vcl_be_ctx *x);
/*
 * As vcl_be_may_block for a wait that needs this thread's GL context current through it (GL ES 3.0
 * §4.1.2 glClientWaitSync: a GL command of the waiting context): the context stays current here,
 * the next leader makes the contexts of other guest threads current on its own thread (each guest
 * thread has its own context, EGL 1.5 §3.7.3: no other may be current elsewhere). After the wait the
 * caller must call vcl_be_lead_back before anything else of the session's GL state.
 */
void vcl_be_may_block_gl(struct vcl_be_ctx *x);
/*
 * After a vcl_be_may_block_gl wait: true if this thread still leads (the follower standing by did
 * not take the lead, and from now on will not) and keeps its GL context; false if another thread
 * leads: the GL context is released (vcl_gl_release_thread) so that the leader can make it current
 * for the guest thread's next call, before the reply can reach the guest.
 */
bool vcl_be_lead_back(struct vcl_be_ctx *x);
/* What vcl_be_settled found. */
enum vcl_settle {
	VCL_SETTLE_RUNS = 0, /* still running (or not polled): hand the lead on, then wait */
	VCL_SETTLE_DONE,     /* each completed or failed: the wait returns at once */
	VCL_SETTLE_COMPLETE, /* a queue's commands all completed with CL_COMPLETE: no wait needed */
};
/*
 * A wait for commands (api/opencl.api `settles`: clFinish with q, clWaitForEvents with n events):
 * poll their completion for up to the session's spin time (--spin-us; 0: not at all) before the
 * lead is handed on. Not VCL_SETTLE_RUNS: they completed, the wait returns at once and needs no
 * vcl_be_may_block (a thread wake-up costs ~10 us on a virtual machine, more than most such
 * waits). For a queue: the event of its newest command where the session holds it
 * (vcl_be_newest_settled), else a marker enqueued and flushed, is polled; VCL_SETTLE_COMPLETE
 * when it completed with CL_COMPLETE - every command enqueued before it has then completed
 * (spec 5.11: an in-order queue runs its commands one after another; a marker waits for all
 * earlier commands), so clFinish (spec 5.15) has nothing left to wait for and is not called.
 */
enum vcl_settle vcl_be_settled(struct vcl_be_ctx *x, cl_command_queue q, cl_uint n,
			       const cl_event *events);
/*
 * clFinish's shortcut: where q is an in-order queue and the newest command enqueued in the
 * session (no message that may enqueue began since) is a pending write or non-blocking read on
 * q whose event the session holds, poll that event until the monotonic time until (ns).
 * 1: it completed with CL_COMPLETE, so did every earlier command of q; 0: still running at
 * until; -1: not known this way (another newest command, an out-of-order queue, a failure).
 */
int vcl_be_newest_settled(struct vcl_be_ctx *x, cl_command_queue q, uint64_t until);
/* Poll n host events for up to ns nanoseconds: true once each is CL_COMPLETE or failed (a
 * negative status), false at the deadline or if a status cannot be asked. *last (may be NULL):
 * the status of the event asked last (with n 1, the event's). */
bool vcl_be_events_done_within(cl_uint n, const cl_event *events, uint64_t ns, cl_int *last);
/* A handler that sends its own reply calls this first (drops the pins). */
void vcl_be_before_reply(struct vcl_be_ctx *x);

/* ---- shared virtual memory (vcl_be_svm.c) ---- */
/* Whether [p, p + len) (len 0: the byte at p) lies inside one live coarse-grained SVM allocation
 * of session s: the one check every SVM pointer from the wire passes before the host uses it. */
bool vcl_be_svm_inside(struct vcl_session *s, uint64_t p, uint64_t len);
/* The session ends: free its SVM allocations on the host (after its memory objects, before its
 * contexts are released). */
/* A host buffer m was made over the session's SVM memory [p, p + len) (clCreateBuffer with
 * CL_MEM_USE_HOST_PTR): the allocation is kept on the host until m is destroyed, even if the guest
 * frees it first (spec 5.6.1 leaves that undefined; the host must not touch freed memory). False if
 * [p, p + len) is no live allocation or no destructor callback could be set: the caller then
 * releases m. */
bool vcl_be_svm_buffer(struct vcl_session *s, cl_mem m, uint64_t p, uint64_t len);
void vcl_be_svm_end(struct vcl_session *s);

/* ---- sessions --------------------------------------------------------------------------------- */
/* The host's ID for a host object, making a back-end ID if the guest never named it; 0 for NULL. */
uint64_t vcl_session_id_of(struct vcl_session *s, uint8_t type, void *host);
int vcl_session_send_ntf(struct vcl_session *s, struct vcl_enc *e);
/* Send what the host driver wrote on its standard output (kernel printf, OpenCL 3.0 C spec 6.15.14)
 * and standard error so far to the guest, on the request channel: VCL_OP_PRINTF, VCL_OP_STDERR.
 * One poll(2) when there is none. */
void vcl_session_send_printf(struct vcl_session *s);
/* Before a reply: vcl_session_send_printf where the guest may be waiting for output, i.e. once a
 * program that may print was built (vcl_session_may_print); otherwise the session's output thread
 * sends what the driver writes as it writes it (its standard error: warnings, a sanitizer's
 * report, which no call waits for). A system call per reply cost a synchronous call ~1 us on the
 * H200 machine. */
void vcl_session_output_before_reply(struct vcl_session *s);
/* A build round whose compiler messages may be dropped (built again: vcl_session_drop_stderr)
 * begins (hold) or ends: meanwhile the output thread leaves the pipes alone, and replies the
 * driver's standard error (they still send printf output). */
void vcl_session_output_hold(struct vcl_session *s, bool hold);
struct vn_file;
/* Program p (built, compiled or linked with the guest's options, its include files and, for a
 * link, its inputs) may call printf: its source, options or files name printf, or it has no
 * source (a binary or IL, which nothing here reads). From then on every reply of the session
 * looks for kernel output first, so that a kernel's output comes before the call that saw it
 * complete returns. A hint, not a check: a program that spells printf through macro pasting
 * still prints, its output only comes as the output thread sends it, maybe after the reply. */
void vcl_session_may_print(struct vcl_session *s, cl_program p, const char *options,
			   const struct vn_file *files, uint64_t nfiles);
/* Send the reply of call x, already encoded (iov[0..n), vcl_enc_finish), on the channel x came on
 * (the request channel or a lane), after the kernels' printf output that came before it
 * (vcl_session_output_before_reply, on the request channel); the transport's result. */
int vcl_be_send_reply(struct vcl_be_ctx *x, const struct iovec *iov, int n);
/* The transport call x's reply goes on: its lane's, else the request channel's. */
static inline struct vcl_transport *vcl_be_reply_transport(const struct vcl_be_ctx *x)
{
	return x->reply_t ? x->reply_t : x->s->req;
}
/* As vcl_be_send_reply, but large parts of iov may go by reference (vcl_transport_sendv_ref):
 * their memory must be staging memory of vcl_session_ref_alloc, given back with
 * vcl_session_ref_free and this call's transport (*t), never written by anyone meanwhile. */
int vcl_be_send_reply_ref(struct vcl_be_ctx *x, const struct iovec *iov, int n,
			  struct vcl_transport **t);
/* CLOCK_MONOTONIC in nanoseconds. */
static inline uint64_t vcl_mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* Let go of pending writes and reads the host failed without a callback, and of the small writes
 * that have none (VCL_WRITE_CALLBACK_MIN) once done; at most every
 * VCL_REAP_NS unless force (a writer waiting for room; a blocking call that returned), or before
 * every call for VCL_REAP_NS after the guest set a user event (exec_msg sets reap_until). With
 * complete, also finish those whose command completed (their BULK_DONE and READ_DONE go now, not
 * when the driver's completion callback runs: the NVIDIA driver's lag by milliseconds). */
#define VCL_REAP_NS (50 * 1000 * 1000ull)
/* How long a leader may stay in a blocking call before the follower standing by takes the lead
 * (vcl_be_may_block): longer than most "blocking" calls last, short beside a guest's patience. */
#define VCL_HANDOFF_NS (50 * 1000)
void vcl_session_reap_writes(struct vcl_session *s, bool force, bool complete);
/* Session end (its weak reference cleared): pending writes without a completion callback get one,
 * which lets go of their data once the host command no longer reads it. */
void vcl_session_writes_end(struct vcl_session *s);
/* Open every transfer bracket's gate still closed (the session ends). */
void vcl_session_gates_end(struct vcl_session *s);
/* Queue a notify message for the session's sender thread; never blocks on the guest. owned (may be
 * NULL) is memory the message refers to, freed once sent or dropped. */
int vcl_session_queue_ntf(struct vcl_session *s, struct vcl_enc *e, void *owned);
int vcl_weak_send(struct vcl_weak *w, struct vcl_enc *e, void *owned);
void vcl_weak_put(struct vcl_weak *w);
struct vcl_weak *vcl_weak_get(struct vcl_session *s);
/* Serve a new session on a request channel that sent HELLO; returns when the session ends.
 * region: the listener's VM region or NULL; the session uses it if no other session does. */
void vcl_session_serve(struct vcl_daemon *d, struct vcl_transport *t, struct vcl_region *region);

/* ---- daemon ----------------------------------------------------------------------------------- */
struct vcl_daemon {
	cl_platform_id platform;
	cl_device_id *devices;
	cl_uint ndev;
	uint64_t spin_ns; /* --spin-us */
	uint64_t preset_token[2]; /* session process: the token the daemon chose */
	bool exit_on_end;         /* session process: exit when the session has ended */
	int printf_fd;            /* session process: read end of the driver's stdout, or -1 */
	int stderr_fd;            /* session process: read end of the driver's stderr, or -1 */
	unsigned end_timeout_s;   /* session process: seconds from the guest's end to a forced exit */
	uint64_t max_memory;      /* bytes of buffers and images one session may hold */
	uint64_t max_objects;     /* objects one session may hold */
	pthread_mutex_t lock;
	struct vcl_session *sessions;
	unsigned next_session;
};
int vcl_daemon_attach_notify(struct vcl_daemon *d, const uint64_t token[2], struct vcl_transport *t);
/* Make t (a lane, vcl_wire.h VCL_ROLE_LANE, that the daemon routed by its token) a lane of this
 * process's session: it answers the HELLO (a bare WELCOME header) and a thread of its own reads
 * it. 0, or -ENOENT (no session yet, or it ends), -ENOSPC (VCL_MAX_LANES already), -EAGAIN (no
 * thread); t is the caller's to destroy on failure. Session process only. */
int vcl_daemon_attach_lane(struct vcl_daemon *d, struct vcl_transport *t);
/* End every session of this process (the daemon is stopping): their guests' next calls fail; a
 * session process that has not ended d->end_timeout_s seconds later is killed (SIGALRM). */
void vcl_daemon_end_sessions(struct vcl_daemon *d, const char *why);

void vcl_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Where vcl_log writes: standard error, or in a session process the daemon's log (its standard
 * error is then the driver's, for the guest). */
extern int vcl_log_fd;
/* Log "session N: what" the first time this session reports that text (compared by a 64-bit
 * hash); repeats are dropped, and after 16 distinct messages one line says the rest are. For what
 * a guest can cause as often as it likes. */
void vcl_be_log_once(struct vcl_be_ctx *x, const char *what);
/* One host object that no ID names (a command buffer's recorded kernel) against --max-objects:
 * false (and nothing taken) when the session is at its limit; vcl_session_hidden_put(s, n) gives
 * n back when those objects are released. */
/* Memory for a transfer's bytes on the host (a request's payload, a read's staging): n bytes,
 * not cleared. From n >= 1 MiB on, whole pages, and a buffer a recent transfer of this session
 * gave back with vcl_session_big_free is reused where it fits (at least n, at most twice n), so
 * that a stream of large transfers does not fault in and clear fresh pages each time (they were
 * a quarter of the daemon's time in 64 MiB writes over unix:). At most two buffers of at most
 * 64 MiB (and a message header), and one more for each lane, are kept until the session ends,
 * registered with the device in a session without a shared region (struct vcl_session's big_pin); their bytes
 * are this session's own. NULL: out of memory. vcl_session_big_free() releases the result
 * (free() only once the session has ended: a registration must go before its memory). */
void *vcl_session_big_alloc(struct vcl_session *s, size_t n);
void vcl_session_big_free(struct vcl_session *s, void *p);
/*
 * Staging memory of n bytes (n >= 1) whose bytes go to the guest by reference
 * (vcl_be_send_reply_ref): a mapping of its own (whole pages, not cleared), so that it can go back
 * to the system while the guest may still read it from the socket, which keeps the pages until
 * then and hands them to nothing else of this process. As many such mappings as the session's
 * cache keeps buffers (two, and one for each lane) are kept between transfers (those of at most
 * 64 MiB and a page), registered with the device from their first return on, as
 * vcl_session_big_alloc's are (big_pin). A kept one is written again only once the transport its
 * bytes went out on says that the guest has read everything sent on it
 * (vcl_transport_ref_unread); until then its place is taken by nothing else. One the guest has
 * read that does not fit n gives its place to a new one (unmapped). NULL: no place free (more such
 * transfers at once, or kept ones the guest has not read yet: another thread's reply in flight on
 * the same socket is enough) or no memory: the caller stages with vcl_session_big_alloc and
 * copies, as it would without this path. vcl_session_ref_free() gives p back with the transport
 * its bytes went out on (NULL: none went out).
 */
void *vcl_session_ref_alloc(struct vcl_session *s, size_t n);
void vcl_session_ref_free(struct vcl_session *s, void *p, struct vcl_transport *t);
bool vcl_session_hidden_take(struct vcl_session *s);
void vcl_session_hidden_put(struct vcl_session *s, unsigned long n);
/* What the host driver wrote to its standard error since the last reply goes to the daemon's log
 * only, not to the guest: the messages of a build round the guest builds again (a file its
 * compiler did not find, then sent), which the application's own build never printed. Takes the
 * output lock, as every reader of the driver's pipes does. */
void vcl_session_drop_stderr(struct vcl_session *s);

/* This process's counters page (vcl_stats.h): the daemon's shared page in a session process, a
 * private one elsewhere (the fuzzer). Never NULL. */
extern struct vcl_stats *vcl_stats;
/* A fallback to a slower path in session s: counted, and logged the first time of its kind. */
void vcl_be_fallback(struct vcl_session *s, enum vcl_fallback f, const char *what);
/* len bytes of pure data of a transfer (vcl_dec_bulk's off: VCL_DEC_NOT_IN_REGION when inline):
 * counted as region bytes, or, 64 KiB or more inline in a session that has a region, as a
 * fallback (the shared area had no room). */
void vcl_be_bulk(struct vcl_be_ctx *x, uint64_t len, uint64_t off);

/* Private files of sessions (include files of builds; vcl_sandbox.c), below the daemon's own
 * directory: the directory of one set of include files, named by key (a hash of the names and
 * contents: the same files get the same path in every build and every session, so the build
 * options and the kernel cache's key do not change; made if new), and one file in it (name
 * relative, no "..", checked here). 0 or -errno. */
int vcl_session_build_dir(struct vcl_session *s, uint64_t key, char *dir, size_t len);
int vcl_session_write_file(const char *dir, const char *name, const void *data, size_t len);
/* A guest file the host compiler looks for at its absolute path name (docs/design.md, "Program
 * sources and #include"): written there, in a confined session only, and only onto the sandbox's
 * own file systems (its root and /tmp, never through a mount point or a symbolic link, never
 * under /etc, /run or the session's own directory), replacing a file placed before. 0 or -errno
 * (-EPERM: not a place a guest file may be; the build then does not find it). */
int vcl_session_place_file(const char *name, const void *data, size_t len);
/* Whether this session process runs in the sandbox (not --no-sandbox). */
extern bool vcl_session_confined;
/* At start-up: the daemon's private directory (a fresh one, or $TMPDIR/virtcl in a confined
 * session), with an empty working directory inside; 0 or -errno. Removed with all it holds at exit;
 * its path ("" before). */
int vcl_daemon_private_dir(void);
void vcl_daemon_remove_private_dir(void);
const char *vcl_private_base(void);
/* At the end of session s: the include files its builds wrote (none if it built nothing). */
void vcl_session_remove_files(struct vcl_session *s);

/* Host objects of one type: retain/release through the table's functions. */
cl_int vcl_host_retain(uint8_t type, void *h);
cl_int vcl_host_release(uint8_t type, void *h);

#endif
