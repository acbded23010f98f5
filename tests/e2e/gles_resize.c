/* SPDX-License-Identifier: MIT */
/*
 * A GLES 2.0 window on X11 that changes size (EGL 1.5 §3.10.1.1: a window surface takes its
 * window's size at eglSwapBuffers): a 64x48 window cleared red, resized to 160x120 and cleared
 * green, then blue; the surface must then be 160x120 and the window's corner far from the old
 * size blue. Run natively and through virtcl by e2e.gles_x11.
 * Exit status: 0 right, 1 wrong, 77 no X display or no X11 EGL.
 */
#include <stdio.h>
#include <string.h>

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

static void frame(EGLDisplay e, EGLSurface s, float r, float g, float b, int w, int h)
{
	glViewport(0, 0, w, h);
	glClearColor(r, g, b, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
	eglSwapBuffers(e, s);
}

int main(void)
{
	static const EGLint cfg_attr[] = { EGL_SURFACE_TYPE, EGL_WINDOW_BIT, EGL_RENDERABLE_TYPE,
					   EGL_OPENGL_ES2_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
					   EGL_BLUE_SIZE, 8, EGL_NONE };
	static const EGLint ctx_attr[] = { EGL_CONTEXT_CLIENT_VERSION, 2, EGL_NONE };
	Display *d = XOpenDisplay(NULL);
	EGLDisplay e;
	EGLConfig cfg;
	EGLint n = 0, sw = 0, sh = 0, vid = 0;
	EGLSurface s;
	EGLContext c;
	XVisualInfo tmpl = { 0 }, *vi;
	XSetWindowAttributes wa = { 0 };
	Window w;
	XImage *img;
	unsigned long px;
	int ok;

	if (!d) {
		fprintf(stderr, "gles_resize: no X display\n");
		return 77;
	}
	e = eglGetPlatformDisplay(EGL_PLATFORM_X11_KHR, d, NULL);
	if (e == EGL_NO_DISPLAY || !eglInitialize(e, NULL, NULL) ||
	    !eglChooseConfig(e, cfg_attr, &cfg, 1, &n) || n < 1 ||
	    !eglGetConfigAttrib(e, cfg, EGL_NATIVE_VISUAL_ID, &vid)) {
		fprintf(stderr, "gles_resize: no X11 EGL display or window config (%#x)\n", eglGetError());
		return 77;
	}
	tmpl.visualid = (VisualID)(unsigned)vid; /* an EGLint: VisualID is wider, never written through a cast */
	vi = XGetVisualInfo(d, VisualIDMask, &tmpl, &n);
	if (!vi) {
		fprintf(stderr, "gles_resize: no X visual %#lx\n", (unsigned long)tmpl.visualid);
		return 1;
	}
	wa.colormap = XCreateColormap(d, DefaultRootWindow(d), vi->visual, AllocNone);
	w = XCreateWindow(d, DefaultRootWindow(d), 0, 0, 64, 48, 0, vi->depth, InputOutput, vi->visual,
			  CWColormap, &wa);
	XMapWindow(d, w);
	XSync(d, False);
	eglBindAPI(EGL_OPENGL_ES_API);
	s = eglCreateWindowSurface(e, cfg, (EGLNativeWindowType)w, NULL);
	c = eglCreateContext(e, cfg, EGL_NO_CONTEXT, ctx_attr);
	if (s == EGL_NO_SURFACE || c == EGL_NO_CONTEXT || !eglMakeCurrent(e, s, s, c)) {
		fprintf(stderr, "gles_resize: no window surface or context (%#x)\n", eglGetError());
		return 1;
	}
	frame(e, s, 1, 0, 0, 64, 48);
	XResizeWindow(d, w, 160, 120);
	XSync(d, False);
	frame(e, s, 0, 1, 0, 160, 120);
	frame(e, s, 0, 0, 1, 160, 120);
	eglQuerySurface(e, s, EGL_WIDTH, &sw);
	eglQuerySurface(e, s, EGL_HEIGHT, &sh);
	XSync(d, False);
	img = XGetImage(d, w, 150, 110, 1, 1, AllPlanes, ZPixmap);
	px = img ? XGetPixel(img, 0, 0) : 0;
	ok = sw == 160 && sh == 120 && (px & 0xffffff) == 0x0000ff;
	printf("gles_resize: surface %dx%d after the resize, pixel (150,110) %06lx: %s\n", sw, sh,
	       px & 0xffffff, ok ? "right" : "WRONG");
	eglMakeCurrent(e, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglTerminate(e);
	XCloseDisplay(d);
	return ok ? 0 : 1;
}
