/* SPDX-License-Identifier: MIT */
/*
 * Hand-written back-end handlers: the calls a generator cannot express (guest memory, callbacks,
 * lists of buffers), and the one generic info path with its honest-capability filtering.
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
 * Pure kernel-language and query-only extensions pass through.
 */
static const char *const hidden_ext[] = {
	"gl_sharing", "gl_event", "gl_depth", "gl_msaa", "d3d", "dx9", "egl_", "command_buffer",
	"semaphore", "external_memory", "unified_shared_memory", "svm", "cl_pocl_content_size",
	"cl_nv_create_buffer", "cl_khr_create_command_queue", "cl_khr_il_program",
	"cl_khr_terminate_context", "cl_khr_suggested_local_work_size", "cl_arm_import_memory",
	"cl_arm_shared_virtual_memory", "cl_intel_accelerator", "cl_intel_va_api",
	"cl_khr_command_buffer_mutable_dispatch",
};

static bool ext_hidden(const char *name, size_t len)
{
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

	for (size_t i = 0; i < n; i++)
		if (!ext_hidden(v[i].name, strnlen(v[i].name, sizeof(v[i].name))))
			v[k++] = v[i];
	return k;
}

bool vcl_be_info_allowed(uint16_t op, cl_uint param)
{
	/* the host would write binaries through pointers in the value: only VCL_OP_GET_BINARIES */
	return !(op == VN_OP_clGetProgramInfo && param == CL_PROGRAM_BINARIES);
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
		/* guest and host address spaces differ: no shared virtual memory */
		if (param == CL_DEVICE_SVM_CAPABILITIES && need == sizeof(cl_device_svm_capabilities))
			memset(val, 0, need);
		/* a host function pointer cannot come from a guest */
		if (param == CL_DEVICE_EXECUTION_CAPABILITIES && need == sizeof(cl_device_exec_capabilities))
			*(cl_device_exec_capabilities *)val &= ~(cl_device_exec_capabilities)CL_EXEC_NATIVE_KERNEL;
	}
	return need;
}

