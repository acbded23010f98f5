/* SPDX-License-Identifier: MIT */
/*
 * cl_khr_command_buffer on the host (docs/design.md, "Command buffers").
 *
 * The guest's entry points have the signatures of version 0.9.0 of the extension (its headers'),
 * whatever the host's version: a host of version 0.9.5 or later takes a properties list in every
 * clCommand* call, which these wrappers pass as NULL. The host's functions come from
 * clGetExtensionFunctionAddressForPlatform (the ICD loader exports none of them).
 *
 * A command buffer's session ID names a struct vcl_cmdbuf, not the host's handle: the structure
 * holds the host's sync point of each of the guest's (the front-end picks 1, 2, ... so that a
 * recording call needs no answer) and the first error of a recording call, which has no reply and
 * so is reported by clFinalizeCommandBufferKHR. Recording calls, like every call that does not
 * block, run on the session's leader in arrival order: the structure needs no lock but its count.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

#include "vcl_be.h"
#include "gen/vn_backend.h"

/* Most sync points (commands) of one command buffer. */
#define VCL_MAX_SYNC_POINTS (1u << 20)

struct vcl_cmdbuf {
	cl_command_buffer_khr h; /* the host's */
	cl_command_queue q;      /* its queue (one reference of ours) */
	atomic_int refs;         /* mirrors the host's reference count */
	cl_int err;              /* first failure of a recording call, or CL_SUCCESS */
	cl_uint nsp;             /* entries of sp */
	cl_sync_point_khr *sp;   /* 1 + the host's sync point of the guest's sync point i + 1; 0: none */
	cl_uint nk, capk;        /* kernels recorded, and room */
	cl_kernel *k;            /* clones of the kernels recorded (ours, one reference each) */
	struct vcl_session *s;   /* whose --max-objects the clones count against */
};

#define CB(c) ((struct vcl_cmdbuf *)(void *)(c))

/* Host entry points of version 0.9.5 and later: a properties list after the queue. */
typedef cl_int(CL_API_CALL *barrier_new_fn)(cl_command_buffer_khr, cl_command_queue,
					     const cl_properties *, cl_uint, const cl_sync_point_khr *,
					     cl_sync_point_khr *, cl_mutable_command_khr *);
typedef cl_int(CL_API_CALL *copy_buffer_new_fn)(cl_command_buffer_khr, cl_command_queue,
						 const cl_properties *, cl_mem, cl_mem, size_t, size_t,
						 size_t, cl_uint, const cl_sync_point_khr *,
						 cl_sync_point_khr *, cl_mutable_command_khr *);
typedef cl_int(CL_API_CALL *copy_buffer_rect_new_fn)(
	cl_command_buffer_khr, cl_command_queue, const cl_properties *, cl_mem, cl_mem,
	const size_t *, const size_t *, const size_t *, size_t, size_t, size_t, size_t, cl_uint,
	const cl_sync_point_khr *, cl_sync_point_khr *, cl_mutable_command_khr *);
typedef cl_int(CL_API_CALL *copy_buffer_to_image_new_fn)(
	cl_command_buffer_khr, cl_command_queue, const cl_properties *, cl_mem, cl_mem, size_t,
	const size_t *, const size_t *, cl_uint, const cl_sync_point_khr *, cl_sync_point_khr *,
	cl_mutable_command_khr *);
typedef cl_int(CL_API_CALL *copy_image_new_fn)(cl_command_buffer_khr, cl_command_queue,
						const cl_properties *, cl_mem, cl_mem, const size_t *,
						const size_t *, const size_t *, cl_uint,
						const cl_sync_point_khr *, cl_sync_point_khr *,
						cl_mutable_command_khr *);
typedef cl_int(CL_API_CALL *copy_image_to_buffer_new_fn)(
	cl_command_buffer_khr, cl_command_queue, const cl_properties *, cl_mem, cl_mem,
	const size_t *, const size_t *, size_t, cl_uint, const cl_sync_point_khr *,
	cl_sync_point_khr *, cl_mutable_command_khr *);
typedef cl_int(CL_API_CALL *fill_buffer_new_fn)(cl_command_buffer_khr, cl_command_queue,
						 const cl_properties *, cl_mem, const void *, size_t,
						 size_t, size_t, cl_uint, const cl_sync_point_khr *,
						 cl_sync_point_khr *, cl_mutable_command_khr *);
typedef cl_int(CL_API_CALL *fill_image_new_fn)(cl_command_buffer_khr, cl_command_queue,
						const cl_properties *, cl_mem, const void *,
						const size_t *, const size_t *, cl_uint,
						const cl_sync_point_khr *, cl_sync_point_khr *,
						cl_mutable_command_khr *);

