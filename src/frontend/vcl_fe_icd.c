/* SPDX-License-Identifier: MIT */
/* The ICD face of the front-end: platform discovery (cl_khr_icd), devices, extension functions. */
#include <stdlib.h>
#include <string.h>

#include "vcl_fe.h"
#include "gen/vn_frontend.h"

int vcl_fe_conn_open(uint64_t *platform_id, uint64_t **device_ids, uint32_t *ndev);

static pthread_mutex_t connect_lock = PTHREAD_MUTEX_INITIALIZER;
static bool connect_tried;
static int connect_result = -1;
atomic_bool vcl_fe_forked;

/* The first connection makes the platform and device objects; a child of fork() connecting anew
 * gives the same objects (the ICD loader holds them) the IDs of its own session. */
static void do_connect(void)
{
	uint64_t pid, *dids = NULL;
	uint32_t n = 0;

	/* Inside virtcld the host loader may list this ICD too: never remote to ourselves. */
	if (getenv("VIRTCL_DAEMON")) {
		connect_result = -1;
		return;
	}
	connect_result = vcl_fe_conn_open(&pid, &dids, &n);
	if (connect_result) {
		VCL_LOG("the virtcl platform is absent (the line above says why)");
		return;
	}
	if (vcl_fe.platform)
		vcl_obj_rebind(&vcl_fe.platform->o, pid);
	else
		vcl_fe.platform = (struct _cl_platform_id *)vcl_obj_from_id(pid, VN_T_PLATFORM);
	if (!vcl_fe.devices)
		vcl_fe.devices = calloc(n ? n : 1, sizeof(*vcl_fe.devices));
	if (!vcl_fe.platform || !vcl_fe.devices) {
		connect_result = -1;
		free(dids);
		return;
	}
	if (vcl_fe.num_devices) {
		/* the same daemon lists the same devices in the same order */
		if (n < vcl_fe.num_devices)
			vcl_fe.num_devices = n;
		for (uint32_t i = 0; i < vcl_fe.num_devices; i++)
			vcl_obj_rebind(&vcl_fe.devices[i]->o, dids[i]);
		free(dids);
		vcl_fe.connected = true;
		return;
	}
	for (uint32_t i = 0; i < n; i++) {
		struct _cl_device_id *d = (struct _cl_device_id *)vcl_obj_from_id(dids[i], VN_T_DEVICE);
		if (!d)
			continue;
		d->root = true;
		d->o.parent = NULL;
		vcl_fe.devices[vcl_fe.num_devices++] = d;
	}
	free(dids);
	vcl_fe.connected = true;
}

int vcl_fe_connect(void)
{
	pthread_mutex_lock(&connect_lock);
	if (!connect_tried) {
		do_connect();
		connect_tried = true;
		atomic_store(&vcl_fe_forked, false);
	}
	pthread_mutex_unlock(&connect_lock);
	return connect_result;
}

/*
 * fork(): the child inherits the parent's session - its sockets, rings, shared area and IDs - and
 * must never use them: the parent's next calls would fail. The child forgets all of it (objects
 * of the parent are invalid handles in the child) and connects anew at its first call, with its
 * own session; the platform and device handles stay valid. Nothing is sent on the parent's
 * connection, and nothing of it is closed for the parent.
 */
static void atfork_child(void)
{
	pthread_mutex_init(&connect_lock, NULL);
	vcl_bulk_copy_forget();
	if (!connect_tried)
		return;
	if (vcl_fe.connected) {
		vcl_fe_conn_forget();
		vcl_area_forget();
		vcl_fe_objs_forget();
		vcl_fe_info_cache_forget();
	}
	vcl_fe.connected = false;
	connect_tried = false;
	atomic_store(&vcl_fe_forked, true);
}

__attribute__((constructor)) static void vcl_fe_init(void)
{
	pthread_atfork(NULL, NULL, atfork_child);
}

/* cl_khr_icd: the loader's way in. No daemon: no platform, at once (CL_PLATFORM_NOT_FOUND_KHR). */
cl_int CL_API_CALL vcl_fe_clIcdGetPlatformIDsKHR(cl_uint num_entries, cl_platform_id *platforms,
						 cl_uint *num_platforms)
{
	if ((!platforms && !num_platforms) || (platforms && num_entries == 0))
		return CL_INVALID_VALUE;
	if (vcl_fe_connect()) {
		if (num_platforms)
			*num_platforms = 0;
		return CL_PLATFORM_NOT_FOUND_KHR;
	}
	if (platforms)
		platforms[0] = vcl_fe.platform;
	if (num_platforms)
		*num_platforms = 1;
	return CL_SUCCESS;
}

