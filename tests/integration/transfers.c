/* SPDX-License-Identifier: MIT */
/*
 * Buffer transfers through virtcl, each checked against a model computed on the CPU: rectangular
 * reads, writes and copies (2D and 3D, non-zero origins on both sides, pitches with gaps), where
 * the application's bytes outside the rectangle must stay as they were (spec 5.2.3); fills with
 * patterns of several sizes; clEnqueueCopyBuffer; sub-buffers seen through their parent and by a
 * kernel.
 */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#define BW 64  /* buffer row pitch, bytes */
#define BS 512 /* buffer slice pitch: 8 rows */
#define BSIZE (BS * 4)

static void pattern(uint8_t *p, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)(i * 131u + seed * 7u + (i >> 8));
}

/* CPU model of one rectangular copy (spec 5.2.3 addressing). */
static void rect_model(uint8_t *dst, const size_t dorg[3], size_t drow, size_t dslice,
		       const uint8_t *src, const size_t sorg[3], size_t srow, size_t sslice,
		       const size_t region[3])
{
	for (size_t z = 0; z < region[2]; z++)
		for (size_t y = 0; y < region[1]; y++)
			memcpy(dst + (dorg[2] + z) * dslice + (dorg[1] + y) * drow + dorg[0],
			       src + (sorg[2] + z) * sslice + (sorg[1] + y) * srow + sorg[0], region[0]);
}

static size_t first_diff(const uint8_t *a, const uint8_t *b, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (a[i] != b[i])
			return i;
	return n;
}

