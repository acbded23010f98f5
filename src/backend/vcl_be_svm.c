/* SPDX-License-Identifier: MIT */
/*
 * Shared virtual memory in the back-end: the session's table of its coarse-grained SVM allocations
 * (docs/design.md, "Shared virtual memory"). The host allocates; the guest reserves the same
 * addresses. Every SVM pointer that comes from the wire is a guest's claim: it is used only where
 * it lies, with its length, inside one live allocation of this session (vcl_be_svm_inside), so a
 * guest can never make the host touch memory it was not given (docs/security.md).
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

#include "vcl_be.h"
#include "gen/vn_backend.h"

struct vcl_svm {
	uintptr_t p;
	size_t size;
	cl_context ctx; /* retained while the allocation lives */
	unsigned bufs;  /* host buffers over it not yet destroyed (svm_buffer_gone) */
	bool freed;     /* the guest freed it: no pointer names it; the host frees it after bufs */
};

/* The live allocation holding [p, p + len) (len 0: the byte at p), or NULL. s->lock held. */
static struct vcl_svm *svm_find_locked(struct vcl_session *s, uintptr_t p, uint64_t len)
{
	for (size_t i = 0; i < s->nsvm; i++) {
		struct vcl_svm *a = &s->svm[i];
		if (!a->freed && p >= a->p && p - a->p < a->size &&
		    (len ? len : 1) <= a->size - (p - a->p))
			return a;
	}
	return NULL;
}

bool vcl_be_svm_inside(struct vcl_session *s, uint64_t p, uint64_t len)
{
	bool ok;

	if (p > UINTPTR_MAX)
		return false;
	pthread_mutex_lock(&s->lock);
	ok = svm_find_locked(s, (uintptr_t)p, len) != NULL;
	pthread_mutex_unlock(&s->lock);
	return ok;
}

/*
 * clSVMAlloc (spec 5.6.1). Wire: context ID, flags, size, alignment; reply: CL_SUCCESS and the
 * host address (0: the allocation failed, as clSVMAlloc returns NULL). Only coarse-grained
 * buffers: fine-grained or atomic flags fail, as on a device without them. Counted against the
 * session's --max-memory like buffers.
 */
int vcl_be_h_clSVMAlloc(struct vcl_be_ctx *x, const struct vn_args_clSVMAlloc *a)
{
	const cl_svm_mem_flags ok_flags = CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
	cl_context ctx = a->context;
	struct vcl_session *s = x->s;
	cl_svm_mem_flags flags = a->flags;
	size_t size = a->size;
	cl_uint align = a->alignment;
	void *p = NULL;
	bool room;

	pthread_mutex_lock(&s->lock);
	room = s->nsvm < VCL_MAX_SESSION_OBJECTS &&
	       (!s->d->max_memory || size <= s->d->max_memory - s->mem_bytes);
	if (room && s->nsvm == s->cap_svm) {
		size_t cap = s->cap_svm ? 2 * s->cap_svm : 16;
		struct vcl_svm *n = realloc(s->svm, cap * sizeof(*n));
		if (n) {
			s->svm = n;
			s->cap_svm = cap;
		} else {
			room = false;
		}
	}
	if (room && size && !(flags & ~ok_flags))
		p = clSVMAlloc(ctx, flags, size, align);
	if (p) {
		s->svm[s->nsvm++] = (struct vcl_svm){ (uintptr_t)p, size, ctx, 0, false };
		clRetainContext(ctx);
		s->mem_bytes += size;
		VCL_STAT_SET(vcl_stats, mem_bytes, s->mem_bytes);
	}
	pthread_mutex_unlock(&s->lock);
	if (!room)
		vcl_be_log_once(x, "SVM allocation refused: --max-memory reached");
	/* NULL: the guest's clSVMAlloc returns NULL (spec 5.6.1: no error code) */
	vn_enc_reply_clSVMAlloc(&x->rep, CL_SUCCESS, a,
				&(struct vn_reply_clSVMAlloc){ .host = (uintptr_t)p });
	return 0;
}

/* Remove entry i and free it on the host. s->lock held. */
static void svm_free_locked(struct vcl_session *s, size_t i)
{
	struct vcl_svm a = s->svm[i];

	s->svm[i] = s->svm[--s->nsvm];
	s->mem_bytes -= a.size;
	VCL_STAT_SET(vcl_stats, mem_bytes, s->mem_bytes);
	clSVMFree(a.ctx, (void *)a.p);
	clReleaseContext(a.ctx);
}

/* A host buffer over SVM memory (vcl_be_svm_buffer) and the allocation it lies in. */
struct svm_buf {
	struct vcl_session *s;
	uintptr_t p;
};

/* The destructor callback of a buffer over SVM memory (a driver's thread, or the releasing one):
 * the allocation it lay in is freed on the host if the guest freed it already. */
static void CL_CALLBACK svm_buffer_gone(cl_mem m, void *data)
{
	struct svm_buf *b = data;
	struct vcl_session *s = b->s;

	(void)m;
	pthread_mutex_lock(&s->lock);
	for (size_t i = 0; i < s->nsvm; i++)
		if (s->svm[i].p == b->p && s->svm[i].bufs) {
			if (!--s->svm[i].bufs && s->svm[i].freed)
				svm_free_locked(s, i);
			break;
		}
	pthread_mutex_unlock(&s->lock);
	free(b);
}

