/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#include "vcl_be.h"
#include "vn_backend.h"

static int vn_be_clGetPlatformInfo(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_platform_id platform;
    cl_platform_info param_name;
    size_t param_value_size;
    void* param_value = NULL;
    bool param_value_want;
    bool param_value_size_ret_want;
    cl_int ret;

    platform = (cl_platform_id)vcl_be_dec_obj(x, VN_T_PLATFORM, true);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetPlatformInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetPlatformInfo(platform, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetPlatformInfo(platform, param_name, need, val, &need);
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
    cl_int ret;

    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetDeviceInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetDeviceInfo(device, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetDeviceInfo(device, param_name, need, val, &need);
    }
    return vcl_be_info_reply(x, VN_OP_clGetDeviceInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
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
    cl_int ret;

    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetContextInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetContextInfo(context, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetContextInfo(context, param_name, need, val, &need);
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
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    vcl_dec_val(d, &properties, sizeof(properties));
    if (d->err || x->broken)
        return -EPROTO;
    newh = clCreateCommandQueue(context, device, properties, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_QUEUE, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetCommandQueueInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetCommandQueueInfo(command_queue, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetCommandQueueInfo(command_queue, param_name, need, val, &need);
    }
    return vcl_be_info_reply(x, VN_OP_clGetCommandQueueInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
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
    cl_int ret;

    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    vcl_dec_val(d, &flags, sizeof(flags));
    vcl_dec_val(d, &image_type, sizeof(image_type));
    vcl_dec_val(d, &num_entries, sizeof(num_entries));
    image_formats_want = vcl_dec_want(d);
    if (image_formats_want && !(image_formats = vcl_be_scratch(x, num_entries, sizeof(cl_image_format))))
        return -EPROTO;
    num_image_formats_want = vcl_dec_want(d);
    if (d->err || x->broken)
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
    cl_int ret;

    memobj = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetMemObjectInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetMemObjectInfo(memobj, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetMemObjectInfo(memobj, param_name, need, val, &need);
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
    cl_int ret;

    image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetImageInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetImageInfo(image, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetImageInfo(image, param_name, need, val, &need);
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
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    vcl_dec_val(d, &normalized_coords, sizeof(normalized_coords));
    vcl_dec_val(d, &addressing_mode, sizeof(addressing_mode));
    vcl_dec_val(d, &filter_mode, sizeof(filter_mode));
    if (d->err || x->broken)
        return -EPROTO;
    newh = clCreateSampler(context, normalized_coords, addressing_mode, filter_mode, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_SAMPLER, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
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
    cl_int ret;

    sampler = (cl_sampler)vcl_be_dec_obj(x, VN_T_SAMPLER, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetSamplerInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetSamplerInfo(sampler, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetSamplerInfo(sampler, param_name, need, val, &need);
    }
    return vcl_be_info_reply(x, VN_OP_clGetSamplerInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
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
    cl_int ret;

    program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetProgramInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetProgramInfo(program, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetProgramInfo(program, param_name, need, val, &need);
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
    cl_int ret;

    program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetProgramBuildInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetProgramBuildInfo(program, device, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetProgramBuildInfo(program, device, param_name, need, val, &need);
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
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    kernel_name = vcl_dec_str(d);
    if (d->err || x->broken)
        return -EPROTO;
    newh = clCreateKernel(program, kernel_name, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_KERNEL, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
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
    cl_int ret;

    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetKernelInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetKernelInfo(kernel, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetKernelInfo(kernel, param_name, need, val, &need);
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
    cl_int ret;

    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, true);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetKernelWorkGroupInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetKernelWorkGroupInfo(kernel, device, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetKernelWorkGroupInfo(kernel, device, param_name, need, val, &need);
    }
    return vcl_be_info_reply(x, VN_OP_clGetKernelWorkGroupInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clWaitForEvents(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_uint num_events;
    const cl_event* event_list;
    cl_int ret;

    vcl_dec_val(d, &num_events, sizeof(num_events));
    event_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events);
    if (d->err || x->broken)
        return -EPROTO;
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
    cl_int ret;

    event = (cl_event)vcl_be_dec_obj(x, VN_T_EVENT, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetEventInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetEventInfo(event, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetEventInfo(event, param_name, need, val, &need);
    }
    return vcl_be_info_reply(x, VN_OP_clGetEventInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
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
    cl_int ret;

    event = (cl_event)vcl_be_dec_obj(x, VN_T_EVENT, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetEventProfilingInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetEventProfilingInfo(event, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetEventProfilingInfo(event, param_name, need, val, &need);
    }
    return vcl_be_info_reply(x, VN_OP_clGetEventProfilingInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clFlush(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    if (d->err || x->broken)
        return -EPROTO;
    ret = clFlush(command_queue);
    vcl_be_async_result(x, ret);
    return 0;
}

static int vn_be_clFinish(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    if (d->err || x->broken)
        return -EPROTO;
    vcl_be_may_block(x);
    ret = clFinish(command_queue);
    vcl_enc_i32(&x->rep, ret);
    return 0;
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    src_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    dst_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    vcl_dec_val(d, &src_offset, sizeof(src_offset));
    vcl_dec_val(d, &dst_offset, sizeof(dst_offset));
    vcl_dec_val(d, &size, sizeof(size));
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
        return -EPROTO;
    ret = clEnqueueCopyBuffer(command_queue, src_buffer, dst_buffer, src_offset, dst_offset, size, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    src_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    dst_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    src_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    dst_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    src_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    dst_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    src_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    vcl_dec_val(d, &dst_offset, sizeof(dst_offset));
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    src_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    dst_image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    vcl_dec_val(d, &src_offset, sizeof(src_offset));
    dst_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    vcl_dec_val(d, &work_dim, sizeof(work_dim));
    global_work_offset = (const size_t*)vcl_dec_arr(d, work_dim, sizeof(size_t));
    global_work_size = (const size_t*)vcl_dec_arr(d, work_dim, sizeof(size_t));
    local_work_size = (const size_t*)vcl_dec_arr(d, work_dim, sizeof(size_t));
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    vcl_dec_val(d, &num_events, sizeof(num_events));
    event_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events);
    if (d->err || x->broken)
        return -EPROTO;
    ret = clEnqueueWaitForEvents(command_queue, num_events, event_list);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clEnqueueBarrier(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_command_queue command_queue;
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    if (d->err || x->broken)
        return -EPROTO;
    ret = clEnqueueBarrier(command_queue);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clCreateUserEvent(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_event newh;
    cl_context context;
    cl_int errcode = CL_SUCCESS;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    if (d->err || x->broken)
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
    cl_int ret;

    event = (cl_event)vcl_be_dec_obj(x, VN_T_EVENT, false);
    vcl_dec_val(d, &execution_status, sizeof(execution_status));
    if (d->err || x->broken)
        return -EPROTO;
    ret = clSetUserEventStatus(event, execution_status);
    vcl_enc_i32(&x->rep, ret);
    return 0;
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    src_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    dst_buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    src_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    dst_origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    vcl_dec_val(d, &src_row_pitch, sizeof(src_row_pitch));
    vcl_dec_val(d, &src_slice_pitch, sizeof(src_slice_pitch));
    vcl_dec_val(d, &dst_row_pitch, sizeof(dst_row_pitch));
    vcl_dec_val(d, &dst_slice_pitch, sizeof(dst_slice_pitch));
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
        return -EPROTO;
    ret = clEnqueueCopyBufferRect(command_queue, src_buffer, dst_buffer, src_origin, dst_origin, region, src_row_pitch, src_slice_pitch, dst_row_pitch, dst_slice_pitch, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
    return 0;
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
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    vcl_dec_val(d, &num_devices, sizeof(num_devices));
    device_list = (const cl_device_id*)vcl_be_dec_objs(x, VN_T_DEVICE, num_devices);
    kernel_names = vcl_dec_str(d);
    if (d->err || x->broken)
        return -EPROTO;
    newh = clCreateProgramWithBuiltInKernels(context, num_devices, device_list, kernel_names, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_PROGRAM, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clUnloadPlatformCompiler(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_platform_id platform;
    cl_int ret;

    platform = (cl_platform_id)vcl_be_dec_obj(x, VN_T_PLATFORM, false);
    if (d->err || x->broken)
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
    cl_int ret;

    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    vcl_dec_val(d, &arg_index, sizeof(arg_index));
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetKernelArgInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetKernelArgInfo(kernel, arg_index, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetKernelArgInfo(kernel, arg_index, param_name, need, val, &need);
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    buffer = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    pattern = vcl_dec_buf(d, &pattern_len);
    vcl_dec_val(d, &pattern_size, sizeof(pattern_size));
    vcl_dec_val(d, &offset, sizeof(offset));
    vcl_dec_val(d, &size, sizeof(size));
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    image = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    fill_color = vcl_dec_buf(d, &fill_color_len);
    origin = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    region = (const size_t*)vcl_dec_arr(d, 3, sizeof(size_t));
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    vcl_dec_val(d, &num_mem_objects, sizeof(num_mem_objects));
    mem_objects = (const cl_mem*)vcl_be_dec_objs(x, VN_T_MEM, num_mem_objects);
    vcl_dec_val(d, &flags, sizeof(flags));
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
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
    cl_int ret;

    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    vcl_dec_val(d, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    event_wait_list = (const cl_event*)vcl_be_dec_objs(x, VN_T_EVENT, num_events_in_wait_list);
    event_id = vcl_be_dec_newid(x, true);
    if (d->err || x->broken)
        return -EPROTO;
    ret = clEnqueueBarrierWithWaitList(command_queue, num_events_in_wait_list, event_wait_list, event_id ? &event_h : NULL);
    vcl_enc_i32(&x->rep, ret);
    if (ret == CL_SUCCESS && event_id)
        vcl_be_bind(x, event_id, VN_T_EVENT, event_h);
    else if (event_id && x->noreply)
        vcl_be_bind_failed_event(x, event_id, command_queue, ret);
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
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    properties = (const cl_queue_properties*)vcl_be_dec_props(x, sizeof(cl_queue_properties));
    if (d->err || x->broken)
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
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    vcl_dec_val(d, &flags, sizeof(flags));
    vcl_dec_val(d, &pipe_packet_size, sizeof(pipe_packet_size));
    vcl_dec_val(d, &pipe_max_packets, sizeof(pipe_max_packets));
    properties = (const cl_pipe_properties*)vcl_be_dec_props(x, sizeof(cl_pipe_properties));
    if (d->err || x->broken)
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
    cl_int ret;

    pipe = (cl_mem)vcl_be_dec_obj(x, VN_T_MEM, false);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetPipeInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetPipeInfo(pipe, param_name, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetPipeInfo(pipe, param_name, need, val, &need);
    }
    return vcl_be_info_reply(x, VN_OP_clGetPipeInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clCreateSamplerWithProperties(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    uint64_t newid;
    cl_sampler newh;
    cl_context context;
    const cl_sampler_properties* sampler_properties;
    cl_int errcode = CL_SUCCESS;
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    sampler_properties = (const cl_sampler_properties*)vcl_be_dec_props(x, sizeof(cl_sampler_properties));
    if (d->err || x->broken)
        return -EPROTO;
    newh = clCreateSamplerWithProperties(context, sampler_properties, &errcode);
    ret = errcode;
    if (ret == CL_SUCCESS)
        vcl_be_bind(x, newid, VN_T_SAMPLER, newh);
    vcl_enc_i32(&x->rep, ret);
    return 0;
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
    cl_int ret;

    in_kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    in_device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, true);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &input_value_size, sizeof(input_value_size));
    input_value = vcl_dec_buf(d, &input_value_len);
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    if (input_value && input_value_len != (uint64_t)(input_value_size))
        return vcl_be_violation(x, "clGetKernelSubGroupInfoKHR: input_value length differs from input_value_size");
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetKernelSubGroupInfoKHR, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetKernelSubGroupInfo(in_kernel, in_device, param_name, input_value_size, input_value, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetKernelSubGroupInfo(in_kernel, in_device, param_name, input_value_size, input_value, need, val, &need);
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
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    source_kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    if (d->err || x->broken)
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
    cl_int ret;

    newid = vcl_be_dec_newid(x, false);
    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    il = vcl_dec_buf(d, &il_len);
    vcl_dec_val(d, &length, sizeof(length));
    if (d->err || x->broken)
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
    cl_int ret;

    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    device_timestamp_want = vcl_dec_want(d);
    host_timestamp_want = vcl_dec_want(d);
    if (d->err || x->broken)
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
    cl_int ret;

    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    host_timestamp_want = vcl_dec_want(d);
    if (d->err || x->broken)
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
    cl_int ret;

    kernel = (cl_kernel)vcl_be_dec_obj(x, VN_T_KERNEL, false);
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, true);
    vcl_dec_val(d, &param_name, sizeof(param_name));
    vcl_dec_val(d, &input_value_size, sizeof(input_value_size));
    input_value = vcl_dec_buf(d, &input_value_len);
    vcl_dec_val(d, &param_value_size, sizeof(param_value_size));
    param_value_want = vcl_dec_want(d);
    if (param_value_want && !(param_value = vcl_be_scratch(x, param_value_size, 1)))
        return -EPROTO;
    param_value_size_ret_want = vcl_dec_want(d);
    if (d->err || x->broken)
        return -EPROTO;
    if (input_value && input_value_len != (uint64_t)(input_value_size))
        return vcl_be_violation(x, "clGetKernelSubGroupInfo: input_value length differs from input_value_size");
    size_t need = 0;
    void *val = NULL;
    if (!vcl_be_info_allowed(VN_OP_clGetKernelSubGroupInfo, param_name))
        ret = CL_INVALID_VALUE;
    else
        ret = clGetKernelSubGroupInfo(kernel, device, param_name, input_value_size, input_value, 0, NULL, &need);
    if (ret == CL_SUCCESS && need) {
        if (!(val = vcl_be_scratch(x, need, 1)))
            ret = CL_OUT_OF_HOST_MEMORY;
        else
            ret = clGetKernelSubGroupInfo(kernel, device, param_name, input_value_size, input_value, need, val, &need);
    }
    return vcl_be_info_reply(x, VN_OP_clGetKernelSubGroupInfo, param_name, ret, val, need, param_value_size, param_value_want, param_value_size_ret_want);
}

static int vn_be_clSetDefaultDeviceCommandQueue(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_context context;
    cl_device_id device;
    cl_command_queue command_queue;
    cl_int ret;

    context = (cl_context)vcl_be_dec_obj(x, VN_T_CONTEXT, false);
    device = (cl_device_id)vcl_be_dec_obj(x, VN_T_DEVICE, false);
    command_queue = (cl_command_queue)vcl_be_dec_obj(x, VN_T_QUEUE, false);
    if (d->err || x->broken)
        return -EPROTO;
    ret = clSetDefaultDeviceCommandQueue(context, device, command_queue);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

static int vn_be_clSetProgramSpecializationConstant(struct vcl_be_ctx *x)
{
    struct vcl_dec *d = &x->dec;
    cl_program program;
    cl_uint spec_id;
    size_t spec_size;
    const void* spec_value;
    uint64_t spec_value_len;
    cl_int ret;

    program = (cl_program)vcl_be_dec_obj(x, VN_T_PROGRAM, false);
    vcl_dec_val(d, &spec_id, sizeof(spec_id));
    vcl_dec_val(d, &spec_size, sizeof(spec_size));
    spec_value = vcl_dec_buf(d, &spec_value_len);
    if (d->err || x->broken)
        return -EPROTO;
    if (spec_value && spec_value_len != (uint64_t)(spec_size))
        return vcl_be_violation(x, "clSetProgramSpecializationConstant: spec_value length differs from spec_size");
    ret = clSetProgramSpecializationConstant(program, spec_id, spec_size, spec_value);
    vcl_enc_i32(&x->rep, ret);
    return 0;
}

int (*const vn_be_handlers[VN_OP_TABLE_MAX + 1])(struct vcl_be_ctx *x) = {
    [VN_OP_clGetPlatformInfo] = vn_be_clGetPlatformInfo,
    [VN_OP_clGetDeviceInfo] = vn_be_clGetDeviceInfo,
    [VN_OP_clCreateContext] = vcl_be_h_clCreateContext,
    [VN_OP_clCreateContextFromType] = vcl_be_h_clCreateContextFromType,
    [VN_OP_clRetainContext] = vcl_be_h_clRetainContext,
    [VN_OP_clReleaseContext] = vcl_be_h_clReleaseContext,
    [VN_OP_clGetContextInfo] = vn_be_clGetContextInfo,
    [VN_OP_clCreateCommandQueue] = vn_be_clCreateCommandQueue,
    [VN_OP_clRetainCommandQueue] = vcl_be_h_clRetainCommandQueue,
    [VN_OP_clReleaseCommandQueue] = vcl_be_h_clReleaseCommandQueue,
    [VN_OP_clGetCommandQueueInfo] = vn_be_clGetCommandQueueInfo,
    [VN_OP_clCreateBuffer] = vcl_be_h_clCreateBuffer,
    [VN_OP_clCreateImage2D] = vcl_be_h_clCreateImage2D,
    [VN_OP_clCreateImage3D] = vcl_be_h_clCreateImage3D,
    [VN_OP_clRetainMemObject] = vcl_be_h_clRetainMemObject,
    [VN_OP_clReleaseMemObject] = vcl_be_h_clReleaseMemObject,
    [VN_OP_clGetSupportedImageFormats] = vn_be_clGetSupportedImageFormats,
    [VN_OP_clGetMemObjectInfo] = vn_be_clGetMemObjectInfo,
    [VN_OP_clGetImageInfo] = vn_be_clGetImageInfo,
    [VN_OP_clCreateSampler] = vn_be_clCreateSampler,
    [VN_OP_clRetainSampler] = vcl_be_h_clRetainSampler,
    [VN_OP_clReleaseSampler] = vcl_be_h_clReleaseSampler,
    [VN_OP_clGetSamplerInfo] = vn_be_clGetSamplerInfo,
    [VN_OP_clCreateProgramWithSource] = vcl_be_h_clCreateProgramWithSource,
    [VN_OP_clCreateProgramWithBinary] = vcl_be_h_clCreateProgramWithBinary,
    [VN_OP_clRetainProgram] = vcl_be_h_clRetainProgram,
    [VN_OP_clReleaseProgram] = vcl_be_h_clReleaseProgram,
    [VN_OP_clBuildProgram] = vcl_be_h_clBuildProgram,
    [VN_OP_clGetProgramInfo] = vn_be_clGetProgramInfo,
    [VN_OP_clGetProgramBuildInfo] = vn_be_clGetProgramBuildInfo,
    [VN_OP_clCreateKernel] = vn_be_clCreateKernel,
    [VN_OP_clCreateKernelsInProgram] = vcl_be_h_clCreateKernelsInProgram,
    [VN_OP_clRetainKernel] = vcl_be_h_clRetainKernel,
    [VN_OP_clReleaseKernel] = vcl_be_h_clReleaseKernel,
    [VN_OP_clSetKernelArg] = vcl_be_h_clSetKernelArg,
    [VN_OP_clGetKernelInfo] = vn_be_clGetKernelInfo,
    [VN_OP_clGetKernelWorkGroupInfo] = vn_be_clGetKernelWorkGroupInfo,
    [VN_OP_clWaitForEvents] = vn_be_clWaitForEvents,
    [VN_OP_clGetEventInfo] = vn_be_clGetEventInfo,
    [VN_OP_clRetainEvent] = vcl_be_h_clRetainEvent,
    [VN_OP_clReleaseEvent] = vcl_be_h_clReleaseEvent,
    [VN_OP_clGetEventProfilingInfo] = vn_be_clGetEventProfilingInfo,
    [VN_OP_clFlush] = vn_be_clFlush,
    [VN_OP_clFinish] = vn_be_clFinish,
    [VN_OP_clEnqueueReadBuffer] = vcl_be_h_clEnqueueReadBuffer,
    [VN_OP_clEnqueueWriteBuffer] = vcl_be_h_clEnqueueWriteBuffer,
    [VN_OP_clEnqueueCopyBuffer] = vn_be_clEnqueueCopyBuffer,
    [VN_OP_clEnqueueReadImage] = vcl_be_h_clEnqueueReadImage,
    [VN_OP_clEnqueueWriteImage] = vcl_be_h_clEnqueueWriteImage,
    [VN_OP_clEnqueueCopyImage] = vn_be_clEnqueueCopyImage,
    [VN_OP_clEnqueueCopyImageToBuffer] = vn_be_clEnqueueCopyImageToBuffer,
    [VN_OP_clEnqueueCopyBufferToImage] = vn_be_clEnqueueCopyBufferToImage,
    [VN_OP_clEnqueueNDRangeKernel] = vn_be_clEnqueueNDRangeKernel,
    [VN_OP_clEnqueueTask] = vn_be_clEnqueueTask,
    [VN_OP_clEnqueueMarker] = vn_be_clEnqueueMarker,
    [VN_OP_clEnqueueWaitForEvents] = vn_be_clEnqueueWaitForEvents,
    [VN_OP_clEnqueueBarrier] = vn_be_clEnqueueBarrier,
    [VN_OP_clSetEventCallback] = vcl_be_h_clSetEventCallback,
    [VN_OP_clCreateSubBuffer] = vcl_be_h_clCreateSubBuffer,
    [VN_OP_clSetMemObjectDestructorCallback] = vcl_be_h_clSetMemObjectDestructorCallback,
    [VN_OP_clCreateUserEvent] = vn_be_clCreateUserEvent,
    [VN_OP_clSetUserEventStatus] = vn_be_clSetUserEventStatus,
    [VN_OP_clEnqueueReadBufferRect] = vcl_be_h_clEnqueueReadBufferRect,
    [VN_OP_clEnqueueWriteBufferRect] = vcl_be_h_clEnqueueWriteBufferRect,
    [VN_OP_clEnqueueCopyBufferRect] = vn_be_clEnqueueCopyBufferRect,
    [VN_OP_clCreateSubDevices] = vcl_be_h_clCreateSubDevices,
    [VN_OP_clRetainDevice] = vcl_be_h_clRetainDevice,
    [VN_OP_clReleaseDevice] = vcl_be_h_clReleaseDevice,
    [VN_OP_clCreateImage] = vcl_be_h_clCreateImage,
    [VN_OP_clCreateProgramWithBuiltInKernels] = vn_be_clCreateProgramWithBuiltInKernels,
    [VN_OP_clCompileProgram] = vcl_be_h_clCompileProgram,
    [VN_OP_clLinkProgram] = vcl_be_h_clLinkProgram,
    [VN_OP_clUnloadPlatformCompiler] = vn_be_clUnloadPlatformCompiler,
    [VN_OP_clGetKernelArgInfo] = vn_be_clGetKernelArgInfo,
    [VN_OP_clEnqueueFillBuffer] = vn_be_clEnqueueFillBuffer,
    [VN_OP_clEnqueueFillImage] = vn_be_clEnqueueFillImage,
    [VN_OP_clEnqueueMigrateMemObjects] = vn_be_clEnqueueMigrateMemObjects,
    [VN_OP_clEnqueueMarkerWithWaitList] = vn_be_clEnqueueMarkerWithWaitList,
    [VN_OP_clEnqueueBarrierWithWaitList] = vn_be_clEnqueueBarrierWithWaitList,
    [VN_OP_clCreateCommandQueueWithProperties] = vn_be_clCreateCommandQueueWithProperties,
    [VN_OP_clCreatePipe] = vn_be_clCreatePipe,
    [VN_OP_clGetPipeInfo] = vn_be_clGetPipeInfo,
    [VN_OP_clCreateSamplerWithProperties] = vn_be_clCreateSamplerWithProperties,
    [VN_OP_clGetKernelSubGroupInfoKHR] = vn_be_clGetKernelSubGroupInfoKHR,
    [VN_OP_clCloneKernel] = vn_be_clCloneKernel,
    [VN_OP_clCreateProgramWithIL] = vn_be_clCreateProgramWithIL,
    [VN_OP_clGetDeviceAndHostTimer] = vn_be_clGetDeviceAndHostTimer,
    [VN_OP_clGetHostTimer] = vn_be_clGetHostTimer,
    [VN_OP_clGetKernelSubGroupInfo] = vn_be_clGetKernelSubGroupInfo,
    [VN_OP_clSetDefaultDeviceCommandQueue] = vn_be_clSetDefaultDeviceCommandQueue,
    [VN_OP_clSetProgramReleaseCallback] = vcl_be_h_clSetProgramReleaseCallback,
    [VN_OP_clSetProgramSpecializationConstant] = vn_be_clSetProgramSpecializationConstant,
    [VN_OP_clCreateBufferWithProperties] = vcl_be_h_clCreateBufferWithProperties,
    [VN_OP_clCreateImageWithProperties] = vcl_be_h_clCreateImageWithProperties,
    [VN_OP_clSetContextDestructorCallback] = vcl_be_h_clSetContextDestructorCallback,
};
