/* SPDX-License-Identifier: MIT */
/*
 * The four front-end helpers the generated encoders (src/frontend/gen/vn_enc.c) call, for a test
 * that speaks the raw wire without libvirtcl (hostile.c): its "handles" are the wire IDs
 * themselves, (cl_context)(uintptr_t)0x20 for context ID 0x20, so that a well-formed message is
 * built by the encoder the ICD uses and a malformed one from those bytes. In the ICD these live in
 * src/frontend (vcl_fe_obj.c, vcl_fe_conn.c): there a handle is an object whose ID travels.
 */
#include "vcl_fe.h"

#include <string.h>

/* The handle as its ID: one u64 item. */
void vcl_enc_obj(struct vcl_enc *e, const void *o)
{
	vcl_enc_u64(e, (uint64_t)(uintptr_t)o);
}

/* Presence, then n IDs (none if objs is NULL), as the front-end's. */
void vcl_enc_objs(struct vcl_enc *e, const void *const *objs, cl_uint n)
{
	vcl_enc_u64(e, objs != NULL);
	for (cl_uint i = 0; objs && i < n; i++)
		vcl_enc_obj(e, objs[i]);
}

/* Presence, the count of name/value pairs before the terminating 0, then the pairs as u64 items;
 * values pass as they are (a handle-valued property is the ID itself here). */
void vcl_enc_props(struct vcl_enc *e, const void *props, size_t elem)
{
	const uint8_t *p = props;
	uint64_t n = 0;

	vcl_enc_u64(e, props != NULL);
	if (!props)
		return;
	for (;;) {
		uint64_t name = 0;
		memcpy(&name, p + (size_t)(2 * n) * elem, elem);
		if (!name || n >= VCL_MAX_PROPS)
			break;
		n++;
	}
	vcl_enc_u64(e, n);
	for (uint64_t i = 0; i < 2 * n; i++) {
		uint64_t v = 0;
		memcpy(&v, p + (size_t)i * elem, elem);
		vcl_enc_u64(e, v);
	}
}

/* Always inline: the tests send no item large enough to be staged (VCL_OP_STAGE is sent as it
 * is where a test wants it). */
cl_int vcl_fe_enc_large(struct vcl_enc *e, const void *p, size_t n, uint64_t *inline_total)
{
	*inline_total += n;
	vcl_enc_buf(e, p, n);
	return CL_SUCCESS;
}
