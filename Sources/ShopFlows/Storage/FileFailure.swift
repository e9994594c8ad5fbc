#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// Why reading or writing a file failed, in one line for the terminal.
package enum FileFailure {
    /// The system's words for a file error ("No such file or directory", "Permission denied"),
    /// or the error as it describes itself when it has none (a decoding error). FoundationEssentials'
    /// errors have no `localizedDescription`, and describe themselves as a dictionary.
    package static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError ?? (error as? CocoaError)?.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return "\(error)"
    }
}
