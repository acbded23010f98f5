/* SPDX-License-Identifier: MIT */
/*
 * OpenCL/GL sharing (cl_khr_gl_sharing with the EGL binding; OpenCL 3.0 extension spec
 * "cl_khr_gl_sharing") between a guest's remoted GL ES context and its OpenCL context, both in this
 * session process. virtcl does it itself, whatever the host driver offers: a memory object made
 * from a GL buffer, texture or renderbuffer is an ordinary host buffer or image of the GL object's
 * size and format, with a host copy of its bytes (the staging area). clEnqueueAcquireGLObjects
 * reads the GL object (the application has called glFinish: the spec asks for it without
 * cl_khr_gl_event) into the staging area and enqueues its write into the OpenCL object;
 * clEnqueueReleaseGLObjects enqueues the OpenCL object's read into the staging area, whose bytes
 * go into the GL object before the next GL call of the session runs (vcl_gl_enter: the application
 * has waited for the release, clFinish or its event, before GL uses the object; a read that has
 * not completed by then is left for a later call). Acquire and release are the only points where
 * the spec says the contents of the two meet (section "Sharing Memory Objects with OpenGL").
 *
 * Everything here runs on the session's leading thread but the memory objects' and contexts'
 * destructor callbacks (the driver's threads), which take sh.lock to unlink their records.
 * Guest values (GL names, targets, levels, property values) are checked here, once: a bad one is
 * the spec's error, never a host GL call on something the guest did not make.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <GLES3/gl31.h>

#include "vcl_be.h"
#include "vcl_be_gl.h"
#include "gen/vn_backend.h"

/* A GL internal format and the OpenCL image format it is shared as (spec table "Mapping of GL
 * internal format to CL image format", the formats virtcl carries). Reads are GL_RGBA of gltype
 * (what glReadPixels always accepts), narrowed to n channels. */
struct fmt {
	GLenum ifmt;
	cl_channel_order order;
	cl_channel_type type;
	int n;         /* channels */
	GLenum gltype; /* GL_UNSIGNED_BYTE or GL_FLOAT */
	size_t csize;  /* bytes per channel */
};

static const struct fmt fmts[] = {
	{ GL_RGBA8, CL_RGBA, CL_UNORM_INT8, 4, GL_UNSIGNED_BYTE, 1 },
	{ GL_RG8, CL_RG, CL_UNORM_INT8, 2, GL_UNSIGNED_BYTE, 1 },
	{ GL_R8, CL_R, CL_UNORM_INT8, 1, GL_UNSIGNED_BYTE, 1 },
	{ GL_RGBA32F, CL_RGBA, CL_FLOAT, 4, GL_FLOAT, 4 },
	{ GL_RG32F, CL_RG, CL_FLOAT, 2, GL_FLOAT, 4 },
	{ GL_R32F, CL_R, CL_FLOAT, 1, GL_FLOAT, 4 },
};

/* An OpenCL context made with CL_GL_CONTEXT_KHR: the guest GL context it shares with. */
struct link {
	struct link *next;
	cl_context ctx;
	uint64_t gl;
};

/* A memory object made from a GL object. */
struct smem {
	struct smem *next;
	cl_mem mem;
	cl_context ctx;
	uint64_t gl;            /* the guest GL context whose names these are */
	cl_gl_object_type type; /* CL_GL_OBJECT_BUFFER, _TEXTURE2D, _RENDERBUFFER */
	GLenum target;          /* textures: GL_TEXTURE_2D or a cube-map face */
	GLint level;
	GLuint name;
	GLsizei w, h;           /* images */
	const struct fmt *f;    /* images */
	size_t size;            /* bytes: the buffer's, or w * h * n * csize */
	void *staging;
	bool acquired;
	cl_event pending; /* a release's read into staging, not yet in GL (holds a reference on mem) */
	bool upload;      /* pending's bytes go to GL (false: a later acquire made them moot) */
};

static struct {
	pthread_mutex_t lock;
	struct link *links;
	struct smem *mems;
	int npending;
} sh = { .lock = PTHREAD_MUTEX_INITIALIZER };

static uint64_t link_of(cl_context ctx)
{
	uint64_t gl = 0;

	pthread_mutex_lock(&sh.lock);
	for (struct link *l = sh.links; l; l = l->next)
		if (l->ctx == ctx)
			gl = l->gl;
	pthread_mutex_unlock(&sh.lock);
	return gl;
}

static struct smem *smem_of(cl_mem m)
{
	struct smem *r = NULL;

