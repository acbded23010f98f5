/* SPDX-License-Identifier: MIT */
/*
 * An OpenGL ES 3.2 program for e2e.gles32 (tests/e2e/gles32.sh): run natively and through virtcl,
 * what it writes must be the same byte for byte. An ES 3.2 context (EGL_CONTEXT_MINOR_VERSION 2)
 * on a pbuffer that says OpenGL ES 3.2 (GL_MINOR_VERSION 2, GLSL ES 3.20).
 *
 * Debug output (GL_KHR_debug, ES 3.2 §18): a callback with a user parameter (glGetPointerv gives
 * both back); with GL_DEBUG_OUTPUT_SYNCHRONOUS the messages of glDebugMessageInsert, of
 * glPushDebugGroup/glPopDebugGroup and of a GL error the host found reach the callback on the
 * calling thread before the call returns, a message glDebugMessageControl disabled never does;
 * without it an inserted message arrives (from any thread) by a glFinish and a wait; with no
 * callback the messages go to the log (glGetDebugMessageLog). Labels of a buffer (glObjectLabel,
 * and its KHR name from eglGetProcAddress) and of a sync object (glObjectPtrLabel).
 *
 * ES 3.2 drawing: indexed blend state (glEnablei, glBlendFunci, glBlendEquationi, glColorMaski,
 * glIsEnabledi), the base-vertex draws (glDrawElementsBaseVertex, glDrawRangeElementsBaseVertex,
 * glDrawElementsInstancedBaseVertex), a buffer texture (glTexBufferRange) read by the fragment
 * shader, glCopyImageSubData, glFramebufferTexture, integer border colours (glTexParameterIiv,
 * glSamplerParameterIuiv and their queries), glPrimitiveBoundingBox, glMinSampleShading,
 * glPatchParameteri, glTexStorage3DMultisample, glBlendBarrier, glGetGraphicsResetStatus,
 * glGetnUniformfv and glReadnPixels (too small a buffer: GL_INVALID_OPERATION).
 *
 * The lists whose length is another query's answer (ES 3.2 §20, table 21.x):
 * GL_COMPRESSED_TEXTURE_FORMATS, GL_SHADER_BINARY_FORMATS and GL_PROGRAM_BINARY_FORMATS through
 * glGetIntegerv, glGetInteger64v, glGetFloatv and glGetBooleanv: no error, exactly as many values
 * as GL_NUM_* says (a guard value after them stays), the same list by each getter; the compressed
 * and shader binary formats go into the transcript (the program binary formats do not: virtcl
 * offers none, GL_NUM_PROGRAM_BINARY_FORMATS 0, where the host may have one).
 *
 * Writes a transcript of the values and debug messages, then the frame (RGBA), to the file.
 * Exit 0: done; 1: a GL or EGL error or a wrong value; 2: no ES 3 pbuffer config; 3: the host
 * has no ES 3.2.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <EGL/egl.h>
#include <GLES3/gl32.h>

#define W 64
#define H 64

static FILE *out;          /* the transcript, in memory until the end */
static char *out_buf;
static size_t out_len;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_t main_thread;
static int user_tag;
static unsigned got, got_other_thread, last_id;
static GLenum last_type;
static char last_msg[256];

static void note(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfprintf(out, fmt, ap);
	va_end(ap);
}

static void GL_APIENTRY on_debug(GLenum source, GLenum type, GLuint id, GLenum severity,
				 GLsizei length, const GLchar *message, const void *user)
{
	pthread_mutex_lock(&lock);
	got++;
	if (!pthread_equal(pthread_self(), main_thread))
		got_other_thread++;
	last_id = id;
	last_type = type;
	snprintf(last_msg, sizeof(last_msg), "%.*s", (int)length, message);
	note("debug: source %#x type %#x id %u severity %#x \"%.*s\"%s\n", source, type, id, severity,
	     (int)length, message, user == &user_tag ? "" : " (wrong user)");
	pthread_mutex_unlock(&lock);
}

static int fail(const char *what)
{
	GLenum e = glGetError();

	fprintf(stderr, "gles32: %s (GL error %#x)\n", what, e);
	return 1;
}

