/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#ifndef VN_FRONTEND_H
#define VN_FRONTEND_H

#include "vcl_cl.h"
#include "vn_args.h"

/* Every entry point of the front-end ICD; hand-written ones live in src/frontend. */
cl_int CL_API_CALL vcl_fe_clGetPlatformIDs(cl_uint num_entries, cl_platform_id*platforms, cl_uint*num_platforms);
cl_int CL_API_CALL vcl_fe_clGetPlatformInfo(cl_platform_id platform, cl_platform_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clGetDeviceIDs(cl_platform_id platform, cl_device_type device_type, cl_uint num_entries, cl_device_id*devices, cl_uint*num_devices);
cl_int CL_API_CALL vcl_fe_clGetDeviceInfo(cl_device_id device, cl_device_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_context CL_API_CALL vcl_fe_clCreateContext(const cl_context_properties*properties, cl_uint num_devices, const cl_device_id*devices, vcl_pfn_context_notify pfn_notify, void*user_data, cl_int*errcode_ret);
cl_context CL_API_CALL vcl_fe_clCreateContextFromType(const cl_context_properties*properties, cl_device_type device_type, vcl_pfn_context_notify pfn_notify, void*user_data, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clRetainContext(cl_context context);
cl_int CL_API_CALL vcl_fe_clReleaseContext(cl_context context);
cl_int CL_API_CALL vcl_fe_clGetContextInfo(cl_context context, cl_context_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_command_queue CL_API_CALL vcl_fe_clCreateCommandQueue(cl_context context, cl_device_id device, cl_command_queue_properties properties, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clRetainCommandQueue(cl_command_queue command_queue);
cl_int CL_API_CALL vcl_fe_clReleaseCommandQueue(cl_command_queue command_queue);
cl_int CL_API_CALL vcl_fe_clGetCommandQueueInfo(cl_command_queue command_queue, cl_command_queue_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clSetCommandQueueProperty(cl_command_queue command_queue, cl_command_queue_properties properties, cl_bool enable, cl_command_queue_properties*old_properties);
cl_mem CL_API_CALL vcl_fe_clCreateBuffer(cl_context context, cl_mem_flags flags, size_t size, void*host_ptr, cl_int*errcode_ret);
cl_mem CL_API_CALL vcl_fe_clCreateImage2D(cl_context context, cl_mem_flags flags, const cl_image_format*image_format, size_t image_width, size_t image_height, size_t image_row_pitch, void*host_ptr, cl_int*errcode_ret);
cl_mem CL_API_CALL vcl_fe_clCreateImage3D(cl_context context, cl_mem_flags flags, const cl_image_format*image_format, size_t image_width, size_t image_height, size_t image_depth, size_t image_row_pitch, size_t image_slice_pitch, void*host_ptr, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clRetainMemObject(cl_mem memobj);
cl_int CL_API_CALL vcl_fe_clReleaseMemObject(cl_mem memobj);
cl_int CL_API_CALL vcl_fe_clGetSupportedImageFormats(cl_context context, cl_mem_flags flags, cl_mem_object_type image_type, cl_uint num_entries, cl_image_format*image_formats, cl_uint*num_image_formats);
cl_int CL_API_CALL vcl_fe_clGetMemObjectInfo(cl_mem memobj, cl_mem_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clGetImageInfo(cl_mem image, cl_image_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_sampler CL_API_CALL vcl_fe_clCreateSampler(cl_context context, cl_bool normalized_coords, cl_addressing_mode addressing_mode, cl_filter_mode filter_mode, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clRetainSampler(cl_sampler sampler);
cl_int CL_API_CALL vcl_fe_clReleaseSampler(cl_sampler sampler);
cl_int CL_API_CALL vcl_fe_clGetSamplerInfo(cl_sampler sampler, cl_sampler_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_program CL_API_CALL vcl_fe_clCreateProgramWithSource(cl_context context, cl_uint count, const char**strings, const size_t*lengths, cl_int*errcode_ret);
cl_program CL_API_CALL vcl_fe_clCreateProgramWithBinary(cl_context context, cl_uint num_devices, const cl_device_id*device_list, const size_t*lengths, const unsigned char**binaries, cl_int*binary_status, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clRetainProgram(cl_program program);
cl_int CL_API_CALL vcl_fe_clReleaseProgram(cl_program program);
cl_int CL_API_CALL vcl_fe_clBuildProgram(cl_program program, cl_uint num_devices, const cl_device_id*device_list, const char*options, vcl_pfn_program_notify pfn_notify, void*user_data);
cl_int CL_API_CALL vcl_fe_clUnloadCompiler(void);
cl_int CL_API_CALL vcl_fe_clGetProgramInfo(cl_program program, cl_program_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clGetProgramBuildInfo(cl_program program, cl_device_id device, cl_program_build_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_kernel CL_API_CALL vcl_fe_clCreateKernel(cl_program program, const char*kernel_name, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clCreateKernelsInProgram(cl_program program, cl_uint num_kernels, cl_kernel*kernels, cl_uint*num_kernels_ret);
cl_int CL_API_CALL vcl_fe_clRetainKernel(cl_kernel kernel);
cl_int CL_API_CALL vcl_fe_clReleaseKernel(cl_kernel kernel);
cl_int CL_API_CALL vcl_fe_clSetKernelArg(cl_kernel kernel, cl_uint arg_index, size_t arg_size, const void*arg_value);
cl_int CL_API_CALL vcl_fe_clGetKernelInfo(cl_kernel kernel, cl_kernel_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clGetKernelWorkGroupInfo(cl_kernel kernel, cl_device_id device, cl_kernel_work_group_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clWaitForEvents(cl_uint num_events, const cl_event*event_list);
cl_int CL_API_CALL vcl_fe_clGetEventInfo(cl_event event, cl_event_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clRetainEvent(cl_event event);
cl_int CL_API_CALL vcl_fe_clReleaseEvent(cl_event event);
cl_int CL_API_CALL vcl_fe_clGetEventProfilingInfo(cl_event event, cl_profiling_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clFlush(cl_command_queue command_queue);
cl_int CL_API_CALL vcl_fe_clFinish(cl_command_queue command_queue);
cl_int CL_API_CALL vcl_fe_clEnqueueReadBuffer(cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_read, size_t offset, size_t size, void*ptr, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueWriteBuffer(cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_write, size_t offset, size_t size, const void*ptr, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueCopyBuffer(cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, size_t src_offset, size_t dst_offset, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueReadImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_read, const size_t*origin, const size_t*region, size_t row_pitch, size_t slice_pitch, void*ptr, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueWriteImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_write, const size_t*origin, const size_t*region, size_t input_row_pitch, size_t input_slice_pitch, const void*ptr, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueCopyImage(cl_command_queue command_queue, cl_mem src_image, cl_mem dst_image, const size_t*src_origin, const size_t*dst_origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueCopyImageToBuffer(cl_command_queue command_queue, cl_mem src_image, cl_mem dst_buffer, const size_t*src_origin, const size_t*region, size_t dst_offset, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueCopyBufferToImage(cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_image, size_t src_offset, const size_t*dst_origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
void*CL_API_CALL vcl_fe_clEnqueueMapBuffer(cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_map, cl_map_flags map_flags, size_t offset, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event, cl_int*errcode_ret);
void*CL_API_CALL vcl_fe_clEnqueueMapImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_map, cl_map_flags map_flags, const size_t*origin, const size_t*region, size_t*image_row_pitch, size_t*image_slice_pitch, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clEnqueueUnmapMemObject(cl_command_queue command_queue, cl_mem memobj, void*mapped_ptr, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueNDRangeKernel(cl_command_queue command_queue, cl_kernel kernel, cl_uint work_dim, const size_t*global_work_offset, const size_t*global_work_size, const size_t*local_work_size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueTask(cl_command_queue command_queue, cl_kernel kernel, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueNativeKernel(cl_command_queue command_queue, vcl_pfn_native user_func, void*args, size_t cb_args, cl_uint num_mem_objects, const cl_mem*mem_list, const void**args_mem_loc, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueMarker(cl_command_queue command_queue, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueWaitForEvents(cl_command_queue command_queue, cl_uint num_events, const cl_event*event_list);
cl_int CL_API_CALL vcl_fe_clEnqueueBarrier(cl_command_queue command_queue);
void*CL_API_CALL vcl_fe_clGetExtensionFunctionAddress(const char*func_name);
cl_mem CL_API_CALL vcl_fe_clCreateFromGLBuffer(cl_context context, cl_mem_flags flags, cl_GLuint bufobj, cl_int*errcode_ret);
cl_mem CL_API_CALL vcl_fe_clCreateFromGLTexture2D(cl_context context, cl_mem_flags flags, cl_GLenum target, cl_GLint miplevel, cl_GLuint texture, cl_int*errcode_ret);
cl_mem CL_API_CALL vcl_fe_clCreateFromGLTexture3D(cl_context context, cl_mem_flags flags, cl_GLenum target, cl_GLint miplevel, cl_GLuint texture, cl_int*errcode_ret);
cl_mem CL_API_CALL vcl_fe_clCreateFromGLRenderbuffer(cl_context context, cl_mem_flags flags, cl_GLuint renderbuffer, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clGetGLObjectInfo(cl_mem memobj, cl_gl_object_type*gl_object_type, cl_GLuint*gl_object_name);
cl_int CL_API_CALL vcl_fe_clGetGLTextureInfo(cl_mem memobj, cl_gl_texture_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clEnqueueAcquireGLObjects(cl_command_queue command_queue, cl_uint num_objects, const cl_mem*mem_objects, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueReleaseGLObjects(cl_command_queue command_queue, cl_uint num_objects, const cl_mem*mem_objects, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clGetGLContextInfoKHR(const cl_context_properties*properties, cl_gl_context_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clSetEventCallback(cl_event event, cl_int command_exec_callback_type, vcl_pfn_event_notify pfn_notify, void*user_data);
cl_mem CL_API_CALL vcl_fe_clCreateSubBuffer(cl_mem buffer, cl_mem_flags flags, cl_buffer_create_type buffer_create_type, const void*buffer_create_info, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clSetMemObjectDestructorCallback(cl_mem memobj, vcl_pfn_mem_notify pfn_notify, void*user_data);
cl_event CL_API_CALL vcl_fe_clCreateUserEvent(cl_context context, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clSetUserEventStatus(cl_event event, cl_int execution_status);
cl_int CL_API_CALL vcl_fe_clEnqueueReadBufferRect(cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_read, const size_t*buffer_origin, const size_t*host_origin, const size_t*region, size_t buffer_row_pitch, size_t buffer_slice_pitch, size_t host_row_pitch, size_t host_slice_pitch, void*ptr, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueWriteBufferRect(cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_write, const size_t*buffer_origin, const size_t*host_origin, const size_t*region, size_t buffer_row_pitch, size_t buffer_slice_pitch, size_t host_row_pitch, size_t host_slice_pitch, const void*ptr, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueCopyBufferRect(cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, const size_t*src_origin, const size_t*dst_origin, const size_t*region, size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch, size_t dst_slice_pitch, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clCreateSubDevices(cl_device_id in_device, const cl_device_partition_property*properties, cl_uint num_devices, cl_device_id*out_devices, cl_uint*num_devices_ret);
cl_int CL_API_CALL vcl_fe_clRetainDevice(cl_device_id device);
cl_int CL_API_CALL vcl_fe_clReleaseDevice(cl_device_id device);
cl_mem CL_API_CALL vcl_fe_clCreateImage(cl_context context, cl_mem_flags flags, const cl_image_format*image_format, const cl_image_desc*image_desc, void*host_ptr, cl_int*errcode_ret);
cl_program CL_API_CALL vcl_fe_clCreateProgramWithBuiltInKernels(cl_context context, cl_uint num_devices, const cl_device_id*device_list, const char*kernel_names, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clCompileProgram(cl_program program, cl_uint num_devices, const cl_device_id*device_list, const char*options, cl_uint num_input_headers, const cl_program*input_headers, const char**header_include_names, vcl_pfn_program_notify pfn_notify, void*user_data);
cl_program CL_API_CALL vcl_fe_clLinkProgram(cl_context context, cl_uint num_devices, const cl_device_id*device_list, const char*options, cl_uint num_input_programs, const cl_program*input_programs, vcl_pfn_program_notify pfn_notify, void*user_data, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clUnloadPlatformCompiler(cl_platform_id platform);
cl_int CL_API_CALL vcl_fe_clGetKernelArgInfo(cl_kernel kernel, cl_uint arg_index, cl_kernel_arg_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clEnqueueFillBuffer(cl_command_queue command_queue, cl_mem buffer, const void*pattern, size_t pattern_size, size_t offset, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueFillImage(cl_command_queue command_queue, cl_mem image, const void*fill_color, const size_t*origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueMigrateMemObjects(cl_command_queue command_queue, cl_uint num_mem_objects, const cl_mem*mem_objects, cl_mem_migration_flags flags, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueMarkerWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueBarrierWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
void*CL_API_CALL vcl_fe_clGetExtensionFunctionAddressForPlatform(cl_platform_id platform, const char*func_name);
cl_mem CL_API_CALL vcl_fe_clCreateFromGLTexture(cl_context context, cl_mem_flags flags, cl_GLenum target, cl_GLint miplevel, cl_GLuint texture, cl_int*errcode_ret);
cl_command_queue CL_API_CALL vcl_fe_clCreateCommandQueueWithProperties(cl_context context, cl_device_id device, const cl_queue_properties*properties, cl_int*errcode_ret);
cl_mem CL_API_CALL vcl_fe_clCreatePipe(cl_context context, cl_mem_flags flags, cl_uint pipe_packet_size, cl_uint pipe_max_packets, const cl_pipe_properties*properties, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clGetPipeInfo(cl_mem pipe, cl_pipe_info param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
void*CL_API_CALL vcl_fe_clSVMAlloc(cl_context context, cl_svm_mem_flags flags, size_t size, cl_uint alignment);
void CL_API_CALL vcl_fe_clSVMFree(cl_context context, void*svm_pointer);
cl_int CL_API_CALL vcl_fe_clEnqueueSVMFree(cl_command_queue command_queue, cl_uint num_svm_pointers, void**svm_pointers, vcl_pfn_svm_free pfn_free_func, void*user_data, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueSVMMemcpy(cl_command_queue command_queue, cl_bool blocking_copy, void*dst_ptr, const void*src_ptr, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueSVMMemFill(cl_command_queue command_queue, void*svm_ptr, const void*pattern, size_t pattern_size, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueSVMMap(cl_command_queue command_queue, cl_bool blocking_map, cl_map_flags flags, void*svm_ptr, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clEnqueueSVMUnmap(cl_command_queue command_queue, void*svm_ptr, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_sampler CL_API_CALL vcl_fe_clCreateSamplerWithProperties(cl_context context, const cl_sampler_properties*sampler_properties, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clSetKernelArgSVMPointer(cl_kernel kernel, cl_uint arg_index, const void*arg_value);
cl_int CL_API_CALL vcl_fe_clSetKernelExecInfo(cl_kernel kernel, cl_kernel_exec_info param_name, size_t param_value_size, const void*param_value);
cl_int CL_API_CALL vcl_fe_clGetKernelSubGroupInfoKHR(cl_kernel in_kernel, cl_device_id in_device, cl_kernel_sub_group_info param_name, size_t input_value_size, const void*input_value, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_kernel CL_API_CALL vcl_fe_clCloneKernel(cl_kernel source_kernel, cl_int*errcode_ret);
cl_program CL_API_CALL vcl_fe_clCreateProgramWithIL(cl_context context, const void*il, size_t length, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clEnqueueSVMMigrateMem(cl_command_queue command_queue, cl_uint num_svm_pointers, const void**svm_pointers, const size_t*sizes, cl_mem_migration_flags flags, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clGetDeviceAndHostTimer(cl_device_id device, cl_ulong*device_timestamp, cl_ulong*host_timestamp);
cl_int CL_API_CALL vcl_fe_clGetHostTimer(cl_device_id device, cl_ulong*host_timestamp);
cl_int CL_API_CALL vcl_fe_clGetKernelSubGroupInfo(cl_kernel kernel, cl_device_id device, cl_kernel_sub_group_info param_name, size_t input_value_size, const void*input_value, size_t param_value_size, void*param_value, size_t*param_value_size_ret);
cl_int CL_API_CALL vcl_fe_clSetDefaultDeviceCommandQueue(cl_context context, cl_device_id device, cl_command_queue command_queue);
cl_int CL_API_CALL vcl_fe_clSetProgramReleaseCallback(cl_program program, vcl_pfn_program_notify pfn_notify, void*user_data);
cl_int CL_API_CALL vcl_fe_clSetProgramSpecializationConstant(cl_program program, cl_uint spec_id, size_t spec_size, const void*spec_value);
cl_mem CL_API_CALL vcl_fe_clCreateBufferWithProperties(cl_context context, const cl_mem_properties*properties, cl_mem_flags flags, size_t size, void*host_ptr, cl_int*errcode_ret);
cl_mem CL_API_CALL vcl_fe_clCreateImageWithProperties(cl_context context, const cl_mem_properties*properties, cl_mem_flags flags, const cl_image_format*image_format, const cl_image_desc*image_desc, void*host_ptr, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clSetContextDestructorCallback(cl_context context, vcl_pfn_context_destructor pfn_notify, void*user_data);
cl_int CL_API_CALL vcl_fe_clIcdGetPlatformIDsKHR(cl_uint num_entries, cl_platform_id*platforms, cl_uint*num_platforms);
cl_command_buffer_khr CL_API_CALL vcl_fe_clCreateCommandBufferKHR(cl_uint num_queues, const cl_command_queue*queues, const cl_command_buffer_properties_khr*properties, cl_int*errcode_ret);
cl_int CL_API_CALL vcl_fe_clFinalizeCommandBufferKHR(cl_command_buffer_khr command_buffer);
cl_int CL_API_CALL vcl_fe_clRetainCommandBufferKHR(cl_command_buffer_khr command_buffer);
cl_int CL_API_CALL vcl_fe_clReleaseCommandBufferKHR(cl_command_buffer_khr command_buffer);
cl_int CL_API_CALL vcl_fe_clEnqueueCommandBufferKHR(cl_uint num_queues, cl_command_queue*queues, cl_command_buffer_khr command_buffer, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, cl_event*event);
cl_int CL_API_CALL vcl_fe_clCommandBarrierWithWaitListKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle);
cl_int CL_API_CALL vcl_fe_clCommandCopyBufferKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, size_t src_offset, size_t dst_offset, size_t size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle);
cl_int CL_API_CALL vcl_fe_clCommandCopyBufferRectKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, const size_t*src_origin, const size_t*dst_origin, const size_t*region, size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch, size_t dst_slice_pitch, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle);
cl_int CL_API_CALL vcl_fe_clCommandCopyBufferToImageKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_image, size_t src_offset, const size_t*dst_origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle);
cl_int CL_API_CALL vcl_fe_clCommandCopyImageKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem src_image, cl_mem dst_image, const size_t*src_origin, const size_t*dst_origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle);
cl_int CL_API_CALL vcl_fe_clCommandCopyImageToBufferKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem src_image, cl_mem dst_buffer, const size_t*src_origin, const size_t*region, size_t dst_offset, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle);
cl_int CL_API_CALL vcl_fe_clCommandFillBufferKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem buffer, const void*pattern, size_t pattern_size, size_t offset, size_t size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle);
cl_int CL_API_CALL vcl_fe_clCommandFillImageKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, cl_mem image, const void*fill_color, const size_t*origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle);
cl_int CL_API_CALL vcl_fe_clCommandNDRangeKernelKHR(cl_command_buffer_khr command_buffer, cl_command_queue command_queue, const cl_ndrange_kernel_command_properties_khr*properties, cl_kernel kernel, cl_uint work_dim, const size_t*global_work_offset, const size_t*global_work_size, const size_t*local_work_size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr*sync_point, cl_mutable_command_khr*mutable_handle);
cl_int CL_API_CALL vcl_fe_clGetCommandBufferInfoKHR(cl_command_buffer_khr command_buffer, cl_command_buffer_info_khr param_name, size_t param_value_size, void*param_value, size_t*param_value_size_ret);

/* Checks of calls flagged `check` (src/frontend): what the front-end can tell from cached
 * properties; CL_SUCCESS, or the error the call returns without reaching the host. */
cl_int vcl_fe_check_clCreateCommandQueue(cl_context context, cl_device_id device, cl_command_queue_properties properties);
cl_int vcl_fe_check_clGetKernelArgInfo(cl_kernel kernel, cl_uint arg_index, cl_kernel_arg_info param_name, size_t param_value_size);
cl_int vcl_fe_check_clCreateCommandQueueWithProperties(cl_context context, cl_device_id device, const cl_queue_properties*properties);

/* Encoders of the calls flagged args whose stub is hand-written (vn_enc.c): their items, in
 * wire order, after vcl_call_init. */
struct vcl_enc;
void vn_enc_clCreateContext(struct vcl_enc *e, const struct vn_args_clCreateContext *a);
void vn_enc_clCreateContextFromType(struct vcl_enc *e, const struct vn_args_clCreateContextFromType *a);
void vn_enc_clCreateBuffer(struct vcl_enc *e, const struct vn_args_clCreateBuffer *a);
cl_int vn_enc_clCreateProgramWithSource(struct vcl_enc *e, const struct vn_args_clCreateProgramWithSource *a);
cl_int vn_enc_clCreateProgramWithBinary(struct vcl_enc *e, const struct vn_args_clCreateProgramWithBinary *a);
void vn_enc_clBuildProgram(struct vcl_enc *e, const struct vn_args_clBuildProgram *a);
void vn_enc_clCreateKernelsInProgram(struct vcl_enc *e, const struct vn_args_clCreateKernelsInProgram *a);
cl_int vn_enc_clSetKernelArg(struct vcl_enc *e, const struct vn_args_clSetKernelArg *a);
void vn_enc_clEnqueueReadBuffer(struct vcl_enc *e, const struct vn_args_clEnqueueReadBuffer *a);
void vn_enc_clEnqueueWriteBuffer(struct vcl_enc *e, const struct vn_args_clEnqueueWriteBuffer *a);
void vn_enc_clEnqueueReadImage(struct vcl_enc *e, const struct vn_args_clEnqueueReadImage *a);
void vn_enc_clEnqueueWriteImage(struct vcl_enc *e, const struct vn_args_clEnqueueWriteImage *a);
void vn_enc_clGetGLContextInfoKHR(struct vcl_enc *e, const struct vn_args_clGetGLContextInfoKHR *a);
void vn_enc_clSetEventCallback(struct vcl_enc *e, const struct vn_args_clSetEventCallback *a);
void vn_enc_clCreateSubBuffer(struct vcl_enc *e, const struct vn_args_clCreateSubBuffer *a);
void vn_enc_clSetMemObjectDestructorCallback(struct vcl_enc *e, const struct vn_args_clSetMemObjectDestructorCallback *a);
void vn_enc_clEnqueueReadBufferRect(struct vcl_enc *e, const struct vn_args_clEnqueueReadBufferRect *a);
void vn_enc_clEnqueueWriteBufferRect(struct vcl_enc *e, const struct vn_args_clEnqueueWriteBufferRect *a);
void vn_enc_clCreateSubDevices(struct vcl_enc *e, const struct vn_args_clCreateSubDevices *a);
void vn_enc_clCreateImage(struct vcl_enc *e, const struct vn_args_clCreateImage *a);
void vn_enc_clCompileProgram(struct vcl_enc *e, const struct vn_args_clCompileProgram *a);
void vn_enc_clLinkProgram(struct vcl_enc *e, const struct vn_args_clLinkProgram *a);
void vn_enc_clSVMAlloc(struct vcl_enc *e, const struct vn_args_clSVMAlloc *a);
void vn_enc_clSVMFree(struct vcl_enc *e, const struct vn_args_clSVMFree *a);
void vn_enc_clSetKernelArgSVMPointer(struct vcl_enc *e, const struct vn_args_clSetKernelArgSVMPointer *a);
void vn_enc_clSetProgramReleaseCallback(struct vcl_enc *e, const struct vn_args_clSetProgramReleaseCallback *a);
void vn_enc_clCreateBufferWithProperties(struct vcl_enc *e, const struct vn_args_clCreateBufferWithProperties *a);
void vn_enc_clCreateImageWithProperties(struct vcl_enc *e, const struct vn_args_clCreateImageWithProperties *a);
void vn_enc_clSetContextDestructorCallback(struct vcl_enc *e, const struct vn_args_clSetContextDestructorCallback *a);
void vn_enc_clCreateCommandBufferKHR(struct vcl_enc *e, const struct vn_args_clCreateCommandBufferKHR *a);
void vn_enc_clEnqueueCommandBufferKHR(struct vcl_enc *e, const struct vn_args_clEnqueueCommandBufferKHR *a);
void vn_enc_eglQueryString(struct vcl_enc *e, const struct vn_args_eglQueryString *a);
void vn_enc_eglChooseConfig(struct vcl_enc *e, const struct vn_args_eglChooseConfig *a);
void vn_enc_eglGetConfigAttrib(struct vcl_enc *e, const struct vn_args_eglGetConfigAttrib *a);
void vn_enc_eglCreatePbufferSurface(struct vcl_enc *e, const struct vn_args_eglCreatePbufferSurface *a);
void vn_enc_eglCreateContext(struct vcl_enc *e, const struct vn_args_eglCreateContext *a);
void vn_enc_eglMakeCurrent(struct vcl_enc *e, const struct vn_args_eglMakeCurrent *a);
void vn_enc_eglDestroySurface(struct vcl_enc *e, const struct vn_args_eglDestroySurface *a);
void vn_enc_eglDestroyContext(struct vcl_enc *e, const struct vn_args_eglDestroyContext *a);
void vn_enc_eglQuerySurface(struct vcl_enc *e, const struct vn_args_eglQuerySurface *a);
void vn_enc_eglQueryContext(struct vcl_enc *e, const struct vn_args_eglQueryContext *a);
void vn_enc_eglSwapBuffers(struct vcl_enc *e, const struct vn_args_eglSwapBuffers *a);
void vn_enc_eglCreateSync(struct vcl_enc *e, const struct vn_args_eglCreateSync *a);
void vn_enc_eglDestroySync(struct vcl_enc *e, const struct vn_args_eglDestroySync *a);
void vn_enc_eglClientWaitSync(struct vcl_enc *e, const struct vn_args_eglClientWaitSync *a);
void vn_enc_eglWaitSync(struct vcl_enc *e, const struct vn_args_eglWaitSync *a);
void vn_enc_eglGetSyncAttrib(struct vcl_enc *e, const struct vn_args_eglGetSyncAttrib *a);
void vn_enc_vclDrawClient(struct vcl_enc *e, const struct vn_args_vclDrawClient *a);
void vn_enc_vclGetBufferData(struct vcl_enc *e, const struct vn_args_vclGetBufferData *a);
void vn_enc_glGetError(struct vcl_enc *e, const struct vn_args_glGetError *a);
void vn_enc_glGetString(struct vcl_enc *e, const struct vn_args_glGetString *a);
void vn_enc_glPixelStorei(struct vcl_enc *e, const struct vn_args_glPixelStorei *a);
void vn_enc_glShaderSource(struct vcl_enc *e, const struct vn_args_glShaderSource *a);
void vn_enc_glDebugMessageCallback(struct vcl_enc *e, const struct vn_args_glDebugMessageCallback *a);
void vn_enc_glObjectPtrLabel(struct vcl_enc *e, const struct vn_args_glObjectPtrLabel *a);
void vn_enc_glGetObjectPtrLabel(struct vcl_enc *e, const struct vn_args_glGetObjectPtrLabel *a);
void vn_enc_vclDebugMessages(struct vcl_enc *e, const struct vn_args_vclDebugMessages *a);

/* Encoders of the generated stubs (vn_enc.c): the message's items, in wire order, after
 * vcl_call_init; an output's parameter says whether it is wanted, a new object's or event's
 * is its ID. */
void vn_enc_clGetPlatformInfo(struct vcl_enc *e, cl_platform_id platform, cl_platform_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clGetDeviceInfo(struct vcl_enc *e, cl_device_id device, cl_device_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clGetContextInfo(struct vcl_enc *e, cl_context context, cl_context_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clCreateCommandQueue(struct vcl_enc *e, uint64_t id, cl_context context, cl_device_id device, cl_command_queue_properties properties);
void vn_enc_clGetCommandQueueInfo(struct vcl_enc *e, cl_command_queue command_queue, cl_command_queue_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clGetSupportedImageFormats(struct vcl_enc *e, cl_context context, cl_mem_flags flags, cl_mem_object_type image_type, cl_uint num_entries, bool image_formats_want, bool num_image_formats_want);
void vn_enc_clGetMemObjectInfo(struct vcl_enc *e, cl_mem memobj, cl_mem_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clGetImageInfo(struct vcl_enc *e, cl_mem image, cl_image_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clCreateSampler(struct vcl_enc *e, uint64_t id, cl_context context, cl_bool normalized_coords, cl_addressing_mode addressing_mode, cl_filter_mode filter_mode);
void vn_enc_clGetSamplerInfo(struct vcl_enc *e, cl_sampler sampler, cl_sampler_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clGetProgramInfo(struct vcl_enc *e, cl_program program, cl_program_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clGetProgramBuildInfo(struct vcl_enc *e, cl_program program, cl_device_id device, cl_program_build_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clCreateKernel(struct vcl_enc *e, uint64_t id, cl_program program, const char*kernel_name);
void vn_enc_clGetKernelInfo(struct vcl_enc *e, cl_kernel kernel, cl_kernel_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clGetKernelWorkGroupInfo(struct vcl_enc *e, cl_kernel kernel, cl_device_id device, cl_kernel_work_group_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clGetEventInfo(struct vcl_enc *e, cl_event event, cl_event_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clGetEventProfilingInfo(struct vcl_enc *e, cl_event event, cl_profiling_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clFlush(struct vcl_enc *e, cl_command_queue command_queue);
void vn_enc_clEnqueueCopyBuffer(struct vcl_enc *e, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, size_t src_offset, size_t dst_offset, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clEnqueueCopyImage(struct vcl_enc *e, cl_command_queue command_queue, cl_mem src_image, cl_mem dst_image, const size_t*src_origin, const size_t*dst_origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clEnqueueCopyImageToBuffer(struct vcl_enc *e, cl_command_queue command_queue, cl_mem src_image, cl_mem dst_buffer, const size_t*src_origin, const size_t*region, size_t dst_offset, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clEnqueueCopyBufferToImage(struct vcl_enc *e, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_image, size_t src_offset, const size_t*dst_origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clEnqueueNDRangeKernel(struct vcl_enc *e, cl_command_queue command_queue, cl_kernel kernel, cl_uint work_dim, const size_t*global_work_offset, const size_t*global_work_size, const size_t*local_work_size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clEnqueueTask(struct vcl_enc *e, cl_command_queue command_queue, cl_kernel kernel, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clEnqueueMarker(struct vcl_enc *e, cl_command_queue command_queue, uint64_t event_id);
void vn_enc_clEnqueueWaitForEvents(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_events, const cl_event*event_list);
void vn_enc_clEnqueueBarrier(struct vcl_enc *e, cl_command_queue command_queue);
void vn_enc_clGetGLObjectInfo(struct vcl_enc *e, cl_mem memobj, bool gl_object_type_want, bool gl_object_name_want);
void vn_enc_clGetGLTextureInfo(struct vcl_enc *e, cl_mem memobj, cl_gl_texture_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clEnqueueAcquireGLObjects(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_objects, const cl_mem*mem_objects, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clEnqueueReleaseGLObjects(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_objects, const cl_mem*mem_objects, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clCreateUserEvent(struct vcl_enc *e, uint64_t id, cl_context context);
void vn_enc_clSetUserEventStatus(struct vcl_enc *e, cl_event event, cl_int execution_status);
void vn_enc_clEnqueueCopyBufferRect(struct vcl_enc *e, cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer, const size_t*src_origin, const size_t*dst_origin, const size_t*region, size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch, size_t dst_slice_pitch, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clCreateProgramWithBuiltInKernels(struct vcl_enc *e, uint64_t id, cl_context context, cl_uint num_devices, const cl_device_id*device_list, const char*kernel_names);
void vn_enc_clUnloadPlatformCompiler(struct vcl_enc *e, cl_platform_id platform);
void vn_enc_clGetKernelArgInfo(struct vcl_enc *e, cl_kernel kernel, cl_uint arg_index, cl_kernel_arg_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clEnqueueFillBuffer(struct vcl_enc *e, cl_command_queue command_queue, cl_mem buffer, const void*pattern, size_t pattern_size, size_t offset, size_t size, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clEnqueueFillImage(struct vcl_enc *e, cl_command_queue command_queue, cl_mem image, const void*fill_color, const size_t*origin, const size_t*region, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clEnqueueMigrateMemObjects(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_mem_objects, const cl_mem*mem_objects, cl_mem_migration_flags flags, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clEnqueueMarkerWithWaitList(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clEnqueueBarrierWithWaitList(struct vcl_enc *e, cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event*event_wait_list, uint64_t event_id);
void vn_enc_clCreateCommandQueueWithProperties(struct vcl_enc *e, uint64_t id, cl_context context, cl_device_id device, const cl_queue_properties*properties);
void vn_enc_clCreatePipe(struct vcl_enc *e, uint64_t id, cl_context context, cl_mem_flags flags, cl_uint pipe_packet_size, cl_uint pipe_max_packets, const cl_pipe_properties*properties);
void vn_enc_clGetPipeInfo(struct vcl_enc *e, cl_mem pipe, cl_pipe_info param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clCreateSamplerWithProperties(struct vcl_enc *e, uint64_t id, cl_context context, const cl_sampler_properties*sampler_properties);
void vn_enc_clSetKernelExecInfo(struct vcl_enc *e, cl_kernel kernel, cl_kernel_exec_info param_name, size_t param_value_size, const void*param_value);
void vn_enc_clGetKernelSubGroupInfoKHR(struct vcl_enc *e, cl_kernel in_kernel, cl_device_id in_device, cl_kernel_sub_group_info param_name, size_t input_value_size, const void*input_value, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clCloneKernel(struct vcl_enc *e, uint64_t id, cl_kernel source_kernel);
void vn_enc_clCreateProgramWithIL(struct vcl_enc *e, uint64_t id, cl_context context, const void*il, size_t length);
void vn_enc_clGetDeviceAndHostTimer(struct vcl_enc *e, cl_device_id device, bool device_timestamp_want, bool host_timestamp_want);
void vn_enc_clGetHostTimer(struct vcl_enc *e, cl_device_id device, bool host_timestamp_want);
void vn_enc_clGetKernelSubGroupInfo(struct vcl_enc *e, cl_kernel kernel, cl_device_id device, cl_kernel_sub_group_info param_name, size_t input_value_size, const void*input_value, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);
void vn_enc_clSetProgramSpecializationConstant(struct vcl_enc *e, cl_program program, cl_uint spec_id, size_t spec_size, const void*spec_value);
void vn_enc_clCommandBarrierWithWaitListKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point);
void vn_enc_clCommandCopyBufferKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem src_buffer, cl_mem dst_buffer, size_t src_offset, size_t dst_offset, size_t size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point);
void vn_enc_clCommandCopyBufferRectKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem src_buffer, cl_mem dst_buffer, const size_t*src_origin, const size_t*dst_origin, const size_t*region, size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch, size_t dst_slice_pitch, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point);
void vn_enc_clCommandCopyBufferToImageKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem src_buffer, cl_mem dst_image, size_t src_offset, const size_t*dst_origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point);
void vn_enc_clCommandCopyImageKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem src_image, cl_mem dst_image, const size_t*src_origin, const size_t*dst_origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point);
void vn_enc_clCommandCopyImageToBufferKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem src_image, cl_mem dst_buffer, const size_t*src_origin, const size_t*region, size_t dst_offset, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point);
void vn_enc_clCommandFillBufferKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem buffer, const void*pattern, size_t pattern_size, size_t offset, size_t size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point);
void vn_enc_clCommandFillImageKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_mem image, const void*fill_color, const size_t*origin, const size_t*region, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point);
void vn_enc_clCommandNDRangeKernelKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, const cl_ndrange_kernel_command_properties_khr*properties, cl_kernel kernel, cl_uint work_dim, const size_t*global_work_offset, const size_t*global_work_size, const size_t*local_work_size, cl_uint num_sync_points_in_wait_list, const cl_sync_point_khr*sync_point_wait_list, cl_sync_point_khr sync_point);
void vn_enc_clGetCommandBufferInfoKHR(struct vcl_enc *e, cl_command_buffer_khr command_buffer, cl_command_buffer_info_khr param_name, size_t param_value_size, bool param_value_want, bool param_value_size_ret_want);

/* Encoders of virtcl's own messages (msg, vn_enc.c): their items, in wire order, after
 * vcl_call_init(c, VCL_OP_NAME). */
void vn_enc_msg_forget(struct vcl_enc *e, const struct vn_args_msg_forget *a);
void vn_enc_msg_get_binaries(struct vcl_enc *e, const struct vn_args_msg_get_binaries *a);
void vn_enc_msg_attach_shm(struct vcl_enc *e, const struct vn_args_msg_attach_shm *a);
void vn_enc_msg_stage(struct vcl_enc *e, const struct vn_args_msg_stage *a);

/* Decoders of the replies of hand-written stubs' calls (reply lines, vn_frontend.c): the items
 * after the i32 result (result: that result) into *r, zeroed first; 0, or -EPROTO where the
 * reply is malformed or fails a check. */
struct vcl_dec;
int vn_dec_reply_clCreateProgramWithBinary(struct vcl_dec *d, cl_int result, const struct vn_args_clCreateProgramWithBinary *a, struct vn_reply_clCreateProgramWithBinary *r);
int vn_dec_reply_clBuildProgram(struct vcl_dec *d, cl_int result, const struct vn_args_clBuildProgram *a, struct vn_reply_clBuildProgram *r);
int vn_dec_reply_clCreateKernelsInProgram(struct vcl_dec *d, cl_int result, const struct vn_args_clCreateKernelsInProgram *a, struct vn_reply_clCreateKernelsInProgram *r);
int vn_dec_reply_clCreateSubDevices(struct vcl_dec *d, cl_int result, const struct vn_args_clCreateSubDevices *a, struct vn_reply_clCreateSubDevices *r);
int vn_dec_reply_clCompileProgram(struct vcl_dec *d, cl_int result, const struct vn_args_clCompileProgram *a, struct vn_reply_clCompileProgram *r);
int vn_dec_reply_clLinkProgram(struct vcl_dec *d, cl_int result, const struct vn_args_clLinkProgram *a, struct vn_reply_clLinkProgram *r);
int vn_dec_reply_clSVMAlloc(struct vcl_dec *d, cl_int result, const struct vn_args_clSVMAlloc *a, struct vn_reply_clSVMAlloc *r);
int vn_dec_reply_eglInitialize(struct vcl_dec *d, cl_int result, const struct vn_args_eglInitialize *a, struct vn_reply_eglInitialize *r);
int vn_dec_reply_eglQueryString(struct vcl_dec *d, cl_int result, const struct vn_args_eglQueryString *a, struct vn_reply_eglQueryString *r);
int vn_dec_reply_eglGetConfigs(struct vcl_dec *d, cl_int result, const struct vn_args_eglGetConfigs *a, struct vn_reply_eglGetConfigs *r);
int vn_dec_reply_eglChooseConfig(struct vcl_dec *d, cl_int result, const struct vn_args_eglChooseConfig *a, struct vn_reply_eglChooseConfig *r);
int vn_dec_reply_eglGetConfigAttrib(struct vcl_dec *d, cl_int result, const struct vn_args_eglGetConfigAttrib *a, struct vn_reply_eglGetConfigAttrib *r);
int vn_dec_reply_eglCreatePbufferSurface(struct vcl_dec *d, cl_int result, const struct vn_args_eglCreatePbufferSurface *a, struct vn_reply_eglCreatePbufferSurface *r);
int vn_dec_reply_eglCreateContext(struct vcl_dec *d, cl_int result, const struct vn_args_eglCreateContext *a, struct vn_reply_eglCreateContext *r);
int vn_dec_reply_eglMakeCurrent(struct vcl_dec *d, cl_int result, const struct vn_args_eglMakeCurrent *a, struct vn_reply_eglMakeCurrent *r);
int vn_dec_reply_eglDestroySurface(struct vcl_dec *d, cl_int result, const struct vn_args_eglDestroySurface *a, struct vn_reply_eglDestroySurface *r);
int vn_dec_reply_eglDestroyContext(struct vcl_dec *d, cl_int result, const struct vn_args_eglDestroyContext *a, struct vn_reply_eglDestroyContext *r);
int vn_dec_reply_eglQuerySurface(struct vcl_dec *d, cl_int result, const struct vn_args_eglQuerySurface *a, struct vn_reply_eglQuerySurface *r);
int vn_dec_reply_eglQueryContext(struct vcl_dec *d, cl_int result, const struct vn_args_eglQueryContext *a, struct vn_reply_eglQueryContext *r);
int vn_dec_reply_eglSwapBuffers(struct vcl_dec *d, cl_int result, const struct vn_args_eglSwapBuffers *a, struct vn_reply_eglSwapBuffers *r);
int vn_dec_reply_eglCreateSync(struct vcl_dec *d, cl_int result, const struct vn_args_eglCreateSync *a, struct vn_reply_eglCreateSync *r);
int vn_dec_reply_eglDestroySync(struct vcl_dec *d, cl_int result, const struct vn_args_eglDestroySync *a, struct vn_reply_eglDestroySync *r);
int vn_dec_reply_eglClientWaitSync(struct vcl_dec *d, cl_int result, const struct vn_args_eglClientWaitSync *a, struct vn_reply_eglClientWaitSync *r);
int vn_dec_reply_eglWaitSync(struct vcl_dec *d, cl_int result, const struct vn_args_eglWaitSync *a, struct vn_reply_eglWaitSync *r);
int vn_dec_reply_eglGetSyncAttrib(struct vcl_dec *d, cl_int result, const struct vn_args_eglGetSyncAttrib *a, struct vn_reply_eglGetSyncAttrib *r);
int vn_dec_reply_vclGetBufferData(struct vcl_dec *d, cl_int result, const struct vn_args_vclGetBufferData *a, struct vn_reply_vclGetBufferData *r);
int vn_dec_reply_glGetError(struct vcl_dec *d, cl_int result, const struct vn_args_glGetError *a, struct vn_reply_glGetError *r);
int vn_dec_reply_glGetString(struct vcl_dec *d, cl_int result, const struct vn_args_glGetString *a, struct vn_reply_glGetString *r);
int vn_dec_reply_glGetObjectPtrLabel(struct vcl_dec *d, cl_int result, const struct vn_args_glGetObjectPtrLabel *a, struct vn_reply_glGetObjectPtrLabel *r);
int vn_dec_reply_vclDebugMessages(struct vcl_dec *d, cl_int result, const struct vn_args_vclDebugMessages *a, struct vn_reply_vclDebugMessages *r);
int vn_dec_reply_msg_get_binaries(struct vcl_dec *d, cl_int result, const struct vn_args_msg_get_binaries *a, struct vn_reply_msg_get_binaries *r);

/* Decoders of the back-end's notifications (msg ... notify, vn_frontend.c): 0, or -EPROTO
 * where the message is malformed or fails a check. */
struct vcl_dec;
int vn_dec_msg_async_error(struct vcl_dec *d, struct vn_args_msg_async_error *a);
int vn_dec_msg_bulk_done(struct vcl_dec *d, struct vn_args_msg_bulk_done *a);
int vn_dec_msg_callback(struct vcl_dec *d, struct vn_args_msg_callback *a);
int vn_dec_msg_read_done(struct vcl_dec *d, struct vn_args_msg_read_done *a);
int vn_dec_msg_printf(struct vcl_dec *d, struct vn_args_msg_printf *a);
int vn_dec_msg_stderr(struct vcl_dec *d, struct vn_args_msg_stderr *a);

extern const struct _cl_icd_dispatch vn_dispatch;

/* Extension functions (flag ext): what clGetExtensionFunctionAddress(ForPlatform) returns. */
struct vn_ext_fn {
    const char *name;
    void *fn;
};
extern const struct vn_ext_fn vn_ext_fns[26];

#endif
