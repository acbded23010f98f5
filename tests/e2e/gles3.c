/* SPDX-License-Identifier: MIT */
/*
 * An OpenGL ES 3.0 program for e2e.gles3 (tests/e2e/gles3.sh): run natively and through virtcl, its
 * frame must be the same byte for byte. An ES 3 context (EGL_CONTEXT_MAJOR_VERSION 3, an
 * EGL_OPENGL_ES3_BIT config) on a pbuffer; a 3D texture uploaded with ES 3.0's unpack state (row
 * length, skips, image height); vertex positions written through glMapBufferRange; per-instance
 * offsets and integer colour indices from client-side arrays with a divisor (glDrawArraysInstanced,
 * glDrawElementsInstanced with client-side indices); a fence and glClientWaitSync; EGL 1.5's fence
 * sync objects (eglCreateSync, eglClientWaitSync, eglWaitSync, eglGetSyncAttrib, their errors); the frame read
 * into a pixel pack buffer and mapped to read, and read again into client memory with a pack row
 * length (the bytes between rows must keep theirs). Prints "OpenGL ES 3.0..." and what it checked;
 * writes the frame as a PPM. Exit 0: rendered; 1: a GL or EGL error; 2: no ES 3 pbuffer config.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl3.h>

#define W 128
#define H 128

static const char *vs_src =
	"#version 300 es\n"
	"layout(location = 0) in vec2 pos;\n"
	"layout(location = 1) in vec2 off;\n"
	"layout(location = 2) in uint layer;\n"
	"out vec3 v_uvw;\n"
	"void main() {\n"
	"  v_uvw = vec3(pos * 0.5 + 0.5, (float(layer) + 0.5) / 4.0);\n"
	"  gl_Position = vec4(pos * 0.3 + off, 0.0, 1.0);\n"
	"}\n";
static const char *fs_src =
	"#version 300 es\n"
	"precision mediump float;\n"
	"precision mediump sampler3D;\n"
	"in vec3 v_uvw;\n"
	"uniform sampler3D tex;\n"
	"out vec4 color;\n"
	"void main() { color = texture(tex, v_uvw); }\n";

static int fail(const char *what)
{
	GLenum e = glGetError();

	fprintf(stderr, "gles3: %s (GL error %#x)\n", what, e);
	return 1;
}

static int check(const char *what)
{
	GLenum e = glGetError();

	if (e != GL_NO_ERROR) {
		fprintf(stderr, "gles3: GL error %#x after %s\n", e, what);
		return 1;
	}
	return 0;
}

static GLuint shader(GLenum type, const char *src)
{
	GLuint s = glCreateShader(type);
	GLint ok = 0;
	char log[1024];

	glShaderSource(s, 1, &src, NULL);
	glCompileShader(s);
	glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
	if (!ok) {
		glGetShaderInfoLog(s, sizeof(log), NULL, log);
		fprintf(stderr, "gles3: shader: %s\n", log);
		exit(1);
	}
	return s;
}

struct waiter {
	EGLDisplay dpy;
	EGLSync sync;
	EGLint got, err;
	volatile int started;
};

static void *wait_thread(void *p)
{
	struct waiter *w = p;

	__atomic_store_n(&w->started, 1, __ATOMIC_RELEASE);
	w->got = eglClientWaitSync(w->dpy, w->sync, 0, EGL_FOREVER);
	w->err = eglGetError();
	return NULL;
}

static int egl_fail(const char *what)
{
	fprintf(stderr, "gles3: %s (EGL error %#x)\n", what, eglGetError());
	return 1;
}

/*
 * EGL_KHR_fence_sync and EGL_KHR_wait_sync through eglGetProcAddress (libglvnd's dispatch stubs
 * for a vendor's extension functions) where the display offers them: prints which (e2e.gles3
 * wants the same line natively and through virtcl).
 */
