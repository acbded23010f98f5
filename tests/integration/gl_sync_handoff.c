/* SPDX-License-Identifier: MIT */
/*
 * integration.gl_sync_handoff: a guest thread waiting in glClientWaitSync or eglClientWaitSync does
 * not hold up the program's other threads. The main thread queues about a second of fragment work
 * (a shader loop; the count measured first), makes a fence and waits on it with a long timeout
 * (GL: 20 s, EGL: EGL_FOREVER). Meanwhile a second thread, with a context of its own that shares
 * objects with the first, runs OpenCL calls that wait for replies (a blocking write and read, a
 * clFinish) and, in the GL case, GL calls of its context (queries of its state and of a buffer it
 * makes; a clear read back after the timing, as llvmpipe's one rasterizer runs the main thread's
 * work first, natively too) and deletes the fence the main thread waits on (ES 3.0 §4.1.1,
 * EGL 1.5 §3.8.1.1: it goes when no wait blocks on it any more). Natively these run at once. Through virtcl the session's leading thread used to
 * sit in the host's wait, so the second thread's calls came back only after it (before:
 * "... finished while the main thread still waited" failed); now the wait hands the session's
 * reading on, as clWaitForEvents does (docs/design.md, "The graphics half": sync waits), and the wait still ends
 * GL_CONDITION_SATISFIED / EGL_CONDITION_SATISFIED. In the EGL case the second thread makes no GL
 * call: Mesa before 23.1 holds its display lock through an EGL fence wait, so a GL call that needs
 * another context made current on the host waits for it there (as it would natively in one
 * process with Mesa). --native runs the same natively (the host's ICD, Mesa's EGL; no daemon):
 * integration.gl_sync_handoff.native shows the second thread's calls complete during the wait there.
 * Natively the EGL fence is destroyed after the wait, not during it: Mesa 22.3 corrupts its heap
 * when eglDestroySync meets another thread's eglClientWaitSync on the same fence ("free():
 * corrupted unsorted chunks" at the next eglDestroyContext, 6 runs in 6). Through virtcl the host
 * never sees that: the session defers the host's eglDestroySync to the end of the wait.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <EGL/egl.h>
#include <GLES3/gl3.h>
#include "harness.h"

#define W 256
#define H 256

static EGLDisplay dpy;
static EGLConfig cfg;
static EGLContext ctx_a, ctx_b;
static EGLSurface pb_a, pb_b;
static struct vt_cl cl;
static GLsync gl_fence;
static EGLSync egl_fence;
static bool egl_case;
static atomic_int waiting;    /* the main thread is (about to be) in its wait */
static _Atomic double wait_end, b_end;
static atomic_int b_bad;
static bool native;

static const char *vs = "#version 300 es\n"
			"in vec2 p;\n"
			"void main() { gl_Position = vec4(p, 0.0, 1.0); }\n";
static const char *fs = "#version 300 es\n"
			"precision highp float;\n"
			"uniform int n;\n"
			"out vec4 o;\n"
			"void main() {\n"
			"  float a = gl_FragCoord.x * 0.001;\n"
			"  for (int i = 0; i < n; i++) a = fract(sin(a) * 43758.5453 + 0.1);\n"
			"  o = vec4(a, 0.0, 0.0, 1.0);\n"
			"}\n";

static GLuint shader(GLenum type, const char *src)
{
	GLuint s = glCreateShader(type);
	GLint ok = 0;

	glShaderSource(s, 1, &src, NULL);
	glCompileShader(s);
	glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
	VT_REQUIRE(ok, "a shader compiles");
	return s;
}

/* n_draws full-screen quads of the shader loop, flushed. */
static void heavy(GLint loc, int iters, int n_draws)
{
	glUniform1i(loc, iters);
	for (int i = 0; i < n_draws; i++)
		glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
	glFlush();
}

