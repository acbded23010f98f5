/* SPDX-License-Identifier: MIT */
/*
 * The graphics half of a session (issue 14): one host EGL display per session process, on Mesa's
 * surfaceless platform (EGL_MESA_platform_surfaceless: llvmpipe with no device node, a render node
 * where the sandbox has one), one host context per guest context, pbuffer surfaces. The EGL calls
 * are hand-written here; the GL calls are generated (vn_gl_backend.c) and reach the host through
 * vcl_gl_enter.
 *
 * Every message of the graphics half is the table's (api/gles.api): the generated decoders
 * (src/backend/gen/vn_backend.c) check every item, attribute lists included (at most
 * VCL_GL_MAX_ATTRIBS pairs, ending with EGL_NONE), and hand the handlers here their struct
 * vn_args_NAME; the handlers keep the semantics and the checks that need the session's state. The
 * reply of an EGL call is i32 0, the host's EGL error (EGL_SUCCESS), then the call's values. The
 * guest names surfaces and contexts with IDs it picks (nonzero, unused: else a protocol
 * violation), configs by the host's config numbers (index + 1 in eglGetConfigs' list).
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl31.h> /* ES 3.1's tokens; its calls go through vcl_gl_host_proc */

#include "vcl_be.h"
#include "vcl_be_gl.h"
#include "vcl_str.h"
#include "gen/vn_backend.h"

#define VCL_GL_MAX_OBJS 1024   /* surfaces and contexts of one session */
#define VCL_GL_MAX_SYNCS 4096  /* sync objects of one session */
#define VCL_GL_MAX_PMAPS 1024  /* persistent mappings of one session (GL_EXT_buffer_storage) */
#ifndef GL_MAP_PERSISTENT_BIT_EXT
#define GL_MAP_PERSISTENT_BIT_EXT 0x0040
#endif
#define VCL_GL_MAX_IMAGES 4096 /* EGL images of one session */
/* VCL_GL_MAX_ATTRIBS, VCL_GL_CLIENT_ARRAYS, VCL_GL_CLIENT_VERTS: src/protocol/vcl_gl.h */
#define VCL_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

struct gl_obj {
	uint64_t id;
	bool context;
	void *host;
	int ver; /* a context: -1 not yet known, else the host's ES version, major * 10 + minor */
	GLuint vbo[VCL_GL_CLIENT_ARRAYS], ibo; /* a context's buffers for client-side arrays */
	GLenum err;                            /* a context's vcl_gl_error */
	EGLSurface draw, read;                 /* a context's surfaces, as the guest made it current */
};

static struct {
	EGLDisplay dpy;
	bool init;       /* the host display is up (eglInitialize, or cl_khr_gl_sharing's probe) */
	bool guest_init; /* the guest called eglInitialize */
	EGLint major, minor;
	EGLConfig *configs;
	EGLint nconfigs;
	struct gl_obj objs[VCL_GL_MAX_OBJS];
	int nobjs;
	struct { uint64_t id; GLsync host; } syncs[VCL_GL_MAX_SYNCS]; /* the guest sees the IDs */
	int nsyncs;
	uint64_t next_sync;
	struct { uint64_t id; EGLSync host; } esyncs[VCL_GL_MAX_SYNCS]; /* EGL's: IDs the guest picked */
	int nesyncs;
	/* persistent mappings (GL_EXT_buffer_storage) kept mapped on the host: the guest context
	 * and buffer name that made them, the host's pointer and length */
	struct { uint64_t ctx; GLuint buffer; void *p; uint64_t len; } pmaps[VCL_GL_MAX_PMAPS];
	int npmaps;
	struct { uint64_t id; EGLImage host; } images[VCL_GL_MAX_IMAGES]; /* IDs the guest picked */
	int nimages;
} gl;
static __thread EGLContext thread_ctx; /* what this thread has made current */
/* The context the message being executed names (vcl_gl_ctx): the guest thread's current one.
 * Re-found for every message (records move when one is destroyed). */
static __thread struct gl_obj *mctx;
/* The message being executed on this thread (vcl_gl_enter), for the host= wrappers that hand the
 * session's reading on (vcl_gl_ClientWaitSync). */
static __thread struct vcl_be_ctx *mvx;

/*
 * Sync objects a thread waits on after it handed the session's reading on (glClientWaitSync,
 * eglClientWaitSync: sync_wait_begin): the leader may meanwhile execute another guest thread's
 * glDeleteSync or eglDestroySync of the same object, which GL ES 3.0 §4.1.1 and EGL 1.5 §3.8.1.1
 * allow (the object goes when no wait blocks on it any more). The host's object must then outlive
 * the wait whatever the driver does between the lookup and its own reference, so its deletion is
 * deferred to the last waiter (sync_wait_end). The only state of the graphics half that threads
 * other than the leader touch: hence its own lock. At most one wait a session thread.
 */
static struct {
	pthread_mutex_t lock;
	struct { void *host; int waiters; bool gone; } w[VCL_MAX_SESSION_THREADS];
	int n;
	uint64_t ctx[VCL_MAX_SESSION_THREADS]; /* the guest contexts current on waiting threads (GL) */
	int nctx;
} waits = { .lock = PTHREAD_MUTEX_INITIALIZER };

bool vcl_gl_ctx_waiting(uint64_t id)
{
	bool found = false;

	if (!__atomic_load_n(&waits.nctx, __ATOMIC_RELAXED))
		return false; /* no GL wait under way: the common case, no lock */
	pthread_mutex_lock(&waits.lock);
	for (int i = 0; i < waits.nctx && !found; i++)
		found = waits.ctx[i] == id;
	pthread_mutex_unlock(&waits.lock);
	return found;
}

/* Guest context id is (on) or is no longer (off) current on a thread in a GL sync wait. */
static void ctx_waiting(uint64_t id, bool on)
{
	pthread_mutex_lock(&waits.lock);
	if (on && waits.nctx < VCL_MAX_SESSION_THREADS) {
		waits.ctx[waits.nctx] = id;
		__atomic_store_n(&waits.nctx, waits.nctx + 1, __ATOMIC_RELAXED);
	}
	for (int i = 0; !on && i < waits.nctx; i++)
		if (waits.ctx[i] == id) {
			waits.ctx[i] = waits.ctx[waits.nctx - 1];
			__atomic_store_n(&waits.nctx, waits.nctx - 1, __ATOMIC_RELAXED);
			break;
		}
	pthread_mutex_unlock(&waits.lock);
}

/* A wait on host is about to begin (the caller leads). false: no room, wait without handing on. */
static bool sync_wait_begin(void *host)
{
	int i;

	pthread_mutex_lock(&waits.lock);
	for (i = 0; i < waits.n && waits.w[i].host != host; i++)
		;
	if (i == waits.n && i < VCL_MAX_SESSION_THREADS)
		waits.w[waits.n++] = (__typeof__(waits.w[0])){ host, 0, false };
	if (i < waits.n)
		waits.w[i].waiters++;
	pthread_mutex_unlock(&waits.lock);
	return i < VCL_MAX_SESSION_THREADS;
}

/* The wait on host ended. true: the guest deleted it meanwhile and this was the last wait on it:
 * the caller deletes the host's object (GL: with its context still current). */
static bool sync_wait_end(void *host)
{
	bool gone = false;

	pthread_mutex_lock(&waits.lock);
	for (int i = 0; i < waits.n; i++)
		if (waits.w[i].host == host) {
			if (--waits.w[i].waiters == 0) {
				gone = waits.w[i].gone;
				waits.w[i] = waits.w[--waits.n];
			}
			break;
		}
	pthread_mutex_unlock(&waits.lock);
	return gone;
}

/* The guest deletes host (the leader, glDeleteSync/eglDestroySync). true: a thread waits on it,
 * which deletes it when the last wait ends; false: the caller deletes it now. */
static bool sync_wait_defer(void *host)
{
	bool waited = false;

	pthread_mutex_lock(&waits.lock);
	for (int i = 0; i < waits.n; i++)
		if (waits.w[i].host == host) {
			waits.w[i].gone = waited = true;
			break;
		}
	pthread_mutex_unlock(&waits.lock);
	return waited;
}

static struct gl_obj *obj_find(uint64_t id, bool context)
{
	for (int i = 0; i < gl.nobjs; i++)
		if (gl.objs[i].id == id && gl.objs[i].context == context)
			return &gl.objs[i];
	return NULL;
}

/* An EGL reply that holds the EGL error only (i32 0, then err): what vn_enc_reply_NAME writes for a
 * call without reply items, or for any EGL call that failed (its items are flagged ok: they travel
 * only with EGL_SUCCESS); used where the handler is shared or has not decoded its call (NEED_DISPLAY). */
static void reply(struct vcl_be_ctx *x, EGLint err)
{
	vcl_enc_i32(&x->rep, 0);
	vcl_enc_i32(&x->rep, err);
}

/* The reply of an EGL call the host's driver failed: its error, never EGL_SUCCESS (a driver that
 * returned EGL_FALSE and left no error would make a reply whose items the guest then misses). */
static void fail(struct vcl_be_ctx *x)
{
	EGLint err = eglGetError();

	reply(x, err == EGL_SUCCESS ? EGL_BAD_ALLOC : err);
}

static EGLConfig config_of(uint64_t id)
{
	return id >= 1 && id <= (uint64_t)gl.nconfigs ? gl.configs[id - 1] : NULL;
}

static uint64_t config_id(EGLConfig c)
{
	for (EGLint i = 0; i < gl.nconfigs; i++)
		if (gl.configs[i] == c)
			return (uint64_t)i + 1;
	return 0;
}

/*
 * A display that needs no window system: Mesa's surfaceless platform (EGL_MESA_platform_surfaceless),
 * else the first device of EGL_EXT_platform_device (the NVIDIA driver's only headless platform),
 * else the default display. EGL_NO_DISPLAY when none opens.
 */
static EGLDisplay headless_display(void)
{
	const char *exts = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
	EGLDisplay d = EGL_NO_DISPLAY;

	if (vcl_word_in(exts, "EGL_MESA_platform_surfaceless"))
		d = eglGetPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);
	if (d == EGL_NO_DISPLAY && vcl_word_in(exts, "EGL_EXT_platform_device")) {
		PFNEGLQUERYDEVICESEXTPROC query =
			(PFNEGLQUERYDEVICESEXTPROC)eglGetProcAddress("eglQueryDevicesEXT");
		EGLDeviceEXT dev;
		EGLint n = 0;

		if (query && query(1, &dev, &n) && n > 0)
			d = eglGetPlatformDisplay(EGL_PLATFORM_DEVICE_EXT, dev, NULL);
	}
	if (d == EGL_NO_DISPLAY)
		d = eglGetDisplay(EGL_DEFAULT_DISPLAY);
	return d;
}

/* The host display, once per session. */
static EGLint display_init(void)
{
	if (gl.init)
		return EGL_SUCCESS;
	gl.dpy = headless_display();
	if (gl.dpy == EGL_NO_DISPLAY) {
		vcl_log("EGL: the host has no display without a window system (surfaceless, device or default: %#x)",
			eglGetError());
		return EGL_NOT_INITIALIZED;
	}
	if (!eglInitialize(gl.dpy, &gl.major, &gl.minor)) {
		EGLint e = eglGetError();
		vcl_log("EGL: eglInitialize of the host display failed (%#x)", e);
		return e;
	}
	eglBindAPI(EGL_OPENGL_ES_API);
	if (!eglGetConfigs(gl.dpy, NULL, 0, &gl.nconfigs) || gl.nconfigs < 0 ||
	    !(gl.configs = calloc((size_t)gl.nconfigs + 1, sizeof(EGLConfig))) ||
	    !eglGetConfigs(gl.dpy, gl.configs, gl.nconfigs, &gl.nconfigs))
		return EGL_BAD_ALLOC;
	gl.init = true;
	return EGL_SUCCESS;
}

