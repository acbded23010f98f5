/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#include <errno.h>
#include <string.h>

#include "vcl_fe.h"
#include "vn_frontend.h"

cl_int CL_API_CALL vcl_fe_clGetPlatformInfo(cl_platform_id platform, cl_platform_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)platform, VN_T_PLATFORM, true))
        return vn_types[VN_T_PLATFORM].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetPlatformInfo, (const void *)platform, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetPlatformInfo);
    vn_enc_clGetPlatformInfo(&c.enc, platform, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetPlatformInfo, (const void *)platform, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetDeviceInfo(cl_device_id device, cl_device_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)device, VN_T_DEVICE, false))
        return vn_types[VN_T_DEVICE].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetDeviceInfo, (const void *)device, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetDeviceInfo);
    vn_enc_clGetDeviceInfo(&c.enc, device, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetDeviceInfo, (const void *)device, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetContextInfo(cl_context context, cl_context_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)context, VN_T_CONTEXT, false))
        return vn_types[VN_T_CONTEXT].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetContextInfo, (const void *)context, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetContextInfo);
    vn_enc_clGetContextInfo(&c.enc, context, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetContextInfo, (const void *)context, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_command_queue CL_API_CALL vcl_fe_clCreateCommandQueue(cl_context context, cl_device_id device, cl_command_queue_properties properties, cl_int*errcode_ret)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newo;
    if (!vcl_obj_ok((const void *)context, VN_T_CONTEXT, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_CONTEXT].invalid_error; return NULL; }
    if (!vcl_obj_ok((const void *)device, VN_T_DEVICE, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_DEVICE].invalid_error; return NULL; }
    if ((ret = vcl_fe_check_clCreateCommandQueue(context, device, properties)))
        { if (errcode_ret) *errcode_ret = ret; return NULL; }
    newo = vcl_obj_new(VN_T_QUEUE, (struct vcl_obj *)context);
    if (!newo)
        { if (errcode_ret) *errcode_ret = CL_OUT_OF_HOST_MEMORY; return NULL; }
    vcl_call_init(&c, VN_OP_clCreateCommandQueue);
    vn_enc_clCreateCommandQueue(&c.enc, newo->id, context, device, properties);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (errcode_ret)
        *errcode_ret = ret;
    if (ret != CL_SUCCESS) {
        vcl_obj_discard(newo);
        return NULL;
    }
    return (cl_command_queue)newo;
}

cl_int CL_API_CALL vcl_fe_clGetCommandQueueInfo(cl_command_queue command_queue, cl_command_queue_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetCommandQueueInfo, (const void *)command_queue, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetCommandQueueInfo);
    vn_enc_clGetCommandQueueInfo(&c.enc, command_queue, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetCommandQueueInfo, (const void *)command_queue, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clSetCommandQueueProperty(cl_command_queue command_queue, cl_command_queue_properties properties, cl_bool enable, cl_command_queue_properties*old_properties)
{
    (void)command_queue;
    (void)properties;
    (void)enable;
    (void)old_properties;
    return CL_INVALID_OPERATION;
}

cl_int CL_API_CALL vcl_fe_clGetSupportedImageFormats(cl_context context, cl_mem_flags flags, cl_mem_object_type image_type, cl_uint num_entries, cl_image_format*image_formats, cl_uint*num_image_formats)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)context, VN_T_CONTEXT, false))
        return vn_types[VN_T_CONTEXT].invalid_error;
    vcl_call_init(&c, VN_OP_clGetSupportedImageFormats);
    vn_enc_clGetSupportedImageFormats(&c.enc, context, flags, image_type, num_entries, image_formats != NULL, num_image_formats != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        vcl_dec_outbuf(&c.rep, image_formats, (size_t)num_entries * sizeof(*image_formats));
        vcl_dec_out(&c.rep, num_image_formats, sizeof(*num_image_formats));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetMemObjectInfo(cl_mem memobj, cl_mem_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)memobj, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetMemObjectInfo, (const void *)memobj, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetMemObjectInfo);
    vn_enc_clGetMemObjectInfo(&c.enc, memobj, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetMemObjectInfo, (const void *)memobj, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetImageInfo(cl_mem image, cl_image_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)image, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetImageInfo, (const void *)image, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetImageInfo);
    vn_enc_clGetImageInfo(&c.enc, image, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetImageInfo, (const void *)image, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_sampler CL_API_CALL vcl_fe_clCreateSampler(cl_context context, cl_bool normalized_coords, cl_addressing_mode addressing_mode, cl_filter_mode filter_mode, cl_int*errcode_ret)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newo;
    if (!vcl_obj_ok((const void *)context, VN_T_CONTEXT, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_CONTEXT].invalid_error; return NULL; }
    newo = vcl_obj_new(VN_T_SAMPLER, (struct vcl_obj *)context);
    if (!newo)
        { if (errcode_ret) *errcode_ret = CL_OUT_OF_HOST_MEMORY; return NULL; }
    vcl_call_init(&c, VN_OP_clCreateSampler);
    vn_enc_clCreateSampler(&c.enc, newo->id, context, normalized_coords, addressing_mode, filter_mode);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (errcode_ret)
        *errcode_ret = ret;
    if (ret != CL_SUCCESS) {
        vcl_obj_discard(newo);
        return NULL;
    }
    return (cl_sampler)newo;
}

cl_int CL_API_CALL vcl_fe_clGetSamplerInfo(cl_sampler sampler, cl_sampler_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)sampler, VN_T_SAMPLER, false))
        return vn_types[VN_T_SAMPLER].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetSamplerInfo, (const void *)sampler, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetSamplerInfo);
    vn_enc_clGetSamplerInfo(&c.enc, sampler, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetSamplerInfo, (const void *)sampler, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetProgramInfo(cl_program program, cl_program_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)program, VN_T_PROGRAM, false))
        return vn_types[VN_T_PROGRAM].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetProgramInfo, (const void *)program, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetProgramInfo);
    vn_enc_clGetProgramInfo(&c.enc, program, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetProgramInfo, (const void *)program, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetProgramBuildInfo(cl_program program, cl_device_id device, cl_program_build_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)program, VN_T_PROGRAM, false))
        return vn_types[VN_T_PROGRAM].invalid_error;
    if (!vcl_obj_ok((const void *)device, VN_T_DEVICE, false))
        return vn_types[VN_T_DEVICE].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetProgramBuildInfo, (const void *)program, vcl_obj_id_of((const void *)device), param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetProgramBuildInfo);
    vn_enc_clGetProgramBuildInfo(&c.enc, program, device, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetProgramBuildInfo, (const void *)program, vcl_obj_id_of((const void *)device), param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_kernel CL_API_CALL vcl_fe_clCreateKernel(cl_program program, const char*kernel_name, cl_int*errcode_ret)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newo;
    if (!vcl_obj_ok((const void *)program, VN_T_PROGRAM, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_PROGRAM].invalid_error; return NULL; }
    newo = vcl_obj_new(VN_T_KERNEL, (struct vcl_obj *)program);
    if (!newo)
        { if (errcode_ret) *errcode_ret = CL_OUT_OF_HOST_MEMORY; return NULL; }
    vcl_call_init(&c, VN_OP_clCreateKernel);
    vn_enc_clCreateKernel(&c.enc, newo->id, program, kernel_name);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (errcode_ret)
        *errcode_ret = ret;
    if (ret != CL_SUCCESS) {
        vcl_obj_discard(newo);
        return NULL;
    }
    return (cl_kernel)newo;
}