static void *second(void *arg)
{
	uint32_t in[1024], out[1024];
	cl_mem buf;
	cl_int err;
	uint8_t px[4] = { 0 };
	GLint v = 0;

	(void)arg;
	if (!egl_case && !eglMakeCurrent(dpy, pb_b, pb_b, ctx_b)) {
		atomic_fetch_add(&b_bad, 1);
		vt_note("the second thread's eglMakeCurrent failed (%#x)", eglGetError());
	}
	buf = clCreateBuffer(cl.ctx, CL_MEM_READ_WRITE, sizeof(in), NULL, &err);
	for (int i = 0; i < 1024; i++)
		in[i] = (uint32_t)i * 7u;
	while (!atomic_load(&waiting))
		vt_sleep_ms(1);
	vt_sleep_ms(100); /* the main thread is in its wait */
	/* OpenCL calls that wait for their replies */
	if (err != CL_SUCCESS ||
	    clEnqueueWriteBuffer(cl.q, buf, CL_TRUE, 0, sizeof(in), in, 0, NULL, NULL) != CL_SUCCESS ||
	    clEnqueueReadBuffer(cl.q, buf, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL) != CL_SUCCESS ||
	    clFinish(cl.q) != CL_SUCCESS || memcmp(in, out, sizeof(in))) {
		atomic_fetch_add(&b_bad, 1);
		vt_note("the second thread's OpenCL calls failed or read other bytes");
	}
	if (!egl_case) {
		/* GL calls of its own context that wait for replies (state: llvmpipe has one rasterizer
		 * for every context, so a draw of this one would queue behind the main thread's work,
		 * natively too), and the fence the main thread waits on deleted */
		GLfloat cc[4] = { 0 };
		GLuint b = 0;
		GLint size = 0;
		glClearColor(0.0f, 1.0f, 0.0f, 1.0f);
		glGetFloatv(GL_COLOR_CLEAR_VALUE, cc);
		glGetIntegerv(GL_MAX_TEXTURE_SIZE, &v);
		glGenBuffers(1, &b);
		glBindBuffer(GL_ARRAY_BUFFER, b);
		glBufferData(GL_ARRAY_BUFFER, 4096, NULL, GL_STATIC_DRAW);
		glGetBufferParameteriv(GL_ARRAY_BUFFER, GL_BUFFER_SIZE, &size);
		glDeleteBuffers(1, &b);
		glDeleteSync(gl_fence);
		if (cc[1] != 1.0f || v <= 0 || size != 4096 || glGetError() != GL_NO_ERROR) {
			atomic_fetch_add(&b_bad, 1);
			vt_note("the second thread's GL calls: clear colour green %g, max texture size %d, "
				"buffer size %d", (double)cc[1], v, size);
		}
	} else if (!native && !eglDestroySync(dpy, egl_fence)) {
		atomic_fetch_add(&b_bad, 1);
		vt_note("the second thread's eglDestroySync failed (%#x)", eglGetError());
	}
	atomic_store(&b_end, vt_now());
	if (!egl_case) {
		/* and its own drawing (after the main thread's work, on llvmpipe) */
		glClear(GL_COLOR_BUFFER_BIT);
		glReadPixels(0, 0, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px);
		if (px[0] != 0 || px[1] != 255) {
			atomic_fetch_add(&b_bad, 1);
			vt_note("the second thread's clear read back %u %u", px[0], px[1]);
		}
	}
	if (!egl_case)
		eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	clReleaseMemObject(buf);
	return NULL;
}

/* One case: the main thread waits on a fence after about a second of work while the second
 * thread runs. */
static void one_case(bool egl, GLint loc, int iters, int n_draws)
{
	pthread_t t;
	int st;

	egl_case = egl;
	atomic_store(&waiting, 0);
	atomic_store(&b_end, 0.0);
	atomic_store(&wait_end, 0.0);
	atomic_store(&b_bad, 0);
	pthread_create(&t, NULL, second, NULL);
	heavy(loc, iters, n_draws);
	double t0 = vt_now();
	if (egl) {
		VT_REQUIRE((egl_fence = eglCreateSync(dpy, EGL_SYNC_FENCE, NULL)) != EGL_NO_SYNC, "eglCreateSync");
		atomic_store(&waiting, 1);
		st = eglClientWaitSync(dpy, egl_fence, EGL_SYNC_FLUSH_COMMANDS_BIT, EGL_FOREVER);
	} else {
		VT_REQUIRE((gl_fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0)) != NULL, "glFenceSync");
		atomic_store(&waiting, 1);
		st = (int)glClientWaitSync(gl_fence, GL_SYNC_FLUSH_COMMANDS_BIT, 20000000000ull);
	}
	atomic_store(&wait_end, vt_now());
	pthread_join(t, NULL);
	if (egl && native)
		eglDestroySync(dpy, egl_fence);
	double we = atomic_load(&wait_end), be = atomic_load(&b_end);
	VT_CHECK(st == (egl ? EGL_CONDITION_SATISFIED : GL_CONDITION_SATISFIED),
		 "%s: the wait on the fence%s ended satisfied (%#x)", egl ? "eglClientWaitSync" : "glClientWaitSync",
		 egl && native ? "" : " (deleted by the other thread meanwhile)", st);
	VT_CHECK(!atomic_load(&b_bad), "%s: the second thread's calls worked", egl ? "EGL" : "GL");
	VT_CHECK(be > 0 && be < we,
		 "%s: the second thread's %s finished while the main thread still waited "
		 "(%.0f ms into a %.0f ms wait)", egl ? "eglClientWaitSync" : "glClientWaitSync",
		 egl ? "OpenCL calls and eglDestroySync" : "OpenCL and GL calls and glDeleteSync",
		 (be - t0) * 1e3, (we - t0) * 1e3);
}

