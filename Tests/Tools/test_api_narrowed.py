"""scripts/api-narrowed.py, the half of `make api-check` the API digester cannot do: a member public
in the kept version that is `package` now (the digester counts `package` as API, so
`FlowWindow.openDialogs` and `Button.init(label:role:)` lost their public access unseen)."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "api-narrowed.py"


def member(kind: str, name: str, printed: str, internal: bool = False) -> dict:
    node = {"kind": kind, "name": name, "printedName": printed, "declKind": kind}
    if internal:
        node["isInternal"] = True
    return node


KEPT = {"ABIRoot": {"kind": "Root", "children": [
    {"kind": "TypeDecl", "declKind": "Class", "name": "Window", "printedName": "Window", "children": [
        member("Var", "openDialogs", "openDialogs"),
        member("Func", "host", "host(at:)"),
        member("Constructor", "init", "init(label:role:)"),
        member("Var", "pointer", "pointer", internal=True),
    ]},
]}}


class NarrowedTests(unittest.TestCase):
    def check(self, source: str) -> subprocess.CompletedProcess:
        with tempfile.TemporaryDirectory() as folder:
            kept, sources = Path(folder, "kept"), Path(folder, "Sources")
            kept.mkdir()
            sources.mkdir()
            (kept / "Module.json").write_text(json.dumps(KEPT))
            (sources / "Window.swift").write_text(source)
            return subprocess.run([sys.executable, str(SCRIPT), str(kept), str(sources)],
                                  capture_output=True, text=True, timeout=60)

    def test_public_members_kept_public_pass(self):
        result = self.check("public final class Window {\n    public var openDialogs: Set<Int> { [] }\n"
                            "    package let pointer: Int = 0\n    package func other() {}\n}\n")
        self.assertEqual(result.returncode, 0, result.stderr)

    def test_a_member_made_package_is_named_with_its_file_and_line(self):
        result = self.check("public final class Window {}\n\nextension Window {\n"
                            "    package var openDialogs: Set<Int> { [] }\n"
                            "    package func host(at location: Int) -> Int? { nil }\n"
                            "    package func host(named name: String) -> Int? { nil }\n"
                            "    package init(label: String, role: Int) {}\n}\n")
        self.assertEqual(result.returncode, 1)
        self.assertIn("Window.swift:4: Window.openDialogs was public", result.stderr)
        self.assertIn("Window.swift:5: Window.host(at:) was public", result.stderr)
        self.assertIn("Window.swift:7: Window.init(label:role:) was public", result.stderr)
        self.assertNotIn("host(named:)", result.stderr)


if __name__ == "__main__":
    unittest.main()
