/* SPDX-License-Identifier: MIT */
/*
 * Hand-written back-end handlers for platforms, devices and contexts: the one generic info path
 * with its honest-capability filtering (every object family's clGet*Info), context creation and
 * sub-devices.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_shapes.h"
#include "gen/vn_backend.h"

/* ---- the generic info path -------------------------------------------------------------------- */

/*
 * Extensions that add host API entry points virtcl does not remote: a guest that saw them would
 * look for functions that are not there (spec: extensions are advertised only when they work).
 * Pure kernel-language and query-only extensions pass through. cl_khr_command_buffer itself is
 * remoted (vcl_be_cmdbuf.c) where the host has it; its layered extensions (mutable dispatch,
 * multi-device) are not. The host's GL sharing is hidden: cl_khr_gl_sharing is virtcl's own
 * (vcl_be_glshare.c, added by ext_add_gl_sharing).
 */
static const char cmdbuf_ext[] = "cl_khr_command_buffer";
static const char *const hidden_ext[] = {
	"gl_sharing", "gl_event", "gl_depth", "gl_msaa", "d3d", "dx9", "egl_", "command_buffer_",
	"semaphore", "external_memory", "unified_shared_memory", "svm", "cl_pocl_content_size",
	"cl_nv_create_buffer", "cl_khr_create_command_queue", "cl_khr_il_program",
	"cl_khr_terminate_context", "cl_khr_suggested_local_work_size", "cl_arm_import_memory",
	"cl_arm_shared_virtual_memory", "cl_intel_accelerator", "cl_intel_va_api",
	"cl_khr_command_buffer_mutable_dispatch",
};

static bool ext_hidden(const char *name, size_t len)
{
	if (len == sizeof(cmdbuf_ext) - 1 && !memcmp(name, cmdbuf_ext, len))
		return !vcl_be_cmdbuf_supported();
	for (size_t i = 0; i < sizeof(hidden_ext) / sizeof(hidden_ext[0]); i++)
		if (memmem(name, len, hidden_ext[i], strlen(hidden_ext[i])))
			return true;
	return false;
}

/* A space-separated extension string without the hidden names. Returns the new length with NUL. */
static size_t filter_ext_string(char *s, size_t n)
{
	char *out = s, *p = s, *end = s + strnlen(s, n);

	while (p < end) {
		char *q;
		while (p < end && *p == ' ')
			p++;
		q = p;
		while (q < end && *q != ' ')
			q++;
		if (q > p && !ext_hidden(p, (size_t)(q - p))) {
			if (out != s)
				*out++ = ' ';
			memmove(out, p, (size_t)(q - p));
			out += q - p;
		}
		p = q;
	}
	*out++ = 0;
	return (size_t)(out - s);
}

static size_t filter_ext_versions(cl_name_version *v, size_t n)
{
	size_t k = 0;

	for (size_t i = 0; i < n; i++) {
		size_t len = strnlen(v[i].name, sizeof(v[i].name));
		if (ext_hidden(v[i].name, len))
			continue;
		v[k] = v[i];
		/* the guest's entry points have the signatures of version 0.9.0, whatever the host's */
		if (len == sizeof(cmdbuf_ext) - 1 && !memcmp(v[i].name, cmdbuf_ext, len))
			v[k].version = CL_MAKE_VERSION(0, 9, 0);
		k++;
	}
	return k;
}

/*
 * cl_khr_gl_sharing is virtcl's own (vcl_be_glshare.c): where the session can make a GL context, the
 * platform's and every device's extensions name it (the host's own entry, if any, was hidden).
 * Returns the value with it (a new scratch buffer, *need its size), val for another param, NULL
 * when out of scratch room.
 */
static void *ext_add_gl_sharing(struct vcl_be_ctx *x, cl_uint param, void *val, size_t *need)
{
	static const char name[] = "cl_khr_gl_sharing";
	char *out;

	if (param == CL_PLATFORM_EXTENSIONS || param == CL_DEVICE_EXTENSIONS) {
		size_t len = strnlen(val, *need);
		if (!(out = vcl_be_scratch(x, len + sizeof(name) + 1, 1)))
			return NULL;
		memcpy(out, val, len);
		if (len)
			out[len++] = ' ';
		memcpy(out + len, name, sizeof(name));
		*need = len + sizeof(name);
		return out;
	}
	if (param == CL_PLATFORM_EXTENSIONS_WITH_VERSION || param == CL_DEVICE_EXTENSIONS_WITH_VERSION) {
		size_t n = *need / sizeof(cl_name_version);
		cl_name_version *v = vcl_be_scratch(x, n + 1, sizeof(*v));
		if (!v)
			return NULL;
		memcpy(v, val, n * sizeof(*v));
		memset(&v[n], 0, sizeof(v[n]));
		v[n].version = CL_MAKE_VERSION(1, 0, 0);
		memcpy(v[n].name, name, sizeof(name));
		*need = (n + 1) * sizeof(*v);
		return v;
	}
	return val;
}

