#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The whole test suite: install what is missing, build, run every CTest test (unit, integration with
# a real daemon and PoCL, hostile input, the PyOpenCL suite both ways, the QEMU guest end to end),
# then the integration tests under ASan+UBSan (scripts/sanitize.sh).
set -euo pipefail
cd "$(dirname "$0")"
scripts/deps.sh
scripts/build.sh
(cd build && ctest --output-on-failure --timeout 1500 "$@")
# then the integration tests again with ASan+UBSan in the daemon, the front-end and the tests
# (~2 min; VIRTCL_SANITIZE_JOB=0 leaves it out)
if [ "${VIRTCL_SANITIZE_JOB:-1}" != 0 ]; then
  scripts/sanitize.sh
fi
