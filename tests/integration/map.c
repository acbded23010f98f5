/* SPDX-License-Identifier: MIT */
/*
 * Mapping buffers through virtcl (spec 5.2.4, 5.4): a read-mapping holds the buffer's data, a
 * write-mapping's data is in the buffer after unmap, offsets map the right bytes, CL_MEM_MAP_COUNT
 * follows maps and unmaps, CL_MAP_WRITE_INVALIDATE_REGION writes back, and a CL_MEM_USE_HOST_PTR
 * buffer maps to host_ptr + offset with the data a kernel wrote there after a blocking map.
 */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#define N 4096 /* uint32 elements */

static cl_uint map_count(cl_mem m)
{
	cl_uint n = 12345;

	clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof(n), &n, NULL);
	return n;
}

static const char *src = "__kernel void iota(__global uint *x, uint base)\n"
			 "{ x[get_global_id(0)] = base + (uint)get_global_id(0); }\n";

int main(void)
{
	struct vt_cl c;
	cl_int err;
	cl_mem buf, uhp;
	cl_program prog;
	cl_kernel k;
	uint32_t init[N], back[N], *host;
	uint32_t *p, *p2;
	cl_event ev;
	bool ok;

	vt_start("integration.map", 80);
	vt_cl_open(&c);
	for (int i = 0; i < N; i++)
		init[i] = (uint32_t)i * 3u + 7u;
	buf = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof(init), init, &err);
	VT_REQUIRE(buf, "clCreateBuffer (%s)", vt_err(err));

	/* read-mapping of the whole buffer */
	VT_CHECK(map_count(buf) == 0, "CL_MEM_MAP_COUNT is 0 before any map (%u)", map_count(buf));
	p = clEnqueueMapBuffer(c.q, buf, CL_TRUE, CL_MAP_READ, 0, sizeof(init), 0, NULL, NULL, &err);
	VT_CHECK(p && err == CL_SUCCESS, "blocking clEnqueueMapBuffer(CL_MAP_READ) (%s)", vt_err(err));
	VT_CHECK(p && !memcmp(p, init, sizeof(init)), "read-mapping holds the buffer's data");
	VT_CHECK(map_count(buf) == 1, "CL_MEM_MAP_COUNT is 1 while mapped (%u)", map_count(buf));

	/* a second mapping of a sub-range, at an offset */
	p2 = clEnqueueMapBuffer(c.q, buf, CL_TRUE, CL_MAP_READ, 100 * sizeof(uint32_t),
				50 * sizeof(uint32_t), 0, NULL, NULL, &err);
	VT_CHECK(p2 && err == CL_SUCCESS, "second blocking map at offset 400 (%s)", vt_err(err));
	VT_CHECK(p2 && !memcmp(p2, init + 100, 50 * sizeof(uint32_t)),
		 "mapping at offset 400 holds bytes 400..599 of the buffer");
	VT_CHECK(map_count(buf) == 2, "CL_MEM_MAP_COUNT is 2 with two mappings (%u)", map_count(buf));
	VT_CL(clEnqueueUnmapMemObject(c.q, buf, p2, 0, NULL, NULL));
	VT_CL(clEnqueueUnmapMemObject(c.q, buf, p, 0, NULL, &ev));
	VT_CL(clWaitForEvents(1, &ev));
	clReleaseEvent(ev);
	VT_CHECK(map_count(buf) == 0, "CL_MEM_MAP_COUNT is 0 after both unmaps (%u)", map_count(buf));
	VT_CL_EQ(clEnqueueUnmapMemObject(c.q, buf, init, 0, NULL, NULL), CL_INVALID_VALUE);

	/* write-mapping at an offset: the written bytes are in the buffer after unmap */
	p = clEnqueueMapBuffer(c.q, buf, CL_TRUE, CL_MAP_WRITE, 1024 * sizeof(uint32_t),
			       256 * sizeof(uint32_t), 0, NULL, NULL, &err);
	VT_CHECK(p && err == CL_SUCCESS, "blocking clEnqueueMapBuffer(CL_MAP_WRITE) at offset 4096 (%s)",
		 vt_err(err));
	if (p) {
		for (int i = 0; i < 256; i++)
			p[i] = 0xabc00000u + (uint32_t)i;
		VT_CL(clEnqueueUnmapMemObject(c.q, buf, p, 0, NULL, NULL));
	}
	VT_CL(clEnqueueReadBuffer(c.q, buf, CL_TRUE, 0, sizeof(back), back, 0, NULL, NULL));
	ok = true;
	for (int i = 0; i < N; i++)
		ok &= back[i] == (i >= 1024 && i < 1280 ? 0xabc00000u + (uint32_t)(i - 1024) : init[i]);
	VT_CHECK(ok, "after unmap the buffer holds the written range and nothing else changed");

	/* non-blocking map: the data is there once its event is complete */
	p = clEnqueueMapBuffer(c.q, buf, CL_FALSE, CL_MAP_READ, 0, sizeof(init), 0, NULL, &ev, &err);
	VT_CHECK(p && err == CL_SUCCESS, "non-blocking clEnqueueMapBuffer (%s)", vt_err(err));
	VT_CL(clWaitForEvents(1, &ev));
	VT_CHECK(p && !memcmp(p, back, sizeof(back)), "non-blocking mapping holds the data after its event");
	clReleaseEvent(ev);
	if (p)
		VT_CL(clEnqueueUnmapMemObject(c.q, buf, p, 0, NULL, NULL));

	/* CL_MAP_WRITE_INVALIDATE_REGION: whatever the mapping held, what is written lands */
	p = clEnqueueMapBuffer(c.q, buf, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, 512 * sizeof(uint32_t),
			       0, NULL, NULL, &err);
	VT_CHECK(p && err == CL_SUCCESS, "clEnqueueMapBuffer(CL_MAP_WRITE_INVALIDATE_REGION) (%s)",
		 vt_err(err));
	VT_CHECK(map_count(buf) == 1, "CL_MEM_MAP_COUNT is 1 for an invalidate-mapping (%u)",
		 map_count(buf));
	if (p) {
		for (int i = 0; i < 512; i++)
			p[i] = 0x51000000u + (uint32_t)i;
		VT_CL(clEnqueueUnmapMemObject(c.q, buf, p, 0, NULL, NULL));
	}
	VT_CL(clFinish(c.q));
	VT_CL(clEnqueueReadBuffer(c.q, buf, CL_TRUE, 0, sizeof(back), back, 0, NULL, NULL));
	ok = true;
	for (int i = 0; i < 512; i++)
		ok &= back[i] == 0x51000000u + (uint32_t)i;
	for (int i = 1024; i < 1280; i++)
		ok &= back[i] == 0xabc00000u + (uint32_t)(i - 1024);
	VT_CHECK(ok, "after unmap the invalidated range holds what was written, the rest is intact");

	/* CL_MEM_USE_HOST_PTR: map returns host_ptr + offset; a kernel's writes are there */
	host = malloc(sizeof(init));
	VT_REQUIRE(host, "host memory");
	memcpy(host, init, sizeof(init));
	uhp = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, sizeof(init), host, &err);
	VT_REQUIRE(uhp, "clCreateBuffer(CL_MEM_USE_HOST_PTR) (%s)", vt_err(err));
	{
		void *hp = NULL;
		clGetMemObjectInfo(uhp, CL_MEM_HOST_PTR, sizeof(hp), &hp, NULL);
		VT_CHECK(hp == host, "CL_MEM_HOST_PTR is the application's pointer");
	}
	prog = vt_cl_build(&c, src, NULL);
	VT_REQUIRE(prog, "kernel builds");
	k = vt_cl_kernel(prog, "iota");
	VT_REQUIRE(k, "clCreateKernel(iota)");
	{
		cl_uint base = 1000000;
		size_t gws = N;
		VT_CL(clSetKernelArg(k, 0, sizeof(uhp), &uhp));
		VT_CL(clSetKernelArg(k, 1, sizeof(base), &base));
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 0, NULL, NULL));
	}
	p = clEnqueueMapBuffer(c.q, uhp, CL_TRUE, CL_MAP_READ, 64 * sizeof(uint32_t),
			       128 * sizeof(uint32_t), 0, NULL, NULL, &err);
	VT_CHECK(err == CL_SUCCESS && p == host + 64,
		 "blocking map of a CL_MEM_USE_HOST_PTR buffer returns host_ptr + offset (%s, %p vs %p)",
		 vt_err(err), (void *)p, (void *)(host + 64));
	ok = true;
	for (int i = 64; i < 192; i++)
		ok &= host[i] == 1000000u + (uint32_t)i;
	VT_CHECK(ok, "the kernel's results are in host_ptr's mapped range after the blocking map");
	if (p)
		VT_CL(clEnqueueUnmapMemObject(c.q, uhp, p, 0, NULL, NULL));
	/* write through the host pointer while mapped for writing, then a kernel-free read-back */
	p = clEnqueueMapBuffer(c.q, uhp, CL_TRUE, CL_MAP_WRITE, 0, 16 * sizeof(uint32_t), 0, NULL, NULL,
			       &err);
	VT_CHECK(err == CL_SUCCESS && p == host, "write-map at offset 0 returns host_ptr (%s)",
		 vt_err(err));
	if (p) {
		for (int i = 0; i < 16; i++)
			p[i] = 0xfeed0000u + (uint32_t)i;
		VT_CL(clEnqueueUnmapMemObject(c.q, uhp, p, 0, NULL, NULL));
	}
	memset(back, 0, sizeof(back));
	VT_CL(clEnqueueReadBuffer(c.q, uhp, CL_TRUE, 0, 32 * sizeof(uint32_t), back, 0, NULL, NULL));
	ok = true;
	for (int i = 0; i < 16; i++)
		ok &= back[i] == 0xfeed0000u + (uint32_t)i;
	for (int i = 16; i < 32; i++)
		ok &= back[i] == 1000000u + (uint32_t)i;
	VT_CHECK(ok, "bytes written into a USE_HOST_PTR write-mapping are in the buffer after unmap");
	VT_CHECK(map_count(uhp) == 0, "CL_MEM_MAP_COUNT of the USE_HOST_PTR buffer is 0 at the end (%u)",
		 map_count(uhp));

	clReleaseKernel(k);
	clReleaseProgram(prog);
	clReleaseMemObject(uhp);
	clReleaseMemObject(buf);
	vt_cl_close(&c);
	free(host);
	return vt_finish();
}
