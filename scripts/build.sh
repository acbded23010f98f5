#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Configure and build into ./build (Release with debug info).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DVIRTCL_WERROR=ON >/dev/null
cmake --build build -j"$(nproc)" >/dev/null
