#!/usr/bin/env python3
"""Runs one step of `make test` (a make target), so that a person can watch it and rerun it.

    scripts/step.py NAME [--show REGEX] [--progress REGEX] [--rerun COMMAND] [--after STEP...] -- COMMAND [ARGS...]
    scripts/step.py --summary NAME...    the table of the steps' results, from .build/steps/
    scripts/step.py --begin              marks the start of a run, for the summary's total

What it does around COMMAND:

- **Output.** Everything COMMAND prints goes to .build/steps/NAME.log. The terminal gets, each
  with the step's name and its time so far: the lines that match --show (every finished
  end-to-end test), one line matching --progress every 20 s at most (the compiler's `[120/393]`,
  the Swift tests passed so far), every line that reads like an error, and when nothing was
  printed for 45 s, the log's last line: at least one line a minute, whatever COMMAND does.
- **The end.** "passed" or "FAILED" with the time and CPU time taken; a failure also prints the
  log's last lines and the command that reruns the step alone (`make NAME`, or --rerun).
- **Nothing left behind.** The step's processes are its descendants: the runner is their child
  subreaper (prctl PR_SET_CHILD_SUBREAPER), so a daemon that detaches (dbus-daemon, D-Bus
  activated services, GLib's autolaunched bus) is still its descendant. Any still running 3 s
  after COMMAND ends are named, ended, and fail the step: a step ends every process it started.

Each step's result goes to .build/steps/NAME.json, which --summary reads, and which --after waits
for: a step that would only compete with another for the cores waits until it has ended, passed
or failed.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import re
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STEPS = ROOT / ".build" / "steps"
ERRORS = re.compile(r"error:|\bFAILED\b|\bFAIL\b|✘|Fatal error|\bTraceback\b|^E +|make: \*\*\*")
# Known noise that reads like an error but is not one.
NOT_ERRORS = re.compile(r"prohibited flag|Failed to set fd limit|known issue")
PROGRESS_EVERY = 20.0
SILENCE = float(os.environ.get("STEP_SILENCE", "45"))
LEFTOVER_GRACE = 3.0
PR_SET_CHILD_SUBREAPER = 36


# A line that reports a failure, in the formats of the steps' tools: swift-testing's issues and
# failed tests, pytest's failures, a compiler's errors.
FAILURE = re.compile(r"✘ Test |^FAILED |: error: |^E {3}")
# Terminal colours (swift-testing colours its ✘), taken out before a line is matched or repeated.
COLOURS = re.compile(r"\x1b\[[0-9;]*m")


def clock(seconds: float) -> str:
    seconds = int(round(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


# MARK: Processes


def become_subreaper() -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")


def descendants(root: int) -> dict[int, str]:
    """Every process under `root` (pid → command line), from /proc."""
    children: dict[int, list[int]] = {}
    commands: dict[int, str] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            state = stat.rsplit(")", 1)[1].split()[0]
            if state == "Z":
                continue  # ended; only its parent's wait is left
            command = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry))
        commands[int(entry)] = command or stat.split("(", 1)[1].split(")", 1)[0]
    found: dict[int, str] = {}
    queue = list(children.get(root, []))
    while queue:
        pid = queue.pop()
        found[pid] = commands.get(pid, "?")
        queue += children.get(pid, [])
    return found


def reap(keep: int | None = None) -> None:
    """Waits for the orphans handed to this subreaper that have ended (not `keep`, the step's
    own command, whose status Popen reads)."""
    me = str(os.getpid())
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == keep:
            continue
        try:
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if fields[0] == "Z" and fields[1] == me:
            try:
                os.waitpid(int(entry), os.WNOHANG)
            except ChildProcessError:
                pass


def end_all(pids: list[int]) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for pid in pids:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + 1
        while time.monotonic() < deadline and any(pid in descendants(os.getpid()) for pid in pids):
            reap()
            time.sleep(0.05)
        reap()


# MARK: Running a step


def wait_for_steps(name: str, steps: list[str]) -> None:
    """Waits until each of `steps` has ended in this run (its result written after --begin): how a
    step that would compete for the cores waits its turn without depending on the other's success."""
    began = STEPS / "begin"
    since = began.stat().st_mtime if began.exists() else 0

    def ended(step: str) -> bool:
        result = STEPS / f"{step}.json"
        return result.exists() and result.stat().st_mtime >= since

    waiting = [step for step in steps if not ended(step)]
    if not waiting:
        return
    say(f"[{name}] waits for {', '.join(waiting)} to end")
    while not all(ended(step) for step in steps):
        time.sleep(1)