	pthread_mutex_lock(&sh.lock);
	for (struct smem *s = sh.mems; s && !r; s = s->next)
		if (s->mem == m)
			r = s;
	pthread_mutex_unlock(&sh.lock);
	return r;
}

static void CL_CALLBACK link_gone(cl_context ctx, void *arg)
{
	(void)arg;
	pthread_mutex_lock(&sh.lock);
	for (struct link **pp = &sh.links; *pp; pp = &(*pp)->next)
		if ((*pp)->ctx == ctx) {
			struct link *l = *pp;
			*pp = l->next;
			free(l);
			break;
		}
	pthread_mutex_unlock(&sh.lock);
}

static void CL_CALLBACK smem_gone(cl_mem m, void *arg)
{
	struct smem *s = arg;

	(void)m;
	pthread_mutex_lock(&sh.lock);
	for (struct smem **pp = &sh.mems; *pp; pp = &(*pp)->next)
		if (*pp == s) {
			*pp = s->next;
			break;
		}
	pthread_mutex_unlock(&sh.lock);
	free(s->staging);
	free(s);
}

/* ---- context properties ------------------------------------------------------------------------ */

cl_int vcl_glshare_context_props(cl_context_properties *p, uint64_t *gl)
{
	uint64_t ctx = 0, dpy = 0;
	int bindings = 0;
	size_t k = 0;

	*gl = 0;
	if (!p)
		return CL_SUCCESS;
	for (size_t i = 0; p[i]; i += 2) {
		uint64_t v = (uint64_t)p[i + 1];
		switch (p[i]) {
		case CL_GL_CONTEXT_KHR: /* the front-end's ID of the guest's EGLContext, UINT64_MAX: none */
			ctx = v;
			continue;
		case CL_EGL_DISPLAY_KHR: /* 1: virtcl's display, UINT64_MAX: another */
			dpy = v;
			bindings += v != 0;
			continue;
		case CL_GLX_DISPLAY_KHR: case CL_WGL_HDC_KHR: case CL_CGL_SHAREGROUP_KHR:
			/* a window-system binding virtcl's GL does not have (spec: CL_INVALID_OPERATION) */
			if (v)
				return CL_INVALID_OPERATION;
			continue;
		}
		p[k++] = p[i];
		p[k++] = p[i + 1];
	}
	p[k] = 0;
	if (bindings > 1)
		return CL_INVALID_OPERATION;
	if (!ctx)
		return CL_SUCCESS;
	/* the display and context must name a live GL ES context of this guest's session */
	if ((dpy && dpy != 1) || !vcl_gl_available() || !vcl_gl_context_ok(ctx))
		return CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR;
	*gl = ctx;
	return CL_SUCCESS;
}

void vcl_glshare_context_made(cl_context ctx, uint64_t gl)
{
	struct link *l = calloc(1, sizeof(*l));

	if (!l)
		return; /* the context then shares nothing: CL_INVALID_CONTEXT on every GL call */
	l->ctx = ctx;
	l->gl = gl;
	pthread_mutex_lock(&sh.lock);
	l->next = sh.links;
	sh.links = l;
	pthread_mutex_unlock(&sh.lock);
	clSetContextDestructorCallback(ctx, link_gone, NULL);
}

bool vcl_glshare_offered(void)
{
	return vcl_gl_available();
}

/*
 * clGetGLContextInfoKHR (cl_khr_gl_sharing): the properties name the GL context (as for
 * clCreateContext, by its ID). Reply as every info query (vcl_be_info_reply: the devices as session
 * IDs). Every device of the session's platform can share with the GL context (the sharing is
 * virtcl's own), the first is the current one.
 */
int vcl_be_h_clGetGLContextInfoKHR(struct vcl_be_ctx *x,
				   const struct vn_args_clGetGLContextInfoKHR *a)
{
	/* decoded into this message's scratch memory: the handler's to rewrite */
	cl_context_properties *props = (cl_context_properties *)a->properties;
	uint64_t gl = 0;
	cl_int ret;
	void *val = NULL;
	size_t need = 0;

	ret = props ? vcl_glshare_context_props(props, &gl) : CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR;
	if (ret == CL_SUCCESS && !gl)
		ret = CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR;
	if (ret == CL_SUCCESS) {
		if (a->param_name == CL_CURRENT_DEVICE_FOR_GL_CONTEXT_KHR)
			need = x->s->d->ndev ? sizeof(cl_device_id) : 0;
		else if (a->param_name == CL_DEVICES_FOR_GL_CONTEXT_KHR)
			need = x->s->d->ndev * sizeof(cl_device_id);
		else
			ret = CL_INVALID_VALUE;
	}
	if (ret == CL_SUCCESS && need) {
		if (!(val = vcl_be_scratch(x, need, 1)))
			return -EPROTO;
		memcpy(val, x->s->d->devices, need);
	}
	return vcl_be_info_reply(x, VN_OP_clGetGLContextInfoKHR, a->param_name, ret, val, need,
				 a->param_value_size, a->param_value_want, a->param_value_size_ret_want);
}

