/* generated from api/gles.api and the Khronos registry (gl.xml) by tools/gen/gen.py, do not edit */
#include <string.h>

#include "vcl_be.h"
#include "vcl_be_gl.h"
#include "vn_backend.h"

/* Where a decoder failed first: the parameter being decoded (its log line names it). */
#define VN_GL_AT(name)              \
    do {                            \
        if (vd->err && !at)         \
            at = (name);            \
    } while (0)

static const GLchar *const *gl_dec_strs(struct vcl_be_ctx *x, int64_t count)
{
    uint64_t n = vcl_dec_u64(&x->dec);
    const GLchar **v;

    if (x->dec.err)
        return NULL;
    if (n != (count > 0 ? (uint64_t)count : 0) || n > VCL_GL_MAX_STRS) {
        vcl_be_violation(x, "%llu strings for a count of %lld", (unsigned long long)n, (long long)count);
        x->dec.err = true;
        return NULL;
    }
    if (!n || !(v = vcl_be_scratch(x, n, sizeof(*v))))
        return NULL;
    for (uint64_t i = 0; i < n; i++)
        if (!(v[i] = vcl_dec_str(&x->dec)))
            return NULL; /* absent (GL_INVALID_VALUE) or malformed (dec.err) */
    return v;
}

int vn_be_glActiveTexture(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum texture;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &texture, sizeof(texture));
    VN_GL_AT("texture");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glActiveTexture(texture);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glAttachShader(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLuint shader;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &shader, sizeof(shader));
    VN_GL_AT("shader");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glAttachShader(program, shader);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBindAttribLocation(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLuint index;
    const GLchar *name;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    name = vcl_dec_str(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!name)
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBindAttribLocation(program, index, name);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBindBuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint buffer;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &buffer, sizeof(buffer));
    VN_GL_AT("buffer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBindBuffer(target, buffer);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBindFramebuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint framebuffer;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &framebuffer, sizeof(framebuffer));
    VN_GL_AT("framebuffer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBindFramebuffer(target, framebuffer);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBindRenderbuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint renderbuffer;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &renderbuffer, sizeof(renderbuffer));
    VN_GL_AT("renderbuffer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBindRenderbuffer(target, renderbuffer);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBindTexture(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint texture;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &texture, sizeof(texture));
    VN_GL_AT("texture");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBindTexture(target, texture);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBlendColor(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLfloat red;
    GLfloat green;
    GLfloat blue;
    GLfloat alpha;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &red, sizeof(red));
    VN_GL_AT("red");
    vcl_dec_val(vd, &green, sizeof(green));
    VN_GL_AT("green");
    vcl_dec_val(vd, &blue, sizeof(blue));
    VN_GL_AT("blue");
    vcl_dec_val(vd, &alpha, sizeof(alpha));
    VN_GL_AT("alpha");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBlendColor(red, green, blue, alpha);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBlendEquation(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBlendEquation(mode);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBlendEquationSeparate(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum modeRGB;
    GLenum modeAlpha;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &modeRGB, sizeof(modeRGB));
    VN_GL_AT("modeRGB");
    vcl_dec_val(vd, &modeAlpha, sizeof(modeAlpha));
    VN_GL_AT("modeAlpha");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBlendEquationSeparate(modeRGB, modeAlpha);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBlendFunc(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum sfactor;
    GLenum dfactor;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sfactor, sizeof(sfactor));
    VN_GL_AT("sfactor");
    vcl_dec_val(vd, &dfactor, sizeof(dfactor));
    VN_GL_AT("dfactor");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBlendFunc(sfactor, dfactor);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBlendFuncSeparate(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum sfactorRGB;
    GLenum dfactorRGB;
    GLenum sfactorAlpha;
    GLenum dfactorAlpha;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sfactorRGB, sizeof(sfactorRGB));
    VN_GL_AT("sfactorRGB");
    vcl_dec_val(vd, &dfactorRGB, sizeof(dfactorRGB));
    VN_GL_AT("dfactorRGB");
    vcl_dec_val(vd, &sfactorAlpha, sizeof(sfactorAlpha));
    VN_GL_AT("sfactorAlpha");
    vcl_dec_val(vd, &dfactorAlpha, sizeof(dfactorAlpha));
    VN_GL_AT("dfactorAlpha");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBlendFuncSeparate(sfactorRGB, dfactorRGB, sfactorAlpha, dfactorAlpha);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBufferData(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLsizeiptr size;
    const void *data = NULL;
    uint64_t data_len = 0, data_off = 0;
    GLenum usage;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &size, sizeof(size));
    VN_GL_AT("size");
    data = vcl_dec_bulk(vd, &data_len, &data_off);
    VN_GL_AT("data");
    vcl_dec_val(vd, &usage, sizeof(usage));
    VN_GL_AT("usage");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (data)
        vcl_be_bulk(vx, data_len, data_off); /* counted: region or inline */
    if (data && data_len != (uint64_t)(size))
        return vcl_be_violation(vx, "glBufferData: data is %llu bytes, not size", (unsigned long long)data_len);
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBufferData(target, size, data, usage);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glBufferSubData(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLintptr offset;
    GLsizeiptr size;
    const void *data = NULL;
    uint64_t data_len = 0, data_off = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &offset, sizeof(offset));
    VN_GL_AT("offset");
    vcl_dec_val(vd, &size, sizeof(size));
    VN_GL_AT("size");
    data = vcl_dec_bulk(vd, &data_len, &data_off);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (data)
        vcl_be_bulk(vx, data_len, data_off); /* counted: region or inline */
    if (data && data_len != (uint64_t)(size))
        return vcl_be_violation(vx, "glBufferSubData: data is %llu bytes, not size", (unsigned long long)data_len);
    if (vcl_gl_enter(vx)) {
        if (!data && (int64_t)(size) > 0)
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBufferSubData(target, offset, size, data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glCheckFramebufferStatus(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glCheckFramebufferStatus(target);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glClear(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLbitfield mask;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mask, sizeof(mask));
    VN_GL_AT("mask");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glClear(mask);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glClearColor(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLfloat red;
    GLfloat green;
    GLfloat blue;
    GLfloat alpha;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &red, sizeof(red));
    VN_GL_AT("red");
    vcl_dec_val(vd, &green, sizeof(green));
    VN_GL_AT("green");
    vcl_dec_val(vd, &blue, sizeof(blue));
    VN_GL_AT("blue");
    vcl_dec_val(vd, &alpha, sizeof(alpha));
    VN_GL_AT("alpha");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glClearColor(red, green, blue, alpha);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glClearDepthf(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLfloat d;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &d, sizeof(d));
    VN_GL_AT("d");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glClearDepthf(d);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glClearStencil(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint s;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &s, sizeof(s));
    VN_GL_AT("s");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glClearStencil(s);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glColorMask(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLboolean red;
    GLboolean green;
    GLboolean blue;
    GLboolean alpha;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &red, sizeof(red));
    VN_GL_AT("red");
    vcl_dec_val(vd, &green, sizeof(green));
    VN_GL_AT("green");
    vcl_dec_val(vd, &blue, sizeof(blue));
    VN_GL_AT("blue");
    vcl_dec_val(vd, &alpha, sizeof(alpha));
    VN_GL_AT("alpha");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glColorMask(red, green, blue, alpha);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glCompileShader(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint shader;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &shader, sizeof(shader));
    VN_GL_AT("shader");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glCompileShader(shader);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glCompressedTexImage2D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLenum internalformat;
    GLsizei width;
    GLsizei height;
    GLint border;
    GLsizei imageSize;
    const void *data = NULL;
    uint64_t data_len = 0, data_off = 0;
    bool data_pbo;
    uint64_t data_at = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &border, sizeof(border));
    VN_GL_AT("border");
    vcl_dec_val(vd, &imageSize, sizeof(imageSize));
    VN_GL_AT("imageSize");
    data_pbo = vcl_dec_want(vd);
    if (data_pbo)
        data_at = vcl_dec_u64(vd);
    else
        data = vcl_dec_bulk(vd, &data_len, &data_off);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (data)
        vcl_be_bulk(vx, data_len, data_off); /* counted: region or inline */
    if (data && data_len != (uint64_t)(imageSize))
        return vcl_be_violation(vx, "glCompressedTexImage2D: data is %llu bytes, not imageSize", (unsigned long long)data_len);
    if (vcl_gl_enter(vx)) {
        if (data_pbo != vcl_gl_pbo_bound(false))
            gl_err = GL_INVALID_OPERATION;
        else if (!data_pbo) {
        }
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glCompressedTexImage2D(target, level, internalformat, width, height, border, imageSize, data_pbo ? (const void *)(uintptr_t)data_at : data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glCompressedTexSubImage2D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLint xoffset;
    GLint yoffset;
    GLsizei width;
    GLsizei height;
    GLenum format;
    GLsizei imageSize;
    const void *data = NULL;
    uint64_t data_len = 0, data_off = 0;
    bool data_pbo;
    uint64_t data_at = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &xoffset, sizeof(xoffset));
    VN_GL_AT("xoffset");
    vcl_dec_val(vd, &yoffset, sizeof(yoffset));
    VN_GL_AT("yoffset");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &format, sizeof(format));
    VN_GL_AT("format");
    vcl_dec_val(vd, &imageSize, sizeof(imageSize));
    VN_GL_AT("imageSize");
    data_pbo = vcl_dec_want(vd);
    if (data_pbo)
        data_at = vcl_dec_u64(vd);
    else
        data = vcl_dec_bulk(vd, &data_len, &data_off);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (data)
        vcl_be_bulk(vx, data_len, data_off); /* counted: region or inline */
    if (data && data_len != (uint64_t)(imageSize))
        return vcl_be_violation(vx, "glCompressedTexSubImage2D: data is %llu bytes, not imageSize", (unsigned long long)data_len);
    if (vcl_gl_enter(vx)) {
        if (data_pbo != vcl_gl_pbo_bound(false))
            gl_err = GL_INVALID_OPERATION;
        else if (!data_pbo) {
            if (!data && (int64_t)(imageSize) > 0)
                gl_err = GL_INVALID_VALUE;
        }
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glCompressedTexSubImage2D(target, level, xoffset, yoffset, width, height, format, imageSize, data_pbo ? (const void *)(uintptr_t)data_at : data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glCopyTexImage2D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLenum internalformat;
    GLint x;
    GLint y;
    GLsizei width;
    GLsizei height;
    GLint border;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &border, sizeof(border));
    VN_GL_AT("border");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glCopyTexImage2D(target, level, internalformat, x, y, width, height, border);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glCopyTexSubImage2D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLint xoffset;
    GLint yoffset;
    GLint x;
    GLint y;
    GLsizei width;
    GLsizei height;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &xoffset, sizeof(xoffset));
    VN_GL_AT("xoffset");
    vcl_dec_val(vd, &yoffset, sizeof(yoffset));
    VN_GL_AT("yoffset");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glCopyTexSubImage2D(target, level, xoffset, yoffset, x, y, width, height);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glCreateProgram(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glCreateProgram();
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glCreateShader(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum type;
    GLuint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glCreateShader(type);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glCullFace(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glCullFace(mode);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDeleteBuffers(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    const GLuint *buffers;
    int64_t buffers_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    buffers_k = (int64_t)(n);
    buffers = vcl_dec_arr(vd, buffers_k > 0 ? (uint64_t)buffers_k : 0, sizeof(*buffers));
    VN_GL_AT("buffers");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (buffers_k < 0 || (buffers_k > 0 && !buffers))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDeleteBuffers(n, buffers);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDeleteFramebuffers(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    const GLuint *framebuffers;
    int64_t framebuffers_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    framebuffers_k = (int64_t)(n);
    framebuffers = vcl_dec_arr(vd, framebuffers_k > 0 ? (uint64_t)framebuffers_k : 0, sizeof(*framebuffers));
    VN_GL_AT("framebuffers");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (framebuffers_k < 0 || (framebuffers_k > 0 && !framebuffers))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDeleteFramebuffers(n, framebuffers);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDeleteProgram(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDeleteProgram(program);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDeleteRenderbuffers(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    const GLuint *renderbuffers;
    int64_t renderbuffers_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    renderbuffers_k = (int64_t)(n);
    renderbuffers = vcl_dec_arr(vd, renderbuffers_k > 0 ? (uint64_t)renderbuffers_k : 0, sizeof(*renderbuffers));
    VN_GL_AT("renderbuffers");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (renderbuffers_k < 0 || (renderbuffers_k > 0 && !renderbuffers))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDeleteRenderbuffers(n, renderbuffers);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDeleteShader(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint shader;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &shader, sizeof(shader));
    VN_GL_AT("shader");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDeleteShader(shader);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDeleteTextures(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    const GLuint *textures;
    int64_t textures_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    textures_k = (int64_t)(n);
    textures = vcl_dec_arr(vd, textures_k > 0 ? (uint64_t)textures_k : 0, sizeof(*textures));
    VN_GL_AT("textures");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (textures_k < 0 || (textures_k > 0 && !textures))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDeleteTextures(n, textures);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDepthFunc(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum func;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &func, sizeof(func));
    VN_GL_AT("func");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDepthFunc(func);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDepthMask(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLboolean flag;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &flag, sizeof(flag));
    VN_GL_AT("flag");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDepthMask(flag);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDepthRangef(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLfloat n;
    GLfloat f;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    vcl_dec_val(vd, &f, sizeof(f));
    VN_GL_AT("f");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDepthRangef(n, f);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDetachShader(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLuint shader;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &shader, sizeof(shader));
    VN_GL_AT("shader");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDetachShader(program, shader);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDisable(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum cap;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &cap, sizeof(cap));
    VN_GL_AT("cap");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_Disable(cap);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDisableVertexAttribArray(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDisableVertexAttribArray(index);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawArrays(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLint first;
    GLsizei count;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &first, sizeof(first));
    VN_GL_AT("first");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDrawArrays(mode, first, count);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawElements(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLsizei count;
    GLenum type;
    uint64_t indices;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    indices = vcl_dec_u64(vd);
    VN_GL_AT("indices");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(GL_ELEMENT_ARRAY_BUFFER_BINDING))
            gl_err = GL_INVALID_OPERATION;
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDrawElements(mode, count, type, (const void *)(uintptr_t)indices);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glEnable(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum cap;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &cap, sizeof(cap));
    VN_GL_AT("cap");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_Enable(cap);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glEnableVertexAttribArray(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glEnableVertexAttribArray(index);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glFinish(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glFinish();
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glFlush(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glFlush();
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glFramebufferRenderbuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum attachment;
    GLenum renderbuffertarget;
    GLuint renderbuffer;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &attachment, sizeof(attachment));
    VN_GL_AT("attachment");
    vcl_dec_val(vd, &renderbuffertarget, sizeof(renderbuffertarget));
    VN_GL_AT("renderbuffertarget");
    vcl_dec_val(vd, &renderbuffer, sizeof(renderbuffer));
    VN_GL_AT("renderbuffer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glFramebufferRenderbuffer(target, attachment, renderbuffertarget, renderbuffer);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glFramebufferTexture2D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum attachment;
    GLenum textarget;
    GLuint texture;
    GLint level;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &attachment, sizeof(attachment));
    VN_GL_AT("attachment");
    vcl_dec_val(vd, &textarget, sizeof(textarget));
    VN_GL_AT("textarget");
    vcl_dec_val(vd, &texture, sizeof(texture));
    VN_GL_AT("texture");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glFramebufferTexture2D(target, attachment, textarget, texture, level);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glFrontFace(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glFrontFace(mode);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGenBuffers(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    GLuint *buffers = NULL;
    bool buffers_want;
    int64_t buffers_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    buffers_want = vcl_dec_want(vd);
    VN_GL_AT("buffers");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        buffers_k = (int64_t)(n);
        if (buffers_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)buffers_k > VCL_MAX_INFO / sizeof(*buffers))
            gl_err = GL_OUT_OF_MEMORY;
        else if (buffers_k > 0 && !(buffers = vcl_be_scratch(vx, (uint64_t)buffers_k, sizeof(*buffers))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGenBuffers(n, buffers);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, buffers_want && ran ? buffers : NULL, buffers_want && ran && buffers_k > 0 ? (size_t)buffers_k * sizeof(*buffers) : 0);
    return 0;
}

int vn_be_glGenerateMipmap(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGenerateMipmap(target);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGenFramebuffers(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    GLuint *framebuffers = NULL;
    bool framebuffers_want;
    int64_t framebuffers_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    framebuffers_want = vcl_dec_want(vd);
    VN_GL_AT("framebuffers");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        framebuffers_k = (int64_t)(n);
        if (framebuffers_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)framebuffers_k > VCL_MAX_INFO / sizeof(*framebuffers))
            gl_err = GL_OUT_OF_MEMORY;
        else if (framebuffers_k > 0 && !(framebuffers = vcl_be_scratch(vx, (uint64_t)framebuffers_k, sizeof(*framebuffers))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGenFramebuffers(n, framebuffers);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, framebuffers_want && ran ? framebuffers : NULL, framebuffers_want && ran && framebuffers_k > 0 ? (size_t)framebuffers_k * sizeof(*framebuffers) : 0);
    return 0;
}

int vn_be_glGenRenderbuffers(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    GLuint *renderbuffers = NULL;
    bool renderbuffers_want;
    int64_t renderbuffers_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    renderbuffers_want = vcl_dec_want(vd);
    VN_GL_AT("renderbuffers");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        renderbuffers_k = (int64_t)(n);
        if (renderbuffers_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)renderbuffers_k > VCL_MAX_INFO / sizeof(*renderbuffers))
            gl_err = GL_OUT_OF_MEMORY;
        else if (renderbuffers_k > 0 && !(renderbuffers = vcl_be_scratch(vx, (uint64_t)renderbuffers_k, sizeof(*renderbuffers))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGenRenderbuffers(n, renderbuffers);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, renderbuffers_want && ran ? renderbuffers : NULL, renderbuffers_want && ran && renderbuffers_k > 0 ? (size_t)renderbuffers_k * sizeof(*renderbuffers) : 0);
    return 0;
}

int vn_be_glGenTextures(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    GLuint *textures = NULL;
    bool textures_want;
    int64_t textures_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    textures_want = vcl_dec_want(vd);
    VN_GL_AT("textures");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        textures_k = (int64_t)(n);
        if (textures_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)textures_k > VCL_MAX_INFO / sizeof(*textures))
            gl_err = GL_OUT_OF_MEMORY;
        else if (textures_k > 0 && !(textures = vcl_be_scratch(vx, (uint64_t)textures_k, sizeof(*textures))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGenTextures(n, textures);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, textures_want && ran ? textures : NULL, textures_want && ran && textures_k > 0 ? (size_t)textures_k * sizeof(*textures) : 0);
    return 0;
}

int vn_be_glGetActiveAttrib(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLuint index;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLint size_v[VCL_GL_OUT_ROOM] = { 0 };
    bool size_want;
    GLenum type_v[VCL_GL_OUT_ROOM] = { 0 };
    bool type_want;
    GLchar *name = NULL;
    bool name_want;
    int64_t name_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    size_want = vcl_dec_want(vd);
    VN_GL_AT("size");
    type_want = vcl_dec_want(vd);
    VN_GL_AT("type");
    name_want = vcl_dec_want(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        name_k = (int64_t)(bufSize);
        if (name_k > (int64_t)VCL_MAX_INFO) {
            name_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))name_k;
        }
        if (name_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)name_k > VCL_MAX_INFO / sizeof(*name))
            gl_err = GL_OUT_OF_MEMORY;
        else if (name_k > 0 && !(name = vcl_be_scratch(vx, (uint64_t)name_k, sizeof(*name))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetActiveAttrib(program, index, bufSize, length_v, size_v, type_v, name);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    if (size_want)
        vcl_enc_val(&vx->rep, &size_v[0], sizeof(size_v[0]));
    if (type_want)
        vcl_enc_val(&vx->rep, &type_v[0], sizeof(type_v[0]));
    vcl_enc_buf(&vx->rep, name_want && ran ? name : NULL, name_want && ran && name_k > 0 ? strnlen(name, (size_t)name_k - 1) + 1 : 0);
    return 0;
}

int vn_be_glGetActiveUniform(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLuint index;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLint size_v[VCL_GL_OUT_ROOM] = { 0 };
    bool size_want;
    GLenum type_v[VCL_GL_OUT_ROOM] = { 0 };
    bool type_want;
    GLchar *name = NULL;
    bool name_want;
    int64_t name_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    size_want = vcl_dec_want(vd);
    VN_GL_AT("size");
    type_want = vcl_dec_want(vd);
    VN_GL_AT("type");
    name_want = vcl_dec_want(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        name_k = (int64_t)(bufSize);
        if (name_k > (int64_t)VCL_MAX_INFO) {
            name_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))name_k;
        }
        if (name_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)name_k > VCL_MAX_INFO / sizeof(*name))
            gl_err = GL_OUT_OF_MEMORY;
        else if (name_k > 0 && !(name = vcl_be_scratch(vx, (uint64_t)name_k, sizeof(*name))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetActiveUniform(program, index, bufSize, length_v, size_v, type_v, name);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    if (size_want)
        vcl_enc_val(&vx->rep, &size_v[0], sizeof(size_v[0]));
    if (type_want)
        vcl_enc_val(&vx->rep, &type_v[0], sizeof(type_v[0]));
    vcl_enc_buf(&vx->rep, name_want && ran ? name : NULL, name_want && ran && name_k > 0 ? strnlen(name, (size_t)name_k - 1) + 1 : 0);
    return 0;
}

int vn_be_glGetAttachedShaders(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLsizei maxCount;
    GLsizei count_v[VCL_GL_OUT_ROOM] = { 0 };
    bool count_want;
    GLuint *shaders = NULL;
    bool shaders_want;
    int64_t shaders_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &maxCount, sizeof(maxCount));
    VN_GL_AT("maxCount");
    count_want = vcl_dec_want(vd);
    VN_GL_AT("count");
    shaders_want = vcl_dec_want(vd);
    VN_GL_AT("shaders");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        shaders_k = (int64_t)(maxCount);
        if (shaders_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)shaders_k > VCL_MAX_INFO / sizeof(*shaders))
            gl_err = GL_OUT_OF_MEMORY;
        else if (shaders_k > 0 && !(shaders = vcl_be_scratch(vx, (uint64_t)shaders_k, sizeof(*shaders))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetAttachedShaders(program, maxCount, count_v, shaders);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (count_want)
        vcl_enc_val(&vx->rep, &count_v[0], sizeof(count_v[0]));
    vcl_enc_buf(&vx->rep, shaders_want && ran ? shaders : NULL, shaders_want && ran && shaders_k > 0 ? (size_t)shaders_k * sizeof(*shaders) : 0);
    return 0;
}

int vn_be_glGetAttribLocation(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    const GLchar *name;
    GLint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    name = vcl_dec_str(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!name)
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glGetAttribLocation(program, name);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glGetBooleanv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum pname;
    GLboolean *data = NULL;
    bool data_want;
    int64_t data_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    data_want = vcl_dec_want(vd);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        data_k = (int64_t)(vcl_gl_get_values(pname));
        if (data_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)data_k > VCL_MAX_INFO / sizeof(*data))
            gl_err = GL_OUT_OF_MEMORY;
        else if (data_k > 0 && !(data = vcl_be_scratch(vx, data_k < 16 ? 16 : (uint64_t)data_k, sizeof(*data))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_GetBooleanv(pname, data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, data_want && ran ? data : NULL, data_want && ran && data_k > 0 ? (size_t)data_k * sizeof(*data) : 0);
    return 0;
}

int vn_be_glGetBufferParameteriv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetBufferParameteriv(target, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetFloatv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum pname;
    GLfloat *data = NULL;
    bool data_want;
    int64_t data_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    data_want = vcl_dec_want(vd);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        data_k = (int64_t)(vcl_gl_get_values(pname));
        if (data_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)data_k > VCL_MAX_INFO / sizeof(*data))
            gl_err = GL_OUT_OF_MEMORY;
        else if (data_k > 0 && !(data = vcl_be_scratch(vx, data_k < 16 ? 16 : (uint64_t)data_k, sizeof(*data))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_GetFloatv(pname, data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, data_want && ran ? data : NULL, data_want && ran && data_k > 0 ? (size_t)data_k * sizeof(*data) : 0);
    return 0;
}

int vn_be_glGetFramebufferAttachmentParameteriv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum attachment;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &attachment, sizeof(attachment));
    VN_GL_AT("attachment");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetFramebufferAttachmentParameteriv(target, attachment, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetIntegerv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum pname;
    GLint *data = NULL;
    bool data_want;
    int64_t data_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    data_want = vcl_dec_want(vd);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        data_k = (int64_t)(vcl_gl_get_values(pname));
        if (data_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)data_k > VCL_MAX_INFO / sizeof(*data))
            gl_err = GL_OUT_OF_MEMORY;
        else if (data_k > 0 && !(data = vcl_be_scratch(vx, data_k < 16 ? 16 : (uint64_t)data_k, sizeof(*data))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_GetIntegerv(pname, data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, data_want && ran ? data : NULL, data_want && ran && data_k > 0 ? (size_t)data_k * sizeof(*data) : 0);
    return 0;
}

int vn_be_glGetProgramiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetProgramiv(program, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetProgramInfoLog(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLchar *infoLog = NULL;
    bool infoLog_want;
    int64_t infoLog_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    infoLog_want = vcl_dec_want(vd);
    VN_GL_AT("infoLog");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        infoLog_k = (int64_t)(bufSize);
        if (infoLog_k > (int64_t)VCL_MAX_INFO) {
            infoLog_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))infoLog_k;
        }
        if (infoLog_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)infoLog_k > VCL_MAX_INFO / sizeof(*infoLog))
            gl_err = GL_OUT_OF_MEMORY;
        else if (infoLog_k > 0 && !(infoLog = vcl_be_scratch(vx, (uint64_t)infoLog_k, sizeof(*infoLog))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetProgramInfoLog(program, bufSize, length_v, infoLog);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    vcl_enc_buf(&vx->rep, infoLog_want && ran ? infoLog : NULL, infoLog_want && ran && infoLog_k > 0 ? strnlen(infoLog, (size_t)infoLog_k - 1) + 1 : 0);
    return 0;
}

int vn_be_glGetRenderbufferParameteriv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetRenderbufferParameteriv(target, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetShaderiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint shader;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &shader, sizeof(shader));
    VN_GL_AT("shader");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetShaderiv(shader, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetShaderInfoLog(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint shader;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLchar *infoLog = NULL;
    bool infoLog_want;
    int64_t infoLog_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &shader, sizeof(shader));
    VN_GL_AT("shader");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    infoLog_want = vcl_dec_want(vd);
    VN_GL_AT("infoLog");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        infoLog_k = (int64_t)(bufSize);
        if (infoLog_k > (int64_t)VCL_MAX_INFO) {
            infoLog_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))infoLog_k;
        }
        if (infoLog_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)infoLog_k > VCL_MAX_INFO / sizeof(*infoLog))
            gl_err = GL_OUT_OF_MEMORY;
        else if (infoLog_k > 0 && !(infoLog = vcl_be_scratch(vx, (uint64_t)infoLog_k, sizeof(*infoLog))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetShaderInfoLog(shader, bufSize, length_v, infoLog);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    vcl_enc_buf(&vx->rep, infoLog_want && ran ? infoLog : NULL, infoLog_want && ran && infoLog_k > 0 ? strnlen(infoLog, (size_t)infoLog_k - 1) + 1 : 0);
    return 0;
}

int vn_be_glGetShaderPrecisionFormat(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum shadertype;
    GLenum precisiontype;
    GLint *range = NULL;
    bool range_want;
    int64_t range_k;
    GLint precision_v[VCL_GL_OUT_ROOM] = { 0 };
    bool precision_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &shadertype, sizeof(shadertype));
    VN_GL_AT("shadertype");
    vcl_dec_val(vd, &precisiontype, sizeof(precisiontype));
    VN_GL_AT("precisiontype");
    range_want = vcl_dec_want(vd);
    VN_GL_AT("range");
    precision_want = vcl_dec_want(vd);
    VN_GL_AT("precision");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        range_k = (int64_t)(2);
        if (range_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)range_k > VCL_MAX_INFO / sizeof(*range))
            gl_err = GL_OUT_OF_MEMORY;
        else if (range_k > 0 && !(range = vcl_be_scratch(vx, (uint64_t)range_k, sizeof(*range))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetShaderPrecisionFormat(shadertype, precisiontype, range, precision_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, range_want && ran ? range : NULL, range_want && ran && range_k > 0 ? (size_t)range_k * sizeof(*range) : 0);
    if (precision_want)
        vcl_enc_val(&vx->rep, &precision_v[0], sizeof(precision_v[0]));
    return 0;
}

int vn_be_glGetShaderSource(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint shader;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLchar *source = NULL;
    bool source_want;
    int64_t source_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &shader, sizeof(shader));
    VN_GL_AT("shader");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    source_want = vcl_dec_want(vd);
    VN_GL_AT("source");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        source_k = (int64_t)(bufSize);
        if (source_k > (int64_t)VCL_MAX_INFO) {
            source_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))source_k;
        }
        if (source_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)source_k > VCL_MAX_INFO / sizeof(*source))
            gl_err = GL_OUT_OF_MEMORY;
        else if (source_k > 0 && !(source = vcl_be_scratch(vx, (uint64_t)source_k, sizeof(*source))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetShaderSource(shader, bufSize, length_v, source);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    vcl_enc_buf(&vx->rep, source_want && ran ? source : NULL, source_want && ran && source_k > 0 ? strnlen(source, (size_t)source_k - 1) + 1 : 0);
    return 0;
}

int vn_be_glGetTexParameterfv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLfloat params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetTexParameterfv(target, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetTexParameteriv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetTexParameteriv(target, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetUniformfv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLfloat *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
        if (params_k == 0)
            gl_err = GL_INVALID_OPERATION;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetUniformfv(program, location, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetUniformiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
        if (params_k == 0)
            gl_err = GL_INVALID_OPERATION;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetUniformiv(program, location, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetUniformLocation(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    const GLchar *name;
    GLint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    name = vcl_dec_str(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!name)
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glGetUniformLocation(program, name);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glGetVertexAttribfv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLenum pname;
    GLfloat *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(vcl_gl_attrib_count(pname));
        if (params_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetVertexAttribfv(index, pname, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetVertexAttribiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLenum pname;
    GLint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(vcl_gl_attrib_count(pname));
        if (params_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetVertexAttribiv(index, pname, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetVertexAttribPointerv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLenum pname;
    void * pointer_v[VCL_GL_OUT_ROOM] = { 0 };
    bool pointer_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    pointer_want = vcl_dec_want(vd);
    VN_GL_AT("pointer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetVertexAttribPointerv(index, pname, pointer_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (pointer_want)
        vcl_enc_val(&vx->rep, &pointer_v[0], sizeof(pointer_v[0]));
    return 0;
}

int vn_be_glHint(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum mode;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glHint(target, mode);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glIsBuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint buffer;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &buffer, sizeof(buffer));
    VN_GL_AT("buffer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glIsBuffer(buffer);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glIsEnabled(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum cap;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &cap, sizeof(cap));
    VN_GL_AT("cap");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glIsEnabled(cap);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glIsFramebuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint framebuffer;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &framebuffer, sizeof(framebuffer));
    VN_GL_AT("framebuffer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glIsFramebuffer(framebuffer);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glIsProgram(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glIsProgram(program);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glIsRenderbuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint renderbuffer;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &renderbuffer, sizeof(renderbuffer));
    VN_GL_AT("renderbuffer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glIsRenderbuffer(renderbuffer);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glIsShader(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint shader;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &shader, sizeof(shader));
    VN_GL_AT("shader");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glIsShader(shader);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glIsTexture(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint texture;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &texture, sizeof(texture));
    VN_GL_AT("texture");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glIsTexture(texture);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glLineWidth(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLfloat width;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glLineWidth(width);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glLinkProgram(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glLinkProgram(program);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glPolygonOffset(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLfloat factor;
    GLfloat units;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &factor, sizeof(factor));
    VN_GL_AT("factor");
    vcl_dec_val(vd, &units, sizeof(units));
    VN_GL_AT("units");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glPolygonOffset(factor, units);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glReadPixels(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint x;
    GLint y;
    GLsizei width;
    GLsizei height;
    GLenum format;
    GLenum type;
    uint64_t pixels_want = 0, pixels_len = 0, pixels_off = VCL_DEC_NOT_IN_REGION, pixels_at = 0;
    void *pixels = NULL;
    size_t pixels_n = 0;
    bool pixels_pbo;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &format, sizeof(format));
    VN_GL_AT("format");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    pixels_pbo = vcl_dec_want(vd);
    if (pixels_pbo) {
        pixels_at = vcl_dec_u64(vd);
    } else {
        pixels_want = vcl_dec_u64(vd);
        pixels = (void *)vcl_dec_bulk(vd, &pixels_len, &pixels_off);
    }
    VN_GL_AT("pixels");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (pixels && pixels_len != pixels_want)
        return vcl_be_violation(vx, "glReadPixels: pixels region item of %llu bytes for %llu", (unsigned long long)pixels_len, (unsigned long long)pixels_want);
    if (vcl_gl_enter(vx)) {
        if (pixels_pbo != vcl_gl_pbo_bound(true)) {
            gl_err = GL_INVALID_OPERATION;
        } else if (!pixels_pbo) {
            pixels_n = vcl_gl_image_size(width, height, 1, format, type, vcl_gl_host_store(true, false));
            if (pixels_want && pixels_want != pixels_n)
                return vcl_be_violation(vx, "glReadPixels: pixels wants %llu bytes, the host's state says %zu", (unsigned long long)pixels_want, pixels_n);
            if (pixels_n == VCL_GL_BAD_SIZE)
                gl_err = vcl_gl_image_error(width, height, 1);
            else if (!pixels_want && pixels_n)
                gl_err = GL_INVALID_VALUE;
            else if (!pixels && pixels_n > VCL_MAX_INFO)
                gl_err = GL_OUT_OF_MEMORY;
            else if (!pixels && pixels_n && !(pixels = vcl_be_scratch(vx, pixels_n, 1)))
                return -EPROTO;
        }
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glReadPixels(x, y, width, height, format, type, pixels_pbo ? (void *)(uintptr_t)pixels_at : pixels);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (ran && pixels_n)
        vcl_be_bulk(vx, pixels_n, pixels_off);
    vcl_enc_buf(&vx->rep, ran && pixels_off == VCL_DEC_NOT_IN_REGION ? pixels : NULL, ran ? pixels_n : 0);
    return 0;
}

int vn_be_glReleaseShaderCompiler(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glReleaseShaderCompiler();
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glRenderbufferStorage(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum internalformat;
    GLsizei width;
    GLsizei height;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glRenderbufferStorage(target, internalformat, width, height);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glSampleCoverage(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLfloat value;
    GLboolean invert;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &value, sizeof(value));
    VN_GL_AT("value");
    vcl_dec_val(vd, &invert, sizeof(invert));
    VN_GL_AT("invert");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glSampleCoverage(value, invert);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glScissor(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint x;
    GLint y;
    GLsizei width;
    GLsizei height;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glScissor(x, y, width, height);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glShaderBinary(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei count;
    const GLuint *shaders;
    int64_t shaders_k;
    GLenum binaryFormat;
    const void *binary = NULL;
    uint64_t binary_len = 0, binary_off = 0;
    GLsizei length;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    shaders_k = (int64_t)(count);
    shaders = vcl_dec_arr(vd, shaders_k > 0 ? (uint64_t)shaders_k : 0, sizeof(*shaders));
    VN_GL_AT("shaders");
    vcl_dec_val(vd, &binaryFormat, sizeof(binaryFormat));
    VN_GL_AT("binaryFormat");
    binary = vcl_dec_bulk(vd, &binary_len, &binary_off);
    VN_GL_AT("binary");
    vcl_dec_val(vd, &length, sizeof(length));
    VN_GL_AT("length");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (binary)
        vcl_be_bulk(vx, binary_len, binary_off); /* counted: region or inline */
    if (binary && binary_len != (uint64_t)(length))
        return vcl_be_violation(vx, "glShaderBinary: binary is %llu bytes, not length", (unsigned long long)binary_len);
    if (vcl_gl_enter(vx)) {
        if (shaders_k < 0 || (shaders_k > 0 && !shaders))
            gl_err = GL_INVALID_VALUE;
        if (!binary && (int64_t)(length) > 0)
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glShaderBinary(count, shaders, binaryFormat, binary, length);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glStencilFunc(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum func;
    GLint ref;
    GLuint mask;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &func, sizeof(func));
    VN_GL_AT("func");
    vcl_dec_val(vd, &ref, sizeof(ref));
    VN_GL_AT("ref");
    vcl_dec_val(vd, &mask, sizeof(mask));
    VN_GL_AT("mask");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glStencilFunc(func, ref, mask);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glStencilFuncSeparate(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum face;
    GLenum func;
    GLint ref;
    GLuint mask;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &face, sizeof(face));
    VN_GL_AT("face");
    vcl_dec_val(vd, &func, sizeof(func));
    VN_GL_AT("func");
    vcl_dec_val(vd, &ref, sizeof(ref));
    VN_GL_AT("ref");
    vcl_dec_val(vd, &mask, sizeof(mask));
    VN_GL_AT("mask");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glStencilFuncSeparate(face, func, ref, mask);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glStencilMask(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint mask;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mask, sizeof(mask));
    VN_GL_AT("mask");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glStencilMask(mask);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glStencilMaskSeparate(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum face;
    GLuint mask;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &face, sizeof(face));
    VN_GL_AT("face");
    vcl_dec_val(vd, &mask, sizeof(mask));
    VN_GL_AT("mask");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glStencilMaskSeparate(face, mask);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glStencilOp(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum fail;
    GLenum zfail;
    GLenum zpass;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &fail, sizeof(fail));
    VN_GL_AT("fail");
    vcl_dec_val(vd, &zfail, sizeof(zfail));
    VN_GL_AT("zfail");
    vcl_dec_val(vd, &zpass, sizeof(zpass));
    VN_GL_AT("zpass");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glStencilOp(fail, zfail, zpass);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glStencilOpSeparate(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum face;
    GLenum sfail;
    GLenum dpfail;
    GLenum dppass;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &face, sizeof(face));
    VN_GL_AT("face");
    vcl_dec_val(vd, &sfail, sizeof(sfail));
    VN_GL_AT("sfail");
    vcl_dec_val(vd, &dpfail, sizeof(dpfail));
    VN_GL_AT("dpfail");
    vcl_dec_val(vd, &dppass, sizeof(dppass));
    VN_GL_AT("dppass");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glStencilOpSeparate(face, sfail, dpfail, dppass);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexImage2D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLint internalformat;
    GLsizei width;
    GLsizei height;
    GLint border;
    GLenum format;
    GLenum type;
    const void *pixels = NULL;
    uint64_t pixels_len = 0, pixels_off = 0;
    bool pixels_pbo;
    uint64_t pixels_at = 0;
    size_t pixels_n;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &border, sizeof(border));
    VN_GL_AT("border");
    vcl_dec_val(vd, &format, sizeof(format));
    VN_GL_AT("format");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    pixels_pbo = vcl_dec_want(vd);
    if (pixels_pbo)
        pixels_at = vcl_dec_u64(vd);
    else
        pixels = vcl_dec_bulk(vd, &pixels_len, &pixels_off);
    VN_GL_AT("pixels");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (pixels)
        vcl_be_bulk(vx, pixels_len, pixels_off); /* counted: region or inline */
    if (vcl_gl_enter(vx)) {
        if (pixels_pbo != vcl_gl_pbo_bound(false))
            gl_err = GL_INVALID_OPERATION;
        else if (!pixels_pbo) {
            pixels_n = vcl_gl_image_size(width, height, 1, format, type, vcl_gl_host_store(false, false));
            if (pixels && pixels_len != pixels_n)
                return vcl_be_violation(vx, "glTexImage2D: pixels is %llu bytes, not %zu", (unsigned long long)pixels_len, pixels_n);
            if (pixels_n == VCL_GL_BAD_SIZE)
                gl_err = vcl_gl_image_error(width, height, 1);
        }
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glTexImage2D(target, level, internalformat, width, height, border, format, type, pixels_pbo ? (const void *)(uintptr_t)pixels_at : pixels);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glTexParameterf(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLfloat param;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    vcl_dec_val(vd, &param, sizeof(param));
    VN_GL_AT("param");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glTexParameterf(target, pname, param);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexParameterfv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    const GLfloat *params;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_k = (int64_t)(vcl_gl_tex_param_count(pname));
    params = vcl_dec_arr(vd, params_k > 0 ? (uint64_t)params_k : 0, sizeof(*params));
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (params_k < 0 || (params_k > 0 && !params))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glTexParameterfv(target, pname, params);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexParameteri(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLint param;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    vcl_dec_val(vd, &param, sizeof(param));
    VN_GL_AT("param");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glTexParameteri(target, pname, param);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexParameteriv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    const GLint *params;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_k = (int64_t)(vcl_gl_tex_param_count(pname));
    params = vcl_dec_arr(vd, params_k > 0 ? (uint64_t)params_k : 0, sizeof(*params));
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (params_k < 0 || (params_k > 0 && !params))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glTexParameteriv(target, pname, params);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexSubImage2D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLint xoffset;
    GLint yoffset;
    GLsizei width;
    GLsizei height;
    GLenum format;
    GLenum type;
    const void *pixels = NULL;
    uint64_t pixels_len = 0, pixels_off = 0;
    bool pixels_pbo;
    uint64_t pixels_at = 0;
    size_t pixels_n;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &xoffset, sizeof(xoffset));
    VN_GL_AT("xoffset");
    vcl_dec_val(vd, &yoffset, sizeof(yoffset));
    VN_GL_AT("yoffset");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &format, sizeof(format));
    VN_GL_AT("format");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    pixels_pbo = vcl_dec_want(vd);
    if (pixels_pbo)
        pixels_at = vcl_dec_u64(vd);
    else
        pixels = vcl_dec_bulk(vd, &pixels_len, &pixels_off);
    VN_GL_AT("pixels");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (pixels)
        vcl_be_bulk(vx, pixels_len, pixels_off); /* counted: region or inline */
    if (vcl_gl_enter(vx)) {
        if (pixels_pbo != vcl_gl_pbo_bound(false))
            gl_err = GL_INVALID_OPERATION;
        else if (!pixels_pbo) {
            pixels_n = vcl_gl_image_size(width, height, 1, format, type, vcl_gl_host_store(false, false));
            if (pixels && pixels_len != pixels_n)
                return vcl_be_violation(vx, "glTexSubImage2D: pixels is %llu bytes, not %zu", (unsigned long long)pixels_len, pixels_n);
            if (pixels_n == VCL_GL_BAD_SIZE)
                gl_err = vcl_gl_image_error(width, height, 1);
            else if (!pixels && pixels_n)
                gl_err = GL_INVALID_VALUE;
        }
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glTexSubImage2D(target, level, xoffset, yoffset, width, height, format, type, pixels_pbo ? (const void *)(uintptr_t)pixels_at : pixels);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glUniform1f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLfloat v0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform1f(location, v0);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform1fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*1);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform1fv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform1i(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLint v0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform1i(location, v0);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform1iv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*1);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform1iv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform2f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLfloat v0;
    GLfloat v1;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform2f(location, v0, v1);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform2fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*2);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform2fv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform2i(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLint v0;
    GLint v1;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform2i(location, v0, v1);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform2iv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*2);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform2iv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform3f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLfloat v0;
    GLfloat v1;
    GLfloat v2;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform3f(location, v0, v1, v2);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform3fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*3);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform3fv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform3i(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLint v0;
    GLint v1;
    GLint v2;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform3i(location, v0, v1, v2);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform3iv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*3);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform3iv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform4f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLfloat v0;
    GLfloat v1;
    GLfloat v2;
    GLfloat v3;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    vcl_dec_val(vd, &v3, sizeof(v3));
    VN_GL_AT("v3");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform4f(location, v0, v1, v2, v3);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform4fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform4fv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform4i(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLint v0;
    GLint v1;
    GLint v2;
    GLint v3;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    vcl_dec_val(vd, &v3, sizeof(v3));
    VN_GL_AT("v3");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform4i(location, v0, v1, v2, v3);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform4iv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform4iv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniformMatrix2fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)(count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniformMatrix2fv(location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniformMatrix3fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)(count*9);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniformMatrix3fv(location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniformMatrix4fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)(count*16);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniformMatrix4fv(location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUseProgram(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUseProgram(program);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glValidateProgram(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glValidateProgram(program);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttrib1f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLfloat x;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttrib1f(index, x);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttrib1fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    const GLfloat *v;
    int64_t v_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    v_k = (int64_t)(1);
    v = vcl_dec_arr(vd, v_k > 0 ? (uint64_t)v_k : 0, sizeof(*v));
    VN_GL_AT("v");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (v_k < 0 || (v_k > 0 && !v))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttrib1fv(index, v);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttrib2f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLfloat x;
    GLfloat y;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttrib2f(index, x, y);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttrib2fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    const GLfloat *v;
    int64_t v_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    v_k = (int64_t)(2);
    v = vcl_dec_arr(vd, v_k > 0 ? (uint64_t)v_k : 0, sizeof(*v));
    VN_GL_AT("v");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (v_k < 0 || (v_k > 0 && !v))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttrib2fv(index, v);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttrib3f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLfloat x;
    GLfloat y;
    GLfloat z;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &z, sizeof(z));
    VN_GL_AT("z");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttrib3f(index, x, y, z);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttrib3fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    const GLfloat *v;
    int64_t v_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    v_k = (int64_t)(3);
    v = vcl_dec_arr(vd, v_k > 0 ? (uint64_t)v_k : 0, sizeof(*v));
    VN_GL_AT("v");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (v_k < 0 || (v_k > 0 && !v))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttrib3fv(index, v);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttrib4f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLfloat x;
    GLfloat y;
    GLfloat z;
    GLfloat w;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &z, sizeof(z));
    VN_GL_AT("z");
    vcl_dec_val(vd, &w, sizeof(w));
    VN_GL_AT("w");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttrib4f(index, x, y, z, w);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttrib4fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    const GLfloat *v;
    int64_t v_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    v_k = (int64_t)(4);
    v = vcl_dec_arr(vd, v_k > 0 ? (uint64_t)v_k : 0, sizeof(*v));
    VN_GL_AT("v");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (v_k < 0 || (v_k > 0 && !v))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttrib4fv(index, v);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttribPointer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLint size;
    GLenum type;
    GLboolean normalized;
    GLsizei stride;
    uint64_t pointer;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &size, sizeof(size));
    VN_GL_AT("size");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    vcl_dec_val(vd, &normalized, sizeof(normalized));
    VN_GL_AT("normalized");
    vcl_dec_val(vd, &stride, sizeof(stride));
    VN_GL_AT("stride");
    pointer = vcl_dec_u64(vd);
    VN_GL_AT("pointer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(GL_ARRAY_BUFFER_BINDING))
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttribPointer(index, size, type, normalized, stride, (const void *)(uintptr_t)pointer);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glViewport(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint x;
    GLint y;
    GLsizei width;
    GLsizei height;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glViewport(x, y, width, height);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glReadBuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum src;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &src, sizeof(src));
    VN_GL_AT("src");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glReadBuffer(src);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawRangeElements(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLuint start;
    GLuint end;
    GLsizei count;
    GLenum type;
    uint64_t indices;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &start, sizeof(start));
    VN_GL_AT("start");
    vcl_dec_val(vd, &end, sizeof(end));
    VN_GL_AT("end");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    indices = vcl_dec_u64(vd);
    VN_GL_AT("indices");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(GL_ELEMENT_ARRAY_BUFFER_BINDING))
            gl_err = GL_INVALID_OPERATION;
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDrawRangeElements(mode, start, end, count, type, (const void *)(uintptr_t)indices);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexImage3D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLint internalformat;
    GLsizei width;
    GLsizei height;
    GLsizei depth;
    GLint border;
    GLenum format;
    GLenum type;
    const void *pixels = NULL;
    uint64_t pixels_len = 0, pixels_off = 0;
    bool pixels_pbo;
    uint64_t pixels_at = 0;
    size_t pixels_n;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &depth, sizeof(depth));
    VN_GL_AT("depth");
    vcl_dec_val(vd, &border, sizeof(border));
    VN_GL_AT("border");
    vcl_dec_val(vd, &format, sizeof(format));
    VN_GL_AT("format");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    pixels_pbo = vcl_dec_want(vd);
    if (pixels_pbo)
        pixels_at = vcl_dec_u64(vd);
    else
        pixels = vcl_dec_bulk(vd, &pixels_len, &pixels_off);
    VN_GL_AT("pixels");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (pixels)
        vcl_be_bulk(vx, pixels_len, pixels_off); /* counted: region or inline */
    if (vcl_gl_enter(vx)) {
        if (pixels_pbo != vcl_gl_pbo_bound(false))
            gl_err = GL_INVALID_OPERATION;
        else if (!pixels_pbo) {
            pixels_n = vcl_gl_image_size(width, height, depth, format, type, vcl_gl_host_store(false, true));
            if (pixels && pixels_len != pixels_n)
                return vcl_be_violation(vx, "glTexImage3D: pixels is %llu bytes, not %zu", (unsigned long long)pixels_len, pixels_n);
            if (pixels_n == VCL_GL_BAD_SIZE)
                gl_err = vcl_gl_image_error(width, height, depth);
        }
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glTexImage3D(target, level, internalformat, width, height, depth, border, format, type, pixels_pbo ? (const void *)(uintptr_t)pixels_at : pixels);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glTexSubImage3D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLint xoffset;
    GLint yoffset;
    GLint zoffset;
    GLsizei width;
    GLsizei height;
    GLsizei depth;
    GLenum format;
    GLenum type;
    const void *pixels = NULL;
    uint64_t pixels_len = 0, pixels_off = 0;
    bool pixels_pbo;
    uint64_t pixels_at = 0;
    size_t pixels_n;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &xoffset, sizeof(xoffset));
    VN_GL_AT("xoffset");
    vcl_dec_val(vd, &yoffset, sizeof(yoffset));
    VN_GL_AT("yoffset");
    vcl_dec_val(vd, &zoffset, sizeof(zoffset));
    VN_GL_AT("zoffset");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &depth, sizeof(depth));
    VN_GL_AT("depth");
    vcl_dec_val(vd, &format, sizeof(format));
    VN_GL_AT("format");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    pixels_pbo = vcl_dec_want(vd);
    if (pixels_pbo)
        pixels_at = vcl_dec_u64(vd);
    else
        pixels = vcl_dec_bulk(vd, &pixels_len, &pixels_off);
    VN_GL_AT("pixels");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (pixels)
        vcl_be_bulk(vx, pixels_len, pixels_off); /* counted: region or inline */
    if (vcl_gl_enter(vx)) {
        if (pixels_pbo != vcl_gl_pbo_bound(false))
            gl_err = GL_INVALID_OPERATION;
        else if (!pixels_pbo) {
            pixels_n = vcl_gl_image_size(width, height, depth, format, type, vcl_gl_host_store(false, true));
            if (pixels && pixels_len != pixels_n)
                return vcl_be_violation(vx, "glTexSubImage3D: pixels is %llu bytes, not %zu", (unsigned long long)pixels_len, pixels_n);
            if (pixels_n == VCL_GL_BAD_SIZE)
                gl_err = vcl_gl_image_error(width, height, depth);
            else if (!pixels && pixels_n)
                gl_err = GL_INVALID_VALUE;
        }
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glTexSubImage3D(target, level, xoffset, yoffset, zoffset, width, height, depth, format, type, pixels_pbo ? (const void *)(uintptr_t)pixels_at : pixels);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glCopyTexSubImage3D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLint xoffset;
    GLint yoffset;
    GLint zoffset;
    GLint x;
    GLint y;
    GLsizei width;
    GLsizei height;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &xoffset, sizeof(xoffset));
    VN_GL_AT("xoffset");
    vcl_dec_val(vd, &yoffset, sizeof(yoffset));
    VN_GL_AT("yoffset");
    vcl_dec_val(vd, &zoffset, sizeof(zoffset));
    VN_GL_AT("zoffset");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glCopyTexSubImage3D(target, level, xoffset, yoffset, zoffset, x, y, width, height);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glCompressedTexImage3D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLenum internalformat;
    GLsizei width;
    GLsizei height;
    GLsizei depth;
    GLint border;
    GLsizei imageSize;
    const void *data = NULL;
    uint64_t data_len = 0, data_off = 0;
    bool data_pbo;
    uint64_t data_at = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &depth, sizeof(depth));
    VN_GL_AT("depth");
    vcl_dec_val(vd, &border, sizeof(border));
    VN_GL_AT("border");
    vcl_dec_val(vd, &imageSize, sizeof(imageSize));
    VN_GL_AT("imageSize");
    data_pbo = vcl_dec_want(vd);
    if (data_pbo)
        data_at = vcl_dec_u64(vd);
    else
        data = vcl_dec_bulk(vd, &data_len, &data_off);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (data)
        vcl_be_bulk(vx, data_len, data_off); /* counted: region or inline */
    if (data && data_len != (uint64_t)(imageSize))
        return vcl_be_violation(vx, "glCompressedTexImage3D: data is %llu bytes, not imageSize", (unsigned long long)data_len);
    if (vcl_gl_enter(vx)) {
        if (data_pbo != vcl_gl_pbo_bound(false))
            gl_err = GL_INVALID_OPERATION;
        else if (!data_pbo) {
        }
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glCompressedTexImage3D(target, level, internalformat, width, height, depth, border, imageSize, data_pbo ? (const void *)(uintptr_t)data_at : data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glCompressedTexSubImage3D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLint xoffset;
    GLint yoffset;
    GLint zoffset;
    GLsizei width;
    GLsizei height;
    GLsizei depth;
    GLenum format;
    GLsizei imageSize;
    const void *data = NULL;
    uint64_t data_len = 0, data_off = 0;
    bool data_pbo;
    uint64_t data_at = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &xoffset, sizeof(xoffset));
    VN_GL_AT("xoffset");
    vcl_dec_val(vd, &yoffset, sizeof(yoffset));
    VN_GL_AT("yoffset");
    vcl_dec_val(vd, &zoffset, sizeof(zoffset));
    VN_GL_AT("zoffset");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &depth, sizeof(depth));
    VN_GL_AT("depth");
    vcl_dec_val(vd, &format, sizeof(format));
    VN_GL_AT("format");
    vcl_dec_val(vd, &imageSize, sizeof(imageSize));
    VN_GL_AT("imageSize");
    data_pbo = vcl_dec_want(vd);
    if (data_pbo)
        data_at = vcl_dec_u64(vd);
    else
        data = vcl_dec_bulk(vd, &data_len, &data_off);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (data)
        vcl_be_bulk(vx, data_len, data_off); /* counted: region or inline */
    if (data && data_len != (uint64_t)(imageSize))
        return vcl_be_violation(vx, "glCompressedTexSubImage3D: data is %llu bytes, not imageSize", (unsigned long long)data_len);
    if (vcl_gl_enter(vx)) {
        if (data_pbo != vcl_gl_pbo_bound(false))
            gl_err = GL_INVALID_OPERATION;
        else if (!data_pbo) {
            if (!data && (int64_t)(imageSize) > 0)
                gl_err = GL_INVALID_VALUE;
        }
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glCompressedTexSubImage3D(target, level, xoffset, yoffset, zoffset, width, height, depth, format, imageSize, data_pbo ? (const void *)(uintptr_t)data_at : data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glGenQueries(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    GLuint *ids = NULL;
    bool ids_want;
    int64_t ids_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    ids_want = vcl_dec_want(vd);
    VN_GL_AT("ids");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        ids_k = (int64_t)(n);
        if (ids_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)ids_k > VCL_MAX_INFO / sizeof(*ids))
            gl_err = GL_OUT_OF_MEMORY;
        else if (ids_k > 0 && !(ids = vcl_be_scratch(vx, (uint64_t)ids_k, sizeof(*ids))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGenQueries(n, ids);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, ids_want && ran ? ids : NULL, ids_want && ran && ids_k > 0 ? (size_t)ids_k * sizeof(*ids) : 0);
    return 0;
}

int vn_be_glDeleteQueries(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    const GLuint *ids;
    int64_t ids_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    ids_k = (int64_t)(n);
    ids = vcl_dec_arr(vd, ids_k > 0 ? (uint64_t)ids_k : 0, sizeof(*ids));
    VN_GL_AT("ids");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (ids_k < 0 || (ids_k > 0 && !ids))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDeleteQueries(n, ids);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glIsQuery(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint id;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &id, sizeof(id));
    VN_GL_AT("id");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glIsQuery(id);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glBeginQuery(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint id;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &id, sizeof(id));
    VN_GL_AT("id");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBeginQuery(target, id);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glEndQuery(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glEndQuery(target);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetQueryiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetQueryiv(target, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetQueryObjectuiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint id;
    GLenum pname;
    GLuint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &id, sizeof(id));
    VN_GL_AT("id");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetQueryObjectuiv(id, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glDrawBuffers(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    const GLenum *bufs;
    int64_t bufs_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    bufs_k = (int64_t)(n);
    bufs = vcl_dec_arr(vd, bufs_k > 0 ? (uint64_t)bufs_k : 0, sizeof(*bufs));
    VN_GL_AT("bufs");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (bufs_k < 0 || (bufs_k > 0 && !bufs))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDrawBuffers(n, bufs);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniformMatrix2x3fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)(count*6);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniformMatrix2x3fv(location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniformMatrix3x2fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)(count*6);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniformMatrix3x2fv(location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniformMatrix2x4fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)(count*8);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniformMatrix2x4fv(location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniformMatrix4x2fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)(count*8);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniformMatrix4x2fv(location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniformMatrix3x4fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)(count*12);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniformMatrix3x4fv(location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniformMatrix4x3fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)(count*12);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniformMatrix4x3fv(location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBlitFramebuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint srcX0;
    GLint srcY0;
    GLint srcX1;
    GLint srcY1;
    GLint dstX0;
    GLint dstY0;
    GLint dstX1;
    GLint dstY1;
    GLbitfield mask;
    GLenum filter;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &srcX0, sizeof(srcX0));
    VN_GL_AT("srcX0");
    vcl_dec_val(vd, &srcY0, sizeof(srcY0));
    VN_GL_AT("srcY0");
    vcl_dec_val(vd, &srcX1, sizeof(srcX1));
    VN_GL_AT("srcX1");
    vcl_dec_val(vd, &srcY1, sizeof(srcY1));
    VN_GL_AT("srcY1");
    vcl_dec_val(vd, &dstX0, sizeof(dstX0));
    VN_GL_AT("dstX0");
    vcl_dec_val(vd, &dstY0, sizeof(dstY0));
    VN_GL_AT("dstY0");
    vcl_dec_val(vd, &dstX1, sizeof(dstX1));
    VN_GL_AT("dstX1");
    vcl_dec_val(vd, &dstY1, sizeof(dstY1));
    VN_GL_AT("dstY1");
    vcl_dec_val(vd, &mask, sizeof(mask));
    VN_GL_AT("mask");
    vcl_dec_val(vd, &filter, sizeof(filter));
    VN_GL_AT("filter");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBlitFramebuffer(srcX0, srcY0, srcX1, srcY1, dstX0, dstY0, dstX1, dstY1, mask, filter);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glRenderbufferStorageMultisample(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLsizei samples;
    GLenum internalformat;
    GLsizei width;
    GLsizei height;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &samples, sizeof(samples));
    VN_GL_AT("samples");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glRenderbufferStorageMultisample(target, samples, internalformat, width, height);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glFramebufferTextureLayer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum attachment;
    GLuint texture;
    GLint level;
    GLint layer;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &attachment, sizeof(attachment));
    VN_GL_AT("attachment");
    vcl_dec_val(vd, &texture, sizeof(texture));
    VN_GL_AT("texture");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &layer, sizeof(layer));
    VN_GL_AT("layer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glFramebufferTextureLayer(target, attachment, texture, level, layer);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBindVertexArray(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint array;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &array, sizeof(array));
    VN_GL_AT("array");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBindVertexArray(array);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDeleteVertexArrays(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    const GLuint *arrays;
    int64_t arrays_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    arrays_k = (int64_t)(n);
    arrays = vcl_dec_arr(vd, arrays_k > 0 ? (uint64_t)arrays_k : 0, sizeof(*arrays));
    VN_GL_AT("arrays");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (arrays_k < 0 || (arrays_k > 0 && !arrays))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDeleteVertexArrays(n, arrays);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGenVertexArrays(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    GLuint *arrays = NULL;
    bool arrays_want;
    int64_t arrays_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    arrays_want = vcl_dec_want(vd);
    VN_GL_AT("arrays");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        arrays_k = (int64_t)(n);
        if (arrays_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)arrays_k > VCL_MAX_INFO / sizeof(*arrays))
            gl_err = GL_OUT_OF_MEMORY;
        else if (arrays_k > 0 && !(arrays = vcl_be_scratch(vx, (uint64_t)arrays_k, sizeof(*arrays))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGenVertexArrays(n, arrays);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, arrays_want && ran ? arrays : NULL, arrays_want && ran && arrays_k > 0 ? (size_t)arrays_k * sizeof(*arrays) : 0);
    return 0;
}

int vn_be_glIsVertexArray(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint array;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &array, sizeof(array));
    VN_GL_AT("array");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glIsVertexArray(array);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glGetIntegeri_v(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    GLint *data = NULL;
    bool data_want;
    int64_t data_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    data_want = vcl_dec_want(vd);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        data_k = (int64_t)(vcl_gl_get_count(target));
        if (data_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (data_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)data_k > VCL_MAX_INFO / sizeof(*data))
            gl_err = GL_OUT_OF_MEMORY;
        else if (data_k > 0 && !(data = vcl_be_scratch(vx, data_k < 16 ? 16 : (uint64_t)data_k, sizeof(*data))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetIntegeri_v(target, index, data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, data_want && ran ? data : NULL, data_want && ran && data_k > 0 ? (size_t)data_k * sizeof(*data) : 0);
    return 0;
}

int vn_be_glBeginTransformFeedback(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum primitiveMode;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &primitiveMode, sizeof(primitiveMode));
    VN_GL_AT("primitiveMode");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBeginTransformFeedback(primitiveMode);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glEndTransformFeedback(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glEndTransformFeedback();
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBindBufferRange(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    GLuint buffer;
    GLintptr offset;
    GLsizeiptr size;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &buffer, sizeof(buffer));
    VN_GL_AT("buffer");
    vcl_dec_val(vd, &offset, sizeof(offset));
    VN_GL_AT("offset");
    vcl_dec_val(vd, &size, sizeof(size));
    VN_GL_AT("size");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBindBufferRange(target, index, buffer, offset, size);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBindBufferBase(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    GLuint buffer;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &buffer, sizeof(buffer));
    VN_GL_AT("buffer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBindBufferBase(target, index, buffer);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTransformFeedbackVaryings(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLsizei count;
    const GLchar *const *varyings;
    GLenum bufferMode;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    varyings = gl_dec_strs(vx, (int64_t)(count));
    VN_GL_AT("varyings");
    vcl_dec_val(vd, &bufferMode, sizeof(bufferMode));
    VN_GL_AT("bufferMode");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if ((int64_t)(count) > 0 && !varyings)
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glTransformFeedbackVaryings(program, count, varyings, bufferMode);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetTransformFeedbackVarying(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLuint index;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLsizei size_v[VCL_GL_OUT_ROOM] = { 0 };
    bool size_want;
    GLenum type_v[VCL_GL_OUT_ROOM] = { 0 };
    bool type_want;
    GLchar *name = NULL;
    bool name_want;
    int64_t name_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    size_want = vcl_dec_want(vd);
    VN_GL_AT("size");
    type_want = vcl_dec_want(vd);
    VN_GL_AT("type");
    name_want = vcl_dec_want(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        name_k = (int64_t)(bufSize);
        if (name_k > (int64_t)VCL_MAX_INFO) {
            name_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))name_k;
        }
        if (name_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)name_k > VCL_MAX_INFO / sizeof(*name))
            gl_err = GL_OUT_OF_MEMORY;
        else if (name_k > 0 && !(name = vcl_be_scratch(vx, (uint64_t)name_k, sizeof(*name))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetTransformFeedbackVarying(program, index, bufSize, length_v, size_v, type_v, name);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    if (size_want)
        vcl_enc_val(&vx->rep, &size_v[0], sizeof(size_v[0]));
    if (type_want)
        vcl_enc_val(&vx->rep, &type_v[0], sizeof(type_v[0]));
    vcl_enc_buf(&vx->rep, name_want && ran ? name : NULL, name_want && ran && name_k > 0 ? strnlen(name, (size_t)name_k - 1) + 1 : 0);
    return 0;
}

int vn_be_glVertexAttribIPointer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLint size;
    GLenum type;
    GLsizei stride;
    uint64_t pointer;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &size, sizeof(size));
    VN_GL_AT("size");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    vcl_dec_val(vd, &stride, sizeof(stride));
    VN_GL_AT("stride");
    pointer = vcl_dec_u64(vd);
    VN_GL_AT("pointer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(GL_ARRAY_BUFFER_BINDING))
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttribIPointer(index, size, type, stride, (const void *)(uintptr_t)pointer);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetVertexAttribIiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLenum pname;
    GLint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(vcl_gl_attrib_count(pname));
        if (params_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetVertexAttribIiv(index, pname, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetVertexAttribIuiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLenum pname;
    GLuint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(vcl_gl_attrib_count(pname));
        if (params_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetVertexAttribIuiv(index, pname, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glVertexAttribI4i(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLint x;
    GLint y;
    GLint z;
    GLint w;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &z, sizeof(z));
    VN_GL_AT("z");
    vcl_dec_val(vd, &w, sizeof(w));
    VN_GL_AT("w");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttribI4i(index, x, y, z, w);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttribI4ui(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLuint x;
    GLuint y;
    GLuint z;
    GLuint w;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &z, sizeof(z));
    VN_GL_AT("z");
    vcl_dec_val(vd, &w, sizeof(w));
    VN_GL_AT("w");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttribI4ui(index, x, y, z, w);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttribI4iv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    const GLint *v;
    int64_t v_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    v_k = (int64_t)(4);
    v = vcl_dec_arr(vd, v_k > 0 ? (uint64_t)v_k : 0, sizeof(*v));
    VN_GL_AT("v");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (v_k < 0 || (v_k > 0 && !v))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttribI4iv(index, v);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttribI4uiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    const GLuint *v;
    int64_t v_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    v_k = (int64_t)(4);
    v = vcl_dec_arr(vd, v_k > 0 ? (uint64_t)v_k : 0, sizeof(*v));
    VN_GL_AT("v");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (v_k < 0 || (v_k > 0 && !v))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttribI4uiv(index, v);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetUniformuiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLuint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
        if (params_k == 0)
            gl_err = GL_INVALID_OPERATION;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetUniformuiv(program, location, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetFragDataLocation(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    const GLchar *name;
    GLint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    name = vcl_dec_str(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!name)
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glGetFragDataLocation(program, name);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glUniform1ui(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLuint v0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform1ui(location, v0);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform2ui(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLuint v0;
    GLuint v1;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform2ui(location, v0, v1);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform3ui(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLuint v0;
    GLuint v1;
    GLuint v2;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform3ui(location, v0, v1, v2);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform4ui(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLuint v0;
    GLuint v1;
    GLuint v2;
    GLuint v3;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    vcl_dec_val(vd, &v3, sizeof(v3));
    VN_GL_AT("v3");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform4ui(location, v0, v1, v2, v3);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform1uiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*1);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform1uiv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform2uiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*2);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform2uiv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform3uiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*3);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform3uiv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUniform4uiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)(count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniform4uiv(location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glClearBufferiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum buffer;
    GLint drawbuffer;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &buffer, sizeof(buffer));
    VN_GL_AT("buffer");
    vcl_dec_val(vd, &drawbuffer, sizeof(drawbuffer));
    VN_GL_AT("drawbuffer");
    value_k = (int64_t)(vcl_gl_clear_count(buffer));
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glClearBufferiv(buffer, drawbuffer, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glClearBufferuiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum buffer;
    GLint drawbuffer;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &buffer, sizeof(buffer));
    VN_GL_AT("buffer");
    vcl_dec_val(vd, &drawbuffer, sizeof(drawbuffer));
    VN_GL_AT("drawbuffer");
    value_k = (int64_t)(vcl_gl_clear_count(buffer));
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glClearBufferuiv(buffer, drawbuffer, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glClearBufferfv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum buffer;
    GLint drawbuffer;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &buffer, sizeof(buffer));
    VN_GL_AT("buffer");
    vcl_dec_val(vd, &drawbuffer, sizeof(drawbuffer));
    VN_GL_AT("drawbuffer");
    value_k = (int64_t)(vcl_gl_clear_count(buffer));
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glClearBufferfv(buffer, drawbuffer, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glClearBufferfi(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum buffer;
    GLint drawbuffer;
    GLfloat depth;
    GLint stencil;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &buffer, sizeof(buffer));
    VN_GL_AT("buffer");
    vcl_dec_val(vd, &drawbuffer, sizeof(drawbuffer));
    VN_GL_AT("drawbuffer");
    vcl_dec_val(vd, &depth, sizeof(depth));
    VN_GL_AT("depth");
    vcl_dec_val(vd, &stencil, sizeof(stencil));
    VN_GL_AT("stencil");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glClearBufferfi(buffer, drawbuffer, depth, stencil);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glCopyBufferSubData(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum readTarget;
    GLenum writeTarget;
    GLintptr readOffset;
    GLintptr writeOffset;
    GLsizeiptr size;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &readTarget, sizeof(readTarget));
    VN_GL_AT("readTarget");
    vcl_dec_val(vd, &writeTarget, sizeof(writeTarget));
    VN_GL_AT("writeTarget");
    vcl_dec_val(vd, &readOffset, sizeof(readOffset));
    VN_GL_AT("readOffset");
    vcl_dec_val(vd, &writeOffset, sizeof(writeOffset));
    VN_GL_AT("writeOffset");
    vcl_dec_val(vd, &size, sizeof(size));
    VN_GL_AT("size");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glCopyBufferSubData(readTarget, writeTarget, readOffset, writeOffset, size);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetUniformIndices(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLsizei uniformCount;
    const GLchar *const *uniformNames;
    GLuint *uniformIndices = NULL;
    bool uniformIndices_want;
    int64_t uniformIndices_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &uniformCount, sizeof(uniformCount));
    VN_GL_AT("uniformCount");
    uniformNames = gl_dec_strs(vx, (int64_t)(uniformCount));
    VN_GL_AT("uniformNames");
    uniformIndices_want = vcl_dec_want(vd);
    VN_GL_AT("uniformIndices");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if ((int64_t)(uniformCount) > 0 && !uniformNames)
            gl_err = GL_INVALID_VALUE;
        uniformIndices_k = (int64_t)(uniformCount);
        if (uniformIndices_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)uniformIndices_k > VCL_MAX_INFO / sizeof(*uniformIndices))
            gl_err = GL_OUT_OF_MEMORY;
        else if (uniformIndices_k > 0 && !(uniformIndices = vcl_be_scratch(vx, (uint64_t)uniformIndices_k, sizeof(*uniformIndices))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetUniformIndices(program, uniformCount, uniformNames, uniformIndices);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, uniformIndices_want && ran ? uniformIndices : NULL, uniformIndices_want && ran && uniformIndices_k > 0 ? (size_t)uniformIndices_k * sizeof(*uniformIndices) : 0);
    return 0;
}

int vn_be_glGetActiveUniformsiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLsizei uniformCount;
    const GLuint *uniformIndices;
    int64_t uniformIndices_k;
    GLenum pname;
    GLint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &uniformCount, sizeof(uniformCount));
    VN_GL_AT("uniformCount");
    uniformIndices_k = (int64_t)(uniformCount);
    uniformIndices = vcl_dec_arr(vd, uniformIndices_k > 0 ? (uint64_t)uniformIndices_k : 0, sizeof(*uniformIndices));
    VN_GL_AT("uniformIndices");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (uniformIndices_k < 0 || (uniformIndices_k > 0 && !uniformIndices))
            gl_err = GL_INVALID_VALUE;
        params_k = (int64_t)(uniformCount);
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetActiveUniformsiv(program, uniformCount, uniformIndices, pname, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetUniformBlockIndex(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    const GLchar *uniformBlockName;
    GLuint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    uniformBlockName = vcl_dec_str(vd);
    VN_GL_AT("uniformBlockName");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!uniformBlockName)
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glGetUniformBlockIndex(program, uniformBlockName);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glGetActiveUniformBlockiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLuint uniformBlockIndex;
    GLenum pname;
    GLint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &uniformBlockIndex, sizeof(uniformBlockIndex));
    VN_GL_AT("uniformBlockIndex");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(VCL_GL_BLOCK_COUNT(program,uniformBlockIndex,pname));
        if (params_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetActiveUniformBlockiv(program, uniformBlockIndex, pname, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetActiveUniformBlockName(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLuint uniformBlockIndex;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLchar *uniformBlockName = NULL;
    bool uniformBlockName_want;
    int64_t uniformBlockName_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &uniformBlockIndex, sizeof(uniformBlockIndex));
    VN_GL_AT("uniformBlockIndex");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    uniformBlockName_want = vcl_dec_want(vd);
    VN_GL_AT("uniformBlockName");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        uniformBlockName_k = (int64_t)(bufSize);
        if (uniformBlockName_k > (int64_t)VCL_MAX_INFO) {
            uniformBlockName_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))uniformBlockName_k;
        }
        if (uniformBlockName_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)uniformBlockName_k > VCL_MAX_INFO / sizeof(*uniformBlockName))
            gl_err = GL_OUT_OF_MEMORY;
        else if (uniformBlockName_k > 0 && !(uniformBlockName = vcl_be_scratch(vx, (uint64_t)uniformBlockName_k, sizeof(*uniformBlockName))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetActiveUniformBlockName(program, uniformBlockIndex, bufSize, length_v, uniformBlockName);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    vcl_enc_buf(&vx->rep, uniformBlockName_want && ran ? uniformBlockName : NULL, uniformBlockName_want && ran && uniformBlockName_k > 0 ? strnlen(uniformBlockName, (size_t)uniformBlockName_k - 1) + 1 : 0);
    return 0;
}

int vn_be_glUniformBlockBinding(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLuint uniformBlockIndex;
    GLuint uniformBlockBinding;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &uniformBlockIndex, sizeof(uniformBlockIndex));
    VN_GL_AT("uniformBlockIndex");
    vcl_dec_val(vd, &uniformBlockBinding, sizeof(uniformBlockBinding));
    VN_GL_AT("uniformBlockBinding");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glUniformBlockBinding(program, uniformBlockIndex, uniformBlockBinding);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawArraysInstanced(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLint first;
    GLsizei count;
    GLsizei instancecount;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &first, sizeof(first));
    VN_GL_AT("first");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &instancecount, sizeof(instancecount));
    VN_GL_AT("instancecount");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDrawArraysInstanced(mode, first, count, instancecount);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawElementsInstanced(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLsizei count;
    GLenum type;
    uint64_t indices;
    GLsizei instancecount;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    indices = vcl_dec_u64(vd);
    VN_GL_AT("indices");
    vcl_dec_val(vd, &instancecount, sizeof(instancecount));
    VN_GL_AT("instancecount");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(GL_ELEMENT_ARRAY_BUFFER_BINDING))
            gl_err = GL_INVALID_OPERATION;
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDrawElementsInstanced(mode, count, type, (const void *)(uintptr_t)indices, instancecount);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glFenceSync(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum condition;
    GLbitfield flags;
    GLsync r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &condition, sizeof(condition));
    VN_GL_AT("condition");
    vcl_dec_val(vd, &flags, sizeof(flags));
    VN_GL_AT("flags");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = vcl_gl_FenceSync(condition, flags);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glIsSync(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsync sync;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sync, sizeof(sync));
    VN_GL_AT("sync");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = vcl_gl_IsSync(sync);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glDeleteSync(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsync sync;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sync, sizeof(sync));
    VN_GL_AT("sync");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_DeleteSync(sync);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glClientWaitSync(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsync sync;
    GLbitfield flags;
    GLuint64 timeout;
    GLenum r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sync, sizeof(sync));
    VN_GL_AT("sync");
    vcl_dec_val(vd, &flags, sizeof(flags));
    VN_GL_AT("flags");
    vcl_dec_val(vd, &timeout, sizeof(timeout));
    VN_GL_AT("timeout");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = vcl_gl_ClientWaitSync(sync, flags, timeout);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glWaitSync(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsync sync;
    GLbitfield flags;
    GLuint64 timeout;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sync, sizeof(sync));
    VN_GL_AT("sync");
    vcl_dec_val(vd, &flags, sizeof(flags));
    VN_GL_AT("flags");
    vcl_dec_val(vd, &timeout, sizeof(timeout));
    VN_GL_AT("timeout");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_WaitSync(sync, flags, timeout);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetInteger64v(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum pname;
    GLint64 *data = NULL;
    bool data_want;
    int64_t data_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    data_want = vcl_dec_want(vd);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        data_k = (int64_t)(vcl_gl_get_values(pname));
        if (data_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)data_k > VCL_MAX_INFO / sizeof(*data))
            gl_err = GL_OUT_OF_MEMORY;
        else if (data_k > 0 && !(data = vcl_be_scratch(vx, data_k < 16 ? 16 : (uint64_t)data_k, sizeof(*data))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_GetInteger64v(pname, data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, data_want && ran ? data : NULL, data_want && ran && data_k > 0 ? (size_t)data_k * sizeof(*data) : 0);
    return 0;
}

int vn_be_glGetSynciv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsync sync;
    GLenum pname;
    GLsizei count;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLint *values = NULL;
    bool values_want;
    int64_t values_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sync, sizeof(sync));
    VN_GL_AT("sync");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    values_want = vcl_dec_want(vd);
    VN_GL_AT("values");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        values_k = (int64_t)(count);
        if (values_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)values_k > VCL_MAX_INFO / sizeof(*values))
            gl_err = GL_OUT_OF_MEMORY;
        else if (values_k > 0 && !(values = vcl_be_scratch(vx, (uint64_t)values_k, sizeof(*values))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_GetSynciv(sync, pname, count, length_v, values);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    vcl_enc_buf(&vx->rep, values_want && ran ? values : NULL, values_want && ran && values_k > 0 ? (size_t)values_k * sizeof(*values) : 0);
    return 0;
}

int vn_be_glGetInteger64i_v(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    GLint64 *data = NULL;
    bool data_want;
    int64_t data_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    data_want = vcl_dec_want(vd);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        data_k = (int64_t)(vcl_gl_get_count(target));
        if (data_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (data_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)data_k > VCL_MAX_INFO / sizeof(*data))
            gl_err = GL_OUT_OF_MEMORY;
        else if (data_k > 0 && !(data = vcl_be_scratch(vx, data_k < 16 ? 16 : (uint64_t)data_k, sizeof(*data))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetInteger64i_v(target, index, data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, data_want && ran ? data : NULL, data_want && ran && data_k > 0 ? (size_t)data_k * sizeof(*data) : 0);
    return 0;
}

int vn_be_glGetBufferParameteri64v(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLint64 params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetBufferParameteri64v(target, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGenSamplers(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei count;
    GLuint *samplers = NULL;
    bool samplers_want;
    int64_t samplers_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    samplers_want = vcl_dec_want(vd);
    VN_GL_AT("samplers");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        samplers_k = (int64_t)(count);
        if (samplers_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)samplers_k > VCL_MAX_INFO / sizeof(*samplers))
            gl_err = GL_OUT_OF_MEMORY;
        else if (samplers_k > 0 && !(samplers = vcl_be_scratch(vx, (uint64_t)samplers_k, sizeof(*samplers))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGenSamplers(count, samplers);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, samplers_want && ran ? samplers : NULL, samplers_want && ran && samplers_k > 0 ? (size_t)samplers_k * sizeof(*samplers) : 0);
    return 0;
}

int vn_be_glDeleteSamplers(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei count;
    const GLuint *samplers;
    int64_t samplers_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    samplers_k = (int64_t)(count);
    samplers = vcl_dec_arr(vd, samplers_k > 0 ? (uint64_t)samplers_k : 0, sizeof(*samplers));
    VN_GL_AT("samplers");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (samplers_k < 0 || (samplers_k > 0 && !samplers))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDeleteSamplers(count, samplers);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glIsSampler(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint sampler;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glIsSampler(sampler);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glBindSampler(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint unit;
    GLuint sampler;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &unit, sizeof(unit));
    VN_GL_AT("unit");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBindSampler(unit, sampler);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glSamplerParameteri(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint sampler;
    GLenum pname;
    GLint param;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    vcl_dec_val(vd, &param, sizeof(param));
    VN_GL_AT("param");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glSamplerParameteri(sampler, pname, param);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glSamplerParameteriv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint sampler;
    GLenum pname;
    const GLint *param;
    int64_t param_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    param_k = (int64_t)(vcl_gl_tex_param_count(pname));
    param = vcl_dec_arr(vd, param_k > 0 ? (uint64_t)param_k : 0, sizeof(*param));
    VN_GL_AT("param");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (param_k < 0 || (param_k > 0 && !param))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glSamplerParameteriv(sampler, pname, param);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glSamplerParameterf(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint sampler;
    GLenum pname;
    GLfloat param;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    vcl_dec_val(vd, &param, sizeof(param));
    VN_GL_AT("param");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glSamplerParameterf(sampler, pname, param);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glSamplerParameterfv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint sampler;
    GLenum pname;
    const GLfloat *param;
    int64_t param_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    param_k = (int64_t)(vcl_gl_tex_param_count(pname));
    param = vcl_dec_arr(vd, param_k > 0 ? (uint64_t)param_k : 0, sizeof(*param));
    VN_GL_AT("param");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (param_k < 0 || (param_k > 0 && !param))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glSamplerParameterfv(sampler, pname, param);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetSamplerParameteriv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint sampler;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetSamplerParameteriv(sampler, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetSamplerParameterfv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint sampler;
    GLenum pname;
    GLfloat params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetSamplerParameterfv(sampler, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glVertexAttribDivisor(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLuint divisor;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &divisor, sizeof(divisor));
    VN_GL_AT("divisor");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glVertexAttribDivisor(index, divisor);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBindTransformFeedback(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint id;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &id, sizeof(id));
    VN_GL_AT("id");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glBindTransformFeedback(target, id);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDeleteTransformFeedbacks(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    const GLuint *ids;
    int64_t ids_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    ids_k = (int64_t)(n);
    ids = vcl_dec_arr(vd, ids_k > 0 ? (uint64_t)ids_k : 0, sizeof(*ids));
    VN_GL_AT("ids");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (ids_k < 0 || (ids_k > 0 && !ids))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glDeleteTransformFeedbacks(n, ids);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGenTransformFeedbacks(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    GLuint *ids = NULL;
    bool ids_want;
    int64_t ids_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    ids_want = vcl_dec_want(vd);
    VN_GL_AT("ids");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        ids_k = (int64_t)(n);
        if (ids_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)ids_k > VCL_MAX_INFO / sizeof(*ids))
            gl_err = GL_OUT_OF_MEMORY;
        else if (ids_k > 0 && !(ids = vcl_be_scratch(vx, (uint64_t)ids_k, sizeof(*ids))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGenTransformFeedbacks(n, ids);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, ids_want && ran ? ids : NULL, ids_want && ran && ids_k > 0 ? (size_t)ids_k * sizeof(*ids) : 0);
    return 0;
}

int vn_be_glIsTransformFeedback(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint id;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &id, sizeof(id));
    VN_GL_AT("id");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = glIsTransformFeedback(id);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glPauseTransformFeedback(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glPauseTransformFeedback();
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glResumeTransformFeedback(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glResumeTransformFeedback();
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetProgramBinary(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLenum binaryFormat_v[VCL_GL_OUT_ROOM] = { 0 };
    bool binaryFormat_want;
    uint8_t *binary = NULL;
    bool binary_want;
    int64_t binary_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    binaryFormat_want = vcl_dec_want(vd);
    VN_GL_AT("binaryFormat");
    binary_want = vcl_dec_want(vd);
    VN_GL_AT("binary");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        binary_k = (int64_t)(bufSize);
        if (binary_k > (int64_t)VCL_MAX_INFO) {
            binary_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))binary_k;
        }
        if (binary_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)binary_k > VCL_MAX_INFO / sizeof(*binary))
            gl_err = GL_OUT_OF_MEMORY;
        else if (binary_k > 0 && !(binary = vcl_be_scratch(vx, (uint64_t)binary_k, sizeof(*binary))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetProgramBinary(program, bufSize, length_v, binaryFormat_v, binary);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    if (binaryFormat_want)
        vcl_enc_val(&vx->rep, &binaryFormat_v[0], sizeof(binaryFormat_v[0]));
    vcl_enc_buf(&vx->rep, binary_want && ran ? binary : NULL, binary_want && ran && binary_k > 0 ? (size_t)binary_k * sizeof(*binary) : 0);
    return 0;
}

int vn_be_glProgramBinary(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLenum binaryFormat;
    const void *binary = NULL;
    uint64_t binary_len = 0, binary_off = 0;
    GLsizei length;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &binaryFormat, sizeof(binaryFormat));
    VN_GL_AT("binaryFormat");
    binary = vcl_dec_bulk(vd, &binary_len, &binary_off);
    VN_GL_AT("binary");
    vcl_dec_val(vd, &length, sizeof(length));
    VN_GL_AT("length");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (binary)
        vcl_be_bulk(vx, binary_len, binary_off); /* counted: region or inline */
    if (binary && binary_len != (uint64_t)(length))
        return vcl_be_violation(vx, "glProgramBinary: binary is %llu bytes, not length", (unsigned long long)binary_len);
    if (vcl_gl_enter(vx)) {
        if (!binary && (int64_t)(length) > 0)
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glProgramBinary(program, binaryFormat, binary, length);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glProgramParameteri(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLenum pname;
    GLint value;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    vcl_dec_val(vd, &value, sizeof(value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glProgramParameteri(program, pname, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glInvalidateFramebuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLsizei numAttachments;
    const GLenum *attachments;
    int64_t attachments_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &numAttachments, sizeof(numAttachments));
    VN_GL_AT("numAttachments");
    attachments_k = (int64_t)(numAttachments);
    attachments = vcl_dec_arr(vd, attachments_k > 0 ? (uint64_t)attachments_k : 0, sizeof(*attachments));
    VN_GL_AT("attachments");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (attachments_k < 0 || (attachments_k > 0 && !attachments))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glInvalidateFramebuffer(target, numAttachments, attachments);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glInvalidateSubFramebuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLsizei numAttachments;
    const GLenum *attachments;
    int64_t attachments_k;
    GLint x;
    GLint y;
    GLsizei width;
    GLsizei height;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &numAttachments, sizeof(numAttachments));
    VN_GL_AT("numAttachments");
    attachments_k = (int64_t)(numAttachments);
    attachments = vcl_dec_arr(vd, attachments_k > 0 ? (uint64_t)attachments_k : 0, sizeof(*attachments));
    VN_GL_AT("attachments");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (attachments_k < 0 || (attachments_k > 0 && !attachments))
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glInvalidateSubFramebuffer(target, numAttachments, attachments, x, y, width, height);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexStorage2D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLsizei levels;
    GLenum internalformat;
    GLsizei width;
    GLsizei height;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &levels, sizeof(levels));
    VN_GL_AT("levels");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glTexStorage2D(target, levels, internalformat, width, height);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexStorage3D(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLsizei levels;
    GLenum internalformat;
    GLsizei width;
    GLsizei height;
    GLsizei depth;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &levels, sizeof(levels));
    VN_GL_AT("levels");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &depth, sizeof(depth));
    VN_GL_AT("depth");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glTexStorage3D(target, levels, internalformat, width, height, depth);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetInternalformativ(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum internalformat;
    GLenum pname;
    GLsizei count;
    GLint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(count);
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            glGetInternalformativ(target, internalformat, pname, count, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glBindFragDataLocationIndexedEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLuint colorNumber;
    GLuint index;
    const GLchar *name;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &colorNumber, sizeof(colorNumber));
    VN_GL_AT("colorNumber");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    name = vcl_dec_str(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!name)
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLuint, GLuint, const GLchar *) = (void (GL_APIENTRY *)(GLuint, GLuint, GLuint, const GLchar *))vcl_gl_host_proc("glBindFragDataLocationIndexedEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, colorNumber, index, name);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBindFragDataLocationEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLuint color;
    const GLchar *name;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &color, sizeof(color));
    VN_GL_AT("color");
    name = vcl_dec_str(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!name)
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLuint, const GLchar *) = (void (GL_APIENTRY *)(GLuint, GLuint, const GLchar *))vcl_gl_host_proc("glBindFragDataLocationEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, color, name);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetProgramResourceLocationIndexEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLenum programInterface;
    const GLchar *name;
    GLint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &programInterface, sizeof(programInterface));
    VN_GL_AT("programInterface");
    name = vcl_dec_str(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!name)
            gl_err = GL_INVALID_VALUE;
        GLint (GL_APIENTRY *host_fn)(GLuint, GLenum, const GLchar *) = (GLint (GL_APIENTRY *)(GLuint, GLenum, const GLchar *))vcl_gl_host_proc("glGetProgramResourceLocationIndexEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn(program, programInterface, name);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glGetFragDataIndexEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    const GLchar *name;
    GLint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    name = vcl_dec_str(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!name)
            gl_err = GL_INVALID_VALUE;
        GLint (GL_APIENTRY *host_fn)(GLuint, const GLchar *) = (GLint (GL_APIENTRY *)(GLuint, const GLchar *))vcl_gl_host_proc("glGetFragDataIndexEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn(program, name);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glDrawBuffersEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    const GLenum *bufs;
    int64_t bufs_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    bufs_k = (int64_t)(n);
    bufs = vcl_dec_arr(vd, bufs_k > 0 ? (uint64_t)bufs_k : 0, sizeof(*bufs));
    VN_GL_AT("bufs");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (bufs_k < 0 || (bufs_k > 0 && !bufs))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLsizei, const GLenum *) = (void (GL_APIENTRY *)(GLsizei, const GLenum *))vcl_gl_host_proc("glDrawBuffersEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(n, bufs);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDiscardFramebufferEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLsizei numAttachments;
    const GLenum *attachments;
    int64_t attachments_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &numAttachments, sizeof(numAttachments));
    VN_GL_AT("numAttachments");
    attachments_k = (int64_t)(numAttachments);
    attachments = vcl_dec_arr(vd, attachments_k > 0 ? (uint64_t)attachments_k : 0, sizeof(*attachments));
    VN_GL_AT("attachments");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (attachments_k < 0 || (attachments_k > 0 && !attachments))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLenum, GLsizei, const GLenum *) = (void (GL_APIENTRY *)(GLenum, GLsizei, const GLenum *))vcl_gl_host_proc("glDiscardFramebufferEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, numAttachments, attachments);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glPolygonOffsetClampEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLfloat factor;
    GLfloat units;
    GLfloat clamp;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &factor, sizeof(factor));
    VN_GL_AT("factor");
    vcl_dec_val(vd, &units, sizeof(units));
    VN_GL_AT("units");
    vcl_dec_val(vd, &clamp, sizeof(clamp));
    VN_GL_AT("clamp");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLfloat, GLfloat, GLfloat) = (void (GL_APIENTRY *)(GLfloat, GLfloat, GLfloat))vcl_gl_host_proc("glPolygonOffsetClampEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(factor, units, clamp);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTextureViewOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint texture;
    GLenum target;
    GLuint origtexture;
    GLenum internalformat;
    GLuint minlevel;
    GLuint numlevels;
    GLuint minlayer;
    GLuint numlayers;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &texture, sizeof(texture));
    VN_GL_AT("texture");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &origtexture, sizeof(origtexture));
    VN_GL_AT("origtexture");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &minlevel, sizeof(minlevel));
    VN_GL_AT("minlevel");
    vcl_dec_val(vd, &numlevels, sizeof(numlevels));
    VN_GL_AT("numlevels");
    vcl_dec_val(vd, &minlayer, sizeof(minlayer));
    VN_GL_AT("minlayer");
    vcl_dec_val(vd, &numlayers, sizeof(numlayers));
    VN_GL_AT("numlayers");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLuint, GLenum, GLuint, GLuint, GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLenum, GLuint, GLenum, GLuint, GLuint, GLuint, GLuint))vcl_gl_host_proc("glTextureViewOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(texture, target, origtexture, internalformat, minlevel, numlevels, minlayer, numlayers);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glViewportArrayvOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint first;
    GLsizei count;
    const GLfloat *v;
    int64_t v_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &first, sizeof(first));
    VN_GL_AT("first");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    v_k = (int64_t)((int64_t)count*4);
    v = vcl_dec_arr(vd, v_k > 0 ? (uint64_t)v_k : 0, sizeof(*v));
    VN_GL_AT("v");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (v_k < 0 || (v_k > 0 && !v))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLsizei, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLsizei, const GLfloat *))vcl_gl_host_proc("glViewportArrayvOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(first, count, v);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glViewportIndexedfOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLfloat x;
    GLfloat y;
    GLfloat w;
    GLfloat h;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &w, sizeof(w));
    VN_GL_AT("w");
    vcl_dec_val(vd, &h, sizeof(h));
    VN_GL_AT("h");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLfloat, GLfloat, GLfloat, GLfloat) = (void (GL_APIENTRY *)(GLuint, GLfloat, GLfloat, GLfloat, GLfloat))vcl_gl_host_proc("glViewportIndexedfOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(index, x, y, w, h);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glViewportIndexedfvOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    const GLfloat *v;
    int64_t v_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    v_k = (int64_t)(4);
    v = vcl_dec_arr(vd, v_k > 0 ? (uint64_t)v_k : 0, sizeof(*v));
    VN_GL_AT("v");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (v_k < 0 || (v_k > 0 && !v))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, const GLfloat *))vcl_gl_host_proc("glViewportIndexedfvOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(index, v);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glScissorArrayvOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint first;
    GLsizei count;
    const GLint *v;
    int64_t v_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &first, sizeof(first));
    VN_GL_AT("first");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    v_k = (int64_t)((int64_t)count*4);
    v = vcl_dec_arr(vd, v_k > 0 ? (uint64_t)v_k : 0, sizeof(*v));
    VN_GL_AT("v");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (v_k < 0 || (v_k > 0 && !v))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLsizei, const GLint *) = (void (GL_APIENTRY *)(GLuint, GLsizei, const GLint *))vcl_gl_host_proc("glScissorArrayvOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(first, count, v);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glScissorIndexedOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLint left;
    GLint bottom;
    GLsizei width;
    GLsizei height;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &left, sizeof(left));
    VN_GL_AT("left");
    vcl_dec_val(vd, &bottom, sizeof(bottom));
    VN_GL_AT("bottom");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLint, GLsizei, GLsizei) = (void (GL_APIENTRY *)(GLuint, GLint, GLint, GLsizei, GLsizei))vcl_gl_host_proc("glScissorIndexedOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(index, left, bottom, width, height);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glScissorIndexedvOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    const GLint *v;
    int64_t v_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    v_k = (int64_t)(4);
    v = vcl_dec_arr(vd, v_k > 0 ? (uint64_t)v_k : 0, sizeof(*v));
    VN_GL_AT("v");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (v_k < 0 || (v_k > 0 && !v))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, const GLint *) = (void (GL_APIENTRY *)(GLuint, const GLint *))vcl_gl_host_proc("glScissorIndexedvOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(index, v);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDepthRangeArrayfvOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint first;
    GLsizei count;
    const GLfloat *v;
    int64_t v_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &first, sizeof(first));
    VN_GL_AT("first");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    v_k = (int64_t)((int64_t)count*2);
    v = vcl_dec_arr(vd, v_k > 0 ? (uint64_t)v_k : 0, sizeof(*v));
    VN_GL_AT("v");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (v_k < 0 || (v_k > 0 && !v))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLsizei, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLsizei, const GLfloat *))vcl_gl_host_proc("glDepthRangeArrayfvOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(first, count, v);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDepthRangeIndexedfOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLfloat n;
    GLfloat f;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    vcl_dec_val(vd, &f, sizeof(f));
    VN_GL_AT("f");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLfloat, GLfloat) = (void (GL_APIENTRY *)(GLuint, GLfloat, GLfloat))vcl_gl_host_proc("glDepthRangeIndexedfOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(index, n, f);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetFloati_vOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    GLfloat *data = NULL;
    bool data_want;
    int64_t data_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    data_want = vcl_dec_want(vd);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        data_k = (int64_t)(vcl_gl_get_count(target));
        if (data_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (data_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)data_k > VCL_MAX_INFO / sizeof(*data))
            gl_err = GL_OUT_OF_MEMORY;
        else if (data_k > 0 && !(data = vcl_be_scratch(vx, data_k < 16 ? 16 : (uint64_t)data_k, sizeof(*data))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLenum, GLuint, GLfloat *) = (void (GL_APIENTRY *)(GLenum, GLuint, GLfloat *))vcl_gl_host_proc("glGetFloati_vOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, index, data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, data_want && ran ? data : NULL, data_want && ran && data_k > 0 ? (size_t)data_k * sizeof(*data) : 0);
    return 0;
}

int vn_be_glEnableiOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLuint) = (void (GL_APIENTRY *)(GLenum, GLuint))vcl_gl_host_proc("glEnableiOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, index);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDisableiOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLuint) = (void (GL_APIENTRY *)(GLenum, GLuint))vcl_gl_host_proc("glDisableiOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, index);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glIsEnablediOES(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        GLboolean (GL_APIENTRY *host_fn)(GLenum, GLuint) = (GLboolean (GL_APIENTRY *)(GLenum, GLuint))vcl_gl_host_proc("glIsEnablediOES");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn(target, index);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glDrawArraysInstancedBaseInstanceEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLint first;
    GLsizei count;
    GLsizei instancecount;
    GLuint baseinstance;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &first, sizeof(first));
    VN_GL_AT("first");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &instancecount, sizeof(instancecount));
    VN_GL_AT("instancecount");
    vcl_dec_val(vd, &baseinstance, sizeof(baseinstance));
    VN_GL_AT("baseinstance");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        void (GL_APIENTRY *host_fn)(GLenum, GLint, GLsizei, GLsizei, GLuint) = (void (GL_APIENTRY *)(GLenum, GLint, GLsizei, GLsizei, GLuint))vcl_gl_host_proc("glDrawArraysInstancedBaseInstanceEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(mode, first, count, instancecount, baseinstance);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawElementsInstancedBaseInstanceEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLsizei count;
    GLenum type;
    uint64_t indices;
    GLsizei instancecount;
    GLuint baseinstance;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    indices = vcl_dec_u64(vd);
    VN_GL_AT("indices");
    vcl_dec_val(vd, &instancecount, sizeof(instancecount));
    VN_GL_AT("instancecount");
    vcl_dec_val(vd, &baseinstance, sizeof(baseinstance));
    VN_GL_AT("baseinstance");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(GL_ELEMENT_ARRAY_BUFFER_BINDING))
            gl_err = GL_INVALID_OPERATION;
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        void (GL_APIENTRY *host_fn)(GLenum, GLsizei, GLenum, const void *, GLsizei, GLuint) = (void (GL_APIENTRY *)(GLenum, GLsizei, GLenum, const void *, GLsizei, GLuint))vcl_gl_host_proc("glDrawElementsInstancedBaseInstanceEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(mode, count, type, (const void *)(uintptr_t)indices, instancecount, baseinstance);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawElementsInstancedBaseVertexBaseInstanceEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLsizei count;
    GLenum type;
    uint64_t indices;
    GLsizei instancecount;
    GLint basevertex;
    GLuint baseinstance;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    indices = vcl_dec_u64(vd);
    VN_GL_AT("indices");
    vcl_dec_val(vd, &instancecount, sizeof(instancecount));
    VN_GL_AT("instancecount");
    vcl_dec_val(vd, &basevertex, sizeof(basevertex));
    VN_GL_AT("basevertex");
    vcl_dec_val(vd, &baseinstance, sizeof(baseinstance));
    VN_GL_AT("baseinstance");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(GL_ELEMENT_ARRAY_BUFFER_BINDING))
            gl_err = GL_INVALID_OPERATION;
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        void (GL_APIENTRY *host_fn)(GLenum, GLsizei, GLenum, const void *, GLsizei, GLint, GLuint) = (void (GL_APIENTRY *)(GLenum, GLsizei, GLenum, const void *, GLsizei, GLint, GLuint))vcl_gl_host_proc("glDrawElementsInstancedBaseVertexBaseInstanceEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(mode, count, type, (const void *)(uintptr_t)indices, instancecount, basevertex, baseinstance);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawArraysInstancedEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLint start;
    GLsizei count;
    GLsizei primcount;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &start, sizeof(start));
    VN_GL_AT("start");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &primcount, sizeof(primcount));
    VN_GL_AT("primcount");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        void (GL_APIENTRY *host_fn)(GLenum, GLint, GLsizei, GLsizei) = (void (GL_APIENTRY *)(GLenum, GLint, GLsizei, GLsizei))vcl_gl_host_proc("glDrawArraysInstancedEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(mode, start, count, primcount);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawElementsInstancedEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLsizei count;
    GLenum type;
    uint64_t indices;
    GLsizei primcount;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    indices = vcl_dec_u64(vd);
    VN_GL_AT("indices");
    vcl_dec_val(vd, &primcount, sizeof(primcount));
    VN_GL_AT("primcount");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(GL_ELEMENT_ARRAY_BUFFER_BINDING))
            gl_err = GL_INVALID_OPERATION;
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        void (GL_APIENTRY *host_fn)(GLenum, GLsizei, GLenum, const void *, GLsizei) = (void (GL_APIENTRY *)(GLenum, GLsizei, GLenum, const void *, GLsizei))vcl_gl_host_proc("glDrawElementsInstancedEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(mode, count, type, (const void *)(uintptr_t)indices, primcount);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glFramebufferFetchBarrierEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(void) = (void (GL_APIENTRY *)(void))vcl_gl_host_proc("glFramebufferFetchBarrierEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn();
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glMaxShaderCompilerThreadsKHR(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint count;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint) = (void (GL_APIENTRY *)(GLuint))vcl_gl_host_proc("glMaxShaderCompilerThreadsKHR");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(count);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glActiveShaderProgramEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    GLuint program;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLuint))vcl_gl_host_proc("glActiveShaderProgramEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline, program);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBindProgramPipelineEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint) = (void (GL_APIENTRY *)(GLuint))vcl_gl_host_proc("glBindProgramPipelineEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glCreateShaderProgramvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum type;
    GLsizei count;
    const GLchar *const *strings;
    GLuint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    strings = gl_dec_strs(vx, (int64_t)(count));
    VN_GL_AT("strings");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if ((int64_t)(count) > 0 && !strings)
            gl_err = GL_INVALID_VALUE;
        GLuint (GL_APIENTRY *host_fn)(GLenum, GLsizei, const GLchar **) = (GLuint (GL_APIENTRY *)(GLenum, GLsizei, const GLchar **))vcl_gl_host_proc("glCreateShaderProgramvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn(type, count, (const GLchar **)strings);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glDeleteProgramPipelinesEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    const GLuint *pipelines;
    int64_t pipelines_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    pipelines_k = (int64_t)(n);
    pipelines = vcl_dec_arr(vd, pipelines_k > 0 ? (uint64_t)pipelines_k : 0, sizeof(*pipelines));
    VN_GL_AT("pipelines");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (pipelines_k < 0 || (pipelines_k > 0 && !pipelines))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLsizei, const GLuint *) = (void (GL_APIENTRY *)(GLsizei, const GLuint *))vcl_gl_host_proc("glDeleteProgramPipelinesEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(n, pipelines);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGenProgramPipelinesEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    GLuint *pipelines = NULL;
    bool pipelines_want;
    int64_t pipelines_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    pipelines_want = vcl_dec_want(vd);
    VN_GL_AT("pipelines");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        pipelines_k = (int64_t)(n);
        if (pipelines_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)pipelines_k > VCL_MAX_INFO / sizeof(*pipelines))
            gl_err = GL_OUT_OF_MEMORY;
        else if (pipelines_k > 0 && !(pipelines = vcl_be_scratch(vx, (uint64_t)pipelines_k, sizeof(*pipelines))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLsizei, GLuint *) = (void (GL_APIENTRY *)(GLsizei, GLuint *))vcl_gl_host_proc("glGenProgramPipelinesEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(n, pipelines);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, pipelines_want && ran ? pipelines : NULL, pipelines_want && ran && pipelines_k > 0 ? (size_t)pipelines_k * sizeof(*pipelines) : 0);
    return 0;
}

int vn_be_glGetProgramPipelineInfoLogEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLchar *infoLog = NULL;
    bool infoLog_want;
    int64_t infoLog_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    infoLog_want = vcl_dec_want(vd);
    VN_GL_AT("infoLog");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        infoLog_k = (int64_t)(bufSize);
        if (infoLog_k > (int64_t)VCL_MAX_INFO) {
            infoLog_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))infoLog_k;
        }
        if (infoLog_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)infoLog_k > VCL_MAX_INFO / sizeof(*infoLog))
            gl_err = GL_OUT_OF_MEMORY;
        else if (infoLog_k > 0 && !(infoLog = vcl_be_scratch(vx, (uint64_t)infoLog_k, sizeof(*infoLog))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLuint, GLsizei, GLsizei *, GLchar *) = (void (GL_APIENTRY *)(GLuint, GLsizei, GLsizei *, GLchar *))vcl_gl_host_proc("glGetProgramPipelineInfoLogEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline, bufSize, length_v, infoLog);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    vcl_enc_buf(&vx->rep, infoLog_want && ran ? infoLog : NULL, infoLog_want && ran && infoLog_k > 0 ? strnlen(infoLog, (size_t)infoLog_k - 1) + 1 : 0);
    return 0;
}

int vn_be_glGetProgramPipelineivEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLint *) = (void (GL_APIENTRY *)(GLuint, GLenum, GLint *))vcl_gl_host_proc("glGetProgramPipelineivEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glIsProgramPipelineEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        GLboolean (GL_APIENTRY *host_fn)(GLuint) = (GLboolean (GL_APIENTRY *)(GLuint))vcl_gl_host_proc("glIsProgramPipelineEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn(pipeline);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glProgramParameteriEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLenum pname;
    GLint value;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    vcl_dec_val(vd, &value, sizeof(value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLint) = (void (GL_APIENTRY *)(GLuint, GLenum, GLint))vcl_gl_host_proc("glProgramParameteriEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, pname, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform1fEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLfloat v0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLfloat) = (void (GL_APIENTRY *)(GLuint, GLint, GLfloat))vcl_gl_host_proc("glProgramUniform1fEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform1fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*1);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLfloat *))vcl_gl_host_proc("glProgramUniform1fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform1iEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLint v0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLint) = (void (GL_APIENTRY *)(GLuint, GLint, GLint))vcl_gl_host_proc("glProgramUniform1iEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform1ivEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*1);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLint *))vcl_gl_host_proc("glProgramUniform1ivEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform1uiEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLuint v0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLint, GLuint))vcl_gl_host_proc("glProgramUniform1uiEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform1uivEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*1);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLuint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLuint *))vcl_gl_host_proc("glProgramUniform1uivEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2fEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLfloat v0;
    GLfloat v1;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLfloat, GLfloat) = (void (GL_APIENTRY *)(GLuint, GLint, GLfloat, GLfloat))vcl_gl_host_proc("glProgramUniform2fEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*2);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLfloat *))vcl_gl_host_proc("glProgramUniform2fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2iEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLint v0;
    GLint v1;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLint, GLint) = (void (GL_APIENTRY *)(GLuint, GLint, GLint, GLint))vcl_gl_host_proc("glProgramUniform2iEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2ivEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*2);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLint *))vcl_gl_host_proc("glProgramUniform2ivEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2uiEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLuint v0;
    GLuint v1;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLint, GLuint, GLuint))vcl_gl_host_proc("glProgramUniform2uiEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2uivEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*2);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLuint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLuint *))vcl_gl_host_proc("glProgramUniform2uivEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3fEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLfloat v0;
    GLfloat v1;
    GLfloat v2;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLfloat, GLfloat, GLfloat) = (void (GL_APIENTRY *)(GLuint, GLint, GLfloat, GLfloat, GLfloat))vcl_gl_host_proc("glProgramUniform3fEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*3);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLfloat *))vcl_gl_host_proc("glProgramUniform3fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3iEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLint v0;
    GLint v1;
    GLint v2;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLint, GLint, GLint) = (void (GL_APIENTRY *)(GLuint, GLint, GLint, GLint, GLint))vcl_gl_host_proc("glProgramUniform3iEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3ivEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*3);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLint *))vcl_gl_host_proc("glProgramUniform3ivEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3uiEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLuint v0;
    GLuint v1;
    GLuint v2;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLuint, GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLint, GLuint, GLuint, GLuint))vcl_gl_host_proc("glProgramUniform3uiEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3uivEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*3);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLuint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLuint *))vcl_gl_host_proc("glProgramUniform3uivEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4fEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLfloat v0;
    GLfloat v1;
    GLfloat v2;
    GLfloat v3;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    vcl_dec_val(vd, &v3, sizeof(v3));
    VN_GL_AT("v3");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLfloat, GLfloat, GLfloat, GLfloat) = (void (GL_APIENTRY *)(GLuint, GLint, GLfloat, GLfloat, GLfloat, GLfloat))vcl_gl_host_proc("glProgramUniform4fEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2, v3);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLfloat *))vcl_gl_host_proc("glProgramUniform4fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4iEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLint v0;
    GLint v1;
    GLint v2;
    GLint v3;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    vcl_dec_val(vd, &v3, sizeof(v3));
    VN_GL_AT("v3");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLint, GLint, GLint, GLint) = (void (GL_APIENTRY *)(GLuint, GLint, GLint, GLint, GLint, GLint))vcl_gl_host_proc("glProgramUniform4iEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2, v3);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4ivEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLint *))vcl_gl_host_proc("glProgramUniform4ivEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4uiEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLuint v0;
    GLuint v1;
    GLuint v2;
    GLuint v3;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    vcl_dec_val(vd, &v3, sizeof(v3));
    VN_GL_AT("v3");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLuint, GLuint, GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLint, GLuint, GLuint, GLuint, GLuint))vcl_gl_host_proc("glProgramUniform4uiEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2, v3);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4uivEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLuint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLuint *))vcl_gl_host_proc("glProgramUniform4uivEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix2fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix2fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix3fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*9);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix3fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix4fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*16);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix4fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix2x3fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*6);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix2x3fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix3x2fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*6);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix3x2fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix2x4fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*8);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix2x4fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix4x2fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*8);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix4x2fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix3x4fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*12);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix3x4fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix4x3fvEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*12);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix4x3fvEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glUseProgramStagesEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    GLbitfield stages;
    GLuint program;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    vcl_dec_val(vd, &stages, sizeof(stages));
    VN_GL_AT("stages");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLbitfield, GLuint) = (void (GL_APIENTRY *)(GLuint, GLbitfield, GLuint))vcl_gl_host_proc("glUseProgramStagesEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline, stages, program);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glValidateProgramPipelineEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint) = (void (GL_APIENTRY *)(GLuint))vcl_gl_host_proc("glValidateProgramPipelineEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDispatchCompute(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint num_groups_x;
    GLuint num_groups_y;
    GLuint num_groups_z;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &num_groups_x, sizeof(num_groups_x));
    VN_GL_AT("num_groups_x");
    vcl_dec_val(vd, &num_groups_y, sizeof(num_groups_y));
    VN_GL_AT("num_groups_y");
    vcl_dec_val(vd, &num_groups_z, sizeof(num_groups_z));
    VN_GL_AT("num_groups_z");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLuint, GLuint))vcl_gl_host_proc("glDispatchCompute");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(num_groups_x, num_groups_y, num_groups_z);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDispatchComputeIndirect(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLintptr indirect;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &indirect, sizeof(indirect));
    VN_GL_AT("indirect");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLintptr) = (void (GL_APIENTRY *)(GLintptr))vcl_gl_host_proc("glDispatchComputeIndirect");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(indirect);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawArraysIndirect(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    uint64_t indirect;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    indirect = vcl_dec_u64(vd);
    VN_GL_AT("indirect");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(0x8F43))
            gl_err = GL_INVALID_OPERATION;
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        void (GL_APIENTRY *host_fn)(GLenum, const void *) = (void (GL_APIENTRY *)(GLenum, const void *))vcl_gl_host_proc("glDrawArraysIndirect");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(mode, (const void *)(uintptr_t)indirect);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawElementsIndirect(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLenum type;
    uint64_t indirect;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    indirect = vcl_dec_u64(vd);
    VN_GL_AT("indirect");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(0x8F43))
            gl_err = GL_INVALID_OPERATION;
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        void (GL_APIENTRY *host_fn)(GLenum, GLenum, const void *) = (void (GL_APIENTRY *)(GLenum, GLenum, const void *))vcl_gl_host_proc("glDrawElementsIndirect");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(mode, type, (const void *)(uintptr_t)indirect);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glFramebufferParameteri(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLint param;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    vcl_dec_val(vd, &param, sizeof(param));
    VN_GL_AT("param");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLenum, GLint) = (void (GL_APIENTRY *)(GLenum, GLenum, GLint))vcl_gl_host_proc("glFramebufferParameteri");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, pname, param);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetFramebufferParameteriv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLenum, GLint *) = (void (GL_APIENTRY *)(GLenum, GLenum, GLint *))vcl_gl_host_proc("glGetFramebufferParameteriv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetProgramInterfaceiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLenum programInterface;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &programInterface, sizeof(programInterface));
    VN_GL_AT("programInterface");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLenum, GLint *) = (void (GL_APIENTRY *)(GLuint, GLenum, GLenum, GLint *))vcl_gl_host_proc("glGetProgramInterfaceiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, programInterface, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetProgramResourceIndex(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLenum programInterface;
    const GLchar *name;
    GLuint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &programInterface, sizeof(programInterface));
    VN_GL_AT("programInterface");
    name = vcl_dec_str(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!name)
            gl_err = GL_INVALID_VALUE;
        GLuint (GL_APIENTRY *host_fn)(GLuint, GLenum, const GLchar *) = (GLuint (GL_APIENTRY *)(GLuint, GLenum, const GLchar *))vcl_gl_host_proc("glGetProgramResourceIndex");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn(program, programInterface, name);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glGetProgramResourceName(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLenum programInterface;
    GLuint index;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLchar *name = NULL;
    bool name_want;
    int64_t name_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &programInterface, sizeof(programInterface));
    VN_GL_AT("programInterface");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    name_want = vcl_dec_want(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        name_k = (int64_t)(bufSize);
        if (name_k > (int64_t)VCL_MAX_INFO) {
            name_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))name_k;
        }
        if (name_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)name_k > VCL_MAX_INFO / sizeof(*name))
            gl_err = GL_OUT_OF_MEMORY;
        else if (name_k > 0 && !(name = vcl_be_scratch(vx, (uint64_t)name_k, sizeof(*name))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLuint, GLsizei, GLsizei *, GLchar *) = (void (GL_APIENTRY *)(GLuint, GLenum, GLuint, GLsizei, GLsizei *, GLchar *))vcl_gl_host_proc("glGetProgramResourceName");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, programInterface, index, bufSize, length_v, name);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    vcl_enc_buf(&vx->rep, name_want && ran ? name : NULL, name_want && ran && name_k > 0 ? strnlen(name, (size_t)name_k - 1) + 1 : 0);
    return 0;
}

int vn_be_glGetProgramResourceiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLenum programInterface;
    GLuint index;
    GLsizei propCount;
    const GLenum *props;
    int64_t props_k;
    GLsizei count;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &programInterface, sizeof(programInterface));
    VN_GL_AT("programInterface");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &propCount, sizeof(propCount));
    VN_GL_AT("propCount");
    props_k = (int64_t)(propCount);
    props = vcl_dec_arr(vd, props_k > 0 ? (uint64_t)props_k : 0, sizeof(*props));
    VN_GL_AT("props");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (props_k < 0 || (props_k > 0 && !props))
            gl_err = GL_INVALID_VALUE;
        params_k = (int64_t)(count);
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLuint, GLsizei, const GLenum *, GLsizei, GLsizei *, GLint *) = (void (GL_APIENTRY *)(GLuint, GLenum, GLuint, GLsizei, const GLenum *, GLsizei, GLsizei *, GLint *))vcl_gl_host_proc("glGetProgramResourceiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, programInterface, index, propCount, props, count, length_v, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetProgramResourceLocation(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLenum programInterface;
    const GLchar *name;
    GLint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &programInterface, sizeof(programInterface));
    VN_GL_AT("programInterface");
    name = vcl_dec_str(vd);
    VN_GL_AT("name");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!name)
            gl_err = GL_INVALID_VALUE;
        GLint (GL_APIENTRY *host_fn)(GLuint, GLenum, const GLchar *) = (GLint (GL_APIENTRY *)(GLuint, GLenum, const GLchar *))vcl_gl_host_proc("glGetProgramResourceLocation");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn(program, programInterface, name);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glUseProgramStages(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    GLbitfield stages;
    GLuint program;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    vcl_dec_val(vd, &stages, sizeof(stages));
    VN_GL_AT("stages");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLbitfield, GLuint) = (void (GL_APIENTRY *)(GLuint, GLbitfield, GLuint))vcl_gl_host_proc("glUseProgramStages");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline, stages, program);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glActiveShaderProgram(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    GLuint program;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLuint))vcl_gl_host_proc("glActiveShaderProgram");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline, program);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glCreateShaderProgramv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum type;
    GLsizei count;
    const GLchar *const *strings;
    GLuint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    strings = gl_dec_strs(vx, (int64_t)(count));
    VN_GL_AT("strings");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if ((int64_t)(count) > 0 && !strings)
            gl_err = GL_INVALID_VALUE;
        GLuint (GL_APIENTRY *host_fn)(GLenum, GLsizei, const GLchar *const *) = (GLuint (GL_APIENTRY *)(GLenum, GLsizei, const GLchar *const *))vcl_gl_host_proc("glCreateShaderProgramv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn(type, count, strings);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glBindProgramPipeline(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint) = (void (GL_APIENTRY *)(GLuint))vcl_gl_host_proc("glBindProgramPipeline");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDeleteProgramPipelines(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    const GLuint *pipelines;
    int64_t pipelines_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    pipelines_k = (int64_t)(n);
    pipelines = vcl_dec_arr(vd, pipelines_k > 0 ? (uint64_t)pipelines_k : 0, sizeof(*pipelines));
    VN_GL_AT("pipelines");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (pipelines_k < 0 || (pipelines_k > 0 && !pipelines))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLsizei, const GLuint *) = (void (GL_APIENTRY *)(GLsizei, const GLuint *))vcl_gl_host_proc("glDeleteProgramPipelines");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(n, pipelines);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGenProgramPipelines(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLsizei n;
    GLuint *pipelines = NULL;
    bool pipelines_want;
    int64_t pipelines_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &n, sizeof(n));
    VN_GL_AT("n");
    pipelines_want = vcl_dec_want(vd);
    VN_GL_AT("pipelines");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        pipelines_k = (int64_t)(n);
        if (pipelines_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)pipelines_k > VCL_MAX_INFO / sizeof(*pipelines))
            gl_err = GL_OUT_OF_MEMORY;
        else if (pipelines_k > 0 && !(pipelines = vcl_be_scratch(vx, (uint64_t)pipelines_k, sizeof(*pipelines))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLsizei, GLuint *) = (void (GL_APIENTRY *)(GLsizei, GLuint *))vcl_gl_host_proc("glGenProgramPipelines");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(n, pipelines);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, pipelines_want && ran ? pipelines : NULL, pipelines_want && ran && pipelines_k > 0 ? (size_t)pipelines_k * sizeof(*pipelines) : 0);
    return 0;
}

int vn_be_glIsProgramPipeline(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        GLboolean (GL_APIENTRY *host_fn)(GLuint) = (GLboolean (GL_APIENTRY *)(GLuint))vcl_gl_host_proc("glIsProgramPipeline");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn(pipeline);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glGetProgramPipelineiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLint *) = (void (GL_APIENTRY *)(GLuint, GLenum, GLint *))vcl_gl_host_proc("glGetProgramPipelineiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glProgramUniform1i(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLint v0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLint) = (void (GL_APIENTRY *)(GLuint, GLint, GLint))vcl_gl_host_proc("glProgramUniform1i");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2i(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLint v0;
    GLint v1;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLint, GLint) = (void (GL_APIENTRY *)(GLuint, GLint, GLint, GLint))vcl_gl_host_proc("glProgramUniform2i");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3i(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLint v0;
    GLint v1;
    GLint v2;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLint, GLint, GLint) = (void (GL_APIENTRY *)(GLuint, GLint, GLint, GLint, GLint))vcl_gl_host_proc("glProgramUniform3i");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4i(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLint v0;
    GLint v1;
    GLint v2;
    GLint v3;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    vcl_dec_val(vd, &v3, sizeof(v3));
    VN_GL_AT("v3");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLint, GLint, GLint, GLint) = (void (GL_APIENTRY *)(GLuint, GLint, GLint, GLint, GLint, GLint))vcl_gl_host_proc("glProgramUniform4i");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2, v3);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform1ui(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLuint v0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLint, GLuint))vcl_gl_host_proc("glProgramUniform1ui");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2ui(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLuint v0;
    GLuint v1;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLint, GLuint, GLuint))vcl_gl_host_proc("glProgramUniform2ui");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3ui(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLuint v0;
    GLuint v1;
    GLuint v2;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLuint, GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLint, GLuint, GLuint, GLuint))vcl_gl_host_proc("glProgramUniform3ui");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4ui(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLuint v0;
    GLuint v1;
    GLuint v2;
    GLuint v3;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    vcl_dec_val(vd, &v3, sizeof(v3));
    VN_GL_AT("v3");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLuint, GLuint, GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLint, GLuint, GLuint, GLuint, GLuint))vcl_gl_host_proc("glProgramUniform4ui");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2, v3);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform1f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLfloat v0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLfloat) = (void (GL_APIENTRY *)(GLuint, GLint, GLfloat))vcl_gl_host_proc("glProgramUniform1f");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLfloat v0;
    GLfloat v1;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLfloat, GLfloat) = (void (GL_APIENTRY *)(GLuint, GLint, GLfloat, GLfloat))vcl_gl_host_proc("glProgramUniform2f");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLfloat v0;
    GLfloat v1;
    GLfloat v2;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLfloat, GLfloat, GLfloat) = (void (GL_APIENTRY *)(GLuint, GLint, GLfloat, GLfloat, GLfloat))vcl_gl_host_proc("glProgramUniform3f");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4f(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLfloat v0;
    GLfloat v1;
    GLfloat v2;
    GLfloat v3;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &v0, sizeof(v0));
    VN_GL_AT("v0");
    vcl_dec_val(vd, &v1, sizeof(v1));
    VN_GL_AT("v1");
    vcl_dec_val(vd, &v2, sizeof(v2));
    VN_GL_AT("v2");
    vcl_dec_val(vd, &v3, sizeof(v3));
    VN_GL_AT("v3");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLfloat, GLfloat, GLfloat, GLfloat) = (void (GL_APIENTRY *)(GLuint, GLint, GLfloat, GLfloat, GLfloat, GLfloat))vcl_gl_host_proc("glProgramUniform4f");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, v0, v1, v2, v3);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform1iv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*1);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLint *))vcl_gl_host_proc("glProgramUniform1iv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2iv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*2);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLint *))vcl_gl_host_proc("glProgramUniform2iv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3iv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*3);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLint *))vcl_gl_host_proc("glProgramUniform3iv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4iv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLint *))vcl_gl_host_proc("glProgramUniform4iv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform1uiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*1);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLuint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLuint *))vcl_gl_host_proc("glProgramUniform1uiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2uiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*2);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLuint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLuint *))vcl_gl_host_proc("glProgramUniform2uiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3uiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*3);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLuint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLuint *))vcl_gl_host_proc("glProgramUniform3uiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4uiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLuint *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLuint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLuint *))vcl_gl_host_proc("glProgramUniform4uiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform1fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*1);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLfloat *))vcl_gl_host_proc("glProgramUniform1fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform2fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*2);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLfloat *))vcl_gl_host_proc("glProgramUniform2fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform3fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*3);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLfloat *))vcl_gl_host_proc("glProgramUniform3fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniform4fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    value_k = (int64_t)((int64_t)count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, const GLfloat *))vcl_gl_host_proc("glProgramUniform4fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix2fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*4);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix2fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix3fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*9);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix3fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix4fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*16);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix4fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix2x3fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*6);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix2x3fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix3x2fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*6);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix3x2fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix2x4fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*8);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix2x4fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix4x2fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*8);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix4x2fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix3x4fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*12);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix3x4fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glProgramUniformMatrix4x3fv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei count;
    GLboolean transpose;
    const GLfloat *value;
    int64_t value_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &transpose, sizeof(transpose));
    VN_GL_AT("transpose");
    value_k = (int64_t)((int64_t)count*12);
    value = vcl_dec_arr(vd, value_k > 0 ? (uint64_t)value_k : 0, sizeof(*value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (value_k < 0 || (value_k > 0 && !value))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLboolean, const GLfloat *))vcl_gl_host_proc("glProgramUniformMatrix4x3fv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, count, transpose, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glValidateProgramPipeline(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint) = (void (GL_APIENTRY *)(GLuint))vcl_gl_host_proc("glValidateProgramPipeline");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetProgramPipelineInfoLog(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint pipeline;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLchar *infoLog = NULL;
    bool infoLog_want;
    int64_t infoLog_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pipeline, sizeof(pipeline));
    VN_GL_AT("pipeline");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    infoLog_want = vcl_dec_want(vd);
    VN_GL_AT("infoLog");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        infoLog_k = (int64_t)(bufSize);
        if (infoLog_k > (int64_t)VCL_MAX_INFO) {
            infoLog_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))infoLog_k;
        }
        if (infoLog_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)infoLog_k > VCL_MAX_INFO / sizeof(*infoLog))
            gl_err = GL_OUT_OF_MEMORY;
        else if (infoLog_k > 0 && !(infoLog = vcl_be_scratch(vx, (uint64_t)infoLog_k, sizeof(*infoLog))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLuint, GLsizei, GLsizei *, GLchar *) = (void (GL_APIENTRY *)(GLuint, GLsizei, GLsizei *, GLchar *))vcl_gl_host_proc("glGetProgramPipelineInfoLog");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pipeline, bufSize, length_v, infoLog);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    vcl_enc_buf(&vx->rep, infoLog_want && ran ? infoLog : NULL, infoLog_want && ran && infoLog_k > 0 ? strnlen(infoLog, (size_t)infoLog_k - 1) + 1 : 0);
    return 0;
}

