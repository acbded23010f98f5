/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#include "vcl_fe.h"
#include "vn_frontend.h"

void vn_enc_clCreateImage(struct vcl_enc *e, const struct vn_args_clCreateImage *a)
{
    vcl_enc_u64(e, a->id);
    vcl_enc_obj(e, (const void *)a->context);
    vcl_enc_val(e, &a->flags, sizeof(a->flags));
    vcl_enc_val(e, &a->image_format, sizeof(a->image_format));
    vcl_enc_val(e, &a->image_desc, sizeof(a->image_desc));
    vcl_enc_obj(e, (const void *)a->image_desc.mem_object);
    if (a->host_ptr.p && a->host_ptr.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->host_ptr.off, a->host_ptr.len);
    else
        vcl_enc_buf(e, a->host_ptr.p, a->host_ptr.len);
}

void vn_enc_clCreateBuffer(struct vcl_enc *e, const struct vn_args_clCreateBuffer *a)
{
    vcl_enc_u64(e, a->id);
    vcl_enc_obj(e, (const void *)a->context);
    vcl_enc_val(e, &a->flags, sizeof(a->flags));
    vcl_enc_val(e, &a->size, sizeof(a->size));
    vcl_enc_u64(e, a->host_ptr_svm);
    if (a->host_ptr.p && a->host_ptr.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->host_ptr.off, a->host_ptr.len);
    else
        vcl_enc_buf(e, a->host_ptr.p, a->host_ptr.len);
}

cl_int vn_enc_clCreateProgramWithBinary(struct vcl_enc *e, const struct vn_args_clCreateProgramWithBinary *a)
{
    uint64_t inl = 0;
    cl_int ret;

    vcl_enc_u64(e, a->id);
    vcl_enc_obj(e, (const void *)a->context);
    vcl_enc_val(e, &a->num_devices, sizeof(a->num_devices));
    vcl_enc_objs(e, (const void *const *)a->device_list, a->num_devices);
    for (uint64_t i = 0; i < a->num_devices; i++)
        if ((ret = vcl_fe_enc_large(e, a->binaries[i], a->lengths[i], &inl)) != CL_SUCCESS)
            return ret;
    return CL_SUCCESS;
}

void vn_enc_clCreateKernelsInProgram(struct vcl_enc *e, const struct vn_args_clCreateKernelsInProgram *a)
{
    vcl_enc_obj(e, (const void *)a->program);
    vcl_enc_val(e, &a->num_kernels, sizeof(a->num_kernels));
    vcl_enc_u64(e, a->kernels != NULL);
    for (uint64_t i = 0; a->kernels && i < a->num_kernels; i++)
        vcl_enc_u64(e, a->kernels[i]);
}

cl_int vn_enc_clSetKernelArg(struct vcl_enc *e, const struct vn_args_clSetKernelArg *a)
{
    uint64_t inl = 0;
    cl_int ret;

    vcl_enc_obj(e, (const void *)a->kernel);
    vcl_enc_val(e, &a->arg_index, sizeof(a->arg_index));
    vcl_enc_val(e, &a->arg_size, sizeof(a->arg_size));
    vcl_enc_u64(e, a->arg_value_obj != NULL);
    if (a->arg_value_obj)
        vcl_enc_obj(e, a->arg_value_obj);
    if (a->arg_value_obj || !a->arg_value)
        vcl_enc_buf(e, a->arg_value, a->arg_value ? a->arg_size : 0);
    else if ((ret = vcl_fe_enc_large(e, a->arg_value, a->arg_size, &inl)) != CL_SUCCESS)
        return ret;
    return CL_SUCCESS;
}

void vn_enc_clCreateContextFromType(struct vcl_enc *e, const struct vn_args_clCreateContextFromType *a)
{
    vcl_enc_u64(e, a->id);
    vcl_enc_props(e, a->properties, sizeof(cl_context_properties));
    vcl_enc_val(e, &a->device_type, sizeof(a->device_type));
    vcl_enc_u64(e, a->pfn_notify_id);
}

void vn_enc_clEnqueueReadBufferRect(struct vcl_enc *e, const struct vn_args_clEnqueueReadBufferRect *a)
{
    vcl_enc_u64(e, a->event_id);
    vcl_enc_obj(e, (const void *)a->command_queue);
    vcl_enc_obj(e, (const void *)a->buffer);
    vcl_enc_val(e, &a->blocking_read, sizeof(a->blocking_read));
    vcl_enc_arr(e, a->region, 3, sizeof(size_t));
    vcl_enc_val(e, &a->num_events_in_wait_list, sizeof(a->num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)a->event_wait_list, a->num_events_in_wait_list);
    vcl_enc_u64(e, a->ptr.len);
    if (a->ptr.p && a->ptr.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->ptr.off, a->ptr.len);
    else
        vcl_enc_buf(e, a->ptr.p, a->ptr.len);
}