/* ---- GL state the back-end's own GL work changes, and puts back ------------------------------- */

struct glsave {
	GLint rfb, dfb, pack, unpack, ppbo, upbo, tex2d, texcube, rb, copyr, copyw;
	GLboolean scissor;
	GLenum err;
};

static void gl_save(struct glsave *g)
{
	g->err = glGetError(); /* the guest's pending error: it sees it after this work */
	glGetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &g->rfb);
	glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &g->dfb);
	glGetIntegerv(GL_PACK_ALIGNMENT, &g->pack);
	glGetIntegerv(GL_UNPACK_ALIGNMENT, &g->unpack);
	glGetIntegerv(GL_PIXEL_PACK_BUFFER_BINDING, &g->ppbo);
	glGetIntegerv(GL_PIXEL_UNPACK_BUFFER_BINDING, &g->upbo);
	glGetIntegerv(GL_TEXTURE_BINDING_2D, &g->tex2d);
	glGetIntegerv(GL_TEXTURE_BINDING_CUBE_MAP, &g->texcube);
	glGetIntegerv(GL_RENDERBUFFER_BINDING, &g->rb);
	glGetIntegerv(GL_COPY_READ_BUFFER_BINDING, &g->copyr);
	glGetIntegerv(GL_COPY_WRITE_BUFFER_BINDING, &g->copyw);
	g->scissor = glIsEnabled(GL_SCISSOR_TEST);
	glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
	glBindBuffer(GL_PIXEL_UNPACK_BUFFER, 0);
	glPixelStorei(GL_PACK_ALIGNMENT, 1);
	glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
}

/* Puts the state back; returns whether the work itself raised a GL error. */
static bool gl_restore(const struct glsave *g)
{
	bool failed = false;

	while (glGetError() != GL_NO_ERROR)
		failed = true;
	glBindFramebuffer(GL_READ_FRAMEBUFFER, (GLuint)g->rfb);
	glBindFramebuffer(GL_DRAW_FRAMEBUFFER, (GLuint)g->dfb);
	glPixelStorei(GL_PACK_ALIGNMENT, g->pack);
	glPixelStorei(GL_UNPACK_ALIGNMENT, g->unpack);
	glBindBuffer(GL_PIXEL_PACK_BUFFER, (GLuint)g->ppbo);
	glBindBuffer(GL_PIXEL_UNPACK_BUFFER, (GLuint)g->upbo);
	glBindTexture(GL_TEXTURE_2D, (GLuint)g->tex2d);
	glBindTexture(GL_TEXTURE_CUBE_MAP, (GLuint)g->texcube);
	glBindRenderbuffer(GL_RENDERBUFFER, (GLuint)g->rb);
	glBindBuffer(GL_COPY_READ_BUFFER, (GLuint)g->copyr);
	glBindBuffer(GL_COPY_WRITE_BUFFER, (GLuint)g->copyw);
	if (g->scissor)
		glEnable(GL_SCISSOR_TEST);
	while (glGetError() != GL_NO_ERROR) /* a binding the guest deleted meanwhile: not its error */
		;
	if (g->err)
		vcl_gl_error(g->err);
	return failed;
}

static bool is_cube_face(GLenum t)
{
	return t >= GL_TEXTURE_CUBE_MAP_POSITIVE_X && t <= GL_TEXTURE_CUBE_MAP_NEGATIVE_Z;
}

/* A read framebuffer of the back-end's own with the image attached; 0 if it cannot be read. */
static GLuint fbo_of(const struct smem *s, GLenum which)
{
	GLuint fb = 0;

	glGenFramebuffers(1, &fb);
	glBindFramebuffer(which, fb);
	if (s->type == CL_GL_OBJECT_RENDERBUFFER)
		glFramebufferRenderbuffer(which, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, s->name);
	else
		glFramebufferTexture2D(which, GL_COLOR_ATTACHMENT0, s->target, s->name, s->level);
	if (glCheckFramebufferStatus(which) != GL_FRAMEBUFFER_COMPLETE) {
		glDeleteFramebuffers(1, &fb);
		return 0;
	}
	return fb;
}

