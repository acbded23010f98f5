/* SPDX-License-Identifier: MIT */
/*
 * Coarse-grained buffer shared virtual memory in the guest (spec 5.6; docs/design.md, "Shared
 * virtual memory").
 *
 * clSVMAlloc allocates on the host and reserves the same addresses here (the pages covering the
 * allocation, mmap MAP_FIXED_NOREPLACE: never over anything the application has), so a pointer the
 * application stores inside an SVM buffer means the same thing to it and to kernels. Where those
 * addresses are taken in the guest, the host allocation is freed and clSVMAlloc returns NULL.
 * The guest's range is the host view coarse-grained SVM allows: its contents are made current
 * by a map (a read of the host's bytes into it) and go back to the host at the unmap of a write
 * mapping, like any CL_MEM_USE_HOST_PTR buffer's (vcl_fe_mem.c). Each allocation has such a buffer
 * of its own, over the host allocation (spec 5.2.1 allows CL_MEM_USE_HOST_PTR on SVM memory), and
 * every SVM command is carried out as a command on it: a map, unmap, read, write, copy or fill;
 * SVM free and migrate are markers. Their events report the command the application enqueued.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "vcl_fe.h"
#include "gen/vn_frontend.h"

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

struct svm_alloc {
	struct svm_alloc *next;
	uintptr_t p;
	size_t size;
	cl_context ctx;
	cl_mem buf; /* the CL_MEM_USE_HOST_PTR buffer over it; NULL while being made */
};

static pthread_mutex_t svm_lock = PTHREAD_MUTEX_INITIALIZER;
static struct svm_alloc *svm_list; /* svm_lock */
static atomic_uint svm_count;      /* allocations in svm_list: transfers skip the lock while 0 */

static uintptr_t page_size(void)
{
	static uintptr_t pg;

	if (!pg)
		pg = (uintptr_t)sysconf(_SC_PAGESIZE);
	return pg;
}

/* Whether a live allocation's covering pages include the page at pg (two allocations can share
 * only their first or last page). svm_lock held. */
static bool page_used_locked(uintptr_t pg)
{
	uintptr_t ps = page_size();

	for (struct svm_alloc *a = svm_list; a; a = a->next)
		if (pg >= (a->p & ~(ps - 1)) && pg < ((a->p + a->size + ps - 1) & ~(ps - 1)))
			return true;
	return false;
}

/* The pages [*lo, *hi) of [p, p + size) that no live allocation covers. svm_lock held. */
static void own_pages_locked(uintptr_t p, size_t size, uintptr_t *lo, uintptr_t *hi)
{
	uintptr_t ps = page_size();

	*lo = p & ~(ps - 1);
	*hi = (p + size + ps - 1) & ~(ps - 1);
	if (*lo < *hi && page_used_locked(*lo))
		*lo += ps;
	if (*lo < *hi && page_used_locked(*hi - ps))
		*hi -= ps;
}

/* The live allocation holding p (its buffer made), or NULL. svm_lock held. */
static struct svm_alloc *find_locked(const void *p)
{
	uintptr_t u = (uintptr_t)p;

	for (struct svm_alloc *a = svm_list; a; a = a->next)
		if (a->buf && u >= a->p && u - a->p < a->size)
			return a;
	return NULL;
}

cl_int vcl_svm_host_ptr(const void *p, size_t size, uint64_t *svm)
{
	struct svm_alloc *a;
	cl_int ret = CL_SUCCESS;

	*svm = 0;
	if (!atomic_load(&svm_count))
		return CL_SUCCESS;
	pthread_mutex_lock(&svm_lock);
	for (a = svm_list; a; a = a->next)
		if ((uintptr_t)p >= a->p && (uintptr_t)p - a->p < a->size)
			break;
	if (a && size > a->size - ((uintptr_t)p - a->p))
		ret = CL_INVALID_BUFFER_SIZE; /* spec 5.2.1: no larger than the SVM allocation */
	else if (a)
		*svm = (uintptr_t)p;
	pthread_mutex_unlock(&svm_lock);
	return ret;
}

