/* SPDX-License-Identifier: MIT */
/*
 * Coarse-grained buffer shared virtual memory through virtcl (spec 5.6; issue 9 item 10): the
 * device reports exactly CL_DEVICE_SVM_COARSE_GRAIN_BUFFER; clSVMAlloc's pointer is usable at the
 * same address by the application and by kernels (a linked list across two allocations, built
 * through maps and walked by a kernel that gets its head with clSetKernelArgSVMPointer and the
 * other allocation through CL_KERNEL_EXEC_INFO_SVM_PTRS); maps bring the host's bytes, unmaps of
 * write maps take them back; memcpy in all three directions and fill; event command types;
 * CL_MEM_USES_SVM_POINTER; clEnqueueSVMFree's callback with the application's pointers; two
 * allocations sharing a page; buffer reads and writes whose host memory is SVM memory; an allocation whose host address the application has taken (NULL,
 * never a mapping over the application's memory); and hostile pointers (outside every allocation, past an
 * allocation's end) refused with the spec's error by the back-end's table, the session unharmed.
 */
#include "harness.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define NODES 64

typedef struct node {
	struct node *next;
	cl_int v;
} node;

static const char *src =
	"typedef struct node { __global struct node *next; int v; } node;\n"
	"__kernel void walk(__global node *head, __global int *out)\n"
	"{ int s = 0; for (__global node *n = head; n; n = n->next) s += n->v; out[0] = s; }\n"
	"__kernel void inc(__global int *a) { a[get_global_id(0)] += 1; }\n";

static int free_calls;
static cl_command_queue free_q;
static void *free_ptrs[2];
static cl_uint free_n;
static cl_context free_ctx;

static void CL_CALLBACK on_free(cl_command_queue q, cl_uint n, void *ptrs[], void *ud)
{
	free_q = q;
	free_n = n;
	for (cl_uint i = 0; i < n && i < 2; i++)
		free_ptrs[i] = ptrs[i];
	free_calls += *(int *)ud;
	for (cl_uint i = 0; i < n; i++)
		clSVMFree(free_ctx, ptrs[i]);
}

static cl_command_type ev_type(cl_event e)
{
	cl_command_type t = 0;

	clGetEventInfo(e, CL_EVENT_COMMAND_TYPE, sizeof(t), &t, NULL);
	clReleaseEvent(e);
	return t;
}

