/* SPDX-License-Identifier: MIT */
/*
 * glbench.c - an OpenGL ES 2.0 benchmark that runs headless (a pbuffer, no window system), so
 * the same binary measures native GLES and GLES remoted by virtcl on any host, a GPU machine with
 * only EGL's device platform included. It links libglvnd's libEGL and libGLESv2 and knows nothing
 * of virtcl: the environment picks the vendor library (bench/glbench.sh sets it).
 *
 *   calls     2000 small draws a frame, each after a glUniform4f and a glUniformMatrix4fv: the
 *             cost of each remoted call (calls that return nothing are batched by virtcl)
 *   fill      three full-screen quads, added, of a fragment shader with a loop of 64
 *             iterations of trig: GPU-bound, where remoting should cost next to nothing
 *   upload    glTexSubImage2D of a 1024x1024 RGBA texture (4 MiB) whose content changes every
 *             frame, then one textured draw: bulk data every frame
 *   readback  a clear and a triangle, then glReadPixels of the whole frame every frame: what
 *             presenting to a guest's window costs
 *   geometry  a static vertex buffer of ~1M small triangles drawn every frame: vertex work
 *
 * Display: EGL_MESA_platform_surfaceless where the client extensions list it; else the first
 * device of EGL_EXT_platform_device (EGL_EXT_device_enumeration); else the default display.
 * Each scene renders a short warm-up, then frames for --duration seconds, each ended by
 * eglSwapBuffers and a glFinish: a pbuffer's swap throttles nothing, and without the glFinish
 * a driver (llvmpipe) queues frames without bound; so one frame is in flight at a time. A frame's content is a function of its number (modulo
 * 64), and after the timed frames the scene renders frame CHECK_FRAME once more and reads it
 * back: its checksum is the same natively and through virtcl on the same host driver.
 *
 * Usage: glbench [--size WxH] [--duration S] [--scenes a,b,...]
 *        (defaults: 1280x720, 2 seconds, all five scenes in the order above)
 * Output (stdout): "egl_vendor V", "gl_renderer R", "size WxH", then a line per scene:
 *        scene NAME fps F frames N seconds S checksum 0xFNV1A64
 *        (F = N / S; the checksum is FNV-1a (64 bits) of frame CHECK_FRAME's RGBA bytes)
 * Exit status: 0 all scenes ran, 1 a GL error (the other scenes still run), 2 a usage error or
 * no EGL display, config, surface or context.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>

#define CHECK_FRAME 37 /* the frame whose checksum is printed */
#define WARMUP_S 0.25
#define CALLS 2000     /* draws per frame of "calls": a grid of 50 x 40 */
#define TEX 1024       /* "upload": TEX x TEX RGBA, rows from a pattern of TEX + 64 rows */
#define GRID 724       /* "geometry": GRID x GRID cells of two triangles, 1048352 triangles */

static int width = 1280, height = 720;
static GLuint prog, buf, tex;
static GLint loc_a, loc_b;
static unsigned char *mem;      /* a scene's client memory: texels, or the frame read back */
static GLsizei geo_verts;
static volatile unsigned sink;  /* keeps readback's reads */

static const char *vs_plain =
	"attribute vec2 pos;\n"
	"uniform mat4 xform;\n"
	"varying vec2 p;\n"
	"void main() { p = pos; gl_Position = xform * vec4(pos, 0.0, 1.0); }\n";
static const char *fs_color =
	"precision mediump float;\n"
	"uniform vec4 color;\n"
	"void main() { gl_FragColor = color; }\n";
static const char *fs_fill =
	"#ifdef GL_FRAGMENT_PRECISION_HIGH\nprecision highp float;\n#else\nprecision mediump float;\n#endif\n"
	"uniform float t;\n"
	"uniform float layer;\n"
	"varying vec2 p;\n"
	"void main() {\n"
	"	vec2 q = p * 8.0;\n"
	"	float a = 0.0;\n"
	"	for (int i = 0; i < 64; i++) {\n"
	"		a += sin(q.x + float(i) * 0.1 + t) * cos(q.y - float(i) * 0.07 + layer);\n"
	"		q = q.yx * 1.01;\n"
	"	}\n"
	"	gl_FragColor = vec4(0.5 + a / 128.0, 0.5 - a / 128.0, fract(a), 1.0) / 3.0;\n"
	"}\n";
static const char *vs_tex =
	"attribute vec2 pos;\n"
	"varying vec2 uv;\n"
	"void main() { uv = pos * 0.5 + 0.5; gl_Position = vec4(pos, 0.0, 1.0); }\n";
static const char *fs_tex =
	"precision mediump float;\n"
	"uniform sampler2D tex;\n"
	"varying vec2 uv;\n"
	"void main() { gl_FragColor = texture2D(tex, uv); }\n";
