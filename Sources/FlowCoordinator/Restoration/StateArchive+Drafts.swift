#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StateArchive.Document {
    /// A screen's draft as its registered type name plus its own Codable form. Reading one never
    /// fails the document: a draft of an unknown type, one that does not decode, or one that
    /// breaks its rules is left out and named among the refused.
    struct Draft: Encodable {
        var name = ""
        var draft: AnyScreenDraft

        private enum Keys: String, CodingKey { case type, value }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(name, forKey: .type)
            try draft.base.encode(to: container.superEncoder(forKey: .value))
        }

        /// The draft under `key`, or `nil` when there is none or it is refused (`decoder` is the
        /// container's, for the registry and the list of the refused).
        static func decode<Key: CodingKey>(
            from container: KeyedDecodingContainer<Key>, forKey key: Key, in decoder: any Decoder
        ) -> Draft? {
            guard container.contains(key) else { return nil }
            let refusals = decoder.userInfo[.draftRefusals] as? StateArchive.DraftRefusals
            func refuse(_ type: String, _ reason: String) -> Draft? {
                refusals?.drafts.append(RefusedDraft(type: type, reason: reason))
                return nil
            }
            guard let field = try? container.nestedContainer(keyedBy: Keys.self, forKey: key),
                  let name = try? field.decode(String.self, forKey: .type) else {
                return refuse("?", "it is not shaped like a draft")
            }
            let registry = decoder.userInfo[.linkRegistry] as? LinkRegistry
            guard let registration = registry?.draftRegistration(named: name) else {
                return refuse(name, "this version of the app keeps no drafts of that type")
            }
            let draft: AnyScreenDraft
            do {
                draft = try registration.decode(try field.superDecoder(forKey: .value))
            } catch {
                return refuse(name, "it does not decode: \(StateArchive.shortReason(error))")
            }
            // What may be kept of it: a field too long does not lose the others.
            guard let kept = draft.kept else { return refuse(name, draft.base.problem ?? "it breaks its rules") }
            return Draft(name: name, draft: kept)
        }

        /// Writes the draft of the screen `id` under `key`, when there is one (`encoder` is the
        /// container's, for the registry and the drafts).
        static func encode<Key: CodingKey>(
            of id: FlowID, to container: inout KeyedEncodingContainer<Key>, forKey key: Key, in encoder: any Encoder
        ) throws {
            try encode((encoder.userInfo[.drafts] as? ScreenDrafts)?[id], to: &container, forKey: key, in: encoder)
        }

        /// Writes the draft of the root screen `root` under `key`, when there is one.
        static func encode<Key: CodingKey>(
            of root: ScreenDrafts.Root, to container: inout KeyedEncodingContainer<Key>, forKey key: Key, in encoder: any Encoder
        ) throws {
            try encode((encoder.userInfo[.drafts] as? ScreenDrafts)?[root], to: &container, forKey: key, in: encoder)
        }

        private static func encode<Key: CodingKey>(
            _ draft: AnyScreenDraft?, to container: inout KeyedEncodingContainer<Key>, forKey key: Key, in encoder: any Encoder
        ) throws {
            guard let draft else { return }
            guard let name = (encoder.userInfo[.linkRegistry] as? LinkRegistry)?.name(of: draft) else {
                throw RestorationError.unregisteredDraftType(String(describing: draft.draftType))
            }
            try container.encode(Draft(name: name, draft: draft), forKey: key)
        }
    }
}

extension StateArchive {
    /// The drafts left out while one document is decoded (decoding runs on one thread).
    final class DraftRefusals: @unchecked Sendable {
        var drafts: [RefusedDraft] = []
    }
}
