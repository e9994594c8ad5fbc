import Glibc

/// Standard output or standard error, written straight to the file descriptor (no buffer), so a
/// line reaches the terminal or pipe at once, in order with what other code writes there: what
/// `FileHandle` did, for this package's modules, which use FoundationEssentials (it has none).
package struct StandardStream: TextOutputStream {
    /// Standard output.
    package static var output: StandardStream { StandardStream(fd: STDOUT_FILENO) }
    /// Standard error.
    package static var error: StandardStream { StandardStream(fd: STDERR_FILENO) }

    private let fd: Int32

    /// Writes all of `string`, going on after a partial write or an interruption. Text written to
    /// a stream that is closed or full is lost.
    package func write(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