int vn_be_glBindImageTexture(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint unit;
    GLuint texture;
    GLint level;
    GLboolean layered;
    GLint layer;
    GLenum access;
    GLenum format;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &unit, sizeof(unit));
    VN_GL_AT("unit");
    vcl_dec_val(vd, &texture, sizeof(texture));
    VN_GL_AT("texture");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &layered, sizeof(layered));
    VN_GL_AT("layered");
    vcl_dec_val(vd, &layer, sizeof(layer));
    VN_GL_AT("layer");
    vcl_dec_val(vd, &access, sizeof(access));
    VN_GL_AT("access");
    vcl_dec_val(vd, &format, sizeof(format));
    VN_GL_AT("format");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLuint, GLint, GLboolean, GLint, GLenum, GLenum) = (void (GL_APIENTRY *)(GLuint, GLuint, GLint, GLboolean, GLint, GLenum, GLenum))vcl_gl_host_proc("glBindImageTexture");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(unit, texture, level, layered, layer, access, format);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetBooleani_v(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    GLboolean *data = NULL;
    bool data_want;
    int64_t data_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    data_want = vcl_dec_want(vd);
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        data_k = (int64_t)(vcl_gl_get_count(target));
        if (data_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (data_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)data_k > VCL_MAX_INFO / sizeof(*data))
            gl_err = GL_OUT_OF_MEMORY;
        else if (data_k > 0 && !(data = vcl_be_scratch(vx, data_k < 16 ? 16 : (uint64_t)data_k, sizeof(*data))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLenum, GLuint, GLboolean *) = (void (GL_APIENTRY *)(GLenum, GLuint, GLboolean *))vcl_gl_host_proc("glGetBooleani_v");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, index, data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, data_want && ran ? data : NULL, data_want && ran && data_k > 0 ? (size_t)data_k * sizeof(*data) : 0);
    return 0;
}

