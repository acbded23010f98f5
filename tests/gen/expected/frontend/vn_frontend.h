/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#ifndef VN_FRONTEND_H
#define VN_FRONTEND_H

#include "vcl_cl.h"
#include "vn_args.h"

/* Every entry point of the front-end ICD; hand-written ones live in src/frontend. */
cl_int CL_API_CALL vcl_fe_clGetContextInfo(cl_context context, cl_context_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_command_queue CL_API_CALL vcl_fe_clCreateCommandQueueWithProperties(cl_context context, cl_device_id device, const cl_queue_properties*properties, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clReleaseCommandQueue(cl_command_queue command_queue);
cl_int CL_API_CALL vcl_fe_clRetainMemObject(cl_mem memobj);
cl_mem CL_API_CALL vcl_fe_clCreateImage(cl_context context, cl_mem_flags flags, const cl_image_format*image_format, const cl_image_desc*image_desc, void*host_ptr, cl_int*errcode_ret);
cl_mem CL_API_CALL vcl_fe_clCreateBuffer(cl_context context, cl_mem_flags flags, size_t size, void*host_ptr, cl_int*errcode_ret);
cl_program CL_API_CALL vcl_fe_clCreateProgramWithBinary(cl_context context, cl_uint num_devices, const cl_device_id*device_list, const size_t*lengths, const unsigned char**binaries, cl_int*binary_status, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clCreateKernelsInProgram(cl_program program, cl_uint num_kernels, cl_kernel*kernels, cl_uint*num_kernels_ret);
cl_int CL_API_CALL vcl_fe_clSetKernelArg(cl_kernel kernel, cl_uint arg_index, size_t arg_size, const void*arg_value);
cl_int CL_API_CALL vcl_fe_clSetKernelExecInfo(cl_kernel kernel, cl_kernel_exec_info param_name, size_t param_value_size, const void*param_value);
cl_context CL_API_CALL vcl_fe_clCreateContextFromType(const cl_context_properties*properties, cl_device_type device_type, vcl_pfn_context_notify pfn_notify, void*user_data, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clEnqueueFillImageLike(cl_command_queue command_queue, cl_mem image, const void*pattern, size_t pattern_size, const size_t*origin, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueReadBufferRect(cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_read, const size_t*region, void*ptr, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clUnloadCompiler(void);
cl_int CL_API_CALL vcl_fe_clEnqueueNativeKernel(cl_command_queue command_queue, void*args);
cl_int CL_API_CALL vcl_fe_clCompileProgram(cl_program program, cl_uint num_devices, const cl_device_id*device_list, cl_uint num_input_headers, const char**header_include_names, void*param_value, size_t*param_value_size_ret, vcl_pfn_program_notify pfn_notify, void*user_data);
cl_mem CL_API_CALL vcl_fe_clCreateImage2D(cl_context context, const cl_image_format*image_format, cl_int*errcode_ret);

/* Checks of calls flagged `check` (src/frontend): what the front-end can tell from cached
 * properties; CL_SUCCESS, or the error the call returns without reaching the host. */
cl_int vcl_fe_check_clCreateCommandQueueWithProperties(cl_context context, cl_device_id device, const cl_queue_properties*properties);

/* Encoders of the calls flagged args whose stub is hand-written (vn_enc.c): their items, in
 * wire order, after vcl_call_init. */
struct vcl_enc;
void vn_enc_clCreateImage(struct vcl_enc *e, const struct vn_args_clCreateImage *a);
void vn_enc_clCreateBuffer(struct vcl_enc *e, const struct vn_args_clCreateBuffer *a);
cl_int vn_enc_clCreateProgramWithBinary(struct vcl_enc *e, const struct vn_args_clCreateProgramWithBinary *a);
void vn_enc_clCreateKernelsInProgram(struct vcl_enc *e, const struct vn_args_clCreateKernelsInProgram *a);
cl_int vn_enc_clSetKernelArg(struct vcl_enc *e, const struct vn_args_clSetKernelArg *a);
void vn_enc_clCreateContextFromType(struct vcl_enc *e, const struct vn_args_clCreateContextFromType *a);
void vn_enc_clEnqueueReadBufferRect(struct vcl_enc *e, const struct vn_args_clEnqueueReadBufferRect *a);
void vn_enc_clCompileProgram(struct vcl_enc *e, const struct vn_args_clCompileProgram *a);
void vn_enc_eglQueryString(struct vcl_enc *e, const struct vn_args_eglQueryString *a);
void vn_enc_eglCreatePbufferSurface(struct vcl_enc *e, const struct vn_args_eglCreatePbufferSurface *a);
void vn_enc_vclDrawClient(struct vcl_enc *e, const struct vn_args_vclDrawClient *a);
void vn_enc_vclGetBufferData(struct vcl_enc *e, const struct vn_args_vclGetBufferData *a);
void vn_enc_vclGetLabel(struct vcl_enc *e, const struct vn_args_vclGetLabel *a);

/* Encoders of the generated stubs (vn_enc.c): the message's items, in wire order, after
 * vcl_call_init; an output's parameter says whether it is wanted, a new object's or event's
 * is its ID. */
void vn_enc_clGetContextInfo(struct vcl_enc *e, cl_context context, cl_context_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clCreateCommandQueueWithProperties(struct vcl_enc *e, uint64_t id, cl_context context, cl_device_id device, const cl_queue_properties*properties);
void vn_enc_clSetKernelExecInfo(struct vcl_enc *e, cl_kernel kernel, cl_kernel_exec_info param_name, size_t param_value_size, const void*param_value);
void vn_enc_clEnqueueFillImageLike(struct vcl_enc *e, cl_command_queue command_queue, cl_mem image, const void*pattern, size_t pattern_size, const size_t*origin, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);

/* Encoders of virtcl's own messages (msg, vn_enc.c): their items, in wire order, after
 * vcl_call_init(c, VCL_OP_NAME). */
void vn_enc_msg_forget(struct vcl_enc *e, const struct vn_args_msg_forget *a);
void vn_enc_msg_get_binaries(struct vcl_enc *e, const struct vn_args_msg_get_binaries *a);
void vn_enc_msg_stage(struct vcl_enc *e, const struct vn_args_msg_stage *a);
void vn_enc_msg_attach_shm(struct vcl_enc *e, const struct vn_args_msg_attach_shm *a);

/* Decoders of the replies of hand-written stubs' calls (reply lines, vn_frontend.c): the items
 * after the i32 result (result: that result) into *r, zeroed first; 0, or -EPROTO where the
 * reply is malformed or fails a check. */
struct vcl_dec;
int vn_dec_reply_clCreateProgramWithBinary(struct vcl_dec *d, cl_int result, const struct vn_args_clCreateProgramWithBinary *a, struct vn_reply_clCreateProgramWithBinary *r);
int vn_dec_reply_clCreateKernelsInProgram(struct vcl_dec *d, cl_int result, const struct vn_args_clCreateKernelsInProgram *a, struct vn_reply_clCreateKernelsInProgram *r);
int vn_dec_reply_eglInitialize(struct vcl_dec *d, cl_int result, const struct vn_args_eglInitialize *a, struct vn_reply_eglInitialize *r);
int vn_dec_reply_eglQueryString(struct vcl_dec *d, cl_int result, const struct vn_args_eglQueryString *a, struct vn_reply_eglQueryString *r);
int vn_dec_reply_eglCreatePbufferSurface(struct vcl_dec *d, cl_int result, const struct vn_args_eglCreatePbufferSurface *a, struct vn_reply_eglCreatePbufferSurface *r);
int vn_dec_reply_vclGetBufferData(struct vcl_dec *d, cl_int result, const struct vn_args_vclGetBufferData *a, struct vn_reply_vclGetBufferData *r);
int vn_dec_reply_vclGetLabel(struct vcl_dec *d, cl_int result, const struct vn_args_vclGetLabel *a, struct vn_reply_vclGetLabel *r);

/* Decoders of the back-end's notifications (msg ... notify, vn_frontend.c): 0, or -EPROTO
 * where the message is malformed or fails a check. */
struct vcl_dec;
int vn_dec_msg_bulk_done(struct vcl_dec *d, struct vn_args_msg_bulk_done *a);
int vn_dec_msg_callback(struct vcl_dec *d, struct vn_args_msg_callback *a);
int vn_dec_msg_printf(struct vcl_dec *d, struct vn_args_msg_printf *a);

extern const struct _cl_icd_dispatch vn_dispatch;

/* Extension functions (flag ext): what clGetExtensionFunctionAddress(ForPlatform) returns. */
struct vn_ext_fn {
    const char *name;
    void *fn;
};
extern const struct vn_ext_fn vn_ext_fns[0];

#endif
