/* SPDX-License-Identifier: MIT */
#define CL_TARGET_OPENCL_VERSION 300
#include "vcl_shapes.h"

#include <CL/cl.h>
#include <string.h>

bool vcl_rect_extent(const size_t origin[3], const size_t region[3], size_t *row_pitch,
		     size_t *slice_pitch, size_t *start, size_t *span)
{
	size_t a, b, s0 = 0;

	if (!region || !region[0] || !region[1] || !region[2])
		return false;
	if (!*row_pitch)
		*row_pitch = region[0];
	if (!*slice_pitch && __builtin_mul_overflow(*row_pitch, region[1], slice_pitch))
		return false;
	if (*row_pitch < region[0])
		return false;
	if (origin) {
		if (__builtin_mul_overflow(origin[2], *slice_pitch, &a) ||
		    __builtin_mul_overflow(origin[1], *row_pitch, &b) ||
		    __builtin_add_overflow(a, b, &s0) || __builtin_add_overflow(s0, origin[0], &s0))
			return false;
	}
	if (__builtin_mul_overflow(region[2] - 1, *slice_pitch, &a) ||
	    __builtin_mul_overflow(region[1] - 1, *row_pitch, &b) || __builtin_add_overflow(a, b, span) ||
	    __builtin_add_overflow(*span, region[0], span))
		return false;
	*start = s0;
	return true;
}

size_t vcl_image_elem_size(uint32_t order, uint32_t type)
{
	size_t ch, sz;

	switch (type) {
	case CL_SNORM_INT8: case CL_UNORM_INT8: case CL_SIGNED_INT8: case CL_UNSIGNED_INT8:
		sz = 1; break;
	case CL_SNORM_INT16: case CL_UNORM_INT16: case CL_SIGNED_INT16: case CL_UNSIGNED_INT16:
	case CL_HALF_FLOAT:
		sz = 2; break;
	case CL_SIGNED_INT32: case CL_UNSIGNED_INT32: case CL_FLOAT:
		sz = 4; break;
	case CL_UNORM_SHORT_565: case CL_UNORM_SHORT_555:
		return 2;
	case CL_UNORM_INT_101010:
#ifdef CL_UNORM_INT_101010_2
	case CL_UNORM_INT_101010_2:
#endif
		return 4;
	default:
		return 0;
	}
	switch (order) {
	case CL_R: case CL_A: case CL_INTENSITY: case CL_LUMINANCE: case CL_Rx: case CL_DEPTH:
		ch = 1; break;
	case CL_RG: case CL_RA: case CL_RGx:
		ch = 2; break;
	case CL_RGB: case CL_RGBx:
		ch = 3; break;
	case CL_RGBA: case CL_BGRA: case CL_ARGB: case CL_sRGBA: case CL_sBGRA: case CL_ABGR:
	case CL_sRGBx: case CL_sRGB:
		ch = order == CL_sRGB ? 3 : 4; break;
	default:
		return 0;
	}
	return ch * sz;
}

int32_t vcl_info_put(const void *src, size_t n, size_t size, void *value, size_t *size_ret)
{
	if (value) {
		if (size < n)
			return CL_INVALID_VALUE;
		if (n)
			memcpy(value, src, n);
	}
	if (size_ret)
		*size_ret = n;
	return CL_SUCCESS;
}

bool vcl_image_host_extent(uint32_t order, uint32_t dtype, uint32_t image_type, size_t width,
			   size_t height, size_t depth, size_t array_size, size_t row_pitch,
			   size_t slice_pitch, size_t *span)
{
	size_t elem = vcl_image_elem_size(order, dtype), region[3] = { 0, 1, 1 }, start;

	if (!elem || __builtin_mul_overflow(width, elem, &region[0]))
		return false;
	switch (image_type) {
	case CL_MEM_OBJECT_IMAGE2D:
		region[1] = height;
		break;
	case CL_MEM_OBJECT_IMAGE3D:
		region[1] = height;
		region[2] = depth;
		break;
	case CL_MEM_OBJECT_IMAGE2D_ARRAY:
		region[1] = height;
		region[2] = array_size;
		break;
	case CL_MEM_OBJECT_IMAGE1D_ARRAY:
		/* spec: image_slice_pitch is the size of each 1D image: its images are slices */
		region[2] = array_size;
		if (!slice_pitch)
			slice_pitch = row_pitch ? row_pitch : region[0];
		break;
	case CL_MEM_OBJECT_IMAGE1D:
	case CL_MEM_OBJECT_IMAGE1D_BUFFER:
		break;
	default:
		return false;
	}
	return vcl_rect_extent(NULL, region, &row_pitch, &slice_pitch, &start, span);
}
