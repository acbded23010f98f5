/* SPDX-License-Identifier: MIT */
/*
 * EGL images within one guest for e2e.gles_eglimage (tests/e2e/gles_eglimage.sh): run natively and
 * through virtcl, its frame must be the same byte for byte. An ES 2.0 context A makes two textures;
 * images of them (eglCreateImageKHR, through libglvnd's dispatch stub, and EGL 1.5's
 * eglCreateImage) are used in a second context B that shares nothing with A: one as a
 * GL_TEXTURE_EXTERNAL_OES texture drawn with samplerExternalOES (GL_OES_EGL_image_external), one
 * as a GL_TEXTURE_2D (GL_OES_EGL_image), and the first again as a renderbuffer's storage
 * (glEGLImageTargetRenderbufferStorageOES) that B clears part of: the external texture shows the
 * change (one storage); an image of a renderbuffer of A is drawn in B as a 2D
 * texture, one of a cube map face is read through a renderbuffer (where EGL has them);
 * glEGLImageTargetTexStorageEXT's immutable storage (GL_EXT_EGL_image_storage, where reported). Errors: an unknown target (EGL_BAD_PARAMETER), an unknown context
 * (EGL_BAD_CONTEXT), an image destroyed twice (EGL_BAD_PARAMETER), no image given to
 * glEGLImageTargetTexture2DOES (GL_INVALID_VALUE); a texture made from a destroyed image keeps its
 * contents. Writes the frame as a PPM. Exit 0: rendered; 1: an error; 2: the host (or virtcl) has
 * no images of GL textures.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>
#include <GLES2/gl2ext.h>

#define W 96
#define H 96

static const char *vs_src =
	"attribute vec2 pos;\n"
	"uniform vec3 off;\n" /* x, y, scale */
	"varying vec2 uv;\n"
	"void main() { uv = pos * 0.5 + 0.5; gl_Position = vec4(pos * off.z + off.xy, 0.0, 1.0); }\n";
static const char *fs_ext =
	"#extension GL_OES_EGL_image_external : require\n"
	"precision mediump float;\n"
	"varying vec2 uv;\n"
	"uniform samplerExternalOES tex;\n"
	"void main() { gl_FragColor = texture2D(tex, uv); }\n";
static const char *fs_2d =
	"precision mediump float;\n"
	"varying vec2 uv;\n"
	"uniform sampler2D tex;\n"
	"void main() { gl_FragColor = texture2D(tex, uv); }\n";
static const GLfloat quad[] = { -1, -1, 1, -1, -1, 1, 1, 1 };

static int fail(const char *what)
{
	fprintf(stderr, "gles_eglimage: %s (GL error %#x, EGL error %#x)\n", what, glGetError(), eglGetError());
	return 1;
}

static GLuint program(const char *fs)
{
	const char *src[2] = { vs_src, fs };
	GLuint p = glCreateProgram();
	GLint ok = 0;
	char log[1024];

	for (int i = 0; i < 2; i++) {
		GLuint s = glCreateShader(i ? GL_FRAGMENT_SHADER : GL_VERTEX_SHADER);
		glShaderSource(s, 1, &src[i], NULL);
		glCompileShader(s);
		glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
		if (!ok) {
			glGetShaderInfoLog(s, sizeof(log), NULL, log);
			fprintf(stderr, "gles_eglimage: shader: %s\n", log);
			exit(1);
		}
		glAttachShader(p, s);
	}
	glBindAttribLocation(p, 0, "pos");
	glLinkProgram(p);
	glGetProgramiv(p, GL_LINK_STATUS, &ok);
	if (!ok) {
		fprintf(stderr, "gles_eglimage: link failed\n");
		exit(1);
	}
	return p;
}

static void draw_scaled(GLuint prog, float x, float y, float scale)
{
	glUseProgram(prog);
	glUniform1i(glGetUniformLocation(prog, "tex"), 0);
	glUniform3f(glGetUniformLocation(prog, "off"), x, y, scale);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, quad); /* client-side */
	glEnableVertexAttribArray(0);
	glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
}