static int check(const char *what)
{
	GLenum e = glGetError();

	if (e != GL_NO_ERROR) {
		fprintf(stderr, "gles32: GL error %#x after %s\n", e, what);
		return 1;
	}
	return 0;
}

static const char *vs_src =
	"#version 320 es\n"
	"layout(location = 0) in vec2 pos;\n"
	"flat out int v_inst;\n"
	"void main() {\n"
	"  v_inst = gl_InstanceID;\n"
	"  gl_Position = vec4(pos + vec2(float(gl_InstanceID) * 0.25, 0.0), 0.0, 1.0);\n"
	"}\n";
static const char *fs_src =
	"#version 320 es\n"
	"precision mediump float;\n"
	"precision mediump samplerBuffer;\n"
	"uniform samplerBuffer tb;\n"
	"uniform vec4 tint;\n"
	"flat in int v_inst;\n"
	"out vec4 color;\n"
	"void main() { color = texelFetch(tb, v_inst) * tint; }\n";

static GLuint program(void)
{
	const char *src[2] = { vs_src, fs_src };
	const GLenum t[2] = { GL_VERTEX_SHADER, GL_FRAGMENT_SHADER };
	GLuint p = glCreateProgram();
	GLint ok = 0;
	char log[1024];

	for (int i = 0; i < 2; i++) {
		GLuint s = glCreateShader(t[i]);
		glShaderSource(s, 1, &src[i], NULL);
		glCompileShader(s);
		glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
		if (!ok) {
			glGetShaderInfoLog(s, sizeof(log), NULL, log);
			fprintf(stderr, "gles32: shader: %s\n", log);
			exit(1);
		}
		glAttachShader(p, s);
		glDeleteShader(s);
	}
	glLinkProgram(p);
	glGetProgramiv(p, GL_LINK_STATUS, &ok);
	if (!ok) {
		glGetProgramInfoLog(p, sizeof(log), NULL, log);
		fprintf(stderr, "gles32: link: %s\n", log);
		exit(1);
	}
	return p;
}

/* Debug output; 0 or 1 (failed). */
/* One list-valued pname (num: its count query) through the four getters; into the transcript
 * when noted. */
static int format_list(GLenum num, GLenum list, const char *name, int noted)
{
	enum { GUARD = 0x5a5a5a5a, MAXN = 512 };
	GLint n = -1, iv[MAXN + 1];
	GLint64 i64[MAXN + 1];
	GLfloat fv[MAXN + 1];
	GLboolean bv[MAXN + 1];

	glGetIntegerv(num, &n);
	if (check("the GL_NUM_* query of a list") || n < 0 || n > MAXN)
		return fail("a list's count");
	for (int i = 0; i <= MAXN; i++) {
		iv[i] = GUARD;
		i64[i] = GUARD;
		fv[i] = -1.0f;
		bv[i] = 0x5a;
	}
	glGetIntegerv(list, iv);
	if (check(name))
		return 1;
	glGetInteger64v(list, i64);
	if (check(name))
		return 1;
	glGetFloatv(list, fv);
	if (check(name))
		return 1;
	glGetBooleanv(list, bv);
	if (check(name))
		return 1;
	if (iv[n] != GUARD || i64[n] != GUARD || fv[n] != -1.0f || bv[n] != 0x5a) {
		fprintf(stderr, "gles32: %s wrote more than GL_NUM_* (%d) values\n", name, n);
		return 1;
	}
	printf("%s: %d\n", name, n);
	if (noted)
		note("%s: %d:", name, n);
	for (int i = 0; i < n; i++) {
		if (i64[i] != iv[i] || fv[i] != (GLfloat)iv[i] || bv[i] != (iv[i] ? GL_TRUE : GL_FALSE) || iv[i] == GUARD) {
			fprintf(stderr, "gles32: %s[%d]: the getters disagree (%#x, %#llx, %g, %d)\n", name, i, iv[i],
				(unsigned long long)i64[i], (double)fv[i], bv[i]);
			return 1;
		}
		if (noted)
			note(" %#x", iv[i]);
	}
	if (noted)
		note("\n");
	return 0;
}

