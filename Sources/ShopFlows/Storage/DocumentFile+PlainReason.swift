import FlowCoordinator
import FlowStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

extension DocumentFile.WriteFailure {
    /// Why, in the shop's plain words, to follow "because": "the disk is full".
    public var plainReason: String {
        let folder = RestorationNotice.shown(URL(fileURLWithPath: path).deletingLastPathComponent())
        return switch code {
        case ENOSPC, EDQUOT: "the disk is full"
        case EROFS: "the disk is read-only"
        case EACCES, EPERM: "Shop is not allowed to write in \(folder)"
        default: "of an error writing in \(folder) (\(String(cString: strerror(code))))"
        }
    }
}
