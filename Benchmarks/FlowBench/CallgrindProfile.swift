import Foundation

/// A callgrind file read back: the instructions each object (the program, each shared library)
/// executed itself, for checking that a C baseline does the same work in GTK as `shop` does.
///
/// `callgrind_annotate` cannot say this: it merges functions without a symbol (`0x29200`) of
/// different libraries under one name. The file itself gives every cost line under the object
/// named by the last `ob=` line; the line after a `calls=` line is a call's inclusive cost and is
/// skipped, so each instruction is counted once, where it ran.
struct CallgrindProfile {
    /// Instructions by object file name without its folder or version (`libgtk-4`, `shop`).
    private(set) var objects: [String: Double] = [:]

    init(contentsOf path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var names: [Substring: String] = [:]
        var object: String?
        var skipNext = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if skipNext { skipNext = false; continue }
            guard let first = line.first else { continue }
            if first.isNumber || first == "+" || first == "-" || first == "*" {
                let fields = line.split(separator: " ")
                if fields.count > 1, let object, let cost = Double(fields[1]) { objects[object, default: 0] += cost }
            } else if line.hasPrefix("ob=") || line.hasPrefix("cob=") {
                let named = Self.name(line.drop { $0 != "=" }.dropFirst(), names: &names)
                if line.hasPrefix("ob=") { object = named }
            } else if line.hasPrefix("calls=") {
                skipNext = true
            }
        }
    }

    /// `(3) /usr/lib/…/libgtk-4.so.1.800.3` defines name 3; `(3)` uses it; a bare path is a name.
    private static func name(_ field: Substring, names: inout [Substring: String]) -> String {
        guard field.hasPrefix("("), let close = field.firstIndex(of: ")") else { return short(field) }
        let id = field[...close]
        let rest = field[field.index(after: close)...].drop { $0 == " " }
        if !rest.isEmpty { names[id] = short(rest) }
        return names[id] ?? String(id)
    }

    private static func short(_ path: Substring) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? String(path)
        return file.range(of: ".so").map { String(file[..<$0.lowerBound]) } ?? file
    }

    /// The libraries both sides of a launch share, in groups, with the names of their objects.
    static let libraryGroups: [(name: String, objects: [String])] = [
        ("GTK", ["libgtk-4"]),
        ("GLib, GObject, GIO", ["libglib-2.0", "libgobject-2.0", "libgio-2.0"]),
        ("Pango", ["libpango-1.0", "libpangocairo-1.0", "libpangoft2-1.0"]),
        ("fonts", ["libfontconfig", "libfreetype", "libharfbuzz", "libexpat"]),
        ("cairo", ["libcairo", "libpixman-1"]),
    ]

    /// The instructions of a group's objects.
    func instructions(in objects: [String]) -> Double {
        objects.reduce(0) { $0 + (self.objects[$1] ?? 0) }
    }
}
