#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension LinkRegistry {
    /// `link` as a state file holds it, `{"type": NAME, "value": …}` on one line: what a
    /// ``NavigationJournal`` export writes into a test, to be read back by ``link(fromJSON:)``.
    public func json(of link: AnyFlowLink) throws(RestorationError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo[.linkRegistry] = self
        do {
            return String(decoding: try encoder.encode(StateArchive.Document.Link(link)), as: UTF8.self)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw .unregisteredLinkType(String(describing: link.linkType))
        }
    }

    /// The link `json` holds (as ``json(of:)`` writes it), checked as a state file's links are.
    public func link(fromJSON json: String) throws(RestorationError) -> AnyFlowLink {
        let decoder = JSONDecoder()
        decoder.userInfo[.linkRegistry] = self
        do {
            return try decoder.decode(StateArchive.Document.Link.self, from: Data(json.utf8)).link
        } catch let error as RestorationError {
            throw error
        } catch {
            throw .malformed(StateArchive.shortReason(error))
        }
    }
}
