/* SPDX-License-Identifier: MIT */
/*
 * unit.region: the shared-region items of the wire decoder (vcl_dec_bulk / vcl_dec_buf) at every
 * boundary, and the front-end's area allocator (first fit, reference counts, full area).
 * No daemon, no OpenCL calls; exits 0 or 1 and prints what it checked.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vcl_fe.h"
#include "vcl_wire.h"

#include "unit_check.h"

#define REGION ((uint64_t)1 << 20)

static uint8_t *region;

/* One item {presence, off, len} decoded with or without a region and with the bulk decoder or
 * the plain one; returns the pointer (NULL on error) and whether the decoder's error is set. */
static const void *dec_item(uint64_t presence, uint64_t off, uint64_t len, bool with_region,
			    bool bulk, bool *err, uint64_t *got_off)
{
	uint64_t msg[3] = { presence, off, len }, l = 0, o = 0;
	struct vcl_dec d;
	const void *p;

	vcl_dec_init(&d, msg, sizeof(msg));
	if (with_region) {
		d.region = region;
		d.region_size = REGION;
	}
	p = bulk ? vcl_dec_bulk(&d, &l, &o) : vcl_dec_buf(&d, &l);
	*err = d.err;
	if (got_off)
		*got_off = o;
	return d.err ? NULL : p;
}

static void decoder(void)
{
	static const struct {
		const char *what;
		uint64_t off, len;
		bool ok;
	} v[] = {
		{ "the whole region", 0, REGION, true },
		{ "the last 64 KiB", REGION - VCL_REGION_MIN, VCL_REGION_MIN, true },
		{ "one byte past the end", REGION - VCL_REGION_MIN + 1, VCL_REGION_MIN, false },
		{ "starting at the end", REGION, VCL_REGION_MIN, false },
		{ "longer than the region", 0, REGION + 1, false },
		{ "offset + length wrapping 2^64", UINT64_MAX - VCL_REGION_MIN + 1, VCL_REGION_MIN,
		  false },
		{ "offset 2^63", (uint64_t)1 << 63, VCL_REGION_MIN, false },
		{ "length 2^64 - 1", 0, UINT64_MAX, false },
		{ "shorter than VCL_REGION_MIN", 0, VCL_REGION_MIN - 1, false },
		{ "length 0", 0, 0, false },
	};
	bool err;
	uint64_t off;
	const void *p;

	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		p = dec_item(VCL_PRESENT_REGION, v[i].off, v[i].len, true, true, &err, &off);
		if (v[i].ok)
			CHECK(!err && p == region + v[i].off && off == v[i].off,
			      "region item %s: resolved into the region", v[i].what);
		else
			CHECK(err && !p, "region item %s: malformed", v[i].what);
	}
	p = dec_item(VCL_PRESENT_REGION, 0, VCL_REGION_MIN, false, true, &err, NULL);
	CHECK(err && !p, "a region item where the session has no region: malformed");
	p = dec_item(VCL_PRESENT_REGION, 0, VCL_REGION_MIN, true, false, &err, NULL);
	CHECK(err && !p, "a region item where only inline bytes may be (vcl_dec_buf): malformed");
	p = dec_item(3, 0, VCL_REGION_MIN, true, true, &err, NULL);
	CHECK(err && !p, "presence 3: malformed");
	p = dec_item(0, 0, 0, true, true, &err, &off);
	CHECK(!err && !p && off == VCL_DEC_NOT_IN_REGION, "presence 0: absent, not an error");
	{
		uint64_t msg[3] = { VCL_PRESENT_INLINE, 8, 0x1122334455667788ull }, l, o;
		struct vcl_dec d;
		vcl_dec_init(&d, msg, sizeof(msg));
		d.region = region;
		d.region_size = REGION;
		p = vcl_dec_bulk(&d, &l, &o);
		CHECK(!d.err && p == &msg[2] && l == 8 && o == VCL_DEC_NOT_IN_REGION,
		      "an inline item through vcl_dec_bulk: its bytes in the message");
	}
	{
		uint64_t msg[2] = { VCL_PRESENT_REGION, 0 }, l, o;
		struct vcl_dec d;
		vcl_dec_init(&d, msg, sizeof(msg));
		d.region = region;
		d.region_size = REGION;
		p = vcl_dec_bulk(&d, &l, &o);
		CHECK(d.err && !p, "a region item cut short by the message's end: malformed");
	}
}

