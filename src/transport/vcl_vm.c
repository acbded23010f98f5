// SPDX-License-Identifier: MIT
/*
 * vcl_vm_guest.c - guest-side discovery of the virtio-serial port and the
 * ivshmem region (see vcl_vm.h).
 */
#define _GNU_SOURCE
#include "vcl_vm.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/*
 * Longest sysfs attribute we read (a port name, "0x1af4").  QEMU does not
 * bound port names, but the guest driver's name attribute is one page at most
 * and nobody needs more than a few dozen bytes; longer names simply never match.
 */
#define VCL_VM_ATTR_MAX 256

/*
 * read_attr() - read a small sysfs text attribute, without its trailing newline
 * @path: file to read
 * @buf:  receives the NUL-terminated text
 * @len:  size of @buf; longer contents are reported as -EOVERFLOW
 *
 * Return: length of the text, or negative errno.
 */
static int read_attr(const char *path, char *buf, size_t len)
{
	ssize_t n;
	int fd, err;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	do {
		n = read(fd, buf, len);
	} while (n < 0 && errno == EINTR);
	err = n < 0 ? -errno : 0;
	close(fd);
	if (err)
		return err;
	if ((size_t)n == len)
		return -EOVERFLOW;
	if (n > 0 && buf[n - 1] == '\n')
		n--;
	buf[n] = '\0';
	return (int)n;
}

/* read_hex_attr() - read a sysfs attribute such as "0x1af4" into @val. */
static int read_hex_attr(const char *path, unsigned long *val)
{
	char buf[32], *end;
	int ret;

	ret = read_attr(path, buf, sizeof(buf));
	if (ret < 0)
		return ret;
	errno = 0;
	*val = strtoul(buf, &end, 16);
	if (errno || end == buf || *end != '\0')
		return -EINVAL;
	return 0;
}

