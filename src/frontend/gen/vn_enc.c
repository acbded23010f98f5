/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#include "vcl_fe.h"
#include "vn_frontend.h"

void vn_enc_clCreateContext(struct vcl_enc *e, const struct vn_args_clCreateContext *a)
{
    vcl_enc_u64(e, a->id);
    vcl_enc_props(e, a->properties, sizeof(cl_context_properties));
    vcl_enc_val(e, &a->num_devices, sizeof(a->num_devices));
    vcl_enc_objs(e, (const void *const *)a->devices, a->num_devices);
    vcl_enc_u64(e, a->pfn_notify_id);
}

void vn_enc_clCreateContextFromType(struct vcl_enc *e, const struct vn_args_clCreateContextFromType *a)
{
    vcl_enc_u64(e, a->id);
    vcl_enc_props(e, a->properties, sizeof(cl_context_properties));
    vcl_enc_val(e, &a->device_type, sizeof(a->device_type));
    vcl_enc_u64(e, a->pfn_notify_id);
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

cl_int vn_enc_clCreateProgramWithSource(struct vcl_enc *e, const struct vn_args_clCreateProgramWithSource *a)
{
    uint64_t inl = 0;
    cl_int ret;

    vcl_enc_u64(e, a->id);
    vcl_enc_obj(e, (const void *)a->context);
    vcl_enc_val(e, &a->count, sizeof(a->count));
    for (uint64_t i = 0; i < a->count; i++)
        if ((ret = vcl_fe_enc_large(e, a->strings[i], a->lengths[i], &inl)) != CL_SUCCESS)
            return ret;
    return CL_SUCCESS;
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

void vn_enc_clBuildProgram(struct vcl_enc *e, const struct vn_args_clBuildProgram *a)
{
    vcl_enc_obj(e, (const void *)a->program);
    vcl_enc_val(e, &a->num_devices, sizeof(a->num_devices));
    vcl_enc_objs(e, (const void *const *)a->device_list, a->num_devices);
    vcl_enc_str(e, a->options);
    vcl_enc_u64(e, a->files_count);
    for (uint64_t i = 0; i < a->files_count; i++) {
        vcl_enc_str(e, a->files[i].name);
        vcl_enc_buf(e, a->files[i].data, a->files[i].len);
    }
    vcl_enc_u64(e, a->pfn_notify_id);
    vcl_enc_val(e, &a->ask, sizeof(a->ask));
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

void vn_enc_clEnqueueReadBuffer(struct vcl_enc *e, const struct vn_args_clEnqueueReadBuffer *a)
{
    vcl_enc_u64(e, a->event_id);
    vcl_enc_obj(e, (const void *)a->command_queue);
    vcl_enc_obj(e, (const void *)a->buffer);
    vcl_enc_val(e, &a->blocking_read, sizeof(a->blocking_read));
    vcl_enc_val(e, &a->offset, sizeof(a->offset));
    vcl_enc_val(e, &a->size, sizeof(a->size));
    vcl_enc_val(e, &a->num_events_in_wait_list, sizeof(a->num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)a->event_wait_list, a->num_events_in_wait_list);
    if (a->ptr.p && a->ptr.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->ptr.off, a->ptr.len);
    else
        vcl_enc_buf(e, a->ptr.p, a->ptr.len);
}

void vn_enc_clEnqueueWriteBuffer(struct vcl_enc *e, const struct vn_args_clEnqueueWriteBuffer *a)
{
    vcl_enc_u64(e, a->event_id);
    vcl_enc_obj(e, (const void *)a->command_queue);
    vcl_enc_obj(e, (const void *)a->buffer);
    vcl_enc_val(e, &a->blocking_write, sizeof(a->blocking_write));
    vcl_enc_val(e, &a->offset, sizeof(a->offset));
    vcl_enc_val(e, &a->size, sizeof(a->size));
    vcl_enc_val(e, &a->num_events_in_wait_list, sizeof(a->num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)a->event_wait_list, a->num_events_in_wait_list);
    if (a->ptr.p && a->ptr.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->ptr.off, a->ptr.len);
    else
        vcl_enc_buf(e, a->ptr.p, a->ptr.len);
}

void vn_enc_clEnqueueReadImage(struct vcl_enc *e, const struct vn_args_clEnqueueReadImage *a)
{
    vcl_enc_u64(e, a->event_id);
    vcl_enc_obj(e, (const void *)a->command_queue);
    vcl_enc_obj(e, (const void *)a->image);
    vcl_enc_val(e, &a->blocking_read, sizeof(a->blocking_read));
    vcl_enc_arr(e, a->origin, 3, sizeof(size_t));
    vcl_enc_arr(e, a->region, 3, sizeof(size_t));
    vcl_enc_val(e, &a->row_pitch, sizeof(a->row_pitch));
    vcl_enc_val(e, &a->slice_pitch, sizeof(a->slice_pitch));
    vcl_enc_val(e, &a->num_events_in_wait_list, sizeof(a->num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)a->event_wait_list, a->num_events_in_wait_list);
    vcl_enc_u64(e, a->ptr.len);
    if (a->ptr.p && a->ptr.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->ptr.off, a->ptr.len);
    else
        vcl_enc_buf(e, a->ptr.p, a->ptr.len);
}

void vn_enc_clEnqueueWriteImage(struct vcl_enc *e, const struct vn_args_clEnqueueWriteImage *a)
{
    vcl_enc_u64(e, a->event_id);
    vcl_enc_obj(e, (const void *)a->command_queue);
    vcl_enc_obj(e, (const void *)a->image);
    vcl_enc_val(e, &a->blocking_write, sizeof(a->blocking_write));
    vcl_enc_arr(e, a->origin, 3, sizeof(size_t));
    vcl_enc_arr(e, a->region, 3, sizeof(size_t));
    vcl_enc_val(e, &a->input_row_pitch, sizeof(a->input_row_pitch));
    vcl_enc_val(e, &a->input_slice_pitch, sizeof(a->input_slice_pitch));
    vcl_enc_val(e, &a->num_events_in_wait_list, sizeof(a->num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)a->event_wait_list, a->num_events_in_wait_list);
    vcl_enc_u64(e, a->ptr.len);
    if (a->ptr.p && a->ptr.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->ptr.off, a->ptr.len);
    else
        vcl_enc_buf(e, a->ptr.p, a->ptr.len);
}

void vn_enc_clGetGLContextInfoKHR(struct vcl_enc *e, const struct vn_args_clGetGLContextInfoKHR *a)
{
    vcl_enc_props(e, a->properties, sizeof(cl_context_properties));
    vcl_enc_val(e, &a->param_name, sizeof(a->param_name));
    vcl_enc_val(e, &a->param_value_size, sizeof(a->param_value_size));
    vcl_enc_want(e, a->param_value_want);
    vcl_enc_want(e, a->param_value_size_ret_want);
}

void vn_enc_clSetEventCallback(struct vcl_enc *e, const struct vn_args_clSetEventCallback *a)
{
    vcl_enc_obj(e, (const void *)a->event);
    vcl_enc_val(e, &a->command_exec_callback_type, sizeof(a->command_exec_callback_type));
    vcl_enc_u64(e, a->pfn_notify_id);
}

void vn_enc_clCreateSubBuffer(struct vcl_enc *e, const struct vn_args_clCreateSubBuffer *a)
{
    vcl_enc_u64(e, a->id);
    vcl_enc_obj(e, (const void *)a->buffer);
    vcl_enc_val(e, &a->flags, sizeof(a->flags));
    vcl_enc_val(e, &a->buffer_create_type, sizeof(a->buffer_create_type));
    vcl_enc_val(e, &a->buffer_create_info, sizeof(a->buffer_create_info));
}

void vn_enc_clSetMemObjectDestructorCallback(struct vcl_enc *e, const struct vn_args_clSetMemObjectDestructorCallback *a)
{
    vcl_enc_obj(e, (const void *)a->memobj);
    vcl_enc_u64(e, a->pfn_notify_id);
}

void vn_enc_clEnqueueReadBufferRect(struct vcl_enc *e, const struct vn_args_clEnqueueReadBufferRect *a)
{
    vcl_enc_u64(e, a->event_id);
    vcl_enc_obj(e, (const void *)a->command_queue);
    vcl_enc_obj(e, (const void *)a->buffer);
    vcl_enc_val(e, &a->blocking_read, sizeof(a->blocking_read));
    vcl_enc_arr(e, a->buffer_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, a->host_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, a->region, 3, sizeof(size_t));
    vcl_enc_val(e, &a->buffer_row_pitch, sizeof(a->buffer_row_pitch));
    vcl_enc_val(e, &a->buffer_slice_pitch, sizeof(a->buffer_slice_pitch));
    vcl_enc_val(e, &a->host_row_pitch, sizeof(a->host_row_pitch));
    vcl_enc_val(e, &a->host_slice_pitch, sizeof(a->host_slice_pitch));
    vcl_enc_val(e, &a->num_events_in_wait_list, sizeof(a->num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)a->event_wait_list, a->num_events_in_wait_list);
    vcl_enc_u64(e, a->ptr.len);
    if (a->ptr.p && a->ptr.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->ptr.off, a->ptr.len);
    else
        vcl_enc_buf(e, a->ptr.p, a->ptr.len);
}

void vn_enc_clEnqueueWriteBufferRect(struct vcl_enc *e, const struct vn_args_clEnqueueWriteBufferRect *a)
{
    vcl_enc_u64(e, a->event_id);
    vcl_enc_obj(e, (const void *)a->command_queue);
    vcl_enc_obj(e, (const void *)a->buffer);
    vcl_enc_val(e, &a->blocking_write, sizeof(a->blocking_write));
    vcl_enc_arr(e, a->buffer_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, a->host_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, a->region, 3, sizeof(size_t));
    vcl_enc_val(e, &a->buffer_row_pitch, sizeof(a->buffer_row_pitch));
    vcl_enc_val(e, &a->buffer_slice_pitch, sizeof(a->buffer_slice_pitch));
    vcl_enc_val(e, &a->host_row_pitch, sizeof(a->host_row_pitch));
    vcl_enc_val(e, &a->host_slice_pitch, sizeof(a->host_slice_pitch));
    vcl_enc_val(e, &a->num_events_in_wait_list, sizeof(a->num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)a->event_wait_list, a->num_events_in_wait_list);
    vcl_enc_u64(e, a->ptr.len);
    if (a->ptr.p && a->ptr.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->ptr.off, a->ptr.len);
    else
        vcl_enc_buf(e, a->ptr.p, a->ptr.len);
}

void vn_enc_clCreateSubDevices(struct vcl_enc *e, const struct vn_args_clCreateSubDevices *a)
{
    vcl_enc_obj(e, (const void *)a->in_device);
    vcl_enc_props(e, a->properties, sizeof(cl_device_partition_property));
    vcl_enc_val(e, &a->num_devices, sizeof(a->num_devices));
    vcl_enc_u64(e, a->out_devices != NULL);
    for (uint64_t i = 0; a->out_devices && i < a->num_devices; i++)
        vcl_enc_u64(e, a->out_devices[i]);
}

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

void vn_enc_clCompileProgram(struct vcl_enc *e, const struct vn_args_clCompileProgram *a)
{
    vcl_enc_obj(e, (const void *)a->program);
    vcl_enc_val(e, &a->num_devices, sizeof(a->num_devices));
    vcl_enc_objs(e, (const void *const *)a->device_list, a->num_devices);
    vcl_enc_str(e, a->options);
    vcl_enc_u64(e, a->files_count);
    for (uint64_t i = 0; i < a->files_count; i++) {
        vcl_enc_str(e, a->files[i].name);
        vcl_enc_buf(e, a->files[i].data, a->files[i].len);
    }
    vcl_enc_val(e, &a->num_input_headers, sizeof(a->num_input_headers));
    vcl_enc_objs(e, (const void *const *)a->input_headers, a->num_input_headers);
    vcl_enc_u64(e, a->header_include_names != NULL);
    for (uint64_t i = 0; a->header_include_names && i < a->num_input_headers; i++)
        vcl_enc_str(e, a->header_include_names[i]);
    vcl_enc_u64(e, a->pfn_notify_id);
    vcl_enc_val(e, &a->ask, sizeof(a->ask));
}

void vn_enc_clLinkProgram(struct vcl_enc *e, const struct vn_args_clLinkProgram *a)
{
    vcl_enc_u64(e, a->id);
    vcl_enc_obj(e, (const void *)a->context);
    vcl_enc_val(e, &a->num_devices, sizeof(a->num_devices));
    vcl_enc_objs(e, (const void *const *)a->device_list, a->num_devices);
    vcl_enc_str(e, a->options);
    vcl_enc_val(e, &a->num_input_programs, sizeof(a->num_input_programs));
    vcl_enc_objs(e, (const void *const *)a->input_programs, a->num_input_programs);
    vcl_enc_u64(e, a->pfn_notify_id);
}

void vn_enc_clSVMAlloc(struct vcl_enc *e, const struct vn_args_clSVMAlloc *a)
{
    vcl_enc_obj(e, (const void *)a->context);
    vcl_enc_val(e, &a->flags, sizeof(a->flags));
    vcl_enc_val(e, &a->size, sizeof(a->size));
    vcl_enc_val(e, &a->alignment, sizeof(a->alignment));
}

void vn_enc_clSVMFree(struct vcl_enc *e, const struct vn_args_clSVMFree *a)
{
    vcl_enc_obj(e, (const void *)a->context);
    vcl_enc_u64(e, a->svm_pointer);
}

void vn_enc_clSetKernelArgSVMPointer(struct vcl_enc *e, const struct vn_args_clSetKernelArgSVMPointer *a)
{
    vcl_enc_obj(e, (const void *)a->kernel);
    vcl_enc_val(e, &a->arg_index, sizeof(a->arg_index));
    vcl_enc_u64(e, a->arg_value);
}

void vn_enc_clSetProgramReleaseCallback(struct vcl_enc *e, const struct vn_args_clSetProgramReleaseCallback *a)
{
    vcl_enc_obj(e, (const void *)a->program);
    vcl_enc_u64(e, a->pfn_notify_id);
}

void vn_enc_clCreateBufferWithProperties(struct vcl_enc *e, const struct vn_args_clCreateBufferWithProperties *a)
{
    vcl_enc_u64(e, a->id);
    vcl_enc_obj(e, (const void *)a->context);
    vcl_enc_props(e, a->properties, sizeof(cl_mem_properties));
    vcl_enc_val(e, &a->flags, sizeof(a->flags));
    vcl_enc_val(e, &a->size, sizeof(a->size));
    vcl_enc_u64(e, a->host_ptr_svm);
    if (a->host_ptr.p && a->host_ptr.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->host_ptr.off, a->host_ptr.len);
    else
        vcl_enc_buf(e, a->host_ptr.p, a->host_ptr.len);
}

void vn_enc_clCreateImageWithProperties(struct vcl_enc *e, const struct vn_args_clCreateImageWithProperties *a)
{
    vcl_enc_u64(e, a->id);
    vcl_enc_obj(e, (const void *)a->context);
    vcl_enc_props(e, a->properties, sizeof(cl_mem_properties));
    vcl_enc_val(e, &a->flags, sizeof(a->flags));
    vcl_enc_val(e, &a->image_format, sizeof(a->image_format));
    vcl_enc_val(e, &a->image_desc, sizeof(a->image_desc));
    vcl_enc_obj(e, (const void *)a->image_desc.mem_object);
    if (a->host_ptr.p && a->host_ptr.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->host_ptr.off, a->host_ptr.len);
    else
        vcl_enc_buf(e, a->host_ptr.p, a->host_ptr.len);
}

void vn_enc_clSetContextDestructorCallback(struct vcl_enc *e, const struct vn_args_clSetContextDestructorCallback *a)
{
    vcl_enc_obj(e, (const void *)a->context);
    vcl_enc_u64(e, a->pfn_notify_id);
}

void vn_enc_clCreateCommandBufferKHR(struct vcl_enc *e, const struct vn_args_clCreateCommandBufferKHR *a)
{
    vcl_enc_u64(e, a->id);
    vcl_enc_val(e, &a->num_queues, sizeof(a->num_queues));
    vcl_enc_objs(e, (const void *const *)a->queues, a->num_queues);
    vcl_enc_props(e, a->properties, sizeof(cl_command_buffer_properties_khr));
}

void vn_enc_clEnqueueCommandBufferKHR(struct vcl_enc *e, const struct vn_args_clEnqueueCommandBufferKHR *a)
{
    vcl_enc_val(e, &a->num_queues, sizeof(a->num_queues));
    vcl_enc_objs(e, (const void *const *)a->queues, a->num_queues);
    vcl_enc_obj(e, (const void *)a->command_buffer);
    vcl_enc_val(e, &a->num_events_in_wait_list, sizeof(a->num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)a->event_wait_list, a->num_events_in_wait_list);
    vcl_enc_u64(e, a->event_id);
}

void vn_enc_eglQueryString(struct vcl_enc *e, const struct vn_args_eglQueryString *a)
{
    vcl_enc_val(e, &a->name, sizeof(a->name));
}

void vn_enc_eglChooseConfig(struct vcl_enc *e, const struct vn_args_eglChooseConfig *a)
{
    vcl_enc_u64(e, a->attribs_count);
    vcl_enc_arr(e, a->attribs, a->attribs_count, sizeof(EGLint));
}

void vn_enc_eglGetConfigAttrib(struct vcl_enc *e, const struct vn_args_eglGetConfigAttrib *a)
{
    vcl_enc_val(e, &a->config, sizeof(a->config));
    vcl_enc_val(e, &a->attribute, sizeof(a->attribute));
}

void vn_enc_eglCreatePbufferSurface(struct vcl_enc *e, const struct vn_args_eglCreatePbufferSurface *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
    vcl_enc_val(e, &a->config, sizeof(a->config));
    vcl_enc_u64(e, a->attribs_count);
    vcl_enc_arr(e, a->attribs, a->attribs_count, sizeof(EGLint));
}

void vn_enc_eglCreateContext(struct vcl_enc *e, const struct vn_args_eglCreateContext *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
    vcl_enc_val(e, &a->config, sizeof(a->config));
    vcl_enc_val(e, &a->share, sizeof(a->share));
    vcl_enc_u64(e, a->attribs_count);
    vcl_enc_arr(e, a->attribs, a->attribs_count, sizeof(EGLint));
}

void vn_enc_eglMakeCurrent(struct vcl_enc *e, const struct vn_args_eglMakeCurrent *a)
{
    vcl_enc_val(e, &a->draw, sizeof(a->draw));
    vcl_enc_val(e, &a->read, sizeof(a->read));
    vcl_enc_val(e, &a->context, sizeof(a->context));
}

void vn_enc_eglDestroySurface(struct vcl_enc *e, const struct vn_args_eglDestroySurface *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
}

void vn_enc_eglDestroyContext(struct vcl_enc *e, const struct vn_args_eglDestroyContext *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
}

void vn_enc_eglQuerySurface(struct vcl_enc *e, const struct vn_args_eglQuerySurface *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
    vcl_enc_val(e, &a->attribute, sizeof(a->attribute));
}

void vn_enc_eglQueryContext(struct vcl_enc *e, const struct vn_args_eglQueryContext *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
    vcl_enc_val(e, &a->attribute, sizeof(a->attribute));
}

void vn_enc_eglSwapBuffers(struct vcl_enc *e, const struct vn_args_eglSwapBuffers *a)
{
    vcl_enc_val(e, &a->surface, sizeof(a->surface));
    vcl_enc_u64(e, a->ctx);
    vcl_enc_u64(e, a->frame.len);
    if (a->frame.p && a->frame.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->frame.off, a->frame.len);
    else
        vcl_enc_buf(e, a->frame.p, a->frame.len);
}

void vn_enc_eglCreateSync(struct vcl_enc *e, const struct vn_args_eglCreateSync *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->id, sizeof(a->id));
}

void vn_enc_eglDestroySync(struct vcl_enc *e, const struct vn_args_eglDestroySync *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
}

void vn_enc_eglClientWaitSync(struct vcl_enc *e, const struct vn_args_eglClientWaitSync *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
    vcl_enc_val(e, &a->flags, sizeof(a->flags));
    vcl_enc_val(e, &a->timeout, sizeof(a->timeout));
}

void vn_enc_eglWaitSync(struct vcl_enc *e, const struct vn_args_eglWaitSync *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->id, sizeof(a->id));
}

void vn_enc_eglGetSyncAttrib(struct vcl_enc *e, const struct vn_args_eglGetSyncAttrib *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
    vcl_enc_val(e, &a->attribute, sizeof(a->attribute));
}

void vn_enc_eglCreateImage(struct vcl_enc *e, const struct vn_args_eglCreateImage *a)
{
    vcl_enc_val(e, &a->ctx, sizeof(a->ctx));
    vcl_enc_val(e, &a->id, sizeof(a->id));
    vcl_enc_val(e, &a->target, sizeof(a->target));
    vcl_enc_val(e, &a->buffer, sizeof(a->buffer));
    vcl_enc_u64(e, a->attribs_count);
    vcl_enc_arr(e, a->attribs, a->attribs_count, sizeof(EGLint));
}

void vn_enc_eglDestroyImage(struct vcl_enc *e, const struct vn_args_eglDestroyImage *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
}

void vn_enc_vclDrawClient(struct vcl_enc *e, const struct vn_args_vclDrawClient *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->mode, sizeof(a->mode));
    vcl_enc_val(e, &a->count, sizeof(a->count));
    vcl_enc_val(e, &a->itype, sizeof(a->itype));
    vcl_enc_val(e, &a->inst, sizeof(a->inst));
    vcl_enc_val(e, &a->base, sizeof(a->base));
    vcl_enc_val(e, &a->nverts, sizeof(a->nverts));
    vcl_enc_buf_copy(e, a->indices, a->indices_len);
    vcl_enc_val(e, &a->narrays, sizeof(a->narrays));
    vcl_enc_arr(e, a->arrays, a->narrays, sizeof(struct vcl_gl_client_array));
    for (uint64_t i = 0; i < a->narrays; i++)
        vcl_enc_buf_copy(e, a->data[i], a->data_len[i]);
}