bool vcl_be_info_allowed(struct vcl_be_ctx *x, uint16_t op, cl_uint param)
{
	switch (param) { /* what a queued release of an event changes (its context, queue, ...) */
	case CL_CONTEXT_REFERENCE_COUNT: case CL_QUEUE_REFERENCE_COUNT: case CL_MEM_REFERENCE_COUNT:
	case CL_PROGRAM_REFERENCE_COUNT: case CL_KERNEL_REFERENCE_COUNT: case CL_EVENT_REFERENCE_COUNT:
	case CL_SAMPLER_REFERENCE_COUNT: case CL_DEVICE_REFERENCE_COUNT:
		vcl_session_release_flush(x->s);
		break;
	}
	/* the host would write binaries through pointers in the value: only VCL_OP_GET_BINARIES */
	return !(op == VN_OP_clGetProgramInfo && param == CL_PROGRAM_BINARIES);
}

bool vcl_be_info_exact(uint16_t op, cl_uint param)
{
	if (op == VN_OP_clGetPlatformInfo || op == VN_OP_clGetDeviceInfo)
		return param != CL_PLATFORM_EXTENSIONS && param != CL_DEVICE_EXTENSIONS &&
		       param != CL_PLATFORM_EXTENSIONS_WITH_VERSION &&
		       param != CL_DEVICE_EXTENSIONS_WITH_VERSION;
	return !(op == VN_OP_clGetProgramBuildInfo && param == CL_PROGRAM_BUILD_OPTIONS);
}

/* What a guest sees of a host value: honest capabilities (spec 4.2 for each property). */
static size_t info_filter(uint16_t op, cl_uint param, void *val, size_t need)
{
	if (!val)
		return need;
	if (op == VN_OP_clGetPlatformInfo || op == VN_OP_clGetDeviceInfo) {
		if (param == CL_PLATFORM_EXTENSIONS || param == CL_DEVICE_EXTENSIONS)
			return filter_ext_string(val, need);
		if (param == CL_PLATFORM_EXTENSIONS_WITH_VERSION ||
		    param == CL_DEVICE_EXTENSIONS_WITH_VERSION)
			return filter_ext_versions(val, need / sizeof(cl_name_version)) *
			       sizeof(cl_name_version);
	}
	if (op == VN_OP_clGetProgramBuildInfo && param == CL_PROGRAM_BUILD_OPTIONS) {
		/* the options as the guest gave them: not the daemon's include directory, which
		 * names a host path (build_includes) */
		char *o = val, *p = strstr(o, "-I");
		const char *base = vcl_private_base();
		if (p && base[0] && !strncmp(p + 2, base, strlen(base))) {
			char *e = strchr(p, ' ');
			memmove(p, e ? e + 1 : p + strlen(p), strlen(e ? e + 1 : p + strlen(p)) + 1);
			return strlen(o) + 1;
		}
	}
	if (op == VN_OP_clGetDeviceInfo) {
		/* coarse-grained buffer SVM is remoted (the same addresses in guest and host, contents
		 * synchronized at the commands coarse-grained SVM allows the host to look at); fine-
		 * grained SVM, system SVM and SVM atomics are not (docs/design.md) */
		if (param == CL_DEVICE_SVM_CAPABILITIES && need == sizeof(cl_device_svm_capabilities))
			*(cl_device_svm_capabilities *)val &= CL_DEVICE_SVM_COARSE_GRAIN_BUFFER;
		/* a host function pointer cannot come from a guest */
		if (param == CL_DEVICE_EXECUTION_CAPABILITIES && need == sizeof(cl_device_exec_capabilities))
			*(cl_device_exec_capabilities *)val &= ~(cl_device_exec_capabilities)CL_EXEC_NATIVE_KERNEL;
		/* command buffers: none where virtcl does not offer the extension */
		if (param == CL_DEVICE_COMMAND_BUFFER_CAPABILITIES_KHR && !vcl_be_cmdbuf_supported() &&
		    need == sizeof(cl_device_command_buffer_capabilities_khr))
			memset(val, 0, need);
	}
	return need;
}