cl_int CL_API_CALL vcl_fe_clGetKernelInfo(cl_kernel kernel, cl_kernel_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)kernel, VN_T_KERNEL, false))
        return vn_types[VN_T_KERNEL].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetKernelInfo, (const void *)kernel, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetKernelInfo);
    vn_enc_clGetKernelInfo(&c.enc, kernel, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetKernelInfo, (const void *)kernel, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetKernelWorkGroupInfo(cl_kernel kernel, cl_device_id device, cl_kernel_work_group_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)kernel, VN_T_KERNEL, false))
        return vn_types[VN_T_KERNEL].invalid_error;
    if (!vcl_obj_ok((const void *)device, VN_T_DEVICE, true))
        return vn_types[VN_T_DEVICE].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetKernelWorkGroupInfo, (const void *)kernel, vcl_obj_id_of((const void *)device), param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetKernelWorkGroupInfo);
    vn_enc_clGetKernelWorkGroupInfo(&c.enc, kernel, device, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetKernelWorkGroupInfo, (const void *)kernel, vcl_obj_id_of((const void *)device), param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetEventInfo(cl_event event, cl_event_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)event, VN_T_EVENT, false))
        return vn_types[VN_T_EVENT].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetEventInfo, (const void *)event, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetEventInfo);
    vn_enc_clGetEventInfo(&c.enc, event, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetEventInfo, (const void *)event, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetEventProfilingInfo(cl_event event, cl_profiling_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)event, VN_T_EVENT, false))
        return vn_types[VN_T_EVENT].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetEventProfilingInfo, (const void *)event, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetEventProfilingInfo);
    vn_enc_clGetEventProfilingInfo(&c.enc, event, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetEventProfilingInfo, (const void *)event, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clFlush(cl_command_queue command_queue)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    vcl_call_init(&c, VN_OP_clFlush);
    vn_enc_clFlush(&c.enc, command_queue);
    ret = vcl_call_async(&c);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueCopyBuffer(cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, size_t src_offset, size_t dst_offset, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_obj_ok((const void *)src_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_obj_ok((const void *)dst_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueCopyBuffer);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueCopyBuffer);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_obj(sig, (const void *)src_buffer);
    sig = vcl_sig_obj(sig, (const void *)dst_buffer);
    sig = vcl_sig_add(sig, &src_offset, sizeof(src_offset));
    sig = vcl_sig_add(sig, &dst_offset, sizeof(dst_offset));
    sig = vcl_sig_add(sig, &size, sizeof(size));
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueCopyBuffer(&c.enc, command_queue, src_buffer, dst_buffer, src_offset, dst_offset, size, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueCopyImage(cl_command_queue command_queue, cl_mem src_image, cl_mem dst_image, const size_t*src_origin, const size_t*dst_origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_obj_ok((const void *)src_image, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_obj_ok((const void *)dst_image, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueCopyImage);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueCopyImage);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_obj(sig, (const void *)src_image);
    sig = vcl_sig_obj(sig, (const void *)dst_image);
    sig = vcl_sig_arr(sig, src_origin, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_arr(sig, dst_origin, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_arr(sig, region, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueCopyImage(&c.enc, command_queue, src_image, dst_image, src_origin, dst_origin, region, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueCopyImageToBuffer(cl_command_queue command_queue, cl_mem src_image, cl_mem dst_buffer, const size_t*src_origin, const size_t*region, size_t dst_offset, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_obj_ok((const void *)src_image, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_obj_ok((const void *)dst_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueCopyImageToBuffer);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueCopyImageToBuffer);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_obj(sig, (const void *)src_image);
    sig = vcl_sig_obj(sig, (const void *)dst_buffer);
    sig = vcl_sig_arr(sig, src_origin, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_arr(sig, region, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_add(sig, &dst_offset, sizeof(dst_offset));
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueCopyImageToBuffer(&c.enc, command_queue, src_image, dst_buffer, src_origin, region, dst_offset, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueCopyBufferToImage(cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_image, size_t src_offset, const size_t*dst_origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_obj_ok((const void *)src_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_obj_ok((const void *)dst_image, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueCopyBufferToImage);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueCopyBufferToImage);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_obj(sig, (const void *)src_buffer);
    sig = vcl_sig_obj(sig, (const void *)dst_image);
    sig = vcl_sig_add(sig, &src_offset, sizeof(src_offset));
    sig = vcl_sig_arr(sig, dst_origin, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_arr(sig, region, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueCopyBufferToImage(&c.enc, command_queue, src_buffer, dst_image, src_offset, dst_origin, region, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueNDRangeKernel(cl_command_queue command_queue, cl_kernel kernel, cl_uint work_dim, const size_t*global_work_offset, const size_t*global_work_size, const size_t*local_work_size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_obj_ok((const void *)kernel, VN_T_KERNEL, false))
        return vn_types[VN_T_KERNEL].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueNDRangeKernel);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueNDRangeKernel);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_obj(sig, (const void *)kernel);
    sig = vcl_sig_add(sig, &work_dim, sizeof(work_dim));
    sig = vcl_sig_arr(sig, global_work_offset, (size_t)work_dim * sizeof(size_t));
    sig = vcl_sig_arr(sig, global_work_size, (size_t)work_dim * sizeof(size_t));
    sig = vcl_sig_arr(sig, local_work_size, (size_t)work_dim * sizeof(size_t));
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueNDRangeKernel(&c.enc, command_queue, kernel, work_dim, global_work_offset, global_work_size, local_work_size, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueTask(cl_command_queue command_queue, cl_kernel kernel, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_obj_ok((const void *)kernel, VN_T_KERNEL, false))
        return vn_types[VN_T_KERNEL].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueTask);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueTask);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_obj(sig, (const void *)kernel);
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueTask(&c.enc, command_queue, kernel, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueNativeKernel(cl_command_queue command_queue, vcl_pfn_native user_func, void*args, size_t cb_args, cl_uint num_mem_objects, const cl_mem*mem_list, const void**args_mem_loc, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    (void)command_queue;
    (void)user_func;
    (void)args;
    (void)cb_args;
    (void)num_mem_objects;
    (void)mem_list;
    (void)args_mem_loc;
    (void)num_events_in_wait_list;
    (void)event_wait_list;
    (void)event;
    return CL_INVALID_OPERATION;
}

cl_int CL_API_CALL vcl_fe_clEnqueueMarker(cl_command_queue command_queue, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueMarker);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueMarker);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    vn_enc_clEnqueueMarker(&c.enc, command_queue, newev ? newev->id : 0);
    if (vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueWaitForEvents(cl_command_queue command_queue, cl_uint num_events, const cl_event*event_list)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (event_list == NULL || num_events == 0)
        return CL_INVALID_VALUE;
    if (!vcl_objs_ok((const void *const *)event_list, num_events, VN_T_EVENT, false))
        return CL_INVALID_EVENT;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events, (const void *const *)event_list, &wl_local)))
        return ret;
    vcl_call_init(&c, VN_OP_clEnqueueWaitForEvents);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueWaitForEvents);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_add(sig, &num_events, sizeof(num_events));
    vn_enc_clEnqueueWaitForEvents(&c.enc, command_queue, num_events, event_list);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueBarrier(cl_command_queue command_queue)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    vcl_call_init(&c, VN_OP_clEnqueueBarrier);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueBarrier);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    vn_enc_clEnqueueBarrier(&c.enc, command_queue);
    if (vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    return ret;
}

cl_mem CL_API_CALL vcl_fe_clCreateFromGLTexture3D(cl_context context, cl_mem_flags flags, cl_GLenum target, cl_GLint miplevel, cl_GLuint texture, cl_int*errcode_ret)
{
    (void)context;
    (void)flags;
    (void)target;
    (void)miplevel;
    (void)texture;
    { if (errcode_ret) *errcode_ret = CL_INVALID_GL_OBJECT; return NULL; }
}

cl_int CL_API_CALL vcl_fe_clGetGLObjectInfo(cl_mem memobj, cl_gl_object_type*gl_object_type, cl_GLuint*gl_object_name)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)memobj, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    vcl_call_init(&c, VN_OP_clGetGLObjectInfo);
    vn_enc_clGetGLObjectInfo(&c.enc, memobj, gl_object_type != NULL, gl_object_name != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        vcl_dec_out(&c.rep, gl_object_type, sizeof(*gl_object_type));
        vcl_dec_out(&c.rep, gl_object_name, sizeof(*gl_object_name));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetGLTextureInfo(cl_mem memobj, cl_gl_texture_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)memobj, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetGLTextureInfo, (const void *)memobj, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetGLTextureInfo);
    vn_enc_clGetGLTextureInfo(&c.enc, memobj, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetGLTextureInfo, (const void *)memobj, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueAcquireGLObjects(cl_command_queue command_queue, cl_uint num_objects, const cl_mem*mem_objects, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if ((mem_objects == NULL) != (num_objects == 0))
        return CL_INVALID_VALUE;
    if (!vcl_objs_ok((const void *const *)mem_objects, num_objects, VN_T_MEM, true))
        return CL_INVALID_MEM_OBJECT;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueAcquireGLObjects);
    vn_enc_clEnqueueAcquireGLObjects(&c.enc, command_queue, num_objects, mem_objects, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueReleaseGLObjects(cl_command_queue command_queue, cl_uint num_objects, const cl_mem*mem_objects, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if ((mem_objects == NULL) != (num_objects == 0))
        return CL_INVALID_VALUE;
    if (!vcl_objs_ok((const void *const *)mem_objects, num_objects, VN_T_MEM, true))
        return CL_INVALID_MEM_OBJECT;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueReleaseGLObjects);
    vn_enc_clEnqueueReleaseGLObjects(&c.enc, command_queue, num_objects, mem_objects, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_event CL_API_CALL vcl_fe_clCreateUserEvent(cl_context context, cl_int*errcode_ret)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newo;
    if (!vcl_obj_ok((const void *)context, VN_T_CONTEXT, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_CONTEXT].invalid_error; return NULL; }
    newo = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)context);
    if (!newo)
        { if (errcode_ret) *errcode_ret = CL_OUT_OF_HOST_MEMORY; return NULL; }
    vcl_call_init(&c, VN_OP_clCreateUserEvent);
    vn_enc_clCreateUserEvent(&c.enc, newo->id, context);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (errcode_ret)
        *errcode_ret = ret;
    if (ret != CL_SUCCESS) {
        vcl_obj_discard(newo);
        return NULL;
    }
    return (cl_event)newo;
}

cl_int CL_API_CALL vcl_fe_clSetUserEventStatus(cl_event event, cl_int execution_status)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)event, VN_T_EVENT, false))
        return vn_types[VN_T_EVENT].invalid_error;
    vcl_call_init(&c, VN_OP_clSetUserEventStatus);
    vn_enc_clSetUserEventStatus(&c.enc, event, execution_status);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueCopyBufferRect(cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, const size_t*src_origin, const size_t*dst_origin, const size_t*region, size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch, size_t dst_slice_pitch, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_obj_ok((const void *)src_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_obj_ok((const void *)dst_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueCopyBufferRect);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueCopyBufferRect);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_obj(sig, (const void *)src_buffer);
    sig = vcl_sig_obj(sig, (const void *)dst_buffer);
    sig = vcl_sig_arr(sig, src_origin, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_arr(sig, dst_origin, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_arr(sig, region, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_add(sig, &src_row_pitch, sizeof(src_row_pitch));
    sig = vcl_sig_add(sig, &src_slice_pitch, sizeof(src_slice_pitch));
    sig = vcl_sig_add(sig, &dst_row_pitch, sizeof(dst_row_pitch));
    sig = vcl_sig_add(sig, &dst_slice_pitch, sizeof(dst_slice_pitch));
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueCopyBufferRect(&c.enc, command_queue, src_buffer, dst_buffer, src_origin, dst_origin, region, src_row_pitch, src_slice_pitch, dst_row_pitch, dst_slice_pitch, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_program CL_API_CALL vcl_fe_clCreateProgramWithBuiltInKernels(cl_context context, cl_uint num_devices, const cl_device_id*device_list, const char*kernel_names, cl_int*errcode_ret)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newo;
    if (!vcl_obj_ok((const void *)context, VN_T_CONTEXT, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_CONTEXT].invalid_error; return NULL; }
    if (!vcl_objs_ok((const void *const *)device_list, num_devices, VN_T_DEVICE, false))
        { if (errcode_ret) *errcode_ret = CL_INVALID_DEVICE; return NULL; }
    newo = vcl_obj_new(VN_T_PROGRAM, (struct vcl_obj *)context);
    if (!newo)
        { if (errcode_ret) *errcode_ret = CL_OUT_OF_HOST_MEMORY; return NULL; }
    vcl_call_init(&c, VN_OP_clCreateProgramWithBuiltInKernels);
    vn_enc_clCreateProgramWithBuiltInKernels(&c.enc, newo->id, context, num_devices, device_list, kernel_names);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (errcode_ret)
        *errcode_ret = ret;
    if (ret != CL_SUCCESS) {
        vcl_obj_discard(newo);
        return NULL;
    }
    return (cl_program)newo;
}

cl_int CL_API_CALL vcl_fe_clUnloadPlatformCompiler(cl_platform_id platform)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)platform, VN_T_PLATFORM, false))
        return vn_types[VN_T_PLATFORM].invalid_error;
    vcl_call_init(&c, VN_OP_clUnloadPlatformCompiler);
    vn_enc_clUnloadPlatformCompiler(&c.enc, platform);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetKernelArgInfo(cl_kernel kernel, cl_uint arg_index, cl_kernel_arg_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)kernel, VN_T_KERNEL, false))
        return vn_types[VN_T_KERNEL].invalid_error;
    if ((ret = vcl_fe_check_clGetKernelArgInfo(kernel, arg_index, param_name, param_value_size)))
        return ret;
    if (vcl_fe_info_local(VN_OP_clGetKernelArgInfo, (const void *)kernel, (uint64_t)arg_index, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetKernelArgInfo);
    vn_enc_clGetKernelArgInfo(&c.enc, kernel, arg_index, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetKernelArgInfo, (const void *)kernel, (uint64_t)arg_index, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueFillBuffer(cl_command_queue command_queue, cl_mem buffer, const void*pattern, size_t pattern_size, size_t offset, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_obj_ok((const void *)buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueFillBuffer);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueFillBuffer);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_obj(sig, (const void *)buffer);
    sig = vcl_sig_add(sig, &pattern_size, sizeof(size_t));
    sig = vcl_sig_add(sig, &pattern_size, sizeof(pattern_size));
    sig = vcl_sig_add(sig, &offset, sizeof(offset));
    sig = vcl_sig_add(sig, &size, sizeof(size));
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueFillBuffer(&c.enc, command_queue, buffer, pattern, pattern_size, offset, size, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueFillImage(cl_command_queue command_queue, cl_mem image, const void*fill_color, const size_t*origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_obj_ok((const void *)image, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueFillImage);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueFillImage);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_obj(sig, (const void *)image);
    sig = vcl_sig_add(sig, "16", 2);
    sig = vcl_sig_arr(sig, origin, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_arr(sig, region, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueFillImage(&c.enc, command_queue, image, fill_color, origin, region, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueMigrateMemObjects(cl_command_queue command_queue, cl_uint num_mem_objects, const cl_mem*mem_objects, cl_mem_migration_flags flags, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_objs_ok((const void *const *)mem_objects, num_mem_objects, VN_T_MEM, true))
        return CL_INVALID_MEM_OBJECT;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueMigrateMemObjects);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueMigrateMemObjects);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_add(sig, &num_mem_objects, sizeof(num_mem_objects));
    sig = vcl_sig_add(sig, &flags, sizeof(flags));
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueMigrateMemObjects(&c.enc, command_queue, num_mem_objects, mem_objects, flags, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueMarkerWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueMarkerWithWaitList);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueMarkerWithWaitList);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueMarkerWithWaitList(&c.enc, command_queue, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueBarrierWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newev = NULL;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_wait_list, num_events_in_wait_list, VN_T_EVENT, true))
        return CL_INVALID_EVENT_WAIT_LIST;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events_in_wait_list, (const void *const *)event_wait_list, &wl_local)))
        return ret;
    if (event) {
        newev = vcl_obj_new(VN_T_EVENT, (struct vcl_obj *)command_queue);
        if (!newev) {
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    vcl_call_init(&c, VN_OP_clEnqueueBarrierWithWaitList);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueBarrierWithWaitList);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueBarrierWithWaitList(&c.enc, command_queue, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS) {
            vcl_ev_sent(newev);
            *event = (cl_event)newev;
        } else {
            vcl_obj_discard(newev);
        }
    }
    return ret;
}

cl_command_queue CL_API_CALL vcl_fe_clCreateCommandQueueWithProperties(cl_context context, cl_device_id device, const cl_queue_properties*properties, cl_int*errcode_ret)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newo;
    if (!vcl_obj_ok((const void *)context, VN_T_CONTEXT, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_CONTEXT].invalid_error; return NULL; }
    if (!vcl_obj_ok((const void *)device, VN_T_DEVICE, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_DEVICE].invalid_error; return NULL; }
    if ((ret = vcl_fe_check_clCreateCommandQueueWithProperties(context, device, properties)))
        { if (errcode_ret) *errcode_ret = ret; return NULL; }
    newo = vcl_obj_new(VN_T_QUEUE, (struct vcl_obj *)context);
    if (!newo)
        { if (errcode_ret) *errcode_ret = CL_OUT_OF_HOST_MEMORY; return NULL; }
    vcl_call_init(&c, VN_OP_clCreateCommandQueueWithProperties);
    vn_enc_clCreateCommandQueueWithProperties(&c.enc, newo->id, context, device, properties);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (errcode_ret)
        *errcode_ret = ret;
    if (ret != CL_SUCCESS) {
        vcl_obj_discard(newo);
        return NULL;
    }
    return (cl_command_queue)newo;
}

cl_mem CL_API_CALL vcl_fe_clCreatePipe(cl_context context, cl_mem_flags flags, cl_uint pipe_packet_size, cl_uint pipe_max_packets, const cl_pipe_properties*properties, cl_int*errcode_ret)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newo;
    if (!vcl_obj_ok((const void *)context, VN_T_CONTEXT, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_CONTEXT].invalid_error; return NULL; }
    newo = vcl_obj_new(VN_T_MEM, (struct vcl_obj *)context);
    if (!newo)
        { if (errcode_ret) *errcode_ret = CL_OUT_OF_HOST_MEMORY; return NULL; }
    vcl_call_init(&c, VN_OP_clCreatePipe);
    vn_enc_clCreatePipe(&c.enc, newo->id, context, flags, pipe_packet_size, pipe_max_packets, properties);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (errcode_ret)
        *errcode_ret = ret;
    if (ret != CL_SUCCESS) {
        vcl_obj_discard(newo);
        return NULL;
    }
    return (cl_mem)newo;
}

