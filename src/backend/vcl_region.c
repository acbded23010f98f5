/* SPDX-License-Identifier: MIT */
/*
 * Shared-memory bulk regions on the host side: a guest's memfd (shm: transport, VCL_OP_ATTACH_SHM)
 * or the backing file of a VM's ivshmem device (virtcld --listen unix:PATH,shm=FILE).
 *
 * The layout is validated once, when the region is mapped: a regular file whose size is a power of
 * two between VCL_REGION_MIN and VCL_REGION_MAX, and, for a guest's memfd, sealed against
 * shrinking (F_SEAL_SHRINK), so that the guest can never make a page of the mapping disappear
 * under the daemon (which would be SIGBUS in the daemon, not in the guest). From then on every
 * item is checked against the size in vcl_dec_bulk; the bytes themselves may change at any time
 * and are only ever used as data.
 *
 * A region stays mapped while any host command may still touch it (refs): a non-blocking read
 * into it or write from it holds a reference until the host command completes, so a session that
 * ends never leaves the host device writing into unmapped memory.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vcl_be.h"

static bool size_ok(uint64_t size)
{
	return size >= VCL_REGION_MIN && size <= VCL_REGION_MAX && (size & (size - 1)) == 0;
}

static int region_map(int fd, uint64_t off, uint64_t size, struct vcl_region **out)
{
	struct vcl_region *r;
	void *p;

	r = calloc(1, sizeof(*r));
	if (!r)
		return -ENOMEM;
	p = mmap(NULL, (size_t)size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, (off_t)off);
	if (p == MAP_FAILED) {
		int e = -errno;
		free(r);
		return e;
	}
	r->base = p;
	r->size = size;
	r->file_off = off;
	atomic_init(&r->refs, 1);
	atomic_init(&r->in_use, false);
	*out = r;
	return 0;
}

int vcl_region_from_memfd(int fd, uint64_t size, struct vcl_region **out, const char **why)
{
	struct stat st;
	int seals, r;

	*why = NULL;
	if (!size_ok(size)) {
		*why = "size is not a power of two in [64 KiB, 1 GiB]";
		r = -EINVAL;
		goto out;
	}
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) || (uint64_t)st.st_size != size) {
		*why = "not a regular file of the announced size";
		r = -EINVAL;
		goto out;
	}
	/* without F_SEAL_SHRINK the guest could truncate the file under our mapping */
	seals = fcntl(fd, F_GET_SEALS);
	if (seals < 0 || !(seals & F_SEAL_SHRINK)) {
		*why = "not a memfd sealed against shrinking (F_SEAL_SHRINK)";
		r = -EINVAL;
		goto out;
	}
	r = region_map(fd, 0, size, out);
	if (r)
		*why = "mmap failed";
out:
	close(fd); /* the mapping keeps the memory; the descriptor is never needed again */
	return r;
}

int vcl_region_from_fd(int fd, struct vcl_region **out)
{
	struct stat st;
	int r = -EINVAL;

	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && size_ok((uint64_t)st.st_size))
		r = region_map(fd, 0, (uint64_t)st.st_size, out);
	close(fd);
	return r;
}

int vcl_region_from_fd_range(int fd, uint64_t off, uint64_t size, struct vcl_region **out)
{
	struct stat st;
	int r = -EINVAL;

	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && size_ok((uint64_t)st.st_size) &&
	    size_ok(size) && off % size == 0 && size <= (uint64_t)st.st_size &&
	    off <= (uint64_t)st.st_size - size)
		r = region_map(fd, off, size, out);
	close(fd);
	return r;
}

int vcl_region_from_file(const char *path, struct vcl_region **out)
{
	int fd = open(path, O_RDWR | O_CLOEXEC);

	return fd < 0 ? -errno : vcl_region_from_fd(fd, out);
}

struct vcl_region *vcl_region_get(struct vcl_region *r)
{
	if (r)
		atomic_fetch_add(&r->refs, 1);
	return r;
}

void vcl_region_register(struct vcl_region *r, struct vcl_daemon *d, unsigned session)
{
	cl_context_properties props[] = { CL_CONTEXT_PLATFORM, (cl_context_properties)d->platform, 0 };
	cl_int err = CL_SUCCESS;

	if (!r || r->reg_buf || !d->ndev)
		return;
	r->reg_ctx = clCreateContext(props, d->ndev, d->devices, NULL, NULL, &err);
	if (r->reg_ctx)
		r->reg_buf = clCreateBuffer(r->reg_ctx, CL_MEM_USE_HOST_PTR | CL_MEM_READ_WRITE,
					    (size_t)r->size, r->base, &err);
	if (!r->reg_buf) {
		vcl_log("session %u: the shared region could not be registered with the device (%d): "
			"transfers through it take the driver's pageable path", session, err);
		if (r->reg_ctx)
			clReleaseContext(r->reg_ctx);
		r->reg_ctx = NULL;
	}
}

void vcl_region_put(struct vcl_region *r)
{
	if (r && atomic_fetch_sub(&r->refs, 1) == 1) {
		/* the registration goes before the memory it covers */
		if (r->reg_buf)
			clReleaseMemObject(r->reg_buf);
		if (r->reg_ctx)
			clReleaseContext(r->reg_ctx);
		munmap(r->base, (size_t)r->size);
		free(r);
	}
}
