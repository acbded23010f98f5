/* SPDX-License-Identifier: MIT */
/* The configuration file's lines (vcl_conf.h). What the keys mean is the caller's (virtcld.c). */
#define _GNU_SOURCE
#include "vcl_conf.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char *trim(char *s, char *end)
{
	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
		end--;
	*end = 0;
	return s;
}

void vcl_conf_free(struct vcl_conf *c)
{
	free(c->text);
	free(c->lines);
	*c = (struct vcl_conf){ 0 };
}

int vcl_conf_read(const char *path, struct vcl_conf *c, char *err, size_t errlen)
{
	struct stat st;
	size_t len = 0, cap = 0;
	unsigned lineno = 0;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	*c = (struct vcl_conf){ 0 };
	if (fd < 0) {
		if (errno == ENOENT)
			return -ENOENT;
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	if (fstat(fd, &st) || !S_ISREG(st.st_mode) || st.st_size > VCL_CONF_MAX_BYTES) {
		snprintf(err, errlen, "%s: %s", path,
			 fstat(fd, &st) ? strerror(errno) : !S_ISREG(st.st_mode) ? "not a regular file"
										: "larger than 1 MiB");
		close(fd);
		return -1;
	}
	c->text = malloc((size_t)st.st_size + 1);
	while (c->text && len < (size_t)st.st_size) {
		ssize_t r = read(fd, c->text + len, (size_t)st.st_size - len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		len += (size_t)r;
	}
	close(fd);
	if (!c->text) {
		snprintf(err, errlen, "%s: out of memory", path);
		return -1;
	}
	c->text[len] = 0;
	if (strlen(c->text) != len) {
		snprintf(err, errlen, "%s: holds a NUL byte (not a text file)", path);
		vcl_conf_free(c);
		return -1;
	}
	for (char *s = c->text, *nl; s < c->text + len; s = nl + 1) {
		char *eq, *key, *value, *end;

		lineno++;
		nl = strchr(s, '\n');
		if (!nl)
			nl = c->text + len;
		*nl = 0;
		key = trim(s, nl);
		if (!*key || *key == '#')
			continue;
		eq = strchr(key, '=');
		if (!eq) {
			snprintf(err, errlen, "%s:%u: '%.80s' is not 'key = value'", path, lineno, key);
			goto bad;
		}
		value = trim(eq + 1, eq + 1 + strlen(eq + 1));
		end = eq;
		key = trim(key, end);
		if (!*key || key[strspn(key, "abcdefghijklmnopqrstuvwxyz0123456789-")]) {
			snprintf(err, errlen, "%s:%u: '%.80s' is not a key (lower-case letters, digits, "
				 "'-': an option's long name)", path, lineno, key);
			goto bad;
		}
		if (!*value) {
			snprintf(err, errlen, "%s:%u: %s: no value after '='", path, lineno, key);
			goto bad;
		}
		if (c->n == cap) {
			struct vcl_conf_line *l = realloc(c->lines, (cap = cap ? 2 * cap : 16) * sizeof(*l));
			if (!l) {
				snprintf(err, errlen, "%s: out of memory", path);
				goto bad;
			}
			c->lines = l;
		}
		c->lines[c->n++] = (struct vcl_conf_line){ key, value, lineno };
	}
	return 0;
bad:
	vcl_conf_free(c);
	return -1;
}
