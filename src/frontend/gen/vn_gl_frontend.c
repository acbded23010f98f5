/* generated from api/gles.api and the Khronos registry (gl.xml) by tools/gen/gen.py, do not edit */
#include "vcl_fe.h"
#include "vcl_fe_gl.h"
#include "vn_gl.h"

static void GL_APIENTRY vcl_gl_glActiveTexture(GLenum texture)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glActiveTexture))
        return;
    vcl_enc_val(&c.enc, &texture, sizeof(texture));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glAttachShader(GLuint program, GLuint shader)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glAttachShader))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &shader, sizeof(shader));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBindAttribLocation(GLuint program, GLuint index, const GLchar *name)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindAttribLocation))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_str(&c.enc, name);
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBindBuffer(GLenum target, GLuint buffer)
{
    struct vcl_call c;
    if (!vcl_gl_track_glBindBuffer(target, buffer))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glBindBuffer))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &buffer, sizeof(buffer));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBindFramebuffer(GLenum target, GLuint framebuffer)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindFramebuffer))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &framebuffer, sizeof(framebuffer));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBindRenderbuffer(GLenum target, GLuint renderbuffer)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindRenderbuffer))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &renderbuffer, sizeof(renderbuffer));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBindTexture(GLenum target, GLuint texture)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindTexture))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &texture, sizeof(texture));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBlendColor(GLfloat red, GLfloat green, GLfloat blue, GLfloat alpha)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBlendColor))
        return;
    vcl_enc_val(&c.enc, &red, sizeof(red));
    vcl_enc_val(&c.enc, &green, sizeof(green));
    vcl_enc_val(&c.enc, &blue, sizeof(blue));
    vcl_enc_val(&c.enc, &alpha, sizeof(alpha));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBlendEquation(GLenum mode)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBlendEquation))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBlendEquationSeparate(GLenum modeRGB, GLenum modeAlpha)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBlendEquationSeparate))
        return;
    vcl_enc_val(&c.enc, &modeRGB, sizeof(modeRGB));
    vcl_enc_val(&c.enc, &modeAlpha, sizeof(modeAlpha));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBlendFunc(GLenum sfactor, GLenum dfactor)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBlendFunc))
        return;
    vcl_enc_val(&c.enc, &sfactor, sizeof(sfactor));
    vcl_enc_val(&c.enc, &dfactor, sizeof(dfactor));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBlendFuncSeparate(GLenum sfactorRGB, GLenum dfactorRGB, GLenum sfactorAlpha, GLenum dfactorAlpha)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBlendFuncSeparate))
        return;
    vcl_enc_val(&c.enc, &sfactorRGB, sizeof(sfactorRGB));
    vcl_enc_val(&c.enc, &dfactorRGB, sizeof(dfactorRGB));
    vcl_enc_val(&c.enc, &sfactorAlpha, sizeof(sfactorAlpha));
    vcl_enc_val(&c.enc, &dfactorAlpha, sizeof(dfactorAlpha));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBufferData(GLenum target, GLsizeiptr size, const void *data, GLenum usage)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    if (!vcl_gl_call_init(&c, VN_OP_glBufferData))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_gl_enc_data(&c, &xf, (int64_t)(size) > 0 ? data : NULL, (int64_t)(size) > 0 ? (size_t)(size) : 0);
    vcl_enc_val(&c.enc, &usage, sizeof(usage));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glBufferSubData(GLenum target, GLintptr offset, GLsizeiptr size, const void *data)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    if (!vcl_gl_call_init(&c, VN_OP_glBufferSubData))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &offset, sizeof(offset));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_gl_enc_data(&c, &xf, (int64_t)(size) > 0 ? data : NULL, (int64_t)(size) > 0 ? (size_t)(size) : 0);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static GLenum GL_APIENTRY vcl_gl_glCheckFramebufferStatus(GLenum target)
{
    struct vcl_call c;
    GLenum r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glCheckFramebufferStatus))
        return r;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glClear(GLbitfield mask)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glClear))
        return;
    vcl_enc_val(&c.enc, &mask, sizeof(mask));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glClearColor(GLfloat red, GLfloat green, GLfloat blue, GLfloat alpha)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glClearColor))
        return;
    vcl_enc_val(&c.enc, &red, sizeof(red));
    vcl_enc_val(&c.enc, &green, sizeof(green));
    vcl_enc_val(&c.enc, &blue, sizeof(blue));
    vcl_enc_val(&c.enc, &alpha, sizeof(alpha));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glClearDepthf(GLfloat d)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glClearDepthf))
        return;
    vcl_enc_val(&c.enc, &d, sizeof(d));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glClearStencil(GLint s)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glClearStencil))
        return;
    vcl_enc_val(&c.enc, &s, sizeof(s));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glColorMask(GLboolean red, GLboolean green, GLboolean blue, GLboolean alpha)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glColorMask))
        return;
    vcl_enc_val(&c.enc, &red, sizeof(red));
    vcl_enc_val(&c.enc, &green, sizeof(green));
    vcl_enc_val(&c.enc, &blue, sizeof(blue));
    vcl_enc_val(&c.enc, &alpha, sizeof(alpha));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glCompileShader(GLuint shader)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glCompileShader))
        return;
    vcl_enc_val(&c.enc, &shader, sizeof(shader));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glCompressedTexImage2D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLsizei height, GLint border, GLsizei imageSize, const void *data)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    bool data_pbo = vcl_gl_pbo(false);
    if (!vcl_gl_call_init(&c, VN_OP_glCompressedTexImage2D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &border, sizeof(border));
    vcl_enc_val(&c.enc, &imageSize, sizeof(imageSize));
    vcl_enc_want(&c.enc, data_pbo);
    if (data_pbo)
        vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)data);
    else
        vcl_gl_enc_data(&c, &xf, (int64_t)(imageSize) > 0 ? data : NULL, (int64_t)(imageSize) > 0 ? (size_t)(imageSize) : 0);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glCompressedTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLsizei imageSize, const void *data)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    bool data_pbo = vcl_gl_pbo(false);
    if (!vcl_gl_call_init(&c, VN_OP_glCompressedTexSubImage2D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &xoffset, sizeof(xoffset));
    vcl_enc_val(&c.enc, &yoffset, sizeof(yoffset));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &format, sizeof(format));
    vcl_enc_val(&c.enc, &imageSize, sizeof(imageSize));
    vcl_enc_want(&c.enc, data_pbo);
    if (data_pbo)
        vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)data);
    else
        vcl_gl_enc_data(&c, &xf, (int64_t)(imageSize) > 0 ? data : NULL, (int64_t)(imageSize) > 0 ? (size_t)(imageSize) : 0);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glCopyTexImage2D(GLenum target, GLint level, GLenum internalformat, GLint x, GLint y, GLsizei width, GLsizei height, GLint border)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glCopyTexImage2D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &border, sizeof(border));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glCopyTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint x, GLint y, GLsizei width, GLsizei height)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glCopyTexSubImage2D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &xoffset, sizeof(xoffset));
    vcl_enc_val(&c.enc, &yoffset, sizeof(yoffset));
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLuint GL_APIENTRY vcl_gl_glCreateProgram(void)
{
    struct vcl_call c;
    GLuint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glCreateProgram))
        return r;
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static GLuint GL_APIENTRY vcl_gl_glCreateShader(GLenum type)
{
    struct vcl_call c;
    GLuint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glCreateShader))
        return r;
    vcl_enc_val(&c.enc, &type, sizeof(type));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glCullFace(GLenum mode)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glCullFace))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDeleteBuffers(GLsizei n, const GLuint *buffers)
{
    struct vcl_call c;
    if (!vcl_gl_track_glDeleteBuffers(n, buffers))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteBuffers))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_arr(&c.enc, (int64_t)(n) > 0 ? (const void *)buffers : NULL, (int64_t)(n) > 0 ? (uint64_t)(n) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDeleteFramebuffers(GLsizei n, const GLuint *framebuffers)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteFramebuffers))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_arr(&c.enc, (int64_t)(n) > 0 ? (const void *)framebuffers : NULL, (int64_t)(n) > 0 ? (uint64_t)(n) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDeleteProgram(GLuint program)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteProgram))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDeleteRenderbuffers(GLsizei n, const GLuint *renderbuffers)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteRenderbuffers))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_arr(&c.enc, (int64_t)(n) > 0 ? (const void *)renderbuffers : NULL, (int64_t)(n) > 0 ? (uint64_t)(n) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDeleteShader(GLuint shader)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteShader))
        return;
    vcl_enc_val(&c.enc, &shader, sizeof(shader));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDeleteTextures(GLsizei n, const GLuint *textures)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteTextures))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_arr(&c.enc, (int64_t)(n) > 0 ? (const void *)textures : NULL, (int64_t)(n) > 0 ? (uint64_t)(n) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDepthFunc(GLenum func)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDepthFunc))
        return;
    vcl_enc_val(&c.enc, &func, sizeof(func));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDepthMask(GLboolean flag)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDepthMask))
        return;
    vcl_enc_val(&c.enc, &flag, sizeof(flag));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDepthRangef(GLfloat n, GLfloat f)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDepthRangef))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_val(&c.enc, &f, sizeof(f));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDetachShader(GLuint program, GLuint shader)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDetachShader))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &shader, sizeof(shader));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDisable(GLenum cap)
{
    struct vcl_call c;
    if (!vcl_gl_track_glDisable(cap))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glDisable))
        return;
    vcl_enc_val(&c.enc, &cap, sizeof(cap));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDisableVertexAttribArray(GLuint index)
{
    struct vcl_call c;
    if (!vcl_gl_track_glDisableVertexAttribArray(index))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glDisableVertexAttribArray))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawArrays(GLenum mode, GLint first, GLsizei count)
{
    struct vcl_call c;
    if (!vcl_gl_track_glDrawArrays(mode, first, count))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawArrays))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &first, sizeof(first));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawElements(GLenum mode, GLsizei count, GLenum type, const void *indices)
{
    struct vcl_call c;
    if (!vcl_gl_track_glDrawElements(mode, count, type, indices))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawElements))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)indices);
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glEnable(GLenum cap)
{
    struct vcl_call c;
    if (!vcl_gl_track_glEnable(cap))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glEnable))
        return;
    vcl_enc_val(&c.enc, &cap, sizeof(cap));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glEnableVertexAttribArray(GLuint index)
{
    struct vcl_call c;
    if (!vcl_gl_track_glEnableVertexAttribArray(index))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glEnableVertexAttribArray))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glFinish(void)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glFinish))
        return;
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    vcl_gl_after_glFinish();
    return;
}

