/* SPDX-License-Identifier: MIT */
/* Front-end of the graphics half (issue 14): what the generated GL stubs (vn_gl_frontend.c) use. */
#ifndef VCL_FE_GL_H
#define VCL_FE_GL_H

#include <stdbool.h>
#include <stdint.h>
#include <GLES3/gl3.h>

#include "vcl_gl.h"

struct vcl_call;

/* The values glGetUniform{f,i}v writes: only the host knows a uniform's type; the guest takes at
 * most 16 (a mat4), as many as the reply carries (src/backend/vcl_be_gl.h has the host's count). */
#define VCL_GL_UNIFORM_COUNT(program, location) ((void)(program), (void)(location), 16)

/* Start a GL call of opcode op for the calling thread's current virtcl context: the message's
 * first item is that context's ID. false: no context is current or the session is lost, and the
 * call does nothing (as GL with no current context). */
bool vcl_gl_call_init(struct vcl_call *c, uint16_t op);
/* As vcl_gl_call_init for a call with a generated encoder (api/gles.api args): the message is
 * started but empty, *ctx the context's ID, which the encoder sends first (kind glctx). */
bool vcl_gl_call_open(struct vcl_call *c, uint16_t op, uint64_t *ctx);

/* A destroyed context's debug state (its callback, GL_DEBUG_OUTPUT_SYNCHRONOUS) dropped. */
void vcl_gl_debug_forget(uint64_t ctx);
/* The ID of the calling thread's current virtcl context (0: none). */
uint64_t vcl_gl_cur_ctx(void);

/* A GL error found in the guest (a refused call): glGetError returns it before the host's. */
void vcl_gl_local_error(GLenum err);

/* The current context's pack or unpack pixel-store state as glPixelStorei set it; without three
 * (a 2D transfer) the image height and image skip are 0 (ES 3.0 §3.8.3). */
struct vcl_gl_store vcl_gl_store_of(bool pack, bool three);
/* Is a GL_PIXEL_PACK_BUFFER (pack) or GL_PIXEL_UNPACK_BUFFER bound? Then a transfer's pointer is an
 * offset into it and no client data travels (ES 3.0 §3.7.1, §4.3.1). */
bool vcl_gl_pbo(bool pack);
struct vcl_enc;
/* count strings (api/gles.api kind strs): u64 n (0 for count <= 0 or NULL), then each string. */
void vcl_gl_enc_strs(struct vcl_enc *e, const GLchar *const *strs, int64_t count);
/* The values glGetActiveUniformBlockiv writes: the block's active uniforms for
 * GL_UNIFORM_BLOCK_ACTIVE_UNIFORM_INDICES (asked on the host), else 1 (ES 3.0 §6.1.12). */
int64_t vcl_gl_block_count(GLuint program, GLuint block, GLenum pname);
#define VCL_GL_BLOCK_COUNT(program, block, pname) vcl_gl_block_count(program, block, pname)
/*
 * The values glGetBooleanv/glGetIntegerv/glGetFloatv/glGetInteger64v write for pname in the current
 * context (ES 3.2 §20, table 21.x): vcl_gl_get_count's fixed number, or for a list
 * (GL_COMPRESSED_TEXTURE_FORMATS, GL_SHADER_BINARY_FORMATS, GL_PROGRAM_BINARY_FORMATS) the answer
 * of its count query (vcl_gl_count_query), asked of the host as the application asked it: one
 * round trip; 0 where the host has none. The reply may carry no more (else it is malformed), so
 * the application's array, sized by the same query, is never overrun.
 */
int64_t vcl_gl_get_values(GLenum pname);

/* The shared-region chunk a call's bulk item went through (-1: inline), freed after the reply. */
struct vcl_gl_xfer {
	int64_t chunk;
};

/* Bytes in (buffer data, texels): n bytes from p (NULL or n = 0: absent). Items of at least
 * VCL_REGION_MIN go through the shared region where the session has one, else inline. */
void vcl_gl_enc_data(struct vcl_call *c, struct vcl_gl_xfer *xf, const void *p, size_t n);
/* Bytes out (glReadPixels): n bytes wanted, a region chunk as the destination where possible. */
void vcl_gl_enc_dest(struct vcl_call *c, struct vcl_gl_xfer *xf, size_t n);
/* After a reply that succeeded: the n bytes into dst, from the chunk or the reply's byte item p of
 * len bytes (decoded by vn_dec_reply_NAME; NULL: absent). false: the reply's bytes are not n
 * (malformed). */
bool vcl_gl_dest_copy(struct vcl_gl_xfer *xf, void *dst, size_t n, const void *p, uint64_t len);
void vcl_gl_xfer_done(struct vcl_gl_xfer *xf);
/* As vcl_gl_dest_copy for a pack transfer of that box (p, len: the reply's byte item, decoded by
 * the generated stub): only the bytes of its pixels reach dst (vcl_gl_image_copy), the
 * application's bytes between rows and before the first keep theirs. */
bool vcl_gl_image_done(struct vcl_gl_xfer *xf, void *dst, size_t n, const void *p, uint64_t len, GLsizei w,
		       GLsizei h, GLsizei d, GLenum format, GLenum type, struct vcl_gl_store s);

#endif
