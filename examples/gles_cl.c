/* SPDX-License-Identifier: MIT */
/*
 * An ordinary program that uses OpenCL and OpenGL ES 2.0 together: each round a kernel (a few
 * milliseconds of work) computes a colour, clFinish waits for it and a blocking read brings it
 * back, then GL clears a 16x16 pbuffer with that colour and reads a pixel back, which must be it.
 * Through virtcl both APIs are one library and one session on the host; a GL context that did
 * not follow the host thread serving the session after a blocking OpenCL call would lose the GL
 * calls after it.
 *
 * Usage: gles_cl [ROUNDS]   (default 20)
 * Exit status: 0 every colour right, 1 a wrong colour or an error, 2 no OpenCL device or no EGL.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CL/cl.h>
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>

static const char *src =
	"__kernel void shade(__global uchar4 *o, int r) {\n"
	"  int i = get_global_id(0); float acc = 0.0f;\n"
	"  for (int k = 0; k < 20000; k++) acc += sin(k * 0.001f + i);\n"
	"  o[i] = (uchar4)((r * 37) % 256, (r * 91) % 256, (r * 13 + i) % 256, acc > -1e30f ? 255 : 0);\n"
	"}\n";

int main(int argc, char **argv)
{
	static const EGLint cfg_attr[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
					   EGL_OPENGL_ES2_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
					   EGL_BLUE_SIZE, 8, EGL_NONE };
	static const EGLint pb_attr[] = { EGL_WIDTH, 16, EGL_HEIGHT, 16, EGL_NONE };
	static const EGLint ctx_attr[] = { EGL_CONTEXT_CLIENT_VERSION, 2, EGL_NONE };
	int rounds = argc > 1 ? atoi(argv[1]) : 20, bad = 0;
	const char *exts = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
	cl_platform_id plat;
	cl_device_id dev;
	cl_context cctx;
	cl_command_queue q;
	cl_program prog;
	cl_kernel k;
	cl_mem buf;
	cl_int err;
	EGLDisplay dpy;
	EGLConfig cfg;
	EGLSurface surf;
	EGLContext ctx;
	EGLint n = 0;

	if (clGetPlatformIDs(1, &plat, NULL) || clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL)) {
		fprintf(stderr, "gles_cl: no OpenCL device\n");
		return 2;
	}
	cctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
	q = clCreateCommandQueue(cctx, dev, 0, &err);
	prog = clCreateProgramWithSource(cctx, 1, &src, NULL, &err);
	if (clBuildProgram(prog, 1, &dev, NULL, NULL, NULL)) {
		fprintf(stderr, "gles_cl: build failed\n");
		return 1;
	}
	k = clCreateKernel(prog, "shade", &err);
	buf = clCreateBuffer(cctx, CL_MEM_READ_WRITE, 64 * 4, NULL, &err);
	dpy = exts && strstr(exts, "EGL_MESA_platform_surfaceless")
		      ? eglGetPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL)
		      : eglGetDisplay(EGL_DEFAULT_DISPLAY);
	if (dpy == EGL_NO_DISPLAY || !eglInitialize(dpy, NULL, NULL) ||
	    !eglChooseConfig(dpy, cfg_attr, &cfg, 1, &n) || n < 1) {
		fprintf(stderr, "gles_cl: no EGL display or config (%#x)\n", eglGetError());
		return 2;
	}
	eglBindAPI(EGL_OPENGL_ES_API);
	surf = eglCreatePbufferSurface(dpy, cfg, pb_attr);
	ctx = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr);
	if (!eglMakeCurrent(dpy, surf, surf, ctx)) {
		fprintf(stderr, "gles_cl: no context (%#x)\n", eglGetError());
		return 2;
	}
	for (int r = 0; r < rounds && !bad; r++) {
		size_t gsz = 64;
		unsigned char c[4], px[4];
		clSetKernelArg(k, 0, sizeof(buf), &buf);
		clSetKernelArg(k, 1, sizeof(r), &r);
		if (clEnqueueNDRangeKernel(q, k, 1, NULL, &gsz, NULL, 0, NULL, NULL) || clFinish(q) ||
		    clEnqueueReadBuffer(q, buf, CL_TRUE, 4 * 5, 4, c, 0, NULL, NULL)) {
			fprintf(stderr, "gles_cl: round %d: OpenCL failed\n", r);
			bad = 1;
			break;
		}
		glClearColor(c[0] / 255.0f, c[1] / 255.0f, c[2] / 255.0f, 1.0f);
		glClear(GL_COLOR_BUFFER_BIT);
		glReadPixels(3, 3, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, px);
		for (int i = 0; i < 3; i++)
			if (px[i] + 1 < c[i] || px[i] > c[i] + 1) {
				fprintf(stderr, "gles_cl: round %d: read %u %u %u, the kernel said %u %u %u\n", r,
					px[0], px[1], px[2], c[0], c[1], c[2]);
				bad = 1;
				break;
			}
	}
	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglTerminate(dpy);
	clReleaseMemObject(buf);
	clReleaseKernel(k);
	clReleaseProgram(prog);
	clReleaseCommandQueue(q);
	clReleaseContext(cctx);
	printf("gles_cl: %d rounds of a kernel's colour cleared by GL: %s\n", rounds, bad ? "FAILED" : "every one right");
	return bad;
}
