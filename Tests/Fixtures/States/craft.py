#!/usr/bin/env python3
"""Writes the crafted saved states in this folder: navigation states no version of Shop saves,
as an attacker or a damaged disk could leave them. Each one once broke the app at launch; the
end-to-end tests (Tests/EndToEnd/test_crafted_files.py) launch the real app on each.

    python3 Tests/Fixtures/States/craft.py      # rewrites the .json files beside it
"""

import json
from pathlib import Path

INT_MAX = 2**63 - 1
HERE = Path(__file__).parent


def link(kind, case, **values):
    return {"type": kind, "value": {case: values}}


def entry(number, link):
    return {"id": number, "link": link}


def state(selected, **tabs):
    names = ["items", "wallet", "profile", "patterns"]
    return {
        "format": "flow-coordinator-state", "version": 1, "selectedTab": selected,
        "tabs": [{"name": name, "path": [], "presented": [], **tabs.get(name, {})} for name in names],
    }


def purchase(quantity):
    """Item 2's detail, and over it the purchase cover for `quantity`, at the buy step."""
    return state("items", items={
        "path": [entry(1, link("items", "detail", itemID=2))],
        "presented": [{"id": 2, "style": "cover", "hostsNavigation": True,
                       "link": link("purchase", "addToCart", quantity=quantity),
                       "path": [entry(3, link("purchase", "buy", quantity=quantity, cardID="c1"))]}],
    })


def string_link(text):
    """The content example with a plain String link pushed over it."""
    return state("patterns", patterns={"path": [
        entry(1, link("patterns", "content")),
        entry(2, {"type": "string", "value": text}),
    ]})


FILES = {
    # BuyItemViewModel multiplied the price by the quantity: SIGILL at every launch.
    "purchase-quantity-int-max.json": purchase(INT_MAX),
    # "Pay −$645.00", with Pay enabled.
    "purchase-quantity-negative.json": purchase(-5),
    # Links refuse more than 10; this one restored and could be paid.
    "purchase-quantity-500.json": purchase(500),
    # ConfigChildPage showed the next step's number, Int.max + 1: SIGILL at every launch.
    "config-child-step-int-max.json": state("patterns", patterns={"path": [
        entry(1, link("patterns", "config")),
        entry(2, link("config-child", "step", number=INT_MAX)),
    ]}),
    # 1,990 letters in one word: a 57,828 px wide window GTK never painted.
    "string-1990-letters.json": string_link("w" * 1990),
    # A right-to-left override: shown raw, "invoice\u202efdp.exe" reads as "invoiceexe.pdf".
    "string-bidi-override.json": string_link("invoice\u202efdp.exe"),
    # 1,000 sheets one over another: 85 s to restore, deaf to SIGTERM meanwhile.
    "thousand-sheets.json": state("wallet", wallet={"presented": [
        {"id": 10 + number, "style": "sheet", "hostsNavigation": False,
         "link": link("wallet", "addCard"), "path": []} for number in range(1000)
    ]}),
    # As much as a saved state may hold: 16 sheets one over another, and 200 screens on a stack.
    "at-the-limits.json": state("wallet", wallet={"presented": [
        {"id": 10 + number, "style": "sheet", "hostsNavigation": False,
         "link": link("wallet", "addCard"), "path": []} for number in range(16)
    ]}, patterns={"path": [
        entry(1, link("patterns", "abc"))] + [entry(100 + number, link("abc", "screenB")) for number in range(199)]
    }),
    # 1,000 screens on one stack.
    "thousand-screens.json": state("patterns", patterns={"path": [
        entry(1, link("patterns", "abc"))] + [entry(2 + number, link("abc", "screenB")) for number in range(1000)]
    }),
}

if __name__ == "__main__":
    for name, document in FILES.items():
        (HERE / name).write_text(json.dumps(document, ensure_ascii=False) + "\n")