static void GL_APIENTRY vcl_gl_glFlush(void)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glFlush))
        return;
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glFramebufferRenderbuffer(GLenum target, GLenum attachment, GLenum renderbuffertarget, GLuint renderbuffer)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glFramebufferRenderbuffer))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &attachment, sizeof(attachment));
    vcl_enc_val(&c.enc, &renderbuffertarget, sizeof(renderbuffertarget));
    vcl_enc_val(&c.enc, &renderbuffer, sizeof(renderbuffer));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glFramebufferTexture2D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glFramebufferTexture2D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &attachment, sizeof(attachment));
    vcl_enc_val(&c.enc, &textarget, sizeof(textarget));
    vcl_enc_val(&c.enc, &texture, sizeof(texture));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glFrontFace(GLenum mode)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glFrontFace))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGenBuffers(GLsizei n, GLuint *buffers)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGenBuffers))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_want(&c.enc, buffers != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, buffers, (int64_t)(n) > 0 ? (size_t)((int64_t)(n)) * sizeof(*buffers) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGenerateMipmap(GLenum target)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGenerateMipmap))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGenFramebuffers(GLsizei n, GLuint *framebuffers)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGenFramebuffers))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_want(&c.enc, framebuffers != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, framebuffers, (int64_t)(n) > 0 ? (size_t)((int64_t)(n)) * sizeof(*framebuffers) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGenRenderbuffers(GLsizei n, GLuint *renderbuffers)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGenRenderbuffers))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_want(&c.enc, renderbuffers != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, renderbuffers, (int64_t)(n) > 0 ? (size_t)((int64_t)(n)) * sizeof(*renderbuffers) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGenTextures(GLsizei n, GLuint *textures)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGenTextures))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_want(&c.enc, textures != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, textures, (int64_t)(n) > 0 ? (size_t)((int64_t)(n)) * sizeof(*textures) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetActiveAttrib(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLint *size, GLenum *type, GLchar *name)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetActiveAttrib))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, size != NULL);
    vcl_enc_want(&c.enc, type != NULL);
    vcl_enc_want(&c.enc, name != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_out(&c.rep, size, sizeof(*size));
        vcl_dec_out(&c.rep, type, sizeof(*type));
        vcl_dec_outbuf(&c.rep, name, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetActiveUniform(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLint *size, GLenum *type, GLchar *name)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetActiveUniform))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, size != NULL);
    vcl_enc_want(&c.enc, type != NULL);
    vcl_enc_want(&c.enc, name != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_out(&c.rep, size, sizeof(*size));
        vcl_dec_out(&c.rep, type, sizeof(*type));
        vcl_dec_outbuf(&c.rep, name, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetAttachedShaders(GLuint program, GLsizei maxCount, GLsizei *count, GLuint *shaders)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetAttachedShaders))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &maxCount, sizeof(maxCount));
    vcl_enc_want(&c.enc, count != NULL);
    vcl_enc_want(&c.enc, shaders != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, count, sizeof(*count));
        vcl_dec_outbuf(&c.rep, shaders, (int64_t)(maxCount) > 0 ? (size_t)((int64_t)(maxCount)) * sizeof(*shaders) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static GLint GL_APIENTRY vcl_gl_glGetAttribLocation(GLuint program, const GLchar *name)
{
    struct vcl_call c;
    GLint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glGetAttribLocation))
        return r;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_str(&c.enc, name);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glGetBooleanv(GLenum pname, GLboolean *data)
{
    struct vcl_call c;
    const int64_t data_k = (int64_t)(vcl_gl_get_values(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetBooleanv))
        return;
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, data != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, data, data_k > 0 ? (size_t)(data_k) * sizeof(*data) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetBufferParameteriv(GLenum target, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_track_glGetBufferParameteriv(target, pname, params))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glGetBufferParameteriv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetFloatv(GLenum pname, GLfloat *data)
{
    struct vcl_call c;
    const int64_t data_k = (int64_t)(vcl_gl_get_values(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetFloatv))
        return;
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, data != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, data, data_k > 0 ? (size_t)(data_k) * sizeof(*data) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetFramebufferAttachmentParameteriv(GLenum target, GLenum attachment, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetFramebufferAttachmentParameteriv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &attachment, sizeof(attachment));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetIntegerv(GLenum pname, GLint *data)
{
    struct vcl_call c;
    const int64_t data_k = (int64_t)(vcl_gl_get_values(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetIntegerv))
        return;
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, data != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, data, data_k > 0 ? (size_t)(data_k) * sizeof(*data) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetProgramiv(GLuint program, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetProgramInfoLog(GLuint program, GLsizei bufSize, GLsizei *length, GLchar *infoLog)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramInfoLog))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, infoLog != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_outbuf(&c.rep, infoLog, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetRenderbufferParameteriv(GLenum target, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetRenderbufferParameteriv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetShaderiv(GLuint shader, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetShaderiv))
        return;
    vcl_enc_val(&c.enc, &shader, sizeof(shader));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetShaderInfoLog(GLuint shader, GLsizei bufSize, GLsizei *length, GLchar *infoLog)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetShaderInfoLog))
        return;
    vcl_enc_val(&c.enc, &shader, sizeof(shader));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, infoLog != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_outbuf(&c.rep, infoLog, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetShaderPrecisionFormat(GLenum shadertype, GLenum precisiontype, GLint *range, GLint *precision)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetShaderPrecisionFormat))
        return;
    vcl_enc_val(&c.enc, &shadertype, sizeof(shadertype));
    vcl_enc_val(&c.enc, &precisiontype, sizeof(precisiontype));
    vcl_enc_want(&c.enc, range != NULL);
    vcl_enc_want(&c.enc, precision != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, range, (int64_t)(2) > 0 ? (size_t)((int64_t)(2)) * sizeof(*range) : 0);
        vcl_dec_out(&c.rep, precision, sizeof(*precision));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetShaderSource(GLuint shader, GLsizei bufSize, GLsizei *length, GLchar *source)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetShaderSource))
        return;
    vcl_enc_val(&c.enc, &shader, sizeof(shader));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, source != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_outbuf(&c.rep, source, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetTexParameterfv(GLenum target, GLenum pname, GLfloat *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetTexParameterfv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetTexParameteriv(GLenum target, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetTexParameteriv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetUniformfv(GLuint program, GLint location, GLfloat *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
    if (!vcl_gl_call_init(&c, VN_OP_glGetUniformfv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetUniformiv(GLuint program, GLint location, GLint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
    if (!vcl_gl_call_init(&c, VN_OP_glGetUniformiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static GLint GL_APIENTRY vcl_gl_glGetUniformLocation(GLuint program, const GLchar *name)
{
    struct vcl_call c;
    GLint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glGetUniformLocation))
        return r;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_str(&c.enc, name);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glGetVertexAttribfv(GLuint index, GLenum pname, GLfloat *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(vcl_gl_attrib_count(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetVertexAttribfv))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetVertexAttribiv(GLuint index, GLenum pname, GLint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(vcl_gl_attrib_count(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetVertexAttribiv))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetVertexAttribPointerv(GLuint index, GLenum pname, void **pointer)
{
    struct vcl_call c;
    if (!vcl_gl_track_glGetVertexAttribPointerv(index, pname, pointer))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glGetVertexAttribPointerv))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, pointer != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, pointer, sizeof(*pointer));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glHint(GLenum target, GLenum mode)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glHint))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLboolean GL_APIENTRY vcl_gl_glIsBuffer(GLuint buffer)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsBuffer))
        return r;
    vcl_enc_val(&c.enc, &buffer, sizeof(buffer));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static GLboolean GL_APIENTRY vcl_gl_glIsEnabled(GLenum cap)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsEnabled))
        return r;
    vcl_enc_val(&c.enc, &cap, sizeof(cap));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static GLboolean GL_APIENTRY vcl_gl_glIsFramebuffer(GLuint framebuffer)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsFramebuffer))
        return r;
    vcl_enc_val(&c.enc, &framebuffer, sizeof(framebuffer));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static GLboolean GL_APIENTRY vcl_gl_glIsProgram(GLuint program)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsProgram))
        return r;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static GLboolean GL_APIENTRY vcl_gl_glIsRenderbuffer(GLuint renderbuffer)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsRenderbuffer))
        return r;
    vcl_enc_val(&c.enc, &renderbuffer, sizeof(renderbuffer));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static GLboolean GL_APIENTRY vcl_gl_glIsShader(GLuint shader)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsShader))
        return r;
    vcl_enc_val(&c.enc, &shader, sizeof(shader));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static GLboolean GL_APIENTRY vcl_gl_glIsTexture(GLuint texture)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsTexture))
        return r;
    vcl_enc_val(&c.enc, &texture, sizeof(texture));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glLineWidth(GLfloat width)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glLineWidth))
        return;
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glLinkProgram(GLuint program)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glLinkProgram))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glPolygonOffset(GLfloat factor, GLfloat units)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glPolygonOffset))
        return;
    vcl_enc_val(&c.enc, &factor, sizeof(factor));
    vcl_enc_val(&c.enc, &units, sizeof(units));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glReadPixels(GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, void *pixels)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    bool pixels_pbo = vcl_gl_pbo(true);
    size_t pixels_n = pixels_pbo ? 0 : vcl_gl_image_size(width, height, 1, format, type, vcl_gl_store_of(true, false));
    if (!vcl_gl_call_init(&c, VN_OP_glReadPixels))
        return;
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &format, sizeof(format));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_want(&c.enc, pixels_pbo);
    if (pixels_pbo)
        vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)pixels);
    else
        vcl_gl_enc_dest(&c, &xf, pixels_n != VCL_GL_BAD_SIZE && pixels ? pixels_n : 0);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        uint64_t vn_rep_len;
        const void *vn_rep_p = vcl_dec_buf(&c.rep, &vn_rep_len);
        if (!c.rep.err && !vcl_gl_image_done(&xf, pixels_pbo ? NULL : pixels, pixels_n != VCL_GL_BAD_SIZE && pixels ? pixels_n : 0, vn_rep_p, vn_rep_len, width, height, 1, format, type, vcl_gl_store_of(true, false)))
            c.rep.err = true;
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glReleaseShaderCompiler(void)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glReleaseShaderCompiler))
        return;
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glRenderbufferStorage(GLenum target, GLenum internalformat, GLsizei width, GLsizei height)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glRenderbufferStorage))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glSampleCoverage(GLfloat value, GLboolean invert)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glSampleCoverage))
        return;
    vcl_enc_val(&c.enc, &value, sizeof(value));
    vcl_enc_val(&c.enc, &invert, sizeof(invert));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glScissor(GLint x, GLint y, GLsizei width, GLsizei height)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glScissor))
        return;
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glShaderBinary(GLsizei count, const GLuint *shaders, GLenum binaryFormat, const void *binary, GLsizei length)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    if (!vcl_gl_call_init(&c, VN_OP_glShaderBinary))
        return;
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count) > 0 ? (const void *)shaders : NULL, (int64_t)(count) > 0 ? (uint64_t)(count) : 0, sizeof(GLuint));
    vcl_enc_val(&c.enc, &binaryFormat, sizeof(binaryFormat));
    vcl_gl_enc_data(&c, &xf, (int64_t)(length) > 0 ? binary : NULL, (int64_t)(length) > 0 ? (size_t)(length) : 0);
    vcl_enc_val(&c.enc, &length, sizeof(length));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glStencilFunc(GLenum func, GLint ref, GLuint mask)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glStencilFunc))
        return;
    vcl_enc_val(&c.enc, &func, sizeof(func));
    vcl_enc_val(&c.enc, &ref, sizeof(ref));
    vcl_enc_val(&c.enc, &mask, sizeof(mask));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glStencilFuncSeparate(GLenum face, GLenum func, GLint ref, GLuint mask)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glStencilFuncSeparate))
        return;
    vcl_enc_val(&c.enc, &face, sizeof(face));
    vcl_enc_val(&c.enc, &func, sizeof(func));
    vcl_enc_val(&c.enc, &ref, sizeof(ref));
    vcl_enc_val(&c.enc, &mask, sizeof(mask));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glStencilMask(GLuint mask)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glStencilMask))
        return;
    vcl_enc_val(&c.enc, &mask, sizeof(mask));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glStencilMaskSeparate(GLenum face, GLuint mask)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glStencilMaskSeparate))
        return;
    vcl_enc_val(&c.enc, &face, sizeof(face));
    vcl_enc_val(&c.enc, &mask, sizeof(mask));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glStencilOp(GLenum fail, GLenum zfail, GLenum zpass)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glStencilOp))
        return;
    vcl_enc_val(&c.enc, &fail, sizeof(fail));
    vcl_enc_val(&c.enc, &zfail, sizeof(zfail));
    vcl_enc_val(&c.enc, &zpass, sizeof(zpass));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glStencilOpSeparate(GLenum face, GLenum sfail, GLenum dpfail, GLenum dppass)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glStencilOpSeparate))
        return;
    vcl_enc_val(&c.enc, &face, sizeof(face));
    vcl_enc_val(&c.enc, &sfail, sizeof(sfail));
    vcl_enc_val(&c.enc, &dpfail, sizeof(dpfail));
    vcl_enc_val(&c.enc, &dppass, sizeof(dppass));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexImage2D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLint border, GLenum format, GLenum type, const void *pixels)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    bool pixels_pbo = vcl_gl_pbo(false);
    size_t pixels_n = pixels_pbo ? 0 : vcl_gl_image_size(width, height, 1, format, type, vcl_gl_store_of(false, false));
    if (!vcl_gl_call_init(&c, VN_OP_glTexImage2D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &border, sizeof(border));
    vcl_enc_val(&c.enc, &format, sizeof(format));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_want(&c.enc, pixels_pbo);
    if (pixels_pbo)
        vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)pixels);
    else
        vcl_gl_enc_data(&c, &xf, pixels_n != VCL_GL_BAD_SIZE ? pixels : NULL, pixels_n != VCL_GL_BAD_SIZE ? pixels_n : 0);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glTexParameterf(GLenum target, GLenum pname, GLfloat param)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexParameterf))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_val(&c.enc, &param, sizeof(param));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexParameterfv(GLenum target, GLenum pname, const GLfloat *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexParameterfv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_arr(&c.enc, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (const void *)params : NULL, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (uint64_t)(vcl_gl_tex_param_count(pname)) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexParameteri(GLenum target, GLenum pname, GLint param)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexParameteri))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_val(&c.enc, &param, sizeof(param));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexParameteriv(GLenum target, GLenum pname, const GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexParameteriv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_arr(&c.enc, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (const void *)params : NULL, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (uint64_t)(vcl_gl_tex_param_count(pname)) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexSubImage2D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLenum type, const void *pixels)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    bool pixels_pbo = vcl_gl_pbo(false);
    size_t pixels_n = pixels_pbo ? 0 : vcl_gl_image_size(width, height, 1, format, type, vcl_gl_store_of(false, false));
    if (!vcl_gl_call_init(&c, VN_OP_glTexSubImage2D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &xoffset, sizeof(xoffset));
    vcl_enc_val(&c.enc, &yoffset, sizeof(yoffset));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &format, sizeof(format));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_want(&c.enc, pixels_pbo);
    if (pixels_pbo)
        vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)pixels);
    else
        vcl_gl_enc_data(&c, &xf, pixels_n != VCL_GL_BAD_SIZE ? pixels : NULL, pixels_n != VCL_GL_BAD_SIZE ? pixels_n : 0);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glUniform1f(GLint location, GLfloat v0)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform1f))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform1fv(GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform1fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*1) > 0 ? (const void *)value : NULL, (int64_t)(count*1) > 0 ? (uint64_t)(count*1) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform1i(GLint location, GLint v0)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform1i))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform1iv(GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform1iv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*1) > 0 ? (const void *)value : NULL, (int64_t)(count*1) > 0 ? (uint64_t)(count*1) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform2f(GLint location, GLfloat v0, GLfloat v1)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform2f))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform2fv(GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform2fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*2) > 0 ? (const void *)value : NULL, (int64_t)(count*2) > 0 ? (uint64_t)(count*2) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform2i(GLint location, GLint v0, GLint v1)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform2i))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform2iv(GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform2iv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*2) > 0 ? (const void *)value : NULL, (int64_t)(count*2) > 0 ? (uint64_t)(count*2) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform3f(GLint location, GLfloat v0, GLfloat v1, GLfloat v2)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform3f))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform3fv(GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform3fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*3) > 0 ? (const void *)value : NULL, (int64_t)(count*3) > 0 ? (uint64_t)(count*3) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform3i(GLint location, GLint v0, GLint v1, GLint v2)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform3i))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform3iv(GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform3iv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*3) > 0 ? (const void *)value : NULL, (int64_t)(count*3) > 0 ? (uint64_t)(count*3) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform4f(GLint location, GLfloat v0, GLfloat v1, GLfloat v2, GLfloat v3)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform4f))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_enc_val(&c.enc, &v3, sizeof(v3));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform4fv(GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform4fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*4) > 0 ? (const void *)value : NULL, (int64_t)(count*4) > 0 ? (uint64_t)(count*4) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform4i(GLint location, GLint v0, GLint v1, GLint v2, GLint v3)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform4i))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_enc_val(&c.enc, &v3, sizeof(v3));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform4iv(GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform4iv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*4) > 0 ? (const void *)value : NULL, (int64_t)(count*4) > 0 ? (uint64_t)(count*4) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniformMatrix2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniformMatrix2fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)(count*4) > 0 ? (const void *)value : NULL, (int64_t)(count*4) > 0 ? (uint64_t)(count*4) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniformMatrix3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniformMatrix3fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)(count*9) > 0 ? (const void *)value : NULL, (int64_t)(count*9) > 0 ? (uint64_t)(count*9) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniformMatrix4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniformMatrix4fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)(count*16) > 0 ? (const void *)value : NULL, (int64_t)(count*16) > 0 ? (uint64_t)(count*16) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUseProgram(GLuint program)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUseProgram))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glValidateProgram(GLuint program)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glValidateProgram))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttrib1f(GLuint index, GLfloat x)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttrib1f))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttrib1fv(GLuint index, const GLfloat *v)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttrib1fv))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_arr(&c.enc, (int64_t)(1) > 0 ? (const void *)v : NULL, (int64_t)(1) > 0 ? (uint64_t)(1) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttrib2f(GLuint index, GLfloat x, GLfloat y)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttrib2f))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttrib2fv(GLuint index, const GLfloat *v)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttrib2fv))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_arr(&c.enc, (int64_t)(2) > 0 ? (const void *)v : NULL, (int64_t)(2) > 0 ? (uint64_t)(2) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttrib3f(GLuint index, GLfloat x, GLfloat y, GLfloat z)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttrib3f))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &z, sizeof(z));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttrib3fv(GLuint index, const GLfloat *v)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttrib3fv))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_arr(&c.enc, (int64_t)(3) > 0 ? (const void *)v : NULL, (int64_t)(3) > 0 ? (uint64_t)(3) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttrib4f(GLuint index, GLfloat x, GLfloat y, GLfloat z, GLfloat w)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttrib4f))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &z, sizeof(z));
    vcl_enc_val(&c.enc, &w, sizeof(w));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttrib4fv(GLuint index, const GLfloat *v)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttrib4fv))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_arr(&c.enc, (int64_t)(4) > 0 ? (const void *)v : NULL, (int64_t)(4) > 0 ? (uint64_t)(4) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttribPointer(GLuint index, GLint size, GLenum type, GLboolean normalized, GLsizei stride, const void *pointer)
{
    struct vcl_call c;
    if (!vcl_gl_track_glVertexAttribPointer(index, size, type, normalized, stride, pointer))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttribPointer))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_val(&c.enc, &normalized, sizeof(normalized));
    vcl_enc_val(&c.enc, &stride, sizeof(stride));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)pointer);
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glViewport(GLint x, GLint y, GLsizei width, GLsizei height)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glViewport))
        return;
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glReadBuffer(GLenum src)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glReadBuffer))
        return;
    vcl_enc_val(&c.enc, &src, sizeof(src));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawRangeElements(GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type, const void *indices)
{
    struct vcl_call c;
    if (!vcl_gl_track_glDrawRangeElements(mode, start, end, count, type, indices))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawRangeElements))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &start, sizeof(start));
    vcl_enc_val(&c.enc, &end, sizeof(end));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)indices);
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexImage3D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLsizei depth, GLint border, GLenum format, GLenum type, const void *pixels)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    bool pixels_pbo = vcl_gl_pbo(false);
    size_t pixels_n = pixels_pbo ? 0 : vcl_gl_image_size(width, height, depth, format, type, vcl_gl_store_of(false, true));
    if (!vcl_gl_call_init(&c, VN_OP_glTexImage3D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &depth, sizeof(depth));
    vcl_enc_val(&c.enc, &border, sizeof(border));
    vcl_enc_val(&c.enc, &format, sizeof(format));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_want(&c.enc, pixels_pbo);
    if (pixels_pbo)
        vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)pixels);
    else
        vcl_gl_enc_data(&c, &xf, pixels_n != VCL_GL_BAD_SIZE ? pixels : NULL, pixels_n != VCL_GL_BAD_SIZE ? pixels_n : 0);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLenum type, const void *pixels)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    bool pixels_pbo = vcl_gl_pbo(false);
    size_t pixels_n = pixels_pbo ? 0 : vcl_gl_image_size(width, height, depth, format, type, vcl_gl_store_of(false, true));
    if (!vcl_gl_call_init(&c, VN_OP_glTexSubImage3D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &xoffset, sizeof(xoffset));
    vcl_enc_val(&c.enc, &yoffset, sizeof(yoffset));
    vcl_enc_val(&c.enc, &zoffset, sizeof(zoffset));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &depth, sizeof(depth));
    vcl_enc_val(&c.enc, &format, sizeof(format));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_want(&c.enc, pixels_pbo);
    if (pixels_pbo)
        vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)pixels);
    else
        vcl_gl_enc_data(&c, &xf, pixels_n != VCL_GL_BAD_SIZE ? pixels : NULL, pixels_n != VCL_GL_BAD_SIZE ? pixels_n : 0);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glCopyTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLint x, GLint y, GLsizei width, GLsizei height)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glCopyTexSubImage3D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &xoffset, sizeof(xoffset));
    vcl_enc_val(&c.enc, &yoffset, sizeof(yoffset));
    vcl_enc_val(&c.enc, &zoffset, sizeof(zoffset));
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glCompressedTexImage3D(GLenum target, GLint level, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLint border, GLsizei imageSize, const void *data)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    bool data_pbo = vcl_gl_pbo(false);
    if (!vcl_gl_call_init(&c, VN_OP_glCompressedTexImage3D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &depth, sizeof(depth));
    vcl_enc_val(&c.enc, &border, sizeof(border));
    vcl_enc_val(&c.enc, &imageSize, sizeof(imageSize));
    vcl_enc_want(&c.enc, data_pbo);
    if (data_pbo)
        vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)data);
    else
        vcl_gl_enc_data(&c, &xf, (int64_t)(imageSize) > 0 ? data : NULL, (int64_t)(imageSize) > 0 ? (size_t)(imageSize) : 0);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glCompressedTexSubImage3D(GLenum target, GLint level, GLint xoffset, GLint yoffset, GLint zoffset, GLsizei width, GLsizei height, GLsizei depth, GLenum format, GLsizei imageSize, const void *data)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    bool data_pbo = vcl_gl_pbo(false);
    if (!vcl_gl_call_init(&c, VN_OP_glCompressedTexSubImage3D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &xoffset, sizeof(xoffset));
    vcl_enc_val(&c.enc, &yoffset, sizeof(yoffset));
    vcl_enc_val(&c.enc, &zoffset, sizeof(zoffset));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &depth, sizeof(depth));
    vcl_enc_val(&c.enc, &format, sizeof(format));
    vcl_enc_val(&c.enc, &imageSize, sizeof(imageSize));
    vcl_enc_want(&c.enc, data_pbo);
    if (data_pbo)
        vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)data);
    else
        vcl_gl_enc_data(&c, &xf, (int64_t)(imageSize) > 0 ? data : NULL, (int64_t)(imageSize) > 0 ? (size_t)(imageSize) : 0);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGenQueries(GLsizei n, GLuint *ids)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGenQueries))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_want(&c.enc, ids != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, ids, (int64_t)(n) > 0 ? (size_t)((int64_t)(n)) * sizeof(*ids) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glDeleteQueries(GLsizei n, const GLuint *ids)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteQueries))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_arr(&c.enc, (int64_t)(n) > 0 ? (const void *)ids : NULL, (int64_t)(n) > 0 ? (uint64_t)(n) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLboolean GL_APIENTRY vcl_gl_glIsQuery(GLuint id)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsQuery))
        return r;
    vcl_enc_val(&c.enc, &id, sizeof(id));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glBeginQuery(GLenum target, GLuint id)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBeginQuery))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &id, sizeof(id));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glEndQuery(GLenum target)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glEndQuery))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetQueryiv(GLenum target, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetQueryiv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetQueryObjectuiv(GLuint id, GLenum pname, GLuint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetQueryObjectuiv))
        return;
    vcl_enc_val(&c.enc, &id, sizeof(id));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glDrawBuffers(GLsizei n, const GLenum *bufs)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawBuffers))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_arr(&c.enc, (int64_t)(n) > 0 ? (const void *)bufs : NULL, (int64_t)(n) > 0 ? (uint64_t)(n) : 0, sizeof(GLenum));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniformMatrix2x3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniformMatrix2x3fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)(count*6) > 0 ? (const void *)value : NULL, (int64_t)(count*6) > 0 ? (uint64_t)(count*6) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniformMatrix3x2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniformMatrix3x2fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)(count*6) > 0 ? (const void *)value : NULL, (int64_t)(count*6) > 0 ? (uint64_t)(count*6) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniformMatrix2x4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniformMatrix2x4fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)(count*8) > 0 ? (const void *)value : NULL, (int64_t)(count*8) > 0 ? (uint64_t)(count*8) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniformMatrix4x2fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniformMatrix4x2fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)(count*8) > 0 ? (const void *)value : NULL, (int64_t)(count*8) > 0 ? (uint64_t)(count*8) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniformMatrix3x4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniformMatrix3x4fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)(count*12) > 0 ? (const void *)value : NULL, (int64_t)(count*12) > 0 ? (uint64_t)(count*12) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniformMatrix4x3fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniformMatrix4x3fv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)(count*12) > 0 ? (const void *)value : NULL, (int64_t)(count*12) > 0 ? (uint64_t)(count*12) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBlitFramebuffer(GLint srcX0, GLint srcY0, GLint srcX1, GLint srcY1, GLint dstX0, GLint dstY0, GLint dstX1, GLint dstY1, GLbitfield mask, GLenum filter)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBlitFramebuffer))
        return;
    vcl_enc_val(&c.enc, &srcX0, sizeof(srcX0));
    vcl_enc_val(&c.enc, &srcY0, sizeof(srcY0));
    vcl_enc_val(&c.enc, &srcX1, sizeof(srcX1));
    vcl_enc_val(&c.enc, &srcY1, sizeof(srcY1));
    vcl_enc_val(&c.enc, &dstX0, sizeof(dstX0));
    vcl_enc_val(&c.enc, &dstY0, sizeof(dstY0));
    vcl_enc_val(&c.enc, &dstX1, sizeof(dstX1));
    vcl_enc_val(&c.enc, &dstY1, sizeof(dstY1));
    vcl_enc_val(&c.enc, &mask, sizeof(mask));
    vcl_enc_val(&c.enc, &filter, sizeof(filter));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glRenderbufferStorageMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glRenderbufferStorageMultisample))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &samples, sizeof(samples));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glFramebufferTextureLayer(GLenum target, GLenum attachment, GLuint texture, GLint level, GLint layer)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glFramebufferTextureLayer))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &attachment, sizeof(attachment));
    vcl_enc_val(&c.enc, &texture, sizeof(texture));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &layer, sizeof(layer));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBindVertexArray(GLuint array)
{
    struct vcl_call c;
    if (!vcl_gl_track_glBindVertexArray(array))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glBindVertexArray))
        return;
    vcl_enc_val(&c.enc, &array, sizeof(array));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDeleteVertexArrays(GLsizei n, const GLuint *arrays)
{
    struct vcl_call c;
    if (!vcl_gl_track_glDeleteVertexArrays(n, arrays))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteVertexArrays))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_arr(&c.enc, (int64_t)(n) > 0 ? (const void *)arrays : NULL, (int64_t)(n) > 0 ? (uint64_t)(n) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGenVertexArrays(GLsizei n, GLuint *arrays)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGenVertexArrays))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_want(&c.enc, arrays != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, arrays, (int64_t)(n) > 0 ? (size_t)((int64_t)(n)) * sizeof(*arrays) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static GLboolean GL_APIENTRY vcl_gl_glIsVertexArray(GLuint array)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsVertexArray))
        return r;
    vcl_enc_val(&c.enc, &array, sizeof(array));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glGetIntegeri_v(GLenum target, GLuint index, GLint *data)
{
    struct vcl_call c;
    const int64_t data_k = (int64_t)(vcl_gl_get_count(target));
    if (!vcl_gl_call_init(&c, VN_OP_glGetIntegeri_v))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_want(&c.enc, data != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, data, data_k > 0 ? (size_t)(data_k) * sizeof(*data) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glBeginTransformFeedback(GLenum primitiveMode)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBeginTransformFeedback))
        return;
    vcl_enc_val(&c.enc, &primitiveMode, sizeof(primitiveMode));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glEndTransformFeedback(void)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glEndTransformFeedback))
        return;
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBindBufferRange(GLenum target, GLuint index, GLuint buffer, GLintptr offset, GLsizeiptr size)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindBufferRange))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &buffer, sizeof(buffer));
    vcl_enc_val(&c.enc, &offset, sizeof(offset));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBindBufferBase(GLenum target, GLuint index, GLuint buffer)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindBufferBase))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &buffer, sizeof(buffer));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTransformFeedbackVaryings(GLuint program, GLsizei count, const GLchar *const *varyings, GLenum bufferMode)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTransformFeedbackVaryings))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_gl_enc_strs(&c.enc, varyings, (int64_t)(count));
    vcl_enc_val(&c.enc, &bufferMode, sizeof(bufferMode));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetTransformFeedbackVarying(GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLsizei *size, GLenum *type, GLchar *name)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetTransformFeedbackVarying))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, size != NULL);
    vcl_enc_want(&c.enc, type != NULL);
    vcl_enc_want(&c.enc, name != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_out(&c.rep, size, sizeof(*size));
        vcl_dec_out(&c.rep, type, sizeof(*type));
        vcl_dec_outbuf(&c.rep, name, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glVertexAttribIPointer(GLuint index, GLint size, GLenum type, GLsizei stride, const void *pointer)
{
    struct vcl_call c;
    if (!vcl_gl_track_glVertexAttribIPointer(index, size, type, stride, pointer))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttribIPointer))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_val(&c.enc, &stride, sizeof(stride));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)pointer);
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetVertexAttribIiv(GLuint index, GLenum pname, GLint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(vcl_gl_attrib_count(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetVertexAttribIiv))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetVertexAttribIuiv(GLuint index, GLenum pname, GLuint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(vcl_gl_attrib_count(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetVertexAttribIuiv))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glVertexAttribI4i(GLuint index, GLint x, GLint y, GLint z, GLint w)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttribI4i))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &z, sizeof(z));
    vcl_enc_val(&c.enc, &w, sizeof(w));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttribI4ui(GLuint index, GLuint x, GLuint y, GLuint z, GLuint w)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttribI4ui))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &z, sizeof(z));
    vcl_enc_val(&c.enc, &w, sizeof(w));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttribI4iv(GLuint index, const GLint *v)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttribI4iv))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_arr(&c.enc, (int64_t)(4) > 0 ? (const void *)v : NULL, (int64_t)(4) > 0 ? (uint64_t)(4) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttribI4uiv(GLuint index, const GLuint *v)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttribI4uiv))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_arr(&c.enc, (int64_t)(4) > 0 ? (const void *)v : NULL, (int64_t)(4) > 0 ? (uint64_t)(4) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetUniformuiv(GLuint program, GLint location, GLuint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
    if (!vcl_gl_call_init(&c, VN_OP_glGetUniformuiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static GLint GL_APIENTRY vcl_gl_glGetFragDataLocation(GLuint program, const GLchar *name)
{
    struct vcl_call c;
    GLint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glGetFragDataLocation))
        return r;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_str(&c.enc, name);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glUniform1ui(GLint location, GLuint v0)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform1ui))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform2ui(GLint location, GLuint v0, GLuint v1)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform2ui))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform3ui(GLint location, GLuint v0, GLuint v1, GLuint v2)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform3ui))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform4ui(GLint location, GLuint v0, GLuint v1, GLuint v2, GLuint v3)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform4ui))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_enc_val(&c.enc, &v3, sizeof(v3));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform1uiv(GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform1uiv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*1) > 0 ? (const void *)value : NULL, (int64_t)(count*1) > 0 ? (uint64_t)(count*1) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform2uiv(GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform2uiv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*2) > 0 ? (const void *)value : NULL, (int64_t)(count*2) > 0 ? (uint64_t)(count*2) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform3uiv(GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform3uiv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*3) > 0 ? (const void *)value : NULL, (int64_t)(count*3) > 0 ? (uint64_t)(count*3) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUniform4uiv(GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniform4uiv))
        return;
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count*4) > 0 ? (const void *)value : NULL, (int64_t)(count*4) > 0 ? (uint64_t)(count*4) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glClearBufferiv(GLenum buffer, GLint drawbuffer, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glClearBufferiv))
        return;
    vcl_enc_val(&c.enc, &buffer, sizeof(buffer));
    vcl_enc_val(&c.enc, &drawbuffer, sizeof(drawbuffer));
    vcl_enc_arr(&c.enc, (int64_t)(vcl_gl_clear_count(buffer)) > 0 ? (const void *)value : NULL, (int64_t)(vcl_gl_clear_count(buffer)) > 0 ? (uint64_t)(vcl_gl_clear_count(buffer)) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glClearBufferuiv(GLenum buffer, GLint drawbuffer, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glClearBufferuiv))
        return;
    vcl_enc_val(&c.enc, &buffer, sizeof(buffer));
    vcl_enc_val(&c.enc, &drawbuffer, sizeof(drawbuffer));
    vcl_enc_arr(&c.enc, (int64_t)(vcl_gl_clear_count(buffer)) > 0 ? (const void *)value : NULL, (int64_t)(vcl_gl_clear_count(buffer)) > 0 ? (uint64_t)(vcl_gl_clear_count(buffer)) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glClearBufferfv(GLenum buffer, GLint drawbuffer, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glClearBufferfv))
        return;
    vcl_enc_val(&c.enc, &buffer, sizeof(buffer));
    vcl_enc_val(&c.enc, &drawbuffer, sizeof(drawbuffer));
    vcl_enc_arr(&c.enc, (int64_t)(vcl_gl_clear_count(buffer)) > 0 ? (const void *)value : NULL, (int64_t)(vcl_gl_clear_count(buffer)) > 0 ? (uint64_t)(vcl_gl_clear_count(buffer)) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glClearBufferfi(GLenum buffer, GLint drawbuffer, GLfloat depth, GLint stencil)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glClearBufferfi))
        return;
    vcl_enc_val(&c.enc, &buffer, sizeof(buffer));
    vcl_enc_val(&c.enc, &drawbuffer, sizeof(drawbuffer));
    vcl_enc_val(&c.enc, &depth, sizeof(depth));
    vcl_enc_val(&c.enc, &stencil, sizeof(stencil));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glCopyBufferSubData(GLenum readTarget, GLenum writeTarget, GLintptr readOffset, GLintptr writeOffset, GLsizeiptr size)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glCopyBufferSubData))
        return;
    vcl_enc_val(&c.enc, &readTarget, sizeof(readTarget));
    vcl_enc_val(&c.enc, &writeTarget, sizeof(writeTarget));
    vcl_enc_val(&c.enc, &readOffset, sizeof(readOffset));
    vcl_enc_val(&c.enc, &writeOffset, sizeof(writeOffset));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetUniformIndices(GLuint program, GLsizei uniformCount, const GLchar *const *uniformNames, GLuint *uniformIndices)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetUniformIndices))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &uniformCount, sizeof(uniformCount));
    vcl_gl_enc_strs(&c.enc, uniformNames, (int64_t)(uniformCount));
    vcl_enc_want(&c.enc, uniformIndices != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, uniformIndices, (int64_t)(uniformCount) > 0 ? (size_t)((int64_t)(uniformCount)) * sizeof(*uniformIndices) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetActiveUniformsiv(GLuint program, GLsizei uniformCount, const GLuint *uniformIndices, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetActiveUniformsiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &uniformCount, sizeof(uniformCount));
    vcl_enc_arr(&c.enc, (int64_t)(uniformCount) > 0 ? (const void *)uniformIndices : NULL, (int64_t)(uniformCount) > 0 ? (uint64_t)(uniformCount) : 0, sizeof(GLuint));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, (int64_t)(uniformCount) > 0 ? (size_t)((int64_t)(uniformCount)) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static GLuint GL_APIENTRY vcl_gl_glGetUniformBlockIndex(GLuint program, const GLchar *uniformBlockName)
{
    struct vcl_call c;
    GLuint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glGetUniformBlockIndex))
        return r;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_str(&c.enc, uniformBlockName);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glGetActiveUniformBlockiv(GLuint program, GLuint uniformBlockIndex, GLenum pname, GLint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(VCL_GL_BLOCK_COUNT(program,uniformBlockIndex,pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetActiveUniformBlockiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &uniformBlockIndex, sizeof(uniformBlockIndex));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetActiveUniformBlockName(GLuint program, GLuint uniformBlockIndex, GLsizei bufSize, GLsizei *length, GLchar *uniformBlockName)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetActiveUniformBlockName))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &uniformBlockIndex, sizeof(uniformBlockIndex));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, uniformBlockName != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_outbuf(&c.rep, uniformBlockName, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glUniformBlockBinding(GLuint program, GLuint uniformBlockIndex, GLuint uniformBlockBinding)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUniformBlockBinding))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &uniformBlockIndex, sizeof(uniformBlockIndex));
    vcl_enc_val(&c.enc, &uniformBlockBinding, sizeof(uniformBlockBinding));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawArraysInstanced(GLenum mode, GLint first, GLsizei count, GLsizei instancecount)
{
    struct vcl_call c;
    if (!vcl_gl_track_glDrawArraysInstanced(mode, first, count, instancecount))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawArraysInstanced))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &first, sizeof(first));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &instancecount, sizeof(instancecount));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawElementsInstanced(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount)
{
    struct vcl_call c;
    if (!vcl_gl_track_glDrawElementsInstanced(mode, count, type, indices, instancecount))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawElementsInstanced))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)indices);
    vcl_enc_val(&c.enc, &instancecount, sizeof(instancecount));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLsync GL_APIENTRY vcl_gl_glFenceSync(GLenum condition, GLbitfield flags)
{
    struct vcl_call c;
    GLsync r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glFenceSync))
        return r;
    vcl_enc_val(&c.enc, &condition, sizeof(condition));
    vcl_enc_val(&c.enc, &flags, sizeof(flags));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static GLboolean GL_APIENTRY vcl_gl_glIsSync(GLsync sync)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsSync))
        return r;
    vcl_enc_val(&c.enc, &sync, sizeof(sync));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glDeleteSync(GLsync sync)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteSync))
        return;
    vcl_enc_val(&c.enc, &sync, sizeof(sync));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLenum GL_APIENTRY vcl_gl_glClientWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout)
{
    struct vcl_call c;
    GLenum r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glClientWaitSync))
        return r;
    vcl_enc_val(&c.enc, &sync, sizeof(sync));
    vcl_enc_val(&c.enc, &flags, sizeof(flags));
    vcl_enc_val(&c.enc, &timeout, sizeof(timeout));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    vcl_gl_after_glClientWaitSync(r, sync, flags, timeout);
    return r;
}

