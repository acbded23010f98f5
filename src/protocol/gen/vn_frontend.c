/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
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
    vcl_enc_obj(&c.enc, (const void *)platform);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)device);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)context);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_u64(&c.enc, newo->id);
    vcl_enc_obj(&c.enc, (const void *)context);
    vcl_enc_obj(&c.enc, (const void *)device);
    vcl_enc_val(&c.enc, &properties, sizeof(properties));
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)context);
    vcl_enc_val(&c.enc, &flags, sizeof(flags));
    vcl_enc_val(&c.enc, &image_type, sizeof(image_type));
    vcl_enc_val(&c.enc, &num_entries, sizeof(num_entries));
    vcl_enc_want(&c.enc, image_formats != NULL);
    vcl_enc_want(&c.enc, num_image_formats != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)memobj);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)image);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_u64(&c.enc, newo->id);
    vcl_enc_obj(&c.enc, (const void *)context);
    vcl_enc_val(&c.enc, &normalized_coords, sizeof(normalized_coords));
    vcl_enc_val(&c.enc, &addressing_mode, sizeof(addressing_mode));
    vcl_enc_val(&c.enc, &filter_mode, sizeof(filter_mode));
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
    vcl_enc_obj(&c.enc, (const void *)sampler);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)program);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)program);
    vcl_enc_obj(&c.enc, (const void *)device);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_u64(&c.enc, newo->id);
    vcl_enc_obj(&c.enc, (const void *)program);
    vcl_enc_str(&c.enc, kernel_name);
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
    vcl_enc_obj(&c.enc, (const void *)kernel);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)kernel);
    vcl_enc_obj(&c.enc, (const void *)device);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)event);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)event);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_obj(&c.enc, (const void *)src_buffer);
    vcl_enc_obj(&c.enc, (const void *)dst_buffer);
    vcl_enc_val(&c.enc, &src_offset, sizeof(src_offset));
    vcl_enc_val(&c.enc, &dst_offset, sizeof(dst_offset));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_obj(&c.enc, (const void *)src_image);
    vcl_enc_obj(&c.enc, (const void *)dst_image);
    vcl_enc_arr(&c.enc, src_origin, 3, sizeof(size_t));
    vcl_enc_arr(&c.enc, dst_origin, 3, sizeof(size_t));
    vcl_enc_arr(&c.enc, region, 3, sizeof(size_t));
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_obj(&c.enc, (const void *)src_image);
    vcl_enc_obj(&c.enc, (const void *)dst_buffer);
    vcl_enc_arr(&c.enc, src_origin, 3, sizeof(size_t));
    vcl_enc_arr(&c.enc, region, 3, sizeof(size_t));
    vcl_enc_val(&c.enc, &dst_offset, sizeof(dst_offset));
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_obj(&c.enc, (const void *)src_buffer);
    vcl_enc_obj(&c.enc, (const void *)dst_image);
    vcl_enc_val(&c.enc, &src_offset, sizeof(src_offset));
    vcl_enc_arr(&c.enc, dst_origin, 3, sizeof(size_t));
    vcl_enc_arr(&c.enc, region, 3, sizeof(size_t));
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_obj(&c.enc, (const void *)kernel);
    vcl_enc_val(&c.enc, &work_dim, sizeof(work_dim));
    vcl_enc_arr(&c.enc, global_work_offset, work_dim, sizeof(size_t));
    vcl_enc_arr(&c.enc, global_work_size, work_dim, sizeof(size_t));
    vcl_enc_arr(&c.enc, local_work_size, work_dim, sizeof(size_t));
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_obj(&c.enc, (const void *)kernel);
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
    }
    return ret;
}

cl_int CL_API_CALL vcl_fe_clEnqueueWaitForEvents(cl_command_queue command_queue, cl_uint num_events, const cl_event*event_list)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)command_queue, VN_T_QUEUE, false))
        return vn_types[VN_T_QUEUE].invalid_error;
    if (!vcl_objs_ok((const void *const *)event_list, num_events, VN_T_EVENT, false))
        return CL_INVALID_EVENT;
    bool wl_local;
    if ((ret = vcl_wait_list_context((const void *)command_queue, num_events, (const void *const *)event_list, &wl_local)))
        return ret;
    vcl_call_init(&c, VN_OP_clEnqueueWaitForEvents);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueWaitForEvents);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_add(sig, &num_events, sizeof(num_events));
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_val(&c.enc, &num_events, sizeof(num_events));
    vcl_enc_objs(&c.enc, (const void *const *)event_list, num_events);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    if (vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    return ret;
}

