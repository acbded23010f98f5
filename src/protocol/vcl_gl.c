/* SPDX-License-Identifier: MIT */
#include "vcl_gl.h"

#include <stdbool.h>
#include <string.h>

#include <GLES3/gl3.h>

/* Bytes of one pixel, or 0 for a pair neither ES 2.0 nor ES 3.0 knows. */
static size_t pixel_bytes(GLenum format, GLenum type)
{
	size_t comps;

	switch (format) {
	case GL_ALPHA: case GL_LUMINANCE: case GL_RED: case GL_RED_INTEGER:
	case GL_DEPTH_COMPONENT: case GL_STENCIL_INDEX8:
		comps = 1;
		break;
	case GL_LUMINANCE_ALPHA: case GL_RG: case GL_RG_INTEGER: case GL_DEPTH_STENCIL:
		comps = 2;
		break;
	case GL_RGB: case GL_RGB_INTEGER:
		comps = 3;
		break;
	case GL_RGBA: case GL_RGBA_INTEGER:
		comps = 4;
		break;
	default:
		return 0;
	}
	switch (type) {
	case GL_UNSIGNED_BYTE: case GL_BYTE:
		return comps;
	case GL_UNSIGNED_SHORT: case GL_SHORT: case GL_HALF_FLOAT: case 0x8D61 /* _OES */:
		return comps * 2;
	case GL_UNSIGNED_INT: case GL_INT: case GL_FLOAT:
		return comps * 4;
	case GL_UNSIGNED_SHORT_5_6_5: case GL_UNSIGNED_SHORT_4_4_4_4: case GL_UNSIGNED_SHORT_5_5_5_1:
		return 2; /* one packed value per pixel */
	case GL_UNSIGNED_INT_2_10_10_10_REV: case GL_UNSIGNED_INT_10F_11F_11F_REV:
	case GL_UNSIGNED_INT_5_9_9_9_REV: case GL_UNSIGNED_INT_24_8:
		return 4;
	case GL_FLOAT_32_UNSIGNED_INT_24_8_REV:
		return 8;
	default:
		return 0;
	}
}

/* The layout of a transfer: bytes per pixel, row and image strides, the first pixel's offset. */
struct layout {
	size_t px, row, image, start;
};

static bool layout_of(GLsizei w, GLsizei h, GLenum format, GLenum type, struct vcl_gl_store s,
		      struct layout *l)
{
	size_t rl, rows, t;
	GLint a = s.align;

	l->px = pixel_bytes(format, type);
	if (w < 0 || h < 0 || !l->px || (a != 1 && a != 2 && a != 4 && a != 8) || s.row_length < 0 ||
	    s.image_height < 0 || s.skip_pixels < 0 || s.skip_rows < 0 || s.skip_images < 0)
		return false;
	rl = s.row_length ? (size_t)s.row_length : (size_t)w;
	rows = s.image_height ? (size_t)s.image_height : (size_t)h;
	if (__builtin_mul_overflow(rl, l->px, &l->row) || __builtin_add_overflow(l->row, (size_t)a - 1, &l->row))
		return false;
	l->row &= ~((size_t)a - 1);
	if (__builtin_mul_overflow(l->row, rows, &l->image) ||
	    __builtin_mul_overflow(l->image, (size_t)s.skip_images, &l->start) ||
	    __builtin_mul_overflow(l->row, (size_t)s.skip_rows, &t) || __builtin_add_overflow(l->start, t, &l->start) ||
	    __builtin_mul_overflow(l->px, (size_t)s.skip_pixels, &t) || __builtin_add_overflow(l->start, t, &l->start))
		return false;
	return true;
}

size_t vcl_gl_image_size(GLsizei w, GLsizei h, GLsizei d, GLenum format, GLenum type,
			 struct vcl_gl_store s)
{
	struct layout l;
	size_t all, t;