int vn_be_glMemoryBarrier(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLbitfield barriers;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &barriers, sizeof(barriers));
    VN_GL_AT("barriers");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLbitfield) = (void (GL_APIENTRY *)(GLbitfield))vcl_gl_host_proc("glMemoryBarrier");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(barriers);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glMemoryBarrierByRegion(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLbitfield barriers;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &barriers, sizeof(barriers));
    VN_GL_AT("barriers");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLbitfield) = (void (GL_APIENTRY *)(GLbitfield))vcl_gl_host_proc("glMemoryBarrierByRegion");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(barriers);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexStorage2DMultisample(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLsizei samples;
    GLenum internalformat;
    GLsizei width;
    GLsizei height;
    GLboolean fixedsamplelocations;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &samples, sizeof(samples));
    VN_GL_AT("samples");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &fixedsamplelocations, sizeof(fixedsamplelocations));
    VN_GL_AT("fixedsamplelocations");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLsizei, GLenum, GLsizei, GLsizei, GLboolean) = (void (GL_APIENTRY *)(GLenum, GLsizei, GLenum, GLsizei, GLsizei, GLboolean))vcl_gl_host_proc("glTexStorage2DMultisample");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, samples, internalformat, width, height, fixedsamplelocations);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetMultisamplefv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum pname;
    GLuint index;
    GLfloat *val = NULL;
    bool val_want;
    int64_t val_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    val_want = vcl_dec_want(vd);
    VN_GL_AT("val");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        val_k = (int64_t)(2);
        if (val_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)val_k > VCL_MAX_INFO / sizeof(*val))
            gl_err = GL_OUT_OF_MEMORY;
        else if (val_k > 0 && !(val = vcl_be_scratch(vx, (uint64_t)val_k, sizeof(*val))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLenum, GLuint, GLfloat *) = (void (GL_APIENTRY *)(GLenum, GLuint, GLfloat *))vcl_gl_host_proc("glGetMultisamplefv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pname, index, val);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, val_want && ran ? val : NULL, val_want && ran && val_k > 0 ? (size_t)val_k * sizeof(*val) : 0);
    return 0;
}

int vn_be_glSampleMaski(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint maskNumber;
    GLbitfield mask;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &maskNumber, sizeof(maskNumber));
    VN_GL_AT("maskNumber");
    vcl_dec_val(vd, &mask, sizeof(mask));
    VN_GL_AT("mask");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLbitfield) = (void (GL_APIENTRY *)(GLuint, GLbitfield))vcl_gl_host_proc("glSampleMaski");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(maskNumber, mask);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetTexLevelParameteriv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLenum pname;
    GLint params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLint, GLenum, GLint *) = (void (GL_APIENTRY *)(GLenum, GLint, GLenum, GLint *))vcl_gl_host_proc("glGetTexLevelParameteriv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, level, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glGetTexLevelParameterfv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLint level;
    GLenum pname;
    GLfloat params_v[VCL_GL_OUT_ROOM] = { 0 };
    bool params_want;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLint, GLenum, GLfloat *) = (void (GL_APIENTRY *)(GLenum, GLint, GLenum, GLfloat *))vcl_gl_host_proc("glGetTexLevelParameterfv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, level, pname, params_v);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (params_want)
        vcl_enc_val(&vx->rep, &params_v[0], sizeof(params_v[0]));
    return 0;
}

