#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# piglit's OpenGL ES 2.0 or 3.0 tests (Debian's piglit) natively and through virtcl, compared test
# by test (issue 14).
#
#   tests/piglit/piglit.sh [--list gles2|gles3] BUILD_DIR [MODE...]
#                                                  MODE: native, unix, shm (default: all three)
#
# Each test of tests/piglit/LIST.txt (default gles2) runs on piglit's surfaceless EGL platform (no display needed;
# -auto -fbo, as piglit's own runner gives GL tests): natively on the host's Mesa (llvmpipe here),
# then through a real virtcld (libEGL_virtcl chosen by libglvnd through __EGL_VENDOR_LIBRARY_FILENAMES,
# on the unix: and shm: transports). A test that passes natively and does not pass through virtcl
# fails the comparison unless tests/piglit/known-differences.txt lists it with its reason.
# Results: BUILD_DIR/piglit-results/LIST.MODE.txt, one "NAME PASS|FAIL|SKIP|WARN|CRASH|TIMEOUT"
# line each, the tests' output beside it (LIST.MODE.log).
#
# Env: VIRTCL_PIGLIT_DIR (piglit's folder, default /usr/lib/x86_64-linux-gnu/piglit),
#      PIGLIT_TIMEOUT (seconds per test, default 60), VIRTCL_PIGLIT_TESTS (an extended regular
#      expression: only the tests whose names match it, to look at some of them).
# Exit: 0 ok, 1 a loss or a failure of the harness, 77 cannot run here (the reason is printed).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
set_name=gles2
if [ "${1:-}" = --list ]; then set_name=${2:-}; shift 2 || true; fi
case "$set_name" in gles2 | gles3) ;; *) echo "usage: $0 [--list gles2|gles3] BUILD_DIR [MODE...]" >&2; exit 2 ;; esac
[ $# -ge 1 ] || { echo "usage: $0 BUILD_DIR [native|unix|shm...]" >&2; exit 2; }
build=$(cd "$1" 2>/dev/null && pwd) || { echo "SKIP: no build folder $1"; exit 77; }
shift
modes=${*:-native unix shm}
pig=${VIRTCL_PIGLIT_DIR:-/usr/lib/x86_64-linux-gnu/piglit}
icd=/etc/OpenCL/vendors/pocl.icd
list=$here/$set_name.txt
out=$build/piglit-results
[ -x "$pig/bin/shader_runner_gles2" ] || { echo "SKIP: piglit is not installed ($pig/bin absent; scripts/deps.sh: piglit)"; exit 77; }
[ -x "$build/virtcld" ] && [ -f "$build/virtcl_egl.json" ] || { echo "SKIP: virtcld or libEGL_virtcl not built"; exit 77; }
[ -f "$icd" ] || { echo "SKIP: no PoCL ICD on this host (virtcld needs one)"; exit 77; }
export PIGLIT_PLATFORM=surfaceless_egl PIGLIT_SOURCE_DIR=$pig
# the native platform must work: a host without Mesa's surfaceless EGL cannot compare anything
if ! (cd "$pig" && timeout 30 bin/minmax_gles2 -auto -fbo 2>&1) | grep -q '"result": "pass"'; then
	echo "SKIP: piglit's surfaceless EGL platform does not run natively here (minmax_gles2 -auto -fbo fails)"; exit 77
fi
mkdir -p "$out"
tmp=$(mktemp -d /tmp/virtcl-piglit.XXXXXX)
daemon=""
cleanup() {
	if [ -n "$daemon" ]; then
		kill -TERM "$daemon" 2>/dev/null
		for _ in $(seq 50); do kill -0 "$daemon" 2>/dev/null || break; sleep 0.1; done
		kill -KILL "$daemon" 2>/dev/null
		wait "$daemon" 2>/dev/null
	fi
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# run_list MODE: every test of the list, one result line each into LIST.MODE.txt
run_list() {
	local mode=$1 res=$out/$set_name.$1.txt log=$out/$set_name.$1.log name cmd r o
	: >"$res.tmp"; : >"$log"
	while IFS=$'\t' read -r name cmd; do
		case "$name" in '' | '#'*) continue ;; esac
		[[ "$name" =~ ${VIRTCL_PIGLIT_TESTS:-.} ]] || continue
		# piglit's runner gives GL tests -auto -fbo; glslparsertest takes neither
		case "$cmd" in glslparsertest*) ;; *) cmd="$cmd -auto -fbo" ;; esac
		# shellcheck disable=SC2086 # COMMAND is words
		o=$(cd "$pig" && timeout "${PIGLIT_TIMEOUT:-60}" bin/$cmd 2>&1 </dev/null); r=$?
		printf '### %s (%s): exit %d\n%s\n' "$name" "$cmd" $r "$o" >>"$log"
		case "$(printf '%s\n' "$o" | sed -n 's/^PIGLIT: {"result": "\([a-z]*\)".*/\1/p' | tail -1)" in
		pass) r=PASS ;; fail) r=FAIL ;; skip) r=SKIP ;; warn) r=WARN ;;
		*) if [ $r = 124 ]; then r=TIMEOUT; else r=CRASH; fi ;;
		esac
		printf '%s %s\n' "${name// /_}" $r >>"$res.tmp"
	done <"$list"
	mv "$res.tmp" "$res"
	echo "$mode: $(awk '{n[$2]++} END {for (k in n) printf "%s %d  ", k, n[k]}' "$res")"
}