/* Every EGL call but eglInitialize needs the display: the guest called eglInitialize first. */
#define NEED_DISPLAY(x)                                    \
	do {                                               \
		if (!gl.guest_init) {                      \
			reply(x, EGL_NOT_INITIALIZED);     \
			return 0;                          \
		}                                          \
	} while (0)

int vcl_be_h_eglInitialize(struct vcl_be_ctx *x, const struct vn_args_eglInitialize *a)
{
	EGLint err = display_init();

	gl.guest_init = err == EGL_SUCCESS;
	vn_enc_reply_eglInitialize(&x->rep, err, a, &(struct vn_reply_eglInitialize){ .major = 1, .minor = 5 }); /* virtcl's EGL is 1.5 */
	return 0;
}

int vcl_be_h_eglQueryString(struct vcl_be_ctx *x, const struct vn_args_eglQueryString *a)
{
	const char *s;

	NEED_DISPLAY(x);
	s = eglQueryString(gl.dpy, a->name);
	vn_enc_reply_eglQueryString(&x->rep, s ? EGL_SUCCESS : eglGetError(), a,
				    &(struct vn_reply_eglQueryString){ .s = s, .s_len = s ? strlen(s) + 1 : 0 });
	return 0;
}

/* The config numbers of c[0 .. n - 1] (eglGetConfigs' and eglChooseConfig's reply): false if out
 * of memory (the session is broken). */
static bool config_ids(struct vcl_be_ctx *x, const EGLConfig *c, EGLint n, uint64_t *count,
		       const uint64_t **ids)
{
	uint64_t *v = n > 0 ? vcl_be_scratch(x, (uint64_t)n, sizeof(uint64_t)) : NULL;

	if (n > 0 && !v)
		return false;
	for (EGLint i = 0; i < n; i++)
		v[i] = config_id(c[i]);
	*count = n > 0 ? (uint64_t)n : 0;
	*ids = v ? v : (const uint64_t *)""; /* present, also with no configs */
	return true;
}

int vcl_be_h_eglGetConfigs(struct vcl_be_ctx *x, const struct vn_args_eglGetConfigs *a)
{
	struct vn_reply_eglGetConfigs r;

	NEED_DISPLAY(x);
	if (!config_ids(x, gl.configs, gl.nconfigs, &r.n, &r.ids))
		return -EPROTO;
	vn_enc_reply_eglGetConfigs(&x->rep, EGL_SUCCESS, a, &r);
	return x->broken ? -EPROTO : 0;
}

int vcl_be_h_eglChooseConfig(struct vcl_be_ctx *x, const struct vn_args_eglChooseConfig *args)
{
	const EGLint *a = args->attribs; /* checked: ends with EGL_NONE */
	struct vn_reply_eglChooseConfig r;
	EGLConfig *c;
	EGLint n = 0;

	NEED_DISPLAY(x);
	if (!eglChooseConfig(gl.dpy, a, NULL, 0, &n)) {
		fail(x);
		return 0;
	}
	if (!(c = vcl_be_scratch(x, n > 0 ? (uint64_t)n : 1, sizeof(EGLConfig))))
		return -EPROTO;
	if (n > 0 && !eglChooseConfig(gl.dpy, a, c, n, &n)) {
		fail(x);
		return 0;
	}
	if (!config_ids(x, c, n, &r.n, &r.ids))
		return -EPROTO;
	vn_enc_reply_eglChooseConfig(&x->rep, EGL_SUCCESS, args, &r);
	return x->broken ? -EPROTO : 0;
}

int vcl_be_h_eglGetConfigAttrib(struct vcl_be_ctx *x, const struct vn_args_eglGetConfigAttrib *a)
{
	EGLConfig c;
	EGLint v = 0, err;

	NEED_DISPLAY(x);
	if (!(c = config_of(a->config)))
		err = EGL_BAD_CONFIG;
	else
		err = eglGetConfigAttrib(gl.dpy, c, a->attribute, &v) ? EGL_SUCCESS : eglGetError();
	vn_enc_reply_eglGetConfigAttrib(&x->rep, err, a, &(struct vn_reply_eglGetConfigAttrib){ .value = v });
	return 0;
}

/* A new ID from the guest: nonzero and unused, else a violation. */
static bool new_id_ok(struct vcl_be_ctx *x, uint64_t id)
{
	for (int i = 0; i < gl.nobjs; i++)
		if (gl.objs[i].id == id) {
			vcl_be_violation(x, "EGL object ID %llu in use", (unsigned long long)id);
			return false;
		}
	if (!id)
		vcl_be_violation(x, "EGL object ID 0");
	return id != 0;
}

static void add_obj(uint64_t id, bool context, void *host)
{
	gl.objs[gl.nobjs++] = (struct gl_obj){ .id = id, .context = context, .host = host, .ver = -1 };
}

int vcl_be_h_eglCreatePbufferSurface(struct vcl_be_ctx *x, const struct vn_args_eglCreatePbufferSurface *args)
{
	uint64_t id = args->id, cid = args->config;
	const EGLint *a = args->attribs; /* checked: ends with EGL_NONE */
	EGLSurface s;
	EGLConfig c;

	if (!new_id_ok(x, id))
		return -EPROTO;
	NEED_DISPLAY(x);
	if (gl.nobjs == VCL_GL_MAX_OBJS) {
		reply(x, EGL_BAD_ALLOC);
		return 0;
	}
	if (!(c = config_of(cid))) {
		reply(x, EGL_BAD_CONFIG);
		return 0;
	}
	s = eglCreatePbufferSurface(gl.dpy, c, a);
	if (s == EGL_NO_SURFACE) {
		fail(x);
		return 0;
	}
	add_obj(id, false, s);
	reply(x, EGL_SUCCESS);
	return 0;
}

int vcl_be_h_eglCreateContext(struct vcl_be_ctx *x, const struct vn_args_eglCreateContext *args)
{
	uint64_t id = args->id, cid = args->config, sid = args->share;
	const EGLint *a = args->attribs; /* checked: ends with EGL_NONE */
	struct gl_obj *share = NULL;
	EGLContext h;
	EGLConfig c = NULL;

	if (!new_id_ok(x, id))
		return -EPROTO;
	NEED_DISPLAY(x);
	if (gl.nobjs == VCL_GL_MAX_OBJS) {
		reply(x, EGL_BAD_ALLOC);
		return 0;
	}
	if ((cid && !(c = config_of(cid)))) {
		reply(x, EGL_BAD_CONFIG);
		return 0;
	}
	if (sid && !(share = obj_find(sid, true))) {
		reply(x, EGL_BAD_CONTEXT);
		return 0;
	}
	eglBindAPI(EGL_OPENGL_ES_API);
	h = eglCreateContext(gl.dpy, c ? c : EGL_NO_CONFIG_KHR, share ? share->host : EGL_NO_CONTEXT, a);
	if (h == EGL_NO_CONTEXT) {
		fail(x);
		return 0;
	}
	add_obj(id, true, h);
	reply(x, EGL_SUCCESS);
	return 0;
}

int vcl_be_h_eglMakeCurrent(struct vcl_be_ctx *x, const struct vn_args_eglMakeCurrent *a)
{
	uint64_t did = a->draw, rid = a->read, cid = a->context;
	struct gl_obj *d = NULL, *r = NULL, *c = NULL;

	NEED_DISPLAY(x);
	if ((did && !(d = obj_find(did, false))) || (rid && !(r = obj_find(rid, false)))) {
		reply(x, EGL_BAD_SURFACE);
		return 0;
	}
	if (cid && !(c = obj_find(cid, true))) {
		reply(x, EGL_BAD_CONTEXT);
		return 0;
	}
	if (!eglMakeCurrent(gl.dpy, d ? d->host : EGL_NO_SURFACE, r ? r->host : EGL_NO_SURFACE,
			    c ? c->host : EGL_NO_CONTEXT)) {
		fail(x);
		return 0;
	}
	thread_ctx = c ? c->host : EGL_NO_CONTEXT;
	if (c) {
		c->draw = d ? d->host : EGL_NO_SURFACE;
		c->read = r ? r->host : EGL_NO_SURFACE;
	}
	reply(x, EGL_SUCCESS);
	return 0;
}

static int destroy(struct vcl_be_ctx *x, uint64_t id, bool context)
{
	struct gl_obj *o;
	EGLBoolean done;

	NEED_DISPLAY(x);
	if (!(o = obj_find(id, context))) {
		reply(x, context ? EGL_BAD_CONTEXT : EGL_BAD_SURFACE);
		return 0;
	}
	/* EGL 1.5 §3.7.4, §3.5.6: one that is current goes when it is no longer current */
	done = context ? eglDestroyContext(gl.dpy, o->host) : eglDestroySurface(gl.dpy, o->host);
	if (!done) {
		fail(x);
		return 0;
	}
	/* GL calls that still name it do nothing (vcl_gl_ctx finds no record) */
	if (context) {
		vcl_gl_debug_forget(id);
		for (int i = gl.npmaps - 1; i >= 0; i--) /* its persistent mappings went with it */
			if (gl.pmaps[i].ctx == id)
				gl.pmaps[i] = gl.pmaps[--gl.npmaps];
	}
	*o = gl.objs[--gl.nobjs];
	mctx = NULL;
	reply(x, EGL_SUCCESS);
	return 0;
}

int vcl_be_h_eglDestroySurface(struct vcl_be_ctx *x, const struct vn_args_eglDestroySurface *a)
{
	return destroy(x, a->id, false);
}

int vcl_be_h_eglDestroyContext(struct vcl_be_ctx *x, const struct vn_args_eglDestroyContext *a)
{
	return destroy(x, a->id, true);
}

/* eglQuerySurface, eglQueryContext: the host's EGL error, the value in *v. */
static EGLint query(uint64_t id, int32_t attr, bool context, EGLint *v)
{
	struct gl_obj *o;

	*v = 0;
	if (!(o = obj_find(id, context)))
		return context ? EGL_BAD_CONTEXT : EGL_BAD_SURFACE;
	if (!(context ? eglQueryContext(gl.dpy, o->host, attr, v) : eglQuerySurface(gl.dpy, o->host, attr, v)))
		return eglGetError();
	return EGL_SUCCESS;
}

int vcl_be_h_eglQuerySurface(struct vcl_be_ctx *x, const struct vn_args_eglQuerySurface *a)
{
	struct vn_reply_eglQuerySurface r;
	EGLint err;

	NEED_DISPLAY(x);
	err = query(a->id, a->attribute, false, &r.value);
	vn_enc_reply_eglQuerySurface(&x->rep, err, a, &r);
	return 0;
}

int vcl_be_h_eglQueryContext(struct vcl_be_ctx *x, const struct vn_args_eglQueryContext *a)
{
	struct vn_reply_eglQueryContext r;
	EGLint err;

	NEED_DISPLAY(x);
	err = query(a->id, a->attribute, true, &r.value);
	vn_enc_reply_eglQueryContext(&x->rep, err, a, &r);
	return 0;
}

