/* SPDX-License-Identifier: MIT */
#include "vcl_wire.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

void vcl_enc_init(struct vcl_enc *e, uint16_t op, uint64_t tag)
{
	struct vcl_msg_hdr h = { .size = 0, .op = op, .flags = 0, .tag = tag };

	e->buf = e->inline_buf;
	e->cap = sizeof(e->inline_buf);
	e->len = 0;
	e->nseg = 0;
	e->seg_start = 0;
	e->total = 0;
	e->err = false;
	e->by_ref = false;
	vcl_enc_raw(e, &h, sizeof(h));
}

void vcl_enc_fini(struct vcl_enc *e)
{
	if (e->buf != e->inline_buf)
		free(e->buf);
	e->buf = NULL;
}

static bool enc_reserve(struct vcl_enc *e, size_t n)
{
	size_t want;
	uint8_t *nb;

	if (e->err)
		return false;
	if (e->total + n > (size_t)VCL_MAX_MSG + sizeof(struct vcl_msg_hdr)) {
		e->err = true;
		return false;
	}
	if (e->len + n <= e->cap)
		return true;
	want = e->cap * 2;
	while (want < e->len + n)
		want *= 2;
	if (e->buf == e->inline_buf) {
		nb = malloc(want);
		if (nb)
			memcpy(nb, e->buf, e->len);
	} else {
		nb = realloc(e->buf, want);
	}
	if (!nb) {
		e->err = true;
		return false;
	}
	e->buf = nb;
	e->cap = want;
	return true;
}

void vcl_enc_raw(struct vcl_enc *e, const void *p, size_t n)
{
	size_t padded = vcl_pad8(n);
	uint8_t *d;

	if (!enc_reserve(e, padded))
		return;
	d = e->buf + e->len;
	/* the sizes of nearly every item (a value, an ID, a count): copies of a constant size the
	 * compiler makes plain stores, not two libc calls per item (a GL stream call encodes 2-6) */
	if (n == 8) {
		memcpy(d, p, 8);
	} else if (n == 4) {
		memcpy(d, p, 4);
		memset(d + 4, 0, 4);
	} else {
		if (n)
			memcpy(d, p, n);
		memset(d + n, 0, padded - n);
	}
	e->len += padded;
	e->total += padded;
}

void vcl_enc_val(struct vcl_enc *e, const void *p, size_t n)
{
	vcl_enc_raw(e, p, n);
}

void vcl_enc_u64(struct vcl_enc *e, uint64_t v)
{
	vcl_enc_raw(e, &v, sizeof(v));
}

void vcl_enc_i32(struct vcl_enc *e, int32_t v)
{
	vcl_enc_raw(e, &v, sizeof(v));
}

void vcl_enc_want(struct vcl_enc *e, bool want)
{
	vcl_enc_u64(e, want ? 1 : 0);
}

static void enc_ext(struct vcl_enc *e, const void *p, size_t n)
{
	static const uint8_t zeros[8];
	size_t pad = vcl_pad8(n) - n;

	/* close the inline segment, add the external one, then padding inline */
	if (e->err)
		return;
	if (e->nseg + 2 > VCL_ENC_MAX_IOV || e->total + n + pad > (size_t)VCL_MAX_MSG + 16) {
		e->err = true;
		return;
	}
	e->seg[e->nseg++] = (struct vcl_enc_seg){ NULL, e->seg_start, e->len - e->seg_start };
	e->seg[e->nseg++] = (struct vcl_enc_seg){ p, 0, n };
	e->seg_start = e->len;
	e->total += n;
	if (pad) {
		if (!enc_reserve(e, pad))
			return;
		memcpy(e->buf + e->len, zeros, pad);
		e->len += pad;
		e->total += pad;
	}
}

static void enc_buf(struct vcl_enc *e, const void *p, size_t n, bool byref)
{
	vcl_enc_u64(e, p != NULL);
	if (!p)
		return;
	vcl_enc_u64(e, n);
	if (byref && n >= VCL_ENC_BULK_MIN)
		enc_ext(e, p, n);
	else
		vcl_enc_raw(e, p, n);
}

void vcl_enc_buf(struct vcl_enc *e, const void *p, size_t n)
{
	enc_buf(e, p, n, true);
}

void vcl_enc_bulk(struct vcl_enc *e, const void *p, size_t n)
{
	if (n >= VCL_ENC_BULK_MIN)
		enc_ext(e, p, n);
	else
		vcl_enc_raw(e, p, n);
}

void vcl_enc_region(struct vcl_enc *e, uint64_t off, uint64_t n)
{
	vcl_enc_u64(e, VCL_PRESENT_REGION);
	vcl_enc_u64(e, off);
	vcl_enc_u64(e, n);
}

void vcl_enc_buf_copy(struct vcl_enc *e, const void *p, size_t n)
{
	enc_buf(e, p, n, false);
}

void vcl_enc_arr(struct vcl_enc *e, const void *p, uint64_t count, size_t elem)
{
	size_t n;

	vcl_enc_u64(e, p != NULL);
	if (!p)
		return;
	if (__builtin_mul_overflow(count, elem, &n)) {
		e->err = true;
		return;
	}
	vcl_enc_raw(e, p, n);
}

void vcl_enc_str(struct vcl_enc *e, const char *s)
{
	size_t n;

	vcl_enc_u64(e, s != NULL);
	if (!s)
		return;
	n = strlen(s);
	vcl_enc_u64(e, n);
	vcl_enc_raw(e, s, n + 1);
}