rc=0
for mode in $modes; do
	case "$mode" in
	native) run_list native; continue ;;
	unix | shm) ;;
	*) echo "unknown mode $mode" >&2; exit 2 ;;
	esac
	native=$out/$set_name.native.txt
	[ -s "$native" ] || { echo "SKIP: no native results ($native): run 'piglit.sh BUILD_DIR native' first"; exit 77; }
	sock=$tmp/virtcld.$mode.sock
	vlog=$out/virtcld.$set_name.$mode.log
	env OCL_ICD_VENDORS="$icd" "$build/virtcld" --listen "unix:$sock" >"$vlog" 2>&1 &
	daemon=$!
	for _ in $(seq 100); do [ -S "$sock" ] && break; sleep 0.1; done
	[ -S "$sock" ] || { echo "virtcld did not start:"; tail -20 "$vlog"; exit 1; }
	__EGL_VENDOR_LIBRARY_FILENAMES=$build/virtcl_egl.json VIRTCL_SERVER=$mode:$sock run_list "$mode"
	kill -0 "$daemon" 2>/dev/null || { echo "FAIL: virtcld died (log: $vlog)"; rc=1; }
	kill -TERM "$daemon" 2>/dev/null; wait "$daemon" 2>/dev/null; daemon=""
	# a session the daemon ended for a protocol violation is a virtcl defect whatever the test says
	grep -E 'violation|signal' "$vlog" | head -20
	grep -q 'violation' "$vlog" && { echo "FAIL: a protocol violation ($mode)"; rc=1; }
	python3 - "$native" "$out/$set_name.$mode.txt" "$here/known-differences.txt" "$mode" <<'EOF' || rc=1
import sys
def load(p):
    r = {}
    for l in open(p):
        w = l.split()
        if len(w) == 2:
            r[w[0]] = w[1]
    return r
nat, rem, mode = load(sys.argv[1]), load(sys.argv[2]), sys.argv[4]
known = {}
for l in open(sys.argv[3]):
    l = l.strip()
    if l and not l.startswith('#'):
        t, _, why = l.partition(' ')
        known[t] = why.strip()
lost = sorted(t for t, v in nat.items() if v == 'PASS' and rem.get(t) != 'PASS')
gained = sorted(t for t, v in rem.items() if v == 'PASS' and nat.get(t) != 'PASS')
bad = [t for t in lost if t not in known]
for t in lost:
    print(('KNOWN ' if t in known else 'LOST  ') + t + ' (' + rem.get(t, 'absent') + ')' +
          (': ' + known[t] if t in known else ''))
for t in gained:
    print('GAINED ' + t + ' (native ' + nat.get(t, 'absent') + ')')
stale = sorted(t for t in known if t in nat and t not in lost)  # of this list's tests
for t in stale:
    print('STALE  ' + t + ': listed in known-differences.txt but not lost through ' + mode)
print(f'{mode}: native pass {sum(v == "PASS" for v in nat.values())}, virtcl pass '
      f'{sum(v == "PASS" for v in rem.values())} of {len(nat)}; lost {len(lost)} '
      f'({len(lost) - len(bad)} known), gained {len(gained)}')
print(f'RESULT {mode}: ' + ('OK' if not bad else 'FAIL: %d tests pass natively but not through virtcl' % len(bad)))
sys.exit(1 if bad else 0)
EOF
done
exit $rc
