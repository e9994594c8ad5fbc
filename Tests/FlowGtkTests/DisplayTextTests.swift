import CGtk
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// Text from a link, a file or the user is shown as it reads, never reordered or widened.
    @Suite("Display text")
    @MainActor
    struct DisplayTextTests {
        @Test("bidirectional overrides, embeddings and isolates and control characters are removed; letters stay")
        func safe() {
            #expect(DisplayText.safe("invoice\u{202E}fdp.exe") == "invoicefdp.exe")
            #expect(DisplayText.safe("a\u{202A}b\u{202B}c\u{202C}d\u{202D}e\u{2066}f\u{2067}g\u{2068}h") == "abcdefgh")
            // An isolate that closes stays (it changes nothing around it); one that does not is removed.
            #expect(DisplayText.safe("להסיר את \u{2068}Visa\u{2069}?") == "להסיר את \u{2068}Visa\u{2069}?")
            #expect(DisplayText.safe("a\u{2066}b\u{2068}c\u{2069}d") == "ab\u{2068}c\u{2069}d")
            #expect(DisplayText.safe("a\u{2068}b\nc\u{2069}") == "ab\nc")
            #expect(DisplayText.safe("\u{2068}x\u{202E}y\u{2069}") == "\u{2068}xy\u{2069}")
            #expect(DisplayText.safe("red\u{1B}[31m\u{0}") == "red[31m")
            #expect(DisplayText.safe("two\nlines\tand a tab") == "two\nlines\tand a tab")
            #expect(DisplayText.safe("שלום \u{200F}עולם") == "שלום \u{200F}עולם", "right-to-left text and its marks stay")
            #expect(DisplayText.line("a\nb\tc\u{202E}") == "a b c")
        }

        @Test("plain text is read eight bytes at a time: what is removed is found at every place in it")
        func everyPlace() {
            let plain = "Item 12 is one of the screens a coordinator pushes."
            #expect(DisplayText.safe(plain) == plain)
            #expect(DisplayText.safe(plain + "\t\n" + plain) == plain + "\t\n" + plain)
            for index in 0...plain.count {
                for removed in ["\u{202E}", "\u{0}", "\u{1B}", "\u{7F}", "\u{2066}"] {
                    var text = plain
                    text.insert(contentsOf: removed, at: text.index(text.startIndex, offsetBy: index))
                    #expect(DisplayText.safe(text) == plain, "\(removed.unicodeScalars.first!.value) at \(index)")
                }
                var text = plain
                text.insert(contentsOf: "é\u{2068}ש\u{2069}", at: text.index(text.startIndex, offsetBy: index))
                #expect(DisplayText.safe(text) == text, "letters and an isolate that closes stay, at \(index)")
                let unisolated = String(String.UnicodeScalarView(text.unicodeScalars.filter { ![0x2068, 0x2069].contains($0.value) }))
                #expect(DisplayText.spoken(text) == unisolated)
            }
        }

        @Test("a label shows safe text, however it is given", .requiresDisplay)
        func label() {
            #expect(GtkRuntime.initialize())
            #expect(Label("invoice\u{202E}fdp.exe").text == "invoicefdp.exe")
            #expect(Label(heading: "\u{202E}gnp.exe").text == "gnp.exe")
            let label = Label()
            label.text = "x\u{2067}y"
            #expect(label.text == "xy")
            let window = Window()
            window.title = "Sheet\n\u{202E}evil"
            #expect(window.title == "Sheet evil")
        }

        @Test("a wrapping label breaks inside long words, so a long word never sets its width", .requiresDisplay)
        func wrapping() {
            #expect(GtkRuntime.initialize())
            let label = Label(String(repeating: "w", count: 2000))
            label.wraps = true
            #expect(gtk_label_get_wrap_mode(label.labelPointer) == PANGO_WRAP_WORD_CHAR)
            var minimum: Int32 = 0
            gtk_widget_measure(label.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
            #expect(minimum < 100, "its narrowest is \(minimum) px")
            let title = Label(String(repeating: "t", count: 2000))
            title.ellipsizes = true
            gtk_widget_measure(title.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
            #expect(minimum < 100, "an ellipsized label's narrowest is \(minimum) px")
        }

        @Test("a wrapping label is measured at a few characters' width, not one character per line", .requiresDisplay)
        func narrowestWrap() {
            #expect(GtkRuntime.initialize())
            // GTK finds a wrapping label's narrowest width by laying its text out at its
            // width-chars, or at zero width: with breaks inside words, one character per line,
            // every time the label is measured (a page's every push).
            let prose = Label("Item 1 is one of the screens a coordinator pushes.")
            prose.wraps = true
            #expect(gtk_label_get_width_chars(prose.labelPointer) == Int32(Label.narrowestWrappedChars))
            var narrowest: Int32 = 0, widest: Int32 = 0
            gtk_widget_measure(prose.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &narrowest, &widest, nil, nil)
            #expect(narrowest > 30 && narrowest < widest, "narrowest \(narrowest) px, widest \(widest) px")
            prose.wraps = false
            #expect(gtk_label_get_width_chars(prose.labelPointer) == -1)
        }
    }
}