int vcl_be_info_reply(struct vcl_be_ctx *x, uint16_t op, cl_uint param, cl_int ret, void *val,
		      size_t need, size_t guest_size, bool want_value, bool want_size)
{
	if (ret == CL_SUCCESS) {
		need = info_filter(op, param, val, need);
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

/* ---- guest callbacks -------------------------------------------------------------------------- */

struct cb_rec {
	struct vcl_weak *w;
	uint64_t cb;
	enum vcl_cb_kind kind;
	atomic_int refs;    /* the host's (until its last call) and, during a call, the handler's */
	atomic_bool fired;  /* a once-only callback ran */
};

static void cb_rec_put(struct cb_rec *r)
{
	if (atomic_fetch_sub(&r->refs, 1) == 1) {
		vcl_weak_put(r->w);
		free(r);
	}
}

static struct cb_rec *cb_rec_new(struct vcl_be_ctx *x, uint64_t cb, enum vcl_cb_kind kind)
{
	struct cb_rec *r;

	if (!cb)
		return NULL;
	r = malloc(sizeof(*r));
	if (!r)
		return NULL;
	r->w = vcl_weak_get(x->s);
	r->cb = cb;
	r->kind = kind;
	atomic_init(&r->refs, 1);
	atomic_init(&r->fired, false);
	return r;
}

/* A record that is never called again (the context it notifies for is gone). */
static void CL_CALLBACK cb_rec_free(cl_context ctx, void *ud)
{
	struct cb_rec *r = ud;

	(void)ctx;
	cb_rec_put(r);
}

static void cb_send(struct cb_rec *r, cl_int status, bool once)
{
	struct vcl_enc e;

	vcl_enc_init(&e, VCL_OP_CALLBACK, 0);
	vcl_enc_u64(&e, r->cb);
	vcl_enc_i32(&e, status);
	vcl_weak_send(r->w, &e, NULL);
	vcl_enc_fini(&e);
	if (once) {
		atomic_store(&r->fired, true);
		cb_rec_put(r);
	}
}

static void CL_CALLBACK tramp_event(cl_event ev, cl_int status, void *ud)
{
	(void)ev;
	cb_send(ud, status, true);
}

static void CL_CALLBACK tramp_program(cl_program p, void *ud)
{
	(void)p;
	cb_send(ud, CL_SUCCESS, true);
}

static void CL_CALLBACK tramp_mem(cl_mem m, void *ud)
{
	(void)m;
	cb_send(ud, CL_SUCCESS, true);
}

static void CL_CALLBACK tramp_context(cl_context c, void *ud)
{
	(void)c;
	cb_send(ud, CL_SUCCESS, true);
}

/* Context error notifications may come many times: the record lives as long as the daemon. */
static void CL_CALLBACK tramp_context_notify(const char *errinfo, const void *priv, size_t cb,
					     void *ud)
{
	struct cb_rec *r = ud;
	struct vcl_enc e;

	vcl_enc_init(&e, VCL_OP_CALLBACK, 0);
	vcl_enc_u64(&e, r->cb);
	vcl_enc_i32(&e, CL_SUCCESS);
	vcl_enc_buf_copy(&e, errinfo, errinfo ? strlen(errinfo) + 1 : 0);
	vcl_enc_buf_copy(&e, priv, priv ? cb : 0);
	vcl_weak_send(r->w, &e, NULL);
	vcl_enc_fini(&e);
}

static int set_callback(struct vcl_be_ctx *x, uint8_t type, enum vcl_cb_kind kind)
{
	void *obj = vcl_be_dec_obj(x, type, false);
	cl_int extra = vcl_dec_i32(&x->dec), ret;
	uint64_t cb = vcl_dec_u64(&x->dec);
	struct cb_rec *r;

	if (x->dec.err || x->broken || !cb)
		return -EPROTO;
	if (!(r = cb_rec_new(x, cb, kind)))
		ret = CL_OUT_OF_HOST_MEMORY;
	else if (kind == VCL_CB_EVENT)
		ret = clSetEventCallback(obj, extra, tramp_event, r);
	else if (kind == VCL_CB_MEM_DESTRUCTOR)
		ret = clSetMemObjectDestructorCallback(obj, tramp_mem, r);
	else if (kind == VCL_CB_CONTEXT_DESTRUCTOR)
		ret = clSetContextDestructorCallback(obj, tramp_context, r);
	else
		ret = clSetProgramReleaseCallback(obj, tramp_program, r);
	if (ret != CL_SUCCESS && r) {
		vcl_weak_put(r->w);
		free(r);
	}
	vcl_enc_i32(&x->rep, ret);
	return 0;
}

int vcl_be_h_clSetEventCallback(struct vcl_be_ctx *x)
{
	return set_callback(x, VN_T_EVENT, VCL_CB_EVENT);
}

int vcl_be_h_clSetMemObjectDestructorCallback(struct vcl_be_ctx *x)
{
	return set_callback(x, VN_T_MEM, VCL_CB_MEM_DESTRUCTOR);
}

int vcl_be_h_clSetContextDestructorCallback(struct vcl_be_ctx *x)
{
	return set_callback(x, VN_T_CONTEXT, VCL_CB_CONTEXT_DESTRUCTOR);
}

int vcl_be_h_clSetProgramReleaseCallback(struct vcl_be_ctx *x)
{
	return set_callback(x, VN_T_PROGRAM, VCL_CB_PROGRAM_RELEASE);
}

/* ---- contexts --------------------------------------------------------------------------------- */

static int context_create(struct vcl_be_ctx *x, bool from_type)
{
	uint64_t id = vcl_be_dec_newid(x, false), cb;
	cl_context_properties *props = vcl_be_dec_props(x, sizeof(cl_context_properties));
	cl_uint ndev = 0;
	cl_device_id *devs = NULL;
	cl_device_type type = 0;
	struct cb_rec *r = NULL;
	cl_int err = CL_SUCCESS;
	cl_context ctx;

	if (from_type) {
		vcl_dec_val(&x->dec, &type, sizeof(type));
	} else {
		vcl_dec_val(&x->dec, &ndev, sizeof(ndev));
		devs = vcl_be_dec_objs(x, VN_T_DEVICE, ndev);
	}
	cb = vcl_dec_u64(&x->dec);
	if (x->dec.err || x->broken || !id)
		return -EPROTO;
	r = cb_rec_new(x, cb, VCL_CB_CONTEXT_NOTIFY);
	if (from_type)
		ctx = clCreateContextFromType(props, type, r ? tramp_context_notify : NULL, r, &err);
	else
		ctx = clCreateContext(props, ndev, devs, r ? tramp_context_notify : NULL, r, &err);
	if (err == CL_SUCCESS) {
		/* the notify record lives as long as the context (spec 5.1.2: no notification after
		 * its destructor callbacks); without the callback it stays until the process ends */
		if (r)
			clSetContextDestructorCallback(ctx, cb_rec_free, r);
		vcl_be_bind(x, id, VN_T_CONTEXT, ctx);
	} else if (r) {
		vcl_weak_put(r->w);
		free(r);
	}
	vcl_enc_i32(&x->rep, err);
	return 0;
}

int vcl_be_h_clCreateContext(struct vcl_be_ctx *x)
{
	return context_create(x, false);
}

int vcl_be_h_clCreateContextFromType(struct vcl_be_ctx *x)
{
	return context_create(x, true);
}

/* ---- memory objects --------------------------------------------------------------------------- */

/* Bulk bytes of pure data, inline or in the session's region (counted for the session's log). */
static const void *region_data(struct vcl_be_ctx *x, uint64_t *len)
{
	uint64_t off;
	const void *p = vcl_dec_bulk(&x->dec, len, &off);

	if (p)
		vcl_be_bulk(x, *len, off);
	return p;
}

static int buffer_create(struct vcl_be_ctx *x, bool with_props)
{
	uint64_t id = vcl_be_dec_newid(x, false), len;
	cl_context ctx = vcl_be_dec_obj(x, VN_T_CONTEXT, false);
	cl_mem_properties *props = with_props ? vcl_be_dec_props(x, sizeof(cl_mem_properties)) : NULL;
	cl_mem_flags flags;
	size_t size;
	const void *data;
	cl_int err = CL_SUCCESS;
	cl_mem m;

	vcl_dec_val(&x->dec, &flags, sizeof(flags));
	vcl_dec_val(&x->dec, &size, sizeof(size));
	data = region_data(x, &len);
	if (x->dec.err || x->broken || !id)
		return -EPROTO;
	if (data && len != size)
		return vcl_be_violation(x, "initial contents of %llu bytes for %zu",
					(unsigned long long)len, size);
	/* the guest's memory is never the host's: a host pointer is always copied from the message */
	if (flags & CL_MEM_USE_HOST_PTR)
		return vcl_be_violation(x, "CL_MEM_USE_HOST_PTR on the wire");
	if (with_props)
		m = clCreateBufferWithProperties(ctx, props, flags, size, (void *)data, &err);
	else
		m = clCreateBuffer(ctx, flags, size, (void *)data, &err);
	if (err == CL_SUCCESS)
		vcl_be_bind(x, id, VN_T_MEM, m);
	vcl_enc_i32(&x->rep, err);
	return 0;
}

int vcl_be_h_clCreateBuffer(struct vcl_be_ctx *x)
{
	return buffer_create(x, false);
}

int vcl_be_h_clCreateBufferWithProperties(struct vcl_be_ctx *x)
{
	return buffer_create(x, true);
}

/* Bytes a host reads from host_ptr for an image of this description: whole row and slice pitches
 * (spec 5.3.1.2); 0 if it overflows or the type is unknown (the caller then passes what it has). */
static size_t image_full_size(const cl_image_format *fmt, const cl_image_desc *d)
{
	size_t elem = vcl_image_elem_size(fmt->image_channel_order, fmt->image_channel_data_type);
	size_t row, rp, sp, full = 0;

	if (!elem || __builtin_mul_overflow(d->image_width, elem, &row))
		return 0;
	rp = d->image_row_pitch ? d->image_row_pitch : row;
	switch (d->image_type) {
	case CL_MEM_OBJECT_IMAGE1D:
	case CL_MEM_OBJECT_IMAGE1D_BUFFER:
		return row;
	case CL_MEM_OBJECT_IMAGE2D:
		return __builtin_mul_overflow(rp, d->image_height, &full) ? 0 : full;
	case CL_MEM_OBJECT_IMAGE1D_ARRAY:
		sp = d->image_slice_pitch ? d->image_slice_pitch : rp;
		return __builtin_mul_overflow(sp, d->image_array_size, &full) ? 0 : full;
	case CL_MEM_OBJECT_IMAGE3D:
	case CL_MEM_OBJECT_IMAGE2D_ARRAY:
		if (d->image_slice_pitch)
			sp = d->image_slice_pitch;
		else if (__builtin_mul_overflow(rp, d->image_height, &sp))
			return 0;
		return __builtin_mul_overflow(sp, d->image_type == CL_MEM_OBJECT_IMAGE3D ?
						      d->image_depth : d->image_array_size, &full)
			       ? 0 : full;
	default:
		return 0;
	}
}

static int image_create(struct vcl_be_ctx *x, bool with_props)
{
	uint64_t id = vcl_be_dec_newid(x, false), len;
	cl_context ctx = vcl_be_dec_obj(x, VN_T_CONTEXT, false);
	cl_mem_properties *props = with_props ? vcl_be_dec_props(x, sizeof(cl_mem_properties)) : NULL;
	cl_mem_flags flags;
	cl_image_format fmt;
	cl_image_desc desc;
	const void *data;
	size_t span = 0;
	cl_int err = CL_SUCCESS;
	cl_mem m;

	vcl_dec_val(&x->dec, &flags, sizeof(flags));
	vcl_dec_val(&x->dec, &fmt, sizeof(fmt));
	vcl_dec_val(&x->dec, &desc, sizeof(desc));
	desc.mem_object = vcl_be_dec_obj(x, VN_T_MEM, true); /* never the guest's pointer */
	data = region_data(x, &len);
	if (x->dec.err || x->broken || !id)
		return -EPROTO;
	if (flags & CL_MEM_USE_HOST_PTR)
		return vcl_be_violation(x, "CL_MEM_USE_HOST_PTR on the wire");
	/* the host reads as many bytes as the description says: the message must hold exactly that */
	if (data && (!vcl_image_host_extent(fmt.image_channel_order, fmt.image_channel_data_type,
					    desc.image_type, desc.image_width, desc.image_height,
					    desc.image_depth, desc.image_array_size,
					    desc.image_row_pitch, desc.image_slice_pitch, &span) ||
		     span != len))
		return vcl_be_violation(x, "image contents of %llu bytes do not match the description",
					(unsigned long long)len);
	/* spec 5.3.1.2: both must be 0. PoCL 3.1 calls exit() on anything else (found by
	 * tests/fuzz), which would end the session with no answer */
	if (desc.num_mip_levels || desc.num_samples) {
		vcl_enc_i32(&x->rep, CL_INVALID_IMAGE_DESCRIPTOR);
		return 0;
	}
	/* the message holds the bytes the image covers (the last row ends at its last pixel); the
	 * host copies whole pitches (spec 5.3.1.2: host_ptr holds row_pitch * height, ...): give it
	 * that many, the rest zero (ASan: PoCL read past the message) */
	if (data) {
		size_t full = image_full_size(&fmt, &desc);
		if (full > len) {
			void *p = full <= VCL_MAX_MSG ? vcl_be_scratch(x, full, 1) : NULL;
			if (!p)
				return -EPROTO;
			memcpy(p, data, len);
			data = p;
		}
	}
	if (with_props)
		m = clCreateImageWithProperties(ctx, props, flags, &fmt, &desc, (void *)data, &err);
	else
		m = clCreateImage(ctx, flags, &fmt, &desc, (void *)data, &err);
	if (err == CL_SUCCESS)
		vcl_be_bind(x, id, VN_T_MEM, m);
	vcl_enc_i32(&x->rep, err);
	return 0;
}

int vcl_be_h_clCreateImage(struct vcl_be_ctx *x)
{
	return image_create(x, false);
}

int vcl_be_h_clCreateImageWithProperties(struct vcl_be_ctx *x)
{
	return image_create(x, true);
}

/* The front-end sends the 1.1 image calls as clCreateImage. */
int vcl_be_h_clCreateImage2D(struct vcl_be_ctx *x)
{
	return vcl_be_violation(x, "clCreateImage2D travels as clCreateImage");
}

int vcl_be_h_clCreateImage3D(struct vcl_be_ctx *x)
{
	return vcl_be_violation(x, "clCreateImage3D travels as clCreateImage");
}

int vcl_be_h_clCreateSubBuffer(struct vcl_be_ctx *x)
{
	uint64_t id = vcl_be_dec_newid(x, false), len;
	cl_mem buf = vcl_be_dec_obj(x, VN_T_MEM, false);
	cl_mem_flags flags;
	cl_buffer_create_type type;
	const void *info;
	cl_int err = CL_SUCCESS;
	cl_mem m;

	vcl_dec_val(&x->dec, &flags, sizeof(flags));
	vcl_dec_val(&x->dec, &type, sizeof(type));
	info = vcl_dec_buf(&x->dec, &len);
	if (x->dec.err || x->broken || !id)
		return -EPROTO;
	if (!info || len != sizeof(cl_buffer_region) || type != CL_BUFFER_CREATE_TYPE_REGION)
		return vcl_be_violation(x, "sub-buffer region of %llu bytes", (unsigned long long)len);
	m = clCreateSubBuffer(buf, flags, type, info, &err);
	if (err == CL_SUCCESS)
		vcl_be_bind(x, id, VN_T_MEM, m);
	vcl_enc_i32(&x->rep, err);
	return 0;
}

/* ---- transfers -------------------------------------------------------------------------------- */

struct xfer {
	const void *pre; /* reads with gaps: the guest's bytes of the span, to keep the gaps */
	void *dst_region; /* the read's destination chunk in the session's region, or NULL */
	uint64_t ev_id;
	cl_command_queue q;
	cl_mem mem;
	cl_bool blocking;
	size_t span;
	cl_uint nwait;
	cl_event *wait;
};

static void xfer_head(struct vcl_be_ctx *x, struct xfer *t)
{
	t->ev_id = vcl_be_dec_newid(x, true);
	t->q = vcl_be_dec_obj(x, VN_T_QUEUE, false);
	t->mem = vcl_be_dec_obj(x, VN_T_MEM, false);
	vcl_dec_val(&x->dec, &t->blocking, sizeof(t->blocking));
}

static void xfer_tail(struct vcl_be_ctx *x, struct xfer *t)
{
	uint64_t span = vcl_dec_u64(&x->dec);

	t->span = (size_t)span;
	vcl_dec_val(&x->dec, &t->nwait, sizeof(t->nwait));
	t->wait = vcl_be_dec_objs(x, VN_T_EVENT, t->nwait);
	if (!x->dec.err && (span == 0 || span > VCL_MAX_MSG))
		vcl_be_violation(x, "transfer of %llu bytes", (unsigned long long)span);
}

/* The preimage item of a read. In the region, it names the read's destination: the host reads
 * straight into that chunk (whose bytes are the preimage), and the reply carries no data. */
static void read_pre(struct vcl_be_ctx *x, struct xfer *t)
{
	uint64_t len, off;

	t->dst_region = NULL;
	t->pre = vcl_dec_bulk(&x->dec, &len, &off);
	if (t->pre && off != VCL_DEC_NOT_IN_REGION) {
		t->dst_region = x->dec.region + off;
		t->pre = NULL;
		vcl_be_bulk(x, len, off);
		if (len != t->span)
			vcl_be_violation(x, "%llu-byte region chunk for a %zu-byte read",
					 (unsigned long long)len, t->span);
		return;
	}
	vcl_be_bulk(x, t->span, VCL_DEC_NOT_IN_REGION);
	if (t->pre && len != t->span)
		vcl_be_violation(x, "%llu bytes of read preimage for a %zu-byte span",
				 (unsigned long long)len, t->span);
}

struct read_rec {
	struct vcl_weak *w;
	uint64_t ev_id;
	void *staging;             /* NULL: the data went into the region */
	size_t len;
	struct vcl_region *region; /* held until the host command completed */
};

/* A non-blocking read completed on the host: its data goes to the guest on the notify channel. */
static void CL_CALLBACK read_done(cl_event ev, cl_int status, void *ud)
{
	struct read_rec *r = ud;
	struct vcl_enc e;

	(void)ev;
	vcl_enc_init(&e, VCL_OP_READ_DONE, 0);
	vcl_enc_u64(&e, 16); /* small part: event ID, status */
	vcl_enc_u64(&e, r->ev_id);
	vcl_enc_i32(&e, status);
	if (status == CL_COMPLETE && r->staging)
		vcl_enc_bulk(&e, r->staging, r->len);
	((struct vcl_msg_hdr *)e.buf)->flags = VCL_MSG_F_BULK;
	/* the staging memory goes with the message and is freed once sent, not copied again */
	vcl_weak_send(r->w, &e, r->staging);
	vcl_enc_fini(&e);
	vcl_weak_put(r->w);
	vcl_region_put(r->region);
	free(r);
}

typedef cl_int (*read_fn)(struct vcl_be_ctx *x, const struct xfer *t, void *dst, cl_bool blocking,
			  cl_event *ev, const void *args);

/* One read path for buffers, rectangles and images: staging memory on the host, then the data to
 * the guest in the reply (blocking) or on the notify channel when the host command completes. */
static int read_common(struct vcl_be_ctx *x, const struct xfer *t, read_fn fn, const void *args)
{
	void *staging = NULL, *dst = t->dst_region;
	cl_event ev = NULL;
	cl_int ret;

	if (!dst) {
		staging = dst = malloc(t->span);
		if (!staging) {
			vcl_enc_i32(&x->rep, CL_OUT_OF_HOST_MEMORY);
			return 0;
		}
		if (t->pre)
			memcpy(staging, t->pre, t->span);
	}
	if (t->blocking) {
		struct vcl_enc *e = &x->rep;
		vcl_be_may_block(x);
		ret = fn(x, t, dst, CL_TRUE, t->ev_id ? &ev : NULL, args);
		if (ret == CL_SUCCESS && t->ev_id)
			vcl_be_bind(x, t->ev_id, VN_T_EVENT, ev);
		vcl_enc_u64(e, 8); /* small part: the result */
		vcl_enc_i32(e, ret);
		if (ret == CL_SUCCESS && staging)
			vcl_enc_bulk(e, staging, t->span);
		((struct vcl_msg_hdr *)e->buf)->flags = VCL_MSG_F_BULK;
		{
			struct iovec iov[VCL_ENC_MAX_IOV + 1];
			int n = vcl_enc_finish(e, iov);
			extern int vcl_session_send_reply(struct vcl_session *s, const struct iovec *iov, int n);
			vcl_be_before_reply(x);
			if (n > 0)
				vcl_session_send_reply(x->s, iov, n);
		}
		x->replied = true;
		free(staging);
		return 0;
	}
	if (!t->ev_id) {
		free(staging);
		return vcl_be_violation(x, "non-blocking read without an event");
	}
	ret = fn(x, t, dst, CL_FALSE, &ev, args);
	if (ret == CL_SUCCESS) {
		struct read_rec *r = malloc(sizeof(*r));
		vcl_be_bind(x, t->ev_id, VN_T_EVENT, ev);
		if (r) {
			*r = (struct read_rec){ vcl_weak_get(x->s), t->ev_id, staging, t->span,
						staging ? NULL : vcl_region_get(atomic_load(&x->s->region)) };
			if (clSetEventCallback(ev, CL_COMPLETE, read_done, r) != CL_SUCCESS) {
				clWaitForEvents(1, &ev);
				read_done(ev, CL_COMPLETE, r);
			}
		} else {
			clWaitForEvents(1, &ev);
			free(staging);
			ret = CL_OUT_OF_HOST_MEMORY;
		}
	} else {
		free(staging);
	}
	vcl_enc_i32(&x->rep, ret);
	return 0;
}

static cl_int do_read_buffer(struct vcl_be_ctx *x, const struct xfer *t, void *dst, cl_bool b,
			     cl_event *ev, const void *args)
{
	(void)x;
	return clEnqueueReadBuffer(t->q, t->mem, b, *(const size_t *)args, t->span, dst, t->nwait,
				   t->wait, ev);
}

/* A read or write of a buffer must lie inside it: checked here so that staging memory is never
 * sized by a guest's wish alone. */
static bool buffer_range_ok(cl_mem m, size_t offset, size_t size)
{
	size_t total = 0;

	return clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof(total), &total, NULL) == CL_SUCCESS &&
	       offset <= total && size <= total - offset;
}

int vcl_be_h_clEnqueueReadBuffer(struct vcl_be_ctx *x)
{
	struct xfer t;
	size_t offset;

	xfer_head(x, &t);
	vcl_dec_val(&x->dec, &offset, sizeof(offset));
	xfer_tail(x, &t);
	read_pre(x, &t);
	if (x->dec.err || x->broken)
		return -EPROTO;
	if (!buffer_range_ok(t.mem, offset, t.span)) {
		vcl_enc_i32(&x->rep, CL_INVALID_VALUE);
		return 0;
	}
	return read_common(x, &t, do_read_buffer, &offset);
}

struct rect_args {
	size_t borigin[3], region[3], brow, bslice, hrow, hslice;
};

static int rect_args_dec(struct vcl_be_ctx *x, struct rect_args *a)
{
	vcl_dec_val(&x->dec, a->borigin, sizeof(a->borigin));
	vcl_dec_val(&x->dec, a->region, sizeof(a->region));
	vcl_dec_val(&x->dec, &a->brow, sizeof(size_t));
	vcl_dec_val(&x->dec, &a->bslice, sizeof(size_t));
	vcl_dec_val(&x->dec, &a->hrow, sizeof(size_t));
	vcl_dec_val(&x->dec, &a->hslice, sizeof(size_t));
	return x->dec.err ? -EPROTO : 0;
}

/* The guest sends only the bytes the transfer touches: the host sees them at host_origin 0. */
static bool rect_span_ok(struct rect_args *a, size_t span)
{
	size_t hrow = a->hrow, hslice = a->hslice, start, s;

	return vcl_rect_extent(NULL, a->region, &hrow, &hslice, &start, &s) && s == span;
}

static cl_int do_read_rect(struct vcl_be_ctx *x, const struct xfer *t, void *dst, cl_bool b,
			   cl_event *ev, const void *args)
{
	const struct rect_args *a = args;
	static const size_t zero[3];

	(void)x;
	return clEnqueueReadBufferRect(t->q, t->mem, b, a->borigin, zero, a->region, a->brow,
				       a->bslice, a->hrow, a->hslice, dst, t->nwait, t->wait, ev);
}

int vcl_be_h_clEnqueueReadBufferRect(struct vcl_be_ctx *x)
{
	struct xfer t;
	struct rect_args a;

	xfer_head(x, &t);
	rect_args_dec(x, &a);
	xfer_tail(x, &t);
	read_pre(x, &t);
	if (x->dec.err || x->broken)
		return -EPROTO;
	if (!rect_span_ok(&a, t.span))
		return vcl_be_violation(x, "rectangle does not match its %zu bytes", t.span);
	return read_common(x, &t, do_read_rect, &a);
}

struct image_args {
	size_t origin[3], region[3], row, slice;
};

/* Host memory an image transfer touches, from the host's own element size and image type. */
static bool image_span_ok(cl_mem img, const struct image_args *a, size_t span)
{
	size_t elem = 0, r[3], row = a->row, slice = a->slice, start, s;
	cl_mem_object_type type = 0;

	if (clGetImageInfo(img, CL_IMAGE_ELEMENT_SIZE, sizeof(elem), &elem, NULL) ||
	    clGetMemObjectInfo(img, CL_MEM_TYPE, sizeof(type), &type, NULL) ||
	    __builtin_mul_overflow(a->region[0], elem, &r[0]))
		return false;
	r[1] = a->region[1];
	r[2] = a->region[2];
	if (type == CL_MEM_OBJECT_IMAGE1D_ARRAY) {
		r[2] = a->region[1];
		r[1] = 1;
		if (!slice)
			slice = row ? row : r[0];
	}
	return vcl_rect_extent(NULL, r, &row, &slice, &start, &s) && s == span;
}

static cl_int do_read_image(struct vcl_be_ctx *x, const struct xfer *t, void *dst, cl_bool b,
			    cl_event *ev, const void *args)
{
	const struct image_args *a = args;

	(void)x;
	return clEnqueueReadImage(t->q, t->mem, b, a->origin, a->region, a->row, a->slice, dst,
				  t->nwait, t->wait, ev);
}

static void image_args_dec(struct vcl_be_ctx *x, struct image_args *a)
{
	vcl_dec_val(&x->dec, a->origin, sizeof(a->origin));
	vcl_dec_val(&x->dec, a->region, sizeof(a->region));
	vcl_dec_val(&x->dec, &a->row, sizeof(size_t));
	vcl_dec_val(&x->dec, &a->slice, sizeof(size_t));
}

int vcl_be_h_clEnqueueReadImage(struct vcl_be_ctx *x)
{
	struct xfer t;
	struct image_args a;

	xfer_head(x, &t);
	image_args_dec(x, &a);
	xfer_tail(x, &t);
	read_pre(x, &t);
	if (x->dec.err || x->broken)
		return -EPROTO;
	if (!image_span_ok(t.mem, &a, t.span)) {
		vcl_enc_i32(&x->rep, CL_INVALID_VALUE);
		return 0;
	}
	return read_common(x, &t, do_read_image, &a);
}

/*
 * Writes: the host copies from the received message, which stays alive until the command is done
 * (counted in the session's pending_bytes); or from the guest's chunk of the region, which the
 * guest keeps until VCL_OP_BULK_DONE says the host command no longer uses it (no daemon memory).
 */
struct write_rec {
	struct write_rec *next;  /* the session's pending writes (pending_lock) */
	struct write_rec **pprev; /* what points at this record: unlinked in O(1) */
	struct vcl_session *s;   /* valid while w->s is (the callback can outlive the session) */
	struct vcl_weak *w;
	cl_event ev;             /* retained while pending */
	void *msg;
	size_t len;
	bool done;
	struct vcl_region *region; /* region writes: held until the host command is done */
	uint64_t off;
};

/* The guest may reuse the region chunk at off: the host command that read it is done. */
static void bulk_done(struct vcl_session *s, uint64_t off)
{
	struct vcl_enc e;

	vcl_enc_init(&e, VCL_OP_BULK_DONE, 0);
	vcl_enc_u64(&e, off);
	vcl_session_queue_ntf(s, &e, NULL);
	vcl_enc_fini(&e);
}

/* The write's data is no longer needed: free it, once (under pending_lock). */
static void write_finish_locked(struct write_rec *r)
{
	r->done = true;
	*r->pprev = r->next;
	if (r->next)
		r->next->pprev = r->pprev;
	atomic_fetch_sub(&r->s->pending_bytes, r->len);
	free(r->msg);
	r->msg = NULL;
	if (r->region) {
		bulk_done(r->s, r->off);
		vcl_region_put(r->region);
		r->region = NULL;
	}
	clReleaseEvent(r->ev);
}

static void CL_CALLBACK write_done(cl_event ev, cl_int status, void *ud)
{
	struct write_rec *r = ud;
	struct vcl_weak *w = r->w;

	(void)ev, (void)status;
	pthread_mutex_lock(&w->lock);
	if (w->s) {
		pthread_mutex_lock(&r->s->pending_lock);
		if (!r->done) /* else reaped before: the record only waited for this callback */
			write_finish_locked(r);
		pthread_mutex_unlock(&r->s->pending_lock);
	} else if (!r->done) {
		/* the session ended first (found by tests/fuzz: a session that does not exit its
		 * process was freed under this callback): let go of the data, touch nothing of it */
		free(r->msg);
		vcl_region_put(r->region);
		clReleaseEvent(r->ev);
	}
	pthread_mutex_unlock(&w->lock);
	vcl_weak_put(w);
	free(r);
}

/*
 * PoCL 3.1 runs no CL_COMPLETE callback for a command that failed because an event it waited for
 * failed: the write's data would stay held (and counted) forever. The session looks at its pending
 * writes now and then (every VCL_REAP_NS at most, before a call it answers; before every call for
 * VCL_REAP_NS after the guest set a user event, whose failure is what fails such commands; at once
 * when a writer waits for room) and lets go of the failed ones. Their records stay, in case the callback comes
 * after all (a driver that follows the spec). Looking before every call made a guest with
 * thousands of pending writes cost the host quadratic time (found by a review: 16000 writes
 * behind an unset user event did not finish in 100 s).
 */
void vcl_session_reap_writes(struct vcl_session *s, bool force)
{
	struct write_rec *r, *next;
	uint64_t now = vcl_mono_ns();

	pthread_mutex_lock(&s->pending_lock);
	if (!force && now - s->reaped_ns < VCL_REAP_NS && now > atomic_load(&s->reap_until)) {
		pthread_mutex_unlock(&s->pending_lock);
		return;
	}
	s->reaped_ns = now;
	for (r = s->pending_writes; r; r = next) {
		cl_int st = CL_COMPLETE;
		next = r->next;
		clGetEventInfo(r->ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL);
		if (st < 0)
			write_finish_locked(r);
	}
	pthread_mutex_unlock(&s->pending_lock);
}

typedef cl_int (*write_fn)(const struct xfer *t, const void *src, cl_event *ev, const void *args);

/*
 * Count held bytes of a new write against the session's bound. Past it, the write waits (off the
 * session reader) for earlier writes to finish and let go of their data, as a host driver would
 * make a writer wait for memory: a blocking write that has returned must not make the next one
 * fail. It gives up (false: CL_OUT_OF_HOST_MEMORY) after VCL_PENDING_WAIT_MS, e.g. when the
 * pending writes wait for a user event only the guest can set.
 */
#define VCL_PENDING_WAIT_MS 5000
static bool pending_admit(struct vcl_be_ctx *x, uint64_t held)
{
	struct vcl_session *s = x->s;

	for (int waited = 0;; waited++) {
		if (atomic_fetch_add(&s->pending_bytes, held) + held <= VCL_MAX_SESSION_PENDING)
			return true;
		atomic_fetch_sub(&s->pending_bytes, held);
		if (waited >= VCL_PENDING_WAIT_MS || held > VCL_MAX_SESSION_PENDING)
			return false;
		if (!waited)
			vcl_be_may_block(x);
		vcl_session_reap_writes(s, true);
		usleep(1000);
	}
}

static bool queue_out_of_order(cl_command_queue q)
{
	cl_command_queue_properties p = 0;

	return clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof(p), &p, NULL) == CL_SUCCESS &&
	       (p & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
}

static int write_common(struct vcl_be_ctx *x, const struct xfer *t, write_fn fn, const void *args)
{
	uint64_t len, off, held;
	const void *data = vcl_dec_bulk(&x->dec, &len, &off);
	cl_event ev = NULL;
	cl_int ret;

	if (x->dec.err || x->broken)
		return -EPROTO;
	if (!data || len != t->span)
		return vcl_be_violation(x, "%llu bytes of data for a %zu-byte write",
					(unsigned long long)len, t->span);
	/* the data of writes not yet done stays in the daemon: bounded per guest (region data stays
	 * in the guest's region and costs the daemon nothing) */
	held = off == VCL_DEC_NOT_IN_REGION ? len : 0;
	if (!pending_admit(x, held)) {
		/* a speculated write (api/opencl.api `spec`): the guest holds its event already */
		if (t->ev_id && x->noreply)
			vcl_be_bind_failed_event(x, t->ev_id, t->q, CL_OUT_OF_HOST_MEMORY);
		vcl_enc_i32(&x->rep, CL_OUT_OF_HOST_MEMORY);
		return 0;
	}
	ret = fn(t, data, &ev, args);
	bool wait = ret == CL_SUCCESS && t->blocking && t->nwait;
	/* on an out-of-order queue nothing orders the application's next command after this write:
	 * a blocking write returns once it is complete, as the host's own would (a reference of our
	 * own: the completion callback may drop the record's first) */
	bool complete = ret == CL_SUCCESS && t->blocking && queue_out_of_order(t->q);
	if (complete)
		clRetainEvent(ev);
	if (ret == CL_SUCCESS) {
		struct write_rec *r = malloc(sizeof(*r));
		if (t->ev_id) {
			vcl_be_bind(x, t->ev_id, VN_T_EVENT, ev);
			clRetainEvent(ev); /* ours, for the record below */
		}
		if (r) {
			*r = (struct write_rec){ .s = x->s, .w = vcl_weak_get(x->s), .ev = ev,
						 .msg = x->msg, .len = (size_t)held, .off = off };
			if (off != VCL_DEC_NOT_IN_REGION)
				r->region = vcl_region_get(atomic_load(&x->s->region));
			pthread_mutex_lock(&x->s->pending_lock);
			r->next = x->s->pending_writes;
			r->pprev = &x->s->pending_writes;
			if (r->next)
				r->next->pprev = &r->next;
			x->s->pending_writes = r;
			pthread_mutex_unlock(&x->s->pending_lock);
			x->msg = NULL; /* freed when the write is done */
			if (clSetEventCallback(ev, CL_COMPLETE, write_done, r) != CL_SUCCESS) {
				clWaitForEvents(1, &ev);
				write_done(ev, CL_COMPLETE, r);
			}
		} else {
			clWaitForEvents(1, &ev);
			atomic_fetch_sub(&x->s->pending_bytes, held);
			if (off != VCL_DEC_NOT_IN_REGION)
				bulk_done(x->s, off);
			clReleaseEvent(ev);
		}
		vcl_be_bulk(x, len, off);
		/* the host copies from the message, so its write need not block (spec 5.2.2: a
		 * blocking write returns once ptr may be reused); but one behind a wait list reports
		 * a failed event in it, CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST: it waits for the
		 * wait list (not for its command, which a host may never run after a failed event;
		 * the command and its event exist either way) */
		if (wait) {
			vcl_be_may_block(x); /* pins the wait list */
			if (clWaitForEvents(t->nwait, t->wait) != CL_SUCCESS)
				ret = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
		}
		if (complete) {
			if (ret == CL_SUCCESS) { /* not behind a failed wait list: it may never run */
				vcl_be_may_block(x);
				clWaitForEvents(1, &ev);
			}
			clReleaseEvent(ev);
		}
	} else {
		atomic_fetch_sub(&x->s->pending_bytes, held);
		/* a speculated write (api/opencl.api `spec`): the guest holds its event already */
		if (t->ev_id && x->noreply)
			vcl_be_bind_failed_event(x, t->ev_id, t->q, ret);
	}
	vcl_enc_i32(&x->rep, ret);
	return 0;
}

static cl_int do_write_buffer(const struct xfer *t, const void *src, cl_event *ev, const void *args)
{
	return clEnqueueWriteBuffer(t->q, t->mem, CL_FALSE, *(const size_t *)args, t->span, src,
				    t->nwait, t->wait, ev);
}

int vcl_be_h_clEnqueueWriteBuffer(struct vcl_be_ctx *x)
{
	struct xfer t;
	size_t offset;

	xfer_head(x, &t);
	vcl_dec_val(&x->dec, &offset, sizeof(offset));
	xfer_tail(x, &t);
	return write_common(x, &t, do_write_buffer, &offset);
}

static cl_int do_write_rect(const struct xfer *t, const void *src, cl_event *ev, const void *args)
{
	const struct rect_args *a = args;
	static const size_t zero[3];

	return clEnqueueWriteBufferRect(t->q, t->mem, CL_FALSE, a->borigin, zero, a->region, a->brow,
					a->bslice, a->hrow, a->hslice, src, t->nwait, t->wait, ev);
}

int vcl_be_h_clEnqueueWriteBufferRect(struct vcl_be_ctx *x)
{
	struct xfer t;
	struct rect_args a;

	xfer_head(x, &t);
	rect_args_dec(x, &a);
	xfer_tail(x, &t);
	if (x->dec.err || x->broken)
		return -EPROTO;
	if (!rect_span_ok(&a, t.span))
		return vcl_be_violation(x, "rectangle does not match its %zu bytes", t.span);
	return write_common(x, &t, do_write_rect, &a);
}

static cl_int do_write_image(const struct xfer *t, const void *src, cl_event *ev, const void *args)
{
	const struct image_args *a = args;

	return clEnqueueWriteImage(t->q, t->mem, CL_FALSE, a->origin, a->region, a->row, a->slice,
				   src, t->nwait, t->wait, ev);
}

int vcl_be_h_clEnqueueWriteImage(struct vcl_be_ctx *x)
{
	struct xfer t;
	struct image_args a;

	xfer_head(x, &t);
	image_args_dec(x, &a);
	xfer_tail(x, &t);
	if (x->dec.err || x->broken)
		return -EPROTO;
	if (!image_span_ok(t.mem, &a, t.span)) {
		uint64_t len, off;
		vcl_dec_bulk(&x->dec, &len, &off);
		vcl_enc_i32(&x->rep, CL_INVALID_VALUE);
		return 0;
	}
	return write_common(x, &t, do_write_image, &a);
}

/* ---- programs and kernels --------------------------------------------------------------------- */

/* Most strings or binaries in one program: bounds the pointer arrays a guest can make us build. */
#define VCL_MAX_PROGRAM_PARTS 65536u

int vcl_be_h_clCreateProgramWithSource(struct vcl_be_ctx *x)
{
	uint64_t id = vcl_be_dec_newid(x, false), count;
	cl_context ctx = vcl_be_dec_obj(x, VN_T_CONTEXT, false);
	const char **strs;
	size_t *lens;
	cl_int err = CL_SUCCESS;
	cl_program p;

	count = vcl_dec_u64(&x->dec);
	if (x->dec.err || x->broken || !id || !count || count > VCL_MAX_PROGRAM_PARTS)
		return x->broken ? -EPROTO : vcl_be_violation(x, "%llu source strings", (unsigned long long)count);
	strs = vcl_be_scratch(x, count, sizeof(*strs));
	lens = vcl_be_scratch(x, count, sizeof(*lens));
	if (!strs || !lens)
		return -EPROTO;
	for (uint64_t i = 0; i < count; i++) {
		uint64_t n;
		strs[i] = vcl_be_dec_large(x, &n);
		lens[i] = (size_t)n;
		if (x->broken)
			return -EPROTO;
		if (!strs[i] && !x->dec.err)
			return vcl_be_violation(x, "missing source string");
		/* a wire string has no terminator, and to the host a length of 0 means "NUL-terminated":
		 * an empty string ("") must reach it as one */
		if (!lens[i])
			strs[i] = "";
	}
	if (x->dec.err)
		return -EPROTO;
	/* whatever the text includes, the compiler runs in the session's sandbox: it finds the
	 * guest's own files (sent with the build) and the driver's, nothing else of the host */
	p = clCreateProgramWithSource(ctx, (cl_uint)count, strs, lens, &err);
	if (err == CL_SUCCESS)
		vcl_be_bind(x, id, VN_T_PROGRAM, p);
	vcl_enc_i32(&x->rep, err);
	return 0;
}

int vcl_be_h_clCreateProgramWithBinary(struct vcl_be_ctx *x)
{
	uint64_t id = vcl_be_dec_newid(x, false);
	cl_context ctx = vcl_be_dec_obj(x, VN_T_CONTEXT, false);
	cl_uint ndev = 0;
	cl_device_id *devs;
	const unsigned char **bins;
	size_t *lens;
	cl_int *status, err = CL_SUCCESS;
	cl_program p;

	vcl_dec_val(&x->dec, &ndev, sizeof(ndev));
	devs = vcl_be_dec_objs(x, VN_T_DEVICE, ndev);
	if (x->dec.err || x->broken || !id || !devs || !ndev || ndev > VCL_MAX_PROGRAM_PARTS)
		return x->broken ? -EPROTO : vcl_be_violation(x, "binaries for %u devices", ndev);
	bins = vcl_be_scratch(x, ndev, sizeof(*bins));
	lens = vcl_be_scratch(x, ndev, sizeof(*lens));
	status = vcl_be_scratch(x, ndev, sizeof(*status));
	if (!bins || !lens || !status)
		return -EPROTO;
	for (cl_uint i = 0; i < ndev; i++) {
		uint64_t n;
		bins[i] = vcl_be_dec_large(x, &n);
		lens[i] = (size_t)n;
		if (x->broken)
			return -EPROTO;
		if (!bins[i] && !x->dec.err)
			return vcl_be_violation(x, "missing binary");
	}
	if (x->dec.err)
		return -EPROTO;
	p = clCreateProgramWithBinary(ctx, ndev, devs, lens, bins, status, &err);
	if (err == CL_SUCCESS)
		vcl_be_bind(x, id, VN_T_PROGRAM, p);
	vcl_enc_i32(&x->rep, err);
	vcl_enc_raw(&x->rep, status, ndev * sizeof(cl_int));
	return 0;
}

/* Most include files one build may bring, and their total size. */
#define VCL_MAX_BUILD_FILES 1024u
#define VCL_MAX_BUILD_BYTES ((uint64_t)64 << 20)

/* Write the guest's include files under a fresh directory of the session; returns the options to
 * build with (-I that directory, then the guest's), from scratch memory; NULL after a violation. */
static const char *build_includes(struct vcl_be_ctx *x, const char *options)
{
	uint64_t n = vcl_dec_u64(&x->dec), total = 0;
	char dir[512];
	char *opts;

	if (x->dec.err)
		return NULL;
	if (n > VCL_MAX_BUILD_FILES) {
		vcl_be_violation(x, "%llu include files", (unsigned long long)n);
		return NULL;
	}
	if (!n)
		return options ? options : "";
	if (vcl_session_build_dir(x->s, dir, sizeof(dir))) {
		vcl_be_violation(x, "cannot make a build directory");
		return NULL;
	}
	for (uint64_t i = 0; i < n; i++) {
		const char *name = vcl_dec_str(&x->dec);
		uint64_t len;
		const void *data = vcl_dec_buf(&x->dec, &len);
		if (x->dec.err || !name || !data)
			return vcl_be_violation(x, "include file %llu malformed", (unsigned long long)i), NULL;
		total += len;
		if (total > VCL_MAX_BUILD_BYTES)
			return vcl_be_violation(x, "include files of over %llu bytes",
						(unsigned long long)VCL_MAX_BUILD_BYTES), NULL;
		if (name[0] == '/') {
			/* the guest's file at its own path: where it may be, else the build does
			 * not find it, as natively a file that is not there */
			int e = vcl_session_place_file(name, data, (size_t)len);
			if (e) {
				char what[160];
				snprintf(what, sizeof(what), "include file \"%.64s\" not placed: %s", name,
					 strerror(-e));
				vcl_be_log_once(x, what);
			}
		} else if (vcl_session_write_file(dir, name, data, (size_t)len)) {
			return vcl_be_violation(x, "include file name \"%.64s\" refused", name), NULL;
		}
	}
	opts = vcl_be_scratch(x, strlen(dir) + (options ? strlen(options) : 0) + 8, 1);
	if (!opts)
		return NULL;
	sprintf(opts, "-I%s %s", dir, options ? options : "");
	return opts;
}

/*
 * Kernel argument information must be there for clSetKernelArg to tell a handle from a scalar with
 * the same bits (arg_is_object): build with -cl-kernel-arg-info always (it adds metadata only).
 */
static const char *with_arg_info(struct vcl_be_ctx *x, const char *options)
{
	static const char flag[] = "-cl-kernel-arg-info";
	char *o;

	if (options && strstr(options, flag))
		return options;
	o = vcl_be_scratch(x, (options ? strlen(options) : 0) + sizeof(flag) + 2, 1);
	if (!o)
		return NULL;
	sprintf(o, "%s %s", flag, options ? options : "");
	return o;
}

/*
 * After a build or compile that failed: the names of the files its compiler looked for and did not
 * find, from the build logs (clang's "...: 'NAME' file not found", as PoCL and clang-based drivers
 * write it; NVIDIA's "cannot open source file \"NAME\""), at most VCL_BUILD_MAX_MISSING, for the
 * guest to send if it has them (docs/design.md). A relative name that a guest file placed at its
 * own path includes comes with that file's directory first.
 */
static uint64_t find_missing(cl_program prog, cl_uint ndev, cl_device_id *devs,
			     char (*names)[1025])
{
	cl_device_id all[64];
	uint64_t n = 0;

	if (!devs || !ndev) {
		size_t got = 0;
		if (clGetProgramInfo(prog, CL_PROGRAM_DEVICES, sizeof(all), all, &got) != CL_SUCCESS)
			got = 0;
		devs = all;
		ndev = (cl_uint)(got / sizeof(all[0]));
	}
	for (cl_uint d = 0; d < ndev && n < VCL_BUILD_MAX_MISSING; d++) {
		size_t size = 0;
		char *log;
		if (clGetProgramBuildInfo(prog, devs[d], CL_PROGRAM_BUILD_LOG, 0, NULL, &size) !=
			    CL_SUCCESS || !size || size > VCL_MAX_INFO || !(log = malloc(size + 1)))
			continue;
		if (clGetProgramBuildInfo(prog, devs[d], CL_PROGRAM_BUILD_LOG, size, log, NULL) !=
		    CL_SUCCESS)
			size = 0;
		log[size] = 0;
		for (char *line = log; line && *line && n < VCL_BUILD_MAX_MISSING;) {
			char *nl = strchr(line, '\n'), *b = NULL, *e = NULL, *m;
			bool dup = false;
			if (nl)
				*nl = 0;
			if ((m = strstr(line, "' file not found"))) {
				/* the name runs back to the ": '" that opens it */
				for (char *q = m - 1; q >= line + 2 && !b; q--)
					if (q[0] == '\'' && q[-1] == ' ' && q[-2] == ':')
						b = q + 1;
				e = m;
			} else if ((m = strstr(line, "cannot open source file \""))) {
				b = m + strlen("cannot open source file \"");
				e = strchr(b, '"');
			}
			if (!b || !e || e <= b || (size_t)(e - b) > 1024) {
				line = nl ? nl + 1 : NULL;
				continue;
			}
			/* a relative name in a guest file placed at its own path (the line names the
			 * includer, "/DIR/FILE:LINE:COL: ..."): the compiler looked beside it first,
			 * so the guest's DIR/NAME comes first, then NAME in the -I directories */
			if (*b != '/') {
				char *f = strchr(line, '/'), *fe = f ? strchr(f, ':') : NULL, *slash;
				const char *base = vcl_private_base();
				size_t bl = strlen(base);
				if (f && fe && fe < b && (f == line || f[-1] == ' ') && (slash = memrchr(f, '/', (size_t)(fe - f))) &&
				    (size_t)(slash - f) + 1 + (size_t)(e - b) <= 1024 &&
				    strncmp(f, "/cache/", 7) && !(bl && !strncmp(f, base, bl)) &&
				    n + 1 < VCL_BUILD_MAX_MISSING) {
					size_t dl = (size_t)(slash - f) + 1;
					memcpy(names[n], f, dl);
					memcpy(names[n] + dl, b, (size_t)(e - b));
					names[n][dl + (size_t)(e - b)] = 0;
					for (uint64_t j = 0; j < n; j++)
						dup |= !strcmp(names[j], names[n]);
					if (!dup)
						n++;
					dup = false;
				}
			}
			line = nl ? nl + 1 : NULL;
			memcpy(names[n], b, (size_t)(e - b));
			names[n][e - b] = 0;
			for (uint64_t j = 0; j < n; j++)
				dup |= !strcmp(names[j], names[n]);
			if (!dup)
				n++;
		}
		free(log);
	}
	return n;
}

static int program_build(struct vcl_be_ctx *x, uint16_t op)
{
	cl_program prog = NULL, made = NULL, *headers = NULL, *inputs = NULL;
	cl_context ctx = NULL;
	uint64_t id = 0, cb, nhdr = 0;
	cl_uint ndev = 0, ninputs = 0;
	cl_device_id *devs;
	const char *options, **names = NULL;
	struct cb_rec *r;
	cl_int ret = CL_SUCCESS;
	bool owned = false, ask = false;
	void(CL_CALLBACK * hostcb)(cl_program, void *);
	char missing[VCL_BUILD_MAX_MISSING][1025];
	uint64_t nmiss = 0;

	if (op == VN_OP_clLinkProgram) {
		id = vcl_be_dec_newid(x, false);
		ctx = vcl_be_dec_obj(x, VN_T_CONTEXT, false);
	} else {
		prog = vcl_be_dec_obj(x, VN_T_PROGRAM, false);
	}
	vcl_dec_val(&x->dec, &ndev, sizeof(ndev));
	devs = vcl_be_dec_objs(x, VN_T_DEVICE, ndev);
	options = vcl_dec_str(&x->dec);
	if (op != VN_OP_clLinkProgram) {
		/* options are the guest's: the compiler runs in the session's sandbox, so an option
		 * that names a file (-I, -include, ...) can name only what the sandbox holds */
		if (!x->broken && !x->dec.err) {
			const char *o = build_includes(x, options);
			if (!o || !(o = with_arg_info(x, o)))
				return -EPROTO;
			options = o;
		}
	}
	if (op == VN_OP_clCompileProgram) {
		nhdr = vcl_dec_u64(&x->dec);
		if (nhdr > VCL_MAX_PROGRAM_PARTS)
			return vcl_be_violation(x, "%llu headers", (unsigned long long)nhdr);
		if (nhdr) {
			headers = vcl_be_scratch(x, nhdr, sizeof(*headers));
			names = vcl_be_scratch(x, nhdr, sizeof(*names));
			if (!headers || !names)
				return -EPROTO;
		}
		for (uint64_t i = 0; i < nhdr && !x->broken; i++) {
			headers[i] = vcl_be_dec_obj(x, VN_T_PROGRAM, false);
			names[i] = vcl_dec_str(&x->dec);
			if (!names[i] && !x->dec.err)
				return vcl_be_violation(x, "header without a name");
		}
	}
	if (op == VN_OP_clLinkProgram) {
		vcl_dec_val(&x->dec, &ninputs, sizeof(ninputs));
		inputs = vcl_be_dec_objs(x, VN_T_PROGRAM, ninputs);
	}
	cb = vcl_dec_u64(&x->dec);
	/* ask: the guest builds again with the files its compiler did not find, if it has them */
	if (op != VN_OP_clLinkProgram)
		ask = vcl_dec_u64(&x->dec) != 0;
	if (x->dec.err || x->broken || (op == VN_OP_clLinkProgram && !id))
		return -EPROTO;
	r = cb_rec_new(x, cb, VCL_CB_PROGRAM_NOTIFY);
	/* ours while the host call runs: a failed build may or may not have called back (PoCL 3.1
	 * does, then returns the failure; found by tests/fuzz: the record was freed twice) */
	if (r)
		atomic_fetch_add(&r->refs, 1);
	/* a round that may be built again calls back only once it is known to be the last: the
	 * host gets no callback, this handler calls it (below) */
	hostcb = r && !ask ? tramp_program : NULL;
	/* with a callback the host may return at once; without one the build blocks */
	vcl_be_may_block(x);
	if (ask)
		vcl_session_send_printf(x->s); /* what was written before is the guest's */
	if (op == VN_OP_clBuildProgram)
		ret = clBuildProgram(prog, ndev, devs, options, hostcb, hostcb ? r : NULL);
	else if (op == VN_OP_clCompileProgram)
		ret = clCompileProgram(prog, ndev, devs, options, (cl_uint)nhdr, headers, names,
				       hostcb, hostcb ? r : NULL);
	else
		made = clLinkProgram(ctx, ndev, devs, options, ninputs, inputs, r ? tramp_program : NULL,
				     r, &ret);
	if (made)
		vcl_be_bind(x, id, VN_T_PROGRAM, made);
	if (ask && (ret == CL_BUILD_PROGRAM_FAILURE || ret == CL_COMPILE_PROGRAM_FAILURE))
		nmiss = find_missing(prog, ndev, devs, missing);
	if (nmiss)
		vcl_session_drop_stderr(x->s); /* this round is built again */
	if (r && ask && !nmiss &&
	    (ret == CL_SUCCESS || ret == CL_BUILD_PROGRAM_FAILURE || ret == CL_COMPILE_PROGRAM_FAILURE))
		tramp_program(prog, r); /* the last round: the build has ended */
	if (r) {
		/* a build that ran and failed reports through the callback too (spec 5.8.2-5.8.5),
		 * now or later; one refused before it began (and did not call back) never will, nor
		 * does a round the guest builds again. The front-end keeps its record exactly when
		 * this one is kept: it may get the callback after this reply. */
		owned = !nmiss && (ret == CL_SUCCESS || made || ret == CL_BUILD_PROGRAM_FAILURE ||
				   ret == CL_COMPILE_PROGRAM_FAILURE || ret == CL_LINK_PROGRAM_FAILURE ||
				   atomic_load(&r->fired));
		if (!owned)
			cb_rec_put(r);
		cb_rec_put(r);
	}
	vcl_enc_i32(&x->rep, ret);
	if (op == VN_OP_clLinkProgram)
		vcl_enc_u64(&x->rep, made != NULL);
	vcl_enc_u64(&x->rep, owned);
	if (op != VN_OP_clLinkProgram) {
		vcl_enc_u64(&x->rep, nmiss);
		for (uint64_t i = 0; i < nmiss; i++)
			vcl_enc_str(&x->rep, missing[i]);
	}
	return 0;
}

int vcl_be_h_clBuildProgram(struct vcl_be_ctx *x)
{
	return program_build(x, VN_OP_clBuildProgram);
}

int vcl_be_h_clCompileProgram(struct vcl_be_ctx *x)
{
	return program_build(x, VN_OP_clCompileProgram);
}

int vcl_be_h_clLinkProgram(struct vcl_be_ctx *x)
{
	return program_build(x, VN_OP_clLinkProgram);
}

int vcl_be_h_get_binaries(struct vcl_be_ctx *x)
{
	cl_program p = vcl_be_dec_obj(x, VN_T_PROGRAM, false);
	cl_uint ndev = 0;
	size_t *sizes, total = 0;
	unsigned char **bins;
	cl_int ret;

	if (x->dec.err || x->broken)
		return -EPROTO;
	ret = clGetProgramInfo(p, CL_PROGRAM_NUM_DEVICES, sizeof(ndev), &ndev, NULL);
	if (ret == CL_SUCCESS && ndev > VCL_MAX_PROGRAM_PARTS)
		ret = CL_OUT_OF_RESOURCES;
	if (ret != CL_SUCCESS) {
		vcl_enc_i32(&x->rep, ret);
		return 0;
	}
	sizes = vcl_be_scratch(x, ndev ? ndev : 1, sizeof(size_t));
	bins = vcl_be_scratch(x, ndev ? ndev : 1, sizeof(*bins));
	if (!sizes || !bins)
		return -EPROTO;
	ret = clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, ndev * sizeof(size_t), sizes, NULL);
	for (cl_uint i = 0; ret == CL_SUCCESS && i < ndev; i++) {
		if (__builtin_add_overflow(total, sizes[i], &total) || total > VCL_MAX_MSG / 2)
			ret = CL_OUT_OF_RESOURCES;
		else if (sizes[i] && !(bins[i] = malloc(sizes[i])))
			ret = CL_OUT_OF_HOST_MEMORY;
	}
	if (ret == CL_SUCCESS)
		ret = clGetProgramInfo(p, CL_PROGRAM_BINARIES, ndev * sizeof(*bins), bins, NULL);
	vcl_enc_i32(&x->rep, ret);
	for (cl_uint i = 0; ret == CL_SUCCESS && i < ndev; i++)
		vcl_enc_buf_copy(&x->rep, bins[i], sizes[i]);
	for (cl_uint i = 0; i < ndev; i++)
		free(bins[i]);
	return 0;
}

