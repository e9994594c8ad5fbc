import FlowCoordinator
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How one kind of user data is written to its file: the content's own keys, next to a `format`
/// that says what the file is and a `version` that says how to read it.
///
/// ```json
/// { "format" : "shop-cards", "version" : 1, "cards" : [ … ], "nextCardNumber" : 5 }
/// ```
///
/// A file of another format or without one is corrupt; a file of another version is unsupported
/// (a later version may read it, so it is kept aside under that name).
struct UserDocument<Content: Codable>: Sendable {
    let format: String
    let version: Int

    func encode(_ content: Content) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Envelope(header: Header(format: format, version: version), content: content))
    }

    func decode(_ data: Data) throws(DocumentFile.Problem) -> Content {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw DocumentFile.Problem(.corrupt, "not a \(format) document: \(DecodingFailure.reason(error))")
        }
        guard header.format == format else {
            throw DocumentFile.Problem(.corrupt, "not a \(format) document")
        }
        guard header.version == version else {
            throw DocumentFile.Problem(.unsupported, "\(format) version \(header.version); this build reads version \(version)")
        }
        do {
            return try decoder.decode(Envelope.self, from: data).content
        } catch {
            throw DocumentFile.Problem(.corrupt, DecodingFailure.reason(error))
        }
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
