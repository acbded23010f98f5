/* SPDX-License-Identifier: MIT */
/* What both sides of the GL remoting compute the same way (issue 14): the bytes a pixel transfer
 * moves and the number of values a glGet query has. The front-end sizes what it sends with them,
 * the back-end checks what it received against its own answer from the host context's state. */
#ifndef VCL_GL_H
#define VCL_GL_H

#include <stddef.h>
#include <stdint.h>
#include <GLES2/gl2.h>

/* vcl_gl_image_size: the format/type pair is not one of GLES 2.0/3.0's, or the size overflows */
#define VCL_GL_BAD_SIZE SIZE_MAX

/* A context's pixel-store state for one direction (ES 3.0 §3.7.1 table 3.4 for unpack, §4.3.1
 * table 4.5 for pack; ES 2.0 has only the alignments): align is 1, 2, 4 or 8; the others are >= 0.
 * Pack has no image height or image skip (0); a 2D transfer ignores both (0 here). */
struct vcl_gl_store {
	GLint align, row_length, image_height, skip_pixels, skip_rows, skip_images;
};

/*
 * Bytes from a transfer's pointer (or pixel-buffer offset) to one past the last byte a w x h x d
 * pixel box of format/type reads or writes, laid out as ES 3.0 §3.7.2 says: rows of row_length
 * pixels (w where 0) padded to align, images of image_height rows (h where 0), skip_images,
 * skip_rows and skip_pixels before the first pixel; the last row only as long as its pixels.
 * 0 for an empty box; VCL_GL_BAD_SIZE for a negative size, an unknown format/type, an alignment
 * that is not 1, 2, 4 or 8, a negative store value, or a size past SIZE_MAX. 2D transfers: d = 1.
 */
size_t vcl_gl_image_size(GLsizei w, GLsizei h, GLsizei d, GLenum format, GLenum type,
			 struct vcl_gl_store s);

/* Copy the bytes a pack transfer of that box writes (vcl_gl_image_size's layout: only the w pixels
 * of each row, not the padding, row-length gaps or skips) from src to dst, both laid out alike:
 * what the application had in the gaps keeps its bytes, as GL leaves them. */
void vcl_gl_image_copy(void *dst, const void *src, GLsizei w, GLsizei h, GLsizei d, GLenum format,
		       GLenum type, struct vcl_gl_store s);

/* The GL error a transfer whose size is VCL_GL_BAD_SIZE sets: GL_INVALID_VALUE for a negative
 * width, height or depth, else GL_INVALID_ENUM (ES 2.0 §3.7.1). */
GLenum vcl_gl_image_error(GLsizei w, GLsizei h, GLsizei d);

/*
 * Number of values glGetBooleanv/glGetIntegerv/glGetFloatv/glGetInteger64v write for pname (ES 2.0
 * §6.1, ES 3.0 state tables, ES 3.2 §20 and table 21.x): 2 or 4 for the ranges, boxes and colours,
 * 8 for the bounding box, 1 for every other pname; 0 for the lists whose length is another query's
 * answer (vcl_gl_count_query: GL_COMPRESSED_TEXTURE_FORMATS, GL_SHADER_BINARY_FORMATS,
 * GL_PROGRAM_BINARY_FORMATS), which each side sizes with vcl_gl_get_values (the front-end's asks
 * the host's count, the back-end's asks its host and bounds the answer). No fixed-size pname has
 * more than 16. The indexed getters (glGetIntegeri_v, ...) use it as it is: a list is not indexed
 * state, GL_INVALID_ENUM there as natively.
 */
int64_t vcl_gl_get_count(GLenum pname);

/* For a list-valued glGet pname (ES 3.2 table 21.x: "0* x Z"), the pname whose integer answer is
 * its length: GL_NUM_COMPRESSED_TEXTURE_FORMATS for GL_COMPRESSED_TEXTURE_FORMATS,
 * GL_NUM_SHADER_BINARY_FORMATS for GL_SHADER_BINARY_FORMATS, GL_NUM_PROGRAM_BINARY_FORMATS for
 * GL_PROGRAM_BINARY_FORMATS; 0 for every other pname. */
GLenum vcl_gl_count_query(GLenum pname);

/* Bytes of one component of a vertex attribute or an index of type (GL_BYTE .. GL_FLOAT, GL_FIXED,
 * GL_HALF_FLOAT(_OES), GL_INT, GL_UNSIGNED_INT); 0 for any other value. */
size_t vcl_gl_type_bytes(GLenum type);

/* Room for a one-value output (api/gles.api kind out) in the back-end: the host context is often
 * ES 3.2, whose pnames write up to 4 values where ES 2.0's write one (GL_TEXTURE_BORDER_COLOR 4,
 * GL_COMPUTE_WORK_GROUP_SIZE 3); the guest gets the first. */
#define VCL_GL_OUT_ROOM 16

/* Values glTexParameter{f,i}v read for pname: 4 for GL_TEXTURE_BORDER_COLOR (ES 3.2 §8.10), else 1
 * (ES 2.0 §3.7.4). Both sides size the array with it, so the host never reads past what came. */
int64_t vcl_gl_tex_param_count(GLenum pname);

/* Values glClearBuffer{i,ui,f}v read for buffer: 1 for GL_DEPTH and GL_STENCIL, 4 (a colour) for
 * any other (ES 3.0 §4.2.3: an unknown buffer is the host's GL_INVALID_ENUM, after reading none). */
int64_t vcl_gl_clear_count(GLenum buffer);

/* Values glGetVertexAttrib{f,i}v write: 4 for GL_CURRENT_VERTEX_ATTRIB, else 1 (ES 2.0 §6.1.8). */
int64_t vcl_gl_attrib_count(GLenum pname);

/* Limits of the graphics half's messages (api/gles.api), checked by the generated decoders and the
 * back-end's handlers: pairs of an EGL attribute list; client-side arrays of one draw
 * (vclDrawClient) and the vertices and instances it may carry. */
#define VCL_GL_MAX_ATTRIBS 256
/* vclGetConfigAttribs (api/gles.api): EGL_BUFFER_SIZE (0x3020) .. EGL_CONFORMANT (0x3042) */
#define VCL_EGL_CFG_ATTRS 35
#define VCL_GL_CLIENT_ARRAYS 32
#define VCL_GL_CLIENT_VERTS (1u << 24)

/* One client-side vertex array of a draw (vclDrawClient's arrays, api/gles.api): the attribute's
 * index, its glVertexAttribPointer size (1 to 4) and type, normalized (0/1), and whether it was
 * set with glVertexAttribIPointer (integer, ES 3.0). Its bytes travel beside it (data). */
struct vcl_gl_client_array {
	int32_t index, size, type, norm, integer;
};

/* vclDebugMessages' reply (api/gles.api): at most VCL_GL_DEBUG_REPLY messages, each its source,
 * type, id and severity (as glDebugMessageCallback gets them) beside its text. */
#define VCL_GL_DEBUG_REPLY 256
struct vcl_gl_debug_msg {
	uint32_t source, type, id, severity;
};

#endif