int vcl_be_h_clCreateKernelsInProgram(struct vcl_be_ctx *x)
{
	cl_program p = vcl_be_dec_obj(x, VN_T_PROGRAM, false);
	cl_uint n = 0, got = 0;
	bool want;
	uint64_t *ids = NULL;
	cl_kernel *ks = NULL;
	cl_int ret;

	vcl_dec_val(&x->dec, &n, sizeof(n));
	want = vcl_dec_want(&x->dec);
	if (x->dec.err || x->broken || n > VCL_MAX_PROGRAM_PARTS)
		return x->broken ? -EPROTO : vcl_be_violation(x, "%u kernels", n);
	if (want && n) {
		ids = vcl_be_scratch(x, n, sizeof(*ids));
		ks = vcl_be_scratch(x, n, sizeof(*ks));
		if (!ids || !ks)
			return -EPROTO;
		for (cl_uint i = 0; i < n; i++)
			if (!(ids[i] = vcl_be_dec_newid(x, false)))
				return vcl_be_violation(x, "bad kernel ID");
	}
	ret = clCreateKernelsInProgram(p, n, want ? ks : NULL, &got);
	if (ret == CL_SUCCESS && want)
		for (cl_uint i = 0; i < got && i < n; i++)
			vcl_be_bind(x, ids[i], VN_T_KERNEL, ks[i]);
	vcl_enc_i32(&x->rep, ret);
	vcl_enc_u64(&x->rep, got);
	return 0;
}