/* The GL object's bytes into s->staging (the calling thread has its context current). */
static bool gl_read(struct smem *s)
{
	struct glsave g;
	bool ok = false;

	gl_save(&g);
	if (s->type == CL_GL_OBJECT_BUFFER) {
		GLint size = 0;
		const void *p;
		glBindBuffer(GL_COPY_READ_BUFFER, s->name);
		glGetBufferParameteriv(GL_COPY_READ_BUFFER, GL_BUFFER_SIZE, &size);
		if (size >= 0 && (size_t)size >= s->size &&
		    (p = glMapBufferRange(GL_COPY_READ_BUFFER, 0, (GLsizeiptr)s->size, GL_MAP_READ_BIT))) {
			memcpy(s->staging, p, s->size);
			ok = glUnmapBuffer(GL_COPY_READ_BUFFER) == GL_TRUE;
		}
	} else {
		const struct fmt *f = s->f;
		size_t px = (size_t)s->w * (size_t)s->h;
		GLuint fb = fbo_of(s, GL_READ_FRAMEBUFFER);
		uint8_t *rgba = f->n == 4 ? s->staging : malloc(px * 4 * f->csize);
		if (fb && rgba) {
			glReadPixels(0, 0, s->w, s->h, GL_RGBA, f->gltype, rgba);
			/* RGBA to the image's channels */
			for (size_t i = 0; f->n != 4 && i < px; i++)
				memcpy((uint8_t *)s->staging + i * f->n * f->csize, rgba + i * 4 * f->csize,
				       (size_t)f->n * f->csize);
			ok = true;
		}
		if (rgba != s->staging)
			free(rgba);
		if (fb)
			glDeleteFramebuffers(1, &fb);
	}
	return !gl_restore(&g) && ok;
}

static GLenum gl_format(const struct fmt *f)
{
	return f->n == 1 ? GL_RED : f->n == 2 ? GL_RG : GL_RGBA;
}

/* s->staging into the GL object (its context current). */
static bool gl_write(struct smem *s)
{
	struct glsave g;
	bool ok = true;

	gl_save(&g);
	if (s->type == CL_GL_OBJECT_BUFFER) {
		GLint size = 0;
		glBindBuffer(GL_COPY_WRITE_BUFFER, s->name);
		glGetBufferParameteriv(GL_COPY_WRITE_BUFFER, GL_BUFFER_SIZE, &size);
		if (size >= 0 && (size_t)size >= s->size)
			glBufferSubData(GL_COPY_WRITE_BUFFER, 0, (GLsizeiptr)s->size, s->staging);
		else
			ok = false; /* the guest gave the buffer another store meanwhile */
	} else if (s->type == CL_GL_OBJECT_TEXTURE2D) {
		glBindTexture(is_cube_face(s->target) ? GL_TEXTURE_CUBE_MAP : GL_TEXTURE_2D, s->name);
		glTexSubImage2D(s->target, s->level, 0, 0, s->w, s->h, gl_format(s->f), s->f->gltype,
				s->staging);
	} else {
		/* a renderbuffer takes no pixels: a texture of its format, blitted into it */
		GLuint tex = 0, rfb = 0, dfb;
		glGenTextures(1, &tex);
		glBindTexture(GL_TEXTURE_2D, tex);
		glTexStorage2D(GL_TEXTURE_2D, 1, s->f->ifmt, s->w, s->h);
		glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, s->w, s->h, gl_format(s->f), s->f->gltype,
				s->staging);
		glGenFramebuffers(1, &rfb);
		glBindFramebuffer(GL_READ_FRAMEBUFFER, rfb);
		glFramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, tex, 0);
		if ((dfb = fbo_of(s, GL_DRAW_FRAMEBUFFER))) {
			glDisable(GL_SCISSOR_TEST);
			glBlitFramebuffer(0, 0, s->w, s->h, 0, 0, s->w, s->h, GL_COLOR_BUFFER_BIT, GL_NEAREST);
			glDeleteFramebuffers(1, &dfb);
		} else {
			ok = false;
		}
		glDeleteFramebuffers(1, &rfb);
		glDeleteTextures(1, &tex);
	}
	return !gl_restore(&g) && ok;
}

/* ---- the memory objects ---------------------------------------------------------------------- */

/* spec: only CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY and CL_MEM_READ_WRITE */
static bool flags_ok(cl_mem_flags flags)
{
	return flags == CL_MEM_READ_ONLY || flags == CL_MEM_WRITE_ONLY || flags == CL_MEM_READ_WRITE;
}

