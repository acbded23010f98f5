// SPDX-License-Identifier: MIT
/*
 * vcl_vm_guest_test.c - host-side tests of the vcl_vm_* guest helpers against
 * fake sysfs trees (run by smoke.sh before it boots a VM; needs no VM).
 */
#define _GNU_SOURCE
#include "vcl_vm.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int failures;

#define CHECK(cond)                                                          \
	do {                                                                 \
		if (!(cond)) {                                               \
			fprintf(stderr, "%s:%d: FAILED: %s\n", __FILE__,     \
				__LINE__, #cond);                            \
			failures++;                                          \
		}                                                            \
	} while (0)

/* in_root() - @root/@rel in @buf. */
static const char *in_root(char *buf, size_t len, const char *root, const char *rel)
{
	snprintf(buf, len, "%s/%s", root, rel);
	return buf;
}

/* put() - create @root/@rel with @len bytes of @data, making parent dirs. */
static void put(const char *root, const char *rel, const void *data, size_t len)
{
	char path[4096], *s;
	FILE *f;

	in_root(path, sizeof(path), root, rel);
	for (s = path + strlen(root) + 1; (s = strchr(s, '/')); s++) {
		*s = '\0';
		mkdir(path, 0755);
		*s = '/';
	}
	f = fopen(path, "w");
	if (!f || fwrite(data, 1, len, f) != len || fclose(f)) {
		perror(path);
		exit(2);
	}
}

static void puts_at(const char *root, const char *rel, const char *text)
{
	put(root, rel, text, strlen(text));
}

static char *make_root(void)
{
	char tmpl[] = "/tmp/vcl-vm-guest-test.XXXXXX";
	char *d = mkdtemp(tmpl);

	if (!d) {
		perror("mkdtemp");
		exit(2);
	}
	return strdup(d);
}

static void rm_root(char *root)
{
	char cmd[4200];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", root);
	if (system(cmd) != 0)
		fprintf(stderr, "warning: could not remove %s\n", root);
	free(root);
}

static void test_find_port(void)
{
	char *root = make_root();
	char path[256], want[300], small[8];

	CHECK(vcl_vm_find_port_at(root, "virtcl.smoke", path, sizeof(path)) == -ENOENT);

	puts_at(root, "sys/class/virtio-ports/vport0p1/name", "other\n");
	puts_at(root, "sys/class/virtio-ports/vport1p1/name", "virtcl.smoke\n");
	puts_at(root, "sys/class/virtio-ports/vport0p2/name", "virtcl.smoke\n");
	puts_at(root, "sys/class/virtio-ports/vport0p3/name", "virtcl.smok\n");

	/* Duplicates: the first in sort order wins. */
	CHECK(vcl_vm_find_port_at(root, "virtcl.smoke", path, sizeof(path)) == 0);
	snprintf(want, sizeof(want), "%s/dev/vport0p2", root);
	CHECK(strcmp(path, want) == 0);
	CHECK(vcl_vm_find_port_at(root, "other", path, sizeof(path)) == 0);
	/* Prefixes and missing names do not match. */
	CHECK(vcl_vm_find_port_at(root, "virtcl", path, sizeof(path)) == -ENOENT);
	CHECK(vcl_vm_find_port_at(root, "nope", path, sizeof(path)) == -ENOENT);
	CHECK(vcl_vm_find_port_at(root, "", path, sizeof(path)) == -EINVAL);
	CHECK(vcl_vm_find_port_at(root, NULL, path, sizeof(path)) == -EINVAL);
	CHECK(vcl_vm_find_port_at(root, "other", small, sizeof(small)) == -ENAMETOOLONG);
	rm_root(root);
}

static void test_map_ivshmem(void)
{
	char *root = make_root();
	static char bar[8192];
	void *base = NULL;
	size_t size = 0;
	char probe[16], p[4096];
	int fd;

	CHECK(vcl_vm_map_ivshmem_at(root, &base, &size) == -ENODEV);

	puts_at(root, "sys/bus/pci/devices/0000:00:02.0/vendor", "0x8086\n");
	puts_at(root, "sys/bus/pci/devices/0000:00:02.0/device", "0x1110\n");
	puts_at(root, "sys/bus/pci/devices/0000:00:03.0/vendor", "0x1af4\n");
	puts_at(root, "sys/bus/pci/devices/0000:00:03.0/device", "0x1003\n");
	CHECK(vcl_vm_map_ivshmem_at(root, &base, &size) == -ENODEV);

	memcpy(bar + 64, "host-shm", 9);
	puts_at(root, "sys/bus/pci/devices/0000:00:05.0/vendor", "0x1af4\n");
	puts_at(root, "sys/bus/pci/devices/0000:00:05.0/device", "0x1110\n");
	put(root, "sys/bus/pci/devices/0000:00:05.0/resource2", bar, sizeof(bar));
	CHECK(vcl_vm_map_ivshmem_at(root, &base, &size) == 0);
	CHECK(size == sizeof(bar));
	if (base && size == sizeof(bar)) {
		CHECK(memcmp((char *)base + 64, "host-shm", 9) == 0);
		memcpy(base, "hello-shm", 10);
		CHECK(vcl_vm_unmap_ivshmem(base, size) == 0);
		/* MAP_SHARED: the store reached the file. */
		memset(probe, 0, sizeof(probe));
		fd = open(in_root(p, sizeof(p), root,
				  "sys/bus/pci/devices/0000:00:05.0/resource2"), O_RDONLY);
		CHECK(fd >= 0 && read(fd, probe, 10) == 10);
		if (fd >= 0)
			close(fd);
		CHECK(memcmp(probe, "hello-shm", 10) == 0);
	}

	/*
	 * A lower address with a resource2 that reports no size: the size comes
	 * from line 2 of "resource".  Not touched: the file behind is empty.
	 */
	puts_at(root, "sys/bus/pci/devices/0000:00:04.0/vendor", "0x1af4\n");
	puts_at(root, "sys/bus/pci/devices/0000:00:04.0/device", "0x1110\n");
	put(root, "sys/bus/pci/devices/0000:00:04.0/resource2", "", 0);
	puts_at(root, "sys/bus/pci/devices/0000:00:04.0/resource",
		"0x00000000fea00000 0x00000000fea000ff 0x0000000000040200\n"
		"0x0000000000000000 0x0000000000000000 0x0000000000000000\n"
		"0x0000000800000000 0x0000000800003fff 0x000000000014220c\n");
	base = NULL;
	size = 0;
	CHECK(vcl_vm_map_ivshmem_at(root, &base, &size) == 0);
	CHECK(size == 0x4000);
	if (base)
		CHECK(vcl_vm_unmap_ivshmem(base, size) == 0);

	/* resource2 missing altogether. */
	unlink(in_root(p, sizeof(p), root, "sys/bus/pci/devices/0000:00:04.0/resource2"));
	CHECK(vcl_vm_map_ivshmem_at(root, &base, &size) == -ENODEV);
	rm_root(root);
}

int main(void)
{
	test_find_port();
	test_map_ivshmem();
	if (failures) {
		fprintf(stderr, "vcl_vm_guest_test: %d check(s) failed\n", failures);
		return 1;
	}
	printf("vcl_vm_guest_test: all checks passed\n");
	return 0;
}