/*
 * vclGetConfigAttribs (api/gles.api): every attribute of EGL 1.5's table 3.1 (0x3020 + i, i <
 * VCL_EGL_CFG_ATTRS) of one config, bit i of have set where the host answered it.
 */
int vcl_be_h_vclGetConfigAttribs(struct vcl_be_ctx *x, const struct vn_args_vclGetConfigAttribs *a)
{
	int32_t v[VCL_EGL_CFG_ATTRS];
	struct vn_reply_vclGetConfigAttribs r = { .err = EGL_SUCCESS, .values = v };
	EGLConfig c;

	if (!gl.guest_init)
		r.err = EGL_NOT_INITIALIZED;
	else if (!(c = config_of(a->config)))
		r.err = EGL_BAD_CONFIG;
	else {
		r.n = VCL_EGL_CFG_ATTRS;
		for (int i = 0; i < VCL_EGL_CFG_ATTRS; i++) {
			EGLint val = 0;
			if (eglGetConfigAttrib(gl.dpy, c, EGL_BUFFER_SIZE + i, &val))
				r.have |= 1ull << i;
			else
				eglGetError(); /* not an attribute of this host: the guest asks it alone */
			v[i] = val;
		}
	}
	vn_enc_reply_vclGetConfigAttribs(&x->rep, 0, a, &r);
	return 0;
}

/* ---- EGL sync objects (EGL 1.5 §3.8): fences; the guest names them by IDs it picks ------------- */

static int esync_find(uint64_t id)
{
	for (int i = 0; id && i < gl.nesyncs; i++)
		if (gl.esyncs[i].id == id)
			return i;
	return -1;
}

/*
 * eglCreateSync(EGL_SYNC_FENCE) in the calling guest thread's current context (a->ctx; the
 * front-end checked the type, the empty attribute list and that a context is current). The fence
 * is flushed at once (EGL 1.5 §3.8.1.2: a wait with EGL_SYNC_FLUSH_COMMANDS_BIT flushes only the
 * waiting thread's context, and the host thread that waits may hold another): every wait ends.
 * Errors: a used or zero ID is a violation; EGL_BAD_MATCH without a context, EGL_BAD_ALLOC past
 * VCL_GL_MAX_SYNCS, else the host's.
 */
int vcl_be_h_eglCreateSync(struct vcl_be_ctx *x, const struct vn_args_eglCreateSync *a)
{
	EGLSync s;

	if (!a->id || esync_find(a->id) >= 0)
		return vcl_be_violation(x, "EGL sync ID %llu is zero or in use", (unsigned long long)a->id);
	NEED_DISPLAY(x);
	if (!vcl_gl_enter(x)) {
		reply(x, EGL_BAD_MATCH);
		return 0;
	}
	if (gl.nesyncs == VCL_GL_MAX_SYNCS) {
		reply(x, EGL_BAD_ALLOC);
		return 0;
	}
	if ((s = eglCreateSync(gl.dpy, EGL_SYNC_FENCE, NULL)) == EGL_NO_SYNC) {
		fail(x);
		return 0;
	}
	glFlush();
	gl.esyncs[gl.nesyncs].id = a->id;
	gl.esyncs[gl.nesyncs++].host = s;
	reply(x, EGL_SUCCESS);
	return 0;
}

int vcl_be_h_eglDestroySync(struct vcl_be_ctx *x, const struct vn_args_eglDestroySync *a)
{
	int i;

	NEED_DISPLAY(x);
	if ((i = esync_find(a->id)) < 0) {
		reply(x, EGL_BAD_PARAMETER);
		return 0;
	}
	if (!sync_wait_defer(gl.esyncs[i].host))
		eglDestroySync(gl.dpy, gl.esyncs[i].host);
	gl.esyncs[i] = gl.esyncs[--gl.nesyncs];
	reply(x, EGL_SUCCESS);
	return 0;
}

/*
 * Waits on the host for at most a->timeout ns (EGL 1.5 §3.8.1.2). First a poll (timeout 0, the
 * guest's flags); a fence not yet signaled with a timeout left is waited on after the session's
 * reading is handed on (vcl_be_may_block, as clWaitForEvents: the program's other threads' GL and
 * OpenCL calls go on meanwhile; an EGL wait needs no current context, so this thread's goes first).
 * The fence outlives the wait if the guest destroys it meanwhile (sync_wait_begin). Mesa before
 * 23.1 holds its display lock through a fence wait, so there the new leader's EGL calls (making
 * another context current) wait for it still; OpenCL calls do not.
 */
int vcl_be_h_eglClientWaitSync(struct vcl_be_ctx *x, const struct vn_args_eglClientWaitSync *a)
{
	struct vn_reply_eglClientWaitSync r = { 0 };
	EGLint err = EGL_SUCCESS;
	EGLSync h;
	int i;

	NEED_DISPLAY(x);
	if ((i = esync_find(a->id)) < 0) {
		vn_enc_reply_eglClientWaitSync(&x->rep, EGL_BAD_PARAMETER, a, &r);
		return 0;
	}
	h = gl.esyncs[i].host;
	r.status = eglClientWaitSync(gl.dpy, h, a->flags, 0);
	if (r.status == EGL_TIMEOUT_EXPIRED && a->timeout && sync_wait_begin(h)) {
		vcl_be_may_block(x);
		r.status = eglClientWaitSync(gl.dpy, h, 0, a->timeout);
		if (r.status == EGL_FALSE)
			err = (err = eglGetError()) == EGL_SUCCESS ? EGL_BAD_ALLOC : err;
		if (sync_wait_end(h))
			eglDestroySync(gl.dpy, h);
	} else if (r.status == EGL_FALSE) {
		err = (err = eglGetError()) == EGL_SUCCESS ? EGL_BAD_ALLOC : err;
	}
	vn_enc_reply_eglClientWaitSync(&x->rep, err, a, &r);
	return 0;
}

int vcl_be_h_eglWaitSync(struct vcl_be_ctx *x, const struct vn_args_eglWaitSync *a)
{
	int i;

	NEED_DISPLAY(x);
	if ((i = esync_find(a->id)) < 0) {
		reply(x, EGL_BAD_PARAMETER);
		return 0;
	}
	if (!vcl_gl_enter(x)) {
		reply(x, EGL_BAD_MATCH);
		return 0;
	}
	if (!eglWaitSync(gl.dpy, gl.esyncs[i].host, 0)) {
		fail(x);
		return 0;
	}
	reply(x, EGL_SUCCESS);
	return 0;
}

int vcl_be_h_eglGetSyncAttrib(struct vcl_be_ctx *x, const struct vn_args_eglGetSyncAttrib *a)
{
	struct vn_reply_eglGetSyncAttrib r = { 0 };
	EGLAttrib v = 0;
	EGLint err = EGL_SUCCESS;
	int i;

	NEED_DISPLAY(x);
	if ((i = esync_find(a->id)) < 0)
		err = EGL_BAD_PARAMETER;
	else if (!eglGetSyncAttrib(gl.dpy, gl.esyncs[i].host, a->attribute, &v))
		err = (err = eglGetError()) == EGL_SUCCESS ? EGL_BAD_ATTRIBUTE : err;
	r.value = (int64_t)v;
	vn_enc_reply_eglGetSyncAttrib(&x->rep, err, a, &r);
	return 0;
}

/* ---- EGL images (EGL 1.5 §3.9): of the guest's own GL objects; IDs the guest picks -------------- */

/* EGL 1.5's image calls, or EGL_KHR_image_base's where the host's display is 1.4 */
static bool egl15(void)
{
	return gl.major > 1 || gl.minor >= 5;
}

static void image_destroy(EGLImage img)
{
	PFNEGLDESTROYIMAGEKHRPROC khr;

	if (egl15())
		eglDestroyImage(gl.dpy, img);
	else if ((khr = (PFNEGLDESTROYIMAGEKHRPROC)eglGetProcAddress("eglDestroyImageKHR")))
		khr(gl.dpy, img);
}

static int image_find(uint64_t id)
{
	for (int i = 0; id && i < gl.nimages; i++)
		if (gl.images[i].id == id)
			return i;
	return -1;
}

/* The host's image of the guest's ID, or NULL (what the host's GL takes for no image). */
static EGLImage image_host(uint64_t id)
{
	int i = image_find(id);

	return i < 0 ? NULL : gl.images[i].host;
}

/* The host's extension that makes images of target, or NULL: other targets (EGL_DRM_BUFFER_MESA,
 * dma-bufs, pixmaps, Wayland buffers) name host resources and are refused. */
static const char *image_target_ext(int32_t target)
{
	switch (target) {
	case EGL_GL_TEXTURE_2D:
		return "EGL_KHR_gl_texture_2D_image";
	case EGL_GL_TEXTURE_CUBE_MAP_POSITIVE_X: case EGL_GL_TEXTURE_CUBE_MAP_NEGATIVE_X:
	case EGL_GL_TEXTURE_CUBE_MAP_POSITIVE_Y: case EGL_GL_TEXTURE_CUBE_MAP_NEGATIVE_Y:
	case EGL_GL_TEXTURE_CUBE_MAP_POSITIVE_Z: case EGL_GL_TEXTURE_CUBE_MAP_NEGATIVE_Z:
		return "EGL_KHR_gl_texture_cubemap_image";
	case EGL_GL_TEXTURE_3D:
		return "EGL_KHR_gl_texture_3D_image";
	case EGL_GL_RENDERBUFFER:
		return "EGL_KHR_gl_renderbuffer_image";
	default:
		return NULL;
	}
}

/*
 * eglCreateImage (EGL 1.5 §3.9.1; eglCreateImageKHR in the guest alike) of GL object buffer of
 * context ctx (the guest's ID; 0: EGL_NO_CONTEXT, EGL_BAD_CONTEXT), under the guest's ID. Refused
 * with EGL_BAD_PARAMETER: a target that is not a GL one the host has (image_target_ext), an
 * attribute other than EGL_GL_TEXTURE_LEVEL, EGL_GL_TEXTURE_ZOFFSET, EGL_IMAGE_PRESERVED (and
 * EGL_WIDTH, EGL_HEIGHT, which Mesa takes with any target and GL ones ignore: piglit's
 * oes_egl_image_external_essl3 gives them), a buffer that is no GL name; EGL_BAD_CONTEXT: an unknown context or none; EGL_BAD_ALLOC past
 * VCL_GL_MAX_IMAGES; else the host's answer. A used or zero ID is a violation.
 */