static const char *vs_geo =
	"attribute vec2 pos;\n"
	"uniform float t;\n"
	"varying vec4 c;\n"
	"void main() {\n"
	"	float w = sin(pos.x * 20.0 + t) * 0.02;\n"
	"	c = vec4(pos * 0.5 + 0.5, 0.5 + w * 20.0, 1.0);\n"
	"	gl_Position = vec4(pos.x, pos.y + w, 0.0, 1.0);\n"
	"}\n";
static const char *fs_geo =
	"precision mediump float;\n"
	"varying vec4 c;\n"
	"void main() { gl_FragColor = c; }\n";

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
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
		fprintf(stderr, "glbench: shader: %s\n", log);
		exit(1);
	}
	return s;
}

/* a program with attribute 0 "pos", made current; its uniforms A and B (NULL: none) */
static void program(const char *vs, const char *fs, const char *a, const char *b)
{
	GLuint v = shader(GL_VERTEX_SHADER, vs), f = shader(GL_FRAGMENT_SHADER, fs);
	GLint ok = 0;

	prog = glCreateProgram();
	glAttachShader(prog, v);
	glAttachShader(prog, f);
	glBindAttribLocation(prog, 0, "pos");
	glLinkProgram(prog);
	glGetProgramiv(prog, GL_LINK_STATUS, &ok);
	if (!ok) {
		fprintf(stderr, "glbench: link failed\n");
		exit(1);
	}
	glDeleteShader(v);
	glDeleteShader(f);
	glUseProgram(prog);
	loc_a = a ? glGetUniformLocation(prog, a) : -1;
	loc_b = b ? glGetUniformLocation(prog, b) : -1;
}

/* a buffer of N floats bound as attribute 0's (vec2) */
static void vertices(const GLfloat *v, size_t n)
{
	glGenBuffers(1, &buf);
	glBindBuffer(GL_ARRAY_BUFFER, buf);
	glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(n * sizeof(GLfloat)), v, GL_STATIC_DRAW);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, (const void *)0);
	glEnableVertexAttribArray(0);
}

static const GLfloat quad[] = { -1, -1, 1, -1, -1, 1, 1, 1 }; /* a triangle strip */

/* ---- calls ---- */
static void calls_setup(void)
{
	program(vs_plain, fs_color, "color", "xform");
	vertices(quad, 8);
	glClearColor(0.0f, 0.0f, 0.0f, 1.0f);
}

static void calls_frame(unsigned n)
{
	GLfloat m[16] = { 0 };

	glClear(GL_COLOR_BUFFER_BIT);
	m[10] = m[15] = 1.0f;
	for (unsigned i = 0; i < CALLS; i++) {
		unsigned k = (n % 64) * 31 + i * 7;
		float s = 0.5f + (float)((n + i) % 5) * 0.1f;

		m[0] = s / 50.0f;
		m[5] = s / 40.0f;
		m[12] = -1.0f + (2.0f * (float)(i % 50) + 1.0f) / 50.0f;
		m[13] = -1.0f + (2.0f * (float)(i / 50) + 1.0f) / 40.0f;
		glUniform4f(loc_a, (float)(k % 256) / 255.0f, (float)(k * 3 % 256) / 255.0f,
			    (float)(i % 256) / 255.0f, 1.0f);
		glUniformMatrix4fv(loc_b, 1, GL_FALSE, m);
		glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
	}
}

/* ---- fill ---- */
static void fill_setup(void)
{
	static const GLfloat ident[16] = { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1 };

	program(vs_plain, fs_fill, "t", "layer");
	glUniformMatrix4fv(glGetUniformLocation(prog, "xform"), 1, GL_FALSE, ident);
	vertices(quad, 8);
	glClearColor(0.0f, 0.0f, 0.0f, 1.0f);
	glEnable(GL_BLEND); /* added, so that no quad hides the one before */
	glBlendFunc(GL_ONE, GL_ONE);
}

static void fill_frame(unsigned n)
{
	glClear(GL_COLOR_BUFFER_BIT);
	glUniform1f(loc_a, (float)(n % 64) * 0.1f);
	for (int l = 0; l < 3; l++) {
		glUniform1f(loc_b, (float)l * 0.7f);
		glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
	}
}

/* ---- upload ---- */
static void upload_setup(void)
{
	program(vs_tex, fs_tex, "tex", NULL);
	glUniform1i(loc_a, 0);
	vertices(quad, 8);
	mem = malloc((size_t)TEX * (TEX + 64) * 4);
	for (size_t y = 0; y < TEX + 64; y++)
		for (size_t x = 0; x < TEX; x++) {
			unsigned char *t = mem + (y * TEX + x) * 4;

			t[0] = (unsigned char)(x ^ y);
			t[1] = (unsigned char)(x * 3 + y);
			t[2] = (unsigned char)((x / 32 + y / 32) & 1 ? 220 : 30);
			t[3] = 255;
		}
	glGenTextures(1, &tex);
	glBindTexture(GL_TEXTURE_2D, tex);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, TEX, TEX, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
}

