/* SPDX-License-Identifier: MIT */
/*
 * An ordinary OpenGL ES 2.0 program with two threads, each with a context of its own current on
 * it and a 64x64 pbuffer: each clears its pbuffer to its own colour, draws a triangle with its own
 * program and uniform, and reads a pixel of the background and of the triangle back, many times,
 * both threads at once. A GL implementation that mixes the threads' contexts up gives a thread
 * the other's colour or state.
 *
 * Usage: gles_threads [ROUNDS]   (default 200)
 * Exit status: 0 every read right, 1 a wrong pixel or a GL error, 2 no EGL display, config or context.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>

static EGLDisplay dpy;
static EGLConfig cfg;
static int rounds = 200;

struct worker {
	int n;
	float bg[3], fg[3];
	int bad;
	pthread_barrier_t *start;
};

static int near(unsigned char c, float f)
{
	int want = (int)(f * 255.0f + 0.5f);
	return c >= want - 2 && c <= want + 2;
}

static void *run(void *arg)
{
	static const EGLint pb_attr[] = { EGL_WIDTH, 64, EGL_HEIGHT, 64, EGL_NONE };
	static const EGLint ctx_attr[] = { EGL_CONTEXT_CLIENT_VERSION, 2, EGL_NONE };
	static const char *vs = "attribute vec2 pos; void main() { gl_Position = vec4(pos, 0.0, 1.0); }";
	static const char *fs = "precision mediump float; uniform vec3 c; void main() { gl_FragColor = vec4(c, 1.0); }";
	static const GLfloat tri[] = { -0.5f, -0.5f, 0.5f, -0.5f, 0.0f, 0.5f };
	struct worker *w = arg;
	EGLSurface surf = eglCreatePbufferSurface(dpy, cfg, pb_attr);
	EGLContext ctx = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr);
	GLuint prog, s[2], vbo;
	unsigned char px[4];

	if (surf == EGL_NO_SURFACE || ctx == EGL_NO_CONTEXT || !eglMakeCurrent(dpy, surf, surf, ctx)) {
		fprintf(stderr, "gles_threads: thread %d: no pbuffer or context (%#x)\n", w->n, eglGetError());
		w->bad = 2;
		pthread_barrier_wait(w->start);
		return NULL;
	}
	prog = glCreateProgram();
	for (int i = 0; i < 2; i++) {
		s[i] = glCreateShader(i ? GL_FRAGMENT_SHADER : GL_VERTEX_SHADER);
		glShaderSource(s[i], 1, i ? &fs : &vs, NULL);
		glCompileShader(s[i]);
		glAttachShader(prog, s[i]);
	}
	glBindAttribLocation(prog, 0, "pos");
	glLinkProgram(prog);
	glUseProgram(prog);
	glUniform3f(glGetUniformLocation(prog, "c"), w->fg[0], w->fg[1], w->fg[2]);
	glGenBuffers(1, &vbo);
	glBindBuffer(GL_ARRAY_BUFFER, vbo);
	glBufferData(GL_ARRAY_BUFFER, sizeof(tri), tri, GL_STATIC_DRAW);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, (const void *)0);
	glEnableVertexAttribArray(0);
	glViewport(0, 0, 64, 64);
	pthread_barrier_wait(w->start);
	for (int r = 0; r < rounds && !w->bad; r++) {
		glClearColor(w->bg[0], w->bg[1], w->bg[2], 1.0f);
		glClear(GL_COLOR_BUFFER_BIT);
		glDrawArrays(GL_TRIANGLES, 0, 3);
		glReadPixels(2, 2, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px);
		if (!near(px[0], w->bg[0]) || !near(px[1], w->bg[1]) || !near(px[2], w->bg[2])) {
			fprintf(stderr, "gles_threads: thread %d round %d: background %u %u %u\n", w->n, r,
				px[0], px[1], px[2]);
			w->bad = 1;
		}
		glReadPixels(32, 28, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px);
		if (!near(px[0], w->fg[0]) || !near(px[1], w->fg[1]) || !near(px[2], w->fg[2])) {
			fprintf(stderr, "gles_threads: thread %d round %d: triangle %u %u %u\n", w->n, r,
				px[0], px[1], px[2]);
			w->bad = 1;
		}
		if (glGetError() != GL_NO_ERROR)
			w->bad = 1;
	}
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(dpy, ctx);
	eglDestroySurface(dpy, surf);
	return NULL;
}

int main(int argc, char **argv)
{
	static const EGLint cfg_attr[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					   EGL_OPENGL_ES2_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
					   EGL_BLUE_SIZE, 8, EGL_NONE };
	struct worker w[2] = { { 0, { 0.2f, 0.4f, 0.6f }, { 1.0f, 0.0f, 0.0f }, 0, NULL },
			       { 1, { 0.8f, 0.8f, 0.0f }, { 0.0f, 0.0f, 1.0f }, 0, NULL } };
	const char *exts = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
	pthread_barrier_t start;
	pthread_t t[2];
	EGLint n = 0;

	if (argc > 1)
		rounds = atoi(argv[1]);
	dpy = exts && strstr(exts, "EGL_MESA_platform_surfaceless")
		      ? eglGetPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL)
		      : eglGetDisplay(EGL_DEFAULT_DISPLAY);
	if (dpy == EGL_NO_DISPLAY || !eglInitialize(dpy, NULL, NULL) ||
	    !eglChooseConfig(dpy, cfg_attr, &cfg, 1, &n) || n < 1) {
		fprintf(stderr, "gles_threads: no EGL display or config (%#x)\n", eglGetError());
		return 2;
	}
	eglBindAPI(EGL_OPENGL_ES_API);
	pthread_barrier_init(&start, NULL, 2);
	for (int i = 0; i < 2; i++) {
		w[i].start = &start;
		pthread_create(&t[i], NULL, run, &w[i]);
	}
	for (int i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	eglTerminate(dpy);
	if (w[0].bad == 2 || w[1].bad == 2)
		return 2;
	printf("gles_threads: %d rounds on 2 threads, %s\n", rounds, w[0].bad || w[1].bad ? "FAILED" : "every pixel right");
	return w[0].bad || w[1].bad;
}
