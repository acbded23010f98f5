/* SPDX-License-Identifier: MIT */
/*
 * 2D images through virtcl (spec 5.3), each checked against a CPU model: write and read with
 * non-zero origins and row pitches, copies between images with non-zero origins on both sides,
 * image <-> buffer copies, fill, and a kernel that samples an image through a sampler argument
 * (clamp-to-edge, nearest, unnormalized coordinates), including coordinates outside the image.
 */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#define W 16
#define H 8
#define PX 4 /* RGBA, 8 bits a channel */

static void pattern(uint8_t *p, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)(i * 37u + seed * 11u + 1u);
}

/* Copy a region of pixels between two packed-or-pitched pixel arrays. */
static void px_model(uint8_t *dst, size_t drow, size_t dx, size_t dy, const uint8_t *src, size_t srow,
		     size_t sx, size_t sy, size_t w, size_t h)
{
	for (size_t y = 0; y < h; y++)
		memcpy(dst + (dy + y) * drow + dx * PX, src + (sy + y) * srow + sx * PX, w * PX);
}

static const char *ksrc =
	"__kernel void sample(__read_only image2d_t img, sampler_t s, __global uint4 *out, int dx, int dy)\n"
	"{\n"
	"    int x = get_global_id(0), y = get_global_id(1);\n"
	"    out[y * get_global_size(0) + x] = read_imageui(img, s, (int2)(x + dx, y + dy));\n"
	"}\n";

