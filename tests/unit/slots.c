/* SPDX-License-Identifier: MIT */
/*
 * unit.slots: the slots a VM's ivshmem region is cut into for its concurrent sessions
 * (src/backend/vcl_slots.c): sizes refused and accepted, lowest free slot first, never two holders
 * on one slot, no slot outside the region, a released slot taken again, a session whose slot was
 * never given (or given back twice) changing nothing. Exits 0 or 1 and prints what it checked.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>

#include "vcl_slots.h"
#include "vcl_wire.h"

#include "unit_check.h"

int main(void)
{
	struct vcl_slots s;
	uint64_t off = 1, size = 1, seen_off[VCL_SLOTS_MAX];
	int r;

	/* refused: not a power of two, a slot under 64 KiB, too many, a bad region */
	CHECK(vcl_slots_init(&s, 16 << 20, 3) == -EINVAL, "3 slots refused");
	CHECK(vcl_slots_init(&s, 16 << 20, 0) == -EINVAL, "0 slots refused");
	CHECK(vcl_slots_init(&s, 16 << 20, VCL_SLOTS_MAX * 2) == -EINVAL, "%d slots refused",
	      VCL_SLOTS_MAX * 2);
	CHECK(vcl_slots_init(&s, 1 << 20, 32) == -EINVAL, "32 slots of 32 KiB refused");
	CHECK(vcl_slots_init(&s, 3 << 20, 1) == -EINVAL, "a 3 MiB region refused");
	CHECK(vcl_slots_take(&s, 1, &off, &size) == -EINVAL, "no slot from a refused set-up");
	CHECK(vcl_slots_free(&s) == 0, "a refused set-up has no free slot");
	CHECK(vcl_slots_init(&s, 1 << 20, 16) == 0, "16 slots of 64 KiB accepted");
	CHECK(vcl_slots_init(&s, VCL_REGION_MAX, VCL_SLOTS_MAX) == 0, "%d slots of 1 GiB accepted",
	      VCL_SLOTS_MAX);

	/* four slots of a 16 MiB region: lowest first, disjoint, inside, aligned */
	CHECK(vcl_slots_init(&s, 16 << 20, 4) == 0, "4 slots of 16 MiB");
	CHECK(vcl_slots_take(&s, 0, &off, &size) == -EINVAL, "holder 0 refused");
	for (unsigned i = 0; i < 4; i++) {
		r = vcl_slots_take(&s, 10 + i, &off, &size);
		seen_off[i] = off;
		CHECK(r == (int)i && off == (uint64_t)i << 22 && size == 4 << 20,
		      "session %u gets slot %d at %llu, %llu bytes", 10 + i, r,
		      (unsigned long long)off, (unsigned long long)size);
		CHECK(off % size == 0 && off + size <= (16 << 20), "slot %d aligned and inside", r);
	}
	for (unsigned i = 0; i < 4; i++)
		for (unsigned j = i + 1; j < 4; j++)
			CHECK(seen_off[i] + size <= seen_off[j] || seen_off[j] + size <= seen_off[i],
			      "slots %u and %u do not overlap", i, j);
	CHECK(vcl_slots_take(&s, 10, &off, &size) == -EINVAL, "a holder gets no second slot");
	CHECK(vcl_slots_take(&s, 20, &off, &size) == -ENOSPC, "a fifth session gets none");
	CHECK(vcl_slots_free(&s) == 0, "no slot free");

	/* a session ends: its slot (and only its) comes back, and goes to the next one */
	CHECK(vcl_slots_release(&s, 99) == -ENOENT, "a session without a slot releases nothing");
	CHECK(vcl_slots_release(&s, 0) == -ENOENT, "holder 0 releases nothing");
	CHECK(vcl_slots_release(&s, 11) == 1, "session 11 gives back slot 1");
	CHECK(vcl_slots_release(&s, 11) == -ENOENT, "given back twice: nothing more");
	CHECK(vcl_slots_free(&s) == 1, "one slot free");
	r = vcl_slots_take(&s, 20, &off, &size);
	CHECK(r == 1 && off == 4 << 20, "session 20 gets the freed slot 1 at 4 MiB");
	CHECK(vcl_slots_take(&s, 21, &off, &size) == -ENOSPC, "then none again");
	for (unsigned h = 10; h <= 21; h++)
		vcl_slots_release(&s, h);
	CHECK(vcl_slots_free(&s) == 4, "all four free once every session ended");
	CHECK(vcl_slots_take(&s, 30, &off, &size) == 0 && off == 0, "lowest slot first again");

	/* one slot: the whole region to one session at a time (the old behaviour) */
	CHECK(vcl_slots_init(&s, 1 << 20, 1) == 0, "1 slot");
	CHECK(vcl_slots_take(&s, 1, &off, &size) == 0 && off == 0 && size == 1 << 20,
	      "the only slot is the whole region");
	CHECK(vcl_slots_take(&s, 2, &off, &size) == -ENOSPC, "a second session goes without");

	printf("%s\n", failures ? "FAILED" : "all passed");
	return failures != 0;
}