void vn_enc_vclGetBufferData(struct vcl_enc *e, const struct vn_args_vclGetBufferData *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->target, sizeof(a->target));
    vcl_enc_val(e, &a->offset, sizeof(a->offset));
    vcl_enc_val(e, &a->length, sizeof(a->length));
    vcl_enc_val(e, &a->access, sizeof(a->access));
    vcl_enc_u64(e, a->dest.len);
    if (a->dest.p && a->dest.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->dest.off, a->dest.len);
    else
        vcl_enc_buf(e, a->dest.p, a->dest.len);
}

void vn_enc_vclGetConfigAttribs(struct vcl_enc *e, const struct vn_args_vclGetConfigAttribs *a)
{
    vcl_enc_val(e, &a->config, sizeof(a->config));
}

void vn_enc_glGetError(struct vcl_enc *e, const struct vn_args_glGetError *a)
{
    vcl_enc_u64(e, a->ctx);
}

void vn_enc_glGetString(struct vcl_enc *e, const struct vn_args_glGetString *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->name, sizeof(a->name));
}

void vn_enc_glPixelStorei(struct vcl_enc *e, const struct vn_args_glPixelStorei *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->pname, sizeof(a->pname));
    vcl_enc_val(e, &a->param, sizeof(a->param));
}

void vn_enc_glShaderSource(struct vcl_enc *e, const struct vn_args_glShaderSource *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->shader, sizeof(a->shader));
    vcl_enc_val(e, &a->count, sizeof(a->count));
    vcl_enc_buf_copy(e, a->source, a->source_len);
}