int main(void)
{
	struct vt_cl c;
	cl_int err;
	cl_bool images = CL_FALSE;
	cl_image_format fmt = { CL_RGBA, CL_UNSIGNED_INT8 };
	cl_image_desc desc = { .image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = W, .image_height = H };
	uint8_t init[W * H * PX], model[W * H * PX], got[W * H * PX], host[1024];
	cl_mem img, img2;
	size_t origin[3], region[3];

	vt_start("integration.images", 80);
	vt_cl_open(&c);
	clGetDeviceInfo(c.device, CL_DEVICE_IMAGE_SUPPORT, sizeof(images), &images, NULL);
	if (!images)
		vt_skip("the host device has no image support (CL_DEVICE_IMAGE_SUPPORT is false)");
	{
		cl_image_format fmts[256];
		cl_uint n = 0;
		bool found = false;
		VT_CL(clGetSupportedImageFormats(c.ctx, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, 256, fmts,
						 &n));
		for (cl_uint i = 0; i < n && i < 256; i++)
			found |= fmts[i].image_channel_order == CL_RGBA &&
				 fmts[i].image_channel_data_type == CL_UNSIGNED_INT8;
		VT_CHECK(n > 0 && found, "clGetSupportedImageFormats lists %u formats, CL_RGBA/CL_UNSIGNED_INT8 "
					 "among them",
			 n);
		if (!found)
			vt_skip("CL_RGBA/CL_UNSIGNED_INT8 2D images are not supported here");
	}
	pattern(init, sizeof(init), 1);
	img = clCreateImage(c.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, &fmt, &desc, init, &err);
	VT_REQUIRE(img, "clCreateImage 16x8 RGBA8UI with initial contents (%s)", vt_err(err));
	img2 = clCreateImage(c.ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
	VT_REQUIRE(img2, "second image (%s)", vt_err(err));
	memcpy(model, init, sizeof(model));
	{
		size_t es = 0, rp = 0;
		clGetImageInfo(img, CL_IMAGE_ELEMENT_SIZE, sizeof(es), &es, NULL);
		clGetImageInfo(img, CL_IMAGE_ROW_PITCH, sizeof(rp), &rp, NULL);
		VT_CHECK(es == PX && rp >= W * PX, "CL_IMAGE_ELEMENT_SIZE 4, CL_IMAGE_ROW_PITCH >= 64 (%zu, %zu)",
			 es, rp);
	}

	/* whole-image read: the initial contents */
	origin[0] = origin[1] = origin[2] = 0;
	region[0] = W, region[1] = H, region[2] = 1;
	VT_CL(clEnqueueReadImage(c.q, img, CL_TRUE, origin, region, 0, 0, got, 0, NULL, NULL));
	VT_CHECK(!memcmp(got, model, sizeof(got)), "whole-image read returns the initial contents");

	/* write 5x4 at (3,2) from host memory with a row pitch of 8 pixels */
	{
		size_t o[3] = { 3, 2, 0 }, r[3] = { 5, 4, 1 }, hrow = 8 * PX;
		pattern(host, sizeof(host), 2);
		VT_CL(clEnqueueWriteImage(c.q, img, CL_TRUE, o, r, hrow, 0, host, 0, NULL, NULL));
		px_model(model, W * PX, 3, 2, host, hrow, 0, 0, 5, 4);
		VT_CL(clEnqueueReadImage(c.q, img, CL_TRUE, origin, region, 0, 0, got, 0, NULL, NULL));
		VT_CHECK(!memcmp(got, model, sizeof(got)),
			 "clEnqueueWriteImage 5x4 at (3,2), input_row_pitch 32: the image is the model");
	}
	/* read 6x3 at (2,1), packed and with a row pitch */
	{
		size_t o[3] = { 2, 1, 0 }, r[3] = { 6, 3, 1 }, hrow = 10 * PX;
		uint8_t want[1024];
		memset(host, 0, sizeof(host));
		VT_CL(clEnqueueReadImage(c.q, img, CL_TRUE, o, r, 0, 0, host, 0, NULL, NULL));
		memset(want, 0, sizeof(want));
		px_model(want, 6 * PX, 0, 0, model, W * PX, 2, 1, 6, 3);
		VT_CHECK(!memcmp(host, want, 6 * 3 * PX), "clEnqueueReadImage 6x3 at (2,1), packed");
		memset(host, 0xee, sizeof(host));
		memset(want, 0xee, sizeof(want));
		VT_CL(clEnqueueReadImage(c.q, img, CL_TRUE, o, r, hrow, 0, host, 0, NULL, NULL));
		px_model(want, hrow, 0, 0, model, W * PX, 2, 1, 6, 3);
		{
			bool in_ok = true;
			for (int y = 0; y < 3; y++)
				in_ok &= !memcmp(host + y * hrow, want + y * hrow, 6 * PX);
			VT_CHECK(in_ok, "clEnqueueReadImage 6x3 at (2,1), row_pitch 40: the pixels land");
		}
		VT_CHECK(!memcmp(host, want, sizeof(host)),
			 "clEnqueueReadImage with row_pitch 40 leaves the application's bytes between "
			 "the rows alone");
	}

	/* copy 5x3 from (1,1) of img to (9,4) of img2 */
	{
		size_t so[3] = { 1, 1, 0 }, d0[3] = { 0, 0, 0 }, doo[3] = { 9, 4, 0 }, r[3] = { 5, 3, 1 };
		uint8_t m2[W * H * PX];
		VT_CL(clEnqueueFillImage(c.q, img2, (cl_uint[4]){ 1, 2, 3, 4 }, d0, region, 0, NULL, NULL));
		for (int i = 0; i < W * H; i++)
			memcpy(m2 + i * PX, (uint8_t[4]){ 1, 2, 3, 4 }, PX);
		VT_CL(clEnqueueCopyImage(c.q, img, img2, so, doo, r, 0, NULL, NULL));
		px_model(m2, W * PX, 9, 4, model, W * PX, 1, 1, 5, 3);
		VT_CL(clEnqueueReadImage(c.q, img2, CL_TRUE, origin, region, 0, 0, got, 0, NULL, NULL));
		VT_CHECK(!memcmp(got, m2, sizeof(got)),
			 "clEnqueueFillImage (1,2,3,4) then clEnqueueCopyImage 5x3 (1,1) -> (9,4): the "
			 "image is the model");
	}

	/* image -> buffer -> image */
	{
		size_t so[3] = { 2, 2, 0 }, r[3] = { 4, 3, 1 }, doo[3] = { 0, 5, 0 };
		cl_mem b = clCreateBuffer(c.ctx, CL_MEM_READ_WRITE, 1024, NULL, &err);
		uint8_t want[4 * 3 * PX];
		VT_REQUIRE(b, "clCreateBuffer (%s)", vt_err(err));
		VT_CL(clEnqueueCopyImageToBuffer(c.q, img, b, so, r, 16, 0, NULL, NULL));
		px_model(want, 4 * PX, 0, 0, model, W * PX, 2, 2, 4, 3);
		VT_CL(clEnqueueReadBuffer(c.q, b, CL_TRUE, 16, sizeof(want), host, 0, NULL, NULL));
		VT_CHECK(!memcmp(host, want, sizeof(want)),
			 "clEnqueueCopyImageToBuffer 4x3 at (2,2) into the buffer at offset 16");
		VT_CL(clEnqueueCopyBufferToImage(c.q, b, img, 16, doo, r, 0, NULL, NULL));
		px_model(model, W * PX, 0, 5, want, 4 * PX, 0, 0, 4, 3);
		VT_CL(clEnqueueReadImage(c.q, img, CL_TRUE, origin, region, 0, 0, got, 0, NULL, NULL));
		VT_CHECK(!memcmp(got, model, sizeof(got)),
			 "clEnqueueCopyBufferToImage back to (0,5): the image is the model");
		clReleaseMemObject(b);
	}

	/* a kernel samples the image through a sampler argument, including outside the image */
	{
		cl_program p = vt_cl_build(&c, ksrc, NULL);
		cl_kernel k = p ? vt_cl_kernel(p, "sample") : NULL;
		cl_sampler s = clCreateSampler(c.ctx, CL_FALSE, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_NEAREST,
					       &err);
		cl_mem out = clCreateBuffer(c.ctx, CL_MEM_WRITE_ONLY, W * H * 4 * sizeof(cl_uint), NULL, &err);
		cl_uint res[W * H * 4];
		size_t gws[2] = { W, H };
		cl_int dx = -2, dy = 3;
		bool ok = true;
		VT_REQUIRE(k && s && out, "sampling kernel, sampler and output buffer");
		VT_CL(clSetKernelArg(k, 0, sizeof(img), &img));
		VT_CL(clSetKernelArg(k, 1, sizeof(s), &s));
		VT_CL(clSetKernelArg(k, 2, sizeof(out), &out));
		VT_CL(clSetKernelArg(k, 3, sizeof(dx), &dx));
		VT_CL(clSetKernelArg(k, 4, sizeof(dy), &dy));
		VT_CL(clEnqueueNDRangeKernel(c.q, k, 2, NULL, gws, NULL, 0, NULL, NULL));
		VT_CL(clEnqueueReadBuffer(c.q, out, CL_TRUE, 0, sizeof(res), res, 0, NULL, NULL));
		for (int y = 0; y < H; y++)
			for (int x = 0; x < W; x++) {
				int sx = x + dx, sy = y + dy;
				sx = sx < 0 ? 0 : sx >= W ? W - 1 : sx;
				sy = sy < 0 ? 0 : sy >= H ? H - 1 : sy;
				for (int ch = 0; ch < 4; ch++)
					ok &= res[(y * W + x) * 4 + ch] == model[(sy * W + sx) * PX + ch];
			}
		VT_CHECK(ok, "read_imageui through a clamp-to-edge/nearest sampler argument, shifted by "
			     "(-2,3), equals the model");
		{
			cl_addressing_mode am = 0;
			cl_context sc = NULL;
			clGetSamplerInfo(s, CL_SAMPLER_ADDRESSING_MODE, sizeof(am), &am, NULL);
			clGetSamplerInfo(s, CL_SAMPLER_CONTEXT, sizeof(sc), &sc, NULL);
			VT_CHECK(am == CL_ADDRESS_CLAMP_TO_EDGE && sc == c.ctx,
				 "sampler info: CL_ADDRESS_CLAMP_TO_EDGE, the application's context");
		}
		clReleaseMemObject(out);
		clReleaseSampler(s);
		clReleaseKernel(k);
		clReleaseProgram(p);
	}

	/* out-of-range regions are refused */
	{
		size_t o[3] = { 12, 0, 0 }, r[3] = { 5, 1, 1 };
		VT_CL_EQ(clEnqueueReadImage(c.q, img, CL_TRUE, o, r, 0, 0, host, 0, NULL, NULL),
			 CL_INVALID_VALUE);
		VT_CL_EQ(clEnqueueWriteImage(c.q, img, CL_TRUE, o, r, 0, 0, host, 0, NULL, NULL),
			 CL_INVALID_VALUE);
	}

	/* num_mip_levels and num_samples must be 0 (spec 5.3.1.2): an error, and the session goes on
	 * (PoCL 3.1 itself calls exit() here; found by tests/fuzz) */
	{
		cl_image_desc d2 = desc;
		cl_mem bad;
		size_t o[3] = { 0, 0, 0 }, r[3] = { W, H, 1 };
		d2.num_mip_levels = 1;
		bad = clCreateImage(c.ctx, CL_MEM_READ_WRITE, &fmt, &d2, NULL, &err);
		VT_CHECK(!bad && err == CL_INVALID_IMAGE_DESCRIPTOR,
			 "clCreateImage with num_mip_levels 1 -> CL_INVALID_IMAGE_DESCRIPTOR (got %s)",
			 vt_err(err));
		d2.num_mip_levels = 0;
		d2.num_samples = 2;
		bad = clCreateImage(c.ctx, CL_MEM_READ_WRITE, &fmt, &d2, NULL, &err);
		VT_CHECK(!bad && err == CL_INVALID_IMAGE_DESCRIPTOR,
			 "clCreateImage with num_samples 2 -> CL_INVALID_IMAGE_DESCRIPTOR (got %s)",
			 vt_err(err));
		VT_CL_EQ(clEnqueueReadImage(c.q, img, CL_TRUE, o, r, 0, 0, got, 0, NULL, NULL), CL_SUCCESS);
	}

	/* an image of a buffer of another context: CL_INVALID_IMAGE_DESCRIPTOR, and the session goes
	 * on (PoCL 3.1 asserts on it: the session's process ended, every object lost) */
	{
		cl_context other = clCreateContext(NULL, 1, &c.device, NULL, NULL, &err);
		cl_mem ob = other ? clCreateBuffer(other, CL_MEM_READ_WRITE, 4096, NULL, &err) : NULL;
		cl_image_format f1 = { CL_R, CL_SIGNED_INT32 };
		cl_image_desc d1 = { .image_type = CL_MEM_OBJECT_IMAGE1D_BUFFER, .image_width = 64,
				     .buffer = ob };
		size_t o[3] = { 0, 0, 0 }, r[3] = { W, H, 1 };
		cl_mem bad = ob ? clCreateImage(c.ctx, 0, &f1, &d1, NULL, &err) : NULL;
		VT_CHECK(ob && !bad && err == CL_INVALID_IMAGE_DESCRIPTOR,
			 "a 1D image of a buffer of another context -> CL_INVALID_IMAGE_DESCRIPTOR (got %s)",
			 vt_err(err));
		VT_CL_EQ(clEnqueueReadImage(c.q, img, CL_TRUE, o, r, 0, 0, got, 0, NULL, NULL), CL_SUCCESS);
		if (ob)
			clReleaseMemObject(ob);
		if (other)
			clReleaseContext(other);
	}

	clReleaseMemObject(img2);
	clReleaseMemObject(img);
	vt_cl_close(&c);
	return vt_finish();
}
