/* SPDX-License-Identifier: MIT */
/* The ICD face of the front-end: platform discovery (cl_khr_icd), devices, extension functions. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>

#include "vcl_fe.h"
#include "vcl_fe_config.h"
#include "gen/vn_frontend.h"

static pthread_mutex_t connect_lock = PTHREAD_MUTEX_INITIALIZER;
static bool connect_tried;
static int connect_result = -1;
atomic_bool vcl_fe_forked;

struct opening {
	const char *addr;
	unsigned server;
	bool use_area;
	struct vcl_sess *s;
	uint64_t pid, *dids;
	uint32_t n;
};

static void *open_main(void *arg)
{
	struct opening *o = arg;

	o->s = vcl_fe_sess_open(o->addr, o->server, o->use_area, &o->pid, &o->dids, &o->n);
	return NULL;
}

/* Bind the platform and server k's root devices to a new session: made the first time, else
 * (the child of a fork(), a server that came back) the same objects - the ICD loader and the
 * application hold them - get the new session's IDs, in order (the same daemon lists the same
 * devices in the same order). */
static bool bind_session(struct opening *o, int ix, bool first)
{
	cl_uint have = 0;

	if (vcl_fe.platform)
		vcl_obj_rebind(&vcl_fe.platform->o, (unsigned)ix, o->pid);
	else if ((vcl_fe.platform = (struct _cl_platform_id *)vcl_obj_from_id((unsigned)ix, o->pid,
									       VN_T_PLATFORM)))
		vcl_fe.platform->srv_id[ix] = o->pid;
	if (!vcl_fe.platform)
		return false;
	if (!first) {
		for (cl_uint i = 0; i < vcl_fe.num_devices; i++)
			if (vcl_fe.devices[i]->server == o->server && have < o->n)
				vcl_obj_rebind(&vcl_fe.devices[i]->o, (unsigned)ix, o->dids[have++]);
		return true;
	}
	for (uint32_t i = 0; i < o->n; i++) {
		struct _cl_device_id **grown = realloc(vcl_fe.devices, (vcl_fe.num_devices + 1) *
								       sizeof(*grown));
		struct _cl_device_id *d;
		if (!grown)
			return false;
		vcl_fe.devices = grown;
		d = (struct _cl_device_id *)vcl_obj_from_id((unsigned)ix, o->dids[i], VN_T_DEVICE);
		if (!d)
			continue;
		d->root = true;
		d->server = (uint8_t)o->server;
		d->o.parent = NULL;
		vcl_fe.devices[vcl_fe.num_devices++] = d;
	}
	return true;
}

/* The first connection makes the platform and device objects; a child of fork() connecting anew
 * gives the same objects the IDs of its own sessions. Several servers are reached at once, so
 * that discovery takes at most VIRTCL_CONNECT_TIMEOUT however many do not answer. */
static void do_connect(void)
{
	const struct vcl_fe_config *cfg = vcl_fe_cfg();
	struct opening op[VCL_MAX_SERVERS] = { { 0 } };
	pthread_t th[VCL_MAX_SERVERS];
	bool started[VCL_MAX_SERVERS] = { false };
	bool first = vcl_fe.platform == NULL, any = false;
	unsigned n;

	/* Inside virtcld the host loader may list this ICD too: never remote to ourselves. */
	if (cfg->daemon) {
		connect_result = -1;
		return;
	}
	n = cfg->num_servers; /* VIRTCL_SERVER's addresses (vcl_fe_config.c) */
	if (first)
		vcl_fe.num_servers = n;
	for (unsigned k = 0; k < n; k++) {
		/* the shared bulk area is one per process: with several servers, none uses it */
		op[k] = (struct opening){
			.addr = cfg->servers[k], .server = k, .use_area = n == 1
		};
		if (n > 1)
			started[k] = pthread_create(&th[k], NULL, open_main, &op[k]) == 0;
		if (!started[k])
			open_main(&op[k]);
	}
	for (unsigned k = 0; k < n; k++) {
		int ix = -1;
		if (started[k])
			pthread_join(th[k], NULL);
		if (op[k].s && (ix = vcl_fe_sess_publish(op[k].s)) >= 0 && bind_session(&op[k], ix, first))
			any = true;
		else if (n > 1)
			fprintf(stderr, "virtcl: the server %s cannot be reached: its devices are left "
					"out of the platform\n", cfg->servers[k]);
		free(op[k].dids);
	}
	connect_result = any ? 0 : -1;
	if (!any) {
		VCL_LOG("the virtcl platform is absent (the line above says why)");
		return;
	}
	vcl_fe.connected = true;
}

/* vcl_fe_reconnect: one attempt at a time, and when each server was last tried */
static pthread_mutex_t reconnect_lock = PTHREAD_MUTEX_INITIALIZER;
static struct timespec reconnect_last[VCL_MAX_SERVERS];

bool vcl_fe_reconnect(unsigned server)
{
	struct timespec *last = reconnect_last, now;
	struct opening o = { .server = server };
	bool ok = false, have = false;
	int ix;

	if (server >= vcl_fe.num_servers)
		return false;
	pthread_mutex_lock(&reconnect_lock);
	/* the server's devices' session: still there (another thread reconnected)? */
	for (cl_uint i = 0; i < vcl_fe.num_devices; i++)
		if (vcl_fe.devices[i]->server == server) {
			have = true;
			ok = !vcl_fe_srv_broken(vcl_fe.devices[i]->o.srv);
			break;
		}
	clock_gettime(CLOCK_MONOTONIC, &now);
	/* at most one attempt a second: an application that polls CL_DEVICE_AVAILABLE does not
	 * knock on the server's door at its own rate */
	if (ok || !have || (last[server].tv_sec && now.tv_sec - last[server].tv_sec < 1)) {
		pthread_mutex_unlock(&reconnect_lock);
		return ok;
	}
	last[server] = now;
	if (server < vcl_fe_cfg()->num_servers) {
		o.addr = vcl_fe_cfg()->servers[server];
		o.s = vcl_fe_sess_open(o.addr, server, false, &o.pid, &o.dids, &o.n);
		if (o.s && (ix = vcl_fe_sess_publish(o.s)) >= 0) {
			pthread_mutex_lock(&connect_lock);
			ok = bind_session(&o, ix, false);
			pthread_mutex_unlock(&connect_lock);
			fprintf(stderr, "virtcl: connected to %s again (objects made before keep "
					"failing)\n", o.addr);
		}
		free(o.dids);
	}
	pthread_mutex_unlock(&reconnect_lock);
	return ok;
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
	pthread_mutex_init(&reconnect_lock, NULL);
	memset(reconnect_last, 0, sizeof(reconnect_last));
	vcl_bulk_copy_forget();
	if (!connect_tried)
		return;
	if (vcl_fe.connected) {
		vcl_fe_conn_forget();
		vcl_evtab_set(0, NULL, 0); /* in the area */
		vcl_area_forget();
		vcl_fe_objs_forget();
		vcl_svm_forget();
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

void *CL_API_CALL vcl_fe_clGetExtensionFunctionAddress(const char *func_name)
{
	if (!func_name)
		return NULL;
	/* extension functions callable in the guest (spec 9.x, cl_khr_icd): only what virtcl
	 * remotes, the calls flagged ext in api/opencl.api */
	for (size_t i = 0; i < sizeof(vn_ext_fns) / sizeof(vn_ext_fns[0]); i++)
		if (!strcmp(func_name, vn_ext_fns[i].name))
			return vn_ext_fns[i].fn;
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