static int egl_sync_khr(EGLDisplay dpy)
{
	const char *exts = eglQueryString(dpy, EGL_EXTENSIONS);
	PFNEGLCREATESYNCKHRPROC create = (PFNEGLCREATESYNCKHRPROC)eglGetProcAddress("eglCreateSyncKHR");
	PFNEGLDESTROYSYNCKHRPROC destroy = (PFNEGLDESTROYSYNCKHRPROC)eglGetProcAddress("eglDestroySyncKHR");
	PFNEGLCLIENTWAITSYNCKHRPROC wait = (PFNEGLCLIENTWAITSYNCKHRPROC)eglGetProcAddress("eglClientWaitSyncKHR");
	PFNEGLGETSYNCATTRIBKHRPROC attrib = (PFNEGLGETSYNCATTRIBKHRPROC)eglGetProcAddress("eglGetSyncAttribKHR");
	PFNEGLWAITSYNCKHRPROC server_wait = (PFNEGLWAITSYNCKHRPROC)eglGetProcAddress("eglWaitSyncKHR");
	EGLSyncKHR s;
	EGLint v = 0;

	if (!exts || !strstr(exts, "EGL_KHR_fence_sync")) {
		printf("gles3: EGL_KHR_fence_sync: not offered\n");
		return 0;
	}
	if (!create || !destroy || !wait || !attrib)
		return egl_fail("EGL_KHR_fence_sync is offered without its functions");
	glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, 2);
	if ((s = create(dpy, EGL_SYNC_FENCE_KHR, NULL)) == EGL_NO_SYNC_KHR)
		return egl_fail("eglCreateSyncKHR");
	if (wait(dpy, s, EGL_SYNC_FLUSH_COMMANDS_BIT_KHR, EGL_FOREVER_KHR) != EGL_CONDITION_SATISFIED_KHR)
		return egl_fail("eglClientWaitSyncKHR");
	if (!attrib(dpy, s, EGL_SYNC_STATUS_KHR, &v) || v != EGL_SIGNALED_KHR)
		return egl_fail("eglGetSyncAttribKHR(EGL_SYNC_STATUS_KHR)");
	if (!attrib(dpy, s, EGL_SYNC_TYPE_KHR, &v) || v != EGL_SYNC_FENCE_KHR)
		return egl_fail("eglGetSyncAttribKHR(EGL_SYNC_TYPE_KHR)");
	if (strstr(exts, "EGL_KHR_wait_sync") && (!server_wait || server_wait(dpy, s, 0) != EGL_TRUE))
		return egl_fail("eglWaitSyncKHR");
	if (!destroy(dpy, s))
		return egl_fail("eglDestroySyncKHR");
	if (create(dpy, 0x1234, NULL) != EGL_NO_SYNC_KHR || eglGetError() != EGL_BAD_ATTRIBUTE)
		return egl_fail("eglCreateSyncKHR of an unknown type is not EGL_BAD_ATTRIBUTE (the extension's error)");
	printf("gles3: EGL_KHR_fence_sync%s: signaled after eglClientWaitSyncKHR, attributes, errors\n",
	       strstr(exts, "EGL_KHR_wait_sync") ? " and EGL_KHR_wait_sync" : "");
	return check("EGL KHR sync objects");
}

/*
 * EGL 1.5's sync objects (§3.8), which glmark2's off-screen mode paces its frames with: a fence after
 * a draw is signaled once the draw has completed, whatever eglClientWaitSync was given; its
 * attributes; eglWaitSync; the errors of §3.8.1 (a type or an attribute list a fence cannot have,
 * no current context, an unknown sync, eglWaitSync's flags).
 */
