/* SPDX-License-Identifier: MIT */
/*
 * Hand-written back-end handlers for programs: creation from source and binaries, build, compile
 * and link with the guest's include files, and binaries.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vcl_be.h"
#include "vcl_shapes.h"
#include "gen/vn_backend.h"

/* ---- programs --------------------------------------------------------------------------------- */

int vcl_be_h_clCreateProgramWithSource(struct vcl_be_ctx *x,
				      const struct vn_args_clCreateProgramWithSource *a)
{
	cl_int err = CL_SUCCESS;
	cl_program p;

	/* a wire string has no terminator, and to the host a length of 0 means "NUL-terminated":
	 * an empty string ("") must reach it as one */
	for (cl_uint i = 0; i < a->count; i++)
		if (!a->lengths[i])
			a->strings[i] = "";
	/* whatever the text includes, the compiler runs in the session's sandbox: it finds the
	 * guest's own files (sent with the build) and the driver's, nothing else of the host */
	p = clCreateProgramWithSource(a->context, a->count, a->strings, a->lengths, &err);
	if (err == CL_SUCCESS)
		vcl_be_bind(x, a->id, VN_T_PROGRAM, p);
	vcl_enc_i32(&x->rep, err);
	return 0;
}

int vcl_be_h_clCreateProgramWithBinary(struct vcl_be_ctx *x,
				      const struct vn_args_clCreateProgramWithBinary *a)
{
	cl_int *status = vcl_be_scratch(x, a->num_devices, sizeof(*status)), err = CL_SUCCESS;
	cl_program p;

	if (!status)
		return -EPROTO;
	p = clCreateProgramWithBinary(a->context, a->num_devices, a->device_list, a->lengths,
				      a->binaries, status, &err);
	if (err == CL_SUCCESS)
		vcl_be_bind(x, a->id, VN_T_PROGRAM, p);
	vn_enc_reply_clCreateProgramWithBinary(
		&x->rep, err, a, &(struct vn_reply_clCreateProgramWithBinary){ .binary_status = status });
	return 0;
}

/* FNV-1a over len bytes, continuing from h. */
static uint64_t fnv1a(uint64_t h, const void *p, size_t len)
{
	const unsigned char *c = p;

	for (size_t i = 0; i < len; i++)
		h = (h ^ c[i]) * 0x100000001b3ull;
	return h;
}

/* Write the guest's include files (n of them, checked by the decoder: names are strings, at most
 * VCL_BUILD_MAX_FILES files of VCL_BUILD_MAX_BYTES together) into the session's directory for
 * exactly this set of files (named by a hash of their names and contents: the same in every build
 * and session, so that the options and the preprocessed text the host compiler sees, and with them
 * its kernel cache key, do not depend on where virtcl put them); returns the options to build with
 * (-I that directory, then the guest's), from scratch memory; NULL after a violation. */
static const char *build_includes(struct vcl_be_ctx *x, const struct vn_file *files, uint64_t n,
				  const char *options)
{
	uint64_t key = 0xcbf29ce484222325ull;
	char dir[512];
	char *opts;

	if (!n)
		return options ? options : "";
	for (uint64_t i = 0; i < n; i++) {
		key = fnv1a(key, files[i].name, strlen(files[i].name) + 1);
		key = fnv1a(key, &files[i].len, sizeof(files[i].len));
		key = fnv1a(key, files[i].data, (size_t)files[i].len);
	}
	if (vcl_session_build_dir(x->s, key, dir, sizeof(dir))) {
		vcl_be_violation(x, "cannot make a build directory");
		return NULL;
	}
	for (uint64_t i = 0; i < n; i++) {
		const char *name = files[i].name;
		if (name[0] == '/') {
			/* the guest's file at its own path: where it may be, else the build does
			 * not find it, as natively a file that is not there */
			int e = vcl_session_place_file(name, files[i].data, (size_t)files[i].len);
			if (e) {
				char what[160];
				snprintf(what, sizeof(what), "include file \"%.64s\" not placed: %s", name,
					 strerror(-e));
				vcl_be_log_once(x, what);
			}
		} else if (vcl_session_write_file(dir, name, files[i].data, (size_t)files[i].len)) {
			return vcl_be_violation(x, "parameter files: include file name \"%.64s\" refused",
						name), NULL;
		}
	}
	opts = vcl_be_scratch(x, strlen(dir) + (options ? strlen(options) : 0) + 8, 1);
	if (!opts)
		return NULL;
	sprintf(opts, "-I%s %s", dir, options ? options : "");
	return opts;
}