cl_int CL_API_CALL vcl_fe_clGetPipeInfo(cl_mem pipe, cl_pipe_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)pipe, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetPipeInfo, (const void *)pipe, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetPipeInfo);
    vn_enc_clGetPipeInfo(&c.enc, pipe, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetPipeInfo, (const void *)pipe, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_sampler CL_API_CALL vcl_fe_clCreateSamplerWithProperties(cl_context context, const cl_sampler_properties*sampler_properties, cl_int*errcode_ret)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newo;
    if (!vcl_obj_ok((const void *)context, VN_T_CONTEXT, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_CONTEXT].invalid_error; return NULL; }
    newo = vcl_obj_new(VN_T_SAMPLER, (struct vcl_obj *)context);
    if (!newo)
        { if (errcode_ret) *errcode_ret = CL_OUT_OF_HOST_MEMORY; return NULL; }
    vcl_call_init(&c, VN_OP_clCreateSamplerWithProperties);
    vn_enc_clCreateSamplerWithProperties(&c.enc, newo->id, context, sampler_properties);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (errcode_ret)
        *errcode_ret = ret;
    if (ret != CL_SUCCESS) {
        vcl_obj_discard(newo);
        return NULL;
    }
    return (cl_sampler)newo;
}

cl_int CL_API_CALL vcl_fe_clSetKernelExecInfo(cl_kernel kernel, cl_kernel_exec_info param_name, size_t param_value_size, const void*param_value)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)kernel, VN_T_KERNEL, false))
        return vn_types[VN_T_KERNEL].invalid_error;
    vcl_call_init(&c, VN_OP_clSetKernelExecInfo);
    vn_enc_clSetKernelExecInfo(&c.enc, kernel, param_name, param_value_size, param_value);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetKernelSubGroupInfoKHR(cl_kernel in_kernel, cl_device_id in_device, cl_kernel_sub_group_info param_name, size_t input_value_size, const void*input_value, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)in_kernel, VN_T_KERNEL, false))
        return vn_types[VN_T_KERNEL].invalid_error;
    if (!vcl_obj_ok((const void *)in_device, VN_T_DEVICE, true))
        return vn_types[VN_T_DEVICE].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetKernelSubGroupInfoKHR, (const void *)in_kernel, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetKernelSubGroupInfoKHR);
    vn_enc_clGetKernelSubGroupInfoKHR(&c.enc, in_kernel, in_device, param_name, input_value_size, input_value, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetKernelSubGroupInfoKHR, (const void *)in_kernel, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_kernel CL_API_CALL vcl_fe_clCloneKernel(cl_kernel source_kernel, cl_int*errcode_ret)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newo;
    if (!vcl_obj_ok((const void *)source_kernel, VN_T_KERNEL, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_KERNEL].invalid_error; return NULL; }
    newo = vcl_obj_new(VN_T_KERNEL, (struct vcl_obj *)source_kernel);
    if (!newo)
        { if (errcode_ret) *errcode_ret = CL_OUT_OF_HOST_MEMORY; return NULL; }
    vcl_call_init(&c, VN_OP_clCloneKernel);
    vn_enc_clCloneKernel(&c.enc, newo->id, source_kernel);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (errcode_ret)
        *errcode_ret = ret;
    if (ret != CL_SUCCESS) {
        vcl_obj_discard(newo);
        return NULL;
    }
    return (cl_kernel)newo;
}

