/* SPDX-License-Identifier: MIT */
/*
 * integration.egl_sync_threads: EGL 1.5 fence sync objects shared by threads, through virtcl.
 * EGL 1.5 §3.8.1.1 lets a thread destroy a sync object while others wait on it in
 * eglClientWaitSync (the object goes when no wait blocks on it any more). Each round the main
 * thread makes a fence after some clears, WAITERS threads wait on it with EGL_FOREVER, and another
 * thread destroys it while they wait, then makes, waits on and destroys fences of its own in its
 * context. Every wait must end EGL_CONDITION_SATISFIED. The front-end's record of the sync must
 * outlive no thread's use: it once kept the record's pointer past its lock and wrote "seen
 * signaled" into it after another thread's eglDestroySync had freed it (AddressSanitizer's
 * heap-use-after-free in vcl_eglClientWaitSync under scripts/sanitize.sh, which runs this test).
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <EGL/egl.h>
#include <GLES3/gl3.h>
#include "harness.h"

#define WAITERS 4
#define ROUNDS 500

static EGLDisplay dpy;
static EGLConfig cfg;
static EGLContext share;
static EGLSync cur_sync;
static pthread_barrier_t start, waiting, done;
static atomic_int bad, concurrent;

static void nap_us(long us)
{
	struct timespec t = { 0, us * 1000 };
	nanosleep(&t, NULL);
}

static EGLContext context(void)
{
	static const EGLint ca[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_NONE };
	return eglCreateContext(dpy, cfg, share, ca);
}

static EGLSurface pbuffer(int w, int h)
{
	const EGLint pa[] = { EGL_WIDTH, w, EGL_HEIGHT, h, EGL_NONE };
	return eglCreatePbufferSurface(dpy, cfg, pa);
}

/* Work enough that a fence after it is not signaled at once (full-screen clears, a read back). */
static void work(int n)
{
	for (int i = 0; i < n; i++) {
		glClearColor((float)(i & 1), 0.5f, 0.25f, 1.0f);
		glClear(GL_COLOR_BUFFER_BIT);
	}
}

static void *waiter(void *arg)
{
	(void)arg;
	for (int r = 0; r < ROUNDS; r++) {
		pthread_barrier_wait(&start);
		EGLSync s = cur_sync;
		pthread_barrier_wait(&waiting);
		EGLint st = eglClientWaitSync(dpy, s, 0, EGL_FOREVER);
		/* a thread the scheduler kept out until eglDestroySync had returned was too late: the
		 * sync was no more (EGL_BAD_PARAMETER), as natively */
		EGLint e = st == EGL_FALSE ? eglGetError() : EGL_SUCCESS;
		if (st == EGL_CONDITION_SATISFIED)
			atomic_fetch_add(&concurrent, 1);
		else if ((st != EGL_FALSE || e != EGL_BAD_PARAMETER) && atomic_fetch_add(&bad, 1) < 5)
			vt_note("round %d: eglClientWaitSync while another thread destroys the fence: %#x (error %#x)",
				r, st, e);
		pthread_barrier_wait(&done);
	}
	return NULL;
}

static void *destroyer(void *arg)
{
	EGLSurface pb = pbuffer(256, 256);
	EGLContext c = context();

	(void)arg;
	if (!eglMakeCurrent(dpy, pb, pb, c)) {
		vt_note("the destroying thread's eglMakeCurrent failed (error %#x)", eglGetError());
		atomic_fetch_add(&bad, 1);
	}
	for (int r = 0; r < ROUNDS; r++) {
		pthread_barrier_wait(&start);
		EGLSync s = cur_sync;
		pthread_barrier_wait(&waiting);
		nap_us(1000); /* the waiters are (mostly) in eglClientWaitSync */
		if (!eglDestroySync(dpy, s) && atomic_fetch_add(&bad, 1) < 5)
			vt_note("round %d: eglDestroySync: error %#x", r, eglGetError());
		/* fences of this thread's own at once (the freed record's memory is reused) */
		for (int k = 0; k < 4; k++) {
			work(8);
			EGLSync f = eglCreateSync(dpy, EGL_SYNC_FENCE, NULL);
			EGLAttrib v = 0;
			if ((f == EGL_NO_SYNC || !eglGetSyncAttrib(dpy, f, EGL_SYNC_TYPE, &v) || v != EGL_SYNC_FENCE ||
			     eglClientWaitSync(dpy, f, 0, EGL_FOREVER) != EGL_CONDITION_SATISFIED ||
			     !eglDestroySync(dpy, f)) && atomic_fetch_add(&bad, 1) < 5)
				vt_note("round %d: a fence of the destroying thread: error %#x", r, eglGetError());
		}
		pthread_barrier_wait(&done);
	}
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	return NULL;
}

int main(void)
{
	static const EGLint attrs[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					EGL_OPENGL_ES3_BIT, EGL_NONE };
	pthread_t w[WAITERS], d;
	EGLint n = 0;
	EGLSurface pb;

	vt_start("egl_sync_threads", 80);
	setenv("__EGL_VENDOR_LIBRARY_FILENAMES", VT_VIRTCL_EGL_JSON, 1);
	setenv("EGL_PLATFORM", "surfaceless", 1);
	dpy = eglGetDisplay(EGL_DEFAULT_DISPLAY);
	if (!eglInitialize(dpy, NULL, NULL) || !eglBindAPI(EGL_OPENGL_ES_API)) {
		vt_skip("no EGL display through virtcl (the host has none)");
	}
	if (!eglChooseConfig(dpy, attrs, &cfg, 1, &n) || n < 1) {
		vt_skip("no ES 3 pbuffer config");
	}
	pb = pbuffer(512, 512);
	VT_CHECK((share = context()) != EGL_NO_CONTEXT && eglMakeCurrent(dpy, pb, pb, share),
		 "an ES 3 context and a pbuffer, current");
	VT_CHECK(strstr((const char *)glGetString(GL_VERSION), "virtcl") != NULL, "GL through virtcl: %s",
		 (const char *)glGetString(GL_VERSION));
	pthread_barrier_init(&start, NULL, WAITERS + 2);
	pthread_barrier_init(&waiting, NULL, WAITERS + 2);
	pthread_barrier_init(&done, NULL, WAITERS + 2);
	for (int i = 0; i < WAITERS; i++)
		pthread_create(&w[i], NULL, waiter, NULL);
	pthread_create(&d, NULL, destroyer, NULL);
	for (int r = 0; r < ROUNDS; r++) {
		work(16);
		if ((cur_sync = eglCreateSync(dpy, EGL_SYNC_FENCE, NULL)) == EGL_NO_SYNC) {
			VT_CHECK(false, "round %d: eglCreateSync (error %#x)", r, eglGetError());
			vt_abort();
		}
		pthread_barrier_wait(&start);
		pthread_barrier_wait(&waiting);
		pthread_barrier_wait(&done);
	}
	for (int i = 0; i < WAITERS; i++)
		pthread_join(w[i], NULL);
	pthread_join(d, NULL);
	VT_CHECK(!atomic_load(&bad), "%d rounds: every wait on a fence another thread destroyed meanwhile "
		 "ended EGL_CONDITION_SATISFIED (or, begun too late, EGL_BAD_PARAMETER), and that thread's "
		 "own fences worked (%d failures)", ROUNDS, atomic_load(&bad));
	VT_CHECK(atomic_load(&concurrent) >= ROUNDS, "of %d waits, %d were under way when the fence was "
		 "destroyed and ended EGL_CONDITION_SATISFIED", ROUNDS * WAITERS, atomic_load(&concurrent));
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	return vt_finish();
}
