/* SPDX-License-Identifier: MIT */
/*
 * cl_khr_gl_sharing through virtcl (tests/e2e/gl_sharing.sh): a GLES 2.0 program makes a buffer, an
 * RGBA8 texture, an R32F texture and an RGBA8 renderbuffer; OpenCL memory objects made from them
 * (an OpenCL context with CL_GL_CONTEXT_KHR and CL_EGL_DISPLAY_KHR) see GL's contents after
 * clEnqueueAcquireGLObjects, kernels write them, and after clEnqueueReleaseGLObjects and clFinish GL
 * reads the kernels' values (glMapBufferOES, glReadPixels through a framebuffer) and draws with the
 * texture (the drawn pixels are the kernel's). Then the spec's
 * errors: objects not from GL, names that are no GL object, a foreign or destroyed EGL context,
 * GLX properties, a context that shares nothing, unknown parameters; and a kernel on a GL object
 * that was never acquired (the application's error: undefined contents, no crash).
 *
 * Exit status: 0 all right, 1 a failure, 2 no EGL/OpenCL or no cl_khr_gl_sharing (the script skips).
 */
#define CL_TARGET_OPENCL_VERSION 300
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CL/cl.h>
#include <CL/cl_gl.h>
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>
#include <GLES2/gl2ext.h>

#define W 16
#define H 16
#define GL_R32F_ 0x822E
#define GL_RED_ 0x1903
#define GL_RGBA8_ 0x8058

static int fails;

#define CHECK(cond, ...)                                              \
	do {                                                          \
		if (!(cond)) {                                        \
			fails++;                                      \
			fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
			fprintf(stderr, __VA_ARGS__);                 \
			fputc('\n', stderr);                          \
		}                                                     \
	} while (0)
#define EXPECT(got, want, what) CHECK((got) == (want), "%s: %d, want %d", what, (int)(got), (int)(want))

static const char *src =
	"__kernel void buf(__global float *b) { int i = get_global_id(0); b[i] = b[i] * 2.0f + 1.0f; }\n"
	"__kernel void rgba(__write_only image2d_t im) {\n"
	"  int x = get_global_id(0), y = get_global_id(1);\n"
	"  write_imagef(im, (int2)(x, y), (float4)(x / 15.0f, y / 15.0f, 0.5f, 1.0f)); }\n"
	"__kernel void red(__write_only image2d_t im) {\n"
	"  int x = get_global_id(0), y = get_global_id(1);\n"
	"  write_imagef(im, (int2)(x, y), (float4)(x * 100.0f + y, 0, 0, 1)); }\n";

static GLuint fbo_with(GLenum attach_kind, GLuint name)
{
	GLuint fb;

	glGenFramebuffers(1, &fb);
	glBindFramebuffer(GL_FRAMEBUFFER, fb);
	if (attach_kind == GL_RENDERBUFFER)
		glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, name);
	else
		glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, name, 0);
	return fb;
}

/* GL draws with the texture the kernel wrote: a quad over the 16x16 pbuffer samples texel (x, y) at
 * pixel (x, y) (GL_NEAREST), which must hold the kernel's values. */
