import FlowCoordinator
import FlowStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

extension DocumentFile.WriteFailure {
    /// Why, in the shop's plain words (in the user's language), to follow "because": "the disk is full".
    public var plainReason: String {
        let folder = RestorationNotice.shown(URL(fileURLWithPath: path).deletingLastPathComponent())
        return switch code {
        // Translators: why a save failed, written to follow “because” in “Shop could not save your cards, because …”
        case ENOSPC, EDQUOT: localized("the disk is full")
        // Translators: why a save failed, written to follow “because” in “Shop could not save your cards, because …”
        case EROFS: localized("the disk is read-only")
        // Translators: why a save failed, written to follow “because”; %s is a folder, such as ~/.local/share/shop
        case EACCES, EPERM: localized("Shop is not allowed to write in %s", folder)
        // Another instance kept the file's lock too long (DocumentFile.withLock): it is stopped or stuck.
        // Translators: why a save failed, written to follow “because”
        case EWOULDBLOCK where step == "lock": localized("another copy of Shop is holding the file and does not let go")
        // Translators: why a save failed, written to follow “because”; %1$s is a folder, %2$s the system's words for the error
        default: localized("of an error writing in %1$s (%2$s)", folder, String(cString: strerror(code)))
        }
    }
}
