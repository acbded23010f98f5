/* SPDX-License-Identifier: MIT */
/*
 * Hand-written front-end entry points: the calls whose meaning a generator cannot express —
 * guest memory (host pointers, reads, maps), guest callbacks, object lists with lengths, and the
 * handful of info values that only the guest knows.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vcl_fe.h"
#include "vcl_fe_config.h"
#include "vcl_map.h"
#include "vcl_shapes.h"
#include "gen/vn_frontend.h"

#define SET_ERR(p, e)                                                                              \
	do {                                                                                       \
		if (p)                                                                             \
			*(p) = (e);                                                                \
	} while (0)

#define OBJ(p) ((struct vcl_obj *)(p))

/* ---- retain / release ------------------------------------------------------------------------- */

#define RETAIN_RELEASE(T, tag, name)                                                               \
	cl_int CL_API_CALL vcl_fe_clRetain##name(T o)                                              \
	{                                                                                          \
		return vcl_obj_retain_app(o, tag, VN_OP_clRetain##name);                           \
	}                                                                                          \
	cl_int CL_API_CALL vcl_fe_clRelease##name(T o)                                             \
	{                                                                                          \
		return vcl_obj_release_app(o, tag, VN_OP_clRelease##name);                        \
	}

RETAIN_RELEASE(cl_context, VN_T_CONTEXT, Context)
RETAIN_RELEASE(cl_command_queue, VN_T_QUEUE, CommandQueue)
RETAIN_RELEASE(cl_mem, VN_T_MEM, MemObject)
RETAIN_RELEASE(cl_sampler, VN_T_SAMPLER, Sampler)
RETAIN_RELEASE(cl_program, VN_T_PROGRAM, Program)
RETAIN_RELEASE(cl_kernel, VN_T_KERNEL, Kernel)
RETAIN_RELEASE(cl_event, VN_T_EVENT, Event)

/* spec 4.3: retaining or releasing a root device changes nothing */
cl_int CL_API_CALL vcl_fe_clRetainDevice(cl_device_id d)
{
	if (!vcl_obj_ok(d, VN_T_DEVICE, false))
		return CL_INVALID_DEVICE;
	return d->root ? CL_SUCCESS : vcl_obj_retain_app(d, VN_T_DEVICE, VN_OP_clRetainDevice);
}

cl_int CL_API_CALL vcl_fe_clReleaseDevice(cl_device_id d)
{
	if (!vcl_obj_ok(d, VN_T_DEVICE, false))
		return CL_INVALID_DEVICE;
	return d->root ? CL_SUCCESS : vcl_obj_release_app(d, VN_T_DEVICE, VN_OP_clReleaseDevice);
}

/* ---- contexts --------------------------------------------------------------------------------- */

/* Checks a context property list before anything is sent: CL_INVALID_PLATFORM for a platform that
 * is not virtcl's (spec 4.4), and records its size (bytes, with the terminator) in *bytes. */
static cl_int context_props_check(const cl_context_properties *p, size_t *bytes)
{
	size_t n = 0;

	*bytes = 0;
	if (!p)
		return CL_SUCCESS;
	while (p[n] && n < 2 * VCL_MAX_PROPS) {
		if (p[n] == CL_CONTEXT_PLATFORM && !vcl_obj_ok((void *)p[n + 1], VN_T_PLATFORM, false))
			return CL_INVALID_PLATFORM;
		n += 2;
	}
	if (p[n])
		return CL_INVALID_PROPERTY;
	*bytes = (n + 1) * sizeof(*p);
	return CL_SUCCESS;
}

/*
 * The session a new context goes to (docs/design.md "Several servers"): that of its devices (a
 * server whose session broke is reconnected first, vcl_fe_reconnect); VCL_SRV_MULTI for devices
 * of several servers (a context of vcl_fe_multi.c). From a type (devices NULL): the first server,
 * in VIRTCL_SERVER's order, that has a device of the type and answers.
 */
static cl_int context_session(cl_uint n, const cl_device_id *devices, cl_device_type type,
			      unsigned *srv)
{
	if (devices) {
		for (cl_uint i = 0; i < n; i++)
			if (devices[i]->root && vcl_fe_srv_broken(devices[i]->o.srv))
				vcl_fe_reconnect(devices[i]->server);
		*srv = devices[0]->o.srv;
		for (cl_uint i = 1; i < n; i++)
			if (devices[i]->o.srv != *srv)
				*srv = VCL_SRV_MULTI; /* vcl_mx_context_create */
		return CL_SUCCESS;
	}
	*srv = vcl_fe_live_srv();
	for (unsigned k = 0; k < vcl_fe.num_servers; k++)
		for (cl_uint i = 0; i < vcl_fe.num_devices; i++) {
			struct _cl_device_id *d = vcl_fe.devices[i];
			cl_device_type t = 0;
			if (d->server != k || (vcl_fe_srv_broken(d->o.srv) && !vcl_fe_reconnect(k)))
				continue;
			if (vcl_fe_clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof(t), &t, NULL) == CL_SUCCESS &&
			    (type == CL_DEVICE_TYPE_ALL || (t & type) || type == CL_DEVICE_TYPE_DEFAULT)) {
				*srv = d->o.srv;
				return CL_SUCCESS;
			}
		}
	return CL_SUCCESS; /* the host says which error */
}

static cl_context context_create(uint16_t op, const cl_context_properties *properties,
				 cl_uint num_devices, const cl_device_id *devices,
				 cl_device_type type, vcl_pfn_context_notify pfn_notify,
				 void *user_data, cl_int *errcode_ret)
{
	struct _cl_context *ctx;
	struct vcl_call c;
	size_t pbytes;
	uint64_t cb = 0;
	unsigned srv;
	cl_int ret;

	if (!pfn_notify && user_data) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	if (op == VN_OP_clCreateContext) {
		if (!devices || !num_devices) {
			SET_ERR(errcode_ret, CL_INVALID_VALUE);
			return NULL;
		}
		if (!vcl_objs_ok((const void *const *)devices, num_devices, VN_T_DEVICE, false)) {
			SET_ERR(errcode_ret, CL_INVALID_DEVICE);
			return NULL;
		}
	}
	if ((ret = context_props_check(properties, &pbytes))) {
		SET_ERR(errcode_ret, ret);
		return NULL;
	}
	if (atomic_load(&vcl_fe_forked))
		vcl_fe_connect(); /* the child of a fork(): its own session */
	if (!vcl_fe.connected) {
		SET_ERR(errcode_ret, CL_INVALID_PLATFORM);
		return NULL;
	}
	if ((ret = context_session(num_devices, devices, type, &srv))) {
		SET_ERR(errcode_ret, ret);
		return NULL;
	}
	if (srv == VCL_SRV_MULTI)
		return vcl_mx_context_create(properties, num_devices, devices, pfn_notify, user_data,
					     errcode_ret);
	ctx = (struct _cl_context *)vcl_obj_new_on(VN_T_CONTEXT, NULL, srv);
	if (!ctx || (pbytes && !(ctx->props = malloc(pbytes)))) {
		vcl_obj_discard(OBJ(ctx));
		SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	if (pbytes)
		memcpy(ctx->props, properties, pbytes);
	ctx->props_size = pbytes;
	if (pfn_notify)
		cb = vcl_cb_register(VCL_CB_CONTEXT_NOTIFY, (void *)pfn_notify, user_data, OBJ(ctx), false);
	vcl_call_init(&c, op);
	vcl_call_route(&c, ctx); /* before the properties: the platform's ID is the session's */
	if (op == VN_OP_clCreateContext)
		vn_enc_clCreateContext(&c.enc, &(struct vn_args_clCreateContext){
						       .id = ctx->o.id, .properties = properties,
						       .num_devices = num_devices, .devices = devices,
						       .pfn_notify_id = cb });
	else
		vn_enc_clCreateContextFromType(&c.enc, &(struct vn_args_clCreateContextFromType){
							       .id = ctx->o.id, .properties = properties,
							       .device_type = type, .pfn_notify_id = cb });
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	SET_ERR(errcode_ret, ret);
	if (ret != CL_SUCCESS) {
		if (cb)
			vcl_cb_unregister(cb);
		vcl_obj_discard(OBJ(ctx));
		return NULL;
	}
	return ctx;
}

cl_context CL_API_CALL vcl_fe_clCreateContext(const cl_context_properties *properties,
					      cl_uint num_devices, const cl_device_id *devices,
					      vcl_pfn_context_notify pfn_notify, void *user_data,
					      cl_int *errcode_ret)
{
	return context_create(VN_OP_clCreateContext, properties, num_devices, devices, 0, pfn_notify,
			      user_data, errcode_ret);
}

cl_context CL_API_CALL vcl_fe_clCreateContextFromType(const cl_context_properties *properties,
						      cl_device_type device_type,
						      vcl_pfn_context_notify pfn_notify,
						      void *user_data, cl_int *errcode_ret)
{
	return context_create(VN_OP_clCreateContextFromType, properties, 0, NULL, device_type,
			      pfn_notify, user_data, errcode_ret);
}

/* ---- memory objects --------------------------------------------------------------------------- */

/*
 * Guest host_ptr semantics (spec 5.2.1): CL_MEM_COPY_HOST_PTR and CL_MEM_USE_HOST_PTR both send the
 * initial contents; the host object is created with CL_MEM_COPY_HOST_PTR, and for
 * CL_MEM_USE_HOST_PTR the front-end keeps the guest pointer, which maps return and fill.
 */
/*
 * The initial contents of a new memory object (n bytes at p, or none): through the shared-memory
 * area where there is one with room (d->off, a copy), else in the message by reference. The host
 * copies them before it replies (CL_MEM_COPY_HOST_PTR), so mem_create_send frees the chunk after
 * the reply.
 */
static void mem_create_data(struct vn_data *d, const void *p, size_t n)
{
	int64_t chunk = p ? vcl_area_alloc(n) : -1;

	*d = (struct vn_data){ .p = p, .len = p ? n : 0, .off = VCL_DEC_NOT_IN_REGION };
	if (chunk >= 0) {
		vcl_bulk_copy(vcl_area_ptr((uint64_t)chunk), p, n);
		d->off = (uint64_t)chunk;
	}
}

/* The end of creating a memory object: the call (encoded, with contents d) is sent. */
static cl_mem mem_create_send(struct vcl_call *c, struct _cl_mem *m, const struct vn_data *d,
			      cl_int *errcode_ret)
{
	cl_int ret = vcl_call_sync(c);

	if (d->p && d->off != VCL_DEC_NOT_IN_REGION)
		vcl_area_free(d->off);
	vcl_call_fini(c);
	SET_ERR(errcode_ret, ret);
	if (ret != CL_SUCCESS) {
		vcl_obj_discard(OBJ(m));
		return NULL;
	}
	return m;
}

#define HOST_ACCESS (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)
#define DEV_ACCESS (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY)
#define HOST_PTR_FLAGS (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)

/*
 * The flags a memory object made from parent (a sub-buffer, an image from a buffer) has (spec
 * 5.2.2, 5.3.1): access qualifiers it does not specify are inherited, host-pointer flags always.
 * CL_INVALID_VALUE where its host access contradicts the parent's; the host cannot check that,
 * since it never sees CL_MEM_HOST_WRITE_ONLY (wire_mem_flags).
 */
static cl_int mem_flags_inherit(cl_mem_flags parent, cl_mem_flags flags, cl_mem_flags *out)
{
	cl_mem_flags f = flags | (parent & HOST_PTR_FLAGS);

	if (!(flags & DEV_ACCESS))
		f |= parent & DEV_ACCESS;
	if (!(flags & HOST_ACCESS))
		f |= parent & HOST_ACCESS;
	else if (((parent & CL_MEM_HOST_WRITE_ONLY) && (flags & CL_MEM_HOST_READ_ONLY)) ||
		 ((parent & CL_MEM_HOST_READ_ONLY) && (flags & CL_MEM_HOST_WRITE_ONLY)) ||
		 ((parent & CL_MEM_HOST_NO_ACCESS) &&
		  (flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY))))
		return CL_INVALID_VALUE;
	*out = f;
	return CL_SUCCESS;
}

/*
 * The flags the host object is created with. Maps are reads into guest memory and writes back
 * (vcl_fe_mem.c), and a write mapping needs the current contents even where the application may
 * not read (CL_MEM_HOST_WRITE_ONLY, spec 5.2.4): the host object is created readable, and the
 * front-end enforces CL_MEM_HOST_WRITE_ONLY itself (vcl_mem_host_access).
 */
static cl_mem_flags wire_mem_flags(cl_mem_flags flags)
{
	return flags & ~(cl_mem_flags)CL_MEM_HOST_WRITE_ONLY;
}

static cl_mem buffer_create(cl_context context, const cl_mem_properties *properties, bool with_props,
			    cl_mem_flags flags, size_t size, void *host_ptr, cl_int *errcode_ret)
{
	struct _cl_mem *m;
	struct vcl_call c;
	struct vn_data data;
	cl_mem_flags wire_flags = flags;
	bool send_data = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR), big;
	uint64_t svm = 0;
	cl_int ret;

	if (!vcl_obj_ok(context, VN_T_CONTEXT, false)) {
		SET_ERR(errcode_ret, CL_INVALID_CONTEXT);
		return NULL;
	}
	if ((flags & CL_MEM_USE_HOST_PTR) && (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR))) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	if (size == 0) {
		SET_ERR(errcode_ret, CL_INVALID_BUFFER_SIZE);
		return NULL;
	}
	if ((send_data && !host_ptr) || (!send_data && host_ptr)) {
		SET_ERR(errcode_ret, CL_INVALID_HOST_PTR);
		return NULL;
	}
	/* CL_MEM_USE_HOST_PTR on an SVM allocation (spec 5.2.1): the host buffer uses the host's
	 * allocation at the same address; nothing is copied */
	if ((flags & CL_MEM_USE_HOST_PTR) && (ret = vcl_svm_host_ptr(host_ptr, size, &svm))) {
		SET_ERR(errcode_ret, ret);
		return NULL;
	}
	if (svm)
		send_data = false;
	/* contents too large for one message: the host object is made empty (and writable by the
	 * host: the front-end enforces host access) and written after, in pieces */
	big = send_data && size > VCL_MAX_MSG - 4096;
	if ((flags & CL_MEM_USE_HOST_PTR) && !svm)
		wire_flags = (flags & ~(cl_mem_flags)CL_MEM_USE_HOST_PTR) | CL_MEM_COPY_HOST_PTR;
	wire_flags = wire_mem_flags(wire_flags);
	if (big)
		wire_flags &= ~(cl_mem_flags)(CL_MEM_COPY_HOST_PTR | HOST_ACCESS);
	m = (struct _cl_mem *)vcl_obj_new(VN_T_MEM, OBJ(context));
	if (!m) {
		SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	m->flags = flags;
	m->access = flags;
	m->size = size;
	m->host_ptr = (flags & CL_MEM_USE_HOST_PTR) ? host_ptr : NULL;
	mem_create_data(&data, send_data && !big ? host_ptr : NULL, size);
	if (with_props) {
		struct vn_args_clCreateBufferWithProperties a = {
			.id = m->o.id, .context = context, .properties = properties,
			.flags = wire_flags, .size = size, .host_ptr_svm = svm, .host_ptr = data
		};
		vcl_call_init(&c, VN_OP_clCreateBufferWithProperties);
		vn_enc_clCreateBufferWithProperties(&c.enc, &a);
	} else {
		struct vn_args_clCreateBuffer a = { .id = m->o.id, .context = context,
						    .flags = wire_flags, .size = size,
						    .host_ptr_svm = svm, .host_ptr = data };
		vcl_call_init(&c, VN_OP_clCreateBuffer);
		vn_enc_clCreateBuffer(&c.enc, &a);
	}
	if (!mem_create_send(&c, m, &data, errcode_ret))
		return NULL;
	if (!big)
		return m;
	if ((ret = vcl_mem_fill_initial(context, (cl_mem)m, host_ptr, size, NULL))) {
		vcl_obj_release_app(m, VN_T_MEM, VN_OP_clReleaseMemObject);
		SET_ERR(errcode_ret, ret == CL_MEM_OBJECT_ALLOCATION_FAILURE || ret == CL_OUT_OF_HOST_MEMORY
					     ? ret : CL_OUT_OF_RESOURCES);
		return NULL;
	}
	return m;
}