static int egl_sync(EGLDisplay dpy, EGLContext ctx, EGLSurface surf)
{
	static const EGLAttrib bad_attr[] = { EGL_SYNC_STATUS, EGL_SIGNALED, EGL_NONE };
	EGLAttrib v = 0;
	EGLSync s, s2;
	EGLint r;

	glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, 2);
	if ((s = eglCreateSync(dpy, EGL_SYNC_FENCE, NULL)) == EGL_NO_SYNC)
		return egl_fail("eglCreateSync(EGL_SYNC_FENCE)");
	if (!eglGetSyncAttrib(dpy, s, EGL_SYNC_TYPE, &v) || v != EGL_SYNC_FENCE)
		return egl_fail("EGL_SYNC_TYPE is not EGL_SYNC_FENCE");
	if (!eglGetSyncAttrib(dpy, s, EGL_SYNC_CONDITION, &v) || v != EGL_SYNC_PRIOR_COMMANDS_COMPLETE)
		return egl_fail("EGL_SYNC_CONDITION is not EGL_SYNC_PRIOR_COMMANDS_COMPLETE");
	if (!eglGetSyncAttrib(dpy, s, EGL_SYNC_STATUS, &v) || (v != EGL_SIGNALED && v != EGL_UNSIGNALED))
		return egl_fail("EGL_SYNC_STATUS");
	r = eglClientWaitSync(dpy, s, EGL_SYNC_FLUSH_COMMANDS_BIT, EGL_FOREVER);
	if (r != EGL_CONDITION_SATISFIED)
		return egl_fail("eglClientWaitSync(EGL_FOREVER) did not return EGL_CONDITION_SATISFIED");
	if (!eglGetSyncAttrib(dpy, s, EGL_SYNC_STATUS, &v) || v != EGL_SIGNALED)
		return egl_fail("a fence waited for is not EGL_SIGNALED");
	if (eglClientWaitSync(dpy, s, 0, 0) != EGL_CONDITION_SATISFIED)
		return egl_fail("a signaled fence with timeout 0");
	if (eglGetSyncAttrib(dpy, s, EGL_WIDTH, &v) || eglGetError() != EGL_BAD_ATTRIBUTE)
		return egl_fail("eglGetSyncAttrib(EGL_WIDTH) is not EGL_BAD_ATTRIBUTE");
	if (!eglWaitSync(dpy, s, 0))
		return egl_fail("eglWaitSync");
	if (eglWaitSync(dpy, s, 1) || eglGetError() != EGL_BAD_PARAMETER)
		return egl_fail("eglWaitSync with flags 1 is not EGL_BAD_PARAMETER");
	if (!eglDestroySync(dpy, s))
		return egl_fail("eglDestroySync");
	if (eglDestroySync(dpy, s) || eglGetError() != EGL_BAD_PARAMETER)
		return egl_fail("eglDestroySync of a destroyed sync is not EGL_BAD_PARAMETER");
	if (eglClientWaitSync(dpy, s, 0, 0) != EGL_FALSE || eglGetError() != EGL_BAD_PARAMETER)
		return egl_fail("eglClientWaitSync of a destroyed sync is not EGL_BAD_PARAMETER");
	if (eglCreateSync(dpy, EGL_SYNC_FENCE, bad_attr) != EGL_NO_SYNC || eglGetError() != EGL_BAD_ATTRIBUTE)
		return egl_fail("eglCreateSync with attributes is not EGL_BAD_ATTRIBUTE");
	if (eglCreateSync(dpy, 0x1234, NULL) != EGL_NO_SYNC || eglGetError() != EGL_BAD_PARAMETER)
		return egl_fail("eglCreateSync of an unknown type is not EGL_BAD_PARAMETER");
	/* a fence destroyed by this thread while another waits on it (§3.8.1.1: the wait ends as if
	 * it had not been destroyed) */
	{
		struct waiter w = { dpy, EGL_NO_SYNC, 0, 0, 0 };
		pthread_t t;
		for (int i = 0; i < 400; i++) /* GPU work the fence waits for */
			glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, 2);
		if ((w.sync = eglCreateSync(dpy, EGL_SYNC_FENCE, NULL)) == EGL_NO_SYNC)
			return egl_fail("eglCreateSync for the waiting thread");
		if (pthread_create(&t, NULL, wait_thread, &w))
			return egl_fail("pthread_create");
		while (!__atomic_load_n(&w.started, __ATOMIC_ACQUIRE))
			usleep(100);
		usleep(2000);
		if (!eglDestroySync(dpy, w.sync))
			return egl_fail("eglDestroySync while another thread waits");
		pthread_join(t, NULL);
		/* satisfied; or, where the waiter came to its call only after the destroy, the error
		 * of a sync that is none - never anything else, and never a crash */
		if (w.got != EGL_CONDITION_SATISFIED && !(w.got == EGL_FALSE && w.err == EGL_BAD_PARAMETER)) {
			fprintf(stderr, "gles3: wait result %#x, error %#x\n", w.got, w.err);
			return egl_fail("a wait on a fence destroyed meanwhile");
		}
	}
	/* a fence that is not waited for, destroyed while it may still be pending */
	glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, 2);
	if ((s2 = eglCreateSync(dpy, EGL_SYNC_FENCE, NULL)) == EGL_NO_SYNC || !eglDestroySync(dpy, s2))
		return egl_fail("a fence destroyed unwaited");
	if (!eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT))
		return egl_fail("eglMakeCurrent(none)");
	if (eglCreateSync(dpy, EGL_SYNC_FENCE, NULL) != EGL_NO_SYNC || eglGetError() != EGL_BAD_MATCH)
		return egl_fail("eglCreateSync without a current context is not EGL_BAD_MATCH");
	if (!eglMakeCurrent(dpy, surf, surf, ctx))
		return egl_fail("eglMakeCurrent again");
	printf("gles3: EGL fence sync: signaled after eglClientWaitSync, attributes, eglWaitSync, errors\n");
	return check("EGL sync objects") || egl_sync_khr(dpy);
}

