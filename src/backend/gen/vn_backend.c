/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#include "vcl_be.h"
#include "vn_backend.h"

/* Where the decoder failed first: the parameter being decoded (its log line names it). */
#define VN_AT(name)                \
    do {                           \
        if (d->err && !at)         \
            at = (name);           \
    } while (0)

/* A malformed message: ends the session, logging the call, the parameter and the check. */
static int vn_dec_failed(struct vcl_be_ctx *x, const char *param)
{
    return vcl_be_violation(x, "parameter %s: %s", param ? param : "?",
                            x->dec.why ? x->dec.why : "malformed");
}

static int vn_be_clGetPlatformInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_platform_id platform;
    cl_platform_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    platform = (cl_platform_id)vcl_be_dec_obj(x, VN_T_PLATFORM, true);
    VN_AT("platform");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetPlatformInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetPlatformInfo, param_name) &&
               (clGetPlatformInfo(platform, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetPlatformInfo(platform, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetPlatformInfo(platform, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetPlatformInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clGetDeviceInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_device_id device;
    cl_device_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    VN_AT("device");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetDeviceInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetDeviceInfo, param_name) &&
               (clGetDeviceInfo(device, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetDeviceInfo(device, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetDeviceInfo(device, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetDeviceInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clCreateContext(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateContext a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.properties = (const cl_context_properties*)vcl_be_dec_props(x, sizeof(cl_context_properties));
    VN_AT("properties");
    vcl_dec_val(d, &a.num_devices, sizeof(a.num_devices));
    VN_AT("num_devices");
    a.devices = (const cl_device_id*)vcl_be_dec_objs(x, VN_T_DEVICE, a.num_devices);
    VN_AT("devices");
    a.pfn_notify_id = vcl_dec_u64(d);
    VN_AT("pfn_notify");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateContext(x, &a);
}

static int vn_be_clCreateContextFromType(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateContextFromType a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.properties = (const cl_context_properties*)vcl_be_dec_props(x, sizeof(cl_context_properties));
    VN_AT("properties");
    vcl_dec_val(d, &a.device_type, sizeof(a.device_type));
    VN_AT("device_type");
    a.pfn_notify_id = vcl_dec_u64(d);
    VN_AT("pfn_notify");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateContextFromType(x, &a);
}

static int vn_be_clRetainContext(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clRetainContext a;
    const char *at = NULL;

    a.context = vcl_dec_u64(d);
    VN_AT("context");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clRetainContext(x, &a);
}

static int vn_be_clReleaseContext(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clReleaseContext a;
    const char *at = NULL;

    a.context = vcl_dec_u64(d);
    VN_AT("context");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clReleaseContext(x, &a);
}

static int vn_be_clGetContextInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_context context;
    cl_context_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetContextInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetContextInfo, param_name) &&
               (clGetContextInfo(context, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetContextInfo(context, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetContextInfo(context, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetContextInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clCreateCommandQueue(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_command_queue newh;
    cl_context context;
    cl_device_id device;
    cl_command_queue_properties properties;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    VN_AT("device");
    vcl_dec_val(d, &properties, sizeof(properties));
    VN_AT("properties");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = clCreateCommandQueue(context, device, properties, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_QUEUE, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clRetainCommandQueue(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clRetainCommandQueue a;
    const char *at = NULL;

    a.command_queue = vcl_dec_u64(d);
    VN_AT("command_queue");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clRetainCommandQueue(x, &a);
}

static int vn_be_clReleaseCommandQueue(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clReleaseCommandQueue a;
    const char *at = NULL;

    a.command_queue = vcl_dec_u64(d);
    VN_AT("command_queue");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clReleaseCommandQueue(x, &a);
}

static int vn_be_clGetCommandQueueInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_command_queue_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetCommandQueueInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetCommandQueueInfo, param_name) &&
               (clGetCommandQueueInfo(command_queue, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetCommandQueueInfo(command_queue, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetCommandQueueInfo(command_queue, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetCommandQueueInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clCreateBuffer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateBuffer a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &a.flags, sizeof(a.flags));
    VN_AT("flags");
    vcl_dec_val(d, &a.size, sizeof(a.size));
    VN_AT("size");
    a.host_ptr_svm = vcl_dec_u64(d);
    VN_AT("host_ptr");
    a.host_ptr.p = vcl_dec_bulk(d, &a.host_ptr.len, &a.host_ptr.off);
    if (a.host_ptr.p)
        vcl_be_bulk(x, a.host_ptr.len, a.host_ptr.off);
    VN_AT("host_ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.host_ptr.p && a.host_ptr.len != (uint64_t)a.size)
        return vcl_be_violation(x, "parameter host_ptr: %llu bytes of data, size is %llu", (unsigned long long)a.host_ptr.len, (unsigned long long)a.size);
    return vcl_be_h_clCreateBuffer(x, &a);
}

/* clCreateImage2D: the front-end sends it as clCreateImage; this opcode on the wire is a violation. */
static int vn_be_clCreateImage2D(struct vcl_be_ctx *x)
{
    return vcl_be_violation(x, "clCreateImage2D travels as clCreateImage");
}

/* clCreateImage3D: the front-end sends it as clCreateImage; this opcode on the wire is a violation. */
static int vn_be_clCreateImage3D(struct vcl_be_ctx *x)
{
    return vcl_be_violation(x, "clCreateImage3D travels as clCreateImage");
}

static int vn_be_clRetainMemObject(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clRetainMemObject a;
    const char *at = NULL;

    a.memobj = vcl_dec_u64(d);
    VN_AT("memobj");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clRetainMemObject(x, &a);
}

static int vn_be_clReleaseMemObject(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clReleaseMemObject a;
    const char *at = NULL;

    a.memobj = vcl_dec_u64(d);
    VN_AT("memobj");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clReleaseMemObject(x, &a);
}

static int vn_be_clGetSupportedImageFormats(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_context context;
    cl_mem_flags flags;
    cl_mem_object_type image_type;
    cl_uint num_entries;
    cl_image_format* image_formats = NULL;
    bool image_formats_want;
    cl_uint num_image_formats_v = 0;
    bool num_image_formats_want;
    const char *at = NULL;
    cl_int ret;

    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &flags, sizeof(flags));
    VN_AT("flags");
    vcl_dec_val(d, &image_type, sizeof(image_type));
    VN_AT("image_type");
    vcl_dec_val(d, &num_entries, sizeof(num_entries));
    VN_AT("num_entries");
    image_formats_want = vcl_dec_want(d);
    if (image_formats_want && !(image_formats = vcl_be_scratch(x, num_entries, sizeof(cl_image_format))))
        return -EPROTO;
    VN_AT("image_formats");
    num_image_formats_want = vcl_dec_want(d);
    VN_AT("num_image_formats");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clGetSupportedImageFormats(context, flags, image_type, num_entries, image_formats, num_image_formats_want ? &num_image_formats_v : NULL);
    vcl_enc_i32(&x->rep, ret);
    vcl_enc_buf(&x->rep, image_formats, image_formats_want && ret == CL_SUCCESS ? (size_t)num_entries * sizeof(cl_image_format) : 0);
    if (num_image_formats_want)
        vcl_enc_val(&x->rep, &num_image_formats_v, sizeof(num_image_formats_v));
    return 0;
}

static int vn_be_clGetMemObjectInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_mem memobj;
    cl_mem_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    memobj = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("memobj");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetMemObjectInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetMemObjectInfo, param_name) &&
               (clGetMemObjectInfo(memobj, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetMemObjectInfo(memobj, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetMemObjectInfo(memobj, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetMemObjectInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clGetImageInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_mem image;
    cl_image_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("image");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetImageInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetImageInfo, param_name) &&
               (clGetImageInfo(image, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetImageInfo(image, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetImageInfo(image, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetImageInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clCreateSampler(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_sampler newh;
    cl_context context;
    cl_bool normalized_coords;
    cl_addressing_mode addressing_mode;
    cl_filter_mode filter_mode;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &normalized_coords, sizeof(normalized_coords));
    VN_AT("normalized_coords");
    vcl_dec_val(d, &addressing_mode, sizeof(addressing_mode));
    VN_AT("addressing_mode");
    vcl_dec_val(d, &filter_mode, sizeof(filter_mode));
    VN_AT("filter_mode");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = clCreateSampler(context, normalized_coords, addressing_mode, filter_mode, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_SAMPLER, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clRetainSampler(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clRetainSampler a;
    const char *at = NULL;

    a.sampler = vcl_dec_u64(d);
    VN_AT("sampler");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clRetainSampler(x, &a);
}

static int vn_be_clReleaseSampler(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clReleaseSampler a;
    const char *at = NULL;

    a.sampler = vcl_dec_u64(d);
    VN_AT("sampler");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clReleaseSampler(x, &a);
}

static int vn_be_clGetSamplerInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_sampler sampler;
    cl_sampler_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    sampler = (cl_sampler)vcl_be_dec_obj(x, VN_T_SAMPLER, false);
    VN_AT("sampler");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetSamplerInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetSamplerInfo, param_name) &&
               (clGetSamplerInfo(sampler, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetSamplerInfo(sampler, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetSamplerInfo(sampler, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetSamplerInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clCreateProgramWithSource(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateProgramWithSource a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &a.count, sizeof(a.count));
    VN_AT("count");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.count < 1 || a.count > VCL_MAX_PROGRAM_PARTS)
        return vcl_be_violation(x, "parameter strings: %llu items, 1 to %llu allowed", (unsigned long long)a.count, (unsigned long long)VCL_MAX_PROGRAM_PARTS);
    {
        size_t *lens = vcl_be_scratch(x, a.count, sizeof(*lens));

        a.strings = vcl_be_scratch(x, a.count, sizeof(*a.strings));
        a.lengths = lens;
        if (!a.strings || !lens)
            return -EPROTO;
        for (uint64_t i = 0; i < a.count; i++) {
            uint64_t len;

            a.strings[i] = vcl_be_dec_large(x, &len);
            lens[i] = (size_t)len;
            if (x->broken)
                return -EPROTO;
            if (!a.strings[i] && !d->err)
                return vcl_be_violation(x, "parameter strings: item %llu absent", (unsigned long long)i);
        }
    }
    VN_AT("strings");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateProgramWithSource(x, &a);
}

static int vn_be_clCreateProgramWithBinary(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateProgramWithBinary a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &a.num_devices, sizeof(a.num_devices));
    VN_AT("num_devices");
    a.device_list = (const cl_device_id*)vcl_be_dec_objs(x, VN_T_DEVICE, a.num_devices);
    VN_AT("device_list");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.num_devices < 1 || a.num_devices > VCL_MAX_PROGRAM_PARTS)
        return vcl_be_violation(x, "parameter binaries: %llu items, 1 to %llu allowed", (unsigned long long)a.num_devices, (unsigned long long)VCL_MAX_PROGRAM_PARTS);
    {
        size_t *lens = vcl_be_scratch(x, a.num_devices, sizeof(*lens));

        a.binaries = vcl_be_scratch(x, a.num_devices, sizeof(*a.binaries));
        a.lengths = lens;
        if (!a.binaries || !lens)
            return -EPROTO;
        for (uint64_t i = 0; i < a.num_devices; i++) {
            uint64_t len;

            a.binaries[i] = vcl_be_dec_large(x, &len);
            lens[i] = (size_t)len;
            if (x->broken)
                return -EPROTO;
            if (!a.binaries[i] && !d->err)
                return vcl_be_violation(x, "parameter binaries: item %llu absent", (unsigned long long)i);
        }
    }
    VN_AT("binaries");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateProgramWithBinary(x, &a);
}

static int vn_be_clRetainProgram(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clRetainProgram a;
    const char *at = NULL;

    a.program = vcl_dec_u64(d);
    VN_AT("program");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clRetainProgram(x, &a);
}

static int vn_be_clReleaseProgram(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clReleaseProgram a;
    const char *at = NULL;

    a.program = vcl_dec_u64(d);
    VN_AT("program");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clReleaseProgram(x, &a);
}

static int vn_be_clBuildProgram(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clBuildProgram a;
    const char *at = NULL;

    a.program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    vcl_dec_val(d, &a.num_devices, sizeof(a.num_devices));
    VN_AT("num_devices");
    a.device_list = (const cl_device_id*)vcl_be_dec_objs(x, VN_T_DEVICE, a.num_devices);
    VN_AT("device_list");
    a.options = vcl_dec_str(d);
    VN_AT("options");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    a.files_count = vcl_dec_u64(d);
    a.files = NULL;
    if (a.files_count > VCL_BUILD_MAX_FILES && !d->err)
        return vcl_be_violation(x, "parameter files: %llu items, at most %llu", (unsigned long long)a.files_count, (unsigned long long)VCL_BUILD_MAX_FILES);
    if (a.files_count && !d->err) {
        struct vn_file *fl = vcl_be_scratch(x, a.files_count, sizeof(*fl));
        uint64_t total = 0;

        if (!fl)
            return -EPROTO;
        for (uint64_t i = 0; i < a.files_count && !d->err; i++) {
            fl[i].name = vcl_dec_str(d);
            fl[i].data = vcl_dec_buf(d, &fl[i].len);
            if (d->err)
                break;
            if (!fl[i].name || !fl[i].data)
                return vcl_be_violation(x, "parameter files: item %llu without its %s", (unsigned long long)i, fl[i].name ? "bytes" : "name");
            total += fl[i].len; /* each at most a message's size: no overflow */
            if (total > (uint64_t)VCL_BUILD_MAX_BYTES)
                return vcl_be_violation(x, "parameter files: over %llu bytes", (unsigned long long)VCL_BUILD_MAX_BYTES);
        }
        a.files = fl;
    }
    VN_AT("files");
    a.pfn_notify_id = vcl_dec_u64(d);
    VN_AT("pfn_notify");
    vcl_dec_val(d, &a.ask, sizeof(a.ask));
    VN_AT("ask");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clBuildProgram(x, &a);
}

static int vn_be_clGetProgramInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_program program;
    cl_program_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetProgramInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetProgramInfo, param_name) &&
               (clGetProgramInfo(program, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetProgramInfo(program, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetProgramInfo(program, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetProgramInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clGetProgramBuildInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_program program;
    cl_device_id device;
    cl_program_build_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    VN_AT("device");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetProgramBuildInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetProgramBuildInfo, param_name) &&
               (clGetProgramBuildInfo(program, device, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetProgramBuildInfo(program, device, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetProgramBuildInfo(program, device, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetProgramBuildInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clCreateKernel(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_kernel newh;
    cl_program program;
    const char* kernel_name;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    kernel_name = vcl_dec_str(d);
    VN_AT("kernel_name");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = clCreateKernel(program, kernel_name, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_KERNEL, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clCreateKernelsInProgram(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateKernelsInProgram a;
    const char *at = NULL;

    a.program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    vcl_dec_val(d, &a.num_kernels, sizeof(a.num_kernels));
    VN_AT("num_kernels");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.num_kernels > VCL_MAX_PROGRAM_PARTS)
        return vcl_be_violation(x, "parameter kernels: %llu new IDs, at most %llu", (unsigned long long)a.num_kernels, (unsigned long long)VCL_MAX_PROGRAM_PARTS);
    a.kernels = NULL;
    if (vcl_dec_want(d) && a.num_kernels) {
        uint64_t *ids = vcl_be_scratch(x, a.num_kernels, sizeof(*ids));

        if (!ids)
            return -EPROTO;
        for (uint64_t i = 0; i < a.num_kernels; i++)
            if (!(ids[i] = vcl_be_dec_newid(x, false)))
                return d->err ? vn_dec_failed(x, "kernels") : -EPROTO;
        a.kernels = ids;
    }
    VN_AT("kernels");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateKernelsInProgram(x, &a);
}

static int vn_be_clRetainKernel(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clRetainKernel a;
    const char *at = NULL;

    a.kernel = vcl_dec_u64(d);
    VN_AT("kernel");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clRetainKernel(x, &a);
}

static int vn_be_clReleaseKernel(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clReleaseKernel a;
    const char *at = NULL;

    a.kernel = vcl_dec_u64(d);
    VN_AT("kernel");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clReleaseKernel(x, &a);
}

static int vn_be_clSetKernelArg(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clSetKernelArg a;
    const char *at = NULL;

    a.kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    vcl_dec_val(d, &a.arg_index, sizeof(a.arg_index));
    VN_AT("arg_index");
    vcl_dec_val(d, &a.arg_size, sizeof(a.arg_size));
    VN_AT("arg_size");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    {
        uint64_t form = vcl_dec_u64(d);

        if (form > 1 && !d->err)
            return vcl_be_violation(x, "parameter arg_value: form %llu", (unsigned long long)form);
        a.arg_value_type = 0;
        a.arg_value_obj = form == 1 ? vcl_be_dec_obj_of(x, 1u << VN_T_MEM | 1u << VN_T_SAMPLER | 1u << VN_T_QUEUE, "parameter arg_value", &a.arg_value_type) : NULL;
        a.arg_value = form == 1 ? vcl_dec_buf(d, &a.arg_value_len) : vcl_be_dec_large(x, &a.arg_value_len);
        if (x->broken)
            return -EPROTO;
        if (!d->err && form == 1 && (!a.arg_value || a.arg_size != sizeof(void *)))
            return vcl_be_violation(x, "parameter arg_value: a handle's value of %llu bytes", (unsigned long long)a.arg_size);
    }
    VN_AT("arg_value");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.arg_value && a.arg_value_len != (uint64_t)a.arg_size)
        return vcl_be_violation(x, "parameter arg_value: %llu bytes, arg_size is %llu", (unsigned long long)a.arg_value_len, (unsigned long long)a.arg_size);
    return vcl_be_h_clSetKernelArg(x, &a);
}

static int vn_be_clGetKernelInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_kernel kernel;
    cl_kernel_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetKernelInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetKernelInfo, param_name) &&
               (clGetKernelInfo(kernel, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetKernelInfo(kernel, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetKernelInfo(kernel, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetKernelInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clGetKernelWorkGroupInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_kernel kernel;
    cl_device_id device;
    cl_kernel_work_group_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, true);
    VN_AT("device");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetKernelWorkGroupInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetKernelWorkGroupInfo, param_name) &&
               (clGetKernelWorkGroupInfo(kernel, device, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetKernelWorkGroupInfo(kernel, device, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetKernelWorkGroupInfo(kernel, device, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetKernelWorkGroupInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clWaitForEvents(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_uint num_events;
    const cl_event* event_list;
    const char *at = NULL;
    cl_int ret;

    vcl_dec_val(d, &num_events, sizeof(num_events));
    VN_AT("num_events");
    event_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events);
    VN_AT("event_list");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_be_settled(x, NULL, num_events, event_list) == VCL_SETTLE_RUNS)
        vcl_be_may_block(x);
    ret = clWaitForEvents(num_events, event_list);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clGetEventInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_event event;
    cl_event_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    event = (cl_event)vcl_be_dec_obj(x, VN_T_EVENT, false);
    VN_AT("event");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetEventInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetEventInfo, param_name) &&
               (clGetEventInfo(event, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetEventInfo(event, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetEventInfo(event, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetEventInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clRetainEvent(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clRetainEvent a;
    const char *at = NULL;

    a.event = vcl_dec_u64(d);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clRetainEvent(x, &a);
}

static int vn_be_clReleaseEvent(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clReleaseEvent a;
    const char *at = NULL;

    a.event = vcl_dec_u64(d);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clReleaseEvent(x, &a);
}

static int vn_be_clGetEventProfilingInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_event event;
    cl_profiling_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    event = (cl_event)vcl_be_dec_obj(x, VN_T_EVENT, false);
    VN_AT("event");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetEventProfilingInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetEventProfilingInfo, param_name) &&
               (clGetEventProfilingInfo(event, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetEventProfilingInfo(event, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetEventProfilingInfo(event, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetEventProfilingInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clFlush(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clFlush(command_queue);
    vcl_be_async_result(x, ret);
    return 0;
}

static int vn_be_clFinish(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    const char *at = NULL;
    enum vcl_settle settled;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    settled = vcl_be_settled(x, command_queue, 0, NULL);
    if (settled == VCL_SETTLE_RUNS)
        vcl_be_may_block(x);
    if (settled == VCL_SETTLE_COMPLETE)
        ret = CL_SUCCESS;
    else
        ret = clFinish(command_queue);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clEnqueueReadBuffer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clEnqueueReadBuffer a;
    const char *at = NULL;

    a.event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    a.command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    a.buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("buffer");
    vcl_dec_val(d, &a.blocking_read, sizeof(a.blocking_read));
    VN_AT("blocking_read");
    vcl_dec_val(d, &a.offset, sizeof(a.offset));
    VN_AT("offset");
    vcl_dec_val(d, &a.size, sizeof(a.size));
    VN_AT("size");
    vcl_dec_val(d, &a.num_events_in_wait_list, sizeof(a.num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    a.event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, a.num_events_in_wait_list);
    VN_AT("event_wait_list");
    a.ptr.p = vcl_dec_bulk(d, &a.ptr.len, &a.ptr.off);
    if (a.ptr.p)
        vcl_be_bulk(x, a.ptr.len, a.ptr.off);
    VN_AT("ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.ptr.p && a.ptr.len != (uint64_t)a.size)
        return vcl_be_violation(x, "parameter ptr: %llu bytes of data, size is %llu", (unsigned long long)a.ptr.len, (unsigned long long)a.size);
    if (a.size == 0 || (uint64_t)a.size > VCL_MAX_MSG)
        return vcl_be_violation(x, "parameter ptr: %llu bytes, 1 to VCL_MAX_MSG allowed", (unsigned long long)a.size);
    return vcl_be_h_clEnqueueReadBuffer(x, &a);
}

static int vn_be_clEnqueueWriteBuffer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clEnqueueWriteBuffer a;
    const char *at = NULL;

    a.event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    a.command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    a.buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("buffer");
    vcl_dec_val(d, &a.blocking_write, sizeof(a.blocking_write));
    VN_AT("blocking_write");
    vcl_dec_val(d, &a.offset, sizeof(a.offset));
    VN_AT("offset");
    vcl_dec_val(d, &a.size, sizeof(a.size));
    VN_AT("size");
    vcl_dec_val(d, &a.num_events_in_wait_list, sizeof(a.num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    a.event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, a.num_events_in_wait_list);
    VN_AT("event_wait_list");
    a.ptr.p = vcl_dec_bulk(d, &a.ptr.len, &a.ptr.off);
    if (a.ptr.p)
        vcl_be_bulk(x, a.ptr.len, a.ptr.off);
    VN_AT("ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (!a.ptr.p)
        return vcl_be_violation(x, "parameter ptr: absent");
    if (a.ptr.p && a.ptr.len != (uint64_t)a.size)
        return vcl_be_violation(x, "parameter ptr: %llu bytes of data, size is %llu", (unsigned long long)a.ptr.len, (unsigned long long)a.size);
    if (a.size == 0 || (uint64_t)a.size > VCL_MAX_MSG)
        return vcl_be_violation(x, "parameter ptr: %llu bytes, 1 to VCL_MAX_MSG allowed", (unsigned long long)a.size);
    return vcl_be_h_clEnqueueWriteBuffer(x, &a);
}

static int vn_be_clEnqueueCopyBuffer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_mem src_buffer;
    cl_mem dst_buffer;
    size_t src_offset;
    size_t dst_offset;
    size_t size;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    src_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("src_buffer");
    dst_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("dst_buffer");
    vcl_dec_val(d, &src_offset, sizeof(src_offset));
    VN_AT("src_offset");
    vcl_dec_val(d, &dst_offset, sizeof(dst_offset));
    VN_AT("dst_offset");
    vcl_dec_val(d, &size, sizeof(size));
    VN_AT("size");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clEnqueueCopyBuffer(command_queue, src_buffer, dst_buffer, src_offset, dst_offset, size, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clEnqueueReadImage(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clEnqueueReadImage a;
    const char *at = NULL;

    a.event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    a.command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    a.image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("image");
    vcl_dec_val(d, &a.blocking_read, sizeof(a.blocking_read));
    VN_AT("blocking_read");
    a.origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("origin");
    a.region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &a.row_pitch, sizeof(a.row_pitch));
    VN_AT("row_pitch");
    vcl_dec_val(d, &a.slice_pitch, sizeof(a.slice_pitch));
    VN_AT("slice_pitch");
    vcl_dec_val(d, &a.num_events_in_wait_list, sizeof(a.num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    a.event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, a.num_events_in_wait_list);
    VN_AT("event_wait_list");
    {
        uint64_t len = vcl_dec_u64(d);

        a.ptr.p = vcl_dec_bulk(d, &a.ptr.len, &a.ptr.off);
        if (a.ptr.p && a.ptr.len != len && !d->err)
            return vcl_be_violation(x, "parameter ptr: %llu bytes of data, its length says %llu", (unsigned long long)a.ptr.len, (unsigned long long)len);
        a.ptr.len = len;
    }
    if (a.ptr.p)
        vcl_be_bulk(x, a.ptr.len, a.ptr.off);
    VN_AT("ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.ptr.len == 0 || (uint64_t)a.ptr.len > VCL_MAX_MSG)
        return vcl_be_violation(x, "parameter ptr: %llu bytes, 1 to VCL_MAX_MSG allowed", (unsigned long long)a.ptr.len);
    return vcl_be_h_clEnqueueReadImage(x, &a);
}

static int vn_be_clEnqueueWriteImage(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clEnqueueWriteImage a;
    const char *at = NULL;

    a.event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    a.command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    a.image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("image");
    vcl_dec_val(d, &a.blocking_write, sizeof(a.blocking_write));
    VN_AT("blocking_write");
    a.origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("origin");
    a.region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &a.input_row_pitch, sizeof(a.input_row_pitch));
    VN_AT("input_row_pitch");
    vcl_dec_val(d, &a.input_slice_pitch, sizeof(a.input_slice_pitch));
    VN_AT("input_slice_pitch");
    vcl_dec_val(d, &a.num_events_in_wait_list, sizeof(a.num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    a.event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, a.num_events_in_wait_list);
    VN_AT("event_wait_list");
    {
        uint64_t len = vcl_dec_u64(d);

        a.ptr.p = vcl_dec_bulk(d, &a.ptr.len, &a.ptr.off);
        if (a.ptr.p && a.ptr.len != len && !d->err)
            return vcl_be_violation(x, "parameter ptr: %llu bytes of data, its length says %llu", (unsigned long long)a.ptr.len, (unsigned long long)len);
        a.ptr.len = len;
    }
    if (a.ptr.p)
        vcl_be_bulk(x, a.ptr.len, a.ptr.off);
    VN_AT("ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (!a.ptr.p)
        return vcl_be_violation(x, "parameter ptr: absent");
    if (a.ptr.len == 0 || (uint64_t)a.ptr.len > VCL_MAX_MSG)
        return vcl_be_violation(x, "parameter ptr: %llu bytes, 1 to VCL_MAX_MSG allowed", (unsigned long long)a.ptr.len);
    return vcl_be_h_clEnqueueWriteImage(x, &a);
}

static int vn_be_clEnqueueCopyImage(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_mem src_image;
    cl_mem dst_image;
    const size_t* src_origin;
    const size_t* dst_origin;
    const size_t* region;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    src_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("src_image");
    dst_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("dst_image");
    src_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("src_origin");
    dst_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("dst_origin");
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clEnqueueCopyImage(command_queue, src_image, dst_image, src_origin, dst_origin, region, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clEnqueueCopyImageToBuffer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_mem src_image;
    cl_mem dst_buffer;
    const size_t* src_origin;
    const size_t* region;
    size_t dst_offset;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    src_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("src_image");
    dst_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("dst_buffer");
    src_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("src_origin");
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &dst_offset, sizeof(dst_offset));
    VN_AT("dst_offset");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clEnqueueCopyImageToBuffer(command_queue, src_image, dst_buffer, src_origin, region, dst_offset, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clEnqueueCopyBufferToImage(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_mem src_buffer;
    cl_mem dst_image;
    size_t src_offset;
    const size_t* dst_origin;
    const size_t* region;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    src_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("src_buffer");
    dst_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("dst_image");
    vcl_dec_val(d, &src_offset, sizeof(src_offset));
    VN_AT("src_offset");
    dst_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("dst_origin");
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clEnqueueCopyBufferToImage(command_queue, src_buffer, dst_image, src_offset, dst_origin, region, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clEnqueueNDRangeKernel(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_kernel kernel;
    cl_uint work_dim;
    const size_t* global_work_offset;
    const size_t* global_work_size;
    const size_t* local_work_size;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    vcl_dec_val(d, &work_dim, sizeof(work_dim));
    VN_AT("work_dim");
    global_work_offset = (const size_t*)vcl_dec_arr(d, work_dim, sizeof(size_t));
    VN_AT("global_work_offset");
    global_work_size = (const size_t*)vcl_dec_arr(d, work_dim, sizeof(size_t));
    VN_AT("global_work_size");
    local_work_size = (const size_t*)vcl_dec_arr(d, work_dim, sizeof(size_t));
    VN_AT("local_work_size");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_be_launch_check(x, command_queue, kernel);
    if (ret == CL_SUCCESS)
        ret = clEnqueueNDRangeKernel(command_queue, kernel, work_dim, global_work_offset, global_work_size, local_work_size, num_events_in_wait_list, event_wait_list, event_id || vcl_be_watching(x) ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS)
        vcl_be_launched(x, command_queue, event_h);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    if (ret == CL_SUCCESS && !event_id && event_h)
        clReleaseEvent(event_h);
    return 0;
}

static int vn_be_clEnqueueTask(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_kernel kernel;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_be_launch_check(x, command_queue, kernel);
    if (ret == CL_SUCCESS)
        ret = clEnqueueTask(command_queue, kernel, num_events_in_wait_list, event_wait_list, event_id || vcl_be_watching(x) ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS)
        vcl_be_launched(x, command_queue, event_h);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    if (ret == CL_SUCCESS && !event_id && event_h)
        clReleaseEvent(event_h);
    return 0;
}

static int vn_be_clEnqueueMarker(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clEnqueueMarker(command_queue, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clEnqueueWaitForEvents(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_uint num_events;
    const cl_event* event_list;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    vcl_dec_val(d, &num_events, sizeof(num_events));
    VN_AT("num_events");
    event_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events);
    VN_AT("event_list");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_host_clEnqueueWaitForEvents(command_queue, num_events, event_list);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clEnqueueBarrier(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clEnqueueBarrier(command_queue);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clCreateFromGLBuffer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_mem newh;
    cl_context context;
    cl_mem_flags flags;
    cl_GLuint bufobj;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &flags, sizeof(flags));
    VN_AT("flags");
    vcl_dec_val(d, &bufobj, sizeof(bufobj));
    VN_AT("bufobj");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = vcl_glshare_CreateFromGLBuffer(context, flags, bufobj, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_MEM, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clCreateFromGLTexture2D(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_mem newh;
    cl_context context;
    cl_mem_flags flags;
    cl_GLenum target;
    cl_GLint miplevel;
    cl_GLuint texture;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &flags, sizeof(flags));
    VN_AT("flags");
    vcl_dec_val(d, &target, sizeof(target));
    VN_AT("target");
    vcl_dec_val(d, &miplevel, sizeof(miplevel));
    VN_AT("miplevel");
    vcl_dec_val(d, &texture, sizeof(texture));
    VN_AT("texture");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = vcl_glshare_CreateFromGLTexture(context, flags, target, miplevel, texture, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_MEM, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clCreateFromGLRenderbuffer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_mem newh;
    cl_context context;
    cl_mem_flags flags;
    cl_GLuint renderbuffer;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &flags, sizeof(flags));
    VN_AT("flags");
    vcl_dec_val(d, &renderbuffer, sizeof(renderbuffer));
    VN_AT("renderbuffer");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = vcl_glshare_CreateFromGLRenderbuffer(context, flags, renderbuffer, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_MEM, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clGetGLObjectInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_mem memobj;
    cl_gl_object_type gl_object_type_v = 0;
    bool gl_object_type_want;
    cl_GLuint gl_object_name_v = 0;
    bool gl_object_name_want;
    const char *at = NULL;
    cl_int ret;

    memobj = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("memobj");
    gl_object_type_want = vcl_dec_want(d);
    VN_AT("gl_object_type");
    gl_object_name_want = vcl_dec_want(d);
    VN_AT("gl_object_name");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_glshare_GetGLObjectInfo(memobj, gl_object_type_want ? &gl_object_type_v : NULL, gl_object_name_want ? &gl_object_name_v : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (gl_object_type_want)
        vcl_enc_val(&x->rep, &gl_object_type_v, sizeof(gl_object_type_v));
    if (gl_object_name_want)
        vcl_enc_val(&x->rep, &gl_object_name_v, sizeof(gl_object_name_v));
    return 0;
}

static int vn_be_clGetGLTextureInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_mem memobj;
    cl_gl_texture_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    memobj = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("memobj");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetGLTextureInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetGLTextureInfo, param_name) &&
               (vcl_glshare_GetGLTextureInfo(memobj, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = vcl_glshare_GetGLTextureInfo(memobj, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = vcl_glshare_GetGLTextureInfo(memobj, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetGLTextureInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clEnqueueAcquireGLObjects(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_uint num_objects;
    const cl_mem* mem_objects;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    vcl_dec_val(d, &num_objects, sizeof(num_objects));
    VN_AT("num_objects");
    mem_objects = (const cl_mem*)vcl_be_dec_objs(x, VN_T_MEM, num_objects);
    VN_AT("mem_objects");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_glshare_EnqueueAcquireGLObjects(command_queue, num_objects, mem_objects, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    return 0;
}

static int vn_be_clEnqueueReleaseGLObjects(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_uint num_objects;
    const cl_mem* mem_objects;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    vcl_dec_val(d, &num_objects, sizeof(num_objects));
    VN_AT("num_objects");
    mem_objects = (const cl_mem*)vcl_be_dec_objs(x, VN_T_MEM, num_objects);
    VN_AT("mem_objects");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_glshare_EnqueueReleaseGLObjects(command_queue, num_objects, mem_objects, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    return 0;
}

static int vn_be_clGetGLContextInfoKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clGetGLContextInfoKHR a;
    const char *at = NULL;

    a.properties = (const cl_context_properties*)vcl_be_dec_props(x, sizeof(cl_context_properties));
    VN_AT("properties");
    vcl_dec_val(d, &a.param_name, sizeof(a.param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &a.param_value_size, sizeof(a.param_value_size));
    VN_AT("param_value_size");
    a.param_value_want = vcl_dec_want(d);
    VN_AT("param_value");
    a.param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clGetGLContextInfoKHR(x, &a);
}

static int vn_be_clSetEventCallback(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clSetEventCallback a;
    const char *at = NULL;

    a.event = (cl_event)vcl_be_dec_obj(x, VN_T_EVENT, false);
    VN_AT("event");
    vcl_dec_val(d, &a.command_exec_callback_type, sizeof(a.command_exec_callback_type));
    VN_AT("command_exec_callback_type");
    a.pfn_notify_id = vcl_dec_u64(d);
    VN_AT("pfn_notify");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (!a.pfn_notify_id)
        return vcl_be_violation(x, "parameter pfn_notify: callback ID 0");
    return vcl_be_h_clSetEventCallback(x, &a);
}

static int vn_be_clCreateSubBuffer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateSubBuffer a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("buffer");
    vcl_dec_val(d, &a.flags, sizeof(a.flags));
    VN_AT("flags");
    vcl_dec_val(d, &a.buffer_create_type, sizeof(a.buffer_create_type));
    VN_AT("buffer_create_type");
    vcl_dec_val(d, &a.buffer_create_info, sizeof(a.buffer_create_info));
    VN_AT("buffer_create_info");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateSubBuffer(x, &a);
}

static int vn_be_clSetMemObjectDestructorCallback(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clSetMemObjectDestructorCallback a;
    const char *at = NULL;

    a.memobj = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("memobj");
    a.pfn_notify_id = vcl_dec_u64(d);
    VN_AT("pfn_notify");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (!a.pfn_notify_id)
        return vcl_be_violation(x, "parameter pfn_notify: callback ID 0");
    return vcl_be_h_clSetMemObjectDestructorCallback(x, &a);
}

static int vn_be_clCreateUserEvent(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_event newh;
    cl_context context;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = clCreateUserEvent(context, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_EVENT, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clSetUserEventStatus(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_event event;
    cl_int execution_status;
    const char *at = NULL;
    cl_int ret;

    event = (cl_event)vcl_be_dec_obj(x, VN_T_EVENT, false);
    VN_AT("event");
    vcl_dec_val(d, &execution_status, sizeof(execution_status));
    VN_AT("execution_status");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clSetUserEventStatus(event, execution_status);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clEnqueueReadBufferRect(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clEnqueueReadBufferRect a;
    const char *at = NULL;

    a.event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    a.command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    a.buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("buffer");
    vcl_dec_val(d, &a.blocking_read, sizeof(a.blocking_read));
    VN_AT("blocking_read");
    a.buffer_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("buffer_origin");
    a.host_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("host_origin");
    a.region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &a.buffer_row_pitch, sizeof(a.buffer_row_pitch));
    VN_AT("buffer_row_pitch");
    vcl_dec_val(d, &a.buffer_slice_pitch, sizeof(a.buffer_slice_pitch));
    VN_AT("buffer_slice_pitch");
    vcl_dec_val(d, &a.host_row_pitch, sizeof(a.host_row_pitch));
    VN_AT("host_row_pitch");
    vcl_dec_val(d, &a.host_slice_pitch, sizeof(a.host_slice_pitch));
    VN_AT("host_slice_pitch");
    vcl_dec_val(d, &a.num_events_in_wait_list, sizeof(a.num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    a.event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, a.num_events_in_wait_list);
    VN_AT("event_wait_list");
    {
        uint64_t len = vcl_dec_u64(d);

        a.ptr.p = vcl_dec_bulk(d, &a.ptr.len, &a.ptr.off);
        if (a.ptr.p && a.ptr.len != len && !d->err)
            return vcl_be_violation(x, "parameter ptr: %llu bytes of data, its length says %llu", (unsigned long long)a.ptr.len, (unsigned long long)len);
        a.ptr.len = len;
    }
    if (a.ptr.p)
        vcl_be_bulk(x, a.ptr.len, a.ptr.off);
    VN_AT("ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.ptr.len == 0 || (uint64_t)a.ptr.len > VCL_MAX_MSG)
        return vcl_be_violation(x, "parameter ptr: %llu bytes, 1 to VCL_MAX_MSG allowed", (unsigned long long)a.ptr.len);
    return vcl_be_h_clEnqueueReadBufferRect(x, &a);
}

static int vn_be_clEnqueueWriteBufferRect(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clEnqueueWriteBufferRect a;
    const char *at = NULL;

    a.event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    a.command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    a.buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("buffer");
    vcl_dec_val(d, &a.blocking_write, sizeof(a.blocking_write));
    VN_AT("blocking_write");
    a.buffer_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("buffer_origin");
    a.host_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("host_origin");
    a.region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &a.buffer_row_pitch, sizeof(a.buffer_row_pitch));
    VN_AT("buffer_row_pitch");
    vcl_dec_val(d, &a.buffer_slice_pitch, sizeof(a.buffer_slice_pitch));
    VN_AT("buffer_slice_pitch");
    vcl_dec_val(d, &a.host_row_pitch, sizeof(a.host_row_pitch));
    VN_AT("host_row_pitch");
    vcl_dec_val(d, &a.host_slice_pitch, sizeof(a.host_slice_pitch));
    VN_AT("host_slice_pitch");
    vcl_dec_val(d, &a.num_events_in_wait_list, sizeof(a.num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    a.event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, a.num_events_in_wait_list);
    VN_AT("event_wait_list");
    {
        uint64_t len = vcl_dec_u64(d);

        a.ptr.p = vcl_dec_bulk(d, &a.ptr.len, &a.ptr.off);
        if (a.ptr.p && a.ptr.len != len && !d->err)
            return vcl_be_violation(x, "parameter ptr: %llu bytes of data, its length says %llu", (unsigned long long)a.ptr.len, (unsigned long long)len);
        a.ptr.len = len;
    }
    if (a.ptr.p)
        vcl_be_bulk(x, a.ptr.len, a.ptr.off);
    VN_AT("ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (!a.ptr.p)
        return vcl_be_violation(x, "parameter ptr: absent");
    if (a.ptr.len == 0 || (uint64_t)a.ptr.len > VCL_MAX_MSG)
        return vcl_be_violation(x, "parameter ptr: %llu bytes, 1 to VCL_MAX_MSG allowed", (unsigned long long)a.ptr.len);
    return vcl_be_h_clEnqueueWriteBufferRect(x, &a);
}

static int vn_be_clEnqueueCopyBufferRect(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_mem src_buffer;
    cl_mem dst_buffer;
    const size_t* src_origin;
    const size_t* dst_origin;
    const size_t* region;
    size_t src_row_pitch;
    size_t src_slice_pitch;
    size_t dst_row_pitch;
    size_t dst_slice_pitch;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    src_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("src_buffer");
    dst_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("dst_buffer");
    src_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("src_origin");
    dst_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("dst_origin");
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &src_row_pitch, sizeof(src_row_pitch));
    VN_AT("src_row_pitch");
    vcl_dec_val(d, &src_slice_pitch, sizeof(src_slice_pitch));
    VN_AT("src_slice_pitch");
    vcl_dec_val(d, &dst_row_pitch, sizeof(dst_row_pitch));
    VN_AT("dst_row_pitch");
    vcl_dec_val(d, &dst_slice_pitch, sizeof(dst_slice_pitch));
    VN_AT("dst_slice_pitch");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clEnqueueCopyBufferRect(command_queue, src_buffer, dst_buffer, src_origin, dst_origin, region, src_row_pitch, src_slice_pitch, dst_row_pitch, dst_slice_pitch, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clCreateSubDevices(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateSubDevices a;
    const char *at = NULL;

    a.in_device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    VN_AT("in_device");
    a.properties = (const cl_device_partition_property*)vcl_be_dec_props(x, sizeof(cl_device_partition_property));
    VN_AT("properties");
    vcl_dec_val(d, &a.num_devices, sizeof(a.num_devices));
    VN_AT("num_devices");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.num_devices > 4096)
        return vcl_be_violation(x, "parameter out_devices: %llu new IDs, at most %llu", (unsigned long long)a.num_devices, (unsigned long long)4096);
    a.out_devices = NULL;
    if (vcl_dec_want(d) && a.num_devices) {
        uint64_t *ids = vcl_be_scratch(x, a.num_devices, sizeof(*ids));

        if (!ids)
            return -EPROTO;
        for (uint64_t i = 0; i < a.num_devices; i++)
            if (!(ids[i] = vcl_be_dec_newid(x, false)))
                return d->err ? vn_dec_failed(x, "out_devices") : -EPROTO;
        a.out_devices = ids;
    }
    VN_AT("out_devices");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateSubDevices(x, &a);
}

static int vn_be_clRetainDevice(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clRetainDevice a;
    const char *at = NULL;

    a.device = vcl_dec_u64(d);
    VN_AT("device");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clRetainDevice(x, &a);
}

static int vn_be_clReleaseDevice(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clReleaseDevice a;
    const char *at = NULL;

    a.device = vcl_dec_u64(d);
    VN_AT("device");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clReleaseDevice(x, &a);
}

static int vn_be_clCreateImage(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateImage a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &a.flags, sizeof(a.flags));
    VN_AT("flags");
    vcl_dec_val(d, &a.image_format, sizeof(a.image_format));
    VN_AT("image_format");
    vcl_dec_val(d, &a.image_desc, sizeof(a.image_desc));
    a.image_desc.mem_object = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, true); /* never the guest's pointer */
    VN_AT("image_desc");
    a.host_ptr.p = vcl_dec_bulk(d, &a.host_ptr.len, &a.host_ptr.off);
    if (a.host_ptr.p)
        vcl_be_bulk(x, a.host_ptr.len, a.host_ptr.off);
    VN_AT("host_ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateImage(x, &a);
}

static int vn_be_clCreateProgramWithBuiltInKernels(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_program newh;
    cl_context context;
    cl_uint num_devices;
    const cl_device_id* device_list;
    const char* kernel_names;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &num_devices, sizeof(num_devices));
    VN_AT("num_devices");
    device_list = (const cl_device_id*)vcl_be_dec_objs(x, VN_T_DEVICE, num_devices);
    VN_AT("device_list");
    kernel_names = vcl_dec_str(d);
    VN_AT("kernel_names");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = clCreateProgramWithBuiltInKernels(context, num_devices, device_list, kernel_names, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_PROGRAM, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clCompileProgram(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCompileProgram a;
    const char *at = NULL;

    a.program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    vcl_dec_val(d, &a.num_devices, sizeof(a.num_devices));
    VN_AT("num_devices");
    a.device_list = (const cl_device_id*)vcl_be_dec_objs(x, VN_T_DEVICE, a.num_devices);
    VN_AT("device_list");
    a.options = vcl_dec_str(d);
    VN_AT("options");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    a.files_count = vcl_dec_u64(d);
    a.files = NULL;
    if (a.files_count > VCL_BUILD_MAX_FILES && !d->err)
        return vcl_be_violation(x, "parameter files: %llu items, at most %llu", (unsigned long long)a.files_count, (unsigned long long)VCL_BUILD_MAX_FILES);
    if (a.files_count && !d->err) {
        struct vn_file *fl = vcl_be_scratch(x, a.files_count, sizeof(*fl));
        uint64_t total = 0;

        if (!fl)
            return -EPROTO;
        for (uint64_t i = 0; i < a.files_count && !d->err; i++) {
            fl[i].name = vcl_dec_str(d);
            fl[i].data = vcl_dec_buf(d, &fl[i].len);
            if (d->err)
                break;
            if (!fl[i].name || !fl[i].data)
                return vcl_be_violation(x, "parameter files: item %llu without its %s", (unsigned long long)i, fl[i].name ? "bytes" : "name");
            total += fl[i].len; /* each at most a message's size: no overflow */
            if (total > (uint64_t)VCL_BUILD_MAX_BYTES)
                return vcl_be_violation(x, "parameter files: over %llu bytes", (unsigned long long)VCL_BUILD_MAX_BYTES);
        }
        a.files = fl;
    }
    VN_AT("files");
    vcl_dec_val(d, &a.num_input_headers, sizeof(a.num_input_headers));
    VN_AT("num_input_headers");
    a.input_headers = (const cl_program*)vcl_be_dec_objs(x, VN_T_PROGRAM, a.num_input_headers);
    VN_AT("input_headers");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.num_input_headers > VCL_MAX_PROGRAM_PARTS)
        return vcl_be_violation(x, "parameter header_include_names: %llu strings, at most %llu", (unsigned long long)a.num_input_headers, (unsigned long long)VCL_MAX_PROGRAM_PARTS);
    a.header_include_names = NULL;
    if (vcl_dec_want(d) && a.num_input_headers) {
        const char **ss = vcl_be_scratch(x, a.num_input_headers, sizeof(*ss));

        if (!ss)
            return -EPROTO;
        for (uint64_t i = 0; i < a.num_input_headers && !d->err; i++)
            if (!(ss[i] = vcl_dec_str(d)) && !d->err)
                return vcl_be_violation(x, "parameter header_include_names: string %llu absent", (unsigned long long)i);
        a.header_include_names = ss;
    }
    VN_AT("header_include_names");
    a.pfn_notify_id = vcl_dec_u64(d);
    VN_AT("pfn_notify");
    vcl_dec_val(d, &a.ask, sizeof(a.ask));
    VN_AT("ask");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCompileProgram(x, &a);
}

static int vn_be_clLinkProgram(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clLinkProgram a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &a.num_devices, sizeof(a.num_devices));
    VN_AT("num_devices");
    a.device_list = (const cl_device_id*)vcl_be_dec_objs(x, VN_T_DEVICE, a.num_devices);
    VN_AT("device_list");
    a.options = vcl_dec_str(d);
    VN_AT("options");
    vcl_dec_val(d, &a.num_input_programs, sizeof(a.num_input_programs));
    VN_AT("num_input_programs");
    a.input_programs = (const cl_program*)vcl_be_dec_objs(x, VN_T_PROGRAM, a.num_input_programs);
    VN_AT("input_programs");
    a.pfn_notify_id = vcl_dec_u64(d);
    VN_AT("pfn_notify");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clLinkProgram(x, &a);
}

static int vn_be_clUnloadPlatformCompiler(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_platform_id platform;
    const char *at = NULL;
    cl_int ret;

    platform = (cl_platform_id)vcl_be_dec_obj(x, VN_T_PLATFORM, false);
    VN_AT("platform");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clUnloadPlatformCompiler(platform);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clGetKernelArgInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_kernel kernel;
    cl_uint arg_index;
    cl_kernel_arg_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    vcl_dec_val(d, &arg_index, sizeof(arg_index));
    VN_AT("arg_index");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetKernelArgInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetKernelArgInfo, param_name) &&
               (clGetKernelArgInfo(kernel, arg_index, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetKernelArgInfo(kernel, arg_index, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetKernelArgInfo(kernel, arg_index, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetKernelArgInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clEnqueueFillBuffer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_mem buffer;
    const void* pattern;
    uint64_t pattern_len;
    size_t pattern_size;
    size_t offset;
    size_t size;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("buffer");
    pattern = vcl_dec_buf(d, &pattern_len);
    VN_AT("pattern");
    vcl_dec_val(d, &pattern_size, sizeof(pattern_size));
    VN_AT("pattern_size");
    vcl_dec_val(d, &offset, sizeof(offset));
    VN_AT("offset");
    vcl_dec_val(d, &size, sizeof(size));
    VN_AT("size");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (pattern && pattern_len != (uint64_t)(pattern_size))
        return vcl_be_violation(x, "clEnqueueFillBuffer: pattern length differs from pattern_size");
    ret = clEnqueueFillBuffer(command_queue, buffer, pattern, pattern_size, offset, size, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clEnqueueFillImage(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_mem image;
    const void* fill_color;
    uint64_t fill_color_len;
    const size_t* origin;
    const size_t* region;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("image");
    fill_color = vcl_dec_buf(d, &fill_color_len);
    VN_AT("fill_color");
    origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("origin");
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (fill_color && fill_color_len != (uint64_t)(16))
        return vcl_be_violation(x, "clEnqueueFillImage: fill_color length differs from 16");
    ret = clEnqueueFillImage(command_queue, image, fill_color, origin, region, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clEnqueueMigrateMemObjects(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_uint num_mem_objects;
    const cl_mem* mem_objects;
    cl_mem_migration_flags flags;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    vcl_dec_val(d, &num_mem_objects, sizeof(num_mem_objects));
    VN_AT("num_mem_objects");
    mem_objects = (const cl_mem*)vcl_be_dec_objs(x, VN_T_MEM, num_mem_objects);
    VN_AT("mem_objects");
    vcl_dec_val(d, &flags, sizeof(flags));
    VN_AT("flags");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clEnqueueMigrateMemObjects(command_queue, num_mem_objects, mem_objects, flags, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clEnqueueMarkerWithWaitList(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clEnqueueMarkerWithWaitList(command_queue, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clEnqueueBarrierWithWaitList(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_uint num_events_in_wait_list;
    const cl_event* event_wait_list;
    cl_event event_h = NULL;
    uint64_t event_id;
    const char *at = NULL;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    VN_AT("event_wait_list");
    event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clEnqueueBarrierWithWaitList(command_queue, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
}

static int vn_be_clCreateFromGLTexture(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_mem newh;
    cl_context context;
    cl_mem_flags flags;
    cl_GLenum target;
    cl_GLint miplevel;
    cl_GLuint texture;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &flags, sizeof(flags));
    VN_AT("flags");
    vcl_dec_val(d, &target, sizeof(target));
    VN_AT("target");
    vcl_dec_val(d, &miplevel, sizeof(miplevel));
    VN_AT("miplevel");
    vcl_dec_val(d, &texture, sizeof(texture));
    VN_AT("texture");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = vcl_glshare_CreateFromGLTexture(context, flags, target, miplevel, texture, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_MEM, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clCreateCommandQueueWithProperties(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_command_queue newh;
    cl_context context;
    cl_device_id device;
    const cl_queue_properties* properties;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    VN_AT("device");
    properties = (const cl_queue_properties*)vcl_be_dec_props(x, sizeof(cl_queue_properties));
    VN_AT("properties");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = clCreateCommandQueueWithProperties(context, device, properties, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_QUEUE, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clCreatePipe(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_mem newh;
    cl_context context;
    cl_mem_flags flags;
    cl_uint pipe_packet_size;
    cl_uint pipe_max_packets;
    const cl_pipe_properties* properties;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &flags, sizeof(flags));
    VN_AT("flags");
    vcl_dec_val(d, &pipe_packet_size, sizeof(pipe_packet_size));
    VN_AT("pipe_packet_size");
    vcl_dec_val(d, &pipe_max_packets, sizeof(pipe_max_packets));
    VN_AT("pipe_max_packets");
    properties = (const cl_pipe_properties*)vcl_be_dec_props(x, sizeof(cl_pipe_properties));
    VN_AT("properties");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = clCreatePipe(context, flags, pipe_packet_size, pipe_max_packets, properties, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_MEM, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clGetPipeInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_mem pipe;
    cl_pipe_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    pipe = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("pipe");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetPipeInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetPipeInfo, param_name) &&
               (clGetPipeInfo(pipe, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetPipeInfo(pipe, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetPipeInfo(pipe, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetPipeInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clSVMAlloc(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clSVMAlloc a;
    const char *at = NULL;

    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    vcl_dec_val(d, &a.flags, sizeof(a.flags));
    VN_AT("flags");
    vcl_dec_val(d, &a.size, sizeof(a.size));
    VN_AT("size");
    vcl_dec_val(d, &a.alignment, sizeof(a.alignment));
    VN_AT("alignment");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clSVMAlloc(x, &a);
}

static int vn_be_clSVMFree(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clSVMFree a;
    const char *at = NULL;

    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    a.svm_pointer = vcl_dec_u64(d);
    VN_AT("svm_pointer");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clSVMFree(x, &a);
}

static int vn_be_clCreateSamplerWithProperties(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_sampler newh;
    cl_context context;
    const cl_sampler_properties* sampler_properties;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    sampler_properties = (const cl_sampler_properties*)vcl_be_dec_props(x, sizeof(cl_sampler_properties));
    VN_AT("sampler_properties");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = clCreateSamplerWithProperties(context, sampler_properties, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_SAMPLER, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clSetKernelArgSVMPointer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clSetKernelArgSVMPointer a;
    const char *at = NULL;

    a.kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    vcl_dec_val(d, &a.arg_index, sizeof(a.arg_index));
    VN_AT("arg_index");
    a.arg_value = vcl_dec_u64(d);
    VN_AT("arg_value");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clSetKernelArgSVMPointer(x, &a);
}

static int vn_be_clSetKernelExecInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clSetKernelExecInfo a;
    const char *at = NULL;

    a.kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    vcl_dec_val(d, &a.param_name, sizeof(a.param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &a.param_value_size, sizeof(a.param_value_size));
    VN_AT("param_value_size");
    a.param_value = vcl_dec_buf(d, &a.param_value_len);
    VN_AT("param_value");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.param_value && a.param_value_len != (uint64_t)a.param_value_size)
        return vcl_be_violation(x, "parameter param_value: %llu bytes, param_value_size is %llu", (unsigned long long)a.param_value_len, (unsigned long long)a.param_value_size);
    return vcl_be_h_clSetKernelExecInfo(x, &a);
}

static int vn_be_clGetKernelSubGroupInfoKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_kernel in_kernel;
    cl_device_id in_device;
    cl_kernel_sub_group_info param_name;
    size_t input_value_size;
    const void* input_value;
    uint64_t input_value_len;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    in_kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("in_kernel");
    in_device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, true);
    VN_AT("in_device");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &input_value_size, sizeof(input_value_size));
    VN_AT("input_value_size");
    input_value = vcl_dec_buf(d, &input_value_len);
    VN_AT("input_value");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (input_value && input_value_len != (uint64_t)(input_value_size))
        return vcl_be_violation(x, "clGetKernelSubGroupInfoKHR: input_value length differs from input_value_size");
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetKernelSubGroupInfoKHR, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetKernelSubGroupInfoKHR, param_name) &&
               (clGetKernelSubGroupInfo(in_kernel, in_device, param_name, input_value_size, input_value, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetKernelSubGroupInfo(in_kernel, in_device, param_name, input_value_size, input_value, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetKernelSubGroupInfo(in_kernel, in_device, param_name, input_value_size, input_value, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetKernelSubGroupInfoKHR, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clCloneKernel(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_kernel newh;
    cl_kernel source_kernel;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    source_kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("source_kernel");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    newh = clCloneKernel(source_kernel, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_KERNEL, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clCreateProgramWithIL(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_program newh;
    cl_context context;
    const void* il;
    uint64_t il_len;
    size_t length;
    cl_int errcode = CL_SUCCESS;
    const char *at = NULL;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    il = vcl_dec_buf(d, &il_len);
    VN_AT("il");
    vcl_dec_val(d, &length, sizeof(length));
    VN_AT("length");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (il && il_len != (uint64_t)(length))
        return vcl_be_violation(x, "clCreateProgramWithIL: il length differs from length");
    newh = clCreateProgramWithIL(context, il, length, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_PROGRAM, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clGetDeviceAndHostTimer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_device_id device;
    cl_ulong device_timestamp_v = 0;
    bool device_timestamp_want;
    cl_ulong host_timestamp_v = 0;
    bool host_timestamp_want;
    const char *at = NULL;
    cl_int ret;

    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    VN_AT("device");
    device_timestamp_want = vcl_dec_want(d);
    VN_AT("device_timestamp");
    host_timestamp_want = vcl_dec_want(d);
    VN_AT("host_timestamp");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clGetDeviceAndHostTimer(device, device_timestamp_want ? &device_timestamp_v : NULL, host_timestamp_want ? &host_timestamp_v : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (device_timestamp_want)
        vcl_enc_val(&x->rep, &device_timestamp_v, sizeof(device_timestamp_v));
    if (host_timestamp_want)
        vcl_enc_val(&x->rep, &host_timestamp_v, sizeof(host_timestamp_v));
    return 0;
}

static int vn_be_clGetHostTimer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_device_id device;
    cl_ulong host_timestamp_v = 0;
    bool host_timestamp_want;
    const char *at = NULL;
    cl_int ret;

    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    VN_AT("device");
    host_timestamp_want = vcl_dec_want(d);
    VN_AT("host_timestamp");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clGetHostTimer(device, host_timestamp_want ? &host_timestamp_v : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (host_timestamp_want)
        vcl_enc_val(&x->rep, &host_timestamp_v, sizeof(host_timestamp_v));
    return 0;
}

static int vn_be_clGetKernelSubGroupInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_kernel kernel;
    cl_device_id device;
    cl_kernel_sub_group_info param_name;
    size_t input_value_size;
    const void* input_value;
    uint64_t input_value_len;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, true);
    VN_AT("device");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &input_value_size, sizeof(input_value_size));
    VN_AT("input_value_size");
    input_value = vcl_dec_buf(d, &input_value_len);
    VN_AT("input_value");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (input_value && input_value_len != (uint64_t)(input_value_size))
        return vcl_be_violation(x, "clGetKernelSubGroupInfo: input_value length differs from input_value_size");
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetKernelSubGroupInfo, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetKernelSubGroupInfo, param_name) &&
               (clGetKernelSubGroupInfo(kernel, device, param_name, input_value_size, input_value, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = clGetKernelSubGroupInfo(kernel, device, param_name, input_value_size, input_value, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = clGetKernelSubGroupInfo(kernel, device, param_name, input_value_size, input_value, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetKernelSubGroupInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clSetDefaultDeviceCommandQueue(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_context context;
    cl_device_id device;
    cl_command_queue command_queue;
    const char *at = NULL;
    cl_int ret;

    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    VN_AT("device");
    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("command_queue");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = clSetDefaultDeviceCommandQueue(context, device, command_queue);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clSetProgramReleaseCallback(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clSetProgramReleaseCallback a;
    const char *at = NULL;

    a.program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    a.pfn_notify_id = vcl_dec_u64(d);
    VN_AT("pfn_notify");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (!a.pfn_notify_id)
        return vcl_be_violation(x, "parameter pfn_notify: callback ID 0");
    return vcl_be_h_clSetProgramReleaseCallback(x, &a);
}

static int vn_be_clSetProgramSpecializationConstant(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_program program;
    cl_uint spec_id;
    size_t spec_size;
    const void* spec_value;
    uint64_t spec_value_len;
    const char *at = NULL;
    cl_int ret;

    program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    vcl_dec_val(d, &spec_id, sizeof(spec_id));
    VN_AT("spec_id");
    vcl_dec_val(d, &spec_size, sizeof(spec_size));
    VN_AT("spec_size");
    spec_value = vcl_dec_buf(d, &spec_value_len);
    VN_AT("spec_value");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (spec_value && spec_value_len != (uint64_t)(spec_size))
        return vcl_be_violation(x, "clSetProgramSpecializationConstant: spec_value length differs from spec_size");
    ret = clSetProgramSpecializationConstant(program, spec_id, spec_size, spec_value);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clCreateBufferWithProperties(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateBufferWithProperties a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    a.properties = (const cl_mem_properties*)vcl_be_dec_props(x, sizeof(cl_mem_properties));
    VN_AT("properties");
    vcl_dec_val(d, &a.flags, sizeof(a.flags));
    VN_AT("flags");
    vcl_dec_val(d, &a.size, sizeof(a.size));
    VN_AT("size");
    a.host_ptr_svm = vcl_dec_u64(d);
    VN_AT("host_ptr");
    a.host_ptr.p = vcl_dec_bulk(d, &a.host_ptr.len, &a.host_ptr.off);
    if (a.host_ptr.p)
        vcl_be_bulk(x, a.host_ptr.len, a.host_ptr.off);
    VN_AT("host_ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (a.host_ptr.p && a.host_ptr.len != (uint64_t)a.size)
        return vcl_be_violation(x, "parameter host_ptr: %llu bytes of data, size is %llu", (unsigned long long)a.host_ptr.len, (unsigned long long)a.size);
    return vcl_be_h_clCreateBufferWithProperties(x, &a);
}

static int vn_be_clCreateImageWithProperties(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateImageWithProperties a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    a.properties = (const cl_mem_properties*)vcl_be_dec_props(x, sizeof(cl_mem_properties));
    VN_AT("properties");
    vcl_dec_val(d, &a.flags, sizeof(a.flags));
    VN_AT("flags");
    vcl_dec_val(d, &a.image_format, sizeof(a.image_format));
    VN_AT("image_format");
    vcl_dec_val(d, &a.image_desc, sizeof(a.image_desc));
    a.image_desc.mem_object = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, true); /* never the guest's pointer */
    VN_AT("image_desc");
    a.host_ptr.p = vcl_dec_bulk(d, &a.host_ptr.len, &a.host_ptr.off);
    if (a.host_ptr.p)
        vcl_be_bulk(x, a.host_ptr.len, a.host_ptr.off);
    VN_AT("host_ptr");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateImageWithProperties(x, &a);
}

static int vn_be_clSetContextDestructorCallback(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clSetContextDestructorCallback a;
    const char *at = NULL;

    a.context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    VN_AT("context");
    a.pfn_notify_id = vcl_dec_u64(d);
    VN_AT("pfn_notify");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (!a.pfn_notify_id)
        return vcl_be_violation(x, "parameter pfn_notify: callback ID 0");
    return vcl_be_h_clSetContextDestructorCallback(x, &a);
}

static int vn_be_clCreateCommandBufferKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clCreateCommandBufferKHR a;
    const char *at = NULL;

    a.id = vcl_be_dec_newid(x, false);
    VN_AT("new ID");
    vcl_dec_val(d, &a.num_queues, sizeof(a.num_queues));
    VN_AT("num_queues");
    a.queues = (const cl_command_queue*)vcl_be_dec_objs(x, VN_T_QUEUE, a.num_queues);
    VN_AT("queues");
    a.properties = (const cl_command_buffer_properties_khr*)vcl_be_dec_props(x, sizeof(cl_command_buffer_properties_khr));
    VN_AT("properties");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clCreateCommandBufferKHR(x, &a);
}

static int vn_be_clFinalizeCommandBufferKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_buffer_khr command_buffer;
    const char *at = NULL;
    cl_int ret;

    command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_host_clFinalizeCommandBufferKHR(command_buffer);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clRetainCommandBufferKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clRetainCommandBufferKHR a;
    const char *at = NULL;

    a.command_buffer = vcl_dec_u64(d);
    VN_AT("command_buffer");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clRetainCommandBufferKHR(x, &a);
}

static int vn_be_clReleaseCommandBufferKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clReleaseCommandBufferKHR a;
    const char *at = NULL;

    a.command_buffer = vcl_dec_u64(d);
    VN_AT("command_buffer");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clReleaseCommandBufferKHR(x, &a);
}

static int vn_be_clEnqueueCommandBufferKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_clEnqueueCommandBufferKHR a;
    const char *at = NULL;

    vcl_dec_val(d, &a.num_queues, sizeof(a.num_queues));
    VN_AT("num_queues");
    a.queues = (cl_command_queue*)vcl_be_dec_objs(x, VN_T_QUEUE, a.num_queues);
    VN_AT("queues");
    a.command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    vcl_dec_val(d, &a.num_events_in_wait_list, sizeof(a.num_events_in_wait_list));
    VN_AT("num_events_in_wait_list");
    a.event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, a.num_events_in_wait_list);
    VN_AT("event_wait_list");
    a.event_id = vcl_be_dec_newid(x, true);
    VN_AT("event");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    return vcl_be_h_clEnqueueCommandBufferKHR(x, &a);
}

static int vn_be_clCommandBarrierWithWaitListKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_buffer_khr command_buffer;
    cl_uint num_sync_points_in_wait_list;
    const cl_sync_point_khr* sync_point_wait_list;
    cl_sync_point_khr sync_point_v = 0;
    const char *at = NULL;
    cl_int ret;

    command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    vcl_dec_val(d, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    VN_AT("num_sync_points_in_wait_list");
    sync_point_wait_list = (const cl_sync_point_khr*)vcl_dec_arr(d, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    VN_AT("sync_point_wait_list");
    vcl_dec_val(d, &sync_point_v, sizeof(sync_point_v));
    VN_AT("sync_point");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_host_clCommandBarrierWithWaitListKHR(command_buffer, NULL, num_sync_points_in_wait_list, sync_point_wait_list, &sync_point_v, NULL);
    vcl_be_cmdbuf_failed(command_buffer, ret);
    vcl_be_async_result(x, ret);
    return 0;
}

static int vn_be_clCommandCopyBufferKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_buffer_khr command_buffer;
    cl_mem src_buffer;
    cl_mem dst_buffer;
    size_t src_offset;
    size_t dst_offset;
    size_t size;
    cl_uint num_sync_points_in_wait_list;
    const cl_sync_point_khr* sync_point_wait_list;
    cl_sync_point_khr sync_point_v = 0;
    const char *at = NULL;
    cl_int ret;

    command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    src_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("src_buffer");
    dst_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("dst_buffer");
    vcl_dec_val(d, &src_offset, sizeof(src_offset));
    VN_AT("src_offset");
    vcl_dec_val(d, &dst_offset, sizeof(dst_offset));
    VN_AT("dst_offset");
    vcl_dec_val(d, &size, sizeof(size));
    VN_AT("size");
    vcl_dec_val(d, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    VN_AT("num_sync_points_in_wait_list");
    sync_point_wait_list = (const cl_sync_point_khr*)vcl_dec_arr(d, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    VN_AT("sync_point_wait_list");
    vcl_dec_val(d, &sync_point_v, sizeof(sync_point_v));
    VN_AT("sync_point");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_host_clCommandCopyBufferKHR(command_buffer, NULL, src_buffer, dst_buffer, src_offset, dst_offset, size, num_sync_points_in_wait_list, sync_point_wait_list, &sync_point_v, NULL);
    vcl_be_cmdbuf_failed(command_buffer, ret);
    vcl_be_async_result(x, ret);
    return 0;
}

static int vn_be_clCommandCopyBufferRectKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_buffer_khr command_buffer;
    cl_mem src_buffer;
    cl_mem dst_buffer;
    const size_t* src_origin;
    const size_t* dst_origin;
    const size_t* region;
    size_t src_row_pitch;
    size_t src_slice_pitch;
    size_t dst_row_pitch;
    size_t dst_slice_pitch;
    cl_uint num_sync_points_in_wait_list;
    const cl_sync_point_khr* sync_point_wait_list;
    cl_sync_point_khr sync_point_v = 0;
    const char *at = NULL;
    cl_int ret;

    command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    src_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("src_buffer");
    dst_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("dst_buffer");
    src_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("src_origin");
    dst_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("dst_origin");
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &src_row_pitch, sizeof(src_row_pitch));
    VN_AT("src_row_pitch");
    vcl_dec_val(d, &src_slice_pitch, sizeof(src_slice_pitch));
    VN_AT("src_slice_pitch");
    vcl_dec_val(d, &dst_row_pitch, sizeof(dst_row_pitch));
    VN_AT("dst_row_pitch");
    vcl_dec_val(d, &dst_slice_pitch, sizeof(dst_slice_pitch));
    VN_AT("dst_slice_pitch");
    vcl_dec_val(d, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    VN_AT("num_sync_points_in_wait_list");
    sync_point_wait_list = (const cl_sync_point_khr*)vcl_dec_arr(d, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    VN_AT("sync_point_wait_list");
    vcl_dec_val(d, &sync_point_v, sizeof(sync_point_v));
    VN_AT("sync_point");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_host_clCommandCopyBufferRectKHR(command_buffer, NULL, src_buffer, dst_buffer, src_origin, dst_origin, region, src_row_pitch, src_slice_pitch, dst_row_pitch, dst_slice_pitch, num_sync_points_in_wait_list, sync_point_wait_list, &sync_point_v, NULL);
    vcl_be_cmdbuf_failed(command_buffer, ret);
    vcl_be_async_result(x, ret);
    return 0;
}

static int vn_be_clCommandCopyBufferToImageKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_buffer_khr command_buffer;
    cl_mem src_buffer;
    cl_mem dst_image;
    size_t src_offset;
    const size_t* dst_origin;
    const size_t* region;
    cl_uint num_sync_points_in_wait_list;
    const cl_sync_point_khr* sync_point_wait_list;
    cl_sync_point_khr sync_point_v = 0;
    const char *at = NULL;
    cl_int ret;

    command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    src_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("src_buffer");
    dst_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("dst_image");
    vcl_dec_val(d, &src_offset, sizeof(src_offset));
    VN_AT("src_offset");
    dst_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("dst_origin");
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    VN_AT("num_sync_points_in_wait_list");
    sync_point_wait_list = (const cl_sync_point_khr*)vcl_dec_arr(d, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    VN_AT("sync_point_wait_list");
    vcl_dec_val(d, &sync_point_v, sizeof(sync_point_v));
    VN_AT("sync_point");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_host_clCommandCopyBufferToImageKHR(command_buffer, NULL, src_buffer, dst_image, src_offset, dst_origin, region, num_sync_points_in_wait_list, sync_point_wait_list, &sync_point_v, NULL);
    vcl_be_cmdbuf_failed(command_buffer, ret);
    vcl_be_async_result(x, ret);
    return 0;
}

static int vn_be_clCommandCopyImageKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_buffer_khr command_buffer;
    cl_mem src_image;
    cl_mem dst_image;
    const size_t* src_origin;
    const size_t* dst_origin;
    const size_t* region;
    cl_uint num_sync_points_in_wait_list;
    const cl_sync_point_khr* sync_point_wait_list;
    cl_sync_point_khr sync_point_v = 0;
    const char *at = NULL;
    cl_int ret;

    command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    src_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("src_image");
    dst_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("dst_image");
    src_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("src_origin");
    dst_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("dst_origin");
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    VN_AT("num_sync_points_in_wait_list");
    sync_point_wait_list = (const cl_sync_point_khr*)vcl_dec_arr(d, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    VN_AT("sync_point_wait_list");
    vcl_dec_val(d, &sync_point_v, sizeof(sync_point_v));
    VN_AT("sync_point");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_host_clCommandCopyImageKHR(command_buffer, NULL, src_image, dst_image, src_origin, dst_origin, region, num_sync_points_in_wait_list, sync_point_wait_list, &sync_point_v, NULL);
    vcl_be_cmdbuf_failed(command_buffer, ret);
    vcl_be_async_result(x, ret);
    return 0;
}

static int vn_be_clCommandCopyImageToBufferKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_buffer_khr command_buffer;
    cl_mem src_image;
    cl_mem dst_buffer;
    const size_t* src_origin;
    const size_t* region;
    size_t dst_offset;
    cl_uint num_sync_points_in_wait_list;
    const cl_sync_point_khr* sync_point_wait_list;
    cl_sync_point_khr sync_point_v = 0;
    const char *at = NULL;
    cl_int ret;

    command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    src_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("src_image");
    dst_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("dst_buffer");
    src_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("src_origin");
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &dst_offset, sizeof(dst_offset));
    VN_AT("dst_offset");
    vcl_dec_val(d, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    VN_AT("num_sync_points_in_wait_list");
    sync_point_wait_list = (const cl_sync_point_khr*)vcl_dec_arr(d, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    VN_AT("sync_point_wait_list");
    vcl_dec_val(d, &sync_point_v, sizeof(sync_point_v));
    VN_AT("sync_point");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_host_clCommandCopyImageToBufferKHR(command_buffer, NULL, src_image, dst_buffer, src_origin, region, dst_offset, num_sync_points_in_wait_list, sync_point_wait_list, &sync_point_v, NULL);
    vcl_be_cmdbuf_failed(command_buffer, ret);
    vcl_be_async_result(x, ret);
    return 0;
}

static int vn_be_clCommandFillBufferKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_buffer_khr command_buffer;
    cl_mem buffer;
    const void* pattern;
    uint64_t pattern_len;
    size_t pattern_size;
    size_t offset;
    size_t size;
    cl_uint num_sync_points_in_wait_list;
    const cl_sync_point_khr* sync_point_wait_list;
    cl_sync_point_khr sync_point_v = 0;
    const char *at = NULL;
    cl_int ret;

    command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("buffer");
    pattern = vcl_dec_buf(d, &pattern_len);
    VN_AT("pattern");
    vcl_dec_val(d, &pattern_size, sizeof(pattern_size));
    VN_AT("pattern_size");
    vcl_dec_val(d, &offset, sizeof(offset));
    VN_AT("offset");
    vcl_dec_val(d, &size, sizeof(size));
    VN_AT("size");
    vcl_dec_val(d, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    VN_AT("num_sync_points_in_wait_list");
    sync_point_wait_list = (const cl_sync_point_khr*)vcl_dec_arr(d, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    VN_AT("sync_point_wait_list");
    vcl_dec_val(d, &sync_point_v, sizeof(sync_point_v));
    VN_AT("sync_point");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (pattern && pattern_len != (uint64_t)(pattern_size))
        return vcl_be_violation(x, "clCommandFillBufferKHR: pattern length differs from pattern_size");
    ret = vcl_host_clCommandFillBufferKHR(command_buffer, NULL, buffer, pattern, pattern_size, offset, size, num_sync_points_in_wait_list, sync_point_wait_list, &sync_point_v, NULL);
    vcl_be_cmdbuf_failed(command_buffer, ret);
    vcl_be_async_result(x, ret);
    return 0;
}

static int vn_be_clCommandFillImageKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_buffer_khr command_buffer;
    cl_mem image;
    const void* fill_color;
    uint64_t fill_color_len;
    const size_t* origin;
    const size_t* region;
    cl_uint num_sync_points_in_wait_list;
    const cl_sync_point_khr* sync_point_wait_list;
    cl_sync_point_khr sync_point_v = 0;
    const char *at = NULL;
    cl_int ret;

    command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("image");
    fill_color = vcl_dec_buf(d, &fill_color_len);
    VN_AT("fill_color");
    origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("origin");
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    VN_AT("region");
    vcl_dec_val(d, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    VN_AT("num_sync_points_in_wait_list");
    sync_point_wait_list = (const cl_sync_point_khr*)vcl_dec_arr(d, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    VN_AT("sync_point_wait_list");
    vcl_dec_val(d, &sync_point_v, sizeof(sync_point_v));
    VN_AT("sync_point");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (fill_color && fill_color_len != (uint64_t)(16))
        return vcl_be_violation(x, "clCommandFillImageKHR: fill_color length differs from 16");
    ret = vcl_host_clCommandFillImageKHR(command_buffer, NULL, image, fill_color, origin, region, num_sync_points_in_wait_list, sync_point_wait_list, &sync_point_v, NULL);
    vcl_be_cmdbuf_failed(command_buffer, ret);
    vcl_be_async_result(x, ret);
    return 0;
}

static int vn_be_clCommandNDRangeKernelKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_buffer_khr command_buffer;
    const cl_ndrange_kernel_command_properties_khr* properties;
    cl_kernel kernel;
    cl_uint work_dim;
    const size_t* global_work_offset;
    const size_t* global_work_size;
    const size_t* local_work_size;
    cl_uint num_sync_points_in_wait_list;
    const cl_sync_point_khr* sync_point_wait_list;
    cl_sync_point_khr sync_point_v = 0;
    const char *at = NULL;
    cl_int ret;

    command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    properties = (const cl_ndrange_kernel_command_properties_khr*)vcl_be_dec_props(x, sizeof(cl_ndrange_kernel_command_properties_khr));
    VN_AT("properties");
    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    VN_AT("kernel");
    vcl_dec_val(d, &work_dim, sizeof(work_dim));
    VN_AT("work_dim");
    global_work_offset = (const size_t*)vcl_dec_arr(d, work_dim, sizeof(size_t));
    VN_AT("global_work_offset");
    global_work_size = (const size_t*)vcl_dec_arr(d, work_dim, sizeof(size_t));
    VN_AT("global_work_size");
    local_work_size = (const size_t*)vcl_dec_arr(d, work_dim, sizeof(size_t));
    VN_AT("local_work_size");
    vcl_dec_val(d, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    VN_AT("num_sync_points_in_wait_list");
    sync_point_wait_list = (const cl_sync_point_khr*)vcl_dec_arr(d, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    VN_AT("sync_point_wait_list");
    vcl_dec_val(d, &sync_point_v, sizeof(sync_point_v));
    VN_AT("sync_point");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    ret = vcl_be_launch_check(x, vcl_be_cmdbuf_queue(command_buffer), kernel);
    if (ret == CL_SUCCESS)
        ret = vcl_host_clCommandNDRangeKernelKHR(command_buffer, NULL, properties, kernel, work_dim, global_work_offset, global_work_size, local_work_size, num_sync_points_in_wait_list, sync_point_wait_list, &sync_point_v, NULL);
    vcl_be_cmdbuf_failed(command_buffer, ret);
    vcl_be_async_result(x, ret);
    return 0;
}

static int vn_be_clGetCommandBufferInfoKHR(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_buffer_khr command_buffer;
    cl_command_buffer_info_khr param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    const char *at = NULL;
    cl_int ret;

    command_buffer = (cl_command_buffer_khr)vcl_be_dec_obj(x, VN_T_CMDBUF, false);
    VN_AT("command_buffer");
    vcl_dec_val(d, &param_name, sizeof(param_name));
    VN_AT("param_name");
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    VN_AT("param_value_size");
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    VN_AT("param_value");
    param_value_size_ret_want = vcl_dec_want(d);
    VN_AT("param_value_size_ret");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(x, VN_OP_clGetCommandBufferInfoKHR, param_name)) {
        ret = CL_INVALID_VALUE;
    } else if (param_value_want && param_value_size && param_value_size <= sizeof(x->info_small) &&
               vcl_be_info_exact(VN_OP_clGetCommandBufferInfoKHR, param_name) &&
               (vcl_host_clGetCommandBufferInfoKHR(command_buffer, param_name, param_value_size, x->info_small, &need)) == CL_SUCCESS) {
        ret = CL_SUCCESS;
        val = need ? x->info_small : NULL;
    } else {
        need = 0;
        ret = vcl_host_clGetCommandBufferInfoKHR(command_buffer, param_name, 0, NULL, &need);
        if (ret == CL_SUCCESS && need) {
            if (!(val = vcl_be_scratch(x, need, 1)))
                ret = CL_OUT_OF_HOST_MEMORY;
            else
                ret = vcl_host_clGetCommandBufferInfoKHR(command_buffer, param_name, need, val, &need);
        }
    }
    return vcl_be_info_reply(x, VN_OP_clGetCommandBufferInfoKHR, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_eglInitialize(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglInitialize a = { 0 };
    const char *at = NULL;

    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglInitialize(x, &a);
}

static int vn_be_eglQueryString(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglQueryString a;
    const char *at = NULL;

    vcl_dec_val(d, &a.name, sizeof(a.name));
    VN_AT("name");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglQueryString(x, &a);
}

static int vn_be_eglGetConfigs(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglGetConfigs a = { 0 };
    const char *at = NULL;

    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglGetConfigs(x, &a);
}

static int vn_be_eglChooseConfig(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglChooseConfig a;
    const char *at = NULL;

    if (d->err)
        return vn_dec_failed(x, at);
    a.attribs_count = vcl_dec_u64(d);
    if (!d->err && (a.attribs_count == 0 || a.attribs_count > 2 * (uint64_t)(VCL_GL_MAX_ATTRIBS) + 1 || !(a.attribs_count & 1)))
        return vcl_be_violation(x, "parameter attribs: attribute list of %llu values", (unsigned long long)a.attribs_count);
    a.attribs = (const EGLint*)vcl_dec_arr(d, a.attribs_count, sizeof(EGLint));
    if (!d->err && (!a.attribs || a.attribs[a.attribs_count - 1] != EGL_NONE))
        return vcl_be_violation(x, "parameter attribs: attribute list without EGL_NONE");
    VN_AT("attribs");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglChooseConfig(x, &a);
}

static int vn_be_eglGetConfigAttrib(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglGetConfigAttrib a;
    const char *at = NULL;

    vcl_dec_val(d, &a.config, sizeof(a.config));
    VN_AT("config");
    vcl_dec_val(d, &a.attribute, sizeof(a.attribute));
    VN_AT("attribute");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglGetConfigAttrib(x, &a);
}

static int vn_be_eglCreatePbufferSurface(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglCreatePbufferSurface a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    vcl_dec_val(d, &a.config, sizeof(a.config));
    VN_AT("config");
    if (d->err)
        return vn_dec_failed(x, at);
    a.attribs_count = vcl_dec_u64(d);
    if (!d->err && (a.attribs_count == 0 || a.attribs_count > 2 * (uint64_t)(VCL_GL_MAX_ATTRIBS) + 1 || !(a.attribs_count & 1)))
        return vcl_be_violation(x, "parameter attribs: attribute list of %llu values", (unsigned long long)a.attribs_count);
    a.attribs = (const EGLint*)vcl_dec_arr(d, a.attribs_count, sizeof(EGLint));
    if (!d->err && (!a.attribs || a.attribs[a.attribs_count - 1] != EGL_NONE))
        return vcl_be_violation(x, "parameter attribs: attribute list without EGL_NONE");
    VN_AT("attribs");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglCreatePbufferSurface(x, &a);
}

static int vn_be_eglCreateContext(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglCreateContext a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    vcl_dec_val(d, &a.config, sizeof(a.config));
    VN_AT("config");
    vcl_dec_val(d, &a.share, sizeof(a.share));
    VN_AT("share");
    if (d->err)
        return vn_dec_failed(x, at);
    a.attribs_count = vcl_dec_u64(d);
    if (!d->err && (a.attribs_count == 0 || a.attribs_count > 2 * (uint64_t)(VCL_GL_MAX_ATTRIBS) + 1 || !(a.attribs_count & 1)))
        return vcl_be_violation(x, "parameter attribs: attribute list of %llu values", (unsigned long long)a.attribs_count);
    a.attribs = (const EGLint*)vcl_dec_arr(d, a.attribs_count, sizeof(EGLint));
    if (!d->err && (!a.attribs || a.attribs[a.attribs_count - 1] != EGL_NONE))
        return vcl_be_violation(x, "parameter attribs: attribute list without EGL_NONE");
    VN_AT("attribs");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglCreateContext(x, &a);
}

static int vn_be_eglMakeCurrent(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglMakeCurrent a;
    const char *at = NULL;

    vcl_dec_val(d, &a.draw, sizeof(a.draw));
    VN_AT("draw");
    vcl_dec_val(d, &a.read, sizeof(a.read));
    VN_AT("read");
    vcl_dec_val(d, &a.context, sizeof(a.context));
    VN_AT("context");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglMakeCurrent(x, &a);
}

static int vn_be_eglDestroySurface(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglDestroySurface a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglDestroySurface(x, &a);
}

static int vn_be_eglDestroyContext(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglDestroyContext a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglDestroyContext(x, &a);
}

static int vn_be_eglQuerySurface(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglQuerySurface a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    vcl_dec_val(d, &a.attribute, sizeof(a.attribute));
    VN_AT("attribute");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglQuerySurface(x, &a);
}

static int vn_be_eglQueryContext(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglQueryContext a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    vcl_dec_val(d, &a.attribute, sizeof(a.attribute));
    VN_AT("attribute");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglQueryContext(x, &a);
}

static int vn_be_eglSwapBuffers(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglSwapBuffers a;
    const char *at = NULL;

    vcl_dec_val(d, &a.surface, sizeof(a.surface));
    VN_AT("surface");
    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    {
        uint64_t len = vcl_dec_u64(d);

        a.frame.p = vcl_dec_bulk(d, &a.frame.len, &a.frame.off);
        if (a.frame.p && a.frame.len != len && !d->err)
            return vcl_be_violation(x, "parameter frame: %llu bytes of data, its length says %llu", (unsigned long long)a.frame.len, (unsigned long long)len);
        a.frame.len = len;
    }
    if (a.frame.p)
        vcl_be_bulk(x, a.frame.len, a.frame.off);
    VN_AT("frame");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_eglSwapBuffers(x, &a);
}

static int vn_be_eglCreateSync(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglCreateSync a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_eglCreateSync(x, &a);
}

static int vn_be_eglDestroySync(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglDestroySync a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglDestroySync(x, &a);
}

static int vn_be_eglClientWaitSync(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglClientWaitSync a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    vcl_dec_val(d, &a.flags, sizeof(a.flags));
    VN_AT("flags");
    vcl_dec_val(d, &a.timeout, sizeof(a.timeout));
    VN_AT("timeout");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglClientWaitSync(x, &a);
}

static int vn_be_eglWaitSync(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglWaitSync a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_eglWaitSync(x, &a);
}

static int vn_be_eglGetSyncAttrib(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglGetSyncAttrib a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    vcl_dec_val(d, &a.attribute, sizeof(a.attribute));
    VN_AT("attribute");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglGetSyncAttrib(x, &a);
}

static int vn_be_eglCreateImage(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglCreateImage a;
    const char *at = NULL;

    vcl_dec_val(d, &a.ctx, sizeof(a.ctx));
    VN_AT("ctx");
    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    vcl_dec_val(d, &a.target, sizeof(a.target));
    VN_AT("target");
    vcl_dec_val(d, &a.buffer, sizeof(a.buffer));
    VN_AT("buffer");
    if (d->err)
        return vn_dec_failed(x, at);
    a.attribs_count = vcl_dec_u64(d);
    if (!d->err && (a.attribs_count == 0 || a.attribs_count > 2 * (uint64_t)(VCL_GL_MAX_ATTRIBS) + 1 || !(a.attribs_count & 1)))
        return vcl_be_violation(x, "parameter attribs: attribute list of %llu values", (unsigned long long)a.attribs_count);
    a.attribs = (const EGLint*)vcl_dec_arr(d, a.attribs_count, sizeof(EGLint));
    if (!d->err && (!a.attribs || a.attribs[a.attribs_count - 1] != EGL_NONE))
        return vcl_be_violation(x, "parameter attribs: attribute list without EGL_NONE");
    VN_AT("attribs");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglCreateImage(x, &a);
}

static int vn_be_eglDestroyImage(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_eglDestroyImage a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_eglDestroyImage(x, &a);
}

static int vn_be_vclDrawClient(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_vclDrawClient a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.mode, sizeof(a.mode));
    VN_AT("mode");
    vcl_dec_val(d, &a.count, sizeof(a.count));
    VN_AT("count");
    vcl_dec_val(d, &a.itype, sizeof(a.itype));
    VN_AT("itype");
    vcl_dec_val(d, &a.inst, sizeof(a.inst));
    VN_AT("inst");
    vcl_dec_val(d, &a.base, sizeof(a.base));
    VN_AT("base");
    vcl_dec_val(d, &a.nverts, sizeof(a.nverts));
    VN_AT("nverts");
    a.indices = vcl_dec_buf(d, &a.indices_len);
    VN_AT("indices");
    vcl_dec_val(d, &a.narrays, sizeof(a.narrays));
    VN_AT("narrays");
    a.arrays = (const struct vcl_gl_client_array*)vcl_dec_arr(d, a.narrays, sizeof(struct vcl_gl_client_array));
    VN_AT("arrays");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if ((uint64_t)a.narrays > (uint64_t)(VCL_GL_CLIENT_ARRAYS))
        return vcl_be_violation(x, "parameter data: %llu items, at most %llu", (unsigned long long)a.narrays, (unsigned long long)(VCL_GL_CLIENT_ARRAYS));
    a.data = NULL;
    a.data_len = NULL;
    if (a.narrays) {
        const void **ps = vcl_be_scratch(x, (uint64_t)a.narrays, sizeof(*ps));
        uint64_t *ls = vcl_be_scratch(x, (uint64_t)a.narrays, sizeof(*ls));

        if (!ps || !ls)
            return -EPROTO;
        for (uint64_t i = 0; i < (uint64_t)a.narrays && !d->err; i++)
            if (!(ps[i] = vcl_dec_buf(d, &ls[i])) && !d->err)
                return vcl_be_violation(x, "parameter data: item %llu absent", (unsigned long long)i);
        a.data = ps;
        a.data_len = ls;
    }
    VN_AT("data");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    if ((uint64_t)a.narrays > (uint64_t)(VCL_GL_CLIENT_ARRAYS))
        return vcl_be_violation(x, "parameter narrays: %llu, at most VCL_GL_CLIENT_ARRAYS", (unsigned long long)a.narrays);
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_vclDrawClient(x, &a);
}

static int vn_be_vclGetBufferData(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_vclGetBufferData a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.target, sizeof(a.target));
    VN_AT("target");
    vcl_dec_val(d, &a.offset, sizeof(a.offset));
    VN_AT("offset");
    vcl_dec_val(d, &a.length, sizeof(a.length));
    VN_AT("length");
    vcl_dec_val(d, &a.access, sizeof(a.access));
    VN_AT("access");
    {
        uint64_t len = vcl_dec_u64(d);

        a.dest.p = vcl_dec_bulk(d, &a.dest.len, &a.dest.off);
        if (a.dest.p && a.dest.len != len && !d->err)
            return vcl_be_violation(x, "parameter dest: %llu bytes of data, its length says %llu", (unsigned long long)a.dest.len, (unsigned long long)len);
        a.dest.len = len;
    }
    if (a.dest.p)
        vcl_be_bulk(x, a.dest.len, a.dest.off);
    VN_AT("dest");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_vclGetBufferData(x, &a);
}

static int vn_be_vclGetConfigAttribs(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_vclGetConfigAttribs a;
    const char *at = NULL;

    vcl_dec_val(d, &a.config, sizeof(a.config));
    VN_AT("config");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_vclGetConfigAttribs(x, &a);
}

static int vn_be_glGetError(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_glGetError a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_glGetError(x, &a);
}

static int vn_be_glGetString(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_glGetString a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.name, sizeof(a.name));
    VN_AT("name");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_glGetString(x, &a);
}

static int vn_be_glPixelStorei(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_glPixelStorei a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.pname, sizeof(a.pname));
    VN_AT("pname");
    vcl_dec_val(d, &a.param, sizeof(a.param));
    VN_AT("param");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_glPixelStorei(x, &a);
}

static int vn_be_glShaderSource(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_glShaderSource a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.shader, sizeof(a.shader));
    VN_AT("shader");
    vcl_dec_val(d, &a.count, sizeof(a.count));
    VN_AT("count");
    a.source = vcl_dec_buf(d, &a.source_len);
    VN_AT("source");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_glShaderSource(x, &a);
}

static int vn_be_glDebugMessageCallback(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_glDebugMessageCallback a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.callback, sizeof(a.callback));
    VN_AT("callback");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_glDebugMessageCallback(x, &a);
}

static int vn_be_glObjectPtrLabel(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_glObjectPtrLabel a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.sync, sizeof(a.sync));
    VN_AT("sync");
    vcl_dec_val(d, &a.length, sizeof(a.length));
    VN_AT("length");
    a.label = vcl_dec_buf(d, &a.label_len);
    VN_AT("label");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_glObjectPtrLabel(x, &a);
}

static int vn_be_glGetObjectPtrLabel(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_glGetObjectPtrLabel a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.sync, sizeof(a.sync));
    VN_AT("sync");
    vcl_dec_val(d, &a.bufSize, sizeof(a.bufSize));
    VN_AT("bufSize");
    a.length_want = vcl_dec_want(d);
    VN_AT("length");
    a.label_want = vcl_dec_want(d);
    VN_AT("label");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_glGetObjectPtrLabel(x, &a);
}

static int vn_be_vclDebugMessages(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_vclDebugMessages a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_vclDebugMessages(x, &a);
}

static int vn_be_vclPersistentWrite(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_vclPersistentWrite a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.buffer, sizeof(a.buffer));
    VN_AT("buffer");
    vcl_dec_val(d, &a.offset, sizeof(a.offset));
    VN_AT("offset");
    vcl_dec_val(d, &a.unmap, sizeof(a.unmap));
    VN_AT("unmap");
    a.data = vcl_dec_buf(d, &a.data_len);
    VN_AT("data");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_vclPersistentWrite(x, &a);
}

static int vn_be_vclPersistentRead(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_vclPersistentRead a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.buffer, sizeof(a.buffer));
    VN_AT("buffer");
    {
        uint64_t len = vcl_dec_u64(d);

        a.dest.p = vcl_dec_bulk(d, &a.dest.len, &a.dest.off);
        if (a.dest.p && a.dest.len != len && !d->err)
            return vcl_be_violation(x, "parameter dest: %llu bytes of data, its length says %llu", (unsigned long long)a.dest.len, (unsigned long long)len);
        a.dest.len = len;
    }
    if (a.dest.p)
        vcl_be_bulk(x, a.dest.len, a.dest.off);
    VN_AT("dest");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_vclPersistentRead(x, &a);
}

static int vn_be_glEGLImageTargetTexture2DOES(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_glEGLImageTargetTexture2DOES a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.target, sizeof(a.target));
    VN_AT("target");
    vcl_dec_val(d, &a.image, sizeof(a.image));
    VN_AT("image");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_glEGLImageTargetTexture2DOES(x, &a);
}

static int vn_be_glEGLImageTargetRenderbufferStorageOES(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_glEGLImageTargetRenderbufferStorageOES a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.target, sizeof(a.target));
    VN_AT("target");
    vcl_dec_val(d, &a.image, sizeof(a.image));
    VN_AT("image");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_glEGLImageTargetRenderbufferStorageOES(x, &a);
}

static int vn_be_glEGLImageTargetTexStorageEXT(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_glEGLImageTargetTexStorageEXT a;
    const char *at = NULL;

    a.ctx = vcl_dec_u64(d);
    VN_AT("ctx");
    vcl_dec_val(d, &a.target, sizeof(a.target));
    VN_AT("target");
    vcl_dec_val(d, &a.image, sizeof(a.image));
    VN_AT("image");
    vcl_dec_val(d, &a.attrib0, sizeof(a.attrib0));
    VN_AT("attrib0");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    vcl_gl_ctx(a.ctx); /* the message's context: its GL runs there (vcl_gl_enter) */
    return vcl_be_h_glEGLImageTargetTexStorageEXT(x, &a);
}

int (*const vn_be_handlers[VN_OP_TABLE_MAX + 1])(struct vcl_be_ctx *x) = {
    [VN_OP_clGetPlatformInfo] = vn_be_clGetPlatformInfo,
    [VN_OP_clGetDeviceInfo] = vn_be_clGetDeviceInfo,
    [VN_OP_clCreateContext] = vn_be_clCreateContext,
    [VN_OP_clCreateContextFromType] = vn_be_clCreateContextFromType,
    [VN_OP_clRetainContext] = vn_be_clRetainContext,
    [VN_OP_clReleaseContext] = vn_be_clReleaseContext,
    [VN_OP_clGetContextInfo] = vn_be_clGetContextInfo,
    [VN_OP_clCreateCommandQueue] = vn_be_clCreateCommandQueue,
    [VN_OP_clRetainCommandQueue] = vn_be_clRetainCommandQueue,
    [VN_OP_clReleaseCommandQueue] = vn_be_clReleaseCommandQueue,
    [VN_OP_clGetCommandQueueInfo] = vn_be_clGetCommandQueueInfo,
    [VN_OP_clCreateBuffer] = vn_be_clCreateBuffer,
    [VN_OP_clCreateImage2D] = vn_be_clCreateImage2D,
    [VN_OP_clCreateImage3D] = vn_be_clCreateImage3D,
    [VN_OP_clRetainMemObject] = vn_be_clRetainMemObject,
    [VN_OP_clReleaseMemObject] = vn_be_clReleaseMemObject,
    [VN_OP_clGetSupportedImageFormats] = vn_be_clGetSupportedImageFormats,
    [VN_OP_clGetMemObjectInfo] = vn_be_clGetMemObjectInfo,
    [VN_OP_clGetImageInfo] = vn_be_clGetImageInfo,
    [VN_OP_clCreateSampler] = vn_be_clCreateSampler,
    [VN_OP_clRetainSampler] = vn_be_clRetainSampler,
    [VN_OP_clReleaseSampler] = vn_be_clReleaseSampler,
    [VN_OP_clGetSamplerInfo] = vn_be_clGetSamplerInfo,
    [VN_OP_clCreateProgramWithSource] = vn_be_clCreateProgramWithSource,
    [VN_OP_clCreateProgramWithBinary] = vn_be_clCreateProgramWithBinary,
    [VN_OP_clRetainProgram] = vn_be_clRetainProgram,
    [VN_OP_clReleaseProgram] = vn_be_clReleaseProgram,
    [VN_OP_clBuildProgram] = vn_be_clBuildProgram,
    [VN_OP_clGetProgramInfo] = vn_be_clGetProgramInfo,
    [VN_OP_clGetProgramBuildInfo] = vn_be_clGetProgramBuildInfo,
    [VN_OP_clCreateKernel] = vn_be_clCreateKernel,
    [VN_OP_clCreateKernelsInProgram] = vn_be_clCreateKernelsInProgram,
    [VN_OP_clRetainKernel] = vn_be_clRetainKernel,
    [VN_OP_clReleaseKernel] = vn_be_clReleaseKernel,
    [VN_OP_clSetKernelArg] = vn_be_clSetKernelArg,
    [VN_OP_clGetKernelInfo] = vn_be_clGetKernelInfo,
    [VN_OP_clGetKernelWorkGroupInfo] = vn_be_clGetKernelWorkGroupInfo,
    [VN_OP_clWaitForEvents] = vn_be_clWaitForEvents,
    [VN_OP_clGetEventInfo] = vn_be_clGetEventInfo,
    [VN_OP_clRetainEvent] = vn_be_clRetainEvent,
    [VN_OP_clReleaseEvent] = vn_be_clReleaseEvent,
    [VN_OP_clGetEventProfilingInfo] = vn_be_clGetEventProfilingInfo,
    [VN_OP_clFlush] = vn_be_clFlush,
    [VN_OP_clFinish] = vn_be_clFinish,
    [VN_OP_clEnqueueReadBuffer] = vn_be_clEnqueueReadBuffer,
    [VN_OP_clEnqueueWriteBuffer] = vn_be_clEnqueueWriteBuffer,
    [VN_OP_clEnqueueCopyBuffer] = vn_be_clEnqueueCopyBuffer,
    [VN_OP_clEnqueueReadImage] = vn_be_clEnqueueReadImage,
    [VN_OP_clEnqueueWriteImage] = vn_be_clEnqueueWriteImage,
    [VN_OP_clEnqueueCopyImage] = vn_be_clEnqueueCopyImage,
    [VN_OP_clEnqueueCopyImageToBuffer] = vn_be_clEnqueueCopyImageToBuffer,
    [VN_OP_clEnqueueCopyBufferToImage] = vn_be_clEnqueueCopyBufferToImage,
    [VN_OP_clEnqueueNDRangeKernel] = vn_be_clEnqueueNDRangeKernel,
    [VN_OP_clEnqueueTask] = vn_be_clEnqueueTask,
    [VN_OP_clEnqueueMarker] = vn_be_clEnqueueMarker,
    [VN_OP_clEnqueueWaitForEvents] = vn_be_clEnqueueWaitForEvents,
    [VN_OP_clEnqueueBarrier] = vn_be_clEnqueueBarrier,
    [VN_OP_clCreateFromGLBuffer] = vn_be_clCreateFromGLBuffer,
    [VN_OP_clCreateFromGLTexture2D] = vn_be_clCreateFromGLTexture2D,
    [VN_OP_clCreateFromGLRenderbuffer] = vn_be_clCreateFromGLRenderbuffer,
    [VN_OP_clGetGLObjectInfo] = vn_be_clGetGLObjectInfo,
    [VN_OP_clGetGLTextureInfo] = vn_be_clGetGLTextureInfo,
    [VN_OP_clEnqueueAcquireGLObjects] = vn_be_clEnqueueAcquireGLObjects,
    [VN_OP_clEnqueueReleaseGLObjects] = vn_be_clEnqueueReleaseGLObjects,
    [VN_OP_clGetGLContextInfoKHR] = vn_be_clGetGLContextInfoKHR,
    [VN_OP_clSetEventCallback] = vn_be_clSetEventCallback,
    [VN_OP_clCreateSubBuffer] = vn_be_clCreateSubBuffer,
    [VN_OP_clSetMemObjectDestructorCallback] = vn_be_clSetMemObjectDestructorCallback,
    [VN_OP_clCreateUserEvent] = vn_be_clCreateUserEvent,
    [VN_OP_clSetUserEventStatus] = vn_be_clSetUserEventStatus,
    [VN_OP_clEnqueueReadBufferRect] = vn_be_clEnqueueReadBufferRect,
    [VN_OP_clEnqueueWriteBufferRect] = vn_be_clEnqueueWriteBufferRect,
    [VN_OP_clEnqueueCopyBufferRect] = vn_be_clEnqueueCopyBufferRect,
    [VN_OP_clCreateSubDevices] = vn_be_clCreateSubDevices,
    [VN_OP_clRetainDevice] = vn_be_clRetainDevice,
    [VN_OP_clReleaseDevice] = vn_be_clReleaseDevice,
    [VN_OP_clCreateImage] = vn_be_clCreateImage,
    [VN_OP_clCreateProgramWithBuiltInKernels] = vn_be_clCreateProgramWithBuiltInKernels,
    [VN_OP_clCompileProgram] = vn_be_clCompileProgram,
    [VN_OP_clLinkProgram] = vn_be_clLinkProgram,
    [VN_OP_clUnloadPlatformCompiler] = vn_be_clUnloadPlatformCompiler,
    [VN_OP_clGetKernelArgInfo] = vn_be_clGetKernelArgInfo,
    [VN_OP_clEnqueueFillBuffer] = vn_be_clEnqueueFillBuffer,
    [VN_OP_clEnqueueFillImage] = vn_be_clEnqueueFillImage,
    [VN_OP_clEnqueueMigrateMemObjects] = vn_be_clEnqueueMigrateMemObjects,
    [VN_OP_clEnqueueMarkerWithWaitList] = vn_be_clEnqueueMarkerWithWaitList,
    [VN_OP_clEnqueueBarrierWithWaitList] = vn_be_clEnqueueBarrierWithWaitList,
    [VN_OP_clCreateFromGLTexture] = vn_be_clCreateFromGLTexture,
    [VN_OP_clCreateCommandQueueWithProperties] = vn_be_clCreateCommandQueueWithProperties,
    [VN_OP_clCreatePipe] = vn_be_clCreatePipe,
    [VN_OP_clGetPipeInfo] = vn_be_clGetPipeInfo,
    [VN_OP_clSVMAlloc] = vn_be_clSVMAlloc,
    [VN_OP_clSVMFree] = vn_be_clSVMFree,
    [VN_OP_clCreateSamplerWithProperties] = vn_be_clCreateSamplerWithProperties,
    [VN_OP_clSetKernelArgSVMPointer] = vn_be_clSetKernelArgSVMPointer,
    [VN_OP_clSetKernelExecInfo] = vn_be_clSetKernelExecInfo,
    [VN_OP_clGetKernelSubGroupInfoKHR] = vn_be_clGetKernelSubGroupInfoKHR,
    [VN_OP_clCloneKernel] = vn_be_clCloneKernel,
    [VN_OP_clCreateProgramWithIL] = vn_be_clCreateProgramWithIL,
    [VN_OP_clGetDeviceAndHostTimer] = vn_be_clGetDeviceAndHostTimer,
    [VN_OP_clGetHostTimer] = vn_be_clGetHostTimer,
    [VN_OP_clGetKernelSubGroupInfo] = vn_be_clGetKernelSubGroupInfo,
    [VN_OP_clSetDefaultDeviceCommandQueue] = vn_be_clSetDefaultDeviceCommandQueue,
    [VN_OP_clSetProgramReleaseCallback] = vn_be_clSetProgramReleaseCallback,
    [VN_OP_clSetProgramSpecializationConstant] = vn_be_clSetProgramSpecializationConstant,
    [VN_OP_clCreateBufferWithProperties] = vn_be_clCreateBufferWithProperties,
    [VN_OP_clCreateImageWithProperties] = vn_be_clCreateImageWithProperties,
    [VN_OP_clSetContextDestructorCallback] = vn_be_clSetContextDestructorCallback,
    [VN_OP_clCreateCommandBufferKHR] = vn_be_clCreateCommandBufferKHR,
    [VN_OP_clFinalizeCommandBufferKHR] = vn_be_clFinalizeCommandBufferKHR,
    [VN_OP_clRetainCommandBufferKHR] = vn_be_clRetainCommandBufferKHR,
    [VN_OP_clReleaseCommandBufferKHR] = vn_be_clReleaseCommandBufferKHR,
    [VN_OP_clEnqueueCommandBufferKHR] = vn_be_clEnqueueCommandBufferKHR,
    [VN_OP_clCommandBarrierWithWaitListKHR] = vn_be_clCommandBarrierWithWaitListKHR,
    [VN_OP_clCommandCopyBufferKHR] = vn_be_clCommandCopyBufferKHR,
    [VN_OP_clCommandCopyBufferRectKHR] = vn_be_clCommandCopyBufferRectKHR,
    [VN_OP_clCommandCopyBufferToImageKHR] = vn_be_clCommandCopyBufferToImageKHR,
    [VN_OP_clCommandCopyImageKHR] = vn_be_clCommandCopyImageKHR,
    [VN_OP_clCommandCopyImageToBufferKHR] = vn_be_clCommandCopyImageToBufferKHR,
    [VN_OP_clCommandFillBufferKHR] = vn_be_clCommandFillBufferKHR,
    [VN_OP_clCommandFillImageKHR] = vn_be_clCommandFillImageKHR,
    [VN_OP_clCommandNDRangeKernelKHR] = vn_be_clCommandNDRangeKernelKHR,
    [VN_OP_clGetCommandBufferInfoKHR] = vn_be_clGetCommandBufferInfoKHR,
    [VN_OP_eglInitialize] = vn_be_eglInitialize,
    [VN_OP_eglQueryString] = vn_be_eglQueryString,
    [VN_OP_eglGetConfigs] = vn_be_eglGetConfigs,
    [VN_OP_eglChooseConfig] = vn_be_eglChooseConfig,
    [VN_OP_eglGetConfigAttrib] = vn_be_eglGetConfigAttrib,
    [VN_OP_eglCreatePbufferSurface] = vn_be_eglCreatePbufferSurface,
    [VN_OP_eglCreateContext] = vn_be_eglCreateContext,
    [VN_OP_eglMakeCurrent] = vn_be_eglMakeCurrent,
    [VN_OP_eglDestroySurface] = vn_be_eglDestroySurface,
    [VN_OP_eglDestroyContext] = vn_be_eglDestroyContext,
    [VN_OP_eglQuerySurface] = vn_be_eglQuerySurface,
    [VN_OP_eglQueryContext] = vn_be_eglQueryContext,
    [VN_OP_eglSwapBuffers] = vn_be_eglSwapBuffers,
    [VN_OP_vclDrawClient] = vn_be_vclDrawClient,
    [VN_OP_vclGetBufferData] = vn_be_vclGetBufferData,
    [VN_OP_vclDebugMessages] = vn_be_vclDebugMessages,
    [VN_OP_eglCreateSync] = vn_be_eglCreateSync,
    [VN_OP_eglDestroySync] = vn_be_eglDestroySync,
    [VN_OP_eglClientWaitSync] = vn_be_eglClientWaitSync,
    [VN_OP_eglWaitSync] = vn_be_eglWaitSync,
    [VN_OP_eglGetSyncAttrib] = vn_be_eglGetSyncAttrib,
    [VN_OP_vclPersistentWrite] = vn_be_vclPersistentWrite,
    [VN_OP_vclPersistentRead] = vn_be_vclPersistentRead,
    [VN_OP_eglCreateImage] = vn_be_eglCreateImage,
    [VN_OP_eglDestroyImage] = vn_be_eglDestroyImage,
    [VN_OP_vclGetConfigAttribs] = vn_be_vclGetConfigAttribs,
    [VN_OP_glActiveTexture] = vn_be_glActiveTexture,
    [VN_OP_glAttachShader] = vn_be_glAttachShader,
    [VN_OP_glBindAttribLocation] = vn_be_glBindAttribLocation,
    [VN_OP_glBindBuffer] = vn_be_glBindBuffer,
    [VN_OP_glBindFramebuffer] = vn_be_glBindFramebuffer,
    [VN_OP_glBindRenderbuffer] = vn_be_glBindRenderbuffer,
    [VN_OP_glBindTexture] = vn_be_glBindTexture,
    [VN_OP_glBlendColor] = vn_be_glBlendColor,
    [VN_OP_glBlendEquation] = vn_be_glBlendEquation,
    [VN_OP_glBlendEquationSeparate] = vn_be_glBlendEquationSeparate,
    [VN_OP_glBlendFunc] = vn_be_glBlendFunc,
    [VN_OP_glBlendFuncSeparate] = vn_be_glBlendFuncSeparate,
    [VN_OP_glBufferData] = vn_be_glBufferData,
    [VN_OP_glBufferSubData] = vn_be_glBufferSubData,
    [VN_OP_glCheckFramebufferStatus] = vn_be_glCheckFramebufferStatus,
    [VN_OP_glClear] = vn_be_glClear,
    [VN_OP_glClearColor] = vn_be_glClearColor,
    [VN_OP_glClearDepthf] = vn_be_glClearDepthf,
    [VN_OP_glClearStencil] = vn_be_glClearStencil,
    [VN_OP_glColorMask] = vn_be_glColorMask,
    [VN_OP_glCompileShader] = vn_be_glCompileShader,
    [VN_OP_glCompressedTexImage2D] = vn_be_glCompressedTexImage2D,
    [VN_OP_glCompressedTexSubImage2D] = vn_be_glCompressedTexSubImage2D,
    [VN_OP_glCopyTexImage2D] = vn_be_glCopyTexImage2D,
    [VN_OP_glCopyTexSubImage2D] = vn_be_glCopyTexSubImage2D,
    [VN_OP_glCreateProgram] = vn_be_glCreateProgram,
    [VN_OP_glCreateShader] = vn_be_glCreateShader,
    [VN_OP_glCullFace] = vn_be_glCullFace,
    [VN_OP_glDeleteBuffers] = vn_be_glDeleteBuffers,
    [VN_OP_glDeleteFramebuffers] = vn_be_glDeleteFramebuffers,
    [VN_OP_glDeleteProgram] = vn_be_glDeleteProgram,
    [VN_OP_glDeleteRenderbuffers] = vn_be_glDeleteRenderbuffers,
    [VN_OP_glDeleteShader] = vn_be_glDeleteShader,
    [VN_OP_glDeleteTextures] = vn_be_glDeleteTextures,
    [VN_OP_glDepthFunc] = vn_be_glDepthFunc,
    [VN_OP_glDepthMask] = vn_be_glDepthMask,
    [VN_OP_glDepthRangef] = vn_be_glDepthRangef,
    [VN_OP_glDetachShader] = vn_be_glDetachShader,
    [VN_OP_glDisable] = vn_be_glDisable,
    [VN_OP_glDisableVertexAttribArray] = vn_be_glDisableVertexAttribArray,
    [VN_OP_glDrawArrays] = vn_be_glDrawArrays,
    [VN_OP_glDrawElements] = vn_be_glDrawElements,
    [VN_OP_glEnable] = vn_be_glEnable,
    [VN_OP_glEnableVertexAttribArray] = vn_be_glEnableVertexAttribArray,
    [VN_OP_glFinish] = vn_be_glFinish,
    [VN_OP_glFlush] = vn_be_glFlush,
    [VN_OP_glFramebufferRenderbuffer] = vn_be_glFramebufferRenderbuffer,
    [VN_OP_glFramebufferTexture2D] = vn_be_glFramebufferTexture2D,
    [VN_OP_glFrontFace] = vn_be_glFrontFace,
    [VN_OP_glGenBuffers] = vn_be_glGenBuffers,
    [VN_OP_glGenerateMipmap] = vn_be_glGenerateMipmap,
    [VN_OP_glGenFramebuffers] = vn_be_glGenFramebuffers,
    [VN_OP_glGenRenderbuffers] = vn_be_glGenRenderbuffers,
    [VN_OP_glGenTextures] = vn_be_glGenTextures,
    [VN_OP_glGetActiveAttrib] = vn_be_glGetActiveAttrib,
    [VN_OP_glGetActiveUniform] = vn_be_glGetActiveUniform,
    [VN_OP_glGetAttachedShaders] = vn_be_glGetAttachedShaders,
    [VN_OP_glGetAttribLocation] = vn_be_glGetAttribLocation,
    [VN_OP_glGetBooleanv] = vn_be_glGetBooleanv,
    [VN_OP_glGetBufferParameteriv] = vn_be_glGetBufferParameteriv,
    [VN_OP_glGetError] = vn_be_glGetError,
    [VN_OP_glGetFloatv] = vn_be_glGetFloatv,
    [VN_OP_glGetFramebufferAttachmentParameteriv] = vn_be_glGetFramebufferAttachmentParameteriv,
    [VN_OP_glGetIntegerv] = vn_be_glGetIntegerv,
    [VN_OP_glGetProgramiv] = vn_be_glGetProgramiv,
    [VN_OP_glGetProgramInfoLog] = vn_be_glGetProgramInfoLog,
    [VN_OP_glGetRenderbufferParameteriv] = vn_be_glGetRenderbufferParameteriv,
    [VN_OP_glGetShaderiv] = vn_be_glGetShaderiv,
    [VN_OP_glGetShaderInfoLog] = vn_be_glGetShaderInfoLog,
    [VN_OP_glGetShaderPrecisionFormat] = vn_be_glGetShaderPrecisionFormat,
    [VN_OP_glGetShaderSource] = vn_be_glGetShaderSource,
    [VN_OP_glGetString] = vn_be_glGetString,
    [VN_OP_glGetTexParameterfv] = vn_be_glGetTexParameterfv,
    [VN_OP_glGetTexParameteriv] = vn_be_glGetTexParameteriv,
    [VN_OP_glGetUniformfv] = vn_be_glGetUniformfv,
    [VN_OP_glGetUniformiv] = vn_be_glGetUniformiv,
    [VN_OP_glGetUniformLocation] = vn_be_glGetUniformLocation,
    [VN_OP_glGetVertexAttribfv] = vn_be_glGetVertexAttribfv,
    [VN_OP_glGetVertexAttribiv] = vn_be_glGetVertexAttribiv,
    [VN_OP_glGetVertexAttribPointerv] = vn_be_glGetVertexAttribPointerv,
    [VN_OP_glHint] = vn_be_glHint,
    [VN_OP_glIsBuffer] = vn_be_glIsBuffer,
    [VN_OP_glIsEnabled] = vn_be_glIsEnabled,
    [VN_OP_glIsFramebuffer] = vn_be_glIsFramebuffer,
    [VN_OP_glIsProgram] = vn_be_glIsProgram,
    [VN_OP_glIsRenderbuffer] = vn_be_glIsRenderbuffer,
    [VN_OP_glIsShader] = vn_be_glIsShader,
    [VN_OP_glIsTexture] = vn_be_glIsTexture,
    [VN_OP_glLineWidth] = vn_be_glLineWidth,
    [VN_OP_glLinkProgram] = vn_be_glLinkProgram,
    [VN_OP_glPixelStorei] = vn_be_glPixelStorei,
    [VN_OP_glPolygonOffset] = vn_be_glPolygonOffset,
    [VN_OP_glReadPixels] = vn_be_glReadPixels,
    [VN_OP_glReleaseShaderCompiler] = vn_be_glReleaseShaderCompiler,
    [VN_OP_glRenderbufferStorage] = vn_be_glRenderbufferStorage,
    [VN_OP_glSampleCoverage] = vn_be_glSampleCoverage,
    [VN_OP_glScissor] = vn_be_glScissor,
    [VN_OP_glShaderBinary] = vn_be_glShaderBinary,
    [VN_OP_glShaderSource] = vn_be_glShaderSource,
    [VN_OP_glStencilFunc] = vn_be_glStencilFunc,
    [VN_OP_glStencilFuncSeparate] = vn_be_glStencilFuncSeparate,
    [VN_OP_glStencilMask] = vn_be_glStencilMask,
    [VN_OP_glStencilMaskSeparate] = vn_be_glStencilMaskSeparate,
    [VN_OP_glStencilOp] = vn_be_glStencilOp,
    [VN_OP_glStencilOpSeparate] = vn_be_glStencilOpSeparate,
    [VN_OP_glTexImage2D] = vn_be_glTexImage2D,
    [VN_OP_glTexParameterf] = vn_be_glTexParameterf,
    [VN_OP_glTexParameterfv] = vn_be_glTexParameterfv,
    [VN_OP_glTexParameteri] = vn_be_glTexParameteri,
    [VN_OP_glTexParameteriv] = vn_be_glTexParameteriv,
    [VN_OP_glTexSubImage2D] = vn_be_glTexSubImage2D,
    [VN_OP_glUniform1f] = vn_be_glUniform1f,
    [VN_OP_glUniform1fv] = vn_be_glUniform1fv,
    [VN_OP_glUniform1i] = vn_be_glUniform1i,
    [VN_OP_glUniform1iv] = vn_be_glUniform1iv,
    [VN_OP_glUniform2f] = vn_be_glUniform2f,
    [VN_OP_glUniform2fv] = vn_be_glUniform2fv,
    [VN_OP_glUniform2i] = vn_be_glUniform2i,
    [VN_OP_glUniform2iv] = vn_be_glUniform2iv,
    [VN_OP_glUniform3f] = vn_be_glUniform3f,
    [VN_OP_glUniform3fv] = vn_be_glUniform3fv,
    [VN_OP_glUniform3i] = vn_be_glUniform3i,
    [VN_OP_glUniform3iv] = vn_be_glUniform3iv,
    [VN_OP_glUniform4f] = vn_be_glUniform4f,
    [VN_OP_glUniform4fv] = vn_be_glUniform4fv,
    [VN_OP_glUniform4i] = vn_be_glUniform4i,
    [VN_OP_glUniform4iv] = vn_be_glUniform4iv,
    [VN_OP_glUniformMatrix2fv] = vn_be_glUniformMatrix2fv,
    [VN_OP_glUniformMatrix3fv] = vn_be_glUniformMatrix3fv,
    [VN_OP_glUniformMatrix4fv] = vn_be_glUniformMatrix4fv,
    [VN_OP_glUseProgram] = vn_be_glUseProgram,
    [VN_OP_glValidateProgram] = vn_be_glValidateProgram,
    [VN_OP_glVertexAttrib1f] = vn_be_glVertexAttrib1f,
    [VN_OP_glVertexAttrib1fv] = vn_be_glVertexAttrib1fv,
    [VN_OP_glVertexAttrib2f] = vn_be_glVertexAttrib2f,
    [VN_OP_glVertexAttrib2fv] = vn_be_glVertexAttrib2fv,
    [VN_OP_glVertexAttrib3f] = vn_be_glVertexAttrib3f,
    [VN_OP_glVertexAttrib3fv] = vn_be_glVertexAttrib3fv,
    [VN_OP_glVertexAttrib4f] = vn_be_glVertexAttrib4f,
    [VN_OP_glVertexAttrib4fv] = vn_be_glVertexAttrib4fv,
    [VN_OP_glVertexAttribPointer] = vn_be_glVertexAttribPointer,
    [VN_OP_glViewport] = vn_be_glViewport,
    [VN_OP_glReadBuffer] = vn_be_glReadBuffer,
    [VN_OP_glDrawRangeElements] = vn_be_glDrawRangeElements,
    [VN_OP_glTexImage3D] = vn_be_glTexImage3D,
    [VN_OP_glTexSubImage3D] = vn_be_glTexSubImage3D,
    [VN_OP_glCopyTexSubImage3D] = vn_be_glCopyTexSubImage3D,
    [VN_OP_glCompressedTexImage3D] = vn_be_glCompressedTexImage3D,
    [VN_OP_glCompressedTexSubImage3D] = vn_be_glCompressedTexSubImage3D,
    [VN_OP_glGenQueries] = vn_be_glGenQueries,
    [VN_OP_glDeleteQueries] = vn_be_glDeleteQueries,
    [VN_OP_glIsQuery] = vn_be_glIsQuery,
    [VN_OP_glBeginQuery] = vn_be_glBeginQuery,
    [VN_OP_glEndQuery] = vn_be_glEndQuery,
    [VN_OP_glGetQueryiv] = vn_be_glGetQueryiv,
    [VN_OP_glGetQueryObjectuiv] = vn_be_glGetQueryObjectuiv,
    [VN_OP_glDrawBuffers] = vn_be_glDrawBuffers,
    [VN_OP_glUniformMatrix2x3fv] = vn_be_glUniformMatrix2x3fv,
    [VN_OP_glUniformMatrix3x2fv] = vn_be_glUniformMatrix3x2fv,
    [VN_OP_glUniformMatrix2x4fv] = vn_be_glUniformMatrix2x4fv,
    [VN_OP_glUniformMatrix4x2fv] = vn_be_glUniformMatrix4x2fv,
    [VN_OP_glUniformMatrix3x4fv] = vn_be_glUniformMatrix3x4fv,
    [VN_OP_glUniformMatrix4x3fv] = vn_be_glUniformMatrix4x3fv,
    [VN_OP_glBlitFramebuffer] = vn_be_glBlitFramebuffer,
    [VN_OP_glRenderbufferStorageMultisample] = vn_be_glRenderbufferStorageMultisample,
    [VN_OP_glFramebufferTextureLayer] = vn_be_glFramebufferTextureLayer,
    [VN_OP_glBindVertexArray] = vn_be_glBindVertexArray,
    [VN_OP_glDeleteVertexArrays] = vn_be_glDeleteVertexArrays,
    [VN_OP_glGenVertexArrays] = vn_be_glGenVertexArrays,
    [VN_OP_glIsVertexArray] = vn_be_glIsVertexArray,
    [VN_OP_glGetIntegeri_v] = vn_be_glGetIntegeri_v,
    [VN_OP_glBeginTransformFeedback] = vn_be_glBeginTransformFeedback,
    [VN_OP_glEndTransformFeedback] = vn_be_glEndTransformFeedback,
    [VN_OP_glBindBufferRange] = vn_be_glBindBufferRange,
    [VN_OP_glBindBufferBase] = vn_be_glBindBufferBase,
    [VN_OP_glTransformFeedbackVaryings] = vn_be_glTransformFeedbackVaryings,
    [VN_OP_glGetTransformFeedbackVarying] = vn_be_glGetTransformFeedbackVarying,
    [VN_OP_glVertexAttribIPointer] = vn_be_glVertexAttribIPointer,
    [VN_OP_glGetVertexAttribIiv] = vn_be_glGetVertexAttribIiv,
    [VN_OP_glGetVertexAttribIuiv] = vn_be_glGetVertexAttribIuiv,
    [VN_OP_glVertexAttribI4i] = vn_be_glVertexAttribI4i,
    [VN_OP_glVertexAttribI4ui] = vn_be_glVertexAttribI4ui,
    [VN_OP_glVertexAttribI4iv] = vn_be_glVertexAttribI4iv,
    [VN_OP_glVertexAttribI4uiv] = vn_be_glVertexAttribI4uiv,
    [VN_OP_glGetUniformuiv] = vn_be_glGetUniformuiv,
    [VN_OP_glGetFragDataLocation] = vn_be_glGetFragDataLocation,
    [VN_OP_glUniform1ui] = vn_be_glUniform1ui,
    [VN_OP_glUniform2ui] = vn_be_glUniform2ui,
    [VN_OP_glUniform3ui] = vn_be_glUniform3ui,
    [VN_OP_glUniform4ui] = vn_be_glUniform4ui,
    [VN_OP_glUniform1uiv] = vn_be_glUniform1uiv,
    [VN_OP_glUniform2uiv] = vn_be_glUniform2uiv,
    [VN_OP_glUniform3uiv] = vn_be_glUniform3uiv,
    [VN_OP_glUniform4uiv] = vn_be_glUniform4uiv,
    [VN_OP_glClearBufferiv] = vn_be_glClearBufferiv,
    [VN_OP_glClearBufferuiv] = vn_be_glClearBufferuiv,
    [VN_OP_glClearBufferfv] = vn_be_glClearBufferfv,
    [VN_OP_glClearBufferfi] = vn_be_glClearBufferfi,
    [VN_OP_glCopyBufferSubData] = vn_be_glCopyBufferSubData,
    [VN_OP_glGetUniformIndices] = vn_be_glGetUniformIndices,
    [VN_OP_glGetActiveUniformsiv] = vn_be_glGetActiveUniformsiv,
    [VN_OP_glGetUniformBlockIndex] = vn_be_glGetUniformBlockIndex,
    [VN_OP_glGetActiveUniformBlockiv] = vn_be_glGetActiveUniformBlockiv,
    [VN_OP_glGetActiveUniformBlockName] = vn_be_glGetActiveUniformBlockName,
    [VN_OP_glUniformBlockBinding] = vn_be_glUniformBlockBinding,
    [VN_OP_glDrawArraysInstanced] = vn_be_glDrawArraysInstanced,
    [VN_OP_glDrawElementsInstanced] = vn_be_glDrawElementsInstanced,
    [VN_OP_glFenceSync] = vn_be_glFenceSync,
    [VN_OP_glIsSync] = vn_be_glIsSync,
    [VN_OP_glDeleteSync] = vn_be_glDeleteSync,
    [VN_OP_glClientWaitSync] = vn_be_glClientWaitSync,
    [VN_OP_glWaitSync] = vn_be_glWaitSync,
    [VN_OP_glGetInteger64v] = vn_be_glGetInteger64v,
    [VN_OP_glGetSynciv] = vn_be_glGetSynciv,
    [VN_OP_glGetInteger64i_v] = vn_be_glGetInteger64i_v,
    [VN_OP_glGetBufferParameteri64v] = vn_be_glGetBufferParameteri64v,
    [VN_OP_glGenSamplers] = vn_be_glGenSamplers,
    [VN_OP_glDeleteSamplers] = vn_be_glDeleteSamplers,
    [VN_OP_glIsSampler] = vn_be_glIsSampler,
    [VN_OP_glBindSampler] = vn_be_glBindSampler,
    [VN_OP_glSamplerParameteri] = vn_be_glSamplerParameteri,
    [VN_OP_glSamplerParameteriv] = vn_be_glSamplerParameteriv,
    [VN_OP_glSamplerParameterf] = vn_be_glSamplerParameterf,
    [VN_OP_glSamplerParameterfv] = vn_be_glSamplerParameterfv,
    [VN_OP_glGetSamplerParameteriv] = vn_be_glGetSamplerParameteriv,
    [VN_OP_glGetSamplerParameterfv] = vn_be_glGetSamplerParameterfv,
    [VN_OP_glVertexAttribDivisor] = vn_be_glVertexAttribDivisor,
    [VN_OP_glBindTransformFeedback] = vn_be_glBindTransformFeedback,
    [VN_OP_glDeleteTransformFeedbacks] = vn_be_glDeleteTransformFeedbacks,
    [VN_OP_glGenTransformFeedbacks] = vn_be_glGenTransformFeedbacks,
    [VN_OP_glIsTransformFeedback] = vn_be_glIsTransformFeedback,
    [VN_OP_glPauseTransformFeedback] = vn_be_glPauseTransformFeedback,
    [VN_OP_glResumeTransformFeedback] = vn_be_glResumeTransformFeedback,
    [VN_OP_glGetProgramBinary] = vn_be_glGetProgramBinary,
    [VN_OP_glProgramBinary] = vn_be_glProgramBinary,
    [VN_OP_glProgramParameteri] = vn_be_glProgramParameteri,
    [VN_OP_glInvalidateFramebuffer] = vn_be_glInvalidateFramebuffer,
    [VN_OP_glInvalidateSubFramebuffer] = vn_be_glInvalidateSubFramebuffer,
    [VN_OP_glTexStorage2D] = vn_be_glTexStorage2D,
    [VN_OP_glTexStorage3D] = vn_be_glTexStorage3D,
    [VN_OP_glGetInternalformativ] = vn_be_glGetInternalformativ,
    [VN_OP_glBindFragDataLocationIndexedEXT] = vn_be_glBindFragDataLocationIndexedEXT,
    [VN_OP_glBindFragDataLocationEXT] = vn_be_glBindFragDataLocationEXT,
    [VN_OP_glGetProgramResourceLocationIndexEXT] = vn_be_glGetProgramResourceLocationIndexEXT,
    [VN_OP_glGetFragDataIndexEXT] = vn_be_glGetFragDataIndexEXT,
    [VN_OP_glDrawBuffersEXT] = vn_be_glDrawBuffersEXT,
    [VN_OP_glDiscardFramebufferEXT] = vn_be_glDiscardFramebufferEXT,
    [VN_OP_glPolygonOffsetClampEXT] = vn_be_glPolygonOffsetClampEXT,
    [VN_OP_glTextureViewOES] = vn_be_glTextureViewOES,
    [VN_OP_glViewportArrayvOES] = vn_be_glViewportArrayvOES,
    [VN_OP_glViewportIndexedfOES] = vn_be_glViewportIndexedfOES,
    [VN_OP_glViewportIndexedfvOES] = vn_be_glViewportIndexedfvOES,
    [VN_OP_glScissorArrayvOES] = vn_be_glScissorArrayvOES,
    [VN_OP_glScissorIndexedOES] = vn_be_glScissorIndexedOES,
    [VN_OP_glScissorIndexedvOES] = vn_be_glScissorIndexedvOES,
    [VN_OP_glDepthRangeArrayfvOES] = vn_be_glDepthRangeArrayfvOES,
    [VN_OP_glDepthRangeIndexedfOES] = vn_be_glDepthRangeIndexedfOES,
    [VN_OP_glGetFloati_vOES] = vn_be_glGetFloati_vOES,
    [VN_OP_glEnableiOES] = vn_be_glEnableiOES,
    [VN_OP_glDisableiOES] = vn_be_glDisableiOES,
    [VN_OP_glIsEnablediOES] = vn_be_glIsEnablediOES,
    [VN_OP_glDrawArraysInstancedBaseInstanceEXT] = vn_be_glDrawArraysInstancedBaseInstanceEXT,
    [VN_OP_glDrawElementsInstancedBaseInstanceEXT] = vn_be_glDrawElementsInstancedBaseInstanceEXT,
    [VN_OP_glDrawElementsInstancedBaseVertexBaseInstanceEXT] = vn_be_glDrawElementsInstancedBaseVertexBaseInstanceEXT,
    [VN_OP_glDrawArraysInstancedEXT] = vn_be_glDrawArraysInstancedEXT,
    [VN_OP_glDrawElementsInstancedEXT] = vn_be_glDrawElementsInstancedEXT,
    [VN_OP_glFramebufferFetchBarrierEXT] = vn_be_glFramebufferFetchBarrierEXT,
    [VN_OP_glMaxShaderCompilerThreadsKHR] = vn_be_glMaxShaderCompilerThreadsKHR,
    [VN_OP_glActiveShaderProgramEXT] = vn_be_glActiveShaderProgramEXT,
    [VN_OP_glBindProgramPipelineEXT] = vn_be_glBindProgramPipelineEXT,
    [VN_OP_glCreateShaderProgramvEXT] = vn_be_glCreateShaderProgramvEXT,
    [VN_OP_glDeleteProgramPipelinesEXT] = vn_be_glDeleteProgramPipelinesEXT,
    [VN_OP_glGenProgramPipelinesEXT] = vn_be_glGenProgramPipelinesEXT,
    [VN_OP_glGetProgramPipelineInfoLogEXT] = vn_be_glGetProgramPipelineInfoLogEXT,
    [VN_OP_glGetProgramPipelineivEXT] = vn_be_glGetProgramPipelineivEXT,
    [VN_OP_glIsProgramPipelineEXT] = vn_be_glIsProgramPipelineEXT,
    [VN_OP_glProgramParameteriEXT] = vn_be_glProgramParameteriEXT,
    [VN_OP_glProgramUniform1fEXT] = vn_be_glProgramUniform1fEXT,
    [VN_OP_glProgramUniform1fvEXT] = vn_be_glProgramUniform1fvEXT,
    [VN_OP_glProgramUniform1iEXT] = vn_be_glProgramUniform1iEXT,
    [VN_OP_glProgramUniform1ivEXT] = vn_be_glProgramUniform1ivEXT,
    [VN_OP_glProgramUniform1uiEXT] = vn_be_glProgramUniform1uiEXT,
    [VN_OP_glProgramUniform1uivEXT] = vn_be_glProgramUniform1uivEXT,
    [VN_OP_glProgramUniform2fEXT] = vn_be_glProgramUniform2fEXT,
    [VN_OP_glProgramUniform2fvEXT] = vn_be_glProgramUniform2fvEXT,
    [VN_OP_glProgramUniform2iEXT] = vn_be_glProgramUniform2iEXT,
    [VN_OP_glProgramUniform2ivEXT] = vn_be_glProgramUniform2ivEXT,
    [VN_OP_glProgramUniform2uiEXT] = vn_be_glProgramUniform2uiEXT,
    [VN_OP_glProgramUniform2uivEXT] = vn_be_glProgramUniform2uivEXT,
    [VN_OP_glProgramUniform3fEXT] = vn_be_glProgramUniform3fEXT,
    [VN_OP_glProgramUniform3fvEXT] = vn_be_glProgramUniform3fvEXT,
    [VN_OP_glProgramUniform3iEXT] = vn_be_glProgramUniform3iEXT,
    [VN_OP_glProgramUniform3ivEXT] = vn_be_glProgramUniform3ivEXT,
    [VN_OP_glProgramUniform3uiEXT] = vn_be_glProgramUniform3uiEXT,
    [VN_OP_glProgramUniform3uivEXT] = vn_be_glProgramUniform3uivEXT,
    [VN_OP_glProgramUniform4fEXT] = vn_be_glProgramUniform4fEXT,
    [VN_OP_glProgramUniform4fvEXT] = vn_be_glProgramUniform4fvEXT,
    [VN_OP_glProgramUniform4iEXT] = vn_be_glProgramUniform4iEXT,
    [VN_OP_glProgramUniform4ivEXT] = vn_be_glProgramUniform4ivEXT,
    [VN_OP_glProgramUniform4uiEXT] = vn_be_glProgramUniform4uiEXT,
    [VN_OP_glProgramUniform4uivEXT] = vn_be_glProgramUniform4uivEXT,
    [VN_OP_glProgramUniformMatrix2fvEXT] = vn_be_glProgramUniformMatrix2fvEXT,
    [VN_OP_glProgramUniformMatrix3fvEXT] = vn_be_glProgramUniformMatrix3fvEXT,
    [VN_OP_glProgramUniformMatrix4fvEXT] = vn_be_glProgramUniformMatrix4fvEXT,
    [VN_OP_glProgramUniformMatrix2x3fvEXT] = vn_be_glProgramUniformMatrix2x3fvEXT,
    [VN_OP_glProgramUniformMatrix3x2fvEXT] = vn_be_glProgramUniformMatrix3x2fvEXT,
    [VN_OP_glProgramUniformMatrix2x4fvEXT] = vn_be_glProgramUniformMatrix2x4fvEXT,
    [VN_OP_glProgramUniformMatrix4x2fvEXT] = vn_be_glProgramUniformMatrix4x2fvEXT,
    [VN_OP_glProgramUniformMatrix3x4fvEXT] = vn_be_glProgramUniformMatrix3x4fvEXT,
    [VN_OP_glProgramUniformMatrix4x3fvEXT] = vn_be_glProgramUniformMatrix4x3fvEXT,
    [VN_OP_glUseProgramStagesEXT] = vn_be_glUseProgramStagesEXT,
    [VN_OP_glValidateProgramPipelineEXT] = vn_be_glValidateProgramPipelineEXT,
    [VN_OP_glDispatchCompute] = vn_be_glDispatchCompute,
    [VN_OP_glDispatchComputeIndirect] = vn_be_glDispatchComputeIndirect,
    [VN_OP_glDrawArraysIndirect] = vn_be_glDrawArraysIndirect,
    [VN_OP_glDrawElementsIndirect] = vn_be_glDrawElementsIndirect,
    [VN_OP_glFramebufferParameteri] = vn_be_glFramebufferParameteri,
    [VN_OP_glGetFramebufferParameteriv] = vn_be_glGetFramebufferParameteriv,
    [VN_OP_glGetProgramInterfaceiv] = vn_be_glGetProgramInterfaceiv,
    [VN_OP_glGetProgramResourceIndex] = vn_be_glGetProgramResourceIndex,
    [VN_OP_glGetProgramResourceName] = vn_be_glGetProgramResourceName,
    [VN_OP_glGetProgramResourceiv] = vn_be_glGetProgramResourceiv,
    [VN_OP_glGetProgramResourceLocation] = vn_be_glGetProgramResourceLocation,
    [VN_OP_glUseProgramStages] = vn_be_glUseProgramStages,
    [VN_OP_glActiveShaderProgram] = vn_be_glActiveShaderProgram,
    [VN_OP_glCreateShaderProgramv] = vn_be_glCreateShaderProgramv,
    [VN_OP_glBindProgramPipeline] = vn_be_glBindProgramPipeline,
    [VN_OP_glDeleteProgramPipelines] = vn_be_glDeleteProgramPipelines,
    [VN_OP_glGenProgramPipelines] = vn_be_glGenProgramPipelines,
    [VN_OP_glIsProgramPipeline] = vn_be_glIsProgramPipeline,
    [VN_OP_glGetProgramPipelineiv] = vn_be_glGetProgramPipelineiv,
    [VN_OP_glProgramUniform1i] = vn_be_glProgramUniform1i,
    [VN_OP_glProgramUniform2i] = vn_be_glProgramUniform2i,
    [VN_OP_glProgramUniform3i] = vn_be_glProgramUniform3i,
    [VN_OP_glProgramUniform4i] = vn_be_glProgramUniform4i,
    [VN_OP_glProgramUniform1ui] = vn_be_glProgramUniform1ui,
    [VN_OP_glProgramUniform2ui] = vn_be_glProgramUniform2ui,
    [VN_OP_glProgramUniform3ui] = vn_be_glProgramUniform3ui,
    [VN_OP_glProgramUniform4ui] = vn_be_glProgramUniform4ui,
    [VN_OP_glProgramUniform1f] = vn_be_glProgramUniform1f,
    [VN_OP_glProgramUniform2f] = vn_be_glProgramUniform2f,
    [VN_OP_glProgramUniform3f] = vn_be_glProgramUniform3f,
    [VN_OP_glProgramUniform4f] = vn_be_glProgramUniform4f,
    [VN_OP_glProgramUniform1iv] = vn_be_glProgramUniform1iv,
    [VN_OP_glProgramUniform2iv] = vn_be_glProgramUniform2iv,
    [VN_OP_glProgramUniform3iv] = vn_be_glProgramUniform3iv,
    [VN_OP_glProgramUniform4iv] = vn_be_glProgramUniform4iv,
    [VN_OP_glProgramUniform1uiv] = vn_be_glProgramUniform1uiv,
    [VN_OP_glProgramUniform2uiv] = vn_be_glProgramUniform2uiv,
    [VN_OP_glProgramUniform3uiv] = vn_be_glProgramUniform3uiv,
    [VN_OP_glProgramUniform4uiv] = vn_be_glProgramUniform4uiv,
    [VN_OP_glProgramUniform1fv] = vn_be_glProgramUniform1fv,
    [VN_OP_glProgramUniform2fv] = vn_be_glProgramUniform2fv,
    [VN_OP_glProgramUniform3fv] = vn_be_glProgramUniform3fv,
    [VN_OP_glProgramUniform4fv] = vn_be_glProgramUniform4fv,
    [VN_OP_glProgramUniformMatrix2fv] = vn_be_glProgramUniformMatrix2fv,
    [VN_OP_glProgramUniformMatrix3fv] = vn_be_glProgramUniformMatrix3fv,
    [VN_OP_glProgramUniformMatrix4fv] = vn_be_glProgramUniformMatrix4fv,
    [VN_OP_glProgramUniformMatrix2x3fv] = vn_be_glProgramUniformMatrix2x3fv,
    [VN_OP_glProgramUniformMatrix3x2fv] = vn_be_glProgramUniformMatrix3x2fv,
    [VN_OP_glProgramUniformMatrix2x4fv] = vn_be_glProgramUniformMatrix2x4fv,
    [VN_OP_glProgramUniformMatrix4x2fv] = vn_be_glProgramUniformMatrix4x2fv,
    [VN_OP_glProgramUniformMatrix3x4fv] = vn_be_glProgramUniformMatrix3x4fv,
    [VN_OP_glProgramUniformMatrix4x3fv] = vn_be_glProgramUniformMatrix4x3fv,
    [VN_OP_glValidateProgramPipeline] = vn_be_glValidateProgramPipeline,
    [VN_OP_glGetProgramPipelineInfoLog] = vn_be_glGetProgramPipelineInfoLog,
    [VN_OP_glBindImageTexture] = vn_be_glBindImageTexture,
    [VN_OP_glGetBooleani_v] = vn_be_glGetBooleani_v,
    [VN_OP_glMemoryBarrier] = vn_be_glMemoryBarrier,
    [VN_OP_glMemoryBarrierByRegion] = vn_be_glMemoryBarrierByRegion,
    [VN_OP_glTexStorage2DMultisample] = vn_be_glTexStorage2DMultisample,
    [VN_OP_glGetMultisamplefv] = vn_be_glGetMultisamplefv,
    [VN_OP_glSampleMaski] = vn_be_glSampleMaski,
    [VN_OP_glGetTexLevelParameteriv] = vn_be_glGetTexLevelParameteriv,
    [VN_OP_glGetTexLevelParameterfv] = vn_be_glGetTexLevelParameterfv,
    [VN_OP_glBindVertexBuffer] = vn_be_glBindVertexBuffer,
    [VN_OP_glVertexAttribFormat] = vn_be_glVertexAttribFormat,
    [VN_OP_glVertexAttribIFormat] = vn_be_glVertexAttribIFormat,
    [VN_OP_glVertexAttribBinding] = vn_be_glVertexAttribBinding,
    [VN_OP_glVertexBindingDivisor] = vn_be_glVertexBindingDivisor,
    [VN_OP_glBlendBarrier] = vn_be_glBlendBarrier,
    [VN_OP_glCopyImageSubData] = vn_be_glCopyImageSubData,
    [VN_OP_glDebugMessageControl] = vn_be_glDebugMessageControl,
    [VN_OP_glDebugMessageInsert] = vn_be_glDebugMessageInsert,
    [VN_OP_glDebugMessageCallback] = vn_be_glDebugMessageCallback,
    [VN_OP_glGetDebugMessageLog] = vn_be_glGetDebugMessageLog,
    [VN_OP_glPushDebugGroup] = vn_be_glPushDebugGroup,
    [VN_OP_glPopDebugGroup] = vn_be_glPopDebugGroup,
    [VN_OP_glObjectLabel] = vn_be_glObjectLabel,
    [VN_OP_glGetObjectLabel] = vn_be_glGetObjectLabel,
    [VN_OP_glObjectPtrLabel] = vn_be_glObjectPtrLabel,
    [VN_OP_glGetObjectPtrLabel] = vn_be_glGetObjectPtrLabel,
    [VN_OP_glEnablei] = vn_be_glEnablei,
    [VN_OP_glDisablei] = vn_be_glDisablei,
    [VN_OP_glBlendEquationi] = vn_be_glBlendEquationi,
    [VN_OP_glBlendEquationSeparatei] = vn_be_glBlendEquationSeparatei,
    [VN_OP_glBlendFunci] = vn_be_glBlendFunci,
    [VN_OP_glBlendFuncSeparatei] = vn_be_glBlendFuncSeparatei,
    [VN_OP_glColorMaski] = vn_be_glColorMaski,
    [VN_OP_glIsEnabledi] = vn_be_glIsEnabledi,
    [VN_OP_glDrawElementsBaseVertex] = vn_be_glDrawElementsBaseVertex,
    [VN_OP_glDrawRangeElementsBaseVertex] = vn_be_glDrawRangeElementsBaseVertex,
    [VN_OP_glDrawElementsInstancedBaseVertex] = vn_be_glDrawElementsInstancedBaseVertex,
    [VN_OP_glFramebufferTexture] = vn_be_glFramebufferTexture,
    [VN_OP_glPrimitiveBoundingBox] = vn_be_glPrimitiveBoundingBox,
    [VN_OP_glGetGraphicsResetStatus] = vn_be_glGetGraphicsResetStatus,
    [VN_OP_glReadnPixels] = vn_be_glReadnPixels,
    [VN_OP_glGetnUniformfv] = vn_be_glGetnUniformfv,
    [VN_OP_glGetnUniformiv] = vn_be_glGetnUniformiv,
    [VN_OP_glGetnUniformuiv] = vn_be_glGetnUniformuiv,
    [VN_OP_glMinSampleShading] = vn_be_glMinSampleShading,
    [VN_OP_glPatchParameteri] = vn_be_glPatchParameteri,
    [VN_OP_glTexParameterIiv] = vn_be_glTexParameterIiv,
    [VN_OP_glTexParameterIuiv] = vn_be_glTexParameterIuiv,
    [VN_OP_glGetTexParameterIiv] = vn_be_glGetTexParameterIiv,
    [VN_OP_glGetTexParameterIuiv] = vn_be_glGetTexParameterIuiv,
    [VN_OP_glSamplerParameterIiv] = vn_be_glSamplerParameterIiv,
    [VN_OP_glSamplerParameterIuiv] = vn_be_glSamplerParameterIuiv,
    [VN_OP_glGetSamplerParameterIiv] = vn_be_glGetSamplerParameterIiv,
    [VN_OP_glGetSamplerParameterIuiv] = vn_be_glGetSamplerParameterIuiv,
    [VN_OP_glTexBuffer] = vn_be_glTexBuffer,
    [VN_OP_glTexBufferRange] = vn_be_glTexBufferRange,
    [VN_OP_glTexStorage3DMultisample] = vn_be_glTexStorage3DMultisample,
    [VN_OP_glBufferStorageEXT] = vn_be_glBufferStorageEXT,
    [VN_OP_glEGLImageTargetTexture2DOES] = vn_be_glEGLImageTargetTexture2DOES,
    [VN_OP_glEGLImageTargetRenderbufferStorageOES] = vn_be_glEGLImageTargetRenderbufferStorageOES,
    [VN_OP_glEGLImageTargetTexStorageEXT] = vn_be_glEGLImageTargetTexStorageEXT,
};

/* virtcl's own messages (msg): the table's opcode is vcl_wire.h's. */
_Static_assert(VCL_OP_HELLO == 1000, "api/opencl.api: msg HELLO is VCL_OP_HELLO");
_Static_assert(VCL_OP_WELCOME == 1001, "api/opencl.api: msg WELCOME is VCL_OP_WELCOME");
_Static_assert(VCL_OP_FORGET == 1003, "api/opencl.api: msg FORGET is VCL_OP_FORGET");
_Static_assert(VCL_OP_CALLBACK == 1004, "api/opencl.api: msg CALLBACK is VCL_OP_CALLBACK");
_Static_assert(VCL_OP_READ_DONE == 1005, "api/opencl.api: msg READ_DONE is VCL_OP_READ_DONE");
_Static_assert(VCL_OP_ASYNC_ERROR == 1006, "api/opencl.api: msg ASYNC_ERROR is VCL_OP_ASYNC_ERROR");
_Static_assert(VCL_OP_GET_BINARIES == 1007, "api/opencl.api: msg GET_BINARIES is VCL_OP_GET_BINARIES");
_Static_assert(VCL_OP_ATTACH_SHM == 1008, "api/opencl.api: msg ATTACH_SHM is VCL_OP_ATTACH_SHM");
_Static_assert(VCL_OP_BULK_DONE == 1009, "api/opencl.api: msg BULK_DONE is VCL_OP_BULK_DONE");
_Static_assert(VCL_OP_STAGE == 1010, "api/opencl.api: msg STAGE is VCL_OP_STAGE");
_Static_assert(VCL_OP_PEER_OFFER == 1011, "api/opencl.api: msg PEER_OFFER is VCL_OP_PEER_OFFER");
_Static_assert(VCL_OP_PEER_PULL == 1012, "api/opencl.api: msg PEER_PULL is VCL_OP_PEER_PULL");
_Static_assert(VCL_OP_XFER_BEGIN == 1013, "api/opencl.api: msg XFER_BEGIN is VCL_OP_XFER_BEGIN");
_Static_assert(VCL_OP_XFER_END == 1014, "api/opencl.api: msg XFER_END is VCL_OP_XFER_END");
_Static_assert(VCL_OP_PRINTF == 1020, "api/opencl.api: msg PRINTF is VCL_OP_PRINTF");
_Static_assert(VCL_OP_STDERR == 1021, "api/opencl.api: msg STDERR is VCL_OP_STDERR");
_Static_assert(VCL_OP_REPLY_PART == 1022, "api/opencl.api: msg REPLY_PART is VCL_OP_REPLY_PART");

static int vn_be_msg_forget(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_forget a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_msg_forget(x, &a);
}

static int vn_be_msg_get_binaries(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_get_binaries a;
    const char *at = NULL;

    a.program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    VN_AT("program");
    if (d->err)
        return vn_dec_failed(x, at);
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "%zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_msg_get_binaries(x, &a);
}

static int vn_be_msg_attach_shm(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_attach_shm a;
    const char *at = NULL;

    vcl_dec_val(d, &a.size, sizeof(a.size));
    VN_AT("size");
    vcl_dec_val(d, &a.ring, sizeof(a.ring));
    VN_AT("ring");
    vcl_dec_val(d, &a.events, sizeof(a.events));
    VN_AT("events");
    if (d->err)
        return vcl_be_violation(x, "malformed region attachment: parameter %s: %s", at ? at : "?",
                                d->why ? d->why : "malformed");
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "malformed region attachment: %zu bytes left over", vcl_dec_left(d));
    if ((uint64_t)a.events > (uint64_t)(VCL_EVTAB_MAX))
        return vcl_be_violation(x, "malformed region attachment: parameter events: %llu, at most VCL_EVTAB_MAX", (unsigned long long)a.events);
    return vcl_be_h_msg_attach_shm(x, &a);
}

static int vn_be_msg_stage(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_stage a;
    const char *at = NULL;

    vcl_dec_val(d, &a.id, sizeof(a.id));
    VN_AT("id");
    vcl_dec_val(d, &a.len, sizeof(a.len));
    VN_AT("len");
    vcl_dec_val(d, &a.off, sizeof(a.off));
    VN_AT("off");
    a.piece = vcl_dec_buf(d, &a.piece_len);
    VN_AT("piece");
    if (d->err)
        return vcl_be_violation(x, "malformed stage piece: parameter %s: %s", at ? at : "?",
                                d->why ? d->why : "malformed");
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "malformed stage piece: %zu bytes left over", vcl_dec_left(d));
    if (!a.id)
        return vcl_be_violation(x, "malformed stage piece: parameter id: 0");
    if (!a.len)
        return vcl_be_violation(x, "malformed stage piece: parameter len: 0");
    if ((uint64_t)a.len > (uint64_t)(VCL_MAX_STAGED_BYTES))
        return vcl_be_violation(x, "malformed stage piece: parameter len: %llu, at most VCL_MAX_STAGED_BYTES", (unsigned long long)a.len);
    if (!a.piece || !a.piece_len)
        return vcl_be_violation(x, "malformed stage piece: parameter piece: absent or empty");
    return vcl_be_h_msg_stage(x, &a);
}

static int vn_be_msg_peer_offer(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_peer_offer a;
    const char *at = NULL;

    a.queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("queue");
    a.mem = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("mem");
    a.after = (cl_event)vcl_be_dec_obj(x, VN_T_EVENT, true);
    VN_AT("after");
    vcl_dec_val(d, &a.offset, sizeof(a.offset));
    VN_AT("offset");
    vcl_dec_val(d, &a.size, sizeof(a.size));
    VN_AT("size");
    if (d->err)
        return vcl_be_violation(x, "malformed peer offer: parameter %s: %s", at ? at : "?",
                                d->why ? d->why : "malformed");
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "malformed peer offer: %zu bytes left over", vcl_dec_left(d));
    if (!a.size)
        return vcl_be_violation(x, "malformed peer offer: parameter size: 0");
    return vcl_be_h_msg_peer_offer(x, &a);
}

static int vn_be_msg_peer_pull(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_peer_pull a;
    const char *at = NULL;

    a.queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("queue");
    a.mem = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    VN_AT("mem");
    vcl_dec_val(d, &a.offset, sizeof(a.offset));
    VN_AT("offset");
    vcl_dec_val(d, &a.size, sizeof(a.size));
    VN_AT("size");
    vcl_dec_val(d, &a.session, sizeof(a.session));
    VN_AT("session");
    vcl_dec_val(d, &a.ticket0, sizeof(a.ticket0));
    VN_AT("ticket0");
    vcl_dec_val(d, &a.ticket1, sizeof(a.ticket1));
    VN_AT("ticket1");
    vcl_dec_val(d, &a.ticket2, sizeof(a.ticket2));
    VN_AT("ticket2");
    vcl_dec_val(d, &a.ticket3, sizeof(a.ticket3));
    VN_AT("ticket3");
    a.peer = vcl_dec_str(d);
    VN_AT("peer");
    if (d->err)
        return vcl_be_violation(x, "malformed peer pull: parameter %s: %s", at ? at : "?",
                                d->why ? d->why : "malformed");
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "malformed peer pull: %zu bytes left over", vcl_dec_left(d));
    if (!a.size)
        return vcl_be_violation(x, "malformed peer pull: parameter size: 0");
    if (!a.session)
        return vcl_be_violation(x, "malformed peer pull: parameter session: 0");
    return vcl_be_h_msg_peer_pull(x, &a);
}

static int vn_be_msg_xfer_begin(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_xfer_begin a;
    const char *at = NULL;

    a.queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    VN_AT("queue");
    a.marker_id = vcl_be_dec_newid(x, true);
    VN_AT("marker");
    if (d->err)
        return vcl_be_violation(x, "malformed transfer bracket: parameter %s: %s", at ? at : "?",
                                d->why ? d->why : "malformed");
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "malformed transfer bracket: %zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_msg_xfer_begin(x, &a);
}

static int vn_be_msg_xfer_end(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    struct vn_args_msg_xfer_end a;
    const char *at = NULL;

    a.marker = vcl_dec_u64(d);
    VN_AT("marker");
    a.after = (cl_event)vcl_be_dec_obj(x, VN_T_EVENT, true);
    VN_AT("after");
    if (d->err)
        return vcl_be_violation(x, "malformed transfer bracket end: parameter %s: %s", at ? at : "?",
                                d->why ? d->why : "malformed");
    if (x->broken)
        return -EPROTO;
    if (vcl_dec_left(d))
        return vcl_be_violation(x, "malformed transfer bracket end: %zu bytes left over", vcl_dec_left(d));
    return vcl_be_h_msg_xfer_end(x, &a);
}

void vn_enc_msg_async_error(struct vcl_enc *e, const struct vn_args_msg_async_error *a)
{
    vcl_enc_val(e, &a->op, sizeof(a->op));
    vcl_enc_val(e, &a->err, sizeof(a->err));
}

void vn_enc_msg_bulk_done(struct vcl_enc *e, const struct vn_args_msg_bulk_done *a)
{
    vcl_enc_val(e, &a->off, sizeof(a->off));
}

void vn_enc_msg_callback(struct vcl_enc *e, const struct vn_args_msg_callback *a)
{
    vcl_enc_val(e, &a->cb, sizeof(a->cb));
    vcl_enc_val(e, &a->status, sizeof(a->status));
    vcl_enc_str(e, a->errinfo);
    vcl_enc_buf_copy(e, a->private_info, a->private_info_len);
}

void vn_enc_msg_read_done(struct vcl_enc *e, const struct vn_args_msg_read_done *a)
{
    vcl_enc_val(e, &a->event, sizeof(a->event));
    vcl_enc_val(e, &a->status, sizeof(a->status));
}

void vn_enc_msg_reply_part(struct vcl_enc *e, const struct vn_args_msg_reply_part *a)
{
    vcl_enc_val(e, &a->off, sizeof(a->off));
    vcl_enc_val(e, &a->len, sizeof(a->len));
}

void vn_enc_msg_printf(struct vcl_enc *e, const struct vn_args_msg_printf *a)
{
    vcl_enc_buf_copy(e, a->text, a->text_len);
}

void vn_enc_msg_stderr(struct vcl_enc *e, const struct vn_args_msg_stderr *a)
{
    vcl_enc_buf_copy(e, a->text, a->text_len);
}

int (*vn_be_msg_handler(uint32_t op))(struct vcl_be_ctx *x)
{
    switch (op) {
    case VCL_OP_FORGET:
        return vn_be_msg_forget;
    case VCL_OP_GET_BINARIES:
        return vn_be_msg_get_binaries;
    case VCL_OP_ATTACH_SHM:
        return vn_be_msg_attach_shm;
    case VCL_OP_STAGE:
        return vn_be_msg_stage;
    case VCL_OP_PEER_OFFER:
        return vn_be_msg_peer_offer;
    case VCL_OP_PEER_PULL:
        return vn_be_msg_peer_pull;
    case VCL_OP_XFER_BEGIN:
        return vn_be_msg_xfer_begin;
    case VCL_OP_XFER_END:
        return vn_be_msg_xfer_end;
    default:
        return NULL;
    }
}

/* Replies of hand-written stubs' calls (reply lines): the i32 result, then the items. */
void vn_enc_reply_clCreateProgramWithBinary(struct vcl_enc *e, cl_int result, const struct vn_args_clCreateProgramWithBinary *a, const struct vn_reply_clCreateProgramWithBinary *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_arr(e, r->binary_status, a->num_devices, sizeof(cl_int));
}

void vn_enc_reply_clBuildProgram(struct vcl_enc *e, cl_int result, const struct vn_args_clBuildProgram *a, const struct vn_reply_clBuildProgram *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->owned, sizeof(r->owned));
    vcl_enc_val(e, &r->nmiss, sizeof(r->nmiss));
    for (uint64_t i = 0; i < (uint64_t)r->nmiss && i < VCL_BUILD_MAX_MISSING; i++)
        vcl_enc_str(e, r->missing[i]);
}

void vn_enc_reply_clCreateKernelsInProgram(struct vcl_enc *e, cl_int result, const struct vn_args_clCreateKernelsInProgram *a, const struct vn_reply_clCreateKernelsInProgram *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->got, sizeof(r->got));
}

void vn_enc_reply_clCreateSubDevices(struct vcl_enc *e, cl_int result, const struct vn_args_clCreateSubDevices *a, const struct vn_reply_clCreateSubDevices *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->got, sizeof(r->got));
}

void vn_enc_reply_clCompileProgram(struct vcl_enc *e, cl_int result, const struct vn_args_clCompileProgram *a, const struct vn_reply_clCompileProgram *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->owned, sizeof(r->owned));
    vcl_enc_val(e, &r->nmiss, sizeof(r->nmiss));
    for (uint64_t i = 0; i < (uint64_t)r->nmiss && i < VCL_BUILD_MAX_MISSING; i++)
        vcl_enc_str(e, r->missing[i]);
}

void vn_enc_reply_clLinkProgram(struct vcl_enc *e, cl_int result, const struct vn_args_clLinkProgram *a, const struct vn_reply_clLinkProgram *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->made, sizeof(r->made));
    vcl_enc_val(e, &r->owned, sizeof(r->owned));
}

void vn_enc_reply_clSVMAlloc(struct vcl_enc *e, cl_int result, const struct vn_args_clSVMAlloc *a, const struct vn_reply_clSVMAlloc *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    if (result == CL_SUCCESS)
        vcl_enc_val(e, &r->host, sizeof(r->host));
}

void vn_enc_reply_eglInitialize(struct vcl_enc *e, cl_int result, const struct vn_args_eglInitialize *a, const struct vn_reply_eglInitialize *r)
{
    (void)a;
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
    if (result == EGL_SUCCESS)
        vcl_enc_val(e, &r->major, sizeof(r->major));
    if (result == EGL_SUCCESS)
        vcl_enc_val(e, &r->minor, sizeof(r->minor));
}

void vn_enc_reply_eglQueryString(struct vcl_enc *e, cl_int result, const struct vn_args_eglQueryString *a, const struct vn_reply_eglQueryString *r)
{
    (void)a;
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
    if (result == EGL_SUCCESS)
        vcl_enc_buf(e, r->s, r->s ? (size_t)r->s_len : 0);
}

void vn_enc_reply_eglGetConfigs(struct vcl_enc *e, cl_int result, const struct vn_args_eglGetConfigs *a, const struct vn_reply_eglGetConfigs *r)
{
    (void)a;
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
    if (result == EGL_SUCCESS)
        vcl_enc_val(e, &r->n, sizeof(r->n));
    if (result == EGL_SUCCESS)
        vcl_enc_arr(e, r->ids, r->n, sizeof(uint64_t));
}

void vn_enc_reply_eglChooseConfig(struct vcl_enc *e, cl_int result, const struct vn_args_eglChooseConfig *a, const struct vn_reply_eglChooseConfig *r)
{
    (void)a;
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
    if (result == EGL_SUCCESS)
        vcl_enc_val(e, &r->n, sizeof(r->n));
    if (result == EGL_SUCCESS)
        vcl_enc_arr(e, r->ids, r->n, sizeof(uint64_t));
}

void vn_enc_reply_eglGetConfigAttrib(struct vcl_enc *e, cl_int result, const struct vn_args_eglGetConfigAttrib *a, const struct vn_reply_eglGetConfigAttrib *r)
{
    (void)a;
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
    if (result == EGL_SUCCESS)
        vcl_enc_val(e, &r->value, sizeof(r->value));
}

void vn_enc_reply_eglCreatePbufferSurface(struct vcl_enc *e, cl_int result, const struct vn_args_eglCreatePbufferSurface *a, const struct vn_reply_eglCreatePbufferSurface *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_eglCreateContext(struct vcl_enc *e, cl_int result, const struct vn_args_eglCreateContext *a, const struct vn_reply_eglCreateContext *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_eglMakeCurrent(struct vcl_enc *e, cl_int result, const struct vn_args_eglMakeCurrent *a, const struct vn_reply_eglMakeCurrent *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_eglDestroySurface(struct vcl_enc *e, cl_int result, const struct vn_args_eglDestroySurface *a, const struct vn_reply_eglDestroySurface *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_eglDestroyContext(struct vcl_enc *e, cl_int result, const struct vn_args_eglDestroyContext *a, const struct vn_reply_eglDestroyContext *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_eglQuerySurface(struct vcl_enc *e, cl_int result, const struct vn_args_eglQuerySurface *a, const struct vn_reply_eglQuerySurface *r)
{
    (void)a;
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
    if (result == EGL_SUCCESS)
        vcl_enc_val(e, &r->value, sizeof(r->value));
}

void vn_enc_reply_eglQueryContext(struct vcl_enc *e, cl_int result, const struct vn_args_eglQueryContext *a, const struct vn_reply_eglQueryContext *r)
{
    (void)a;
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
    if (result == EGL_SUCCESS)
        vcl_enc_val(e, &r->value, sizeof(r->value));
}

void vn_enc_reply_eglSwapBuffers(struct vcl_enc *e, cl_int result, const struct vn_args_eglSwapBuffers *a, const struct vn_reply_eglSwapBuffers *r)
{
    (void)a;
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
    if (result == EGL_SUCCESS)
        vcl_enc_buf(e, r->frame, r->frame ? (size_t)r->frame_len : 0);
}

void vn_enc_reply_eglCreateSync(struct vcl_enc *e, cl_int result, const struct vn_args_eglCreateSync *a, const struct vn_reply_eglCreateSync *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_eglDestroySync(struct vcl_enc *e, cl_int result, const struct vn_args_eglDestroySync *a, const struct vn_reply_eglDestroySync *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_eglClientWaitSync(struct vcl_enc *e, cl_int result, const struct vn_args_eglClientWaitSync *a, const struct vn_reply_eglClientWaitSync *r)
{
    (void)a;
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
    if (result == EGL_SUCCESS)
        vcl_enc_val(e, &r->status, sizeof(r->status));
}

void vn_enc_reply_eglWaitSync(struct vcl_enc *e, cl_int result, const struct vn_args_eglWaitSync *a, const struct vn_reply_eglWaitSync *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_eglGetSyncAttrib(struct vcl_enc *e, cl_int result, const struct vn_args_eglGetSyncAttrib *a, const struct vn_reply_eglGetSyncAttrib *r)
{
    (void)a;
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
    if (result == EGL_SUCCESS)
        vcl_enc_val(e, &r->value, sizeof(r->value));
}

void vn_enc_reply_eglCreateImage(struct vcl_enc *e, cl_int result, const struct vn_args_eglCreateImage *a, const struct vn_reply_eglCreateImage *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_eglDestroyImage(struct vcl_enc *e, cl_int result, const struct vn_args_eglDestroyImage *a, const struct vn_reply_eglDestroyImage *r)
{
    (void)a;
    (void)r; /* the EGL error only */
    vcl_enc_i32(e, 0);
    vcl_enc_i32(e, result);
}

void vn_enc_reply_vclGetBufferData(struct vcl_enc *e, cl_int result, const struct vn_args_vclGetBufferData *a, const struct vn_reply_vclGetBufferData *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->err, sizeof(r->err));
    vcl_enc_buf(e, r->dest, r->dest ? (size_t)r->dest_len : 0);
}

void vn_enc_reply_vclGetConfigAttribs(struct vcl_enc *e, cl_int result, const struct vn_args_vclGetConfigAttribs *a, const struct vn_reply_vclGetConfigAttribs *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->err, sizeof(r->err));
    vcl_enc_val(e, &r->have, sizeof(r->have));
    vcl_enc_val(e, &r->n, sizeof(r->n));
    vcl_enc_arr(e, r->values, r->n, sizeof(int32_t));
}

void vn_enc_reply_glGetError(struct vcl_enc *e, cl_int result, const struct vn_args_glGetError *a, const struct vn_reply_glGetError *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->err, sizeof(r->err));
}

void vn_enc_reply_glGetString(struct vcl_enc *e, cl_int result, const struct vn_args_glGetString *a, const struct vn_reply_glGetString *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_buf(e, r->s, r->s ? (size_t)r->s_len : 0);
}

void vn_enc_reply_glGetObjectPtrLabel(struct vcl_enc *e, cl_int result, const struct vn_args_glGetObjectPtrLabel *a, const struct vn_reply_glGetObjectPtrLabel *r)
{
    vcl_enc_i32(e, result);
    if (a->length_want)
        vcl_enc_val(e, &r->length, sizeof(r->length));
    vcl_enc_buf(e, r->label, r->label ? (size_t)r->label_len : 0);
}

void vn_enc_reply_vclDebugMessages(struct vcl_enc *e, cl_int result, const struct vn_args_vclDebugMessages *a, const struct vn_reply_vclDebugMessages *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->n, sizeof(r->n));
    vcl_enc_val(e, &r->more, sizeof(r->more));
    vcl_enc_arr(e, r->msgs, r->n, sizeof(struct vcl_gl_debug_msg));
    for (uint64_t i = 0; i < (uint64_t)r->n && i < VCL_GL_DEBUG_REPLY; i++)
        vcl_enc_buf_copy(e, r->texts[i], r->texts_len[i]);
}

void vn_enc_reply_vclPersistentRead(struct vcl_enc *e, cl_int result, const struct vn_args_vclPersistentRead *a, const struct vn_reply_vclPersistentRead *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    vcl_enc_val(e, &r->err, sizeof(r->err));
    vcl_enc_buf(e, r->dest, r->dest ? (size_t)r->dest_len : 0);
}

void vn_enc_reply_msg_get_binaries(struct vcl_enc *e, cl_int result, const struct vn_args_msg_get_binaries *a, const struct vn_reply_msg_get_binaries *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    if (result == CL_SUCCESS)
        vcl_enc_val(e, &r->count, sizeof(r->count));
    if (result == CL_SUCCESS) {
        for (uint64_t i = 0; i < (uint64_t)r->count && i < VCL_MAX_DEVICES; i++)
            vcl_enc_buf_copy(e, r->binaries[i], r->binaries_len[i]);
    }
}

void vn_enc_reply_msg_peer_offer(struct vcl_enc *e, cl_int result, const struct vn_args_msg_peer_offer *a, const struct vn_reply_msg_peer_offer *r)
{
    (void)a;
    vcl_enc_i32(e, result);
    if (result == CL_SUCCESS)
        vcl_enc_val(e, &r->session, sizeof(r->session));
    if (result == CL_SUCCESS)
        vcl_enc_val(e, &r->ticket0, sizeof(r->ticket0));
    if (result == CL_SUCCESS)
        vcl_enc_val(e, &r->ticket1, sizeof(r->ticket1));
    if (result == CL_SUCCESS)
        vcl_enc_val(e, &r->ticket2, sizeof(r->ticket2));
    if (result == CL_SUCCESS)
        vcl_enc_val(e, &r->ticket3, sizeof(r->ticket3));
}