int vcl_vm_find_port_at(const char *root, const char *name, char *path,
			size_t path_len)
{
	char dir[PATH_MAX], attr[PATH_MAX], val[VCL_VM_ATTR_MAX];
	char best[NAME_MAX + 1] = "";
	struct dirent *de;
	DIR *d;
	int n, err = 0;

	if (!root || !name || !*name || !path || !path_len)
		return -EINVAL;
	n = snprintf(dir, sizeof(dir), "%s/sys/class/virtio-ports", root);
	if (n < 0 || (size_t)n >= sizeof(dir))
		return -ENAMETOOLONG;
	d = opendir(dir);
	if (!d)
		return -errno;
	while ((errno = 0, de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		n = snprintf(attr, sizeof(attr), "%s/%s/name", dir, de->d_name);
		if (n < 0 || (size_t)n >= sizeof(attr))
			continue;
		/* Unreadable or overlong names are other ports, not errors. */
		if (read_attr(attr, val, sizeof(val)) < 0 || strcmp(val, name))
			continue;
		/* Deterministic choice among duplicate names: first in sort order. */
		if (!best[0] || strcmp(de->d_name, best) < 0)
			snprintf(best, sizeof(best), "%s", de->d_name);
	}
	if (errno)
		err = -errno;
	closedir(d);
	if (err)
		return err;
	if (!best[0])
		return -ENOENT;
	n = snprintf(path, path_len, "%s/dev/%s", root, best);
	if (n < 0 || (size_t)n >= path_len)
		return -ENAMETOOLONG;
	return 0;
}

int vcl_vm_find_port(const char *name, char *path, size_t path_len)
{
	return vcl_vm_find_port_at("", name, path, path_len);
}

/*
 * bar_size_from_resource() - length of BAR @bar from the device's "resource"
 * file, whose line N is "0x<start> 0x<end> 0x<flags>" for BAR N.  Used when
 * the resourceN file does not report its size (st_size 0).
 */
static int bar_size_from_resource(const char *dev_dir, int bar, size_t *size)
{
	char path[PATH_MAX], line[128];
	unsigned long long start, end, flags;
	FILE *f;
	int n, i, err = -ENODEV;

	n = snprintf(path, sizeof(path), "%s/resource", dev_dir);
	if (n < 0 || (size_t)n >= sizeof(path))
		return -ENAMETOOLONG;
	f = fopen(path, "re");
	if (!f)
		return -errno;
	for (i = 0; fgets(line, sizeof(line), f); i++) {
		if (i != bar)
			continue;
		if (sscanf(line, "%llx %llx %llx", &start, &end, &flags) != 3) {
			err = -EINVAL;
		} else if (start && end > start && end - start < SIZE_MAX) {
			*size = (size_t)(end - start + 1);
			err = 0;
		}
		break;
	}
	fclose(f);
	return err;
}

int vcl_vm_map_ivshmem_at(const char *root, void **base, size_t *size)
{
	char dir[PATH_MAX], attr[PATH_MAX], dev_dir[PATH_MAX];
	char best[NAME_MAX + 1] = "";
	unsigned long vendor, device;
	struct dirent *de;
	struct stat st;
	size_t len = 0;
	void *p;
	DIR *d;
	int n, fd, err = 0;

	if (!root || !base || !size)
		return -EINVAL;
	n = snprintf(dir, sizeof(dir), "%s/sys/bus/pci/devices", root);
	if (n < 0 || (size_t)n >= sizeof(dir))
		return -ENAMETOOLONG;
	d = opendir(dir);
	if (!d)
		return errno == ENOENT ? -ENODEV : -errno;
	while ((errno = 0, de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		n = snprintf(attr, sizeof(attr), "%s/%s/vendor", dir, de->d_name);
		if (n < 0 || (size_t)n >= sizeof(attr) ||
		    read_hex_attr(attr, &vendor) || vendor != VCL_VM_IVSHMEM_VENDOR)
			continue;
		n = snprintf(attr, sizeof(attr), "%s/%s/device", dir, de->d_name);
		if (n < 0 || (size_t)n >= sizeof(attr) ||
		    read_hex_attr(attr, &device) || device != VCL_VM_IVSHMEM_DEVICE)
			continue;
		/* Several devices: the lowest PCI address, "0000:00:04.0" sorts as one. */
		if (!best[0] || strcmp(de->d_name, best) < 0)
			snprintf(best, sizeof(best), "%s", de->d_name);
	}
	if (errno)
		err = -errno;
	closedir(d);
	if (err)
		return err;
	if (!best[0])
		return -ENODEV;

	n = snprintf(dev_dir, sizeof(dev_dir), "%s/%s", dir, best);
	if (n < 0 || (size_t)n >= sizeof(dev_dir))
		return -ENAMETOOLONG;
	n = snprintf(attr, sizeof(attr), "%s/resource%d", dev_dir, VCL_VM_IVSHMEM_BAR);
	if (n < 0 || (size_t)n >= sizeof(attr))
		return -ENAMETOOLONG;
	/*
	 * resource2 rather than resource2_wc: the uncached mapping keeps guest
	 * stores in program order as the host sees them, which a shared ring
	 * relies on.  Under KVM the host's write-back type wins anyway for RAM
	 * behind the BAR; under TCG the memory type has no effect.
	 */
	fd = open(attr, O_RDWR | O_CLOEXEC);
	if (fd < 0)
		return errno == ENOENT ? -ENODEV : -errno;
	if (fstat(fd, &st) < 0) {
		err = -errno;
		goto err_close;
	}
	if (st.st_size > 0) {
		if ((uintmax_t)st.st_size > SIZE_MAX) {
			err = -EOVERFLOW;
			goto err_close;
		}
		len = (size_t)st.st_size;
	} else {
		err = bar_size_from_resource(dev_dir, VCL_VM_IVSHMEM_BAR, &len);
		if (err)
			goto err_close;
	}
	p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (p == MAP_FAILED) {
		err = -errno;
		goto err_close;
	}
	close(fd);
	*base = p;
	*size = len;
	return 0;

err_close:
	close(fd);
	return err;
}

int vcl_vm_map_ivshmem(void **base, size_t *size)
{
	return vcl_vm_map_ivshmem_at("", base, size);
}

int vcl_vm_unmap_ivshmem(void *base, size_t size)
{
	if (munmap(base, size) < 0)
		return -errno;
	return 0;
}