static void upload_frame(unsigned n)
{
	/* the texture is rows n % 64 on of the pattern: new content every frame, no CPU work */
	glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, TEX, TEX, GL_RGBA, GL_UNSIGNED_BYTE,
			mem + (size_t)(n % 64) * TEX * 4);
	glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
}

/* ---- readback ---- */
static void readback_setup(void)
{
	static const GLfloat tri[] = { -0.8f, -0.8f, 0.8f, -0.6f, 0.0f, 0.9f };
	static const GLfloat ident[16] = { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1 };

	program(vs_plain, fs_color, "color", "xform");
	glUniformMatrix4fv(loc_b, 1, GL_FALSE, ident);
	vertices(tri, 6);
	mem = malloc((size_t)width * height * 4);
}

static void readback_frame(unsigned n)
{
	glClearColor((float)(n % 64) / 63.0f, 0.2f, 0.3f, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
	glUniform4f(loc_a, 1.0f, (float)(n % 16) / 15.0f, 0.5f, 1.0f);
	glDrawArrays(GL_TRIANGLES, 0, 3);
	glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, mem);
	sink ^= mem[(size_t)(n % height) * width * 4];
}

/* ---- geometry ---- */
static void geometry_setup(void)
{
	GLfloat *v = malloc((size_t)GRID * GRID * 12 * sizeof(GLfloat)), *p = v;

	program(vs_geo, fs_geo, "t", NULL);
	for (int y = 0; y < GRID; y++)
		for (int x = 0; x < GRID; x++) {
			GLfloat x0 = -1.0f + 2.0f * x / GRID, x1 = -1.0f + 2.0f * (x + 1) / GRID;
			GLfloat y0 = -1.0f + 2.0f * y / GRID, y1 = -1.0f + 2.0f * (y + 1) / GRID;
			GLfloat q[12] = { x0, y0, x1, y0, x0, y1, x1, y0, x1, y1, x0, y1 };

			memcpy(p, q, sizeof(q));
			p += 12;
		}
	geo_verts = GRID * GRID * 6;
	vertices(v, (size_t)geo_verts * 2);
	free(v);
	glClearColor(0.0f, 0.0f, 0.0f, 1.0f);
}

static void geometry_frame(unsigned n)
{
	glClear(GL_COLOR_BUFFER_BIT);
	glUniform1f(loc_a, (float)(n % 64) * 0.1f);
	glDrawArrays(GL_TRIANGLES, 0, geo_verts);
}

static const struct scene {
	const char *name;
	void (*setup)(void);
	void (*frame)(unsigned n);
} scenes[] = {
	{ "calls", calls_setup, calls_frame },
	{ "fill", fill_setup, fill_frame },
	{ "upload", upload_setup, upload_frame },
	{ "readback", readback_setup, readback_frame },
	{ "geometry", geometry_setup, geometry_frame },
};
#define NSCENES (sizeof(scenes) / sizeof(scenes[0]))

/* one scene: warm-up, timed frames, the checksum frame; 1 on a GL error */
static int run(const struct scene *s, EGLDisplay dpy, EGLSurface surf, double duration)
{
	unsigned n = 0, frames = 0;
	uint64_t h = 0xcbf29ce484222325ull;
	unsigned char *px = malloc((size_t)width * height * 4);
	double t0, t1;
	GLenum e;

	s->setup();
	for (t0 = now(); n < 2 || now() - t0 < WARMUP_S; n++) {
		s->frame(n);
		eglSwapBuffers(dpy, surf);
		glFinish();
	}
	t0 = now();
	do {
		s->frame(n++);
		eglSwapBuffers(dpy, surf);
		glFinish(); /* one frame in flight: a pbuffer's swap waits for nothing */
		frames++;
	} while (now() - t0 < duration);
	t1 = now();
	s->frame(CHECK_FRAME);
	glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, px);
	for (size_t i = 0; i < (size_t)width * height * 4; i++)
		h = (h ^ px[i]) * 0x100000001b3ull;
	e = glGetError();
	printf("scene %s fps %.1f frames %u seconds %.3f checksum 0x%016llx\n", s->name,
	       frames / (t1 - t0), frames, t1 - t0, (unsigned long long)h);
	fflush(stdout);
	if (e != GL_NO_ERROR)
		fprintf(stderr, "glbench: GL error %#x in scene %s\n", e, s->name);
	/* back to a blank state for the next scene */
	glDisable(GL_BLEND);
	glDisableVertexAttribArray(0);
	glBindBuffer(GL_ARRAY_BUFFER, 0);
	glDeleteBuffers(1, &buf);
	if (tex)
		glDeleteTextures(1, &tex);
	glUseProgram(0);
	glDeleteProgram(prog);
	tex = 0;
	free(mem);
	mem = NULL;
	free(px);
	return e != GL_NO_ERROR;
}

