#!/usr/bin/env python3
"""Writes the DocC archives that `make docs` builds as a static HTML site that opens from disk.

    scripts/docs-site.py OUTPUT ARCHIVE.doccarchive...

DocC's own web app (the index.html of a .doccarchive, with or without static hosting) loads each
page's JSON with fetch(), which browsers refuse for file:// pages, so it shows a blank page when
opened from a folder; this toolchain's `docc convert --experimental-transform-for-static-hosting-with-content`,
which would add the content to the HTML, crashes on Linux (in FoundationXML). This script reads the
archives' render nodes (data/documentation/**/*.json, every page's whole content) and writes one
plain HTML page per node, with relative links and one style sheet: no JavaScript, no server.

OUTPUT gets index.html (a link to each library), style.css and documentation/<module>/…html, the
paths of DocC's own URLs. OUTPUT must be new, empty, or a site this script wrote (which it
replaces). Content this script does not know how to render (a kind of block DocC may add) fails
it, naming the page, rather than leaving a hole in a page.
"""

from __future__ import annotations

import html
import json
import posixpath
import shutil
import sys
from pathlib import Path
from urllib.parse import quote

GENERATOR = "scripts/docs-site.py"
SITE_FILES = ("index.html", "style.css", "documentation")

STYLE = """\
:root { color-scheme: light dark; --text: #1d1d1f; --muted: #5f6368; --background: #ffffff;
  --code-background: #f2f2f4; --border: #d2d2d7; --link: #0b57d0; --aside: #eef3fd; }
@media (prefers-color-scheme: dark) {
  :root { --text: #e8e8ed; --muted: #a1a1a6; --background: #1c1c1e; --code-background: #2c2c2e;
    --border: #48484a; --link: #8ab4f8; --aside: #22293a; }
}
body { margin: 0; background: var(--background); color: var(--text);
  font: 1rem/1.55 system-ui, -apple-system, "Segoe UI", Cantarell, Ubuntu, sans-serif; }
main, nav.breadcrumbs, footer { max-width: 52rem; margin: 0 auto; padding: 0 1.25rem; }
body > main:first-child { padding-top: 1.5rem; }
nav.breadcrumbs { padding-top: 1rem; font-size: 0.9rem; color: var(--muted); }
nav.breadcrumbs ol { list-style: none; margin: 0; padding: 0; }
nav.breadcrumbs li { display: inline; }
nav.breadcrumbs li + li::before { content: " › "; }
a { color: var(--link); }
h1 { font-size: 2rem; line-height: 1.2; margin: 0.25rem 0 0.75rem; overflow-wrap: anywhere; }
h2 { margin-top: 2.25rem; padding-top: 0.75rem; border-top: 1px solid var(--border); }
h3 { margin-top: 1.75rem; }
.eyebrow { margin: 1.5rem 0 0; color: var(--muted); }
.abstract { font-size: 1.15rem; }
code, pre { font-family: ui-monospace, "SF Mono", "DejaVu Sans Mono", Menlo, Consolas, monospace;
  font-size: 0.9em; }
code { background: var(--code-background); border-radius: 4px; padding: 0.05em 0.3em; }
pre { background: var(--code-background); border: 1px solid var(--border); border-radius: 8px;
  padding: 0.75rem 1rem; overflow-x: auto; line-height: 1.45; }
pre code { background: none; padding: 0; }
pre.declaration { white-space: pre-wrap; padding-left: 2.5rem; text-indent: -1.5rem; }
a code { color: inherit; }
aside { background: var(--aside); border-left: 4px solid var(--link); border-radius: 4px;
  padding: 0.25rem 1rem; margin: 1rem 0; }
aside.warning, aside.important, .deprecated { border-left-color: #d93025; }
.aside-name { font-weight: 600; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid var(--border); padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
th p, td p { margin: 0; }
ul.topics { list-style: none; padding: 0; }
ul.topics > li { margin: 0.9rem 0; }
ul.topics p { margin: 0.15rem 0 0 1.25rem; }
.badge { font-size: 0.8rem; color: var(--muted); border: 1px solid var(--border); border-radius: 4px;
  padding: 0 0.3em; margin-left: 0.2em; }
dl.parameters dt { font-weight: 600; }
dl.parameters dd { margin-left: 1.5rem; }
footer { margin-top: 3rem; padding-bottom: 2rem; font-size: 0.85rem; color: var(--muted); }
"""


class Problem(Exception):
    """Content this script cannot render."""


def esc(text: str) -> str:
    return html.escape(text, quote=True)