/* The host object for s (its GL side filled in), recorded; NULL with *err. */
static cl_mem smem_make(cl_context ctx, cl_mem_flags flags, struct smem *s, cl_int *err)
{
	cl_mem m;

	if (!(s->staging = malloc(s->size ? s->size : 1))) {
		*err = CL_OUT_OF_HOST_MEMORY;
		free(s);
		return NULL;
	}
	if (s->type == CL_GL_OBJECT_BUFFER) {
		m = clCreateBuffer(ctx, flags, s->size, NULL, err);
	} else {
		cl_image_format f = { s->f->order, s->f->type };
		cl_image_desc d = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = (size_t)s->w,
				    .image_height = (size_t)s->h };
		m = clCreateImage(ctx, flags, &f, &d, NULL, err);
		if (*err == CL_IMAGE_FORMAT_NOT_SUPPORTED || *err == CL_INVALID_IMAGE_FORMAT_DESCRIPTOR)
			*err = CL_INVALID_IMAGE_FORMAT_DESCRIPTOR; /* spec: no CL format for the GL one */
		else if (*err == CL_INVALID_IMAGE_SIZE)
			*err = CL_INVALID_GL_OBJECT;
	}
	if (!m) {
		free(s->staging);
		free(s);
		return NULL;
	}
	s->mem = m;
	s->ctx = ctx;
	pthread_mutex_lock(&sh.lock);
	s->next = sh.mems;
	sh.mems = s;
	pthread_mutex_unlock(&sh.lock);
	clSetMemObjectDestructorCallback(m, smem_gone, s);
	*err = CL_SUCCESS;
	return m;
}

/* The checks every creation starts with: the context shares with a live GL context, made current
 * here; the flags. NULL and *err, or a new record. */
static struct smem *smem_start(cl_context ctx, cl_mem_flags flags, cl_int *err)
{
	uint64_t gl = link_of(ctx);
	struct smem *s = NULL;

	*err = CL_SUCCESS;
	if (!gl)
		*err = CL_INVALID_CONTEXT;
	else if (!flags_ok(flags))
		*err = CL_INVALID_VALUE;
	else if (!vcl_gl_use(gl))
		*err = CL_INVALID_GL_OBJECT; /* the GL context is gone, and its objects with it */
	else if (!(s = calloc(1, sizeof(*s))))
		*err = CL_OUT_OF_HOST_MEMORY;
	if (*err)
		return NULL;
	s->gl = gl;
	return s;
}

cl_mem vcl_glshare_CreateFromGLBuffer(cl_context ctx, cl_mem_flags flags, cl_GLuint name,
				      cl_int *err)
{
	struct smem *s = smem_start(ctx, flags, err);
	struct glsave g;
	GLint size = 0;

	if (!s)
		return NULL;
	gl_save(&g);
	if (name && glIsBuffer(name)) {
		glBindBuffer(GL_COPY_READ_BUFFER, name);
		glGetBufferParameteriv(GL_COPY_READ_BUFFER, GL_BUFFER_SIZE, &size);
	}
	gl_restore(&g);
	if (size <= 0) { /* spec: not a buffer object, or one with no data store */
		free(s);
		*err = CL_INVALID_GL_OBJECT;
		return NULL;
	}
	s->type = CL_GL_OBJECT_BUFFER;
	s->name = name;
	s->size = (size_t)size;
	return smem_make(ctx, flags, s, err);
}

/* The image format of a GL internal format; an unsized one (ES 2.0's glTexImage2D) by the
 * texture's channel type and size. NULL: none virtcl shares. */
static const struct fmt *fmt_of(GLenum ifmt, GLenum rtype, GLint rsize)
{
	if (ifmt == GL_RGBA || ifmt == GL_RG || ifmt == GL_RED) {
		int n = ifmt == GL_RGBA ? 4 : ifmt == GL_RG ? 2 : 1;
		for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++)
			if (fmts[i].n == n && (int)fmts[i].csize * 8 == rsize &&
			    (rtype == GL_FLOAT) == (fmts[i].gltype == GL_FLOAT) &&
			    (rtype == GL_FLOAT || rtype == GL_UNSIGNED_NORMALIZED))
				return &fmts[i];
		return NULL;
	}
	for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++)
		if (fmts[i].ifmt == ifmt)
			return &fmts[i];
	return NULL;
}

