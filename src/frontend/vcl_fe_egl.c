/* SPDX-License-Identifier: MIT */
/*
 * The graphics half of the front-end (issue 14): an EGL vendor library for libglvnd. libglvnd's
 * libEGL.so.1 loads it by the JSON file that names it (egl_vendor.d, or
 * __EGL_VENDOR_LIBRARY_FILENAMES), calls __egl_Main, and then reaches every EGL and GL entry point
 * through vcl_egl_proc; unmodified programs linked with libEGL and libGLESv2 use it, as OpenCL
 * programs reach libvirtcl.so through the ICD loader. It is the same library (libEGL_virtcl.so.0
 * is a second name of libvirtcl.so.1), so a program's OpenCL and GL share one session.
 *
 * Two displays: EGL_DEFAULT_DISPLAY (or EGL_PLATFORM_SURFACELESS_MESA's), and one X11 display
 * (EGL_PLATFORM_X11_KHR) whose window surfaces are host pbuffers: each eglSwapBuffers brings the
 * frame back and puts it into the guest's window (libX11, opened only then). The host runs every
 * call on its own EGL/GLES (src/backend/vcl_be_gl.c).
 * EGL handles are the front-end's: configs are host config numbers, surfaces and contexts are
 * records whose 64-bit IDs the front-end picks, as for OpenCL objects.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>
#include <GLES2/gl2ext.h>
#include <glvnd/libeglabi.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include "vcl_fe.h"
#include "vcl_fe_gl.h"
#include "vcl_str.h"
#include "gen/vn_frontend.h"
#include "gen/vn_gl.h"

#define VCL_EGL_MAX_ATTRIBS VCL_GL_MAX_ATTRIBS /* attribute pairs in one list (vcl_gl.h) */
#define VCL_GL_ATTRIBS 32       /* vertex attributes the front-end keeps state of */
_Static_assert(VCL_GL_ATTRIBS <= VCL_GL_CLIENT_ARRAYS, "a draw sends at most VCL_GL_CLIENT_ARRAYS arrays");

/* A mapped buffer object (GL_OES_mapbuffer): guest memory with its contents. */
struct vcl_gl_map {
	struct vcl_gl_map *next;
	GLuint buffer;
	void *ptr;
	size_t offset, size;   /* the mapped range of the buffer */
	GLbitfield access;     /* glMapBufferRange's (GL_OES_mapbuffer: read and write) */
	/* a persistent mapping (GL_EXT_buffer_storage), which stays mapped on the host: shadow is what
	 * the guest last knows the host's mapping to hold (docs/design.md, "Persistent mappings") */
	bool persistent, coherent;
	uint8_t *shadow;
};

/* A vertex attribute's array as the guest set it (ES 2.0 §2.8). */
struct vcl_gl_attr {
	bool enabled, client; /* client: a pointer into guest memory, no buffer object */
	GLint size;
	GLenum type;
	GLboolean normalized;
	bool integer;     /* glVertexAttribIPointer's (ES 3.0 §2.9) */
	GLuint divisor;   /* glVertexAttribDivisor's: one element per divisor instances */
	GLsizei stride;
	const void *ptr;
};

struct vcl_egl_obj {
	struct vcl_egl_obj *next;
	uint64_t id;
	bool context;
	struct vcl_gl_store pack, unpack; /* a context's pixel-store state, as glPixelStorei set it */
	GLenum local_err;   /* a context's GL error found in the guest */
	GLuint array_buffer, element_buffer;      /* a context's bindings (element: the default VAO's) */
	GLuint pixel_pack, pixel_unpack;          /* ES 3.0 pixel buffer bindings */
	GLuint vao;                               /* the bound vertex array object; 0: the default */
	struct vcl_gl_map *maps;                  /* a context's mapped buffers (GL_OES_mapbuffer) */
	bool destroyed;     /* eglDestroy* while current on a thread: freed when released (§3.7.3) */
	unsigned bound;     /* current as a context, draw or read surface of how many threads' roles,
			     * and eglMakeCurrent and eglDestroy* calls in progress that name it
			     * (egl.lock): the record stays while any thread has it current */
	unsigned ncoherent;                       /* of them, persistent and coherent ones to write */
	GLint max_attribs;                        /* a context's GL_MAX_VERTEX_ATTRIBS; 0: not asked */
	struct vcl_gl_attr attr[VCL_GL_ATTRIBS];  /* a context's vertex arrays */
	bool window;        /* a window surface: a host pbuffer of the window's size */
	Window win;
	int w, h;
	GC gc;
	EGLConfig config;   /* a window surface's, for the pbuffer that replaces it when it resizes */
};

/* The head of a sync's or an image's record: the guest's handle is the record, the host's object
 * has the same ID (rec_new, rec_add, rec_take, destroy_rec; the lists under egl.lock). */
struct vcl_egl_rec {
	struct vcl_egl_rec *next;
	uint64_t id;
};

/* A sync object (EGL 1.5 §3.8): a fence. */
struct vcl_egl_sync {
	struct vcl_egl_rec head;
	bool signaled; /* seen signaled: a fence never becomes unsignaled again (§3.8.1); egl.lock */
};

/* An EGL image (EGL 1.5 §3.9) of a GL object of one of this process's contexts: the guest's
 * EGLImage and GLeglImageOES; the host's never leaves the session. */
struct vcl_egl_image {
	struct vcl_egl_rec head;
};

static struct {
	pthread_mutex_t lock;
	bool init;
	EGLint major, minor;
	struct vcl_egl_obj *objs;
	struct vcl_egl_rec *syncs;  /* struct vcl_egl_sync */
	struct vcl_egl_rec *images; /* struct vcl_egl_image */
	uint64_t next_id;
	char *strings[4];         /* EGL_VENDOR, EGL_VERSION, EGL_EXTENSIONS, EGL_CLIENT_APIS */
	struct { GLenum name; char *s; } gl_strings[8];
	bool ext_split;           /* glGetStringi: GL_EXTENSIONS split into exts */
	char **exts;
	GLuint nexts;
} egl = { .lock = PTHREAD_MUTEX_INITIALIZER };

static __thread EGLint egl_error = EGL_SUCCESS;
static __thread struct vcl_egl_obj *cur; /* the calling thread's current context */
static __thread struct vcl_egl_obj *cur_draw, *cur_read; /* and surfaces */
static const __EGLapiExports *exports;
static char vcl_display_tag, vcl_x11_tag;
#define VCL_DPY ((EGLDisplay)&vcl_display_tag)
#define VCL_XDPY ((EGLDisplay)&vcl_x11_tag) /* the X11 display's EGL display */

/* libX11, opened when a program asks for an X11 display (a guest without X never loads it). */
static struct {
	bool tried, ok;
	Display *dpy;      /* the program's X display (one per process) */
	VisualID visual;   /* a TrueColor visual of depth 24: EGL_NATIVE_VISUAL_ID of every config */
	Status (*GetGeometry)(Display *, Drawable, Window *, int *, int *, unsigned *, unsigned *,
			      unsigned *, unsigned *);
	Status (*GetWindowAttributes)(Display *, Window, XWindowAttributes *);
	XImage *(*CreateImage)(Display *, Visual *, unsigned, int, int, char *, unsigned, unsigned,
			       int, int);
	int (*PutImage)(Display *, Drawable, GC, XImage *, int, int, int, int, unsigned, unsigned);
	GC (*CreateGC)(Display *, Drawable, unsigned long, XGCValues *);
	int (*Flush)(Display *);
	Status (*MatchVisualInfo)(Display *, int, int, int, XVisualInfo *);
} x11;

/* Under egl.lock: libX11's functions, once; false if it is not there. */
static bool x11_load_locked(void)
{
	void *h;

	if (x11.tried)
		return x11.ok;
	x11.tried = true;
	if (!(h = dlopen("libX11.so.6", RTLD_LAZY | RTLD_LOCAL)))
		return false;
	x11.GetGeometry = (__typeof__(x11.GetGeometry))dlsym(h, "XGetGeometry");
	x11.GetWindowAttributes = (__typeof__(x11.GetWindowAttributes))dlsym(h, "XGetWindowAttributes");
	x11.CreateImage = (__typeof__(x11.CreateImage))dlsym(h, "XCreateImage");
	x11.PutImage = (__typeof__(x11.PutImage))dlsym(h, "XPutImage");
	x11.CreateGC = (__typeof__(x11.CreateGC))dlsym(h, "XCreateGC");
	x11.Flush = (__typeof__(x11.Flush))dlsym(h, "XFlush");
	x11.MatchVisualInfo = (__typeof__(x11.MatchVisualInfo))dlsym(h, "XMatchVisualInfo");
	x11.ok = x11.GetGeometry && x11.GetWindowAttributes && x11.CreateImage && x11.PutImage &&
		 x11.CreateGC && x11.Flush && x11.MatchVisualInfo;
	return x11.ok;
}

static EGLBoolean fail(EGLint err)
{
	egl_error = err;
	return EGL_FALSE;
}

static EGLBoolean ok(void)
{
	egl_error = EGL_SUCCESS;
	return EGL_TRUE;
}

/* The display is ours and initialized; else sets the error. */
static bool dpy_ok(EGLDisplay dpy)
{
	if (dpy != VCL_DPY && dpy != VCL_XDPY)
		return fail(EGL_BAD_DISPLAY);
	if (!egl.init)
		return fail(EGL_NOT_INITIALIZED);
	return true;
}

/* A surface or context record of this display, or NULL. */
static struct vcl_egl_obj *obj_find_locked(const void *h, bool context)
{
	struct vcl_egl_obj *o;

	for (o = egl.objs; o && (o != h || o->context != context); o = o->next)
		;
	return o;
}

static struct vcl_egl_obj *obj_find(const void *h, bool context)
{
	struct vcl_egl_obj *o;

	pthread_mutex_lock(&egl.lock);
	o = obj_find_locked(h, context);
	pthread_mutex_unlock(&egl.lock);
	return o;
}

uint64_t vcl_egl_wire_handle(const void *h, bool context)
{
	struct vcl_egl_obj *o;

	if (!h)
		return 0;
	if (!context)
		return (h == VCL_DPY || h == VCL_XDPY) && egl.init ? 1 : UINT64_MAX;
	pthread_mutex_lock(&egl.lock);
	for (o = egl.objs; o && (o != h || !o->context); o = o->next)
		;
	pthread_mutex_unlock(&egl.lock);
	return o ? o->id : UINT64_MAX;
}

/* Bytes out (a frame, a mapping's contents): n bytes wanted, as api/gles.api's data len null back
 * item: a shared-region chunk as the destination where possible (xf: freed after the reply), else
 * absent (the reply carries them). */
static struct vn_data gl_dest(struct vcl_gl_xfer *xf, size_t n);

/*
 * Send an EGL call, wait and decode its reply with the generated vn_dec_reply_NAME into *r (a the
 * call's struct vn_args_NAME or NULL): err gets the host's EGL error (EGL_SUCCESS), *r the items
 * after it (api/gles.api reply lines, checked). No reply (the session is lost) or a malformed one
 * (which ends the session: VCL_CALL_REPLY): err is EGL_BAD_ALLOC, *r zeroed.
 */
#define EGL_CALL(c, err, NAME, a, r)                                                               \
	do {                                                                                       \
		cl_int egl_ret_ = vcl_call_sync(c);                                                \
		VCL_CALL_REPLY(c, egl_ret_, NAME, a, r);                                           \
		(err) = egl_ret_ == CL_SUCCESS ? (r)->egl_error : EGL_BAD_ALLOC;                   \
	} while (0)

/* EGL_CALL for the calls whose reply is the EGL error only (creating, making current,
 * destroying): the host's EGL error, or EGL_BAD_ALLOC. */
static EGLint egl_call(struct vcl_call *c)
{
	EGLint err = EGL_BAD_ALLOC;

#define ERR_ONLY(NAME)                                     \
	case VN_OP_##NAME: {                               \
		struct vn_reply_##NAME r;                  \
		EGL_CALL(c, err, NAME, NULL, &r);          \
		break;                                     \
	}
	switch (c->op) {
		ERR_ONLY(eglCreatePbufferSurface)
		ERR_ONLY(eglCreateContext)
		ERR_ONLY(eglMakeCurrent)
		ERR_ONLY(eglDestroySurface)
		ERR_ONLY(eglDestroyContext)
		ERR_ONLY(eglCreateSync)
		ERR_ONLY(eglDestroySync)
		ERR_ONLY(eglWaitSync)
		ERR_ONLY(eglCreateImage)
		ERR_ONLY(eglDestroyImage)
	default: /* a call with more in its reply: EGL_CALL (never here) */
		break;
	}
#undef ERR_ONLY
	return err;
}

/* An attribute list (EGL_NONE-terminated pairs; NULL: none) as it travels (api/gles.api attribs):
 * *list and the number of its values with the EGL_NONE; 0 if it has more than VCL_EGL_MAX_ATTRIBS
 * pairs. */
static uint64_t attrib_list(const EGLint *attribs, const EGLint **list)
{
	static const EGLint none = EGL_NONE;
	uint64_t n = 0;

	while (attribs && attribs[n] != EGL_NONE) {
		if (n / 2 >= VCL_EGL_MAX_ATTRIBS)
			return 0;
		n += 2;
	}
	*list = attribs ? attribs : &none;
	return n + 1;
}

static EGLBoolean EGLAPIENTRY vcl_eglInitialize(EGLDisplay dpy, EGLint *major, EGLint *minor)
{
	struct vcl_call c;
	EGLint err;

	if (dpy != VCL_DPY && dpy != VCL_XDPY)
		return fail(EGL_BAD_DISPLAY);
	if (!egl.init) {
		if (vcl_fe_connect())
			return fail(EGL_NOT_INITIALIZED);
		struct vn_reply_eglInitialize r;
		vcl_call_init(&c, VN_OP_eglInitialize);
		EGL_CALL(&c, err, eglInitialize, NULL, &r);
		if (err == EGL_SUCCESS) {
			egl.major = r.major;
			egl.minor = r.minor;
			egl.init = true;
		}
		vcl_call_fini(&c);
		if (!egl.init)
			return fail(err == EGL_SUCCESS ? EGL_NOT_INITIALIZED : err);
	}
	if (major)
		*major = egl.major;
	if (minor)
		*minor = egl.minor;
	return ok();
}

static EGLBoolean EGLAPIENTRY vcl_eglTerminate(EGLDisplay dpy)
{
	if (dpy != VCL_DPY && dpy != VCL_XDPY)
		return fail(EGL_BAD_DISPLAY);
	/* the host's objects stay until the session ends (a later eglInitialize finds them) */
	return ok();
}

/* The host's extensions virtcl carries as they are: contexts and current-making need no more. */
static char *filter_extensions(const char *host)
{
	static const char *const kept[] = { "EGL_KHR_create_context", "EGL_KHR_surfaceless_context",
					    "EGL_KHR_no_config_context", "EGL_MESA_configless_context",
					    /* images of GL objects (eglCreateImageKHR: dispatch stubs below) */
					    "EGL_KHR_image_base", "EGL_KHR_gl_texture_2D_image",
					    "EGL_KHR_gl_texture_cubemap_image", "EGL_KHR_gl_texture_3D_image",
					    "EGL_KHR_gl_renderbuffer_image",
					    /* fences (eglCreateSyncKHR ...: dispatch stubs below) */
					    "EGL_KHR_fence_sync", "EGL_KHR_wait_sync" };
	size_t cap = strlen(host) + 2, len = 0;
	char *out = calloc(1, cap);

	for (size_t i = 0; out && i < sizeof(kept) / sizeof(kept[0]); i++)
		if (vcl_word_in(host, kept[i]))
			len += (size_t)snprintf(out + len, cap - len, "%s%s", len ? " " : "", kept[i]);
	return out;
}