static EGLDisplay display(void)
{
	const char *exts = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
	PFNEGLQUERYDEVICESEXTPROC query_devices;
	EGLDeviceEXT dev;
	EGLint ndev = 0;

	if (exts && strstr(exts, "EGL_MESA_platform_surfaceless"))
		return eglGetPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);
	if (exts && strstr(exts, "EGL_EXT_platform_device") &&
	    (query_devices = (PFNEGLQUERYDEVICESEXTPROC)eglGetProcAddress("eglQueryDevicesEXT")) &&
	    query_devices(1, &dev, &ndev) && ndev > 0)
		return eglGetPlatformDisplay(EGL_PLATFORM_DEVICE_EXT, dev, NULL);
	return eglGetDisplay(EGL_DEFAULT_DISPLAY);
}

static int usage(void)
{
	fprintf(stderr, "usage: glbench [--size WxH] [--duration S] [--scenes a,b,...]\n"
			"scenes: calls fill upload readback geometry\n");
	return 2;
}

int main(int argc, char **argv)
{
	static const EGLint cfg_attr[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					   EGL_OPENGL_ES2_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
					   EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE };
	static const EGLint ctx_attr[] = { EGL_CONTEXT_CLIENT_VERSION, 2, EGL_NONE };
	const char *list = "calls,fill,upload,readback,geometry";
	double duration = 2.0;
	EGLint pb_attr[] = { EGL_WIDTH, 0, EGL_HEIGHT, 0, EGL_NONE };
	EGLint n = 0, major, minor;
	EGLDisplay dpy;
	EGLConfig cfg;
	EGLSurface surf;
	EGLContext ctx;
	char *names, *tok, *save;
	int rc = 0;

	for (int i = 1; i < argc; i++) {
		if (i + 1 < argc && !strcmp(argv[i], "--size")) {
			if (sscanf(argv[++i], "%dx%d", &width, &height) != 2 || width < 1 || height < 1)
				return usage();
		} else if (i + 1 < argc && !strcmp(argv[i], "--duration")) {
			duration = atof(argv[++i]);
			if (!(duration > 0))
				return usage();
		} else if (i + 1 < argc && !strcmp(argv[i], "--scenes")) {
			list = argv[++i];
		} else {
			return usage();
		}
	}
	/* the scene names, checked before any rendering */
	names = strdup(list);
	for (tok = strtok_r(names, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		size_t k = 0;

		while (k < NSCENES && strcmp(scenes[k].name, tok))
			k++;
		if (k == NSCENES) {
			fprintf(stderr, "glbench: no scene \"%s\"\n", tok);
			return usage();
		}
	}
	free(names);

	dpy = display();
	if (dpy == EGL_NO_DISPLAY || !eglInitialize(dpy, &major, &minor) ||
	    !eglChooseConfig(dpy, cfg_attr, &cfg, 1, &n) || n < 1) {
		fprintf(stderr, "glbench: no EGL display or config (%#x)\n", eglGetError());
		return 2;
	}
	eglBindAPI(EGL_OPENGL_ES_API);
	pb_attr[1] = width;
	pb_attr[3] = height;
	surf = eglCreatePbufferSurface(dpy, cfg, pb_attr);
	ctx = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr);
	if (surf == EGL_NO_SURFACE || ctx == EGL_NO_CONTEXT || !eglMakeCurrent(dpy, surf, surf, ctx)) {
		fprintf(stderr, "glbench: no pbuffer or context (%#x)\n", eglGetError());
		return 2;
	}
	printf("egl_vendor %s\n", eglQueryString(dpy, EGL_VENDOR));
	printf("gl_renderer %s\n", (const char *)glGetString(GL_RENDERER));
	printf("size %dx%d\n", width, height);
	fflush(stdout);
	glViewport(0, 0, width, height);
	glPixelStorei(GL_PACK_ALIGNMENT, 1);

	names = strdup(list);
	for (tok = strtok_r(names, ",", &save); tok; tok = strtok_r(NULL, ",", &save))
		for (size_t k = 0; k < NSCENES; k++)
			if (!strcmp(scenes[k].name, tok))
				rc |= run(&scenes[k], dpy, surf, duration);
	free(names);
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(dpy, ctx);
	eglDestroySurface(dpy, surf);
	eglTerminate(dpy);
	return rc;
}
