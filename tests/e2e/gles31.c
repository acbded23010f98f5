/* SPDX-License-Identifier: MIT */
/*
 * An OpenGL ES 3.1 program for e2e.gles31 (tests/e2e/gles31.sh): run natively and through virtcl,
 * what it writes must be the same byte for byte. An ES 3 context on a pbuffer that says OpenGL ES
 * 3.1 (GL_MINOR_VERSION 1); a compute shader (glDispatchCompute, then glDispatchComputeIndirect
 * from a GL_DISPATCH_INDIRECT_BUFFER) writes a shader storage buffer, among its words the commands
 * of an indirect draw; after glMemoryBarrier, glDrawArraysIndirect and glDrawElementsIndirect read
 * those commands from GL_DRAW_INDIRECT_BUFFER, their vertices given with ES 3.1's vertex attribute
 * binding (glBindVertexBuffer, glVertexAttribFormat, glVertexAttribBinding) in a VAO; in the
 * default VAO those calls are GL_INVALID_OPERATION and its client-side arrays draw. Also checked:
 * program interface queries of the storage block, glGetIntegeri_v of the work group limits, and
 * that an indirect draw with no GL_DRAW_INDIRECT_BUFFER (a client-side pointer) is
 * GL_INVALID_OPERATION. Writes the storage buffer's bytes, then the frame (RGBA), to the file.
 * Exit 0: done; 1: a GL or EGL error; 2: no ES 3 pbuffer config; 3: the host has no ES 3.1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <EGL/egl.h>
#include <GLES3/gl31.h>

#define W 64
#define H 64
#define WORDS 256 /* the storage buffer's uints */

/* word i of data (from 8 on): i * 2654435761 ^ (i >> 3) ^ salt, i counted from base; the draw commands
 * (DrawArraysIndirectCommand at word 0, DrawElementsIndirectCommand at word 4) from the first
 * invocation only */
static const char *cs_src =
	"#version 310 es\n"
	"layout(local_size_x = 16) in;\n"
	"layout(std430, binding = 0) buffer Data { uint data[]; };\n"
	"uniform uint salt, base;\n"
	"void main() {\n"
	"  uint i = gl_GlobalInvocationID.x + base;\n"
	"  if (i >= 8u) data[i] = (i * 2654435761u) ^ (i >> 3) ^ salt;\n"
	"  if (i == 0u) {\n"
	"    data[0] = 3u; data[1] = 2u; data[2] = 0u; data[3] = 0u;\n"            /* arrays */
	"    data[4] = 3u; data[5] = 1u; data[6] = 0u; data[7] = 0u;\n"            /* elements */
	"  }\n"
	"}\n";
static const char *vs_src =
	"#version 310 es\n"
	"layout(location = 0) in vec2 pos;\n"
	"layout(location = 1) in vec4 col;\n"
	"out vec4 v_col;\n"
	"void main() {\n"
	"  v_col = col;\n"
	"  gl_Position = vec4(pos + vec2(float(gl_InstanceID) * 0.5, 0.0), 0.0, 1.0);\n"
	"}\n";
static const char *fs_src =
	"#version 310 es\n"
	"precision mediump float;\n"
	"in vec4 v_col;\n"
	"out vec4 color;\n"
	"void main() { color = v_col; }\n";

static int fail(const char *what)
{
	GLenum e = glGetError();

	fprintf(stderr, "gles31: %s (GL error %#x)\n", what, e);
	return 1;
}

static int check(const char *what)
{
	GLenum e = glGetError();

	if (e != GL_NO_ERROR) {
		fprintf(stderr, "gles31: GL error %#x after %s\n", e, what);
		return 1;
	}
	return 0;
}

static GLuint program(int n, const GLenum *types, const char *const *srcs)
{
	GLuint p = glCreateProgram();
	GLint ok = 0;
	char log[1024];

	for (int i = 0; i < n; i++) {
		GLuint s = glCreateShader(types[i]);
		glShaderSource(s, 1, &srcs[i], NULL);
		glCompileShader(s);
		glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
		if (!ok) {
			glGetShaderInfoLog(s, sizeof(log), NULL, log);
			fprintf(stderr, "gles31: shader: %s\n", log);
			exit(1);
		}
		glAttachShader(p, s);
	}
	glLinkProgram(p);
	glGetProgramiv(p, GL_LINK_STATUS, &ok);
	if (!ok) {
		glGetProgramInfoLog(p, sizeof(log), NULL, log);
		fprintf(stderr, "gles31: link: %s\n", log);
		exit(1);
	}
	return p;
}

