/* SPDX-License-Identifier: MIT */
/* virtcl: small string helpers shared by the front-end and the back-end. */
#ifndef VCL_STR_H
#define VCL_STR_H

#include <stdbool.h>
#include <string.h>

/*
 * Whether the space-separated list (an EGL or OpenCL extension string; NULL: empty) names word
 * exactly, not as a prefix or suffix of a longer name.
 */
static inline bool vcl_word_in(const char *list, const char *word)
{
	size_t n = strlen(word);

	for (const char *p = list; p && (p = strstr(p, word)); p += n)
		if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
			return true;
	return false;
}

#endif