static struct {
	bool ok;   /* the host device has the extension and every entry point */
	bool v095; /* the host's version is 0.9.5 or later */
	clCreateCommandBufferKHR_fn create;
	clFinalizeCommandBufferKHR_fn finalize;
	clRetainCommandBufferKHR_fn retain;
	clReleaseCommandBufferKHR_fn release;
	clEnqueueCommandBufferKHR_fn enqueue;
	clGetCommandBufferInfoKHR_fn info;
	clCommandNDRangeKernelKHR_fn ndrange;
	void *barrier, *copy_buffer, *copy_buffer_rect, *copy_buffer_to_image, *copy_image,
		*copy_image_to_buffer, *fill_buffer, *fill_image;
} H;

void vcl_be_cmdbuf_init(cl_platform_id p, cl_device_id dev)
{
	size_t n = 0;
	cl_name_version *v;
	cl_version ver = 0;

	if (clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS_WITH_VERSION, 0, NULL, &n) || !n ||
	    !(v = malloc(n)))
		return;
	if (!clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS_WITH_VERSION, n, v, NULL))
		for (size_t i = 0; i < n / sizeof(*v); i++)
			if (!strcmp(v[i].name, "cl_khr_command_buffer"))
				ver = v[i].version ? v[i].version : 1;
	free(v);
	if (!ver)
		return;
#define GET(field, name) H.field = (void *)clGetExtensionFunctionAddressForPlatform(p, #name)
	GET(create, clCreateCommandBufferKHR);
	GET(finalize, clFinalizeCommandBufferKHR);
	GET(retain, clRetainCommandBufferKHR);
	GET(release, clReleaseCommandBufferKHR);
	GET(enqueue, clEnqueueCommandBufferKHR);
	GET(info, clGetCommandBufferInfoKHR);
	GET(ndrange, clCommandNDRangeKernelKHR);
	GET(barrier, clCommandBarrierWithWaitListKHR);
	GET(copy_buffer, clCommandCopyBufferKHR);
	GET(copy_buffer_rect, clCommandCopyBufferRectKHR);
	GET(copy_buffer_to_image, clCommandCopyBufferToImageKHR);
	GET(copy_image, clCommandCopyImageKHR);
	GET(copy_image_to_buffer, clCommandCopyImageToBufferKHR);
	GET(fill_buffer, clCommandFillBufferKHR);
	GET(fill_image, clCommandFillImageKHR);
#undef GET
	H.v095 = ver >= CL_MAKE_VERSION(0, 9, 5);
	H.ok = H.create && H.finalize && H.retain && H.release && H.enqueue && H.info && H.ndrange &&
	       H.barrier && H.copy_buffer && H.copy_buffer_rect && H.copy_buffer_to_image &&
	       H.copy_image && H.copy_image_to_buffer && H.fill_buffer && H.fill_image;
}

bool vcl_be_cmdbuf_supported(void)
{
	return H.ok;
}

cl_command_queue vcl_be_cmdbuf_queue(cl_command_buffer_khr cb)
{
	return cb ? CB(cb)->q : NULL;
}

void vcl_be_cmdbuf_failed(cl_command_buffer_khr cb, cl_int err)
{
	if (cb && err != CL_SUCCESS && CB(cb)->err == CL_SUCCESS)
		CB(cb)->err = err;
}

/* ---- sync points ------------------------------------------------------------------------------ */

/* The host's sync points for the guest's wait list (n of them, in), into out (n entries). */
static cl_int syncs_in(const struct vcl_cmdbuf *cb, cl_uint n, const cl_sync_point_khr *in,
		       cl_sync_point_khr *out)
{
	if ((n == 0) != (in == NULL))
		return CL_INVALID_SYNC_POINT_WAIT_LIST_KHR;
	for (cl_uint i = 0; i < n; i++) {
		if (in[i] == 0 || in[i] > cb->nsp || !cb->sp[in[i] - 1])
			return CL_INVALID_SYNC_POINT_WAIT_LIST_KHR;
		out[i] = cb->sp[in[i] - 1] - 1;
	}
	return CL_SUCCESS;
}