void vn_enc_glDebugMessageCallback(struct vcl_enc *e, const struct vn_args_glDebugMessageCallback *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->callback, sizeof(a->callback));
}

void vn_enc_glObjectPtrLabel(struct vcl_enc *e, const struct vn_args_glObjectPtrLabel *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->sync, sizeof(a->sync));
    vcl_enc_val(e, &a->length, sizeof(a->length));
    vcl_enc_buf_copy(e, a->label, a->label_len);
}

void vn_enc_glGetObjectPtrLabel(struct vcl_enc *e, const struct vn_args_glGetObjectPtrLabel *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->sync, sizeof(a->sync));
    vcl_enc_val(e, &a->bufSize, sizeof(a->bufSize));
    vcl_enc_want(e, a->length_want);
    vcl_enc_want(e, a->label_want);
}

void vn_enc_vclDebugMessages(struct vcl_enc *e, const struct vn_args_vclDebugMessages *a)
{
    vcl_enc_u64(e, a->ctx);
}

void vn_enc_vclPersistentWrite(struct vcl_enc *e, const struct vn_args_vclPersistentWrite *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->buffer, sizeof(a->buffer));
    vcl_enc_val(e, &a->offset, sizeof(a->offset));
    vcl_enc_val(e, &a->unmap, sizeof(a->unmap));
    vcl_enc_buf_copy(e, a->data, a->data_len);
}

