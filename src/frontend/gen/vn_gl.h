/* generated from api/gles.api and the Khronos registry (gl.xml) by tools/gen/gen.py, do not edit */
#ifndef VN_GL_H
#define VN_GL_H

#include <stdbool.h>
#include <GLES3/gl32.h> /* ES 3.2 types (GLDEBUGPROC) */
#include <GLES2/gl2ext.h> /* extensions' types (GLeglImageOES) */

/* Hand-written GL stubs (src/frontend/vcl_fe_egl.c). */
GLenum GL_APIENTRY vcl_gl_glGetError(void);
const GLubyte *GL_APIENTRY vcl_gl_glGetString(GLenum name);
void GL_APIENTRY vcl_gl_glPixelStorei(GLenum pname, GLint param);
void GL_APIENTRY vcl_gl_glShaderSource(GLuint shader, GLsizei count, const GLchar *const *string, const GLint *length);
void *GL_APIENTRY vcl_gl_glMapBufferOES(GLenum target, GLenum access);
GLboolean GL_APIENTRY vcl_gl_glUnmapBufferOES(GLenum target);
void GL_APIENTRY vcl_gl_glGetBufferPointervOES(GLenum target, GLenum pname, void **params);
GLboolean GL_APIENTRY vcl_gl_glUnmapBuffer(GLenum target);
void GL_APIENTRY vcl_gl_glGetBufferPointerv(GLenum target, GLenum pname, void **params);
void *GL_APIENTRY vcl_gl_glMapBufferRange(GLenum target, GLintptr offset, GLsizeiptr length, GLbitfield access);
void GL_APIENTRY vcl_gl_glFlushMappedBufferRange(GLenum target, GLintptr offset, GLsizeiptr length);
const GLubyte *GL_APIENTRY vcl_gl_glGetStringi(GLenum name, GLuint index);
void GL_APIENTRY vcl_gl_glDebugMessageInsert(GLenum source, GLenum type, GLuint id, GLenum severity, GLsizei length, const GLchar *buf);
void GL_APIENTRY vcl_gl_glDebugMessageCallback(GLDEBUGPROC callback, const void *userParam);
void GL_APIENTRY vcl_gl_glPushDebugGroup(GLenum source, GLuint id, GLsizei length, const GLchar *message);
void GL_APIENTRY vcl_gl_glObjectLabel(GLenum identifier, GLuint name, GLsizei length, const GLchar *label);
void GL_APIENTRY vcl_gl_glObjectPtrLabel(const void *ptr, GLsizei length, const GLchar *label);
void GL_APIENTRY vcl_gl_glGetObjectPtrLabel(const void *ptr, GLsizei bufSize, GLsizei *length, GLchar *label);
void GL_APIENTRY vcl_gl_glGetPointerv(GLenum pname, void **params);
void GL_APIENTRY vcl_gl_glEGLImageTargetTexture2DOES(GLenum target, GLeglImageOES image);
void GL_APIENTRY vcl_gl_glEGLImageTargetRenderbufferStorageOES(GLenum target, GLeglImageOES image);
void GL_APIENTRY vcl_gl_glEGLImageTargetTexStorageEXT(GLenum target, GLeglImageOES image, const GLint *attrib_list);

/* Guest-side state of calls flagged track (src/frontend/vcl_fe_egl.c): false when the call
 * is dealt with and is not to be sent as it is. */
bool vcl_gl_track_glBindBuffer(GLenum target, GLuint buffer);
bool vcl_gl_track_glDeleteBuffers(GLsizei n, const GLuint *buffers);
bool vcl_gl_track_glDisable(GLenum cap);
bool vcl_gl_track_glDisableVertexAttribArray(GLuint index);
bool vcl_gl_track_glDrawArrays(GLenum mode, GLint first, GLsizei count);
bool vcl_gl_track_glDrawElements(GLenum mode, GLsizei count, GLenum type, const void *indices);
bool vcl_gl_track_glEnable(GLenum cap);
bool vcl_gl_track_glEnableVertexAttribArray(GLuint index);
bool vcl_gl_track_glGetBufferParameteriv(GLenum target, GLenum pname, GLint *params);
bool vcl_gl_track_glGetVertexAttribPointerv(GLuint index, GLenum pname, void **pointer);
bool vcl_gl_track_glVertexAttribPointer(GLuint index, GLint size, GLenum type, GLboolean normalized, GLsizei stride, const void *pointer);
bool vcl_gl_track_glDrawRangeElements(GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type, const void *indices);
bool vcl_gl_track_glBindVertexArray(GLuint array);
bool vcl_gl_track_glDeleteVertexArrays(GLsizei n, const GLuint *arrays);
bool vcl_gl_track_glVertexAttribIPointer(GLuint index, GLint size, GLenum type, GLsizei stride, const void *pointer);
bool vcl_gl_track_glDrawArraysInstanced(GLenum mode, GLint first, GLsizei count, GLsizei instancecount);
bool vcl_gl_track_glDrawElementsInstanced(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount);
bool vcl_gl_track_glGetBufferParameteri64v(GLenum target, GLenum pname, GLint64 *params);
bool vcl_gl_track_glVertexAttribDivisor(GLuint index, GLuint divisor);
bool vcl_gl_track_glDrawArraysInstancedEXT(GLenum mode, GLint start, GLsizei count, GLsizei primcount);
bool vcl_gl_track_glDrawElementsInstancedEXT(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei primcount);
bool vcl_gl_track_glMemoryBarrier(GLbitfield barriers);

/* After a call flagged after has its reply (src/frontend/vcl_fe_egl.c): its return value
 * first, then its parameters. */
void vcl_gl_after_glFinish(void);
void vcl_gl_after_glClientWaitSync(GLenum r, GLsync sync, GLbitfield flags, GLuint64 timeout);
void vcl_gl_after_glGetSynciv(GLsync sync, GLenum pname, GLsizei count, GLsizei *length, GLint *values);

/* Every remoted GL entry point by name, sorted (eglGetProcAddress: vcl_gl_proc). */
struct vn_gl_proc {
    const char *name;
    void (*fn)(void);
};

#define VN_GL_PROCS 506
extern const struct vn_gl_proc vn_gl_procs[VN_GL_PROCS];

#endif
