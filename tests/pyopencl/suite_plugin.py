"""pytest plugin used by run-suite.sh (loaded with ``-p suite_plugin``).

It writes one JSON line per event to $VIRTCL_SUITE_EVENTS, flushed as it goes,
so that a run killed by a crash (e.g. a segfault inside an OpenCL ICD) or by a
watchdog still leaves a record of every finished test and of the test that was
running.  It also deselects the node ids listed in $VIRTCL_SUITE_DESELECT (one
per line), which suite.py uses to resume a run after such a crash.
"""

import json
import os
import time

import pytest

_events = None


def _emit(**rec):
    if _events is None:
        return
    rec["t"] = time.time()
    _events.write(json.dumps(rec) + "\n")
    _events.flush()


def _one_line(text, limit=400):
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _reason(report):
    if getattr(report, "wasxfail", None) is not None and report.outcome in ("skipped", "passed"):
        w = report.wasxfail or "xfail"
        return _one_line(w[len("reason: "):] if w.startswith("reason: ") else w)
    lr = report.longrepr
    if lr is None:
        return ""
    if isinstance(lr, tuple) and len(lr) == 3:          # skip: (path, lineno, reason)
        msg = lr[2]
        return _one_line(msg[len("Skipped: "):] if msg.startswith("Skipped: ") else msg)
    crash = getattr(lr, "reprcrash", None)
    if crash is not None and getattr(crash, "message", None):
        return _one_line(crash.message)
    text = str(lr).strip().splitlines()
    # the last "E   ..." line of a traceback is usually the most telling one
    for line in reversed(text):
        if line.startswith("E "):
            return _one_line(line[1:])
    return _one_line(text[-1] if text else "")


def pytest_configure(config):
    global _events
    path = os.environ.get("VIRTCL_SUITE_EVENTS")
    if path:
        _events = open(path, "a", encoding="utf-8")
        _emit(ev="session", pid=os.getpid())


@pytest.hookimpl(trylast=True)   # after -k/-m/--deselect filtering
def pytest_collection_modifyitems(session, config, items):
    _emit(ev="collected", ids=[it.nodeid for it in items])
    path = os.environ.get("VIRTCL_SUITE_DESELECT")
    if not path or not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as f:
        drop = {line.rstrip("\n") for line in f if line.strip()}
    keep = [it for it in items if it.nodeid not in drop]
    gone = [it for it in items if it.nodeid in drop]
    if gone:
        config.hook.pytest_deselected(items=gone)
        items[:] = keep


def pytest_collectreport(report):
    if report.failed:
        _emit(ev="collecterror", id=report.nodeid, reason=_reason(report))


def pytest_runtest_logstart(nodeid, location):
    _emit(ev="start", id=nodeid)


def pytest_runtest_logreport(report):
    _emit(ev="report", id=report.nodeid, when=report.when, outcome=report.outcome,
          wasxfail=getattr(report, "wasxfail", None) is not None,
          duration=round(report.duration, 4), reason=_reason(report))


def pytest_runtest_logfinish(nodeid, location):
    _emit(ev="finish", id=nodeid)


def pytest_sessionfinish(session, exitstatus):
    _emit(ev="sessionfinish", exitstatus=int(exitstatus))