int vcl_be_h_eglCreateImage(struct vcl_be_ctx *x, const struct vn_args_eglCreateImage *a)
{
	const EGLint *l = a->attribs; /* checked: pairs ending with EGL_NONE */
	EGLAttrib attrs[2 * VCL_GL_MAX_ATTRIBS + 1];
	const char *ext;
	struct gl_obj *c = NULL;
	EGLImage img;
	size_t k = 0;

	if (!a->id || image_find(a->id) >= 0)
		return vcl_be_violation(x, "EGL image ID %llu is zero or in use", (unsigned long long)a->id);
	NEED_DISPLAY(x);
	if (!(ext = image_target_ext(a->target)) || !vcl_word_in(eglQueryString(gl.dpy, EGL_EXTENSIONS), ext) ||
	    a->buffer > UINT32_MAX) {
		reply(x, EGL_BAD_PARAMETER);
		return 0;
	}
	for (; l[k] != EGL_NONE && k < 2 * VCL_GL_MAX_ATTRIBS; k += 2) {
		if (l[k] != EGL_GL_TEXTURE_LEVEL && l[k] != EGL_GL_TEXTURE_ZOFFSET && l[k] != EGL_IMAGE_PRESERVED &&
		    l[k] != EGL_WIDTH && l[k] != EGL_HEIGHT) {
			reply(x, EGL_BAD_PARAMETER);
			return 0;
		}
		attrs[k] = l[k];
		attrs[k + 1] = l[k + 1];
	}
	attrs[k] = EGL_NONE;
	/* every target taken is a GL one, of a context's object: EGL_NO_CONTEXT names none (Mesa 22.3
	 * would dereference it: a segfault of the session) */
	if (!a->ctx || !(c = obj_find(a->ctx, true))) {
		reply(x, EGL_BAD_CONTEXT);
		return 0;
	}
	if (gl.nimages == VCL_GL_MAX_IMAGES) {
		reply(x, EGL_BAD_ALLOC);
		return 0;
	}
	if (egl15()) {
		img = eglCreateImage(gl.dpy, c->host, (EGLenum)a->target,
				     (EGLClientBuffer)(uintptr_t)a->buffer, attrs);
	} else {
		PFNEGLCREATEIMAGEKHRPROC khr = (PFNEGLCREATEIMAGEKHRPROC)eglGetProcAddress("eglCreateImageKHR");
		if (!khr) {
			reply(x, EGL_BAD_PARAMETER);
			return 0;
		}
		img = khr(gl.dpy, c->host, (EGLenum)a->target,
			  (EGLClientBuffer)(uintptr_t)a->buffer, l); /* the list checked above */
	}
	if (img == EGL_NO_IMAGE) {
		fail(x);
		return 0;
	}
	gl.images[gl.nimages].id = a->id;
	gl.images[gl.nimages++].host = img;
	reply(x, EGL_SUCCESS);
	return 0;
}

/* eglDestroyImage (§3.9.2): the objects made from it keep their contents. */
int vcl_be_h_eglDestroyImage(struct vcl_be_ctx *x, const struct vn_args_eglDestroyImage *a)
{
	int i;

	NEED_DISPLAY(x);
	if ((i = image_find(a->id)) < 0) {
		reply(x, EGL_BAD_PARAMETER);
		return 0;
	}
	image_destroy(gl.images[i].host);
	gl.images[i] = gl.images[--gl.nimages];
	reply(x, EGL_SUCCESS);
	return 0;
}

/* glEGLImageTargetTexture2DOES, glEGLImageTargetRenderbufferStorageOES (GL_OES_EGL_image): the
 * host's, with the host's image of the guest's ID (NULL for one it does not know: the host's
 * GL_INVALID_VALUE, after its own checks of target). */
int vcl_be_h_glEGLImageTargetTexture2DOES(struct vcl_be_ctx *x, const struct vn_args_glEGLImageTargetTexture2DOES *a)
{
	void(GL_APIENTRY * fn)(GLenum, void *);

	if (!vcl_gl_enter(x))
		return 0;
	if (!(fn = (void(GL_APIENTRY *)(GLenum, void *))vcl_gl_host_proc("glEGLImageTargetTexture2DOES")))
		vcl_gl_error(GL_INVALID_OPERATION);
	else
		fn(a->target, image_host(a->image));
	return 0;
}

/* glEGLImageTargetTexStorageEXT (GL_EXT_EGL_image_storage): the list's first value only, all the
 * host reads of a valid list (GL_NONE: NULL; anything else: the host's GL_INVALID_VALUE) */
int vcl_be_h_glEGLImageTargetTexStorageEXT(struct vcl_be_ctx *x, const struct vn_args_glEGLImageTargetTexStorageEXT *a)
{
	void(GL_APIENTRY * fn)(GLenum, void *, const GLint *);
	const GLint list[2] = { a->attrib0, GL_NONE };

	if (!vcl_gl_enter(x))
		return 0;
	if (!(fn = (void(GL_APIENTRY *)(GLenum, void *, const GLint *))vcl_gl_host_proc("glEGLImageTargetTexStorageEXT")))
		vcl_gl_error(GL_INVALID_OPERATION);
	else
		fn(a->target, image_host(a->image), a->attrib0 == GL_NONE ? NULL : list);
	return 0;
}

int vcl_be_h_glEGLImageTargetRenderbufferStorageOES(struct vcl_be_ctx *x,
						    const struct vn_args_glEGLImageTargetRenderbufferStorageOES *a)
{
	void(GL_APIENTRY * fn)(GLenum, void *);

	if (!vcl_gl_enter(x))
		return 0;
	if (!(fn = (void(GL_APIENTRY *)(GLenum, void *))vcl_gl_host_proc("glEGLImageTargetRenderbufferStorageOES")))
		vcl_gl_error(GL_INVALID_OPERATION);
	else
		fn(a->target, image_host(a->image));
	return 0;
}

/* The current context's ES version, major * 10 + minor ("OpenGL ES M.m ..."; 0 if unreadable).
 * Asked once per context. */
static int cur_ver(void)
{
	if (mctx->ver < 0) {
		const char *v = (const char *)glGetString(GL_VERSION);
		mctx->ver = v && !strncmp(v, "OpenGL ES ", 10) && v[10] >= '0' && v[10] <= '9' && v[11] == '.' &&
				    v[12] >= '0' && v[12] <= '9' ? (v[10] - '0') * 10 + (v[12] - '0') : 0;
	}
	return mctx->ver;
}

/* Is the current context ES 3.0 or later (pixel buffer objects exist)? */
static bool cur_es3(void)
{
	return cur_ver() >= 30;
}

/* The version the guest is told of, major * 10 + minor: the host context's, up to ES 3.2 (what
 * api/gles.api remotes: every command of ES 2.0 to 3.2), never more than the host gives. */
static int guest_ver(void)
{
	int v = cur_ver();

	return v >= 32 ? 32 : v >= 31 ? 31 : v >= 30 ? 30 : 20;
}

uint64_t vcl_gl_cur_id(void)
{
	return mctx ? mctx->id : 0;
}

static GLsync sync_of(GLsync id);

GLsync vcl_gl_sync_host(GLsync id)
{
	return sync_of(id);
}

/*
 * A window surface's frame (EGL 1.5 §3.10.1: the back buffer becomes visible): the guest shows it
 * in its window. Request (api/gles.api): the surface's ID, the calling thread's context, the frame's
 * destination with the bytes wanted (width x height x 4; the decoder checked that a region chunk
 * has that length): a shared-region chunk, or absent (the reply carries the frame). The surface
 * must be that context's draw surface. The frame is read as RGBA, bottom row first, from the
 * default framebuffer whatever the guest has bound, with the pixel-store state the guest set
 * restored afterwards.
 */
int vcl_be_h_eglSwapBuffers(struct vcl_be_ctx *x, const struct vn_args_eglSwapBuffers *a)
{
	uint64_t id = a->surface, want = a->frame.len, off = a->frame.off;
	void *dst = (void *)a->frame.p; /* the region chunk the host reads into, or NULL */
	GLint fb = 0, pa = 4, pbo = 0, pack[3] = { 0 };
	static const GLenum pack_names[3] = { GL_PACK_ROW_LENGTH, GL_PACK_SKIP_PIXELS, GL_PACK_SKIP_ROWS };
	EGLint w = 0, h = 0;
	struct vn_reply_eglSwapBuffers r = { 0 }; /* the frame: absent unless it travels inline */
	struct gl_obj *o;
	uint64_t n;

	if (!gl.guest_init || !(o = obj_find(id, false))) {
		vn_enc_reply_eglSwapBuffers(&x->rep, gl.guest_init ? EGL_BAD_SURFACE : EGL_NOT_INITIALIZED, a, &r);
		return 0;
	}
	eglQuerySurface(gl.dpy, o->host, EGL_WIDTH, &w);
	eglQuerySurface(gl.dpy, o->host, EGL_HEIGHT, &h);
	n = (uint64_t)(w > 0 ? w : 0) * (uint64_t)(h > 0 ? h : 0) * 4;
	if (want != n)
		return vcl_be_violation(x, "eglSwapBuffers: %llu bytes wanted, the surface has %llu",
					(unsigned long long)want, (unsigned long long)n);
	if (!vcl_gl_enter(x) || mctx->draw != o->host) {
		vn_enc_reply_eglSwapBuffers(&x->rep, EGL_BAD_SURFACE, a, &r);
		return 0;
	}
	if (n && !dst && n > VCL_MAX_INFO) { /* inline: at most an info value; the region takes more */
		vn_enc_reply_eglSwapBuffers(&x->rep, EGL_BAD_ALLOC, a, &r);
		return 0;
	}
	if (n && !dst && !(dst = vcl_be_scratch(x, n, 1)))
		return -EPROTO;
	glGetIntegerv(GL_FRAMEBUFFER_BINDING, &fb);
	glGetIntegerv(GL_PACK_ALIGNMENT, &pa);
	if (cur_es3()) {
		glGetIntegerv(GL_PIXEL_PACK_BUFFER_BINDING, &pbo);
		if (pbo)
			glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
		for (int i = 0; i < 3; i++) { /* rows packed from the first pixel: exactly n bytes */
			glGetIntegerv(pack_names[i], &pack[i]);
			glPixelStorei(pack_names[i], 0);
		}
	}
	if (fb)
		glBindFramebuffer(GL_FRAMEBUFFER, 0);
	glPixelStorei(GL_PACK_ALIGNMENT, 4); /* rows of RGBA: never padded */
	if (n)
		glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, dst);
	glPixelStorei(GL_PACK_ALIGNMENT, pa);
	for (int i = 0; i < 3 && cur_es3(); i++)
		glPixelStorei(pack_names[i], pack[i]);
	if (fb)
		glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)fb);
	if (pbo)
		glBindBuffer(GL_PIXEL_PACK_BUFFER, (GLuint)pbo);
	eglSwapBuffers(gl.dpy, o->host); /* a pbuffer: no effect */
	if (n && !a->frame.p)
		vcl_be_bulk(x, n, off); /* inline (a region chunk was counted where it was decoded) */
	if (off == VCL_DEC_NOT_IN_REGION)
		r = (struct vn_reply_eglSwapBuffers){ .frame = dst, .frame_len = n };
	vn_enc_reply_eglSwapBuffers(&x->rep, EGL_SUCCESS, a, &r);
	return 0;
}