/* What argument idx of kernel k is, from the kernel's argument information (builds through virtcl
 * always keep it: with_arg_info): an object (buffer, image, pipe, sampler, queue), a __local
 * allocation, a scalar, or unknown (a program from a binary without the information). */
enum arg_class { ARG_UNKNOWN, ARG_OBJECT, ARG_LOCAL, ARG_SCALAR };

static enum arg_class arg_class(cl_kernel k, cl_uint idx)
{
	cl_kernel_arg_address_qualifier aq = 0;
	char type[64] = "";

	if (clGetKernelArgInfo(k, idx, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof(aq), &aq, NULL) !=
	    CL_SUCCESS)
		return ARG_UNKNOWN;
	if (aq == CL_KERNEL_ARG_ADDRESS_GLOBAL || aq == CL_KERNEL_ARG_ADDRESS_CONSTANT)
		return ARG_OBJECT;
	if (aq == CL_KERNEL_ARG_ADDRESS_LOCAL)
		return ARG_LOCAL;
	if (clGetKernelArgInfo(k, idx, CL_KERNEL_ARG_TYPE_NAME, sizeof(type), type, NULL) != CL_SUCCESS)
		return ARG_UNKNOWN;
	if (strstr(type, "image") || strstr(type, "sampler") || strstr(type, "queue") ||
	    strstr(type, "pipe") || strchr(type, '*'))
		return ARG_OBJECT;
	return ARG_SCALAR;
}

