"""pytest plugin: make pyopencl see other platform strings (experiments only).

Shows which PyOpenCL tests change when a platform reports another name, vendor or
version, without building anything:

    tests/pyopencl/run-suite.sh renamed OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd \
        PYTEST_ADDOPTS="-p fake_platform" FAKE_PLATFORM_NAME=virtcl -- test_wrapper.py

FAKE_PLATFORM_NAME, FAKE_PLATFORM_VENDOR, FAKE_PLATFORM_VERSION replace what
Platform.name/.vendor/.version return to Python (tests and pyopencl itself: its
characterize module, invoker, binary cache key).  get_info() calls are not changed.
"""

import os

import pyopencl as cl

_REPLACE = {
    "name": ("FAKE_PLATFORM_NAME", cl.platform_info.NAME),
    "vendor": ("FAKE_PLATFORM_VENDOR", cl.platform_info.VENDOR),
    "version": ("FAKE_PLATFORM_VERSION", cl.platform_info.VERSION),
}


def _prop(var, param):
    def get(self):
        value = os.environ.get(var)
        return value if value is not None else self.get_info(param)
    return property(get)


for _attr, (_var, _param) in _REPLACE.items():
    if _var in os.environ:
        setattr(cl.Platform, _attr, _prop(_var, _param))