int vn_be_glBindVertexBuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint bindingindex;
    GLuint buffer;
    GLintptr offset;
    GLsizei stride;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &bindingindex, sizeof(bindingindex));
    VN_GL_AT("bindingindex");
    vcl_dec_val(vd, &buffer, sizeof(buffer));
    VN_GL_AT("buffer");
    vcl_dec_val(vd, &offset, sizeof(offset));
    VN_GL_AT("offset");
    vcl_dec_val(vd, &stride, sizeof(stride));
    VN_GL_AT("stride");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLuint, GLintptr, GLsizei) = (void (GL_APIENTRY *)(GLuint, GLuint, GLintptr, GLsizei))vcl_gl_host_proc("glBindVertexBuffer");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(bindingindex, buffer, offset, stride);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttribFormat(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint attribindex;
    GLint size;
    GLenum type;
    GLboolean normalized;
    GLuint relativeoffset;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &attribindex, sizeof(attribindex));
    VN_GL_AT("attribindex");
    vcl_dec_val(vd, &size, sizeof(size));
    VN_GL_AT("size");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    vcl_dec_val(vd, &normalized, sizeof(normalized));
    VN_GL_AT("normalized");
    vcl_dec_val(vd, &relativeoffset, sizeof(relativeoffset));
    VN_GL_AT("relativeoffset");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLenum, GLboolean, GLuint) = (void (GL_APIENTRY *)(GLuint, GLint, GLenum, GLboolean, GLuint))vcl_gl_host_proc("glVertexAttribFormat");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(attribindex, size, type, normalized, relativeoffset);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttribIFormat(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint attribindex;
    GLint size;
    GLenum type;
    GLuint relativeoffset;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &attribindex, sizeof(attribindex));
    VN_GL_AT("attribindex");
    vcl_dec_val(vd, &size, sizeof(size));
    VN_GL_AT("size");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    vcl_dec_val(vd, &relativeoffset, sizeof(relativeoffset));
    VN_GL_AT("relativeoffset");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLenum, GLuint) = (void (GL_APIENTRY *)(GLuint, GLint, GLenum, GLuint))vcl_gl_host_proc("glVertexAttribIFormat");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(attribindex, size, type, relativeoffset);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexAttribBinding(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint attribindex;
    GLuint bindingindex;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &attribindex, sizeof(attribindex));
    VN_GL_AT("attribindex");
    vcl_dec_val(vd, &bindingindex, sizeof(bindingindex));
    VN_GL_AT("bindingindex");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLuint))vcl_gl_host_proc("glVertexAttribBinding");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(attribindex, bindingindex);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glVertexBindingDivisor(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint bindingindex;
    GLuint divisor;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &bindingindex, sizeof(bindingindex));
    VN_GL_AT("bindingindex");
    vcl_dec_val(vd, &divisor, sizeof(divisor));
    VN_GL_AT("divisor");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLuint) = (void (GL_APIENTRY *)(GLuint, GLuint))vcl_gl_host_proc("glVertexBindingDivisor");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(bindingindex, divisor);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBlendBarrier(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(void) = (void (GL_APIENTRY *)(void))vcl_gl_host_proc("glBlendBarrier");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn();
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glCopyImageSubData(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint srcName;
    GLenum srcTarget;
    GLint srcLevel;
    GLint srcX;
    GLint srcY;
    GLint srcZ;
    GLuint dstName;
    GLenum dstTarget;
    GLint dstLevel;
    GLint dstX;
    GLint dstY;
    GLint dstZ;
    GLsizei srcWidth;
    GLsizei srcHeight;
    GLsizei srcDepth;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &srcName, sizeof(srcName));
    VN_GL_AT("srcName");
    vcl_dec_val(vd, &srcTarget, sizeof(srcTarget));
    VN_GL_AT("srcTarget");
    vcl_dec_val(vd, &srcLevel, sizeof(srcLevel));
    VN_GL_AT("srcLevel");
    vcl_dec_val(vd, &srcX, sizeof(srcX));
    VN_GL_AT("srcX");
    vcl_dec_val(vd, &srcY, sizeof(srcY));
    VN_GL_AT("srcY");
    vcl_dec_val(vd, &srcZ, sizeof(srcZ));
    VN_GL_AT("srcZ");
    vcl_dec_val(vd, &dstName, sizeof(dstName));
    VN_GL_AT("dstName");
    vcl_dec_val(vd, &dstTarget, sizeof(dstTarget));
    VN_GL_AT("dstTarget");
    vcl_dec_val(vd, &dstLevel, sizeof(dstLevel));
    VN_GL_AT("dstLevel");
    vcl_dec_val(vd, &dstX, sizeof(dstX));
    VN_GL_AT("dstX");
    vcl_dec_val(vd, &dstY, sizeof(dstY));
    VN_GL_AT("dstY");
    vcl_dec_val(vd, &dstZ, sizeof(dstZ));
    VN_GL_AT("dstZ");
    vcl_dec_val(vd, &srcWidth, sizeof(srcWidth));
    VN_GL_AT("srcWidth");
    vcl_dec_val(vd, &srcHeight, sizeof(srcHeight));
    VN_GL_AT("srcHeight");
    vcl_dec_val(vd, &srcDepth, sizeof(srcDepth));
    VN_GL_AT("srcDepth");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLint, GLint, GLint, GLint, GLuint, GLenum, GLint, GLint, GLint, GLint, GLsizei, GLsizei, GLsizei) = (void (GL_APIENTRY *)(GLuint, GLenum, GLint, GLint, GLint, GLint, GLuint, GLenum, GLint, GLint, GLint, GLint, GLsizei, GLsizei, GLsizei))vcl_gl_host_proc("glCopyImageSubData");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(srcName, srcTarget, srcLevel, srcX, srcY, srcZ, dstName, dstTarget, dstLevel, dstX, dstY, dstZ, srcWidth, srcHeight, srcDepth);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDebugMessageControl(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum source;
    GLenum type;
    GLenum severity;
    GLsizei count;
    const GLuint *ids;
    int64_t ids_k;
    GLboolean enabled;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &source, sizeof(source));
    VN_GL_AT("source");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    vcl_dec_val(vd, &severity, sizeof(severity));
    VN_GL_AT("severity");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    ids_k = (int64_t)(count);
    ids = vcl_dec_arr(vd, ids_k > 0 ? (uint64_t)ids_k : 0, sizeof(*ids));
    VN_GL_AT("ids");
    vcl_dec_val(vd, &enabled, sizeof(enabled));
    VN_GL_AT("enabled");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (ids_k < 0 || (ids_k > 0 && !ids))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLenum, GLenum, GLenum, GLsizei, const GLuint *, GLboolean) = (void (GL_APIENTRY *)(GLenum, GLenum, GLenum, GLsizei, const GLuint *, GLboolean))vcl_gl_host_proc("glDebugMessageControl");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(source, type, severity, count, ids, enabled);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDebugMessageInsert(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum source;
    GLenum type;
    GLuint id;
    GLenum severity;
    GLsizei length;
    const void *buf = NULL;
    uint64_t buf_len = 0, buf_off = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &source, sizeof(source));
    VN_GL_AT("source");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    vcl_dec_val(vd, &id, sizeof(id));
    VN_GL_AT("id");
    vcl_dec_val(vd, &severity, sizeof(severity));
    VN_GL_AT("severity");
    vcl_dec_val(vd, &length, sizeof(length));
    VN_GL_AT("length");
    buf = vcl_dec_bulk(vd, &buf_len, &buf_off);
    VN_GL_AT("buf");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (buf)
        vcl_be_bulk(vx, buf_len, buf_off); /* counted: region or inline */
    if (buf && buf_len != (uint64_t)(length))
        return vcl_be_violation(vx, "glDebugMessageInsert: buf is %llu bytes, not length", (unsigned long long)buf_len);
    if (vcl_gl_enter(vx)) {
        if (!buf && (int64_t)(length) > 0)
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_DebugMessageInsert(source, type, id, severity, length, buf);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glGetDebugMessageLog(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint count;
    GLsizei bufSize;
    GLenum *sources = NULL;
    bool sources_want;
    int64_t sources_k;
    GLenum *types = NULL;
    bool types_want;
    int64_t types_k;
    GLuint *ids = NULL;
    bool ids_want;
    int64_t ids_k;
    GLenum *severities = NULL;
    bool severities_want;
    int64_t severities_k;
    GLsizei *lengths = NULL;
    bool lengths_want;
    int64_t lengths_k;
    GLchar *messageLog = NULL;
    bool messageLog_want;
    int64_t messageLog_k;
    GLuint r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    sources_want = vcl_dec_want(vd);
    VN_GL_AT("sources");
    types_want = vcl_dec_want(vd);
    VN_GL_AT("types");
    ids_want = vcl_dec_want(vd);
    VN_GL_AT("ids");
    severities_want = vcl_dec_want(vd);
    VN_GL_AT("severities");
    lengths_want = vcl_dec_want(vd);
    VN_GL_AT("lengths");
    messageLog_want = vcl_dec_want(vd);
    VN_GL_AT("messageLog");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        sources_k = (int64_t)(count);
        if (sources_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)sources_k > VCL_MAX_INFO / sizeof(*sources))
            gl_err = GL_OUT_OF_MEMORY;
        else if (sources_k > 0 && !(sources = vcl_be_scratch(vx, (uint64_t)sources_k, sizeof(*sources))))
            return -EPROTO;
        types_k = (int64_t)(count);
        if (types_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)types_k > VCL_MAX_INFO / sizeof(*types))
            gl_err = GL_OUT_OF_MEMORY;
        else if (types_k > 0 && !(types = vcl_be_scratch(vx, (uint64_t)types_k, sizeof(*types))))
            return -EPROTO;
        ids_k = (int64_t)(count);
        if (ids_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)ids_k > VCL_MAX_INFO / sizeof(*ids))
            gl_err = GL_OUT_OF_MEMORY;
        else if (ids_k > 0 && !(ids = vcl_be_scratch(vx, (uint64_t)ids_k, sizeof(*ids))))
            return -EPROTO;
        severities_k = (int64_t)(count);
        if (severities_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)severities_k > VCL_MAX_INFO / sizeof(*severities))
            gl_err = GL_OUT_OF_MEMORY;
        else if (severities_k > 0 && !(severities = vcl_be_scratch(vx, (uint64_t)severities_k, sizeof(*severities))))
            return -EPROTO;
        lengths_k = (int64_t)(count);
        if (lengths_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)lengths_k > VCL_MAX_INFO / sizeof(*lengths))
            gl_err = GL_OUT_OF_MEMORY;
        else if (lengths_k > 0 && !(lengths = vcl_be_scratch(vx, (uint64_t)lengths_k, sizeof(*lengths))))
            return -EPROTO;
        messageLog_k = (int64_t)(bufSize);
        if (messageLog_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)messageLog_k > VCL_MAX_INFO / sizeof(*messageLog))
            gl_err = GL_OUT_OF_MEMORY;
        else if (messageLog_k > 0 && !(messageLog = vcl_be_scratch(vx, (uint64_t)messageLog_k, sizeof(*messageLog))))
            return -EPROTO;
        GLuint (GL_APIENTRY *host_fn)(GLuint, GLsizei, GLenum *, GLenum *, GLuint *, GLenum *, GLsizei *, GLchar *) = (GLuint (GL_APIENTRY *)(GLuint, GLsizei, GLenum *, GLenum *, GLuint *, GLenum *, GLsizei *, GLchar *))vcl_gl_host_proc("glGetDebugMessageLog");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn(count, bufSize, sources, types, ids, severities, lengths, messageLog);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    vcl_enc_buf(&vx->rep, sources_want && ran ? sources : NULL, sources_want && ran && sources_k > 0 ? (size_t)sources_k * sizeof(*sources) : 0);
    vcl_enc_buf(&vx->rep, types_want && ran ? types : NULL, types_want && ran && types_k > 0 ? (size_t)types_k * sizeof(*types) : 0);
    vcl_enc_buf(&vx->rep, ids_want && ran ? ids : NULL, ids_want && ran && ids_k > 0 ? (size_t)ids_k * sizeof(*ids) : 0);
    vcl_enc_buf(&vx->rep, severities_want && ran ? severities : NULL, severities_want && ran && severities_k > 0 ? (size_t)severities_k * sizeof(*severities) : 0);
    vcl_enc_buf(&vx->rep, lengths_want && ran ? lengths : NULL, lengths_want && ran && lengths_k > 0 ? (size_t)lengths_k * sizeof(*lengths) : 0);
    vcl_enc_buf(&vx->rep, messageLog_want && ran ? messageLog : NULL, messageLog_want && ran && messageLog_k > 0 ? (size_t)messageLog_k * sizeof(*messageLog) : 0);
    return 0;
}

