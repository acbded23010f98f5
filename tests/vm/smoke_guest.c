// SPDX-License-Identifier: MIT
/*
 * smoke_guest.c - guest half of tests/vm/smoke.sh.
 *
 * Usage: smoke_guest [PORT_NAME]   (default "virtcl.smoke")
 *
 * Finds the port and the ivshmem region with the vcl_vm_* helpers, checks the
 * marker the host put at offset VCL_SMOKE_HOST_OFF of the region before boot,
 * writes "hello-shm" at offset 0, then "hello-port\n" to the port and waits for
 * the host's "hello-guest\n".  Exit 0 on success, 1 on any failure (printed).
 */
#define _GNU_SOURCE
#include "vcl_vm.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define VCL_SMOKE_HOST_OFF 64
#define VCL_SMOKE_HOST_MSG "host-shm"
#define VCL_SMOKE_SHM_MSG "hello-shm"
#define VCL_SMOKE_PORT_MSG "hello-port\n"
#define VCL_SMOKE_REPLY "hello-guest\n"
/* The host answers at once; 20 s leaves room for a slow TCG host. */
#define VCL_SMOKE_REPLY_TIMEOUT_MS 20000

static int fail(const char *what, int err)
{
	fprintf(stderr, "smoke_guest: %s: %s\n", what, strerror(err < 0 ? -err : err));
	return 1;
}

/* write_all() - write @len bytes of @buf to @fd; 0 or negative errno. */
static int write_all(int fd, const char *buf, size_t len)
{
	while (len) {
		ssize_t n = write(fd, buf, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		buf += n;
		len -= (size_t)n;
	}
	return 0;
}

/* read_line() - read up to a newline within the timeout; length or negative errno. */
static int read_line(int fd, char *buf, size_t len, int timeout_ms)
{
	size_t got = 0;

	while (got + 1 < len) {
		struct pollfd pfd = { .fd = fd, .events = POLLIN };
		ssize_t n;
		int ret;

		ret = poll(&pfd, 1, timeout_ms);
		if (ret < 0 && errno == EINTR)
			continue;
		if (ret < 0)
			return -errno;
		if (ret == 0)
			return -ETIMEDOUT;
		n = read(fd, buf + got, len - 1 - got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		if (n == 0)
			return -ECONNRESET; /* host side not connected */
		got += (size_t)n;
		if (memchr(buf, '\n', got))
			break;
	}
	buf[got] = '\0';
	return (int)got;
}

int main(int argc, char **argv)
{
	const char *name = argc > 1 ? argv[1] : "virtcl.smoke";
	char path[64], reply[64];
	size_t size;
	void *base;
	char *shm;
	int fd, ret;

	ret = vcl_vm_find_port(name, path, sizeof(path));
	if (ret)
		return fail("vcl_vm_find_port", ret);
	printf("smoke_guest: port %s is %s\n", name, path);

	ret = vcl_vm_map_ivshmem(&base, &size);
	if (ret)
		return fail("vcl_vm_map_ivshmem", ret);
	printf("smoke_guest: ivshmem mapped, %zu bytes\n", size);
	shm = base;
	if (size < VCL_SMOKE_HOST_OFF + sizeof(VCL_SMOKE_HOST_MSG)) {
		fprintf(stderr, "smoke_guest: region too small\n");
		return 1;
	}
	if (memcmp(shm + VCL_SMOKE_HOST_OFF, VCL_SMOKE_HOST_MSG, sizeof(VCL_SMOKE_HOST_MSG))) {
		fprintf(stderr, "smoke_guest: host marker missing at offset %d\n",
			VCL_SMOKE_HOST_OFF);
		return 1;
	}
	printf("smoke_guest: read host marker from shm\n");
	memcpy(shm, VCL_SMOKE_SHM_MSG, sizeof(VCL_SMOKE_SHM_MSG));
	/* Make the shm store visible before the port message that announces it. */
	__atomic_thread_fence(__ATOMIC_SEQ_CST);

	fd = open(path, O_RDWR | O_CLOEXEC);
	if (fd < 0)
		return fail(path, errno);
	ret = write_all(fd, VCL_SMOKE_PORT_MSG, strlen(VCL_SMOKE_PORT_MSG));
	if (ret)
		return fail("write to port", ret);
	ret = read_line(fd, reply, sizeof(reply), VCL_SMOKE_REPLY_TIMEOUT_MS);
	if (ret < 0)
		return fail("read from port", ret);
	if (strcmp(reply, VCL_SMOKE_REPLY)) {
		fprintf(stderr, "smoke_guest: unexpected reply \"%s\"\n", reply);
		return 1;
	}
	printf("smoke_guest: got host reply over the port\n");
	close(fd);
	ret = vcl_vm_unmap_ivshmem(base, size);
	if (ret)
		return fail("vcl_vm_unmap_ivshmem", ret);
	printf("smoke_guest: OK\n");
	return 0;
}