def run(name: str, command: list[str], show: re.Pattern | None, progress: re.Pattern | None, rerun: str) -> int:
    STEPS.mkdir(parents=True, exist_ok=True)
    log_path = STEPS / f"{name}.log"
    become_subreaper()
    start = time.monotonic()
    say(f"[{name}] started: {' '.join(command)}")
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=ROOT,
                               start_new_session=True)

    def stop(signum, frame):  # Ctrl+C or make's kill: end the step's processes with it
        end_all(list(descendants(os.getpid())))
        sys.exit(128 + signum)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    last_printed = last_progress = start
    last_line = ""
    pending = b""
    with open(log_path, "wb") as log:
        def handle(raw: bytes) -> None:
            nonlocal last_printed, last_progress, last_line
            log.write(raw + b"\n")
            line = raw.decode(errors="replace").rstrip()
            if not line.strip():
                return
            last_line = line
            now = time.monotonic()
            shown = (show is not None and show.search(line)) or (ERRORS.search(line) and not NOT_ERRORS.search(line))
            if not shown and progress is not None and progress.search(line) and now - last_progress >= PROGRESS_EVERY:
                shown = True
                last_progress = now
            if shown:
                say(f"[{name} {clock(now - start)}] {line}")
                last_printed = now

        while True:
            events = selector.select(timeout=min(5, SILENCE))
            if events:
                chunk = os.read(process.stdout.fileno(), 65536)
                if not chunk:
                    break
                pending += chunk
                *lines, pending = pending.split(b"\n")
                for raw in lines:
                    handle(raw)
                log.flush()
            reap(keep=process.pid)  # an ended orphan is not left a zombie until the step ends
            now = time.monotonic()
            if now - last_printed >= SILENCE:
                say(f"[{name} {clock(now - start)}] still running; its last line: {last_line[:160]}")
                last_printed = now
        if pending:
            handle(pending)
        status = process.wait()

        # What the step left running: its descendants, once they had a moment to end by themselves.
        deadline = time.monotonic() + LEFTOVER_GRACE
        left = descendants(os.getpid())
        while left and time.monotonic() < deadline:
            reap()
            time.sleep(0.1)
            left = descendants(os.getpid())
        if left:
            lines = [f"{pid} {command_line[:200]}" for pid, command_line in sorted(left.items())]
            log.write(("left running, now ended:\n" + "\n".join(lines) + "\n").encode())
            say(f"[{name}] left {len(left)} process(es) running after it ended (now ended):")
            for line in lines:
                say(f"[{name}]     {line}")
            end_all(list(left))
            if status == 0:
                status = 3
        reap()

    usage = os.times()
    cpu = usage.children_user + usage.children_system
    wall = time.monotonic() - start
    lines = COLOURS.sub("", log_path.read_bytes().decode(errors="replace")).splitlines() if status else []
    # What failed, wherever it is in the log: a suite's summary at its end does not name it.
    failures = [line for line in lines if FAILURE.search(line)]
    (STEPS / f"{name}.json").write_text(json.dumps({
        "name": name, "status": status, "wall": round(wall, 1), "cpu": round(cpu, 1),
        "left_running": len(left), "rerun": rerun, "command": command, "failures": failures[:20]}))
    if status == 0:
        say(f"[{name}] passed in {clock(wall)} (CPU {clock(cpu)})")
    else:
        failures = [line for line in lines[:-40] if FAILURE.search(line)]
        if failures:
            say(f"[{name}] FAILED (exit {status}) after {clock(wall)}; what it reported failing:")
            for line in failures[:40]:
                say(f"[{name}] ! {line}")
        say(f"[{name}] FAILED (exit {status}) after {clock(wall)}; the last lines of {log_path.relative_to(ROOT)}:")
        for line in lines[-40:]:
            say(f"[{name}] | {line}")
        say(f"[{name}] rerun it alone: {rerun}")
    return status


# MARK: Summary


def begin() -> None:
    STEPS.mkdir(parents=True, exist_ok=True)
    for old in STEPS.glob("*.json"):
        old.unlink()
    (STEPS / "begin").write_text(str(time.time()))


def summary(names: list[str]) -> int:
    rows, status = [], 0
    for name in names:
        path = STEPS / f"{name}.json"
        if not path.exists():
            rows.append((name, "did not run", "", "", ""))
            status = 1
            continue
        result = json.loads(path.read_text())
        passed = result["status"] == 0
        status = status or (0 if passed else 1)
        rows.append((name, "passed" if passed else f"FAILED ({result['status']})", clock(result["wall"]),
                     clock(result["cpu"]), "" if passed else result["rerun"]))
    width = max(len(row[0]) for row in rows)
    say("")
    say(f"{'step':<{width}}  {'result':<12} {'time':>6} {'CPU':>6}  rerun")
    for name, result, wall, cpu, rerun in rows:
        say(f"{name:<{width}}  {result:<12} {wall:>6} {cpu:>6}  {rerun}")
    # The failures again, last: a log cut to its end still names them.
    for name in names:
        path = STEPS / f"{name}.json"
        for line in json.loads(path.read_text()).get("failures", []) if path.exists() else []:
            say(f"{name:<{width}}  ! {line[:300]}")
    began = STEPS / "begin"
    if began.exists():
        say(f"{'total':<{width}}  {'passed' if status == 0 else 'FAILED':<12} "
            f"{clock(time.time() - float(began.read_text())):>6}")
    return status


def main() -> int:
    if sys.argv[1:2] == ["--begin"]:
        begin()
        return 0
    if sys.argv[1:2] == ["--summary"]:
        return summary(sys.argv[2:])
    if "--" not in sys.argv:
        print(__doc__, file=sys.stderr)
        return 2
    split = sys.argv.index("--")
    parser = argparse.ArgumentParser(description="Runs one step of make test.")
    parser.add_argument("name")
    parser.add_argument("--show", help="lines always printed (a regular expression)")
    parser.add_argument("--progress", help="lines printed at most every 20 s (a regular expression)")
    parser.add_argument("--rerun", help="the command that reruns the step (default: make NAME)")
    parser.add_argument("--after", nargs="*", default=[], metavar="STEP",
                        help="waits until these steps of the run have ended, passed or not")
    options = parser.parse_args(sys.argv[1:split])
    command = sys.argv[split + 1:]
    if not command:
        parser.error("no command after --")
    wait_for_steps(options.name, options.after)
    return run(options.name, command,
               re.compile(options.show) if options.show else None,
               re.compile(options.progress) if options.progress else None,
               options.rerun or f"make {options.name}")


if __name__ == "__main__":
    sys.exit(main())