int main(int argc, char **argv)
{
	static const EGLint cfg_attr[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					   EGL_OPENGL_ES3_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
					   EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE };
	static const EGLint pb_attr[] = { EGL_WIDTH, W, EGL_HEIGHT, H, EGL_NONE };
	static const EGLint ctx_attr[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_NONE };
	/* interleaved: position (2 floats), colour (4 unsigned bytes) */
	static const struct { GLfloat x, y; GLubyte c[4]; } verts[] = {
		{ -0.9f, -0.9f, { 255, 0, 0, 255 } }, { -0.4f, -0.9f, { 0, 255, 0, 255 } },
		{ -0.9f, -0.2f, { 0, 0, 255, 255 } }, { -0.9f, 0.1f, { 255, 255, 0, 255 } },
		{ -0.2f, 0.1f, { 0, 255, 255, 255 } }, { -0.5f, 0.9f, { 255, 0, 255, 255 } },
	};
	static const GLushort idx[] = { 3, 4, 5 };
	static const GLuint groups[3] = { WORDS / 16 / 2, 1, 1 }; /* the second half: indirect */
	const char *const cs[] = { cs_src }, *const vf[] = { vs_src, fs_src };
	const GLenum cs_t[] = { GL_COMPUTE_SHADER }, vf_t[] = { GL_VERTEX_SHADER, GL_FRAGMENT_SHADER };
	GLubyte frame[W * H * 4];
	GLuint words[WORDS];
	EGLDisplay dpy;
	EGLConfig cfg;
	EGLSurface surf;
	EGLContext ctx;
	EGLint n = 0;
	GLuint cprog, dprog, ssbo, dispatch, vao, vbo, ibo, block;
	GLint gl_major = 0, gl_minor = 0, count[3] = { 0 }, nblocks = 0, prop_out[2] = { 0 }, len = 0;
	const GLenum props[] = { GL_BUFFER_BINDING, GL_BUFFER_DATA_SIZE };
	const char *ver, *sl;
	char name[32];
	void *p;
	FILE *f;

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
	ver = (const char *)glGetString(GL_VERSION);
	sl = (const char *)glGetString(GL_SHADING_LANGUAGE_VERSION);
	glGetIntegerv(GL_MAJOR_VERSION, &gl_major);
	glGetIntegerv(GL_MINOR_VERSION, &gl_minor);
	printf("%s\n%s\n", ver ? ver : "(null)", sl ? sl : "(null)");
	if (!ver || !strncmp(ver, "OpenGL ES 3.0", 13) || strncmp(ver, "OpenGL ES 3.", 12))
		return 3;
	if (gl_major != 3 || gl_minor < 1 || !sl || strncmp(sl, "OpenGL ES GLSL ES 3.", 20) || sl[20] < '1')
		return fail("GL_MAJOR/MINOR_VERSION or GLSL ES disagree with GL_VERSION");
	for (int i = 0; i < 3; i++)
		glGetIntegeri_v(GL_MAX_COMPUTE_WORK_GROUP_COUNT, (GLuint)i, &count[i]);
	if (check("version queries") || count[0] < 65535 || count[1] < 65535 || count[2] < 65535)
		return fail("GL_MAX_COMPUTE_WORK_GROUP_COUNT below ES 3.1's minimum");

	/* compute: half the groups directly, the other half from a dispatch indirect buffer */
	cprog = program(1, cs_t, cs);
	glUseProgram(cprog);
	glUniform1ui(glGetUniformLocation(cprog, "salt"), 0x5a5a0000u);
	glUniform1ui(glGetUniformLocation(cprog, "base"), 0);
	glGenBuffers(1, &ssbo);
	glBindBuffer(GL_SHADER_STORAGE_BUFFER, ssbo);
	memset(words, 0xee, sizeof(words));
	glBufferData(GL_SHADER_STORAGE_BUFFER, sizeof(words), words, GL_DYNAMIC_COPY);
	glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, ssbo);
	glGetProgramInterfaceiv(cprog, GL_SHADER_STORAGE_BLOCK, GL_ACTIVE_RESOURCES, &nblocks);
	block = glGetProgramResourceIndex(cprog, GL_SHADER_STORAGE_BLOCK, "Data");
	glGetProgramResourceName(cprog, GL_SHADER_STORAGE_BLOCK, block, sizeof(name), &len, name);
	glGetProgramResourceiv(cprog, GL_SHADER_STORAGE_BLOCK, block, 2, props, 2, NULL, prop_out);
	if (check("program interface queries") || nblocks != 1 || block == GL_INVALID_INDEX || len != 4 ||
	    strcmp(name, "Data") || prop_out[0] != 0)
		return fail("program interface queries of the storage block");
	printf("storage block %s: binding %d, %d bytes\n", name, prop_out[0], prop_out[1]);
	glDispatchCompute(groups[0], 1, 1);
	glGenBuffers(1, &dispatch);
	glBindBuffer(GL_DISPATCH_INDIRECT_BUFFER, dispatch);
	{
		GLuint cmd[4] = { 0, groups[0], 1, 1 }; /* at offset 4: the second half's groups */
		glBufferData(GL_DISPATCH_INDIRECT_BUFFER, sizeof(cmd), cmd, GL_STATIC_DRAW);
	}
	glUniform1ui(glGetUniformLocation(cprog, "salt"), 0xa5a50000u);
	glUniform1ui(glGetUniformLocation(cprog, "base"), WORDS / 2);
	glDispatchComputeIndirect(4); /* an offset into the GL_DISPATCH_INDIRECT_BUFFER */
	glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT | GL_COMMAND_BARRIER_BIT);
	if (check("dispatches"))
		return 1;
	p = glMapBufferRange(GL_SHADER_STORAGE_BUFFER, 0, sizeof(words), GL_MAP_READ_BIT);
	if (!p)
		return fail("glMapBufferRange to read the storage buffer");
	memcpy(words, p, sizeof(words));
	glUnmapBuffer(GL_SHADER_STORAGE_BUFFER);
	if (words[0] != 3 || words[4] != 3 || words[8] != ((8u * 2654435761u) ^ 1u ^ 0x5a5a0000u) ||
	    words[WORDS - 1] != (((WORDS - 1u) * 2654435761u) ^ ((WORDS - 1u) >> 3) ^ 0xa5a50000u))
		return fail("the storage buffer's words");

	/* the draws: their commands are the storage buffer's first words */
	dprog = program(2, vf_t, vf);
	glUseProgram(dprog);
	glGenVertexArrays(1, &vao);
	glBindVertexArray(vao);
	glGenBuffers(1, &vbo);
	glBindBuffer(GL_ARRAY_BUFFER, vbo);
	glBufferData(GL_ARRAY_BUFFER, sizeof(verts), verts, GL_STATIC_DRAW);
	glBindVertexBuffer(3, vbo, 0, sizeof(verts[0]));
	glVertexAttribFormat(0, 2, GL_FLOAT, GL_FALSE, 0);
	glVertexAttribFormat(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, 2 * sizeof(GLfloat));
	glVertexAttribBinding(0, 3);
	glVertexAttribBinding(1, 3);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glGenBuffers(1, &ibo);
	glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ibo);
	glBufferData(GL_ELEMENT_ARRAY_BUFFER, sizeof(idx), idx, GL_STATIC_DRAW);
	glViewport(0, 0, W, H);
	glClearColor(0.1f, 0.2f, 0.3f, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
	/* no indirect buffer: a client-side pointer is GL_INVALID_OPERATION (ES 3.1 §10.5) */
	glDrawArraysIndirect(GL_TRIANGLES, words);
	if (glGetError() != GL_INVALID_OPERATION)
		return fail("glDrawArraysIndirect from client memory is not GL_INVALID_OPERATION");
	glBindBuffer(GL_DRAW_INDIRECT_BUFFER, ssbo);
	glDrawArraysIndirect(GL_TRIANGLES, (const void *)0);
	glDrawElementsIndirect(GL_TRIANGLES, GL_UNSIGNED_SHORT, (const void *)(4 * sizeof(GLuint)));
	if (check("indirect draws"))
		return 1;
	/* the default VAO, with client-side arrays: ES 3.1's vertex attribute binding calls are
	 * GL_INVALID_OPERATION there (§10.3), the client-side arrays draw as before; 3 instances */
	glBindVertexArray(0);
	glBindBuffer(GL_ARRAY_BUFFER, 0);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(verts[0]), &verts[0].x);
	glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(verts[0]), verts[0].c);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	if (check("client-side arrays"))
		return 1;
	glBindVertexBuffer(0, vbo, 0, sizeof(verts[0]));
	if (glGetError() != GL_INVALID_OPERATION)
		return fail("glBindVertexBuffer in the default VAO is not GL_INVALID_OPERATION");
	glVertexAttribFormat(0, 2, GL_FLOAT, GL_FALSE, 0);
	if (glGetError() != GL_INVALID_OPERATION)
		return fail("glVertexAttribFormat in the default VAO is not GL_INVALID_OPERATION");
	glVertexAttribBinding(1, 0);
	if (glGetError() != GL_INVALID_OPERATION)
		return fail("glVertexAttribBinding in the default VAO is not GL_INVALID_OPERATION");
	glVertexBindingDivisor(0, 1);
	if (glGetError() != GL_INVALID_OPERATION)
		return fail("glVertexBindingDivisor in the default VAO is not GL_INVALID_OPERATION");
	glDrawArraysInstanced(GL_TRIANGLES, 3, 3, 3);
	if (check("client-side arrays after the refused calls"))
		return 1;
	glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, frame);
	if (check("glReadPixels"))
		return 1;
	printf("renderer: %s\n", (const char *)glGetString(GL_RENDERER));
	if (!(f = fopen(argv[1], "wb")) || fwrite(words, sizeof(words), 1, f) != 1 ||
	    fwrite(frame, sizeof(frame), 1, f) != 1 || fclose(f))
		return fail("writing the output");
	printf("ES 3.1: compute wrote %zu bytes, two indirect draws\n", sizeof(words));
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(dpy, ctx);
	eglDestroySurface(dpy, surf);
	eglTerminate(dpy);
	return 0;
}