int main(void)
{
	struct vt_cl c;
	cl_int err;
	cl_mem buf, buf2;
	uint8_t dev[BSIZE], model[BSIZE], host[4096], hmodel[4096];
	size_t d;

	vt_start("integration.transfers", 80);
	vt_cl_open(&c);
	pattern(dev, sizeof(dev), 1);
	buf = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, BSIZE, dev, &err);
	buf2 = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, BSIZE, NULL, &err);
	VT_REQUIRE(buf && buf2, "two %d-byte buffers", BSIZE);
	memcpy(model, dev, sizeof(model));

	/* ---- rect write, 3D, non-zero origins, host pitches with gaps ---- */
	{
		size_t borg[3] = { 5, 2, 1 }, horg[3] = { 3, 1, 1 }, region[3] = { 20, 4, 2 };
		size_t hrow = 40, hslice = 40 * 7;
		pattern(host, sizeof(host), 2);
		VT_CL(clEnqueueWriteBufferRect(c.q, buf, CL_TRUE, borg, horg, region, BW, BS, hrow, hslice,
					       host, 0, NULL, NULL));
		rect_model(model, borg, BW, BS, host, horg, hrow, hslice, region);
		VT_CL(clEnqueueReadBuffer(c.q, buf, CL_TRUE, 0, BSIZE, dev, 0, NULL, NULL));
		d = first_diff(dev, model, BSIZE);
		VT_CHECK(d == BSIZE,
			 "clEnqueueWriteBufferRect 20x4x2 at buffer (5,2,1) from host (3,1,1): "
			 "the buffer is the CPU model (first difference at %zu)",
			 d);
	}

	/* ---- rect read: the rectangle lands, the application's bytes around it stay ---- */
	{
		size_t borg[3] = { 7, 1, 0 }, horg[3] = { 9, 2, 0 }, region[3] = { 30, 5, 1 };
		size_t hrow = 100;
		memset(host, 0xee, sizeof(host));
		memset(hmodel, 0xee, sizeof(hmodel));
		VT_CL(clEnqueueReadBufferRect(c.q, buf, CL_TRUE, borg, horg, region, BW, 0, hrow, 0, host,
					      0, NULL, NULL));
		rect_model(hmodel, horg, hrow, hrow * 8, model, borg, BW, BW * region[1], region);
		{
			bool in_ok = true;
			for (size_t y = 0; y < region[1]; y++)
				in_ok &= !memcmp(host + (horg[1] + y) * hrow + horg[0],
						 hmodel + (horg[1] + y) * hrow + horg[0], region[0]);
			VT_CHECK(in_ok, "clEnqueueReadBufferRect 30x5 from buffer (7,1) to host (9,2): "
					"the rectangle holds the buffer's bytes");
		}
		d = first_diff(host, hmodel, sizeof(host));
		VT_CHECK(d == sizeof(host),
			 "clEnqueueReadBufferRect leaves the application's bytes between the rows alone "
			 "(first difference at host offset %zu: got %#x, had %#x)",
			 d, d < sizeof(host) ? host[d] : 0, d < sizeof(host) ? hmodel[d] : 0);
	}
	{
		/* the same with a 3D rectangle and a slice gap, non-blocking, waited for with clFinish */
		size_t borg[3] = { 0, 3, 1 }, horg[3] = { 1, 0, 1 }, region[3] = { 16, 3, 3 };
		size_t hrow = 24, hslice = 24 * 5;
		memset(host, 0x11, sizeof(host));
		memset(hmodel, 0x11, sizeof(hmodel));
		VT_CL(clEnqueueReadBufferRect(c.q, buf, CL_FALSE, borg, horg, region, BW, BS, hrow, hslice,
					      host, 0, NULL, NULL));
		VT_CL(clFinish(c.q));
		rect_model(hmodel, horg, hrow, hslice, model, borg, BW, BS, region);
		{
			bool in_ok = true;
			for (size_t z = 0; z < region[2]; z++)
				for (size_t y = 0; y < region[1]; y++) {
					size_t o = (horg[2] + z) * hslice + (horg[1] + y) * hrow + horg[0];
					in_ok &= !memcmp(host + o, hmodel + o, region[0]);
				}
			VT_CHECK(in_ok, "non-blocking 3D clEnqueueReadBufferRect 16x3x3: the rectangle "
					"holds the buffer's bytes by clFinish");
		}
		d = first_diff(host, hmodel, sizeof(host));
		VT_CHECK(d == sizeof(host),
			 "non-blocking 3D clEnqueueReadBufferRect leaves the bytes between rows and slices "
			 "alone (first difference at host offset %zu)",
			 d);
	}

	/* ---- rect copy between buffers, and within one buffer (no overlap) ---- */
	{
		size_t sorg[3] = { 4, 1, 0 }, dorg[3] = { 10, 0, 2 }, region[3] = { 12, 3, 2 };
		uint8_t m2[BSIZE];
		pattern(dev, sizeof(dev), 3);
		VT_CL(clEnqueueWriteBuffer(c.q, buf2, CL_TRUE, 0, BSIZE, dev, 0, NULL, NULL));
		memcpy(m2, dev, sizeof(m2));
		VT_CL(clEnqueueCopyBufferRect(c.q, buf, buf2, sorg, dorg, region, BW, BS, BW, BS, 0, NULL,
					      NULL));
		rect_model(m2, dorg, BW, BS, model, sorg, BW, BS, region);
		VT_CL(clEnqueueReadBuffer(c.q, buf2, CL_TRUE, 0, BSIZE, dev, 0, NULL, NULL));
		d = first_diff(dev, m2, BSIZE);
		VT_CHECK(d == BSIZE, "clEnqueueCopyBufferRect 12x3x2 (4,1,0) -> (10,0,2) equals the model "
				     "(first difference at %zu)",
			 d);
		VT_CL_EQ(clEnqueueCopyBufferRect(c.q, buf, buf, sorg, sorg, region, BW, BS, BW, BS, 0, NULL,
						 NULL),
			 CL_MEM_COPY_OVERLAP);
	}

	/* ---- fill with patterns of 1, 4 and 16 bytes ---- */
	{
		uint8_t p1 = 0x3c;
		cl_uint p4 = 0xdeadbeef;
		uint8_t p16[16];
		pattern(p16, 16, 9);
		VT_CL(clEnqueueFillBuffer(c.q, buf, &p1, 1, 3, 61, 0, NULL, NULL));
		memset(model + 3, 0x3c, 61);
		VT_CL(clEnqueueFillBuffer(c.q, buf, &p4, 4, 128, 64, 0, NULL, NULL));
		for (int i = 0; i < 16; i++)
			memcpy(model + 128 + 4 * i, &p4, 4);
		VT_CL(clEnqueueFillBuffer(c.q, buf, p16, 16, 1024, 256, 0, NULL, NULL));
		for (int i = 0; i < 16; i++)
			memcpy(model + 1024 + 16 * i, p16, 16);
		VT_CL(clEnqueueReadBuffer(c.q, buf, CL_TRUE, 0, BSIZE, dev, 0, NULL, NULL));
		d = first_diff(dev, model, BSIZE);
		VT_CHECK(d == BSIZE, "fills with 1-, 4- and 16-byte patterns equal the model (first "
				     "difference at %zu)",
			 d);
		VT_CL_EQ(clEnqueueFillBuffer(c.q, buf, &p4, 4, 2, 8, 0, NULL, NULL), CL_INVALID_VALUE);
		VT_CL_EQ(clEnqueueFillBuffer(c.q, buf, &p4, 3, 0, 9, 0, NULL, NULL), CL_INVALID_VALUE);
	}

	/* ---- clEnqueueCopyBuffer with offsets ---- */
	{
		uint8_t m2[BSIZE];
		VT_CL(clEnqueueReadBuffer(c.q, buf2, CL_TRUE, 0, BSIZE, m2, 0, NULL, NULL));
		VT_CL(clEnqueueCopyBuffer(c.q, buf, buf2, 100, 1500, 300, 0, NULL, NULL));
		memcpy(m2 + 1500, model + 100, 300);
		VT_CL(clEnqueueReadBuffer(c.q, buf2, CL_TRUE, 0, BSIZE, dev, 0, NULL, NULL));
		d = first_diff(dev, m2, BSIZE);
		VT_CHECK(d == BSIZE, "clEnqueueCopyBuffer 300 bytes 100 -> 1500 (first difference at %zu)", d);
		VT_CL_EQ(clEnqueueCopyBuffer(c.q, buf, buf2, BSIZE - 10, 0, 20, 0, NULL, NULL),
			 CL_INVALID_VALUE);
		VT_CL_EQ(clEnqueueReadBuffer(c.q, buf, CL_TRUE, BSIZE - 4, 8, dev, 0, NULL, NULL),
			 CL_INVALID_VALUE);
		VT_CL_EQ(clEnqueueWriteBuffer(c.q, buf, CL_TRUE, BSIZE, 1, dev, 0, NULL, NULL),
			 CL_INVALID_VALUE);
	}

	/* ---- sub-buffers ---- */
	{
		cl_uint align_bits = 0;
		size_t align;
		cl_buffer_region r1, r2;
		cl_mem s1, s2;
		static const char *ksrc =
			"__kernel void inc(__global uchar *x) { x[get_global_id(0)] += 1; }\n";
		cl_program p;
		cl_kernel k;
		clGetDeviceInfo(c.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof(align_bits), &align_bits,
				NULL);
		align = align_bits / 8;
		VT_REQUIRE(align > 0 && 3 * align <= BSIZE, "CL_DEVICE_MEM_BASE_ADDR_ALIGN of %zu bytes fits",
			   align);
		r1 = (cl_buffer_region){ align, align };
		r2 = (cl_buffer_region){ align + align / 2, align }; /* misaligned origin */
		s1 = clCreateSubBuffer(buf, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r1, &err);
		VT_CHECK(s1 != NULL, "sub-buffer at the alignment (%zu, %zu) (%s)", r1.origin, r1.size,
			 vt_err(err));
		s2 = clCreateSubBuffer(buf, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r2, &err);
		VT_CHECK(s2 == NULL && err == CL_MISALIGNED_SUB_BUFFER_OFFSET,
			 "sub-buffer at a misaligned origin -> CL_MISALIGNED_SUB_BUFFER_OFFSET (%s)",
			 vt_err(err));
		r2 = (cl_buffer_region){ BSIZE - 8, 16 };
		VT_CHECK(clCreateSubBuffer(buf, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r2, &err) ==
					 NULL &&
				 err == CL_INVALID_VALUE,
			 "sub-buffer past the parent's end -> CL_INVALID_VALUE (%s)", vt_err(err));
		if (s1) {
			uint8_t small[64], got[64];
			pattern(small, sizeof(small), 5);
			VT_CL(clEnqueueWriteBuffer(c.q, s1, CL_TRUE, 8, 64, small, 0, NULL, NULL));
			memcpy(model + align + 8, small, 64);
			VT_CL(clEnqueueReadBuffer(c.q, buf, CL_TRUE, 0, BSIZE, dev, 0, NULL, NULL));
			d = first_diff(dev, model, BSIZE);
			VT_CHECK(d == BSIZE, "a write to the sub-buffer at 8 is in the parent at %zu (first "
					     "difference at %zu)",
				 align + 8, d);
			VT_CL(clEnqueueReadBuffer(c.q, s1, CL_TRUE, 0, 64, got, 0, NULL, NULL));
			VT_CHECK(!memcmp(got, model + align, 64), "reading the sub-buffer reads the parent at %zu",
				 align);
			p = vt_cl_build(&c, ksrc, NULL);
			k = p ? vt_cl_kernel(p, "inc") : NULL;
			if (k) {
				size_t gws = align;
				VT_CL(clSetKernelArg(k, 0, sizeof(s1), &s1));
				VT_CL(clEnqueueNDRangeKernel(c.q, k, 1, NULL, &gws, NULL, 0, NULL, NULL));
				for (size_t i = 0; i < align; i++)
					model[align + i]++;
				VT_CL(clEnqueueReadBuffer(c.q, buf, CL_TRUE, 0, BSIZE, dev, 0, NULL, NULL));
				d = first_diff(dev, model, BSIZE);
				VT_CHECK(d == BSIZE, "a kernel on the sub-buffer changes exactly its range of "
						     "the parent (first difference at %zu)",
					 d);
				clReleaseKernel(k);
			}
			if (p)
				clReleaseProgram(p);
			clReleaseMemObject(s1);
		}
	}

	clReleaseMemObject(buf2);
	clReleaseMemObject(buf);
	vt_cl_close(&c);
	return vt_finish();
}
