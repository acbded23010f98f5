/* SPDX-License-Identifier: MIT */
/* The unit tests' one check: prints "ok - ..." or "FAIL - ..." and counts failures. */
#ifndef VT_UNIT_CHECK_H
#define VT_UNIT_CHECK_H

#include <dirent.h>
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

/* How many descriptors this process has open (/proc/self/fd); -1 if it cannot tell. */
static inline int open_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int n = 0;

	if (!d)
		return -1;
	while ((e = readdir(d)))
		n += e->d_name[0] != '.';
	closedir(d);
	return n - 1; /* the directory's own descriptor */
}

#endif
