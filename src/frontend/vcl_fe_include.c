/* SPDX-License-Identifier: MIT */
/*
 * #include files of program sources, resolved in the guest (docs/design.md, "Program sources and
 * #include").
 *
 * An include name means a file of the application's file system, which the host does not have
 * (and must not read: a guest would learn host file contents through a build log). Before a build
 * the front-end sends what it can see the sources need: the files literal include names find in
 * the -I directories (which it removes from the options; the back-end writes those files into a
 * private directory and builds with -I pointing there), and the files literal absolute names
 * name; then what those files include, beside them first. What only the compiler can know (names
 * made by macros, files included by files found only later) it asks for: a build that failed
 * because the compiler did not find a file returns that name, and vcl_includes_serve() reads it
 * here for the next round. Files are read with the application's own access rights; one that the
 * application cannot read, or that does not exist, is not sent, and the build fails as it would
 * natively.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "vcl_fe.h"

/* Bounds on what one build sends: the protocol's (its decoder refuses more), and one file at most
 * 16 MiB. */
#define VCL_INC_MAX_FILES VCL_BUILD_MAX_FILES
#define VCL_INC_MAX_FILE  ((size_t)16 << 20)
#define VCL_INC_MAX_BYTES ((size_t)VCL_BUILD_MAX_BYTES)

struct ctx {
	struct vcl_includes *inc;
	bool oom;
};

static char *read_file(const char *path, size_t *size)
{
	struct stat st;
	FILE *f;
	char *b;

	if (stat(path, &st) || !S_ISREG(st.st_mode) || (size_t)st.st_size > VCL_INC_MAX_FILE)
		return NULL;
	f = fopen(path, "rb");
	if (!f)
		return NULL;
	b = malloc((size_t)st.st_size + 1);
	if (b && fread(b, 1, (size_t)st.st_size, f) != (size_t)st.st_size) {
		free(b);
		b = NULL;
	}
	fclose(f);
	if (b) {
		b[st.st_size] = 0;
		*size = (size_t)st.st_size;
	}
	return b;
}

static bool have(struct ctx *c, const char *name)
{
	for (size_t i = 0; i < c->inc->n; i++)
		if (!strcmp(c->inc->files[i].name, name))
			return true;
	return false;
}

/* An absolute name the host can place as it is: no empty, "." or ".." component, no control
 * character (the back-end checks the same). */
static bool abs_ok(const char *n)
{
	size_t len = strlen(n);

	if (n[0] != '/' || len < 2 || len > 1024 || n[len - 1] == '/' || strstr(n, "//") ||
	    strstr(n, "/./") || strstr(n, "/../") || !strcmp(n + len - 2, "/.") ||
	    (len >= 3 && !strcmp(n + len - 3, "/..")))
		return false;
	for (const char *p = n; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			return false;
	return true;
}

static bool name_ok(const char *n)
{
	/* relative, no "..": what the host will place under its private directory */
	if (!*n || n[0] == '/' || strstr(n, "..") || strlen(n) > 1024)
		return false;
	for (const char *p = n; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr("._-+/", *p))
			return false;
	return true;
}

static void scan(struct ctx *c, const char *text, const char *reldir);

/* Keep one file (takes data); then look at what it includes. false if not kept. */
static bool keep(struct ctx *c, const char *name, char *data, size_t size)
{
	struct vcl_inc_file *nf;
	char dir[4096], *slash;

	if (c->inc->n >= VCL_INC_MAX_FILES || c->inc->bytes + size > VCL_INC_MAX_BYTES) {
		vcl_fe_log("build: include file %s not sent: past %u files or %zu bytes", name,
			   VCL_INC_MAX_FILES, VCL_INC_MAX_BYTES);
		free(data);
		return false;
	}
	if (!(nf = realloc(c->inc->files, (c->inc->n + 1) * sizeof(*nf)))) {
		free(data);
		c->oom = true;
		return false;
	}
	c->inc->files = nf;
	nf[c->inc->n] = (struct vcl_inc_file){ strdup(name), data, size };
	if (!nf[c->inc->n].name) {
		free(data);
		c->oom = true;
		return false;
	}
	c->inc->n++;
	c->inc->bytes += size;
	/* what this file includes with "..." is looked up beside it first */
	snprintf(dir, sizeof(dir), "%s", name);
	slash = strrchr(dir, '/');
	if (slash) {
		slash[1] = 0;
		scan(c, data, dir);
	} else {
		scan(c, data, NULL);
	}
	return true;
}

/* Find name: beside its includer (reldir: the includer's directory, absolute or below an -I
 * root), then absolute as it is, or in the -I roots. */
static void add(struct ctx *c, const char *name, const char *reldir)
{
	char rel[4096], path[8192];
	size_t size;
	char *data;

	for (int pass = 0; pass < 2; pass++) {
		if (pass == 0 && (!reldir || name[0] == '/'))
			continue;
		if ((pass == 0 ? strlen(reldir) : 0) + strlen(name) >= 2048)
			return;
		if (pass == 0)
			snprintf(rel, sizeof(rel), "%s%s", reldir, name);
		else
			snprintf(rel, sizeof(rel), "%s", name);
		if (rel[0] == '/') {
			/* the guest's own file at that path */
			if (!abs_ok(rel) || have(c, rel))
				return;
			if ((data = read_file(rel, &size))) {
				keep(c, rel, data, size);
				return;
			}
			continue;
		}
		if (!name_ok(rel) || have(c, rel))
			return;
		for (int d = 0; d < c->inc->ndirs; d++) {
			snprintf(path, sizeof(path), "%s/%s", c->inc->dirs[d], rel);
			if ((data = read_file(path, &size))) {
				keep(c, rel, data, size);
				return;
			}
		}
	}
}

static void scan(struct ctx *c, const char *text, const char *reldir)
{
	const char *p = text;
	char dir[4096];

	if (reldir)
		snprintf(dir, sizeof(dir), "%s", reldir);
	while (p && *p) {
		const char *q = p, *end;
		char name[1100];
		char close;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q == '#') {
			q++;
			while (*q == ' ' || *q == '\t')
				q++;
			if (!strncmp(q, "include", 7)) {
				q += 7;
				while (*q == ' ' || *q == '\t')
					q++;
				close = *q == '"' ? '"' : *q == '<' ? '>' : 0;
				if (close && (end = strchr(q + 1, close)) && (size_t)(end - q - 1) < sizeof(name) &&
				    !memchr(q + 1, '\n', (size_t)(end - q - 1))) {
					memcpy(name, q + 1, (size_t)(end - q - 1));
					name[end - q - 1] = 0;
					add(c, name, close == '"' && reldir ? dir : NULL);
				}
			}
		}
		p = strchr(p, '\n');
		if (p)
			p++;
	}
}

