/// Why a saved state could not be written or read. Every case has a one-line ``message``.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not JSON, or not shaped like a state document.
    case malformed(String)
    /// The document is JSON but not a saved navigation state.
    case notAStateDocument
    /// The document was written by a version this build cannot read.
    case unsupportedVersion(found: Int, supported: Int)
    /// The document holds a link type this app does not register.
    case unknownLinkType(String)
    /// A link's value does not decode as its registered type.
    case badLink(type: String, reason: String)
    /// The state holds a link whose type is not registered, so it cannot be saved.
    case unregisteredLinkType(String)
    /// A screen keeps a draft whose type is not registered, so it cannot be saved.
    case unregisteredDraftType(String)
    /// The document decodes but does not describe a possible state.
    case inconsistent(String)
    /// The document holds more than the archive's ``StateArchive/Limits`` allow.
    case tooLarge(String)

    /// One line, fit for a terminal or a notice; text from the document is escaped and shortened.
    public var message: String {
        // Reasons and names can come from the document (a tab or type name, a decoder's
        // description of a bad value), so escape whatever would break the line.
        let text = switch self {
        case .malformed(let reason): "the saved state is not valid JSON of the expected shape: \(reason)"
        case .notAStateDocument: "the file is not a saved navigation state"
        case .unsupportedVersion(let found, let supported):
            "the saved state has version \(found); this build reads version \(supported)"
        case .unknownLinkType(let name): "the saved state holds an unknown link type \(DeepLinkError.quoted(name))"
        case .badLink(let type, let reason): "a saved \"\(type)\" link does not decode: \(reason)"
        case .unregisteredLinkType(let type): "cannot save a link of type \(type): it is not registered"
        case .unregisteredDraftType(let type): "cannot save a draft of type \(type): it is not registered"
        case .inconsistent(let reason): "the saved state is inconsistent: \(reason)"
        case .tooLarge(let reason): "the saved state is too large: \(reason)"
        }
        return DeepLinkError.escaped(text, limit: 300)
    }

    /// The same as ``message``.
    public var description: String { message }
}
