/* generated from api/opencl.api by tools/gen/gen.py, do not edit */
#ifndef VN_BACKEND_H
#define VN_BACKEND_H

#include "vcl_be.h"

/* Hand-written back-end handlers (src/backend/vcl_be_hand.c). */
int vcl_be_h_clCreateContext(struct vcl_be_ctx *x);
int vcl_be_h_clCreateContextFromType(struct vcl_be_ctx *x);
int vcl_be_h_clRetainContext(struct vcl_be_ctx *x);
int vcl_be_h_clReleaseContext(struct vcl_be_ctx *x);
int vcl_be_h_clRetainCommandQueue(struct vcl_be_ctx *x);
int vcl_be_h_clReleaseCommandQueue(struct vcl_be_ctx *x);
int vcl_be_h_clCreateBuffer(struct vcl_be_ctx *x);
int vcl_be_h_clCreateImage2D(struct vcl_be_ctx *x);
int vcl_be_h_clCreateImage3D(struct vcl_be_ctx *x);
int vcl_be_h_clRetainMemObject(struct vcl_be_ctx *x);
int vcl_be_h_clReleaseMemObject(struct vcl_be_ctx *x);
int vcl_be_h_clRetainSampler(struct vcl_be_ctx *x);
int vcl_be_h_clReleaseSampler(struct vcl_be_ctx *x);
int vcl_be_h_clCreateProgramWithSource(struct vcl_be_ctx *x);
int vcl_be_h_clCreateProgramWithBinary(struct vcl_be_ctx *x);
int vcl_be_h_clRetainProgram(struct vcl_be_ctx *x);
int vcl_be_h_clReleaseProgram(struct vcl_be_ctx *x);
int vcl_be_h_clBuildProgram(struct vcl_be_ctx *x);
int vcl_be_h_clCreateKernelsInProgram(struct vcl_be_ctx *x);
int vcl_be_h_clRetainKernel(struct vcl_be_ctx *x);
int vcl_be_h_clReleaseKernel(struct vcl_be_ctx *x);
int vcl_be_h_clSetKernelArg(struct vcl_be_ctx *x);
int vcl_be_h_clRetainEvent(struct vcl_be_ctx *x);
int vcl_be_h_clReleaseEvent(struct vcl_be_ctx *x);
int vcl_be_h_clEnqueueReadBuffer(struct vcl_be_ctx *x);
int vcl_be_h_clEnqueueWriteBuffer(struct vcl_be_ctx *x);
int vcl_be_h_clEnqueueReadImage(struct vcl_be_ctx *x);
int vcl_be_h_clEnqueueWriteImage(struct vcl_be_ctx *x);
int vcl_be_h_clSetEventCallback(struct vcl_be_ctx *x);
int vcl_be_h_clCreateSubBuffer(struct vcl_be_ctx *x);
int vcl_be_h_clSetMemObjectDestructorCallback(struct vcl_be_ctx *x);
int vcl_be_h_clEnqueueReadBufferRect(struct vcl_be_ctx *x);
int vcl_be_h_clEnqueueWriteBufferRect(struct vcl_be_ctx *x);
int vcl_be_h_clCreateSubDevices(struct vcl_be_ctx *x);
int vcl_be_h_clRetainDevice(struct vcl_be_ctx *x);
int vcl_be_h_clReleaseDevice(struct vcl_be_ctx *x);
int vcl_be_h_clCreateImage(struct vcl_be_ctx *x);
int vcl_be_h_clCompileProgram(struct vcl_be_ctx *x);
int vcl_be_h_clLinkProgram(struct vcl_be_ctx *x);
int vcl_be_h_clSetProgramReleaseCallback(struct vcl_be_ctx *x);
int vcl_be_h_clCreateBufferWithProperties(struct vcl_be_ctx *x);
int vcl_be_h_clCreateImageWithProperties(struct vcl_be_ctx *x);
int vcl_be_h_clSetContextDestructorCallback(struct vcl_be_ctx *x);

/* Handler for each table opcode; NULL where the call never travels. */
extern int (*const vn_be_handlers[VN_OP_TABLE_MAX + 1])(struct vcl_be_ctx *x);

#endif
