#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

/// Where an app keeps its navigation state between runs: a ``DocumentFile`` holding a
/// `StateArchive` document of every tab, so the app opens where it was left.
///
/// It is written atomically and durably, read only up to its size limit, and a file that cannot
/// be restored (unreadable, too large, damaged, or from another version) is moved aside with a
/// timestamp, never deleted: the app starts fresh and tells the user once, in its own words,
/// from what ``loadSaved(now:)`` returns.
///
/// A path the user gives (a `--state-file` option) may name a file that is not a state file at
/// all: ask ``whyNotAStateFile()`` first, so it is refused rather than moved aside or overwritten.
public struct StateFile: Sendable {
    /// The file's name in the app's state folder.
    public static let fileName = "state.json"
    /// The largest state file read unless told otherwise: 1 MiB, thousands of screens.
    public static let defaultSizeLimit = 1 << 20

    /// The file.
    public let file: DocumentFile
    /// How snapshots become documents and back (the link types it can restore).
    public let archive: StateArchive

    /// The state file at `url`.
    public init(url: URL, archive: StateArchive, sizeLimit: Int = defaultSizeLimit) {
        file = DocumentFile(url: url, sizeLimit: sizeLimit)
        self.archive = archive
    }

    /// The state file of `app` where the XDG base directory specification puts state:
    /// `$XDG_STATE_HOME/APP/state.json`, or `~/.local/state/APP/state.json`.
    public init(app: String, archive: StateArchive, environment: [String: String], sizeLimit: Int = defaultSizeLimit) {
        self.init(url: XDGDirectory.state.url(for: app, environment: environment).appendingPathComponent(Self.fileName),
                  archive: archive, sizeLimit: sizeLimit)
    }

    /// Where the file is.
    public var url: URL { file.url }

    /// Writes `snapshot`, with the drafts of its screens, atomically, creating the folder if
    /// needed.
    public func save(_ snapshot: TabsSnapshot, drafts: ScreenDrafts = ScreenDrafts()) throws {
        try file.write(try archive.encode(snapshot, drafts: drafts))
    }

    /// Writes every window, with the drafts of their screens, atomically, creating the folder if
    /// needed.
    public func save(_ windows: WindowsSnapshot, drafts: ScreenDrafts = ScreenDrafts()) throws {
        try file.write(try archive.encode(windows, drafts: drafts))
    }

    /// Reads the saved windows and their drafts, at launch, as ``loadSaved(now:)`` reads one
    /// window: a file saved with one window (by an earlier version, or by ``save(_:drafts:)-(TabsSnapshot,_)``)
    /// is read as window 1.
    public func loadSavedWindows(now: Date = Date()) -> DocumentFile.Reading<SavedState<WindowsSnapshot>> {
        read(now: now) { data throws(RestorationError) in try archive.decodeSavedWindows(from: data) }
    }

    /// Reads the saved state without its drafts (``loadSaved(now:)`` without them).
    @available(*, deprecated, renamed: "loadSaved(now:)", message: "loadSaved(now:) reads the drafts of the screens too")
    public func load(now: Date = Date()) -> DocumentFile.Reading<TabsSnapshot> {
        switch loadSaved(now: now) {
        case .missing: .missing
        case .read(let saved): .read(saved.snapshot)
        case .setAside(let problem, let movedTo): .setAside(problem, movedTo: movedTo)
        }
    }

    /// Reads the saved state and its drafts, at launch: `.missing` when there is none, `.read`
    /// with it, or `.setAside` when it could not be restored, with why and where the file was
    /// moved (named with `now`). An older version is migrated (`StateArchive`); refused drafts
    /// leave the rest of the state restored.
    public func loadSaved(now: Date = Date()) -> DocumentFile.Reading<SavedState<TabsSnapshot>> {
        read(now: now) { data throws(RestorationError) in try archive.decodeSavedTabs(from: data) }
    }

    /// Reads the file with `decode`, setting it aside when it throws.
    private func read<Value>(now: Date, _ decode: (Data) throws(RestorationError) -> Value) -> DocumentFile.Reading<Value> {
        file.read(now: now) { data throws(DocumentFile.Problem) in
            do throws(RestorationError) {
                return try decode(data)
            } catch {
                if case .unsupportedVersion = error { throw DocumentFile.Problem(.unsupported, error.message) }
                if case .tooLarge = error { throw DocumentFile.Problem(.tooLarge, error.message) }
                throw DocumentFile.Problem(.corrupt, error.message)
            }
        }
    }

    /// Why the file at ``url`` is not a state file, in words that follow "because" ("it is not
    /// JSON"), or `nil` when it is one or there is none. A state file is a JSON object whose
    /// `format` is the archive's; a damaged one, or one too large to read, counts when it starts
    /// like one (`{"format":"flow-coordinator-state"`).
    public func whyNotAStateFile() -> String? {
        switch file.contents() {
        case .missing:
            return nil
        case .unusable(let problem):
            return problem.detail == "not a file" ? "it is not a file" : "it cannot be read"
        case .tooLarge(_, let start):
            return Self.startsLikeAStateFile(start) ? nil
                : "it is larger than a state file may be (\(file.shownSizeLimit)) and does not start like one"
        case .data(let data):
            if data.isEmpty { return "it is empty" }
            // JSONDecoder checks the document's structure, but reads only the values it decodes:
            // a document damaged inside another string or number still has a format.
            let format: String
            do {
                format = try JSONDecoder().decode(FormatField.self, from: data).format
            } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
                return Self.startsLikeAStateFile(data) ? nil : "it is not JSON"
            } catch {
                return "it is not JSON with a format"
            }
            return format == StateArchive.format ? nil : "its format is “\(format)”"
        }
    }

    /// A JSON object's `format`, a string.
    private struct FormatField: Decodable {
        let format: String
    }

    /// Whether `data` begins with `{"format":"flow-coordinator-state"`, whitespace aside: how the
    /// archive writes every state file.
    private static func startsLikeAStateFile(_ data: Data) -> Bool {
        let start = String(decoding: data.prefix(256), as: UTF8.self).filter { !$0.isWhitespace }
        return start.hasPrefix("{\"format\":\"\(StateArchive.format)\"")
    }
}