cl_mem CL_API_CALL vcl_fe_clCreateBuffer(cl_context context, cl_mem_flags flags, size_t size,
					 void *host_ptr, cl_int *errcode_ret)
{
	return buffer_create(context, NULL, false, flags, size, host_ptr, errcode_ret);
}

cl_mem CL_API_CALL vcl_fe_clCreateBufferWithProperties(cl_context context,
						       const cl_mem_properties *properties,
						       cl_mem_flags flags, size_t size,
						       void *host_ptr, cl_int *errcode_ret)
{
	return buffer_create(context, properties, true, flags, size, host_ptr, errcode_ret);
}

cl_mem CL_API_CALL vcl_fe_clCreateSubBuffer(cl_mem buffer, cl_mem_flags flags,
					    cl_buffer_create_type buffer_create_type,
					    const void *buffer_create_info, cl_int *errcode_ret)
{
	const cl_buffer_region *r = buffer_create_info;
	struct _cl_mem *parent = buffer, *m;
	cl_mem_flags sub_flags = 0, wire_flags;
	struct vcl_call c;
	cl_int ret;

	if (!vcl_obj_ok(buffer, VN_T_MEM, false)) {
		SET_ERR(errcode_ret, CL_INVALID_MEM_OBJECT);
		return NULL;
	}
	if (buffer_create_type != CL_BUFFER_CREATE_TYPE_REGION || !r) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	if ((flags & HOST_PTR_FLAGS) || (ret = mem_flags_inherit(parent->flags, flags, &sub_flags))) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	m = (struct _cl_mem *)vcl_obj_new(VN_T_MEM, OBJ(buffer));
	if (!m) {
		SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	m->flags = sub_flags;
	m->access = sub_flags;
	wire_flags = wire_mem_flags(flags);
	m->size = r->size;
	m->host_ptr = parent->host_ptr ? (char *)parent->host_ptr + r->origin : NULL;
	vcl_call_init(&c, VN_OP_clCreateSubBuffer);
	vn_enc_clCreateSubBuffer(&c.enc, &(struct vn_args_clCreateSubBuffer){
						 .id = m->o.id, .buffer = buffer, .flags = wire_flags,
						 .buffer_create_type = buffer_create_type,
						 .buffer_create_info = *r });
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	SET_ERR(errcode_ret, ret);
	if (ret != CL_SUCCESS) {
		vcl_obj_discard(OBJ(m));
		return NULL;
	}
	return m;
}

/* Images: the host pointer's extent follows from the format and the description (spec 5.3.1). */
static cl_mem image_create(cl_context context, const cl_mem_properties *properties, bool with_props,
			   cl_mem_flags flags, const cl_image_format *fmt, const cl_image_desc *desc,
			   void *host_ptr, cl_int *errcode_ret)
{
	struct _cl_mem *m;
	struct vcl_call c;
	struct vn_data data;
	cl_mem_flags wire_flags = flags;
	bool send_data = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR), big;
	size_t span = 0;
	cl_int ret;

	if (!vcl_obj_ok(context, VN_T_CONTEXT, false)) {
		SET_ERR(errcode_ret, CL_INVALID_CONTEXT);
		return NULL;
	}
	if (!fmt) {
		SET_ERR(errcode_ret, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
		return NULL;
	}
	if (!desc) {
		SET_ERR(errcode_ret, CL_INVALID_IMAGE_DESCRIPTOR);
		return NULL;
	}
	if (desc->mem_object && !vcl_obj_ok(desc->mem_object, VN_T_MEM, false)) {
		SET_ERR(errcode_ret, CL_INVALID_IMAGE_DESCRIPTOR);
		return NULL;
	}
	if ((flags & CL_MEM_USE_HOST_PTR) && (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR))) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	if ((send_data && !host_ptr) || (!send_data && host_ptr)) {
		SET_ERR(errcode_ret, CL_INVALID_HOST_PTR);
		return NULL;
	}
	if (send_data && (!vcl_image_host_extent(fmt->image_channel_order,
						 fmt->image_channel_data_type, desc->image_type,
						 desc->image_width, desc->image_height,
						 desc->image_depth, desc->image_array_size,
						 desc->image_row_pitch, desc->image_slice_pitch, &span))) {
		SET_ERR(errcode_ret, vcl_image_elem_size(fmt->image_channel_order,
							 fmt->image_channel_data_type)
					     ? CL_INVALID_IMAGE_DESCRIPTOR
					     : CL_IMAGE_FORMAT_NOT_SUPPORTED);
		return NULL;
	}
	if (flags & CL_MEM_USE_HOST_PTR)
		wire_flags = (flags & ~(cl_mem_flags)CL_MEM_USE_HOST_PTR) | CL_MEM_COPY_HOST_PTR;
	wire_flags = wire_mem_flags(wire_flags);
	/* contents too large for one message: made empty, written after (as for buffers) */
	big = send_data && span > VCL_MAX_MSG - 4096;
	if (big)
		wire_flags &= ~(cl_mem_flags)(CL_MEM_COPY_HOST_PTR | HOST_ACCESS);
	m = (struct _cl_mem *)vcl_obj_new(VN_T_MEM, OBJ(context));
	if (!m) {
		SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	m->flags = flags;
	m->access = flags;
	if (desc->mem_object) {
		/* an image of a buffer: host access the image does not specify is the buffer's */
		cl_mem_flags eff;
		if (mem_flags_inherit(((struct _cl_mem *)desc->mem_object)->access, flags, &eff)) {
			vcl_obj_discard(OBJ(m));
			SET_ERR(errcode_ret, CL_INVALID_VALUE);
			return NULL;
		}
		m->access = eff;
	}
	m->host_ptr = (flags & CL_MEM_USE_HOST_PTR) ? host_ptr : NULL;
	m->img_type = desc->image_type;
	if (m->host_ptr) {
		/* where each pixel lies in the application's memory: maps return pointers into it */
		size_t elem = vcl_image_elem_size(fmt->image_channel_order, fmt->image_channel_data_type);
		m->img_elem = elem;
		m->img_row_pitch = desc->image_row_pitch ? desc->image_row_pitch : desc->image_width * elem;
		if (desc->image_type == CL_MEM_OBJECT_IMAGE1D_ARRAY)
			m->img_slice_pitch = desc->image_slice_pitch ? desc->image_slice_pitch
								     : m->img_row_pitch;
		else if (desc->image_type == CL_MEM_OBJECT_IMAGE3D ||
			 desc->image_type == CL_MEM_OBJECT_IMAGE2D_ARRAY)
			m->img_slice_pitch = desc->image_slice_pitch
						     ? desc->image_slice_pitch
						     : m->img_row_pitch * desc->image_height;
	}
	mem_create_data(&data, send_data && !big ? host_ptr : NULL, span);
	if (with_props) {
		struct vn_args_clCreateImageWithProperties a = {
			.id = m->o.id, .context = context, .properties = properties,
			.flags = wire_flags, .image_format = *fmt, .image_desc = *desc, .host_ptr = data
		};
		vcl_call_init(&c, VN_OP_clCreateImageWithProperties);
		vn_enc_clCreateImageWithProperties(&c.enc, &a);
	} else {
		struct vn_args_clCreateImage a = { .id = m->o.id, .context = context,
						   .flags = wire_flags, .image_format = *fmt,
						   .image_desc = *desc, .host_ptr = data };
		vcl_call_init(&c, VN_OP_clCreateImage);
		vn_enc_clCreateImage(&c.enc, &a);
	}
	if (!mem_create_send(&c, m, &data, errcode_ret))
		return NULL;
	if (!big)
		return m;
	if ((ret = vcl_mem_fill_initial(context, (cl_mem)m, host_ptr, span, desc))) {
		vcl_obj_release_app(m, VN_T_MEM, VN_OP_clReleaseMemObject);
		SET_ERR(errcode_ret, ret == CL_MEM_OBJECT_ALLOCATION_FAILURE || ret == CL_OUT_OF_HOST_MEMORY
					     ? ret : CL_OUT_OF_RESOURCES);
		return NULL;
	}
	return m;
}

cl_mem CL_API_CALL vcl_fe_clCreateImage(cl_context context, cl_mem_flags flags,
					const cl_image_format *image_format,
					const cl_image_desc *image_desc, void *host_ptr,
					cl_int *errcode_ret)
{
	return image_create(context, NULL, false, flags, image_format, image_desc, host_ptr,
			    errcode_ret);
}

cl_mem CL_API_CALL vcl_fe_clCreateImageWithProperties(cl_context context,
						      const cl_mem_properties *properties,
						      cl_mem_flags flags,
						      const cl_image_format *image_format,
						      const cl_image_desc *image_desc,
						      void *host_ptr, cl_int *errcode_ret)
{
	return image_create(context, properties, true, flags, image_format, image_desc, host_ptr,
			    errcode_ret);
}

cl_mem CL_API_CALL vcl_fe_clCreateImage2D(cl_context context, cl_mem_flags flags,
					  const cl_image_format *image_format, size_t image_width,
					  size_t image_height, size_t image_row_pitch,
					  void *host_ptr, cl_int *errcode_ret)
{
	cl_image_desc d = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = image_width,
			    .image_height = image_height, .image_row_pitch = image_row_pitch };

	return image_create(context, NULL, false, flags, image_format, &d, host_ptr, errcode_ret);
}