int vn_be_glPushDebugGroup(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum source;
    GLuint id;
    GLsizei length;
    const void *message = NULL;
    uint64_t message_len = 0, message_off = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &source, sizeof(source));
    VN_GL_AT("source");
    vcl_dec_val(vd, &id, sizeof(id));
    VN_GL_AT("id");
    vcl_dec_val(vd, &length, sizeof(length));
    VN_GL_AT("length");
    message = vcl_dec_bulk(vd, &message_len, &message_off);
    VN_GL_AT("message");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (message)
        vcl_be_bulk(vx, message_len, message_off); /* counted: region or inline */
    if (message && message_len != (uint64_t)(length))
        return vcl_be_violation(vx, "glPushDebugGroup: message is %llu bytes, not length", (unsigned long long)message_len);
    if (vcl_gl_enter(vx)) {
        if (!message && (int64_t)(length) > 0)
            gl_err = GL_INVALID_VALUE;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_PushDebugGroup(source, id, length, message);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glPopDebugGroup(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(void) = (void (GL_APIENTRY *)(void))vcl_gl_host_proc("glPopDebugGroup");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn();
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glObjectLabel(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum identifier;
    GLuint name;
    GLsizei length;
    const void *label = NULL;
    uint64_t label_len = 0, label_off = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &identifier, sizeof(identifier));
    VN_GL_AT("identifier");
    vcl_dec_val(vd, &name, sizeof(name));
    VN_GL_AT("name");
    vcl_dec_val(vd, &length, sizeof(length));
    VN_GL_AT("length");
    label = vcl_dec_bulk(vd, &label_len, &label_off);
    VN_GL_AT("label");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (label)
        vcl_be_bulk(vx, label_len, label_off); /* counted: region or inline */
    if (label && label_len != (uint64_t)(length))
        return vcl_be_violation(vx, "glObjectLabel: label is %llu bytes, not length", (unsigned long long)label_len);
    if (vcl_gl_enter(vx)) {
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            vcl_gl_ObjectLabel(identifier, name, length, label);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

int vn_be_glGetObjectLabel(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum identifier;
    GLuint name;
    GLsizei bufSize;
    GLsizei length_v[VCL_GL_OUT_ROOM] = { 0 };
    bool length_want;
    GLchar *label = NULL;
    bool label_want;
    int64_t label_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &identifier, sizeof(identifier));
    VN_GL_AT("identifier");
    vcl_dec_val(vd, &name, sizeof(name));
    VN_GL_AT("name");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    length_want = vcl_dec_want(vd);
    VN_GL_AT("length");
    label_want = vcl_dec_want(vd);
    VN_GL_AT("label");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        label_k = (int64_t)(bufSize);
        if (label_k > (int64_t)VCL_MAX_INFO) {
            label_k = (int64_t)VCL_MAX_INFO;
            bufSize = (__typeof__(bufSize))label_k;
        }
        if (label_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)label_k > VCL_MAX_INFO / sizeof(*label))
            gl_err = GL_OUT_OF_MEMORY;
        else if (label_k > 0 && !(label = vcl_be_scratch(vx, (uint64_t)label_k, sizeof(*label))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLenum, GLuint, GLsizei, GLsizei *, GLchar *) = (void (GL_APIENTRY *)(GLenum, GLuint, GLsizei, GLsizei *, GLchar *))vcl_gl_host_proc("glGetObjectLabel");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(identifier, name, bufSize, length_v, label);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (length_want)
        vcl_enc_val(&vx->rep, &length_v[0], sizeof(length_v[0]));
    vcl_enc_buf(&vx->rep, label_want && ran ? label : NULL, label_want && ran && label_k > 0 ? strnlen(label, (size_t)label_k - 1) + 1 : 0);
    return 0;
}

int vn_be_glEnablei(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLuint) = (void (GL_APIENTRY *)(GLenum, GLuint))vcl_gl_host_proc("glEnablei");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, index);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDisablei(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLuint) = (void (GL_APIENTRY *)(GLenum, GLuint))vcl_gl_host_proc("glDisablei");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, index);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBlendEquationi(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint buf;
    GLenum mode;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &buf, sizeof(buf));
    VN_GL_AT("buf");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLenum) = (void (GL_APIENTRY *)(GLuint, GLenum))vcl_gl_host_proc("glBlendEquationi");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(buf, mode);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBlendEquationSeparatei(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint buf;
    GLenum modeRGB;
    GLenum modeAlpha;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &buf, sizeof(buf));
    VN_GL_AT("buf");
    vcl_dec_val(vd, &modeRGB, sizeof(modeRGB));
    VN_GL_AT("modeRGB");
    vcl_dec_val(vd, &modeAlpha, sizeof(modeAlpha));
    VN_GL_AT("modeAlpha");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLenum) = (void (GL_APIENTRY *)(GLuint, GLenum, GLenum))vcl_gl_host_proc("glBlendEquationSeparatei");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(buf, modeRGB, modeAlpha);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBlendFunci(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint buf;
    GLenum src;
    GLenum dst;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &buf, sizeof(buf));
    VN_GL_AT("buf");
    vcl_dec_val(vd, &src, sizeof(src));
    VN_GL_AT("src");
    vcl_dec_val(vd, &dst, sizeof(dst));
    VN_GL_AT("dst");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLenum) = (void (GL_APIENTRY *)(GLuint, GLenum, GLenum))vcl_gl_host_proc("glBlendFunci");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(buf, src, dst);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBlendFuncSeparatei(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint buf;
    GLenum srcRGB;
    GLenum dstRGB;
    GLenum srcAlpha;
    GLenum dstAlpha;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &buf, sizeof(buf));
    VN_GL_AT("buf");
    vcl_dec_val(vd, &srcRGB, sizeof(srcRGB));
    VN_GL_AT("srcRGB");
    vcl_dec_val(vd, &dstRGB, sizeof(dstRGB));
    VN_GL_AT("dstRGB");
    vcl_dec_val(vd, &srcAlpha, sizeof(srcAlpha));
    VN_GL_AT("srcAlpha");
    vcl_dec_val(vd, &dstAlpha, sizeof(dstAlpha));
    VN_GL_AT("dstAlpha");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLenum, GLenum, GLenum) = (void (GL_APIENTRY *)(GLuint, GLenum, GLenum, GLenum, GLenum))vcl_gl_host_proc("glBlendFuncSeparatei");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(buf, srcRGB, dstRGB, srcAlpha, dstAlpha);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glColorMaski(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint index;
    GLboolean r;
    GLboolean g;
    GLboolean b;
    GLboolean a;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    vcl_dec_val(vd, &r, sizeof(r));
    VN_GL_AT("r");
    vcl_dec_val(vd, &g, sizeof(g));
    VN_GL_AT("g");
    vcl_dec_val(vd, &b, sizeof(b));
    VN_GL_AT("b");
    vcl_dec_val(vd, &a, sizeof(a));
    VN_GL_AT("a");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLuint, GLboolean, GLboolean, GLboolean, GLboolean) = (void (GL_APIENTRY *)(GLuint, GLboolean, GLboolean, GLboolean, GLboolean))vcl_gl_host_proc("glColorMaski");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(index, r, g, b, a);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glIsEnabledi(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLuint index;
    GLboolean r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &index, sizeof(index));
    VN_GL_AT("index");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        GLboolean (GL_APIENTRY *host_fn)(GLenum, GLuint) = (GLboolean (GL_APIENTRY *)(GLenum, GLuint))vcl_gl_host_proc("glIsEnabledi");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn(target, index);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glDrawElementsBaseVertex(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLsizei count;
    GLenum type;
    uint64_t indices;
    GLint basevertex;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    indices = vcl_dec_u64(vd);
    VN_GL_AT("indices");
    vcl_dec_val(vd, &basevertex, sizeof(basevertex));
    VN_GL_AT("basevertex");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(GL_ELEMENT_ARRAY_BUFFER_BINDING))
            gl_err = GL_INVALID_OPERATION;
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        void (GL_APIENTRY *host_fn)(GLenum, GLsizei, GLenum, const void *, GLint) = (void (GL_APIENTRY *)(GLenum, GLsizei, GLenum, const void *, GLint))vcl_gl_host_proc("glDrawElementsBaseVertex");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(mode, count, type, (const void *)(uintptr_t)indices, basevertex);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawRangeElementsBaseVertex(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLuint start;
    GLuint end;
    GLsizei count;
    GLenum type;
    uint64_t indices;
    GLint basevertex;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &start, sizeof(start));
    VN_GL_AT("start");
    vcl_dec_val(vd, &end, sizeof(end));
    VN_GL_AT("end");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    indices = vcl_dec_u64(vd);
    VN_GL_AT("indices");
    vcl_dec_val(vd, &basevertex, sizeof(basevertex));
    VN_GL_AT("basevertex");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(GL_ELEMENT_ARRAY_BUFFER_BINDING))
            gl_err = GL_INVALID_OPERATION;
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        void (GL_APIENTRY *host_fn)(GLenum, GLuint, GLuint, GLsizei, GLenum, const void *, GLint) = (void (GL_APIENTRY *)(GLenum, GLuint, GLuint, GLsizei, GLenum, const void *, GLint))vcl_gl_host_proc("glDrawRangeElementsBaseVertex");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(mode, start, end, count, type, (const void *)(uintptr_t)indices, basevertex);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glDrawElementsInstancedBaseVertex(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum mode;
    GLsizei count;
    GLenum type;
    uint64_t indices;
    GLsizei instancecount;
    GLint basevertex;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &mode, sizeof(mode));
    VN_GL_AT("mode");
    vcl_dec_val(vd, &count, sizeof(count));
    VN_GL_AT("count");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    indices = vcl_dec_u64(vd);
    VN_GL_AT("indices");
    vcl_dec_val(vd, &instancecount, sizeof(instancecount));
    VN_GL_AT("instancecount");
    vcl_dec_val(vd, &basevertex, sizeof(basevertex));
    VN_GL_AT("basevertex");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (!vcl_gl_bound(GL_ELEMENT_ARRAY_BUFFER_BINDING))
            gl_err = GL_INVALID_OPERATION;
        if (!gl_err && !vcl_gl_draw_ok())
            gl_err = GL_INVALID_OPERATION;
        void (GL_APIENTRY *host_fn)(GLenum, GLsizei, GLenum, const void *, GLsizei, GLint) = (void (GL_APIENTRY *)(GLenum, GLsizei, GLenum, const void *, GLsizei, GLint))vcl_gl_host_proc("glDrawElementsInstancedBaseVertex");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(mode, count, type, (const void *)(uintptr_t)indices, instancecount, basevertex);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glFramebufferTexture(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum attachment;
    GLuint texture;
    GLint level;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &attachment, sizeof(attachment));
    VN_GL_AT("attachment");
    vcl_dec_val(vd, &texture, sizeof(texture));
    VN_GL_AT("texture");
    vcl_dec_val(vd, &level, sizeof(level));
    VN_GL_AT("level");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLenum, GLuint, GLint) = (void (GL_APIENTRY *)(GLenum, GLenum, GLuint, GLint))vcl_gl_host_proc("glFramebufferTexture");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, attachment, texture, level);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glPrimitiveBoundingBox(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLfloat minX;
    GLfloat minY;
    GLfloat minZ;
    GLfloat minW;
    GLfloat maxX;
    GLfloat maxY;
    GLfloat maxZ;
    GLfloat maxW;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &minX, sizeof(minX));
    VN_GL_AT("minX");
    vcl_dec_val(vd, &minY, sizeof(minY));
    VN_GL_AT("minY");
    vcl_dec_val(vd, &minZ, sizeof(minZ));
    VN_GL_AT("minZ");
    vcl_dec_val(vd, &minW, sizeof(minW));
    VN_GL_AT("minW");
    vcl_dec_val(vd, &maxX, sizeof(maxX));
    VN_GL_AT("maxX");
    vcl_dec_val(vd, &maxY, sizeof(maxY));
    VN_GL_AT("maxY");
    vcl_dec_val(vd, &maxZ, sizeof(maxZ));
    VN_GL_AT("maxZ");
    vcl_dec_val(vd, &maxW, sizeof(maxW));
    VN_GL_AT("maxW");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLfloat, GLfloat, GLfloat, GLfloat, GLfloat, GLfloat, GLfloat, GLfloat) = (void (GL_APIENTRY *)(GLfloat, GLfloat, GLfloat, GLfloat, GLfloat, GLfloat, GLfloat, GLfloat))vcl_gl_host_proc("glPrimitiveBoundingBox");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(minX, minY, minZ, minW, maxX, maxY, maxZ, maxW);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetGraphicsResetStatus(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum r = 0;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        GLenum (GL_APIENTRY *host_fn)(void) = (GLenum (GL_APIENTRY *)(void))vcl_gl_host_proc("glGetGraphicsResetStatus");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            r = host_fn();
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_val(&vx->rep, &r, sizeof(r));
    return 0;
}

