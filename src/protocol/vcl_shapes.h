/* SPDX-License-Identifier: MIT */
/*
 * Shapes of guest memory that OpenCL calls describe by parameters rather than by a length: the
 * host-memory extent of rectangular and image transfers, image element sizes, and the clGet*Info
 * size-query convention. Front-end and back-end compute them with the same code, so the length the
 * front-end sends is the length the back-end checks.
 */
#ifndef VCL_SHAPES_H
#define VCL_SHAPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Bytes of host memory a rectangular transfer touches (spec 5.2.3, clEnqueueReadBufferRect):
 * region[0] bytes per row, region[1] rows, region[2] slices; row_pitch 0 means region[0], slice_pitch
 * 0 means row_pitch * region[1]. origin (may be NULL) is where the transfer starts in that memory.
 * Returns false on a zero region or arithmetic overflow. *start gets the byte offset of origin,
 * *span the bytes from there to the last byte touched; pitches are replaced by their defaults.
 */
bool vcl_rect_extent(const size_t origin[3], const size_t region[3], size_t *row_pitch,
		     size_t *slice_pitch, size_t *start, size_t *span);

/*
 * Bytes of host memory an image's host_ptr covers (spec 5.3.1, clCreateImage): from the format, the
 * image type and sizes, and the pitches (0 = tightly packed). False for an unknown format, a
 * zero size or overflow.
 */
bool vcl_image_host_extent(uint32_t channel_order, uint32_t channel_type, uint32_t image_type,
			   size_t width, size_t height, size_t depth, size_t array_size,
			   size_t row_pitch, size_t slice_pitch, size_t *span);

/* Bytes per element of an image format (spec 5.3.1.1); 0 if the format is unknown. */
size_t vcl_image_elem_size(uint32_t channel_order, uint32_t channel_type);

/*
 * The clGet*Info convention (spec 4.1 and every query): value may be NULL; if it is not, size must be
 * at least n (else CL_INVALID_VALUE) and n bytes are copied; size_ret (may be NULL) gets n.
 * Returns CL_SUCCESS or CL_INVALID_VALUE.
 */
int32_t vcl_info_put(const void *src, size_t n, size_t size, void *value, size_t *size_ret);

#endif
