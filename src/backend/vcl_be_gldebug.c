/* SPDX-License-Identifier: MIT */
/*
 * Debug output of the guest's GL contexts (GL_KHR_debug, core in ES 3.2 §18): messages, groups and
 * labels run on the host; the guest's callback (glDebugMessageCallback) is a record of the
 * front-end's, named by its ID, as OpenCL's callbacks are (vcl_be_callback.c). The host is given
 * the session's own function (tramp), never a guest pointer, with the guest context's ID as its
 * user parameter. Each message it gets goes to the guest:
 *   - GL_DEBUG_OUTPUT_SYNCHRONOUS disabled (the default): at once, as a CALLBACK notification of
 *     the record (VCL_CB_GL_DEBUG) on the notify channel; the front-end's notify thread calls the
 *     guest's function (KHR_debug: the callback may be called asynchronously, from another thread);
 *   - enabled: queued for the context; the front-end fetches the queue (vclDebugMessages) after
 *     each GL call of that context and calls the function on the calling thread before the call
 *     returns, as the extension asks.
 * docs/design.md, "Debug output", says why.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "vcl_be.h"
#include "vcl_be_gl.h"
#include "gen/vn_backend.h"

/* Messages queued for one context while the guest has GL_DEBUG_OUTPUT_SYNCHRONOUS enabled (past
 * it the newest are dropped, as a full message log drops them: ES 3.2 §18.4), the bytes of one
 * message (Mesa's GL_MAX_DEBUG_MESSAGE_LENGTH is 4096), and messages per vclDebugMessages
 * reply. */
#define DBG_QUEUE 1024
#define DBG_MSG_MAX 4096
#define DBG_REPLY VCL_GL_DEBUG_REPLY
/* Bytes of text queued in the whole session (its contexts together): past it the newest are
 * dropped too, so a guest that never fetches holds at most this much of the host's memory. */
#define DBG_SESSION_BYTES ((size_t)16 << 20)

struct dbg_msg {
	GLenum source, type, severity;
	GLuint id;
	char *text; /* NUL-terminated */
};

/* The debug state of one guest context. */
struct dbg_ctx {
	uint64_t ctx;       /* the guest context's ID */
	uint64_t cb;        /* the front-end's callback record; 0: none (the host keeps its log) */
	struct vcl_weak *w; /* the session the notifications go to (weakly: the host may call late) */
	bool sync;          /* the guest enabled GL_DEBUG_OUTPUT_SYNCHRONOUS */
	struct dbg_msg q[DBG_QUEUE];
	unsigned head, n;
};

static struct {
	pthread_mutex_t lock;
	struct dbg_ctx **c;
	size_t n;
	size_t bytes; /* text queued, all contexts */
} dbg = { .lock = PTHREAD_MUTEX_INITIALIZER };

/* Under dbg.lock. */
static struct dbg_ctx *find(uint64_t ctx, bool make)
{
	struct dbg_ctx *d, **grown;

	for (size_t i = 0; i < dbg.n; i++)
		if (dbg.c[i]->ctx == ctx)
			return dbg.c[i];
	if (!make || !ctx || !(d = calloc(1, sizeof(*d))))
		return NULL;
	if (!(grown = realloc(dbg.c, (dbg.n + 1) * sizeof(*grown)))) {
		free(d);
		return NULL;
	}
	dbg.c = grown;
	d->ctx = ctx;
	dbg.c[dbg.n++] = d;
	return d;
}

static void send_one(struct vcl_weak *w, uint64_t cb, GLenum source, GLenum type, GLuint id,
		     GLenum severity, const char *text, size_t len)
{
	struct vcl_enc e;
	uint32_t v[4] = { source, type, id, severity };
	char *t = strndup(text, len); /* NUL-terminated, cut at a NUL the host's text holds */

	if (!t)
		return;
	/* VCL_CB_GL_DEBUG's items (api/opencl.api, msg CALLBACK): the text as errinfo, the source,
	 * type, id and severity as private_info */
	vcl_enc_init(&e, VCL_OP_CALLBACK, 0);
	vn_enc_msg_callback(&e, &(struct vn_args_msg_callback){ .cb = cb, .status = 0, .errinfo = t,
							.private_info = v, .private_info_len = sizeof(v) });
	vcl_weak_send(w, &e, NULL);
	vcl_enc_fini(&e);
	free(t);
}