/*
 * Kernel argument information must be there for clSetKernelArg to tell a handle from a scalar with
 * the same bits, and which kind of object an argument takes (arg_class in vcl_be_kernel.c): build
 * with -cl-kernel-arg-info always (it adds metadata only).
 */
static const char *with_arg_info(struct vcl_be_ctx *x, const char *options)
{
	static const char flag[] = "-cl-kernel-arg-info";
	char *o;

	if (options && strstr(options, flag))
		return options;
	o = vcl_be_scratch(x, (options ? strlen(options) : 0) + sizeof(flag) + 2, 1);
	if (!o)
		return NULL;
	sprintf(o, "%s %s", flag, options ? options : "");
	return o;
}

/*
 * After a build or compile that failed: the names of the files its compiler looked for and did not
 * find, from the build logs (clang's "...: 'NAME' file not found", as PoCL and clang-based drivers
 * write it; NVIDIA's "cannot open source file \"NAME\""), at most VCL_BUILD_MAX_MISSING, for the
 * guest to send if it has them (docs/design.md). A relative name that a guest file placed at its
 * own path includes comes with that file's directory first.
 */
static uint64_t find_missing(cl_program prog, cl_uint ndev, const cl_device_id *devs,
			     char (*names)[1025])
{
	cl_device_id all[64];
	uint64_t n = 0;

	if (!devs || !ndev) {
		size_t got = 0;
		if (clGetProgramInfo(prog, CL_PROGRAM_DEVICES, sizeof(all), all, &got) != CL_SUCCESS)
			got = 0;
		devs = all;
		ndev = (cl_uint)(got / sizeof(all[0]));
	}
	for (cl_uint d = 0; d < ndev && n < VCL_BUILD_MAX_MISSING; d++) {
		size_t size = 0;
		char *log;
		if (clGetProgramBuildInfo(prog, devs[d], CL_PROGRAM_BUILD_LOG, 0, NULL, &size) !=
			    CL_SUCCESS || !size || size > VCL_MAX_INFO || !(log = malloc(size + 1)))
			continue;
		if (clGetProgramBuildInfo(prog, devs[d], CL_PROGRAM_BUILD_LOG, size, log, NULL) !=
		    CL_SUCCESS)
			size = 0;
		log[size] = 0;
		for (char *line = log; line && *line && n < VCL_BUILD_MAX_MISSING;) {
			char *nl = strchr(line, '\n'), *b = NULL, *e = NULL, *m;
			bool dup = false;
			if (nl)
				*nl = 0;
			if ((m = strstr(line, "' file not found"))) {
				/* the name runs back to the ": '" that opens it */
				for (char *q = m - 1; q >= line + 2 && !b; q--)
					if (q[0] == '\'' && q[-1] == ' ' && q[-2] == ':')
						b = q + 1;
				e = m;
			} else if ((m = strstr(line, "cannot open source file \""))) {
				b = m + strlen("cannot open source file \"");
				e = strchr(b, '"');
			}
			if (!b || !e || e <= b || (size_t)(e - b) > 1024) {
				line = nl ? nl + 1 : NULL;
				continue;
			}
			/* a relative name in a guest file placed at its own path (the line names the
			 * includer, "/DIR/FILE:LINE:COL: ..."): the compiler looked beside it first,
			 * so the guest's DIR/NAME comes first, then NAME in the -I directories */
			if (*b != '/') {
				char *f = strchr(line, '/'), *fe = f ? strchr(f, ':') : NULL, *slash;
				const char *base = vcl_private_base();
				size_t bl = strlen(base);
				if (f && fe && fe < b && (f == line || f[-1] == ' ') && (slash = memrchr(f, '/', (size_t)(fe - f))) &&
				    (size_t)(slash - f) + 1 + (size_t)(e - b) <= 1024 &&
				    strncmp(f, "/cache/", 7) && !(bl && !strncmp(f, base, bl)) &&
				    n + 1 < VCL_BUILD_MAX_MISSING) {
					size_t dl = (size_t)(slash - f) + 1;
					memcpy(names[n], f, dl);
					memcpy(names[n] + dl, b, (size_t)(e - b));
					names[n][dl + (size_t)(e - b)] = 0;
					for (uint64_t j = 0; j < n; j++)
						dup |= !strcmp(names[j], names[n]);
					if (!dup)
						n++;
					dup = false;
				}
			}
			line = nl ? nl + 1 : NULL;
			memcpy(names[n], b, (size_t)(e - b));
			names[n][e - b] = 0;
			for (uint64_t j = 0; j < n; j++)
				dup |= !strcmp(names[j], names[n]);
			if (!dup)
				n++;
		}
		free(log);
	}
	return n;
}