void vn_enc_clCompileProgram(struct vcl_enc *e, const struct vn_args_clCompileProgram *a)
{
    vcl_enc_obj(e, (const void *)a->program);
    vcl_enc_val(e, &a->num_devices, sizeof(a->num_devices));
    vcl_enc_objs(e, (const void *const *)a->device_list, a->num_devices);
    vcl_enc_u64(e, a->files_count);
    for (uint64_t i = 0; i < a->files_count; i++) {
        vcl_enc_str(e, a->files[i].name);
        vcl_enc_buf(e, a->files[i].data, a->files[i].len);
    }
    vcl_enc_val(e, &a->num_input_headers, sizeof(a->num_input_headers));
    vcl_enc_u64(e, a->header_include_names != NULL);
    for (uint64_t i = 0; a->header_include_names && i < a->num_input_headers; i++)
        vcl_enc_str(e, a->header_include_names[i]);
    vcl_enc_want(e, a->param_value_want);
    vcl_enc_want(e, a->param_value_size_ret_want);
    vcl_enc_u64(e, a->pfn_notify_id);
    vcl_enc_val(e, &a->ask, sizeof(a->ask));
}

void vn_enc_eglQueryString(struct vcl_enc *e, const struct vn_args_eglQueryString *a)
{
    vcl_enc_val(e, &a->name, sizeof(a->name));
}

void vn_enc_eglCreatePbufferSurface(struct vcl_enc *e, const struct vn_args_eglCreatePbufferSurface *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
    vcl_enc_val(e, &a->config, sizeof(a->config));
    vcl_enc_u64(e, a->attribs_count);
    vcl_enc_arr(e, a->attribs, a->attribs_count, sizeof(EGLint));
}

void vn_enc_vclDrawClient(struct vcl_enc *e, const struct vn_args_vclDrawClient *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->count, sizeof(a->count));
    vcl_enc_buf_copy(e, a->indices, a->indices_len);
    vcl_enc_val(e, &a->narrays, sizeof(a->narrays));
    for (uint64_t i = 0; i < a->narrays; i++)
        vcl_enc_buf_copy(e, a->data[i], a->data_len[i]);
}

void vn_enc_vclGetBufferData(struct vcl_enc *e, const struct vn_args_vclGetBufferData *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->length, sizeof(a->length));
    vcl_enc_u64(e, a->dest.len);
    if (a->dest.p && a->dest.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->dest.off, a->dest.len);
    else
        vcl_enc_buf(e, a->dest.p, a->dest.len);
}

void vn_enc_vclGetLabel(struct vcl_enc *e, const struct vn_args_vclGetLabel *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->bufSize, sizeof(a->bufSize));
    vcl_enc_want(e, a->length_want);
}

void vn_enc_msg_forget(struct vcl_enc *e, const struct vn_args_msg_forget *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
}

void vn_enc_msg_get_binaries(struct vcl_enc *e, const struct vn_args_msg_get_binaries *a)
{
    vcl_enc_obj(e, (const void *)a->program);
}

void vn_enc_msg_stage(struct vcl_enc *e, const struct vn_args_msg_stage *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
    vcl_enc_val(e, &a->len, sizeof(a->len));
    vcl_enc_val(e, &a->off, sizeof(a->off));
    vcl_enc_buf(e, a->piece, a->piece_len);
}

void vn_enc_msg_attach_shm(struct vcl_enc *e, const struct vn_args_msg_attach_shm *a)
{
    vcl_enc_val(e, &a->size, sizeof(a->size));
    vcl_enc_val(e, &a->ring, sizeof(a->ring));
}

void vn_enc_clGetContextInfo(struct vcl_enc *e, cl_context context, cl_context_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)context);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clCreateCommandQueueWithProperties(struct vcl_enc *e, uint64_t id, cl_context context, cl_device_id device, const cl_queue_properties*properties)
{
    vcl_enc_u64(e, id);
    vcl_enc_obj(e, (const void *)context);
    vcl_enc_obj(e, (const void *)device);
    vcl_enc_props(e, (const void *)properties, sizeof(cl_queue_properties));
}

void vn_enc_clSetKernelExecInfo(struct vcl_enc *e, cl_kernel kernel, cl_kernel_exec_info param_name, size_t param_value_size, const void*param_value)
{
    vcl_enc_obj(e, (const void *)kernel);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_buf(e, param_value, param_value_size);
}

void vn_enc_clEnqueueFillImageLike(struct vcl_enc *e, cl_command_queue command_queue, cl_mem image, const void*pattern, size_t pattern_size, const size_t*origin, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_obj(e, (const void *)image);
    vcl_enc_buf(e, pattern, pattern_size);
    vcl_enc_val(e, &pattern_size, sizeof(pattern_size));
    vcl_enc_arr(e, origin, 3, sizeof(size_t));
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}
