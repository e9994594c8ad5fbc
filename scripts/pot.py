#!/usr/bin/env python3
"""Extracts a gettext template (.pot) from Swift sources and the shop's catalogue.

Debian 12's xgettext has no Swift parser, so this is a keyword scan that reads Swift the way the
compiler does where it matters: comments (nested block comments too), string literals with their
escapes, interpolations (with strings inside), multi-line and raw literals. It collects the
literal arguments of

    localized("text", values...)                     a text
    localized(plural: "one", "many", count: n, ...)  a text with plural forms

and the `// Translators:` comment on the lines right above a call. A call whose text is not one
plain literal (an interpolation, a variable, a concatenation) is an error: no translation could
ever match it. A JSON file in the list gives its catalogue's item names and descriptions.

    scripts/pot.py --domain shop po/POTFILES > shop-swift.pot
"""
import argparse
import json
import re
import sys

KEYWORD = "localized"


class ScanError(Exception):
    pass


class Entry:
    def __init__(self, msgid, plural=None):
        self.msgid = msgid
        self.plural = plural
        self.references = []
        self.comments = []


def unescape(body, path, line):
    """The value of a Swift string literal's body (no interpolation allowed)."""
    out = []
    i = 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        n = body[i + 1]
        simple = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}
        if n in simple:
            out.append(simple[n])
            i += 2
        elif n == "u":
            end = body.index("}", i)
            out.append(chr(int(body[i + 3:end], 16)))
            i = end + 1
        elif n == "(":
            raise ScanError(f"{path}:{line}: interpolation in a text to translate; use %s and a value")
        else:
            raise ScanError(f"{path}:{line}: unknown escape \\{n}")
    return "".join(out)


class Scanner:
    def __init__(self, text, path):
        self.s = text
        self.path = path
        self.i = 0
        self.line = 1
        self.translator_comment = None
        self.comment_line = 0
        self.found = None

    def error(self, message):
        raise ScanError(f"{self.path}:{self.line}: {message}")

    def advance(self, n):
        self.line += self.s.count("\n", self.i, self.i + n)
        self.i += n

    def skip_block_comment(self):
        depth = 0
        while self.i < len(self.s):
            if self.s.startswith("/*", self.i):
                depth += 1
                self.advance(2)
            elif self.s.startswith("*/", self.i):
                depth -= 1
                self.advance(2)
                if depth == 0:
                    return
            else:
                self.advance(1)
        self.error("unterminated comment")

    def string_literal(self):
        """Reads a string literal at self.i; returns (kind, raw body). kind: plain, multi, raw."""
        start = self.i
        hashes = 0
        while self.s[self.i + hashes] == "#":
            hashes += 1
        self.advance(hashes)
        multi = self.s.startswith('"""', self.i)
        quote = '"""' if multi else '"'
        self.advance(len(quote))
        closing = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        body_start = self.i
        while True:
            if self.i >= len(self.s):
                self.error("unterminated string literal")
            if self.s.startswith(escape + "(", self.i):
                self.advance(len(escape) + 1)
                self.skip_balanced()
                continue
            if self.s.startswith(escape, self.i):
                self.advance(len(escape) + 1)
                continue
            if self.s.startswith(closing, self.i):
                body = self.s[body_start:self.i]
                self.advance(len(closing))
                kind = "raw" if hashes else ("multi" if multi else "plain")
                return kind, body, self.s[start:self.i]
            if not multi and self.s[self.i] == "\n":
                self.error("line break in a string literal")
            self.advance(1)

    def skip_balanced(self):
        """Reads an interpolation's expression up to its closing parenthesis, and scans it for
        calls as it scans code (`"\\(escaped(localized("Keyboard Shortcuts")))"`)."""
        start, line = self.i, self.line
        depth = 1
        while depth:
            if self.i >= len(self.s):
                self.error("unterminated interpolation")
            c = self.s[self.i]
            if c in '"#' and self.at_string():
                self.string_literal()
                continue
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            self.advance(1)
        if self.found is not None:
            inner = Scanner(self.s[start:self.i - 1], self.path)
            inner.line = line
            inner.scan(self.found)

    def at_string(self):
        j = self.i
        while j < len(self.s) and self.s[j] == "#":
            j += 1
        return j < len(self.s) and self.s[j] == '"'

    def skip_space(self):
        while self.i < len(self.s):
            if self.s[self.i].isspace():
                self.advance(1)
            elif self.s.startswith("//", self.i):
                end = self.s.find("\n", self.i)
                end = len(self.s) if end < 0 else end
                self.advance(end - self.i)
            elif self.s.startswith("/*", self.i):
                self.skip_block_comment()
            else:
                return

    def literal_argument(self, what):
        self.skip_space()
        if not self.at_string():
            self.error(f"{what} of {KEYWORD}(…) is not a string literal")
        line = self.line
        kind, body, _ = self.string_literal()
        if kind != "plain":
            self.error(f"{what} of {KEYWORD}(…) must be a one-line \"…\" literal")
        self.skip_space()
        if self.i < len(self.s) and self.s[self.i] == "+":
            self.error(f"{what} of {KEYWORD}(…) is joined with +: write the whole text")
        return unescape(body, self.path, line)

    def expect(self, text):
        self.skip_space()
        if not self.s.startswith(text, self.i):
            self.error(f"expected {text!r} in {KEYWORD}(…)")
        self.advance(len(text))

    def scan(self, found):
        self.found = found
        previous_word = ""
        while self.i < len(self.s):
            c = self.s[self.i]
            if self.s.startswith("//", self.i):
                end = self.s.find("\n", self.i)
                end = len(self.s) if end < 0 else end
                comment = self.s[self.i + 2:end].strip()
                if comment.startswith("Translators:"):
                    self.translator_comment = comment
                    self.comment_line = self.line
                elif self.translator_comment and self.comment_line == self.line - 1:
                    self.translator_comment += " " + comment
                    self.comment_line = self.line
                self.advance(end - self.i)
            elif self.s.startswith("/*", self.i):
                self.skip_block_comment()
            elif (c == '"' or c == "#") and self.at_string():
                self.string_literal()
            elif c.isalpha() or c == "_":
                m = re.compile(r"[A-Za-z_][A-Za-z0-9_]*").match(self.s, self.i)
                word = m.group(0)
                self.advance(len(word))
                if word == KEYWORD and previous_word != "func" and self.s.startswith("(", self.i):
                    line = self.line
                    self.advance(1)
                    self.skip_space()
                    if self.s.startswith("plural:", self.i):
                        self.advance(len("plural:"))
                        one = self.literal_argument("the singular")
                        self.expect(",")
                        many = self.literal_argument("the plural")
                        entry = (one, many)
                    else:
                        entry = (self.literal_argument("the text"), None)
                    comment = None
                    if self.translator_comment and line - self.comment_line <= 2:
                        comment = self.translator_comment
                    self.translator_comment = None
                    found.append((entry, f"{self.path}:{line}", comment))
                previous_word = word
            else:
                if not c.isspace():
                    previous_word = ""
                self.advance(1)


