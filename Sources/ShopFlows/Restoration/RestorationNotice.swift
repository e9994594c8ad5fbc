import FlowCoordinator
import FlowStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the user is told, once, when something saved could not be used: an alert's title, a
/// message in plain words that says what happened, what the app did and where the old file is, and
/// a technical line for the terminal.
public struct RestorationNotice: Hashable, Sendable {
    public let title: String
    public let message: String
    /// The file and what was wrong with it, for the terminal: not for people.
    public let detail: String
    /// A file that could not be used nor moved aside: the app must not write over it.
    public let fileLeftInPlace: URL?
    /// When a saved file could not be used: what of the user's started afresh for it, and where
    /// the file is now. Several notices say these together, each once
    /// (``combined(_:)``).
    public let setAside: SetAside?

    /// A saved file that could not be used.
    public struct SetAside: Hashable, Sendable {
        /// What started afresh, to follow “Shop could not read what it had saved of”: “your cards”.
        public let what: String
        /// Where the file is now: the name it was moved to, or where it was left.
        public let file: URL
        /// Whether it was moved aside (or left where it was, never to be written over).
        public let moved: Bool
    }

    public init(title: String, message: String, detail: String, fileLeftInPlace: URL? = nil, setAside: SetAside? = nil) {
        self.title = title
        self.message = message
        self.detail = detail
        self.fileLeftInPlace = fileLeftInPlace
        self.setAside = setAside
    }

    /// The notice for `file`, which could not be used and was moved to `movedTo` (or stayed
    /// where it was, `nil`, and is not to be written over). The message says in plain words what
    /// happened and what the app did instead (`what`), then where the file is now: its full path,
    /// on a line of its own, for a dialog to wrap rather than grow wide for it. `title`, `what`
    /// and `reset` (what started afresh: “your cards”; `nil` when nothing did) come in the user's
    /// language, as the rest of the message is written.
    init(title: String, what: String, reset: String?, file: URL, problem: DocumentFile.Problem, movedTo: URL?) {
        let kept = if let movedTo {
            // Translators: %s is the full path of the file, on a line of its own
            localized("The old file was kept, under a new name, at:\n%s", movedTo.standardizedFileURL.path)
        } else {
            // Translators: %s is the full path of the file, on a line of its own
            localized("Shop could not set the file aside, so it left it where it is and will not save over it until it is moved:\n%s", file.standardizedFileURL.path)
        }
        self.init(title: title, message: "\(what)\n\n\(kept)", detail: "\(file.path): \(problem.detail)",
                  fileLeftInPlace: movedTo == nil ? file : nil,
                  setAside: reset.map { SetAside(what: $0, file: movedTo ?? file, moved: movedTo != nil) })
    }

    /// A path as a person reads it: `~/.local/share/shop` for a folder in their home.
    static func shown(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        guard !home.isEmpty, home != "/", path == home || path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