static int debug_output(void)
{
	void *fn = NULL, *user = NULL;
	unsigned before;
	GLuint quiet = 44, buf = 0, ids[4], n;
	GLenum srcs[4], types[4], sevs[4];
	GLsizei lens[4], len = 0;
	GLint logged = -1;
	char log[512], label[64];
	GLsync sync;
	void(GL_APIENTRY * label_khr)(GLenum, GLuint, GLsizei, const GLchar *) =
		(void(GL_APIENTRY *)(GLenum, GLuint, GLsizei, const GLchar *))eglGetProcAddress("glObjectLabelKHR");
	const char *ext = (const char *)glGetString(GL_EXTENSIONS);

	if (!ext || !strstr(ext, "GL_KHR_debug") || !label_khr || !eglGetProcAddress("glDebugMessageInsertKHR"))
		return fail("GL_KHR_debug is not reported, or its KHR names do not resolve");
	glEnable(GL_DEBUG_OUTPUT);
	glEnable(GL_DEBUG_OUTPUT_SYNCHRONOUS);
	glDebugMessageCallback(on_debug, &user_tag);
	glGetPointerv(GL_DEBUG_CALLBACK_FUNCTION, &fn);
	glGetPointerv(GL_DEBUG_CALLBACK_USER_PARAM, &user);
	if (check("glDebugMessageCallback") || fn != (void *)on_debug || user != &user_tag)
		return fail("glGetPointerv does not give the callback and its user parameter");

	/* synchronous: each message before its call returns, on this thread */
	before = got;
	glDebugMessageInsert(GL_DEBUG_SOURCE_APPLICATION, GL_DEBUG_TYPE_MARKER, 42,
			     GL_DEBUG_SEVERITY_NOTIFICATION, -1, "hello from the guest");
	if (got != before + 1 || last_id != 42 || strcmp(last_msg, "hello from the guest"))
		return fail("the inserted message did not reach the callback before glDebugMessageInsert returned");
	glDebugMessageInsert(GL_DEBUG_SOURCE_THIRD_PARTY, GL_DEBUG_TYPE_OTHER, 41,
			     GL_DEBUG_SEVERITY_HIGH, 5, "five!and not this");
	if (got != before + 2 || last_id != 41 || strcmp(last_msg, "five!"))
		return fail("a message of length 5 did not arrive as its 5 bytes");
	glPushDebugGroup(GL_DEBUG_SOURCE_APPLICATION, 7, -1, "a group");
	if (got != before + 3 || last_type != GL_DEBUG_TYPE_PUSH_GROUP || last_id != 7)
		return fail("glPushDebugGroup's message did not reach the callback");
	glPopDebugGroup();
	if (got != before + 4 || last_type != GL_DEBUG_TYPE_POP_GROUP)
		return fail("glPopDebugGroup's message did not reach the callback");
	glDebugMessageControl(GL_DEBUG_SOURCE_APPLICATION, GL_DEBUG_TYPE_MARKER, GL_DONT_CARE, 1, &quiet, GL_FALSE);
	glDebugMessageInsert(GL_DEBUG_SOURCE_APPLICATION, GL_DEBUG_TYPE_MARKER, 44,
			     GL_DEBUG_SEVERITY_NOTIFICATION, -1, "disabled");
	if (check("debug messages") || got != before + 4)
		return fail("a message glDebugMessageControl disabled reached the callback");
	glBindBuffer(0xdead, 0); /* GL_INVALID_ENUM: the host's message about it */
	if (got != before + 5 || last_type != GL_DEBUG_TYPE_ERROR || glGetError() != GL_INVALID_ENUM)
		return fail("the host's error message did not reach the callback during glBindBuffer");
	if (got_other_thread)
		return fail("a synchronous message reached the callback on another thread");

	/* asynchronous: the message comes, on whatever thread */
	glDisable(GL_DEBUG_OUTPUT_SYNCHRONOUS);
	glDebugMessageInsert(GL_DEBUG_SOURCE_APPLICATION, GL_DEBUG_TYPE_MARKER, 43,
			     GL_DEBUG_SEVERITY_NOTIFICATION, -1, "asynchronous");
	glFinish();
	for (int i = 0; i < 500; i++) {
		pthread_mutex_lock(&lock);
		n = got;
		pthread_mutex_unlock(&lock);
		if (n == before + 6)
			break;
		usleep(10000);
	}
	if (n != before + 6 || last_id != 43)
		return fail("an asynchronous message did not reach the callback within 5 s");

	/* no callback: the log */
	glDebugMessageCallback(NULL, NULL);
	glDebugMessageInsert(GL_DEBUG_SOURCE_APPLICATION, GL_DEBUG_TYPE_MARKER, 45,
			     GL_DEBUG_SEVERITY_MEDIUM, -1, "for the log");
	glGetIntegerv(GL_DEBUG_LOGGED_MESSAGES, &logged);
	n = glGetDebugMessageLog(4, sizeof(log), srcs, types, ids, sevs, lens, log);
	if (check("glGetDebugMessageLog") || logged != 1 || n != 1 || ids[0] != 45 || lens[0] != 12 ||
	    strcmp(log, "for the log") || sevs[0] != GL_DEBUG_SEVERITY_MEDIUM)
		return fail("the message log does not hold the message inserted without a callback");
	note("log: %u message(s), id %u \"%s\"\n", n, ids[0], log);

	/* labels */
	glGenBuffers(1, &buf);
	glBindBuffer(GL_ARRAY_BUFFER, buf);
	glObjectLabel(GL_BUFFER, buf, -1, "vertices");
	glGetObjectLabel(GL_BUFFER, buf, sizeof(label), &len, label);
	if (check("glObjectLabel") || len != 8 || strcmp(label, "vertices"))
		return fail("glGetObjectLabel does not give the buffer's label");
	label_khr(GL_BUFFER, buf, 3, "vbo and more");
	glGetObjectLabel(GL_BUFFER, buf, sizeof(label), &len, label);
	if (check("glObjectLabelKHR") || len != 3 || strcmp(label, "vbo"))
		return fail("glObjectLabelKHR's label of 3 bytes");
	sync = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
	glObjectPtrLabel(sync, -1, "a fence");
	glGetObjectPtrLabel(sync, sizeof(label), &len, label);
	if (check("glObjectPtrLabel") || len != 7 || strcmp(label, "a fence"))
		return fail("glGetObjectPtrLabel does not give the sync object's label");
	glObjectPtrLabel((GLsync)(uintptr_t)0x7777, -1, "none");
	if (glGetError() != GL_INVALID_VALUE)
		return fail("a label for what is no sync object is not GL_INVALID_VALUE");
	glDeleteSync(sync);
	note("labels: buffer \"vbo\", sync \"a fence\"\n");
	/* back to the callback, synchronous, for the drawing below */
	glEnable(GL_DEBUG_OUTPUT_SYNCHRONOUS);
	glDebugMessageCallback(on_debug, &user_tag);
	return 0;
}