int main(int argc, char **argv)
{
	static const EGLint attrs[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					EGL_OPENGL_ES3_BIT, EGL_NONE };
	static const EGLint ca[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_NONE };
	static const EGLint pa[] = { EGL_WIDTH, W, EGL_HEIGHT, H, EGL_NONE };
	static const GLfloat quad[] = { -1, -1, 1, -1, -1, 1, 1, 1 };
	GLuint prog, vbo;
	GLint loc;
	EGLint n = 0;
	int iters = 256, n_draws = 1;
	double t;

	native = argc > 1 && !strcmp(argv[1], "--native");
	if (native) {
		cl_int r = CL_SUCCESS;
		setenv("OCL_ICD_VENDORS", vt_native_icd(), 1);
		setenv("LIBGL_ALWAYS_SOFTWARE", "1", 1);
		VT_REQUIRE(clGetPlatformIDs(1, &cl.platform, NULL) == CL_SUCCESS &&
			   clGetDeviceIDs(cl.platform, CL_DEVICE_TYPE_ALL, 1, &cl.device, NULL) == CL_SUCCESS,
			   "a native OpenCL device");
		cl.ctx = clCreateContext(NULL, 1, &cl.device, NULL, NULL, &r);
		VT_REQUIRE(r == CL_SUCCESS && (cl.q = clCreateCommandQueue(cl.ctx, cl.device, 0, &r)) && r == CL_SUCCESS,
			   "a native context and queue");
	} else {
		vt_start("gl_sync_handoff", 120);
		setenv("__EGL_VENDOR_LIBRARY_FILENAMES", VT_VIRTCL_EGL_JSON, 1);
		vt_cl_open(&cl);
	}
	setenv("EGL_PLATFORM", "surfaceless", 1);
	dpy = eglGetDisplay(EGL_DEFAULT_DISPLAY);
	if (!eglInitialize(dpy, NULL, NULL) || !eglBindAPI(EGL_OPENGL_ES_API))
		vt_skip("no EGL display through virtcl (the host has none)");
	if (!eglChooseConfig(dpy, attrs, &cfg, 1, &n) || n < 1)
		vt_skip("no ES 3 pbuffer config");
	pb_a = eglCreatePbufferSurface(dpy, cfg, pa);
	pb_b = eglCreatePbufferSurface(dpy, cfg, pa);
	ctx_a = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ca);
	ctx_b = eglCreateContext(dpy, cfg, ctx_a, ca); /* shares the fence */
	VT_REQUIRE(pb_a && pb_b && ctx_a && ctx_b && eglMakeCurrent(dpy, pb_a, pb_a, ctx_a),
		   "two ES 3 contexts sharing objects, one current");
	VT_CHECK(native == !strstr((const char *)glGetString(GL_VERSION), "virtcl"), "GL %s virtcl: %s",
		 native ? "not through" : "through", (const char *)glGetString(GL_VERSION));
	prog = glCreateProgram();
	glAttachShader(prog, shader(GL_VERTEX_SHADER, vs));
	glAttachShader(prog, shader(GL_FRAGMENT_SHADER, fs));
	glBindAttribLocation(prog, 0, "p");
	glLinkProgram(prog);
	glUseProgram(prog);
	loc = glGetUniformLocation(prog, "n");
	glGenBuffers(1, &vbo);
	glBindBuffer(GL_ARRAY_BUFFER, vbo);
	glBufferData(GL_ARRAY_BUFFER, sizeof(quad), quad, GL_STATIC_DRAW);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, 0);
	glEnableVertexAttribArray(0);
	/* how much work a second takes here: the loop count doubled until a draw takes 100 ms */
	for (;;) {
		t = vt_now();
		heavy(loc, iters, 1);
		glFinish();
		t = vt_now() - t;
		if (t >= 0.1 || iters >= (1 << 20))
			break;
		iters *= 2;
	}
	n_draws = t > 0 ? (int)(1.0 / t) + 1 : 10;
	VT_REQUIRE(glGetError() == GL_NO_ERROR, "the shader loop draws (%d iterations: %.0f ms a draw, %d draws)",
		   iters, t * 1e3, n_draws);
	one_case(false, loc, iters, n_draws);
	one_case(true, loc, iters, n_draws);
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(dpy, ctx_b);
	eglDestroyContext(dpy, ctx_a);
	if (native) {
		clReleaseCommandQueue(cl.q);
		clReleaseContext(cl.ctx);
		printf("%s\n", vt_failures ? "native: FAILED" : "native: passed");
		return vt_failures ? 1 : 0;
	}
	vt_cl_close(&cl);
	return vt_finish();
}
