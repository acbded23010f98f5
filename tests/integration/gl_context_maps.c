/* SPDX-License-Identifier: MIT */
/*
 * integration.gl_context_maps: a destroyed GL ES context's buffer mappings go with it in the guest.
 * Each round makes a context, a persistent coherent mapping (GL_EXT_buffer_storage, 1 MiB: the
 * front-end keeps a copy and a shadow of it) whose bytes a copy on the server then reads back
 * through a second mapping, and an ordinary mapping (glMapBufferRange) left mapped; then destroys
 * the context, released first, or while still current and released after it (EGL 1.5 §3.7.3, the
 * context lives until it is no longer current), or - with its surface - by another thread while
 * current on this one, which goes on drawing into them until it releases them (the front-end once
 * freed their records at once, under this thread's feet); then contexts destroyed while another
 * thread makes them current and releases them (race_rounds); then contexts current on threads
 * that exit without releasing them, destroyed after (exit_rounds). The front-end once freed neither: every round left 3 MiB behind (heap growth measured with mallinfo2 here;
 * LeakSanitizer's report under scripts/sanitize.sh). Skipped without GL_EXT_buffer_storage.
 */
#include <malloc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <EGL/egl.h>
#include <GLES3/gl3.h>
#include <GLES2/gl2ext.h>
#include "harness.h"

#define ROUNDS 24
#define WARM 4
#define SIZE (1u << 20)
#define RACE_ROUNDS 300
#define EXIT_ROUNDS 12

static EGLDisplay dpy;
static EGLConfig cfg;

static size_t heap_in_use(void)
{
	struct mallinfo2 mi = mallinfo2();
	return mi.uordblks + mi.hblkhd;
}

struct other_destroy {
	EGLContext c;
	EGLSurface pb;
	bool ok;
};

static void *other_destroy_main(void *arg)
{
	struct other_destroy *od = arg;

	od->ok = eglDestroyContext(dpy, od->c) && eglDestroySurface(dpy, od->pb);
	return NULL;
}

/*
 * A context and its surface destroyed by this thread while another makes them current and releases
 * them at the same time: either the other thread's eglMakeCurrent fails (they were gone) or it
 * succeeds and they live until its release. The front-end once counted the other thread's binding
 * only after the host had answered it, so a destroy answered in between found no binding and freed
 * the records the binding then counted into (and its release freed again: a double free).
 */
struct race_bind {
	pthread_barrier_t *go;
	EGLContext c;
	EGLSurface pb;
	int made;
};

static void *race_bind_main(void *arg)
{
	struct race_bind *rb = arg;

	pthread_barrier_wait(rb->go);
	if (eglMakeCurrent(dpy, rb->pb, rb->pb, rb->c)) {
		rb->made = 1;
		if (!eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT))
			rb->made = -1;
	}
	return NULL;
}

static bool race_rounds(void)
{
	static const EGLint ca[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_NONE };
	static const EGLint pa[] = { EGL_WIDTH, 16, EGL_HEIGHT, 16, EGL_NONE };
	pthread_barrier_t go;
	int made = 0, bad = 0;

	pthread_barrier_init(&go, NULL, 2);
	for (int r = 0; r < RACE_ROUNDS; r++) {
		struct race_bind rb = { &go, eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ca),
					eglCreatePbufferSurface(dpy, cfg, pa), 0 };
		pthread_t th;
		bool ok;
		if (rb.c == EGL_NO_CONTEXT || rb.pb == EGL_NO_SURFACE ||
		    pthread_create(&th, NULL, race_bind_main, &rb)) {
			VT_CHECK(false, "race round %d: a context, a pbuffer, a thread", r);
			return false;
		}
		pthread_barrier_wait(&go);
		ok = eglDestroyContext(dpy, rb.c) && eglDestroySurface(dpy, rb.pb);
		pthread_join(th, NULL);
		made += rb.made == 1;
		bad += !ok || rb.made < 0;
	}
	pthread_barrier_destroy(&go);
	VT_CHECK(!bad, "%d rounds of a destroy racing another thread's eglMakeCurrent and release: "
		 "every destroy and release succeeded (%d failed; %d bound before the destroy)",
		 RACE_ROUNDS, bad, made);
	return !bad;
}

/*
 * Contexts (each with a persistent coherent mapping: 2 MiB of guest copies) made current by a thread
 * that exits without releasing them (no eglReleaseThread), then destroyed by this one: their records
 * go with the destroy, as before the binding counts (which the exited thread never let go of: every
 * such context stayed in the guest for good).
 */
struct exit_bind {
	PFNGLBUFFERSTORAGEEXTPROC storage;
	EGLContext c;
	EGLSurface pb;
	bool ok;
};