static void draw_check(GLuint tex)
{
	static const char *vs = "attribute vec2 p; varying vec2 t;\n"
				"void main() { t = p * 0.5 + 0.5; gl_Position = vec4(p, 0.0, 1.0); }\n";
	static const char *fs = "precision mediump float; varying vec2 t; uniform sampler2D s;\n"
				"void main() { gl_FragColor = texture2D(s, t); }\n";
	static const float quad[] = { -1, -1, 1, -1, -1, 1, 1, 1 };
	GLuint prog = glCreateProgram(), v = glCreateShader(GL_VERTEX_SHADER),
	       f = glCreateShader(GL_FRAGMENT_SHADER), vb;
	GLint linked = 0;
	unsigned char px[W * H * 4];

	glShaderSource(v, 1, &vs, NULL);
	glCompileShader(v);
	glShaderSource(f, 1, &fs, NULL);
	glCompileShader(f);
	glAttachShader(prog, v);
	glAttachShader(prog, f);
	glBindAttribLocation(prog, 0, "p");
	glLinkProgram(prog);
	glGetProgramiv(prog, GL_LINK_STATUS, &linked);
	CHECK(linked, "the drawing program does not link");
	glUseProgram(prog);
	glGenBuffers(1, &vb);
	glBindBuffer(GL_ARRAY_BUFFER, vb);
	glBufferData(GL_ARRAY_BUFFER, sizeof(quad), quad, GL_STATIC_DRAW);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, NULL);
	glEnableVertexAttribArray(0);
	glActiveTexture(GL_TEXTURE0);
	glBindTexture(GL_TEXTURE_2D, tex);
	glUniform1i(glGetUniformLocation(prog, "s"), 0);
	glViewport(0, 0, W, H);
	glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
	glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, px);
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++) {
			unsigned char *p = px + 4 * (y * W + x);
			if (abs(p[0] - x * 17) > 1 || abs(p[1] - y * 17) > 1 || abs(p[2] - 128) > 1) {
				CHECK(0, "drawn pixel (%d,%d) = %u %u %u", x, y, p[0], p[1], p[2]);
				x = W, y = H;
			}
		}
	EXPECT(glGetError(), GL_NO_ERROR, "GL after the draw");
}