int main(int argc, char **argv)
{
	static const EGLint cfg_attr[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					   EGL_OPENGL_ES3_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
					   EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE };
	static const EGLint pb_attr[] = { EGL_WIDTH, W, EGL_HEIGHT, H, EGL_NONE };
	static const EGLint ctx_attr[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_NONE };
	static const GLfloat quad[] = { -1, -1, 1, -1, -1, 1, 1, 1 };
	/* per instance: an offset (client array, divisor 1) and a layer (integer, divisor 2) */
	static const GLfloat offs[] = { -0.6f, -0.6f, 0.6f, -0.6f, -0.6f, 0.6f, 0.6f, 0.6f };
	static const GLuint layers[] = { 0, 3 };
	static const GLubyte strip_idx[] = { 0, 1, 2, 3 };
	/* the texture: 4x4x4 RGBA texels inside a client box of rows of 6 pixels, images of 5 rows,
	 * 1 image, 1 row and 2 pixels skipped */
	enum { TW = 4, TH = 4, TD = 4, RL = 6, IH = 5 };
	static GLubyte box[(1 + TD) * IH * RL * 4];
	GLubyte *frame, *packed, *rows;
	EGLDisplay dpy;
	EGLConfig cfg;
	EGLSurface surf;
	EGLContext ctx;
	EGLint n = 0, major = 0;
	GLuint prog, vbo, tex, pbo;
	GLint num_ext = 0, gl_major = 0, loc;
	GLsync fence;
	GLenum st;
	const char *ver;
	void *p;
	FILE *f;

	dpy = eglGetDisplay(EGL_DEFAULT_DISPLAY);
	if (!eglInitialize(dpy, NULL, NULL))
		return fail("eglInitialize");
	if (!eglChooseConfig(dpy, cfg_attr, &cfg, 1, &n) || n < 1)
		return 2;
	eglBindAPI(EGL_OPENGL_ES_API);
	surf = eglCreatePbufferSurface(dpy, cfg, pb_attr);
	ctx = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr);
	if (surf == EGL_NO_SURFACE || ctx == EGL_NO_CONTEXT || !eglMakeCurrent(dpy, surf, surf, ctx))
		return fail("an ES 3 context on a pbuffer");
	eglQueryContext(dpy, ctx, EGL_CONTEXT_CLIENT_VERSION, &major);
	ver = (const char *)glGetString(GL_VERSION);
	glGetIntegerv(GL_MAJOR_VERSION, &gl_major);
	glGetIntegerv(GL_NUM_EXTENSIONS, &num_ext);
	if (!ver || strncmp(ver, "OpenGL ES 3.", 12) || gl_major != 3 || major < 3)
		return fail("the context is not ES 3");
	for (GLint i = 0; i < num_ext; i++)
		if (!glGetStringi(GL_EXTENSIONS, (GLuint)i))
			return fail("glGetStringi");
	if (check("version queries"))
		return 1;

	prog = glCreateProgram();
	glAttachShader(prog, shader(GL_VERTEX_SHADER, vs_src));
	glAttachShader(prog, shader(GL_FRAGMENT_SHADER, fs_src));
	glLinkProgram(prog);
	glUseProgram(prog);
	loc = glGetUniformLocation(prog, "tex");
	glUniform1i(loc, 0);

	/* the 3D texture through the unpack state */
	for (size_t i = 0; i < sizeof(box); i++)
		box[i] = (GLubyte)(i * 37 + 11);
	glGenTextures(1, &tex);
	glBindTexture(GL_TEXTURE_3D, tex);
	glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
	glPixelStorei(GL_UNPACK_ROW_LENGTH, RL);
	glPixelStorei(GL_UNPACK_IMAGE_HEIGHT, IH);
	glPixelStorei(GL_UNPACK_SKIP_PIXELS, 2);
	glPixelStorei(GL_UNPACK_SKIP_ROWS, 1);
	glPixelStorei(GL_UNPACK_SKIP_IMAGES, 1);
	glTexImage3D(GL_TEXTURE_3D, 0, GL_RGBA8, TW, TH, TD, 0, GL_RGBA, GL_UNSIGNED_BYTE, box);
	glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
	glPixelStorei(GL_UNPACK_IMAGE_HEIGHT, 0);
	glPixelStorei(GL_UNPACK_SKIP_PIXELS, 0);
	glPixelStorei(GL_UNPACK_SKIP_ROWS, 0);
	glPixelStorei(GL_UNPACK_SKIP_IMAGES, 0);
	glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
	glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
	if (check("glTexImage3D"))
		return 1;

	/* positions written through a mapping */
	glGenBuffers(1, &vbo);
	glBindBuffer(GL_ARRAY_BUFFER, vbo);
	glBufferData(GL_ARRAY_BUFFER, sizeof(quad), NULL, GL_STATIC_DRAW);
	p = glMapBufferRange(GL_ARRAY_BUFFER, 0, sizeof(quad), GL_MAP_WRITE_BIT | GL_MAP_INVALIDATE_BUFFER_BIT);
	if (!p)
		return fail("glMapBufferRange to write");
	memcpy(p, quad, sizeof(quad));
	if (!glUnmapBuffer(GL_ARRAY_BUFFER))
		return fail("glUnmapBuffer");
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, NULL);
	glEnableVertexAttribArray(0);
	glBindBuffer(GL_ARRAY_BUFFER, 0);
	/* per-instance client-side arrays */
	glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 0, offs);
	glVertexAttribDivisor(1, 1);
	glEnableVertexAttribArray(1);
	glVertexAttribIPointer(2, 1, GL_UNSIGNED_INT, 0, layers);
	glVertexAttribDivisor(2, 2);
	glEnableVertexAttribArray(2);

	if (egl_sync(dpy, ctx, surf)) /* draws that the frame below clears */
		return 1;
	glViewport(0, 0, W, H);
	glClearColor(0.1f, 0.2f, 0.3f, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
	glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, 2);
	glDrawElementsInstanced(GL_TRIANGLE_STRIP, 4, GL_UNSIGNED_BYTE, strip_idx, 4);
	if (check("instanced draws"))
		return 1;
	fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
	if (!fence || !glIsSync(fence))
		return fail("glFenceSync");
	st = glClientWaitSync(fence, GL_SYNC_FLUSH_COMMANDS_BIT, 5000000000ull);
	if (st != GL_ALREADY_SIGNALED && st != GL_CONDITION_SATISFIED)
		return fail("glClientWaitSync");
	glDeleteSync(fence);

	/* the frame through a pixel pack buffer, mapped to read */
	frame = malloc(W * H * 4);
	packed = malloc((W + 8) * H * 4);
	glGenBuffers(1, &pbo);
	glBindBuffer(GL_PIXEL_PACK_BUFFER, pbo);
	glBufferData(GL_PIXEL_PACK_BUFFER, W * H * 4, NULL, GL_STREAM_READ);
	glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
	p = glMapBufferRange(GL_PIXEL_PACK_BUFFER, 0, W * H * 4, GL_MAP_READ_BIT);
	if (!frame || !packed || !p)
		return fail("glMapBufferRange of the pixel pack buffer");
	memcpy(frame, p, W * H * 4);
	glUnmapBuffer(GL_PIXEL_PACK_BUFFER);
	glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
	/* again into client memory, rows of W + 8 pixels: the 8 between keep their bytes */
	memset(packed, 0xA5, (W + 8) * H * 4);
	glPixelStorei(GL_PACK_ROW_LENGTH, W + 8);
	glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, packed);
	glPixelStorei(GL_PACK_ROW_LENGTH, 0);
	if (check("glReadPixels"))
		return 1;
	for (int y = 0; y < H; y++) {
		rows = packed + (size_t)y * (W + 8) * 4;
		if (memcmp(rows, frame + (size_t)y * W * 4, W * 4))
			return fail("the frame read with a pack row length differs from the pixel buffer's");
		for (int k = 0; k < 8 * 4 && y < H - 1; k++)
			if (rows[W * 4 + k] != 0xA5)
				return fail("glReadPixels wrote between the rows");
	}
	printf("%s; ES %d context, %d extensions\nGL_RENDERER: %s\n", ver, major, num_ext,
	       (const char *)glGetString(GL_RENDERER));
	printf("gles3: 3D texture (unpack state), mapped buffer, instanced client arrays, fence, pixel pack buffer: rendered\n");
	if (argc > 1 && (f = fopen(argv[1], "wb"))) {
		fprintf(f, "P6\n%d %d\n255\n", W, H);
		for (int y = H - 1; y >= 0; y--)
			for (int x = 0; x < W; x++)
				fwrite(frame + ((size_t)y * W + x) * 4, 1, 3, f);
		fclose(f);
	}
	free(frame);
	free(packed);
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(dpy, ctx);
	eglDestroySurface(dpy, surf);
	eglTerminate(dpy);
	return 0;
}
