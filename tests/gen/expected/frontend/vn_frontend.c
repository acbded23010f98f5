/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#include <errno.h>
#include <string.h>

#include "vcl_fe.h"
#include "vn_frontend.h"

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

cl_int CL_API_CALL vcl_fe_clEnqueueFillImageLike(cl_command_queue command_queue, cl_mem image, const void*pattern, size_t pattern_size, const size_t*origin, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event)
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
    vcl_call_init(&c, VN_OP_clEnqueueFillImageLike);
    uint64_t sig = vcl_sig_init(VN_OP_clEnqueueFillImageLike);
    sig = vcl_sig_obj(sig, (const void *)command_queue);
    sig = vcl_sig_obj(sig, (const void *)image);
    sig = vcl_sig_add(sig, &pattern_size, sizeof(size_t));
    sig = vcl_sig_add(sig, &pattern_size, sizeof(pattern_size));
    sig = vcl_sig_arr(sig, origin, (size_t)3 * sizeof(size_t));
    sig = vcl_sig_add(sig, &num_events_in_wait_list, sizeof(num_events_in_wait_list));
    vn_enc_clEnqueueFillImageLike(&c.enc, command_queue, image, pattern, pattern_size, origin, num_events_in_wait_list, event_wait_list, newev ? newev->id : 0);
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

cl_int CL_API_CALL vcl_fe_clEnqueueNativeKernel(cl_command_queue command_queue, void*args)
{
    (void)command_queue;
    (void)args;
    return CL_INVALID_OPERATION;
}

int vn_dec_msg_bulk_done(struct vcl_dec *d, struct vn_args_msg_bulk_done *a)
{
    vcl_dec_val(d, &a->off, sizeof(a->off));
    return d->err || vcl_dec_left(d) || !a->off ? -EPROTO : 0;
}

int vn_dec_msg_callback(struct vcl_dec *d, struct vn_args_msg_callback *a)
{
    vcl_dec_val(d, &a->cb, sizeof(a->cb));
    vcl_dec_val(d, &a->status, sizeof(a->status));
    return d->err ? -EPROTO : 0;
}

int vn_dec_msg_printf(struct vcl_dec *d, struct vn_args_msg_printf *a)
{
    a->text = vcl_dec_buf(d, &a->text_len);
    a->name = vcl_dec_str(d);
    vcl_dec_val(d, &a->n, sizeof(a->n));
    if ((uint64_t)a->n > (uint64_t)(8))
        return -EPROTO;
    a->ids = d->err ? NULL : (const uint64_t*)vcl_dec_arr(d, a->n, sizeof(uint64_t));
    return d->err || vcl_dec_left(d) || a->text_len > (uint64_t)(VCL_MAX_PRINTF) || !a->ids ? -EPROTO : 0;
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

int vn_dec_reply_clCreateKernelsInProgram(struct vcl_dec *d, cl_int result, const struct vn_args_clCreateKernelsInProgram *a, struct vn_reply_clCreateKernelsInProgram *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_clCreateKernelsInProgram){ 0 };
    vcl_dec_val(d, &r->got, sizeof(r->got));
    vcl_dec_val(d, &r->n, sizeof(r->n));
    if ((uint64_t)r->n > (uint64_t)(4))
        return -EPROTO;
    for (uint64_t i = 0; i < (uint64_t)r->n; i++)
        if (!(r->names[i] = vcl_dec_str(d)))
            return -EPROTO;
    for (uint64_t i = 0; i < (uint64_t)r->n; i++)
        if (!(r->texts[i] = vcl_dec_buf(d, &r->texts_len[i])) || !r->texts_len[i] ||
            strnlen((const char *)r->texts[i], r->texts_len[i]) != r->texts_len[i] - 1)
            return -EPROTO;
    if (result == CL_SUCCESS) {
        vcl_dec_val(d, &r->nb, sizeof(r->nb));
        if ((uint64_t)r->nb > (uint64_t)(2))
            return -EPROTO;
    }
    if (result == CL_SUCCESS) {
        for (uint64_t i = 0; i < (uint64_t)r->nb; i++)
            r->blobs[i] = vcl_dec_buf(d, &r->blobs_len[i]);
    }
    return d->err || vcl_dec_left(d) ? -EPROTO : 0;
}

