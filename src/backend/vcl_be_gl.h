/* SPDX-License-Identifier: MIT */
/* Back-end of the graphics half (issue 14): the session's host EGL display, its guest's surfaces
 * and contexts, and what the generated GL decoders (vn_gl_backend.c) use. */
#ifndef VCL_BE_GL_H
#define VCL_BE_GL_H

#include <stdbool.h>
#include <GLES3/gl32.h> /* ES 3.2 tokens; calls past 3.0 go through vcl_gl_host_proc */

#include "vcl_gl.h"

struct vcl_be_ctx;

/* vcl_gl_ctx (vcl_be.h): every GL message starts with the ID of its guest thread's current
 * context (api/gles.api kind glctx), which the generated decoders hand to it. */
/* Make the message's context current on the calling thread, with the surfaces the guest made
 * current with it, for one GL call. false: no such context (the call does nothing, as GL without
 * one), or it is current on another thread of the session (logged once; the call does nothing). */
bool vcl_gl_enter(struct vcl_be_ctx *x);
/* A GL error the back-end found for the current context (a check that kept a call from the
 * host): that context's glGetError reports it before the host's own. */
void vcl_gl_error(GLenum err);
/* glGetError as the guest sees it: the back-end's error first, then the host's. */
GLenum vcl_gl_GetError(void);
/* Is a buffer object bound at binding (GL_ARRAY_BUFFER_BINDING, GL_ELEMENT_ARRAY_BUFFER_BINDING)? */
bool vcl_gl_bound(GLenum binding);
/* May a draw call run: does every enabled vertex array read from a buffer object? (An array with
 * none would make the host read client memory at the guest's address.) */
bool vcl_gl_draw_ok(void);
/* Is a GL_PIXEL_PACK_BUFFER (pack) or GL_PIXEL_UNPACK_BUFFER bound on the host context (ES 3.0;
 * never on ES 2.0)? A transfer's pointer is then an offset into it (api/gles.api img). */
bool vcl_gl_pbo_bound(bool pack);
/* The host context's pack or unpack pixel-store state, with which the back-end sizes a transfer
 * (vcl_gl_image_size); ES 2.0: the alignment only; three: a 3D transfer (image height and skip). */
struct vcl_gl_store vcl_gl_host_store(bool pack, bool three);
/* Strings of one call (api/gles.api strs, decoded by the generated decoders: vn_gl_backend.c
 * gl_dec_strs): at most this many, else the session ends. */
#define VCL_GL_MAX_STRS 65536
/* glGetActiveUniformBlockiv's values (as vcl_fe_gl.h's, asked on the host). */
int64_t vcl_gl_block_count(GLuint program, GLuint block, GLenum pname);
#define VCL_GL_BLOCK_COUNT(program, block, pname) vcl_gl_block_count(program, block, pname)
/* Longest list a glGet pname may have on the host (GL_COMPRESSED_TEXTURE_FORMATS and the binary
 * formats, ES 3.2 table 21.x): drivers name tens of formats (Mesa's llvmpipe about 80, with ASTC);
 * a host that says more is not believed, so that no count of its own sizes a scratch buffer past
 * this. */
#define VCL_GL_MAX_FORMATS 4096
/*
 * The values glGet{Boolean,Integer,Float,Integer64}v write for pname in the current host context,
 * counted once here for the generated decoders (api/gles.api vcl_gl_get_values; ES 3.2 §20,
 * table 21.x): vcl_gl_get_count's fixed number, or for a list the guest's answer to its count
 * query (vcl_gl_GetIntegerv: GL_NUM_PROGRAM_BINARY_FORMATS is 0) - 0 (nothing written, the host
 * not asked: vcl_gl_Get*v with data NULL) up to VCL_GL_MAX_FORMATS; past that (or negative) the
 * host is not asked: INT64_MAX, which the decoder's VCL_MAX_INFO check makes GL_OUT_OF_MEMORY.
 * The host writes its list into room for max(16, this) values, as many as it has just said.
 */
int64_t vcl_gl_get_values(GLenum pname);
/* glGet*v as the guest sees them: GL_MAJOR_VERSION/GL_MINOR_VERSION say what virtcl remotes (ES 3.2
 * at most), GL_NUM_EXTENSIONS counts the extensions the guest is told of, and
 * GL_NUM_PROGRAM_BINARY_FORMATS is 0; every other pname is the host's. data NULL: a list of no
 * values (vcl_gl_get_values 0), the host is not asked (it may have program binary formats). */
void GL_APIENTRY vcl_gl_GetIntegerv(GLenum pname, GLint *data);
void GL_APIENTRY vcl_gl_GetInteger64v(GLenum pname, GLint64 *data);
void GL_APIENTRY vcl_gl_GetFloatv(GLenum pname, GLfloat *data);
void GL_APIENTRY vcl_gl_GetBooleanv(GLenum pname, GLboolean *data);
/* A host GL extension's entry point (eglGetProcAddress), for the decoders of calls flagged ext in
 * api/gles.api; NULL where the host has none (the call is then GL_INVALID_OPERATION). */