cl_int vcl_svm_locate(const void *p, size_t size, cl_mem *buf, size_t *off)
{
	struct svm_alloc *a;
	cl_int ret = CL_SUCCESS;

	*buf = NULL;
	if (!atomic_load(&svm_count))
		return CL_SUCCESS;
	pthread_mutex_lock(&svm_lock);
	a = find_locked(p);
	if (a && size > a->size - ((uintptr_t)p - a->p)) {
		ret = CL_INVALID_VALUE;
	} else if (a) {
		*buf = a->buf;
		*off = (uintptr_t)p - a->p;
		vcl_obj_ref((struct vcl_obj *)a->buf);
	}
	pthread_mutex_unlock(&svm_lock);
	return ret;
}

void vcl_svm_unlocate(cl_mem buf)
{
	if (buf)
		vcl_obj_unref((struct vcl_obj *)buf);
}

/* Commands on queue q need SVM from its device (spec 5.6.2: CL_INVALID_OPERATION otherwise). */
static cl_int queue_svm(cl_command_queue q)
{
	cl_device_id dev = NULL;
	cl_device_svm_capabilities caps = 0;

	if (!vcl_obj_ok(q, VN_T_QUEUE, false))
		return CL_INVALID_COMMAND_QUEUE;
	if (vcl_fe_clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof(dev), &dev, NULL) ||
	    vcl_fe_clGetDeviceInfo(dev, CL_DEVICE_SVM_CAPABILITIES, sizeof(caps), &caps, NULL) ||
	    !caps)
		return CL_INVALID_OPERATION;
	return CL_SUCCESS;
}

static void set_type(cl_event *event, cl_command_type t)
{
	if (event && *event)
		(*event)->cmd_type = t;
}

/* ---- allocation ------------------------------------------------------------------------------- */

/* Free the host allocation at host (not waited for). */
static void host_free(cl_context ctx, uint64_t host)
{
	struct vcl_call c;

	vcl_call_init(&c, VN_OP_clSVMFree);
	vn_enc_clSVMFree(&c.enc, &(struct vn_args_clSVMFree){ .context = ctx, .svm_pointer = host });
	vcl_call_async(&c);
	vcl_call_fini(&c);
}

/* clSVMAlloc (spec 5.6.1): size bytes at the host's address, reserved here too; NULL where the host
 * cannot allocate (fine-grained or atomic flags included) or the guest's pages are taken. */
void *CL_API_CALL vcl_fe_clSVMAlloc(cl_context context, cl_svm_mem_flags flags, size_t size,
				    cl_uint alignment)
{
	struct svm_alloc *a;
	struct vcl_call c;
	uintptr_t lo, hi;
	uint64_t host = 0;
	cl_int ret;

	/* spec 5.6.1: NULL for an invalid context, size 0, an alignment that is no power of two */
	if (!vcl_obj_ok(context, VN_T_CONTEXT, false) || !size || (alignment & (alignment - 1)))
		return NULL;
	vcl_call_init(&c, VN_OP_clSVMAlloc);
	vn_enc_clSVMAlloc(&c.enc, &(struct vn_args_clSVMAlloc){
					  .context = context, .flags = flags, .size = size,
					  .alignment = alignment });
	ret = vcl_call_sync(&c);
	{
		struct vn_reply_clSVMAlloc r;
		VCL_CALL_REPLY(&c, ret, clSVMAlloc, NULL, &r);
		host = r.host;
	}
	vcl_call_fini(&c);
	if (ret != CL_SUCCESS || !host)
		return NULL;
	a = calloc(1, sizeof(*a));
	if (a) {
		*a = (struct svm_alloc){ NULL, (uintptr_t)host, size, context, NULL };
		pthread_mutex_lock(&svm_lock);
		own_pages_locked(a->p, size, &lo, &hi);
		if (lo < hi) {
			void *m = mmap((void *)lo, hi - lo, PROT_READ | PROT_WRITE,
				       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED_NOREPLACE,
				       -1, 0);
			if (m != MAP_FAILED && m != (void *)lo) /* a kernel without NOREPLACE */
				munmap(m, hi - lo);
			if (m != (void *)lo) {
				VCL_LOG("clSVMAlloc: the host's address %#lx (%zu bytes) is taken in the guest",
					(unsigned long)a->p, size);
				free(a);
				a = NULL;
			}
		}
		if (a) {
			a->next = svm_list;
			svm_list = a;
			atomic_fetch_add(&svm_count, 1);
		}
		pthread_mutex_unlock(&svm_lock);
	}
	if (a) {
		/* the buffer every SVM command on this allocation is carried out on */
		cl_mem buf = vcl_fe_clCreateBuffer(context, CL_MEM_USE_HOST_PTR, size, (void *)a->p, &ret);
		pthread_mutex_lock(&svm_lock);
		a->buf = buf;
		pthread_mutex_unlock(&svm_lock);
		if (buf)
			return (void *)a->p;
		vcl_fe_clSVMFree(context, (void *)a->p);
		return NULL;
	}
	host_free(context, host); /* no room at that address in the guest: the host's goes */
	return NULL;
}