/* Under dbg.lock: the oldest queued message's text freed. */
static void pop(struct dbg_ctx *d)
{
	struct dbg_msg *m = &d->q[d->head];

	dbg.bytes -= strlen(m->text) + 1;
	free(m->text);
	d->head = (d->head + 1) % DBG_QUEUE;
	d->n--;
}

static void drop_queue(struct dbg_ctx *d)
{
	while (d->n)
		pop(d);
	d->head = 0;
}

/* Under dbg.lock: the queued messages go out as notifications (synchronous output disabled). */
static void flush_queue(struct dbg_ctx *d)
{
	while (d->n) {
		struct dbg_msg *m = &d->q[d->head];
		if (d->cb && d->w)
			send_one(d->w, d->cb, m->source, m->type, m->id, m->severity, m->text, strlen(m->text));
		pop(d);
	}
	d->head = 0;
}

/* The host's debug callback: user is the guest context's ID (a number of the session's, never a
 * guest pointer). Called by the host's GL during a call of that context. */
static void GL_APIENTRY tramp(GLenum source, GLenum type, GLuint id, GLenum severity, GLsizei length,
			      const GLchar *message, const void *user)
{
	uint64_t ctx = (uint64_t)(uintptr_t)user;
	size_t len;
	struct dbg_ctx *d;

	if (!message)
		return;
	len = length >= 0 ? (size_t)length : strlen(message);
	if (len > DBG_MSG_MAX)
		len = DBG_MSG_MAX;
	pthread_mutex_lock(&dbg.lock);
	d = find(ctx, false);
	if (d && d->cb && d->w) {
		if (!d->sync) {
			send_one(d->w, d->cb, source, type, id, severity, message, len);
		} else if (d->n < DBG_QUEUE && dbg.bytes + len + 1 <= DBG_SESSION_BYTES) {
			struct dbg_msg *m = &d->q[(d->head + d->n) % DBG_QUEUE];
			if ((m->text = strndup(message, len))) {
				m->source = source;
				m->type = type;
				m->id = id;
				m->severity = severity;
				d->n++;
				dbg.bytes += strlen(m->text) + 1;
			}
		}
	}
	pthread_mutex_unlock(&dbg.lock);
}

/* glDebugMessageCallback (ES 3.2 §18.2.3): callback is the front-end's record ID (0: no callback,
 * the host logs the messages again). Sent without waiting. */
int vcl_be_h_glDebugMessageCallback(struct vcl_be_ctx *x, const struct vn_args_glDebugMessageCallback *a)
{
	uint64_t cb = a->callback, ctx;
	struct dbg_ctx *d;
	void(GL_APIENTRY * host_fn)(GLDEBUGPROC, const void *);

	if (!vcl_gl_enter(x))
		return 0;
	host_fn = (void(GL_APIENTRY *)(GLDEBUGPROC, const void *))vcl_gl_host_proc("glDebugMessageCallback");
	if (!host_fn) {
		vcl_gl_error(GL_INVALID_OPERATION);
		return 0;
	}
	ctx = vcl_gl_cur_id();
	pthread_mutex_lock(&dbg.lock);
	d = find(ctx, true);
	if (d) {
		/* messages queued for the callback before go to the record they were made for */
		if (d->cb != cb)
			flush_queue(d);
		d->cb = cb;
		if (!d->w)
			d->w = vcl_weak_get(x->s);
	}
	pthread_mutex_unlock(&dbg.lock);
	if (!d) {
		vcl_gl_error(GL_OUT_OF_MEMORY);
		return 0;
	}
	host_fn(cb ? tramp : NULL, cb ? (const void *)(uintptr_t)ctx : NULL);
	return 0;
}

/* vclDebugMessages (api/gles.api wire): the messages queued for the message's context, at most
 * DBG_REPLY. Reply (vn_enc_reply_vclDebugMessages): how many, whether more are queued, each
 * message's source, type, id and severity, their texts (copied: popped before the reply is sent). */