static void *exit_bind_main(void *arg)
{
	struct exit_bind *eb = arg;
	const GLbitfield pflags = GL_MAP_READ_BIT | GL_MAP_WRITE_BIT | GL_MAP_PERSISTENT_BIT_EXT |
				  GL_MAP_COHERENT_BIT_EXT;
	GLuint buf;
	uint8_t *p;

	if (!eglMakeCurrent(dpy, eb->pb, eb->pb, eb->c))
		return NULL;
	glGenBuffers(1, &buf);
	glBindBuffer(GL_ARRAY_BUFFER, buf);
	eb->storage(GL_ARRAY_BUFFER, SIZE, NULL, pflags);
	p = glMapBufferRange(GL_ARRAY_BUFFER, 0, SIZE, pflags);
	if (p)
		memset(p, 5, 4096);
	eb->ok = p != NULL;
	return NULL; /* current until the thread ends */
}

static void exit_rounds(PFNGLBUFFERSTORAGEEXTPROC storage)
{
	static const EGLint ca[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_NONE };
	static const EGLint pa[] = { EGL_WIDTH, 16, EGL_HEIGHT, 16, EGL_NONE };
	size_t before = 0, after;
	int bad = 0;

	for (int r = 0; r < EXIT_ROUNDS + WARM; r++) {
		struct exit_bind eb = { storage, eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ca),
					eglCreatePbufferSurface(dpy, cfg, pa), false };
		pthread_t th;
		if (r == WARM)
			before = heap_in_use();
		if (eb.c == EGL_NO_CONTEXT || eb.pb == EGL_NO_SURFACE ||
		    pthread_create(&th, NULL, exit_bind_main, &eb)) {
			VT_CHECK(false, "exit round %d: a context, a pbuffer, a thread", r);
			return;
		}
		pthread_join(th, NULL);
		bad += !eb.ok || !eglDestroyContext(dpy, eb.c) || !eglDestroySurface(dpy, eb.pb);
	}
	after = heap_in_use();
	VT_CHECK(!bad, "%d contexts mapped by threads that exited with them current, destroyed here "
		 "(%d failed)", EXIT_ROUNDS + WARM, bad);
	if (!VT_ASAN)
		VT_CHECK(after < before + 4 * (size_t)SIZE,
			 "%d such contexts' records and mappings were freed with the destroy: the heap "
			 "grew by %zu KiB (before, 2 MiB a context)", EXIT_ROUNDS,
			 (after > before ? after - before : 0) >> 10);
}