int vcl_be_info_reply(struct vcl_be_ctx *x, uint16_t op, cl_uint param, cl_int ret, void *val,
		      size_t need, size_t guest_size, bool want_value, bool want_size)
{
	if (ret == CL_SUCCESS) {
		need = info_filter(op, param, val, need);
		if (val && (op == VN_OP_clGetPlatformInfo || op == VN_OP_clGetDeviceInfo) &&
		    (param == CL_PLATFORM_EXTENSIONS || param == CL_DEVICE_EXTENSIONS ||
		     param == CL_PLATFORM_EXTENSIONS_WITH_VERSION ||
		     param == CL_DEVICE_EXTENSIONS_WITH_VERSION) &&
		    vcl_glshare_offered() && !(val = ext_add_gl_sharing(x, param, val, &need)))
			return -EPROTO;
		for (size_t i = 0; i < VN_INFOH_COUNT && val; i++) {
			const struct vn_infoh *h = &vn_infoh[i];
			size_t n;
			if (h->op != op || h->param != param)
				continue;
			n = h->array ? need / sizeof(void *) : (need >= sizeof(void *) ? 1 : 0);
			for (size_t k = 0; k < n; k++) {
				void *host;
				uint64_t id;
				memcpy(&host, (char *)val + k * sizeof(void *), sizeof(host));
				id = vcl_session_id_of(x->s, h->type, host);
				memcpy((char *)val + k * sizeof(void *), &id, sizeof(id));
			}
		}
		/* spec 4.1 and every query: a value buffer smaller than the value is CL_INVALID_VALUE */
		if (want_value && guest_size < need)
			ret = CL_INVALID_VALUE;
	}
	vcl_enc_i32(&x->rep, ret);
	vcl_enc_buf(&x->rep, want_value && ret == CL_SUCCESS ? val : NULL, need);
	if (want_size) {
		uint64_t n = need;
		vcl_enc_u64(&x->rep, n);
	}
	return 0;
}
/* ---- contexts --------------------------------------------------------------------------------- */

/* From decoded arguments: props is the decoder's copy (the GL sharing properties are taken out of
 * it); from_type: clCreateContextFromType (type), else clCreateContext (ndev, devs). */
static int context_create(struct vcl_be_ctx *x, uint64_t id, cl_context_properties *props,
			  bool from_type, cl_uint ndev, const cl_device_id *devs, cl_device_type type,
			  uint64_t cb)
{
	struct cb_rec *r = NULL;
	cl_int err = CL_SUCCESS;
	cl_context ctx = NULL;
	uint64_t gl = 0;

	r = vcl_be_cb_new(x, cb, VCL_CB_CONTEXT_NOTIFY);
	/* cl_khr_gl_sharing's properties are virtcl's, never the host driver's */
	if ((err = vcl_glshare_context_props(props, &gl)))
		;
	else if (from_type)
		ctx = clCreateContextFromType(props, type, r ? vcl_be_tramp_context_notify : NULL, r,
					      &err);
	else
		ctx = clCreateContext(props, ndev, devs, r ? vcl_be_tramp_context_notify : NULL, r,
				      &err);
	if (err == CL_SUCCESS) {
		/* the notify record lives as long as the context (spec 5.1.2: no notification after
		 * its destructor callbacks); without the callback it stays until the process ends */
		if (r)
			clSetContextDestructorCallback(ctx, vcl_be_cb_free, r);
		if (gl)
			vcl_glshare_context_made(ctx, gl);
		vcl_be_bind(x, id, VN_T_CONTEXT, ctx);
	} else if (r) {
		vcl_weak_put(r->w);
		free(r);
	}
	vcl_enc_i32(&x->rep, err);
	return 0;
}

int vcl_be_h_clCreateContext(struct vcl_be_ctx *x, const struct vn_args_clCreateContext *a)
{
	return context_create(x, a->id, (cl_context_properties *)a->properties, false,
			      a->num_devices, a->devices, 0, a->pfn_notify_id);
}

int vcl_be_h_clCreateContextFromType(struct vcl_be_ctx *x,
				     const struct vn_args_clCreateContextFromType *a)
{
	return context_create(x, a->id, (cl_context_properties *)a->properties, true, 0, NULL,
			      a->device_type, a->pfn_notify_id);
}
/* ---- devices ---------------------------------------------------------------------------------- */

int vcl_be_h_clCreateSubDevices(struct vcl_be_ctx *x, const struct vn_args_clCreateSubDevices *a)
{
	cl_uint got = 0;
	cl_device_id *out = NULL;
	cl_int ret;

	if (a->out_devices && !(out = vcl_be_scratch(x, a->num_devices, sizeof(*out))))
		return -EPROTO;
	ret = clCreateSubDevices(a->in_device, a->properties, a->num_devices, out, &got);
	if (ret == CL_SUCCESS && out)
		for (cl_uint i = 0; i < got && i < a->num_devices; i++)
			vcl_be_bind(x, a->out_devices[i], VN_T_DEVICE, out[i]);
	vn_enc_reply_clCreateSubDevices(&x->rep, ret, a,
					&(struct vn_reply_clCreateSubDevices){ .got = got });
	return 0;
}