int vcl_enc_finish(struct vcl_enc *e, struct iovec *iov)
{
	struct vcl_msg_hdr *h;
	int n = 0;

	if (e->err)
		return e->total > (size_t)VCL_MAX_MSG ? -EMSGSIZE : -ENOMEM;
	h = (struct vcl_msg_hdr *)e->buf;
	h->size = (uint32_t)(e->total - sizeof(*h));
	for (int i = 0; i < e->nseg; i++) {
		const struct vcl_enc_seg *s = &e->seg[i];
		if (!s->len)
			continue;
		iov[n].iov_base = s->ext ? (void *)s->ext : e->buf + s->off;
		iov[n].iov_len = s->len;
		n++;
	}
	if (e->len > e->seg_start) {
		iov[n].iov_base = e->buf + e->seg_start;
		iov[n].iov_len = e->len - e->seg_start;
		n++;
	}
	return n;
}

/* ---- decoder ---------------------------------------------------------------------------------- */

/* The decoder's first failure: sticky, with the check that failed (for the session's log line). */
static void dec_fail(struct vcl_dec *d, const char *why)
{
	if (!d->err)
		d->why = why;
	d->err = true;
}

void vcl_dec_init(struct vcl_dec *d, const void *p, size_t n)
{
	d->p = p;
	d->end = (const uint8_t *)p + n;
	d->err = false;
	d->why = NULL;
	d->region = NULL;
	d->region_size = 0;
}

const void *vcl_dec_bytes(struct vcl_dec *d, size_t n)
{
	const void *r;
	size_t padded;

	if (d->err)
		return NULL;
	padded = vcl_pad8(n);
	if (padded < n || padded > vcl_dec_left(d)) {
		dec_fail(d, "item runs past the end of the message");
		return NULL;
	}
	r = d->p;
	d->p += padded;
	return r;
}

void vcl_dec_val(struct vcl_dec *d, void *out, size_t n)
{
	const void *p = vcl_dec_bytes(d, n);

	if (p)
		memcpy(out, p, n);
	else
		memset(out, 0, n);
}

uint64_t vcl_dec_u64(struct vcl_dec *d)
{
	uint64_t v;

	vcl_dec_val(d, &v, sizeof(v));
	return v;
}

int32_t vcl_dec_i32(struct vcl_dec *d)
{
	int32_t v;

	vcl_dec_val(d, &v, sizeof(v));
	return v;
}

bool vcl_dec_want(struct vcl_dec *d)
{
	uint64_t v = vcl_dec_u64(d);

	if (v > 1)
		dec_fail(d, "presence flag neither 0 nor 1");
	return v == 1;
}

/*
 * The one place where a length-prefixed item is checked: inline items against the bytes remaining,
 * region items against the region with overflow-checked bounds. Region items are taken only where
 * the caller asked for pure data (allow_region) and the session has a region.
 */
static const void *dec_buf(struct vcl_dec *d, uint64_t *len, uint64_t *off, bool allow_region)
{
	uint64_t presence, o, n, end;

	*len = 0;
	if (off)
		*off = VCL_DEC_NOT_IN_REGION;
	presence = vcl_dec_u64(d);
	if (d->err || presence == 0)
		return NULL;
	if (presence == VCL_PRESENT_REGION) {
		o = vcl_dec_u64(d);
		n = vcl_dec_u64(d);
		if (d->err || !allow_region || !d->region || n < VCL_REGION_MIN ||
		    __builtin_add_overflow(o, n, &end) || end > d->region_size) {
			dec_fail(d, d->err ? "item runs past the end of the message"
					   : "region item not allowed here or outside the region");
			return NULL;
		}
		*len = n;
		*off = o;
		return d->region + o;
	}
	if (presence != VCL_PRESENT_INLINE) {
		dec_fail(d, "unknown item presence");
		return NULL;
	}
	n = vcl_dec_u64(d);
	if (d->err || n > vcl_dec_left(d)) {
		dec_fail(d, "item length past the end of the message");
		return NULL;
	}
	*len = n;
	return vcl_dec_bytes(d, (size_t)n);
}

const void *vcl_dec_buf(struct vcl_dec *d, uint64_t *len)
{
	return dec_buf(d, len, NULL, false);
}

const void *vcl_dec_bulk(struct vcl_dec *d, uint64_t *len, uint64_t *off)
{
	return dec_buf(d, len, off, true);
}

const void *vcl_dec_arr(struct vcl_dec *d, uint64_t count, size_t elem)
{
	size_t n;

	if (!vcl_dec_want(d))
		return NULL;
	if (__builtin_mul_overflow(count, elem, &n)) {
		dec_fail(d, "array length overflows");
		return NULL;
	}
	return vcl_dec_bytes(d, n);
}

const char *vcl_dec_str(struct vcl_dec *d)
{
	uint64_t n;
	const char *s;

	if (!vcl_dec_want(d))
		return NULL;
	n = vcl_dec_u64(d);
	if (d->err || n >= vcl_dec_left(d)) {
		dec_fail(d, "string length past the end of the message");
		return NULL;
	}
	s = vcl_dec_bytes(d, (size_t)n + 1);
	if (s && s[n] != '\0') {
		dec_fail(d, "string not NUL-terminated at its length");
		return NULL;
	}
	return s;
}
