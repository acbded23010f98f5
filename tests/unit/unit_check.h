/* SPDX-License-Identifier: MIT */
/* The unit tests' one check: prints "ok - ..." or "FAIL - ..." and counts failures. */
#ifndef VT_UNIT_CHECK_H
#define VT_UNIT_CHECK_H

#include <stdbool.h>
#include <stdio.h>

static int failures;

#define CHECK(cond, ...)                                                                           \
	do {                                                                                       \
		bool ok_ = (cond);                                                                 \
		printf("%s - ", ok_ ? "ok" : "FAIL");                                              \
		printf(__VA_ARGS__);                                                               \
		putchar('\n');                                                                     \
		failures += !ok_;                                                                  \
	} while (0)

#endif
