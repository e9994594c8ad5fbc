import Glibc

/// The value of the environment variable `name`, or `nil` when it is not set: for the package's
/// modules, which use FoundationEssentials (it has no `ProcessInfo`).
package func environmentVariable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
