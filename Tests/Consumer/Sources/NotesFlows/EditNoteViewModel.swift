import FlowCoordinator
import FlowLocale
import Observation

/// Notes' texts in the user's language (gettext domain `notes`; English until it ships catalogues).
let notesText = TextDomain("notes")

/// The edit sheet's form: a title and a text; Save while something changed and the title is not
/// empty.
@Observable
@MainActor
public final class EditNoteViewModel {
    public var title: String
    public var text: String
    @ObservationIgnored private let original: Note
    @ObservationIgnored private weak var coordinator: NotesCoordinator?
    @ObservationIgnored public let origin: FlowOrigin

    init(note: Note, draft: EditNoteDraft?, coordinator: NotesCoordinator, origin: FlowOrigin) {
        original = note
        title = draft?.title ?? note.title
        text = draft?.text ?? note.text
        self.coordinator = coordinator
        self.origin = origin
    }

    public var hasChanges: Bool { title != original.title || text != original.text }

    /// What to keep of the form if the app stopped now, or `nil` when nothing changed.
    public var draft: EditNoteDraft? {
        hasChanges ? EditNoteDraft(title: title, text: text) : nil
    }

    /// The most characters a title holds.
    nonisolated public static let longestTitle = 100

    /// Why the title cannot be saved, or `nil`.
    public var titleProblem: String? {
        if title.allSatisfy(\.isWhitespace) { return "A note needs a title" }
        if title.count > Self.longestTitle { return "A title holds at most 100 characters" }
        if title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "A title cannot hold control characters"
        }
        return nil
    }

    /// The most characters a note's text holds.
    nonisolated public static let longestText = 10_000

    /// How full the text is, from 0 to 1 (more when it is too long).
    public var textFullness: Double { Double(text.count) / Double(Self.longestText) }

    /// Why the text cannot be saved, or `nil`.
    public var textProblem: String? {
        text.count > Self.longestText
            ? notesText.text("A note holds at most %s characters", LocaleFormat.current.integer(Self.longestText)) : nil
    }

    public var canSave: Bool { hasChanges && titleProblem == nil && textProblem == nil }

    public func saveTapped() {
        guard canSave else { return }
        origin.send { coordinator?.save(note: original.id, title: title, text: text, from: origin) }
    }

    public func cancelTapped() {
        origin.send { coordinator?.cancel(from: origin) }
    }
}
