/* SPDX-License-Identifier: MIT */
/*
 * What virtcl's device promises, and keeps: coarse-grained buffer SVM at most
 * (CL_DEVICE_SVM_CAPABILITIES, and clSVMAlloc's answers, agree with it), no native kernels (CL_EXEC_NATIVE_KERNEL is absent and
 * clEnqueueNativeKernel fails), no extension whose entry points virtcl does not remote, and
 * sub-devices (clCreateSubDevices) that work as devices when the host can partition.
 */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

static void CL_CALLBACK native_fn(void *args)
{
	*(int *)args = 1;
}

static const char *src = "__kernel void sq(__global int *x) { int i = get_global_id(0); x[i] = i * i; }\n";

/* Runs sq on 64 elements in a context of device d; true if the results are right. */
static bool run_on(cl_device_id d)
{
	cl_int err;
	cl_context ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
	cl_command_queue q = ctx ? clCreateCommandQueue(ctx, d, 0, &err) : NULL;
	cl_program p = ctx ? clCreateProgramWithSource(ctx, 1, &src, NULL, &err) : NULL;
	cl_kernel k = NULL;
	cl_mem m = ctx ? clCreateBuffer(ctx, CL_MEM_READ_WRITE, 64 * sizeof(int), NULL, &err) : NULL;
	int out[64] = { 0 };
	size_t gws = 64;
	bool ok = false;

	if (q && p && m && clBuildProgram(p, 1, &d, NULL, NULL, NULL) == CL_SUCCESS &&
	    (k = clCreateKernel(p, "sq", &err)) && clSetKernelArg(k, 0, sizeof(m), &m) == CL_SUCCESS &&
	    clEnqueueNDRangeKernel(q, k, 1, NULL, &gws, NULL, 0, NULL, NULL) == CL_SUCCESS &&
	    clEnqueueReadBuffer(q, m, CL_TRUE, 0, sizeof(out), out, 0, NULL, NULL) == CL_SUCCESS) {
		ok = true;
		for (int i = 0; i < 64; i++)
			ok &= out[i] == i * i;
	}
	if (k)
		clReleaseKernel(k);
	if (m)
		clReleaseMemObject(m);
	if (p)
		clReleaseProgram(p);
	if (q)
		clReleaseCommandQueue(q);
	if (ctx)
		clReleaseContext(ctx);
	return ok;
}

