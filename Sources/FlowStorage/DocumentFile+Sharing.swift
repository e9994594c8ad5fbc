#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// Several processes on one file: two instances of an app that cannot see each other (two login
/// sessions, a desktop and a remote one) may share one data folder.
///
/// A process that changes the document reads it, merges, and writes it back holding the file's
/// lock (``withLock(_:)``), so no process writes over a change it has not read:
///
/// ```swift
/// try file.withLock {
///     let theirs = file.peek(decode: decode)   // what the others wrote
///     try file.write(encode(merge(theirs, mine)))
/// }
/// ```
///
/// Readers need no lock: a write replaces the file whole (a rename), so a reader sees the old
/// document or the new one. ``Stamp`` tells a process whether the file changed since it last
/// read or wrote it, without reading it.
extension DocumentFile {
    /// How long ``withLock(_:)`` waits for another process to let go of the lock before it gives up.
    public static let lockPatience: Duration = .seconds(2)

    /// Runs `body` holding this file's advisory lock: a `flock(2)` on `NAME.lock` beside it (the
    /// file itself is replaced by every write, so it cannot hold a lock), which other processes,
    /// and other ``DocumentFile`` values in this one, wait for. The lock file is made when missing
    /// and never removed (removing it would let two processes lock two different files).
    ///
    /// Throws a ``WriteFailure`` (step "lock") when the lock cannot be had within
    /// ``lockPatience`` — another process holds it that long only when stopped — or its file
    /// cannot be made; otherwise what `body` throws.
    public func withLock<Result>(_ body: () throws -> Result) throws -> Result {
        let directory = url.deletingLastPathComponent()
        try Self.makeDirectory(directory)
        let path = lockURL.path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw WriteFailure(code: errno, path: path, step: "create the lock") }
        defer { close(fd) }  // closing the last descriptor lets go of the lock
        try Self.lock(fd, path: path)
        return try body()
    }

    /// `NAME.lock`, beside the file.
    public var lockURL: URL {
        url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).lock")
    }

    private static func lock(_ fd: Int32, path: String) throws(WriteFailure) {
        let patience = ContinuousClock.now + lockPatience
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else { throw WriteFailure(code: code, path: path, step: "lock") }
            guard ContinuousClock.now < patience else { throw WriteFailure(code: code, path: path, step: "lock") }
            usleep(2_000)
        }
    }

    /// Which version of the file is on disk: its inode, size and change time. A write (a rename
    /// of a new file) always gives a new one, so equal stamps mean the same document.
    public struct Stamp: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let changed: timespec

        public static func == (lhs: Stamp, rhs: Stamp) -> Bool {
            lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
                && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(inode)
            hasher.combine(size)
        }
    }

    /// The stamp of the file on disk now, or `nil` when there is none.
    public func stamp() -> Stamp? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Stamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), changed: info.st_ctim)
    }
}
