/* SPDX-License-Identifier: MIT */
/*
 * Debug output in the guest (GL_KHR_debug, core in ES 3.2 §18): the hand-written stubs of the
 * calls that carry strings of a given length or the callback, glGetPointerv, and the delivery of
 * the host's messages to the application's callback (src/backend/vcl_be_gldebug.c says how they
 * travel; docs/design.md, "Debug output", why).
 *
 * The application's function and user parameter stay here: a callback record of the front-end's
 * (VCL_CB_GL_DEBUG, as OpenCL's callbacks) whose ID is all the host learns. Records are kept for
 * the program's life, one per (function, user parameter) pair (at most VCL_GL_DEBUG_RECS: past
 * that the oldest is dropped and a message still on its way to it is lost), so a message sent
 * before the application changed its callback still reaches the function it was sent for.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "vcl_fe.h"
#include "vcl_fe_gl.h"
#include "gen/vn_frontend.h"
#include "gen/vn_gl.h"

#define VCL_GL_DEBUG_RECS 256

/* A context's debug state as the guest set it. */
struct dbg_ctx {
	uint64_t ctx;
	GLDEBUGPROC fn;
	const void *user;
	bool sync; /* GL_DEBUG_OUTPUT_SYNCHRONOUS enabled */
};

static struct {
	pthread_mutex_t lock;
	struct { GLDEBUGPROC fn; const void *user; uint64_t id; } rec[VCL_GL_DEBUG_RECS];
	unsigned nrec, oldest;
	struct dbg_ctx *c;
	size_t n;
} dbg = { .lock = PTHREAD_MUTEX_INITIALIZER };

/* Contexts with a callback and synchronous output: while there are none, a GL call costs one
 * relaxed load more (vcl_gl_debug_after). */
atomic_int vcl_gl_debug_sync_ctxs;
static __thread bool delivering; /* a callback calling GL does not fetch again */

/* Under dbg.lock. */
static struct dbg_ctx *find(uint64_t ctx, bool make)
{
	struct dbg_ctx *grown;

	for (size_t i = 0; i < dbg.n; i++)
		if (dbg.c[i].ctx == ctx)
			return &dbg.c[i];
	if (!make || !ctx || !(grown = realloc(dbg.c, (dbg.n + 1) * sizeof(*grown))))
		return NULL;
	dbg.c = grown;
	dbg.c[dbg.n] = (struct dbg_ctx){ .ctx = ctx };
	return &dbg.c[dbg.n++];
}

static bool counts(const struct dbg_ctx *d)
{
	return d->sync && d->fn;
}

/* Under dbg.lock: the record of (fn, user), made if new; 0 when out of memory. */
static uint64_t record(GLDEBUGPROC fn, const void *user)
{
	uint64_t id;
	unsigned i;

	for (i = 0; i < dbg.nrec; i++)
		if (dbg.rec[i].fn == fn && dbg.rec[i].user == user)
			return dbg.rec[i].id;
	if (!(id = vcl_cb_register(VCL_CB_GL_DEBUG, (void *)fn, (void *)user, NULL, false)))
		return 0;
	if (dbg.nrec < VCL_GL_DEBUG_RECS) {
		i = dbg.nrec++;
	} else {
		i = dbg.oldest;
		dbg.oldest = (dbg.oldest + 1) % VCL_GL_DEBUG_RECS;
		vcl_cb_unregister(dbg.rec[i].id);
	}
	dbg.rec[i].fn = fn;
	dbg.rec[i].user = user;
	dbg.rec[i].id = id;
	return id;
}

void GL_APIENTRY vcl_gl_glDebugMessageCallback(GLDEBUGPROC callback, const void *userParam)
{
	struct vcl_call c;
	struct dbg_ctx *d;
	uint64_t id = 0, ctx = vcl_gl_cur_ctx(), ctx_id;

	if (!ctx)
		return;
	pthread_mutex_lock(&dbg.lock);
	if (!(d = find(ctx, true)) || (callback && !(id = record(callback, userParam)))) {
		pthread_mutex_unlock(&dbg.lock);
		vcl_gl_local_error(GL_OUT_OF_MEMORY);
		return;
	}
	if (counts(d))
		atomic_fetch_sub(&vcl_gl_debug_sync_ctxs, 1);
	d->fn = callback;
	d->user = userParam;
	if (counts(d))
		atomic_fetch_add(&vcl_gl_debug_sync_ctxs, 1);
	pthread_mutex_unlock(&dbg.lock);
	if (!vcl_gl_call_open(&c, VN_OP_glDebugMessageCallback, &ctx_id))
		return;
	vn_enc_glDebugMessageCallback(&c.enc, &(struct vn_args_glDebugMessageCallback){ .ctx = ctx_id, .callback = id });
	vcl_call_async(&c);
	vcl_call_fini(&c);
}