/* The front-end's log (vcl_fe_conn.c, VIRTCL_DEBUG), which the allocator uses: counted here. */
static int logged;
void vcl_fe_log(const char *fmt, ...)
{
	(void)fmt;
	logged++;
}

static void allocator(void)
{
	int64_t a, b, c, d;
	uint64_t page = VCL_REGION_MIN;

	CHECK(vcl_area_alloc(page) == -1, "no area yet: every allocation falls back (-1)");
	CHECK(vcl_area_init(region, REGION) == 0, "an area of %llu KiB",
	      (unsigned long long)(REGION >> 10));
	a = vcl_area_alloc(page);
	b = vcl_area_alloc(3 * page - 1);
	c = vcl_area_alloc(page);
	CHECK(a == 0 && b == (int64_t)page && c == (int64_t)(4 * page),
	      "first fit, rounded up to 64 KiB pages (%lld, %lld, %lld)", (long long)a,
	      (long long)b, (long long)c);
	CHECK(vcl_area_alloc(page - 1) == -1, "items under VCL_REGION_MIN never go to the area");
	CHECK(vcl_area_alloc(REGION) == -1, "a chunk larger than what is free: -1 (inline path)");
	CHECK(vcl_area_alloc(REGION) == -1 && logged == 1,
	      "the slower path is logged once (VIRTCL_DEBUG), not at every transfer (%d)", logged);
	vcl_area_free((uint64_t)b + 100); /* any byte of a chunk names it */
	d = vcl_area_alloc(2 * page);
	CHECK(d == b, "a freed chunk is found again (%lld)", (long long)d);
	vcl_area_ref((uint64_t)d);
	vcl_area_free((uint64_t)d);
	CHECK(vcl_area_alloc(2 * page) != d, "a chunk with a second reference stays taken after one "
					     "free");
	vcl_area_free((uint64_t)d);
	CHECK(vcl_area_alloc(page) == d, "and goes with the last one");
	CHECK(vcl_area_offset_of(region + 5 * page, page) == (int64_t)(5 * page) &&
		      vcl_area_offset_of(region + REGION - page + 1, page) == -1 &&
		      vcl_area_offset_of(&a, page) == -1,
	      "vcl_area_offset_of: inside, running past the end, outside");
	/* held chunks (a mapping kept, the rings): room that no transfer in flight gives back */
	CHECK(vcl_area_may_fit(REGION - page), "with nothing held, %llu KiB could fit once chunks "
	      "come back", (unsigned long long)((REGION - page) >> 10));
	vcl_area_hold((uint64_t)c, true);
	CHECK(!vcl_area_may_fit(REGION) && vcl_area_may_fit(REGION - page) &&
		      vcl_area_alloc_wait(REGION - page / 2, 50 * 1000 * 1000) == -1,
	      "a held chunk of one page: the whole area can no longer fit (and is not waited for)");
	vcl_area_hold((uint64_t)c, false);
	CHECK(vcl_area_may_fit(REGION), "no longer held: it could again");
	vcl_area_hold((uint64_t)c, true);
	vcl_area_free((uint64_t)c);
	CHECK(vcl_area_may_fit(REGION), "a held chunk freed is held no more");
	vcl_area_free(REGION + 7); /* outside: nothing happens */
	vcl_area_free((uint64_t)-1);
	CHECK(true, "freeing offsets outside the area changes nothing");
}

int main(void)
{
	region = aligned_alloc(4096, REGION);
	if (!region)
		return 1;
	decoder();
	allocator();
	printf("# unit.region: %s (%d failed)\n", failures ? "FAILED" : "passed", failures);
	free(region);
	return failures ? 1 : 0;
}