/* A build, compile or link: its decoded arguments (those of the other two calls absent). */
struct build_req {
	uint16_t op;
	uint64_t id;          /* link: the new program's ID */
	cl_program prog;      /* build, compile */
	cl_context ctx;       /* link */
	cl_uint ndev;
	const cl_device_id *devs;
	const char *options;
	const struct vn_file *files; /* build, compile: the guest's include files */
	uint64_t nfiles;
	cl_uint nhdr;         /* compile: the embedded headers and their names */
	const cl_program *headers;
	const char **names;
	cl_uint ninputs;      /* link */
	const cl_program *inputs;
	uint64_t cb;          /* the callback's ID, 0: none */
	bool ask;             /* build, compile: built again with files its compiler did not find */
};

static int program_build(struct vcl_be_ctx *x, const struct build_req *q)
{
	cl_program made = NULL;
	const char *options = q->options;
	struct cb_rec *r;
	cl_int ret = CL_SUCCESS;
	bool owned = false, ask = q->ask;
	void(CL_CALLBACK * hostcb)(cl_program, void *);
	char missing[VCL_BUILD_MAX_MISSING][1025];
	uint64_t nmiss = 0;

	if (q->op != VN_OP_clLinkProgram) {
		/* options are the guest's: the compiler runs in the session's sandbox, so an option
		 * that names a file (-I, -include, ...) can name only what the sandbox holds */
		const char *o = build_includes(x, q->files, q->nfiles, options);
		if (!o || !(o = with_arg_info(x, o)))
			return -EPROTO;
		options = o;
	}
	/* kernels of this program may print: replies look for their output from now on */
	if (!atomic_load(&x->s->may_print)) {
		bool link = q->op == VN_OP_clLinkProgram;
		vcl_session_may_print(x->s, link ? NULL : q->prog, q->options, q->files,
				      link ? 0 : q->nfiles);
		for (cl_uint i = 0; link && i < q->ninputs; i++)
			vcl_session_may_print(x->s, q->inputs[i], NULL, NULL, 0);
		for (cl_uint i = 0; !link && i < q->nhdr; i++)
			vcl_session_may_print(x->s, q->headers[i], NULL, NULL, 0);
	}
	r = vcl_be_cb_new(x, q->cb, VCL_CB_PROGRAM_NOTIFY);
	/* ours while the host call runs: a failed build may or may not have called back (PoCL 3.1
	 * does, then returns the failure; found by tests/fuzz: the record was freed twice) */
	if (r)
		atomic_fetch_add(&r->refs, 1);
	/* a round that may be built again calls back only once it is known to be the last: the
	 * host gets no callback, this handler calls it (below) */
	hostcb = r && !ask ? vcl_be_tramp_program : NULL;
	/* with a callback the host may return at once; without one the build blocks */
	vcl_be_may_block(x);
	if (ask) {
		/* what was written before is the guest's (sent before the hold, which keeps every
		 * reader off the standard error); this round's messages may be dropped */
		vcl_session_send_printf(x->s);
		vcl_session_output_hold(x->s, true);
	}
	if (q->op == VN_OP_clBuildProgram)
		ret = clBuildProgram(q->prog, q->ndev, q->devs, options, hostcb, hostcb ? r : NULL);
	else if (q->op == VN_OP_clCompileProgram)
		ret = clCompileProgram(q->prog, q->ndev, q->devs, options, q->nhdr, q->headers,
				       q->names, hostcb, hostcb ? r : NULL);
	else
		made = clLinkProgram(q->ctx, q->ndev, q->devs, options, q->ninputs, q->inputs,
				     r ? vcl_be_tramp_program : NULL, r, &ret);
	if (made)
		vcl_be_bind(x, q->id, VN_T_PROGRAM, made);
	if (ask && (ret == CL_BUILD_PROGRAM_FAILURE || ret == CL_COMPILE_PROGRAM_FAILURE))
		nmiss = find_missing(q->prog, q->ndev, q->devs, missing);
	if (nmiss)
		vcl_session_drop_stderr(x->s); /* this round is built again */
	if (ask)
		vcl_session_output_hold(x->s, false);
	if (r && ask && !nmiss &&
	    (ret == CL_SUCCESS || ret == CL_BUILD_PROGRAM_FAILURE || ret == CL_COMPILE_PROGRAM_FAILURE))
		vcl_be_tramp_program(q->prog, r); /* the last round: the build has ended */
	if (r) {
		/* a build that ran and failed reports through the callback too (spec 5.8.2-5.8.5),
		 * now or later; one refused before it began (and did not call back) never will, nor
		 * does a round the guest builds again. The front-end keeps its record exactly when
		 * this one is kept: it may get the callback after this reply. */
		owned = !nmiss && (ret == CL_SUCCESS || made || ret == CL_BUILD_PROGRAM_FAILURE ||
				   ret == CL_COMPILE_PROGRAM_FAILURE || ret == CL_LINK_PROGRAM_FAILURE ||
				   atomic_load(&r->fired));
		if (!owned)
			vcl_be_cb_put(r);
		vcl_be_cb_put(r);
	}
	/* the compiler's messages are the build's: the guest sees them before the build returns, as
	 * natively (not only as the output thread sends them: vcl_session_output_before_reply) */
	vcl_session_send_printf(x->s);
	if (q->op == VN_OP_clLinkProgram) {
		vn_enc_reply_clLinkProgram(&x->rep, ret, NULL,
					   &(struct vn_reply_clLinkProgram){ .made = made != NULL,
									     .owned = owned });
	} else if (q->op == VN_OP_clBuildProgram) {
		struct vn_reply_clBuildProgram rep = { .owned = owned, .nmiss = nmiss };
		for (uint64_t i = 0; i < nmiss && i < VCL_BUILD_MAX_MISSING; i++)
			rep.missing[i] = missing[i];
		vn_enc_reply_clBuildProgram(&x->rep, ret, NULL, &rep);
	} else {
		struct vn_reply_clCompileProgram rep = { .owned = owned, .nmiss = nmiss };
		for (uint64_t i = 0; i < nmiss && i < VCL_BUILD_MAX_MISSING; i++)
			rep.missing[i] = missing[i];
		vn_enc_reply_clCompileProgram(&x->rep, ret, NULL, &rep);
	}
	return 0;
}