/* Room for the guest's sync point g (1 .. VCL_MAX_SYNC_POINTS, not used before). */
static cl_int sync_slot(struct vcl_cmdbuf *cb, cl_sync_point_khr g)
{
	if (g == 0 || g > VCL_MAX_SYNC_POINTS)
		return CL_INVALID_VALUE;
	if (g > cb->nsp) {
		cl_uint n = cb->nsp ? cb->nsp : 16;
		cl_sync_point_khr *sp;
		while (n < g)
			n *= 2;
		if (!(sp = realloc(cb->sp, n * sizeof(*sp))))
			return CL_OUT_OF_HOST_MEMORY;
		memset(sp + cb->nsp, 0, (n - cb->nsp) * sizeof(*sp));
		cb->sp = sp, cb->nsp = n;
	}
	return cb->sp[g - 1] ? CL_INVALID_VALUE : CL_SUCCESS;
}

/*
 * One recording call: the guest's command buffer c, wait list (n, in) and new sync point *g.
 * CALL is the host call, with H_CB (the host's buffer), H_WL (the host's wait list) and &hsp.
 */
#define RECORD(c, n, in, g, CALL)                                                                   \
	do {                                                                                        \
		struct vcl_cmdbuf *cb_ = CB(c);                                                     \
		cl_sync_point_khr wl_[64], *H_WL = NULL, hsp = 0;                                   \
		cl_command_buffer_khr H_CB;                                                         \
		cl_int r_;                                                                          \
		if (!H.ok)                                                                          \
			return CL_INVALID_OPERATION;                                                \
		H_CB = cb_->h;                                                                      \
		if ((r_ = sync_slot(cb_, *(g))) == CL_SUCCESS && (n) > 0 &&                         \
		    !(H_WL = (n) <= 64 ? wl_ : malloc((size_t)(n) * sizeof(*H_WL))))                \
			r_ = CL_OUT_OF_HOST_MEMORY;                                                 \
		if (r_ == CL_SUCCESS)                                                               \
			r_ = syncs_in(cb_, (n), (in), H_WL);                                        \
		if (r_ == CL_SUCCESS)                                                               \
			r_ = (CALL);                                                                \
		if (H_WL && H_WL != wl_)                                                            \
			free(H_WL);                                                                 \
		if (r_ == CL_SUCCESS)                                                               \
			cb_->sp[*(g) - 1] = hsp + 1;                                                \
		return r_;                                                                          \
	} while (0)