int main(void)
{
	struct vt_cl c;
	cl_int err;

	vt_start("integration.device", 80);
	vt_cl_open(&c);

	/* ---- SVM: coarse-grained buffers at most (tests/integration/svm.c uses them) ---- */
	{
		cl_device_svm_capabilities svm = ~(cl_device_svm_capabilities)0;
		size_t n = 0;
		void *p;
		err = clGetDeviceInfo(c.device, CL_DEVICE_SVM_CAPABILITIES, sizeof(svm), &svm, &n);
		VT_CHECK(err == CL_SUCCESS && n == sizeof(svm) &&
				 (svm == 0 || svm == CL_DEVICE_SVM_COARSE_GRAIN_BUFFER),
			 "CL_DEVICE_SVM_CAPABILITIES is 0 or CL_DEVICE_SVM_COARSE_GRAIN_BUFFER (%s, %#llx)",
			 vt_err(err), (unsigned long long)svm);
		p = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, 4096, 0);
		if (VT_ASAN)
			vt_note("clSVMAlloc not checked: %s", VT_ASAN_SVM_REASON);
		else
			VT_CHECK((p != NULL) == (svm != 0), "clSVMAlloc returns %s",
				 svm ? "memory" : "NULL");
		clSVMFree(c.ctx, p);
		VT_CHECK(clSVMAlloc(c.ctx, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER, 4096, 0) == NULL,
			 "clSVMAlloc of a fine-grained buffer returns NULL");
		clSVMFree(c.ctx, NULL); /* must be harmless */
	}

	/* ---- no native kernels ---- */
	{
		cl_device_exec_capabilities ec = 0;
		int flag = 0;
		VT_CL(clGetDeviceInfo(c.device, CL_DEVICE_EXECUTION_CAPABILITIES, sizeof(ec), &ec, NULL));
		VT_CHECK(!(ec & CL_EXEC_NATIVE_KERNEL) && (ec & CL_EXEC_KERNEL),
			 "CL_DEVICE_EXECUTION_CAPABILITIES has CL_EXEC_KERNEL and not CL_EXEC_NATIVE_KERNEL "
			 "(%#llx)",
			 (unsigned long long)ec);
		err = clEnqueueNativeKernel(c.q, native_fn, &flag, sizeof(flag), 0, NULL, NULL, 0, NULL, NULL);
		VT_CHECK(err != CL_SUCCESS, "clEnqueueNativeKernel fails (%s)", vt_err(err));
		clFinish(c.q);
		VT_CHECK(flag == 0, "and the native function never ran");
	}

	/* ---- only extensions virtcl carries ---- */
	{
		/* cl_khr_gl_sharing is virtcl's own where the session can make a GL context (checked
		 * below and by e2e.gl_sharing); cl_khr_egl_image and cl_khr_egl_event are not carried */
		static const char *absent[] = { "cl_khr_d3d", "cl_khr_egl",
						 /* cl_khr_command_buffer itself is carried (issue 10) */
						 "cl_khr_command_buffer_mutable_dispatch",
						 "cl_khr_command_buffer_multi_device", "cl_khr_semaphore",
						 "cl_khr_external_memory", "cl_intel_unified_shared_memory",
						 "cl_khr_il_program" };
		size_t n = 0;
		char *ext;
		VT_CL(clGetDeviceInfo(c.device, CL_DEVICE_EXTENSIONS, 0, NULL, &n));
		ext = calloc(1, n + 1);
		VT_CL(clGetDeviceInfo(c.device, CL_DEVICE_EXTENSIONS, n, ext, NULL));
		for (size_t i = 0; i < sizeof(absent) / sizeof(absent[0]); i++)
			VT_CHECK(!strstr(ext, absent[i]), "CL_DEVICE_EXTENSIONS does not offer %s", absent[i]);
		/* an extension offered has its entry points (spec: clGetExtensionFunctionAddressForPlatform) */
		if (strstr(ext, "cl_khr_gl_sharing"))
			VT_CHECK(clGetExtensionFunctionAddressForPlatform(c.platform, "clGetGLContextInfoKHR") &&
					 clGetExtensionFunctionAddressForPlatform(c.platform, "clCreateFromGLTexture"),
				 "cl_khr_gl_sharing offered with its entry points");
		VT_CHECK(strlen(ext) + 1 == n, "CL_DEVICE_EXTENSIONS is one string of the reported size "
					       "(%zu, %zu)",
			 strlen(ext) + 1, n);
		free(ext);
	}

	/* ---- sub-devices, when the host can partition ---- */
	{
		cl_device_partition_property pp[8] = { 0 };
		size_t n = 0;
		cl_uint cu = 0;
		bool equally = false;
		clGetDeviceInfo(c.device, CL_DEVICE_PARTITION_PROPERTIES, sizeof(pp), pp, &n);
		clGetDeviceInfo(c.device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof(cu), &cu, NULL);
		for (size_t i = 0; i < n / sizeof(pp[0]); i++)
			equally |= pp[i] == CL_DEVICE_PARTITION_EQUALLY;
		if (!equally || cu < 2) {
			vt_note("SKIP part: clCreateSubDevices (the host device offers no "
				"CL_DEVICE_PARTITION_EQUALLY or has %u compute unit(s))",
				cu);
		} else {
			cl_device_partition_property props[] = { CL_DEVICE_PARTITION_EQUALLY, 1, 0 };
			cl_device_id subs[64];
			cl_uint nsub = 0, nsub2 = 0;
			VT_CL(clCreateSubDevices(c.device, props, 0, NULL, &nsub));
			VT_CHECK(nsub == cu, "partitioning equally by 1 gives %u sub-devices (%u)", cu, nsub);
			if (nsub > 64)
				nsub = 64;
			VT_CL(clCreateSubDevices(c.device, props, nsub, subs, &nsub2));
			VT_CHECK(nsub2 == nsub, "clCreateSubDevices creates them (%u)", nsub2);
			if (nsub2 >= 1) {
				cl_device_id parent = NULL;
				cl_uint subcu = 0, rc = 0;
				cl_device_partition_property type[4] = { 0 };
				clGetDeviceInfo(subs[0], CL_DEVICE_PARENT_DEVICE, sizeof(parent), &parent, NULL);
				clGetDeviceInfo(subs[0], CL_DEVICE_MAX_COMPUTE_UNITS, sizeof(subcu), &subcu, NULL);
				clGetDeviceInfo(subs[0], CL_DEVICE_PARTITION_TYPE, sizeof(type), type, NULL);
				VT_CHECK(parent == c.device, "CL_DEVICE_PARENT_DEVICE is the application's root device");
				VT_CHECK(subcu == 1, "a sub-device has 1 compute unit (%u)", subcu);
				VT_CHECK(type[0] == CL_DEVICE_PARTITION_EQUALLY && type[1] == 1,
					 "CL_DEVICE_PARTITION_TYPE is {EQUALLY, 1} (%#llx, %lld)",
					 (long long)type[0], (long long)type[1]);
				VT_CHECK(run_on(subs[0]), "a kernel runs in a context of sub-device 0");
				clGetDeviceInfo(subs[0], CL_DEVICE_REFERENCE_COUNT, sizeof(rc), &rc, NULL);
				VT_CHECK(rc == 1, "sub-device reference count is 1 after its context is gone (%u)",
					 rc);
				VT_CL(clRetainDevice(subs[0]));
				clGetDeviceInfo(subs[0], CL_DEVICE_REFERENCE_COUNT, sizeof(rc), &rc, NULL);
				VT_CHECK(rc == 2, "clRetainDevice on a sub-device counts (%u)", rc);
				VT_CL(clReleaseDevice(subs[0]));
			}
			for (cl_uint i = 0; i < nsub2; i++)
				VT_CL(clReleaseDevice(subs[i]));
		}
		VT_CHECK(run_on(c.device), "the root device still runs kernels");
	}

	vt_cl_close(&c);
	return vt_finish();
}
