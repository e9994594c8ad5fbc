import FlowCoordinator
import FlowStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How one kind of user data is written to its file: the content's own keys, next to a `format`
/// that says what the file is and a `version` that says how to read it.
///
/// ```json
/// { "format" : "shop-cards", "version" : 2, "cards" : [ … ], "nextCardNumber" : 5 }
/// ```
///
/// A file of another format or without one is corrupt; a file of another version is unsupported
/// (a later version may read it, so it is kept aside under that name), unless its reader knows
/// how to read that earlier version (``version(of:)`` and ``content(of:as:)``, as the cards do).
struct UserDocument<Content: Codable>: Sendable {
    let format: String
    let version: Int

    func encode(_ content: Content) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Envelope(header: Header(format: format, version: version), content: content))
    }

    /// The content of a document of this format and version.
    func decode(_ data: Data) throws(DocumentFile.Problem) -> Content {
        let found = try version(of: data)
        guard found == version else { throw unsupported(found) }
        return try content(of: data, as: Content.self)
    }

    /// The version of a document of this format (another format, or none, is corrupt).
    func version(of data: Data) throws(DocumentFile.Problem) -> Int {
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw DocumentFile.Problem(.corrupt, "not a \(format) document: \(DecodingFailure.reason(error))")
        }
        guard header.format == format else {
            throw DocumentFile.Problem(.corrupt, "not a \(format) document")
        }
        return header.version
    }

    /// The content of a document whose version the caller checked, read as `type` (this
    /// version's content, or an earlier version's).
    func content<Read: Decodable>(of data: Data, as type: Read.Type) throws(DocumentFile.Problem) -> Read {
        do {
            return try JSONDecoder().decode(Read.self, from: data)
        } catch {
            throw DocumentFile.Problem(.corrupt, DecodingFailure.reason(error))
        }
    }

    /// What a document of a `found` version this build does not read is.
    func unsupported(_ found: Int) -> DocumentFile.Problem {
        DocumentFile.Problem(.unsupported, "\(format) version \(found); this build reads version \(version)")
    }

    private struct Header: Codable {
        let format: String
        let version: Int
    }

    /// The header's keys and the content's keys in one JSON object.
    private struct Envelope: Codable {
        let header: Header
        let content: Content

        init(header: Header, content: Content) {
            self.header = header
            self.content = content
        }

        init(from decoder: any Decoder) throws {
            header = try Header(from: decoder)
            content = try Content(from: decoder)
        }

        func encode(to encoder: any Encoder) throws {
            try header.encode(to: encoder)
            try content.encode(to: encoder)
        }
    }
}