/* clSVMFree (spec 5.6.1): not waited for by the host; pages another allocation covers stay. */
void CL_API_CALL vcl_fe_clSVMFree(cl_context context, void *svm_pointer)
{
	struct svm_alloc **pp, *a = NULL;
	uintptr_t lo, hi;

	(void)context; /* the allocation's own context: spec 5.6.1 leaves another one undefined */
	if (!svm_pointer)
		return;
	pthread_mutex_lock(&svm_lock);
	for (pp = &svm_list; *pp; pp = &(*pp)->next)
		if ((*pp)->p == (uintptr_t)svm_pointer) {
			a = *pp;
			*pp = a->next;
			atomic_fetch_sub(&svm_count, 1);
			break;
		}
	if (a) {
		own_pages_locked(a->p, a->size, &lo, &hi);
		if (lo < hi)
			munmap((void *)lo, hi - lo);
	}
	pthread_mutex_unlock(&svm_lock);
	if (!a)
		return; /* not an SVM allocation: undefined (spec 5.6.1); nothing is done */
	if (a->buf)
		vcl_fe_clReleaseMemObject(a->buf);
	host_free(a->ctx, a->p);
	free(a);
}

void vcl_svm_forget(void)
{
	pthread_mutex_lock(&svm_lock);
	while (svm_list) {
		struct svm_alloc *a = svm_list;
		svm_list = a->next;
		atomic_fetch_sub(&svm_count, 1);
		free(a); /* the reserved pages stay: the child's copy of the parent's memory */
	}
	pthread_mutex_unlock(&svm_lock);
}

/* ---- commands --------------------------------------------------------------------------------- */

/* clEnqueueSVMMemcpy (spec 5.6.2): CL_INVALID_VALUE for NULL pointers or a range that starts in an
 * allocation and passes its end, CL_MEM_COPY_OVERLAP for overlapping ranges. */