static int64_t type_components(GLenum type)
{
	switch (type) {
	case GL_FLOAT: case GL_INT: case GL_UNSIGNED_INT: case GL_BOOL:
		return 1;
	case GL_FLOAT_VEC2: case GL_INT_VEC2: case GL_UNSIGNED_INT_VEC2: case GL_BOOL_VEC2:
		return 2;
	case GL_FLOAT_VEC3: case GL_INT_VEC3: case GL_UNSIGNED_INT_VEC3: case GL_BOOL_VEC3:
		return 3;
	case GL_FLOAT_VEC4: case GL_INT_VEC4: case GL_UNSIGNED_INT_VEC4: case GL_BOOL_VEC4: case GL_FLOAT_MAT2:
		return 4;
	case GL_FLOAT_MAT2x3: case GL_FLOAT_MAT3x2:
		return 6;
	case GL_FLOAT_MAT2x4: case GL_FLOAT_MAT4x2:
		return 8;
	case GL_FLOAT_MAT3:
		return 9;
	case GL_FLOAT_MAT3x4: case GL_FLOAT_MAT4x3:
		return 12;
	case GL_FLOAT_MAT4:
		return 16;
	case GL_SAMPLER_2D: case GL_SAMPLER_3D: case GL_SAMPLER_CUBE: case GL_SAMPLER_2D_SHADOW:
	case GL_SAMPLER_2D_ARRAY: case GL_SAMPLER_2D_ARRAY_SHADOW: case GL_SAMPLER_CUBE_SHADOW:
	case GL_INT_SAMPLER_2D: case GL_INT_SAMPLER_3D: case GL_INT_SAMPLER_CUBE: case GL_INT_SAMPLER_2D_ARRAY:
	case GL_UNSIGNED_INT_SAMPLER_2D: case GL_UNSIGNED_INT_SAMPLER_3D: case GL_UNSIGNED_INT_SAMPLER_CUBE:
	case GL_UNSIGNED_INT_SAMPLER_2D_ARRAY:
	/* ES 3.1's */
	case GL_SAMPLER_2D_MULTISAMPLE: case GL_INT_SAMPLER_2D_MULTISAMPLE:
	case GL_UNSIGNED_INT_SAMPLER_2D_MULTISAMPLE: case GL_IMAGE_2D: case GL_IMAGE_3D: case GL_IMAGE_CUBE:
	case GL_IMAGE_2D_ARRAY: case GL_INT_IMAGE_2D: case GL_INT_IMAGE_3D: case GL_INT_IMAGE_CUBE:
	case GL_INT_IMAGE_2D_ARRAY: case GL_UNSIGNED_INT_IMAGE_2D: case GL_UNSIGNED_INT_IMAGE_3D:
	case GL_UNSIGNED_INT_IMAGE_CUBE: case GL_UNSIGNED_INT_IMAGE_2D_ARRAY:
	case GL_UNSIGNED_INT_ATOMIC_COUNTER:
	case 0x8D66: /* GL_SAMPLER_EXTERNAL_OES */
	/* GL_OES_texture_cube_map_array's samplers and images */
	case 0x900C: case 0x900D: case 0x900E: case 0x900F: case 0x9054: case 0x905F: case 0x906A:
	/* ES 3.2's: buffer textures, 2D multisample arrays */
	case GL_SAMPLER_BUFFER: case GL_INT_SAMPLER_BUFFER: case GL_UNSIGNED_INT_SAMPLER_BUFFER:
	case GL_IMAGE_BUFFER: case GL_INT_IMAGE_BUFFER: case GL_UNSIGNED_INT_IMAGE_BUFFER:
	case GL_SAMPLER_2D_MULTISAMPLE_ARRAY: case GL_INT_SAMPLER_2D_MULTISAMPLE_ARRAY:
	case GL_UNSIGNED_INT_SAMPLER_2D_MULTISAMPLE_ARRAY:
		return 1;
	default:
		return 0; /* a type of an extension: not remoted */
	}
}

int64_t vcl_gl_uniform_count(GLuint program, GLint location)
{
	GLint linked = 0, n = 0;

	if (location < 0 || !glIsProgram(program))
		return 0;
	glGetProgramiv(program, GL_LINK_STATUS, &linked);
	if (!linked)
		return 0;
	glGetProgramiv(program, GL_ACTIVE_UNIFORMS, &n);
	for (GLint i = 0; i < n; i++) {
		char name[300];
		GLint size = 0;
		GLenum type = 0;
		GLsizei len = 0;
		char *br;
		glGetActiveUniform(program, (GLuint)i, 256, &len, &size, &type, name);
		if ((br = strchr(name, '[')))
			*br = 0; /* "a[0]" names the array */
		for (GLint k = 0; k < size && k < 4096; k++) {
			char el[300];
			snprintf(el, sizeof(el), size > 1 ? "%s[%d]" : "%s", name, k);
			if (glGetUniformLocation(program, el) == location)
				return type_components(type);
		}
	}
	return 0;
}

void vcl_gl_release_thread(void)
{
	if (thread_ctx) {
		eglMakeCurrent(gl.dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
		thread_ctx = EGL_NO_CONTEXT;
	}
}

unsigned vcl_gl_session_end(void)
{
	unsigned n = (unsigned)gl.nobjs;

	vcl_glshare_session_end();
	gl.guest_init = false;
	if (!gl.init)
		return 0;
	eglMakeCurrent(gl.dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	thread_ctx = EGL_NO_CONTEXT;
	for (int i = 0; i < gl.nobjs; i++) {
		if (gl.objs[i].context)
			eglDestroyContext(gl.dpy, gl.objs[i].host);
		else
			eglDestroySurface(gl.dpy, gl.objs[i].host);
	}
	gl.nobjs = 0;
	gl.nsyncs = 0; /* freed with their contexts */
	for (int i = 0; i < gl.nesyncs; i++)
		eglDestroySync(gl.dpy, gl.esyncs[i].host);
	gl.nesyncs = 0;
	gl.npmaps = 0;
	for (int i = 0; i < gl.nimages; i++)
		image_destroy(gl.images[i].host);
	gl.nimages = 0;
	mctx = NULL;
	vcl_gl_debug_forget(0);
	return n;
}

/* ---- what the GL decoders use ------------------------------------------------------------------- */

void vcl_gl_ctx(uint64_t id)
{
	mctx = !gl.init || !id ? NULL : obj_find(id, true);
}

/* Make o current on the calling thread (with the surfaces the guest made current with it). */
static bool enter_obj(struct gl_obj *o)
{
	if (thread_ctx == o->host)
		return true;
	if (!eglMakeCurrent(gl.dpy, o->draw, o->read, o->host))
		return false;
	thread_ctx = o->host;
	return true;
}

bool vcl_gl_available(void)
{
	static int avail = -1; /* asked once: a host without the display is not asked again */

	if (avail < 0)
		avail = display_init() == EGL_SUCCESS;
	return avail;
}

bool vcl_gl_context_ok(uint64_t id)
{
	return gl.init && id && obj_find(id, true);
}

bool vcl_gl_use(uint64_t id)
{
	mctx = gl.init ? obj_find(id, true) : NULL;
	return mctx && enter_obj(mctx);
}

bool vcl_gl_enter(struct vcl_be_ctx *x)
{
	mvx = x;
	if (!mctx)
		return false;
	if (vcl_glshare_pending()) {
		/* GL objects an OpenCL release left: their contents go back before GL uses them */
		uint64_t id = mctx->id;
		vcl_glshare_flush();
		if (!(mctx = obj_find(id, true)))
			return false;
	}
	if (thread_ctx == mctx->host)
		return true;
	/* the session's reading moved to another thread (a blocking OpenCL call): the thread that
	 * had the context let it go (vcl_gl_release_thread), so it follows; else the call does
	 * nothing */
	if (!eglMakeCurrent(gl.dpy, mctx->draw, mctx->read, mctx->host)) {
		vcl_be_log_once(x, "a GL context is current on another thread of the session: GL calls are skipped");
		return false;
	}
	thread_ctx = mctx->host;
	return true;
}

void vcl_gl_error(GLenum err)
{
	if (mctx && !mctx->err)
		mctx->err = err;
}

GLenum vcl_gl_GetError(void)
{
	GLenum e = mctx ? mctx->err : GL_NO_ERROR;

	if (e) {
		mctx->err = GL_NO_ERROR;
		return e;
	}
	return glGetError();
}

/* glGetError: the error the handlers kept for the context first (vcl_gl_GetError), else the
 * host's; GL_NO_ERROR without a context. */
int vcl_be_h_glGetError(struct vcl_be_ctx *x, const struct vn_args_glGetError *a)
{
	vn_enc_reply_glGetError(&x->rep, 0, a,
				&(struct vn_reply_glGetError){ .err = vcl_gl_enter(x) ? vcl_gl_GetError() : GL_NO_ERROR });
	return 0;
}

bool vcl_gl_bound(GLenum binding)
{
	GLint v = 0;

	glGetIntegerv(binding, &v);
	return v != 0;
}

bool vcl_gl_draw_ok(void)
{
	GLint n = 0;

	glGetIntegerv(GL_MAX_VERTEX_ATTRIBS, &n);
	for (GLint i = 0; i < n && i < 64; i++) {
		GLint on = 0, buf = 0;
		glGetVertexAttribiv((GLuint)i, GL_VERTEX_ATTRIB_ARRAY_ENABLED, &on);
		if (!on)
			continue;
		glGetVertexAttribiv((GLuint)i, GL_VERTEX_ATTRIB_ARRAY_BUFFER_BINDING, &buf);
		if (!buf)
			return false;
	}
	return true;
}

bool vcl_gl_pbo_bound(bool pack)
{
	return cur_es3() && vcl_gl_bound(pack ? GL_PIXEL_PACK_BUFFER_BINDING : GL_PIXEL_UNPACK_BUFFER_BINDING);
}

struct vcl_gl_store vcl_gl_host_store(bool pack, bool three)
{
	struct vcl_gl_store s = { 0 };

	glGetIntegerv(pack ? GL_PACK_ALIGNMENT : GL_UNPACK_ALIGNMENT, &s.align);
	if (!cur_es3())
		return s;
	glGetIntegerv(pack ? GL_PACK_ROW_LENGTH : GL_UNPACK_ROW_LENGTH, &s.row_length);
	glGetIntegerv(pack ? GL_PACK_SKIP_PIXELS : GL_UNPACK_SKIP_PIXELS, &s.skip_pixels);
	glGetIntegerv(pack ? GL_PACK_SKIP_ROWS : GL_UNPACK_SKIP_ROWS, &s.skip_rows);
	if (!pack && three) {
		glGetIntegerv(GL_UNPACK_IMAGE_HEIGHT, &s.image_height);
		glGetIntegerv(GL_UNPACK_SKIP_IMAGES, &s.skip_images);
	}
	return s;
}

int64_t vcl_gl_block_count(GLuint program, GLuint block, GLenum pname)
{
	GLint n = 0;

	if (pname != GL_UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES)
		return 1;
	glGetActiveUniformBlockiv(program, block, GL_UNIFORM_BLOCK_ACTIVE_UNIFORMS, &n);
	return n > 0 ? n : 1;
}

/* ---- what the guest's queries see of the version and extensions it is given ---------------------- */

static unsigned guest_extensions(const char *host, char *out, size_t cap);

/* A glGet pname whose answer is virtcl's, not the host's: the version (ES 3.2 at most, what virtcl
 * remotes, and never more than the host's context), the number of extensions glGetStringi gives, no program binary formats (not sized). */
static bool capped(GLenum pname, GLint64 *v)
{
	switch (pname) {
	case GL_MAJOR_VERSION:
		*v = guest_ver() / 10;
		return true;
	case GL_MINOR_VERSION:
		*v = guest_ver() % 10;
		return true;
	case GL_NUM_EXTENSIONS:
		*v = guest_extensions((const char *)glGetString(GL_EXTENSIONS), NULL, 0);
		return true;
	case GL_NUM_PROGRAM_BINARY_FORMATS:
		*v = 0;
		return true;
	default:
		return false;
	}
}

int64_t vcl_gl_get_values(GLenum pname)
{
	GLenum q = vcl_gl_count_query(pname);
	GLint n = 0;

	if (!q)
		return vcl_gl_get_count(pname);
	vcl_gl_GetIntegerv(q, &n);
	if (n < 0 || n > VCL_GL_MAX_FORMATS)
		return INT64_MAX;
	return n;
}

void GL_APIENTRY vcl_gl_GetIntegerv(GLenum pname, GLint *data)
{
	GLint64 v;

	if (!data)
		return;
	if (capped(pname, &v))
		*data = (GLint)v;
	else
		glGetIntegerv(pname, data);
}

void GL_APIENTRY vcl_gl_GetInteger64v(GLenum pname, GLint64 *data)
{
	if (data && !capped(pname, data))
		glGetInteger64v(pname, data);
}

void GL_APIENTRY vcl_gl_GetFloatv(GLenum pname, GLfloat *data)
{
	GLint64 v;

	if (!data)
		return;
	if (capped(pname, &v))
		*data = (GLfloat)v;
	else
		glGetFloatv(pname, data);
}

void GL_APIENTRY vcl_gl_GetBooleanv(GLenum pname, GLboolean *data)
{
	GLint64 v;

	if (!data)
		return;
	if (capped(pname, &v))
		*data = v ? GL_TRUE : GL_FALSE;
	else
		glGetBooleanv(pname, data);
}

/* ---- sync objects (ES 3.0 §5.2): IDs for the guest, the host's GLsync never leaves ---------------- */

static GLsync sync_of(GLsync id)
{
	for (int i = 0; id && i < gl.nsyncs; i++)
		if (gl.syncs[i].id == (uint64_t)(uintptr_t)id)
			return gl.syncs[i].host;
	return NULL;
}

GLsync GL_APIENTRY vcl_gl_FenceSync(GLenum condition, GLbitfield flags)
{
	GLsync h;

	if (gl.nsyncs == VCL_GL_MAX_SYNCS) {
		vcl_gl_error(GL_OUT_OF_MEMORY);
		return 0;
	}
	if (!(h = glFenceSync(condition, flags)))
		return 0;
	gl.syncs[gl.nsyncs].id = ++gl.next_sync;
	gl.syncs[gl.nsyncs].host = h;
	return (GLsync)(uintptr_t)gl.syncs[gl.nsyncs++].id;
}

GLboolean GL_APIENTRY vcl_gl_IsSync(GLsync sync)
{
	GLsync h = sync_of(sync);

	return h ? glIsSync(h) : GL_FALSE;
}

void GL_APIENTRY vcl_gl_DeleteSync(GLsync sync)
{
	for (int i = 0; sync && i < gl.nsyncs; i++)
		if (gl.syncs[i].id == (uint64_t)(uintptr_t)sync) {
			if (!sync_wait_defer(gl.syncs[i].host))
				glDeleteSync(gl.syncs[i].host);
			gl.syncs[i] = gl.syncs[--gl.nsyncs];
			return;
		}
	if (sync)
		vcl_gl_error(GL_INVALID_VALUE);
}

/*
 * glClientWaitSync (ES 3.0 §4.1.2): a poll first (timeout 0, the guest's flags: the flush the guest
 * asked for happens here); a sync not yet signaled with a timeout left is waited on after the
 * session's reading is handed on (vcl_be_may_block_gl, as clWaitForEvents), with the waiting
 * context still current on this thread (the wait is a command of it): the program's other threads'
 * GL calls (their own contexts, made current on the new leader) and OpenCL calls go on
 * meanwhile. After the wait this thread touches no session state but the waits' (the sync may
 * have been deleted meanwhile: then it deletes the host's here) and gives up its context if
 * another thread leads (vcl_be_lead_back).
 */
GLenum GL_APIENTRY vcl_gl_ClientWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout)
{
	GLsync h = sync_of(sync);
	uint64_t id;
	GLenum r;

	if (!h) {
		vcl_gl_error(GL_INVALID_VALUE);
		return GL_WAIT_FAILED;
	}
	r = glClientWaitSync(h, flags, 0);
	if (r != GL_TIMEOUT_EXPIRED || !timeout || !mvx || !mctx || !sync_wait_begin(h))
		return r;
	id = mctx->id; /* mctx may move once another thread leads */
	ctx_waiting(id, true);
	vcl_be_may_block_gl(mvx);
	r = glClientWaitSync(h, 0, timeout);
	if (sync_wait_end(h))
		glDeleteSync(h); /* the guest deleted it during the wait: its context is still current */
	vcl_be_lead_back(mvx); /* the context released where another thread leads */
	ctx_waiting(id, false);
	return r;
}

void GL_APIENTRY vcl_gl_WaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout)
{
	GLsync h = sync_of(sync);

	if (!h)
		vcl_gl_error(GL_INVALID_VALUE);
	else
		glWaitSync(h, flags, timeout);
}