cl_program CL_API_CALL vcl_fe_clCreateProgramWithIL(cl_context context, const void*il, size_t length, cl_int*errcode_ret)
{
    struct vcl_call c;
    cl_int ret;
    struct vcl_obj *newo;
    if (!vcl_obj_ok((const void *)context, VN_T_CONTEXT, false))
        { if (errcode_ret) *errcode_ret = vn_types[VN_T_CONTEXT].invalid_error; return NULL; }
    newo = vcl_obj_new(VN_T_PROGRAM, (struct vcl_obj *)context);
    if (!newo)
        { if (errcode_ret) *errcode_ret = CL_OUT_OF_HOST_MEMORY; return NULL; }
    vcl_call_init(&c, VN_OP_clCreateProgramWithIL);
    vn_enc_clCreateProgramWithIL(&c.enc, newo->id, context, il, length);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    if (errcode_ret)
        *errcode_ret = ret;
    if (ret != CL_SUCCESS) {
        vcl_obj_discard(newo);
        return NULL;
    }
    return (cl_program)newo;
}

cl_int CL_API_CALL vcl_fe_clGetDeviceAndHostTimer(cl_device_id device, cl_ulong*device_timestamp, cl_ulong*host_timestamp)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)device, VN_T_DEVICE, false))
        return vn_types[VN_T_DEVICE].invalid_error;
    vcl_call_init(&c, VN_OP_clGetDeviceAndHostTimer);
    vn_enc_clGetDeviceAndHostTimer(&c.enc, device, device_timestamp != NULL, host_timestamp != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        vcl_dec_out(&c.rep, device_timestamp, sizeof(*device_timestamp));
        vcl_dec_out(&c.rep, host_timestamp, sizeof(*host_timestamp));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetHostTimer(cl_device_id device, cl_ulong*host_timestamp)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)device, VN_T_DEVICE, false))
        return vn_types[VN_T_DEVICE].invalid_error;
    vcl_call_init(&c, VN_OP_clGetHostTimer);
    vn_enc_clGetHostTimer(&c.enc, device, host_timestamp != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        vcl_dec_out(&c.rep, host_timestamp, sizeof(*host_timestamp));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetKernelSubGroupInfo(cl_kernel kernel, cl_device_id device, cl_kernel_sub_group_info param_name, size_t input_value_size, const void*input_value, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)kernel, VN_T_KERNEL, false))
        return vn_types[VN_T_KERNEL].invalid_error;
    if (!vcl_obj_ok((const void *)device, VN_T_DEVICE, true))
        return vn_types[VN_T_DEVICE].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetKernelSubGroupInfo, (const void *)kernel, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetKernelSubGroupInfo);
    vn_enc_clGetKernelSubGroupInfo(&c.enc, kernel, device, param_name, input_value_size, input_value, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetKernelSubGroupInfo, (const void *)kernel, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clSetProgramSpecializationConstant(cl_program program, cl_uint spec_id, size_t spec_size, const void*spec_value)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)program, VN_T_PROGRAM, false))
        return vn_types[VN_T_PROGRAM].invalid_error;
    vcl_call_init(&c, VN_OP_clSetProgramSpecializationConstant);
    vn_enc_clSetProgramSpecializationConstant(&c.enc, program, spec_id, spec_size, spec_value);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    return ret;
}

cl_int CL_API_CALL vcl_fe_clCommandBarrierWithWaitListKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle)
{
    struct vcl_call c;
    cl_int ret;
    if (command_queue)
        return CL_INVALID_COMMAND_QUEUE;
    if (mutable_handle)
        return CL_INVALID_VALUE;
    if (!vcl_obj_ok((const void *)command_buffer, VN_T_CMDBUF, false))
        return vn_types[VN_T_CMDBUF].invalid_error;
    cl_sync_point_khr rec_sp;
    if ((ret = vcl_fe_record(command_buffer, num_sync_points_in_wait_list, sync_point_wait_list, &rec_sp)))
        return ret;
    vcl_call_init(&c, VN_OP_clCommandBarrierWithWaitListKHR);
    vn_enc_clCommandBarrierWithWaitListKHR(&c.enc, command_buffer, num_sync_points_in_wait_list, sync_point_wait_list, rec_sp);
    ret = vcl_call_async(&c);
    vcl_call_fini(&c);
    if (ret == CL_SUCCESS && sync_point)
        *sync_point = rec_sp;
    return ret;
}