bool vcl_be_svm_buffer(struct vcl_session *s, cl_mem m, uint64_t p, uint64_t len)
{
	struct svm_buf *b = malloc(sizeof(*b));
	struct vcl_svm *a;
	bool ok = false;

	if (!b)
		return false;
	pthread_mutex_lock(&s->lock);
	if ((a = svm_find_locked(s, (uintptr_t)p, len)) &&
	    clSetMemObjectDestructorCallback(m, svm_buffer_gone, b) == CL_SUCCESS) {
		*b = (struct svm_buf){ s, a->p };
		a->bufs++;
		ok = true;
	}
	pthread_mutex_unlock(&s->lock);
	if (!ok)
		free(b);
	return ok;
}

/* clSVMFree (async). Wire: context ID, the address clSVMAlloc gave. A pointer that is no live
 * allocation of this session with that context is a protocol violation: the front-end sends only
 * its own allocations' bases. While a host buffer lies over the allocation (the guest released it
 * but a command still holds it, or a hostile guest never released it), the host's memory stays
 * until the last such buffer is destroyed: no pointer from the wire names it any more. */
int vcl_be_h_clSVMFree(struct vcl_be_ctx *x, const struct vn_args_clSVMFree *a)
{
	cl_context ctx = a->context;
	uint64_t p = a->svm_pointer;
	struct vcl_session *s = x->s;
	bool found = false;

	pthread_mutex_lock(&s->lock);
	for (size_t i = 0; i < s->nsvm && !found; i++)
		if (s->svm[i].p == p && s->svm[i].ctx == ctx && !s->svm[i].freed) {
			if (s->svm[i].bufs)
				s->svm[i].freed = true;
			else
				svm_free_locked(s, i);
			found = true;
		}
	pthread_mutex_unlock(&s->lock);
	if (!found)
		return vcl_be_violation(x, "clSVMFree of %#llx, no SVM allocation of this session",
					(unsigned long long)p);
	return 0;
}

/* clSetKernelArgSVMPointer (spec 5.9.2). Wire: kernel ID, argument index, the pointer. A pointer
 * outside the session's allocations is CL_INVALID_ARG_VALUE; NULL goes to the host as given. */
int vcl_be_h_clSetKernelArgSVMPointer(struct vcl_be_ctx *x,
				     const struct vn_args_clSetKernelArgSVMPointer *a)
{
	uint64_t p = a->arg_value;
	cl_int ret;

	if (p && !vcl_be_svm_inside(x->s, p, 0)) {
		vcl_enc_i32(&x->rep, CL_INVALID_ARG_VALUE);
		return 0;
	}
	ret = clSetKernelArgSVMPointer(a->kernel, a->arg_index, (const void *)(uintptr_t)p);
	/* the argument names no object any more (vcl_be_karg_check) */
	if (ret == CL_SUCCESS && vcl_be_karg_set(x, a->arg_index, NULL))
		return -EPROTO;
	vcl_enc_i32(&x->rep, ret);
	return 0;
}

/*
 * clSetKernelExecInfo (spec 5.9.3). CL_KERNEL_EXEC_INFO_SVM_PTRS: every pointer inside one of the
 * session's allocations, else CL_INVALID_VALUE. CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM: CL_TRUE
 * is CL_INVALID_OPERATION (no fine-grained system SVM is reported). Other names: CL_INVALID_VALUE.
 */
int vcl_be_h_clSetKernelExecInfo(struct vcl_be_ctx *x, const struct vn_args_clSetKernelExecInfo *a)
{
	cl_kernel k = a->kernel;
	cl_kernel_exec_info name = a->param_name;
	size_t size = a->param_value_size;
	const void *val = a->param_value; /* the decoder checked its length is size */
	cl_int ret = CL_SUCCESS;

	if (name == CL_KERNEL_EXEC_INFO_SVM_PTRS && !val && !size) {
		/* clears the kernel's set of SVM pointers (spec 5.9.3) */
	} else if (!val || !size) {
		ret = CL_INVALID_VALUE;
	} else if (name == CL_KERNEL_EXEC_INFO_SVM_PTRS) {
		if (size % sizeof(void *))
			ret = CL_INVALID_VALUE;
		for (size_t i = 0; ret == CL_SUCCESS && i < size / sizeof(void *); i++) {
			uint64_t p = 0;
			memcpy(&p, (const char *)val + i * sizeof(void *), sizeof(void *));
			if (!vcl_be_svm_inside(x->s, p, 0))
				ret = CL_INVALID_VALUE;
		}
	} else if (name == CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM) {
		if (size != sizeof(cl_bool))
			ret = CL_INVALID_VALUE;
		else if (*(const cl_bool *)val)
			ret = CL_INVALID_OPERATION;
	} else {
		ret = CL_INVALID_VALUE;
	}
	if (ret == CL_SUCCESS)
		ret = clSetKernelExecInfo(k, name, size, val);
	vcl_enc_i32(&x->rep, ret);
	return 0;
}

void vcl_be_svm_end(struct vcl_session *s)
{
	pthread_mutex_lock(&s->lock);
	while (s->nsvm)
		svm_free_locked(s, s->nsvm - 1);
	free(s->svm);
	s->svm = NULL;
	s->cap_svm = 0;
	pthread_mutex_unlock(&s->lock);
}