int vn_be_glReadnPixels(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLint x;
    GLint y;
    GLsizei width;
    GLsizei height;
    GLenum format;
    GLenum type;
    GLsizei bufSize;
    uint64_t data_want = 0, data_len = 0, data_off = VCL_DEC_NOT_IN_REGION, data_at = 0;
    void *data = NULL;
    size_t data_n = 0;
    bool data_pbo;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &x, sizeof(x));
    VN_GL_AT("x");
    vcl_dec_val(vd, &y, sizeof(y));
    VN_GL_AT("y");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &format, sizeof(format));
    VN_GL_AT("format");
    vcl_dec_val(vd, &type, sizeof(type));
    VN_GL_AT("type");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    data_pbo = vcl_dec_want(vd);
    if (data_pbo) {
        data_at = vcl_dec_u64(vd);
    } else {
        data_want = vcl_dec_u64(vd);
        data = (void *)vcl_dec_bulk(vd, &data_len, &data_off);
    }
    VN_GL_AT("data");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (data && data_len != data_want)
        return vcl_be_violation(vx, "glReadnPixels: data region item of %llu bytes for %llu", (unsigned long long)data_len, (unsigned long long)data_want);
    if (vcl_gl_enter(vx)) {
        if (data_pbo != vcl_gl_pbo_bound(true)) {
            gl_err = GL_INVALID_OPERATION;
        } else if (!data_pbo) {
            data_n = vcl_gl_image_size(width, height, 1, format, type, vcl_gl_host_store(true, false));
            if (data_want && data_want != data_n)
                return vcl_be_violation(vx, "glReadnPixels: data wants %llu bytes, the host's state says %zu", (unsigned long long)data_want, data_n);
            if (data_n == VCL_GL_BAD_SIZE)
                gl_err = vcl_gl_image_error(width, height, 1);
            else if (!data_want && data_n)
                gl_err = GL_INVALID_VALUE;
            else if (!data && data_n > VCL_MAX_INFO)
                gl_err = GL_OUT_OF_MEMORY;
            else if (!data && data_n && !(data = vcl_be_scratch(vx, data_n, 1)))
                return -EPROTO;
        }
        void (GL_APIENTRY *host_fn)(GLint, GLint, GLsizei, GLsizei, GLenum, GLenum, GLsizei, void *) = (void (GL_APIENTRY *)(GLint, GLint, GLsizei, GLsizei, GLenum, GLenum, GLsizei, void *))vcl_gl_host_proc("glReadnPixels");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(x, y, width, height, format, type, bufSize, data_pbo ? (void *)(uintptr_t)data_at : data);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    if (ran && data_n)
        vcl_be_bulk(vx, data_n, data_off);
    vcl_enc_buf(&vx->rep, ran && data_off == VCL_DEC_NOT_IN_REGION ? data : NULL, ran ? data_n : 0);
    return 0;
}