cl_mem CL_API_CALL vcl_fe_clCreateImage3D(cl_context context, cl_mem_flags flags,
					  const cl_image_format *image_format, size_t image_width,
					  size_t image_height, size_t image_depth,
					  size_t image_row_pitch, size_t image_slice_pitch,
					  void *host_ptr, cl_int *errcode_ret)
{
	cl_image_desc d = { .image_type = CL_MEM_OBJECT_IMAGE3D, .image_width = image_width,
			    .image_height = image_height, .image_depth = image_depth,
			    .image_row_pitch = image_row_pitch,
			    .image_slice_pitch = image_slice_pitch };

	return image_create(context, NULL, false, flags, image_format, &d, host_ptr, errcode_ret);
}

/* ---- destructor and release callbacks --------------------------------------------------------- */

static cl_int set_callback(uint16_t op, const void *obj, uint8_t type, enum vcl_cb_kind kind,
			   void *fn, void *user_data, cl_int extra, bool once)
{
	struct vcl_call c;
	uint64_t cb;
	cl_int ret;

	if (!vcl_obj_ok(obj, type, false))
		return vn_types[type].invalid_error;
	if (!fn)
		return CL_INVALID_VALUE;
	cb = vcl_cb_register(kind, fn, user_data, OBJ(obj), once);
	if (!cb)
		return CL_OUT_OF_HOST_MEMORY;
	vcl_call_init(&c, op);
	switch (op) {
	case VN_OP_clSetEventCallback:
		vn_enc_clSetEventCallback(&c.enc, &(struct vn_args_clSetEventCallback){
			.event = (cl_event)obj, .command_exec_callback_type = extra, .pfn_notify_id = cb });
		break;
	case VN_OP_clSetMemObjectDestructorCallback:
		vn_enc_clSetMemObjectDestructorCallback(
			&c.enc, &(struct vn_args_clSetMemObjectDestructorCallback){
					.memobj = (cl_mem)obj, .pfn_notify_id = cb });
		break;
	case VN_OP_clSetContextDestructorCallback:
		vn_enc_clSetContextDestructorCallback(
			&c.enc, &(struct vn_args_clSetContextDestructorCallback){
					.context = (cl_context)obj, .pfn_notify_id = cb });
		break;
	default:
		vn_enc_clSetProgramReleaseCallback(
			&c.enc, &(struct vn_args_clSetProgramReleaseCallback){
					.program = (cl_program)obj, .pfn_notify_id = cb });
		break;
	}
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	if (ret != CL_SUCCESS)
		vcl_cb_unregister(cb);
	return ret;
}

cl_int CL_API_CALL vcl_fe_clSetMemObjectDestructorCallback(cl_mem memobj, vcl_pfn_mem_notify pfn_notify,
							   void *user_data)
{
	return set_callback(VN_OP_clSetMemObjectDestructorCallback, memobj, VN_T_MEM,
			    VCL_CB_MEM_DESTRUCTOR, (void *)pfn_notify, user_data, 0, true);
}

cl_int CL_API_CALL vcl_fe_clSetContextDestructorCallback(cl_context context,
							 vcl_pfn_context_destructor pfn_notify,
							 void *user_data)
{
	return set_callback(VN_OP_clSetContextDestructorCallback, context, VN_T_CONTEXT,
			    VCL_CB_CONTEXT_DESTRUCTOR, (void *)pfn_notify, user_data, 0, true);
}

cl_int CL_API_CALL vcl_fe_clSetProgramReleaseCallback(cl_program program,
						      vcl_pfn_program_notify pfn_notify,
						      void *user_data)
{
	return set_callback(VN_OP_clSetProgramReleaseCallback, program, VN_T_PROGRAM,
			    VCL_CB_PROGRAM_RELEASE, (void *)pfn_notify, user_data, 0, true);
}

/* spec 5.11.3: callbacks for CL_SUBMITTED, CL_RUNNING or CL_COMPLETE only */
cl_int CL_API_CALL vcl_fe_clSetEventCallback(cl_event event, cl_int type,
					     vcl_pfn_event_notify pfn_notify, void *user_data)
{
	if (type != CL_SUBMITTED && type != CL_RUNNING && type != CL_COMPLETE)
		return vcl_obj_ok(event, VN_T_EVENT, false) ? CL_INVALID_VALUE : CL_INVALID_EVENT;
	return set_callback(VN_OP_clSetEventCallback, event, VN_T_EVENT, VCL_CB_EVENT,
			    (void *)pfn_notify, user_data, type, true);
}

/* ---- programs --------------------------------------------------------------------------------- */

