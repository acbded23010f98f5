/* SPDX-License-Identifier: MIT */
/*
 * An ordinary OpenGL ES 2.0 program that knows nothing of virtcl: EGL's surfaceless platform
 * (EGL_MESA_platform_surfaceless) or the default display, a 256x256 pbuffer, a clear, a triangle
 * drawn by a shader from a vertex buffer and sampling a 128x128 texture, a second triangle with
 * indices from an element buffer, two more from client-side arrays (indexed, and from a first
 * vertex), then glReadPixels of the whole frame into a PPM file.
 *
 * Usage: gles_triangle OUT.ppm
 * Exit status: 0 rendered, 1 a GL error or a failed check, 2 no EGL display, config or context.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>

#define W 256
#define H 256
#define TEX 128

static const char *vs_src =
	"attribute vec2 pos;\n"
	"attribute vec2 uv;\n"
	"varying vec2 v_uv;\n"
	"uniform mat4 xform;\n"
	"void main() { v_uv = uv; gl_Position = xform * vec4(pos, 0.0, 1.0); }\n";
static const char *fs_src =
	"precision mediump float;\n"
	"varying vec2 v_uv;\n"
	"uniform sampler2D tex;\n"
	"uniform vec4 tint;\n"
	"void main() { gl_FragColor = texture2D(tex, v_uv) * tint; }\n";

static int check_gl(const char *what)
{
	GLenum e = glGetError();

	if (e != GL_NO_ERROR) {
		fprintf(stderr, "gles_triangle: GL error %#x after %s\n", e, what);
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
		fprintf(stderr, "gles_triangle: shader: %s\n", log);
		exit(1);
	}
	return s;
}

int main(int argc, char **argv)
{
	static const EGLint cfg_attr[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					   EGL_OPENGL_ES2_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
					   EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE };
	static const EGLint pb_attr[] = { EGL_WIDTH, W, EGL_HEIGHT, H, EGL_NONE };
	static const EGLint ctx_attr[] = { EGL_CONTEXT_CLIENT_VERSION, 2, EGL_NONE };
	/* x, y, u, v */
	static const GLfloat verts[] = { -0.9f, -0.8f, 0.0f, 0.0f, 0.8f, -0.6f, 4.0f, 0.0f,
					 -0.2f, 0.9f, 1.5f, 3.0f,
					 0.3f, 0.3f, 0.0f, 0.0f, 0.95f, 0.4f, 1.0f, 0.0f,
					 0.6f, 0.95f, 0.5f, 1.0f };
	static const GLushort idx[] = { 3, 4, 5 };
	/* client-side arrays (no buffer bound): x, y, u, v of six vertices; indices into them */
	static const GLfloat cverts[] = { 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f,
					  -0.95f, 0.2f, 0.0f, 0.0f, -0.5f, 0.3f, 1.0f, 0.2f,
					  -0.7f, 0.7f, 0.3f, 1.0f, -0.2f, -0.95f, 2.0f, 2.0f };
	static const GLubyte cidx[] = { 2, 4, 3 };
	static const GLfloat ident[16] = { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1 };
	static const GLfloat rot[16] = { 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0.05f, -0.1f, 0, 1 };
	const char *exts = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
	EGLDisplay dpy = EGL_NO_DISPLAY;
	EGLConfig cfg;
	EGLint n = 0, major, minor;
	EGLSurface surf;
	EGLContext ctx;
	GLuint prog, vbo, ibo, tex;
	GLint viewport[4], linked = 0;
	unsigned char *texels, *pixels;
	FILE *f;
	int rc = 0;

	if (argc != 2) {
		fprintf(stderr, "usage: gles_triangle OUT.ppm\n");
		return 2;
	}
	if (exts && strstr(exts, "EGL_MESA_platform_surfaceless"))
		dpy = eglGetPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);
	if (dpy == EGL_NO_DISPLAY)
		dpy = eglGetDisplay(EGL_DEFAULT_DISPLAY);
	if (dpy == EGL_NO_DISPLAY || !eglInitialize(dpy, &major, &minor) ||
	    !eglChooseConfig(dpy, cfg_attr, &cfg, 1, &n) || n < 1) {
		fprintf(stderr, "gles_triangle: no EGL display or config (%#x)\n", eglGetError());
		return 2;
	}
	printf("EGL %d.%d, vendor: %s\n", major, minor, eglQueryString(dpy, EGL_VENDOR));
	eglBindAPI(EGL_OPENGL_ES_API);
	surf = eglCreatePbufferSurface(dpy, cfg, pb_attr);
	ctx = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr);
	if (surf == EGL_NO_SURFACE || ctx == EGL_NO_CONTEXT || !eglMakeCurrent(dpy, surf, surf, ctx)) {
		fprintf(stderr, "gles_triangle: no pbuffer or context (%#x)\n", eglGetError());
		return 2;
	}
	printf("GL_RENDERER: %s\n", (const char *)glGetString(GL_RENDERER));

	prog = glCreateProgram();
	glAttachShader(prog, shader(GL_VERTEX_SHADER, vs_src));
	glAttachShader(prog, shader(GL_FRAGMENT_SHADER, fs_src));
	glBindAttribLocation(prog, 0, "pos");
	glBindAttribLocation(prog, 1, "uv");
	glLinkProgram(prog);
	glGetProgramiv(prog, GL_LINK_STATUS, &linked);
	if (!linked) {
		fprintf(stderr, "gles_triangle: link failed\n");
		return 1;
	}
	glUseProgram(prog);

	/* a 128x128 RGBA texture (64 KiB: the shared region's smallest item), then a 3x5 patch of
	 * 16-bit texels whose rows are packed (GL_UNPACK_ALIGNMENT 1) */
	texels = malloc(TEX * TEX * 4);
	for (int y = 0; y < TEX; y++)
		for (int x = 0; x < TEX; x++) {
			unsigned char *t = texels + (y * TEX + x) * 4;
			t[0] = (unsigned char)(((x / 16 + y / 16) & 1) ? 255 : 40);
			t[1] = (unsigned char)(x * 2);
			t[2] = (unsigned char)(y * 2);
			t[3] = 255;
		}
	glGenTextures(1, &tex);
	glBindTexture(GL_TEXTURE_2D, tex);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, TEX, TEX, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels);
	glPixelStorei(GL_UNPACK_ALIGNMENT, 1); /* rows of 6 bytes, packed */
	glTexSubImage2D(GL_TEXTURE_2D, 0, 5, 7, 3, 5, GL_RGBA, GL_UNSIGNED_SHORT_4_4_4_4, texels);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_MIRRORED_REPEAT);
	rc |= check_gl("texture upload");

	glGenBuffers(1, &vbo);
	glBindBuffer(GL_ARRAY_BUFFER, vbo);
	glBufferData(GL_ARRAY_BUFFER, sizeof(verts), verts, GL_STATIC_DRAW);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(GLfloat), (const void *)0);
	glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(GLfloat),
			      (const void *)(2 * sizeof(GLfloat)));
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glGenBuffers(1, &ibo);
	glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ibo);
	glBufferData(GL_ELEMENT_ARRAY_BUFFER, sizeof(idx), idx, GL_STATIC_DRAW);

	glViewport(0, 0, W, H);
	glGetIntegerv(GL_VIEWPORT, viewport);
	if (viewport[2] != W || viewport[3] != H) {
		fprintf(stderr, "gles_triangle: viewport %d %d %d %d\n", viewport[0], viewport[1],
			viewport[2], viewport[3]);
		rc = 1;
	}
	glClearColor(0.1f, 0.2f, 0.3f, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
	glUniform1i(glGetUniformLocation(prog, "tex"), 0);
	glUniformMatrix4fv(glGetUniformLocation(prog, "xform"), 1, GL_FALSE, ident);
	glUniform4f(glGetUniformLocation(prog, "tint"), 1.0f, 0.9f, 0.8f, 1.0f);
	glDrawArrays(GL_TRIANGLES, 0, 3);
	glUniformMatrix4fv(glGetUniformLocation(prog, "xform"), 1, GL_FALSE, rot);
	glUniform4f(glGetUniformLocation(prog, "tint"), 0.5f, 1.0f, 0.7f, 1.0f);
	glDrawElements(GL_TRIANGLES, 3, GL_UNSIGNED_SHORT, (const void *)0);
	rc |= check_gl("drawing");
	/* the same program from client-side arrays: indexed (vertices 2-4), then from vertex 3 on */
	glBindBuffer(GL_ARRAY_BUFFER, 0);
	glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, 0);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(GLfloat), cverts);
	glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(GLfloat), cverts + 2);
	glUniformMatrix4fv(glGetUniformLocation(prog, "xform"), 1, GL_FALSE, ident);
	glUniform4f(glGetUniformLocation(prog, "tint"), 1.0f, 0.4f, 0.4f, 1.0f);
	glDrawElements(GL_TRIANGLES, 3, GL_UNSIGNED_BYTE, cidx);
	glUniform4f(glGetUniformLocation(prog, "tint"), 0.4f, 0.4f, 1.0f, 1.0f);
	glDrawArrays(GL_TRIANGLES, 3, 3);
	rc |= check_gl("drawing from client-side arrays");
	/* the uniforms read back: a vec4, a mat4, a sampler */
	{
		GLfloat v[16] = { 0 };
		GLint unit = -1;
		glGetUniformfv(prog, glGetUniformLocation(prog, "tint"), v);
		if (v[0] != 0.4f || v[1] != 0.4f || v[2] != 1.0f || v[3] != 1.0f)
			rc = 1, fprintf(stderr, "gles_triangle: tint reads %g %g %g %g\n", v[0], v[1], v[2], v[3]);
		glGetUniformfv(prog, glGetUniformLocation(prog, "xform"), v);
		if (memcmp(v, ident, sizeof(ident)))
			rc = 1, fprintf(stderr, "gles_triangle: xform does not read back\n");
		glGetUniformiv(prog, glGetUniformLocation(prog, "tex"), &unit);
		if (unit != 0)
			rc = 1, fprintf(stderr, "gles_triangle: tex reads %d\n", unit);
		rc |= check_gl("glGetUniform*v");
		/* a client-side array's pointer is the program's own */
		{
			void *ptr = NULL;
			glGetVertexAttribPointerv(1, GL_VERTEX_ATTRIB_ARRAY_POINTER, &ptr);
			if (ptr != (void *)(cverts + 2))
				rc = 1, fprintf(stderr, "gles_triangle: attribute 1's pointer is %p\n", ptr);
		}
	}

	/* 256 KiB: through the shared region where there is one */
	pixels = malloc(W * H * 4);
	glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
	rc |= check_gl("glReadPixels");
	/* an error the program makes on purpose (a call that is not waited for) is reported, once */
	glBindBuffer(0x1234, vbo);
	if (glGetError() != GL_INVALID_ENUM || glGetError() != GL_NO_ERROR) {
		fprintf(stderr, "gles_triangle: glBindBuffer of no target was not GL_INVALID_ENUM once\n");
		rc = 1;
	}
	if (!(f = fopen(argv[1], "wb"))) {
		perror(argv[1]);
		return 1;
	}
	fprintf(f, "P6\n%d %d\n255\n", W, H);
	for (int y = H - 1; y >= 0; y--) /* GL's rows go up; PPM's go down */
		for (int x = 0; x < W; x++)
			fwrite(pixels + (y * W + x) * 4, 1, 3, f);
	fclose(f);
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(dpy, ctx);
	eglDestroySurface(dpy, surf);
	eglTerminate(dpy);
	free(texels);
	free(pixels);
	printf("gles_triangle: %s\n", rc ? "FAILED" : "rendered");
	return rc;
}