int vn_be_glGetnUniformfv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei bufSize;
    GLfloat *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
        if (params_k == 0)
            gl_err = GL_INVALID_OPERATION;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLfloat *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLfloat *))vcl_gl_host_proc("glGetnUniformfv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, bufSize, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetnUniformiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei bufSize;
    GLint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
        if (params_k == 0)
            gl_err = GL_INVALID_OPERATION;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLint *))vcl_gl_host_proc("glGetnUniformiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, bufSize, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetnUniformuiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint program;
    GLint location;
    GLsizei bufSize;
    GLuint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &program, sizeof(program));
    VN_GL_AT("program");
    vcl_dec_val(vd, &location, sizeof(location));
    VN_GL_AT("location");
    vcl_dec_val(vd, &bufSize, sizeof(bufSize));
    VN_GL_AT("bufSize");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(VCL_GL_UNIFORM_COUNT(program,location));
        if (params_k == 0)
            gl_err = GL_INVALID_OPERATION;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLuint, GLint, GLsizei, GLuint *) = (void (GL_APIENTRY *)(GLuint, GLint, GLsizei, GLuint *))vcl_gl_host_proc("glGetnUniformuiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(program, location, bufSize, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glMinSampleShading(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLfloat value;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &value, sizeof(value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLfloat) = (void (GL_APIENTRY *)(GLfloat))vcl_gl_host_proc("glMinSampleShading");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glPatchParameteri(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum pname;
    GLint value;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    vcl_dec_val(vd, &value, sizeof(value));
    VN_GL_AT("value");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLint) = (void (GL_APIENTRY *)(GLenum, GLint))vcl_gl_host_proc("glPatchParameteri");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(pname, value);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexParameterIiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    const GLint *params;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_k = (int64_t)(vcl_gl_tex_param_count(pname));
    params = vcl_dec_arr(vd, params_k > 0 ? (uint64_t)params_k : 0, sizeof(*params));
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (params_k < 0 || (params_k > 0 && !params))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLenum, GLenum, const GLint *) = (void (GL_APIENTRY *)(GLenum, GLenum, const GLint *))vcl_gl_host_proc("glTexParameterIiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, pname, params);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexParameterIuiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    const GLuint *params;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_k = (int64_t)(vcl_gl_tex_param_count(pname));
    params = vcl_dec_arr(vd, params_k > 0 ? (uint64_t)params_k : 0, sizeof(*params));
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (params_k < 0 || (params_k > 0 && !params))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLenum, GLenum, const GLuint *) = (void (GL_APIENTRY *)(GLenum, GLenum, const GLuint *))vcl_gl_host_proc("glTexParameterIuiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, pname, params);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetTexParameterIiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(vcl_gl_tex_param_count(pname));
        if (params_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLenum, GLenum, GLint *) = (void (GL_APIENTRY *)(GLenum, GLenum, GLint *))vcl_gl_host_proc("glGetTexParameterIiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, pname, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetTexParameterIuiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum pname;
    GLuint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(vcl_gl_tex_param_count(pname));
        if (params_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLenum, GLenum, GLuint *) = (void (GL_APIENTRY *)(GLenum, GLenum, GLuint *))vcl_gl_host_proc("glGetTexParameterIuiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, pname, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glSamplerParameterIiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint sampler;
    GLenum pname;
    const GLint *param;
    int64_t param_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    param_k = (int64_t)(vcl_gl_tex_param_count(pname));
    param = vcl_dec_arr(vd, param_k > 0 ? (uint64_t)param_k : 0, sizeof(*param));
    VN_GL_AT("param");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (param_k < 0 || (param_k > 0 && !param))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, const GLint *) = (void (GL_APIENTRY *)(GLuint, GLenum, const GLint *))vcl_gl_host_proc("glSamplerParameterIiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(sampler, pname, param);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glSamplerParameterIuiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint sampler;
    GLenum pname;
    const GLuint *param;
    int64_t param_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    param_k = (int64_t)(vcl_gl_tex_param_count(pname));
    param = vcl_dec_arr(vd, param_k > 0 ? (uint64_t)param_k : 0, sizeof(*param));
    VN_GL_AT("param");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        if (param_k < 0 || (param_k > 0 && !param))
            gl_err = GL_INVALID_VALUE;
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, const GLuint *) = (void (GL_APIENTRY *)(GLuint, GLenum, const GLuint *))vcl_gl_host_proc("glSamplerParameterIuiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(sampler, pname, param);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glGetSamplerParameterIiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint sampler;
    GLenum pname;
    GLint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(vcl_gl_tex_param_count(pname));
        if (params_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLint *) = (void (GL_APIENTRY *)(GLuint, GLenum, GLint *))vcl_gl_host_proc("glGetSamplerParameterIiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(sampler, pname, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glGetSamplerParameterIuiv(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLuint sampler;
    GLenum pname;
    GLuint *params = NULL;
    bool params_want;
    int64_t params_k;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &sampler, sizeof(sampler));
    VN_GL_AT("sampler");
    vcl_dec_val(vd, &pname, sizeof(pname));
    VN_GL_AT("pname");
    params_want = vcl_dec_want(vd);
    VN_GL_AT("params");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        params_k = (int64_t)(vcl_gl_tex_param_count(pname));
        if (params_k == 0)
            gl_err = GL_INVALID_ENUM;
        if (params_k < 0)
            gl_err = GL_INVALID_VALUE;
        else if ((uint64_t)params_k > VCL_MAX_INFO / sizeof(*params))
            gl_err = GL_OUT_OF_MEMORY;
        else if (params_k > 0 && !(params = vcl_be_scratch(vx, params_k < 16 ? 16 : (uint64_t)params_k, sizeof(*params))))
            return -EPROTO;
        void (GL_APIENTRY *host_fn)(GLuint, GLenum, GLuint *) = (void (GL_APIENTRY *)(GLuint, GLenum, GLuint *))vcl_gl_host_proc("glGetSamplerParameterIuiv");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(sampler, pname, params);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    vcl_enc_buf(&vx->rep, params_want && ran ? params : NULL, params_want && ran && params_k > 0 ? (size_t)params_k * sizeof(*params) : 0);
    return 0;
}

int vn_be_glTexBuffer(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum internalformat;
    GLuint buffer;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &buffer, sizeof(buffer));
    VN_GL_AT("buffer");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLenum, GLuint) = (void (GL_APIENTRY *)(GLenum, GLenum, GLuint))vcl_gl_host_proc("glTexBuffer");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, internalformat, buffer);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexBufferRange(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLenum internalformat;
    GLuint buffer;
    GLintptr offset;
    GLsizeiptr size;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &buffer, sizeof(buffer));
    VN_GL_AT("buffer");
    vcl_dec_val(vd, &offset, sizeof(offset));
    VN_GL_AT("offset");
    vcl_dec_val(vd, &size, sizeof(size));
    VN_GL_AT("size");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLenum, GLuint, GLintptr, GLsizeiptr) = (void (GL_APIENTRY *)(GLenum, GLenum, GLuint, GLintptr, GLsizeiptr))vcl_gl_host_proc("glTexBufferRange");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, internalformat, buffer, offset, size);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glTexStorage3DMultisample(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLsizei samples;
    GLenum internalformat;
    GLsizei width;
    GLsizei height;
    GLsizei depth;
    GLboolean fixedsamplelocations;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &samples, sizeof(samples));
    VN_GL_AT("samples");
    vcl_dec_val(vd, &internalformat, sizeof(internalformat));
    VN_GL_AT("internalformat");
    vcl_dec_val(vd, &width, sizeof(width));
    VN_GL_AT("width");
    vcl_dec_val(vd, &height, sizeof(height));
    VN_GL_AT("height");
    vcl_dec_val(vd, &depth, sizeof(depth));
    VN_GL_AT("depth");
    vcl_dec_val(vd, &fixedsamplelocations, sizeof(fixedsamplelocations));
    VN_GL_AT("fixedsamplelocations");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLsizei, GLenum, GLsizei, GLsizei, GLsizei, GLboolean) = (void (GL_APIENTRY *)(GLenum, GLsizei, GLenum, GLsizei, GLsizei, GLsizei, GLboolean))vcl_gl_host_proc("glTexStorage3DMultisample");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, samples, internalformat, width, height, depth, fixedsamplelocations);
            ran = true;
        }
    }
    (void)ran;
    return 0;
}