static const char *EGLAPIENTRY vcl_eglQueryString(EGLDisplay dpy, EGLint name)
{
	static const EGLint names[] = { EGL_VENDOR, EGL_VERSION, EGL_EXTENSIONS, EGL_CLIENT_APIS };
	struct vcl_call c;
	const char *s = NULL;
	int i;

	if (dpy == EGL_NO_DISPLAY && name == EGL_EXTENSIONS) {
		egl_error = EGL_SUCCESS;
		/* libglvnd reports its eglGetPlatformDisplayEXT (which calls vcl_get_platform_display)
		 * only where a vendor names EGL_EXT_platform_base; the platforms: getVendorString */
		return "EGL_EXT_platform_base";
	}
	if (!dpy_ok(dpy))
		return NULL;
	for (i = 0; i < 4 && names[i] != name; i++)
		;
	if (i == 4) {
		fail(EGL_BAD_PARAMETER);
		return NULL;
	}
	pthread_mutex_lock(&egl.lock);
	if (!egl.strings[i]) {
		struct vn_args_eglQueryString a = { .name = name };
		struct vn_reply_eglQueryString r;
		EGLint err;
		vcl_call_init(&c, VN_OP_eglQueryString);
		vn_enc_eglQueryString(&c.enc, &a);
		EGL_CALL(&c, err, eglQueryString, &a, &r);
		if (err == EGL_SUCCESS && (s = r.s)) { /* checked: NUL-terminated */
			if (name == EGL_VENDOR)
				(void)!asprintf(&egl.strings[i], "virtcl (host: %s)", s);
			else if (name == EGL_VERSION)
				(void)!asprintf(&egl.strings[i], "%d.%d virtcl (host: %s)", egl.major, egl.minor, s);
			else if (name == EGL_EXTENSIONS)
				egl.strings[i] = filter_extensions(s);
			else
				egl.strings[i] = strdup("OpenGL_ES");
		}
		vcl_call_fini(&c);
	}
	s = egl.strings[i];
	pthread_mutex_unlock(&egl.lock);
	if (!s)
		fail(EGL_BAD_ALLOC);
	else
		egl_error = EGL_SUCCESS;
	return s;
}

/* eglGetConfigs and eglChooseConfig: the reply is a count (at most INT32_MAX) and that many config
 * numbers. */
static EGLBoolean configs_reply(struct vcl_call *c, EGLConfig *configs, EGLint size, EGLint *num)
{
	EGLint err;
	uint64_t n = 0;
	const uint64_t *ids = NULL;

	if (c->op == VN_OP_eglGetConfigs) {
		struct vn_reply_eglGetConfigs r;
		EGL_CALL(c, err, eglGetConfigs, NULL, &r);
		n = r.n;
		ids = r.ids;
	} else {
		struct vn_reply_eglChooseConfig r;
		EGL_CALL(c, err, eglChooseConfig, NULL, &r);
		n = r.n;
		ids = r.ids;
	}
	if (err == EGL_SUCCESS) {
		if (configs) {
			if (n > (uint64_t)size)
				n = size > 0 ? (uint64_t)size : 0;
			for (uint64_t i = 0; i < n; i++)
				configs[i] = (EGLConfig)(uintptr_t)ids[i];
		}
		*num = (EGLint)n;
	}
	vcl_call_fini(c);
	return err == EGL_SUCCESS ? ok() : fail(err);
}

static EGLBoolean EGLAPIENTRY vcl_eglGetConfigs(EGLDisplay dpy, EGLConfig *configs, EGLint size,
						EGLint *num)
{
	struct vcl_call c;

	if (!dpy_ok(dpy))
		return EGL_FALSE;
	if (!num)
		return fail(EGL_BAD_PARAMETER);
	vcl_call_init(&c, VN_OP_eglGetConfigs);
	return configs_reply(&c, configs, size, num);
}

static EGLBoolean EGLAPIENTRY vcl_eglChooseConfig(EGLDisplay dpy, const EGLint *attribs,
						  EGLConfig *configs, EGLint size, EGLint *num)
{
	struct vcl_call c;

	if (!dpy_ok(dpy))
		return EGL_FALSE;
	if (!num)
		return fail(EGL_BAD_PARAMETER);
	EGLint host[2 * VCL_EGL_MAX_ATTRIBS + 3];
	bool surface_type = false;
	size_t k = 0;

	/* on the X11 display a window is a host pbuffer; the host has no native visuals */
	for (size_t i = 0; attribs && attribs[i] != EGL_NONE; i += 2) {
		EGLint a = attribs[i], v = attribs[i + 1];
		if (k / 2 >= VCL_EGL_MAX_ATTRIBS)
			return fail(EGL_BAD_ATTRIBUTE);
		if (dpy == VCL_XDPY && (a == EGL_NATIVE_VISUAL_ID || a == EGL_NATIVE_VISUAL_TYPE ||
					a == EGL_NATIVE_RENDERABLE))
			continue;
		if (dpy == VCL_XDPY && a == EGL_SURFACE_TYPE && v != EGL_DONT_CARE && (v & EGL_WINDOW_BIT))
			v = (v & ~EGL_WINDOW_BIT) | EGL_PBUFFER_BIT;
		surface_type |= a == EGL_SURFACE_TYPE;
		host[k++] = a;
		host[k++] = v;
	}
	if (dpy == VCL_XDPY && !surface_type) { /* EGL_SURFACE_TYPE's default is EGL_WINDOW_BIT */
		host[k++] = EGL_SURFACE_TYPE;
		host[k++] = EGL_PBUFFER_BIT;
	}
	host[k] = EGL_NONE;
	vcl_call_init(&c, VN_OP_eglChooseConfig);
	vn_enc_eglChooseConfig(&c.enc, &(struct vn_args_eglChooseConfig){ .attribs = host, .attribs_count = k + 1 });
	return configs_reply(&c, configs, size, num);
}

/* A config's attributes never change (EGL 1.5 §3.4): the host's answers, kept (a program that
 * walks every config asks thousands at start-up: glmark2 ~2000, one round trip each). Open
 * addressing on (config, attribute); full: not kept. Under egl.lock. */
#define VCL_EGL_CFG_CACHE 4096
static struct { uint64_t config; EGLint attr, value; } cfg_cache[VCL_EGL_CFG_CACHE];

static size_t cfg_slot(uint64_t config, EGLint attr)
{
	return (size_t)((config * 0x9E3779B97F4A7C15ull) ^ (uint64_t)(uint32_t)attr) % VCL_EGL_CFG_CACHE;
}

static bool cfg_cached(uint64_t config, EGLint attr, EGLint *value)
{
	bool hit = false;

	pthread_mutex_lock(&egl.lock);
	for (size_t i = cfg_slot(config, attr), n = 0; n < 8 && cfg_cache[i].config; i = (i + 1) % VCL_EGL_CFG_CACHE, n++)
		if (cfg_cache[i].config == config && cfg_cache[i].attr == attr) {
			*value = cfg_cache[i].value;
			hit = true;
			break;
		}
	pthread_mutex_unlock(&egl.lock);
	return hit;
}

static void cfg_keep(uint64_t config, EGLint attr, EGLint value)
{
	pthread_mutex_lock(&egl.lock);
	for (size_t i = cfg_slot(config, attr), n = 0; n < 8; i = (i + 1) % VCL_EGL_CFG_CACHE, n++)
		if (!cfg_cache[i].config || (cfg_cache[i].config == config && cfg_cache[i].attr == attr)) {
			cfg_cache[i].config = config;
			cfg_cache[i].attr = attr;
			cfg_cache[i].value = value;
			break;
		}
	pthread_mutex_unlock(&egl.lock);
}

/* The first question about one of config's attributes of table 3.1 brings all of them in one round
 * trip (vclGetConfigAttribs): true with *value where the host answered attr; false (asked alone,
 * for the host's error) for another attribute, one the host did not answer, or no reply. */
static bool cfg_fetch(uint64_t config, EGLint attr, EGLint *value)
{
	struct vn_reply_vclGetConfigAttribs r;
	struct vcl_call c;
	cl_int ret;
	bool found = false;

	EGLint fetched;

	if (attr < EGL_BUFFER_SIZE || attr >= EGL_BUFFER_SIZE + VCL_EGL_CFG_ATTRS ||
	    cfg_cached(config, 0, &fetched)) /* attribute 0: this config's were brought */
		return false;
	vcl_call_init(&c, VN_OP_vclGetConfigAttribs);
	vn_enc_vclGetConfigAttribs(&c.enc, &(struct vn_args_vclGetConfigAttribs){ .config = config });
	ret = vcl_call_sync(&c);
	VCL_CALL_REPLY(&c, ret, vclGetConfigAttribs, NULL, &r);
	if (ret == CL_SUCCESS && r.err == EGL_SUCCESS) {
		cfg_keep(config, 0, 1);
		for (uint64_t i = 0; i < r.n; i++)
			if (r.have & (1ull << i)) {
				cfg_keep(config, EGL_BUFFER_SIZE + (EGLint)i, r.values[i]);
				if (EGL_BUFFER_SIZE + (EGLint)i == attr) {
					*value = r.values[i];
					found = true;
				}
			}
	}
	vcl_call_fini(&c);
	return found;
}

/* Calls that ask one value of an object: (id, attribute) -> EGLint. */
static EGLBoolean query_value(uint16_t op, uint64_t id, EGLint attr, EGLint *value)
{
	struct vcl_call c;
	EGLint err, v;

	if (!value)
		return fail(EGL_BAD_PARAMETER);
	if (op == VN_OP_eglGetConfigAttrib && id && (cfg_cached(id, attr, value) || cfg_fetch(id, attr, value)))
		return ok();
	vcl_call_init(&c, op);
	if (op == VN_OP_eglGetConfigAttrib)
		vn_enc_eglGetConfigAttrib(&c.enc, &(struct vn_args_eglGetConfigAttrib){ .config = id, .attribute = attr });
	else if (op == VN_OP_eglQuerySurface)
		vn_enc_eglQuerySurface(&c.enc, &(struct vn_args_eglQuerySurface){ .id = id, .attribute = attr });
	else
		vn_enc_eglQueryContext(&c.enc, &(struct vn_args_eglQueryContext){ .id = id, .attribute = attr });
	if (op == VN_OP_eglGetConfigAttrib) {
		struct vn_reply_eglGetConfigAttrib r;
		EGL_CALL(&c, err, eglGetConfigAttrib, NULL, &r);
		v = r.value;
	} else if (op == VN_OP_eglQuerySurface) {
		struct vn_reply_eglQuerySurface r;
		EGL_CALL(&c, err, eglQuerySurface, NULL, &r);
		v = r.value;
	} else {
		struct vn_reply_eglQueryContext r;
		EGL_CALL(&c, err, eglQueryContext, NULL, &r);
		v = r.value;
	}
	if (err == EGL_SUCCESS) {
		*value = v;
		if (op == VN_OP_eglGetConfigAttrib && id)
			cfg_keep(id, attr, v);
	}
	vcl_call_fini(&c);
	return err == EGL_SUCCESS ? ok() : fail(err);
}

static EGLBoolean EGLAPIENTRY vcl_eglGetConfigAttrib(EGLDisplay dpy, EGLConfig config,
						     EGLint attribute, EGLint *value)
{
	EGLBoolean r;

	if (!dpy_ok(dpy))
		return EGL_FALSE;
	if (dpy == VCL_XDPY && value) {
		/* a config that makes pbuffers makes windows here: every visual is the TrueColor one */
		if (attribute == EGL_NATIVE_VISUAL_ID || attribute == EGL_NATIVE_VISUAL_TYPE ||
		    attribute == EGL_NATIVE_RENDERABLE) {
			r = query_value(VN_OP_eglGetConfigAttrib, (uint64_t)(uintptr_t)config, EGL_CONFIG_ID, value);
			if (r)
				*value = attribute == EGL_NATIVE_VISUAL_ID ? (EGLint)x11.visual
					 : attribute == EGL_NATIVE_VISUAL_TYPE ? TrueColor : EGL_TRUE;
			return r;
		}
		r = query_value(VN_OP_eglGetConfigAttrib, (uint64_t)(uintptr_t)config, attribute, value);
		if (r && attribute == EGL_SURFACE_TYPE && (*value & EGL_PBUFFER_BIT))
			*value |= EGL_WINDOW_BIT;
		return r;
	}
	return query_value(VN_OP_eglGetConfigAttrib, (uint64_t)(uintptr_t)config, attribute, value);
}

/* A new surface or context: its record, then the host's. EGL_NO_SURFACE/EGL_NO_CONTEXT on error. */
static void *create_obj(uint16_t op, bool context, EGLConfig config, EGLContext share,
			const EGLint *attribs)
{
	struct vcl_egl_obj *o = calloc(1, sizeof(*o)), *sh = NULL;
	const EGLint *list;
	uint64_t n = attrib_list(attribs, &list);
	struct vcl_call c;
	EGLint err;

	if (!o) {
		fail(EGL_BAD_ALLOC);
		return NULL;
	}
	if (context && share != EGL_NO_CONTEXT && !(sh = obj_find(share, true))) {
		free(o);
		fail(EGL_BAD_CONTEXT);
		return NULL;
	}
	if (!n) { /* more pairs than a message carries */
		free(o);
		fail(EGL_BAD_ATTRIBUTE);
		return NULL;
	}
	pthread_mutex_lock(&egl.lock);
	o->id = ++egl.next_id;
	pthread_mutex_unlock(&egl.lock);
	o->context = context;
	o->pack.align = o->unpack.align = 4;
	vcl_call_init(&c, op);
	if (context)
		vn_enc_eglCreateContext(&c.enc, &(struct vn_args_eglCreateContext){
			.id = o->id, .config = (uint64_t)(uintptr_t)config, .share = sh ? sh->id : 0,
			.attribs = list, .attribs_count = n });
	else
		vn_enc_eglCreatePbufferSurface(&c.enc, &(struct vn_args_eglCreatePbufferSurface){
			.id = o->id, .config = (uint64_t)(uintptr_t)config, .attribs = list, .attribs_count = n });
	err = egl_call(&c);
	vcl_call_fini(&c);
	if (err != EGL_SUCCESS) {
		free(o);
		fail(err);
		return NULL;
	}
	pthread_mutex_lock(&egl.lock);
	o->next = egl.objs;
	egl.objs = o;
	pthread_mutex_unlock(&egl.lock);
	ok();
	return o;
}

static EGLSurface EGLAPIENTRY vcl_eglCreatePbufferSurface(EGLDisplay dpy, EGLConfig config,
							  const EGLint *attribs)
{
	if (!dpy_ok(dpy))
		return EGL_NO_SURFACE;
	return create_obj(VN_OP_eglCreatePbufferSurface, false, config, NULL, attribs);
}

/* A window of the X11 display: a host pbuffer of the window's size (again at each eglSwapBuffers
 * after which the window has another size: window_resized), shown by eglSwapBuffers. */
static EGLSurface create_window(EGLDisplay dpy, EGLConfig config, Window win)
{
	unsigned w, h, bw, depth;
	int x, y;
	Window root;
	struct vcl_egl_obj *o;
	EGLint pb[5] = { EGL_WIDTH, 0, EGL_HEIGHT, 0, EGL_NONE };

	if (!dpy_ok(dpy))
		return EGL_NO_SURFACE;
	if (dpy != VCL_XDPY || !win || !x11.GetGeometry(x11.dpy, win, &root, &x, &y, &w, &h, &bw, &depth) ||
	    w > 16384 || h > 16384) {
		fail(EGL_BAD_NATIVE_WINDOW);
		return EGL_NO_SURFACE;
	}
	pb[1] = (EGLint)w;
	pb[3] = (EGLint)h;
	if ((o = create_obj(VN_OP_eglCreatePbufferSurface, false, config, NULL, pb))) {
		o->config = config;
		o->window = true;
		o->win = win;
		o->w = (int)w;
		o->h = (int)h;
	}
	return o;
}

static EGLSurface EGLAPIENTRY vcl_eglCreateWindowSurface(EGLDisplay dpy, EGLConfig config,
							 EGLNativeWindowType win, const EGLint *attribs)
{
	(void)attribs; /* EGL_RENDER_BUFFER, EGL_GL_COLORSPACE: a pbuffer's defaults */
	return create_window(dpy, config, (Window)win);
}

static EGLSurface EGLAPIENTRY vcl_eglCreatePlatformWindowSurface(EGLDisplay dpy, EGLConfig config,
								 void *win, const EGLAttrib *attribs)
{
	(void)attribs;
	return create_window(dpy, config, win ? *(Window *)win : 0);
}

