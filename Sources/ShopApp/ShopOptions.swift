/// What `shop`'s command line asks for. Five options need no argument-parser package: each
/// library consumer would build one only for this demo.
///
/// It reads as a POSIX tool does: options in any order, `--option value` or `--option=value`,
/// `--` before a link that starts with a dash, `-h`/`--help`. A mistake is a ``UsageError``
/// (exit 64, `EX_USAGE`), printed with the usage line.
struct ShopOptions: Equatable {
    /// A shop:// link to open.
    var link: String?
    /// Print the state this link opens as JSON and exit.
    var resolve: String?
    /// Walk every flow, writing screenshots into this folder, then exit.
    var tour: String?
    /// Where to save and restore the navigation state.
    var stateFile: String?
    /// Open a fresh window instead of where the user left off.
    var noRestore = false
    /// Open the link (or the catalogue) in a new window, leaving the others as they are.
    var newWindow = false

    /// One option: its name, the name of its value (`nil` for a flag) and its help.
    struct Option {
        let name: String
        let value: String?
        let help: String
    }

    static let options = [
        Option(name: "--resolve", value: "link", help: "Print the state LINK opens as JSON and exit; needs no display."),
        Option(name: "--tour", value: "dir", help: "Walk every flow, writing one PNG per step and index.md into DIR, then exit."),
        Option(name: "--state-file", value: "path", help: "Where to save and restore the navigation state."),
        Option(name: "--no-restore", value: nil,
               help: "Open a fresh window instead of where you left off (your cards and profile stay; the state is still saved on quit)."),
        Option(name: "--new-window", value: nil,
               help: "Open LINK, or the catalogue, in a new window; the windows already open stay as they are."),
        Option(name: "-h, --help", value: nil, help: "Show this help."),
    ]

    /// A command line `shop` cannot run.
    struct UsageError: Error, Equatable {
        let message: String
    }

    /// What the command line asks: the options, or `nil` for the help.
    static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> ShopOptions? {
        var options = ShopOptions()
        var words = Array(arguments).makeIterator()
        var linksOnly = false
        while let word = words.next() {
            if linksOnly || word == "-" || !word.hasPrefix("-") {
                guard options.link == nil else { throw UsageError(message: "Unexpected argument '\(word)'") }
                options.link = word
                continue
            }
            if word == "--" { linksOnly = true; continue }
            if word == "-h" || word == "--help" { return nil }
            let (name, attached) = split(word)
            func value() throws(UsageError) -> String {
                // --resolve takes whatever follows as its link, dashes included.
                guard let value = attached ?? words.next() else {
                    throw UsageError(message: "Missing value for '\(name) <\(option(name)?.value ?? "value")>'")
                }
                return value
            }
            switch name {
            case "--resolve": options.resolve = try value()
            case "--tour": options.tour = try value()
            case "--state-file": options.stateFile = try value()
            case "--no-restore":
                guard attached == nil else { throw UsageError(message: "The option '--no-restore' takes no value") }
                options.noRestore = true
            case "--new-window":
                guard attached == nil else { throw UsageError(message: "The option '--new-window' takes no value") }
                options.newWindow = true
            default: throw UsageError(message: "Unknown option '\(name)'")
            }
        }
        return options
    }

    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private static func option(_ name: String) -> Option? {
        options.first { $0.name == name }
    }

    static let usage = "shop [<link>] " + options.dropLast().map { option in
        "[\(option.name)\(option.value.map { " <\($0)>" } ?? "")]"
    }.joined(separator: " ")

    /// What `--help` prints.
    static var help: String {
        let rows = [("<link>", "A shop:// link to open.")] + options.map { option in
            (option.name + (option.value.map { " <\($0)>" } ?? ""), option.help)
        }
        return """
            A GTK 4 shop that runs every flow of the Flow Coordinator pattern.

            Opens where you left off, or at LINK. Links use the shop:// scheme, e.g.
            shop://items/3/cart/payment or shop://patterns/abc/b/c; README.md gives the
            grammar.

            Keyboard: Escape closes the top sheet or dialog, Alt+Left goes back, Ctrl+W closes the
            sheet or cover, Ctrl+N opens a new window, Ctrl+Shift+W closes one, Ctrl+Q quits.

            Usage: \(usage)

            \(rows.map(row).joined(separator: "\n"))
            """
    }

    /// `  name  help`, the help wrapped at 80 columns under itself.
    private static func row(_ name: String, _ help: String) -> String {
        let indent = 26
        var lines = ["  " + name + String(repeating: " ", count: max(2, indent - 2 - name.count))]
        for word in help.split(separator: " ") {
            if lines[lines.count - 1].count + word.count > 80 { lines.append(String(repeating: " ", count: indent)) }
            let last = lines[lines.count - 1]
            lines[lines.count - 1] = last + (last.hasSuffix(" ") ? "" : " ") + word
        }
        return lines.joined(separator: "\n")
    }

    /// What a usage error prints.
    static func message(for error: UsageError) -> String {
        "error: \(error.message)\nUsage: \(usage)\n  See 'shop --help' for more information."
    }
}