/* One round; false on a failed check (already reported). */
static bool round_of(int r, PFNGLBUFFERSTORAGEEXTPROC storage)
{
	static const EGLint ca[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_NONE };
	static const EGLint pa[] = { EGL_WIDTH, 16, EGL_HEIGHT, 16, EGL_NONE };
	const GLbitfield pflags = GL_MAP_READ_BIT | GL_MAP_WRITE_BIT | GL_MAP_PERSISTENT_BIT_EXT |
				  GL_MAP_COHERENT_BIT_EXT;
	EGLSurface pb = eglCreatePbufferSurface(dpy, cfg, pa);
	EGLContext c = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ca);
	GLuint buf[2];
	uint8_t *p, *q;
	bool ok = true;

	VT_CHECK(pb != EGL_NO_SURFACE && c != EGL_NO_CONTEXT && eglMakeCurrent(dpy, pb, pb, c),
		 "round %d: a context and a pbuffer, current", r);
	glGenBuffers(2, buf);
	glBindBuffer(GL_COPY_READ_BUFFER, buf[0]);
	storage(GL_COPY_READ_BUFFER, SIZE, NULL, pflags);
	p = glMapBufferRange(GL_COPY_READ_BUFFER, 0, SIZE, pflags);
	glBindBuffer(GL_COPY_WRITE_BUFFER, buf[1]);
	glBufferData(GL_COPY_WRITE_BUFFER, SIZE, NULL, GL_DYNAMIC_COPY);
	if (!p) {
		VT_CHECK(false, "round %d: a persistent coherent mapping (GL error %#x)", r, glGetError());
		return false;
	}
	for (unsigned i = 0; i < SIZE; i += 4096)
		p[i] = (uint8_t)(i / 4096 + r);
	/* the server reads the client's bytes (a coherent mapping: before the next command) */
	glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, 0, 0, SIZE);
	q = glMapBufferRange(GL_COPY_WRITE_BUFFER, 0, SIZE, GL_MAP_READ_BIT);
	for (unsigned i = 0; q && i < SIZE && ok; i += 4096)
		ok = q[i] == (uint8_t)(i / 4096 + r);
	VT_CHECK(q && ok, "round %d: the server copied what the client wrote into its persistent mapping", r);
	glUnmapBuffer(GL_COPY_WRITE_BUFFER);
	/* an ordinary mapping left mapped when the context goes */
	q = glMapBufferRange(GL_COPY_WRITE_BUFFER, 0, SIZE, GL_MAP_WRITE_BIT);
	VT_CHECK(q != NULL && glGetError() == GL_NO_ERROR, "round %d: a write mapping left mapped", r);
	if (q)
		memset(q, r, 64);
	if (r % 3 == 1) {
		/* destroyed while current: it lives until released */
		VT_CHECK(eglDestroyContext(dpy, c), "round %d: eglDestroyContext of the current context", r);
		p[0] = 1; /* still mapped */
		glFlush();
		VT_CHECK(glGetError() == GL_NO_ERROR, "round %d: the destroyed context works until released", r);
		VT_CHECK(eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT), "round %d: release", r);
	} else if (r % 3 == 2) {
		/* the context and its surface destroyed by another thread while current on this one
		 * (the front-end once freed their records at once: this thread's record of what is
		 * current to it then pointed at freed memory, which its release read and freed again) */
		struct other_destroy od = { c, pb, false };
		pthread_t th;
		VT_CHECK(!pthread_create(&th, NULL, other_destroy_main, &od) && !pthread_join(th, NULL) &&
			 od.ok, "round %d: another thread destroys the current context and surface", r);
		p[0] = 2; /* still mapped */
		glClearColor(0.25f, 0.5f, 0.75f, 1.0f);
		glClear(GL_COLOR_BUFFER_BIT);
		glFlush();
		VT_CHECK(glGetError() == GL_NO_ERROR, "round %d: they work here until released", r);
		VT_CHECK(eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT), "round %d: release", r);
		VT_CHECK(!eglMakeCurrent(dpy, pb, pb, c) && eglGetError() != EGL_SUCCESS,
			 "round %d: once released they are gone", r);
		return true;
	} else {
		VT_CHECK(eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT), "round %d: release", r);
		VT_CHECK(eglDestroyContext(dpy, c), "round %d: eglDestroyContext", r);
	}
	VT_CHECK(eglDestroySurface(dpy, pb), "round %d: eglDestroySurface", r);
	return true;
}

int main(void)
{
	static const EGLint attrs[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					EGL_OPENGL_ES3_BIT, EGL_NONE };
	static const EGLint ca[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_NONE };
	PFNGLBUFFERSTORAGEEXTPROC storage;
	EGLContext probe;
	const char *ext;
	size_t warm = 0, end;
	EGLint n = 0;

	vt_start("gl_context_maps", 60);
	setenv("__EGL_VENDOR_LIBRARY_FILENAMES", VT_VIRTCL_EGL_JSON, 1);
	setenv("EGL_PLATFORM", "surfaceless", 1);
	dpy = eglGetDisplay(EGL_DEFAULT_DISPLAY);
	if (!eglInitialize(dpy, NULL, NULL) || !eglBindAPI(EGL_OPENGL_ES_API))
		vt_skip("no EGL display through virtcl (the host has none)");
	if (!eglChooseConfig(dpy, attrs, &cfg, 1, &n) || n < 1)
		vt_skip("no ES 3 pbuffer config");
	probe = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ca);
	VT_CHECK(probe != EGL_NO_CONTEXT && eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, probe),
		 "an ES 3 context, current");
	ext = (const char *)glGetString(GL_EXTENSIONS);
	VT_CHECK(strstr((const char *)glGetString(GL_VERSION), "virtcl") != NULL, "GL through virtcl");
	storage = (PFNGLBUFFERSTORAGEEXTPROC)eglGetProcAddress("glBufferStorageEXT");
	if (!ext || !strstr(ext, "GL_EXT_buffer_storage") || !storage)
		vt_skip("the host has no GL_EXT_buffer_storage");
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(dpy, probe);
	for (int r = 0; r < ROUNDS; r++) {
		if (r == WARM)
			warm = heap_in_use();
		if (!round_of(r, storage))
			break;
	}
	end = heap_in_use();
	race_rounds();
	exit_rounds(storage);
	if (VT_ASAN)
		vt_note("under ASan mallinfo2 does not see the heap: LeakSanitizer checks at exit");
	else
		VT_CHECK(end < warm + 8 * (size_t)SIZE,
			 "%d destroyed contexts' mappings were freed with them: the heap grew by %zu KiB "
			 "(before, 3 MiB a context)", ROUNDS - WARM, (end > warm ? end - warm : 0) >> 10);
	return vt_finish();
}
