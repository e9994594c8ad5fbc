import Foundation

/// Runs the built `shop` executable (it sits next to the test bundle) and collects its output.
struct ShopProcess {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("shop")
    }

    /// Runs `shop ARGUMENTS` to its end. Unless `environment` says otherwise, it gets its own
    /// empty data and state directories, so it neither reads nor writes the user's files.
    /// (It waits on a thread of Dispatch's, not of the cooperative pool: a test waiting a minute
    /// for a process on a pool thread held up every test awaiting anything, two threads on two cores.)
    static func run(_ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 180) async throws -> Result {
        try await offThePool { try runBlocking(arguments, environment: environment, timeout: timeout) }
    }

    private static func runBlocking(_ arguments: [String], environment: [String: String], timeout: TimeInterval) throws -> Result {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("shop-process-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let isolated = ["XDG_DATA_HOME": home.appendingPathComponent("data").path,
                        "XDG_STATE_HOME": home.appendingPathComponent("state").path]
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(isolated) { $1 }.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Past the timeout it is ended (SIGTERM, then SIGKILL a second later), wherever the
        // reading below is.
        let ended = DispatchSemaphore(value: 0)
        Thread {
            guard ended.wait(timeout: .now() + timeout) == .timedOut else { return }
            process.terminate()
            guard ended.wait(timeout: .now() + 1) == .timedOut else { return }
            kill(process.processIdentifier, SIGKILL)
        }.start()
        // Read both while it runs, so neither full pipe blocks it.
        nonisolated(unsafe) var errorData = Data()
        let errorRead = DispatchSemaphore(value: 0)
        Thread {
            errorData = readAll(error.fileHandleForReading)
            errorRead.signal()
        }.start()
        let outputData = readAll(output.fileHandleForReading)
        errorRead.wait()
        process.waitUntilExit()
        ended.signal()
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// Everything `handle` gives until its end. Foundation's `readDataToEndOfFile()` stops the test
/// run on EINTR (a `try!`): a child's SIGCHLD handled on the reading thread interrupted it once.
/// This reads with the C library, again after an interruption.
func readAll(_ handle: FileHandle) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            data.append(contentsOf: buffer[..<count])
        } else if count == 0 || errno != EINTR {
            return data
        }
    }
}

/// Runs `body` on a thread of Dispatch's and waits for it without holding a thread of the
/// cooperative pool.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
    }
}
