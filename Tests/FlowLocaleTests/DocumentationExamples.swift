import FlowLocale
import Glibc
import Testing

/// The code of the FlowLocale article, as it is written there (DocumentationArticleTests checks
/// that each block appears here): it compiles and runs, in the tests' C locale, in English.
@Suite("FlowLocale article")
struct FlowLocaleDocumentationExamples {
    @Test("the article's lookups give English without a catalogue")
    func article() {
        setlocale(LC_ALL, "")
        let notes = TextDomain("notes")
        notes.bind(to: "/usr/share/locale")

        let title = notes.text("New Note")                                  // "Neue Notiz" in German
        let question = notes.text("Delete “%s”?", "Groceries")               // "„Groceries“ löschen?"
        let count = notes.plural("%d note", "%d notes", count: 1200)        // "1.200 Notizen"
        let price = LocaleFormat.current.money(cents: 119900)                // "1.199,00 $" in de_DE

        #expect(title == "New Note")
        #expect(question == "Delete “Groceries”?")
        #expect(count == "1,200 notes")
        #expect(price == "$1,199.00")
    }
}