cl_program CL_API_CALL vcl_fe_clCreateProgramWithSource(cl_context context, cl_uint count,
							const char **strings, const size_t *lengths,
							cl_int *errcode_ret)
{
	struct vcl_obj *p;
	struct vcl_call c;
	cl_int ret;

	if (!vcl_obj_ok(context, VN_T_CONTEXT, false)) {
		SET_ERR(errcode_ret, CL_INVALID_CONTEXT);
		return NULL;
	}
	if (!count || !strings) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	for (cl_uint i = 0; i < count; i++)
		if (!strings[i]) {
			SET_ERR(errcode_ret, CL_INVALID_VALUE);
			return NULL;
		}
	if (!(p = vcl_obj_new(VN_T_PROGRAM, OBJ(context)))) {
		SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	{
		/* the text is kept for resolving its #include files at build time */
		struct vn_args_clCreateProgramWithSource a = { .id = p->id, .context = context,
							       .count = count, .strings = strings };
		size_t total = 0, off = 0, *lens = malloc(count * sizeof(*lens));

		if (!lens) {
			vcl_obj_discard(p);
			SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
			return NULL;
		}
		for (cl_uint i = 0; i < count; i++) {
			lens[i] = lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
			total += lens[i];
		}
		a.lengths = lens;
		vcl_call_init(&c, VN_OP_clCreateProgramWithSource);
		if ((ret = vn_enc_clCreateProgramWithSource(&c.enc, &a)) != CL_SUCCESS) {
			free(lens);
			vcl_call_fini(&c);
			vcl_obj_discard(p);
			SET_ERR(errcode_ret, ret);
			return NULL;
		}
		((struct _cl_program *)p)->source = malloc(total + 1);
		for (cl_uint i = 0; ((struct _cl_program *)p)->source && i < count; i++) {
			memcpy(((struct _cl_program *)p)->source + off, strings[i], lens[i]);
			off += lens[i];
		}
		if (((struct _cl_program *)p)->source)
			((struct _cl_program *)p)->source[off] = 0;
		free(lens);
	}
	((struct _cl_program *)p)->from_source = true;
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	SET_ERR(errcode_ret, ret);
	if (ret != CL_SUCCESS) {
		vcl_obj_discard(p);
		return NULL;
	}
	return (cl_program)p;
}

cl_program CL_API_CALL vcl_fe_clCreateProgramWithBinary(cl_context context, cl_uint num_devices,
							const cl_device_id *device_list,
							const size_t *lengths,
							const unsigned char **binaries,
							cl_int *binary_status, cl_int *errcode_ret)
{
	struct vn_args_clCreateProgramWithBinary a;
	struct vn_reply_clCreateProgramWithBinary r;
	struct vcl_obj *p;
	struct vcl_call c;
	cl_int ret;

	if (!vcl_obj_ok(context, VN_T_CONTEXT, false)) {
		SET_ERR(errcode_ret, CL_INVALID_CONTEXT);
		return NULL;
	}
	if (!device_list || !num_devices) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	if (!vcl_objs_ok((const void *const *)device_list, num_devices, VN_T_DEVICE, false)) {
		SET_ERR(errcode_ret, CL_INVALID_DEVICE);
		return NULL;
	}
	if (!lengths || !binaries) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	for (cl_uint i = 0; i < num_devices; i++)
		if (!lengths[i] || !binaries[i]) {
			if (binary_status)
				binary_status[i] = CL_INVALID_VALUE;
			SET_ERR(errcode_ret, CL_INVALID_VALUE);
			return NULL;
		}
	if (!(p = vcl_obj_new(VN_T_PROGRAM, OBJ(context)))) {
		SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	vcl_call_init(&c, VN_OP_clCreateProgramWithBinary);
	a = (struct vn_args_clCreateProgramWithBinary){
		.id = p->id, .context = context, .num_devices = num_devices,
		.device_list = device_list, .binaries = binaries, .lengths = lengths };
	if ((ret = vn_enc_clCreateProgramWithBinary(&c.enc, &a)) != CL_SUCCESS) {
		vcl_call_fini(&c);
		vcl_obj_discard(p);
		SET_ERR(errcode_ret, ret);
		return NULL;
	}
	ret = vcl_call_sync(&c);
	VCL_CALL_REPLY(&c, ret, clCreateProgramWithBinary, &a, &r);
	if (binary_status && r.binary_status)
		memcpy(binary_status, r.binary_status, (size_t)num_devices * sizeof(cl_int));
	vcl_call_fini(&c);
	SET_ERR(errcode_ret, ret);
	if (ret != CL_SUCCESS) {
		vcl_obj_discard(p);
		return NULL;
	}
	return (cl_program)p;
}

/* Whether options hold the token -cl-kernel-arg-info. */
static bool wants_arg_info(const char *options)
{
	static const char tok[] = "-cl-kernel-arg-info";

	for (const char *p = options; p && (p = strstr(p, tok)); p += sizeof(tok) - 1)
		if ((p == options || p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\n') &&
		    (!p[sizeof(tok) - 1] || p[sizeof(tok) - 1] == ' ' || p[sizeof(tok) - 1] == '\t' ||
		     p[sizeof(tok) - 1] == '\n'))
			return true;
	return false;
}

/* After a build, compile or link the host ran: CL_PROGRAM_BUILD_OPTIONS is what the application
 * gave (not the options virtcl adds or the -I it resolves in the guest), and argument
 * information is what it asked for. */
static void program_record_options(struct _cl_program *p, const char *options)
{
	char *o = strdup(options ? options : "");

	if (o) {
		free(p->build_options);
		p->build_options = o;
	}
	if (p->from_source)
		p->arg_info = wants_arg_info(options) ? VCL_ARG_INFO_YES : VCL_ARG_INFO_NO;
}

/* Build, compile and link share one shape: program(s), devices, options, a notify callback. */
static cl_int program_build(uint16_t op, cl_program program, cl_uint num_devices,
			    const cl_device_id *device_list, const char *options,
			    cl_uint num_headers, const cl_program *headers, const char **header_names,
			    vcl_pfn_program_notify pfn_notify, void *user_data)
{
	struct vcl_includes inc;
	struct vcl_call c;
	uint64_t cb = 0, owned = 0;
	bool ask = true;
	cl_int ret;

	if (!vcl_obj_ok(program, VN_T_PROGRAM, false))
		return CL_INVALID_PROGRAM;
	if ((!device_list && num_devices) || (device_list && !num_devices))
		return CL_INVALID_VALUE;
	if (!vcl_objs_ok((const void *const *)device_list, num_devices, VN_T_DEVICE, true))
		return CL_INVALID_DEVICE;
	if (!pfn_notify && user_data)
		return CL_INVALID_VALUE;
	if ((num_headers && (!headers || !header_names)) || (!num_headers && (headers || header_names)))
		return CL_INVALID_VALUE;
	for (cl_uint i = 0; i < num_headers; i++)
		if (!vcl_obj_ok(headers[i], VN_T_PROGRAM, false) || !header_names[i])
			return CL_INVALID_VALUE;
	{
		/* the files the sources include from -I directories of the guest */
		const char *srcs[1 + 64] = { program->source };
		size_t ns = 1;
		for (cl_uint i = 0; i < num_headers && ns < 65; i++)
			srcs[ns++] = headers[i]->source;
		if ((ret = vcl_includes_resolve(&inc, options, srcs, ns)))
			return ret;
	}
	if (pfn_notify &&
	    !(cb = vcl_cb_register(VCL_CB_PROGRAM_NOTIFY, (void *)pfn_notify, user_data, OBJ(program), true))) {
		vcl_includes_fini(&inc);
		return CL_OUT_OF_HOST_MEMORY;
	}
	/* until the host compiler finds every file it looks for that the guest has: a round that
	 * failed for want of files names them (and has not called back), and is built again with
	 * them; each round adds at least one file, within the bounds of vcl_includes_serve. A
	 * round whose files the guest does not have either is the last: with a callback, it is
	 * built once more, as the last, so that the callback runs once. */
	for (;;) {
		uint64_t nmiss;
		const char *missing[VCL_BUILD_MAX_MISSING];
		bool served = false;
		/* the files as the wire lists them; their bytes stay inc's until the call is sent */
		struct vn_file *files = inc.n ? calloc(inc.n, sizeof(*files)) : NULL;
		if (inc.n && !files) {
			ret = CL_OUT_OF_HOST_MEMORY;
			break;
		}
		for (size_t i = 0; i < inc.n; i++)
			files[i] = (struct vn_file){ inc.files[i].name, inc.files[i].data, inc.files[i].size };
		vcl_call_init(&c, op);
		if (op == VN_OP_clCompileProgram)
			vn_enc_clCompileProgram(&c.enc, &(struct vn_args_clCompileProgram){
				.program = program, .num_devices = num_devices, .device_list = device_list,
				.options = options ? inc.options : NULL, .files = files,
				.files_count = inc.n, .num_input_headers = num_headers,
				.input_headers = headers, .header_include_names = header_names,
				.pfn_notify_id = cb, .ask = ask });
		else
			vn_enc_clBuildProgram(&c.enc, &(struct vn_args_clBuildProgram){
				.program = program, .num_devices = num_devices, .device_list = device_list,
				.options = options ? inc.options : NULL, .files = files,
				.files_count = inc.n, .pfn_notify_id = cb, .ask = ask });
		free(files);
		ret = vcl_call_sync(&c);
		/* the back-end says whether the callback has run or will (also after a build that
		 * failed, spec 5.8.2); only if not is the record dropped here. Once it has run it is
		 * gone already. Both replies are alike (api/opencl.api); 0 if the session is lost. */
		if (op == VN_OP_clCompileProgram) {
			struct vn_reply_clCompileProgram r;
			VCL_CALL_REPLY(&c, ret, clCompileProgram, NULL, &r);
			owned = r.owned;
			nmiss = r.nmiss;
			memcpy(missing, r.missing, sizeof(missing));
		} else {
			struct vn_reply_clBuildProgram r;
			VCL_CALL_REPLY(&c, ret, clBuildProgram, NULL, &r);
			owned = r.owned;
			nmiss = r.nmiss;
			memcpy(missing, r.missing, sizeof(missing));
		}
		for (uint64_t i = 0; ask && i < nmiss; i++) {
			const char *name = missing[i];
			if (vcl_includes_serve(&inc, name)) {
				vcl_fe_log("build: the host compiler asked for %s: sent", name);
				served = true;
			}
		}
		vcl_call_fini(&c);
		if (served)
			continue;
		if (ask && nmiss && cb) {
			ask = false;
			continue;
		}
		break;
	}
	vcl_includes_fini(&inc);
	if (ret == CL_SUCCESS || ret == CL_BUILD_PROGRAM_FAILURE || ret == CL_COMPILE_PROGRAM_FAILURE)
		program_record_options(program, options);
	if (cb && !owned)
		vcl_cb_unregister(cb);
	return ret;
}

cl_int CL_API_CALL vcl_fe_clBuildProgram(cl_program program, cl_uint num_devices,
					 const cl_device_id *device_list, const char *options,
					 vcl_pfn_program_notify pfn_notify, void *user_data)
{
	return program_build(VN_OP_clBuildProgram, program, num_devices, device_list, options, 0, NULL,
			     NULL, pfn_notify, user_data);
}

cl_int CL_API_CALL vcl_fe_clCompileProgram(cl_program program, cl_uint num_devices,
					   const cl_device_id *device_list, const char *options,
					   cl_uint num_input_headers, const cl_program *input_headers,
					   const char **header_include_names,
					   vcl_pfn_program_notify pfn_notify, void *user_data)
{
	return program_build(VN_OP_clCompileProgram, program, num_devices, device_list, options,
			     num_input_headers, input_headers, header_include_names, pfn_notify,
			     user_data);
}

cl_program CL_API_CALL vcl_fe_clLinkProgram(cl_context context, cl_uint num_devices,
					    const cl_device_id *device_list, const char *options,
					    cl_uint num_input_programs,
					    const cl_program *input_programs,
					    vcl_pfn_program_notify pfn_notify, void *user_data,
					    cl_int *errcode_ret)
{
	struct vcl_obj *p;
	struct vcl_call c;
	uint64_t cb = 0;
	cl_int ret;

	if (!vcl_obj_ok(context, VN_T_CONTEXT, false)) {
		SET_ERR(errcode_ret, CL_INVALID_CONTEXT);
		return NULL;
	}
	if ((!device_list && num_devices) || (device_list && !num_devices) || !num_input_programs ||
	    !input_programs || (!pfn_notify && user_data)) {
		SET_ERR(errcode_ret, CL_INVALID_VALUE);
		return NULL;
	}
	if (!vcl_objs_ok((const void *const *)device_list, num_devices, VN_T_DEVICE, true)) {
		SET_ERR(errcode_ret, CL_INVALID_DEVICE);
		return NULL;
	}
	if (!vcl_objs_ok((const void *const *)input_programs, num_input_programs, VN_T_PROGRAM, false)) {
		SET_ERR(errcode_ret, CL_INVALID_PROGRAM);
		return NULL;
	}
	if (!(p = vcl_obj_new(VN_T_PROGRAM, OBJ(context)))) {
		SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	if (pfn_notify && (cb = vcl_cb_register(VCL_CB_PROGRAM_NOTIFY, (void *)pfn_notify, user_data,
						p, true)))
		vcl_cb_weaken(cb); /* the application holds the program it gets, if it gets one */
	vcl_call_init(&c, VN_OP_clLinkProgram);
	vn_enc_clLinkProgram(&c.enc, &(struct vn_args_clLinkProgram){
		.id = p->id, .context = context, .num_devices = num_devices, .device_list = device_list,
		.options = options, .num_input_programs = num_input_programs,
		.input_programs = input_programs, .pfn_notify_id = cb });
	ret = vcl_call_sync(&c);
	/* a link that fails may still return a program (spec 5.8.5: CL_LINK_PROGRAM_FAILURE) */
	{
		struct vn_reply_clLinkProgram r;
		VCL_CALL_REPLY(&c, ret, clLinkProgram, NULL, &r);
		vcl_call_fini(&c);
		SET_ERR(errcode_ret, ret);
		if (cb && !r.owned)
			vcl_cb_unregister(cb);
		if (!r.made) {
			/* a link that failed and made no program still calls back once (as natively,
			 * PoCL 3.1: with a program the application never gets): the callback names
			 * the handle only (it holds no reference), the object goes */
			vcl_obj_discard(p);
			return NULL;
		}
	}
	{
		/* argument information: what the inputs were compiled with */
		struct _cl_program *lp = (struct _cl_program *)p;
		enum vcl_arg_info ai = VCL_ARG_INFO_NO;
		program_record_options(lp, options);
		for (cl_uint i = 0; i < num_input_programs; i++) {
			if (input_programs[i]->arg_info == VCL_ARG_INFO_ASK)
				ai = VCL_ARG_INFO_ASK;
			else if (input_programs[i]->arg_info == VCL_ARG_INFO_YES && ai == VCL_ARG_INFO_NO)
				ai = VCL_ARG_INFO_YES;
		}
		lp->arg_info = ai;
	}
	return (cl_program)p;
}

/* ---- kernels ---------------------------------------------------------------------------------- */

cl_int CL_API_CALL vcl_fe_clCreateKernelsInProgram(cl_program program, cl_uint num_kernels,
						   cl_kernel *kernels, cl_uint *num_kernels_ret)
{
	struct vcl_obj **made = NULL;
	struct vcl_call c;
	cl_uint got = 0;
	cl_int ret;

	if (!vcl_obj_ok(program, VN_T_PROGRAM, false))
		return CL_INVALID_PROGRAM;
	/* a program has few kernels; more IDs than this are never needed */
	if (kernels && num_kernels > 65536)
		num_kernels = 65536;
	if (kernels && num_kernels) {
		if (!(made = calloc(num_kernels, sizeof(*made))))
			return CL_OUT_OF_HOST_MEMORY;
		for (cl_uint i = 0; i < num_kernels; i++)
			if (!(made[i] = vcl_obj_new(VN_T_KERNEL, OBJ(program)))) {
				while (i--)
					vcl_obj_discard(made[i]);
				free(made);
				return CL_OUT_OF_HOST_MEMORY;
			}
	}
	/* the new objects' IDs; none where the caller wants none (made is NULL) */
	uint64_t *ids = made ? malloc(num_kernels * sizeof(*ids)) : NULL;
	if (made && !ids) {
		for (cl_uint i = 0; i < num_kernels; i++)
			vcl_obj_discard(made[i]);
		free(made);
		return CL_OUT_OF_HOST_MEMORY;
	}
	for (cl_uint i = 0; made && i < num_kernels; i++)
		ids[i] = made[i]->id;
	vcl_call_init(&c, VN_OP_clCreateKernelsInProgram);
	vn_enc_clCreateKernelsInProgram(&c.enc, &(struct vn_args_clCreateKernelsInProgram){
							.program = program,
							.num_kernels = num_kernels,
							.kernels = ids });
	ret = vcl_call_sync(&c);
	free(ids);
	{
		struct vn_reply_clCreateKernelsInProgram r;
		VCL_CALL_REPLY(&c, ret, clCreateKernelsInProgram, NULL, &r);
		got = (cl_uint)r.got;
	}
	vcl_call_fini(&c);
	if (ret == CL_SUCCESS && num_kernels_ret)
		*num_kernels_ret = got;
	for (cl_uint i = 0; made && i < num_kernels; i++) {
		if (ret == CL_SUCCESS && i < got)
			kernels[i] = (cl_kernel)made[i];
		else
			vcl_obj_discard(made[i]);
	}
	free(made);
	return ret;
}

/*
 * Kernel arguments that are memory objects, samplers or device queues are passed as a pointer to
 * the handle (spec 5.9.2); such a handle must travel as its ID. An argument whose value is exactly
 * one pointer that names a live virtcl object of those types travels both ways, as the ID and as its
 * bytes, and the back-end decides from the kernel's argument information (an 8-byte scalar may hold
 * the same bits as a handle); anything else is plain bytes (a NULL value with a size is a __local
 * allocation).
 */
cl_int CL_API_CALL vcl_fe_clSetKernelArg(cl_kernel kernel, cl_uint arg_index, size_t arg_size,
					 const void *arg_value)
{
	struct vcl_call c;
	const void *h = NULL;
	uint64_t sig;
	cl_int ret;

	if (!vcl_obj_ok(kernel, VN_T_KERNEL, false))
		return CL_INVALID_KERNEL;
	if (arg_value && arg_size == sizeof(void *)) {
		memcpy(&h, arg_value, sizeof(h));
		if (!(h && (vcl_obj_ok(h, VN_T_MEM, false) || vcl_obj_ok(h, VN_T_SAMPLER, false) ||
			    vcl_obj_ok(h, VN_T_QUEUE, false))))
			h = NULL;
		if (h && !atomic_load(&((struct vcl_obj *)h)->karg))
			atomic_store(&((struct vcl_obj *)h)->karg, true);
	}
	/* the result depends on the kernel, the index, the size and the kind of value, not on the
	 * bytes: once such a call succeeded, the same kind of call is not waited for */
	{
		uint8_t kind = h ? 1 : arg_value ? 0 : 2;
		uint64_t id = kernel->o.id;
		sig = vcl_sig_init(VN_OP_clSetKernelArg);
		sig = vcl_sig_add(sig, &id, sizeof(id));
		sig = vcl_sig_add(sig, &arg_index, sizeof(arg_index));
		sig = vcl_sig_add(sig, &arg_size, sizeof(arg_size));
		sig = vcl_sig_add(sig, &kind, sizeof(kind));
	}
	vcl_call_init(&c, VN_OP_clSetKernelArg);
	if ((ret = vn_enc_clSetKernelArg(&c.enc, &(struct vn_args_clSetKernelArg){
						    .kernel = kernel,
						    .arg_index = arg_index,
						    .arg_size = arg_size,
						    .arg_value_obj = (void *)h,
						    .arg_value = arg_value })) != CL_SUCCESS) {
		vcl_call_fini(&c);
		return ret;
	}
	if (vcl_sig_known(sig)) {
		ret = vcl_call_noreply(&c);
	} else {
		ret = vcl_call_sync(&c);
		if (ret == CL_SUCCESS) {
			vcl_sig_learn(sig);
			/* launches learnt before this argument's kind was known must be asked again */
			atomic_fetch_add(&kernel->arg_epoch, 1);
		}
	}
	vcl_call_fini(&c);
	return ret;
}

/* ---- events and synchronization --------------------------------------------------------------- */

/* An event's execution status as the host has it (asked, or through the status table), made the
 * application's: a read's CL_COMPLETE once its data has landed; a failure ends the read. */
static cl_int status_seen(struct _cl_event *ev, cl_int st)
{
	if (st == CL_COMPLETE && !atomic_load(&ev->complete)) {
		/* complete on the host: the read data is on its way; complete for the guest once landed */
		st = vcl_read_wait(ev);
		if (st == CL_COMPLETE)
			atomic_store(&ev->complete, true);
	} else if (st < 0) {
		vcl_read_fail(ev, st); /* no data will come */
	}
	return st;
}

cl_int CL_API_CALL vcl_fe_clWaitForEvents(cl_uint num_events, const cl_event *event_list)
{
	struct vcl_call c;
	cl_int ret;

	if (!num_events || !event_list)
		return CL_INVALID_VALUE;
	if (!vcl_objs_ok((const void *const *)event_list, num_events, VN_T_EVENT, false))
		return CL_INVALID_EVENT;
	/* one event the host already reported ended (asked, or through the status table): nothing
	 * to wait for (with several, the host still judges whether they share a context) */
	if (num_events == 1) {
		cl_int st;
		if (vcl_ev_status_known((struct _cl_event *)event_list[0], &st) && st <= CL_COMPLETE)
			return status_seen((struct _cl_event *)event_list[0], st) < 0
				       ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST
				       : CL_SUCCESS;
	}
	vcl_call_init(&c, VN_OP_clWaitForEvents);
	vcl_enc_val(&c.enc, &num_events, sizeof(num_events));
	vcl_enc_objs(&c.enc, (const void *const *)event_list, num_events);
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	/* complete also means: the data of a non-blocking read is in guest memory */
	for (cl_uint i = 0; i < num_events; i++)
		if (vcl_read_wait(event_list[i]) < 0 && ret == CL_SUCCESS)
			ret = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
	if (ret == CL_SUCCESS)
		for (cl_uint i = 0; i < num_events; i++)
			atomic_store(&((struct _cl_event *)event_list[i])->complete, true);
	return ret;
}

cl_int CL_API_CALL vcl_fe_clFinish(cl_command_queue command_queue)
{
	struct vcl_call c;
	cl_int ret;

	struct _cl_command_queue *q = (struct _cl_command_queue *)command_queue;
	uint64_t epoch;
	bool busy;

	if (!vcl_obj_ok(command_queue, VN_T_QUEUE, false))
		return CL_INVALID_COMMAND_QUEUE;
	/* nothing enqueued anywhere since this queue's last clFinish completed: every command of it
	 * is complete already (spec 5.13), no round trip */
	epoch = atomic_load(&vcl_fe.enq_epoch);
	/* an enqueue counted in the epoch but not yet sent may reach the host after this clFinish:
	 * then this one proves nothing about it (found by a review: a 64 MiB write being copied
	 * into the area by another thread) */
	busy = atomic_load(&vcl_fe.enq_inflight) > 0;
	if (!busy && atomic_load(&q->fin_epoch) == epoch && epoch) {
		vcl_read_wait_queue(command_queue);
		return CL_SUCCESS;
	}
	vcl_call_init(&c, VN_OP_clFinish);
	vcl_enc_obj(&c.enc, command_queue);
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	vcl_read_wait_queue(command_queue);
	if (ret == CL_SUCCESS && !busy)
		atomic_store(&q->fin_epoch, epoch);
	return ret;
}

/* ---- info values only the guest knows --------------------------------------------------------- */

static cl_int program_binaries(cl_program program, size_t size, void *value, size_t *size_ret)
{
	cl_uint ndev = 0;
	struct vn_reply_msg_get_binaries *r; /* 16 KiB: on the heap */
	size_t *sizes;
	struct vcl_call c;
	cl_int ret;

	ret = vcl_fe_clGetProgramInfo(program, CL_PROGRAM_NUM_DEVICES, sizeof(ndev), &ndev, NULL);
	if (ret)
		return ret;
	if (size_ret)
		*size_ret = ndev * sizeof(unsigned char *);
	if (!value)
		return CL_SUCCESS;
	if (size < ndev * sizeof(unsigned char *))
		return CL_INVALID_VALUE;
	/* what the application sized its buffers by (spec 5.8.9): no binary may be longer */
	if (!(sizes = calloc(ndev ? ndev : 1, sizeof(*sizes))))
		return CL_OUT_OF_HOST_MEMORY;
	ret = vcl_fe_clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, ndev * sizeof(*sizes), sizes,
				      NULL);
	if (ret) {
		free(sizes);
		return ret;
	}
	vcl_call_init(&c, VCL_OP_GET_BINARIES);
	vn_enc_msg_get_binaries(&c.enc, &(struct vn_args_msg_get_binaries){ .program = program });
	ret = vcl_call_sync(&c);
	r = malloc(sizeof(*r));
	if (!r) {
		vcl_call_fini(&c);
		free(sizes);
		return CL_OUT_OF_HOST_MEMORY;
	}
	VCL_CALL_REPLY(&c, ret, msg_get_binaries, NULL, r);
	if (ret == CL_SUCCESS && r->count != ndev)
		ret = vcl_call_bad_reply(&c); /* the host's program has other devices than the guest's */
	for (cl_uint i = 0; ret == CL_SUCCESS && i < ndev; i++)
		if (r->binaries_len[i] > sizes[i])
			/* longer than the host said a moment ago: never past the application's buffer */
			ret = vcl_call_bad_reply(&c);
	for (cl_uint i = 0; ret == CL_SUCCESS && i < ndev; i++) {
		unsigned char *dst = ((unsigned char **)value)[i];
		/* spec 5.8.9: a NULL entry skips that device's binary */
		if (dst && r->binaries[i])
			memcpy(dst, r->binaries[i], r->binaries_len[i]);
	}
	free(r);
	free(sizes);
	vcl_call_fini(&c);
	return ret;
}

/*
 * Immutable properties are cached after their first answer, so applications that ask again and
 * again (PyOpenCL does for devices; CLBlast asks ~90 k times per test run for buffer sizes, queue
 * devices and kernel work-group sizes) pay one round trip per property and object. Immutable
 * means no OpenCL call can change the value during the object's life (spec 4.2, 5.1, 5.2.5, 5.3.7,
 * 5.4.3, 5.5.2, 5.8.9, 5.9.3, 5.9.4, 5.11): reference counts, map counts, availability, a kernel's
 * local memory size (its __local arguments), a queue's default device queue and a program's build
 * results are not; a handle value is cached only where the object keeps the named object alive
 * (a buffer its context, a kernel its program), so a parent device is not. The cache hangs off the
 * object and goes with it.
 */
struct vcl_info_cached {
	struct vcl_info_cached *next;
	uint16_t op;
	cl_uint param;
	uint64_t sub;
	size_t size;
	unsigned char bytes[];
};

void vcl_fe_info_cache_forget(void)
{
	/* a child after fork(): objects it keeps (platform, devices) keep their answers */
}

void vcl_fe_info_free(struct vcl_obj *o)
{
	struct vcl_info_cached *e, *next;

	pthread_mutex_lock(&vcl_fe.lock);
	e = o->info;
	o->info = NULL;
	pthread_mutex_unlock(&vcl_fe.lock);
	for (; e; e = next) {
		next = e->next;
		free(e);
	}
}

static bool info_cacheable(uint16_t op, cl_uint param)
{
	switch (op) {
	case VN_OP_clGetPlatformInfo:
	case VN_OP_clGetImageInfo:
	case VN_OP_clGetKernelArgInfo:
	case VN_OP_clGetPipeInfo:
		return true;
	case VN_OP_clGetDeviceInfo:
		return param != CL_DEVICE_AVAILABLE && param != CL_DEVICE_REFERENCE_COUNT &&
		       param != CL_DEVICE_PARENT_DEVICE;
	case VN_OP_clGetContextInfo:
		return param == CL_CONTEXT_NUM_DEVICES || param == CL_CONTEXT_DEVICES;
	case VN_OP_clGetCommandQueueInfo:
		return param == CL_QUEUE_CONTEXT || param == CL_QUEUE_DEVICE ||
		       param == CL_QUEUE_PROPERTIES || param == CL_QUEUE_PROPERTIES_ARRAY ||
		       param == CL_QUEUE_SIZE;
	case VN_OP_clGetMemObjectInfo:
		return param == CL_MEM_TYPE || param == CL_MEM_SIZE || param == CL_MEM_CONTEXT ||
		       param == CL_MEM_ASSOCIATED_MEMOBJECT || param == CL_MEM_OFFSET ||
		       param == CL_MEM_USES_SVM_POINTER || param == CL_MEM_PROPERTIES;
	case VN_OP_clGetSamplerInfo:
		return param != CL_SAMPLER_REFERENCE_COUNT;
	case VN_OP_clGetProgramInfo:
		return param == CL_PROGRAM_CONTEXT || param == CL_PROGRAM_NUM_DEVICES ||
		       param == CL_PROGRAM_DEVICES;
	case VN_OP_clGetKernelInfo:
		return param == CL_KERNEL_FUNCTION_NAME || param == CL_KERNEL_NUM_ARGS ||
		       param == CL_KERNEL_CONTEXT || param == CL_KERNEL_PROGRAM ||
		       param == CL_KERNEL_ATTRIBUTES;
	case VN_OP_clGetKernelWorkGroupInfo:
		return param != CL_KERNEL_LOCAL_MEM_SIZE;
	case VN_OP_clGetEventInfo:
		return param == CL_EVENT_COMMAND_QUEUE || param == CL_EVENT_CONTEXT;
	}
	return false;
}

/* Device handles in a value (a queue's device, a context's or program's devices) may be cached
 * only if they are root devices, which live as long as the platform: the guest's object of a
 * sub-device goes with the application's last release of it, whatever still uses it. */
static bool devices_stay(uint16_t op, cl_uint param, const void *value, size_t size)
{
	if (!((op == VN_OP_clGetCommandQueueInfo && param == CL_QUEUE_DEVICE) ||
	      (op == VN_OP_clGetContextInfo && param == CL_CONTEXT_DEVICES) ||
	      (op == VN_OP_clGetProgramInfo && param == CL_PROGRAM_DEVICES)))
		return true;
	for (size_t i = 0; i + sizeof(cl_device_id) <= size; i += sizeof(cl_device_id)) {
		cl_device_id d;
		memcpy(&d, (const char *)value + i, sizeof(d));
		if (!d || !vcl_obj_ok(d, VN_T_DEVICE, false) || !d->root)
			return false;
	}
	return true;
}

/* The object's cached answer, or NULL; under vcl_fe.lock. */
static const struct vcl_info_cached *info_find_locked(const struct vcl_obj *o, uint16_t op,
						      uint64_t sub, cl_uint param)
{
	const struct vcl_info_cached *e;

	for (e = o->info; e && !(e->op == op && e->param == param && e->sub == sub); e = e->next)
		;
	return e;
}

static const struct vcl_info_cached *info_cache_get(uint16_t op, const struct vcl_obj *o,
						    uint64_t sub, cl_uint param)
{
	const struct vcl_info_cached *e;

	pthread_mutex_lock(&vcl_fe.lock);
	e = info_find_locked(o, op, sub, param);
	pthread_mutex_unlock(&vcl_fe.lock);
	return e; /* entries are freed only with the object, which the caller holds */
}

static void info_cache_put(uint16_t op, struct vcl_obj *o, uint64_t sub, cl_uint param,
			   const void *value, size_t size)
{
	struct vcl_info_cached *e = malloc(sizeof(*e) + size);

	if (!e)
		return;
	*e = (struct vcl_info_cached){ NULL, op, param, sub, size };
	memcpy(e->bytes, value, size);
	pthread_mutex_lock(&vcl_fe.lock);
	if (!info_find_locked(o, op, sub, param)) {
		e->next = o->info;
		o->info = e;
		e = NULL;
	}
	pthread_mutex_unlock(&vcl_fe.lock);
	free(e); /* present already (another thread asked too): keep the first */
}

/*
 * VIRTCL_PLATFORM_NAME: "virtcl" (the default) or "host". The virtcl platform's CL_PLATFORM_NAME is
 * the host platform's with VCL_PLATFORM_SUFFIX appended, so that a user, and an application that
 * keys on platform names (darktable, hashcat), can tell it from the host's own platform when both
 * ICDs are registered; "host" keeps the host's exact string. Vendor, version, profile and
 * extensions are always the host's (CL_PLATFORM_VERSION stays "OpenCL <major>.<minor> <...>").
 */
#define VCL_PLATFORM_SUFFIX " (virtcl)"

static bool platform_name_is_host(void)
{
	return vcl_fe_cfg()->platform_name_host;
}

static __thread bool platform_name_raw; /* asking the host for its own name */

/* CL_PLATFORM_NAME of the virtcl platform (spec 4.1): the host's name + VCL_PLATFORM_SUFFIX. */
static cl_int platform_name(cl_platform_id p, size_t size, void *value, size_t *size_ret)
{
	size_t n = 0;
	char *name;
	cl_int r;

	platform_name_raw = true;
	r = vcl_fe_clGetPlatformInfo(p, CL_PLATFORM_NAME, 0, NULL, &n);
	if (r == CL_SUCCESS && !(name = malloc(n + sizeof(VCL_PLATFORM_SUFFIX))))
		r = CL_OUT_OF_HOST_MEMORY;
	if (r == CL_SUCCESS) {
		r = vcl_fe_clGetPlatformInfo(p, CL_PLATFORM_NAME, n, name, NULL);
		if (r == CL_SUCCESS) {
			name[n ? n - 1 : 0] = 0;
			strcat(name, VCL_PLATFORM_SUFFIX);
			r = vcl_info_put(name, strlen(name) + 1, size, value, size_ret);
		}
		free(name);
	}
	platform_name_raw = false;
	return r;
}

/*
 * With several servers (VIRTCL_SERVER lists more than one), CL_DEVICE_NAME is the host's name
 * followed by VCL_SERVER_SEP and the server's address as VIRTCL_SERVER gives it, so that a user
 * and an application can tell which server a device is on.
 */
#define VCL_SERVER_SEP " @ "
static __thread bool device_name_raw; /* asking the host for the device's own name */

static cl_int device_name(cl_device_id d, size_t size, void *value, size_t *size_ret)
{
	const char *addr = vcl_fe_srv_addr(d->o.srv);
	size_t n = 0;
	char *name;
	cl_int r;

	device_name_raw = true;
	r = vcl_fe_clGetDeviceInfo(d, CL_DEVICE_NAME, 0, NULL, &n);
	if (r == CL_SUCCESS && !(name = malloc(n + sizeof(VCL_SERVER_SEP) + strlen(addr))))
		r = CL_OUT_OF_HOST_MEMORY;
	if (r == CL_SUCCESS) {
		r = vcl_fe_clGetDeviceInfo(d, CL_DEVICE_NAME, n, name, NULL);
		if (r == CL_SUCCESS) {
			name[n ? n - 1 : 0] = 0;
			strcat(name, VCL_SERVER_SEP);
			strcat(name, addr);
			r = vcl_info_put(name, strlen(name) + 1, size, value, size_ret);
		}
		free(name);
	}
	device_name_raw = false;
	return r;
}

/*
 * The profiling times of a transfer split into pieces (vcl_fe_mem.c keep_first), whose event is its
 * last piece's: CL_PROFILING_COMMAND_QUEUED, _SUBMIT and _START describe the whole command (spec
 * 5.14), so they are the first piece's (the earlier of the two: on a queue's out-of-order twin the
 * pieces may start in any order). The event's own answer first: where it has none (the queue
 * without CL_QUEUE_PROFILING_ENABLE, the command not complete: CL_PROFILING_INFO_NOT_AVAILABLE),
 * nor has the command, and where the first piece has none, the event's own time stands.
 */
static __thread bool profiling_raw; /* asking the host for the last piece's own time */

static cl_int split_profiling(cl_event ev, cl_profiling_info param, size_t size, void *value,
			      size_t *size_ret)
{
	cl_ulong mine, first;
	cl_int r;

	profiling_raw = true;
	r = vcl_fe_clGetEventProfilingInfo(ev, param, size, value, size_ret);
	profiling_raw = false;
	if (r != CL_SUCCESS || !value || size < sizeof(mine))
		return r;
	memcpy(&mine, value, sizeof(mine));
	if (vcl_fe_clGetEventProfilingInfo((cl_event)((struct _cl_event *)ev)->first, param,
					   sizeof(first), &first, NULL) == CL_SUCCESS &&
	    first < mine)
		memcpy(value, &first, sizeof(first));
	return CL_SUCCESS;
}

bool vcl_fe_info_local(uint16_t op, const void *obj, uint64_t sub, cl_uint param, size_t size,
		       void *value, size_t *size_ret, cl_int *ret)
{
	if (op == VN_OP_clGetPlatformInfo && param == CL_PLATFORM_NAME && !platform_name_raw &&
	    !platform_name_is_host()) {
		*ret = platform_name((cl_platform_id)obj, size, value, size_ret);
		return true;
	}
	if (op == VN_OP_clGetDeviceInfo && param == CL_DEVICE_NAME && vcl_fe.num_servers > 1 &&
	    !device_name_raw && vcl_obj_ok(obj, VN_T_DEVICE, false)) {
		*ret = device_name((cl_device_id)obj, size, value, size_ret);
		return true;
	}
	if (op == VN_OP_clGetDeviceInfo && param == CL_DEVICE_AVAILABLE &&
	    vcl_obj_ok(obj, VN_T_DEVICE, false) &&
	    vcl_fe_srv_broken(((const struct vcl_obj *)obj)->srv)) {
		/* the server is gone: its devices are no longer available (spec 4.2) until a new
		 * context on them connects to it again (context_session) */
		cl_bool no = CL_FALSE;
		*ret = vcl_info_put(&no, sizeof(no), size, value, size_ret);
		return true;
	}
	if (obj && info_cacheable(op, param)) { /* obj checked by the stub */
		const struct vcl_info_cached *e = info_cache_get(op, obj, sub, param);
		if (e) {
			*ret = vcl_info_put(e->bytes, e->size, size, value, size_ret);
			return true;
		}
	}
	switch (op) {
	case VN_OP_clGetEventProfilingInfo:
		if ((param != CL_PROFILING_COMMAND_QUEUED && param != CL_PROFILING_COMMAND_SUBMIT &&
		     param != CL_PROFILING_COMMAND_START) ||
		    profiling_raw || !((const struct _cl_event *)obj)->first) /* obj checked by the stub */
			return false;
		*ret = split_profiling((cl_event)obj, param, size, value, size_ret);
		return true;
	case VN_OP_clGetProgramBuildInfo: {
		const struct _cl_program *p = obj;
		if (param != CL_PROGRAM_BUILD_OPTIONS || !vcl_obj_ok(obj, VN_T_PROGRAM, false) ||
		    !p->build_options)
			return false;
		*ret = vcl_info_put(p->build_options, strlen(p->build_options) + 1, size, value,
				    size_ret);
		return true;
	}
	case VN_OP_clGetEventInfo: {
		cl_command_type t;
		cl_int st;
		if (param == CL_EVENT_COMMAND_EXECUTION_STATUS && vcl_obj_ok(obj, VN_T_EVENT, false) &&
		    vcl_ev_status_known(obj, &st)) {
			st = status_seen((struct _cl_event *)obj, st);
			*ret = vcl_info_put(&st, sizeof(st), size, value, size_ret);
			return true;
		}
		if (param == CL_EVENT_COMMAND_QUEUE && vcl_obj_ok(obj, VN_T_EVENT, false) &&
		    ((const struct _cl_event *)obj)->on_twin) {
			/* the host's answer would be the twin, which the guest never named */
			cl_command_queue q = (cl_command_queue)((const struct vcl_obj *)obj)->parent;
			*ret = vcl_info_put(&q, sizeof(q), size, value, size_ret);
			return true;
		}
		if (param != CL_EVENT_COMMAND_TYPE || !vcl_obj_ok(obj, VN_T_EVENT, false) ||
		    !(t = ((const struct _cl_event *)obj)->cmd_type))
			return false;
		*ret = vcl_info_put(&t, sizeof(t), size, value, size_ret);
		return true;
	}
	case VN_OP_clGetMemObjectInfo: {
		const struct _cl_mem *m = obj;
		void *hp;
		cl_uint mc;
		if (!vcl_obj_ok(obj, VN_T_MEM, false))
			return false;
		switch (param) {
		case CL_MEM_FLAGS:
			*ret = vcl_info_put(&m->flags, sizeof(m->flags), size, value, size_ret);
			return true;
		case CL_MEM_HOST_PTR:
			hp = m->host_ptr;
			*ret = vcl_info_put(&hp, sizeof(hp), size, value, size_ret);
			return true;
		case CL_MEM_MAP_COUNT:
			pthread_mutex_lock(&vcl_fe.lock);
			mc = (cl_uint)m->map_count;
			pthread_mutex_unlock(&vcl_fe.lock);
			*ret = vcl_info_put(&mc, sizeof(mc), size, value, size_ret);
			return true;
		}
		return false;
	}
	case VN_OP_clGetContextInfo: {
		const struct _cl_context *ctx = obj;
		if (param != CL_CONTEXT_PROPERTIES || !vcl_obj_ok(obj, VN_T_CONTEXT, false))
			return false;
		*ret = vcl_info_put(ctx->props, ctx->props_size, size, value, size_ret);
		return true;
	}
	case VN_OP_clGetProgramInfo:
		if (param == CL_PROGRAM_SOURCE && vcl_obj_ok(obj, VN_T_PROGRAM, false) &&
		    ((const struct _cl_program *)obj)->from_source &&
		    ((const struct _cl_program *)obj)->source) {
			/* the application's strings, concatenated (spec 5.8.8): kept here, of any
			 * size (an info value from the host is at most VCL_MAX_INFO) */
			const char *src = ((const struct _cl_program *)obj)->source;
			*ret = vcl_info_put(src, strlen(src) + 1, size, value, size_ret);
			return true;
		}
		if (param != CL_PROGRAM_BINARIES || !vcl_obj_ok(obj, VN_T_PROGRAM, false))
			return false;
		*ret = program_binaries((cl_program)obj, size, value, size_ret);
		return true;
	}
	return false;
}

cl_int vcl_fe_info_post(uint16_t op, const void *obj, uint64_t sub, cl_uint param, void *value,
			size_t size)
{
	if (obj && info_cacheable(op, param)) {
		cl_int r = vcl_fe_info_handles(((const struct vcl_obj *)obj)->srv, op, param, value, size);
		if (r == CL_SUCCESS && devices_stay(op, param, value, size))
			info_cache_put(op, (struct vcl_obj *)obj, sub, param, value, size);
		return r;
	}
	if (op == VN_OP_clGetEventInfo && param == CL_EVENT_COMMAND_EXECUTION_STATUS &&
	    size >= sizeof(cl_int)) {
		cl_int st;
		memcpy(&st, value, sizeof(st));
		st = status_seen((struct _cl_event *)obj, st);
		memcpy(value, &st, sizeof(st));
	}
	return vcl_fe_info_handles(obj ? ((const struct vcl_obj *)obj)->srv : 0, op, param, value, size);
}

/* ---- sub-devices ------------------------------------------------------------------------------ */

cl_int CL_API_CALL vcl_fe_clCreateSubDevices(cl_device_id in_device,
					     const cl_device_partition_property *properties,
					     cl_uint num_devices, cl_device_id *out_devices,
					     cl_uint *num_devices_ret)
{
	struct vcl_obj **made = NULL;
	struct vcl_call c;
	cl_uint got;
	cl_int ret;

	if (!vcl_obj_ok(in_device, VN_T_DEVICE, false))
		return CL_INVALID_DEVICE;
	if (!properties)
		return CL_INVALID_VALUE;
	if (out_devices && num_devices > 4096)
		num_devices = 4096; /* no device splits further than this */
	if (out_devices && num_devices) {
		if (!(made = calloc(num_devices, sizeof(*made))))
			return CL_OUT_OF_HOST_MEMORY;
		for (cl_uint i = 0; i < num_devices; i++)
			if (!(made[i] = vcl_obj_new_on(VN_T_DEVICE, in_device->root ? NULL : OBJ(in_device),
						       in_device->o.srv))) {
				while (i--)
					vcl_obj_discard(made[i]);
				free(made);
				return CL_OUT_OF_HOST_MEMORY;
			}
	}
	/* the new objects' IDs; none where the caller wants none (made is NULL) */
	uint64_t *ids = made ? malloc(num_devices * sizeof(*ids)) : NULL;
	if (made && !ids) {
		for (cl_uint i = 0; i < num_devices; i++)
			vcl_obj_discard(made[i]);
		free(made);
		return CL_OUT_OF_HOST_MEMORY;
	}
	for (cl_uint i = 0; made && i < num_devices; i++)
		ids[i] = made[i]->id;
	vcl_call_init(&c, VN_OP_clCreateSubDevices);
	vn_enc_clCreateSubDevices(&c.enc, &(struct vn_args_clCreateSubDevices){
						  .in_device = in_device,
						  .properties = properties,
						  .num_devices = num_devices,
						  .out_devices = ids });
	ret = vcl_call_sync(&c);
	free(ids);
	{
		struct vn_reply_clCreateSubDevices r;
		VCL_CALL_REPLY(&c, ret, clCreateSubDevices, NULL, &r);
		got = (cl_uint)r.got;
	}
	vcl_call_fini(&c);
	if (ret == CL_SUCCESS && num_devices_ret)
		*num_devices_ret = got;
	for (cl_uint i = 0; made && i < num_devices; i++) {
		if (ret == CL_SUCCESS && i < got)
			out_devices[i] = (cl_device_id)made[i];
		else
			vcl_obj_discard(made[i]);
	}
	free(made);
	return ret;
}

/* ---- on-device queues ------------------------------------------------------------------------- */

/* Spec 5.1, clSetDefaultDeviceCommandQueue: CL_INVALID_OPERATION on a device without a replaceable
 * default on-device queue (CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, cached), answered here: such a
 * request never reaches a host driver that does not expect it. */
cl_int CL_API_CALL vcl_fe_clSetDefaultDeviceCommandQueue(cl_context context, cl_device_id device,
							 cl_command_queue command_queue)
{
	cl_device_device_enqueue_capabilities caps = 0;
	struct vcl_call c;
	cl_int ret;

	if (!vcl_obj_ok(context, VN_T_CONTEXT, false))
		return CL_INVALID_CONTEXT;
	if (!vcl_obj_ok(device, VN_T_DEVICE, false))
		return CL_INVALID_DEVICE;
	if (vcl_fe_clGetDeviceInfo(device, CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, sizeof(caps), &caps,
				   NULL) == CL_SUCCESS &&
	    !(caps & CL_DEVICE_QUEUE_REPLACEABLE_DEFAULT))
		return CL_INVALID_OPERATION;
	if (!vcl_obj_ok(command_queue, VN_T_QUEUE, false))
		return CL_INVALID_COMMAND_QUEUE;
	vcl_call_init(&c, VN_OP_clSetDefaultDeviceCommandQueue);
	vcl_enc_obj(&c.enc, context);
	vcl_enc_obj(&c.enc, device);
	vcl_enc_obj(&c.enc, command_queue);
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	return ret;
}

/*
 * Queue properties against the device's cached capabilities (spec 5.1): CL_INVALID_VALUE for
 * bits that are not queue properties or combinations the spec forbids, CL_INVALID_QUEUE_PROPERTIES
 * for valid ones the device does not support. An on-device queue on a device without device-side
 * enqueue never reaches the host (PoCL 3.1 ends the process). size_given: CL_QUEUE_SIZE was given.
 */
static cl_int queue_props_check(cl_device_id device, cl_command_queue_properties props,
				bool size_given)
{
	const cl_command_queue_properties known =
		CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_ON_DEVICE |
		CL_QUEUE_ON_DEVICE_DEFAULT;
	cl_command_queue_properties host = 0, dev = 0;
	cl_device_device_enqueue_capabilities caps = 0;

	if (props & ~known)
		return CL_INVALID_VALUE;
	(void)size_given; /* CL_QUEUE_SIZE without CL_QUEUE_ON_DEVICE: the host's to judge (PoCL
			   * accepts it; integration.coverage queue.size_on_host) */
	if ((props & CL_QUEUE_ON_DEVICE_DEFAULT) && !(props & CL_QUEUE_ON_DEVICE))
		return CL_INVALID_VALUE;
	if (props & CL_QUEUE_ON_DEVICE) {
		if (!(props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE))
			return CL_INVALID_VALUE;
		if (vcl_fe_clGetDeviceInfo(device, CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, sizeof(caps),
					   &caps, NULL) == CL_SUCCESS && !caps)
			return CL_INVALID_QUEUE_PROPERTIES;
		if (vcl_fe_clGetDeviceInfo(device, CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES, sizeof(dev), &dev,
					   NULL) == CL_SUCCESS &&
		    (props & (CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE) & ~dev))
			return CL_INVALID_QUEUE_PROPERTIES;
		return CL_SUCCESS;
	}
	if (vcl_fe_clGetDeviceInfo(device, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES, sizeof(host), &host,
				   NULL) == CL_SUCCESS &&
	    (props & ~host))
		return CL_INVALID_QUEUE_PROPERTIES;
	return CL_SUCCESS;
}

/* api/opencl.api `check`: clCreateCommandQueue's properties against the device (spec 5.1). */
cl_int vcl_fe_check_clCreateCommandQueue(cl_context context, cl_device_id device,
					 cl_command_queue_properties properties)
{
	(void)context;
	return queue_props_check(device, properties, false);
}

/* api/opencl.api `check`: clCreateCommandQueueWithProperties' CL_QUEUE_PROPERTIES and
 * CL_QUEUE_SIZE against the device (spec 5.1); other property names are the host's to judge. */
cl_int vcl_fe_check_clCreateCommandQueueWithProperties(cl_context context, cl_device_id device,
						       const cl_queue_properties *properties)
{
	cl_command_queue_properties props = 0;
	bool size_given = false;

	(void)context;
	for (size_t i = 0; properties && properties[i] && i < 2 * VCL_MAX_PROPS; i += 2) {
		if (properties[i] == CL_QUEUE_PROPERTIES)
			props = properties[i + 1];
		else if (properties[i] == CL_QUEUE_SIZE)
			size_given = true;
	}
	return queue_props_check(device, props, size_given);
}

/* api/opencl.api `check`: argument information the application did not ask for (spec 5.10:
 * CL_KERNEL_ARG_INFO_NOT_AVAILABLE unless the program was built from source with
 * -cl-kernel-arg-info; the host always has it, because virtcl builds with it). */
cl_int vcl_fe_check_clGetKernelArgInfo(cl_kernel kernel, cl_uint arg_index,
				       cl_kernel_arg_info param_name, size_t param_value_size)
{
	const struct vcl_obj *o = &kernel->o;
	cl_uint nargs = 0;

	(void)param_value_size;
	while (o && o->type != VN_T_PROGRAM)
		o = o->parent;
	if (!o || ((const struct _cl_program *)o)->arg_info != VCL_ARG_INFO_NO)
		return CL_SUCCESS;
	if (vcl_fe_clGetKernelInfo(kernel, CL_KERNEL_NUM_ARGS, sizeof(nargs), &nargs, NULL) ==
		    CL_SUCCESS &&
	    arg_index >= nargs)
		return CL_INVALID_ARG_INDEX;
	if (param_name < CL_KERNEL_ARG_ADDRESS_QUALIFIER || param_name > CL_KERNEL_ARG_NAME)
		return CL_INVALID_VALUE;
	return CL_KERNEL_ARG_INFO_NOT_AVAILABLE;
}