cl_int CL_API_CALL vcl_fe_clCommandCopyBufferKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, size_t src_offset, size_t dst_offset, size_t size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle)
{
    struct vcl_call c;
    cl_int ret;
    if (command_queue)
        return CL_INVALID_COMMAND_QUEUE;
    if (mutable_handle)
        return CL_INVALID_VALUE;
    if (!vcl_obj_ok((const void *)command_buffer, VN_T_CMDBUF, false))
        return vn_types[VN_T_CMDBUF].invalid_error;
    if (!vcl_obj_ok((const void *)src_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_obj_ok((const void *)dst_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    cl_sync_point_khr rec_sp;
    if ((ret = vcl_fe_record(command_buffer, num_sync_points_in_wait_list, sync_point_wait_list, &rec_sp)))
        return ret;
    vcl_call_init(&c, VN_OP_clCommandCopyBufferKHR);
    vn_enc_clCommandCopyBufferKHR(&c.enc, command_buffer, src_buffer, dst_buffer, src_offset, dst_offset, size, num_sync_points_in_wait_list, sync_point_wait_list, rec_sp);
    ret = vcl_call_async(&c);
    vcl_call_fini(&c);
    if (ret == CL_SUCCESS && sync_point)
        *sync_point = rec_sp;
    return ret;
}

cl_int CL_API_CALL vcl_fe_clCommandCopyBufferRectKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, const size_t*src_origin, const size_t*dst_origin, const size_t*region, size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch, size_t dst_slice_pitch, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle)
{
    struct vcl_call c;
    cl_int ret;
    if (command_queue)
        return CL_INVALID_COMMAND_QUEUE;
    if (mutable_handle)
        return CL_INVALID_VALUE;
    if (!vcl_obj_ok((const void *)command_buffer, VN_T_CMDBUF, false))
        return vn_types[VN_T_CMDBUF].invalid_error;
    if (!vcl_obj_ok((const void *)src_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_obj_ok((const void *)dst_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    cl_sync_point_khr rec_sp;
    if ((ret = vcl_fe_record(command_buffer, num_sync_points_in_wait_list, sync_point_wait_list, &rec_sp)))
        return ret;
    vcl_call_init(&c, VN_OP_clCommandCopyBufferRectKHR);
    vn_enc_clCommandCopyBufferRectKHR(&c.enc, command_buffer, src_buffer, dst_buffer, src_origin, dst_origin, region, src_row_pitch, src_slice_pitch, dst_row_pitch, dst_slice_pitch, num_sync_points_in_wait_list, sync_point_wait_list, rec_sp);
    ret = vcl_call_async(&c);
    vcl_call_fini(&c);
    if (ret == CL_SUCCESS && sync_point)
        *sync_point = rec_sp;
    return ret;
}

cl_int CL_API_CALL vcl_fe_clCommandCopyBufferToImageKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_image, size_t src_offset, const size_t*dst_origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle)
{
    struct vcl_call c;
    cl_int ret;
    if (command_queue)
        return CL_INVALID_COMMAND_QUEUE;
    if (mutable_handle)
        return CL_INVALID_VALUE;
    if (!vcl_obj_ok((const void *)command_buffer, VN_T_CMDBUF, false))
        return vn_types[VN_T_CMDBUF].invalid_error;
    if (!vcl_obj_ok((const void *)src_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_obj_ok((const void *)dst_image, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    cl_sync_point_khr rec_sp;
    if ((ret = vcl_fe_record(command_buffer, num_sync_points_in_wait_list, sync_point_wait_list, &rec_sp)))
        return ret;
    vcl_call_init(&c, VN_OP_clCommandCopyBufferToImageKHR);
    vn_enc_clCommandCopyBufferToImageKHR(&c.enc, command_buffer, src_buffer, dst_image, src_offset, dst_origin, region, num_sync_points_in_wait_list, sync_point_wait_list, rec_sp);
    ret = vcl_call_async(&c);
    vcl_call_fini(&c);
    if (ret == CL_SUCCESS && sync_point)
        *sync_point = rec_sp;
    return ret;
}

cl_int CL_API_CALL vcl_fe_clCommandCopyImageKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem src_image, cl_mem dst_image, const size_t*src_origin, const size_t*dst_origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle)
{
    struct vcl_call c;
    cl_int ret;
    if (command_queue)
        return CL_INVALID_COMMAND_QUEUE;
    if (mutable_handle)
        return CL_INVALID_VALUE;
    if (!vcl_obj_ok((const void *)command_buffer, VN_T_CMDBUF, false))
        return vn_types[VN_T_CMDBUF].invalid_error;
    if (!vcl_obj_ok((const void *)src_image, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_obj_ok((const void *)dst_image, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    cl_sync_point_khr rec_sp;
    if ((ret = vcl_fe_record(command_buffer, num_sync_points_in_wait_list, sync_point_wait_list, &rec_sp)))
        return ret;
    vcl_call_init(&c, VN_OP_clCommandCopyImageKHR);
    vn_enc_clCommandCopyImageKHR(&c.enc, command_buffer, src_image, dst_image, src_origin, dst_origin, region, num_sync_points_in_wait_list, sync_point_wait_list, rec_sp);
    ret = vcl_call_async(&c);
    vcl_call_fini(&c);
    if (ret == CL_SUCCESS && sync_point)
        *sync_point = rec_sp;
    return ret;
}

cl_int CL_API_CALL vcl_fe_clCommandCopyImageToBufferKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem src_image, cl_mem dst_buffer, const size_t*src_origin, const size_t*region, size_t dst_offset, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle)
{
    struct vcl_call c;
    cl_int ret;
    if (command_queue)
        return CL_INVALID_COMMAND_QUEUE;
    if (mutable_handle)
        return CL_INVALID_VALUE;
    if (!vcl_obj_ok((const void *)command_buffer, VN_T_CMDBUF, false))
        return vn_types[VN_T_CMDBUF].invalid_error;
    if (!vcl_obj_ok((const void *)src_image, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    if (!vcl_obj_ok((const void *)dst_buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    cl_sync_point_khr rec_sp;
    if ((ret = vcl_fe_record(command_buffer, num_sync_points_in_wait_list, sync_point_wait_list, &rec_sp)))
        return ret;
    vcl_call_init(&c, VN_OP_clCommandCopyImageToBufferKHR);
    vn_enc_clCommandCopyImageToBufferKHR(&c.enc, command_buffer, src_image, dst_buffer, src_origin, region, dst_offset, num_sync_points_in_wait_list, sync_point_wait_list, rec_sp);
    ret = vcl_call_async(&c);
    vcl_call_fini(&c);
    if (ret == CL_SUCCESS && sync_point)
        *sync_point = rec_sp;
    return ret;
}

cl_int CL_API_CALL vcl_fe_clCommandFillBufferKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem buffer, const void*pattern, size_t pattern_size, size_t offset, size_t size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle)
{
    struct vcl_call c;
    cl_int ret;
    if (command_queue)
        return CL_INVALID_COMMAND_QUEUE;
    if (mutable_handle)
        return CL_INVALID_VALUE;
    if (!vcl_obj_ok((const void *)command_buffer, VN_T_CMDBUF, false))
        return vn_types[VN_T_CMDBUF].invalid_error;
    if (!vcl_obj_ok((const void *)buffer, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    cl_sync_point_khr rec_sp;
    if ((ret = vcl_fe_record(command_buffer, num_sync_points_in_wait_list, sync_point_wait_list, &rec_sp)))
        return ret;
    vcl_call_init(&c, VN_OP_clCommandFillBufferKHR);
    vn_enc_clCommandFillBufferKHR(&c.enc, command_buffer, buffer, pattern, pattern_size, offset, size, num_sync_points_in_wait_list, sync_point_wait_list, rec_sp);
    ret = vcl_call_async(&c);
    vcl_call_fini(&c);
    if (ret == CL_SUCCESS && sync_point)
        *sync_point = rec_sp;
    return ret;
}

cl_int CL_API_CALL vcl_fe_clCommandFillImageKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem image, const void*fill_color, const size_t*origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle)
{
    struct vcl_call c;
    cl_int ret;
    if (command_queue)
        return CL_INVALID_COMMAND_QUEUE;
    if (mutable_handle)
        return CL_INVALID_VALUE;
    if (!vcl_obj_ok((const void *)command_buffer, VN_T_CMDBUF, false))
        return vn_types[VN_T_CMDBUF].invalid_error;
    if (!vcl_obj_ok((const void *)image, VN_T_MEM, false))
        return vn_types[VN_T_MEM].invalid_error;
    cl_sync_point_khr rec_sp;
    if ((ret = vcl_fe_record(command_buffer, num_sync_points_in_wait_list, sync_point_wait_list, &rec_sp)))
        return ret;
    vcl_call_init(&c, VN_OP_clCommandFillImageKHR);
    vn_enc_clCommandFillImageKHR(&c.enc, command_buffer, image, fill_color, origin, region, num_sync_points_in_wait_list, sync_point_wait_list, rec_sp);
    ret = vcl_call_async(&c);
    vcl_call_fini(&c);
    if (ret == CL_SUCCESS && sync_point)
        *sync_point = rec_sp;
    return ret;
}

cl_int CL_API_CALL vcl_fe_clCommandNDRangeKernelKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, const cl_ndrange_kernel_command_properties_khr*properties, cl_kernel kernel, cl_uint work_dim, const size_t*global_work_offset, const size_t*global_work_size, const size_t*local_work_size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle)
{
    struct vcl_call c;
    cl_int ret;
    if (command_queue)
        return CL_INVALID_COMMAND_QUEUE;
    if (mutable_handle)
        return CL_INVALID_VALUE;
    if (!vcl_obj_ok((const void *)command_buffer, VN_T_CMDBUF, false))
        return vn_types[VN_T_CMDBUF].invalid_error;
    if (!vcl_obj_ok((const void *)kernel, VN_T_KERNEL, false))
        return vn_types[VN_T_KERNEL].invalid_error;
    cl_sync_point_khr rec_sp;
    if ((ret = vcl_fe_record(command_buffer, num_sync_points_in_wait_list, sync_point_wait_list, &rec_sp)))
        return ret;
    vcl_call_init(&c, VN_OP_clCommandNDRangeKernelKHR);
    vn_enc_clCommandNDRangeKernelKHR(&c.enc, command_buffer, properties, kernel, work_dim, global_work_offset, global_work_size, local_work_size, num_sync_points_in_wait_list, sync_point_wait_list, rec_sp);
    ret = vcl_call_async(&c);
    vcl_call_fini(&c);
    if (ret == CL_SUCCESS && sync_point)
        *sync_point = rec_sp;
    return ret;
}

cl_int CL_API_CALL vcl_fe_clGetCommandBufferInfoKHR(cl_command_buffer_khr command_buffer, cl_command_buffer_info_khr param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    struct vcl_call c;
    cl_int ret;
    size_t param_value_got = 0;
    if (!vcl_obj_ok((const void *)command_buffer, VN_T_CMDBUF, false))
        return vn_types[VN_T_CMDBUF].invalid_error;
    if (vcl_fe_info_local(VN_OP_clGetCommandBufferInfoKHR, (const void *)command_buffer, 0, param_name, param_value_size, param_value, param_value_size_ret, &ret))
        return ret;
    vcl_call_init(&c, VN_OP_clGetCommandBufferInfoKHR);
    vn_enc_clGetCommandBufferInfoKHR(&c.enc, command_buffer, param_name, param_value_size, param_value != NULL, param_value_size_ret != NULL);
    ret = vcl_call_sync(&c);
    if (ret == CL_SUCCESS) {
        param_value_got = vcl_dec_outbuf(&c.rep, param_value, param_value_size);
        vcl_dec_out(&c.rep, param_value_size_ret, sizeof(*param_value_size_ret));
        if (c.rep.err)
            ret = vcl_call_bad_reply(&c);
    }
    if (ret == CL_SUCCESS && param_value)
        ret = vcl_fe_info_post(VN_OP_clGetCommandBufferInfoKHR, (const void *)command_buffer, 0, param_name, param_value, param_value_got);
    vcl_call_fini(&c);
    return ret;
}

int vn_dec_msg_async_error(struct vcl_dec *d, struct vn_args_msg_async_error *a)
{
    vcl_dec_val(d, &a->op, sizeof(a->op));
    vcl_dec_val(d, &a->err, sizeof(a->err));
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_msg_bulk_done(struct vcl_dec *d, struct vn_args_msg_bulk_done *a)
{
    vcl_dec_val(d, &a->off, sizeof(a->off));
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_msg_callback(struct vcl_dec *d, struct vn_args_msg_callback *a)
{
    vcl_dec_val(d, &a->cb, sizeof(a->cb));
    vcl_dec_val(d, &a->status, sizeof(a->status));
    a->errinfo = vcl_dec_str(d);
    a->private_info = vcl_dec_buf(d, &a->private_info_len);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_msg_read_done(struct vcl_dec *d, struct vn_args_msg_read_done *a)
{
    vcl_dec_val(d, &a->event, sizeof(a->event));
    vcl_dec_val(d, &a->status, sizeof(a->status));
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_msg_reply_part(struct vcl_dec *d, struct vn_args_msg_reply_part *a)
{
    vcl_dec_val(d, &a->off, sizeof(a->off));
    vcl_dec_val(d, &a->len, sizeof(a->len));
    return d->err || vcl_dec_left(d) || !a->len ? -EPROTO : 0;
}

int vn_dec_msg_printf(struct vcl_dec *d, struct vn_args_msg_printf *a)
{
    a->text = vcl_dec_buf(d, &a->text_len);
    return d->err || vcl_dec_left(d) || a->text_len > (uint64_t)(VCL_MAX_PRINTF) ? -EPROTO : 0;
}

int vn_dec_msg_stderr(struct vcl_dec *d, struct vn_args_msg_stderr *a)
{
    a->text = vcl_dec_buf(d, &a->text_len);
    return d->err || vcl_dec_left(d) || a->text_len > (uint64_t)(VCL_MAX_PRINTF) ? -EPROTO : 0;
}

int vn_dec_reply_clCreateProgramWithBinary(struct vcl_dec *d, cl_int result, const struct vn_args_clCreateProgramWithBinary *a, struct vn_reply_clCreateProgramWithBinary *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_clCreateProgramWithBinary){ 0 };
    r->binary_status = (const cl_int*)vcl_dec_arr(d, a->num_devices, sizeof(cl_int));
    if (!r->binary_status)
        return -EPROTO;
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_clBuildProgram(struct vcl_dec *d, cl_int result, const struct vn_args_clBuildProgram *a, struct vn_reply_clBuildProgram *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_clBuildProgram){ 0 };
    vcl_dec_val(d, &r->owned, sizeof(r->owned));
    vcl_dec_val(d, &r->nmiss, sizeof(r->nmiss));
    if ((uint64_t)r->nmiss > (uint64_t)(VCL_BUILD_MAX_MISSING))
        return -EPROTO;
    for (uint64_t i = 0; i < (uint64_t)r->nmiss; i++)
        if (!(r->missing[i] = vcl_dec_str(d)))
            return -EPROTO;
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_clCreateKernelsInProgram(struct vcl_dec *d, cl_int result, const struct vn_args_clCreateKernelsInProgram *a, struct vn_reply_clCreateKernelsInProgram *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_clCreateKernelsInProgram){ 0 };
    vcl_dec_val(d, &r->got, sizeof(r->got));
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_clCreateSubDevices(struct vcl_dec *d, cl_int result, const struct vn_args_clCreateSubDevices *a, struct vn_reply_clCreateSubDevices *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_clCreateSubDevices){ 0 };
    vcl_dec_val(d, &r->got, sizeof(r->got));
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_clCompileProgram(struct vcl_dec *d, cl_int result, const struct vn_args_clCompileProgram *a, struct vn_reply_clCompileProgram *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_clCompileProgram){ 0 };
    vcl_dec_val(d, &r->owned, sizeof(r->owned));
    vcl_dec_val(d, &r->nmiss, sizeof(r->nmiss));
    if ((uint64_t)r->nmiss > (uint64_t)(VCL_BUILD_MAX_MISSING))
        return -EPROTO;
    for (uint64_t i = 0; i < (uint64_t)r->nmiss; i++)
        if (!(r->missing[i] = vcl_dec_str(d)))
            return -EPROTO;
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_clLinkProgram(struct vcl_dec *d, cl_int result, const struct vn_args_clLinkProgram *a, struct vn_reply_clLinkProgram *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_clLinkProgram){ 0 };
    vcl_dec_val(d, &r->made, sizeof(r->made));
    vcl_dec_val(d, &r->owned, sizeof(r->owned));
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_clSVMAlloc(struct vcl_dec *d, cl_int result, const struct vn_args_clSVMAlloc *a, struct vn_reply_clSVMAlloc *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_clSVMAlloc){ 0 };
    if (result == CL_SUCCESS) {
        vcl_dec_val(d, &r->host, sizeof(r->host));
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglInitialize(struct vcl_dec *d, cl_int result, const struct vn_args_eglInitialize *a, struct vn_reply_eglInitialize *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglInitialize){ 0 };
    r->egl_error = vcl_dec_i32(d);
    if (r->egl_error == EGL_SUCCESS) {
        vcl_dec_val(d, &r->major, sizeof(r->major));
    }
    if (r->egl_error == EGL_SUCCESS) {
        vcl_dec_val(d, &r->minor, sizeof(r->minor));
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglQueryString(struct vcl_dec *d, cl_int result, const struct vn_args_eglQueryString *a, struct vn_reply_eglQueryString *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglQueryString){ 0 };
    r->egl_error = vcl_dec_i32(d);
    if (r->egl_error == EGL_SUCCESS) {
        r->s = (const char*)vcl_dec_buf(d, &r->s_len);
        if (r->s && (!r->s_len || strnlen((const char *)r->s, r->s_len) != r->s_len - 1))
            return -EPROTO;
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglGetConfigs(struct vcl_dec *d, cl_int result, const struct vn_args_eglGetConfigs *a, struct vn_reply_eglGetConfigs *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglGetConfigs){ 0 };
    r->egl_error = vcl_dec_i32(d);
    if (r->egl_error == EGL_SUCCESS) {
        vcl_dec_val(d, &r->n, sizeof(r->n));
        if ((uint64_t)r->n > (uint64_t)(INT32_MAX))
            return -EPROTO;
    }
    if (r->egl_error == EGL_SUCCESS) {
        r->ids = (const uint64_t*)vcl_dec_arr(d, r->n, sizeof(uint64_t));
        if (!r->ids)
            return -EPROTO;
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglChooseConfig(struct vcl_dec *d, cl_int result, const struct vn_args_eglChooseConfig *a, struct vn_reply_eglChooseConfig *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglChooseConfig){ 0 };
    r->egl_error = vcl_dec_i32(d);
    if (r->egl_error == EGL_SUCCESS) {
        vcl_dec_val(d, &r->n, sizeof(r->n));
        if ((uint64_t)r->n > (uint64_t)(INT32_MAX))
            return -EPROTO;
    }
    if (r->egl_error == EGL_SUCCESS) {
        r->ids = (const uint64_t*)vcl_dec_arr(d, r->n, sizeof(uint64_t));
        if (!r->ids)
            return -EPROTO;
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglGetConfigAttrib(struct vcl_dec *d, cl_int result, const struct vn_args_eglGetConfigAttrib *a, struct vn_reply_eglGetConfigAttrib *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglGetConfigAttrib){ 0 };
    r->egl_error = vcl_dec_i32(d);
    if (r->egl_error == EGL_SUCCESS) {
        vcl_dec_val(d, &r->value, sizeof(r->value));
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglCreatePbufferSurface(struct vcl_dec *d, cl_int result, const struct vn_args_eglCreatePbufferSurface *a, struct vn_reply_eglCreatePbufferSurface *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglCreatePbufferSurface){ 0 };
    r->egl_error = vcl_dec_i32(d);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglCreateContext(struct vcl_dec *d, cl_int result, const struct vn_args_eglCreateContext *a, struct vn_reply_eglCreateContext *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglCreateContext){ 0 };
    r->egl_error = vcl_dec_i32(d);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglMakeCurrent(struct vcl_dec *d, cl_int result, const struct vn_args_eglMakeCurrent *a, struct vn_reply_eglMakeCurrent *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglMakeCurrent){ 0 };
    r->egl_error = vcl_dec_i32(d);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglDestroySurface(struct vcl_dec *d, cl_int result, const struct vn_args_eglDestroySurface *a, struct vn_reply_eglDestroySurface *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglDestroySurface){ 0 };
    r->egl_error = vcl_dec_i32(d);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglDestroyContext(struct vcl_dec *d, cl_int result, const struct vn_args_eglDestroyContext *a, struct vn_reply_eglDestroyContext *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglDestroyContext){ 0 };
    r->egl_error = vcl_dec_i32(d);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglQuerySurface(struct vcl_dec *d, cl_int result, const struct vn_args_eglQuerySurface *a, struct vn_reply_eglQuerySurface *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglQuerySurface){ 0 };
    r->egl_error = vcl_dec_i32(d);
    if (r->egl_error == EGL_SUCCESS) {
        vcl_dec_val(d, &r->value, sizeof(r->value));
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglQueryContext(struct vcl_dec *d, cl_int result, const struct vn_args_eglQueryContext *a, struct vn_reply_eglQueryContext *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglQueryContext){ 0 };
    r->egl_error = vcl_dec_i32(d);
    if (r->egl_error == EGL_SUCCESS) {
        vcl_dec_val(d, &r->value, sizeof(r->value));
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglSwapBuffers(struct vcl_dec *d, cl_int result, const struct vn_args_eglSwapBuffers *a, struct vn_reply_eglSwapBuffers *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglSwapBuffers){ 0 };
    r->egl_error = vcl_dec_i32(d);
    if (r->egl_error == EGL_SUCCESS) {
        r->frame = (const void*)vcl_dec_buf(d, &r->frame_len);
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglCreateSync(struct vcl_dec *d, cl_int result, const struct vn_args_eglCreateSync *a, struct vn_reply_eglCreateSync *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglCreateSync){ 0 };
    r->egl_error = vcl_dec_i32(d);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglDestroySync(struct vcl_dec *d, cl_int result, const struct vn_args_eglDestroySync *a, struct vn_reply_eglDestroySync *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglDestroySync){ 0 };
    r->egl_error = vcl_dec_i32(d);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglClientWaitSync(struct vcl_dec *d, cl_int result, const struct vn_args_eglClientWaitSync *a, struct vn_reply_eglClientWaitSync *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglClientWaitSync){ 0 };
    r->egl_error = vcl_dec_i32(d);
    if (r->egl_error == EGL_SUCCESS) {
        vcl_dec_val(d, &r->status, sizeof(r->status));
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglWaitSync(struct vcl_dec *d, cl_int result, const struct vn_args_eglWaitSync *a, struct vn_reply_eglWaitSync *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglWaitSync){ 0 };
    r->egl_error = vcl_dec_i32(d);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglGetSyncAttrib(struct vcl_dec *d, cl_int result, const struct vn_args_eglGetSyncAttrib *a, struct vn_reply_eglGetSyncAttrib *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglGetSyncAttrib){ 0 };
    r->egl_error = vcl_dec_i32(d);
    if (r->egl_error == EGL_SUCCESS) {
        vcl_dec_val(d, &r->value, sizeof(r->value));
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglCreateImage(struct vcl_dec *d, cl_int result, const struct vn_args_eglCreateImage *a, struct vn_reply_eglCreateImage *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglCreateImage){ 0 };
    r->egl_error = vcl_dec_i32(d);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglDestroyImage(struct vcl_dec *d, cl_int result, const struct vn_args_eglDestroyImage *a, struct vn_reply_eglDestroyImage *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglDestroyImage){ 0 };
    r->egl_error = vcl_dec_i32(d);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_vclGetBufferData(struct vcl_dec *d, cl_int result, const struct vn_args_vclGetBufferData *a, struct vn_reply_vclGetBufferData *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_vclGetBufferData){ 0 };
    vcl_dec_val(d, &r->err, sizeof(r->err));
    r->dest = (const void*)vcl_dec_buf(d, &r->dest_len);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_vclGetConfigAttribs(struct vcl_dec *d, cl_int result, const struct vn_args_vclGetConfigAttribs *a, struct vn_reply_vclGetConfigAttribs *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_vclGetConfigAttribs){ 0 };
    vcl_dec_val(d, &r->err, sizeof(r->err));
    vcl_dec_val(d, &r->have, sizeof(r->have));
    vcl_dec_val(d, &r->n, sizeof(r->n));
    if ((uint64_t)r->n > (uint64_t)(VCL_EGL_CFG_ATTRS))
        return -EPROTO;
    r->values = (const int32_t*)vcl_dec_arr(d, r->n, sizeof(int32_t));
    if (!r->values)
        return -EPROTO;
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_glGetError(struct vcl_dec *d, cl_int result, const struct vn_args_glGetError *a, struct vn_reply_glGetError *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_glGetError){ 0 };
    vcl_dec_val(d, &r->err, sizeof(r->err));
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_glGetString(struct vcl_dec *d, cl_int result, const struct vn_args_glGetString *a, struct vn_reply_glGetString *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_glGetString){ 0 };
    r->s = (const char*)vcl_dec_buf(d, &r->s_len);
    if (r->s && (!r->s_len || strnlen((const char *)r->s, r->s_len) != r->s_len - 1))
        return -EPROTO;
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_glGetObjectPtrLabel(struct vcl_dec *d, cl_int result, const struct vn_args_glGetObjectPtrLabel *a, struct vn_reply_glGetObjectPtrLabel *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_glGetObjectPtrLabel){ 0 };
    if (a->length_want) {
        vcl_dec_val(d, &r->length, sizeof(r->length));
    }
    r->label = (const char*)vcl_dec_buf(d, &r->label_len);
    if (r->label && (!r->label_len || strnlen((const char *)r->label, r->label_len) != r->label_len - 1))
        return -EPROTO;
    if (r->label && (a->bufSize <= 0 || r->label_len > (uint64_t)a->bufSize))
        return -EPROTO;
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_vclDebugMessages(struct vcl_dec *d, cl_int result, const struct vn_args_vclDebugMessages *a, struct vn_reply_vclDebugMessages *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_vclDebugMessages){ 0 };
    vcl_dec_val(d, &r->n, sizeof(r->n));
    if ((uint64_t)r->n > (uint64_t)(VCL_GL_DEBUG_REPLY))
        return -EPROTO;
    vcl_dec_val(d, &r->more, sizeof(r->more));
    r->msgs = (const struct vcl_gl_debug_msg*)vcl_dec_arr(d, r->n, sizeof(struct vcl_gl_debug_msg));
    if (!r->msgs)
        return -EPROTO;
    for (uint64_t i = 0; i < (uint64_t)r->n; i++)
        if (!(r->texts[i] = vcl_dec_buf(d, &r->texts_len[i])) || !r->texts_len[i] ||
            strnlen((const char *)r->texts[i], r->texts_len[i]) != r->texts_len[i] - 1)
            return -EPROTO;
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_vclPersistentRead(struct vcl_dec *d, cl_int result, const struct vn_args_vclPersistentRead *a, struct vn_reply_vclPersistentRead *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_vclPersistentRead){ 0 };
    vcl_dec_val(d, &r->err, sizeof(r->err));
    r->dest = (const void*)vcl_dec_buf(d, &r->dest_len);
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_msg_get_binaries(struct vcl_dec *d, cl_int result, const struct vn_args_msg_get_binaries *a, struct vn_reply_msg_get_binaries *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_msg_get_binaries){ 0 };
    if (result == CL_SUCCESS) {
        vcl_dec_val(d, &r->count, sizeof(r->count));
        if ((uint64_t)r->count > (uint64_t)(VCL_MAX_DEVICES))
            return -EPROTO;
    }
    if (result == CL_SUCCESS) {
        for (uint64_t i = 0; i < (uint64_t)r->count; i++)
            r->binaries[i] = vcl_dec_buf(d, &r->binaries_len[i]);
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_msg_peer_offer(struct vcl_dec *d, cl_int result, const struct vn_args_msg_peer_offer *a, struct vn_reply_msg_peer_offer *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_msg_peer_offer){ 0 };
    if (result == CL_SUCCESS) {
        vcl_dec_val(d, &r->session, sizeof(r->session));
    }
    if (result == CL_SUCCESS) {
        vcl_dec_val(d, &r->ticket0, sizeof(r->ticket0));
    }
    if (result == CL_SUCCESS) {
        vcl_dec_val(d, &r->ticket1, sizeof(r->ticket1));
    }
    if (result == CL_SUCCESS) {
        vcl_dec_val(d, &r->ticket2, sizeof(r->ticket2));
    }
    if (result == CL_SUCCESS) {
        vcl_dec_val(d, &r->ticket3, sizeof(r->ticket3));
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

/* struct _cl_icd_dispatch, in CL/cl_icd.h order: the compiler checks each stub's type. */
const struct _cl_icd_dispatch vn_dispatch = {
    .clGetPlatformIDs = vcl_fe_clGetPlatformIDs,
    .clGetPlatformInfo = vcl_fe_clGetPlatformInfo,
    .clGetDeviceIDs = vcl_fe_clGetDeviceIDs,
    .clGetDeviceInfo = vcl_fe_clGetDeviceInfo,
    .clCreateContext = vcl_fe_clCreateContext,
    .clCreateContextFromType = vcl_fe_clCreateContextFromType,
    .clRetainContext = vcl_fe_clRetainContext,
    .clReleaseContext = vcl_fe_clReleaseContext,
    .clGetContextInfo = vcl_fe_clGetContextInfo,
    .clCreateCommandQueue = vcl_fe_clCreateCommandQueue,
    .clRetainCommandQueue = vcl_fe_clRetainCommandQueue,
    .clReleaseCommandQueue = vcl_fe_clReleaseCommandQueue,
    .clGetCommandQueueInfo = vcl_fe_clGetCommandQueueInfo,
    .clSetCommandQueueProperty = vcl_fe_clSetCommandQueueProperty,
    .clCreateBuffer = vcl_fe_clCreateBuffer,
    .clCreateImage2D = vcl_fe_clCreateImage2D,
    .clCreateImage3D = vcl_fe_clCreateImage3D,
    .clRetainMemObject = vcl_fe_clRetainMemObject,
    .clReleaseMemObject = vcl_fe_clReleaseMemObject,
    .clGetSupportedImageFormats = vcl_fe_clGetSupportedImageFormats,
    .clGetMemObjectInfo = vcl_fe_clGetMemObjectInfo,
    .clGetImageInfo = vcl_fe_clGetImageInfo,
    .clCreateSampler = vcl_fe_clCreateSampler,
    .clRetainSampler = vcl_fe_clRetainSampler,
    .clReleaseSampler = vcl_fe_clReleaseSampler,
    .clGetSamplerInfo = vcl_fe_clGetSamplerInfo,
    .clCreateProgramWithSource = vcl_fe_clCreateProgramWithSource,
    .clCreateProgramWithBinary = vcl_fe_clCreateProgramWithBinary,
    .clRetainProgram = vcl_fe_clRetainProgram,
    .clReleaseProgram = vcl_fe_clReleaseProgram,
    .clBuildProgram = vcl_fe_clBuildProgram,
    .clUnloadCompiler = vcl_fe_clUnloadCompiler,
    .clGetProgramInfo = vcl_fe_clGetProgramInfo,
    .clGetProgramBuildInfo = vcl_fe_clGetProgramBuildInfo,
    .clCreateKernel = vcl_fe_clCreateKernel,
    .clCreateKernelsInProgram = vcl_fe_clCreateKernelsInProgram,
    .clRetainKernel = vcl_fe_clRetainKernel,
    .clReleaseKernel = vcl_fe_clReleaseKernel,
    .clSetKernelArg = vcl_fe_clSetKernelArg,
    .clGetKernelInfo = vcl_fe_clGetKernelInfo,
    .clGetKernelWorkGroupInfo = vcl_fe_clGetKernelWorkGroupInfo,
    .clWaitForEvents = vcl_fe_clWaitForEvents,
    .clGetEventInfo = vcl_fe_clGetEventInfo,
    .clRetainEvent = vcl_fe_clRetainEvent,
    .clReleaseEvent = vcl_fe_clReleaseEvent,
    .clGetEventProfilingInfo = vcl_fe_clGetEventProfilingInfo,
    .clFlush = vcl_fe_clFlush,
    .clFinish = vcl_fe_clFinish,
    .clEnqueueReadBuffer = vcl_fe_clEnqueueReadBuffer,
    .clEnqueueWriteBuffer = vcl_fe_clEnqueueWriteBuffer,
    .clEnqueueCopyBuffer = vcl_fe_clEnqueueCopyBuffer,
    .clEnqueueReadImage = vcl_fe_clEnqueueReadImage,
    .clEnqueueWriteImage = vcl_fe_clEnqueueWriteImage,
    .clEnqueueCopyImage = vcl_fe_clEnqueueCopyImage,
    .clEnqueueCopyImageToBuffer = vcl_fe_clEnqueueCopyImageToBuffer,
    .clEnqueueCopyBufferToImage = vcl_fe_clEnqueueCopyBufferToImage,
    .clEnqueueMapBuffer = vcl_fe_clEnqueueMapBuffer,
    .clEnqueueMapImage = vcl_fe_clEnqueueMapImage,
    .clEnqueueUnmapMemObject = vcl_fe_clEnqueueUnmapMemObject,
    .clEnqueueNDRangeKernel = vcl_fe_clEnqueueNDRangeKernel,
    .clEnqueueTask = vcl_fe_clEnqueueTask,
    .clEnqueueNativeKernel = vcl_fe_clEnqueueNativeKernel,
    .clEnqueueMarker = vcl_fe_clEnqueueMarker,
    .clEnqueueWaitForEvents = vcl_fe_clEnqueueWaitForEvents,
    .clEnqueueBarrier = vcl_fe_clEnqueueBarrier,
    .clGetExtensionFunctionAddress = vcl_fe_clGetExtensionFunctionAddress,
    .clCreateFromGLBuffer = vcl_fe_clCreateFromGLBuffer,
    .clCreateFromGLTexture2D = vcl_fe_clCreateFromGLTexture2D,
    .clCreateFromGLTexture3D = vcl_fe_clCreateFromGLTexture3D,
    .clCreateFromGLRenderbuffer = vcl_fe_clCreateFromGLRenderbuffer,
    .clGetGLObjectInfo = vcl_fe_clGetGLObjectInfo,
    .clGetGLTextureInfo = vcl_fe_clGetGLTextureInfo,
    .clEnqueueAcquireGLObjects = vcl_fe_clEnqueueAcquireGLObjects,
    .clEnqueueReleaseGLObjects = vcl_fe_clEnqueueReleaseGLObjects,
    .clGetGLContextInfoKHR = vcl_fe_clGetGLContextInfoKHR,
    .clGetDeviceIDsFromD3D10KHR = NULL,
    .clCreateFromD3D10BufferKHR = NULL,
    .clCreateFromD3D10Texture2DKHR = NULL,
    .clCreateFromD3D10Texture3DKHR = NULL,
    .clEnqueueAcquireD3D10ObjectsKHR = NULL,
    .clEnqueueReleaseD3D10ObjectsKHR = NULL,
    .clSetEventCallback = vcl_fe_clSetEventCallback,
    .clCreateSubBuffer = vcl_fe_clCreateSubBuffer,
    .clSetMemObjectDestructorCallback = vcl_fe_clSetMemObjectDestructorCallback,
    .clCreateUserEvent = vcl_fe_clCreateUserEvent,
    .clSetUserEventStatus = vcl_fe_clSetUserEventStatus,
    .clEnqueueReadBufferRect = vcl_fe_clEnqueueReadBufferRect,
    .clEnqueueWriteBufferRect = vcl_fe_clEnqueueWriteBufferRect,
    .clEnqueueCopyBufferRect = vcl_fe_clEnqueueCopyBufferRect,
    .clCreateSubDevicesEXT = NULL,
    .clRetainDeviceEXT = NULL,
    .clReleaseDeviceEXT = NULL,
    .clCreateEventFromGLsyncKHR = NULL,
    .clCreateSubDevices = vcl_fe_clCreateSubDevices,
    .clRetainDevice = vcl_fe_clRetainDevice,
    .clReleaseDevice = vcl_fe_clReleaseDevice,
    .clCreateImage = vcl_fe_clCreateImage,
    .clCreateProgramWithBuiltInKernels = vcl_fe_clCreateProgramWithBuiltInKernels,
    .clCompileProgram = vcl_fe_clCompileProgram,
    .clLinkProgram = vcl_fe_clLinkProgram,
    .clUnloadPlatformCompiler = vcl_fe_clUnloadPlatformCompiler,
    .clGetKernelArgInfo = vcl_fe_clGetKernelArgInfo,
    .clEnqueueFillBuffer = vcl_fe_clEnqueueFillBuffer,
    .clEnqueueFillImage = vcl_fe_clEnqueueFillImage,
    .clEnqueueMigrateMemObjects = vcl_fe_clEnqueueMigrateMemObjects,
    .clEnqueueMarkerWithWaitList = vcl_fe_clEnqueueMarkerWithWaitList,
    .clEnqueueBarrierWithWaitList = vcl_fe_clEnqueueBarrierWithWaitList,
    .clGetExtensionFunctionAddressForPlatform = vcl_fe_clGetExtensionFunctionAddressForPlatform,
    .clCreateFromGLTexture = vcl_fe_clCreateFromGLTexture,
    .clGetDeviceIDsFromD3D11KHR = NULL,
    .clCreateFromD3D11BufferKHR = NULL,
    .clCreateFromD3D11Texture2DKHR = NULL,
    .clCreateFromD3D11Texture3DKHR = NULL,
    .clCreateFromDX9MediaSurfaceKHR = NULL,
    .clEnqueueAcquireD3D11ObjectsKHR = NULL,
    .clEnqueueReleaseD3D11ObjectsKHR = NULL,
    .clGetDeviceIDsFromDX9MediaAdapterKHR = NULL,
    .clEnqueueAcquireDX9MediaSurfacesKHR = NULL,
    .clEnqueueReleaseDX9MediaSurfacesKHR = NULL,
    .clCreateFromEGLImageKHR = NULL,
    .clEnqueueAcquireEGLObjectsKHR = NULL,
    .clEnqueueReleaseEGLObjectsKHR = NULL,
    .clCreateEventFromEGLSyncKHR = NULL,
    .clCreateCommandQueueWithProperties = vcl_fe_clCreateCommandQueueWithProperties,
    .clCreatePipe = vcl_fe_clCreatePipe,
    .clGetPipeInfo = vcl_fe_clGetPipeInfo,
    .clSVMAlloc = vcl_fe_clSVMAlloc,
    .clSVMFree = vcl_fe_clSVMFree,
    .clEnqueueSVMFree = vcl_fe_clEnqueueSVMFree,
    .clEnqueueSVMMemcpy = vcl_fe_clEnqueueSVMMemcpy,
    .clEnqueueSVMMemFill = vcl_fe_clEnqueueSVMMemFill,
    .clEnqueueSVMMap = vcl_fe_clEnqueueSVMMap,
    .clEnqueueSVMUnmap = vcl_fe_clEnqueueSVMUnmap,
    .clCreateSamplerWithProperties = vcl_fe_clCreateSamplerWithProperties,
    .clSetKernelArgSVMPointer = vcl_fe_clSetKernelArgSVMPointer,
    .clSetKernelExecInfo = vcl_fe_clSetKernelExecInfo,
    .clGetKernelSubGroupInfoKHR = vcl_fe_clGetKernelSubGroupInfoKHR,
    .clCloneKernel = vcl_fe_clCloneKernel,
    .clCreateProgramWithIL = vcl_fe_clCreateProgramWithIL,
    .clEnqueueSVMMigrateMem = vcl_fe_clEnqueueSVMMigrateMem,
    .clGetDeviceAndHostTimer = vcl_fe_clGetDeviceAndHostTimer,
    .clGetHostTimer = vcl_fe_clGetHostTimer,
    .clGetKernelSubGroupInfo = vcl_fe_clGetKernelSubGroupInfo,
    .clSetDefaultDeviceCommandQueue = vcl_fe_clSetDefaultDeviceCommandQueue,
    .clSetProgramReleaseCallback = vcl_fe_clSetProgramReleaseCallback,
    .clSetProgramSpecializationConstant = vcl_fe_clSetProgramSpecializationConstant,
    .clCreateBufferWithProperties = vcl_fe_clCreateBufferWithProperties,
    .clCreateImageWithProperties = vcl_fe_clCreateImageWithProperties,
    .clSetContextDestructorCallback = vcl_fe_clSetContextDestructorCallback,
};

const struct vn_ext_fn vn_ext_fns[26] = {
    { "clCreateFromGLBuffer", (void *)vcl_fe_clCreateFromGLBuffer },
    { "clCreateFromGLTexture2D", (void *)vcl_fe_clCreateFromGLTexture2D },
    { "clCreateFromGLRenderbuffer", (void *)vcl_fe_clCreateFromGLRenderbuffer },
    { "clGetGLObjectInfo", (void *)vcl_fe_clGetGLObjectInfo },
    { "clGetGLTextureInfo", (void *)vcl_fe_clGetGLTextureInfo },
    { "clEnqueueAcquireGLObjects", (void *)vcl_fe_clEnqueueAcquireGLObjects },
    { "clEnqueueReleaseGLObjects", (void *)vcl_fe_clEnqueueReleaseGLObjects },
    { "clGetGLContextInfoKHR", (void *)vcl_fe_clGetGLContextInfoKHR },
    { "clCreateFromGLTexture", (void *)vcl_fe_clCreateFromGLTexture },
    { "clGetKernelSubGroupInfoKHR", (void *)vcl_fe_clGetKernelSubGroupInfoKHR },
    { "clIcdGetPlatformIDsKHR", (void *)vcl_fe_clIcdGetPlatformIDsKHR },
    { "clCreateCommandBufferKHR", (void *)vcl_fe_clCreateCommandBufferKHR },
    { "clFinalizeCommandBufferKHR", (void *)vcl_fe_clFinalizeCommandBufferKHR },
    { "clRetainCommandBufferKHR", (void *)vcl_fe_clRetainCommandBufferKHR },
    { "clReleaseCommandBufferKHR", (void *)vcl_fe_clReleaseCommandBufferKHR },
    { "clEnqueueCommandBufferKHR", (void *)vcl_fe_clEnqueueCommandBufferKHR },
    { "clCommandBarrierWithWaitListKHR", (void *)vcl_fe_clCommandBarrierWithWaitListKHR },
    { "clCommandCopyBufferKHR", (void *)vcl_fe_clCommandCopyBufferKHR },
    { "clCommandCopyBufferRectKHR", (void *)vcl_fe_clCommandCopyBufferRectKHR },
    { "clCommandCopyBufferToImageKHR", (void *)vcl_fe_clCommandCopyBufferToImageKHR },
    { "clCommandCopyImageKHR", (void *)vcl_fe_clCommandCopyImageKHR },
    { "clCommandCopyImageToBufferKHR", (void *)vcl_fe_clCommandCopyImageToBufferKHR },
    { "clCommandFillBufferKHR", (void *)vcl_fe_clCommandFillBufferKHR },
    { "clCommandFillImageKHR", (void *)vcl_fe_clCommandFillImageKHR },
    { "clCommandNDRangeKernelKHR", (void *)vcl_fe_clCommandNDRangeKernelKHR },
    { "clGetCommandBufferInfoKHR", (void *)vcl_fe_clGetCommandBufferInfoKHR },
};