int main(int argc, char **argv)
{
	static const EGLint cfg_attr[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					   EGL_OPENGL_ES3_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
					   EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE };
	static const EGLint pb_attr[] = { EGL_WIDTH, W, EGL_HEIGHT, H, EGL_NONE };
	static const EGLint ctx_attr[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 2, EGL_NONE };
	/* four triangles' corners; the indices name them from base vertex 2 on */
	static const GLfloat verts[] = { 9, 9, 9, 9, -0.9f, -0.9f, -0.5f, -0.9f, -0.9f, -0.4f,
					 -0.9f, 0.1f, -0.5f, 0.1f, -0.9f, 0.6f };
	static const GLushort idx[] = { 0, 1, 2, 3, 4, 5 };
	/* the buffer texture's texels: RGBA8, one per instance, from texel 1 on (glTexBufferRange) */
	static const GLubyte texels[] = { 1, 2, 3, 4, 255, 64, 0, 255, 0, 255, 64, 255, 64, 0, 255, 255 };
	static const GLubyte red[4] = { 255, 0, 0, 255 };
	GLubyte frame[W * H * 4], small[16], copied[4] = { 0 };
	EGLDisplay dpy;
	EGLConfig cfg;
	EGLSurface surf;
	EGLContext ctx;
	EGLint n = 0;
	GLuint prog, vao, vbo, ibo, tbuf, tex, src, dst, fbo, samp, ms;
	GLint gl_major = 0, gl_minor = 0, border[4] = { 0 }, iv = 0, samples = 0;
	GLuint ub[4] = { 0 };
	GLfloat bbox[8] = { 0 }, fv = 0, tint[4] = { 0 };
	const GLint border_in[4] = { -1, 2, -3, 4 };
	const GLuint ub_in[4] = { 1u, 0x80000000u, 3u, 0xffffffffu };
	const char *ver, *sl;
	FILE *f;

	if (argc != 2) {
		fprintf(stderr, "usage: %s OUT\n", argv[0]);
		return 1;
	}
	main_thread = pthread_self();
	if (!(out = open_memstream(&out_buf, &out_len)))
		return 1;
	dpy = eglGetDisplay(EGL_DEFAULT_DISPLAY);
	if (!eglInitialize(dpy, NULL, NULL))
		return fail("eglInitialize");
	if (!eglChooseConfig(dpy, cfg_attr, &cfg, 1, &n) || n < 1)
		return 2;
	eglBindAPI(EGL_OPENGL_ES_API);
	surf = eglCreatePbufferSurface(dpy, cfg, pb_attr);
	ctx = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr);
	if (surf == EGL_NO_SURFACE)
		return fail("a pbuffer");
	if (ctx == EGL_NO_CONTEXT)
		return 3; /* no ES 3.2 context */
	if (!eglMakeCurrent(dpy, surf, surf, ctx))
		return fail("an ES 3.2 context on a pbuffer");
	ver = (const char *)glGetString(GL_VERSION);
	sl = (const char *)glGetString(GL_SHADING_LANGUAGE_VERSION);
	glGetIntegerv(GL_MAJOR_VERSION, &gl_major);
	glGetIntegerv(GL_MINOR_VERSION, &gl_minor);
	printf("%s\n%s\n", ver ? ver : "(null)", sl ? sl : "(null)");
	if (!ver || strncmp(ver, "OpenGL ES 3.2", 13))
		return 3;
	if (gl_major != 3 || gl_minor != 2 || !sl || strncmp(sl, "OpenGL ES GLSL ES 3.20", 22))
		return fail("GL_MAJOR/MINOR_VERSION or GLSL ES disagree with GL_VERSION");
	note("version %d.%d\n", gl_major, gl_minor);
	if (format_list(GL_NUM_COMPRESSED_TEXTURE_FORMATS, GL_COMPRESSED_TEXTURE_FORMATS,
			"GL_COMPRESSED_TEXTURE_FORMATS", 1) ||
	    format_list(GL_NUM_SHADER_BINARY_FORMATS, GL_SHADER_BINARY_FORMATS, "GL_SHADER_BINARY_FORMATS", 1) ||
	    format_list(GL_NUM_PROGRAM_BINARY_FORMATS, GL_PROGRAM_BINARY_FORMATS, "GL_PROGRAM_BINARY_FORMATS", 0))
		return 1;
	if (debug_output())
		return 1;

	/* indexed blend state: additive on draw buffer 0, queried back */
	glEnablei(GL_BLEND, 0);
	glBlendFunci(0, GL_ONE, GL_ONE);
	glBlendEquationi(0, GL_FUNC_ADD);
	glBlendEquationSeparatei(0, GL_FUNC_ADD, GL_MAX);
	glBlendFuncSeparatei(0, GL_ONE, GL_ONE, GL_ONE, GL_ZERO);
	glColorMaski(0, GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
	if (check("indexed blend state") || !glIsEnabledi(GL_BLEND, 0))
		return fail("glIsEnabledi(GL_BLEND, 0)");
	glDisablei(GL_BLEND, 0);
	if (glIsEnabledi(GL_BLEND, 0))
		return fail("glDisablei");
	glEnablei(GL_BLEND, 0);

	/* a buffer texture: texels 1-3 of the buffer (glTexBufferRange), one per instance */
	prog = program();
	glUseProgram(prog);
	glGetIntegerv(GL_TEXTURE_BUFFER_OFFSET_ALIGNMENT, &iv);
	if (iv < 4 || iv > 4096)
		return fail("GL_TEXTURE_BUFFER_OFFSET_ALIGNMENT");
	glGenBuffers(1, &tbuf);
	glBindBuffer(GL_TEXTURE_BUFFER, tbuf);
	glBufferData(GL_TEXTURE_BUFFER, iv + 12, NULL, GL_STATIC_DRAW);
	glBufferSubData(GL_TEXTURE_BUFFER, 0, 4, texels);
	glBufferSubData(GL_TEXTURE_BUFFER, iv, 12, texels + 4); /* texels 1-3 at the aligned offset */
	glGenTextures(1, &tex);
	glActiveTexture(GL_TEXTURE0);
	glBindTexture(GL_TEXTURE_BUFFER, tex);
	glTexBuffer(GL_TEXTURE_BUFFER, GL_RGBA8, tbuf);
	glTexBufferRange(GL_TEXTURE_BUFFER, GL_RGBA8, tbuf, iv, 12);
	note("texture buffer offset alignment %d\n", iv);
	glUniform1i(glGetUniformLocation(prog, "tb"), 0);
	glUniform4f(glGetUniformLocation(prog, "tint"), 1.0f, 0.5f, 1.0f, 1.0f);
	glGetnUniformfv(prog, glGetUniformLocation(prog, "tint"), sizeof(tint), tint);
	if (check("buffer texture and uniforms") || tint[1] != 0.5f)
		return fail("glGetnUniformfv");
	glGetnUniformfv(prog, glGetUniformLocation(prog, "tint"), 4, tint);
	if (glGetError() != GL_INVALID_OPERATION)
		return fail("glGetnUniformfv into 4 bytes is not GL_INVALID_OPERATION");

	/* the base-vertex draws, from buffer objects */
	glGenVertexArrays(1, &vao);
	glBindVertexArray(vao);
	glGenBuffers(1, &vbo);
	glBindBuffer(GL_ARRAY_BUFFER, vbo);
	glBufferData(GL_ARRAY_BUFFER, sizeof(verts), verts, GL_STATIC_DRAW);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, 0);
	glEnableVertexAttribArray(0);
	glGenBuffers(1, &ibo);
	glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ibo);
	glBufferData(GL_ELEMENT_ARRAY_BUFFER, sizeof(idx), idx, GL_STATIC_DRAW);
	glClearColor(0.1f, 0.1f, 0.1f, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
	glDrawElementsBaseVertex(GL_TRIANGLES, 3, GL_UNSIGNED_SHORT, 0, 2);
	glDrawRangeElementsBaseVertex(GL_TRIANGLES, 3, 5, 3, GL_UNSIGNED_SHORT, (const void *)6, 2);
	glDrawElementsInstancedBaseVertex(GL_TRIANGLES, 3, GL_UNSIGNED_SHORT, (const void *)6, 3, 2);
	if (check("base-vertex draws"))
		return 1;

	/* ES 3.2 state that draws nothing here: bounding box, sample shading, patches, a barrier */
	glPrimitiveBoundingBox(-1, -0.5f, 0, 1, 1, 0.5f, 0.25f, 1);
	glGetFloatv(GL_PRIMITIVE_BOUNDING_BOX, bbox);
	glMinSampleShading(0.5f);
	glGetFloatv(GL_MIN_SAMPLE_SHADING_VALUE, &fv);
	glPatchParameteri(GL_PATCH_VERTICES, 4);
	glGetIntegerv(GL_PATCH_VERTICES, &iv);
	glBlendBarrier();
	if (check("bounding box, sample shading, patches") || bbox[1] != -0.5f || bbox[6] != 0.25f ||
	    fv != 0.5f || iv != 4)
		return fail("the ES 3.2 state read back");
	note("bounding box %g %g %g %g %g %g %g %g, min sample shading %g, patch vertices %d\n", bbox[0],
	     bbox[1], bbox[2], bbox[3], bbox[4], bbox[5], bbox[6], bbox[7], fv, iv);
	if (glGetGraphicsResetStatus() != GL_NO_ERROR)
		return fail("glGetGraphicsResetStatus");

	/* integer border colours */
	glGenTextures(1, &src);
	glBindTexture(GL_TEXTURE_2D, src);
	glTexStorage2D(GL_TEXTURE_2D, 1, GL_RGBA8, 2, 2);
	glTexSubImage2D(GL_TEXTURE_2D, 0, 1, 1, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, red);
	glTexParameterIiv(GL_TEXTURE_2D, GL_TEXTURE_BORDER_COLOR, border_in);
	glGetTexParameterIiv(GL_TEXTURE_2D, GL_TEXTURE_BORDER_COLOR, border);
	glGenSamplers(1, &samp);
	glSamplerParameterIuiv(samp, GL_TEXTURE_BORDER_COLOR, ub_in);
	glGetSamplerParameterIuiv(samp, GL_TEXTURE_BORDER_COLOR, ub);
	if (check("integer border colours") || memcmp(border, border_in, sizeof(border)) || memcmp(ub, ub_in, sizeof(ub)))
		return fail("the integer border colours read back");
	note("border colours %d %d %d %d / %u %u %u %u\n", border[0], border[1], border[2], border[3], ub[0],
	     ub[1], ub[2], ub[3]);

	/* glCopyImageSubData: the red texel into another texture, read through glFramebufferTexture */
	glGenTextures(1, &dst);
	glBindTexture(GL_TEXTURE_2D, dst);
	glTexStorage2D(GL_TEXTURE_2D, 1, GL_RGBA8, 2, 2);
	glCopyImageSubData(src, GL_TEXTURE_2D, 0, 1, 1, 0, dst, GL_TEXTURE_2D, 0, 0, 0, 0, 1, 1, 1);
	glGenFramebuffers(1, &fbo);
	glBindFramebuffer(GL_FRAMEBUFFER, fbo);
	glFramebufferTexture(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, dst, 0);
	if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
		return fail("a framebuffer of glFramebufferTexture");
	glReadPixels(0, 0, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, copied);
	if (check("glCopyImageSubData") || memcmp(copied, red, 4))
		return fail("glCopyImageSubData's texel");
	glBindFramebuffer(GL_FRAMEBUFFER, 0);

	/* a 2D multisample array texture */
	glGenTextures(1, &ms);
	glBindTexture(GL_TEXTURE_2D_MULTISAMPLE_ARRAY, ms);
	glTexStorage3DMultisample(GL_TEXTURE_2D_MULTISAMPLE_ARRAY, 4, GL_RGBA8, 8, 8, 2, GL_TRUE);
	glGetTexLevelParameteriv(GL_TEXTURE_2D_MULTISAMPLE_ARRAY, 0, GL_TEXTURE_SAMPLES, &samples);
	if (check("glTexStorage3DMultisample") || samples < 4)
		return fail("the multisample array texture's samples");

	/* the frame, with the robust read: too small a buffer first */
	glReadnPixels(0, 0, 2, 2, GL_RGBA, GL_UNSIGNED_BYTE, 15, small);
	if (glGetError() != GL_INVALID_OPERATION)
		return fail("glReadnPixels of 16 bytes into 15 is not GL_INVALID_OPERATION");
	glReadnPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, sizeof(frame), frame);
	if (check("glReadnPixels"))
		return 1;
	printf("renderer: %s\n", (const char *)glGetString(GL_RENDERER));
	pthread_mutex_lock(&lock);
	note("debug messages: %u\n", got); /* an asynchronous one may come on another thread */
	pthread_mutex_unlock(&lock);
	glDebugMessageCallback(NULL, NULL);
	fclose(out);
	fputs(out_buf, stdout);
	if (!(f = fopen(argv[1], "wb")) || fwrite(out_buf, out_len, 1, f) != 1 ||
	    fwrite(frame, sizeof(frame), 1, f) != 1 || fclose(f))
		return fail("writing the output");
	printf("ES 3.2: done\n");
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(dpy, ctx);
	eglDestroySurface(dpy, surf);
	eglTerminate(dpy);
	return 0;
}