cl_mem CL_API_CALL vcl_fe_clCreateFromGLBuffer(cl_context context, cl_mem_flags flags, cl_GLuint bufobj, cl_int*errcode_ret)
{
    (void)context;
    (void)flags;
    (void)bufobj;
    { if (errcode_ret) *errcode_ret = CL_INVALID_CONTEXT; return NULL; }
}

cl_mem CL_API_CALL vcl_fe_clCreateFromGLTexture2D(cl_context context, cl_mem_flags flags, cl_GLenum target, cl_GLint miplevel, cl_GLuint texture, cl_int*errcode_ret)
{
    (void)context;
    (void)flags;
    (void)target;
    (void)miplevel;
    (void)texture;
    { if (errcode_ret) *errcode_ret = CL_INVALID_CONTEXT; return NULL; }
}

cl_mem CL_API_CALL vcl_fe_clCreateFromGLTexture3D(cl_context context, cl_mem_flags flags, cl_GLenum target, cl_GLint miplevel, cl_GLuint texture, cl_int*errcode_ret)
{
    (void)context;
    (void)flags;
    (void)target;
    (void)miplevel;
    (void)texture;
    { if (errcode_ret) *errcode_ret = CL_INVALID_CONTEXT; return NULL; }
}

cl_mem CL_API_CALL vcl_fe_clCreateFromGLRenderbuffer(cl_context context, cl_mem_flags flags, cl_GLuint renderbuffer, cl_int*errcode_ret)
{
    (void)context;
    (void)flags;
    (void)renderbuffer;
    { if (errcode_ret) *errcode_ret = CL_INVALID_CONTEXT; return NULL; }
}

cl_int CL_API_CALL vcl_fe_clGetGLObjectInfo(cl_mem memobj, cl_gl_object_type*gl_object_type, cl_GLuint*gl_object_name)
{
    (void)memobj;
    (void)gl_object_type;
    (void)gl_object_name;
    return CL_INVALID_GL_OBJECT;
}

cl_int CL_API_CALL vcl_fe_clGetGLTextureInfo(cl_mem memobj, cl_gl_texture_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    (void)memobj;
    (void)param_name;
    (void)param_value_size;
    (void)param_value;
    (void)param_value_size_ret;
    return CL_INVALID_GL_OBJECT;
}

cl_int CL_API_CALL vcl_fe_clEnqueueAcquireGLObjects(cl_command_queue command_queue, cl_uint num_objects, const cl_mem*mem_objects, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    (void)command_queue;
    (void)num_objects;
    (void)mem_objects;
    (void)num_events_in_wait_list;
    (void)event_wait_list;
    (void)event;
    return CL_INVALID_CONTEXT;
}

cl_int CL_API_CALL vcl_fe_clEnqueueReleaseGLObjects(cl_command_queue command_queue, cl_uint num_objects, const cl_mem*mem_objects, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    (void)command_queue;
    (void)num_objects;
    (void)mem_objects;
    (void)num_events_in_wait_list;
    (void)event_wait_list;
    (void)event;
    return CL_INVALID_CONTEXT;
}