int vcl_be_h_clBuildProgram(struct vcl_be_ctx *x, const struct vn_args_clBuildProgram *a)
{
	return program_build(x, &(struct build_req){
		.op = VN_OP_clBuildProgram, .prog = a->program, .ndev = a->num_devices,
		.devs = a->device_list, .options = a->options, .files = a->files,
		.nfiles = a->files_count, .cb = a->pfn_notify_id, .ask = a->ask != 0 });
}

int vcl_be_h_clCompileProgram(struct vcl_be_ctx *x, const struct vn_args_clCompileProgram *a)
{
	return program_build(x, &(struct build_req){
		.op = VN_OP_clCompileProgram, .prog = a->program, .ndev = a->num_devices,
		.devs = a->device_list, .options = a->options, .files = a->files,
		.nfiles = a->files_count, .nhdr = a->num_input_headers, .headers = a->input_headers,
		.names = a->header_include_names, .cb = a->pfn_notify_id, .ask = a->ask != 0 });
}

int vcl_be_h_clLinkProgram(struct vcl_be_ctx *x, const struct vn_args_clLinkProgram *a)
{
	return program_build(x, &(struct build_req){
		.op = VN_OP_clLinkProgram, .id = a->id, .ctx = a->context, .ndev = a->num_devices,
		.devs = a->device_list, .options = a->options, .ninputs = a->num_input_programs,
		.inputs = a->input_programs, .cb = a->pfn_notify_id });
}