	if (d < 0 || !layout_of(w, h, format, type, s, &l))
		return VCL_GL_BAD_SIZE;
	if (w == 0 || h == 0 || d == 0)
		return 0;
	if (__builtin_mul_overflow(l.image, (size_t)d - 1, &all) ||
	    __builtin_mul_overflow(l.row, (size_t)h - 1, &t) || __builtin_add_overflow(all, t, &all) ||
	    __builtin_mul_overflow(l.px, (size_t)w, &t) || __builtin_add_overflow(all, t, &all) ||
	    __builtin_add_overflow(all, l.start, &all) || all == VCL_GL_BAD_SIZE)
		return VCL_GL_BAD_SIZE;
	return all;
}

void vcl_gl_image_copy(void *dst, const void *src, GLsizei w, GLsizei h, GLsizei d, GLenum format,
		       GLenum type, struct vcl_gl_store s)
{
	struct layout l;

	if (vcl_gl_image_size(w, h, d, format, type, s) == VCL_GL_BAD_SIZE || !layout_of(w, h, format, type, s, &l))
		return;
	for (GLsizei z = 0; z < d; z++)
		for (GLsizei y = 0; y < h; y++) {
			size_t at = l.start + (size_t)z * l.image + (size_t)y * l.row;
			memcpy((uint8_t *)dst + at, (const uint8_t *)src + at, (size_t)w * l.px);
		}
}

GLenum vcl_gl_image_error(GLsizei w, GLsizei h, GLsizei d)
{
	return w < 0 || h < 0 || d < 0 ? GL_INVALID_VALUE : GL_INVALID_ENUM;
}

int64_t vcl_gl_get_count(GLenum pname)
{
	switch (pname) {
	case GL_ALIASED_LINE_WIDTH_RANGE: case GL_ALIASED_POINT_SIZE_RANGE: case GL_DEPTH_RANGE:
	case GL_MAX_VIEWPORT_DIMS: case 0x825D /* GL_VIEWPORT_BOUNDS_RANGE_OES */:
		return 2;
	case GL_BLEND_COLOR: case GL_COLOR_CLEAR_VALUE: case GL_COLOR_WRITEMASK: case GL_SCISSOR_BOX:
	case GL_VIEWPORT:
		return 4;
	case 0x92BE /* GL_PRIMITIVE_BOUNDING_BOX (ES 3.2): two corners */:
		return 8;
	case GL_COMPRESSED_TEXTURE_FORMATS: case GL_SHADER_BINARY_FORMATS: case GL_PROGRAM_BINARY_FORMATS:
		return 0;
	default:
		return 1;
	}
}

GLenum vcl_gl_count_query(GLenum pname)
{
	switch (pname) {
	case GL_COMPRESSED_TEXTURE_FORMATS:
		return GL_NUM_COMPRESSED_TEXTURE_FORMATS;
	case GL_SHADER_BINARY_FORMATS:
		return GL_NUM_SHADER_BINARY_FORMATS;
	case GL_PROGRAM_BINARY_FORMATS:
		return GL_NUM_PROGRAM_BINARY_FORMATS;
	default:
		return 0;
	}
}

size_t vcl_gl_type_bytes(GLenum type)
{
	switch (type) {
	case GL_BYTE: case GL_UNSIGNED_BYTE:
		return 1;
	case GL_SHORT: case GL_UNSIGNED_SHORT: case GL_HALF_FLOAT: case 0x8D61 /* _OES */:
		return 2;
	case GL_FLOAT: case GL_FIXED: case GL_INT: case GL_UNSIGNED_INT:
		return 4;
	default:
		return 0;
	}
}

int64_t vcl_gl_attrib_count(GLenum pname)
{
	return pname == GL_CURRENT_VERTEX_ATTRIB ? 4 : 1;
}

int64_t vcl_gl_tex_param_count(GLenum pname)
{
	return pname == 0x1004 /* GL_TEXTURE_BORDER_COLOR */ ? 4 : 1;
}

int64_t vcl_gl_clear_count(GLenum buffer)
{
	return buffer == GL_DEPTH || buffer == GL_STENCIL ? 1 : 4;
}