void vn_enc_vclPersistentRead(struct vcl_enc *e, const struct vn_args_vclPersistentRead *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->buffer, sizeof(a->buffer));
    vcl_enc_u64(e, a->dest.len);
    if (a->dest.p && a->dest.off != VCL_DEC_NOT_IN_REGION)
        vcl_enc_region(e, a->dest.off, a->dest.len);
    else
        vcl_enc_buf(e, a->dest.p, a->dest.len);
}

void vn_enc_glEGLImageTargetTexture2DOES(struct vcl_enc *e, const struct vn_args_glEGLImageTargetTexture2DOES *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->target, sizeof(a->target));
    vcl_enc_val(e, &a->image, sizeof(a->image));
}

void vn_enc_glEGLImageTargetRenderbufferStorageOES(struct vcl_enc *e, const struct vn_args_glEGLImageTargetRenderbufferStorageOES *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->target, sizeof(a->target));
    vcl_enc_val(e, &a->image, sizeof(a->image));
}

void vn_enc_glEGLImageTargetTexStorageEXT(struct vcl_enc *e, const struct vn_args_glEGLImageTargetTexStorageEXT *a)
{
    vcl_enc_u64(e, a->ctx);
    vcl_enc_val(e, &a->target, sizeof(a->target));
    vcl_enc_val(e, &a->image, sizeof(a->image));
    vcl_enc_val(e, &a->attrib0, sizeof(a->attrib0));
}