static void GL_APIENTRY vcl_gl_glWaitSync(GLsync sync, GLbitfield flags, GLuint64 timeout)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glWaitSync))
        return;
    vcl_enc_val(&c.enc, &sync, sizeof(sync));
    vcl_enc_val(&c.enc, &flags, sizeof(flags));
    vcl_enc_val(&c.enc, &timeout, sizeof(timeout));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetInteger64v(GLenum pname, GLint64 *data)
{
    struct vcl_call c;
    const int64_t data_k = (int64_t)(vcl_gl_get_values(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetInteger64v))
        return;
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, data != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, data, data_k > 0 ? (size_t)(data_k) * sizeof(*data) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetSynciv(GLsync sync, GLenum pname, GLsizei count, GLsizei *length, GLint *values)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetSynciv))
        return;
    vcl_enc_val(&c.enc, &sync, sizeof(sync));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, values != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_outbuf(&c.rep, values, (int64_t)(count) > 0 ? (size_t)((int64_t)(count)) * sizeof(*values) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    vcl_gl_after_glGetSynciv(sync, pname, count, length, values);
    return;
}

static void GL_APIENTRY vcl_gl_glGetInteger64i_v(GLenum target, GLuint index, GLint64 *data)
{
    struct vcl_call c;
    const int64_t data_k = (int64_t)(vcl_gl_get_count(target));
    if (!vcl_gl_call_init(&c, VN_OP_glGetInteger64i_v))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_want(&c.enc, data != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, data, data_k > 0 ? (size_t)(data_k) * sizeof(*data) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetBufferParameteri64v(GLenum target, GLenum pname, GLint64 *params)
{
    struct vcl_call c;
    if (!vcl_gl_track_glGetBufferParameteri64v(target, pname, params))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glGetBufferParameteri64v))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGenSamplers(GLsizei count, GLuint *samplers)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGenSamplers))
        return;
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_want(&c.enc, samplers != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, samplers, (int64_t)(count) > 0 ? (size_t)((int64_t)(count)) * sizeof(*samplers) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glDeleteSamplers(GLsizei count, const GLuint *samplers)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteSamplers))
        return;
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count) > 0 ? (const void *)samplers : NULL, (int64_t)(count) > 0 ? (uint64_t)(count) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLboolean GL_APIENTRY vcl_gl_glIsSampler(GLuint sampler)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsSampler))
        return r;
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glBindSampler(GLuint unit, GLuint sampler)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindSampler))
        return;
    vcl_enc_val(&c.enc, &unit, sizeof(unit));
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glSamplerParameteri(GLuint sampler, GLenum pname, GLint param)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glSamplerParameteri))
        return;
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_val(&c.enc, &param, sizeof(param));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glSamplerParameteriv(GLuint sampler, GLenum pname, const GLint *param)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glSamplerParameteriv))
        return;
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_arr(&c.enc, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (const void *)param : NULL, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (uint64_t)(vcl_gl_tex_param_count(pname)) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glSamplerParameterf(GLuint sampler, GLenum pname, GLfloat param)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glSamplerParameterf))
        return;
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_val(&c.enc, &param, sizeof(param));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glSamplerParameterfv(GLuint sampler, GLenum pname, const GLfloat *param)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glSamplerParameterfv))
        return;
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_arr(&c.enc, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (const void *)param : NULL, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (uint64_t)(vcl_gl_tex_param_count(pname)) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetSamplerParameteriv(GLuint sampler, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetSamplerParameteriv))
        return;
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetSamplerParameterfv(GLuint sampler, GLenum pname, GLfloat *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetSamplerParameterfv))
        return;
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glVertexAttribDivisor(GLuint index, GLuint divisor)
{
    struct vcl_call c;
    if (!vcl_gl_track_glVertexAttribDivisor(index, divisor))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttribDivisor))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &divisor, sizeof(divisor));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBindTransformFeedback(GLenum target, GLuint id)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindTransformFeedback))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &id, sizeof(id));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDeleteTransformFeedbacks(GLsizei n, const GLuint *ids)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteTransformFeedbacks))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_arr(&c.enc, (int64_t)(n) > 0 ? (const void *)ids : NULL, (int64_t)(n) > 0 ? (uint64_t)(n) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGenTransformFeedbacks(GLsizei n, GLuint *ids)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGenTransformFeedbacks))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_want(&c.enc, ids != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, ids, (int64_t)(n) > 0 ? (size_t)((int64_t)(n)) * sizeof(*ids) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static GLboolean GL_APIENTRY vcl_gl_glIsTransformFeedback(GLuint id)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsTransformFeedback))
        return r;
    vcl_enc_val(&c.enc, &id, sizeof(id));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glPauseTransformFeedback(void)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glPauseTransformFeedback))
        return;
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glResumeTransformFeedback(void)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glResumeTransformFeedback))
        return;
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetProgramBinary(GLuint program, GLsizei bufSize, GLsizei *length, GLenum *binaryFormat, void *binary)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramBinary))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, binaryFormat != NULL);
    vcl_enc_want(&c.enc, binary != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_out(&c.rep, binaryFormat, sizeof(*binaryFormat));
        vcl_dec_outbuf(&c.rep, binary, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glProgramBinary(GLuint program, GLenum binaryFormat, const void *binary, GLsizei length)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    if (!vcl_gl_call_init(&c, VN_OP_glProgramBinary))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &binaryFormat, sizeof(binaryFormat));
    vcl_gl_enc_data(&c, &xf, (int64_t)(length) > 0 ? binary : NULL, (int64_t)(length) > 0 ? (size_t)(length) : 0);
    vcl_enc_val(&c.enc, &length, sizeof(length));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glProgramParameteri(GLuint program, GLenum pname, GLint value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramParameteri))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_val(&c.enc, &value, sizeof(value));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glInvalidateFramebuffer(GLenum target, GLsizei numAttachments, const GLenum *attachments)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glInvalidateFramebuffer))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &numAttachments, sizeof(numAttachments));
    vcl_enc_arr(&c.enc, (int64_t)(numAttachments) > 0 ? (const void *)attachments : NULL, (int64_t)(numAttachments) > 0 ? (uint64_t)(numAttachments) : 0, sizeof(GLenum));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glInvalidateSubFramebuffer(GLenum target, GLsizei numAttachments, const GLenum *attachments, GLint x, GLint y, GLsizei width, GLsizei height)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glInvalidateSubFramebuffer))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &numAttachments, sizeof(numAttachments));
    vcl_enc_arr(&c.enc, (int64_t)(numAttachments) > 0 ? (const void *)attachments : NULL, (int64_t)(numAttachments) > 0 ? (uint64_t)(numAttachments) : 0, sizeof(GLenum));
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexStorage2D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexStorage2D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &levels, sizeof(levels));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexStorage3D(GLenum target, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexStorage3D))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &levels, sizeof(levels));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &depth, sizeof(depth));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetInternalformativ(GLenum target, GLenum internalformat, GLenum pname, GLsizei count, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetInternalformativ))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, (int64_t)(count) > 0 ? (size_t)((int64_t)(count)) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glBindFragDataLocationIndexedEXT(GLuint program, GLuint colorNumber, GLuint index, const GLchar *name)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindFragDataLocationIndexedEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &colorNumber, sizeof(colorNumber));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_str(&c.enc, name);
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBindFragDataLocationEXT(GLuint program, GLuint color, const GLchar *name)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindFragDataLocationEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &color, sizeof(color));
    vcl_enc_str(&c.enc, name);
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLint GL_APIENTRY vcl_gl_glGetProgramResourceLocationIndexEXT(GLuint program, GLenum programInterface, const GLchar *name)
{
    struct vcl_call c;
    GLint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramResourceLocationIndexEXT))
        return r;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &programInterface, sizeof(programInterface));
    vcl_enc_str(&c.enc, name);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static GLint GL_APIENTRY vcl_gl_glGetFragDataIndexEXT(GLuint program, const GLchar *name)
{
    struct vcl_call c;
    GLint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glGetFragDataIndexEXT))
        return r;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_str(&c.enc, name);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glDrawBuffersEXT(GLsizei n, const GLenum *bufs)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawBuffersEXT))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_arr(&c.enc, (int64_t)(n) > 0 ? (const void *)bufs : NULL, (int64_t)(n) > 0 ? (uint64_t)(n) : 0, sizeof(GLenum));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDiscardFramebufferEXT(GLenum target, GLsizei numAttachments, const GLenum *attachments)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDiscardFramebufferEXT))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &numAttachments, sizeof(numAttachments));
    vcl_enc_arr(&c.enc, (int64_t)(numAttachments) > 0 ? (const void *)attachments : NULL, (int64_t)(numAttachments) > 0 ? (uint64_t)(numAttachments) : 0, sizeof(GLenum));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glPolygonOffsetClampEXT(GLfloat factor, GLfloat units, GLfloat clamp)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glPolygonOffsetClampEXT))
        return;
    vcl_enc_val(&c.enc, &factor, sizeof(factor));
    vcl_enc_val(&c.enc, &units, sizeof(units));
    vcl_enc_val(&c.enc, &clamp, sizeof(clamp));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTextureViewOES(GLuint texture, GLenum target, GLuint origtexture, GLenum internalformat, GLuint minlevel, GLuint numlevels, GLuint minlayer, GLuint numlayers)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTextureViewOES))
        return;
    vcl_enc_val(&c.enc, &texture, sizeof(texture));
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &origtexture, sizeof(origtexture));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &minlevel, sizeof(minlevel));
    vcl_enc_val(&c.enc, &numlevels, sizeof(numlevels));
    vcl_enc_val(&c.enc, &minlayer, sizeof(minlayer));
    vcl_enc_val(&c.enc, &numlayers, sizeof(numlayers));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glViewportArrayvOES(GLuint first, GLsizei count, const GLfloat *v)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glViewportArrayvOES))
        return;
    vcl_enc_val(&c.enc, &first, sizeof(first));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*4) > 0 ? (const void *)v : NULL, (int64_t)((int64_t)count*4) > 0 ? (uint64_t)((int64_t)count*4) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glViewportIndexedfOES(GLuint index, GLfloat x, GLfloat y, GLfloat w, GLfloat h)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glViewportIndexedfOES))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &w, sizeof(w));
    vcl_enc_val(&c.enc, &h, sizeof(h));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glViewportIndexedfvOES(GLuint index, const GLfloat *v)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glViewportIndexedfvOES))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_arr(&c.enc, (int64_t)(4) > 0 ? (const void *)v : NULL, (int64_t)(4) > 0 ? (uint64_t)(4) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glScissorArrayvOES(GLuint first, GLsizei count, const GLint *v)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glScissorArrayvOES))
        return;
    vcl_enc_val(&c.enc, &first, sizeof(first));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*4) > 0 ? (const void *)v : NULL, (int64_t)((int64_t)count*4) > 0 ? (uint64_t)((int64_t)count*4) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glScissorIndexedOES(GLuint index, GLint left, GLint bottom, GLsizei width, GLsizei height)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glScissorIndexedOES))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &left, sizeof(left));
    vcl_enc_val(&c.enc, &bottom, sizeof(bottom));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glScissorIndexedvOES(GLuint index, const GLint *v)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glScissorIndexedvOES))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_arr(&c.enc, (int64_t)(4) > 0 ? (const void *)v : NULL, (int64_t)(4) > 0 ? (uint64_t)(4) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDepthRangeArrayfvOES(GLuint first, GLsizei count, const GLfloat *v)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDepthRangeArrayfvOES))
        return;
    vcl_enc_val(&c.enc, &first, sizeof(first));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*2) > 0 ? (const void *)v : NULL, (int64_t)((int64_t)count*2) > 0 ? (uint64_t)((int64_t)count*2) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDepthRangeIndexedfOES(GLuint index, GLfloat n, GLfloat f)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDepthRangeIndexedfOES))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_val(&c.enc, &f, sizeof(f));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetFloati_vOES(GLenum target, GLuint index, GLfloat *data)
{
    struct vcl_call c;
    const int64_t data_k = (int64_t)(vcl_gl_get_count(target));
    if (!vcl_gl_call_init(&c, VN_OP_glGetFloati_vOES))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_want(&c.enc, data != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, data, data_k > 0 ? (size_t)(data_k) * sizeof(*data) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glEnableiOES(GLenum target, GLuint index)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glEnableiOES))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDisableiOES(GLenum target, GLuint index)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDisableiOES))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLboolean GL_APIENTRY vcl_gl_glIsEnablediOES(GLenum target, GLuint index)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsEnablediOES))
        return r;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glDrawArraysInstancedBaseInstanceEXT(GLenum mode, GLint first, GLsizei count, GLsizei instancecount, GLuint baseinstance)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawArraysInstancedBaseInstanceEXT))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &first, sizeof(first));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &instancecount, sizeof(instancecount));
    vcl_enc_val(&c.enc, &baseinstance, sizeof(baseinstance));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawElementsInstancedBaseInstanceEXT(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLuint baseinstance)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawElementsInstancedBaseInstanceEXT))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)indices);
    vcl_enc_val(&c.enc, &instancecount, sizeof(instancecount));
    vcl_enc_val(&c.enc, &baseinstance, sizeof(baseinstance));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawElementsInstancedBaseVertexBaseInstanceEXT(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLint basevertex, GLuint baseinstance)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawElementsInstancedBaseVertexBaseInstanceEXT))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)indices);
    vcl_enc_val(&c.enc, &instancecount, sizeof(instancecount));
    vcl_enc_val(&c.enc, &basevertex, sizeof(basevertex));
    vcl_enc_val(&c.enc, &baseinstance, sizeof(baseinstance));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawArraysInstancedEXT(GLenum mode, GLint start, GLsizei count, GLsizei primcount)
{
    struct vcl_call c;
    if (!vcl_gl_track_glDrawArraysInstancedEXT(mode, start, count, primcount))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawArraysInstancedEXT))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &start, sizeof(start));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &primcount, sizeof(primcount));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawElementsInstancedEXT(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei primcount)
{
    struct vcl_call c;
    if (!vcl_gl_track_glDrawElementsInstancedEXT(mode, count, type, indices, primcount))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawElementsInstancedEXT))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)indices);
    vcl_enc_val(&c.enc, &primcount, sizeof(primcount));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glFramebufferFetchBarrierEXT(void)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glFramebufferFetchBarrierEXT))
        return;
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glMaxShaderCompilerThreadsKHR(GLuint count)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glMaxShaderCompilerThreadsKHR))
        return;
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glActiveShaderProgramEXT(GLuint pipeline, GLuint program)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glActiveShaderProgramEXT))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBindProgramPipelineEXT(GLuint pipeline)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindProgramPipelineEXT))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLuint GL_APIENTRY vcl_gl_glCreateShaderProgramvEXT(GLenum type, GLsizei count, const GLchar **strings)
{
    struct vcl_call c;
    GLuint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glCreateShaderProgramvEXT))
        return r;
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_gl_enc_strs(&c.enc, strings, (int64_t)(count));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glDeleteProgramPipelinesEXT(GLsizei n, const GLuint *pipelines)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteProgramPipelinesEXT))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_arr(&c.enc, (int64_t)(n) > 0 ? (const void *)pipelines : NULL, (int64_t)(n) > 0 ? (uint64_t)(n) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGenProgramPipelinesEXT(GLsizei n, GLuint *pipelines)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGenProgramPipelinesEXT))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_want(&c.enc, pipelines != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, pipelines, (int64_t)(n) > 0 ? (size_t)((int64_t)(n)) * sizeof(*pipelines) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetProgramPipelineInfoLogEXT(GLuint pipeline, GLsizei bufSize, GLsizei *length, GLchar *infoLog)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramPipelineInfoLogEXT))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, infoLog != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_outbuf(&c.rep, infoLog, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetProgramPipelineivEXT(GLuint pipeline, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramPipelineivEXT))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static GLboolean GL_APIENTRY vcl_gl_glIsProgramPipelineEXT(GLuint pipeline)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsProgramPipelineEXT))
        return r;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glProgramParameteriEXT(GLuint program, GLenum pname, GLint value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramParameteriEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_val(&c.enc, &value, sizeof(value));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform1fEXT(GLuint program, GLint location, GLfloat v0)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1fEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform1fvEXT(GLuint program, GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*1) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*1) > 0 ? (uint64_t)((int64_t)count*1) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform1iEXT(GLuint program, GLint location, GLint v0)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1iEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform1ivEXT(GLuint program, GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1ivEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*1) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*1) > 0 ? (uint64_t)((int64_t)count*1) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform1uiEXT(GLuint program, GLint location, GLuint v0)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1uiEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform1uivEXT(GLuint program, GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1uivEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*1) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*1) > 0 ? (uint64_t)((int64_t)count*1) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2fEXT(GLuint program, GLint location, GLfloat v0, GLfloat v1)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2fEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2fvEXT(GLuint program, GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*2) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*2) > 0 ? (uint64_t)((int64_t)count*2) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2iEXT(GLuint program, GLint location, GLint v0, GLint v1)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2iEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2ivEXT(GLuint program, GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2ivEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*2) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*2) > 0 ? (uint64_t)((int64_t)count*2) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2uiEXT(GLuint program, GLint location, GLuint v0, GLuint v1)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2uiEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2uivEXT(GLuint program, GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2uivEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*2) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*2) > 0 ? (uint64_t)((int64_t)count*2) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3fEXT(GLuint program, GLint location, GLfloat v0, GLfloat v1, GLfloat v2)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3fEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3fvEXT(GLuint program, GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*3) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*3) > 0 ? (uint64_t)((int64_t)count*3) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3iEXT(GLuint program, GLint location, GLint v0, GLint v1, GLint v2)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3iEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3ivEXT(GLuint program, GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3ivEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*3) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*3) > 0 ? (uint64_t)((int64_t)count*3) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3uiEXT(GLuint program, GLint location, GLuint v0, GLuint v1, GLuint v2)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3uiEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3uivEXT(GLuint program, GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3uivEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*3) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*3) > 0 ? (uint64_t)((int64_t)count*3) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4fEXT(GLuint program, GLint location, GLfloat v0, GLfloat v1, GLfloat v2, GLfloat v3)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4fEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_enc_val(&c.enc, &v3, sizeof(v3));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4fvEXT(GLuint program, GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*4) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*4) > 0 ? (uint64_t)((int64_t)count*4) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4iEXT(GLuint program, GLint location, GLint v0, GLint v1, GLint v2, GLint v3)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4iEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_enc_val(&c.enc, &v3, sizeof(v3));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4ivEXT(GLuint program, GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4ivEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*4) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*4) > 0 ? (uint64_t)((int64_t)count*4) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4uiEXT(GLuint program, GLint location, GLuint v0, GLuint v1, GLuint v2, GLuint v3)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4uiEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_enc_val(&c.enc, &v3, sizeof(v3));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4uivEXT(GLuint program, GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4uivEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*4) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*4) > 0 ? (uint64_t)((int64_t)count*4) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix2fvEXT(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix2fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*4) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*4) > 0 ? (uint64_t)((int64_t)count*4) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix3fvEXT(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix3fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*9) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*9) > 0 ? (uint64_t)((int64_t)count*9) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix4fvEXT(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix4fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*16) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*16) > 0 ? (uint64_t)((int64_t)count*16) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix2x3fvEXT(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix2x3fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*6) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*6) > 0 ? (uint64_t)((int64_t)count*6) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix3x2fvEXT(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix3x2fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*6) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*6) > 0 ? (uint64_t)((int64_t)count*6) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix2x4fvEXT(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix2x4fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*8) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*8) > 0 ? (uint64_t)((int64_t)count*8) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix4x2fvEXT(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix4x2fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*8) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*8) > 0 ? (uint64_t)((int64_t)count*8) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix3x4fvEXT(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix3x4fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*12) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*12) > 0 ? (uint64_t)((int64_t)count*12) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix4x3fvEXT(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix4x3fvEXT))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*12) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*12) > 0 ? (uint64_t)((int64_t)count*12) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glUseProgramStagesEXT(GLuint pipeline, GLbitfield stages, GLuint program)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUseProgramStagesEXT))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_enc_val(&c.enc, &stages, sizeof(stages));
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glValidateProgramPipelineEXT(GLuint pipeline)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glValidateProgramPipelineEXT))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDispatchCompute(GLuint num_groups_x, GLuint num_groups_y, GLuint num_groups_z)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDispatchCompute))
        return;
    vcl_enc_val(&c.enc, &num_groups_x, sizeof(num_groups_x));
    vcl_enc_val(&c.enc, &num_groups_y, sizeof(num_groups_y));
    vcl_enc_val(&c.enc, &num_groups_z, sizeof(num_groups_z));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDispatchComputeIndirect(GLintptr indirect)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDispatchComputeIndirect))
        return;
    vcl_enc_val(&c.enc, &indirect, sizeof(indirect));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawArraysIndirect(GLenum mode, const void *indirect)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawArraysIndirect))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)indirect);
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawElementsIndirect(GLenum mode, GLenum type, const void *indirect)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawElementsIndirect))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)indirect);
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glFramebufferParameteri(GLenum target, GLenum pname, GLint param)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glFramebufferParameteri))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_val(&c.enc, &param, sizeof(param));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetFramebufferParameteriv(GLenum target, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetFramebufferParameteriv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetProgramInterfaceiv(GLuint program, GLenum programInterface, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramInterfaceiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &programInterface, sizeof(programInterface));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static GLuint GL_APIENTRY vcl_gl_glGetProgramResourceIndex(GLuint program, GLenum programInterface, const GLchar *name)
{
    struct vcl_call c;
    GLuint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramResourceIndex))
        return r;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &programInterface, sizeof(programInterface));
    vcl_enc_str(&c.enc, name);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glGetProgramResourceName(GLuint program, GLenum programInterface, GLuint index, GLsizei bufSize, GLsizei *length, GLchar *name)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramResourceName))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &programInterface, sizeof(programInterface));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, name != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_outbuf(&c.rep, name, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetProgramResourceiv(GLuint program, GLenum programInterface, GLuint index, GLsizei propCount, const GLenum *props, GLsizei count, GLsizei *length, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramResourceiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &programInterface, sizeof(programInterface));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &propCount, sizeof(propCount));
    vcl_enc_arr(&c.enc, (int64_t)(propCount) > 0 ? (const void *)props : NULL, (int64_t)(propCount) > 0 ? (uint64_t)(propCount) : 0, sizeof(GLenum));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_outbuf(&c.rep, params, (int64_t)(count) > 0 ? (size_t)((int64_t)(count)) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static GLint GL_APIENTRY vcl_gl_glGetProgramResourceLocation(GLuint program, GLenum programInterface, const GLchar *name)
{
    struct vcl_call c;
    GLint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramResourceLocation))
        return r;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &programInterface, sizeof(programInterface));
    vcl_enc_str(&c.enc, name);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glUseProgramStages(GLuint pipeline, GLbitfield stages, GLuint program)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glUseProgramStages))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_enc_val(&c.enc, &stages, sizeof(stages));
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glActiveShaderProgram(GLuint pipeline, GLuint program)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glActiveShaderProgram))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLuint GL_APIENTRY vcl_gl_glCreateShaderProgramv(GLenum type, GLsizei count, const GLchar *const *strings)
{
    struct vcl_call c;
    GLuint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glCreateShaderProgramv))
        return r;
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_gl_enc_strs(&c.enc, strings, (int64_t)(count));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glBindProgramPipeline(GLuint pipeline)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindProgramPipeline))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDeleteProgramPipelines(GLsizei n, const GLuint *pipelines)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDeleteProgramPipelines))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_arr(&c.enc, (int64_t)(n) > 0 ? (const void *)pipelines : NULL, (int64_t)(n) > 0 ? (uint64_t)(n) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGenProgramPipelines(GLsizei n, GLuint *pipelines)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGenProgramPipelines))
        return;
    vcl_enc_val(&c.enc, &n, sizeof(n));
    vcl_enc_want(&c.enc, pipelines != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, pipelines, (int64_t)(n) > 0 ? (size_t)((int64_t)(n)) * sizeof(*pipelines) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static GLboolean GL_APIENTRY vcl_gl_glIsProgramPipeline(GLuint pipeline)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsProgramPipeline))
        return r;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glGetProgramPipelineiv(GLuint pipeline, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramPipelineiv))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glProgramUniform1i(GLuint program, GLint location, GLint v0)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1i))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2i(GLuint program, GLint location, GLint v0, GLint v1)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2i))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3i(GLuint program, GLint location, GLint v0, GLint v1, GLint v2)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3i))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4i(GLuint program, GLint location, GLint v0, GLint v1, GLint v2, GLint v3)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4i))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_enc_val(&c.enc, &v3, sizeof(v3));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform1ui(GLuint program, GLint location, GLuint v0)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1ui))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2ui(GLuint program, GLint location, GLuint v0, GLuint v1)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2ui))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3ui(GLuint program, GLint location, GLuint v0, GLuint v1, GLuint v2)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3ui))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4ui(GLuint program, GLint location, GLuint v0, GLuint v1, GLuint v2, GLuint v3)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4ui))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_enc_val(&c.enc, &v3, sizeof(v3));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform1f(GLuint program, GLint location, GLfloat v0)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1f))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2f(GLuint program, GLint location, GLfloat v0, GLfloat v1)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2f))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3f(GLuint program, GLint location, GLfloat v0, GLfloat v1, GLfloat v2)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3f))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4f(GLuint program, GLint location, GLfloat v0, GLfloat v1, GLfloat v2, GLfloat v3)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4f))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &v0, sizeof(v0));
    vcl_enc_val(&c.enc, &v1, sizeof(v1));
    vcl_enc_val(&c.enc, &v2, sizeof(v2));
    vcl_enc_val(&c.enc, &v3, sizeof(v3));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform1iv(GLuint program, GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1iv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*1) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*1) > 0 ? (uint64_t)((int64_t)count*1) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2iv(GLuint program, GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2iv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*2) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*2) > 0 ? (uint64_t)((int64_t)count*2) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3iv(GLuint program, GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3iv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*3) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*3) > 0 ? (uint64_t)((int64_t)count*3) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4iv(GLuint program, GLint location, GLsizei count, const GLint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4iv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*4) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*4) > 0 ? (uint64_t)((int64_t)count*4) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform1uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1uiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*1) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*1) > 0 ? (uint64_t)((int64_t)count*1) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2uiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*2) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*2) > 0 ? (uint64_t)((int64_t)count*2) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3uiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*3) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*3) > 0 ? (uint64_t)((int64_t)count*3) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4uiv(GLuint program, GLint location, GLsizei count, const GLuint *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4uiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*4) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*4) > 0 ? (uint64_t)((int64_t)count*4) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform1fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform1fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*1) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*1) > 0 ? (uint64_t)((int64_t)count*1) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform2fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform2fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*2) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*2) > 0 ? (uint64_t)((int64_t)count*2) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform3fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform3fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*3) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*3) > 0 ? (uint64_t)((int64_t)count*3) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniform4fv(GLuint program, GLint location, GLsizei count, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniform4fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*4) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*4) > 0 ? (uint64_t)((int64_t)count*4) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix2fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*4) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*4) > 0 ? (uint64_t)((int64_t)count*4) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix3fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*9) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*9) > 0 ? (uint64_t)((int64_t)count*9) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix4fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*16) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*16) > 0 ? (uint64_t)((int64_t)count*16) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix2x3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix2x3fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*6) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*6) > 0 ? (uint64_t)((int64_t)count*6) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix3x2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix3x2fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*6) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*6) > 0 ? (uint64_t)((int64_t)count*6) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix2x4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix2x4fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*8) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*8) > 0 ? (uint64_t)((int64_t)count*8) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix4x2fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix4x2fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*8) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*8) > 0 ? (uint64_t)((int64_t)count*8) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix3x4fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix3x4fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*12) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*12) > 0 ? (uint64_t)((int64_t)count*12) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glProgramUniformMatrix4x3fv(GLuint program, GLint location, GLsizei count, GLboolean transpose, const GLfloat *value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glProgramUniformMatrix4x3fv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &transpose, sizeof(transpose));
    vcl_enc_arr(&c.enc, (int64_t)((int64_t)count*12) > 0 ? (const void *)value : NULL, (int64_t)((int64_t)count*12) > 0 ? (uint64_t)((int64_t)count*12) : 0, sizeof(GLfloat));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glValidateProgramPipeline(GLuint pipeline)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glValidateProgramPipeline))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetProgramPipelineInfoLog(GLuint pipeline, GLsizei bufSize, GLsizei *length, GLchar *infoLog)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetProgramPipelineInfoLog))
        return;
    vcl_enc_val(&c.enc, &pipeline, sizeof(pipeline));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, infoLog != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_outbuf(&c.rep, infoLog, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glBindImageTexture(GLuint unit, GLuint texture, GLint level, GLboolean layered, GLint layer, GLenum access, GLenum format)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindImageTexture))
        return;
    vcl_enc_val(&c.enc, &unit, sizeof(unit));
    vcl_enc_val(&c.enc, &texture, sizeof(texture));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &layered, sizeof(layered));
    vcl_enc_val(&c.enc, &layer, sizeof(layer));
    vcl_enc_val(&c.enc, &access, sizeof(access));
    vcl_enc_val(&c.enc, &format, sizeof(format));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetBooleani_v(GLenum target, GLuint index, GLboolean *data)
{
    struct vcl_call c;
    const int64_t data_k = (int64_t)(vcl_gl_get_count(target));
    if (!vcl_gl_call_init(&c, VN_OP_glGetBooleani_v))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_want(&c.enc, data != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, data, data_k > 0 ? (size_t)(data_k) * sizeof(*data) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glMemoryBarrier(GLbitfield barriers)
{
    struct vcl_call c;
    if (!vcl_gl_track_glMemoryBarrier(barriers))
        return;
    if (!vcl_gl_call_init(&c, VN_OP_glMemoryBarrier))
        return;
    vcl_enc_val(&c.enc, &barriers, sizeof(barriers));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glMemoryBarrierByRegion(GLbitfield barriers)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glMemoryBarrierByRegion))
        return;
    vcl_enc_val(&c.enc, &barriers, sizeof(barriers));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexStorage2DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLboolean fixedsamplelocations)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexStorage2DMultisample))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &samples, sizeof(samples));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &fixedsamplelocations, sizeof(fixedsamplelocations));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetMultisamplefv(GLenum pname, GLuint index, GLfloat *val)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetMultisamplefv))
        return;
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_want(&c.enc, val != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, val, (int64_t)(2) > 0 ? (size_t)((int64_t)(2)) * sizeof(*val) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glSampleMaski(GLuint maskNumber, GLbitfield mask)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glSampleMaski))
        return;
    vcl_enc_val(&c.enc, &maskNumber, sizeof(maskNumber));
    vcl_enc_val(&c.enc, &mask, sizeof(mask));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetTexLevelParameteriv(GLenum target, GLint level, GLenum pname, GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetTexLevelParameteriv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetTexLevelParameterfv(GLenum target, GLint level, GLenum pname, GLfloat *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetTexLevelParameterfv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, params, sizeof(*params));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glBindVertexBuffer(GLuint bindingindex, GLuint buffer, GLintptr offset, GLsizei stride)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBindVertexBuffer))
        return;
    vcl_enc_val(&c.enc, &bindingindex, sizeof(bindingindex));
    vcl_enc_val(&c.enc, &buffer, sizeof(buffer));
    vcl_enc_val(&c.enc, &offset, sizeof(offset));
    vcl_enc_val(&c.enc, &stride, sizeof(stride));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttribFormat(GLuint attribindex, GLint size, GLenum type, GLboolean normalized, GLuint relativeoffset)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttribFormat))
        return;
    vcl_enc_val(&c.enc, &attribindex, sizeof(attribindex));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_val(&c.enc, &normalized, sizeof(normalized));
    vcl_enc_val(&c.enc, &relativeoffset, sizeof(relativeoffset));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttribIFormat(GLuint attribindex, GLint size, GLenum type, GLuint relativeoffset)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttribIFormat))
        return;
    vcl_enc_val(&c.enc, &attribindex, sizeof(attribindex));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_val(&c.enc, &relativeoffset, sizeof(relativeoffset));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexAttribBinding(GLuint attribindex, GLuint bindingindex)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexAttribBinding))
        return;
    vcl_enc_val(&c.enc, &attribindex, sizeof(attribindex));
    vcl_enc_val(&c.enc, &bindingindex, sizeof(bindingindex));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glVertexBindingDivisor(GLuint bindingindex, GLuint divisor)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glVertexBindingDivisor))
        return;
    vcl_enc_val(&c.enc, &bindingindex, sizeof(bindingindex));
    vcl_enc_val(&c.enc, &divisor, sizeof(divisor));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBlendBarrier(void)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBlendBarrier))
        return;
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glCopyImageSubData(GLuint srcName, GLenum srcTarget, GLint srcLevel, GLint srcX, GLint srcY, GLint srcZ, GLuint dstName, GLenum dstTarget, GLint dstLevel, GLint dstX, GLint dstY, GLint dstZ, GLsizei srcWidth, GLsizei srcHeight, GLsizei srcDepth)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glCopyImageSubData))
        return;
    vcl_enc_val(&c.enc, &srcName, sizeof(srcName));
    vcl_enc_val(&c.enc, &srcTarget, sizeof(srcTarget));
    vcl_enc_val(&c.enc, &srcLevel, sizeof(srcLevel));
    vcl_enc_val(&c.enc, &srcX, sizeof(srcX));
    vcl_enc_val(&c.enc, &srcY, sizeof(srcY));
    vcl_enc_val(&c.enc, &srcZ, sizeof(srcZ));
    vcl_enc_val(&c.enc, &dstName, sizeof(dstName));
    vcl_enc_val(&c.enc, &dstTarget, sizeof(dstTarget));
    vcl_enc_val(&c.enc, &dstLevel, sizeof(dstLevel));
    vcl_enc_val(&c.enc, &dstX, sizeof(dstX));
    vcl_enc_val(&c.enc, &dstY, sizeof(dstY));
    vcl_enc_val(&c.enc, &dstZ, sizeof(dstZ));
    vcl_enc_val(&c.enc, &srcWidth, sizeof(srcWidth));
    vcl_enc_val(&c.enc, &srcHeight, sizeof(srcHeight));
    vcl_enc_val(&c.enc, &srcDepth, sizeof(srcDepth));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDebugMessageControl(GLenum source, GLenum type, GLenum severity, GLsizei count, const GLuint *ids, GLboolean enabled)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDebugMessageControl))
        return;
    vcl_enc_val(&c.enc, &source, sizeof(source));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_val(&c.enc, &severity, sizeof(severity));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_arr(&c.enc, (int64_t)(count) > 0 ? (const void *)ids : NULL, (int64_t)(count) > 0 ? (uint64_t)(count) : 0, sizeof(GLuint));
    vcl_enc_val(&c.enc, &enabled, sizeof(enabled));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLuint GL_APIENTRY vcl_gl_glGetDebugMessageLog(GLuint count, GLsizei bufSize, GLenum *sources, GLenum *types, GLuint *ids, GLenum *severities, GLsizei *lengths, GLchar *messageLog)
{
    struct vcl_call c;
    GLuint r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glGetDebugMessageLog))
        return r;
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, sources != NULL);
    vcl_enc_want(&c.enc, types != NULL);
    vcl_enc_want(&c.enc, ids != NULL);
    vcl_enc_want(&c.enc, severities != NULL);
    vcl_enc_want(&c.enc, lengths != NULL);
    vcl_enc_want(&c.enc, messageLog != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        vcl_dec_outbuf(&c.rep, sources, (int64_t)(count) > 0 ? (size_t)((int64_t)(count)) * sizeof(*sources) : 0);
        vcl_dec_outbuf(&c.rep, types, (int64_t)(count) > 0 ? (size_t)((int64_t)(count)) * sizeof(*types) : 0);
        vcl_dec_outbuf(&c.rep, ids, (int64_t)(count) > 0 ? (size_t)((int64_t)(count)) * sizeof(*ids) : 0);
        vcl_dec_outbuf(&c.rep, severities, (int64_t)(count) > 0 ? (size_t)((int64_t)(count)) * sizeof(*severities) : 0);
        vcl_dec_outbuf(&c.rep, lengths, (int64_t)(count) > 0 ? (size_t)((int64_t)(count)) * sizeof(*lengths) : 0);
        vcl_dec_outbuf(&c.rep, messageLog, (int64_t)(bufSize) > 0 ? (size_t)((int64_t)(bufSize)) * sizeof(*messageLog) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glPopDebugGroup(void)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glPopDebugGroup))
        return;
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetObjectLabel(GLenum identifier, GLuint name, GLsizei bufSize, GLsizei *length, GLchar *label)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glGetObjectLabel))
        return;
    vcl_enc_val(&c.enc, &identifier, sizeof(identifier));
    vcl_enc_val(&c.enc, &name, sizeof(name));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, length != NULL);
    vcl_enc_want(&c.enc, label != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_out(&c.rep, length, sizeof(*length));
        vcl_dec_outbuf(&c.rep, label, (int64_t)(bufSize) > 0 ? (size_t)(bufSize) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glEnablei(GLenum target, GLuint index)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glEnablei))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDisablei(GLenum target, GLuint index)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDisablei))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBlendEquationi(GLuint buf, GLenum mode)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBlendEquationi))
        return;
    vcl_enc_val(&c.enc, &buf, sizeof(buf));
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBlendEquationSeparatei(GLuint buf, GLenum modeRGB, GLenum modeAlpha)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBlendEquationSeparatei))
        return;
    vcl_enc_val(&c.enc, &buf, sizeof(buf));
    vcl_enc_val(&c.enc, &modeRGB, sizeof(modeRGB));
    vcl_enc_val(&c.enc, &modeAlpha, sizeof(modeAlpha));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBlendFunci(GLuint buf, GLenum src, GLenum dst)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBlendFunci))
        return;
    vcl_enc_val(&c.enc, &buf, sizeof(buf));
    vcl_enc_val(&c.enc, &src, sizeof(src));
    vcl_enc_val(&c.enc, &dst, sizeof(dst));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBlendFuncSeparatei(GLuint buf, GLenum srcRGB, GLenum dstRGB, GLenum srcAlpha, GLenum dstAlpha)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glBlendFuncSeparatei))
        return;
    vcl_enc_val(&c.enc, &buf, sizeof(buf));
    vcl_enc_val(&c.enc, &srcRGB, sizeof(srcRGB));
    vcl_enc_val(&c.enc, &dstRGB, sizeof(dstRGB));
    vcl_enc_val(&c.enc, &srcAlpha, sizeof(srcAlpha));
    vcl_enc_val(&c.enc, &dstAlpha, sizeof(dstAlpha));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glColorMaski(GLuint index, GLboolean r, GLboolean g, GLboolean b, GLboolean a)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glColorMaski))
        return;
    vcl_enc_val(&c.enc, &index, sizeof(index));
    vcl_enc_val(&c.enc, &r, sizeof(r));
    vcl_enc_val(&c.enc, &g, sizeof(g));
    vcl_enc_val(&c.enc, &b, sizeof(b));
    vcl_enc_val(&c.enc, &a, sizeof(a));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLboolean GL_APIENTRY vcl_gl_glIsEnabledi(GLenum target, GLuint index)
{
    struct vcl_call c;
    GLboolean r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glIsEnabledi))
        return r;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &index, sizeof(index));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glDrawElementsBaseVertex(GLenum mode, GLsizei count, GLenum type, const void *indices, GLint basevertex)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawElementsBaseVertex))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)indices);
    vcl_enc_val(&c.enc, &basevertex, sizeof(basevertex));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawRangeElementsBaseVertex(GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type, const void *indices, GLint basevertex)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawRangeElementsBaseVertex))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &start, sizeof(start));
    vcl_enc_val(&c.enc, &end, sizeof(end));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)indices);
    vcl_enc_val(&c.enc, &basevertex, sizeof(basevertex));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glDrawElementsInstancedBaseVertex(GLenum mode, GLsizei count, GLenum type, const void *indices, GLsizei instancecount, GLint basevertex)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glDrawElementsInstancedBaseVertex))
        return;
    vcl_enc_val(&c.enc, &mode, sizeof(mode));
    vcl_enc_val(&c.enc, &count, sizeof(count));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)indices);
    vcl_enc_val(&c.enc, &instancecount, sizeof(instancecount));
    vcl_enc_val(&c.enc, &basevertex, sizeof(basevertex));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glFramebufferTexture(GLenum target, GLenum attachment, GLuint texture, GLint level)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glFramebufferTexture))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &attachment, sizeof(attachment));
    vcl_enc_val(&c.enc, &texture, sizeof(texture));
    vcl_enc_val(&c.enc, &level, sizeof(level));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glPrimitiveBoundingBox(GLfloat minX, GLfloat minY, GLfloat minZ, GLfloat minW, GLfloat maxX, GLfloat maxY, GLfloat maxZ, GLfloat maxW)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glPrimitiveBoundingBox))
        return;
    vcl_enc_val(&c.enc, &minX, sizeof(minX));
    vcl_enc_val(&c.enc, &minY, sizeof(minY));
    vcl_enc_val(&c.enc, &minZ, sizeof(minZ));
    vcl_enc_val(&c.enc, &minW, sizeof(minW));
    vcl_enc_val(&c.enc, &maxX, sizeof(maxX));
    vcl_enc_val(&c.enc, &maxY, sizeof(maxY));
    vcl_enc_val(&c.enc, &maxZ, sizeof(maxZ));
    vcl_enc_val(&c.enc, &maxW, sizeof(maxW));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static GLenum GL_APIENTRY vcl_gl_glGetGraphicsResetStatus(void)
{
    struct vcl_call c;
    GLenum r = 0;
    if (!vcl_gl_call_init(&c, VN_OP_glGetGraphicsResetStatus))
        return r;
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_val(&c.rep, &r, sizeof(r));
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return r;
}

