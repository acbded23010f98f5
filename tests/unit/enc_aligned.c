/* SPDX-License-Identifier: MIT */
/*
 * unit.enc_header_aligned: the encoder's header and items are 8-byte aligned in its inline buffer
 * and after it grows (issue 8: UBSan reported misaligned 16-byte header accesses, because the
 * inline buffer followed a bool). Every user of struct vcl_enc - the back-end's replies, the
 * front-end's requests - writes the header's u64 tag and its items through typed pointers in place.
 * Also: every item takes a multiple of 8 bytes and its padding is zero. No daemon; exits 0 or 1 and prints what it checked.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vcl_wire.h"

#include "unit_check.h"

/* An encoder at an address that is 8-byte aligned but not 16 (as on a stack frame or in a larger
 * structure), so that only the struct's own layout decides the buffer's alignment. */
struct holder {
	uint64_t before;
	struct vcl_enc e;
};

int main(void)
{
	struct holder *h = calloc(1, sizeof(*h));
	struct vcl_enc *e = &h->e;
	struct vcl_msg_hdr *hdr;
	uint8_t big[4096];

	CHECK(offsetof(struct vcl_enc, inline_buf) % 8 == 0,
	      "the inline buffer is at offset %zu of struct vcl_enc (a multiple of 8)",
	      offsetof(struct vcl_enc, inline_buf));
	vcl_enc_init(e, 42, 0x1122334455667788ull);
	CHECK((uintptr_t)e->buf % 8 == 0, "a fresh encoder's buffer is 8-byte aligned (%p)",
	      (void *)e->buf);
	hdr = (struct vcl_msg_hdr *)e->buf;
	CHECK(hdr->op == 42 && hdr->tag == 0x1122334455667788ull,
	      "the header is read in place: op %u, tag %#llx", hdr->op, (unsigned long long)hdr->tag);
	hdr->flags = 2; /* in place, as the back-end sets VCL_MSG_F_BULK on its replies */
	vcl_enc_u64(e, 7);
	CHECK(*(uint64_t *)(e->buf + sizeof(*hdr)) == 7, "the first item is a u64 in place");
	/* grow past the inline storage: small items copied, so the buffer moves to the heap */
	memset(big, 0xab, sizeof(big));
	for (int i = 0; i < 4; i++)
		vcl_enc_buf_copy(e, big, 300);
	CHECK((uintptr_t)e->buf % 8 == 0 && e->buf != e->inline_buf,
	      "after growing to %zu bytes the buffer is still 8-byte aligned", e->len);
	hdr = (struct vcl_msg_hdr *)e->buf;
	CHECK(hdr->op == 42 && hdr->flags == 2, "the header moved with it");
	vcl_enc_fini(e);
	/* every item takes a multiple of 8 bytes, its padding zero (the bytes a peer sees must not
	 * depend on what the buffer held before): 4-byte items, 8-byte ones, others */
	memset(h->e.inline_buf, 0xee, sizeof(h->e.inline_buf));
	vcl_enc_init(e, 1, 0);
	{
		static const uint8_t three[3] = { 1, 2, 3 };
		uint8_t *items = e->buf + sizeof(struct vcl_msg_hdr);
		vcl_enc_i32(e, -1);
		vcl_enc_u64(e, 0x0102030405060708ull);
		vcl_enc_raw(e, three, 3);
		vcl_enc_raw(e, three, 0);
		CHECK(e->len == sizeof(struct vcl_msg_hdr) + 24, "an i32, a u64, 3 bytes and 0 bytes take 24 bytes (%zu)",
		      e->len - sizeof(struct vcl_msg_hdr));
		CHECK(*(int32_t *)items == -1 && !memcmp(items + 4, "\0\0\0\0", 4),
		      "an i32 is followed by 4 zero bytes");
		CHECK(*(uint64_t *)(items + 8) == 0x0102030405060708ull, "a u64 is in place");
		CHECK(!memcmp(items + 16, "\1\2\3\0\0\0\0\0", 8), "3 bytes are followed by 5 zero bytes");
	}
	vcl_enc_fini(e);
	free(h);
	printf("%s\n", failures ? "FAILED" : "all passed");
	return failures ? 1 : 0;
}