int vcl_be_h_vclDebugMessages(struct vcl_be_ctx *x, const struct vn_args_vclDebugMessages *a)
{
	struct vn_reply_vclDebugMessages r; /* its texts: the queue's, copied by the encoder */
	struct vcl_gl_debug_msg v[DBG_REPLY];
	struct dbg_ctx *d;
	uint32_t n = 0, more = 0;
	uint64_t ctx;

	/* entering may run GL (a context made current, sharing's updates), whose messages take the
	 * lock: before it */
	ctx = vcl_gl_enter(x) ? vcl_gl_cur_id() : 0;
	pthread_mutex_lock(&dbg.lock);
	d = ctx ? find(ctx, false) : NULL;
	if (d) {
		n = d->n < DBG_REPLY ? d->n : DBG_REPLY;
		more = d->n > n;
	}
	r.n = n;
	r.more = more;
	r.msgs = v;
	for (uint32_t i = 0; i < n; i++) {
		struct dbg_msg *m = &d->q[(d->head + i) % DBG_QUEUE];
		v[i] = (struct vcl_gl_debug_msg){ m->source, m->type, m->id, m->severity };
		r.texts[i] = m->text;
		r.texts_len[i] = strlen(m->text) + 1;
	}
	vn_enc_reply_vclDebugMessages(&x->rep, 0, a, &r);
	for (uint32_t i = 0; i < n; i++)
		pop(d);
	pthread_mutex_unlock(&dbg.lock);
	return 0;
}

static void set_sync(bool on)
{
	struct dbg_ctx *d;

	pthread_mutex_lock(&dbg.lock);
	if ((d = find(vcl_gl_cur_id(), on))) {
		d->sync = on;
		if (!on)
			flush_queue(d); /* no longer fetched: what waits goes now */
	}
	pthread_mutex_unlock(&dbg.lock);
}

void GL_APIENTRY vcl_gl_Enable(GLenum cap)
{
	glEnable(cap);
	if (cap == GL_DEBUG_OUTPUT_SYNCHRONOUS)
		set_sync(true);
}

void GL_APIENTRY vcl_gl_Disable(GLenum cap)
{
	/* what the host queued while it was enabled was made synchronously: fetched or sent now */
	if (cap == GL_DEBUG_OUTPUT_SYNCHRONOUS)
		set_sync(false);
	glDisable(cap);
}

void GL_APIENTRY vcl_gl_DebugMessageInsert(GLenum source, GLenum type, GLuint id, GLenum severity,
					   GLsizei length, const GLchar *buf)
{
	void(GL_APIENTRY * host_fn)(GLenum, GLenum, GLuint, GLenum, GLsizei, const GLchar *) =
		(void(GL_APIENTRY *)(GLenum, GLenum, GLuint, GLenum, GLsizei, const GLchar *))vcl_gl_host_proc(
			"glDebugMessageInsert");

	if (!host_fn)
		vcl_gl_error(GL_INVALID_OPERATION);
	else if (length < 0)
		vcl_gl_error(GL_INVALID_VALUE);
	else
		host_fn(source, type, id, severity, length, buf ? buf : "");
}

void GL_APIENTRY vcl_gl_PushDebugGroup(GLenum source, GLuint id, GLsizei length, const GLchar *message)
{
	void(GL_APIENTRY * host_fn)(GLenum, GLuint, GLsizei, const GLchar *) =
		(void(GL_APIENTRY *)(GLenum, GLuint, GLsizei, const GLchar *))vcl_gl_host_proc("glPushDebugGroup");

	if (!host_fn)
		vcl_gl_error(GL_INVALID_OPERATION);
	else if (length < 0)
		vcl_gl_error(GL_INVALID_VALUE);
	else
		host_fn(source, id, length, message ? message : "");
}

void GL_APIENTRY vcl_gl_ObjectLabel(GLenum identifier, GLuint name, GLsizei length, const GLchar *label)
{
	void(GL_APIENTRY * host_fn)(GLenum, GLuint, GLsizei, const GLchar *) =
		(void(GL_APIENTRY *)(GLenum, GLuint, GLsizei, const GLchar *))vcl_gl_host_proc("glObjectLabel");

	if (!host_fn)
		vcl_gl_error(GL_INVALID_OPERATION);
	else if (length < 0)
		vcl_gl_error(GL_INVALID_VALUE);
	else
		host_fn(identifier, name, label ? length : 0, label); /* NULL: the label goes */
}