int main(void)
{
	static const EGLint cfg_attr[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					   EGL_OPENGL_ES2_BIT, EGL_RED_SIZE, 8, EGL_NONE };
	static const EGLint pb_attr[] = { EGL_WIDTH, W, EGL_HEIGHT, H, EGL_NONE };
	static const EGLint ctx_attr[] = { EGL_CONTEXT_CLIENT_VERSION, 2, EGL_NONE };
	const char *exts = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
	EGLDisplay dpy;
	EGLConfig cfg;
	EGLContext ctx, other;
	EGLSurface surf;
	EGLint n = 0;
	cl_platform_id plat;
	cl_device_id dev, got_dev = NULL;
	cl_int err;
	char ext[8192] = "";
	float fb_init[64], rinit[W * H], *fp;
	unsigned char rgba_init[W * H * 4], px[W * H * 4];
	float fpx[W * H * 4];
	GLuint gbuf, tex, rtex, rb;

	dpy = exts && strstr(exts, "EGL_MESA_platform_surfaceless")
		      ? eglGetPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL)
		      : eglGetDisplay(EGL_DEFAULT_DISPLAY);
	if (dpy == EGL_NO_DISPLAY || !eglInitialize(dpy, NULL, NULL) ||
	    !eglChooseConfig(dpy, cfg_attr, &cfg, 1, &n) || n < 1) {
		fprintf(stderr, "gl_sharing: no EGL display or config\n");
		return 2;
	}
	eglBindAPI(EGL_OPENGL_ES_API);
	surf = eglCreatePbufferSurface(dpy, cfg, pb_attr);
	ctx = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr);
	other = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr);
	if (!eglMakeCurrent(dpy, surf, surf, ctx)) {
		fprintf(stderr, "gl_sharing: no context\n");
		return 2;
	}
	if (clGetPlatformIDs(1, &plat, NULL) || clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL)) {
		fprintf(stderr, "gl_sharing: no OpenCL device\n");
		return 2;
	}
	clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, sizeof(ext) - 1, ext, NULL);
	if (!strstr(ext, "cl_khr_gl_sharing")) {
		fprintf(stderr, "gl_sharing: the device has no cl_khr_gl_sharing (%s)\n", ext);
		return 2;
	}
	clGetPlatformInfo(plat, CL_PLATFORM_EXTENSIONS, sizeof(ext) - 1, ext, NULL);
	CHECK(strstr(ext, "cl_khr_gl_sharing"), "the platform does not name cl_khr_gl_sharing");

	/* the GL objects, with contents */
	for (int i = 0; i < 64; i++)
		fb_init[i] = (float)i;
	for (int i = 0; i < W * H * 4; i++)
		rgba_init[i] = (unsigned char)(i * 7);
	for (int i = 0; i < W * H; i++)
		rinit[i] = (float)i * 0.5f;
	glGenBuffers(1, &gbuf);
	glBindBuffer(GL_ARRAY_BUFFER, gbuf);
	glBufferData(GL_ARRAY_BUFFER, sizeof(fb_init), fb_init, GL_DYNAMIC_DRAW);
	glGenTextures(1, &tex);
	glBindTexture(GL_TEXTURE_2D, tex);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, W, H, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba_init);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
	glGenTextures(1, &rtex);
	glBindTexture(GL_TEXTURE_2D, rtex);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_R32F_, W, H, 0, GL_RED_, GL_FLOAT, rinit);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
	glGenRenderbuffers(1, &rb);
	glBindRenderbuffer(GL_RENDERBUFFER, rb);
	glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8_, W, H);
	fbo_with(GL_RENDERBUFFER, rb);
	glClearColor(0.0f, 1.0f, 0.0f, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
	glBindFramebuffer(GL_FRAMEBUFFER, 0);
	EXPECT(glGetError(), GL_NO_ERROR, "GL setup");
	glFinish(); /* the spec: GL's work done before the acquire */

	/* clGetGLContextInfoKHR, from the extension function address */
	cl_context_properties props[] = { CL_GL_CONTEXT_KHR, (cl_context_properties)ctx,
					  CL_EGL_DISPLAY_KHR, (cl_context_properties)dpy,
					  CL_CONTEXT_PLATFORM, (cl_context_properties)plat, 0 };
	clGetGLContextInfoKHR_fn info =
		(clGetGLContextInfoKHR_fn)clGetExtensionFunctionAddressForPlatform(plat, "clGetGLContextInfoKHR");
	CHECK(info, "no clGetGLContextInfoKHR from clGetExtensionFunctionAddressForPlatform");
	CHECK(clGetExtensionFunctionAddressForPlatform(plat, "clEnqueueAcquireGLObjects"),
	      "no clEnqueueAcquireGLObjects from clGetExtensionFunctionAddressForPlatform");
	if (info) {
		size_t sz = 0;
		EXPECT(info(props, CL_CURRENT_DEVICE_FOR_GL_CONTEXT_KHR, sizeof(got_dev), &got_dev, &sz),
		       CL_SUCCESS, "clGetGLContextInfoKHR");
		CHECK(got_dev == dev && sz == sizeof(got_dev), "current device %p (%zu bytes), want %p",
		      (void *)got_dev, sz, (void *)dev);
		EXPECT(info(props, CL_DEVICES_FOR_GL_CONTEXT_KHR, 0, NULL, &sz), CL_SUCCESS,
		       "clGetGLContextInfoKHR devices");
		CHECK(sz >= sizeof(cl_device_id), "%zu bytes of devices", sz);
		EXPECT(info(props, 0x1234, sizeof(got_dev), &got_dev, NULL), CL_INVALID_VALUE,
		       "clGetGLContextInfoKHR of an unknown parameter");
		cl_context_properties bad[] = { CL_GL_CONTEXT_KHR, (cl_context_properties)&n,
						CL_CONTEXT_PLATFORM, (cl_context_properties)plat, 0 };
		EXPECT(info(bad, CL_CURRENT_DEVICE_FOR_GL_CONTEXT_KHR, sizeof(got_dev), &got_dev, NULL),
		       CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR, "clGetGLContextInfoKHR of a foreign context");
	}

	cl_context cc = clCreateContext(props, 1, &dev, NULL, NULL, &err);
	EXPECT(err, CL_SUCCESS, "clCreateContext with CL_GL_CONTEXT_KHR");
	if (!cc)
		return 1;
	cl_command_queue q = clCreateCommandQueueWithProperties(cc, dev, NULL, &err);
	cl_program prog = clCreateProgramWithSource(cc, 1, &src, NULL, &err);
	EXPECT(clBuildProgram(prog, 1, &dev, NULL, NULL, NULL), CL_SUCCESS, "build");
	cl_kernel kb = clCreateKernel(prog, "buf", &err), kt = clCreateKernel(prog, "rgba", &err),
		  kr = clCreateKernel(prog, "red", &err);

	cl_mem mb = clCreateFromGLBuffer(cc, CL_MEM_READ_WRITE, gbuf, &err);
	EXPECT(err, CL_SUCCESS, "clCreateFromGLBuffer");
	cl_mem mt = clCreateFromGLTexture(cc, CL_MEM_READ_WRITE, GL_TEXTURE_2D, 0, tex, &err);
	EXPECT(err, CL_SUCCESS, "clCreateFromGLTexture (RGBA8)");
	cl_mem mr = clCreateFromGLTexture(cc, CL_MEM_WRITE_ONLY, GL_TEXTURE_2D, 0, rtex, &err);
	EXPECT(err, CL_SUCCESS, "clCreateFromGLTexture (R32F)");
	cl_mem mrb = clCreateFromGLRenderbuffer(cc, CL_MEM_READ_WRITE, rb, &err);
	EXPECT(err, CL_SUCCESS, "clCreateFromGLRenderbuffer");
	if (!mb || !mt || !mr || !mrb)
		return 1;

	/* queries */
	cl_gl_object_type ot = 0;
	cl_GLuint on = 0;
	GLenum tgt = 0;
	GLint lvl = -1;
	size_t msz = 0;
	cl_image_format imf;
	EXPECT(clGetGLObjectInfo(mb, &ot, &on), CL_SUCCESS, "clGetGLObjectInfo");
	CHECK(ot == CL_GL_OBJECT_BUFFER && on == gbuf, "buffer: type %#x name %u", ot, on);
	EXPECT(clGetGLObjectInfo(mrb, &ot, &on), CL_SUCCESS, "clGetGLObjectInfo");
	CHECK(ot == CL_GL_OBJECT_RENDERBUFFER && on == rb, "renderbuffer: type %#x name %u", ot, on);
	EXPECT(clGetGLObjectInfo(mt, &ot, NULL), CL_SUCCESS, "clGetGLObjectInfo");
	EXPECT(ot, CL_GL_OBJECT_TEXTURE2D, "texture's object type");
	EXPECT(clGetGLTextureInfo(mt, CL_GL_TEXTURE_TARGET, sizeof(tgt), &tgt, NULL), CL_SUCCESS, "target");
	EXPECT(tgt, GL_TEXTURE_2D, "texture target");
	EXPECT(clGetGLTextureInfo(mt, CL_GL_MIPMAP_LEVEL, sizeof(lvl), &lvl, NULL), CL_SUCCESS, "level");
	EXPECT(lvl, 0, "mipmap level");
	EXPECT(clGetGLTextureInfo(mb, CL_GL_TEXTURE_TARGET, sizeof(tgt), &tgt, NULL), CL_INVALID_GL_OBJECT,
	       "clGetGLTextureInfo of a buffer");
	clGetMemObjectInfo(mb, CL_MEM_SIZE, sizeof(msz), &msz, NULL);
	EXPECT(msz, sizeof(fb_init), "the buffer's size");
	clGetImageInfo(mr, CL_IMAGE_FORMAT, sizeof(imf), &imf, NULL);
	CHECK(imf.image_channel_order == CL_R && imf.image_channel_data_type == CL_FLOAT,
	      "R32F as %#x %#x", imf.image_channel_order, imf.image_channel_data_type);

	/* acquire: OpenCL sees GL's contents */
	cl_mem all[4] = { mb, mt, mr, mrb };
	cl_event ev = NULL;
	size_t o3[3] = { 0, 0, 0 }, r3[3] = { W, H, 1 }, g1 = 64, g2[2] = { W, H };
	float fb_cl[64];
	EXPECT(clEnqueueAcquireGLObjects(q, 4, all, 0, NULL, &ev), CL_SUCCESS, "acquire");
	EXPECT(clWaitForEvents(1, &ev), CL_SUCCESS, "the acquire's event");
	clReleaseEvent(ev);
	EXPECT(clEnqueueReadBuffer(q, mb, CL_TRUE, 0, sizeof(fb_cl), fb_cl, 0, NULL, NULL), CL_SUCCESS, "read");
	CHECK(!memcmp(fb_cl, fb_init, sizeof(fb_cl)), "the buffer after acquire is not GL's");
	EXPECT(clEnqueueReadImage(q, mt, CL_TRUE, o3, r3, 0, 0, px, 0, NULL, NULL), CL_SUCCESS, "read image");
	CHECK(!memcmp(px, rgba_init, sizeof(px)), "the RGBA8 texture after acquire is not GL's");
	EXPECT(clEnqueueReadImage(q, mrb, CL_TRUE, o3, r3, 0, 0, px, 0, NULL, NULL), CL_SUCCESS, "read rb");
	CHECK(px[0] == 0 && px[1] == 255 && px[2] == 0 && px[3] == 255 && px[4 * (W * H - 1) + 1] == 255,
	      "the renderbuffer after acquire: %u %u %u %u", px[0], px[1], px[2], px[3]);
	/* kernels write them */
	clSetKernelArg(kb, 0, sizeof(mb), &mb);
	EXPECT(clEnqueueNDRangeKernel(q, kb, 1, NULL, &g1, NULL, 0, NULL, NULL), CL_SUCCESS, "kernel buf");
	clSetKernelArg(kt, 0, sizeof(mt), &mt);
	EXPECT(clEnqueueNDRangeKernel(q, kt, 2, NULL, g2, NULL, 0, NULL, NULL), CL_SUCCESS, "kernel rgba");
	clSetKernelArg(kr, 0, sizeof(mr), &mr);
	EXPECT(clEnqueueNDRangeKernel(q, kr, 2, NULL, g2, NULL, 0, NULL, NULL), CL_SUCCESS, "kernel red");
	clSetKernelArg(kt, 0, sizeof(mrb), &mrb);
	EXPECT(clEnqueueNDRangeKernel(q, kt, 2, NULL, g2, NULL, 0, NULL, NULL), CL_SUCCESS, "kernel rb");
	EXPECT(clEnqueueReleaseGLObjects(q, 4, all, 0, NULL, NULL), CL_SUCCESS, "release");
	EXPECT(clFinish(q), CL_SUCCESS, "clFinish after the release");

	/* GL reads what the kernels wrote */
	PFNGLMAPBUFFEROESPROC map = (PFNGLMAPBUFFEROESPROC)eglGetProcAddress("glMapBufferOES");
	PFNGLUNMAPBUFFEROESPROC unmap = (PFNGLUNMAPBUFFEROESPROC)eglGetProcAddress("glUnmapBufferOES");
	glBindBuffer(GL_ARRAY_BUFFER, gbuf);
	fp = map ? map(GL_ARRAY_BUFFER, GL_WRITE_ONLY_OES) : NULL;
	CHECK(fp, "glMapBufferOES");
	for (int i = 0; fp && i < 64; i++)
		if (fp[i] != i * 2.0f + 1.0f) {
			CHECK(0, "GL buffer [%d] = %g, the kernel wrote %g", i, fp[i], i * 2.0f + 1.0f);
			break;
		}
	if (fp)
		unmap(GL_ARRAY_BUFFER);
	fbo_with(GL_TEXTURE_2D, tex);
	glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, px);
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++) {
			unsigned char *p = px + 4 * (y * W + x);
			if (abs(p[0] - x * 17) > 1 || abs(p[1] - y * 17) > 1 || abs(p[2] - 128) > 1 || p[3] != 255) {
				CHECK(0, "GL texture (%d,%d) = %u %u %u %u", x, y, p[0], p[1], p[2], p[3]);
				x = W, y = H;
			}
		}
	fbo_with(GL_TEXTURE_2D, rtex);
	glReadPixels(0, 0, W, H, GL_RGBA, GL_FLOAT, fpx);
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++)
			if (fpx[4 * (y * W + x)] != x * 100.0f + y) {
				CHECK(0, "GL R32F texture (%d,%d) = %g", x, y, fpx[4 * (y * W + x)]);
				x = W, y = H;
			}
	fbo_with(GL_RENDERBUFFER, rb);
	glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, px);
	CHECK(abs(px[4 * (3 * W + 5)] - 5 * 17) <= 1 && abs(px[4 * (3 * W + 5) + 1] - 3 * 17) <= 1,
	      "GL renderbuffer (5,3) = %u %u", px[4 * (3 * W + 5)], px[4 * (3 * W + 5) + 1]);
	glBindFramebuffer(GL_FRAMEBUFFER, 0);
	EXPECT(glGetError(), GL_NO_ERROR, "GL after the reads");
	draw_check(tex);

	/* a GL buffer larger than one transfer piece (16 MiB; 4 MiB over tcp:): written and read whole
	 * with clEnqueueWrite/ReadBuffer (the guest knows no size of a buffer made from GL: it asks) */
	{
		const size_t big = (size_t)40 << 20;
		unsigned char *hb = malloc(big), *gb = calloc(big, 1);
		GLuint bigbuf;
		glGenBuffers(1, &bigbuf);
		glBindBuffer(GL_ARRAY_BUFFER, bigbuf);
		glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)big, NULL, GL_DYNAMIC_DRAW);
		glFinish();
		cl_mem mbig = clCreateFromGLBuffer(cc, CL_MEM_READ_WRITE, bigbuf, &err);
		EXPECT(err, CL_SUCCESS, "clCreateFromGLBuffer of 40 MiB");
		for (size_t i = 0; hb && i < big; i++)
			hb[i] = (unsigned char)(i * 13 + (i >> 16));
		if (mbig && hb && gb) {
			EXPECT(clEnqueueAcquireGLObjects(q, 1, &mbig, 0, NULL, NULL), CL_SUCCESS, "acquire (40 MiB)");
			EXPECT(clEnqueueWriteBuffer(q, mbig, CL_TRUE, 0, big, hb, 0, NULL, NULL), CL_SUCCESS,
			       "a 40 MiB write to a GL buffer");
			EXPECT(clEnqueueReadBuffer(q, mbig, CL_TRUE, 0, big, gb, 0, NULL, NULL), CL_SUCCESS,
			       "a 40 MiB read of a GL buffer");
			CHECK(!memcmp(hb, gb, big), "the 40 MiB GL buffer read back what was written");
			EXPECT(clEnqueueWriteBuffer(q, mbig, CL_TRUE, 1, big, hb, 0, NULL, NULL), CL_INVALID_VALUE,
			       "a 40 MiB write one byte past a GL buffer's end");
			EXPECT(clEnqueueReleaseGLObjects(q, 1, &mbig, 0, NULL, NULL), CL_SUCCESS, "release (40 MiB)");
			EXPECT(clFinish(q), CL_SUCCESS, "clFinish");
		}
		if (mbig)
			clReleaseMemObject(mbig);
		glDeleteBuffers(1, &bigbuf);
		free(hb);
		free(gb);
	}

	/* the errors */
	cl_mem plain = clCreateBuffer(cc, CL_MEM_READ_WRITE, 64, NULL, &err);
	EXPECT(clEnqueueAcquireGLObjects(q, 1, &plain, 0, NULL, NULL), CL_INVALID_GL_OBJECT,
	       "acquire of a buffer not from GL");
	EXPECT(clEnqueueAcquireGLObjects(q, 1, NULL, 0, NULL, NULL), CL_INVALID_VALUE,
	       "acquire of NULL objects");
	EXPECT(clGetGLObjectInfo(plain, &ot, &on), CL_INVALID_GL_OBJECT, "clGetGLObjectInfo of a plain buffer");
	clCreateFromGLBuffer(cc, CL_MEM_READ_WRITE, 12345, &err);
	EXPECT(err, CL_INVALID_GL_OBJECT, "clCreateFromGLBuffer of no buffer");
	clCreateFromGLBuffer(cc, CL_MEM_USE_HOST_PTR, gbuf, &err);
	EXPECT(err, CL_INVALID_VALUE, "clCreateFromGLBuffer with CL_MEM_USE_HOST_PTR");
	clCreateFromGLTexture(cc, CL_MEM_READ_WRITE, GL_TEXTURE_2D, 0, gbuf + 1000, &err);
	EXPECT(err, CL_INVALID_GL_OBJECT, "clCreateFromGLTexture of no texture");
	clCreateFromGLTexture(cc, CL_MEM_READ_WRITE, 0x806F /* GL_TEXTURE_3D */, 0, tex, &err);
	EXPECT(err, CL_INVALID_VALUE, "clCreateFromGLTexture of GL_TEXTURE_3D");
	clCreateFromGLTexture(cc, CL_MEM_READ_WRITE, GL_TEXTURE_2D, 3, tex, &err);
	EXPECT(err, CL_INVALID_GL_OBJECT, "clCreateFromGLTexture of an undefined level");
	clCreateFromGLTexture(cc, CL_MEM_READ_WRITE, GL_TEXTURE_2D, -1, tex, &err);
	EXPECT(err, CL_INVALID_MIP_LEVEL, "clCreateFromGLTexture of level -1");
	clCreateFromGLRenderbuffer(cc, CL_MEM_READ_WRITE, tex + 777, &err);
	EXPECT(err, CL_INVALID_GL_OBJECT, "clCreateFromGLRenderbuffer of no renderbuffer");
	/* a kernel on a GL object never acquired: undefined contents, no crash */
	clSetKernelArg(kb, 0, sizeof(mb), &mb);
	EXPECT(clEnqueueNDRangeKernel(q, kb, 1, NULL, &g1, NULL, 0, NULL, NULL), CL_SUCCESS,
	       "a kernel on a GL buffer not acquired");
	EXPECT(clFinish(q), CL_SUCCESS, "clFinish");
	EXPECT(clEnqueueReleaseGLObjects(q, 1, &mb, 0, NULL, NULL), CL_SUCCESS, "release of one not acquired");
	/* contexts: a foreign handle, a destroyed one, GLX, one that shares nothing */
	cl_context_properties p2[] = { CL_GL_CONTEXT_KHR, (cl_context_properties)&n, CL_EGL_DISPLAY_KHR,
				       (cl_context_properties)dpy, 0 };
	clCreateContext(p2, 1, &dev, NULL, NULL, &err);
	EXPECT(err, CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR, "clCreateContext with a foreign GL context");
	eglDestroyContext(dpy, other);
	p2[1] = (cl_context_properties)other;
	clCreateContext(p2, 1, &dev, NULL, NULL, &err);
	EXPECT(err, CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR, "clCreateContext with a destroyed GL context");
	p2[1] = (cl_context_properties)ctx;
	p2[3] = (cl_context_properties)&n;
	clCreateContext(p2, 1, &dev, NULL, NULL, &err);
	EXPECT(err, CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR, "clCreateContext with a foreign EGL display");
	p2[2] = CL_GLX_DISPLAY_KHR;
	clCreateContext(p2, 1, &dev, NULL, NULL, &err);
	EXPECT(err, CL_INVALID_OPERATION, "clCreateContext with CL_GLX_DISPLAY_KHR");
	cl_context nogl = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
	cl_command_queue nq = clCreateCommandQueueWithProperties(nogl, dev, NULL, &err);
	cl_mem nplain = clCreateBuffer(nogl, CL_MEM_READ_WRITE, 64, NULL, &err);
	clCreateFromGLBuffer(nogl, CL_MEM_READ_WRITE, gbuf, &err);
	EXPECT(err, CL_INVALID_CONTEXT, "clCreateFromGLBuffer in a context without GL");
	EXPECT(clEnqueueAcquireGLObjects(nq, 1, &nplain, 0, NULL, NULL), CL_INVALID_CONTEXT,
	       "acquire on a queue of a context without GL");
	EXPECT(clEnqueueAcquireGLObjects(nq, 1, &mb, 0, NULL, NULL), CL_INVALID_CONTEXT,
	       "acquire of another context's object");

	clReleaseMemObject(nplain);
	clReleaseCommandQueue(nq);
	clReleaseContext(nogl);
	clReleaseMemObject(plain);
	clReleaseMemObject(mb);
	clReleaseMemObject(mt);
	clReleaseMemObject(mr);
	clReleaseMemObject(mrb);
	clReleaseKernel(kb);
	clReleaseKernel(kt);
	clReleaseKernel(kr);
	clReleaseProgram(prog);
	clReleaseCommandQueue(q);
	clReleaseContext(cc);
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglTerminate(dpy);
	printf("gl_sharing: %s\n", fails ? "FAILED" : "a buffer, two textures and a renderbuffer shared "
						      "both ways; every error the spec's");
	return fails ? 1 : 0;
}