void vn_enc_msg_forget(struct vcl_enc *e, const struct vn_args_msg_forget *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
}

void vn_enc_msg_get_binaries(struct vcl_enc *e, const struct vn_args_msg_get_binaries *a)
{
    vcl_enc_obj(e, (const void *)a->program);
}

void vn_enc_msg_attach_shm(struct vcl_enc *e, const struct vn_args_msg_attach_shm *a)
{
    vcl_enc_val(e, &a->size, sizeof(a->size));
    vcl_enc_val(e, &a->ring, sizeof(a->ring));
    vcl_enc_val(e, &a->events, sizeof(a->events));
}

void vn_enc_msg_stage(struct vcl_enc *e, const struct vn_args_msg_stage *a)
{
    vcl_enc_val(e, &a->id, sizeof(a->id));
    vcl_enc_val(e, &a->len, sizeof(a->len));
    vcl_enc_val(e, &a->off, sizeof(a->off));
    vcl_enc_buf(e, a->piece, a->piece_len);
}

void vn_enc_msg_peer_offer(struct vcl_enc *e, const struct vn_args_msg_peer_offer *a)
{
    vcl_enc_obj(e, (const void *)a->queue);
    vcl_enc_obj(e, (const void *)a->mem);
    vcl_enc_obj(e, (const void *)a->after);
    vcl_enc_val(e, &a->offset, sizeof(a->offset));
    vcl_enc_val(e, &a->size, sizeof(a->size));
}

void vn_enc_msg_peer_pull(struct vcl_enc *e, const struct vn_args_msg_peer_pull *a)
{
    vcl_enc_obj(e, (const void *)a->queue);
    vcl_enc_obj(e, (const void *)a->mem);
    vcl_enc_val(e, &a->offset, sizeof(a->offset));
    vcl_enc_val(e, &a->size, sizeof(a->size));
    vcl_enc_val(e, &a->session, sizeof(a->session));
    vcl_enc_val(e, &a->ticket0, sizeof(a->ticket0));
    vcl_enc_val(e, &a->ticket1, sizeof(a->ticket1));
    vcl_enc_val(e, &a->ticket2, sizeof(a->ticket2));
    vcl_enc_val(e, &a->ticket3, sizeof(a->ticket3));
    vcl_enc_str(e, a->peer);
}

void vn_enc_msg_xfer_begin(struct vcl_enc *e, const struct vn_args_msg_xfer_begin *a)
{
    vcl_enc_obj(e, (const void *)a->queue);
    vcl_enc_u64(e, a->marker_id);
}

void vn_enc_msg_xfer_end(struct vcl_enc *e, const struct vn_args_msg_xfer_end *a)
{
    vcl_enc_u64(e, a->marker);
    vcl_enc_obj(e, (const void *)a->after);
}

void vn_enc_clGetPlatformInfo(struct vcl_enc *e, cl_platform_id platform, cl_platform_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)platform);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clGetDeviceInfo(struct vcl_enc *e, cl_device_id device, cl_device_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)device);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clGetContextInfo(struct vcl_enc *e, cl_context context, cl_context_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)context);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clCreateCommandQueue(struct vcl_enc *e, uint64_t id, cl_context context, cl_device_id device, cl_command_queue_properties properties)
{
    vcl_enc_u64(e, id);
    vcl_enc_obj(e, (const void *)context);
    vcl_enc_obj(e, (const void *)device);
    vcl_enc_val(e, &properties, sizeof(properties));
}

void vn_enc_clGetCommandQueueInfo(struct vcl_enc *e, cl_command_queue command_queue, cl_command_queue_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clGetSupportedImageFormats(struct vcl_enc *e, cl_context context, cl_mem_flags flags, cl_mem_object_type image_type, cl_uint num_entries, bool image_formats_want, bool num_image_formats_want)
{
    vcl_enc_obj(e, (const void *)context);
    vcl_enc_val(e, &flags, sizeof(flags));
    vcl_enc_val(e, &image_type, sizeof(image_type));
    vcl_enc_val(e, &num_entries, sizeof(num_entries));
    vcl_enc_want(e, image_formats_want);
    vcl_enc_want(e, num_image_formats_want);
}

void vn_enc_clGetMemObjectInfo(struct vcl_enc *e, cl_mem memobj, cl_mem_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)memobj);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clGetImageInfo(struct vcl_enc *e, cl_mem image, cl_image_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)image);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clCreateSampler(struct vcl_enc *e, uint64_t id, cl_context context, cl_bool normalized_coords, cl_addressing_mode addressing_mode, cl_filter_mode filter_mode)
{
    vcl_enc_u64(e, id);
    vcl_enc_obj(e, (const void *)context);
    vcl_enc_val(e, &normalized_coords, sizeof(normalized_coords));
    vcl_enc_val(e, &addressing_mode, sizeof(addressing_mode));
    vcl_enc_val(e, &filter_mode, sizeof(filter_mode));
}

void vn_enc_clGetSamplerInfo(struct vcl_enc *e, cl_sampler sampler, cl_sampler_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)sampler);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clGetProgramInfo(struct vcl_enc *e, cl_program program, cl_program_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)program);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clGetProgramBuildInfo(struct vcl_enc *e, cl_program program, cl_device_id device, cl_program_build_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)program);
    vcl_enc_obj(e, (const void *)device);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clCreateKernel(struct vcl_enc *e, uint64_t id, cl_program program, const char*kernel_name)
{
    vcl_enc_u64(e, id);
    vcl_enc_obj(e, (const void *)program);
    vcl_enc_str(e, kernel_name);
}