/* The image's size and format checked (the GL side of an image record). */
static cl_mem image_make(cl_context ctx, cl_mem_flags flags, struct smem *s, GLint w, GLint h,
			 const struct fmt *f, cl_int *err)
{
	GLuint fb;
	struct glsave g;

	if (w <= 0 || h <= 0)
		*err = CL_INVALID_GL_OBJECT;
	else if (!f)
		*err = CL_INVALID_IMAGE_FORMAT_DESCRIPTOR;
	if (*err) {
		free(s);
		return NULL;
	}
	s->w = w;
	s->h = h;
	s->f = f;
	s->size = (size_t)w * (size_t)h * (size_t)f->n * f->csize;
	/* readable as a framebuffer (spec: an incomplete texture is CL_INVALID_GL_OBJECT) */
	gl_save(&g);
	fb = fbo_of(s, GL_READ_FRAMEBUFFER);
	if (fb)
		glDeleteFramebuffers(1, &fb);
	gl_restore(&g);
	if (!fb) {
		free(s);
		*err = CL_INVALID_GL_OBJECT;
		return NULL;
	}
	return smem_make(ctx, flags, s, err);
}

cl_mem vcl_glshare_CreateFromGLTexture(cl_context ctx, cl_mem_flags flags, cl_GLenum target,
				       cl_GLint level, cl_GLuint name, cl_int *err)
{
	struct smem *s;
	struct glsave g;
	GLint w = 0, h = 0, ifmt = 0, rtype = 0, rsize = 0;
	bool bound;

	/* ES has GL_TEXTURE_2D and the cube-map faces of the spec's targets */
	if (target != GL_TEXTURE_2D && !is_cube_face(target)) {
		*err = link_of(ctx) ? CL_INVALID_VALUE : CL_INVALID_CONTEXT;
		return NULL;
	}
	if (!(s = smem_start(ctx, flags, err)))
		return NULL;
	if (level < 0 || level > 16) {
		free(s);
		*err = CL_INVALID_MIP_LEVEL;
		return NULL;
	}
	gl_save(&g);
	/* a texture of that target: binding it to another fails */
	bound = name && glIsTexture(name);
	if (bound) {
		glBindTexture(is_cube_face(target) ? GL_TEXTURE_CUBE_MAP : GL_TEXTURE_2D, name);
		bound = glGetError() == GL_NO_ERROR;
	}
	if (bound) {
		glGetTexLevelParameteriv(target, level, GL_TEXTURE_WIDTH, &w);
		glGetTexLevelParameteriv(target, level, GL_TEXTURE_HEIGHT, &h);
		glGetTexLevelParameteriv(target, level, GL_TEXTURE_INTERNAL_FORMAT, &ifmt);
		glGetTexLevelParameteriv(target, level, GL_TEXTURE_RED_TYPE, &rtype);
		glGetTexLevelParameteriv(target, level, GL_TEXTURE_RED_SIZE, &rsize);
	}
	if (gl_restore(&g) || !bound) {
		free(s);
		*err = CL_INVALID_GL_OBJECT;
		return NULL;
	}
	s->type = CL_GL_OBJECT_TEXTURE2D;
	s->target = target;
	s->level = level;
	s->name = name;
	return image_make(ctx, flags, s, w, h, fmt_of((GLenum)ifmt, (GLenum)rtype, rsize), err);
}

cl_mem vcl_glshare_CreateFromGLRenderbuffer(cl_context ctx, cl_mem_flags flags, cl_GLuint name,
					    cl_int *err)
{
	struct smem *s = smem_start(ctx, flags, err);
	struct glsave g;
	GLint w = 0, h = 0, ifmt = 0, samples = 0;
	bool is;

	if (!s)
		return NULL;
	gl_save(&g);
	if ((is = name && glIsRenderbuffer(name))) {
		glBindRenderbuffer(GL_RENDERBUFFER, name);
		glGetRenderbufferParameteriv(GL_RENDERBUFFER, GL_RENDERBUFFER_WIDTH, &w);
		glGetRenderbufferParameteriv(GL_RENDERBUFFER, GL_RENDERBUFFER_HEIGHT, &h);
		glGetRenderbufferParameteriv(GL_RENDERBUFFER, GL_RENDERBUFFER_INTERNAL_FORMAT, &ifmt);
		glGetRenderbufferParameteriv(GL_RENDERBUFFER, GL_RENDERBUFFER_SAMPLES, &samples);
	}
	if (gl_restore(&g) || !is) {
		free(s);
		*err = CL_INVALID_GL_OBJECT;
		return NULL;
	}
	if (samples > 0) { /* spec: a multi-sample renderbuffer is CL_INVALID_OPERATION */
		free(s);
		*err = CL_INVALID_OPERATION;
		return NULL;
	}
	s->type = CL_GL_OBJECT_RENDERBUFFER;
	s->name = name;
	return image_make(ctx, flags, s, w, h, fmt_of((GLenum)ifmt, 0, 0), err);
}