int vn_dec_reply_eglInitialize(struct vcl_dec *d, cl_int result, const struct vn_args_eglInitialize *a, struct vn_reply_eglInitialize *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglInitialize){ 0 };
    r->egl_error = vcl_dec_i32(d);
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

int vn_dec_reply_eglCreatePbufferSurface(struct vcl_dec *d, cl_int result, const struct vn_args_eglCreatePbufferSurface *a, struct vn_reply_eglCreatePbufferSurface *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_eglCreatePbufferSurface){ 0 };
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

int vn_dec_reply_vclGetLabel(struct vcl_dec *d, cl_int result, const struct vn_args_vclGetLabel *a, struct vn_reply_vclGetLabel *r)
{
    (void)a;
    (void)result;
    *r = (struct vn_reply_vclGetLabel){ 0 };
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

/* struct _cl_icd_dispatch, in CL/cl_icd.h order: the compiler checks each stub's type. */
const struct _cl_icd_dispatch vn_dispatch = {
    .clGetPlatformIDs = NULL,
    .clGetPlatformInfo = NULL,
    .clGetDeviceIDs = NULL,
    .clGetDeviceInfo = NULL,
    .clCreateContext = NULL,
    .clCreateContextFromType = vcl_fe_clCreateContextFromType,
    .clRetainContext = NULL,
    .clReleaseContext = NULL,
    .clGetContextInfo = vcl_fe_clGetContextInfo,
    .clCreateCommandQueue = NULL,
    .clRetainCommandQueue = NULL,
    .clReleaseCommandQueue = vcl_fe_clReleaseCommandQueue,
    .clGetCommandQueueInfo = NULL,
    .clSetCommandQueueProperty = NULL,
    .clCreateBuffer = vcl_fe_clCreateBuffer,
    .clCreateImage2D = vcl_fe_clCreateImage2D,
    .clCreateImage3D = NULL,
    .clRetainMemObject = vcl_fe_clRetainMemObject,
    .clReleaseMemObject = NULL,
    .clGetSupportedImageFormats = NULL,
    .clGetMemObjectInfo = NULL,
    .clGetImageInfo = NULL,
    .clCreateSampler = NULL,
    .clRetainSampler = NULL,
    .clReleaseSampler = NULL,
    .clGetSamplerInfo = NULL,
    .clCreateProgramWithSource = NULL,
    .clCreateProgramWithBinary = vcl_fe_clCreateProgramWithBinary,
    .clRetainProgram = NULL,
    .clReleaseProgram = NULL,
    .clBuildProgram = NULL,
    .clUnloadCompiler = vcl_fe_clUnloadCompiler,
    .clGetProgramInfo = NULL,
    .clGetProgramBuildInfo = NULL,
    .clCreateKernel = NULL,
    .clCreateKernelsInProgram = vcl_fe_clCreateKernelsInProgram,
    .clRetainKernel = NULL,
    .clReleaseKernel = NULL,
    .clSetKernelArg = vcl_fe_clSetKernelArg,
    .clGetKernelInfo = NULL,
    .clGetKernelWorkGroupInfo = NULL,
    .clWaitForEvents = NULL,
    .clGetEventInfo = NULL,
    .clRetainEvent = NULL,
    .clReleaseEvent = NULL,
    .clGetEventProfilingInfo = NULL,
    .clFlush = NULL,
    .clFinish = NULL,
    .clEnqueueReadBuffer = NULL,
    .clEnqueueWriteBuffer = NULL,
    .clEnqueueCopyBuffer = NULL,
    .clEnqueueReadImage = NULL,
    .clEnqueueWriteImage = NULL,
    .clEnqueueCopyImage = NULL,
    .clEnqueueCopyImageToBuffer = NULL,
    .clEnqueueCopyBufferToImage = NULL,
    .clEnqueueMapBuffer = NULL,
    .clEnqueueMapImage = NULL,
    .clEnqueueUnmapMemObject = NULL,
    .clEnqueueNDRangeKernel = NULL,
    .clEnqueueTask = NULL,
    .clEnqueueNativeKernel = vcl_fe_clEnqueueNativeKernel,
    .clEnqueueMarker = NULL,
    .clEnqueueWaitForEvents = NULL,
    .clEnqueueBarrier = NULL,
    .clGetExtensionFunctionAddress = NULL,
    .clCreateFromGLBuffer = NULL,
    .clCreateFromGLTexture2D = NULL,
    .clCreateFromGLTexture3D = NULL,
    .clCreateFromGLRenderbuffer = NULL,
    .clGetGLObjectInfo = NULL,
    .clGetGLTextureInfo = NULL,
    .clEnqueueAcquireGLObjects = NULL,
    .clEnqueueReleaseGLObjects = NULL,
    .clGetGLContextInfoKHR = NULL,
    .clGetDeviceIDsFromD3D10KHR = NULL,
    .clCreateFromD3D10BufferKHR = NULL,
    .clCreateFromD3D10Texture2DKHR = NULL,
    .clCreateFromD3D10Texture3DKHR = NULL,
    .clEnqueueAcquireD3D10ObjectsKHR = NULL,
    .clEnqueueReleaseD3D10ObjectsKHR = NULL,
    .clSetEventCallback = NULL,
    .clCreateSubBuffer = NULL,
    .clSetMemObjectDestructorCallback = NULL,
    .clCreateUserEvent = NULL,
    .clSetUserEventStatus = NULL,
    .clEnqueueReadBufferRect = vcl_fe_clEnqueueReadBufferRect,
    .clEnqueueWriteBufferRect = NULL,
    .clEnqueueCopyBufferRect = NULL,
    .clCreateSubDevicesEXT = NULL,
    .clRetainDeviceEXT = NULL,
    .clReleaseDeviceEXT = NULL,
    .clCreateEventFromGLsyncKHR = NULL,
    .clCreateSubDevices = NULL,
    .clRetainDevice = NULL,
    .clReleaseDevice = NULL,
    .clCreateImage = vcl_fe_clCreateImage,
    .clCreateProgramWithBuiltInKernels = NULL,
    .clCompileProgram = vcl_fe_clCompileProgram,
    .clLinkProgram = NULL,
    .clUnloadPlatformCompiler = NULL,
    .clGetKernelArgInfo = NULL,
    .clEnqueueFillBuffer = NULL,
    .clEnqueueFillImage = NULL,
    .clEnqueueMigrateMemObjects = NULL,
    .clEnqueueMarkerWithWaitList = NULL,
    .clEnqueueBarrierWithWaitList = NULL,
    .clGetExtensionFunctionAddressForPlatform = NULL,
    .clCreateFromGLTexture = NULL,
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
    .clCreatePipe = NULL,
    .clGetPipeInfo = NULL,
    .clSVMAlloc = NULL,
    .clSVMFree = NULL,
    .clEnqueueSVMFree = NULL,
    .clEnqueueSVMMemcpy = NULL,
    .clEnqueueSVMMemFill = NULL,
    .clEnqueueSVMMap = NULL,
    .clEnqueueSVMUnmap = NULL,
    .clCreateSamplerWithProperties = NULL,
    .clSetKernelArgSVMPointer = NULL,
    .clSetKernelExecInfo = vcl_fe_clSetKernelExecInfo,
    .clGetKernelSubGroupInfoKHR = NULL,
    .clCloneKernel = NULL,
    .clCreateProgramWithIL = NULL,
    .clEnqueueSVMMigrateMem = NULL,
    .clGetDeviceAndHostTimer = NULL,
    .clGetHostTimer = NULL,
    .clGetKernelSubGroupInfo = NULL,
    .clSetDefaultDeviceCommandQueue = NULL,
    .clSetProgramReleaseCallback = NULL,
    .clSetProgramSpecializationConstant = NULL,
    .clCreateBufferWithProperties = NULL,
    .clCreateImageWithProperties = NULL,
    .clSetContextDestructorCallback = NULL,
};

const struct vn_ext_fn vn_ext_fns[0] = {
};
