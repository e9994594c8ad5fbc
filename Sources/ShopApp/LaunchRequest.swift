import FlowCoordinator
import ShopFlows

/// What one launch of `shop` asks of the app: show its windows, open a link in the window focused
/// last or in a new window, or say that the link given was too long to be one.
///
/// It travels as GApplication arguments — to this process's own command-line handler, or over
/// D-Bus to the instance already running — always after a `--`, which GLib's option parser never
/// reads past: a link such as `--gapplication-service` stays a link. GLib removes the `--` itself
/// unless something after it starts with a dash, so ``init(arguments:)`` takes both forms.
enum LaunchRequest: Equatable {
    case show
    case open(link: String)
    /// A new window, at `link` or at the catalogue (`--new-window`).
    case newWindow(link: String?)
    /// A link argument longer than any link may be: refused before any work is done on it, and
    /// never handed on.
    case linkTooLong(bytes: Int)

    /// The longest link any router of the app accepts, in UTF-8 bytes.
    static let linkLimit = ShopRoutes.router.maxLength

    /// Why `link` is refused at once, or `nil` when it is short enough to be read.
    static func lengthError(of link: String) -> DeepLinkError? {
        let bytes = link.utf8.count
        return bytes > linkLimit ? .tooLong(length: bytes, limit: linkLimit) : nil
    }

    init(link: String?, newWindow: Bool = false) {
        guard let link else { self = newWindow ? .newWindow(link: nil) : .show; return }
        if case .tooLong(let bytes, _)? = Self.lengthError(of: link) {
            self = .linkTooLong(bytes: bytes)
        } else {
            self = newWindow ? .newWindow(link: link) : .open(link: link)
        }
    }

    /// The arguments after the program name.
    var arguments: [String] {
        switch self {
        case .show: []
        case .open(let link): ["--", "open", link]
        case .newWindow(let link?): ["--", "new-window", link]
        case .newWindow(nil): ["--", "new-window"]
        case .linkTooLong(let bytes): ["--", "link-too-long", String(bytes)]
        }
    }

    /// The request `arguments` (without the program name) carry; anything else only shows the
    /// window.
    init(arguments: [String]) {
        let words = arguments.first == "--" ? Array(arguments.dropFirst()) : arguments
        switch (words.first, words.count) {
        case ("open", 2): self = .open(link: words[1])
        case ("new-window", 2): self = .newWindow(link: words[1])
        case ("new-window", 1): self = .newWindow(link: nil)
        case ("link-too-long", 2): self = Int(words[1]).map { .linkTooLong(bytes: $0) } ?? .show
        default: self = .show
        }
    }
}