class Site:
    def __init__(self, archives: list[Path]):
        self.modules: list[tuple[str, dict]] = []  # (page path, root node), in the order given
        self.pages: dict[str, dict] = {}  # "documentation/flowstorage/statefile" → render node
        self.usrs: dict[str, str] = {}  # a symbol's precise identifier → its page path
        self.deprecated: set[str] = set()  # the pages a link to calls deprecated (their own node may not say so)
        self.problems: list[str] = []
        for archive in archives:
            data = archive / "data"
            if not data.is_dir():
                raise SystemExit(f"docs-site: {archive} is not a DocC archive (no data/ folder)")
            for file in sorted(data.rglob("*.json")):
                path = file.relative_to(data).with_suffix("").as_posix()
                if not path.startswith("documentation/"):
                    self.problems.append(f"{archive.name}: {path}: pages outside documentation/ (tutorials) are not rendered")
                    continue
                if path in self.pages:
                    raise SystemExit(f"docs-site: two archives have the page {path}")
                node = json.loads(file.read_text(encoding="utf-8"))
                self.pages[path] = node
                usr = node.get("metadata", {}).get("externalID")
                if usr:
                    self.usrs[usr] = path
                self.deprecated |= {r["url"].strip("/") for r in node.get("references", {}).values()
                                    if r.get("deprecated") and r.get("url")}
            roots = sorted((data / "documentation").glob("*.json"))
            if len(roots) != 1:
                raise SystemExit(f"docs-site: {archive} has {len(roots)} root pages, not one")
            root = roots[0].relative_to(data).with_suffix("").as_posix()
            self.modules.append((root, self.pages[root]))

    def write(self, output: Path) -> None:
        prepare(output)
        (output / "style.css").write_text(STYLE, encoding="utf-8")
        (output / "index.html").write_text(self.index(), encoding="utf-8")
        for path, node in self.pages.items():
            try:
                text = Page(self, path, node).render()
            except Problem as problem:
                self.problems.append(f"{path}: {problem}")
                continue
            file = output / (path + ".html")
            file.parent.mkdir(parents=True, exist_ok=True)
            file.write_text(text, encoding="utf-8")

    def index(self) -> str:
        items = []
        for path, node in self.modules:
            page = Page(self, "index", node)
            items.append(f'<li><a href="{esc(link("index", path + ".html"))}">{esc(node["metadata"]["title"])}</a>'
                         f'{page.paragraph(node.get("abstract", []))}</li>')
        titles = ", ".join(node["metadata"]["title"] for _, node in self.modules)
        body = ('<main>\n<h1>API reference</h1>\n'
                f'<p class="abstract">The documentation of {esc(titles)}.</p>\n'
                f'<ul class="topics">\n' + "\n".join(items) + '\n</ul>\n</main>\n')
        return document("API reference", "style.css", body, generator=True)


def prepare(output: Path) -> None:
    """Makes OUTPUT ready for a new site: creates it, or empties a site written before."""
    if output.exists() and not output.is_dir():
        raise SystemExit(f"docs-site: {output} is a file, not a folder")
    output.mkdir(parents=True, exist_ok=True)
    if any(output.iterdir()):
        index = output / "index.html"
        if not (index.is_file() and f'<meta name="generator" content="{GENERATOR}">' in index.read_text(errors="replace")):
            raise SystemExit(f"docs-site: {output} is not empty and holds no site written by {GENERATOR}: "
                             "name a new or empty folder")
        for name in SITE_FILES:
            target = output / name
            if target.is_dir():
                shutil.rmtree(target)
            elif target.exists():
                target.unlink()


def link(here: str, target: str) -> str:
    """The relative URL from page `here` ("documentation/a/b") to file `target` ("documentation/a.html#x")."""
    target, _, fragment = target.partition("#")
    relative = posixpath.relpath(target, posixpath.dirname(here) or ".")
    url = quote(relative, safe="/()!$'=*,;:@+&~")
    if ":" in url.split("/")[0]:
        url = "./" + url  # a first segment with a colon would read as a scheme (RFC 3986, 4.2)
    return url + ("#" + quote(fragment, safe="") if fragment else "")


def document(title: str, stylesheet: str, body: str, generator: bool = False) -> str:
    meta = f'<meta name="generator" content="{GENERATOR}">\n' if generator else ""
    return ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f'{meta}<title>{esc(title)}</title>\n<link rel="stylesheet" href="{esc(stylesheet)}">\n</head>\n'
            f'<body>\n{body}<footer>Written from the DocC archives by {GENERATOR}.</footer>\n</body>\n</html>\n')