static bool arg_is_object(cl_kernel k, cl_uint idx)
{
	enum arg_class c = arg_class(k, idx);

	return c == ARG_OBJECT || c == ARG_UNKNOWN;
}

int vcl_be_h_clSetKernelArg(struct vcl_be_ctx *x)
{
	cl_kernel k = vcl_be_dec_obj(x, VN_T_KERNEL, false);
	cl_uint idx;
	size_t size;
	uint64_t kind, len = 0;
	const void *val = NULL;
	void *h = NULL;
	cl_int ret;

	vcl_dec_val(&x->dec, &idx, sizeof(idx));
	vcl_dec_val(&x->dec, &size, sizeof(size));
	kind = vcl_dec_u64(&x->dec);
	if (kind == 1) {
		/* maybe a memory object, sampler or device queue: its ID, then the application's bytes */
		static const uint8_t types[] = { VN_T_MEM, VN_T_SAMPLER, VN_T_QUEUE };
		uint64_t id = vcl_dec_u64(&x->dec), v;
		struct vcl_entry *e;

		val = vcl_dec_buf(&x->dec, &len);
		if (x->dec.err || !val || len != size || size != sizeof(void *))
			return vcl_be_violation(x, "handle argument of %zu bytes", size);
		pthread_mutex_lock(&x->s->lock);
		e = vcl_map_get(&x->s->ids, id, &v) ? (struct vcl_entry *)(uintptr_t)v : NULL;
		for (size_t i = 0; e && i < sizeof(types); i++)
			if (e->type == types[i])
				h = e->host;
		pthread_mutex_unlock(&x->s->lock);
		if (!h)
			return vcl_be_violation(x, "kernel argument ID %#llx is no memory object, sampler or queue",
						(unsigned long long)id);
		if (arg_is_object(k, idx))
			val = &h;
	} else if (kind == 0) {
		val = vcl_be_dec_large(x, &len);
		if (x->broken)
			return -EPROTO;
		if (val && len != size)
			return vcl_be_violation(x, "argument of %llu bytes for size %zu",
						(unsigned long long)len, size);
		/* an object argument given as bytes that name no virtcl object: the host would take
		 * them for a pointer of its own (a released handle, or a guest's chosen address).
		 * Only NULL (all zero) is a valid such value (spec 5.9.2). */
		if (val && !x->dec.err && !x->broken && arg_class(k, idx) == ARG_OBJECT) {
			bool zero = true;
			for (size_t i = 0; i < size; i++)
				zero &= ((const uint8_t *)val)[i] == 0;
			if (!zero) {
				vcl_enc_i32(&x->rep, size == sizeof(void *) ? CL_INVALID_MEM_OBJECT
									: CL_INVALID_ARG_SIZE);
				return 0;
			}
		}
	} else {
		return vcl_be_violation(x, "argument kind %llu", (unsigned long long)kind);
	}
	if (x->dec.err || x->broken)
		return -EPROTO;
	ret = clSetKernelArg(k, idx, size, val);
	if (ret == CL_SUCCESS && !val && size)
		vcl_be_kernel_local(x);
	vcl_enc_i32(&x->rep, ret);
	return 0;
}

