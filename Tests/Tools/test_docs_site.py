"""scripts/docs-site.py, which writes the DocC archives as a site that opens from disk: read as a
browser would read it from file:// with no JavaScript at all, every page shows its content (not in
<noscript>, no script), every relative link opens a file of the site (and its #anchor exists), and
every page is reached from index.html.

The fixture (fixtures/docs-site) is two small archives' render nodes, written like DocC's: an article
with each kind of block, a class, an initializer (a file name with colons) whose declaration names a
protocol of the other library. `test_docs_site.py --site FOLDER` (check_built_site, which
`make docs DOCS_DIR=FOLDER` runs) checks a written site against the archives in .build/docs: a page
for each render node, each symbol's declaration and the text of each abstract and discussion, each
code listing."""

from __future__ import annotations

import json
import posixpath
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "docs-site.py"
FIXTURE = Path(__file__).resolve().parent / "fixtures" / "docs-site"
LIBRARIES = ["FlowCoordinator", "FlowStorage", "FlowLocale", "FlowGtkWidgets", "FlowGtk"]
HIDDEN = {"head", "script", "style", "noscript", "template"}
BLOCKS = {"p", "li", "dt", "dd", "tr", "th", "td", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "section", "nav", "main",
          "aside", "footer", "ul", "ol", "dl", "table", "div", "hr", "br"}
VOID = {"meta", "link", "br", "hr", "img", "input", "wbr", "source", "col", "area", "base", "embed", "track"}