int main(void)
{
	struct vt_cl c;
	cl_device_svm_capabilities caps = 0;
	cl_program prog;
	cl_kernel walk, inc;
	node *a, *b;
	cl_int *out, *d, err, host[256], pat = 7, one = 1;
	cl_event ev;
	cl_bool uses = CL_FALSE;
	cl_mem m;
	int sum = 0;

	vt_start("integration.svm", 80);
	/* (the NULL that clSVMAlloc then rightly returns is tested below without ASan, by taking
	 * the host's address in the application first) */
	if (VT_ASAN)
		vt_skip("built with AddressSanitizer: %s", VT_ASAN_SVM_REASON);
	vt_cl_open(&c);
	free_ctx = c.ctx;
	VT_CL(clGetDeviceInfo(c.device, CL_DEVICE_SVM_CAPABILITIES, sizeof(caps), &caps, NULL));
	if (!caps)
		vt_skip("the host device reports no SVM (CL_DEVICE_SVM_CAPABILITIES = 0)");
	VT_CHECK(caps == CL_DEVICE_SVM_COARSE_GRAIN_BUFFER,
		 "CL_DEVICE_SVM_CAPABILITIES is exactly COARSE_GRAIN_BUFFER (%#llx)",
		 (unsigned long long)caps);
	VT_CHECK(!clSVMAlloc(c.ctx, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER, 4096, 0),
		 "clSVMAlloc of a fine-grained buffer returns NULL (not reported)");

	prog = vt_cl_build(&c, src, "-cl-std=CL2.0");
	VT_REQUIRE(prog, "kernels build");
	walk = vt_cl_kernel(prog, "walk");
	inc = vt_cl_kernel(prog, "inc");

	/* two allocations; a list whose nodes alternate between them */
	a = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, NODES * sizeof(node), 0);
	b = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, NODES * sizeof(node), 0);
	out = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, 256 * sizeof(cl_int), 0);
	d = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, 256 * sizeof(cl_int), 0);
	VT_REQUIRE(a && b && out && d, "four clSVMAlloc succeed (%p %p %p %p)", (void *)a, (void *)b,
		   (void *)out, (void *)d);
	VT_CL(clEnqueueSVMMap(c.q, CL_TRUE, CL_MAP_WRITE, a, NODES * sizeof(node), 0, NULL, &ev));
	VT_CHECK(ev_type(ev) == CL_COMMAND_SVM_MAP, "an SVM map's event says CL_COMMAND_SVM_MAP");
	VT_CL(clEnqueueSVMMap(c.q, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, b, NODES * sizeof(node), 0,
			      NULL, NULL));
	for (int i = 0; i < NODES; i++) {
		a[i] = (node){ &b[i], i };
		b[i] = (node){ i + 1 < NODES ? &a[i + 1] : NULL, 1000 * i };
		sum += i + 1000 * i;
	}
	VT_CL(clEnqueueSVMUnmap(c.q, a, 0, NULL, &ev));
	VT_CHECK(ev_type(ev) == CL_COMMAND_SVM_UNMAP, "an SVM unmap's event says CL_COMMAND_SVM_UNMAP");
	VT_CL(clEnqueueSVMUnmap(c.q, b, 0, NULL, NULL));
	VT_CL(clSetKernelArgSVMPointer(walk, 0, a));
	VT_CL(clSetKernelArgSVMPointer(walk, 1, out));
	{
		void *extra[] = { b };
		VT_CL(clSetKernelExecInfo(walk, CL_KERNEL_EXEC_INFO_SVM_PTRS, sizeof(extra), extra));
	}
	VT_CL(clEnqueueTask(c.q, walk, 0, NULL, NULL));
	VT_CL(clEnqueueSVMMap(c.q, CL_TRUE, CL_MAP_READ, out, sizeof(cl_int), 0, NULL, NULL));
	VT_CHECK(out[0] == sum, "a kernel walks the list the guest built at the same addresses (%d, want %d)",
		 out[0], sum);
	VT_CL(clEnqueueSVMUnmap(c.q, out, 0, NULL, NULL));

	/* fill, memcpy SVM -> guest, guest -> SVM, SVM -> SVM; a kernel between */
	VT_CL(clEnqueueSVMMemFill(c.q, out, &pat, sizeof(pat), 256 * sizeof(cl_int), 0, NULL, &ev));
	VT_CHECK(ev_type(ev) == CL_COMMAND_SVM_MEMFILL, "an SVM fill's event says CL_COMMAND_SVM_MEMFILL");
	VT_CL(clSetKernelArgSVMPointer(inc, 0, out + 128));
	{
		size_t gws = 128;
		VT_CL(clEnqueueNDRangeKernel(c.q, inc, 1, NULL, &gws, NULL, 0, NULL, NULL));
	}
	VT_CL(clEnqueueSVMMemcpy(c.q, CL_TRUE, host, out, sizeof(host), 0, NULL, &ev));
	VT_CHECK(ev_type(ev) == CL_COMMAND_SVM_MEMCPY, "an SVM memcpy's event says CL_COMMAND_SVM_MEMCPY");
	VT_CHECK(host[0] == 7 && host[127] == 7 && host[128] == 8 && host[255] == 8,
		 "fill, then a kernel on the second half, then memcpy to guest memory (%d %d %d %d)",
		 host[0], host[127], host[128], host[255]);
	for (int i = 0; i < 256; i++)
		host[i] = i * 5;
	VT_CL(clEnqueueSVMMemcpy(c.q, CL_FALSE, out, host, sizeof(host), 0, NULL, NULL));
	VT_CL(clEnqueueSVMMemcpy(c.q, CL_TRUE, d + 1, out, 255 * sizeof(cl_int), 0, NULL, NULL));
	VT_CL(clEnqueueSVMMap(c.q, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, d, 256 * sizeof(cl_int), 0,
			      NULL, NULL));
	VT_CHECK(d[1] == 0 && d[2] == 5 && d[255] == 254 * 5,
		 "memcpy guest -> SVM, then SVM -> SVM at an offset (%d %d %d)", d[1], d[2], d[255]);
	d[0] = 41;
	VT_CL(clEnqueueSVMUnmap(c.q, d, 0, NULL, NULL));
	VT_CL(clSetKernelArgSVMPointer(inc, 0, d));
	VT_CL(clEnqueueTask(c.q, inc, 0, NULL, NULL));
	VT_CL(clEnqueueSVMMemcpy(c.q, CL_TRUE, host, d, sizeof(cl_int), 0, NULL, NULL));
	VT_CHECK(host[0] == 42, "a write map's bytes reach the host at unmap (%d)", host[0]);
	VT_CL_EQ(clEnqueueSVMMemcpy(c.q, CL_TRUE, d, d + 1, 8, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);

	/* SVM memory as a buffer transfer's host memory: the allocation's bytes as the device has them
	 * (d[0] is 42 on the host; the guest's view, last mapped, says 41) */
	m = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 4 * sizeof(cl_int), NULL, &err);
	VT_REQUIRE(m, "a plain buffer (%s)", vt_err(err));
	VT_CL(clEnqueueWriteBuffer(c.q, m, CL_TRUE, 0, sizeof(cl_int), d, 0, NULL, &ev));
	VT_CHECK(ev_type(ev) == CL_COMMAND_WRITE_BUFFER, "its event says CL_COMMAND_WRITE_BUFFER");
	VT_CL(clEnqueueReadBuffer(c.q, m, CL_TRUE, 0, sizeof(cl_int), host, 0, NULL, NULL));
	VT_CHECK(host[0] == 42, "clEnqueueWriteBuffer from SVM memory takes the host's bytes (%d)",
		 host[0]);
	VT_CL(clEnqueueReadBuffer(c.q, m, CL_FALSE, 0, sizeof(cl_int), d + 3, 0, NULL, &ev));
	VT_CL(clWaitForEvents(1, &ev));
	VT_CHECK(ev_type(ev) == CL_COMMAND_READ_BUFFER, "its event says CL_COMMAND_READ_BUFFER");
	VT_CL(clEnqueueSVMMemcpy(c.q, CL_TRUE, host, d + 3, sizeof(cl_int), 0, NULL, NULL));
	VT_CHECK(host[0] == 42, "clEnqueueReadBuffer into SVM memory lands in the allocation (%d)",
		 host[0]);
	clReleaseMemObject(m);

	/* CL_MEM_USE_HOST_PTR on SVM memory uses it (spec 5.2.1) */
	m = clCreateBuffer(c.ctx, CL_MEM_USE_HOST_PTR, 64 * sizeof(cl_int), d, &err);
	VT_CHECK(m && err == CL_SUCCESS, "clCreateBuffer(CL_MEM_USE_HOST_PTR) on an SVM pointer (%s)",
		 vt_err(err));
	if (m) {
		VT_CL(clGetMemObjectInfo(m, CL_MEM_USES_SVM_POINTER, sizeof(uses), &uses, NULL));
		VT_CHECK(uses == CL_TRUE, "CL_MEM_USES_SVM_POINTER is CL_TRUE for it");
		VT_CL(clEnqueueWriteBuffer(c.q, m, CL_TRUE, 0, sizeof(one), &one, 0, NULL, NULL));
		VT_CL(clEnqueueSVMMemcpy(c.q, CL_TRUE, host, d, sizeof(cl_int), 0, NULL, NULL));
		VT_CHECK(host[0] == 1, "a write to that buffer is in the SVM allocation (%d)", host[0]);
		clReleaseMemObject(m);
	}
	m = clCreateBuffer(c.ctx, CL_MEM_USE_HOST_PTR, sizeof(host), host, &err);
	uses = CL_TRUE;
	if (m) {
		clGetMemObjectInfo(m, CL_MEM_USES_SVM_POINTER, sizeof(uses), &uses, NULL);
		clReleaseMemObject(m);
	}
	VT_CHECK(m && uses == CL_FALSE, "CL_MEM_USES_SVM_POINTER is CL_FALSE for guest memory");
	m = clCreateBuffer(c.ctx, CL_MEM_USE_HOST_PTR, 257 * sizeof(cl_int), d, &err);
	VT_CHECK(!m && err == CL_INVALID_BUFFER_SIZE,
		 "a CL_MEM_USE_HOST_PTR buffer larger than its SVM allocation: CL_INVALID_BUFFER_SIZE (%s)",
		 vt_err(err));

	/* hostile pointers: the back-end's table refuses them, the session goes on */
	VT_CL_EQ(clSetKernelArgSVMPointer(inc, 0, host), CL_INVALID_ARG_VALUE);
	VT_CL_EQ(clSetKernelArgSVMPointer(inc, 0, d + 256), CL_INVALID_ARG_VALUE);
	VT_CL_EQ(clSetKernelArgSVMPointer(inc, 0, (void *)(uintptr_t)0x1000), CL_INVALID_ARG_VALUE);
	{
		void *bad[] = { a, host };
		VT_CL_EQ(clSetKernelExecInfo(walk, CL_KERNEL_EXEC_INFO_SVM_PTRS, sizeof(bad), bad),
			 CL_INVALID_VALUE);
	}
	VT_CL(clSetKernelExecInfo(walk, CL_KERNEL_EXEC_INFO_SVM_PTRS, 0, NULL));
	{
		cl_bool yes = CL_TRUE;
		VT_CL_EQ(clSetKernelExecInfo(walk, CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM,
					     sizeof(yes), &yes),
			 CL_INVALID_OPERATION);
	}
	VT_CL_EQ(clEnqueueSVMMemcpy(c.q, CL_TRUE, host, d + 200, 100 * sizeof(cl_int), 0, NULL, NULL),
		 CL_INVALID_VALUE);
	VT_CL_EQ(clEnqueueSVMMap(c.q, CL_TRUE, CL_MAP_READ, d + 1, 256 * sizeof(cl_int), 0, NULL, NULL),
		 CL_INVALID_VALUE);
	VT_CL_EQ(clEnqueueSVMMemFill(c.q, host, &pat, sizeof(pat), sizeof(pat), 0, NULL, NULL),
		 CL_INVALID_VALUE);
	VT_CL(clEnqueueSVMMemcpy(c.q, CL_TRUE, host, d, sizeof(cl_int), 0, NULL, NULL));
	VT_CHECK(host[0] == 1, "the session serves after the refused pointers (%d)", host[0]);

	/* two small allocations, maybe in one page: freeing one keeps the other's pages */
	{
		char *x = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, 16, 0);
		char *y = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, 16, 0);
		VT_REQUIRE(x && y, "two 16-byte clSVMAlloc");
		/* whether they share a page is the host's choice (PoCL 3.1 here: they do not) */
		vt_note("16-byte allocations at %p and %p%s", (void *)x, (void *)y,
			(uintptr_t)x / 4096 == (uintptr_t)y / 4096 ? ", in one page" : ", in different pages");
		clSVMFree(c.ctx, x);
		VT_CL(clEnqueueSVMMap(c.q, CL_TRUE, CL_MAP_WRITE, y, 16, 0, NULL, NULL));
		memset(y, 3, 16);
		VT_CL(clEnqueueSVMUnmap(c.q, y, 0, NULL, NULL));
		VT_CL(clEnqueueSVMMemcpy(c.q, CL_TRUE, host, y, 16, 0, NULL, NULL));
		VT_CHECK(((char *)host)[15] == 3, "the other allocation of the page still works");
		clSVMFree(c.ctx, y);
	}

	/* clEnqueueSVMFree: the callback gets the application's queue and pointers */
	{
		void *ptrs[] = { a, b };
		int add = 1;
		VT_CL(clEnqueueSVMFree(c.q, 2, ptrs, on_free, &add, 0, NULL, &ev));
		VT_CL(clFinish(c.q));
		VT_CL(clWaitForEvents(1, &ev));
		for (int i = 0; i < 100 && !free_calls; i++)
			vt_sleep_ms(10);
		VT_CHECK(ev_type(ev) == CL_COMMAND_SVM_FREE, "an SVM free's event says CL_COMMAND_SVM_FREE");
		VT_CHECK(free_calls == 1 && free_q == c.q && free_n == 2 && free_ptrs[0] == a &&
				 free_ptrs[1] == b,
			 "the SVM free callback ran once with the queue and the two pointers (%d)",
			 free_calls);
	}
	VT_CL(clEnqueueSVMFree(c.q, 2, (void *[]){ out, d }, NULL, NULL, 0, NULL, NULL));
	VT_CL(clFinish(c.q));

	/* the host's address taken in the application: never mapped over; NULL, then fine again */
	{
		size_t sz = 4 * 4096;
		char *p = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, sz, 0), *q;
		uintptr_t pg = (uintptr_t)p & ~(uintptr_t)4095;
		void *blk;
		VT_REQUIRE(p, "clSVMAlloc of 16 KiB");
		clSVMFree(c.ctx, p);
		/* a host allocator reuses what was just freed: the next allocation likely wants pg */
		blk = mmap((void *)pg, 4096, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
		VT_REQUIRE(blk == (void *)pg, "the application maps the page the allocation had");
		memset(blk, 0x5a, 4096);
		q = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, sz, 0);
		VT_CHECK(!q || (uintptr_t)q >= pg + 4096 || (uintptr_t)q + sz <= pg,
			 "clSVMAlloc never returns memory over the application's page (%p)", (void *)q);
		VT_CHECK(((char *)blk)[0] == 0x5a && ((char *)blk)[4095] == 0x5a,
			 "the application's page keeps its bytes");
		vt_note("with the page taken, clSVMAlloc gave %s", q ? "another address" : "NULL");
		clSVMFree(c.ctx, q);
		munmap(blk, 4096);
		q = clSVMAlloc(c.ctx, CL_MEM_READ_WRITE, sz, 0);
		VT_CHECK(q, "with the page free again, clSVMAlloc succeeds (%p)", (void *)q);
		clSVMFree(c.ctx, q);
	}
	clReleaseKernel(walk);
	clReleaseKernel(inc);
	clReleaseProgram(prog);
	vt_cl_close(&c);
	return vt_finish();
}