static void draw(GLuint prog, float x, float y)
{
	draw_scaled(prog, x, y, 0.45f);
}

/* an 8x8 RGBA image of a pattern seeded by k into target (a 2D texture's or a cube map face) */
static void pattern(GLenum target, int k)
{
	GLubyte px[8 * 8 * 4];

	for (int i = 0; i < 8 * 8; i++) {
		px[i * 4 + 0] = (GLubyte)(i * 29 + k * 70);
		px[i * 4 + 1] = (GLubyte)(i * 13 + k * 40);
		px[i * 4 + 2] = (GLubyte)((i % 8) * 32 + k);
		px[i * 4 + 3] = 255;
	}
	glTexImage2D(target, 0, GL_RGBA, 8, 8, 0, GL_RGBA, GL_UNSIGNED_BYTE, px);
}

/* an 8x8 RGBA texture of a pattern seeded by k */
static GLuint texture(int k)
{
	GLuint t;

	glGenTextures(1, &t);
	glBindTexture(GL_TEXTURE_2D, t);
	pattern(GL_TEXTURE_2D, k);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
	return t;
}

static int has(const char *list, const char *word)
{
	size_t n = strlen(word);

	for (const char *p = list; p && (p = strstr(p, word)); p += n)
		if ((p == list || p[-1] == ' ') && (!p[n] || p[n] == ' '))
			return 1;
	return 0;
}