void (*vcl_gl_host_proc(const char *name))(void);
/* Sync objects (ES 3.0 §5.2): the guest gets IDs (1, 2, ...), never a host GLsync; an ID the
 * session does not know is GL_INVALID_VALUE (glIsSync: GL_FALSE); at most VCL_GL_MAX_SYNCS live
 * (more: GL_OUT_OF_MEMORY). Freed with the session's contexts. */
GLsync GL_APIENTRY vcl_gl_FenceSync(GLenum condition, GLbitfield flags);
GLboolean GL_APIENTRY vcl_gl_IsSync(GLsync sync);
void GL_APIENTRY vcl_gl_DeleteSync(GLsync sync);
GLenum GL_APIENTRY vcl_gl_ClientWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout);
void GL_APIENTRY vcl_gl_WaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout);
void GL_APIENTRY vcl_gl_GetSynciv(GLsync sync, GLenum pname, GLsizei count, GLsizei *length, GLint *values);

/* The values glGetUniform{f,i}v writes for the uniform at location of program: its type's
 * components (1-4, 4, 9 or 16 for the matrices); 0 where program is no linked program or has no
 * active uniform there (the call is then GL_INVALID_OPERATION, ES 2.0 §6.1.8). */
int64_t vcl_gl_uniform_count(GLuint program, GLint location);
#define VCL_GL_UNIFORM_COUNT(program, location) vcl_gl_uniform_count(program, location)
/* Before the calling thread may give up leading the session (a blocking call): the GL context it
 * has current is released, so that the next leader can make it current for the GL calls it
 * executes. Nothing when it has none. */
void vcl_gl_release_thread(void);
/* For OpenCL/GL sharing (vcl_be_glshare.c). Whether the session process can make a GL context
 * (the host display is opened the first time this is asked). */
bool vcl_gl_available(void);
/* Does id name a live guest GL context of the session? */
bool vcl_gl_context_ok(uint64_t id);
/* Make the guest context id current on the calling thread for the back-end's own GL work (as
 * vcl_gl_enter for a message: vcl_gl_error then goes to that context). false: no such context, or
 * it cannot be made current. */
bool vcl_gl_use(uint64_t id);
/* Is guest context id current on a session thread that waits in glClientWaitSync after handing the
 * reading on (vcl_gl_ClientWaitSync)? No other thread can make it current until the wait ends:
 * what needs it (an OpenCL release's upload, vcl_glshare_flush) waits for a later GL call. */
bool vcl_gl_ctx_waiting(uint64_t id);
/* Whether OpenCL releases left GL objects to update, and their update (each one whose OpenCL read
 * completed: its bytes into the GL object). vcl_gl_enter calls both before any GL call. */
bool vcl_glshare_pending(void);
void vcl_glshare_flush(void);
/* At the end of a session: what OpenCL/GL sharing holds, let go. */
void vcl_glshare_session_end(void);

/* The guest ID of the context the message being executed names (0: none). */
uint64_t vcl_gl_cur_id(void);
/* The host's sync object of a guest's sync ID (ES 3.0 §5.2; NULL: none). */
GLsync vcl_gl_sync_host(GLsync id);

/* ---- debug output (GL_KHR_debug, ES 3.2 §18; src/backend/vcl_be_gldebug.c) ----------------------
 * glEnable/glDisable as the guest sees them: GL_DEBUG_OUTPUT_SYNCHRONOUS also says how the
 * context's messages reach the guest's callback (the notify channel, or vclDebugMessages). */
void GL_APIENTRY vcl_gl_Enable(GLenum cap);
void GL_APIENTRY vcl_gl_Disable(GLenum cap);
/* glDebugMessageInsert, glPushDebugGroup, glObjectLabel with the message's or label's exact
 * length (the front-end never sends a negative one: here it is GL_INVALID_VALUE, so the host never
 * reads a string to its NUL); NULL with length 0 is "" (a label: removed). */
void GL_APIENTRY vcl_gl_DebugMessageInsert(GLenum source, GLenum type, GLuint id, GLenum severity,
					   GLsizei length, const GLchar *buf);
void GL_APIENTRY vcl_gl_PushDebugGroup(GLenum source, GLuint id, GLsizei length, const GLchar *message);
void GL_APIENTRY vcl_gl_ObjectLabel(GLenum identifier, GLuint name, GLsizei length, const GLchar *label);
/* The debug state of guest context id dropped (its context destroyed; 0: every context's, at the
 * end of a session). */
void vcl_gl_debug_forget(uint64_t id);

/* At the end of a session: its surfaces and contexts destroyed (the display stays for the next
 * session of the process: the fuzzer runs many in one). Returns how many there were. */
unsigned vcl_gl_session_end(void);

#endif