void GL_APIENTRY vcl_gl_GetSynciv(GLsync sync, GLenum pname, GLsizei count, GLsizei *length, GLint *values)
{
	GLsync h = sync_of(sync);

	if (!h)
		vcl_gl_error(GL_INVALID_VALUE);
	else
		glGetSynciv(h, pname, count, length, values);
}

/* ---- hand-written GL handlers (api/gles.api: hand_be) ------------------------------------------- */

/*
 * vclGetBufferData (buffer mappings, vcl_fe_egl.c): the guest maps length bytes at offset of the
 * buffer bound at target of the message's context with access (glMapBufferRange's bits): the host
 * maps the same (it checks target, range and access, ES 3.0 §2.10.3, and keeps its error), copies
 * the bytes into a shared-region chunk or the reply where GL_MAP_READ_BIT is set, and unmaps.
 * Request (api/gles.api): target, offset, length, access, the destination with its length (length
 * bytes with the read bit, else 0; the decoder checked a region chunk's). Reply: i32 0, the GL error
 * (0: mapped; -1: the host refused, its glGetError says why), the bytes.
 */
/* The buffer bound at a buffer target of the current context (0: none or not a target). */
static GLuint bound_at(GLenum target)
{
	static const GLenum t[][2] = {
		{ GL_ARRAY_BUFFER, GL_ARRAY_BUFFER_BINDING },
		{ GL_ELEMENT_ARRAY_BUFFER, GL_ELEMENT_ARRAY_BUFFER_BINDING },
		{ GL_COPY_READ_BUFFER, GL_COPY_READ_BUFFER_BINDING },
		{ GL_COPY_WRITE_BUFFER, GL_COPY_WRITE_BUFFER_BINDING },
		{ GL_PIXEL_PACK_BUFFER, GL_PIXEL_PACK_BUFFER_BINDING },
		{ GL_PIXEL_UNPACK_BUFFER, GL_PIXEL_UNPACK_BUFFER_BINDING },
		{ GL_TRANSFORM_FEEDBACK_BUFFER, GL_TRANSFORM_FEEDBACK_BUFFER_BINDING },
		{ GL_UNIFORM_BUFFER, GL_UNIFORM_BUFFER_BINDING },
		{ GL_DRAW_INDIRECT_BUFFER, GL_DRAW_INDIRECT_BUFFER_BINDING },
		{ GL_DISPATCH_INDIRECT_BUFFER, GL_DISPATCH_INDIRECT_BUFFER_BINDING },
		{ GL_SHADER_STORAGE_BUFFER, GL_SHADER_STORAGE_BUFFER_BINDING },
		{ GL_ATOMIC_COUNTER_BUFFER, GL_ATOMIC_COUNTER_BUFFER_BINDING },
		{ GL_TEXTURE_BUFFER, GL_TEXTURE_BUFFER_BINDING },
	};
	GLint v = 0;

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		if (t[i][0] == target) {
			glGetIntegerv(t[i][1], &v);
			return (GLuint)v;
		}
	return 0;
}

/*
 * The current context's persistent mapping of buffer (GL_EXT_buffer_storage), checked against the
 * host before the back-end touches its memory: the buffer must still exist and be mapped there at
 * the pointer and length recorded (a glDeleteBuffers, or anything else that unmapped it, on the
 * host leaves a record that is dropped here, never a pointer that is used). Found and live: its
 * index, with the buffer bound at GL_COPY_WRITE_BUFFER (*old: what was bound there, to restore).
 */
static int pmap_live(GLuint buffer, GLint *old, GLint *access)
{
	uint64_t id = vcl_gl_cur_id();
	GLint64 len = 0;
	void *p = NULL;

	for (int i = 0; i < gl.npmaps; i++) {
		if (gl.pmaps[i].ctx != id || gl.pmaps[i].buffer != buffer)
			continue;
		if (glIsBuffer(buffer)) {
			glGetIntegerv(GL_COPY_WRITE_BUFFER_BINDING, old);
			glBindBuffer(GL_COPY_WRITE_BUFFER, buffer);
			glGetBufferPointerv(GL_COPY_WRITE_BUFFER, GL_BUFFER_MAP_POINTER, &p);
			glGetBufferParameteri64v(GL_COPY_WRITE_BUFFER, GL_BUFFER_MAP_LENGTH, &len);
			*access = 0; /* the live mapping's: a write needs GL_MAP_WRITE_BIT */
			glGetBufferParameteriv(GL_COPY_WRITE_BUFFER, GL_BUFFER_ACCESS_FLAGS, access);
			if (p == gl.pmaps[i].p && (uint64_t)len == gl.pmaps[i].len)
				return i;
			glBindBuffer(GL_COPY_WRITE_BUFFER, (GLuint)*old);
		}
		gl.pmaps[i--] = gl.pmaps[--gl.npmaps]; /* stale: dropped, and the rest looked at */
	}
	return -1;
}

/* vclPersistentWrite: the guest's bytes into the host's persistent mapping (before the calls that
 * may read them: docs/design.md, "Persistent mappings"); unmap: then the host's unmap. */
int vcl_be_h_vclPersistentWrite(struct vcl_be_ctx *x, const struct vn_args_vclPersistentWrite *a)
{
	GLint old = 0, access = 0;
	int i;

	if (!vcl_gl_enter(x) || (i = pmap_live(a->buffer, &old, &access)) < 0)
		return 0; /* no such mapping (any more): nothing to write into */
	if (a->offset > gl.pmaps[i].len || a->data_len > gl.pmaps[i].len - a->offset) {
		glBindBuffer(GL_COPY_WRITE_BUFFER, (GLuint)old);
		return vcl_be_violation(x, "vclPersistentWrite: %llu bytes at %llu of a mapping of %llu",
					(unsigned long long)a->data_len, (unsigned long long)a->offset,
					(unsigned long long)gl.pmaps[i].len);
	}
	if (a->data_len && !(access & GL_MAP_WRITE_BIT)) {
		/* the guest's front-end sends none: bytes into a mapping the host made without write
		 * access (read-only memory on some drivers; storage the guest may not change) */
		glBindBuffer(GL_COPY_WRITE_BUFFER, (GLuint)old);
		return vcl_be_violation(x, "vclPersistentWrite: %llu bytes into a mapping without GL_MAP_WRITE_BIT",
					(unsigned long long)a->data_len);
	}
	if (a->data_len) {
		memcpy((uint8_t *)gl.pmaps[i].p + a->offset, a->data, a->data_len);
		vcl_be_bulk(x, a->data_len, VCL_DEC_NOT_IN_REGION);
	}
	if (a->unmap) {
		glUnmapBuffer(GL_COPY_WRITE_BUFFER);
		gl.pmaps[i] = gl.pmaps[--gl.npmaps];
	}
	glBindBuffer(GL_COPY_WRITE_BUFFER, (GLuint)old);
	return 0;
}