cl_int CL_API_CALL vcl_fe_clEnqueueSVMMemcpy(cl_command_queue q, cl_bool blocking, void *dst,
					     const void *src, size_t size, cl_uint nwait,
					     const cl_event *wait, cl_event *event)
{
	cl_mem dbuf = NULL, sbuf = NULL;
	size_t doff = 0, soff = 0;
	cl_int ret = queue_svm(q);

	if (ret)
		return ret;
	if (!dst || !src)
		return CL_INVALID_VALUE;
	if (((uintptr_t)dst <= (uintptr_t)src && (uintptr_t)src - (uintptr_t)dst < size) ||
	    ((uintptr_t)src < (uintptr_t)dst && (uintptr_t)dst - (uintptr_t)src < size))
		return CL_MEM_COPY_OVERLAP;
	if ((ret = vcl_svm_locate(dst, size, &dbuf, &doff)) ||
	    (ret = vcl_svm_locate(src, size, &sbuf, &soff))) {
		vcl_svm_unlocate(dbuf);
		return ret;
	}
	if (!size) {
		ret = vcl_fe_clEnqueueMarkerWithWaitList(q, nwait, wait, event);
	} else if (dbuf && sbuf) {
		/* a blocking copy: waited for through its event, ours until it is the
		 * application's (vcl_blocking_copy_end) */
		cl_event own = NULL, *evp = event || blocking ? &own : NULL;
		/* behind a failed event: the error, no command, no event (spec 5.2.2) */
		ret = vcl_blocking_wait_list(blocking, nwait, wait);
		if (ret == CL_SUCCESS) {
			ret = vcl_fe_clEnqueueCopyBuffer(q, sbuf, dbuf, soff, doff, size, nwait, wait,
							 evp);
			ret = vcl_blocking_copy_end(ret, blocking, event, own, CL_COMMAND_SVM_MEMCPY);
		}
	} else if (dbuf) {
		ret = vcl_fe_clEnqueueWriteBuffer(q, dbuf, blocking, doff, size, src, nwait, wait, event);
	} else if (sbuf) {
		ret = vcl_fe_clEnqueueReadBuffer(q, sbuf, blocking, soff, size, dst, nwait, wait, event);
	} else {
		/* guest memory on both sides: copied here once the wait list is complete */
		if (nwait && (ret = vcl_fe_clWaitForEvents(nwait, wait)))
			ret = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
		if (ret == CL_SUCCESS && (ret = vcl_fe_clEnqueueMarkerWithWaitList(q, 0, NULL, event)) ==
					      CL_SUCCESS)
			memcpy(dst, src, size);
	}
	vcl_svm_unlocate(dbuf);
	vcl_svm_unlocate(sbuf);
	set_type(ret == CL_SUCCESS ? event : NULL, CL_COMMAND_SVM_MEMCPY);
	return ret;
}

/* clEnqueueSVMMemFill (spec 5.6.2): svm_ptr..svm_ptr + size inside one allocation. */
cl_int CL_API_CALL vcl_fe_clEnqueueSVMMemFill(cl_command_queue q, void *svm_ptr,
					      const void *pattern, size_t pattern_size, size_t size,
					      cl_uint nwait, const cl_event *wait, cl_event *event)
{
	cl_mem buf = NULL;
	size_t off = 0;
	cl_int ret = queue_svm(q);

	if (ret)
		return ret;
	/* spec 5.6.2 */
	if (!svm_ptr || !pattern || !pattern_size || (pattern_size & (pattern_size - 1)) ||
	    pattern_size > 128 || (uintptr_t)svm_ptr % pattern_size || size % pattern_size)
		return CL_INVALID_VALUE;
	if ((ret = vcl_svm_locate(svm_ptr, size, &buf, &off)))
		return ret;
	if (!buf)
		return CL_INVALID_VALUE; /* not SVM memory: the device cannot fill it */
	ret = size ? vcl_fe_clEnqueueFillBuffer(q, buf, pattern, pattern_size, off, size, nwait,
						wait, event)
		   : vcl_fe_clEnqueueMarkerWithWaitList(q, nwait, wait, event);
	vcl_svm_unlocate(buf);
	set_type(ret == CL_SUCCESS ? event : NULL, CL_COMMAND_SVM_MEMFILL);
	return ret;
}

/* clEnqueueSVMMap (spec 5.6.2): the host's bytes of [svm_ptr, svm_ptr + size) into the guest's
 * range in place (not for CL_MAP_WRITE_INVALIDATE_REGION). */