/* glObjectPtrLabel (ES 3.2 §18.3.2): the guest's sync ID, length (>= 0: the front-end's exact
 * count), the label (absent: NULL, the label goes). Sent without waiting. */
int vcl_be_h_glObjectPtrLabel(struct vcl_be_ctx *x, const struct vn_args_glObjectPtrLabel *a)
{
	uint64_t sync = a->sync, n = a->label_len;
	GLsizei length = a->length;
	const GLchar *label = a->label;
	GLsync h;
	void(GL_APIENTRY * host_fn)(const void *, GLsizei, const GLchar *);

	if (label && (length < 0 || n != (uint64_t)length))
		return vcl_be_violation(x, "glObjectPtrLabel: a label of %llu bytes for length %d",
					(unsigned long long)n, (int)length);
	if (!vcl_gl_enter(x))
		return 0;
	host_fn = (void(GL_APIENTRY *)(const void *, GLsizei, const GLchar *))vcl_gl_host_proc("glObjectPtrLabel");
	if (!host_fn)
		vcl_gl_error(GL_INVALID_OPERATION);
	else if (!(h = vcl_gl_sync_host((GLsync)(uintptr_t)sync)) || (!label && length > 0))
		vcl_gl_error(GL_INVALID_VALUE); /* not a sync object of the session (§18.3.2) */
	else
		host_fn(h, label ? length : 0, label);
	return 0;
}

/* glGetObjectPtrLabel: the guest's sync ID, bufSize, whether the length and the label are wanted.
 * Reply: i32 0, then the length (if wanted) and the label (bytes up to its NUL, if wanted and
 * bufSize > 0). */
int vcl_be_h_glGetObjectPtrLabel(struct vcl_be_ctx *x, const struct vn_args_glGetObjectPtrLabel *a)
{
	uint64_t sync = a->sync;
	GLsizei bufsize = a->bufSize, len = 0;
	bool want_label = a->label_want, ran = false;
	GLchar *label = NULL;
	GLsync h;
	void(GL_APIENTRY * host_fn)(const void *, GLsizei, GLsizei *, GLchar *);

	if (vcl_gl_enter(x)) {
		host_fn = (void(GL_APIENTRY *)(const void *, GLsizei, GLsizei *, GLchar *))vcl_gl_host_proc(
			"glGetObjectPtrLabel");
		if (bufsize > (GLsizei)DBG_MSG_MAX)
			bufsize = DBG_MSG_MAX; /* labels are at most GL_MAX_LABEL_LENGTH (256) */
		if (!host_fn)
			vcl_gl_error(GL_INVALID_OPERATION);
		else if (!(h = vcl_gl_sync_host((GLsync)(uintptr_t)sync)) || bufsize < 0)
			vcl_gl_error(GL_INVALID_VALUE);
		else if (want_label && bufsize > 0 && !(label = vcl_be_scratch(x, (uint64_t)bufsize, 1)))
			return -EPROTO;
		else {
			host_fn(h, want_label ? bufsize : 0, &len, want_label ? label : NULL);
			ran = true;
		}
	}
	vn_enc_reply_glGetObjectPtrLabel(&x->rep, 0, a, &(struct vn_reply_glGetObjectPtrLabel){
		.length = len, .label = want_label && ran && label ? label : NULL,
		.label_len = want_label && ran && label ? strnlen(label, (size_t)bufsize - 1) + 1 : 0 });
	return 0;
}

void vcl_gl_debug_forget(uint64_t id)
{
	pthread_mutex_lock(&dbg.lock);
	for (size_t i = 0; i < dbg.n;) {
		struct dbg_ctx *d = dbg.c[i];
		if (id && d->ctx != id) {
			i++;
			continue;
		}
		drop_queue(d);
		if (d->w)
			vcl_weak_put(d->w);
		free(d);
		dbg.c[i] = dbg.c[--dbg.n];
	}
	pthread_mutex_unlock(&dbg.lock);
}