cl_int CL_API_CALL vcl_fe_clGetPlatformIDs(cl_uint num_entries, cl_platform_id *platforms,
					   cl_uint *num_platforms)
{
	cl_int r = vcl_fe_clIcdGetPlatformIDsKHR(num_entries, platforms, num_platforms);

	return r == CL_PLATFORM_NOT_FOUND_KHR ? CL_SUCCESS : r;
}

/* spec 4.2: device lists are the host's, filtered by type locally from cached CL_DEVICE_TYPE. */
cl_int CL_API_CALL vcl_fe_clGetDeviceIDs(cl_platform_id platform, cl_device_type device_type,
					 cl_uint num_entries, cl_device_id *devices,
					 cl_uint *num_devices)
{
	cl_uint n = 0;
	const cl_device_type known = CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU |
				     CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_CUSTOM;

	if (platform && platform != vcl_fe.platform)
		return CL_INVALID_PLATFORM;
	if (atomic_load(&vcl_fe_forked))
		vcl_fe_connect();
	if (!vcl_fe.connected)
		return CL_INVALID_PLATFORM;
	if (device_type != CL_DEVICE_TYPE_ALL && (device_type & ~known))
		return CL_INVALID_DEVICE_TYPE;
	if ((!devices && !num_devices) || (devices && num_entries == 0))
		return CL_INVALID_VALUE;
	for (cl_uint i = 0; i < vcl_fe.num_devices; i++) {
		cl_device_type t = 0;
		bool take;
		if (vcl_fe_clGetDeviceInfo(vcl_fe.devices[i], CL_DEVICE_TYPE, sizeof(t), &t, NULL))
			continue;
		take = device_type == CL_DEVICE_TYPE_ALL || (t & device_type) ||
		       ((device_type & CL_DEVICE_TYPE_DEFAULT) && i == 0);
		if (!take)
			continue;
		if (devices && n < num_entries)
			devices[n] = vcl_fe.devices[i];
		n++;
	}
	if (num_devices)
		*num_devices = n;
	return n ? CL_SUCCESS : CL_DEVICE_NOT_FOUND;
}

cl_int CL_API_CALL vcl_fe_clUnloadCompiler(void)
{
	return CL_SUCCESS;
}

/* Extension functions callable in the guest (spec 9.x, cl_khr_icd). Only what virtcl remotes. */
static const struct {
	const char *name;
	void *fn;
} ext_fns[] = {
	{ "clIcdGetPlatformIDsKHR", (void *)vcl_fe_clIcdGetPlatformIDsKHR },
	{ "clGetKernelSubGroupInfoKHR", (void *)vcl_fe_clGetKernelSubGroupInfoKHR },
};

void *CL_API_CALL vcl_fe_clGetExtensionFunctionAddress(const char *func_name)
{
	if (!func_name)
		return NULL;
	for (size_t i = 0; i < sizeof(ext_fns) / sizeof(ext_fns[0]); i++)
		if (!strcmp(func_name, ext_fns[i].name))
			return ext_fns[i].fn;
	return NULL;
}

void *CL_API_CALL vcl_fe_clGetExtensionFunctionAddressForPlatform(cl_platform_id platform,
								  const char *func_name)
{
	if (!platform || platform != vcl_fe.platform)
		return NULL;
	return vcl_fe_clGetExtensionFunctionAddress(func_name);
}

/* The library's exported symbols: what an ICD must export for the loader, nothing else. */
__attribute__((visibility("default"))) CL_API_ENTRY cl_int CL_API_CALL
clIcdGetPlatformIDsKHR(cl_uint num_entries, cl_platform_id *platforms, cl_uint *num_platforms)
{
	return vcl_fe_clIcdGetPlatformIDsKHR(num_entries, platforms, num_platforms);
}

__attribute__((visibility("default"))) CL_API_ENTRY void *CL_API_CALL
clGetExtensionFunctionAddress(const char *func_name)
{
	return vcl_fe_clGetExtensionFunctionAddress(func_name);
}

__attribute__((visibility("default"))) CL_API_ENTRY cl_int CL_API_CALL
clGetPlatformInfo(cl_platform_id platform, cl_platform_info param_name, size_t param_value_size,
		  void *param_value, size_t *param_value_size_ret)
{
	return vcl_fe_clGetPlatformInfo(platform, param_name, param_value_size, param_value,
					param_value_size_ret);
}
