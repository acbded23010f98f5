/* SPDX-License-Identifier: MIT */
/*
 * Front-end of OpenCL/GL sharing (cl_khr_gl_sharing with EGL; src/backend/vcl_be_glshare.c does the
 * sharing): the memory objects made from GL objects (the guest's object keeps its flags, as
 * clCreateBuffer's does) and clGetGLContextInfoKHR, whose properties name the guest's EGL display
 * and context (vcl_enc_props sends their IDs). Acquire, release and the GL object queries are
 * generated stubs.
 */
#include <stdlib.h>
#include <string.h>

#include "vcl_fe.h"
#include "gen/vn_frontend.h"

#define SET_ERR(p, v) do { if (p) *(p) = (v); } while (0)

/* One creation: op's wire form is the new ID, the context, the flags, then the GL values
 * (nvals of them, each a cl_GLuint/cl_GLenum/cl_GLint: 4 bytes). */
static cl_mem create(uint16_t op, cl_context context, cl_mem_flags flags, const uint32_t *vals,
		     int nvals, cl_int *errcode_ret)
{
	struct _cl_mem *m;
	struct vcl_call c;
	cl_int ret;

	if (!vcl_obj_ok(context, VN_T_CONTEXT, false)) {
		SET_ERR(errcode_ret, CL_INVALID_CONTEXT);
		return NULL;
	}
	m = (struct _cl_mem *)vcl_obj_new(VN_T_MEM, (struct vcl_obj *)context);
	if (!m) {
		SET_ERR(errcode_ret, CL_OUT_OF_HOST_MEMORY);
		return NULL;
	}
	m->flags = flags;
	m->access = flags;
	vcl_call_init(&c, op);
	vcl_enc_u64(&c.enc, m->o.id);
	vcl_enc_obj(&c.enc, context);
	vcl_enc_val(&c.enc, &flags, sizeof(flags));
	for (int i = 0; i < nvals; i++)
		vcl_enc_val(&c.enc, &vals[i], sizeof(vals[i]));
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	SET_ERR(errcode_ret, ret);
	if (ret != CL_SUCCESS) {
		vcl_obj_discard(&m->o);
		return NULL;
	}
	return m;
}

cl_mem CL_API_CALL vcl_fe_clCreateFromGLBuffer(cl_context context, cl_mem_flags flags,
					       cl_GLuint bufobj, cl_int *errcode_ret)
{
	uint32_t v[1] = { bufobj };

	return create(VN_OP_clCreateFromGLBuffer, context, flags, v, 1, errcode_ret);
}

cl_mem CL_API_CALL vcl_fe_clCreateFromGLTexture(cl_context context, cl_mem_flags flags,
						cl_GLenum target, cl_GLint miplevel, cl_GLuint texture,
						cl_int *errcode_ret)
{
	uint32_t v[3] = { target, (uint32_t)miplevel, texture };

	return create(VN_OP_clCreateFromGLTexture, context, flags, v, 3, errcode_ret);
}

cl_mem CL_API_CALL vcl_fe_clCreateFromGLTexture2D(cl_context context, cl_mem_flags flags,
						  cl_GLenum target, cl_GLint miplevel,
						  cl_GLuint texture, cl_int *errcode_ret)
{
	uint32_t v[3] = { target, (uint32_t)miplevel, texture };

	return create(VN_OP_clCreateFromGLTexture2D, context, flags, v, 3, errcode_ret);
}

cl_mem CL_API_CALL vcl_fe_clCreateFromGLRenderbuffer(cl_context context, cl_mem_flags flags,
						     cl_GLuint renderbuffer, cl_int *errcode_ret)
{
	uint32_t v[1] = { renderbuffer };

	return create(VN_OP_clCreateFromGLRenderbuffer, context, flags, v, 1, errcode_ret);
}

/* cl_khr_gl_sharing: the devices that can share with the GL context the properties name (every
 * device of virtcl's platform; the first is the current one). */
cl_int CL_API_CALL vcl_fe_clGetGLContextInfoKHR(const cl_context_properties *properties,
						cl_gl_context_info param_name, size_t param_value_size,
						void *param_value, size_t *param_value_size_ret)
{
	struct vcl_call c;
	size_t n = 0, got = 0;
	cl_int ret;

	if (!properties)
		return CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR; /* no GL context named */
	while (properties[n] && n < 2 * VCL_MAX_PROPS) {
		if (properties[n] == CL_CONTEXT_PLATFORM &&
		    !vcl_obj_ok((void *)properties[n + 1], VN_T_PLATFORM, false))
			return CL_INVALID_PLATFORM;
		n += 2;
	}
	if (properties[n])
		return CL_INVALID_PROPERTY;
	if (!vcl_fe.connected)
		return CL_INVALID_PLATFORM;
	vcl_call_init(&c, VN_OP_clGetGLContextInfoKHR);
	vn_enc_clGetGLContextInfoKHR(&c.enc, &(struct vn_args_clGetGLContextInfoKHR){
		.properties = properties,
		.param_name = param_name,
		.param_value_size = param_value_size,
		.param_value_want = param_value != NULL,
		.param_value_size_ret_want = param_value_size_ret != NULL,
	});
	ret = vcl_call_sync(&c);
	if (ret == CL_SUCCESS) {
		got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
		vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
		if (c.rep.err)
			ret = vcl_call_bad_reply(&c);
	}
	if (ret == CL_SUCCESS && param_value)
		ret = vcl_fe_info_post(VN_OP_clGetGLContextInfoKHR, NULL, 0, param_name, param_value, got);
	vcl_call_fini(&c);
	return ret;
}