/* Split options into words (with "..." and '...' quoting, as PyOpenCL quotes paths), dropping -I
 * DIR and -IDIR and keeping their directories. */
cl_int vcl_includes_resolve(struct vcl_includes *inc, const char *options, const char *const *sources,
			    size_t nsources)
{
	struct ctx c = { .inc = inc };
	size_t len = options ? strlen(options) : 0, o = 0;
	const char *p = options;
	bool want_dir = false;

	memset(inc, 0, sizeof(*inc));
	inc->options = calloc(1, len + 2);
	if (!inc->options)
		return CL_OUT_OF_HOST_MEMORY;
	while (p && *p) {
		char word[4096];
		size_t w = 0;
		const char *start;
		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			break;
		start = p;
		while (*p && *p != ' ' && *p != '\t' && *p != '\n') {
			if ((*p == '"' || *p == '\'') && strchr(p + 1, *p)) {
				const char *e = strchr(p + 1, *p);
				for (p++; p < e; p++)
					if (w + 1 < sizeof(word))
						word[w++] = *p;
				p++;
			} else {
				if (w + 1 < sizeof(word))
					word[w++] = *p;
				p++;
			}
		}
		word[w] = 0;
		if (want_dir || (!strncmp(word, "-I", 2) && word[2])) {
			const char *d = want_dir ? word : word + 2;
			if (inc->ndirs < VCL_INC_MAX_DIRS && !(inc->dirs[inc->ndirs++] = strdup(d)))
				c.oom = true;
			want_dir = false;
			continue;
		}
		if (!strcmp(word, "-I")) {
			want_dir = true;
			continue;
		}
		memcpy(inc->options + o, start, (size_t)(p - start));
		o += (size_t)(p - start);
		inc->options[o++] = ' ';
	}
	if (o)
		inc->options[o - 1] = 0;
	for (size_t i = 0; i < nsources; i++)
		if (sources[i])
			scan(&c, sources[i], NULL);
	if (c.oom) {
		vcl_includes_fini(inc);
		return CL_OUT_OF_HOST_MEMORY;
	}
	return CL_SUCCESS;
}

bool vcl_includes_serve(struct vcl_includes *inc, const char *name)
{
	struct ctx c = { .inc = inc };
	size_t n = inc->n;

	add(&c, name, NULL);
	return inc->n > n;
}

void vcl_includes_fini(struct vcl_includes *inc)
{
	for (int d = 0; d < inc->ndirs; d++)
		free(inc->dirs[d]);
	for (size_t i = 0; i < inc->n; i++) {
		free(inc->files[i].name);
		free(inc->files[i].data);
	}
	free(inc->files);
	free(inc->options);
	memset(inc, 0, sizeof(*inc));
}
