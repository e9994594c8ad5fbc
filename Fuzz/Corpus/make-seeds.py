#!/usr/bin/env python3
"""Writes the seed corpus of the libFuzzer targets: Fuzz/Corpus/deep-link and Fuzz/Corpus/state.

Run from the repository's root after `swift build --product shop` (the valid states are what
`shop --resolve LINK` prints). The files are committed; rerun only to add seeds. Names say what
each seed is: `grammar-` a documented link, `valid-` a state a link opens, `refused-` a link the
router must refuse, `bidi-` text with direction controls, `crash-` an input that crashed the app
or a fuzzer once (keep every one).
"""
import copy
import json
import os
import re
import subprocess
import tempfile

ROOT = os.getcwd()
LINKS = os.path.join(ROOT, "Fuzz/Corpus/deep-link")
STATES = os.path.join(ROOT, "Fuzz/Corpus/state")
INT_MAX = 9223372036854775807


def write(directory, name, content):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, name), "wb") as file:
        file.write(content if isinstance(content, bytes) else content.encode())


def resolve(link):
    """The state `link` opens, as `shop --resolve` prints it (no user data: the sample cards)."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_DATA_HOME=home, XDG_STATE_HOME=home)
        output = subprocess.run([os.path.join(ROOT, ".build/debug/shop"), "--resolve", link],
                                env=env, check=True, capture_output=True).stdout
    return json.loads(output)


def state(document):
    return json.dumps(document, separators=(",", ":"))


def tab(document, name):
    return next(t for t in document["tabs"] if t["name"] == name)


# Links: every example of the grammar, then the inputs that broke the app. The grammar is read
# from the routes (ShopRoutes.linkGrammar); README's table lists its forms (a test keeps it so),
# and each example fills a form's placeholders with ShopRoutes.sampleValues.
readme = open(os.path.join(ROOT, "README.md")).read()
forms = re.findall(r"^\| `(shop://[^`]*)` \|", readme, re.MULTILINE)
grammar = open(os.path.join(ROOT, "Sources/ShopFlows/Links/ShopRoutes+Grammar.swift")).read()
samples = dict(re.findall(r'"(\w+)": "([^"]*)"', grammar[grammar.index("sampleValues"):]))
examples = [re.sub(r"\{(\w+)\}", lambda match: samples[match.group(1)], form) for form in forms]
for link in examples:
    write(LINKS, "grammar-" + link.removeprefix("shop://").replace("/", "-") + ".txt", link)
long_text = "shop://patterns/content/string/" + "a" * 1990
write(LINKS, "crash-content-string-1990-letters.txt", long_text)
write(LINKS, "refused-config-child-step-int-max.txt", f"shop://patterns/config/child/{INT_MAX}")
for quantity in (INT_MAX, -5, 500):
    write(LINKS, f"refused-buy-quantity-{quantity}.txt", f"shop://items/2/cart/buy/{quantity}/c1")
write(LINKS, "bidi-content-string-right-to-left-override.txt",
      "shop://patterns/content/string/invoice%E2%80%AEfdp.exe")
write(LINKS, "refused-2049-bytes.txt", "shop://patterns/content/string/" + "a" * (2049 - 31))
# Links the pure routes read and the app's model refuses (no such card, no such item), and a query.
write(LINKS, "refused-buy-card-c9.txt", "shop://items/2/cart/buy/3/c9")
write(LINKS, "refused-summary-item-99.txt", "shop://items/99/cart/buy/3/c1/summary/SHOP-1001")
write(LINKS, "refused-query.txt", "shop://items/2/cart?quantity=3")

# States: what a few links open, as saved.
valid = ["shop://items/2/cart/buy/3/c1", "shop://items/2/cart/buy/3/c1/summary/SHOP-1001",
         "shop://items/2/cart/3/payment", "shop://wallet/add", "shop://profile/edit",
         "shop://patterns/content/first/Hello/second/5/third", "shop://patterns/content/sheet/Hello",
         "shop://patterns/config/child/3", "shop://patterns/abc/b/c", "shop://patterns/config/cover"]
for link in valid:
    write(STATES, "valid-" + link.removeprefix("shop://").replace("/", "-") + ".json", state(resolve(link)))

# Purchase quantities links refuse, in each purchase link a saved state can hold.
buy = resolve("shop://items/2/cart/buy/3/c1")
summary = resolve("shop://items/2/cart/buy/3/c1/summary/SHOP-1001")
for quantity in (INT_MAX, -5, 500):
    cart_only = copy.deepcopy(buy)
    cover = tab(cart_only, "items")["presented"][0]
    cover["link"]["value"]["addToCart"]["quantity"] = quantity
    cover["path"] = []
    write(STATES, f"crash-addToCart-quantity-{quantity}.json", state(cart_only))
    buying = copy.deepcopy(buy)
    cover = tab(buying, "items")["presented"][0]
    cover["link"]["value"]["addToCart"]["quantity"] = quantity
    cover["path"][0]["link"]["value"]["buy"]["quantity"] = quantity
    write(STATES, f"crash-buy-quantity-{quantity}.json", state(buying))
    paid = copy.deepcopy(summary)
    tab(paid, "items")["presented"][0]["link"]["value"]["summary"]["quantity"] = quantity
    write(STATES, f"crash-summary-quantity-{quantity}.json", state(paid))

config = resolve("shop://patterns/config/child/1")
tab(config, "patterns")["path"][1]["link"]["value"]["step"]["number"] = INT_MAX
write(STATES, "crash-config-child-step-int-max.json", state(config))

write(STATES, "crash-content-string-1990-letters.json", state(resolve(long_text)))

# 1,000 sheets, each presented by the one below it.
sheets = resolve("shop://patterns/content/sheet/Hello")
level = tab(sheets, "patterns")["presented"][0]
tab(sheets, "patterns")["presented"] = [dict(copy.deepcopy(level), id=2 + n) for n in range(1000)]
write(STATES, "crash-1000-nested-sheets.json", state(sheets))

# JSON nested deeper than any decoder should follow: in a link's value, and as the whole document.
deep = resolve("shop://patterns/config/child/1")
tab(deep, "patterns")["path"][1]["link"]["value"] = "@"
write(STATES, "crash-deeply-nested-json-in-link.json",
      state(deep).replace('"@"', '{"step":' * 10000 + "1" + "}" * 10000))
write(STATES, "crash-deeply-nested-json-arrays.json", "[" * 10000 + "]" * 10000)


# Dictionaries: the words the targets compare their input with, which libFuzzer cannot see in
# Swift's string comparisons. Links: the scheme and every segment of the grammar's examples.
def dictionary(name, words):
    escaped = ('"' + w.replace("\\", "\\\\").replace('"', '\\"') + '"' for w in sorted(words))
    with open(os.path.join(ROOT, f"Fuzz/Corpus/{name}.dict"), "w") as file:
        file.write("".join(line + "\n" for line in escaped))


numbers = {str(INT_MAX), "9223372036854775808", "-1", "0", "10", "11", "1e3"}
segments = {s for link in examples for s in link.removeprefix("shop://").split("/")}
dictionary("deep-link", segments | numbers | {"shop://", "%", "?", "#"})


# States: every link type's registered name, and every key and string in the valid documents,
# as JSON tokens.
def tokens(value):
    if isinstance(value, dict):
        for key, inner in value.items():
            yield json.dumps(key) + ":"
            yield from tokens(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from tokens(inner)
    elif isinstance(value, str):
        yield json.dumps(value)


registry = open(os.path.join(ROOT, "Sources/ShopFlows/Restoration/ShopLinkRegistry.swift")).read()
words = {json.dumps(name) for name in re.findall(r'as: "([^"]*)"', registry)}
words |= {t for link in valid for t in tokens(resolve(link))}
dictionary("state", words | numbers | {"[", "]", "{", "}", "null", "true", "false", '"sheet"', '"cover"'})