static void track_sync(GLenum cap, bool on)
{
	struct dbg_ctx *d;

	if (cap != GL_DEBUG_OUTPUT_SYNCHRONOUS)
		return;
	pthread_mutex_lock(&dbg.lock);
	if ((d = find(vcl_gl_cur_ctx(), on))) {
		if (counts(d))
			atomic_fetch_sub(&vcl_gl_debug_sync_ctxs, 1);
		d->sync = on;
		if (counts(d))
			atomic_fetch_add(&vcl_gl_debug_sync_ctxs, 1);
	}
	pthread_mutex_unlock(&dbg.lock);
}

bool vcl_gl_track_glEnable(GLenum cap)
{
	track_sync(cap, true);
	return true;
}

bool vcl_gl_track_glDisable(GLenum cap)
{
	track_sync(cap, false);
	return true;
}

void GL_APIENTRY vcl_gl_glGetPointerv(GLenum pname, void **params)
{
	struct dbg_ctx *d;
	void *v = NULL;

	if (!vcl_gl_cur_ctx())
		return;
	if (pname != GL_DEBUG_CALLBACK_FUNCTION && pname != GL_DEBUG_CALLBACK_USER_PARAM) {
		vcl_gl_local_error(GL_INVALID_ENUM); /* ES 3.2 §18.2.3: the only pointers it has */
		return;
	}
	pthread_mutex_lock(&dbg.lock);
	if ((d = find(vcl_gl_cur_ctx(), false)))
		v = pname == GL_DEBUG_CALLBACK_FUNCTION ? (void *)d->fn : (void *)d->user;
	pthread_mutex_unlock(&dbg.lock);
	if (params)
		*params = v;
}

/* A message or label of length bytes (negative: NUL-terminated) goes with its exact length and
 * without a NUL, so the host never reads to a guest string's end (api/gles.api). */
static GLsizei str_len(GLsizei length, const GLchar *s)
{
	size_t n;

	if (length >= 0 || !s)
		return length >= 0 ? length : 0;
	n = strlen(s);
	return n > INT32_MAX ? INT32_MAX : (GLsizei)n;
}

static void send_sync(struct vcl_call *c, struct vcl_gl_xfer *xf)
{
	if (vcl_call_sync(c) == CL_SUCCESS && c->rep.err)
		vcl_call_bad_reply(c);
	vcl_gl_xfer_done(xf);
	vcl_call_fini(c);
}

void GL_APIENTRY vcl_gl_glDebugMessageInsert(GLenum source, GLenum type, GLuint id, GLenum severity,
					     GLsizei length, const GLchar *buf)
{
	struct vcl_call c;
	struct vcl_gl_xfer xf = { .chunk = -1 };
	GLsizei n = str_len(length, buf);

	if (!vcl_gl_call_init(&c, VN_OP_glDebugMessageInsert))
		return;
	vcl_enc_val(&c.enc, &source, sizeof(source));
	vcl_enc_val(&c.enc, &type, sizeof(type));
	vcl_enc_val(&c.enc, &id, sizeof(id));
	vcl_enc_val(&c.enc, &severity, sizeof(severity));
	vcl_enc_val(&c.enc, &n, sizeof(n));
	vcl_gl_enc_data(&c, &xf, n > 0 ? buf : NULL, n > 0 ? (size_t)n : 0);
	send_sync(&c, &xf);
}

void GL_APIENTRY vcl_gl_glPushDebugGroup(GLenum source, GLuint id, GLsizei length, const GLchar *message)
{
	struct vcl_call c;
	struct vcl_gl_xfer xf = { .chunk = -1 };
	GLsizei n = str_len(length, message);

	if (!vcl_gl_call_init(&c, VN_OP_glPushDebugGroup))
		return;
	vcl_enc_val(&c.enc, &source, sizeof(source));
	vcl_enc_val(&c.enc, &id, sizeof(id));
	vcl_enc_val(&c.enc, &n, sizeof(n));
	vcl_gl_enc_data(&c, &xf, n > 0 ? message : NULL, n > 0 ? (size_t)n : 0);
	send_sync(&c, &xf);
}

void GL_APIENTRY vcl_gl_glObjectLabel(GLenum identifier, GLuint name, GLsizei length, const GLchar *label)
{
	struct vcl_call c;
	struct vcl_gl_xfer xf = { .chunk = -1 };
	GLsizei n = label ? str_len(length, label) : 0;

	if (!vcl_gl_call_init(&c, VN_OP_glObjectLabel))
		return;
	vcl_enc_val(&c.enc, &identifier, sizeof(identifier));
	vcl_enc_val(&c.enc, &name, sizeof(name));
	vcl_enc_val(&c.enc, &n, sizeof(n));
	/* an empty label travels absent, as NULL: either leaves the object without one (§18.3.1:
	 * glGetObjectLabel then gives "" and length 0 alike) */
	vcl_gl_enc_data(&c, &xf, n > 0 ? label : NULL, n > 0 ? (size_t)n : 0);
	send_sync(&c, &xf);
}