/* vclPersistentRead: the host's bytes of a persistent mapping, for the guest's copy (after the
 * sync points at which the spec makes the GL server's writes visible to the client). */
int vcl_be_h_vclPersistentRead(struct vcl_be_ctx *x, const struct vn_args_vclPersistentRead *a)
{
	uint64_t want = a->dest.len, off = a->dest.off;
	void *dst = (void *)a->dest.p;
	int32_t err = -1;
	GLint old = 0, access = 0;
	int i = -1;

	if (vcl_gl_enter(x) && (i = pmap_live(a->buffer, &old, &access)) >= 0) {
		glBindBuffer(GL_COPY_WRITE_BUFFER, (GLuint)old);
		if (want != gl.pmaps[i].len)
			return vcl_be_violation(x, "vclPersistentRead: %llu bytes of a mapping of %llu",
						(unsigned long long)want, (unsigned long long)gl.pmaps[i].len);
		if (!dst && want > VCL_MAX_INFO)
			i = -1; /* inline: at most what a mapping could take (vclGetBufferData) */
		else if (!dst && want && !(dst = vcl_be_scratch(x, want, 1)))
			return -EPROTO;
	}
	if (i >= 0) {
		err = 0;
		if (want) {
			memcpy(dst, gl.pmaps[i].p, want);
			if (!a->dest.p)
				vcl_be_bulk(x, want, off);
		}
	}
	vn_enc_reply_vclPersistentRead(&x->rep, 0, a, &(struct vn_reply_vclPersistentRead){
		.err = err, .dest = !err && off == VCL_DEC_NOT_IN_REGION ? dst : NULL,
		.dest_len = !err && off == VCL_DEC_NOT_IN_REGION ? want : 0 });
	return 0;
}

int vcl_be_h_vclGetBufferData(struct vcl_be_ctx *x, const struct vn_args_vclGetBufferData *a)
{
	int32_t target = a->target, access = a->access;
	uint64_t offset = a->offset, n = a->length, want = a->dest.len, off = a->dest.off;
	void *dst = (void *)a->dest.p; /* the region chunk the host's bytes go into, or NULL */
	bool persistent = access & GL_MAP_PERSISTENT_BIT_EXT;
	int32_t err = 0;
	const void *p;

	/* a persistent mapping's bytes always come: the guest's copy and shadow start from them */
	if (want != ((access & GL_MAP_READ_BIT) || persistent ? n : 0) || offset > INT64_MAX || n > INT64_MAX)
		return vcl_be_violation(x, "vclGetBufferData: %llu bytes at %llu, %llu wanted",
					(unsigned long long)n, (unsigned long long)offset, (unsigned long long)want);
	if (!vcl_gl_enter(x) || !cur_es3())
		err = GL_INVALID_OPERATION;
	else if (want && !dst && want > VCL_MAX_INFO)
		err = GL_OUT_OF_MEMORY; /* inline: at most an info value; the region takes more */
	if (!err && want && !dst && !(dst = vcl_be_scratch(x, want, 1)))
		return -EPROTO;
	if (!err && persistent && gl.npmaps == VCL_GL_MAX_PMAPS) {
		/* full: the context's records of mappings the host no longer has go (deleted buffers) */
		uint64_t id = vcl_gl_cur_id();
		for (int i = gl.npmaps - 1; i >= 0; i--) {
			GLint old = 0, acc = 0;
			if (gl.pmaps[i].ctx == id && i < gl.npmaps && pmap_live(gl.pmaps[i].buffer, &old, &acc) >= 0)
				glBindBuffer(GL_COPY_WRITE_BUFFER, (GLuint)old);
		}
		if (gl.npmaps == VCL_GL_MAX_PMAPS)
			err = GL_OUT_OF_MEMORY;
	}
	if (!err) {
		p = glMapBufferRange((GLenum)target, (GLintptr)offset, (GLsizeiptr)n, (GLbitfield)access);
		if (p) {
			if (want) {
				memcpy(dst, p, want);
				if (!a->dest.p) /* inline (a region chunk was counted where it was decoded) */
					vcl_be_bulk(x, want, off);
			}
			if (persistent) { /* stays mapped on the host: the guest's syncs read and write it */
				uint64_t id = vcl_gl_cur_id();
				GLuint b = bound_at((GLenum)target);
				for (int i = gl.npmaps - 1; i >= 0; i--) /* an older record of it is stale */
					if (gl.pmaps[i].ctx == id && gl.pmaps[i].buffer == b)
						gl.pmaps[i] = gl.pmaps[--gl.npmaps];
				gl.pmaps[gl.npmaps++] = (typeof(gl.pmaps[0])){ .ctx = id, .buffer = b,
					.p = (void *)p, .len = n };
			} else
				glUnmapBuffer((GLenum)target);
		} else {
			err = -1;
		}
	}
	vn_enc_reply_vclGetBufferData(&x->rep, 0, a, &(struct vn_reply_vclGetBufferData){
		.err = err, .dest = !err && off == VCL_DEC_NOT_IN_REGION ? dst : NULL,
		.dest_len = !err && off == VCL_DEC_NOT_IN_REGION ? want : 0 });
	return 0;
}

/* Host extensions that only add tokens (formats, types, shader features): with no entry point of
 * their own, what virtcl remotes serves them. Any other extension is not reported. */
static const char *const token_exts[] = {
	"GL_OES_depth24", "GL_OES_depth32", "GL_OES_packed_depth_stencil", "GL_OES_rgb8_rgba8",
	"GL_OES_element_index_uint", "GL_OES_standard_derivatives", "GL_OES_texture_npot",
	"GL_OES_depth_texture", "GL_OES_texture_float", "GL_OES_texture_half_float",
	"GL_OES_texture_float_linear", "GL_OES_texture_half_float_linear", "GL_OES_fbo_render_mipmap",
	"GL_OES_stencil8", "GL_OES_vertex_half_float", "GL_EXT_texture_format_BGRA8888",
	"GL_EXT_read_format_bgra", "GL_EXT_blend_minmax", "GL_EXT_shader_texture_lod",
	"GL_EXT_texture_type_2_10_10_10_REV", "GL_EXT_color_buffer_half_float", "GL_EXT_frag_depth",
	"GL_EXT_shader_framebuffer_fetch", "GL_EXT_texture_compression_s3tc",
	"GL_EXT_texture_compression_rgtc", "GL_EXT_texture_compression_bptc",
	/* EGL fences order this context's commands (eglCreateSync: remoted) */
	"GL_OES_EGL_sync",
	/* ASTC: formats only, as the host decodes them (an LDR-only host's HDR blocks: its error
	 * colour; piglit's astc tests give the same frames natively and through virtcl) */
	"GL_KHR_texture_compression_astc_ldr", "GL_KHR_texture_compression_astc_hdr",
	"GL_KHR_texture_compression_astc_sliced_3d",
	/* ES 3.0's: formats, read-back and sampler tokens */
	"GL_EXT_color_buffer_float", "GL_EXT_float_blend", "GL_EXT_render_snorm", "GL_EXT_texture_norm16",
	"GL_EXT_texture_filter_anisotropic", "GL_EXT_texture_sRGB_decode", "GL_EXT_texture_sRGB_R8",
	"GL_EXT_texture_sRGB_RG8", "GL_NV_read_depth", "GL_NV_read_depth_stencil", "GL_NV_read_stencil",
	/* ES 3.1's: texture targets, image formats and atomics, stencil textures */
	"GL_OES_texture_cube_map_array", "GL_EXT_texture_cube_map_array", "GL_NV_image_formats",
	"GL_OES_shader_image_atomic", "GL_OES_texture_stencil8",
	/* ES 3.2's shader features */
	"GL_OES_gpu_shader5", "GL_EXT_gpu_shader5", "GL_OES_shader_io_blocks", "GL_EXT_shader_io_blocks",
	"GL_OES_sample_variables", "GL_OES_shader_multisample_interpolation",
	"GL_OES_geometry_point_size", "GL_EXT_geometry_point_size", "GL_OES_tessellation_point_size",
	"GL_EXT_tessellation_point_size", "GL_KHR_blend_equation_advanced_coherent",
	"GL_KHR_robust_buffer_access_behavior",
};

/* Host extensions with entry points of their own, every one of which api/gles.api remotes (flag
 * ext: the decoders find them with eglGetProcAddress, vcl_gl_host_proc). */
static const char *const entry_exts[] = {
	"GL_EXT_blend_func_extended", "GL_EXT_draw_buffers", "GL_EXT_discard_framebuffer",
	"GL_EXT_polygon_offset_clamp", "GL_OES_texture_view", "GL_OES_viewport_array",
	"GL_EXT_base_instance", "GL_EXT_draw_instanced", "GL_EXT_buffer_storage", "GL_EXT_shader_framebuffer_fetch_non_coherent",
	"GL_KHR_parallel_shader_compile", "GL_EXT_separate_shader_objects",
	/* ES 3.2's, under their suffixed names (api/gles.api alias=) */
	"GL_KHR_debug", "GL_KHR_robustness", "GL_EXT_robustness", "GL_KHR_blend_equation_advanced",
	"GL_OES_draw_buffers_indexed", "GL_EXT_draw_buffers_indexed", "GL_OES_draw_elements_base_vertex",
	"GL_EXT_draw_elements_base_vertex", "GL_OES_geometry_shader", "GL_EXT_geometry_shader",
	"GL_OES_tessellation_shader", "GL_EXT_tessellation_shader", "GL_OES_texture_buffer",
	"GL_EXT_texture_buffer", "GL_OES_texture_border_clamp", "GL_EXT_texture_border_clamp",
	"GL_OES_copy_image", "GL_EXT_copy_image", "GL_OES_sample_shading",
	"GL_OES_texture_storage_multisample_2d_array", "GL_OES_primitive_bounding_box",
	"GL_EXT_primitive_bounding_box",
	/* images of the guest's own EGL (eglCreateImage): glEGLImageTarget*OES */
	"GL_OES_EGL_image", "GL_OES_EGL_image_external", "GL_OES_EGL_image_external_essl3",
	"GL_EXT_EGL_image_storage",
};

void (*vcl_gl_host_proc(const char *name))(void)
{
	return (void (*)(void))eglGetProcAddress(name);
}

/* The extensions a guest is told of, of the host's: GL_OES_mapbuffer (vcl_fe_egl.c; where the host
 * can read buffers: ES 3.0) and those in token_exts and entry_exts. Written space-separated into out (cap bytes;
 * NULL: only counted); returns how many. */
