#!/bin/sh
# Run PyOpenCL's own test suite in a given environment and write pass/fail lists.
#
#   tests/pyopencl/run-suite.sh [-o OUTDIR] NAME [VAR=VALUE ...] [-- PYTEST_ARGS ...]
#
# e.g. native:  tests/pyopencl/run-suite.sh native OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd
#      virtcl:  tests/pyopencl/run-suite.sh virtcl OCL_ICD_VENDORS=$PWD/build/virtcl.icd \
#                   VIRTCL_SERVER=unix:/tmp/x.sock
#      subset:  tests/pyopencl/run-suite.sh quick OCL_ICD_VENDORS=... -- test_wrapper.py -k image
#
# OUTDIR defaults to tests/pyopencl/out/ (git-ignored).  Writes OUTDIR/NAME.xml (JUnit),
# NAME.pass (sorted ids), NAME.fail (id<TAB>reason), NAME.skip, NAME.xpass,
# NAME.results.tsv, NAME.summary, NAME.platform, NAME.log (see suite.py).
# Runs with /usr/bin/python3 (Debian's python3-pyopencl), not whatever python3 is on PATH.
# pyopencl binary cache: empty at the start of every run unless SUITE_PYOPENCL_CACHE=DIR.
# Limits: SUITE_TEST_TIMEOUT (per test, default 300 s), SUITE_TIMEOUT (whole run,
# default 2400 s).  A test that crashes or hangs the interpreter is recorded and the
# run resumes after it.
# Exit status 0 whether or not tests fail; nonzero only if the suite could not run.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="$here/out"
if [ "${1:-}" = "-o" ]; then
    [ $# -ge 2 ] || { echo "usage: $0 [-o OUTDIR] NAME [VAR=VALUE ...] [-- PYTEST_ARGS]" >&2; exit 2; }
    out=$2; shift 2
fi
[ $# -ge 1 ] || { echo "usage: $0 [-o OUTDIR] NAME [VAR=VALUE ...] [-- PYTEST_ARGS]" >&2; exit 2; }
testdir=$("$here/fetch.sh" | tail -n 1)
[ -d "$testdir" ] || { echo "run-suite.sh: fetch.sh gave no test directory" >&2; exit 2; }
exec /usr/bin/python3 "$here/suite.py" --testdir "$testdir" --out "$out" "$@"
