import Foundation
import Glibc
import Synchronization
import Testing
@testable import FlowStorage

/// Runs `body` on a thread of Dispatch's, not of the cooperative pool that runs the tests: a test
/// that waits for a lock or a thread must not hold up the others (two pool threads on two cores).
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
    }
}

/// Several writers on one file: the lock that makes read-modify-write safe, and the stamp that
/// tells whether the file changed.
@Suite("Documents shared between processes")
struct DocumentSharingTests {
    /// A counter read, increased and written back `rounds` times by each of two writers at once.
    /// Without the lock, a writer writes over the other's increase and the count falls short.
    @Test("read-modify-write under the lock loses no change of another writer")
    func lockedCounter() async throws {
        let directory = try DocumentFileTests.temporaryDirectory()
        let url = directory.appendingPathComponent("count.txt")
        let rounds = 300
        try DocumentFile(url: url).write(Data("0".utf8))
        // Two threads that start together, each opening the lock on its own, as another process would.
        let start = DispatchSemaphore(value: 0), done = DispatchGroup()
        let failures = Mutex<[String]>([])
        for _ in 0..<2 {
            done.enter()
            Thread {
                start.wait()
                let file = DocumentFile(url: url)
                for _ in 0..<rounds {
                    // The lock is polled, so a writer that takes it again at once can keep the other
                    // waiting past the patience on a loaded machine: that is a failure to save, which
                    // a person would retry, and the round is tried again. Anything else is a failure.
                    while true {
                        do {
                            try file.withLock {
                                let count = Int(String(decoding: try Data(contentsOf: url), as: UTF8.self)) ?? -1_000_000
                                try file.write(Data(String(count + 1).utf8))
                            }
                            break
                        } catch let failure as DocumentFile.WriteFailure where failure.step == "lock" {
                            continue
                        } catch {
                            failures.withLock { $0.append("\(error)") }
                            break
                        }
                    }
                }
                done.leave()
            }.start()
        }
        start.signal()
        start.signal()
        try await offThePool { done.wait() }
        #expect(failures.withLock { $0 } == [])
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == String(2 * rounds))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("count.txt.lock").path))
    }

    @Test("a lock another holder keeps past the patience is a failure to save, not a hang")
    func lockHeld() async throws {
        let directory = try DocumentFileTests.temporaryDirectory()
        let file = DocumentFile(url: directory.appendingPathComponent("a.json"))
        try await offThePool { try file.withLock {
            let started = ContinuousClock.now
            #expect {
                try DocumentFile(url: file.url).withLock {}
            } throws: { error in
                (error as? DocumentFile.WriteFailure)?.step == "lock" && (error as? DocumentFile.WriteFailure)?.code == EWOULDBLOCK
            }
            #expect(ContinuousClock.now - started >= DocumentFile.lockPatience)
        } }
        try DocumentFile(url: file.url).withLock {}  // let go at the end
    }

    @Test("a write gives the file a new stamp; reading does not")
    func stamps() throws {
        let directory = try DocumentFileTests.temporaryDirectory()
        let file = DocumentFile(url: directory.appendingPathComponent("a.json"))
        #expect(file.stamp() == nil)
        try file.write(Data("one".utf8))
        let first = try #require(file.stamp())
        _ = file.peek { data throws(DocumentFile.Problem) in data }
        #expect(file.stamp() == first)
        try file.write(Data("two".utf8))  // same size: the inode tells
        #expect(file.stamp() != first)
    }
}
