"""scripts/step.py, the runner of `make test`'s steps: what a person watching sees, and that a step
fails when a process it started outlives it (the check that would have caught the dbus-daemons
the Swift tests left behind)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STEP = ROOT / "scripts" / "step.py"


def run_step(name: str, *command: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(STEP), name, "--", *command], capture_output=True, text=True,
                          timeout=60, env={**os.environ, **(env or {})})


def result(name: str) -> dict:
    return json.loads((ROOT / ".build" / "steps" / f"{name}.json").read_text())


class StepTests(unittest.TestCase):
    def test_a_step_that_passes_says_so_and_keeps_its_output(self):
        run = run_step("tools-check-passes", "sh", "-c", "echo hello; echo 'error: shown'")
        self.assertEqual(run.returncode, 0, run.stdout)
        self.assertIn("[tools-check-passes] passed in", run.stdout)
        self.assertIn("error: shown", run.stdout)  # a line that reads like an error is shown
        self.assertNotIn("] hello", run.stdout)  # the rest only goes to the log
        self.assertIn("hello", (ROOT / ".build" / "steps" / "tools-check-passes.log").read_text())
        self.assertEqual(result("tools-check-passes")["status"], 0)

    def test_a_failing_step_names_itself_shows_its_last_lines_and_how_to_rerun_it(self):
        run = run_step("tools-check-fails", "sh", "-c", "echo the reason; exit 7")
        self.assertEqual(run.returncode, 7)
        self.assertIn("[tools-check-fails] FAILED (exit 7)", run.stdout)
        self.assertIn("| the reason", run.stdout)
        self.assertIn("rerun it alone: make tools-check-fails", run.stdout)

    def test_a_failure_reported_long_before_the_end_of_the_log_is_named(self):
        # swift-testing names the failing test where it fails, and ends with a summary that does not.
        script = "echo '✘ Test \"the flaky one\" recorded an issue'; for i in $(seq 60); do echo line $i; done; exit 1"
        run = run_step("tools-check-early-failure", "sh", "-c", script)
        self.assertEqual(run.returncode, 1)
        self.assertIn('! ✘ Test "the flaky one" recorded an issue', run.stdout)

    def test_a_coloured_failure_is_named_and_repeated_under_the_summary(self):
        # swift-testing colours its ✘: "\x1b[91m✘\x1b[0m Test …".
        script = "printf '\\033[91m✘\\033[0m Test \"the coloured one\" recorded an issue\\n'; seq 60; exit 1"
        run = run_step("tools-check-coloured-failure", "sh", "-c", script)
        self.assertEqual(run.returncode, 1)
        self.assertIn('! ✘ Test "the coloured one" recorded an issue', run.stdout)
        summary = subprocess.run([sys.executable, str(STEP), "--summary", "tools-check-coloured-failure"],
                                 capture_output=True, text=True, timeout=60)
        self.assertEqual(summary.returncode, 1)
        self.assertIn('tools-check-coloured-failure  ! ✘ Test "the coloured one" recorded an issue', summary.stdout)

    def test_a_process_that_outlives_its_step_is_named_ended_and_fails_the_step(self):
        # A daemon that detaches into a session of its own, as dbus-daemon does.
        marker = f"step-leftover-{os.getpid()}-{time.monotonic_ns()}"
        run = run_step("tools-check-leftover", "sh", "-c", f"setsid bash -c 'exec -a {marker} sleep 300' </dev/null >/dev/null 2>&1 &")
        self.assertEqual(run.returncode, 3, run.stdout)
        self.assertIn("left 1 process(es) running", run.stdout)
        self.assertIn(marker, run.stdout)
        still = subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout.strip()
        self.assertEqual(still, "", "the runner did not end what the step left")
        self.assertEqual(result("tools-check-leftover")["left_running"], 1)

    def test_a_quiet_step_still_prints_a_line_regularly(self):
        run = run_step("tools-check-quiet", "sh", "-c", "echo working; sleep 2.5", env={"STEP_SILENCE": "1"})
        self.assertEqual(run.returncode, 0, run.stdout)
        self.assertIn("still running; its last line: working", run.stdout)


if __name__ == "__main__":
    unittest.main()
