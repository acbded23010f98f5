/* SPDX-License-Identifier: MIT */
/*
 * GL_EXT_buffer_storage for e2e.gles_bufstorage (tests/e2e/gles_bufstorage.sh): run natively and
 * through virtcl, what it writes must be the same byte for byte. What piglit's
 * bufferstorage-persistent_gles3 does not check, only what the EXT_buffer_storage spec defines:
 *  - the queries (GL_BUFFER_IMMUTABLE_STORAGE_EXT, GL_BUFFER_STORAGE_FLAGS_EXT), and the errors of
 *    immutable storage (glBufferData; glBufferSubData without GL_DYNAMIC_STORAGE_BIT_EXT);
 *  - a non-coherent persistent mapping with GL_MAP_FLUSH_EXPLICIT_BIT: a flushed range reaches the
 *    server (glCopyBufferSubData of it), and the server's writes (a copy into another range, then
 *    glMemoryBarrier(GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT_EXT) and glFinish) reach the mapping without
 *    undoing what the application wrote elsewhere and did not flush;
 *  - a 1 MiB coherent mapping (through the shared region on shm:): 64 draws, each of vertices the
 *    application wrote into the mapping just before it, nothing flushed; a server write seen after a
 *    fence polled with glGetSynciv(GL_SYNC_STATUS) until GL_SIGNALED, others after an EGL fence
 *    (eglClientWaitSync; eglGetSyncAttrib polled until EGL_SIGNALED), and a server write between
 *    two of the application's writes, with no sync point between, kept;
 *  - glUnmapBuffer of a persistent mapping: what was written last is there (read with a mapping
 *    that is not persistent), GL_BUFFER_MAPPED is false;
 *  - a persistently mapped buffer deleted, another made and mapped.
 * Writes the bytes it read and the frame (RGBA) to the file.
 * Exit 0: done; 1: a GL or EGL error or a wrong value; 2: no ES 3 pbuffer config; 3: the host has no
 * GL_EXT_buffer_storage.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <EGL/egl.h>
#include <GLES3/gl31.h>
#include <GLES2/gl2ext.h>

#define W 64
#define H 64
#define BIG (1u << 20) /* the coherent mapping's bytes */

static const char *vs_src =
	"#version 300 es\n"
	"in vec2 pos;\n"
	"uniform vec4 col;\n"
	"out vec4 v_col;\n"
	"void main() { v_col = col; gl_Position = vec4(pos, 0.0, 1.0); }\n";
static const char *fs_src =
	"#version 300 es\n"
	"precision mediump float;\n"
	"in vec4 v_col;\n"
	"out vec4 color;\n"
	"void main() { color = v_col; }\n";

static FILE *out;

static int fail(const char *what)
{
	fprintf(stderr, "bufstorage: %s (GL error %#x)\n", what, glGetError());
	return 1;
}

static int check(const char *what)
{
	GLenum e = glGetError();

	if (e != GL_NO_ERROR) {
		fprintf(stderr, "bufstorage: GL error %#x after %s\n", e, what);
		return 1;
	}
	return 0;
}

/* n bytes of buffer b at off, read with a mapping that is not persistent, into the output */
static int dump(GLuint b, GLintptr off, GLsizeiptr n, unsigned char *copy)
{
	const void *p;

	glBindBuffer(GL_COPY_READ_BUFFER, b);
	if (!(p = glMapBufferRange(GL_COPY_READ_BUFFER, off, n, GL_MAP_READ_BIT)))
		return fail("glMapBufferRange to read");
	if (copy)
		memcpy(copy, p, (size_t)n);
	fwrite(p, (size_t)n, 1, out);
	glUnmapBuffer(GL_COPY_READ_BUFFER);
	glBindBuffer(GL_COPY_READ_BUFFER, 0);
	return check("a read mapping");
}

static GLuint program(void)
{
	const char *srcs[2] = { vs_src, fs_src };
	const GLenum types[2] = { GL_VERTEX_SHADER, GL_FRAGMENT_SHADER };
	GLuint p = glCreateProgram();
	GLint ok = 0;

	for (int i = 0; i < 2; i++) {
		GLuint s = glCreateShader(types[i]);
		glShaderSource(s, 1, &srcs[i], NULL);
		glCompileShader(s);
		glAttachShader(p, s);
	}
	glBindAttribLocation(p, 0, "pos");
	glLinkProgram(p);
	glGetProgramiv(p, GL_LINK_STATUS, &ok);
	return ok ? p : 0;
}

