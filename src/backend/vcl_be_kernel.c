/* SPDX-License-Identifier: MIT */
/*
 * Hand-written back-end handlers for kernels: creation, arguments, and the check before a launch.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_shapes.h"
#include "gen/vn_backend.h"

int vcl_be_h_clCreateKernelsInProgram(struct vcl_be_ctx *x,
				      const struct vn_args_clCreateKernelsInProgram *a)
{
	cl_uint got = 0;
	cl_kernel *ks = NULL;
	cl_int ret;

	if (a->kernels && !(ks = vcl_be_scratch(x, a->num_kernels, sizeof(*ks))))
		return -EPROTO;
	ret = clCreateKernelsInProgram(a->program, a->num_kernels, ks, &got);
	if (ret == CL_SUCCESS && ks)
		for (cl_uint i = 0; i < got && i < a->num_kernels; i++)
			vcl_be_bind(x, a->kernels[i], VN_T_KERNEL, ks[i]);
	vn_enc_reply_clCreateKernelsInProgram(&x->rep, ret, a,
					      &(struct vn_reply_clCreateKernelsInProgram){ .got = got });
	return 0;
}

/* What argument idx of kernel k is, from the kernel's argument information (builds through virtcl
 * always keep it: with_arg_info): an object (buffer, image, pipe, sampler, queue), a __local
 * allocation, a scalar, or unknown (a program from a binary without the information). For an
 * object, *want is the VN_T_* of the objects it takes (VN_T_MEM, VN_T_SAMPLER, VN_T_QUEUE). */
enum arg_class { ARG_UNKNOWN, ARG_OBJECT, ARG_LOCAL, ARG_SCALAR };

static enum arg_class arg_class(cl_kernel k, cl_uint idx, uint8_t *want)
{
	cl_kernel_arg_address_qualifier aq = 0;
	char type[64] = "";

	*want = 0;
	if (clGetKernelArgInfo(k, idx, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof(aq), &aq, NULL) !=
	    CL_SUCCESS)
		return ARG_UNKNOWN;
	if (aq == CL_KERNEL_ARG_ADDRESS_LOCAL)
		return ARG_LOCAL;
	*want = VN_T_MEM; /* pointers to global or constant memory, images, pipes */
	if (aq == CL_KERNEL_ARG_ADDRESS_GLOBAL || aq == CL_KERNEL_ARG_ADDRESS_CONSTANT)
		return ARG_OBJECT;
	if (clGetKernelArgInfo(k, idx, CL_KERNEL_ARG_TYPE_NAME, sizeof(type), type, NULL) != CL_SUCCESS)
		return *want = 0, ARG_UNKNOWN;
	if (strstr(type, "sampler"))
		*want = VN_T_SAMPLER;
	else if (strstr(type, "queue"))
		*want = VN_T_QUEUE;
	if (strstr(type, "image") || strstr(type, "sampler") || strstr(type, "queue") ||
	    strstr(type, "pipe") || strchr(type, '*'))
		return ARG_OBJECT;
	*want = 0;
	return ARG_SCALAR;
}

/* The spec's error for an object argument of kind want given something else (spec 5.9.2). */
static cl_int arg_object_error(uint8_t want)
{
	return want == VN_T_SAMPLER ? CL_INVALID_SAMPLER
	       : want == VN_T_QUEUE ? CL_INVALID_DEVICE_QUEUE
				    : CL_INVALID_MEM_OBJECT;
}

int vcl_be_h_clSetKernelArg(struct vcl_be_ctx *x, const struct vn_args_clSetKernelArg *a)
{
	cl_kernel k = a->kernel;
	cl_uint idx = a->arg_index;
	size_t size = a->arg_size;
	const void *val = a->arg_value;
	void *h = NULL;
	uint8_t want;
	enum arg_class c = arg_class(k, idx, &want);
	cl_int ret;

	if (a->arg_value_obj) {
		/* the value may name a memory object, sampler or device queue (the decoder looked its
		 * ID up): the host's handle where the argument is one, else the application's bytes.
		 * The host never gets one kind of handle where it takes another (it would use a
		 * sampler or a queue as a buffer) */
		h = a->arg_value_obj;
		if (c == ARG_OBJECT && want && want != a->arg_value_type) {
			vcl_enc_i32(&x->rep, arg_object_error(want));
			return 0;
		}
		if (c == ARG_OBJECT || c == ARG_UNKNOWN)
			val = &h;
	} else if (val && c == ARG_OBJECT) {
		/* an object argument given as bytes that name no virtcl object: the host would take
		 * them for a pointer of its own (a released handle, or a guest's chosen address).
		 * Only NULL (all zero) is a valid such value (spec 5.9.2). */
		bool zero = true;
		for (size_t i = 0; i < size; i++)
			zero &= ((const uint8_t *)val)[i] == 0;
		if (!zero) {
			vcl_enc_i32(&x->rep, size == sizeof(void *) ? arg_object_error(want)
								: CL_INVALID_ARG_SIZE);
			return 0;
		}
	}
	ret = clSetKernelArg(k, idx, size, val);
	if (ret == CL_SUCCESS && !val && size)
		vcl_be_kernel_local(x);
	/* the object the argument names now, if any: a launch after the guest released it is
	 * refused (vcl_be_karg_check), the host never sees its released handle used */
	if (ret == CL_SUCCESS && vcl_be_karg_set(x, idx, val == &h ? h : NULL))
		return -EPROTO;
	vcl_enc_i32(&x->rep, ret);
	return 0;
}

cl_int vcl_be_launch_check(struct vcl_be_ctx *x, cl_command_queue q, cl_kernel k)
{
	cl_device_id dev;
	cl_ulong have = 0, need = 0;
	cl_int ret;

	if (!k)
		return CL_SUCCESS;
	if ((ret = vcl_be_karg_check(x)) != CL_SUCCESS || !x->kernel_local || !q)
		return ret;
	/* errors of these queries are the launch's own to report (invalid queue, kernel) */
	if (clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof(dev), &dev, NULL) != CL_SUCCESS ||
	    clGetDeviceInfo(dev, CL_DEVICE_LOCAL_MEM_SIZE, sizeof(have), &have, NULL) != CL_SUCCESS ||
	    clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof(need), &need, NULL) !=
		    CL_SUCCESS)
		return CL_SUCCESS;
	return need > have ? CL_OUT_OF_RESOURCES : CL_SUCCESS;
}