cl_int CL_API_CALL vcl_fe_clGetGLContextInfoKHR(const cl_context_properties*properties, cl_gl_context_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret)
{
    (void)properties;
    (void)param_name;
    (void)param_value_size;
    (void)param_value;
    (void)param_value_size_ret;
    return CL_INVALID_OPERATION;
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
    vcl_enc_u64(&c.enc, newo->id);
    vcl_enc_obj(&c.enc, (const void *)context);
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
    vcl_enc_obj(&c.enc, (const void *)event);
    vcl_enc_val(&c.enc, &execution_status, sizeof(execution_status));
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_obj(&c.enc, (const void *)src_buffer);
    vcl_enc_obj(&c.enc, (const void *)dst_buffer);
    vcl_enc_arr(&c.enc, src_origin, 3, sizeof(size_t));
    vcl_enc_arr(&c.enc, dst_origin, 3, sizeof(size_t));
    vcl_enc_arr(&c.enc, region, 3, sizeof(size_t));
    vcl_enc_val(&c.enc, &src_row_pitch, sizeof(src_row_pitch));
    vcl_enc_val(&c.enc, &src_slice_pitch, sizeof(src_slice_pitch));
    vcl_enc_val(&c.enc, &dst_row_pitch, sizeof(dst_row_pitch));
    vcl_enc_val(&c.enc, &dst_slice_pitch, sizeof(dst_slice_pitch));
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
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
    vcl_enc_u64(&c.enc, newo->id);
    vcl_enc_obj(&c.enc, (const void *)context);
    vcl_enc_val(&c.enc, &num_devices, sizeof(num_devices));
    vcl_enc_objs(&c.enc, (const void *const *)device_list, num_devices);
    vcl_enc_str(&c.enc, kernel_names);
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
    vcl_enc_obj(&c.enc, (const void *)platform);
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
    vcl_enc_obj(&c.enc, (const void *)kernel);
    vcl_enc_val(&c.enc, &arg_index, sizeof(arg_index));
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_obj(&c.enc, (const void *)buffer);
    vcl_enc_buf(&c.enc, pattern, pattern_size);
    vcl_enc_val(&c.enc, &pattern_size, sizeof(pattern_size));
    vcl_enc_val(&c.enc, &offset, sizeof(offset));
    vcl_enc_val(&c.enc, &size, sizeof(size));
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_obj(&c.enc, (const void *)image);
    vcl_enc_buf(&c.enc, fill_color, 16);
    vcl_enc_arr(&c.enc, origin, 3, sizeof(size_t));
    vcl_enc_arr(&c.enc, region, 3, sizeof(size_t));
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_val(&c.enc, &num_mem_objects, sizeof(num_mem_objects));
    vcl_enc_objs(&c.enc, (const void *const *)mem_objects, num_mem_objects);
    vcl_enc_val(&c.enc, &flags, sizeof(flags));
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
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
    vcl_enc_obj(&c.enc, (const void *)command_queue);
    vcl_enc_val(&c.enc, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(&c.enc, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(&c.enc, newev ? newev->id : 0);
    if (wl_local && vcl_sig_known(sig))
        ret = vcl_call_noreply(&c);
    else if ((ret = vcl_call_sync(&c)) == CL_SUCCESS)
        vcl_sig_learn(sig);
    vcl_call_fini(&c);
    if (newev) {
        if (ret == CL_SUCCESS)
            *event = (cl_event)newev;
        else
            vcl_obj_discard(newev);
    }
    return ret;
}

cl_mem CL_API_CALL vcl_fe_clCreateFromGLTexture(cl_context context, cl_mem_flags flags, cl_GLenum target, cl_GLint miplevel, cl_GLuint texture, cl_int*errcode_ret)
{
    (void)context;
    (void)flags;
    (void)target;
    (void)miplevel;
    (void)texture;
    { if (errcode_ret) *errcode_ret = CL_INVALID_CONTEXT; return NULL; }
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
    vcl_enc_u64(&c.enc, newo->id);
    vcl_enc_obj(&c.enc, (const void *)context);
    vcl_enc_obj(&c.enc, (const void *)device);
    vcl_enc_props(&c.enc, (const void *)properties, sizeof(cl_queue_properties));
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
    vcl_enc_u64(&c.enc, newo->id);
    vcl_enc_obj(&c.enc, (const void *)context);
    vcl_enc_val(&c.enc, &flags, sizeof(flags));
    vcl_enc_val(&c.enc, &pipe_packet_size, sizeof(pipe_packet_size));
    vcl_enc_val(&c.enc, &pipe_max_packets, sizeof(pipe_max_packets));
    vcl_enc_props(&c.enc, (const void *)properties, sizeof(cl_pipe_properties));
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
    vcl_enc_obj(&c.enc, (const void *)pipe);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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

cl_int CL_API_CALL vcl_fe_clEnqueueSVMFree(cl_command_queue command_queue, cl_uint num_svm_pointers, void**svm_pointers, vcl_pfn_svm_free pfn_free_func, void*user_data, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    (void)command_queue;
    (void)num_svm_pointers;
    (void)svm_pointers;
    (void)pfn_free_func;
    (void)user_data;
    (void)num_events_in_wait_list;
    (void)event_wait_list;
    (void)event;
    return CL_INVALID_OPERATION;
}

cl_int CL_API_CALL vcl_fe_clEnqueueSVMMemcpy(cl_command_queue command_queue, cl_bool blocking_copy, void*dst_ptr, const void*src_ptr, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    (void)command_queue;
    (void)blocking_copy;
    (void)dst_ptr;
    (void)src_ptr;
    (void)size;
    (void)num_events_in_wait_list;
    (void)event_wait_list;
    (void)event;
    return CL_INVALID_OPERATION;
}

cl_int CL_API_CALL vcl_fe_clEnqueueSVMMemFill(cl_command_queue command_queue, void*svm_ptr, const void*pattern, size_t pattern_size, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    (void)command_queue;
    (void)svm_ptr;
    (void)pattern;
    (void)pattern_size;
    (void)size;
    (void)num_events_in_wait_list;
    (void)event_wait_list;
    (void)event;
    return CL_INVALID_OPERATION;
}

cl_int CL_API_CALL vcl_fe_clEnqueueSVMMap(cl_command_queue command_queue, cl_bool blocking_map, cl_map_flags flags, void*svm_ptr, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    (void)command_queue;
    (void)blocking_map;
    (void)flags;
    (void)svm_ptr;
    (void)size;
    (void)num_events_in_wait_list;
    (void)event_wait_list;
    (void)event;
    return CL_INVALID_OPERATION;
}

cl_int CL_API_CALL vcl_fe_clEnqueueSVMUnmap(cl_command_queue command_queue, void*svm_ptr, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    (void)command_queue;
    (void)svm_ptr;
    (void)num_events_in_wait_list;
    (void)event_wait_list;
    (void)event;
    return CL_INVALID_OPERATION;
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
    vcl_enc_u64(&c.enc, newo->id);
    vcl_enc_obj(&c.enc, (const void *)context);
    vcl_enc_props(&c.enc, (const void *)sampler_properties, sizeof(cl_sampler_properties));
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

cl_int CL_API_CALL vcl_fe_clSetKernelArgSVMPointer(cl_kernel kernel, cl_uint arg_index, const void*arg_value)
{
    (void)kernel;
    (void)arg_index;
    (void)arg_value;
    return CL_INVALID_OPERATION;
}

cl_int CL_API_CALL vcl_fe_clSetKernelExecInfo(cl_kernel kernel, cl_kernel_exec_info param_name, size_t param_value_size, const void*param_value)
{
    (void)kernel;
    (void)param_name;
    (void)param_value_size;
    (void)param_value;
    return CL_INVALID_OPERATION;
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
    vcl_enc_obj(&c.enc, (const void *)in_kernel);
    vcl_enc_obj(&c.enc, (const void *)in_device);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &input_value_size, sizeof(input_value_size));
    vcl_enc_buf(&c.enc, input_value, input_value_size);
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_u64(&c.enc, newo->id);
    vcl_enc_obj(&c.enc, (const void *)source_kernel);
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
    vcl_enc_u64(&c.enc, newo->id);
    vcl_enc_obj(&c.enc, (const void *)context);
    vcl_enc_buf(&c.enc, il, length);
    vcl_enc_val(&c.enc, &length, sizeof(length));
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

cl_int CL_API_CALL vcl_fe_clEnqueueSVMMigrateMem(cl_command_queue command_queue, cl_uint num_svm_pointers, const void**svm_pointers, const size_t*sizes, cl_mem_migration_flags flags, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
{
    (void)command_queue;
    (void)num_svm_pointers;
    (void)svm_pointers;
    (void)sizes;
    (void)flags;
    (void)num_events_in_wait_list;
    (void)event_wait_list;
    (void)event;
    return CL_INVALID_OPERATION;
}

cl_int CL_API_CALL vcl_fe_clGetDeviceAndHostTimer(cl_device_id device, cl_ulong*device_timestamp, cl_ulong*host_timestamp)
{
    struct vcl_call c;
    cl_int ret;
    if (!vcl_obj_ok((const void *)device, VN_T_DEVICE, false))
        return vn_types[VN_T_DEVICE].invalid_error;
    vcl_call_init(&c, VN_OP_clGetDeviceAndHostTimer);
    vcl_enc_obj(&c.enc, (const void *)device);
    vcl_enc_want(&c.enc, device_timestamp != NULL);
    vcl_enc_want(&c.enc, host_timestamp != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)device);
    vcl_enc_want(&c.enc, host_timestamp != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)kernel);
    vcl_enc_obj(&c.enc, (const void *)device);
    vcl_enc_val(&c.enc, &param_name, sizeof(param_name));
    vcl_enc_val(&c.enc, &input_value_size, sizeof(input_value_size));
    vcl_enc_buf(&c.enc, input_value, input_value_size);
    vcl_enc_val(&c.enc, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(&c.enc, param_value != NULL);
    vcl_enc_want(&c.enc, param_value_size_ret != NULL);
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
    vcl_enc_obj(&c.enc, (const void *)program);
    vcl_enc_val(&c.enc, &spec_id, sizeof(spec_id));
    vcl_enc_val(&c.enc, &spec_size, sizeof(spec_size));
    vcl_enc_buf(&c.enc, spec_value, spec_size);
    ret = vcl_call_sync(&c);
    vcl_call_fini(&c);
    return ret;
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