static void GL_APIENTRY vcl_gl_glReadnPixels(GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, GLsizei bufSize, void *data)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    bool data_pbo = vcl_gl_pbo(true);
    size_t data_n = data_pbo ? 0 : vcl_gl_image_size(width, height, 1, format, type, vcl_gl_store_of(true, false));
    if (!vcl_gl_call_init(&c, VN_OP_glReadnPixels))
        return;
    vcl_enc_val(&c.enc, &x, sizeof(x));
    vcl_enc_val(&c.enc, &y, sizeof(y));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &format, sizeof(format));
    vcl_enc_val(&c.enc, &type, sizeof(type));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, data_pbo);
    if (data_pbo)
        vcl_enc_u64(&c.enc, (uint64_t)(uintptr_t)data);
    else
        vcl_gl_enc_dest(&c, &xf, data_n != VCL_GL_BAD_SIZE && data ? data_n : 0);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        uint64_t vn_rep_len;
        const void *vn_rep_p = vcl_dec_buf(&c.rep, &vn_rep_len);
        if (!c.rep.err && !vcl_gl_image_done(&xf, data_pbo ? NULL : data, data_n != VCL_GL_BAD_SIZE && data ? data_n : 0, vn_rep_p, vn_rep_len, width, height, 1, format, type, vcl_gl_store_of(true, false)))
            c.rep.err = true;
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetnUniformfv(GLuint program, GLint location, GLsizei bufSize, GLfloat *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
    if (!vcl_gl_call_init(&c, VN_OP_glGetnUniformfv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetnUniformiv(GLuint program, GLint location, GLsizei bufSize, GLint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
    if (!vcl_gl_call_init(&c, VN_OP_glGetnUniformiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetnUniformuiv(GLuint program, GLint location, GLsizei bufSize, GLuint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
    if (!vcl_gl_call_init(&c, VN_OP_glGetnUniformuiv))
        return;
    vcl_enc_val(&c.enc, &program, sizeof(program));
    vcl_enc_val(&c.enc, &location, sizeof(location));
    vcl_enc_val(&c.enc, &bufSize, sizeof(bufSize));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glMinSampleShading(GLfloat value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glMinSampleShading))
        return;
    vcl_enc_val(&c.enc, &value, sizeof(value));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glPatchParameteri(GLenum pname, GLint value)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glPatchParameteri))
        return;
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_val(&c.enc, &value, sizeof(value));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexParameterIiv(GLenum target, GLenum pname, const GLint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexParameterIiv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_arr(&c.enc, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (const void *)params : NULL, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (uint64_t)(vcl_gl_tex_param_count(pname)) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexParameterIuiv(GLenum target, GLenum pname, const GLuint *params)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexParameterIuiv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_arr(&c.enc, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (const void *)params : NULL, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (uint64_t)(vcl_gl_tex_param_count(pname)) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetTexParameterIiv(GLenum target, GLenum pname, GLint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(vcl_gl_tex_param_count(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetTexParameterIiv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetTexParameterIuiv(GLenum target, GLenum pname, GLuint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(vcl_gl_tex_param_count(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetTexParameterIuiv))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glSamplerParameterIiv(GLuint sampler, GLenum pname, const GLint *param)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glSamplerParameterIiv))
        return;
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_arr(&c.enc, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (const void *)param : NULL, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (uint64_t)(vcl_gl_tex_param_count(pname)) : 0, sizeof(GLint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glSamplerParameterIuiv(GLuint sampler, GLenum pname, const GLuint *param)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glSamplerParameterIuiv))
        return;
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_arr(&c.enc, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (const void *)param : NULL, (int64_t)(vcl_gl_tex_param_count(pname)) > 0 ? (uint64_t)(vcl_gl_tex_param_count(pname)) : 0, sizeof(GLuint));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glGetSamplerParameterIiv(GLuint sampler, GLenum pname, GLint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(vcl_gl_tex_param_count(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetSamplerParameterIiv))
        return;
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glGetSamplerParameterIuiv(GLuint sampler, GLenum pname, GLuint *params)
{
    struct vcl_call c;
    const int64_t params_k = (int64_t)(vcl_gl_tex_param_count(pname));
    if (!vcl_gl_call_init(&c, VN_OP_glGetSamplerParameterIuiv))
        return;
    vcl_enc_val(&c.enc, &sampler, sizeof(sampler));
    vcl_enc_val(&c.enc, &pname, sizeof(pname));
    vcl_enc_want(&c.enc, params != NULL);
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, params, params_k > 0 ? (size_t)(params_k) * sizeof(*params) : 0);
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return;
}

static void GL_APIENTRY vcl_gl_glTexBuffer(GLenum target, GLenum internalformat, GLuint buffer)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexBuffer))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &buffer, sizeof(buffer));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexBufferRange(GLenum target, GLenum internalformat, GLuint buffer, GLintptr offset, GLsizeiptr size)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexBufferRange))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &buffer, sizeof(buffer));
    vcl_enc_val(&c.enc, &offset, sizeof(offset));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glTexStorage3DMultisample(GLenum target, GLsizei samples, GLenum internalformat, GLsizei width, GLsizei height, GLsizei depth, GLboolean fixedsamplelocations)
{
    struct vcl_call c;
    if (!vcl_gl_call_init(&c, VN_OP_glTexStorage3DMultisample))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &samples, sizeof(samples));
    vcl_enc_val(&c.enc, &internalformat, sizeof(internalformat));
    vcl_enc_val(&c.enc, &width, sizeof(width));
    vcl_enc_val(&c.enc, &height, sizeof(height));
    vcl_enc_val(&c.enc, &depth, sizeof(depth));
    vcl_enc_val(&c.enc, &fixedsamplelocations, sizeof(fixedsamplelocations));
    vcl_call_async(&c);
    vcl_call_fini(&c);
}

static void GL_APIENTRY vcl_gl_glBufferStorageEXT(GLenum target, GLsizeiptr size, const void *data, GLbitfield flags)
{
    struct vcl_call c;
    struct vcl_gl_xfer xf = { .chunk = -1 };
    if (!vcl_gl_call_init(&c, VN_OP_glBufferStorageEXT))
        return;
    vcl_enc_val(&c.enc, &target, sizeof(target));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_gl_enc_data(&c, &xf, (int64_t)(size) > 0 ? data : NULL, (int64_t)(size) > 0 ? (size_t)(size) : 0);
    vcl_enc_val(&c.enc, &flags, sizeof(flags));
    if (vcl_call_sync(&c) == CL_SUCCESS) {
        if (c.rep.err)
            vcl_call_bad_reply(&c);
    }
    vcl_gl_xfer_done(&xf);
    vcl_call_fini(&c);
    return;
}

const struct vn_gl_proc vn_gl_procs[VN_GL_PROCS] = {
    { "glActiveShaderProgram", (void (*)(void))vcl_gl_glActiveShaderProgram },
    { "glActiveShaderProgramEXT", (void (*)(void))vcl_gl_glActiveShaderProgramEXT },
    { "glActiveTexture", (void (*)(void))vcl_gl_glActiveTexture },
    { "glAttachShader", (void (*)(void))vcl_gl_glAttachShader },
    { "glBeginQuery", (void (*)(void))vcl_gl_glBeginQuery },
    { "glBeginTransformFeedback", (void (*)(void))vcl_gl_glBeginTransformFeedback },
    { "glBindAttribLocation", (void (*)(void))vcl_gl_glBindAttribLocation },
    { "glBindBuffer", (void (*)(void))vcl_gl_glBindBuffer },
    { "glBindBufferBase", (void (*)(void))vcl_gl_glBindBufferBase },
    { "glBindBufferRange", (void (*)(void))vcl_gl_glBindBufferRange },
    { "glBindFragDataLocationEXT", (void (*)(void))vcl_gl_glBindFragDataLocationEXT },
    { "glBindFragDataLocationIndexedEXT", (void (*)(void))vcl_gl_glBindFragDataLocationIndexedEXT },
    { "glBindFramebuffer", (void (*)(void))vcl_gl_glBindFramebuffer },
    { "glBindImageTexture", (void (*)(void))vcl_gl_glBindImageTexture },
    { "glBindProgramPipeline", (void (*)(void))vcl_gl_glBindProgramPipeline },
    { "glBindProgramPipelineEXT", (void (*)(void))vcl_gl_glBindProgramPipelineEXT },
    { "glBindRenderbuffer", (void (*)(void))vcl_gl_glBindRenderbuffer },
    { "glBindSampler", (void (*)(void))vcl_gl_glBindSampler },
    { "glBindTexture", (void (*)(void))vcl_gl_glBindTexture },
    { "glBindTransformFeedback", (void (*)(void))vcl_gl_glBindTransformFeedback },
    { "glBindVertexArray", (void (*)(void))vcl_gl_glBindVertexArray },
    { "glBindVertexBuffer", (void (*)(void))vcl_gl_glBindVertexBuffer },
    { "glBlendBarrier", (void (*)(void))vcl_gl_glBlendBarrier },
    { "glBlendBarrierKHR", (void (*)(void))vcl_gl_glBlendBarrier },
    { "glBlendColor", (void (*)(void))vcl_gl_glBlendColor },
    { "glBlendEquation", (void (*)(void))vcl_gl_glBlendEquation },
    { "glBlendEquationSeparate", (void (*)(void))vcl_gl_glBlendEquationSeparate },
    { "glBlendEquationSeparatei", (void (*)(void))vcl_gl_glBlendEquationSeparatei },
    { "glBlendEquationSeparateiEXT", (void (*)(void))vcl_gl_glBlendEquationSeparatei },
    { "glBlendEquationSeparateiOES", (void (*)(void))vcl_gl_glBlendEquationSeparatei },
    { "glBlendEquationi", (void (*)(void))vcl_gl_glBlendEquationi },
    { "glBlendEquationiEXT", (void (*)(void))vcl_gl_glBlendEquationi },
    { "glBlendEquationiOES", (void (*)(void))vcl_gl_glBlendEquationi },
    { "glBlendFunc", (void (*)(void))vcl_gl_glBlendFunc },
    { "glBlendFuncSeparate", (void (*)(void))vcl_gl_glBlendFuncSeparate },
    { "glBlendFuncSeparatei", (void (*)(void))vcl_gl_glBlendFuncSeparatei },
    { "glBlendFuncSeparateiEXT", (void (*)(void))vcl_gl_glBlendFuncSeparatei },
    { "glBlendFuncSeparateiOES", (void (*)(void))vcl_gl_glBlendFuncSeparatei },
    { "glBlendFunci", (void (*)(void))vcl_gl_glBlendFunci },
    { "glBlendFunciEXT", (void (*)(void))vcl_gl_glBlendFunci },
    { "glBlendFunciOES", (void (*)(void))vcl_gl_glBlendFunci },
    { "glBlitFramebuffer", (void (*)(void))vcl_gl_glBlitFramebuffer },
    { "glBufferData", (void (*)(void))vcl_gl_glBufferData },
    { "glBufferStorageEXT", (void (*)(void))vcl_gl_glBufferStorageEXT },
    { "glBufferSubData", (void (*)(void))vcl_gl_glBufferSubData },
    { "glCheckFramebufferStatus", (void (*)(void))vcl_gl_glCheckFramebufferStatus },
    { "glClear", (void (*)(void))vcl_gl_glClear },
    { "glClearBufferfi", (void (*)(void))vcl_gl_glClearBufferfi },
    { "glClearBufferfv", (void (*)(void))vcl_gl_glClearBufferfv },
    { "glClearBufferiv", (void (*)(void))vcl_gl_glClearBufferiv },
    { "glClearBufferuiv", (void (*)(void))vcl_gl_glClearBufferuiv },
    { "glClearColor", (void (*)(void))vcl_gl_glClearColor },
    { "glClearDepthf", (void (*)(void))vcl_gl_glClearDepthf },
    { "glClearStencil", (void (*)(void))vcl_gl_glClearStencil },
    { "glClientWaitSync", (void (*)(void))vcl_gl_glClientWaitSync },
    { "glColorMask", (void (*)(void))vcl_gl_glColorMask },
    { "glColorMaski", (void (*)(void))vcl_gl_glColorMaski },
    { "glColorMaskiEXT", (void (*)(void))vcl_gl_glColorMaski },
    { "glColorMaskiOES", (void (*)(void))vcl_gl_glColorMaski },
    { "glCompileShader", (void (*)(void))vcl_gl_glCompileShader },
    { "glCompressedTexImage2D", (void (*)(void))vcl_gl_glCompressedTexImage2D },
    { "glCompressedTexImage3D", (void (*)(void))vcl_gl_glCompressedTexImage3D },
    { "glCompressedTexSubImage2D", (void (*)(void))vcl_gl_glCompressedTexSubImage2D },
    { "glCompressedTexSubImage3D", (void (*)(void))vcl_gl_glCompressedTexSubImage3D },
    { "glCopyBufferSubData", (void (*)(void))vcl_gl_glCopyBufferSubData },
    { "glCopyImageSubData", (void (*)(void))vcl_gl_glCopyImageSubData },
    { "glCopyImageSubDataEXT", (void (*)(void))vcl_gl_glCopyImageSubData },
    { "glCopyImageSubDataOES", (void (*)(void))vcl_gl_glCopyImageSubData },
    { "glCopyTexImage2D", (void (*)(void))vcl_gl_glCopyTexImage2D },
    { "glCopyTexSubImage2D", (void (*)(void))vcl_gl_glCopyTexSubImage2D },
    { "glCopyTexSubImage3D", (void (*)(void))vcl_gl_glCopyTexSubImage3D },
    { "glCreateProgram", (void (*)(void))vcl_gl_glCreateProgram },
    { "glCreateShader", (void (*)(void))vcl_gl_glCreateShader },
    { "glCreateShaderProgramv", (void (*)(void))vcl_gl_glCreateShaderProgramv },
    { "glCreateShaderProgramvEXT", (void (*)(void))vcl_gl_glCreateShaderProgramvEXT },
    { "glCullFace", (void (*)(void))vcl_gl_glCullFace },
    { "glDebugMessageCallback", (void (*)(void))vcl_gl_glDebugMessageCallback },
    { "glDebugMessageCallbackKHR", (void (*)(void))vcl_gl_glDebugMessageCallback },
    { "glDebugMessageControl", (void (*)(void))vcl_gl_glDebugMessageControl },
    { "glDebugMessageControlKHR", (void (*)(void))vcl_gl_glDebugMessageControl },
    { "glDebugMessageInsert", (void (*)(void))vcl_gl_glDebugMessageInsert },
    { "glDebugMessageInsertKHR", (void (*)(void))vcl_gl_glDebugMessageInsert },
    { "glDeleteBuffers", (void (*)(void))vcl_gl_glDeleteBuffers },
    { "glDeleteFramebuffers", (void (*)(void))vcl_gl_glDeleteFramebuffers },
    { "glDeleteProgram", (void (*)(void))vcl_gl_glDeleteProgram },
    { "glDeleteProgramPipelines", (void (*)(void))vcl_gl_glDeleteProgramPipelines },
    { "glDeleteProgramPipelinesEXT", (void (*)(void))vcl_gl_glDeleteProgramPipelinesEXT },
    { "glDeleteQueries", (void (*)(void))vcl_gl_glDeleteQueries },
    { "glDeleteRenderbuffers", (void (*)(void))vcl_gl_glDeleteRenderbuffers },
    { "glDeleteSamplers", (void (*)(void))vcl_gl_glDeleteSamplers },
    { "glDeleteShader", (void (*)(void))vcl_gl_glDeleteShader },
    { "glDeleteSync", (void (*)(void))vcl_gl_glDeleteSync },
    { "glDeleteTextures", (void (*)(void))vcl_gl_glDeleteTextures },
    { "glDeleteTransformFeedbacks", (void (*)(void))vcl_gl_glDeleteTransformFeedbacks },
    { "glDeleteVertexArrays", (void (*)(void))vcl_gl_glDeleteVertexArrays },
    { "glDepthFunc", (void (*)(void))vcl_gl_glDepthFunc },
    { "glDepthMask", (void (*)(void))vcl_gl_glDepthMask },
    { "glDepthRangeArrayfvOES", (void (*)(void))vcl_gl_glDepthRangeArrayfvOES },
    { "glDepthRangeIndexedfOES", (void (*)(void))vcl_gl_glDepthRangeIndexedfOES },
    { "glDepthRangef", (void (*)(void))vcl_gl_glDepthRangef },
    { "glDetachShader", (void (*)(void))vcl_gl_glDetachShader },
    { "glDisable", (void (*)(void))vcl_gl_glDisable },
    { "glDisableVertexAttribArray", (void (*)(void))vcl_gl_glDisableVertexAttribArray },
    { "glDisablei", (void (*)(void))vcl_gl_glDisablei },
    { "glDisableiEXT", (void (*)(void))vcl_gl_glDisablei },
    { "glDisableiOES", (void (*)(void))vcl_gl_glDisableiOES },
    { "glDiscardFramebufferEXT", (void (*)(void))vcl_gl_glDiscardFramebufferEXT },
    { "glDispatchCompute", (void (*)(void))vcl_gl_glDispatchCompute },
    { "glDispatchComputeIndirect", (void (*)(void))vcl_gl_glDispatchComputeIndirect },
    { "glDrawArrays", (void (*)(void))vcl_gl_glDrawArrays },
    { "glDrawArraysIndirect", (void (*)(void))vcl_gl_glDrawArraysIndirect },
    { "glDrawArraysInstanced", (void (*)(void))vcl_gl_glDrawArraysInstanced },
    { "glDrawArraysInstancedBaseInstanceEXT", (void (*)(void))vcl_gl_glDrawArraysInstancedBaseInstanceEXT },
    { "glDrawArraysInstancedEXT", (void (*)(void))vcl_gl_glDrawArraysInstancedEXT },
    { "glDrawBuffers", (void (*)(void))vcl_gl_glDrawBuffers },
    { "glDrawBuffersEXT", (void (*)(void))vcl_gl_glDrawBuffersEXT },
    { "glDrawElements", (void (*)(void))vcl_gl_glDrawElements },
    { "glDrawElementsBaseVertex", (void (*)(void))vcl_gl_glDrawElementsBaseVertex },
    { "glDrawElementsBaseVertexEXT", (void (*)(void))vcl_gl_glDrawElementsBaseVertex },
    { "glDrawElementsBaseVertexOES", (void (*)(void))vcl_gl_glDrawElementsBaseVertex },
    { "glDrawElementsIndirect", (void (*)(void))vcl_gl_glDrawElementsIndirect },
    { "glDrawElementsInstanced", (void (*)(void))vcl_gl_glDrawElementsInstanced },
    { "glDrawElementsInstancedBaseInstanceEXT", (void (*)(void))vcl_gl_glDrawElementsInstancedBaseInstanceEXT },
    { "glDrawElementsInstancedBaseVertex", (void (*)(void))vcl_gl_glDrawElementsInstancedBaseVertex },
    { "glDrawElementsInstancedBaseVertexBaseInstanceEXT", (void (*)(void))vcl_gl_glDrawElementsInstancedBaseVertexBaseInstanceEXT },
    { "glDrawElementsInstancedBaseVertexEXT", (void (*)(void))vcl_gl_glDrawElementsInstancedBaseVertex },
    { "glDrawElementsInstancedBaseVertexOES", (void (*)(void))vcl_gl_glDrawElementsInstancedBaseVertex },
    { "glDrawElementsInstancedEXT", (void (*)(void))vcl_gl_glDrawElementsInstancedEXT },
    { "glDrawRangeElements", (void (*)(void))vcl_gl_glDrawRangeElements },
    { "glDrawRangeElementsBaseVertex", (void (*)(void))vcl_gl_glDrawRangeElementsBaseVertex },
    { "glDrawRangeElementsBaseVertexEXT", (void (*)(void))vcl_gl_glDrawRangeElementsBaseVertex },
    { "glDrawRangeElementsBaseVertexOES", (void (*)(void))vcl_gl_glDrawRangeElementsBaseVertex },
    { "glEGLImageTargetRenderbufferStorageOES", (void (*)(void))vcl_gl_glEGLImageTargetRenderbufferStorageOES },
    { "glEGLImageTargetTexStorageEXT", (void (*)(void))vcl_gl_glEGLImageTargetTexStorageEXT },
    { "glEGLImageTargetTexture2DOES", (void (*)(void))vcl_gl_glEGLImageTargetTexture2DOES },
    { "glEnable", (void (*)(void))vcl_gl_glEnable },
    { "glEnableVertexAttribArray", (void (*)(void))vcl_gl_glEnableVertexAttribArray },
    { "glEnablei", (void (*)(void))vcl_gl_glEnablei },
    { "glEnableiEXT", (void (*)(void))vcl_gl_glEnablei },
    { "glEnableiOES", (void (*)(void))vcl_gl_glEnableiOES },
    { "glEndQuery", (void (*)(void))vcl_gl_glEndQuery },
    { "glEndTransformFeedback", (void (*)(void))vcl_gl_glEndTransformFeedback },
    { "glFenceSync", (void (*)(void))vcl_gl_glFenceSync },
    { "glFinish", (void (*)(void))vcl_gl_glFinish },
    { "glFlush", (void (*)(void))vcl_gl_glFlush },
    { "glFlushMappedBufferRange", (void (*)(void))vcl_gl_glFlushMappedBufferRange },
    { "glFramebufferFetchBarrierEXT", (void (*)(void))vcl_gl_glFramebufferFetchBarrierEXT },
    { "glFramebufferParameteri", (void (*)(void))vcl_gl_glFramebufferParameteri },
    { "glFramebufferRenderbuffer", (void (*)(void))vcl_gl_glFramebufferRenderbuffer },
    { "glFramebufferTexture", (void (*)(void))vcl_gl_glFramebufferTexture },
    { "glFramebufferTexture2D", (void (*)(void))vcl_gl_glFramebufferTexture2D },
    { "glFramebufferTextureEXT", (void (*)(void))vcl_gl_glFramebufferTexture },
    { "glFramebufferTextureLayer", (void (*)(void))vcl_gl_glFramebufferTextureLayer },
    { "glFramebufferTextureOES", (void (*)(void))vcl_gl_glFramebufferTexture },
    { "glFrontFace", (void (*)(void))vcl_gl_glFrontFace },
    { "glGenBuffers", (void (*)(void))vcl_gl_glGenBuffers },
    { "glGenFramebuffers", (void (*)(void))vcl_gl_glGenFramebuffers },
    { "glGenProgramPipelines", (void (*)(void))vcl_gl_glGenProgramPipelines },
    { "glGenProgramPipelinesEXT", (void (*)(void))vcl_gl_glGenProgramPipelinesEXT },
    { "glGenQueries", (void (*)(void))vcl_gl_glGenQueries },
    { "glGenRenderbuffers", (void (*)(void))vcl_gl_glGenRenderbuffers },
    { "glGenSamplers", (void (*)(void))vcl_gl_glGenSamplers },
    { "glGenTextures", (void (*)(void))vcl_gl_glGenTextures },
    { "glGenTransformFeedbacks", (void (*)(void))vcl_gl_glGenTransformFeedbacks },
    { "glGenVertexArrays", (void (*)(void))vcl_gl_glGenVertexArrays },
    { "glGenerateMipmap", (void (*)(void))vcl_gl_glGenerateMipmap },
    { "glGetActiveAttrib", (void (*)(void))vcl_gl_glGetActiveAttrib },
    { "glGetActiveUniform", (void (*)(void))vcl_gl_glGetActiveUniform },
    { "glGetActiveUniformBlockName", (void (*)(void))vcl_gl_glGetActiveUniformBlockName },
    { "glGetActiveUniformBlockiv", (void (*)(void))vcl_gl_glGetActiveUniformBlockiv },
    { "glGetActiveUniformsiv", (void (*)(void))vcl_gl_glGetActiveUniformsiv },
    { "glGetAttachedShaders", (void (*)(void))vcl_gl_glGetAttachedShaders },
    { "glGetAttribLocation", (void (*)(void))vcl_gl_glGetAttribLocation },
    { "glGetBooleani_v", (void (*)(void))vcl_gl_glGetBooleani_v },
    { "glGetBooleanv", (void (*)(void))vcl_gl_glGetBooleanv },
    { "glGetBufferParameteri64v", (void (*)(void))vcl_gl_glGetBufferParameteri64v },
    { "glGetBufferParameteriv", (void (*)(void))vcl_gl_glGetBufferParameteriv },
    { "glGetBufferPointerv", (void (*)(void))vcl_gl_glGetBufferPointerv },
    { "glGetBufferPointervOES", (void (*)(void))vcl_gl_glGetBufferPointervOES },
    { "glGetDebugMessageLog", (void (*)(void))vcl_gl_glGetDebugMessageLog },
    { "glGetDebugMessageLogKHR", (void (*)(void))vcl_gl_glGetDebugMessageLog },
    { "glGetError", (void (*)(void))vcl_gl_glGetError },
    { "glGetFloati_vOES", (void (*)(void))vcl_gl_glGetFloati_vOES },
    { "glGetFloatv", (void (*)(void))vcl_gl_glGetFloatv },
    { "glGetFragDataIndexEXT", (void (*)(void))vcl_gl_glGetFragDataIndexEXT },
    { "glGetFragDataLocation", (void (*)(void))vcl_gl_glGetFragDataLocation },
    { "glGetFramebufferAttachmentParameteriv", (void (*)(void))vcl_gl_glGetFramebufferAttachmentParameteriv },
    { "glGetFramebufferParameteriv", (void (*)(void))vcl_gl_glGetFramebufferParameteriv },
    { "glGetGraphicsResetStatus", (void (*)(void))vcl_gl_glGetGraphicsResetStatus },
    { "glGetGraphicsResetStatusEXT", (void (*)(void))vcl_gl_glGetGraphicsResetStatus },
    { "glGetGraphicsResetStatusKHR", (void (*)(void))vcl_gl_glGetGraphicsResetStatus },
    { "glGetInteger64i_v", (void (*)(void))vcl_gl_glGetInteger64i_v },
    { "glGetInteger64v", (void (*)(void))vcl_gl_glGetInteger64v },
    { "glGetIntegeri_v", (void (*)(void))vcl_gl_glGetIntegeri_v },
    { "glGetIntegerv", (void (*)(void))vcl_gl_glGetIntegerv },
    { "glGetInternalformativ", (void (*)(void))vcl_gl_glGetInternalformativ },
    { "glGetMultisamplefv", (void (*)(void))vcl_gl_glGetMultisamplefv },
    { "glGetObjectLabel", (void (*)(void))vcl_gl_glGetObjectLabel },
    { "glGetObjectLabelKHR", (void (*)(void))vcl_gl_glGetObjectLabel },
    { "glGetObjectPtrLabel", (void (*)(void))vcl_gl_glGetObjectPtrLabel },
    { "glGetObjectPtrLabelKHR", (void (*)(void))vcl_gl_glGetObjectPtrLabel },
    { "glGetPointerv", (void (*)(void))vcl_gl_glGetPointerv },
    { "glGetPointervKHR", (void (*)(void))vcl_gl_glGetPointerv },
    { "glGetProgramBinary", (void (*)(void))vcl_gl_glGetProgramBinary },
    { "glGetProgramInfoLog", (void (*)(void))vcl_gl_glGetProgramInfoLog },
    { "glGetProgramInterfaceiv", (void (*)(void))vcl_gl_glGetProgramInterfaceiv },
    { "glGetProgramPipelineInfoLog", (void (*)(void))vcl_gl_glGetProgramPipelineInfoLog },
    { "glGetProgramPipelineInfoLogEXT", (void (*)(void))vcl_gl_glGetProgramPipelineInfoLogEXT },
    { "glGetProgramPipelineiv", (void (*)(void))vcl_gl_glGetProgramPipelineiv },
    { "glGetProgramPipelineivEXT", (void (*)(void))vcl_gl_glGetProgramPipelineivEXT },
    { "glGetProgramResourceIndex", (void (*)(void))vcl_gl_glGetProgramResourceIndex },
    { "glGetProgramResourceLocation", (void (*)(void))vcl_gl_glGetProgramResourceLocation },
    { "glGetProgramResourceLocationIndexEXT", (void (*)(void))vcl_gl_glGetProgramResourceLocationIndexEXT },
    { "glGetProgramResourceName", (void (*)(void))vcl_gl_glGetProgramResourceName },
    { "glGetProgramResourceiv", (void (*)(void))vcl_gl_glGetProgramResourceiv },
    { "glGetProgramiv", (void (*)(void))vcl_gl_glGetProgramiv },
    { "glGetQueryObjectuiv", (void (*)(void))vcl_gl_glGetQueryObjectuiv },
    { "glGetQueryiv", (void (*)(void))vcl_gl_glGetQueryiv },
    { "glGetRenderbufferParameteriv", (void (*)(void))vcl_gl_glGetRenderbufferParameteriv },
    { "glGetSamplerParameterIiv", (void (*)(void))vcl_gl_glGetSamplerParameterIiv },
    { "glGetSamplerParameterIivEXT", (void (*)(void))vcl_gl_glGetSamplerParameterIiv },
    { "glGetSamplerParameterIivOES", (void (*)(void))vcl_gl_glGetSamplerParameterIiv },
    { "glGetSamplerParameterIuiv", (void (*)(void))vcl_gl_glGetSamplerParameterIuiv },
    { "glGetSamplerParameterIuivEXT", (void (*)(void))vcl_gl_glGetSamplerParameterIuiv },
    { "glGetSamplerParameterIuivOES", (void (*)(void))vcl_gl_glGetSamplerParameterIuiv },
    { "glGetSamplerParameterfv", (void (*)(void))vcl_gl_glGetSamplerParameterfv },
    { "glGetSamplerParameteriv", (void (*)(void))vcl_gl_glGetSamplerParameteriv },
    { "glGetShaderInfoLog", (void (*)(void))vcl_gl_glGetShaderInfoLog },
    { "glGetShaderPrecisionFormat", (void (*)(void))vcl_gl_glGetShaderPrecisionFormat },
    { "glGetShaderSource", (void (*)(void))vcl_gl_glGetShaderSource },
    { "glGetShaderiv", (void (*)(void))vcl_gl_glGetShaderiv },
    { "glGetString", (void (*)(void))vcl_gl_glGetString },
    { "glGetStringi", (void (*)(void))vcl_gl_glGetStringi },
    { "glGetSynciv", (void (*)(void))vcl_gl_glGetSynciv },
    { "glGetTexLevelParameterfv", (void (*)(void))vcl_gl_glGetTexLevelParameterfv },
    { "glGetTexLevelParameteriv", (void (*)(void))vcl_gl_glGetTexLevelParameteriv },
    { "glGetTexParameterIiv", (void (*)(void))vcl_gl_glGetTexParameterIiv },
    { "glGetTexParameterIivEXT", (void (*)(void))vcl_gl_glGetTexParameterIiv },
    { "glGetTexParameterIivOES", (void (*)(void))vcl_gl_glGetTexParameterIiv },
    { "glGetTexParameterIuiv", (void (*)(void))vcl_gl_glGetTexParameterIuiv },
    { "glGetTexParameterIuivEXT", (void (*)(void))vcl_gl_glGetTexParameterIuiv },
    { "glGetTexParameterIuivOES", (void (*)(void))vcl_gl_glGetTexParameterIuiv },
    { "glGetTexParameterfv", (void (*)(void))vcl_gl_glGetTexParameterfv },
    { "glGetTexParameteriv", (void (*)(void))vcl_gl_glGetTexParameteriv },
    { "glGetTransformFeedbackVarying", (void (*)(void))vcl_gl_glGetTransformFeedbackVarying },
    { "glGetUniformBlockIndex", (void (*)(void))vcl_gl_glGetUniformBlockIndex },
    { "glGetUniformIndices", (void (*)(void))vcl_gl_glGetUniformIndices },
    { "glGetUniformLocation", (void (*)(void))vcl_gl_glGetUniformLocation },
    { "glGetUniformfv", (void (*)(void))vcl_gl_glGetUniformfv },
    { "glGetUniformiv", (void (*)(void))vcl_gl_glGetUniformiv },
    { "glGetUniformuiv", (void (*)(void))vcl_gl_glGetUniformuiv },
    { "glGetVertexAttribIiv", (void (*)(void))vcl_gl_glGetVertexAttribIiv },
    { "glGetVertexAttribIuiv", (void (*)(void))vcl_gl_glGetVertexAttribIuiv },
    { "glGetVertexAttribPointerv", (void (*)(void))vcl_gl_glGetVertexAttribPointerv },
    { "glGetVertexAttribfv", (void (*)(void))vcl_gl_glGetVertexAttribfv },
    { "glGetVertexAttribiv", (void (*)(void))vcl_gl_glGetVertexAttribiv },
    { "glGetnUniformfv", (void (*)(void))vcl_gl_glGetnUniformfv },
    { "glGetnUniformfvEXT", (void (*)(void))vcl_gl_glGetnUniformfv },
    { "glGetnUniformfvKHR", (void (*)(void))vcl_gl_glGetnUniformfv },
    { "glGetnUniformiv", (void (*)(void))vcl_gl_glGetnUniformiv },
    { "glGetnUniformivEXT", (void (*)(void))vcl_gl_glGetnUniformiv },
    { "glGetnUniformivKHR", (void (*)(void))vcl_gl_glGetnUniformiv },
    { "glGetnUniformuiv", (void (*)(void))vcl_gl_glGetnUniformuiv },
    { "glGetnUniformuivKHR", (void (*)(void))vcl_gl_glGetnUniformuiv },
    { "glHint", (void (*)(void))vcl_gl_glHint },
    { "glInvalidateFramebuffer", (void (*)(void))vcl_gl_glInvalidateFramebuffer },
    { "glInvalidateSubFramebuffer", (void (*)(void))vcl_gl_glInvalidateSubFramebuffer },
    { "glIsBuffer", (void (*)(void))vcl_gl_glIsBuffer },
    { "glIsEnabled", (void (*)(void))vcl_gl_glIsEnabled },
    { "glIsEnabledi", (void (*)(void))vcl_gl_glIsEnabledi },
    { "glIsEnablediEXT", (void (*)(void))vcl_gl_glIsEnabledi },
    { "glIsEnablediOES", (void (*)(void))vcl_gl_glIsEnablediOES },
    { "glIsFramebuffer", (void (*)(void))vcl_gl_glIsFramebuffer },
    { "glIsProgram", (void (*)(void))vcl_gl_glIsProgram },
    { "glIsProgramPipeline", (void (*)(void))vcl_gl_glIsProgramPipeline },
    { "glIsProgramPipelineEXT", (void (*)(void))vcl_gl_glIsProgramPipelineEXT },
    { "glIsQuery", (void (*)(void))vcl_gl_glIsQuery },
    { "glIsRenderbuffer", (void (*)(void))vcl_gl_glIsRenderbuffer },
    { "glIsSampler", (void (*)(void))vcl_gl_glIsSampler },
    { "glIsShader", (void (*)(void))vcl_gl_glIsShader },
    { "glIsSync", (void (*)(void))vcl_gl_glIsSync },
    { "glIsTexture", (void (*)(void))vcl_gl_glIsTexture },
    { "glIsTransformFeedback", (void (*)(void))vcl_gl_glIsTransformFeedback },
    { "glIsVertexArray", (void (*)(void))vcl_gl_glIsVertexArray },
    { "glLineWidth", (void (*)(void))vcl_gl_glLineWidth },
    { "glLinkProgram", (void (*)(void))vcl_gl_glLinkProgram },
    { "glMapBufferOES", (void (*)(void))vcl_gl_glMapBufferOES },
    { "glMapBufferRange", (void (*)(void))vcl_gl_glMapBufferRange },
    { "glMaxShaderCompilerThreadsKHR", (void (*)(void))vcl_gl_glMaxShaderCompilerThreadsKHR },
    { "glMemoryBarrier", (void (*)(void))vcl_gl_glMemoryBarrier },
    { "glMemoryBarrierByRegion", (void (*)(void))vcl_gl_glMemoryBarrierByRegion },
    { "glMinSampleShading", (void (*)(void))vcl_gl_glMinSampleShading },
    { "glMinSampleShadingOES", (void (*)(void))vcl_gl_glMinSampleShading },
    { "glObjectLabel", (void (*)(void))vcl_gl_glObjectLabel },
    { "glObjectLabelKHR", (void (*)(void))vcl_gl_glObjectLabel },
    { "glObjectPtrLabel", (void (*)(void))vcl_gl_glObjectPtrLabel },
    { "glObjectPtrLabelKHR", (void (*)(void))vcl_gl_glObjectPtrLabel },
    { "glPatchParameteri", (void (*)(void))vcl_gl_glPatchParameteri },
    { "glPatchParameteriEXT", (void (*)(void))vcl_gl_glPatchParameteri },
    { "glPatchParameteriOES", (void (*)(void))vcl_gl_glPatchParameteri },
    { "glPauseTransformFeedback", (void (*)(void))vcl_gl_glPauseTransformFeedback },
    { "glPixelStorei", (void (*)(void))vcl_gl_glPixelStorei },
    { "glPolygonOffset", (void (*)(void))vcl_gl_glPolygonOffset },
    { "glPolygonOffsetClampEXT", (void (*)(void))vcl_gl_glPolygonOffsetClampEXT },
    { "glPopDebugGroup", (void (*)(void))vcl_gl_glPopDebugGroup },
    { "glPopDebugGroupKHR", (void (*)(void))vcl_gl_glPopDebugGroup },
    { "glPrimitiveBoundingBox", (void (*)(void))vcl_gl_glPrimitiveBoundingBox },
    { "glPrimitiveBoundingBoxEXT", (void (*)(void))vcl_gl_glPrimitiveBoundingBox },
    { "glPrimitiveBoundingBoxOES", (void (*)(void))vcl_gl_glPrimitiveBoundingBox },
    { "glProgramBinary", (void (*)(void))vcl_gl_glProgramBinary },
    { "glProgramParameteri", (void (*)(void))vcl_gl_glProgramParameteri },
    { "glProgramParameteriEXT", (void (*)(void))vcl_gl_glProgramParameteriEXT },
    { "glProgramUniform1f", (void (*)(void))vcl_gl_glProgramUniform1f },
    { "glProgramUniform1fEXT", (void (*)(void))vcl_gl_glProgramUniform1fEXT },
    { "glProgramUniform1fv", (void (*)(void))vcl_gl_glProgramUniform1fv },
    { "glProgramUniform1fvEXT", (void (*)(void))vcl_gl_glProgramUniform1fvEXT },
    { "glProgramUniform1i", (void (*)(void))vcl_gl_glProgramUniform1i },
    { "glProgramUniform1iEXT", (void (*)(void))vcl_gl_glProgramUniform1iEXT },
    { "glProgramUniform1iv", (void (*)(void))vcl_gl_glProgramUniform1iv },
    { "glProgramUniform1ivEXT", (void (*)(void))vcl_gl_glProgramUniform1ivEXT },
    { "glProgramUniform1ui", (void (*)(void))vcl_gl_glProgramUniform1ui },
    { "glProgramUniform1uiEXT", (void (*)(void))vcl_gl_glProgramUniform1uiEXT },
    { "glProgramUniform1uiv", (void (*)(void))vcl_gl_glProgramUniform1uiv },
    { "glProgramUniform1uivEXT", (void (*)(void))vcl_gl_glProgramUniform1uivEXT },
    { "glProgramUniform2f", (void (*)(void))vcl_gl_glProgramUniform2f },
    { "glProgramUniform2fEXT", (void (*)(void))vcl_gl_glProgramUniform2fEXT },
    { "glProgramUniform2fv", (void (*)(void))vcl_gl_glProgramUniform2fv },
    { "glProgramUniform2fvEXT", (void (*)(void))vcl_gl_glProgramUniform2fvEXT },
    { "glProgramUniform2i", (void (*)(void))vcl_gl_glProgramUniform2i },
    { "glProgramUniform2iEXT", (void (*)(void))vcl_gl_glProgramUniform2iEXT },
    { "glProgramUniform2iv", (void (*)(void))vcl_gl_glProgramUniform2iv },
    { "glProgramUniform2ivEXT", (void (*)(void))vcl_gl_glProgramUniform2ivEXT },
    { "glProgramUniform2ui", (void (*)(void))vcl_gl_glProgramUniform2ui },
    { "glProgramUniform2uiEXT", (void (*)(void))vcl_gl_glProgramUniform2uiEXT },
    { "glProgramUniform2uiv", (void (*)(void))vcl_gl_glProgramUniform2uiv },
    { "glProgramUniform2uivEXT", (void (*)(void))vcl_gl_glProgramUniform2uivEXT },
    { "glProgramUniform3f", (void (*)(void))vcl_gl_glProgramUniform3f },
    { "glProgramUniform3fEXT", (void (*)(void))vcl_gl_glProgramUniform3fEXT },
    { "glProgramUniform3fv", (void (*)(void))vcl_gl_glProgramUniform3fv },
    { "glProgramUniform3fvEXT", (void (*)(void))vcl_gl_glProgramUniform3fvEXT },
    { "glProgramUniform3i", (void (*)(void))vcl_gl_glProgramUniform3i },
    { "glProgramUniform3iEXT", (void (*)(void))vcl_gl_glProgramUniform3iEXT },
    { "glProgramUniform3iv", (void (*)(void))vcl_gl_glProgramUniform3iv },
    { "glProgramUniform3ivEXT", (void (*)(void))vcl_gl_glProgramUniform3ivEXT },
    { "glProgramUniform3ui", (void (*)(void))vcl_gl_glProgramUniform3ui },
    { "glProgramUniform3uiEXT", (void (*)(void))vcl_gl_glProgramUniform3uiEXT },
    { "glProgramUniform3uiv", (void (*)(void))vcl_gl_glProgramUniform3uiv },
    { "glProgramUniform3uivEXT", (void (*)(void))vcl_gl_glProgramUniform3uivEXT },
    { "glProgramUniform4f", (void (*)(void))vcl_gl_glProgramUniform4f },
    { "glProgramUniform4fEXT", (void (*)(void))vcl_gl_glProgramUniform4fEXT },
    { "glProgramUniform4fv", (void (*)(void))vcl_gl_glProgramUniform4fv },
    { "glProgramUniform4fvEXT", (void (*)(void))vcl_gl_glProgramUniform4fvEXT },
    { "glProgramUniform4i", (void (*)(void))vcl_gl_glProgramUniform4i },
    { "glProgramUniform4iEXT", (void (*)(void))vcl_gl_glProgramUniform4iEXT },
    { "glProgramUniform4iv", (void (*)(void))vcl_gl_glProgramUniform4iv },
    { "glProgramUniform4ivEXT", (void (*)(void))vcl_gl_glProgramUniform4ivEXT },
    { "glProgramUniform4ui", (void (*)(void))vcl_gl_glProgramUniform4ui },
    { "glProgramUniform4uiEXT", (void (*)(void))vcl_gl_glProgramUniform4uiEXT },
    { "glProgramUniform4uiv", (void (*)(void))vcl_gl_glProgramUniform4uiv },
    { "glProgramUniform4uivEXT", (void (*)(void))vcl_gl_glProgramUniform4uivEXT },
    { "glProgramUniformMatrix2fv", (void (*)(void))vcl_gl_glProgramUniformMatrix2fv },
    { "glProgramUniformMatrix2fvEXT", (void (*)(void))vcl_gl_glProgramUniformMatrix2fvEXT },
    { "glProgramUniformMatrix2x3fv", (void (*)(void))vcl_gl_glProgramUniformMatrix2x3fv },
    { "glProgramUniformMatrix2x3fvEXT", (void (*)(void))vcl_gl_glProgramUniformMatrix2x3fvEXT },
    { "glProgramUniformMatrix2x4fv", (void (*)(void))vcl_gl_glProgramUniformMatrix2x4fv },
    { "glProgramUniformMatrix2x4fvEXT", (void (*)(void))vcl_gl_glProgramUniformMatrix2x4fvEXT },
    { "glProgramUniformMatrix3fv", (void (*)(void))vcl_gl_glProgramUniformMatrix3fv },
    { "glProgramUniformMatrix3fvEXT", (void (*)(void))vcl_gl_glProgramUniformMatrix3fvEXT },
    { "glProgramUniformMatrix3x2fv", (void (*)(void))vcl_gl_glProgramUniformMatrix3x2fv },
    { "glProgramUniformMatrix3x2fvEXT", (void (*)(void))vcl_gl_glProgramUniformMatrix3x2fvEXT },
    { "glProgramUniformMatrix3x4fv", (void (*)(void))vcl_gl_glProgramUniformMatrix3x4fv },
    { "glProgramUniformMatrix3x4fvEXT", (void (*)(void))vcl_gl_glProgramUniformMatrix3x4fvEXT },
    { "glProgramUniformMatrix4fv", (void (*)(void))vcl_gl_glProgramUniformMatrix4fv },
    { "glProgramUniformMatrix4fvEXT", (void (*)(void))vcl_gl_glProgramUniformMatrix4fvEXT },
    { "glProgramUniformMatrix4x2fv", (void (*)(void))vcl_gl_glProgramUniformMatrix4x2fv },
    { "glProgramUniformMatrix4x2fvEXT", (void (*)(void))vcl_gl_glProgramUniformMatrix4x2fvEXT },
    { "glProgramUniformMatrix4x3fv", (void (*)(void))vcl_gl_glProgramUniformMatrix4x3fv },
    { "glProgramUniformMatrix4x3fvEXT", (void (*)(void))vcl_gl_glProgramUniformMatrix4x3fvEXT },
    { "glPushDebugGroup", (void (*)(void))vcl_gl_glPushDebugGroup },
    { "glPushDebugGroupKHR", (void (*)(void))vcl_gl_glPushDebugGroup },
    { "glReadBuffer", (void (*)(void))vcl_gl_glReadBuffer },
    { "glReadPixels", (void (*)(void))vcl_gl_glReadPixels },
    { "glReadnPixels", (void (*)(void))vcl_gl_glReadnPixels },
    { "glReadnPixelsEXT", (void (*)(void))vcl_gl_glReadnPixels },
    { "glReadnPixelsKHR", (void (*)(void))vcl_gl_glReadnPixels },
    { "glReleaseShaderCompiler", (void (*)(void))vcl_gl_glReleaseShaderCompiler },
    { "glRenderbufferStorage", (void (*)(void))vcl_gl_glRenderbufferStorage },
    { "glRenderbufferStorageMultisample", (void (*)(void))vcl_gl_glRenderbufferStorageMultisample },
    { "glResumeTransformFeedback", (void (*)(void))vcl_gl_glResumeTransformFeedback },
    { "glSampleCoverage", (void (*)(void))vcl_gl_glSampleCoverage },
    { "glSampleMaski", (void (*)(void))vcl_gl_glSampleMaski },
    { "glSamplerParameterIiv", (void (*)(void))vcl_gl_glSamplerParameterIiv },
    { "glSamplerParameterIivEXT", (void (*)(void))vcl_gl_glSamplerParameterIiv },
    { "glSamplerParameterIivOES", (void (*)(void))vcl_gl_glSamplerParameterIiv },
    { "glSamplerParameterIuiv", (void (*)(void))vcl_gl_glSamplerParameterIuiv },
    { "glSamplerParameterIuivEXT", (void (*)(void))vcl_gl_glSamplerParameterIuiv },
    { "glSamplerParameterIuivOES", (void (*)(void))vcl_gl_glSamplerParameterIuiv },
    { "glSamplerParameterf", (void (*)(void))vcl_gl_glSamplerParameterf },
    { "glSamplerParameterfv", (void (*)(void))vcl_gl_glSamplerParameterfv },
    { "glSamplerParameteri", (void (*)(void))vcl_gl_glSamplerParameteri },
    { "glSamplerParameteriv", (void (*)(void))vcl_gl_glSamplerParameteriv },
    { "glScissor", (void (*)(void))vcl_gl_glScissor },
    { "glScissorArrayvOES", (void (*)(void))vcl_gl_glScissorArrayvOES },
    { "glScissorIndexedOES", (void (*)(void))vcl_gl_glScissorIndexedOES },
    { "glScissorIndexedvOES", (void (*)(void))vcl_gl_glScissorIndexedvOES },
    { "glShaderBinary", (void (*)(void))vcl_gl_glShaderBinary },
    { "glShaderSource", (void (*)(void))vcl_gl_glShaderSource },
    { "glStencilFunc", (void (*)(void))vcl_gl_glStencilFunc },
    { "glStencilFuncSeparate", (void (*)(void))vcl_gl_glStencilFuncSeparate },
    { "glStencilMask", (void (*)(void))vcl_gl_glStencilMask },
    { "glStencilMaskSeparate", (void (*)(void))vcl_gl_glStencilMaskSeparate },
    { "glStencilOp", (void (*)(void))vcl_gl_glStencilOp },
    { "glStencilOpSeparate", (void (*)(void))vcl_gl_glStencilOpSeparate },
    { "glTexBuffer", (void (*)(void))vcl_gl_glTexBuffer },
    { "glTexBufferEXT", (void (*)(void))vcl_gl_glTexBuffer },
    { "glTexBufferOES", (void (*)(void))vcl_gl_glTexBuffer },
    { "glTexBufferRange", (void (*)(void))vcl_gl_glTexBufferRange },
    { "glTexBufferRangeEXT", (void (*)(void))vcl_gl_glTexBufferRange },
    { "glTexBufferRangeOES", (void (*)(void))vcl_gl_glTexBufferRange },
    { "glTexImage2D", (void (*)(void))vcl_gl_glTexImage2D },
    { "glTexImage3D", (void (*)(void))vcl_gl_glTexImage3D },
    { "glTexParameterIiv", (void (*)(void))vcl_gl_glTexParameterIiv },
    { "glTexParameterIivEXT", (void (*)(void))vcl_gl_glTexParameterIiv },
    { "glTexParameterIivOES", (void (*)(void))vcl_gl_glTexParameterIiv },
    { "glTexParameterIuiv", (void (*)(void))vcl_gl_glTexParameterIuiv },
    { "glTexParameterIuivEXT", (void (*)(void))vcl_gl_glTexParameterIuiv },
    { "glTexParameterIuivOES", (void (*)(void))vcl_gl_glTexParameterIuiv },
    { "glTexParameterf", (void (*)(void))vcl_gl_glTexParameterf },
    { "glTexParameterfv", (void (*)(void))vcl_gl_glTexParameterfv },
    { "glTexParameteri", (void (*)(void))vcl_gl_glTexParameteri },
    { "glTexParameteriv", (void (*)(void))vcl_gl_glTexParameteriv },
    { "glTexStorage2D", (void (*)(void))vcl_gl_glTexStorage2D },
    { "glTexStorage2DMultisample", (void (*)(void))vcl_gl_glTexStorage2DMultisample },
    { "glTexStorage3D", (void (*)(void))vcl_gl_glTexStorage3D },
    { "glTexStorage3DMultisample", (void (*)(void))vcl_gl_glTexStorage3DMultisample },
    { "glTexStorage3DMultisampleOES", (void (*)(void))vcl_gl_glTexStorage3DMultisample },
    { "glTexSubImage2D", (void (*)(void))vcl_gl_glTexSubImage2D },
    { "glTexSubImage3D", (void (*)(void))vcl_gl_glTexSubImage3D },
    { "glTextureViewOES", (void (*)(void))vcl_gl_glTextureViewOES },
    { "glTransformFeedbackVaryings", (void (*)(void))vcl_gl_glTransformFeedbackVaryings },
    { "glUniform1f", (void (*)(void))vcl_gl_glUniform1f },
    { "glUniform1fv", (void (*)(void))vcl_gl_glUniform1fv },
    { "glUniform1i", (void (*)(void))vcl_gl_glUniform1i },
    { "glUniform1iv", (void (*)(void))vcl_gl_glUniform1iv },
    { "glUniform1ui", (void (*)(void))vcl_gl_glUniform1ui },
    { "glUniform1uiv", (void (*)(void))vcl_gl_glUniform1uiv },
    { "glUniform2f", (void (*)(void))vcl_gl_glUniform2f },
    { "glUniform2fv", (void (*)(void))vcl_gl_glUniform2fv },
    { "glUniform2i", (void (*)(void))vcl_gl_glUniform2i },
    { "glUniform2iv", (void (*)(void))vcl_gl_glUniform2iv },
    { "glUniform2ui", (void (*)(void))vcl_gl_glUniform2ui },
    { "glUniform2uiv", (void (*)(void))vcl_gl_glUniform2uiv },
    { "glUniform3f", (void (*)(void))vcl_gl_glUniform3f },
    { "glUniform3fv", (void (*)(void))vcl_gl_glUniform3fv },
    { "glUniform3i", (void (*)(void))vcl_gl_glUniform3i },
    { "glUniform3iv", (void (*)(void))vcl_gl_glUniform3iv },
    { "glUniform3ui", (void (*)(void))vcl_gl_glUniform3ui },
    { "glUniform3uiv", (void (*)(void))vcl_gl_glUniform3uiv },
    { "glUniform4f", (void (*)(void))vcl_gl_glUniform4f },
    { "glUniform4fv", (void (*)(void))vcl_gl_glUniform4fv },
    { "glUniform4i", (void (*)(void))vcl_gl_glUniform4i },
    { "glUniform4iv", (void (*)(void))vcl_gl_glUniform4iv },
    { "glUniform4ui", (void (*)(void))vcl_gl_glUniform4ui },
    { "glUniform4uiv", (void (*)(void))vcl_gl_glUniform4uiv },
    { "glUniformBlockBinding", (void (*)(void))vcl_gl_glUniformBlockBinding },
    { "glUniformMatrix2fv", (void (*)(void))vcl_gl_glUniformMatrix2fv },
    { "glUniformMatrix2x3fv", (void (*)(void))vcl_gl_glUniformMatrix2x3fv },
    { "glUniformMatrix2x4fv", (void (*)(void))vcl_gl_glUniformMatrix2x4fv },
    { "glUniformMatrix3fv", (void (*)(void))vcl_gl_glUniformMatrix3fv },
    { "glUniformMatrix3x2fv", (void (*)(void))vcl_gl_glUniformMatrix3x2fv },
    { "glUniformMatrix3x4fv", (void (*)(void))vcl_gl_glUniformMatrix3x4fv },
    { "glUniformMatrix4fv", (void (*)(void))vcl_gl_glUniformMatrix4fv },
    { "glUniformMatrix4x2fv", (void (*)(void))vcl_gl_glUniformMatrix4x2fv },
    { "glUniformMatrix4x3fv", (void (*)(void))vcl_gl_glUniformMatrix4x3fv },
    { "glUnmapBuffer", (void (*)(void))vcl_gl_glUnmapBuffer },
    { "glUnmapBufferOES", (void (*)(void))vcl_gl_glUnmapBufferOES },
    { "glUseProgram", (void (*)(void))vcl_gl_glUseProgram },
    { "glUseProgramStages", (void (*)(void))vcl_gl_glUseProgramStages },
    { "glUseProgramStagesEXT", (void (*)(void))vcl_gl_glUseProgramStagesEXT },
    { "glValidateProgram", (void (*)(void))vcl_gl_glValidateProgram },
    { "glValidateProgramPipeline", (void (*)(void))vcl_gl_glValidateProgramPipeline },
    { "glValidateProgramPipelineEXT", (void (*)(void))vcl_gl_glValidateProgramPipelineEXT },
    { "glVertexAttrib1f", (void (*)(void))vcl_gl_glVertexAttrib1f },
    { "glVertexAttrib1fv", (void (*)(void))vcl_gl_glVertexAttrib1fv },
    { "glVertexAttrib2f", (void (*)(void))vcl_gl_glVertexAttrib2f },
    { "glVertexAttrib2fv", (void (*)(void))vcl_gl_glVertexAttrib2fv },
    { "glVertexAttrib3f", (void (*)(void))vcl_gl_glVertexAttrib3f },
    { "glVertexAttrib3fv", (void (*)(void))vcl_gl_glVertexAttrib3fv },
    { "glVertexAttrib4f", (void (*)(void))vcl_gl_glVertexAttrib4f },
    { "glVertexAttrib4fv", (void (*)(void))vcl_gl_glVertexAttrib4fv },
    { "glVertexAttribBinding", (void (*)(void))vcl_gl_glVertexAttribBinding },
    { "glVertexAttribDivisor", (void (*)(void))vcl_gl_glVertexAttribDivisor },
    { "glVertexAttribFormat", (void (*)(void))vcl_gl_glVertexAttribFormat },
    { "glVertexAttribI4i", (void (*)(void))vcl_gl_glVertexAttribI4i },
    { "glVertexAttribI4iv", (void (*)(void))vcl_gl_glVertexAttribI4iv },
    { "glVertexAttribI4ui", (void (*)(void))vcl_gl_glVertexAttribI4ui },
    { "glVertexAttribI4uiv", (void (*)(void))vcl_gl_glVertexAttribI4uiv },
    { "glVertexAttribIFormat", (void (*)(void))vcl_gl_glVertexAttribIFormat },
    { "glVertexAttribIPointer", (void (*)(void))vcl_gl_glVertexAttribIPointer },
    { "glVertexAttribPointer", (void (*)(void))vcl_gl_glVertexAttribPointer },
    { "glVertexBindingDivisor", (void (*)(void))vcl_gl_glVertexBindingDivisor },
    { "glViewport", (void (*)(void))vcl_gl_glViewport },
    { "glViewportArrayvOES", (void (*)(void))vcl_gl_glViewportArrayvOES },
    { "glViewportIndexedfOES", (void (*)(void))vcl_gl_glViewportIndexedfOES },
    { "glViewportIndexedfvOES", (void (*)(void))vcl_gl_glViewportIndexedfvOES },
    { "glWaitSync", (void (*)(void))vcl_gl_glWaitSync },
};