cl_int vcl_glshare_GetGLObjectInfo(cl_mem m, cl_gl_object_type *type, cl_GLuint *name)
{
	struct smem *s = smem_of(m);

	if (!s)
		return CL_INVALID_GL_OBJECT;
	if (type)
		*type = s->type;
	if (name)
		*name = s->name;
	return CL_SUCCESS;
}

cl_int vcl_glshare_GetGLTextureInfo(cl_mem m, cl_gl_texture_info param, size_t size, void *value,
				    size_t *size_ret)
{
	struct smem *s = smem_of(m);
	cl_int v;

	if (!s || s->type != CL_GL_OBJECT_TEXTURE2D)
		return CL_INVALID_GL_OBJECT;
	if (param == CL_GL_TEXTURE_TARGET)
		v = (cl_int)s->target; /* a GLenum */
	else if (param == CL_GL_MIPMAP_LEVEL)
		v = s->level;
	else
		return CL_INVALID_VALUE;
	if (value && size < sizeof(v))
		return CL_INVALID_VALUE;
	if (value)
		memcpy(value, &v, sizeof(v));
	if (size_ret)
		*size_ret = sizeof(v);
	return CL_SUCCESS;
}

/* ---- acquire and release --------------------------------------------------------------------- */

/* The objects of an acquire or release checked (spec 9.7.6 errors). */
static cl_int objs_check(cl_command_queue q, cl_uint n, const cl_mem *mems, struct smem **out)
{
	cl_context ctx = NULL;

	if ((n == 0) != (mems == NULL))
		return CL_INVALID_VALUE;
	if (clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof(ctx), &ctx, NULL) != CL_SUCCESS)
		return CL_INVALID_COMMAND_QUEUE;
	if (!link_of(ctx))
		return CL_INVALID_CONTEXT;
	for (cl_uint i = 0; i < n; i++) {
		if (!(out[i] = smem_of(mems[i])))
			return CL_INVALID_GL_OBJECT;
		if (out[i]->ctx != ctx)
			return CL_INVALID_CONTEXT;
	}
	return CL_SUCCESS;
}

/* The command's event: after the copies enqueued (their events), else after the wait list. */
static cl_int finish_cmd(cl_command_queue q, cl_uint k, cl_event *evs, cl_uint nw,
			 const cl_event *wl, cl_event *ev)
{
	cl_int r = CL_SUCCESS;

	if (ev)
		r = k ? clEnqueueMarkerWithWaitList(q, k, evs, ev)
		      : clEnqueueMarkerWithWaitList(q, nw, wl, ev);
	for (cl_uint i = 0; i < k; i++)
		clReleaseEvent(evs[i]);
	return r;
}

static cl_int copy_cmd(cl_command_queue q, struct smem *s, bool to_cl, cl_uint nw,
		       const cl_event *wl, cl_event *ev)
{
	size_t o[3] = { 0, 0, 0 }, r[3] = { (size_t)s->w, (size_t)s->h, 1 };

	if (s->type == CL_GL_OBJECT_BUFFER)
		return to_cl ? clEnqueueWriteBuffer(q, s->mem, CL_FALSE, 0, s->size, s->staging, nw, wl, ev)
			     : clEnqueueReadBuffer(q, s->mem, CL_FALSE, 0, s->size, s->staging, nw, wl, ev);
	return to_cl ? clEnqueueWriteImage(q, s->mem, CL_FALSE, o, r, 0, 0, s->staging, nw, wl, ev)
		     : clEnqueueReadImage(q, s->mem, CL_FALSE, o, r, 0, 0, s->staging, nw, wl, ev);
}

static cl_int objs_alloc(cl_uint n, struct smem ***s, cl_event **evs)
{
	*s = calloc(n ? n : 1, sizeof(**s));
	*evs = calloc(n ? n : 1, sizeof(**evs));
	return *s && *evs ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY;
}