class Page:
    def __init__(self, site: Site, path: str, node: dict):
        self.site, self.path, self.node = site, path, node
        self.references: dict = node.get("references", {})

    # MARK: The page

    def render(self) -> str:
        node, metadata = self.node, self.node["metadata"]
        known = {"abstract", "primaryContentSections", "topicSections", "seeAlsoSections", "relationshipsSections",
                 "defaultImplementationsSections", "deprecationSummary", "metadata", "hierarchy", "references",
                 "identifier", "kind", "schemaVersion", "variants", "sections", "topicSectionsStyle", "legalNotices",
                 "diffAvailability"}
        unknown = set(node) - known
        if unknown:
            raise Problem(f"unknown parts of the page: {', '.join(sorted(unknown))}")
        if node.get("sections"):
            raise Problem("tutorial sections are not rendered")
        parts = [self.breadcrumbs()]
        parts.append("<main>\n")
        deprecated = self.path in self.site.deprecated and not node.get("deprecationSummary")
        if metadata.get("roleHeading") or deprecated:
            badge = ' <span class="badge">Deprecated</span>' if deprecated else ""
            parts.append(f'<p class="eyebrow">{esc(metadata.get("roleHeading", ""))}{badge}</p>\n')
        parts.append(f'<h1>{esc(metadata["title"])}</h1>\n')
        if node.get("abstract"):
            parts.append(f'<p class="abstract">{self.inline(node["abstract"])}</p>\n')
        if node.get("deprecationSummary"):
            parts.append(f'<aside class="deprecated"><p class="aside-name">Deprecated</p>\n'
                         f'{self.blocks(node["deprecationSummary"])}</aside>\n')
        if metadata.get("conformance"):
            parts.append(self.conformance(metadata["conformance"]))
        if metadata.get("required"):
            parts.append('<p><span class="badge">Required</span></p>\n')
        for section in node.get("primaryContentSections", []):
            parts.append(self.primary(section))
        parts.append(self.groups("Topics", node.get("topicSections", [])))
        parts.append(self.groups("Relationships", node.get("relationshipsSections", [])))
        parts.append(self.groups("Default Implementations", node.get("defaultImplementationsSections", [])))
        parts.append(self.groups("See Also", node.get("seeAlsoSections", [])))
        parts.append("</main>\n")
        module = metadata.get("modules", [{}])[0].get("name")
        title = metadata["title"] + (f" | {module}" if module and module != metadata["title"] else "")
        return document(title, link(self.path, "style.css"), "".join(parts))

    def breadcrumbs(self) -> str:
        items = [f'<li><a href="{esc(link(self.path, "index.html"))}">All libraries</a></li>']
        paths = self.node.get("hierarchy", {}).get("paths", [])
        for identifier in paths[0] if paths else []:
            items.append(f"<li>{self.topic_link(identifier, code=False)}</li>")
        items.append(f'<li aria-current="page">{esc(self.node["metadata"]["title"])}</li>')
        return f'<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol>{"".join(items)}</ol></nav>\n'

    def primary(self, section: dict) -> str:
        kind = section["kind"]
        if kind == "declarations":
            declarations = "".join(f'<pre class="declaration"><code>{self.tokens(d["tokens"])}</code></pre>\n'
                                   for d in section["declarations"])
            return f"<section>\n<h2>Declaration</h2>\n{declarations}</section>\n"
        if kind == "parameters":
            items = "".join(f'<dt><code>{esc(p["name"])}</code></dt>\n<dd>{self.blocks(p.get("content", []))}</dd>\n'
                            for p in section["parameters"])
            return f'<section>\n<h2>Parameters</h2>\n<dl class="parameters">\n{items}</dl>\n</section>\n'
        if kind == "content":
            return f"<section>\n{self.blocks(section['content'])}</section>\n"
        if kind == "mentions":
            items = "".join(f"<li>{self.topic_link(m, code=False)}</li>\n" for m in section["mentions"])
            return f"<section>\n<h2>Mentioned in</h2>\n<ul>\n{items}</ul>\n</section>\n"
        raise Problem(f"unknown section kind {kind!r}")

    def groups(self, title: str, groups: list[dict]) -> str:
        if not groups:
            return ""
        parts = [f'<section>\n<h2 id="{esc(anchor_of(title))}">{esc(title)}</h2>\n']
        for group in groups:
            anchor = f' id="{esc(group["anchor"])}"' if group.get("anchor") else ""
            if group.get("title"):
                parts.append(f"<h3{anchor}>{esc(group['title'])}</h3>\n")
            if group.get("abstract"):
                parts.append(f"<p>{self.inline(group['abstract'])}</p>\n")
            if group.get("discussion"):
                parts.append(self.primary(group["discussion"]))
            items = "".join(f"<li>{self.topic_item(i)}</li>\n" for i in group.get("identifiers", []))
            parts.append(f'<ul class="topics">\n{items}</ul>\n')
        parts.append("</section>\n")
        return "".join(parts)

    def topic_item(self, identifier: str) -> str:
        reference = self.references.get(identifier)
        if reference is None:
            raise Problem(f"no reference {identifier}")
        if reference.get("type") != "topic":
            return self.topic_link(identifier, code=True)
        if reference.get("fragments"):
            label = "".join(esc(f["text"]) for f in reference["fragments"])
        else:
            label = esc(reference.get("title", identifier))
        code = reference.get("kind") == "symbol" and reference.get("role") != "collection"
        title = f"<code>{label}</code>" if code else label
        parts = [self.anchor(reference, title)]
        if reference.get("deprecated"):
            parts.append(' <span class="badge">Deprecated</span>')
        if reference.get("required"):
            parts.append(' <span class="badge">Required</span>')
        if reference.get("defaultImplementations"):
            count = reference["defaultImplementations"]
            parts.append(f' <span class="badge">{count} default implementation{"s" if count != 1 else ""}</span>')
        if reference.get("abstract"):
            parts.append(f"\n<p>{self.inline(reference['abstract'])}</p>")
        if reference.get("conformance"):
            constraints = reference["conformance"]
            parts.append(f"\n<p>{self.inline(constraints['availabilityPrefix'])} {self.inline(constraints['constraints'])}</p>")
        return "".join(parts)

    def conformance(self, conformance: dict) -> str:
        return f"<p>{self.inline(conformance['availabilityPrefix'])} {self.inline(conformance['constraints'])}</p>\n"

    # MARK: Links

    def href(self, url: str) -> str | None:
        """The relative link to a page of the site, from its DocC URL ("/documentation/a/b#x")."""
        path, _, fragment = url.partition("#")
        path = path.strip("/")
        if path not in self.site.pages:
            return None
        return link(self.path, path + ".html" + (f"#{fragment}" if fragment else ""))

    def anchor(self, reference: dict, title: str) -> str:
        href = self.href(reference["url"]) if reference.get("url") else None
        if href is None:
            raise Problem(f"a link to {reference.get('url')!r}, which is no page of the site")
        return f'<a href="{esc(href)}">{title}</a>'

    def topic_link(self, identifier: str, code: bool, title_html: str | None = None) -> str:
        """A link to what `identifier` names; a symbol outside the site (Swift.Sendable) as code."""
        reference = self.references.get(identifier)
        if reference is None:
            raise Problem(f"no reference {identifier}")
        kind = reference.get("type")
        if kind == "topic":
            if title_html is None:
                title_html = esc(reference.get("title", identifier))
                if code:
                    title_html = f"<code>{title_html}</code>"
            return self.anchor(reference, title_html)
        if kind == "link":
            return f'<a href="{esc(reference["url"])}">{title_html or esc(reference.get("title", reference["url"]))}</a>'
        if kind == "unresolvable":
            # doc://Module/<mangled name>: a symbol of another module, which may be another library of the site.
            usr = "s:" + identifier.rsplit("/", 1)[-1]
            text = title_html or f"<code>{esc(reference.get('title', identifier))}</code>"
            if usr in self.site.usrs:
                return f'<a href="{esc(link(self.path, self.site.usrs[usr] + ".html"))}">{text}</a>'
            return text
        raise Problem(f"unknown reference type {kind!r} ({identifier})")

    # MARK: Declarations

    def tokens(self, tokens: list[dict]) -> str:
        parts = []
        for token in tokens:
            text = esc(token["text"])
            target = None
            if token["kind"] == "typeIdentifier":
                reference = self.references.get(token.get("identifier", ""))
                if reference and reference.get("type") == "topic" and reference.get("url"):
                    target = self.href(reference["url"])
                elif token.get("preciseIdentifier") in self.site.usrs:
                    target = link(self.path, self.site.usrs[token["preciseIdentifier"]] + ".html")
            parts.append(f'<a href="{esc(target)}">{text}</a>' if target else text)
        return "".join(parts)

    # MARK: Content

    def blocks(self, blocks: list[dict]) -> str:
        return "".join(self.block(b) for b in blocks)

    def block(self, block: dict) -> str:
        kind = block["type"]
        if kind == "paragraph":
            return self.paragraph(block["inlineContent"])
        if kind == "heading":
            level = min(max(int(block["level"]), 2), 6)
            anchor = f' id="{esc(block["anchor"])}"' if block.get("anchor") else ""
            return f"<h{level}{anchor}>{esc(block['text'])}</h{level}>\n"
        if kind == "codeListing":
            syntax = f' class="language-{esc(block["syntax"])}"' if block.get("syntax") else ""
            return f"<pre><code{syntax}>{esc(chr(10).join(block['code']))}</code></pre>\n"
        if kind == "unorderedList":
            return f"<ul>\n{self.items(block['items'])}</ul>\n"
        if kind == "orderedList":
            start = f' start="{int(block["start"])}"' if block.get("start", 1) != 1 else ""
            return f"<ol{start}>\n{self.items(block['items'])}</ol>\n"
        if kind == "termList":
            items = "".join(f"<dt>{self.inline(i['term']['inlineContent'])}</dt>\n"
                            f"<dd>{self.blocks(i['definition']['content'])}</dd>\n" for i in block["items"])
            return f"<dl>\n{items}</dl>\n"
        if kind == "aside":
            style = block.get("style", "note")
            name = block.get("name") or style.capitalize()
            return (f'<aside class="{esc(style)}"><p class="aside-name">{esc(name)}</p>\n'
                    f"{self.blocks(block['content'])}</aside>\n")
        if kind == "table":
            return self.table(block)
        if kind == "small":
            return f"<p><small>{self.inline(block['inlineContent'])}</small></p>\n"
        if kind == "thematicBreak":
            return "<hr>\n"
        raise Problem(f"unknown block type {kind!r}")

    def items(self, items: list[dict]) -> str:
        return "".join(f"<li>{self.blocks(i['content'])}</li>\n" for i in items)

    def table(self, block: dict) -> str:
        header = block.get("header", "none")
        rows = []
        for r, row in enumerate(block["rows"]):
            cells = []
            for c, cell in enumerate(row):
                head = (r == 0 and header in ("row", "both")) or (c == 0 and header in ("column", "both"))
                tag = "th" if head else "td"
                cells.append(f"<{tag}>{self.blocks(cell)}</{tag}>")
            rows.append(f"<tr>{''.join(cells)}</tr>\n")
        return f"<table>\n{''.join(rows)}</table>\n"

    def paragraph(self, content: list[dict]) -> str:
        return f"<p>{self.inline(content)}</p>\n"

    def inline(self, content: list[dict]) -> str:
        parts = []
        for item in content:
            kind = item["type"]
            if kind == "text":
                parts.append(esc(item["text"]))
            elif kind == "codeVoice":
                parts.append(f"<code>{esc(item['code'])}</code>")
            elif kind in INLINE_TAGS:
                tag = INLINE_TAGS[kind]
                parts.append(f"<{tag}>{self.inline(item['inlineContent'])}</{tag}>")
            elif kind == "reference":
                parts.append(self.inline_reference(item))
            else:
                raise Problem(f"unknown inline type {kind!r}")
        return "".join(parts)

    def inline_reference(self, item: dict) -> str:
        identifier = item["identifier"]
        reference = self.references.get(identifier)
        if reference is None:
            raise Problem(f"no reference {identifier}")
        if item.get("overridingTitleInlineContent"):
            title_html = self.inline(item["overridingTitleInlineContent"])
        elif item.get("overridingTitle"):
            title_html = esc(item["overridingTitle"])
        elif reference.get("titleInlineContent"):
            title_html = self.inline(reference["titleInlineContent"])
        else:
            title_html = esc(reference.get("title", identifier))
            if reference.get("kind") == "symbol" or reference.get("type") == "unresolvable":
                title_html = f"<code>{title_html}</code>"
        if not item.get("isActive", True):
            return title_html
        return self.topic_link(identifier, code=False, title_html=title_html)


INLINE_TAGS = {"emphasis": "em", "strong": "strong", "newTerm": "dfn", "inlineHead": "strong",
               "subscript": "sub", "superscript": "sup", "strikethrough": "s"}


def anchor_of(title: str) -> str:
    return title.replace(" ", "-")


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[0].startswith("-"):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    output = Path(argv[0]).expanduser()
    site = Site([Path(a) for a in argv[1:]])
    site.write(output)
    for problem in site.problems:
        print(f"docs-site: error: {problem}", file=sys.stderr)
    if site.problems:
        return 1
    print(f"docs site: {len(site.pages)} pages; open {output.resolve() / 'index.html'} in a browser")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