int main(int argc, char **argv)
{
	static const EGLint cfg_attr[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					   EGL_OPENGL_ES2_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
					   EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE };
	static const EGLint pb_attr[] = { EGL_WIDTH, W, EGL_HEIGHT, H, EGL_NONE };
	static const EGLint ctx_attr[] = { EGL_CONTEXT_CLIENT_VERSION, 2, EGL_NONE };
	static const EGLint img_attr[] = { EGL_GL_TEXTURE_LEVEL_KHR, 0, EGL_IMAGE_PRESERVED_KHR, EGL_TRUE, EGL_NONE };
	static const EGLAttrib img_attr15[] = { EGL_GL_TEXTURE_LEVEL, 0, EGL_NONE };
	PFNEGLCREATEIMAGEKHRPROC create_khr;
	PFNEGLDESTROYIMAGEKHRPROC destroy_khr;
	PFNGLEGLIMAGETARGETTEXTURE2DOESPROC target_tex;
	PFNGLEGLIMAGETARGETRENDERBUFFERSTORAGEOESPROC target_rb;
	EGLDisplay dpy;
	EGLConfig cfg;
	EGLSurface surf;
	EGLContext a, b;
	EGLImageKHR img1, img2, img_cube = EGL_NO_IMAGE_KHR, img_rb = EGL_NO_IMAGE_KHR;
	EGLint n = 0;
	GLuint src1, src2, ext_tex, tex2d, rb, fbo, prog_ext, prog_2d, cube, src_rb, fbo_a, t_cube, t_rb;
	GLubyte *frame;
	const char *exts, *glexts;
	FILE *f;

	dpy = eglGetDisplay(EGL_DEFAULT_DISPLAY);
	if (!eglInitialize(dpy, NULL, NULL))
		return fail("eglInitialize");
	if (!eglChooseConfig(dpy, cfg_attr, &cfg, 1, &n) || n < 1)
		return fail("no ES 2 pbuffer config");
	eglBindAPI(EGL_OPENGL_ES_API);
	exts = eglQueryString(dpy, EGL_EXTENSIONS);
	printf("EGL: %s\n", exts ? exts : "(none)");
	if (!has(exts, "EGL_KHR_image_base") || !has(exts, "EGL_KHR_gl_texture_2D_image")) {
		printf("gles_eglimage: no EGL_KHR_image_base / EGL_KHR_gl_texture_2D_image\n");
		return 2;
	}
	create_khr = (PFNEGLCREATEIMAGEKHRPROC)eglGetProcAddress("eglCreateImageKHR");
	destroy_khr = (PFNEGLDESTROYIMAGEKHRPROC)eglGetProcAddress("eglDestroyImageKHR");
	target_tex = (PFNGLEGLIMAGETARGETTEXTURE2DOESPROC)eglGetProcAddress("glEGLImageTargetTexture2DOES");
	target_rb = (PFNGLEGLIMAGETARGETRENDERBUFFERSTORAGEOESPROC)eglGetProcAddress(
		"glEGLImageTargetRenderbufferStorageOES");
	if (!create_khr || !destroy_khr || !target_tex || !target_rb)
		return fail("eglGetProcAddress of the image functions");
	surf = eglCreatePbufferSurface(dpy, cfg, pb_attr);
	a = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr);
	b = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr); /* shares nothing with a */
	if (surf == EGL_NO_SURFACE || a == EGL_NO_CONTEXT || b == EGL_NO_CONTEXT || !eglMakeCurrent(dpy, surf, surf, a))
		return fail("two ES 2 contexts on a pbuffer");
	glexts = (const char *)glGetString(GL_EXTENSIONS);
	if (!has(glexts, "GL_OES_EGL_image") || !has(glexts, "GL_OES_EGL_image_external")) {
		printf("gles_eglimage: no GL_OES_EGL_image / GL_OES_EGL_image_external\n");
		return 2;
	}

	/* context A: two textures and their images */
	src1 = texture(1);
	src2 = texture(2);
	img1 = create_khr(dpy, a, EGL_GL_TEXTURE_2D_KHR, (EGLClientBuffer)(uintptr_t)src1, img_attr);
	img2 = eglCreateImage(dpy, a, EGL_GL_TEXTURE_2D, (EGLClientBuffer)(uintptr_t)src2, img_attr15);
	if (img1 == EGL_NO_IMAGE_KHR || img2 == EGL_NO_IMAGE)
		return fail("eglCreateImageKHR / eglCreateImage of a 2D texture");
	/* a cube map face and a renderbuffer, where EGL has their images */
	if (has(exts, "EGL_KHR_gl_texture_cubemap_image")) {
		glGenTextures(1, &cube);
		glBindTexture(GL_TEXTURE_CUBE_MAP, cube);
		for (int i = 0; i < 6; i++)
			pattern(GL_TEXTURE_CUBE_MAP_POSITIVE_X + (GLenum)i, 3 + i);
		img_cube = create_khr(dpy, a, EGL_GL_TEXTURE_CUBE_MAP_NEGATIVE_Y_KHR, (EGLClientBuffer)(uintptr_t)cube, NULL);
		if (img_cube == EGL_NO_IMAGE_KHR)
			return fail("eglCreateImageKHR of a cube map face");
	}
	if (has(exts, "EGL_KHR_gl_renderbuffer_image")) {
		glGenRenderbuffers(1, &src_rb);
		glBindRenderbuffer(GL_RENDERBUFFER, src_rb);
		glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA4, 8, 8);
		glGenFramebuffers(1, &fbo_a);
		glBindFramebuffer(GL_FRAMEBUFFER, fbo_a);
		glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, src_rb);
		glViewport(0, 0, 8, 8);
		glClearColor(0.2f, 0.6f, 0.9f, 1.0f);
		glClear(GL_COLOR_BUFFER_BIT);
		glBindFramebuffer(GL_FRAMEBUFFER, 0);
		img_rb = create_khr(dpy, a, EGL_GL_RENDERBUFFER_KHR, (EGLClientBuffer)(uintptr_t)src_rb, NULL);
		if (img_rb == EGL_NO_IMAGE_KHR)
			return fail("eglCreateImageKHR of a renderbuffer");
	}
	if (create_khr(dpy, a, 0x1234, (EGLClientBuffer)(uintptr_t)src1, NULL) != EGL_NO_IMAGE_KHR ||
	    eglGetError() != EGL_BAD_PARAMETER)
		return fail("an unknown target is not EGL_BAD_PARAMETER");
	if (create_khr(dpy, (EGLContext)(uintptr_t)0x1234, EGL_GL_TEXTURE_2D_KHR, (EGLClientBuffer)(uintptr_t)src1,
		       NULL) != EGL_NO_IMAGE_KHR || eglGetError() != EGL_BAD_CONTEXT)
		return fail("an unknown context is not EGL_BAD_CONTEXT");

	/* context B: the images as an external texture, a 2D texture and a renderbuffer */
	if (!eglMakeCurrent(dpy, surf, surf, b))
		return fail("eglMakeCurrent(B)");
	prog_ext = program(fs_ext);
	prog_2d = program(fs_2d);
	glViewport(0, 0, W, H);
	glClearColor(0.1f, 0.2f, 0.3f, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
	glGenTextures(1, &ext_tex);
	glBindTexture(GL_TEXTURE_EXTERNAL_OES, ext_tex);
	target_tex(GL_TEXTURE_EXTERNAL_OES, img1);
	glTexParameteri(GL_TEXTURE_EXTERNAL_OES, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
	glTexParameteri(GL_TEXTURE_EXTERNAL_OES, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
	if (glGetError())
		return fail("glEGLImageTargetTexture2DOES(GL_TEXTURE_EXTERNAL_OES)");
	draw(prog_ext, -0.5f, 0.5f);
	glGenTextures(1, &tex2d);
	glBindTexture(GL_TEXTURE_2D, tex2d);
	target_tex(GL_TEXTURE_2D, img2);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
	if (glGetError())
		return fail("glEGLImageTargetTexture2DOES(GL_TEXTURE_2D)");
	draw(prog_2d, 0.5f, 0.5f);
	/* the first image as a renderbuffer: a corner of it cleared in B */
	glGenRenderbuffers(1, &rb);
	glBindRenderbuffer(GL_RENDERBUFFER, rb);
	target_rb(GL_RENDERBUFFER, img1);
	glGenFramebuffers(1, &fbo);
	glBindFramebuffer(GL_FRAMEBUFFER, fbo);
	glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, rb);
	if (glGetError() || glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
		return fail("a renderbuffer of the image (glEGLImageTargetRenderbufferStorageOES)");
	glViewport(0, 0, 8, 8);
	glEnable(GL_SCISSOR_TEST);
	glScissor(0, 0, 4, 3);
	glClearColor(1.0f, 0.9f, 0.0f, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
	glDisable(GL_SCISSOR_TEST);
	glBindFramebuffer(GL_FRAMEBUFFER, 0);
	glViewport(0, 0, W, H);
	glBindTexture(GL_TEXTURE_EXTERNAL_OES, ext_tex);
	draw(prog_ext, -0.5f, -0.5f); /* shows the cleared corner */

	/* the cube map face and the renderbuffer as 2D textures, small, in the middle */
	if (img_cube != EGL_NO_IMAGE_KHR) {
		/* a face's image as a renderbuffer's storage (Mesa refuses it as a 2D texture's:
		 * GL_INVALID_OPERATION), read back through a framebuffer */
		GLubyte face[8 * 8 * 4];
		GLuint r2, f2;
		glGenRenderbuffers(1, &r2);
		glBindRenderbuffer(GL_RENDERBUFFER, r2);
		target_rb(GL_RENDERBUFFER, img_cube);
		glGenFramebuffers(1, &f2);
		glBindFramebuffer(GL_FRAMEBUFFER, f2);
		glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, r2);
		if (glGetError() || glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
			return fail("a renderbuffer of a cube map face's image");
		glReadPixels(0, 0, 8, 8, GL_RGBA, GL_UNSIGNED_BYTE, face);
		glBindFramebuffer(GL_FRAMEBUFFER, 0);
		glGenTextures(1, &t_cube);
		glBindTexture(GL_TEXTURE_2D, t_cube);
		glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, 8, 8, 0, GL_RGBA, GL_UNSIGNED_BYTE, face);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
		if (glGetError())
			return fail("reading a cube map face's image");
		draw_scaled(prog_2d, -0.1f, 0.0f, 0.08f);
		destroy_khr(dpy, img_cube);
	}
	if (img_rb != EGL_NO_IMAGE_KHR) {
		glGenTextures(1, &t_rb);
		glBindTexture(GL_TEXTURE_2D, t_rb);
		target_tex(GL_TEXTURE_2D, img_rb);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
		if (glGetError())
			return fail("a 2D texture of a renderbuffer's image");
		draw_scaled(prog_2d, 0.1f, 0.0f, 0.08f);
		destroy_khr(dpy, img_rb);
	}

	/* GL_EXT_EGL_image_storage: immutable storage of the second image; an attribute list that
	 * does not start with GL_NONE is GL_INVALID_VALUE */
	if (has(glexts, "GL_EXT_EGL_image_storage")) {
		void (*tex_storage)(GLenum, GLeglImageOES, const GLint *) =
			(void (*)(GLenum, GLeglImageOES, const GLint *))eglGetProcAddress("glEGLImageTargetTexStorageEXT");
		static const GLint bad[] = { 1, GL_NONE };
		GLint immutable = 0;
		GLuint ts;
		if (!tex_storage)
			return fail("glEGLImageTargetTexStorageEXT");
		glGenTextures(1, &ts);
		glBindTexture(GL_TEXTURE_2D, ts);
		tex_storage(GL_TEXTURE_2D, img2, bad);
		if (glGetError() != GL_INVALID_VALUE)
			return fail("glEGLImageTargetTexStorageEXT with an attribute is not GL_INVALID_VALUE");
		tex_storage(GL_TEXTURE_2D, img2, NULL);
		glGetTexParameteriv(GL_TEXTURE_2D, 0x912F /* GL_TEXTURE_IMMUTABLE_FORMAT */, &immutable);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
		if (glGetError() || !immutable)
			return fail("glEGLImageTargetTexStorageEXT: immutable storage");
		draw_scaled(prog_2d, 0.0f, 0.15f, 0.08f);
		printf("gles_eglimage: GL_EXT_EGL_image_storage: immutable storage of an image\n");
	}

	/* destroyed: twice is EGL_BAD_PARAMETER; no image is GL_INVALID_VALUE; the textures made from
	 * one keep their contents */
	if (!destroy_khr(dpy, img2) || !eglDestroyImage(dpy, img1))
		return fail("eglDestroyImageKHR / eglDestroyImage");
	if (eglDestroyImage(dpy, img2) || eglGetError() != EGL_BAD_PARAMETER)
		return fail("an image destroyed twice is not EGL_BAD_PARAMETER");
	{
		GLuint t;
		glGenTextures(1, &t);
		glBindTexture(GL_TEXTURE_2D, t);
		target_tex(GL_TEXTURE_2D, NULL); /* (Mesa reads a destroyed one's freed memory natively) */
		if (glGetError() != GL_INVALID_VALUE)
			return fail("glEGLImageTargetTexture2DOES of no image is not GL_INVALID_VALUE");
	}
	glBindTexture(GL_TEXTURE_2D, tex2d);
	draw(prog_2d, 0.5f, -0.5f);
	if (glGetError())
		return fail("drawing");

	frame = malloc(W * H * 4);
	if (!frame)
		return 1;
	glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, frame);
	if (glGetError())
		return fail("glReadPixels");
	printf("gles_eglimage: %s; images of A's textures drawn in B as external and 2D textures and cleared "
	       "as a renderbuffer, of a renderbuffer and a cube map face (%s, %s); errors as EGL and GL say\n", (const char *)glGetString(GL_RENDERER),
	       img_rb != EGL_NO_IMAGE_KHR ? "yes" : "no", img_cube != EGL_NO_IMAGE_KHR ? "yes" : "no");
	if (argc > 1 && (f = fopen(argv[1], "wb"))) {
		fprintf(f, "P6\n%d %d\n255\n", W, H);
		for (int y = H - 1; y >= 0; y--)
			for (int x = 0; x < W; x++)
				fwrite(frame + ((size_t)y * W + x) * 4, 1, 3, f);
		fclose(f);
	}
	free(frame);
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglTerminate(dpy);
	return 0;
}
