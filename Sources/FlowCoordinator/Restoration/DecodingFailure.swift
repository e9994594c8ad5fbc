#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a JSON document could not be decoded, in one line that names where: for terminal output
/// and the technical detail of a notice (the notice itself speaks plain words).
public enum DecodingFailure {
    /// "bad value at tabs[0].path", "missing \"link\" in tabs[1]", "not JSON"…
    public static func reason(_ error: any Error) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the document" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
                .joined().trimmingScalars { $0 == "." }
        }
        switch error as? DecodingError {
        case .dataCorrupted(let context)?:
            return context.codingPath.isEmpty ? "not JSON" : "bad value at \(place(context.codingPath))"
        case .keyNotFound(let key, let context)?:
            return "missing \"\(key.stringValue)\" in \(place(context.codingPath))"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "wrong type at \(place(context.codingPath))"
        default:
            return String(describing: error).split(separator: "\n").first.map(String.init) ?? "unreadable"
        }
    }
}