int main(int argc, char **argv)
{
	static const EGLint cfg_attr[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					   EGL_OPENGL_ES3_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
					   EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE };
	static const EGLint pb_attr[] = { EGL_WIDTH, W, EGL_HEIGHT, H, EGL_NONE };
	static const EGLint ctx_attr[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_NONE };
	PFNGLBUFFERSTORAGEEXTPROC storage;
	const GLbitfield nc_flags = GL_MAP_READ_BIT | GL_MAP_WRITE_BIT | GL_MAP_PERSISTENT_BIT_EXT;
	const GLbitfield co_flags = nc_flags | GL_MAP_COHERENT_BIT_EXT;
	unsigned char src[256], got[256], frame[W * H * 4];
	GLuint b[4], prog;
	GLint v = 0;
	EGLDisplay dpy;
	EGLConfig cfg;
	EGLSurface surf;
	EGLContext ctx;
	EGLint n = 0;
	unsigned char *m;
	float *vtx;
	const char *exts;

	if (argc != 2) {
		fprintf(stderr, "usage: %s OUT\n", argv[0]);
		return 1;
	}
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
	exts = (const char *)glGetString(GL_EXTENSIONS);
	printf("%s\n", (const char *)glGetString(GL_VERSION));
	if (!exts || !strstr(exts, "GL_EXT_buffer_storage ") ||
	    !(storage = (PFNGLBUFFERSTORAGEEXTPROC)eglGetProcAddress("glBufferStorageEXT")))
		return 3;
	if (!(out = fopen(argv[1], "wb")))
		return fail("the output");
	for (unsigned i = 0; i < sizeof(src); i++)
		src[i] = (unsigned char)(i * 7 + 3);
	glGenBuffers(4, b);

	/* immutable storage: its queries and errors */
	glBindBuffer(GL_COPY_WRITE_BUFFER, b[0]);
	storage(GL_COPY_WRITE_BUFFER, 256, src, nc_flags);
	glGetBufferParameteriv(GL_COPY_WRITE_BUFFER, GL_BUFFER_IMMUTABLE_STORAGE_EXT, &v);
	if (check("glBufferStorageEXT") || v != GL_TRUE)
		return fail("GL_BUFFER_IMMUTABLE_STORAGE_EXT is not GL_TRUE");
	glGetBufferParameteriv(GL_COPY_WRITE_BUFFER, GL_BUFFER_STORAGE_FLAGS_EXT, &v);
	if (v != (GLint)nc_flags)
		return fail("GL_BUFFER_STORAGE_FLAGS_EXT is not the flags given");
	glBufferData(GL_COPY_WRITE_BUFFER, 16, NULL, GL_STATIC_DRAW);
	if (glGetError() != GL_INVALID_OPERATION)
		return fail("glBufferData of immutable storage is not GL_INVALID_OPERATION");
	glBufferSubData(GL_COPY_WRITE_BUFFER, 0, 16, src);
	if (glGetError() != GL_INVALID_OPERATION)
		return fail("glBufferSubData without GL_DYNAMIC_STORAGE_BIT_EXT is not GL_INVALID_OPERATION");
	printf("immutable storage: queries and errors as the spec says\n");

	/* non-coherent, explicit flushes: bytes 0-63 flushed, 64-127 written and not flushed; the
	 * server copies bytes 0-63 to 128-191 (a copy between ranges of one buffer) */
	m = glMapBufferRange(GL_COPY_WRITE_BUFFER, 0, 256, nc_flags | GL_MAP_FLUSH_EXPLICIT_BIT);
	if (!m || check("a persistent mapping"))
		return fail("glMapBufferRange persistent");
	if (memcmp(m, src, 256))
		return fail("the persistent mapping does not start with the buffer's contents");
	memset(m, 0xa1, 64);
	glFlushMappedBufferRange(GL_COPY_WRITE_BUFFER, 0, 64);
	memset(m + 64, 0xb2, 64);
	glBindBuffer(GL_COPY_READ_BUFFER, b[0]);
	glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, 0, 128, 64);
	glMemoryBarrier(GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT_EXT);
	glFinish();
	if (check("a copy into a persistent mapping"))
		return 1;
	for (int i = 0; i < 256; i++) {
		unsigned char want = i < 64 || (i >= 128 && i < 192) ? 0xa1 : i < 128 ? 0xb2 : src[i];
		if (m[i] != want) {
			fprintf(stderr, "bufstorage: byte %d of the mapping is %#x, not %#x\n", i, m[i], want);
			return 1;
		}
	}
	fwrite(m, 256, 1, out);
	printf("non-coherent: a flushed range reached the server, its copy the mapping, unflushed bytes kept\n");
	glFlushMappedBufferRange(GL_COPY_WRITE_BUFFER, 64, 64);
	if (!glUnmapBuffer(GL_COPY_WRITE_BUFFER) || check("glUnmapBuffer"))
		return fail("glUnmapBuffer of a persistent mapping");
	glGetBufferParameteriv(GL_COPY_WRITE_BUFFER, GL_BUFFER_MAPPED, &v);
	if (v != GL_FALSE)
		return fail("GL_BUFFER_MAPPED after glUnmapBuffer");
	if (dump(b[0], 0, 256, got))
		return 1;
	if (got[0] != 0xa1 || got[64] != 0xb2 || got[128] != 0xa1 || got[255] != src[255])
		return fail("the buffer after glUnmapBuffer");
	printf("unmapped: the buffer holds what was flushed\n");

	/* coherent, 1 MiB: the application writes each of 64 draws' vertices into the mapping just
	 * before the draw; then a server write seen after a fence polled until signaled */
	if (!(prog = program()))
		return fail("the program");
	glUseProgram(prog);
	glBindBuffer(GL_ARRAY_BUFFER, b[1]);
	storage(GL_ARRAY_BUFFER, BIG, NULL, co_flags | GL_DYNAMIC_STORAGE_BIT_EXT);
	vtx = glMapBufferRange(GL_ARRAY_BUFFER, 0, BIG, co_flags);
	if (!vtx || check("a coherent mapping of 1 MiB"))
		return fail("glMapBufferRange coherent");
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, (const void *)(BIG / 2));
	glEnableVertexAttribArray(0);
	glViewport(0, 0, W, H);
	glClearColor(0.1f, 0.2f, 0.3f, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
	for (int i = 0; i < 64; i++) {
		/* draw i's vertices in a slot of their own (8 vertices apart): no draw reads what a later
		 * write changes, as the spec asks of a mapping written while the server reads it */
		float x = -1.0f + (float)(i % 8) * 0.25f, y = -1.0f + (float)(i / 8) * 0.25f;
		float *t = vtx + BIG / 2 / sizeof(float) + i * 16;
		t[0] = x, t[1] = y, t[2] = x + 0.25f, t[3] = y, t[4] = x, t[5] = y + 0.25f;
		glUniform4f(glGetUniformLocation(prog, "col"), (float)(i % 8) / 8.0f, (float)(i / 8) / 8.0f,
			    (float)(i % 3) / 3.0f, 1.0f);
		glDrawArrays(GL_TRIANGLES, i * 8, 3);
	}
	if (check("64 draws from a coherent mapping"))
		return 1;
	glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, frame);
	fwrite(frame, sizeof(frame), 1, out);
	glBindBuffer(GL_COPY_WRITE_BUFFER, b[2]);
	glBufferData(GL_COPY_WRITE_BUFFER, 256, src, GL_STATIC_DRAW);
	glBindBuffer(GL_COPY_READ_BUFFER, b[2]);
	glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_ARRAY_BUFFER, 0, BIG - 256, 256);
	{
		GLsync s = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
		GLint status = GL_UNSIGNALED;
		glFlush();
		for (int k = 0; k < 100000 && status != GL_SIGNALED; k++)
			glGetSynciv(s, GL_SYNC_STATUS, 1, NULL, &status);
		glDeleteSync(s);
		if (status != GL_SIGNALED)
			return fail("the fence never signaled");
	}
	if (memcmp((unsigned char *)vtx + BIG - 256, src, 256))
		return fail("a server write to a coherent mapping is not seen after its fence signaled");
	fwrite((unsigned char *)vtx + BIG - 256, 256, 1, out);
	printf("coherent: 64 draws of vertices written just before; a server write seen after its fence\n");
	/* the same with EGL's fences (GL_OES_EGL_sync: an EGL fence is a GL sync point): a server write
	 * seen after eglClientWaitSync says the fence is signaled, another after eglGetSyncAttrib does */
	for (int k = 0; k < 2; k++) {
		unsigned char src2[256];
		EGLSync es;
		EGLAttrib st = EGL_UNSIGNALED;
		for (int i = 0; i < 256; i++)
			src2[i] = (unsigned char)(src[i] ^ (0x5a + k));
		glBufferData(GL_COPY_READ_BUFFER, 256, src2, GL_STATIC_DRAW);
		glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_ARRAY_BUFFER, 0, BIG - 512 - 256 * k, 256);
		if ((es = eglCreateSync(dpy, EGL_SYNC_FENCE, NULL)) == EGL_NO_SYNC)
			return fail("eglCreateSync");
		if (!k && eglClientWaitSync(dpy, es, EGL_SYNC_FLUSH_COMMANDS_BIT, EGL_FOREVER) != EGL_CONDITION_SATISFIED)
			return fail("eglClientWaitSync");
		for (int p = 0; k && p < 100000 && st != EGL_SIGNALED; p++)
			if (!eglGetSyncAttrib(dpy, es, EGL_SYNC_STATUS, &st))
				return fail("eglGetSyncAttrib");
		eglDestroySync(dpy, es);
		if (k && st != EGL_SIGNALED)
			return fail("the EGL fence never signaled");
		if (memcmp((unsigned char *)vtx + BIG - 512 - 256 * k, src2, 256))
			return fail(k ? "a server write to a coherent mapping is not seen after eglGetSyncAttrib said "
					"its EGL fence is signaled"
				      : "a server write to a coherent mapping is not seen after eglClientWaitSync on its "
					"EGL fence");
		fwrite((unsigned char *)vtx + BIG - 512 - 256 * k, 256, 1, out);
	}
	printf("coherent: server writes seen after an EGL fence (eglClientWaitSync, eglGetSyncAttrib)\n");
	/* the server writes 100 bytes (a copy into 1000..1099) while the application writes bytes 0
	 * and 4000 around them, no sync point between: after a fence all three writes are there (the
	 * client's writes carry no byte it did not write) */
	glBufferData(GL_COPY_READ_BUFFER, 256, src, GL_STATIC_DRAW);
	glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_ARRAY_BUFFER, 0, 1000, 100);
	((unsigned char *)vtx)[0] = 0x11;
	((unsigned char *)vtx)[4000] = 0x22;
	{
		GLsync s = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
		if (glClientWaitSync(s, GL_SYNC_FLUSH_COMMANDS_BIT, ~(GLuint64)0) == GL_WAIT_FAILED)
			return fail("glClientWaitSync");
		glDeleteSync(s);
	}
	if (memcmp((unsigned char *)vtx + 1000, src, 100) || ((unsigned char *)vtx)[0] != 0x11 ||
	    ((unsigned char *)vtx)[4000] != 0x22)
		return fail("a server write between two client writes to a coherent mapping was undone");
	fwrite(vtx, 4096, 1, out);
	printf("coherent: a server write between two client writes kept\n");

	/* a persistently mapped buffer deleted; another made, mapped and written */
	glDeleteBuffers(1, &b[1]);
	glBindBuffer(GL_ARRAY_BUFFER, b[3]);
	storage(GL_ARRAY_BUFFER, 256, NULL, co_flags);
	if (!(m = glMapBufferRange(GL_ARRAY_BUFFER, 0, 256, co_flags)) || check("a mapping after a deletion"))
		return fail("glMapBufferRange after deleting a mapped buffer");
	memcpy(m, src, 256);
	if (!glUnmapBuffer(GL_ARRAY_BUFFER) || dump(b[3], 0, 256, got) || memcmp(got, src, 256))
		return fail("a coherent mapping's bytes after glUnmapBuffer");
	printf("deleted while mapped; a new mapping written and unmapped\n");
	if (fclose(out))
		return fail("writing the output");
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(dpy, ctx);
	eglDestroySurface(dpy, surf);
	eglTerminate(dpy);
	return 0;
}