class Reader(HTMLParser):
    """What a browser shows of a page without running any script, and where its links go."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.text: list[str] = []
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.scripts = 0
        self.pre: list[list[str]] = []  # the text of each <pre>
        self.declarations: list[str] = []
        self.h1: list[str] = []
        self._declaration = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag in ("script", "noscript"):
            self.scripts += 1
        if "id" in attributes:
            self.ids.add(attributes["id"])
        for name in ("href", "src"):
            if attributes.get(name) is not None:
                self.links.append(attributes[name])
        if tag == "pre":
            self.pre.append([])
            self._declaration = "declaration" in (attributes.get("class") or "")
        if tag in BLOCKS:
            self.text.append(" ")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in BLOCKS:
            self.text.append(" ")
        if tag in VOID:
            return
        while self.stack:
            if self.stack.pop() == tag:
                break
        if tag == "pre" and self._declaration:
            self.declarations.append("".join(self.pre[-1]))
            self._declaration = False

    def handle_data(self, data):
        if HIDDEN & set(self.stack):
            return
        self.text.append(data)
        if "pre" in self.stack:
            self.pre[-1].append(data)
        if "h1" in self.stack:
            self.h1.append(data)

    @property
    def visible(self) -> str:
        return re.sub(r"\s+", " ", "".join(self.text)).strip()


def read_site(folder: Path) -> tuple[dict[str, Reader], list[str]]:
    """Every page of the site, read, and what is wrong with its links: a relative link to no file of
    the site or to an anchor its page lacks, a page no link reaches from index.html, a script."""
    pages: dict[str, Reader] = {}
    for file in sorted(folder.rglob("*.html")):
        reader = Reader()
        reader.feed(file.read_text(encoding="utf-8"))
        pages[file.relative_to(folder).as_posix()] = reader
    problems = []
    edges: dict[str, set[str]] = {name: set() for name in pages}
    for name, reader in pages.items():
        if reader.scripts:
            problems.append(f"{name}: has <script> or <noscript>")
        for url in reader.links:
            parts = urlsplit(url)
            if parts.scheme or parts.netloc:
                if parts.scheme not in ("http", "https", "mailto"):
                    problems.append(f"{name}: a link that is not relative: {url}")
                continue
            target = posixpath.normpath(posixpath.join(posixpath.dirname(name), unquote(parts.path))) if parts.path else name
            if target.startswith("../") or not (folder / target).is_file():
                problems.append(f"{name}: {url} opens no file of the site")
                continue
            if parts.fragment and target in pages and unquote(parts.fragment) not in pages[target].ids:
                problems.append(f"{name}: {url}: no #{parts.fragment} in {target}")
            if target in pages:
                edges[name].add(target)
    reached, todo = {"index.html"}, ["index.html"]
    while todo:
        for target in edges.get(todo.pop(), ()):
            if target not in reached:
                reached.add(target)
                todo.append(target)
    problems += [f"{name}: no link from index.html reaches it" for name in pages if name not in reached]
    return pages, problems


def render(output: Path, *archives: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), str(output), *map(str, archives)],
                          capture_output=True, text=True, timeout=120)


class FixtureSiteTests(unittest.TestCase):
    """The fixture's site is written once; the tests that write another have a folder of their own."""

    @classmethod
    def setUpClass(cls):
        cls.folder = Path(tempfile.mkdtemp(prefix="docs-site-"))
        cls.site = cls.folder / "site"
        cls.rendered = render(cls.site, FIXTURE / "Demo.doccarchive", FIXTURE / "Other.doccarchive")
        cls.pages, cls.problems = read_site(cls.site)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder)

    def setUp(self):
        self.assertEqual(self.rendered.returncode, 0, self.rendered.stderr)
        self.assertEqual(self.problems, [])

    def scratch(self) -> Path:
        return Path(tempfile.mkdtemp(prefix="docs-site-", dir=self.folder))

    def test_every_page_opens_from_disk_and_is_reached_from_the_index(self):
        self.assertIn(f"open {self.site.resolve() / 'index.html'}", self.rendered.stdout)
        pages = self.pages
        nodes = sorted(p.relative_to(a / "data").with_suffix(".html").as_posix()
                       for a in FIXTURE.iterdir() for p in (a / "data").rglob("*.json"))
        self.assertEqual(sorted(pages), sorted(nodes + ["index.html"]))
        self.assertIn("documentation/demo/widget/init(title:parent:).html", pages)
        for name, page in pages.items():
            self.assertTrue(page.h1, name)

    def test_the_index_links_each_library(self):
        index = self.pages["index.html"]
        self.assertIn("documentation/demo.html", index.links)
        self.assertIn("documentation/other.html", index.links)
        self.assertIn("Demo A small library, for the tests of the site.", index.visible)
        self.assertIn("Other Another library.", index.visible)

    def test_an_article_shows_its_text_and_code(self):
        page = self.pages["documentation/demo/gettingstarted.html"]
        text = page.visible
        for shown in ["All libraries Demo Getting started", "Article Getting started Make a first widget.",
                      "Make a widget A Widget is made with init(title:parent:), once per screen, in plain Swift.",
                      "What it takes a title a parent, any Other.Thing", "third step", "Title what the header says",
                      "Part Where title the header", "Note See Make a widget again.", "Fine print.", "The end."]:
            self.assertIn(shown, text)
        self.assertIn('let widget = Widget(title: "Hello <world> & you", parent: thing)\nwidget.show()',
                      ["".join(p) for p in page.pre])
        self.assertIn("widget.html", page.links)
        self.assertIn("widget/init(title:parent:).html", page.links)
        self.assertIn("gettingstarted.html#Make-a-widget", page.links)
        self.assertIn("../other/thing.html", page.links)  # Other.Thing, in the other library
        self.assertIn("https://www.swift.org", page.links)

    def test_a_symbol_page_shows_its_declaration_and_doc_comment(self):
        pages = self.pages
        initializer = pages["documentation/demo/widget/init(title:parent:).html"]
        self.assertEqual(initializer.declarations, ["init(title: String, parent: any Thing)"])
        self.assertIn("../../other/thing.html", initializer.links)  # the declaration's Thing
        for shown in ["All libraries Demo Widget init(title:parent:)", "Initializer init(title:parent:) A widget with a title, in a parent.",
                      "Deprecated Use Widget’s other initializer.", "Parameters title What the header says. parent Where it is shown.",
                      "Discussion The title may be empty."]:
            self.assertIn(shown, initializer.visible)
        widget = pages["documentation/demo/widget.html"]
        self.assertEqual(widget.declarations, ["@MainActor final class Widget"])
        for shown in ["Overview Every widget has a parent.", "Mentioned in Getting started",
                      "Topics Initializers init(title: String, parent: any Thing) Deprecated A widget with a title, in a parent.",
                      "Relationships Conforms To Other.Thing Swift.Sendable"]:
            self.assertIn(shown, widget.visible)
        self.assertIn("widget/init(title:parent:).html", widget.links)
        self.assertIn("../other/thing.html", widget.links)  # Other.Thing; Swift.Sendable is no page of the site

    def test_a_page_a_link_calls_deprecated_says_so(self):
        thing = self.pages["documentation/other/thing.html"]  # only other.json's reference to it says so
        self.assertIn("Protocol Deprecated Thing Anything a widget can be in.", thing.visible)
        self.assertEqual(thing.declarations, ["protocol Thing"])
        self.assertNotIn("Widget Deprecated", self.pages["documentation/demo/widget.html"].visible)

    def test_the_style_sheet_has_light_and_dark(self):
        style = (self.site / "style.css").read_text()
        self.assertIn("@media (prefers-color-scheme: dark)", style)

    def test_it_replaces_a_site_it_wrote_and_leaves_any_other_folder_alone(self):
        site = self.scratch() / "site"
        self.assertEqual(render(site, FIXTURE / "Other.doccarchive").returncode, 0)
        (site / "documentation" / "stale.html").write_text("a page of the site before")
        run = render(site, FIXTURE / "Other.doccarchive")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertTrue((site / "documentation" / "other" / "thing.html").is_file())
        self.assertFalse((site / "documentation" / "stale.html").exists())
        other = self.scratch()
        (other / "mine.txt").write_text("mine")
        run = render(other, FIXTURE / "Demo.doccarchive")
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("is not empty", run.stderr)
        self.assertEqual(sorted(p.name for p in other.iterdir()), ["mine.txt"])

    def test_content_it_cannot_render_fails_and_names_the_page(self):
        archive = self.scratch() / "Demo.doccarchive"
        shutil.copytree(FIXTURE / "Demo.doccarchive", archive)
        article = archive / "data" / "documentation" / "demo" / "gettingstarted.json"
        node = json.loads(article.read_text())
        node["primaryContentSections"][0]["content"].append({"type": "video", "identifier": "intro.mp4"})
        article.write_text(json.dumps(node))
        run = render(archive.parent / "site", archive)
        self.assertEqual(run.returncode, 1)
        self.assertIn("documentation/demo/gettingstarted: unknown block type 'video'", run.stderr)