/* The guest's GLsync is its ID (vcl_be_gl.c's sync table); labels are inline. */
void GL_APIENTRY vcl_gl_glObjectPtrLabel(const void *ptr, GLsizei length, const GLchar *label)
{
	struct vcl_call c;
	GLsizei n = label ? str_len(length, label) : 0;
	uint64_t ctx;

	if (!vcl_gl_call_open(&c, VN_OP_glObjectPtrLabel, &ctx))
		return;
	vn_enc_glObjectPtrLabel(&c.enc, &(struct vn_args_glObjectPtrLabel){
		.ctx = ctx, .sync = (uint64_t)(uintptr_t)ptr, .length = n,
		.label = n > 0 ? label : NULL, .label_len = n > 0 ? (uint64_t)n : 0 }); /* "": as NULL, above */
	vcl_call_async(&c);
	vcl_call_fini(&c);
}

void GL_APIENTRY vcl_gl_glGetObjectPtrLabel(const void *ptr, GLsizei bufSize, GLsizei *length, GLchar *label)
{
	struct vn_reply_glGetObjectPtrLabel r;
	struct vcl_call c;
	uint64_t ctx;
	cl_int ret;

	if (!vcl_gl_call_open(&c, VN_OP_glGetObjectPtrLabel, &ctx))
		return;
	struct vn_args_glGetObjectPtrLabel a = { .ctx = ctx, .sync = (uint64_t)(uintptr_t)ptr, .bufSize = bufSize,
						 .length_want = length != NULL, .label_want = label != NULL };
	vn_enc_glGetObjectPtrLabel(&c.enc, &a);
	ret = vcl_call_sync(&c);
	/* checked: the length only if wanted; the label NUL-terminated, 1 to bufSize bytes */
	VCL_CALL_REPLY(&c, ret, glGetObjectPtrLabel, &a, &r);
	if (ret == CL_SUCCESS) {
		if (length)
			*length = r.length;
		if (r.label && label)
			memcpy(label, r.label, r.label_len);
	}
	vcl_call_fini(&c);
}

void vcl_gl_debug_forget(uint64_t ctx)
{
	struct dbg_ctx *d;

	pthread_mutex_lock(&dbg.lock);
	if ((d = find(ctx, false))) {
		if (counts(d))
			atomic_fetch_sub(&vcl_gl_debug_sync_ctxs, 1);
		*d = dbg.c[--dbg.n];
	}
	pthread_mutex_unlock(&dbg.lock);
}

void vcl_gl_debug_run(void *fn, void *user, const char *text, const void *vals, uint64_t n)
{
	uint32_t v[4];
	size_t len;

	if (!text || !vals || n != sizeof(v) || (len = strlen(text)) > INT32_MAX)
		return; /* malformed: not the application's to see */
	memcpy(v, vals, sizeof(v));
	((GLDEBUGPROC)fn)(v[0], v[1], v[2], v[3], (GLsizei)len, text, user);
}

void vcl_gl_debug_after(void)
{
	struct dbg_ctx *d;
	GLDEBUGPROC fn = NULL;
	const void *user = NULL;
	uint32_t more = 1;

	if (delivering)
		return;
	pthread_mutex_lock(&dbg.lock);
	if ((d = find(vcl_gl_cur_ctx(), false)) && counts(d)) {
		fn = d->fn;
		user = d->user;
	}
	pthread_mutex_unlock(&dbg.lock);
	if (!fn)
		return;
	delivering = true;
	while (more) {
		struct vn_reply_vclDebugMessages r; /* 4 KiB: the texts' pointers */
		struct vcl_call c;
		uint64_t ctx;
		cl_int ret;
		more = 0;
		if (!vcl_gl_call_open(&c, VN_OP_vclDebugMessages, &ctx))
			break;
		vn_enc_vclDebugMessages(&c.enc, &(struct vn_args_vclDebugMessages){ .ctx = ctx });
		ret = vcl_call_sync(&c);
		/* checked: at most VCL_GL_DEBUG_REPLY messages, each text NUL-terminated with no NUL
		 * before its end; a malformed reply ends the session (and the loop) */
		VCL_CALL_REPLY(&c, ret, vclDebugMessages, NULL, &r);
		if (ret == CL_SUCCESS) {
			more = r.more;
			for (uint32_t i = 0; i < r.n; i++)
				vcl_gl_debug_run((void *)fn, (void *)user, r.texts[i], &r.msgs[i], sizeof(r.msgs[i]));
		}
		vcl_call_fini(&c);
	}
	delivering = false;
}