cl_int CL_API_CALL vcl_fe_clEnqueueSVMMap(cl_command_queue q, cl_bool blocking, cl_map_flags flags,
					  void *svm_ptr, size_t size, cl_uint nwait,
					  const cl_event *wait, cl_event *event)
{
	cl_mem buf = NULL;
	size_t off = 0;
	cl_int ret = queue_svm(q);
	void *p;

	if (ret)
		return ret;
	if (!svm_ptr || !size ||
	    (flags & ~(cl_map_flags)(CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)))
		return CL_INVALID_VALUE;
	if ((ret = vcl_svm_locate(svm_ptr, size, &buf, &off)))
		return ret;
	if (!buf)
		return CL_INVALID_VALUE;
	/* the buffer's memory is the allocation's range here: the map fills it in place */
	p = vcl_fe_clEnqueueMapBuffer(q, buf, blocking, flags, off, size, nwait, wait, event, &ret);
	vcl_svm_unlocate(buf);
	if (ret == CL_SUCCESS && p != svm_ptr)
		ret = CL_OUT_OF_RESOURCES; /* never: a CL_MEM_USE_HOST_PTR mapping is in place */
	set_type(ret == CL_SUCCESS ? event : NULL, CL_COMMAND_SVM_MAP);
	return ret;
}

/* clEnqueueSVMUnmap (spec 5.6.2): a write mapping's bytes back to the host. CL_INVALID_VALUE for
 * a pointer no clEnqueueSVMMap mapped. */
cl_int CL_API_CALL vcl_fe_clEnqueueSVMUnmap(cl_command_queue q, void *svm_ptr, cl_uint nwait,
					    const cl_event *wait, cl_event *event)
{
	cl_mem buf = NULL;
	size_t off = 0;
	cl_int ret = queue_svm(q);

	if (ret)
		return ret;
	if (!svm_ptr)
		return CL_INVALID_VALUE;
	if ((ret = vcl_svm_locate(svm_ptr, 0, &buf, &off)))
		return ret;
	if (!buf)
		return CL_INVALID_VALUE;
	ret = vcl_fe_clEnqueueUnmapMemObject(q, buf, svm_ptr, nwait, wait, event);
	vcl_svm_unlocate(buf);
	set_type(ret == CL_SUCCESS ? event : NULL, CL_COMMAND_SVM_UNMAP);
	return ret;
}

/* clEnqueueSVMMigrateMem (spec 5.6.2): a marker once every range is checked. */
cl_int CL_API_CALL vcl_fe_clEnqueueSVMMigrateMem(cl_command_queue q, cl_uint n, const void **ptrs,
						 const size_t *sizes, cl_mem_migration_flags flags,
						 cl_uint nwait, const cl_event *wait,
						 cl_event *event)
{
	cl_int ret = queue_svm(q);

	if (ret)
		return ret;
	if (!n || !ptrs ||
	    (flags & ~(cl_mem_migration_flags)(CL_MIGRATE_MEM_OBJECT_HOST |
					       CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED)))
		return CL_INVALID_VALUE;
	/* spec 5.6.2: each range (size 0: the whole allocation) inside one SVM allocation */
	for (cl_uint i = 0; i < n; i++) {
		cl_mem buf = NULL;
		size_t off = 0;
		if (!ptrs[i] || (ret = vcl_svm_locate(ptrs[i], sizes ? sizes[i] : 0, &buf, &off)))
			return CL_INVALID_VALUE;
		vcl_svm_unlocate(buf);
		if (!buf)
			return CL_INVALID_VALUE;
	}
	/* migration is a hint: the host's memory is the device's (CPU) or is migrated on use */
	ret = vcl_fe_clEnqueueMarkerWithWaitList(q, nwait, wait, event);
	set_type(ret == CL_SUCCESS ? event : NULL, CL_COMMAND_SVM_MIGRATE_MEM);
	return ret;
}

struct svm_free_rec {
	cl_command_queue q;
	vcl_pfn_svm_free fn;
	void *user_data;
	cl_uint n;
	void *ptrs[];
};