static EGLSurface EGLAPIENTRY vcl_eglCreatePixmapSurface(EGLDisplay dpy, EGLConfig config,
							 EGLNativePixmapType pix, const EGLint *attribs)
{
	(void)config, (void)pix, (void)attribs;
	if (dpy_ok(dpy))
		fail(EGL_BAD_NATIVE_PIXMAP);
	return EGL_NO_SURFACE;
}

static EGLContext EGLAPIENTRY vcl_eglCreateContext(EGLDisplay dpy, EGLConfig config,
						   EGLContext share, const EGLint *attribs)
{
	if (!dpy_ok(dpy))
		return EGL_NO_CONTEXT;
	if (exports && exports->getCurrentApi() != EGL_OPENGL_ES_API) {
		fail(EGL_BAD_MATCH);
		return EGL_NO_CONTEXT;
	}
	return create_obj(VN_OP_eglCreateContext, true, config, share, attribs);
}

/* The message that destroys the host's surface or context id (the caller sends it: egl_call). */
static void send_destroy(struct vcl_call *c, uint64_t id, bool context)
{
	vcl_call_init(c, context ? VN_OP_eglDestroyContext : VN_OP_eglDestroySurface);
	if (context)
		vn_enc_eglDestroyContext(&c->enc, &(struct vn_args_eglDestroyContext){ .id = id });
	else
		vn_enc_eglDestroySurface(&c->enc, &(struct vn_args_eglDestroySurface){ .id = id });
}

/* The message that makes draw, read and ctx current on the host (IDs, 0: none). */
static void send_make_current(struct vcl_call *c, const struct vcl_egl_obj *d, const struct vcl_egl_obj *r,
			      const struct vcl_egl_obj *x)
{
	vcl_call_init(c, VN_OP_eglMakeCurrent);
	vn_enc_eglMakeCurrent(&c->enc, &(struct vn_args_eglMakeCurrent){
		.draw = d ? d->id : 0, .read = r ? r->id : 0, .context = x ? x->id : 0 });
}

/* A surface's or context's record, unlinked from egl.objs: freed with every buffer mapping the
 * context still has (their guest copies and persistent mappings' shadows), as the host drops its
 * own with the context (vcl_be_gl.c); nothing is sent. */
static void obj_free(struct vcl_egl_obj *o)
{
	while (o->maps) {
		struct vcl_gl_map *m = o->maps;
		o->maps = m->next;
		free(m->shadow);
		free(m->ptr);
		free(m);
	}
	free(o);
}

/* Unlink o from egl.objs (egl.lock held). */
static void obj_unlink_locked(struct vcl_egl_obj *o)
{
	struct vcl_egl_obj **pp;

	for (pp = &egl.objs; *pp && *pp != o; pp = &(*pp)->next)
		;
	if (*pp)
		*pp = o->next;
}

/* Let go of one of o's bindings (egl.lock held): true if it is to be freed now (unlinked here). */
static bool obj_unbind_locked(struct vcl_egl_obj *o)
{
	if (--o->bound || !o->destroyed)
		return false;
	obj_unlink_locked(o);
	return true;
}

static EGLBoolean destroy_obj(EGLDisplay dpy, void *h, bool context)
{
	struct vcl_egl_obj *o;
	struct vcl_call c;
	bool free_now;
	EGLint err;

	if (!dpy_ok(dpy))
		return EGL_FALSE;
	/* held (bound) while the host destroys it: a thread that releases it meanwhile, or another
	 * destroy of it, does not free it under this one */
	pthread_mutex_lock(&egl.lock);
	if ((o = obj_find_locked(h, context)))
		o->bound++;
	pthread_mutex_unlock(&egl.lock);
	if (!o)
		return fail(context ? EGL_BAD_CONTEXT : EGL_BAD_SURFACE);
	send_destroy(&c, o->id, context);
	err = egl_call(&c);
	vcl_call_fini(&c);
	if (err == EGL_SUCCESS && context)
		vcl_gl_debug_forget(o->id); /* as the host forgets it (vcl_be_gldebug.c) */
	/* a context or surface current on any thread, this one or another, stays while it is current
	 * (EGL 1.5 §3.7.3: the host keeps it until released; its mappings still work): freed when the
	 * last thread releases it (vcl_eglMakeCurrent). The other thread's own record of what is
	 * current to it points here: freeing it now was a use after free in that thread. */
	pthread_mutex_lock(&egl.lock);
	if (err == EGL_SUCCESS)
		o->destroyed = true;
	free_now = obj_unbind_locked(o);
	pthread_mutex_unlock(&egl.lock);
	if (free_now)
		obj_free(o);
	return err == EGL_SUCCESS ? ok() : fail(err);
}

static EGLBoolean EGLAPIENTRY vcl_eglDestroySurface(EGLDisplay dpy, EGLSurface surface)
{
	return destroy_obj(dpy, surface, false);
}

static EGLBoolean EGLAPIENTRY vcl_eglDestroyContext(EGLDisplay dpy, EGLContext ctx)
{
	return destroy_obj(dpy, ctx, true);
}

/*
 * A thread that ends with a context or surfaces current (no eglReleaseThread) lets go of its
 * bindings: else one destroyed after (or before) stayed in the guest for good, with its mappings'
 * copies. Only the guest's count: the host's calls name their context each time.
 */
static pthread_key_t bind_key;
static pthread_once_t bind_once = PTHREAD_ONCE_INIT;
static bool bind_key_ok;

/* Let go of one binding of each of o[0..3) (NULL: none), freeing what goes. */
static void objs_unbind(struct vcl_egl_obj *const o[3])
{
	struct vcl_egl_obj *gone[3];
	int ngone = 0;

	pthread_mutex_lock(&egl.lock);
	for (int i = 0; i < 3; i++)
		if (o[i] && obj_unbind_locked(o[i]))
			gone[ngone++] = o[i];
	pthread_mutex_unlock(&egl.lock);
	for (int i = 0; i < ngone; i++)
		obj_free(gone[i]);
}

static void thread_unbind(void *unused)
{
	struct vcl_egl_obj *was[] = { cur, cur_draw, cur_read };

	(void)unused;
	cur = cur_draw = cur_read = NULL;
	objs_unbind(was);
}

static void bind_key_make(void)
{
	bind_key_ok = !pthread_key_create(&bind_key, thread_unbind);
}

/* the library unloaded (glvnd's teardown): no thread's end calls into it */
__attribute__((destructor)) static void bind_key_fini(void)
{
	if (bind_key_ok)
		pthread_key_delete(bind_key);
	bind_key_ok = false;
}

static EGLBoolean EGLAPIENTRY vcl_eglMakeCurrent(EGLDisplay dpy, EGLSurface draw, EGLSurface read,
						 EGLContext ctx)
{
	struct vcl_egl_obj *d = NULL, *r = NULL, *x = NULL;
	struct vcl_egl_obj *was[] = { cur, cur_draw, cur_read }, *now[3];
	struct vcl_call c;
	EGLint err = EGL_SUCCESS;

	if (!dpy_ok(dpy))
		return EGL_FALSE;
	/* the new ones are bound before the host makes them current: a destroy answered between the
	 * host's answer and the count here found them bound to no thread and freed them, which the
	 * count then wrote into (and the release freed again) */
	pthread_mutex_lock(&egl.lock);
	if ((draw && !(d = obj_find_locked(draw, false))) ||
	    (read && !(r = obj_find_locked(read, false))))
		err = EGL_BAD_SURFACE;
	else if (ctx && !(x = obj_find_locked(ctx, true)))
		err = EGL_BAD_CONTEXT;
	now[0] = x, now[1] = d, now[2] = r;
	for (int i = 0; i < 3 && err == EGL_SUCCESS; i++)
		if (now[i])
			now[i]->bound++;
	pthread_mutex_unlock(&egl.lock);
	if (err != EGL_SUCCESS)
		return fail(err);
	send_make_current(&c, d, r, x);
	err = egl_call(&c);
	vcl_call_fini(&c);
	/* what was destroyed while current and is now current to no thread goes: on success the
	 * bindings this thread had, else the ones just taken */
	objs_unbind(err == EGL_SUCCESS ? was : now);
	if (err == EGL_SUCCESS) {
		cur = x;
		cur_draw = d;
		cur_read = r;
		if (x || d || r) {
			pthread_once(&bind_once, bind_key_make);
			if (bind_key_ok)
				pthread_setspecific(bind_key, &bind_key); /* any value: run at the end */
		}
	}
	return err == EGL_SUCCESS ? ok() : fail(err);
}

static EGLBoolean EGLAPIENTRY vcl_eglQuerySurface(EGLDisplay dpy, EGLSurface surface,
						  EGLint attribute, EGLint *value)
{
	struct vcl_egl_obj *o;

	if (!dpy_ok(dpy))
		return EGL_FALSE;
	if (!(o = obj_find(surface, false)))
		return fail(EGL_BAD_SURFACE);
	return query_value(VN_OP_eglQuerySurface, o->id, attribute, value);
}

static EGLBoolean EGLAPIENTRY vcl_eglQueryContext(EGLDisplay dpy, EGLContext ctx, EGLint attribute,
						  EGLint *value)
{
	struct vcl_egl_obj *o;

	if (!dpy_ok(dpy))
		return EGL_FALSE;
	if (!(o = obj_find(ctx, true)))
		return fail(EGL_BAD_CONTEXT);
	return query_value(VN_OP_eglQueryContext, o->id, attribute, value);
}

/*
 * A window's size is taken at eglSwapBuffers (EGL 1.5 §3.10.1.1): a window that changed size gets
 * a host pbuffer of its new size for the frames after this one, made current in place of the old
 * where the calling thread draws to it, and the old one destroyed. The surface keeps its handle.
 */
static void window_resized(struct vcl_egl_obj *o)
{
	unsigned w, h, bw, depth;
	int x, y;
	Window root;
	EGLint pb[5] = { EGL_WIDTH, 0, EGL_HEIGHT, 0, EGL_NONE };
	struct vcl_egl_obj *n, **pp;
	struct vcl_call c;
	uint64_t old = o->id;
	EGLint err;

	if (!x11.GetGeometry(x11.dpy, o->win, &root, &x, &y, &w, &h, &bw, &depth) ||
	    ((int)w == o->w && (int)h == o->h) || !w || !h || w > 16384 || h > 16384)
		return;
	pb[1] = (EGLint)w;
	pb[3] = (EGLint)h;
	if (!(n = create_obj(VN_OP_eglCreatePbufferSurface, false, o->config, NULL, pb)))
		return; /* the frames keep the old size */
	pthread_mutex_lock(&egl.lock); /* the new host surface becomes o's: n's record goes */
	for (pp = &egl.objs; *pp && *pp != n; pp = &(*pp)->next)
		;
	if (*pp)
		*pp = n->next;
	pthread_mutex_unlock(&egl.lock);
	o->id = n->id;
	o->w = (int)w;
	o->h = (int)h;
	free(n);
	if (cur && (cur_draw == o || cur_read == o)) {
		send_make_current(&c, cur_draw, cur_read, cur);
		err = egl_call(&c);
		vcl_call_fini(&c);
		(void)err; /* on failure the old surface stays current on the host: nothing is drawn */
	}
	send_destroy(&c, old, false);
	egl_call(&c);
	vcl_call_fini(&c);
	egl_error = EGL_SUCCESS;
}

/* Put an RGBA frame (bottom row first, as GL reads it) into a window of a 24- or 32-bit TrueColor
 * visual with the usual masks; other visuals are not drawn (false). */
static bool x11_show(struct vcl_egl_obj *o, const uint8_t *rgba)
{
	XWindowAttributes wa;
	XImage *img;
	uint8_t *px;

	if (!x11.GetWindowAttributes(x11.dpy, o->win, &wa) || (wa.depth != 24 && wa.depth != 32) ||
	    wa.visual->red_mask != 0xff0000 || wa.visual->blue_mask != 0xff ||
	    !(px = malloc((size_t)o->w * (size_t)o->h * 4)))
		return false;
	for (int y = 0; y < o->h; y++) {
		const uint8_t *s = rgba + (size_t)(o->h - 1 - y) * (size_t)o->w * 4;
		uint8_t *d = px + (size_t)y * (size_t)o->w * 4;
		for (int x = 0; x < o->w; x++, s += 4, d += 4) {
			d[0] = s[2];
			d[1] = s[1];
			d[2] = s[0];
			d[3] = 0xff;
		}
	}
	img = x11.CreateImage(x11.dpy, wa.visual, (unsigned)wa.depth, ZPixmap, 0, (char *)px,
			      (unsigned)o->w, (unsigned)o->h, 32, 0);
	if (img) {
		if (!o->gc)
			o->gc = x11.CreateGC(x11.dpy, o->win, 0, NULL);
		x11.PutImage(x11.dpy, o->win, o->gc, img, 0, 0, 0, 0, (unsigned)o->w, (unsigned)o->h);
		x11.Flush(x11.dpy);
		img->data = NULL; /* ours */
		XDestroyImage(img);
	}
	free(px);
	return img != NULL;
}

/* A pbuffer has no back buffer to show: eglSwapBuffers has no effect on it (EGL 1.5 §3.10.1). A
 * window surface's frame comes back (through the shared region where there is one) and goes into
 * the window. */
static EGLBoolean EGLAPIENTRY vcl_eglSwapBuffers(EGLDisplay dpy, EGLSurface surface)
{
	struct vcl_egl_obj *o;
	struct vcl_gl_xfer xf = { .chunk = -1 };
	struct vn_reply_eglSwapBuffers r;
	struct vcl_call c;
	size_t n;
	uint8_t *frame;
	EGLint err;

	if (!dpy_ok(dpy))
		return EGL_FALSE;
	if (!(o = obj_find(surface, false)))
		return fail(EGL_BAD_SURFACE);
	if (!o->window)
		return ok();
	n = (size_t)o->w * (size_t)o->h * 4;
	if (!(frame = malloc(n ? n : 1)))
		return fail(EGL_BAD_ALLOC);
	vcl_call_init(&c, VN_OP_eglSwapBuffers);
	vn_enc_eglSwapBuffers(&c.enc, &(struct vn_args_eglSwapBuffers){
		.surface = o->id, .ctx = cur ? cur->id : 0, .frame = gl_dest(&xf, n) });
	EGL_CALL(&c, err, eglSwapBuffers, NULL, &r);
	if (err == EGL_SUCCESS && !vcl_gl_dest_copy(&xf, frame, n, r.frame, r.frame_len)) {
		vcl_call_bad_reply(&c);
		err = EGL_BAD_ALLOC;
	}
	vcl_gl_xfer_done(&xf);
	vcl_call_fini(&c);
	if (err == EGL_SUCCESS && n)
		x11_show(o, frame);
	free(frame);
	if (err == EGL_SUCCESS)
		window_resized(o);
	return err == EGL_SUCCESS ? ok() : fail(err);
}

static EGLBoolean EGLAPIENTRY vcl_eglSwapInterval(EGLDisplay dpy, EGLint interval)
{
	(void)interval;
	return dpy_ok(dpy) ? ok() : EGL_FALSE;
}

static void *vcl_egl_proc(const char *name);

static EGLBoolean EGLAPIENTRY vcl_eglWaitClient(void)
{
	if (cur)
		((void (*)(void))vcl_egl_proc("glFinish"))();
	return ok();
}

static EGLBoolean EGLAPIENTRY vcl_eglWaitNative(EGLint engine)
{
	(void)engine;
	return ok();
}