cl_int vcl_be_launch_check(struct vcl_be_ctx *x, cl_command_queue q, cl_kernel k)
{
	cl_device_id dev;
	cl_ulong have = 0, need = 0;

	if (!x->kernel_local || !q || !k)
		return CL_SUCCESS;
	/* errors of these queries are the launch's own to report (invalid queue, kernel) */
	if (clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof(dev), &dev, NULL) != CL_SUCCESS ||
	    clGetDeviceInfo(dev, CL_DEVICE_LOCAL_MEM_SIZE, sizeof(have), &have, NULL) != CL_SUCCESS ||
	    clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof(need), &need, NULL) !=
		    CL_SUCCESS)
		return CL_SUCCESS;
	return need > have ? CL_OUT_OF_RESOURCES : CL_SUCCESS;
}

/* ---- devices ---------------------------------------------------------------------------------- */

int vcl_be_h_clCreateSubDevices(struct vcl_be_ctx *x)
{
	cl_device_id d = vcl_be_dec_obj(x, VN_T_DEVICE, false);
	cl_device_partition_property *props = vcl_be_dec_props(x, sizeof(*props));
	cl_uint n = 0, got = 0;
	uint64_t *ids = NULL;
	cl_device_id *out = NULL;
	bool want;
	cl_int ret;

	vcl_dec_val(&x->dec, &n, sizeof(n));
	want = vcl_dec_want(&x->dec);
	if (x->dec.err || x->broken || n > 4096)
		return x->broken ? -EPROTO : vcl_be_violation(x, "%u sub-devices", n);
	if (want && n) {
		ids = vcl_be_scratch(x, n, sizeof(*ids));
		out = vcl_be_scratch(x, n, sizeof(*out));
		if (!ids || !out)
			return -EPROTO;
		for (cl_uint i = 0; i < n; i++)
			if (!(ids[i] = vcl_be_dec_newid(x, false)))
				return vcl_be_violation(x, "bad sub-device ID");
	}
	ret = clCreateSubDevices(d, props, n, want ? out : NULL, &got);
	if (ret == CL_SUCCESS && want)
		for (cl_uint i = 0; i < got && i < n; i++)
			vcl_be_bind(x, ids[i], VN_T_DEVICE, out[i]);
	vcl_enc_i32(&x->rep, ret);
	vcl_enc_u64(&x->rep, got);
	return 0;
}
