#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The whole test suite: install what is missing, build, run every CTest test (unit, integration with
# a real daemon and PoCL, hostile input, the PyOpenCL suite both ways, the QEMU guest end to end).
set -euo pipefail
cd "$(dirname "$0")"
scripts/deps.sh
scripts/build.sh
cd build
ctest --output-on-failure --timeout 1500 "$@"