/* VCL_OP_GET_BINARIES (api/opencl.api, msg GET_BINARIES): clGetProgramInfo(CL_PROGRAM_BINARIES). */
int vcl_be_h_msg_get_binaries(struct vcl_be_ctx *x, const struct vn_args_msg_get_binaries *a)
{
	cl_program p = a->program;
	cl_uint ndev = 0;
	size_t *sizes, total = 0;
	unsigned char **bins;
	cl_int ret;

	ret = clGetProgramInfo(p, CL_PROGRAM_NUM_DEVICES, sizeof(ndev), &ndev, NULL);
	if (ret == CL_SUCCESS && ndev > VCL_MAX_DEVICES)
		ret = CL_OUT_OF_RESOURCES;
	if (ret != CL_SUCCESS) {
		static const struct vn_reply_msg_get_binaries none;
		vn_enc_reply_msg_get_binaries(&x->rep, ret, a, &none);
		return 0;
	}
	sizes = vcl_be_scratch(x, ndev ? ndev : 1, sizeof(size_t));
	bins = vcl_be_scratch(x, ndev ? ndev : 1, sizeof(*bins));
	if (!sizes || !bins)
		return -EPROTO;
	ret = clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, ndev * sizeof(size_t), sizes, NULL);
	for (cl_uint i = 0; ret == CL_SUCCESS && i < ndev; i++) {
		if (__builtin_add_overflow(total, sizes[i], &total) || total > VCL_MAX_MSG / 2)
			ret = CL_OUT_OF_RESOURCES;
		else if (sizes[i] && !(bins[i] = malloc(sizes[i])))
			ret = CL_OUT_OF_HOST_MEMORY;
	}
	if (ret == CL_SUCCESS)
		ret = clGetProgramInfo(p, CL_PROGRAM_BINARIES, ndev * sizeof(*bins), bins, NULL);
	{
		struct vn_reply_msg_get_binaries *r = vcl_be_scratch(x, 1, sizeof(*r));
		if (!r) {
			for (cl_uint i = 0; i < ndev; i++)
				free(bins[i]);
			return -EPROTO;
		}
		r->count = ndev;
		for (cl_uint i = 0; i < ndev; i++) {
			r->binaries[i] = bins[i];
			r->binaries_len[i] = sizes[i];
		}
		vn_enc_reply_msg_get_binaries(&x->rep, ret, a, r);
	}
	for (cl_uint i = 0; i < ndev; i++)
		free(bins[i]);
	return 0;
}