def plain(content: list[dict]) -> list[str]:
    """The words of inline content that a page must show as they are."""
    words = []
    for item in content:
        if item["type"] == "text" and item["text"].strip():
            words.append(re.sub(r"\s+", " ", item["text"]).strip())
        elif item["type"] == "codeVoice":
            words.append(item["code"])
        words += plain(item.get("inlineContent", []))
    return words


def blocks_of(content: list[dict]):
    for block in content:
        yield block
        for key in ("content",):
            yield from blocks_of(block.get(key, []))
        for item in block.get("items", []):
            yield from blocks_of(item.get("content", []))
        for row in block.get("rows", []):
            for cell in row:
                yield from blocks_of(cell)


def check_built_site(folder: Path) -> dict[str, int]:
    """Checks a site `make docs DOCS_DIR=folder` wrote against the archives in .build/docs (docs.sh
    runs it after writing the site); raises AssertionError naming the first problem."""
    pages, problems = read_site(folder)
    assert problems == [], problems
    index = pages["index.html"]
    for library in LIBRARIES:
        assert f"documentation/{library.lower()}.html" in index.links, f"the index does not link to {library}"
        assert library in index.visible, f"the index does not name {library}"
    checked = {"pages": 0, "declarations": 0, "code listings": 0}
    for library in LIBRARIES:
        data = ROOT / ".build" / "docs" / f"{library}.doccarchive" / "data"
        for file in data.rglob("*.json"):
            name = file.relative_to(data).with_suffix(".html").as_posix()
            assert name in pages, f"no page {name}"
            page, node = pages[name], json.loads(file.read_text())
            checked["pages"] += 1
            assert " ".join(page.h1) == node["metadata"]["title"], f"{name}: heading {page.h1}"
            words = plain(node.get("abstract", []))
            pre = ["".join(p) for p in page.pre]
            for section in node.get("primaryContentSections", []):
                if section["kind"] == "declarations":
                    for declaration in section["declarations"]:
                        text = "".join(t["text"] for t in declaration["tokens"])
                        assert text in page.declarations, f"{name}: no declaration {text}"
                        checked["declarations"] += 1
                for block in blocks_of(section.get("content", [])):
                    words += plain(block.get("inlineContent", []))
                    if block["type"] == "codeListing":
                        assert "\n".join(block["code"]) in pre, f"{name}: a code listing is missing"
                        checked["code listings"] += 1
            for word in words:
                assert word in page.visible, f"{name}: {word!r} is not shown"
    assert checked["declarations"] > 1000 and checked["code listings"] > 50, checked
    return checked


if __name__ == "__main__":
    if sys.argv[1:2] == ["--site"]:
        print(f"docs site checked: {check_built_site(Path(sys.argv[2]).expanduser())}")
    else:
        unittest.main()