def quote(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" in escaped.rstrip("\n"):
        parts = escaped.split("\n")
        lines = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
        return '""\n' + "\n".join(f'"{l}"' for l in lines)
    return '"' + escaped.replace("\n", "\\n") + '"'


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--domain", required=True)
    parser.add_argument("potfiles")
    args = parser.parse_args()
    found = []
    with open(args.potfiles) as listing:
        paths = [l.strip() for l in listing if l.strip() and not l.startswith("#")]
    for path in paths:
        if path.endswith(".swift"):
            with open(path, encoding="utf-8") as f:
                Scanner(f.read(), path).scan(found)
        elif path.endswith(".json"):
            with open(path, encoding="utf-8") as f:
                catalogue = json.load(f)
            for item in catalogue.get("items", []):
                found.append(((item["name"], None), path, f"Translators: the name of item {item['id']} in the catalogue"))
                found.append(((item["description"], None), path, f"Translators: the description of item {item['id']} ({item['name']})"))
    entries = {}
    for (msgid, plural), reference, comment in found:
        entry = entries.setdefault((msgid, plural), Entry(msgid, plural))
        if reference not in entry.references:
            entry.references.append(reference)
        if comment and comment not in entry.comments:
            entry.comments.append(comment)
    out = sys.stdout
    out.write(f'# Texts of {args.domain} to translate. Made by `make pot` (scripts/pot.py); do not edit.\n')
    out.write('msgid ""\nmsgstr ""\n'
              f'"Project-Id-Version: {args.domain}\\n"\n'
              '"Content-Type: text/plain; charset=UTF-8\\n"\n'
              '"Content-Transfer-Encoding: 8bit\\n"\n\n')
    for entry in entries.values():
        for comment in entry.comments:
            out.write(f"#. {comment}\n")
        out.write("#: " + " ".join(entry.references) + "\n")
        texts = [entry.msgid] + ([entry.plural] if entry.plural else [])
        if any(re.search(r"%(\d+\$)?[sd]", t) for t in texts):
            out.write("#, c-format\n")
        out.write(f"msgid {quote(entry.msgid)}\n")
        if entry.plural is not None:
            out.write(f"msgid_plural {quote(entry.plural)}\n")
            out.write('msgstr[0] ""\nmsgstr[1] ""\n\n')
        else:
            out.write('msgstr ""\n\n')


if __name__ == "__main__":
    try:
        main()
    except ScanError as error:
        sys.exit(f"pot.py: {error}")
