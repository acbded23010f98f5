/* SPDX-License-Identifier: MIT */
/* A configuration file of `key = value` lines (vcl_conf.c; virtcld.conf(5)). */
#ifndef VCL_CONF_H
#define VCL_CONF_H

#include <stddef.h>

struct vcl_conf_line {
	const char *key;   /* [a-z0-9-]+ */
	const char *value; /* the rest of the line after '=', blanks around it removed; not empty */
	unsigned line;     /* 1-based */
};

struct vcl_conf {
	char *text;                  /* the file, cut into the strings the lines point to */
	struct vcl_conf_line *lines;
	unsigned n;
};

#define VCL_CONF_MAX_BYTES (1u << 20) /* a larger file is refused */

/*
 * Read the configuration file at path into *c. Each line is empty, a comment (its first non-blank
 * character is '#'), or `key = value` (blanks around key and value ignored; a '#' after the '=' is
 * part of the value). Returns 0; -ENOENT if there is no such file (*c empty, err untouched); or -1
 * with err holding "PATH:LINE: what is wrong" (or "PATH: why it cannot be read") and *c empty.
 * Free *c with vcl_conf_free.
 */
int vcl_conf_read(const char *path, struct vcl_conf *c, char *err, size_t errlen);
void vcl_conf_free(struct vcl_conf *c);

#endif
