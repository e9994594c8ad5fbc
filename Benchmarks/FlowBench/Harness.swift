import Foundation
#if canImport(Glibc)
import Glibc
#endif

// The measuring tools every benchmark shares: a clock, medians, a sink the optimiser cannot see
// through, child processes timed from spawn to exit or left running, and a process's memory.

/// Every time is read from this clock (monotonic, not affected by wall-clock changes).
let clock = ContinuousClock()

/// Consumes a value so the compiler cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs `body` and returns how long it took.
@inline(never)
func measure(_ body: () throws -> Void) rethrows -> Duration {
    let start = clock.now
    try body()
    return clock.now - start
}

/// CPU time this process has used so far (all threads), for figures that should not depend on
/// what else the machine is doing.
func processCPUTime() -> Duration {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// "1.23 ms", "456 µs", "1.20 s".
    var formatted: String {
        let value = seconds
        if value >= 1 { return String(format: "%.2f s", value) }
        if value >= 1e-3 { return String(format: "%.2f ms", value * 1e3) }
        return String(format: "%.1f µs", value * 1e6)
    }
}

func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "median of nothing")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A and B measured in alternation (A B A B …), so drift in the machine's load hits both alike.
struct Pairs {
    var a: [Double] = []
    var b: [Double] = []

    /// The median of the per-pair ratios A/B: the figure the goals are checked against.
    var ratio: Double { median(zip(a, b).map { $0 / $1 }) }

    mutating func add(a: Double, b: Double) {
        self.a.append(a)
        self.b.append(b)
    }
}

// MARK: Child processes

/// A finished child process.
struct ChildResult {
    var status: Int32
    var output: String
    /// From just before `posix_spawn` to the return of `wait4`.
    var elapsed: Duration
    /// User and system CPU time the child used.
    var cpu: Duration
}

struct ChildProcessError: Error, CustomStringConvertible {
    var description: String
}

/// Makes `home` and returns the environment that puts a child's data, settings and state folders
/// in it, empty: what a new user has, so a run reads and writes none of the user's files.
func freshHome(_ home: URL) throws -> [String: String] {
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return ["XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path]
}

/// Runs `executable` with `arguments`, adding `environment` to this process's, and waits for it.
/// Standard output is captured when `captureOutput` is set (and discarded otherwise), so
/// timing is not disturbed by a terminal; standard error goes through.
func runChild(_ executable: String, _ arguments: [String] = [], environment: [String: String] = [:],
              captureOutput: Bool = true) throws -> ChildResult {
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else { throw ChildProcessError(description: "pipe() failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if captureOutput {
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addclose(&actions, pipe[1])

    let (pid, start): (pid_t, ContinuousClock.Instant)
    do {
        (pid, start) = try spawn(executable, arguments, environment: environment, actions: &actions)
    } catch {
        close(pipe[0])
        close(pipe[1])
        throw error
    }
    close(pipe[1])
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(pipe[0], &buffer, buffer.count)
        if count <= 0 { break }
        output.append(contentsOf: buffer[..<count])
    }
    close(pipe[0])
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let elapsed = clock.now - start
    func duration(_ time: timeval) -> Duration { .seconds(time.tv_sec) + .microseconds(time.tv_usec) }
    return ChildResult(status: exitStatus(status), output: String(decoding: output, as: UTF8.self), elapsed: elapsed,
                       cpu: duration(usage.ru_utime) + duration(usage.ru_stime))
}

/// A `wait4` status as a shell gives it: the exit status, or 128 + the signal that ended the
/// process (WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import).
private func exitStatus(_ status: Int32) -> Int32 {
    (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
}

/// A child process left running, for what can only be read while it runs (its memory).
/// ``spawnChild(_:_:environment:)`` starts it; ``terminate()`` ends and reaps it.
final class RunningChild {
    let pid: pid_t
    let executable: String
    /// Its exit status once reaped (never signalled after that: its pid may be another's).
    private(set) var status: Int32?

    init(pid: pid_t, executable: String) {
        self.pid = pid
        self.executable = executable
    }

    /// `nil` while it runs; its exit status once it has exited (reaping it).
    func exited() -> Int32? {
        if status == nil {
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid { status = exitStatus(raw) }
        }
        return status
    }

    /// Its resident memory now, from /proc/PID/status; fails when it is no longer running.
    func residentMemory() throws -> ResidentMemory {
        if let status = exited() {
            throw ChildProcessError(description: "\(executable) exited with \(status) before its memory was read")
        }
        guard let memory = ResidentMemory.of(pid: pid) else {
            throw ChildProcessError(description: "cannot read /proc/\(pid)/status of \(executable)")
        }
        return memory
    }

    /// Sends SIGTERM unless it has exited, waits for it to exit and returns its exit status
    /// (128 + 15 when the signal ended it; `shop` saves and quits on it instead, within 0.7 s).
    @discardableResult
    func terminate() -> Int32 {
        if let status { return status }
        kill(pid, SIGTERM)
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
        let status = exitStatus(raw)
        self.status = status
        return status
    }
}

/// Starts `executable` with `arguments`, adding `environment` to this process's, and returns
/// without waiting: standard output goes to /dev/null, standard error goes through.
func spawnChild(_ executable: String, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> RunningChild {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let (pid, _) = try spawn(executable, arguments, environment: environment, actions: &actions)
    return RunningChild(pid: pid, executable: executable)
}

/// Starts `executable` with `arguments`, adding `environment` to this process's, its file
/// descriptors set up by `actions`; returns its pid and the moment just before it was spawned.
private func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                   actions: inout posix_spawn_file_actions_t) throws -> (pid_t, ContinuousClock.Instant) {
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let start = clock.now
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else {
        throw ChildProcessError(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
    }
    return (pid, start)
}

/// Runs a worker and returns its last line of output, failing when it fails.
func runWorker(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
    let result = try runChild(executable, arguments, environment: environment)
    guard result.status == 0,
          let line = result.output.split(separator: "\n").last.map(String.init) else {
        throw ChildProcessError(description: "\(executable) \(arguments.joined(separator: " ")) exited with \(result.status): \(result.output)")
    }
    return line
}

// MARK: Memory

/// A process's resident memory now (`VmRSS`) and at its peak (`VmHWM`), in kibibytes.
struct ResidentMemory: Codable {
    var current: Int
    var peak: Int

    /// This process's.
    static func now() -> ResidentMemory {
        read("/proc/self/status") ?? ResidentMemory(current: 0, peak: 0)
    }

    /// Another process's (a child's), or `nil` when it cannot be read (no such process).
    static func of(pid: pid_t) -> ResidentMemory? {
        read("/proc/\(pid)/status")
    }

    private static func read(_ path: String) -> ResidentMemory? {
        guard let status = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int {
            for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
                return Int(line.dropFirst(name.count + 1).filter(\.isNumber)) ?? 0
            }
            return 0
        }
        return ResidentMemory(current: field("VmRSS"), peak: field("VmHWM"))
    }
}