int vn_be_glBufferStorageEXT(struct vcl_be_ctx *vx)
{
    struct vcl_dec *vd = &vx->dec;
    const char *at = NULL;
    GLenum gl_err = 0;
    bool ran = false;
    GLenum target;
    GLsizeiptr size;
    const void *data = NULL;
    uint64_t data_len = 0, data_off = 0;
    GLbitfield flags;
    vcl_gl_ctx(vcl_dec_u64(vd)); /* the guest thread's current context: the message's */
    VN_GL_AT("context");
    vcl_dec_val(vd, &target, sizeof(target));
    VN_GL_AT("target");
    vcl_dec_val(vd, &size, sizeof(size));
    VN_GL_AT("size");
    data = vcl_dec_bulk(vd, &data_len, &data_off);
    VN_GL_AT("data");
    vcl_dec_val(vd, &flags, sizeof(flags));
    VN_GL_AT("flags");
    if (vd->err) /* the call, the parameter and the check in the log */
        return vcl_be_violation(vx, "parameter %s: %s", at ? at : "?", vd->why ? vd->why : "malformed");
    if (vx->broken)
        return -EPROTO;
    if (data)
        vcl_be_bulk(vx, data_len, data_off); /* counted: region or inline */
    if (data && data_len != (uint64_t)(size))
        return vcl_be_violation(vx, "glBufferStorageEXT: data is %llu bytes, not size", (unsigned long long)data_len);
    if (vcl_gl_enter(vx)) {
        void (GL_APIENTRY *host_fn)(GLenum, GLsizeiptr, const void *, GLbitfield) = (void (GL_APIENTRY *)(GLenum, GLsizeiptr, const void *, GLbitfield))vcl_gl_host_proc("glBufferStorageEXT");
        if (!gl_err && !host_fn)
            gl_err = GL_INVALID_OPERATION;
        if (gl_err) {
            vcl_gl_error(gl_err);
        } else {
            host_fn(target, size, data, flags);
            ran = true;
        }
    }
    (void)ran;
    vcl_enc_i32(&vx->rep, 0);
    return 0;
}

