import Testing
@testable import FlowLocale

/// How a translated text's placeholders take their values.
@Suite("Placeholders", .serialized)
struct PlaceholdersTests {
    @Test("values fill %s and %d in order, and %% is a percent sign")
    func inOrder() {
        #expect(Placeholders.fill("Remove %s from %s?", with: ["Visa", "the wallet"]) == "Remove Visa from the wallet?")
        #expect(Placeholders.fill("%d%% done", with: ["40"]) == "40% done")
    }

    @Test("numbered placeholders let a translation reorder the values")
    func reordered() {
        #expect(Placeholders.fill("%2$s: %1$s", with: ["first", "second"]) == "second: first")
    }

    @Test("in a plural form %d is the count, and %2$s the first further value")
    func plural() {
        #expect(Placeholders.fill("%d items in %s", count: "1,000", with: ["Cart"]) == "1,000 items in Cart")
        #expect(Placeholders.fill("%2$s: %1$d", count: "3", with: ["Cart"]) == "Cart: 3")
    }

    @Test("a placeholder without a value, or not one at all, stays as it is", arguments: [
        ("%s and %s", ["one"], "one and %s"), ("100% sure", [], "100% sure"), ("%5$s", ["a"], "%5$s"),
        ("%x %", ["a"], "%x %"), ("%0$s", ["a"], "%0$s"),
    ])
    func leftAlone(text: String, values: [String], expected: String) {
        #expect(Placeholders.fill(text, with: values) == expected)
    }

    @Test("a value is never read as a placeholder")
    func valuesAreText() {
        #expect(Placeholders.fill("Hello %s, %s", with: ["%s", "%1$s"]) == "Hello %s, %1$s")
    }

    @Test("isolated values keep their own direction in a sentence of the other")
    func isolation() {
        Placeholders.isolatesValues = true
        defer { Placeholders.isolatesValues = false }
        #expect(Placeholders.fill("להסיר את %s?", with: ["Visa"]) == "להסיר את \u{2068}Visa\u{2069}?")
        // A sentence that starts with a value still runs right to left.
        #expect(Placeholders.fill("%1$s, בתוקף עד %2$s", with: ["Alex Doe", "יוני 2030"])
                == "\u{200F}\u{2068}Alex Doe\u{2069}, בתוקף עד \u{2068}יוני 2030\u{2069}")
    }

    @Test("a domain without a catalogue gives the English text back, filled")
    func untranslated() {
        let domain = TextDomain("flow-locale-tests-none")
        #expect(domain.text("Add Card") == "Add Card")
        #expect(domain.text("Remove %s?", "Visa") == "Remove Visa?")
        #expect(domain.plural("%d item", "%d items", count: 1) == "1 item")
        #expect(domain.plural("%d item", "%d items", count: 1200) == "1,200 items")
    }
}