cl_int vcl_glshare_EnqueueAcquireGLObjects(cl_command_queue q, cl_uint n, const cl_mem *mems,
					   cl_uint nw, const cl_event *wl, cl_event *ev)
{
	struct smem **s = NULL;
	cl_event *evs = NULL;
	cl_uint k = 0;
	cl_int r = objs_alloc(n, &s, &evs);

	if (r == CL_SUCCESS)
		r = objs_check(q, n, mems, s);
	if (r == CL_SUCCESS)
		vcl_glshare_flush(); /* releases whose reads completed: into GL first */
	for (cl_uint i = 0; i < n && r == CL_SUCCESS; i++) {
		if (s[i]->acquired)
			continue; /* acquired already: OpenCL has the contents */
		s[i]->acquired = true;
		if (s[i]->pending) {
			/* released, and GL has not had the bytes yet: the OpenCL object holds them */
			s[i]->upload = false;
			continue;
		}
		if (!vcl_gl_use(s[i]->gl) || !gl_read(s[i])) {
			s[i]->acquired = false;
			r = CL_INVALID_GL_OBJECT; /* the GL context or object is gone */
			break;
		}
		r = copy_cmd(q, s[i], true, nw, wl, &evs[k]);
		if (r == CL_SUCCESS)
			k++;
	}
	if (r == CL_SUCCESS)
		r = finish_cmd(q, k, evs, nw, wl, ev);
	else
		finish_cmd(q, k, evs, 0, NULL, NULL);
	free(s);
	free(evs);
	return r;
}

cl_int vcl_glshare_EnqueueReleaseGLObjects(cl_command_queue q, cl_uint n, const cl_mem *mems,
					   cl_uint nw, const cl_event *wl, cl_event *ev)
{
	struct smem **s = NULL;
	cl_event *evs = NULL, old;
	cl_uint k = 0;
	cl_int r = objs_alloc(n, &s, &evs);

	if (r == CL_SUCCESS)
		r = objs_check(q, n, mems, s);
	for (cl_uint i = 0; i < n && r == CL_SUCCESS; i++) {
		if (!s[i]->acquired)
			continue; /* not acquired (the application's error): GL keeps its contents */
		r = copy_cmd(q, s[i], false, nw, wl, &evs[k]);
		if (r != CL_SUCCESS)
			break;
		s[i]->acquired = false;
		clRetainEvent(evs[k]);
		pthread_mutex_lock(&sh.lock);
		old = s[i]->pending;
		s[i]->pending = evs[k];
		s[i]->upload = true;
		if (!old)
			sh.npending++;
		pthread_mutex_unlock(&sh.lock);
		if (old)
			clReleaseEvent(old); /* the earlier read's mem reference carries over */
		else
			clRetainMemObject(s[i]->mem);
		k++;
	}
	if (r == CL_SUCCESS)
		r = finish_cmd(q, k, evs, nw, wl, ev);
	else
		finish_cmd(q, k, evs, 0, NULL, NULL);
	free(s);
	free(evs);
	return r;
}

bool vcl_glshare_pending(void)
{
	return __atomic_load_n(&sh.npending, __ATOMIC_RELAXED) > 0;
}

/* Takes the records whose release read ended (at most max), their pending state cleared. */
static int take_done(struct smem **out, int max, bool all)
{
	int k = 0;

	pthread_mutex_lock(&sh.lock);
	for (struct smem *s = sh.mems; s && k < max; s = s->next) {
		cl_int st = CL_QUEUED;
		if (!s->pending || (!all && vcl_gl_ctx_waiting(s->gl)))
			continue; /* its context is held by a GL sync wait: at a later GL call */
		if (!all)
			clGetEventInfo(s->pending, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
		if (!all && st != CL_COMPLETE && st >= 0)
			continue;
		if (st < 0 || all)
			s->upload = false;
		out[k++] = s;
		sh.npending--;
	}
	pthread_mutex_unlock(&sh.lock);
	return k;
}

static void done_one(struct smem *s)
{
	cl_event e = s->pending;
	uint64_t gl = s->gl;

	if (s->upload && (!vcl_gl_use(gl) || !gl_write(s)))
		vcl_log("cl_khr_gl_sharing: a released GL object could not be updated (its context or store is gone)");
	s->pending = NULL;
	clReleaseEvent(e);
	clReleaseMemObject(s->mem); /* may free s (smem_gone) */
}

void vcl_glshare_flush(void)
{
	struct smem *d[64];
	int k;

	do {
		k = take_done(d, 64, false);
		for (int i = 0; i < k; i++)
			done_one(d[i]);
	} while (k == 64);
}

void vcl_glshare_session_end(void)
{
	struct smem *d[64];
	int k;

	do {
		k = take_done(d, 64, true);
		for (int i = 0; i < k; i++)
			done_one(d[i]);
	} while (k == 64);
}
