import Foundation
import Glibc

/// Translations under test: the calling thread's messages in another language for as long as a
/// closure runs, the rest of the process (the other tests, running at the same time, in the C
/// locale) left as it is.
///
/// ```swift
/// TextDomain("flowcoordinator").bind(to: TestLanguage.catalogues.path)
/// try TestLanguage.speaking("de_DE.UTF-8") {
///     #expect(DialogButton.cancel(action: ()).label == "Abbrechen")
/// }
/// ```
///
/// The catalogues are the ones `make catalogues` compiles into `.build/locale` (`make test` and
/// `make swift-tests` make them first). A locale the machine lacks (a fresh one has only C.UTF-8)
/// is made once with `localedef`, from the locales package's sources, into `.build/test-locales`
/// (not `.build/locales`, which the end-to-end suite makes at the same time).
public enum TestLanguage {
    /// The repository's root.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Where `make catalogues` puts the compiled catalogues: `LANGUAGE/LC_MESSAGES/DOMAIN.mo`.
    public static var catalogues: URL { root.appendingPathComponent(".build/locale") }

    /// Why a language cannot be spoken here.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    /// `body`'s result, gettext looking texts up in `locale`'s language ("de_DE.UTF-8") on this
    /// thread while it runs (`uselocale`: the thread's messages category). `body` runs at once,
    /// on this thread: it must not suspend. Throws ``Unavailable`` when the locale cannot be made,
    /// when `LANGUAGE` is set (gettext would take its language instead), or when `catalogue`
    /// (a domain's name) is given and `make catalogues` has not compiled it for that language.
    public static func speaking<Result>(_ locale: String, catalogue: String? = nil, _ body: () throws -> Result) throws -> Result {
        if let language = getenv("LANGUAGE").map({ String(cString: $0) }), !language.isEmpty {
            throw Unavailable(description: "LANGUAGE=\(language) is set, which gettext follows rather than the locale: unset it")
        }
        if let catalogue {
            let language = String(locale.prefix { $0 != "_" && $0 != "." })
            let file = catalogues.appendingPathComponent("\(language)/LC_MESSAGES/\(catalogue).mo")
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw Unavailable(description: "\(file.path) is missing: run `make catalogues` first")
            }
        }
        let made = try messages(in: locale)
        let previous = uselocale(made.value)
        defer { uselocale(previous) }
        return try body()
    }

    /// A `locale_t`, which is never freed: one per locale, for the whole run.
    private struct Locale: @unchecked Sendable {
        let value: locale_t
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: [String: Locale] = [:]

    /// A locale whose messages category is `name`'s (the rest is C's), made once.
    private static func messages(in name: String) throws -> Locale {
        lock.lock()
        defer { lock.unlock() }
        if let locale = made[name] { return locale }
        let mask = Int32(1) << LC_MESSAGES
        if let installed = newlocale(mask, name, nil) {
            made[name] = Locale(value: installed)
            return made[name]!
        }
        let folder = root.appendingPathComponent(".build/test-locales")
        try compile(name, into: folder)
        // glibc reads LOCPATH as each locale is made: set for this one alone. Other tests read the
        // environment meanwhile: `make swift-tests` and `make sanitizers` start the tests with LOCPATH
        // set (empty, which glibc takes as unset), so that setenv replaces its value in place rather
        // than growing the environment's array under a reader, and it is put back, not unset.
        let saved = getenv("LOCPATH").map { String(cString: $0) }
        setenv("LOCPATH", folder.path, 1)
        defer { setenv("LOCPATH", saved ?? "", 1) }
        guard let compiled = newlocale(mask, name, nil) else {
            throw Unavailable(description: "the locale \(name) is not installed, nor could it be made in \(folder.path)")
        }
        made[name] = Locale(value: compiled)
        return made[name]!
    }

    /// `name` ("de_DE.UTF-8") compiled by localedef into `folder/name`, unless it is there: made
    /// under another name first and renamed, so a test run beside this one never reads half of it.
    private static func compile(_ name: String, into folder: URL) throws {
        let target = folder.appendingPathComponent(name)
        guard !FileManager.default.fileExists(atPath: target.appendingPathComponent("LC_MESSAGES").path) else { return }
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw Unavailable(description: "\(name) is not of the form de_DE.UTF-8") }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent("\(name).\(getpid())")
        try? FileManager.default.removeItem(at: temporary)
        let localedef = Process()
        localedef.executableURL = URL(fileURLWithPath: "/usr/bin/localedef")
        localedef.arguments = ["-i", parts[0], "-f", parts[1], temporary.path]
        localedef.standardOutput = FileHandle.nullDevice
        localedef.standardError = FileHandle.nullDevice
        do {
            try localedef.run()
        } catch {
            throw Unavailable(description: "the locale \(name) is not installed, and localedef could not run: \(error)")
        }
        localedef.waitUntilExit()
        // localedef exits with 1 for warnings, having written the locale: what it wrote decides.
        guard FileManager.default.fileExists(atPath: temporary.appendingPathComponent("LC_MESSAGES").path) else {
            try? FileManager.default.removeItem(at: temporary)
            throw Unavailable(description: "localedef could not make \(name) (the locales package has its sources)")
        }
        if rename(temporary.path, target.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }
}