/* A host call of a version's signature: with a NULL properties list from 0.9.5 on. */
#define HOST(field, newtype, q, ...)                                                                \
	(H.v095 ? ((newtype)H.field)(H_CB, q, NULL, __VA_ARGS__)                                    \
		: ((field##_fn)H.field)(H_CB, q, __VA_ARGS__))
typedef clCommandBarrierWithWaitListKHR_fn barrier_fn;
typedef clCommandCopyBufferKHR_fn copy_buffer_fn;
typedef clCommandCopyBufferRectKHR_fn copy_buffer_rect_fn;
typedef clCommandCopyBufferToImageKHR_fn copy_buffer_to_image_fn;
typedef clCommandCopyImageKHR_fn copy_image_fn;
typedef clCommandCopyImageToBufferKHR_fn copy_image_to_buffer_fn;
typedef clCommandFillBufferKHR_fn fill_buffer_fn;
typedef clCommandFillImageKHR_fn fill_image_fn;

/* ---- the wrappers api/opencl.api names (host=...) ----------------------------------------------- */

cl_int vcl_host_clRetainCommandBufferKHR(cl_command_buffer_khr c)
{
	cl_int r = H.retain(CB(c)->h);
	if (r == CL_SUCCESS)
		atomic_fetch_add(&CB(c)->refs, 1);
	return r;
}

cl_int vcl_host_clReleaseCommandBufferKHR(cl_command_buffer_khr c)
{
	struct vcl_cmdbuf *cb = CB(c);
	cl_int r = H.release(cb->h);

	if (r == CL_SUCCESS && atomic_fetch_sub(&cb->refs, 1) == 1) {
		clReleaseCommandQueue(cb->q);
		for (cl_uint i = 0; i < cb->nk; i++)
			clReleaseKernel(cb->k[i]);
		vcl_session_hidden_put(cb->s, cb->nk);
		free(cb->k);
		free(cb->sp);
		free(cb);
	}
	return r;
}

cl_int vcl_host_clFinalizeCommandBufferKHR(cl_command_buffer_khr c)
{
	/* a recording call that failed had no reply to say so: its error is the finalize's */
	if (CB(c)->err != CL_SUCCESS)
		return CB(c)->err;
	return H.finalize(CB(c)->h);
}

cl_int vcl_host_clGetCommandBufferInfoKHR(cl_command_buffer_khr c, cl_command_buffer_info_khr param,
					  size_t size, void *value, size_t *size_ret)
{
	/* the queues are the one the buffer was made with: PoCL 3.1 writes something else (not a
	 * queue handle; the session would retain it as one) */
	if (param == CL_COMMAND_BUFFER_QUEUES_KHR) {
		if (value && size < sizeof(cl_command_queue))
			return CL_INVALID_VALUE;
		if (value)
			*(cl_command_queue *)value = CB(c)->q;
		if (size_ret)
			*size_ret = sizeof(cl_command_queue);
		return CL_SUCCESS;
	}
	return H.info(CB(c)->h, param, size, value, size_ret);
}

cl_int vcl_host_clCommandBarrierWithWaitListKHR(cl_command_buffer_khr c, cl_command_queue q,
						cl_uint n, const cl_sync_point_khr *wl,
						cl_sync_point_khr *sp, cl_mutable_command_khr *m)
{
	RECORD(c, n, wl, sp, HOST(barrier, barrier_new_fn, q, n, H_WL, &hsp, m));
}

cl_int vcl_host_clCommandCopyBufferKHR(cl_command_buffer_khr c, cl_command_queue q, cl_mem src,
				       cl_mem dst, size_t so, size_t dof, size_t size, cl_uint n,
				       const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
				       cl_mutable_command_khr *m)
{
	RECORD(c, n, wl, sp, HOST(copy_buffer, copy_buffer_new_fn, q, src, dst, so, dof, size, n, H_WL, &hsp, m));
}

cl_int vcl_host_clCommandCopyBufferRectKHR(cl_command_buffer_khr c, cl_command_queue q, cl_mem src,
					   cl_mem dst, const size_t *so, const size_t *dof,
					   const size_t *region, size_t srp, size_t ssp, size_t drp,
					   size_t dsp, cl_uint n, const cl_sync_point_khr *wl,
					   cl_sync_point_khr *sp, cl_mutable_command_khr *m)
{
	RECORD(c, n, wl, sp, HOST(copy_buffer_rect, copy_buffer_rect_new_fn, q, src, dst, so, dof, region, srp, ssp, drp, dsp, n, H_WL, &hsp, m));
}

cl_int vcl_host_clCommandCopyBufferToImageKHR(cl_command_buffer_khr c, cl_command_queue q,
					      cl_mem src, cl_mem dst, size_t so,
					      const size_t *dof, const size_t *region, cl_uint n,
					      const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
					      cl_mutable_command_khr *m)
{
	RECORD(c, n, wl, sp, HOST(copy_buffer_to_image, copy_buffer_to_image_new_fn, q, src, dst, so, dof, region, n, H_WL, &hsp, m));
}

cl_int vcl_host_clCommandCopyImageKHR(cl_command_buffer_khr c, cl_command_queue q, cl_mem src,
				      cl_mem dst, const size_t *so, const size_t *dof,
				      const size_t *region, cl_uint n, const cl_sync_point_khr *wl,
				      cl_sync_point_khr *sp, cl_mutable_command_khr *m)
{
	RECORD(c, n, wl, sp, HOST(copy_image, copy_image_new_fn, q, src, dst, so, dof, region, n, H_WL, &hsp, m));
}

cl_int vcl_host_clCommandCopyImageToBufferKHR(cl_command_buffer_khr c, cl_command_queue q,
					      cl_mem src, cl_mem dst, const size_t *so,
					      const size_t *region, size_t dof, cl_uint n,
					      const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
					      cl_mutable_command_khr *m)
{
	RECORD(c, n, wl, sp, HOST(copy_image_to_buffer, copy_image_to_buffer_new_fn, q, src, dst, so, region, dof, n, H_WL, &hsp, m));
}

cl_int vcl_host_clCommandFillBufferKHR(cl_command_buffer_khr c, cl_command_queue q, cl_mem buf,
				       const void *pattern, size_t psize, size_t off, size_t size,
				       cl_uint n, const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
				       cl_mutable_command_khr *m)
{
	RECORD(c, n, wl, sp, HOST(fill_buffer, fill_buffer_new_fn, q, buf, pattern, psize, off, size, n, H_WL, &hsp, m));
}

cl_int vcl_host_clCommandFillImageKHR(cl_command_buffer_khr c, cl_command_queue q, cl_mem img,
				      const void *color, const size_t *origin, const size_t *region,
				      cl_uint n, const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
				      cl_mutable_command_khr *m)
{
	RECORD(c, n, wl, sp, HOST(fill_image, fill_image_new_fn, q, img, color, origin, region, n, H_WL, &hsp, m));
}

cl_int vcl_host_clCommandNDRangeKernelKHR(cl_command_buffer_khr c, cl_command_queue q,
					  const cl_ndrange_kernel_command_properties_khr *props,
					  cl_kernel k, cl_uint dim, const size_t *off,
					  const size_t *gws, const size_t *lws, cl_uint n,
					  const cl_sync_point_khr *wl, cl_sync_point_khr *sp,
					  cl_mutable_command_khr *m)
{
	struct vcl_cmdbuf *cb = CB(c);
	cl_int e = CL_SUCCESS;

	/* The command keeps the kernel's arguments of record time (the extension's specification;
	 * PoCL 3.1 reads them at enqueue time instead): a clone of the kernel, which has its
	 * arguments and which no later clSetKernelArg reaches, is what is recorded. */
	if (cb->nk == cb->capk) {
		cl_uint cap = cb->capk ? cb->capk * 2 : 8;
		cl_kernel *nk = realloc(cb->k, cap * sizeof(*nk));
		if (!nk)
			return CL_OUT_OF_HOST_MEMORY;
		cb->k = nk, cb->capk = cap;
	}
	if (!vcl_session_hidden_take(cb->s))
		return CL_OUT_OF_RESOURCES; /* --max-objects: the clone would be one object more */
	k = clCloneKernel(k, &e);
	if (!k) {
		vcl_session_hidden_put(cb->s, 1);
		return e != CL_SUCCESS ? e : CL_OUT_OF_RESOURCES;
	}
	cb->k[cb->nk++] = k;
	/* the same signature in every version */
	RECORD(c, n, wl, sp, H.ndrange(H_CB, q, props, k, dim, off, gws, lws, n, H_WL, &hsp, m));
}

/* ---- hand-written handlers -------------------------------------------------------------------- */

int vcl_be_h_clCreateCommandBufferKHR(struct vcl_be_ctx *x,
				      const struct vn_args_clCreateCommandBufferKHR *a)
{
	uint64_t id = a->id;
	cl_uint nq = a->num_queues;
	const cl_command_queue *qs = a->queues;
	const cl_command_buffer_properties_khr *props = a->properties;
	cl_int err = CL_INVALID_OPERATION;
	struct vcl_cmdbuf *cb;

	/* version 0.9.0: one queue (more need cl_khr_command_buffer_multi_device) */
	if (nq != 1 || !qs)
		err = CL_INVALID_VALUE;
	else if (H.ok && (cb = calloc(1, sizeof(*cb)))) {
		cb->h = H.create(nq, qs, props, &err);
		if (err == CL_SUCCESS && cb->h) {
			cb->q = qs[0];
			cb->s = x->s;
			clRetainCommandQueue(cb->q);
			atomic_init(&cb->refs, 1);
			vcl_be_bind(x, id, VN_T_CMDBUF, cb);
		} else {
			free(cb);
		}
	} else if (H.ok) {
		err = CL_OUT_OF_HOST_MEMORY;
	}
	vcl_enc_i32(&x->rep, err);
	return 0;
}

int vcl_be_h_clEnqueueCommandBufferKHR(struct vcl_be_ctx *x,
				       const struct vn_args_clEnqueueCommandBufferKHR *a)
{
	cl_uint nq = a->num_queues, nwait = a->num_events_in_wait_list;
	cl_command_queue *qs = a->queues;
	cl_command_buffer_khr c = a->command_buffer;
	const cl_event *wait = a->event_wait_list;
	cl_event ev = NULL, start = NULL;
	uint64_t ev_id = a->event_id;
	cl_int ret;

	/* the watchdog follows the command buffer's kernels as it does a launch's: from when a marker
	 * just before it (on its wait list) is complete, as its own event may not say it runs */
	if (!H.ok)
		ret = CL_INVALID_OPERATION;
	else if (vcl_be_watching(x) &&
		 (ret = clEnqueueMarkerWithWaitList(CB(c)->q, nwait, wait, &start)) != CL_SUCCESS)
		start = NULL;
	else
		ret = H.enqueue(nq, qs, CB(c)->h, nwait, wait,
				ev_id || vcl_be_watching(x) ? &ev : NULL);
	if (ret == CL_SUCCESS) {
		vcl_be_launched_after(x, CB(c)->q, ev, start);
		if (ev_id)
			vcl_be_bind(x, ev_id, VN_T_EVENT, ev);
		else if (ev)
			clReleaseEvent(ev);
	} else if (ev_id && x->noreply) {
		vcl_be_bind_failed_event(x, ev_id, CB(c)->q, ret);
	}
	if (start)
		clReleaseEvent(start);
	vcl_enc_i32(&x->rep, ret);
	return 0;
}
