/* SPDX-License-Identifier: MIT */
/*
 * vcl_vm.h - guest-side discovery of the virtcl VM transport devices.
 *
 * Inside a QEMU guest virtcl talks to the host daemon through two stock
 * devices (no QEMU patch, see tests/vm/README.md):
 *  - a virtio-serial port with a well-known name, a byte stream to the host
 *    (character device /dev/vportXpY, driver virtio_console);
 *  - an ivshmem-plain PCI device (1af4:1110), whose BAR2 is a region of
 *    memory the host maps too, for bulk data.
 *
 * These helpers only find and open the devices; they know nothing of the
 * protocol.  They are meant to move into the front-end's VM transport.
 */
#ifndef VCL_VM_H
#define VCL_VM_H

#include <stddef.h>

/* PCI IDs of QEMU's ivshmem-plain and ivshmem-doorbell (docs/specs/ivshmem-spec). */
#define VCL_VM_IVSHMEM_VENDOR 0x1af4
#define VCL_VM_IVSHMEM_DEVICE 0x1110
/* BAR holding the shared memory in both ivshmem flavours. */
#define VCL_VM_IVSHMEM_BAR 2

/**
 * vcl_vm_find_port() - find the character device of a named virtio-serial port
 * @name:     port name as given to QEMU (virtserialport,name=...); not empty
 * @path:     buffer receiving the NUL-terminated device path, e.g. "/dev/vport0p1"
 * @path_len: size of @path in bytes
 *
 * Scans /sys/class/virtio-ports/<port>/name.  The device node itself is created
 * by devtmpfs or udev under the same name as the sysfs entry; this function
 * does not check that it exists.  If several ports carry @name, the one whose
 * sysfs entry sorts first is returned.
 *
 * Return: 0 on success; -EINVAL if @name is empty or NULL; -ENOENT if no port
 * has that name (or virtio_console is not loaded); -ENAMETOOLONG if @path is
 * too small; another negative errno if sysfs cannot be read.
 */
int vcl_vm_find_port(const char *name, char *path, size_t path_len);

/**
 * vcl_vm_map_ivshmem() - map the shared memory BAR of the ivshmem device
 * @base: receives the address of the mapping (read/write, MAP_SHARED)
 * @size: receives the length of the mapping in bytes (the BAR size, which
 *        QEMU makes the size of the host's memory backend)
 *
 * Finds PCI device 1af4:1110 under /sys/bus/pci/devices (the lowest PCI
 * address if there are several) and mmaps its sysfs file resource2, which
 * needs CAP_SYS_ADMIN / root in the guest (the file is mode 0600).  No driver
 * is needed or wanted: a driver claiming the BAR would make the kernel refuse
 * the mapping (CONFIG_IO_STRICT_DEVMEM).  Release with vcl_vm_unmap_ivshmem().
 *
 * Return: 0 on success; -ENODEV if there is no such device or its BAR2 is
 * empty; -EACCES / -EPERM without the privilege; another negative errno from
 * open() or mmap().  On failure *@base and *@size are left unchanged.
 */
int vcl_vm_map_ivshmem(void **base, size_t *size);

/**
 * vcl_vm_unmap_ivshmem() - undo vcl_vm_map_ivshmem()
 * @base: address it returned
 * @size: size it returned
 *
 * Return: 0 on success, negative errno from munmap() otherwise.
 */
int vcl_vm_unmap_ivshmem(void *base, size_t size);

/**
 * vcl_vm_find_port_at() - vcl_vm_find_port() below another root directory
 * @root: prefix for "/sys/..." and the returned "/dev/..." ("" for the real
 *        ones); lets tests run against a fake sysfs tree on the host
 *
 * Otherwise as vcl_vm_find_port().
 */
int vcl_vm_find_port_at(const char *root, const char *name, char *path,
			size_t path_len);

/**
 * vcl_vm_map_ivshmem_at() - vcl_vm_map_ivshmem() below another root directory
 * @root: prefix for "/sys/..." ("" for the real one); in a fake tree
 *        resource2 may be a regular file of the BAR's size
 *
 * Otherwise as vcl_vm_map_ivshmem().
 */
int vcl_vm_map_ivshmem_at(const char *root, void **base, size_t *size);

#endif /* VCL_VM_H */