static EGLBoolean EGLAPIENTRY vcl_eglReleaseThread(void)
{
	if (cur)
		vcl_eglMakeCurrent(VCL_DPY, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	return ok();
}

static EGLBoolean EGLAPIENTRY vcl_eglBindAPI(EGLenum api)
{
	return api == EGL_OPENGL_ES_API ? ok() : fail(EGL_BAD_PARAMETER);
}

static EGLenum EGLAPIENTRY vcl_eglQueryAPI(void)
{
	return EGL_OPENGL_ES_API;
}

static EGLint EGLAPIENTRY vcl_eglGetError(void)
{
	EGLint e = egl_error;

	egl_error = EGL_SUCCESS;
	return e;
}

/* Not remoted: EGL_BAD_MATCH (docs/api-status.md); eglReleaseTexImage is this eglBindTexImage. */
static EGLBoolean EGLAPIENTRY vcl_eglSurfaceAttrib(EGLDisplay dpy, EGLSurface s, EGLint a, EGLint v)
{
	(void)s, (void)a, (void)v;
	return dpy_ok(dpy) ? fail(EGL_BAD_MATCH) : EGL_FALSE;
}

static EGLBoolean EGLAPIENTRY vcl_eglBindTexImage(EGLDisplay dpy, EGLSurface s, EGLint buffer)
{
	(void)s, (void)buffer;
	return dpy_ok(dpy) ? fail(EGL_BAD_MATCH) : EGL_FALSE;
}

static EGLSurface EGLAPIENTRY vcl_eglCreatePbufferFromClientBuffer(EGLDisplay dpy, EGLenum type,
								   EGLClientBuffer b, EGLConfig c,
								   const EGLint *attribs)
{
	(void)type, (void)b, (void)c, (void)attribs;
	if (dpy_ok(dpy))
		fail(EGL_BAD_PARAMETER); /* no client buffer type (OpenVG's) is supported */
	return EGL_NO_SURFACE;
}

static EGLBoolean EGLAPIENTRY vcl_eglCopyBuffers(EGLDisplay dpy, EGLSurface s, EGLNativePixmapType t)
{
	(void)s, (void)t;
	return dpy_ok(dpy) ? fail(EGL_BAD_NATIVE_PIXMAP) : EGL_FALSE;
}

/* ---- sync objects (EGL 1.5 §3.8): fences, on the host ------------------------------------------ */

static void persist_pull_all(void); /* GL_EXT_buffer_storage: the host's bytes of the context's mappings */

/* A new record of size bytes (a struct with a struct vcl_egl_rec first) with a fresh ID; NULL with
 * EGL_BAD_ALLOC set. */
static void *rec_new(size_t size)
{
	struct vcl_egl_rec *r = calloc(1, size);

	if (!r) {
		fail(EGL_BAD_ALLOC);
		return NULL;
	}
	pthread_mutex_lock(&egl.lock);
	r->id = ++egl.next_id;
	pthread_mutex_unlock(&egl.lock);
	return r;
}

/* Record r (made on the host) into list: its handle is valid from now on. */
static void rec_add(struct vcl_egl_rec **list, struct vcl_egl_rec *r)
{
	pthread_mutex_lock(&egl.lock);
	r->next = *list;
	*list = r;
	pthread_mutex_unlock(&egl.lock);
}

/* Handle h's record out of list (NULL: h is none of it). Taken under the lock, so a handle is
 * destroyed once however many threads try. */
static struct vcl_egl_rec *rec_take(struct vcl_egl_rec **list, const void *h)
{
	struct vcl_egl_rec **p, *r;

	pthread_mutex_lock(&egl.lock);
	for (p = list; *p && *p != h; p = &(*p)->next)
		;
	if ((r = *p))
		*p = r->next;
	pthread_mutex_unlock(&egl.lock);
	return r;
}

/* eglDestroySync, eglDestroyImage: handle h's record leaves list at once, then the host destroys
 * its object (enc: the call's message, op: its opcode) and the record is freed. EGL_BAD_PARAMETER
 * for a handle that is not in list (EGL 1.5 §3.8.1.1, §3.9.2), else the host's error. */
static EGLBoolean destroy_rec(EGLDisplay dpy, struct vcl_egl_rec **list, const void *h, uint16_t op,
			      void (*enc)(struct vcl_enc *e, uint64_t id))
{
	struct vcl_egl_rec *r;
	struct vcl_call c;
	EGLint err;

	if (!dpy_ok(dpy))
		return EGL_FALSE;
	if (!(r = rec_take(list, h)))
		return fail(EGL_BAD_PARAMETER);
	vcl_call_init(&c, op);
	enc(&c.enc, r->id);
	err = egl_call(&c);
	vcl_call_fini(&c);
	free(r);
	return err == EGL_SUCCESS ? ok() : fail(err);
}

/* Sync s of this process: its host ID and whether it was seen signaled, read under the lock (no
 * record pointer leaves it: another thread may destroy the sync while this one waits on it,
 * §3.8.1.1). false (EGL_BAD_PARAMETER set) for one that is none. */
static bool sync_get(EGLSync s, uint64_t *id, bool *signaled)
{
	struct vcl_egl_rec *y;

	pthread_mutex_lock(&egl.lock);
	for (y = egl.syncs; y && y != s; y = y->next)
		;
	if (y) {
		*id = y->id;
		*signaled = ((struct vcl_egl_sync *)y)->signaled;
	}
	pthread_mutex_unlock(&egl.lock);
	if (!y)
		fail(EGL_BAD_PARAMETER);
	return y != NULL;
}

/* The sync with host ID id, if it still exists, was seen signaled: it stays so (§3.8.1). */
static void sync_signaled(uint64_t id)
{
	pthread_mutex_lock(&egl.lock);
	for (struct vcl_egl_rec *y = egl.syncs; y; y = y->next)
		if (y->id == id)
			((struct vcl_egl_sync *)y)->signaled = true;
	pthread_mutex_unlock(&egl.lock);
}

/*
 * eglCreateSync (EGL 1.5 §3.8.1): a fence (EGL_SYNC_FENCE) in the calling thread's current
 * context, signaled when every command before it has completed on the host. Other types:
 * EGL_BAD_PARAMETER (no EGL_KHR_reusable_sync, no EGL_KHR_cl_event2); an attribute list that is
 * not empty: EGL_BAD_ATTRIBUTE; no current context: EGL_BAD_MATCH; else the host's error.
 */
static EGLSync EGLAPIENTRY vcl_eglCreateSync(EGLDisplay dpy, EGLenum type, const EGLAttrib *attribs)
{
	struct vcl_egl_sync *y;
	struct vcl_call c;
	EGLint err;

	if (!dpy_ok(dpy))
		return EGL_NO_SYNC;
	if (type != EGL_SYNC_FENCE) {
		fail(EGL_BAD_PARAMETER);
		return EGL_NO_SYNC;
	}
	if (attribs && attribs[0] != EGL_NONE) {
		fail(EGL_BAD_ATTRIBUTE);
		return EGL_NO_SYNC;
	}
	if (!cur) {
		fail(EGL_BAD_MATCH);
		return EGL_NO_SYNC;
	}
	if (!(y = rec_new(sizeof(*y))))
		return EGL_NO_SYNC;
	vcl_call_init(&c, VN_OP_eglCreateSync);
	vn_enc_eglCreateSync(&c.enc, &(struct vn_args_eglCreateSync){ .ctx = cur->id, .id = y->head.id });
	err = egl_call(&c);
	vcl_call_fini(&c);
	if (err != EGL_SUCCESS) {
		free(y);
		fail(err);
		return EGL_NO_SYNC;
	}
	rec_add(&egl.syncs, &y->head);
	ok();
	return y;
}

static void enc_destroy_sync(struct vcl_enc *e, uint64_t id)
{
	vn_enc_eglDestroySync(e, &(struct vn_args_eglDestroySync){ .id = id });
}

/* eglDestroySync (§3.8.1.1): the record goes at once; a thread waiting on it is not woken early. */
static EGLBoolean EGLAPIENTRY vcl_eglDestroySync(EGLDisplay dpy, EGLSync sync)
{
	return destroy_rec(dpy, &egl.syncs, sync, VN_OP_eglDestroySync, enc_destroy_sync);
}

/*
 * eglClientWaitSync (§3.8.1.2): EGL_CONDITION_SATISFIED once the fence is signaled (at once, with no
 * message, for one already seen signaled), EGL_TIMEOUT_EXPIRED after timeout ns (EGL_FOREVER: no
 * limit); EGL_FALSE with EGL_BAD_PARAMETER for an unknown sync. The host waits (flags passed on).
 */
static EGLint EGLAPIENTRY vcl_eglClientWaitSync(EGLDisplay dpy, EGLSync sync, EGLint flags, EGLTime timeout)
{
	struct vn_reply_eglClientWaitSync r;
	struct vcl_call c;
	uint64_t id;
	bool signaled;
	EGLint err;

	if (!dpy_ok(dpy) || !sync_get(sync, &id, &signaled))
		return EGL_FALSE;
	if (signaled) {
		persist_pull_all(); /* a sync point (GL_OES_EGL_sync) for this thread's context too */
		ok();
		return EGL_CONDITION_SATISFIED;
	}
	vcl_call_init(&c, VN_OP_eglClientWaitSync);
	vn_enc_eglClientWaitSync(&c.enc, &(struct vn_args_eglClientWaitSync){
		.id = id, .flags = flags & EGL_SYNC_FLUSH_COMMANDS_BIT, .timeout = timeout });
	EGL_CALL(&c, err, eglClientWaitSync, NULL, &r);
	vcl_call_fini(&c);
	if (err != EGL_SUCCESS)
		return fail(err);
	if (r.status == EGL_CONDITION_SATISFIED) {
		sync_signaled(id);
		/* an EGL fence is a GL sync point (GL_OES_EGL_sync): the server's writes before it reach
		 * the persistent mappings, as after a GL fence seen signaled (vcl_gl_after_glClientWaitSync) */
		persist_pull_all();
	}
	ok();
	return r.status;
}

/* eglWaitSync (§3.8.1.3): the current context waits on the GPU; flags must be 0. */
static EGLBoolean EGLAPIENTRY vcl_eglWaitSync(EGLDisplay dpy, EGLSync sync, EGLint flags)
{
	struct vcl_call c;
	uint64_t id;
	bool signaled;
	EGLint err;

	if (!dpy_ok(dpy) || !sync_get(sync, &id, &signaled))
		return EGL_FALSE;
	if (flags)
		return fail(EGL_BAD_PARAMETER);
	if (!cur)
		return fail(EGL_BAD_MATCH);
	if (signaled)
		return ok();
	vcl_call_init(&c, VN_OP_eglWaitSync);
	vn_enc_eglWaitSync(&c.enc, &(struct vn_args_eglWaitSync){ .ctx = cur->id, .id = id });
	err = egl_call(&c);
	vcl_call_fini(&c);
	return err == EGL_SUCCESS ? ok() : fail(err);
}

/* eglGetSyncAttrib (§3.8.1.4): EGL_SYNC_TYPE, EGL_SYNC_STATUS, EGL_SYNC_CONDITION (the host's
 * answer; EGL_BAD_ATTRIBUTE for others). */
static EGLBoolean EGLAPIENTRY vcl_eglGetSyncAttrib(EGLDisplay dpy, EGLSync sync, EGLint attribute,
						   EGLAttrib *value)
{
	struct vn_reply_eglGetSyncAttrib r;
	struct vcl_call c;
	uint64_t id;
	bool signaled;
	EGLint err;

	if (!dpy_ok(dpy) || !sync_get(sync, &id, &signaled))
		return EGL_FALSE;
	if (!value)
		return fail(EGL_BAD_PARAMETER);
	if (attribute == EGL_SYNC_STATUS && signaled) {
		persist_pull_all();
		*value = EGL_SIGNALED;
		return ok();
	}
	vcl_call_init(&c, VN_OP_eglGetSyncAttrib);
	vn_enc_eglGetSyncAttrib(&c.enc, &(struct vn_args_eglGetSyncAttrib){ .id = id, .attribute = attribute });
	EGL_CALL(&c, err, eglGetSyncAttrib, NULL, &r);
	vcl_call_fini(&c);
	if (err != EGL_SUCCESS)
		return fail(err);
	*value = (EGLAttrib)r.value;
	if (attribute == EGL_SYNC_STATUS && r.value == EGL_SIGNALED) {
		sync_signaled(id);
		persist_pull_all(); /* as eglClientWaitSync's */
	}
	return ok();
}

/* Pixmaps are not remoted (as eglCreatePixmapSurface). */
static EGLSurface EGLAPIENTRY vcl_eglCreatePlatformPixmapSurface(EGLDisplay dpy, EGLConfig config,
								 void *pix, const EGLAttrib *attribs)
{
	(void)config, (void)pix, (void)attribs;
	if (dpy_ok(dpy))
		fail(EGL_BAD_NATIVE_PIXMAP);
	return EGL_NO_SURFACE;
}

/* ---- images (EGL 1.5 §3.9, EGL_KHR_image_base): of GL objects, on the host ----------------------- */

/* The ID of image h of this process; 0 if it is none (the host knows no image 0). */
static uint64_t image_id(const void *h)
{
	struct vcl_egl_rec *m;
	uint64_t id;

	if (!h)
		return 0;
	pthread_mutex_lock(&egl.lock);
	for (m = egl.images; m && m != h; m = m->next)
		;
	id = m ? m->id : 0; /* read under the lock: another thread may destroy the image */
	pthread_mutex_unlock(&egl.lock);
	return id;
}

/*
 * eglCreateImage and eglCreateImageKHR (attributes as EGLint pairs): an image of GL object buffer
 * (a texture's or renderbuffer's name) of context ctx, made on the host. Errors: an unknown ctx
 * EGL_BAD_CONTEXT; more attribute pairs than a message carries EGL_BAD_PARAMETER; else the host's
 * (vcl_be_gl.c: a target that is no GL one, an attribute it does not know: EGL_BAD_PARAMETER).
 */
static EGLImage create_image(EGLDisplay dpy, EGLContext ctx, EGLenum target, EGLClientBuffer buffer,
			     const EGLint *attribs)
{
	struct vcl_egl_image *m;
	struct vcl_egl_obj *x = NULL;
	const EGLint *list;
	uint64_t n = attrib_list(attribs, &list);
	struct vcl_call c;
	EGLint err;

	if (!dpy_ok(dpy))
		return EGL_NO_IMAGE;
	if (ctx != EGL_NO_CONTEXT && !(x = obj_find(ctx, true))) {
		fail(EGL_BAD_CONTEXT);
		return EGL_NO_IMAGE;
	}
	if (!n) {
		fail(EGL_BAD_PARAMETER);
		return EGL_NO_IMAGE;
	}
	if (!(m = rec_new(sizeof(*m))))
		return EGL_NO_IMAGE;
	vcl_call_init(&c, VN_OP_eglCreateImage);
	vn_enc_eglCreateImage(&c.enc, &(struct vn_args_eglCreateImage){
		.ctx = x ? x->id : 0, .id = m->head.id, .target = (int32_t)target,
		.buffer = (uint64_t)(uintptr_t)buffer, .attribs = list, .attribs_count = n });
	err = egl_call(&c);
	vcl_call_fini(&c);
	if (err != EGL_SUCCESS) {
		free(m);
		fail(err);
		return EGL_NO_IMAGE;
	}
	rec_add(&egl.images, &m->head);
	ok();
	return m;
}

static EGLImage EGLAPIENTRY vcl_eglCreateImage(EGLDisplay dpy, EGLContext ctx, EGLenum target,
					       EGLClientBuffer buffer, const EGLAttrib *attribs)
{
	EGLint list[2 * VCL_EGL_MAX_ATTRIBS + 1];
	size_t k = 0;

	for (; attribs && attribs[k] != EGL_NONE; k += 2) {
		if (k / 2 >= VCL_EGL_MAX_ATTRIBS || attribs[k] > INT32_MAX || attribs[k] < INT32_MIN ||
		    attribs[k + 1] > INT32_MAX || attribs[k + 1] < INT32_MIN) {
			if (dpy_ok(dpy))
				fail(EGL_BAD_PARAMETER); /* no attribute of a GL image takes such values */
			return EGL_NO_IMAGE;
		}
		list[k] = (EGLint)attribs[k];
		list[k + 1] = (EGLint)attribs[k + 1];
	}
	list[k] = EGL_NONE;
	return create_image(dpy, ctx, target, buffer, list);
}

static EGLImageKHR EGLAPIENTRY vcl_eglCreateImageKHR(EGLDisplay dpy, EGLContext ctx, EGLenum target,
						     EGLClientBuffer buffer, const EGLint *attribs)
{
	return create_image(dpy, ctx, target, buffer, attribs);
}

static void enc_destroy_image(struct vcl_enc *e, uint64_t id)
{
	vn_enc_eglDestroyImage(e, &(struct vn_args_eglDestroyImage){ .id = id });
}

/* eglDestroyImage (§3.9.2), eglDestroyImageKHR: an image that is none is EGL_BAD_PARAMETER. */
static EGLBoolean EGLAPIENTRY vcl_eglDestroyImage(EGLDisplay dpy, EGLImage image)
{
	return destroy_rec(dpy, &egl.images, image, VN_OP_eglDestroyImage, enc_destroy_image);
}

/* GL_OES_EGL_image: the image's ID travels (0 for what is no image of this process: the host's
 * GL then gives GL_INVALID_VALUE, after its own checks of target). Sent without waiting. */
static void image_target(uint16_t op, GLenum target, GLeglImageOES image)
{
	struct vcl_call c;
	uint64_t ctx, id = image_id(image);

	if (!vcl_gl_call_open(&c, op, &ctx))
		return;
	if (op == VN_OP_glEGLImageTargetTexture2DOES)
		vn_enc_glEGLImageTargetTexture2DOES(&c.enc, &(struct vn_args_glEGLImageTargetTexture2DOES){
			.ctx = ctx, .target = target, .image = id });
	else
		vn_enc_glEGLImageTargetRenderbufferStorageOES(&c.enc, &(struct vn_args_glEGLImageTargetRenderbufferStorageOES){
			.ctx = ctx, .target = target, .image = id });
	vcl_call_async(&c);
	vcl_call_fini(&c);
}

void GL_APIENTRY vcl_gl_glEGLImageTargetTexture2DOES(GLenum target, GLeglImageOES image)
{
	image_target(VN_OP_glEGLImageTargetTexture2DOES, target, image);
}

void GL_APIENTRY vcl_gl_glEGLImageTargetRenderbufferStorageOES(GLenum target, GLeglImageOES image)
{
	image_target(VN_OP_glEGLImageTargetRenderbufferStorageOES, target, image);
}

/* GL_EXT_EGL_image_storage: attrib_list's first value travels (GL_NONE for NULL: a valid list
 * holds nothing else) */
void GL_APIENTRY vcl_gl_glEGLImageTargetTexStorageEXT(GLenum target, GLeglImageOES image, const GLint *attrib_list)
{
	struct vcl_call c;
	uint64_t ctx, id = image_id(image);

	if (!vcl_gl_call_open(&c, VN_OP_glEGLImageTargetTexStorageEXT, &ctx))
		return;
	vn_enc_glEGLImageTargetTexStorageEXT(&c.enc, &(struct vn_args_glEGLImageTargetTexStorageEXT){
		.ctx = ctx, .target = target, .image = id, .attrib0 = attrib_list ? attrib_list[0] : GL_NONE });
	vcl_call_async(&c);
	vcl_call_fini(&c);
}

/*
 * EGL_KHR_fence_sync and EGL_KHR_wait_sync: EGL 1.5's calls with the extension's types and one
 * difference of the extension's text: a type that is not a fence is EGL_BAD_ATTRIBUTE there.
 * eglDestroySyncKHR, eglClientWaitSyncKHR and eglWaitSyncKHR are EGL 1.5's functions (the same
 * parameters; eglWaitSyncKHR's EGLint result is EGL_TRUE or EGL_FALSE).
 */
static EGLSyncKHR EGLAPIENTRY vcl_eglCreateSyncKHR(EGLDisplay dpy, EGLenum type, const EGLint *attribs)
{
	if (!dpy_ok(dpy))
		return EGL_NO_SYNC_KHR;
	if (type != EGL_SYNC_FENCE_KHR) {
		fail(EGL_BAD_ATTRIBUTE);
		return EGL_NO_SYNC_KHR;
	}
	if (attribs && attribs[0] != EGL_NONE) {
		fail(EGL_BAD_ATTRIBUTE);
		return EGL_NO_SYNC_KHR;
	}
	return vcl_eglCreateSync(dpy, type, NULL);
}

static EGLBoolean EGLAPIENTRY vcl_eglGetSyncAttribKHR(EGLDisplay dpy, EGLSyncKHR sync, EGLint attribute,
						      EGLint *value)
{
	EGLAttrib v;

	if (!value) {
		uint64_t id;
		bool signaled;
		if (dpy_ok(dpy) && sync_get(sync, &id, &signaled))
			fail(EGL_BAD_PARAMETER);
		return EGL_FALSE;
	}
	if (!vcl_eglGetSyncAttrib(dpy, sync, attribute, &v))
		return EGL_FALSE;
	*value = (EGLint)v;
	return EGL_TRUE;
}

static EGLint EGLAPIENTRY vcl_eglWaitSyncKHR(EGLDisplay dpy, EGLSyncKHR sync, EGLint flags)
{
	return vcl_eglWaitSync(dpy, sync, flags);
}

static __eglMustCastToProperFunctionPointerType EGLAPIENTRY vcl_eglGetProcAddress(const char *name)
{
	return (__eglMustCastToProperFunctionPointerType)vcl_egl_proc(name);
}

static const struct { const char *name; void *fn; } egl_procs[] = {
	{ "eglBindAPI", vcl_eglBindAPI },
	{ "eglBindTexImage", vcl_eglBindTexImage },
	{ "eglChooseConfig", vcl_eglChooseConfig },
	{ "eglClientWaitSync", vcl_eglClientWaitSync },
	{ "eglClientWaitSyncKHR", vcl_eglClientWaitSync },
	{ "eglCopyBuffers", vcl_eglCopyBuffers },
	{ "eglCreateContext", vcl_eglCreateContext },
	{ "eglCreateImage", vcl_eglCreateImage },
	{ "eglCreateImageKHR", vcl_eglCreateImageKHR },
	{ "eglCreatePlatformWindowSurface", vcl_eglCreatePlatformWindowSurface },
	{ "eglCreatePbufferFromClientBuffer", vcl_eglCreatePbufferFromClientBuffer },
	{ "eglCreatePbufferSurface", vcl_eglCreatePbufferSurface },
	{ "eglCreatePlatformPixmapSurface", vcl_eglCreatePlatformPixmapSurface },
	{ "eglCreatePixmapSurface", vcl_eglCreatePixmapSurface },
	{ "eglCreateSync", vcl_eglCreateSync },
	{ "eglCreateSyncKHR", vcl_eglCreateSyncKHR },
	{ "eglCreateWindowSurface", vcl_eglCreateWindowSurface },
	{ "eglDestroyContext", vcl_eglDestroyContext },
	{ "eglDestroyImage", vcl_eglDestroyImage },
	{ "eglDestroyImageKHR", vcl_eglDestroyImage },
	{ "eglDestroySurface", vcl_eglDestroySurface },
	{ "eglDestroySync", vcl_eglDestroySync },
	{ "eglDestroySyncKHR", vcl_eglDestroySync },
	{ "eglGetConfigAttrib", vcl_eglGetConfigAttrib },
	{ "eglGetConfigs", vcl_eglGetConfigs },
	{ "eglGetError", vcl_eglGetError },
	{ "eglGetProcAddress", vcl_eglGetProcAddress },
	{ "eglGetSyncAttrib", vcl_eglGetSyncAttrib },
	{ "eglGetSyncAttribKHR", vcl_eglGetSyncAttribKHR },
	{ "eglInitialize", vcl_eglInitialize },
	{ "eglMakeCurrent", vcl_eglMakeCurrent },
	{ "eglQueryAPI", vcl_eglQueryAPI },
	{ "eglQueryContext", vcl_eglQueryContext },
	{ "eglQueryString", vcl_eglQueryString },
	{ "eglQuerySurface", vcl_eglQuerySurface },
	{ "eglReleaseTexImage", vcl_eglBindTexImage },
	{ "eglReleaseThread", vcl_eglReleaseThread },
	{ "eglSurfaceAttrib", vcl_eglSurfaceAttrib },
	{ "eglSwapBuffers", vcl_eglSwapBuffers },
	{ "eglSwapInterval", vcl_eglSwapInterval },
	{ "eglTerminate", vcl_eglTerminate },
	{ "eglWaitClient", vcl_eglWaitClient },
	{ "eglWaitGL", vcl_eglWaitClient },
	{ "eglWaitNative", vcl_eglWaitNative },
	{ "eglWaitSync", vcl_eglWaitSync },
	{ "eglWaitSyncKHR", vcl_eglWaitSyncKHR },
};

static int proc_cmp(const void *key, const void *elem)
{
	return strcmp(key, ((const struct vn_gl_proc *)elem)->name);
}

/* Every EGL and GL entry point by name; NULL for those virtcl does not have. */
static void *vcl_egl_proc(const char *name)
{
	const struct vn_gl_proc *p;

	if (!name)
		return NULL;
	for (size_t i = 0; i < sizeof(egl_procs) / sizeof(egl_procs[0]); i++)
		if (!strcmp(egl_procs[i].name, name))
			return egl_procs[i].fn;
	p = bsearch(name, vn_gl_procs, VN_GL_PROCS, sizeof(vn_gl_procs[0]), proc_cmp);
	return p ? (void *)p->fn : NULL;
}

/* ---- libglvnd's vendor interface (glvnd/libeglabi.h) ------------------------------------------- */

static EGLDisplay vcl_get_platform_display(EGLenum platform, void *native, const EGLAttrib *attribs)
{
	EGLDisplay r = EGL_NO_DISPLAY;

	(void)attribs;
	if ((platform == EGL_NONE || platform == EGL_PLATFORM_SURFACELESS_MESA) &&
	    native == (void *)EGL_DEFAULT_DISPLAY)
		return VCL_DPY;
	if (platform != EGL_PLATFORM_X11_KHR || !native)
		return EGL_NO_DISPLAY; /* X11's default display (NULL): the program opens its own */
	pthread_mutex_lock(&egl.lock);
	if (x11_load_locked() && (!x11.dpy || x11.dpy == native)) {
		XVisualInfo vi;
		Display *d = native;
		if (x11.dpy || x11.MatchVisualInfo(d, DefaultScreen(d), 24, TrueColor, &vi)) {
			if (!x11.dpy)
				x11.visual = vi.visualid;
			x11.dpy = d;
			r = VCL_XDPY;
		}
	}
	pthread_mutex_unlock(&egl.lock);
	return r;
}

static EGLBoolean vcl_supports_api(EGLenum api)
{
	return api == EGL_OPENGL_ES_API;
}

static const char *vcl_vendor_string(int name)
{
	return name == __EGL_VENDOR_STRING_PLATFORM_EXTENSIONS
		       ? "EGL_MESA_platform_surfaceless EGL_KHR_platform_x11 EGL_EXT_platform_x11"
		       : NULL;
}

/*
 * EGL extension functions (libeglabi.h): libglvnd's libEGL has no entry point of its own for them.
 * eglGetProcAddress asks each vendor for a dispatch stub (getDispatchAddress), gives every vendor
 * the index it assigned the name (setDispatchIndex), and hands the stub to the program; the stub
 * finds the vendor of its display and calls that vendor's function (fetchDispatchEntry, which asks
 * the vendor's getProcAddress), recording the vendor whose eglGetError answers next
 * (setLastVendor). virtcl offers stubs for the KHR functions it implements: eglCreateImageKHR,
 * eglDestroyImageKHR and EGL_KHR_fence_sync's and EGL_KHR_wait_sync's. Another vendor's stub for
 * the same names reaches virtcl's functions alike.
 */
enum {
	STUB_CREATE_IMAGE, STUB_DESTROY_IMAGE, STUB_CREATE_SYNC, STUB_DESTROY_SYNC, STUB_CLIENT_WAIT_SYNC,
	STUB_GET_SYNC_ATTRIB, STUB_WAIT_SYNC, STUBS
};
static const char *const stub_names[STUBS] = {
	"eglCreateImageKHR", "eglDestroyImageKHR", "eglCreateSyncKHR", "eglDestroySyncKHR",
	"eglClientWaitSyncKHR", "eglGetSyncAttribKHR", "eglWaitSyncKHR",
};
static int stub_index[STUBS] = { -1, -1, -1, -1, -1, -1, -1 };

/* The function of the display's vendor for stub k; NULL (with libglvnd's error set) if none. */
static void *stub_fetch(EGLDisplay dpy, int k)
{
	__EGLvendorInfo *v;
	void *fn = NULL;
	int idx;

	exports->threadInit();
	idx = __atomic_load_n(&stub_index[k], __ATOMIC_ACQUIRE);
	if ((v = exports->getVendorFromDisplay(dpy)) && idx >= 0)
		fn = (void *)exports->fetchDispatchEntry(v, idx);
	if (!fn || !exports->setLastVendor(v)) {
		exports->setEGLError(EGL_BAD_DISPLAY);
		return NULL;
	}
	return fn;
}

static EGLImageKHR EGLAPIENTRY stub_eglCreateImageKHR(EGLDisplay dpy, EGLContext ctx, EGLenum target,
						      EGLClientBuffer buffer, const EGLint *attribs)
{
	PFNEGLCREATEIMAGEKHRPROC fn = (PFNEGLCREATEIMAGEKHRPROC)stub_fetch(dpy, STUB_CREATE_IMAGE);

	return fn ? fn(dpy, ctx, target, buffer, attribs) : EGL_NO_IMAGE_KHR;
}

static EGLBoolean EGLAPIENTRY stub_eglDestroyImageKHR(EGLDisplay dpy, EGLImageKHR image)
{
	PFNEGLDESTROYIMAGEKHRPROC fn = (PFNEGLDESTROYIMAGEKHRPROC)stub_fetch(dpy, STUB_DESTROY_IMAGE);

	return fn ? fn(dpy, image) : EGL_FALSE;
}

static EGLSyncKHR EGLAPIENTRY stub_eglCreateSyncKHR(EGLDisplay dpy, EGLenum type, const EGLint *attribs)
{
	PFNEGLCREATESYNCKHRPROC fn = (PFNEGLCREATESYNCKHRPROC)stub_fetch(dpy, STUB_CREATE_SYNC);

	return fn ? fn(dpy, type, attribs) : EGL_NO_SYNC_KHR;
}

static EGLBoolean EGLAPIENTRY stub_eglDestroySyncKHR(EGLDisplay dpy, EGLSyncKHR sync)
{
	PFNEGLDESTROYSYNCKHRPROC fn = (PFNEGLDESTROYSYNCKHRPROC)stub_fetch(dpy, STUB_DESTROY_SYNC);

	return fn ? fn(dpy, sync) : EGL_FALSE;
}

static EGLint EGLAPIENTRY stub_eglClientWaitSyncKHR(EGLDisplay dpy, EGLSyncKHR sync, EGLint flags,
						    EGLTimeKHR timeout)
{
	PFNEGLCLIENTWAITSYNCKHRPROC fn = (PFNEGLCLIENTWAITSYNCKHRPROC)stub_fetch(dpy, STUB_CLIENT_WAIT_SYNC);

	return fn ? fn(dpy, sync, flags, timeout) : EGL_FALSE;
}

static EGLBoolean EGLAPIENTRY stub_eglGetSyncAttribKHR(EGLDisplay dpy, EGLSyncKHR sync, EGLint attribute,
						       EGLint *value)
{
	PFNEGLGETSYNCATTRIBKHRPROC fn = (PFNEGLGETSYNCATTRIBKHRPROC)stub_fetch(dpy, STUB_GET_SYNC_ATTRIB);

	return fn ? fn(dpy, sync, attribute, value) : EGL_FALSE;
}

static EGLint EGLAPIENTRY stub_eglWaitSyncKHR(EGLDisplay dpy, EGLSyncKHR sync, EGLint flags)
{
	PFNEGLWAITSYNCKHRPROC fn = (PFNEGLWAITSYNCKHRPROC)stub_fetch(dpy, STUB_WAIT_SYNC);

	return fn ? fn(dpy, sync, flags) : EGL_FALSE;
}

static void *vcl_dispatch_address(const char *name)
{
	static void *const stubs[STUBS] = {
		(void *)stub_eglCreateImageKHR, (void *)stub_eglDestroyImageKHR, (void *)stub_eglCreateSyncKHR,
		(void *)stub_eglDestroySyncKHR, (void *)stub_eglClientWaitSyncKHR,
		(void *)stub_eglGetSyncAttribKHR, (void *)stub_eglWaitSyncKHR,
	};

	for (int k = 0; name && k < STUBS; k++)
		if (!strcmp(name, stub_names[k]))
			return stubs[k];
	return NULL;
}

static void vcl_set_dispatch_index(const char *name, int index)
{
	for (int k = 0; name && k < STUBS; k++)
		if (!strcmp(name, stub_names[k]))
			__atomic_store_n(&stub_index[k], index, __ATOMIC_RELEASE);
}

/* libglvnd's entry into the vendor library (libeglabi.h): fill imports; false if the ABI's major
 * version is not the one virtcl was built against. */
__attribute__((visibility("default"))) EGLBoolean __egl_Main(uint32_t version,
							    const __EGLapiExports *exp,
							    __EGLvendorInfo *vendor,
							    __EGLapiImports *imports)
{
	(void)vendor;
	if (EGL_VENDOR_ABI_GET_MAJOR_VERSION(version) != EGL_VENDOR_ABI_MAJOR_VERSION)
		return EGL_FALSE;
	exports = exp;
	imports->getPlatformDisplay = vcl_get_platform_display;
	imports->getSupportsAPI = vcl_supports_api;
	imports->getVendorString = vcl_vendor_string;
	imports->getProcAddress = vcl_egl_proc;
	imports->getDispatchAddress = vcl_dispatch_address;
	imports->setDispatchIndex = vcl_set_dispatch_index;
	return EGL_TRUE;
}

/* ---- what the generated GL stubs use (vcl_fe_gl.h) --------------------------------------------- */

static void persist_push_all(bool coherent_only);
static __thread bool persist_syncing; /* a persistent mapping's own messages: no push before them */

bool vcl_gl_call_open(struct vcl_call *c, uint16_t op, uint64_t *ctx)
{
	if (!cur || vcl_fe_srv_broken(0))
		return false;
	/* GL_EXT_buffer_storage: the server sees a coherent mapping's writes in any later command */
	if (cur->ncoherent && !persist_syncing)
		persist_push_all(true);
	vcl_call_init(c, op);
	*ctx = cur->id;
	return true;
}

bool vcl_gl_call_init(struct vcl_call *c, uint16_t op)
{
	uint64_t ctx;

	if (!vcl_gl_call_open(c, op, &ctx))
		return false;
	vcl_enc_u64(&c->enc, ctx); /* every GL call names its thread's context */
	return true;
}

uint64_t vcl_gl_cur_ctx(void)
{
	return cur ? cur->id : 0;
}

void vcl_gl_local_error(GLenum err)
{
	if (cur && !cur->local_err)
		cur->local_err = err;
}

struct vcl_gl_store vcl_gl_store_of(bool pack, bool three)
{
	struct vcl_gl_store s = { .align = 4 };

	if (cur)
		s = pack ? cur->pack : cur->unpack;
	if (!three)
		s.image_height = s.skip_images = 0;
	return s;
}

bool vcl_gl_pbo(bool pack)
{
	return cur && (pack ? cur->pixel_pack : cur->pixel_unpack);
}

void vcl_gl_enc_strs(struct vcl_enc *e, const GLchar *const *strs, int64_t count)
{
	uint64_t n = count > 0 && strs ? (uint64_t)count : 0;

	vcl_enc_u64(e, n);
	for (uint64_t i = 0; i < n; i++)
		vcl_enc_str(e, strs[i]);
}

int64_t vcl_gl_block_count(GLuint program, GLuint block, GLenum pname)
{
	GLint n = 0;

	if (pname != GL_UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES)
		return 1;
	((void (*)(GLuint, GLuint, GLenum, GLint *))vcl_egl_proc("glGetActiveUniformBlockiv"))(
		program, block, GL_UNIFORM_BLOCK_ACTIVE_UNIFORMS, &n);
	return n > 0 ? n : 1;
}

int64_t vcl_gl_get_values(GLenum pname)
{
	GLenum q = vcl_gl_count_query(pname);
	GLint n = 0;

	if (!q)
		return vcl_gl_get_count(pname);
	((void (*)(GLenum, GLint *))vcl_egl_proc("glGetIntegerv"))(q, &n);
	return n > 0 ? n : 0;
}

bool vcl_gl_image_done(struct vcl_gl_xfer *xf, void *dst, size_t n, const void *p, uint64_t len, GLsizei w,
		       GLsizei h, GLsizei d, GLenum format, GLenum type, struct vcl_gl_store s)
{
	if (!dst || !n)
		return true;
	if (xf->chunk >= 0) {
		if (!p) /* the host wrote into the chunk (nothing, if the call failed) */
			vcl_gl_image_copy(dst, vcl_area_ptr((uint64_t)xf->chunk), w, h, d, format, type, s);
	} else if (p) {
		if (len != n)
			return false;
		vcl_gl_image_copy(dst, p, w, h, d, format, type, s);
	}
	return true;
}

void vcl_gl_enc_data(struct vcl_call *c, struct vcl_gl_xfer *xf, const void *p, size_t n)
{
	int64_t chunk;

	if (!p || !n) {
		vcl_enc_buf(&c->enc, NULL, 0);
		return;
	}
	if (n >= VCL_REGION_MIN && vcl_area_present() && (chunk = vcl_area_alloc(n)) >= 0) {
		vcl_bulk_copy(vcl_area_ptr((uint64_t)chunk), p, n);
		vcl_enc_region(&c->enc, (uint64_t)chunk, n);
		xf->chunk = chunk;
		return;
	}
	vcl_enc_buf(&c->enc, p, n); /* by reference: the call waits, so p outlives the send */
}

static struct vn_data gl_dest(struct vcl_gl_xfer *xf, size_t n)
{
	struct vn_data d = { .p = NULL, .len = n, .off = VCL_DEC_NOT_IN_REGION };
	int64_t chunk;

	if (n >= VCL_REGION_MIN && vcl_area_present() && (chunk = vcl_area_alloc(n)) >= 0) {
		d.p = vcl_area_ptr((uint64_t)chunk);
		d.off = (uint64_t)chunk;
		xf->chunk = chunk;
	}
	return d;
}

void vcl_gl_enc_dest(struct vcl_call *c, struct vcl_gl_xfer *xf, size_t n)
{
	struct vn_data d = gl_dest(xf, n);

	vcl_enc_u64(&c->enc, n); /* as api/gles.api's data len null back (vn_enc.c) */
	if (d.p)
		vcl_enc_region(&c->enc, d.off, n);
	else
		vcl_enc_buf(&c->enc, NULL, 0);
}

bool vcl_gl_dest_copy(struct vcl_gl_xfer *xf, void *dst, size_t n, const void *p, uint64_t len)
{
	if (!dst || !n)
		return true;
	/* a call that succeeded: the host wrote into the chunk, or sent exactly n bytes; anything
	 * else would leave the destination as it was (uninitialised memory shown or mapped) */
	if (xf->chunk >= 0) {
		if (p)
			return false;
		vcl_bulk_copy(dst, vcl_area_ptr((uint64_t)xf->chunk), n);
	} else {
		if (!p || len != n)
			return false;
		vcl_bulk_copy(dst, p, n);
	}
	return true;
}

void vcl_gl_xfer_done(struct vcl_gl_xfer *xf)
{
	if (xf->chunk >= 0)
		vcl_area_free((uint64_t)xf->chunk);
	xf->chunk = -1;
}

/* ---- hand-written GL stubs (api/gles.api: hand) ------------------------------------------------ */

GLenum GL_APIENTRY vcl_gl_glGetError(void)
{
	struct vn_reply_glGetError rep;
	struct vcl_call c;
	GLenum r = GL_NO_ERROR;
	uint64_t ctx;
	cl_int ret;

	if (cur && cur->local_err) {
		r = cur->local_err;
		cur->local_err = GL_NO_ERROR;
		return r;
	}
	if (!vcl_gl_call_open(&c, VN_OP_glGetError, &ctx))
		return GL_NO_ERROR;
	vn_enc_glGetError(&c.enc, &(struct vn_args_glGetError){ .ctx = ctx });
	ret = vcl_call_sync(&c);
	VCL_CALL_REPLY(&c, ret, glGetError, NULL, &rep);
	if (ret == CL_SUCCESS)
		r = rep.err;
	vcl_call_fini(&c);
	return r;
}

/* The host's strings, asked once per name: they do not change for one driver. */
const GLubyte *GL_APIENTRY vcl_gl_glGetString(GLenum name)
{
	struct vn_reply_glGetString rep;
	struct vcl_call c;
	uint64_t ctx;
	char *r = NULL;
	cl_int ret;
	size_t i;

	pthread_mutex_lock(&egl.lock);
	for (i = 0; i < 8 && egl.gl_strings[i].s; i++)
		if (egl.gl_strings[i].name == name) {
			r = egl.gl_strings[i].s;
			break;
		}
	pthread_mutex_unlock(&egl.lock);
	if (r || !vcl_gl_call_open(&c, VN_OP_glGetString, &ctx))
		return (const GLubyte *)r;
	vn_enc_glGetString(&c.enc, &(struct vn_args_glGetString){ .ctx = ctx, .name = name });
	ret = vcl_call_sync(&c);
	VCL_CALL_REPLY(&c, ret, glGetString, NULL, &rep);
	if (ret == CL_SUCCESS && rep.s) /* checked: NUL-terminated */
		r = strdup(rep.s);
	vcl_call_fini(&c);
	if (r) {
		pthread_mutex_lock(&egl.lock);
		for (i = 0; i < 8 && egl.gl_strings[i].s; i++)
			;
		if (i < 8) {
			egl.gl_strings[i].name = name;
			egl.gl_strings[i].s = r;
		}
		pthread_mutex_unlock(&egl.lock);
		/* a ninth name is not cached: its string lives as long as the program */
	}
	return (const GLubyte *)r;
}

/* Is the host's GL ES 3.0 or later (its version string, asked once)? Then the guest's contexts
 * are ES 3.0 (vcl_be_h_glGetString) and have ES 3.0's pixel-store parameters. */
static bool host_es3(void)
{
	const char *v = (const char *)vcl_gl_glGetString(GL_VERSION);

	return v && !strncmp(v, "OpenGL ES ", 10) && v[10] >= '3';
}

/* Is the guest's context ES 3.1 (what vcl_be_h_glGetString told it)? */
static bool host_es31(void)
{
	const char *v = (const char *)vcl_gl_glGetString(GL_VERSION);

	return v && !strncmp(v, "OpenGL ES ", 10) && (v[10] > '3' || (v[10] == '3' && v[11] == '.' && v[12] >= '1'));
}

/* The pixel-store parameters (ES 3.0 §3.7.1, §4.3.1; ES 2.0 has only the alignments): both sides
 * size pixel transfers with them, so the guest keeps them as the host does: a value GL refuses is
 * refused here, with GL's error, and never sent. */
void GL_APIENTRY vcl_gl_glPixelStorei(GLenum pname, GLint param)
{
	struct vcl_call c;
	uint64_t ctx;
	GLint *v;

	if (!cur)
		return;
	switch (pname) {
	case GL_PACK_ALIGNMENT: v = &cur->pack.align; break;
	case GL_UNPACK_ALIGNMENT: v = &cur->unpack.align; break;
	case GL_PACK_ROW_LENGTH: v = &cur->pack.row_length; break;
	case GL_PACK_SKIP_PIXELS: v = &cur->pack.skip_pixels; break;
	case GL_PACK_SKIP_ROWS: v = &cur->pack.skip_rows; break;
	case GL_UNPACK_ROW_LENGTH: v = &cur->unpack.row_length; break;
	case GL_UNPACK_IMAGE_HEIGHT: v = &cur->unpack.image_height; break;
	case GL_UNPACK_SKIP_PIXELS: v = &cur->unpack.skip_pixels; break;
	case GL_UNPACK_SKIP_ROWS: v = &cur->unpack.skip_rows; break;
	case GL_UNPACK_SKIP_IMAGES: v = &cur->unpack.skip_images; break;
	default: v = NULL; break;
	}
	if (!v || (pname != GL_PACK_ALIGNMENT && pname != GL_UNPACK_ALIGNMENT && !host_es3())) {
		vcl_gl_local_error(GL_INVALID_ENUM);
		return;
	}
	if ((pname == GL_PACK_ALIGNMENT || pname == GL_UNPACK_ALIGNMENT) ?
	    (param != 1 && param != 2 && param != 4 && param != 8) : param < 0) {
		vcl_gl_local_error(GL_INVALID_VALUE);
		return;
	}
	if (!vcl_gl_call_open(&c, VN_OP_glPixelStorei, &ctx))
		return;
	*v = param;
	vn_enc_glPixelStorei(&c.enc, &(struct vn_args_glPixelStorei){ .ctx = ctx, .pname = pname, .param = param });
	vcl_call_async(&c);
	vcl_call_fini(&c);
}

/* The extensions one by one (ES 3.0 §6.1.6): those of the GL_EXTENSIONS string the guest gets
 * (vcl_be_h_glGetString), split once; GL_NUM_EXTENSIONS counts the same (vcl_gl_GetIntegerv). */
const GLubyte *GL_APIENTRY vcl_gl_glGetStringi(GLenum name, GLuint index)
{
	if (!cur)
		return NULL;
	if (name != GL_EXTENSIONS) {
		vcl_gl_local_error(GL_INVALID_ENUM);
		return NULL;
	}
	pthread_mutex_lock(&egl.lock);
	if (!egl.ext_split) {
		const char *all;
		char *copy, *tok, *save = NULL;
		pthread_mutex_unlock(&egl.lock);
		all = (const char *)vcl_gl_glGetString(GL_EXTENSIONS);
		pthread_mutex_lock(&egl.lock);
		if (!egl.ext_split && all && (copy = strdup(all))) {
			for (tok = strtok_r(copy, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
				char **grown = realloc(egl.exts, (egl.nexts + 1) * sizeof(*grown));
				if (!grown)
					break;
				egl.exts = grown;
				egl.exts[egl.nexts++] = tok; /* into copy, which lives as long as the program */
			}
			egl.ext_split = true;
		}
	}
	if (index >= egl.nexts) {
		pthread_mutex_unlock(&egl.lock);
		vcl_gl_local_error(GL_INVALID_VALUE);
		return NULL;
	}
	pthread_mutex_unlock(&egl.lock);
	return (const GLubyte *)egl.exts[index];
}

/* The strings travel joined (GL joins them too, ES 2.0 §2.10.1): count, then one byte item. */
void GL_APIENTRY vcl_gl_glShaderSource(GLuint shader, GLsizei count, const GLchar *const *string,
				       const GLint *length)
{
	struct vcl_call c;
	size_t total = 0, at = 0;
	char *all = NULL;
	uint64_t ctx;

	for (GLsizei i = 0; string && i < count; i++)
		total += !string[i] ? 0 : length && length[i] >= 0 ? (size_t)length[i] : strlen(string[i]);
	if (count > 0 && string && !(all = malloc(total ? total : 1))) {
		vcl_gl_local_error(GL_OUT_OF_MEMORY);
		return;
	}
	for (GLsizei i = 0; all && i < count; i++) {
		size_t k = !string[i] ? 0 : length && length[i] >= 0 ? (size_t)length[i] : strlen(string[i]);
		memcpy(all + at, string[i], k);
		at += k;
	}
	if (vcl_gl_call_open(&c, VN_OP_glShaderSource, &ctx)) {
		vn_enc_glShaderSource(&c.enc, &(struct vn_args_glShaderSource){
			.ctx = ctx, .shader = shader, .count = count, .source = count > 0 && string ? all : NULL,
			.source_len = total }); /* copied: the call does not wait */
		vcl_call_async(&c);
		vcl_call_fini(&c);
	}
	free(all);
}

/* ---- guest-side GL state (api/gles.api: track) and client-side vertex arrays -------------------- */

bool vcl_gl_track_glBindBuffer(GLenum target, GLuint buffer)
{
	if (!cur)
		return true;
	if (target == GL_ARRAY_BUFFER)
		cur->array_buffer = buffer;
	else if (target == GL_ELEMENT_ARRAY_BUFFER && !cur->vao)
		cur->element_buffer = buffer; /* a VAO's own binding is the host's business */
	else if (target == GL_PIXEL_PACK_BUFFER && host_es3())
		cur->pixel_pack = buffer;
	else if (target == GL_PIXEL_UNPACK_BUFFER && host_es3())
		cur->pixel_unpack = buffer;
	return true;
}

/* A deleted buffer that is bound is unbound (ES 2.0 §2.9). */
static void map_free(struct vcl_gl_map *m);

bool vcl_gl_track_glDeleteBuffers(GLsizei n, const GLuint *buffers)
{
	for (GLsizei i = 0; cur && buffers && i < n; i++) {
		/* a mapped buffer deleted is unmapped (ES 3.0 §2.10.1): the host's too */
		for (struct vcl_gl_map **pp = &cur->maps, *m; (m = *pp);) {
			if (buffers[i] && m->buffer == buffers[i]) {
				*pp = m->next;
				map_free(m);
			} else {
				pp = &m->next;
			}
		}
		GLuint *b[] = { &cur->array_buffer, &cur->element_buffer, &cur->pixel_pack, &cur->pixel_unpack };
		for (size_t k = 0; k < sizeof(b) / sizeof(b[0]); k++)
			if (buffers[i] && buffers[i] == *b[k] && (k != 1 || !cur->vao))
				*b[k] = 0;
	}
	return true;
}

/* Vertex array objects (ES 3.0 §2.10): the front-end keeps the default one's arrays only. A
 * non-zero VAO cannot have client-side arrays (GL_INVALID_OPERATION on the host), so while one is
 * bound every array and draw call goes to the host as it is. */
bool vcl_gl_track_glBindVertexArray(GLuint array)
{
	if (cur)
		cur->vao = array; /* a name the host refuses keeps the old one there: it draws nothing here */
	return true;
}

bool vcl_gl_track_glDeleteVertexArrays(GLsizei n, const GLuint *arrays)
{
	for (GLsizei i = 0; cur && arrays && i < n; i++)
		if (arrays[i] && arrays[i] == cur->vao)
			cur->vao = 0;
	return true;
}

bool vcl_gl_track_glEnableVertexAttribArray(GLuint index)
{
	if (cur && !cur->vao && index < VCL_GL_ATTRIBS)
		cur->attr[index].enabled = true;
	return true;
}

bool vcl_gl_track_glDisableVertexAttribArray(GLuint index)
{
	if (cur && !cur->vao && index < VCL_GL_ATTRIBS)
		cur->attr[index].enabled = false;
	return true;
}

bool vcl_gl_track_glVertexAttribDivisor(GLuint index, GLuint divisor)
{
	if (cur && !cur->vao && index < VCL_GL_ATTRIBS)
		cur->attr[index].divisor = divisor;
	return true;
}

/* An array with a buffer bound goes to the host as an offset; a client-side array stays here and
 * its vertices go with each draw that uses them (vclDrawClient). integer: glVertexAttribIPointer. */
static bool attrib_pointer(GLuint index, GLint size, GLenum type, GLboolean normalized, GLsizei stride,
			   const void *pointer, bool integer)
{
	struct vcl_gl_attr *a;

	if (!cur || cur->array_buffer || cur->vao)
		goto host; /* an offset into the buffer, or a VAO's array; the host checks the rest */
	if (!cur->max_attribs) {
		GLint m = 0;
		((void (*)(GLenum, GLint *))vcl_egl_proc("glGetIntegerv"))(GL_MAX_VERTEX_ATTRIBS, &m);
		cur->max_attribs = m > 0 ? m : 8;
	}
	/* the checks the host would make, ES 3.0 §2.9 */
	if (index >= (GLuint)cur->max_attribs || index >= VCL_GL_ATTRIBS || size < 1 || size > 4 ||
	    stride < 0) {
		vcl_gl_local_error(GL_INVALID_VALUE);
		return false;
	}
	if (!vcl_gl_type_bytes(type) || (integer && (type == GL_FLOAT || type == GL_HALF_FLOAT ||
						      type == GL_FIXED || type == 0x8D61)) ||
	    (!integer && !host_es3() && (type == GL_INT || type == GL_UNSIGNED_INT))) {
		vcl_gl_local_error(GL_INVALID_ENUM);
		return false;
	}
	a = &cur->attr[index];
	a->client = true;
	a->size = size;
	a->type = type;
	a->normalized = normalized;
	a->integer = integer;
	a->stride = stride;
	a->ptr = pointer;
	return false;
host:
	if (cur && !cur->vao && index < VCL_GL_ATTRIBS)
		cur->attr[index].client = false;
	return true;
}

bool vcl_gl_track_glVertexAttribPointer(GLuint index, GLint size, GLenum type, GLboolean normalized,
					GLsizei stride, const void *pointer)
{
	return attrib_pointer(index, size, type, normalized, stride, pointer, false);
}

bool vcl_gl_track_glVertexAttribIPointer(GLuint index, GLint size, GLenum type, GLsizei stride,
					 const void *pointer)
{
	return attrib_pointer(index, size, type, GL_FALSE, stride, pointer, true);
}

/* A client-side array's pointer is the guest's own (the host never had it); an array in a buffer
 * object's is its offset, which the host answers (ES 2.0 §6.1.8). */
bool vcl_gl_track_glGetVertexAttribPointerv(GLuint index, GLenum pname, void **pointer)
{
	if (!cur || cur->vao || index >= VCL_GL_ATTRIBS || pname != GL_VERTEX_ATTRIB_ARRAY_POINTER ||
	    !cur->attr[index].client)
		return true;
	if (pointer)
		*pointer = (void *)cur->attr[index].ptr;
	return false;
}

static bool any_client(void)
{
	if (cur->vao)
		return false;
	for (int i = 0; i < VCL_GL_ATTRIBS; i++)
		if (cur->attr[i].enabled && cur->attr[i].client)
			return true;
	return false;
}

/*
 * A draw that reads client-side arrays: vertices base .. base + nverts - 1 of each enabled client
 * array, tightly packed, and for glDrawElements the indices (itype: their type; 0 for
 * glDrawArrays); instances: glDraw*Instanced's count, 0 for a draw that is not instanced. An array
 * with a divisor (ES 3.0 §2.9.3) sends its first ceil(max(instances, 1) / divisor) elements
 * instead. The message is api/gles.api's vclDrawClient (vn_enc_vclDrawClient): per array its
 * attribute (struct vcl_gl_client_array) and its bytes, copied (the draw does not wait). The
 * back-end takes each array's divisor from the host (glVertexAttribDivisor went there too) and
 * checks the bytes against it.
 */
static void draw_client(GLenum mode, GLsizei count, GLenum itype, const void *indices, uint64_t base,
			uint64_t nverts, GLsizei instances)
{
	struct vcl_call c;
	struct vcl_gl_client_array arrays[VCL_GL_ATTRIBS];
	const void *data[VCL_GL_ATTRIBS];
	uint64_t len[VCL_GL_ATTRIBS];
	uint64_t n = 0, ctx;
	bool ok = true;

	for (int i = 0; i < VCL_GL_ATTRIBS; i++)
		if (cur->attr[i].enabled && cur->attr[i].client && !cur->attr[i].ptr) {
			vcl_gl_local_error(GL_INVALID_OPERATION); /* a NULL array: nothing to read */
			return;
		}
	if (!any_client()) {
		base = nverts = 0; /* client-side indices only: no vertices travel */
	} else if (nverts > VCL_GL_CLIENT_VERTS || (uint64_t)instances > VCL_GL_CLIENT_VERTS) {
		vcl_gl_local_error(GL_OUT_OF_MEMORY); /* more vertices than one draw carries */
		return;
	}
	for (int i = 0; i < VCL_GL_ATTRIBS && nverts; i++) {
		const struct vcl_gl_attr *a = &cur->attr[i];
		size_t elem = (size_t)a->size * vcl_gl_type_bytes(a->type);
		size_t stride = a->stride ? (size_t)a->stride : elem;
		uint64_t first = a->divisor ? 0 : base;
		uint64_t k = a->divisor ? ((uint64_t)(instances > 0 ? instances : 1) + a->divisor - 1) / a->divisor
					: nverts;
		uint8_t *p;
		if (!a->enabled || !a->client)
			continue;
		if (!(p = malloc(k ? k * elem : 1))) {
			ok = false;
			break;
		}
		for (uint64_t v = 0; v < k; v++)
			memcpy(p + v * elem, (const uint8_t *)a->ptr + (first + v) * stride, elem);
		arrays[n] = (struct vcl_gl_client_array){ .index = i, .size = a->size, .type = (int32_t)a->type,
							  .norm = a->normalized, .integer = a->integer };
		data[n] = p;
		len[n++] = k * elem;
	}
	if (!ok)
		vcl_gl_local_error(GL_OUT_OF_MEMORY);
	else if (vcl_gl_call_open(&c, VN_OP_vclDrawClient, &ctx)) {
		vn_enc_vclDrawClient(&c.enc, &(struct vn_args_vclDrawClient){
			.ctx = ctx, .mode = (int32_t)mode, .count = count, .itype = (int32_t)itype, .inst = instances,
			.base = base, .nverts = nverts, .indices = itype ? indices : NULL,
			.indices_len = itype ? (uint64_t)count * vcl_gl_type_bytes(itype) : 0,
			.narrays = n, .arrays = arrays, .data = data, .data_len = len });
		vcl_call_async(&c);
		vcl_call_fini(&c);
	}
	for (uint64_t i = 0; i < n; i++)
		free((void *)data[i]);
}

static bool draw_arrays(GLenum mode, GLint first, GLsizei count, GLsizei instances)
{
	if (!cur || !any_client())
		return true;
	if (first < 0 || count < 0 || instances < 0) {
		vcl_gl_local_error(GL_INVALID_VALUE);
		return false;
	}
	if (count) /* instances 0: not instanced (0 instances returned before) */
		draw_client(mode, count, 0, NULL, (uint64_t)first, (uint64_t)count, instances);
	return false;
}

bool vcl_gl_track_glDrawArrays(GLenum mode, GLint first, GLsizei count)
{
	return draw_arrays(mode, first, count, 0);
}

bool vcl_gl_track_glDrawArraysInstanced(GLenum mode, GLint first, GLsizei count, GLsizei instancecount)
{
	/* 0 instances draws nothing; on the wire 0 means a draw that is not instanced */
	if (cur && any_client() && instancecount == 0 && first >= 0 && count >= 0)
		return false;
	return draw_arrays(mode, first, count, instancecount);
}

/* Client-side indices: their range decides the vertices sent. Client-side arrays drawn with
 * indices in a buffer object: the front-end cannot know which vertices they use (not remoted:
 * GL_INVALID_OPERATION). */
static bool draw_elements(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instances)
{
	size_t isz = vcl_gl_type_bytes(type);
	uint64_t lo = UINT64_MAX, hi = 0;

	if (!cur || cur->vao || (cur->element_buffer && !any_client()))
		return true;
	if (cur->element_buffer) {
		vcl_gl_local_error(GL_INVALID_OPERATION);
		return false;
	}
	if (type != GL_UNSIGNED_BYTE && type != GL_UNSIGNED_SHORT && type != GL_UNSIGNED_INT) {
		vcl_gl_local_error(GL_INVALID_ENUM);
		return false;
	}
	if (count < 0 || instances < 0 || (count > 0 && !indices)) {
		vcl_gl_local_error(GL_INVALID_VALUE);
		return false;
	}
	for (GLsizei k = 0; k < count; k++) {
		const uint8_t *p = (const uint8_t *)indices + (size_t)k * isz;
		uint64_t v = isz == 1 ? *p : isz == 2 ? *(const uint16_t *)p : *(const uint32_t *)p;
		lo = v < lo ? v : lo;
		hi = v > hi ? v : hi;
	}
	if (count) /* instances 0: not instanced (0 instances returned before) */
		draw_client(mode, count, type, indices, lo, hi - lo + 1, instances);
	return false;
}

bool vcl_gl_track_glDrawElements(GLenum mode, GLsizei count, GLenum type, const void *indices)
{
	return draw_elements(mode, count, type, indices, 0);
}

/* start and end only promise the range (ES 3.0 §2.9.3): the indices decide what is sent. */
bool vcl_gl_track_glDrawRangeElements(GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type,
				      const void *indices)
{
	if (cur && !cur->vao && (!cur->element_buffer || any_client()) && end < start) {
		vcl_gl_local_error(GL_INVALID_VALUE);
		return false;
	}
	return draw_elements(mode, count, type, indices, 0);
}

bool vcl_gl_track_glDrawElementsInstanced(GLenum mode, GLsizei count, GLenum type, const void *indices,
					  GLsizei instancecount)
{
	if (cur && !cur->vao && (!cur->element_buffer || any_client()) && instancecount == 0 && count >= 0)
		return false;
	return draw_elements(mode, count, type, indices, instancecount);
}

/* GL_EXT_draw_instanced: ES 3.0's instanced draws under other names */
bool vcl_gl_track_glDrawArraysInstancedEXT(GLenum mode, GLint start, GLsizei count, GLsizei primcount)
{
	return vcl_gl_track_glDrawArraysInstanced(mode, start, count, primcount);
}

bool vcl_gl_track_glDrawElementsInstancedEXT(GLenum mode, GLsizei count, GLenum type, const void *indices,
					     GLsizei primcount)
{
	return vcl_gl_track_glDrawElementsInstanced(mode, count, type, indices, primcount);
}

/* ---- buffer mappings: GL_OES_mapbuffer and ES 3.0 (api/gles.api: local) -------------------------- */

static const struct { GLenum target, binding; } buffer_targets[] = {
	{ GL_ARRAY_BUFFER, GL_ARRAY_BUFFER_BINDING },
	{ GL_ELEMENT_ARRAY_BUFFER, GL_ELEMENT_ARRAY_BUFFER_BINDING },
	{ GL_COPY_READ_BUFFER, GL_COPY_READ_BUFFER_BINDING },
	{ GL_COPY_WRITE_BUFFER, GL_COPY_WRITE_BUFFER_BINDING },
	{ GL_PIXEL_PACK_BUFFER, GL_PIXEL_PACK_BUFFER_BINDING },
	{ GL_PIXEL_UNPACK_BUFFER, GL_PIXEL_UNPACK_BUFFER_BINDING },
	{ GL_TRANSFORM_FEEDBACK_BUFFER, GL_TRANSFORM_FEEDBACK_BUFFER_BINDING },
	{ GL_UNIFORM_BUFFER, GL_UNIFORM_BUFFER_BINDING },
	/* ES 3.1's (from index ES31_TARGETS): draw and dispatch indirect, storage, atomic counters */
	{ 0x8F3F /* GL_DRAW_INDIRECT_BUFFER */, 0x8F43 },
	{ 0x90EE /* GL_DISPATCH_INDIRECT_BUFFER */, 0x90EF },
	{ 0x90D2 /* GL_SHADER_STORAGE_BUFFER */, 0x90D3 },
	{ 0x92C0 /* GL_ATOMIC_COUNTER_BUFFER */, 0x92C1 },
};
#define ES31_TARGETS 8

/* The buffer bound at target (0: none), or false for a target the context does not have (ES 2.0:
 * array and element array only; ES 3.0: not ES 3.1's). The bindings that only the host keeps are
 * asked there. */
static bool bound_buffer(GLenum target, GLuint *b)
{
	GLint v = 0;

	for (size_t i = 0; i < sizeof(buffer_targets) / sizeof(buffer_targets[0]); i++) {
		if (buffer_targets[i].target != target || (i > 1 && !host_es3()) ||
		    (i >= ES31_TARGETS && !host_es31()))
			continue;
		if (target == GL_ARRAY_BUFFER)
			v = (GLint)cur->array_buffer;
		else
			((void (*)(GLenum, GLint *))vcl_egl_proc("glGetIntegerv"))(buffer_targets[i].binding, &v);
		*b = (GLuint)v;
		return true;
	}
	return false;
}

static struct vcl_gl_map **map_of(GLuint buffer)
{
	struct vcl_gl_map **pp = &cur->maps;

	while (*pp && (*pp)->buffer != buffer)
		pp = &(*pp)->next;
	return pp;
}

/*
 * The mapping is guest memory (ES 3.0 §2.10.3): vclGetBufferData maps the range on the host with
 * host_access (the host checks target, range and access and sets its errors), reads it there where
 * GL_MAP_READ_BIT asks, and unmaps it; the guest writes back what it wrote at glFlushMappedBufferRange
 * and glUnmapBuffer (glBufferSubData). GL_OES_mapbuffer maps the whole buffer to read and write, so
 * what the application leaves unwritten keeps its bytes.
 */
static void *map_range(GLenum target, GLintptr offset, GLsizeiptr length, GLbitfield access,
		       GLbitfield host_access)
{
	struct vcl_gl_xfer xf = { .chunk = -1 };
	struct vcl_gl_map *m;
	struct vcl_call c;
	GLuint b = 0;
	uint64_t ctx;
	int32_t err = GL_OUT_OF_MEMORY;
	bool persistent = access & GL_MAP_PERSISTENT_BIT_EXT;
	bool rd = (host_access & GL_MAP_READ_BIT) || persistent; /* a persistent one starts its shadow */

	if (!cur)
		return NULL;
	if (!bound_buffer(target, &b)) {
		vcl_gl_local_error(GL_INVALID_ENUM);
		return NULL;
	}
	if (offset < 0 || length < 0) {
		vcl_gl_local_error(GL_INVALID_VALUE);
		return NULL;
	}
	if (!b || *map_of(b)) {
		vcl_gl_local_error(GL_INVALID_OPERATION);
		return NULL;
	}
	if ((uint64_t)length > SIZE_MAX / 2 || !(m = calloc(1, sizeof(*m))) ||
	    !(m->ptr = malloc(length ? (size_t)length : 1)) ||
	    (persistent && !(m->shadow = malloc(length ? (size_t)length : 1)))) {
		if ((uint64_t)length <= SIZE_MAX / 2 && m) {
			free(m->ptr);
			free(m);
		}
		vcl_gl_local_error(GL_OUT_OF_MEMORY);
		return NULL;
	}
	m->buffer = b;
	m->offset = (size_t)offset;
	m->size = (size_t)length;
	m->access = access;
	if (vcl_gl_call_open(&c, VN_OP_vclGetBufferData, &ctx)) {
		vn_enc_vclGetBufferData(&c.enc, &(struct vn_args_vclGetBufferData){
			.ctx = ctx, .target = (int32_t)target, .offset = (uint64_t)offset, .length = (uint64_t)length,
			.access = (int32_t)host_access, .dest = gl_dest(&xf, rd ? m->size : 0) });
		cl_int ret = vcl_call_sync(&c);
		struct vn_reply_vclGetBufferData r;
		VCL_CALL_REPLY(&c, ret, vclGetBufferData, NULL, &r);
		if (ret == CL_SUCCESS) {
			err = r.err;
			if (!err && !vcl_gl_dest_copy(&xf, m->ptr, rd ? m->size : 0, r.dest, r.dest_len)) {
				vcl_call_bad_reply(&c);
				err = GL_OUT_OF_MEMORY;
			}
		}
		vcl_gl_xfer_done(&xf);
		vcl_call_fini(&c);
	}
	if (err) {
		free(m->shadow);
		free(m->ptr);
		free(m);
		if (err > 0)
			vcl_gl_local_error((GLenum)err); /* < 0: the host refused the map and has the error */
		return NULL;
	}
	if (persistent) {
		m->persistent = true;
		m->coherent = (access & GL_MAP_COHERENT_BIT_EXT) && (access & GL_MAP_WRITE_BIT);
		memcpy(m->shadow, m->ptr, m->size);
		cur->ncoherent += m->coherent;
	}
	m->next = cur->maps;
	cur->maps = m;
	return m->ptr;
}

/* ---- persistent mappings (GL_EXT_buffer_storage; docs/design.md, "Persistent mappings") ----------
 * The host keeps its mapping; the guest's is guest memory with a shadow: what the guest last knows
 * the host's mapping to hold. Guest to host: the bytes that differ from the shadow (each run of
 * them alone: the bytes between may hold the server's writes) go in vclPersistentWrite, and become
 * the shadow. Host to
 * guest: vclPersistentRead fetches the host's bytes; each that differs from the shadow (the server
 * wrote it) replaces the guest's and the shadow's, so what the application wrote and did not yet
 * flush stays. */

#define PERSIST_PIECE ((size_t)32 << 20) /* bytes of one vclPersistentWrite */
#define PERSIST_BLOCK ((size_t)4096)     /* compared with memcmp before byte by byte */
#define PERSIST_GAP ((size_t)64)         /* runs of written bytes closer than this go as one */

static void persist_send(struct vcl_gl_map *m, size_t at, size_t n, bool unmap)
{
	struct vcl_call c;
	uint64_t ctx;

	persist_syncing = true;
	do {
		size_t k = n < PERSIST_PIECE ? n : PERSIST_PIECE;
		if (!vcl_gl_call_open(&c, VN_OP_vclPersistentWrite, &ctx))
			break;
		vn_enc_vclPersistentWrite(&c.enc, &(struct vn_args_vclPersistentWrite){
			.ctx = ctx, .buffer = m->buffer, .offset = at, .unmap = unmap && k == n,
			.data = k ? (const uint8_t *)m->ptr + at : NULL, .data_len = k });
		vcl_call_async(&c);
		vcl_call_fini(&c);
		memcpy(m->shadow + at, (const uint8_t *)m->ptr + at, k);
		at += k;
		n -= k;
	} while (n);
	persist_syncing = false;
}

/* What the guest wrote since the last sync, to the host (unmap: and the host's mapping unmapped). */
static void persist_push(struct vcl_gl_map *m, bool unmap)
{
	const uint8_t *g = m->ptr, *sh = m->shadow;
	size_t at = 0, n = m->size;

	/* each run of bytes that differ goes alone: a byte between two runs that the guest did not
	 * write may hold what the server wrote since (the guest's copy of it is stale), not to undo;
	 * runs less than PERSIST_GAP bytes apart go as one */
	if ((m->access & GL_MAP_WRITE_BIT) && memcmp(g, sh, n)) { /* the common case: nothing written */
		while (at < n) {
			size_t end;
			while (n - at >= PERSIST_BLOCK && !memcmp(g + at, sh + at, PERSIST_BLOCK))
				at += PERSIST_BLOCK;
			while (at < n && g[at] == sh[at])
				at++;
			if (at == n)
				break;
			for (end = at; end < n;) {
				uint64_t a, b, d;
				if (n - end >= 8) { /* 8 bytes at a time while every one of them differs */
					memcpy(&a, g + end, 8);
					memcpy(&b, sh + end, 8);
					d = a ^ b;
					if (!((d - 0x0101010101010101ull) & ~d & 0x8080808080808080ull)) {
						end += 8;
						continue;
					}
				}
				if (g[end] != sh[end]) {
					end++;
					continue;
				}
				/* a gap shorter than a cache line goes with the runs around it (one message,
				 * not one per value whose bytes partly stayed the same) */
				size_t k = end, stop = n - end > PERSIST_GAP ? end + PERSIST_GAP : n;
				while (k < stop && g[k] == sh[k])
					k++;
				if (k == stop)
					break;
				end = k;
			}
			persist_send(m, at, end - at, false);
			at = end;
		}
	}
	if (unmap)
		persist_send(m, 0, 0, true);
}

static void persist_push_all(bool coherent_only)
{
	for (struct vcl_gl_map *m = cur ? cur->maps : NULL; m; m = m->next)
		if (m->persistent && (m->coherent || !coherent_only))
			persist_push(m, false);
}

/* The host's bytes into the guest's mapping where the server changed them. */
static void persist_pull(struct vcl_gl_map *m)
{
	struct vcl_gl_xfer xf = { .chunk = -1 };
	struct vcl_call c;
	uint8_t *h;
	uint64_t ctx;
	int32_t err = -1;

	if (!(h = malloc(m->size ? m->size : 1)))
		return;
	persist_syncing = true;
	if (vcl_gl_call_open(&c, VN_OP_vclPersistentRead, &ctx)) {
		vn_enc_vclPersistentRead(&c.enc, &(struct vn_args_vclPersistentRead){
			.ctx = ctx, .buffer = m->buffer, .dest = gl_dest(&xf, m->size) });
		cl_int ret = vcl_call_sync(&c);
		struct vn_reply_vclPersistentRead r;
		VCL_CALL_REPLY(&c, ret, vclPersistentRead, NULL, &r);
		if (ret == CL_SUCCESS) {
			err = r.err;
			if (!err && !vcl_gl_dest_copy(&xf, h, m->size, r.dest, r.dest_len)) {
				vcl_call_bad_reply(&c);
				err = -1;
			}
		}
		vcl_gl_xfer_done(&xf);
		vcl_call_fini(&c);
	}
	persist_syncing = false;
	if (!err) {
		uint8_t *g = m->ptr;
		for (size_t at = 0; at < m->size; at += PERSIST_BLOCK) {
			size_t k = m->size - at < PERSIST_BLOCK ? m->size - at : PERSIST_BLOCK;
			if (!memcmp(h + at, m->shadow + at, k))
				continue; /* the server changed nothing here */
			for (size_t i = at; i < at + k; i++)
				if (h[i] != m->shadow[i])
					g[i] = m->shadow[i] = h[i];
		}
	}
	free(h);
}

/* A sync point at which the server's writes become visible to the client (glFinish, a fence seen
 * signaled): every persistent mapping of the context fetched. */
static void persist_pull_all(void)
{
	for (struct vcl_gl_map *m = cur ? cur->maps : NULL; m; m = m->next)
		if (m->persistent)
			persist_pull(m);
}

void vcl_gl_after_glFinish(void)
{
	persist_pull_all();
}

void vcl_gl_after_glClientWaitSync(GLenum r, GLsync sync, GLbitfield flags, GLuint64 timeout)
{
	(void)sync, (void)flags, (void)timeout;
	if (r == GL_ALREADY_SIGNALED || r == GL_CONDITION_SATISFIED)
		persist_pull_all();
}

void vcl_gl_after_glGetSynciv(GLsync sync, GLenum pname, GLsizei count, GLsizei *length, GLint *values)
{
	(void)sync, (void)length;
	if (pname == GL_SYNC_STATUS && values && count > 0 && values[0] == GL_SIGNALED)
		persist_pull_all();
}

/* glMemoryBarrier(GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT_EXT): the client's writes to persistent
 * mappings become visible to the server's later commands. */
bool vcl_gl_track_glMemoryBarrier(GLbitfield barriers)
{
	if (barriers & GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT_EXT)
		persist_push_all(false);
	return true;
}

static void map_free(struct vcl_gl_map *m)
{
	if (m->coherent && cur)
		cur->ncoherent--;
	free(m->shadow);
	free(m->ptr);
	free(m);
}

static void write_back(GLenum target, size_t at, size_t n, const void *p)
{
	((void (*)(GLenum, GLintptr, GLsizeiptr, const void *))vcl_egl_proc("glBufferSubData"))(
		target, (GLintptr)at, (GLsizeiptr)n, p);
}

void *GL_APIENTRY vcl_gl_glMapBufferOES(GLenum target, GLenum access)
{
	GLint size = 0;

	if (!cur)
		return NULL;
	if ((target != GL_ARRAY_BUFFER && target != GL_ELEMENT_ARRAY_BUFFER) || access != GL_WRITE_ONLY_OES) {
		vcl_gl_local_error(GL_INVALID_ENUM);
		return NULL;
	}
	((void (*)(GLenum, GLenum, GLint *))vcl_egl_proc("glGetBufferParameteriv"))(target, GL_BUFFER_SIZE, &size);
	return map_range(target, 0, size, GL_MAP_WRITE_BIT, GL_MAP_READ_BIT | GL_MAP_WRITE_BIT);
}

void *GL_APIENTRY vcl_gl_glMapBufferRange(GLenum target, GLintptr offset, GLsizeiptr length, GLbitfield access)
{
	/* the host's map is only for reading or checking: a write-only map is not read there */
	return map_range(target, offset, length, access, access);
}

GLboolean GL_APIENTRY vcl_gl_glUnmapBufferOES(GLenum target)
{
	struct vcl_gl_map **pp, *m;
	GLuint b = 0;

	if (!cur)
		return GL_FALSE;
	if (!bound_buffer(target, &b)) {
		vcl_gl_local_error(GL_INVALID_ENUM);
		return GL_FALSE;
	}
	if (!b || !*(pp = map_of(b))) {
		vcl_gl_local_error(GL_INVALID_OPERATION);
		return GL_FALSE;
	}
	m = *pp;
	*pp = m->next;
	if (m->persistent) /* what it wrote and the host's unmap (an explicit flush's ranges went) */
		persist_push(m, true);
	else if ((m->access & GL_MAP_WRITE_BIT) && !(m->access & GL_MAP_FLUSH_EXPLICIT_BIT) && m->size)
		write_back(target, m->offset, m->size, m->ptr);
	map_free(m);
	return GL_TRUE;
}

GLboolean GL_APIENTRY vcl_gl_glUnmapBuffer(GLenum target)
{
	return vcl_gl_glUnmapBufferOES(target);
}

/* ES 3.0 §2.10.3: offset and length are within the mapping; GL_INVALID_OPERATION unless it was
 * mapped with GL_MAP_FLUSH_EXPLICIT_BIT. The range is written back now. */
void GL_APIENTRY vcl_gl_glFlushMappedBufferRange(GLenum target, GLintptr offset, GLsizeiptr length)
{
	struct vcl_gl_map *m;
	GLuint b = 0;

	if (!cur)
		return;
	if (!bound_buffer(target, &b)) {
		vcl_gl_local_error(GL_INVALID_ENUM);
		return;
	}
	if (!b || !(m = *map_of(b)) || !(m->access & GL_MAP_FLUSH_EXPLICIT_BIT)) {
		vcl_gl_local_error(GL_INVALID_OPERATION);
		return;
	}
	if (offset < 0 || length < 0 || (uint64_t)offset > m->size || (uint64_t)length > m->size - (uint64_t)offset) {
		vcl_gl_local_error(GL_INVALID_VALUE);
		return;
	}
	if (length && m->persistent)
		persist_send(m, (size_t)offset, (size_t)length, false);
	else if (length)
		write_back(target, m->offset + (size_t)offset, (size_t)length, (uint8_t *)m->ptr + offset);
}

void GL_APIENTRY vcl_gl_glGetBufferPointervOES(GLenum target, GLenum pname, void **params)
{
	struct vcl_gl_map *m;
	GLuint b = 0;

	if (!cur || !params)
		return;
	if (!bound_buffer(target, &b) || pname != GL_BUFFER_MAP_POINTER_OES) {
		vcl_gl_local_error(GL_INVALID_ENUM);
		return;
	}
	m = b ? *map_of(b) : NULL;
	*params = m ? m->ptr : NULL;
}

void GL_APIENTRY vcl_gl_glGetBufferPointerv(GLenum target, GLenum pname, void **params)
{
	vcl_gl_glGetBufferPointervOES(target, pname, params);
}

/* A mapping's state is the guest's (the host's buffer is not mapped): GL_BUFFER_MAPPED,
 * GL_BUFFER_ACCESS_FLAGS, GL_BUFFER_MAP_OFFSET and GL_BUFFER_MAP_LENGTH answer from it. */
static bool map_param(GLenum target, GLenum pname, GLint64 *v)
{
	struct vcl_gl_map *m;
	GLuint b = 0;

	if (!cur || (pname != GL_BUFFER_MAPPED && pname != GL_BUFFER_ACCESS_FLAGS &&
		     pname != GL_BUFFER_MAP_OFFSET && pname != GL_BUFFER_MAP_LENGTH) ||
	    !bound_buffer(target, &b) || !b)
		return false;
	m = *map_of(b);
	*v = pname == GL_BUFFER_MAPPED ? m != NULL : !m ? 0 : pname == GL_BUFFER_ACCESS_FLAGS ? (GLint64)m->access
	     : pname == GL_BUFFER_MAP_OFFSET ? (GLint64)m->offset : (GLint64)m->size;
	return true;
}

bool vcl_gl_track_glGetBufferParameteriv(GLenum target, GLenum pname, GLint *params)
{
	GLint64 v;

	if (!params || !map_param(target, pname, &v))
		return true;
	*params = (GLint)v;
	return false;
}

bool vcl_gl_track_glGetBufferParameteri64v(GLenum target, GLenum pname, GLint64 *params)
{
	GLint64 v;

	if (!params || !map_param(target, pname, &v))
		return true;
	*params = v;
	return false;
}
