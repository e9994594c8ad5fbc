import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to its end with every signal unblocked and at its default action, its standard
/// output appended to `log` (its standard error dropped), and returns its exit status.
///
/// Foundation's `Process` started `dbus-run-session` with nearly every signal blocked (the mask
/// of the test's thread). `dbus-run-session` unblocks them for the command it runs, but its bus
/// keeps the mask it was started with, so the SIGTERM that should end the bus with the session
/// never arrived: each session left a `dbus-daemon` running after the tests.
func runWithDefaultSignals(_ executable: String, _ arguments: [String], log: URL) throws -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t(), all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let error = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    guard error == 0 else { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EINVAL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return status
}
