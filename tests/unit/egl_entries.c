/* SPDX-License-Identifier: MIT */
/*
 * unit.egl_entries: virtcl's EGL vendor library answers libglvnd's getProcAddress for every entry
 * point that libglvnd takes from a vendor for EGL 1.5 (libglvnd's src/EGL/libeglvendor.c: the
 * required ones and EGL 1.5's optional ones). One that is missing is not an error libglvnd
 * reports: it answers the application's call itself, with EGL_NO_SYNC, EGL_NO_IMAGE, EGL_FALSE -
 * which is how glmark2's off-screen mode came to pace its frames with no fence at all. An entry
 * point virtcl does not remote must still be there and fail with the spec's error. The KHR image
 * functions have libglvnd dispatch stubs (getDispatchAddress) as well as their functions.
 * Usage: egl_entries LIBVIRTCL.so
 */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <EGL/egl.h>
#include <glvnd/libeglabi.h>

int main(int argc, char **argv)
{
	static const char *const names[] = {
		/* required of every vendor */
		"eglInitialize", "eglChooseConfig", "eglCopyBuffers", "eglCreateContext",
		"eglCreatePbufferSurface", "eglCreatePixmapSurface", "eglCreateWindowSurface",
		"eglDestroyContext", "eglDestroySurface", "eglGetConfigAttrib", "eglGetConfigs",
		"eglMakeCurrent", "eglQueryContext", "eglQueryString", "eglQuerySurface", "eglSwapBuffers",
		"eglTerminate", "eglWaitGL", "eglWaitNative", "eglBindTexImage", "eglReleaseTexImage",
		"eglSurfaceAttrib", "eglSwapInterval", "eglCreatePbufferFromClientBuffer",
		"eglReleaseThread", "eglWaitClient", "eglGetError",
		/* EGL 1.2 and 1.5, optional to libglvnd but core in the version virtcl reports */
		"eglBindAPI", "eglCreateSync", "eglDestroySync", "eglClientWaitSync", "eglGetSyncAttrib",
		"eglCreateImage", "eglDestroyImage", "eglCreatePlatformWindowSurface",
		"eglCreatePlatformPixmapSurface", "eglWaitSync",
	};
	EGLBoolean (*egl_main)(uint32_t, const __EGLapiExports *, __EGLvendorInfo *, __EGLapiImports *);
	__EGLapiExports exports;
	__EGLapiImports imports;
	void *h;
	int bad = 0;

	if (argc < 2 || !(h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL))) {
		fprintf(stderr, "egl_entries: cannot open %s: %s\n", argc > 1 ? argv[1] : "(none)", dlerror());
		return 1;
	}
	if (!(*(void **)&egl_main = dlsym(h, "__egl_Main"))) {
		fprintf(stderr, "not ok - the library has no __egl_Main\n");
		return 1;
	}
	memset(&exports, 0, sizeof(exports));
	memset(&imports, 0, sizeof(imports));
	if (!egl_main(EGL_VENDOR_ABI_VERSION, &exports, NULL, &imports) || !imports.getProcAddress) {
		fprintf(stderr, "not ok - __egl_Main refused libglvnd's ABI version or gave no getProcAddress\n");
		return 1;
	}
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (imports.getProcAddress(names[i])) {
			printf("ok - %s\n", names[i]);
		} else {
			printf("not ok - %s: libglvnd would answer it with no vendor behind it\n", names[i]);
			bad = 1;
		}
	}
	/* EGL_KHR_image_base's functions: libglvnd has no entry points of its own for extension
	 * functions; it asks vendors for dispatch stubs (getDispatchAddress), and a stub, virtcl's or
	 * another vendor's, fetches the display's vendor's function by getProcAddress */
	for (int i = 0; i < 2; i++) {
		const char *n = i ? "eglDestroyImageKHR" : "eglCreateImageKHR";
		void *stub = imports.getDispatchAddress ? imports.getDispatchAddress(n) : NULL, *fn = imports.getProcAddress(n);
		if (stub && fn && stub != fn) {
			printf("ok - %s: a dispatch stub and the function\n", n);
		} else {
			printf("not ok - %s: dispatch stub %p, function %p\n", n, stub, fn);
			bad = 1;
		}
	}
	if (imports.getDispatchAddress && imports.getDispatchAddress("eglNoSuchFunctionKHR")) {
		printf("not ok - a dispatch stub for a function virtcl does not have\n");
		bad = 1;
	}
	return bad;
}
