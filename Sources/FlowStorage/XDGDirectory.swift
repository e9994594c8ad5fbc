#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the XDG base directory specification puts an app's files, as GNOME apps follow it.
///
/// `$XDG_STATE_HOME` holds what is worth keeping but is not the user's work (where the window was
/// left: the navigation state); `$XDG_DATA_HOME` holds the user's own data (their cards and
/// account). Each falls back to its default under `$HOME` when the variable is unset, empty or
/// relative (the specification says to ignore relative paths).
public enum XDGDirectory: Sendable {
    /// `$XDG_STATE_HOME`, or `~/.local/state`.
    case state
    /// `$XDG_DATA_HOME`, or `~/.local/share`.
    case data

    /// This directory's `app` folder for `environment` (normally the process environment).
    public func url(for app: String, environment: [String: String]) -> URL {
        base(environment: environment).appendingPathComponent(app, isDirectory: true)
    }

    private func base(environment: [String: String]) -> URL {
        let (variable, fallback) = switch self {
        case .state: ("XDG_STATE_HOME", ".local/state")
        case .data: ("XDG_DATA_HOME", ".local/share")
        }
        if let path = environment[variable], path.hasPrefix("/") {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            .map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(fallback, isDirectory: true)
    }
}
