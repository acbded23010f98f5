/* SPDX-License-Identifier: MIT */
#ifndef VCL_TIME_H
#define VCL_TIME_H

#include <time.h>

/* The time ns nanoseconds (0 <= ns < 1 s) from now on clock clk, as pthread_cond_timedwait takes
 * it (CLOCK_REALTIME for a default condition variable, CLOCK_MONOTONIC for one set to it). */
static inline struct timespec vcl_deadline(clockid_t clk, long ns)
{
	struct timespec t;

	clock_gettime(clk, &t);
	t.tv_nsec += ns;
	if (t.tv_nsec >= 1000000000) {
		t.tv_sec++;
		t.tv_nsec -= 1000000000;
	}
	return t;
}

#endif