void vn_enc_clGetKernelInfo(struct vcl_enc *e, cl_kernel kernel, cl_kernel_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)kernel);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clGetKernelWorkGroupInfo(struct vcl_enc *e, cl_kernel kernel, cl_device_id device, cl_kernel_work_group_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)kernel);
    vcl_enc_obj(e, (const void *)device);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clGetEventInfo(struct vcl_enc *e, cl_event event, cl_event_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)event);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clGetEventProfilingInfo(struct vcl_enc *e, cl_event event, cl_profiling_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)event);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clFlush(struct vcl_enc *e, cl_command_queue command_queue)
{
    vcl_enc_obj(e, (const void *)command_queue);
}

void vn_enc_clEnqueueCopyBuffer(struct vcl_enc *e, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, size_t src_offset, size_t dst_offset, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_obj(e, (const void *)src_buffer);
    vcl_enc_obj(e, (const void *)dst_buffer);
    vcl_enc_val(e, &src_offset, sizeof(src_offset));
    vcl_enc_val(e, &dst_offset, sizeof(dst_offset));
    vcl_enc_val(e, &size, sizeof(size));
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueCopyImage(struct vcl_enc *e, cl_command_queue command_queue, cl_mem src_image, cl_mem dst_image, const size_t*src_origin, const size_t*dst_origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_obj(e, (const void *)src_image);
    vcl_enc_obj(e, (const void *)dst_image);
    vcl_enc_arr(e, src_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, dst_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, region, 3, sizeof(size_t));
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueCopyImageToBuffer(struct vcl_enc *e, cl_command_queue command_queue, cl_mem src_image, cl_mem dst_buffer, const size_t*src_origin, const size_t*region, size_t dst_offset, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_obj(e, (const void *)src_image);
    vcl_enc_obj(e, (const void *)dst_buffer);
    vcl_enc_arr(e, src_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, region, 3, sizeof(size_t));
    vcl_enc_val(e, &dst_offset, sizeof(dst_offset));
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueCopyBufferToImage(struct vcl_enc *e, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_image, size_t src_offset, const size_t*dst_origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_obj(e, (const void *)src_buffer);
    vcl_enc_obj(e, (const void *)dst_image);
    vcl_enc_val(e, &src_offset, sizeof(src_offset));
    vcl_enc_arr(e, dst_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, region, 3, sizeof(size_t));
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueNDRangeKernel(struct vcl_enc *e, cl_command_queue command_queue, cl_kernel kernel, cl_uint work_dim, const size_t*global_work_offset, const size_t*global_work_size, const size_t*local_work_size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_obj(e, (const void *)kernel);
    vcl_enc_val(e, &work_dim, sizeof(work_dim));
    vcl_enc_arr(e, global_work_offset, work_dim, sizeof(size_t));
    vcl_enc_arr(e, global_work_size, work_dim, sizeof(size_t));
    vcl_enc_arr(e, local_work_size, work_dim, sizeof(size_t));
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueTask(struct vcl_enc *e, cl_command_queue command_queue, cl_kernel kernel, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_obj(e, (const void *)kernel);
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueMarker(struct vcl_enc *e, cl_command_queue command_queue, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueWaitForEvents(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_events, const cl_event*event_list)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_val(e, &num_events, sizeof(num_events));
    vcl_enc_objs(e, (const void *const *)event_list, num_events);
}

void vn_enc_clEnqueueBarrier(struct vcl_enc *e, cl_command_queue command_queue)
{
    vcl_enc_obj(e, (const void *)command_queue);
}

void vn_enc_clGetGLObjectInfo(struct vcl_enc *e, cl_mem memobj, bool gl_object_type_want, bool gl_object_name_want)
{
    vcl_enc_obj(e, (const void *)memobj);
    vcl_enc_want(e, gl_object_type_want);
    vcl_enc_want(e, gl_object_name_want);
}

void vn_enc_clGetGLTextureInfo(struct vcl_enc *e, cl_mem memobj, cl_gl_texture_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)memobj);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clEnqueueAcquireGLObjects(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_objects, const cl_mem*mem_objects, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_val(e, &num_objects, sizeof(num_objects));
    vcl_enc_objs(e, (const void *const *)mem_objects, num_objects);
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueReleaseGLObjects(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_objects, const cl_mem*mem_objects, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_val(e, &num_objects, sizeof(num_objects));
    vcl_enc_objs(e, (const void *const *)mem_objects, num_objects);
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clCreateUserEvent(struct vcl_enc *e, uint64_t id, cl_context context)
{
    vcl_enc_u64(e, id);
    vcl_enc_obj(e, (const void *)context);
}

void vn_enc_clSetUserEventStatus(struct vcl_enc *e, cl_event event, cl_int execution_status)
{
    vcl_enc_obj(e, (const void *)event);
    vcl_enc_val(e, &execution_status, sizeof(execution_status));
}

void vn_enc_clEnqueueCopyBufferRect(struct vcl_enc *e, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, const size_t*src_origin, const size_t*dst_origin, const size_t*region, size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch, size_t dst_slice_pitch, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_obj(e, (const void *)src_buffer);
    vcl_enc_obj(e, (const void *)dst_buffer);
    vcl_enc_arr(e, src_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, dst_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, region, 3, sizeof(size_t));
    vcl_enc_val(e, &src_row_pitch, sizeof(src_row_pitch));
    vcl_enc_val(e, &src_slice_pitch, sizeof(src_slice_pitch));
    vcl_enc_val(e, &dst_row_pitch, sizeof(dst_row_pitch));
    vcl_enc_val(e, &dst_slice_pitch, sizeof(dst_slice_pitch));
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clCreateProgramWithBuiltInKernels(struct vcl_enc *e, uint64_t id, cl_context context, cl_uint num_devices, const cl_device_id*device_list, const char*kernel_names)
{
    vcl_enc_u64(e, id);
    vcl_enc_obj(e, (const void *)context);
    vcl_enc_val(e, &num_devices, sizeof(num_devices));
    vcl_enc_objs(e, (const void *const *)device_list, num_devices);
    vcl_enc_str(e, kernel_names);
}

void vn_enc_clUnloadPlatformCompiler(struct vcl_enc *e, cl_platform_id platform)
{
    vcl_enc_obj(e, (const void *)platform);
}

void vn_enc_clGetKernelArgInfo(struct vcl_enc *e, cl_kernel kernel, cl_uint arg_index, cl_kernel_arg_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)kernel);
    vcl_enc_val(e, &arg_index, sizeof(arg_index));
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clEnqueueFillBuffer(struct vcl_enc *e, cl_command_queue command_queue, cl_mem buffer, const void*pattern, size_t pattern_size, size_t offset, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_obj(e, (const void *)buffer);
    vcl_enc_buf(e, pattern, pattern_size);
    vcl_enc_val(e, &pattern_size, sizeof(pattern_size));
    vcl_enc_val(e, &offset, sizeof(offset));
    vcl_enc_val(e, &size, sizeof(size));
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueFillImage(struct vcl_enc *e, cl_command_queue command_queue, cl_mem image, const void*fill_color, const size_t*origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_obj(e, (const void *)image);
    vcl_enc_buf(e, fill_color, 16);
    vcl_enc_arr(e, origin, 3, sizeof(size_t));
    vcl_enc_arr(e, region, 3, sizeof(size_t));
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueMigrateMemObjects(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_mem_objects, const cl_mem*mem_objects, cl_mem_migration_flags flags, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_val(e, &num_mem_objects, sizeof(num_mem_objects));
    vcl_enc_objs(e, (const void *const *)mem_objects, num_mem_objects);
    vcl_enc_val(e, &flags, sizeof(flags));
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueMarkerWithWaitList(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clEnqueueBarrierWithWaitList(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id)
{
    vcl_enc_obj(e, (const void *)command_queue);
    vcl_enc_val(e, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vcl_enc_objs(e, (const void *const *)event_wait_list, num_events_in_wait_list);
    vcl_enc_u64(e, event_id);
}

void vn_enc_clCreateCommandQueueWithProperties(struct vcl_enc *e, uint64_t id, cl_context context, cl_device_id device, const cl_queue_properties*properties)
{
    vcl_enc_u64(e, id);
    vcl_enc_obj(e, (const void *)context);
    vcl_enc_obj(e, (const void *)device);
    vcl_enc_props(e, (const void *)properties, sizeof(cl_queue_properties));
}

void vn_enc_clCreatePipe(struct vcl_enc *e, uint64_t id, cl_context context, cl_mem_flags flags, cl_uint pipe_packet_size, cl_uint pipe_max_packets, const cl_pipe_properties*properties)
{
    vcl_enc_u64(e, id);
    vcl_enc_obj(e, (const void *)context);
    vcl_enc_val(e, &flags, sizeof(flags));
    vcl_enc_val(e, &pipe_packet_size, sizeof(pipe_packet_size));
    vcl_enc_val(e, &pipe_max_packets, sizeof(pipe_max_packets));
    vcl_enc_props(e, (const void *)properties, sizeof(cl_pipe_properties));
}

void vn_enc_clGetPipeInfo(struct vcl_enc *e, cl_mem pipe, cl_pipe_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)pipe);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clCreateSamplerWithProperties(struct vcl_enc *e, uint64_t id, cl_context context, const cl_sampler_properties*sampler_properties)
{
    vcl_enc_u64(e, id);
    vcl_enc_obj(e, (const void *)context);
    vcl_enc_props(e, (const void *)sampler_properties, sizeof(cl_sampler_properties));
}

void vn_enc_clSetKernelExecInfo(struct vcl_enc *e, cl_kernel kernel, cl_kernel_exec_info param_name, size_t param_value_size, const void*param_value)
{
    vcl_enc_obj(e, (const void *)kernel);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_buf(e, param_value, param_value_size);
}

void vn_enc_clGetKernelSubGroupInfoKHR(struct vcl_enc *e, cl_kernel in_kernel, cl_device_id in_device, cl_kernel_sub_group_info param_name, size_t input_value_size, const void*input_value, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)in_kernel);
    vcl_enc_obj(e, (const void *)in_device);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &input_value_size, sizeof(input_value_size));
    vcl_enc_buf(e, input_value, input_value_size);
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clCloneKernel(struct vcl_enc *e, uint64_t id, cl_kernel source_kernel)
{
    vcl_enc_u64(e, id);
    vcl_enc_obj(e, (const void *)source_kernel);
}

void vn_enc_clCreateProgramWithIL(struct vcl_enc *e, uint64_t id, cl_context context, const void*il, size_t length)
{
    vcl_enc_u64(e, id);
    vcl_enc_obj(e, (const void *)context);
    vcl_enc_buf(e, il, length);
    vcl_enc_val(e, &length, sizeof(length));
}

void vn_enc_clGetDeviceAndHostTimer(struct vcl_enc *e, cl_device_id device, bool device_timestamp_want, bool host_timestamp_want)
{
    vcl_enc_obj(e, (const void *)device);
    vcl_enc_want(e, device_timestamp_want);
    vcl_enc_want(e, host_timestamp_want);
}

void vn_enc_clGetHostTimer(struct vcl_enc *e, cl_device_id device, bool host_timestamp_want)
{
    vcl_enc_obj(e, (const void *)device);
    vcl_enc_want(e, host_timestamp_want);
}

void vn_enc_clGetKernelSubGroupInfo(struct vcl_enc *e, cl_kernel kernel, cl_device_id device, cl_kernel_sub_group_info param_name, size_t input_value_size, const void*input_value, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)kernel);
    vcl_enc_obj(e, (const void *)device);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &input_value_size, sizeof(input_value_size));
    vcl_enc_buf(e, input_value, input_value_size);
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}

void vn_enc_clSetProgramSpecializationConstant(struct vcl_enc *e, cl_program program, cl_uint spec_id, size_t spec_size, const void*spec_value)
{
    vcl_enc_obj(e, (const void *)program);
    vcl_enc_val(e, &spec_id, sizeof(spec_id));
    vcl_enc_val(e, &spec_size, sizeof(spec_size));
    vcl_enc_buf(e, spec_value, spec_size);
}

void vn_enc_clCommandBarrierWithWaitListKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point)
{
    vcl_enc_obj(e, (const void *)command_buffer);
    vcl_enc_val(e, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    vcl_enc_arr(e, sync_point_wait_list, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    vcl_enc_val(e, &sync_point, sizeof(sync_point));
}

void vn_enc_clCommandCopyBufferKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem src_buffer, cl_mem dst_buffer, size_t src_offset, size_t dst_offset, size_t size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point)
{
    vcl_enc_obj(e, (const void *)command_buffer);
    vcl_enc_obj(e, (const void *)src_buffer);
    vcl_enc_obj(e, (const void *)dst_buffer);
    vcl_enc_val(e, &src_offset, sizeof(src_offset));
    vcl_enc_val(e, &dst_offset, sizeof(dst_offset));
    vcl_enc_val(e, &size, sizeof(size));
    vcl_enc_val(e, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    vcl_enc_arr(e, sync_point_wait_list, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    vcl_enc_val(e, &sync_point, sizeof(sync_point));
}

void vn_enc_clCommandCopyBufferRectKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem src_buffer, cl_mem dst_buffer, const size_t*src_origin, const size_t*dst_origin, const size_t*region, size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch, size_t dst_slice_pitch, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point)
{
    vcl_enc_obj(e, (const void *)command_buffer);
    vcl_enc_obj(e, (const void *)src_buffer);
    vcl_enc_obj(e, (const void *)dst_buffer);
    vcl_enc_arr(e, src_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, dst_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, region, 3, sizeof(size_t));
    vcl_enc_val(e, &src_row_pitch, sizeof(src_row_pitch));
    vcl_enc_val(e, &src_slice_pitch, sizeof(src_slice_pitch));
    vcl_enc_val(e, &dst_row_pitch, sizeof(dst_row_pitch));
    vcl_enc_val(e, &dst_slice_pitch, sizeof(dst_slice_pitch));
    vcl_enc_val(e, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    vcl_enc_arr(e, sync_point_wait_list, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    vcl_enc_val(e, &sync_point, sizeof(sync_point));
}

void vn_enc_clCommandCopyBufferToImageKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem src_buffer, cl_mem dst_image, size_t src_offset, const size_t*dst_origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point)
{
    vcl_enc_obj(e, (const void *)command_buffer);
    vcl_enc_obj(e, (const void *)src_buffer);
    vcl_enc_obj(e, (const void *)dst_image);
    vcl_enc_val(e, &src_offset, sizeof(src_offset));
    vcl_enc_arr(e, dst_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, region, 3, sizeof(size_t));
    vcl_enc_val(e, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    vcl_enc_arr(e, sync_point_wait_list, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    vcl_enc_val(e, &sync_point, sizeof(sync_point));
}

void vn_enc_clCommandCopyImageKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem src_image, cl_mem dst_image, const size_t*src_origin, const size_t*dst_origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point)
{
    vcl_enc_obj(e, (const void *)command_buffer);
    vcl_enc_obj(e, (const void *)src_image);
    vcl_enc_obj(e, (const void *)dst_image);
    vcl_enc_arr(e, src_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, dst_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, region, 3, sizeof(size_t));
    vcl_enc_val(e, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    vcl_enc_arr(e, sync_point_wait_list, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    vcl_enc_val(e, &sync_point, sizeof(sync_point));
}

void vn_enc_clCommandCopyImageToBufferKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem src_image, cl_mem dst_buffer, const size_t*src_origin, const size_t*region, size_t dst_offset, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point)
{
    vcl_enc_obj(e, (const void *)command_buffer);
    vcl_enc_obj(e, (const void *)src_image);
    vcl_enc_obj(e, (const void *)dst_buffer);
    vcl_enc_arr(e, src_origin, 3, sizeof(size_t));
    vcl_enc_arr(e, region, 3, sizeof(size_t));
    vcl_enc_val(e, &dst_offset, sizeof(dst_offset));
    vcl_enc_val(e, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    vcl_enc_arr(e, sync_point_wait_list, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    vcl_enc_val(e, &sync_point, sizeof(sync_point));
}

void vn_enc_clCommandFillBufferKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem buffer, const void*pattern, size_t pattern_size, size_t offset, size_t size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point)
{
    vcl_enc_obj(e, (const void *)command_buffer);
    vcl_enc_obj(e, (const void *)buffer);
    vcl_enc_buf(e, pattern, pattern_size);
    vcl_enc_val(e, &pattern_size, sizeof(pattern_size));
    vcl_enc_val(e, &offset, sizeof(offset));
    vcl_enc_val(e, &size, sizeof(size));
    vcl_enc_val(e, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    vcl_enc_arr(e, sync_point_wait_list, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    vcl_enc_val(e, &sync_point, sizeof(sync_point));
}

void vn_enc_clCommandFillImageKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem image, const void*fill_color, const size_t*origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point)
{
    vcl_enc_obj(e, (const void *)command_buffer);
    vcl_enc_obj(e, (const void *)image);
    vcl_enc_buf(e, fill_color, 16);
    vcl_enc_arr(e, origin, 3, sizeof(size_t));
    vcl_enc_arr(e, region, 3, sizeof(size_t));
    vcl_enc_val(e, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    vcl_enc_arr(e, sync_point_wait_list, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    vcl_enc_val(e, &sync_point, sizeof(sync_point));
}

void vn_enc_clCommandNDRangeKernelKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, const cl_ndrange_kernel_command_properties_khr*properties, cl_kernel kernel, cl_uint work_dim, const size_t*global_work_offset, const size_t*global_work_size, const size_t*local_work_size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point)
{
    vcl_enc_obj(e, (const void *)command_buffer);
    vcl_enc_props(e, (const void *)properties, sizeof(cl_ndrange_kernel_command_properties_khr));
    vcl_enc_obj(e, (const void *)kernel);
    vcl_enc_val(e, &work_dim, sizeof(work_dim));
    vcl_enc_arr(e, global_work_offset, work_dim, sizeof(size_t));
    vcl_enc_arr(e, global_work_size, work_dim, sizeof(size_t));
    vcl_enc_arr(e, local_work_size, work_dim, sizeof(size_t));
    vcl_enc_val(e, &num_sync_points_in_wait_list, sizeof(num_sync_points_in_wait_list));
    vcl_enc_arr(e, sync_point_wait_list, num_sync_points_in_wait_list, sizeof(cl_sync_point_khr));
    vcl_enc_val(e, &sync_point, sizeof(sync_point));
}

void vn_enc_clGetCommandBufferInfoKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_command_buffer_info_khr param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want)
{
    vcl_enc_obj(e, (const void *)command_buffer);
    vcl_enc_val(e, &param_name, sizeof(param_name));
    vcl_enc_val(e, &param_value_size, sizeof(param_value_size));
    vcl_enc_want(e, param_value_want);
    vcl_enc_want(e, param_value_size_ret_want);
}