/* The marker of a clEnqueueSVMFree completed: the application's callback, or clSVMFree. */
static void CL_CALLBACK svm_free_done(cl_event ev, cl_int status, void *ud)
{
	struct svm_free_rec *r = ud;

	(void)ev, (void)status;
	if (r->fn) {
		r->fn(r->q, r->n, r->ptrs, r->user_data);
	} else {
		cl_context ctx = NULL;
		vcl_fe_clGetCommandQueueInfo(r->q, CL_QUEUE_CONTEXT, sizeof(ctx), &ctx, NULL);
		for (cl_uint i = 0; i < r->n; i++)
			vcl_fe_clSVMFree(ctx, r->ptrs[i]);
	}
	vcl_fe_clReleaseCommandQueue(r->q);
	free(r);
}

/* clEnqueueSVMFree (spec 5.6.2): a marker; at its completion fn(queue, n, pointers, user_data)
 * with the application's own queue and a copy of its pointers, or clSVMFree of each. */
cl_int CL_API_CALL vcl_fe_clEnqueueSVMFree(cl_command_queue q, cl_uint n, void **ptrs,
					   vcl_pfn_svm_free fn, void *user_data, cl_uint nwait,
					   const cl_event *wait, cl_event *event)
{
	struct svm_free_rec *r;
	cl_event ev = NULL;
	cl_int ret = queue_svm(q);

	if (ret)
		return ret;
	if ((!n) != (!ptrs))
		return CL_INVALID_VALUE;
	for (cl_uint i = 0; i < n; i++)
		if (!ptrs[i])
			return CL_INVALID_VALUE;
	r = malloc(sizeof(*r) + n * sizeof(void *));
	if (!r)
		return CL_OUT_OF_HOST_MEMORY;
	*r = (struct svm_free_rec){ q, fn, user_data, n };
	if (n)
		memcpy(r->ptrs, ptrs, n * sizeof(void *));
	ret = vcl_fe_clEnqueueMarkerWithWaitList(q, nwait, wait, &ev);
	if (ret != CL_SUCCESS) {
		free(r);
		return ret;
	}
	vcl_fe_clRetainCommandQueue(q); /* the callback reports it */
	ret = vcl_fe_clSetEventCallback(ev, CL_COMPLETE, svm_free_done, r);
	if (ret != CL_SUCCESS) {
		vcl_fe_clWaitForEvents(1, &ev);
		svm_free_done(ev, CL_COMPLETE, r);
	}
	ev->cmd_type = CL_COMMAND_SVM_FREE;
	if (event)
		*event = ev;
	else
		vcl_fe_clReleaseEvent(ev);
	return CL_SUCCESS;
}

/* clSetKernelArgSVMPointer (spec 5.9.2): the pointer travels as it is, the host's address; the
 * back-end refuses one outside the session's allocations (CL_INVALID_ARG_VALUE). */
cl_int CL_API_CALL vcl_fe_clSetKernelArgSVMPointer(cl_kernel kernel, cl_uint arg_index,
						   const void *arg_value)
{
	struct vcl_call c;
	uint64_t p = (uintptr_t)arg_value;
	cl_int ret;

	if (!vcl_obj_ok(kernel, VN_T_KERNEL, false))
		return CL_INVALID_KERNEL;
	vcl_call_init(&c, VN_OP_clSetKernelArgSVMPointer);
	vn_enc_clSetKernelArgSVMPointer(&c.enc, &(struct vn_args_clSetKernelArgSVMPointer){
							.kernel = kernel, .arg_index = arg_index,
							.arg_value = p });
	ret = vcl_call_sync(&c);
	vcl_call_fini(&c);
	/* launches learnt before this argument was set must be asked again (vcl_sig_obj) */
	if (ret == CL_SUCCESS)
		atomic_fetch_add(&((struct _cl_kernel *)kernel)->arg_epoch, 1);
	return ret;
}
