import FlowCoordinator
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RestorationNotice {
    /// Several notices as one alert, each thing said once: one sentence names everything that
    /// started afresh because its file could not be read, one says where the old files were kept
    /// (each folder once), one names the files that could not even be moved aside; then the
    /// other notices' messages (a payment cancelled, a page gone). One notice keeps its own, more
    /// precise, title and message.
    public static func combined(_ notices: [RestorationNotice]) -> (title: String, message: String)? {
        guard let first = notices.first else { return nil }
        guard notices.count > 1 else { return (first.title, first.message) }
        let setAside = notices.compactMap(\.setAside)
        var paragraphs: [String] = []
        if !setAside.isEmpty {
            var sentences = [
                // Translators: %s lists what started afresh, such as “your cards, your orders and where you left off”
                localized("Shop could not read what it had saved of %s, so it started those afresh.", listed(setAside.map(\.what))),
            ]
            let moved = setAside.filter(\.moved)
            // Each folder once; two (the data's and the state's) in a sentence of their own, so a
            // language can put its “in” before each (Hebrew's ב־… וב־…).
            let folders = unique(moved.map { shown($0.file.deletingLastPathComponent()) })
            if moved.count == 1 {
                // Translators: %s is a folder, such as “~/.local/share/shop”
                sentences.append(localized("It kept the old file, under a new name, in %s.", folders[0]))
            } else if let last = folders.last, folders.count > 1 {
                // Translators: %1$s and %2$s are folders, such as “~/.local/share/shop” and “~/.local/state/shop”
                sentences.append(localized("It kept the old files, under new names, in %1$s and %2$s.",
                                           folders.dropLast().joined(separator: localized(", ")), last))
            } else if let folder = folders.first {
                // Translators: %s is a folder, such as “~/.local/share/shop”
                sentences.append(localized("It kept the old files, under new names, in %s.", folder))
            }
            paragraphs.append(sentences.joined(separator: " "))
            let left = setAside.filter { !$0.moved }.map { $0.file.standardizedFileURL.path }
            if !left.isEmpty {
                // Translators: followed by the full paths of files, each on a line of its own
                paragraphs.append(localized("It could not set these files aside, so it left them where they are and will not save over them until they are moved:")
                                  + "\n" + left.joined(separator: "\n"))
            }
        }
        paragraphs += notices.filter { $0.setAside == nil }.map(\.message)
        return (localized("Some Saved Data Not Restored"), paragraphs.joined(separator: "\n\n"))
    }

    /// “a”, “a and b”, “a, b and c”, as the user's language writes a list.
    private static func listed(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        // Translators: the end of a list: %1$s is what comes before (“your cards, your orders”), %2$s the last item (“where you left off”)
        return localized("%1$s and %2$s", items.dropLast().joined(separator: localized(", ")), last)
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}