static unsigned guest_extensions(const char *host, char *out, size_t cap)
{
	unsigned n = 0;
	size_t len = 0;

	if (out && cap)
		*out = 0;
	if (cur_es3()) {
		n++;
		if (out)
			len += (size_t)snprintf(out, cap, "GL_OES_mapbuffer");
	}
	for (size_t i = 0; host && i < VCL_ARRAY_LEN(token_exts) + VCL_ARRAY_LEN(entry_exts); i++) {
		const char *e = i < VCL_ARRAY_LEN(token_exts) ? token_exts[i] : entry_exts[i - VCL_ARRAY_LEN(token_exts)];
		size_t k = strlen(e);
		for (const char *p = host; (p = strstr(p, e)); p += k)
			if ((p == host || p[-1] == ' ') && (!p[k] || p[k] == ' ')) {
				n++;
				if (out && len < cap)
					len += (size_t)snprintf(out + len, cap - len, "%s%s", len ? " " : "", e);
				break;
			}
	}
	return n;
}

/* What a guest's glGetString says: the host's vendor and renderer; the host context's version, ES
 * 3.2 at most (what virtcl remotes: an application told of a later one would call functions that
 * do nothing), 3.1, 3.0 or 2.0, with the host's version after it; the extensions of
 * guest_extensions. */
int vcl_be_h_glGetString(struct vcl_be_ctx *x, const struct vn_args_glGetString *a)
{
	GLenum name = a->name;
	const char *s = NULL;
	char *out = NULL;

	if (vcl_gl_enter(x))
		s = (const char *)glGetString(name);
	if (s && (name == GL_VERSION || name == GL_SHADING_LANGUAGE_VERSION || name == GL_EXTENSIONS)) {
		size_t cap = strlen(s) + 64;
		static const char *const ver[] = { "2.0", "3.0", "3.1", "3.2" };
		static const char *const glsl[] = { "1.00", "3.00", "3.10", "3.20" };
		int v = guest_ver(), i = v == 32 ? 3 : v == 31 ? 2 : v == 30 ? 1 : 0;
		if (!(out = vcl_be_scratch(x, cap, 1)))
			return -EPROTO;
		if (name == GL_VERSION)
			snprintf(out, cap, "OpenGL ES %s virtcl (host: %s)", ver[i], s);
		else if (name == GL_SHADING_LANGUAGE_VERSION)
			snprintf(out, cap, "OpenGL ES GLSL ES %s virtcl (host: %s)", glsl[i], s);
		else
			guest_extensions(s, out, cap);
		s = out;
	}
	vn_enc_reply_glGetString(&x->rep, 0, a, &(struct vn_reply_glGetString){ .s = s, .s_len = s ? strlen(s) + 1 : 0 });
	return 0;
}

/* The pixel-store parameters: ES 2.0's alignments, and where the host context is ES 3.0 its row
 * lengths, image height and skips (the front-end refuses the others, and negative values, as GL
 * does; the host checks again). Both sides size transfers with them (vcl_gl_host_store). */
int vcl_be_h_glPixelStorei(struct vcl_be_ctx *x, const struct vn_args_glPixelStorei *a)
{
	if (!vcl_gl_enter(x))
		return 0;
	if (a->pname != GL_PACK_ALIGNMENT && a->pname != GL_UNPACK_ALIGNMENT && !cur_es3())
		vcl_gl_error(GL_INVALID_ENUM);
	else
		glPixelStorei(a->pname, a->param);
	return 0;
}

/* The guest's strings joined into one item (vcl_fe_egl.c); a source is not pure data, so never
 * from the shared region. */
int vcl_be_h_glShaderSource(struct vcl_be_ctx *x, const struct vn_args_glShaderSource *a)
{
	GLuint shader = a->shader;
	GLsizei count = a->count;
	uint64_t n = a->source_len;
	const GLchar *src = a->source;
	GLint len;

	if (n > INT32_MAX)
		return vcl_be_violation(x, "glShaderSource: %llu bytes", (unsigned long long)n);
	if (!vcl_gl_enter(x))
		return 0;
	if (count < 0 || (count > 0 && !src)) {
		vcl_gl_error(GL_INVALID_VALUE);
		return 0;
	}
	len = (GLint)n;
	glShaderSource(shader, count > 0 ? 1 : 0, count > 0 ? &src : NULL, count > 0 ? &len : NULL);
	return 0;
}

/*
 * A draw from client-side arrays (vcl_fe_egl.c draw_client has the wire form): the vertices
 * base .. base + nverts - 1 of each array, packed, go into buffers of the context's own and the
 * draw reads them there; glDrawElements' indices are rebased to base and each checked to fall
 * among the vertices sent. Lengths, counts, types and every index are checked here, once; the
 * guest's buffer bindings are restored afterwards.
 */
int vcl_be_h_vclDrawClient(struct vcl_be_ctx *x, const struct vn_args_vclDrawClient *args)
{
	struct { int32_t index, size, type, norm, integer; const void *data; uint64_t len; } a[VCL_GL_CLIENT_ARRAYS];
	int32_t mode = args->mode, count = args->count, itype = args->itype, inst = args->inst;
	uint64_t base = args->base, nverts = args->nverts, ilen = args->indices_len, nattr = args->narrays;
	const uint8_t *idx = args->indices;
	size_t isz = itype ? vcl_gl_type_bytes((GLenum)itype) : 0;
	uint8_t *ri = NULL;
	GLint maxa = 0, ab = 0, eb = 0;

	/* nattr: at most VCL_GL_CLIENT_ARRAYS, each array's bytes present (the decoder checked) */
	if ((nattr && !args->arrays) || count < 0 || nverts > VCL_GL_CLIENT_VERTS ||
	    inst < 0 || (uint64_t)inst > VCL_GL_CLIENT_VERTS || (nattr && !nverts) || (!nattr && (nverts || base)))
		return vcl_be_violation(x, "vclDrawClient: %llu arrays%s of %llu vertices, count %d, %d instances",
					(unsigned long long)nattr, nattr && !args->arrays ? " (absent)" : "",
					(unsigned long long)nverts, count, inst);
	if (itype && (isz == 0 ||
		      (itype != GL_UNSIGNED_BYTE && itype != GL_UNSIGNED_SHORT && itype != GL_UNSIGNED_INT)))
		return vcl_be_violation(x, "vclDrawClient: index type %#x", itype);
	if (itype ? !idx || ilen != (uint64_t)count * isz : idx || (nattr && nverts != (uint64_t)count))
		return vcl_be_violation(x, "vclDrawClient: %llu bytes of indices or %llu vertices for %d",
					(unsigned long long)ilen, (unsigned long long)nverts, count);
	for (uint64_t i = 0; i < nattr; i++) {
		const struct vcl_gl_client_array *w = &args->arrays[i];
		size_t tb;
		a[i].index = w->index;
		a[i].size = w->size;
		a[i].type = w->type;
		a[i].norm = w->norm;
		a[i].integer = w->integer;
		a[i].data = args->data[i];
		a[i].len = args->data_len[i];
		tb = vcl_gl_type_bytes((GLenum)a[i].type);
		/* the length is checked against the host's divisor below, once the context is current */
		if (a[i].size < 1 || a[i].size > 4 || !tb || (a[i].integer && a[i].type != GL_BYTE &&
		    a[i].type != GL_UNSIGNED_BYTE && a[i].type != GL_SHORT && a[i].type != GL_UNSIGNED_SHORT &&
		    a[i].type != GL_INT && a[i].type != GL_UNSIGNED_INT) || !a[i].data ||
		    a[i].len % ((uint64_t)a[i].size * tb) || a[i].len / ((uint64_t)a[i].size * tb) > VCL_GL_CLIENT_VERTS)
			return vcl_be_violation(x, "vclDrawClient: array %d of %llu bytes (size %d, type %#x)",
						a[i].index, (unsigned long long)a[i].len, a[i].size, a[i].type);
	}
	if (itype && nattr) {
		/* the indices, rebased to the first vertex sent: each must name one of them */
		if (count && !(ri = vcl_be_scratch(x, (uint64_t)count, isz)))
			return -EPROTO;
		for (int32_t k = 0; k < count; k++) {
			const uint8_t *p = idx + (size_t)k * isz;
			uint64_t v = isz == 1 ? *p : isz == 2 ? *(const uint16_t *)p : *(const uint32_t *)p;
			if (v < base || v - base >= nverts)
				return vcl_be_violation(x, "vclDrawClient: index %llu outside the vertices sent",
							(unsigned long long)v);
			v -= base;
			if (isz == 1)
				ri[k] = (uint8_t)v;
			else if (isz == 2)
				((uint16_t *)ri)[k] = (uint16_t)v;
			else
				((uint32_t *)ri)[k] = (uint32_t)v;
		}
	}
	if (!vcl_gl_enter(x))
		return 0;
	glGetIntegerv(GL_MAX_VERTEX_ATTRIBS, &maxa);
	for (uint64_t i = 0; i < nattr; i++) {
		GLint div = 0;
		uint64_t elems;
		if (a[i].index < 0 || a[i].index >= maxa || (a[i].integer && !cur_es3())) {
			vcl_gl_error(a[i].index < 0 || a[i].index >= maxa ? GL_INVALID_VALUE : GL_INVALID_OPERATION);
			return 0;
		}
		/* the host's divisor decides how many elements the draw reads (ES 3.0 §2.9.3) */
		if (cur_es3())
			glGetVertexAttribiv((GLuint)a[i].index, GL_VERTEX_ATTRIB_ARRAY_DIVISOR, &div);
		elems = div > 0 ? ((uint64_t)(inst > 0 ? inst : 1) + (uint64_t)div - 1) / (uint64_t)div : nverts;
		if (a[i].len != elems * (uint64_t)a[i].size * vcl_gl_type_bytes((GLenum)a[i].type))
			return vcl_be_violation(x, "vclDrawClient: array %d of %llu bytes for %llu elements",
						a[i].index, (unsigned long long)a[i].len, (unsigned long long)elems);
	}
	glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &ab);
	for (uint64_t i = 0; i < nattr; i++) {
		if (!mctx->vbo[i])
			glGenBuffers(1, &mctx->vbo[i]);
		glBindBuffer(GL_ARRAY_BUFFER, mctx->vbo[i]);
		glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)a[i].len, a[i].data, GL_STREAM_DRAW);
		if (a[i].integer)
			glVertexAttribIPointer((GLuint)a[i].index, a[i].size, (GLenum)a[i].type, 0, NULL);
		else
			glVertexAttribPointer((GLuint)a[i].index, a[i].size, (GLenum)a[i].type,
					      a[i].norm ? GL_TRUE : GL_FALSE, 0, NULL);
	}
	glBindBuffer(GL_ARRAY_BUFFER, (GLuint)ab);
	if (!vcl_gl_draw_ok() || (inst && !cur_es3())) {
		vcl_gl_error(GL_INVALID_OPERATION);
		return 0;
	}
	if (!itype) {
		if (inst)
			glDrawArraysInstanced((GLenum)mode, 0, count, inst);
		else
			glDrawArrays((GLenum)mode, 0, count);
		return 0;
	}
	glGetIntegerv(GL_ELEMENT_ARRAY_BUFFER_BINDING, &eb);
	if (!mctx->ibo)
		glGenBuffers(1, &mctx->ibo);
	glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, mctx->ibo);
	glBufferData(GL_ELEMENT_ARRAY_BUFFER, (GLsizeiptr)((size_t)count * isz), ri ? (const void *)ri : (const void *)idx,
		     GL_STREAM_DRAW);
	if (inst)
		glDrawElementsInstanced((GLenum)mode, count, (GLenum)itype, NULL, inst);
	else
		glDrawElements((GLenum)mode, count, (GLenum)itype, NULL);
	glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, (GLuint)eb);
	return 0;
}
