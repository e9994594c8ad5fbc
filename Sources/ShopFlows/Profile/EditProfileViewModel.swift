import FlowCoordinator
import Observation

@MainActor
public protocol EditProfileViewModelDelegate: AnyObject {
    func editProfileDidSave(name: String, email: String, from origin: FlowOrigin)
    func editProfileDidTapCancel(from origin: FlowOrigin)
}

/// The edit-profile form: name and email, with per-field errors (shown once a field is checked:
/// ``FieldChecks``) and unsaved-changes tracking.
@Observable
@MainActor
public final class EditProfileViewModel: ScreenViewModel {
    public var name: String
    public var email: String
    private let originalName: String
    private let originalEmail: String
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: EditProfileViewModelDelegate?

    /// The form's fields.
    public enum Field: String, Codable, Sendable {
        case name, email
    }

    /// The field that had the focus last, as the page reports it.
    public var focus: Field?
    /// Where the caret was in the field that had the focus, as the page reports it.
    public var caret: Int?
    /// Which fields show their errors.
    public private(set) var checks = FieldChecks<Field>()

    /// A form for the profile `name` and `email`, showing what `draft` kept of changes typed
    /// before the app was closed.
    public init(name: String, email: String, origin: FlowOrigin = .detached, draft: EditProfileDraft? = nil) {
        self.origin = origin
        self.name = draft?.name ?? name
        self.email = draft?.email ?? email
        focus = draft?.focus
        caret = draft?.caret
        originalName = name
        originalEmail = email
        if let draft {
            // Changes typed and left before show their errors again; the field being typed does not.
            checks = FieldChecks(checked: Set([Field.name, .email].filter { $0 != draft.focus }))
        }
    }

    /// What to keep of the form if the app stopped now, or `nil` when nothing changed.
    public var draft: EditProfileDraft? {
        hasChanges ? EditProfileDraft(name: name, email: email, focus: focus, caret: caret) : nil
    }

    public var nameError: String? { checks.shown(nameProblem, for: .name) }
    public var emailError: String? { checks.shown(TextRules.emailProblem(email), for: .email) }
    private var nameProblem: String? { TextRules.nameProblem(name, missing: localized("Enter your name")) }

    public var hasChanges: Bool { name != originalName || email != originalEmail }
    public var canSave: Bool { hasChanges && nameProblem == nil && TextRules.emailProblem(email) == nil }

    /// The person left `field` (the focus went elsewhere in the window): it shows its error from now on.
    public func left(_ field: Field) {
        checks.left(field, holding: field == .name ? name : email)
    }

    public func saveTapped() {
        guard canSave else {
            checks.checkAll()
            return
        }
        origin.send { delegate?.editProfileDidSave(name: name, email: email, from: origin) }
    }

    /// "Cancel": the same as closing the sheet (which asks first when something changed).
    public func cancelTapped() {
        origin.send { delegate?.editProfileDidTapCancel(from: origin) }
    }
}
